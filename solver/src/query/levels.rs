//! The level model: the strengths s_L of levels 1–10 and the pressing level 11 ([`Level`]),
//! the merit of a label and the probability a level gives each move (docs/cli.md, "Playing
//! levels"; the formula in the documentation of the module `play`, which re-exports this
//! model). The games between levels and the engine's moves are in `play`; level 11's search in
//! `press`, which reads this model.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::query::RankedMove;
use crate::rng::Rng;
use crate::solve::{Value, Wdl};

/// The strength s_L of each level 1..=10 (index L − 1); `INFINITY` plays perfectly.
const STRENGTHS: [f64; 10] = [
    0.0,
    1.75,
    5.5,
    11.0,
    22.0,
    39.0,
    67.0,
    110.0,
    175.0,
    f64::INFINITY,
];

/// The figures each level's description cites (index L − 1), chosen so that together they say
/// what the level sees and misses; their probabilities come from the formula ([`Level::figures`]).
const FIGURES: [&[Situation]; 10] = {
    use Situation::{HalfLose as Half, OneAmongDraws as One};
    [
        &[],
        &[One(Value::Win(1)), One(Value::Win(5)), One(Value::Loss(2))],
        &[One(Value::Win(1)), One(Value::Loss(2)), One(Value::Win(5))],
        &[
            One(Value::Win(1)),
            One(Value::Win(5)),
            One(Value::Win(9)),
            Half(30),
        ],
        &[
            One(Value::Win(5)),
            One(Value::Win(9)),
            One(Value::Win(15)),
            Half(30),
        ],
        &[
            One(Value::Win(9)),
            One(Value::Win(15)),
            One(Value::Win(25)),
            Half(30),
        ],
        &[
            One(Value::Win(15)),
            One(Value::Win(25)),
            One(Value::Win(41)),
            Half(30),
        ],
        &[One(Value::Win(25)), One(Value::Win(41)), Half(30), Half(60)],
        &[One(Value::Win(41)), Half(30), Half(60)],
        &[],
    ]
};

/// A situation a level's figure is about: what [`Figure::probability`] is the chance of.
/// JSON: `{"one-among-draws": {"wdl": "win", "dtm": 5}}` or `{"half-lose": 30}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Situation {
    /// One move among ten has this label (for its player), the nine others draw: the chance
    /// that the level plays it. Win 1 is a king capture; loss 2 leaves the own 王 to be taken.
    OneAmongDraws(Value),
    /// Five moves lose in this many plies and five draw: the chance that the level plays one
    /// of the losing ones.
    HalfLose(u16),
}

/// One figure of a level: a situation and the chance, by the formula of the module docs, that
/// the level plays the move it is about.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// The situation.
    #[serde(flatten)]
    pub situation: Situation,
    /// The chance, 0..=1.
    pub probability: f64,
}

impl Situation {
    /// The chance that a level of strength `s` plays the move this situation is about
    /// ([`distribution_at`] over the ten moves it describes).
    pub(crate) fn probability(self, s: f64) -> f64 {
        match self {
            Situation::OneAmongDraws(v) => {
                let mut labels = vec![v];
                labels.extend([Value::Draw; 9]);
                distribution_of_labels(s, &labels)[0]
            }
            Situation::HalfLose(n) => {
                let mut labels = vec![Value::Loss(n); 5];
                labels.extend([Value::Draw; 5]);
                distribution_of_labels(s, &labels)[..5].iter().sum()
            }
        }
    }
}

/// A playing strength, 1 (every legal move equally likely) to 10 (perfect play), and 11
/// (perfect and pressing: `press`); see the module documentation for the model of
/// levels 1–10. Text and JSON: the number (`"7"`, `7`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// A level number out of 1..=11, or text that is not a number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelError {
    /// A number outside 1..=11.
    #[error(
        "level {0} does not exist: levels go from 1 (random moves) to 10 (perfect play) and 11 (perfect and pressing)"
    )]
    OutOfRange(i64),
    /// Not a whole number.
    #[error(
        "{0:?} is not a level: give a whole number from 1 (random moves) to 10 (perfect play) or 11 (perfect and pressing)"
    )]
    NotANumber(String),
}

impl Level {
    /// The weakest level: every legal move equally likely.
    pub const MIN: Level = Level(1);
    /// Perfect play: always a move with the best label, at random among equals (s = ∞), the
    /// strongest level of the model.
    pub const PERFECT: Level = Level(10);
    /// Perfect and pressing: always a move with the best label, chosen among them to give a
    /// modelled opponent the most chances to go wrong (`press`).
    pub const PRESSING: Level = Level(11);
    /// The strongest level: [`Level::PRESSING`].
    pub const MAX: Level = Level::PRESSING;

    /// Level `n`.
    ///
    /// # Errors
    /// [`LevelError::OutOfRange`] unless `1 <= n <= 11`.
    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (Level::MIN.0..=Level::MAX.0).contains(&n) {
            Ok(Level(n))
        } else {
            Err(LevelError::OutOfRange(n.into()))
        }
    }

    /// Every level, weakest first: 1 to 11.
    pub fn all() -> impl Iterator<Item = Level> {
        (Level::MIN.0..=Level::MAX.0).map(Level)
    }

    /// The levels of the model of the module documentation, 1 to 10 (each a strength s_L):
    /// those a player's strength is read as (the module `strength`) and `sibi selfplay`'s
    /// default tournament plays.
    pub fn modelled() -> impl Iterator<Item = Level> {
        (Level::MIN.0..=Level::PERFECT.0).map(Level)
    }

    /// Its number, 1..=11.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Its strength s_L in the softmax of the module documentation; `None` for level 10 (perfect
    /// play, s = ∞) and level 11 (which plays only moves with the best label too).
    pub fn strength(self) -> Option<f64> {
        let s = STRENGTHS.get(usize::from(self.0 - 1))?;
        s.is_finite().then_some(*s)
    }

    /// What it does, as figures: for each situation its description cites (the module
    /// documentation's table), the chance it plays the move in question. Empty for level 1
    /// (every move equally likely), level 10 (perfect play) and level 11.
    pub fn figures(self) -> Vec<Figure> {
        let s = self.strength().unwrap_or(f64::INFINITY);
        FIGURES
            .get(usize::from(self.0 - 1))
            .copied()
            .unwrap_or_default()
            .iter()
            .map(|&situation| Figure {
                situation,
                probability: situation.probability(s),
            })
            .collect()
    }

    /// The rule by which it answers a draw offer ([`DrawRule`]): levels 1–9 accept unless they
    /// are winning, levels 10 and 11 (perfect play) only when they are losing.
    pub const fn draw_rule(self) -> DrawRule {
        if self.0 >= Level::PERFECT.0 {
            DrawRule::WhenLosing
        } else {
            DrawRule::UnlessWinning
        }
    }

    /// Whether it accepts a draw offered in a position whose value for it (the table's value,
    /// as win, draw or loss, for the engine's side) is `engine`: its [`Level::draw_rule`].
    ///
    /// ```
    /// use sibi_solver::query::Level;
    /// use sibi_solver::solve::Wdl;
    ///
    /// let (five, perfect) = (Level::new(5).unwrap(), Level::PERFECT);
    /// assert!(five.accepts_draw(Wdl::Draw) && !five.accepts_draw(Wdl::Win));
    /// assert!(perfect.accepts_draw(Wdl::Loss) && !perfect.accepts_draw(Wdl::Draw));
    /// ```
    pub const fn accepts_draw(self, engine: Wdl) -> bool {
        match self.draw_rule() {
            DrawRule::UnlessWinning => !matches!(engine, Wdl::Win),
            DrawRule::WhenLosing => matches!(engine, Wdl::Loss),
        }
    }

    /// Everything a front end shows about it.
    pub fn info(self) -> LevelInfo {
        LevelInfo {
            level: self,
            strength: self.strength(),
            perfect: self >= Level::PERFECT,
            pressing: self == Level::PRESSING,
            figures: self.figures(),
        }
    }
}

impl FromStr for Level {
    type Err = LevelError;

    /// A whole number 1..=11 (surrounding spaces allowed).
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let n: i64 = s
            .trim()
            .parse()
            .map_err(|_| LevelError::NotANumber(s.to_string()))?;
        u8::try_from(n)
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or(LevelError::OutOfRange(n))
    }
}

impl fmt::Display for Level {
    /// The number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for Level {
    /// The number.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

/// When a level accepts a draw offered by its opponent ([`Level::draw_rule`]), judged by the
/// table's value of the position for the engine. One rule per range of levels (docs/api.md,
/// `/play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// Levels 1–9: accepted when the position is a draw or a loss for the engine, declined when
    /// it wins.
    UnlessWinning,
    /// Levels 10 and 11 (perfect play): accepted only when the position is a loss for the
    /// engine.
    WhenLosing,
}

/// A level as a front end shows it. JSON: `{"level": 5, "strength": 22.0, "perfect": false,
/// "pressing": false, "figures": [{"one-among-draws": {…}, "probability": 0.9}, …]}`
/// (`strength` is `null` for levels 10 and 11); front ends add its `description` in words.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelInfo {
    /// The level.
    pub level: Level,
    /// Its strength s_L; `null` for perfect play.
    pub strength: Option<f64>,
    /// Whether it plays only moves with the best label (levels 10 and 11).
    pub perfect: bool,
    /// Whether it chooses among them to press the opponent (level 11, `press`).
    pub pressing: bool,
    /// What it does, as figures ([`Level::figures`]).
    pub figures: Vec<Figure>,
}

/// The merit x of a label: 1/n for win n, 0 for a draw, −1/n for loss n (module documentation).
/// Labels of moves are never win 0 or loss 0; those get ±1 like win 1 and loss 1.
#[doc(hidden)] // public for the integration tests in solver/tests only
pub fn merit(label: Value) -> f64 {
    match label {
        Value::Win(n) => 1.0 / f64::from(n.max(1)),
        Value::Draw => 0.0,
        Value::Loss(n) => -1.0 / f64::from(n.max(1)),
    }
}

/// The probability of each move of `ranked` (same order) at strength `s` ≥ 0:
/// [`distribution_of_labels`] of their labels. Empty for no moves.
pub(crate) fn distribution_at(s: f64, ranked: &[RankedMove]) -> Vec<f64> {
    let labels: Vec<Value> = ranked.iter().map(|m| m.value).collect();
    distribution_of_labels(s, &labels)
}

/// The probability of playing each of the moves labelled `labels` (same order) at strength
/// `s` ≥ 0: exp(s · x(m)) / Σ exp(s · x(m')), with x the [`merit`]; `f64::INFINITY` gives
/// perfect play (1/k for each of the k moves with the best label, 0 for the others). Empty
/// for no moves.
pub(crate) fn distribution_of_labels(s: f64, labels: &[Value]) -> Vec<f64> {
    let Some(&best) = labels.iter().max() else {
        return Vec::new();
    };
    if s.is_infinite() {
        let k = labels.iter().filter(|&&v| v == best).count() as f64;
        return labels
            .iter()
            .map(|&v| if v == best { 1.0 / k } else { 0.0 })
            .collect();
    }
    // Shifted by the best merit so that no exponent is positive (no overflow at any s).
    let top = merit(best);
    let w: Vec<f64> = labels
        .iter()
        .map(|&v| (s * (merit(v) - top)).exp())
        .collect();
    let total: f64 = w.iter().sum();
    w.into_iter().map(|x| x / total).collect()
}

/// The probability with which `level` plays each move of `ranked` (same order; they sum to 1):
/// `distribution_at` its [`Level::strength`]. Empty for no moves. For level 11, whose choice
/// depends on more than the labels (`press`), the distribution of level 10: the
/// moves it may play, each as likely (so [`choose`] at level 11 plays as level 10; the games
/// and the engine's moves of this module choose level 11's moves by `press`).
pub fn distribution(level: Level, ranked: &[RankedMove]) -> Vec<f64> {
    distribution_at(level.strength().unwrap_or(f64::INFINITY), ranked)
}

/// The index into `ranked` of the move `level` plays, drawn from [`distribution`] with one
/// number of `rng`.
///
/// # Panics
/// When `ranked` is empty (the game is over: there is nothing to choose).
#[doc(hidden)] // public for the integration tests in solver/tests only
pub fn choose_index(level: Level, ranked: &[RankedMove], rng: &mut Rng) -> usize {
    assert!(!ranked.is_empty(), "no legal move to choose from");
    let p = distribution(level, ranked);
    let u = rng.next_f64();
    let mut acc = 0.0;
    for (i, &q) in p.iter().enumerate() {
        acc += q;
        if u < acc {
            return i;
        }
    }
    // Rounding left u at or above the sum: the last move that can be played.
    p.iter().rposition(|&q| q > 0.0).unwrap_or(0)
}

/// The move `level` plays among `ranked` (from [`crate::query::rank_moves`]), drawn from
/// [`distribution`] with one number of `rng`.
///
/// # Panics
/// When `ranked` is empty (the game is over: there is nothing to choose).
pub fn choose(level: Level, ranked: &[RankedMove], rng: &mut Rng) -> RankedMove {
    ranked[choose_index(level, ranked, rng)]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every level and every kind of value: levels 1–9 decline only a won position, levels 10
    /// and 11 accept only a lost one.
    #[test]
    fn the_draw_rule_of_every_level() {
        for level in Level::all() {
            let n = level.number();
            let rule = level.draw_rule();
            assert_eq!(
                rule,
                if n <= 9 {
                    DrawRule::UnlessWinning
                } else {
                    DrawRule::WhenLosing
                },
                "level {n}"
            );
            let expected = [(Wdl::Win, false), (Wdl::Draw, n <= 9), (Wdl::Loss, true)];
            for (engine, accepts) in expected {
                assert_eq!(level.accepts_draw(engine), accepts, "level {n}, {engine:?}");
            }
        }
        assert_eq!(Level::all().count(), 11);
    }
}
