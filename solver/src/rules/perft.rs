//! Perft: leaf counts of the game tree, as docs/RULES.md ("Perft") defines them — the standard
//! check of a move generator.

use rayon::prelude::*;

use crate::rules::{Move, Position, Rules, Successor};

/// Counts the leaf nodes of the game tree to `depth` plies, as docs/RULES.md defines perft:
/// `perft(p, 0) = 1`; for `depth ≥ 1`, 0 when the game is over at `p` (try held), otherwise the
/// sum over legal moves of 1 for a king capture at depth 1, 0 for a king capture deeper, and
/// `perft(child, depth − 1)` for other moves.
pub fn perft(pos: &Position, rules: Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.try_holds() {
        return 0;
    }
    let mut total = 0;
    pos.for_each_move(rules, |m| {
        match pos.play_unchecked(m) {
            Successor::KingCapture => total += (depth == 1) as u64,
            Successor::Position(child) => {
                total += if depth == 1 {
                    1
                } else {
                    perft(&child, rules, depth - 1)
                }
            }
        }
        true
    });
    total
}

/// [`perft`] split by first move: each legal move with the perft of the rest (`depth − 1` below
/// it; a king capture counts 1 at depth 1 and 0 deeper), in the order of
/// [`Position::legal_moves`]. Empty when the game is over at `pos` or `depth` is 0. The moves
/// are counted in parallel (rayon).
pub fn perft_divide(pos: &Position, rules: Rules, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 || pos.try_holds() {
        return Vec::new();
    }
    let moves: Vec<Move> = pos.legal_moves(rules).into_iter().collect();
    moves
        .into_par_iter()
        .map(|m| {
            let n = match pos.play_unchecked(m) {
                Successor::KingCapture => (depth == 1) as u64,
                Successor::Position(child) => perft(&child, rules, depth - 1),
            };
            (m, n)
        })
        .collect()
}

/// [`perft`] computed in parallel over the first two plies (same result, both cores).
pub fn perft_parallel(pos: &Position, rules: Rules, depth: u32) -> u64 {
    if depth <= 2 {
        return perft(pos, rules, depth);
    }
    if pos.try_holds() {
        return 0;
    }
    let mut children = Vec::new();
    for m in pos.legal_moves(rules) {
        if let Successor::Position(child) = pos.play_unchecked(m) {
            if child.try_holds() {
                continue;
            }
            for m2 in child.legal_moves(rules) {
                if let Successor::Position(grandchild) = child.play_unchecked(m2) {
                    children.push(grandchild);
                }
            }
        }
    }
    children
        .par_iter()
        .map(|g| perft(g, rules, depth - 2))
        .sum()
}
