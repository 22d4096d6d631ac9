//! The answers to "what is this position worth, and what should be played": typed and
//! serializable, so that `sibi probe --json`, `sibi best --json` and the server's
//! `/api/v1/position` are one JSON schema.
//!
//! Every value is a [`Value`] (`{"wdl": "win"|"draw"|"loss", "dtm": plies or null}`), every
//! position its text (docs/RULES.md), every move its canonical text (`B2C2`, `P*B1`).

use serde::Serialize;

use crate::line::{serialize_line_name, Termination};
use crate::notation::move_hanja;
use crate::query::pressure::{pressure_of_labels, reference_level, reply_labels, Pressure};
use crate::query::{
    position_value, principal_variation, rank_moves, ParsedLine, Pv, RankedMove, ValueSource,
};
use crate::rules::{GameEnd, Move, Position, Rules};
use crate::solve::Value;

/// The value of the position a [`ParsedLine`] reaches: what `sibi probe` answers per input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProbeReport {
    /// The input as given (`POSITION [moves …]`, trimmed).
    pub input: String,
    /// The position valued; `null` after a king capture (no position follows it).
    pub position: Option<Position>,
    /// Its value for the player to move: win 0 when that player holds the try, loss 0 when it
    /// has no legal move or its 王 was just captured.
    pub value: Value,
    /// Whether the game is over there.
    pub game_over: bool,
    /// How it is over (`king-capture`, `try`, `no-legal-move`); `null` while it goes on.
    pub reason: Option<GameEnd>,
}

/// One legal move with its label: in [`BestReport::moves`], [`BestReport::best`] and the
/// principal variation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveLabel {
    /// The move in canonical text.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The broadcast form (`相 A1 → B2 (子x)`, [`move_hanja`]).
    pub hanja: String,
    /// Its label: the value for the player making it, counted from the position before it
    /// (plies).
    pub value: Value,
    /// The position after it; `null` when it captures the 王.
    pub position_after: Option<Position>,
    /// The opponent's replies after it and how many of them lose ([`replies`]): in a
    /// [`BestReport`]'s `moves` and `best`; absent for a move that captures the 王 and in a
    /// principal variation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replies: Option<Replies>,
    /// Its pressure ([`Pressure`]: the chance that the opponent at the reference level
    /// answers with a move that worsens their result), where `replies` is given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pressure: Option<Pressure>,
}

impl MoveLabel {
    /// The label of ranked move `m` of `pos` (without its replies).
    pub(crate) fn new(pos: &Position, m: &RankedMove) -> MoveLabel {
        MoveLabel {
            mv: m.mv,
            hanja: move_hanja(pos, m.mv),
            value: m.value,
            position_after: m.after,
            replies: None,
            pressure: None,
        }
    }
}

/// The traps a move sets: the opponent's legal replies after it, and how many of them lose.
/// JSON: `{"total": 5, "losing": 3}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Replies {
    /// The opponent's legal replies (0 when the game is over after the move: the try held, or
    /// no legal move).
    pub total: u32,
    /// Those after which the replier's value is a loss (the position after the reply is won
    /// for the player to move there). A reply that captures the 王 wins for the replier and is
    /// never counted.
    pub losing: u32,
}

impl Replies {
    /// The traps of a move whose replies are labelled `labels` (each the value for the
    /// replier): how many there are, and how many are a loss.
    pub fn of_labels(labels: &[Value]) -> Replies {
        let count = |n: usize| u32::try_from(n).expect("a position has a few dozen moves");
        Replies {
            total: count(labels.len()),
            losing: count(
                labels
                    .iter()
                    .filter(|v| matches!(v, Value::Loss(_)))
                    .count(),
            ),
        }
    }
}

/// The [`Replies`] at `after`, the position a move leads to, with the replier to move: one
/// probe per legal reply (at most a few dozen, in one batch).
///
/// # Errors
/// The first error of `source`.
pub fn replies<S: ValueSource>(source: &S, after: &Position) -> Result<Replies, S::Error> {
    Ok(Replies::of_labels(&reply_labels(source, after)?))
}

/// The [`Replies`] and the [`Pressure`] (at the reference level,
/// [`reference_level`]) at `after`, the position a
/// move leads to, from one labelling of the replies ([`reply_labels`]).
///
/// # Errors
/// The first error of `source`.
pub fn replies_and_pressure<S: ValueSource>(
    source: &S,
    after: &Position,
) -> Result<(Replies, Pressure), S::Error> {
    let labels = reply_labels(source, after)?;
    Ok((
        Replies::of_labels(&labels),
        pressure_of_labels(reference_level(), &labels),
    ))
}

/// A principal variation in a report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PvReport {
    /// One labelled move per ply.
    pub moves: Vec<MoveLabel>,
    /// Why the line stops: `king-capture`, `try`, `no-legal-move`, `repetition` or `cut`
    /// ([`Pv::end`]).
    #[serde(serialize_with = "serialize_line_name")]
    pub end: Termination,
    /// The position where the line stops; `null` after a king capture.
    pub final_position: Option<Position>,
}

impl PvReport {
    /// The principal variation after a king capture: no move, the game over.
    pub const KING_CAPTURED: PvReport = PvReport {
        moves: Vec::new(),
        end: Termination::KingCapture,
        final_position: None,
    };
}

impl From<&Pv> for PvReport {
    fn from(pv: &Pv) -> PvReport {
        PvReport {
            moves: pv
                .line
                .plies()
                .zip(pv.moves())
                .map(|((p, _), m)| MoveLabel::new(p, &m))
                .collect(),
            end: pv.end,
            final_position: pv.line.position().copied(),
        }
    }
}

/// A position's value, every legal move ranked, the best moves and (optionally) the principal
/// variation: what `sibi best --json` prints and the server's `/api/v1/position` answers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BestReport {
    /// The value (flattened: `input`, `position`, `value`, `game_over`, `reason`).
    #[serde(flatten)]
    pub probe: ProbeReport,
    /// Every legal move, best first ([`rank_moves`]), and among moves of equal value the most
    /// traps first ([`Replies::losing`]); empty when the game is over.
    pub moves: Vec<MoveLabel>,
    /// The moves whose label is the position's value.
    pub best: Vec<MoveLabel>,
    /// The principal variation, when asked for (`null` otherwise).
    pub pv: Option<PvReport>,
}

/// The [`ProbeReport`] of the end of `line`.
///
/// # Errors
/// The error of `source`.
pub fn probe_report<S: ValueSource>(
    source: &S,
    line: &ParsedLine,
) -> Result<ProbeReport, S::Error> {
    let reason = line.line.end();
    let position = line.line.position().copied();
    Ok(ProbeReport {
        input: line.text.clone(),
        position,
        value: match position {
            Some(pos) => position_value(source, &pos)?,
            None => Value::Loss(0),
        },
        game_over: reason.is_some(),
        reason,
    })
}

/// The [`BestReport`] of the end of `line`, with the principal variation of at most
/// `pv_plies` plies when `pv_plies` is `Some`.
///
/// # Errors
/// The first error of `source`.
pub fn best_report<S: ValueSource>(
    source: &S,
    line: &ParsedLine,
    pv_plies: Option<usize>,
) -> Result<BestReport, S::Error> {
    best_report_with(source, line, pv_plies, |after| {
        replies_and_pressure(source, after)
    })
}

/// [`best_report`] with each move's [`Replies`] and [`Pressure`] from `replies_at` (given the
/// position after the move; [`replies_and_pressure`] computes them): a front end may keep them
/// (an answer never changes for a table), as the server does.
///
/// # Errors
/// The first error of `source` or of `replies_at`.
pub fn best_report_with<S: ValueSource>(
    source: &S,
    line: &ParsedLine,
    pv_plies: Option<usize>,
    mut replies_at: impl FnMut(&Position) -> Result<(Replies, Pressure), S::Error>,
) -> Result<BestReport, S::Error> {
    let probe = probe_report(source, line)?;
    let Some(&pos) = line.line.position() else {
        return Ok(BestReport {
            probe,
            moves: Vec::new(),
            best: Vec::new(),
            pv: pv_plies.map(|_| PvReport::KING_CAPTURED),
        });
    };
    let ranked = rank_moves(source, &pos)?;
    let mut moves = Vec::with_capacity(ranked.len());
    for m in &ranked {
        let mut label = MoveLabel::new(&pos, m);
        if let Some(after) = &m.after {
            let (replies, pressure) = replies_at(after)?;
            label.replies = Some(replies);
            label.pressure = Some(pressure);
        }
        moves.push(label);
    }
    // Among moves of equal value, the most traps first (a stable sort: the legal-move order
    // among equals otherwise). The library's ranking (rank_moves), which the levels and every
    // seeded game follow, stays as it is.
    moves.sort_by_key(|m: &MoveLabel| {
        (
            std::cmp::Reverse(m.value),
            std::cmp::Reverse(m.replies.map_or(0, |r| r.losing)),
        )
    });
    let best = moves
        .iter()
        .take_while(|m| m.value == moves[0].value)
        .cloned()
        .collect();
    let pv = match pv_plies {
        Some(n) => Some(PvReport::from(&principal_variation(source, &pos, n)?)),
        None => None,
    };
    Ok(BestReport {
        probe,
        moves,
        best,
        pv,
    })
}

/// A legal move and where it leads: what `sibi moves --json` prints per line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// The move in canonical text.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The position after it; `null` when it captures the 王.
    pub position: Option<Position>,
    /// Whether it captures the enemy 王 (and so ends the game).
    pub captures_king: bool,
}

/// Every legal move of `pos` with the position after it, in [`Position::legal_moves`] order;
/// empty when the game is over at `pos`.
pub fn legal_moves(pos: &Position, rules: Rules) -> Vec<LegalMove> {
    if pos.game_over(rules).is_some() {
        return Vec::new();
    }
    pos.legal_moves(rules)
        .into_iter()
        .map(|m| {
            let position = match pos.play_unchecked(m) {
                crate::rules::Successor::KingCapture => None,
                crate::rules::Successor::Position(next) => Some(next),
            };
            LegalMove {
                mv: m,
                captures_king: position.is_none(),
                position,
            }
        })
        .collect()
}
