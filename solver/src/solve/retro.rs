//! Parallel retrograde analysis: every position of a piece set labelled win n / loss n / draw
//! for the player to move, n = distance to the end of the game in plies (docs/RULES.md, "Values and
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
//!    playing them. A position whose 王 can step into the enemy camp where it cannot be
//!    captured ([`Position::can_enter_camp_safely`]) is **win 2** at once: the rounds would
//!    find it only as a predecessor of a loss in 1 ply that [`trivial_value`] settles (the
//!    enemy 王 in the mover's camp: 40–51 M positions, a third of the rounds' frontier
//!    entries), so those losses are no frontier (round 0 turns the few of these wins that also
//!    win in 1 ply into win 1). Positions where the mover already holds the try (win 0)
//!    are outside the solved range ([`Index::solved_len`]).
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
//! the rules), 332.6 M slots for the full piece set: one byte per slot (`solve::code`: while
//! solving, the counter, then the value determined; at the end, the value), 317 MiB in all,
//! and a side list of the values of 85 plies or more. A frontier is a bit per
//! 64-slot block holding one of its won positions and one per block holding a lost one (650 KB
//! each; a list only from 85 plies on), plus the indices of self-mirror
//! positions (for [`Solution::counts`]). A round finds its frontier positions among the 64
//! bytes of each marked block; for the predecessors it looks only at their byte too, gathering
//! a batch of them and prefetching their bytes before reading any.
//!
//! Predecessors whose mover can capture the enemy 王 are left out before they are ranked
//! ([`Position::for_each_live_unmove`]): they are win 1 from the initial pass on.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::Mutex;

use super::atomic_bits::AtomicBits;
use super::code;
use rayon::prelude::*;

use crate::index::{Index, Unranker};
use crate::rules::{PieceSet, Position, Rules, Successor, MAX_MOVES};
use crate::solve::layout::{Layout, Unstored};
use crate::solve::trivial::trivial_win;
use crate::solve::{
    prefetch, trivial_value, Phase, PhaseSummary, Progress, Solution, Value, CHUNK, MAX_DIST,
};

/// Shared state of a running solve, per slot of the [`Layout`] (the positions of the live king
/// classes): one byte per slot ([`code`]), an undetermined position's counter of distinct
/// non-trivial child indices not yet known to be won for the opponent, or what determined it.
/// Every check of the retrograde rounds reads this one byte.
struct Work<'a> {
    rules: Rules,
    index: &'a Index,
    layout: &'a Layout,
    state: &'a [AtomicU8],
}

/// The flag of a won position in a [`Level::List`] entry (bit 31 of the slot: slots stay below
/// 2³¹).
const WON: u32 = 1 << 31;

/// Frontier entries whose predecessors are gathered before any is looked at, so that the
/// processor fetches their state bytes in parallel (the table is far larger than the caches).
const BATCH: usize = 64;

/// Receives the frontier entries of one task, one slot at a time.
type Emit<'a> = &'a mut dyn FnMut(u32);

/// Slots per block of a [`Level::Blocks`] frontier.
const BLOCK: u64 = 64;

/// The positions determined at one distance `d`: the frontier of round `d`.
///
/// Below [`code::LONG_FROM`] plies their byte tells their distance and whether they are won,
/// so a frontier is only the sets of 64-slot blocks that hold one won and one lost (a bit per
/// block each: 650 KB for the full piece set, where a list of the 51 M positions lost in 1 ply
/// took 204 MB); a round reads the 64 bytes of each block marked. From [`code::LONG_FROM`]
/// plies on the byte no longer tells distances apart, and the (few) positions are listed,
/// each slot with [`WON`] for a won one.
enum Level {
    Blocks {
        wins: AtomicBits,
        losses: AtomicBits,
        added: AtomicU64,
    },
    List(Mutex<Vec<u32>>),
}

impl Level {
    /// An empty frontier for distance `d` over `slots` slots.
    fn new(d: u32, slots: u64) -> Level {
        if d >= code::LONG_FROM {
            Level::List(Mutex::new(Vec::new()))
        } else {
            let words = slots.div_ceil(BLOCK).div_ceil(64) as usize;
            Level::Blocks {
                wins: AtomicBits::zeros(words * 64),
                losses: AtomicBits::zeros(words * 64),
                added: AtomicU64::new(0),
            }
        }
    }

    /// Adds the positions of `slots`, determined at this level's distance, won or (`!won`)
    /// lost.
    fn add(&self, slots: &[u32], won: bool) {
        match self {
            Level::Blocks {
                wins,
                losses,
                added,
            } => {
                let blocks = if won { wins } else { losses };
                for &s in slots {
                    blocks.set(s as u64 / BLOCK);
                }
                added.fetch_add(slots.len() as u64, Relaxed);
            }
            Level::List(list) => {
                let flag = if won { WON } else { 0 };
                list.lock()
                    .expect("no panic holds it")
                    .extend(slots.iter().map(|&s| s | flag));
            }
        }
    }

    /// Whether no position was added.
    fn is_empty(&self) -> bool {
        match self {
            Level::Blocks { added, .. } => added.load(Relaxed) == 0,
            Level::List(list) => list.lock().expect("no panic holds it").is_empty(),
        }
    }

    /// The listed slots, each with [`WON`] for a won one (empty for a block frontier).
    fn listed(&self) -> Vec<u32> {
        match self {
            Level::Blocks { .. } => Vec::new(),
            Level::List(list) => list.lock().expect("no panic holds it").clone(),
        }
    }
}

impl Work<'_> {
    /// Initial pass over the index range `range`, whose first index has slot `slot0`: every
    /// position's byte; losses go to `levels[d]` (d = 0, 2; the losses at 1 ply settled by
    /// [`trivial_value`] only counted), wins at 2 plies by a safe entry of the 王 into the
    /// enemy camp to `levels[2]`, the indices of self-mirror positions to `self_mirror`.
    /// Returns the number of losses found at 0, 1 and 2 plies.
    ///
    /// Why the trivial losses at 1 ply are no frontier: their predecessors are the positions
    /// whose 王 steps into the enemy camp safely, [`Position::can_enter_camp_safely`], which
    /// this pass settles as win 2 itself (round 0 turns those that also win in 1 ply into
    /// win 1, as it would have found them first); the 40–51 M of them were a third of the
    /// frontier entries of the rounds.
    fn init_chunk(
        &self,
        range: std::ops::Range<u64>,
        slot0: u64,
        levels: &[Level],
        self_mirror: &mut Vec<u32>,
    ) -> [u64; 3] {
        let mut children: Vec<u32> = Vec::with_capacity(MAX_MOVES);
        let mut losses: [Vec<u32>; 3] = Default::default();
        let mut wins_at_2: Vec<u32> = Vec::new();
        let mut trivial_losses_at_1 = 0;
        let first = range.start;
        self.index.for_each_ref_in(range, self.rules, |i, pos| {
            let s = slot0 + (i - first);
            let state = &self.state[s as usize];
            let Some(pos) = pos else {
                state.store(code::ILLEGAL, Relaxed);
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
                    // Never a frontier: a child trivially won for its mover was not counted by
                    // its predecessors.
                    state.store(code::TRIVIAL_WIN, Relaxed);
                    return;
                }
                Some(Value::Loss(n)) => {
                    state.store(code::TRIVIAL_LOSS[n as usize], Relaxed);
                    if n == 1 {
                        trivial_losses_at_1 += 1;
                    } else {
                        losses[n as usize].push(s as u32);
                    }
                    return;
                }
                _ => {}
            }
            if pos.can_enter_camp_safely(self.rules) {
                state.store(code::determined(true, 2), Relaxed);
                wins_at_2.push(s as u32);
                return;
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
            state.store(code::determined(false, d as u32), Relaxed);
            losses[d].push(s as u32);
        });
        for (level, l) in levels.iter().zip(&losses) {
            level.add(l, false);
        }
        levels[2].add(&wins_at_2, true);
        [
            losses[0].len() as u64,
            losses[1].len() as u64 + trivial_losses_at_1,
            losses[2].len() as u64,
        ]
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
        // The bytes of the frontier's positions: won or lost at d (loss 0 also as settled by
        // trivial_value; a trivial win 1 is never a frontier, nor a trivial loss 1: see
        // `init_chunk`).
        let at_d = code::determined(wins, d);
        let also = match (wins, d) {
            (false, 0) => code::TRIVIAL_LOSS[0],
            _ => at_d,
        };
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
            // Phase 1 (losses at d) finds wins at d + 1, phase 2 losses.
            next.add(&found, !wins);
        };
        match level {
            Level::Blocks {
                wins: won_blocks,
                losses: lost_blocks,
                ..
            } => {
                let blocks = if wins { won_blocks } else { lost_blocks };
                // 16 words: 65,536 slots per task. A block is 64 bytes, and the slots fill
                // whole blocks (a live class has a multiple of CHUNK slots), so no block reaches
                // past the arrays.
                const _: () = assert!(BLOCK == 64 && (CHUNK as u64).is_multiple_of(BLOCK));
                debug_assert!((self.state.len() as u64).is_multiple_of(BLOCK));
                blocks
                    .words()
                    .par_chunks(16)
                    .enumerate()
                    .for_each(|(c, words)| {
                        run(&mut |emit| {
                            for (k, w) in words.iter().enumerate() {
                                let w = w.load(Relaxed);
                                let first = ((c * 16 + k) * 64) as u64;
                                // The marked blocks lie far apart in arrays far larger than the
                                // caches: fetch the bytes of this word's blocks together first,
                                // then look at them, so that their misses overlap.
                                let mut t = w;
                                while t != 0 {
                                    let block = (first + t.trailing_zeros() as u64) as usize;
                                    t &= t - 1;
                                    let line = block * BLOCK as usize;
                                    prefetch(&self.state[line]);
                                    prefetch(&self.state[line + BLOCK as usize - 1]);
                                }
                                let mut t = w;
                                while t != 0 {
                                    let block = first + t.trailing_zeros() as u64;
                                    t &= t - 1;
                                    let line = (block * BLOCK) as usize;
                                    for (j, b) in
                                        self.state[line..line + BLOCK as usize].iter().enumerate()
                                    {
                                        let b = b.load(Relaxed);
                                        if b == at_d || b == also {
                                            emit((line + j) as u32);
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
                        for &e in chunk {
                            if (e & WON != 0) == wins {
                                emit(e & !WON);
                            }
                        }
                    })
                });
            }
        }
    }

    /// Phase 1: predecessors of the loss-`d` positions of `level` become win `d + 1`.
    fn mark_wins(&self, level: &Level, d: u32, next: &Level, progress: &dyn Progress) {
        let next_state = code::determined(true, d + 1);
        // In round 0 a win 2 can only be the initial pass's (a safe entry into the enemy
        // camp): a move to a position without a legal move wins faster.
        let faster = if d == 0 {
            code::determined(true, 2)
        } else {
            code::ILLEGAL
        };
        self.for_each_predecessor(level, d, false, next, progress, |_, state| {
            let b = state.load(Relaxed);
            // No counter changes during phase 1, so `b` is current unless another thread
            // claims the position first, which the exchange detects.
            (code::undetermined(b) || b == faster)
                && state
                    .compare_exchange(b, next_state, Relaxed, Relaxed)
                    .is_ok()
        })
    }

    /// Phase 2: each win-`d` position of `level` counts down its undetermined predecessors;
    /// those reaching zero become loss `d + 1`.
    fn count_down(&self, level: &Level, d: u32, next: &Level, progress: &dyn Progress) {
        // No position with a slot is won in 0 plies (its mover would hold the try: outside
        // the solved range), and win 0 has no byte.
        if d == 0 {
            return;
        }
        let next_state = code::determined(false, d + 1);
        self.for_each_predecessor(level, d, true, next, progress, |_, state| {
            // Each (predecessor, child) index pair counts down once, and the counter started at
            // the number of such children: the thread that takes it to zero is the last to
            // touch it this phase.
            let zero = code::undetermined(state.load(Relaxed)) && state.fetch_sub(1, Relaxed) == 1;
            if zero {
                state.store(next_state, Relaxed);
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
    if n >= u64::from(WON) {
        return Err(SolveError::TooLarge(n));
    }
    let mut codes = crate::solve::zeroed_bytes(n as usize);
    // Padding slots are no position.
    for r in layout.padding() {
        codes[r.start as usize..r.end as usize].fill(code::ILLEGAL);
    }
    let self_mirror: Vec<u32>;
    // Positions determined at code::LONG_FROM plies or more: their byte is code::LONG.
    let mut long: Vec<(u32, Value)> = Vec::new();
    let rounds;
    {
        // SAFETY: `AtomicU8` has the same size, alignment and bit validity as `u8`, and the
        // exclusive borrow is held for the whole block.
        let state: &[AtomicU8] =
            unsafe { &*(codes.as_mut_slice() as *mut [u8] as *const [AtomicU8]) };
        let work = Work {
            rules,
            index: &index,
            layout: &layout,
            state,
        };

        // The frontiers by distance; the initial pass finds losses at 0, 1 and 2 plies.
        let mut levels: Vec<Level> = (0..3).map(|d| Level::new(d, n)).collect();
        let chunks = layout.chunks();
        progress.start_phase(
            Phase::InitialPass,
            chunks.iter().map(|(r, _)| r.end - r.start).sum(),
        );
        let losses: [AtomicU64; 3] = Default::default();
        let mirrors: Vec<Vec<u32>> = chunks
            .par_iter()
            .map(|(range, slot0)| {
                let mut out = Vec::new();
                let found = work.init_chunk(range.clone(), *slot0, &levels, &mut out);
                for (total, n) in losses.iter().zip(found) {
                    total.fetch_add(n, Relaxed);
                }
                progress.advance(range.end - range.start);
                out
            })
            .collect();
        self_mirror = mirrors.concat();
        progress.end_phase(PhaseSummary::InitialPass {
            losses: losses.map(AtomicU64::into_inner),
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
            let next_d = (d + 1) as u16;
            long.extend(next.listed().into_iter().map(|e| {
                let value = if e & WON != 0 {
                    Value::Win(next_d)
                } else {
                    Value::Loss(next_d)
                };
                (e & !WON, value)
            }));
            // This frontier is done: free it.
            levels[d as usize] = Level::List(Mutex::new(Vec::new()));
            d += 1;
        }
        rounds = d;
        progress.end_phase(PhaseSummary::Rounds(d));
    }
    // The bytes are the values now: leftover counters are draws. The side list is looked up
    // by slot.
    long.sort_unstable_by_key(|e| e.0);
    let unstored = Unstored::count(&index, rules, &layout);
    Ok(Solution {
        rules,
        index,
        layout,
        adjacent_king_positions: unstored.adjacent_king_positions,
        adjacent_king_indices: unstored.adjacent_king_indices,
        codes,
        long,
        self_mirror,
        try_positions: unstored.try_positions,
        rounds,
    })
}
