//! Errors of the record readers. What they quote of the input is cut to
//! [`MAX_ECHO_CHARS`](crate::limits::MAX_ECHO_CHARS) characters, control characters escaped.

use crate::limits::echo;

/// Errors of the record readers: malformed text, always with the line (1-based) where it is
/// seen. An illegal move is not an error (see [`IllegalReason`](crate::record::IllegalReason)).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// No game table in a published text: no numbered row `| 1 | … | … |`.
    #[error(
        "no game table found: expected a header row such as `| No | <player> | <player> |` \
         followed by numbered rows such as `| 1 | <move> | <move> |`"
    )]
    NoTable,
    /// The header row of a published table (the players' names) is missing or malformed.
    #[error("line {line}: header row: {message}")]
    Header {
        /// Line of the problem (the first numbered row when the header is missing).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A row of a published table is malformed: too few or too many cells, a wrong row
    /// number, a numbered row after the end of the table, an empty cell before the end.
    #[error("line {line}{}: {message}", row_text(*.row))]
    Row {
        /// Line of the row.
        line: usize,
        /// The row number, when it could be read.
        row: Option<u32>,
        /// What is wrong.
        message: String,
    },
    /// A cell of a published table cannot be read as a move or an end note.
    #[error(
        "line {line}, row {row}, {}: cannot read `{}`: {message}",
        echo(.player),
        echo(.text)
    )]
    Cell {
        /// Line of the row.
        line: usize,
        /// Row number.
        row: u32,
        /// The player whose column it is.
        player: String,
        /// The cell as published.
        text: String,
        /// What is wrong.
        message: String,
    },
    /// The record has no move at all.
    #[error("the record has no moves")]
    NoMoves,
    /// Which player had which camp cannot be told from the moves: both assignments (or
    /// neither) let the first moves be played.
    #[error("cannot tell which camp each player had: {detail}")]
    Camps {
        /// The replay of each assignment, in words.
        detail: String,
    },
    /// A canonical record names a format version this reader does not know.
    #[error(
        "line {line}: unsupported format `{}`: this reader reads `sibi-record 1` and \
         `sibi-record 2`",
        echo(.found)
    )]
    Format {
        /// Line of the `format:` key.
        line: usize,
        /// The value found.
        found: String,
    },
    /// A canonical record has an unknown header key.
    #[error("line {line}: unknown header key `{}`", echo(.key))]
    UnknownKey {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
    },
    /// A canonical record repeats a header key that may appear once.
    #[error("line {line}: header key `{}` given twice", echo(.key))]
    DuplicateKey {
        /// Line of the second occurrence.
        line: usize,
        /// The key.
        key: String,
    },
    /// A canonical record lacks a required header key.
    #[error("missing header key `{key}` (required: format, player-a, player-d, first)")]
    MissingKey {
        /// The key.
        key: &'static str,
    },
    /// A header value of a canonical record is malformed.
    #[error("line {line}: bad value `{}` for `{}`: {message}", echo(.value), echo(.key))]
    BadValue {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
        /// The value found.
        value: String,
        /// What was expected.
        message: String,
    },
    /// A line of a canonical record is neither a header line, a move line, a comment nor
    /// blank, or its move is malformed.
    #[error("line {line}: {message}")]
    Line {
        /// Line of the problem.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

fn row_text(row: Option<u32>) -> String {
    row.map_or(String::new(), |r| format!(", row {r}"))
}
