//! End-to-end tests of `sibi best` on tiny piece sets (tables generated into temporary folders
//! through `SIBI_TABLEBASE_DIR`). Expected values come from the library's in-memory solver
//! (checked against a reference solver in `solver/tests/solver.rs`) and from one ply of search
//! done here over the solver's values, not from the table file or `sibi_solver::probe`.

use sibi_test_support as common;

use std::path::Path;

use common::{ok, run};

use serde_json::Value as Json;
use sibi_solver::solve::{solve, NoProgress, Solution, Value};
use sibi_solver::{PieceSet, Position, Rules, Successor};

fn json(dir: &Path, pieces: &str, pos: &str) -> Json {
    let out = ok(dir, &["--pieces", pieces, "best", "--json", pos]);
    assert_eq!(out.lines().count(), 1, "{out}");
    serde_json::from_str(&out).expect("valid JSON")
}

fn wdl(v: Value) -> (&'static str, Option<u16>) {
    match v {
        Value::Win(n) => ("win", Some(n)),
        Value::Loss(n) => ("loss", Some(n)),
        Value::Draw => ("draw", None),
    }
}

/// The `value` of a JSON object (a position's report or a labelled move): `{"wdl", "dtm"}`.
fn json_value(j: &Json) -> (String, Option<u16>) {
    let v = &j["value"];
    (
        v["wdl"].as_str().expect("wdl").to_string(),
        v["dtm"].as_u64().map(|n| n as u16),
    )
}

fn same(j: &Json, v: Value) -> bool {
    let (w, d) = wdl(v);
    json_value(j) == (w.to_string(), d)
}

/// The label of each legal move of `pos`, by one ply over the solver's values.
fn labels(table: &Solution, pos: &Position, rules: Rules) -> Vec<(String, Value)> {
    pos.legal_moves(rules)
        .into_iter()
        .map(|m| {
            let v = match pos.play_unchecked(m) {
                Successor::KingCapture => Value::Win(1),
                Successor::Position(c) => table.value(&c).back(),
            };
            (m.to_string(), v)
        })
        .collect()
}

#[test]
fn win_in_one_lists_the_king_capture_first() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    ok(dir, &["--pieces", "P", "generate"]);
    // a's 王 A1 next to d's 王 B2: A1B2 takes it.
    let out = ok(dir, &["--pieces", "P", "best", "K3/1k2/4 P a"]);
    assert!(out.starts_with("position: K3/1k2/4 P a\nvalue:    win in 1 ply for Green"));
    let winning = out.split("winning (1):\n").nth(1).expect("a winning group");
    assert!(
        winning.starts_with("    A1B2   win in 1 ply     王 A1 → B2 (王x)\n"),
        "{out}"
    );
    assert!(out.contains("\nbest: A1B2 (win in 1 ply)\n"), "{out}");
    assert!(
        out.contains("principal variation (both sides perfect), 1 ply:"),
        "{out}"
    );
    assert!(out.contains("end: A1B2 captured Red's 王, Green wins"));
    assert!(out.contains("final board:"));
    let j = json(dir, "P", "K3/1k2/4 P a");
    assert_eq!(j["value"]["wdl"], "win");
    assert_eq!(j["value"]["dtm"], 1);
    assert_eq!(j["game_over"], false);
    assert_eq!(j["moves"][0]["move"], "A1B2");
    assert_eq!(j["moves"][0]["hanja"], "王 A1 → B2 (王x)");
    assert_eq!(j["moves"][0]["value"]["wdl"], "win");
    assert_eq!(j["moves"][0]["value"]["dtm"], 1);
    assert!(j["moves"][0]["position_after"].is_null());
    assert_eq!(j["best"].as_array().unwrap().len(), 1);
    assert_eq!(j["pv"]["end"], "king-capture");
    assert!(j["pv"]["final_position"].is_null());
    assert_eq!(j["pv"]["moves"].as_array().unwrap().len(), 1);

    // The moves form, and a game over: after A1B2 the game has ended.
    let j = json(dir, "P", "K3/1k2/4 P a moves A1B2");
    assert_eq!(j["input"], "K3/1k2/4 P a moves A1B2");
    assert!(
        j["position"].is_null(),
        "no position after a king capture: {j}"
    );
    assert_eq!(j["game_over"], true);
    assert_eq!(j["reason"], "king-capture");
    assert_eq!(j["value"]["dtm"], 0);
    // The try held: win 0, no moves.
    let j = json(dir, "P", "3K/4/1k2 P a");
    assert_eq!(j["value"]["wdl"], "win");
    assert_eq!(j["value"]["dtm"], 0);
    assert_eq!(j["reason"], "try");
    assert_eq!(j["pv"]["end"], "try");
    assert_eq!(j["moves"].as_array().unwrap().len(), 0);
}

/// A few GP positions of each kind not over: six wins, six losses, six draws, then the longest
/// win (25 plies).
fn sample(table: &Solution, rules: Rules) -> Vec<Position> {
    let mut sample: Vec<Position> = Vec::new();
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    let mut longest: Option<(u16, Position)> = None;
    let index = table.index().clone();
    let mut k = 0u64;
    index.for_each_in(0..index.solved_len(), rules, |_, pos| {
        let Some(pos) = pos else { return };
        if pos.game_over(rules).is_some() {
            return;
        }
        k += 1;
        let v = table.value(&pos);
        if let Value::Win(n) = v {
            if longest.is_none_or(|(m, _)| n > m) {
                longest = Some((n, pos));
            }
        }
        // Every 97th win or loss; draws are rare (0.6 %): the first ones.
        if !k.is_multiple_of(97) && v != Value::Draw {
            return;
        }
        let slot = match v {
            Value::Win(_) => &mut wins,
            Value::Loss(_) => &mut losses,
            Value::Draw => &mut draws,
        };
        if *slot < 6 {
            *slot += 1;
            sample.push(pos);
        }
    });
    assert_eq!((wins, losses, draws), (6, 6, 6));
    let (n, far) = longest.unwrap();
    assert_eq!(n, 25);
    sample.push(far);
    sample
}

/// `j`, the `sibi best --json` of `pos`, lists every legal move with the label one ply of
/// search over `table` gives, in the documented order, and the best moves.
fn check_moves(j: &Json, table: &Solution, pos: &Position, rules: Rules) {
    let text = pos.to_string();
    let value = table.value(pos);
    let mut expect = labels(table, pos, rules);
    let moves = j["moves"].as_array().unwrap();
    assert_eq!(moves.len(), expect.len(), "{text}");
    for m in moves {
        let (_, v) = expect
            .iter()
            .find(|(name, _)| m["move"] == *name)
            .expect("a legal move");
        assert!(same(m, *v), "{text}: {m}");
        assert!(m["hanja"].as_str().is_some_and(|h| !h.is_empty()));
    }
    // Stable sort by label: winning fastest first, losing slowest first; among equal
    // labels the most losing replies first (the traps, checked against a one-ply search
    // in the library's tests), else the legal-move order.
    // The key written out here (not the library's order): class, then distance.
    let key = |v: Value| match v {
        Value::Win(n) => (2, -(n as i32)),
        Value::Draw => (1, 0),
        Value::Loss(n) => (0, n as i32),
    };
    let losing = |name: &str| {
        moves
            .iter()
            .find(|m| m["move"] == name)
            .and_then(|m| m["replies"]["losing"].as_u64())
            .unwrap_or(0)
    };
    expect.sort_by_key(|e| std::cmp::Reverse((key(e.1), losing(&e.0))));
    let order: Vec<&str> = moves.iter().map(|m| m["move"].as_str().unwrap()).collect();
    let want: Vec<&str> = expect.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(order, want, "{text}");
    // The best moves: all those whose label is the position's value.
    let best = j["best"].as_array().unwrap();
    let n_best = expect.iter().filter(|(_, v)| *v == value).count();
    assert_eq!(best.len(), n_best, "{text}");
    assert!(best.iter().all(|m| same(m, value)), "{text}");
}

/// The principal variation of `j`, the `sibi best --json` of `text` (worth `value`): as long
/// as the distance, labels counting down, or for a draw a line that goes round (the text
/// report says so too).
fn check_pv(dir: &Path, j: &Json, text: &str, value: Value) {
    let pv = j["pv"]["moves"].as_array().unwrap();
    let end = j["pv"]["end"].as_str().unwrap();
    match value {
        Value::Win(n) | Value::Loss(n) => {
            assert_eq!(pv.len(), n as usize, "{text}");
            assert!(
                ["king-capture", "try", "no-legal-move"].contains(&end),
                "{text}"
            );
            // Labels count down one per ply, alternating win and loss.
            for (i, m) in pv.iter().enumerate() {
                let left = n - i as u16;
                let mover_wins = matches!(value, Value::Win(_)) == (i % 2 == 0);
                let v = if mover_wins {
                    Value::Win(left)
                } else {
                    Value::Loss(left)
                };
                assert!(same(m, v), "{text}: ply {}: {m}", i + 1);
            }
        }
        Value::Draw => {
            assert_eq!(end, "repetition", "{text}");
            assert!(pv.iter().all(|m| m["value"]["wdl"] == "draw"), "{text}");
            let last = j["pv"]["final_position"].as_str().unwrap();
            let before: Vec<&str> = std::iter::once(text)
                .chain(pv.iter().map(|m| m["position_after"].as_str().unwrap()))
                .collect();
            // The final position is the one after the last move, and was seen before.
            assert_eq!(before.last(), Some(&last));
            assert!(before[..before.len() - 1].contains(&last), "{text}");
            let out = ok(dir, &["--pieces", "GP", "best", text]);
            assert!(out.contains("end: the position repeats the one before ply "));
        }
    }
}

/// On a sample of GP positions of each kind: the value, every move's label and order, the best
/// moves, and the principal variation against the solver.
#[test]
fn values_labels_and_pv_against_the_solver() {
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "GP".parse().unwrap();
    let table = solve(rules, pieces, &NoProgress).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    ok(dir, &["--pieces", "GP", "generate"]);

    let sample = sample(&table, rules);
    for pos in &sample {
        let text = pos.to_string();
        let value = table.value(pos);
        let j = json(dir, "GP", &text);
        assert_eq!(j["position"], text);
        assert!(same(&j, value), "{text}: {j}");
        check_moves(&j, &table, pos, rules);
        check_pv(dir, &j, &text, value);
    }

    // The longest win (the sample's last), as text: 25 numbered plies, the best move's label
    // first.
    let text = sample.last().unwrap().to_string();
    let out = ok(dir, &["--pieces", "GP", "best", &text]);
    assert!(
        out.contains("value:    win in 25 plies for Green (to move)"),
        "{out}"
    );
    assert!(
        out.contains("principal variation (both sides perfect), 25 plies:"),
        "{out}"
    );
    assert!(out.contains("\n   25. Green  "), "{out}");
    assert!(!out.contains("\n   26. "), "{out}");
    // --max-plies cuts the line.
    let j: Json = serde_json::from_str(&ok(
        dir,
        &[
            "--pieces",
            "GP",
            "best",
            "--json",
            "--max-plies",
            "3",
            &text,
        ],
    ))
    .unwrap();
    assert_eq!(j["pv"]["end"], "cut");
    assert_eq!(j["pv"]["moves"].as_array().unwrap().len(), 3);
}

#[test]
fn bad_input_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // No table yet: says how to make it.
    let (_, err) = run(dir, &["--pieces", "P", "best", "K3/1k2/4 P a"], 2);
    assert!(err.contains("generate"), "{err}");
    ok(dir, &["--pieces", "P", "generate"]);
    for bad in [
        "K3/1k2/4 + a",
        "K3/1k2/4 - a",
        "K3/1k2/4 P a moves",
        "K3/1k2/4 P a moves D3D4",
        "K3/1k2/4 P a moves A1B2 B1B2",
    ] {
        let (out, err) = run(dir, &["--pieces", "P", "best", bad], 2);
        assert!(out.is_empty(), "{bad}: {out}");
        assert!(err.starts_with("error:"), "{bad}: {err}");
    }
    run(dir, &["--pieces", "P", "best"], 2);
}
