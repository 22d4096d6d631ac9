//! Tests of the annotator (`sibi_solver::annotate`) on small piece sets: the values, best moves
//! and verdicts of random games against the deliberately simple reference solver
//! (`reference::reference_solve`), the summary against the plies, and cases worked out by
//! hand from docs/RULES.md and the verdict definitions of issue 6.

mod reference;

use reference::{
    counts_of, lib_value, piece_set, random_pos, reference_solve, RefOutcome, RefPos, Reference,
    Rng,
};
use sibi_solver::line::Line;
use sibi_solver::notation::parse_move;
use sibi_solver::query::annotate::{annotate, summarize, Verdict};
use sibi_solver::query::position_value;
use sibi_solver::solve::{solve, NoProgress, Solution, Value};
use sibi_solver::{Color, Move, Position, Rules, Successor};

/// The reference value of a model position (any side to move).
fn ref_value(r: &Reference, p: &RefPos) -> Value {
    lib_value(r.value(p))
}

/// The label of a reference outcome for the mover (docs/RULES.md): a king capture is win 1; a move
/// into a position of value v for the opponent is v one ply back.
fn ref_label(r: &Reference, o: &RefOutcome) -> Value {
    lib_value(r.label(o))
}

/// 2 win, 1 draw, 0 loss; and within a class, larger is better (faster win, slower loss).
fn rank(v: Value) -> (u8, i32) {
    match v {
        Value::Win(n) => (2, -i32::from(n)),
        Value::Draw => (1, 0),
        Value::Loss(n) => (0, i32::from(n)),
    }
}

/// The verdict from the definitions of issue 6, on reference values: a worse class is a
/// blunder; otherwise the only move keeping the class is "only move"; otherwise the exact
/// value is "best", a worse distance a "mistake".
fn expected_verdict(before: Value, played: Value, keeping: usize) -> Verdict {
    if rank(played).0 < rank(before).0 {
        Verdict::Blunder
    } else if keeping == 1 {
        Verdict::OnlyMove
    } else if played == before {
        Verdict::Best
    } else {
        Verdict::Mistake
    }
}

/// Where a move leads, as text: `capture` or the position reached.
fn outcome_key(o: &RefOutcome) -> String {
    match o {
        RefOutcome::KingCapture => "capture".to_string(),
        RefOutcome::Next(q) => format!("{q:?}"),
    }
}

/// The library move of `pos` that leads where reference outcome `o` of `p` leads.
fn library_move(pos: &Position, rules: Rules, o: &RefOutcome) -> Move {
    let moves = pos.legal_moves(rules);
    moves
        .into_iter()
        .find(|&m| match (pos.play_unchecked(m), o) {
            (Successor::KingCapture, RefOutcome::KingCapture) => true,
            (Successor::Position(c), RefOutcome::Next(q)) => RefPos::from_position(&c) == *q,
            _ => false,
        })
        .expect("every reference move is a library move")
}

/// Plays `games` random games of up to `max_plies` plies from random positions of `set` and
/// checks every annotated ply against the reference: the value before, the label of the move
/// played, the best moves, the number of moves keeping the class and the verdict; then the
/// summary. Returns how many plies got each verdict (best, only move, mistake, blunder).
fn random_games(rules: Rules, set: &str, games: usize, max_plies: usize, seed: u64) -> [usize; 4] {
    let counts = counts_of(set);
    let pieces = piece_set(counts);
    let table: Solution = solve(rules, pieces, &NoProgress).expect("small sets solve");
    let r = reference_solve(rules, counts);
    let mut rng = Rng::new(seed);
    let mut seen = [0usize; 4];
    let mut played_games = 0;
    while played_games < games {
        let mut p = random_pos(&mut rng, counts, rules);
        if p.try_holds() || p.outcomes(rules).is_empty() {
            continue;
        }
        played_games += 1;
        let mut plies: Vec<(Position, Move)> = Vec::new();
        let mut expected = Vec::new();
        for _ in 0..max_plies {
            let pos = p.to_position(rules, pieces);
            let outcomes = p.outcomes(rules);
            let labels: Vec<Value> = outcomes.iter().map(|o| ref_label(&r, o)).collect();
            let before = ref_value(&r, &p);
            let best = *labels.iter().max_by_key(|v| rank(**v)).expect("moves");
            assert_eq!(before, best, "reference values are consistent at {pos}");
            let keeping = labels
                .iter()
                .filter(|v| rank(**v).0 == rank(before).0)
                .count();
            let k = rng.below(outcomes.len() as u64) as usize;
            let mv = library_move(&pos, rules, &outcomes[k]);
            let best_moves: Vec<String> = outcomes
                .iter()
                .zip(&labels)
                .filter(|(_, v)| **v == before)
                .map(|(o, _)| outcome_key(o))
                .collect();
            plies.push((pos, mv));
            expected.push((before, labels[k], keeping, best_moves));
            match &outcomes[k] {
                RefOutcome::KingCapture => break,
                RefOutcome::Next(q) => {
                    if q.try_holds() || q.outcomes(rules).is_empty() {
                        p = *q;
                        break;
                    }
                    p = *q;
                }
            }
        }
        let mut line = Line::new(plies[0].0, rules);
        for &(pos, mv) in &plies {
            assert_eq!(line.position(), Some(&pos));
            line.push(mv).expect("a legal move of a game that goes on");
        }
        let got = annotate(&table, &line).expect("in memory");
        assert_eq!(got.len(), plies.len());
        for (a, (before, after, keeping, best_moves)) in got.iter().zip(&expected) {
            assert_eq!(
                a.before, *before,
                "value before ply {} at {}",
                a.ply, a.position
            );
            assert_eq!(a.after, *after, "label of {} at {}", a.mv, a.position);
            assert_eq!(
                a.keeping, *keeping,
                "moves keeping the class at {}",
                a.position
            );
            // The best moves, compared by where they lead (a king capture, or the position).
            let mut got_best: Vec<String> = a
                .best
                .iter()
                .map(|m| match a.position.play_unchecked(m.mv) {
                    Successor::KingCapture => outcome_key(&RefOutcome::KingCapture),
                    Successor::Position(c) => {
                        outcome_key(&RefOutcome::Next(RefPos::from_position(&c)))
                    }
                })
                .collect();
            let mut want_best = best_moves.clone();
            got_best.sort();
            want_best.sort();
            assert_eq!(got_best, want_best, "best moves at {}", a.position);
            let v = expected_verdict(*before, *after, *keeping);
            assert_eq!(a.verdict, v, "verdict of {} at {}", a.mv, a.position);
            seen[match v {
                Verdict::Best => 0,
                Verdict::OnlyMove => 1,
                Verdict::Mistake => 2,
                Verdict::Blunder => 3,
            }] += 1;
        }
        // The summary: the ending, the phases and the blunders.
        let (last_pos, last_mv) = *plies.last().expect("one ply at least");
        assert_eq!(line.moves().last(), Some(&last_mv));
        let final_value = line
            .position()
            .map(|p| position_value(&table, p).expect("in memory"));
        let final_winner = match (line.position(), final_value) {
            (None, _) => Some(last_pos.side_to_move()),
            (Some(&next), v) => {
                let v = v.expect("a value for a position");
                let q = RefPos::from_position(&next);
                let want = if q.try_holds() {
                    Value::Win(0)
                } else if q.outcomes(rules).is_empty() {
                    Value::Loss(0)
                } else {
                    ref_value(&r, &q)
                };
                assert_eq!(v, want, "value after the last ply at {next}");
                winner(v, next.side_to_move())
            }
        };
        let s = summarize(&line, &got, final_value);
        assert_eq!(s.final_winner, final_winner);
        let mut states: Vec<Option<Color>> =
            got.iter().map(|a| winner(a.before, a.mover())).collect();
        states.push(final_winner);
        let mut ply = 1;
        for (k, ph) in s.phases.iter().enumerate() {
            assert_eq!(ph.first, ply, "phases are contiguous");
            assert!(ph.last >= ph.first);
            for st in &states[ph.first - 1..ph.last] {
                assert_eq!(*st, ph.winner, "phase {k}");
            }
            if k > 0 {
                assert_ne!(s.phases[k - 1].winner, ph.winner, "phases differ");
            }
            ply = ph.last + 1;
        }
        assert_eq!(ply, got.len() + 2, "phases end after the last ply");
        let blunders: Vec<usize> = got
            .iter()
            .filter(|a| a.verdict == Verdict::Blunder)
            .map(|a| a.ply)
            .collect();
        assert_eq!(s.blunders, blunders);
        for c in Color::BOTH {
            let n = got
                .iter()
                .filter(|a| a.verdict == Verdict::Mistake && a.mover() == c)
                .count();
            assert_eq!(s.mistakes[c.index()], n);
        }
    }
    seen
}

fn winner(v: Value, mover: Color) -> Option<Color> {
    match v {
        Value::Win(_) => Some(mover),
        Value::Loss(_) => Some(mover.other()),
        Value::Draw => None,
    }
}

#[test]
fn random_games_agree_with_the_reference_twelve_janggi() {
    let seen = random_games(Rules::TwelveJanggi, "GM", 300, 40, 7);
    assert!(
        seen.iter().all(|&n| n > 0),
        "every verdict occurs: {seen:?}"
    );
}

#[test]
fn random_games_agree_with_the_reference_dobutsu() {
    let seen = random_games(Rules::Dobutsu, "MP", 300, 40, 11);
    assert!(
        seen.iter().all(|&n| n > 0),
        "every verdict occurs: {seen:?}"
    );
}

#[test]
fn random_games_agree_with_the_reference_small_sets() {
    for (set, seed) in [("-", 1), ("P", 2), ("G", 3)] {
        random_games(Rules::TwelveJanggi, set, 200, 30, seed);
    }
}

/// Kings and one pawn, worked out by hand.
#[test]
fn verdicts_by_hand() {
    let rules = Rules::TwelveJanggi;
    let pieces = "P".parse().unwrap();
    let table = solve(rules, pieces, &NoProgress).unwrap();
    let play = |text: &str, mv: &str| {
        let pos = Position::parse(text, rules, pieces).unwrap();
        let m = parse_move(mv).unwrap().resolve(&pos, rules).unwrap();
        let mut line = Line::new(pos, rules);
        line.push(m).unwrap();
        annotate(&table, &line).unwrap().remove(0)
    };
    // a's 王 on A1 next to d's 王 on B2: taking it is win 1, the one move that wins at once
    // (other moves cannot win: d then takes a's 王 or a's king stays attacked).
    let take = play("K3/1k2/4 P a", "A1B2");
    assert_eq!((take.before, take.after), (Value::Win(1), Value::Win(1)));
    assert_eq!(take.best.len(), 1);
    // Stepping to A2 stays next to d's 王, which takes it: loss 2, a blunder.
    let step = play("K3/1k2/4 P a", "A1A2");
    assert_eq!((step.before, step.after), (Value::Win(1), Value::Loss(2)));
    assert_eq!(step.verdict, Verdict::Blunder);
    assert_eq!(step.best[0].mv.to_string(), "A1B2");
}
