//! A correction of a record, `PLY:MOVE` (`sibi annotate --correct 5:B2C2`, and the web page's
//! "annotate with this correction" button), read; and why a record is not annotated
//! ([`Refused`], from [`sibi_solver::record::read_game`], the correction applied there), worded
//! by the catalogue. One reading and one wording for the CLI and the server.

use sibi_solver::record::{CorrectionError, Refused};
use sibi_solver::{parse_move, MoveText};

use crate::catalogue::{facts, Lang};
use crate::t;

/// Why the text of a correction does not read.
#[derive(Debug, Clone)]
pub enum BadCorrection {
    /// No `:`.
    NoColon(String),
    /// The ply is not a number from 1.
    Ply(String),
    /// The move does not read.
    Move(String, sibi_solver::notation::NotationError),
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
        }
    }
}

/// Who words a [`Refused`]: the two front ends say a record of another table differently (the
/// CLI names the option to give).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// `sibi annotate`.
    Cli,
    /// The server.
    Server,
}

/// Why a record is not annotated, in words (English: the text `sibi annotate` and the server
/// always gave).
pub fn refused(lang: Lang, r: &Refused, asker: Asker) -> String {
    match r {
        Refused::Unreadable(e) => facts::record_error(lang, e),
        Refused::OtherTable {
            rules,
            pieces,
            table_rules,
            table_pieces,
        } => match asker {
            Asker::Cli if rules != table_rules => t!(
                lang,
                "annotate-other-rules",
                rules = facts::rules_name(lang, *rules),
                name = rules.to_string()
            ),
            Asker::Cli => t!(lang, "annotate-other-pieces", pieces = pieces.to_string()),
            Asker::Server => t!(
                lang,
                "record-other-table",
                rules = facts::rules_name(lang, *rules),
                pieces = pieces.to_string(),
                table_rules = facts::rules_name(lang, *table_rules),
                table_pieces = table_pieces.to_string()
            ),
        },
        Refused::TooLong { plies, max } => {
            t!(lang, "record-too-long", plies = *plies, max = *max)
        }
        Refused::Correction { ply, mv, error } => {
            let why = match error {
                CorrectionError::NoSuchPly { plies, .. } => {
                    return t!(lang, "annotate-correct-no-such-ply", plies = *plies)
                }
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

#[cfg(test)]
mod tests {
    use sibi_solver::notation::MoveError;
    use sibi_solver::record::{CorrectionError, RecordError, Refused};
    use sibi_solver::{parse_move, Color, PieceSet, Role, Rules};

    use super::{refused, Asker};
    use crate::catalogue::Lang;

    /// Every refusal in words: the English by hand (what `sibi annotate` and the server said
    /// before the refusal was one type, in the catalogue's wording), the Korean is Korean.
    #[test]
    fn every_refusal_in_words() {
        let other = |rules, pieces: &str| Refused::OtherTable {
            rules,
            pieces: pieces.parse().unwrap(),
            table_rules: Rules::Dobutsu,
            table_pieces: PieceSet::FULL,
        };
        let mv = |t: &str| parse_move(t).unwrap();
        let cases = [
            (
                Refused::Unreadable(Box::new(RecordError::NoTable)),
                Asker::Cli,
                "no game table found: expected a header row such as `| No | <player> | <player> |` \
                 followed by numbered rows such as `| 1 | <move> | <move> |`",
            ),
            (
                other(Rules::TwelveJanggi, "GGMMPP"),
                Asker::Cli,
                "the record is a twelve-janggi game. Annotate it with --rules twelve-janggi",
            ),
            (
                other(Rules::Dobutsu, "P"),
                Asker::Cli,
                "the game has the piece set P. Annotate it with --pieces P (and that table)",
            ),
            (
                Refused::Correction {
                    ply: 99,
                    mv: mv("B2A3"),
                    error: CorrectionError::NoSuchPly { ply: 99, plies: 33 },
                },
                Asker::Cli,
                "--correct: the record has 33 plies",
            ),
            (
                Refused::Correction {
                    ply: 32,
                    mv: mv("A1A2"),
                    error: CorrectionError::NotReached {
                        ply: 32,
                        illegal: 31,
                    },
                },
                Asker::Server,
                "--correct 32:A1A2 cannot be applied, as ply 32 is not reached: ply 31 cannot be played",
            ),
            (
                Refused::Correction {
                    ply: 5,
                    mv: mv("A1A1"),
                    error: CorrectionError::Illegal {
                        ply: 5,
                        reason: MoveError::OpponentPiece {
                            square: "A1".parse().unwrap(),
                            side: Color::D,
                            role: Role::Minister,
                        },
                    },
                },
                Asker::Cli,
                "--correct 5:A1A1 cannot be applied, as ply 5 is illegal: A1 holds no piece of Red but \
                 Green's 相 (minister)",
            ),
        ];
        for (r, asker, english) in cases {
            assert_eq!(refused(Lang::En, &r, asker), english);
            let ko = refused(Lang::Ko, &r, asker);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
        }
    }
}
