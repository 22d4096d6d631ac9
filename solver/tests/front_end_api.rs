//! The library API that front ends share: checked play, square and compact move
//! text, `POSITION [moves …]` input, the JSON of the reports, the checks of a canonical record
//! against the reader of the published table, and corrections. Expected values are worked out
//! by hand from docs/RULES.md and the broadcast records.

mod reference;

use reference::sq;
use sibi_solver::notation::MoveError;
use sibi_solver::query::MoveProblem;
use sibi_solver::query::{best_report, legal_moves, parse_line, probe_report, LineError};
use sibi_solver::record::Termination;
use sibi_solver::record::{check_record, read_canonical, read_published, CorrectionError};
use sibi_solver::solve::{solve, NoProgress};
use sibi_solver::{
    parse_move, Color, GameEnd, Move, MoveText, PieceSet, PlayError, Position, Role, Rules, Square,
    Successor,
};

const G2_PUBLISHED: &str = include_str!("../../data/broadcast/black-garnet-final.published.txt");
const G2_SIBI: &str = include_str!("../../data/broadcast/black-garnet-final.gibo");
const GAMES: [(&str, &str); 4] = [
    (
        include_str!("../../data/broadcast/black-garnet-07-deathmatch.published.txt"),
        include_str!("../../data/broadcast/black-garnet-07-deathmatch.gibo"),
    ),
    (G2_PUBLISHED, G2_SIBI),
    (
        include_str!("../../data/broadcast/grand-final-11-round1.published.txt"),
        include_str!("../../data/broadcast/grand-final-11-round1.gibo"),
    ),
    (
        include_str!("../../data/broadcast/grand-final-11-round2.published.txt"),
        include_str!("../../data/broadcast/grand-final-11-round2.gibo"),
    ),
];

fn pos(text: &str, pieces: &str) -> Position {
    Position::parse(text, Rules::TwelveJanggi, pieces.parse().unwrap()).unwrap()
}

#[test]
fn squares_from_text() {
    let names = [
        "A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3", "D1", "D2", "D3",
    ];
    for (i, name) in names.iter().enumerate() {
        let s: Square = name.parse().unwrap();
        assert_eq!(s.index(), i, "{name}");
        assert_eq!(s.to_string(), *name);
        assert_eq!(name.to_lowercase().parse::<Square>(), Ok(s));
    }
    for bad in ["", "A", "E1", "A0", "A4", "B22", " B2", "2B", "王"] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?}");
    }
    // Control characters are escaped in the message.
    let e = "\u{1b}[2J".parse::<Square>().unwrap_err().to_string();
    assert!(e.contains("\\u{1b}[2J") && !e.contains('\u{1b}'), "{e}");
}

/// The start, a to move: 子 B2 → C2 takes d's 子; a drop from an empty hand, a 王 dropped and a
/// step no piece makes are refused; at a held try nothing is played.
#[test]
fn checked_play() {
    let rules = Rules::TwelveJanggi;
    let start = Position::start(Color::A);
    let capture = Move::Step {
        from: sq("B2"),
        to: sq("C2"),
    };
    let after = start.play(rules, capture).unwrap();
    assert_eq!(after, start.play_unchecked(capture));
    let Successor::Position(next) = after else {
        panic!("no king capture")
    };
    assert_eq!(next.to_string(), "M2g/K1Pk/G2m P d");
    for m in [
        Move::Drop {
            role: Role::Pawn,
            to: sq("B1"),
        },
        Move::Drop {
            role: Role::King,
            to: sq("B1"),
        },
        Move::Step {
            from: sq("A1"),
            to: sq("A3"),
        },
        Move::Step {
            from: sq("C2"),
            to: sq("B2"),
        },
    ] {
        assert_eq!(start.play(rules, m), Err(PlayError::Illegal(m)), "{m}");
    }
    // a's 王 on D1 in d's camp at the start of a's turn: the try is held.
    let held = pos("3K/4/1k2 P a", "P");
    assert_eq!(
        held.play(
            rules,
            Move::Step {
                from: sq("D1"),
                to: sq("C1")
            }
        ),
        Err(PlayError::GameOver(GameEnd::Try))
    );
}

/// `P?B2`: only the piece and the destination. After 1. 子 B2 → C2 (子x), by hand: of d's
/// pieces only the 相 on D3 reaches C2; d's 將 D1 and 王 D2 both reach C1, but only one is a
/// 將; d has no 子.
#[test]
fn compact_move_text() {
    let rules = Rules::TwelveJanggi;
    let p = pos("M2g/K1Pk/G2m P d", "GGMMPP");
    let m = parse_move("M?C2").unwrap();
    assert_eq!(
        m,
        MoveText::Compact {
            role: Role::Minister,
            to: sq("C2")
        }
    );
    assert_eq!(m.to_string(), "M?C2");
    assert_eq!(parse_move("相?c2"), Ok(m));
    assert_eq!(
        m.resolve(&p, rules),
        Ok(Move::Step {
            from: sq("D3"),
            to: sq("C2")
        })
    );
    assert!(matches!(
        parse_move("P?C1").unwrap().resolve(&p, rules),
        Err(MoveError::NoPieceCanReach { side: Color::D, role: Role::Pawn, to }) if to == sq("C1")
    ));
    // A 將 and a 王 reach C1, but only one 將: not ambiguous. Two pieces of one kind are.
    assert_eq!(
        parse_move("G?C1").unwrap().resolve(&p, rules),
        Ok(Move::Step {
            from: sq("D1"),
            to: sq("C1")
        })
    );
    // a's 將 on A2 and on B1 both step to B2.
    let two = pos("KG2/G1k1/4 - a", "GG");
    let e = parse_move("G?B2")
        .unwrap()
        .resolve(&two, rules)
        .unwrap_err();
    assert_eq!(
        e,
        MoveError::Ambiguous {
            side: Color::A,
            role: Role::General,
            to: sq("B2"),
            candidates: vec![
                Move::Step {
                    from: sq("A2"),
                    to: sq("B2")
                },
                Move::Step {
                    from: sq("B1"),
                    to: sq("B2")
                },
            ],
        }
    );
}

#[test]
fn position_and_moves_input() {
    let rules = Rules::TwelveJanggi;
    let full = PieceSet::FULL;
    let line = parse_line("  M2g/KPpk/G2m - a   moves B2C2 d3c2 ", rules, full).unwrap();
    assert_eq!(line.text, "M2g/KPpk/G2m - a   moves B2C2 d3c2");
    assert_eq!(line.line.moves().len(), 2);
    assert_eq!(line.line.end(), None);
    assert_eq!(
        line.line.position(),
        Some(&pos("M2g/K1mk/G3 Pp a", "GGMMPP"))
    );
    // Kings only: a's 王 B2 takes d's on C2; the line ends there.
    let kings = parse_line("4/1Kk1/4 - a moves B2C2", rules, "-".parse().unwrap()).unwrap();
    assert!(matches!(kings.line.king_capture(), Some((_, mv)) if mv.to_string() == "B2C2"));
    assert_eq!(kings.line.position(), None);
    // Errors, with the column of the position text alone.
    match parse_line("M2g/KPppk/G2m - a moves B2C2", rules, full) {
        Err(e @ LineError::Notation { .. }) => {
            assert_eq!(e.position_text(), Some("M2g/KPppk/G2m - a"));
            let LineError::Notation { error, .. } = e else {
                unreachable!()
            };
            assert_eq!(error.column, 9);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(parse_line(" ", rules, full), Err(LineError::Empty));
    assert_eq!(
        parse_line("M2g/KPpk/G2m - a moves", rules, full),
        Err(LineError::NoMoves)
    );
    match parse_line("4/1Kk1/4 - a moves B2C2 C2D2", rules, "-".parse().unwrap()) {
        Err(LineError::Move {
            number: 1,
            problem: MoveProblem::AfterKingCapture { .. },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    match parse_line("M2g/KPpk/G2m - a moves B2B3", rules, full) {
        Err(LineError::Move {
            number: 1,
            problem: MoveProblem::Illegal { .. },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
}

/// Hangul typed or pasted decomposed (NFD: `자` as the jamo U+110C U+1161, as macOS and some
/// input methods give it) reads as the composed form (NFC), in move text and in `POSITION
/// moves …` alike, as the record readers read it: the same moves, the same position. It used to
/// be refused ("not a piece name") while a record with the same text was read.
#[test]
fn decomposed_hangul_reads_as_composed() {
    let (ja, sang) = ("\u{110c}\u{1161}", "\u{1109}\u{1161}\u{11bc}");
    assert_eq!(ja.chars().count(), 2, "written decomposed");
    assert_eq!(sibi_solver::notation::nfc(ja), "자");
    assert_eq!(sibi_solver::notation::nfc(sang), "상");
    let rules = Rules::TwelveJanggi;
    let full = PieceSet::FULL;
    // a's 子 B2 takes d's 子 C2 (named with its piece), then d's 相 D3 takes it back on C2.
    let composed = parse_line("M2g/KPpk/G2m - a moves 자B2C2 상D3C2", rules, full).unwrap();
    let decomposed = parse_line(
        &format!("M2g/KPpk/G2m - a moves {ja}B2C2 {sang}D3C2"),
        rules,
        full,
    )
    .unwrap();
    assert_eq!(decomposed.line, composed.line);
    assert_eq!(decomposed.text, composed.text);
    assert_eq!(
        decomposed.line.position(),
        Some(&pos("M2g/K1mk/G3 Pp a", "GGMMPP"))
    );
    // A drop, and the piece named alone.
    assert_eq!(
        parse_move(&format!("{ja}*B1")).unwrap(),
        parse_move("자*B1").unwrap()
    );
    assert_eq!(parse_move(&format!("{ja}*B1")).unwrap().to_string(), "P*B1");
    // In position text (ASCII only) it is named as the one piece name it is.
    match parse_line(&format!("M2g/K{ja}pk/G2m - a"), rules, full) {
        Err(LineError::Notation { error, .. }) => assert_eq!(
            error.problem,
            sibi_solver::notation::NotationProblem::PieceNameInPosition { found: '자' }
        ),
        other => panic!("{other:?}"),
    }
}

/// The JSON of the reports, field by field, on the kings-and-one-子 table: `K3/1k2/4 P a` is
/// win 1 by A1B2 (a's 王 takes d's on B2).
#[test]
fn report_json() {
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "P".parse().unwrap();
    let table = solve(rules, pieces, &NoProgress).unwrap();
    let line = parse_line("K3/1k2/4 P a", rules, pieces).unwrap();
    let probe = serde_json::to_value(probe_report(&table, &line).unwrap()).unwrap();
    assert_eq!(
        probe,
        serde_json::json!({
            "input": "K3/1k2/4 P a",
            "position": "K3/1k2/4 P a",
            "value": {"wdl": "win", "dtm": 1},
            "game_over": false,
            "reason": null,
        })
    );
    let best = serde_json::to_value(best_report(&table, &line, Some(10)).unwrap()).unwrap();
    assert_eq!(
        best["moves"][0],
        serde_json::json!({
            "move": "A1B2",
            "hanja": "王 A1 → B2 (王x)",
            "value": {"wdl": "win", "dtm": 1},
            "position_after": null,
        })
    );
    assert_eq!(best["best"].as_array().unwrap().len(), 1);
    assert_eq!(best["pv"]["end"], "king-capture");
    assert_eq!(best["pv"]["final_position"], serde_json::Value::Null);
    assert_eq!(best["input"], "K3/1k2/4 P a");
    // After the capture: no position, loss 0, the game over by a king capture.
    let over = parse_line("K3/1k2/4 P a moves A1B2", rules, pieces).unwrap();
    let report = best_report(&table, &over, Some(10)).unwrap();
    assert_eq!(
        report.pv.as_ref().map(|p| p.end),
        Some(Termination::KingCapture)
    );
    let j = serde_json::to_value(report).unwrap();
    assert_eq!(j["position"], serde_json::Value::Null);
    assert_eq!(j["value"], serde_json::json!({"wdl": "loss", "dtm": 0}));
    assert_eq!(j["reason"], "king-capture");
    // `sibi moves --json` lines.
    let moves = serde_json::to_value(legal_moves(&pos("K3/1k2/4 P a", "P"), rules)).unwrap();
    assert_eq!(
        moves[0],
        serde_json::json!({"move": "A1A2", "position": "4/Kk2/4 P d", "captures_king": false})
    );
    assert!(moves
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["move"] == "A1B2" && m["captures_king"] == true && m["position"].is_null()));
}

/// A canonical record keeps each ply's published cell and the end note, and the warnings, the
/// unplayable ply and the corrections come back from them as the published table's reader
/// found them — all but the line numbers, which a canonical record does not keep.
#[test]
fn canonical_records_check_like_the_published_tables() {
    for (published, canonical) in GAMES {
        let p = read_published(published).unwrap().check();
        let mut c = check_record(&read_canonical(canonical).unwrap());
        assert!(c.warnings.iter().all(|w| w.place.line.is_none()));
        for w in &mut c.warnings {
            w.place.line = p
                .warnings
                .iter()
                .find(|x| x.ply == w.ply && x.kind == w.kind)
                .and_then(|x| x.place.line);
        }
        for k in &mut c.corrections {
            k.place.line = p
                .corrections
                .iter()
                .find(|x| x.ply == k.ply)
                .and_then(|x| x.place.line);
        }
        if let Some(i) = &mut c.illegal {
            i.place.line = p.illegal.as_ref().and_then(|x| x.place.line);
        }
        // A canonical record keeps no lines; the published table has one for every ply.
        assert!(c.lines.iter().all(Option::is_none));
        assert_eq!(c.lines.len(), p.lines.len());
        assert!(p.lines.iter().all(Option::is_some));
        c.lines.clone_from(&p.lines);
        assert_eq!(c, p);
    }
    // By hand (data/broadcast/FORMAT.md): the final's ply 31 cannot be played, two corrections
    // of ply 18, and six warnings.
    let c = check_record(&read_canonical(G2_SIBI).unwrap());
    assert_eq!(c.illegal.as_ref().map(|i| i.ply), Some(31));
    let fixes: Vec<String> = c
        .corrections
        .iter()
        .map(|k| format!("{}:{}", k.ply, k.corrected))
        .collect();
    assert_eq!(fixes, ["18:B2A3", "18:B2A1"]);
    assert_eq!(c.warnings.len(), 6);
}

/// `--correct` as a library call on the Black Garnet final.
#[test]
fn corrections_of_a_record() {
    let record = read_published(G2_PUBLISHED).unwrap().record;
    assert_eq!(record.replay().illegal.map(|i| i.ply), Some(31));
    let fixed = record
        .with_correction(18, parse_move("B2A3").unwrap())
        .unwrap();
    let replay = fixed.replay();
    assert!(replay.illegal.is_none());
    assert_eq!(replay.len(), 33);
    assert_eq!(fixed.plies[17].mv.to_string(), "B2A3");
    assert_eq!(fixed.plies[17].published, record.plies[17].published);
    assert_eq!(
        record.with_correction(34, parse_move("B2A3").unwrap()),
        Err(CorrectionError::NoSuchPly { ply: 34, plies: 33 })
    );
    assert_eq!(
        record.with_correction(0, parse_move("B2A3").unwrap()),
        Err(CorrectionError::NoSuchPly { ply: 0, plies: 33 })
    );
    assert_eq!(
        record.with_correction(32, parse_move("D3C3").unwrap()),
        Err(CorrectionError::NotReached {
            ply: 32,
            illegal: 31
        })
    );
    assert!(matches!(
        record.with_correction(18, parse_move("B2B2").unwrap()),
        Err(CorrectionError::Illegal { ply: 18, .. })
    ));
}

/// A record written by sibi (`play_record`, no published cell, no end note) gets no warning
/// about published marks: its first ply B2C2 from `M3/KPgk/4 - a` captures d's 將 (so a
/// published cell without `x` would get capture-missing), and it stops unfinished (a
/// published table would get "ends without a result"). The same record with that ply's cell
/// published as `B2子` still gets capture-missing.
#[test]
fn a_record_written_by_sibi_gets_no_mark_warnings() {
    use sibi_solver::query::line_from_moves;
    use sibi_solver::query::play::play_record;
    use sibi_solver::record::WarningKind;
    use sibi_solver::{PieceSet, Position, Rules};
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "GMP".parse().unwrap();
    let start = Position::parse("M3/KPgk/4 - a", rules, pieces).unwrap();
    let mv = sibi_solver::parse_move("B2C2")
        .unwrap()
        .resolve(&start, rules)
        .unwrap();
    let line = line_from_moves(start, rules, &[mv]).unwrap();
    let rec = play_record(
        &line,
        ["you".into(), "sibi level 5".into()],
        false,
        "sibi play, level 5, seed 1".into(),
    )
    .unwrap();
    let c = check_record(&read_canonical(&sibi_solver::record::write_canonical(&rec)).unwrap());
    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
    let mut marked = rec.clone();
    marked.plies[0].published = Some("B2子".into());
    let kinds: Vec<WarningKind> = check_record(&marked)
        .warnings
        .into_iter()
        .map(|w| w.kind)
        .collect();
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, WarningKind::CaptureMissing { .. })),
        "{kinds:?}"
    );
}

/// The traps of a move ([`sibi_solver::query::Replies`]) against a one-ply search done another
/// way: the replier's moves ranked at the position after the move, those labelled a loss for
/// the replier counted — on every position within five plies of two `GP` positions; a move
/// that captures the 王 has none; moves of equal value come with the most losing replies
/// first, and otherwise in the library's ranking.
#[test]
fn replies_against_a_one_ply_search() {
    use sibi_solver::query::rank_moves;
    use sibi_solver::solve::Value;
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "GP".parse().unwrap();
    let table = solve(rules, pieces, &NoProgress).unwrap();
    let mut frontier = vec![pos("K1g1/1P2/3k - a", "GP"), pos("K3/1G2/1p1k - d", "GP")];
    let mut seen = std::collections::HashSet::new();
    let (mut checked, mut with_traps) = (0, 0);
    for _ in 0..5 {
        let mut next = Vec::new();
        for p in frontier {
            if !seen.insert(p) {
                continue;
            }
            let line = parse_line(&p.to_string(), rules, pieces).unwrap();
            let report = best_report(&table, &line, None).unwrap();
            let ranked = rank_moves(&table, &p).unwrap();
            assert_eq!(report.moves.len(), ranked.len());
            for (k, m) in report.moves.iter().enumerate() {
                let Some(after) = m.position_after else {
                    assert_eq!(m.replies, None, "{p} {}", m.mv);
                    continue;
                };
                let replies = rank_moves(&table, &after).unwrap();
                let losing = replies
                    .iter()
                    .filter(|r| matches!(r.value, Value::Loss(_)))
                    .count();
                let r = m
                    .replies
                    .expect("a move that captures no 王 has its replies");
                assert_eq!(
                    (r.total as usize, r.losing as usize),
                    (replies.len(), losing),
                    "{p} {}",
                    m.mv
                );
                checked += 1;
                with_traps += usize::from(losing > 0);
                if k > 0 {
                    let before = &report.moves[k - 1];
                    assert!(before.value >= m.value, "{p}");
                    if before.value == m.value {
                        let traps =
                            |x: &sibi_solver::query::MoveLabel| x.replies.map_or(0, |r| r.losing);
                        assert!(traps(before) >= traps(m), "{p}");
                    }
                }
                next.push(after);
            }
        }
        frontier = next;
    }
    assert!(
        checked > 1_000 && with_traps > 100 && with_traps < checked,
        "{checked} {with_traps}"
    );
    // In the JSON: `replies` on a move, none on a king capture or in the principal variation.
    let line = parse_line("K3/1k2/4 P a", rules, "P".parse().unwrap()).unwrap();
    let p_table = solve(rules, "P".parse().unwrap(), &NoProgress).unwrap();
    let j = serde_json::to_value(best_report(&p_table, &line, Some(4)).unwrap()).unwrap();
    assert!(j["moves"][0].get("replies").is_none(), "{}", j["moves"][0]);
    assert!(
        j["moves"][1]["replies"]["total"].is_u64(),
        "{}",
        j["moves"][1]
    );
    assert!(j["pv"]["moves"][0].get("replies").is_none());
}
