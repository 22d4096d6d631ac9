//! The Korean help is complete and current: every text clap knows, of every command and
//! argument, has its Korean, which translates the English of today (its hash), is Korean and is
//! what the Korean command shows; the help rendered in Korean has Korean headings and none of
//! the English sentences.

use super::*;

/// What a text is, owned.
#[derive(Clone, Debug)]
enum What {
    About,
    Long,
    After,
    AfterLong,
    Arg(String),
    ArgLong(String),
    Value(String, String),
}

/// A text of the help: where it sits, what it is, and its words.
#[derive(Clone, Debug)]
struct Text {
    path: Vec<String>,
    what: What,
    words: String,
}

impl Text {
    fn part(&self) -> Part<'_> {
        match &self.what {
            What::About => Part::About,
            What::Long => Part::Long,
            What::After => Part::After,
            What::AfterLong => Part::AfterLong,
            What::Arg(id) => Part::Arg(id),
            What::ArgLong(id) => Part::ArgLong(id),
            What::Value(id, name) => Part::Value(id, name),
        }
    }

    fn path(&self) -> Vec<&str> {
        self.path.iter().map(String::as_str).collect()
    }

    /// Where the text is, for messages: `sibi probe --json`.
    fn place(&self) -> String {
        let at = std::iter::once("sibi")
            .chain(self.path.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        match &self.what {
            What::About => format!("{at} (about)"),
            What::Long => format!("{at} (long about)"),
            What::After => format!("{at} (after help)"),
            What::AfterLong => format!("{at} (after long help)"),
            What::Arg(id) => format!("{at} {id}"),
            What::ArgLong(id) => format!("{at} {id} (long)"),
            What::Value(id, v) => format!("{at} {id}={v}"),
        }
    }
}

/// Every text of `cmd` (built) and of its commands, the copies under `help` included.
fn texts(cmd: &Command, path: &[String], out: &mut Vec<Text>) {
    let mut push = |what: What, words: Option<&StyledStr>| {
        if let Some(w) = words {
            out.push(Text {
                path: path.to_vec(),
                what,
                words: w.to_string(),
            });
        }
    };
    push(What::About, cmd.get_about());
    push(What::Long, cmd.get_long_about());
    push(What::After, cmd.get_after_help());
    push(What::AfterLong, cmd.get_after_long_help());
    for a in cmd.get_arguments() {
        let id = a.get_id().to_string();
        push(What::Arg(id.clone()), a.get_help());
        push(What::ArgLong(id.clone()), a.get_long_help());
        for v in a.get_possible_values() {
            push(
                What::Value(id.clone(), v.get_name().to_string()),
                v.get_help(),
            );
        }
    }
    for sub in cmd.get_subcommands() {
        let mut inner = path.to_vec();
        inner.push(sub.get_name().to_string());
        texts(sub, &inner, out);
    }
}

/// The texts of the English command, built (clap's own arguments and `help` command in it).
fn english_texts() -> Vec<Text> {
    let mut cmd = command(Lang::En);
    cmd.build();
    let mut out = Vec::new();
    texts(&cmd, &[], &mut out);
    out
}

/// The texts of a Korean command.
fn korean_texts(mut cmd: Command) -> Vec<Text> {
    cmd.build();
    let mut out = Vec::new();
    texts(&cmd, &[], &mut out);
    out
}

/// The messages of `ko/help.ftl`: key and the hash in its `# en HASH` comment, if any.
fn catalogue_hashes() -> Vec<(String, Option<String>)> {
    use fluent_syntax::ast;
    let source = catalogue::KOREAN_ONLY
        .iter()
        .find(|(name, _)| *name == "help.ftl")
        .expect("help.ftl is registered")
        .1;
    let resource = fluent_syntax::parser::parse(source).expect("help.ftl parses");
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let hash = m.comment.as_ref().and_then(|c| {
                    c.content
                        .iter()
                        .find_map(|line| line.strip_prefix("en ").map(str::to_string))
                });
                Some((m.id.name.to_string(), hash))
            }
            _ => None,
        })
        .collect()
}

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c))
}

/// The key a text's Korean is under: clap's own texts by their words, the others by place.
fn key_of(t: &Text) -> Option<String> {
    match CLAP_TEXTS.iter().find(|(en, _)| *en == t.words) {
        Some((_, key)) => Some((*key).to_string()),
        None => korean_key(&t.path(), t.part()),
    }
}

/// Every text of every command and argument clap knows has a Korean text, which differs from
/// the English, has Hangul, and carries the hash of that very English: a text changed in
/// `args/` fails here until its Korean is changed too. The failure lists what to write in
/// `ko/help.ftl` (the key, the hash, and the English to translate).
#[test]
fn every_english_text_has_its_current_korean() {
    let hashes = catalogue_hashes();
    let texts = english_texts();
    assert!(texts.len() > 150, "{} texts", texts.len());
    let mut missing = String::new();
    let mut problems = Vec::new();
    for t in &texts {
        let found = key_of(t).filter(|k| catalogue::has(Lang::Ko, k));
        let Some(key) = found else {
            let key = key_of(t).unwrap_or_else(|| keys(&t.path(), t.part())[0].clone());
            let _ = write!(
                missing,
                "\n# en {}\n{key} =\n    {}\n",
                english_hash(&t.words),
                t.words.replace('\n', "\n    ")
            );
            continue;
        };
        let ko = catalogue::text(Lang::Ko, &key, &[]);
        if ko == t.words || !hangul(&ko) {
            problems.push(format!("{}: {key} is not Korean: {ko:?}", t.place()));
        }
        let hash = hashes
            .iter()
            .find(|(k, _)| *k == key)
            .and_then(|(_, h)| h.clone());
        let want = english_hash(&t.words);
        if hash.as_deref() != Some(want.as_str()) {
            problems.push(format!(
                "{}: {key} translates other English (its comment says `# en {}`): the English \
                 is now `# en {want}`:\n{}\n",
                t.place(),
                hash.unwrap_or_default(),
                t.words
            ));
        }
    }
    assert!(
        missing.is_empty() && problems.is_empty(),
        "{}\n\nTexts without Korean (to translate into ko/help.ftl):\n{missing}",
        problems.join("\n")
    );
}

/// A shared key (`help-arg-ID`) translates one English text: every argument that falls back
/// to it has that English. (A command whose argument says something else needs its own key;
/// the hash check above would fail, this says why.)
#[test]
fn a_shared_key_translates_one_text() {
    let texts = english_texts();
    let mut seen: Vec<(String, String, String)> = Vec::new();
    for t in &texts {
        let Some(key) = key_of(t) else { continue };
        match seen.iter().find(|(k, _, _)| *k == key) {
            Some((_, words, place)) => assert_eq!(
                words,
                &t.words,
                "{key} is used by {place} and by {}, with other English",
                t.place()
            ),
            None => seen.push((key, t.words.clone(), t.place())),
        }
    }
}

/// Every message of `ko/help.ftl` is used: by a text of the help, as a text clap may write
/// ([`CLAP_TEXTS`]), or as one of [`WORDS`]; and
/// every translation carries its hash, the words none.
#[test]
fn every_korean_help_text_is_used() {
    let used: Vec<String> = english_texts().iter().filter_map(key_of).collect();
    for (key, hash) in catalogue_hashes() {
        let word = WORDS.contains(&key.as_str());
        let clap = CLAP_TEXTS.iter().any(|(_, k)| *k == key);
        assert!(
            word || clap || used.contains(&key),
            "ko/help.ftl: {key} translates no text of today's help"
        );
        assert_eq!(
            hash.is_some(),
            !word,
            "ko/help.ftl: {key} (a translation carries `# en HASH`, a word none)"
        );
    }
    for key in WORDS.iter().chain(CLAP_TEXTS.iter().map(|(_, k)| k)) {
        assert!(catalogue::has(Lang::Ko, key), "ko/help.ftl lacks {key}");
    }
    for (en, key) in CLAP_TEXTS {
        let hash = catalogue_hashes()
            .into_iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, h)| h);
        assert_eq!(hash, Some(english_hash(en)), "{key}");
    }
}

/// The Korean command shows the Korean, for the help and for the completions: the same commands
/// and arguments as the English, and every text of each (possible values too, as the
/// completions read them) has Hangul. (An argument with a default or possible values has a long
/// help in the Korean help, for the notes that clap writes in English after it: `[기본값: 5]`.)
#[test]
fn the_korean_command_has_every_text_in_korean() {
    let en = english_texts();
    for ko in [
        korean_texts(command(Lang::Ko)),
        korean_texts(completion_command(Lang::Ko)),
    ] {
        korean_command_has_every_text(&en, &ko);
    }
}

fn korean_command_has_every_text(en: &[Text], ko: &[Text]) {
    let places = |ts: &[Text]| {
        ts.iter()
            .filter(|t| !matches!(t.what, What::ArgLong(_)))
            .map(Text::place)
            .collect::<Vec<_>>()
    };
    assert_eq!(places(en), places(ko));
    for t in en.iter().filter(|t| matches!(t.what, What::ArgLong(_))) {
        assert!(ko.iter().any(|k| k.place() == t.place()), "{}", t.place());
    }
    for t in ko {
        assert!(hangul(&t.words), "{}: {:?}", t.place(), t.words);
    }
}

/// Each command's help, `-h` and `--help`, rendered in Korean: Korean headings where clap
/// writes English ones, and no sentence of the English help (no run of four English words of
/// it) left. The examples' command lines stay the same.
#[test]
fn the_rendered_korean_help_has_no_english_sentence() {
    let mut en = command(Lang::En);
    en.build();
    let mut ko = command(Lang::Ko);
    let mut names: Vec<Vec<String>> = vec![vec![]];
    names.extend(en.get_subcommands().map(|s| vec![s.get_name().to_string()]));
    for path in names {
        let find = |c: &mut Command| -> Command {
            match path.first() {
                None => c.clone(),
                Some(n) => c.find_subcommand_mut(n).expect("the same commands").clone(),
            }
        };
        let (mut e, mut k) = (find(&mut en), find(&mut ko));
        for long in [false, true] {
            let render = |c: &mut Command| {
                if long {
                    c.render_long_help().to_string()
                } else {
                    c.render_help().to_string()
                }
            };
            let (english, korean) = (render(&mut e), render(&mut k));
            let at = format!(
                "sibi {} ({})",
                path.join(" "),
                if long { "--help" } else { "-h" }
            );
            assert!(korean.contains("사용법: sibi"), "{at}:\n{korean}");
            for heading in CLAP_ENGLISH {
                assert!(!korean.contains(heading), "{at}: {heading}\n{korean}");
            }
            // The prose: what is not code in backticks (JSON, options, file names).
            let prose = korean
                .split('`')
                .step_by(2)
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
            for run in english_runs(&english) {
                assert!(
                    !prose.contains(&run),
                    "{at}: the English {run:?} is in the Korean help:\n{korean}"
                );
            }
            // Every example's command line is the same, without backticks.
            // (`sibi help` has none.)
            let examples = english.split_once("\nExamples:\n").map_or("", |(_, e)| e);
            let shown = korean.split_once("\n예:\n").map(|(_, e)| e).unwrap_or("");
            for line in examples.lines() {
                let command = line.split(" #").next().unwrap().trim_end();
                assert!(
                    shown.lines().any(|l| l.starts_with(command)),
                    "{at}: {command:?} is missing:\n{shown}"
                );
            }
        }
    }
}

/// The finder of runs itself: a sentence is found, commands, options and single words not.
#[test]
fn english_runs_are_sentences() {
    assert_eq!(
        english_runs("  --json  Print one JSON object per position"),
        vec!["print one json object per position"]
    );
    assert!(english_runs("sibi probe --pieces GMP 'K1k1/3p/2g1 M a'").is_empty());
    assert!(english_runs("국면 텍스트 `POSITION` (JSON)").is_empty());
}

/// `--version` in Korean has the numbers of the English.
#[test]
fn the_korean_version_has_the_same_numbers() {
    let ko = korean_version();
    assert!(hangul(&ko), "{ko}");
    let digits = |s: &str| {
        s.split(|c: char| !c.is_ascii_digit() && c != '.')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(digits(&ko), digits(crate::args::VERSION), "{ko}");
    assert!(ko.contains(sibi_solver::index::INDEX_SCHEME), "{ko}");
}

/// The language of a command line: `--lang` in either form wins, then the environment's; what
/// follows `--` is no option.
#[test]
fn the_language_of_a_command_line() {
    let line = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
    assert_eq!(lang_of_args(&line("sibi --lang ko --help")), Lang::Ko);
    assert_eq!(lang_of_args(&line("sibi probe --help --lang=ko")), Lang::Ko);
    assert_eq!(lang_of_args(&line("sibi --lang en probe")), Lang::En);
    assert_eq!(lang_of_args(&line("sibi --lang=en-GB show")), Lang::En);
    let env = Lang::from_env();
    assert_eq!(lang_of_args(&line("sibi show")), env);
    assert_eq!(lang_of_args(&line("sibi --lang fr show")), env);
    assert_eq!(lang_of_args(&line("sibi annotate -- --lang ko")), env);
}

/// The man pages in Korean have Korean section headings, the same sections as in English, and
/// the Korean texts.
#[test]
fn korean_man_pages() {
    let en = crate::commands::man::pages(Lang::En).unwrap();
    let ko = crate::commands::man::pages(Lang::Ko).unwrap();
    assert_eq!(
        en.iter().map(|p| &p.name).collect::<Vec<_>>(),
        ko.iter().map(|p| &p.name).collect::<Vec<_>>()
    );
    for (e, k) in en.iter().zip(&ko) {
        let (e, k) = (
            String::from_utf8(e.roff.clone()).unwrap(),
            String::from_utf8(k.roff.clone()).unwrap(),
        );
        let sections = |s: &str| s.lines().filter(|l| l.starts_with(".SH ")).count();
        assert_eq!(sections(&e), sections(&k));
        assert!(k.contains("\n.TH sibi"), "{k}");
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "VERSION"] {
            assert!(e.contains(&format!("\n.SH {heading}\n")), "{e}");
            assert!(!k.contains(&format!("\n.SH {heading}\n")), "{k}");
        }
        assert!(k.contains("\n.SH 설명\n"), "{k}");
        assert!(
            !k.contains("[default:") && !k.contains("Possible values"),
            "{k}"
        );
    }
}

/// The examples' command lines lose their backticks, and their comments keep their column.
#[test]
fn examples_are_shown_without_backticks() {
    let ftl = "예:\n  `sibi show`        # 초기 국면\n  `sibi perft 7`\n  `a`b";
    assert_eq!(
        examples(ftl),
        "예:\n  sibi show          # 초기 국면\n  sibi perft 7\n  `a`b"
    );
}
