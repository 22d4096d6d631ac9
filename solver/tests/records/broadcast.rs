//! The four broadcast games of `data/broadcast/`, read from their published tables and from
//! their canonical records.

use super::*;

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
         C1 holds no piece of Red but Green's 相 (minister)"
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
