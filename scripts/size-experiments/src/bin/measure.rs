//! measure <stride> <encodings,..> <levels,..> <dict-levels,..> [block sizes,..]
//! Compresses every stride-th superblock of 16384 entries (offset stride/2) and scales the
//! size to the whole table. Per block 12 bytes (u32 checksum + u64 offset) are added.
use sizeexp::*;
use std::time::Instant;
use zstd::zstd_safe::{CCtx, CDict, CParameter, DCtx, DDict, DParameter, FrameFormat};

const SUPER: usize = 16384;

fn cctx(level: i32) -> CCtx<'static> {
    let mut c = CCtx::create();
    for p in [
        CParameter::Format(FrameFormat::Magicless),
        CParameter::ContentSizeFlag(false),
        CParameter::ChecksumFlag(false),
        CParameter::DictIdFlag(false),
        CParameter::CompressionLevel(level),
    ] {
        c.set_parameter(p).unwrap();
    }
    c
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let stride: usize = a[1].parse().unwrap();
    let encs: Vec<&str> = a[2].split(',').collect();
    let levels: Vec<i32> = a[3]
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let dlevels: Vec<i32> = a.get(4).map_or(vec![], |s| {
        s.split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect()
    });
    let sizes: Vec<usize> = a.get(5).map_or(vec![2048, 4096, 8192, 16384], |s| {
        s.split(',').map(|s| s.parse().unwrap()).collect()
    });
    let dict_len: usize = std::env::var("DICT_LEN").map_or(112 * 1024, |s| s.parse().unwrap());
    let need_triv = encs.iter().any(|e| e.ends_with("_nat"));
    let d = Data::load(need_triv);
    let n = d.codes.len();
    let supers = n.div_ceil(SUPER);
    let sampled: Vec<usize> = (stride / 2..supers).step_by(stride).collect();
    // dictionary training superblocks: others, offset by a quarter stride
    let trainsup: Vec<usize> = (stride / 4 + 1..supers).step_by(stride.max(2)).collect();
    let sample_entries: usize = sampled.iter().map(|&s| (n - s * SUPER).min(SUPER)).sum();
    let scale = n as f64 / sample_entries as f64;
    eprintln!(
        "{} sampled superblocks, {} entries, scale {:.3}",
        sampled.len(),
        sample_entries,
        scale
    );
    println!("enc\tblock\tlevel\tdict\tbytes\tbits/pos\tdec_us/block\tcomp_s");
    for enc in &encs {
        for &bs in &sizes {
            let mut blocks: Vec<Vec<u8>> = Vec::new();
            for &s in &sampled {
                let end = ((s + 1) * SUPER).min(n);
                let mut st = s * SUPER;
                while st < end {
                    let len = bs.min(end - st);
                    let mut out = Vec::new();
                    encode(&d, enc, st, len, &mut out);
                    blocks.push(out);
                    st += len;
                }
            }
            let raw: usize = blocks.iter().map(|b| b.len()).sum();
            let nblocks_total = n.div_ceil(bs) as f64;
            let run = |level: i32, dict: Option<&[u8]>| {
                let mut c = cctx(level);
                let cd = dict.map(|dd| CDict::create(dd, level));
                let t = Instant::now();
                let frames: Vec<Vec<u8>> = blocks
                    .iter()
                    .map(|b| {
                        let mut o = Vec::with_capacity(zstd::zstd_safe::compress_bound(b.len()));
                        if let Some(cd) = &cd {
                            c.ref_cdict(cd).unwrap();
                        }
                        c.compress2(&mut o, b).unwrap();
                        o
                    })
                    .collect();
                let ct = t.elapsed().as_secs_f64();
                let mut dc = DCtx::create();
                dc.set_parameter(DParameter::Format(FrameFormat::Magicless))
                    .unwrap();
                let dd = dict.map(DDict::create);
                let mut buf: Vec<u8> = Vec::with_capacity(64 * 1024);
                // decode every frame twice, time the second pass
                let mut dt = 0.0;
                for pass in 0..2 {
                    let t = Instant::now();
                    for (f, b) in frames.iter().zip(&blocks) {
                        buf.clear();
                        match &dd {
                            Some(dd) => dc.decompress_using_ddict(&mut buf, f, dd).unwrap(),
                            None => dc.decompress(&mut buf, f).unwrap(),
                        };
                        if pass == 0 {
                            assert_eq!(&buf[..], &b[..]);
                        }
                    }
                    dt = t.elapsed().as_secs_f64();
                }
                let fb: usize = frames.iter().map(|f| f.len()).sum();
                let bytes =
                    fb as f64 * scale + 12.0 * nblocks_total + dict.map_or(0, |d| d.len()) as f64;
                println!(
                    "{enc}\t{bs}\t{level}\t{}\t{:.0}\t{:.4}\t{:.1}\t{:.1}",
                    dict.map_or("-".to_string(), |d| format!(
                        "{}{}",
                        d.len(),
                        if d.len() >= 4 && d[..4] == [0x37, 0xA4, 0x30, 0xEC] {
                            "t"
                        } else {
                            "r"
                        }
                    )),
                    bytes,
                    bytes * 8.0 / TOTAL_POSITIONS,
                    dt * 1e6 / frames.len() as f64,
                    ct
                );
            };
            eprintln!("{enc} {bs}: raw sample {raw} bytes");
            for &l in &levels {
                run(l, None);
            }
            if !dlevels.is_empty() {
                let mut samples: Vec<Vec<u8>> = Vec::new();
                for &s in &trainsup {
                    let end = ((s + 1) * SUPER).min(n);
                    let mut st = s * SUPER;
                    while st < end && samples.len() < 4000 && samples.len() * bs < 8 << 20 {
                        let len = bs.min(end - st);
                        let mut out = Vec::new();
                        encode(&d, enc, st, len, &mut out);
                        samples.push(out);
                        st += len;
                    }
                }
                let t = Instant::now();
                match zstd::dict::from_samples(&samples, dict_len) {
                    Ok(dict) => {
                        eprintln!("dict trained in {:?}: {} bytes", t.elapsed(), dict.len());
                        for &l in &dlevels {
                            run(l, Some(&dict));
                        }
                    }
                    Err(e) => eprintln!("dict training failed: {e}"),
                }
                // raw-content dictionary: evenly spread training blocks' bytes, tail-first
                // (zstd prefers the end of a raw dictionary)
                let mut raw = Vec::new();
                let step = (samples.len() / 64).max(1);
                for sblk in samples.iter().step_by(step) {
                    let take = sblk.len().min(dict_len / 64);
                    raw.extend_from_slice(&sblk[..take]);
                }
                raw.truncate(dict_len);
                if raw.len() >= 8 && &raw[..4] == &[0x37, 0xA4, 0x30, 0xEC] {
                    raw[0] ^= 1;
                }
                for &l in &dlevels {
                    run(l, Some(&raw));
                }
            }
        }
    }
}
