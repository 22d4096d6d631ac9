//! Probe cost of "win without distance": for random stored win positions, the children a probe
//! must look up (those the one-ply look does not settle) and the distinct blocks they fall in.
//! Also checks that 1 + min(loss n of children) gives the stored distance, and the share of
//! random legal positions that are stored wins.
use sibi_solver::index::Index;
use sibi_solver::solve::{trivial_value, Value};
use sibi_solver::table::decode_value;
use sibi_solver::rng::Rng;
use sibi_solver::{PieceSet, Rules, Successor};
use sizeexp::*;
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let rules = Rules::TwelveJanggi;
    let d = Data::load(false);
    let index = Index::new(PieceSet::FULL);
    let n = d.codes.len() as u64;
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let sizes = [2048u64, 4096, 8192, 16384];
    let samples = 100_000;
    let (mut moves, mut lookups, mut uniq) = (0u64, 0u64, 0u64);
    let mut blocks = [0u64; 4];
    let mut extra = [0u64; 4];
    let mut maxextra = [0u64; 4];
    let mut hist_extra = vec![0u64; 64];
    let mut mismatches = 0;
    let mut look_time = 0.0;
    let mut got = 0;
    while got < samples {
        let i = rng.next_u64() % n;
        if d.mask[i as usize] != 0 || d.codes[i as usize] % 2 == 0 {
            continue;
        }
        got += 1;
        let pos = index.unrank(i, rules).unwrap();
        let t = Instant::now();
        let mut idx: Vec<u64> = Vec::new();
        let mut best: Option<u16> = None;
        let mut trivial_children = Vec::new();
        pos.for_each_move(rules, |m| {
            moves += 1;
            match pos.play_unchecked(m) {
                Successor::KingCapture => best = Some(best.map_or(0, |b: u16| b.min(0))),
                Successor::Position(child) => match trivial_value(&child, rules) {
                    Some(v) => trivial_children.push(v),
                    None => idx.push(index.rank(&child)),
                },
            }
            true
        });
        look_time += t.elapsed().as_secs_f64();
        lookups += idx.len() as u64;
        for v in trivial_children {
            if let Value::Loss(k) = v {
                best = Some(best.map_or(k, |b| b.min(k)));
            }
        }
        for &c in &idx {
            if let Value::Loss(k) = decode_value(d.codes[c as usize]) {
                best = Some(best.map_or(k, |b| b.min(k)));
            }
        }
        if decode_value(d.codes[i as usize]) != Value::Win(best.map_or(u16::MAX, |b| b + 1)) {
            mismatches += 1;
        }
        let u: HashSet<u64> = idx.iter().copied().collect();
        uniq += u.len() as u64;
        for (k, &bs) in sizes.iter().enumerate() {
            let b: HashSet<u64> = u.iter().map(|x| x / bs).collect();
            blocks[k] += b.len() as u64;
            let e = b.iter().filter(|&&x| x != i / bs).count() as u64;
            extra[k] += e;
            maxextra[k] = maxextra[k].max(e);
            if k == 0 {
                hist_extra[(e as usize).min(63)] += 1;
            }
        }
    }
    let s = samples as f64;
    println!("stored win positions sampled: {samples}, distance mismatches: {mismatches}");
    println!("moves/pos {:.2}  lookups (children not settled by one-ply look) {:.2}  distinct child indices {:.2}", moves as f64 / s, lookups as f64 / s, uniq as f64 / s);
    println!(
        "movegen+trivial+rank time per win position: {:.2} us",
        look_time * 1e6 / s
    );
    for (k, bs) in sizes.iter().enumerate() {
        println!(
            "block {bs}: distinct child blocks {:.2}, other than the parent's {:.2} (max {})",
            blocks[k] as f64 / s,
            extra[k] as f64 / s,
            maxextra[k]
        );
    }
    let mut cum = 0;
    print!("hist extra blocks @2048 (cum %):");
    for (e, &h) in hist_extra.iter().enumerate() {
        cum += h;
        if h > 0 && e <= 40 {
            print!(" {e}:{:.1}", cum as f64 * 100.0 / s);
        }
    }
    println!();
    // share of random legal positions (mirror images counted apart)
    let len = index.len();
    let (mut tot, mut triv, mut win, mut other) = (0u64, 0u64, 0u64, 0u64);
    let mut k = 0;
    while k < 2_000_000 {
        let i = rng.next_u64() % len;
        let Some(p) = index.unrank(i, rules) else {
            continue;
        };
        k += 1;
        let w = if p.mirror() == p { 1 } else { 2 };
        tot += w;
        if i >= n || d.mask[i as usize] != 0 {
            triv += w;
        } else if d.codes[i as usize] % 2 == 1 {
            win += w;
        } else {
            other += w;
        }
    }
    let t = tot as f64;
    println!("random legal positions: settled by one-ply look (incl. try) {:.1}%, stored win {:.1}%, stored loss/draw {:.1}%", triv as f64 * 100.0 / t, win as f64 * 100.0 / t, other as f64 * 100.0 / t);
}
