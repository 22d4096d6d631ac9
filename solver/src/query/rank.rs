//! A position's value and its legal moves ranked by their labels (docs/RULES.md, "Values and
//! distance").

use crate::query::ValueSource;
use crate::rules::{GameEnd, Move, Position, Rules, Successor, MAX_MOVES};
use crate::solve::Value;

/// A legal move with its value for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankedMove {
    /// The move.
    pub mv: Move,
    /// Its value for the mover, counted from the position before it (plies).
    pub value: Value,
    /// The position after it, or `None` when it captures the enemy 王 (the game ends).
    pub after: Option<Position>,
}

impl RankedMove {
    /// Legal move `mv` of `pos` with its label ([`Value::label`], the child's value from
    /// `source`) and the position it leads to.
    ///
    /// # Errors
    /// The error of `source`.
    pub(crate) fn new<S: ValueSource>(
        source: &S,
        pos: &Position,
        mv: Move,
    ) -> Result<RankedMove, S::Error> {
        let next = pos.play_unchecked(mv);
        Ok(RankedMove {
            mv,
            value: Value::label(&next, |child| source.value(child))?,
            after: next.position(),
        })
    }
}

/// Every legal move of `pos` with its label ([`RankedMove::new`]), in the order of
/// [`Position::legal_moves`]: the positions after the moves are looked up in one batch
/// ([`ValueSource::values`]), which a table in memory answers with their cache misses
/// overlapped. Not checked for a finished game (it has no legal move: the list is empty, or
/// the moves of a position after a king capture).
///
/// # Errors
/// The first error of `source`.
pub(crate) fn labelled_moves<S: ValueSource>(
    source: &S,
    pos: &Position,
) -> Result<Vec<RankedMove>, S::Error> {
    let rules = source.rules();
    let mut moves: Vec<(Move, Successor)> = Vec::with_capacity(MAX_MOVES);
    let mut children: Vec<Position> = Vec::with_capacity(MAX_MOVES);
    push_moves(pos, rules, &mut moves, &mut children);
    let mut values = Vec::with_capacity(children.len());
    source.values(&children, &mut values)?;
    Ok(label_moves(&moves, &mut values.into_iter()))
}

/// Appends every legal move of `pos` with what it leads to to `moves`, in the order of
/// [`Position::legal_moves`], and the positions after them (all but the king captures) to
/// `children`, in the same order.
pub(crate) fn push_moves(
    pos: &Position,
    rules: Rules,
    moves: &mut Vec<(Move, Successor)>,
    children: &mut Vec<Position>,
) {
    pos.for_each_move(rules, |m| {
        let next = pos.play_unchecked(m);
        if let Successor::Position(child) = next {
            children.push(child);
        }
        moves.push((m, next));
        true
    });
}

/// The moves of [`push_moves`] labelled: a king capture win 1, any other move the value of its
/// child, taken from `values` in order (the children's values for their player to move), one
/// ply back ([`Value::back`]).
pub(crate) fn label_moves(
    moves: &[(Move, Successor)],
    values: &mut impl Iterator<Item = Value>,
) -> Vec<RankedMove> {
    moves
        .iter()
        .map(|&(mv, next)| RankedMove {
            mv,
            value: match next {
                Successor::KingCapture => Value::Win(1),
                Successor::Position(_) => values.next().expect("a value per child").back(),
            },
            after: next.position(),
        })
        .collect()
}

/// Every legal move of `pos` with its value, best first: winning moves fastest first, then
/// drawing moves, then losing moves slowest first; moves of equal value keep the order of
/// [`Position::legal_moves`] (steps by origin then destination square, then drops). Empty when
/// the game is over at `pos`.
///
/// # Errors
/// The first error of `source`.
pub fn rank_moves<S: ValueSource>(source: &S, pos: &Position) -> Result<Vec<RankedMove>, S::Error> {
    let rules = source.rules();
    if pos.game_over(rules).is_some() {
        return Ok(Vec::new());
    }
    let mut ranked = labelled_moves(source, pos)?;
    // A stable sort keeps the legal-move order among equal values; greater values are better.
    ranked.sort_by_key(|m| std::cmp::Reverse(m.value));
    Ok(ranked)
}

/// The value of `pos` for its player to move, from `source` (win 0 when the try is held, loss 0
/// with no legal move).
///
/// # Errors
/// The error of `source`.
pub fn position_value<S: ValueSource>(source: &S, pos: &Position) -> Result<Value, S::Error> {
    let rules = source.rules();
    match pos.game_over(rules) {
        Some(GameEnd::Try) => Ok(Value::Win(0)),
        Some(GameEnd::NoLegalMove | GameEnd::KingCapture) => Ok(Value::Loss(0)),
        None => source.value(pos),
    }
}
