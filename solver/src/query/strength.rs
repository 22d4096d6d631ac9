//! A player's strength read from their moves: the level of the model of the module `play` (1–10)
//! under which the moves they made are most likely, with an interval.
//!
//! Each move seen is the labels of the legal moves of its position and the label of the move
//! played ([`SeenMove`]). Level L plays it with the probability
//! p_L = exp(s_L · x(played)) / Σ_m exp(s_L · x(m)) of the module documentation of
//! the module `play`; level 10 (s = ∞) with 1/k when the move has the best label (k moves share
//! it) and 0 otherwise. The log-likelihood of a level is the sum of ln p_L over the moves; the
//! estimate ([`estimate_level`]) is the level with the greatest one (a level of likelihood
//! zero — level 10 after any move below the best label — is out; on a tie the lower level),
//! and the interval holds every level within [`LIKELIHOOD_INTERVAL`] (1.92 = χ²₁(95 %) / 2) of
//! that maximum: the likelihood-ratio interval of 95 %. The log-likelihood is concave in s
//! (the softmax is an exponential family), so the levels of the interval are consecutive.
//!
//! **Moves that tell nothing**: in a position with a single legal move, or whose legal moves
//! all have the same label, every level plays each move with the same probability (1/k), so
//! the move multiplies every likelihood by the same factor and cannot move the estimate. Such
//! moves are left out: [`StrengthEstimate::moves`] counts the others, and an estimate from no
//! such move is `None`.
//!
//! ```
//! use sibi_solver::query::strength::{estimate_level, SeenMove};
//! use sibi_solver::solve::Value;
//!
//! // Ten positions each with one win in 5 plies among nine draws; the player found the win
//! // every time: only the strong levels do that so often.
//! let mut labels = vec![Value::Win(5)];
//! labels.extend([Value::Draw; 9]);
//! let seen: Vec<SeenMove> = (0..10)
//!     .map(|_| SeenMove::from_labels(labels.clone(), Value::Win(5)))
//!     .collect();
//! let e = estimate_level(&seen).unwrap();
//! assert_eq!(e.level.number(), 10);
//! assert_eq!(e.moves, 10);
//! assert!(e.low.number() >= 5);
//! // One move tells nothing (all labels equal): no estimate.
//! assert!(estimate_level(&[SeenMove::from_labels(vec![Value::Draw; 3], Value::Draw)]).is_none());
//! ```

use serde::Serialize;

use super::levels::{merit, Level};
use crate::line::Line;
use crate::query::{rank_moves, RankedMove, ValueSource};
use crate::rules::{Color, Move};
use crate::solve::Value;

/// The interval of [`estimate_level`]: the levels whose log-likelihood is within this of the
/// maximum (half the 95 % point of χ² with one degree of freedom, 3.84 / 2).
pub const LIKELIHOOD_INTERVAL: f64 = 1.92;

/// One move of a player, as the estimate sees it: the labels of the legal moves of its
/// position (for the player making it) and the label of the one played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeenMove {
    labels: Vec<Value>,
    played: Value,
}

impl SeenMove {
    /// The move `played` among the legal moves `ranked` of its position ([`rank_moves`]);
    /// `None` when it is not one of them.
    pub fn new(ranked: &[RankedMove], played: Move) -> Option<SeenMove> {
        let m = ranked.iter().find(|m| m.mv == played)?;
        Some(SeenMove::from_labels(
            ranked.iter().map(|m| m.value).collect(),
            m.value,
        ))
    }

    /// A move labelled `played` among moves labelled `labels` (`played` one of them).
    pub fn from_labels(labels: Vec<Value>, played: Value) -> SeenMove {
        debug_assert!(labels.contains(&played), "the move played is a legal move");
        SeenMove { labels, played }
    }

    /// Whether it tells the levels apart: its position has at least two distinct labels (see
    /// the module documentation).
    pub fn is_informative(&self) -> bool {
        self.labels.iter().any(|&v| v != self.played)
    }

    /// ln p_L of this move at level `level` (1–10; `f64::NEG_INFINITY` when the level never
    /// plays it).
    pub fn log_likelihood(&self, level: Level) -> f64 {
        let Some(&best) = self.labels.iter().max() else {
            return f64::NEG_INFINITY;
        };
        match level.strength() {
            None => {
                if self.played == best {
                    -(self.labels.iter().filter(|&&v| v == best).count() as f64).ln()
                } else {
                    f64::NEG_INFINITY
                }
            }
            Some(s) => {
                // Shifted by the best merit: no exponent is positive.
                let top = merit(best);
                let total: f64 = self
                    .labels
                    .iter()
                    .map(|&v| (s * (merit(v) - top)).exp())
                    .sum();
                s * (merit(self.played) - top) - total.ln()
            }
        }
    }
}

/// A player's strength read from their moves ([`estimate_level`]). JSON: `{"level": 7,
/// "low": 6, "high": 8, "moves": 23}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StrengthEstimate {
    /// The level of greatest likelihood, 1–10.
    pub level: Level,
    /// The weakest level of the interval.
    pub low: Level,
    /// The strongest level of the interval.
    pub high: Level,
    /// The moves the estimate rests on: those that tell the levels apart
    /// ([`SeenMove::is_informative`]).
    pub moves: usize,
    /// The log-likelihood of each level 1–10 (index L − 1; `-inf` for a level that never plays
    /// one of the moves).
    #[serde(skip)]
    pub log_likelihoods: [f64; 10],
}

/// The maximum-likelihood level of the moves `seen` among levels 1–10, with the interval of
/// the levels within [`LIKELIHOOD_INTERVAL`] of the maximum (module documentation); `None`
/// when no move tells the levels apart.
pub fn estimate_level(seen: &[SeenMove]) -> Option<StrengthEstimate> {
    let mut ll = [0.0f64; 10];
    let mut moves = 0;
    for m in seen.iter().filter(|m| m.is_informative()) {
        moves += 1;
        for (l, x) in Level::modelled().zip(ll.iter_mut()) {
            *x += m.log_likelihood(l);
        }
    }
    if moves == 0 {
        return None;
    }
    let mut best = 0;
    for (i, &x) in ll.iter().enumerate() {
        if x > ll[best] {
            best = i;
        }
    }
    let within = |i: usize| ll[i] >= ll[best] - LIKELIHOOD_INTERVAL;
    let low = (0..=best)
        .rev()
        .take_while(|&i| within(i))
        .last()
        .unwrap_or(best);
    let high = (best..10).take_while(|&i| within(i)).last().unwrap_or(best);
    let level = |i: usize| Level::new(i as u8 + 1).expect("a level 1–10");
    Some(StrengthEstimate {
        level: level(best),
        low: level(low),
        high: level(high),
        moves,
        log_likelihoods: ll,
    })
}

/// The moves `side` made along `line`, each among the ranked moves of its position.
///
/// # Errors
/// The first error of `source`.
pub fn seen_moves<S: ValueSource>(
    source: &S,
    line: &Line,
    side: Color,
) -> Result<Vec<SeenMove>, S::Error> {
    let mut seen = Vec::new();
    for (pos, mv) in line.plies() {
        if pos.side_to_move() != side {
            continue;
        }
        let ranked = rank_moves(source, pos)?;
        seen.extend(SeenMove::new(&ranked, mv));
    }
    Ok(seen)
}

/// [`estimate_level`] of the moves `side` made along `line` ([`seen_moves`]).
///
/// # Errors
/// The first error of `source`.
pub fn estimate_player<S: ValueSource>(
    source: &S,
    line: &Line,
    side: Color,
) -> Result<Option<StrengthEstimate>, S::Error> {
    Ok(estimate_level(&seen_moves(source, line, side)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: one position with a win in 1 among two draws, the win played. Level 1: ln ⅓;
    /// level 2 (s = 1.75): weights e^0 = 1 for the win, e^−1.75 = 0.173774 twice: ln(1 /
    /// 1.347548) = −0.298287; level 10: ln 1 = 0. From level 6 (s = 39) the draws' weight
    /// 2e^−39 is below the resolution of 1 in f64, so levels 6–10 tie at 0 and the lowest is
    /// the estimate; level 2 is within 1.92, level 1 (−1.0986) too.
    #[test]
    fn one_move_by_hand() {
        let seen = [SeenMove::from_labels(
            vec![Value::Win(1), Value::Draw, Value::Draw],
            Value::Win(1),
        )];
        let e = estimate_level(&seen).unwrap();
        assert!((e.log_likelihoods[0] + 3f64.ln()).abs() < 1e-12);
        assert!((e.log_likelihoods[1] + 0.298287).abs() < 1e-6);
        assert_eq!(e.log_likelihoods[9], 0.0);
        assert_eq!(e.log_likelihoods[5], 0.0);
        assert_eq!(
            (e.level.number(), e.low.number(), e.high.number()),
            (6, 1, 10)
        );
        // A draw played instead: level 10 is out (likelihood zero); level 1 (ln ⅓) is the
        // most likely: every stronger level plays the draw less often.
        let seen = [SeenMove::from_labels(
            vec![Value::Win(1), Value::Draw, Value::Draw],
            Value::Draw,
        )];
        let e = estimate_level(&seen).unwrap();
        assert_eq!(e.log_likelihoods[9], f64::NEG_INFINITY);
        assert_eq!(e.level.number(), 1);
        assert!(e.high.number() < 10);
    }

    /// Moves with one label tell nothing and are not counted.
    #[test]
    fn uninformative_moves_are_left_out() {
        let flat = SeenMove::from_labels(vec![Value::Loss(4); 2], Value::Loss(4));
        let one = SeenMove::from_labels(vec![Value::Draw], Value::Draw);
        assert!(!flat.is_informative() && !one.is_informative());
        assert_eq!(estimate_level(&[flat.clone(), one.clone()]), None);
        let win = SeenMove::from_labels(vec![Value::Win(3), Value::Draw], Value::Win(3));
        let with = estimate_level(&[flat, one, win.clone()]).unwrap();
        let without = estimate_level(&[win]).unwrap();
        assert_eq!(with.moves, 1);
        assert_eq!(with, without);
    }
}
