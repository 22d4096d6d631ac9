//! Parallel retrograde analysis: every position of a piece set labelled win n / loss n / draw
//! for the player to move, n = distance to the end of the game in plies (RULES.md, "Values and
//! distance").
//!
//! # Algorithm
//!
//! Frontier rounds with out-degree counters, over the index of [`crate::index::Index`]:
//!
//! 1. **Initial pass** (parallel over the live king classes): a position whose mover can capture the enemy
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
//! Arrays only for the king classes where the two 王 do not stand side by side
//! (`solve::layout`: the other 26 of the 54 classes of the solved range are win 1 by
//! the rules), 332.6 M slots for the full piece set: one byte per slot (while solving: the
//! counter, then a mark with the distance; at the end: the distance) and three bit-planes
//! (won, lost — both set = not a legal position — and trivial: settled by [`trivial_value`],
//! not stored in a table file), 436 MiB in all. A frontier is a bit per 64-slot block holding
//! one of its positions (650 KB; a list only from 127 plies on), plus the indices of
//! self-mirror positions (for [`Solution::counts`]). A round finds its frontier positions in
//! the marked blocks through the won (or lost) plane word of each block and their state
//! bytes; for the predecessors it looks only at the byte, gathering a batch of them and
//! prefetching their bytes before reading any.
//!
//! Predecessors whose mover can capture the enemy 王 are left out before they are ranked
//! ([`Position::for_each_live_unmove`]): they are win 1 from the initial pass on.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::Mutex;

use bitvec::prelude::*;

use super::atomic_bits::{AtomicBits, Bits};
use rayon::prelude::*;

use crate::index::{Index, Unranker};
use crate::rules::{PieceSet, Position, Rules, Successor, MAX_MOVES};
use crate::solve::layout::{Layout, Unstored};
use crate::solve::trivial::trivial_win;
use crate::solve::{
    prefetch, trivial_value, Phase, Progress, Solution, Summary, Value, CHUNK, MAX_DIST,
};

/// Shared state of a running solve, per slot of the [`Layout`] (the positions of the live king
/// classes).
///
/// `state` holds one byte per slot: `0..=127` an undetermined position and its counter of
/// distinct non-trivial child indices not yet known to be won for the opponent; `128 + d` a
/// position determined at distance `d < 127`; [`LONG`] one determined at distance ≥ 127 (kept
/// in a side list), a trivially won position (win 1: its mover can capture the 王; it is
/// never a frontier), an illegal index or a padding slot. Every check of the retrograde rounds
/// reads this one byte; whether a determined position is won or lost goes to the bit-planes,
/// written once when it is determined.
struct Work<'a> {
    rules: Rules,
    index: &'a Index,
    layout: &'a Layout,
    state: &'a [AtomicU8],
    // Two threads may set bits of one word of a plane at once.
    won: Bits<'a>,
    lost: Bits<'a>,
    trivial: Bits<'a>,
}

/// State byte of a position determined at a distance of 127 plies or more, of a trivially won
/// position, of an illegal index or of a padding slot.
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

/// Frontier entries whose predecessors are gathered before any is looked at, so that the
/// processor fetches their state bytes in parallel (the table is far larger than the caches).
const BATCH: usize = 64;

/// Receives the frontier entries of one task, one slot at a time.
type Emit<'a> = &'a mut dyn FnMut(u32);

/// Slots per block of a [`Level::Blocks`] frontier.
const BLOCK: u64 = 64;

/// The positions determined at one distance `d`: the frontier of round `d`.
///
/// Below 127 plies their state byte is `128 + d`, so a frontier is only the set of 64-slot
/// blocks that hold one (a bit per block: 650 KB for the full piece set, where a list of the
/// 51 M positions lost in 1 ply took 204 MB); a round reads the plane word of each of those
/// blocks and the state bytes of the positions it marks.
/// From 127 plies on the state byte no longer tells distances apart, and the (few) positions
/// are listed.
enum Level {
    Blocks { bits: AtomicBits, added: AtomicU64 },
    List(Mutex<Vec<u32>>),
}

impl Level {
    /// An empty frontier for distance `d` over `slots` slots.
    fn new(d: u32, slots: u64) -> Level {
        if determined(d) == LONG {
            Level::List(Mutex::new(Vec::new()))
        } else {
            let words = slots.div_ceil(BLOCK).div_ceil(64) as usize;
            Level::Blocks {
                bits: AtomicBits::zeros(words * 64),
                added: AtomicU64::new(0),
            }
        }
    }

    /// Adds the positions of `slots` (determined at this level's distance).
    fn add(&self, slots: &[u32]) {
        match self {
            Level::Blocks { bits, added } => {
                for &s in slots {
                    bits.set(s as u64 / BLOCK);
                }
                added.fetch_add(slots.len() as u64, Relaxed);
            }
            Level::List(list) => list.lock().expect("no panic holds it").extend(slots),
        }
    }

    /// Whether no position was added.
    fn is_empty(&self) -> bool {
        match self {
            Level::Blocks { added, .. } => added.load(Relaxed) == 0,
            Level::List(list) => list.lock().expect("no panic holds it").is_empty(),
        }
    }

    /// The listed slots (empty for a block frontier).
    fn listed(&self) -> Vec<u32> {
        match self {
            Level::Blocks { .. } => Vec::new(),
            Level::List(list) => list.lock().expect("no panic holds it").clone(),
        }
    }
}

/// The bits of one 64-slot word of the planes, gathered by the initial pass.
struct Words {
    word: u64,
    won: u64,
    lost: u64,
    trivial: u64,
}

impl Words {
    fn new(first_slot: u64) -> Words {
        debug_assert_eq!(first_slot % 64, 0);
        Words {
            word: first_slot / 64,
            won: 0,
            lost: 0,
            trivial: 0,
        }
    }

    /// Moves on to the word of slot `s`, or-ing the bits gathered so far into the planes.
    #[inline]
    fn advance(&mut self, s: u64, work: &Work<'_>) {
        if s / 64 != self.word {
            self.flush(work);
            *self = Words::new(s / 64 * 64);
        }
    }

    fn flush(&self, work: &Work<'_>) {
        let w = self.word as usize;
        for (plane, bits) in [
            (work.won, self.won),
            (work.lost, self.lost),
            (work.trivial, self.trivial),
        ] {
            if bits != 0 {
                plane.or_word(w, bits);
            }
        }
    }
}

impl Work<'_> {
    /// Initial pass over the index range `range`, whose first index has slot `slot0`: every
    /// position's state and planes; losses go to `levels[d]` (d = 0, 1, 2), the indices of
    /// self-mirror positions to `self_mirror`.
    fn init_chunk(
        &self,
        range: std::ops::Range<u64>,
        slot0: u64,
        levels: &[Level],
        self_mirror: &mut Vec<u32>,
    ) {
        let mut children: Vec<u32> = Vec::with_capacity(MAX_MOVES);
        let mut losses: [Vec<u32>; 3] = Default::default();
        let first = range.start;
        // The chunk's bits, gathered a 64-slot word at a time and or-ed into the planes once
        // per word (`slot0` is a multiple of 64): one atomic operation per word, not per bit.
        let mut words = Words::new(slot0);
        self.index.for_each_ref_in(range, self.rules, |i, pos| {
            let s = slot0 + (i - first);
            words.advance(s, self);
            let state = &self.state[s as usize];
            let Some(pos) = pos else {
                words.won |= 1 << (s % 64);
                words.lost |= 1 << (s % 64);
                state.store(LONG, Relaxed);
                return;
            };
            let self_mirror_pos = *pos == pos.mirror();
            if self_mirror_pos {
                self_mirror.push(i as u32);
            }
            // King capture (win 1), or the enemy king in our camp (loss 1, loss 0 without a
            // move): settled without looking at the children.
            match trivial_value(pos, self.rules) {
                Some(Value::Win(_)) => {
                    words.won |= 1 << (s % 64);
                    words.trivial |= 1 << (s % 64);
                    // Never a frontier: a child trivially won for its mover was not counted by
                    // its predecessors.
                    state.store(LONG, Relaxed);
                    return;
                }
                Some(Value::Loss(n)) => {
                    words.lost |= 1 << (s % 64);
                    words.trivial |= 1 << (s % 64);
                    state.store(determined(n as u32), Relaxed);
                    losses[n as usize].push(s as u32);
                    return;
                }
                _ => {}
            }
            let d = if self_mirror_pos {
                match self.count_self_mirror_children(pos, &mut children) {
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
            words.lost |= 1 << (s % 64);
            state.store(determined(d as u32), Relaxed);
            losses[d].push(s as u32);
        });
        words.flush(self);
        for (level, l) in levels.iter().zip(&losses) {
            level.add(l);
        }
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

    /// The slots of the predecessors of the frontier slots `batch`, distinct per entry, into
    /// `preds`, leaving out those trivially won (their mover can capture the 王); the state
    /// byte of each is prefetched.
    fn predecessors(&self, batch: &[u32], preds: &mut Vec<u32>, unranker: &mut Unranker) {
        preds.clear();
        for &s in batch {
            let (class, rem) = self
                .layout
                .class_of_slot(s as u64)
                .expect("frontier slots hold positions");
            let pos = self
                .index
                .unrank_in_class_with(class, rem, self.rules, unranker)
                .expect("frontier holds legal positions");
            let start = preds.len();
            // Predecessors of the rotated position (d to move) are already seen from their
            // mover (a), so ranking them needs no rotation. Those whose mover can capture the
            // king are win 1 since the initial pass: neither phase changes them, so they are
            // left out before they are ranked (in the rounds, most of them). The others'
            // 王 are not side by side, so their class has slots.
            pos.rotate().for_each_live_unmove(self.rules, |_, q| {
                let (class, within) = self.index.rank_in_class(q);
                let slot = self.layout.slot_in_class(class, within);
                preds.push(slot.expect("a live predecessor has a slot") as u32)
            });
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

    /// Calls `visit(q, state of q)` for every distinct predecessor slot `q` of each position of
    /// frontier `level` (distance `d`) that is won (`wins`) or lost (`!wins`), in parallel;
    /// the predecessors for which `visit` returns `true` (the ones it determined, at `d + 1`)
    /// go to `next`.
    fn for_each_predecessor(
        &self,
        level: &Level,
        d: u32,
        wins: bool,
        next: &Level,
        progress: &dyn Progress,
        visit: impl Fn(u32, &AtomicU8) -> bool + Sync,
    ) {
        let plane = if wins { self.won } else { self.lost };
        let at_d = determined(d);
        // The frontier entries of one task, a batch at a time.
        let run = |entries: &mut dyn FnMut(Emit<'_>)| {
            let (mut batch, mut preds, mut found) = (Vec::new(), Vec::new(), Vec::new());
            // Frontier entries come in index order: neighbours share most of their unranking.
            let mut unranker = Unranker::default();
            let mut flush = |batch: &mut Vec<u32>, found: &mut Vec<u32>| {
                self.predecessors(batch, &mut preds, &mut unranker);
                for &q in preds.iter() {
                    if visit(q, &self.state[q as usize]) {
                        found.push(q);
                    }
                }
                progress.advance(batch.len() as u64);
                batch.clear();
            };
            entries(&mut |s| {
                batch.push(s);
                if batch.len() == BATCH {
                    flush(&mut batch, &mut found);
                }
            });
            flush(&mut batch, &mut found);
            next.add(&found);
        };
        match level {
            Level::Blocks { bits, .. } => {
                // 16 words: 65,536 slots per task. A block's plane bits are one word, and the
                // slots fill whole blocks (a live class has a multiple of CHUNK slots), so no
                // block reaches past the arrays.
                const _: () = assert!(BLOCK == 64 && (CHUNK as u64).is_multiple_of(BLOCK));
                debug_assert!((self.state.len() as u64).is_multiple_of(BLOCK));
                bits.words()
                    .par_chunks(16)
                    .enumerate()
                    .for_each(|(c, words)| {
                        run(&mut |emit| {
                            for (k, w) in words.iter().enumerate() {
                                let w = w.load(Relaxed);
                                let first = ((c * 16 + k) * 64) as u64;
                                // The marked blocks lie far apart in arrays far larger than the
                                // caches: fetch the plane words of this word's blocks together
                                // first, then each block's state bytes of the positions won (or
                                // lost), so that their misses overlap.
                                let mut t = w;
                                while t != 0 {
                                    let block = (first + t.trailing_zeros() as u64) as usize;
                                    t &= t - 1;
                                    prefetch(plane.word(block));
                                    let line = block * BLOCK as usize;
                                    prefetch(&self.state[line]);
                                    prefetch(&self.state[line + BLOCK as usize - 1]);
                                }
                                let mut t = w;
                                while t != 0 {
                                    let block = first + t.trailing_zeros() as u64;
                                    t &= t - 1;
                                    let mut p = plane.word(block as usize).load(Relaxed);
                                    while p != 0 {
                                        let s = block * BLOCK + p.trailing_zeros() as u64;
                                        p &= p - 1;
                                        if self.state[s as usize].load(Relaxed) == at_d {
                                            emit(s as u32);
                                        }
                                    }
                                }
                            }
                        })
                    });
            }
            Level::List(list) => {
                let list = list.lock().expect("no panic holds it").clone();
                list.par_chunks(CHUNK / 16).for_each(|chunk| {
                    run(&mut |emit| {
                        for &s in chunk {
                            if plane.get(s as u64) {
                                emit(s);
                            }
                        }
                    })
                });
            }
        }
    }

    /// Phase 1: predecessors of the loss-`d` positions of `level` become win `d + 1`.
    fn mark_wins(&self, level: &Level, d: u32, next: &Level, progress: &dyn Progress) {
        let next_state = determined(d + 1);
        self.for_each_predecessor(level, d, false, next, progress, |q, state| {
            let b = state.load(Relaxed);
            // No counter changes during phase 1, so `b` is current unless another thread
            // claims the position first, which the exchange detects.
            let claimed = b < DETERMINED
                && state
                    .compare_exchange(b, next_state, Relaxed, Relaxed)
                    .is_ok();
            if claimed {
                self.won.set(q as u64);
            }
            claimed
        })
    }

    /// Phase 2: each win-`d` position of `level` counts down its undetermined predecessors;
    /// those reaching zero become loss `d + 1`.
    fn count_down(&self, level: &Level, d: u32, next: &Level, progress: &dyn Progress) {
        let next_state = determined(d + 1);
        self.for_each_predecessor(level, d, true, next, progress, |q, state| {
            // Each (predecessor, child) index pair counts down once, and the counter started at
            // the number of such children: the thread that takes it to zero is the last to
            // touch it this phase.
            let zero = state.load(Relaxed) < DETERMINED && state.fetch_sub(1, Relaxed) == 1;
            if zero {
                state.store(next_state, Relaxed);
                self.lost.set(q as u64);
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
    let layout = Layout::new(&index);
    let n = layout.len();
    if n >= u32::MAX as u64 {
        return Err(SolveError::TooLarge(n));
    }
    let mut dist = vec![0u8; n as usize];
    let mut won: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    let mut lost: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    let trivial: BitVec<u64, Lsb0> = BitVec::repeat(false, n as usize);
    // Padding slots are no position: both bits, as for an illegal index.
    for r in layout.padding() {
        let r = r.start as usize..r.end as usize;
        won[r.clone()].fill(true);
        lost[r.clone()].fill(true);
        dist[r].fill(LONG);
    }
    let (won_bits, lost_bits, trivial_bits) = (
        AtomicBits::from_bitvec(won),
        AtomicBits::from_bitvec(lost),
        AtomicBits::from_bitvec(trivial),
    );
    let self_mirror: Vec<u32>;
    // Positions determined at 127 plies or more: their state byte is LONG.
    let mut long: Vec<(u32, u8)> = Vec::new();
    let rounds;
    {
        // SAFETY: `AtomicU8` has the same size, alignment and bit validity as `u8`, and the
        // exclusive borrow is held for the whole block.
        let state: &[AtomicU8] =
            unsafe { &*(dist.as_mut_slice() as *mut [u8] as *const [AtomicU8]) };
        let work = Work {
            rules,
            index: &index,
            layout: &layout,
            state,
            won: won_bits.bits(),
            lost: lost_bits.bits(),
            trivial: trivial_bits.bits(),
        };

        // The frontiers by distance; the initial pass finds losses at 0, 1 and 2 plies.
        let mut levels: Vec<Level> = (0..3).map(|d| Level::new(d, n)).collect();
        let chunks = layout.chunks();
        progress.start_phase(
            Phase::InitialPass,
            chunks.iter().map(|(r, _)| r.end - r.start).sum(),
        );
        let mirrors: Vec<Vec<u32>> = chunks
            .par_iter()
            .map(|(range, slot0)| {
                let mut out = Vec::new();
                work.init_chunk(range.clone(), *slot0, &levels, &mut out);
                progress.advance(range.end - range.start);
                out
            })
            .collect();
        self_mirror = mirrors.concat();
        let count = |l: &Level| match l {
            Level::Blocks { added, .. } => added.load(Relaxed),
            Level::List(v) => v.lock().expect("no panic holds it").len() as u64,
        };
        progress.end_phase(Summary::InitialPass {
            losses: [count(&levels[0]), count(&levels[1]), count(&levels[2])],
        });

        progress.start_phase(Phase::RetrogradeRounds, 0);
        let mut d: u32 = 0;
        loop {
            while levels.len() < d as usize + 2 {
                levels.push(Level::new(levels.len() as u32, n));
            }
            if levels[d as usize..].iter().all(Level::is_empty) {
                break;
            }
            if d + 1 > MAX_DIST {
                return Err(SolveError::DistanceOverflow);
            }
            let (cur, next) = (&levels[d as usize], &levels[d as usize + 1]);
            work.mark_wins(cur, d, next, progress);
            work.count_down(cur, d, next, progress);
            let next_d = (d + 1) as u8;
            long.extend(next.listed().into_iter().map(|q| (q, next_d)));
            // This frontier is done: free it.
            levels[d as usize] = Level::List(Mutex::new(Vec::new()));
            d += 1;
        }
        rounds = d;
        progress.end_phase(Summary::Rounds(d));
    }
    let (won, lost, trivial) = (
        won_bits.into_bitvec(),
        lost_bits.into_bitvec(),
        trivial_bits.into_bitvec(),
    );
    // State bytes become distances: draws keep a leftover counter (→ 0), illegal indices and
    // padding 0, trivial wins 1, long distances come from the side list.
    dist.par_chunks_mut(CHUNK)
        .zip(won.as_raw_slice().par_chunks(CHUNK / 64))
        .zip(lost.as_raw_slice().par_chunks(CHUNK / 64))
        .for_each(|((bytes, w), l)| {
            for (k, b) in bytes.iter_mut().enumerate() {
                let bit = 1u64 << (k % 64);
                let (won, lost) = (w[k / 64] & bit != 0, l[k / 64] & bit != 0);
                *b = match *b {
                    LONG if won && !lost => 1,
                    LONG => 0,
                    x if x >= DETERMINED => x - DETERMINED,
                    _ => 0,
                };
            }
        });
    for (q, d) in long {
        dist[q as usize] = d;
    }
    let unstored = Unstored::count(&index, rules, &layout);
    Ok(Solution {
        rules,
        index,
        layout,
        adjacent_king_positions: unstored.adjacent_king_positions,
        adjacent_king_indices: unstored.adjacent_king_indices,
        dist,
        won,
        lost,
        trivial,
        self_mirror,
        try_positions: unstored.try_positions,
        rounds,
    })
}
