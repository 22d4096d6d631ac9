//! Solving: the value of every position of a piece set by parallel retrograde analysis, and what
//! is computed from a solved table.
//!
//! - [`value`]: [`Value`], win n / loss n / draw for the player to move, n in plies;
//! - [`trivial`]: the one-ply look ([`trivial_value`]) that settles most positions;
//! - [`retro`]: the retrograde solver ([`solve`]);
//! - [`solution`]: the solved table in memory ([`Solution`]) and its [`Counts`];
//! - [`verify`]: the Bellman check ([`Solution::verify`], [`one_ply_value`]);
//! - [`reach`]: the positions reachable from the start; [`stats`]: a table's statistics;
//! - [`source`]: [`ValueSource`], anything that gives a position's value (a [`Solution`], a
//!   table file);
//! - [`progress`]: progress reports of the long computations.

mod atomic_bits;
pub(crate) mod code;
pub(crate) mod layout;
pub mod progress;
pub mod reach;
pub mod retro;
pub mod solution;
pub mod source;
pub mod stats;
pub mod trivial;
pub mod value;
pub mod verify;

pub use progress::{NoProgress, Phase, Progress, ReachSearch, Summary};
pub use retro::{solve, SolveError};
pub use solution::{Counts, FromValuesError, Solution};
pub use source::{Remembered, ValueSource};
pub use trivial::trivial_value;
pub use value::{Value, Wdl};
pub use verify::{one_ply_value, Mismatch, Verification};

/// Largest distance a [`Solution`] holds, in plies (its distances are bytes); a longer one is
/// an error of the solver.
pub const MAX_DIST: u32 = 254;

/// Work unit of the parallel passes over an index (indices per rayon task). A multiple of 64, so
/// that a chunk owns whole 64-slot blocks of a frontier.
pub(crate) const CHUNK: usize = 1 << 14;

/// Hints the processor to load the cache line holding `x`: the passes over a table look up
/// entries far apart in arrays much larger than the caches, and issuing the loads of a batch
/// before using any lets their misses overlap.
#[inline]
pub(crate) fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(x as *const T as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}
