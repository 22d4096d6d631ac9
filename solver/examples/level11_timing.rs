//! The time of one level-11 move ([`sibi_solver::query::play::engine_move`] at level 11) over
//! drawn reachable positions of the full table, read from its file as the server reads it, and
//! from memory: median and p99, the nodes labelled and how often the cap was reached. A
//! benchmark, not a test: `cargo run --release -p sibi-solver --example level11_timing --
//! TABLE [POSITIONS]` (one thread; give the machine's `uptime` with the figures).

use std::time::Instant;

use sibi_solver::query::play::drawn_starts;
use sibi_solver::query::press::{pressing_choice, DEFAULT_OPPONENT, NODE_CAP};
use sibi_solver::query::{rank_moves, Level, ValueSource};
use sibi_solver::rng::Rng;
use sibi_solver::solve::NoProgress;
use sibi_solver::table::Tablebase;
use sibi_solver::{PieceSet, Position, Rules};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("the table's path");
    let n: usize = args.next().map_or(300, |s| s.parse().expect("a number"));
    let table = Tablebase::open(path.as_ref(), Rules::TwelveJanggi, PieceSet::FULL).unwrap();
    let solution = table.to_solution(&NoProgress).unwrap();
    let starts = drawn_starts(&solution, &NoProgress);
    let mut rng = Rng::new(2026);
    let picked: Vec<Position> = (0..n)
        .map(|_| starts[rng.below(starts.len() as u64) as usize])
        .collect();
    drop(starts);
    println!("node cap {NODE_CAP}, opponent level {DEFAULT_OPPONENT}, {n} drawn positions");
    time("file", &table, &picked);
    time("memory", &solution, &picked);
}

fn time<S: ValueSource>(name: &str, source: &S, picked: &[Position])
where
    S::Error: std::fmt::Debug,
{
    let opponent = Level::new(DEFAULT_OPPONENT).unwrap();
    let mut ms = Vec::new();
    let (mut capped, mut nodes) = (0, Vec::new());
    for (k, pos) in picked.iter().enumerate() {
        let t = Instant::now();
        let ranked = rank_moves(source, pos).unwrap();
        let c = pressing_choice(source, &ranked, opponent, &mut Rng::new(k as u64)).unwrap();
        ms.push(t.elapsed().as_secs_f64() * 1e3);
        capped += usize::from(c.capped);
        if ranked.iter().filter(|m| m.value == ranked[0].value).count() > 1 && k < 200 {
            let best = ranked[0].value;
            let kk = ranked.iter().filter(|m| m.value == best).count();
            println!(
                "{pos}: {} moves, {kk} best ({best}), nodes {}, expected {}",
                ranked.len(),
                c.nodes,
                c.expected
            );
        }
        nodes.push(c.nodes);
    }
    ms.sort_by(f64::total_cmp);
    nodes.sort_unstable();
    let q = |v: &[f64], f: f64| v[((v.len() - 1) as f64 * f).round() as usize];
    println!(
        "{name}: median {:.2} ms, p99 {:.2} ms, max {:.2} ms; nodes median {}, max {}; capped {capped} of {}",
        q(&ms, 0.5),
        q(&ms, 0.99),
        ms[ms.len() - 1],
        nodes[nodes.len() / 2],
        nodes[nodes.len() - 1],
        ms.len()
    );
}
