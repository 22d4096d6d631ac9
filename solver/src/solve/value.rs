//! The value of a position: win n, loss n or draw for the player to move, n in plies
//! (docs/RULES.md, "Values and distance").

use std::cmp::Ordering;
use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use crate::rules::{Position, Successor};

/// The value of a position for the player to move (docs/RULES.md, "Values and distance"): the
/// result under perfect play and its distance, the number of plies to the end of the game.
///
/// **Order**: `a > b` when `a` is better for the player who gets it — a faster win, then a
/// slower win, …, then a draw, then the slowest loss, …, then the fastest loss. So the maximum
/// over a position's move labels is its value (docs/RULES.md: "the best move's label equals the
/// position's value"), and sorting by [`std::cmp::Reverse`] puts the best move first.
///
/// **JSON** (`serde`): `{"wdl": "win"|"draw"|"loss", "dtm": N}`, `dtm` the distance in plies
/// (`null` for a draw) — one shape in every output of the CLI and the server.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The player to move wins in this many plies (0 = it already holds the try).
    Win(u16),
    /// The player to move loses in this many plies (0 = it has no legal move).
    Loss(u16),
    /// Neither side can force the end: perfect play goes on forever.
    Draw,
}

/// The result part of a [`Value`]: win, draw or loss for the player to move. Ordered loss <
/// draw < win (better for the mover is greater). JSON: `"win"`, `"draw"`, `"loss"`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Wdl {
    /// The player to move loses.
    Loss,
    /// Neither side can force a win.
    Draw,
    /// The player to move wins.
    Win,
}

impl Wdl {
    /// `win`, `draw`, `loss`.
    pub const fn name(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        }
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Value {
    /// The label of a move (docs/RULES.md, "Values and distance": its value for the player making
    /// it, counted from the position before it) that leads to `successor`: win 1 for a move
    /// that captures the enemy 王, else [`Value::back`] of `child`'s value of the position
    /// reached (the value for the opponent, who moves there).
    ///
    /// # Errors
    /// The error of `child`, which is not called for a king capture.
    pub(crate) fn label<E>(
        successor: &Successor,
        child: impl FnOnce(&Position) -> Result<Value, E>,
    ) -> Result<Value, E> {
        match successor {
            Successor::KingCapture => Ok(Value::Win(1)),
            Successor::Position(p) => child(p).map(Value::back),
        }
    }

    /// The value one ply earlier, for the player who moves into a position of value `self`:
    /// loss n → win n + 1, win n → loss n + 1, draw → draw.
    pub fn back(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// The same value seen by the other player: win n ↔ loss n (same distance), draw stays.
    /// (Not [`Value::back`], which also adds the ply between the two positions.)
    pub(crate) fn flip(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Loss(n) => Value::Win(n),
            Value::Draw => Value::Draw,
        }
    }

    /// The value for player `viewer` of a position worth `self` for its player to move,
    /// `mover`.
    pub fn for_player(self, mover: crate::rules::Color, viewer: crate::rules::Color) -> Value {
        if mover == viewer {
            self
        } else {
            self.flip()
        }
    }

    /// Win, draw or loss, without the distance.
    pub const fn wdl(self) -> Wdl {
        match self {
            Value::Win(_) => Wdl::Win,
            Value::Draw => Wdl::Draw,
            Value::Loss(_) => Wdl::Loss,
        }
    }

    /// The distance to the end in plies; `None` for a draw.
    pub const fn dtm(self) -> Option<u16> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// The key of the order: (class, distance signed so that greater is better).
    fn key(self) -> (Wdl, i32) {
        match self {
            Value::Win(n) => (Wdl::Win, -(n as i32)),
            Value::Draw => (Wdl::Draw, 0),
            Value::Loss(n) => (Wdl::Loss, n as i32),
        }
    }
}

impl Ord for Value {
    /// Better for the player who gets the value is greater (see [`Value`]).
    fn cmp(&self, other: &Value) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    /// `win 5`, `loss 4`, `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

impl Serialize for Value {
    /// `{"wdl": "win", "dtm": 5}`; a draw is `{"wdl": "draw", "dtm": null}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Value", 2)?;
        s.serialize_field("wdl", &self.wdl())?;
        s.serialize_field("dtm", &self.dtm())?;
        s.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order of docs/RULES.md's values, by hand: the fastest win is best, the fastest loss
    /// worst.
    #[test]
    fn order_is_better_for_the_mover() {
        let worst_to_best = [
            Value::Loss(0),
            Value::Loss(1),
            Value::Loss(57),
            Value::Draw,
            Value::Win(180),
            Value::Win(2),
            Value::Win(1),
            Value::Win(0),
        ];
        for (i, a) in worst_to_best.iter().enumerate() {
            for (j, b) in worst_to_best.iter().enumerate() {
                assert_eq!(a.cmp(b), i.cmp(&j), "{a} vs {b}");
            }
        }
        assert_eq!(worst_to_best.iter().max(), Some(&Value::Win(0)));
    }

    #[test]
    fn json_shape() {
        let j = |v: Value| serde_json::to_string(&v).unwrap();
        assert_eq!(j(Value::Win(5)), r#"{"wdl":"win","dtm":5}"#);
        assert_eq!(j(Value::Loss(0)), r#"{"wdl":"loss","dtm":0}"#);
        assert_eq!(j(Value::Draw), r#"{"wdl":"draw","dtm":null}"#);
    }
}
