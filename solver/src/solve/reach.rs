//! Positions reachable from the start, counted as RULES.md ("Reachable positions") and Tanaka
//! (2009) count them.
//!
//! A breadth-first search over positions seen from the player to move. In the published
//! convention a position in which the mover can capture the enemy 王, or faces an enemy 王 that
//! stands in the mover's camp, is *terminal*: counted but not played on; and a position and its
//! mirror image (rank 1 ↔ 3) count once. [`Convention`] also gives the counts when play goes on
//! through terminal positions and with mirror images counted apart.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;

use crate::index::Index;
use crate::rules::Position;
use crate::rules::Successor;
use crate::rules::{Role, Rules};
use crate::solve::{Progress, Solution, Value};

/// How reachable positions are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Convention {
    /// Play on through terminal positions (the mover can capture the king, or the enemy king
    /// stands in the mover's camp); `false` is the published convention.
    pub through_terminal: bool,
    /// Count a position and its mirror image once (`true`, the published convention) or apart.
    pub fold_mirror: bool,
}

impl Convention {
    /// Tanaka's: terminal positions are not played on; mirror images count once.
    pub const PUBLISHED: Convention = Convention {
        through_terminal: false,
        fold_mirror: true,
    };
}

/// Counts of the positions reachable from the start.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ReachCounts {
    /// All reachable positions.
    pub positions: u64,
    /// Of them won / lost / drawn for the player to move.
    pub wins: u64,
    /// Lost for the player to move.
    pub losses: u64,
    /// Drawn.
    pub draws: u64,
    /// Of them terminal (the mover can capture the enemy king, or the enemy king stands in the
    /// mover's camp; with `through_terminal`, also finished positions where the try is held).
    pub terminal: u64,
    /// Non-terminal positions won / lost / drawn for the player to move.
    pub nonterminal_wins: u64,
    /// Non-terminal positions lost for the player to move.
    pub nonterminal_losses: u64,
    /// Non-terminal positions drawn.
    pub nonterminal_draws: u64,
    /// Plies of the breadth-first search (the depth of the deepest first visit).
    pub depth: u32,
}

/// Whether `pos` is terminal in the published sense: its mover can capture the enemy king, or
/// the enemy king stands in its camp (or, played through, it already holds the try).
pub fn is_terminal(pos: &Position) -> bool {
    let us = pos.side_to_move();
    pos.try_holds() || pos.can_capture_king() || pos.pieces(us.other(), Role::King) & us.camp() != 0
}

/// The key of a position in the visited set: its index, and with mirror images apart, twice
/// the index plus one for the non-canonical member of a mirror pair.
#[inline]
fn key(index: &Index, pos: &Position, fold_mirror: bool) -> u64 {
    if fold_mirror {
        return index.rank(pos);
    }
    let (i, mirrored) = index.rank_mirrored(pos);
    2 * i + mirrored as u64
}

/// The position of a key and its index.
fn unkey(index: &Index, rules: Rules, k: u64, fold_mirror: bool) -> (Position, u64) {
    if fold_mirror {
        (index.unrank(k, rules).expect("visited keys are legal"), k)
    } else {
        let p = index.unrank(k / 2, rules).expect("visited keys are legal");
        (if k % 2 == 1 { p.mirror() } else { p }, k / 2)
    }
}

/// Counts the positions reachable from `start` under `solution`'s rules and the `convention`,
/// with their values from `solution`. Level-synchronous parallel search; memory: one bit per
/// key (one per index, two without mirror folding) plus the frontiers (8 bytes per entry).
pub fn reachable(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    progress: &dyn Progress,
) -> ReachCounts {
    reachable_where(solution, start, convention, progress, |_, _| false).0
}

/// [`reachable`], also returning the reachable positions (seen from the player to move; with
/// mirror folding, the member of each mirror pair that the index ranks) for which `keep`
/// (given the position and its value) says yes, in no particular order.
pub fn reachable_where(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    progress: &dyn Progress,
    keep: impl Fn(&Position, Value) -> bool + Sync,
) -> (ReachCounts, Vec<Position>) {
    let index = solution.index();
    let rules = solution.rules();
    let fold = convention.fold_mirror;
    let keys = index.len() * if fold { 1 } else { 2 };
    let visited: Vec<AtomicU64> = (0..keys.div_ceil(64)).map(|_| AtomicU64::new(0)).collect();
    let claim = |k: u64| {
        let bit = 1u64 << (k % 64);
        visited[(k / 64) as usize].fetch_or(bit, Relaxed) & bit == 0
    };
    progress.start_phase("reachable positions", 0);
    let start_key = key(index, start, fold);
    claim(start_key);
    let mut frontier = vec![start_key];
    let mut counts = ReachCounts::default();
    let mut depth = 0;
    let mut kept = Vec::new();
    while !frontier.is_empty() {
        let level: Vec<(ReachCounts, Vec<u64>, Vec<Position>)> = frontier
            .par_chunks(4096)
            .map(|chunk| {
                let mut c = ReachCounts::default();
                let mut next = Vec::new();
                let mut keeps = Vec::new();
                for &k in chunk {
                    let (pos, i) = unkey(index, rules, k, fold);
                    let value = solution.value_at(i).unwrap_or(Value::Win(0));
                    if keep(&pos, value) {
                        keeps.push(pos);
                    }
                    let terminal = is_terminal(&pos);
                    c.positions += 1;
                    match value {
                        Value::Win(_) => c.wins += 1,
                        Value::Loss(_) => c.losses += 1,
                        Value::Draw => c.draws += 1,
                    }
                    if terminal {
                        c.terminal += 1;
                    } else {
                        match value {
                            Value::Win(_) => c.nonterminal_wins += 1,
                            Value::Loss(_) => c.nonterminal_losses += 1,
                            Value::Draw => c.nonterminal_draws += 1,
                        }
                    }
                    let expand = if convention.through_terminal {
                        !pos.try_holds()
                    } else {
                        !terminal
                    };
                    if !expand {
                        continue;
                    }
                    // Moves of the rotated position give children already seen from their
                    // mover, so ranking them needs no rotation.
                    let rotated = pos.rotate();
                    rotated.for_each_move(rules, |m| {
                        if let Successor::Position(child) = rotated.play_unchecked(m) {
                            let ck = key(index, &child, fold);
                            if claim(ck) {
                                next.push(ck);
                            }
                        }
                        true
                    });
                }
                progress.advance(chunk.len() as u64);
                (c, next, keeps)
            })
            .collect();
        frontier = Vec::new();
        for (c, next, keeps) in level {
            kept.extend(keeps);
            counts.positions += c.positions;
            counts.wins += c.wins;
            counts.losses += c.losses;
            counts.draws += c.draws;
            counts.terminal += c.terminal;
            counts.nonterminal_wins += c.nonterminal_wins;
            counts.nonterminal_losses += c.nonterminal_losses;
            counts.nonterminal_draws += c.nonterminal_draws;
            frontier.extend(next);
        }
        if !frontier.is_empty() {
            depth += 1;
        }
    }
    counts.depth = depth;
    progress.end_phase(&format!("{} positions", counts.positions));
    (counts, kept)
}
