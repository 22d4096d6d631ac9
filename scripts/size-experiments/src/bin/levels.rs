//! Compression time and size per zstd level on a table's real blocks (the stored codes with the
//! don't-care fill, as the writer compresses them): `levels TABLE.sibi STRIDE LEVEL...`.
//! Compresses every STRIDE-th 2048-entry block on one thread; prints seconds and bytes scaled
//! to the whole table.
use sibi_tbformat::{Expect, Table};
use zstd::zstd_safe::{CCtx, CParameter, FrameFormat};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let table = Table::open(&args[1], &Expect::default()).unwrap();
    let stride: usize = args[2].parse().unwrap();
    let n = table.entries() as usize;
    let mut codes = vec![0u16; n];
    table.read_range(0, &mut codes).unwrap();
    // Blocks of 2,048 entries as format version 2 stores them: low-byte plane, high-byte plane.
    let raw: Vec<u8> = codes
        .chunks(2048)
        .flat_map(|b| {
            let mut v: Vec<u8> = b.iter().map(|c| *c as u8).collect();
            v.extend(b.iter().map(|c| (*c >> 8) as u8));
            v
        })
        .collect();
    let be = 2048 * 2;
    for level in &args[3..] {
        let level: i32 = level.parse().unwrap();
        let mut c = CCtx::create();
        c.set_parameter(CParameter::Format(FrameFormat::Magicless)).unwrap();
        c.set_parameter(CParameter::ContentSizeFlag(false)).unwrap();
        c.set_parameter(CParameter::CompressionLevel(level)).unwrap();
        let mut out = Vec::with_capacity(8192);
        let (mut bytes, mut blocks) = (0u64, 0u64);
        let t = std::time::Instant::now();
        for b in raw.chunks(be).step_by(stride) {
            out.clear();
            c.compress2(&mut out, b).unwrap();
            bytes += out.len() as u64 + 12;
            blocks += 1;
        }
        let all = raw.len().div_ceil(be) as f64 / blocks as f64;
        println!(
            "level {level:2}: {:6.1} s one thread, {:11.0} bytes (whole table, scaled)",
            t.elapsed().as_secs_f64() * all,
            bytes as f64 * all
        );
    }
}
