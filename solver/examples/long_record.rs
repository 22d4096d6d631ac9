//! A long legal game record for `scripts/bench-generate.sh`'s annotation figure: a canonical
//! record (`format: sibi-record 2`) of `--plies` plies of 십이장기 from the start, on standard
//! output.
//!
//! ```text
//! cargo run --release -p sibi-solver --example long_record -- [--plies 209700] [--seed 1] \
//!     [--shuffle] > record.txt
//! ```
//!
//! By default a random walk: every ply a uniformly random legal move among those after which
//! the game goes on (no king capture, no try held, a legal move left) and the opponent has
//! such a move too, and whose position has not stood in the walk before — or among all those
//! when every one repeats.
//! So nearly every position is new: the annotator finds no value it asked for before. With
//! `--shuffle`, the two 將 step out and back (A3B3 D1C1 B3A3 C1D1 …): four positions
//! repeated, the worst case for a block cache and the record the server limits were measured
//! with. 209,700 plies of five bytes are the 1 MiB limit of a record. Seeded (SplitMix64); a
//! summary goes to standard error.
use std::collections::HashSet;
use std::fmt::Write as _;

use sibi_solver::rng::Rng;
use sibi_solver::{Color, Position, Rules, Successor};

fn usage() -> ! {
    eprintln!("usage: long_record [--plies N] [--seed S] [--shuffle]");
    std::process::exit(2);
}

/// The position after `m` if the game goes on there.
fn going_on_after(pos: &Position, m: sibi_solver::Move, rules: Rules) -> Option<Position> {
    match pos.play_unchecked(m) {
        Successor::Position(next) if next.game_over(rules).is_none() => Some(next),
        _ => None,
    }
}

/// A depth-first random walk of `plies` plies from `start` through positions never seen
/// before, each one where the game goes on: at each step a uniformly random untried move to
/// such a position, and a step back when there is none (stops short if the search runs out).
fn walk(start: Position, plies: usize, rng: &mut Rng, rules: Rules) -> Vec<sibi_solver::Move> {
    let mut seen: HashSet<Position> = HashSet::from([start]);
    // The positions of the walk, and for each the moves still to try from it.
    let mut stack: Vec<(Position, Vec<sibi_solver::Move>)> =
        vec![(start, start.legal_moves(rules).into_iter().collect())];
    let mut line: Vec<sibi_solver::Move> = Vec::new();
    let mut back = 0usize;
    while line.len() < plies {
        let Some((pos, untried)) = stack.last_mut() else {
            break;
        };
        if untried.is_empty() {
            stack.pop();
            line.pop();
            back += 1;
            continue;
        }
        let m = untried.swap_remove(rng.below(untried.len() as u64) as usize);
        let Some(next) = going_on_after(pos, m, rules) else {
            continue;
        };
        if seen.insert(next) {
            line.push(m);
            stack.push((next, next.legal_moves(rules).into_iter().collect()));
        }
    }
    eprintln!("{back} steps back, {} positions seen", seen.len());
    line
}

fn main() {
    let mut plies = 209_700usize;
    let mut seed = 1u64;
    let mut shuffle = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| usage());
        match a.as_str() {
            "--plies" => plies = value().parse().unwrap_or_else(|_| usage()),
            "--seed" => seed = value().parse().unwrap_or_else(|_| usage()),
            "--shuffle" => shuffle = true,
            _ => usage(),
        }
    }
    let rules = Rules::TwelveJanggi;
    let start = Position::start(Color::A);
    let moves: Vec<sibi_solver::Move> = if shuffle {
        let mut pos = start;
        (0..plies)
            .map(|k| {
                let text = ["A3B3", "D1C1", "B3A3", "C1D1"][k % 4];
                let m = pos
                    .legal_moves(rules)
                    .into_iter()
                    .find(|m| m.to_string() == text)
                    .expect("the shuffle's moves are legal");
                pos = going_on_after(&pos, m, rules).expect("the shuffle goes on");
                m
            })
            .collect()
    } else {
        walk(start, plies, &mut Rng::new(seed), rules)
    };
    let mut out = String::from("format: sibi-record 2\nplayer-a: a\nplayer-d: d\nfirst: a\n\n");
    for m in &moves {
        writeln!(out, "{m}").expect("a String takes it");
    }
    print!("{out}");
    eprintln!("{} plies, {} bytes", moves.len(), out.len());
}
