//! Where values come from: anything that answers "what is this position worth" — a solved table
//! in memory ([`Solution`]) or a table file (`table::Tablebase`, a layer above this one). The
//! queries (`query`) work over any of them.

use crate::rules::{PieceSet, Position, Rules};
use crate::solve::{Solution, Value};

/// Anything that gives the value of a legal position for its player to move.
pub trait ValueSource {
    /// The error a lookup may return (a damaged table file, say).
    type Error;

    /// The rule set the source was made for: the positions it answers are of this rule set, so
    /// a query over the source asks it rather than taking the rules beside it.
    fn rules(&self) -> Rules;

    /// The piece set the source was made for.
    fn pieces(&self) -> PieceSet;

    /// The value of `pos` for its player to move. `pos` must be legal for the source's rule set
    /// and piece set.
    ///
    /// # Errors
    /// Whatever the source cannot answer (for a file: a damaged block).
    fn value(&self, pos: &Position) -> Result<Value, Self::Error>;

    /// The values of `positions`, in their order, appended to `out`: what [`ValueSource::value`]
    /// gives for each, and the first error. A source held in memory overrides it to overlap the
    /// cache misses of the look-ups (the moves of one position, say).
    ///
    /// # Errors
    /// The first error of [`ValueSource::value`]; `out` then holds the values before it.
    fn values(&self, positions: &[Position], out: &mut Vec<Value>) -> Result<(), Self::Error> {
        for p in positions {
            out.push(self.value(p)?);
        }
        Ok(())
    }
}

impl ValueSource for Solution {
    type Error = std::convert::Infallible;

    fn rules(&self) -> Rules {
        Solution::rules(self)
    }

    fn pieces(&self) -> PieceSet {
        self.index().pieces()
    }

    fn value(&self, pos: &Position) -> Result<Value, Self::Error> {
        Ok(Solution::value(self, pos))
    }

    /// Ranks every position and hints the processor to fetch its entry before reading any: the
    /// cache miss of each look-up (its byte) overlaps those of the others.
    fn values(&self, positions: &[Position], out: &mut Vec<Value>) -> Result<(), Self::Error> {
        const BATCH: usize = 32;
        for batch in positions.chunks(BATCH) {
            let mut ranks = [None; BATCH];
            for (r, p) in ranks.iter_mut().zip(batch) {
                *r = self.prefetch_position(p);
            }
            out.extend(
                ranks[..batch.len()]
                    .iter()
                    .map(|&r| self.value_prefetched(r)),
            );
        }
        Ok(())
    }
}
