//! Corrections of an unplayable published record: one wrong square or piece of one move, such
//! that the rest can then be played, ranked by how well the marks then agree.

use std::fmt;

use crate::notation::{move_hanja, MoveText};
use crate::rules::{Color, Move, Position, Role, Rules, Square};

use super::marks::{end_warning, mark_warnings};
use super::replay_written;
use super::{EndNote, Place, PublishedPly, Replay};

/// Which part of a published move a [`Correction`] changes. JSON: `{"kind": "origin" |
/// "destination" | "piece" | "chosen-origin" | "step-not-drop" | "drop-not-step", …its
/// squares or pieces}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Change {
    /// Another origin square (same destination, same piece).
    Origin {
        /// As published.
        published: Square,
        /// As corrected.
        corrected: Square,
    },
    /// Another destination square (same origin or same piece).
    Destination {
        /// As published.
        published: Square,
        /// As corrected.
        corrected: Square,
    },
    /// Another piece (same destination).
    Piece {
        /// As published.
        published: Role,
        /// As corrected.
        corrected: Role,
    },
    /// The published compact move is ambiguous; this origin is one of the candidates.
    ChosenOrigin {
        /// The origin chosen.
        from: Square,
    },
    /// A step of the same piece to the same square, not a drop.
    StepNotDrop {
        /// The origin of the step.
        from: Square,
    },
    /// A drop of the same piece on the same square, not a step.
    DropNotStep,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Origin {
                published,
                corrected,
            } => write!(f, "origin {published} read as {corrected}"),
            Change::Destination {
                published,
                corrected,
            } => write!(f, "destination {published} read as {corrected}"),
            Change::Piece {
                published,
                corrected,
            } => write!(
                f,
                "piece {} read as {}",
                published.hanja(),
                corrected.hanja()
            ),
            Change::ChosenOrigin { from } => write!(f, "origin {from} chosen (ambiguous move)"),
            Change::StepNotDrop { from } => write!(f, "a step from {from}, not a drop"),
            Change::DropNotStep => f.write_str("a drop, not a step"),
        }
    }
}

/// A suggested correction of a published record: one move (at or before the first illegal
/// one) with one wrong square or piece, such that the rest of the record can then be played.
/// Never applied: the record keeps what was published.
///
/// JSON: the fields below (`side` for `color`, `hanja` for `corrected_text`) and `message`, the
/// correction in words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Correction {
    /// Ply of the corrected move, 1-based.
    pub ply: usize,
    /// Its cell (the player is the one who made it).
    pub place: Place,
    /// That player's camp.
    pub color: Color,
    /// The move as published was read, when it could be played.
    pub was: Option<Move>,
    /// The corrected move.
    pub corrected: Move,
    /// The corrected move in the broadcast form (`相 B2 → A3`).
    pub corrected_text: String,
    /// What the correction changes.
    pub change: Change,
    /// How many marks (capture, check, promotion, piece names) of the whole record disagree
    /// with the position once corrected: the ranking measure, fewest first.
    pub mark_disagreements: usize,
    /// Whether the corrected record ends as the end note (or, without a note, the board) says.
    pub end_agrees: bool,
}

impl Correction {
    /// The JSON of this correction with `message` as its words (serde's: with the English of its
    /// `Display`; a front end gives its own, from its catalogue).
    pub fn json<'a>(&'a self, message: &'a str) -> impl serde::Serialize + 'a {
        #[derive(serde::Serialize)]
        struct Json<'a> {
            ply: usize,
            row: Option<u32>,
            line: Option<usize>,
            player: &'a str,
            side: Color,
            published: &'a str,
            was: Option<Move>,
            corrected: Move,
            hanja: &'a str,
            change: Change,
            mark_disagreements: usize,
            end_agrees: bool,
            message: &'a str,
        }
        Json {
            ply: self.ply,
            row: self.place.row,
            line: self.place.line,
            player: &self.place.player,
            side: self.color,
            published: self.place.text(),
            was: self.was,
            corrected: self.corrected,
            hanja: &self.corrected_text,
            change: self.change,
            mark_disagreements: self.mark_disagreements,
            end_agrees: self.end_agrees,
            message,
        }
    }
}

impl serde::Serialize for Correction {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let message = self.to_string();
        let json = self.json(&message);
        serde::Serialize::serialize(&json, s)
    }
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A canonical record written without a published table has no rows.
        let row = self
            .place
            .row
            .map_or(String::new(), |row| format!("row {row}, "));
        let line = self
            .place
            .line
            .map_or(String::new(), |l| format!("line {l}, "));
        write!(
            f,
            "ply {} ({row}{line}{}): `{}` read as `{}` ({}, {}): the rest is then legal; \
             {} mark(s) of the record disagree; the end {}",
            self.ply,
            self.place.player,
            self.place.text(),
            self.corrected_text,
            self.corrected,
            self.change,
            self.mark_disagreements,
            if self.end_agrees {
                "agrees"
            } else {
                "disagrees"
            }
        )
    }
}

/// The one-field difference between the published move `w` and the legal move `m` in `pos`,
/// if they differ in exactly one square or piece (see [`Change`]); `None` otherwise (also when
/// they are the same move).
fn one_change(w: MoveText, pos: &Position, m: Move) -> Option<Change> {
    let role_at = |sq| pos.piece_at(sq).map(|p| p.role);
    match (w, m) {
        (MoveText::Step { piece, from, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            let piece_ok = piece.is_none_or(|p| role.is_named(p, pos.promotes(m)));
            match (from != f, to != t, piece_ok) {
                (true, false, true) => Some(Change::Origin {
                    published: from,
                    corrected: f,
                }),
                (false, true, true) => Some(Change::Destination {
                    published: to,
                    corrected: t,
                }),
                _ => None,
            }
        }
        (MoveText::Compact { role: r, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            match (role.is_named(r, pos.promotes(m)), to == t) {
                (true, true) => Some(Change::ChosenOrigin { from: f }),
                (false, true) => Some(Change::Piece {
                    published: r,
                    corrected: role,
                }),
                (true, false) => Some(Change::Destination {
                    published: to,
                    corrected: t,
                }),
                (false, false) => None,
            }
        }
        (MoveText::Drop { role: r, to }, Move::Drop { role, to: t }) => {
            match (r == role, to == t) {
                (false, true) => Some(Change::Piece {
                    published: r,
                    corrected: role,
                }),
                (true, false) => Some(Change::Destination {
                    published: to,
                    corrected: t,
                }),
                _ => None,
            }
        }
        (MoveText::Drop { role: r, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            (t == to && role.is_named(r, pos.promotes(m)))
                .then_some(Change::StepNotDrop { from: f })
        }
        (MoveText::Compact { role: r, to }, Move::Drop { role, to: t }) => {
            (t == to && r == role).then_some(Change::DropNotStep)
        }
        (MoveText::Step { piece, to, .. }, Move::Drop { role, to: t }) => {
            (t == to && piece.is_none_or(|p| p == role)).then_some(Change::DropNotStep)
        }
    }
}

/// How far before the illegal ply the correction search looks: a correction of one of the
/// [`CORRECTION_WINDOW`] plies before it, or of the illegal ply itself. Each candidate is
/// replayed from its own ply only (the plies before it are the record's, already played), so
/// that the search costs O(window × legal moves × the plies from the window to the end) on top
/// of one replay of the record: linear in the record's length, not quadratic (a record of
/// 200,000 plies whose last move is illegal once cost half an hour). The longest broadcast
/// record has 73 plies; its corrections lie within 30 plies of its illegal ply.
pub(crate) const CORRECTION_WINDOW: usize = 64;

/// Every correction of one square or piece of one move at the illegal ply or in the
/// [`CORRECTION_WINDOW`] plies before it that makes the whole record legal, best first.
pub(crate) fn search_corrections(
    rules: Rules,
    plies: &[PublishedPly],
    replay: &Replay,
    illegal_ply: usize,
    note: Option<&EndNote>,
) -> Vec<Correction> {
    let written: Vec<MoveText> = plies.iter().map(|p| p.written.written).collect();
    let marks = |pos: &Position, mv: Move, p: &PublishedPly| {
        mark_warnings(pos, mv, &p.written)
            .iter()
            .filter(|k| k.is_mark())
            .count()
    };
    // The mark disagreements of the record's own plies before each ply (those a correction at
    // that ply leaves as they are).
    let mut before = vec![0usize];
    for ((pos, mv), p) in replay.pairs().zip(plies) {
        before.push(before.last().copied().unwrap_or(0) + marks(pos, mv, p));
    }
    let first = illegal_ply.saturating_sub(CORRECTION_WINDOW + 1);
    let mut found = Vec::new();
    for k in first..illegal_ply.min(plies.len()) {
        let Some(&pos) = replay.line.position_at(k) else {
            continue;
        };
        if pos.game_over(rules).is_some() {
            continue;
        }
        let pp = &plies[k];
        for m in pos.legal_moves(rules) {
            if pp.mv == Some(m) {
                continue;
            }
            let Some(change) = one_change(pp.written.written, &pos, m) else {
                continue;
            };
            // The rest of the record, from ply k, with m instead of its move.
            let r = replay_written(pos, rules, &written[k..], Some((0, m)));
            if r.illegal.is_some() {
                continue;
            }
            let mark_disagreements = before[k]
                + r.pairs()
                    .zip(&plies[k..])
                    .map(|((pos, mv), p)| marks(pos, mv, p))
                    .sum::<usize>();
            found.push(Correction {
                ply: pp.ply,
                place: pp.place.clone(),
                color: pp.color,
                was: pp.mv,
                corrected: m,
                corrected_text: move_hanja(&pos, m),
                change,
                mark_disagreements,
                end_agrees: end_warning(note, &r).is_none(),
            });
        }
    }
    found.sort_by_key(|c| {
        (
            c.mark_disagreements,
            !c.end_agrees,
            illegal_ply - c.ply,
            c.corrected,
        )
    });
    found
}
