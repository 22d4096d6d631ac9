//! End-to-end tests of the `sibi` binary: exit codes, and output checked against values worked
//! out by hand from docs/RULES.md (or, for perft, cross-checked by an independent generator).

use std::process::{Command, Output};

fn sibi(args: &[&str]) -> Output {
    sibi_in(args, "C.UTF-8")
}

/// `sibi args` with `LANG=lang` (and no `LC_ALL`, `LC_MESSAGES`).
fn sibi_in(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sibi"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("run sibi")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 stdout")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("UTF-8 stderr")
}

/// Runs `sibi args`, expects exit code 0, returns stdout.
fn ok(args: &[&str]) -> String {
    let o = sibi(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// Runs `sibi args`, expects exit code 2 and an `error:` on stderr, returns stderr.
fn bad(args: &[&str]) -> String {
    let o = sibi(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
    let err = stderr(&o);
    assert!(err.starts_with("error:"), "{args:?}: {err}");
    assert!(o.stdout.is_empty(), "{args:?}");
    err
}

/// `--lang ko`, or a Korean `LANG`, gives the report in Korean; the board and position text stay
/// as they are, the rule set is named in Korean (as everywhere else in Korean). The try, worked out by hand: a's 王 on D1 in d's camp at the
/// start of a's turn.
#[test]
fn reports_follow_the_language() {
    let pos = "M2K/3k/G2m Pgp a";
    let ko = ok(&["--lang", "ko", "show", pos]);
    assert!(
        ko.starts_with("국면:         M2K/3k/G2m Pgp a\n규칙:         십이장기\n"),
        "{ko}"
    );
    assert!(ko.contains("빨강(d) 포로: 將 子\n"), "{ko}");
    assert!(
        ko.contains("대국:         종료: 초록의 王이 빨강 진영(D열)에서 한 턴을 버텨 초록 승리\n"),
        "{ko}"
    );
    let from_env = sibi_in(&["show", pos], "ko_KR.UTF-8");
    assert_eq!(String::from_utf8(from_env.stdout).unwrap(), ko);
    // `--lang` wins over the environment.
    let en = sibi_in(&["--lang", "en", "show"], "ko_KR.UTF-8");
    assert!(String::from_utf8(en.stdout)
        .unwrap()
        .ends_with("game:              on, 4 legal moves\n"));
}

#[test]
fn version_and_help() {
    let v = ok(&["--version"]);
    assert_eq!(
        v.trim(),
        format!(
            "sibi {} (tablebase format 2, rules version 1, index sibi-kingclass-cohort-colex \
             version 1)",
            env!("CARGO_PKG_VERSION")
        )
    );
    for args in [
        &["--help"][..],
        &["show", "--help"],
        &["moves", "--help"],
        &["perft", "--help"],
        &["help", "perft"],
        &["probe", "--help"],
        &["info", "--help"],
        &["verify", "--help"],
    ] {
        let h = ok(args);
        assert!(h.contains("Usage: sibi"), "{args:?}");
        assert!(h.contains("Examples:"), "{args:?}");
    }
    assert!(ok(&["moves", "--help"]).contains("game_over"));
}

#[test]
fn moves_at_the_start() {
    // By hand from docs/RULES.md: at the start (M2g/KPpk/G2m, a to move) the 相 on A1 is blocked by
    // the own 子 on B2; the 王 on A2 can go to B1 or B3 (A1, A3, B2 are own pieces); the 將 on
    // A3 only to B3; the 子 on B2 takes the 子 on C2. Order: by origin square, then target.
    let expected = "\
A2B1\tMK1g/1Ppk/G2m - d
A2B3\tM2g/1Ppk/GK1m - d
A3B3\tM2g/KPpk/1G1m - d
B2C2\tM2g/K1Pk/G2m P d
";
    assert_eq!(ok(&["moves", "M2g/KPpk/G2m - a"]), expected);
    // Unquoted (three arguments) and no position at all mean the same.
    assert_eq!(ok(&["moves", "M2g/KPpk/G2m", "-", "a"]), expected);
    assert_eq!(ok(&["moves"]), expected);
}

#[test]
fn moves_with_drops_and_king_capture() {
    // A1 相a, A2 王a, C2 子a, D2 王d, A3 將a, D3 相d; a holds 子, d holds 將.
    // Steps: 相 A1→B2; 王 A2→B1, B2, B3; 將 A3→B3; 子 C2→D2 takes the 王.
    // Drops of 子 on the empty squares outside d's camp: B1 B2 B3 C1 C3.
    let pos = "M3/K1Pk/G2m Pg a";
    let expected = "\
A1B2\t4/KMPk/G2m Pg d
A2B1\tMK2/2Pk/G2m Pg d
A2B2\tM3/1KPk/G2m Pg d
A2B3\tM3/2Pk/GK1m Pg d
A3B3\tM3/K1Pk/1G1m Pg d
C2D2\tking-capture
P*B1\tMP2/K1Pk/G2m g d
P*B2\tM3/KPPk/G2m g d
P*B3\tM3/K1Pk/GP1m g d
P*C1\tM1P1/K1Pk/G2m g d
P*C3\tM3/K1Pk/G1Pm g d
";
    assert_eq!(ok(&["moves", pos]), expected);
    // Dōbutsu also allows the drop on D1 (in d's camp; D2 and D3 are occupied).
    let dobutsu = ok(&["--rules", "dobutsu", "moves", pos]);
    assert_eq!(dobutsu, format!("{expected}P*D1\tM2P/K1Pk/G2m g d\n"));
}

#[test]
fn moves_json() {
    let out = ok(&["moves", "--json", "M3/K1Pk/G2m", "Pg", "a"]);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines.len(), 11);
    assert_eq!(
        lines[0],
        serde_json::json!({"move": "A1B2", "position": "4/KMPk/G2m Pg d", "captures_king": false})
    );
    assert_eq!(
        lines[5],
        serde_json::json!({"move": "C2D2", "position": null, "captures_king": true})
    );
    // Keys in the documented order.
    assert!(out.starts_with(r#"{"move":"A1B2","position":"#));
}

#[test]
fn game_over_positions() {
    // a's 王 on D1 (d's camp) at the start of a's turn: the try is held.
    let pos = "M2K/3k/G2m Pgp a";
    let o = sibi(&["moves", pos]);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty());
    assert!(stderr(&o).contains("game over"), "{}", stderr(&o));
    assert_eq!(ok(&["moves", "--json", pos]), "{\"game_over\":\"try\"}\n");
    let shown = ok(&["show", pos]);
    assert!(
        shown.contains("game:              over: Green's 王"),
        "{shown}"
    );
    assert!(
        shown.contains("held a turn in Red's camp (file D), so Green wins"),
        "{shown}"
    );
    // perft of a finished game is 0 at every depth (docs/RULES.md, perft).
    let o = sibi(&["perft", "2", pos]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "1 0\n2 0\n");
}

#[test]
fn show_draws_the_board() {
    let out = ok(&["show"]);
    // The diagram of docs/RULES.md.
    let expected = "\
position:          M2g/KPpk/G2m - a
rules:             twelve-janggi

      A    B    C    D
  1   相a  .    .    將d
  2   王a  子a  子d  王d
  3   將a  .    .    相d

hand of Green (a): -
hand of Red (d):   -
to move:           Green (a)
game:              on, 4 legal moves
";
    assert_eq!(out, expected);
    assert_eq!(ok(&["show", "M2g/KPpk/G2m", "-", "a"]), expected);
    let out = ok(&["show", "  M3/KPPk/3m   2g  d "]);
    assert!(
        out.contains("hand of Green (a): -\nhand of Red (d):   將×2\nto move:           Red (d)\n"),
        "{out}"
    );
    assert!(out.contains("  2   王a  子a  子a  王d\n"), "{out}");
}

#[test]
fn perft_of_the_start() {
    // Cross-checked by an independent move generator (see the solver's tests).
    assert_eq!(ok(&["perft", "4"]), "1 4\n2 17\n3 118\n4 898\n");
    assert_eq!(
        ok(&["perft", "4", "M2g/KPpk/G2m - a"]),
        "1 4\n2 17\n3 118\n4 898\n"
    );
    // The start with d to move is the 180° rotation of the start with a to move.
    assert_eq!(
        ok(&["perft", "4", "M2g/KPpk/G2m", "-", "d"]),
        "1 4\n2 17\n3 118\n4 898\n"
    );
}

#[test]
fn perft_divide() {
    let out = ok(&["perft", "3", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    let moves: Vec<&str> = lines[..4]
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(moves, ["A2B1", "A2B3", "A3B3", "B2C2"]);
    let sum: u64 = lines[..4]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 118);
    assert_eq!(lines[4], "total 118");
    // Depth 1: each move counts 1.
    assert_eq!(
        ok(&["perft", "1", "--divide"]),
        "A2B1 1\nA2B3 1\nA3B3 1\nB2C2 1\ntotal 4\n"
    );
}

#[test]
fn bad_input_exits_2() {
    let err = bad(&["show", "M2g/KPppk/G2m - a"]);
    assert!(
        err.contains("column 9: rank 2 has 5 squares, expected 4"),
        "{err}"
    );
    // The caret under column 9 (two spaces of indent).
    assert!(err.contains("\n  M2g/KPppk/G2m - a\n          ^"), "{err}");
    let err = bad(&["moves", "M2g/KPpk/G2m K a"]);
    assert!(err.contains("column 14"), "{err}");
    let err = bad(&["moves", "M2g/KPpk/G2m -"]);
    assert!(err.contains("missing side to move"), "{err}");
    let err = bad(&["moves", "王2g/KPpk/G2m - a"]);
    assert!(
        err.contains("column 1") && err.contains("ASCII only"),
        "{err}"
    );
    let err = bad(&["perft", "2", "M2g/KPpk/G2m P a"]);
    assert!(err.contains("impossible position"), "{err}");
    // An unpromoted 子 in its enemy camp: impossible in twelve-janggi only.
    bad(&["show", "M2P/K2k/G2m gp a"]);
    ok(&["--rules", "dobutsu", "show", "M2P/K2k/G2m gp a"]);
    // Usage errors (clap): exit 2 as well.
    bad(&["perft"]);
    bad(&["perft", "0"]);
    bad(&["perft", "x"]);
    bad(&["--rules", "chess", "show"]);
    bad(&["--pieces", "PPP", "show"]);
    bad(&["frobnicate"]);
    // The start does not fit a smaller piece set.
    let err = bad(&["--pieces", "P", "show"]);
    assert!(err.contains("--pieces P"), "{err}");
}

/// The subcommands clap knows (not `help`, which clap adds).
fn command_names() -> Vec<String> {
    use clap::CommandFactory;
    sibi_cli::args::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect()
}

/// `sibi --help`'s overview (the text above the usage line) names every command clap knows,
/// each in backticks, in either language.
#[test]
fn the_overview_names_every_command() {
    let names = command_names();
    for new in ["puzzles", "completions", "man"] {
        assert!(names.iter().any(|n| n == new), "{names:?}");
    }
    for (args, lang, usage) in [
        (&["--help"][..], "C.UTF-8", "\nUsage:"),
        (&["--lang", "ko", "--help"], "C.UTF-8", "\n사용법:"),
        (&["--help"], "ko_KR.UTF-8", "\n사용법:"),
    ] {
        let o = sibi_in(args, lang);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let help = stdout(&o);
        let overview = &help[..help.find(usage).expect("a usage line")];
        for name in &names {
            assert!(
                overview.contains(&format!("`{name}`")),
                "{args:?} {lang}: the overview lacks `{name}`:\n{overview}"
            );
        }
    }
}

/// `sibi completions SHELL`: bash's script offers every command; zsh's and fish's name them
/// too; an unknown shell is a usage error (exit 2).
#[test]
fn completions_name_every_command() {
    let names = command_names();
    let bash = ok(&["completions", "bash"]);
    assert!(bash.contains("complete -F _sibi"), "{bash}");
    // bash offers the commands after `sibi` as one word list: `opts="… show moves …"`.
    let first = bash
        .lines()
        .find(|l| l.trim_start().starts_with("opts=\"") && l.contains(" show "))
        .expect("the list of sibi's words");
    for name in &names {
        assert!(
            first.split(['"', ' ']).any(|w| w == name),
            "bash: {name} missing from {first}"
        );
        // And each command has its own options.
        assert!(
            bash.contains(&format!("sibi__{name})"))
                || bash.contains(&format!("sibi__subcmd__{name})")),
            "bash: no case for {name}"
        );
    }
    let zsh = ok(&["completions", "zsh"]);
    assert!(zsh.starts_with("#compdef sibi"), "{zsh}");
    let fish = ok(&["completions", "fish"]);
    for name in &names {
        assert!(zsh.contains(&format!("'{name}:")), "zsh: {name}");
        assert!(fish.contains(&format!("-a \"{name}\"")), "fish: {name}");
    }
    let err = bad(&["completions", "tcsh"]);
    assert!(err.contains("tcsh"), "{err}");
}

/// `sibi man DIR`: one page per command, in roff, listed on stdout; run again, the pages are
/// replaced; a file of the same name that is no sibi page is refused before any page is
/// written (exit 2), and replaced with `--force`; a missing folder, a file in its place and a
/// folder that cannot be written are errors with exit code 2, in either language.
#[test]
fn man_writes_a_page_per_command() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let d = dir.to_str().unwrap();
    let out = ok(&["man", d]);
    let mut want: Vec<String> = command_names()
        .iter()
        .map(|n| format!("sibi-{n}.1"))
        .collect();
    want.push("sibi.1".into());
    want.sort();
    let mut listed: Vec<String> = out
        .lines()
        .map(|l| {
            let p = std::path::Path::new(l);
            assert_eq!(p.parent(), Some(dir), "{l}");
            p.file_name().unwrap().to_str().unwrap().to_string()
        })
        .collect();
    listed.sort();
    assert_eq!(listed, want);
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, want, "no temporary file left");
    let page = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let program = page("sibi.1");
    assert!(program.contains(".TH sibi 1"), "{program}");
    assert!(program.contains("probe"), "{program}");
    let probe = page("sibi-probe.1");
    assert!(probe.contains(".TH sibi-probe 1"), "{probe}");
    assert!(probe.contains("tablebase"), "{probe}");
    assert!(page("sibi-man.1").contains("DIR"));
    // Again: the same pages, replaced.
    assert_eq!(ok(&["man", d]), out);
    // A file that is not a sibi page: refused, and nothing written.
    std::fs::write(dir.join("sibi-probe.1"), "my notes\n").unwrap();
    std::fs::remove_file(dir.join("sibi.1")).unwrap();
    let err = bad(&["man", d]);
    assert!(
        err.contains("sibi-probe.1") && err.contains("--force"),
        "{err}"
    );
    assert!(!dir.join("sibi.1").exists());
    assert_eq!(page("sibi-probe.1"), "my notes\n");
    ok(&["man", "--force", d]);
    assert_eq!(page("sibi-probe.1"), probe);
    // No folder, a file in its place, a folder nothing can be written to.
    let missing = dir.join("no-such-folder");
    let err = bad(&["man", missing.to_str().unwrap()]);
    assert!(err.contains("no such folder"), "{err}");
    let ko = sibi(&["--lang", "ko", "man", missing.to_str().unwrap()]);
    assert_eq!(ko.status.code(), Some(2));
    assert!(stderr(&ko).contains("없는 폴더입니다"), "{}", stderr(&ko));
    let err = bad(&["man", dir.join("sibi.1").to_str().unwrap()]);
    assert!(err.contains("no such folder"), "{err}");
    let err = bad(&["man", "/proc"]);
    assert!(err.contains("cannot write /proc/sibi"), "{err}");
}

/// Runs of four or more English words in a help, lowercased, outside backquoted code: what is
/// left of an English sentence.
fn english_runs(text: &str) -> Vec<String> {
    let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    sibi_cli::help::english_runs(&prose)
}

/// The help in Korean, asked with `--lang ko` or by a Korean `LANG` alone, for the program and
/// a command, in every form (`--help`, `-h`, `help CMD`): Korean headings where clap writes
/// English ones, and not one sentence of the English help (no run of four of its English words
/// outside code); the examples' command lines as in English. `--lang en` wins over a Korean
/// `LANG`.
#[test]
fn help_in_korean() {
    let cases: [(&[&str], &[&str], &str); 8] = [
        (&["--lang", "ko", "--help"], &["--help"], "C.UTF-8"),
        (&["--lang", "ko", "-h"], &["-h"], "C.UTF-8"),
        (&["--help"], &["--help"], "ko_KR.UTF-8"),
        (
            &["--lang", "ko", "probe", "--help"],
            &["probe", "--help"],
            "C.UTF-8",
        ),
        (&["probe", "--help"], &["probe", "--help"], "ko_KR.UTF-8"),
        (&["probe", "-h"], &["probe", "-h"], "ko_KR.UTF-8"),
        (
            &["--lang", "ko", "help", "probe"],
            &["help", "probe"],
            "C.UTF-8",
        ),
        (
            &["play", "--help", "--lang=ko"],
            &["play", "--help"],
            "C.UTF-8",
        ),
    ];
    for (args, english_args, lang) in cases {
        let o = sibi_in(args, lang);
        assert_eq!(o.status.code(), Some(0), "{args:?} {lang}");
        let ko = stdout(&o);
        let en = ok(english_args);
        assert!(ko.contains("\n사용법: sibi "), "{args:?} {lang}:\n{ko}");
        assert!(ko.contains("\n옵션:\n"), "{args:?} {lang}:\n{ko}");
        assert!(ko.contains("도움말 출력"), "{args:?} {lang}:\n{ko}");
        if args.contains(&"probe") || args.contains(&"play") {
            assert!(ko.contains("\n인자:\n  [POSITION]..."), "{args:?}:\n{ko}");
        } else {
            assert!(ko.contains("\n명령:\n  show "), "{args:?}:\n{ko}");
        }
        for english in sibi_cli::help::CLAP_ENGLISH {
            assert!(
                !ko.contains(english),
                "{args:?} {lang}: {english:?} in\n{ko}"
            );
        }
        let runs = english_runs(&en);
        assert!(runs.len() > 5, "{english_args:?}: {runs:?}");
        // The Korean prose: what is not code in backticks (JSON, options, file names).
        let prose = ko
            .split('`')
            .step_by(2)
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        for run in runs {
            assert!(
                !prose.contains(&run),
                "{args:?} {lang}: the English {run:?} is left in\n{ko}"
            );
        }
        let examples = en.split_once("\nExamples:\n").expect("examples").1;
        for line in examples.lines() {
            let command = line.split(" #").next().unwrap().trim_end();
            assert!(
                ko.lines().any(|l| l.starts_with(command)),
                "{args:?}: the example {command:?} is missing"
            );
        }
    }
    let en = sibi_in(&["--lang", "en", "--help"], "ko_KR.UTF-8");
    assert_eq!(stdout(&en), ok(&["--help"]));
}

/// The English help is clap's, as before the Korean: a few lines of it, word for word.
#[test]
fn help_in_english_is_unchanged() {
    assert!(ok(&["-h"]).starts_with(
        "Strong solution of 십이장기 (Twelve Janggi) and Dōbutsu shōgi: rules, notation, perft, \
         tablebase generation and statistics\n\nUsage: sibi [OPTIONS] <COMMAND>\n\nCommands:\n"
    ));
    let root = ok(&["--help"]);
    for line in [
        "sibi strongly solves 십이장기 (Twelve Janggi, the 3×4 game of the Korean show The Genius)",
        "\nUsage: sibi [OPTIONS] <COMMAND>\n\nCommands:\n",
        "\n  show         Draw a position as the broadcasts do: files A–D across, ranks 1–3 down, \
         Hanja pieces\n",
        "\n  help         Print this message or the help of the given subcommand(s)\n\nOptions:\n",
        "\n  -h, --help\n          Print help (see a summary with '-h')\n",
        "\n  -V, --version\n          Print version\n\nExamples:\n",
        "\n  sibi show                                 # the start position, Green to move\n",
    ] {
        assert!(root.contains(line), "{line:?} not in\n{root}");
    }
    let probe = ok(&["probe", "--help"]);
    for line in [
        "\nUsage: sibi probe [OPTIONS] [POSITION]...\n\nArguments:\n  [POSITION]...\n",
        "\n          Possible values:\n          - twelve-janggi: 십이장기 as played on The Genius \
         (docs/RULES.md)\n",
        "\n      --json\n          Print one JSON object per position: {\"input\", \"position\", \
         \"value\": {\"wdl\", \"dtm\"}, \"game_over\", \"reason\"}, or {\"input\", \"error\"} for \
         a bad one\n",
    ] {
        assert!(probe.contains(line), "{line:?} not in\n{probe}");
    }
    let play = ok(&["play", "-h"]);
    assert!(
        play.contains(
            "\n      --side <a|d>        Your side: a (camp file A) or d (camp file D) \
             [default: a] [possible values: a, d]\n"
        ),
        "{play}"
    );
}

/// The completion scripts carry the help's descriptions in the help's language.
#[test]
fn completions_in_korean() {
    let zsh = stdout(&sibi_in(&["completions", "zsh"], "ko_KR.UTF-8"));
    assert!(zsh.contains("국면 표기"), "{zsh}");
    assert!(zsh.contains("동물장기"), "rules' values: {zsh}");
    assert!(!zsh.contains("Position text"), "{zsh}");
    // The help alone, as in English: none of the notes the help shows after it.
    assert!(
        !zsh.contains("[가능한 값") && !zsh.contains("[기본값"),
        "{zsh}"
    );
    let fish = ok(&["--lang", "ko", "completions", "fish"]);
    assert!(fish.contains("테이블"), "{fish}");
    assert!(ok(&["completions", "zsh"]).contains("Position text"));
}

/// `sibi --lang ko man DIR` writes the pages in Korean, with Korean section headings.
#[test]
fn man_pages_in_korean() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().to_str().unwrap();
    ok(&["--lang", "ko", "man", d]);
    let probe = std::fs::read_to_string(tmp.path().join("sibi-probe.1")).unwrap();
    assert!(probe.contains("\n.SH 설명\n"), "{probe}");
    assert!(probe.contains("국면"), "{probe}");
    assert!(!probe.contains("\n.SH DESCRIPTION\n"), "{probe}");
    // Replaced by the English pages: they are sibi's.
    ok(&["man", d]);
    let probe = std::fs::read_to_string(tmp.path().join("sibi-probe.1")).unwrap();
    assert!(probe.contains("\n.SH DESCRIPTION\n"), "{probe}");
}

/// `sibi` with options but no command: clap's English under `--lang en`, and in Korean that a
/// command is needed (not that the line does not read); exit code 2 either way.
#[test]
fn a_missing_command_in_korean() {
    let o = sibi(&["--lang", "ko"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("오류: 명령을 입력해야 합니다(`show`, `probe`, `help`, …).\n"),
        "{}",
        stderr(&o)
    );
    let o = sibi(&["--lang", "en"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("requires a subcommand"),
        "{}",
        stderr(&o)
    );
}
