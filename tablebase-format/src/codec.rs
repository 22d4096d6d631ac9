//! The block codec: how a block's values become its stored bytes and back (FORMAT.md,
//! "Blocks"). [`BlockCodec`] is what the writer, the reader and its block cache ask of a
//! codec; [`ZstdPlanes`] is the one the format has, and the only place that knows zstd, the
//! byte planes, the don't-care fill and the block checksum.
//!
//! A new codec is one new implementation of [`BlockCodec`], chosen where the writer and the
//! reader make theirs ([`TableWriter::create`](crate::TableWriter::create),
//! [`Table`](crate::Table)'s opening) — with, so that old files still read, a header field
//! naming it.

use std::cell::RefCell;
use std::sync::Mutex;

use xxhash_rust::xxh3::xxh3_64_with_seed;
use zstd::zstd_safe::{self, CCtx, CDict, CParameter, DCtx, DDict, DParameter, FrameFormat};

use crate::errors::{CorruptKind, WriteError};
use crate::header::ValueWidth;

/// Length of the checksum that ends every block's byte range.
pub(crate) const BLOCK_CHECKSUM_LEN: usize = 4;

/// Extra output room given to zstd beyond a block's length, in bytes.
const DECODE_SLACK: usize = 64;

/// What the writer, the reader and the block cache ask of a block codec. A block is `n`
/// consecutive entries (the header's `block_entries`, fewer in the last block); its stored
/// bytes are what [`encode`](Self::encode) gives and what the block offset table points at.
/// Implementations are `Send + Sync`: the writer encodes blocks on many threads at once and
/// every probing thread decodes with the same codec (per-thread state, such as a zstd context,
/// lives inside the implementation).
pub trait BlockCodec: Send + Sync + std::fmt::Debug {
    /// The stored bytes of block number `block` holding `values` into `out` (cleared first);
    /// `dont_care[i]` marks `values[i]` as don't care (its stored value is the codec's choice).
    /// Real values fit the codec's value width (the writer checks).
    ///
    /// # Errors
    /// [`WriteError::Zstd`] (or the codec's like error) if the compressor fails.
    fn encode(
        &self,
        block: u64,
        values: &[u16],
        dont_care: &[bool],
        out: &mut Vec<u8>,
    ) -> Result<(), WriteError>;

    /// Decodes the stored bytes `stored` of block number `block`, which holds `entries`
    /// entries, into `out` (grown as needed, never shrunk); returns how many bytes of `out` the
    /// decoded block takes, for [`value`](Self::value) and [`values`](Self::values).
    ///
    /// # Errors
    /// The [`CorruptKind`] of a block that fails its checks: a block that decodes is exactly
    /// the one written.
    fn decode(
        &self,
        block: u64,
        stored: &[u8],
        entries: usize,
        out: &mut Vec<u8>,
    ) -> Result<usize, CorruptKind>;

    /// Entry `j` of a block decoded by [`decode`](Self::decode) into `decoded` (exactly the
    /// bytes it said).
    fn value(&self, decoded: &[u8], j: usize) -> u16;

    /// Entries `j..j + out.len()` of a decoded block (as for [`value`](Self::value)) into
    /// `out`.
    fn values(&self, decoded: &[u8], j: usize, out: &mut [u16]);
}

/// The format's block codec: the values as bytes (two-byte values as two byte planes: every
/// entry's low byte, then every entry's high byte), don't-care entries filled with the value
/// before them, compressed as one magicless zstd frame (without content size, checksum or
/// dictionary id; with the table's dictionary if it has one), followed by a 4-byte checksum
/// of both the frame and the decoded bytes (FORMAT.md, "Blocks"). Each thread encodes and decodes with its own zstd context, made on
/// its first block and kept for the thread's life.
pub struct ZstdPlanes {
    width: ValueWidth,
    level: i32,
    /// The dictionary prepared for compression (a codec made for writing).
    cdict: Option<CDict<'static>>,
    /// The dictionary prepared for decompression.
    ddict: Option<DDict<'static>>,
    /// Whether the table has a dictionary.
    has_dictionary: bool,
    /// Frames of blocks whose bytes are all one value (see [`UniformFrames`]).
    uniform: UniformFrames,
}

impl std::fmt::Debug for ZstdPlanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ZstdPlanes")
            .field("width", &self.width)
            .field("level", &self.level)
            .field("has_dictionary", &self.has_dictionary)
            .finish_non_exhaustive()
    }
}

thread_local! {
    /// This thread's compression context (`None` until its first block, or if zstd could not
    /// allocate one).
    static CCTX: RefCell<Option<CCtx<'static>>> = const { RefCell::new(None) };
    /// This thread's decompression context (as [`CCTX`]).
    static DCTX: RefCell<Option<DCtx<'static>>> = const { RefCell::new(None) };
}

impl ZstdPlanes {
    /// A codec for writing values of `width` at zstd level `level` (1..=22), with
    /// `dictionary` (empty: none). It decodes too.
    ///
    /// # Errors
    /// [`WriteError::InvalidField`] if the level is out of range or zstd rejects the
    /// dictionary.
    pub fn for_writing(
        width: ValueWidth,
        level: i32,
        dictionary: &[u8],
    ) -> Result<ZstdPlanes, WriteError> {
        if !(1..=22).contains(&level) {
            return Err(WriteError::InvalidField {
                field: "level",
                reason: format!("{level} is outside 1..=22"),
            });
        }
        let rejected = || WriteError::InvalidField {
            field: "dictionary",
            reason: "zstd rejected it".into(),
        };
        let (cdict, ddict) = if dictionary.is_empty() {
            (None, None)
        } else {
            (
                Some(CDict::try_create(dictionary, level).ok_or_else(rejected)?),
                Some(DDict::try_create(dictionary).ok_or_else(rejected)?),
            )
        };
        Ok(ZstdPlanes {
            width,
            level,
            cdict,
            ddict,
            has_dictionary: !dictionary.is_empty(),
            uniform: UniformFrames::default(),
        })
    }

    /// A codec for reading a table of values of `width` whose dictionary is `dictionary`
    /// (empty: none), or `None` if zstd rejects the dictionary. Encoding with it fails if there
    /// is a dictionary.
    pub fn for_reading(width: ValueWidth, dictionary: &[u8]) -> Option<ZstdPlanes> {
        let ddict = if dictionary.is_empty() {
            None
        } else {
            Some(DDict::try_create(dictionary)?)
        };
        Some(ZstdPlanes {
            width,
            level: crate::WriteOptions::default().level,
            cdict: None,
            ddict,
            has_dictionary: !dictionary.is_empty(),
            uniform: UniformFrames::default(),
        })
    }

    /// The bytes zstd compresses for a block holding `values` into `out` (cleared first): each
    /// don't-care entry takes the value of the nearest real entry before it in the block, or,
    /// before the block's first real entry, the value of that entry (0 if the block has none);
    /// two-byte values are split into byte planes. Values must fit `width`.
    pub(crate) fn planes(values: &[u16], dont_care: &[bool], width: ValueWidth, out: &mut Vec<u8>) {
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

    /// Compresses `raw` (a block's planes) into `out` (cleared first) with this thread's
    /// context, and appends the checksum of block `block`.
    fn compress(&self, raw: &[u8], block: u64, out: &mut Vec<u8>) -> Result<(), String> {
        if self.has_dictionary && self.cdict.is_none() {
            return Err("a codec made for reading cannot compress with a dictionary".into());
        }
        CCTX.with(|cell| {
            let mut slot = cell.borrow_mut();
            if slot.is_none() {
                *slot = CCtx::try_create();
            }
            let cctx = slot
                .as_mut()
                .ok_or("cannot allocate a zstd compression context")?;
            compress_block(cctx, self.level, self.cdict.as_ref(), raw, block, out)
        })
    }
}

impl BlockCodec for ZstdPlanes {
    fn encode(
        &self,
        block: u64,
        values: &[u16],
        dont_care: &[bool],
        out: &mut Vec<u8>,
    ) -> Result<(), WriteError> {
        let mut raw = Vec::new();
        ZstdPlanes::planes(values, dont_care, self.width, &mut raw);
        self.uniform
            .compress(&raw, block, out, |out| self.compress(&raw, block, out))
            .map_err(WriteError::Zstd)
    }

    fn decode(
        &self,
        block: u64,
        stored: &[u8],
        entries: usize,
        out: &mut Vec<u8>,
    ) -> Result<usize, CorruptKind> {
        if stored.len() <= BLOCK_CHECKSUM_LEN {
            return Err(CorruptKind::Bounds);
        }
        let (frame, sum) = stored.split_at(stored.len() - BLOCK_CHECKSUM_LEN);
        let stored_sum = u32::from_le_bytes(sum.try_into().expect("4 bytes"));
        let expected = entries * self.width.bytes();
        // Room past the end lets zstd use its fast copy loops up to the last sequence; a frame
        // that fills any of it decodes to the wrong length and is refused below.
        let room = expected + DECODE_SLACK;
        if out.len() < room {
            out.resize(room, 0);
        }
        let out = &mut out[..room];
        let n = DCTX.with(|cell| {
            let mut slot = cell.borrow_mut();
            if slot.is_none() {
                *slot = new_dctx();
            }
            let dctx = slot.as_mut().ok_or(CorruptKind::Decompress(
                "cannot allocate a zstd decompression context",
            ))?;
            match &self.ddict {
                Some(d) => dctx.decompress_using_ddict(out, frame, d),
                None => dctx.decompress(out, frame),
            }
            .map_err(|code| CorruptKind::Decompress(zstd_safe::get_error_name(code)))
        })?;
        if n != expected {
            return Err(CorruptKind::Length { expected, found: n });
        }
        if block_checksum(frame, &out[..n], block) != stored_sum {
            return Err(CorruptKind::Checksum);
        }
        Ok(n)
    }

    #[inline]
    fn value(&self, decoded: &[u8], j: usize) -> u16 {
        match self.width {
            ValueWidth::One => decoded[j] as u16,
            ValueWidth::Two => u16::from_le_bytes([decoded[j], decoded[decoded.len() / 2 + j]]),
        }
    }

    fn values(&self, decoded: &[u8], j: usize, out: &mut [u16]) {
        let n = out.len();
        match self.width {
            ValueWidth::One => {
                for (o, &b) in out.iter_mut().zip(&decoded[j..j + n]) {
                    *o = b as u16;
                }
            }
            ValueWidth::Two => {
                let (low, high) = decoded.split_at(decoded.len() / 2);
                for ((o, &l), &h) in out.iter_mut().zip(&low[j..j + n]).zip(&high[j..j + n]) {
                    *o = u16::from_le_bytes([l, h]);
                }
            }
        }
    }
}

/// The checksum stored after block `block`'s compressed bytes `frame`, which decompress to
/// `decoded`: the low 32 bits of `XXH3-64(decoded, seed = XXH3-64(frame, seed = block))`.
///
/// It covers both the stored bytes (any damaged byte is caught, even one zstd would ignore)
/// and the decoded values (a wrong dictionary, a misplaced block or a decoder bug is caught
/// too), at the cost of hashing a few kilobytes.
pub(crate) fn block_checksum(frame: &[u8], decoded: &[u8], block: u64) -> u32 {
    xxh3_64_with_seed(decoded, xxh3_64_with_seed(frame, block)) as u32
}

/// Sets `c` up for table blocks: magicless frames without content size, checksum or
/// dictionary id (the table has its own checksums and knows the sizes), at `level`.
fn set_up_cctx(c: &mut CCtx<'static>, level: i32) -> Result<(), String> {
    for p in [
        CParameter::Format(FrameFormat::Magicless),
        CParameter::ContentSizeFlag(false),
        CParameter::ChecksumFlag(false),
        CParameter::DictIdFlag(false),
        CParameter::CompressionLevel(level),
    ] {
        c.set_parameter(p).map_err(zstd_error)?;
    }
    Ok(())
}

/// Compresses one block's planes `raw` into `out` (cleared first) with `cctx` set up for
/// `level` and `cdict`, and appends the checksum of block `block`.
fn compress_block(
    cctx: &mut CCtx<'static>,
    level: i32,
    cdict: Option<&CDict<'static>>,
    raw: &[u8],
    block: u64,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    set_up_cctx(cctx, level)?;
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
fn new_dctx() -> Option<DCtx<'static>> {
    let mut d = DCtx::try_create()?;
    d.set_parameter(DParameter::Format(FrameFormat::Magicless))
        .ok()?;
    Some(d)
}

/// zstd's name for an error code.
fn zstd_error(code: usize) -> String {
    zstd_safe::get_error_name(code).to_owned()
}

/// The compressed frames of blocks whose encoded bytes are all one value — in a solver's table,
/// the blocks of don't-care entries only, half of them — by (value, length). zstd's output
/// depends only on its input and parameters, so such a block is compressed once and its frame
/// reused, followed by the block's own checksum (it depends on the block number): the file is
/// byte for byte what compressing every block gives, without compressing the same bytes
/// again (at level 15, a quarter of `sibi generate`'s writing time).
#[derive(Default)]
struct UniformFrames(Mutex<Vec<UniformFrame>>);

/// (the byte, the block's length in bytes) and the frame compressing that block.
type UniformFrame = ((u8, usize), Vec<u8>);

impl UniformFrames {
    /// `compress(out)` for block `block` with encoded bytes `raw` (frame and checksum into
    /// `out`), or the frame of an earlier block with the same uniform bytes plus this
    /// block's checksum.
    fn compress(
        &self,
        raw: &[u8],
        block: u64,
        out: &mut Vec<u8>,
        compress: impl FnOnce(&mut Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        let key = match raw.first() {
            Some(&b) if raw.iter().all(|&x| x == b) => (b, raw.len()),
            _ => return compress(out),
        };
        let known = {
            let frames = self.0.lock().unwrap_or_else(|e| e.into_inner());
            frames
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, f)| f.clone())
        };
        match known {
            Some(frame) => {
                out.clear();
                out.extend_from_slice(&frame);
                let sum = block_checksum(&frame, raw, block);
                out.extend_from_slice(&sum.to_le_bytes());
                Ok(())
            }
            None => {
                compress(out)?;
                let frame = out[..out.len() - BLOCK_CHECKSUM_LEN].to_vec();
                let mut frames = self.0.lock().unwrap_or_else(|e| e.into_inner());
                if !frames.iter().any(|(k, _)| *k == key) {
                    frames.push((key, frame));
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh compression context, set up as the codec sets up its own.
    fn fresh(level: i32) -> CCtx<'static> {
        let mut c = CCtx::create();
        set_up_cctx(&mut c, level).unwrap();
        c
    }

    /// A block of uniform bytes gets, from the cache, exactly what compressing it with a fresh
    /// context gives (frame and checksum), also after the context compressed other blocks, for
    /// several values and lengths; blocks that are not uniform are compressed as they come.
    #[test]
    fn uniform_frames_are_the_frames_of_a_fresh_compression() {
        let frames = UniformFrames::default();
        let mut shared = fresh(15);
        let mut compressed = 0;
        for (block, (value, len)) in [(0u8, 4096), (7, 4096), (0, 4096), (0, 100), (7, 4096)]
            .into_iter()
            .enumerate()
        {
            let block = block as u64 + 40;
            let raw = vec![value; len];
            let mut got = Vec::new();
            frames
                .compress(&raw, block, &mut got, |out| {
                    compressed += 1;
                    compress_block(&mut shared, 15, None, &raw, block, out)
                })
                .unwrap();
            let mut want = Vec::new();
            compress_block(&mut fresh(15), 15, None, &raw, block, &mut want).unwrap();
            assert_eq!(got, want, "value {value}, {len} bytes, block {block}");
            // Other bytes through the shared context between the uniform blocks.
            let other: Vec<u8> = (0..3000u32).map(|i| (i * 7 % 251) as u8).collect();
            let mut o = Vec::new();
            frames
                .compress(&other, block, &mut o, |out| {
                    compress_block(&mut shared, 15, None, &other, block, out)
                })
                .unwrap();
        }
        // (0, 4096), (7, 4096) and (0, 100) compressed once each.
        assert_eq!(compressed, 3);
    }

    /// A block encoded then decoded gives its real values back, for both widths, with and
    /// without don't-care entries; one changed stored byte is refused.
    #[test]
    fn decode_gives_back_what_encode_stored() {
        for width in [ValueWidth::One, ValueWidth::Two] {
            let codec = ZstdPlanes::for_writing(width, 6, &[]).unwrap();
            let values: Vec<u16> = (0..300u32)
                .map(|i| ((i * 37 % 200) as u16) << (8 * (width.bytes() - 1)) >> 1)
                .collect();
            let dont_care: Vec<bool> = (0..300).map(|i| i % 7 == 3).collect();
            let mut stored = Vec::new();
            codec.encode(9, &values, &dont_care, &mut stored).unwrap();
            let mut decoded = Vec::new();
            let n = codec.decode(9, &stored, 300, &mut decoded).unwrap();
            assert_eq!(n, 300 * width.bytes());
            let mut all = vec![0; 300];
            codec.values(&decoded[..n], 0, &mut all);
            for j in (0..300).filter(|&j| !dont_care[j]) {
                assert_eq!(codec.value(&decoded[..n], j), values[j], "{width:?} {j}");
                assert_eq!(all[j], values[j], "{width:?} {j}");
            }
            assert_eq!(
                codec.decode(10, &stored, 300, &mut decoded),
                Err(CorruptKind::Checksum),
                "another block number"
            );
            let last = stored.len() - 1;
            stored[last] ^= 1;
            assert_eq!(
                codec.decode(9, &stored, 300, &mut decoded),
                Err(CorruptKind::Checksum)
            );
        }
    }
}
