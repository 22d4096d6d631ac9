//! Notation: position text and move text (docs/RULES.md, "Notation").
//!
//! * **Position text** `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, ASCII only:
//!   [`parse_setup`] / `write_setup`, [`Position::parse`](crate::rules::Position::parse), `FromStr` and `Display` for
//!   [`Setup`](crate::rules::Setup).
//! * **Move text**: canonical `B2C2` / `P*B1` (printed by [`Move`](crate::rules::Move)'s `Display`), also read as
//!   `B2-C2`, and with piece names in ASCII (`K G M P H`), Hanja (王將相子侯, also the variant
//!   候) or Hangul (왕장상자후): `子*B1`, `자*B1`, `子B2C2`, `子 B2-C2`, `KA2B3`, `子(打) B1`,
//!   `相 A1 → B2`. [`parse_move`] gives a [`MoveText`]; [`MoveText::resolve`] checks it against
//!   a position and gives the [`Move`](crate::rules::Move) or a [`MoveError`] saying why it is not legal.
//! * **Broadcast form** for display: [`move_hanja`] (`相 A1 → B2 (子x)`, `子(打) B1`).
//!
//! Files: `position_text`, `move_text` (the one type of move as written, [`MoveText`]),
//! `resolve` (a [`MoveText`] checked against a position, with the diagnosis of why it is not
//! legal), `hanja` (the broadcast form and the piece names in Hanja and Hangul).
//!
//! Every malformed input gives a [`NotationError`] with the 1-based column (in characters) of
//! the problem; nothing here panics on any input.
//!
//! Text is read in Unicode normalization form C ([`nfc`]), as the record readers read it: a
//! Hangul piece name typed or pasted decomposed (`자` as the jamo `ᄌ` + `ᅡ`, as macOS file
//! names and some input methods give it) is the same name as the composed one. Columns count
//! the characters of the normalized text.

pub(crate) mod hanja;
pub(crate) mod move_text;
pub(crate) mod position_text;
pub(crate) mod resolve;

#[cfg(test)]
mod tests;

pub use hanja::move_hanja;
pub(crate) use hanja::piece_name;
pub use move_text::{parse_move, MoveText};
pub use position_text::{parse_setup, ParsePositionError};
pub use resolve::MoveError;

use crate::rules::{Color, Role};

/// `text` in Unicode normalization form C (composed Hangul syllables): the one form every reader
/// of text in this crate sees — move text ([`parse_move`]), position text ([`parse_setup`]),
/// `POSITION moves …` ([`parse_line`](crate::query::parse_line)) and records. Text already in
/// that form (ASCII, or Hangul as typed on most systems) is borrowed, not copied.
pub fn nfc(text: &str) -> std::borrow::Cow<'_, str> {
    use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};
    if is_nfc_quick(text.chars()) == IsNormalized::Yes {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(text.nfc().collect())
}

/// Malformed notation: what is wrong and where.
///
/// Displayed as `column 7: rank 2 has 5 squares, expected 4`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("column {column}: {problem}")]
pub struct NotationError {
    /// 1-based column of the problem in the input, counted in characters (not bytes) from the
    /// very first character, leading whitespace included. When something is missing at the end
    /// it is one past the last character of the text read so far.
    pub column: usize,
    /// What is wrong, as a fact; its `Display` is the English sentence.
    pub problem: NotationProblem,
}

impl NotationError {
    fn new(column: usize, problem: NotationProblem) -> NotationError {
        NotationError { column, problem }
    }
}

/// What is wrong with malformed position text or move text (docs/RULES.md, "Notation"), one variant
/// per kind of mistake, with the values the message needs. `Display` gives the English
/// sentence; front ends word it in their language from the fields.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum NotationProblem {
    // Position text.
    /// The position text is empty or only whitespace.
    #[error("empty input: expected position text such as `M2g/KPpk/G2m - a`")]
    EmptyPosition,
    /// A Hanja or Hangul piece name (`found`) in position text, which is ASCII only.
    #[error(
        "{} is a Hanja/Hangul piece name: position text is ASCII only (K G M P H, uppercase for \
         player a, lowercase for player d); Hanja and Hangul are for moves and display",
        show_char(*.found)
    )]
    PieceNameInPosition {
        /// The character found.
        found: char,
    },
    /// A non-ASCII character (`found`, not a piece name) in position text.
    #[error(
        "{} is a non-ASCII character: position text is ASCII only (K G M P H, uppercase for \
         player a, lowercase for player d); Hanja and Hangul are for moves and display",
        show_char(*.found)
    )]
    NonAscii {
        /// The character found.
        found: char,
    },
    /// Only the board: the hands and the side to move are missing.
    #[error("missing hands and side to move after the board (e.g. `M2g/KPpk/G2m - a`)")]
    MissingHandsAndSide,
    /// The board, then the side to move: the hands are missing.
    #[error("missing hands between the board and the side to move (write `-` for empty hands)")]
    MissingHands,
    /// The board and the hands, no side to move.
    #[error("missing side to move (`a` or `d`) after the hands")]
    MissingSide,
    /// The side-to-move field is not `a` or `d`.
    #[error("side to move must be `a` or `d`, found `{found}`")]
    BadSide {
        /// The field as written (ASCII, no whitespace, at least one character).
        found: String,
    },
    /// A fourth field after the side to move.
    #[error("unexpected text after the side to move")]
    TextAfterSide,
    /// A rank of the board does not cover exactly 4 squares.
    #[error("rank {rank} has {squares} squares, expected 4")]
    RankSquares {
        /// The rank, 1–3.
        rank: usize,
        /// Squares the rank covers as written (letters and digits, 0 or more).
        squares: usize,
    },
    /// A fourth rank (a third `/`).
    #[error("too many ranks: the board has 3 ranks, separated by '/'")]
    TooManyRanks,
    /// Fewer than 3 ranks on the board.
    #[error("the board has {ranks} ranks, expected 3 separated by '/'")]
    TooFewRanks {
        /// Ranks written, 1 or 2.
        ranks: usize,
    },
    /// A digit `0` or `5`–`9` on the board.
    #[error("'{digit}' is not a number of empty squares: use a digit 1–4")]
    BadEmptyCount {
        /// The digit found.
        digit: char,
    },
    /// An ASCII letter on the board that is not a piece letter (`K G M P H`, either case).
    #[error(
        "unknown piece letter '{letter}': pieces are K G M P H (uppercase for player a, \
         lowercase for player d)"
    )]
    UnknownPiece {
        /// The letter found.
        letter: char,
    },
    /// A character on the board that is neither a letter, a digit nor `/`.
    #[error(
        "unexpected character {} on the board (expected piece letters, digits 1–4 or '/')",
        show_char(*.found)
    )]
    UnexpectedOnBoard {
        /// The character found.
        found: char,
    },
    /// `-` in the hands together with pieces.
    #[error("'-' means both hands are empty and stands alone; do not mix it with pieces")]
    DashWithPieces,
    /// Two counts `2` in a row in the hands.
    #[error("two counts in a row in the hands")]
    TwoCounts,
    /// A digit other than `2` in the hands.
    #[error("'{digit}' cannot be a hand count: only 2 is written, before a letter (`2P`)")]
    BadHandCount {
        /// The digit found.
        digit: char,
    },
    /// An ASCII letter in the hands that is not a piece letter.
    #[error(
        "unknown piece letter '{letter}' in the hands: a hand holds G M P (uppercase for \
         player a, lowercase for player d)"
    )]
    UnknownHandPiece {
        /// The letter found.
        letter: char,
    },
    /// `K`/`k` in the hands: a 王 is never captured into a hand.
    #[error("a 王 (K) cannot be in hand: kings are never captured into a hand")]
    KingInHand,
    /// `H`/`h` in the hands: a captured 侯 turns back into a 子.
    #[error("a 侯 (H) cannot be in hand: a captured 侯 turns back into a 子 (write P)")]
    MarquisInHand,
    /// A hand holding more than 2 of a kind (only 2 of each exist).
    #[error("player {side} holds {count} {} in hand; at most 2 exist", label(*.role))]
    HandOverflow {
        /// The player whose hand it is.
        side: Color,
        /// How many the text gives so far, 3 or 4.
        count: u8,
        /// The kind: 將, 相 or 子.
        role: Role,
    },
    /// A character in the hands that is neither a letter, a digit nor `-`.
    #[error(
        "unexpected character {} in the hands (expected G M P letters, a count 2, or '-')",
        show_char(*.found)
    )]
    UnexpectedInHands {
        /// The character found.
        found: char,
    },
    /// The hands end with a count `2`.
    #[error("the count 2 is not followed by a piece letter")]
    CountWithoutPiece,

    // Move text.
    /// The move text is empty or only whitespace.
    #[error("empty move: expected a move such as B2C2, B2-C2 or P*B1")]
    EmptyMove,
    /// A drop mark (`*`, `打`, `(`) where the piece name should come first.
    #[error("a drop names its piece first, as in P*B1 or 子*B1")]
    DropWithoutPiece,
    /// A drop of a 王.
    #[error("a 王 is never in hand, so it cannot be dropped")]
    KingDrop,
    /// A drop of a 侯.
    #[error("a 侯 is never in hand (a captured 侯 turns back into 子): drop 子 (P)")]
    MarquisDrop,
    /// The text ends where a square should be.
    #[error("missing square (A1–D3)")]
    MissingSquare,
    /// A file letter beyond `D`.
    #[error("file '{file}' is off the board: files are A–D")]
    FileOffBoard {
        /// The file letter, uppercase (`E`–`Z`).
        file: char,
    },
    /// Something other than a file letter where a square should be.
    #[error("expected a square (A1–D3), found {}", show_char(*.found))]
    ExpectedSquare {
        /// The character found.
        found: char,
    },
    /// A rank digit `0` or `4`–`9`.
    #[error("rank {rank} is off the board: ranks are 1–3")]
    RankOffBoard {
        /// The digit found.
        rank: char,
    },
    /// Something other than a rank digit after a file letter.
    #[error("expected the rank (1–3) of file {file}, found {}", show_char(*.found))]
    ExpectedRank {
        /// The file letter read, `A`–`D`.
        file: char,
        /// The character found.
        found: char,
    },
    /// The text ends after a file letter.
    #[error("missing the rank (1–3) of file {file}")]
    MissingRank {
        /// The file letter read, `A`–`D`.
        file: char,
    },
    /// More text after a complete move.
    #[error("unexpected {} after the move", show_char(*.found))]
    TextAfterMove {
        /// The first character after the move.
        found: char,
    },
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
pub fn show_char(c: char) -> String {
    if c.is_ascii_graphic() {
        format!("'{c}'")
    } else {
        let mut shown = String::new();
        crate::limits::echo_char(c, &mut shown);
        format!("'{shown}' (U+{:04X})", c as u32)
    }
}
