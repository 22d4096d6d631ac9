//! Reading the game tables as published (`sources/12janggi-wiki.txt`, section 3).
//!
//! A table is a header row naming the two players (`| No | 장동민(先) | 오현민(後) |`), then
//! numbered rows, each with one move of each player (`| 1 | B2子x | B2相x |`). Other lines —
//! prose, the board diagram rows, the legend row — are skipped.

use std::fmt;

use crate::movegen::Move;
use crate::notation::{move_hanja, parse_move, MoveText};
use crate::position::Position;
use crate::types::{Color, Role, Rules};

use super::{
    captured, gives_check, names_piece, parse_square, piece_name, promotes, replay_written,
    GameRecord, IllegalReason, Meta, Outcome, Ply, PlyMove, RecordError, Replay, ReplayEnd,
    Termination, Written,
};

/// The marks a transcriber wrote beside a move. They are not used to decide the move (its
/// squares and piece do); a mark that disagrees with the position is a [`Warning`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Marks {
    /// A capture mark: `x` (`B2子x`) or `(子x)`.
    pub capture: bool,
    /// The piece named by the capture mark (`子` in `(子x)`), if any.
    pub captured: Option<Role>,
    /// A check mark `+` (장군).
    pub check: bool,
    /// A promotion mark `候전환` (also `侯전환`, `후전환`): the 子 becomes 侯.
    pub promotion: bool,
}

/// A move as published: what was written, the marks and the footnote numbers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrittenMove {
    /// The move itself.
    pub written: Written,
    /// The marks beside it.
    pub marks: Marks,
    /// Footnote markers (`4` for `[4]`), in order.
    pub footnotes: Vec<u32>,
}

/// One ply of a published table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PublishedPly {
    /// Ply number, 1-based.
    pub ply: usize,
    /// Row number of the table.
    pub row: u32,
    /// Line of the row in the text, 1-based.
    pub line: usize,
    /// The player's name as in the header (without the 先/後 mark).
    pub player: String,
    /// The player's camp.
    pub color: Color,
    /// The cell exactly as published (trimmed).
    pub text: String,
    /// The cell read as a move.
    pub written: WrittenMove,
    /// The move it denotes, when the ply could be played.
    pub mv: Option<Move>,
}

/// Why a player won, as an end note says it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NoteReason {
    /// `한턴버팀` (the king held one turn): a try.
    Try,
    /// `제한시간초과` (time limit exceeded): the loser ran out of time.
    TimeOut,
    /// `기권`: the loser resigned.
    Resignation,
}

/// The end note of a published table: `王 한턴버팀. 오현민 승리`, `제한시간초과 장동민 승리`, or a
/// winner named after a move (`王 B3 → C2 (王x) 장동민 승리`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EndNote {
    /// Line of the row.
    pub line: usize,
    /// Row number.
    pub row: u32,
    /// The player in whose cell the note stands.
    pub player: String,
    /// The note as published (the move before it left out).
    pub text: String,
    /// Whether the note follows a move in the same cell.
    pub after_move: bool,
    /// The winner: named (`… 승리`), or implied by the reason (the king's owner for a try, the
    /// other player for a time-out or resignation).
    pub winner: Color,
    /// The reason given, if any.
    pub reason: Option<NoteReason>,
}

/// What a warning is about.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum WarningKind {
    /// The move captures but carries no capture mark.
    CaptureMissing {
        /// The piece captured.
        captured: Role,
    },
    /// A capture mark on a move that captures nothing.
    CaptureWithoutCapture,
    /// The capture mark names another piece than the one captured.
    CaptureWrongPiece {
        /// The piece named.
        marked: Role,
        /// The piece captured.
        captured: Role,
    },
    /// The move gives check (after it a piece of the mover attacks the enemy 王, which none
    /// did before it) but carries no `+`.
    CheckMissing,
    /// A `+` on a move after which the enemy 王 is not attacked.
    CheckWithoutCheck,
    /// A 子 promotes without the `候전환` mark.
    PromotionMissing,
    /// A `候전환` mark on a move that promotes nothing.
    PromotionWithoutPromotion,
    /// The piece named is not the one on the origin square (the squares decide the move).
    PieceName {
        /// The piece named.
        named: Role,
        /// The piece on the origin square.
        found: Role,
    },
    /// The mover could capture the enemy 王 but plays another move (legal, but a sign of a
    /// wrong record when it happens in a broadcast game).
    KingCaptureMissed,
    /// The end note says the king held one turn, but the winner does not hold a try when the
    /// record ends.
    NoteTryNotHeld,
    /// The end note names a winner the board does not agree with.
    NoteWinner {
        /// What the board says, if the game is over on it.
        board: Option<Outcome>,
    },
    /// A time-out or resignation after the game was already over on the board.
    NoteAfterGameOver {
        /// How the game had ended on the board.
        board: Outcome,
    },
    /// A time-out or resignation of a player who was not the one to move.
    NoteLoserNotToMove,
    /// The record ends without a result: no end note, and the game is not over on the board.
    NoResult,
}

impl WarningKind {
    /// Whether this warning is about a mark beside a move (capture, check, promotion, piece
    /// name), the measure by which corrections are ranked.
    pub fn is_mark(&self) -> bool {
        !matches!(
            self,
            WarningKind::KingCaptureMissed
                | WarningKind::NoteTryNotHeld
                | WarningKind::NoteWinner { .. }
                | WarningKind::NoteAfterGameOver { .. }
                | WarningKind::NoteLoserNotToMove
                | WarningKind::NoResult
        )
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::CaptureMissing { captured } => write!(
                f,
                "the move captures a {} but has no capture mark",
                captured.hanja()
            ),
            WarningKind::CaptureWithoutCapture => {
                f.write_str("capture mark, but the move captures nothing")
            }
            WarningKind::CaptureWrongPiece { marked, captured } => write!(
                f,
                "the capture mark names {} but the move captures a {}",
                marked.hanja(),
                captured.hanja()
            ),
            WarningKind::CheckMissing => f.write_str("the move gives check but has no `+`"),
            WarningKind::CheckWithoutCheck => f.write_str("`+`, but the move gives no check"),
            WarningKind::PromotionMissing => {
                f.write_str("the 子 promotes to 侯 but there is no 候전환 mark")
            }
            WarningKind::PromotionWithoutPromotion => {
                f.write_str("候전환 mark, but no 子 promotes")
            }
            WarningKind::PieceName { named, found } => write!(
                f,
                "the piece named is {} but the piece on the origin square is {}",
                named.hanja(),
                found.hanja()
            ),
            WarningKind::KingCaptureMissed => {
                f.write_str("the mover could capture the enemy 王 but plays another move")
            }
            WarningKind::NoteTryNotHeld => f.write_str(
                "the end note says the king held one turn, but the winner holds no try when the \
                 record ends",
            ),
            WarningKind::NoteWinner { board: Some(b) } => write!(
                f,
                "the end note's winner disagrees with the board ({})",
                outcome_text(b)
            ),
            WarningKind::NoteWinner { board: None } => f.write_str(
                "the end note names a winner after a move, but the game is not over on the board",
            ),
            WarningKind::NoteAfterGameOver { board } => write!(
                f,
                "time-out or resignation, but the game was already over on the board ({})",
                outcome_text(board)
            ),
            WarningKind::NoteLoserNotToMove => {
                f.write_str("time-out or resignation of a player who was not to move")
            }
            WarningKind::NoResult => f.write_str(
                "the record ends without a result: no end note, and the game is not over",
            ),
        }
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o.winner {
        Some(w) => format!("player {w} wins by {}", o.termination),
        None => o.termination.to_string(),
    }
}

/// A disagreement between the published record and the position: never a reason to reject.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Warning {
    /// Line of the row, 1-based.
    pub line: usize,
    /// Row number.
    pub row: u32,
    /// The ply, when the warning is about a move.
    pub ply: Option<usize>,
    /// The player whose cell it is.
    pub player: String,
    /// The cell as published.
    pub text: String,
    /// What disagrees.
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, row {}", self.line, self.row)?;
        if let Some(p) = self.ply {
            write!(f, ", ply {p}")?;
        }
        write!(f, " ({}): `{}`: {}", self.player, self.text, self.kind)
    }
}

/// The first move of a published record that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// Ply number, 1-based.
    pub ply: usize,
    /// Row number.
    pub row: u32,
    /// Line of the row, 1-based.
    pub line: usize,
    /// The player who was to make it.
    pub player: String,
    /// That player's camp.
    pub color: Color,
    /// The cell as published.
    pub published: String,
    /// How it was read.
    pub written: Written,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ply {} (row {}, line {}, {} as player {}): `{}` cannot be played: {}",
            self.ply, self.row, self.line, self.player, self.color, self.published, self.reason
        )
    }
}

/// Which part of a published move a [`Correction`] changes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Change {
    /// Another origin square (same destination, same piece).
    Origin {
        /// As published.
        published: crate::types::Square,
        /// As corrected.
        corrected: crate::types::Square,
    },
    /// Another destination square (same origin or same piece).
    Destination {
        /// As published.
        published: crate::types::Square,
        /// As corrected.
        corrected: crate::types::Square,
    },
    /// Another piece (same destination).
    Piece {
        /// As published.
        published: Role,
        /// As corrected.
        corrected: Role,
    },
    /// The published compact move is ambiguous; this origin is one of the candidates.
    ChosenOrigin {
        /// The origin chosen.
        from: crate::types::Square,
    },
    /// A step of the same piece to the same square, not a drop.
    StepNotDrop {
        /// The origin of the step.
        from: crate::types::Square,
    },
    /// A drop of the same piece on the same square, not a step.
    DropNotStep,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Origin {
                published,
                corrected,
            } => write!(f, "origin {published} read as {corrected}"),
            Change::Destination {
                published,
                corrected,
            } => write!(f, "destination {published} read as {corrected}"),
            Change::Piece {
                published,
                corrected,
            } => write!(
                f,
                "piece {} read as {}",
                published.hanja(),
                corrected.hanja()
            ),
            Change::ChosenOrigin { from } => write!(f, "origin {from} chosen (ambiguous move)"),
            Change::StepNotDrop { from } => write!(f, "a step from {from}, not a drop"),
            Change::DropNotStep => f.write_str("a drop, not a step"),
        }
    }
}

/// A suggested correction of a published record: one move (at or before the first illegal
/// one) with one wrong square or piece, such that the rest of the record can then be played.
/// Never applied: the record keeps what was published.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Correction {
    /// Ply of the corrected move, 1-based.
    pub ply: usize,
    /// Its row.
    pub row: u32,
    /// Line of the row, 1-based.
    pub line: usize,
    /// The player who made it.
    pub player: String,
    /// That player's camp.
    pub color: Color,
    /// The cell as published.
    pub published: String,
    /// The move as published was read, when it could be played.
    pub was: Option<Move>,
    /// The corrected move.
    pub corrected: Move,
    /// The corrected move in the broadcast form (`相 B2 → A3`).
    pub corrected_text: String,
    /// What the correction changes.
    pub change: Change,
    /// How many marks (capture, check, promotion, piece names) of the whole record disagree
    /// with the position once corrected: the ranking measure, fewest first.
    pub mark_disagreements: usize,
    /// Whether the corrected record ends as the end note (or, without a note, the board) says.
    pub end_agrees: bool,
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ply {} (row {}, line {}, {}): `{}` read as `{}` ({}, {}): the rest is then legal; \
             {} mark(s) of the record disagree; the end {}",
            self.ply,
            self.row,
            self.line,
            self.player,
            self.published,
            self.corrected_text,
            self.corrected,
            self.change,
            self.mark_disagreements,
            if self.end_agrees {
                "agrees"
            } else {
                "disagrees"
            }
        )
    }
}

/// A published table read and checked: see [`read_published`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsedGame {
    /// The record: players by camp, first mover, result, notes (the illegal move, corrections
    /// and warnings, in words), and every ply as published (legal or not). Show, episode,
    /// round and source are left for the caller to fill in.
    pub record: GameRecord,
    /// The players' names in column order, without 先/後 marks.
    pub columns: [String; 2],
    /// The column (0 or 1) of the player who moved first.
    pub first_column: usize,
    /// Every ply as published, in the order played.
    pub plies: Vec<PublishedPly>,
    /// The replay of the published moves (the legal prefix).
    pub replay: Replay,
    /// Marks and end notes that disagree with the position.
    pub warnings: Vec<Warning>,
    /// The first move that cannot be played, if any.
    pub illegal: Option<IllegalMove>,
    /// Corrections suggested for the illegal move, best first (fewest mark disagreements, then
    /// the end agreeing, then nearest to the illegal move). Empty when the record is legal.
    pub corrections: Vec<Correction>,
    /// The end note, if any.
    pub end_note: Option<EndNote>,
}

impl ParsedGame {
    /// A summary in words, several lines: players and camps, who moved first, plies, result,
    /// the illegal move and the corrections, the warnings.
    pub fn report(&self) -> String {
        let m = &self.record.meta;
        let mut s = format!(
            "{} (camp A, player a) vs {} (camp D, player d); {} moved first; {} plies\n",
            m.player(Color::A),
            m.player(Color::D),
            m.player(m.first),
            self.plies.len()
        );
        s.push_str(&match m.outcome.winner {
            Some(w) => format!(
                "result: {} (player {w}) wins by {}\n",
                m.player(w),
                m.outcome.termination
            ),
            None => format!("result: {}\n", m.outcome.termination),
        });
        match &self.illegal {
            None => s.push_str("every move can be played\n"),
            Some(i) => {
                s.push_str(&format!("illegal: {i}\n"));
                if self.corrections.is_empty() {
                    s.push_str("no correction of one square or piece makes the rest legal\n");
                }
                for (k, c) in self.corrections.iter().enumerate() {
                    s.push_str(&format!("correction {}: {c}\n", k + 1));
                }
            }
        }
        for w in &self.warnings {
            s.push_str(&format!("warning: {w}\n"));
        }
        s
    }
}

/// A cell of the table, in play order.
struct Cell {
    line: usize,
    row: u32,
    column: usize,
    text: String,
}

/// A cell read: a move, an end note, both or neither.
struct CellParse {
    mv: Option<WrittenMove>,
    note: Option<NoteParse>,
}

struct NoteParse {
    text: String,
    winner: Option<String>,
    reason: Option<NoteReason>,
}

/// Reads a game table as published (RULES.md, "Notation", and the tables of
/// `sources/12janggi-wiki.txt`, section 3), under twelve-janggi rules.
///
/// * Lines without `|` (prose, headings) are skipped, and so is any text before the first `|`
///   of a line. The header row is the table row just before the first numbered row: its 2nd
///   and 3rd cells name the players, a `(先)` / `(後)` mark saying who moved first; without
///   marks the first column moved first. Rows must be numbered 1, 2, 3, … and hold the row
///   number and two cells; rows after the table (the legend) are skipped.
/// * A cell is a move in the compact notation (`B2子x`, `C2子打`, `B2將+`: destination and
///   piece, the origin being the unique piece of that kind of the mover that can step there)
///   or the arrow notation (`相 C2 → B1 (子x) +`, `子(打) B1`, `子 B1 → A1 候전환`, `將(打) C1`;
///   canonical `B2C2` / `P*B1` is read too), with footnote markers (`[4]`), marks (`x`,
///   `(子x)`, `+`, `候전환` with 候 U+5019 or 侯), and possibly an end note (`王 한턴버팀. 오현민
///   승리`, `제한시간초과 장동민 승리`, a winner named after a move). Only the last cells may be
///   empty or hold an end note without a move.
/// * The camps are inferred from the moves: the first mover is tried as player a and as
///   player d, and the assignment whose replay goes further is taken.
/// * Marks that disagree with the position are [`Warning`]s; the first move that cannot be
///   played is reported ([`ParsedGame::illegal`]) with the corrections that make the rest
///   legal ([`ParsedGame::corrections`]).
///
/// # Errors
/// A [`RecordError`] with the line: no table, a missing or malformed header, a malformed row
/// (too few or too many cells, a wrong number), a cell that is not a move (unknown piece name,
/// bad square, stray text), a winner who is not a player, no moves, or camps that cannot be
/// told apart.
pub fn read_published(text: &str) -> Result<ParsedGame, RecordError> {
    let rules = Rules::TwelveJanggi;
    let (columns, first_column, cells) = read_table(text)?;

    // Read every cell; the last cells may be empty or hold only an end note.
    let mut parsed: Vec<(Cell, CellParse)> = Vec::with_capacity(cells.len());
    for cell in cells {
        let p = parse_cell(&cell.text).map_err(|message| RecordError::Cell {
            line: cell.line,
            row: cell.row,
            player: columns[cell.column].clone(),
            text: cell.text.clone(),
            message,
        })?;
        parsed.push((cell, p));
    }
    let mut ended: Option<usize> = None;
    for (i, (cell, p)) in parsed.iter().enumerate() {
        if let Some(e) = ended {
            if p.mv.is_some() || p.note.is_some() {
                let why = if parsed[e].1.note.is_some() {
                    "after the end note"
                } else {
                    "after an empty cell"
                };
                return Err(RecordError::Row {
                    line: cell.line,
                    row: Some(cell.row),
                    message: format!(
                        "{}'s cell `{}` comes {why} (row {}): only the last cells may be empty",
                        columns[cell.column], cell.text, parsed[e].0.row
                    ),
                });
            }
        } else if p.mv.is_none() || p.note.is_some() {
            ended = Some(i);
        }
    }
    let note_cell = parsed.iter().find(|(_, p)| p.note.is_some());
    let moves: Vec<(&Cell, &WrittenMove)> = parsed
        .iter()
        .filter_map(|(c, p)| p.mv.as_ref().map(|m| (c, m)))
        .collect();
    if moves.is_empty() {
        return Err(RecordError::NoMoves);
    }
    let written: Vec<Written> = moves.iter().map(|(_, m)| m.written).collect();

    // Camps: the first mover as a, then as d; the longer legal replay wins.
    let tries = Color::BOTH.map(|c| replay_written(Position::start(c), rules, &written, None));
    let (na, nd) = (tries[0].steps.len(), tries[1].steps.len());
    if na == nd {
        let detail = Color::BOTH
            .iter()
            .zip(&tries)
            .map(|(c, r)| {
                let how = match &r.illegal {
                    Some(i) => format!(
                        "ply {} cannot be played ({})",
                        i.ply,
                        i.reason.to_string().replace('\n', " ")
                    ),
                    None => "every ply can be played".to_string(),
                };
                format!(
                    "with {} as player {c}, {} plies are legal and {how}",
                    columns[first_column],
                    r.steps.len()
                )
            })
            .collect::<Vec<_>>()
            .join("; ");
        return Err(RecordError::Camps { detail });
    }
    let first = if na > nd { Color::A } else { Color::D };
    let [replay_a, replay_d] = tries;
    let replay = if first == Color::A {
        replay_a
    } else {
        replay_d
    };
    let mut column_color = [first, first];
    column_color[1 - first_column] = first.other();
    let color_column = |c: Color| if column_color[0] == c { 0 } else { 1 };

    // The plies.
    let plies: Vec<PublishedPly> = moves
        .iter()
        .enumerate()
        .map(|(i, (cell, wm))| PublishedPly {
            ply: i + 1,
            row: cell.row,
            line: cell.line,
            player: columns[cell.column].clone(),
            color: column_color[cell.column],
            text: cell.text.clone(),
            written: (*wm).clone(),
            mv: replay.steps.get(i).map(|s| s.mv),
        })
        .collect();

    // The end note.
    let end_note = match note_cell {
        None => None,
        Some((cell, p)) => {
            let n = p.note.as_ref().expect("a note cell");
            let own = column_color[cell.column];
            let winner = match &n.winner {
                Some(name) => match columns.iter().position(|c| c == name) {
                    Some(col) => column_color[col],
                    None => {
                        return Err(RecordError::Cell {
                            line: cell.line,
                            row: cell.row,
                            player: columns[cell.column].clone(),
                            text: cell.text.clone(),
                            message: format!(
                                "the winner `{name}` is neither player ({} or {})",
                                columns[0], columns[1]
                            ),
                        })
                    }
                },
                None => match n.reason {
                    Some(NoteReason::Try) => own,
                    _ => own.other(),
                },
            };
            Some(EndNote {
                line: cell.line,
                row: cell.row,
                player: columns[cell.column].clone(),
                text: n.text.clone(),
                after_move: p.mv.is_some(),
                winner,
                reason: n.reason,
            })
        }
    };

    // Warnings about marks, for every ply played.
    let mut warnings = Vec::new();
    for (step, pp) in replay.steps.iter().zip(&plies) {
        for kind in mark_warnings(&step.position, step.mv, &pp.written) {
            warnings.push(Warning {
                line: pp.line,
                row: pp.row,
                ply: Some(pp.ply),
                player: pp.player.clone(),
                text: pp.text.clone(),
                kind,
            });
        }
    }

    // The illegal move and the corrections.
    let illegal = replay.illegal.as_ref().map(|ip| {
        let pp = &plies[ip.ply - 1];
        IllegalMove {
            ply: ip.ply,
            row: pp.row,
            line: pp.line,
            player: pp.player.clone(),
            color: pp.color,
            published: pp.text.clone(),
            written: pp.written.written,
            reason: ip.reason.clone(),
        }
    });
    let corrections = match &illegal {
        Some(il) => search_corrections(
            Position::start(first),
            rules,
            &plies,
            &replay,
            il.ply,
            end_note.as_ref(),
        ),
        None => Vec::new(),
    };

    // The result, and warnings about the end.
    let board = if illegal.is_none() {
        replay.board_outcome()
    } else {
        None
    };
    let outcome = match (&end_note, board) {
        (Some(n), _) => Outcome {
            winner: Some(n.winner),
            termination: match n.reason {
                Some(NoteReason::Try) => Termination::Try,
                Some(NoteReason::TimeOut) => Termination::TimeOut,
                Some(NoteReason::Resignation) => Termination::Resignation,
                None => board
                    .filter(|b| b.winner == Some(n.winner))
                    .map_or(Termination::Unknown, |b| b.termination),
            },
        },
        (None, Some(b)) => b,
        (None, None) if illegal.is_some() => Outcome::UNKNOWN,
        (None, None) => Outcome {
            winner: None,
            termination: Termination::Unfinished,
        },
    };
    if illegal.is_none() {
        if let Some(kind) = end_warning(end_note.as_ref(), &replay) {
            let (line, row, player, text) = match (&end_note, note_cell) {
                (Some(n), Some((cell, _))) => (n.line, n.row, n.player.clone(), cell.text.clone()),
                _ => {
                    let last = plies.last().expect("at least one ply");
                    (last.line, last.row, last.player.clone(), last.text.clone())
                }
            };
            warnings.push(Warning {
                line,
                row,
                ply: None,
                player,
                text,
                kind,
            });
        }
    }

    // The record.
    let mut players = [String::new(), String::new()];
    for c in Color::BOTH {
        players[c.index()] = columns[color_column(c)].clone();
    }
    let mut meta = Meta::new(players[0].clone(), players[1].clone(), first);
    meta.rules = rules;
    meta.outcome = outcome;
    meta.end_note = match (&end_note, note_cell) {
        (Some(n), Some((cell, _))) if !n.after_move => {
            Some(format!("{}. {}: {}", n.row, n.player, cell.text))
        }
        _ => None,
    };
    if let Some(il) = &illegal {
        meta.notes.push(format!(
            "inconsistent: {il}; the move is kept as published and the record cannot be played \
             from there on"
        ));
        if corrections.is_empty() {
            meta.notes.push(
                "no correction of one square or piece of one move makes the rest legal".into(),
            );
        }
        for (k, c) in corrections.iter().enumerate() {
            meta.notes
                .push(format!("suggested correction {} (not applied): {c}", k + 1));
        }
    }
    for w in &warnings {
        meta.notes.push(format!("warning: {w}"));
    }
    let record_plies = plies
        .iter()
        .map(|pp| Ply {
            mv: match pp.mv {
                Some(m) => PlyMove::Move(m),
                None => match pp.written.written {
                    Written::Step { from, to, .. } => PlyMove::Move(Move::Step { from, to }),
                    Written::Drop { role, to } => PlyMove::Move(Move::Drop { role, to }),
                    Written::Compact { role, to } => PlyMove::Unresolved { role, to },
                },
            },
            row: Some(pp.row),
            published: Some(pp.text.clone()),
        })
        .collect();

    Ok(ParsedGame {
        record: GameRecord {
            meta,
            plies: record_plies,
        },
        columns,
        first_column,
        plies,
        replay,
        warnings,
        illegal,
        corrections,
        end_note,
    })
}

/// The table: the players' names in column order, the first mover's column, and the move
/// cells in play order.
fn read_table(text: &str) -> Result<([String; 2], usize, Vec<Cell>), RecordError> {
    struct Row {
        line: usize,
        cells: Vec<String>,
        number: Option<Result<u32, ()>>,
    }
    let rows: Vec<Row> = text
        .lines()
        .enumerate()
        .filter_map(|(n, l)| {
            let first = l.find('|')?;
            let mut parts: Vec<&str> = l[first + 1..].split('|').collect();
            if parts.last().is_some_and(|p| p.trim().is_empty()) {
                parts.pop();
            }
            let cells: Vec<String> = parts.iter().map(|p| p.trim().to_string()).collect();
            let number = cells
                .first()
                .filter(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_digit()))
                .map(|c| c.parse::<u32>().map_err(|_| ()));
            Some(Row {
                line: n + 1,
                cells,
                number,
            })
        })
        .collect();
    let Some(first_numbered) = rows.iter().position(|r| r.number.is_some()) else {
        return Err(RecordError::NoTable);
    };
    if first_numbered == 0 {
        return Err(RecordError::Header {
            line: rows[0].line,
            message: "no header row (`| No | <player> | <player> |`) before the first \
                      numbered row"
                .into(),
        });
    }

    // The header.
    let header = &rows[first_numbered - 1];
    let hline = header.line;
    if header.cells.len() < 3 || header.cells[3..].iter().any(|c| !c.is_empty()) {
        return Err(RecordError::Header {
            line: hline,
            message: format!(
                "expected 3 cells (`No`, and the two players), found {}",
                header.cells.iter().filter(|c| !c.is_empty()).count()
            ),
        });
    }
    let mut names = [String::new(), String::new()];
    let mut order = [None, None];
    for col in 0..2 {
        let (name, mark) = strip_order_mark(&header.cells[col + 1]);
        if name.is_empty() {
            return Err(RecordError::Header {
                line: hline,
                message: format!("column {} names no player", col + 2),
            });
        }
        names[col] = name;
        order[col] = mark;
    }
    if names[0] == names[1] {
        return Err(RecordError::Header {
            line: hline,
            message: format!("both players are named `{}`", names[0]),
        });
    }
    let first_column = match order {
        [Some(true), Some(true)] | [Some(false), Some(false)] => {
            return Err(RecordError::Header {
                line: hline,
                message: "both players carry the same 先/後 mark".into(),
            })
        }
        [Some(true), _] | [None, Some(false)] | [None, None] => 0,
        _ => 1,
    };

    // The numbered rows.
    let mut cells = Vec::new();
    let mut expected: u32 = 1;
    let mut end_of_table: Option<usize> = None;
    for row in &rows[first_numbered..] {
        let number = match row.number {
            None => {
                end_of_table.get_or_insert(row.line);
                continue;
            }
            Some(Err(())) => {
                return Err(RecordError::Row {
                    line: row.line,
                    row: None,
                    message: format!("row number `{}` is too large", row.cells[0]),
                })
            }
            Some(Ok(n)) => n,
        };
        if let Some(end) = end_of_table {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                message: format!(
                    "numbered row after the end of the table (line {end}): one game per text"
                ),
            });
        }
        if number != expected {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                message: format!("expected row {expected}, found row {number}"),
            });
        }
        if row.cells.len() < 3 {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                message: format!(
                    "truncated row: {} cell(s), expected 3 (the row number and one cell per \
                     player)",
                    row.cells.len()
                ),
            });
        }
        if row.cells[3..].iter().any(|c| !c.is_empty()) {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                message: format!(
                    "{} cells, expected 3 (the row number and one cell per player)",
                    row.cells.len()
                ),
            });
        }
        for col in [first_column, 1 - first_column] {
            cells.push(Cell {
                line: row.line,
                row: number,
                column: col,
                text: row.cells[col + 1].clone(),
            });
        }
        expected = expected.saturating_add(1);
    }
    Ok((names, first_column, cells))
}

/// `장동민(先)` → (`장동민`, Some(true)); `오현민(後)` → Some(false); no mark → None.
fn strip_order_mark(cell: &str) -> (String, Option<bool>) {
    let t = cell.trim();
    for (marks, first) in [(["(先)", "(선)"], true), (["(後)", "(후)"], false)] {
        for m in marks {
            if let Some(name) = t.strip_suffix(m) {
                return (name.trim().to_string(), Some(first));
            }
        }
    }
    (t.to_string(), None)
}

/// Reads one cell: footnotes, an end note, marks and the move.
fn parse_cell(text: &str) -> Result<CellParse, String> {
    let (body, footnotes) = strip_footnotes(text);
    let (move_part, note) = split_end_note(&body)?;
    let move_part = move_part.trim();
    let mv = if move_part.is_empty() {
        None
    } else {
        let (written, marks) = parse_marked_move(move_part)?;
        Some(WrittenMove {
            written,
            marks,
            footnotes,
        })
    };
    Ok(CellParse { mv, note })
}

/// Removes footnote markers `[4]`, returning the text and the numbers.
fn strip_footnotes(text: &str) -> (String, Vec<u32>) {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut notes = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '[' {
            let mut j = i + 1;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            if j > i + 1 && j < chars.len() && chars[j] == ']' {
                let digits: String = chars[i + 1..j].iter().collect();
                if let Ok(n) = digits.parse() {
                    notes.push(n);
                    out.push(' ');
                    i = j + 1;
                    continue;
                }
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    (out.trim().to_string(), notes)
}

/// Reason keywords of end notes, longest first.
const REASONS: [(&str, NoteReason); 4] = [
    ("한턴버팀", NoteReason::Try),
    ("제한시간초과", NoteReason::TimeOut),
    ("시간초과", NoteReason::TimeOut),
    ("기권", NoteReason::Resignation),
];

/// Splits `<move> <end note>`: the note is `[<reason>] <name> 승리`, or a reason keyword alone.
/// The move part is a prefix of `s`.
fn split_end_note(s: &str) -> Result<(&str, Option<NoteParse>), String> {
    let s = s.trim();
    const WIN: &str = "승리";
    if let Some(idx) = s.find(WIN) {
        let after = s[idx + WIN.len()..].trim();
        if !after.chars().all(|c| matches!(c, '.' | '!')) {
            return Err(format!("unexpected `{after}` after 승리 (win)"));
        }
        let before = s[..idx].trim_end();
        let (rest, winner) = match before.rfind(char::is_whitespace) {
            Some(i) => (&before[..i], before[i..].trim()),
            None => ("", before),
        };
        let winner = winner.trim_end_matches(['.', ',']);
        if winner.is_empty() {
            return Err("승리 (win) without the winner's name before it".into());
        }
        let (move_part, reason) = strip_reason(rest);
        let text = s[move_part.len()..].trim().to_string();
        return Ok((
            move_part,
            Some(NoteParse {
                text,
                winner: Some(winner.to_string()),
                reason,
            }),
        ));
    }
    let (move_part, reason) = strip_reason(s);
    match reason {
        Some(reason) => Ok((
            move_part,
            Some(NoteParse {
                text: s[move_part.len()..].trim().to_string(),
                winner: None,
                reason: Some(reason),
            }),
        )),
        None => Ok((s, None)),
    }
}

/// Strips a trailing reason keyword (and, for a try, the 王 named before it): the prefix left
/// and the reason.
fn strip_reason(s: &str) -> (&str, Option<NoteReason>) {
    let t = s.trim_end().trim_end_matches(['.', ',', ';']).trim_end();
    for (kw, reason) in REASONS {
        if let Some(p) = t.strip_suffix(kw) {
            let p = p.trim_end();
            let p = if reason == NoteReason::Try && (p == "王" || p == "왕") {
                ""
            } else {
                p
            };
            return (p, Some(reason));
        }
    }
    (s, None)
}

/// Reads a move with its marks: `B2子x`, `C2子打`, `B2將+`, `相 C2 → B1 (子x) +`,
/// `子 B1 → A1 候전환`, `子(打) B1`, `B2C2`, `P*B1`.
fn parse_marked_move(s: &str) -> Result<(Written, Marks), String> {
    let mut marks = Marks::default();
    let mut core = s.trim();
    loop {
        if let Some(p) = core.strip_suffix('+') {
            marks.check = true;
            core = p.trim_end();
            continue;
        }
        if let Some(p) = ["候전환", "侯전환", "후전환"]
            .iter()
            .find_map(|k| core.strip_suffix(k))
        {
            marks.promotion = true;
            core = p.trim_end();
            continue;
        }
        if core.ends_with(')') {
            if let Some(open) = core.rfind('(') {
                let inner = core[open + 1..core.len() - 1].trim();
                if let Some(role) = capture_mark(inner) {
                    marks.capture = true;
                    if role.is_some() {
                        marks.captured = role;
                    }
                    core = core[..open].trim_end();
                    continue;
                }
            }
        }
        if let Some(p) = core.strip_suffix(['x', 'X', '×']) {
            marks.capture = true;
            core = p.trim_end();
            continue;
        }
        break;
    }
    if core.is_empty() {
        return Err("marks without a move".into());
    }
    let chars: Vec<char> = core.chars().collect();
    let unknown_piece = |c: char| {
        format!(
            "unknown piece name {c:?} (U+{:04X}): pieces are 王 將 相 子 侯 (also 候), 왕 장 상 자 \
             후, or K G M P H",
            c as u32
        )
    };
    // Compact: a square, then a piece name, then optionally 打.
    if chars.len() >= 3 {
        let square: String = chars[..2].iter().collect();
        if let Some(to) = parse_square(&square) {
            let mut i = 2;
            while i < chars.len() && chars[i].is_whitespace() {
                i += 1;
            }
            if let Some(&c) = chars.get(i) {
                let next_is_rank = chars.get(i + 1).is_some_and(|d| d.is_ascii_digit());
                match piece_name(c) {
                    Some(role) if !next_is_rank => {
                        let rest: String = chars[i + 1..].iter().collect();
                        return match rest.trim() {
                            "" => Ok((Written::Compact { role, to }, marks)),
                            "打" | "(打)" | "*" => {
                                if role.hand_index().is_none() {
                                    Err(format!(
                                        "a {} is never in hand, so it cannot be dropped",
                                        role.hanja()
                                    ))
                                } else {
                                    Ok((Written::Drop { role, to }, marks))
                                }
                            }
                            other => Err(format!("unexpected `{other}` after the piece name")),
                        };
                    }
                    None if !c.is_ascii() => return Err(unknown_piece(c)),
                    _ => {}
                }
            }
        }
    }
    if let Some(&c) = chars.first() {
        if !c.is_ascii() && piece_name(c).is_none() {
            return Err(unknown_piece(c));
        }
    }
    match parse_move(core) {
        Ok(MoveText::Step { piece, from, to }) => Ok((Written::Step { piece, from, to }, marks)),
        Ok(MoveText::Drop { role, to }) => Ok((Written::Drop { role, to }, marks)),
        Err(e) => Err(format!("`{core}`: {e}")),
    }
}

/// The inside of a capture mark `(子x)`: `Some(Some(role))`; `(x)`: `Some(None)`; anything
/// else: `None`.
fn capture_mark(inner: &str) -> Option<Option<Role>> {
    let body = inner.strip_suffix(['x', 'X', '×'])?.trim();
    if body.is_empty() {
        return Some(None);
    }
    let mut chars = body.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    piece_name(c).map(Some)
}

/// The marks of `wm` that disagree with legal move `m` in `pos`.
fn mark_warnings(pos: &Position, m: Move, wm: &WrittenMove) -> Vec<WarningKind> {
    let mut out = Vec::new();
    let marks = wm.marks;
    let promo = promotes(pos, m);
    if let (
        Written::Step {
            piece: Some(named), ..
        },
        Move::Step { from, .. },
    ) = (wm.written, m)
    {
        if let Some(p) = pos.piece_at(from) {
            if !names_piece(named, p.role, promo) {
                out.push(WarningKind::PieceName {
                    named,
                    found: p.role,
                });
            }
        }
    }
    match (marks.capture, captured(pos, m)) {
        (false, Some(c)) => out.push(WarningKind::CaptureMissing { captured: c }),
        (true, None) => out.push(WarningKind::CaptureWithoutCapture),
        (true, Some(c)) => {
            if let Some(named) = marks.captured.filter(|r| *r != c) {
                out.push(WarningKind::CaptureWrongPiece {
                    marked: named,
                    captured: c,
                });
            }
        }
        (false, None) => {}
    }
    // A `+` is right when the enemy 王 is attacked after the move; its absence is wrong only
    // when the move itself gives the check (an attack standing before the move is a missed
    // king capture, warned about below, and either way of marking it is accepted).
    let standing = pos.can_capture_king();
    match (marks.check, gives_check(pos, m)) {
        (false, true) if !standing => out.push(WarningKind::CheckMissing),
        (true, false) => out.push(WarningKind::CheckWithoutCheck),
        _ => {}
    }
    match (marks.promotion, promo) {
        (false, true) => out.push(WarningKind::PromotionMissing),
        (true, false) => out.push(WarningKind::PromotionWithoutPromotion),
        _ => {}
    }
    if standing && !pos.captures_king(m) {
        out.push(WarningKind::KingCaptureMissed);
    }
    out
}

/// What disagrees between the end note (or its absence) and the board at the end of a fully
/// legal replay, if anything.
fn end_warning(note: Option<&EndNote>, replay: &Replay) -> Option<WarningKind> {
    let board = replay.board_outcome();
    match note {
        None => board.is_none().then_some(WarningKind::NoResult),
        Some(n) => match n.reason {
            Some(NoteReason::Try) => (board
                != Some(Outcome {
                    winner: Some(n.winner),
                    termination: Termination::Try,
                }))
            .then_some(WarningKind::NoteTryNotHeld),
            Some(NoteReason::TimeOut | NoteReason::Resignation) => match board {
                Some(b) => Some(WarningKind::NoteAfterGameOver { board: b }),
                None => match &replay.end {
                    ReplayEnd::Position(p) if p.side_to_move() != n.winner => None,
                    _ => Some(WarningKind::NoteLoserNotToMove),
                },
            },
            None => match board {
                Some(b) if b.winner == Some(n.winner) => None,
                b => Some(WarningKind::NoteWinner { board: b }),
            },
        },
    }
}

/// The one-field difference between the published move `w` and the legal move `m` in `pos`,
/// if they differ in exactly one square or piece (see [`Change`]); `None` otherwise (also when
/// they are the same move).
fn one_change(w: Written, pos: &Position, m: Move) -> Option<Change> {
    let role_at = |sq| pos.piece_at(sq).map(|p| p.role);
    match (w, m) {
        (Written::Step { piece, from, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            let piece_ok = piece.is_none_or(|p| names_piece(p, role, promotes(pos, m)));
            match (from != f, to != t, piece_ok) {
                (true, false, true) => Some(Change::Origin {
                    published: from,
                    corrected: f,
                }),
                (false, true, true) => Some(Change::Destination {
                    published: to,
                    corrected: t,
                }),
                _ => None,
            }
        }
        (Written::Compact { role: r, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            match (names_piece(r, role, promotes(pos, m)), to == t) {
                (true, true) => Some(Change::ChosenOrigin { from: f }),
                (false, true) => Some(Change::Piece {
                    published: r,
                    corrected: role,
                }),
                (true, false) => Some(Change::Destination {
                    published: to,
                    corrected: t,
                }),
                (false, false) => None,
            }
        }
        (Written::Drop { role: r, to }, Move::Drop { role, to: t }) => match (r == role, to == t) {
            (false, true) => Some(Change::Piece {
                published: r,
                corrected: role,
            }),
            (true, false) => Some(Change::Destination {
                published: to,
                corrected: t,
            }),
            _ => None,
        },
        (Written::Drop { role: r, to }, Move::Step { from: f, to: t }) => {
            let role = role_at(f)?;
            (t == to && names_piece(r, role, promotes(pos, m)))
                .then_some(Change::StepNotDrop { from: f })
        }
        (Written::Compact { role: r, to }, Move::Drop { role, to: t }) => {
            (t == to && r == role).then_some(Change::DropNotStep)
        }
        (Written::Step { piece, to, .. }, Move::Drop { role, to: t }) => {
            (t == to && piece.is_none_or(|p| p == role)).then_some(Change::DropNotStep)
        }
    }
}

/// Every correction of one square or piece of one move at or before the illegal ply that
/// makes the whole record legal, best first.
fn search_corrections(
    start: Position,
    rules: Rules,
    plies: &[PublishedPly],
    replay: &Replay,
    illegal_ply: usize,
    note: Option<&EndNote>,
) -> Vec<Correction> {
    let written: Vec<Written> = plies.iter().map(|p| p.written.written).collect();
    let mut found = Vec::new();
    for k in 0..illegal_ply.min(plies.len()) {
        let pos = match replay.steps.get(k) {
            Some(s) => s.position,
            None => match replay.end {
                ReplayEnd::Position(p) if k == replay.steps.len() => p,
                _ => continue,
            },
        };
        if pos.game_over(rules).is_some() {
            continue;
        }
        let pp = &plies[k];
        for m in pos.legal_moves(rules) {
            if pp.mv == Some(m) {
                continue;
            }
            let Some(change) = one_change(pp.written.written, &pos, m) else {
                continue;
            };
            let r = replay_written(start, rules, &written, Some((k, m)));
            if r.illegal.is_some() {
                continue;
            }
            let mark_disagreements = r
                .steps
                .iter()
                .zip(plies)
                .map(|(s, p)| {
                    mark_warnings(&s.position, s.mv, &p.written)
                        .iter()
                        .filter(|k| k.is_mark())
                        .count()
                })
                .sum();
            found.push(Correction {
                ply: pp.ply,
                row: pp.row,
                line: pp.line,
                player: pp.player.clone(),
                color: pp.color,
                published: pp.text.clone(),
                was: pp.mv,
                corrected: m,
                corrected_text: move_hanja(&pos, m),
                change,
                mark_disagreements,
                end_agrees: end_warning(note, &r).is_none(),
            });
        }
    }
    found.sort_by_key(|c| {
        (
            c.mark_disagreements,
            !c.end_agrees,
            illegal_ply - c.ply,
            c.corrected,
        )
    });
    found
}
