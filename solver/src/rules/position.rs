//! Positions: the unvalidated [`Setup`] and the validated [`Position`].
//!
//! As in shakmaty, parsing and validating are separate steps: notation produces a [`Setup`],
//! and [`Position::from_setup`] checks it against a rule set and a piece set, returning a
//! [`PositionError`] that names the broken rule.

use crate::rules::{Bitboard, Color, Piece, PieceSet, Role, Rules, Square};

/// A position as written, not yet checked: what is on each square, both hands and the side to
/// move.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`].
    pub board: [Option<Piece>; 12],
    /// `hands[color][i]`: how many 將 (i = 0), 相 (1) and 子 (2) that player holds.
    pub hands: [[u8; 3]; 2],
    /// The player to move.
    pub side: Color,
}

impl Setup {
    /// The piece set this setup has: its 將, 相 and 子 (a 侯 counts as a 子) on the board and in
    /// both hands; `None` when it has more than two of a kind (no piece set has).
    pub fn piece_set(&self) -> Option<PieceSet> {
        let mut counts = [0u8; 3];
        for p in self.board.iter().flatten() {
            if let Some(i) = p.role.unpromoted().hand_index() {
                counts[i] = counts[i].saturating_add(1);
            }
        }
        for hand in &self.hands {
            for (c, n) in counts.iter_mut().zip(hand) {
                *c = c.saturating_add(*n);
            }
        }
        PieceSet::new(counts[0], counts[1], counts[2])
    }

    /// The start position (`M2g/KPpk/G2m - a`) with `side` to move first.
    pub fn start(side: Color) -> Setup {
        let mut board = [None; 12];
        let put = |board: &mut [Option<Piece>; 12], sq: &str, color, role| {
            let b = sq.as_bytes();
            let s = Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).unwrap();
            board[s.index()] = Some(Piece { color, role });
        };
        put(&mut board, "A1", Color::A, Role::Minister);
        put(&mut board, "A2", Color::A, Role::King);
        put(&mut board, "A3", Color::A, Role::General);
        put(&mut board, "B2", Color::A, Role::Pawn);
        put(&mut board, "C2", Color::D, Role::Pawn);
        put(&mut board, "D1", Color::D, Role::General);
        put(&mut board, "D2", Color::D, Role::King);
        put(&mut board, "D3", Color::D, Role::Minister);
        Setup {
            board,
            hands: [[0; 3]; 2],
            side,
        }
    }
}

/// Why a [`Setup`] is not a legal position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// A player does not have exactly one 王 on the board.
    #[error("player {color} has {count} kings on the board; each player needs exactly one")]
    KingCount {
        /// Whose kings.
        color: Color,
        /// How many were found.
        count: u8,
    },
    /// The number of pieces of a kind (on the board and in both hands) differs from the piece
    /// set in play.
    #[error("{found} {role}(s) on the board and in hands, but the piece set {set} has {expected}")]
    PieceCount {
        /// The kind (general, minister or pawn; a 侯 counts as a pawn).
        role: &'static str,
        /// How many were found.
        found: u8,
        /// How many the piece set has.
        expected: u8,
        /// The piece set in play.
        set: PieceSet,
    },
    /// Under twelve-janggi an unpromoted 子 can never stand in its enemy camp (it promotes on
    /// entering, and drops there are forbidden).
    #[error("unpromoted pawn of player {color} on {square}, in its enemy camp (twelve-janggi rules: it would have promoted)")]
    UnpromotedPawnInEnemyCamp {
        /// The pawn's owner.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A hand count above 2 (there are at most two pieces of a kind).
    #[error("player {color} holds {count} {role}s in hand; at most 2 exist")]
    HandCount {
        /// Whose hand.
        color: Color,
        /// Which kind.
        role: &'static str,
        /// How many.
        count: u8,
    },
}

/// A legal position: every piece of a piece set on a square or in a hand, exactly one king per
/// player on the board, and the player to move.
///
/// Stored as bitboards (one per player and one per role) plus hand counts: 22 bytes, `Copy`.
/// A `Position` does not remember the rule set or piece set it was validated with; callers
/// pass the [`Rules`] to move generation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_role: [Bitboard; 5],
    pub(crate) hands: [[u8; 3]; 2],
    pub(crate) side: Color,
}

impl Position {
    /// The start position with `side` to move first.
    pub fn start(side: Color) -> Position {
        Position::from_setup_unchecked(&Setup::start(side))
    }

    /// Checks `setup` against `rules` and the piece set `pieces`.
    ///
    /// # Errors
    /// [`PositionError::KingCount`] unless each player has exactly one 王 on the board;
    /// [`PositionError::HandCount`] for a hand count above 2;
    /// [`PositionError::PieceCount`] when the 將/相/子 counts differ from `pieces`;
    /// [`PositionError::UnpromotedPawnInEnemyCamp`] for a 子 in its enemy camp under
    /// twelve-janggi.
    pub fn from_setup(
        setup: &Setup,
        rules: Rules,
        pieces: PieceSet,
    ) -> Result<Position, PositionError> {
        for color in Color::BOTH {
            let count = setup
                .board
                .iter()
                .flatten()
                .filter(|p| p.color == color && p.role == Role::King)
                .count() as u8;
            if count != 1 {
                return Err(PositionError::KingCount { color, count });
            }
            for (i, role) in Role::HAND.iter().enumerate() {
                let count = setup.hands[color.index()][i];
                if count > 2 {
                    return Err(PositionError::HandCount {
                        color,
                        role: role.name(),
                        count,
                    });
                }
            }
        }
        let pos = Position::from_setup_unchecked(setup);
        pos.check(rules, pieces)?;
        Ok(pos)
    }

    /// Checks that this position is legal for `rules` and the piece set `pieces` — what
    /// [`Position::from_setup`] checks, for a position validated under other rules or another
    /// piece set (a `Position` always has one 王 per player). A few bit operations.
    ///
    /// # Errors
    /// [`PositionError::PieceCount`] when the 將/相/子 counts differ from `pieces`;
    /// [`PositionError::UnpromotedPawnInEnemyCamp`] for a 子 in its enemy camp under
    /// twelve-janggi.
    pub fn check(&self, rules: Rules, pieces: PieceSet) -> Result<(), PositionError> {
        for (i, role) in Role::HAND.iter().enumerate() {
            let mut on_board = self.by_role[role.index()];
            if *role == Role::Pawn {
                on_board |= self.by_role[Role::Marquis.index()];
            }
            let found = on_board.count_ones() as u8 + self.hands[0][i] + self.hands[1][i];
            let expected = pieces.counts()[i];
            if found != expected {
                return Err(PositionError::PieceCount {
                    role: role.name(),
                    found,
                    expected,
                    set: pieces,
                });
            }
        }
        if !rules.pawn_may_stand_in_enemy_camp() {
            for color in Color::BOTH {
                let stuck = self.pieces(color, Role::Pawn) & color.enemy_camp();
                if stuck != 0 {
                    return Err(PositionError::UnpromotedPawnInEnemyCamp {
                        color,
                        square: Square::new(stuck.trailing_zeros() as u8).expect("a square"),
                    });
                }
            }
        }
        Ok(())
    }

    /// Builds a position without any check. The caller guarantees legality.
    pub(crate) fn from_setup_unchecked(setup: &Setup) -> Position {
        let mut pos = Position {
            by_color: [0; 2],
            by_role: [0; 5],
            hands: setup.hands,
            side: setup.side,
        };
        for sq in Square::ALL {
            if let Some(p) = setup.board[sq.index()] {
                pos.by_color[p.color.index()] |= sq.bb();
                pos.by_role[p.role.index()] |= sq.bb();
            }
        }
        pos
    }

    /// The position as an unvalidated [`Setup`].
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 12];
        for sq in Square::ALL {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            hands: self.hands,
            side: self.side,
        }
    }

    /// The player to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = sq.bb();
        let color = if self.by_color[0] & b != 0 {
            Color::A
        } else if self.by_color[1] & b != 0 {
            Color::D
        } else {
            return None;
        };
        let role = Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()] & b != 0)
            .expect("occupied square has a role");
        Some(Piece { color, role })
    }

    /// The squares occupied by `color`.
    pub(crate) fn occupied_by(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// All occupied squares.
    pub(crate) fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares holding `color`'s pieces of `role`.
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// The square of `color`'s king.
    pub fn king(&self, color: Color) -> Square {
        let bb = self.pieces(color, Role::King);
        debug_assert!(bb.count_ones() == 1);
        Square::new(bb.trailing_zeros() as u8).expect("each side has a king")
    }

    /// `hand(color)[i]`: how many 將 (i = 0), 相 (1), 子 (2) `color` holds (each 0..=2).
    pub fn hand(&self, color: Color) -> [u8; 3] {
        self.hands[color.index()]
    }

    /// The mirror image rank 1 ↔ rank 3: same value, same side to move (docs/RULES.md).
    #[inline]
    pub fn mirror(&self) -> Position {
        Position {
            by_color: self.by_color.map(mirror_bb),
            by_role: self.by_role.map(mirror_bb),
            hands: self.hands,
            side: self.side,
        }
    }

    /// The 180° rotation with the players swapped (a's pieces become d's and vice versa, hands
    /// and side to move too): same value for the player to move (docs/RULES.md).
    #[inline]
    pub fn rotate(&self) -> Position {
        Position {
            by_color: [rotate_bb(self.by_color[1]), rotate_bb(self.by_color[0])],
            by_role: self.by_role.map(rotate_bb),
            hands: [self.hands[1], self.hands[0]],
            side: self.side.other(),
        }
    }

    /// The same position seen from the player to move: unchanged when a is to move, rotated
    /// ([`Position::rotate`]) when d is. The result always has a to move.
    #[inline]
    pub fn normalized(&self) -> Position {
        match self.side {
            Color::A => *self,
            Color::D => self.rotate(),
        }
    }

    /// The piece set of this position (see [`Setup::piece_set`]).
    pub fn piece_set(&self) -> PieceSet {
        self.to_setup()
            .piece_set()
            .expect("a valid position has at most two pieces of a kind")
    }

    /// `true` when the player to move holds the try: its 王 stands in the opponent's camp at the
    /// start of its turn, so it has won (docs/RULES.md, end of the game, rule 2).
    pub fn try_holds(&self) -> bool {
        self.pieces(self.side, Role::King) & self.side.enemy_camp() != 0
    }
}

/// [`Square::mirror`] applied to every square of `bb`: ranks 1 and 3 swap within each file.
#[inline]
fn mirror_bb(bb: Bitboard) -> Bitboard {
    const RANK1: Bitboard = 0b001_001_001_001;
    const RANK2: Bitboard = 0b010_010_010_010;
    ((bb & RANK1) << 2) | (bb & RANK2) | ((bb >> 2) & RANK1)
}

/// `Square::rotate` applied to every square of `bb`: square i goes to 11 − i, a reversal of
/// the 12 low bits.
#[inline]
fn rotate_bb(bb: Bitboard) -> Bitboard {
    bb.reverse_bits() >> 4
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::squares;

    #[test]
    fn bitboard_symmetries_match_square_maps() {
        for bb in 0..=crate::rules::types::ALL_SQUARES {
            let by_square = |f: fn(Square) -> Square| squares(bb).fold(0, |acc, s| acc | f(s).bb());
            assert_eq!(
                mirror_bb(bb),
                by_square(Square::mirror),
                "mirror {bb:#014b}"
            );
            assert_eq!(
                rotate_bb(bb),
                by_square(Square::rotate),
                "rotate {bb:#014b}"
            );
        }
    }

    #[test]
    fn start_position_is_symmetric() {
        let a = Position::start(Color::A);
        let d = Position::start(Color::D);
        // The start is symmetric under the 180° rotation with the players swapped, and under
        // the mirror rank 1 ↔ 3 it is not (相 and 將 swap corners).
        assert_eq!(a.rotate(), d);
        assert_ne!(a.mirror(), a);
        assert_eq!(a.to_string(), "M2g/KPpk/G2m - a");
        assert_eq!(a.mirror().to_string(), "G2m/KPpk/M2g - a");
    }
}
