//! Errors of opening, reading, writing and probing a table.

use std::path::PathBuf;

use sibi_tbformat::{FileError, WriteError};

use crate::rules::{PieceSet, PositionError, Rules};
use crate::table::format;

/// Errors of opening, reading and writing a table.
///
/// What the user asked for ([`Missing`](Self::Missing), [`WrongTable`](Self::WrongTable),
/// [`Outdated`](Self::Outdated)) is told apart from what is wrong with the file
/// ([`Damaged`](Self::Damaged), [`CorruptBlock`](Self::CorruptBlock),
/// [`Unexpected`](Self::Unexpected)).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TablebaseError {
    /// No file at the path looked at.
    #[error(
        "no {rules} table for the piece set {pieces} at {path}",
        path = .path.display()
    )]
    Missing {
        /// Where the table was looked for.
        path: PathBuf,
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
    },
    /// The file is a table, but of another rule set or piece set.
    #[error(
        "{path} holds the table of {found}, not of {rules} {pieces}",
        path = .path.display()
    )]
    WrongTable {
        /// The file.
        path: PathBuf,
        /// Rule set and piece set of the file, as written in its header (`dobutsu GGMMPP`).
        found: String,
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
    },
    /// The table was made by a version of the rules, of the index scheme or of the file format
    /// (an older one) that this program does not read.
    #[error(
        "{path} was made for {what} {found}, but this program reads {expected}",
        path = .path.display()
    )]
    Outdated {
        /// The file.
        path: PathBuf,
        /// `rules`, `index scheme` or `the table file format`.
        what: &'static str,
        /// Name and version found in the file.
        found: String,
        /// Name and version this program reads.
        expected: String,
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
    },
    /// The file is not a sibi table, or is damaged (bad magic, truncated, checksum of the
    /// header or block offset table, …): see [`FileError`].
    #[error("{path} is not a usable sibi table: {problem}", path = .path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: FileError,
    },
    /// A block of the table failed its checks (checksum, decompression, length): no value of
    /// that block can be trusted.
    #[error("{path} is damaged: {cause}", path = .path.display())]
    CorruptBlock {
        /// The file.
        path: PathBuf,
        /// The failed block and why.
        cause: format::ProbeError,
    },
    /// A valid table file whose contents this program would never write (another number of
    /// entries or value width than the index implies, a distance no table holds).
    #[error("{path} is not a table this program wrote: {reason}", path = .path.display())]
    Unexpected {
        /// The file.
        path: PathBuf,
        /// What is unexpected.
        reason: String,
    },
    /// Writing the file failed (including [`WriteError::TempExists`]: a temporary file left
    /// by an interrupted write, see `table::leftover_temp`). Nothing was written at the path.
    #[error("cannot write the table {path}: {cause}", path = .path.display())]
    Write {
        /// The table's path.
        path: PathBuf,
        /// What failed.
        cause: WriteError,
    },
    /// Reading or creating a file or folder failed otherwise.
    #[error("{path}: {cause}", path = .path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The I/O error.
        cause: std::io::Error,
    },
}

/// Why `Tablebase::probe` gave no value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProbeError {
    /// The position is not legal under the table's rule set and piece set (what the user
    /// asked).
    #[error("the position does not belong to this table: {0}")]
    Position(PositionError),
    /// The block holding the position's entry is damaged (what the file did).
    #[error("{path} is damaged: {cause}", path = .path.display())]
    Table {
        /// The table file.
        path: PathBuf,
        /// The failed block and why.
        cause: format::ProbeError,
    },
}

/// Why a path cannot be read or written as a table: it is no regular file. The cause (an
/// [`std::io::Error`] of kind `Other` wrapping this) of a [`TablebaseError::Io`], for front
/// ends to put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotATableFile {
    /// Opening: the path is a folder, a FIFO, ….
    #[error("it is {0}, not a table file")]
    Read(FileKind),
    /// Writing: the path is a folder, a FIFO, … (a table is only written as a regular file).
    #[error("it is {0}: a table is written as a regular file, never over one")]
    Write(FileKind),
    /// Writing: the path ends with `/`, so it names a folder.
    #[error("names a folder: give the table's file name too")]
    FolderName,
}

/// What a path that is no regular file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A folder.
    Folder,
    /// A FIFO (named pipe).
    Fifo,
    /// A socket.
    Socket,
    /// A character or block device.
    Device,
    /// Something else that is no regular file.
    Other,
}

impl std::fmt::Display for FileKind {
    /// `a folder`, `a FIFO (named pipe)`, `a socket`, `a device`, `not a regular file`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Folder => "a folder",
            FileKind::Fifo => "a FIFO (named pipe)",
            FileKind::Socket => "a socket",
            FileKind::Device => "a device",
            FileKind::Other => "not a regular file",
        })
    }
}
