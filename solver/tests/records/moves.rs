//! Plain move lists (`read_move_list`, and `read_any` telling them apart): the canonical and
//! the published one-token forms, numbered or not, one per line or on one line.
//!
//! The first plies of the deathmatch of The Genius: Black Garnet (data/broadcast/
//! black-garnet-07-deathmatch.gibo, d first), worked out by hand on the start position: d's
//! 子 C2 takes a's 子 on B2 (`C2B2`, published `B2子x`), a's 相 A1 takes it back (`A1B2`,
//! `B2相x`), d drops a 子 on C2 (`P*C2`, `C2子打`), a's 相 goes back to A1 (`B2A1`, `A1相`).

use super::*;
use sibi_solver::record::{
    is_move_list, read_any_first, read_move_list, DEFAULT_FIRST, MOVE_LIST_NAMES,
};

/// The four plies, as moves.
fn deathmatch_start() -> Vec<MoveText> {
    vec![
        MoveText::from(step("C2", "B2")),
        MoveText::from(step("A1", "B2")),
        MoveText::Drop {
            role: Role::Pawn,
            to: sq("C2"),
        },
        MoveText::from(step("B2", "A1")),
    ]
}

fn moves_of(r: &GameRecord) -> Vec<MoveText> {
    r.plies.iter().map(|p| p.mv).collect()
}

#[test]
fn canonical_moves_in_every_layout_read_alike() {
    for text in [
        "C2B2 A1B2 P*C2 B2A1",
        "C2B2\nA1B2\nP*C2\nB2A1\n",
        "1. C2B2 2. A1B2 3. P*C2 4. B2A1",
        "1 C2B2\n2 A1B2\n3 P*C2\n4 B2A1",
        "1.C2B2 2.A1B2\n# a comment line\n3.P*C2 4.B2A1 # the end",
        "1. C2B2 A1B2\n2. P*C2 B2A1",
    ] {
        let r = read_move_list(text, Color::D).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(moves_of(&r), deathmatch_start(), "{text:?}");
        assert_eq!(r.meta.first, Color::D);
        assert_eq!(r.meta.position, None);
        assert_eq!(r.meta.players, MOVE_LIST_NAMES.map(String::from));
        assert!(r.plies.iter().all(|p| p.published.is_none()), "{text:?}");
        // Four legal plies, the game not over.
        let replay = r.replay();
        assert_eq!((replay.len(), replay.illegal), (4, None));
        assert_eq!(r.meta.outcome.termination, Termination::Unfinished);
        // read_any_first reads it as a move list too.
        assert!(is_move_list(text));
        match read_any_first(text, Color::D) {
            Ok(AnyRecord::Moves(m)) => assert_eq!(*m, r),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn published_forms_resolve_to_the_same_moves() {
    for text in [
        "B2子x\nB2相x\nC2子打\nA1相\n",
        "1. B2子x B2相x 2. C2子打 A1相",
        "B2子x B2相x C2子* A1相",
    ] {
        let r = read_move_list(text, Color::D).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        let replay = r.replay();
        assert_eq!(replay.illegal, None, "{text:?}");
        let played: Vec<MoveText> = replay.line.moves().iter().map(|&m| m.into()).collect();
        assert_eq!(played, deathmatch_start(), "{text:?}");
        // The published text is kept beside each move.
        let first = r.plies[0].published.as_deref();
        assert_eq!(first, Some("B2子x"), "{text:?}");
    }
}

#[test]
fn the_first_mover_is_the_one_given_or_a() {
    // With a to move the same first move is a's 子 stepping forward onto d's 子 (B2C2): with
    // d to move `C2B2` is d's, with a to move it is illegal (C2 holds d's 子).
    let a_first = read_move_list("B2C2 D3C2", Color::A).unwrap();
    assert_eq!(a_first.replay().illegal, None);
    let d_first = read_move_list("B2C2", Color::D).unwrap();
    assert_eq!(d_first.replay().illegal.map(|i| i.ply), Some(1));
    assert_eq!(DEFAULT_FIRST, Color::A);
    match read_any("B2C2 D3C2") {
        Ok(AnyRecord::Moves(m)) => assert_eq!(m.meta.first, Color::A),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_king_capture_ends_the_list_with_its_winner() {
    // a's 子 takes d's 子 (B2C2), d's 將 steps to C1, a's 子 steps forward from C2 onto D2,
    // d's 王: a wins by king capture.
    let r = read_move_list("1. B2C2 D1C1 2. C2D2", Color::A).unwrap();
    assert_eq!(
        r.meta.outcome,
        Outcome {
            winner: Some(Color::A),
            termination: Termination::KingCapture
        }
    );
}

#[test]
fn what_is_not_a_move_list_is_refused_with_its_line() {
    assert_eq!(read_move_list("", Color::A), Err(RecordError::NoMoves));
    assert_eq!(
        read_move_list("1. 2. # nothing\n", Color::A),
        Err(RecordError::NoMoves)
    );
    match read_move_list("C2B2\nA1B2 X9", Color::D) {
        Err(RecordError::Line {
            line: 2,
            problem: LineProblem::NotAMove { text, .. },
        }) => assert_eq!(text, "X9"),
        other => panic!("{other:?}"),
    }
    // A `|` or a `format:` line is another format.
    assert!(!is_move_list("| 1 | C2子x | C2相x |"));
    assert!(!is_move_list("# c\nformat: sibi-record 2\n"));
    assert!(matches!(
        read_any(G1_PUBLISHED),
        Ok(AnyRecord::Published(_))
    ));
}
