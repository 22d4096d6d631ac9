//! The principal variation: best moves for both sides to the end of the game.

use std::collections::HashSet;

use crate::query::{position_value, rank_moves, RankedMove, ValueSource};
use crate::rules::{GameOver, Position, Rules, Successor};
use crate::solve::Value;

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

impl PvEnd {
    /// `king-capture`, `try`, `no-legal-move`, `repetition` or `cut`.
    pub const fn name(self) -> &'static str {
        match self {
            PvEnd::KingCapture => "king-capture",
            PvEnd::GameOver(g) => g.name(),
            PvEnd::Repetition => "repetition",
            PvEnd::Cut => "cut",
        }
    }
}

impl serde::Serialize for PvEnd {
    /// [`PvEnd::name`].
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
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
    let mut value: Option<Value> = None;
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
        // The position's value is known from the move that led here (or, first, from the
        // source): its best move is the first in legal-move order with that label, which is
        // `rank_moves`'s first, found without labelling the moves after it.
        let v = match value {
            Some(v) => v,
            None => position_value(source, &current, rules)?,
        };
        let best = match first_with_label(source, &current, rules, v)? {
            Some(m) => m,
            // A source whose values disagree with each other: rank every move.
            None => rank_moves(source, &current, rules)?[0],
        };
        value = Some(ahead(best.value));
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

/// The value of the position a move labelled `label` leads to, for its player to move (the
/// inverse of [`Value::back`]).
fn ahead(label: Value) -> Value {
    match label {
        Value::Win(n) => Value::Loss(n.saturating_sub(1)),
        Value::Loss(n) => Value::Win(n.saturating_sub(1)),
        Value::Draw => Value::Draw,
    }
}

/// The first legal move of `pos` (in [`Position::legal_moves`] order) whose label is `value`,
/// or `None` when no move has it.
fn first_with_label<S: ValueSource>(
    source: &S,
    pos: &Position,
    rules: Rules,
    value: Value,
) -> Result<Option<RankedMove>, S::Error> {
    for mv in pos.legal_moves(rules) {
        let (label, after) = match pos.play_unchecked(mv) {
            Successor::KingCapture => (Value::Win(1), None),
            Successor::Position(child) => (source.value(&child)?.back(), Some(child)),
        };
        if label == value {
            return Ok(Some(RankedMove {
                mv,
                value: label,
                after,
            }));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{solve, NoProgress};

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
                        assert!(pair[1].value <= pair[0].value, "{pos}");
                    }
                }
                let pv = principal_variation(&table, &pos, rules, 400).unwrap();
                // The same line as taking `rank_moves`'s first at every ply.
                let mut naive = Vec::new();
                let mut cur = pos;
                let mut seen = HashSet::new();
                while cur.game_over(rules).is_none() && seen.insert(cur) && naive.len() < 400 {
                    let best = rank_moves(&table, &cur, rules).unwrap()[0];
                    naive.push(best);
                    match best.after {
                        Some(next) => cur = next,
                        None => break,
                    }
                }
                assert_eq!(pv.moves, naive, "{pos}");
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
