//! The catalogue is complete: both files parse, have the same keys with the same variables,
//! every Korean text is Korean, and every key the code names exists.

use super::*;

mod counts;
mod lints;
mod record_inputs;

/// Every message of a catalogue source: its key and the variables it uses, its own and those of
/// the messages it references (`{ plies }` uses `$n`), sorted (for the tests, which compare
/// the two languages).
fn keys(source: &str) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    /// What a pattern names: variables, and messages it references.
    #[derive(Default)]
    struct Names {
        vars: Vec<String>,
        refs: Vec<String>,
    }
    fn of_pattern(p: &ast::Pattern<&str>, out: &mut Names) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                of_expr(expression, out);
            }
        }
    }
    fn of_expr(e: &ast::Expression<&str>, out: &mut Names) {
        match e {
            ast::Expression::Select { selector, variants } => {
                of_inline(selector, out);
                for v in variants {
                    of_pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => of_inline(i, out),
        }
    }
    fn of_inline(i: &ast::InlineExpression<&str>, out: &mut Names) {
        match i {
            ast::InlineExpression::VariableReference { id } => out.vars.push(id.name.to_string()),
            ast::InlineExpression::MessageReference { id, .. } => {
                out.refs.push(id.name.to_string())
            }
            ast::InlineExpression::Placeable { expression } => of_expr(expression, out),
            // `NTH($line)`, `SIDE($side)`, `JOSA($word, "이/가")` name their arguments.
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    of_inline(a, out);
                }
                for a in &arguments.named {
                    of_inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    let own: Vec<(String, Names)> = resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let mut names = Names::default();
                if let Some(p) = &m.value {
                    of_pattern(p, &mut names);
                }
                Some((m.id.name.to_string(), names))
            }
            _ => None,
        })
        .collect();
    let find = |key: &str| own.iter().find(|(k, _)| k == key).map(|(_, n)| n);
    own.iter()
        .map(|(key, names)| {
            let mut vars = names.vars.clone();
            // The references, followed (a message referencing itself would be a Fluent error).
            let mut todo = names.refs.clone();
            let mut seen = Vec::new();
            while let Some(r) = todo.pop() {
                if seen.contains(&r) {
                    continue;
                }
                if let Some(n) = find(&r) {
                    vars.extend(n.vars.iter().cloned());
                    todo.extend(n.refs.iter().cloned());
                }
                seen.push(r);
            }
            vars.sort();
            vars.dedup();
            (key.clone(), vars)
        })
        .collect()
}

fn parse_clean(name: &str, source: &str) {
    if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
        panic!("{name}: syntax errors {errors:?}");
    }
    let mut b = FluentBundle::new_concurrent(vec!["en".parse().unwrap()]);
    let r = FluentResource::try_new(source.to_string()).unwrap();
    if let Err(errors) = b.add_resource(r) {
        panic!("{name}: {errors:?}");
    }
}

/// All the files of a language, one after the other: what the bundle holds.
fn all(lang: Lang) -> String {
    sources(lang).map(|(_, s)| s).collect::<Vec<_>>().join("\n")
}

#[test]
fn both_languages_parse_without_duplicates() {
    for lang in Lang::ALL {
        for (name, source) in sources(lang) {
            parse_clean(&format!("{}/{name}", lang.code()), source);
        }
        parse_clean(lang.code(), &all(lang));
    }
}

/// A key lives in the file of the same name in both languages.
#[test]
fn each_file_has_its_keys_in_both_languages() {
    for (name, en, ko) in FILES {
        let names = |s: &str| {
            let mut k: Vec<String> = keys(s).into_iter().map(|(k, _)| k).collect();
            k.sort();
            k
        };
        assert_eq!(
            names(en),
            names(ko),
            "{name}: other keys in ko/{name} than in en/{name}"
        );
    }
}

/// A key without a Korean text (or the other way round), or with other variables, fails here.
/// (The Korean-only files, [`KOREAN_ONLY`], have their own tests: the CLI's `help` module's.)
#[test]
fn the_same_keys_with_the_same_variables() {
    let en = keys(&all(Lang::En));
    let korean_only: Vec<String> = KOREAN_ONLY
        .iter()
        .flat_map(|(_, s)| keys(s))
        .map(|(k, _)| k)
        .collect();
    let ko: Vec<(String, Vec<String>)> = keys(&all(Lang::Ko))
        .into_iter()
        .filter(|(k, _)| !korean_only.contains(k))
        .collect();
    let missing: Vec<&String> = en
        .iter()
        .filter(|(k, _)| !ko.iter().any(|(k2, _)| k2 == k))
        .map(|(k, _)| k)
        .collect();
    assert!(
        missing.is_empty(),
        "keys without a Korean text: {missing:?}"
    );
    let extra: Vec<&String> = ko
        .iter()
        .filter(|(k, _)| !en.iter().any(|(k2, _)| k2 == k))
        .map(|(k, _)| k)
        .collect();
    assert!(extra.is_empty(), "Korean keys without English: {extra:?}");
    for (k, vars) in &en {
        let (_, ko_vars) = ko.iter().find(|(k2, _)| k2 == k).unwrap();
        // A Korean text may leave out a variable English needs only for its plural.
        for v in ko_vars {
            assert!(vars.contains(v), "{k}: Korean names ${v}, English does not");
        }
        for v in vars {
            assert!(
                ko_vars.contains(v) || v == "n" && en_uses_plural_only(k),
                "{k}: English names ${v}, Korean does not"
            );
        }
    }
    assert!(en.len() > 20, "{} keys", en.len());
}

/// Whether `$n` in English message `key` only chooses a plural (Korean has none).
fn en_uses_plural_only(key: &str) -> bool {
    ["plies", "stats-longest-win"].contains(&key)
}

/// Words of ASCII letters that may stand in Korean text: names, formats, codes and units.
const ASCII_IN_KOREAN: &[&str] = &[
    "JSON", "API", "sibi", "SVG", "ply", "URL", "CLI", "gibo", "ASCII", "UTF", "zstd", "GiB", "MiB",
];

/// Messages made of their arguments and signs alone, the same in both languages.
/// (`ann-phase` joins a span of plies and who stands better in the summary, `pz-defence` a side
/// and its move, `probe-input` and `annotate-file-error` an input and why it fails, `tb-with-hint` an error
/// and the command that mends it; `io-error`
/// and `tb-outdated-what` give the system's or the library's own words for what they do not
/// know; `stats-column-n` is the distance's symbol n; `page-promotion-mark` is `=侯`.)
const NEUTRAL: &[&str] = &[
    "who",
    "percent",
    "page-api",
    "warning",
    "ann-phase",
    "pz-defence",
    "probe-input",
    "annotate-file-error",
    "tb-with-hint",
    "io-error",
    "tb-outdated-what",
    "stats-column-n",
    "page-promotion-mark",
];

/// Every Korean message, formatted with sample arguments, has Hangul and no English word.
#[test]
fn every_korean_text_is_korean() {
    for (key, vars) in keys(&all(Lang::Ko)) {
        if NEUTRAL.contains(&key.as_str()) {
            continue;
        }
        // A side is a letter (`SIDE($side)` names it by its colour); anything else a number.
        let sides = ["side", "other", "winner", "owner", "engine"];
        let args: Vec<(&str, Arg)> = vars
            .iter()
            .map(|v| {
                let arg = if sides.contains(&v.as_str()) {
                    Arg::from("a")
                } else {
                    Arg::Num(3)
                };
                (v.as_str(), arg)
            })
            .collect();
        let s = text(Lang::Ko, &key, &args);
        assert!(
            s.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)),
            "{key}: no Hangul in {s:?}"
        );
        // Text in backticks is code (position text, record keys), the same in both languages.
        let prose: String = s.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for word in prose.split(|c: char| !c.is_ascii_alphabetic()) {
            // Single letters are players (a, d), files (A–D) and position text.
            // Piece sets (GGMMPP) and hands are position text.
            if word.len() >= 2 && !word.chars().all(|c| "KGMPHkgmph".contains(c)) {
                assert!(
                    ASCII_IN_KOREAN.contains(&word),
                    "{key}: English word {word:?} in {s:?}"
                );
            }
        }
    }
}

/// The keys the code names (`t!(lang, "key"…`, `text(lang, "key"`), read from the sources of
/// the crates that speak through the catalogue: this one and both front ends.
fn keys_in_code() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let mut stack: Vec<std::path::PathBuf> = ["../words/src", "../cli/src", "../web/src"]
        .iter()
        .map(|crate_src| root.join(crate_src))
        .collect();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            // The catalogue's own module and tests name keys in examples.
            if path.extension().is_none_or(|e| e != "rs")
                || path.parent().is_some_and(|d| d.ends_with("catalogue"))
                    && (path.ends_with("mod.rs") || path.ends_with("tests.rs"))
            {
                continue;
            }
            let src = std::fs::read_to_string(&path).unwrap();
            for opener in ["t!(", "text(lang, \""] {
                let mut rest = src.as_str();
                while let Some(i) = rest.find(opener) {
                    // `t!(`, not `assert!(` or `print!(`.
                    let whole = rest[..i]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !c.is_alphanumeric() && c != '_');
                    rest = &rest[i + opener.len()..];
                    if !whole {
                        continue;
                    }
                    let Some(q) = rest.find('"') else { break };
                    // For `t!(`, the key is the first string literal after the language.
                    if opener == "t!(" && rest[..q].contains(')') {
                        continue;
                    }
                    let tail = &rest[q + 1..];
                    let tail = if opener.ends_with('"') { rest } else { tail };
                    if let Some(end) = tail.find('"') {
                        let key = &tail[..end];
                        if key
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
                            && !key.is_empty()
                        {
                            out.push((path.display().to_string(), key.to_string()));
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_key_the_code_names_exists() {
    let en = keys(&all(Lang::En));
    let found = keys_in_code();
    assert!(found.len() > 20, "{found:?}");
    for (file, key) in found {
        assert!(
            en.iter().any(|(k, _)| *k == key),
            "{file} names {key:?}, which the catalogue lacks"
        );
    }
}

#[test]
fn plurals_and_arguments() {
    assert_eq!(crate::t!(Lang::En, "plies", n = 1), "1 ply");
    assert_eq!(crate::t!(Lang::En, "plies", n = 5), "5 plies");
    assert_eq!(crate::t!(Lang::Ko, "plies", n = 37), "37수");
    assert_eq!(crate::t!(Lang::En, "label-loss", n = 4), "loss in 4 plies");
    assert_eq!(crate::t!(Lang::Ko, "label-win", n = 37), "37수 만에 승리");
}

#[test]
fn language_from_query_header_and_environment_codes() {
    assert_eq!(Lang::pick(Some("ko"), Some("en-US")), Lang::Ko);
    assert_eq!(
        Lang::pick(Some("xx"), Some("ko-KR,ko;q=0.9,en;q=0.8")),
        Lang::Ko
    );
    assert_eq!(Lang::pick(None, Some("en-GB,ko;q=0.5")), Lang::En);
    assert_eq!(Lang::pick(None, Some("fr, ko")), Lang::Ko);
    assert_eq!(Lang::pick(None, None), Lang::En);
    assert_eq!(Lang::from_code("ko_KR.UTF-8"), Some(Lang::Ko));
    assert_eq!(Lang::from_code("en_US.UTF-8"), Some(Lang::En));
    assert_eq!(Lang::from_code("C.UTF-8"), None);
    assert_eq!(Lang::from_code("POSIX"), None);
}

/// The table of levels in the library's module documentation (`sibi_solver::query::play`) is
/// the catalogue's English: each row `| L | s_L | description |` appears there word for word.
/// (Tests read no README: the documentation quotes the module's table.)
#[test]
fn documented_level_tables_are_the_catalogue_s() {
    use sibi_solver::query::play::Level;
    let module = include_str!("../../../solver/src/query/play.rs");
    for l in Level::all() {
        let s = match l.strength() {
            None => "∞".to_string(),
            Some(s) => s.to_string(),
        };
        let row = format!("| {l} | {s} | {} |", facts::level_description(Lang::En, l));
        assert!(
            module.contains(&format!("//! {row}\n")),
            "module docs lack {row:?}"
        );
    }
}

/// The words of a level, worked out from the formula by hand for level 5 (s = 22): one win in
/// 5 plies among nine draws has weight e^(22/5) = 81.5 against 9: 90 %.
#[test]
fn a_level_in_words() {
    use sibi_solver::query::play::Level;
    let five = Level::new(5).unwrap();
    assert_eq!(
        facts::level_description(Lang::En, five),
        "finds a win in 5 plies 90 % of the time, finds a win in 9 plies 56 % of the time, \
         finds a win in 15 plies 33 % of the time, plays a move that loses in 30 plies 32 % of \
         the time when half its moves do"
    );
    assert_eq!(
        facts::level_description(Lang::Ko, five),
        "5수 만에 이기는 수를 90% 확률로 찾습니다. 9수 만에 이기는 수를 56% 확률로 찾습니다. \
         15수 만에 이기는 수를 33% 확률로 찾습니다. 수의 절반이 30수 만에 지는 수일 때 그중 \
         하나를 32% 확률로 둡니다."
    );
    let four = Level::new(4).unwrap();
    assert!(facts::level_description(Lang::En, four)
        .starts_with("always takes a king it can capture, finds a win in 5 plies 50 %"));
}

/// Why a move cannot be played, in both languages: d's move from C1 where a's 相 stands
/// (the kind of move the published Black Garnet final has at ply 31).
#[test]
fn a_move_error_in_words() {
    use sibi_solver::notation::MoveError;
    use sibi_solver::{Color, Role, Square};
    let e = MoveError::OpponentPiece {
        square: "C1".parse::<Square>().unwrap(),
        side: Color::D,
        role: Role::Minister,
    };
    assert_eq!(
        facts::move_error(Lang::En, &e),
        "C1 holds no piece of Red but Green's 相 (minister)"
    );
    assert_eq!(e.to_string(), facts::move_error(Lang::En, &e));
    assert_eq!(
        facts::move_error(Lang::Ko, &e),
        "C1에는 빨강의 말이 아니라 초록의 相(상)이 있습니다"
    );
}

/// The English of the warnings and corrections says the facts of the library's `Display` (in
/// the catalogue's wording), and the move errors its words, on the published Black Garnet final
/// (whose reader finds an illegal move, its corrections and warnings).
#[test]
fn english_facts_are_the_library_s_display() {
    let text = include_str!("../../../data/broadcast/black-garnet-final.published.txt");
    let game = sibi_solver::record::read_published(text).unwrap();
    assert!(!game.corrections.is_empty() && !game.warnings.is_empty());
    for c in &game.corrections {
        super::assert_english_keeps_the_facts(&facts::correction(Lang::En, c), &c.to_string());
        assert!(facts::correction(Lang::Ko, c).contains("읽으면"));
    }
    for w in &game.warnings {
        super::assert_english_keeps_the_facts(&facts::warning(Lang::En, w), &w.to_string());
    }
    // A canonical record written without a published table has no rows (row 0): none is
    // named, in either language (it once said "(row 0, …)").
    for line in [None, Some(7)] {
        let mut c = game.corrections[0].clone();
        c.place.row = None;
        c.place.line = line;
        let en = facts::correction(Lang::En, &c);
        super::assert_english_keeps_the_facts(&en, &c.to_string());
        assert!(
            !en.contains("row")
                && en.contains(&format!(
                    "({}",
                    if line.is_some() { "line 7, " } else { "" }
                )),
            "{en}"
        );
        assert!(!facts::correction(Lang::Ko, &c).contains("기보표"));
        let mut w = game.warnings[0].clone();
        w.place.row = None;
        w.place.line = line;
        let en = facts::warning(Lang::En, &w);
        super::assert_english_keeps_the_facts(&en, &w.to_string());
        assert!(!en.contains("row 0"), "{en}");
        assert!(!facts::warning(Lang::Ko, &w).contains("기보표"));
    }
    let i = game.illegal.as_ref().unwrap();
    let replay = game.record.replay();
    let reason = &replay.illegal.as_ref().unwrap().reason;
    assert_eq!(facts::illegal_reason(Lang::En, reason), reason.to_string());
    assert!(i.ply > 0);
}

/// The English of a query's errors says the facts of the library's `Display` in the
/// catalogue's wording, and the Korean says the same in Korean.
#[test]
fn line_errors_in_words() {
    use sibi_solver::query::parse_line;
    use sibi_solver::{PieceSet, Rules};
    let cases = [
        "",
        "M2g/KPpk/G2mm - a",
        "M2g/KPpk/G2m - a moves",
        "M2g/KPpk/G2m - a moves B2C3",
        "M2g/KPpk/G2m - a moves Q9",
        "MMg/KPpk/G2m - a",
        "M2g/KPkk/G2m - a",
    ];
    for text in cases {
        let e = parse_line(text, Rules::TwelveJanggi, PieceSet::FULL).unwrap_err();
        super::assert_english_keeps_the_facts(&facts::line_error(Lang::En, &e), &e.to_string());
        let ko = facts::line_error(Lang::Ko, &e);
        assert!(
            ko.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)),
            "{text:?}: {ko}"
        );
    }
}

/// Malformed notation in words: the English says the facts of the library's `Display`, the
/// Korean has Hangul, for inputs that give every [`NotationProblem`] variant.
#[test]
fn notation_problems_in_words() {
    use sibi_solver::notation::{parse_move, parse_setup, NotationProblem as N};
    let positions = [
        ("  ", "EmptyPosition"),
        ("M2g/KPpk/G2m - 王", "PieceNameInPosition"),
        ("M2g/KPpk/G2m - é", "NonAscii"),
        ("M2g/KPpk/G2m", "MissingHandsAndSide"),
        ("M2g/KPpk/G2m a", "MissingHands"),
        ("M2g/KPpk/G2m -", "MissingSide"),
        ("M2g/KPpk/G2m - x", "BadSide"),
        ("M2g/KPpk/G2m - a b", "TextAfterSide"),
        ("M2g/KPpkk/G2m - a", "RankSquares"),
        ("M2g/KPpk/G2m/4 - a", "TooManyRanks"),
        ("M2g/KPpk - a", "TooFewRanks"),
        ("M5/KPpk/G2m - a", "BadEmptyCount"),
        ("M2x/KPpk/G2m - a", "UnknownPiece"),
        ("M2g/KP.k/G2m - a", "UnexpectedOnBoard"),
        ("M2g/KPpk/G2m -P a", "DashWithPieces"),
        ("M2g/KPpk/G2m 22P a", "TwoCounts"),
        ("M2g/KPpk/G2m 3P a", "BadHandCount"),
        ("M2g/KPpk/G2m X a", "UnknownHandPiece"),
        ("M2g/KPpk/G2m K a", "KingInHand"),
        ("M2g/KPpk/G2m H a", "MarquisInHand"),
        ("M2g/KPpk/G2m 2pp a", "HandOverflow"),
        ("M2g/KPpk/G2m P. a", "UnexpectedInHands"),
        ("M2g/KPpk/G2m P2 a", "CountWithoutPiece"),
    ];
    let moves = [
        (" ", "EmptyMove"),
        ("*B1", "DropWithoutPiece"),
        ("K*B1", "KingDrop"),
        ("侯*B1", "MarquisDrop"),
        ("B2", "MissingSquare"),
        ("E2C2", "FileOffBoard"),
        ("#2", "ExpectedSquare"),
        ("B4C2", "RankOffBoard"),
        ("Bx", "ExpectedRank"),
        ("B", "MissingRank"),
        ("B2C2 王", "TextAfterMove"),
    ];
    // The variant's name; a new variant fails to compile here until it has an input above.
    let all = |p: &N| -> &str {
        match p {
            N::EmptyPosition => "EmptyPosition",
            N::PieceNameInPosition { .. } => "PieceNameInPosition",
            N::NonAscii { .. } => "NonAscii",
            N::MissingHandsAndSide => "MissingHandsAndSide",
            N::MissingHands => "MissingHands",
            N::MissingSide => "MissingSide",
            N::BadSide { .. } => "BadSide",
            N::TextAfterSide => "TextAfterSide",
            N::RankSquares { .. } => "RankSquares",
            N::TooManyRanks => "TooManyRanks",
            N::TooFewRanks { .. } => "TooFewRanks",
            N::BadEmptyCount { .. } => "BadEmptyCount",
            N::UnknownPiece { .. } => "UnknownPiece",
            N::UnexpectedOnBoard { .. } => "UnexpectedOnBoard",
            N::DashWithPieces => "DashWithPieces",
            N::TwoCounts => "TwoCounts",
            N::BadHandCount { .. } => "BadHandCount",
            N::UnknownHandPiece { .. } => "UnknownHandPiece",
            N::KingInHand => "KingInHand",
            N::MarquisInHand => "MarquisInHand",
            N::HandOverflow { .. } => "HandOverflow",
            N::UnexpectedInHands { .. } => "UnexpectedInHands",
            N::CountWithoutPiece => "CountWithoutPiece",
            N::EmptyMove => "EmptyMove",
            N::DropWithoutPiece => "DropWithoutPiece",
            N::KingDrop => "KingDrop",
            N::MarquisDrop => "MarquisDrop",
            N::MissingSquare => "MissingSquare",
            N::FileOffBoard { .. } => "FileOffBoard",
            N::ExpectedSquare { .. } => "ExpectedSquare",
            N::RankOffBoard { .. } => "RankOffBoard",
            N::ExpectedRank { .. } => "ExpectedRank",
            N::MissingRank { .. } => "MissingRank",
            N::TextAfterMove { .. } => "TextAfterMove",
        }
    };
    let mut seen = Vec::new();
    let errors = positions
        .iter()
        .map(|(t, v)| (parse_setup(t).expect_err(t), *t, *v))
        .chain(
            moves
                .iter()
                .map(|(t, v)| (parse_move(t).expect_err(t), *t, *v)),
        );
    for (e, text, variant) in errors {
        assert_eq!(all(&e.problem), variant, "{text:?}");
        let en = facts::notation_problem(Lang::En, &e.problem);
        super::assert_english_keeps_the_facts(&en, &e.problem.to_string());
        let ko = facts::notation_problem(Lang::Ko, &e.problem);
        assert!(
            ko.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)),
            "{text:?}: {ko}"
        );
        seen.push(variant);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen.len(),
        positions.len() + moves.len(),
        "one input per variant"
    );
    assert_eq!(seen.len(), 34);
}

/// The variant of a record error, down to the branch of its wording (which end a move comes
/// after, whether the header marks the first mover, why a repetition is refused, …): a new
/// variant fails to compile here until it has an input in [`record_errors_in_words`].
fn record_variant(e: &sibi_solver::record::RecordError) -> &'static str {
    use sibi_solver::line::StopError;
    use sibi_solver::record::{
        CellProblem as C, CommentaryProblem as M, HeaderProblem as H, LineProblem as L,
        RecordError as R, RowProblem as W, TableEnd, ValueProblem as V, Version2Feature as F,
    };
    match e {
        R::NoTable => "NoTable",
        R::Header { problem, .. } => match problem {
            H::Missing => "Header::Missing",
            H::CellCount { .. } => "Header::CellCount",
            H::NoName { .. } => "Header::NoName",
            H::SameName { .. } => "Header::SameName",
            H::SameMark => "Header::SameMark",
        },
        R::Row { problem, .. } => match problem {
            W::NumberTooLarge { .. } => "Row::NumberTooLarge",
            W::AfterEnd { .. } => "Row::AfterEnd",
            W::WrongNumber { .. } => "Row::WrongNumber",
            W::Truncated { .. } => "Row::Truncated",
            W::TooManyCells { .. } => "Row::TooManyCells",
            W::MoveAfterEnd {
                after: TableEnd::EndNote,
                unmarked: None,
                ..
            } => "Row::MoveAfterEnd(note, marked)",
            W::MoveAfterEnd {
                after: TableEnd::EndNote,
                unmarked: Some(_),
                ..
            } => "Row::MoveAfterEnd(note, unmarked)",
            W::MoveAfterEnd {
                after: TableEnd::EmptyCell,
                unmarked: None,
                ..
            } => "Row::MoveAfterEnd(empty, marked)",
            W::MoveAfterEnd {
                after: TableEnd::EmptyCell,
                unmarked: Some(_),
                ..
            } => "Row::MoveAfterEnd(empty, unmarked)",
        },
        R::Cell { problem, .. } => match problem {
            C::TextAfterWin { .. } => "Cell::TextAfterWin",
            C::WinWithoutWinner => "Cell::WinWithoutWinner",
            C::MarksWithoutMove => "Cell::MarksWithoutMove",
            C::UnknownPiece { .. } => "Cell::UnknownPiece",
            C::NeverInHand { .. } => "Cell::NeverInHand",
            C::TextAfterPiece { .. } => "Cell::TextAfterPiece",
            C::Notation { .. } => "Cell::Notation",
        },
        R::NoMoves => "NoMoves",
        R::Camps { .. } => "Camps",
        R::Format { .. } => "Format",
        R::UnknownKey { .. } => "UnknownKey",
        R::DuplicateKey { .. } => "DuplicateKey",
        R::MissingKey { .. } => "MissingKey",
        R::BadValue { problem, .. } => match problem {
            V::ExpectedPosition => "Value::ExpectedPosition",
            V::ExpectedRules => "Value::ExpectedRules",
            V::EmptyName => "Value::EmptyName",
            V::SameName => "Value::SameName",
            V::ExpectedSide => "Value::ExpectedSide",
            V::ExpectedWinner => "Value::ExpectedWinner",
            V::ExpectedEnd => "Value::ExpectedEnd",
            V::NotARepetition {
                error: StopError::Over(_),
            } => "Value::NotARepetition(over)",
            V::NotARepetition {
                error: StopError::NotRepeated(_),
            } => "Value::NotARepetition(not repeated)",
            V::DrawWithWinner {
                end: sibi_solver::line::Termination::Repetition,
                ..
            } => "Value::DrawWithWinner(repetition)",
            V::DrawWithWinner { .. } => "Value::DrawWithWinner(agreement)",
            V::PositionText { .. } => "Value::PositionText",
            V::NoPieceSet => "Value::NoPieceSet",
            V::Impossible { .. } => "Value::Impossible",
            V::FirstNotToMove { .. } => "Value::FirstNotToMove",
        },
        R::Line { problem, .. } => match problem {
            L::HeaderAfterMoves { .. } => "Line::HeaderAfterMoves",
            L::MoveBeforeHeader { .. } => "Line::MoveBeforeHeader",
            L::PieceInStep { .. } => "Line::PieceInStep",
            L::NotAMove { .. } => "Line::NotAMove",
            L::Version2Only {
                feature: F::Position,
                ..
            } => "Line::Version2Only(position)",
            L::Version2Only {
                feature: F::Repetition,
                ..
            } => "Line::Version2Only(repetition)",
            L::Version2Only {
                feature: F::Agreement,
                ..
            } => "Line::Version2Only(agreement)",
            L::Version2BeforeFormat {
                feature: F::Position,
            } => "Line::Version2BeforeFormat(position)",
            L::Version2BeforeFormat {
                feature: F::Repetition,
            } => "Line::Version2BeforeFormat(repetition)",
            L::Version2BeforeFormat {
                feature: F::Agreement,
            } => "Line::Version2BeforeFormat(agreement)",
        },
        R::Commentary { problem, .. } => match problem {
            M::ExpectedKeyValue => "Commentary::ExpectedKeyValue",
            M::BadNumber { .. } => "Commentary::BadNumber",
            M::OutsideFootnote { .. } => "Commentary::OutsideFootnote",
            M::BadPly { .. } => "Commentary::BadPly",
            M::BadFlag => "Commentary::BadFlag",
            M::BadInstead { .. } => "Commentary::BadInstead",
            M::BadNoWinFor => "Commentary::BadNoWinFor",
            M::UnknownKey { .. } => "Commentary::UnknownKey",
            M::Incomplete { .. } => "Commentary::Incomplete",
        },
    }
}

/// Why a record cannot be read, in words: for an input of every [`record_variant`], the
/// English says the facts of the library's `Display` (in the catalogue's wording, which has no
/// semicolons and names sides by colour), the Korean has Hangul. Hidden characters in what is quoted are
/// escaped the same way in both.
#[test]
fn record_errors_in_words() {
    use sibi_solver::record::read_commentary;
    use sibi_solver::record::{read_canonical, read_published};
    let (published, canonical, commentary) = (
        record_inputs::published(),
        record_inputs::canonical(),
        record_inputs::commentary(),
    );
    let errors = published
        .iter()
        .map(|(t, v)| (read_published(t).expect_err(t), t.clone(), *v))
        .chain(
            canonical
                .iter()
                .map(|(t, v)| (read_canonical(t).expect_err(t), t.clone(), *v)),
        )
        .chain(
            commentary
                .iter()
                .map(|(t, v)| (read_commentary(t).expect_err(t), t.to_string(), *v)),
        );
    let mut seen = Vec::new();
    for (e, text, variant) in errors {
        assert_eq!(record_variant(&e), variant, "{text:?}: {e}");
        super::assert_english_keeps_the_facts(&facts::record_error(Lang::En, &e), &e.to_string());
        let ko = facts::record_error(Lang::Ko, &e);
        assert!(
            ko.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)),
            "{text:?}: {ko}"
        );
        // Hidden characters are escaped, never shown raw.
        assert!(!ko.contains(['\u{202e}', '\u{200b}']), "{ko}");
        seen.push(variant);
    }
    let n = seen.len();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), n, "one input per variant");
    assert_eq!(seen.len(), 62);
    // Camps that cannot be told apart although a try plays every ply: no table from the
    // start position gives it (no first move is legal for both camps), the words exist.
    let e = sibi_solver::record::RecordError::Camps {
        first: "갑".into(),
        tries: Box::new(
            [None, Some(2)].map(|illegal| sibi_solver::record::CampsTry {
                legal: 1,
                illegal: illegal.map(|ply| sibi_solver::line::IllegalPly {
                    ply,
                    side: sibi_solver::Color::D,
                    reason: sibi_solver::record::IllegalReason::AfterKingCapture {
                        winner: sibi_solver::Color::A,
                    },
                }),
            }),
        ),
    };
    super::assert_english_keeps_the_facts(&facts::record_error(Lang::En, &e), &e.to_string());
    assert!(facts::record_error(Lang::Ko, &e).contains("모든 수를 둘 수 있습니다"));
}

/// Why a game cannot be stopped by repetition, for each way it can be over: the English is
/// the library's `Display`, the Korean has Hangul.
#[test]
fn stop_errors_in_words() {
    use sibi_solver::line::StopError;
    use sibi_solver::GameEnd;
    for e in [
        StopError::Over(GameEnd::KingCapture),
        StopError::Over(GameEnd::Try),
        StopError::Over(GameEnd::NoLegalMove),
        StopError::NotRepeated(2),
    ] {
        assert_eq!(facts::stop_error(Lang::En, &e), e.to_string());
        let ko = facts::stop_error(Lang::Ko, &e);
        assert!(
            ko.contains("반복") && !ko.contains("king") && !ko.contains("try"),
            "{ko}"
        );
    }
}

/// The phases of long computations and what they found: in English the library's `Display`
/// (what the progress lines said before they were worded here), games with digit groups; in
/// Korean Korean.
#[test]
fn progress_in_words() {
    use sibi_solver::solve::{Phase, PhaseSummary, ReachSearch};
    let hangul = |s: &str| s.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c));
    let phases = [
        Phase::InitialPass,
        Phase::RetrogradeRounds,
        Phase::WritingTable,
        Phase::ReadingValues,
        Phase::Histogram,
        Phase::Reachable(None),
        Phase::Reachable(Some(ReachSearch::Published)),
        Phase::Reachable(Some(ReachSearch::MirrorApart)),
        Phase::Reachable(Some(ReachSearch::ThroughTerminal)),
        Phase::Verify,
        Phase::Puzzles,
        Phase::Games,
    ];
    for p in phases {
        assert_eq!(facts::phase(Lang::En, p), p.to_string());
        assert!(hangul(&facts::phase(Lang::Ko, p)), "{p:?}");
    }
    let summaries = [
        PhaseSummary::InitialPass {
            losses: [0, 71292, 7797],
        },
        PhaseSummary::Rounds(48),
        PhaseSummary::Written {
            entries: 834192,
            dont_care: 647181,
            bytes: 119077,
        },
        PhaseSummary::Indices(432544),
        PhaseSummary::LegalEntries(672480),
        PhaseSummary::Checked {
            positions: 672480,
            mismatches: 0,
        },
        PhaseSummary::Positions(177941677),
        PhaseSummary::Puzzles(17111),
    ];
    for s in summaries {
        assert_eq!(facts::summary(Lang::En, s), s.to_string());
        assert!(hangul(&facts::summary(Lang::Ko, s)), "{s:?}");
    }
    assert_eq!(
        facts::summary(Lang::En, PhaseSummary::Games(18000)),
        "18,000 games"
    );
    assert_eq!(
        facts::summary(Lang::Ko, PhaseSummary::Games(18000)),
        "1만 8,000판"
    );
    assert_eq!(
        facts::summary(
            Lang::Ko,
            PhaseSummary::InitialPass {
                losses: [0, 231, 17]
            }
        ),
        "0/1/2수 만에 지는 국면: 0/231/17"
    );
}

/// No Korean text prints a particle fallback (`(이)가`, `을(를)`, `(으)로`, a copula's
/// `(이)라` …): each particle is chosen for its word by `JOSA` (josa.rs), or written into the
/// variants of a closed set.
#[test]
fn no_particle_fallbacks_in_korean() {
    const FALLBACKS: [&str; 16] = [
        "(이)가", "이(가)", "(을)를", "을(를)", "(은)는", "은(는)", "(와)과", "와(과)", "(으)로",
        "(이)라", "(이)고", "(이)지", "(이)면", "(이)며", "(이)다", "(이)니",
    ];
    for (name, source) in super::sources(Lang::Ko) {
        for (n, line) in source.lines().enumerate() {
            for f in FALLBACKS {
                assert!(!line.contains(f), "ko/{name}:{}: {f} in {line}", n + 1);
            }
        }
    }
}

/// `SIDE($side)` names a side by its colour (docs/GLOSSARY.md), in the bundle's language, and
/// gives anything else back unchanged.
#[test]
fn sides_are_named_by_their_colour() {
    let name = |lang, side: &str| match side_name(lang, &[FluentValue::from(side)]) {
        FluentValue::String(s) => s.into_owned(),
        other => panic!("{other:?}"),
    };
    assert_eq!(name(Lang::Ko, "a"), "초록");
    assert_eq!(name(Lang::Ko, "d"), "빨강");
    assert_eq!(name(Lang::En, "a"), "Green");
    assert_eq!(name(Lang::En, "d"), "Red");
    assert_eq!(name(Lang::En, "x"), "x");
    // Both Korean colours end in a consonant: 초록이, 빨강을.
    assert_eq!(josa::particle("초록", "이/가"), "이");
    assert_eq!(josa::particle("빨강", "을/를"), "을");
}

/// `NTH` writes the ordinals in words up to ten (docs/GLOSSARY.md: `첫 번째`, never `1번째`).
#[test]
fn ordinals_in_korean() {
    for (n, words) in [
        (1, "첫 번째"),
        (2, "두 번째"),
        (3, "세 번째"),
        (4, "네 번째"),
        (9, "아홉 번째"),
        (10, "열 번째"),
        (11, "11번째"),
        (57, "57번째"),
    ] {
        assert_eq!(super::korean_ordinal(n), words);
    }
    assert_eq!(
        text(Lang::Ko, "place-line", &[("line", Arg::Num(3))]),
        "세 번째 줄"
    );
    assert_eq!(
        text(Lang::En, "place-line", &[("line", Arg::Num(3))]),
        "line 3"
    );
}

/// A cell that does not read, in Korean: where and what first, then why, in two sentences
/// without the chain of colons the English keeps (issue 41's `3행, 2번째 줄, 을: …: …`).
#[test]
fn a_record_error_is_two_sentences_in_korean() {
    let e = sibi_solver::record::read_published("| No | 갑 | 을 |\n| 1 | B2子 | Q9 |\n")
        .expect_err("Q9 is no move");
    let ko = facts::record_error(Lang::Ko, &e);
    assert_eq!(
        ko,
        "두 번째 줄(기보표 1번 항목)의 을 칸 `Q9`를 읽을 수 없습니다. 수 `Q9`의 첫 번째 글자에서 \
         'Q'열은 판에 없습니다(열은 A–D)."
    );
    assert!(!ko.contains(':') && !ko.contains(';'), "{ko}");
}
