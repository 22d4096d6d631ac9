//! Opening and probing a table.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use xxhash_rust::xxh3::{xxh3_64, Xxh3};

use crate::cache::{self, Scratch};
use crate::codec::{BlockCodec, ZstdPlanes, BLOCK_CHECKSUM_LEN};
use crate::errors::{CorruptKind, FileError, OpenError, ProbeError};
use crate::header::{header_len_hint, invalid, Header};
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

/// Where a table's bytes come from.
enum Source {
    /// A file, read with positioned reads (`pread`): each probe that misses the cache reads
    /// its block's bytes into a per-thread buffer. Unlike a memory map, a read of a file that
    /// was truncated after opening comes short (an error) instead of raising `SIGBUS`.
    File(File),
    /// The bytes given to [`Table::from_bytes`].
    Owned(Box<[u8]>),
}

/// Reads exactly `buf.len()` bytes of `file` at `offset`, whatever the file position (several
/// threads read one `File` at once). A file that ends first gives
/// [`io::ErrorKind::UnexpectedEof`].
#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

/// Reads exactly `buf.len()` bytes of `file` at `offset` (see the Unix version).
#[cfg(windows)]
fn read_exact_at(file: &File, mut buf: &mut [u8], mut offset: u64) -> io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_read(buf, offset) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                buf = &mut buf[n..];
                offset += n as u64;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

impl Source {
    /// Reads `buf.len()` bytes at `offset`; [`io::ErrorKind::UnexpectedEof`] if they are not
    /// all there (any more).
    fn read_at(&self, buf: &mut [u8], offset: u64) -> io::Result<()> {
        match self {
            Source::File(file) => read_exact_at(file, buf, offset),
            Source::Owned(bytes) => {
                let part = usize::try_from(offset)
                    .ok()
                    .and_then(|at| bytes.get(at..at.checked_add(buf.len())?))
                    .ok_or(io::ErrorKind::UnexpectedEof)?;
                buf.copy_from_slice(part);
                Ok(())
            }
        }
    }
}

/// The block offset table, as read and checked at opening: `blocks + 1` offsets.
enum Offsets {
    /// Offsets from the start of the first block, when the blocks span less than 4 GiB (every
    /// sibi table): half the memory of [`Offsets::Wide`], and half the page faults of filling
    /// it at opening (1.2 MiB instead of 2.4 MiB for the 313 196 blocks of the full game).
    Narrow { base: u64, rel: Box<[u32]> },
    /// The offsets as stored.
    Wide(Box<[u64]>),
}

impl Offsets {
    /// Offset `i` (`i <= blocks`).
    #[inline]
    fn get(&self, i: u64) -> u64 {
        match self {
            Offsets::Narrow { base, rel } => base + rel[i as usize] as u64,
            Offsets::Wide(offsets) => offsets[i as usize],
        }
    }
}

/// Chunk of the block offset table read at a time at opening, in bytes (a multiple of 8).
const TABLE_CHUNK: u64 = 64 << 10;

/// The first read of a file at opening: enough for the usual header (one read, no second).
const FIRST_READ: u64 = 4096;

/// Chunk of the whole-file read of [`Table::try_file_checksum`], in bytes.
const CHECKSUM_CHUNK: u64 = 1 << 20;

static NEXT_TABLE_ID: AtomicU64 = AtomicU64::new(1);

/// An open table: its validated header, block offset table and block codec (with the zstd
/// dictionary, read into memory at opening), and the file (or bytes) the blocks are read from.
/// `Table` is `Send + Sync`; probes from many threads need no locking (each thread has its own
/// block cache, decompression context and read buffer).
///
/// Probes read blocks with positioned reads of the open file, so a file changed by another
/// program after opening never crashes the process: a probe gives the right value or a
/// [`ProbeError`] (FORMAT.md, "Concurrency").
pub struct Table {
    id: u64,
    path: PathBuf,
    header: Header,
    /// Decodes the blocks ([`ZstdPlanes`], the format's one codec).
    codec: Box<dyn BlockCodec>,
    source: Source,
    /// The block offset table, as read and checked at opening.
    offsets: Offsets,
    /// The file's length at opening (`header.file_len`).
    len: u64,
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
    /// Opens the table at `path`, validating it (FORMAT.md, "Opening") and checking it against
    /// `expect`. Reads the header, the block offset table and the dictionary into memory and
    /// checks them; no block is read. The file stays open: probes read their blocks from it.
    ///
    /// # Errors
    /// [`OpenError::Io`] if the file cannot be opened or read; [`OpenError::WrongRules`],
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
        Table::from_source(Source::File(file), len, path.to_owned(), expect)
    }

    /// Like [`open`](Table::open), for a table already in memory (its path shows as
    /// `<memory>` in errors).
    ///
    /// # Errors
    /// As [`open`](Table::open), except [`OpenError::Io`].
    pub fn from_bytes(bytes: Vec<u8>, expect: &Expect<'_>) -> Result<Table, OpenError> {
        let len = bytes.len() as u64;
        Table::from_source(
            Source::Owned(bytes.into_boxed_slice()),
            len,
            PathBuf::from("<memory>"),
            expect,
        )
    }

    /// Opens the table in `source`, of `len` bytes.
    fn from_source(
        source: Source,
        len: u64,
        path: PathBuf,
        expect: &Expect<'_>,
    ) -> Result<Table, OpenError> {
        // Every read below lies inside `len` bytes, checked first; one that comes short means
        // the file got shorter while it was being opened.
        let read_into = |buf: &mut [u8], offset: u64| -> Result<(), OpenError> {
            source.read_at(buf, offset).map_err(|cause| {
                let cause = if cause.kind() == io::ErrorKind::UnexpectedEof {
                    io::Error::new(
                        cause.kind(),
                        "the file got shorter while it was being opened",
                    )
                } else {
                    cause
                };
                OpenError::Io {
                    path: path.clone(),
                    cause,
                }
            })
        };
        let read = |offset: u64, n: u64| -> Result<Vec<u8>, OpenError> {
            let mut buf = vec![0; usize::try_from(n).expect("fits: checked against the length")];
            read_into(&mut buf, offset)?;
            Ok(buf)
        };
        let bad = |problem| OpenError::BadFile {
            path: path.clone(),
            problem,
        };

        let mut start = read(0, len.min(FIRST_READ))?;
        let want = header_len_hint(&start, len);
        if want > start.len() {
            start = read(0, want as u64)?;
        }
        let header = Header::decode(&start, len).map_err(bad)?;
        check_expect(&header, expect, &path)?;
        let data_start = check_layout(&header, len).map_err(bad)?;
        // From here on the block offset table and the dictionary lie inside the file.
        let offsets = match read_block_table(&header, data_start, read_into)? {
            Ok(offsets) => offsets,
            Err(problem) => return Err(bad(problem)),
        };
        let dict = if header.dictionary_len == 0 {
            Vec::new()
        } else {
            read(header.dictionary_offset, header.dictionary_len)?
        };
        let codec = codec(&header, &dict).map_err(bad)?;
        Ok(Table {
            id: NEXT_TABLE_ID.fetch_add(1, Ordering::Relaxed),
            path,
            shift: header.block_entries.trailing_zeros(),
            mask: header.block_entries as u64 - 1,
            len,
            header,
            codec,
            source,
            offsets,
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

    /// The file's length in bytes (when it was opened).
    pub fn file_len(&self) -> u64 {
        self.len
    }

    /// XXH3-64 of every byte of the file (reads the whole file: about a second per few GB
    /// when cached). For `sibi info` and comparing copies; not stored in the file. Gives 0 if
    /// the file cannot be read whole any more (see [`try_file_checksum`](Table::try_file_checksum)).
    pub fn file_checksum(&self) -> u64 {
        self.try_file_checksum().unwrap_or(0)
    }

    /// XXH3-64 of the file's first [`file_len`](Table::file_len) bytes, read now.
    ///
    /// # Errors
    /// The read error, [`io::ErrorKind::UnexpectedEof`] if the file is shorter than when it was
    /// opened.
    pub fn try_file_checksum(&self) -> io::Result<u64> {
        let file = match &self.source {
            Source::Owned(bytes) => return Ok(xxh3_64(bytes)),
            Source::File(file) => file,
        };
        let mut hasher = Xxh3::new();
        let mut buf = vec![0; self.len.min(CHECKSUM_CHUNK) as usize];
        let mut at = 0;
        while at < self.len {
            let n = (self.len - at).min(CHECKSUM_CHUNK) as usize;
            read_exact_at(file, &mut buf[..n], at)?;
            hasher.update(&buf[..n]);
            at += n as u64;
        }
        Ok(hasher.digest())
    }

    /// The value code stored at `index`.
    ///
    /// Decompresses at most one block, unless it is among the last few blocks this thread
    /// decoded (of any table). The result for a don't-care index is arbitrary.
    ///
    /// # Errors
    /// [`ProbeError::IndexOutOfRange`] if `index >= entries()`; [`ProbeError::CorruptBlock`]
    /// if the block holding it fails its checksum or does not decompress to its size, or
    /// cannot be read because the file changed after opening ([`CorruptKind::Truncated`],
    /// [`CorruptKind::Read`]). A failed block is not cached: every probe into it tries again.
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
        cache::with_block(
            self.id,
            block,
            |scratch, buf| self.decode_block(block, scratch, buf),
            |data| self.codec.value(data, j),
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
            let len = cache::with_scratch(|scratch| self.decode_block(block, scratch, &mut buf))?;
            let n = (self.block_len(block) - j).min(out.len());
            self.codec.values(&buf[..len], j, &mut out[..n]);
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
            cache::with_scratch(|scratch| self.decode_block(block, scratch, &mut buf))?;
        }
        Ok(())
    }

    /// Start offset of block `block` (`block == blocks` gives the end of the last block).
    /// Only called with `block <= blocks`: the table holds `blocks + 1` offsets.
    #[inline]
    fn block_start(&self, block: u64) -> u64 {
        self.offsets.get(block)
    }

    /// Entries of block `block`.
    fn block_len(&self, block: u64) -> usize {
        let be = self.header.block_entries as u64;
        (self.header.fields.entries - block * be).min(be) as usize
    }

    /// Reads block `block`'s stored bytes (into `scratch` from a file) and decodes them into
    /// `buf` (grown as needed) with the codec, returning the decoded length in bytes.
    fn decode_block(
        &self,
        block: u64,
        scratch: &mut Scratch,
        buf: &mut Vec<u8>,
    ) -> Result<usize, ProbeError> {
        let corrupt = |kind| ProbeError::CorruptBlock { block, kind };
        let start = self.block_start(block);
        let end = self.block_start(block + 1);
        let raw = &mut scratch.raw;
        let stored = match &self.source {
            Source::Owned(bytes) => usize::try_from(start)
                .ok()
                .zip(usize::try_from(end).ok())
                .and_then(|(s, e)| bytes.get(s..e))
                .ok_or(corrupt(CorruptKind::Bounds))?,
            Source::File(file) => {
                // The offsets strictly increase (checked at opening).
                let n = usize::try_from(end - start).map_err(|_| corrupt(CorruptKind::Bounds))?;
                if raw.len() < n {
                    raw.resize(n, 0);
                }
                read_exact_at(file, &mut raw[..n], start).map_err(|e| {
                    corrupt(match e.kind() {
                        io::ErrorKind::UnexpectedEof => CorruptKind::Truncated,
                        kind => CorruptKind::Read(kind),
                    })
                })?;
                &raw[..n]
            }
        };
        self.codec
            .decode(block, stored, self.block_len(block), buf)
            .map_err(corrupt)
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

/// Checks the file's length `actual` and the layout against the header (FORMAT.md,
/// "Opening", steps 7–9). Returns where the blocks start (after the header and dictionary).
/// Afterwards the block offset table (`block_table_offset..file_len`) and the dictionary lie
/// inside the file.
fn check_layout(h: &Header, actual: u64) -> Result<u64, FileError> {
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
        .filter(|&n| usize::try_from(n).is_ok())
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

    // The layout is canonical: header, dictionary (if any), blocks, block offset table.
    if h.dictionary_len == 0 {
        if h.dictionary_offset != 0 || h.dictionary_checksum != 0 {
            return Err(invalid(
                "dictionary_offset",
                "must be 0, with dictionary_checksum, when dictionary_len is 0",
            ));
        }
        return Ok(header_len);
    }
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
        Some(end) if end <= h.block_table_offset => Ok(end),
        _ => Err(invalid(
            "dictionary_len",
            "the dictionary runs into the block offset table",
        )),
    }
}

/// Reads the block offset table with `read_into(buffer, offset)`, in chunks, and checks it
/// (FORMAT.md, "Opening", steps 10–11): its checksum, then that the blocks start at
/// `data_start`, are each at least 5 bytes long, and end where the table starts. The table must
/// lie inside the file ([`check_layout`]). The outer error is a failed read, the inner one what
/// is wrong with the table.
fn read_block_table(
    h: &Header,
    data_start: u64,
    read_into: impl Fn(&mut [u8], u64) -> Result<(), OpenError>,
) -> Result<Result<Offsets, FileError>, OpenError> {
    let table_len = h.file_len - h.block_table_offset;
    let count = (table_len / 8) as usize; // blocks + 1; fits (check_layout)
    let narrow = h.block_table_offset - data_start <= u32::MAX as u64;
    let mut rel = vec![0u32; if narrow { count } else { 0 }];
    let mut wide = vec![0u64; if narrow { 0 } else { count }];
    let mut hasher = Xxh3::new();
    // A quick pass that only tells whether some offset is wrong: `prev` starts so that the
    // first offset passes, and is checked against `data_start` apart.
    let mut bad = false;
    let mut first = None;
    let mut prev = 0u64;
    let mut buf = vec![0; table_len.min(TABLE_CHUNK) as usize];
    let mut at = 0;
    while at < table_len {
        let n = (table_len - at).min(TABLE_CHUNK) as usize;
        read_into(&mut buf[..n], h.block_table_offset + at)?;
        hasher.update(&buf[..n]);
        let i = (at / 8) as usize;
        for (k, word) in buf[..n].chunks_exact(8).enumerate() {
            let next = u64::from_le_bytes(word.try_into().expect("8 bytes"));
            if i + k == 0 {
                first = Some(next);
            } else {
                bad |= (next < prev) | (next.wrapping_sub(prev) <= BLOCK_CHECKSUM_LEN as u64);
            }
            // Exact once the table passes: data_start <= next <= block_table_offset.
            if narrow {
                rel[i + k] = next.wrapping_sub(data_start) as u32;
            } else {
                wide[i + k] = next;
            }
            prev = next;
        }
        at += n as u64;
    }
    if hasher.digest() != h.block_table_checksum {
        return Ok(Err(FileError::BlockTableChecksum));
    }
    if bad || first != Some(data_start) || prev != h.block_table_offset {
        // Read it again to say where and why (the file may have changed meanwhile: then say
        // so through the checksum).
        let mut table = vec![0; count * 8];
        read_into(&mut table, h.block_table_offset)?;
        if xxh3_64(&table) != h.block_table_checksum {
            return Ok(Err(FileError::BlockTableChecksum));
        }
        return Ok(Err(block_table_problem(h, &table, data_start)));
    }
    Ok(Ok(if narrow {
        Offsets::Narrow {
            base: data_start,
            rel: rel.into_boxed_slice(),
        }
    } else {
        Offsets::Wide(wide.into_boxed_slice())
    }))
}

/// What is wrong with the block offset table `table` (whose checksum matched), which
/// [`read_block_table`] found wrong: the first block whose offsets are wrong.
fn block_table_problem(h: &Header, table: &[u8], data_start: u64) -> FileError {
    let at = |i: u64| u64::from_le_bytes(table[8 * i as usize..][..8].try_into().expect("8 bytes"));
    let mut prev = at(0);
    if prev != data_start {
        return FileError::InvalidBlockTable {
            block: 0,
            reason: format!(
                "starts at {prev}, not at the end of the header or dictionary ({data_start})"
            ),
        };
    }
    for block in 0..h.blocks {
        let next = at(block + 1);
        if next < prev || next - prev <= BLOCK_CHECKSUM_LEN as u64 {
            return FileError::InvalidBlockTable {
                block,
                reason: format!(
                    "spans {prev}..{next}, shorter than {} bytes",
                    BLOCK_CHECKSUM_LEN + 1
                ),
            };
        }
        prev = next;
    }
    FileError::InvalidBlockTable {
        block: h.blocks,
        reason: format!(
            "the blocks end at {prev}, not at the block offset table ({})",
            h.block_table_offset
        ),
    }
}

/// The codec of the table with header `h` and dictionary `dict` (empty: none), after checking
/// the dictionary's bytes (FORMAT.md, "Opening", step 12; zstd copies them).
fn codec(h: &Header, dict: &[u8]) -> Result<Box<dyn BlockCodec>, FileError> {
    if !dict.is_empty() && xxh3_64(dict) != h.dictionary_checksum {
        return Err(FileError::DictionaryChecksum);
    }
    let codec =
        ZstdPlanes::for_reading(h.fields.value_width, dict).ok_or(FileError::InvalidDictionary)?;
    Ok(Box::new(codec))
}

const _: () = {
    const fn is_send_sync<T: Send + Sync>() {}
    is_send_sync::<Table>();
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HeaderFields, TableWriter, ValueWidth, WriteOptions};

    /// Tables whose blocks span 4 GiB or more keep their offsets as stored
    /// ([`Offsets::Wide`]); too big to write in a test, so a small table's offsets are widened.
    #[test]
    fn wide_offsets_read_like_narrow_ones() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sibi");
        let n = 64 * 9 + 5;
        let fields = HeaderFields {
            rules: "r".into(),
            rules_version: 1,
            index_scheme: "i".into(),
            index_version: 1,
            piece_set: "-".into(),
            entries: n,
            legal_positions: n,
            value_width: ValueWidth::Two,
            value_encoding: "i * 7919 mod 65536".into(),
        };
        let opts = WriteOptions {
            block_entries: 64,
            ..WriteOptions::default()
        };
        let mut w = TableWriter::create(&path, &fields, &opts).unwrap();
        w.push_fn(n, |i| Some((i * 7919) as u16)).unwrap();
        w.finish().unwrap();
        let mut table = Table::open(&path, &Expect::default()).unwrap();
        let Offsets::Narrow { base, rel } = &table.offsets else {
            panic!("a small table has narrow offsets");
        };
        assert_eq!(rel.len() as u64, table.header.blocks + 1);
        let wide: Vec<u64> = rel.iter().map(|&r| base + r as u64).collect();
        assert_eq!(wide[0], table.header.header_len as u64);
        assert_eq!(*wide.last().unwrap(), table.header.block_table_offset);
        table.offsets = Offsets::Wide(wide.into_boxed_slice());
        for i in 0..n {
            assert_eq!(table.get(i), Ok((i * 7919) as u16), "entry {i}");
        }
        table.check_blocks().unwrap();
    }
}
