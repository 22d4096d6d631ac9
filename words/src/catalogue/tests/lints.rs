//! Lints over every message of both languages (docs/GLOSSARY.md, "How Korean is written here"):
//! no phrase the glossary rejects, no semicolon, at most one colon, no ordinal by digits
//! (`1번째`) in Korean, and English headlines that start with a capital.
//!
//! Each lint prints every offender of every file, with its file and key, but fails only on the
//! regions listed in [`LINTED`]: the files (or the parts of a file, up to a section) whose words
//! were rewritten to pass. Widen [`LINTED`] as more of the catalogue is rewritten, until it
//! names every file whole.

use fluent_syntax::ast;

use super::super::{sources, Lang};

/// The regions the lints fail on: (language/file, the heading of the first section of the
/// file that is NOT linted, or `None` for the whole file). The rest is reported, not failed.
const LINTED: &[(&str, Option<&str>)] = &[
    ("ko/common.ftl", Some("기보의 교정과 경고")),
    (
        "en/common.ftl",
        Some("Corrections and warnings of a published record"),
    ),
    ("ko/play.ftl", None),
    ("en/play.ftl", None),
];

/// Rejected phrases that may stand inside these longer words or phrases, which mean something
/// else (`가지`, a variation, is rejected, but `가지고` is "having" and `두 가지` "two kinds").
const ALLOWED_AROUND: &[(&str, &[&str])] = &[("가지", &["가지고", "가지 ", "가지만"])];

/// English keys whose names end like a heading's but are not headings: `level-title` stands
/// inside sentences (`the engine, level 7 (…), is thinking`), `rules-piece-h` is the 侯's line.
const NOT_HEADINGS: &[&str] = &["level-title", "rules-piece-h"];

/// Headlines may start with the program's name, which is written in small letters.
const LOWERCASE_NAMES: &[&str] = &["sibi"];

/// The phrases of docs/GLOSSARY.md's tables' last column ("rejected"): each backticked phrase,
/// except those the glossary qualifies (`` `패착` for an ordinary blunder ``, `` `값:` as a
/// heading ``), which only a reader can judge, and those inside brackets, which name a key.
fn rejected_phrases() -> Vec<String> {
    let glossary = include_str!("../../../../docs/GLOSSARY.md");
    let mut phrases = Vec::new();
    let mut in_rejecting_table = false;
    for line in glossary.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            in_rejecting_table = false;
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let last = *cells.last().expect("a table row has cells");
        if last.starts_with("rejected") {
            in_rejecting_table = true;
            continue;
        }
        if !in_rejecting_table || last.starts_with('(') || last.starts_with("---") {
            continue;
        }
        // Backticked phrases sit at the odd places of the split.
        let parts: Vec<&str> = last.split('`').collect();
        for k in (1..parts.len()).step_by(2) {
            let after = parts.get(k + 1).copied().unwrap_or("");
            let qualified = after.starts_with(" for ") || after.starts_with(" as ");
            if !qualified && !parts[k].is_empty() {
                phrases.push(parts[k].to_string());
            }
        }
    }
    phrases
}

/// A message as text: every text the message can show, one per choice of its selectors'
/// variants (at most 64), with a variable naming a side written `a`, any other variable `3`,
/// `SIDE(…)` the colour, another function (`JOSA`) nothing, and a message reference `…`.
fn flatten(lang: Lang, pattern: &ast::Pattern<&str>) -> Vec<String> {
    let mut texts = vec![String::new()];
    for el in &pattern.elements {
        let options: Vec<String> = match el {
            ast::PatternElement::TextElement { value } => vec![value.to_string()],
            ast::PatternElement::Placeable { expression } => of_expression(lang, expression),
        };
        let mut next = Vec::new();
        for t in &texts {
            for o in &options {
                if next.len() < 64 {
                    next.push(format!("{t}{o}"));
                }
            }
        }
        texts = next;
    }
    texts
}

fn of_expression(lang: Lang, e: &ast::Expression<&str>) -> Vec<String> {
    match e {
        ast::Expression::Select { variants, .. } => variants
            .iter()
            .flat_map(|v| flatten(lang, &v.value))
            .collect(),
        ast::Expression::Inline(i) => vec![of_inline(lang, i)],
    }
}

fn of_inline(lang: Lang, i: &ast::InlineExpression<&str>) -> String {
    match i {
        ast::InlineExpression::StringLiteral { value } => value.to_string(),
        ast::InlineExpression::NumberLiteral { value } => value.to_string(),
        ast::InlineExpression::VariableReference { id } => {
            let sides = ["side", "other", "winner", "owner", "player", "engine"];
            if sides.contains(&id.name) { "a" } else { "3" }.to_string()
        }
        ast::InlineExpression::FunctionReference { id, .. } if id.name == "SIDE" => match lang {
            Lang::En => "Green".to_string(),
            Lang::Ko => "초록".to_string(),
        },
        ast::InlineExpression::FunctionReference { .. } => String::new(),
        ast::InlineExpression::Placeable { expression } => of_expression(lang, expression)
            .into_iter()
            .next()
            .unwrap_or_default(),
        _ => "…".to_string(),
    }
}

/// What is wrong with one message (key, texts it can show), by the lints.
fn problems(lang: Lang, key: &str, texts: &[String], rejected: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for text in texts {
        let lower = text.to_lowercase();
        for phrase in rejected {
            let p = phrase.to_lowercase();
            let allowed = ALLOWED_AROUND
                .iter()
                .filter(|(r, _)| *r == phrase)
                .flat_map(|(_, a)| a.iter())
                .map(|a| lower.matches(a).count())
                .sum::<usize>();
            if lower.matches(p.as_str()).count() > allowed {
                out.push(format!("rejected phrase `{phrase}`"));
            }
        }
        if text.contains(';') {
            out.push("a semicolon".to_string());
        }
        let colons = text.matches(':').count();
        if colons > 1 {
            out.push(format!("{colons} colons"));
        }
        if lang == Lang::Ko {
            let ordinal = text.char_indices().any(|(k, c)| {
                c.is_ascii_digit()
                    && text[k + 1..].starts_with("번째")
                    && !text[..k].ends_with(|p: char| p.is_ascii_digit())
            });
            if ordinal {
                out.push("an ordinal by digits (`1번째`, write `첫 번째`)".to_string());
            }
        }
        let heading = ["-h", "-title", "-heading"]
            .iter()
            .any(|e| key.ends_with(e))
            && !NOT_HEADINGS.contains(&key);
        if lang == Lang::En && heading {
            let first = text.trim_start();
            let name = LOWERCASE_NAMES.iter().any(|n| first.starts_with(n));
            if !name && first.starts_with(|c: char| c.is_lowercase()) {
                out.push("a headline in small letters".to_string());
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Every offender: (language/file, key, whether it lies in [`LINTED`], problems).
fn offenders() -> Vec<(String, String, bool, Vec<String>)> {
    let rejected = rejected_phrases();
    let mut out = Vec::new();
    for lang in Lang::ALL {
        for (name, source) in sources(lang) {
            let file = format!("{}/{name}", lang.code());
            let region = LINTED.iter().find(|(f, _)| *f == file);
            let mut linted = region.is_some();
            let resource = match fluent_syntax::parser::parse(source) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            for entry in &resource.body {
                match entry {
                    ast::Entry::GroupComment(c) => {
                        let heading = c.content.join(" ");
                        if let Some((_, Some(stop))) = region {
                            if heading.trim() == *stop {
                                linted = false;
                            }
                        }
                    }
                    ast::Entry::Message(m) => {
                        let Some(value) = &m.value else { continue };
                        let texts = flatten(lang, value);
                        let found = problems(lang, m.id.name, &texts, &rejected);
                        if !found.is_empty() {
                            out.push((file.clone(), m.id.name.to_string(), linted, found));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// The glossary's tables give their rejected phrases (the lint would pass vacuously otherwise).
#[test]
fn the_glossary_rejects_phrases() {
    let phrases = rejected_phrases();
    for p in [
        "기물",
        "테이블과 대국",
        "처음 국면",
        "player a",
        "play against the table",
    ] {
        assert!(phrases.iter().any(|q| q == p), "{p} not in {phrases:?}");
    }
    // Qualified phrases are left to the reader: 패착 is the decisive blunder's right name.
    assert!(!phrases.iter().any(|q| q == "패착"), "{phrases:?}");
}

/// The lints find what they look for, in made-up messages.
#[test]
fn the_lints_catch_their_cases() {
    let rejected = rejected_phrases();
    let check = |lang: Lang, key: &str, source: &str| {
        let resource = fluent_syntax::parser::parse(source).expect("parses");
        let ast::Entry::Message(m) = &resource.body[0] else {
            panic!("a message")
        };
        let texts = flatten(lang, m.value.as_ref().expect("a value"));
        problems(lang, key, &texts, &rejected)
    };
    assert_eq!(
        check(Lang::Ko, "k", "k = 플레이어 { $side }의 차례").len(),
        1
    );
    assert_eq!(check(Lang::Ko, "k", "k = 가; 나").len(), 1);
    assert_eq!(check(Lang::Ko, "k", "k = 가: 나: 다").len(), 1);
    assert_eq!(check(Lang::Ko, "k", "k = { $n }번째 수").len(), 1);
    assert!(check(Lang::Ko, "k", "k = 10번째").is_empty());
    assert!(check(Lang::Ko, "k", "k = 첫 번째 수: 두 번째 줄").is_empty());
    assert!(check(Lang::Ko, "k", "k = 판을 가지고 두 가지 길로").is_empty());
    assert_eq!(check(Lang::Ko, "k", "k = 가지를 봅니다").len(), 1);
    assert_eq!(
        check(Lang::En, "x-title", "x-title = play against the table").len(),
        2
    );
    assert!(check(Lang::En, "x-h", "x-h = { SIDE($side) } moves").is_empty());
    assert!(check(Lang::En, "page-title", "page-title = sibi — solved").is_empty());
    assert_eq!(
        check(
            Lang::En,
            "k",
            "k = { $n ->\n    [one] a: b: c\n   *[other] d\n}\n"
        )
        .len(),
        1
    );
}

/// No message of the linted regions breaks a lint. Every offender of every file is printed, so
/// that the regions not yet linted show what is left.
#[test]
fn the_catalogue_passes_the_lints() {
    let all = offenders();
    let mut counts: Vec<(String, usize)> = Vec::new();
    for (file, key, linted, found) in &all {
        let mark = if *linted { "FAIL" } else { "left" };
        println!("{mark} {file} {key}: {}", found.join(", "));
        match counts.iter_mut().find(|(f, _)| f == file) {
            Some((_, n)) => *n += 1,
            None => counts.push((file.clone(), 1)),
        }
    }
    println!("offending messages per file: {counts:?}");
    let failing: Vec<String> = all
        .iter()
        .filter(|o| o.2)
        .map(|(file, key, _, found)| format!("{file} {key}: {}", found.join(", ")))
        .collect();
    assert!(failing.is_empty(), "{}", failing.join("\n"));
}
