//! End-to-end tests of the commands that read a table file — `sibi probe`, `sibi info`,
//! `sibi verify` — and of an interrupted `sibi generate`, on tiny piece sets in temporary
//! table folders (`SIBI_TABLEBASE_DIR`).
//!
//! Expected values come from hand analysis (kings only, docs/RULES.md "Values and distance", as in
//! the solver's tests) or from the library's solver, which `solver/tests/solver.rs` checks
//! against an independent reference solver.

use sibi_test_support as common;

use std::process::Command;

use common::{group, ok, run_with_input as run};

use serde_json::Value as Json;
use sibi_solver::solve::{solve, NoProgress, Solution, Value};
use sibi_solver::{table as tablebase, PieceSet, Position, Rules, Successor};

fn set(s: &str) -> PieceSet {
    s.parse().expect("piece set")
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temporary folder")
}

fn solved(rules: Rules, pieces: &str) -> Solution {
    solve(rules, set(pieces), &NoProgress).expect("solve")
}

/// `win`/`loss`/`draw` and the distance of a value.
fn wdl(v: Value) -> (&'static str, Option<u16>) {
    match v {
        Value::Win(n) => ("win", Some(n)),
        Value::Loss(n) => ("loss", Some(n)),
        Value::Draw => ("draw", None),
    }
}

/// Kings only, values worked out by hand (see `solver/tests/solver.rs`, `kings_only_by_hand`).
#[test]
fn probe_kings_only_by_hand() {
    let dir = tempdir();
    let dir = dir.path();
    ok(dir, &["--pieces=-", "generate"]);
    assert!(dir.join("twelve-janggi-K.sibi").is_file());
    let probe = |args: &[&str]| {
        let mut all = vec!["--pieces=-", "probe"];
        all.extend_from_slice(args);
        ok(dir, &all)
    };
    // a's 王 C1, d's B3: C1→D1 enters d's camp out of reach: win 2.
    assert_eq!(probe(&["2K1/4/1k2 - a"]), "2K1/4/1k2 - a\twin in 2 plies\n");
    // Unquoted, as three words; and several positions at once, answered in order.
    assert_eq!(
        probe(&["K3/4/1k2", "-", "a", "4/1Kk1/4 - a", "k3/2K1/4 - a"]),
        "K3/4/1k2 - a\tloss in 3 plies\n4/1Kk1/4 - a\twin in 1 ply\nk3/2K1/4 - a\tloss in 1 ply\n"
    );
    // Finished: a's 王 on D1 holds the try.
    let out = probe(&["3K/4/1k2 - a"]);
    assert!(
        out.starts_with("3K/4/1k2 - a\twin in 0 plies, game over: "),
        "{out}"
    );
    // The moves form: after C1D1 d (K B3 vs a's K D1) cannot reach D1: loss 1.
    assert_eq!(
        probe(&["2K1/4/1k2 - a", "moves", "C1D1"]),
        "3K/4/1k2 - d\tloss in 1 ply\n"
    );
    // Two moves: K C1→D1, then d's B3→C3 — a holds the try.
    let out = probe(&["2K1/4/1k2 - a moves C1D1 B3C3"]);
    assert!(
        out.starts_with("3K/4/2k1 - a\twin in 0 plies, game over:"),
        "{out}"
    );
    // Ending with a king capture: the game is over, lost for the side whose 王 was taken.
    let out = probe(&["4/1Kk1/4 - a moves B2C2"]);
    assert_eq!(
        out,
        "4/1Kk1/4 - a moves B2C2\tloss in 0 plies, game over: B2C2 captured Red's 王, Green wins\n"
    );
    let (out, _) = run(
        dir,
        &["--pieces=-", "probe", "--json", "4/1Kk1/4 - a moves B2C2"],
        "",
        0,
    );
    let j: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(j["input"], "4/1Kk1/4 - a moves B2C2");
    assert!(j["position"].is_null(), "{j}");
    assert_eq!(j["value"]["wdl"], "loss");
    assert_eq!(j["value"]["dtm"], 0);
    assert_eq!(j["game_over"], true);
    assert_eq!(j["reason"], "king-capture");
}

/// A batch of positions through standard input, `--json`, against the library's values; bad
/// lines in between are reported in place.
#[test]
fn probe_batch_and_json_against_the_library() {
    let dir = tempdir();
    let dir = dir.path();
    let (rules, pieces) = (Rules::Dobutsu, "GMP");
    ok(dir, &["--rules", "dobutsu", "--pieces", pieces, "generate"]);
    let sol = solved(rules, pieces);
    // Every 997th index's position, and the same rotated (the other player to move).
    let index = sol.index();
    let mut positions = Vec::new();
    for i in (0..index.len()).step_by(997) {
        if let Some(p) = index.unrank(i, rules) {
            positions.push(p);
            positions.push(p.rotate().mirror());
        }
    }
    assert!(positions.len() > 1000);
    let mut input: Vec<String> = positions.iter().map(Position::to_string).collect();
    input.insert(3, "M2g/KPppk/G2m - a".to_string()); // malformed
    input.insert(7, String::new()); // empty
    input.insert(9, "K1k1/3p/2g1 MG a".to_string()); // another piece set
    let stdin = input.join("\n") + "\n";
    let args = ["--rules", "dobutsu", "--pieces", pieces, "probe", "--json"];
    let (out, err) = run(dir, &args, &stdin, 2);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), input.len(), "one answer per input line");
    let mut p = positions.iter();
    for (k, (line, inp)) in lines.iter().zip(&input).enumerate() {
        let j: Json = serde_json::from_str(line).expect("a JSON line");
        if [3, 7, 9].contains(&k) {
            assert_eq!(j["input"], inp.as_str(), "{line}");
            assert!(j["error"].as_str().is_some_and(|e| !e.is_empty()), "{line}");
            assert!(
                err.contains(&format!("error: line {}, {inp:?}", k + 1)),
                "{err}"
            );
            continue;
        }
        let pos = p.next().unwrap();
        let (w, d) = wdl(sol.value(pos));
        assert_eq!(j["position"], pos.to_string());
        assert_eq!(j["input"], pos.to_string());
        assert_eq!(j["value"]["wdl"], w, "{pos}");
        assert_eq!(j["value"]["dtm"].as_u64(), d.map(u64::from), "{pos}");
        assert_eq!(j["game_over"], pos.game_over(rules).is_some(), "{pos}");
    }
    assert!(err.contains("bad position text, column 9"), "{err}");
    assert!(err.contains("empty input"), "{err}");
    assert!(err.contains("impossible position"), "{err}");

    // Text mode: the bad lines are only on stderr.
    let args = ["--rules", "dobutsu", "--pieces", pieces, "probe"];
    let (out, _) = run(dir, &args, &stdin, 2);
    assert_eq!(out.lines().count(), positions.len());
    for (line, pos) in out.lines().zip(&positions) {
        let answer = format!("{pos}\t{}", en(sol.value(pos)));
        match pos.game_over(rules) {
            None => assert_eq!(line, answer),
            Some(_) => assert!(line.starts_with(&(answer + ", game over: ")), "{line}"),
        }
    }
    // All good lines: exit 0.
    let good: String = positions[..20].iter().map(|p| format!("{p}\n")).collect();
    let (out, err) = run(dir, &args, &good, 0);
    assert_eq!(out.lines().count(), 20);
    assert!(err.is_empty(), "{err}");
}

/// The moves form against the library: each move of the best line from a long win, one by
/// one, gives the value of the position it reaches; an illegal move is an error.
#[test]
fn probe_moves_form() {
    let dir = tempdir();
    let dir = dir.path();
    let (rules, pieces) = (Rules::TwelveJanggi, "GMP");
    ok(dir, &["--pieces", pieces, "generate"]);
    let sol = solved(rules, pieces);
    let start = "K1k1/3p/2g1 M a";
    let mut pos = Position::parse(start, rules, set(pieces)).unwrap();
    assert_eq!(sol.value(&pos), Value::Win(43));
    let mut moves = Vec::new();
    for _ in 0..6 {
        // A move that keeps the value: into a position worth exactly the value one ply less.
        let v = sol.value(&pos);
        let m = pos
            .legal_moves(rules)
            .into_iter()
            .find(|&m| matches!(pos.play_unchecked(m), Successor::Position(c) if sol.value(&c).back() == v))
            .expect("a best move");
        let Successor::Position(next) = pos.play_unchecked(m) else {
            unreachable!()
        };
        moves.push(m.to_string());
        pos = next;
        let mut args = vec!["--pieces", pieces, "probe", start, "moves"];
        args.extend(moves.iter().map(String::as_str));
        assert_eq!(
            ok(dir, &args),
            format!("{pos}\t{}\n", en(sol.value(&pos))),
            "{moves:?}"
        );
    }
    // An illegal move, and moves after a king capture: bad input (exit 2), reason on stderr.
    let (out, err) = run(
        dir,
        &["--pieces", pieces, "probe", start, "moves", "A1A3"],
        "",
        2,
    );
    assert!(out.is_empty());
    assert!(err.contains("move 1 (A1A3)"), "{err}");
    let (_, err) = run(dir, &["--pieces", pieces, "probe", start, "moves"], "", 2);
    assert!(err.contains("at least one move"), "{err}");
}

#[test]
fn probe_needs_the_right_table() {
    let dir = tempdir();
    let dir = dir.path();
    let (_, err) = run(dir, &["--pieces", "GM", "probe", "K1k1/3G/2m1 - a"], "", 2);
    assert!(
        err.contains("sibi generate --rules twelve-janggi --pieces GM"),
        "{err}"
    );
    assert!(
        err.contains(&dir.join("twelve-janggi-GM.sibi").display().to_string()),
        "{err}"
    );
    ok(dir, &["--rules", "dobutsu", "--pieces", "GM", "generate"]);
    let table = dir.join("dobutsu-GM.sibi");
    let (_, err) = run(
        dir,
        &[
            "--rules",
            "twelve-janggi",
            "--pieces",
            "GM",
            "probe",
            "--tablebase",
            table.to_str().unwrap(),
            "K1k1/3G/2m1 - a",
        ],
        "",
        2,
    );
    assert!(err.contains("holds the table of dobutsu GM"), "{err}");
    // SIBI_TABLEBASE is used when --tablebase is not given.
    let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args([
            "--rules",
            "dobutsu",
            "--pieces",
            "GM",
            "probe",
            "K1k1/3G/2m1 - a",
        ])
        .env("SIBI_TABLEBASE_DIR", dir.join("nothing-here"))
        .env("SIBI_TABLEBASE", &table)
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // A table of an older file format (version 1: bytes 8..12 of the header) is outdated: the
    // message says so and gives the command that makes a new one.
    let mut bytes = std::fs::read(&table).unwrap();
    bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
    let old = dir.join("old.sibi");
    std::fs::write(&old, bytes).unwrap();
    let old_arg = old.to_str().unwrap();
    let (_, err) = run(
        dir,
        &[
            "--rules",
            "dobutsu",
            "--pieces",
            "GM",
            "probe",
            "--tablebase",
            old_arg,
            "K1k1/3G/2m1 - a",
        ],
        "",
        2,
    );
    assert!(
        err.contains("the table file format version 1, but this program reads version 2"),
        "{err}"
    );
    assert!(
        err.contains("sibi generate --rules dobutsu --pieces GM"),
        "{err}"
    );
}

#[test]
fn info_shows_the_header() {
    let dir = tempdir();
    let dir = dir.path();
    ok(dir, &["--pieces", "GM", "generate"]);
    let sol = solved(Rules::TwelveJanggi, "GM");
    let counts = sol.counts();
    let path = dir.join("twelve-janggi-GM.sibi");
    let size = std::fs::metadata(&path).unwrap().len();
    let out = ok(dir, &["--pieces", "GM", "info"]);
    for needle in [
        format!("file:            {}", path.display()),
        "format:          sibi tablebase format 2\n".to_string(),
        "rules:           twelve-janggi (rules version 1)\n".to_string(),
        "index scheme:    sibi-kingclass-cohort-colex (version 1)\n".to_string(),
        "piece set:       GM\n".to_string(),
        // 132 × 444 = 58,608 positions (see generate.rs).
        "legal positions: 58,608 (mirror images apart".to_string(),
        format!("size:            {} bytes", group(size)),
        format!("{:.4} per legal position", 8.0 * size as f64 / 58_608.0),
        "checksum:        XXH3-64 ".to_string(),
        "value encoding:  One u16 code per index".to_string(),
    ] {
        assert!(out.contains(&needle), "{needle:?} missing in\n{out}");
    }
    assert_eq!(counts.positions, 58_608);

    // --json, and an explicit FILE of another rule set (info shows any table).
    ok(dir, &["--rules", "dobutsu", "--pieces", "P", "generate"]);
    let other = dir.join("dobutsu-P.sibi");
    let (out, _) = run(dir, &["info", "--json", other.to_str().unwrap()], "", 0);
    let j: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(j["rules"], "dobutsu");
    assert_eq!(j["piece_set"], "P");
    assert_eq!(j["legal_positions"], 5_544);
    assert_eq!(j["value_width"], 2);
    assert_eq!(j["file_bytes"], std::fs::metadata(&other).unwrap().len());
    assert_eq!(j["file_checksum"].as_str().unwrap().len(), 16);
    let parts = [
        "header_bytes",
        "dictionary_bytes",
        "block_bytes",
        "block_table_bytes",
    ];
    let sum: u64 = parts.iter().map(|k| j[*k].as_u64().unwrap()).sum();
    assert_eq!(Some(sum), j["file_bytes"].as_u64());

    // Missing: the command that makes it; not a table: refused.
    let (_, err) = run(dir, &["--pieces", "GMP", "info"], "", 2);
    assert!(
        err.contains("sibi generate --rules twelve-janggi --pieces GMP"),
        "{err}"
    );
    let junk = dir.join("junk.sibi");
    std::fs::write(&junk, "junk").unwrap();
    let (_, err) = run(dir, &["info", junk.to_str().unwrap()], "", 2);
    assert!(err.contains("not a usable sibi table"), "{err}");

    // A table cut by one byte is called damaged whatever the options: with --pieces of its
    // set, and without (the default set, another than the file's) — it was once called "the
    // table of twelve-janggi GMP", as if only the options were wrong.
    ok(dir, &["--pieces", "GMP", "generate"]);
    let mut bytes = std::fs::read(dir.join("twelve-janggi-GMP.sibi")).unwrap();
    bytes.pop();
    let cut = dir.join("cut.sibi");
    std::fs::write(&cut, &bytes).unwrap();
    for global in [&["--pieces", "GMP"][..], &[]] {
        let mut args = global.to_vec();
        args.extend([
            "probe",
            "--tablebase",
            cut.to_str().unwrap(),
            "K3/1k2/4 GMP a",
        ]);
        let (_, err) = run(dir, &args, "", 2);
        assert!(
            err.contains("is not a usable sibi table: truncated"),
            "{global:?}: {err}"
        );
    }
}

#[test]
fn verify_good_tampered_and_damaged_tables() {
    let dir = tempdir();
    let dir = dir.path();
    let (rules, pieces) = (Rules::TwelveJanggi, "GP");
    ok(dir, &["--pieces", pieces, "generate"]);
    let out = ok(dir, &["--pieces", pieces, "verify"]);
    assert!(out.contains("mismatches: 0\n"), "{out}");
    assert!(
        out.contains("result:     OK, every position holds"),
        "{out}"
    );

    // A table with one wrong value but valid checksums, written through the library: a win of
    // the solved table given a distance 2 longer.
    let sol = solved(rules, pieces);
    let n = sol.index().solved_len();
    let tampered_at = (0..n)
        .find(|&i| {
            matches!(sol.value_at(i), Some(Value::Win(d)) if d >= 3)
                && sibi_solver::solve::trivial_value(&sol.index().unrank(i, rules).unwrap(), rules)
                    .is_none()
        })
        .expect("a stored win");
    let bad = Solution::from_fn(rules, set(pieces), |i, _| match sol.value_at(i).unwrap() {
        Value::Win(d) if i == tampered_at => Value::Win(d + 2),
        v => v,
    })
    .unwrap();
    let path = dir.join("tampered.sibi");
    tablebase::save(&bad, sol.counts().positions, &path, &NoProgress).unwrap();
    let args = [
        "--pieces",
        pieces,
        "verify",
        "--tablebase",
        path.to_str().unwrap(),
    ];
    let (out, _) = run(dir, &args, "", 1);
    let pos = sol.index().unrank(tampered_at, rules).unwrap();
    let Some(Value::Win(d)) = sol.value_at(tampered_at) else {
        unreachable!()
    };
    let line = format!(
        "mismatch: {pos}  stored win in {} plies, expected win in {d} plies (index {tampered_at})",
        d + 2
    );
    assert!(out.contains(&line), "{line:?} missing in\n{out}");
    assert!(out.contains("result:     FAILED"), "{out}");
    // Its predecessors may now disagree too; all are counted.
    assert!(!out.contains("mismatches: 0\n"), "{out}");

    // A damaged block: exit code 1 and the block named.
    let good = dir.join("twelve-janggi-GP.sibi");
    let mut bytes = std::fs::read(&good).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x40;
    let damaged = dir.join("damaged.sibi");
    std::fs::write(&damaged, &bytes).unwrap();
    let args = [
        "--pieces",
        pieces,
        "verify",
        "--tablebase",
        damaged.to_str().unwrap(),
    ];
    let (out, err) = run(dir, &args, "", 1);
    assert!(err.contains("is damaged: block"), "{err}");
    assert!(out.contains("FAILED"), "{out}");

    // Missing table: exit code 2.
    let (_, err) = run(dir, &["--pieces", "GGP", "verify"], "", 2);
    assert!(err.contains("sibi generate"), "{err}");
}

/// A killed `generate` leaves `FILE.tmp` (never a partial FILE); the next run says so,
/// removes it and writes the table.
#[test]
fn generate_after_an_interrupted_one() {
    let dir = tempdir();
    let dir = dir.path();
    let table = dir.join("twelve-janggi-P.sibi");
    let temp = dir.join("twelve-janggi-P.sibi.tmp");
    std::fs::write(&temp, b"half a table").unwrap();
    let (out, err) = run(dir, &["--pieces", "P", "generate"], "", 0);
    assert!(
        err.contains(&format!(
            "a previous generate of this table was interrupted, removing {}",
            temp.display()
        )),
        "{err}"
    );
    assert!(out.contains("table:      "), "{out}");
    assert!(table.is_file());
    assert!(!temp.exists());
    // The next run has nothing to say about it.
    let (_, err) = run(dir, &["--pieces", "P", "generate"], "", 0);
    assert!(!err.contains("interrupted"), "{err}");
}

/// A value as the English reports word it: `win in 5 plies`.
fn en(v: sibi_solver::Value) -> String {
    sibi_words::catalogue::facts::value_short(sibi_words::catalogue::Lang::En, v)
}
