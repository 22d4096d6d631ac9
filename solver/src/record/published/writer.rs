//! The writer of a game table as the broadcasts published them (the format [`read_published`]
//! reads): what the web's "download as a broadcast table" gives.
//!
//! The rules of the format, as the reader checks them (`data/broadcast/FORMAT.md`):
//!
//! * the table has no start position: only a game from the start position of 십이장기
//!   (twelve-janggi rules, the full piece set) can be written;
//! * a header row `| No | <name>(先) | <name>(後) |` names the players, the first mover's column
//!   first, each marked; the names differ and hold no `|`;
//! * then one numbered row per pair of plies, `| N | <first mover's move> | <reply> |`, each move
//!   in the broadcasts' arrow form (`相 A1 → B2 (子x)`, `子(打) B1`, `子 B1 → A1 侯전환`, ` +`
//!   for check: [`move_hanja`]); the last row's second cell may be empty;
//! * the camps are not written: the reader finds them from the moves (the first move can be
//!   played by one side only);
//! * a king capture, a try and a position without a legal move are read from the board; a
//!   time-out or a resignation is an end note in the cell of the player who lost, after the
//!   last move (`제한시간초과`, `기권`); other endings (unfinished, a draw by repetition,
//!   unknown) are not written;
//! * a legend row closes the table, as in the broadcasts.
//!
//! [`read_published`]: super::read_published

use crate::line::play_line;
use crate::notation::{move_hanja, MoveText};
use crate::rules::{Color, Position};

use super::super::{GameRecord, Termination};

/// The legend row the broadcasts close their tables with (the reader skips it).
const LEGEND: &str = "| x:포로로 잡음, 打:포로말 투입, +:장군 | ||";

/// Why a record cannot be written as a broadcast table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The table has no start position: the game must start from the start position of
    /// 십이장기 (twelve-janggi rules, every piece).
    #[error("a broadcast table holds only a game of 십이장기 from its start position")]
    NotFromStart,
    /// A table without a move cannot be read back.
    #[error("a broadcast table needs at least one move")]
    NoMoves,
    /// Ply `ply` (1-based) cannot be played (or only its piece and destination are known).
    #[error("ply {ply} cannot be played: a broadcast table holds legal moves only")]
    Illegal {
        /// The ply.
        ply: usize,
    },
}

/// Writes `record` as a broadcast table (see the module's documentation for the format's
/// rules): a title line, the header row, one row per pair of plies, the legend. The players'
/// names are written as the record has them, a `|` in a name as `/` (the reader would split
/// the cell there). [`read_published`](super::read_published) reads the text back to the same
/// moves, players, first mover and result (for a time-out, a resignation, or an end on the
/// board; any other result reads back as unfinished).
///
/// # Errors
/// [`TableError`]: a record that does not start from the start position of 십이장기, has no
/// moves, or has a move that cannot be played.
pub fn write_published(record: &GameRecord) -> Result<String, TableError> {
    let meta = &record.meta;
    let first = meta.first;
    if !meta.rules.is_the_broadcast_rule_set() || meta.position.is_some() {
        return Err(TableError::NotFromStart);
    }
    if record.plies.is_empty() {
        return Err(TableError::NoMoves);
    }
    let mut moves = Vec::with_capacity(record.plies.len());
    for (i, ply) in record.plies.iter().enumerate() {
        match ply.mv {
            MoveText::Compact { .. } => return Err(TableError::Illegal { ply: i + 1 }),
            mv => moves.push(mv),
        }
    }
    let start = Position::start(first);
    let (line, illegal) = play_line(start, meta.rules, moves.iter().copied());
    if let Some(i) = illegal {
        return Err(TableError::Illegal { ply: i.ply });
    }
    let name = |c: Color| meta.player(c).replace('|', "/");
    let mut cells: Vec<String> = line.plies().map(|(pos, m)| move_hanja(pos, m)).collect();
    let note = match meta.outcome.termination {
        Termination::TimeOut => Some("제한시간초과"),
        Termination::Resignation => Some("기권"),
        _ => None,
    };
    // The loser's cell: the player to move after the last ply (who ran out of time or
    // resigned). The reader takes the other player as the winner.
    let loser = if cells.len().is_multiple_of(2) {
        first
    } else {
        first.other()
    };
    if let (Some(note), Some(winner)) = (note, meta.outcome.winner) {
        if winner == loser.other() && line.end().is_none() {
            cells.push(note.to_string());
        }
    }
    let mut out = format!(
        "sibi game record, broadcast table (data/broadcast/FORMAT.md)\n| No | {}(先) | {}(後) |\n",
        name(first),
        name(first.other())
    );
    for (row, pair) in cells.chunks(2).enumerate() {
        let second = pair.get(1).map_or("", String::as_str);
        out.push_str(&format!("| {} | {} | {} |\n", row + 1, pair[0], second));
    }
    out.push_str(LEGEND);
    out.push('\n');
    Ok(out)
}
