//! The bridge to the library: the **only** place of the tests where the reference model meets
//! library types. Conversions of players, pieces, squares, positions (`Setup`, `Position`) and
//! values, and a few helpers that put library results into the reference's terms (sorted move
//! texts).

use sibi_solver::solve::Value;
use sibi_solver::{Color, Piece, PieceSet, Position, Role, Rules, Setup, Square};

use super::rules::{parse_sq, squares, Kind, Owner, RefPos, Sq};
use super::solve::RefValue;

/// The library colour of a player.
pub fn color_of(o: Owner) -> Color {
    match o {
        Owner::A => Color::A,
        Owner::D => Color::D,
    }
}

/// The player of a library colour.
pub fn owner_of(c: Color) -> Owner {
    match c {
        Color::A => Owner::A,
        Color::D => Owner::D,
    }
}

/// The library role of a kind (also for comparing captured pieces).
pub fn lib_role(k: Kind) -> Role {
    match k {
        Kind::King => Role::King,
        Kind::General => Role::General,
        Kind::Minister => Role::Minister,
        Kind::Pawn => Role::Pawn,
        Kind::Marquis => Role::Marquis,
    }
}

/// The kind of a library role.
pub fn kind_of(r: Role) -> Kind {
    match r {
        Role::King => Kind::King,
        Role::General => Kind::General,
        Role::Minister => Kind::Minister,
        Role::Pawn => Kind::Pawn,
        Role::Marquis => Kind::Marquis,
    }
}

/// The library square of (file, rank).
pub fn lib_square(s: Sq) -> Square {
    Square::from_coords(s.0 as i8, s.1 as i8).expect("square on the board")
}

/// The library square named like `B2`.
pub fn sq(name: &str) -> Square {
    lib_square(parse_sq(name))
}

/// A library piece set from counts `[G, M, P]`.
pub fn piece_set(counts: [u8; 3]) -> PieceSet {
    PieceSet::new(counts[0], counts[1], counts[2]).expect("at most two of a kind")
}

/// The library value of a reference value.
pub fn lib_value(v: RefValue) -> Value {
    match v {
        RefValue::Win(n) => Value::Win(n),
        RefValue::Loss(n) => Value::Loss(n),
        RefValue::Draw => Value::Draw,
    }
}

/// The reference value of a library value.
pub fn ref_value(v: Value) -> RefValue {
    match v {
        Value::Win(n) => RefValue::Win(n),
        Value::Loss(n) => RefValue::Loss(n),
        Value::Draw => RefValue::Draw,
    }
}

impl RefPos {
    /// From the library's unvalidated `Setup` (hands in the same 將, 相, 子 order).
    pub fn from_setup(setup: &Setup) -> RefPos {
        let mut p = RefPos::empty(owner_of(setup.side));
        for s in squares() {
            p.board[s.0][s.1] =
                setup.board[lib_square(s).index()].map(|pc| (owner_of(pc.color), kind_of(pc.role)));
        }
        p.hands = setup.hands;
        p
    }

    /// From a library position.
    pub fn from_position(pos: &Position) -> RefPos {
        RefPos::from_setup(&pos.to_setup())
    }

    /// To the library's `Setup`.
    pub fn to_setup(self) -> Setup {
        let mut board = [None; 12];
        for s in squares() {
            board[lib_square(s).index()] = self.at(s).map(|(o, k)| Piece {
                color: color_of(o),
                role: lib_role(k),
            });
        }
        Setup {
            board,
            hands: self.hands,
            side: color_of(self.side),
        }
    }

    /// The library piece set this position holds ([`RefPos::piece_counts`]).
    pub fn piece_set(&self) -> PieceSet {
        piece_set(self.piece_counts())
    }

    /// This position as a library [`Position`] of `pieces` (validated; panics if the library
    /// rejects it).
    pub fn to_position(self, rules: Rules, pieces: PieceSet) -> Position {
        Position::from_setup(&self.to_setup(), rules, pieces)
            .unwrap_or_else(|e| panic!("library rejects {self:?} ({rules}, {pieces}): {e}"))
    }
}

/// A `Setup` from a list of (square, piece letter) — uppercase for a, lowercase for d — the
/// hands as letters, one letter per piece (`"PPg"`: a holds two 子, d one 將), and the side to
/// move (`'a'` or `'d'`); see [`RefPos::from_list`].
pub fn setup(pieces: &[(&str, char)], hands: &str, side: char) -> Setup {
    RefPos::from_list(pieces, hands, side).to_setup()
}

/// The piece set a setup contains (a 侯 counts as a 子).
pub fn piece_set_of(s: &Setup) -> PieceSet {
    RefPos::from_setup(s).piece_set()
}

/// A validated position built with [`setup`], for the piece set it contains.
pub fn position(rules: Rules, pieces: &[(&str, char)], hands: &str, side: char) -> Position {
    let p = RefPos::from_list(pieces, hands, side);
    p.to_position(rules, p.piece_set())
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
