//! `sibi play` driven over standard input (issue 13, item 5): bad moves, commands and the end
//! of the input; a whole game at level 10 played move by move through a pipe; the record
//! written on exit (format 2) read back and annotated.
//!
//! The position `M3/KPgk/4 - a` (a to move: 相a A1, 王a A2, 子a B2, 將d C2, 王d D2) is a win in
//! 15 plies for a whose only winning move is B2C2, the 子 taking the 將 (worked out by hand in
//! `cli/tests/browser.rs`, `PCAPTURE`).

use sibi_test_support as common;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use common::{ok, run_with_input};
use sibi_solver::record::{read_canonical, Termination};
use sibi_solver::{Color, PieceSet, Position, Rules};

const WON: &str = "M3/KPgk/4 - a";

fn gmp() -> PieceSet {
    "GMP".parse().unwrap()
}

/// Bad moves are refused with the reason and the game goes on; `help`, `undo` with nothing to
/// undo, `best`; at the end of the input the game stops and its record is written under the
/// default name in the data folder (beside the tables; its path printed), not the current
/// folder.
#[test]
fn bad_moves_commands_and_the_end_of_input() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let cwd = tempfile::tempdir().unwrap();
    let input = "hello\nB9B9\nA1B1\nhelp\nundo\nbest\ndraw\n";
    let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", "GMP", "play", "--level", "10", "--side", "d"])
        .args(["--seed", "5", WON])
        .current_dir(cwd.path())
        .env("SIBI_TABLEBASE_DIR", dir.path())
        .env_remove("SIBI_TABLEBASE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(input.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    let (out, err) = (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    );
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    // The engine, perfect, plays the only winning move first.
    assert!(out.contains("ply 1: the engine plays B2C2"), "{out}");
    assert!(out.contains("`hello` is not a move here"), "{out}");
    assert!(out.contains("`B9B9` is not a move here: "), "{out}");
    // A1 holds a's 相: not d's piece to move.
    assert!(out.contains("`A1B1` is not a move here: "), "{out}");
    assert!(
        out.contains("undo (take back your move and the reply)"),
        "{out}"
    );
    assert!(
        out.contains("nothing to undo: you have not moved yet"),
        "{out}"
    );
    // After the only winning move a still wins, one ply closer: d loses in 14.
    assert!(out.contains("— loss in 14 plies"), "{out}");
    assert!(
        out.contains("not yet, this position has stood once"),
        "{out}"
    );
    assert!(
        out.contains("end of input: the game stops here (unfinished)"),
        "{out}"
    );
    // The record, named on stderr, in the data folder, no temporary file left; nothing in the
    // current folder.
    assert_eq!(std::fs::read_dir(cwd.path()).unwrap().count(), 0);
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with("sibi-play-"))
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let name = &names[0];
    assert!(name.ends_with(".gibo") && name.len() == "sibi-play-20261201-101010.gibo".len());
    assert!(
        err.contains(&format!(
            "record: {} (1 ply, unfinished",
            dir.path().join(name).display()
        )),
        "{err}"
    );
    let rec = read_canonical(&std::fs::read_to_string(dir.path().join(name)).unwrap()).unwrap();
    let start = Position::parse(WON, Rules::TwelveJanggi, gmp()).unwrap();
    assert_eq!(rec.meta.position, Some(start));
    assert_eq!(
        rec.meta.players,
        ["sibi level 10".to_string(), "you".to_string()]
    );
    assert_eq!(rec.meta.outcome.termination, Termination::Unfinished);
    assert_eq!(rec.plies.len(), 1);
    assert_eq!(rec.plies[0].mv.to_string(), "B2C2");
}

/// Bad arguments: exit code 2 and no record.
#[test]
fn bad_arguments_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run_with_input(dir.path(), &["play", "--level", "12"], "", 2);
    assert!(err.contains("level 12 does not exist"), "{err}");
    let (_, err) = run_with_input(dir.path(), &["play", "--side", "b"], "", 2);
    assert!(err.contains("--side"), "{err}");
    let missing = dir.path().join("no/such/folder/g.gibo");
    let (_, err) = run_with_input(
        dir.path(),
        &["play", "--record", missing.to_str().unwrap()],
        "",
        2,
    );
    assert!(err.contains("no such folder"), "{err}");
    // No game starts where the game is over: a's 王 on D1 (d's camp), a to move, d's 王 on
    // B2 cannot take it: the try is held.
    let (out, err) = run_with_input(
        dir.path(),
        &["--pieces", "GMP", "play", "3K/hkG1/4 M a"],
        "",
        2,
    );
    assert!(
        err.contains("the game is over in 3K/hkG1/4 M a (Green's 王 held a turn in Red's camp"),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    // A folder that cannot be written is found before the game (no board drawn).
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let (out, err) = run_with_input(
        dir.path(),
        &["--pieces", "GMP", "play", "--record", "/sys/foo.gibo", WON],
        "B2C2\n",
        2,
    );
    assert!(
        err.contains("--record /sys/foo.gibo: cannot write there"),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    let (_, err) = run_with_input(dir.path(), &["play", "M2g/KPpk/G2x - a"], "", 2);
    assert!(err.contains("bad position text"), "{err}");
}

/// A whole game through a pipe: the player (d) answers every prompt with the first legal move
/// of the position shown (computed here from the printed position text), undoes once, and the
/// engine at level 10 wins within the 15 plies the table allows; the record is annotated by
/// `sibi annotate` with every engine ply best.
#[test]
fn a_game_to_its_end_over_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let record = dir.path().join("game.gibo");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", "GMP", "play", "--level", "10", "--side", "d"])
        .args(["--record", record.to_str().unwrap(), WON])
        .env("SIBI_TABLEBASE_DIR", dir.path())
        .env_remove("SIBI_TABLEBASE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let rules = Rules::TwelveJanggi;
    let mut seen = String::new();
    let mut answered = 0;
    let mut undone = false;
    // Until the program ends (the pipe closes) or hangs (then the checks below fail).
    while let Ok(chunk) = rx.recv_timeout(Duration::from_secs(30)) {
        seen.push_str(&String::from_utf8(chunk).unwrap());
        if !seen.ends_with("your move (Red)> ") {
            continue;
        }
        answered += 1;
        assert!(answered < 40, "the game does not end:\n{seen}");
        if answered == 2 && !undone {
            undone = true;
            stdin.write_all(b"undo\n").unwrap();
            continue;
        }
        let shown = seen
            .lines()
            .filter_map(|l| l.strip_prefix("position: "))
            .next_back()
            .unwrap();
        let pos = Position::parse(shown.trim(), rules, gmp()).unwrap();
        assert_eq!(pos.side_to_move(), Color::D);
        let mv = pos.legal_moves(rules)[0];
        stdin.write_all(format!("{mv}\n").as_bytes()).unwrap();
    }
    let status = child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(status.success(), "{seen}\n{err}");
    assert!(seen.contains("took back "), "{seen}");
    assert!(seen.contains("the engine wins"), "{seen}");
    let rec = read_canonical(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert!(rec.plies.len() <= 15, "{} plies", rec.plies.len());
    assert_eq!(rec.meta.outcome.winner, Some(Color::A));
    assert!(matches!(
        rec.meta.outcome.termination,
        Termination::KingCapture | Termination::Try
    ));
    let out = ok(
        dir.path(),
        &[
            "--pieces",
            "GMP",
            "annotate",
            "--json",
            record.to_str().unwrap(),
        ],
    );
    let a: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(a["result"]["disagreement"], serde_json::Value::Null);
    for p in a["plies"].as_array().unwrap() {
        if p["side"] == "a" {
            assert!(p["verdict"] == "best" || p["verdict"] == "only move", "{p}");
        }
    }
}

/// Runs `sibi --pieces GMP play args` in `dir` (its table folder) with `input` on standard
/// input; the output, stdout and stderr as text.
fn play_bytes(
    dir: &std::path::Path,
    args: &[&str],
    input: &[u8],
) -> (std::process::Output, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", "GMP", "play"])
        .args(args)
        .current_dir(dir)
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(input)?;
            c.wait_with_output()
        })
        .unwrap();
    let out = String::from_utf8(o.stdout.clone()).unwrap();
    let err = String::from_utf8(o.stderr.clone()).unwrap();
    (o, out, err)
}

/// A line that is not UTF-8, a line longer than `MAX_QUERY_BYTES` and a 10,000-character
/// word are each refused with a short message, and the game goes on to its record (the move
/// after them is played).
#[test]
fn bad_lines_are_refused_and_the_game_goes_on() {
    use sibi_solver::limits::{MAX_ECHO_CHARS, MAX_QUERY_BYTES};
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let record = dir.path().join("y.gibo");
    let mut input = b"\xff\xfe\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', MAX_QUERY_BYTES * 3));
    input.push(b'\n');
    let word = "Z".repeat(MAX_ECHO_CHARS * 10);
    input.extend(format!("{word}\nB2C2\nquit\n").as_bytes());
    let (o, out, err) = play_bytes(
        dir.path(),
        &[
            "--level",
            "1",
            "--seed",
            "1",
            "--record",
            record.to_str().unwrap(),
            WON,
        ],
        &input,
    );
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(out.contains("the line is not valid UTF-8"), "{out}");
    assert!(
        out.contains(&format!("the line is longer than {MAX_QUERY_BYTES} bytes")),
        "{out}"
    );
    assert!(!out.contains("xxxxxxxxxx"), "{out}");
    // The long word is quoted cut: MAX_ECHO_CHARS of it, then `…`.
    let quoted = format!("`{}…`", &word[..MAX_ECHO_CHARS]);
    assert!(out.contains(&quoted), "{out}");
    assert!(out.len() < 20_000, "{} bytes of output", out.len());
    let rec = read_canonical(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert_eq!(rec.plies[0].mv.to_string(), "B2C2");
}

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP at the prompt stop the game and its record is still
/// written, with the moves played so far (exit code 128 + the signal's number).
#[test]
fn a_signal_at_the_prompt_writes_the_record() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    for (signal, name) in [
        (libc::SIGINT, "SIGINT"),
        (libc::SIGTERM, "SIGTERM"),
        (libc::SIGHUP, "SIGHUP"),
    ] {
        let record = dir.path().join(format!("{name}.gibo"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_sibi"))
            // English, whatever the machine's language.
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args(["--pieces", "GMP", "play", "--level", "1", "--seed", "2"])
            .args(["--record", record.to_str().unwrap(), WON])
            .env("SIBI_TABLEBASE_DIR", dir.path())
            .env_remove("SIBI_TABLEBASE")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel::<Vec<u8>>();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let mut seen = String::new();
        let mut prompts = 0;
        while let Ok(chunk) = rx.recv_timeout(Duration::from_secs(30)) {
            seen.push_str(&String::from_utf8(chunk).unwrap());
            if seen.matches("your move (Green)> ").count() > prompts {
                prompts += 1;
                if prompts == 1 {
                    stdin.write_all(b"B2C2\n").unwrap();
                } else {
                    // Waiting at the second prompt, stdin still open.
                    let pid = child.id() as libc::pid_t;
                    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
                    break;
                }
            }
        }
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(128 + signal), "{name}: {seen}\n{err}");
        assert!(err.contains("record: "), "{name}: {err}");
        let rec = read_canonical(&std::fs::read_to_string(&record).unwrap()).unwrap();
        assert_eq!(rec.plies.len(), 2, "{name}");
        assert_eq!(rec.plies[0].mv.to_string(), "B2C2");
        assert_eq!(rec.meta.outcome.termination, Termination::Unfinished);
        drop(stdin);
    }
}

/// `--tablebase FILE` alone gives the game its rules and pieces from the file's header, as
/// `probe` and `best` take them: a `GMP` table named by its path plays `K3/4/3k GMP a` (it
/// used to read the position under the full set, `GGMMPP`, and refuse it).
#[test]
fn the_piece_set_comes_from_the_table_file() {
    let dir = tempfile::tempdir().unwrap();
    let table = dir.path().join("gmp.sibi");
    let t = table.to_str().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate", "--output", t]);
    let record = dir.path().join("g.gibo");
    let (out, err) = run_with_input(
        dir.path(),
        &[
            "play",
            "--tablebase",
            t,
            "--level",
            "10",
            "--seed",
            "3",
            "--record",
            record.to_str().unwrap(),
            "K3/4/3k GMP a",
        ],
        "quit\n",
        0,
    );
    assert!(
        !err.contains("GGMMPP") && !out.contains("GGMMPP"),
        "{out}\n{err}"
    );
    assert!(out.contains("you are Green"), "{out}");
    let rec = read_canonical(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let start = Position::parse("K3/4/3k GMP a", Rules::TwelveJanggi, gmp()).unwrap();
    assert_eq!(rec.meta.position, Some(start));
    // The same with `$SIBI_TABLEBASE` naming the file; its record replaces the first game's
    // (a record sibi wrote, which begins with a comment line: no --force needed).
    let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
        .args([
            "play",
            "--record",
            record.to_str().unwrap(),
            "K3/4/3k GMP a",
        ])
        .env("SIBI_TABLEBASE", &table)
        .env("SIBI_TABLEBASE_DIR", dir.path())
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(b"quit\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(!err.contains("GGMMPP"), "{err}");
}
