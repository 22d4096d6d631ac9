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

/// A [`ValueSource`] that remembers what it was asked: the values `inner` gave, by position,
/// at most [`Remembered::MAX_POSITIONS`] of them (then it forgets them all and starts again).
/// For one query that asks the same positions many times — an annotated game that repeats
/// positions asks each of their moves' positions again at every repetition, and a table file
/// answers each from a block decompressed anew once its 8 cached blocks have turned over.
/// Not `Sync`: one per query. Positions are hashed with foldhash, a few times faster than the
/// standard SipHash here and seeded at random per process, so that a record sent to a server
/// cannot be made of colliding positions.
#[derive(Debug)]
pub struct Remembered<'a, S> {
    inner: &'a S,
    known: std::cell::RefCell<foldhash::HashMap<Position, Value>>,
}

impl<'a, S: ValueSource> Remembered<'a, S> {
    /// Most positions remembered: 2^18, about 10 MiB (a position and its value take 24 bytes,
    /// the hash map's slots and control bytes about as much again).
    pub const MAX_POSITIONS: usize = 1 << 18;

    /// Remembers nothing yet.
    pub fn new(inner: &'a S) -> Remembered<'a, S> {
        Remembered {
            inner,
            known: Default::default(),
        }
    }
}

impl<S: ValueSource> ValueSource for Remembered<'_, S> {
    type Error = S::Error;

    /// The value remembered for `pos`, else `inner`'s (remembered if it is one; an error is
    /// not remembered).
    fn value(&self, pos: &Position) -> Result<Value, S::Error> {
        if let Some(&v) = self.known.borrow().get(pos) {
            return Ok(v);
        }
        let v = self.inner.value(pos)?;
        let mut known = self.known.borrow_mut();
        if known.len() >= Self::MAX_POSITIONS {
            known.clear();
        }
        known.insert(*pos, v);
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Rules};
    use std::cell::Cell;

    /// A source that counts what it is asked, with a made-up value per position.
    struct Counting(Cell<usize>);

    impl ValueSource for Counting {
        type Error = ();
        fn value(&self, pos: &Position) -> Result<Value, ()> {
            self.0.set(self.0.get() + 1);
            Ok(Value::Win(pos.legal_moves(Rules::TwelveJanggi).len() as u16))
        }
    }

    /// Each position is asked of the inner source once; the values are the inner source's.
    #[test]
    fn remembered_asks_each_position_once() {
        let inner = Counting(Cell::new(0));
        let memo = Remembered::new(&inner);
        let start = Position::start(Color::A);
        let children: Vec<Position> = start
            .legal_moves(Rules::TwelveJanggi)
            .into_iter()
            .filter_map(|m| start.play_unchecked(m).position())
            .collect();
        assert_eq!(children.len(), 4, "the start's four moves (RULES.md)");
        for _ in 0..3 {
            for p in &children {
                assert_eq!(memo.value(p), inner.value(p));
            }
        }
        // 4 asked by the memo the first time, 12 by the test itself.
        assert_eq!(inner.0.get(), 4 + 12);
    }
}
