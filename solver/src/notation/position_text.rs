//! Position text `<rank 1>/<rank 2>/<rank 3> <hands> <side>` (docs/RULES.md, "Notation"): parsing
//! and writing.

use std::fmt;
use std::str::FromStr;

use crate::notation::{piece_name, NotationError, NotationProblem};
use crate::rules::{Color, Piece, PieceSet, Position, PositionError, Role, Rules, Setup, Square};

/// Why position text does not give a legal position: either the text is malformed, or it is
/// well formed but the position breaks a rule ([`PositionError`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParsePositionError {
    /// The text is malformed (with the column of the problem).
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The text is well formed but the position is impossible under the rule set and piece
    /// set in use.
    #[error("impossible position: {0}")]
    Position(#[from] PositionError),
}

/// Parses position text `<rank 1>/<rank 2>/<rank 3> <hands> <side>` (docs/RULES.md, "Notation"):
///
/// * each rank lists files A→D; a digit 1–4 is that many empty squares; `K G M P H` uppercase
///   for player a's pieces, lowercase for player d's; every rank must cover exactly 4 squares;
/// * hands: `-` for none, else letters `G M P` (uppercase a's, lowercase d's) in any order,
///   with an optional count `2` before a letter (`2Pg`); a letter may repeat (`PP`) but no hand
///   may hold more than 2 of a kind; `K` and `H` are never in a hand;
/// * side to move: `a` or `d`.
///
/// Surrounding whitespace and several spaces (or tabs) between the fields are accepted.
///
/// Only the text is checked here; whether the position is legal (king counts, piece counts,
/// unpromoted 子 in the enemy camp) is checked by [`Position::from_setup`], or by
/// [`Position::parse`], which does both.
///
/// # Errors
/// A [`NotationError`] with the column of the first problem: empty input, a non-ASCII
/// character (Hanja and Hangul are for moves and display, not position text), a wrong number of
/// ranks, a rank with more or fewer than 4 squares, an unknown letter or stray character, a
/// 王 or 侯 in a hand, more than 2 of a kind in one hand, missing hands or side to move, a side
/// other than `a`/`d`, trailing text.
pub fn parse_setup(text: &str) -> Result<Setup, NotationError> {
    // Normalized first, so that a decomposed Hangul piece name is named as one (position text
    // is ASCII only: nothing else changes).
    let chars: Vec<char> = super::nfc(text).chars().collect();
    if chars.iter().all(|c| c.is_whitespace()) {
        return Err(NotationError::new(1, NotationProblem::EmptyPosition));
    }
    if let Some((i, &c)) = chars.iter().enumerate().find(|(_, c)| !c.is_ascii()) {
        let problem = if piece_name(c).is_some() {
            NotationProblem::PieceNameInPosition { found: c }
        } else {
            NotationProblem::NonAscii { found: c }
        };
        return Err(NotationError::new(i + 1, problem));
    }

    // Fields: runs of non-whitespace, each with the 0-based index of its first character.
    let mut fields: Vec<(usize, &[char])> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push((start, &chars[start..i]));
    }
    let end_col = |(start, field): (usize, &[char])| start + field.len() + 1;

    let (board_start, board_field) = fields[0];
    let board = parse_board(board_start, board_field)?;

    let Some(&hands_field) = fields.get(1) else {
        return Err(NotationError::new(
            end_col(fields[0]),
            NotationProblem::MissingHandsAndSide,
        ));
    };
    if fields.len() == 2 && matches!(hands_field.1, ['a'] | ['d']) {
        return Err(NotationError::new(
            hands_field.0 + 1,
            NotationProblem::MissingHands,
        ));
    }
    let hands = parse_hands(hands_field.0, hands_field.1)?;

    let Some(&(side_start, side_field)) = fields.get(2) else {
        return Err(NotationError::new(
            end_col(hands_field),
            NotationProblem::MissingSide,
        ));
    };
    let side = match side_field {
        ['a'] => Color::A,
        ['d'] => Color::D,
        _ => {
            let found: String = side_field.iter().collect();
            return Err(NotationError::new(
                side_start + 1,
                NotationProblem::BadSide { found },
            ));
        }
    };
    if let Some(&(extra_start, _)) = fields.get(3) {
        return Err(NotationError::new(
            extra_start + 1,
            NotationProblem::TextAfterSide,
        ));
    }
    Ok(Setup { board, hands, side })
}

/// Parses the board field (`M2g/KPpk/G2m`) starting at 0-based character index `start`.
fn parse_board(start: usize, field: &[char]) -> Result<[Option<Piece>; 12], NotationError> {
    let mut board = [None; 12];
    let mut rank: usize = 0;
    let mut count: usize = 0; // squares covered so far in this rank
    let rank_total = |from: usize| -> usize {
        // Squares covered by the whole rank containing index `from` (for the message).
        let mut k = from;
        while k > 0 && field[k - 1] != '/' {
            k -= 1;
        }
        field[k..]
            .iter()
            .take_while(|&&c| c != '/')
            .map(|&c| match c {
                '0'..='9' => c as usize - '0' as usize,
                _ => 1,
            })
            .sum()
    };
    for (k, &c) in field.iter().enumerate() {
        let col = start + k + 1;
        match c {
            '/' => {
                if count < 4 {
                    return Err(NotationError::new(
                        col,
                        NotationProblem::RankSquares {
                            rank: rank + 1,
                            squares: count,
                        },
                    ));
                }
                rank += 1;
                count = 0;
                if rank >= 3 {
                    return Err(NotationError::new(col, NotationProblem::TooManyRanks));
                }
            }
            '1'..='4' => {
                count += c as usize - '0' as usize;
                if count > 4 {
                    return Err(NotationError::new(
                        col,
                        NotationProblem::RankSquares {
                            rank: rank + 1,
                            squares: rank_total(k),
                        },
                    ));
                }
            }
            '0' | '5'..='9' => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::BadEmptyCount { digit: c },
                ));
            }
            c if c.is_ascii_alphabetic() => {
                let Some(role) = Role::from_char(c) else {
                    return Err(NotationError::new(
                        col,
                        NotationProblem::UnknownPiece { letter: c },
                    ));
                };
                if count >= 4 {
                    return Err(NotationError::new(
                        col,
                        NotationProblem::RankSquares {
                            rank: rank + 1,
                            squares: rank_total(k),
                        },
                    ));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::A
                } else {
                    Color::D
                };
                let sq = Square::from_coords(count as i8, rank as i8).expect("file < 4, rank < 3");
                board[sq.index()] = Some(Piece { color, role });
                count += 1;
            }
            _ => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::UnexpectedOnBoard { found: c },
                ));
            }
        }
    }
    let end = start + field.len() + 1;
    if count < 4 {
        return Err(NotationError::new(
            end,
            NotationProblem::RankSquares {
                rank: rank + 1,
                squares: count,
            },
        ));
    }
    if rank < 2 {
        return Err(NotationError::new(
            end,
            NotationProblem::TooFewRanks { ranks: rank + 1 },
        ));
    }
    Ok(board)
}

/// Parses the hands field (`-`, `GMp`, `2Pg`) starting at 0-based character index `start`.
fn parse_hands(start: usize, field: &[char]) -> Result<[[u8; 3]; 2], NotationError> {
    let mut hands = [[0u8; 3]; 2];
    if field == ['-'] {
        return Ok(hands);
    }
    let mut pending: Option<usize> = None; // column of a count `2` waiting for its letter
    for (k, &c) in field.iter().enumerate() {
        let col = start + k + 1;
        match c {
            '-' => {
                return Err(NotationError::new(col, NotationProblem::DashWithPieces));
            }
            '2' => {
                if pending.is_some() {
                    return Err(NotationError::new(col, NotationProblem::TwoCounts));
                }
                pending = Some(col);
            }
            '0'..='9' => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::BadHandCount { digit: c },
                ));
            }
            c if c.is_ascii_alphabetic() => {
                let role = Role::from_char(c).ok_or_else(|| {
                    NotationError::new(col, NotationProblem::UnknownHandPiece { letter: c })
                })?;
                let Some(h) = role.hand_index() else {
                    let why = if role == Role::King {
                        NotationProblem::KingInHand
                    } else {
                        NotationProblem::MarquisInHand
                    };
                    return Err(NotationError::new(col, why));
                };
                let color = if c.is_ascii_uppercase() {
                    Color::A
                } else {
                    Color::D
                };
                let n = if pending.take().is_some() { 2 } else { 1 };
                let held = &mut hands[color.index()][h];
                *held += n;
                if *held > 2 {
                    return Err(NotationError::new(
                        col,
                        NotationProblem::HandOverflow {
                            side: color,
                            count: *held,
                            role,
                        },
                    ));
                }
            }
            _ => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::UnexpectedInHands { found: c },
                ));
            }
        }
    }
    if pending.is_some() {
        return Err(NotationError::new(
            start + field.len() + 1,
            NotationProblem::CountWithoutPiece,
        ));
    }
    Ok(hands)
}

/// Writes `setup` as position text: `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, hands printed
/// a's first, each in the order G, M, P, with a count 2 before a doubled letter (`2Pg`), `-`
/// when both are empty.
pub(crate) fn write_setup(f: &mut impl fmt::Write, setup: &Setup) -> fmt::Result {
    for rank in 0..3 {
        if rank > 0 {
            f.write_char('/')?;
        }
        let mut empty = 0;
        for file in 0..4 {
            let sq = Square::from_coords(file, rank).expect("on board");
            match setup.board[sq.index()] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_char(p.char())?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
    }
    f.write_char(' ')?;
    let mut any = false;
    for color in Color::BOTH {
        for (i, role) in Role::HAND.iter().enumerate() {
            let n = setup.hands[color.index()][i];
            if n == 0 {
                continue;
            }
            any = true;
            if n > 1 {
                write!(f, "{n}")?;
            }
            let c = role.upper_char();
            f.write_char(if color == Color::A {
                c
            } else {
                c.to_ascii_lowercase()
            })?;
        }
    }
    if !any {
        f.write_char('-')?;
    }
    write!(f, " {}", setup.side)
}

impl fmt::Display for Setup {
    /// Writes the position text of docs/RULES.md (see `write_setup`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_setup(f, self)
    }
}

impl FromStr for Setup {
    type Err = NotationError;

    /// Parses position text; see [`parse_setup`].
    fn from_str(s: &str) -> Result<Setup, NotationError> {
        parse_setup(s)
    }
}

impl Position {
    /// Parses position text ([`parse_setup`]) and checks the position against `rules` and the
    /// piece set `pieces` ([`Position::from_setup`]).
    ///
    /// # Errors
    /// [`ParsePositionError::Notation`] for malformed text (with the column);
    /// [`ParsePositionError::Position`] for a well-formed but impossible position (piece counts
    /// that do not match `pieces`, not exactly one 王 per player, an unpromoted 子 in its enemy
    /// camp under twelve-janggi).
    pub fn parse(
        text: &str,
        rules: Rules,
        pieces: PieceSet,
    ) -> Result<Position, ParsePositionError> {
        let setup = parse_setup(text)?;
        Ok(Position::from_setup(&setup, rules, pieces)?)
    }
}

impl fmt::Display for Position {
    /// Writes the position text of docs/RULES.md (`M2g/KPpk/G2m - a`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_setup(f, &self.to_setup())
    }
}

impl serde::Serialize for Position {
    /// Position text: `"M2g/KPpk/G2m - a"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
