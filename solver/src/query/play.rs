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

use serde::Serialize;

use crate::line::{serialize_line_name, Line, StopError, Termination};
pub(crate) use crate::query::levels::distribution_of_labels;
pub use crate::query::levels::{
    choose, choose_index, distribution, merit, DrawRule, Figure, Level, LevelError, LevelInfo,
    Situation,
};
use crate::query::strength::{seen_moves, SeenMove};
use crate::query::{press, rank_moves, ValueSource};
use crate::record::GameRecord;
use crate::rng::Rng;
use crate::rules::{Color, GameEnd, Move, Position};
use crate::solve::reach::{reachable_where, Convention};
use crate::solve::stats::start_position;
use crate::solve::{Progress, Solution, Value};

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
    /// `"cut"` (`Termination::line_name`).
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
pub(crate) const fn ply_seed(game_seed: u64, ply: usize) -> u64 {
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
