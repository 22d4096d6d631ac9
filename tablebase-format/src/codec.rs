//! Block coding: zstd parameters, block checksums and the don't-care fill, shared by the writer
//! and the reader so that both follow FORMAT.md ("Blocks") the same way.

use xxhash_rust::xxh3::xxh3_64_with_seed;
use zstd::zstd_safe::{self, CCtx, CDict, CParameter, DCtx, DParameter, FrameFormat};

use crate::header::ValueWidth;

/// Length of the checksum that ends every block's byte range.
pub(crate) const BLOCK_CHECKSUM_LEN: usize = 4;

/// The checksum stored after block `block`'s compressed bytes `frame`, which decompress to
/// `decoded`: the low 32 bits of `XXH3-64(decoded, seed = XXH3-64(frame, seed = block))`.
///
/// It covers both the stored bytes (any damaged byte is caught, even one zstd would ignore)
/// and the decoded values (a wrong dictionary, a misplaced block or a decoder bug is caught
/// too), at the cost of hashing a few kilobytes.
pub(crate) fn block_checksum(frame: &[u8], decoded: &[u8], block: u64) -> u32 {
    xxh3_64_with_seed(decoded, xxh3_64_with_seed(frame, block)) as u32
}

/// A compression context set up for table blocks: magicless frames without content size,
/// checksum or dictionary id (the table has its own checksums and knows the sizes).
pub(crate) fn new_cctx(level: i32) -> Result<CCtx<'static>, String> {
    let mut c = CCtx::try_create().ok_or("cannot allocate a zstd compression context")?;
    for p in [
        CParameter::Format(FrameFormat::Magicless),
        CParameter::ContentSizeFlag(false),
        CParameter::ChecksumFlag(false),
        CParameter::DictIdFlag(false),
        CParameter::CompressionLevel(level),
    ] {
        c.set_parameter(p).map_err(zstd_error)?;
    }
    Ok(c)
}

/// Compresses one encoded block into `out` (cleared first) and appends its checksum.
pub(crate) fn compress_block(
    cctx: &mut CCtx<'static>,
    cdict: Option<&CDict<'static>>,
    raw: &[u8],
    block: u64,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    out.clear();
    out.reserve(zstd_safe::compress_bound(raw.len()) + BLOCK_CHECKSUM_LEN);
    if let Some(d) = cdict {
        cctx.ref_cdict(d).map_err(zstd_error)?;
    }
    let r = cctx.compress2(out, raw).map_err(zstd_error);
    if cdict.is_some() {
        // Do not keep a pointer to the dictionary inside a context that outlives it.
        cctx.disable_dictionary().map_err(zstd_error)?;
    }
    r?;
    let sum = block_checksum(out, raw, block);
    out.extend_from_slice(&sum.to_le_bytes());
    Ok(())
}

/// A decompression context for table blocks (magicless frames).
pub(crate) fn new_dctx() -> Option<DCtx<'static>> {
    let mut d = DCtx::try_create()?;
    d.set_parameter(DParameter::Format(FrameFormat::Magicless))
        .ok()?;
    Some(d)
}

/// zstd's name for an error code.
pub(crate) fn zstd_error(code: usize) -> String {
    zstd_safe::get_error_name(code).to_owned()
}

/// Fills the don't-care entries of one block and encodes it: each don't-care entry takes the
/// value of the nearest real entry before it in the block, or, before the block's first real
/// entry, the value of that entry (0 if the block has none). Values must fit `width`.
pub(crate) fn fill_and_encode(
    values: &[u16],
    dont_care: &[bool],
    width: ValueWidth,
    out: &mut Vec<u8>,
) {
    debug_assert_eq!(values.len(), dont_care.len());
    out.clear();
    let first_real = dont_care.iter().position(|&d| !d);
    let mut last = first_real.map_or(0, |i| values[i]);
    match width {
        ValueWidth::One => out.extend(values.iter().zip(dont_care).map(|(&v, &d)| {
            if !d {
                last = v;
            }
            last as u8
        })),
        ValueWidth::Two => {
            // Two byte planes: every entry's low byte, then every entry's high byte.
            let n = values.len();
            out.resize(2 * n, 0);
            let (low, high) = out.split_at_mut(n);
            for (j, (&v, &d)) in values.iter().zip(dont_care).enumerate() {
                if !d {
                    last = v;
                }
                low[j] = last as u8;
                high[j] = (last >> 8) as u8;
            }
        }
    }
}
