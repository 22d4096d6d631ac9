//! The published-table reader on small hand-made tables: ambiguity, 先/後 marks and end
//! notes, malformed tables, cell forms, transcription variants, line endings and hidden
//! characters.

use super::*;

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
