//! Drills from one's own mistakes: a position where a move was played that was not best, asked
//! again, and the answer judged exactly by the table against the move that was played there
//! (docs/api.md, `GET /api/v1/drill`).
//!
//! The rule, on the labels of the position's legal moves ([`rank_moves`]; a label is the
//! value for the player making the move, better greater as [`Value`](crate::solve::Value)'s order):
//! - an answer whose label is the best label of the position is [`Verdict::Best`];
//! - an answer whose label is better than the played move's but not best is [`Verdict::Good`];
//! - an answer no better than the played move is [`Verdict::Wrong`], and the refutation is the
//!   principal variation after it.
//!
//! ```
//! use sibi_solver::notation::parse_move;
//! use sibi_solver::query::drill::{judge_answer, Verdict};
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! let (rules, pieces) = (Rules::TwelveJanggi, "P".parse::<PieceSet>().unwrap());
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//! // a's king on A1 beside d's king on B2: capturing it (A1B2) wins at once.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let mv = |text| parse_move(text).unwrap().resolve(&pos, rules).unwrap();
//! let (played, answer) = (mv("A1A2"), mv("A1B2"));
//! let judged = judge_answer(&table, &pos, answer, played, 100).unwrap();
//! assert_eq!(judged.verdict, Verdict::Best);
//! ```

use serde::Serialize;

use crate::query::report::{MoveLabel, PvReport};
use crate::query::{principal_variation, rank_moves, RankedMove, ValueSource};
use crate::rules::{Move, Position};

/// How an answer to a drill is judged (module documentation). JSON: `"best"`, `"good"`,
/// `"wrong"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The answer has the best label of the position.
    Best,
    /// Better than the move played, not best.
    Good,
    /// No better than the move played.
    Wrong,
}

/// A judged answer: the verdict, the answer and the played move with their labels, the best
/// moves, and for a wrong answer the line that refutes it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JudgedAnswer {
    /// The verdict.
    pub verdict: Verdict,
    /// The answer, with its label.
    pub answer: MoveLabel,
    /// The move played in the game, with its label.
    pub played: MoveLabel,
    /// The moves with the best label (at least one).
    pub best: Vec<MoveLabel>,
    /// For [`Verdict::Wrong`]: the principal variation after the answer (empty when the
    /// answer captures the 王); `null` otherwise.
    pub refutation: Option<PvReport>,
}

/// Why an answer cannot be judged.
#[derive(Debug, thiserror::Error)]
pub enum DrillError<E> {
    /// The answer or the played move is not a legal move of the position (which one).
    #[error("{which} {mv} is not a legal move of the position")]
    NotLegal {
        /// `"answer"` or `"played"`.
        which: &'static str,
        /// The move.
        mv: Move,
    },
    /// The game is over at the position: there is nothing to answer.
    #[error("the game is over at the position")]
    GameOver,
    /// The error of the value source.
    #[error(transparent)]
    Source(E),
}

/// Judges `answer` against `played` in `pos` (module documentation); the refutation of a
/// wrong answer is cut at `max_plies` plies.
///
/// # Errors
/// [`DrillError::GameOver`] when `pos` has no legal move; [`DrillError::NotLegal`] when either
/// move is not legal in `pos`; the source's error.
pub fn judge_answer<S: ValueSource>(
    source: &S,
    pos: &Position,
    answer: Move,
    played: Move,
    max_plies: usize,
) -> Result<JudgedAnswer, DrillError<S::Error>> {
    let ranked = rank_moves(source, pos).map_err(DrillError::Source)?;
    let Some(top) = ranked.first().map(|m| m.value) else {
        return Err(DrillError::GameOver);
    };
    let find = |which, mv| {
        ranked
            .iter()
            .find(|m| m.mv == mv)
            .copied()
            .ok_or(DrillError::NotLegal { which, mv })
    };
    let (a, p): (RankedMove, RankedMove) = (find("answer", answer)?, find("played", played)?);
    let verdict = if a.value == top {
        Verdict::Best
    } else if a.value > p.value {
        Verdict::Good
    } else {
        Verdict::Wrong
    };
    let refutation = match (verdict, a.after) {
        (Verdict::Wrong, Some(after)) => {
            let pv = principal_variation(source, &after, max_plies).map_err(DrillError::Source)?;
            Some(PvReport::from(&pv))
        }
        (Verdict::Wrong, None) => Some(PvReport::KING_CAPTURED),
        _ => None,
    };
    Ok(JudgedAnswer {
        verdict,
        answer: MoveLabel::new(pos, &a),
        played: MoveLabel::new(pos, &p),
        best: ranked
            .iter()
            .take_while(|m| m.value == top)
            .map(|m| MoveLabel::new(pos, m))
            .collect(),
        refutation,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::{Rules, Successor};
    use crate::solve::{solve, NoProgress, Value};

    /// The label of `mv` worked out from the child's value alone, as docs/RULES.md defines
    /// it: a king capture wins in 1; a child lost in n for the opponent is a win in n + 1 and
    /// the reverse; a drawn child is a draw.
    fn reference_label(table: &crate::solve::Solution, pos: &Position, mv: Move) -> Value {
        match pos.play_unchecked(mv) {
            Successor::KingCapture => Value::Win(1),
            Successor::Position(child) => match table.value(&child) {
                Value::Loss(n) => Value::Win(n + 1),
                Value::Win(n) => Value::Loss(n + 1),
                Value::Draw => Value::Draw,
            },
        }
    }

    /// Every (answer, played) pair of 400 random positions of the GMP table, judged by the
    /// library and by the rule of the module's documentation applied to reference labels; the
    /// three verdicts all occur, and a wrong answer's refutation starts from its position.
    #[test]
    fn answers_are_judged_by_their_labels_against_the_move_played() {
        let rules = Rules::TwelveJanggi;
        let table = solve(rules, "GMP".parse().unwrap(), &NoProgress).unwrap();
        let index = table.index();
        let mut rng = Rng::new(42);
        let mut seen = [0usize; 3];
        let mut positions = 0;
        while positions < 400 {
            let Some(pos) = index.unrank(rng.below(index.solved_len()), rules) else {
                continue;
            };
            let moves = pos.legal_moves(rules);
            if pos.game_over(rules).is_some() || moves.is_empty() {
                continue;
            }
            positions += 1;
            let labels: Vec<Value> = moves
                .iter()
                .map(|&m| reference_label(&table, &pos, m))
                .collect();
            let top = *labels.iter().max().unwrap();
            for (i, &answer) in moves.iter().enumerate() {
                for (j, &played) in moves.iter().enumerate() {
                    let judged = judge_answer(&table, &pos, answer, played, 50).unwrap();
                    let expected = if labels[i] == top {
                        Verdict::Best
                    } else if labels[i] > labels[j] {
                        Verdict::Good
                    } else {
                        Verdict::Wrong
                    };
                    assert_eq!(
                        judged.verdict, expected,
                        "{pos} answer {answer} played {played}"
                    );
                    assert_eq!(judged.answer.value, labels[i]);
                    assert_eq!(judged.played.value, labels[j]);
                    assert!(judged.best.iter().all(|b| b.value == top));
                    assert_eq!(judged.refutation.is_some(), expected == Verdict::Wrong);
                    if let Some(r) = &judged.refutation {
                        let after = pos.play_unchecked(answer).position();
                        assert_eq!(
                            r.moves.is_empty(),
                            after.is_none() || r.final_position == after
                        );
                    }
                    seen[expected as usize] += 1;
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "verdicts seen: {seen:?}");
    }

    /// A move that is not legal in the position is refused, naming which of the two it is.
    #[test]
    fn an_illegal_move_is_refused() {
        let rules = Rules::TwelveJanggi;
        let pieces = "P".parse().unwrap();
        let table = solve(rules, pieces, &NoProgress).unwrap();
        let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
        let legal = pos.legal_moves(rules)[0];
        let elsewhere = Position::parse("4/4/K2k P a", rules, pieces).unwrap();
        let other = elsewhere.legal_moves(rules)[0];
        assert!(!pos.legal_moves(rules).contains(&other));
        let err = judge_answer(&table, &pos, other, legal, 10).unwrap_err();
        assert!(
            matches!(
                err,
                DrillError::NotLegal {
                    which: "answer",
                    ..
                }
            ),
            "{err}"
        );
        let err = judge_answer(&table, &pos, legal, other, 10).unwrap_err();
        assert!(
            matches!(
                err,
                DrillError::NotLegal {
                    which: "played",
                    ..
                }
            ),
            "{err}"
        );
    }
}
