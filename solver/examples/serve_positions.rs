//! The positions `scripts/bench-serve.sh` sends to `sibi serve`: position text, one a line.
//!
//! ```text
//! cargo run --release -p sibi-solver --example serve_positions -- \
//!     [--count 4000] [--seed 1] [--max-plies 60] [--broadcast DIR] > positions.txt
//! ```
//!
//! First every position before a ply of the four broadcast games (`DIR/*.gibo`, default
//! `data/broadcast/`, replayed with `GameRecord::replay`), and the position each game ends in
//! when one is reached (not after a king capture). Then random positions reachable from the
//! start until `--count` distinct positions are written: each is the end of one random playout
//! from the start (a to move or d to move, ½ each) of a length drawn uniformly from
//! 1..=`--max-plies`, every ply a uniformly random legal move among those after which the
//! opponent cannot capture the mover's 王 (any legal move when there is none such). A playout
//! stops early where the game is over (the try holds, or no legal move) or where the mover can
//! capture the 王, and keeps that position. Duplicates are skipped. Seeded (SplitMix64), so the same arguments give the same file. A
//! summary goes to standard error.
use std::collections::HashSet;
use std::path::PathBuf;

use sibi_solver::record::read_canonical;
use sibi_solver::rng::Rng;
use sibi_solver::{Color, Position, Rules, Successor};

/// SplitMix64.
fn usage() -> ! {
    eprintln!("usage: serve_positions [--count N] [--seed S] [--max-plies L] [--broadcast DIR]");
    std::process::exit(2);
}

fn main() {
    let mut count = 4000usize;
    let mut seed = 1u64;
    let mut max_plies = 60u64;
    let mut dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data/broadcast");
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| usage());
        match a.as_str() {
            "--count" => count = value().parse().unwrap_or_else(|_| usage()),
            "--seed" => seed = value().parse().unwrap_or_else(|_| usage()),
            "--max-plies" => max_plies = value().parse().unwrap_or_else(|_| usage()),
            "--broadcast" => dir = PathBuf::from(value()),
            _ => usage(),
        }
    }
    if max_plies == 0 {
        usage();
    }
    let rules = Rules::TwelveJanggi;
    let mut seen: HashSet<String> = HashSet::new();
    let mut out: Vec<String> = Vec::new();
    let mut add = |p: &Position, out: &mut Vec<String>| {
        let text = p.to_string();
        if seen.insert(text.clone()) {
            out.push(text);
            true
        } else {
            false
        }
    };

    // The broadcast games.
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            eprintln!("{}: {e}", dir.display());
            std::process::exit(1)
        })
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "gibo"))
        .collect();
    files.sort();
    let mut plies = 0usize;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a readable record");
        let record = read_canonical(&text).unwrap_or_else(|e| {
            eprintln!("{}: {e}", f.display());
            std::process::exit(1)
        });
        let replay = record.replay();
        for (position, _) in replay.pairs() {
            plies += 1;
            add(position, &mut out);
        }
        if let Some(p) = replay.final_position() {
            add(p, &mut out);
        }
        eprintln!(
            "{}: {} plies played{}",
            f.file_name().unwrap().to_string_lossy(),
            replay.len(),
            replay.illegal.as_ref().map_or(String::new(), |i| format!(
                " (ply {} cannot be played)",
                i.ply
            ))
        );
    }
    let from_games = out.len();

    // Random playouts from the start.
    let mut rng = Rng::new(seed);
    let (mut playouts, mut over, mut capture, mut unsafe_plies, mut total_len) =
        (0usize, 0usize, 0usize, 0usize, 0u64);
    while out.len() < count {
        playouts += 1;
        if playouts > 100 * count + 1000 {
            eprintln!("too few distinct positions reachable within --max-plies {max_plies}");
            std::process::exit(1);
        }
        let side = if rng.below(2) == 0 {
            Color::A
        } else {
            Color::D
        };
        let mut pos = Position::start(side);
        let len = 1 + rng.below(max_plies);
        let mut played = 0;
        while played < len {
            if pos.game_over(rules).is_some() {
                over += 1;
                break;
            }
            let moves = pos.legal_moves(rules);
            if moves.iter().any(|&m| pos.captures_king(m)) {
                capture += 1;
                break;
            }
            // The moves after which the opponent cannot capture the 王, else any move.
            let safe: Vec<Position> = moves
                .iter()
                .filter_map(|&m| match pos.play_unchecked(m) {
                    Successor::Position(next) if !next.can_capture_king() => Some(next),
                    _ => None,
                })
                .collect();
            pos = if safe.is_empty() {
                unsafe_plies += 1;
                match pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]) {
                    Successor::Position(next) => next,
                    Successor::KingCapture => unreachable!("no move captures the 王 here"),
                }
            } else {
                safe[rng.below(safe.len() as u64) as usize]
            };
            played += 1;
        }
        total_len += played;
        add(&pos, &mut out);
    }
    let random = out.len() - from_games;
    eprintln!(
        "{} distinct positions: {from_games} from {} broadcast games ({plies} plies and their \
         end positions), {random} from {playouts} random playouts (seed {seed}, lengths \
         1..={max_plies}, {:.1} plies played on average, {unsafe_plies} plies that had to leave the \
         王 capturable; {over} stopped where the game was over, {capture} where the mover could \
         capture the 王)",
        out.len(),
        files.len(),
        total_len as f64 / playouts.max(1) as f64
    );
    let mut stdout = String::new();
    for t in &out {
        stdout.push_str(t);
        stdout.push('\n');
    }
    print!("{stdout}");
}
