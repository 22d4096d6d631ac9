//! `record::read_game`: a record's text read for annotation, checked against the table's rule
//! set and piece set, played once, corrected — and each refusal, a fact of its own.
//!
//! The broadcast record `black-garnet-final` has 33 plies and cannot be played from ply 31
//! (player d's 將 on C1, a square that holds a's 相: see solver/tests/records.rs); its reader
//! suggests 18:B2A3 first.

use sibi_solver::notation::{parse_move, MoveError};
use sibi_solver::record::{
    read_any, read_game, CheckedRecord, CorrectionError, Expected, Format, RecordError, Refused,
};
use sibi_solver::{Color, MoveText, PieceSet, Role, Rules};

const G2_SIBI: &str = include_str!("../../data/broadcast/black-garnet-final.gibo");
const G2_PUBLISHED: &str = include_str!("../../data/broadcast/black-garnet-final.published.txt");
const G1_SIBI: &str = include_str!("../../data/broadcast/black-garnet-07-deathmatch.gibo");

/// A small record from a position of the kings and one 子 (piece set `P`).
const SMALL: &str =
    "format: sibi-record 2\nposition: K3/4/3k P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\nA1B1\n";

fn full() -> Expected {
    Expected {
        rules: Rules::TwelveJanggi,
        pieces: PieceSet::FULL,
        max_plies: usize::MAX,
    }
}

fn mv(text: &str) -> MoveText {
    parse_move(text).unwrap()
}

#[test]
fn a_record_of_another_rule_set_is_refused_with_both_rule_sets() {
    let dobutsu = Expected {
        rules: Rules::Dobutsu,
        ..full()
    };
    let r = read_game(G2_SIBI, Format::Canonical, dobutsu, None);
    assert_eq!(
        r,
        Err(Refused::OtherTable {
            rules: Rules::TwelveJanggi,
            pieces: PieceSet::FULL,
            table_rules: Rules::Dobutsu,
            table_pieces: PieceSet::FULL,
        })
    );
}

#[test]
fn a_game_of_another_piece_set_is_refused_with_both_piece_sets() {
    let r = read_game(SMALL, Format::Any, full(), None);
    assert_eq!(
        r,
        Err(Refused::OtherTable {
            rules: Rules::TwelveJanggi,
            pieces: "P".parse().unwrap(),
            table_rules: Rules::TwelveJanggi,
            table_pieces: PieceSet::FULL,
        })
    );
    // Against the table of its own piece set it reads: one ply, played.
    let p = Expected {
        pieces: "P".parse().unwrap(),
        ..full()
    };
    let game = read_game(SMALL, Format::Any, p, None).unwrap();
    assert_eq!(game.replay.len(), 1);
    assert_eq!(game.corrected, None);
}

#[test]
fn text_that_is_not_a_record_is_refused_with_the_reader_s_error() {
    // No `|` and no `format:` line: a plain move list, whose first word is not a move.
    let r = read_game("# notes\nnothing here\n", Format::Any, full(), None);
    assert!(
        matches!(&r, Err(Refused::Unreadable(e)) if matches!(**e, RecordError::Line { line: 2, .. })),
        "{r:?}"
    );
    // A `|` but no numbered row: not a published table.
    let r = read_game("# notes\n| nothing | here |\n", Format::Any, full(), None);
    assert_eq!(r, Err(Refused::Unreadable(Box::new(RecordError::NoTable))));
    // Read as canonical whatever its first line (a `.gibo`): the published table is not one.
    let r = read_game(G2_PUBLISHED, Format::Canonical, full(), None);
    assert!(matches!(r, Err(Refused::Unreadable(_))), "{r:?}");
}

#[test]
fn a_record_longer_than_the_limit_is_refused_with_its_plies() {
    let short = Expected {
        max_plies: 32,
        ..full()
    };
    let r = read_game(G2_SIBI, Format::Canonical, short, None);
    assert_eq!(r, Err(Refused::TooLong { plies: 33, max: 32 }));
    let exact = Expected {
        max_plies: 33,
        ..full()
    };
    assert!(read_game(G2_SIBI, Format::Canonical, exact, None).is_ok());
}

#[test]
fn a_correction_of_a_ply_the_record_does_not_have_is_refused() {
    for ply in [0, 34, 99] {
        let r = read_game(G2_SIBI, Format::Canonical, full(), Some((ply, mv("B2A3"))));
        assert_eq!(
            r,
            Err(Refused::Correction {
                ply,
                mv: mv("B2A3"),
                error: CorrectionError::NoSuchPly { ply, plies: 33 },
            })
        );
    }
}

#[test]
fn an_illegal_correction_move_is_refused_with_the_reason() {
    // d moves first in this game: ply 5 is d's, after D1C1 A3B3 D2D1 B2C2 (the start: 相a A1,
    // 王a A2, 將a A3, 子a B2, 子d C2, 將d D1, 王d D2, 相d D3). B1 is empty there; A1 holds a's 相.
    let r = read_game(G2_SIBI, Format::Canonical, full(), Some((5, mv("B1B2"))));
    assert_eq!(
        r,
        Err(Refused::Correction {
            ply: 5,
            mv: mv("B1B2"),
            error: CorrectionError::Illegal {
                ply: 5,
                reason: MoveError::EmptySquare {
                    side: Color::D,
                    square: "B1".parse().unwrap(),
                },
            },
        })
    );
    let r = read_game(G2_SIBI, Format::Canonical, full(), Some((5, mv("A1B1"))));
    assert_eq!(
        r,
        Err(Refused::Correction {
            ply: 5,
            mv: mv("A1B1"),
            error: CorrectionError::Illegal {
                ply: 5,
                reason: MoveError::OpponentPiece {
                    side: Color::D,
                    square: "A1".parse().unwrap(),
                    role: Role::Minister,
                },
            },
        })
    );
}

#[test]
fn a_correction_after_the_unplayable_ply_is_not_reached() {
    let r = read_game(G2_SIBI, Format::Canonical, full(), Some((32, mv("A1A2"))));
    assert_eq!(
        r,
        Err(Refused::Correction {
            ply: 32,
            mv: mv("A1A2"),
            error: CorrectionError::NotReached {
                ply: 32,
                illegal: 31
            },
        })
    );
}

/// The game is played once: a correction continues the record's own replay from the ply it
/// replaces. For every ply up to the unplayable one and every legal move there, what
/// `read_game` gives is what `with_correction` and a replay from the start give.
#[test]
fn a_corrected_record_is_played_as_a_replay_from_the_start_would() {
    for (text, format) in [
        (G2_SIBI, Format::Canonical),
        (G2_PUBLISHED, Format::Any),
        (G1_SIBI, Format::Canonical),
    ] {
        let any = read_any(text).unwrap();
        let record = any.record();
        let check = any.check();
        let plain = read_game(text, format, full(), None).unwrap();
        assert_eq!(
            plain,
            CheckedRecord::new(record.clone(), check.clone(), None),
            "the record as it is"
        );
        let replay = record.replay();
        let reached = replay
            .illegal
            .as_ref()
            .map_or(record.plies.len(), |i| i.ply);
        let mut tried = 0;
        for ply in 1..=reached {
            let pos = replay.line.position_at(ply - 1).unwrap();
            for m in pos.legal_moves(Rules::TwelveJanggi).iter().copied() {
                let text_mv = MoveText::from(m);
                let got = read_game(text, format, full(), Some((ply, text_mv))).unwrap();
                let fixed = record.with_correction(ply, text_mv).unwrap();
                assert_eq!(
                    got,
                    CheckedRecord::new(fixed, check.clone(), Some(ply)),
                    "ply {ply}, {m}"
                );
                tried += 1;
            }
        }
        assert!(tried > reached, "{tried} corrections tried");
    }
    // The suggested correction of the final makes the whole record playable.
    let fixed = read_game(G2_SIBI, Format::Canonical, full(), Some((18, mv("B2A3")))).unwrap();
    assert_eq!(fixed.replay.illegal, None);
    assert_eq!(fixed.replay.len(), 33);
    assert_eq!(fixed.corrected, Some(18));
    assert_eq!(fixed.record.plies[17].mv.to_string(), "B2A3");
    assert_eq!(fixed.record.mover(18), Color::A);
}
