//! Reads the table's codes and computes the don't-care mask; writes data/codes.u16 and
//! data/mask.u8 (1 = don't care), plus a histogram of stored values.
use sibi_solver::solve::trivial_value;
use sibi_solver::table::Tablebase;
use sibi_solver::{PieceSet, Rules};
use std::io::Write;

fn main() {
    let rules = Rules::TwelveJanggi;
    let path = std::env::args().nth(1).expect("usage: extract TABLE.sibi");
    let tb = Tablebase::open(path.as_ref(), rules, PieceSet::FULL).unwrap();
    std::fs::create_dir_all("data").unwrap();
    let n = tb.table().entries() as usize;
    let mut codes = vec![0u16; n];
    let t = std::time::Instant::now();
    tb.table().read_range(0, &mut codes).unwrap();
    eprintln!("read {n} codes in {:?}", t.elapsed());
    let index = sibi_solver::index::Index::new(PieceSet::FULL);
    let mut mask = vec![1u8; n];
    // code of the trivial value for one-ply-settled positions, 0xFFFF for illegal indices
    let mut triv = vec![0xFFFFu16; n];
    let t = std::time::Instant::now();
    index.for_each_in(0..n as u64, rules, |i, pos| {
        if let Some(pos) = pos {
            match trivial_value(&pos, rules) {
                None => mask[i as usize] = 0,
                Some(v) => triv[i as usize] = sibi_solver::table::encode_value(v),
            }
        }
    });
    eprintln!("mask in {:?}", t.elapsed());
    let mut hist = vec![0u64; 65536];
    for i in 0..n {
        if mask[i] == 0 {
            hist[codes[i] as usize] += 1;
        }
    }
    let stored: u64 = hist.iter().sum();
    println!("stored {stored}");
    for (c, &h) in hist.iter().enumerate() {
        if h > 0 {
            println!(
                "code {c} {:?} {h}",
                sibi_solver::table::decode_value(c as u16)
            );
        }
    }
    let bytes: Vec<u8> = codes.iter().flat_map(|c| c.to_le_bytes()).collect();
    std::fs::File::create("data/codes.u16")
        .unwrap()
        .write_all(&bytes)
        .unwrap();
    let tb: Vec<u8> = triv.iter().flat_map(|c| c.to_le_bytes()).collect();
    std::fs::File::create("data/triv.u16")
        .unwrap()
        .write_all(&tb)
        .unwrap();
    std::fs::File::create("data/mask.u8")
        .unwrap()
        .write_all(&mask)
        .unwrap();
}
