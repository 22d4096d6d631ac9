//! What a player asks a solved table: the value of a position, every move ranked, the best
//! moves and the principal variation (RULES.md, "Values and distance").
//!
//! The functions here work over any [`ValueSource`]: an in-memory [`Solution`] or a table file.
//! A move's value is given from the point of view of the player making it, counted from the
//! position before it (RULES.md): a move into a position worth loss 4 for the opponent is
//! win 5, a king capture is win 1, and the best move's value equals the position's value.
//!
//! ```
//! use sibi_solver::probe::{principal_variation, rank_moves, PvEnd};
//! use sibi_solver::retro::{solve, NoProgress, Value};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! // Kings and one pawn: small enough to solve in milliseconds.
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//!
//! // a's king on A1 next to d's king on B2: a captures it, win 1.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let moves = rank_moves(&table, &pos, rules).unwrap();
//! assert_eq!(moves[0].value, Value::Win(1));
//! assert_eq!(moves[0].mv.to_string(), "A1B2");
//!
//! let pv = principal_variation(&table, &pos, rules, 100).unwrap();
//! assert_eq!(pv.moves.len(), 1);
//! assert_eq!(pv.end, PvEnd::KingCapture);
//! ```

use std::collections::HashSet;

use crate::movegen::{GameOver, Move, Successor};
use crate::position::Position;
use crate::retro::{better, Solution, Value};
use crate::types::Rules;

/// Anything that gives the value of a legal position for its player to move.
pub trait ValueSource {
    /// The error a lookup may return (a damaged table file, say).
    type Error;

    /// The value of `pos` for its player to move. `pos` must be legal for the source's rule set
    /// and piece set.
    ///
    /// # Errors
    /// Whatever the source cannot answer (for a file: a damaged block).
    fn value(&self, pos: &Position) -> Result<Value, Self::Error>;
}

impl ValueSource for Solution {
    type Error = std::convert::Infallible;

    fn value(&self, pos: &Position) -> Result<Value, Self::Error> {
        Ok(Solution::value(self, pos))
    }
}

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

/// Every legal move of `pos` with its value, best first: winning moves fastest first, then
/// drawing moves, then losing moves slowest first; moves of equal value keep the order of
/// [`Position::legal_moves`] (steps by origin then destination square, then drops). Empty when
/// the game is over at `pos`.
///
/// # Errors
/// The first error of `source`.
pub fn rank_moves<S: ValueSource>(
    source: &S,
    pos: &Position,
    rules: Rules,
) -> Result<Vec<RankedMove>, S::Error> {
    if pos.game_over(rules).is_some() {
        return Ok(Vec::new());
    }
    let mut ranked = Vec::new();
    for mv in pos.legal_moves(rules) {
        let (value, after) = match pos.play(mv) {
            Successor::KingCapture => (Value::Win(1), None),
            Successor::Position(child) => (source.value(&child)?.back(), Some(child)),
        };
        ranked.push(RankedMove { mv, value, after });
    }
    // A stable sort keeps the legal-move order among equal values.
    ranked.sort_by(|a, b| {
        if better(a.value, b.value) {
            std::cmp::Ordering::Less
        } else if better(b.value, a.value) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    });
    Ok(ranked)
}

/// The value of `pos` for its player to move, from `source` (win 0 when the try is held, loss 0
/// with no legal move).
///
/// # Errors
/// The error of `source`.
pub fn position_value<S: ValueSource>(
    source: &S,
    pos: &Position,
    rules: Rules,
) -> Result<Value, S::Error> {
    match pos.game_over(rules) {
        Some(GameOver::Try) => Ok(Value::Win(0)),
        Some(GameOver::NoLegalMove) => Ok(Value::Loss(0)),
        None => source.value(pos),
    }
}

/// How a principal variation ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PvEnd {
    /// The last move captured the enemy 王.
    KingCapture,
    /// The game is over at the final position: the player to move holds the try (it won) or has
    /// no legal move (it lost).
    GameOver(GameOver),
    /// A drawn line: the final position repeats an earlier one, so perfect play goes round.
    Repetition,
    /// The line was cut at the requested number of plies.
    Cut,
}

/// A principal variation: best moves for both sides from a position to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pv {
    /// The moves, one per ply, each the first of [`rank_moves`] in its position.
    pub moves: Vec<RankedMove>,
    /// The position before each move (`positions[i]` is where `moves[i]` is played).
    pub positions: Vec<Position>,
    /// The position after the last move, or `None` when it captured the 王.
    pub last: Option<Position>,
    /// Why the line stops.
    pub end: PvEnd,
}

/// The principal variation from `pos`: at each ply the best move ([`rank_moves`]'s first; ties
/// go to the earliest in legal-move order), until the game ends, a drawn line repeats a
/// position, or `max_plies` moves were played. For a won or lost position the line has exactly
/// as many plies as the distance.
///
/// # Errors
/// The first error of `source`.
pub fn principal_variation<S: ValueSource>(
    source: &S,
    pos: &Position,
    rules: Rules,
    max_plies: usize,
) -> Result<Pv, S::Error> {
    let mut moves = Vec::new();
    let mut positions = Vec::new();
    let mut seen = HashSet::new();
    let mut current = *pos;
    loop {
        if let Some(over) = current.game_over(rules) {
            return Ok(Pv {
                moves,
                positions,
                last: Some(current),
                end: PvEnd::GameOver(over),
            });
        }
        if !seen.insert(current) {
            return Ok(Pv {
                moves,
                positions,
                last: Some(current),
                end: PvEnd::Repetition,
            });
        }
        if moves.len() >= max_plies {
            return Ok(Pv {
                moves,
                positions,
                last: Some(current),
                end: PvEnd::Cut,
            });
        }
        let best = rank_moves(source, &current, rules)?[0];
        positions.push(current);
        moves.push(best);
        match best.after {
            None => {
                return Ok(Pv {
                    moves,
                    positions,
                    last: None,
                    end: PvEnd::KingCapture,
                })
            }
            Some(next) => current = next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::retro::{solve, NoProgress};

    /// On every position of a small piece set: the best move's value is the position's value
    /// (RULES.md: "the best move's label equals the position's value"), the ranking is ordered,
    /// and a won or lost position's principal variation has exactly its distance in plies and
    /// ends the game; a drawn one ends in a repetition.
    #[test]
    fn best_move_and_pv_agree_with_the_value() {
        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
            let pieces = "GP".parse().unwrap();
            let table = solve(rules, pieces, &NoProgress).unwrap();
            let index = table.index().clone();
            let mut checked = 0;
            index.for_each_in(0..index.solved_len(), rules, |_, pos| {
                let Some(pos) = pos else { return };
                let value = position_value(&table, &pos, rules).unwrap();
                let ranked = rank_moves(&table, &pos, rules).unwrap();
                if pos.game_over(rules).is_none() {
                    assert_eq!(ranked[0].value, value, "{pos}");
                    for pair in ranked.windows(2) {
                        assert!(!better(pair[1].value, pair[0].value), "{pos}");
                    }
                }
                let pv = principal_variation(&table, &pos, rules, 400).unwrap();
                match value {
                    Value::Win(n) | Value::Loss(n) => {
                        assert_eq!(pv.moves.len(), n as usize, "{pos}");
                        assert!(
                            matches!(pv.end, PvEnd::KingCapture | PvEnd::GameOver(_)),
                            "{pos}"
                        );
                    }
                    Value::Draw => assert_eq!(pv.end, PvEnd::Repetition, "{pos}"),
                }
                checked += 1;
            });
            assert!(checked > 10_000);
        }
    }
}
