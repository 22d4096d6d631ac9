//! A small seeded pseudo-random generator, deterministic across runs and platforms. The
//! reference keeps its own copy of SplitMix64 on purpose, rather than the library's
//! `sibi_solver::rng::Rng`: it is written independently of the library it checks.

/// SplitMix64.
pub struct Rng(u64);

impl Rng {
    /// A generator with seed `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0; the bias of a modulo is irrelevant here).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}
