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
use crate::rules::{PieceSet, Position, Rules, Successor, MAX_MOVES};
use crate::solve::solution::count_try_positions;
use crate::solve::trivial::trivial_win;
use crate::solve::{prefetch, trivial_value, Progress, Solution, Value, CHUNK, MAX_DIST};

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

// A counter byte below DETERMINED holds any number of distinct children: no position has more
// legal moves than MAX_MOVES.
const _: () = assert!(MAX_MOVES < DETERMINED as usize);

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

/// Frontier entries whose predecessors are gathered before any is looked at, so that the
/// processor fetches their state bytes in parallel (the table is far larger than the caches).
const BATCH: usize = 64;

impl Work<'_> {
    /// Initial pass over `range`: records the losses found and the self-mirror positions in
    /// `out`.
    fn init_chunk(&self, range: std::ops::Range<u64>, out: &mut InitOut) {
        let mut children: Vec<u32> = Vec::with_capacity(MAX_MOVES);
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
            let Successor::Position(child) = pos.play_unchecked(m) else {
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
