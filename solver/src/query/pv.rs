//! The principal variation: best moves for both sides to the end of the game.

use std::collections::HashSet;

use crate::query::{rank_moves, RankedMove, ValueSource};
use crate::rules::{GameOver, Position, Rules};

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
    use crate::query::position_value;
    use crate::solve::{solve, NoProgress, Value};

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
