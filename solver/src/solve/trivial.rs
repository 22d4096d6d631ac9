//! The one-ply look: positions whose value needs no search (docs/RULES.md, "Values and distance").

use crate::rules::{Position, Role, Rules};
use crate::solve::Value;

/// Trivial value of a position for its mover: `Some(0)` when it holds the try, `Some(1)` when it
/// can capture the enemy king, else `None`.
#[inline]
pub(crate) fn trivial_win(pos: &Position) -> Option<u16> {
    if pos.try_holds() {
        Some(0)
    } else if pos.can_capture_king() {
        Some(1)
    } else {
        None
    }
}

/// The value of `pos` for its player to move when a one-ply look settles it, else `None`
/// (docs/RULES.md, "Values and distance"):
///
/// * the mover's 王 stands in the enemy camp (the try is held): **win 0**;
/// * the mover can capture the enemy 王: **win 1**;
/// * the enemy 王 stands in the mover's camp and cannot be captured: **loss 1** — every move
///   leaves the enemy holding the try — or **loss 0** when the mover has no legal move.
///
/// Any side to move. The tablebase file stores no value for these positions (they are "don't
/// care" entries, see the `table` module): the writer leaves them out and the probe
/// recomputes them with this very function, so both sides always agree on which they are.
/// Cost: a few bit operations, plus a legal-move check in the third case.
pub fn trivial_value(pos: &Position, rules: Rules) -> Option<Value> {
    if pos.try_holds() {
        return Some(Value::Win(0));
    }
    if pos.can_capture_king() {
        return Some(Value::Win(1));
    }
    let us = pos.side_to_move();
    if pos.pieces(us.other(), Role::King) & us.camp() != 0 {
        return Some(if pos.has_legal_move(rules) {
            Value::Loss(1)
        } else {
            Value::Loss(0)
        });
    }
    None
}
