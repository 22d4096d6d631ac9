//! The canonical record format (`*.gibo`, data/broadcast/FORMAT.md): round trips, format 2,
//! malformed records, `end: repetition`.

use super::*;

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
