//! The one text catalogue of every front end: each string a person reads — the CLI's text
//! output and messages, the pages, the error pages, the scripts' strings — exists once per
//! language, in the `.ftl` files of `en/` and `ko/` beside this file ([Project Fluent] syntax),
//! one file per subject with the same name in both folders ([`FILES`]).
//!
//! Why Fluent (`fluent-bundle`) rather than a catalogue of our own: translators edit plain
//! `.ftl` files without reading Rust, English plurals ("1 ply", "5 plies") are the language's
//! own rules rather than ours, and the format is a well-kept standard (Firefox's). What Rust's
//! type checker would have given a typed catalogue — no key without a Korean text, no message
//! with other arguments in one language than in the other — the tests of this module check on
//! every build: both files parse, they have the same keys with the same variables, every Korean
//! text is Korean, and every key the code names exists.
//!
//! The library returns facts (values, moves, plies, players, enums); [`facts`] turns them into
//! words through this catalogue, and [`errors`] its errors. JSON keeps English (`Lang::En`) in its `message`-like fields.
//!
//! [Project Fluent]: https://projectfluent.org/

pub mod errors;
pub mod facts;
pub mod josa;

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The catalogue's files: (name, English source, Korean source). Each subject has a file of
/// the same name in `en/` and `ko/`; a bundle holds them all, so a key is unique across files.
pub const FILES: &[(&str, &str, &str)] = &[
    (
        "common.ftl",
        include_str!("en/common.ftl"),
        include_str!("ko/common.ftl"),
    ),
    (
        "play.ftl",
        include_str!("en/play.ftl"),
        include_str!("ko/play.ftl"),
    ),
    (
        "record.ftl",
        include_str!("en/record.ftl"),
        include_str!("ko/record.ftl"),
    ),
    (
        "reports.ftl",
        include_str!("en/reports.ftl"),
        include_str!("ko/reports.ftl"),
    ),
    (
        "coach.ftl",
        include_str!("en/coach.ftl"),
        include_str!("ko/coach.ftl"),
    ),
    (
        "small.ftl",
        include_str!("en/small.ftl"),
        include_str!("ko/small.ftl"),
    ),
    (
        "play_end.ftl",
        include_str!("en/play_end.ftl"),
        include_str!("ko/play_end.ftl"),
    ),
    (
        "strength.ftl",
        include_str!("en/strength.ftl"),
        include_str!("ko/strength.ftl"),
    ),
    (
        "hints.ftl",
        include_str!("en/hints.ftl"),
        include_str!("ko/hints.ftl"),
    ),
    (
        "lines.ftl",
        include_str!("en/lines.ftl"),
        include_str!("ko/lines.ftl"),
    ),
    (
        "drills.ftl",
        include_str!("en/drills.ftl"),
        include_str!("ko/drills.ftl"),
    ),
    (
        "edges.ftl",
        include_str!("en/edges.ftl"),
        include_str!("ko/edges.ftl"),
    ),
];

/// The catalogue's files with no English twin: (name, Korean source). `help.ftl` is the Korean
/// of `sibi`'s help, whose English is clap's, written once in `cli/src/args/`; each Korean text
/// names the English it translates by a hash, which the tests of `cli/src/help.rs` check.
pub const KOREAN_ONLY: [(&str, &str); 1] = [("help.ftl", include_str!("ko/help.ftl"))];

/// The sources of a language, in [`FILES`]' order, then for Korean [`KOREAN_ONLY`].
pub fn sources(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    let own = FILES.iter().map(move |(name, en, ko)| match lang {
        Lang::En => (*name, *en),
        Lang::Ko => (*name, *ko),
    });
    let korean_only = KOREAN_ONLY
        .iter()
        .filter(move |_| lang == Lang::Ko)
        .map(|(name, ko)| (*name, *ko));
    own.chain(korean_only)
}

/// A language of the front ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// 한국어.
    Ko,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    /// `en` or `ko`, as in `?lang=` and `--lang`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// The language of code `en` or `ko` (case and a region ignored: `ko-KR`), else `None`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_', '.']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "ko" => Some(Lang::Ko),
            _ => None,
        }
    }

    /// The language of the environment for the CLI: `LC_ALL`, else `LC_MESSAGES`, else `LANG`
    /// (`ko_KR.UTF-8` is Korean), the first of them that is set and not empty; English when it
    /// names another language or none is set.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_code(&v))
            .unwrap_or(Lang::En)
    }

    /// The language of `?lang=` if given and known, else the first of `Accept-Language` that
    /// is Korean or English (Korean wins only when it comes before English), else English.
    pub fn pick(query: Option<&str>, accept: Option<&str>) -> Lang {
        if let Some(lang) = query.and_then(|q| match q {
            "ko" => Some(Lang::Ko),
            "en" => Some(Lang::En),
            _ => None,
        }) {
            return lang;
        }
        accept
            .unwrap_or("")
            .split(',')
            .filter_map(|tag| Lang::from_code(tag.split(';').next().unwrap_or("").trim()))
            .next()
            .unwrap_or(Lang::En)
    }

    /// The other language.
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Ko,
            Lang::Ko => Lang::En,
        }
    }

    /// The language's own name, for the switch.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
        }
    }
}

static CLI_LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Sets the language of the CLI's reports and messages (`--lang`, else the environment's), once,
/// before a command runs.
pub fn set_cli_lang(lang: Lang) {
    let _ = CLI_LANG.set(lang);
}

/// The language of the CLI's reports and messages: the one set by [`set_cli_lang`], else the
/// environment's ([`Lang::from_env`]).
pub fn cli_lang() -> Lang {
    *CLI_LANG.get_or_init(Lang::from_env)
}

/// An argument of a message: text (names, moves, positions: never translated) or a number
/// (plies, counts: English plurals follow it).
#[derive(Clone, Debug)]
pub enum Arg {
    /// Text shown as it is.
    Text(String),
    /// A whole number.
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

struct Catalogue {
    en: FluentBundle<FluentResource>,
    ko: FluentBundle<FluentResource>,
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("en and ko are language identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the texts go to terminals, HTML and JSON,
    // where invisible U+2068/U+2069 would only get in the way of copying and comparing.
    bundle.set_use_isolating(false);
    // `JOSA(word, "이/가")`: the Korean particle for the word (josa.rs); registered in both
    // languages so that the two catalogues take the same functions.
    bundle
        .add_function("JOSA", josa::fluent_josa)
        .expect("one function of the name");
    // `SIDE($side)`: a side's name, by the colour of its pieces on the board (초록 / Green for
    // a, 빨강 / Red for d: docs/GLOSSARY.md); the letters stay in notation, URLs and JSON.
    bundle
        .add_function("SIDE", move |positional, _named| {
            side_name(lang, positional)
        })
        .expect("one function of the name");
    // `NTH($n)`: the ordinal of a count in Korean words (첫 번째, 두 번째 … 열 번째, then
    // `11번째`); in English the number as it is (English messages do not call it).
    bundle
        .add_function("NTH", move |positional, _named| ordinal(lang, positional))
        .expect("one function of the name");
    for (_, source) in sources(lang) {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            // A syntax error is caught by the tests; keep what parsed.
            Err((r, _)) => r,
        };
        // Duplicate keys are caught by the tests as well.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The Fluent function `SIDE(side)`: the name of side `a` or `d` in `lang` (docs/GLOSSARY.md:
/// the colour of its pieces). Anything else is given back as it came.
fn side_name<'a>(lang: Lang, positional: &[FluentValue<'a>]) -> FluentValue<'a> {
    let Some(FluentValue::String(side)) = positional.first() else {
        return FluentValue::None;
    };
    let name = match (lang, side.as_ref()) {
        (Lang::En, "a") => "Green",
        (Lang::En, "d") => "Red",
        (Lang::Ko, "a") => "초록",
        (Lang::Ko, "d") => "빨강",
        _ => return FluentValue::String(side.clone()),
    };
    FluentValue::String(name.into())
}

/// The Fluent function `NTH(n)`: in Korean `첫 번째` … `열 번째` for 1 to 10, else `n번째`
/// (docs/GLOSSARY.md: no `1번째`); in English `n` unchanged.
fn ordinal<'a>(lang: Lang, positional: &[FluentValue<'a>]) -> FluentValue<'a> {
    let n = match positional.first() {
        Some(FluentValue::Number(n)) => n.value,
        Some(FluentValue::String(s)) => match s.parse::<f64>() {
            Ok(n) => n,
            Err(_) => return FluentValue::String(s.clone()),
        },
        _ => return FluentValue::None,
    };
    if lang == Lang::En {
        return FluentValue::String(format!("{n}").into());
    }
    FluentValue::String(korean_ordinal(n as i64).into())
}

/// `1` → `첫 번째`, `2` → `두 번째` … `10` → `열 번째`, `11` → `11번째`.
pub fn korean_ordinal(n: i64) -> String {
    const WORDS: [&str; 10] = [
        "첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열",
    ];
    match usize::try_from(n) {
        Ok(k @ 1..=10) => format!("{} 번째", WORDS[k - 1]),
        _ => format!("{n}번째"),
    }
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| Catalogue {
    en: bundle(Lang::En),
    ko: bundle(Lang::Ko),
});

/// The message `key` of the catalogue in `lang`, with its arguments. A key the catalogue lacks
/// gives the key itself (the tests make sure none is missing).
pub fn text(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let cat = &*CATALOGUE;
    let bundle = match lang {
        Lang::En => &cat.en,
        Lang::Ko => &cat.ko,
    };
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        debug_assert!(false, "the catalogue has no message {key:?}");
        return key.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (name, arg) in args {
        match arg {
            Arg::Text(s) => fargs.set(*name, FluentValue::from(s.as_str())),
            Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    debug_assert!(errors.is_empty(), "message {key:?}: {errors:?}");
    out.into_owned()
}

/// Whether the catalogue of `lang` has the message `key`.
pub fn has(lang: Lang, key: &str) -> bool {
    let cat = &*CATALOGUE;
    match lang {
        Lang::En => cat.en.has_message(key),
        Lang::Ko => cat.ko.has_message(key),
    }
}

/// `t!(lang, "key", name = value, …)`: [`text`] with named arguments.
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::catalogue::text(
            $lang,
            $key,
            &[$((stringify!($name), $crate::catalogue::Arg::from($value))),*],
        )
    };
}

/// For the tests that hold the English catalogue to the library's `Display`: the English says
/// the same facts as `display` — every number, square, quoted text and Hanja of it — in the
/// catalogue's own wording (docs/GLOSSARY.md: no semicolon, sides by colour, which the lints of
/// the catalogue check), which may differ from the library's.
#[cfg(test)]
pub(crate) fn assert_english_keeps_the_facts(en: &str, display: &str) {
    let fact = |w: &&str| w.chars().any(|c| c.is_ascii_digit() || !c.is_ascii());
    for word in display.split_whitespace().filter(fact) {
        let word = word.trim_matches(|c: char| "()[],.:;".contains(c));
        // The rejected variant of 侯 (docs/GLOSSARY.md) is no fact the English must repeat.
        if word.is_empty() || word.contains('候') {
            continue;
        }
        assert!(
            en.contains(word),
            "{word:?} of {display:?} is missing in {en:?}"
        );
    }
}

#[cfg(test)]
mod tests;
