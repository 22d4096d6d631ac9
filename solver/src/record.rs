//! Game records (기보): the broadcast tables as published, our canonical record format, and the
//! replay of a record as a sequence of (position, move) pairs.
//!
//! * [`read_published`] reads a game table as published (the compact notation `B2子x`, the arrow
//!   notation `相 C2 → B1 (子x) +`, footnote markers, check and capture marks, end notes, the
//!   先/後 column marks) and gives a [`ParsedGame`]: the moves, the warnings about marks that
//!   disagree with the position, the first illegal move if any, and the smallest corrections
//!   of the published record that make the rest of it legal (suggestions, never applied).
//! * [`read_canonical`] / [`write_canonical`] read and write our own line-oriented format
//!   (documented in `data/broadcast/FORMAT.md`): `key: value` header lines, then one ply per
//!   line in canonical notation (`B2C2`, `P*B1`) with the published text beside it.
//! * [`GameRecord::replay`] plays a record from the start position and gives every legal ply
//!   as a [`ReplayStep`] (the position before it and the move), where it stopped and why: what
//!   an annotator consumes.
//!
//! Nothing here panics on any input: malformed text gives a [`RecordError`] with its line
//! number; an illegal move is not an error but part of the result ([`IllegalReason`]).

use std::fmt;

use crate::movegen::{GameOver, Move, Successor};
use crate::notation::{MoveError, MoveText};
use crate::position::Position;
use crate::types::{Color, Role, Rules, Square};

mod canonical;
mod published;

pub use canonical::{read_canonical, write_canonical, FORMAT_VERSION};
pub use published::{
    read_published, Change, Correction, EndNote, IllegalMove, Marks, NoteReason, ParsedGame,
    PublishedPly, Warning, WarningKind, WrittenMove,
};

/// A record read by [`read_any`]: a canonical record, or a published table with everything
/// the reader found in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyRecord {
    /// A canonical record (`*.gibo`).
    Canonical(Box<GameRecord>),
    /// A published table.
    Published(Box<ParsedGame>),
}

impl AnyRecord {
    /// The game record (for a published table, [`ParsedGame::record`]).
    pub fn record(&self) -> &GameRecord {
        match self {
            AnyRecord::Canonical(r) => r,
            AnyRecord::Published(g) => &g.record,
        }
    }
}

/// Reads either format: a canonical record when its first line that is neither blank nor a
/// `#` comment starts with `format:`, otherwise a published table. A leading byte-order mark
/// is skipped.
///
/// # Errors
/// Those of [`read_canonical`] or [`read_published`].
pub fn read_any(text: &str) -> Result<AnyRecord, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let canonical = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| l.starts_with("format:"));
    if canonical {
        read_canonical(text).map(|r| AnyRecord::Canonical(Box::new(r)))
    } else {
        read_published(text).map(|g| AnyRecord::Published(Box::new(g)))
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Termination {
    /// A move captured the loser's 王.
    KingCapture,
    /// The winner's 王 stood in the opponent's camp at the start of its turn (the try held).
    Try,
    /// The loser ran out of time on its turn (a broadcast rule, not a board rule).
    TimeOut,
    /// The loser resigned.
    Resignation,
    /// The loser had no legal move on its turn (RULES.md, end of the game, rule 3).
    NoLegalMove,
    /// The record stops before the game is over.
    Unfinished,
    /// How the game ended is not known.
    Unknown,
}

impl Termination {
    /// Every termination, in the order of the type's declaration.
    pub const ALL: [Termination; 7] = [
        Termination::KingCapture,
        Termination::Try,
        Termination::TimeOut,
        Termination::Resignation,
        Termination::NoLegalMove,
        Termination::Unfinished,
        Termination::Unknown,
    ];

    /// The name used in canonical records: `king-capture`, `try`, `time-out`, `resignation`,
    /// `no-legal-move`, `unfinished`, `unknown`.
    pub const fn name(self) -> &'static str {
        match self {
            Termination::KingCapture => "king-capture",
            Termination::Try => "try",
            Termination::TimeOut => "time-out",
            Termination::Resignation => "resignation",
            Termination::NoLegalMove => "no-legal-move",
            Termination::Unfinished => "unfinished",
            Termination::Unknown => "unknown",
        }
    }

    /// The termination named `name` (see [`Termination::name`]), or `None`.
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a game: who won (if anyone) and how the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The winner, or `None` (unfinished or unknown).
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// No known result.
    pub const UNKNOWN: Outcome = Outcome {
        winner: None,
        termination: Termination::Unknown,
    };
}

/// The header of a game record: where the game comes from, who played which camp, who moved
/// first, the result, and free notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Meta {
    /// The rule set the game was played under.
    pub rules: Rules,
    /// The show (`더 지니어스: 블랙가넷`), if known.
    pub show: Option<String>,
    /// The episode (`7`), if known.
    pub episode: Option<String>,
    /// The round within the episode (`death match`, `1`), if known.
    pub round: Option<String>,
    /// The players' names indexed by [`Color::index`]: `players[0]` played camp file A (player
    /// a), `players[1]` camp file D (player d).
    pub players: [String; 2],
    /// The player who moved first.
    pub first: Color,
    /// The result.
    pub outcome: Outcome,
    /// The end note exactly as published (`17. 오현민: 王 한턴버팀. 오현민 승리`), when the
    /// published table ends with a note that is not part of a move.
    pub end_note: Option<String>,
    /// Where the record comes from.
    pub source: Option<String>,
    /// Free notes, one per line: inconsistencies of the published record, corrections
    /// suggested, warnings.
    pub notes: Vec<String>,
}

impl Meta {
    /// A header with only the players and the first mover (rules: twelve-janggi; result
    /// unknown).
    pub fn new(player_a: impl Into<String>, player_d: impl Into<String>, first: Color) -> Meta {
        Meta {
            rules: Rules::TwelveJanggi,
            show: None,
            episode: None,
            round: None,
            players: [player_a.into(), player_d.into()],
            first,
            outcome: Outcome::UNKNOWN,
            end_note: None,
            source: None,
            notes: Vec::new(),
        }
    }

    /// The name of the player who had camp file A (`Color::A`) or D (`Color::D`).
    pub fn player(&self, color: Color) -> &str {
        &self.players[color.index()]
    }

    /// The camp of the player named `name`, if one of the players is named so.
    pub fn color_of(&self, name: &str) -> Option<Color> {
        Color::BOTH.into_iter().find(|c| self.player(*c) == name)
    }
}

/// The move of one ply as recorded.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlyMove {
    /// A step (from, to) or a drop, as recorded — legal or not: a record keeps what was played
    /// or published, and [`GameRecord::replay`] says whether it can be played.
    Move(Move),
    /// Only the piece and the destination are known: a compact published move (`B2子`) whose
    /// origin could not be determined (the move is illegal, ambiguous, or comes after an
    /// illegal move). Written `P?B2` in canonical records.
    Unresolved {
        /// The piece named.
        role: Role,
        /// The destination square.
        to: Square,
    },
}

impl fmt::Display for PlyMove {
    /// Canonical text: `B2C2`, `P*B1`, or `P?B2` for an unresolved move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlyMove::Move(m) => write!(f, "{m}"),
            PlyMove::Unresolved { role, to } => write!(f, "{}?{to}", role.upper_char()),
        }
    }
}

/// One ply of a record: the move and, when it comes from a published table, the table row and
/// the published text of the move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ply {
    /// The move.
    pub mv: PlyMove,
    /// The row of the published table (its `N˚` / `No` number), if known. A canonical record
    /// keeps the row only together with a published text.
    pub row: Option<u32>,
    /// The move's cell exactly as published (`B2子x`, `相 C2 → B1 (子x) +`), if known.
    pub published: Option<String>,
}

/// A game record: the header and the plies in the order played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// The header.
    pub meta: Meta,
    /// The plies, first mover's first move first.
    pub plies: Vec<Ply>,
}

impl GameRecord {
    /// The start position of the game (the standard start, [`Meta::first`] to move).
    pub fn start(&self) -> Position {
        Position::start(self.meta.first)
    }

    /// The player who makes ply `ply` (1-based): the first mover on odd plies.
    pub fn mover(&self, ply: usize) -> Color {
        if ply % 2 == 1 {
            self.meta.first
        } else {
            self.meta.first.other()
        }
    }

    /// Plays the record from the start: every ply that can be played, with the position before
    /// it, and the first ply that cannot, with the reason. Never panics.
    pub fn replay(&self) -> Replay {
        let written: Vec<Written> = self.plies.iter().map(|p| Written::from(p.mv)).collect();
        replay_written(self.start(), self.meta.rules, &written, None)
    }
}

/// A move as written, before it is checked against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Written {
    /// A step with both squares (arrow or canonical notation), optionally naming the piece.
    Step {
        /// The piece named, if any (`相` in `相 C2 → B1`).
        piece: Option<Role>,
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
    },
    /// The compact notation `B2子`: the piece and the destination; the origin is that of the
    /// unique piece of this kind of the mover that can step there.
    Compact {
        /// The piece named.
        role: Role,
        /// Destination square.
        to: Square,
    },
    /// A drop from the hand.
    Drop {
        /// The piece dropped.
        role: Role,
        /// Destination square.
        to: Square,
    },
}

impl Written {
    /// The destination square.
    pub fn to(self) -> Square {
        match self {
            Written::Step { to, .. } | Written::Compact { to, .. } | Written::Drop { to, .. } => to,
        }
    }

    /// The move this text denotes in `pos` under `rules`, or why it cannot be played there.
    ///
    /// A step is decided by its squares (a named piece that differs from the one on the origin
    /// is not checked here: see [`WarningKind::PieceName`]); a compact move by the unique piece
    /// of that kind that can step to the destination; a drop by the piece and the square.
    ///
    /// # Errors
    /// The [`IllegalReason`]: the game is already over, the move breaks a rule, no piece of
    /// that kind can reach the square, or two can (ambiguous).
    pub fn resolve(self, pos: &Position, rules: Rules) -> Result<Move, IllegalReason> {
        match self {
            Written::Step { from, to, .. } => MoveText::Step {
                piece: None,
                from,
                to,
            }
            .resolve(pos, rules)
            .map_err(IllegalReason::Move),
            Written::Drop { role, to } => MoveText::Drop { role, to }
                .resolve(pos, rules)
                .map_err(IllegalReason::Move),
            Written::Compact { role, to } => {
                let side = pos.side_to_move();
                if let Some(reason) = pos.game_over(rules) {
                    return Err(IllegalReason::Move(MoveError::GameOver { reason, side }));
                }
                let candidates: Vec<Move> = pos
                    .legal_moves(rules)
                    .into_iter()
                    .filter(|m| match *m {
                        Move::Step { from, to: t } => {
                            t == to
                                && pos
                                    .piece_at(from)
                                    .is_some_and(|p| names_piece(role, p.role, promotes(pos, *m)))
                        }
                        Move::Drop { .. } => false,
                    })
                    .collect();
                match candidates.len() {
                    1 => Ok(candidates[0]),
                    0 => Err(IllegalReason::NoPieceCanReach { side, role, to }),
                    _ => Err(IllegalReason::Ambiguous {
                        side,
                        role,
                        to,
                        candidates,
                    }),
                }
            }
        }
    }
}

impl From<PlyMove> for Written {
    fn from(mv: PlyMove) -> Written {
        match mv {
            PlyMove::Move(Move::Step { from, to }) => Written::Step {
                piece: None,
                from,
                to,
            },
            PlyMove::Move(Move::Drop { role, to }) => Written::Drop { role, to },
            PlyMove::Unresolved { role, to } => Written::Compact { role, to },
        }
    }
}

impl fmt::Display for Written {
    /// `B2C2` (with the piece letter first when named: `MC2B1`), `P?B2` for a compact move,
    /// `P*B1` for a drop.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Written::Step { piece, from, to } => MoveText::Step { piece, from, to }.fmt(f),
            Written::Compact { role, to } => write!(f, "{}?{to}", role.upper_char()),
            Written::Drop { role, to } => write!(f, "{}*{to}", role.upper_char()),
        }
    }
}

/// Why a recorded move cannot be played in the position reached.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalReason {
    /// The move breaks a rule (or the game was already over by a try or for lack of moves).
    #[error("{0}")]
    Move(MoveError),
    /// The previous ply captured a 王: the game was over.
    #[error("the game was already over: player {winner} had captured the 王")]
    AfterKingCapture {
        /// Who captured the king.
        winner: Color,
    },
    /// A compact move: no piece of that kind of the mover can step to the square.
    #[error("no {} of player {side} can step to {to}", .role.hanja())]
    NoPieceCanReach {
        /// The mover.
        side: Color,
        /// The piece named.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// A compact move: two pieces of that kind of the mover can step to the square; the
    /// record does not say which (never guessed).
    #[error("ambiguous: {} pieces {} of player {side} can step to {to} ({})", .candidates.len(), .role.hanja(), list_moves(.candidates))]
    Ambiguous {
        /// The mover.
        side: Color,
        /// The piece named.
        role: Role,
        /// The destination.
        to: Square,
        /// The legal moves the text could mean.
        candidates: Vec<Move>,
    },
}

fn list_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One legal ply of a replay: the position before it and the move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReplayStep {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The position before the move (its side to move is the mover).
    pub position: Position,
    /// The move played.
    pub mv: Move,
}

/// The state after the last ply that could be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayEnd {
    /// The position reached (the game may be over in it: see [`Replay::board_outcome`]).
    Position(Position),
    /// The last ply captured a 王: `winner` won.
    KingCaptured {
        /// Who captured the king.
        winner: Color,
    },
}

/// The first ply of a record that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalPly {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The player who was to make it.
    pub side: Color,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

/// A record played from its start: see [`GameRecord::replay`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The rule set played.
    pub rules: Rules,
    /// Every ply that could be played, in order (the legal prefix of the record).
    pub steps: Vec<ReplayStep>,
    /// The state after the last of them.
    pub end: ReplayEnd,
    /// The first ply that cannot be played, if any; the plies after it are not played.
    pub illegal: Option<IllegalPly>,
}

impl Replay {
    /// `(position before, move)` for every legal ply, in order.
    pub fn pairs(&self) -> impl Iterator<Item = (&Position, Move)> + '_ {
        self.steps.iter().map(|s| (&s.position, s.mv))
    }

    /// The position after the last legal ply, unless that ply captured the king.
    pub fn final_position(&self) -> Option<&Position> {
        match &self.end {
            ReplayEnd::Position(p) => Some(p),
            ReplayEnd::KingCaptured { .. } => None,
        }
    }

    /// Whether the game is over on the board after the last legal ply, and how: a king
    /// capture, a try held by the player to move, or no legal move for the player to move.
    /// `None` when the game goes on (or the record stopped at an illegal ply before its end).
    pub fn board_outcome(&self) -> Option<Outcome> {
        match self.end {
            ReplayEnd::KingCaptured { winner } => Some(Outcome {
                winner: Some(winner),
                termination: Termination::KingCapture,
            }),
            ReplayEnd::Position(p) => match p.game_over(self.rules) {
                Some(GameOver::Try) => Some(Outcome {
                    winner: Some(p.side_to_move()),
                    termination: Termination::Try,
                }),
                Some(GameOver::NoLegalMove) => Some(Outcome {
                    winner: Some(p.side_to_move().other()),
                    termination: Termination::NoLegalMove,
                }),
                None => None,
            },
        }
    }
}

/// Plays `written` from `start`; `over` replaces the move of one ply (0-based index) by a
/// given move, which must be legal in the position reached (used by the correction search).
pub(crate) fn replay_written(
    start: Position,
    rules: Rules,
    written: &[Written],
    over: Option<(usize, Move)>,
) -> Replay {
    let mut steps = Vec::with_capacity(written.len());
    let mut end = ReplayEnd::Position(start);
    let mut illegal = None;
    for (i, w) in written.iter().enumerate() {
        let pos = match end {
            ReplayEnd::Position(p) => p,
            ReplayEnd::KingCaptured { winner } => {
                illegal = Some(IllegalPly {
                    ply: i + 1,
                    side: winner.other(),
                    reason: IllegalReason::AfterKingCapture { winner },
                });
                break;
            }
        };
        let side = pos.side_to_move();
        let resolved = match over {
            Some((k, m)) if k == i => {
                if pos.game_over(rules).is_none() && pos.is_legal(rules, m) {
                    Ok(m)
                } else {
                    // The caller passes legal moves only; stay total anyway.
                    w.resolve(&pos, rules)
                }
            }
            _ => w.resolve(&pos, rules),
        };
        match resolved {
            Ok(m) => {
                steps.push(ReplayStep {
                    ply: i + 1,
                    position: pos,
                    mv: m,
                });
                end = match pos.play(m) {
                    Successor::KingCapture => ReplayEnd::KingCaptured { winner: side },
                    Successor::Position(next) => ReplayEnd::Position(next),
                };
            }
            Err(reason) => {
                illegal = Some(IllegalPly {
                    ply: i + 1,
                    side,
                    reason,
                });
                break;
            }
        }
    }
    Replay {
        rules,
        steps,
        end,
        illegal,
    }
}

/// Whether naming `named` fits a piece of role `found` making a move that promotes or not: the
/// same role, or 侯 for a 子 that promotes by this move.
pub(crate) fn names_piece(named: Role, found: Role, promotes: bool) -> bool {
    named == found || (named == Role::Marquis && found == Role::Pawn && promotes)
}

/// Whether legal move `m` in `pos` is a 子 stepping into its enemy camp (and becoming 侯)
/// without capturing the 王 (which ends the game first).
pub(crate) fn promotes(pos: &Position, m: Move) -> bool {
    let us = pos.side_to_move();
    match m {
        Move::Step { from, to } => {
            pos.piece_at(from)
                .is_some_and(|p| p.color == us && p.role == Role::Pawn)
                && us.enemy_camp() & to.bb() != 0
                && !pos.captures_king(m)
        }
        Move::Drop { .. } => false,
    }
}

/// The enemy piece legal move `m` captures in `pos`, as it stood (侯 included).
pub(crate) fn captured(pos: &Position, m: Move) -> Option<Role> {
    match m {
        Move::Step { to, .. } => pos
            .piece_at(to)
            .filter(|p| p.color != pos.side_to_move())
            .map(|p| p.role),
        Move::Drop { .. } => None,
    }
}

/// Whether, after legal move `m` in `pos`, a piece of the mover attacks the enemy 王 (장군,
/// "check": it could take the king next turn), as [`crate::notation::move_hanja`] marks it
/// with `+`. A king capture is not a check (the game is over).
pub(crate) fn gives_check(pos: &Position, m: Move) -> bool {
    let us = pos.side_to_move();
    match pos.play(m) {
        Successor::KingCapture => false,
        Successor::Position(next) => next.attacks_king(us),
    }
}

pub(crate) use crate::notation::piece_name;

/// Errors of the record readers: malformed text, always with the line (1-based) where it is
/// seen. An illegal move is not an error (see [`IllegalReason`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// No game table in a published text: no numbered row `| 1 | … | … |`.
    #[error(
        "no game table found: expected a header row such as `| No | <player> | <player> |` \
         followed by numbered rows such as `| 1 | <move> | <move> |`"
    )]
    NoTable,
    /// The header row of a published table (the players' names) is missing or malformed.
    #[error("line {line}: header row: {message}")]
    Header {
        /// Line of the problem (the first numbered row when the header is missing).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A row of a published table is malformed: too few or too many cells, a wrong row
    /// number, a numbered row after the end of the table, an empty cell before the end.
    #[error("line {line}{}: {message}", row_text(*.row))]
    Row {
        /// Line of the row.
        line: usize,
        /// The row number, when it could be read.
        row: Option<u32>,
        /// What is wrong.
        message: String,
    },
    /// A cell of a published table cannot be read as a move or an end note.
    #[error("line {line}, row {row}, {player}: cannot read `{text}`: {message}")]
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
        message: String,
    },
    /// The record has no move at all.
    #[error("the record has no moves")]
    NoMoves,
    /// Which player had which camp cannot be told from the moves: both assignments (or
    /// neither) let the first moves be played.
    #[error("cannot tell which camp each player had: {detail}")]
    Camps {
        /// The replay of each assignment, in words.
        detail: String,
    },
    /// A canonical record names a format version this reader does not know.
    #[error(
        "line {line}: unsupported format `{found}`: this reader reads `sibi-record {}`",
        FORMAT_VERSION
    )]
    Format {
        /// Line of the `format:` key.
        line: usize,
        /// The value found.
        found: String,
    },
    /// A canonical record has an unknown header key.
    #[error("line {line}: unknown header key `{key}`")]
    UnknownKey {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
    },
    /// A canonical record repeats a header key that may appear once.
    #[error("line {line}: header key `{key}` given twice")]
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
    #[error("line {line}: bad value `{value}` for `{key}`: {message}")]
    BadValue {
        /// Line of the key.
        line: usize,
        /// The key.
        key: String,
        /// The value found.
        value: String,
        /// What was expected.
        message: String,
    },
    /// A line of a canonical record is neither a header line, a move line, a comment nor
    /// blank, or its move is malformed.
    #[error("line {line}: {message}")]
    Line {
        /// Line of the problem.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

fn row_text(row: Option<u32>) -> String {
    row.map_or(String::new(), |r| format!(", row {r}"))
}

/// A square written `B2` (file letter in either case), nothing else.
pub(crate) fn parse_square(s: &str) -> Option<Square> {
    let mut chars = s.chars();
    let (f, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let file = match f.to_ascii_uppercase() {
        c @ 'A'..='D' => c as i8 - 'A' as i8,
        _ => return None,
    };
    let rank = match r {
        c @ '1'..='3' => c as i8 - '1' as i8,
        _ => return None,
    };
    Square::from_coords(file, rank)
}
