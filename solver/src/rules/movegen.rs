//! Legal moves, making a move, and the end of the game (docs/RULES.md, "Moves" and "End of the
//! game").
//!
//! Move generation is the solver's inner loop: it fills a fixed-capacity [`MoveList`] on the
//! stack and allocates nothing.

use std::fmt;

use arrayvec::ArrayVec;

use crate::rules::steps::{step_origins, ATTACKS};
use crate::rules::{squares, Bitboard, Color, Position, Role, Rules, Square};

/// A move: a step of a piece on the board, or a drop from the hand.
///
/// Promotion is implied by the rules (a 子 that steps into its enemy camp becomes 侯), so it is
/// not part of the move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// The piece on `from` steps to `to` (capturing whatever enemy piece stands there).
    Step {
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
    },
    /// A piece of `role` (將, 相 or 子) from the mover's hand is put on the empty square `to`.
    Drop {
        /// The dropped role: never 王 or 侯.
        role: Role,
        /// Destination square.
        to: Square,
    },
}

impl Move {
    /// The destination square.
    pub fn to(self) -> Square {
        match self {
            Move::Step { to, .. } | Move::Drop { to, .. } => to,
        }
    }
}

impl serde::Serialize for Move {
    /// Canonical text: `"B2C2"`, `"P*B1"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Move {
    /// Canonical ASCII: `B2C2` for a step, `P*B1` for a drop.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}{to}"),
            Move::Drop { role, to } => write!(f, "{}*{to}", role.upper_char()),
        }
    }
}

/// Upper bound on the number of legal moves in any position.
///
/// Board steps: 王 8 + 2 × 將 4 + 2 × 相 4 + 2 × 侯 6 = 36; drops: 3 roles × 12 squares = 36.
pub(crate) const MAX_MOVES: usize = 80;

/// A list of moves on the stack (no heap allocation).
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// How a game ends on the board (docs/RULES.md, "End of the game", the rules in the order they are
/// checked): a king capture ends it during a move; the try and the lack of a legal move end it
/// at the start of a turn ([`Position::game_over`] gives only those two). JSON and canonical
/// records: `"king-capture"`, `"try"`, `"no-legal-move"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameEnd {
    /// A move captured the enemy 王: its mover won (rule 1).
    KingCapture,
    /// The player to move has its 王 in the opponent's camp: it held the try and wins (rule 2;
    /// win 0).
    Try,
    /// The player to move has no legal move and loses (rule 3; loss 0).
    NoLegalMove,
}

impl GameEnd {
    /// `king-capture`, `try` or `no-legal-move`, as in JSON and canonical records.
    pub const fn name(self) -> &'static str {
        match self {
            GameEnd::KingCapture => "king-capture",
            GameEnd::Try => "try",
            GameEnd::NoLegalMove => "no-legal-move",
        }
    }

    /// The winner, given `side`: the player to move where the game is over for the try and no
    /// legal move, the player who made the capturing move for a king capture. The try and a
    /// king capture win for `side`, no legal move loses for it.
    pub(crate) const fn winner(self, side: Color) -> Color {
        match self {
            GameEnd::KingCapture | GameEnd::Try => side,
            GameEnd::NoLegalMove => side.other(),
        }
    }

    /// Why the game is over, in an English sentence for the `Display` of the library's errors
    /// (front ends word it through their catalogue), for `side` as in [`GameEnd::winner`].
    pub(crate) fn sentence(self, side: Color) -> String {
        let (this, other) = (side.name(), side.other().name());
        match self {
            GameEnd::KingCapture => format!("{this} captured {other}'s 王 and wins"),
            GameEnd::Try => format!(
                "{this}'s 王 held a turn in {other}'s camp (file {}), so {this} wins",
                side.other().char().to_ascii_uppercase()
            ),
            GameEnd::NoLegalMove => format!("{this} has no legal move, so {other} wins"),
        }
    }
}

impl serde::Serialize for GameEnd {
    /// `"king-capture"`, `"try"` or `"no-legal-move"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Why [`Position::play`] refused a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlayError {
    /// The game is already over at the position (the try, no legal move) or the line (a king
    /// capture): no move may be played.
    #[error("the game is already over ({})", .0.name())]
    GameOver(GameEnd),
    /// The move is not one of the position's legal moves.
    #[error("{0} is not a legal move in this position")]
    Illegal(Move),
}

/// What a move leads to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Successor {
    /// The move captured the enemy 王: the game is over and the mover won.
    KingCapture,
    /// The position after the move, with the other player to move.
    Position(Position),
}

impl Successor {
    /// The position after the move; `None` when it captured the 王.
    pub(crate) const fn position(self) -> Option<Position> {
        match self {
            Successor::KingCapture => None,
            Successor::Position(p) => Some(p),
        }
    }
}

impl Position {
    /// Whether the game is over at the start of this turn, and why (docs/RULES.md, end of the game,
    /// rules 2 and 3): [`GameEnd::Try`] or [`GameEnd::NoLegalMove`], never a king capture (which
    /// ends the game during a move). `None` means the player to move must move.
    pub fn game_over(&self, rules: Rules) -> Option<GameEnd> {
        if self.try_holds() {
            Some(GameEnd::Try)
        } else if !self.has_legal_move(rules) {
            Some(GameEnd::NoLegalMove)
        } else {
            None
        }
    }

    /// Whether the player to move has at least one legal move.
    pub fn has_legal_move(&self, rules: Rules) -> bool {
        let mut any = false;
        self.for_each_move(rules, |_| {
            any = true;
            false
        });
        any
    }

    /// Every legal move, in the documented order: first steps, by origin square then destination
    /// square (both in square order A1, A2, A3, B1, …, D3); then drops, by role (將, 相, 子) then
    /// square. The list does not depend on whether the game is already over: check
    /// [`Position::game_over`] first.
    pub fn legal_moves(&self, rules: Rules) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_move(rules, |m| {
            list.push(m);
            true
        });
        list
    }

    /// Calls `f` with every legal move in the order of [`Position::legal_moves`] until `f`
    /// returns `false`.
    #[inline]
    pub fn for_each_move(&self, rules: Rules, mut f: impl FnMut(Move) -> bool) {
        let us = self.side;
        let own = self.by_color[us.index()];
        let occupied = self.occupied();
        for from in squares(own) {
            let role = self.role_at_unchecked(from);
            for to in squares(ATTACKS[us.index()][role.index()][from.index()] & !own) {
                if !f(Move::Step { from, to }) {
                    return;
                }
            }
        }
        let zone = rules.drop_zone(us) & !occupied;
        for (i, role) in Role::HAND.into_iter().enumerate() {
            if self.hands[us.index()][i] > 0 {
                for to in squares(zone) {
                    if !f(Move::Drop { role, to }) {
                        return;
                    }
                }
            }
        }
    }

    /// The opponent's pieces (of `attacker`) that stand one step from `sq`, so that they could
    /// capture a piece there.
    #[inline]
    pub(crate) fn attackers_of(&self, attacker: Color, sq: Square) -> Bitboard {
        let own = self.by_color[attacker.index()];
        Role::ALL.into_iter().fold(0, |acc, role| {
            acc | step_origins(attacker, role, sq) & own & self.by_role[role.index()]
        })
    }

    /// `(moves, safe)`: the number of legal moves, and of those after which the opponent
    /// cannot capture the mover's 王 — the same as playing each move and asking
    /// [`Position::can_capture_king`] of the result, without building the positions. The
    /// retrograde solver's initial pass counts a position's children with it.
    ///
    /// The mover must not be able to capture the enemy 王 itself (every move would then count,
    /// the capture included, though it ends the game).
    #[doc(hidden)] // public for the integration tests in solver/tests only
    pub fn count_safe_moves(&self, rules: Rules) -> (u32, u32) {
        let us = self.side;
        let them = us.other();
        let own = self.by_color[us.index()];
        // The opponent's pieces that attack our 王 where it stands: a move other than a 王
        // move is safe when it captures the only one, or when there is none.
        let checkers = self.attackers_of(them, self.king(us));
        let (mut moves, mut safe) = (0, 0);
        for from in squares(own) {
            let role = self.role_at_unchecked(from);
            let targets = ATTACKS[us.index()][role.index()][from.index()] & !own;
            moves += targets.count_ones();
            if role == Role::King {
                // The 王 is safe on `to` when no opponent piece attacks `to` (a piece it
                // captures there does not attack its own square; pieces only step, so the
                // square the 王 leaves opens nothing).
                for to in squares(targets) {
                    safe += (self.attackers_of(them, to) == 0) as u32;
                }
            } else {
                safe += match checkers.count_ones() {
                    0 => targets.count_ones(),
                    1 => (targets & checkers != 0) as u32,
                    _ => 0,
                };
            }
        }
        let zone = (rules.drop_zone(us) & !self.occupied()).count_ones();
        let kinds = self.hands[us.index()].iter().filter(|&&n| n > 0).count() as u32;
        moves += kinds * zone;
        if checkers == 0 {
            safe += kinds * zone;
        }
        (moves, safe)
    }

    /// Whether the mover can step its 王 into the enemy camp where the opponent cannot capture
    /// it, leaving the opponent a legal move: the position after such a move is **loss 1** for
    /// the opponent ([`trivial_value`](crate::solve::trivial_value): the try holds after any
    /// reply), so this one is worth win 2 unless a move wins at once (docs/RULES.md, "End of the
    /// game", the try). The retrograde solver's initial pass settles these positions with it,
    /// rather than finding them as predecessors of every such loss 1.
    ///
    /// The mover must not be able to capture the enemy 王 itself, nor face the enemy 王 in its
    /// own camp (both are settled by `trivial_value` first).
    #[doc(hidden)] // public for the integration tests in solver/tests only
    pub fn can_enter_camp_safely(&self, rules: Rules) -> bool {
        let us = self.side;
        let own = self.by_color[us.index()];
        let from = self.king(us);
        let targets =
            ATTACKS[us.index()][Role::King.index()][from.index()] & !own & us.enemy_camp();
        squares(targets).any(|to| match self.play_unchecked(Move::Step { from, to }) {
            Successor::Position(p) => !p.can_capture_king() && p.has_legal_move(rules),
            Successor::KingCapture => false,
        })
    }

    /// The role of the piece on an occupied square.
    #[inline]
    pub(crate) fn role_at_unchecked(&self, sq: Square) -> Role {
        let b = sq.bb();
        if self.by_role[Role::King.index()] & b != 0 {
            Role::King
        } else if self.by_role[Role::General.index()] & b != 0 {
            Role::General
        } else if self.by_role[Role::Minister.index()] & b != 0 {
            Role::Minister
        } else if self.by_role[Role::Pawn.index()] & b != 0 {
            Role::Pawn
        } else {
            Role::Marquis
        }
    }

    /// Whether legal move `m` is a 子 stepping into its enemy camp, where it becomes 侯
    /// (docs/RULES.md, "Promotion"), without capturing the 王 (which ends the game first).
    pub(crate) fn promotes(&self, m: Move) -> bool {
        match m {
            Move::Step { from, to } => {
                self.pieces(self.side, Role::Pawn) & from.bb() != 0
                    && self.side.enemy_camp() & to.bb() != 0
                    && !self.captures_king(m)
            }
            Move::Drop { .. } => false,
        }
    }

    /// The enemy piece that legal move `m` captures, as it stood (侯 included), if any.
    pub(crate) fn captured(&self, m: Move) -> Option<Role> {
        match m {
            Move::Step { to, .. } => self
                .piece_at(to)
                .filter(|p| p.color != self.side)
                .map(|p| p.role),
            Move::Drop { .. } => None,
        }
    }

    /// Whether, after legal move `m`, a piece of the mover attacks the enemy 王 (장군, "check":
    /// it could take the king next turn). A king capture is not a check: the game is over.
    pub(crate) fn gives_check(&self, m: Move) -> bool {
        match self.play_unchecked(m) {
            Successor::KingCapture => false,
            Successor::Position(next) => next.attacks_king(self.side),
        }
    }

    /// Whether `m` captures the enemy 王 (and so ends the game).
    pub fn captures_king(&self, m: Move) -> bool {
        match m {
            Move::Step { to, .. } => self.pieces(self.side.other(), Role::King) & to.bb() != 0,
            Move::Drop { .. } => false,
        }
    }

    /// Whether a piece of `attacker` stands one step from the other player's 王, so that
    /// `attacker` could capture it on its move (장군, "check", when `attacker` just moved).
    ///
    /// One table lookup per role: the squares from which a piece of that role steps onto the
    /// king's square, against `attacker`'s pieces of that role.
    #[inline]
    pub fn attacks_king(&self, attacker: Color) -> bool {
        let king = self.king(attacker.other());
        let own = self.by_color[attacker.index()];
        Role::ALL
            .into_iter()
            .any(|role| step_origins(attacker, role, king) & own & self.by_role[role.index()] != 0)
    }

    /// Whether the player to move can capture the enemy 王 (such a position is win 1).
    #[inline]
    pub fn can_capture_king(&self) -> bool {
        self.attacks_king(self.side)
    }

    /// Whether `m` is one of this position's legal moves under `rules`.
    pub fn is_legal(&self, rules: Rules, m: Move) -> bool {
        let mut found = false;
        self.for_each_move(rules, |x| {
            found = x == m;
            !found
        });
        found
    }

    /// Plays `m` after checking that it is legal here under `rules`: the checked form of
    /// [`Position::play_unchecked`], for moves that come from outside (a user, a record).
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game is already over at this position (the try is
    /// held, or the player to move has no legal move); [`PlayError::Illegal`] when `m` is not
    /// one of its legal moves (a drop from an empty hand, a 王 dropped, a step no piece
    /// makes, …).
    pub fn play(&self, rules: Rules, m: Move) -> Result<Successor, PlayError> {
        if let Some(reason) = self.game_over(rules) {
            return Err(PlayError::GameOver(reason));
        }
        if !self.is_legal(rules, m) {
            return Err(PlayError::Illegal(m));
        }
        Ok(self.play_unchecked(m))
    }

    /// Plays `m`, which must be legal here (see [`Position::is_legal`], or use the checked
    /// [`Position::play`]); for any other move the result is unspecified (but memory-safe: a
    /// drop from an empty hand may panic on the overflow in a debug build).
    ///
    /// A capture puts the captured piece in the mover's hand (a 侯 turns back into a 子); a 子
    /// that steps into its enemy camp becomes 侯 (docs/RULES.md, moves and promotion).
    //
    // Written without stores to a copy of `self` at computed places: the child is assembled
    // from values, so that reading it back whole (the caller's copy, the index's rank) does not
    // wait on narrow stores (a stalled store forward: 41% of this function's samples in the
    // reachable-position search, where it was a fifth of the time). The roles on the two
    // squares are found without branches, which the move mix makes unpredictable.
    #[inline(always)]
    pub fn play_unchecked(&self, m: Move) -> Successor {
        let us = self.side;
        let (u, t) = (us.index(), us.other().index());
        let (own, their) = (self.by_color[u], self.by_color[t]);
        // The hands as one number, byte 3 × player + kind.
        let h = &self.hands;
        let mut hands =
            u64::from_le_bytes([h[0][0], h[0][1], h[0][2], h[1][0], h[1][1], h[1][2], 0, 0]);
        let shift = |kind: usize| 8 * (3 * u + kind) as u32;
        let (new_own, new_their, clear, role, to_b) = match m {
            Move::Step { from, to } => {
                let (from_b, to_b) = (from.bb(), to.bb());
                if their & to_b != 0 {
                    let captured = self.role_index_at(to_b);
                    if captured == Role::King.index() {
                        return Successor::KingCapture;
                    }
                    // 將 → 0, 相 → 1, 子 and 侯 → 2.
                    hands += 1 << shift(captured.min(Role::Pawn.index()) - 1);
                }
                let mut role = self.role_index_at(from_b);
                if role == Role::Pawn.index() && us.enemy_camp() & to_b != 0 {
                    role = Role::Marquis.index();
                }
                (
                    own ^ (from_b | to_b),
                    their & !to_b,
                    from_b | to_b,
                    role,
                    to_b,
                )
            }
            Move::Drop { role, to } => {
                let kind = role.hand_index().expect("only 將, 相, 子 are dropped");
                hands -= 1 << shift(kind);
                (own | to.bb(), their, 0, role.index(), to.bb())
            }
        };
        let by_role: [Bitboard; 5] = std::array::from_fn(|r| {
            self.by_role[r] & !clear | to_b & 0u16.wrapping_sub((r == role) as u16)
        });
        let by_color = if u == 0 {
            [new_own, new_their]
        } else {
            [new_their, new_own]
        };
        let b = hands.to_le_bytes();
        Successor::Position(Position {
            by_color,
            by_role,
            hands: [[b[0], b[1], b[2]], [b[3], b[4], b[5]]],
            side: us.other(),
        })
    }

    /// The index of the role ([`Role::index`]) of the piece on the one square of `b`, which
    /// must hold a piece: without branches.
    #[inline]
    fn role_index_at(&self, b: Bitboard) -> usize {
        let on = |r: Role| (self.by_role[r.index()] & b != 0) as usize * r.index();
        on(Role::General) + on(Role::Minister) + on(Role::Pawn) + on(Role::Marquis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Piece;

    fn names(bb: Bitboard) -> Vec<String> {
        squares(bb).map(|s| s.to_string()).collect()
    }

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).unwrap()
    }

    #[test]
    fn attack_tables_by_hand() {
        // Checked by hand against the piece table in docs/RULES.md.
        assert_eq!(
            names(
                Piece {
                    color: Color::A,
                    role: Role::King
                }
                .step_targets(sq("B2"))
            ),
            ["A1", "A2", "A3", "B1", "B3", "C1", "C2", "C3"]
        );
        assert_eq!(
            names(
                Piece {
                    color: Color::A,
                    role: Role::General
                }
                .step_targets(sq("A1"))
            ),
            ["A2", "B1"]
        );
        assert_eq!(
            names(
                Piece {
                    color: Color::D,
                    role: Role::Minister
                }
                .step_targets(sq("D3"))
            ),
            ["C2"]
        );
        assert_eq!(
            names(
                Piece {
                    color: Color::A,
                    role: Role::Pawn
                }
                .step_targets(sq("B2"))
            ),
            ["C2"]
        );
        assert_eq!(
            names(
                Piece {
                    color: Color::D,
                    role: Role::Pawn
                }
                .step_targets(sq("C2"))
            ),
            ["B2"]
        );
        assert_eq!(
            names(
                Piece {
                    color: Color::D,
                    role: Role::Pawn
                }
                .step_targets(sq("A2"))
            ),
            [] as [&str; 0]
        );
        // a's marquis on B2: all but the backward diagonals A1 and A3.
        assert_eq!(
            names(
                Piece {
                    color: Color::A,
                    role: Role::Marquis
                }
                .step_targets(sq("B2"))
            ),
            ["A2", "B1", "B3", "C1", "C2", "C3"]
        );
        // d's marquis on C2: backward for d is toward D, so D1 and D3 are excluded.
        assert_eq!(
            names(
                Piece {
                    color: Color::D,
                    role: Role::Marquis
                }
                .step_targets(sq("C2"))
            ),
            ["B1", "B2", "B3", "C1", "C3", "D2"]
        );
    }
}
