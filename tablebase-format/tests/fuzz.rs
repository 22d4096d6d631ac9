//! A seeded mutation harness that runs with `cargo test` and knows the values it wrote (the
//! coverage-guided target is `fuzz/fuzz_targets/table_file.rs`): opens and probes random and
//! mutated table files and checks that every outcome is a typed error or a right answer, never
//! a panic or a wrong value.
//!
//! * `SIBI_FUZZ_SECONDS` (default 3): time budget when `SIBI_FUZZ_ITERS` is unset.
//! * `SIBI_FUZZ_ITERS`: run exactly this many iterations (no time limit), e.g. 10000000.
//! * `SIBI_FUZZ_SEED` (default 0x5EED): base seed; iteration `i` uses its own seed derived from
//!   it, printed on failure.
//! * `SIBI_FUZZ_ONLY`: run only this iteration (to reproduce a failure).
//!
//! See FORMAT.md, "Testing", and `scripts/fuzz.sh table_file`.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use common::*;
use sibi_tbformat::{
    train_dictionary, Expect, OpenError, ProbeError, Table, ValueWidth, WriteOptions, MAGIC,
};

/// A valid table and what it holds.
struct Seed {
    bytes: Vec<u8>,
    values: Vec<u16>,
    dont_care: Vec<bool>,
    block_entries: u64,
}

fn corpus() -> Vec<Seed> {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(77);
    let mut out = Vec::new();
    for (k, &(n, block, width, dict)) in [
        (0usize, 64u32, ValueWidth::One, false),
        (1, 64, ValueWidth::Two, false),
        (63, 64, ValueWidth::One, false),
        (64, 64, ValueWidth::Two, false),
        (200, 64, ValueWidth::One, false),
        (300, 128, ValueWidth::Two, false),
        (1000, 64, ValueWidth::One, true),
        (700, 64, ValueWidth::Two, true),
    ]
    .iter()
    .enumerate()
    {
        let (values, dont_care) = random_values(&mut rng, n, width, 20);
        let mut opts = options(block);
        if dict {
            let samples: Vec<(&[u16], &[bool])> =
                values.chunks(32).zip(dont_care.chunks(32)).collect();
            opts = WriteOptions {
                dictionary: Some(train_dictionary(&samples, width, 1024).unwrap()),
                ..opts
            };
        }
        let path = write_table(
            dir.path(),
            &format!("c{k}"),
            &values,
            &dont_care,
            width,
            &opts,
        );
        out.push(Seed {
            bytes: std::fs::read(path).unwrap(),
            values,
            dont_care,
            block_entries: block as u64,
        });
    }
    out
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    Some(match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).expect(name),
        None => v.parse().expect(name),
    })
}

/// Interesting numbers for length and offset fields.
fn interesting(rng: &mut Rng, len: usize) -> u64 {
    let l = len as u64;
    match rng.below(12) {
        0 => 0,
        1 => 1,
        2 => u64::MAX,
        3 => u32::MAX as u64,
        4 => l,
        5 => l.wrapping_sub(1),
        6 => l + 1,
        7 => l.wrapping_sub(8),
        8 => 1 << rng.below(64),
        9 => rng.below(l + 2),
        10 => 64 << rng.below(20),
        _ => rng.next(),
    }
}

/// Mutates `b`; returns whether the result may legitimately decode to other values (checksums
/// recomputed, or parts of another table spliced in).
fn mutate(rng: &mut Rng, b: &mut Vec<u8>, corpus: &[Seed]) -> bool {
    let mut forged = false;
    for _ in 0..1 + rng.below(4) {
        match rng.below(10) {
            0 => {
                // Entirely random bytes, sometimes behind a valid magic and version.
                let n = rng.below(400) as usize;
                *b = (0..n).map(|_| rng.next() as u8).collect();
                if rng.chance(50) && b.len() >= 16 {
                    b[..8].copy_from_slice(&MAGIC);
                    put_u32(b, 8, 1);
                }
            }
            1 => {
                for _ in 0..1 + rng.below(8) {
                    if !b.is_empty() {
                        let at = rng.below(b.len() as u64) as usize;
                        b[at] ^= 1 << rng.below(8);
                    }
                }
            }
            2 => {
                if !b.is_empty() {
                    let at = rng.below(b.len() as u64) as usize;
                    b[at] = [0, 0xFF, 0x7F, 0x80, 1][rng.below(5) as usize];
                }
            }
            3 | 4 => {
                // A header field (or any aligned word) set to an interesting value.
                let at = if rng.chance(70) {
                    [12usize, 16, 24, 32, 40, 48, 56, 64, 72, 80, 84, 88, 92]
                        [rng.below(13) as usize]
                } else {
                    rng.below(b.len() as u64 + 1) as usize
                };
                let v = interesting(rng, b.len());
                let width = if at == 12 || at >= 80 { 4 } else { 8 };
                if at + width <= b.len() {
                    b[at..at + width].copy_from_slice(&v.to_le_bytes()[..width]);
                }
            }
            5 => {
                let n = rng.below(b.len() as u64 + 1) as usize;
                b.truncate(n);
            }
            6 => {
                for _ in 0..1 + rng.below(16) {
                    b.push(rng.next() as u8);
                }
            }
            7 => {
                // Splice a chunk of another table in at the same offset.
                let other = &corpus[rng.below(corpus.len() as u64) as usize].bytes;
                if !other.is_empty() && !b.is_empty() {
                    let at = rng.below(other.len().min(b.len()) as u64) as usize;
                    let n = (rng.below(64) as usize)
                        .min(other.len() - at)
                        .min(b.len() - at);
                    b[at..at + n].copy_from_slice(&other[at..at + n]);
                    forged = true;
                }
            }
            8 => {
                // Delete or duplicate a chunk.
                if !b.is_empty() {
                    let at = rng.below(b.len() as u64) as usize;
                    let n = (rng.below(32) as usize).min(b.len() - at);
                    if rng.chance(50) {
                        b.drain(at..at + n);
                    } else {
                        let chunk = b[at..at + n].to_vec();
                        b.splice(at..at, chunk);
                    }
                }
            }
            _ => {
                // Recompute the checksums the layout needs, to get past them to the checks
                // behind them.
                if b.len() >= 16 && b[..8] == MAGIC {
                    let hl = u32_at(b, 12) as usize;
                    if (112..=b.len()).contains(&hl) {
                        let l = layout(b);
                        let (t0, t1) = (l.block_table_offset as usize, l.file_len as usize);
                        if t0 <= t1 && t1 <= b.len() {
                            let sum = xxhash_rust::xxh3::xxh3_64(&b[t0..t1]);
                            put_u64(b, 72, sum);
                        }
                        let (d0, d1) = (
                            l.dictionary_offset as usize,
                            l.dictionary_offset.saturating_add(l.dictionary_len) as usize,
                        );
                        if l.dictionary_len > 0 && d0 <= d1 && d1 <= b.len() {
                            let sum = xxhash_rust::xxh3::xxh3_64(&b[d0..d1]);
                            put_u64(b, 64, sum);
                        }
                        fix_header_checksum(b);
                        forged = true;
                    }
                }
            }
        }
    }
    forged
}

/// Opens `bytes` and probes it, checking every outcome against the rules of FORMAT.md.
fn probe(rng: &mut Rng, bytes: Vec<u8>, seed: &Seed, forged: bool) {
    let table = match Table::from_bytes(bytes, &Expect::default()) {
        Ok(t) => t,
        Err(OpenError::BadFile { problem, .. }) => {
            let _ = problem.to_string();
            return;
        }
        Err(e) => panic!("opening bytes can only fail with BadFile, got {e}"),
    };
    let h = table.header().clone();
    let n = h.fields.entries;
    let be = h.block_entries as u64;
    let same_layout = !forged && n == seed.values.len() as u64 && be == seed.block_entries;
    if !forged {
        // Unforged damage that opens must have left the header intact.
        assert!(same_layout, "damaged header accepted: {h:?}");
    }
    let check = |i: u64| match table.get(i) {
        Ok(v) => {
            assert!(i < n);
            assert!(v <= h.fields.value_width.max_value());
            if same_layout && !seed.dont_care[i as usize] {
                assert_eq!(v, seed.values[i as usize], "wrong value at {i}");
            }
        }
        Err(ProbeError::IndexOutOfRange { index, entries }) => {
            assert!(i >= n && index == i && entries == n)
        }
        Err(ProbeError::CorruptBlock { block, kind }) => {
            assert!(i < n && block == i / be, "{block} {kind}");
        }
        Err(e) => panic!("{e}"),
    };
    for i in [0, n.wrapping_sub(1), n, n.wrapping_add(1), u64::MAX] {
        check(i);
    }
    if n > 0 {
        for _ in 0..16 {
            check(rng.below(n));
        }
        let start = rng.below(n);
        let len = rng.below((n - start).min(300) + 1) as usize;
        let mut out = vec![0; len];
        let _ = table.read_range(start, &mut out);
    }
    if h.blocks <= 64 {
        let _ = table.check_blocks();
    }
    let _ = table.file_checksum();
}

#[test]
fn fuzz_open_and_probe() {
    let corpus = corpus();
    let base = env_u64("SIBI_FUZZ_SEED").unwrap_or(0x5EED);
    let iters = env_u64("SIBI_FUZZ_ITERS");
    let only = env_u64("SIBI_FUZZ_ONLY");
    let budget = Duration::from_secs_f64(
        std::env::var("SIBI_FUZZ_SECONDS")
            .ok()
            .map_or(3.0, |s| s.parse().expect("SIBI_FUZZ_SECONDS")),
    );
    let start = Instant::now();
    let mut done = 0u64;
    let mut opened = 0u64;
    let mut i = only.unwrap_or(0);
    loop {
        let stop = match (only, iters) {
            (Some(o), _) => i > o,
            (None, Some(n)) => i >= n,
            (None, None) => start.elapsed() >= budget,
        };
        if stop {
            break;
        }
        let result = catch_unwind(AssertUnwindSafe(|| {
            let mut rng = Rng(base ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let seed = &corpus[rng.below(corpus.len() as u64) as usize];
            let mut bytes = seed.bytes.clone();
            let forged = mutate(&mut rng, &mut bytes, &corpus);
            let opens = Table::from_bytes(bytes.clone(), &Expect::default()).is_ok();
            probe(&mut rng, bytes, seed, forged);
            opens
        }));
        match result {
            Ok(o) => opened += o as u64,
            Err(_) => panic!(
                "fuzz iteration {i} failed; reproduce with SIBI_FUZZ_SEED={base:#x} SIBI_FUZZ_ONLY={i}"
            ),
        }
        done += 1;
        i += 1;
    }
    eprintln!(
        "fuzz: {done} iterations ({opened} opened) in {:.1} s, seed {base:#x}",
        start.elapsed().as_secs_f64()
    );
    assert!(done >= 1);
    if only.is_none() && iters.is_none() {
        assert!(done >= 1000, "only {done} iterations in the time budget");
    }
}
