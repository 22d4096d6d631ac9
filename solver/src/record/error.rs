//! Errors of the record readers, as facts: where (the line, the row, the cell) and what is
//! wrong (one enum per part of a record, one variant per mistake, with the numbers, names,
//! moves and text it is about). Their `Display` is the English sentence; front ends word them
//! in their language from the fields. What they quote of the input is cut to
//! [`MAX_ECHO_CHARS`](crate::limits::MAX_ECHO_CHARS) characters, control characters escaped
//! ([`echo`]), when shown: the fields keep the input as it was.

use crate::limits::echo;
use crate::line::{IllegalPly, StopError, Termination};
use crate::notation::{show_char, NotationError};
use crate::rules::{Color, Position, PositionError, Role, Rules};

/// Errors of the record readers: malformed text, always with the line (1-based) where it is
/// seen. An illegal move is not an error (see [`IllegalReason`](crate::record::IllegalReason)).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// No game table in a published text: no numbered row `| 1 | … | … |`.
    #[error(
        "no game table found: expected a header row such as `| No | <player> | <player> |` \
         followed by numbered rows such as `| 1 | <move> | <move> |`"
    )]
    NoTable,
    /// The header row of a published table (the players' names) is missing or malformed.
    #[error("line {line}: header row: {problem}")]
    Header {
        /// Line of the problem (the first numbered row when the header is missing).
        line: usize,
        /// What is wrong.
        problem: HeaderProblem,
    },
    /// A row of a published table is malformed: too few or too many cells, a wrong row
    /// number, a numbered row after the end of the table, a move after an empty cell or the
    /// end note.
    #[error("line {line}{}: {problem}", row_text(*.row))]
    Row {
        /// Line of the row.
        line: usize,
        /// The row number, when it could be read.
        row: Option<u32>,
        /// What is wrong.
        problem: RowProblem,
    },
    /// A cell of a published table cannot be read as a move or an end note.
    #[error(
        "line {line}, row {row}, {}: cannot read `{}`: {problem}",
        echo(.player),
        echo(.text)
    )]
    Cell {
        /// Line of the row.
        line: usize,
        /// Row number.
        row: u32,
        /// The player whose column it is.
        player: String,
        /// The cell as published.
        text: String,
        /// What is wrong.
        problem: CellProblem,
    },
    /// The record has no move at all.
    #[error("the record has no moves")]
    NoMoves,
    /// Which player had which camp cannot be told from the moves: both assignments (or
    /// neither) let the first moves be played, as far.
    #[error(
        "cannot tell which camp each player had: {}; {}",
        camps_try(.first, Color::A, &.tries[0]),
        camps_try(.first, Color::D, &.tries[1])
    )]
    Camps {
        /// The name of the player who moved first (the one tried in each camp).
        first: String,
        /// The replay with that player as player a, then as player d (boxed: an error stays
        /// small).
        tries: Box<[CampsTry; 2]>,
    },
    /// A canonical record names a format version this reader does not know.
    #[error(
        "line {line}: unsupported format `{}`: this reader reads `sibi-record 1` and \
         `sibi-record 2`",
        echo(.found)
    )]
    Format {
        /// Line of the `format:` key.
        line: usize,
        /// The value found.
        found: String,
    },
    /// A canonical record has an unknown header key.
    #[error("line {line}: unknown header key `{}`", echo(.key))]
    UnknownKey {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
    },
    /// A canonical record repeats a header key that may appear once.
    #[error("line {line}: header key `{}` given twice", echo(.key))]
    DuplicateKey {
        /// Line of the second occurrence.
        line: usize,
        /// The key.
        key: String,
    },
    /// A canonical record lacks a required header key.
    #[error("missing header key `{key}` (required: format, player-a, player-d, first)")]
    MissingKey {
        /// The key.
        key: &'static str,
    },
    /// A header value of a canonical record is malformed.
    #[error("line {line}: bad value `{}` for `{}`: {problem}", echo(.value), echo(.key))]
    BadValue {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
        /// The value found.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
    },
    /// A line of a canonical record is neither a header line, a move line, a comment nor
    /// blank, or its move is malformed, or it comes out of order.
    #[error("line {line}: {problem}")]
    Line {
        /// Line of the problem.
        line: usize,
        /// What is wrong.
        problem: LineProblem,
    },
    /// A line of the commentary footnotes file
    /// ([`read_commentary`](crate::record::commentary::read_commentary)) is malformed.
    #[error("line {line}: {problem}")]
    Commentary {
        /// Line of the problem.
        line: usize,
        /// What is wrong.
        problem: CommentaryProblem,
    },
}

fn row_text(row: Option<u32>) -> String {
    row.map_or(String::new(), |r| format!(", row {r}"))
}

/// How the moves of a published table replay with its first mover in one camp: see
/// [`RecordError::Camps`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CampsTry {
    /// How many plies could be played.
    pub legal: usize,
    /// The first ply that cannot be played, if any.
    pub illegal: Option<IllegalPly>,
}

fn camps_try(first: &str, camp: Color, t: &CampsTry) -> String {
    let how = match &t.illegal {
        Some(i) => format!("ply {} cannot be played ({})", i.ply, i.reason),
        None => "every ply can be played".to_string(),
    };
    format!(
        "with {} as player {camp}, {} plies are legal and {how}",
        echo(first),
        t.legal
    )
}

/// What is wrong with the header row of a published table (`| No | <player> | <player> |`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum HeaderProblem {
    /// A numbered row comes first: there is no header row before it.
    #[error("no header row (`| No | <player> | <player> |`) before the first numbered row")]
    Missing,
    /// The header row has another number of cells than 3.
    #[error("expected 3 cells (`No`, and the two players), found {found}")]
    CellCount {
        /// The cells found that are not empty.
        found: usize,
    },
    /// A player's cell is empty (or only a 先/後 mark).
    #[error("column {column} names no player")]
    NoName {
        /// The column of the header row, 1-based: 2 or 3.
        column: usize,
    },
    /// Both cells name the same player.
    #[error("both players are named `{}`", echo(.name))]
    SameName {
        /// The name (without its mark).
        name: String,
    },
    /// Both players are marked 先, or both 後.
    #[error("both players carry the same 先/後 mark")]
    SameMark,
}

/// Where the cells of a published table ended before a move: see [`RowProblem::MoveAfterEnd`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TableEnd {
    /// A cell with the end note.
    EndNote,
    /// An empty cell.
    EmptyCell,
}

/// What is wrong with a row of a published table.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RowProblem {
    /// The row number has too many digits to be read.
    #[error("row number `{}` is too large", echo(.text))]
    NumberTooLarge {
        /// The number as written.
        text: String,
    },
    /// A numbered row after lines that ended the table: two games in one text.
    #[error("numbered row after the end of the table (line {end_line}): one game per text")]
    AfterEnd {
        /// The first line after the table.
        end_line: usize,
    },
    /// The rows are not numbered 1, 2, 3, ….
    #[error("expected row {expected}, found row {found}")]
    WrongNumber {
        /// The number the row should have.
        expected: u32,
        /// The number it has.
        found: u32,
    },
    /// Fewer than 3 cells (the row number and one cell per player).
    #[error("truncated row: {cells} cell(s), expected 3 (the row number and one cell per player)")]
    Truncated {
        /// The cells found.
        cells: usize,
    },
    /// More than 3 cells that are not empty.
    #[error("{cells} cells, expected 3 (the row number and one cell per player)")]
    TooManyCells {
        /// The cells found.
        cells: usize,
    },
    /// A cell with a move or an end note after an empty cell or the end note: only the last
    /// cells may be empty.
    #[error(
        "{}'s cell `{}` comes {} (row {end_row}): only the last cells may be empty{}",
        echo(.player),
        echo(.text),
        match .after {
            TableEnd::EndNote => "after the end note",
            TableEnd::EmptyCell => "after an empty cell",
        },
        unmarked_hint(.unmarked.as_ref())
    )]
    MoveAfterEnd {
        /// The player whose cell it is.
        player: String,
        /// The cell as published.
        text: String,
        /// What ended the cells before it.
        after: TableEnd,
        /// The row of that cell.
        end_row: u32,
        /// The players in column order when the header marks no 先/後 (the first column was
        /// then read as the first mover: the hint says how to mark the other one); `None`
        /// when it marks them.
        unmarked: Option<[String; 2]>,
    },
}

fn unmarked_hint(columns: Option<&[String; 2]>) -> String {
    match columns {
        None => String::new(),
        Some([first, second]) => format!(
            "; the header marks no 先/後, so {} (the first column) is read as the first mover: \
             if {} moved first, mark the header `{}(先)`",
            echo(first),
            echo(second),
            echo(second)
        ),
    }
}

/// Why a cell of a published table cannot be read as a move or an end note.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CellProblem {
    /// Text after `승리` (win) other than `.` or `!`.
    #[error("unexpected `{}` after 승리 (win)", echo(.text))]
    TextAfterWin {
        /// The text after it.
        text: String,
    },
    /// `승리` (win) with no name before it.
    #[error("승리 (win) without the winner's name before it")]
    WinWithoutWinner,
    /// Marks (`x`, `+`, `(子x)`, `候전환`) and nothing else.
    #[error("marks without a move")]
    MarksWithoutMove,
    /// A non-ASCII character where a piece name is read that names no piece.
    #[error(
        "unknown piece name {}: pieces are 王 將 相 子 侯 (also 候), 왕 장 상 자 후, or K G M P H",
        show_char(*.found)
    )]
    UnknownPiece {
        /// The character found.
        found: char,
    },
    /// A drop (`打`, `(打)`, `*`) of a piece that is never in hand (王, 侯).
    #[error("a {} is never in hand, so it cannot be dropped", .role.hanja())]
    NeverInHand {
        /// The piece named.
        role: Role,
    },
    /// Text after the piece name of a compact move (`C2子 hello`).
    #[error("unexpected `{}` after the piece name", echo(.text))]
    TextAfterPiece {
        /// The text after it.
        text: String,
    },
    /// The move (the cell without its marks, footnotes and end note) is malformed.
    #[error("`{}`: {error}", echo(.text))]
    Notation {
        /// The move as read.
        text: String,
        /// What is wrong with it.
        error: NotationError,
    },
}

/// What is wrong with the value of a header key of a canonical record.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ValueProblem {
    /// `position:` without a value.
    #[error("expected position text, such as M2g/KPpk/G2m - a")]
    ExpectedPosition,
    /// `rules:` names no rule set.
    #[error("expected twelve-janggi or dobutsu")]
    ExpectedRules,
    /// `player-a:` or `player-d:` without a name.
    #[error("a player needs a name")]
    EmptyName,
    /// Both players have the same name.
    #[error("both players have this name")]
    SameName,
    /// `first:` is neither `a` nor `d`.
    #[error("expected a or d")]
    ExpectedSide,
    /// `winner:` is neither `a`, `d` nor `none`.
    #[error("expected a, d or none")]
    ExpectedWinner,
    /// `end:` names no ending.
    #[error(
        "expected king-capture, try, time-out, resignation, no-legal-move, unfinished, \
         repetition or unknown"
    )]
    ExpectedEnd,
    /// `end: repetition`, but the game cannot be stopped by repetition where it ends.
    #[error("{error}")]
    NotARepetition {
        /// Why not.
        error: StopError,
    },
    /// `winner:` names a player in a game that ended drawn (`end: repetition` or
    /// `end: agreement`).
    #[error("a drawn game (`end: {end}`, line {end_line}) has no winner: write `winner: none`")]
    DrawWithWinner {
        /// The drawn ending: [`Termination::Repetition`] or [`Termination::Agreement`].
        end: Termination,
        /// The line of `end:`.
        end_line: usize,
    },
    /// `position:` is not position text.
    #[error("{error}")]
    PositionText {
        /// What is wrong with it.
        error: NotationError,
    },
    /// `position:` has more than two pieces of a kind.
    #[error("more than two pieces of a kind: no piece set has that")]
    NoPieceSet,
    /// `position:` is not a position of the record's rules.
    #[error("not a {rules} position: {error}")]
    Impossible {
        /// The record's rules.
        rules: Rules,
        /// Why not.
        error: PositionError,
    },
    /// `first:` names the player who is not to move in `position:`.
    #[error(
        "the position ({position}) has {} to move, so {} moves first",
        .position.side_to_move(),
        .position.side_to_move()
    )]
    FirstNotToMove {
        /// The position of `position:`.
        position: Position,
    },
}

/// What format 2 of the canonical records adds that a format-1 record may not use.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Version2Feature {
    /// The key `position`.
    Position,
    /// The ending `repetition`.
    Repetition,
    /// The ending `agreement` (a draw agreed).
    Agreement,
}

impl Version2Feature {
    fn text(self) -> &'static str {
        match self {
            Version2Feature::Position => "the key `position`",
            Version2Feature::Repetition => "the ending `repetition`",
            Version2Feature::Agreement => "the ending `agreement`",
        }
    }
}

/// What is wrong with a line of a canonical record.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LineProblem {
    /// A header line after the first move.
    #[error("header line `{}: …` after the moves", echo(.key))]
    HeaderAfterMoves {
        /// Its key.
        key: String,
    },
    /// A move before every required header key was given.
    #[error(
        "a move before the header is complete: header key `{missing}` is missing (every \
         header line comes before the first move)"
    )]
    MoveBeforeHeader {
        /// The first required key missing.
        missing: &'static str,
    },
    /// A canonical step written with a piece name.
    #[error(
        "`{}`: a canonical step names no piece (write the squares only, as B2C2)",
        echo(.text)
    )]
    PieceInStep {
        /// The move as written.
        text: String,
    },
    /// A line that is no move.
    #[error("`{}` is not a move: {error}", echo(.text))]
    NotAMove {
        /// The line's move part as written.
        text: String,
        /// What is wrong with it.
        error: NotationError,
    },
    /// A key or ending of format 2 in a record of an earlier format.
    #[error(
        "{} is format 2: this record says `format: sibi-record {version}` (write `format: \
         sibi-record 2`)",
        .feature.text()
    )]
    Version2Only {
        /// What is of format 2.
        feature: Version2Feature,
        /// The record's format.
        version: u32,
    },
    /// A key or ending of format 2 before the `format:` line.
    #[error("{} before the `format:` line (it needs sibi-record 2)", .feature.text())]
    Version2BeforeFormat {
        /// What is of format 2.
        feature: Version2Feature,
    },
}

/// What is wrong with a line of the commentary footnotes file.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CommentaryProblem {
    /// A line that is not `key: value`.
    #[error("expected `key: value`")]
    ExpectedKeyValue,
    /// `footnote:` without a number.
    #[error("`{}` is not a footnote number", echo(.text))]
    BadNumber {
        /// The value.
        text: String,
    },
    /// A key before the first `footnote:`.
    #[error("`{}` before the first `footnote:`", echo(.key))]
    OutsideFootnote {
        /// The key.
        key: String,
    },
    /// `ply:` without a ply number from 1.
    #[error("`{}` is not a ply", echo(.text))]
    BadPly {
        /// The value.
        text: String,
    },
    /// `bad:` with another value than `yes`.
    #[error("`bad:` takes `yes`")]
    BadFlag,
    /// `instead:` without a move.
    #[error("instead: `{text}`: {error}")]
    BadInstead {
        /// The value.
        text: String,
        /// What is wrong with it.
        error: NotationError,
    },
    /// `no-win-for:` with another value than `a` or `d`.
    #[error("`no-win-for:` takes `a` or `d`")]
    BadNoWinFor,
    /// An unknown key.
    #[error("unknown key `{key}`")]
    UnknownKey {
        /// The key.
        key: String,
    },
    /// A footnote without its game, ply or text.
    #[error("footnote {number} needs `game:`, `ply:` and `text:`")]
    Incomplete {
        /// Its number.
        number: u32,
    },
}
