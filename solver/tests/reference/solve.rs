//! A **deliberately simple reference solver**, written from docs/RULES.md ("Values and distance")
//! with no index, no unmoves and no cleverness, so that it is easy to check by reading: plain
//! forward value iteration over the explicit move graph of [`enumerate`]'s positions, with the
//! moves of [`super::rules`].

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use rayon::prelude::*;
use sibi_solver::Rules;

use super::enumerate::enumerate;
use super::rules::{squares, Kind, RefOutcome, RefPos};

impl RefPos {
    /// A compact key: 4 bits per square, 2 per hand count, 1 for the side.
    pub fn key(&self) -> u64 {
        let code = |k: Kind| match k {
            Kind::King => 1,
            Kind::General => 2,
            Kind::Minister => 3,
            Kind::Pawn => 4,
            Kind::Marquis => 5,
        };
        let mut k = 0u64;
        for s in squares() {
            let c = match self.at(s) {
                None => 0,
                Some((o, kind)) => code(kind) * 2 - 1 + o.idx() as u64,
            };
            k = k << 4 | c;
        }
        for hand in self.hands {
            for n in hand {
                k = k << 2 | n as u64;
            }
        }
        k << 1 | self.side.idx() as u64
    }
}

/// A simple multiplicative hasher for the `u64` keys of [`RefPos::key`].
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

/// A hash map keyed by [`RefPos::key`].
pub type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A value as docs/RULES.md defines it ("Values and distance"), for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RefValue {
    /// Win in n plies.
    Win(u16),
    /// Loss in n plies.
    Loss(u16),
    /// Neither side can force the end.
    Draw,
}

impl RefValue {
    /// The label of a move into a position worth `self` for the opponent, for the player
    /// making it (docs/RULES.md: a move into loss n is win n + 1, into win n is loss n + 1).
    pub fn one_ply_back(self) -> RefValue {
        match self {
            RefValue::Win(n) => RefValue::Loss(n + 1),
            RefValue::Loss(n) => RefValue::Win(n + 1),
            RefValue::Draw => RefValue::Draw,
        }
    }
}

/// The result of [`reference_solve`]: every position of the piece set with a to move and its
/// value.
pub struct Reference {
    /// All positions (a to move), from [`enumerate`].
    pub nodes: Vec<RefPos>,
    /// `values[i]` is the value of `nodes[i]`.
    pub values: Vec<RefValue>,
    /// `key → node number`.
    pub map: KeyMap<u32>,
}

impl Reference {
    /// The value of a position of the piece set, either side to move.
    pub fn value(&self, p: &RefPos) -> RefValue {
        let q = p.normalized();
        let i = *self
            .map
            .get(&q.key())
            .unwrap_or_else(|| panic!("{q:?} not enumerated"));
        self.values[i as usize]
    }

    /// The label of a move's outcome for the player making it: a king capture is win 1.
    pub fn label(&self, o: &RefOutcome) -> RefValue {
        match o {
            RefOutcome::KingCapture => RefValue::Win(1),
            RefOutcome::Next(q) => self.value(q).one_ply_back(),
        }
    }
}

/// Solves `pieces` under `rules`:
///
/// 1. The graph: every position of the piece set with a to move ([`enumerate`]), in a hash map;
///    for each position its children from [`RefPos::outcomes`], each turned to be seen from its
///    player to move ([`RefPos::normalized`], the 180° symmetry of docs/RULES.md), and whether some
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
            p.for_each_move(rules, &mut |m| match p.play(m) {
                RefOutcome::KingCapture => capture = true,
                RefOutcome::Next(q) => {
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
