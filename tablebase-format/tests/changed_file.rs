//! A table file changed by another program while it is open (FORMAT.md, "Concurrency"):
//! truncated, grown back, rewritten in place, replaced by rename, removed. Every probe must give
//! the value written or a typed error, never a wrong value and never a crash (a memory-mapped
//! reader got `SIGBUS` here); once the bytes are back, the right values again.
#![cfg(unix)]

mod common;

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::*;
use sibi_tbformat::{
    train_dictionary, CorruptKind, Expect, ProbeError, Table, TableWriter, ValueWidth, WriteOptions,
};
use xxhash_rust::xxh3::xxh3_64;

const BLOCK: u32 = 64;

/// A table on disk with `blocks` full blocks and a partial one, every entry real (no don't
/// care), so that every probe has one right answer.
struct Sample {
    _dir: tempfile::TempDir,
    path: PathBuf,
    bytes: Vec<u8>,
    values: Vec<u16>,
}

fn sample(seed: u64, width: ValueWidth, dictionary: bool, blocks: usize) -> Sample {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(seed);
    let n = blocks * BLOCK as usize + 17;
    let (values, _) = random_values(&mut rng, n, width, 0);
    let dc = vec![false; n];
    let mut opts = options(BLOCK);
    if dictionary {
        let samples: Vec<(&[u16], &[bool])> = values.chunks(16).zip(dc.chunks(16)).collect();
        opts = WriteOptions {
            dictionary: Some(train_dictionary(&samples, width, 1024).unwrap()),
            ..opts
        };
    }
    let path = write_table(dir.path(), "live.sibi", &values, &dc, width, &opts);
    let bytes = std::fs::read(&path).unwrap();
    Sample {
        _dir: dir,
        path,
        bytes,
        values,
    }
}

/// Is `e` the error of a block that cannot be read because the file got shorter after opening?
fn cut_off(e: &ProbeError) -> bool {
    matches!(
        e,
        ProbeError::CorruptBlock {
            kind: CorruptKind::Truncated,
            ..
        }
    )
}

/// The whole-file checksum, read now.
fn checksum(table: &Table) -> io::Result<u64> {
    table.try_file_checksum()
}

fn set_len(path: &Path, len: u64) {
    OpenOptions::new()
        .write(true)
        .open(path)
        .unwrap()
        .set_len(len)
        .unwrap();
}

/// Writes `bytes` over the file from its start, in place (the same inode; the file grows as
/// needed and is cut to their length).
fn rewrite_in_place(path: &Path, bytes: &[u8]) {
    let f = OpenOptions::new().write(true).open(path).unwrap();
    f.write_all_at(bytes, 0).unwrap();
    f.set_len(bytes.len() as u64).unwrap();
}

/// Runs `f` on a new thread, whose block cache is empty.
fn on_new_thread<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| s.spawn(f).join().unwrap())
}

/// Probes every entry on a new thread (empty cache): with the file cut to `len` bytes, the
/// blocks that end at or before `len` give their values and every other block the
/// [`CorruptKind::Truncated`] error. Returns the number of entries that failed.
fn check_cut_exactly(table: &Table, s: &Sample, len: u64) -> usize {
    let l = layout(&s.bytes);
    on_new_thread(|| {
        let mut failed = 0;
        for (i, &v) in s.values.iter().enumerate() {
            let block = i as u64 / BLOCK as u64;
            let (_, end) = l.block_span(&s.bytes, block);
            match table.get(i as u64) {
                Ok(got) => {
                    assert!(end as u64 <= len, "entry {i}: a value from a cut-off block");
                    assert_eq!(got, v, "entry {i}, file cut to {len}");
                }
                Err(e) => {
                    assert!(end as u64 > len, "entry {i}: {e} from a whole block");
                    assert!(cut_off(&e), "entry {i}: {e:?}");
                    assert!(
                        e.to_string().contains("shorter than when it was opened"),
                        "{e}"
                    );
                    failed += 1;
                }
            }
        }
        failed
    })
}

/// Everything reads right again: every entry (on this thread and on a new one), the whole
/// range, every block, the checksum.
fn check_whole(table: &Table, s: &Sample) {
    for (i, &v) in s.values.iter().enumerate() {
        assert_eq!(table.get(i as u64), Ok(v), "entry {i}");
    }
    on_new_thread(|| {
        for (i, &v) in s.values.iter().enumerate() {
            assert_eq!(table.get(i as u64), Ok(v), "entry {i} (new thread)");
        }
        let mut all = vec![0u16; s.values.len()];
        table.read_range(0, &mut all).unwrap();
        assert_eq!(all, s.values);
        table.check_blocks().unwrap();
    });
    assert_eq!(checksum(table).unwrap(), xxh3_64(&s.bytes));
    assert_eq!(table.file_checksum(), xxh3_64(&s.bytes));
}

#[test]
fn truncated_after_opening_then_grown_back() {
    for (seed, width, dictionary) in [
        (1, ValueWidth::Two, false),
        (2, ValueWidth::One, false),
        (3, ValueWidth::Two, true),
    ] {
        let s = sample(seed, width, dictionary, 600);
        let l = layout(&s.bytes);
        let blocks = l.blocks();
        let (mid_start, mid_end) = l.block_span(&s.bytes, blocks / 2);
        // Whole pages between a cut in the middle and the block offset table: reading them
        // through a memory map raised SIGBUS.
        assert!(l.block_table_offset > mid_end as u64 + 2 * 4096, "{l:?}");
        let (last_start, _) = l.block_span(&s.bytes, blocks - 1);
        let file_len = s.bytes.len() as u64;
        let lens = [
            (mid_start + mid_end) as u64 / 2,            // inside a block
            mid_start as u64,                            // at a block's start
            last_start as u64 + 1,                       // inside the last block
            l.block_table_offset,                        // right after the blocks
            l.block_table_offset + 8 * (blocks / 2) + 3, // inside the block offset table
            file_len - 1,
            l.header_len as u64 + 1, // inside the dictionary or the first block
            50,                      // inside the header
            0,
        ];
        let table = Table::open(&s.path, &Expect::default()).unwrap();
        check_whole(&table, &s);
        for len in lens {
            // This thread has cached the last blocks it probed: the last block among them.
            let last = s.values.len() - 1;
            assert_eq!(table.get(last as u64), Ok(s.values[last]));

            set_len(&s.path, len);
            // Cached: still right, whatever the file holds now.
            assert_eq!(table.get(last as u64), Ok(s.values[last]), "cut to {len}");
            // Not cached: right while the block is in the file, an error past it.
            let failed = check_cut_exactly(&table, &s, len);
            let readable_blocks = (0..blocks)
                .filter(|&b| l.block_span(&s.bytes, b).1 as u64 <= len)
                .count() as u64;
            let expected_failed =
                (s.values.len() as u64).saturating_sub(readable_blocks * BLOCK as u64) as usize;
            assert_eq!(failed, expected_failed, "cut to {len}");
            if len < l.block_table_offset {
                assert!(failed > 0);
            }
            // The bulk reads give the same error (or, with every block still there, the values).
            on_new_thread(|| {
                let mut all = vec![0u16; s.values.len()];
                match (table.read_range(0, &mut all), table.check_blocks()) {
                    (Ok(()), Ok(())) => {
                        assert_eq!(failed, 0);
                        assert_eq!(all, s.values);
                    }
                    (Err(a), Err(b)) => {
                        assert!(failed > 0);
                        assert!(cut_off(&a) && cut_off(&b), "{a:?} {b:?}");
                    }
                    other => panic!("cut to {len}: {other:?}"),
                }
            });
            let e = checksum(&table).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::UnexpectedEof, "{e}");
            assert_eq!(table.file_checksum(), 0);
            // A probe out of range is still just out of range.
            assert!(matches!(
                table.get(s.values.len() as u64),
                Err(ProbeError::IndexOutOfRange { .. })
            ));

            // The original bytes back in the same file: right answers again, without reopening.
            rewrite_in_place(&s.path, &s.bytes);
            check_whole(&table, &s);
        }
        // Truncated step by step while open (each cut shorter), then grown back.
        let mut shorter = lens;
        shorter.sort_unstable_by(|a, b| b.cmp(a));
        for len in shorter {
            set_len(&s.path, len);
            check_cut_exactly(&table, &s, len);
        }
        rewrite_in_place(&s.path, &s.bytes);
        check_whole(&table, &s);
    }
}

#[test]
fn truncated_then_grown_with_zeros() {
    let s = sample(11, ValueWidth::Two, false, 300);
    let l = layout(&s.bytes);
    let table = Table::open(&s.path, &Expect::default()).unwrap();
    let (start, end) = l.block_span(&s.bytes, 10);
    set_len(&s.path, (start + end) as u64 / 2);
    // Back to its length, but with zeros (a hole) from the cut on: blocks 10.. fail their
    // checks, the others answer.
    set_len(&s.path, s.bytes.len() as u64);
    on_new_thread(|| {
        for (i, &v) in s.values.iter().enumerate() {
            let block = i as u64 / BLOCK as u64;
            match table.get(i as u64) {
                Ok(got) if block < 10 => assert_eq!(got, v, "entry {i}"),
                Err(ProbeError::CorruptBlock { block: b, kind }) if block >= 10 => {
                    assert_eq!(b, block);
                    assert!(
                        matches!(
                            kind,
                            CorruptKind::Decompress(_)
                                | CorruptKind::Checksum
                                | CorruptKind::Length { .. }
                        ),
                        "entry {i}: {kind:?}"
                    );
                }
                other => panic!("entry {i} (block {block}): {other:?}"),
            }
        }
    });
    rewrite_in_place(&s.path, &s.bytes);
    check_whole(&table, &s);
}

#[test]
fn rewritten_in_place_with_another_table() {
    let s = sample(4, ValueWidth::Two, false, 40);
    let other = sample(5, ValueWidth::Two, false, 40);
    assert_ne!(s.values, other.values);
    let table = Table::open(&s.path, &Expect::default()).unwrap();
    check_whole(&table, &s);
    // Cut to nothing and written again with another table of the same shape, as `cp` does.
    rewrite_in_place(&s.path, &[]);
    rewrite_in_place(&s.path, &other.bytes);
    let (right, failed) = on_new_thread(|| {
        let (mut right, mut failed) = (0, 0);
        for (i, &v) in s.values.iter().enumerate() {
            match table.get(i as u64) {
                // The open table knows its own block offsets and checksums: a value it gives is
                // one it was opened with.
                Ok(got) => {
                    assert_eq!(got, v, "entry {i}");
                    right += 1;
                }
                Err(ProbeError::CorruptBlock { .. }) => failed += 1,
                Err(e) => panic!("entry {i}: {e:?}"),
            }
        }
        (right, failed)
    });
    assert!(failed > 0, "{right} right, {failed} failed");
    assert!(table.check_blocks().is_err());
    // Opened again, it is the new table.
    let again = Table::open(&s.path, &Expect::default()).unwrap();
    check_whole(&again, &other);
    // The original back: the first table answers again.
    rewrite_in_place(&s.path, &s.bytes);
    check_whole(&table, &s);
}

#[test]
fn replaced_by_rename_or_removed_while_open() {
    let s = sample(6, ValueWidth::Two, false, 40);
    let table = Table::open(&s.path, &Expect::default()).unwrap();
    assert_eq!(table.get(0), Ok(s.values[0]));

    // A new table written to the same path: the writer renames its temporary file over it.
    let mut rng = Rng(7);
    let (new_values, _) = random_values(&mut rng, s.values.len(), ValueWidth::Two, 0);
    assert_ne!(new_values, s.values);
    let dc = vec![false; new_values.len()];
    let mut w = TableWriter::create(
        &s.path,
        &fields(new_values.len() as u64, ValueWidth::Two),
        &options(BLOCK),
    )
    .unwrap();
    w.push_slice(&new_values, &dc).unwrap();
    w.finish().unwrap();
    assert_ne!(std::fs::read(&s.path).unwrap(), s.bytes);
    // The open table still reads the old file, whole.
    check_whole(&table, &s);
    // Opened again, the new one.
    let new = Table::open(&s.path, &Expect::default()).unwrap();
    for (i, &v) in new_values.iter().enumerate() {
        assert_eq!(new.get(i as u64), Ok(v), "entry {i}");
    }

    // A file renamed over the path by hand, then the path removed: still the old data.
    let other = sample(8, ValueWidth::Two, false, 40);
    std::fs::rename(&other.path, &s.path).unwrap();
    check_whole(&table, &s);
    std::fs::remove_file(&s.path).unwrap();
    check_whole(&table, &s);
    for (i, &v) in new_values.iter().enumerate() {
        assert_eq!(new.get(i as u64), Ok(v), "entry {i}");
    }
}

#[test]
fn probes_race_truncation_and_rewrites() {
    let s = sample(9, ValueWidth::Two, false, 60);
    let l = layout(&s.bytes);
    let table = Table::open(&s.path, &Expect::default()).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (oks, errs) = std::thread::scope(|scope| {
        let probers: Vec<_> = (0..3u64)
            .map(|t| {
                let (table, s, stop) = (&table, &s, &stop);
                scope.spawn(move || {
                    let mut rng = Rng(100 + t);
                    let (mut oks, mut errs) = (0u64, 0u64);
                    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                        let i = rng.below(s.values.len() as u64);
                        match table.get(i) {
                            Ok(v) => {
                                assert_eq!(v, s.values[i as usize], "entry {i}");
                                oks += 1;
                            }
                            // Cut off, or caught half rewritten.
                            Err(ProbeError::CorruptBlock { .. }) => errs += 1,
                            Err(e) => panic!("entry {i}: {e:?}"),
                        }
                    }
                    (oks, errs)
                })
            })
            .collect();
        let mut rng = Rng(99);
        for round in 0..300 {
            let len = if round % 3 == 0 {
                0
            } else {
                l.header_len as u64 + rng.below(s.bytes.len() as u64 - l.header_len as u64)
            };
            set_len(&s.path, len);
            std::thread::yield_now();
            rewrite_in_place(&s.path, &s.bytes);
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        probers
            .into_iter()
            .map(|p| p.join().unwrap())
            .fold((0, 0), |(a, b), (c, d)| (a + c, b + d))
    });
    assert!(oks > 0, "{oks} right, {errs} errors");
    check_whole(&table, &s);
}

// The reproduction of the issue: a process probing a table from a pipe, the table truncated
// under it. The child is this test binary running `child_probes_from_stdin`.

const CHILD_TABLE: &str = "SIBI_TBFORMAT_CHILD_TABLE";

/// Opens the table named by `$SIBI_TBFORMAT_CHILD_TABLE`, says `ready`, then answers each
/// index read from standard input with `value INDEX VALUE` or `error INDEX DEBUG`.
#[test]
#[ignore = "helper of truncation_does_not_kill_the_probing_process (runs in a child process)"]
fn child_probes_from_stdin() {
    let Some(path) = std::env::var_os(CHILD_TABLE) else {
        return;
    };
    let table = Table::open(path, &Expect::default()).unwrap();
    let mut out = io::stdout().lock();
    // On a line of its own: libtest has printed "test child_probes_from_stdin ... ".
    writeln!(out, "\nready").unwrap();
    out.flush().unwrap();
    for line in io::stdin().lock().lines() {
        let i: u64 = line.unwrap().trim().parse().unwrap();
        match table.get(i) {
            Ok(v) => writeln!(out, "value {i} {v}"),
            Err(e) => writeln!(out, "error {i} {e:?}"),
        }
        .unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn truncation_does_not_kill_the_probing_process() {
    let s = sample(10, ValueWidth::Two, false, 200);
    let l = layout(&s.bytes);
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "child_probes_from_stdin",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_TABLE, &s.path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut to_child = child.stdin.take().unwrap();
    let mut from_child = BufReader::new(child.stdout.take().unwrap());
    // A child that stops answering is killed (its output then ends) rather than left to hang
    // the test.
    let child = std::sync::Arc::new(std::sync::Mutex::new(child));
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watchdog = {
        let (child, done) = (child.clone(), done.clone());
        std::thread::spawn(move || {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                if std::time::Instant::now() > deadline {
                    let _ = child.lock().unwrap().kill();
                    return;
                }
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        })
    };
    // The next line of the protocol (libtest's own lines skipped); None if the child is gone.
    let mut next = || -> Option<String> {
        loop {
            let mut line = String::new();
            if from_child.read_line(&mut line).unwrap() == 0 {
                return None;
            }
            let line = line.trim_end();
            if line == "ready" || line.starts_with("value ") || line.starts_with("error ") {
                return Some(line.to_owned());
            }
        }
    };
    assert_eq!(next().as_deref(), Some("ready"));

    // One entry of every block; `Err` holds the child's error line.
    let mut probe_all = |to_child: &mut std::process::ChildStdin| -> Vec<Result<u16, String>> {
        let mut answers = Vec::new();
        for i in (0..s.values.len()).step_by(BLOCK as usize) {
            if writeln!(to_child, "{i}")
                .and_then(|()| to_child.flush())
                .is_err()
            {
                break;
            }
            let Some(line) = next() else { break };
            let mut words = line.splitn(3, ' ');
            let (kind, index, rest) = (words.next(), words.next(), words.next().unwrap());
            assert_eq!(index, Some(i.to_string().as_str()));
            answers.push(match kind {
                Some("value") => {
                    let v: u16 = rest.parse().unwrap();
                    assert_eq!(v, s.values[i], "entry {i}");
                    Ok(v)
                }
                _ => Err(rest.to_owned()),
            });
        }
        answers
    };
    let blocks = l.blocks() as usize;
    let whole = probe_all(&mut to_child);
    assert_eq!(whole.len(), blocks);
    assert!(whole.iter().all(Result::is_ok), "{whole:?}");

    let mut died = None;
    for len in [4096, l.block_table_offset / 3, 0] {
        set_len(&s.path, len);
        let cut = probe_all(&mut to_child);
        if cut.len() < blocks {
            died = Some(len);
            break;
        }
        for (b, answer) in cut.iter().enumerate() {
            if let Err(e) = answer {
                assert!(e.contains("Truncated"), "block {b}: {e}");
                assert!(
                    l.block_span(&s.bytes, b as u64).1 as u64 > len,
                    "block {b}: {e}"
                );
            }
        }
        // The 8 blocks probed last are cached and still answer; the others past `len` fail.
        assert!(cut.iter().filter(|a| a.is_err()).count() >= blocks / 2);

        File::options()
            .write(true)
            .open(&s.path)
            .unwrap()
            .write_all_at(&s.bytes, 0)
            .unwrap();
        let back = probe_all(&mut to_child);
        assert!(back.iter().all(Result::is_ok), "{back:?}");
        assert_eq!(back.len(), blocks);
    }
    drop(to_child);
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    watchdog.join().unwrap();
    let status = child.lock().unwrap().wait().unwrap();
    assert_eq!(died, None, "the child died after a cut ({status})");
    assert!(status.success(), "{status}");
}
