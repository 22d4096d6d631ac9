//! Compares, on a sample of a table's blocks, the format's zstd blocks with a candidate block
//! code: stored bytes per block and decoding time, with the caches warm and cold.
//!
//! ```text
//! cargo run --release -p sibi-tbformat --example block_codecs -- TABLE.sibi [--blocks 20000] [--level L]
//! ```
//!
//! `--level` defaults to the writer's ([`WriteOptions::default`]), the level tables are
//! written at.
//!
//! The candidate is a run-length code of each block's values (not its byte planes): one symbol
//! per run, the pair (value, length class `c` = bit length of the run's length), coded with one
//! canonical Huffman code for the whole file (at most [`MAX_CODE_BITS`] bits, so that one table
//! lookup decodes a symbol), followed by the `c - 1` low bits of the length, raw. There is no
//! per-block table to build before decoding, and a probe can stop at the run that holds its
//! entry. The code is built from the sampled blocks' runs, as a writer would build it from all
//! of them.
//!
//! "Cold" decodes read a 4 MiB buffer before each decode (evicting the caches, as the rest of a
//! program does between two probes) and time each decode alone. The blocks sampled are full
//! blocks spread over the table (SplitMix64, seed 7).
use std::collections::{BinaryHeap, HashMap};
use std::hint::black_box;
use std::time::Instant;

use sibi_tbformat::{BlockCodec, Expect, Table, WriteOptions, ZstdPlanes};

#[path = "../tests/common/mod.rs"]
mod common;
use common::Rng;

/// The longest Huffman code, in bits: the decoding table has `2^MAX_CODE_BITS` entries.
const MAX_CODE_BITS: u32 = 12;

/// Zero bytes after each coded block: the decoder reads whole words ahead.
const PAD: usize = 16;

/// Calls `f(value, length)` for each run of equal values of `v`, in order.
fn runs(v: &[u16], mut f: impl FnMut(u16, u32)) {
    let mut i = 0;
    while i < v.len() {
        let j = i + v[i..].iter().take_while(|&&x| x == v[i]).count();
        f(v[i], (j - i) as u32);
        i = j;
    }
}

/// The length class of a run of `len >= 1` entries: its bit length, 1..=32.
fn length_class(len: u32) -> u32 {
    32 - len.leading_zeros()
}

/// The symbol of a run: value and length class (below 32) packed.
fn symbol(value: u16, len: u32) -> u32 {
    (value as u32) << 5 | length_class(len)
}

/// Huffman code lengths for `freq` (symbol, count), none above [`MAX_CODE_BITS`]: the counts
/// are halved until the tree is shallow enough.
fn code_lengths(freq: &[(u32, u64)]) -> Vec<u32> {
    assert!(freq.len() <= 1 << MAX_CODE_BITS, "too many symbols");
    for shift in 0.. {
        let mut heap: BinaryHeap<std::cmp::Reverse<(u64, usize)>> = freq
            .iter()
            .enumerate()
            .map(|(i, &(_, c))| std::cmp::Reverse(((c >> shift).max(1), i)))
            .collect();
        let mut parent = vec![usize::MAX; freq.len()];
        while heap.len() > 1 {
            let std::cmp::Reverse((w1, a)) = heap.pop().expect("two nodes");
            let std::cmp::Reverse((w2, b)) = heap.pop().expect("two nodes");
            let node = parent.len();
            parent.push(usize::MAX);
            parent[a] = node;
            parent[b] = node;
            heap.push(std::cmp::Reverse((w1 + w2, node)));
        }
        let depth = |mut i: usize| {
            let mut d = 0;
            while parent[i] != usize::MAX {
                i = parent[i];
                d += 1;
            }
            d.max(1)
        };
        let lengths: Vec<u32> = (0..freq.len()).map(depth).collect();
        if lengths.iter().all(|&l| l <= MAX_CODE_BITS) {
            return lengths;
        }
    }
    unreachable!()
}

/// A canonical Huffman code, bits sent least significant first.
struct Code {
    /// symbol → (code bits, reversed for LSB-first; length).
    enc: HashMap<u32, (u32, u32)>,
    /// The next [`MAX_CODE_BITS`] bits → `symbol << 8 | length`.
    dec: Vec<u32>,
}

impl Code {
    fn new(freq: &[(u32, u64)]) -> Code {
        let lengths = code_lengths(freq);
        let mut order: Vec<(u32, u32)> = lengths
            .iter()
            .zip(freq)
            .map(|(&l, &(s, _))| (l, s))
            .collect();
        order.sort_unstable();
        let mut enc = HashMap::new();
        let mut dec = vec![0; 1 << MAX_CODE_BITS];
        let (mut code, mut prev_len) = (0u32, order[0].0);
        for (k, &(len, sym)) in order.iter().enumerate() {
            if k > 0 {
                code += 1;
            }
            code <<= len - prev_len;
            prev_len = len;
            let bits = code.reverse_bits() >> (32 - len);
            enc.insert(sym, (bits, len));
            for slot in (bits as usize..1 << MAX_CODE_BITS).step_by(1 << len) {
                dec[slot] = sym << 8 | len;
            }
        }
        Code { enc, dec }
    }

    /// The run-length code of `values`, with [`PAD`] zero bytes after it.
    fn encode(&self, values: &[u16]) -> Vec<u8> {
        let (mut out, mut acc, mut n) = (Vec::new(), 0u64, 0u32);
        let mut put = |bits: u32, len: u32, out: &mut Vec<u8>| {
            acc |= (bits as u64) << n;
            n += len;
            while n >= 8 {
                out.push(acc as u8);
                acc >>= 8;
                n -= 8;
            }
        };
        runs(values, |v, len| {
            let (bits, l) = self.enc[&symbol(v, len)];
            put(bits, l, &mut out);
            let c = length_class(len);
            put(len & ((1 << (c - 1)) - 1), c - 1, &mut out);
        });
        put(0, 7, &mut out);
        out.extend_from_slice(&[0; PAD]);
        out
    }

    /// Decodes runs of `src` into `out` until entry `upto` is written; returns it. `out` has
    /// room for 8 entries past the block (runs are written 8 entries at a time).
    #[inline(never)]
    fn decode(&self, src: &[u8], out: &mut [u16], upto: usize) -> u16 {
        let (mut pos, mut acc, mut n, mut o) = (0usize, 0u64, 0u32, 0usize);
        let mask = (1u64 << MAX_CODE_BITS) - 1;
        while o <= upto {
            if n < 32 {
                let w = u64::from_le_bytes(src[pos..pos + 8].try_into().expect("8 bytes"));
                acc |= w << n;
                let take = (63 - n) / 8;
                pos += take as usize;
                n += take * 8;
            }
            let e = self.dec[(acc & mask) as usize];
            let len = e & 0xff;
            acc >>= len;
            let (value, c) = ((e >> 13) as u16, (e >> 8) & 31);
            let low = (acc as u32) & ((1 << (c - 1)) - 1);
            acc >>= c - 1;
            n -= len + c - 1;
            let end = o + ((1 << (c - 1)) | low) as usize;
            let splat = [value; 8];
            while o < end {
                out[o..o + 8].copy_from_slice(&splat);
                o += 8;
            }
            o = end;
        }
        out[upto]
    }
}

/// Seconds per call of `f(i)` for `i` in `0..n`, best of 5 passes; with `cold`, a 4 MiB
/// buffer is read before each call (not timed: each call is timed alone).
fn per_call(n: usize, cold: bool, mut f: impl FnMut(usize)) -> f64 {
    let evict = vec![1u64; 1 << 19];
    let mut best = f64::MAX;
    for _ in 0..5 {
        let mut total = 0.0;
        let t = Instant::now();
        for i in 0..n {
            if cold {
                black_box(evict.iter().step_by(8).sum::<u64>());
                let t = Instant::now();
                f(i);
                total += t.elapsed().as_secs_f64();
            } else {
                f(i);
            }
        }
        if !cold {
            total = t.elapsed().as_secs_f64();
        }
        best = best.min(total);
    }
    best / n as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].parse::<usize>().expect("a number"))
    };
    let Some(path) = args.first() else {
        eprintln!("usage: block_codecs TABLE.sibi [--blocks N] [--level L]");
        std::process::exit(2);
    };
    let n = arg("--blocks").unwrap_or(20_000);
    if n == 0 {
        eprintln!("--blocks must be at least 1");
        std::process::exit(2);
    }
    let level = arg("--level").map_or(WriteOptions::default().level, |l| l as i32);
    let table = Table::open(path, &Expect::default()).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let be = table.header().block_entries as usize;
    let full_blocks = table.entries() / be as u64;
    let mut rng = Rng(7);
    let blocks: Vec<Vec<u16>> = (0..n)
        .map(|_| {
            let mut v = vec![0u16; be];
            let b = rng.next() % full_blocks;
            table
                .read_range(b * be as u64, &mut v)
                .expect("a good block");
            v
        })
        .collect();
    let probes: Vec<usize> = (0..n).map(|_| (rng.next() % be as u64) as usize).collect();
    let width = table.header().fields.value_width.bytes();
    println!(
        "{n} blocks of {be} entries ({} bytes each decoded)",
        be * width
    );

    // The format's codec, as the writer stores blocks and the reader decodes them (zstd of
    // the byte planes, and the block checksum).
    let codec = ZstdPlanes::for_writing(table.header().fields.value_width, level, &[])
        .expect("a zstd level");
    let no_dont_care = vec![false; be];
    let frames: Vec<Vec<u8>> = blocks
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let mut out = Vec::new();
            codec
                .encode(i as u64, v, &no_dont_care, &mut out)
                .expect("compressed");
            out
        })
        .collect();
    let mut buf = Vec::new();
    let mut zstd = |i: usize| {
        black_box(
            codec
                .decode(i as u64, &frames[i], be, &mut buf)
                .expect("decoded"),
        );
    };
    let (hot, cold) = (per_call(n, false, &mut zstd), per_call(n, true, &mut zstd));
    let bytes = |f: &[Vec<u8>], pad: usize| {
        f.iter().map(|x| x.len() - pad).sum::<usize>() as f64 / n as f64
    };
    println!(
        "zstd level {level} (and checksum): {:6.1} bytes/block; whole block {:.2} µs warm, {:.2} µs cold",
        bytes(&frames, 0),
        hot * 1e6,
        cold * 1e6
    );

    // The run-length code.
    let mut freq: HashMap<u32, u64> = HashMap::new();
    for v in &blocks {
        runs(v, |x, len| *freq.entry(symbol(x, len)).or_insert(0) += 1);
    }
    let mut freq: Vec<(u32, u64)> = freq.into_iter().collect();
    freq.sort_unstable();
    let code = Code::new(&freq);
    let coded: Vec<Vec<u8>> = blocks.iter().map(|v| code.encode(v)).collect();
    let mut out = vec![0u16; be + 8];
    for (c, v) in coded.iter().zip(&blocks) {
        code.decode(c, &mut out, be - 1);
        assert_eq!(
            &out[..be],
            &v[..],
            "the run-length code decodes to the block"
        );
    }
    let mut whole = |i: usize| {
        black_box(code.decode(&coded[i], &mut out, be - 1));
    };
    let (hot, cold) = (
        per_call(n, false, &mut whole),
        per_call(n, true, &mut whole),
    );
    let mut out = vec![0u16; be + 8];
    let mut probe = |i: usize| {
        black_box(code.decode(&coded[i], &mut out, probes[i]));
    };
    let (phot, pcold) = (
        per_call(n, false, &mut probe),
        per_call(n, true, &mut probe),
    );
    println!(
        "run-length, one Huffman code: {:6.1} bytes/block; whole block {:.2} µs warm, {:.2} µs cold; up to a random entry {:.2} µs warm, {:.2} µs cold ({} symbols, decoding table {} KiB)",
        bytes(&coded, PAD),
        hot * 1e6,
        cold * 1e6,
        phot * 1e6,
        pcold * 1e6,
        freq.len(),
        (4usize << MAX_CODE_BITS) / 1024
    );
}
