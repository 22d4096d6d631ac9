//! Random-probe throughput of a table through the library API, on one thread.
//!
//! ```text
//! cargo run --release -p sibi-solver --example probe_bench -- \
//!     [--rules twelve-janggi|dobutsu] [--pieces GGMMPP] [--tablebase FILE] [--probes 1000000] [--seed 1]
//! ```
//!
//! The table is `--tablebase FILE`, else `$SIBI_TABLEBASE`, else the default path of the rule
//! set and piece set (as for `sibi probe`). Positions are drawn before the clock starts: a
//! uniformly random index of the whole index (the positions where the mover holds the try
//! included), redrawn until it is a legal position, then mirrored (rank 1 ↔ 3) and rotated
//! (the other player to move) each with probability ½. Then `Tablebase::probe` is called on
//! each in turn on the main thread, and the rate is printed per wall-clock second and per CPU
//! second of the process (the CPU rate is the steadier figure on a machine shared with other
//! jobs). Two runs: all positions, then only positions whose value is stored (no one-ply look
//! settles it), each of which reads a table entry — decompressing its block unless it is one
//! of the last 8 blocks this thread decoded.
use std::time::Instant;

use sibi_solver::index::Index;
use sibi_solver::rng::Rng;
use sibi_solver::solve::{trivial_value, Value};
use sibi_solver::table::{locate, Tablebase};
use sibi_solver::{PieceSet, Position, Rules};

/// SplitMix64.
/// CPU seconds used by this process so far (user + system), from /proc (Linux; 0 elsewhere).
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

/// A number for `v` to sum into a check (so that the probes are not optimized away): 0 for a
/// draw, 1 + 2n for win n, 2 + 2n for loss n.
fn value_code(v: Value) -> u64 {
    match v {
        Value::Draw => 0,
        Value::Win(n) => 1 + 2 * n as u64,
        Value::Loss(n) => 2 + 2 * n as u64,
    }
}

/// Probes every position once; prints and returns (probes per wall second, per CPU second).
fn run(tb: &Tablebase, name: &str, positions: &[Position]) -> (f64, f64) {
    let (wall0, cpu0) = (Instant::now(), cpu_seconds());
    let mut check = 0u64;
    for p in positions {
        let v = tb.probe(p).expect("probe");
        check = check.wrapping_add(value_code(v));
    }
    let wall = wall0.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu0;
    let n = positions.len() as f64;
    let per_cpu = if cpu > 0.0 { n / cpu } else { f64::NAN };
    println!(
        "{name}: {} probes in {wall:.3} s wall, {cpu:.2} s CPU: {:.0} probes/s (wall), {:.0} \
         probes/s (CPU), {:.2} µs each (wall)   [checksum {check}]",
        positions.len(),
        n / wall,
        per_cpu,
        1e6 * wall / n
    );
    (n / wall, per_cpu)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let rules: Rules = arg("--rules").map_or(Rules::TwelveJanggi, |s| s.parse().expect("rules"));
    let pieces: PieceSet = arg("--pieces").map_or(PieceSet::FULL, |s| s.parse().expect("pieces"));
    let probes: usize = arg("--probes").map_or(1_000_000, |s| s.parse().expect("count"));
    let seed: u64 = arg("--seed").map_or(1, |s| s.parse().expect("seed"));
    let path = locate(
        arg("--tablebase").as_deref().map(std::path::Path::new),
        rules,
        pieces,
    );

    let opened = Instant::now();
    let tb = Tablebase::open(&path, rules, pieces).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(2)
    });
    println!(
        "table: {} ({} bytes; opened in {:.2} ms)",
        path.display(),
        tb.table().file_len(),
        opened.elapsed().as_secs_f64() * 1e3
    );

    let index = Index::new(pieces);
    let mut rng = Rng::new(seed);
    let mut all = Vec::with_capacity(probes);
    let mut stored = Vec::with_capacity(probes);
    while all.len() < probes || stored.len() < probes {
        let Some(mut p) = index.unrank(rng.below(index.len()), rules) else {
            continue;
        };
        if rng.next_u64() & 1 == 1 {
            p = p.mirror();
        }
        if rng.next_u64() & 1 == 1 {
            p = p.rotate();
        }
        let trivial = trivial_value(&p, rules).is_some();
        if all.len() < probes {
            all.push(p);
        }
        if !trivial && stored.len() < probes {
            stored.push(p);
        }
    }
    let settled = all
        .iter()
        .filter(|p| trivial_value(p, rules).is_some())
        .count();
    println!(
        "positions: {probes} random legal positions of {rules} {pieces}, {:.1} % settled by a \
         one-ply look (no table read)",
        100.0 * settled as f64 / probes as f64
    );
    run(&tb, "random positions", &all);
    run(&tb, "stored positions only", &stored);
}
