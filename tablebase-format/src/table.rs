//! Opening and probing a table.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use memmap2::Mmap;
use xxhash_rust::xxh3::xxh3_64;
use zstd::zstd_safe::{DCtx, DDict};

use crate::cache;
use crate::codec::{block_checksum, BLOCK_CHECKSUM_LEN};
use crate::errors::{CorruptKind, FileError, OpenError, ProbeError};
use crate::header::{invalid, u64_at, Header, ValueWidth};
use crate::MAX_DICTIONARY_LEN;

/// What the caller expects of a table; `None` accepts anything. [`Expect::default()`] accepts
/// every valid table (for tools like `sibi info`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Expect<'a> {
    /// Required rule set name ([`HeaderFields::rules`](crate::HeaderFields::rules)).
    pub rules: Option<&'a str>,
    /// Required rules version.
    pub rules_version: Option<u32>,
    /// Required index scheme name.
    pub index_scheme: Option<&'a str>,
    /// Required index scheme version.
    pub index_version: Option<u32>,
    /// Required piece set text.
    pub piece_set: Option<&'a str>,
}

enum Backing {
    Mmap(Mmap),
    Owned(Box<[u8]>),
}

impl Backing {
    fn bytes(&self) -> &[u8] {
        match self {
            Backing::Mmap(m) => m,
            Backing::Owned(b) => b,
        }
    }
}

/// Extra output room given to zstd beyond a block's length, in bytes.
const DECODE_SLACK: usize = 64;

static NEXT_TABLE_ID: AtomicU64 = AtomicU64::new(1);

/// An open table: its validated header, the file's bytes (memory-mapped or owned) and the zstd
/// dictionary, if any. `Table` is `Send + Sync`; probes from many threads need no locking (each
/// thread has its own block cache and decompression context).
///
/// Once open, probes trust the header and block offset table validated by `open`; a file
/// changed by another program while mapped is outside the contract (FORMAT.md, "Concurrency").
pub struct Table {
    id: u64,
    path: PathBuf,
    header: Header,
    // Dropped before `bytes`, though it does not borrow from it.
    ddict: Option<DDict<'static>>,
    bytes: Backing,
    shift: u32,
    mask: u64,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("path", &self.path)
            .field("header", &self.header)
            .finish_non_exhaustive()
    }
}

impl Table {
    /// Opens and memory-maps the table at `path`, validating it (FORMAT.md, "Opening") and
    /// checking it against `expect`. Costs one pass over the header, the block offset table
    /// and the dictionary; no block is decompressed.
    ///
    /// # Errors
    /// [`OpenError::Io`] if the file cannot be opened or mapped; [`OpenError::WrongRules`],
    /// [`OpenError::WrongIndexScheme`] or [`OpenError::WrongPieceSet`] if the header does not
    /// match `expect`; [`OpenError::BadFile`] if the file is not a valid table (bad magic,
    /// unsupported version, truncated, checksum mismatch, inconsistent header or offsets).
    pub fn open(path: impl AsRef<Path>, expect: &Expect<'_>) -> Result<Table, OpenError> {
        let path = path.as_ref();
        let io = |cause| OpenError::Io {
            path: path.to_owned(),
            cause,
        };
        let file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let bytes = if len == 0 {
            Backing::Owned(Box::new([]))
        } else {
            // SAFETY: the mapping is read-only; a file modified by another process while
            // mapped is outside this crate's contract (FORMAT.md, "Concurrency").
            Backing::Mmap(unsafe { Mmap::map(&file) }.map_err(io)?)
        };
        Table::from_backing(bytes, path.to_owned(), expect)
    }

    /// Like [`open`](Table::open), for a table already in memory (its path shows as
    /// `<memory>` in errors).
    ///
    /// # Errors
    /// As [`open`](Table::open), except [`OpenError::Io`].
    pub fn from_bytes(bytes: Vec<u8>, expect: &Expect<'_>) -> Result<Table, OpenError> {
        Table::from_backing(
            Backing::Owned(bytes.into_boxed_slice()),
            PathBuf::from("<memory>"),
            expect,
        )
    }

    fn from_backing(
        bytes: Backing,
        path: PathBuf,
        expect: &Expect<'_>,
    ) -> Result<Table, OpenError> {
        let header = match Header::decode(bytes.bytes()) {
            Ok(h) => h,
            Err(problem) => return Err(OpenError::BadFile { path, problem }),
        };
        check_expect(&header, expect, &path)?;
        let ddict = match validate_layout(&header, bytes.bytes()) {
            Ok(d) => d,
            Err(problem) => return Err(OpenError::BadFile { path, problem }),
        };
        Ok(Table {
            id: NEXT_TABLE_ID.fetch_add(1, Ordering::Relaxed),
            path,
            shift: header.block_entries.trailing_zeros(),
            mask: header.block_entries as u64 - 1,
            header,
            ddict,
            bytes,
        })
    }

    /// The table's header: the writer's metadata and the file layout.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The path the table was opened from (`<memory>` for [`from_bytes`](Table::from_bytes)).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Number of entries: valid indices are `0..entries()`.
    pub fn entries(&self) -> u64 {
        self.header.fields.entries
    }

    /// The file's length in bytes.
    pub fn file_len(&self) -> u64 {
        self.bytes.bytes().len() as u64
    }

    /// XXH3-64 of every byte of the file (reads the whole file: about a second per few GB
    /// when cached). For `sibi info` and comparing copies; not stored in the file.
    pub fn file_checksum(&self) -> u64 {
        xxh3_64(self.bytes.bytes())
    }

    /// The value code stored at `index`.
    ///
    /// Decompresses at most one block, unless it is among the last few blocks this thread
    /// decoded (of any table). The result for a don't-care index is arbitrary.
    ///
    /// # Errors
    /// [`ProbeError::IndexOutOfRange`] if `index >= entries()`; [`ProbeError::CorruptBlock`]
    /// if the block holding it fails its checksum or does not decompress to its size (the
    /// block is not cached, so every probe into it fails the same way).
    #[inline]
    pub fn get(&self, index: u64) -> Result<u16, ProbeError> {
        if index >= self.header.fields.entries {
            return Err(ProbeError::IndexOutOfRange {
                index,
                entries: self.header.fields.entries,
            });
        }
        let block = index >> self.shift;
        let j = (index & self.mask) as usize;
        let width = self.header.fields.value_width;
        cache::with_block(
            self.id,
            block,
            |dctx, buf| self.decode_block(block, dctx, buf),
            |data| match width {
                ValueWidth::One => data[j] as u16,
                // Byte planes: low bytes, then high bytes (FORMAT.md, "Blocks").
                ValueWidth::Two => u16::from_le_bytes([data[j], data[data.len() / 2 + j]]),
            },
        )
    }

    /// Fills `out` with the values at indices `start..start + out.len()`, decoding each block
    /// once without going through the block cache (for sequential scans).
    ///
    /// # Errors
    /// [`ProbeError::IndexOutOfRange`] (for the first index past the end) or
    /// [`ProbeError::CorruptBlock`]; `out` is partly written then.
    pub fn read_range(&self, start: u64, out: &mut [u16]) -> Result<(), ProbeError> {
        let entries = self.header.fields.entries;
        let end = start.checked_add(out.len() as u64);
        match end {
            Some(end) if end <= entries => {}
            _ => {
                return Err(ProbeError::IndexOutOfRange {
                    index: start.max(entries),
                    entries,
                })
            }
        }
        let mut buf = Vec::new();
        let mut index = start;
        let mut out = out;
        while !out.is_empty() {
            let block = index >> self.shift;
            let j = (index & self.mask) as usize;
            let len = cache::with_dctx(|dctx| self.decode_block(block, dctx, &mut buf))?;
            let data = &buf[..len];
            let n = (len / self.header.fields.value_width.bytes() - j).min(out.len());
            match self.header.fields.value_width {
                ValueWidth::One => {
                    for (o, &b) in out[..n].iter_mut().zip(&data[j..j + n]) {
                        *o = b as u16;
                    }
                }
                ValueWidth::Two => {
                    let (low, high) = data.split_at(len / 2);
                    for ((o, &l), &h) in out[..n].iter_mut().zip(&low[j..]).zip(&high[j..]) {
                        *o = u16::from_le_bytes([l, h]);
                    }
                }
            }
            out = &mut out[n..];
            index += n as u64;
        }
        Ok(())
    }

    /// Checks every block: checksum, decompression, length. Reads and decompresses the whole
    /// table (on this thread, bypassing the block cache).
    ///
    /// # Errors
    /// [`ProbeError::CorruptBlock`] for the first bad block.
    pub fn check_blocks(&self) -> Result<(), ProbeError> {
        let mut buf = Vec::new();
        for block in 0..self.header.blocks {
            cache::with_dctx(|dctx| self.decode_block(block, dctx, &mut buf))?;
        }
        Ok(())
    }

    /// Start offset of block `block` (`block == blocks` gives the end of the last block).
    /// Only called with `block <= blocks`, which `validate_layout` proved in bounds.
    #[inline]
    fn block_start(&self, block: u64) -> u64 {
        let at = self.header.block_table_offset + 8 * block;
        u64_at(self.bytes.bytes(), at as usize)
    }

    /// Bytes block `block` decompresses to.
    fn block_len(&self, block: u64) -> usize {
        let be = self.header.block_entries as u64;
        let n = (self.header.fields.entries - block * be).min(be);
        n as usize * self.header.fields.value_width.bytes()
    }

    /// Decodes block `block` into `buf` (grown as needed), returning its length in bytes.
    fn decode_block(
        &self,
        block: u64,
        dctx: &mut Option<DCtx<'static>>,
        buf: &mut Vec<u8>,
    ) -> Result<usize, ProbeError> {
        let corrupt = |kind| ProbeError::CorruptBlock { block, kind };
        let start = self.block_start(block);
        let end = self.block_start(block + 1);
        let span = usize::try_from(start)
            .ok()
            .zip(usize::try_from(end).ok())
            .and_then(|(s, e)| self.bytes.bytes().get(s..e))
            .filter(|s| s.len() > BLOCK_CHECKSUM_LEN)
            .ok_or(corrupt(CorruptKind::Bounds))?;
        let (frame, sum) = span.split_at(span.len() - BLOCK_CHECKSUM_LEN);
        let stored = u32::from_le_bytes(sum.try_into().expect("4 bytes"));
        let expected = self.block_len(block);
        // Room past the end lets zstd use its fast copy loops up to the last sequence; a frame
        // that fills any of it decodes to the wrong length and is refused below.
        let room = expected + DECODE_SLACK;
        if buf.len() < room {
            buf.resize(room, 0);
        }
        let dctx = dctx.as_mut().ok_or(corrupt(CorruptKind::Decompress(
            "cannot allocate a zstd decompression context",
        )))?;
        let out = &mut buf[..room];
        let n = match &self.ddict {
            Some(d) => dctx.decompress_using_ddict(out, frame, d),
            None => dctx.decompress(out, frame),
        }
        .map_err(|code| {
            corrupt(CorruptKind::Decompress(zstd::zstd_safe::get_error_name(
                code,
            )))
        })?;
        if n != expected {
            return Err(corrupt(CorruptKind::Length { expected, found: n }));
        }
        if block_checksum(frame, &out[..n], block) != stored {
            return Err(corrupt(CorruptKind::Checksum));
        }
        Ok(n)
    }
}

fn check_expect(h: &Header, e: &Expect<'_>, path: &Path) -> Result<(), OpenError> {
    let f = &h.fields;
    if e.rules.is_some_and(|r| r != f.rules)
        || e.rules_version.is_some_and(|v| v != f.rules_version)
    {
        return Err(OpenError::WrongRules {
            path: path.to_owned(),
            expected: e.rules.unwrap_or(&f.rules).to_owned(),
            expected_version: e.rules_version,
            found: f.rules.clone(),
            found_version: f.rules_version,
        });
    }
    if e.index_scheme.is_some_and(|r| r != f.index_scheme)
        || e.index_version.is_some_and(|v| v != f.index_version)
    {
        return Err(OpenError::WrongIndexScheme {
            path: path.to_owned(),
            expected: e.index_scheme.unwrap_or(&f.index_scheme).to_owned(),
            expected_version: e.index_version,
            found: f.index_scheme.clone(),
            found_version: f.index_version,
        });
    }
    if let Some(p) = e.piece_set.filter(|&p| p != f.piece_set) {
        return Err(OpenError::WrongPieceSet {
            path: path.to_owned(),
            expected: p.to_owned(),
            found: f.piece_set.clone(),
        });
    }
    Ok(())
}

/// Checks the file's length and layout against the header, the block offset table and the
/// dictionary (FORMAT.md, "Opening", steps 6–9). Returns the prepared dictionary.
fn validate_layout(h: &Header, file: &[u8]) -> Result<Option<DDict<'static>>, FileError> {
    let actual = file.len() as u64;
    if actual < h.file_len {
        return Err(FileError::Truncated {
            needed: h.file_len,
            actual,
        });
    }
    if actual > h.file_len {
        return Err(FileError::TrailingBytes {
            expected: h.file_len,
            actual,
        });
    }
    let header_len = h.header_len as u64;
    let table_len = h
        .blocks
        .checked_add(1)
        .and_then(|n| n.checked_mul(8))
        .ok_or_else(|| invalid("entries", "too many blocks"))?;
    if h.block_table_offset < header_len
        || h.block_table_offset.checked_add(table_len) != Some(h.file_len)
    {
        return Err(invalid(
            "block_table_offset",
            format!(
                "{} + {table_len} table bytes does not end the file ({} bytes) or overlaps the header",
                h.block_table_offset, h.file_len
            ),
        ));
    }
    // The table lies within the file from here on (file_len == actual).
    let table = &file[h.block_table_offset as usize..h.file_len as usize];

    // The layout is canonical: header, dictionary (if any), blocks, block offset table.
    let data_start = if h.dictionary_len == 0 {
        if h.dictionary_offset != 0 || h.dictionary_checksum != 0 {
            return Err(invalid(
                "dictionary_offset",
                "must be 0, with dictionary_checksum, when dictionary_len is 0",
            ));
        }
        header_len
    } else {
        if h.dictionary_len > MAX_DICTIONARY_LEN {
            return Err(invalid(
                "dictionary_len",
                format!("{} exceeds {MAX_DICTIONARY_LEN}", h.dictionary_len),
            ));
        }
        if h.dictionary_offset != header_len {
            return Err(invalid(
                "dictionary_offset",
                format!(
                    "{} is not the end of the header ({header_len})",
                    h.dictionary_offset
                ),
            ));
        }
        match header_len.checked_add(h.dictionary_len) {
            Some(end) if end <= h.block_table_offset => end,
            _ => {
                return Err(invalid(
                    "dictionary_len",
                    "the dictionary runs into the block offset table",
                ))
            }
        }
    };

    if xxh3_64(table) != h.block_table_checksum {
        return Err(FileError::BlockTableChecksum);
    }
    let mut prev = u64_at(table, 0);
    if prev != data_start {
        return Err(FileError::InvalidBlockTable {
            block: 0,
            reason: format!(
                "starts at {prev}, not at the end of the header or dictionary ({data_start})"
            ),
        });
    }
    for block in 0..h.blocks {
        let next = u64_at(table, 8 * (block as usize + 1));
        if next < prev || next - prev <= BLOCK_CHECKSUM_LEN as u64 {
            return Err(FileError::InvalidBlockTable {
                block,
                reason: format!(
                    "spans {prev}..{next}, shorter than {} bytes",
                    BLOCK_CHECKSUM_LEN + 1
                ),
            });
        }
        prev = next;
    }
    if prev != h.block_table_offset {
        return Err(FileError::InvalidBlockTable {
            block: h.blocks,
            reason: format!(
                "the blocks end at {prev}, not at the block offset table ({})",
                h.block_table_offset
            ),
        });
    }

    if h.dictionary_len == 0 {
        return Ok(None);
    }
    let dict =
        &file[h.dictionary_offset as usize..(h.dictionary_offset + h.dictionary_len) as usize];
    if xxh3_64(dict) != h.dictionary_checksum {
        return Err(FileError::DictionaryChecksum);
    }
    DDict::try_create(dict)
        .map(Some)
        .ok_or(FileError::InvalidDictionary)
}

const _: () = {
    const fn is_send_sync<T: Send + Sync>() {}
    is_send_sync::<Table>();
};
