//! Progress reports of long computations (solving, verifying, reading a table).

/// Receives progress of a long computation. Implementations must be cheap: `advance` is called
/// once per chunk of work, not per position.
pub trait Progress: Sync {
    /// A new phase starts, with `total` units of work (0 if unknown).
    fn start_phase(&self, name: &str, total: u64);
    /// `n` more units of the current phase are done.
    fn advance(&self, n: u64);
    /// The current phase is over; `summary` says what it found.
    fn end_phase(&self, summary: &str);
}

/// A [`Progress`] that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl Progress for NoProgress {
    fn start_phase(&self, _: &str, _: u64) {}
    fn advance(&self, _: u64) {}
    fn end_phase(&self, _: &str) {}
}
