//! A game under way, as a person plays it: against the engine at a level ([`Seat::Engine`]), or
//! two people on one board ([`Seat::Human`] on both sides). The one type behind `sibi play` and
//! the server's `/play`: the line of play so far ([`Line`]), who plays each camp, the seed the
//! engine draws its moves with, and whether the players stopped it as a draw by repetition.
//!
//! The engine's move at ply `k` (1-based, counted from the game's start) is drawn with
//! `ply_seed``(seed, k)`, so a game given by its start, its moves and its seed replays the
//! same whatever the front end ([`Game::replay`]).
//!
//! ```
//! use sibi_solver::query::game::{Game, Seat, Turn};
//! use sibi_solver::query::Level;
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::{Color, PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//! let start = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! // The person plays d; the engine (level 10: perfect play) plays a and moves first.
//! let mut game = Game::new(start, rules, Game::against(Color::D, Level::new(10).unwrap()), 7).unwrap();
//! assert_eq!(game.turn(), Turn::Engine(Color::A, Level::new(10).unwrap()));
//! let reply = game.play_engine(&table).unwrap().unwrap();
//! assert_eq!(reply.mv.to_string(), "A1B2"); // it captures the 王 at once
//! assert!(matches!(game.turn(), Turn::Over(_)));
//! ```

use crate::line::{check_start, Line, Outcome, StartError, StopError, REPETITION_DRAW};
use crate::query::play::{engine_move_in_line, play_record, ply_seed, EngineMove, Level};
use crate::record::GameRecord;
use crate::rules::PlayError;
use crate::solve::ValueSource;
use crate::{Color, Move, Position, Rules};

/// Who plays a camp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person, who chooses the moves.
    Human,
    /// The engine at a level ([`engine_move_in_line`]).
    Engine(Level),
}

/// Whose turn it is, or how the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person plays the next move, for this camp.
    Human(Color),
    /// The engine plays the next move, for this camp, at this level.
    Engine(Color, Level),
    /// The game is over: on the board (a king capture, the try, no legal move), or stopped as a
    /// draw by repetition.
    Over(Outcome),
}

/// A game under way. Its moves are legal: they are played through [`Line::push`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    line: Line,
    /// Who plays a and d, in [`Color::BOTH`]'s order.
    seats: [Seat; 2],
    seed: u64,
    /// Stopped as a draw by repetition.
    repetition: bool,
}

impl Game {
    /// The seats of a game between a person playing `human` and the engine at `level`.
    pub fn against(human: Color, level: Level) -> [Seat; 2] {
        match human {
            Color::A => [Seat::Human, Seat::Engine(level)],
            Color::D => [Seat::Engine(level), Seat::Human],
        }
    }

    /// A new game from `start` under `rules`.
    ///
    /// # Errors
    /// [`StartError`] when the game is over at `start` already (the try held, or no legal move).
    pub fn new(
        start: Position,
        rules: Rules,
        seats: [Seat; 2],
        seed: u64,
    ) -> Result<Game, StartError> {
        check_start(&start, rules)?;
        Ok(Game {
            line: Line::new(start, rules),
            seats,
            seed,
            repetition: false,
        })
    }

    /// The game of a link or a saved state: [`Game::new`], then `moves` played in order, then
    /// stopped as a draw by repetition when `repetition` says so. Whoever made the moves, they
    /// are taken as played (a link may hold the engine's replies).
    ///
    /// # Errors
    /// [`GameError::Start`] for a start where the game is over, [`GameError::Move`] for the
    /// first move that cannot be played (with its 1-based ply), [`GameError::Stop`] when a
    /// repetition is claimed where it may not be.
    pub fn replay(
        start: Position,
        rules: Rules,
        seats: [Seat; 2],
        seed: u64,
        moves: &[Move],
        repetition: bool,
    ) -> Result<Game, GameError> {
        let mut game = Game::new(start, rules, seats, seed).map_err(GameError::Start)?;
        for (k, &m) in moves.iter().enumerate() {
            game.play(m)
                .map_err(|error| GameError::Move { ply: k + 1, error })?;
        }
        if repetition {
            game.claim_repetition().map_err(GameError::Stop)?;
        }
        Ok(game)
    }

    /// The line of play so far.
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        self.line.moves()
    }

    /// Who plays a and d.
    pub fn seats(&self) -> [Seat; 2] {
        self.seats
    }

    /// Who plays `side`.
    pub(crate) fn seat(&self, side: Color) -> Seat {
        match side {
            Color::A => self.seats[0],
            Color::D => self.seats[1],
        }
    }

    /// The seed the engine's moves are drawn with (`ply_seed`).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Whether the game was stopped as a draw by repetition.
    pub fn stopped_by_repetition(&self) -> bool {
        self.repetition
    }

    /// Whose turn it is, or how the game ended.
    pub fn turn(&self) -> Turn {
        if let Some(o) = self.outcome() {
            return Turn::Over(o);
        }
        let side = self.line.last_position().side_to_move();
        match self.seat(side) {
            Seat::Human => Turn::Human(side),
            Seat::Engine(level) => Turn::Engine(side, level),
        }
    }

    /// How the game ended ([`Line::board_outcome`], or a draw by repetition); `None` while it
    /// goes on.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        match self.line.outcome(self.repetition) {
            Ok(o) if o.termination != crate::line::Termination::Unfinished => Some(o),
            _ => None,
        }
    }

    /// How many times the position reached has stood in the game ([`Line::repetitions`]).
    pub fn repetitions(&self) -> usize {
        self.line.repetitions()
    }

    /// Whether the players may stop the game as a draw by repetition now: it goes on and its
    /// position has stood [`REPETITION_DRAW`] times.
    pub fn can_claim_repetition(&self) -> bool {
        self.outcome().is_none() && self.repetitions() >= REPETITION_DRAW
    }

    /// Stops the game as a draw by repetition.
    ///
    /// # Errors
    /// [`StopError`] when the game is over, or its position has not stood [`REPETITION_DRAW`]
    /// times.
    pub fn claim_repetition(&mut self) -> Result<(), StopError> {
        self.line.outcome(true)?;
        self.repetition = true;
        Ok(())
    }

    /// Plays `m` for whoever is to move (a person's move).
    ///
    /// # Errors
    /// [`Refused`] when the game is over or `m` is not legal; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), Refused> {
        if let Some(o) = self.outcome() {
            return Err(Refused::Over(o));
        }
        self.line.push(m).map(|_| ()).map_err(|e| match e {
            PlayError::Illegal(m) => Refused::Illegal(m),
            PlayError::GameOver(_) => Refused::Over(self.outcome().expect("over on the board")),
        })
    }

    /// The move the engine plays now, at its level, drawn with `ply_seed` of the next ply;
    /// `None` when it is not the engine's turn.
    ///
    /// # Errors
    /// The first error of `source`.
    pub fn engine_choice<S: ValueSource>(
        &self,
        source: &S,
    ) -> Result<Option<EngineMove>, S::Error> {
        let Turn::Engine(_, level) = self.turn() else {
            return Ok(None);
        };
        let ply = self.line.moves().len() + 1;
        engine_move_in_line(source, &self.line, level, ply_seed(self.seed, ply))
    }

    /// Plays the engine's move ([`Game::engine_choice`]) and returns it; `None` when it is not
    /// the engine's turn.
    ///
    /// # Errors
    /// The first error of `source`.
    pub fn play_engine<S: ValueSource>(
        &mut self,
        source: &S,
    ) -> Result<Option<EngineMove>, S::Error> {
        let m = self.engine_choice(source)?;
        if let Some(m) = &m {
            self.line
                .push(m.mv)
                .expect("the engine plays a legal move of a game that goes on");
        }
        Ok(m)
    }

    /// The number of moves a take-back leaves: before the last move a person made, together
    /// with the engine's replies after it (two people: before the last move). `None` when no
    /// person has moved yet.
    pub fn undo_point(&self) -> Option<usize> {
        let first = self.line.start().side_to_move();
        (0..self.line.moves().len()).rev().find(|&k| {
            let mover = if k % 2 == 0 { first } else { first.other() };
            self.seat(mover) == Seat::Human
        })
    }

    /// Takes back the last move a person made and the engine's replies after it (a stop by
    /// repetition too); returns the moves taken back, in the order they were played, or `None`
    /// when no person has moved yet (the game is unchanged).
    pub fn undo(&mut self) -> Option<Vec<Move>> {
        let keep = self.undo_point()?;
        let moves = self.line.moves();
        let back = moves[keep..].to_vec();
        let mut line = Line::new(*self.line.start(), self.line.rules());
        for &m in &moves[..keep] {
            line.push(m).expect("a prefix of legal moves");
        }
        self.line = line;
        self.repetition = false;
        Some(back)
    }

    /// The game's canonical record (format 2, [`play_record`]): `players` names a and d.
    ///
    /// # Errors
    /// None in practice: a stop by repetition was checked when claimed ([`StopError`]).
    pub fn record(&self, players: [String; 2], source: String) -> Result<GameRecord, StopError> {
        play_record(&self.line, players, self.repetition, source)
    }
}

/// Why a move of a game is refused ([`Game::play`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The game is over: no move may be played.
    #[error("the game is over ({})", .0.termination)]
    Over(Outcome),
    /// The move is not a legal move of the position reached.
    #[error("{0} is not a legal move in this position")]
    Illegal(Move),
}

/// Why a game cannot be replayed ([`Game::replay`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game is over at its start.
    #[error("{0}")]
    Start(StartError),
    /// A move cannot be played.
    #[error("ply {ply}: {error}")]
    Move {
        /// The ply, 1-based.
        ply: usize,
        /// Why.
        error: Refused,
    },
    /// A draw by repetition claimed where it may not be.
    #[error("{0}")]
    Stop(StopError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{solve, NoProgress};
    use crate::PieceSet;

    fn table() -> (crate::solve::Solution, Rules, PieceSet) {
        let rules = Rules::TwelveJanggi;
        let pieces: PieceSet = "P".parse().unwrap();
        (solve(rules, pieces, &NoProgress).unwrap(), rules, pieces)
    }

    fn mv(s: &str, pos: &Position, rules: Rules) -> Move {
        crate::parse_move(s).unwrap().resolve(pos, rules).unwrap()
    }

    /// Kings only, far apart: a person (a) against the engine (d). The turns alternate, undo
    /// takes back the person's move with the engine's reply, and a level-10 engine never picks a
    /// move worse than the best (checked against the table).
    #[test]
    fn turns_undo_and_the_engine() {
        let (table, rules, pieces) = table();
        let start = Position::parse("K3/4/3k P a", rules, pieces).unwrap();
        let level = Level::new(10).unwrap();
        let mut g = Game::new(start, rules, Game::against(Color::A, level), 3).unwrap();
        assert_eq!(g.turn(), Turn::Human(Color::A));
        assert_eq!(g.undo_point(), None);
        assert_eq!(g.undo(), None);
        assert!(g.play_engine(&table).unwrap().is_none());
        let m = mv("A1B1", &start, rules);
        g.play(m).unwrap();
        assert_eq!(g.turn(), Turn::Engine(Color::D, level));
        let reply = g.play_engine(&table).unwrap().unwrap();
        assert_eq!(reply.label, reply.best);
        assert_eq!(reply.seed, ply_seed(3, 2));
        assert_eq!(g.moves(), &[m, reply.mv]);
        assert_eq!(g.undo_point(), Some(0));
        assert_eq!(g.undo(), Some(vec![m, reply.mv]));
        assert!(g.moves().is_empty());
        assert_eq!(g.turn(), Turn::Human(Color::A));
    }

    /// A king capture ends the game with the capturer the winner; a claim of repetition is
    /// refused until the position stood three times, then ends the game, and undo reopens it.
    #[test]
    fn ends_and_repetition() {
        let (table, rules, pieces) = table();
        let start = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
        let mut g = Game::new(start, rules, [Seat::Human, Seat::Human], 0).unwrap();
        g.play(mv("A1B2", &start, rules)).unwrap();
        match g.turn() {
            Turn::Over(o) => assert_eq!(o.winner, Some(Color::A)),
            t => panic!("{t:?}"),
        }
        assert!(g.play(mv("A1B2", &start, rules)).is_err());
        assert!(g.engine_choice(&table).unwrap().is_none());

        // Two people walk their kings to and fro: the start stands again after 4 and 8 plies.
        let start = Position::parse("K3/4/3k P a", rules, pieces).unwrap();
        let mut g = Game::new(start, rules, [Seat::Human, Seat::Human], 0).unwrap();
        let cycle = ["A1B1", "D3C3", "B1A1", "C3D3"];
        for (k, text) in cycle.iter().cycle().take(8).enumerate() {
            assert!(!g.can_claim_repetition(), "after {k} plies");
            assert!(g.claim_repetition().is_err());
            let pos = *g.line().last_position();
            g.play(mv(text, &pos, rules)).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        g.claim_repetition().unwrap();
        assert!(matches!(g.turn(), Turn::Over(o) if o.winner.is_none()));
        assert!(g.play(mv("A1B1", &start, rules)).is_err());
        // Two people: undo takes back the last move only.
        assert_eq!(
            g.undo(),
            Some(vec![mv(
                "C3D3",
                &Position::parse("K3/4/2k1 P d", rules, pieces).unwrap(),
                rules
            )])
        );
        assert!(!g.stopped_by_repetition());
        assert_eq!(g.moves().len(), 7);
    }

    /// A game replays from its start, moves and seed: the engine's reply at each ply is the same.
    #[test]
    fn replay_gives_the_same_engine_moves() {
        let (table, rules, pieces) = table();
        let start = Position::parse("K3/1P2/3k - a", rules, pieces).unwrap();
        let seats = Game::against(Color::A, Level::new(4).unwrap());
        let mut g = Game::new(start, rules, seats, 99).unwrap();
        while let Turn::Human(_) | Turn::Engine(..) = g.turn() {
            if g.play_engine(&table).unwrap().is_none() {
                let pos = *g.line().last_position();
                let first = crate::query::rank_moves(&table, &pos).unwrap()[0].mv;
                g.play(first).unwrap();
            }
            if g.moves().len() > 40 {
                break;
            }
        }
        let again = Game::replay(start, rules, seats, 99, g.moves(), false).unwrap();
        assert_eq!(again, g);
        let bad = Game::replay(
            start,
            rules,
            seats,
            99,
            &[mv(
                "D3C3",
                &Position::parse("K3/1P2/3k - d", rules, pieces).unwrap(),
                rules,
            )],
            false,
        );
        assert!(matches!(bad, Err(GameError::Move { ply: 1, .. })));
    }
}
