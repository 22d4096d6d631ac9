//! The game-record readers on the four broadcast games of `data/broadcast/` and on small
//! hand-made tables.
//!
//! Every expected value below was worked out by hand from the published tables
//! (`docs/sources/12janggi-wiki.txt`, section 3) and docs/RULES.md, replaying the games on paper;
//! the reasoning is in the comments. Reminder: player a has camp file A and moves toward D; player
//! d has camp file D and moves toward A; the start is 相a A1, 王a A2, 將a A3, 子a B2, 子d C2,
//! 將d D1, 王d D2, 相d D3.

mod reference;

use proptest::prelude::*;
use reference::sq;
use sibi_solver::notation::MoveError;
use sibi_solver::record::{
    read_any, read_canonical, read_published, write_canonical, AnyRecord, CellProblem, Change,
    GameRecord, IllegalReason, LineProblem, Meta, NoteReason, Outcome, ParsedGame, Ply,
    RecordError, RowProblem, Termination, ValueProblem, Version2Feature, WarningKind,
};
use sibi_solver::{Color, GameEnd, Move, MoveText, Role};

const G1_PUBLISHED: &str =
    include_str!("../../data/broadcast/black-garnet-07-deathmatch.published.txt");
const G2_PUBLISHED: &str = include_str!("../../data/broadcast/black-garnet-final.published.txt");
const G3_PUBLISHED: &str = include_str!("../../data/broadcast/grand-final-11-round1.published.txt");
const G4_PUBLISHED: &str = include_str!("../../data/broadcast/grand-final-11-round2.published.txt");
const G1_SIBI: &str = include_str!("../../data/broadcast/black-garnet-07-deathmatch.gibo");
const G2_SIBI: &str = include_str!("../../data/broadcast/black-garnet-final.gibo");
const G3_SIBI: &str = include_str!("../../data/broadcast/grand-final-11-round1.gibo");
const G4_SIBI: &str = include_str!("../../data/broadcast/grand-final-11-round2.gibo");

const ALL: [(&str, &str); 4] = [
    (G1_PUBLISHED, G1_SIBI),
    (G2_PUBLISHED, G2_SIBI),
    (G3_PUBLISHED, G3_SIBI),
    (G4_PUBLISHED, G4_SIBI),
];

fn step(from: &str, to: &str) -> Move {
    Move::Step {
        from: sq(from),
        to: sq(to),
    }
}

fn read(text: &str) -> ParsedGame {
    read_published(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The (ply, kind) of every warning.
fn warnings(g: &ParsedGame) -> Vec<(Option<usize>, WarningKind)> {
    g.warnings.iter().map(|w| (w.ply, w.kind.clone())).collect()
}

/// Black Garnet ep. 7, death match: 이종범 vs 오현민, compact notation, no 先/後 marks.
///
/// No marks, so the first column (이종범) moved first. His first move `B2子x` is a 子 stepping
/// to B2 and capturing: at the start only d's 子 on C2 can (a's 子 already stands on B2), so
/// 이종범 is player d and 오현민 player a. Replayed by hand: 14 full rows, 28 plies, all legal;
/// the last, 오현민's `D2王x`, is a's 王 C3 → D2 taking d's 王 (d had just played D1 → D2
/// next to it): 오현민 wins by king capture. No end note.
///
/// Marks: the table marks `+` only twice (`B2將+`, `D2王+`, both real checks). Three moves give
/// check unmarked: ply 1 (d's 子 on B2 attacks a's 王 on A2), ply 10 (a's 子 B2 → C2 attacks
/// d's 王 on D2) and ply 14 (again a's 子 B2 → C2 taking the 相, 王d on D2).
#[test]
fn black_garnet_ep7() {
    let g = read(G1_PUBLISHED);
    let m = &g.record.meta;
    assert_eq!(g.plies.len(), 28);
    assert_eq!(g.columns, ["이종범".to_string(), "오현민".to_string()]);
    assert_eq!(g.first_column, 0);
    assert_eq!(m.player(Color::A), "오현민");
    assert_eq!(m.player(Color::D), "이종범");
    assert_eq!(m.first, Color::D);
    assert_eq!(
        m.outcome,
        Outcome {
            winner: Some(Color::A),
            termination: Termination::KingCapture
        }
    );
    assert!(g.illegal.is_none() && g.corrections.is_empty());
    assert!(g.end_note.is_none());
    assert_eq!(g.replay.line.end(), Some(GameEnd::KingCapture));
    assert_eq!(g.replay.line.winner(), Some(Color::A));
    // First and last moves, origins found from the compact notation.
    assert_eq!(g.plies[0].mv, Some(step("C2", "B2")));
    assert_eq!(g.plies[1].mv, Some(step("A1", "B2")));
    assert_eq!(
        g.plies[2].mv,
        Some(Move::Drop {
            role: Role::Pawn,
            to: sq("C2")
        })
    );
    // Row 12: d's 子 C2 takes the 將 on B2, then a's 將 B1 → B2 takes it back (the other a
    // piece next to B2, the 王 on B3, is not a 將).
    assert_eq!(g.plies[22].mv, Some(step("C2", "B2")));
    assert_eq!(g.plies[23].mv, Some(step("B1", "B2")));
    assert_eq!(g.plies[27].mv, Some(step("C3", "D2")));
    assert_eq!(g.plies[27].place.row, Some(14));
    assert_eq!(g.plies[16].written.footnotes, vec![4]); // `D1王[4]`, row 9
    assert_eq!(
        warnings(&g),
        vec![
            (Some(1), WarningKind::CheckMissing),
            (Some(10), WarningKind::CheckMissing),
            (Some(14), WarningKind::CheckMissing),
        ]
    );
}

/// Black Garnet final: 장동민(先) vs 오현민(後), arrow notation — the inconsistent record.
///
/// 장동민 moved first: `將 D1 → C1` is d's 將, so 장동민 is player d, 오현민 player a. By hand:
/// row 7 장동민 drops a 將 on C1; row 8 오현민 plays 相 A1 → B2, row 9 相 B2 → C1 — onto
/// the 將 standing there, a capture the table does not mark (and a check on d's 王 D2 it does
/// not mark either). d never gets a 將 back in hand, yet row 16 has 장동민 play `將 C1 → C2
/// (子x)`: ply 31 (row 16, his column), and C1 holds a's 相. The record is illegal there.
///
/// Corrections of one square: the 相 of row 9 went elsewhere. From B2 it can reach A1, A3, C1
/// and C3. C3 fails: row 13 오현민 plays 王 B2 → C3, onto his own 相. A3 and A1 both make the
/// rest legal; on A1 the 相 is taken by row 15's 子 B1 → A1 (unmarked capture), so A3 agrees
/// better with the marks: 3 mark disagreements against 4 (the unmarked checks of plies 13, 23
/// and 31 in both, plus the capture on A1). Both end with 오현민's 王 on D3 at the start of his
/// turn: the try that the end note `王 한턴버팀. 오현민 승리` states.
///
/// As published, 오현민 also twice leaves a capture of d's 王 untaken (plies 22 and 24: the
/// 相 on C1 attacks D2), another sign that row 9 is wrong.
#[test]
fn black_garnet_final_is_inconsistent() {
    let g = read(G2_PUBLISHED);
    let m = &g.record.meta;
    assert_eq!(g.plies.len(), 33); // 17 moves of 장동민, 16 of 오현민, then the end note
    assert_eq!(g.first_column, 0);
    assert_eq!(m.player(Color::A), "오현민");
    assert_eq!(m.player(Color::D), "장동민");
    assert_eq!(m.first, Color::D);
    assert_eq!(
        m.outcome,
        Outcome {
            winner: Some(Color::A),
            termination: Termination::Try
        }
    );
    let note = g.end_note.as_ref().unwrap();
    assert_eq!(
        (
            note.place.row,
            note.place.player.as_str(),
            note.reason,
            note.winner
        ),
        (Some(17), "오현민", Some(NoteReason::Try), Color::A)
    );
    assert!(!note.after_move);
    assert_eq!(
        m.end_note.as_deref(),
        Some("17. 오현민: 王 한턴버팀. 오현민 승리")
    );

    // The illegal move: ply 31, row 16, 장동민 (player d), line 21 of the published file.
    let il = g.illegal.as_ref().expect("an illegal move");
    assert_eq!(
        (
            il.ply,
            il.place.row,
            il.place.line,
            il.place.player.as_str(),
            il.color
        ),
        (31, Some(16), Some(21), "장동민", Color::D)
    );
    assert_eq!(il.place.text(), "將 C1 → C2 (子x)");
    assert_eq!(
        il.reason,
        IllegalReason::Move(MoveError::OpponentPiece {
            square: sq("C1"),
            side: Color::D,
            role: Role::Minister
        })
    );
    assert_eq!(
        il.to_string(),
        "ply 31 (row 16, line 21, 장동민 as player d): `將 C1 → C2 (子x)` cannot be played: \
         no piece of player d on C1: it holds player a's 相 (minister)"
    );
    // The legal prefix: 30 plies.
    assert_eq!(g.replay.len(), 30);
    assert_eq!(g.plies[30].mv, None);
    assert_eq!(g.plies[29].mv, Some(step("B2", "C2")));

    // The corrections, best first.
    let c: Vec<_> = g
        .corrections
        .iter()
        .map(|c| {
            (
                c.ply,
                c.place.row,
                c.place.player.as_str(),
                c.corrected,
                c.change,
                c.mark_disagreements,
                c.end_agrees,
            )
        })
        .collect();
    let dest = |to| Change::Destination {
        published: sq("C1"),
        corrected: sq(to),
    };
    assert_eq!(
        c,
        vec![
            (18, Some(9), "오현민", step("B2", "A3"), dest("A3"), 3, true),
            (18, Some(9), "오현민", step("B2", "A1"), dest("A1"), 4, true),
        ]
    );
    assert_eq!(g.corrections[0].was, Some(step("B2", "C1")));
    assert_eq!(g.corrections[0].corrected_text, "相 B2 → A3");

    // Warnings on the legal prefix.
    assert_eq!(
        warnings(&g),
        vec![
            (Some(13), WarningKind::CheckMissing),
            (
                Some(18),
                WarningKind::CaptureMissing {
                    captured: Role::General
                }
            ),
            (Some(18), WarningKind::CheckMissing),
            (Some(22), WarningKind::KingCaptureMissed),
            (Some(23), WarningKind::CheckMissing),
            (Some(24), WarningKind::KingCaptureMissed),
        ]
    );

    // The record keeps the published move (C1C2) and says so in its notes.
    assert_eq!(g.record.plies[30].mv, MoveText::from(step("C1", "C2")));
    assert!(g.record.meta.notes[0].starts_with("inconsistent: ply 31 (row 16"));
    assert!(g.record.meta.notes[1].starts_with("suggested correction 1 (not applied): ply 18"));
}

/// Grand Final ep. 11, round 1: 장동민(後) in the first column, 오현민(先) in the second.
///
/// 오현민 moved first although his column is the second. His `子 C2 → B2 (子x)` is d's 子, so
/// he is player d and 장동민 player a. Each row is read second column first. 15 rows, 30 plies,
/// all legal; the last, 장동민's `王 B3 → C2 (王x) 장동민 승리`, takes d's 王, which had just
/// taken the 相 on C2 next to it: 장동민 wins by king capture.
///
/// Unmarked checks: plies 1 (d's 子 on B2 attacks A2), 5 (d's 相 on B3 attacks a's 王 on A2),
/// 22 (a's 將 dropped on C2 attacks d's 王 on D2), 28 (a's 將 dropped on B1 attacks d's 王 on
/// C1) and 29 (d's 王 on C2 next to a's 王 on B3).
#[test]
fn grand_final_round1() {
    let g = read(G3_PUBLISHED);
    let m = &g.record.meta;
    assert_eq!(g.plies.len(), 30);
    assert_eq!(g.columns, ["장동민".to_string(), "오현민".to_string()]);
    assert_eq!(g.first_column, 1);
    assert_eq!(m.player(Color::A), "장동민");
    assert_eq!(m.player(Color::D), "오현민");
    assert_eq!(m.first, Color::D);
    assert_eq!(
        m.outcome,
        Outcome {
            winner: Some(Color::A),
            termination: Termination::KingCapture
        }
    );
    assert!(g.illegal.is_none());
    // Play order within a row: 오현민 (second column) first.
    assert_eq!(
        (g.plies[0].place.player.as_str(), g.plies[0].mv),
        ("오현민", Some(step("C2", "B2")))
    );
    assert_eq!(
        (g.plies[1].place.player.as_str(), g.plies[1].mv),
        ("장동민", Some(step("A1", "B2")))
    );
    // Row 13: 子 C3 → D3 候전환 + (a's 子 promotes in d's camp; the 侯 attacks D2).
    assert_eq!(g.plies[25].mv, Some(step("C3", "D3")));
    assert!(g.plies[25].written.marks.promotion && g.plies[25].written.marks.check);
    let note = g.end_note.as_ref().unwrap();
    assert!(note.after_move);
    assert_eq!((note.winner, note.reason), (Color::A, None));
    assert_eq!(g.record.meta.end_note, None); // the note belongs to a move
    assert_eq!(g.replay.line.end(), Some(GameEnd::KingCapture));
    assert_eq!(g.replay.line.winner(), Some(Color::A));
    assert_eq!(
        warnings(&g),
        [1, 5, 22, 28, 29].map(|p| (Some(p), WarningKind::CheckMissing))
    );
}

/// Grand Final ep. 11, round 2: 장동민(先) vs 오현민(後).
///
/// 장동민's `子 B2 → C2 (子x)` is a's 子: 장동민 is player a. 37 rows: 37 moves of 장동민 and
/// 36 of 오현민, 73 plies, all legal; then in 오현민's cell of row 37 `제한시간초과 장동민
/// 승리`: 오현민, to move, ran out of time, 장동민 wins by time-out.
///
/// Replayed by hand, the marks disagree in 11 places: unmarked checks at plies 1, 26, 39, 43,
/// 45, 49 and 58; unmarked captures at ply 57 (王 A2 → B3 takes the 將 d moved there in row
/// 28), 67 (子 B2 → C2 takes the 相 d dropped in row 29) and 71 (相 A1 → B2 takes the 將 of row
/// 35); and `將(打) B3 +` at ply 60 checks nothing (a's 王 is on A2 by then).
#[test]
fn grand_final_round2() {
    let g = read(G4_PUBLISHED);
    let m = &g.record.meta;
    assert_eq!(g.plies.len(), 73);
    assert_eq!(g.first_column, 0);
    assert_eq!(m.player(Color::A), "장동민");
    assert_eq!(m.player(Color::D), "오현민");
    assert_eq!(m.first, Color::A);
    assert_eq!(
        m.outcome,
        Outcome {
            winner: Some(Color::A),
            termination: Termination::TimeOut
        }
    );
    assert!(g.illegal.is_none());
    let note = g.end_note.as_ref().unwrap();
    assert_eq!(
        (note.place.row, note.place.player.as_str(), note.reason),
        (Some(37), "오현민", Some(NoteReason::TimeOut))
    );
    assert_eq!(note.place.text(), "제한시간초과 장동민 승리");
    // The game is not over on the board; d (오현민) is to move.
    assert_eq!(g.replay.board_outcome(), None);
    assert_eq!(g.replay.final_position().unwrap().side_to_move(), Color::D);
    let w = warnings(&g);
    let check_missing: Vec<usize> = w
        .iter()
        .filter(|(_, k)| *k == WarningKind::CheckMissing)
        .map(|(p, _)| p.unwrap())
        .collect();
    assert_eq!(check_missing, [1, 26, 39, 43, 45, 49, 58]);
    let general = Role::General;
    let others: Vec<_> = w
        .into_iter()
        .filter(|(_, k)| *k != WarningKind::CheckMissing)
        .collect();
    assert_eq!(
        others,
        vec![
            (Some(57), WarningKind::CaptureMissing { captured: general }),
            (Some(60), WarningKind::CheckWithoutCheck),
            (
                Some(67),
                WarningKind::CaptureMissing {
                    captured: Role::Minister
                }
            ),
            (Some(71), WarningKind::CaptureMissing { captured: general }),
        ]
    );
}

/// Only the Black Garnet final is inconsistent.
#[test]
fn only_one_record_is_inconsistent() {
    let illegal: Vec<bool> = ALL.iter().map(|(p, _)| read(p).illegal.is_some()).collect();
    assert_eq!(illegal, [false, true, false, false]);
}

/// The canonical records in `data/broadcast/` hold what the reader gets from the published
/// tables, and read → write gives them back byte for byte.
#[test]
fn canonical_files_match_the_published_tables() {
    for (published, sibi) in ALL {
        let g = read(published);
        let rec = read_canonical(sibi).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rec.plies, g.record.plies);
        let (a, b) = (&rec.meta, &g.record.meta);
        assert_eq!(
            (&a.players, a.first, a.outcome, &a.end_note, a.rules),
            (&b.players, b.first, b.outcome, &b.end_note, b.rules)
        );
        for note in &b.notes {
            assert!(a.notes.contains(note), "missing note {note}");
        }
        assert!(a.show.is_some() && a.episode.is_some() && a.source.is_some());
        // The files are format 1; the writer writes format 2, the same text but for the
        // format line (the broadcast games start at the start position and end in a way
        // format 1 knows).
        assert!(sibi.contains("\nformat: sibi-record 1\n"));
        assert_eq!(
            write_canonical(&rec),
            sibi.replace("format: sibi-record 1", "format: sibi-record 2")
        );
        // Replaying the canonical record gives the same steps as the published one.
        let r = rec.replay();
        assert_eq!(r.line, g.replay.line);
        assert_eq!(
            r.illegal.as_ref().map(|i| (i.ply, &i.reason)),
            g.replay.illegal.as_ref().map(|i| (i.ply, &i.reason))
        );
    }
}

/// The canonical record of the inconsistent game stops at ply 31 for the same reason.
#[test]
fn canonical_replay_of_the_inconsistent_game() {
    let rec = read_canonical(G2_SIBI).unwrap();
    assert_eq!(rec.plies.len(), 33);
    assert_eq!(rec.plies[30].row, Some(16));
    assert_eq!(rec.plies[30].published.as_deref(), Some("將 C1 → C2 (子x)"));
    let r = rec.replay();
    assert_eq!(r.len(), 30);
    let il = r.illegal.as_ref().unwrap();
    assert_eq!((il.ply, il.side), (31, Color::D));
    // (position, move) pairs for an annotator: the first is the start, d to move.
    let (p, m) = r.pairs().next().unwrap();
    assert_eq!(p.to_string(), "M2g/KPpk/G2m - d");
    assert_eq!(m, step("D1", "C1"));
}

/// write → read gives the same record, for the reader's records and a hand-made one with
/// every optional key, an unresolved move, a drop and a ply without published text.
#[test]
fn canonical_round_trip() {
    for (published, _) in ALL {
        let rec = read(published).record;
        assert_eq!(read_canonical(&write_canonical(&rec)).unwrap(), rec);
    }
    let mut meta = Meta::new("갑", "을 (B)", Color::A);
    meta.show = Some("show: with a colon # and a hash".into());
    meta.episode = Some("1".into());
    meta.round = Some("2".into());
    meta.outcome = Outcome {
        winner: None,
        termination: Termination::Unfinished,
    };
    meta.end_note = Some("3. 을 (B): 기권".into());
    meta.source = Some("by hand".into());
    meta.notes = vec!["one".into(), "two: 2".into()];
    let rec = GameRecord {
        meta,
        plies: vec![
            Ply {
                mv: MoveText::from(step("B2", "C2")),
                row: Some(1),
                published: Some("C2子x".into()),
            },
            Ply {
                mv: MoveText::Compact {
                    role: Role::Minister,
                    to: sq("C2"),
                },
                row: Some(1),
                published: Some("C2相x # odd".into()),
            },
            Ply {
                mv: MoveText::Drop {
                    role: Role::Pawn,
                    to: sq("B1"),
                },
                row: None,
                published: Some("free comment".into()),
            },
            Ply {
                mv: MoveText::from(step("D2", "D1")),
                row: None,
                published: None,
            },
        ],
    };
    let text = write_canonical(&rec);
    assert!(
        text.contains("\nM?C2\t# 1. 을 (B): C2相x # odd\n"),
        "{text}"
    );
    assert!(text.contains("\nP*B1\t# free comment\nD2D1\n"), "{text}");
    assert_eq!(read_canonical(&text).unwrap(), rec);
    // read_any tells the formats apart.
    assert!(matches!(read_any(&text), Ok(AnyRecord::Canonical(r)) if *r == rec));
    match read_any(G1_PUBLISHED) {
        Ok(AnyRecord::Published(g)) => assert_eq!(g.plies.len(), 28),
        other => panic!("{other:?}"),
    }
}

/// Malformed canonical records: typed errors with the line.
#[test]
fn canonical_errors() {
    let head = "format: sibi-record 1\nplayer-a: A\nplayer-d: D\nfirst: a\n";
    let err = |t: &str| read_canonical(t).unwrap_err();
    assert_eq!(err(""), RecordError::MissingKey { key: "format" });
    assert_eq!(
        err("format: sibi-record 1\nplayer-a: A\nfirst: a\n"),
        RecordError::MissingKey { key: "player-d" }
    );
    // Met at the first move, a missing key is reported with that move's line.
    let e = err("format: sibi-record 1\nplayer-a: A\nfirst: a\n\nB2C2");
    assert_eq!(
        e,
        RecordError::Line {
            line: 5,
            problem: LineProblem::MoveBeforeHeader {
                missing: "player-d"
            }
        }
    );
    assert_eq!(
        e.to_string(),
        "line 5: a move before the header is complete: header key `player-d` is missing \
         (every header line comes before the first move)"
    );
    // A key in another case is a header line with an unknown key, not a move; a byte-order
    // mark is skipped.
    assert_eq!(
        err("format: sibi-record 1\nShow: x\n"),
        RecordError::UnknownKey {
            line: 2,
            key: "Show".to_string()
        }
    );
    assert!(read_canonical(&format!("\u{feff}{head}B2C2\n")).is_ok());
    assert_eq!(
        err("format: sibi-record 1\nplayer-a: 갑\nplayer-d: 갑\n"),
        RecordError::BadValue {
            line: 3,
            key: "player-d".to_string(),
            value: "갑".to_string(),
            problem: ValueProblem::SameName
        }
    );
    assert_eq!(
        err("format: sibi-record 3\n"),
        RecordError::Format {
            line: 1,
            found: "sibi-record 3".into()
        }
    );
    assert_eq!(
        err(&format!("{head}colour: red\n")),
        RecordError::UnknownKey {
            line: 5,
            key: "colour".into()
        }
    );
    assert_eq!(
        err(&format!("{head}first: d\n")),
        RecordError::DuplicateKey {
            line: 5,
            key: "first".into()
        }
    );
    assert!(matches!(
        err("format: sibi-record 1\nplayer-a: A\nplayer-d: D\nfirst: x\n"),
        RecordError::BadValue { line: 4, .. }
    ));
    assert!(matches!(
        err(&format!("{head}end: draw-ish\n")),
        RecordError::BadValue { line: 5, .. }
    ));
    assert!(matches!(
        err(&format!("{head}\nB2C2\nnote: late\n")),
        RecordError::Line { line: 7, .. }
    ));
    for bad in ["B2C9", "PB2C2", "K*B1", "X?B2", "P?E2", "hello world"] {
        let e = err(&format!("{head}\nB2C2\n{bad}\n"));
        assert!(matches!(e, RecordError::Line { line: 7, .. }), "{bad}: {e}");
    }
    // Illegal moves are not errors: the replay says where the record stops.
    let rec = read_canonical(&format!("{head}\nB2C2\nB2C2\n")).unwrap();
    let r = rec.replay();
    assert_eq!(r.len(), 1);
    assert_eq!(r.illegal.unwrap().ply, 2);
}

/// Format 2: a game from another position than the start, stopped by repetition, written by
/// `GameRecord::from_moves` + `write_canonical`, read back the same and replayed from its
/// position.
#[test]
fn canonical_format_2_round_trip() {
    use sibi_solver::{PieceSet, Position, Rules};
    let rules = Rules::TwelveJanggi;
    // a to move: 王a A2, 子a B2, 王d D2, a 將 in a's hand, a 相 in d's hand (piece set GMP).
    let start = Position::parse("4/KP1k/4 Gm a", rules, "GMP".parse().unwrap()).unwrap();
    let rec = GameRecord::from_moves(
        rules,
        start,
        ["you".into(), "sibi level 10".into()],
        // Each 王 one square and back, twice: the start stands a third time.
        &[
            [("A2", "A1"), ("D2", "D1"), ("A1", "A2"), ("D1", "D2")],
            [("A2", "A1"), ("D2", "D1"), ("A1", "A2"), ("D1", "D2")],
        ]
        .concat()
        .into_iter()
        .map(|(f, t)| step(f, t))
        .collect::<Vec<_>>(),
        Outcome {
            winner: None,
            termination: Termination::Repetition,
        },
    );
    assert_eq!(rec.meta.first, Color::A);
    assert_eq!(rec.pieces(), "GMP".parse::<PieceSet>().unwrap());
    let text = write_canonical(&rec);
    let head = "# sibi game record (data/broadcast/FORMAT.md)\nformat: sibi-record 2\n\
                rules: twelve-janggi\nposition: 4/KP1k/4 Gm a\nplayer-a: you\n\
                player-d: sibi level 10\nfirst: a\nwinner: none\nend: repetition\n\n\
                A2A1\nD2D1\nA1A2\nD1D2\nA2A1\nD2D1\nA1A2\nD1D2\n";
    assert_eq!(text, head);
    let back = read_canonical(&text).unwrap();
    assert_eq!(back, rec);
    // The replay starts from the position: after A2A1 a's 王 stands on A1, d to move.
    let r = back.replay();
    assert_eq!(*r.line.start(), start);
    assert_eq!(r.line.position_at(1).unwrap().to_string(), "K3/1P1k/4 Gm d");
    assert_eq!(*r.final_position().unwrap(), start);
    // From the start position no `position:` line is written, and one naming the start reads
    // as none.
    let plain = GameRecord::from_moves(
        rules,
        Position::start(Color::D),
        ["A".into(), "D".into()],
        &[step("D1", "C1")],
        Outcome::UNKNOWN,
    );
    assert_eq!(plain.meta.position, None);
    let t = write_canonical(&plain);
    assert!(
        !t.contains("position:") && t.contains("\nfirst: d\n"),
        "{t}"
    );
    let with_start = t.replace("first: d\n", "first: d\nposition: M2g/KPpk/G2m - d\n");
    assert_eq!(read_canonical(&with_start).unwrap(), plain);
}

/// Format 2's additions are refused in a format-1 record; a `position:` must be a legal
/// position whose side to move is `first`.
#[test]
fn canonical_format_2_errors() {
    let err = |t: &str| read_canonical(t).unwrap_err();
    let v1 = "format: sibi-record 1\nplayer-a: A\nplayer-d: D\nfirst: a\n";
    let e = err(&format!("{v1}position: 4/KP1k/4 Gm a\n"));
    assert_eq!(
        e,
        RecordError::Line {
            line: 5,
            problem: LineProblem::Version2Only {
                feature: Version2Feature::Position,
                version: 1
            }
        }
    );
    assert_eq!(
        e.to_string(),
        "line 5: the key `position` is format 2: this record says `format: sibi-record 1` \
         (write `format: sibi-record 2`)"
    );
    assert!(matches!(
        err(&format!("{v1}end: repetition\n")),
        RecordError::Line { line: 5, .. }
    ));
    let v2 = "format: sibi-record 2\nplayer-a: A\nplayer-d: D\nfirst: a\n";
    let walk = "A2A1\nD2D1\nA1A2\nD1D2\n";
    assert!(read_canonical(&format!(
        "{v2}position: 4/KP1k/4 Gm a\nend: repetition\n\n{walk}{walk}"
    ))
    .is_ok());
    // d to move in the position, a named first.
    let e = err(&format!("{v2}position: 4/KP1k/4 Gm d\n"));
    assert!(
        matches!(
            &e,
            RecordError::BadValue {
                line: 4,
                key,
                value,
                problem: ValueProblem::FirstNotToMove { position }
            } if key == "first" && value == "a" && position.to_string() == "4/KP1k/4 Gm d"
        ),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "line 4: bad value `a` for `first`: the position (4/KP1k/4 Gm d) has d to move, so d \
         moves first"
    );
    // Two 王 for a; a 子 unpromoted in its enemy camp (D is a's enemy camp).
    for bad in ["4/KPKk/4 - a", "3P/K2k/4 - a", "4/KP1k"] {
        let e = err(&format!("{v2}position: {bad}\n"));
        assert!(
            matches!(&e, RecordError::BadValue { line: 5, key, .. } if key == "position"),
            "{bad}: {e}"
        );
    }
}

/// A small hand-made table in compact notation (갑 moves first, no marks).
fn table(rows: &[&str]) -> String {
    let mut t = String::from("prose before the table\n| N˚ | 갑 | 을 |\n");
    for r in rows {
        t.push_str(r);
        t.push('\n');
    }
    t.push_str("| x:포로로 잡음, 打:포로말 투입, +:장군 | ||\n");
    t
}

/// A compact move two pieces could play is reported as ambiguous, never guessed; the
/// corrections list each origin.
///
/// Row 1: 갑 (a) 子 B2 → C2 takes 子; 을 (d) 相 D3 → C2 takes it back. Row 2: a 相 A1 → B2;
/// d 將 D1 → C1. Row 3: a 相 B2 → C1 takes the 將 (check on D2); d 王 D2 → C1 takes the 相.
/// Row 4: a drops the 將 on C3; d drops its 子 on B2. Row 5: `B3將` — a's 將 on A3 and the
/// one on C3 can both step to B3.
#[test]
fn compact_ambiguity() {
    let t = table(&[
        "| 1 | C2子x | C2相x |",
        "| 2 | B2相 | C1將 |",
        "| 3 | C1相x+ | C1王x |",
        "| 4 | C3將打 | B2子打 |",
        "| 5 | B3將 | |",
    ]);
    let g = read(&t);
    assert_eq!(g.record.meta.first, Color::A);
    assert_eq!(g.plies.len(), 9);
    let il = g.illegal.as_ref().unwrap();
    assert_eq!(
        (il.ply, il.place.row, il.place.player.as_str()),
        (9, Some(5), "갑")
    );
    assert_eq!(
        il.reason,
        IllegalReason::Move(MoveError::Ambiguous {
            side: Color::A,
            role: Role::General,
            to: sq("B3"),
            candidates: vec![step("A3", "B3"), step("C3", "B3")]
        })
    );
    let c: Vec<_> = g
        .corrections
        .iter()
        .map(|c| (c.corrected, c.change))
        .collect();
    assert!(c.contains(&(step("A3", "B3"), Change::ChosenOrigin { from: sq("A3") })));
    assert!(c.contains(&(step("C3", "B3"), Change::ChosenOrigin { from: sq("C3") })));
    assert_eq!(
        g.record.plies[8].mv,
        MoveText::Compact {
            role: Role::General,
            to: sq("B3")
        }
    );
    // The record ends without a result.
    assert_eq!(g.record.meta.outcome, Outcome::UNKNOWN);
}

/// 先/後 marks decide the order; end notes are checked against the board.
#[test]
fn order_marks_and_end_notes() {
    // 을 is marked 先 in the second column: 을 moves first, as player a (`C2子x` is a's 子).
    let t = "| No | 갑(後) | 을(先) |\n| 1 | C2相x | C2子x |\n| 2 | | 제한시간초과 갑 승리 |\n";
    let g = read(t);
    assert_eq!(g.first_column, 1);
    assert_eq!(g.record.meta.player(Color::A), "을");
    assert_eq!(g.record.meta.first, Color::A);
    assert_eq!(g.plies.len(), 2);
    // 을 (a) is to move after ply 2 and times out: 갑 wins, consistent.
    assert_eq!(
        g.record.meta.outcome,
        Outcome {
            winner: Some(Color::D),
            termination: Termination::TimeOut
        }
    );
    assert!(g
        .warnings
        .iter()
        .all(|w| !matches!(w.kind, WarningKind::NoteLoserNotToMove)));

    // After 갑's first move 을 is to move: a time-out win of 을 is inconsistent.
    let t = table(&["| 1 | C2子x | 제한시간초과 을 승리 |"]);
    let g = read(&t);
    assert_eq!(
        g.warnings.last().unwrap().kind,
        WarningKind::NoteLoserNotToMove
    );

    // A try note when no king stands in the enemy camp.
    let t = table(&["| 1 | C2子x | 王 한턴버팀. 을 승리 |"]);
    let g = read(&t);
    assert_eq!(g.warnings.last().unwrap().kind, WarningKind::NoteTryNotHeld);
    assert_eq!(g.record.meta.outcome.termination, Termination::Try);

    // No note, game not over: unfinished, with a warning.
    let g = read(&table(&["| 1 | C2子x | C2相x |"]));
    assert_eq!(
        g.record.meta.outcome,
        Outcome {
            winner: None,
            termination: Termination::Unfinished
        }
    );
    assert_eq!(g.warnings.last().unwrap().kind, WarningKind::NoResult);

    // Marks: `B2子x+` as 갑's first move is read, `x` and `+` both agree; a wrong capture
    // piece and a wrong piece name give warnings, not errors.
    let t = "| No | 갑 | 을 |\n| 1 | 子 B2 → C2 (相x) + | 王 D3 → C2 (子x) |\n";
    let g = read(t);
    assert_eq!(g.plies[1].mv, Some(step("D3", "C2")));
    assert_eq!(
        warnings(&g)[..2],
        [
            (
                Some(1),
                WarningKind::CaptureWrongPiece {
                    marked: Role::Minister,
                    captured: Role::Pawn
                }
            ),
            (
                Some(2),
                WarningKind::PieceName {
                    named: Role::King,
                    found: Role::Minister
                }
            ),
        ]
    );
}

/// Malformed published tables: typed errors with the line, never a panic.
#[test]
fn published_errors() {
    assert_eq!(read_published("").unwrap_err(), RecordError::NoTable);
    assert_eq!(
        read_published("just some prose\nand more | not a table").unwrap_err(),
        RecordError::NoTable
    );
    // No header row before the first numbered row.
    assert!(matches!(
        read_published("| 1 | C2子x | C2相x |").unwrap_err(),
        RecordError::Header { line: 1, .. }
    ));
    // Truncated row (line 4: the prose line, the header, row 1, row 2).
    let e = read_published(&table(&["| 1 | C2子x | C2相x |", "| 2 | B2相 |"])).unwrap_err();
    assert!(
        matches!(
            &e,
            RecordError::Row {
                line: 4,
                row: Some(2),
                problem: RowProblem::Truncated { cells: 2 }
            }
        ),
        "{e}"
    );
    let e = read_published(&table(&["| 1 | C2子x | C2相x |", "| 2 | B2相"])).unwrap_err();
    assert!(matches!(e, RecordError::Row { line: 4, .. }), "{e}");
    // Wrong row number.
    let e = read_published(&table(&["| 1 | C2子x | C2相x |", "| 3 | B2相 | C1將 |"])).unwrap_err();
    assert!(
        matches!(
            e,
            RecordError::Row {
                line: 4,
                row: Some(3),
                ..
            }
        ),
        "{e}"
    );
    // Unknown piece names.
    let e = read_published(&table(&["| 1 | C2馬x | C2相x |"])).unwrap_err();
    match &e {
        RecordError::Cell {
            line: 3,
            row: 1,
            player,
            text,
            problem: CellProblem::UnknownPiece { found: '馬' },
        } => {
            assert_eq!((player.as_str(), text.as_str()), ("갑", "C2馬x"));
            assert!(
                e.to_string()
                    .contains("cannot read `C2馬x`: unknown piece name '馬' (U+99AC)"),
                "{e}"
            );
        }
        _ => panic!("{e}"),
    }
    let e = read_published(&table(&["| 1 | 馬 B2 → C2 | C2相x |"])).unwrap_err();
    assert!(matches!(e, RecordError::Cell { row: 1, .. }), "{e}");
    // A square off the board, stray text, a king dropped.
    for bad in ["C4子x", "子 B2 → E2", "C2子 hello", "C2王打", "(子x)", "x"] {
        let e = read_published(&table(&[&format!("| 1 | {bad} | C2相x |")])).unwrap_err();
        assert!(matches!(e, RecordError::Cell { .. }), "{bad}: {e}");
    }
    // An empty cell before the end; a move after the end note.
    let e = read_published(&table(&["| 1 | C2子x | |", "| 2 | B2相 | C1將 |"])).unwrap_err();
    assert!(matches!(e, RecordError::Row { line: 4, .. }), "{e}");
    let e = read_published(&table(&["| 1 | C2子x | 을 승리 |", "| 2 | B2相 | |"])).unwrap_err();
    assert!(matches!(e, RecordError::Row { line: 4, .. }), "{e}");
    // A winner who is not a player: read as free text, with a warning (issue 15); the board
    // names no winner after one move, so the record has none.
    let g = read_published(&table(&["| 1 | C2子x | 병 승리 |"])).unwrap();
    assert!(g
        .warnings
        .iter()
        .any(|w| matches!(&w.kind, WarningKind::NoteWinnerNotAPlayer { name } if name == "병")));
    assert_eq!(g.record.meta.outcome.winner, None);
    // Both players marked 先; the same name twice.
    let e = read_published("| No | 갑(先) | 을(先) |\n| 1 | C2子x | C2相x |").unwrap_err();
    assert!(matches!(e, RecordError::Header { line: 1, .. }), "{e}");
    let e = read_published("| No | 갑 | 갑 |\n| 1 | C2子x | C2相x |").unwrap_err();
    assert!(matches!(e, RecordError::Header { line: 1, .. }), "{e}");
    // Two games in one text.
    let two = format!("{G1_PUBLISHED}{G3_PUBLISHED}");
    let e = read_published(&two).unwrap_err();
    assert!(matches!(e, RecordError::Row { row: Some(1), .. }), "{e}");
    // No moves at all.
    let e = read_published(&table(&["| 1 | | |"])).unwrap_err();
    assert_eq!(e, RecordError::NoMoves);
    // A first move neither camp can play.
    let e = read_published(&table(&["| 1 | A1將 | B1王 |"])).unwrap_err();
    assert!(matches!(e, RecordError::Camps { .. }), "{e}");
}

/// The moves as written: compact, arrow, canonical, drops, marks, footnotes.
#[test]
fn cell_forms() {
    let g = read(G2_PUBLISHED);
    // `子 B1 → A1 候전환` (候 U+5019) is a promotion mark.
    let p = &g.plies[28];
    assert_eq!(p.place.text(), "子 B1 → A1 候전환");
    assert!(p.written.marks.promotion);
    assert_eq!(
        p.written.written,
        MoveText::Step {
            piece: Some(Role::Pawn),
            from: sq("B1"),
            to: sq("A1")
        }
    );
    // `相 C2 → B1 (子x) +`.
    let p = &g.plies[8];
    assert!(p.written.marks.capture && p.written.marks.check);
    assert_eq!(p.written.marks.captured, Some(Role::Pawn));
    // Canonical text in a table is read too.
    let g = read(&table(&["| 1 | B2C2 | D3-C2 |", "| 2 | P*B1 | C2B1 |"]));
    assert_eq!(g.plies.len(), 4);
    assert_eq!(g.plies[3].mv, Some(step("C2", "B1")));
    // Footnotes anywhere.
    let g = read(&table(&["| 1 | C2子x[12] | C2[3]相x |"]));
    assert_eq!(g.plies[0].written.footnotes, vec![12]);
    assert_eq!(g.plies[1].written.footnotes, vec![3]);
}

/// A table cell: a compact or arrow move, a drop, an end note, or junk.
fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => "[A-D][1-3][王將相子侯候][打x+]{0,2}(\\[[1-9]\\])?",
        3 => "[王將相子侯] [A-D][1-3] → [A-D][1-3]( \\([王將相子]x\\))?( 候전환)?( \\+)?",
        2 => "[王將相子]\\(打\\) [A-D][1-3]",
        1 => "(王 한턴버팀\\. |제한시간초과 )?(이종범|오현민|병) 승리",
        1 => "[A-E1-4王將相子侯候x打()+ →\\[\\]승리 ]{0,12}",
        1 => Just(String::new()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any text gives a result or an error, never a panic.
    #[test]
    fn published_reader_never_panics(text in "\\PC{0,60}") {
        let _ = read_published(&text);
        let _ = read_canonical(&text);
    }

    /// Table-shaped text: the first rows of a real game (so that the camps can be told and
    /// the correction search runs), then move-like cells (compact, arrow, drops, end notes,
    /// junk): never a panic, every error names a line inside the text, and whatever is read
    /// round-trips through the canonical format.
    #[test]
    fn table_reader_never_panics(
        real in 0usize..=14,
        rows in proptest::collection::vec((0u8..12, cell(), cell()), 0..6),
        header in prop_oneof![
            4 => Just("| N˚ | 이종범 | 오현민 |".to_string()),
            1 => "[|No이종범오현민(先後) ]{0,16}",
        ],
    ) {
        let mut t = format!("prose\n{header}\n");
        let g1_rows: Vec<&str> = G1_PUBLISHED
            .lines()
            .filter(|l| l.starts_with("| ") && l[2..].starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        for r in &g1_rows[..real] {
            t.push_str(r);
            t.push('\n');
        }
        for (i, (n, a, b)) in rows.iter().enumerate() {
            // Mostly numbered in order, sometimes not.
            let number = if *n == 0 { 99 } else { real + i + 1 };
            t.push_str(&format!("| {number} | {a} | {b} |\n"));
        }
        let lines = t.lines().count();
        match read_published(&t) {
            Ok(g) => {
                prop_assert!(g.replay.len() <= g.plies.len());
                for c in &g.corrections {
                    prop_assert!(c.ply <= g.illegal.as_ref().unwrap().ply);
                }
                let _ = g.report();
                let text = write_canonical(&g.record);
                prop_assert_eq!(read_canonical(&text).unwrap(), g.record);
            }
            Err(RecordError::Row { line, .. } | RecordError::Cell { line, .. } | RecordError::Header { line, .. }) => {
                prop_assert!(line >= 1 && line <= lines);
            }
            Err(_) => {}
        }
    }

    /// Random legal games written in compact notation read back as the same moves (or are
    /// reported ambiguous), and their canonical records round-trip.
    #[test]
    fn random_games_round_trip(choices in proptest::collection::vec(0usize..80, 1..24)) {
        use sibi_solver::{Position, Rules, Successor};
        let rules = Rules::TwelveJanggi;
        let mut pos = Position::start(Color::A);
        let mut cells = Vec::new();
        let mut moves = Vec::new();
        for c in choices {
            if pos.game_over(rules).is_some() {
                break;
            }
            let legal = pos.legal_moves(rules);
            let m = legal[c % legal.len()];
            cells.push(sibi_solver::move_hanja(&pos, m));
            moves.push(m);
            match pos.play_unchecked(m) {
                Successor::KingCapture => break,
                Successor::Position(p) => pos = p,
            }
        }
        let mut t = String::from("| No | 갑(先) | 을(後) |\n");
        for (i, pair) in cells.chunks(2).enumerate() {
            t.push_str(&format!("| {} | {} | {} |\n", i + 1, pair[0], pair.get(1).map_or("", |s| s.as_str())));
        }
        let g = read_published(&t).unwrap();
        prop_assert!(g.illegal.is_none());
        prop_assert_eq!(g.record.meta.first, Color::A);
        let read_moves: Vec<Move> = g.plies.iter().map(|p| p.mv.unwrap()).collect();
        prop_assert_eq!(&read_moves, &moves);
        // move_hanja's marks always agree with the position.
        prop_assert!(g.warnings.iter().all(|w| !w.kind.is_mark()), "{:?}", g.warnings);
        let rec = g.record;
        prop_assert_eq!(read_canonical(&write_canonical(&rec)).unwrap(), rec);
    }
}

/// What people type when they transcribe a table (issue 15): full-width parentheses, Hangul
/// decomposed (NFD), an end note naming someone who is not a player, a header without 先/後
/// whose columns are in the wrong order.
#[test]
fn transcription_variants() {
    let base = read_published(G3_PUBLISHED).unwrap();
    // （打） for (打): the same record.
    let wide = G3_PUBLISHED.replace("(打)", "（打）");
    assert_ne!(wide, G3_PUBLISHED);
    assert_eq!(
        read_published(&wide).unwrap().record.plies.len(),
        base.record.plies.len()
    );
    assert_eq!(read_published(&wide).unwrap().replay, base.replay);
    // Decomposed Hangul: 승리 written as jamo; the names too.
    use unicode_normalization::UnicodeNormalization;
    let nfd: String = G3_PUBLISHED.nfd().collect();
    assert_ne!(nfd, G3_PUBLISHED);
    let g = read_published(&nfd).unwrap();
    assert_eq!(g.record.meta.outcome, base.record.meta.outcome);
    assert_eq!(g.record.meta.players, base.record.meta.players);
    // An end note whose winner is neither player: read as free text with a warning, the
    // winner taken from the board (장동민, player a, took the 王).
    let odd = G3_PUBLISHED.replace("장동민 승리", "○○○ 승리");
    assert_ne!(odd, G3_PUBLISHED);
    let g = read_published(&odd).unwrap();
    assert_eq!(g.record.meta.outcome.winner, Some(Color::A));
    assert!(g
        .warnings
        .iter()
        .any(|w| matches!(&w.kind, WarningKind::NoteWinnerNotAPlayer { name } if name == "○○○")));
    // Without the 先/後 marks the first column (장동민) is taken as the first mover, which he
    // was not: the error says so.
    let unmarked = G3_PUBLISHED.replace("(先)", "").replace("(後)", "");
    assert_ne!(unmarked, G3_PUBLISHED);
    let e = read_published(&unmarked).unwrap_err().to_string();
    assert!(
        e.contains("the header marks no 先/後, so 장동민 (the first column) is read as the first mover: if 오현민 moved first, mark the header `오현민(先)`"),
        "{e}"
    );
}

/// `end: repetition` is checked as `/play/record` checks it (`line::Line::outcome`): a
/// winner with it is refused on the `winner:` line, a game whose position has not come round a
/// third time (or is over on the board) is refused on the `end:` line; a real one is read. The
/// walk A2A1 D2D1 A1A2 D1D2 from `4/KP1k/4 Gm a` (each 王 one square and back) brings the start
/// back once per four plies: after two walks it has stood three times, after one twice.
#[test]
fn end_repetition_is_checked() {
    use sibi_solver::record::{read_canonical, RecordError, Termination};
    let head = |winner: &str| {
        format!(
            "format: sibi-record 2\nposition: 4/KP1k/4 Gm a\nplayer-a: x\nplayer-d: y\nfirst: \
             a\nwinner: {winner}\nend: repetition\n\n"
        )
    };
    let walk = "A2A1\nD2D1\nA1A2\nD1D2\n";
    let rec = read_canonical(&format!("{}{walk}{walk}", head("none"))).unwrap();
    assert_eq!(rec.meta.outcome.termination, Termination::Repetition);
    assert_eq!(rec.plies.len(), 8);
    // A winner: refused on line 6 (`winner:`), naming line 7 (`end:`).
    let e = read_canonical(&format!("{}{walk}{walk}", head("a"))).unwrap_err();
    assert!(
        matches!(&e, RecordError::BadValue { line: 6, key, .. } if key == "winner"),
        "{e:?}"
    );
    assert!(e.to_string().contains("no winner"), "{e}");
    // Twice only: refused on line 7.
    let e = read_canonical(&format!("{}{walk}", head("none"))).unwrap_err();
    assert!(
        matches!(&e, RecordError::BadValue { line: 7, key, .. } if key == "end"),
        "{e:?}"
    );
    assert!(e.to_string().contains("has stood 2 time(s)"), "{e}");
    // No move at all: the start has stood once.
    let e = read_canonical(&head("none")).unwrap_err();
    assert!(e.to_string().contains("has stood 1 time(s)"), "{e}");
}

/// A lone CR (the line ending of old editors) is a line break for both readers. Found by the
/// fuzz targets `published_record` and `canonical_record` (README, "Reliability"): a CR inside
/// a cell (`D2王\rx`) or a header value (`episode: 11 (\rdeath match)`) used to stay in the
/// record, which the canonical writer cannot give back (it writes values on one line), so the
/// record written read back as another one; and a file with CR line endings was one line.
#[test]
fn lone_carriage_returns() {
    // CR line endings: the same records as LF ones.
    for (published, canonical) in ALL {
        assert_eq!(
            read(&published.replace('\n', "\r")).record,
            read(published).record
        );
        assert_eq!(
            read_canonical(&canonical.replace('\n', "\r")).unwrap(),
            read_canonical(canonical).unwrap()
        );
    }
    // A CR inside the last cell of a published row, as the fuzzer wrote it: the row ends
    // there, and the cut cell is refused with its line (23) and row (15).
    let last = "| 15 | 王 B3 → C2 (王x) 장동민 승리 | 王 C1 → C2 (相x) |";
    assert!(G3_PUBLISHED.contains(last));
    let cr_cell = G3_PUBLISHED.replace(last, &last.replace("(相x)", "(相\rx)"));
    match read_published(&cr_cell) {
        Err(RecordError::Cell {
            line: 23,
            row: 15,
            text,
            ..
        }) => assert_eq!(text, "王 C1 → C2 (相"),
        other => panic!("{other:?}"),
    }
    // A CR inside a header value of a canonical record: a line break, so the rest of the value
    // is a line that is not `key: value` nor a move, and is refused with its line number.
    let episode = "episode: 11 (death match)";
    assert!(G3_SIBI.contains(episode));
    let cr_value = G3_SIBI.replace(episode, "episode: 11 (\rdeath match)");
    let e = read_canonical(&cr_value).unwrap_err().to_string();
    assert!(e.contains("line 6"), "{e}");
}

/// A right-to-left override (U+202E) or a zero-width space (U+200B) in a published table is
/// quoted as `\u{…}` by the reader's errors, never raw: in a cell that is no move, after the
/// piece name, and in a move after the end of the game.
#[test]
fn hidden_characters_in_a_published_table_are_escaped() {
    for rows in [
        &["| 1 | C2子x\u{202e} | C2相x |"][..],
        &["| 1 | C2馬\u{200b} | C2相x |"][..],
        &["| 1 | C2子x | |", "| 2 | B2相 | C1將\u{202e} |"][..],
    ] {
        let e = read_published(&table(rows)).unwrap_err().to_string();
        assert!(!e.contains('\u{202e}') && !e.contains('\u{200b}'), "{e:?}");
        assert!(e.contains("\\u{202e}") || e.contains("\\u{200b}"), "{e}");
    }
}
