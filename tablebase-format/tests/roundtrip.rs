//! Writing then reading tables: every real entry comes back exactly, at every size around block
//! boundaries, for both value widths, with and without don't-care entries and a dictionary.

mod common;

use common::*;
use sibi_tbformat::{
    temp_path, train_dictionary, Expect, FileError, OpenError, ProbeError, Table, TableWriter,
    ValueWidth, WriteError, WriteOptions,
};

/// Checks every entry through `get` and `read_range`, and the errors just past the end.
fn check_table(table: &Table, values: &[u16], dont_care: &[bool]) {
    let n = values.len() as u64;
    assert_eq!(table.entries(), n);
    for (i, (&v, &d)) in values.iter().zip(dont_care).enumerate() {
        let got = table.get(i as u64).unwrap();
        if !d {
            assert_eq!(got, v, "entry {i}");
        }
    }
    let mut all = vec![0u16; values.len()];
    table.read_range(0, &mut all).unwrap();
    for (i, ((&v, &d), &g)) in values.iter().zip(dont_care).zip(&all).enumerate() {
        if !d {
            assert_eq!(g, v, "read_range entry {i}");
        }
        // A don't-care entry reads the same through both paths.
        assert_eq!(g, table.get(i as u64).unwrap());
    }
    assert_eq!(
        table.get(n),
        Err(ProbeError::IndexOutOfRange {
            index: n,
            entries: n
        })
    );
    assert!(matches!(
        table.get(u64::MAX),
        Err(ProbeError::IndexOutOfRange { .. })
    ));
    assert!(table.read_range(n, &mut [0]).is_err());
    assert!(table.read_range(0, &mut []).is_ok());
    table.check_blocks().unwrap();
}

#[test]
fn round_trip_at_block_boundaries() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(1);
    let mut count = 0;
    for width in [ValueWidth::One, ValueWidth::Two] {
        for block in [64u32, 256] {
            let b = block as usize;
            for n in [0, 1, 2, b - 1, b, b + 1, 2 * b, 3 * b - 1, 3 * b + 7, 5 * b] {
                for dc_percent in [0, 30, 100] {
                    let (values, dc) = random_values(&mut rng, n, width, dc_percent);
                    let name = format!("t{count}.sibi");
                    let path = write_table(dir.path(), &name, &values, &dc, width, &options(block));
                    let table = Table::open(&path, &Expect::default()).unwrap();
                    let h = table.header();
                    assert_eq!(h.fields, fields(n as u64, width));
                    assert_eq!(h.block_entries, block);
                    assert_eq!(h.blocks, (n as u64).div_ceil(block as u64));
                    assert_eq!(h.file_len, std::fs::metadata(&path).unwrap().len());
                    check_table(&table, &values, &dc);
                    count += 1;
                }
            }
        }
    }
    assert_eq!(count, 120);
}

#[test]
fn round_trip_random_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(2);
    for k in 0..40 {
        let width = if k % 2 == 0 {
            ValueWidth::One
        } else {
            ValueWidth::Two
        };
        let block = 64u32 << rng.below(4);
        let n = rng.below(5000) as usize;
        let dc_percent = rng.below(60);
        let (values, dc) = random_values(&mut rng, n, width, dc_percent);
        let path = write_table(
            dir.path(),
            &format!("r{k}"),
            &values,
            &dc,
            width,
            &options(block),
        );
        let table = Table::open(&path, &Expect::default()).unwrap();
        check_table(&table, &values, &dc);
        // Random-order probes exercise the cache's eviction.
        for _ in 0..2000.min(n) {
            let i = rng.below(n as u64) as usize;
            if !dc[i] {
                assert_eq!(table.get(i as u64).unwrap(), values[i]);
            }
        }
    }
}

#[test]
fn push_push_slice_push_fn_and_push_rest_par_write_identical_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(3);
    let n = 1000;
    let width = ValueWidth::Two;
    let (values, dc) = random_values(&mut rng, n, width, 25);
    let f = fields(n as u64, width);
    let opts = options(128);

    let a = dir.path().join("a");
    let mut w = TableWriter::create(&a, &f, &opts).unwrap();
    for (&v, &d) in values.iter().zip(&dc) {
        w.push(v, d).unwrap();
    }
    w.finish().unwrap();

    let b = dir.path().join("b");
    let mut w = TableWriter::create(&b, &f, &opts).unwrap();
    for chunk in (0..n).collect::<Vec<_>>().chunks(77) {
        let (s, e) = (chunk[0], chunk[chunk.len() - 1] + 1);
        w.push_slice(&values[s..e], &dc[s..e]).unwrap();
    }
    w.finish().unwrap();

    let c = dir.path().join("c");
    let mut w = TableWriter::create(&c, &f, &opts).unwrap();
    w.push_fn(300, |i| (!dc[i as usize]).then_some(values[i as usize]))
        .unwrap();
    assert_eq!(w.pushed(), 300);
    w.push_fn(700, |i| (!dc[i as usize]).then_some(values[i as usize]))
        .unwrap();
    let summary = w.finish().unwrap();
    assert_eq!(summary.dont_care, dc.iter().filter(|&&d| d).count() as u64);
    assert_eq!(summary.blocks, 8);

    // Whole blocks in parallel, small batches; first from an empty writer, then after a
    // block begun by `push` (the rest of it filled on the calling thread).
    let fill = |start: u64, v: &mut [u16], d: &mut [bool]| {
        let s = start as usize;
        v.copy_from_slice(&values[s..s + v.len()]);
        d.copy_from_slice(&dc[s..s + d.len()]);
    };
    let small_batches = WriteOptions {
        batch_blocks: 3,
        ..opts.clone()
    };
    let mut rest = Vec::new();
    for begun in [0, 200] {
        let p = dir.path().join(format!("par{begun}"));
        let mut w = TableWriter::create(&p, &f, &small_batches).unwrap();
        for i in 0..begun {
            w.push(values[i], dc[i]).unwrap();
        }
        w.push_rest_par(fill).unwrap();
        assert_eq!(w.pushed(), n as u64);
        let s = w.finish().unwrap();
        assert_eq!(s.dont_care, summary.dont_care);
        rest.push(std::fs::read(p).unwrap());
    }

    let (a, b, c) = (
        std::fs::read(a).unwrap(),
        std::fs::read(b).unwrap(),
        std::fs::read(c).unwrap(),
    );
    assert_eq!(a, b);
    assert_eq!(a, c);
    for r in &rest {
        assert_eq!(&a, r);
    }
    assert_eq!(summary.file_len, a.len() as u64);
}

#[test]
fn dont_care_runs_are_filled_to_compress() {
    // A table whose real entries are all 5 and half the entries (in long runs) don't care:
    // filled with neighbours, it is one constant and compresses like an all-5 table.
    let dir = tempfile::tempdir().unwrap();
    let n = 1 << 16;
    let values: Vec<u16> = (0..n)
        .map(|i| if (i / 1000) % 2 == 0 { 5 } else { 200 })
        .collect();
    let dc: Vec<bool> = (0..n).map(|i| (i / 1000) % 2 == 1).collect();
    let p = write_table(
        dir.path(),
        "dc",
        &values,
        &dc,
        ValueWidth::One,
        &options(4096),
    );
    let q = write_table(
        dir.path(),
        "c",
        &vec![5; n],
        &vec![false; n],
        ValueWidth::One,
        &options(4096),
    );
    let (p, q) = (
        std::fs::metadata(p).unwrap().len(),
        std::fs::metadata(q).unwrap().len(),
    );
    assert_eq!(p, q);
    let t = Table::open(dir.path().join("dc"), &Expect::default()).unwrap();
    assert_eq!(
        t.get(1500).unwrap(),
        5,
        "filled with the neighbouring value"
    );
}

#[test]
fn dictionary_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(4);
    let n = 64 * 256 + 17;
    let width = ValueWidth::One;
    let (values, dc) = random_values(&mut rng, n, width, 20);
    let samples: Vec<(&[u16], &[bool])> = values.chunks(256).zip(dc.chunks(256)).collect();
    let dict = train_dictionary(&samples, width, 4096).unwrap();
    assert!(!dict.is_empty() && dict.len() <= 4096);
    let opts = WriteOptions {
        dictionary: Some(dict.clone()),
        ..options(256)
    };
    let path = write_table(dir.path(), "d", &values, &dc, width, &opts);
    let table = Table::open(&path, &Expect::default()).unwrap();
    assert_eq!(table.header().dictionary_len, dict.len() as u64);
    assert_eq!(
        table.header().dictionary_offset,
        table.header().header_len as u64
    );
    check_table(&table, &values, &dc);
}

#[test]
fn many_threads_share_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(5);
    let n = 20_000;
    let (values, dc) = random_values(&mut rng, n, ValueWidth::Two, 10);
    let path = write_table(
        dir.path(),
        "mt",
        &values,
        &dc,
        ValueWidth::Two,
        &options(64),
    );
    let table = Table::open(&path, &Expect::default()).unwrap();
    std::thread::scope(|s| {
        for t in 0..4u64 {
            let (table, values, dc) = (&table, &values, &dc);
            s.spawn(move || {
                let mut rng = Rng(100 + t);
                for _ in 0..20_000 {
                    let i = rng.below(n as u64) as usize;
                    if !dc[i] {
                        assert_eq!(table.get(i as u64).unwrap(), values[i]);
                    }
                }
            });
        }
    });
}

#[test]
fn the_cache_keeps_tables_apart() {
    // Two tables with the same shape but different values, probed alternately at the same
    // block numbers, and a table reopened after being dropped.
    let dir = tempfile::tempdir().unwrap();
    let n = 1000;
    let a: Vec<u16> = (0..n).map(|i| (i % 251) as u16).collect();
    let b: Vec<u16> = (0..n).map(|i| (i % 13) as u16).collect();
    let no = vec![false; n];
    let pa = write_table(dir.path(), "a", &a, &no, ValueWidth::One, &options(64));
    let pb = write_table(dir.path(), "b", &b, &no, ValueWidth::One, &options(64));
    let ta = Table::open(&pa, &Expect::default()).unwrap();
    let tb = Table::open(&pb, &Expect::default()).unwrap();
    for i in 0..n {
        assert_eq!(ta.get(i as u64).unwrap(), a[i]);
        assert_eq!(tb.get(i as u64).unwrap(), b[i]);
    }
    drop(ta);
    let tb2 = Table::open(&pb, &Expect::default()).unwrap();
    for i in (0..n).rev() {
        assert_eq!(tb2.get(i as u64).unwrap(), b[i]);
    }
}

#[test]
fn writer_rejects_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad");
    let f = fields(10, ValueWidth::One);
    let mut w = TableWriter::create(&path, &f, &options(64)).unwrap();
    // Too wide for one byte, but allowed as a don't care.
    assert!(matches!(
        w.push(256, false),
        Err(WriteError::ValueTooLarge {
            index: 0,
            value: 256,
            width: 1
        })
    ));
    w.push(256, true).unwrap();
    assert!(matches!(
        w.push_slice(&[1, 2], &[false]),
        Err(WriteError::SliceLengths {
            values: 2,
            dont_care: 1
        })
    ));
    assert!(matches!(
        w.push_slice(&[1, 300], &[false, false]),
        Err(WriteError::ValueTooLarge {
            index: 2,
            value: 300,
            ..
        })
    ));
    assert_eq!(w.pushed(), 1, "a rejected slice pushes nothing");
    assert!(matches!(
        w.push_fn(20, |_| Some(1)),
        Err(WriteError::TooManyEntries { declared: 10 })
    ));
    w.push_fn(5, |_| Some(1)).unwrap();
    // Finishing early fails and leaves nothing behind.
    assert!(matches!(
        w.finish(),
        Err(WriteError::MissingEntries {
            declared: 10,
            pushed: 6
        })
    ));
    assert!(!path.exists());
    assert!(!temp_path(&path).exists());

    for (opts, field) in [
        (options(100), "block_entries"),
        (options(32), "block_entries"),
        (options(1 << 25), "block_entries"),
        (
            WriteOptions {
                level: 0,
                ..options(64)
            },
            "level",
        ),
        (
            WriteOptions {
                level: 23,
                ..options(64)
            },
            "level",
        ),
    ] {
        match TableWriter::create(&path, &f, &opts) {
            Err(WriteError::InvalidField { field: got, .. }) => assert_eq!(got, field),
            other => panic!("{other:?}"),
        }
    }
    let long = fields(1, ValueWidth::One);
    let long = sibi_tbformat::HeaderFields {
        value_encoding: "x".repeat(70_000),
        ..long
    };
    assert!(matches!(
        TableWriter::create(&path, &long, &options(64)),
        Err(WriteError::InvalidField {
            field: "value_encoding",
            ..
        })
    ));
    assert!(!temp_path(&path).exists());
}

#[test]
fn the_table_appears_only_when_finished() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sibi");
    let temp = temp_path(&path);
    assert_eq!(temp, dir.path().join("t.sibi.tmp"));
    let f = fields(100, ValueWidth::One);

    // Dropped unfinished: no table, no temp file.
    let mut w = TableWriter::create(&path, &f, &options(64)).unwrap();
    w.push_fn(70, |_| Some(3)).unwrap();
    assert!(temp.exists() && !path.exists());
    drop(w);
    assert!(!temp.exists() && !path.exists());

    // A leftover temp file (a killed writer) is reported, not clobbered.
    std::fs::write(&temp, b"partial").unwrap();
    match TableWriter::create(&path, &f, &options(64)) {
        Err(e @ WriteError::TempExists { .. }) => {
            assert!(e.to_string().contains("interrupted"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read(&temp).unwrap(), b"partial");
    std::fs::remove_file(&temp).unwrap();

    // An existing table is replaced only by a finished one.
    let old = write_table(
        dir.path(),
        "t.sibi",
        &[1; 100],
        &[false; 100],
        ValueWidth::One,
        &options(64),
    );
    let before = std::fs::read(&old).unwrap();
    let mut w = TableWriter::create(&path, &f, &options(64)).unwrap();
    w.push_fn(100, |_| Some(2)).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let s = w.finish().unwrap();
    assert_eq!(s.path, path);
    assert!(!temp.exists());
    let t = Table::open(&path, &Expect::default()).unwrap();
    assert_eq!(t.get(99).unwrap(), 2);
}

#[test]
fn open_checks_what_the_caller_expects() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_table(
        dir.path(),
        "e",
        &[1, 2, 3],
        &[false; 3],
        ValueWidth::One,
        &options(64),
    );
    let ok = Expect {
        rules: Some("test-rules"),
        rules_version: Some(3),
        index_scheme: Some("test-index"),
        index_version: Some(7),
        piece_set: Some("GGMMPP"),
    };
    Table::open(&path, &ok).unwrap();
    match Table::open(
        &path,
        &Expect {
            rules: Some("dobutsu"),
            ..ok
        },
    ) {
        Err(e @ OpenError::WrongRules { .. }) => {
            let s = e.to_string();
            assert!(s.contains("dobutsu") && s.contains("test-rules"), "{s}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Table::open(
            &path,
            &Expect {
                rules_version: Some(4),
                ..ok
            }
        ),
        Err(OpenError::WrongRules {
            found_version: 3,
            expected_version: Some(4),
            ..
        })
    ));
    assert!(matches!(
        Table::open(
            &path,
            &Expect {
                index_scheme: Some("other"),
                ..ok
            }
        ),
        Err(OpenError::WrongIndexScheme { .. })
    ));
    assert!(matches!(
        Table::open(
            &path,
            &Expect {
                index_version: Some(8),
                ..ok
            }
        ),
        Err(OpenError::WrongIndexScheme {
            found_version: 7,
            ..
        })
    ));
    assert!(matches!(
        Table::open(
            &path,
            &Expect {
                piece_set: Some("P"),
                ..ok
            }
        ),
        Err(OpenError::WrongPieceSet { .. })
    ));
    match Table::open(dir.path().join("missing"), &ok) {
        Err(e @ OpenError::Io { .. }) => assert!(e.file_error().is_none()),
        other => panic!("{other:?}"),
    }
    // An empty file is a truncated table, not an I/O error.
    let empty = dir.path().join("empty");
    std::fs::write(&empty, b"").unwrap();
    assert!(matches!(
        Table::open(&empty, &ok).unwrap_err().file_error(),
        Some(FileError::Truncated { actual: 0, .. })
    ));
}

#[test]
fn file_checksum_is_xxh3_of_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_table(
        dir.path(),
        "x",
        &[7; 500],
        &[false; 500],
        ValueWidth::Two,
        &options(64),
    );
    let t = Table::open(&path, &Expect::default()).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(t.file_checksum(), xxhash_rust::xxh3::xxh3_64(&bytes));
    assert_eq!(t.file_len(), bytes.len() as u64);
    let m = Table::from_bytes(bytes, &Expect::default()).unwrap();
    assert_eq!(m.file_checksum(), t.file_checksum());
    assert_eq!(m.get(499).unwrap(), 7);
}

#[test]
fn default_options_and_parallel_batches_write_the_same_file() {
    // The default options (parallel batches of 64 blocks) and a batch of one block at a time
    // give the same bytes, and the table reads back.
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(6);
    let n = 200_000;
    let (values, dc) = random_values(&mut rng, n, ValueWidth::One, 20);
    let defaults = WriteOptions::default();
    assert_eq!(defaults.block_entries, 2048);
    let p = write_table(dir.path(), "p", &values, &dc, ValueWidth::One, &defaults);
    let serial = WriteOptions {
        batch_blocks: 1,
        ..WriteOptions::default()
    };
    let q = write_table(dir.path(), "q", &values, &dc, ValueWidth::One, &serial);
    assert_eq!(std::fs::read(&p).unwrap(), std::fs::read(&q).unwrap());
    let table = Table::open(&p, &Expect::default()).unwrap();
    check_table(&table, &values, &dc);
}
