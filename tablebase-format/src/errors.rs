//! Errors of opening, probing and writing tables.
//!
//! Each error's message includes its cause, which is not also given as `source()` (printing
//! the chain would say it twice). Opening distinguishes what the user did ([`OpenError::Io`]
//! for a missing or unreadable file,
//! [`OpenError::WrongRules`], [`OpenError::WrongIndexScheme`], [`OpenError::WrongPieceSet`] for a
//! table of another kind than asked for) from what the file did ([`OpenError::BadFile`], with a
//! [`FileError`] saying what is wrong with it).

use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// Why [`Table::open`](crate::Table::open) or [`Table::from_bytes`](crate::Table::from_bytes)
/// refused a file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum OpenError {
    /// The file could not be opened, measured or read (missing, no permission, ...).
    #[error("cannot read tablebase {}: {cause}", path.display())]
    Io {
        /// The path given to `open`.
        path: PathBuf,
        /// The operating system's error.
        cause: io::Error,
    },
    /// The table is for another rule set (or another version of it) than the caller expects.
    #[error(
        "tablebase {} is for rules {found} version {found_version}, but rules {expected}{} were asked for",
        path.display(),
        version_suffix(*expected_version)
    )]
    WrongRules {
        /// The table's path (`<memory>` for a table opened from bytes).
        path: PathBuf,
        /// The rule set asked for.
        expected: String,
        /// The rules version asked for, if one was.
        expected_version: Option<u32>,
        /// The rule set named in the file.
        found: String,
        /// The rules version in the file.
        found_version: u32,
    },
    /// The table uses another index scheme (or another version of it) than the caller expects.
    #[error(
        "tablebase {} uses index scheme {found} version {found_version}, but {expected}{} was asked for",
        path.display(),
        version_suffix(*expected_version)
    )]
    WrongIndexScheme {
        /// The table's path (`<memory>` for a table opened from bytes).
        path: PathBuf,
        /// The index scheme asked for.
        expected: String,
        /// The index scheme version asked for, if one was.
        expected_version: Option<u32>,
        /// The index scheme named in the file.
        found: String,
        /// The index scheme version in the file.
        found_version: u32,
    },
    /// The table covers another piece set than the caller expects.
    #[error("tablebase {} covers piece set {found:?}, but {expected:?} was asked for", path.display())]
    WrongPieceSet {
        /// The table's path (`<memory>` for a table opened from bytes).
        path: PathBuf,
        /// The piece set asked for.
        expected: String,
        /// The piece set named in the file.
        found: String,
    },
    /// The file is not a valid table: see [`FileError`].
    #[error("{} is not a valid tablebase file: {problem}", path.display())]
    BadFile {
        /// The table's path (`<memory>` for a table opened from bytes).
        path: PathBuf,
        /// What is wrong with it.
        problem: FileError,
    },
}

fn version_suffix(v: Option<u32>) -> String {
    v.map(|v| format!(" version {v}")).unwrap_or_default()
}

impl OpenError {
    /// The problem with the file itself, if that is why opening failed (as opposed to a missing
    /// file or a table of another kind than asked for).
    pub fn file_error(&self) -> Option<&FileError> {
        match self {
            OpenError::BadFile { problem, .. } => Some(problem),
            _ => None,
        }
    }
}

/// What is wrong with a file that is not a valid table. Every variant means the file is damaged,
/// of another kind, or from an incompatible version of this crate.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum FileError {
    /// The file does not start with [`MAGIC`](crate::MAGIC): it is not a sibi table.
    #[error("wrong magic bytes (not a sibi tablebase)")]
    BadMagic,
    /// The file is written in a format version this crate cannot read.
    #[error("format version {found} is not supported (this program reads version {supported})")]
    UnsupportedVersion {
        /// The version in the file.
        found: u32,
        /// The version this crate reads, [`FORMAT_VERSION`](crate::FORMAT_VERSION).
        supported: u32,
    },
    /// The file is shorter than its header (or the part of it read so far) says it must be.
    #[error("truncated: {needed} bytes needed, the file has {actual}")]
    Truncated {
        /// The length the file should have, in bytes (or a lower bound of it, when the header
        /// itself is cut).
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
    /// A header field holds an impossible value (checked after the header checksum).
    #[error("invalid header field {field}: {reason}")]
    InvalidHeader {
        /// The field's name as in FORMAT.md.
        field: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The block offset table's checksum does not match its contents.
    #[error("block offset table checksum mismatch")]
    BlockTableChecksum,
    /// The block offset table is inconsistent (checked after its checksum).
    #[error("invalid block offset table at block {block}: {reason}")]
    InvalidBlockTable {
        /// The first block whose offsets are wrong.
        block: u64,
        /// What is wrong.
        reason: String,
    },
    /// The zstd dictionary's checksum does not match its contents.
    #[error("dictionary checksum mismatch")]
    DictionaryChecksum,
    /// zstd rejected the dictionary.
    #[error("zstd rejected the dictionary")]
    InvalidDictionary,
}

/// Why a block could not be decoded. Part of [`ProbeError::CorruptBlock`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum CorruptKind {
    /// The block's stored checksum does not match its decompressed bytes.
    Checksum,
    /// zstd failed to decompress the block (with zstd's error name).
    Decompress(&'static str),
    /// The block decompressed to another length than the header implies.
    Length {
        /// Expected length, in bytes.
        expected: usize,
        /// Length zstd produced, in bytes.
        found: usize,
    },
    /// The block's byte range does not lie inside the bytes given to
    /// [`Table::from_bytes`](crate::Table::from_bytes) (impossible for a table that passed
    /// its checks at opening; kept as a guard).
    Bounds,
    /// Reading the block from the file came short: the file is now shorter than when the table
    /// was opened (it was truncated, or rewritten in place, since). Probes into the blocks
    /// still in the file, and blocks this thread has cached, keep answering; once the file is
    /// whole again (the same bytes back in the same file) this block reads again.
    Truncated,
    /// Reading the block from the file failed (with the operating system's error kind, e.g. an
    /// I/O error of the disk).
    Read(std::io::ErrorKind),
}

impl std::fmt::Display for CorruptKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CorruptKind::Checksum => write!(f, "checksum mismatch"),
            CorruptKind::Decompress(e) => write!(f, "zstd error: {e}"),
            CorruptKind::Length { expected, found } => {
                write!(f, "decompressed to {found} bytes instead of {expected}")
            }
            CorruptKind::Bounds => write!(f, "byte range outside the file"),
            CorruptKind::Truncated => write!(
                f,
                "the file is shorter than when it was opened (truncated or rewritten since)"
            ),
            CorruptKind::Read(kind) => write!(f, "cannot read it from the file: {kind}"),
        }
    }
}

/// Why [`Table::get`](crate::Table::get) gave no value.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ProbeError {
    /// The caller asked for an index `>= entries`.
    #[error("index {index} is out of range (the table has {entries} entries)")]
    IndexOutOfRange {
        /// The index asked for.
        index: u64,
        /// The number of entries of the table.
        entries: u64,
    },
    /// The block holding the entry is damaged; no value of this block can be trusted.
    #[error("block {block} of the tablebase is corrupt: {kind}")]
    CorruptBlock {
        /// The block number (index / block size).
        block: u64,
        /// What is wrong with it.
        kind: CorruptKind,
    },
}

/// Why writing a table failed. After any error the writer should be dropped, which removes its
/// temporary file; nothing is ever left at the target path.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum WriteError {
    /// Creating, writing, syncing or renaming a file failed.
    #[error("cannot write {}: {cause}", path.display())]
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// The operating system's error.
        cause: io::Error,
    },
    /// The temporary file already exists: an earlier write to the same path was interrupted
    /// (its process killed), or another writer is running now. Remove the file if no other
    /// writer is running.
    #[error(
        "{} already exists: an earlier write of this table was interrupted, or another one is running; remove it if none is",
        temp.display()
    )]
    TempExists {
        /// The temporary file, see [`temp_path`](crate::temp_path).
        temp: PathBuf,
    },
    /// A header field or option is out of range.
    #[error("invalid {field}: {reason}")]
    InvalidField {
        /// The field or option name.
        field: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// A value does not fit the table's value width.
    #[error("value {value} at index {index} does not fit in {width} byte(s)")]
    ValueTooLarge {
        /// The index of the entry.
        index: u64,
        /// The value pushed.
        value: u16,
        /// The value width in bytes.
        width: u8,
    },
    /// More entries were pushed than the header declares.
    #[error("more than the declared {declared} entries were pushed")]
    TooManyEntries {
        /// The declared number of entries.
        declared: u64,
    },
    /// `finish` was called before all declared entries were pushed.
    #[error("{pushed} entries were pushed but {declared} were declared")]
    MissingEntries {
        /// The declared number of entries.
        declared: u64,
        /// The number pushed.
        pushed: u64,
    },
    /// `push_slice` got slices of different lengths.
    #[error("push_slice got {values} values but {dont_care} don't-care flags")]
    SliceLengths {
        /// Length of the values slice.
        values: usize,
        /// Length of the don't-care slice.
        dont_care: usize,
    },
    /// zstd failed (compression or dictionary training), with its error message.
    #[error("zstd failed: {0}")]
    Zstd(String),
}
