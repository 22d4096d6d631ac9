//! The sibi tablebase file format: one value code per index, in zstd-compressed blocks, probed
//! with positioned reads of the open file.
//!
//! This crate knows nothing of the game. A table is a sequence of `N` value codes (1 or 2 bytes
//! each) together with metadata naming the rule set, the index scheme and the meaning of the
//! codes; the solver decides what an index and a value mean. The byte layout is specified in
//! `FORMAT.md` next to this crate's `Cargo.toml`.
//!
//! * [`TableWriter`] streams values in index order into a temporary file and makes the table
//!   appear at its path only once it is complete and synced.
//! * [`Table`] opens a table (validating everything that can be validated without decompressing
//!   every block) and answers [`Table::get`] by reading and decompressing at most one block,
//!   with a small per-thread cache of decompressed blocks. A file truncated or rewritten while
//!   it is open gives [`ProbeError`]s for the blocks it breaks, never a crash.
//!
//! ```
//! use sibi_tbformat::{Expect, HeaderFields, Table, TableWriter, ValueWidth, WriteOptions};
//! # let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("demo.sibi");
//! let fields = HeaderFields {
//!     rules: "demo".into(),
//!     rules_version: 1,
//!     index_scheme: "identity".into(),
//!     index_version: 1,
//!     piece_set: "-".into(),
//!     entries: 1000,
//!     legal_positions: 900,
//!     value_width: ValueWidth::One,
//!     value_encoding: "the index modulo 7".into(),
//! };
//! let mut writer = TableWriter::create(&path, &fields, &WriteOptions::default())?;
//! // Every tenth index is "don't care": the writer may store anything there.
//! writer.push_fn(1000, |i| (i % 10 != 0).then_some((i % 7) as u16))?;
//! writer.finish()?;
//!
//! let expect = Expect { rules: Some("demo"), index_scheme: Some("identity"), ..Expect::default() };
//! let table = Table::open(&path, &expect)?;
//! assert_eq!(table.get(123)?, 123 % 7);
//! assert_eq!(table.header().fields.legal_positions, 900);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs, missing_debug_implementations)]

mod cache;
mod codec;
mod errors;
mod header;
mod table;
mod writer;

pub use codec::{BlockCodec, ZstdPlanes};
pub use errors::{CorruptKind, FileError, OpenError, ProbeError, WriteError};
pub use header::{Header, HeaderFields, ValueWidth};
pub use table::{Expect, Table};
pub use writer::{temp_path, train_dictionary, TableWriter, WriteOptions, WriteSummary};

/// The eight bytes every table file starts with: `89 53 49 42 49 54 42 0A` (`\x89SIBITB\n`).
///
/// The high first byte and the final line feed catch files mangled by 7-bit or text-mode
/// transfers, as in PNG.
pub const MAGIC: [u8; 8] = *b"\x89SIBITB\n";

/// The format version this crate writes, and the only one it reads.
pub const FORMAT_VERSION: u32 = 2;

/// Smallest allowed block size, in entries.
pub const MIN_BLOCK_ENTRIES: u32 = 1 << 6;

/// Largest allowed block size, in entries.
pub const MAX_BLOCK_ENTRIES: u32 = 1 << 24;

/// Largest allowed length of each header text field (rules, index scheme, piece set, value
/// encoding), in bytes of UTF-8.
pub const MAX_TEXT_LEN: usize = u16::MAX as usize;

/// Largest allowed zstd dictionary, in bytes.
pub const MAX_DICTIONARY_LEN: u64 = 16 << 20;
