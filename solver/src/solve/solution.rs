//! The solved table of one rule set and piece set, in memory: its values, counts, and building
//! one from other values (a table file).

use std::sync::atomic::Ordering::Relaxed;

use rayon::prelude::*;

use crate::index::Index;
use crate::rules::{PieceSet, Position, Rules};
use crate::solve::code::{self, Decoded};
use crate::solve::layout::{Layout, Unstored};
use crate::solve::{
    trivial_value, NoProgress, Phase, PhaseSummary, Progress, Value, CHUNK, MAX_DIST,
};

/// The solved table of one rule set and piece set, in memory.
pub struct Solution {
    pub(super) rules: Rules,
    pub(super) index: Index,
    /// The slots of the arrays below: the indices of the live king classes.
    pub(super) layout: Layout,
    /// Legal positions of the folded king classes (the two 王 side by side: win 1), mirror
    /// images counted apart.
    pub(super) adjacent_king_positions: u64,
    /// Legal indices of the folded king classes.
    pub(super) adjacent_king_indices: u64,
    /// One byte per slot: the position's value, or no legal position ([`code`]).
    pub(super) codes: Vec<u8>,
    /// The values of the slots whose byte is [`code::LONG`] (lasting [`code::LONG_FROM`]
    /// plies or more), sorted by slot.
    pub(super) long: Vec<(u32, Value)>,
    /// Indices of the solved range whose position is its own mirror image (counted once, not
    /// twice, as positions), in increasing order.
    pub(super) self_mirror: Vec<u32>,
    /// Legal positions where the mover holds the try (win 0, past the solved range), mirror
    /// images counted apart.
    pub(super) try_positions: u64,
    pub(super) rounds: u32,
}

impl std::fmt::Debug for Solution {
    /// The rule set, piece set, number of entries and rounds (not the values).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solution")
            .field("rules", &self.rules)
            .field("pieces", &self.index.pieces())
            .field("entries", &self.index.solved_len())
            .field("rounds", &self.rounds)
            .finish_non_exhaustive()
    }
}

/// Counts of a solved table.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Legal positions, mirror images counted apart, the mover holding the try included.
    pub positions: u64,
    /// Of them won for the player to move.
    pub wins: u64,
    /// Of them lost for the player to move.
    pub losses: u64,
    /// Of them drawn.
    pub draws: u64,
    /// Legal indices (positions with their mirror image folded, try positions excluded).
    pub indices: u64,
}

impl Solution {
    /// The rule set solved.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The index used.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// Number of retrograde rounds run (the largest distance found, plus one).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The value of the position with index `i` of the solved range, or `None` for a don't-care
    /// index (not a legal position) or one out of the solved range. In a king class where the
    /// two 王 stand side by side (no slot, see `solve::layout`) it unranks `i` to tell a
    /// legal position (win 1) from an illegal index; `Solution::value_at_legal` does not.
    pub fn value_at(&self, i: u64) -> Option<Value> {
        if i >= self.index.solved_len() {
            return None;
        }
        match self.layout.slot(i) {
            Some(s) => self.value_at_slot(s as usize),
            None => self.index.unrank(i, self.rules).map(|_| Value::Win(1)),
        }
    }

    /// [`Solution::value_at`] for an index `i` of the solved range known to be a legal
    /// position (as [`Index::for_each_in`] or [`Index::rank`] give it): without unranking.
    /// For an illegal index the result is unspecified.
    #[inline]
    pub(crate) fn value_at_legal(&self, i: u64) -> Value {
        match self.layout.slot(i) {
            Some(s) => self.value_at_slot(s as usize).unwrap_or(Value::Draw),
            None => Value::Win(1),
        }
    }

    /// The value at slot `s` of the arrays ([`Layout`]); `None` for no legal position.
    #[inline]
    pub(crate) fn value_at_slot(&self, s: usize) -> Option<Value> {
        match code::decode(self.codes[s]) {
            Decoded::Value { value, .. } => Some(value),
            Decoded::Illegal => None,
            Decoded::Long => Some(self.long_value(s)),
        }
    }

    /// The value of slot `s`, whose byte is [`code::LONG`].
    #[cold]
    fn long_value(&self, s: usize) -> Value {
        let k = self
            .long
            .binary_search_by_key(&(s as u32), |e| e.0)
            .expect("a long slot is listed");
        self.long[k].1
    }

    /// Hints the processor to load what [`Solution::value_at`] reads for index `i` of the
    /// solved range (its byte: one cache miss for an index far from the last one read), so
    /// that a batch of look-ups overlaps them. Nothing for an index out of the solved range
    /// (no entry).
    #[inline]
    pub(crate) fn prefetch_value(&self, i: u64) {
        // No slot: past the solved range or in a folded class, nothing to fetch.
        let Some(i) = self.layout.slot(i) else {
            return;
        };
        crate::solve::prefetch(&self.codes[i as usize]);
    }

    /// The first half of a look-up of `pos` whose cache miss should overlap others: its index,
    /// with its entry prefetched, or `None` where the mover holds the try (win 0, no entry).
    /// [`Solution::value_prefetched`] is the second half.
    #[inline]
    pub(crate) fn prefetch_position(&self, pos: &Position) -> Option<u64> {
        if pos.try_holds() {
            return None;
        }
        let i = self.index.rank(pos);
        self.prefetch_value(i);
        Some(i)
    }

    /// The value of the position [`Solution::prefetch_position`] gave `i` for.
    #[inline]
    pub(crate) fn value_prefetched(&self, i: Option<u64>) -> Value {
        match i {
            Some(i) => self.value_at_legal(i),
            None => Value::Win(0),
        }
    }

    /// The value of `pos` for its player to move. `pos` must be legal for this table's rules
    /// and piece set.
    pub fn value(&self, pos: &Position) -> Value {
        if pos.try_holds() {
            return Value::Win(0);
        }
        self.value_at_legal(self.index.rank(pos))
    }

    /// Win/loss/draw counts over every legal position (mirror images counted apart, try
    /// positions included), as docs/RULES.md counts positions. From the bytes (a position counts
    /// twice unless it is its own mirror image): a fraction of a second.
    pub fn counts(&self) -> Counts {
        let (wins, losses, draws) = self
            .codes
            .par_chunks(CHUNK)
            .enumerate()
            .map(|(c, bytes)| {
                let mut n = (0u64, 0u64, 0u64);
                for (k, &b) in bytes.iter().enumerate() {
                    let value = match code::decode(b) {
                        Decoded::Value { value, .. } => value,
                        Decoded::Illegal => continue,
                        Decoded::Long => self.long_value(c * CHUNK + k),
                    };
                    match value {
                        Value::Win(_) => n.0 += 1,
                        Value::Loss(_) => n.1 += 1,
                        Value::Draw => n.2 += 1,
                    }
                }
                n
            })
            .reduce(|| (0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2));
        let mut c = Counts {
            positions: 2 * (wins + losses + draws),
            wins: 2 * wins,
            losses: 2 * losses,
            draws: 2 * draws,
            indices: wins + losses + draws,
        };
        for &i in &self.self_mirror {
            c.positions -= 1;
            match self.value_at(i as u64) {
                Some(Value::Win(_)) => c.wins -= 1,
                Some(Value::Loss(_)) => c.losses -= 1,
                Some(Value::Draw) => c.draws -= 1,
                None => unreachable!("self-mirror indices are legal positions"),
            }
        }
        c.positions += self.try_positions + self.adjacent_king_positions;
        c.wins += self.try_positions + self.adjacent_king_positions;
        c.indices += self.adjacent_king_indices;
        c
    }

    /// The value a table file stores for index `i`: its value, or `None` for a don't-care
    /// entry — no legal position, a position [`trivial_value`] settles (the probe recomputes
    /// it), or an index out of the solved range.
    pub fn stored_value(&self, i: u64) -> Option<Value> {
        // No slot: past the solved range, or a folded class (win 1, trivial, or illegal).
        self.stored_at_slot(self.layout.slot(i)? as usize)
    }

    /// [`Solution::stored_value`] of slot `s`.
    #[inline]
    fn stored_at_slot(&self, s: usize) -> Option<Value> {
        match code::decode(self.codes[s]) {
            Decoded::Value { trivial: true, .. } | Decoded::Illegal => None,
            Decoded::Value { value, .. } => Some(value),
            Decoded::Long => Some(self.long_value(s)),
        }
    }

    /// [`Solution::stored_value`] of every index of `range`, in order: `f(i, value)`. Finds
    /// each index's slot by stepping through the classes instead of dividing every index (the
    /// table writer calls it for all 641 M entries).
    #[doc(hidden)] // public for the integration tests in solver/tests only
    pub fn for_each_stored(
        &self,
        range: std::ops::Range<u64>,
        mut f: impl FnMut(u64, Option<Value>),
    ) {
        let per_class = self.index.per_class();
        let end = range.end;
        let mut i = range.start;
        while i < end {
            let class_end = ((i / per_class + 1) * per_class).min(end);
            match self.layout.slot(i) {
                None => (i..class_end).for_each(|j| f(j, None)),
                Some(first) => {
                    for (k, j) in (i..class_end).enumerate() {
                        let s = first as usize + k;
                        f(j, self.stored_at_slot(s));
                    }
                }
            }
            i = class_end;
        }
    }
}

/// Why `Solution::try_from_chunks` (or [`Solution::from_fn`]) could not build a solution.
#[derive(Debug, thiserror::Error)]
pub enum FromValuesError<E> {
    /// The source of the values failed (for a table file: a damaged block).
    #[error("{0}")]
    Source(E),
    /// A value's distance is longer than a [`Solution`] holds.
    #[error("index {index}: {value} is longer than the {MAX_DIST} plies a table holds")]
    DistanceTooLong {
        /// The index of the position.
        index: u64,
        /// Its value.
        value: Value,
    },
}

impl Solution {
    /// Builds the solution of `pieces` under `rules` from a value for every legal index of the
    /// solved range: `value(i, pos)` for index `i` and its position `pos` (a to move, as
    /// [`Index::unrank`] gives it) — except in the king classes where the two 王 stand side by
    /// side, which are win 1 by the rules and for which `value` is not asked (as in
    /// `Solution::try_from_chunks`). Parallel (current rayon pool). [`Solution::rounds`] is
    /// the largest distance plus one, as `solve` gives it.
    ///
    /// For tests and tools: a solution built from other values than `solve`'s is what
    /// [`Solution::verify`] is there to catch.
    ///
    /// # Errors
    /// [`FromValuesError::DistanceTooLong`] if a value's distance exceeds 254 plies.
    pub fn from_fn(
        rules: Rules,
        pieces: PieceSet,
        value: impl Fn(u64, &Position) -> Value + Sync,
    ) -> Result<Solution, FromValuesError<std::convert::Infallible>> {
        Solution::try_from_chunks(
            rules,
            pieces,
            &NoProgress,
            |_| Ok(()),
            |_, i, p, _| value(i, p),
        )
    }

    /// Like [`Solution::from_fn`], with values that come chunk by chunk from a fallible source
    /// (a table file): `chunk(range)` prepares the values of one range of indices (for
    /// instance, decodes it), then `value(&prepared, i, pos, trivial)` gives each legal index's
    /// value, where `trivial` is the position's [`trivial_value`] (computed once, for `value`
    /// and the solution's own record of which positions are trivial).
    /// Ranges are disjoint and cover the king classes of the solved range where the two 王 do
    /// not stand side by side; they are prepared in parallel, each on one thread, so memory
    /// stays at the solution plus one prepared chunk per thread. The positions of the other
    /// classes are win 1 by the rules (the mover's 王 takes the other) and `value` is not asked
    /// for them. Reports one progress phase, `reading values`.
    ///
    /// # Errors
    /// [`FromValuesError::Source`] with the first error of `chunk` met;
    /// [`FromValuesError::DistanceTooLong`] if a value's distance exceeds 254 plies.
    pub(crate) fn try_from_chunks<S, E: Send>(
        rules: Rules,
        pieces: PieceSet,
        progress: &dyn Progress,
        chunk: impl Fn(std::ops::Range<u64>) -> Result<S, E> + Sync,
        value: impl Fn(&S, u64, &Position, Option<Value>) -> Value + Sync,
    ) -> Result<Solution, FromValuesError<E>> {
        let index = Index::new(pieces);
        let layout = Layout::new(&index);
        let n = layout.len() as usize;
        // Every slot starts as no position; legal indices get their value's byte.
        let mut codes = crate::solve::zeroed_bytes(n);
        codes
            .par_chunks_mut(CHUNK)
            .for_each(|c| c.fill(code::ILLEGAL));
        // The largest distance plus one, over every determined position.
        let rounds = std::sync::atomic::AtomicU32::new(0);
        let chunks = layout.chunks();
        progress.start_phase(
            Phase::ReadingValues,
            chunks.iter().map(|(r, _)| r.end - r.start).sum(),
        );
        // Each chunk's slots start on a multiple of CHUNK: it owns its own bytes.
        let mut by_slot: Vec<Option<&(std::ops::Range<u64>, u64)>> = vec![None; n / CHUNK];
        for c in &chunks {
            by_slot[(c.1 as usize) / CHUNK] = Some(c);
        }
        type Found = (Vec<u32>, Vec<(u32, Value)>);
        let found: Vec<Found> = codes
            .par_chunks_mut(CHUNK)
            .zip(by_slot.par_iter())
            .map(|(bytes, piece)| {
                let Some((range, slot0)) = piece else {
                    return Ok((Vec::new(), Vec::new())); // padding only
                };
                let start = range.start;
                let prepared = chunk(range.clone()).map_err(FromValuesError::Source)?;
                let mut too_long = None;
                let mut longest = 0u32;
                let mut self_mirror = Vec::new();
                let mut long = Vec::new();
                // Chunks lie within one king class; only a mirror-symmetric one (both 王 on
                // the middle file) holds positions equal to their mirror image.
                let symmetric = index.class_is_symmetric(index.class_and_rem(start).0);
                index.for_each_in(range.clone(), rules, |i, pos| {
                    let k = (i - start) as usize;
                    let Some(pos) = pos else {
                        return; // not a legal position
                    };
                    if symmetric && pos == pos.mirror() {
                        self_mirror.push(i as u32);
                    }
                    let trivial = trivial_value(&pos, rules);
                    let v = value(&prepared, i, &pos, trivial);
                    let plies = match v {
                        Value::Win(p) | Value::Loss(p) => p,
                        Value::Draw => 0,
                    };
                    if plies as u32 > MAX_DIST {
                        too_long
                            .get_or_insert(FromValuesError::DistanceTooLong { index: i, value: v });
                        return;
                    }
                    bytes[k] = code::of_value(v, trivial.is_some());
                    if bytes[k] == code::LONG {
                        long.push(((*slot0 as usize + k) as u32, v));
                    }
                    if v != Value::Draw {
                        longest = longest.max(plies as u32 + 1);
                    }
                });
                if let Some(e) = too_long {
                    return Err(e);
                }
                rounds.fetch_max(longest, Relaxed);
                progress.advance(range.end - range.start);
                Ok((self_mirror, long))
            })
            .collect::<Result<_, _>>()?;
        let (self_mirror, long): (Vec<_>, Vec<_>) = found.into_iter().unzip();
        progress.end_phase(PhaseSummary::Indices(
            chunks.iter().map(|(r, _)| r.end - r.start).sum::<u64>(),
        ));
        let unstored = Unstored::count(&index, rules, &layout);
        // The folded classes hold win 1 (and no position lasts 1 ply longer).
        if unstored.adjacent_king_indices > 0 {
            rounds.fetch_max(2, Relaxed);
        }
        Ok(Solution {
            rules,
            index,
            layout,
            adjacent_king_positions: unstored.adjacent_king_positions,
            adjacent_king_indices: unstored.adjacent_king_indices,
            codes,
            // The chunks are in slot order, and each lists its slots in order.
            long: long.concat(),
            self_mirror: self_mirror.concat(),
            try_positions: unstored.try_positions,
            rounds: rounds.into_inner(),
        })
    }
}
