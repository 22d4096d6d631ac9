//! Every position of a piece set, listed by brute force (independent of the library's index),
//! random positions drawn without the library, and the closed-form count of Dōbutsu positions.
//!
//! docs/RULES.md, "Counting positions": a position is a placement of all pieces of the piece set
//! (each on the board or in a hand) plus the side to move; here always a to move.

use arrayvec::ArrayVec;
use sibi_solver::Rules;

use super::rng::Rng;
use super::rules::{squares, Kind, Owner, RefPos, HAND_KINDS};

/// Counts `[G, M, P]` from letters like `GMP`, or `-` for kings only.
pub fn counts_of(name: &str) -> [u8; 3] {
    let mut c = [0u8; 3];
    if name != "-" {
        for ch in name.chars() {
            let slot = Kind::from_letter(ch)
                .hand_slot()
                .unwrap_or_else(|| panic!("bad piece letter {ch}"));
            c[slot] += 1;
        }
    }
    c
}

/// Where one non-king piece is: in a hand, or on a square with its owner (and 侯 for a pawn).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Hand(Owner),
    Board(usize, usize, Owner, Kind),
}

/// The single-piece slots of `kind` (a hand kind) given the current board, legal under `rules`
/// (under twelve-janggi an unpromoted 子 never stands in its enemy camp).
fn slots(p: &RefPos, kind: Kind, rules: Rules) -> ArrayVec<Slot, 42> {
    let mut v = ArrayVec::new();
    v.push(Slot::Hand(Owner::A));
    v.push(Slot::Hand(Owner::D));
    for (f, r) in squares() {
        if p.board[f][r].is_some() {
            continue;
        }
        for o in Owner::BOTH {
            let kinds: &[Kind] = if kind == Kind::Pawn {
                &[Kind::Pawn, Kind::Marquis]
            } else {
                std::slice::from_ref(&kind)
            };
            for &k in kinds {
                if rules == Rules::TwelveJanggi && k == Kind::Pawn && f == o.enemy_file() {
                    continue;
                }
                v.push(Slot::Board(f, r, o, k));
            }
        }
    }
    v
}

fn put(p: &mut RefPos, slot: Slot, hand_slot: usize) {
    match slot {
        Slot::Hand(o) => p.hands[o.idx()][hand_slot] += 1,
        Slot::Board(f, r, o, k) => p.board[f][r] = Some((o, k)),
    }
}

/// Every legal position of `pieces` (`[G, M, P]`) under `rules` with player a to move, each
/// exactly once: both kings on distinct squares, then for 將, 相, 子 in turn each piece in a
/// hand or on a free square with each owner (and, for 子, promoted or not); two identical
/// pieces are an unordered pair.
pub fn enumerate(pieces: [u8; 3], rules: Rules) -> Vec<RefPos> {
    let mut out = Vec::new();
    for_each_position(pieces, rules, &mut |p| out.push(*p));
    out
}

/// Calls `f` with every position [`enumerate`] lists, in the same order, without storing them.
pub fn for_each_position(pieces: [u8; 3], rules: Rules, f: &mut dyn FnMut(&RefPos)) {
    for ka in squares() {
        for kd in squares() {
            if ka == kd {
                continue;
            }
            let mut p = RefPos::empty(Owner::A);
            p.board[ka.0][ka.1] = Some((Owner::A, Kind::King));
            p.board[kd.0][kd.1] = Some((Owner::D, Kind::King));
            place(p, 0, pieces, rules, f);
        }
    }
}

fn place(p: RefPos, hand_slot: usize, pieces: [u8; 3], rules: Rules, f: &mut dyn FnMut(&RefPos)) {
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

/// The number of Dōbutsu positions (a to move, mirror images apart) of the piece set `counts`
/// = `[G, M, P]`, by a closed formula: 132 ordered king squares × Σ over (g, m, p) pieces on
/// the board of
/// `10! / (g! m! p! (10 − g − m − p)!)` (which of the 10 free squares hold which kind)
/// × `2^g 2^m 4^p` (owner; owner and promotion for 子)
/// × `(G − g + 1)(M − m + 1)(P − p + 1)` (how the rest of each kind splits between the hands).
pub fn dobutsu_positions(counts: [u8; 3]) -> u64 {
    fn fact(n: u64) -> u64 {
        (1..=n).product()
    }
    let [gs, ms, ps] = counts.map(u64::from);
    let mut total = 0;
    for g in 0..=gs {
        for m in 0..=ms {
            for p in 0..=ps {
                let on_board = g + m + p;
                let squares = fact(10) / (fact(g) * fact(m) * fact(p) * fact(10 - on_board));
                let attrs = 2u64.pow(g as u32) * 2u64.pow(m as u32) * 4u64.pow(p as u32);
                let hands = (gs - g + 1) * (ms - m + 1) * (ps - p + 1);
                total += squares * attrs * hands;
            }
        }
    }
    132 * total
}

/// A random legal position of `pieces` under `rules` with a to move: kings on two random
/// distinct squares, then each piece in a random hand or on a random free square with random
/// owner (and promotion for a 子; under twelve-janggi an unpromoted 子 drawn in its enemy camp
/// is redrawn).
pub fn random_pos(rng: &mut Rng, pieces: [u8; 3], rules: Rules) -> RefPos {
    let mut p = RefPos::empty(Owner::A);
    let ka = rng.below(12) as usize;
    let mut kd = rng.below(11) as usize;
    if kd >= ka {
        kd += 1;
    }
    p.board[ka / 3][ka % 3] = Some((Owner::A, Kind::King));
    p.board[kd / 3][kd % 3] = Some((Owner::D, Kind::King));
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
                let o = Owner::BOTH[rng.below(2) as usize];
                let k = if kind == Kind::Pawn && rng.below(2) == 1 {
                    Kind::Marquis
                } else {
                    kind
                };
                if rules == Rules::TwelveJanggi && k == Kind::Pawn && f == o.enemy_file() {
                    continue;
                }
                p.board[f][r] = Some((o, k));
                break;
            }
        }
    }
    p
}
