//! Writes a table of `--entries` one-byte values, then measures random probes per second on one
//! thread, and prints the file size and write time.
//!
//! ```text
//! cargo run --release -p sibi-tbformat --example probe_speed -- \
//!     [--entries 100000000] [--block 2048] [--level 15] [--probes 2000000] [--run-mean 6] [--data FILE] [--keep PATH [--reuse]]
//! ```
//!
//! Without `--data` the values are synthetic: runs of one value (of mean length `--run-mean`,
//! default 6; about 70% of the runs are 0, the others a geometric spread over 1..=120), with
//! 20% of the runs don't care.
//! With `--data FILE`, the values are FILE's bytes (255 = don't care) repeated up to
//! `--entries`.
use std::time::Instant;

use sibi_tbformat::{Expect, HeaderFields, Table, TableWriter, ValueWidth, WriteOptions};

#[path = "../tests/common/mod.rs"]
mod common;
use common::Rng;

fn synthetic(n: usize, seed: u64, run_mean: f64) -> Vec<u8> {
    let mut r = Rng(seed);
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        let x = if r.unit() < 0.2 {
            255
        } else if r.unit() < 0.7 {
            0
        } else {
            let mut k = 1u8;
            while r.unit() < 0.85 && k < 120 {
                k += 1;
            }
            k
        };
        let len = 1 + (-r.unit().ln() * run_mean) as usize;
        v.extend(std::iter::repeat_n(x, len.min(n - v.len())));
    }
    v
}

/// CPU seconds used by this process so far (user + system), from /proc (Linux; 0 elsewhere),
/// so that probe rates stay meaningful on a machine shared with other jobs.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')').map_or(0, |i| i + 2)..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f[11].parse::<f64>().unwrap_or(0.0) + f[12].parse::<f64>().unwrap_or(0.0);
    ticks / 100.0
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].clone())
    };
    let n: u64 = arg("--entries").map_or(100_000_000, |s| s.parse().unwrap());
    let block: u32 = arg("--block").map_or(2048, |s| s.parse().unwrap());
    let level: i32 = arg("--level").map_or(15, |s| s.parse().unwrap());
    let probes: u64 = arg("--probes").map_or(2_000_000, |s| s.parse().unwrap());
    let data = match arg("--data") {
        Some(f) => std::fs::read(f).expect("read --data"),
        None => synthetic(
            n.min(1 << 27) as usize,
            1,
            arg("--run-mean").map_or(6.0, |s| s.parse().unwrap()),
        ),
    };
    let dir = tempfile::tempdir().unwrap();
    let path = arg("--keep").map_or_else(|| dir.path().join("speed.sibi"), Into::into);
    let value = |i: u64| data[(i % data.len() as u64) as usize];
    let dc = (0..data.len()).filter(|&i| data[i] == 255).count() as f64 / data.len() as f64;
    let fields = HeaderFields {
        rules: "bench".into(),
        rules_version: 1,
        index_scheme: "bench".into(),
        index_version: 1,
        piece_set: "-".into(),
        entries: n,
        legal_positions: ((1.0 - dc) * n as f64) as u64,
        value_width: ValueWidth::One,
        value_encoding: "bench bytes; 255 = don't care".into(),
    };
    let opts = WriteOptions {
        block_entries: block,
        level,
        ..WriteOptions::default()
    };
    let t = Instant::now();
    if args.iter().any(|a| a == "--reuse") && path.exists() {
        println!("reusing {}", path.display());
    } else {
        let mut w = TableWriter::create(&path, &fields, &opts).unwrap();
        w.push_fn(n, |i| match value(i) {
            255 => None,
            v => Some(v as u16),
        })
        .unwrap();
        let s = w.finish().unwrap();
        let wt = t.elapsed().as_secs_f64();
        println!(
        "entries {n}, block {block}, level {level}, don't care {:.1}%: file {} bytes = {:.4} bits/entry, {:.4} bits/real entry, ratio {:.2} vs 1 byte/entry; written in {wt:.1} s ({:.1} M entries/s)",
        dc * 100.0,
        s.file_len,
        s.file_len as f64 * 8.0 / n as f64,
        s.file_len as f64 * 8.0 / fields.legal_positions as f64,
        n as f64 / s.file_len as f64,
        n as f64 / wt / 1e6
    );
    }

    let t = Instant::now();
    let table = Table::open(&path, &Expect::default()).unwrap();
    println!("open: {:?}", t.elapsed());
    let mut r = Rng(99);
    // Warm the page cache (the file was just written, so it mostly is).
    let _ = table.file_checksum();
    let t = Instant::now();
    let c = cpu_seconds();
    let mut bad = 0u64;
    for _ in 0..probes {
        let i = r.next() % n;
        let v = table.get(i).unwrap();
        let want = value(i);
        bad += (want != 255 && v != want as u16) as u64;
    }
    let dt = t.elapsed().as_secs_f64();
    let dc = cpu_seconds() - c;
    assert_eq!(bad, 0, "wrong values");
    println!(
        "random probes: {:.0} /s wall on one thread ({:.2} us each); {:.0} per CPU second",
        probes as f64 / dt,
        dt * 1e6 / probes as f64,
        probes as f64 / dc
    );
    let t = Instant::now();
    let mut sum = 0u64;
    let m = probes.min(n);
    for i in 0..m {
        sum += table.get(i).unwrap() as u64;
    }
    let dt = t.elapsed().as_secs_f64();
    println!(
        "sequential probes: {:.0} /s (checksum {sum})",
        m as f64 / dt
    );
}
