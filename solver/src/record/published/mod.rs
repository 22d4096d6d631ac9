//! Reading the game tables as published (`docs/sources/12janggi-wiki.txt`, section 3).
//!
//! A table is a header row naming the two players (`| No | 장동민(先) | 오현민(後) |`), then
//! numbered rows, each with one move of each player (`| 1 | B2子x | B2相x |`). Other lines —
//! prose, the board diagram rows, the legend row — are skipped.
//!
//! Files: [`lexer`] (the table's rows and cells, each cell read as a move with its marks and end
//! note), [`marks`] (the marks and end notes checked against the position: warnings),
//! [`corrections`] (the smallest corrections that make an unplayable record legal); this file
//! puts them together ([`read_published`]).

mod corrections;
mod lexer;
mod marks;
mod writer;

use std::fmt;

pub use corrections::{Change, Correction};
pub use marks::{Marks, Warning, WarningKind};
pub use writer::{write_published, TableError};

use crate::notation::MoveText;
use crate::rules::{Color, Move, Position, Rules};

use super::error::{CampsTry, RowProblem, TableEnd};
use super::replay::replay_written;
use super::{
    GameRecord, IllegalReason, Meta, Outcome, Place, Ply, RecordError, Replay, Termination,
};
use corrections::search_corrections;
pub(crate) use lexer::parse_cell;
use lexer::{read_table, Cell, CellParse};
use marks::{end_warning, mark_warnings};

/// A move as published: what was written, the marks and the footnote numbers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrittenMove {
    /// The move itself.
    pub written: MoveText,
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
    /// Its cell.
    pub place: Place,
    /// The player's camp.
    pub color: Color,
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
    /// The cell the note stands in; its published text is the note alone (the move before it
    /// left out).
    pub place: Place,
    /// Whether the note follows a move in the same cell.
    pub after_move: bool,
    /// The winner: named (`… 승리`), or implied by the reason (the king's owner for a try, the
    /// other player for a time-out or resignation).
    pub winner: Color,
    /// The reason given, if any.
    pub reason: Option<NoteReason>,
}

/// The first move of a published record that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// Ply number, 1-based.
    pub ply: usize,
    /// Its cell (the player is the one who was to make it).
    pub place: Place,
    /// That player's camp.
    pub color: Color,
    /// How it was read.
    pub written: MoveText,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ply {} ({}{}, {} as player {}): `{}` cannot be played: {}",
            self.ply,
            self.place
                .row
                .map_or_else(|| "no row".to_string(), |r| format!("row {r}")),
            line_text(self.place.line),
            self.place.player,
            self.color,
            self.place.text(),
            self.reason
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

/// Reads a game table as published (docs/RULES.md, "Notation", and the tables of
/// `docs/sources/12janggi-wiki.txt`, section 3), under twelve-janggi rules.
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
    // Transcribed by people: decomposed Hangul (NFD, as some systems save it) reads as the
    // composed form, so that `승리`, `전환` and the players' names compare equal.
    // A lone CR (old editors) is a line break, as in the canonical reader.
    let text = &reading_form(text);
    let (columns, first_column, marked, cells) = read_table(text)?;
    let parsed = read_cells(cells, &columns, marked)?;
    let note_cell = parsed.iter().find(|(_, p)| p.note.is_some());
    let moves: Vec<(&Cell, &WrittenMove)> = parsed
        .iter()
        .filter_map(|(c, p)| p.mv.as_ref().map(|m| (c, m)))
        .collect();
    if moves.is_empty() {
        return Err(RecordError::NoMoves);
    }
    let written: Vec<MoveText> = moves.iter().map(|(_, m)| m.written).collect();
    let (first, replay) = find_camps(rules, &written, &columns, first_column)?;
    let mut column_color = [first, first];
    column_color[1 - first_column] = first.other();
    let color_column = |c: Color| if column_color[0] == c { 0 } else { 1 };

    let plies = published_plies(&moves, &columns, column_color, &replay);
    let (end_note, unknown_winner) = read_end_note(note_cell, &columns, column_color, &replay);
    let note_at =
        note_cell.map(|(cell, _)| (Some(cell.line), Some(cell.row), Some(cell.text.clone())));
    let RecordCheck {
        mut warnings,
        illegal,
        corrections,
        ..
    } = check(rules, &plies, &replay, end_note.as_ref(), note_at);
    warnings.extend(unknown_winner);

    // The record.
    let mut players = [String::new(), String::new()];
    for c in Color::BOTH {
        players[c.index()] = columns[color_column(c)].clone();
    }
    let mut meta = Meta::new(players[0].clone(), players[1].clone(), first);
    meta.rules = rules;
    meta.outcome = game_outcome(end_note.as_ref(), illegal.is_some(), &replay);
    meta.end_note = match (&end_note, note_cell) {
        (Some(n), Some((cell, _))) if !n.after_move => {
            Some(format!("{}. {}: {}", cell.row, n.place.player, cell.text))
        }
        _ => None,
    };
    meta.notes
        .extend(check_notes(illegal.as_ref(), &corrections, &warnings));
    let record_plies = record_plies(&plies);

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

/// The cells of a published table read as moves and end notes, in order, checking that only
/// the last cells are empty or hold an end note without a move.
///
/// # Errors
/// [`RecordError::Cell`] for a cell that is not a move, [`RecordError::Row`] for a move after
/// an empty cell or the end note.
fn read_cells(
    cells: Vec<Cell>,
    columns: &[String; 2],
    marked: bool,
) -> Result<Vec<(Cell, CellParse)>, RecordError> {
    let mut parsed: Vec<(Cell, CellParse)> = Vec::with_capacity(cells.len());
    for cell in cells {
        let p = parse_cell(&cell.text).map_err(|problem| RecordError::Cell {
            line: cell.line,
            row: cell.row,
            player: columns[cell.column].clone(),
            text: cell.text.clone(),
            problem,
        })?;
        parsed.push((cell, p));
    }
    let mut ended: Option<usize> = None;
    for (i, (cell, p)) in parsed.iter().enumerate() {
        if let Some(e) = ended {
            if p.mv.is_some() || p.note.is_some() {
                let after = if parsed[e].1.note.is_some() {
                    TableEnd::EndNote
                } else {
                    TableEnd::EmptyCell
                };
                return Err(RecordError::Row {
                    line: cell.line,
                    row: Some(cell.row),
                    problem: RowProblem::MoveAfterEnd {
                        player: columns[cell.column].clone(),
                        text: cell.text.clone(),
                        after,
                        end_row: parsed[e].0.row,
                        unmarked: (!marked).then(|| [columns[0].clone(), columns[1].clone()]),
                    },
                });
            }
        } else if p.mv.is_none() || p.note.is_some() {
            ended = Some(i);
        }
    }
    Ok(parsed)
}

/// Who moved first: the moves `written` replayed with the first mover as player a and as
/// player d; the longer legal replay wins, and is returned with that first mover.
///
/// # Errors
/// [`RecordError::Camps`] when both replays are equally long (the camps cannot be told apart).
fn find_camps(
    rules: Rules,
    written: &[MoveText],
    columns: &[String],
    first_column: usize,
) -> Result<(Color, Replay), RecordError> {
    let tries = Color::BOTH.map(|c| replay_written(Position::start(c), rules, written, None));
    let (na, nd) = (tries[0].len(), tries[1].len());
    if na == nd {
        return Err(RecordError::Camps {
            first: columns[first_column].clone(),
            tries: Box::new([&tries[0], &tries[1]].map(|r| CampsTry {
                legal: r.len(),
                illegal: r.illegal.clone(),
            })),
        });
    }
    let first = if na > nd { Color::A } else { Color::D };
    let [replay_a, replay_d] = tries;
    let replay = if first == Color::A {
        replay_a
    } else {
        replay_d
    };
    Ok((first, replay))
}

/// The plies of the table: each move's cell, its player's colour, what was written and the
/// move the replay made of it (none from the first move that cannot be played on).
fn published_plies(
    moves: &[(&Cell, &WrittenMove)],
    columns: &[String],
    column_color: [Color; 2],
    replay: &Replay,
) -> Vec<PublishedPly> {
    moves
        .iter()
        .enumerate()
        .map(|(i, (cell, wm))| PublishedPly {
            ply: i + 1,
            place: Place {
                row: Some(cell.row),
                line: Some(cell.line),
                player: columns[cell.column].clone(),
                published: Some(cell.text.clone()),
            },
            color: column_color[cell.column],
            written: (*wm).clone(),
            mv: replay.line.moves().get(i).copied(),
        })
        .collect()
}

/// The end note of the table, if any, with the winner it names (a player's column), or the
/// board's winner or the one its reason implies when the name is no player's; in that case
/// also the warning that says so.
fn read_end_note(
    note_cell: Option<&(Cell, CellParse)>,
    columns: &[String],
    column_color: [Color; 2],
    replay: &Replay,
) -> (Option<EndNote>, Option<Warning>) {
    let mut unknown_winner: Option<Warning> = None;
    let end_note = match note_cell {
        None => None,
        Some((cell, p)) => {
            let n = p.note.as_ref().expect("a note cell");
            let own = column_color[cell.column];
            let implied = match n.reason {
                Some(NoteReason::Try) => own,
                _ => own.other(),
            };
            let winner = match &n.winner {
                Some(name) => match columns.iter().position(|c| c == name) {
                    Some(col) => Some(column_color[col]),
                    None => {
                        // Read as free text: the winner is the board's, or the one the reason
                        // implies; a warning says so.
                        unknown_winner = Some(Warning {
                            place: Place {
                                row: Some(cell.row),
                                line: Some(cell.line),
                                player: columns[cell.column].clone(),
                                published: Some(cell.text.clone()),
                            },
                            ply: None,
                            kind: WarningKind::NoteWinnerNotAPlayer { name: name.clone() },
                        });
                        replay
                            .board_outcome()
                            .and_then(|o| o.winner)
                            .or(n.reason.map(|_| implied))
                    }
                },
                None => Some(implied),
            };
            winner.map(|winner| EndNote {
                place: Place {
                    row: Some(cell.row),
                    line: Some(cell.line),
                    player: columns[cell.column].clone(),
                    published: Some(n.text.clone()),
                },
                after_move: p.mv.is_some(),
                winner,
                reason: n.reason,
            })
        }
    };
    (end_note, unknown_winner)
}

/// How the game ended: the end note's winner and reason (the board's way of ending when the
/// note gives no reason and the board agrees), else the board's end, unknown when a move
/// cannot be played (`illegal`), unfinished otherwise.
fn game_outcome(end_note: Option<&EndNote>, illegal: bool, replay: &Replay) -> Outcome {
    let board = if !illegal {
        replay.board_outcome()
    } else {
        None
    };
    match (end_note, board) {
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
        (None, None) if illegal => Outcome::UNKNOWN,
        (None, None) => Outcome {
            winner: None,
            termination: Termination::Unfinished,
        },
    }
}

/// The record's notes on what its check found: the first move that cannot be played and the
/// suggested corrections (not applied), then the warnings.
fn check_notes(
    illegal: Option<&IllegalMove>,
    corrections: &[Correction],
    warnings: &[Warning],
) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(il) = illegal {
        notes.push(format!(
            "inconsistent: {il}; the move is kept as published and the record cannot be played \
             from there on"
        ));
        if corrections.is_empty() {
            notes.push(
                "no correction of one square or piece of one move makes the rest legal".into(),
            );
        }
        for (k, c) in corrections.iter().enumerate() {
            notes.push(format!("suggested correction {} (not applied): {c}", k + 1));
        }
    }
    for w in warnings {
        notes.push(format!("warning: {w}"));
    }
    notes
}

/// The plies of the record: each move as played, or kept as published (without the piece name
/// of a step) from the first move that cannot be played on.
fn record_plies(plies: &[PublishedPly]) -> Vec<Ply> {
    plies
        .iter()
        .map(|pp| Ply {
            mv: match pp.mv {
                Some(m) => MoveText::from(m),
                // Kept as published, without the piece name of a step.
                None => match pp.written.written {
                    MoveText::Step { from, to, .. } => MoveText::Step {
                        piece: None,
                        from,
                        to,
                    },
                    other => other,
                },
            },
            row: pp.place.row,
            published: pp.place.published.clone(),
        })
        .collect()
}

/// What a record's published cells and end note say about it, checked against the position:
/// the marks and end note that disagree ([`Warning`]s), the first move that cannot be played,
/// and the corrections that make the rest playable. [`ParsedGame`] holds it for a published
/// table; [`check_record`] computes it for any record that keeps its published cells.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RecordCheck {
    /// Marks and end notes that disagree with the position, in the order of the plies.
    pub warnings: Vec<Warning>,
    /// The first move that cannot be played, if any.
    pub illegal: Option<IllegalMove>,
    /// Corrections suggested for the illegal move, best first; empty when the record is legal.
    pub corrections: Vec<Correction>,
    /// The line of each ply in the published text, 1-based, in the order of the plies (`None`
    /// for a record that keeps its cells, not their lines).
    pub lines: Vec<Option<usize>>,
}

impl ParsedGame {
    /// The warnings, the illegal move and the corrections of this table.
    pub fn check(&self) -> RecordCheck {
        RecordCheck {
            warnings: self.warnings.clone(),
            illegal: self.illegal.clone(),
            corrections: self.corrections.clone(),
            lines: self.plies.iter().map(|p| p.place.line).collect(),
        }
    }
}

/// The [`RecordCheck`] of the published plies `plies` of a game, their replay (from the
/// game's start), its end note and where that note stands (`note_at`: line, row and cell
/// text).
fn check(
    rules: Rules,
    plies: &[PublishedPly],
    replay: &Replay,
    end_note: Option<&EndNote>,
    note_at: Option<(Option<usize>, Option<u32>, Option<String>)>,
) -> RecordCheck {
    // Warnings about marks, for every ply played.
    let mut warnings = Vec::new();
    for ((pos, mv), pp) in replay.pairs().zip(plies) {
        for kind in mark_warnings(pos, mv, &pp.written) {
            warnings.push(Warning {
                place: pp.place.clone(),
                ply: Some(pp.ply),
                kind,
            });
        }
    }

    // The illegal move and the corrections.
    let illegal = replay.illegal.as_ref().map(|ip| {
        let pp = &plies[ip.ply - 1];
        IllegalMove {
            ply: ip.ply,
            place: pp.place.clone(),
            color: pp.color,
            written: pp.written.written,
            reason: ip.reason.clone(),
        }
    });
    let corrections = match &illegal {
        Some(il) => search_corrections(rules, plies, replay, il.ply, end_note),
        None => Vec::new(),
    };

    // Warnings about the end.
    if illegal.is_none() {
        if let Some(kind) = end_warning(end_note, replay) {
            let place = match (end_note, note_at) {
                (Some(n), Some((line, row, published))) => Place {
                    row,
                    line,
                    player: n.place.player.clone(),
                    published,
                },
                _ => plies
                    .last()
                    .map(|last| last.place.clone())
                    .unwrap_or_default(),
            };
            warnings.push(Warning {
                place,
                ply: None,
                kind,
            });
        }
    }
    RecordCheck {
        warnings,
        illegal,
        corrections,
        lines: plies.iter().map(|p| p.place.line).collect(),
    }
}

/// The [`RecordCheck`] of a record read from any format, from what it keeps of the published
/// table: each ply's published cell (its marks, and the move as written there) and the end
/// note (the `end-note` of the header, or a note in the last cell). A ply without a published
/// cell is taken as written canonically, with no marks to check (no mark warning for it); a
/// record with no published cell and no end note gives no warning at all (not even "the record
/// ends without a result": its header says the result). Line numbers are unknown (`None`): a canonical record
/// keeps the rows, not the lines.
pub fn check_record(record: &GameRecord) -> RecordCheck {
    check_replayed(record, &record.replay())
}

/// [`check_record`] of `record` played already: `replay` is its [`GameRecord::replay`].
pub(crate) fn check_replayed(record: &GameRecord, replay: &Replay) -> RecordCheck {
    let meta = &record.meta;
    let mut note: Option<(EndNote, Option<u32>, Option<String>)> = None;
    let plies: Vec<PublishedPly> = record
        .plies
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let color = record.mover(i + 1);
            let cell = p.published.as_deref().and_then(|t| parse_cell(t).ok());
            let written = match cell.as_ref().and_then(|c| c.mv.clone()) {
                // The cell's squares, unless they disagree with the recorded move (a record
                // corrected by hand keeps its own move).
                Some(w) if same_squares(w.written, p.mv) => w,
                Some(w) => WrittenMove { written: p.mv, ..w },
                None => WrittenMove {
                    written: p.mv,
                    marks: Marks::default(),
                    footnotes: Vec::new(),
                },
            };
            if let Some(n) = cell.and_then(|c| c.note) {
                let winner = n.winner.as_deref().and_then(|w| meta.color_of(w));
                let winner = winner.unwrap_or(match n.reason {
                    Some(NoteReason::Try) => color,
                    _ => color.other(),
                });
                let row = p.row;
                note = Some((
                    EndNote {
                        place: Place {
                            row,
                            line: None,
                            player: meta.player(color).to_string(),
                            published: Some(n.text),
                        },
                        after_move: true,
                        winner,
                        reason: n.reason,
                    },
                    row,
                    p.published.clone(),
                ));
            }
            PublishedPly {
                ply: i + 1,
                place: Place {
                    row: p.row,
                    line: None,
                    player: meta.player(color).to_string(),
                    published: Some(p.published.clone().unwrap_or_else(|| p.mv.to_string())),
                },
                color,
                written,
                mv: replay.line.moves().get(i).copied(),
            }
        })
        .collect();
    // An end note in its own cell: `<row>. <player>: <cell>`.
    if let Some(text) = &meta.end_note {
        let parsed = text.split_once(". ").and_then(|(row, rest)| {
            let (player, cell) = rest.split_once(": ")?;
            let note = parse_cell(cell).ok()?.note?;
            Some((row.trim().parse::<u32>().ok()?, player, cell, note))
        });
        if let Some((row, player, cell, n)) = parsed {
            let own = meta.color_of(player);
            let winner = n.winner.as_deref().and_then(|w| meta.color_of(w));
            if let Some(winner) = winner.or(own.map(|c| match n.reason {
                Some(NoteReason::Try) => c,
                _ => c.other(),
            })) {
                note = Some((
                    EndNote {
                        place: Place {
                            row: Some(row),
                            line: None,
                            player: player.to_string(),
                            published: Some(n.text),
                        },
                        after_move: false,
                        winner,
                        reason: n.reason,
                    },
                    Some(row),
                    Some(cell.to_string()),
                ));
            }
        }
    }
    let note_at = note
        .as_ref()
        .map(|(_, row, text)| (None, *row, text.clone()));
    let mut result = check(
        meta.rules,
        &plies,
        replay,
        note.as_ref().map(|(n, _, _)| n),
        note_at,
    );
    // Marks are checked only where a cell was published, and the end only of a record that
    // keeps something published (a cell or an end note): a record written by sibi (`sibi
    // play`, `/play`) has neither, its header states its result, and it has no marks to miss.
    let published = record.plies.iter().any(|p| p.published.is_some()) || meta.end_note.is_some();
    result.warnings.retain(|w| match w.ply {
        Some(k) => record.plies[k - 1].published.is_some(),
        None => published,
    });
    result
}

/// Whether a published cell's move and a recorded move name the same squares (and piece for a
/// drop): the cell then says how the recorded move was written.
fn same_squares(written: MoveText, recorded: MoveText) -> bool {
    match (written, recorded) {
        (MoveText::Step { from, to, .. }, MoveText::Step { from: f, to: t, .. }) => {
            from == f && to == t
        }
        (MoveText::Compact { to, .. }, MoveText::Step { to: t, .. }) => to == t,
        (w, r) => w == r,
    }
}

/// `, line N` when the line is known.
fn line_text(line: Option<usize>) -> String {
    line.map_or(String::new(), |l| format!(", line {l}"))
}

/// `s` as both record readers read it: in Unicode normalization form C (composed Hangul
/// syllables), every line ending (LF, CRLF, or a lone CR as old editors save) an LF, so that no
/// CR stays inside a cell or a value (the writer could not give it back).
pub(crate) fn reading_form(s: &str) -> String {
    let s = s.replace("\r\n", "\n").replace('\r', "\n");
    // Most records are ASCII or already composed: the quick check spares the copy.
    match crate::notation::nfc(&s) {
        std::borrow::Cow::Borrowed(_) => s,
        std::borrow::Cow::Owned(n) => n,
    }
}
