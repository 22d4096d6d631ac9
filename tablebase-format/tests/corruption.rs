//! Damaged files: every header byte, every block-table byte, every dictionary byte and every
//! block byte corrupted in turn, every header field set to a wrong value (with its checksum
//! fixed, to reach the field's own check), and the file cut at every length. Each gives its
//! typed error; none panics or returns a wrong value.

mod common;

use common::*;
use sibi_tbformat::{
    train_dictionary, CorruptKind, Expect, FileError, OpenError, ProbeError, Table, ValueWidth,
    WriteOptions,
};

/// A small table (3 full blocks and a partial one) and its values.
fn sample(dictionary: bool) -> (Vec<u8>, Vec<u16>) {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(11);
    let n = 3 * 64 + 20;
    let (values, _) = random_values(&mut rng, n, ValueWidth::Two, 0);
    let dc = vec![false; n];
    let mut opts = options(64);
    if dictionary {
        let samples: Vec<(&[u16], &[bool])> = values.chunks(16).zip(dc.chunks(16)).collect();
        opts = WriteOptions {
            dictionary: Some(train_dictionary(&samples, ValueWidth::Two, 1024).unwrap()),
            ..opts
        };
    }
    let path = write_table(dir.path(), "s", &values, &dc, ValueWidth::Two, &opts);
    (std::fs::read(path).unwrap(), values)
}

fn open(bytes: &[u8]) -> Result<Table, OpenError> {
    Table::from_bytes(bytes.to_vec(), &Expect::default())
}

fn file_error(bytes: &[u8]) -> FileError {
    match open(bytes) {
        Err(OpenError::BadFile { problem, .. }) => problem,
        Err(e) => panic!("expected a file error, got {e}"),
        Ok(_) => panic!("expected a file error, the file opened"),
    }
}

#[test]
fn sample_is_valid_and_independently_parsed() {
    for dict in [false, true] {
        let (b, values) = sample(dict);
        let t = open(&b).unwrap();
        for (i, &v) in values.iter().enumerate() {
            assert_eq!(t.get(i as u64).unwrap(), v);
        }
        // FORMAT.md's layout, read by the test's own code, agrees with the crate.
        let l = layout(&b);
        let h = t.header();
        assert_eq!(&b[..8], b"\x89SIBITB\n");
        assert_eq!(u32_at(&b, 8), 2);
        assert_eq!(l.header_len, h.header_len as usize);
        assert_eq!(l.file_len, b.len() as u64);
        assert_eq!(l.blocks(), 4);
        assert_eq!(l.block_table_offset + 8 * 5, l.file_len);
        assert_eq!(l.width, 2);
        assert_eq!(l.dictionary_len > 0, dict);
        let first = l.block_span(&b, 0).0 as u64;
        let data_start = if dict {
            l.dictionary_offset + l.dictionary_len
        } else {
            l.header_len as u64
        };
        assert_eq!(first, data_start);
        // Decode block 1 with plain zstd (magic put back) when there is no dictionary.
        if !dict {
            let (s, e) = l.block_span(&b, 1);
            let mut frame = vec![0x28, 0xB5, 0x2F, 0xFD];
            frame.extend_from_slice(&b[s..e - 4]);
            let raw = zstd::bulk::decompress(&frame, 1 << 20).unwrap();
            // Two byte planes: the 64 low bytes, then the 64 high bytes.
            assert_eq!(raw.len(), 64 * 2);
            for j in 0..64 {
                assert_eq!(u16::from_le_bytes([raw[j], raw[64 + j]]), values[64 + j]);
            }
        }
    }
}

#[test]
fn every_header_byte_corrupted() {
    for dict in [false, true] {
        let (good, _) = sample(dict);
        let hl = layout(&good).header_len;
        for at in 0..hl {
            for flip in [0x01u8, 0x80, 0xFF] {
                let mut b = good.clone();
                b[at] ^= flip;
                let e = file_error(&b);
                let ok = match at {
                    0..=7 => e == FileError::BadMagic,
                    8..=11 => matches!(e, FileError::UnsupportedVersion { supported: 2, .. }),
                    12..=15 => matches!(
                        e,
                        FileError::InvalidHeader {
                            field: "header_len",
                            ..
                        } | FileError::Truncated { .. }
                            | FileError::HeaderChecksum
                    ),
                    _ => e == FileError::HeaderChecksum,
                };
                assert!(ok, "byte {at} ^ {flip:#x}: {e:?}");
            }
        }
    }
}

/// Sets a header field and fixes the header checksum, so that the field's own check runs.
fn with_field(good: &[u8], f: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
    let mut b = good.to_vec();
    f(&mut b);
    fix_header_checksum(&mut b);
    b
}

fn invalid_field(e: &FileError) -> &'static str {
    match e {
        FileError::InvalidHeader { field, .. } => field,
        _ => panic!("expected InvalidHeader, got {e:?}"),
    }
}

/// The format version, the header's length, the entry count, the legal positions and the
/// file's length, each set wrong.
#[test]
fn header_version_and_length_fields_set_wrong() {
    let (good, values) = sample(false);
    let l = layout(&good);
    let e = |f: &dyn Fn(&mut Vec<u8>)| file_error(&with_field(&good, f));

    // format_version: refused before the checksum is even looked at.
    let mut b = good.clone();
    // (Version 1 interleaved the bytes of two-byte values.)
    for old in [1, 3] {
        put_u32(&mut b, 8, old);
        assert_eq!(
            file_error(&b),
            FileError::UnsupportedVersion {
                found: old,
                supported: 2
            }
        );
    }
    // header_len: checked before the checksum (which it locates).
    for v in [0, 10, 111, 1 << 20, u32::MAX] {
        let mut b = good.clone();
        put_u32(&mut b, 12, v);
        assert_eq!(invalid_field(&file_error(&b)), "header_len", "{v}");
    }
    let mut b = good.clone();
    put_u32(&mut b, 12, l.file_len as u32 + 1);
    assert!(matches!(file_error(&b), FileError::Truncated { .. }));
    // entries: another block count no longer matches the block table's place.
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 16, l.entries + 64))),
        "block_table_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 16, u64::MAX))),
        "block_table_offset"
    );
    // Within the same block count, a changed entry count is caught by the last block's
    // decompressed length.
    let t = open(&with_field(&good, |b| put_u64(b, 16, l.entries - 1))).unwrap();
    assert_eq!(t.get(0).unwrap(), values[0]);
    assert!(matches!(
        t.get(l.entries - 2),
        Err(ProbeError::CorruptBlock {
            block: 3,
            kind: CorruptKind::Length { .. } | CorruptKind::Decompress(_)
        })
    ));
    // legal_positions is informational.
    let t = open(&with_field(&good, |b| put_u64(b, 24, 12345))).unwrap();
    assert_eq!(t.header().fields.legal_positions, 12345);
    // file_len
    assert_eq!(
        e(&|b| put_u64(b, 32, l.file_len + 1)),
        FileError::Truncated {
            needed: l.file_len + 1,
            actual: l.file_len
        }
    );
    assert_eq!(
        e(&|b| put_u64(b, 32, l.file_len - 1)),
        FileError::TrailingBytes {
            expected: l.file_len - 1,
            actual: l.file_len
        }
    );
}

/// The block table's offset and checksum, the dictionary's fields and the block size, each set
/// wrong.
#[test]
fn header_layout_fields_set_wrong() {
    let (good, _) = sample(false);
    let l = layout(&good);
    let e = |f: &dyn Fn(&mut Vec<u8>)| file_error(&with_field(&good, f));
    // block_table_offset
    for v in [
        0,
        l.block_table_offset - 8,
        l.block_table_offset + 1,
        u64::MAX,
    ] {
        assert_eq!(
            invalid_field(&e(&|b| put_u64(b, 40, v))),
            "block_table_offset"
        );
    }
    // dictionary fields without a dictionary
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 48, 200))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 56, 10))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 56, u64::MAX))),
        "dictionary_len"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 64, 1))),
        "dictionary_offset"
    );
    // block_table_checksum
    assert_eq!(e(&|b| put_u64(b, 72, 1)), FileError::BlockTableChecksum);
    // block_entries
    for v in [0, 63, 65, 100, 1 << 25, u32::MAX] {
        assert_eq!(invalid_field(&e(&|b| put_u32(b, 80, v))), "block_entries");
    }
    // block_entries 128: another block count, caught by the layout.
    assert_eq!(
        invalid_field(&e(&|b| put_u32(b, 80, 128))),
        "block_table_offset"
    );
}

/// The versions, the value width, the reserved bytes and the texts, each set wrong.
#[test]
fn header_value_fields_set_wrong() {
    let (good, _) = sample(false);
    let e = |f: &dyn Fn(&mut Vec<u8>)| file_error(&with_field(&good, f));
    // rules_version and index_version: valid values, refused when the caller expects others.
    let b = with_field(&good, |b| put_u32(b, 84, 9));
    assert!(matches!(
        Table::from_bytes(
            b,
            &Expect {
                rules_version: Some(3),
                ..Expect::default()
            }
        ),
        Err(OpenError::WrongRules {
            found_version: 9,
            ..
        })
    ));
    let b = with_field(&good, |b| put_u32(b, 88, 9));
    assert!(matches!(
        Table::from_bytes(
            b,
            &Expect {
                index_version: Some(7),
                ..Expect::default()
            }
        ),
        Err(OpenError::WrongIndexScheme {
            found_version: 9,
            ..
        })
    ));
    // value_width
    for v in [0u8, 3, 255] {
        assert_eq!(invalid_field(&e(&|b| b[92] = v)), "value_width");
    }
    // width 1 instead of 2: every block decompresses to the wrong length.
    let t = open(&with_field(&good, |b| b[92] = 1)).unwrap();
    assert!(matches!(
        t.get(0),
        Err(ProbeError::CorruptBlock {
            block: 0,
            kind: CorruptKind::Length {
                expected: 64,
                found: 128
            }
        }) | Err(ProbeError::CorruptBlock {
            block: 0,
            kind: CorruptKind::Decompress(_)
        })
    ));
    // reserved bytes
    for at in 93..96 {
        assert_eq!(invalid_field(&e(&|b| b[at] = 1)), "reserved");
    }
    // texts: the rules text "test-rules" starts at 96 (length) / 98 (bytes).
    assert_eq!(u16::from_le_bytes([good[96], good[97]]), 10);
    let b = with_field(&good, |b| b[98] = b'T');
    assert!(matches!(
        Table::from_bytes(b, &Expect { rules: Some("test-rules"), ..Expect::default() }),
        Err(OpenError::WrongRules { ref found, .. }) if found == "Test-rules"
    ));
    assert_eq!(invalid_field(&e(&|b| b[98] = 0xFF)), "rules");
    assert_eq!(invalid_field(&e(&|b| put_u32(b, 96, 0xFFFF))), "rules");
    // A shorter last text (value_encoding, length at 128) leaves a byte unaccounted for
    // before the checksum; a shorter first one misaligns the texts after it.
    assert_eq!(u16::from_le_bytes([good[128], good[129]]), 21);
    assert_eq!(invalid_field(&e(&|b| b[128] = 20)), "header_len");
    assert_eq!(invalid_field(&e(&|b| b[128] = 22)), "value_encoding");
    assert_eq!(invalid_field(&e(&|b| b[96] = 9)), "index_scheme");
}

#[test]
fn dictionary_fields_and_bytes_corrupted() {
    let (good, values) = sample(true);
    let l = layout(&good);
    let (d0, d1) = (
        l.dictionary_offset as usize,
        (l.dictionary_offset + l.dictionary_len) as usize,
    );
    for at in d0..d1 {
        let mut b = good.clone();
        b[at] ^= 0x40;
        assert_eq!(
            file_error(&b),
            FileError::DictionaryChecksum,
            "dictionary byte {at}"
        );
    }
    let e = |f: &dyn Fn(&mut Vec<u8>)| file_error(&with_field(&good, f));
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 48, 0))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 48, l.block_table_offset))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 48, u64::MAX - 3))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 48, l.dictionary_offset + 1))),
        "dictionary_offset"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 56, u64::MAX - 3))),
        "dictionary_len"
    );
    assert_eq!(
        invalid_field(&e(&|b| put_u64(b, 56, l.block_table_offset))),
        "dictionary_len"
    );
    // A dictionary reaching into the blocks, or ending before them.
    for len in [l.dictionary_len + 1, l.dictionary_len - 1] {
        assert!(matches!(
            e(&|b| put_u64(b, 56, len)),
            FileError::InvalidBlockTable { block: 0, .. }
        ));
    }
    assert_eq!(e(&|b| put_u64(b, 64, 0)), FileError::DictionaryChecksum);
    // Another dictionary with a matching checksum (forged, or the writer's bug) opens, but
    // the blocks then decode differently from what was written: every probe is right or a
    // CorruptBlock error, never a wrong value.
    for change in [1u8, 0x80] {
        let mut b = good.clone();
        b[d1 - 1] ^= change;
        fix_dictionary_checksum(&mut b);
        if let Ok(t) = open(&b) {
            for (i, &v) in values.iter().enumerate() {
                match t.get(i as u64) {
                    Ok(got) => assert_eq!(got, v, "entry {i}"),
                    Err(ProbeError::CorruptBlock { .. }) => {}
                    Err(e) => panic!("{e}"),
                }
            }
        }
    }
}

#[test]
fn every_block_table_byte_corrupted() {
    let (good, _) = sample(false);
    let l = layout(&good);
    for at in l.block_table_offset as usize..good.len() {
        let mut b = good.clone();
        b[at] ^= 0x10;
        assert_eq!(
            file_error(&b),
            FileError::BlockTableChecksum,
            "table byte {at}"
        );
    }
    // With the checksum fixed, impossible offsets are caught by their own checks; an inner
    // offset moved by one byte is still a valid layout, and the two blocks it borders then
    // fail to decode.
    let blocks = l.blocks();
    for i in 0..=blocks {
        let at = (l.block_table_offset + 8 * i) as usize;
        for v in [
            0u64,
            1,
            u64::MAX,
            u64_at(&good, at) + 1,
            u64_at(&good, at) - 1,
        ] {
            let mut b = good.clone();
            put_u64(&mut b, at, v);
            fix_table_checksum(&mut b);
            match open(&b) {
                Err(OpenError::BadFile {
                    problem: FileError::InvalidBlockTable { block, .. },
                    ..
                }) => {
                    assert!(
                        block == i || block + 1 == i,
                        "offset {i} = {v}: block {block}"
                    )
                }
                Ok(t) => {
                    assert!(0 < i && i < blocks, "offset {i} = {v} accepted");
                    for block in [i - 1, i] {
                        assert!(
                            matches!(t.get(block * 64), Err(ProbeError::CorruptBlock { block: b, .. }) if b == block),
                            "offset {i} = {v}, block {block}"
                        );
                    }
                }
                Err(e) => panic!("offset {i} = {v}: {e}"),
            }
        }
    }
}

#[test]
fn every_block_byte_corrupted() {
    for dict in [false, true] {
        let (good, values) = sample(dict);
        let l = layout(&good);
        for block in 0..l.blocks() {
            let (s, e) = l.block_span(&good, block);
            for at in s..e {
                let mut b = good.clone();
                b[at] ^= 0x04;
                // The header and block table are intact: the file opens...
                let t = open(&b).unwrap();
                // ... probes into the damaged block fail, naming it, every time ...
                let first = block * 64;
                for _ in 0..2 {
                    match t.get(first) {
                        Err(ProbeError::CorruptBlock { block: got, kind }) => {
                            assert_eq!(got, block);
                            if at >= e - 4 {
                                assert_eq!(kind, CorruptKind::Checksum, "trailer byte {at}");
                            }
                        }
                        other => panic!("byte {at} of block {block}: {other:?}"),
                    }
                }
                assert!(t.check_blocks().is_err());
                let mut out = vec![0; values.len()];
                assert!(t.read_range(0, &mut out).is_err());
                // ... and the other blocks still answer.
                for (i, &v) in values.iter().enumerate() {
                    if i as u64 / 64 != block {
                        assert_eq!(t.get(i as u64).unwrap(), v);
                    }
                }
            }
        }
    }
}

#[test]
fn truncated_at_every_length() {
    for dict in [false, true] {
        let (good, _) = sample(dict);
        for len in 0..good.len() {
            match file_error(&good[..len]) {
                FileError::Truncated { actual, needed } => {
                    assert_eq!(actual, len as u64);
                    assert!(needed > actual);
                }
                other => panic!("length {len}: {other:?}"),
            }
        }
        let mut longer = good.clone();
        longer.push(0);
        assert!(matches!(
            file_error(&longer),
            FileError::TrailingBytes { .. }
        ));
    }
}

#[test]
fn truncated_files_on_disk() {
    let (good, _) = sample(false);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut");
    for len in [0, 5, 8, 15, 16, 100, good.len() / 2, good.len() - 1] {
        std::fs::write(&path, &good[..len]).unwrap();
        let e = Table::open(&path, &Expect::default()).unwrap_err();
        assert!(
            matches!(e.file_error(), Some(FileError::Truncated { .. })),
            "{len}: {e}"
        );
        assert!(e.to_string().contains("truncated"), "{e}");
    }
}

#[test]
fn other_files_are_not_tables() {
    for junk in [
        &b"PK\x03\x04 a zip file"[..],
        b"\x89PNG\r\n\x1a\n",
        b"SIBITB",
        &[0u8; 200],
    ] {
        assert_eq!(file_error(junk), FileError::BadMagic);
    }
}
