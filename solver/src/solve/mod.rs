//! Solving: the value of every position of a piece set by parallel retrograde analysis, and what
//! is computed from a solved table.
//!
//! - `value`: [`Value`], win n / loss n / draw for the player to move, n in plies;
//! - `trivial`: the one-ply look ([`trivial_value`]) that settles most positions;
//! - `retro`: the retrograde solver ([`solve`]);
//! - `solution`: the solved table in memory ([`Solution`]) and its [`Counts`];
//! - `verify`: the Bellman check ([`Solution::verify`], [`one_ply_value`]);
//! - [`reach`]: the positions reachable from the start; [`stats`]: a table's statistics;
//! - `source`: [`ValueSource`], anything that gives a position's value (a [`Solution`], a
//!   table file);
//! - `progress`: progress reports of the long computations.

mod atomic_bits;
pub(crate) mod code;
pub(crate) mod layout;
pub(crate) mod progress;
pub mod reach;
pub(crate) mod retro;
pub(crate) mod solution;
pub(crate) mod source;
pub mod stats;
pub(crate) mod trivial;
pub(crate) mod value;
pub(crate) mod verify;

pub use progress::{NoProgress, Phase, PhaseSummary, Progress, ReachSearch};
pub use retro::{solve, SolveError};
pub use solution::{Counts, FromValuesError, Solution};
pub use source::ValueSource;
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

/// `n` zero bytes, backed by 2 MiB pages where the kernel allows it ([`huge_pages`]).
pub(crate) fn zeroed_bytes(n: usize) -> Vec<u8> {
    // A fresh zeroed allocation of this size is mapped, not yet touched: the advice comes
    // before the first fault.
    let v = vec![0u8; n];
    huge_pages(v.as_ptr(), n);
    v
}

/// `n` zero words for bits that threads set at once, backed by 2 MiB pages where the kernel
/// allows it ([`huge_pages`]).
pub(crate) fn zeroed_words(n: usize) -> Vec<std::sync::atomic::AtomicU64> {
    let v = std::mem::ManuallyDrop::new(vec![0u64; n]);
    huge_pages(v.as_ptr().cast(), n * 8);
    let (ptr, len, cap) = (v.as_ptr().cast_mut(), v.len(), v.capacity());
    // SAFETY: AtomicU64 has the size, alignment and bit validity of u64, so the allocation of
    // `cap` u64 is one of `cap` AtomicU64, with its `len` zeros initialized; `v` is not dropped.
    unsafe { Vec::from_raw_parts(ptr.cast(), len, cap) }
}

/// Asks the kernel to back the `len` bytes at `start` with 2 MiB pages (`madvise` with
/// `MADV_HUGEPAGE`, on the 2 MiB-aligned part; Linux only, a hint that changes no contents).
/// The solver's arrays and the reachable search's state are read at random over hundreds of
/// MiB, where 4 KiB pages make most look-ups miss the TLB too: on the full game the puzzle
/// search took 42.7 s with them and 48.4 s without.
fn huge_pages(start: *const u8, len: usize) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let (lo, hi) = (
            (start as usize).next_multiple_of(HUGE),
            (start as usize + len) / HUGE * HUGE,
        );
        if hi > lo {
            // SAFETY: [lo, hi) lies inside the allocation at `start`; the advice changes how
            // the kernel backs the pages, not their contents.
            unsafe {
                libc::madvise(lo as *mut libc::c_void, hi - lo, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, len);
}
