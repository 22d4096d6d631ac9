//! Empirical entropies of the stored entries (don't-care skipped), in index order: what a
//! static context-model coder (rANS/arithmetic) over the compacted stream could reach.
//! Also per-block order-0 (block-local Huffman-like bound) for 2048/16384-entry blocks.
use sizeexp::*;
use std::collections::HashMap;

fn h(counts: &HashMap<u64, HashMap<u32, u64>>) -> f64 {
    let mut bits = 0.0;
    for m in counts.values() {
        let t: u64 = m.values().sum();
        for &c in m.values() {
            bits -= c as f64 * (c as f64 / t as f64).log2();
        }
    }
    bits
}

fn main() {
    let d = Data::load(false);
    let n = d.codes.len();
    let fams: [(&str, fn(u16) -> u32); 3] = [
        ("full", |c| c as u32),
        ("winnd", |c| wnd(c) as u32),
        ("wdl", |c| wdl(c) as u32),
    ];
    let stored = d.mask.iter().filter(|&&m| m == 0).count() as f64;
    println!(
        "stored entries {stored}; target 0.14 bit/pos = {:.3} bits per stored entry",
        0.14 * TOTAL_POSITIONS / stored
    );
    for (name, f) in fams {
        let mut c0: HashMap<u64, HashMap<u32, u64>> = HashMap::new();
        let mut c1: HashMap<u64, HashMap<u32, u64>> = HashMap::new();
        let mut c2: HashMap<u64, HashMap<u32, u64>> = HashMap::new();
        let mut c3: HashMap<u64, HashMap<u32, u64>> = HashMap::new();
        let (mut p1, mut p2, mut p3) = (u32::MAX, u32::MAX, u32::MAX);
        let mut blk_bits = [0.0f64; 2];
        let mut blk: [HashMap<u32, u64>; 2] = [HashMap::new(), HashMap::new()];
        for i in 0..n {
            for (k, bs) in [2048usize, 16384].iter().enumerate() {
                if i % bs == 0 && !blk[k].is_empty() {
                    let t: u64 = blk[k].values().sum();
                    for &c in blk[k].values() {
                        blk_bits[k] -= c as f64 * (c as f64 / t as f64).log2();
                    }
                    blk[k].clear();
                }
            }
            if d.mask[i] != 0 {
                continue;
            }
            let s = f(d.codes[i]);
            *c0.entry(0).or_default().entry(s).or_default() += 1;
            *c1.entry(p1 as u64).or_default().entry(s).or_default() += 1;
            *c2.entry((p1 as u64) << 32 | p2 as u64)
                .or_default()
                .entry(s)
                .or_default() += 1;
            *c3.entry(((p1 as u64) << 40) ^ ((p2 as u64) << 20) ^ p3 as u64)
                .or_default()
                .entry(s)
                .or_default() += 1;
            for b in blk.iter_mut() {
                *b.entry(s).or_default() += 1;
            }
            p3 = p2;
            p2 = p1;
            p1 = s;
        }
        for k in 0..2 {
            let t: u64 = blk[k].values().sum();
            for &c in blk[k].values() {
                blk_bits[k] -= c as f64 * (c as f64 / t as f64).log2();
            }
        }
        let r = |bits: f64| {
            format!(
                "{:.3} b/stored = {:.1} MB = {:.3} b/pos",
                bits / stored,
                bits / 8e6,
                bits / TOTAL_POSITIONS
            )
        };
        println!("{name}: static o0 {}", r(h(&c0)));
        println!("{name}: static o1 {} ({} contexts)", r(h(&c1)), c1.len());
        println!("{name}: static o2 {} ({} contexts)", r(h(&c2)), c2.len());
        println!("{name}: static o3 {} ({} contexts)", r(h(&c3)), c3.len());
        println!("{name}: per-block o0 @2048 {}", r(blk_bits[0]));
        println!("{name}: per-block o0 @16384 {}", r(blk_bits[1]));
    }
}
