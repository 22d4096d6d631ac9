//! Notation: position text and move text (RULES.md, "Notation").
//!
//! * **Position text** `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, ASCII only:
//!   [`parse_setup`] / [`write_setup`], [`Position::parse`](crate::rules::Position::parse), `FromStr` and `Display` for
//!   [`Setup`](crate::rules::Setup).
//! * **Move text**: canonical `B2C2` / `P*B1` (printed by [`Move`](crate::rules::Move)'s `Display`), also read as
//!   `B2-C2`, and with piece names in ASCII (`K G M P H`), Hanja (王將相子侯, also the variant
//!   候) or Hangul (왕장상자후): `子*B1`, `자*B1`, `子B2C2`, `子 B2-C2`, `KA2B3`, `子(打) B1`,
//!   `相 A1 → B2`. [`parse_move`] gives a [`MoveText`]; [`MoveText::resolve`] checks it against
//!   a position and gives the [`Move`](crate::rules::Move) or a [`MoveError`] saying why it is not legal.
//! * **Broadcast form** for display: [`move_hanja`] (`相 A1 → B2 (子x)`, `子(打) B1`).
//!
//! Files: [`position_text`], [`move_text`] (the one type of move as written, [`MoveText`]),
//! [`resolve`] (a [`MoveText`] checked against a position, with the diagnosis of why it is not
//! legal), [`hanja`] (the broadcast form and the piece names in Hanja and Hangul).
//!
//! Every malformed input gives a [`NotationError`] with the 1-based column (in characters) of
//! the problem; nothing here panics on any input.

pub mod hanja;
pub mod move_text;
pub mod position_text;
pub mod resolve;

#[cfg(test)]
mod tests;

pub use hanja::{move_hanja, piece_name};
pub use move_text::{parse_move, MoveText};
pub use position_text::{parse_setup, write_setup, ParsePositionError};
pub use resolve::MoveError;

use crate::rules::Role;

/// Malformed notation: what is wrong and where.
///
/// Displayed as `column 7: rank 2 has 5 squares, expected 4`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct NotationError {
    /// 1-based column of the problem in the input, counted in characters (not bytes) from the
    /// very first character, leading whitespace included. When something is missing at the end
    /// it is one past the last character of the text read so far.
    pub column: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl NotationError {
    fn new(column: usize, message: impl Into<String>) -> NotationError {
        NotationError {
            column,
            message: message.into(),
        }
    }
}

/// A piece name as the docs and messages write it: `子 (pawn)`.
pub(crate) fn label(role: Role) -> String {
    match role {
        Role::Marquis => "侯 (marquis, a promoted 子)".to_string(),
        r => format!("{} ({})", r.hanja(), r.name()),
    }
}

/// Text of one character for messages: `'x'`, or `'王' (U+738B)` for non-ASCII, with a hidden
/// character escaped by the echo policy (`'\u{202e}' (U+202E)`, [`crate::limits::echo_char`]).
pub(crate) fn show_char(c: char) -> String {
    if c.is_ascii_graphic() {
        format!("'{c}'")
    } else {
        let mut shown = String::new();
        crate::limits::echo_char(c, &mut shown);
        format!("'{shown}' (U+{:04X})", c as u32)
    }
}
