//! A plain move list as a record of its own: the moves alone, without a header or a table.
//!
//! ```text
//! 1. C2B2 2. A1B2 3. P*C2
//! ```
//!
//! * A move is a token in canonical notation (`C2B2`, `P*B2`, `子*B2`) or in one of the
//!   one-token forms of the published tables (`B2子x`, `C2子打`, `B2將+`: destination and
//!   piece, the origin being the unique piece of that kind of the mover that can step there;
//!   marks and footnote markers are read and not checked).
//! * Moves are separated by spaces or line breaks, in any mix. A move number — digits, with
//!   or without a dot (`1.`, `12`, `3...`) — standing alone or glued before a move
//!   (`1.C2B2`) is skipped; the numbers are not checked.
//! * A `#` starts a comment to the end of its line; blank lines are skipped.
//! * The game starts from the start position with `first` to move (the start position's side
//!   to move, a, when the reader is not told: [`DEFAULT_FIRST`]), under twelve-janggi rules.
//!   The players are named by their sides' colours ([`MOVE_LIST_NAMES`]); the outcome is the
//!   board's when the last move ends the game (a king capture, a try held), otherwise
//!   unfinished.
//!
//! [`read_any`](super::read_any) reads a text as a move list when its first line that is
//! neither blank nor a comment does not start with `format:` and no line holds a `|`.

use crate::notation::{parse_move, MoveText};
use crate::rules::{Color, Rules};

use super::error::LineProblem;
use super::published::{parse_cell, reading_form};
use super::{GameRecord, Meta, Outcome, Ply, RecordError, Termination};

/// The first mover of a move list when none is given: the side to move of the start
/// position as docs/RULES.md writes it (`M2g/KPpk/G2m - a`).
pub const DEFAULT_FIRST: Color = Color::A;

/// The players' names of a record read from a move list: the sides' colours, a then d
/// (front ends show them in their language instead).
pub const MOVE_LIST_NAMES: [&str; 2] = ["Green", "Red"];

/// Whether `text` is read as a plain move list by [`read_any`](super::read_any): its first
/// line that is neither blank nor a `#` comment does not start with `format:`, and no line
/// holds a `|` (a published table's rows).
pub fn is_move_list(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    !starts_canonical(text) && !text.contains('|')
}

/// Whether the first line of `text` that is neither blank nor a `#` comment starts with
/// `format:`, as a canonical record's does.
pub(crate) fn starts_canonical(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| l.starts_with("format:"))
}

/// Reads a plain move list (see the module's documentation) played from the start position
/// with `first` to move.
///
/// The moves are not checked against the rules here: [`GameRecord::replay`] says where the
/// list stops being legal. A move in a published form keeps its text as the ply's published
/// text.
///
/// # Errors
/// [`RecordError::Line`] with [`LineProblem::NotAMove`] for a token that is not a move (the
/// line it is on), [`RecordError::NoMoves`] for a text without a move.
pub fn read_move_list(text: &str, first: Color) -> Result<GameRecord, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = reading_form(text);
    let mut plies: Vec<Ply> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let content = raw.split_once('#').map_or(raw, |(before, _)| before);
        for token in content.split_whitespace() {
            let Some(token) = without_number(token) else {
                continue;
            };
            let mv = read_token(token).map_err(|problem| RecordError::Line { line, problem })?;
            let published = (mv.to_string() != token).then(|| token.to_string());
            plies.push(Ply {
                mv,
                row: None,
                published,
            });
        }
    }
    if plies.is_empty() {
        return Err(RecordError::NoMoves);
    }
    let [a, d] = MOVE_LIST_NAMES;
    let mut meta = Meta::new(a, d, first);
    meta.rules = Rules::TwelveJanggi;
    let mut record = GameRecord { meta, plies };
    let replay = record.replay();
    record.meta.outcome = match (&replay.illegal, replay.board_outcome()) {
        (None, Some(board)) => board,
        (None, None) => Outcome {
            winner: None,
            termination: Termination::Unfinished,
        },
        (Some(_), _) => Outcome::UNKNOWN,
    };
    Ok(record)
}

/// The token without a move number before it: `None` when it is a move number alone
/// (`1.`, `12`, `3...`), the rest after the number's dots otherwise (`1.C2B2` → `C2B2`).
/// A move never starts with a digit.
fn without_number(token: &str) -> Option<&str> {
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == token.len() {
        return Some(token);
    }
    let rest = rest.trim_start_matches('.');
    (!rest.is_empty()).then_some(rest)
}

/// One move token: a published one-token form or canonical notation.
fn read_token(token: &str) -> Result<MoveText, LineProblem> {
    let not_a_move = |error| LineProblem::NotAMove {
        text: token.to_string(),
        error,
    };
    match parse_cell(token) {
        Ok(cell) => match (cell.mv, cell.note) {
            (Some(m), None) => Ok(m.written),
            // An end note or an empty cell: not a move; the notation reader says why.
            _ => match parse_move(token) {
                Ok(m) => Ok(m),
                Err(e) => Err(not_a_move(e)),
            },
        },
        Err(_) => parse_move(token).map_err(not_a_move),
    }
}
