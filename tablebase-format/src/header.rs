//! The header: metadata and layout of a table, and its byte encoding (FORMAT.md, "Header").

use xxhash_rust::xxh3::xxh3_64;

use crate::errors::FileError;
use crate::{FORMAT_VERSION, MAGIC, MAX_BLOCK_ENTRIES, MAX_TEXT_LEN, MIN_BLOCK_ENTRIES};

/// Byte offset of the first text field; everything before it has a fixed layout.
pub(crate) const FIXED_LEN: usize = 96;
/// Length of the header checksum that ends the header.
pub(crate) const CHECKSUM_LEN: usize = 8;
/// The shortest possible header: fixed part, four empty texts, checksum.
pub(crate) const MIN_HEADER_LEN: usize = FIXED_LEN + 4 * 2 + CHECKSUM_LEN;
/// The longest possible header: fixed part, four texts of maximal length, checksum.
pub(crate) const MAX_HEADER_LEN: usize = FIXED_LEN + 4 * (2 + MAX_TEXT_LEN) + CHECKSUM_LEN;

/// How many bytes each value code takes in a decompressed block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueWidth {
    /// One byte: values `0..=255`.
    One = 1,
    /// Two bytes, little-endian: values `0..=65535`.
    Two = 2,
}

impl ValueWidth {
    /// The width in bytes (1 or 2).
    pub fn bytes(self) -> usize {
        self as usize
    }

    /// The largest value code that fits.
    pub fn max_value(self) -> u16 {
        match self {
            ValueWidth::One => u8::MAX as u16,
            ValueWidth::Two => u16::MAX,
        }
    }

    fn from_byte(b: u8) -> Option<ValueWidth> {
        match b {
            1 => Some(ValueWidth::One),
            2 => Some(ValueWidth::Two),
            _ => None,
        }
    }
}

/// The metadata a writer supplies and a reader gets back verbatim: what the table is about.
///
/// The texts are opaque to this crate (it only compares them with [`Expect`](crate::Expect));
/// each is at most [`MAX_TEXT_LEN`] bytes of UTF-8.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HeaderFields {
    /// Name of the rule set the values were computed under, e.g. `"twelve-janggi"`.
    pub rules: String,
    /// Version of that rule set's implementation; a table of another version is refused when
    /// the caller asks for a version.
    pub rules_version: u32,
    /// Name of the scheme mapping positions to indices.
    pub index_scheme: String,
    /// Version of the index scheme.
    pub index_version: u32,
    /// The pieces the table covers, as text (the solver's notation).
    pub piece_set: String,
    /// Number of entries `N`: valid indices are `0..N`.
    pub entries: u64,
    /// Number of legal positions the table covers (informational, for sizes per position; not
    /// checked against anything).
    pub legal_positions: u64,
    /// Bytes per value code.
    pub value_width: ValueWidth,
    /// Free text describing what the value codes mean, for humans and for `sibi info`.
    pub value_encoding: String,
}

/// Everything in a table's header: the caller's [`HeaderFields`] and the file's layout.
///
/// Offsets and lengths are in bytes from the start of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The metadata given to the writer.
    pub fields: HeaderFields,
    /// The format version, [`FORMAT_VERSION`].
    pub format_version: u32,
    /// Entries per block (a power of two); the last block may hold fewer.
    pub block_entries: u32,
    /// Number of blocks, `ceil(entries / block_entries)` (derived, not stored).
    pub blocks: u64,
    /// Length of the header, checksum included.
    pub header_len: u32,
    /// Length of the whole file.
    pub file_len: u64,
    /// Where the block offset table starts.
    pub block_table_offset: u64,
    /// Where the zstd dictionary starts (0 if there is none).
    pub dictionary_offset: u64,
    /// Length of the zstd dictionary (0 if there is none).
    pub dictionary_len: u64,
    /// XXH3-64 of the dictionary bytes (0 if there is none).
    pub dictionary_checksum: u64,
    /// XXH3-64 of the block offset table bytes.
    pub block_table_checksum: u64,
    /// XXH3-64 of the header bytes before this checksum.
    pub header_checksum: u64,
}

fn text_len(field: &'static str, s: &str) -> Result<usize, (&'static str, String)> {
    if s.len() > MAX_TEXT_LEN {
        Err((
            field,
            format!("{} bytes, at most {MAX_TEXT_LEN} allowed", s.len()),
        ))
    } else {
        Ok(s.len())
    }
}

impl HeaderFields {
    /// The four texts in file order, with their FORMAT.md names.
    pub(crate) fn texts(&self) -> [(&'static str, &str); 4] {
        [
            ("rules", &self.rules),
            ("index_scheme", &self.index_scheme),
            ("piece_set", &self.piece_set),
            ("value_encoding", &self.value_encoding),
        ]
    }

    /// The header length these fields need, or the first text that is too long.
    pub(crate) fn header_len(&self) -> Result<usize, (&'static str, String)> {
        let mut len = FIXED_LEN + CHECKSUM_LEN;
        for (name, text) in self.texts() {
            len += 2 + text_len(name, text)?;
        }
        Ok(len)
    }
}

/// Block count for `entries` entries in blocks of `block_entries` (never overflows: the
/// divisor is at least 1).
pub(crate) fn block_count(entries: u64, block_entries: u32) -> u64 {
    entries.div_ceil(block_entries as u64)
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().expect("4 bytes"))
}

pub(crate) fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().expect("8 bytes"))
}

pub(crate) fn invalid(field: &'static str, reason: impl Into<String>) -> FileError {
    FileError::InvalidHeader {
        field,
        reason: reason.into(),
    }
}

/// How many bytes [`Header::decode`] needs from the start of a file of `actual` bytes whose
/// first bytes `start` (at least `min(actual, 16)` of them) are known: the header length they
/// announce if it is valid, else 16 (`decode` then fails before it needs more), never more than
/// the file holds.
pub(crate) fn header_len_hint(start: &[u8], actual: u64) -> usize {
    let want = if start.len() >= 16 {
        let hl = u32_at(start, 12) as usize;
        if (MIN_HEADER_LEN..=MAX_HEADER_LEN).contains(&hl) {
            hl
        } else {
            16
        }
    } else {
        16
    };
    want.min(usize::try_from(actual).unwrap_or(usize::MAX))
}

impl Header {
    /// Encodes the header; `header_len` and `header_checksum` are computed, not taken from
    /// `self`. Panics if a text is longer than [`MAX_TEXT_LEN`] (the writer checks first).
    pub(crate) fn encode(&self) -> Vec<u8> {
        let len = self
            .fields
            .header_len()
            .expect("texts checked by the writer");
        let mut b = Vec::with_capacity(len);
        b.extend_from_slice(&MAGIC);
        b.extend_from_slice(&self.format_version.to_le_bytes());
        b.extend_from_slice(&(len as u32).to_le_bytes());
        for v in [
            self.fields.entries,
            self.fields.legal_positions,
            self.file_len,
            self.block_table_offset,
            self.dictionary_offset,
            self.dictionary_len,
            self.dictionary_checksum,
            self.block_table_checksum,
        ] {
            b.extend_from_slice(&v.to_le_bytes());
        }
        for v in [
            self.block_entries,
            self.fields.rules_version,
            self.fields.index_version,
        ] {
            b.extend_from_slice(&v.to_le_bytes());
        }
        b.push(self.fields.value_width as u8);
        b.extend_from_slice(&[0, 0, 0]);
        debug_assert_eq!(b.len(), FIXED_LEN);
        for (_, text) in self.fields.texts() {
            b.extend_from_slice(&(text.len() as u16).to_le_bytes());
            b.extend_from_slice(text.as_bytes());
        }
        let sum = xxh3_64(&b);
        b.extend_from_slice(&sum.to_le_bytes());
        debug_assert_eq!(b.len(), len);
        b
    }

    /// Decodes and checks the header at the start of a file of `actual` bytes, given its first
    /// bytes `file`: at least `min(actual, 16)` of them, and at least `min(actual, header_len)`
    /// once `header_len` is valid ([`header_len_hint`] says how many to read). Checks, in order:
    /// magic, format version, header length, header checksum, then each field's own range.
    /// Does not check the layout against the file length; [`Table`](crate::Table) does that.
    pub(crate) fn decode(file: &[u8], actual: u64) -> Result<Header, FileError> {
        let n = file.len().min(MAGIC.len());
        if file[..n] != MAGIC[..n] {
            return Err(FileError::BadMagic);
        }
        if file.len() < 16 {
            return Err(FileError::Truncated {
                needed: MIN_HEADER_LEN as u64,
                actual,
            });
        }
        let format_version = u32_at(file, 8);
        if format_version != FORMAT_VERSION {
            return Err(FileError::UnsupportedVersion {
                found: format_version,
                supported: FORMAT_VERSION,
            });
        }
        let header_len = u32_at(file, 12);
        if (header_len as usize) < MIN_HEADER_LEN || header_len as usize > MAX_HEADER_LEN {
            return Err(invalid(
                "header_len",
                format!("{header_len} is outside {MIN_HEADER_LEN}..={MAX_HEADER_LEN}"),
            ));
        }
        let hl = header_len as usize;
        if actual < hl as u64 || file.len() < hl {
            return Err(FileError::Truncated {
                needed: hl as u64,
                actual: actual.min(file.len() as u64),
            });
        }
        let b = &file[..hl];
        let header_checksum = u64_at(b, hl - CHECKSUM_LEN);
        if xxh3_64(&b[..hl - CHECKSUM_LEN]) != header_checksum {
            return Err(FileError::HeaderChecksum);
        }

        let entries = u64_at(b, 16);
        let legal_positions = u64_at(b, 24);
        let file_len = u64_at(b, 32);
        let block_table_offset = u64_at(b, 40);
        let dictionary_offset = u64_at(b, 48);
        let dictionary_len = u64_at(b, 56);
        let dictionary_checksum = u64_at(b, 64);
        let block_table_checksum = u64_at(b, 72);
        let block_entries = u32_at(b, 80);
        let rules_version = u32_at(b, 84);
        let index_version = u32_at(b, 88);
        let value_width = ValueWidth::from_byte(b[92])
            .ok_or_else(|| invalid("value_width", format!("{} is neither 1 nor 2", b[92])))?;
        if b[93..96] != [0, 0, 0] {
            return Err(invalid("reserved", "bytes 93..96 must be zero"));
        }
        if !block_entries.is_power_of_two()
            || !(MIN_BLOCK_ENTRIES..=MAX_BLOCK_ENTRIES).contains(&block_entries)
        {
            return Err(invalid(
                "block_entries",
                format!(
                    "{block_entries} is not a power of two in {MIN_BLOCK_ENTRIES}..={MAX_BLOCK_ENTRIES}"
                ),
            ));
        }

        let mut at = FIXED_LEN;
        let mut texts: [String; 4] = Default::default();
        let names = ["rules", "index_scheme", "piece_set", "value_encoding"];
        for (text, name) in texts.iter_mut().zip(names) {
            if at + 2 > hl - CHECKSUM_LEN {
                return Err(invalid(name, "runs past the end of the header"));
            }
            let len = u16::from_le_bytes([b[at], b[at + 1]]) as usize;
            at += 2;
            if at + len > hl - CHECKSUM_LEN {
                return Err(invalid(name, "runs past the end of the header"));
            }
            *text = std::str::from_utf8(&b[at..at + len])
                .map_err(|_| invalid(name, "not UTF-8"))?
                .to_owned();
            at += len;
        }
        if at != hl - CHECKSUM_LEN {
            return Err(invalid(
                "header_len",
                format!(
                    "the texts end at byte {at}, but the checksum is at {}",
                    hl - CHECKSUM_LEN
                ),
            ));
        }
        let [rules, index_scheme, piece_set, value_encoding] = texts;
        Ok(Header {
            fields: HeaderFields {
                rules,
                rules_version,
                index_scheme,
                index_version,
                piece_set,
                entries,
                legal_positions,
                value_width,
                value_encoding,
            },
            format_version,
            block_entries,
            blocks: block_count(entries, block_entries),
            header_len,
            file_len,
            block_table_offset,
            dictionary_offset,
            dictionary_len,
            dictionary_checksum,
            block_table_checksum,
            header_checksum,
        })
    }
}
