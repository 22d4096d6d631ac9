//! Move text (docs/RULES.md, "Notation"): canonical `B2C2` / `P*B1` and the other forms people and
//! the broadcast records write.

use std::fmt;
use std::str::FromStr;

use crate::notation::{piece_name, NotationError, NotationProblem};
use crate::rules::{Role, Square};

/// A move as written, not yet checked against a position (see [`parse_move`] and
/// [`MoveText::resolve`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveText {
    /// A step from `from` to `to`, optionally naming the piece that moves.
    Step {
        /// The piece named before the squares (`子` in `子B2C2`, `K` in `KA2B3`), if any.
        piece: Option<Role>,
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
    },
    /// Only the piece and the destination, as the compact broadcast notation writes a step
    /// (`B2子`): the origin is that of the unique piece of this kind of the mover that can step
    /// there ([`MoveText::resolve`]). Written `P?B2`, as canonical records keep such a move.
    Compact {
        /// The piece named.
        role: Role,
        /// Destination square.
        to: Square,
    },
    /// A drop of a piece of `role` from the hand of the player to move onto `to`.
    Drop {
        /// The dropped role; [`parse_move`] only gives 將, 相 or 子.
        role: Role,
        /// Destination square.
        to: Square,
    },
}

/// A cursor over the characters of move text.
struct Cursor {
    chars: Vec<char>,
    i: usize,
}

impl Cursor {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    /// 1-based column of the current character (one past the end at the end).
    fn col(&self) -> usize {
        self.i + 1
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }

    /// Consumes `s` if the text continues with it.
    fn eat(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        if self.chars.len() >= self.i + n
            && self.chars[self.i..self.i + n].iter().copied().eq(s.chars())
        {
            self.i += n;
            true
        } else {
            false
        }
    }

    /// Reads a square `A1`…`D3` (file letter in either case).
    fn square(&mut self) -> Result<Square, NotationError> {
        let col = self.col();
        let file = match self.peek() {
            None => {
                return Err(NotationError::new(col, NotationProblem::MissingSquare));
            }
            Some(c @ ('a'..='d' | 'A'..='D')) => c.to_ascii_uppercase() as u8 - b'A',
            Some(c) if c.is_ascii_alphabetic() => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::FileOffBoard {
                        file: c.to_ascii_uppercase(),
                    },
                ));
            }
            Some(c) => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::ExpectedSquare { found: c },
                ));
            }
        };
        self.i += 1;
        let col = self.col();
        let rank = match self.peek() {
            Some(c @ '1'..='3') => c as u8 - b'1',
            Some(c @ ('0' | '4'..='9')) => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::RankOffBoard { rank: c },
                ));
            }
            Some(c) => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::ExpectedRank {
                        file: (b'A' + file) as char,
                        found: c,
                    },
                ));
            }
            None => {
                return Err(NotationError::new(
                    col,
                    NotationProblem::MissingRank {
                        file: (b'A' + file) as char,
                    },
                ));
            }
        };
        self.i += 1;
        Ok(Square::from_coords(file as i8, rank as i8).expect("file 0..4, rank 0..3"))
    }

    /// Fails unless only whitespace is left.
    fn finish(&mut self) -> Result<(), NotationError> {
        self.skip_ws();
        match self.peek() {
            None => Ok(()),
            Some(c) => Err(NotationError::new(
                self.col(),
                NotationProblem::TextAfterMove { found: c },
            )),
        }
    }
}

/// Parses move text (docs/RULES.md, "Notation"):
///
/// * a step `B2C2` or `B2-C2` (also `B2 C2` and `B2 → C2`), optionally preceded by the name of
///   the piece that moves: `子B2C2`, `子 B2-C2`, `KA2B3`, `상 B2C2`;
/// * a drop `P*B1`: piece name, `*` (or `打`, or `(打)`), square: `子*B1`, `자*B1`, `子(打) B1`;
/// * a compact move `P?B2`: piece name, `?`, destination (the origin is found by
///   [`MoveText::resolve`]).
///
/// Piece names are ASCII letters `K G M P H` in either case, Hanja 王將相子侯 (also the variant
/// 候, read as 侯) or Hangul 왕장상자후, composed or decomposed (the text is read in
/// normalization form C, [`nfc`](super::nfc)). Square letters may be lowercase (`b2c2`).
/// Whitespace around the move and between its parts is accepted.
///
/// # Errors
/// A [`NotationError`] with the column: empty input, a square off the board or missing, an
/// unknown character, a drop without a piece name, a drop of 王 or 侯 (never in a hand),
/// trailing text.
pub fn parse_move(text: &str) -> Result<MoveText, NotationError> {
    let mut cur = Cursor {
        chars: super::nfc(text).chars().collect(),
        i: 0,
    };
    cur.skip_ws();
    let Some(first) = cur.peek() else {
        return Err(NotationError::new(1, NotationProblem::EmptyMove));
    };
    let piece_col = cur.col();
    let piece = piece_name(first);
    if piece.is_some() {
        cur.i += 1;
        cur.skip_ws();
    } else if first == '*' || first == '打' || first == '(' {
        return Err(NotationError::new(
            piece_col,
            NotationProblem::DropWithoutPiece,
        ));
    }

    if let Some(role) = piece {
        if cur.eat("?") {
            cur.skip_ws();
            let to = cur.square()?;
            cur.finish()?;
            return Ok(MoveText::Compact { role, to });
        }
        if cur.eat("*") || cur.eat("打") || cur.eat("(打)") {
            if role.hand_index().is_none() {
                let why = if role == Role::King {
                    NotationProblem::KingDrop
                } else {
                    NotationProblem::MarquisDrop
                };
                return Err(NotationError::new(piece_col, why));
            }
            cur.skip_ws();
            let to = cur.square()?;
            cur.finish()?;
            return Ok(MoveText::Drop { role, to });
        }
    }

    let from = cur.square()?;
    cur.skip_ws();
    // An optional separator: `B2-C2`, `B2->C2`, `B2 → C2` (or none: `B2C2`, `B2 C2`).
    let _separator = cur.eat("->") || cur.eat("-") || cur.eat("→");
    cur.skip_ws();
    let to = cur.square()?;
    cur.finish()?;
    Ok(MoveText::Step { piece, from, to })
}

impl MoveText {}

impl From<crate::rules::Move> for MoveText {
    /// The text of a move: a step with both squares and no piece named, or a drop.
    fn from(m: crate::rules::Move) -> MoveText {
        match m {
            crate::rules::Move::Step { from, to } => MoveText::Step {
                piece: None,
                from,
                to,
            },
            crate::rules::Move::Drop { role, to } => MoveText::Drop { role, to },
        }
    }
}

impl serde::Serialize for MoveText {
    /// Canonical text (`"B2C2"`, `"P*B1"`, `"P?B2"`).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl FromStr for MoveText {
    type Err = NotationError;

    /// Parses move text; see [`parse_move`].
    fn from_str(s: &str) -> Result<MoveText, NotationError> {
        parse_move(s)
    }
}

impl fmt::Display for MoveText {
    /// Writes canonical ASCII: `B2C2`, with the named piece's letter first when there is one
    /// (`PB2C2`); drops as `P*B1`; a compact move as `P?B2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveText::Step { piece, from, to } => {
                if let Some(role) = piece {
                    write!(f, "{}", role.upper_char())?;
                }
                write!(f, "{from}{to}")
            }
            MoveText::Compact { role, to } => write!(f, "{}?{to}", role.upper_char()),
            MoveText::Drop { role, to } => write!(f, "{}*{to}", role.upper_char()),
        }
    }
}
