//! The principal variation: best moves for both sides to the end of the game.

use std::collections::HashSet;

use crate::line::{Line, Termination};
use crate::query::{position_value, rank_moves, RankedMove, ValueSource};
use crate::rules::Position;
use crate::solve::Value;

/// A principal variation: best moves for both sides from a position to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pv {
    /// The moves, one per ply, each the first of [`rank_moves`] in its position, with the
    /// positions and how the game ended on the board.
    pub line: Line,
    /// The label of each move of `line` (same order): its value for the player making it.
    pub labels: Vec<Value>,
    /// Why the line stops: the game is over ([`Termination::KingCapture`], [`Termination::Try`],
    /// [`Termination::NoLegalMove`]: `line`'s end); [`Termination::Repetition`], a drawn line
    /// whose final position repeats an earlier one, so perfect play goes round; or
    /// [`Termination::Unfinished`], cut at the requested number of plies (JSON `cut`,
    /// `Termination::line_name`).
    pub end: Termination,
}

impl Pv {
    /// The moves with their labels and the position after each (`None` after a king capture),
    /// as [`rank_moves`] gives them.
    pub(crate) fn moves(&self) -> impl Iterator<Item = RankedMove> + '_ {
        let line = &self.line;
        line.moves()
            .iter()
            .zip(&self.labels)
            .enumerate()
            .map(|(k, (&mv, &value))| RankedMove {
                mv,
                value,
                after: line.position_at(k + 1).copied(),
            })
    }
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
    max_plies: usize,
) -> Result<Pv, S::Error> {
    let rules = source.rules();
    let mut line = Line::new(*pos, rules);
    let mut labels = Vec::new();
    let mut seen = HashSet::new();
    let mut value: Option<Value> = None;
    let end = loop {
        if let Some(end) = line.end() {
            break end.into();
        }
        let current = *line.position().expect("a game that goes on has a position");
        if !seen.insert(current) {
            break Termination::Repetition;
        }
        if labels.len() >= max_plies {
            break Termination::Unfinished;
        }
        // The position's value is known from the move that led here (or, first, from the
        // source): its best move is the first in legal-move order with that label, which is
        // `rank_moves`'s first, found without labelling the moves after it.
        let v = match value {
            Some(v) => v,
            None => position_value(source, &current)?,
        };
        let best = match first_with_label(source, &current, v)? {
            Some(m) => m,
            // A source whose values disagree with each other: rank every move.
            None => rank_moves(source, &current)?[0],
        };
        value = Some(ahead(best.value));
        labels.push(best.value);
        line.push(best.mv)
            .expect("a legal move of a position where the game goes on");
    };
    Ok(Pv { line, labels, end })
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
    value: Value,
) -> Result<Option<RankedMove>, S::Error> {
    let rules = source.rules();
    for mv in pos.legal_moves(rules) {
        let m = RankedMove::new(source, pos, mv)?;
        if m.value == value {
            return Ok(Some(m));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::solve::{solve, NoProgress};

    /// On every position of a small piece set: the best move's value is the position's value
    /// (docs/RULES.md: "the best move's label equals the position's value"), the ranking is
    /// ordered, and a won or lost position's principal variation has exactly its distance in plies
    /// and ends the game; a drawn one ends in a repetition.
    #[test]
    fn best_move_and_pv_agree_with_the_value() {
        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
            let pieces = "GP".parse().unwrap();
            let table = solve(rules, pieces, &NoProgress).unwrap();
            let index = table.index().clone();
            let mut checked = 0;
            index.for_each_in(0..index.solved_len(), rules, |_, pos| {
                let Some(pos) = pos else { return };
                let value = position_value(&table, &pos).unwrap();
                let ranked = rank_moves(&table, &pos).unwrap();
                if pos.game_over(rules).is_none() {
                    assert_eq!(ranked[0].value, value, "{pos}");
                    for pair in ranked.windows(2) {
                        assert!(pair[1].value <= pair[0].value, "{pos}");
                    }
                }
                let pv = principal_variation(&table, &pos, 400).unwrap();
                // The same line as taking `rank_moves`'s first at every ply.
                let mut naive = Vec::new();
                let mut cur = pos;
                let mut seen = HashSet::new();
                while cur.game_over(rules).is_none() && seen.insert(cur) && naive.len() < 400 {
                    let best = rank_moves(&table, &cur).unwrap()[0];
                    naive.push(best);
                    match best.after {
                        Some(next) => cur = next,
                        None => break,
                    }
                }
                assert_eq!(pv.moves().collect::<Vec<_>>(), naive, "{pos}");
                match value {
                    Value::Win(n) | Value::Loss(n) => {
                        assert_eq!(pv.labels.len(), n as usize, "{pos}");
                        assert!(pv.end.board().is_some(), "{pos}");
                        assert_eq!(pv.line.end(), pv.end.board(), "{pos}");
                    }
                    Value::Draw => assert_eq!(pv.end, Termination::Repetition, "{pos}"),
                }
                checked += 1;
            });
            assert!(checked > 10_000);
        }
    }
}
