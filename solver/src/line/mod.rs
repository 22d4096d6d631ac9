//! One line of play: a start position, the moves played from it, the position after each, and
//! how the game ended on the board (docs/RULES.md, "End of the game") — built a move at a time by
//! [`Line::push`], or from moves as written by `play_line`, which plays them until the game
//! is over (a king capture, the try, no legal move) or they run out.
//!
//! What a line is worth as a game lives beside it (`outcome`): how a recorded
//! game stopped ([`Termination`], [`Outcome`]), the repetition count, and whether a game may
//! start at a position. docs/RULES.md has no repetition rule: [`Line::repetitions`] and
//! [`REPETITION_DRAW`] are what front ends offer (stopping as a draw once a position came round
//! a third time), not a rule of the game.
//!
//! ```
//! use sibi_solver::line::{play_line, Line};
//! use sibi_solver::notation::parse_move;
//! use sibi_solver::{GameEnd, PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! // a's 王 on A1 takes d's 王 on B2: the game is over, the next move is not played.
//! let start = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let moves = ["A1B2", "B2C2"].map(|m| parse_move(m).unwrap());
//! let (line, illegal) = play_line(start, rules, moves);
//! assert_eq!(line.moves().len(), 1);
//! assert_eq!(line.end(), Some(GameEnd::KingCapture));
//! assert_eq!(line.position(), None);
//! assert_eq!(illegal.map(|i| i.ply), Some(2));
//!
//! // The same line, a move at a time.
//! let mut by_hand = Line::new(start, rules);
//! assert_eq!(by_hand.push(line.moves()[0]), Ok(Some(GameEnd::KingCapture)));
//! assert_eq!(by_hand, line);
//! ```

pub(crate) mod outcome;

use crate::notation::{MoveError, MoveText};
use crate::rules::{Color, GameEnd, Move, PlayError, Position, Rules, Successor};

pub(crate) use outcome::serialize_line_name;
pub use outcome::{check_start, Outcome, StartError, StopError, Termination, REPETITION_DRAW};

/// A line of play: the start, the moves played from it (each legal where it was played), the
/// position after each, and how the game ended on the board (`None` while it goes on).
///
/// Positions are kept for every ply: [`Line::position_at`]`(k)` is where move `k` (0-based) was
/// played; after a king capture no position follows the last move ([`Line::position`] is
/// `None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    rules: Rules,
    /// The start, then the position after each move (one fewer after a king capture).
    positions: Vec<Position>,
    moves: Vec<Move>,
    end: Option<GameEnd>,
}

impl Line {
    /// The line of no move from `start` under `rules` (over already when the try is held or
    /// there is no legal move at `start`).
    pub fn new(start: Position, rules: Rules) -> Line {
        Line {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            end: start.game_over(rules),
        }
    }

    /// The rule set played.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after `k` moves (`k` = 0: the start), which is where move `k` (0-based) is
    /// played; `None` for `k` beyond the moves, or equal to their number after a king capture.
    pub fn position_at(&self, k: usize) -> Option<&Position> {
        self.positions.get(k)
    }

    /// `(position before, move)` for every move, in order.
    pub fn plies(&self) -> impl Iterator<Item = (&Position, Move)> + '_ {
        self.positions.iter().zip(self.moves.iter().copied())
    }

    /// The position reached after the last move (the start when there is none); `None` after a
    /// king capture.
    pub fn position(&self) -> Option<&Position> {
        (self.positions.len() > self.moves.len()).then(|| &self.positions[self.moves.len()])
    }

    /// The last position of the line: the one reached, or after a king capture the one where
    /// the capture was played.
    pub fn last_position(&self) -> &Position {
        self.positions.last().expect("a line has a start")
    }

    /// The king capture that ended the line, if one did: the position where it was played (the
    /// capturer to move) and the move.
    pub fn king_capture(&self) -> Option<(&Position, Move)> {
        match (self.end, self.moves.last()) {
            (Some(GameEnd::KingCapture), Some(&m)) => Some((self.last_position(), m)),
            _ => None,
        }
    }

    /// How the game ended on the board: a king capture by the last move, or the try or no legal
    /// move at [`Line::position`]; `None` while the game goes on.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// The winner of a game over on the board (`GameEnd::winner` with the player to move at
    /// [`Line::last_position`]); `None` while it goes on.
    pub fn winner(&self) -> Option<Color> {
        self.end
            .map(|e| e.winner(self.last_position().side_to_move()))
    }

    /// Plays `m` at the position reached, and says how the game ended if it did.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is over already (a king capture included), and
    /// [`PlayError::Illegal`] when `m` is not a legal move of the position reached.
    pub fn push(&mut self, m: Move) -> Result<Option<GameEnd>, PlayError> {
        if let Some(end) = self.end {
            return Err(PlayError::GameOver(end));
        }
        if !self.last_position().is_legal(self.rules, m) {
            return Err(PlayError::Illegal(m));
        }
        self.advance(m);
        Ok(self.end)
    }

    /// Plays `m`, legal at the position reached of a game that goes on (not checked).
    fn advance(&mut self, m: Move) {
        let pos = *self.last_position();
        self.moves.push(m);
        match pos.play_unchecked(m) {
            Successor::KingCapture => self.end = Some(GameEnd::KingCapture),
            Successor::Position(next) => {
                self.end = next.game_over(self.rules);
                self.positions.push(next);
            }
        }
    }

    /// This line cut back to its first `n` moves (all of them when it has fewer).
    pub(crate) fn truncate(&mut self, n: usize) {
        if n >= self.moves.len() {
            return;
        }
        self.moves.truncate(n);
        self.positions.truncate(n + 1);
        self.end = self.positions[n].game_over(self.rules);
    }

    /// How many times the position reached has stood in the line, the start included: 1 for a
    /// position not seen before, 0 after a king capture. Positions are equal when their
    /// position text is (board, hands and player to move).
    pub fn repetitions(&self) -> usize {
        match self.position() {
            None => 0,
            Some(last) => self.positions.iter().filter(|p| *p == last).count(),
        }
    }
}

/// Why a move of `play_line` cannot be played.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalReason {
    /// The move breaks a rule (or the game was already over by a try or for lack of moves), or
    /// a compact move names no piece that can step there, or two.
    #[error("{0}")]
    Move(MoveError),
    /// The previous ply captured a 王: the game was over.
    #[error("the game was already over, as {} had captured the 王", .winner.name())]
    AfterKingCapture {
        /// Who captured the king.
        winner: Color,
    },
}

/// The first move of `play_line` that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalPly {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The player who was to make it.
    pub side: Color,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

/// Plays `moves` from `start` under `rules`, each resolved ([`MoveText::resolve`]) in the
/// position reached, until the game is over on the board or the moves run out: the line played
/// and the first move that cannot be played, if any (the moves after it are not read). A move
/// after a king capture is [`IllegalReason::AfterKingCapture`]; one after the try or with no
/// legal move is [`MoveError::GameOver`]. Never panics.
pub fn play_line(
    start: Position,
    rules: Rules,
    moves: impl IntoIterator<Item = MoveText>,
) -> (Line, Option<IllegalPly>) {
    let mut line = Line::new(start, rules);
    let illegal = play_on(&mut line, moves, 0);
    (line, illegal)
}

/// Plays `moves` on at the position `line` reached (the first of them is ply `done` + 1), as
/// [`play_line`] does: the first move that cannot be played, if any.
pub(crate) fn play_on(
    line: &mut Line,
    moves: impl IntoIterator<Item = MoveText>,
    done: usize,
) -> Option<IllegalPly> {
    let rules = line.rules;
    for (i, text) in moves.into_iter().enumerate() {
        let i = i + done;
        let side = line.last_position().side_to_move();
        let reason = match line.position() {
            None => IllegalReason::AfterKingCapture { winner: side },
            Some(pos) => match text.resolve(pos, rules) {
                Ok(m) => {
                    line.advance(m);
                    continue;
                }
                Err(e) => IllegalReason::Move(e),
            },
        };
        let side = match reason {
            IllegalReason::AfterKingCapture { .. } => side.other(),
            IllegalReason::Move(_) => side,
        };
        let illegal = IllegalPly {
            ply: i + 1,
            side,
            reason,
        };
        return Some(illegal);
    }
    None
}
