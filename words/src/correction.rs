//! A correction of a record, `PLY:MOVE` (`sibi annotate --correct 5:B2C2`, and the web page's
//! "annotate with this correction" button): read, applied with
//! [`GameRecord::with_correction`], and why it cannot be, worded by the catalogue. One reading
//! and one wording for the CLI and the server.

use sibi_solver::record::{CorrectionError, GameRecord};
use sibi_solver::{parse_move, MoveText};

use crate::catalogue::{facts, Lang};
use crate::t;

/// Why a correction is not applied.
#[derive(Debug, Clone)]
pub enum BadCorrection {
    /// No `:`.
    NoColon(String),
    /// The ply is not a number from 1.
    Ply(String),
    /// The move does not read.
    Move(String, sibi_solver::notation::NotationError),
    /// The record has no such ply (it has this many).
    NoSuchPly(usize),
    /// The move cannot be played there: the ply, the move and why.
    Failed(usize, MoveText, CorrectionError),
}

impl BadCorrection {
    /// In words (English: the text `sibi annotate` always gave).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            BadCorrection::NoColon(s) => t!(
                lang,
                "annotate-correct",
                what = t!(lang, "annotate-correct-no-colon", text = s)
            ),
            BadCorrection::Ply(p) => t!(
                lang,
                "annotate-correct",
                what = t!(lang, "annotate-correct-bad-ply", ply = p)
            ),
            BadCorrection::Move(m, e) => {
                let why = t!(
                    lang,
                    "line-notation",
                    column = e.column,
                    what = facts::notation_problem(lang, &e.problem)
                );
                t!(
                    lang,
                    "annotate-correct",
                    what = t!(lang, "annotate-correct-bad-move", mv = m, why = why)
                )
            }
            BadCorrection::NoSuchPly(n) => t!(lang, "annotate-correct-no-such-ply", plies = *n),
            BadCorrection::Failed(ply, mv, e) => {
                let why = match e {
                    CorrectionError::NotReached { ply, illegal } => t!(
                        lang,
                        "annotate-correct-not-reached",
                        ply = *ply,
                        illegal = *illegal
                    ),
                    CorrectionError::Illegal { ply, reason } => t!(
                        lang,
                        "annotate-correct-illegal",
                        ply = *ply,
                        why = facts::move_error(lang, reason)
                    ),
                    CorrectionError::NoSuchPly { ply, plies } => {
                        t!(lang, "annotate-correct-no-ply", ply = *ply, plies = *plies)
                    }
                };
                t!(
                    lang,
                    "annotate-correct-failed",
                    ply = *ply,
                    mv = mv.to_string(),
                    why = why
                )
            }
        }
    }
}

/// `PLY:MOVE`: the ply (from 1) and the move text (any notation [`parse_move`] reads).
///
/// # Errors
/// [`BadCorrection::NoColon`], [`BadCorrection::Ply`] (not a whole number from 1),
/// [`BadCorrection::Move`].
pub fn parse(s: &str) -> Result<(usize, MoveText), BadCorrection> {
    let (ply, mv) = s
        .split_once(':')
        .ok_or_else(|| BadCorrection::NoColon(s.to_string()))?;
    let ply = ply.trim();
    let ply: usize = match ply.parse::<usize>() {
        Ok(p) if p >= 1 => p,
        // More digits than any number of plies: no record has that ply (said once the record
        // is read, with its number of plies).
        Err(_) if !ply.is_empty() && ply.bytes().all(|b| b.is_ascii_digit()) => usize::MAX,
        _ => return Err(BadCorrection::Ply(ply.to_string())),
    };
    let mv = mv.trim();
    let text = parse_move(mv).map_err(|e| BadCorrection::Move(mv.to_string(), e))?;
    Ok((ply, text))
}

/// `record` with ply `ply` replaced by `mv` (the rest as recorded).
///
/// # Errors
/// [`BadCorrection::NoSuchPly`] (with the record's number of plies) and
/// [`BadCorrection::Failed`].
pub fn apply(record: &GameRecord, ply: usize, mv: MoveText) -> Result<GameRecord, BadCorrection> {
    record.with_correction(ply, mv).map_err(|e| match e {
        CorrectionError::NoSuchPly { .. } => BadCorrection::NoSuchPly(record.plies.len()),
        e => BadCorrection::Failed(ply, mv, e),
    })
}
