//! A record read for annotation: its text read ([`read_any`], or [`read_canonical`] for a
//! `.gibo`), checked against the table's rule set and piece set, played once, and corrected
//! if asked — what `sibi annotate` and the server's annotation both do, with one error,
//! [`Refused`].

use std::iter::once;

use crate::line::play_on;
use crate::notation::MoveText;
use crate::rules::{Color, PieceSet, Rules};

use super::published::check_replayed;
use super::replay::as_played;
use super::{
    read_any, read_any_first, read_canonical, AnyRecord, CorrectionError, GameRecord, RecordCheck,
    RecordError, Replay,
};

/// How the text of a record is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Any of the three formats, told apart by their lines ([`read_any`]); a plain move list
    /// starts with the start position's side to move.
    Any,
    /// [`Format::Any`], a plain move list starting with this side to move
    /// ([`read_any_first`]).
    AnyFirst(Color),
    /// A canonical record whatever its first line (a `.gibo` file: [`read_canonical`]).
    Canonical,
}

/// What the table annotating a record expects of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
    /// The table's rule set.
    pub rules: Rules,
    /// The table's piece set.
    pub pieces: PieceSet,
    /// The most plies annotated (`usize::MAX`: no limit).
    pub max_plies: usize,
}

/// A record read, checked and played: what an annotator consumes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedRecord {
    /// The record, with the correction applied.
    pub record: GameRecord,
    /// What the reader found in the record as published (before the correction).
    pub check: RecordCheck,
    /// The record (corrected) played from its start.
    pub replay: Replay,
    /// The ply the correction replaced, if any.
    pub corrected: Option<usize>,
}

impl CheckedRecord {
    /// `record` as it is (a correction already applied at ply `corrected`, if any), with what
    /// the reader found in it, played from its start.
    pub fn new(record: GameRecord, check: RecordCheck, corrected: Option<usize>) -> CheckedRecord {
        let replay = record.replay();
        CheckedRecord {
            record,
            check,
            replay,
            corrected,
        }
    }
}

/// Why a record is not annotated: facts, which the front ends word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The text is not a record: the reader's error, with its line (boxed: the error stays
    /// small).
    Unreadable(Box<RecordError>),
    /// A record of another rule set or piece set than the table's.
    OtherTable {
        /// The record's rule set.
        rules: Rules,
        /// The record's piece set.
        pieces: PieceSet,
        /// The table's rule set.
        table_rules: Rules,
        /// The table's piece set.
        table_pieces: PieceSet,
    },
    /// More plies than [`Expected::max_plies`].
    TooLong {
        /// The record's plies.
        plies: usize,
        /// The limit.
        max: usize,
    },
    /// The correction cannot be applied: the ply asked for, the move and why.
    Correction {
        /// The ply (1-based).
        ply: usize,
        /// The move asked for.
        mv: MoveText,
        /// Why it cannot replace the ply.
        error: CorrectionError,
    },
}

/// Reads `text` as `format`, checks it against `expected`, plays it once and applies
/// `correct` (a ply from 1 and its move, as [`GameRecord::with_correction`] does): the record
/// ready to annotate.
///
/// # Errors
/// [`Refused::Unreadable`], then [`Refused::OtherTable`], [`Refused::TooLong`] and
/// [`Refused::Correction`], in this order.
pub fn read_game(
    text: &str,
    format: Format,
    expected: Expected,
    correct: Option<(usize, MoveText)>,
) -> Result<CheckedRecord, Refused> {
    let any = match format {
        Format::Any => read_any(text),
        Format::AnyFirst(first) => read_any_first(text, first),
        Format::Canonical => read_canonical(text).map(|r| AnyRecord::Canonical(Box::new(r))),
    }
    .map_err(|e| Refused::Unreadable(Box::new(e)))?;
    let record = any.record();
    // A game from the start position has the full piece set; one from a `position:` (format
    // 2) has that position's.
    let (rules, pieces) = (record.meta.rules, record.pieces());
    if rules != expected.rules || pieces != expected.pieces {
        return Err(Refused::OtherTable {
            rules,
            pieces,
            table_rules: expected.rules,
            table_pieces: expected.pieces,
        });
    }
    if record.plies.len() > expected.max_plies {
        return Err(Refused::TooLong {
            plies: record.plies.len(),
            max: expected.max_plies,
        });
    }
    // Played once: the published reader has played it already; a canonical record is played
    // here, and its check reads that replay.
    let (record, check, replay) = match any {
        AnyRecord::Canonical(r) | AnyRecord::Moves(r) => {
            let replay = r.replay();
            let check = check_replayed(&r, &replay);
            (*r, check, replay)
        }
        AnyRecord::Published(g) => {
            let check = g.check();
            let g = *g;
            (g.record, check, g.replay)
        }
    };
    match correct {
        None => Ok(CheckedRecord {
            record,
            check,
            replay,
            corrected: None,
        }),
        Some((ply, mv)) => {
            let (record, replay) = corrected(record, replay, ply, mv)
                .map_err(|error| Refused::Correction { ply, mv, error })?;
            Ok(CheckedRecord {
                record,
                check,
                replay,
                corrected: Some(ply),
            })
        }
    }
}

/// `record` with ply `ply` replaced by `mv`, and its replay, from `replay` (the record's):
/// the plies before `ply` are not played again. The errors of [`GameRecord::with_correction`].
fn corrected(
    mut record: GameRecord,
    mut replay: Replay,
    ply: usize,
    mv: MoveText,
) -> Result<(GameRecord, Replay), CorrectionError> {
    let plies = record.plies.len();
    if ply == 0 || ply > plies {
        return Err(CorrectionError::NoSuchPly { ply, plies });
    }
    if let Some(i) = replay.illegal.as_ref().filter(|i| i.ply < ply) {
        return Err(CorrectionError::NotReached {
            ply,
            illegal: i.ply,
        });
    }
    // No ply before `ply` is illegal: the line has them all, and the position after them
    // unless the last captured the 王.
    let Some(pos) = replay.line.position_at(ply - 1) else {
        return Err(CorrectionError::NotReached {
            ply,
            illegal: ply - 1,
        });
    };
    let m = mv
        .resolve(pos, record.meta.rules)
        .map_err(|reason| CorrectionError::Illegal { ply, reason })?;
    record.plies[ply - 1].mv = MoveText::from(m);
    replay.line.truncate(ply - 1);
    let rest = record.plies[ply..].iter().map(|p| as_played(p.mv));
    replay.illegal = play_on(
        &mut replay.line,
        once(MoveText::from(m)).chain(rest),
        ply - 1,
    );
    Ok((record, replay))
}
