//! Streaming writer: values in index order in, a complete, synced table file out.

use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use xxhash_rust::xxh3::xxh3_64;

use crate::codec::{BlockCodec, ZstdPlanes};
use crate::errors::WriteError;
use crate::header::{block_count, Header, HeaderFields, ValueWidth};
use crate::{FORMAT_VERSION, MAX_BLOCK_ENTRIES, MAX_DICTIONARY_LEN, MIN_BLOCK_ENTRIES};

/// How a [`TableWriter`] lays out and compresses the table.
///
/// The defaults aim at > 200 000 random probes per second per core on one-byte solver output:
/// a probe that misses the cache decompresses one whole block, a few microseconds for 2048
/// entries (FORMAT.md, "Choosing the block size", has measurements). On very compressible data
/// a larger `block_entries` saves the per-block overhead (about 17 bytes) at little cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteOptions {
    /// Entries per block: a power of two in
    /// [`MIN_BLOCK_ENTRIES`]`..=`[`MAX_BLOCK_ENTRIES`]. Larger blocks compress better; a probe
    /// that misses the cache decompresses a whole block, so smaller blocks probe faster.
    /// Default 2048.
    pub block_entries: u32,
    /// zstd compression level, 1..=22. Default 6: on Dōbutsu's table (one thread, writing
    /// alone) level 12 took 13.3 s for 79,013,719 bytes, level 9 7.5 s (81,448,023), level 6
    /// 7.0 s (81,289,665, 2.9% more than 12), level 5 5.6 s (81,518,746), level 3 4.5 s
    /// (83,235,291); the probe decodes level 6's blocks as fast as level 12's. Level 15 was
    /// 0.9% smaller than 12 in twice the time; levels 17–19 gained under 0.5% over 15 at half
    /// its speed.
    pub level: i32,
    /// A zstd dictionary used for every block (see [`train_dictionary`]), stored in the file.
    /// Default none.
    pub dictionary: Option<Vec<u8>>,
    /// Blocks compressed together in parallel (on rayon's global pool) before they are written.
    /// Default 512 (2 MB of values); 1 compresses on the calling thread only.
    pub batch_blocks: usize,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            block_entries: 2048,
            level: 6,
            dictionary: None,
            batch_blocks: 512,
        }
    }
}

/// What [`TableWriter::finish`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteSummary {
    /// The table's final path.
    pub path: PathBuf,
    /// The file's length, in bytes.
    pub file_len: u64,
    /// Number of blocks.
    pub blocks: u64,
    /// Total length of the blocks (compressed bytes and block checksums), in bytes.
    pub block_bytes: u64,
    /// Number of entries pushed as "don't care".
    pub dont_care: u64,
}

/// The temporary file a [`TableWriter`] for `path` writes before renaming it to `path`:
/// `path` with `.tmp` appended (`t.sibi` → `t.sibi.tmp`), in the same directory.
///
/// If this file exists when no writer is running, an earlier write was interrupted; a caller
/// can report that and remove it before writing again.
pub fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".tmp");
    PathBuf::from(name)
}

/// Trains a zstd dictionary of at most `max_len` bytes from sample blocks, each given as values
/// and don't-care flags of equal lengths, filled and encoded as the writer would. Samples should
/// be whole blocks spread over the table (a few hundred is plenty).
///
/// # Errors
/// [`WriteError::SliceLengths`] if a sample's slices differ in length,
/// [`WriteError::ValueTooLarge`] if a real value does not fit `width` (index = position within
/// the sample), [`WriteError::Zstd`] if zstd cannot train (too few or too uniform samples).
pub fn train_dictionary(
    samples: &[(&[u16], &[bool])],
    width: ValueWidth,
    max_len: usize,
) -> Result<Vec<u8>, WriteError> {
    let mut encoded = Vec::with_capacity(samples.len());
    for &(values, dont_care) in samples {
        check_slice(values, dont_care, width, 0)?;
        let mut out = Vec::new();
        ZstdPlanes::planes(values, dont_care, width, &mut out);
        encoded.push(out);
    }
    zstd::dict::from_samples(&encoded, max_len).map_err(|e| WriteError::Zstd(e.to_string()))
}

fn check_slice(
    values: &[u16],
    dont_care: &[bool],
    width: ValueWidth,
    first_index: u64,
) -> Result<(), WriteError> {
    if values.len() != dont_care.len() {
        return Err(WriteError::SliceLengths {
            values: values.len(),
            dont_care: dont_care.len(),
        });
    }
    let max = width.max_value();
    if let Some(i) = values
        .iter()
        .zip(dont_care)
        .position(|(&v, &d)| !d && v > max)
    {
        return Err(WriteError::ValueTooLarge {
            index: first_index + i as u64,
            value: values[i],
            width: width as u8,
        });
    }
    Ok(())
}

/// Writes a table in index order.
///
/// The entries go to [`temp_path`]`(path)`, created exclusively (so two writers of one path
/// cannot clobber each other, and a leftover from an interrupted write is reported as
/// [`WriteError::TempExists`]). [`finish`](TableWriter::finish) writes the block table and the
/// header, syncs the file, renames it to `path` and syncs the directory: `path` is either
/// absent/unchanged or holds the complete table. Dropping an unfinished writer removes the
/// temporary file.
///
/// Entries are pushed as a value plus a "don't care" flag: a don't-care entry's stored value is
/// whatever compresses best (see FORMAT.md) and must never be relied on.
pub struct TableWriter {
    /// Encodes the blocks ([`ZstdPlanes`], the format's one codec).
    codec: Box<dyn BlockCodec>,
    file: Option<BufWriter<File>>,
    path: PathBuf,
    temp: PathBuf,
    header: Header,
    batch_blocks: usize,
    /// Values and flags of the block being filled.
    values: Vec<u16>,
    dont_care: Vec<bool>,
    /// Full blocks waiting to be encoded and compressed: (block number, values, flags).
    batch: Vec<(u64, Vec<u16>, Vec<bool>)>,
    /// Start offsets of the blocks written so far.
    offsets: Vec<u64>,
    /// Current end of the file.
    pos: u64,
    pushed: u64,
    dont_care_count: u64,
    next_block: u64,
    finished: bool,
}

impl std::fmt::Debug for TableWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableWriter")
            .field("path", &self.path)
            .field("entries", &self.header.fields.entries)
            .field("pushed", &self.pushed)
            .finish_non_exhaustive()
    }
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> WriteError + '_ {
    move |cause| WriteError::Io {
        path: path.to_owned(),
        cause,
    }
}

impl TableWriter {
    /// Starts writing a table of `fields.entries` entries to `path`.
    ///
    /// # Errors
    /// [`WriteError::InvalidField`] for a text longer than [`MAX_TEXT_LEN`](crate::MAX_TEXT_LEN),
    /// a bad block size, level or dictionary; [`WriteError::TempExists`] if the temporary file
    /// exists; [`WriteError::Io`] if it cannot be created.
    pub fn create(
        path: impl AsRef<Path>,
        fields: &HeaderFields,
        options: &WriteOptions,
    ) -> Result<TableWriter, WriteError> {
        let path = path.as_ref().to_owned();
        let header_len = fields
            .header_len()
            .map_err(|(field, reason)| WriteError::InvalidField { field, reason })?;
        let be = options.block_entries;
        if !be.is_power_of_two() || !(MIN_BLOCK_ENTRIES..=MAX_BLOCK_ENTRIES).contains(&be) {
            return Err(WriteError::InvalidField {
                field: "block_entries",
                reason: format!(
                    "{be} is not a power of two in {MIN_BLOCK_ENTRIES}..={MAX_BLOCK_ENTRIES}"
                ),
            });
        }
        let dict = options.dictionary.as_deref().unwrap_or(&[]);
        if dict.len() as u64 > MAX_DICTIONARY_LEN {
            return Err(WriteError::InvalidField {
                field: "dictionary",
                reason: format!("{} bytes, at most {MAX_DICTIONARY_LEN} allowed", dict.len()),
            });
        }
        let codec = Box::new(ZstdPlanes::for_writing(
            fields.value_width,
            options.level,
            dict,
        )?);

        let temp = temp_path(&path);
        let file = match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                return Err(WriteError::TempExists { temp })
            }
            Err(e) => return Err(io_err(&temp)(e)),
        };
        let dictionary_offset = if dict.is_empty() {
            0
        } else {
            header_len as u64
        };
        let header = Header {
            fields: fields.clone(),
            format_version: FORMAT_VERSION,
            block_entries: be,
            blocks: block_count(fields.entries, be),
            header_len: header_len as u32,
            file_len: 0,
            block_table_offset: 0,
            dictionary_offset,
            dictionary_len: dict.len() as u64,
            dictionary_checksum: if dict.is_empty() { 0 } else { xxh3_64(dict) },
            block_table_checksum: 0,
            header_checksum: 0,
        };
        let mut w = TableWriter {
            codec,
            file: Some(BufWriter::with_capacity(1 << 20, file)),
            path,
            temp,
            batch_blocks: options.batch_blocks.max(1),
            values: Vec::with_capacity(be as usize),
            dont_care: Vec::with_capacity(be as usize),
            batch: Vec::new(),
            offsets: Vec::new(),
            pos: 0,
            pushed: 0,
            dont_care_count: 0,
            next_block: 0,
            finished: false,
            header,
        };
        // Placeholder header (rewritten by `finish`), then the dictionary.
        w.write(&vec![0u8; header_len])?;
        w.write(dict)?;
        Ok(w)
    }

    /// The metadata being written (as given to [`create`](Self::create)).
    pub fn header_fields(&self) -> &HeaderFields {
        &self.header.fields
    }

    /// Number of entries pushed so far (the next index to push).
    pub fn pushed(&self) -> u64 {
        self.pushed
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), WriteError> {
        let file = self.file.as_mut().expect("file open until finish");
        file.write_all(bytes).map_err(io_err(&self.temp))?;
        self.pos += bytes.len() as u64;
        Ok(())
    }

    fn room(&self, n: u64) -> Result<(), WriteError> {
        if self.header.fields.entries - self.pushed < n {
            return Err(WriteError::TooManyEntries {
                declared: self.header.fields.entries,
            });
        }
        Ok(())
    }

    /// Appends one entry: `value` at index [`pushed`](Self::pushed), or a don't-care entry if
    /// `dont_care` (then `value` is ignored).
    ///
    /// # Errors
    /// [`WriteError::TooManyEntries`], [`WriteError::ValueTooLarge`] (for a real value only),
    /// or an error compressing or writing a full batch of blocks.
    pub fn push(&mut self, value: u16, dont_care: bool) -> Result<(), WriteError> {
        self.room(1)?;
        if !dont_care && value > self.header.fields.value_width.max_value() {
            return Err(WriteError::ValueTooLarge {
                index: self.pushed,
                value,
                width: self.header.fields.value_width as u8,
            });
        }
        self.values.push(value);
        self.dont_care.push(dont_care);
        self.pushed += 1;
        self.dont_care_count += dont_care as u64;
        self.block_full_check()
    }

    /// Appends `values.len()` entries; `dont_care[i]` marks `values[i]` as don't care.
    ///
    /// # Errors
    /// [`WriteError::SliceLengths`], [`WriteError::TooManyEntries`],
    /// [`WriteError::ValueTooLarge`] (nothing is pushed then), or an error compressing or
    /// writing.
    pub fn push_slice(&mut self, values: &[u16], dont_care: &[bool]) -> Result<(), WriteError> {
        check_slice(
            values,
            dont_care,
            self.header.fields.value_width,
            self.pushed,
        )?;
        self.room(values.len() as u64)?;
        let be = self.header.block_entries as usize;
        let (mut values, mut dont_care) = (values, dont_care);
        while !values.is_empty() {
            let take = (be - self.values.len()).min(values.len());
            self.values.extend_from_slice(&values[..take]);
            self.dont_care.extend_from_slice(&dont_care[..take]);
            self.dont_care_count += dont_care[..take].iter().filter(|&&d| d).count() as u64;
            self.pushed += take as u64;
            values = &values[take..];
            dont_care = &dont_care[take..];
            self.block_full_check()?;
        }
        Ok(())
    }

    /// Appends `count` entries produced by `f(index)` for the indices
    /// `pushed()..pushed() + count` in order: `Some(value)` for a real entry, `None` for a
    /// don't-care one.
    ///
    /// # Errors
    /// [`WriteError::TooManyEntries`] (checked before `f` is called),
    /// [`WriteError::ValueTooLarge`] (entries before the offending one stay pushed; drop the
    /// writer), or an error compressing or writing.
    pub fn push_fn(
        &mut self,
        count: u64,
        mut f: impl FnMut(u64) -> Option<u16>,
    ) -> Result<(), WriteError> {
        self.room(count)?;
        let max = self.header.fields.value_width.max_value();
        let be = self.header.block_entries as usize;
        let end = self.pushed + count;
        while self.pushed < end {
            let take = ((be - self.values.len()) as u64).min(end - self.pushed);
            for index in self.pushed..self.pushed + take {
                match f(index) {
                    Some(v) if v > max => {
                        return Err(WriteError::ValueTooLarge {
                            index,
                            value: v,
                            width: self.header.fields.value_width as u8,
                        })
                    }
                    Some(v) => {
                        self.values.push(v);
                        self.dont_care.push(false);
                    }
                    None => {
                        self.values.push(0);
                        self.dont_care.push(true);
                        self.dont_care_count += 1;
                    }
                }
                self.pushed += 1;
            }
            self.block_full_check()?;
        }
        Ok(())
    }

    fn block_full_check(&mut self) -> Result<(), WriteError> {
        if self.values.len() == self.header.block_entries as usize {
            self.end_block()?;
            if self.batch.len() >= self.batch_blocks {
                self.flush_batch()?;
            }
        }
        Ok(())
    }

    fn end_block(&mut self) -> Result<(), WriteError> {
        // Encoded with the compression, on the pool: on this thread it kept a core idle.
        let be = self.header.block_entries as usize;
        let values = std::mem::replace(&mut self.values, Vec::with_capacity(be));
        let dont_care = std::mem::replace(&mut self.dont_care, Vec::with_capacity(be));
        self.batch.push((self.next_block, values, dont_care));
        self.next_block += 1;
        Ok(())
    }

    fn flush_batch(&mut self) -> Result<(), WriteError> {
        let batch = std::mem::take(&mut self.batch);
        let codec = &*self.codec;
        let compress = |(block, values, dont_care): &(u64, Vec<u16>, Vec<bool>)| {
            let mut out = Vec::new();
            codec.encode(*block, values, dont_care, &mut out)?;
            Ok(out)
        };
        let compressed: Vec<Result<Vec<u8>, WriteError>> = if batch.len() == 1 {
            batch.iter().map(compress).collect()
        } else {
            batch.par_iter().map(compress).collect()
        };
        for c in compressed {
            self.write_block(&c?)?;
        }
        Ok(())
    }

    /// Writes the stored bytes of the next block and records where it starts.
    fn write_block(&mut self, frame: &[u8]) -> Result<(), WriteError> {
        self.offsets.push(self.pos);
        self.write(frame)
    }

    /// Appends every entry not pushed yet, whole blocks in parallel on rayon's pool: for each
    /// block, `fill(first, values, dont_care)` writes the entries `first..first +
    /// values.len()` (`dont_care[i]` marks `values[i]` as don't care, as in
    /// [`push_slice`](Self::push_slice)), and the same task encodes and compresses the block —
    /// [`batch_blocks`](WriteOptions::batch_blocks) blocks at a time, written in order. Gives
    /// the same file as pushing the same entries one by one. The rest of a block begun by
    /// [`push`](Self::push) is filled first, on this thread.
    ///
    /// # Errors
    /// [`WriteError::ValueTooLarge`] (the blocks of the batches before stay written; drop the
    /// writer), or an error compressing or writing.
    pub fn push_rest_par(
        &mut self,
        fill: impl Fn(u64, &mut [u16], &mut [bool]) + Sync,
    ) -> Result<(), WriteError> {
        let be = self.header.block_entries as u64;
        let n = self.header.fields.entries;
        if !self.values.is_empty() {
            let start = self.pushed;
            let len = (be - self.values.len() as u64).min(n - start) as usize;
            let (mut values, mut dont_care) = (vec![0u16; len], vec![false; len]);
            fill(start, &mut values, &mut dont_care);
            self.push_slice(&values, &dont_care)?;
        }
        if !self.batch.is_empty() {
            self.flush_batch()?;
        }
        debug_assert!(self.values.is_empty() && self.pushed == (self.next_block * be).min(n));
        while self.pushed < n {
            let first = self.next_block;
            let count = (self.header.blocks - first).min(self.batch_blocks as u64);
            let codec = &*self.codec;
            let width = self.header.fields.value_width;
            let fill = &fill;
            let done: Vec<Result<(Vec<u8>, u64), WriteError>> = (first..first + count)
                .into_par_iter()
                .map(|block| {
                    let start = block * be;
                    let len = (n - start).min(be) as usize;
                    let (mut values, mut dont_care) = (vec![0u16; len], vec![false; len]);
                    fill(start, &mut values, &mut dont_care);
                    check_slice(&values, &dont_care, width, start)?;
                    let skipped = dont_care.iter().filter(|&&d| d).count() as u64;
                    let mut out = Vec::new();
                    codec.encode(block, &values, &dont_care, &mut out)?;
                    Ok((out, skipped))
                })
                .collect();
            for d in done {
                let (frame, skipped) = d?;
                self.write_block(&frame)?;
                self.dont_care_count += skipped;
            }
            self.next_block += count;
            self.pushed = (self.next_block * be).min(n);
        }
        Ok(())
    }

    /// Completes the table: compresses the last blocks, writes the block table and the header,
    /// syncs the file, renames it to its path and syncs the directory.
    ///
    /// # Errors
    /// [`WriteError::MissingEntries`] if fewer entries than declared were pushed (the temporary
    /// file is removed and nothing appears at the path), or an error compressing, writing,
    /// syncing or renaming.
    pub fn finish(mut self) -> Result<WriteSummary, WriteError> {
        if self.pushed != self.header.fields.entries {
            return Err(WriteError::MissingEntries {
                declared: self.header.fields.entries,
                pushed: self.pushed,
            });
        }
        if !self.values.is_empty() {
            self.end_block()?;
        }
        self.flush_batch()?;
        debug_assert_eq!(self.offsets.len() as u64, self.header.blocks);
        let blocks_start = self.offsets.first().copied().unwrap_or(self.pos);
        let block_table_offset = self.pos;
        self.offsets.push(block_table_offset);
        let table: Vec<u8> = self.offsets.iter().flat_map(|o| o.to_le_bytes()).collect();
        self.write(&table)?;
        self.header.block_table_offset = block_table_offset;
        self.header.block_table_checksum = xxh3_64(&table);
        self.header.file_len = self.pos;
        let header = self.header.encode();

        let temp = self.temp.clone();
        let file = self.file.take().expect("file open until finish");
        let mut file = file
            .into_inner()
            .map_err(|e| io_err(&temp)(e.into_error()))?;
        file.seek(SeekFrom::Start(0)).map_err(io_err(&temp))?;
        file.write_all(&header).map_err(io_err(&temp))?;
        file.sync_all().map_err(io_err(&temp))?;
        drop(file);
        std::fs::rename(&temp, &self.path).map_err(io_err(&self.path))?;
        self.finished = true;
        sync_dir(&self.path)?;
        Ok(WriteSummary {
            path: self.path.clone(),
            file_len: self.header.file_len,
            blocks: self.header.blocks,
            block_bytes: block_table_offset - blocks_start,
            dont_care: self.dont_care_count,
        })
    }
}

/// Syncs the directory holding `path`, so that a rename into it is durable.
fn sync_dir(path: &Path) -> Result<(), WriteError> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(io_err(dir))?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

impl Drop for TableWriter {
    fn drop(&mut self) {
        if !self.finished {
            drop(self.file.take());
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}
