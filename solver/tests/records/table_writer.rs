//! The broadcast-table writer (`write_published`): what it writes reads back (`read_published`)
//! to the same moves, players, first mover and result; what it cannot write is refused.

use super::*;
use sibi_solver::record::{write_published, TableError};

/// The three legal broadcast games, written as tables and read back: the same moves (as
/// played), players, first mover and result; Grand Final round 2's time-out is written as an
/// end note in the loser's cell (ply 74's, 오현민's).
#[test]
fn broadcast_games_round_trip_through_the_table_writer() {
    for (_, canonical) in [ALL[0], ALL[2], ALL[3]] {
        let rec = read_canonical(canonical).unwrap();
        let table = write_published(&rec).unwrap();
        let back = read_published(&table).unwrap();
        assert!(back.illegal.is_none(), "{table}");
        assert!(back.warnings.is_empty(), "{:?}\n{table}", back.warnings);
        assert_eq!(back.replay.line.moves(), rec.replay().line.moves());
        assert_eq!(back.record.meta.players, rec.meta.players);
        assert_eq!(back.record.meta.first, rec.meta.first);
        assert_eq!(back.record.meta.outcome, rec.meta.outcome, "{table}");
    }
    let g4 = write_published(&read_canonical(G4_SIBI).unwrap()).unwrap();
    assert!(g4.contains("| 37 | 將(打) C1 + | 제한시간초과 |"), "{g4}");
}

/// The table's rows: the header with the first mover's column first and marked, the arrow
/// form, an empty second cell after an odd number of plies.
#[test]
fn the_table_has_the_broadcast_rows() {
    let rec = GameRecord::from_moves(
        sibi_solver::Rules::TwelveJanggi,
        sibi_solver::Position::start(Color::A),
        ["Green".into(), "Red | d".into()],
        &[step("B2", "C2"), step("D3", "C2"), step("A3", "B3")],
        Outcome {
            winner: None,
            termination: Termination::Unfinished,
        },
    );
    let table = write_published(&rec).unwrap();
    let rows: Vec<&str> = table.lines().collect();
    assert_eq!(rows[1], "| No | Green(先) | Red / d(後) |");
    assert_eq!(rows[2], "| 1 | 子 B2 → C2 (子x) + | 相 D3 → C2 (子x) |");
    assert_eq!(rows[3], "| 2 | 將 A3 → B3 |  |");
    let back = read_published(&table).unwrap();
    assert_eq!(back.replay.line.moves().len(), 3);
    assert_eq!(
        back.record.meta.outcome.termination,
        Termination::Unfinished
    );
}

/// Refused: another start (format 2's `position:`), no move, a move that cannot be played
/// (the Black Garnet final's ply 31).
#[test]
fn the_table_writer_refuses_what_a_table_cannot_hold() {
    let g2 = read_canonical(G2_SIBI).unwrap();
    assert_eq!(write_published(&g2), Err(TableError::Illegal { ply: 31 }));
    let mut empty = read_canonical(G1_SIBI).unwrap();
    empty.plies.clear();
    assert_eq!(write_published(&empty), Err(TableError::NoMoves));
    let mut moved = read_canonical(G1_SIBI).unwrap();
    let after = moved.replay().line.position_at(2).copied().unwrap();
    moved.meta.position = Some(after);
    moved.plies.drain(..2);
    assert_eq!(write_published(&moved), Err(TableError::NotFromStart));
}
