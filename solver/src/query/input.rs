//! A query as people write it: position text, optionally followed by moves played from it —
//! `POSITION [moves M1 M2 …]` (the input of `sibi probe` and `sibi best`).

use crate::notation::{parse_move, MoveError, MoveText, NotationError, ParsePositionError};
use crate::rules::{GameEnd, Move, PieceSet, Position, PositionError, Rules, Successor};

/// The word that separates a position from the moves played from it.
pub const MOVES: &str = "moves";

/// A parsed `POSITION [moves M1 M2 …]`: the position given, the moves played from it, and
/// where they lead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The text as given, trimmed.
    pub text: String,
    /// The position given.
    pub start: Position,
    /// The moves played from it, in order (each legal where it was played).
    pub moves: Vec<Move>,
    /// Where the moves lead.
    pub end: LineEnd,
}

/// Where the moves of a [`Line`] lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnd {
    /// The position reached (the start when no move was given).
    Position(Position),
    /// The last move captured the enemy 王 in `before`: the game is over.
    KingCaptured {
        /// The position where the capture was played.
        before: Position,
        /// The capturing move.
        mv: Move,
    },
}

impl Line {
    /// The position reached, or `None` after a king capture.
    pub fn position(&self) -> Option<&Position> {
        match &self.end {
            LineEnd::Position(p) => Some(p),
            LineEnd::KingCaptured { .. } => None,
        }
    }
}

/// Why a [`Line`] could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// No text at all.
    #[error("empty input: expected position text such as `M2g/KPpk/G2m - a`")]
    Empty,
    /// The position text is malformed. `column` counts characters of the position text alone
    /// (the words before `moves`, joined by single spaces: [`LineError::position_text`]).
    #[error("bad position text: {error}")]
    Notation {
        /// The position text as read.
        text: String,
        /// What is wrong and where.
        error: NotationError,
    },
    /// The position text is well formed but the position is impossible.
    #[error("impossible position (rules {rules}, pieces {pieces}): {error}")]
    Impossible {
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
        /// The rule it breaks.
        error: PositionError,
    },
    /// `moves` with no move after it.
    #[error("`{MOVES}` must be followed by at least one move")]
    NoMoves,
    /// A move that cannot be read, or is not legal where it is played.
    #[error("move {number} ({word}): {problem}")]
    Move {
        /// 1-based number of the move after `moves`.
        number: usize,
        /// The move as written.
        word: String,
        /// What is wrong.
        problem: MoveProblem,
    },
}

impl LineError {
    /// The position text a [`LineError::Notation`] is about (for a caret under its column).
    pub fn position_text(&self) -> Option<&str> {
        match self {
            LineError::Notation { text, .. } => Some(text),
            _ => None,
        }
    }
}

/// What is wrong with one move of a [`Line`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveProblem {
    /// The text is not a move.
    #[error("{0}")]
    Text(NotationError),
    /// The move is not legal in the position where it is played.
    #[error("not legal in {position}: {error}")]
    Illegal {
        /// The position where it was played.
        position: Position,
        /// Why it is not legal.
        error: MoveError,
    },
    /// An earlier move captured the 王.
    #[error("it captures the 王 in {position}: the game is over, no move may follow")]
    AfterKingCapture {
        /// The position where the capture was played.
        position: Position,
    },
}

/// Reads `POSITION [moves M1 M2 …]` under `rules` and `pieces`: position text (RULES.md; words
/// joined by single spaces), then optionally the word `moves` and moves in any notation
/// [`parse_move`] reads, each resolved and played in turn. A last move that captures the 王
/// ends the line ([`LineEnd::KingCaptured`]).
///
/// # Errors
/// [`LineError`]: empty text, malformed or impossible position text, `moves` without a move,
/// a move that cannot be read or is not legal, or a move after a king capture.
pub fn parse_line(text: &str, rules: Rules, pieces: PieceSet) -> Result<Line, LineError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err(LineError::Empty);
    }
    let split = words
        .iter()
        .position(|&w| w == MOVES)
        .unwrap_or(words.len());
    let position_text = words[..split].join(" ");
    let start = Position::parse(&position_text, rules, pieces).map_err(|e| match e {
        ParsePositionError::Notation(error) => LineError::Notation {
            text: position_text.clone(),
            error,
        },
        ParsePositionError::Position(error) => LineError::Impossible {
            rules,
            pieces,
            error,
        },
    })?;
    let has_moves = split < words.len();
    let words = words.get(split + 1..).unwrap_or(&[]);
    if has_moves && words.is_empty() {
        return Err(LineError::NoMoves);
    }
    let mut moves = Vec::with_capacity(words.len());
    let mut pos = start;
    for (k, word) in words.iter().enumerate() {
        let bad = |problem| LineError::Move {
            number: k + 1,
            word: word.to_string(),
            problem,
        };
        let m = parse_move(word)
            .map_err(|e| bad(MoveProblem::Text(e)))?
            .resolve(&pos, rules)
            .map_err(|error| {
                bad(MoveProblem::Illegal {
                    position: pos,
                    error,
                })
            })?;
        moves.push(m);
        match pos.play_unchecked(m) {
            Successor::Position(next) => pos = next,
            Successor::KingCapture if k + 1 == words.len() => {
                return Ok(Line {
                    text: text.trim().to_string(),
                    start,
                    moves,
                    end: LineEnd::KingCaptured { before: pos, mv: m },
                });
            }
            Successor::KingCapture => {
                return Err(bad(MoveProblem::AfterKingCapture { position: pos }));
            }
        }
    }
    Ok(Line {
        text: text.trim().to_string(),
        start,
        moves,
        end: LineEnd::Position(pos),
    })
}

/// The line of `moves` played from `start` (each resolved as [`parse_line`] resolves its
/// moves; its text is the position text then `moves` and the moves).
///
/// # Errors
/// [`LineError::Move`] for the first move that is not legal where it is played, or that
/// follows a king capture.
pub fn line_from_moves(start: Position, rules: Rules, moves: &[Move]) -> Result<Line, LineError> {
    let mut text = start.to_string();
    if !moves.is_empty() {
        text.push(' ');
        text.push_str(MOVES);
        for m in moves {
            text.push(' ');
            text.push_str(&m.to_string());
        }
    }
    let mut pos = start;
    for (k, &m) in moves.iter().enumerate() {
        let bad = |problem| LineError::Move {
            number: k + 1,
            word: m.to_string(),
            problem,
        };
        let m = MoveText::from(m).resolve(&pos, rules).map_err(|error| {
            bad(MoveProblem::Illegal {
                position: pos,
                error,
            })
        })?;
        match pos.play_unchecked(m) {
            Successor::Position(next) => pos = next,
            Successor::KingCapture if k + 1 == moves.len() => {
                return Ok(Line {
                    text,
                    start,
                    moves: moves.to_vec(),
                    end: LineEnd::KingCaptured { before: pos, mv: m },
                });
            }
            Successor::KingCapture => {
                return Err(LineError::Move {
                    number: k + 2,
                    word: moves[k + 1].to_string(),
                    problem: MoveProblem::AfterKingCapture { position: pos },
                });
            }
        }
    }
    Ok(Line {
        text,
        start,
        moves: moves.to_vec(),
        end: LineEnd::Position(pos),
    })
}

/// How the game stands at the end of a line: over by a king capture, over at the position (the
/// try, no legal move), or `None` when it goes on.
pub fn line_game_end(line: &Line, rules: Rules) -> Option<GameEnd> {
    match &line.end {
        LineEnd::KingCaptured { .. } => Some(GameEnd::KingCapture),
        LineEnd::Position(p) => p.game_over(rules).map(GameEnd::from),
    }
}
