//! `sibi annotate` on bad input: every failure named with its file, exit code 2, the other
//! files still handled, no panic. (Annotating needs the full table: the verdicts are tested on
//! small piece sets in `solver/tests/annotate.rs` and on the full table by `scripts/e2e.sh`,
//! which runs `cli/tests/e2e.rs`.)

use sibi_test_support as common;

use common::{record, run};

#[test]
fn a_missing_table_names_the_command_that_creates_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = record("grand-final-11-round1.gibo");
    let (out, err) = run(dir.path(), &["annotate", &file], 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("no twelve-janggi table"), "{err}");
    assert!(
        err.contains("sibi generate --rules twelve-janggi --pieces GGMMPP"),
        "{err}"
    );
}

#[test]
fn unreadable_and_malformed_files_are_reported_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "| No | 갑 | 을 |\n| 1 | B2子 | Q9 |\n").unwrap();
    let missing = dir.path().join("missing.gibo");
    let (bad, missing) = (bad.display().to_string(), missing.display().to_string());
    let (out, err) = run(dir.path(), &["annotate", &missing, &bad], 2);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!("error: {missing}: cannot read the file")),
        "{err}"
    );
    assert!(
        err.contains(&format!("error: {bad}: line 2, row 1")),
        "{err}"
    );
    // Under --json each bad file has an error object in its place.
    let (out, _) = run(dir.path(), &["annotate", "--json", &missing, &bad], 2);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0]["file"], missing.as_str());
    assert!(lines[0]["error"].as_str().unwrap().contains("cannot read"));
    assert_eq!(lines[1]["file"], bad.as_str());
}

/// A record that does not read is reported in the CLI's language (`--lang ko`); the JSON keeps
/// the English.
#[test]
fn a_malformed_record_in_korean() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "| No | 갑 | 을 |\n| 1 | B2子 | Q9 |\n").unwrap();
    let bad = bad.display().to_string();
    let (out, err) = run(dir.path(), &["--lang", "ko", "annotate", &bad], 2);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!(
            "오류: {bad} — 두 번째 줄(기보표 1번 항목)의 을 칸 `Q9`를 읽을 수 없습니다. 수 `Q9`의 \
             첫 번째 글자에서 'Q'열은 판에 없습니다(열은 A–D).\n"
        )),
        "{err}"
    );
    let (out, _) = run(dir.path(), &["--lang", "ko", "annotate", "--json", &bad], 2);
    let line: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON line");
    assert_eq!(
        line["error"],
        "line 2, row 1, 을, cannot read `Q9`: in `Q9`, column 1: file 'Q' is off the board \
         (files are A–D)"
    );
}

#[test]
fn a_canonical_record_with_a_bad_header_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("g.gibo");
    std::fs::write(
        &f,
        "format: sibi-record 1\nplayer-a: x\nplayer-d: y\nfirst: q\nB2C2\n",
    )
    .unwrap();
    let f = f.display().to_string();
    let (_, err) = run(dir.path(), &["annotate", &f], 2);
    assert!(err.contains("line 4, bad value `q` for `first`"), "{err}");
}

#[test]
fn options_that_cannot_apply_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = record("grand-final-11-round1.gibo");
    let (_, err) = run(dir.path(), &["--pieces", "P", "annotate", &file], 2);
    assert!(
        err.contains("the game has the piece set GGMMPP. Annotate it with --pieces GGMMPP"),
        "{err}"
    );
    for bad in ["x", "0:B2C2", "3:B2", "three:B2C2"] {
        let (_, err) = run(dir.path(), &["annotate", "--correct", bad, &file], 2);
        assert!(err.starts_with("error: --correct: "), "{bad}: {err}");
    }
    // A correction that is not legal where it is applied, or past the end of the record.
    let (_, err) = run(dir.path(), &["annotate", "--correct", "3:A1A1", &file], 2);
    assert!(
        err.contains("--correct 3:A1A1 cannot be applied, as ply 3 is illegal: A1 is empty, with no piece of Red"),
        "{err}"
    );
    let (_, err) = run(dir.path(), &["annotate", "--correct", "99:B2C2", &file], 2);
    assert!(err.contains("the record has 30 plies"), "{err}");
    // A ply with more digits than any number: the same answer, not "a number from 1".
    let (_, err) = run(
        dir.path(),
        &["annotate", "--correct", "99999999999999999999:B2C2", &file],
        2,
    );
    assert!(err.contains("the record has 30 plies"), "{err}");
    // A table of the other rule set than the record's; under --json an error object.
    let (out, err) = run(
        dir.path(),
        &["--rules", "dobutsu", "annotate", "--json", &file],
        2,
    );
    assert!(
        err.contains("the record is a twelve-janggi game. Annotate it with --rules twelve-janggi"),
        "{err}"
    );
    let j: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON line");
    assert_eq!(j["file"], file.as_str());
    assert!(j["error"].as_str().unwrap().contains("twelve-janggi game"));
    // --correct names a ply of one record.
    let (_, err) = run(
        dir.path(),
        &["annotate", "--correct", "18:B2A3", &file, &file],
        2,
    );
    assert!(err.contains("give one FILE, not 2"), "{err}");
}

#[test]
fn canonical_header_mistakes_name_their_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        // A key in capitals is an unknown key, not a move.
        (
            "format: sibi-record 1\nShow: x\nplayer-a: A\nplayer-d: D\nfirst: a\nA2B2\n",
            "line 2: unknown header key `Show`",
        ),
        // A header key after the first move.
        (
            "format: sibi-record 1\nplayer-a: A\nplayer-d: D\nA2B2\nfirst: a\n",
            "line 4: a move before the header is complete: header key `first` is missing",
        ),
        // A .gibo without its format line is still read as a canonical record.
        (
            "player-a: A\nplayer-d: D\nfirst: a\nA2B2\n",
            "line 4: a move before the header is complete: header key `format` is missing",
        ),
        ("", "missing header key `format`"),
    ];
    for (k, (text, want)) in cases.iter().enumerate() {
        let f = dir.path().join(format!("case{k}.gibo"));
        std::fs::write(&f, text).unwrap();
        let f = f.display().to_string();
        let (_, err) = run(dir.path(), &["annotate", &f], 2);
        assert!(err.contains(&format!("{f}: {want}")), "{text:?}: {err}");
    }
}

/// A format-2 record from another position than the start (piece set GMP) is annotated
/// against that piece set's table, as text and as JSON. The position (`4/KP1k/4 Gm a`: a to
/// move, 王a A2, 子a B2, 王d D2, a 將 in a's hand, a 相 in d's) is a win in 14 plies for a,
/// and B2C2 throws it away to a draw (both checked by hand in `cli/tests/browser.rs`, `P0`).
#[test]
fn a_format_2_record_from_a_position_is_annotated_with_its_piece_set() {
    let dir = tempfile::tempdir().unwrap();
    common::ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let f = dir.path().join("game.gibo");
    std::fs::write(
        &f,
        "format: sibi-record 2\nposition: 4/KP1k/4 Gm a\nplayer-a: you\nplayer-d: sibi\n\
         first: a\nend: unfinished\n\nB2C2\n",
    )
    .unwrap();
    let f = f.display().to_string();
    // The full table's piece set is refused with the one to use.
    let (_, err) = run(dir.path(), &["annotate", &f], 2);
    assert!(
        err.contains("the game has the piece set GMP. Annotate it with --pieces GMP"),
        "{err}"
    );
    let out = common::ok(dir.path(), &["--pieces", "GMP", "annotate", "--json", &f]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["start"], "4/KP1k/4 Gm a");
    assert_eq!(v["result"]["termination"], "unfinished");
    let p = &v["plies"][0];
    assert_eq!(p["move"], "B2C2");
    assert_eq!(p["before"], serde_json::json!({"wdl": "win", "dtm": 14}));
    assert_eq!(p["after"], serde_json::json!({"wdl": "draw", "dtm": null}));
    assert_eq!(p["verdict"], "blunder");
    let text = common::ok(dir.path(), &["--pieces", "GMP", "annotate", &f]);
    assert!(
        text.contains("from the position 4/KP1k/4 Gm a (not the start position)"),
        "{text}"
    );
    assert!(text.contains("the record is unfinished"), "{text}");
}

/// A 10,000-character move, header value or header key is quoted cut to `MAX_ECHO_CHARS`
/// characters (then `…`): the error stays short.
#[test]
fn long_bad_input_is_quoted_cut() {
    use sibi_solver::limits::MAX_ECHO_CHARS;
    let dir = tempfile::tempdir().unwrap();
    let long = "Q".repeat(10_000);
    let head = "format: sibi-record 2\nplayer-a: x\nplayer-d: y\nfirst: a\n";
    for (name, text) in [
        ("move.gibo", format!("{head}\n{long}\n")),
        ("value.gibo", format!("{head}winner: {long}\n\nB2C2\n")),
        ("key.gibo", format!("{head}{long}: x\n\nB2C2\n")),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        let (_, err) = run(dir.path(), &["annotate", file.to_str().unwrap()], 2);
        assert!(err.len() < 600, "{name}: {} bytes: {err}", err.len());
        assert!(
            err.contains(&format!("`{}…`", &long[..MAX_ECHO_CHARS])),
            "{name}: {err}"
        );
    }
}

/// `sibi annotate`'s own messages in Korean too (`--lang ko`): a file that cannot be read, a
/// game of another piece set, a `--correct` that does not read or does not apply, `--plot`
/// with several files; the JSON keeps the English.
#[test]
fn its_own_messages_in_korean() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.gibo").display().to_string();
    let file = record("grand-final-11-round1.gibo");
    let ko = |args: &[&str]| {
        let mut all = vec!["--lang", "ko"];
        all.extend_from_slice(args);
        run(dir.path(), &all, 2)
    };
    let (out, err) = ko(&["annotate", &missing]);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!("오류: {missing} — 파일을 읽을 수 없습니다. ")),
        "{err}"
    );
    let (out, _) = ko(&["annotate", "--json", &missing]);
    assert!(out.contains("\"error\":\"cannot read the file: "), "{out}");
    let (_, err) = ko(&["--pieces", "P", "annotate", &file]);
    assert!(
        err.contains("말 구성이 GGMMPP인 대국입니다. `--pieces GGMMPP`와 그 테이블로 분석하세요"),
        "{err}"
    );
    let (_, err) = ko(&["annotate", "--correct", "x", &file]);
    assert!(
        err.contains("`--correct` 값 — `18:B2A3`처럼 수 번호와 수를 쌍점으로 이어 써야 하는데 `x`에는 쌍점이"),
        "{err}"
    );
    let (_, err) = ko(&["annotate", "--correct", "99:B2C2", &file]);
    assert!(
        err.contains("`--correct`의 수가 기보에 없습니다. 기보는 "),
        "{err}"
    );
    let (_, err) = ko(&["annotate", "--plot", "g.svg", &file, &file]);
    assert!(
        err.contains("`--plot`은 기보 하나의 그래프를 그립니다. 파일을 2개가 아니라"),
        "{err}"
    );
}
