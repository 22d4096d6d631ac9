//! The holding puzzles against a deliberately simple reference: at every ply of every chain
//! served, each legal move probed one by one.

use super::*;
use crate::query::puzzle::{self, Filter, Scope};
use crate::solve::{solve, NoProgress};
use crate::{PieceSet, Rules};

/// The one-ply search of the reference: each legal move of `pos` played and its child probed;
/// `(drawing moves with their children, losing moves, winning moves)` for the mover.
fn one_ply(solution: &Solution, pos: &Position) -> (Vec<(Move, Position)>, usize, usize) {
    let rules = solution.rules();
    let (mut draws, mut losses, mut wins) = (Vec::new(), 0, 0);
    for m in pos.legal_moves(rules) {
        match pos.play(rules, m).unwrap() {
            crate::Successor::KingCapture => wins += 1,
            crate::Successor::Position(c) => match solution.value(&c) {
                Value::Draw => draws.push((m, c)),
                Value::Win(_) => losses += 1,
                Value::Loss(_) => wins += 1,
            },
        }
    }
    (draws, losses, wins)
}

/// Walks every chain a page may serve from the defender's position `pos` for `turns` more
/// turns: at each, exactly one move draws and at least three lose (the reference's count);
/// the library's most testing replies are the reference's; returns how many defender
/// positions were checked.
fn walk(solution: &Solution, pos: &Position, turns: u16) -> u64 {
    let (draws, losses, wins) = one_ply(solution, pos);
    assert_eq!(
        (draws.len(), wins),
        (1, 0),
        "{pos}: one drawing move, no win"
    );
    assert!(losses >= 3, "{pos}: {losses} losing moves");
    assert_eq!(only_hold(solution, pos).unwrap(), Some(draws[0]));
    if turns == 1 {
        return 1;
    }
    let q = draws[0].1;
    // The reference's most testing replies: the opponent's drawing replies that leave the
    // defender the fewest drawing moves.
    let replies: Vec<(Move, Position, usize)> = one_ply(solution, &q)
        .0
        .into_iter()
        .map(|(r, d)| (r, d, one_ply(solution, &d).0.len()))
        .collect();
    let fewest = replies.iter().map(|r| r.2).min().expect("a drawn reply");
    let testing: Vec<(Move, Position)> = replies
        .iter()
        .filter(|r| r.2 == fewest)
        .map(|r| (r.0, r.1))
        .collect();
    assert_eq!(most_testing_replies(solution, &q).unwrap(), testing, "{q}");
    1 + testing
        .iter()
        .map(|(_, d)| walk(solution, d, turns - 1))
        .sum::<u64>()
}

/// Every holding puzzle of the table of kings, 將 and 相 (every legal position: the set has no
/// start): each served chain checked ply by ply against the reference, its length what
/// [`check`] says, and the counts per chain length those of the puzzles.
#[test]
fn every_chain_served_holds_at_every_ply() {
    let (rules, pieces) = (Rules::TwelveJanggi, "GM".parse::<PieceSet>().unwrap());
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let found = puzzle::find(
        &solution,
        Scope::Any,
        Filter::for_pieces(pieces),
        &NoProgress,
    );
    let h = &found.holding;
    assert!(h.counts.len() >= 3, "{:?}", h.counts);
    assert_eq!(
        h.counts.iter().map(|c| c.puzzles).sum::<u64>(),
        h.puzzles.len() as u64
    );
    let mut checked = 0;
    for &(turns, pos) in &h.puzzles {
        assert_eq!(check(&solution, &pos).unwrap(), Some(turns), "{pos}");
        checked += walk(&solution, &pos, turns);
    }
    assert!(checked > h.puzzles.len() as u64);
    // Every drawn position not found is no holding position, or (the reference says) one
    // whose chain the search has: none is missed.
    let mut holding = 0;
    solution
        .index()
        .for_each_in(0..solution.index().solved_len(), rules, |i, pos| {
            let Some(pos) = pos else { return };
            if solution.value_at_legal(i) != Value::Draw {
                return;
            }
            let (draws, losses, wins) = one_ply(&solution, &pos);
            if draws.len() == 1 && losses >= 3 && wins == 0 {
                holding += 1;
            }
        });
    assert_eq!(holding, h.puzzles.len() as u64);
}

/// A chain that could go on ends at a repeated position: with no line before it, the chain of
/// a holding position is never longer than the positions it can meet; and a position that
/// is not drawn, or drawn with two drawing moves, is no holding puzzle.
#[test]
fn not_holding_positions() {
    let (rules, pieces) = (Rules::TwelveJanggi, "GM".parse::<PieceSet>().unwrap());
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let mut seen = (0, 0);
    solution.index().for_each_in(0..20_000, rules, |i, pos| {
        let Some(pos) = pos else { return };
        let v = solution.value_at_legal(i);
        let (draws, losses, _) = one_ply(&solution, &pos);
        let holds = v == Value::Draw && draws.len() == 1 && losses >= 3;
        assert_eq!(check(&solution, &pos).unwrap().is_some(), holds, "{pos}");
        if holds {
            seen.0 += 1;
        } else {
            seen.1 += 1;
        }
    });
    assert!(seen.1 > 0);
}
