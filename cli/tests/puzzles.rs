//! `sibi puzzles` on the small piece set `GMP` (solved in a fraction of a second) in a
//! temporary table folder: its counts and puzzles are the library's search over a table solved
//! here (the search itself is checked against a forward-search reference in
//! `solver/tests/puzzle.rs`), every listed puzzle passes the library's test and its solution
//! starts with the only winning move, the same seed lists the same puzzles, `--build` writes
//! the puzzle file (no temporary file left), and bad options exit with code 2.

use sibi_test_support as common;

use common::{ok, run};
use serde_json::Value as Json;
use sibi_solver::query::puzzle::{check, find, Filter, Scope};
use sibi_solver::query::rank_moves;
use sibi_solver::solve::{solve, NoProgress, Value};
use sibi_solver::{PieceSet, Position, Rules};

const RULES: Rules = Rules::TwelveJanggi;

fn folder_with_table() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate"]);
    dir
}

#[test]
fn counts_and_puzzles_are_the_librarys() {
    let dir = folder_with_table();
    let pieces: PieceSet = "GMP".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let found = find(&table, Scope::Any, Filter::for_pieces(pieces), &NoProgress);

    let out = ok(
        dir.path(),
        &[
            "--pieces", "GMP", "puzzles", "--json", "--plies", "7", "--count", "4", "--seed", "9",
        ],
    );
    let j: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(
        j["scope"], "any",
        "GMP has no start position: every position"
    );
    assert_eq!(j["filter"]["max_owned"], 1);
    let counts = j["counts"].as_array().unwrap();
    assert_eq!(counts.len(), found.counts.len());
    for (c, f) in counts.iter().zip(&found.counts) {
        assert_eq!(c["plies"], f.plies);
        assert_eq!(c["candidates"], f.candidates);
        assert_eq!(c["puzzles"], f.puzzles);
    }
    let puzzles = j["puzzles"].as_array().unwrap();
    let sevens = found.of_length(7).len();
    assert_eq!(puzzles.len(), sevens.min(4));
    for p in puzzles {
        assert_eq!(p["plies"], 7);
        let pos = Position::parse(p["position"].as_str().unwrap(), RULES, pieces).unwrap();
        assert_eq!(check(&table, &pos, Filter::for_pieces(pieces)), Ok(Ok(7)));
        // The answer is the only move whose label is a win, and it wins in 7.
        let wins: Vec<String> = rank_moves(&table, &pos)
            .unwrap()
            .into_iter()
            .filter(|m| matches!(m.value, Value::Win(_)))
            .map(|m| m.mv.to_string())
            .collect();
        assert_eq!(wins.len(), 1);
        assert_eq!(p["solution"]["answers"][0], wins[0].as_str());
        assert_eq!(p["solution"]["value"]["dtm"], 7);
        assert_eq!(p["solution"]["defences"][0]["value"]["wdl"], "loss");
    }
    // The same seed gives the same puzzles; the text form lists them too.
    let again = ok(
        dir.path(),
        &[
            "--pieces", "GMP", "puzzles", "--json", "--plies", "7", "--count", "4", "--seed", "9",
        ],
    );
    let k: Json = serde_json::from_str(&again).unwrap();
    assert_eq!(k["puzzles"], j["puzzles"]);
    let text = ok(
        dir.path(),
        &[
            "--pieces", "GMP", "puzzles", "--plies", "7", "--count", "1", "--seed", "9",
        ],
    );
    let first = puzzles[0]["position"].as_str().unwrap();
    assert!(text.contains(first), "{text}");
    assert!(text.contains("wins in 7 plies"), "{text}");
    assert!(text.contains("the only winning move"), "{text}");
}

#[test]
fn build_writes_the_puzzle_file() {
    let dir = folder_with_table();
    let out = dir.path().join("p.json");
    let o = out.to_str().unwrap();
    ok(
        dir.path(),
        &[
            "--pieces", "GMP", "puzzles", "--build", "--output", o, "--count", "0",
        ],
    );
    let f: Json = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(f["format"], "sibi-puzzles 1");
    assert_eq!(f["pieces"], "GMP");
    let lengths = f["lengths"].as_array().unwrap();
    assert!(lengths.len() >= 5);
    for l in lengths {
        let n = l["plies"].as_u64().unwrap();
        let count = f["counts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["plies"] == n)
            .unwrap()["puzzles"]
            .as_u64()
            .unwrap();
        let kept = l["positions"].as_array().unwrap().len() as u64;
        assert_eq!(kept, count.min(500), "length {n}");
    }
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn bad_options_exit_2() {
    let dir = folder_with_table();
    let (_, err) = run(
        dir.path(),
        &["--pieces", "GMP", "puzzles", "--plies", "1"],
        2,
    );
    assert!(err.contains("--plies"), "{err}");
    let missing = dir.path().join("no/such/folder/p.json");
    let (out, err) = run(
        dir.path(),
        &[
            "--pieces",
            "GMP",
            "puzzles",
            "--build",
            "--output",
            missing.to_str().unwrap(),
        ],
        2,
    );
    assert!(out.is_empty());
    assert!(err.contains("no such folder"), "{err}");
    let (_, err) = run(dir.path(), &["--pieces", "GM", "puzzles"], 2);
    assert!(err.contains("sibi generate"), "{err}");
}

/// `--build --output` that the write could not make is refused before the search, with exit
/// code 2 and the reason: `/proc/self/fd/1` with standard output a regular file (the name reads
/// as that file, but its folder takes no temporary file — it used to fail only after the whole
/// search, about 90 s on the full table), and a folder of `/sys`, where no file can be made.
/// No work is reported on stderr and no temporary file is left.
#[test]
fn an_output_that_cannot_be_written_is_refused_before_the_search() {
    use std::process::{Command, Stdio};
    let dir = folder_with_table();
    let stdout_file = dir.path().join("stdout.txt");
    for output in ["/proc/self/fd/1", "/sys/p.json"] {
        let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
            .args(["--pieces", "GMP", "puzzles", "--build", "--output", output])
            .env("SIBI_TABLEBASE_DIR", dir.path())
            .env_remove("SIBI_TABLEBASE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&stdout_file).unwrap())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{output}: {err}");
        assert!(
            err.contains(&format!("--output {output}, cannot write there")),
            "{output}: {err}"
        );
        assert!(err.contains(&format!("cannot write {output}.tmp")), "{err}");
        // Refused before reading the table: no phase of the work on stderr, one line in all.
        assert_eq!(err.lines().count(), 1, "{output}: {err}");
        assert!(
            !err.contains("reading") && !err.contains("puzzles per length"),
            "{err}"
        );
        assert_eq!(std::fs::read_to_string(&stdout_file).unwrap(), "");
    }
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

/// `--kind hold`: the counts per chain length are the library's, each puzzle listed is a
/// holding puzzle of its length, its line starts with the only drawing move, and the text
/// report (English) names the kind; the default kind's output has no holding counts.
#[test]
fn holding_puzzles_are_the_librarys() {
    let dir = folder_with_table();
    let pieces: PieceSet = "GMP".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let found = find(&table, Scope::Any, Filter::for_pieces(pieces), &NoProgress);
    let args = [
        "--pieces", "GMP", "puzzles", "--kind", "hold", "--json", "--turns", "3", "--count", "4",
    ];
    let j: Json = serde_json::from_str(&ok(dir.path(), &args)).unwrap();
    assert_eq!(j["kind"], "hold");
    assert_eq!(j["drawn"], found.holding.drawn);
    let counts = j["counts"].as_array().unwrap();
    assert_eq!(counts.len(), found.holding.counts.len());
    for (c, f) in counts.iter().zip(&found.holding.counts) {
        assert_eq!(
            (c["turns"].as_u64(), c["puzzles"].as_u64()),
            (Some(u64::from(f.turns)), Some(f.puzzles))
        );
    }
    let puzzles = j["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), found.holding.of_turns(3).len().min(4));
    for p in puzzles {
        assert_eq!(p["turns"], 3);
        let pos = Position::parse(p["position"].as_str().unwrap(), RULES, pieces).unwrap();
        assert_eq!(sibi_solver::query::hold::check(&table, &pos), Ok(Some(3)));
        let (only, _) = sibi_solver::query::hold::only_hold(&table, &pos)
            .unwrap()
            .unwrap();
        assert_eq!(p["line"][0], only.to_string());
        // Three turns of the defender, two replies between them.
        assert_eq!(p["line"].as_array().unwrap().len(), 5);
    }
    let text = ok(
        dir.path(),
        &[
            "--lang", "en", "--pieces", "GMP", "puzzles", "--kind", "hold", "--count", "1",
        ],
    );
    assert!(text.contains("holding puzzles per chain length"), "{text}");
    assert!(text.contains("(the only move that holds)"), "{text}");
    let win = ok(
        dir.path(),
        &["--lang", "en", "--pieces", "GMP", "puzzles", "--count", "0"],
    );
    assert!(!win.contains("holding"), "{win}");
}
