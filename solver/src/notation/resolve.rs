//! A [`MoveText`] checked against a position: the legal move it denotes, or why it is not one.

use crate::notation::{label, MoveText};
use crate::rules::{Color, GameEnd, Move, Piece, Position, Role, Rules, Square};

/// Why a [`MoveText`] is not a legal move in a position (see [`MoveText::resolve`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveError {
    /// The game is already over at this position: no move may be played.
    #[error("the game is already over ({})", .reason.sentence(*.side))]
    GameOver {
        /// Why the game is over.
        reason: GameEnd,
        /// The player to move (the winner for a try, the loser for no legal move).
        side: Color,
    },
    /// The origin square is empty.
    #[error("{square} is empty, with no piece of {}", .side.name())]
    EmptySquare {
        /// The origin square.
        square: Square,
        /// The player to move.
        side: Color,
    },
    /// The origin square holds a piece of the opponent.
    #[error("{square} holds no piece of {} but {}'s {}", .side.name(), .side.other().name(), label(*.role))]
    OpponentPiece {
        /// The origin square.
        square: Square,
        /// The player to move.
        side: Color,
        /// The opponent's piece standing there.
        role: Role,
    },
    /// The move names a different piece from the one on the origin square.
    #[error("the piece on {square} is a {}, not a {}", label(*.found), label(*.named))]
    WrongPiece {
        /// The origin square.
        square: Square,
        /// The piece the move names.
        named: Role,
        /// The piece that stands there.
        found: Role,
    },
    /// The piece cannot step from `from` to `to` (docs/RULES.md, table of pieces).
    #[error("{}'s {} cannot step from {from} to {to}", .side.name(), label(*.role))]
    CannotStep {
        /// The piece on `from`.
        role: Role,
        /// The player to move.
        side: Color,
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
    },
    /// The destination holds one of the mover's own pieces.
    #[error("{to} is occupied by {}'s own {}", .side.name(), label(*.role))]
    OwnPieceOnTarget {
        /// Destination square.
        to: Square,
        /// The player to move.
        side: Color,
        /// The own piece standing there.
        role: Role,
    },
    /// A drop of a piece the mover does not hold.
    #[error("{} has no {} in hand", .side.name(), label(*.role))]
    NotInHand {
        /// The role to drop.
        role: Role,
        /// The player to move.
        side: Color,
    },
    /// A drop onto an occupied square (drops go to empty squares only).
    #[error("cannot drop on {to}, which holds {}'s {}", .owner.name(), label(*.role))]
    DropOnOccupied {
        /// Destination square.
        to: Square,
        /// Owner of the piece standing there.
        owner: Color,
        /// The piece standing there.
        role: Role,
    },
    /// Under twelve-janggi a piece may not be dropped into the opponent's camp (docs/RULES.md,
    /// "Moves", 2).
    #[error("cannot drop on {to}, in the opponent's camp (file {}), where twelve-janggi forbids drops", .side.other().char().to_ascii_uppercase())]
    DropInEnemyCamp {
        /// Destination square.
        to: Square,
        /// The player to move.
        side: Color,
    },
    /// Compact move text ([`MoveText::Compact`]): no piece of that kind of the mover can step
    /// to the square.
    #[error("no {} of {} can step to {to}", .role.hanja(), .side.name())]
    NoPieceCanReach {
        /// The player to move.
        side: Color,
        /// The piece named.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// Compact move text: two pieces of that kind of the mover can step to the square, and the
    /// text does not say which (never guessed).
    #[error("ambiguous, as {} pieces {} of {} can step to {to} ({})", .candidates.len(), .role.hanja(), .side.name(), list_moves(.candidates))]
    Ambiguous {
        /// The player to move.
        side: Color,
        /// The piece named.
        role: Role,
        /// The destination.
        to: Square,
        /// The legal moves the text could mean.
        candidates: Vec<Move>,
    },
}

fn list_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl MoveText {
    /// Checks this move text against `pos` under `rules` and returns the legal [`Move`] it
    /// denotes.
    ///
    /// A named piece must be the one on the origin square; naming 侯 for a 子 that promotes by
    /// this very move is also accepted (the piece it becomes). A named 子 on a square holding a
    /// 侯 is an error.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the move is not legal: the game is already over (try held, or
    /// no legal move); no piece of the mover on the origin; a different piece named; the piece
    /// cannot step there; the mover's own piece on the destination; a drop of a piece not in
    /// hand, onto an occupied square, or (twelve-janggi) into the opponent's camp.
    pub fn resolve(&self, pos: &Position, rules: Rules) -> Result<Move, MoveError> {
        let side = pos.side_to_move();
        if let Some(reason) = pos.game_over(rules) {
            return Err(MoveError::GameOver { reason, side });
        }
        let m = match *self {
            MoveText::Step { piece, from, to } => {
                let found = match pos.piece_at(from) {
                    None => return Err(MoveError::EmptySquare { square: from, side }),
                    Some(p) if p.color != side => {
                        return Err(MoveError::OpponentPiece {
                            square: from,
                            side,
                            role: p.role,
                        })
                    }
                    Some(p) => p.role,
                };
                if let Some(named) = piece {
                    if !found.is_named(named, pos.promotes(Move::Step { from, to })) {
                        return Err(MoveError::WrongPiece {
                            square: from,
                            named,
                            found,
                        });
                    }
                }
                if (Piece {
                    color: side,
                    role: found,
                })
                .step_targets(from)
                    & to.bb()
                    == 0
                {
                    return Err(MoveError::CannotStep {
                        role: found,
                        side,
                        from,
                        to,
                    });
                }
                if let Some(p) = pos.piece_at(to).filter(|p| p.color == side) {
                    return Err(MoveError::OwnPieceOnTarget {
                        to,
                        side,
                        role: p.role,
                    });
                }
                Move::Step { from, to }
            }
            MoveText::Compact { role, to } => {
                let candidates: Vec<Move> = pos
                    .legal_moves(rules)
                    .into_iter()
                    .filter(|m| match *m {
                        Move::Step { from, to: t } => {
                            t == to
                                && pos
                                    .piece_at(from)
                                    .is_some_and(|p| p.role.is_named(role, pos.promotes(*m)))
                        }
                        Move::Drop { .. } => false,
                    })
                    .collect();
                match candidates.as_slice() {
                    [m] => *m,
                    [] => return Err(MoveError::NoPieceCanReach { side, role, to }),
                    _ => {
                        return Err(MoveError::Ambiguous {
                            side,
                            role,
                            to,
                            candidates,
                        })
                    }
                }
            }
            MoveText::Drop { role, to } => {
                let held = role.hand_index().map_or(0, |h| pos.hand(side)[h]);
                if held == 0 {
                    return Err(MoveError::NotInHand { role, side });
                }
                if let Some(p) = pos.piece_at(to) {
                    return Err(MoveError::DropOnOccupied {
                        to,
                        owner: p.color,
                        role: p.role,
                    });
                }
                if rules.drop_zone(side) & to.bb() == 0 {
                    return Err(MoveError::DropInEnemyCamp { to, side });
                }
                Move::Drop { role, to }
            }
        };
        debug_assert!(pos.is_legal(rules, m), "resolve agrees with movegen");
        Ok(m)
    }
}
