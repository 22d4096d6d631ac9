//! The position index: an arithmetic ranking between positions and `0..N`.
//!
//! Positions are always seen from the player to move ([`Position::normalized`]: a to move), and
//! a position and its mirror image (rank 1 ↔ rank 3) share one index. The index is the mixed-radix
//! number
//!
//! ```text
//! index = king_class × PER_CLASS + cohort_offset[cohort] + placement
//! ```
//!
//! * **king class** (0..72): the squares of the two kings up to the mirror. The 54 classes where
//!   the mover's king is outside the enemy camp come first; the 18 where it already holds the
//!   try (a finished position, win 0) come last, so the solver can keep arrays only for the
//!   prefix [`Index::solved_len`]. Of the 54, 9 are mirror-symmetric (both kings on rank 2);
//!   there the smaller of the two raw indices of a position and its mirror is its index, and the
//!   other is unused.
//! * **cohort**: for each of 將, 相, 子 in turn, how many of that kind are on the board and how
//!   the rest are split between the two hands.
//! * **placement**: for each kind in turn, the colex rank of its squares among the squares still
//!   free (the 10 squares not holding a king, less those taken by the kinds before it), times its
//!   attributes: owner for 將 and 相; owner and promotion for 子/侯. Identical pieces are one
//!   piece type, so two 將 on B1 and C3 are counted once.
//!
//! Indices that are not legal positions (under twelve-janggi an unpromoted 子 in its enemy camp;
//! in symmetric classes the larger raw index) are "don't care": [`Index::unrank`] returns `None`.
//!
//! With the full piece set there are 72 × 11,878,227 = 855,232,344 indices; they cover the
//! 1,567,925,964 Dōbutsu positions of Tanaka (2009) counted with mirror images apart.

use crate::rules::Position;
use crate::rules::{Bitboard, Color, PieceSet, Role, Rules, Square};

/// Name of this index scheme, written in every table header: king classes, cohorts, colex
/// placements, as described in this module's documentation.
pub const INDEX_SCHEME: &str = "sibi-kingclass-cohort-colex";
/// Version of [`INDEX_SCHEME`]: it changes whenever some position would get another index; a
/// table of another version is refused.
pub const INDEX_VERSION: u32 = 1;

/// Number of king classes (king-square pairs up to the mirror).
pub(crate) const KING_CLASSES: usize = 72;
/// King classes where the mover's king is not in the enemy camp (they come first).
pub(crate) const OPEN_KING_CLASSES: usize = 54;

/// A king-square pair class: the canonical squares, and whether the class is mirror-symmetric.
#[derive(Clone, Copy, Debug)]
struct KingClass {
    mover: Square,
    other: Square,
    symmetric: bool,
}

/// One kind (將, 相 or 子) in one cohort: how many are on the board, how many are in a's hand.
#[derive(Clone, Copy, Debug, Default)]
struct KindState {
    on_board: u8,
    in_hand_a: u8,
}

#[derive(Clone, Copy, Debug)]
struct Cohort {
    kinds: [KindState; 3],
    offset: u32,
    /// Size of each kind's placement block, given the squares left free by the kinds before it.
    sizes: [u32; 3],
    /// `sizes[1]` and `sizes[2]` as divisors.
    div: [Divisor; 2],
}

impl Cohort {
    /// How many of each kind (將, 相, 子) stand on the board.
    #[inline]
    fn on_board(&self) -> [u8; 3] {
        self.kinds.map(|k| k.on_board)
    }

    /// The placement rank of each kind (將, 相, 子) for within-class rank `rem` of this cohort:
    /// the mixed-radix digits of `rem − offset` with radices `sizes`.
    #[inline]
    fn placements(&self, rem: u32) -> [u32; 3] {
        let (rest, p2) = self.div[1].div_rem(rem - self.offset);
        let (p0, p1) = self.div[0].div_rem(rest);
        [p0, p1, p2]
    }
}

/// Division by a fixed divisor with one multiplication instead of a `div` instruction (tens of
/// cycles; unranking a frontier position of the solver took four): the quotient of `n` by `d`
/// is the high 64 bits of `n × (⌊2⁶⁴ / d⌋ + 1)`, exact for every `n` and `d` below 2³²
/// (Lemire, Kaser and Kurz, "Faster remainder by direct computation", 2019: the error
/// `n·e / (d·2⁶⁴)`, `0 < e ≤ d`, stays below `2⁻³²`, less than the gap `1/d` between `n / d`
/// and the next integer).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Divisor {
    d: u32,
    m: u128,
}

impl Divisor {
    /// A divisor `d`, 1 ≤ `d` < 2³². Panics on 0.
    pub(crate) fn new(d: u64) -> Divisor {
        assert!(d > 0 && d <= u32::MAX as u64, "divisor {d} out of range");
        Divisor {
            d: d as u32,
            m: (1u128 << 64) / d as u128 + 1,
        }
    }

    /// `(n / d, n % d)`.
    #[inline]
    pub(crate) fn div_rem(self, n: u32) -> (u32, u32) {
        let q = ((n as u128 * self.m) >> 64) as u32;
        (q, n - q * self.d)
    }
}

/// `COLEX2[r]`: the pair (i, j), i < j, of colex rank r = i + j(j − 1)/2, for the 45 pairs of
/// 10 squares.
const COLEX2: [(u8, u8); 45] = {
    let mut t = [(0u8, 0u8); 45];
    let mut j = 1;
    while j < 10 {
        let mut i = 0;
        while i < j {
            t[i + j * (j - 1) / 2] = (i as u8, j as u8);
            i += 1;
        }
        j += 1;
    }
    t
};

/// log2 of the attributes of one piece of each kind: owner (1 bit) for 將 and 相, owner and
/// promotion (2 bits) for 子.
const ATTR_BITS: [u32; 3] = [1, 1, 2];

/// log2 of the number of cohort-lookup buckets' width (see `Index::coarse`).
const COARSE_SHIFT: u32 = 10;

/// The index of one piece set: rank and unrank between positions and `0..len()`.
///
/// Build once with [`Index::new`] (microseconds) and share; all methods take `&self`.
#[derive(Clone, Debug)]
pub struct Index {
    pieces: PieceSet,
    classes: [KingClass; KING_CLASSES],
    /// For the ordered king pair (mover square, other square): class id and whether the
    /// position must be mirrored to reach the class's canonical squares. `u8::MAX` if equal.
    class_of: [[(u8, bool); 12]; 12],
    cohorts: Vec<Cohort>,
    /// `coarse[rem >> COARSE_SHIFT]`: the cohort holding the first rank of that bucket, where
    /// the search for a rank's cohort starts.
    coarse: Vec<u16>,
    /// `cohort_part[kind][on_board][in_hand_a]`: that kind's term of its cohort's number (its
    /// state's position in its list times the states of the kinds after it).
    cohort_part: [[[u16; 3]; 3]; 3],
    per_class: u64,
    /// `per_class` as a divisor (every index is below 2³²: 855,232,344 for the full set).
    per_class_div: Divisor,
}

const fn binom(n: u64, k: u64) -> u64 {
    match k {
        0 => 1,
        1 => n,
        2 => {
            if n < 2 {
                0
            } else {
                n * (n - 1) / 2
            }
        }
        _ => panic!("at most two pieces of a kind"),
    }
}

impl Index {
    /// The index for the piece set `pieces` (the kings are always in play).
    pub fn new(pieces: PieceSet) -> Index {
        // King classes: open ones (mover's king on files A–C) first, then those holding the try.
        let mut classes = Vec::with_capacity(KING_CLASSES);
        let mut class_of = [[(u8::MAX, false); 12]; 12];
        for try_held in [false, true] {
            for mover in Square::ALL {
                if (Color::A.enemy_camp() & mover.bb() != 0) != try_held {
                    continue;
                }
                for other in Square::ALL {
                    if other == mover {
                        continue;
                    }
                    let canonical = mover.rank() == 0 || (mover.rank() == 1 && other.rank() <= 1);
                    if !canonical {
                        continue;
                    }
                    let symmetric = mover.rank() == 1 && other.rank() == 1;
                    let id = classes.len() as u8;
                    classes.push(KingClass {
                        mover,
                        other,
                        symmetric,
                    });
                    class_of[mover.index()][other.index()] = (id, false);
                    if !symmetric {
                        class_of[mover.mirror().index()][other.mirror().index()] = (id, true);
                    }
                }
            }
        }
        assert_eq!(classes.len(), KING_CLASSES);

        let counts = pieces.counts();
        // A kind's states, listed by pieces on the board ascending, then pieces in a's hand
        // ascending (the order `state_id` computes).
        let mut states: [Vec<KindState>; 3] = Default::default();
        for kind in 0..3 {
            let n = counts[kind];
            for on_board in 0..=n {
                for in_hand_a in 0..=(n - on_board) {
                    states[kind].push(KindState {
                        on_board,
                        in_hand_a,
                    });
                }
            }
        }
        let states_per_kind = [states[0].len(), states[1].len(), states[2].len()];
        let mut cohorts = Vec::new();
        let mut offset = 0u64;
        for s0 in &states[0] {
            for s1 in &states[1] {
                for s2 in &states[2] {
                    let kinds = [*s0, *s1, *s2];
                    let mut free = 10u64;
                    let mut sizes = [0u32; 3];
                    for kind in 0..3 {
                        let k = kinds[kind].on_board as u64;
                        sizes[kind] = (binom(free, k) << (ATTR_BITS[kind] * k as u32)) as u32;
                        free -= k;
                    }
                    cohorts.push(Cohort {
                        kinds,
                        offset: offset as u32,
                        sizes,
                        div: [Divisor::new(sizes[1] as u64), Divisor::new(sizes[2] as u64)],
                    });
                    offset += sizes[0] as u64 * sizes[1] as u64 * sizes[2] as u64;
                }
            }
        }
        let per_class = offset;
        let buckets = per_class.div_ceil(1 << COARSE_SHIFT) as usize;
        let coarse = (0..buckets)
            .map(|b| {
                let first = (b as u64) << COARSE_SHIFT;
                (cohorts.partition_point(|c| c.offset as u64 <= first) - 1) as u16
            })
            .collect();
        let classes: [KingClass; KING_CLASSES] = classes.try_into().expect("72 classes");
        let mut cohort_part = [[[0u16; 3]; 3]; 3];
        let stride = [
            states_per_kind[1] * states_per_kind[2],
            states_per_kind[2],
            1,
        ];
        for (kind, list) in states.iter().enumerate() {
            for (id, st) in list.iter().enumerate() {
                cohort_part[kind][st.on_board as usize][st.in_hand_a as usize] =
                    (id * stride[kind]) as u16;
            }
        }
        Index {
            pieces,
            classes,
            class_of,
            cohorts,
            coarse,
            cohort_part,
            per_class,
            per_class_div: Divisor::new(per_class),
        }
    }

    /// The king class of index `index` (below [`Index::len`]) and its rank within the class.
    #[inline]
    pub(crate) fn class_and_rem(&self, index: u64) -> (usize, u32) {
        debug_assert!(index < self.len());
        let (class, rem) = self.per_class_div.div_rem(index as u32);
        (class as usize, rem)
    }

    /// The piece set this index numbers.
    pub fn pieces(&self) -> PieceSet {
        self.pieces
    }

    /// Number of indices, `0..len()` (legal positions and don't-care entries).
    pub fn len(&self) -> u64 {
        self.per_class * KING_CLASSES as u64
    }

    /// Always `false`: there is at least the kings-only position.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Indices `0..solved_len()` are the positions where the mover's king is not in the enemy
    /// camp; the rest hold the try (win 0) and need no table entry.
    pub fn solved_len(&self) -> u64 {
        self.per_class * OPEN_KING_CLASSES as u64
    }

    /// Number of indices per king class.
    #[doc(hidden)] // public for the integration tests in solver/tests only
    pub fn per_class(&self) -> u64 {
        self.per_class
    }

    /// The squares of the mover's 王 and of the other 王 in king class `class` (0..72): class
    /// `c` holds the indices `c × per_class() .. (c + 1) × per_class()`. Panics if `class` is
    /// 72 or more.
    pub(crate) fn class_kings(&self, class: usize) -> (Square, Square) {
        let c = &self.classes[class];
        (c.mover, c.other)
    }

    /// The index of `pos` (any side to move; it is normalized and mirrored as needed).
    ///
    /// The position must be legal for this index's piece set (as [`Position::from_setup`]
    /// checks); for other positions the result is unspecified (but in range).
    #[inline]
    pub fn rank(&self, pos: &Position) -> u64 {
        self.rank_mirrored(pos).0
    }

    /// The index of `pos` and whether `pos` (normalized) is the mirror image of the index's
    /// position ([`Index::unrank`]) rather than that position itself; `false` for a
    /// mirror-symmetric position.
    #[inline]
    pub(crate) fn rank_mirrored(&self, pos: &Position) -> (u64, bool) {
        let (index, mirrored, _) = self.rank_mirror_pair(pos);
        (index, mirrored)
    }

    /// [`Index::rank_mirrored`], and whether `pos` is its own mirror image. The mirror image
    /// of `pos` has the same index and the other `mirrored` flag, unless `pos` is its own
    /// (then `false` for both): the search for reachable positions ranks a child once for it
    /// and for its mirror image.
    #[inline(always)]
    pub(crate) fn rank_mirror_pair(&self, pos: &Position) -> (u64, bool, bool) {
        let (class, within, mirrored, self_mirror) = match pos.side_to_move() {
            Color::A => self.class_rank_a_to_move(pos),
            Color::D => self.class_rank_a_to_move(&pos.rotate()),
        };
        (
            class as u64 * self.per_class + within,
            mirrored,
            self_mirror,
        )
    }

    /// The king class of `pos` (a to move) and its index within that class: `rank(pos)` is
    /// `class × per_class() + within`. For the solver, which maps a class to its own arrays
    /// without dividing the index again.
    #[inline]
    pub(crate) fn rank_in_class(&self, pos: &Position) -> (usize, u64) {
        debug_assert_eq!(pos.side_to_move(), Color::A);
        let (class, within, _, _) = self.class_rank_a_to_move(pos);
        (class, within)
    }

    /// The king class of `pos` (a to move), its rank within that class, whether `pos` is the
    /// mirror image of the index's position, and whether it is its own mirror image. (Called
    /// with a position with a to move read in place: copying it right after its fields were
    /// written, as `normalized()` did, stalled the processor on the copy; reading in place
    /// made the Dōbutsu retrograde rounds 5% faster.)
    #[inline(always)]
    fn class_rank_a_to_move(&self, pos: &Position) -> (usize, u64, bool, bool) {
        let ka = pos.king(Color::A);
        let kd = pos.king(Color::D);
        let (class_id, mirror) = self.class_of[ka.index()][kd.index()];
        let class = &self.classes[class_id as usize];
        let (within, mirrored, self_mirror) = if class.symmetric {
            let a = self.raw_rank(pos);
            let b = self.raw_rank(&pos.mirror());
            (a.min(b), b < a, a == b)
        } else if mirror {
            (self.raw_rank(&pos.mirror()), true, false)
        } else {
            (self.raw_rank(pos), false, false)
        };
        (class_id as usize, within, mirrored, self_mirror)
    }

    /// Rank within the king class, for a position (a to move) whose kings are already on the
    /// class's canonical squares. Straight-line code: the solver ranks every predecessor it
    /// meets with it (a loop over the kinds with their counts and hands looked up each time
    /// took 223 instructions a call; this takes about half).
    // Always inlined, as are `class_rank_a_to_move`, `rank_mirror_pair` and
    // `Position::play_unchecked`: a position just made by a move is then ranked from the
    // values in registers, not read back from memory it was written to field by field (a
    // stalled store forward). The search for reachable positions: 23.6–25.0 → 21.4–22.1 s for
    // `stats --reachable published`, three runs each, alternating.
    #[inline(always)]
    fn raw_rank(&self, pos: &Position) -> u64 {
        let free0: Bitboard = crate::rules::types::ALL_SQUARES & !pos.by_role[Role::King.index()];
        let d = pos.by_color[Color::D.index()];
        let marquis = pos.by_role[Role::Marquis.index()];
        let g = pos.by_role[Role::General.index()];
        let m = pos.by_role[Role::Minister.index()];
        let p = pos.by_role[Role::Pawn.index()] | marquis;
        let h = pos.hands[0];
        let cohort = self.cohort_part[0][g.count_ones() as usize][h[0] as usize]
            + self.cohort_part[1][m.count_ones() as usize][h[1] as usize]
            + self.cohort_part[2][p.count_ones() as usize][h[2] as usize];
        let c = &self.cohorts[cohort as usize];
        let free1 = free0 & !g;
        let free2 = free1 & !m;
        let p0 = placement::<1>(g, free0, d, marquis);
        let p1 = placement::<1>(m, free1, d, marquis);
        let p2 = placement::<2>(p, free2, d, marquis);
        c.offset as u64
            + ((p0 as u64 * c.sizes[1] as u64 + p1 as u64) * c.sizes[2] as u64 + p2 as u64)
    }

    /// The position (a to move) with index `index`, or `None` when the index is not a legal
    /// position under `rules` (a don't-care entry) or is out of range.
    pub fn unrank(&self, index: u64, rules: Rules) -> Option<Position> {
        if index >= self.len() {
            return None;
        }
        let (class_id, rem) = self.class_and_rem(index);
        let class = &self.classes[class_id];
        let c = &self.cohorts[self.cohort_of(rem)];
        let place = c.placements(rem);
        let (mut pos, mut free) = self.kings_and_hands(class, c);
        let mut legal = true;
        for (kind, &p) in place.iter().enumerate() {
            legal &= place_kind(&mut pos, &mut free, kind, c.kinds[kind].on_board, p, rules);
        }
        (legal && self.is_canonical(class, &pos, rem)).then_some(pos)
    }

    /// [`Index::unrank`], reusing the work of the previous call through `cache` when `index`
    /// has the same king class, cohort and placements of 將 and 相 as that call's — as
    /// neighbouring indices mostly have: only the 子 are placed anew. The solver, which knows
    /// each frontier slot's class, calls [`Index::unrank_in_class_with`]; this form is for the
    /// tests.
    #[cfg(test)]
    pub(crate) fn unrank_with(
        &self,
        index: u64,
        rules: Rules,
        cache: &mut Unranker,
    ) -> Option<Position> {
        if index >= self.len() {
            return None;
        }
        let (class_id, rem) = self.class_and_rem(index);
        self.unrank_in_class_with(class_id, rem, rules, cache)
    }

    /// [`Index::unrank_with`] of the index `class_id × per_class() + rem`, `rem < per_class()`:
    /// for the solver, which knows the class of a slot without dividing an index.
    #[inline]
    pub(crate) fn unrank_in_class_with(
        &self,
        class_id: usize,
        rem: u32,
        rules: Rules,
        cache: &mut Unranker,
    ) -> Option<Position> {
        debug_assert!((rem as u64) < self.per_class);
        let class = &self.classes[class_id];
        let cohort = self.cohort_of(rem);
        let c = &self.cohorts[cohort];
        let place = c.placements(rem);
        // Placements of one kind are below 2^16 (at most 45 square pairs × 16 attributes).
        let key = (class_id as u64) << 48
            | (cohort as u64) << 32
            | (place[0] as u64) << 16
            | place[1] as u64;
        if cache.key != Some(key) {
            let (mut pos, mut free) = self.kings_and_hands(class, c);
            let mut legal =
                place_kind(&mut pos, &mut free, 0, c.kinds[0].on_board, place[0], rules);
            legal &= place_kind(&mut pos, &mut free, 1, c.kinds[1].on_board, place[1], rules);
            *cache = Unranker {
                key: Some(key),
                pos,
                free: *free_squares(free),
                legal,
            };
        }
        let mut pos = cache.pos;
        let legal = place_listed(
            &mut pos,
            &cache.free,
            2,
            c.kinds[2].on_board,
            place[2],
            rules,
        );
        (legal && cache.legal && self.is_canonical(class, &pos, rem)).then_some(pos)
    }

    /// Calls `f(index, position)` for every index of `range` in increasing order, with the
    /// position as [`Index::unrank`] gives it (`None` for a don't-care index). Much faster than
    /// unranking each index: it walks the placements like an odometer.
    pub fn for_each_in(
        &self,
        range: std::ops::Range<u64>,
        rules: Rules,
        mut f: impl FnMut(u64, Option<Position>),
    ) {
        self.for_each_ref_in(range, rules, |i, pos| f(i, pos.copied()))
    }

    /// [`Index::for_each_in`] with the position lent, not copied: the walk builds each position
    /// field by field, and copying it whole right after stalled the processor on the copy (a
    /// wide load of narrow stores not yet written back; a tenth of the solver's initial pass).
    pub(crate) fn for_each_ref_in(
        &self,
        range: std::ops::Range<u64>,
        rules: Rules,
        mut f: impl FnMut(u64, Option<&Position>),
    ) {
        let end = range.end.min(self.len());
        let mut i = range.start;
        while i < end {
            let class_id = (i / self.per_class) as usize;
            let class_base = class_id as u64 * self.per_class;
            let rem = (i - class_base) as u32;
            let class = &self.classes[class_id];
            let c = &self.cohorts[self.cohort_of(rem)];
            let start = c.placements(rem);
            let (base, free0) = self.kings_and_hands(class, c);
            let k = c.on_board();
            let mut first = true;
            'cohort: for p0 in start[0]..c.sizes[0] {
                let (mut pos0, mut free1) = (base, free0);
                let legal0 = place_kind(&mut pos0, &mut free1, 0, k[0], p0, rules);
                let from1 = if first { start[1] } else { 0 };
                for p1 in from1..c.sizes[1] {
                    let (mut pos1, mut free2) = (pos0, free1);
                    let legal1 = place_kind(&mut pos1, &mut free2, 1, k[1], p1, rules);
                    let from2 = if first { start[2] } else { 0 };
                    first = false;
                    // The free squares of the innermost kind, listed once for all its
                    // placements.
                    let list2 = free_squares(free2);
                    for p2 in from2..c.sizes[2] {
                        let mut pos = pos1;
                        let legal = place_listed(&mut pos, list2, 2, k[2], p2, rules)
                            && legal0
                            && legal1
                            && self.is_canonical(class, &pos, (i - class_base) as u32);
                        f(i, legal.then_some(&pos));
                        i += 1;
                        if i == end {
                            break 'cohort;
                        }
                    }
                }
            }
        }
    }

    /// The number of placements of king class `class` that are legal positions under `rules`
    /// — in a mirror-symmetric class both members of each mirror pair, so that it is the number
    /// of positions the class stands for, mirror images counted apart. Counted, not
    /// enumerated: 將 and 相 are legal on any free square; a 子 on a free square has 4 states
    /// (owner × promoted), less the unpromoted 子 standing in its owner's enemy camp under
    /// twelve-janggi. Microseconds.
    pub(crate) fn legal_in_class(&self, class: usize, rules: Rules) -> u64 {
        let c = &self.classes[class];
        let free0 = crate::rules::types::ALL_SQUARES & !(c.mover.bb() | c.other.bb());
        let camps = Color::A.enemy_camp() | Color::D.enemy_camp();
        // Ways to place `k` 子 on the squares `free`.
        let pawns = |free: Bitboard, k: u8| -> u64 {
            let n = free.count_ones() as u64;
            let in_camp = if !rules.pawn_may_stand_in_enemy_camp() {
                (free & camps).count_ones() as u64
            } else {
                0
            };
            // Each square in a camp allows 3 states, each other square 4.
            let sum = 4 * n - in_camp;
            let squares = 16 * (n - in_camp) + 9 * in_camp;
            match k {
                0 => 1,
                1 => sum,
                _ => (sum * sum - squares) / 2,
            }
        };
        // The square sets of `k` pieces among `free`.
        let subsets = |free: Bitboard, k: u8| -> Vec<Bitboard> {
            let sq: Vec<Bitboard> = crate::rules::squares(free).map(|s| s.bb()).collect();
            match k {
                0 => vec![0],
                1 => sq,
                _ => {
                    let mut pairs = Vec::with_capacity(sq.len() * sq.len() / 2);
                    for j in 0..sq.len() {
                        for i in 0..j {
                            pairs.push(sq[i] | sq[j]);
                        }
                    }
                    pairs
                }
            }
        };
        let mut total = 0u64;
        for co in &self.cohorts {
            let k = co.on_board();
            // Owners of the 將 and 相: 2 each.
            let attrs = 1u64 << (k[0] + k[1]);
            for g in subsets(free0, k[0]) {
                for m in subsets(free0 & !g, k[1]) {
                    total += attrs * pawns(free0 & !g & !m, k[2]);
                }
            }
        }
        total
    }

    /// The number of placements of king class `class` that are legal under `rules` (as
    /// [`Index::legal_in_class`] counts them) and are their own mirror image; 0 unless the
    /// class is mirror-symmetric. Such a class's legal indices are then
    /// `(legal_in_class + self_mirror_in_class) / 2`: one per mirror pair, one per self-mirror
    /// position. Counted, not enumerated: a mirror-invariant placement puts each kind's pieces
    /// on middle-rank squares (any attributes each) or on a square and its mirror image (the
    /// same attributes for both: the mirror keeps owners, promotion and the file, so the camp
    /// too). Microseconds.
    pub(crate) fn self_mirror_in_class(&self, class: usize, rules: Rules) -> u64 {
        let c = &self.classes[class];
        if !c.symmetric {
            return 0;
        }
        let free0 = crate::rules::types::ALL_SQUARES & !(c.mover.bb() | c.other.bb());
        let camps = Color::A.enemy_camp() | Color::D.enemy_camp();
        // Attribute states of one 子 on `sq` (owner × promoted, less the unpromoted 子 in its
        // owner's enemy camp under twelve-janggi), or of one 將 or 相 (owner).
        let pawn_states = |sq: Square| -> u64 {
            if !rules.pawn_may_stand_in_enemy_camp() && camps & sq.bb() != 0 {
                3
            } else {
                4
            }
        };
        // The mirror-invariant square sets of `k` pieces among `free`, each with its number of
        // mirror-invariant attribute choices (`states` per orbit of the mirror).
        let invariant = |free: Bitboard, k: u8, states: &dyn Fn(Square) -> u64| {
            let fixed: Vec<Square> = crate::rules::squares(free)
                .filter(|&s| s.mirror() == s)
                .collect();
            let mut out: Vec<(Bitboard, u64)> = Vec::new();
            match k {
                0 => out.push((0, 1)),
                1 => out.extend(fixed.iter().map(|&s| (s.bb(), states(s)))),
                _ => {
                    for (j, &y) in fixed.iter().enumerate() {
                        for &x in &fixed[..j] {
                            out.push((x.bb() | y.bb(), states(x) * states(y)));
                        }
                    }
                    for s in crate::rules::squares(free) {
                        let m = s.mirror();
                        if m.index() > s.index() && free & m.bb() != 0 {
                            out.push((s.bb() | m.bb(), states(s)));
                        }
                    }
                }
            }
            out
        };
        let owner = |_: Square| 2;
        let mut total = 0u64;
        for co in &self.cohorts {
            let k = co.on_board();
            for (g, wg) in invariant(free0, k[0], &owner) {
                for (m, wm) in invariant(free0 & !g, k[1], &owner) {
                    let wp: u64 = invariant(free0 & !g & !m, k[2], &pawn_states)
                        .iter()
                        .map(|&(_, w)| w)
                        .sum();
                    total += wg * wm * wp;
                }
            }
        }
        total
    }

    /// Whether king class `class` is mirror-symmetric (both 王 on the middle rank): its indices
    /// are the smaller member of each mirror pair only.
    pub(crate) fn class_is_symmetric(&self, class: usize) -> bool {
        self.classes[class].symmetric
    }

    /// The cohort holding within-class rank `rem`.
    #[inline]
    fn cohort_of(&self, rem: u32) -> usize {
        let mut id = self.coarse[(rem >> COARSE_SHIFT) as usize] as usize;
        while id + 1 < self.cohorts.len() && self.cohorts[id + 1].offset <= rem {
            id += 1;
        }
        id
    }

    /// The kings of `class` on the board and the hands of cohort `c`; also the free squares.
    #[inline]
    fn kings_and_hands(&self, class: &KingClass, c: &Cohort) -> (Position, Bitboard) {
        let kings = class.mover.bb() | class.other.bb();
        let counts = self.pieces.counts();
        let mut hands = [[0; 3]; 2];
        for kind in 0..3 {
            let st = c.kinds[kind];
            hands[0][kind] = st.in_hand_a;
            hands[1][kind] = counts[kind] - st.on_board - st.in_hand_a;
        }
        let pos = Position {
            by_color: [class.mover.bb(), class.other.bb()],
            by_role: [kings, 0, 0, 0, 0],
            hands,
            side: Color::A,
        };
        (pos, crate::rules::types::ALL_SQUARES & !kings)
    }

    /// In a mirror-symmetric class only the member of a mirror pair with the smaller raw rank
    /// is an index's position.
    #[inline]
    fn is_canonical(&self, class: &KingClass, pos: &Position, rem: u32) -> bool {
        !class.symmetric || self.raw_rank(&pos.mirror()) >= rem as u64
    }
}

/// What [`Index::unrank_with`] keeps from one call to the next: the position with the kings,
/// hands, 將 and 相 of the last index, and the squares left for the 子.
#[derive(Clone, Debug)]
pub(crate) struct Unranker {
    key: Option<u64>,
    pos: Position,
    free: [u8; 12],
    legal: bool,
}

impl Default for Unranker {
    fn default() -> Unranker {
        Unranker {
            key: None,
            pos: Position {
                by_color: [0; 2],
                by_role: [0; 5],
                hands: [[0; 3]; 2],
                side: Color::A,
            },
            free: [12; 12],
            legal: false,
        }
    }
}

/// Puts the `on_board` pieces of `kind` (0 = 將, 1 = 相, 2 = 子/侯) with placement rank `place`
/// on the squares of `free`, removing them from `free`. Returns `false` when that placement is
/// illegal under `rules` (an unpromoted 子 in its enemy camp under twelve-janggi).
#[inline]
fn place_kind(
    pos: &mut Position,
    free: &mut Bitboard,
    kind: usize,
    on_board: u8,
    place: u32,
    rules: Rules,
) -> bool {
    if on_board == 0 {
        return true;
    }
    let before = pos.occupied();
    let legal = place_listed(pos, free_squares(*free), kind, on_board, place, rules);
    *free &= !(pos.occupied() & !before);
    legal
}

/// The squares of `bb` in increasing order (the first `bb.count_ones()` entries; the rest 12),
/// as square numbers: a row of [`NTH_SQUARE`].
#[inline]
fn free_squares(bb: Bitboard) -> &'static [u8; 12] {
    &NTH_SQUARE[(bb & crate::rules::types::ALL_SQUARES) as usize]
}

/// [`place_kind`] with the free squares listed ([`free_squares`]), leaving the caller to
/// update its free set.
// Always inlined: as a call (the compiler's choice with `#[inline]`) it kept its bounds checks
// and generic kind and was a quarter of reading a table's values; inlined into the walk of
// `for_each_ref_in` that phase takes 5–11% less CPU.
#[inline(always)]
fn place_listed(
    pos: &mut Position,
    free: &[u8; 12],
    kind: usize,
    on_board: u8,
    place: u32,
    rules: Rules,
) -> bool {
    let k = on_board as u32;
    if k == 0 {
        return true;
    }
    let bits = ATTR_BITS[kind];
    let mut attr = place & ((1 << (bits * k)) - 1);
    let sq_rank = place >> (bits * k);
    let (r0, r1) = if k == 1 {
        (sq_rank as u8, 0)
    } else {
        COLEX2[sq_rank as usize]
    };
    let sqs = [
        Square::ALL[free[r0 as usize] as usize],
        Square::ALL[free[r1 as usize] as usize],
    ];
    let mut legal = true;
    for i in (0..k as usize).rev() {
        let a = attr & ((1 << bits) - 1);
        attr >>= bits;
        let sq = sqs[i].bb();
        let color = if a & 1 == 1 { Color::D } else { Color::A };
        let role = match kind {
            0 => Role::General,
            1 => Role::Minister,
            _ if a & 2 != 0 => Role::Marquis,
            _ => Role::Pawn,
        };
        legal &= !(role == Role::Pawn
            && !rules.pawn_may_stand_in_enemy_camp()
            && color.enemy_camp() & sq != 0);
        pos.by_color[color.index()] |= sq;
        pos.by_role[role.index()] |= sq;
    }
    legal
}

/// The placement rank of the (at most two) pieces of one kind on the squares `bb`, among the
/// squares `free` (those not taken by the kings and the kinds before it): the colex rank of
/// their squares, times their attributes of `BITS` bits each (owner; and promotion for 子),
/// the lower square's first. The inverse of [`place_listed`].
#[inline(always)]
fn placement<const BITS: u32>(bb: Bitboard, free: Bitboard, d: Bitboard, marquis: Bitboard) -> u32 {
    let attr = |b: Bitboard| (d & b != 0) as u32 | (((marquis & b != 0) as u32) << 1);
    let lo = bb & bb.wrapping_neg();
    let hi = bb ^ lo;
    let r0 = (free & lo.wrapping_sub(1)).count_ones();
    if hi == 0 {
        if lo == 0 {
            return 0;
        }
        return (r0 << BITS) | attr(lo);
    }
    let r1 = (free & (hi - 1)).count_ones();
    ((r0 + r1 * (r1 - 1) / 2) << (2 * BITS)) | (attr(lo) << BITS) | attr(hi)
}

/// `NTH_SQUARE[bb][n]`: the `n`-th (0-based) set square of the 12-bit board `bb` (12 when
/// there is none). 48 KiB, built at compile time: unranking looks up several squares per
/// position, and the loop clearing `n` low bits was a tenth of the reachable-position search.
static NTH_SQUARE: [[u8; 12]; 1 << 12] = {
    let mut t = [[12u8; 12]; 1 << 12];
    let mut bb = 0;
    while bb < 1 << 12 {
        let (mut rest, mut n) = (bb, 0);
        while rest != 0 {
            t[bb][n] = (rest as u16).trailing_zeros() as u8;
            rest &= rest - 1;
            n += 1;
        }
        bb += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    /// `Divisor` gives the quotient and remainder of `/` and `%`: every divisor that occurs in
    /// the full piece set's cohorts with every numerator below it squared (capped) and around
    /// powers of two, and the extremes of the 32-bit range.
    #[test]
    fn divisor_agrees_with_division() {
        let index = Index::new("GGMMPP".parse().unwrap());
        let mut divisors: Vec<u64> = index
            .cohorts
            .iter()
            .flat_map(|c| [c.sizes[1] as u64, c.sizes[2] as u64])
            .collect();
        divisors.extend([
            1,
            2,
            3,
            7,
            64,
            1 << 20,
            11_878_227,
            11_878_400,
            u32::MAX as u64 - 1,
            u32::MAX as u64,
        ]);
        divisors.sort_unstable();
        divisors.dedup();
        for &d in &divisors {
            let div = Divisor::new(d);
            let mut ns: Vec<u32> = (0..(d * d).min(5000) as u32).collect();
            for k in 0..32 {
                let p = 1u64 << k;
                ns.extend([p - 1, p, p + 1].map(|n| n.min(u32::MAX as u64) as u32));
            }
            ns.extend([u32::MAX - 1, u32::MAX, (u32::MAX / d as u32) * d as u32]);
            for n in ns {
                assert_eq!(div.div_rem(n), (n / d as u32, n % d as u32), "{n} / {d}");
            }
        }
    }

    /// `unrank_with` gives what `unrank` gives, for runs of neighbouring indices (sharing the
    /// cache's work) and for jumps between classes and cohorts, with one cache throughout.
    #[test]
    fn unrank_with_agrees_with_unrank() {
        for (set, rules) in [("GMP", Rules::TwelveJanggi), ("GGMP", Rules::Dobutsu)] {
            let index = Index::new(set.parse().unwrap());
            let mut cache = Unranker::default();
            let len = index.len();
            // Runs of neighbours (steps of 1 to 40) from 200 starting points spread over the
            // index, in a scrambled order, so that the cache also meets jumps back and ahead.
            for k in 0..200u64 {
                let mut i = (k * 7919) % 200 * (len / 200);
                for step in 1..=40 {
                    assert_eq!(
                        index.unrank_with(i, rules, &mut cache),
                        index.unrank(i, rules),
                        "{set} index {i}"
                    );
                    i += step;
                }
            }
            assert_eq!(index.unrank_with(len, rules, &mut cache), None);
        }
    }

    /// The odometer walk gives, index by index, exactly what `unrank` gives, also when a range
    /// starts and ends in the middle of cohorts and classes.
    #[test]
    fn for_each_in_agrees_with_unrank() {
        for (set, rules) in [
            ("GMP", Rules::TwelveJanggi),
            ("GGP", Rules::Dobutsu),
            ("PP", Rules::TwelveJanggi),
        ] {
            let index = Index::new(set.parse().unwrap());
            let len = index.len();
            for range in [0..len, 7..len / 3, len / 2 + 5..len - 3, 100..101] {
                let mut expected = range.start;
                index.for_each_in(range.clone(), rules, |i, pos| {
                    assert_eq!(i, expected);
                    assert_eq!(pos, index.unrank(i, rules), "{set} index {i}");
                    expected += 1;
                });
                assert_eq!(expected, range.end);
            }
        }
    }
}
