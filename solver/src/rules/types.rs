//! The game's vocabulary: squares, bitboards, players, piece roles, rule sets and piece sets.
//!
//! Source: `docs/RULES.md` (board 4 files A–D × 3 ranks 1–3; player **a** has camp file A and moves
//! toward D, player **d** has camp file D and moves toward A).

use std::fmt;

/// A square of the 4 × 3 board.
///
/// Numbered `file * 3 + rank` with file A = 0 … D = 3 and rank 1 = 0 … 3 = 2, so the order of
/// squares is A1, A2, A3, B1, …, D3 — the order in which moves are listed.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// All squares in index order A1, A2, A3, B1, …, D3.
    pub const ALL: [Square; 12] = {
        let mut all = [Square(0); 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square with index `index` (0..12), or `None` when out of range.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 12 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = A … 3 = D) and `rank` (0 = rank 1 … 2 = rank 3), or `None`
    /// when either is off the board.
    pub const fn from_coords(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && file < 4 && rank >= 0 && rank < 3 {
            Some(Square((file * 3 + rank) as u8))
        } else {
            None
        }
    }

    /// Index 0..12 (see the type's docs for the numbering).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..4 (A = 0).
    pub const fn file(self) -> i8 {
        (self.0 / 3) as i8
    }

    /// Rank 0..3 (rank 1 = 0).
    pub const fn rank(self) -> i8 {
        (self.0 % 3) as i8
    }

    /// This square as a one-bit [`Bitboard`].
    pub const fn bb(self) -> Bitboard {
        1 << self.0
    }

    /// The mirror image rank 1 ↔ rank 3 (files unchanged).
    pub(crate) const fn mirror(self) -> Square {
        Square(self.0 - self.0 % 3 + (2 - self.0 % 3))
    }

    #[cfg(test)]
    /// The image under the 180° rotation (file A ↔ D, rank 1 ↔ 3).
    pub(crate) const fn rotate(self) -> Square {
        Square(11 - self.0)
    }
}

impl fmt::Display for Square {
    /// Writes `A1` … `D3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'A' + self.file() as u8) as char,
            (b'1' + self.rank() as u8) as char
        )
    }
}

impl std::str::FromStr for Square {
    type Err = ParseSquareError;

    /// Reads `A1` … `D3`, the file letter in either case (`b2`), nothing else around it.
    ///
    /// # Errors
    /// `ParseSquareError` for anything else (the text is kept, control characters escaped).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let bytes = s.as_bytes();
        let square = match bytes {
            [f, r] => {
                let file = match f.to_ascii_uppercase() {
                    c @ b'A'..=b'D' => (c - b'A') as i8,
                    _ => -1,
                };
                let rank = match r {
                    b'1'..=b'3' => (r - b'1') as i8,
                    _ => -1,
                };
                Square::from_coords(file, rank)
            }
            _ => None,
        };
        square.ok_or_else(|| ParseSquareError(s.escape_debug().to_string()))
    }
}

/// Text that is not a square (see `Square`'s `FromStr`): the text as given, control characters
/// escaped.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a square: expected a file A–D and a rank 1–3, such as B2")]
pub struct ParseSquareError(pub String);

impl serde::Serialize for Square {
    /// `"B2"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A set of squares: bit `i` is [`Square`] index `i`; only the low 12 bits are used.
pub type Bitboard = u16;

/// Every square.
pub(crate) const ALL_SQUARES: Bitboard = 0x0fff;

/// Iterates over the squares of a bitboard in index order.
pub fn squares(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let sq = Square(bb.trailing_zeros() as u8);
            bb &= bb - 1;
            Some(sq)
        }
    })
}

/// A player. Player **a** owns camp file A and moves toward D; player **d** owns camp file D and
/// moves toward A. In position text a's pieces are uppercase and d's lowercase.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    /// Player a (camp file A, uppercase letters).
    A = 0,
    /// Player d (camp file D, lowercase letters).
    D = 1,
}

impl Color {
    /// Both players, a first.
    pub const BOTH: [Color; 2] = [Color::A, Color::D];

    /// The other player.
    pub const fn other(self) -> Color {
        match self {
            Color::A => Color::D,
            Color::D => Color::A,
        }
    }

    /// 0 for a, 1 for d.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// This player's own camp (진영): the three squares of its home file.
    pub(crate) const fn camp(self) -> Bitboard {
        match self {
            Color::A => 0b000_000_000_111,
            Color::D => 0b111_000_000_000,
        }
    }

    /// The opponent's camp: where this player's 子 promotes and its 王 makes a try.
    pub const fn enemy_camp(self) -> Bitboard {
        self.other().camp()
    }

    /// `a` or `d`, as in position text.
    pub const fn char(self) -> char {
        match self {
            Color::A => 'a',
            Color::D => 'd',
        }
    }

    /// The side's name in English prose, by the colour of its pieces on the boards: `Green` for
    /// a, `Red` for d (docs/GLOSSARY.md). Position text, URLs and JSON keep the letter.
    pub const fn name(self) -> &'static str {
        match self {
            Color::A => "Green",
            Color::D => "Red",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl serde::Serialize for Color {
    /// `"a"` or `"d"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A kind of piece. Names as in docs/RULES.md: 王 king, 將 general, 相 minister, 子 pawn, 侯 marquis
/// (the promoted pawn).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// 王 king (왕): one step in any of the 8 directions.
    King = 0,
    /// 將 general (장): one step orthogonally.
    General = 1,
    /// 相 minister (상): one step diagonally.
    Minister = 2,
    /// 子 pawn (자): one step forward only.
    Pawn = 3,
    /// 侯 marquis (후), a promoted 子: any direction but the two backward diagonals.
    Marquis = 4,
}

impl Role {
    /// All roles in index order K, G, M, P, H.
    pub(crate) const ALL: [Role; 5] = [
        Role::King,
        Role::General,
        Role::Minister,
        Role::Pawn,
        Role::Marquis,
    ];

    /// The roles a hand can hold, in printing order G, M, P.
    pub const HAND: [Role; 3] = [Role::General, Role::Minister, Role::Pawn];

    /// Index 0..5 in the order of [`Role::ALL`].
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// Index 0..3 into a hand (G, M, P), or `None` for 王 and 侯, which are never in a hand.
    pub(crate) const fn hand_index(self) -> Option<usize> {
        match self {
            Role::General => Some(0),
            Role::Minister => Some(1),
            Role::Pawn => Some(2),
            Role::King | Role::Marquis => None,
        }
    }

    /// What this piece becomes when captured: a 侯 turns back into a 子; others stay.
    pub(crate) const fn unpromoted(self) -> Role {
        match self {
            Role::Marquis => Role::Pawn,
            r => r,
        }
    }

    /// Uppercase ASCII letter `K G M P H`.
    pub const fn upper_char(self) -> char {
        match self {
            Role::King => 'K',
            Role::General => 'G',
            Role::Minister => 'M',
            Role::Pawn => 'P',
            Role::Marquis => 'H',
        }
    }

    /// The role of an ASCII letter, either case (`K G M P H`).
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'K' => Some(Role::King),
            'G' => Some(Role::General),
            'M' => Some(Role::Minister),
            'P' => Some(Role::Pawn),
            'H' => Some(Role::Marquis),
            _ => None,
        }
    }

    /// Hanja name: 王 將 相 子 侯.
    pub const fn hanja(self) -> char {
        match self {
            Role::King => '王',
            Role::General => '將',
            Role::Minister => '相',
            Role::Pawn => '子',
            Role::Marquis => '侯',
        }
    }

    /// Whether move text naming `named` fits a piece of this role making a move that promotes
    /// it (`promotes`) or not: the same role, or 侯 for a 子 that becomes one by this very move
    /// (docs/RULES.md, "Notation").
    pub(crate) fn is_named(self, named: Role, promotes: bool) -> bool {
        named == self || (named == Role::Marquis && self == Role::Pawn && promotes)
    }

    /// English name as used in the docs (king, general, minister, pawn, marquis).
    pub const fn name(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::General => "general",
            Role::Minister => "minister",
            Role::Pawn => "pawn",
            Role::Marquis => "marquis",
        }
    }
}

/// A piece: its owner and role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind of piece.
    pub role: Role,
}

impl Piece {
    /// The ASCII letter of position text: uppercase for a, lowercase for d.
    pub const fn char(self) -> char {
        let c = self.role.upper_char();
        match self.color {
            Color::A => c,
            Color::D => c.to_ascii_lowercase(),
        }
    }
}

/// Version of this program's implementation of the rules (docs/RULES.md), written in every table
/// header next to the rule set's name. It changes whenever a change of the rules or of their
/// implementation would give some position another value; a table of another version is
/// refused.
pub const RULES_VERSION: u32 = 1;

impl serde::Serialize for Role {
    /// The uppercase letter of position text: `"K"`, `"G"`, `"M"`, `"P"`, `"H"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 4];
        s.serialize_str(self.upper_char().encode_utf8(&mut buf))
    }
}

/// Which rule set is played (docs/RULES.md). With the feature `clap`, also the command line's
/// `--rules` values: the variants' names in kebab case, with the help given here (the command
/// line's catalogue translates it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Rules {
    /// 십이장기 as played on *The Genius*: no drop into the opponent's camp.
    #[default]
    #[cfg_attr(
        feature = "clap",
        value(help = "십이장기 as played on The Genius (docs/RULES.md)")
    )]
    TwelveJanggi,
    /// Dōbutsu shōgi: drops on any empty square (a 子 dropped in the opponent's camp does not
    /// promote and cannot move). Distances follow docs/RULES.md's counting.
    #[cfg_attr(
        feature = "clap",
        value(help = "Dōbutsu shōgi: drops on any empty square, the opponent's camp included")
    )]
    Dobutsu,
}

impl Rules {
    /// The name used on the command line and in files: `twelve-janggi` or `dobutsu`.
    pub const fn name(self) -> &'static str {
        match self {
            Rules::TwelveJanggi => "twelve-janggi",
            Rules::Dobutsu => "dobutsu",
        }
    }

    /// Whether an unpromoted 子 may stand in its owner's enemy camp (the opponent's home row).
    /// 십이장기: no — a 子 that reaches it becomes 侯 at once, and none is dropped there, so such
    /// a position is illegal (docs/RULES.md). Dōbutsu: yes — a 子 dropped there does not promote
    /// and cannot move. The index, legality, unmoves and validation all ask this one method.
    pub(crate) const fn pawn_may_stand_in_enemy_camp(self) -> bool {
        match self {
            Rules::TwelveJanggi => false,
            Rules::Dobutsu => true,
        }
    }

    /// Whether the broadcast games of *The Genius* were played under these rules (the server
    /// shows and annotates them only on a full table of such rules).
    pub const fn is_the_broadcast_rule_set(self) -> bool {
        match self {
            Rules::TwelveJanggi => true,
            Rules::Dobutsu => false,
        }
    }

    /// Whether a piece may be dropped into the dropping player's enemy camp (the opponent's
    /// home row). 십이장기: no. Dōbutsu: yes, on any empty square (docs/RULES.md).
    pub const fn may_drop_in_enemy_camp(self) -> bool {
        match self {
            Rules::TwelveJanggi => false,
            Rules::Dobutsu => true,
        }
    }

    /// The squares where `mover` may drop a piece (before excluding occupied squares).
    pub(crate) const fn drop_zone(self, mover: Color) -> Bitboard {
        if self.may_drop_in_enemy_camp() {
            ALL_SQUARES
        } else {
            ALL_SQUARES & !mover.enemy_camp()
        }
    }

    /// A known figure of the rule set: the longest distance of its full table (piece set
    /// `GGMMPP`), in plies, as `sibi stats` finds it (README, "What sibi found";
    /// `cli/tests/e2e.rs` checks both against the tables): 십이장기 loss 180, Dōbutsu win 173 /
    /// loss 172.
    pub(crate) const fn longest_full_game(self) -> u16 {
        match self {
            Rules::TwelveJanggi => 180,
            Rules::Dobutsu => 173,
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for Rules {
    /// The name: `"twelve-janggi"` or `"dobutsu"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl std::str::FromStr for Rules {
    type Err = String;

    /// Accepts `twelve-janggi` (also `twelve`, `12janggi`, `janggi`) and `dobutsu`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "twelve-janggi" | "twelve" | "12janggi" | "janggi" | "12" => Ok(Rules::TwelveJanggi),
            "dobutsu" | "doubutsu" => Ok(Rules::Dobutsu),
            _ => Err(format!(
                "unknown rule set {}: expected twelve-janggi or dobutsu",
                crate::limits::quoted(s)
            )),
        }
    }
}

/// The non-king pieces in play: how many 將, 相 and 子 (a 侯 counts as a 子) exist in all,
/// on the board or in hands. Each count is 0..=2. The full game is `GGMMPP`.
///
/// Smaller sets (such as `P` or `GM`) are closed games too: no move creates or destroys pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceSet {
    counts: [u8; 3],
}

impl PieceSet {
    /// The full game: two each of 將, 相 and 子.
    pub const FULL: PieceSet = PieceSet { counts: [2, 2, 2] };

    /// A piece set with `generals`, `ministers` and `pawns` pieces (each 0..=2), or `None` when
    /// a count is above 2.
    pub const fn new(generals: u8, ministers: u8, pawns: u8) -> Option<PieceSet> {
        if generals <= 2 && ministers <= 2 && pawns <= 2 {
            Some(PieceSet {
                counts: [generals, ministers, pawns],
            })
        } else {
            None
        }
    }

    /// Counts indexed like a hand: `[generals, ministers, pawns]`.
    pub(crate) const fn counts(self) -> [u8; 3] {
        self.counts
    }

    /// Total number of non-king pieces (0..=6).
    pub(crate) const fn total(self) -> u8 {
        self.counts[0] + self.counts[1] + self.counts[2]
    }
}

impl Default for PieceSet {
    fn default() -> Self {
        PieceSet::FULL
    }
}

impl fmt::Display for PieceSet {
    /// Writes letters like `GGMMPP`, or `-` for the empty set (kings only).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.total() == 0 {
            return f.write_str("-");
        }
        for (i, role) in Role::HAND.iter().enumerate() {
            for _ in 0..self.counts[i] {
                write!(f, "{}", role.upper_char())?;
            }
        }
        Ok(())
    }
}

/// Why a text is not a piece set ([`PieceSet`]'s `FromStr`). `Display` is English; front ends
/// word the facts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PieceSetError {
    /// A character is not one of the letters `G`, `M`, `P`.
    #[error("piece set {}, character {index}: '{}' is not G, M or P", crate::limits::quoted(.text), crate::limits::echo(&.found.to_string()))]
    NotAPiece {
        /// The text read.
        text: String,
        /// The character's place in it, from 1.
        index: usize,
        /// The character.
        found: char,
    },
    /// A piece is named more than twice (a set holds at most two of each).
    #[error("piece set {}: more than two of {}", crate::limits::quoted(.text), .role.upper_char())]
    TooMany {
        /// The text read.
        text: String,
        /// The piece named too often.
        role: Role,
        /// How many times the text names it (3 or more).
        count: usize,
    },
}

impl std::str::FromStr for PieceSet {
    type Err = PieceSetError;

    /// Parses letters `G`, `M`, `P` in any order and case (`GGMMPP`, `gmp`, `PP`), or `-` /
    /// empty for kings only; also `full`. Each letter may occur at most twice.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("full") {
            return Ok(PieceSet::FULL);
        }
        let mut counts = [0u8; 3];
        if s != "-" {
            for (i, c) in s.chars().enumerate() {
                let idx = Role::from_char(c)
                    .and_then(Role::hand_index)
                    .ok_or_else(|| PieceSetError::NotAPiece {
                        text: s.to_string(),
                        index: i + 1,
                        found: c,
                    })?;
                counts[idx] += 1;
                if counts[idx] > 2 {
                    let role = Role::HAND[idx];
                    return Err(PieceSetError::TooMany {
                        text: s.to_string(),
                        role,
                        count: s
                            .chars()
                            .filter(|&c| Role::from_char(c) == Some(role))
                            .count(),
                    });
                }
            }
        }
        Ok(PieceSet { counts })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_and_geometry() {
        let b2 = Square::from_coords(1, 1).unwrap();
        assert_eq!(b2.to_string(), "B2");
        assert_eq!(b2.index(), 4);
        assert_eq!(Square::new(0).unwrap().to_string(), "A1");
        assert_eq!(Square::new(11).unwrap().to_string(), "D3");
        assert_eq!(Square::new(0).unwrap().mirror().to_string(), "A3");
        assert_eq!(Square::new(0).unwrap().rotate().to_string(), "D3");
        assert_eq!(b2.mirror(), b2);
        assert_eq!(Square::new(12), None);
    }

    #[test]
    fn camps() {
        let names: Vec<String> = squares(Color::D.camp()).map(|s| s.to_string()).collect();
        assert_eq!(names, ["D1", "D2", "D3"]);
        assert_eq!(Color::A.enemy_camp(), Color::D.camp());
        assert_eq!(Rules::TwelveJanggi.drop_zone(Color::A).count_ones(), 9);
        assert_eq!(Rules::Dobutsu.drop_zone(Color::A).count_ones(), 12);
    }

    #[test]
    fn piece_set_parse() {
        assert_eq!("GGMMPP".parse::<PieceSet>().unwrap(), PieceSet::FULL);
        assert_eq!(
            "pg".parse::<PieceSet>().unwrap(),
            PieceSet::new(1, 0, 1).unwrap()
        );
        assert_eq!("-".parse::<PieceSet>().unwrap().total(), 0);
        assert!("PPP".parse::<PieceSet>().is_err());
        assert!("K".parse::<PieceSet>().is_err());
        // The reasons as facts (the CLI words them), their English as before.
        let e = "gGgM".parse::<PieceSet>().unwrap_err();
        assert_eq!(
            e,
            PieceSetError::TooMany {
                text: "gGgM".into(),
                role: Role::General,
                count: 3
            }
        );
        assert_eq!(e.to_string(), "piece set \"gGgM\": more than two of G");
        let e = "GXP".parse::<PieceSet>().unwrap_err();
        assert!(matches!(
            e,
            PieceSetError::NotAPiece {
                index: 2,
                found: 'X',
                ..
            }
        ));
        assert_eq!(
            e.to_string(),
            "piece set \"GXP\", character 2: 'X' is not G, M or P"
        );
        assert_eq!(PieceSet::FULL.to_string(), "GGMMPP");
    }
}
