//! Lints over every message of every file of both languages (docs/GLOSSARY.md, "How Korean is
//! written here"): no phrase the glossary rejects, no semicolon, at most one colon, no ordinal
//! by digits (`1번째`) in Korean, and English headlines that start with a capital. Every message
//! must pass: there is no list of exceptions.
//!
//! The first four look at a message's prose only: a code span, the text between two backticks
//! (`` `18:B2A3` ``, `` `http://127.0.0.1:8080/` ``, `` `2001:db8::/32` ``, a JSON schema), is
//! code, not prose, so its colons and semicolons are not counted. Write any such text as a
//! code span; a colon or semicolon of the prose around it still counts.

use fluent_syntax::ast;

use super::super::{sources, Lang};

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

/// The prose of `text`: the text with its code spans (from a backtick to the next) left out,
/// each replaced by a space. A backtick without a partner opens no span.
fn prose(text: &str) -> String {
    let parts: Vec<&str> = text.split('`').collect();
    let mut out = String::new();
    for (k, part) in parts.iter().enumerate() {
        // Parts at odd places lie inside a span, unless the last one lacks its closing backtick.
        let in_span = k % 2 == 1 && k + 1 < parts.len();
        if in_span {
            out.push(' ');
        } else {
            if k % 2 == 1 {
                out.push('`');
            }
            out.push_str(part);
        }
    }
    out
}

/// What is wrong with one message (key, texts it can show), by the lints.
fn problems(lang: Lang, key: &str, texts: &[String], rejected: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for full in texts {
        let prose = prose(full);
        let text = &prose;
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
            let first = full.trim_start();
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

/// The offenders of one file's `source`: (file, key, problems) for each message that breaks a
/// lint.
fn lint_source(
    lang: Lang,
    file: &str,
    source: &str,
    rejected: &[String],
) -> Vec<(String, String, Vec<String>)> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in &resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let Some(value) = &m.value else { continue };
        let texts = flatten(lang, value);
        let found = problems(lang, m.id.name, &texts, rejected);
        if !found.is_empty() {
            out.push((file.to_string(), m.id.name.to_string(), found));
        }
    }
    out
}

/// Every offender: (language/file, key, problems), of every message of every file.
fn offenders() -> Vec<(String, String, Vec<String>)> {
    let rejected = rejected_phrases();
    let mut out = Vec::new();
    for lang in Lang::ALL {
        for (name, source) in sources(lang) {
            let file = format!("{}/{name}", lang.code());
            out.extend(lint_source(lang, &file, source, &rejected));
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
    assert!(check(Lang::Ko, "k", "k = `a: b; c` 다음: 끝").is_empty());
    assert_eq!(check(Lang::Ko, "k", "k = `a: b` 다음: 끝: 둘").len(), 1);
    assert_eq!(prose("a `b:c` d"), "a   d");
    // A backtick without a partner opens no span.
    assert_eq!(prose("a `b:c` d `e:f"), "a   d `e:f");
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

/// A made-up file with one bad message among good ones fails the lints, by the very path the
/// catalogue's files take, with each of the four problems named: the lints cannot pass
/// vacuously. A code span's colons do not count, the prose's around it do.
#[test]
fn a_bad_message_fails_the_lints() {
    let rejected = rejected_phrases();
    let source = "\
good = 첫 번째 수를 `18:B2A3`로 바꿉니다.
bad = 플레이어 a의 1번째 수입니다; 값: 승: 3수
code = `2001:db8::/32`, `{\"wdl\": \"win\"}` 또는 `http://127.0.0.1:8080/`
prose-around-code = 주소: `127.0.0.1:8080`, 포트: 8080
";
    let found = lint_source(Lang::Ko, "ko/bad.ftl", source, &rejected);
    let keys: Vec<&str> = found.iter().map(|(_, k, _)| k.as_str()).collect();
    assert_eq!(keys, ["bad", "prose-around-code"], "{found:?}");
    let bad = &found[0].2;
    assert_eq!(bad.len(), 4, "{bad:?}");
    for problem in [
        "rejected phrase `플레이어 a`",
        "a semicolon",
        "2 colons",
        "an ordinal by digits",
    ] {
        assert!(
            bad.iter().any(|p| p.starts_with(problem)),
            "{problem}: {bad:?}"
        );
    }
    assert_eq!(found[1].2, ["2 colons"]);
}

/// No message of any file breaks a lint, and the lints read messages at all: the catalogue
/// holds hundreds of messages in each language, every one of them read.
#[test]
fn the_catalogue_passes_the_lints() {
    for lang in Lang::ALL {
        let messages: usize = sources(lang)
            .map(|(_, source)| {
                let resource = match fluent_syntax::parser::parse(source) {
                    Ok(r) => r,
                    Err((r, _)) => r,
                };
                resource
                    .body
                    .iter()
                    .filter(|e| matches!(e, ast::Entry::Message(_)))
                    .count()
            })
            .sum();
        assert!(messages > 300, "{}: {messages} messages", lang.code());
    }
    let failing: Vec<String> = offenders()
        .into_iter()
        .map(|(file, key, found)| format!("{file} {key}: {}", found.join(", ")))
        .collect();
    assert!(failing.is_empty(), "{}", failing.join("\n"));
}
