//! A bit-set that several threads set bits of at once: the blocks of a retrograde frontier.
//!
//! bitvec's `BitVec<AtomicU64, Lsb0>`, set through `set_aliased` (an atomic `fetch_or`) and
//! read a whole word at a time through its raw words: a round walks the set 64 blocks per load
//! (`solve::retro`, `Level`).

use std::sync::atomic::AtomicU64;

use bitvec::prelude::*;

/// `len` bits in 64-bit words, bit `i` at bit `i % 64` of word `i / 64` (bitvec's `Lsb0`
/// order), each settable by any thread. Every access is `Relaxed`: the solver orders its rounds
/// by joining its threads, not through these bits.
pub(super) struct AtomicBits(BitVec<AtomicU64, Lsb0>);

impl AtomicBits {
    /// `len` bits, all clear.
    pub(super) fn zeros(len: usize) -> AtomicBits {
        AtomicBits(BitVec::repeat(false, len))
    }

    /// Sets bit `i` (< the length).
    #[inline]
    pub(super) fn set(&self, i: u64) {
        self.0.set_aliased(i as usize, true);
    }

    /// The words, for the loops that read a whole word at a time.
    #[inline]
    pub(super) fn words(&self) -> &[AtomicU64] {
        self.0.as_raw_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering::Relaxed;

    #[test]
    fn bits_set_from_threads_land_in_their_words() {
        let a = AtomicBits::zeros(130);
        assert_eq!(a.words().len(), 3);
        std::thread::scope(|s| {
            for i in [3u64, 64, 129] {
                let a = &a;
                s.spawn(move || a.set(i));
            }
        });
        let words: Vec<u64> = a.words().iter().map(|w| w.load(Relaxed)).collect();
        assert_eq!(words, [1 << 3, 1, 1 << 1]);
    }
}
