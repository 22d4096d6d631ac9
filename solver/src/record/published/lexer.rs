//! The lexer of a published table: its rows and cells, and each cell read as a move with its
//! marks, footnote markers and end note.

use crate::notation::{parse_move, piece_name, MoveText};
use crate::rules::Role;

use super::{Marks, NoteReason, RecordError, WrittenMove};
use crate::record::{CellProblem, HeaderProblem, RowProblem};

/// A cell of the table, in play order.
pub(crate) struct Cell {
    pub(crate) line: usize,
    pub(crate) row: u32,
    pub(crate) column: usize,
    pub(crate) text: String,
}

/// A cell read: a move, an end note, both or neither.
pub(crate) struct CellParse {
    pub(crate) mv: Option<WrittenMove>,
    pub(crate) note: Option<NoteParse>,
}

pub(crate) struct NoteParse {
    pub(crate) text: String,
    pub(crate) winner: Option<String>,
    pub(crate) reason: Option<NoteReason>,
}

/// The table: the players' names in column order, the first mover's column, whether the
/// header marks it (先/後), and the move cells in play order.
#[allow(clippy::type_complexity)]
pub(crate) fn read_table(text: &str) -> Result<([String; 2], usize, bool, Vec<Cell>), RecordError> {
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
            problem: HeaderProblem::Missing,
        });
    }

    // The header.
    let header = &rows[first_numbered - 1];
    let hline = header.line;
    if header.cells.len() < 3 || header.cells[3..].iter().any(|c| !c.is_empty()) {
        return Err(RecordError::Header {
            line: hline,
            problem: HeaderProblem::CellCount {
                found: header.cells.iter().filter(|c| !c.is_empty()).count(),
            },
        });
    }
    let mut names = [String::new(), String::new()];
    let mut order = [None, None];
    for col in 0..2 {
        let (name, mark) = strip_order_mark(&header.cells[col + 1]);
        if name.is_empty() {
            return Err(RecordError::Header {
                line: hline,
                problem: HeaderProblem::NoName { column: col + 2 },
            });
        }
        names[col] = name;
        order[col] = mark;
    }
    if names[0] == names[1] {
        return Err(RecordError::Header {
            line: hline,
            problem: HeaderProblem::SameName {
                name: names[0].clone(),
            },
        });
    }
    let first_column = match order {
        [Some(true), Some(true)] | [Some(false), Some(false)] => {
            return Err(RecordError::Header {
                line: hline,
                problem: HeaderProblem::SameMark,
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
                    problem: RowProblem::NumberTooLarge {
                        text: row.cells[0].clone(),
                    },
                })
            }
            Some(Ok(n)) => n,
        };
        if let Some(end) = end_of_table {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                problem: RowProblem::AfterEnd { end_line: end },
            });
        }
        if number != expected {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                problem: RowProblem::WrongNumber {
                    expected,
                    found: number,
                },
            });
        }
        if row.cells.len() < 3 {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                problem: RowProblem::Truncated {
                    cells: row.cells.len(),
                },
            });
        }
        if row.cells[3..].iter().any(|c| !c.is_empty()) {
            return Err(RecordError::Row {
                line: row.line,
                row: Some(number),
                problem: RowProblem::TooManyCells {
                    cells: row.cells.len(),
                },
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
    let marked = order.iter().any(|m| m.is_some());
    Ok((names, first_column, marked, cells))
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
pub(crate) fn parse_cell(text: &str) -> Result<CellParse, CellProblem> {
    let text = fold_width(text);
    let (body, footnotes) = strip_footnotes(&text);
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
fn split_end_note(s: &str) -> Result<(&str, Option<NoteParse>), CellProblem> {
    let s = s.trim();
    const WIN: &str = "승리";
    if let Some(idx) = s.find(WIN) {
        let after = s[idx + WIN.len()..].trim();
        if !after.chars().all(|c| matches!(c, '.' | '!')) {
            return Err(CellProblem::TextAfterWin {
                text: after.to_string(),
            });
        }
        let before = s[..idx].trim_end();
        let (rest, winner) = match before.rfind(char::is_whitespace) {
            Some(i) => (&before[..i], before[i..].trim()),
            None => ("", before),
        };
        let winner = winner.trim_end_matches(['.', ',']);
        if winner.is_empty() {
            return Err(CellProblem::WinWithoutWinner);
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
fn parse_marked_move(s: &str) -> Result<(MoveText, Marks), CellProblem> {
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
        return Err(CellProblem::MarksWithoutMove);
    }
    let chars: Vec<char> = core.chars().collect();
    let unknown_piece = |found: char| CellProblem::UnknownPiece { found };
    // Compact: a square, then a piece name, then optionally 打.
    if chars.len() >= 3 {
        let square: String = chars[..2].iter().collect();
        if let Ok(to) = square.parse::<crate::rules::Square>() {
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
                            "" => Ok((MoveText::Compact { role, to }, marks)),
                            "打" | "(打)" | "*" => {
                                if role.hand_index().is_none() {
                                    Err(CellProblem::NeverInHand { role })
                                } else {
                                    Ok((MoveText::Drop { role, to }, marks))
                                }
                            }
                            other => Err(CellProblem::TextAfterPiece {
                                text: other.to_string(),
                            }),
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
    parse_move(core)
        .map(|m| (m, marks))
        .map_err(|error| CellProblem::Notation {
            text: core.to_string(),
            error,
        })
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

/// Full-width ASCII forms (`（打）`, `Ｂ２`, `＋`) and the ideographic space read as their ASCII
/// counterparts, as transcribers type them on Korean and Japanese keyboards.
fn fold_width(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xff01 + 0x21).unwrap_or(c),
            c => c,
        })
        .collect()
}
