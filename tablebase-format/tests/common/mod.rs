//! Helpers shared by the integration tests (and the examples, which include this file): a
//! seeded PRNG, table construction and the byte layout of FORMAT.md (written from the
//! document, to check it, not taken from the crate).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use sibi_tbformat::{HeaderFields, TableWriter, ValueWidth, WriteOptions};
use xxhash_rust::xxh3::xxh3_64;

/// SplitMix64: small, seeded, good enough for test data. A copy of `sibi_solver::rng::Rng`
/// kept here on purpose: this crate knows no game and depends on nothing of the solver.
#[derive(Clone)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

pub fn fields(entries: u64, width: ValueWidth) -> HeaderFields {
    HeaderFields {
        rules: "test-rules".into(),
        rules_version: 3,
        index_scheme: "test-index".into(),
        index_version: 7,
        piece_set: "GGMMPP".into(),
        entries,
        legal_positions: entries / 2,
        value_width: width,
        value_encoding: "test values: anything".into(),
    }
}

pub fn options(block_entries: u32) -> WriteOptions {
    WriteOptions {
        block_entries,
        level: 3,
        dictionary: None,
        batch_blocks: 4,
    }
}

/// Random values in runs (so they compress) with `dc_percent` % don't-care entries, also in
/// runs. Values fit `width`.
pub fn random_values(
    rng: &mut Rng,
    n: usize,
    width: ValueWidth,
    dc_percent: u64,
) -> (Vec<u16>, Vec<bool>) {
    let mut v = Vec::with_capacity(n);
    let mut d = Vec::with_capacity(n);
    while v.len() < n {
        let value = match rng.below(4) {
            0 => 0,
            1 => rng.below(4) as u16,
            _ => rng.below(width.max_value() as u64 + 1) as u16,
        };
        let dc = rng.chance(dc_percent);
        let run = 1 + rng.below(12) as usize;
        for _ in 0..run.min(n - v.len()) {
            v.push(value);
            d.push(dc);
        }
    }
    (v, d)
}

/// Writes a table of `values` (with don't-care flags) to `dir/name`.
pub fn write_table(
    dir: &Path,
    name: &str,
    values: &[u16],
    dont_care: &[bool],
    width: ValueWidth,
    opts: &WriteOptions,
) -> PathBuf {
    let path = dir.join(name);
    let mut w = TableWriter::create(&path, &fields(values.len() as u64, width), opts).unwrap();
    w.push_slice(values, dont_care).unwrap();
    w.finish().unwrap();
    path
}

/// The layout fields of FORMAT.md's header, read independently of the crate.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    pub header_len: usize,
    pub entries: u64,
    pub file_len: u64,
    pub block_table_offset: u64,
    pub dictionary_offset: u64,
    pub dictionary_len: u64,
    pub block_entries: u64,
    pub width: u64,
}

pub fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}
pub fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}
pub fn put_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}
pub fn put_u64(b: &mut [u8], at: usize, v: u64) {
    b[at..at + 8].copy_from_slice(&v.to_le_bytes());
}

pub fn layout(b: &[u8]) -> Layout {
    Layout {
        header_len: u32_at(b, 12) as usize,
        entries: u64_at(b, 16),
        file_len: u64_at(b, 32),
        block_table_offset: u64_at(b, 40),
        dictionary_offset: u64_at(b, 48),
        dictionary_len: u64_at(b, 56),
        block_entries: u32_at(b, 80) as u64,
        width: b[92] as u64,
    }
}

impl Layout {
    pub fn blocks(&self) -> u64 {
        self.entries.div_ceil(self.block_entries)
    }
    /// Byte range of block `i` (frame and checksum), from the block offset table.
    pub fn block_span(&self, b: &[u8], i: u64) -> (usize, usize) {
        let at = (self.block_table_offset + 8 * i) as usize;
        (u64_at(b, at) as usize, u64_at(b, at + 8) as usize)
    }
}

/// Recomputes the header checksum (after a deliberate change of a header field).
pub fn fix_header_checksum(b: &mut [u8]) {
    let hl = u32_at(b, 12) as usize;
    let sum = xxh3_64(&b[..hl - 8]);
    put_u64(b, hl - 8, sum);
}

/// Recomputes the block offset table checksum and then the header checksum.
pub fn fix_table_checksum(b: &mut [u8]) {
    let l = layout(b);
    let t = &b[l.block_table_offset as usize..l.file_len as usize];
    let sum = xxh3_64(t);
    put_u64(b, 72, sum);
    fix_header_checksum(b);
}

/// Recomputes the dictionary checksum and then the header checksum.
pub fn fix_dictionary_checksum(b: &mut [u8]) {
    let l = layout(b);
    if l.dictionary_len > 0 {
        let d = &b[l.dictionary_offset as usize..(l.dictionary_offset + l.dictionary_len) as usize];
        let sum = xxh3_64(d);
        put_u64(b, 64, sum);
    }
    fix_header_checksum(b);
}
