//! How small a format-2 table would be if, like clausecker's Dōbutsu table, it also left out
//! the positions where the mover owns two or more pieces fewer than the opponent (board and hand,
//! kings not counted; a probe would answer them with a one-ply search over stored children,
//! reading up to one block per child): `fold TABLE.sibi RULES STRIDE`.
//! Compresses every STRIDE-th 2,048-entry block at level 15, byte planes, don't-care entries
//! filled with the previous stored value as the writer does; prints both sizes scaled up.
use sibi_solver::index::Index;
use sibi_solver::solve::trivial_value;
use sibi_solver::{Color, PieceSet, Role, Rules};
use sibi_tbformat::{Expect, Table};
use zstd::zstd_safe::{CCtx, CParameter, FrameFormat};

fn planes(codes: &[u16], keep: &[bool]) -> Vec<u8> {
    let first = keep.iter().position(|&k| k).map_or(0, |j| codes[j]);
    let mut last = first;
    let filled: Vec<u16> = codes
        .iter()
        .zip(keep)
        .map(|(&c, &k)| {
            if k {
                last = c;
            }
            last
        })
        .collect();
    let mut v: Vec<u8> = filled.iter().map(|c| *c as u8).collect();
    v.extend(filled.iter().map(|c| (*c >> 8) as u8));
    v
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let table = Table::open(&args[1], &Expect::default()).unwrap();
    let rules: Rules = args[2].parse().unwrap();
    let stride: usize = args[3].parse().unwrap();
    let index = Index::new(PieceSet::FULL);
    let n = table.entries() as usize;
    let mut c = CCtx::create();
    c.set_parameter(CParameter::Format(FrameFormat::Magicless)).unwrap();
    c.set_parameter(CParameter::ContentSizeFlag(false)).unwrap();
    c.set_parameter(CParameter::CompressionLevel(15)).unwrap();
    let (mut base, mut folded, mut blocks) = (0u64, 0u64, 0u64);
    let (mut stored, mut stored_folded) = (0u64, 0u64);
    let mut out = Vec::with_capacity(16384);
    let mut codes = vec![0u16; 2048];
    for start in (0..n).step_by(2048 * stride) {
        let len = 2048.min(n - start);
        table.read_range(start as u64, &mut codes[..len]).unwrap();
        let mut keep = vec![false; len];
        let mut keep_folded = vec![false; len];
        index.for_each_in(start as u64..(start + len) as u64, rules, |i, pos| {
            let Some(pos) = pos else { return };
            if trivial_value(&pos, rules).is_some() {
                return;
            }
            let j = i as usize - start;
            keep[j] = true;
            let count = |c: Color| {
                let board = [Role::General, Role::Minister, Role::Pawn, Role::Marquis]
                    .iter()
                    .map(|&r| pos.pieces(c, r).count_ones())
                    .sum::<u32>();
                board + pos.hand(c).iter().map(|&h| h as u32).sum::<u32>()
            };
            let us = pos.side_to_move();
            keep_folded[j] = count(us) + 2 > count(us.other());
        });
        stored += keep.iter().filter(|&&k| k).count() as u64;
        stored_folded += keep_folded.iter().filter(|&&k| k).count() as u64;
        for (k, total) in [(&keep, &mut base), (&keep_folded, &mut folded)] {
            out.clear();
            c.compress2(&mut out, &planes(&codes[..len], k)).unwrap();
            *total += out.len() as u64 + 12;
        }
        blocks += 1;
    }
    let scale = n.div_ceil(2048) as f64 / blocks as f64;
    println!(
        "{rules}: stored entries {:.0} -> {:.0} with the fold; bytes {:.0} -> {:.0} (scaled, level 15)",
        stored as f64 * scale,
        stored_folded as f64 * scale,
        base as f64 * scale,
        folded as f64 * scale
    );
}
