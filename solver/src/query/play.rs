//! Playing at a strength level: a probability distribution over the legal moves of a position,
//! computed from their labels alone (no search), a seeded choice from it, and whole games
//! between two levels that replay exactly from their seed.
//!
//! # The model
//!
//! clausecker's softmax over move values (his `ai.c`), in plies. A move whose label (its value
//! for the player making it, counted from the position before it: docs/RULES.md, "Values and
//! distance") is `v` has the *merit*
//!
//! ```text
//! x(win n) = 1/n      x(draw) = 0      x(loss n) = −1/n      (n in plies)
//! ```
//!
//! and level L plays it with probability
//!
//! ```text
//! p(m) = exp(s_L · x(m)) / Σ_m' exp(s_L · x(m'))
//! ```
//!
//! over the legal moves m' of the position, with the *strength* s_L of [`Level::strength`].
//! The merit is strictly increasing in the order of [`Value`] (win 1, win 2, …, draw, …,
//! loss 2, loss 1 from best to worst), so a stronger level shifts probability toward better
//! labels; and
//! because the merit of a distant result is close to 0, a level sees short wins and short
//! losses much better than long ones — a king that can be taken is taken long before a win in
//! forty plies is found.
//!
//! | level | s_L | what it does (figures: one such move among ten, the other nine drawing; "half its moves lose": five lose, five draw) |
//! |---:|---:|---|
//! | 1 | 0 | every legal move equally likely |
//! | 2 | 1.75 | takes a king it can capture 39 % of the time, finds a win in 5 plies 14 % of the time, leaves its own king to be taken 4 % of the time |
//! | 3 | 5.5 | takes a king it can capture 96 % of the time, leaves its own king to be taken 0.7 % of the time, finds a win in 5 plies 25 % of the time |
//! | 4 | 11 | always takes a king it can capture, finds a win in 5 plies 50 % of the time, finds a win in 9 plies 27 % of the time, plays a move that loses in 30 plies 41 % of the time when half its moves do |
//! | 5 | 22 | finds a win in 5 plies 90 % of the time, finds a win in 9 plies 56 % of the time, finds a win in 15 plies 33 % of the time, plays a move that loses in 30 plies 32 % of the time when half its moves do |
//! | 6 | 39 | finds a win in 9 plies 89 % of the time, finds a win in 15 plies 60 % of the time, finds a win in 25 plies 35 % of the time, plays a move that loses in 30 plies 21 % of the time when half its moves do |
//! | 7 | 67 | finds a win in 15 plies 91 % of the time, finds a win in 25 plies 62 % of the time, finds a win in 41 plies 36 % of the time, plays a move that loses in 30 plies 10 % of the time when half its moves do |
//! | 8 | 110 | finds a win in 25 plies 90 % of the time, finds a win in 41 plies 62 % of the time, plays a move that loses in 30 plies 2.5 % of the time when half its moves do, plays a move that loses in 60 plies 14 % of the time when half its moves do |
//! | 9 | 175 | finds a win in 41 plies 89 % of the time, plays a move that loses in 30 plies 0.3 % of the time when half its moves do, plays a move that loses in 60 plies 5 % of the time when half its moves do |
//! | 10 | ∞ | always a best move, at random among equals (wins as fast and loses as slowly as it can) |
//! | 11 | ∞ | always a move with the best label, and among them the one that gives the opponent the most chances to go wrong, looking 4 plies ahead (wins as fast and loses as slowly as the table allows) |
//!
//! The strengths were chosen so that, from drawn start positions, each level scores about
//! 85 % against the one below it (`sibi selfplay`, docs/cli.md "Playing levels").
//!
//! Level 1 (s = 0) gives every legal move the same probability; level 10 (s = ∞) plays only
//! moves with the best label, each as often as the others: a winner wins as fast as the table
//! allows, a loser holds out as long as it allows. [`Level::figures`] gives front ends the
//! figures of the table, computed from the formula; they put them in words (the CLI's
//! catalogue, in English and Korean, from which this table is written).
//!
//! # Randomness
//!
//! [`Rng`] is the library's one generator, SplitMix64 ([`crate::rng`]), so that a seed gives
//! the same game in every build, whatever version of a random-number crate is around; a
//! choice uses one 53-bit uniform number per move ([`choose`]), and [`play_game`] draws every
//! move of both players from one generator seeded with the game's seed. (The probabilities use
//! `f64::exp`, so a replay on another platform could in principle differ at a rounding
//! boundary.)
//!
//! ```
//! use sibi_solver::query::play::{choose, distribution, Level};
//! use sibi_solver::rng::Rng;
//! use sibi_solver::query::rank_moves;
//! use sibi_solver::solve::{solve, NoProgress, Value};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//! // a's king on A1 can take d's king on B2 (win 1).
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let moves = rank_moves(&table, &pos).unwrap();
//!
//! let perfect: Level = "10".parse().unwrap();
//! let p = distribution(perfect, &moves);
//! assert_eq!(p[0], 1.0); // the king capture, ranked first
//! let m = choose(perfect, &moves, &mut Rng::new(7));
//! assert_eq!(m.value, Value::Win(1));
//!
//! let random = Level::new(1).unwrap();
//! let n = moves.len() as f64;
//! assert!(distribution(random, &moves).iter().all(|&q| q == 1.0 / n));
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::line::{serialize_line_name, Line, StopError, Termination};
use crate::query::strength::{seen_moves, SeenMove};
use crate::query::{press, rank_moves, RankedMove, ValueSource};
use crate::record::GameRecord;
use crate::rng::Rng;
use crate::rules::{Color, GameEnd, Move, Position};
use crate::solve::reach::{reachable_where, Convention};
use crate::solve::stats::start_position;
use crate::solve::{Progress, Solution, Value};

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
    pub fn probability(self, s: f64) -> f64 {
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
/// (perfect and pressing: [`super::press`]); see the module documentation for the model of
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
    /// modelled opponent the most chances to go wrong ([`super::press`]).
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
    /// those a player's strength is read as ([`super::strength`]) and `sibi selfplay`'s
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
    /// Whether it chooses among them to press the opponent (level 11, [`super::press`]).
    pub pressing: bool,
    /// What it does, as figures ([`Level::figures`]).
    pub figures: Vec<Figure>,
}

/// The merit x of a label: 1/n for win n, 0 for a draw, −1/n for loss n (module documentation).
/// Labels of moves are never win 0 or loss 0; those get ±1 like win 1 and loss 1.
pub fn merit(label: Value) -> f64 {
    match label {
        Value::Win(n) => 1.0 / f64::from(n.max(1)),
        Value::Draw => 0.0,
        Value::Loss(n) => -1.0 / f64::from(n.max(1)),
    }
}

/// The probability of each move of `ranked` (same order) at strength `s` ≥ 0:
/// [`distribution_of_labels`] of their labels. Empty for no moves.
pub fn distribution_at(s: f64, ranked: &[RankedMove]) -> Vec<f64> {
    let labels: Vec<Value> = ranked.iter().map(|m| m.value).collect();
    distribution_of_labels(s, &labels)
}

/// The probability of playing each of the moves labelled `labels` (same order) at strength
/// `s` ≥ 0: exp(s · x(m)) / Σ exp(s · x(m')), with x the [`merit`]; `f64::INFINITY` gives
/// perfect play (1/k for each of the k moves with the best label, 0 for the others). Empty
/// for no moves.
pub fn distribution_of_labels(s: f64, labels: &[Value]) -> Vec<f64> {
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
/// [`distribution_at`] its [`Level::strength`]. Empty for no moves. For level 11, whose choice
/// depends on more than the labels ([`super::press`]), the distribution of level 10: the
/// moves it may play, each as likely (so [`choose`] at level 11 plays as level 10; the games
/// and the engine's moves of this module choose level 11's moves by [`super::press`]).
pub fn distribution(level: Level, ranked: &[RankedMove]) -> Vec<f64> {
    distribution_at(level.strength().unwrap_or(f64::INFINITY), ranked)
}

/// The index into `ranked` of the move `level` plays, drawn from [`distribution`] with one
/// number of `rng`.
///
/// # Panics
/// When `ranked` is empty (the game is over: there is nothing to choose).
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

/// One ply of a [`PlayedGame`].
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PlayedPly {
    /// The move, canonical text.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Its label, for the player making it (docs/RULES.md).
    pub label: Value,
    /// The best label of the position it was played in: the position's value for its mover.
    pub best: Value,
    /// The probability its level gave it; for level 11, 1 / the moves tied with it
    /// ([`press::PressingChoice::ties`]).
    pub probability: f64,
}

/// A game between two levels, as [`play_game`] played it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayedGame {
    /// The seed of its generator: the same seed, start and levels give the same game.
    pub seed: u64,
    /// The start position.
    pub start: Position,
    /// The level of the player to move at the start.
    pub first: Level,
    /// The level of the other player.
    pub second: Level,
    /// The plies, in order (the first by `first`).
    pub plies: Vec<PlayedPly>,
    /// How it stopped: [`Termination::KingCapture`], [`Termination::Try`],
    /// [`Termination::NoLegalMove`], or [`Termination::Unfinished`] when the ply limit was
    /// reached first (scored as a draw). JSON: `"king-capture"`, `"try"`, `"no-legal-move"`,
    /// `"cut"` ([`Termination::line_name`]).
    #[serde(serialize_with = "serialize_line_name")]
    pub finish: Termination,
    /// The winner (`a` or `d`); `null` for a game cut at the ply limit.
    pub winner: Option<Color>,
    /// The last position; `null` after a king capture.
    pub final_position: Option<Position>,
}

impl PlayedGame {
    /// The score of the player who moved first: 1 for a win, ½ for a draw (a cut game), 0 for a
    /// loss.
    pub fn first_score(&self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(c) if c == self.start.side_to_move() => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Plays a game from `start` between `first` (the player to move) and `second`, every move
/// drawn by [`choose`] from one [`Rng`] seeded with `seed` (level 11's by
/// [`press::pressing_choice`], one number of the same generator, against its opponent's moves
/// so far), until a king is captured, the game
/// is over at the start of a turn (the try, or no legal move: checked before the limit), or
/// `max_plies` plies have been played (a cut: no winner).
///
/// # Errors
/// The first error of `source`.
pub fn play_game<S: ValueSource>(
    source: &S,
    start: &Position,
    [first, second]: [Level; 2],
    seed: u64,
    max_plies: usize,
) -> Result<PlayedGame, S::Error> {
    let rules = source.rules();
    let mut rng = Rng::new(seed);
    let mut line = Line::new(*start, rules);
    let mut plies = Vec::new();
    // Each player's moves, for level 11's model of its opponent (kept only when it plays).
    let pressing = first == Level::PRESSING || second == Level::PRESSING;
    let mut seen: [Vec<SeenMove>; 2] = [Vec::new(), Vec::new()];
    let finish = loop {
        if let Some(end) = line.end() {
            break end.into();
        }
        if plies.len() >= max_plies {
            break Termination::Unfinished;
        }
        let pos = *line.position().expect("a game that goes on has a position");
        let turn = plies.len() % 2;
        let level = if turn == 0 { first } else { second };
        let ranked = rank_moves(source, &pos)?;
        let (i, probability) = if level == Level::PRESSING {
            let opponent = press::opponent_level(&seen[1 - turn]);
            let c = press::pressing_choice(source, &ranked, opponent, &mut rng)?;
            (c.index, 1.0 / c.ties as f64)
        } else {
            let p = distribution(level, &ranked);
            let i = choose_index(level, &ranked, &mut rng);
            (i, p[i])
        };
        let m = ranked[i];
        if pressing {
            seen[turn].extend(SeenMove::new(&ranked, m.mv));
        }
        plies.push(PlayedPly {
            mv: m.mv,
            label: m.value,
            best: ranked[0].value,
            probability,
        });
        line.push(m.mv)
            .expect("a legal move of a position where the game goes on");
    };
    Ok(PlayedGame {
        seed,
        start: *start,
        first,
        second,
        plies,
        finish,
        winner: line.winner(),
        final_position: line.position().copied(),
    })
}

/// Start positions for games between levels: every **drawn** position of `solution` that is
/// reachable from the start (docs/RULES.md, "Reachable positions", the published convention: a
/// position and its mirror image once, seen from its player to move), for the full piece set;
/// for a smaller piece set, which has no start position, every drawn position of the table.
/// In the order of the index, so that a seed picks the same positions in every run.
pub fn drawn_starts(solution: &Solution, progress: &dyn Progress) -> Vec<Position> {
    let index = solution.index();
    let rules = solution.rules();
    let mut starts = match start_position(Color::A, rules, index.pieces()) {
        Some(start) => {
            reachable_where(solution, &start, Convention::PUBLISHED, progress, |_, v| {
                v == Value::Draw
            })
            .1
        }
        None => (0..index.solved_len())
            .filter(|&i| solution.value_at(i) == Some(Value::Draw))
            .filter_map(|i| index.unrank(i, rules))
            .collect(),
    };
    starts.sort_by_cached_key(|p| index.rank(p));
    starts
}

/// The seed of the engine's move at ply `ply` (1-based, counted from the game's start) of a
/// game whose seed is `game_seed`: `game_seed + ply` (wrapping). SplitMix64 mixes its state
/// before every output, so neighbouring seeds give unrelated moves; a front end that knows the
/// game's seed and the ply asks [`engine_move`] with this seed, and the same game replays.
pub const fn ply_seed(game_seed: u64, ply: usize) -> u64 {
    game_seed.wrapping_add(ply as u64)
}

/// The move a level plays in a position, with what a front end shows of it: what `GET
/// /api/v1/engine-move` answers. JSON: `{"level": 10, "seed": 7, "position": "…", "move":
/// "B2C2", "hanja": "子 B2 → C2", "label": {"wdl": "win", "dtm": 13}, "best": {…},
/// "probability": 0.5, "position_after": "…" | null, "game_over": "king-capture" | "try" |
/// "no-legal-move" | null}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EngineMove {
    /// The level that chose it.
    pub level: Level,
    /// The seed of the generator that drew it ([`Rng::new`]; one number drawn).
    pub seed: u64,
    /// The position it is played in (position text).
    pub position: Position,
    /// The move, canonical text.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The move in the broadcast form ([`crate::move_hanja`]).
    pub hanja: String,
    /// Its label, for the player making it (plies, docs/RULES.md).
    pub label: Value,
    /// The best label of the position: its value for the mover.
    pub best: Value,
    /// The probability the level gave it ([`distribution`]); at level 11, whose choice is a
    /// function of the line and the seed, 1 / the number of best-labelled moves tied at the
    /// best expected score, among which the seed chose ([`press::PressingChoice::ties`]).
    pub probability: f64,
    /// Level 11 only: the level its opponent was modelled at ([`press::opponent_level`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent_level: Option<Level>,
    /// The position after it; `null` when it captures the 王.
    pub position_after: Option<Position>,
    /// How the game is over after it (`king-capture`; `try` or `no-legal-move` for the player
    /// then to move); `null` when it goes on.
    pub game_over: Option<GameEnd>,
}

/// The move `level` plays in `pos`, drawn with one number of `Rng::new(seed)` ([`choose`]);
/// `None` when the game is over at `pos` (no move to play). Level 11 here knows no opponent's
/// moves and models the opponent at [`press::DEFAULT_OPPONENT`]; [`engine_move_in_line`]
/// reads its level from the line.
///
/// # Errors
/// The first error of `source`.
pub fn engine_move<S: ValueSource>(
    source: &S,
    pos: &Position,
    level: Level,
    seed: u64,
) -> Result<Option<EngineMove>, S::Error> {
    engine_move_against(source, pos, level, seed, press::opponent_level(&[]))
}

/// The move `level` plays at the end of `line` ([`engine_move`] of its last position); level
/// 11 models its opponent by the opponent's moves in the line ([`press::opponent_level`]), so
/// its answer is a function of the line, the level and the seed. `None` when the game is over.
///
/// # Errors
/// The first error of `source`.
pub fn engine_move_in_line<S: ValueSource>(
    source: &S,
    line: &Line,
    level: Level,
    seed: u64,
) -> Result<Option<EngineMove>, S::Error> {
    let pos = line.last_position();
    if level != Level::PRESSING {
        return engine_move(source, pos, level, seed);
    }
    let seen = seen_moves(source, line, pos.side_to_move().other())?;
    engine_move_against(source, pos, level, seed, press::opponent_level(&seen))
}

/// [`engine_move`] with level 11's opponent modelled at `opponent` (levels 1–10 ignore it).
fn engine_move_against<S: ValueSource>(
    source: &S,
    pos: &Position,
    level: Level,
    seed: u64,
    opponent: Level,
) -> Result<Option<EngineMove>, S::Error> {
    let rules = source.rules();
    let ranked = rank_moves(source, pos)?;
    if ranked.is_empty() {
        return Ok(None);
    }
    let (i, probability, opponent_level) = if level == Level::PRESSING {
        let c = press::pressing_choice(source, &ranked, opponent, &mut Rng::new(seed))?;
        (c.index, 1.0 / c.ties as f64, Some(opponent))
    } else {
        let p = distribution(level, &ranked);
        let i = choose_index(level, &ranked, &mut Rng::new(seed));
        (i, p[i], None)
    };
    let m = ranked[i];
    Ok(Some(EngineMove {
        level,
        seed,
        position: *pos,
        mv: m.mv,
        hanja: crate::notation::move_hanja(pos, m.mv),
        label: m.value,
        best: ranked[0].value,
        probability,
        opponent_level,
        position_after: m.after,
        game_over: match m.after {
            None => Some(GameEnd::KingCapture),
            Some(next) => next.game_over(rules),
        },
    }))
}

/// The canonical record (format 2) of a game against the engine played along `line`: the
/// players' names by camp, the outcome of [`Line::outcome`] (stopped as a draw by repetition
/// when `repetition` is asked for), and `source` (`sibi play, level 10, seed 7`). What `sibi
/// play` saves and `/play` downloads ([`crate::record::write_canonical`] writes it).
///
/// # Errors
/// Those of [`Line::outcome`].
pub fn play_record(
    line: &Line,
    players: [String; 2],
    repetition: bool,
    source: String,
) -> Result<GameRecord, StopError> {
    let outcome = line.outcome(repetition)?;
    let mut record =
        GameRecord::from_moves(line.rules(), *line.start(), players, line.moves(), outcome);
    record.meta.source = Some(source);
    Ok(record)
}
