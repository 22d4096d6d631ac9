//! The lines `scripts/bench-serve.sh` asks `GET /api/v1/engine-move` about: a start position and
//! the moves of a game from it, `START moves M1 M2 …` (the form of the API's `pos`), one a line.
//!
//! ```text
//! cargo run --release -p sibi-solver --example engine_move_lines -- \
//!     [--count 400] [--seed 1] [--min-plies 8] [--max-plies 40] > lines.txt
//! ```
//!
//! Each line is one seeded random playout from the start (a to move or d to move, ½ each) of a
//! length drawn uniformly from `--min-plies..=--max-plies`, every ply a uniformly random legal
//! move among those after which the opponent cannot capture the mover's 王 (any legal move
//! when there is none such), as `serve_positions` draws its positions: positions reachable
//! from the start, along a line long enough that level 11 estimates its opponent from the
//! opponent's moves in it. A playout stops early before a position it has met already (no
//! repetition), where the game is over or where the mover can capture the 王; a line shorter
//! than `--min-plies`, or that ends where the game is over (no move to ask for), is drawn
//! again. Duplicates are skipped. A summary goes to standard error.
use std::collections::HashSet;

use sibi_solver::rng::Rng;
use sibi_solver::{Color, Move, Position, Rules, Successor};

fn usage() -> ! {
    eprintln!("usage: engine_move_lines [--count N] [--seed S] [--min-plies L] [--max-plies L]");
    std::process::exit(2);
}

/// One random playout from `start` of at most `len` plies (see the module documentation), and
/// whether the game goes on where it stops (an engine move can be asked there).
fn playout(rules: Rules, start: Position, len: u64, rng: &mut Rng) -> (Vec<Move>, bool) {
    let mut pos = start;
    let mut met: HashSet<Position> = HashSet::from([start]);
    let mut moves = Vec::new();
    while (moves.len() as u64) < len {
        if pos.game_over(rules).is_some() {
            break;
        }
        let legal = pos.legal_moves(rules);
        if legal.iter().any(|&m| pos.captures_king(m)) {
            break;
        }
        let next = |m: Move| match pos.play_unchecked(m) {
            Successor::Position(next) => Some(next),
            Successor::KingCapture => None,
        };
        let safe: Vec<(Move, Position)> = legal
            .iter()
            .filter_map(|&m| next(m).filter(|n| !n.can_capture_king()).map(|n| (m, n)))
            .collect();
        let (m, n) = if safe.is_empty() {
            let m = legal[rng.below(legal.len() as u64) as usize];
            (m, next(m).expect("no move captures the 王 here"))
        } else {
            safe[rng.below(safe.len() as u64) as usize]
        };
        if !met.insert(n) {
            break;
        }
        moves.push(m);
        pos = n;
    }
    (moves, pos.game_over(rules).is_none())
}

fn main() {
    let (mut count, mut seed, mut min_plies, mut max_plies) = (400usize, 1u64, 8u64, 40u64);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| usage());
        let n: u64 = value().parse().unwrap_or_else(|_| usage());
        match a.as_str() {
            "--count" => count = n as usize,
            "--seed" => seed = n,
            "--min-plies" => min_plies = n,
            "--max-plies" => max_plies = n,
            _ => usage(),
        }
    }
    if min_plies == 0 || max_plies < min_plies {
        usage();
    }
    let rules = Rules::TwelveJanggi;
    let mut rng = Rng::new(seed);
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = String::new();
    let (mut drawn, mut plies) = (0usize, 0usize);
    while seen.len() < count {
        drawn += 1;
        if drawn > 100 * count + 1000 {
            eprintln!("too few lines of at least {min_plies} plies");
            std::process::exit(1);
        }
        let side = if rng.below(2) == 0 {
            Color::A
        } else {
            Color::D
        };
        let start = Position::start(side);
        let len = min_plies + rng.below(max_plies - min_plies + 1);
        let (moves, goes_on) = playout(rules, start, len, &mut rng);
        if (moves.len() as u64) < min_plies || !goes_on {
            continue;
        }
        let text: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let line = format!("{start} moves {}", text.join(" "));
        if seen.insert(line.clone()) {
            plies += moves.len();
            out.push_str(&line);
            out.push('\n');
        }
    }
    eprintln!(
        "{count} lines from {drawn} random playouts (seed {seed}, lengths {min_plies}..={max_plies}, \
         {:.1} plies on average)",
        plies as f64 / count.max(1) as f64
    );
    print!("{out}");
}
