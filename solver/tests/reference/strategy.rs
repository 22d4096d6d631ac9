//! A proptest strategy of random legal positions, drawn in the reference's terms and handed to
//! the library through [`super::library`].

use proptest::prelude::*;
use sibi_solver::{PieceSet, Position, Rules, Setup};

use super::library::piece_set;
use super::rules::{Kind, Owner, RefPos, HAND_KINDS};

/// A random legal position with the rule set and piece set it is legal for.
#[derive(Clone, Debug)]
pub struct Case {
    pub rules: Rules,
    pub pieces: PieceSet,
    /// The position in the reference's terms.
    pub refpos: RefPos,
    /// The same as a library `Setup` and `Position`.
    pub setup: Setup,
    pub pos: Position,
}

/// Builds a legal position from raw random choices (see [`arb_case`]). Squares are numbered
/// 0..12 file by file (A1, A2, A3, B1, …).
fn build_case(
    dobutsu: bool,
    counts: (u8, u8, u8),
    kings: (usize, usize),
    placements: &[(usize, bool, bool)],
    side_d: bool,
) -> Case {
    let rules = if dobutsu {
        Rules::Dobutsu
    } else {
        Rules::TwelveJanggi
    };
    let counts = [counts.0, counts.1, counts.2];
    let mut p = RefPos::empty(if side_d { Owner::D } else { Owner::A });
    let at = |s: usize| (s / 3, s % 3);
    let ka = kings.0;
    let kd = if kings.1 >= ka { kings.1 + 1 } else { kings.1 };
    p.board[ka / 3][ka % 3] = Some((Owner::A, Kind::King));
    p.board[kd / 3][kd % 3] = Some((Owner::D, Kind::King));
    let kinds = HAND_KINDS
        .iter()
        .zip(counts)
        .flat_map(|(&k, n)| std::iter::repeat_n(k, n as usize));
    for (kind, &(loc, owner_d, promoted)) in kinds.zip(placements) {
        let owner = if owner_d { Owner::D } else { Owner::A };
        if loc >= 12 {
            p.hands[owner.idx()][kind.hand_slot().unwrap()] += 1;
            continue;
        }
        // The first empty square at or after `loc` (there are at most 8 pieces on 12 squares).
        let mut s = loc;
        while p.at(at(s)).is_some() {
            s = (s + 1) % 12;
        }
        let (f, r) = at(s);
        let mut kind = kind;
        // Promoted at random; under twelve-janggi a 子 in its enemy camp is always a 侯.
        if kind == Kind::Pawn
            && (promoted || (rules == Rules::TwelveJanggi && f == owner.enemy_file()))
        {
            kind = Kind::Marquis;
        }
        p.board[f][r] = Some((owner, kind));
    }
    let pieces = piece_set(counts);
    let setup = p.to_setup();
    let pos = Position::from_setup(&setup, rules, pieces)
        .unwrap_or_else(|e| panic!("generated legal position rejected: {e}: {p:?}"));
    Case {
        rules,
        pieces,
        refpos: p,
        setup,
        pos,
    }
}

/// Random legal positions: a random rule set, a random piece set (any sub-multiset of
/// `GGMMPP`), the two kings on distinct random squares, every other piece on a random empty
/// square (random owner, a 子 randomly promoted) or, one time in four, in a random player's
/// hand; under twelve-janggi a 子 that lands in its enemy camp is a 侯. Either side to move.
/// Positions whose game is already over (try, no legal move) are included.
pub fn arb_case() -> impl Strategy<Value = Case> {
    (
        any::<bool>(),
        (0u8..=2, 0u8..=2, 0u8..=2),
        (0usize..12, 0usize..11),
        proptest::collection::vec((0usize..16, any::<bool>(), any::<bool>()), 6),
        any::<bool>(),
    )
        .prop_map(|(dobutsu, counts, kings, placements, side_d)| {
            build_case(dobutsu, counts, kings, &placements, side_d)
        })
}
