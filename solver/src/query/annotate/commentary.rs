//! What the table says of the claims of the broadcast records' commentary footnotes
//! ([`crate::record::commentary`]).

use serde::Serialize;

use crate::query::annotate::{GameAnnotation, Verdict};
use crate::query::{rank_moves, ValueSource};
use crate::record::commentary::Footnote;
use crate::rules::{Color, Move};
use crate::solve::Value;

/// A footnote checked against the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FootnoteCheck {
    /// The footnote.
    pub footnote: Footnote,
    /// The verdict on the ply it marks.
    pub verdict: Verdict,
    /// The label of the move played (for its mover, plies).
    pub played: Value,
    /// The position's value before the move (the best label).
    pub best: Value,
    /// The move the note proposes instead and its label, when it proposes one and it is legal.
    pub instead: Option<(Move, Value)>,
    /// `bad: yes` holds: the table judges the move a mistake or a blunder.
    pub bad_holds: Option<bool>,
    /// The proposed move is better than the one played (a better label).
    pub instead_better: Option<bool>,
    /// The proposed move is a best move (its label is the position's value).
    pub instead_best: Option<bool>,
    /// `no-win-for` holds: after the move that player has no win with perfect play.
    pub no_win_holds: Option<bool>,
}

/// Checks `f` against the annotation `a` of its game; `None` when the ply was not annotated.
///
/// # Errors
/// The first error of `source`.
pub fn check_footnote<S: ValueSource>(
    source: &S,
    a: &GameAnnotation,
    f: &Footnote,
) -> Result<Option<FootnoteCheck>, S::Error> {
    let Some(p) = a.annotated.iter().find(|p| p.ply == f.ply) else {
        return Ok(None);
    };
    let rules = a.rules;
    let ranked = rank_moves(source, &p.position)?;
    let instead = f
        .instead
        .and_then(|t| t.resolve(&p.position, rules).ok())
        .and_then(|m| ranked.iter().find(|r| r.mv == m).map(|r| (m, r.value)));
    // The value after the move for `c`: the next position's value, or the end.
    let after_for = |c: Color| -> Value {
        let mover = p.mover();
        // The label is the mover's; the position after it is worth the same for the mover.
        p.after.for_player(mover, c)
    };
    Ok(Some(FootnoteCheck {
        footnote: f.clone(),
        verdict: p.verdict,
        played: p.after,
        best: p.before,
        bad_holds: f
            .bad
            .then_some(matches!(p.verdict, Verdict::Mistake | Verdict::Blunder)),
        instead_better: instead.map(|(_, v)| v > p.after),
        instead_best: instead.map(|(_, v)| v == p.before),
        no_win_holds: f.no_win_for.map(|c| !matches!(after_for(c), Value::Win(_))),
        instead,
    }))
}
