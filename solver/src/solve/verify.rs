//! The Bellman check of a solved table: every stored value equals the one-ply search over its
//! children's stored values.

use std::convert::Infallible;

use arrayvec::ArrayVec;
use rayon::prelude::*;

use crate::rules::{Position, Rules, MAX_MOVES};
use crate::solve::{trivial_value, Phase, PhaseSummary, Progress, Solution, Value, CHUNK};

/// The value a one-ply search gives `pos` from the values of its children (docs/RULES.md, "Values
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
    // A king capture gives win 1, and no move gives more: `back()` of any child value is at
    // most win 1 (of loss 0). So the search can stop before generating a move.
    if pos.can_capture_king() {
        return Value::Win(1);
    }
    let mut best: Option<Value> = None;
    pos.for_each_move(rules, |m| {
        let Ok(v) = Value::label(&pos.play_unchecked(m), |child| {
            Ok::<_, Infallible>(child_value(child))
        });
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
    /// The value [`one_ply_value`] gives `pos` (a to move, legal) from this solution's values,
    /// computed with shortcuts that [`Solution::verify`] may take; `children` is scratch space.
    ///
    /// * A position [`trivial_value`] settles gets that value without a search. It is what the
    ///   search gives: the try held → win 0 (both); a king capture → win 1 (the most a move
    ///   gives, see [`one_ply_value`]); the enemy 王 in the mover's camp and not capturable →
    ///   every move leaves the enemy holding the try, a child [`Solution::value`] values win 0
    ///   without a lookup, so loss 1, or loss 0 without a move.
    /// * A child whose mover holds the try is win 0, as [`Solution::value`] says without a
    ///   lookup. A child whose mover can capture the king is taken as **win 1 without reading
    ///   its stored value**. That is the only difference from the plain search, and it does not
    ///   change whether the check passes: such a child is a legal position of the solved range
    ///   (its mover's 王 is not in the enemy camp, or it would hold the try), so `verify` checks
    ///   it too, against win 1 (first case). If its stored value is win 1, the shortcut reads
    ///   just that; if not, the child itself is reported. Only the count may differ on a
    ///   damaged table: its parents are not reported again for that child's sake.
    /// * The other children are ranked first, their values prefetched, and read after the last
    ///   move, so that the processor waits for their cache misses in parallel.
    ///
    /// Moves are generated from the rotated position, so the children come out seen from
    /// their mover (a to move) and rank without a rotation each.
    fn expected_value(&self, pos: &Position, children: &mut ArrayVec<u64, MAX_MOVES>) -> Value {
        let rules = self.rules;
        if let Some(v) = trivial_value(pos, rules) {
            return v;
        }
        let rotated = pos.rotate();
        let mut best: Option<Value> = None;
        children.clear();
        rotated.for_each_move(rules, |m| {
            // (`pos` is not trivial, so no move captures the king.) A child whose value is not
            // trivial is looked up after the walk: `Err` carries its index.
            let label = Value::label(&rotated.play_unchecked(m), |child| {
                if child.try_holds() {
                    Ok(Value::Win(0))
                } else if child.can_capture_king() {
                    Ok(Value::Win(1))
                } else {
                    Err(self.index.rank(child))
                }
            });
            let v = match label {
                Ok(v) => v,
                Err(c) => {
                    self.prefetch_value(c);
                    children.push(c);
                    return true;
                }
            };
            if best.is_none_or(|b| v > b) {
                best = Some(v);
            }
            true
        });
        for &c in children.iter() {
            let v = self.value_at_legal(c).back();
            if best.is_none_or(|b| v > b) {
                best = Some(v);
            }
        }
        best.unwrap_or(Value::Loss(0))
    }

    /// The Bellman check: every legal position's stored value equals [`one_ply_value`] over its
    /// children's stored values — win n ⇔ some move reaches loss n−1 and none a smaller loss;
    /// loss n ⇔ every move reaches a win and the largest is n−1; draw ⇔ no move reaches a loss
    /// and some move reaches a draw; and the game-over cases. Counts every mismatch and keeps
    /// the first `limit` of them (in index order). A child whose mover can capture the king is
    /// taken as win 1 without reading its entry (that entry is checked on its own, so the
    /// check passes exactly when the plain search passes everywhere; see `expected_value`).
    /// Parallel (current rayon pool); reports one progress phase, `verify`, advancing per chunk
    /// of indices.
    pub fn verify(&self, limit: usize, progress: &dyn Progress) -> Verification {
        let n = self.index().solved_len();
        progress.start_phase(Phase::Verify, n);
        let chunks: Vec<u64> = (0..n).step_by(CHUNK).collect();
        let per_chunk: Vec<Verification> = chunks
            .par_iter()
            .map(|&start| {
                let mut out = Verification::default();
                let mut children = ArrayVec::new();
                let end = (start + CHUNK as u64).min(n);
                self.index()
                    .for_each_in(start..end, self.rules(), |i, pos| {
                        let Some(pos) = pos else {
                            return;
                        };
                        let stored = self.value_at_legal(i);
                        out.checked += 1;
                        let expected = self.expected_value(&pos, &mut children);
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
        progress.end_phase(PhaseSummary::Checked {
            positions: total.checked,
            mismatches: total.mismatch_count,
        });
        total
    }
}
