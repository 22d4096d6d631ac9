//! Shared: loading the extracted data and the candidate encodings of one block.
use std::io::Read;

pub const TOTAL_POSITIONS: f64 = 1_227_641_994.0;

pub struct Data {
    pub codes: Vec<u16>,
    /// 1 = don't care
    pub mask: Vec<u8>,
    /// code of the one-ply value for settled positions, 0xFFFF for illegal indices
    pub triv: Vec<u16>,
}

fn read(p: &str) -> Vec<u8> {
    let mut v = Vec::new();
    std::fs::File::open(p).unwrap().read_to_end(&mut v).unwrap();
    v
}
fn u16s(b: Vec<u8>) -> Vec<u16> {
    b.chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

impl Data {
    pub fn load(with_triv: bool) -> Data {
        let dir = "data";
        Data {
            codes: u16s(read(&format!("{dir}/codes.u16"))),
            mask: read(&format!("{dir}/mask.u8")),
            triv: if with_triv {
                u16s(read(&format!("{dir}/triv.u16")))
            } else {
                Vec::new()
            },
        }
    }
}

/// win-no-distance symbol: 0 draw, 1 WIN, 2 + n loss n
pub fn wnd(c: u16) -> u8 {
    if c == 0 {
        0
    } else if c % 2 == 1 {
        1
    } else {
        (2 + (c / 2 - 1)) as u8
    }
}
pub fn wdl(c: u16) -> u8 {
    if c == 0 {
        0
    } else if c % 2 == 1 {
        1
    } else {
        2
    }
}
pub fn dist(c: u16) -> u8 {
    if c % 2 == 1 {
        (c / 2) as u8
    } else {
        (c / 2 - 1) as u8
    }
}
/// 1-byte code: 0 draw, 2n-1 win n, 2n loss n (1 <= n <= 127), 255 escape
pub fn byte1(c: u16) -> u8 {
    if c == 0 {
        return 0;
    }
    let n = dist(c) as u16;
    if n == 0 || n > 127 {
        255
    } else if c % 2 == 1 {
        (2 * n - 1) as u8
    } else {
        (2 * n) as u8
    }
}

fn fill_prev<T: Copy>(m: &[u8], f: impl Fn(usize) -> T, dflt: T) -> Vec<T> {
    let first = m.iter().position(|&x| x == 0);
    let mut last = first.map_or(dflt, &f);
    (0..m.len())
        .map(|j| {
            if m[j] == 0 {
                last = f(j);
            }
            last
        })
        .collect()
}
fn fill_next<T: Copy>(m: &[u8], f: impl Fn(usize) -> T, dflt: T) -> Vec<T> {
    let lastr = m.iter().rposition(|&x| x == 0);
    let mut last = lastr.map_or(dflt, &f);
    let mut v: Vec<T> = (0..m.len())
        .rev()
        .map(|j| {
            if m[j] == 0 {
                last = f(j);
            }
            last
        })
        .collect();
    v.reverse();
    v
}

pub const ENCODINGS: &[&str] = &[
    "base",
    "planes",
    "byte1",
    "fullsep",
    "cfull",
    "winnd",
    "winnd_next",
    "winnd_nat",
    "lsep",
    "cwinnd",
    "wdl",
    "wdl_nat",
    "cwdl",
    "wdl2",
];

/// Encodes entries start..start+len with encoding `enc` into `out` (cleared).
pub fn encode(d: &Data, enc: &str, start: usize, len: usize, out: &mut Vec<u8>) {
    out.clear();
    let m = &d.mask[start..start + len];
    let c = &d.codes[start..start + len];
    let reals = || (0..len).filter(move |&j| m[j] == 0);
    match enc {
        "base" => {
            for v in fill_prev(m, |j| c[j], 0) {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        "planes" => {
            let v = fill_prev(m, |j| c[j], 0);
            out.extend(v.iter().map(|x| *x as u8));
            out.extend(v.iter().map(|x| (*x >> 8) as u8));
        }
        "byte1" => {
            out.extend(fill_prev(m, |j| byte1(c[j]), 0));
            for j in reals().filter(|&j| byte1(c[j]) == 255) {
                out.extend_from_slice(&(j as u16).to_le_bytes());
                out.extend_from_slice(&c[j].to_le_bytes());
            }
        }
        "fullsep" => {
            out.extend(fill_prev(m, |j| wdl(c[j]), 0));
            out.extend(reals().filter(|&j| c[j] != 0).map(|j| dist(c[j])));
        }
        "cfull" => {
            out.extend(reals().map(|j| wdl(c[j])));
            out.extend(reals().filter(|&j| c[j] != 0).map(|j| dist(c[j])));
        }
        "winnd" => out.extend(fill_prev(m, |j| wnd(c[j]), 0)),
        "winnd_next" => out.extend(fill_next(m, |j| wnd(c[j]), 0)),
        "winnd_nat" | "wdl_nat" => {
            let t = &d.triv[start..start + len];
            let f = if enc == "winnd_nat" { wnd } else { wdl };
            let first = m.iter().position(|&x| x == 0).map_or(0, |j| f(c[j]));
            let mut last = first;
            for j in 0..len {
                if m[j] == 0 {
                    last = f(c[j]);
                } else if t[j] != 0xFFFF {
                    last = f(t[j]);
                }
                out.push(last);
            }
        }
        "lsep" => {
            out.extend(fill_prev(m, |j| wdl(c[j]), 0));
            out.extend(
                reals()
                    .filter(|&j| c[j] != 0 && c[j] % 2 == 0)
                    .map(|j| dist(c[j])),
            );
        }
        "wsep" => {
            out.extend(fill_prev(m, |j| wdl(c[j]), 0));
            out.extend(reals().filter(|&j| c[j] % 2 == 1).map(|j| dist(c[j])));
        }
        "lsep_delta" | "wsep_delta" => {
            out.extend(fill_prev(m, |j| wdl(c[j]), 0));
            let par = if enc == "lsep_delta" { 0 } else { 1 };
            let mut prev = 0u8;
            for j in reals().filter(|&j| c[j] != 0 && c[j] % 2 == par) {
                let x = dist(c[j]);
                out.push(x.wrapping_sub(prev));
                prev = x;
            }
        }
        "clsep" => {
            out.extend(reals().map(|j| wdl(c[j])));
            out.extend(
                reals()
                    .filter(|&j| c[j] != 0 && c[j] % 2 == 0)
                    .map(|j| dist(c[j])),
            );
        }
        "lsep2" => {
            let v = fill_prev(m, |j| wdl(c[j]), 0);
            out.extend(v.chunks(4).map(|q| {
                q.iter()
                    .enumerate()
                    .fold(0u8, |a, (k, &s)| a | s << (2 * k))
            }));
            out.extend(
                reals()
                    .filter(|&j| c[j] != 0 && c[j] % 2 == 0)
                    .map(|j| dist(c[j])),
            );
        }
        "cwinnd" => out.extend(reals().map(|j| wnd(c[j]))),
        "wdl" => out.extend(fill_prev(m, |j| wdl(c[j]), 0)),
        "cwdl" => out.extend(reals().map(|j| wdl(c[j]))),
        "wdl2" => {
            let v = fill_prev(m, |j| wdl(c[j]), 0);
            out.extend(v.chunks(4).map(|q| {
                q.iter()
                    .enumerate()
                    .fold(0u8, |a, (k, &s)| a | s << (2 * k))
            }));
        }
        _ => panic!("unknown encoding {enc}"),
    }
}
