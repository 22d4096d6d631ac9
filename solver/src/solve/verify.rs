//! The Bellman check of a solved table: every stored value equals the one-ply search over its
//! children's stored values.

use rayon::prelude::*;

use crate::rules::{Position, Rules, Successor};
use crate::solve::{Progress, Solution, Value, CHUNK};

/// The value a one-ply search gives `pos` from the values of its children (RULES.md, "Values
/// and distance"): the try held → win 0; no legal move → loss 0; a king capture → win 1;
/// otherwise the best over the moves of `child_value(child).back()`: the fastest win, else a
/// draw, else the slowest loss.
pub fn one_ply_value(
    pos: &Position,
    rules: Rules,
    mut child_value: impl FnMut(&Position) -> Value,
) -> Value {
    if pos.try_holds() {
        return Value::Win(0);
    }
    let mut best: Option<Value> = None;
    pos.for_each_move(rules, |m| {
        let v = match pos.play_unchecked(m) {
            Successor::KingCapture => Value::Win(1),
            Successor::Position(child) => child_value(&child).back(),
        };
        if best.is_none_or(|b| v > b) {
            best = Some(v);
        }
        true
    });
    best.unwrap_or(Value::Loss(0))
}

/// A position whose stored value differs from what a one-ply search over the stored values of
/// its children gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Its index.
    pub index: u64,
    /// The position (a to move).
    pub position: Position,
    /// The value stored.
    pub stored: Value,
    /// The value the one-ply search gives.
    pub expected: Value,
}

/// What [`Solution::verify`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verification {
    /// Legal indices checked (each a position up to the mirror, the try positions excluded).
    pub checked: u64,
    /// How many of them failed the check.
    pub mismatch_count: u64,
    /// The first failing positions in index order, at most the `limit` given to `verify`.
    pub mismatches: Vec<Mismatch>,
}

impl Verification {
    /// Whether every position checked holds.
    pub fn is_ok(&self) -> bool {
        self.mismatch_count == 0
    }
}

impl Solution {
    /// The Bellman check: every legal position's stored value equals [`one_ply_value`] over its
    /// children's stored values — win n ⇔ some move reaches loss n−1 and none a smaller loss;
    /// loss n ⇔ every move reaches a win and the largest is n−1; draw ⇔ no move reaches a loss
    /// and some move reaches a draw; and the game-over cases. Counts every mismatch and keeps
    /// the first `limit` of them (in index order). Parallel (current rayon pool); reports one
    /// progress phase, `verify`, advancing per chunk of indices.
    pub fn verify(&self, limit: usize, progress: &dyn Progress) -> Verification {
        let n = self.index().solved_len();
        progress.start_phase("verify", n);
        let chunks: Vec<u64> = (0..n).step_by(CHUNK).collect();
        let per_chunk: Vec<Verification> = chunks
            .par_iter()
            .map(|&start| {
                let mut out = Verification::default();
                let end = (start + CHUNK as u64).min(n);
                self.index()
                    .for_each_in(start..end, self.rules(), |i, pos| {
                        let (Some(pos), Some(stored)) = (pos, self.value_at(i)) else {
                            return;
                        };
                        out.checked += 1;
                        let expected = one_ply_value(&pos, self.rules(), |c| self.value(c));
                        if expected != stored {
                            out.mismatch_count += 1;
                            if out.mismatches.len() < limit {
                                out.mismatches.push(Mismatch {
                                    index: i,
                                    position: pos,
                                    stored,
                                    expected,
                                });
                            }
                        }
                    });
                progress.advance(end - start);
                out
            })
            .collect();
        let mut total = Verification::default();
        for v in per_chunk {
            total.checked += v.checked;
            total.mismatch_count += v.mismatch_count;
            if total.mismatches.len() < limit {
                total.mismatches.extend(v.mismatches);
                total.mismatches.truncate(limit);
            }
        }
        progress.end_phase(&format!(
            "{} positions checked, {} mismatches",
            total.checked, total.mismatch_count
        ));
        total
    }
}
