//! Game records (기보): the broadcast tables as published, our canonical record format, and the
//! replay of a record as a sequence of (position, move) pairs.
//!
//! * [`read_published`] reads a game table as published (the compact notation `B2子x`, the arrow
//!   notation `相 C2 → B1 (子x) +`, footnote markers, check and capture marks, end notes, the
//!   先/後 column marks) and gives a [`ParsedGame`]: the moves, the warnings about marks that
//!   disagree with the position, the first illegal move if any, and the smallest corrections
//!   of the published record that make the rest of it legal (suggestions, never applied).
//! * [`read_canonical`] / [`write_canonical`] read and write our own line-oriented format
//!   (documented in `data/broadcast/FORMAT.md`, versions 1 and 2): `key: value` header lines
//!   (format 2 adds a start `position:` and the ending `repetition`), then one ply per line in
//!   canonical notation (`B2C2`, `P*B1`) with the published text beside it.
//! * [`write_published`] writes a record of a game from the start position as a broadcast
//!   table, which [`read_published`] reads back to the same moves.
//! * [`read_move_list`] reads a plain move list (`1. C2B2 2. A1B2`, or the published one-token
//!   forms `B2子x`): the moves alone, from the start position with a given first mover.
//! * [`GameRecord::from_moves`] makes the record of a game played from any position (what
//!   `sibi play` and the explorer's `/play` save, in format 2).
//! * [`GameRecord::replay`] plays a record from its start (`crate::line::play_line`) and
//!   gives the [`Line`](crate::line::Line) of its legal plies, where it stopped and why: what an
//!   annotator consumes.
//!
//! * [`read_game`] reads a record's text for annotation, checks it against a table's rule set
//!   and piece set, plays it once and applies a correction: a [`CheckedRecord`], or why not
//!   ([`Refused`]).
//!
//! Nothing here panics on any input: malformed text gives a [`RecordError`] with its line
//! number; an illegal move is not an error but part of the result ([`IllegalReason`]).

mod canonical;
mod checked;
pub(crate) mod commentary;
mod error;
mod model;
mod plain;
mod published;
mod replay;

pub use crate::line::{IllegalPly, IllegalReason, Outcome, Termination};
use crate::rules::Color;
pub use canonical::{read_canonical, write_canonical, FORMAT_VERSION};
pub use checked::{read_game, CheckedRecord, Expected, Format, Refused};
pub use commentary::{read_commentary, Footnote};
pub use error::{
    CampsTry, CellProblem, CommentaryProblem, HeaderProblem, LineProblem, RecordError, RowProblem,
    TableEnd, ValueProblem, Version2Feature,
};
pub use model::{CorrectionError, GameRecord, Meta, Place, Ply};
pub use plain::{is_move_list, read_move_list, DEFAULT_FIRST, MOVE_LIST_NAMES};
pub use published::write_published;
pub use published::{
    check_record, read_published, Change, Correction, EndNote, IllegalMove, Marks, NoteReason,
    ParsedGame, PublishedPly, RecordCheck, TableError, Warning, WarningKind, WrittenMove,
};
pub use replay::Replay;

/// A record read by [`read_any`]: a canonical record, or a published table with everything
/// the reader found in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyRecord {
    /// A canonical record (`*.gibo`).
    Canonical(Box<GameRecord>),
    /// A published table.
    Published(Box<ParsedGame>),
    /// A plain move list ([`read_move_list`]).
    Moves(Box<GameRecord>),
}

impl AnyRecord {
    /// What the record's published cells and end note say about it: for a published table
    /// what its reader found, for a canonical record [`check_record`].
    pub fn check(&self) -> RecordCheck {
        match self {
            AnyRecord::Canonical(r) | AnyRecord::Moves(r) => check_record(r),
            AnyRecord::Published(g) => g.check(),
        }
    }

    /// The game record (for a published table, [`ParsedGame::record`]).
    pub fn record(&self) -> &GameRecord {
        match self {
            AnyRecord::Canonical(r) | AnyRecord::Moves(r) => r,
            AnyRecord::Published(g) => &g.record,
        }
    }
}

/// Reads any of the three: a canonical record when its first line that is neither blank nor a
/// `#` comment starts with `format:`, otherwise a published table when a line holds a `|`,
/// otherwise a plain move list ([`is_move_list`]) played with a first ([`DEFAULT_FIRST`]). A
/// leading byte-order mark is skipped.
///
/// # Errors
/// Those of [`read_canonical`], [`read_published`] or [`read_move_list`].
pub fn read_any(text: &str) -> Result<AnyRecord, RecordError> {
    read_any_first(text, DEFAULT_FIRST)
}

/// [`read_any`], a plain move list being played with `first` to move (a canonical record or a
/// published table says who moved first itself).
///
/// # Errors
/// Those of [`read_canonical`], [`read_published`] or [`read_move_list`].
pub fn read_any_first(text: &str, first: Color) -> Result<AnyRecord, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if plain::starts_canonical(text) {
        read_canonical(text).map(|r| AnyRecord::Canonical(Box::new(r)))
    } else if is_move_list(text) {
        read_move_list(text, first).map(|r| AnyRecord::Moves(Box::new(r)))
    } else {
        read_published(text).map(|g| AnyRecord::Published(Box::new(g)))
    }
}
