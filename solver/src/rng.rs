//! The library's one random generator, SplitMix64 (Steele, Lea and Flood, "Fast splittable
//! pseudorandom number generators", 2014), written out so that a seed gives the same stream in
//! every build, whatever version of a random-number crate is around: the games between levels,
//! the engine's moves, the puzzles drawn, the examples and the CLI all draw from it. (The table
//! format crate, which knows no game, and the independent reference of the tests keep their
//! own copies on purpose.) Imports nothing of the crate.

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a 64-bit state advanced by a constant and mixed. Small, fast, and the same stream in every
/// build, so that a game replays from its seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The generator with this seed.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The SplitMix64 output function: a bijective mix of 64 bits (also good for deriving
    /// seeds from numbers).
    pub const fn mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        Rng::mix(self.state)
    }

    /// A uniform number in [0, 1): the top 53 bits of [`Rng::next_u64`] over 2⁵³.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A uniform number in 0..n (n ≥ 1), without bias (Lemire's multiply-and-reject).
    ///
    /// # Panics
    /// When `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }
}

/// The number of seeds [`fresh_seed`] draws from: 2⁴⁴, so that a link or a record that names a
/// fresh seed stays short (at most 14 digits). Any `u64` is a valid seed.
pub(crate) const FRESH_SEEDS: u64 = 1 << 44;

/// A seed for a game, a puzzle or a draw that names none: the clock (nanoseconds since the Unix
/// epoch) mixed by [`Rng::mix`], in `0..FRESH_SEEDS` (`FRESH_SEEDS`). Two calls a nanosecond
/// apart give unrelated seeds; a clock before 1970 gives the seed of 0 nanoseconds.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Rng::mix(nanos) % FRESH_SEEDS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs for seed 0 and seed 1234567, from the reference C code of SplitMix64
    /// (Vigna, `splitmix64.c`: `x += 0x9e3779b97f4a7c15`, then the two multiply-xorshift
    /// steps).
    #[test]
    fn known_stream() {
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(r.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        let mut r = Rng::new(1_234_567);
        assert_eq!(r.next_u64(), 6_457_827_717_110_365_317);
        assert!(fresh_seed() < FRESH_SEEDS);
    }
}
