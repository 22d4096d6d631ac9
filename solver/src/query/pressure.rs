//! The pressure of a move (docs/GLOSSARY.md: 압박): the chance that the opponent, playing at
//! the reference level, answers it with a move that worsens their result.
//!
//! After a move, the opponent (the *replier*) has a value v at the position it leads to: the
//! best label of their replies. A reply **worsens their result** when its label is of a worse
//! class than v — win → draw or loss, draw → loss (a blunder, `??`); a reply that only
//! lengthens a win or shortens a loss does not. The pressure is the probability that the level
//! model ([`crate::query::play`]: level L plays reply r with probability
//! exp(s_L · x(r)) / Σ exp(s_L · x(r')), x the [`merit`](crate::query::play::merit)) plays
//! such a reply, at the level [`REFERENCE_LEVEL`]:
//!
//! ```text
//! pressure = Σ_{r: wdl(label r) < wdl(v)} p_L(r)
//! ```
//!
//! It is computed from the replies' labels alone, in the same pass that counts the move's
//! traps ([`crate::query::Replies`]: the replies labelled a loss): a move leading to a position
//! where the replier is lost has pressure 0 (nothing to worsen), as has one after which the
//! game is over (no reply).
//!
//! ```
//! use sibi_solver::query::play::Level;
//! use sibi_solver::query::pressure::{pressure_of_labels, reference_level};
//! use sibi_solver::solve::Value;
//!
//! // The replier draws with one reply; the others lose.
//! let p = pressure_of_labels(reference_level(), &[Value::Draw, Value::Loss(3), Value::Loss(5)]);
//! assert_eq!((p.worsening, p.total), (2, 3));
//! assert!((p.probability - 0.012765).abs() < 1e-6);
//! // Level 1 plays every reply alike: two chances in three.
//! let random = pressure_of_labels(Level::MIN, &[Value::Draw, Value::Loss(3), Value::Loss(5)]);
//! assert!((random.probability - 2.0 / 3.0).abs() < 1e-12);
//! ```

use serde::Serialize;

use crate::query::play::{distribution_of_labels, Level};
use crate::query::rank::labelled_moves;
use crate::query::ValueSource;
use crate::rules::Position;
use crate::solve::Value;

/// The number of the reference level of the pressure: 5 ("intermediate", 중급). Of the
/// human-like levels 2–9 (level 1 plays at random, 10 perfectly), 5 is the lower of the two
/// middle ones, and it is the level `sibi play` and `/play` offer first (their default); it
/// finds a win in 5 plies 90 % of the time but one in 15 plies a third of the time, so a move
/// whose replies hide a near loss among draws has a pressure well above 0.
pub const REFERENCE_LEVEL: u8 = 5;

/// The reference level of the pressure, [`REFERENCE_LEVEL`].
pub fn reference_level() -> Level {
    Level::new(REFERENCE_LEVEL).expect("the reference level is one of the levels")
}

/// The pressure of a move: the chance that the replier at `level` answers with a move that
/// worsens their result, with the counts it comes from. JSON: `{"probability": 0.0128,
/// "worsening": 2, "total": 3, "level": 5}`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Pressure {
    /// The probability, 0..=1 (0 when there is no reply).
    pub probability: f64,
    /// How many replies worsen the replier's result (their label is of a worse class than
    /// the best label).
    pub worsening: u32,
    /// How many legal replies there are (0 when the game is over after the move).
    pub total: u32,
    /// The level of the modelled replier ([`reference_level`] in a report).
    pub level: Level,
}

/// Whether a reply labelled `label` worsens the result of a replier whose value is `value`:
/// its class (win, draw, loss) is worse (win → draw or loss, draw → loss).
pub fn worsens(label: Value, value: Value) -> bool {
    label.wdl() < value.wdl()
}

/// The [`Pressure`] of a move whose replies are labelled `labels` (each the value for the
/// replier, as [`crate::query::rank_moves`] labels them; any order), for a replier at
/// `level`: the replier's value is the best label, and the probability is the sum of the
/// level model's probabilities (`distribution_of_labels` at [`Level::strength`], perfect
/// play for a level without one) of the replies that [`worsens`] it.
pub fn pressure_of_labels(level: Level, labels: &[Value]) -> Pressure {
    let total = u32::try_from(labels.len()).expect("a position has a few dozen moves");
    let Some(&value) = labels.iter().max() else {
        return Pressure {
            probability: 0.0,
            worsening: 0,
            total,
            level,
        };
    };
    let p = distribution_of_labels(level.strength().unwrap_or(f64::INFINITY), labels);
    let mut probability = 0.0;
    let mut worsening = 0;
    for (&label, q) in labels.iter().zip(p) {
        if worsens(label, value) {
            probability += q;
            worsening += 1;
        }
    }
    Pressure {
        probability: probability.clamp(0.0, 1.0),
        worsening,
        total,
        level,
    }
}

/// The labels of the replier's legal moves at `after` (the position a move leads to), each its
/// value for the replier (`labelled_moves`, the positions after them looked up in one
/// batch), in legal-move order; empty when the game is over at `after`.
///
/// # Errors
/// The first error of `source`.
pub fn reply_labels<S: ValueSource>(source: &S, after: &Position) -> Result<Vec<Value>, S::Error> {
    if after.game_over(source.rules()).is_some() {
        return Ok(Vec::new());
    }
    Ok(labelled_moves(source, after)?
        .into_iter()
        .map(|m| m.value)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::{position_value, replies_and_pressure};
    use crate::rules::{Rules, Successor};
    use crate::solve::{solve, NoProgress};

    /// The merit of the model, written out again from its documentation: 1/n for win n, 0 for
    /// a draw, −1/n for loss n.
    fn x(v: Value) -> f64 {
        match v {
            Value::Win(n) => 1.0 / f64::from(n),
            Value::Draw => 0.0,
            Value::Loss(n) => -1.0 / f64::from(n),
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    /// Labels [draw, loss 3, loss 5] at the reference level 5 (s = 22): the draw keeps the
    /// replier's value, both losses worsen it.
    #[test]
    fn a_draw_among_losses_by_hand() {
        let level = reference_level();
        assert_eq!(level.number(), 5);
        assert_eq!(level.strength(), Some(22.0));
        let labels = [Value::Draw, Value::Loss(3), Value::Loss(5)];
        let p = pressure_of_labels(level, &labels);
        // exp(22·0) = 1, exp(22·(−1/3)), exp(22·(−1/5)).
        let (w0, w1, w2) = (1.0, (-22.0f64 / 3.0).exp(), (-22.0f64 / 5.0).exp());
        let expected = (w1 + w2) / (w0 + w1 + w2);
        assert!(close(p.probability, expected), "{p:?} {expected}");
        // 0.000653 + 0.012277 over 1.012930.
        assert!((p.probability - 0.012765).abs() < 1e-6, "{p:?}");
        assert_eq!((p.worsening, p.total, p.level), (2, 3, level));
    }

    /// A won replier: a draw and a loss worsen, a slower win does not.
    #[test]
    fn a_win_kept_or_thrown_away_by_hand() {
        let labels = [Value::Win(3), Value::Win(7), Value::Draw, Value::Loss(2)];
        let p = pressure_of_labels(reference_level(), &labels);
        let w: Vec<f64> = labels.iter().map(|&v| (22.0 * x(v)).exp()).collect();
        let expected = (w[2] + w[3]) / w.iter().sum::<f64>();
        assert!(close(p.probability, expected), "{p:?} {expected}");
        assert_eq!((p.worsening, p.total), (2, 4));
        // A king left to be taken among draws: two draws below a win 1.
        let labels = [Value::Draw, Value::Win(1), Value::Draw];
        let p = pressure_of_labels(reference_level(), &labels);
        let expected = 2.0 / (22.0f64.exp() + 2.0);
        assert!(close(p.probability, expected), "{p:?} {expected}");
        assert_eq!(p.worsening, 2);
    }

    /// Nothing to worsen (a lost replier, or no reply), level 1 (uniform) and level 10
    /// (perfect: never worsens).
    #[test]
    fn the_ends_of_the_scale() {
        let lost = [Value::Loss(2), Value::Loss(4), Value::Loss(8)];
        let p = pressure_of_labels(reference_level(), &lost);
        assert_eq!((p.probability, p.worsening, p.total), (0.0, 0, 3));
        let none = pressure_of_labels(reference_level(), &[]);
        assert_eq!((none.probability, none.worsening, none.total), (0.0, 0, 0));
        let labels = [Value::Draw, Value::Draw, Value::Loss(9), Value::Loss(1)];
        let random = pressure_of_labels(Level::MIN, &labels);
        assert!(close(random.probability, 0.5), "{random:?}");
        let perfect = pressure_of_labels(Level::MAX, &labels);
        assert_eq!((perfect.probability, perfect.worsening), (0.0, 2));
        assert!(worsens(Value::Draw, Value::Win(40)) && !worsens(Value::Win(40), Value::Win(3)));
        assert!(!worsens(Value::Loss(1), Value::Loss(30)));
    }

    /// Against a deliberately simple reference, on a sample of the positions of the `GP`
    /// table: for every move, the replies enumerated one by one (a king capture win 1, any
    /// other reply the value of the position after it one ply back), the replier's value read
    /// from the table, and the probability summed from unshifted exponentials.
    #[test]
    fn against_a_one_by_one_enumeration() {
        let rules = Rules::TwelveJanggi;
        let table = solve(rules, "GP".parse().unwrap(), &NoProgress).unwrap();
        let index = table.index().clone();
        let s = reference_level().strength().unwrap();
        let (mut checked, mut pressed) = (0, 0);
        index.for_each_in(0..index.solved_len(), rules, |i, pos| {
            let Some(pos) = pos.filter(|p| i % 29 == 0 && p.game_over(rules).is_none()) else {
                return;
            };
            for mv in pos.legal_moves(rules) {
                let Successor::Position(after) = pos.play_unchecked(mv) else {
                    continue;
                };
                let (replies, pressure) = replies_and_pressure(&table, &after).unwrap();
                let value = position_value(&table, &after).unwrap();
                let (mut all, mut worse, mut n, mut k, mut losing) = (0.0, 0.0, 0, 0, 0);
                if after.game_over(rules).is_none() {
                    for reply in after.legal_moves(rules) {
                        let label = match after.play_unchecked(reply) {
                            Successor::KingCapture => Value::Win(1),
                            Successor::Position(next) => {
                                position_value(&table, &next).unwrap().back()
                            }
                        };
                        let w = (s * x(label)).exp();
                        all += w;
                        n += 1;
                        losing += u32::from(matches!(label, Value::Loss(_)));
                        if label.wdl() < value.wdl() {
                            worse += w;
                            k += 1;
                        }
                    }
                }
                let expected = if n == 0 { 0.0 } else { worse / all };
                assert!((pressure.probability - expected).abs() < 1e-9, "{pos} {mv}");
                assert_eq!((pressure.worsening, pressure.total), (k, n), "{pos} {mv}");
                assert_eq!((replies.losing, replies.total), (losing, n), "{pos} {mv}");
                checked += 1;
                pressed += usize::from(k > 0);
            }
        });
        assert!(checked > 1_000 && pressed > 100, "{checked} {pressed}");
    }
}
