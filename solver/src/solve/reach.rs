//! Positions reachable from the start, counted as docs/RULES.md ("Reachable positions") and Tanaka
//! (2009) count them.
//!
//! A breadth-first search over positions seen from the player to move. In the published
//! convention a position in which the mover can capture the enemy 王, or faces an enemy 王 that
//! stands in the mover's camp, is *terminal*: counted but not played on; and a position and its
//! mirror image (rank 1 ↔ 3) count once. [`Convention`] also gives the counts when play goes on
//! through terminal positions and with mirror images counted apart.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;

use crate::index::Index;
use crate::rules::Position;
use crate::rules::{Role, Rules};
use crate::rules::{Successor, MAX_MOVES};
use crate::solve::{prefetch, Phase, PhaseSummary, Progress, Solution, Value};

/// How reachable positions are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Convention {
    /// Play on through terminal positions (the mover can capture the king, or the enemy king
    /// stands in the mover's camp); `false` is the published convention.
    pub through_terminal: bool,
    /// Count a position and its mirror image once (`true`, the published convention) or apart.
    pub fold_mirror: bool,
}

impl Convention {
    /// Tanaka's: terminal positions are not played on; mirror images count once.
    pub const PUBLISHED: Convention = Convention {
        through_terminal: false,
        fold_mirror: true,
    };

    /// Whether `pos` is played on: played through terminal positions, unless its mover holds
    /// the try; else unless it is terminal (`terminal` gives [`is_terminal`] of it, asked only
    /// then).
    #[inline]
    fn plays_on(self, pos: &Position, terminal: impl FnOnce() -> bool) -> bool {
        if self.through_terminal {
            !pos.try_holds()
        } else {
            !terminal()
        }
    }
}

/// Counts of the positions reachable from the start.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ReachCounts {
    /// All reachable positions.
    pub positions: u64,
    /// Of them won / lost / drawn for the player to move.
    pub wins: u64,
    /// Lost for the player to move.
    pub losses: u64,
    /// Drawn.
    pub draws: u64,
    /// Of them terminal (the mover can capture the enemy king, or the enemy king stands in the
    /// mover's camp; with `through_terminal`, also finished positions where the try is held).
    pub terminal: u64,
    /// Non-terminal positions won / lost / drawn for the player to move.
    pub nonterminal_wins: u64,
    /// Non-terminal positions lost for the player to move.
    pub nonterminal_losses: u64,
    /// Non-terminal positions drawn.
    pub nonterminal_draws: u64,
    /// Plies of the breadth-first search (the depth of the deepest first visit).
    pub depth: u32,
}

/// Whether `pos` is terminal in the published sense: its mover can capture the enemy king, or
/// the enemy king stands in its camp (or, played through, it already holds the try).
pub(crate) fn is_terminal(pos: &Position) -> bool {
    let us = pos.side_to_move();
    pos.try_holds() || pos.can_capture_king() || pos.pieces(us.other(), Role::King) & us.camp() != 0
}

/// The key of a position in the search's state: its index, and with mirror images apart, twice
/// the index plus one for the non-canonical member of a mirror pair.
#[inline]
fn key(index: &Index, pos: &Position, fold_mirror: bool) -> u64 {
    if fold_mirror {
        return index.rank(pos);
    }
    let (i, mirrored) = index.rank_mirrored(pos);
    2 * i + mirrored as u64
}

/// The index of the position of key `k`.
#[inline]
fn index_of_key(k: u64, fold_mirror: bool) -> u64 {
    if fold_mirror {
        k
    } else {
        k / 2
    }
}

/// The position of a key and its index.
fn unkey(index: &Index, rules: Rules, k: u64, fold_mirror: bool) -> (Position, u64) {
    let i = index_of_key(k, fold_mirror);
    let p = index.unrank(i, rules).expect("visited keys are legal");
    (
        if !fold_mirror && k % 2 == 1 {
            p.mirror()
        } else {
            p
        },
        i,
    )
}

/// Counts the positions reachable from `start` under `solution`'s rules and the `convention`,
/// with their values from `solution`. Level-synchronous parallel search; memory: two bits
/// per key (one key per index, two without mirror folding): never met, in the frontier
/// searched or the next one, or searched. A position that is not played on is counted where
/// it is first met, one level early (8% of the published search's time, which unranked
/// 106 million terminal positions of the full game only to count them).
pub(crate) fn reachable(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    progress: &dyn Progress,
) -> ReachCounts {
    reachable_where(solution, start, convention, progress, |_, _| false).0
}

/// The counts of [`Convention::PUBLISHED`] and of the same convention with mirror images
/// counted apart, `(published, mirror_apart)`, from one search: equal to two calls of
/// [`reachable`], in about the time of the second alone.
///
/// Why one search gives both: a move commutes with the mirror (rank 1 ↔ 3), so the mirror
/// image of a position reachable from `start` in n plies is reachable from the mirrored start
/// in n plies. The folded search walks the graph of mirror pairs, so it reaches the pairs with
/// a member reachable from `start`, each first at the smallest ply of its two members; and the
/// value and terminality of a position are those of its mirror image. The search with mirror
/// images apart visits the members level by level, so the first member of a pair met (at the
/// smallest ply) is where the pair is counted: a second bit-set, one bit per index, tells.
/// Memory: that bit-set on top of [`reachable`]'s (one bit per index).
pub(crate) fn reachable_published_and_apart(
    solution: &Solution,
    start: &Position,
    progress: &dyn Progress,
) -> (ReachCounts, ReachCounts) {
    let apart = Convention {
        fold_mirror: false,
        ..Convention::PUBLISHED
    };
    let (apart, folded, _) = search(
        solution,
        start,
        apart,
        true,
        progress,
        |_, _| false,
        |_, _, _, _| false,
    );
    (folded.expect("asked for"), apart)
}

/// [`reachable`], also returning the reachable positions (seen from the player to move; with
/// mirror folding, the member of each mirror pair that the index ranks) for which `keep`
/// (given the position and its value) says yes, in no particular order.
pub(crate) fn reachable_where(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    progress: &dyn Progress,
    keep: impl Fn(&Position, Value) -> bool + Sync,
) -> (ReachCounts, Vec<Position>) {
    let (counts, kept) = reachable_where_children(
        solution,
        start,
        convention,
        progress,
        |_, _| false,
        |p, v, _, _| keep(p, v),
    );
    let (index, rules) = (solution.index(), solution.rules());
    let fold = convention.fold_mirror;
    (
        counts,
        kept.into_iter()
            .map(|k| unkey(index, rules, k, fold).0)
            .collect(),
    )
}

/// [`reachable_where`] for a test that needs the values of a position's children: for a
/// position where `wants` (given the position and its value) says yes, `keep` is also given
/// the values of its children, one per legal move that does not capture the 王 (a move to a
/// position where the mover holds the try gives win 0), each for the child's own player to
/// move, in no particular order — from the child ranks the search computes anyway, read a batch
/// at a time with their cache misses overlapped — and the children's keys in the same order (as
/// the kept positions' keys below). Positions that are not played on (terminal in `convention`)
/// and those `wants` declines get two empty slices.
///
/// `keep` and `wants` see each position from its player to move; with mirror folding, either
/// member of its mirror pair (a position not played on is tested as the move that first met it
/// made it, without being unranked again: a mirror-invariant test gives the same answer).
///
/// The positions kept are returned as their keys, 8 bytes where a position takes 22: with
/// mirror folding the index of each ([`Index::unrank`] gives the position), without it twice
/// the index, plus one for the member of its mirror pair that the index does not rank.
pub(crate) fn reachable_where_children(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    progress: &dyn Progress,
    wants: impl Fn(&Position, Value) -> bool + Sync,
    keep: impl Fn(&Position, Value, &[Value], &[u64]) -> bool + Sync,
) -> (ReachCounts, Vec<u64>) {
    let (counts, _, kept) = search(solution, start, convention, false, progress, wants, keep);
    (counts, kept)
}

/// The value of the position of key `k` for its player to move (win 0 past the solved range,
/// where the mover holds the try).
#[inline]
fn value_of_key(solution: &Solution, k: u64, fold_mirror: bool) -> Value {
    let i = index_of_key(k, fold_mirror);
    if i < solution.index().solved_len() {
        solution.value_at_legal(i)
    } else {
        Value::Win(0)
    }
}

/// Children keys gathered before any is claimed, so that the processor fetches their words of
/// the search's state (far larger than the caches) in parallel rather than one miss at a time.
const BATCH: usize = 256;

/// Keys per word of the search's state: two bits each.
const KEYS_PER_WORD: u64 = 32;

/// The low bit of each key's two in a word.
const LOW_BITS: u64 = 0x5555_5555_5555_5555;

/// Words of the search's state per task (65,536 keys).
const TASK_WORDS: usize = 2048;

/// How many frontier entries ahead the values are prefetched.
const AHEAD: usize = 8;

/// Counts one position of value `value`, terminal or not, in `c`.
#[inline]
fn count(c: &mut ReachCounts, value: Value, terminal: bool) {
    c.positions += 1;
    match value {
        Value::Win(_) => c.wins += 1,
        Value::Loss(_) => c.losses += 1,
        Value::Draw => c.draws += 1,
    }
    if terminal {
        c.terminal += 1;
    } else {
        match value {
            Value::Win(_) => c.nonterminal_wins += 1,
            Value::Loss(_) => c.nonterminal_losses += 1,
            Value::Draw => c.nonterminal_draws += 1,
        }
    }
}

/// Adds the counts of `c` (all but the depth) to `total`.
fn add(total: &mut ReachCounts, c: &ReachCounts) {
    total.positions += c.positions;
    total.wins += c.wins;
    total.losses += c.losses;
    total.draws += c.draws;
    total.terminal += c.terminal;
    total.nonterminal_wins += c.nonterminal_wins;
    total.nonterminal_losses += c.nonterminal_losses;
    total.nonterminal_draws += c.nonterminal_draws;
}

/// What one task of a level of [`search`] gathers.
#[derive(Default)]
struct Task {
    /// Positions counted: those of the level searched, and the children met first that are
    /// not played on (one level deeper).
    counts: ReachCounts,
    /// The same for mirror pairs (`also_folded`).
    folded: ReachCounts,
    /// Children met first that are played on: the next level's frontier.
    found: u64,
    /// Keys kept.
    keeps: Vec<u64>,
    /// Whether a pair was first counted at the level searched.
    visited_pair: bool,
    /// Whether a child not played on was counted (one level deeper).
    settled: bool,
    /// Whether a pair was first counted through such a child.
    settled_pair: bool,
}

/// A position waiting for its children's values: the position, its key, its value and its
/// children's keys, `pending[from..to]`.
type Deferred = (Position, u64, Value, usize, usize);

/// One task's buffers, reused from batch to batch.
struct Batch {
    /// Children's keys gathered before any is claimed.
    pending: Vec<u64>,
    /// The child of each pending key, for the test of the children met first.
    children: Vec<Position>,
    /// Positions waiting for their children's values.
    deferred: Vec<Deferred>,
    /// The values of one deferred position's children.
    values: Vec<Value>,
    /// Children met first and not played on, waiting for their values.
    settle: Vec<(u64, Position)>,
}

impl Batch {
    fn new() -> Batch {
        Batch {
            pending: Vec::with_capacity(BATCH + MAX_MOVES),
            children: Vec::with_capacity(BATCH + MAX_MOVES),
            deferred: Vec::new(),
            values: Vec::with_capacity(MAX_MOVES),
            settle: Vec::with_capacity(BATCH + MAX_MOVES),
        }
    }
}

/// Sets bit `k` of `set` if it was clear; whether it was.
#[inline]
fn claim_in(set: &[AtomicU64], k: u64) -> bool {
    let bit = 1u64 << (k % 64);
    let word = &set[(k / 64) as usize];
    word.load(Relaxed) & bit == 0 && word.fetch_or(bit, Relaxed) & bit == 0
}

/// Puts key `k` into the frontier `code` (01 or 10) of `state` if it was never met; whether it
/// was. Most children are met again and again; a plain load sees that without the atomic
/// read-modify-write (which would also take the cache line exclusive).
#[inline]
fn claim(state: &[AtomicU64], k: u64, code: u64) -> bool {
    let shift = 2 * (k % KEYS_PER_WORD);
    let word = &state[(k / KEYS_PER_WORD) as usize];
    word.load(Relaxed) >> shift & 3 == 0 && word.fetch_or(code << shift, Relaxed) >> shift & 3 == 0
}

/// The keys of the frontier `cur` (01 or 10) in the words of task `t`, in key order, marked
/// searched (11: both bits).
#[inline]
fn frontier(words: &[AtomicU64], t: usize, cur: u64) -> Vec<u64> {
    let mut chunk: Vec<u64> = Vec::new();
    for (j, w) in words.iter().enumerate() {
        let v = w.load(Relaxed);
        let (lo, hi) = (v & LOW_BITS, v >> 1 & LOW_BITS);
        let mut bits = if cur == 0b01 { lo & !hi } else { hi & !lo };
        if bits == 0 {
            continue;
        }
        w.fetch_or(bits | bits << 1, Relaxed);
        let first = (t * TASK_WORDS + j) as u64 * KEYS_PER_WORD;
        while bits != 0 {
            chunk.push(first + u64::from(bits.trailing_zeros() / 2));
            bits &= bits - 1;
        }
    }
    chunk
}

/// What the tasks of one level of [`search`] share: the table, the convention, the search's
/// state, the frontier codes of the level and of the next one, and the caller's tests.
struct Level<'a, W, K> {
    solution: &'a Solution,
    index: &'a Index,
    rules: Rules,
    convention: Convention,
    fold: bool,
    also_folded: bool,
    /// Two bits per key, as [`search`] says.
    state: &'a [AtomicU64],
    /// One bit per index (`also_folded`).
    pairs: &'a [AtomicU64],
    /// The frontier code of the next level.
    next: u64,
    wants: &'a W,
    keep: &'a K,
}

impl<W, K> Level<'_, W, K>
where
    W: Fn(&Position, Value) -> bool + Sync,
    K: Fn(&Position, Value, &[Value], &[u64]) -> bool + Sync,
{
    /// Searches the keys `chunk` of the level's frontier (one task's, in key order).
    #[inline]
    fn task(&self, chunk: &[u64]) -> Task {
        let mut b = Batch::new();
        let mut t = Task::default();
        // Whether the entry was searched with the one before it (its mirror image).
        let mut twinned = false;
        for (j, &k) in chunk.iter().enumerate() {
            if std::mem::take(&mut twinned) {
                continue;
            }
            // Their values are cache misses, fetched a few entries ahead.
            if let Some(&ahead) = chunk.get(j + AHEAD) {
                self.solution.prefetch_value(index_of_key(ahead, self.fold));
            }
            twinned = self.visit(k, chunk.get(j + 1) == Some(&(k + 1)), &mut b, &mut t);
            if b.pending.len() >= BATCH {
                self.flush(&mut b, &mut t);
            }
        }
        self.flush(&mut b, &mut t);
        t
    }

    /// Counts the position of key `k` (with `next_is_twin`, the next entry of the frontier is
    /// its mirror image, key `k + 1`) and gathers its children into `b`; whether the mirror
    /// image was searched with it.
    #[inline]
    fn visit(&self, k: u64, next_is_twin: bool, b: &mut Batch, t: &mut Task) -> bool {
        let (index, fold) = (self.index, self.fold);
        let (pos, i) = unkey(index, self.rules, k, fold);
        let value = value_of_key(self.solution, k, fold);
        let terminal = is_terminal(&pos);
        let expand = self.convention.plays_on(&pos, || terminal);
        let wanted = expand && (self.wants)(&pos, value);
        // With mirror images apart, the two members of a pair in this frontier (keys 2i and
        // 2i + 1, side by side in the chunk) are searched together: the mirror image has the
        // same value and terminality, and its children are the mirror images of the children
        // (a move commutes with the mirror), so each child is made and ranked once for both.
        // Not for a position whose children's values are wanted.
        let twin = (!fold && !wanted && k.is_multiple_of(2) && next_is_twin)
            .then(|| pos.mirror())
            .filter(|m| !(expand && (self.wants)(m, value)));
        if !wanted && (self.keep)(&pos, value, &[], &[]) {
            t.keeps.push(k);
        }
        count(&mut t.counts, value, terminal);
        if let Some(m) = &twin {
            if (self.keep)(m, value, &[], &[]) {
                t.keeps.push(k + 1);
            }
            count(&mut t.counts, value, terminal);
        }
        // Every member of a pair met at an earlier level set the pair's bit in that level (or,
        // not played on, in the level before), so a pair's first setter is at its smallest ply.
        if self.also_folded && claim_in(self.pairs, i) {
            count(&mut t.folded, value, terminal);
            t.visited_pair = true;
        }
        if expand {
            let from = b.pending.len();
            self.gather(&pos, twin.is_some(), wanted, b);
            if wanted {
                b.deferred.push((pos, k, value, from, b.pending.len()));
            }
        }
        twin.is_some()
    }

    /// Pushes the children of `pos` (with `twin`, also those of its mirror image) and their
    /// keys into `b`, prefetching their words of the state (and, `wanted`, their values).
    #[inline]
    fn gather(&self, pos: &Position, twin: bool, wanted: bool, b: &mut Batch) {
        let (index, fold, state) = (self.index, self.fold, self.state);
        // Moves of the rotated position give children already seen from their mover, so
        // ranking them needs no rotation.
        let rotated = pos.rotate();
        rotated.for_each_move(self.rules, |m| {
            if let Successor::Position(child) = rotated.play_unchecked(m) {
                if twin {
                    // The mirror image's key differs in its last bit, unless the child is its
                    // own mirror image; both are in one word.
                    let (ci, mirrored, self_mirror) = index.rank_mirror_pair(&child);
                    let ck = 2 * ci + mirrored as u64;
                    prefetch(&state[(ck / KEYS_PER_WORD) as usize]);
                    b.pending.push(ck);
                    b.children.push(child);
                    if !self_mirror {
                        b.pending.push(ck ^ 1);
                        b.children.push(child.mirror());
                    }
                    return true;
                }
                let ck = key(index, &child, fold);
                prefetch(&state[(ck / KEYS_PER_WORD) as usize]);
                if wanted {
                    self.solution.prefetch_value(index_of_key(ck, fold));
                }
                b.pending.push(ck);
                b.children.push(child);
            }
            true
        });
    }

    /// Gives the deferred positions their children's values, claims the pending children for
    /// the next level, counts those met first that are not played on, and empties the batch.
    #[inline]
    fn flush(&self, b: &mut Batch, t: &mut Task) {
        let (solution, fold, state) = (self.solution, self.fold, self.state);
        for (pos, k, value, from, to) in b.deferred.drain(..) {
            b.values.clear();
            b.values.extend(
                b.pending[from..to]
                    .iter()
                    .map(|&ck| value_of_key(solution, ck, fold)),
            );
            if (self.keep)(&pos, value, &b.values, &b.pending[from..to]) {
                t.keeps.push(k);
            }
        }
        for (&ck, child) in b.pending.iter().zip(b.children.iter()) {
            if !claim(state, ck, self.next) {
                continue;
            }
            // A child that will not be played on is counted now, at its first meeting (ply
            // depth + 1), and marked searched (11): the next level need not unrank it again
            // only to count it.
            if self.convention.plays_on(child, || is_terminal(child)) {
                t.found += 1;
            } else {
                let shift = 2 * (ck % KEYS_PER_WORD);
                state[(ck / KEYS_PER_WORD) as usize].fetch_or(3 << shift, Relaxed);
                solution.prefetch_value(index_of_key(ck, fold));
                b.settle.push((ck, *child));
            }
        }
        for (ck, child) in b.settle.drain(..) {
            let value = value_of_key(solution, ck, fold);
            if (self.keep)(&child, value, &[], &[]) {
                t.keeps.push(ck);
            }
            // Not played on: terminal (holding the try is terminal too).
            count(&mut t.counts, value, true);
            t.settled = true;
            if self.also_folded && claim_in(self.pairs, index_of_key(ck, fold)) {
                count(&mut t.folded, value, true);
                t.settled_pair = true;
            }
        }
        b.pending.clear();
        b.children.clear();
    }
}

/// The search behind [`reachable_where_children`]: the counts under `convention`, the kept
/// positions, and with `also_folded` (for a convention with mirror images apart) the counts
/// with them folded, as [`reachable_published_and_apart`] explains.
fn search(
    solution: &Solution,
    start: &Position,
    convention: Convention,
    also_folded: bool,
    progress: &dyn Progress,
    wants: impl Fn(&Position, Value) -> bool + Sync,
    keep: impl Fn(&Position, Value, &[Value], &[u64]) -> bool + Sync,
) -> (ReachCounts, Option<ReachCounts>, Vec<u64>) {
    let index = solution.index();
    let fold = convention.fold_mirror;
    let also_folded = also_folded && !fold;
    let keys = index.len() * if fold { 1 } else { 2 };
    // Two bits per key ([`KEYS_PER_WORD`] keys per word): never met (0), in the frontier of an
    // even or of an odd level (01, 10), searched (11). The frontier being searched and the
    // next one are thus found in the same words (160 MB for a full piece set, mirror images
    // folded, where a visited set and two frontier bit-sets took 240 MB), searched in key order
    // without sorting them — in key order, neighbouring entries share king class and cohort:
    // their values lie together and their children near each other.
    let state = crate::solve::zeroed_words(keys.div_ceil(KEYS_PER_WORD) as usize);
    // With `also_folded`: one bit per index, set when the first member of its mirror pair is
    // counted.
    let pairs = crate::solve::zeroed_words(if also_folded {
        index.len().div_ceil(64) as usize
    } else {
        0
    });
    progress.start_phase(Phase::Reachable(None), 0);
    claim(&state, key(index, start, fold), 0b01);
    let mut level_len = 1u64;
    let mut counts = ReachCounts::default();
    let mut folded = ReachCounts::default();
    let mut depth = 0;
    // The deepest ply of a position counted when first met (not played on).
    let mut deepest_settled = 0;
    let mut kept = Vec::new();
    while level_len > 0 {
        // The frontier codes of this level and of the next one.
        let (cur, next) = if depth % 2 == 0 {
            (0b01, 0b10)
        } else {
            (0b10, 0b01)
        };
        let level = Level {
            solution,
            index,
            rules: solution.rules(),
            convention,
            fold,
            also_folded,
            state: &state,
            pairs: &pairs,
            next,
            wants: &wants,
            keep: &keep,
        };
        let tasks: Vec<Task> = state
            .par_chunks(TASK_WORDS)
            .enumerate()
            .map(|(t, words)| {
                let task = level.task(&frontier(words, t, cur));
                progress.advance(task.counts.positions);
                task
            })
            .collect();
        level_len = 0;
        for t in tasks {
            kept.extend(t.keeps);
            add(&mut counts, &t.counts);
            if t.visited_pair {
                folded.depth = folded.depth.max(depth);
            }
            if t.settled_pair {
                folded.depth = folded.depth.max(depth + 1);
            }
            if t.settled {
                deepest_settled = deepest_settled.max(depth + 1);
            }
            add(&mut folded, &t.folded);
            level_len += t.found;
        }
        if level_len > 0 {
            depth += 1;
        }
    }
    counts.depth = depth.max(deepest_settled);
    progress.end_phase(PhaseSummary::Positions(counts.positions));
    (counts, also_folded.then_some(folded), kept)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::solve::{solve, NoProgress};

    /// A plain sequential breadth-first search, for comparison: positions normalized (a to
    /// move) and, folded, replaced by the one of a mirror pair with the smaller text.
    fn reference(sol: &Solution, start: &Position, convention: Convention) -> ReachCounts {
        let canon = |p: Position| {
            let p = p.normalized();
            let m = p.mirror();
            if convention.fold_mirror && m.to_string() < p.to_string() {
                m
            } else {
                p
            }
        };
        let mut seen = HashSet::from([canon(*start)]);
        let mut level = vec![canon(*start)];
        let mut c = ReachCounts::default();
        loop {
            let mut next = Vec::new();
            for p in &level {
                let terminal = is_terminal(p);
                count(&mut c, sol.value(p), terminal);
                let expand = if convention.through_terminal {
                    !p.try_holds()
                } else {
                    !terminal
                };
                if !expand {
                    continue;
                }
                for m in p.legal_moves(sol.rules()) {
                    if let Successor::Position(child) = p.play_unchecked(m) {
                        if seen.insert(canon(child)) {
                            next.push(canon(child));
                        }
                    }
                }
            }
            if next.is_empty() {
                return c;
            }
            c.depth += 1;
            level = next;
        }
    }

    /// The children's values given to `keep` are those of the position's moves that capture no
    /// 王, looked up one by one; the positions kept are those `keep` says yes to.
    #[test]
    fn children_values_are_those_of_the_moves() {
        let rules = Rules::TwelveJanggi;
        let sol = solve(rules, "GP".parse().unwrap(), &NoProgress).expect("solve");
        let index = sol.index();
        let start = (0..index.solved_len())
            .step_by(4099)
            .filter_map(|i| index.unrank(i, rules))
            .find(|p| !is_terminal(p))
            .expect("a start");
        let checked = AtomicU64::new(0);
        let (counts, kept) = reachable_where_children(
            &sol,
            &start,
            Convention::PUBLISHED,
            &NoProgress,
            |_, v| matches!(v, Value::Win(_)),
            |p, v, children, keys| {
                // Each key is the child's, its value the child's.
                assert_eq!(keys.len(), children.len());
                for (&k, &c) in keys.iter().zip(children) {
                    let child = index.unrank(k, rules).expect("a child's key is legal");
                    assert_eq!(sol.value(&child), c, "{p}: child {child}");
                }
                let mut want: Vec<Value> = p
                    .legal_moves(rules)
                    .into_iter()
                    .filter_map(|m| p.play_unchecked(m).position())
                    .map(|c| sol.value(&c))
                    .collect();
                let mut got = children.to_vec();
                if matches!(v, Value::Win(_)) && !is_terminal(p) {
                    want.sort();
                    got.sort();
                    assert_eq!(got, want, "{p}");
                    checked.fetch_add(1, Relaxed);
                } else {
                    assert!(got.is_empty(), "{p}");
                }
                matches!(v, Value::Loss(_))
            },
        );
        assert!(checked.into_inner() > 100);
        assert_eq!(kept.len() as u64, counts.losses);
        assert!(kept
            .iter()
            .all(|&i| matches!(sol.value_at(i), Some(Value::Loss(_)))));
    }

    /// The four conventions against the plain search, and the published and mirror-apart
    /// counts of one search against separate ones, from a few starts of small piece sets
    /// (mirror-symmetric king classes included) under both rule sets.
    #[test]
    fn searches_agree_with_a_plain_search() {
        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
            for pieces in ["GP", "MP"] {
                let sol = solve(rules, pieces.parse().unwrap(), &NoProgress).expect("solve");
                let index = sol.index();
                let starts: Vec<Position> = (0..index.solved_len())
                    .step_by(4099)
                    .filter_map(|i| index.unrank(i, rules))
                    .filter(|p| !is_terminal(p))
                    .take(6)
                    .collect();
                assert!(starts.len() >= 4);
                for start in &starts {
                    for through_terminal in [false, true] {
                        for fold_mirror in [false, true] {
                            let conv = Convention {
                                through_terminal,
                                fold_mirror,
                            };
                            assert_eq!(
                                reachable(&sol, start, conv, &NoProgress),
                                reference(&sol, start, conv),
                                "{rules} {pieces} {start} {conv:?}"
                            );
                        }
                    }
                    let apart = Convention {
                        fold_mirror: false,
                        ..Convention::PUBLISHED
                    };
                    assert_eq!(
                        reachable_published_and_apart(&sol, start, &NoProgress),
                        (
                            reachable(&sol, start, Convention::PUBLISHED, &NoProgress),
                            reachable(&sol, start, apart, &NoProgress)
                        ),
                        "{rules} {pieces} {start}"
                    );
                }
            }
        }
    }
}
