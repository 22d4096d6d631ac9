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

pub use progress::{NoProgress, Progress};
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
/// that a chunk owns whole words of the bit-planes.
pub(crate) const CHUNK: usize = 1 << 14;
