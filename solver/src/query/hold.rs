//! Holding puzzles (버티기 퍼즐): drawn positions where exactly one move keeps the draw
//! (docs/GLOSSARY.md, "holding puzzle"), and chains of them.
//!
//! # The test
//!
//! A position is a **holding position** when its player to move (the *defender*) has exactly
//! one legal move whose label is a draw and at least [`MIN_LOSING`] moves whose label is a
//! loss, and no winning move (so the position is drawn, and every move but the one loses).
//!
//! After the defender's one drawing move the opponent answers. Its **most testing replies** are
//! those of its replies that keep the draw (a reply that loses gives the defender a win, not a
//! puzzle) which leave the defender the fewest drawing moves. The **chain** of a holding
//! position is the number of the defender's turns it lasts:
//!
//! - 1 for the holding position itself;
//! - plus, when *every* most testing reply leads to a holding position again, the shortest
//!   chain among those positions (so whatever most testing reply the opponent picks, the
//!   defender has that many turns with exactly one drawing move);
//! - a position already met on the line (the defender's or the opponent's) ends the chain:
//!   the turn that repeats counts no further.
//!
//! A holding puzzle of length k is a holding position whose chain is k turns. [`check`] tests
//! one position against any [`ValueSource`]; [`most_testing_replies`] gives the replies a page
//! draws from; `puzzle::find` finds them all in its pass over the reachable positions
//! (the published convention, mirror images once), with the counts per chain length
//! ([`Holding`]).
//!
//! ```
//! use sibi_solver::query::hold::check;
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//! // a can take d's king at once: a win, not a position to hold.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! assert_eq!(check(&table, &pos).unwrap(), None);
//! ```

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::query::rank::labelled_moves;
use crate::query::ValueSource;
use crate::rng::Rng;
use crate::rules::{Move, Position, Successor, MAX_MOVES};
use crate::solve::{Solution, Value};
use arrayvec::ArrayVec;

/// The fewest losing moves a holding position has besides its one drawing move.
pub const MIN_LOSING: u32 = 3;

/// The longest chain counted, in turns of the defender: a chain that would go on is counted as
/// this long (it bounds the search of a chain whose most testing replies branch at every turn).
pub const MAX_TURNS: u16 = 64;

/// How many holding puzzles a search found of one chain length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldCount {
    /// The chain length, in turns of the defender.
    pub turns: u16,
    /// Holding positions whose chain is that long.
    pub puzzles: u64,
}

/// The holding puzzles a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Holding {
    /// The drawn positions searched (the candidates).
    pub drawn: u64,
    /// Per chain length, shortest first; only lengths with at least one puzzle.
    pub counts: Vec<HoldCount>,
    /// Every holding puzzle `(turns, position)`, sorted by turns then by index (the member of
    /// a mirror pair that the index ranks, the defender to move).
    pub puzzles: Vec<(u16, Position)>,
}

/// The run of `puzzles` (sorted by their key: length or turns) whose key is `key`.
pub(crate) fn with_key(puzzles: &[(u16, Position)], key: u16) -> &[(u16, Position)] {
    let lo = puzzles.partition_point(|p| p.0 < key);
    let hi = puzzles.partition_point(|p| p.0 <= key);
    &puzzles[lo..hi]
}

/// `k` distinct members of `pool` drawn uniformly with the generator [`Rng::new`]`(seed)`, in
/// the order drawn (a partial Fisher–Yates shuffle of the first `k` places): the same seed
/// gives the same puzzles. Fewer when the pool has fewer.
pub(crate) fn draw_distinct(pool: &[(u16, Position)], k: usize, seed: u64) -> Vec<(u16, Position)> {
    let mut idx: Vec<usize> = (0..pool.len()).collect();
    let mut rng = Rng::new(seed);
    let k = k.min(pool.len());
    for i in 0..k {
        let j = i + rng.below((pool.len() - i) as u64) as usize;
        idx.swap(i, j);
    }
    idx[..k].iter().map(|&i| pool[i]).collect()
}

impl Holding {
    /// The puzzles whose chain is `turns` long, in the order of [`Holding::puzzles`].
    pub fn of_turns(&self, turns: u16) -> &[(u16, Position)] {
        with_key(&self.puzzles, turns)
    }

    /// `k` distinct puzzles drawn uniformly with the generator [`Rng::new`]`(seed)` from those
    /// of chain length `turns` (every length when `None`), as
    /// `puzzle::Found::sample` draws the winning ones.
    pub fn sample(&self, turns: Option<u16>, k: usize, seed: u64) -> Vec<(u16, Position)> {
        let pool = match turns {
            Some(n) => self.of_turns(n),
            None => &self.puzzles,
        };
        draw_distinct(pool, k, seed)
    }

    /// The counts per chain length of `puzzles` (sorted by turns).
    fn count(puzzles: &[(u16, Position)]) -> Vec<HoldCount> {
        let mut counts: Vec<HoldCount> = Vec::new();
        for &(turns, _) in puzzles {
            match counts.last_mut() {
                Some(c) if c.turns == turns => c.puzzles += 1,
                _ => counts.push(HoldCount { turns, puzzles: 1 }),
            }
        }
        counts
    }
}

/// A position's moves as the chain needs them: how many draw and how many lose (labels for
/// its player to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Status {
    /// Moves whose label is a draw, counted up to 2.
    draws: u8,
    /// Whether some move wins.
    wins: bool,
    /// Whether at least [`MIN_LOSING`] moves lose.
    losing: bool,
}

impl Status {
    /// A holding position: one drawing move, no winning one, enough losing ones.
    fn holds(self) -> bool {
        self.draws == 1 && !self.wins && self.losing
    }
}

/// What the chain asks of the table: two questions, answered by probing ([`Probing`]) or from
/// a solution in memory with a cache ([`Fast`]).
trait Oracle {
    type Error;
    /// The moves of `pos` whose label is a draw, with the positions after them.
    fn draws(&self, pos: &Position) -> Result<Vec<(Move, Position)>, Self::Error>;
    /// The [`Status`] of `pos`.
    fn status(&self, pos: &Position) -> Result<Status, Self::Error>;
}

/// The status of a position from its moves' labels.
fn status_of(labels: impl Iterator<Item = Value>) -> Status {
    let (mut draws, mut wins, mut losses) = (0u8, false, 0u32);
    for v in labels {
        match v {
            Value::Draw => draws = (draws + 1).min(2),
            Value::Win(_) => wins = true,
            Value::Loss(_) => losses += 1,
        }
    }
    Status {
        draws,
        wins,
        losing: losses >= MIN_LOSING,
    }
}

/// [`Oracle`] over any [`ValueSource`]: each question probes every move.
struct Probing<'a, S>(&'a S);

impl<S: ValueSource> Oracle for Probing<'_, S> {
    type Error = S::Error;
    fn draws(&self, pos: &Position) -> Result<Vec<(Move, Position)>, S::Error> {
        Ok(labelled_moves(self.0, pos)?
            .into_iter()
            .filter(|m| m.value == Value::Draw)
            .filter_map(|m| Some((m.mv, m.after?)))
            .collect())
    }
    fn status(&self, pos: &Position) -> Result<Status, S::Error> {
        Ok(status_of(
            labelled_moves(self.0, pos)?.into_iter().map(|m| m.value),
        ))
    }
}

/// The most testing replies at `q` (the opponent to move, after the defender's drawing move):
/// its drawing replies that leave the defender the fewest drawing moves, in legal-move order,
/// each with the defender's position after it and whether that position holds (one drawing
/// move, enough losing ones).
fn testing<O: Oracle>(oracle: &O, q: &Position) -> Result<Vec<(Move, Position, bool)>, O::Error> {
    let mut best: Vec<(Move, Position, bool)> = Vec::new();
    let mut fewest = u8::MAX;
    for (r, d) in oracle.draws(q)? {
        let s = oracle.status(&d)?;
        if s.draws < fewest {
            fewest = s.draws;
            best.clear();
        }
        if s.draws == fewest {
            best.push((r, d, s.holds()));
        }
    }
    Ok(best)
}

/// The chain of `pos` (module documentation) with `line` the positions met before it: 0 when
/// `pos` is no holding position, else its turns (at most `cap`).
fn chain<O: Oracle>(
    oracle: &O,
    pos: &Position,
    line: &mut Vec<Position>,
    cap: u16,
) -> Result<u16, O::Error> {
    let draws = oracle.draws(pos)?;
    let [(_, q)] = draws.as_slice() else {
        return Ok(0);
    };
    if !oracle.status(pos)?.holds() {
        return Ok(0);
    }
    chain_after(oracle, pos, q, line, cap)
}

/// [`chain`] of the holding position `pos` whose one drawing move leads to `q`.
fn chain_after<O: Oracle>(
    oracle: &O,
    pos: &Position,
    q: &Position,
    line: &mut Vec<Position>,
    cap: u16,
) -> Result<u16, O::Error> {
    if cap <= 1 || line.contains(q) {
        return Ok(1);
    }
    let replies = testing(oracle, q)?;
    if replies.is_empty() || replies.iter().any(|r| !r.2) {
        return Ok(1);
    }
    line.push(*pos);
    line.push(*q);
    let mut more = cap - 1;
    for (_, d, _) in &replies {
        let n = if line.contains(d) {
            0
        } else {
            chain(oracle, d, line, more)?
        };
        more = more.min(n);
        if more == 0 {
            break;
        }
    }
    line.truncate(line.len() - 2);
    Ok(1 + more)
}

/// Whether `pos` is a holding puzzle: `Some(turns)`, its chain length (module documentation,
/// at most [`MAX_TURNS`]), or `None`. Probes every move of the positions the chain meets.
///
/// # Errors
/// The first error of `source`.
pub fn check<S: ValueSource>(source: &S, pos: &Position) -> Result<Option<u16>, S::Error> {
    if pos.game_over(source.rules()).is_some() {
        return Ok(None);
    }
    let n = chain(&Probing(source), pos, &mut Vec::new(), MAX_TURNS)?;
    Ok((n > 0).then_some(n))
}

/// The defender's one drawing move at `pos` and the position after it, when `pos` is a
/// holding position (one drawing move, at least [`MIN_LOSING`] losing ones, no winning one).
///
/// # Errors
/// The first error of `source`.
pub fn only_hold<S: ValueSource>(
    source: &S,
    pos: &Position,
) -> Result<Option<(Move, Position)>, S::Error> {
    let oracle = Probing(source);
    let draws = oracle.draws(pos)?;
    match draws.as_slice() {
        [one] if oracle.status(pos)?.holds() => Ok(Some(*one)),
        _ => Ok(None),
    }
}

/// The opponent's most testing replies at `q` (module documentation), in legal-move order,
/// each with the defender's position after it: a served puzzle draws one of them from its
/// seed.
///
/// # Errors
/// The first error of `source`.
pub fn most_testing_replies<S: ValueSource>(
    source: &S,
    q: &Position,
) -> Result<Vec<(Move, Position)>, S::Error> {
    Ok(testing(&Probing(source), q)?
        .into_iter()
        .map(|(r, d, _)| (r, d))
        .collect())
}

/// [`Oracle`] over a solution in memory: each position's children read as the winning puzzles'
/// search reads them, and the status of the defender's positions (met again under many
/// holding positions) kept in a direct-mapped cache of [`Fast::SLOTS`] words by index.
struct Fast<'a> {
    solution: &'a Solution,
    slots: Vec<AtomicU64>,
}

impl<'a> Fast<'a> {
    /// Words of the cache: 2¹⁸ (2 MiB).
    const SLOTS: usize = 1 << 18;

    fn new(solution: &'a Solution) -> Fast<'a> {
        Fast {
            solution,
            slots: (0..Self::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, i: u64) -> &AtomicU64 {
        let h = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - Self::SLOTS.trailing_zeros());
        &self.slots[h as usize]
    }
}

impl Oracle for Fast<'_> {
    type Error = std::convert::Infallible;
    fn draws(&self, pos: &Position) -> Result<Vec<(Move, Position)>, Self::Error> {
        let mut out = Vec::new();
        let mut moves = Vec::new();
        pos.for_each_move(self.solution.rules(), |m| {
            moves.push(m);
            true
        });
        let mut k = 0;
        for_each_child_value(self.solution, pos, |child, _, value| {
            // A child drawn for its mover: the move's label is a draw.
            if value == Value::Draw {
                if let Some(c) = child {
                    out.push((moves[k], *c));
                }
            }
            k += 1;
        });
        Ok(out)
    }
    fn status(&self, pos: &Position) -> Result<Status, Self::Error> {
        let i = self.solution.index().rank(pos);
        // A word: 8(i + 1) + Status::bits, 0 is empty.
        let word = self.slot(i).load(Relaxed);
        if word >> 3 == i + 1 {
            return Ok(Status::of_bits(word));
        }
        let mut labels = Vec::new();
        for_each_child_value(self.solution, pos, |_, _, v| {
            labels.push(v.back());
        });
        let s = status_of(labels.into_iter());
        self.slot(i).store(s.word(i), Relaxed);
        Ok(s)
    }
}

impl Status {
    /// The cache word of this status at index `i`: `wins` in bit 2, `losing` in bit 1 and
    /// whether there is more than one drawing move in bit 0 (none, in a position met here, is
    /// only possible with a winning move).
    fn word(self, i: u64) -> u64 {
        ((i + 1) << 3)
            | u64::from(self.wins) << 2
            | u64::from(self.losing) << 1
            | u64::from(self.draws > 1)
    }

    /// The status of a cache word ([`Status::word`]).
    fn of_bits(word: u64) -> Status {
        let wins = word & 4 != 0;
        Status {
            draws: if word & 1 != 0 { 2 } else { u8::from(!wins) },
            wins,
            losing: word & 2 != 0,
        }
    }
}

/// Whether a drawn position whose children have the values `children` (for each child's own
/// mover, one per legal move: a drawn position has no move that captures the 王) is a holding
/// position: one child drawn, at least [`MIN_LOSING`] won for their mover, none lost.
pub(crate) fn root_holds(children: &[Value]) -> bool {
    status_of(children.iter().map(|v| v.back())).holds()
}

/// The chains of the holding positions `roots` (their indices in `solution`), in parallel:
/// the [`Holding`] of a search that met `drawn` drawn positions.
pub(crate) fn chains(solution: &Solution, roots: &[u64], drawn: u64) -> Holding {
    let fast = Fast::new(solution);
    let (index, rules) = (solution.index(), solution.rules());
    let mut found: Vec<u64> = roots
        .par_iter()
        .map(|&i| {
            let pos = index.unrank(i, rules).expect("a kept index is legal");
            let Ok(n) = chain(&fast, &pos, &mut Vec::new(), MAX_TURNS);
            u64::from(n) << 32 | i
        })
        .filter(|e| e >> 32 > 0)
        .collect();
    found.sort_unstable();
    let puzzles: Vec<(u16, Position)> = found
        .into_iter()
        .map(|e| {
            let p = index.unrank(e & 0xFFFF_FFFF, rules);
            ((e >> 32) as u16, p.expect("a kept index is legal"))
        })
        .collect();
    Holding {
        drawn,
        counts: Holding::count(&puzzles),
        puzzles,
    }
}

#[cfg(test)]
#[path = "hold_tests.rs"]
mod tests;

/// Calls `f` with each legal move's child of `pos`, its index and its value for the child's
/// player to move, in legal-move order: `None`, `None` and loss 0 for a move that captures the
/// 王; no index and win 0 for a child where the mover holds the try (no table entry). All
/// children are ranked, their values prefetched, then read: the cache misses overlap, as in
/// `Solution`'s [`ValueSource::values`], without its lists. Allocates nothing.
pub(super) fn for_each_child_value(
    solution: &Solution,
    pos: &Position,
    mut f: impl FnMut(Option<&Position>, Option<u64>, Value),
) {
    let mut children: ArrayVec<(Option<Position>, Option<u64>), MAX_MOVES> = ArrayVec::new();
    pos.for_each_move(solution.rules(), |m| {
        children.push(match pos.play_unchecked(m) {
            Successor::KingCapture => (None, None),
            Successor::Position(c) => (Some(c), solution.prefetch_position(&c)),
        });
        true
    });
    for &(child, i) in &children {
        let value = match child {
            None => Value::Loss(0),
            Some(_) => solution.value_prefetched(i),
        };
        f(child.as_ref(), i, value);
    }
}
