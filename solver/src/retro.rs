//! Parallel retrograde analysis: every position of a piece set labelled win n / loss n / draw
//! for the player to move, n = distance to the end of the game in plies (RULES.md, "Values and
//! distance").
//!
//! # Algorithm
//!
//! Frontier rounds with out-degree counters, over the index of [`crate::index::Index`]:
//!
//! 1. **Initial pass** (parallel over the index): a position whose mover can capture the enemy
//!    王 is **win 1**; one with no legal move is **loss 0**. Every other position counts its
//!    *distinct child indices* that are not trivially won for the opponent (a child is
//!    trivially won when its mover holds the try, win 0, or can capture a king, win 1). With no
//!    such child it is **loss 1 + the largest trivial value** (1 or 2); otherwise the count is
//!    kept in its byte. Distinct moves lead to distinct child indices except from a position
//!    that is its own mirror image, so only those rank their children; the others count their
//!    moves that do not leave the 王 to be captured ([`Position::count_safe_moves`]), without
//!    playing them. Positions where the mover already holds the try (win 0) are outside the
//!    solved range ([`Index::solved_len`]).
//! 2. **Round d = 0, 1, 2, …** — phase 1: every predecessor of a **loss d** position that is
//!    still undetermined becomes **win d + 1**; phase 2: for every **win d** position (d ≥ 2),
//!    each distinct undetermined predecessor index loses one from its counter, and one that
//!    reaches zero becomes **loss d + 1**. Rounds run until no frontier is left.
//! 3. Positions never determined are **draws**: neither side can force the end.
//!
//! Because rounds are level-synchronous, a position is first reached at its exact distance, so
//! the result does not depend on the number of threads.
//!
//! # Memory
//!
//! One byte per index of the solved range (while solving: the counter, then a mark with the
//! distance; at the end: the distance) and three bit-planes (won, lost — both set = not a legal
//! position — and trivial: settled by [`trivial_value`], not stored in a table file), plus the
//! frontier lists (4 bytes per entry) and the indices of self-mirror positions (for
//! [`Solution::counts`]). The rounds look only at the byte,
//! gathering a batch of predecessors and prefetching their bytes before reading any.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

use bitvec::prelude::*;
use rayon::prelude::*;

use crate::index::Index;
use crate::movegen::Successor;
use crate::position::Position;
use crate::types::{PieceSet, Role, Rules};

/// The value of a position for the player to move (RULES.md, "Values and distance").
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Value {
    /// The player to move wins in this many plies (0 = it already holds the try).
    Win(u16),
    /// The player to move loses in this many plies (0 = it has no legal move).
    Loss(u16),
    /// Neither side can force the end: perfect play goes on forever.
    Draw,
}

impl Value {
    /// The value one ply earlier, for the player who moves into a position of value `self`:
    /// loss n → win n + 1, win n → loss n + 1, draw → draw.
    pub fn back(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }
}

impl std::fmt::Display for Value {
    /// `win 5`, `loss 4`, `draw`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

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
pub struct NoProgress;

impl Progress for NoProgress {
    fn start_phase(&self, _: &str, _: u64) {}
    fn advance(&self, _: u64) {}
    fn end_phase(&self, _: &str) {}
}

/// The solved table of one rule set and piece set, in memory.
pub struct Solution {
    rules: Rules,
    index: Index,
    /// Distance in plies per index of the solved range (0 for draws and illegal indices).
    dist: Vec<u8>,
    won: BitVec<u64, Lsb0>,
    lost: BitVec<u64, Lsb0>,
    /// Legal positions whose value [`trivial_value`] gives (a table file does not store them).
    trivial: BitVec<u64, Lsb0>,
    /// Indices of the solved range whose position is its own mirror image (counted once, not
    /// twice, as positions), in increasing order.
    self_mirror: Vec<u32>,
    /// Legal positions where the mover holds the try (win 0, past the solved range), mirror
    /// images counted apart.
    try_positions: u64,
    rounds: u32,
}

/// Largest distance a byte can hold; a longer one is an error of the solver.
const MAX_DIST: u32 = 254;
/// Work unit for the parallel passes (indices per rayon task).
const CHUNK: usize = 1 << 14;

/// Shared state of a running solve.
///
/// `state` holds one byte per index of the solved range: `0..=127` an undetermined position
/// and its counter of distinct non-trivial child indices not yet known to be won for the
/// opponent; `128 + d` a position determined at distance `d < 127`; [`LONG`] one determined at
/// distance ≥ 127 (kept in a side list) or an illegal index. Every check of the retrograde
/// rounds reads this one byte; whether a determined position is won or lost goes to the
/// bit-planes, written once when it is determined.
struct Work<'a> {
    rules: Rules,
    index: &'a Index,
    state: &'a [AtomicU8],
    // bitvec's planes, written through their raw words: bitvec has no atomic `fetch_or` on a
    // shared slice, and two threads may set bits of one word at once.
    won: &'a [AtomicU64],
    lost: &'a [AtomicU64],
    trivial: &'a [AtomicU64],
}

/// What the initial pass over one chunk found.
#[derive(Default)]
struct InitOut {
    /// Losses by distance (0, 1 or 2).
    losses: [Vec<u32>; 3],
    /// Indices whose position is its own mirror image.
    self_mirror: Vec<u32>,
}

/// State byte of a position determined at a distance of 127 plies or more, or of an illegal
/// index.
const LONG: u8 = 255;
/// State bit of a determined position.
const DETERMINED: u8 = 128;

/// The state byte of a position determined at distance `d`.
#[inline]
fn determined(d: u32) -> u8 {
    if d < (LONG - DETERMINED) as u32 {
        DETERMINED + d as u8
    } else {
        LONG
    }
}

/// Sets bit `i` of a plane.
#[inline]
fn set_bit(words: &[AtomicU64], i: u64) {
    words[(i / 64) as usize].fetch_or(1 << (i % 64), Relaxed);
}

/// Hints the processor to load the cache line holding `byte`.
#[inline]
fn prefetch(byte: &AtomicU8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(byte as *const AtomicU8 as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = byte;
}

/// Trivial value of a position for its mover: `Some(0)` when it holds the try, `Some(1)` when it
/// can capture the enemy king, else `None`.
#[inline]
fn trivial_win(pos: &Position) -> Option<u16> {
    if pos.try_holds() {
        Some(0)
    } else if pos.can_capture_king() {
        Some(1)
    } else {
        None
    }
}

/// The value of `pos` for its player to move when a one-ply look settles it, else `None`
/// (RULES.md, "Values and distance"):
///
/// * the mover's 王 stands in the enemy camp (the try is held): **win 0**;
/// * the mover can capture the enemy 王: **win 1**;
/// * the enemy 王 stands in the mover's camp and cannot be captured: **loss 1** — every move
///   leaves the enemy holding the try — or **loss 0** when the mover has no legal move.
///
/// Any side to move. The tablebase file stores no value for these positions (they are "don't
/// care" entries, see [`crate::tablebase`]): the writer leaves them out and the probe
/// recomputes them with this very function, so both sides always agree on which they are.
/// Cost: a few bit operations, plus a legal-move check in the third case.
pub fn trivial_value(pos: &Position, rules: Rules) -> Option<Value> {
    if pos.try_holds() {
        return Some(Value::Win(0));
    }
    if pos.can_capture_king() {
        return Some(Value::Win(1));
    }
    let us = pos.side_to_move();
    if pos.pieces(us.other(), Role::King) & us.camp() != 0 {
        return Some(if pos.has_legal_move(rules) {
            Value::Loss(1)
        } else {
            Value::Loss(0)
        });
    }
    None
}

/// Frontier entries whose predecessors are gathered before any is looked at, so that the
/// processor fetches their state bytes in parallel (the table is far larger than the caches).
const BATCH: usize = 64;

impl Work<'_> {
    /// Initial pass over `range`: records the losses found and the self-mirror positions in
    /// `out`.
    fn init_chunk(&self, range: std::ops::Range<u64>, out: &mut InitOut) {
        let mut children: Vec<u32> = Vec::with_capacity(crate::movegen::MAX_MOVES);
        self.index.for_each_in(range, self.rules, |i, pos| {
            let state = &self.state[i as usize];
            let Some(pos) = pos else {
                set_bit(self.won, i);
                set_bit(self.lost, i);
                state.store(LONG, Relaxed);
                return;
            };
            let self_mirror = pos == pos.mirror();
            if self_mirror {
                out.self_mirror.push(i as u32);
            }
            // King capture (win 1), or the enemy king in our camp (loss 1, loss 0 without a
            // move): settled without looking at the children.
            match trivial_value(&pos, self.rules) {
                Some(Value::Win(n)) => {
                    set_bit(self.won, i);
                    set_bit(self.trivial, i);
                    state.store(determined(n as u32), Relaxed);
                    return;
                }
                Some(Value::Loss(n)) => {
                    set_bit(self.lost, i);
                    set_bit(self.trivial, i);
                    state.store(determined(n as u32), Relaxed);
                    out.losses[n as usize].push(i as u32);
                    return;
                }
                _ => {}
            }
            let d = if self_mirror {
                match self.count_self_mirror_children(&pos, &mut children) {
                    Ok(distinct) => {
                        state.store(distinct as u8, Relaxed);
                        return;
                    }
                    Err(d) => d,
                }
            } else {
                // Distinct legal moves give distinct positions, and two children share an
                // index only when they are mirror images of each other, which happens only
                // when the position is its own mirror image (moves m and mirror(m)); a test
                // checks this on whole universes. So the other positions count moves. A child
                // is trivially won for its mover exactly when it can capture our king: it
                // cannot hold the try, as our camp holds no enemy 王 here (`trivial_value`).
                match pos.count_safe_moves(self.rules) {
                    (0, _) => 0,
                    (_, 0) => 2,
                    (_, safe) => {
                        state.store(safe as u8, Relaxed);
                        return;
                    }
                }
            };
            set_bit(self.lost, i);
            state.store(determined(d as u32), Relaxed);
            out.losses[d].push(i as u32);
        });
    }

    /// The initial pass for a position `pos` (a to move, not settled by [`trivial_value`])
    /// that is its own mirror image: `Ok(n)` with `n` > 0 its distinct non-trivial child
    /// indices, or `Err(d)` when it is lost in `d` plies (0: no legal move; else every child is
    /// trivially won for its mover, and `d` is 1 + the largest such value).
    fn count_self_mirror_children(
        &self,
        pos: &Position,
        children: &mut Vec<u32>,
    ) -> Result<usize, usize> {
        children.clear();
        let mut any_move = false;
        let mut trivial_max: Option<u16> = None;
        pos.for_each_move(self.rules, |m| {
            any_move = true;
            let Successor::Position(child) = pos.play(m) else {
                unreachable!("king captures were handled by trivial_value")
            };
            match trivial_win(&child) {
                Some(v) => trivial_max = Some(trivial_max.map_or(v, |t| t.max(v))),
                None => children.push(self.index.rank(&child) as u32),
            }
            true
        });
        children.sort_unstable();
        children.dedup();
        match (any_move, children.len()) {
            (false, _) => Err(0),
            (true, 0) => Err(1 + trivial_max.expect("some move") as usize),
            (true, n) => Ok(n),
        }
    }

    /// The predecessor indices of the frontier entries `batch`, distinct per entry, into
    /// `preds`; the state byte of each is prefetched.
    fn predecessors(&self, batch: &[u32], preds: &mut Vec<u32>) {
        preds.clear();
        for &i in batch {
            let pos = self
                .index
                .unrank(i as u64, self.rules)
                .expect("frontier holds legal positions");
            let start = preds.len();
            // Predecessors of the rotated position (d to move) are already seen from their
            // mover (a), so ranking them needs no rotation.
            pos.rotate()
                .for_each_unmove(self.rules, |_, q| preds.push(self.index.rank(&q) as u32));
            // Distinct unmoves give distinct predecessors; two share an index only when they
            // are mirror images p ≠ mirror(p), and then p moves both to this position and to
            // its mirror image. As `init_chunk` relies on, only a position that is its own
            // mirror image has two children that are mirror images of each other; p is not,
            // so this position must be its own mirror image for duplicates to occur.
            if pos == pos.mirror() {
                preds[start..].sort_unstable();
                let mut kept = start;
                for j in start..preds.len() {
                    if j == start || preds[j] != preds[kept - 1] {
                        preds[kept] = preds[j];
                        kept += 1;
                    }
                }
                preds.truncate(kept);
            }
            for &q in &preds[start..] {
                prefetch(&self.state[q as usize]);
            }
        }
    }

    /// Calls `visit(q, state of q)` for every distinct predecessor `q` of each entry of
    /// `frontier`, in parallel; returns the predecessors for which `visit` returned `true` (the
    /// ones it determined).
    fn for_each_predecessor(
        &self,
        frontier: &[u32],
        progress: &dyn Progress,
        visit: impl Fn(u32, &AtomicU8) -> bool + Sync,
    ) -> Vec<u32> {
        frontier
            .par_chunks(CHUNK / 16)
            .map_init(Vec::new, |preds, chunk| {
                let mut found = Vec::new();
                for batch in chunk.chunks(BATCH) {
                    self.predecessors(batch, preds);
                    for &q in preds.iter() {
                        if visit(q, &self.state[q as usize]) {
                            found.push(q);
                        }
                    }
                }
                progress.advance(chunk.len() as u64);
                found
            })
            .flatten_iter()
            .collect()
    }

    /// Phase 1: predecessors of the loss-`d` positions `frontier` become win `d + 1`.
    fn mark_wins(&self, frontier: &[u32], d: u32, progress: &dyn Progress) -> Vec<u32> {
        let next = determined(d + 1);
        self.for_each_predecessor(frontier, progress, |q, state| {
            let b = state.load(Relaxed);
            // No counter changes during phase 1, so `b` is current unless another thread
            // claims the position first, which the exchange detects.
            let claimed =
                b < DETERMINED && state.compare_exchange(b, next, Relaxed, Relaxed).is_ok();
            if claimed {
                set_bit(self.won, q as u64);
            }
            claimed
        })
    }

    /// Phase 2: each win-`d` position of `frontier` counts down its undetermined predecessors;
    /// those reaching zero become loss `d + 1`.
    fn count_down(&self, frontier: &[u32], d: u32, progress: &dyn Progress) -> Vec<u32> {
        let next = determined(d + 1);
        self.for_each_predecessor(frontier, progress, |q, state| {
            // Each (predecessor, child) index pair counts down once, and the counter started at
            // the number of such children: the thread that takes it to zero is the last to
            // touch it this phase.
            let zero = state.load(Relaxed) < DETERMINED && state.fetch_sub(1, Relaxed) == 1;
            if zero {
                state.store(next, Relaxed);
                set_bit(self.lost, q as u64);
            }
            zero
        })
    }
}

/// Errors of [`solve`].
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// A distance did not fit the table's byte (more than 254 plies).
    #[error("a distance exceeded {MAX_DIST} plies; the table cannot store it")]
    DistanceOverflow,
    /// The index does not fit the solver's 32-bit frontier entries.
    #[error("the index has {0} entries, more than the solver's 2^32 limit")]
    TooLarge(u64),
}

/// Solves every position of `pieces` under `rules` (see the module docs for the algorithm).
///
/// Runs on the current rayon thread pool; the result is the same for any number of threads.
///
/// # Errors
/// [`SolveError::DistanceOverflow`] if a distance exceeds 254 plies; [`SolveError::TooLarge`]
/// if the index has 2³² entries or more.
pub fn solve(
    rules: Rules,
    pieces: PieceSet,
    progress: &dyn Progress,
) -> Result<Solution, SolveError> {
    let index = Index::new(pieces);
    let n = index.solved_len();
    if n >= u32::MAX as u64 {
        return Err(SolveError::TooLarge(n));
    }
    let mut dist = vec![0u8; n as usize];
    let mut won: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    let mut lost: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    let mut trivial: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    let mut self_mirror: Vec<u32> = Vec::new();
    // Positions determined at 127 plies or more: their state byte is LONG.
    let mut long: Vec<(u32, u8)> = Vec::new();
    let rounds;
    {
        // SAFETY: `AtomicU8`/`AtomicU64` have the same size, alignment and bit validity as
        // `u8`/`u64`, and the exclusive borrows are held for the whole block.
        let state: &[AtomicU8] =
            unsafe { &*(dist.as_mut_slice() as *mut [u8] as *const [AtomicU8]) };
        let won_atomic: &[AtomicU64] =
            unsafe { &*(won.as_raw_mut_slice() as *mut [u64] as *const [AtomicU64]) };
        let lost_atomic: &[AtomicU64] =
            unsafe { &*(lost.as_raw_mut_slice() as *mut [u64] as *const [AtomicU64]) };
        let trivial_atomic: &[AtomicU64] =
            unsafe { &*(trivial.as_raw_mut_slice() as *mut [u64] as *const [AtomicU64]) };
        let work = Work {
            rules,
            index: &index,
            state,
            won: won_atomic,
            lost: lost_atomic,
            trivial: trivial_atomic,
        };

        progress.start_phase("initial pass", n);
        let chunks: Vec<u64> = (0..n).step_by(CHUNK).collect();
        let init: Vec<InitOut> = chunks
            .par_iter()
            .map(|&start| {
                let mut out = InitOut::default();
                work.init_chunk(start..(start + CHUNK as u64).min(n), &mut out);
                progress.advance((CHUNK as u64).min(n - start));
                out
            })
            .collect();
        // pending losses by distance, starting with those of the initial pass.
        let mut pending_losses: Vec<Vec<u32>> = vec![Vec::new(); 3];
        for out in init {
            for (d, v) in out.losses.into_iter().enumerate() {
                pending_losses[d].extend(v);
            }
            self_mirror.extend(out.self_mirror);
        }
        progress.end_phase(&format!(
            "losses at 0/1/2 plies: {}/{}/{}",
            pending_losses[0].len(),
            pending_losses[1].len(),
            pending_losses[2].len()
        ));

        progress.start_phase("retrograde rounds", 0);
        let mut wins_at_d: Vec<u32> = Vec::new(); // win-d positions to count down
        let mut d: u32 = 0;
        loop {
            if pending_losses.len() <= d as usize + 1 {
                pending_losses.resize(d as usize + 2, Vec::new());
            }
            let losses = std::mem::take(&mut pending_losses[d as usize]);
            let more_pending = pending_losses[d as usize + 1..]
                .iter()
                .any(|v| !v.is_empty());
            if losses.is_empty() && wins_at_d.is_empty() && !more_pending {
                break;
            }
            if d + 1 > MAX_DIST {
                return Err(SolveError::DistanceOverflow);
            }
            let new_wins = work.mark_wins(&losses, d, progress);
            let new_losses = work.count_down(&wins_at_d, d, progress);
            if determined(d + 1) == LONG {
                let next = (d + 1) as u8;
                long.extend(new_wins.iter().chain(&new_losses).map(|&q| (q, next)));
            }
            pending_losses[d as usize + 1].extend(new_losses);
            wins_at_d = new_wins;
            d += 1;
        }
        rounds = d;
        progress.end_phase(&format!("{d} rounds"));
    }
    // State bytes become distances: draws keep a leftover counter (→ 0), illegal indices 0,
    // long distances come from the side list.
    dist.par_chunks_mut(CHUNK).for_each(|bytes| {
        for b in bytes {
            *b = match *b {
                LONG => 0,
                x if x >= DETERMINED => x - DETERMINED,
                _ => 0,
            };
        }
    });
    for (q, d) in long {
        dist[q as usize] = d;
    }
    let try_positions = count_try_positions(&index, rules);
    Ok(Solution {
        rules,
        index,
        dist,
        won,
        lost,
        trivial,
        self_mirror,
        try_positions,
        rounds,
    })
}

/// Legal positions past the solved range (the mover holds the try), mirror images counted
/// apart. Parallel (current rayon pool).
fn count_try_positions(index: &Index, rules: Rules) -> u64 {
    let tries: Vec<u64> = (index.solved_len()..index.len()).step_by(CHUNK).collect();
    tries
        .par_iter()
        .map(|&s| {
            let mut n = 0;
            index.for_each_in(s..s + CHUNK as u64, rules, |_, pos| {
                if let Some(p) = pos {
                    n += if p.mirror() == p { 1 } else { 2 };
                }
            });
            n
        })
        .sum()
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
    /// index (not a legal position) or one out of the solved range.
    pub fn value_at(&self, i: u64) -> Option<Value> {
        if i >= self.index.solved_len() {
            return None;
        }
        let i = i as usize;
        match (self.won[i], self.lost[i]) {
            (true, true) => None,
            (true, false) => Some(Value::Win(self.dist[i] as u16)),
            (false, true) => Some(Value::Loss(self.dist[i] as u16)),
            (false, false) => Some(Value::Draw),
        }
    }

    /// The value of `pos` for its player to move. `pos` must be legal for this table's rules
    /// and piece set.
    pub fn value(&self, pos: &Position) -> Value {
        if pos.try_holds() {
            return Value::Win(0);
        }
        self.value_at(self.index.rank(pos))
            .expect("a legal position has a legal index")
    }

    /// Win/loss/draw counts over every legal position (mirror images counted apart, try
    /// positions included), as RULES.md counts positions. From the bit-planes (a position
    /// counts twice unless it is its own mirror image): a fraction of a second.
    pub fn counts(&self) -> Counts {
        let n = self.index.solved_len() as usize;
        let (won, lost) = (self.won.as_raw_slice(), self.lost.as_raw_slice());
        // Bits past `n` in the last word are zero in both planes: they would count as draws.
        let tail = n % 64;
        let last = won.len().saturating_sub(1);
        let (wins, losses, draws) = (0..won.len())
            .into_par_iter()
            .with_min_len(1 << 12)
            .map(|k| {
                let valid = if k == last && tail != 0 {
                    (1u64 << tail) - 1
                } else {
                    u64::MAX
                };
                let (w, l) = (won[k], lost[k]);
                (
                    (w & !l).count_ones() as u64,
                    (l & !w).count_ones() as u64,
                    (!w & !l & valid).count_ones() as u64,
                )
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
        c.positions += self.try_positions;
        c.wins += self.try_positions;
        c
    }

    /// The value a table file stores for index `i`: its value, or `None` for a don't-care
    /// entry — no legal position, a position [`trivial_value`] settles (the probe recomputes
    /// it), or an index out of the solved range.
    pub fn stored_value(&self, i: u64) -> Option<Value> {
        if i < self.index.solved_len() && self.trivial[i as usize] {
            return None;
        }
        self.value_at(i)
    }
}

/// The value a one-ply search gives `pos` from the values of its children (RULES.md, "Values
/// and distance"): the try held → win 0; no legal move → loss 0; a king capture → win 1;
/// otherwise the best over the moves of `child_value(child).back()`: the fastest win, else a
/// draw, else the slowest loss.
pub fn one_ply_value(
    pos: &Position,
    rules: Rules,
    mut child_value: impl FnMut(&Position) -> Value,
) -> Value {
    if pos.try_holds() {
        return Value::Win(0);
    }
    let mut best: Option<Value> = None;
    pos.for_each_move(rules, |m| {
        let v = match pos.play(m) {
            Successor::KingCapture => Value::Win(1),
            Successor::Position(child) => child_value(&child).back(),
        };
        if best.is_none_or(|b| better(v, b)) {
            best = Some(v);
        }
        true
    });
    best.unwrap_or(Value::Loss(0))
}

/// Whether `a` is better than `b` for the player who gets it: a faster win, then a draw, then a
/// slower loss.
pub fn better(a: Value, b: Value) -> bool {
    fn key(v: Value) -> (u8, i32) {
        match v {
            Value::Win(n) => (2, -(n as i32)),
            Value::Draw => (1, 0),
            Value::Loss(n) => (0, n as i32),
        }
    }
    key(a) > key(b)
}

/// A position whose stored value differs from what a one-ply search over the stored values of
/// its children gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Its index.
    pub index: u64,
    /// The position (a to move).
    pub position: Position,
    /// The value stored.
    pub stored: Value,
    /// The value the one-ply search gives.
    pub expected: Value,
}

/// What [`Solution::verify`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verification {
    /// Legal indices checked (each a position up to the mirror, the try positions excluded).
    pub checked: u64,
    /// How many of them failed the check.
    pub mismatch_count: u64,
    /// The first failing positions in index order, at most the `limit` given to `verify`.
    pub mismatches: Vec<Mismatch>,
}

impl Verification {
    /// Whether every position checked holds.
    pub fn is_ok(&self) -> bool {
        self.mismatch_count == 0
    }
}

impl Solution {
    /// The Bellman check: every legal position's stored value equals [`one_ply_value`] over its
    /// children's stored values — win n ⇔ some move reaches loss n−1 and none a smaller loss;
    /// loss n ⇔ every move reaches a win and the largest is n−1; draw ⇔ no move reaches a loss
    /// and some move reaches a draw; and the game-over cases. Counts every mismatch and keeps
    /// the first `limit` of them (in index order). Parallel (current rayon pool); reports one
    /// progress phase, `verify`, advancing per chunk of indices.
    pub fn verify(&self, limit: usize, progress: &dyn Progress) -> Verification {
        let n = self.index.solved_len();
        progress.start_phase("verify", n);
        let chunks: Vec<u64> = (0..n).step_by(CHUNK).collect();
        let per_chunk: Vec<Verification> = chunks
            .par_iter()
            .map(|&start| {
                let mut out = Verification::default();
                let end = (start + CHUNK as u64).min(n);
                self.index.for_each_in(start..end, self.rules, |i, pos| {
                    let (Some(pos), Some(stored)) = (pos, self.value_at(i)) else {
                        return;
                    };
                    out.checked += 1;
                    let expected = one_ply_value(&pos, self.rules, |c| self.value(c));
                    if expected != stored {
                        out.mismatch_count += 1;
                        if out.mismatches.len() < limit {
                            out.mismatches.push(Mismatch {
                                index: i,
                                position: pos,
                                stored,
                                expected,
                            });
                        }
                    }
                });
                progress.advance(end - start);
                out
            })
            .collect();
        let mut total = Verification::default();
        for v in per_chunk {
            total.checked += v.checked;
            total.mismatch_count += v.mismatch_count;
            if total.mismatches.len() < limit {
                total.mismatches.extend(v.mismatches);
                total.mismatches.truncate(limit);
            }
        }
        progress.end_phase(&format!(
            "{} positions checked, {} mismatches",
            total.checked, total.mismatch_count
        ));
        total
    }
}

/// Why [`Solution::try_from_chunks`] (or [`Solution::from_fn`]) could not build a solution.
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
    /// [`Index::unrank`] gives it). Parallel (current rayon pool). [`Solution::rounds`] is
    /// the largest distance plus one, as [`solve`] gives it.
    ///
    /// For tests and tools: a solution built from other values than [`solve`]'s is what
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
            |_, i, p| value(i, p),
        )
    }

    /// Like [`Solution::from_fn`], with values that come chunk by chunk from a fallible source
    /// (a table file): `chunk(range)` prepares the values of one range of indices (for
    /// instance, decodes it), then `value(&prepared, i, pos)` gives each legal index's value.
    /// Ranges are disjoint, aligned and cover the solved range; they are prepared in parallel,
    /// each on one thread, so memory stays at the solution plus one prepared chunk per thread.
    /// Reports one progress phase, `reading values`.
    ///
    /// # Errors
    /// [`FromValuesError::Source`] with the first error of `chunk` met;
    /// [`FromValuesError::DistanceTooLong`] if a value's distance exceeds 254 plies.
    pub fn try_from_chunks<S, E: Send>(
        rules: Rules,
        pieces: PieceSet,
        progress: &dyn Progress,
        chunk: impl Fn(std::ops::Range<u64>) -> Result<S, E> + Sync,
        value: impl Fn(&S, u64, &Position) -> Value + Sync,
    ) -> Result<Solution, FromValuesError<E>> {
        let index = Index::new(pieces);
        let n = index.solved_len();
        let mut dist = vec![0u8; n as usize];
        let mut won: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
        let mut lost: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
        let mut trivial: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
        // The largest distance plus one, over every determined position.
        let rounds = std::sync::atomic::AtomicU32::new(0);
        progress.start_phase("reading values", n);
        // CHUNK is a multiple of 64: each chunk of `dist` owns whole words of the planes.
        const WORDS: usize = CHUNK / 64;
        let self_mirror: Vec<Vec<u32>> = dist
            .par_chunks_mut(CHUNK)
            .zip(won.as_raw_mut_slice().par_chunks_mut(WORDS))
            .zip(lost.as_raw_mut_slice().par_chunks_mut(WORDS))
            .zip(trivial.as_raw_mut_slice().par_chunks_mut(WORDS))
            .enumerate()
            .map(|(c, (((d, w), l), t))| {
                let start = (c * CHUNK) as u64;
                let end = start + d.len() as u64;
                let prepared = chunk(start..end).map_err(FromValuesError::Source)?;
                let mut too_long = None;
                let mut longest = 0u32;
                let mut self_mirror = Vec::new();
                index.for_each_in(start..end, rules, |i, pos| {
                    let k = (i - start) as usize;
                    let bit = 1u64 << (k % 64);
                    let Some(pos) = pos else {
                        // Both bits: not a legal position.
                        w[k / 64] |= bit;
                        l[k / 64] |= bit;
                        return;
                    };
                    if pos == pos.mirror() {
                        self_mirror.push(i as u32);
                    }
                    if trivial_value(&pos, rules).is_some() {
                        t[k / 64] |= bit;
                    }
                    let v = value(&prepared, i, &pos);
                    let plies = match v {
                        Value::Win(p) => {
                            w[k / 64] |= bit;
                            p
                        }
                        Value::Loss(p) => {
                            l[k / 64] |= bit;
                            p
                        }
                        Value::Draw => return,
                    };
                    if plies as u32 > MAX_DIST {
                        too_long
                            .get_or_insert(FromValuesError::DistanceTooLong { index: i, value: v });
                        return;
                    }
                    d[k] = plies as u8;
                    longest = longest.max(plies as u32 + 1);
                });
                if let Some(e) = too_long {
                    return Err(e);
                }
                rounds.fetch_max(longest, Relaxed);
                progress.advance(end - start);
                Ok(self_mirror)
            })
            .collect::<Result<_, _>>()?;
        progress.end_phase(&format!("{n} indices"));
        let try_positions = count_try_positions(&index, rules);
        Ok(Solution {
            rules,
            index,
            dist,
            won,
            lost,
            trivial,
            self_mirror: self_mirror.concat(),
            try_positions,
            rounds: rounds.into_inner(),
        })
    }
}
