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

use crate::line::{
    check_start, Line, Outcome, StartError, StopError, Termination, REPETITION_DRAW,
};
use crate::query::play::{engine_move_in_line, play_record, ply_seed, EngineMove, Level};
use crate::record::GameRecord;
use crate::rules::PlayError;
use crate::solve::{Value, ValueSource};
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
    /// The game is over: on the board (a king capture, the try, no legal move), stopped as a
    /// draw by repetition, or ended by its players ([`Ending`]).
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
    /// Ended by its players: a resignation or an agreed draw.
    ending: Option<Ending>,
}

/// How the players ended a game that was not over on the board ([`Game::resign`],
/// [`Game::offer_draw`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned: the other wins ([`Termination::Resignation`]).
    Resigned(Color),
    /// A draw offer was accepted: nobody wins ([`Termination::Agreement`]).
    DrawAgreed,
}

impl Ending {
    /// The game's outcome.
    pub const fn outcome(self) -> Outcome {
        match self {
            Ending::Resigned(side) => Outcome {
                winner: Some(side.other()),
                termination: Termination::Resignation,
            },
            Ending::DrawAgreed => Outcome {
                winner: None,
                termination: Termination::Agreement,
            },
        }
    }
}

/// The answer to a draw offer ([`Game::offer_draw`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    /// The side that offered the draw (the side to move).
    pub offered_by: Color,
    /// The engine that answered, with the table's value of the position for the engine's side
    /// (what [`Level::accepts_draw`] judges); `None` between two people, who agree.
    pub engine: Option<(Level, Value)>,
    /// Whether the draw was accepted: the game is then over, drawn by agreement.
    pub accepted: bool,
}

/// Why a game cannot be resigned or a draw offered now ([`Game::resign`],
/// [`Game::offer_draw`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EndRefused {
    /// The game is over already.
    #[error("the game is over ({})", .0.termination)]
    Over(Outcome),
    /// It is the engine's turn: a person resigns or offers a draw on their own turn.
    #[error("it is the engine's turn ({0}): a person resigns or offers a draw on their own turn")]
    EngineTurn(Color),
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
            ending: None,
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

    /// How the game ended ([`Line::board_outcome`], a draw by repetition, or its players'
    /// [`Ending`]); `None` while it goes on.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        if let Some(e) = self.ending {
            return Some(e.outcome());
        }
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
        self.ending = None;
        Some(back)
    }

    /// The game's canonical record (format 2, [`play_record`]): `players` names a and d.
    ///
    /// # Errors
    /// None in practice: a stop by repetition was checked when claimed ([`StopError`]).
    pub fn record(&self, players: [String; 2], source: String) -> Result<GameRecord, StopError> {
        let Some(ending) = self.ending else {
            return play_record(&self.line, players, self.repetition, source);
        };
        let (rules, start, moves) = (self.line.rules(), *self.line.start(), self.line.moves());
        let mut record = GameRecord::from_moves(rules, start, players, moves, ending.outcome());
        record.meta.source = Some(source);
        Ok(record)
    }

    /// How the players ended the game, if they did ([`Game::resign`], [`Game::offer_draw`]).
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The side to move, when it may resign or offer a draw: the game goes on and a person
    /// plays it.
    ///
    /// # Errors
    /// [`EndRefused`] when the game is over or the engine is to move.
    pub fn may_end(&self) -> Result<Color, EndRefused> {
        match self.turn() {
            Turn::Human(side) => Ok(side),
            Turn::Engine(side, _) => Err(EndRefused::EngineTurn(side)),
            Turn::Over(o) => Err(EndRefused::Over(o)),
        }
    }

    /// The side to move resigns: the game is over, won by the other side
    /// ([`Termination::Resignation`]). Returns the side that resigned.
    ///
    /// # Errors
    /// [`EndRefused`] when the game is over or the engine is to move ([`Game::may_end`]).
    pub fn resign(&mut self) -> Result<Color, EndRefused> {
        let side = self.may_end()?;
        self.ending = Some(Ending::Resigned(side));
        Ok(side)
    }

    /// The side to move offers a draw. Against the engine, its level answers by its rule
    /// ([`Level::accepts_draw`]) on the table's value of the position for the engine's side;
    /// between two people the offer is agreed. Accepted, the game is over, drawn by agreement
    /// ([`Termination::Agreement`]); declined, it goes on unchanged (the offer costs no move).
    ///
    /// # Errors
    /// The first error of `source`; inside, [`EndRefused`] when the game is over or the engine is
    /// to move ([`Game::may_end`]).
    pub fn offer_draw<S: ValueSource>(
        &mut self,
        source: &S,
    ) -> Result<Result<DrawAnswer, EndRefused>, S::Error> {
        let side = match self.may_end() {
            Ok(side) => side,
            Err(e) => return Ok(Err(e)),
        };
        let engine = match self.seat(side.other()) {
            Seat::Human => None,
            Seat::Engine(level) => {
                let value = source.value(self.line.last_position())?;
                Some((level, value.for_player(side, side.other())))
            }
        };
        let accepted = engine.is_none_or(|(level, value)| level.accepts_draw(value.wdl()));
        if accepted {
            self.ending = Some(Ending::DrawAgreed);
        }
        Ok(Ok(DrawAnswer {
            offered_by: side,
            engine,
            accepted,
        }))
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

    /// A draw offer against every level, in positions the table values as a win, a draw and a
    /// loss for the engine: accepted exactly when the level's rule says so on the table's value
    /// (then the game is drawn by agreement, in its record too); declined, the game goes on
    /// unchanged and the person may resign (then the engine wins by resignation). Refused on the
    /// engine's turn and once over; two people agree.
    #[test]
    fn draw_offers_and_resignation() {
        let (table, rules, pieces) = table();
        let mut kinds = std::collections::BTreeSet::new();
        for text in [
            "K3/1k2/4 P a",
            "K3/4/3k P a",
            "K3/1P2/3k - a",
            "3K/1p2/k3 - a",
        ] {
            let start = Position::parse(text, rules, pieces).unwrap();
            // The engine (a) has played each of its moves: the person (d) is to move.
            for ranked in crate::query::rank_moves(&table, &start).unwrap() {
                for level in Level::all() {
                    let seats = Game::against(Color::D, level);
                    let mut g = Game::replay(start, rules, seats, 5, &[ranked.mv], false).unwrap();
                    let before = g.clone();
                    if let Turn::Over(o) = g.turn() {
                        assert_eq!(g.offer_draw(&table).unwrap(), Err(EndRefused::Over(o)));
                        assert_eq!(g.resign(), Err(EndRefused::Over(o)));
                        continue;
                    }
                    let pos = *g.line().last_position();
                    let engine = table.value(&pos).for_player(Color::D, Color::A);
                    kinds.insert(engine.wdl());
                    let answer = g.offer_draw(&table).unwrap().unwrap();
                    assert_eq!(answer.offered_by, Color::D);
                    assert_eq!(answer.engine, Some((level, engine)));
                    assert_eq!(
                        answer.accepted,
                        level.accepts_draw(engine.wdl()),
                        "{pos} {level}"
                    );
                    if answer.accepted {
                        assert_eq!(g.turn(), Turn::Over(Ending::DrawAgreed.outcome()));
                        let rec = g.record(["a".into(), "d".into()], "t".into()).unwrap();
                        assert_eq!(rec.meta.outcome.termination, Termination::Agreement);
                        assert_eq!(rec.meta.outcome.winner, None);
                        continue;
                    }
                    assert_eq!(g, before);
                    assert_eq!(g.turn(), Turn::Human(Color::D));
                    assert_eq!(g.resign(), Ok(Color::D));
                    assert_eq!(g.ending(), Some(Ending::Resigned(Color::D)));
                    let rec = g.record(["a".into(), "d".into()], "t".into()).unwrap();
                    assert_eq!(rec.meta.outcome.termination, Termination::Resignation);
                    assert_eq!(rec.meta.outcome.winner, Some(Color::A));
                    assert!(g.play(ranked.mv).is_err());
                }
            }
        }
        assert_eq!(kinds.len(), 3, "{kinds:?}");
        // The engine's turn: no offer, no resignation.
        let start = Position::parse("K3/4/3k P a", rules, pieces).unwrap();
        let seats = Game::against(Color::D, Level::PERFECT);
        let mut g = Game::new(start, rules, seats, 1).unwrap();
        assert_eq!(g.resign(), Err(EndRefused::EngineTurn(Color::A)));
        assert_eq!(
            g.offer_draw(&table).unwrap(),
            Err(EndRefused::EngineTurn(Color::A))
        );
        // Two people: the offer is agreed; undo reopens the game.
        let mut g = Game::new(start, rules, [Seat::Human, Seat::Human], 1).unwrap();
        g.play(mv("A1B1", &start, rules)).unwrap();
        let answer = g.offer_draw(&table).unwrap().unwrap();
        assert_eq!((answer.engine, answer.accepted), (None, true));
        assert!(matches!(g.turn(), Turn::Over(o) if o.termination == Termination::Agreement));
        assert!(g.undo().is_some());
        assert_eq!((g.ending(), g.turn()), (None, Turn::Human(Color::A)));
    }
}
