//! The commentary footnotes of the published records (`data/broadcast/commentary.txt`): the
//! notes as published, with the claim each makes about a move in terms a table can check
//! (the annotator, a layer above, checks them).

use crate::notation::{parse_move, MoveText};
use crate::rules::Color;

use super::{CommentaryProblem, RecordError};

/// One footnote of a published record and its claim.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Footnote {
    /// Its number: the marker `[N]` in the published cell.
    pub number: u32,
    /// The record it belongs to (`data/broadcast/<game>.gibo`).
    pub game: String,
    /// The ply whose cell carries the marker.
    pub ply: usize,
    /// The note as published (Korean).
    pub text: String,
    /// A translation.
    pub english: String,
    /// The note calls the move played a bad move (악수).
    pub bad: bool,
    /// The move the note says should have been played.
    pub instead: Option<MoveText>,
    /// The note says this player cannot win any more after the move.
    pub no_win_for: Option<Color>,
}

/// Reads the footnotes file (format in its header comment).
///
/// # Errors
/// [`RecordError::Commentary`] with the line of an unknown key, a bad value, a key outside an entry
/// or an entry without its game or ply.
pub fn read_commentary(text: &str) -> Result<Vec<Footnote>, RecordError> {
    let mut out: Vec<Footnote> = Vec::new();
    let err = |line: usize, problem: CommentaryProblem| RecordError::Commentary { line, problem };
    let mut started_at = 0;
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (key, value) = l
            .split_once(':')
            .ok_or_else(|| err(line, CommentaryProblem::ExpectedKeyValue))?;
        let value = value.trim();
        if key == "footnote" {
            check_complete(out.last(), started_at)?;
            started_at = line;
            out.push(Footnote {
                number: value.parse().map_err(|_| {
                    err(
                        line,
                        CommentaryProblem::BadNumber {
                            text: value.to_string(),
                        },
                    )
                })?,
                game: String::new(),
                ply: 0,
                text: String::new(),
                english: String::new(),
                bad: false,
                instead: None,
                no_win_for: None,
            });
            continue;
        }
        let f = out.last_mut().ok_or_else(|| {
            err(
                line,
                CommentaryProblem::OutsideFootnote {
                    key: key.to_string(),
                },
            )
        })?;
        match key {
            "game" => f.game = value.to_string(),
            "ply" => {
                f.ply = value.parse().ok().filter(|p| *p >= 1).ok_or_else(|| {
                    err(
                        line,
                        CommentaryProblem::BadPly {
                            text: value.to_string(),
                        },
                    )
                })?
            }
            "text" => f.text = value.to_string(),
            "english" => f.english = value.to_string(),
            "bad" => match value {
                "yes" => f.bad = true,
                _ => return Err(err(line, CommentaryProblem::BadFlag)),
            },
            "instead" => {
                f.instead = Some(parse_move(value).map_err(|error| {
                    err(
                        line,
                        CommentaryProblem::BadInstead {
                            text: value.to_string(),
                            error,
                        },
                    )
                })?)
            }
            "no-win-for" => {
                f.no_win_for = Some(match value {
                    "a" => Color::A,
                    "d" => Color::D,
                    _ => return Err(err(line, CommentaryProblem::BadNoWinFor)),
                })
            }
            other => {
                return Err(err(
                    line,
                    CommentaryProblem::UnknownKey {
                        key: other.to_string(),
                    },
                ))
            }
        }
    }
    check_complete(out.last(), started_at)?;
    Ok(out)
}

fn check_complete(f: Option<&Footnote>, line: usize) -> Result<(), RecordError> {
    match f {
        Some(f) if f.game.is_empty() || f.ply == 0 || f.text.is_empty() => {
            Err(RecordError::Commentary {
                line,
                problem: CommentaryProblem::Incomplete { number: f.number },
            })
        }
        _ => Ok(()),
    }
}
