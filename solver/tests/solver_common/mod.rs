//! Helpers shared by the index and solver test suites (`tests/index.rs`, `tests/solver.rs`).
//!
//! Everything here is written from RULES.md alone and shares no logic with the library: its own
//! board (`[[Cell; 3]; 4]`, indexed `[file][rank]`), its own enumeration of every position of a
//! piece set, its own move generation (direction lists copied by hand from the piece table of
//! RULES.md), its own symmetries, a seeded pseudo-random generator, and a **deliberately simple
//! reference solver** ([`reference_solve`]). Only [`Pos::to_position`] touches the library, to
//! hand a position to the code under test.
#![allow(dead_code)]

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use arrayvec::ArrayVec;
use rayon::prelude::*;
use sibi_solver::{Color, Piece, PieceSet, Position, Role, Rules, Setup, Square};

/// A kind of piece (RULES.md piece table).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// 王
    King,
    /// 將
    General,
    /// 相
    Minister,
    /// 子
    Pawn,
    /// 侯
    Marquis,
}

impl Kind {
    /// One-step moves as (forward, sideways), copied from the piece table of RULES.md.
    fn steps(self) -> &'static [(i32, i32)] {
        match self {
            Kind::King => &[
                (1, -1),
                (1, 0),
                (1, 1),
                (0, -1),
                (0, 1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ],
            Kind::General => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
            Kind::Minister => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
            Kind::Pawn => &[(1, 0)],
            // all but the two backward diagonals
            Kind::Marquis => &[(1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, 0)],
        }
    }

    fn code(self) -> u64 {
        match self {
            Kind::King => 1,
            Kind::General => 2,
            Kind::Minister => 3,
            Kind::Pawn => 4,
            Kind::Marquis => 5,
        }
    }
}

/// The hand kinds in hand-slot order: 將, 相, 子.
pub const HAND_KINDS: [Kind; 3] = [Kind::General, Kind::Minister, Kind::Pawn];

/// A square's content: `(owner, kind)`, owner 0 = player a, 1 = player d.
pub type Cell = Option<(u8, Kind)>;

/// Forward direction along the files for `owner` (a moves toward D, d toward A).
fn forward(owner: u8) -> i32 {
    if owner == 0 {
        1
    } else {
        -1
    }
}

/// The file of `owner`'s enemy camp (a: D = 3, d: A = 0).
pub fn enemy_camp_file(owner: u8) -> usize {
    if owner == 0 {
        3
    } else {
        0
    }
}

/// A position of the test model: board `[file][rank]` (file A = 0, rank 1 = 0), hands
/// `[owner][G, M, P]`, side to move (0 = a, 1 = d).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pos {
    /// Board contents.
    pub board: [[Cell; 3]; 4],
    /// Hands, counts of 將, 相, 子.
    pub hands: [[u8; 3]; 2],
    /// Player to move.
    pub side: u8,
}

/// What a move leads to.
pub enum Outcome {
    /// The mover captured the enemy king.
    KingCapture,
    /// The position after the move, other side to move.
    Next(Pos),
}

impl Pos {
    /// An empty board, empty hands, `side` to move.
    pub fn empty(side: u8) -> Pos {
        Pos {
            board: [[None; 3]; 4],
            hands: [[0; 3]; 2],
            side,
        }
    }

    /// The position from a list of (square name like `B2`, letter) — uppercase for a, lowercase
    /// for d, `K G M P H` — hands as letters (`"Pg"`), and the side (`'a'`/`'d'`).
    pub fn from_list(pieces: &[(&str, char)], hands: &str, side: char) -> Pos {
        let mut p = Pos::empty(if side == 'a' { 0 } else { 1 });
        let kind = |c: char| match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'G' => Kind::General,
            'M' => Kind::Minister,
            'P' => Kind::Pawn,
            'H' => Kind::Marquis,
            _ => panic!("bad letter {c}"),
        };
        for &(name, c) in pieces {
            let b = name.as_bytes();
            let (f, r) = ((b[0] - b'A') as usize, (b[1] - b'1') as usize);
            assert!(p.board[f][r].is_none());
            p.board[f][r] = Some((u8::from(c.is_ascii_lowercase()), kind(c)));
        }
        for c in hands.chars() {
            let slot = HAND_KINDS.iter().position(|&k| k == kind(c)).unwrap();
            p.hands[usize::from(c.is_ascii_lowercase())][slot] += 1;
        }
        p
    }

    /// The mover's king stands in the enemy camp: it holds the try (win 0).
    pub fn try_holds(&self) -> bool {
        let f = enemy_camp_file(self.side);
        (0..3).any(|r| self.board[f][r] == Some((self.side, Kind::King)))
    }

    /// Every legal move's outcome (RULES.md "Moves"): steps to empty or enemy squares (a
    /// captured piece goes to the mover's hand, 侯 back to 子; a 子 entering the enemy camp
    /// becomes 侯), then drops of each kind in hand on each empty square (under twelve-janggi
    /// not in the enemy camp). Identical drops are one move.
    pub fn outcomes(&self, rules: Rules) -> Vec<Outcome> {
        let mut out = Vec::new();
        self.for_each_outcome(rules, &mut |o| out.push(o));
        out
    }

    /// Calls `out` with each outcome [`Pos::outcomes`] lists, in the same order.
    pub fn for_each_outcome(&self, rules: Rules, out: &mut impl FnMut(Outcome)) {
        let me = self.side;
        for f in 0..4 {
            for r in 0..3 {
                let Some((owner, kind)) = self.board[f][r] else {
                    continue;
                };
                if owner != me {
                    continue;
                }
                for &(fw, sd) in kind.steps() {
                    let f2 = f as i32 + fw * forward(me);
                    let r2 = r as i32 + sd;
                    if !(0..4).contains(&f2) || !(0..3).contains(&r2) {
                        continue;
                    }
                    let (f2, r2) = (f2 as usize, r2 as usize);
                    let mut next = *self;
                    match self.board[f2][r2] {
                        Some((o, _)) if o == me => continue,
                        Some((_, Kind::King)) => {
                            out(Outcome::KingCapture);
                            continue;
                        }
                        Some((_, k)) => {
                            let k = if k == Kind::Marquis { Kind::Pawn } else { k };
                            let slot = HAND_KINDS.iter().position(|&h| h == k).unwrap();
                            next.hands[me as usize][slot] += 1;
                        }
                        None => {}
                    }
                    let moved = if kind == Kind::Pawn && f2 == enemy_camp_file(me) {
                        Kind::Marquis
                    } else {
                        kind
                    };
                    next.board[f][r] = None;
                    next.board[f2][r2] = Some((me, moved));
                    next.side = 1 - me;
                    out(Outcome::Next(next));
                }
            }
        }
        for (slot, &kind) in HAND_KINDS.iter().enumerate() {
            if self.hands[me as usize][slot] == 0 {
                continue;
            }
            for f in 0..4 {
                if rules == Rules::TwelveJanggi && f == enemy_camp_file(me) {
                    continue;
                }
                for r in 0..3 {
                    if self.board[f][r].is_some() {
                        continue;
                    }
                    let mut next = *self;
                    next.hands[me as usize][slot] -= 1;
                    next.board[f][r] = Some((me, kind));
                    next.side = 1 - me;
                    out(Outcome::Next(next));
                }
            }
        }
    }

    /// The mirror image rank 1 ↔ rank 3.
    pub fn mirror(&self) -> Pos {
        let mut p = *self;
        for f in 0..4 {
            p.board[f] = [self.board[f][2], self.board[f][1], self.board[f][0]];
        }
        p
    }

    /// The 180° rotation with the players swapped (pieces, hands and side to move).
    pub fn rotate(&self) -> Pos {
        let mut p = Pos::empty(1 - self.side);
        for f in 0..4 {
            for r in 0..3 {
                p.board[3 - f][2 - r] = self.board[f][r].map(|(o, k)| (1 - o, k));
            }
        }
        p.hands = [self.hands[1], self.hands[0]];
        p
    }

    /// The same position seen with a to move (rotated when d is to move).
    pub fn normalized(&self) -> Pos {
        if self.side == 0 {
            *self
        } else {
            self.rotate()
        }
    }

    /// A compact key: 4 bits per square, 2 per hand count, 1 for the side.
    pub fn key(&self) -> u64 {
        let mut k = 0u64;
        for f in 0..4 {
            for r in 0..3 {
                let c = match self.board[f][r] {
                    None => 0,
                    Some((o, kind)) => kind.code() * 2 - 1 + u64::from(o),
                };
                k = k << 4 | c;
            }
        }
        for o in 0..2 {
            for s in 0..3 {
                k = k << 2 | self.hands[o][s] as u64;
            }
        }
        k << 1 | self.side as u64
    }

    /// The test-model position of a library [`Setup`].
    pub fn from_setup(setup: &Setup) -> Pos {
        let mut p = Pos::empty(if setup.side == Color::A { 0 } else { 1 });
        for f in 0..4 {
            for r in 0..3 {
                let sq = Square::from_coords(f as i8, r as i8).unwrap();
                p.board[f][r] = setup.board[sq.index()].map(|pc| {
                    let kind = match pc.role {
                        Role::King => Kind::King,
                        Role::General => Kind::General,
                        Role::Minister => Kind::Minister,
                        Role::Pawn => Kind::Pawn,
                        Role::Marquis => Kind::Marquis,
                    };
                    (if pc.color == Color::A { 0 } else { 1 }, kind)
                });
            }
        }
        p.hands = setup.hands;
        p
    }

    /// This position as a library [`Setup`].
    pub fn to_setup(self) -> Setup {
        let mut board = [None; 12];
        for f in 0..4 {
            for r in 0..3 {
                if let Some((o, k)) = self.board[f][r] {
                    let sq = Square::from_coords(f as i8, r as i8).unwrap();
                    board[sq.index()] = Some(Piece {
                        color: if o == 0 { Color::A } else { Color::D },
                        role: match k {
                            Kind::King => Role::King,
                            Kind::General => Role::General,
                            Kind::Minister => Role::Minister,
                            Kind::Pawn => Role::Pawn,
                            Kind::Marquis => Role::Marquis,
                        },
                    });
                }
            }
        }
        Setup {
            board,
            hands: self.hands,
            side: if self.side == 0 { Color::A } else { Color::D },
        }
    }

    /// This position as a library [`Position`] (validated; panics if the library rejects it).
    pub fn to_position(self, rules: Rules, pieces: PieceSet) -> Position {
        Position::from_setup(&self.to_setup(), rules, pieces)
            .unwrap_or_else(|e| panic!("library rejects {self:?}: {e}"))
    }
}

/// Where one non-king piece is: in a hand, or on a square with its owner (and 侯 for a pawn).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Hand(usize),
    Board(usize, usize, u8, Kind),
}

/// The single-piece slots of `kind` (a hand kind) given the current board, legal under `rules`
/// (under twelve-janggi an unpromoted 子 never stands in its enemy camp).
fn slots(p: &Pos, kind: Kind, rules: Rules) -> ArrayVec<Slot, 42> {
    let mut v = ArrayVec::new();
    v.push(Slot::Hand(0));
    v.push(Slot::Hand(1));
    for f in 0..4 {
        for r in 0..3 {
            if p.board[f][r].is_some() {
                continue;
            }
            for o in 0..2 {
                let kinds: &[Kind] = if kind == Kind::Pawn {
                    &[Kind::Pawn, Kind::Marquis]
                } else {
                    std::slice::from_ref(&kind)
                };
                for &k in kinds {
                    if rules == Rules::TwelveJanggi && k == Kind::Pawn && f == enemy_camp_file(o) {
                        continue;
                    }
                    v.push(Slot::Board(f, r, o, k));
                }
            }
        }
    }
    v
}

fn put(p: &mut Pos, slot: Slot, hand_slot: usize) {
    match slot {
        Slot::Hand(o) => p.hands[o][hand_slot] += 1,
        Slot::Board(f, r, o, k) => p.board[f][r] = Some((o, k)),
    }
}

/// Every legal position of `pieces` under `rules` with player a to move, each exactly once
/// (brute force, independent of the library's index): both kings on distinct squares, then for
/// 將, 相, 子 in turn each piece in a hand or on a free square with each owner (and, for 子,
/// promoted or not); two identical pieces are an unordered pair.
pub fn enumerate(pieces: [u8; 3], rules: Rules) -> Vec<Pos> {
    let mut out = Vec::new();
    for_each_position(pieces, rules, &mut |p| out.push(*p));
    out
}

/// Calls `f` with every position [`enumerate`] lists, in the same order, without storing them.
pub fn for_each_position(pieces: [u8; 3], rules: Rules, f: &mut dyn FnMut(&Pos)) {
    for ka in 0..12 {
        for kd in 0..12 {
            if ka == kd {
                continue;
            }
            let mut p = Pos::empty(0);
            p.board[ka / 3][ka % 3] = Some((0, Kind::King));
            p.board[kd / 3][kd % 3] = Some((1, Kind::King));
            place(p, 0, pieces, rules, f);
        }
    }
}

fn place(p: Pos, hand_slot: usize, pieces: [u8; 3], rules: Rules, f: &mut dyn FnMut(&Pos)) {
    if hand_slot == 3 {
        f(&p);
        return;
    }
    let kind = HAND_KINDS[hand_slot];
    let s = slots(&p, kind, rules);
    match pieces[hand_slot] {
        0 => place(p, hand_slot + 1, pieces, rules, f),
        1 => {
            for &a in &s {
                let mut q = p;
                put(&mut q, a, hand_slot);
                place(q, hand_slot + 1, pieces, rules, f);
            }
        }
        2 => {
            for i in 0..s.len() {
                for j in i..s.len() {
                    if let (Slot::Board(f1, r1, ..), Slot::Board(f2, r2, ..)) = (s[i], s[j]) {
                        if (f1, r1) == (f2, r2) {
                            continue;
                        }
                    }
                    let mut q = p;
                    put(&mut q, s[i], hand_slot);
                    put(&mut q, s[j], hand_slot);
                    place(q, hand_slot + 1, pieces, rules, f);
                }
            }
        }
        _ => unreachable!(),
    }
}

/// SplitMix64: a small seeded pseudo-random generator (deterministic across runs).
pub struct Rng(u64);

impl Rng {
    /// A generator with seed `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0; the bias of a modulo is irrelevant here).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// A random legal position of `pieces` under `rules` with a to move, drawn without the
/// library: kings on two random distinct squares, then each piece in a random hand or on a
/// random free square with random owner (and promotion for a 子; under twelve-janggi an
/// unpromoted 子 drawn in its enemy camp is redrawn).
pub fn random_pos(rng: &mut Rng, pieces: [u8; 3], rules: Rules) -> Pos {
    let mut p = Pos::empty(0);
    let ka = rng.below(12) as usize;
    let mut kd = rng.below(11) as usize;
    if kd >= ka {
        kd += 1;
    }
    p.board[ka / 3][ka % 3] = Some((0, Kind::King));
    p.board[kd / 3][kd % 3] = Some((1, Kind::King));
    for (slot, &kind) in HAND_KINDS.iter().enumerate() {
        for _ in 0..pieces[slot] {
            let free = (0..12).filter(|&s| p.board[s / 3][s % 3].is_none());
            // In a hand with probability 2 / (2 + free squares), like a uniform slot.
            let pick = rng.below(2 + free.clone().count() as u64) as usize;
            if pick < 2 {
                p.hands[pick][slot] += 1;
                continue;
            }
            let s = free.clone().nth(pick - 2).unwrap();
            let (f, r) = (s / 3, s % 3);
            loop {
                let o = rng.below(2) as u8;
                let k = if kind == Kind::Pawn && rng.below(2) == 1 {
                    Kind::Marquis
                } else {
                    kind
                };
                if rules == Rules::TwelveJanggi && k == Kind::Pawn && f == enemy_camp_file(o) {
                    continue;
                }
                p.board[f][r] = Some((o, k));
                break;
            }
        }
    }
    p
}

/// A simple multiplicative hasher for the `u64` keys of [`Pos::key`].
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        self.0 ^= self.0 >> 32;
    }
}

/// A hash map keyed by [`Pos::key`].
pub type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A value as RULES.md defines it ("Values and distance"), for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RefValue {
    /// Win in n plies.
    Win(u16),
    /// Loss in n plies.
    Loss(u16),
    /// Neither side can force the end.
    Draw,
}

/// The result of [`reference_solve`]: every position of the piece set with a to move, its
/// value, and the explicit move graph.
pub struct Reference {
    /// All positions (a to move), from [`enumerate`].
    pub nodes: Vec<Pos>,
    /// `values[i]` is the value of `nodes[i]`.
    pub values: Vec<RefValue>,
    /// `key → node number`.
    pub map: KeyMap<u32>,
}

/// A **deliberately simple reference solver**, written from RULES.md ("Values and distance")
/// with no index, no unmoves and no cleverness, so that it is easy to check by reading.
///
/// 1. The graph: every position of the piece set with a to move ([`enumerate`]), in a hash map;
///    for each position its children from [`Pos::outcomes`], each turned to be seen from its
///    player to move ([`Pos::normalized`], the 180° symmetry of RULES.md), and whether some
///    move captures the enemy king.
/// 2. Plain value iteration by distance, n = 0, 1, 2, …; in round n every position still
///    without a value is looked at against the values known after round n − 1:
///    - round 0: the mover holds the try → **win 0**; the mover has no legal move → **loss 0**;
///    - round n ≥ 1: a move captures the king → **win 1** (n = 1); some move reaches a
///      **loss n − 1** → **win n** (the smallest such n, since smaller losses were all known in
///      earlier rounds); every move reaches a known **win** → **loss 1 + the largest**;
///    - the rounds stop at the first round that finds nothing (a win n + 1 needs a loss n, a
///      loss n + 1 needs a win n); what is left is a **draw**.
pub fn reference_solve(rules: Rules, pieces: [u8; 3]) -> Reference {
    let nodes = enumerate(pieces, rules);
    let mut map: KeyMap<u32> = KeyMap::default();
    map.reserve(nodes.len());
    for (i, p) in nodes.iter().enumerate() {
        assert!(map.insert(p.key(), i as u32).is_none(), "duplicate {p:?}");
    }
    // children[i], and whether node i can capture the king; try nodes get no children.
    let graph: Vec<(bool, Vec<u32>)> = nodes
        .par_iter()
        .map(|p| {
            if p.try_holds() {
                return (false, Vec::new());
            }
            let mut capture = false;
            let mut children = Vec::new();
            p.for_each_outcome(rules, &mut |o| match o {
                Outcome::KingCapture => capture = true,
                Outcome::Next(q) => {
                    let q = q.normalized();
                    let j = *map
                        .get(&q.key())
                        .unwrap_or_else(|| panic!("child {q:?} of {p:?} not enumerated"));
                    children.push(j);
                }
            });
            (capture, children)
        })
        .collect();

    let mut values: Vec<Option<RefValue>> = nodes
        .iter()
        .zip(&graph)
        .map(|(p, (capture, children))| {
            if p.try_holds() {
                Some(RefValue::Win(0))
            } else if !capture && children.is_empty() {
                Some(RefValue::Loss(0))
            } else {
                None
            }
        })
        .collect();
    // The positions still without a value (only to skip the others quickly).
    let mut pending: Vec<usize> = (0..nodes.len()).filter(|&i| values[i].is_none()).collect();
    for n in 1u16.. {
        let found: Vec<(usize, RefValue)> = pending
            .par_iter()
            .filter_map(|&i| {
                let (capture, children) = &graph[i];
                if *capture {
                    return (n == 1).then_some((i, RefValue::Win(1)));
                }
                if children
                    .iter()
                    .any(|&c| values[c as usize] == Some(RefValue::Loss(n - 1)))
                {
                    return Some((i, RefValue::Win(n)));
                }
                let mut largest = 0;
                for &c in children {
                    match values[c as usize] {
                        Some(RefValue::Win(m)) => largest = largest.max(m),
                        _ => return None,
                    }
                }
                Some((i, RefValue::Loss(1 + largest)))
            })
            .collect();
        if found.is_empty() {
            break;
        }
        for (i, v) in found {
            values[i] = Some(v);
        }
        pending.retain(|&i| values[i].is_none());
    }
    let values = values
        .into_iter()
        .map(|v| v.unwrap_or(RefValue::Draw))
        .collect();
    Reference { nodes, values, map }
}

/// A piece set from counts `[G, M, P]`.
pub fn piece_set(counts: [u8; 3]) -> PieceSet {
    PieceSet::new(counts[0], counts[1], counts[2]).unwrap()
}

/// Counts `[G, M, P]` from letters like `GMP`, or `-` for kings only.
pub fn counts_of(name: &str) -> [u8; 3] {
    let mut c = [0u8; 3];
    if name != "-" {
        for ch in name.chars() {
            c[match ch {
                'G' => 0,
                'M' => 1,
                'P' => 2,
                _ => panic!("bad piece letter {ch}"),
            }] += 1;
        }
    }
    c
}

/// Both rule sets.
pub const BOTH_RULES: [Rules; 2] = [Rules::TwelveJanggi, Rules::Dobutsu];
