//! The marks beside published moves and the end note, checked against the position: what
//! disagrees is a [`Warning`], never a reason to reject the record.

use std::fmt;

use crate::notation::MoveText;
use crate::rules::{Move, Position, Role};

use super::{EndNote, NoteReason, Outcome, Place, Replay, Termination, WrittenMove};

/// The marks a transcriber wrote beside a move. They are not used to decide the move (its
/// squares and piece do); a mark that disagrees with the position is a [`Warning`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Marks {
    /// A capture mark: `x` (`B2子x`) or `(子x)`.
    pub capture: bool,
    /// The piece named by the capture mark (`子` in `(子x)`), if any.
    pub captured: Option<Role>,
    /// A check mark `+` (장군).
    pub check: bool,
    /// A promotion mark `候전환` (also `侯전환`, `후전환`): the 子 becomes 侯.
    pub promotion: bool,
}

/// What a warning is about.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum WarningKind {
    /// The move captures but carries no capture mark.
    CaptureMissing {
        /// The piece captured.
        captured: Role,
    },
    /// A capture mark on a move that captures nothing.
    CaptureWithoutCapture,
    /// The capture mark names another piece than the one captured.
    CaptureWrongPiece {
        /// The piece named.
        marked: Role,
        /// The piece captured.
        captured: Role,
    },
    /// The move gives check (after it a piece of the mover attacks the enemy 王, which none
    /// did before it) but carries no `+`.
    CheckMissing,
    /// A `+` on a move after which the enemy 王 is not attacked.
    CheckWithoutCheck,
    /// A 子 promotes without the `候전환` mark.
    PromotionMissing,
    /// A `候전환` mark on a move that promotes nothing.
    PromotionWithoutPromotion,
    /// The piece named is not the one on the origin square (the squares decide the move).
    PieceName {
        /// The piece named.
        named: Role,
        /// The piece on the origin square.
        found: Role,
    },
    /// The mover could capture the enemy 王 but plays another move (legal, but a sign of a
    /// wrong record when it happens in a broadcast game).
    KingCaptureMissed,
    /// The end note says the king held one turn, but the winner does not hold a try when the
    /// record ends.
    NoteTryNotHeld,
    /// The end note names a winner the board does not agree with.
    NoteWinner {
        /// What the board says, if the game is over on it.
        board: Option<Outcome>,
    },
    /// A time-out or resignation after the game was already over on the board.
    NoteAfterGameOver {
        /// How the game had ended on the board.
        board: Outcome,
    },
    /// A time-out or resignation of a player who was not the one to move.
    NoteLoserNotToMove,
    /// The record ends without a result: no end note, and the game is not over on the board.
    NoResult,
    /// The end note names a winner who is neither player; the note is read as free text and
    /// the winner taken from the board (or from the reason the note gives).
    NoteWinnerNotAPlayer {
        /// The name the note gives.
        name: String,
    },
}

impl WarningKind {
    /// Whether this warning is about a mark beside a move (capture, check, promotion, piece
    /// name), the measure by which corrections are ranked.
    pub fn is_mark(&self) -> bool {
        !matches!(
            self,
            WarningKind::KingCaptureMissed
                | WarningKind::NoteTryNotHeld
                | WarningKind::NoteWinner { .. }
                | WarningKind::NoteAfterGameOver { .. }
                | WarningKind::NoteLoserNotToMove
                | WarningKind::NoResult
                | WarningKind::NoteWinnerNotAPlayer { .. }
        )
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::CaptureMissing { captured } => write!(
                f,
                "the move captures a {} but has no capture mark",
                captured.hanja()
            ),
            WarningKind::CaptureWithoutCapture => {
                f.write_str("capture mark, but the move captures nothing")
            }
            WarningKind::CaptureWrongPiece { marked, captured } => write!(
                f,
                "the capture mark names {} but the move captures a {}",
                marked.hanja(),
                captured.hanja()
            ),
            WarningKind::CheckMissing => f.write_str("the move gives check but has no `+`"),
            WarningKind::CheckWithoutCheck => f.write_str("`+`, but the move gives no check"),
            WarningKind::PromotionMissing => {
                f.write_str("the 子 promotes to 侯 but there is no 候전환 mark")
            }
            WarningKind::PromotionWithoutPromotion => {
                f.write_str("候전환 mark, but no 子 promotes")
            }
            WarningKind::PieceName { named, found } => write!(
                f,
                "the piece named is {} but the piece on the origin square is {}",
                named.hanja(),
                found.hanja()
            ),
            WarningKind::KingCaptureMissed => {
                f.write_str("the mover could capture the enemy 王 but plays another move")
            }
            WarningKind::NoteTryNotHeld => f.write_str(
                "the end note says the king held one turn, but the winner holds no try when the \
                 record ends",
            ),
            WarningKind::NoteWinner { board: Some(b) } => write!(
                f,
                "the end note's winner disagrees with the board ({})",
                outcome_text(b)
            ),
            WarningKind::NoteWinner { board: None } => f.write_str(
                "the end note names a winner after a move, but the game is not over on the board",
            ),
            WarningKind::NoteAfterGameOver { board } => write!(
                f,
                "time-out or resignation, but the game was already over on the board ({})",
                outcome_text(board)
            ),
            WarningKind::NoteLoserNotToMove => {
                f.write_str("time-out or resignation of a player who was not to move")
            }
            WarningKind::NoteWinnerNotAPlayer { name } => write!(
                f,
                "the end note names `{name}` as the winner, who is neither player: read as free \
                 text, the winner taken from the board"
            ),
            WarningKind::NoResult => f.write_str(
                "the record ends without a result: no end note, and the game is not over",
            ),
        }
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o.winner {
        Some(w) => format!("player {w} wins by {}", o.termination),
        None => o.termination.to_string(),
    }
}

/// A disagreement between the published record and the position: never a reason to reject.
///
/// JSON: `{"line", "row", "ply", "player", "text", "kind": "capture-missing" | …, …the kind's
/// fields, "message": the warning in words}` (`line` is `null` for a canonical record).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Warning {
    /// The cell it is about.
    pub place: Place,
    /// The ply, when the warning is about a move.
    pub ply: Option<usize>,
    /// What disagrees.
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = &self.place;
        let mut at = Vec::new();
        if let Some(line) = place.line {
            at.push(format!("line {line}"));
        }
        // A canonical record written without a published table has no rows.
        if let Some(row) = place.row {
            at.push(format!("row {row}"));
        }
        if let Some(p) = self.ply {
            at.push(format!("ply {p}"));
        }
        f.write_str(&at.join(", "))?;
        write!(f, " ({}): `{}`: {}", place.player, place.text(), self.kind)
    }
}

/// The marks of `wm` that disagree with legal move `m` in `pos`.
pub(crate) fn mark_warnings(pos: &Position, m: Move, wm: &WrittenMove) -> Vec<WarningKind> {
    let mut out = Vec::new();
    let marks = wm.marks;
    let promo = pos.promotes(m);
    if let (
        MoveText::Step {
            piece: Some(named), ..
        },
        Move::Step { from, .. },
    ) = (wm.written, m)
    {
        if let Some(p) = pos.piece_at(from) {
            if !p.role.is_named(named, promo) {
                out.push(WarningKind::PieceName {
                    named,
                    found: p.role,
                });
            }
        }
    }
    match (marks.capture, pos.captured(m)) {
        (false, Some(c)) => out.push(WarningKind::CaptureMissing { captured: c }),
        (true, None) => out.push(WarningKind::CaptureWithoutCapture),
        (true, Some(c)) => {
            if let Some(named) = marks.captured.filter(|r| *r != c) {
                out.push(WarningKind::CaptureWrongPiece {
                    marked: named,
                    captured: c,
                });
            }
        }
        (false, None) => {}
    }
    // A `+` is right when the enemy 王 is attacked after the move; its absence is wrong only
    // when the move itself gives the check (an attack standing before the move is a missed
    // king capture, warned about below, and either way of marking it is accepted).
    let standing = pos.can_capture_king();
    match (marks.check, pos.gives_check(m)) {
        (false, true) if !standing => out.push(WarningKind::CheckMissing),
        (true, false) => out.push(WarningKind::CheckWithoutCheck),
        _ => {}
    }
    match (marks.promotion, promo) {
        (false, true) => out.push(WarningKind::PromotionMissing),
        (true, false) => out.push(WarningKind::PromotionWithoutPromotion),
        _ => {}
    }
    if standing && !pos.captures_king(m) {
        out.push(WarningKind::KingCaptureMissed);
    }
    out
}

/// What disagrees between the end note (or its absence) and the board at the end of a fully
/// legal replay, if anything.
pub(crate) fn end_warning(note: Option<&EndNote>, replay: &Replay) -> Option<WarningKind> {
    let board = replay.board_outcome();
    match note {
        None => board.is_none().then_some(WarningKind::NoResult),
        Some(n) => match n.reason {
            Some(NoteReason::Try) => (board
                != Some(Outcome {
                    winner: Some(n.winner),
                    termination: Termination::Try,
                }))
            .then_some(WarningKind::NoteTryNotHeld),
            Some(NoteReason::TimeOut | NoteReason::Resignation) => match board {
                Some(b) => Some(WarningKind::NoteAfterGameOver { board: b }),
                None => match replay.final_position() {
                    Some(p) if p.side_to_move() != n.winner => None,
                    _ => Some(WarningKind::NoteLoserNotToMove),
                },
            },
            None => match board {
                Some(b) if b.winner == Some(n.winner) => None,
                b => Some(WarningKind::NoteWinner { board: b }),
            },
        },
    }
}

impl Warning {
    /// The JSON of this warning with `message` as its words (serde's: with the English of its
    /// `Display`; a front end gives its own, from its catalogue).
    pub fn json<'a>(&'a self, message: &'a str) -> impl serde::Serialize + 'a {
        #[derive(serde::Serialize)]
        struct Json<'a> {
            line: Option<usize>,
            row: Option<u32>,
            ply: Option<usize>,
            player: &'a str,
            text: &'a str,
            #[serde(flatten)]
            kind: &'a WarningKind,
            message: &'a str,
        }
        Json {
            line: self.place.line,
            row: self.place.row,
            ply: self.ply,
            player: &self.place.player,
            text: self.place.text(),
            kind: &self.kind,
            message,
        }
    }
}

impl serde::Serialize for Warning {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let message = self.kind.to_string();
        let json = self.json(&message);
        serde::Serialize::serialize(&json, s)
    }
}
