//! Errors of opening, reading, writing and probing a table.
//!
//! They are this library's own: what the file format (`sibi-tbformat`) reports is turned into
//! [`FileError`], [`BlockError`] ([`CorruptKind`]) and [`WriteError`] here, with the same
//! messages, so that front ends never name the format's types.

use std::path::PathBuf;

use sibi_tbformat as format;

use crate::rules::{PieceSet, PositionError, Rules};

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
        cause: BlockError,
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
        cause: BlockError,
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

/// What is wrong with a file that is not a valid table: it is damaged, of another kind, or of
/// a format version this program does not read (the table format's own checks, in its words).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FileError {
    /// The file does not start with the table format's magic bytes: it is not a sibi table.
    #[error("wrong magic bytes (not a sibi tablebase)")]
    BadMagic,
    /// The file is written in a format version this program cannot read.
    #[error("format version {found} is not supported (this program reads version {supported})")]
    UnsupportedVersion {
        /// The version in the file.
        found: u32,
        /// The version this program reads, [`FORMAT_VERSION`](crate::table::FORMAT_VERSION).
        supported: u32,
    },
    /// The file is shorter than its header (or the part of it read so far) says it must be.
    #[error("truncated: {needed} bytes needed, the file has {actual}")]
    Truncated {
        /// The length the file should have, in bytes (or a lower bound of it).
        needed: u64,
        /// The file's length, in bytes.
        actual: u64,
    },
    /// The file is longer than its header says.
    #[error("{actual} bytes long, but the header says {expected}")]
    TrailingBytes {
        /// The length recorded in the header, in bytes.
        expected: u64,
        /// The file's length, in bytes.
        actual: u64,
    },
    /// The header's checksum does not match its contents.
    #[error("header checksum mismatch")]
    HeaderChecksum,
    /// A header field holds an impossible value.
    #[error("invalid header field {field}: {reason}")]
    InvalidHeader {
        /// The field's name as in the format's specification.
        field: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The block offset table's checksum does not match its contents.
    #[error("block offset table checksum mismatch")]
    BlockTableChecksum,
    /// The block offset table is inconsistent.
    #[error("invalid block offset table at block {block}: {reason}")]
    InvalidBlockTable {
        /// The first block whose offsets are wrong.
        block: u64,
        /// What is wrong.
        reason: String,
    },
    /// The compression dictionary's checksum does not match its contents.
    #[error("dictionary checksum mismatch")]
    DictionaryChecksum,
    /// The decompressor rejected the dictionary.
    #[error("zstd rejected the dictionary")]
    InvalidDictionary,
    /// Another problem the format reports, in its words.
    #[error("{0}")]
    Other(String),
}

impl From<format::FileError> for FileError {
    fn from(e: format::FileError) -> FileError {
        use format::FileError as F;
        match e {
            F::BadMagic => FileError::BadMagic,
            F::UnsupportedVersion { found, supported } => {
                FileError::UnsupportedVersion { found, supported }
            }
            F::Truncated { needed, actual } => FileError::Truncated { needed, actual },
            F::TrailingBytes { expected, actual } => FileError::TrailingBytes { expected, actual },
            F::HeaderChecksum => FileError::HeaderChecksum,
            F::InvalidHeader { field, reason } => FileError::InvalidHeader { field, reason },
            F::BlockTableChecksum => FileError::BlockTableChecksum,
            F::InvalidBlockTable { block, reason } => {
                FileError::InvalidBlockTable { block, reason }
            }
            F::DictionaryChecksum => FileError::DictionaryChecksum,
            F::InvalidDictionary => FileError::InvalidDictionary,
            other => FileError::Other(other.to_string()),
        }
    }
}

/// Why a block of a table could not be read: no value of that block can be trusted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BlockError {
    /// An index past the table's entries was asked for (a table of another size than its
    /// header says: never for a table [`Tablebase::open`](crate::table::Tablebase::open)
    /// accepted).
    #[error("index {index} is out of range (the table has {entries} entries)")]
    IndexOutOfRange {
        /// The index asked for.
        index: u64,
        /// The number of entries of the table.
        entries: u64,
    },
    /// The block holding the entry is damaged.
    #[error("block {block} of the tablebase is corrupt: {kind}")]
    CorruptBlock {
        /// The block number.
        block: u64,
        /// What is wrong with it.
        kind: CorruptKind,
    },
    /// Another problem the format reports, in its words.
    #[error("{0}")]
    Other(String),
}

impl From<format::ProbeError> for BlockError {
    fn from(e: format::ProbeError) -> BlockError {
        use format::ProbeError as P;
        match e {
            P::IndexOutOfRange { index, entries } => BlockError::IndexOutOfRange { index, entries },
            P::CorruptBlock { block, kind } => BlockError::CorruptBlock {
                block,
                kind: kind.into(),
            },
            other => BlockError::Other(other.to_string()),
        }
    }
}

/// Why a block could not be decoded. Part of [`BlockError::CorruptBlock`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CorruptKind {
    /// The block's stored checksum does not match its bytes.
    #[error("checksum mismatch")]
    Checksum,
    /// The decompressor failed (with its error's name).
    #[error("zstd error: {0}")]
    Decompress(&'static str),
    /// The block decompressed to another length than the header implies.
    #[error("decompressed to {found} bytes instead of {expected}")]
    Length {
        /// Expected length, in bytes.
        expected: usize,
        /// Length decompressed, in bytes.
        found: usize,
    },
    /// The block's byte range lies outside the file.
    #[error("byte range outside the file")]
    Bounds,
    /// Reading the block came short: the file is now shorter than when the table was opened
    /// (truncated, or rewritten in place, since).
    #[error("the file is shorter than when it was opened (truncated or rewritten since)")]
    Truncated,
    /// Reading the block from the file failed (with the operating system's error kind).
    #[error("cannot read it from the file: {0}")]
    Read(std::io::ErrorKind),
    /// Another problem the format reports, in its words.
    #[error("{0}")]
    Other(String),
}

impl From<format::CorruptKind> for CorruptKind {
    fn from(k: format::CorruptKind) -> CorruptKind {
        use format::CorruptKind as K;
        match k {
            K::Checksum => CorruptKind::Checksum,
            K::Decompress(e) => CorruptKind::Decompress(e),
            K::Length { expected, found } => CorruptKind::Length { expected, found },
            K::Bounds => CorruptKind::Bounds,
            K::Truncated => CorruptKind::Truncated,
            K::Read(kind) => CorruptKind::Read(kind),
            other => CorruptKind::Other(other.to_string()),
        }
    }
}

/// Why writing a table file failed. Nothing is ever left at the table's path.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// Creating, writing, syncing or renaming a file failed.
    #[error("cannot write {}: {cause}", path.display())]
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// The operating system's error.
        cause: std::io::Error,
    },
    /// The temporary file already exists: an earlier write to the same path was interrupted
    /// (its process killed), or another writer is running now (see
    /// [`leftover_temp`](crate::table::leftover_temp)).
    #[error(
        "{} already exists: an earlier write of this table was interrupted, or another one is running; remove it if none is",
        temp.display()
    )]
    TempExists {
        /// The temporary file.
        temp: PathBuf,
    },
    /// The writer refused or failed otherwise (the compressor failed, a value or count out of
    /// range: a slip of this program), in the format's words.
    #[error("{0}")]
    Other(String),
}

impl From<format::WriteError> for WriteError {
    fn from(e: format::WriteError) -> WriteError {
        use format::WriteError as W;
        match e {
            W::Io { path, cause } => WriteError::Io { path, cause },
            W::TempExists { temp } => WriteError::TempExists { temp },
            other => WriteError::Other(other.to_string()),
        }
    }
}
