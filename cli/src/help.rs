//! The help in the CLI's language: `sibi --help`, `sibi -h`, `sibi help CMD`, `sibi CMD --help`,
//! the man pages and the shell completions, in English or Korean by the rule of every other
//! message (`--lang`, else `LC_ALL`, `LC_MESSAGES`, `LANG`: [`lang_of_args`]).
//!
//! The English is clap's: the doc comments, `about`, `long_about` and `after_help` of
//! [`crate::args`], the one place it is written. The Korean is `catalogue/ko/help.ftl`, one
//! message per English text, under a key worked out from where the text sits in the command
//! tree ([`keys`]): `help-probe-about`, `help-probe-long`, `help-probe-after`,
//! `help-probe-arg-json` (an argument's help; `-long` for its long help), and
//! `help-arg-ID` for an argument whose text is the same in every command that has it
//! (`help-arg-rules`, `help-arg-tablebase`); a possible value's help is
//! `help-arg-ID-value-NAME`. [`korean`] takes the command clap built from the derive and puts
//! the Korean in place of every text, clap's own included (the `help` command, `-h`, `-V`),
//! with Korean headings (a help template of its own), a Korean usage line, and Korean notes
//! (`[기본값: …]`, `[가능한 값: …]`) instead of clap's English ones.
//!
//! The Korean of each text carries, in the comment above it, a hash of the English it
//! translates (`# en 0123456789abcdef`, [`english_hash`]); when the English changes, the tests
//! fail and print the new English, so that a Korean text never lags behind silently.

use std::fmt::Write as _;

use clap::builder::{
    EnumValueParser, PossibleValue, StyledStr, Styles, TypedValueParser, ValueParser,
};
use clap::{Arg, Command, CommandFactory, ValueEnum};

use crate::args::{Cli, LangArg, PuzzleKind, ReachArg};
use crate::catalogue::{self, Lang};
use crate::t;

/// `sibi`'s command line in `lang`: the derive's as it is in English, [`korean`] in Korean.
pub fn command(lang: Lang) -> Command {
    let cmd = Cli::command();
    match lang {
        Lang::En => cmd,
        Lang::Ko => korean(cmd, Notes::Korean),
    }
}

/// [`command`] for the shell completions: their descriptions are the arguments' help alone, as
/// in English, without the notes of the help (`[기본값: 5]`).
pub fn completion_command(lang: Lang) -> Command {
    let cmd = Cli::command();
    match lang {
        Lang::En => cmd,
        Lang::Ko => korean(cmd, Notes::None),
    }
}

/// What follows an argument's help in Korean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notes {
    /// clap's notes (`[default: 5]`, `[possible values: a, d]`, `Possible values:`), in Korean.
    Korean,
    /// None: the help alone (for the shell completions, which show no notes).
    None,
}

/// The language a command line asks for (`--lang ko`, `--lang=ko`), else the environment's
/// ([`Lang::from_env`]): read before clap parses the line, so that the help and clap's
/// refusals are in the language of everything else. An unknown `--lang` value is clap's to
/// refuse; until then the environment's language is used.
pub fn lang_of_args(args: &[String]) -> Lang {
    let given = args
        .iter()
        .take_while(|a| *a != "--")
        .enumerate()
        .find_map(|(k, a)| match a.as_str() {
            "--lang" => args.get(k + 1).cloned(),
            _ => a.strip_prefix("--lang=").map(str::to_string),
        });
    given
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or_else(Lang::from_env)
}

/// What a text of the help is, for its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part<'a> {
    /// A command's `about` (`-h`, and the list of commands).
    About,
    /// A command's `long_about` (`--help`).
    Long,
    /// A command's `after_help` (the examples).
    After,
    /// A command's `after_long_help`.
    AfterLong,
    /// An argument's help (`-h`).
    Arg(&'a str),
    /// An argument's long help (`--help`).
    ArgLong(&'a str),
    /// The help of a possible value of an argument: (argument, value).
    Value(&'a str, &'a str),
}

/// The keys that may hold the Korean of a text at `path` (the command's names under `sibi`,
/// none for `sibi` itself), the first that exists wins: the command's own, then, for an
/// argument, the one shared by every command. The copies of the commands that clap puts under
/// `help` (for `sibi help CMD`) share their originals' keys.
pub fn keys(path: &[&str], part: Part<'_>) -> Vec<String> {
    let path = match path {
        ["help", rest @ ..] if !rest.is_empty() => rest,
        _ => path,
    };
    let at = if path.is_empty() {
        "help".to_string()
    } else {
        format!("help-{}", path.join("-"))
    };
    let arg = |id: &str, tail: &str| {
        let id = id.replace('_', "-");
        let own = format!("{at}-arg-{id}{tail}");
        let shared = format!("help-arg-{id}{tail}");
        if own == shared {
            vec![own]
        } else {
            vec![own, shared]
        }
    };
    match part {
        Part::About => vec![format!("{at}-about")],
        Part::Long => vec![format!("{at}-long")],
        Part::After => vec![format!("{at}-after")],
        Part::AfterLong => vec![format!("{at}-after-long")],
        Part::Arg(id) => arg(id, ""),
        Part::ArgLong(id) => arg(id, "-long"),
        Part::Value(id, name) => arg(id, &format!("-value-{name}")),
    }
}

/// The texts clap writes itself, in English, and the keys of their Korean.
pub const CLAP_TEXTS: [(&str, &str); 6] = [
    ("Print help", "help-clap-help"),
    ("Print help (see more with '--help')", "help-clap-help-more"),
    (
        "Print help (see a summary with '-h')",
        "help-clap-help-summary",
    ),
    ("Print version", "help-clap-version"),
    (
        "Print this message or the help of the given subcommand(s)",
        "help-clap-help-command",
    ),
    (
        "Print help for the subcommand(s)",
        "help-clap-help-command-arg",
    ),
];

/// The words of the Korean help that translate no text of clap's derive: the headings of the
/// help and of the man pages, the notes after an argument's help, the version line.
pub const WORDS: [&str; 11] = [
    "help-word-usage",
    "help-word-commands",
    "help-word-arguments",
    "help-word-options",
    "help-word-default",
    "help-word-possible-values",
    "help-word-name",
    "help-word-description",
    "help-word-extra",
    "help-word-version",
    "help-version",
];

/// A word of [`WORDS`] in Korean.
fn word(key: &str) -> String {
    debug_assert!(WORDS.contains(&key), "{key} is not in WORDS");
    catalogue::text(Lang::Ko, key, &[])
}

/// The Korean of the English text `english` at `path`: clap's own texts by their words
/// ([`CLAP_TEXTS`]), the others by [`keys`]. `None` when the catalogue has none (the tests
/// make sure it has).
pub fn korean_text(path: &[&str], part: Part<'_>, english: &str) -> Option<String> {
    if let Some((_, key)) = CLAP_TEXTS.iter().find(|(en, _)| *en == english) {
        return Some(catalogue::text(Lang::Ko, key, &[]));
    }
    let text = catalogue::text(Lang::Ko, &korean_key(path, part)?, &[]);
    Some(match part {
        Part::After | Part::AfterLong => examples(&text),
        _ => text,
    })
}

/// The examples of an `after_help` as shown: the catalogue writes each command line in
/// backticks (code, as every command in a Korean text), the help without them, so that a line
/// copied into a shell runs; a comment after it keeps its column.
pub fn examples(text: &str) -> String {
    text.lines()
        .map(|line| {
            let body = line.trim_start_matches(' ');
            let indent = &line[..line.len() - body.len()];
            let unquoted = body.strip_prefix('`').and_then(|rest| {
                let (command, tail) = rest.split_once('`')?;
                match tail {
                    "" => Some(format!("{indent}{command}")),
                    _ if tail.starts_with(' ') => Some(format!("{indent}{command}  {tail}")),
                    _ => None,
                }
            });
            unquoted.unwrap_or_else(|| line.to_string())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The key [`korean_text`] reads for a text of the derive: the first of [`keys`] the Korean
/// catalogue has.
pub fn korean_key(path: &[&str], part: Part<'_>) -> Option<String> {
    keys(path, part)
        .into_iter()
        .find(|k| catalogue::has(Lang::Ko, k))
}

/// `--version` in Korean: the same numbers as [`crate::args::VERSION`], from the constants it
/// is checked against.
pub fn korean_version() -> String {
    use sibi_solver::index::{INDEX_SCHEME, INDEX_VERSION};
    use sibi_solver::rules::RULES_VERSION;
    use sibi_solver::table::FORMAT_VERSION;
    catalogue::text(
        Lang::Ko,
        "help-version",
        &[
            ("version", env!("CARGO_PKG_VERSION").into()),
            ("format", FORMAT_VERSION.into()),
            ("rules", RULES_VERSION.into()),
            ("index", INDEX_SCHEME.into()),
            ("index_version", INDEX_VERSION.into()),
        ],
    )
}

/// The command `cmd` (the derive's, not yet built) with every text in Korean. It is built
/// first, so that clap's own arguments and the `help` command exist and the global options
/// sit in every command.
pub fn korean(mut cmd: Command, notes: Notes) -> Command {
    cmd.build();
    let styles = cmd.get_styles().clone();
    // clap keeps a version as `&'static str` (without its `string` feature): made once per
    // process, the only text kept for its life.
    let version: &'static str = Box::leak(korean_version().into_boxed_str());
    localize(&mut cmd, &[], &styles, version, notes);
    cmd
}

/// [`korean`] for `cmd` at `path` and, in turn, its commands.
fn localize(
    cmd: &mut Command,
    path: &[&str],
    styles: &Styles,
    version: &'static str,
    notes: Notes,
) {
    let ko = |part: Part<'_>, english: Option<&StyledStr>| {
        english.map(|e| {
            let e = e.to_string();
            korean_text(path, part, &e).unwrap_or(e)
        })
    };
    let about = ko(Part::About, cmd.get_about());
    let long = ko(Part::Long, cmd.get_long_about());
    let after = ko(Part::After, cmd.get_after_help());
    let after_long = ko(Part::AfterLong, cmd.get_after_long_help());
    let has_version = cmd.get_version().is_some();
    let mut c = std::mem::take(cmd);
    if let Some(t) = about {
        c = c.about(t);
    }
    if let Some(t) = long {
        c = c.long_about(t);
    }
    if let Some(t) = after {
        c = c.after_help(t);
    }
    if let Some(t) = after_long {
        c = c.after_long_help(t);
    }
    if has_version {
        c = c.version(version);
    }
    c = c.mut_args(|a| korean_arg(a, path, styles, notes));
    let template = template(&c, styles);
    c = c.help_template(template);
    // The usage line with clap's placeholders in Korean; the names of values stay as the
    // texts cite them (`POSITION`, `FILE`).
    let usage = c.render_usage().ansi().to_string();
    let usage = usage
        .split_once(' ')
        .map_or(usage.as_str(), |(_, rest)| rest)
        .replace("[OPTIONS]", &format!("[{}]", word("help-word-options")))
        .replace("<COMMAND>", &format!("<{}>", word("help-word-commands")))
        .replace("[COMMAND]", &format!("[{}]", word("help-word-commands")));
    c = c.override_usage(usage);
    *cmd = c;
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for (sub, name) in cmd.get_subcommands_mut().zip(&names) {
        let mut inner: Vec<&str> = path.to_vec();
        inner.push(name);
        localize(sub, &inner, styles, version, notes);
    }
}

/// An argument of the command at `path` in Korean: its help and long help, and in place of
/// clap's English notes (`[default: 5]`, `[possible values: a, d]`, `Possible values:`) the
/// same in Korean, written after the help as clap writes them.
fn korean_arg(a: Arg, path: &[&str], styles: &Styles, notes: Notes) -> Arg {
    let id = a.get_id().to_string();
    let english = |s: Option<&StyledStr>| s.map(ToString::to_string);
    let help = english(a.get_help()).map(|e| korean_text(path, Part::Arg(&id), &e).unwrap_or(e));
    let long =
        english(a.get_long_help()).map(|e| korean_text(path, Part::ArgLong(&id), &e).unwrap_or(e));
    let values: Vec<PossibleValue> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| match v.get_help() {
            Some(h) => {
                let e = h.to_string();
                let ko = korean_text(path, Part::Value(&id, v.get_name()), &e).unwrap_or(e);
                v.clone().help(ko)
            }
            None => v,
        })
        .collect();
    let ctx = styles.get_context();
    let ctx_val = styles.get_context_value();
    let literal = styles.get_literal();
    let with_notes = notes == Notes::Korean;
    let mut notes = Vec::new();
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let shows_default = with_notes
        && a.get_num_args().is_some_and(|n| n.takes_values())
        && !a.is_hide_default_value_set()
        && !defaults.is_empty();
    if shows_default {
        notes.push(format!(
            "{ctx}[{}: {ctx:#}{ctx_val}{}{ctx_val:#}{ctx}]{ctx:#}",
            word("help-word-default"),
            defaults.join(" ")
        ));
    }
    let shows_values = with_notes && !a.is_hide_possible_values_set() && !values.is_empty();
    let described = values.iter().any(|v| v.get_help().is_some());
    let list = |values: &[PossibleValue]| {
        values
            .iter()
            .map(|v| format!("{ctx_val}{}{ctx_val:#}", v.get_name()))
            .collect::<Vec<_>>()
            .join(&format!("{ctx}, {ctx:#}"))
    };
    let values_note = format!(
        "{ctx}[{}: {ctx:#}{}{ctx}]{ctx:#}",
        word("help-word-possible-values"),
        list(&values)
    );
    let mut a = a;
    if !shows_default && !shows_values {
        if let Some(h) = help {
            a = a.help(h);
        }
        if let Some(l) = long {
            a = a.long_help(l);
        }
        return korean_values(a, &id, values);
    }
    // `-h`: the help, then the notes on the same line.
    let mut short_notes = notes.clone();
    if shows_values {
        short_notes.push(values_note.clone());
    }
    let base = help.clone().or_else(|| long.clone()).unwrap_or_default();
    let mut short = StyledStr::new();
    short.push_str(&base);
    for n in &short_notes {
        let _ = write!(short, " {n}");
    }
    // `--help`: the long help, the values with their help each on a line, then the notes.
    let mut full = StyledStr::new();
    full.push_str(&long.or(help).unwrap_or_default());
    if shows_values && described {
        let width = values.iter().map(|v| v.get_name().chars().count()).max();
        let _ = write!(full, "\n\n{}:", word("help-word-possible-values"));
        for v in &values {
            let name = v.get_name();
            let _ = write!(full, "\n- {literal}{name}{literal:#}");
            if let Some(h) = v.get_help() {
                let pad = width.unwrap_or(0) - name.chars().count();
                let _ = write!(full, ": {:pad$}{h}", "");
            }
        }
    } else if shows_values {
        notes.push(values_note);
    }
    if !notes.is_empty() {
        let _ = write!(full, "\n\n{}", notes.join("\n"));
    }
    a = a
        .help(short)
        .long_help(full)
        .hide_default_value(true)
        .hide_possible_values(true);
    korean_values(a, &id, values)
}

/// The value parser of an argument whose possible values have help, with that help in Korean
/// (the shell completions show it), parsing as the derive's does. Only the value enums of
/// [`crate::args`] have such help; the tests check that no other argument does.
fn korean_values(a: Arg, id: &str, values: Vec<PossibleValue>) -> Arg {
    if !values.iter().any(|v| v.get_help().is_some()) {
        return a;
    }
    match id {
        "rules" => a.value_parser(described::<sibi_solver::Rules>(values)),
        "lang" => a.value_parser(described::<LangArg>(values)),
        "reachable" => a.value_parser(described::<ReachArg>(values)),
        "kind" => a.value_parser(described::<PuzzleKind>(values)),
        _ => a,
    }
}

/// [`EnumValueParser`] of `E` with the possible values `values` (the same names, other help).
fn described<E: ValueEnum + Clone + Send + Sync + 'static>(
    values: Vec<PossibleValue>,
) -> ValueParser {
    ValueParser::new(Described {
        inner: EnumValueParser::<E>::new(),
        values,
    })
}

/// A value parser that parses as `inner` and shows `values`.
#[derive(Clone)]
struct Described<P> {
    inner: P,
    values: Vec<PossibleValue>,
}

impl<P: TypedValueParser> TypedValueParser for Described<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        self.inner.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// The help template of `cmd` in Korean: clap's default one with Korean headings, and only the
/// sections the command has (clap leaves out the empty ones itself only in its own template).
fn template(cmd: &Command, styles: &Styles) -> String {
    let header = styles.get_header();
    let usage = styles.get_usage();
    let mut sections = Vec::new();
    let heading = |key: &str, tag: &str| format!("{header}{}:{header:#}\n{{{tag}}}", word(key));
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push(heading("help-word-commands", "subcommands"));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(heading("help-word-arguments", "positionals"));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push(heading("help-word-options", "options"));
    }
    let mut t = format!(
        "{{before-help}}{{about-with-newline}}\n{usage}{}:{usage:#} {{usage}}",
        word("help-word-usage")
    );
    if !sections.is_empty() {
        t.push_str("\n\n");
        t.push_str(&sections.join("\n\n"));
    }
    t.push_str("{after-help}");
    t
}

/// A hash of an English text, for the comment above its Korean (`# en HASH`): 64-bit FNV-1a,
/// in hexadecimal. The same on every machine and every Rust version.
pub fn english_hash(english: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in english.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// A man page in `lang`: clap_mangen's roff with, in Korean, the section headings in Korean.
pub fn man_page(roff: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return roff.to_string();
    }
    let headings = [
        ("NAME", "help-word-name"),
        ("SYNOPSIS", "help-word-usage"),
        ("DESCRIPTION", "help-word-description"),
        ("OPTIONS", "help-word-options"),
        ("SUBCOMMANDS", "help-word-commands"),
        ("EXTRA", "help-word-extra"),
        ("VERSION", "help-word-version"),
    ];
    roff.lines()
        .map(|line| {
            let heading = line.strip_prefix(".SH ").and_then(|h| {
                headings
                    .iter()
                    .find(|(en, _)| *en == h)
                    .map(|(_, key)| format!(".SH {}", word(key)))
            });
            heading.unwrap_or_else(|| line.to_string()) + "\n"
        })
        .collect()
}

/// What clap writes in English in a help — headings, notes, its own arguments' helps — and our
/// `Examples:` heading: none of it may be left in a Korean help. For the tests of the Korean
/// help, this crate's and the binary's (`tests/cli.rs`).
#[doc(hidden)]
pub const CLAP_ENGLISH: [&str; 11] = [
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Examples:",
    "Print help",
    "Print version",
    "Possible values:",
    "[default:",
    "[possible values:",
    "[OPTIONS]",
];

/// Runs of four or more English words in `text`, lowercased, line by line: what a sentence of
/// the English help leaves in a text. A word is two or more ASCII letters once the punctuation
/// around it is trimmed, so commands, options, position texts and single words make no run.
/// For the tests of the Korean help: this crate's, on a rendered help, and the binary's
/// (`tests/cli.rs`), which removes backquoted code first.
#[doc(hidden)]
pub fn english_runs(text: &str) -> Vec<String> {
    let mut runs = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let is_word = |w: &str| {
            let w = w.trim_matches(|c: char| ",.;:()'\"!?".contains(c));
            w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic())
        };
        let mut k = 0;
        while k < words.len() {
            let start = k;
            while k < words.len() && is_word(words[k]) {
                k += 1;
            }
            if k - start >= 4 {
                runs.push(words[start..k].join(" ").to_lowercase());
            }
            k = k.max(start + 1);
        }
    }
    runs
}

/// A command line clap refused, in `lang`'s words: what is wrong, then where to look. English
/// keeps clap's own message (`main` prints it); this words the kinds a person meets in Korean —
/// an unknown argument or command, a value refused (a strength level said why), a missing
/// argument or command, two that conflict — and any other kind in general terms.
pub fn clap_error(lang: crate::catalogue::Lang, e: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let get = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    };
    // `--plies <N>` → `--plies`: the flag as a person types it.
    let arg = || {
        let a = get(ContextKind::InvalidArg).unwrap_or_default();
        match a.split_once(' ') {
            Some((flag, _)) if flag.starts_with('-') => flag.to_string(),
            // `<DEPTH>` → `DEPTH`, `<POSITION>...` → `POSITION`, as the help names it.
            _ => a
                .trim_end_matches("...")
                .trim_start_matches('<')
                .trim_end_matches('>')
                .to_string(),
        }
    };
    let value = || sibi_solver::limits::echo(&get(ContextKind::InvalidValue).unwrap_or_default());
    let what = match e.kind() {
        ErrorKind::UnknownArgument => t!(lang, "clap-unknown-argument", arg = arg()),
        ErrorKind::InvalidSubcommand => t!(
            lang,
            "clap-unknown-command",
            command = get(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let level = std::error::Error::source(e)
                .and_then(|s| s.downcast_ref::<sibi_solver::query::play::LevelError>());
            let source = std::error::Error::source(e);
            let range = source.and_then(|s| range_of(&s.to_string()));
            let not_a_number = source.is_some_and(|s| s.is::<std::num::ParseIntError>());
            let pieces = source.and_then(|s| s.downcast_ref::<sibi_solver::PieceSetError>());
            let why = match (level, get(ContextKind::ValidValue), range, pieces) {
                (Some(l), _, _, _) => crate::catalogue::facts::level_error(lang, l),
                (None, Some(_), _, _) => {
                    // Each value in its own code span: `twelve-janggi`, `dobutsu`.
                    let values = match e.get(ContextKind::ValidValue) {
                        Some(ContextValue::Strings(v)) => v
                            .iter()
                            .map(|v| format!("`{v}`"))
                            .collect::<Vec<_>>()
                            .join(", "),
                        _ => format!("`{}`", get(ContextKind::ValidValue).unwrap_or_default()),
                    };
                    t!(lang, "clap-valid-values", values = values)
                }
                (None, None, Some((min, None)), _) => {
                    t!(lang, "clap-at-least", arg = arg(), min = min)
                }
                (None, None, Some((min, Some(max))), _) => {
                    t!(lang, "clap-in-range", arg = arg(), min = min, max = max)
                }
                (None, None, None, _) if not_a_number => t!(lang, "clap-number", arg = arg()),
                (None, None, None, Some(e)) => pieces_why(lang, e),
                // No reason to give: the help the hint names says what the value may be.
                (None, None, None, None) => {
                    return t!(lang, "clap-bad-value-plain", arg = arg(), value = value())
                }
            };
            t!(
                lang,
                "clap-bad-value",
                arg = arg(),
                value = value(),
                why = why
            )
        }
        ErrorKind::MissingRequiredArgument => t!(lang, "clap-missing", args = arg()),
        ErrorKind::MissingSubcommand => t!(lang, "clap-missing-command"),
        ErrorKind::ArgumentConflict => t!(
            lang,
            "clap-conflict",
            arg = arg(),
            other = get(ContextKind::PriorArg).unwrap_or_default()
        ),
        _ => t!(lang, "clap-other"),
    };
    let suggestion =
        get(ContextKind::SuggestedArg).or_else(|| get(ContextKind::SuggestedSubcommand));
    match suggestion {
        Some(s) => t!(lang, "clap-with-suggestion", what = what, suggestion = s),
        None => what,
    }
}

/// Why a `--pieces` value is not a piece set, in `lang`'s words: the parser's own reason
/// ([`sibi_solver::PieceSetError`]), a letter that is not a piece's or a piece named more than
/// twice.
fn pieces_why(lang: crate::catalogue::Lang, e: &sibi_solver::PieceSetError) -> String {
    match e {
        sibi_solver::PieceSetError::NotAPiece { found, .. } => t!(
            lang,
            "clap-pieces-letter",
            letter = sibi_solver::limits::echo(&found.to_string())
        ),
        sibi_solver::PieceSetError::TooMany { role, count, .. } => t!(
            lang,
            "clap-pieces-too-many",
            piece = role.hanja().to_string(),
            letter = role.upper_char().to_string(),
            count = *count
        ),
    }
}

/// The command whose help answers a mistake in `args` (the whole command line, program name
/// first): `sibi info` when the line names the subcommand `info` (clap's own English shows that
/// command's usage or points to its `--help`), else `sibi`.
pub fn help_command(args: &[String]) -> String {
    let command = self::command(crate::catalogue::Lang::En);
    let sub = args.iter().skip(1).take_while(|a| *a != "--").find(|a| {
        command
            .get_subcommands()
            .any(|c| c.get_name() == a.as_str())
    });
    match sub {
        Some(name) => format!("sibi {name}"),
        None => "sibi".to_string(),
    }
}

/// The bounds of a number clap refused for being out of its range, from clap's message
/// (`1 is not in 2..=65535`): the least, and the greatest unless it is only the type's own
/// limit (`2..=65535` of a `u16` is "2 or more").
fn range_of(message: &str) -> Option<(u64, Option<u64>)> {
    let (_, range) = message.split_once(" is not in ")?;
    let (lo, hi) = range.trim().split_once("..=")?;
    let (lo, hi) = (lo.parse::<u64>().ok()?, hi.parse::<u64>().ok()?);
    let type_limit = [
        u64::from(u16::MAX),
        u64::from(u32::MAX),
        i64::MAX as u64,
        u64::MAX,
    ]
    .contains(&hi);
    Some((lo, (!type_limit).then_some(hi)))
}

#[cfg(test)]
mod tests;
