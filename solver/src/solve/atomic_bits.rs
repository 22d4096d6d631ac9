//! A bit-plane that several threads set bits of at once, for the retrograde solver.
//!
//! Why not bitvec's own atomic store (`BitVec<AtomicU64>` and `BitSlice::set_aliased`)? The
//! solver's rounds also read and or whole 64-bit words (a frontier block is one word of a
//! plane; the initial pass gathers a word's bits before writing them; the rounds prefetch the
//! plane words of a batch of blocks), which bitvec's atomic API does not offer, and the planes
//! leave the solver as the `BitVec<u64, Lsb0>` of [`Solution`](super::solution). So the plane
//! is a `Vec<AtomicU64>` with safe methods, converted from and back into that `BitVec` in
//! place (no copy, no unsafe cast), and the words stay reachable for the hot loop
//! ([`Bits::word`]): the same loads as before. Measured on `sibi generate --rules dobutsu`
//! (2 shared cores, runs interleaved): 85.5 and 87.2 s of user time with the raw casts, 83.7
//! and 85.5 s with this type, and the same table file byte for byte.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use bitvec::prelude::*;

/// `len` bits in 64-bit words, bit `i` at bit `i % 64` of word `i / 64` (bitvec's `Lsb0`
/// order over `u64`), each settable by any thread. Every access is `Relaxed`: the solver
/// orders its rounds by joining its threads, not through these bits.
pub(super) struct AtomicBits {
    words: Vec<AtomicU64>,
    len: usize,
}

impl AtomicBits {
    /// `len` bits, all clear.
    pub(super) fn zeros(len: usize) -> AtomicBits {
        AtomicBits {
            words: (0..len.div_ceil(64)).map(|_| AtomicU64::new(0)).collect(),
            len,
        }
    }

    /// The bits of `bits`, in its own allocation.
    pub(super) fn from_bitvec(bits: BitVec<u64, Lsb0>) -> AtomicBits {
        let len = bits.len();
        let words = bits.into_vec().into_iter().map(AtomicU64::new).collect();
        AtomicBits { words, len }
    }

    /// The bits as a `BitVec` of the same length, in the same allocation.
    pub(super) fn into_bitvec(self) -> BitVec<u64, Lsb0> {
        let words: Vec<u64> = self.words.into_iter().map(AtomicU64::into_inner).collect();
        let mut bits = BitVec::from_vec(words);
        bits.truncate(self.len);
        bits
    }

    /// The bits to read and set, shared by the threads.
    #[inline]
    pub(super) fn bits(&self) -> Bits<'_> {
        Bits(&self.words)
    }

    /// Sets bit `i` (< the length).
    #[inline]
    pub(super) fn set(&self, i: u64) {
        self.bits().set(i)
    }

    /// The words, for the loops that read a whole word at a time.
    #[inline]
    pub(super) fn words(&self) -> &[AtomicU64] {
        &self.words
    }
}

/// A shared view of an [`AtomicBits`]: a plain slice of its words (a pointer and a length),
/// copied into the solver's work as the bare `&[AtomicU64]` of the raw casts was, so that the
/// hot loops compile to the same loads and `fetch_or`s.
#[derive(Clone, Copy)]
pub(super) struct Bits<'a>(&'a [AtomicU64]);

impl<'a> Bits<'a> {
    /// Sets bit `i` (< the length).
    #[inline]
    pub(super) fn set(self, i: u64) {
        self.0[(i / 64) as usize].fetch_or(1 << (i % 64), Relaxed);
    }

    /// Bit `i` (< the length).
    #[inline]
    pub(super) fn get(self, i: u64) -> bool {
        self.0[(i / 64) as usize].load(Relaxed) & (1 << (i % 64)) != 0
    }

    /// Sets the bits of `bits` in word `w` (bits `64 w .. 64 w + 64`).
    #[inline]
    pub(super) fn or_word(self, w: usize, bits: u64) {
        self.0[w].fetch_or(bits, Relaxed);
    }

    /// Word `w` (bits `64 w .. 64 w + 64`), for the loops that read (and prefetch) a whole
    /// word at a time.
    #[inline]
    pub(super) fn word(self, w: usize) -> &'a AtomicU64 {
        &self.0[w]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_round_trip_through_bitvec() {
        let mut v: BitVec<u64, Lsb0> = BitVec::repeat(false, 130);
        v.set(3, true);
        v.set(129, true);
        let a = AtomicBits::from_bitvec(v.clone());
        let b = a.bits();
        assert!(b.get(3) && b.get(129) && !b.get(4) && !b.get(64));
        a.set(64);
        b.or_word(0, 1 << 5);
        assert_eq!(b.word(1).load(Relaxed), 1);
        assert_eq!(a.words()[1].load(Relaxed), 1);
        let mut want = v;
        want.set(64, true);
        want.set(5, true);
        assert_eq!(a.into_bitvec(), want);
        let z = AtomicBits::zeros(65);
        assert_eq!(z.words().len(), 2);
        assert_eq!(z.into_bitvec(), BitVec::<u64, Lsb0>::repeat(false, 65));
    }
}
