//! A query as people write it: position text, optionally followed by moves played from it —
//! `POSITION [moves M1 M2 …]` (the input of `sibi probe` and `sibi best`).

use crate::line::{play_line, IllegalReason, Line};
use crate::notation::{parse_move, MoveError, MoveText, NotationError, ParsePositionError};
use crate::rules::{Move, PieceSet, Position, PositionError, Rules};

/// The word that separates a position from the moves played from it.
pub const MOVES: &str = "moves";

/// A parsed `POSITION [moves M1 M2 …]`: the text as given and the line it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedLine {
    /// The text as given, trimmed, in Unicode normalization form C
    /// ([`nfc`](crate::notation::nfc)).
    pub text: String,
    /// The position given, the moves played from it (each legal where it was played) and
    /// where they lead.
    pub line: Line,
}

/// Why a [`ParsedLine`] could not be read.
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

/// What is wrong with one move of a [`ParsedLine`].
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

/// Reads `POSITION [moves M1 M2 …]` under `rules` and `pieces`, in Unicode normalization form C
/// ([`nfc`](crate::notation::nfc): decomposed Hangul reads as composed): position text
/// (docs/RULES.md; words joined by single spaces), then optionally the word `moves` and moves in any notation
/// [`parse_move`] reads, each resolved and played in turn (`play_line`). A last move that
/// captures the 王 ends the line ([`Line::end`] is
/// [`GameEnd::KingCapture`](crate::rules::GameEnd::KingCapture)).
///
/// # Errors
/// [`LineError`]: empty text, malformed or impossible position text, `moves` without a move,
/// a move that cannot be read or is not legal, or a move after a king capture (the error names
/// the capture).
pub fn parse_line(text: &str, rules: Rules, pieces: PieceSet) -> Result<ParsedLine, LineError> {
    // In normalization form C, as the record readers read: a move with a decomposed Hangul
    // piece name (`ᄌ` + `ᅡ` for `자`) reads as the composed one, on the command line and in a
    // server's `pos=` alike.
    let normalized = crate::notation::nfc(text);
    let text: &str = &normalized;
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
    // The moves up to the first that cannot be read; those before it are played first, so
    // that the first problem in the order of the moves is the one reported.
    let mut texts = Vec::with_capacity(words.len());
    let mut unreadable = None;
    for (k, word) in words.iter().enumerate() {
        match parse_move(word) {
            Ok(t) => texts.push(t),
            Err(e) => {
                unreadable = Some(LineError::Move {
                    number: k + 1,
                    word: word.to_string(),
                    problem: MoveProblem::Text(e),
                });
                break;
            }
        }
    }
    let line = played(start, rules, texts, |k| words[k].to_string())?;
    match unreadable {
        Some(e) => Err(e),
        None => Ok(ParsedLine {
            text: text.trim().to_string(),
            line,
        }),
    }
}

/// The line of `moves` played from `start` (each resolved as [`parse_line`] resolves its
/// moves).
///
/// # Errors
/// [`LineError::Move`] for the first move that is not legal where it is played, or that
/// follows a king capture (the error names the capture).
pub fn line_from_moves(start: Position, rules: Rules, moves: &[Move]) -> Result<Line, LineError> {
    played(
        start,
        rules,
        moves.iter().map(|&m| MoveText::from(m)),
        |k| moves[k].to_string(),
    )
}

/// [`play_line`], its first unplayable move as a [`LineError::Move`] with the move's text
/// (`word(k)` for the 0-based move `k`).
fn played(
    start: Position,
    rules: Rules,
    moves: impl IntoIterator<Item = MoveText>,
    word: impl Fn(usize) -> String,
) -> Result<Line, LineError> {
    let (line, illegal) = play_line(start, rules, moves);
    let Some(illegal) = illegal else {
        return Ok(line);
    };
    let position = *line.last_position();
    let (k, problem) = match illegal.reason {
        IllegalReason::Move(error) => (illegal.ply - 1, MoveProblem::Illegal { position, error }),
        // The line's last move is the capture.
        IllegalReason::AfterKingCapture { .. } => {
            (illegal.ply - 2, MoveProblem::AfterKingCapture { position })
        }
    };
    Err(LineError::Move {
        number: k + 1,
        word: word(k),
        problem,
    })
}
