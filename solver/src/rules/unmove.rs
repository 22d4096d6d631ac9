//! Unmove generation: every predecessor of a position, as retrograde analysis needs.
//!
//! A predecessor `q` of `p` is a legal position with the other player to move, whose game is
//! not already over at its turn start (no try held), and which has a legal move leading to `p`
//! that does not capture a king. The kinds of unmove (with `y` = the player who just moved):
//!
//! * **un-step**: a piece of `y` goes back from its square to an empty square it could have
//!   stepped from;
//! * **un-promotion**: a 侯 of `y` standing in its enemy camp may have been a 子 that stepped in;
//! * **un-capture** (with an un-step): `y` gives a piece from its hand back to the opponent, on
//!   the square `y` moved to; a 子 from the hand may go back as 子 or as 侯 (under twelve-janggi
//!   never as an unpromoted 子 in its owner's enemy camp);
//! * **un-drop**: a 將/相/子 of `y` on a square where it may be dropped goes back to `y`'s hand.
//!
//! Source: docs/RULES.md ("Moves", "End of the game"); the inverse of [`Position::play`].

use crate::rules::steps::FROM;
use crate::rules::{squares, Move, Position, Role, Rules};

/// How a predecessor reaches the position: the forward move and what it captured.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Unmove {
    /// The move played in the predecessor (by the predecessor's player to move).
    pub mv: Move,
    /// The piece that move captured, as it stood on the board (`Pawn` or `Marquis` are
    /// distinguished; never `King`), or `None` for a non-capture or a drop.
    pub captured: Option<Role>,
}

impl Position {
    /// Calls `f` with every predecessor of this position under `rules` (see the module docs),
    /// together with the [`Unmove`] that leads from it here. Predecessors reached by different
    /// unmoves are reported once per unmove; a position may thus appear more than once.
    ///
    /// Allocates nothing.
    pub(crate) fn for_each_unmove(&self, rules: Rules, mut f: impl FnMut(Unmove, Position)) {
        self.unmoves_where::<false>(rules, |u, q| f(u, *q));
    }

    /// [`Position::for_each_unmove`] restricted to the predecessors whose player to move cannot
    /// capture the enemy 王 — the others are win 1 ([`Position::can_capture_king`]), settled
    /// before any retrograde round, and the solver has nothing to do with them. The same
    /// predecessors, in the same order, as filtering [`Position::for_each_unmove`] by
    /// `!q.can_capture_king()`, but recognised from attack masks before they are built: pieces
    /// only step, so whether the predecessor's mover attacks the 王 depends only on where its
    /// pieces stand, and an unmove moves one of them.
    ///
    /// The predecessor is lent, not given: it is built a field at a time, and copying it whole
    /// right after stalls the processor (a wide load of narrow stores still in flight); the
    /// solver ranks it in place. Allocates nothing.
    #[doc(hidden)] // public for the integration tests in solver/tests only
    pub fn for_each_live_unmove(&self, rules: Rules, f: impl FnMut(Unmove, &Position)) {
        self.unmoves_where::<true>(rules, f);
    }

    /// The predecessors of this position; with `LIVE`, only those whose mover cannot capture
    /// the enemy 王.
    #[inline(always)]
    fn unmoves_where<const LIVE: bool>(&self, rules: Rules, mut f: impl FnMut(Unmove, &Position)) {
        let x = self.side; // to move here
        let y = x.other(); // just moved
        let (xi, yi) = (x.index(), y.index());
        let empty = !self.occupied() & crate::rules::types::ALL_SQUARES;
        let y_enemy_camp = y.enemy_camp();
        let y_king = self.pieces(y, Role::King);
        let y_king_in_camp = y_king & y_enemy_camp != 0;
        // x's 王 stays where it is in every predecessor; y's pieces that attack it here.
        let x_king = self.king(x);
        let checkers = if LIVE {
            self.attackers_of(y, x_king)
        } else {
            0
        };

        for to in squares(self.by_color[yi]) {
            let role = self.role_at_unchecked(to);
            let to_b = to.bb();
            // Another of y's pieces attacks x's 王 in every predecessor that moves this one.
            if LIVE && checkers & !to_b != 0 {
                continue;
            }
            // Base: the position with the piece lifted off `to`, side to move y.
            let mut lifted = *self;
            lifted.side = y;
            lifted.by_color[yi] &= !to_b;
            lifted.by_role[role.index()] &= !to_b;

            // Un-drop.
            if let Some(h) = role.hand_index() {
                if !y_king_in_camp && rules.drop_zone(y) & to_b != 0 {
                    let mut q = lifted;
                    q.hands[yi][h] += 1;
                    f(
                        Unmove {
                            mv: Move::Drop { role, to },
                            captured: None,
                        },
                        &q,
                    );
                }
            }

            // Un-step, possibly un-promoting.
            let in_camp = y_enemy_camp & to_b != 0;
            let prev_roles: &[Role] = match role {
                // A 子 standing in its enemy camp was dropped there (Dōbutsu), never stepped in.
                Role::Pawn if in_camp => &[],
                Role::Marquis if in_camp => &[Role::Marquis, Role::Pawn],
                _ => std::slice::from_ref(match role {
                    Role::King => &Role::King,
                    Role::General => &Role::General,
                    Role::Minister => &Role::Minister,
                    Role::Pawn => &Role::Pawn,
                    Role::Marquis => &Role::Marquis,
                }),
            };
            for &prev in prev_roles {
                let mut origins = FROM[yi][prev.index()][to.index()] & empty;
                if LIVE {
                    // From these squares the piece would attack x's 王.
                    origins &= !FROM[yi][prev.index()][x_king.index()];
                }
                for from in squares(origins) {
                    let from_b = from.bb();
                    // The predecessor must not be over already: y's king in its enemy camp.
                    let king_after = if role == Role::King { from_b } else { y_king };
                    if king_after & y_enemy_camp != 0 {
                        continue;
                    }
                    let mut q = lifted;
                    q.by_color[yi] |= from_b;
                    q.by_role[prev.index()] |= from_b;
                    let mv = Move::Step { from, to };
                    f(Unmove { mv, captured: None }, &q);
                    // Un-capture: give back a piece from y's hand to x, on `to`.
                    for (h, hand_role) in Role::HAND.into_iter().enumerate() {
                        if q.hands[yi][h] == 0 {
                            continue;
                        }
                        let restored: &[Role] = if hand_role == Role::Pawn {
                            &[Role::Pawn, Role::Marquis]
                        } else {
                            std::slice::from_ref(match hand_role {
                                Role::General => &Role::General,
                                _ => &Role::Minister,
                            })
                        };
                        for &r in restored {
                            if r == Role::Pawn
                                && !rules.pawn_may_stand_in_enemy_camp()
                                && x.enemy_camp() & to_b != 0
                            {
                                continue;
                            }
                            let mut c = q;
                            c.hands[yi][h] -= 1;
                            c.by_color[xi] |= to_b;
                            c.by_role[r.index()] |= to_b;
                            f(
                                Unmove {
                                    mv,
                                    captured: Some(r),
                                },
                                &c,
                            );
                        }
                    }
                }
            }
        }
    }

    /// Every predecessor with its unmove, in generation order (see
    /// `Position::for_each_unmove`). Allocates; the solver uses the callback form.
    pub fn unmoves(&self, rules: Rules) -> Vec<(Unmove, Position)> {
        let mut out = Vec::new();
        self.for_each_unmove(rules, |u, q| out.push((u, q)));
        out
    }
}
