//! Notation: position text and move text (RULES.md, "Notation").
//!
//! * **Position text** `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, ASCII only:
//!   [`parse_setup`] / [`write_setup`], [`Position::parse`], `FromStr` and `Display` for
//!   [`Setup`].
//! * **Move text**: canonical `B2C2` / `P*B1` (printed by [`Move`]'s `Display`), also read as
//!   `B2-C2`, and with piece names in ASCII (`K G M P H`), Hanja (王將相子侯, also the variant
//!   候) or Hangul (왕장상자후): `子*B1`, `자*B1`, `子B2C2`, `子 B2-C2`, `KA2B3`, `子(打) B1`,
//!   `相 A1 → B2`. [`parse_move`] gives a [`MoveText`]; [`MoveText::resolve`] checks it against
//!   a position and gives the [`Move`] or a [`MoveError`] saying why it is not legal.
//! * **Broadcast form** for display: [`move_hanja`] (`相 A1 → B2 (子x)`, `子(打) B1`).
//!
//! Every malformed input gives a [`NotationError`] with the 1-based column (in characters) of
//! the problem; nothing here panics on any input.

use std::fmt;
use std::str::FromStr;

use crate::movegen::{GameOver, Move, Successor};
use crate::position::{Position, PositionError, Setup};
use crate::types::{Color, Piece, PieceSet, Role, Rules, Square};

/// Malformed notation: what is wrong and where.
///
/// Displayed as `column 7: rank 2 has 5 squares, expected 4`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct NotationError {
    /// 1-based column of the problem in the input, counted in characters (not bytes) from the
    /// very first character, leading whitespace included. When something is missing at the end
    /// it is one past the last character of the text read so far.
    pub column: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl NotationError {
    fn new(column: usize, message: impl Into<String>) -> NotationError {
        NotationError {
            column,
            message: message.into(),
        }
    }
}

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

/// A piece name as the docs and messages write it: `子 (pawn)`.
fn label(role: Role) -> String {
    match role {
        Role::Marquis => "侯 (marquis, a promoted 子)".to_string(),
        r => format!("{} ({})", r.hanja(), r.name()),
    }
}

/// Text of one character for messages: `'x'`, or `'王' (U+738B)` for non-ASCII.
fn show_char(c: char) -> String {
    if c.is_ascii_graphic() {
        format!("'{c}'")
    } else {
        format!("{c:?} (U+{:04X})", c as u32)
    }
}

/// A piece name in move text: ASCII letter (either case), Hanja (王將相子侯, also 候 U+5019
/// read as 侯) or Hangul (왕장상자후). Also what the record reader accepts in published text.
pub(crate) fn piece_name(c: char) -> Option<Role> {
    match c {
        '王' | '왕' => Some(Role::King),
        '將' | '장' => Some(Role::General),
        '相' | '상' => Some(Role::Minister),
        '子' | '자' => Some(Role::Pawn),
        '侯' | '候' | '후' => Some(Role::Marquis),
        c if c.is_ascii_alphabetic() => Role::from_char(c),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Position text
// ---------------------------------------------------------------------------------------------

/// Parses position text `<rank 1>/<rank 2>/<rank 3> <hands> <side>` (RULES.md, "Notation"):
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
    let chars: Vec<char> = text.chars().collect();
    if chars.iter().all(|c| c.is_whitespace()) {
        return Err(NotationError::new(
            1,
            "empty input: expected position text such as `M2g/KPpk/G2m - a`",
        ));
    }
    if let Some((i, &c)) = chars.iter().enumerate().find(|(_, c)| !c.is_ascii()) {
        let what = if piece_name(c).is_some() {
            "a Hanja/Hangul piece name"
        } else {
            "a non-ASCII character"
        };
        return Err(NotationError::new(
            i + 1,
            format!(
                "{} is {what}: position text is ASCII only (K G M P H, uppercase for player a, \
                 lowercase for player d); Hanja and Hangul are for moves and display",
                show_char(c)
            ),
        ));
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
            "missing hands and side to move after the board (e.g. `M2g/KPpk/G2m - a`)",
        ));
    };
    if fields.len() == 2 && matches!(hands_field.1, ['a'] | ['d']) {
        return Err(NotationError::new(
            hands_field.0 + 1,
            "missing hands between the board and the side to move (write `-` for empty hands)",
        ));
    }
    let hands = parse_hands(hands_field.0, hands_field.1)?;

    let Some(&(side_start, side_field)) = fields.get(2) else {
        return Err(NotationError::new(
            end_col(hands_field),
            "missing side to move (`a` or `d`) after the hands",
        ));
    };
    let side = match side_field {
        ['a'] => Color::A,
        ['d'] => Color::D,
        _ => {
            let found: String = side_field.iter().collect();
            return Err(NotationError::new(
                side_start + 1,
                format!("side to move must be `a` or `d`, found `{found}`"),
            ));
        }
    };
    if let Some(&(extra_start, _)) = fields.get(3) {
        return Err(NotationError::new(
            extra_start + 1,
            "unexpected text after the side to move",
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
                        format!("rank {} has {count} squares, expected 4", rank + 1),
                    ));
                }
                rank += 1;
                count = 0;
                if rank >= 3 {
                    return Err(NotationError::new(
                        col,
                        "too many ranks: the board has 3 ranks, separated by '/'",
                    ));
                }
            }
            '1'..='4' => {
                count += c as usize - '0' as usize;
                if count > 4 {
                    return Err(NotationError::new(
                        col,
                        format!(
                            "rank {} has {} squares, expected 4",
                            rank + 1,
                            rank_total(k)
                        ),
                    ));
                }
            }
            '0' | '5'..='9' => {
                return Err(NotationError::new(
                    col,
                    format!("'{c}' is not a number of empty squares: use a digit 1–4"),
                ));
            }
            c if c.is_ascii_alphabetic() => {
                let Some(role) = Role::from_char(c) else {
                    return Err(NotationError::new(
                        col,
                        format!(
                            "unknown piece letter '{c}': pieces are K G M P H (uppercase for \
                             player a, lowercase for player d)"
                        ),
                    ));
                };
                if count >= 4 {
                    return Err(NotationError::new(
                        col,
                        format!(
                            "rank {} has {} squares, expected 4",
                            rank + 1,
                            rank_total(k)
                        ),
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
                    format!(
                        "unexpected character {} on the board (expected piece letters, digits \
                         1–4 or '/')",
                        show_char(c)
                    ),
                ));
            }
        }
    }
    let end = start + field.len() + 1;
    if count < 4 {
        return Err(NotationError::new(
            end,
            format!("rank {} has {count} squares, expected 4", rank + 1),
        ));
    }
    if rank < 2 {
        return Err(NotationError::new(
            end,
            format!(
                "the board has {} ranks, expected 3 separated by '/'",
                rank + 1
            ),
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
                return Err(NotationError::new(
                    col,
                    "'-' means both hands are empty and stands alone; do not mix it with pieces",
                ));
            }
            '2' => {
                if pending.is_some() {
                    return Err(NotationError::new(col, "two counts in a row in the hands"));
                }
                pending = Some(col);
            }
            '0'..='9' => {
                return Err(NotationError::new(
                    col,
                    format!(
                        "'{c}' cannot be a hand count: only 2 is written, before a letter (`2P`)"
                    ),
                ));
            }
            c if c.is_ascii_alphabetic() => {
                let role = Role::from_char(c).ok_or_else(|| {
                    NotationError::new(
                        col,
                        format!(
                            "unknown piece letter '{c}' in the hands: a hand holds G M P \
                             (uppercase for player a, lowercase for player d)"
                        ),
                    )
                })?;
                let Some(h) = role.hand_index() else {
                    let why = if role == Role::King {
                        "a 王 (K) cannot be in hand: kings are never captured into a hand"
                    } else {
                        "a 侯 (H) cannot be in hand: a captured 侯 turns back into a 子 (write P)"
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
                        format!(
                            "player {color} holds {} {} in hand; at most 2 exist",
                            *held,
                            label(role)
                        ),
                    ));
                }
            }
            _ => {
                return Err(NotationError::new(
                    col,
                    format!(
                        "unexpected character {} in the hands (expected G M P letters, a count \
                         2, or '-')",
                        show_char(c)
                    ),
                ));
            }
        }
    }
    if pending.is_some() {
        return Err(NotationError::new(
            start + field.len() + 1,
            "the count 2 is not followed by a piece letter",
        ));
    }
    Ok(hands)
}

/// Writes `setup` as position text: `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, hands printed
/// a's first, each in the order G, M, P, with a count 2 before a doubled letter (`2Pg`), `-`
/// when both are empty.
pub fn write_setup(f: &mut impl fmt::Write, setup: &Setup) -> fmt::Result {
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
    /// Writes the position text of RULES.md (see [`write_setup`]).
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

// ---------------------------------------------------------------------------------------------
// Move text
// ---------------------------------------------------------------------------------------------

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
                return Err(NotationError::new(col, "missing square (A1–D3)"));
            }
            Some(c @ ('a'..='d' | 'A'..='D')) => c.to_ascii_uppercase() as u8 - b'A',
            Some(c) if c.is_ascii_alphabetic() => {
                return Err(NotationError::new(
                    col,
                    format!(
                        "file '{}' is off the board: files are A–D",
                        c.to_ascii_uppercase()
                    ),
                ));
            }
            Some(c) => {
                return Err(NotationError::new(
                    col,
                    format!("expected a square (A1–D3), found {}", show_char(c)),
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
                    format!("rank {c} is off the board: ranks are 1–3"),
                ));
            }
            Some(c) => {
                return Err(NotationError::new(
                    col,
                    format!(
                        "expected the rank (1–3) of file {}, found {}",
                        (b'A' + file) as char,
                        show_char(c)
                    ),
                ));
            }
            None => {
                return Err(NotationError::new(
                    col,
                    format!("missing the rank (1–3) of file {}", (b'A' + file) as char),
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
                format!("unexpected {} after the move", show_char(c)),
            )),
        }
    }
}

/// Parses move text (RULES.md, "Notation"):
///
/// * a step `B2C2` or `B2-C2` (also `B2 C2` and `B2 → C2`), optionally preceded by the name of
///   the piece that moves: `子B2C2`, `子 B2-C2`, `KA2B3`, `상 B2C2`;
/// * a drop `P*B1`: piece name, `*` (or `打`, or `(打)`), square: `子*B1`, `자*B1`, `子(打) B1`.
///
/// Piece names are ASCII letters `K G M P H` in either case, Hanja 王將相子侯 (also the variant
/// 候, read as 侯) or Hangul 왕장상자후. Square letters may be lowercase (`b2c2`). Whitespace
/// around the move and between its parts is accepted.
///
/// # Errors
/// A [`NotationError`] with the column: empty input, a square off the board or missing, an
/// unknown character, a drop without a piece name, a drop of 王 or 侯 (never in a hand),
/// trailing text.
pub fn parse_move(text: &str) -> Result<MoveText, NotationError> {
    let mut cur = Cursor {
        chars: text.chars().collect(),
        i: 0,
    };
    cur.skip_ws();
    let Some(first) = cur.peek() else {
        return Err(NotationError::new(
            1,
            "empty move: expected a move such as B2C2, B2-C2 or P*B1",
        ));
    };
    let piece_col = cur.col();
    let piece = piece_name(first);
    if piece.is_some() {
        cur.i += 1;
        cur.skip_ws();
    } else if first == '*' || first == '打' || first == '(' {
        return Err(NotationError::new(
            piece_col,
            "a drop names its piece first, as in P*B1 or 子*B1",
        ));
    }

    if let Some(role) = piece {
        if cur.eat("*") || cur.eat("打") || cur.eat("(打)") {
            if role.hand_index().is_none() {
                let why = if role == Role::King {
                    "a 王 is never in hand, so it cannot be dropped"
                } else {
                    "a 侯 is never in hand (a captured 侯 turns back into 子): drop 子 (P)"
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

impl FromStr for MoveText {
    type Err = NotationError;

    /// Parses move text; see [`parse_move`].
    fn from_str(s: &str) -> Result<MoveText, NotationError> {
        parse_move(s)
    }
}

impl fmt::Display for MoveText {
    /// Writes canonical ASCII: `B2C2`, with the named piece's letter first when there is one
    /// (`PB2C2`); drops as `P*B1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveText::Step { piece, from, to } => {
                if let Some(role) = piece {
                    write!(f, "{}", role.upper_char())?;
                }
                write!(f, "{from}{to}")
            }
            MoveText::Drop { role, to } => write!(f, "{}*{to}", role.upper_char()),
        }
    }
}

/// Why a [`MoveText`] is not a legal move in a position (see [`MoveText::resolve`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveError {
    /// The game is already over at this position: no move may be played.
    #[error("the game is already over: {}", game_over_text(*.reason, *.side))]
    GameOver {
        /// Why the game is over.
        reason: GameOver,
        /// The player to move (the winner for a try, the loser for no legal move).
        side: Color,
    },
    /// The origin square is empty.
    #[error("no piece of player {side} on {square}: the square is empty")]
    EmptySquare {
        /// The origin square.
        square: Square,
        /// The player to move.
        side: Color,
    },
    /// The origin square holds a piece of the opponent.
    #[error("no piece of player {side} on {square}: it holds player {}'s {}", .side.other(), label(*.role))]
    OpponentPiece {
        /// The origin square.
        square: Square,
        /// The player to move.
        side: Color,
        /// The opponent's piece standing there.
        role: Role,
    },
    /// The move names a different piece from the one on the origin square.
    #[error("the piece on {square} is a {}, not a {}", label(*.found), label(*.named))]
    WrongPiece {
        /// The origin square.
        square: Square,
        /// The piece the move names.
        named: Role,
        /// The piece that stands there.
        found: Role,
    },
    /// The piece cannot step from `from` to `to` (RULES.md, table of pieces).
    #[error("a {} of player {side} cannot step from {from} to {to}", label(*.role))]
    CannotStep {
        /// The piece on `from`.
        role: Role,
        /// The player to move.
        side: Color,
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
    },
    /// The destination holds one of the mover's own pieces.
    #[error("{to} is occupied by player {side}'s own {}", label(*.role))]
    OwnPieceOnTarget {
        /// Destination square.
        to: Square,
        /// The player to move.
        side: Color,
        /// The own piece standing there.
        role: Role,
    },
    /// A drop of a piece the mover does not hold.
    #[error("player {side} has no {} in hand", label(*.role))]
    NotInHand {
        /// The role to drop.
        role: Role,
        /// The player to move.
        side: Color,
    },
    /// A drop onto an occupied square (drops go to empty squares only).
    #[error("cannot drop on {to}: it is occupied by player {owner}'s {}", label(*.role))]
    DropOnOccupied {
        /// Destination square.
        to: Square,
        /// Owner of the piece standing there.
        owner: Color,
        /// The piece standing there.
        role: Role,
    },
    /// Under twelve-janggi a piece may not be dropped into the opponent's camp (RULES.md,
    /// "Moves", 2).
    #[error("cannot drop on {to}: it is in the opponent's camp (file {}), where twelve-janggi forbids drops", .side.other().char().to_ascii_uppercase())]
    DropInEnemyCamp {
        /// Destination square.
        to: Square,
        /// The player to move.
        side: Color,
    },
}

fn game_over_text(reason: GameOver, side: Color) -> String {
    match reason {
        GameOver::Try => format!(
            "player {side}'s 王 stands in the opponent's camp at the start of its turn (try \
             held): player {side} has won"
        ),
        GameOver::NoLegalMove => {
            format!(
                "player {side} has no legal move and has lost to player {}",
                side.other()
            )
        }
    }
}

impl MoveText {
    /// Checks this move text against `pos` under `rules` and returns the legal [`Move`] it
    /// denotes.
    ///
    /// A named piece must be the one on the origin square; naming 侯 for a 子 that promotes by
    /// this very move is also accepted (the piece it becomes). A named 子 on a square holding a
    /// 侯 is an error.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the move is not legal: the game is already over (try held, or
    /// no legal move); no piece of the mover on the origin; a different piece named; the piece
    /// cannot step there; the mover's own piece on the destination; a drop of a piece not in
    /// hand, onto an occupied square, or (twelve-janggi) into the opponent's camp.
    pub fn resolve(&self, pos: &Position, rules: Rules) -> Result<Move, MoveError> {
        let side = pos.side_to_move();
        if let Some(reason) = pos.game_over(rules) {
            return Err(MoveError::GameOver { reason, side });
        }
        let m = match *self {
            MoveText::Step { piece, from, to } => {
                let found = match pos.piece_at(from) {
                    None => return Err(MoveError::EmptySquare { square: from, side }),
                    Some(p) if p.color != side => {
                        return Err(MoveError::OpponentPiece {
                            square: from,
                            side,
                            role: p.role,
                        })
                    }
                    Some(p) => p.role,
                };
                if let Some(named) = piece {
                    let promotes = found == Role::Pawn && side.enemy_camp() & to.bb() != 0;
                    if named != found && !(named == Role::Marquis && promotes) {
                        return Err(MoveError::WrongPiece {
                            square: from,
                            named,
                            found,
                        });
                    }
                }
                if Position::step_targets(side, found, from) & to.bb() == 0 {
                    return Err(MoveError::CannotStep {
                        role: found,
                        side,
                        from,
                        to,
                    });
                }
                if let Some(p) = pos.piece_at(to).filter(|p| p.color == side) {
                    return Err(MoveError::OwnPieceOnTarget {
                        to,
                        side,
                        role: p.role,
                    });
                }
                Move::Step { from, to }
            }
            MoveText::Drop { role, to } => {
                let held = role.hand_index().map_or(0, |h| pos.hand(side)[h]);
                if held == 0 {
                    return Err(MoveError::NotInHand { role, side });
                }
                if let Some(p) = pos.piece_at(to) {
                    return Err(MoveError::DropOnOccupied {
                        to,
                        owner: p.color,
                        role: p.role,
                    });
                }
                if rules.drop_zone(side) & to.bb() == 0 {
                    return Err(MoveError::DropInEnemyCamp { to, side });
                }
                Move::Drop { role, to }
            }
        };
        debug_assert!(pos.is_legal(rules, m), "resolve agrees with movegen");
        Ok(m)
    }
}

/// The broadcast arrow form of legal move `m` in `pos`, as in the records of *The Genius*
/// (RULES.md, "Notation"):
///
/// * a step: `<piece> <from> → <to>`, then ` (<captured>x)` for a capture (the captured piece
///   as it stood, 侯 included), ` 侯전환` when a 子 promotes (not when it takes the 王, which
///   ends the game): `相 A1 → B2 (子x)`,
///   `子 B1 → A1 侯전환`, `王 B3 → C2 (王x)`;
/// * a drop: `<piece>(打) <to>`: `子(打) B1`;
/// * then ` +` (장군) when, after the move, a piece of the mover attacks the enemy 王 (it could
///   capture it next turn); never after a king capture.
///
/// Pieces are written in Hanja (the broadcasts' 候전환 is printed with 侯). `m` should be
/// legal in `pos`; for any other move the text is a best effort (a `?` for a missing piece),
/// without panicking.
pub fn move_hanja(pos: &Position, m: Move) -> String {
    let us = pos.side_to_move();
    let mut s = String::new();
    let playable = match m {
        Move::Step { from, to } => {
            let mover = pos.piece_at(from);
            let name = mover.map_or('?', |p| p.role.hanja());
            s.push_str(&format!("{name} {from} → {to}"));
            if let Some(q) = pos.piece_at(to).filter(|q| q.color != us) {
                s.push_str(&format!(" ({}x)", q.role.hanja()));
            }
            let own = mover.filter(|p| p.color == us);
            let takes_king = pos.pieces(us.other(), Role::King) & to.bb() != 0;
            if !takes_king
                && own.is_some_and(|p| p.role == Role::Pawn && us.enemy_camp() & to.bb() != 0)
            {
                s.push_str(" 侯전환");
            }
            own.is_some() && !matches!(pos.piece_at(to), Some(q) if q.color == us)
        }
        Move::Drop { role, to } => {
            s.push_str(&format!("{}(打) {to}", role.hanja()));
            role.hand_index().is_some_and(|h| pos.hand(us)[h] > 0) && pos.piece_at(to).is_none()
        }
    };
    if playable {
        if let Successor::Position(next) = pos.play(m) {
            if next.attacks_king(us) {
                s.push_str(" +");
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).unwrap()
    }

    fn err(text: &str) -> (usize, String) {
        let e = parse_setup(text).expect_err(text);
        (e.column, e.message)
    }

    fn pos(text: &str, rules: Rules) -> Position {
        Position::parse(text, rules, PieceSet::FULL).unwrap()
    }

    #[test]
    fn start_position_text() {
        // RULES.md: the start is `M2g/KPpk/G2m - a`.
        let setup = parse_setup("M2g/KPpk/G2m - a").unwrap();
        assert_eq!(setup, Setup::start(Color::A));
        assert_eq!(setup.to_string(), "M2g/KPpk/G2m - a");
        assert_eq!(
            "M2g/KPpk/G2m - d".parse::<Setup>().unwrap(),
            Setup::start(Color::D)
        );
        let p = Position::parse("M2g/KPpk/G2m - a", Rules::TwelveJanggi, PieceSet::FULL);
        assert_eq!(p.unwrap(), Position::start(Color::A));
        // Extra whitespace around and between fields (tabs too).
        assert_eq!(
            parse_setup("  M2g/KPpk/G2m \t -   a \n").unwrap(),
            Setup::start(Color::A)
        );
    }

    #[test]
    fn hands_any_order_and_counts() {
        // Board: A1 相a, A2 王a, C2 子a, D2 王d, D3 相d; hands a: 將, 子; d: 將.
        let s = parse_setup("M3/K1Pk/3m gPG a").unwrap();
        assert_eq!(s.hands, [[1, 0, 1], [1, 0, 0]]);
        assert_eq!(s.to_string(), "M3/K1Pk/3m GPg a");
        let s = parse_setup("M3/K2k/3m 2Pgg a").unwrap();
        assert_eq!(s.hands, [[0, 0, 2], [2, 0, 0]]);
        assert_eq!(s.to_string(), "M3/K2k/3m 2P2g a");
        // Same letter twice is two pieces.
        assert_eq!(parse_setup("M3/K2k/3m PP2g a").unwrap().hands[0], [0, 0, 2]);
        assert_eq!(s.board[sq("A2").index()].unwrap().char(), 'K');
        assert_eq!(s.board[sq("D3").index()].unwrap().char(), 'm');
    }

    #[test]
    fn position_text_errors_with_columns() {
        assert_eq!(err("").0, 1);
        assert_eq!(err("   ").0, 1);
        assert!(err("").1.starts_with("empty input"));
        // `M2g/` is columns 1–4; K5 P6 p7 p8, the fifth square `k` is column 9.
        assert_eq!(
            err("M2g/KPppk/G2m - a"),
            (9, "rank 2 has 5 squares, expected 4".to_string())
        );
        assert_eq!(
            parse_setup("M2g/KPppk/G2m - a").unwrap_err().to_string(),
            "column 9: rank 2 has 5 squares, expected 4"
        );
        // `4` in rank 1 after M: 1 + 4 = 5 squares, the digit is column 2.
        assert_eq!(
            err("M4/KPpk/G2m - a"),
            (2, "rank 1 has 5 squares, expected 4".to_string())
        );
        // Rank 2 `KPp` ends at the `/` in column 8.
        assert_eq!(
            err("M2g/KPp/G2m - a"),
            (8, "rank 2 has 3 squares, expected 4".to_string())
        );
        // Rank 3 `G2` ends at column 12 (one past the board field).
        assert_eq!(
            err("M2g/KPpk/G2 - a"),
            (12, "rank 3 has 3 squares, expected 4".to_string())
        );
        assert_eq!(err("M2g/KPpk - a").0, 9);
        assert!(err("M2g/KPpk - a").1.contains("2 ranks, expected 3"));
        assert_eq!(err("M2g/KPpk/G2m/4 - a").0, 13);
        assert!(err("M2g/KPpk/G2m/4 - a").1.starts_with("too many ranks"));
        assert_eq!(err("M2g/KPxk/G2m - a").0, 7);
        assert!(err("M2g/KPxk/G2m - a")
            .1
            .contains("unknown piece letter 'x'"));
        assert_eq!(err("M5/KPpk/G2m - a").0, 2);
        assert_eq!(err("M2g/KP.k/G2m - a").0, 7);
        // Hands start at column 14.
        assert_eq!(err("M2g/KPpk/G2m K a").0, 14);
        assert!(err("M2g/KPpk/G2m K a")
            .1
            .contains("王 (K) cannot be in hand"));
        assert_eq!(err("M2g/KPpk/G2m Gh a").0, 15);
        assert!(err("M2g/KPpk/G2m Gh a")
            .1
            .contains("侯 (H) cannot be in hand"));
        assert_eq!(err("M2g/KPpk/G2m 2PP a").0, 16);
        assert!(err("M2g/KPpk/G2m 2PP a").1.contains("holds 3 子"));
        assert_eq!(err("M2g/KPpk/G2m P2 a").0, 16);
        assert_eq!(err("M2g/KPpk/G2m 3P a").0, 14);
        assert_eq!(err("M2g/KPpk/G2m -P a").0, 14);
        assert_eq!(err("M2g/KPpk/G2m PX a").0, 15);
        // Missing fields.
        assert_eq!(err("M2g/KPpk/G2m").0, 13);
        assert!(err("M2g/KPpk/G2m").1.starts_with("missing hands and side"));
        assert_eq!(err("M2g/KPpk/G2m -").0, 15);
        assert!(err("M2g/KPpk/G2m -").1.starts_with("missing side to move"));
        assert_eq!(err("M2g/KPpk/G2m a").0, 14);
        assert!(err("M2g/KPpk/G2m a").1.starts_with("missing hands"));
        // Bad side, trailing junk.
        assert_eq!(
            err("M2g/KPpk/G2m - w"),
            (16, "side to move must be `a` or `d`, found `w`".to_string())
        );
        assert_eq!(err("M2g/KPpk/G2m - ad").0, 16);
        assert_eq!(err("M2g/KPpk/G2m - a x").0, 18);
        assert!(err("M2g/KPpk/G2m - a x").1.starts_with("unexpected text"));
        // Non-ASCII: columns count characters, not bytes.
        assert_eq!(err("相2g/KPpk/G2m - a").0, 1);
        assert!(err("相2g/KPpk/G2m - a").1.contains("ASCII only"));
        assert_eq!(err("M2g/K子pk/G2m - a").0, 6);
        assert_eq!(err("M2g/KPpk/G2m – a").0, 14); // en dash
    }

    #[test]
    fn impossible_positions() {
        let tj = Rules::TwelveJanggi;
        // A 子 in hand for a as well as both on the board: 3 pawns.
        let e = Position::parse("M2g/KPpk/G2m P a", tj, PieceSet::FULL).unwrap_err();
        assert!(matches!(
            e,
            ParsePositionError::Position(PositionError::PieceCount { found: 3, .. })
        ));
        assert!(e.to_string().starts_with("impossible position: "));
        // a's 子 on D1, in its enemy camp: impossible under twelve-janggi, fine in Dōbutsu.
        let e = Position::parse("M2P/K2k/G2m gp a", tj, PieceSet::FULL).unwrap_err();
        assert!(matches!(
            e,
            ParsePositionError::Position(PositionError::UnpromotedPawnInEnemyCamp { .. })
        ));
        assert!(Position::parse("M2P/K2k/G2m gp a", Rules::Dobutsu, PieceSet::FULL).is_ok());
        // Two kings for a.
        let e = Position::parse("M2g/KPpk/K2m Gg a", tj, PieceSet::FULL).unwrap_err();
        assert!(matches!(
            e,
            ParsePositionError::Position(PositionError::KingCount { count: 2, .. })
        ));
        // Smaller piece sets.
        let p = "1K2/4/2k1 P a".parse::<Setup>().unwrap();
        assert!(Position::from_setup(&p, tj, "P".parse().unwrap()).is_ok());
        // Notation errors pass through unchanged.
        let e = Position::parse("M2g/KPpk/G2m - x", tj, PieceSet::FULL).unwrap_err();
        assert_eq!(
            e.to_string(),
            "column 16: side to move must be `a` or `d`, found `x`"
        );
    }

    #[test]
    fn move_text_forms() {
        let step = |piece, from, to| MoveText::Step {
            piece,
            from: sq(from),
            to: sq(to),
        };
        let drop = |role, to| MoveText::Drop { role, to: sq(to) };
        assert_eq!(parse_move("B2C2").unwrap(), step(None, "B2", "C2"));
        assert_eq!(parse_move("B2-C2").unwrap(), step(None, "B2", "C2"));
        assert_eq!(parse_move(" b2-c2 ").unwrap(), step(None, "B2", "C2"));
        assert_eq!(parse_move("P*B1").unwrap(), drop(Role::Pawn, "B1"));
        assert_eq!(parse_move("p*b1").unwrap(), drop(Role::Pawn, "B1"));
        assert_eq!(parse_move("G*C3").unwrap(), drop(Role::General, "C3"));
        assert_eq!(parse_move("子*B1").unwrap(), drop(Role::Pawn, "B1"));
        assert_eq!(parse_move("자*B1").unwrap(), drop(Role::Pawn, "B1"));
        assert_eq!(parse_move("상*A2").unwrap(), drop(Role::Minister, "A2"));
        assert_eq!(parse_move("將(打) C1").unwrap(), drop(Role::General, "C1"));
        assert_eq!(parse_move("子打B2").unwrap(), drop(Role::Pawn, "B2"));
        let pawn = Some(Role::Pawn);
        assert_eq!(parse_move("子B2C2").unwrap(), step(pawn, "B2", "C2"));
        assert_eq!(parse_move("子 B2-C2").unwrap(), step(pawn, "B2", "C2"));
        assert_eq!(parse_move("자B2C2").unwrap(), step(pawn, "B2", "C2"));
        assert_eq!(parse_move("PB2C2").unwrap(), step(pawn, "B2", "C2"));
        assert_eq!(
            parse_move("KA2B3").unwrap(),
            step(Some(Role::King), "A2", "B3")
        );
        assert_eq!(
            parse_move("候B1A1").unwrap(),
            step(Some(Role::Marquis), "B1", "A1")
        );
        assert_eq!(
            parse_move("후 B1-A1").unwrap(),
            step(Some(Role::Marquis), "B1", "A1")
        );
        assert_eq!(
            parse_move("相 A1 → B2").unwrap(),
            step(Some(Role::Minister), "A1", "B2")
        );
        // Display is canonical ASCII.
        assert_eq!(parse_move("子 b2-c2").unwrap().to_string(), "PB2C2");
        assert_eq!(parse_move("자*B1").unwrap().to_string(), "P*B1");
        assert_eq!("B2-C2".parse::<MoveText>().unwrap().to_string(), "B2C2");
    }

    #[test]
    fn move_text_errors_with_columns() {
        let err = |t: &str| {
            let e = parse_move(t).expect_err(t);
            (e.column, e.message)
        };
        assert_eq!(err("").0, 1);
        assert!(err(" ").1.starts_with("empty move"));
        assert_eq!(err("B2").0, 3);
        assert_eq!(err("B2").1, "missing square (A1–D3)");
        assert_eq!(
            err("E2C2"),
            (1, "file 'E' is off the board: files are A–D".to_string())
        );
        assert_eq!(
            err("B4C2"),
            (2, "rank 4 is off the board: ranks are 1–3".to_string())
        );
        assert_eq!(
            err("B2C"),
            (4, "missing the rank (1–3) of file C".to_string())
        );
        assert_eq!(err("B2C2x").0, 5);
        assert!(err("B2C2x").1.starts_with("unexpected 'x'"));
        assert_eq!(err("*B1").0, 1);
        assert_eq!(err("K*B1").0, 1);
        assert!(err("K*B1").1.contains("王 is never in hand"));
        assert_eq!(err("侯*B1").0, 1);
        assert_eq!(err("  P*B9").0, 6);
        // Columns count characters: `子` is one column.
        assert_eq!(err("子 B2-C5").0, 7);
        assert_eq!(err("X2C2").0, 1);
    }

    #[test]
    fn resolve_at_the_start() {
        let tj = Rules::TwelveJanggi;
        let start = Position::start(Color::A);
        let r = |t: &str| parse_move(t).unwrap().resolve(&start, tj);
        let b2c2 = Move::Step {
            from: sq("B2"),
            to: sq("C2"),
        };
        assert_eq!(r("B2C2"), Ok(b2c2));
        assert_eq!(r("子B2-C2"), Ok(b2c2));
        assert_eq!(r("P B2 C2"), Ok(b2c2));
        assert_eq!(
            r("KA2B3"),
            Ok(Move::Step {
                from: sq("A2"),
                to: sq("B3")
            })
        );
        let e = r("相B2C2").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the piece on B2 is a 子 (pawn), not a 相 (minister)"
        );
        let e = r("B2D2").unwrap_err();
        assert_eq!(
            e.to_string(),
            "a 子 (pawn) of player a cannot step from B2 to D2"
        );
        let e = r("C2B2").unwrap_err();
        assert_eq!(
            e.to_string(),
            "no piece of player a on C2: it holds player d's 子 (pawn)"
        );
        let e = r("B1C1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "no piece of player a on B1: the square is empty"
        );
        let e = r("A2A1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "A1 is occupied by player a's own 相 (minister)"
        );
        let e = r("P*B1").unwrap_err();
        assert_eq!(e.to_string(), "player a has no 子 (pawn) in hand");
        let e = r("將*B1").unwrap_err();
        assert_eq!(e.to_string(), "player a has no 將 (general) in hand");
    }

    #[test]
    fn resolve_drops_and_promotion() {
        // Board: A1 相a, C1 子a, A2 王a, D2 王d, A3 將a, D3 相d; a holds 子, d holds 將.
        let text = "M1P1/K2k/G2m Pg a";
        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
            let p = pos(text, rules);
            let r = |t: &str| parse_move(t).unwrap().resolve(&p, rules);
            assert_eq!(
                r("P*B1"),
                Ok(Move::Drop {
                    role: Role::Pawn,
                    to: sq("B1")
                })
            );
            assert_eq!(
                r("子*C1").unwrap_err().to_string(),
                "cannot drop on C1: it is occupied by player a's 子 (pawn)"
            );
            assert_eq!(
                r("G*B1").unwrap_err().to_string(),
                "player a has no 將 (general) in hand"
            );
            let c1d1 = Move::Step {
                from: sq("C1"),
                to: sq("D1"),
            };
            // The 子 promotes on D1: it may be named 子 or 侯.
            assert_eq!(r("子C1D1"), Ok(c1d1));
            assert_eq!(r("侯C1D1"), Ok(c1d1));
            assert_eq!(r("C1D1"), Ok(c1d1));
            // The drop into d's camp: forbidden in twelve-janggi only.
            let d1 = r("P*D1");
            match rules {
                Rules::TwelveJanggi => assert_eq!(
                    d1.unwrap_err().to_string(),
                    "cannot drop on D1: it is in the opponent's camp (file D), where \
                     twelve-janggi forbids drops"
                ),
                Rules::Dobutsu => assert_eq!(
                    d1,
                    Ok(Move::Drop {
                        role: Role::Pawn,
                        to: sq("D1")
                    })
                ),
            }
        }
        // A 侯 on B1 named as 子 is an error; as 侯 it is fine.
        let p = pos("MH2/K2k/G2m Pg a", Rules::TwelveJanggi);
        let r = |t: &str| parse_move(t).unwrap().resolve(&p, Rules::TwelveJanggi);
        assert_eq!(
            r("子B1C1").unwrap_err().to_string(),
            "the piece on B1 is a 侯 (marquis, a promoted 子), not a 子 (pawn)"
        );
        assert!(r("侯B1C1").is_ok());
        assert!(r("HB1C1").is_ok());
        // Try held: the game is over, no move resolves.
        let p = pos("M2K/3k/G2m Pgp a", Rules::TwelveJanggi);
        let e = parse_move("D1C1")
            .unwrap()
            .resolve(&p, Rules::TwelveJanggi)
            .unwrap_err();
        assert!(matches!(
            e,
            MoveError::GameOver {
                reason: GameOver::Try,
                side: Color::A
            }
        ));
    }

    #[test]
    fn resolve_agrees_with_legal_moves() {
        // Every legal move's canonical text resolves to itself.
        for (text, rules) in [
            ("M2g/KPpk/G2m - a", Rules::TwelveJanggi),
            ("M2g/KPpk/G2m - d", Rules::TwelveJanggi),
            ("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi),
            ("M1P1/K2k/G2m Pg a", Rules::Dobutsu),
            ("MH2/K2k/G2m Pg d", Rules::TwelveJanggi),
        ] {
            let p = pos(text, rules);
            for m in p.legal_moves(rules) {
                let mt = parse_move(&m.to_string()).unwrap();
                assert_eq!(mt.resolve(&p, rules), Ok(m), "{text} {m}");
            }
        }
    }

    #[test]
    fn resolve_accepts_exactly_the_legal_moves() {
        // Every (from, to) pair and every drop: resolve succeeds exactly for the legal moves.
        for (text, rules) in [
            ("M2g/KPpk/G2m - a", Rules::TwelveJanggi),
            ("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi),
            ("M1P1/K2k/G2m Pg a", Rules::Dobutsu),
            ("MH2/K2k/G2m Pg d", Rules::TwelveJanggi),
            ("M2K/3k/G2m Pgp a", Rules::TwelveJanggi),
        ] {
            let p = pos(text, rules);
            let over = p.try_holds();
            for from in Square::ALL {
                for to in Square::ALL {
                    let mt = MoveText::Step {
                        piece: None,
                        from,
                        to,
                    };
                    let m = Move::Step { from, to };
                    let legal = !over && p.is_legal(rules, m);
                    assert_eq!(mt.resolve(&p, rules).is_ok(), legal, "{text} {m}");
                }
            }
            for role in Role::HAND {
                for to in Square::ALL {
                    let m = Move::Drop { role, to };
                    let legal = !over && p.is_legal(rules, m);
                    let got = MoveText::Drop { role, to }.resolve(&p, rules);
                    assert_eq!(got.is_ok(), legal, "{text} {m}");
                }
            }
        }
    }

    #[test]
    fn broadcast_form() {
        let start = Position::start(Color::A);
        let step = |from, to| Move::Step {
            from: sq(from),
            to: sq(to),
        };
        // 子 takes 子 on C2 and then attacks d's 王 on D2 (a's 子 steps toward D): check.
        assert_eq!(move_hanja(&start, step("B2", "C2")), "子 B2 → C2 (子x) +");
        assert_eq!(move_hanja(&start, step("A3", "B3")), "將 A3 → B3");
        assert_eq!(move_hanja(&start, step("A2", "B1")), "王 A2 → B1");
        // 子 C1 → D1 promotes; the 侯 on D1 attacks D2 (sideways), where d's 王 stands.
        let p = pos("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi);
        assert_eq!(move_hanja(&p, step("C1", "D1")), "子 C1 → D1 侯전환 +");
        let drop = Move::Drop {
            role: Role::Pawn,
            to: sq("B1"),
        };
        assert_eq!(move_hanja(&p, drop), "子(打) B1");
        // A 子 dropped on C2 attacks D2: check.
        let drop = Move::Drop {
            role: Role::Pawn,
            to: sq("C2"),
        };
        assert_eq!(move_hanja(&p, drop), "子(打) C2 +");
        // King capture: a's 子 on C2 takes d's 王 on D2; the game ends, so no promotion note.
        let p = pos("M3/K1Pk/G2m Pg a", Rules::TwelveJanggi);
        assert_eq!(move_hanja(&p, step("C2", "D2")), "子 C2 → D2 (王x)");
        // The arrow form reads back as the same move.
        let mt = parse_move("相 A1 → B2").unwrap();
        assert_eq!(
            mt,
            MoveText::Step {
                piece: Some(Role::Minister),
                from: sq("A1"),
                to: sq("B2")
            }
        );
    }
}

#[cfg(test)]
mod no_panic {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any text, however malformed, gives a value or an error with a column inside the
        /// text (or one past its end), never a panic.
        #[test]
        fn position_text_never_panics(text in "[KGMPHkgmph1-6/ \\-2ad王子x\\t]{0,24}") {
            let len = text.chars().count();
            if let Err(e) = parse_setup(&text) {
                prop_assert!(e.column >= 1 && e.column <= len + 1, "{e} for {text:?}");
            }
            let _ = Position::parse(&text, Rules::TwelveJanggi, PieceSet::FULL);
        }

        #[test]
        fn move_text_never_panics(text in "[A-Ea-e0-5KGMPH王將相子侯候왕자*打()\\- →]{0,10}") {
            let len = text.chars().count();
            match parse_move(&text) {
                Err(e) => prop_assert!(e.column >= 1 && e.column <= len + 1, "{e} for {text:?}"),
                Ok(mt) => {
                    for side in Color::BOTH {
                        let p = Position::start(side);
                        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
                            if let Ok(m) = mt.resolve(&p, rules) {
                                prop_assert!(p.is_legal(rules, m));
                            }
                        }
                    }
                }
            }
        }

        #[test]
        fn any_unicode_never_panics(text in "\\PC{0,20}") {
            let _ = parse_setup(&text);
            let _ = parse_move(&text);
        }
    }
}
