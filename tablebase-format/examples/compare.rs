//! Compares two table files entry by entry: every index's decoded value, don't-care entries
//! included (the writer fills them the same way for the same values, so tables of the same
//! solution written at different zstd levels or block sizes decode to the same entries).
//!
//! ```text
//! cargo run --release -p sibi-tbformat --example compare -- A.sibi B.sibi
//! ```
//!
//! Prints the number of entries compared and the first differing index, if any; exits 1 when
//! the tables differ (different entry counts or values), 2 on a file that cannot be read.
use sibi_tbformat::{Expect, Table};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [a, b] = args.as_slice() else {
        eprintln!("usage: compare A.sibi B.sibi");
        std::process::exit(2);
    };
    let open = |p: &str| {
        Table::open(p, &Expect::default()).unwrap_or_else(|e| {
            eprintln!("{p}: {e}");
            std::process::exit(2)
        })
    };
    let (ta, tb) = (open(a), open(b));
    if ta.entries() != tb.entries() {
        println!("{} entries against {}", ta.entries(), tb.entries());
        std::process::exit(1);
    }
    const SPAN: usize = 1 << 20;
    let (mut va, mut vb) = (vec![0u16; SPAN], vec![0u16; SPAN]);
    let n = ta.entries();
    let mut start = 0u64;
    while start < n {
        let len = (n - start).min(SPAN as u64) as usize;
        for (t, v, p) in [(&ta, &mut va, a), (&tb, &mut vb, b)] {
            t.read_range(start, &mut v[..len]).unwrap_or_else(|e| {
                eprintln!("{p}: {e}");
                std::process::exit(2)
            });
        }
        if let Some(k) = (0..len).find(|&k| va[k] != vb[k]) {
            let i = start + k as u64;
            println!("index {i}: {} against {}", va[k], vb[k]);
            std::process::exit(1);
        }
        start += len as u64;
    }
    println!("{n} entries, all equal");
}
