//! The step tables of docs/RULES.md's table of pieces, on an empty board: where a piece steps to
//! (`ATTACKS`, for move generation) and where it steps from (`FROM` and [`step_origins`], for
//! unmoves and attacks). Built at compile time; move and unmove generation both read them.

use crate::rules::{Bitboard, Color, Piece, Role, Square};

/// Step targets, `ATTACKS[color][role][square]`: squares a piece of that color and role on that
/// square moves to on an empty board (docs/RULES.md, table of pieces).
pub(crate) static ATTACKS: [[[Bitboard; 12]; 5]; 2] = build_attacks();

const fn build_attacks() -> [[[Bitboard; 12]; 5]; 2] {
    let mut table = [[[0; 12]; 5]; 2];
    let mut c = 0;
    while c < 2 {
        let fwd: i8 = if c == 0 { 1 } else { -1 };
        let mut r = 0;
        while r < 5 {
            let mut sq = 0;
            while sq < 12 {
                let file = (sq / 3) as i8;
                let rank = (sq % 3) as i8;
                let mut bb: Bitboard = 0;
                let mut df: i8 = -1;
                while df <= 1 {
                    let mut dr: i8 = -1;
                    while dr <= 1 {
                        // df is along files (forward for a = +1), dr along ranks.
                        let rel_fwd = df * fwd; // +1 forward, -1 backward for this color
                        let ok = if df == 0 && dr == 0 {
                            false
                        } else {
                            match r {
                                0 => true,                        // king: all 8
                                1 => df == 0 || dr == 0,          // general: orthogonal
                                2 => df != 0 && dr != 0,          // minister: diagonal
                                3 => rel_fwd == 1 && dr == 0,     // pawn: forward
                                _ => !(rel_fwd == -1 && dr != 0), // marquis: not back-diagonal
                            }
                        };
                        let f2 = file + df;
                        let r2 = rank + dr;
                        if ok && f2 >= 0 && f2 < 4 && r2 >= 0 && r2 < 3 {
                            bb |= 1 << (f2 * 3 + r2);
                        }
                        dr += 1;
                    }
                    df += 1;
                }
                table[c][r][sq] = bb;
                sq += 1;
            }
            r += 1;
        }
        c += 1;
    }
    table
}

/// `FROM[color][role][to]`: the squares from which a piece of that color and role steps to `to`.
pub(crate) static FROM: [[[Bitboard; 12]; 5]; 2] = build_from();

const fn build_from() -> [[[Bitboard; 12]; 5]; 2] {
    let mut table = [[[0; 12]; 5]; 2];
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 5 {
            let mut from = 0;
            while from < 12 {
                let mut to = 0;
                while to < 12 {
                    if ATTACKS[c][r][from] & (1 << to) != 0 {
                        table[c][r][to] |= 1 << from;
                    }
                    to += 1;
                }
                from += 1;
            }
            r += 1;
        }
        c += 1;
    }
    table
}

impl Piece {
    /// The squares this piece on `from` steps to on an empty board (docs/RULES.md, table of
    /// pieces): what a front end draws to show how a piece moves.
    ///
    /// ```
    /// use sibi_solver::rules::squares;
    /// use sibi_solver::{Color, Piece, Role, Square};
    /// let b2 = Square::from_coords(1, 1).unwrap();
    /// let king = Piece { color: Color::A, role: Role::King };
    /// assert_eq!(squares(king.step_targets(b2)).count(), 8);
    /// ```
    pub fn step_targets(self, from: Square) -> Bitboard {
        ATTACKS[self.color.index()][self.role.index()][from.index()]
    }
}

/// The squares from which a piece of `color` and `role` steps to `to` on an empty board.
pub(crate) fn step_origins(color: Color, role: Role, to: Square) -> Bitboard {
    FROM[color.index()][role.index()][to.index()]
}
