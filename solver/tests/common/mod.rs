//! Shared helpers of the rules test suite: a tiny position builder (independent of the
//! notation module), the naive reference rules in [`reference`], and a proptest strategy that
//! generates random legal positions.
#![allow(dead_code)]

pub mod reference;

use proptest::prelude::*;
use sibi_solver::{Color, Piece, PieceSet, Position, Role, Rules, Setup, Square};

/// The library square named like `B2`.
pub fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    assert!(b.len() == 2, "square name {name:?}");
    Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).expect("square on the board")
}

fn piece_of_char(c: char) -> Piece {
    let color = if c.is_ascii_uppercase() {
        Color::A
    } else {
        Color::D
    };
    let role = match c.to_ascii_uppercase() {
        'K' => Role::King,
        'G' => Role::General,
        'M' => Role::Minister,
        'P' => Role::Pawn,
        'H' => Role::Marquis,
        _ => panic!("bad piece letter {c:?}"),
    };
    Piece { color, role }
}

/// A `Setup` from a list of (square, piece letter) — uppercase for a, lowercase for d — and the
/// hands as letters, one letter per piece (`"PPg"`: a holds two 子, d one 將), and the side to
/// move (`'a'` or `'d'`).
pub fn setup(pieces: &[(&str, char)], hands: &str, side: char) -> Setup {
    let mut board = [None; 12];
    for &(name, c) in pieces {
        let s = sq(name);
        assert!(board[s.index()].is_none(), "two pieces on {name}");
        board[s.index()] = Some(piece_of_char(c));
    }
    let mut h = [[0u8; 3]; 2];
    for c in hands.chars() {
        let p = piece_of_char(c);
        let i = match p.role {
            Role::General => 0,
            Role::Minister => 1,
            Role::Pawn => 2,
            _ => panic!("{c:?} cannot be in a hand"),
        };
        h[p.color.index()][i] += 1;
    }
    let side = match side {
        'a' => Color::A,
        'd' => Color::D,
        _ => panic!("side {side:?}"),
    };
    Setup {
        board,
        hands: h,
        side,
    }
}

/// The piece set a setup contains (a 侯 counts as a 子).
pub fn piece_set_of(s: &Setup) -> PieceSet {
    let mut counts = [0u8; 3];
    for p in s.board.iter().flatten() {
        match p.role {
            Role::General => counts[0] += 1,
            Role::Minister => counts[1] += 1,
            Role::Pawn | Role::Marquis => counts[2] += 1,
            Role::King => {}
        }
    }
    for hand in s.hands {
        for i in 0..3 {
            counts[i] += hand[i];
        }
    }
    PieceSet::new(counts[0], counts[1], counts[2]).expect("at most two of a kind")
}

/// A validated position built with [`setup`], for the piece set it contains.
pub fn position(rules: Rules, pieces: &[(&str, char)], hands: &str, side: char) -> Position {
    let s = setup(pieces, hands, side);
    Position::from_setup(&s, rules, piece_set_of(&s))
        .unwrap_or_else(|e| panic!("test position rejected: {e}"))
}

/// The library's legal moves as sorted canonical strings (and no duplicates).
pub fn lib_moves(pos: &Position, rules: Rules) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves(rules)
        .iter()
        .map(|m| m.to_string())
        .collect();
    v.sort();
    let n = v.len();
    v.dedup();
    assert_eq!(n, v.len(), "duplicate moves in {pos}");
    v
}

/// Sorted owned strings.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Both rule sets.
pub const BOTH_RULES: [Rules; 2] = [Rules::TwelveJanggi, Rules::Dobutsu];

/// A random legal position with the rule set and piece set it is legal for.
#[derive(Clone, Debug)]
pub struct Case {
    pub rules: Rules,
    pub pieces: PieceSet,
    pub setup: Setup,
    pub pos: Position,
}

/// Builds a legal setup from raw random choices (see [`arb_case`]).
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
    let mut board: [Option<Piece>; 12] = [None; 12];
    let ka = kings.0;
    let kd = if kings.1 >= ka { kings.1 + 1 } else { kings.1 };
    board[ka] = Some(Piece {
        color: Color::A,
        role: Role::King,
    });
    board[kd] = Some(Piece {
        color: Color::D,
        role: Role::King,
    });
    let mut hands = [[0u8; 3]; 2];
    let mut roles = Vec::new();
    for (role, n) in [
        (Role::General, counts.0),
        (Role::Minister, counts.1),
        (Role::Pawn, counts.2),
    ] {
        for _ in 0..n {
            roles.push(role);
        }
    }
    for (role, &(loc, owner_d, promoted)) in roles.into_iter().zip(placements) {
        let color = if owner_d { Color::D } else { Color::A };
        if loc >= 12 {
            let i = match role {
                Role::General => 0,
                Role::Minister => 1,
                _ => 2,
            };
            hands[color.index()][i] += 1;
            continue;
        }
        // The first empty square at or after `loc` (there are at most 8 pieces on 12 squares).
        let mut s = loc;
        while board[s].is_some() {
            s = (s + 1) % 12;
        }
        let square = Square::new(s as u8).unwrap();
        let mut role = role;
        if role == Role::Pawn {
            // Promoted at random; under twelve-janggi a 子 in its enemy camp is always a 侯.
            let enemy_file = if color == Color::A { 3 } else { 0 };
            if promoted || (rules == Rules::TwelveJanggi && square.file() == enemy_file) {
                role = Role::Marquis;
            }
        }
        board[s] = Some(Piece { color, role });
    }
    let setup = Setup {
        board,
        hands,
        side: if side_d { Color::D } else { Color::A },
    };
    let pieces = PieceSet::new(counts.0, counts.1, counts.2).unwrap();
    let pos = Position::from_setup(&setup, rules, pieces)
        .unwrap_or_else(|e| panic!("generated legal position rejected: {e}: {setup:?}"));
    Case {
        rules,
        pieces,
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
