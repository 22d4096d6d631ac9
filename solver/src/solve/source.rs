//! Where values come from: anything that answers "what is this position worth" — a solved table
//! in memory ([`Solution`]) or a table file (`table::Tablebase`, a layer above this one). The
//! queries (`query`) work over any of them.

use crate::rules::Position;
use crate::solve::{Solution, Value};

/// Anything that gives the value of a legal position for its player to move.
pub trait ValueSource {
    /// The error a lookup may return (a damaged table file, say).
    type Error;

    /// The value of `pos` for its player to move. `pos` must be legal for the source's rule set
    /// and piece set.
    ///
    /// # Errors
    /// Whatever the source cannot answer (for a file: a damaged block).
    fn value(&self, pos: &Position) -> Result<Value, Self::Error>;
}

impl ValueSource for Solution {
    type Error = std::convert::Infallible;

    fn value(&self, pos: &Position) -> Result<Value, Self::Error> {
        Ok(Solution::value(self, pos))
    }
}
