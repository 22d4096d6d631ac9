//! Unit tests of the notation: position text and move text with exact error columns, move
//! resolution and the broadcast form, all checked by hand.

use crate::notation::*;
use crate::rules::*;

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).unwrap()
}

fn err(text: &str) -> (usize, String) {
    let e = parse_setup(text).expect_err(text);
    (e.column, e.problem.to_string())
}

fn pos(text: &str, rules: Rules) -> Position {
    Position::parse(text, rules, PieceSet::FULL).unwrap()
}

#[test]
fn start_position_text() {
    // docs/RULES.md: the start is `M2g/KPpk/G2m - a`.
    let setup = parse_setup("M2g/KPpk/G2m - a").unwrap();
    assert_eq!(setup, Setup::start(Color::A));
    assert_eq!(setup.to_string(), "M2g/KPpk/G2m - a");
    assert_eq!(
        "M2g/KPpk/G2m - d".parse::<Setup>().unwrap(),
        Setup::start(Color::D)
    );
    let p = Position::parse("M2g/KPpk/G2m - a", Rules::TwelveJanggi, PieceSet::FULL);
    assert_eq!(p.unwrap(), Position::start(Color::A));
    // Extra whitespace around and between fields (tabs too).
    assert_eq!(
        parse_setup("  M2g/KPpk/G2m \t -   a \n").unwrap(),
        Setup::start(Color::A)
    );
}

#[test]
fn hands_any_order_and_counts() {
    // Board: A1 相a, A2 王a, C2 子a, D2 王d, D3 相d; hands a: 將, 子; d: 將.
    let s = parse_setup("M3/K1Pk/3m gPG a").unwrap();
    assert_eq!(s.hands, [[1, 0, 1], [1, 0, 0]]);
    assert_eq!(s.to_string(), "M3/K1Pk/3m GPg a");
    let s = parse_setup("M3/K2k/3m 2Pgg a").unwrap();
    assert_eq!(s.hands, [[0, 0, 2], [2, 0, 0]]);
    assert_eq!(s.to_string(), "M3/K2k/3m 2P2g a");
    // Same letter twice is two pieces.
    assert_eq!(parse_setup("M3/K2k/3m PP2g a").unwrap().hands[0], [0, 0, 2]);
    assert_eq!(s.board[sq("A2").index()].unwrap().char(), 'K');
    assert_eq!(s.board[sq("D3").index()].unwrap().char(), 'm');
}

#[test]
fn position_text_errors_with_columns() {
    assert_eq!(err("").0, 1);
    assert_eq!(err("   ").0, 1);
    assert!(err("").1.starts_with("empty input"));
    // `M2g/` is columns 1–4; K5 P6 p7 p8, the fifth square `k` is column 9.
    assert_eq!(
        err("M2g/KPppk/G2m - a"),
        (9, "rank 2 has 5 squares, expected 4".to_string())
    );
    assert_eq!(
        parse_setup("M2g/KPppk/G2m - a").unwrap_err().to_string(),
        "column 9: rank 2 has 5 squares, expected 4"
    );
    // `4` in rank 1 after M: 1 + 4 = 5 squares, the digit is column 2.
    assert_eq!(
        err("M4/KPpk/G2m - a"),
        (2, "rank 1 has 5 squares, expected 4".to_string())
    );
    // Rank 2 `KPp` ends at the `/` in column 8.
    assert_eq!(
        err("M2g/KPp/G2m - a"),
        (8, "rank 2 has 3 squares, expected 4".to_string())
    );
    // Rank 3 `G2` ends at column 12 (one past the board field).
    assert_eq!(
        err("M2g/KPpk/G2 - a"),
        (12, "rank 3 has 3 squares, expected 4".to_string())
    );
    assert_eq!(err("M2g/KPpk - a").0, 9);
    assert!(err("M2g/KPpk - a").1.contains("2 ranks, expected 3"));
    assert_eq!(err("M2g/KPpk/G2m/4 - a").0, 13);
    assert!(err("M2g/KPpk/G2m/4 - a").1.starts_with("too many ranks"));
    assert_eq!(err("M2g/KPxk/G2m - a").0, 7);
    assert!(err("M2g/KPxk/G2m - a")
        .1
        .contains("unknown piece letter 'x'"));
    assert_eq!(err("M5/KPpk/G2m - a").0, 2);
    assert_eq!(err("M2g/KP.k/G2m - a").0, 7);
    // Hands start at column 14.
    assert_eq!(err("M2g/KPpk/G2m K a").0, 14);
    assert!(err("M2g/KPpk/G2m K a")
        .1
        .contains("王 (K) cannot be in hand"));
    assert_eq!(err("M2g/KPpk/G2m Gh a").0, 15);
    assert!(err("M2g/KPpk/G2m Gh a")
        .1
        .contains("侯 (H) cannot be in hand"));
    assert_eq!(err("M2g/KPpk/G2m 2PP a").0, 16);
    assert!(err("M2g/KPpk/G2m 2PP a").1.contains("holds 3 子"));
    assert_eq!(err("M2g/KPpk/G2m P2 a").0, 16);
    assert_eq!(err("M2g/KPpk/G2m 3P a").0, 14);
    assert_eq!(err("M2g/KPpk/G2m -P a").0, 14);
    assert_eq!(err("M2g/KPpk/G2m PX a").0, 15);
    // Missing fields.
    assert_eq!(err("M2g/KPpk/G2m").0, 13);
    assert!(err("M2g/KPpk/G2m").1.starts_with("missing hands and side"));
    assert_eq!(err("M2g/KPpk/G2m -").0, 15);
    assert!(err("M2g/KPpk/G2m -").1.starts_with("missing side to move"));
    assert_eq!(err("M2g/KPpk/G2m a").0, 14);
    assert!(err("M2g/KPpk/G2m a").1.starts_with("missing hands"));
    // Bad side, trailing junk.
    assert_eq!(
        err("M2g/KPpk/G2m - w"),
        (16, "side to move must be `a` or `d`, found `w`".to_string())
    );
    assert_eq!(err("M2g/KPpk/G2m - ad").0, 16);
    assert_eq!(err("M2g/KPpk/G2m - a x").0, 18);
    assert!(err("M2g/KPpk/G2m - a x").1.starts_with("unexpected text"));
    // Non-ASCII: columns count characters, not bytes.
    assert_eq!(err("相2g/KPpk/G2m - a").0, 1);
    assert!(err("相2g/KPpk/G2m - a").1.contains("ASCII only"));
    assert_eq!(err("M2g/K子pk/G2m - a").0, 6);
    assert_eq!(err("M2g/KPpk/G2m – a").0, 14); // en dash
}

#[test]
fn impossible_positions() {
    let tj = Rules::TwelveJanggi;
    // A 子 in hand for a as well as both on the board: 3 pawns.
    let e = Position::parse("M2g/KPpk/G2m P a", tj, PieceSet::FULL).unwrap_err();
    assert!(matches!(
        e,
        ParsePositionError::Position(PositionError::PieceCount { found: 3, .. })
    ));
    assert!(e.to_string().starts_with("impossible position: "));
    // a's 子 on D1, in its enemy camp: impossible under twelve-janggi, fine in Dōbutsu.
    let e = Position::parse("M2P/K2k/G2m gp a", tj, PieceSet::FULL).unwrap_err();
    assert!(matches!(
        e,
        ParsePositionError::Position(PositionError::UnpromotedPawnInEnemyCamp { .. })
    ));
    assert!(Position::parse("M2P/K2k/G2m gp a", Rules::Dobutsu, PieceSet::FULL).is_ok());
    // Two kings for a.
    let e = Position::parse("M2g/KPpk/K2m Gg a", tj, PieceSet::FULL).unwrap_err();
    assert!(matches!(
        e,
        ParsePositionError::Position(PositionError::KingCount { count: 2, .. })
    ));
    // Smaller piece sets.
    let p = "1K2/4/2k1 P a".parse::<Setup>().unwrap();
    assert!(Position::from_setup(&p, tj, "P".parse().unwrap()).is_ok());
    // Notation errors pass through unchanged.
    let e = Position::parse("M2g/KPpk/G2m - x", tj, PieceSet::FULL).unwrap_err();
    assert_eq!(
        e.to_string(),
        "column 16: side to move must be `a` or `d`, found `x`"
    );
}

#[test]
fn move_text_forms() {
    let step = |piece, from, to| MoveText::Step {
        piece,
        from: sq(from),
        to: sq(to),
    };
    let drop = |role, to| MoveText::Drop { role, to: sq(to) };
    assert_eq!(parse_move("B2C2").unwrap(), step(None, "B2", "C2"));
    assert_eq!(parse_move("B2-C2").unwrap(), step(None, "B2", "C2"));
    assert_eq!(parse_move(" b2-c2 ").unwrap(), step(None, "B2", "C2"));
    assert_eq!(parse_move("P*B1").unwrap(), drop(Role::Pawn, "B1"));
    assert_eq!(parse_move("p*b1").unwrap(), drop(Role::Pawn, "B1"));
    assert_eq!(parse_move("G*C3").unwrap(), drop(Role::General, "C3"));
    assert_eq!(parse_move("子*B1").unwrap(), drop(Role::Pawn, "B1"));
    assert_eq!(parse_move("자*B1").unwrap(), drop(Role::Pawn, "B1"));
    assert_eq!(parse_move("상*A2").unwrap(), drop(Role::Minister, "A2"));
    assert_eq!(parse_move("將(打) C1").unwrap(), drop(Role::General, "C1"));
    assert_eq!(parse_move("子打B2").unwrap(), drop(Role::Pawn, "B2"));
    let pawn = Some(Role::Pawn);
    assert_eq!(parse_move("子B2C2").unwrap(), step(pawn, "B2", "C2"));
    assert_eq!(parse_move("子 B2-C2").unwrap(), step(pawn, "B2", "C2"));
    assert_eq!(parse_move("자B2C2").unwrap(), step(pawn, "B2", "C2"));
    assert_eq!(parse_move("PB2C2").unwrap(), step(pawn, "B2", "C2"));
    assert_eq!(
        parse_move("KA2B3").unwrap(),
        step(Some(Role::King), "A2", "B3")
    );
    assert_eq!(
        parse_move("候B1A1").unwrap(),
        step(Some(Role::Marquis), "B1", "A1")
    );
    assert_eq!(
        parse_move("후 B1-A1").unwrap(),
        step(Some(Role::Marquis), "B1", "A1")
    );
    assert_eq!(
        parse_move("相 A1 → B2").unwrap(),
        step(Some(Role::Minister), "A1", "B2")
    );
    // Display is canonical ASCII.
    assert_eq!(parse_move("子 b2-c2").unwrap().to_string(), "PB2C2");
    assert_eq!(parse_move("자*B1").unwrap().to_string(), "P*B1");
    assert_eq!("B2-C2".parse::<MoveText>().unwrap().to_string(), "B2C2");
}

#[test]
fn move_text_errors_with_columns() {
    let err = |t: &str| {
        let e = parse_move(t).expect_err(t);
        (e.column, e.problem.to_string())
    };
    assert_eq!(err("").0, 1);
    assert!(err(" ").1.starts_with("empty move"));
    assert_eq!(err("B2").0, 3);
    assert_eq!(err("B2").1, "missing square (A1–D3)");
    assert_eq!(
        err("E2C2"),
        (1, "file 'E' is off the board: files are A–D".to_string())
    );
    assert_eq!(
        err("B4C2"),
        (2, "rank 4 is off the board: ranks are 1–3".to_string())
    );
    assert_eq!(
        err("B2C"),
        (4, "missing the rank (1–3) of file C".to_string())
    );
    assert_eq!(err("B2C2x").0, 5);
    assert!(err("B2C2x").1.starts_with("unexpected 'x'"));
    assert_eq!(err("*B1").0, 1);
    assert_eq!(err("K*B1").0, 1);
    assert!(err("K*B1").1.contains("王 is never in hand"));
    assert_eq!(err("侯*B1").0, 1);
    assert_eq!(err("  P*B9").0, 6);
    // Columns count characters: `子` is one column.
    assert_eq!(err("子 B2-C5").0, 7);
    assert_eq!(err("X2C2").0, 1);
}

#[test]
fn resolve_at_the_start() {
    let tj = Rules::TwelveJanggi;
    let start = Position::start(Color::A);
    let r = |t: &str| parse_move(t).unwrap().resolve(&start, tj);
    let b2c2 = Move::Step {
        from: sq("B2"),
        to: sq("C2"),
    };
    assert_eq!(r("B2C2"), Ok(b2c2));
    assert_eq!(r("子B2-C2"), Ok(b2c2));
    assert_eq!(r("P B2 C2"), Ok(b2c2));
    assert_eq!(
        r("KA2B3"),
        Ok(Move::Step {
            from: sq("A2"),
            to: sq("B3")
        })
    );
    let e = r("相B2C2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the piece on B2 is a 子 (pawn), not a 相 (minister)"
    );
    let e = r("B2D2").unwrap_err();
    assert_eq!(e.to_string(), "Green's 子 (pawn) cannot step from B2 to D2");
    let e = r("C2B2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "C2 holds no piece of Green but Red's 子 (pawn)"
    );
    let e = r("B1C1").unwrap_err();
    assert_eq!(e.to_string(), "B1 is empty, with no piece of Green");
    let e = r("A2A1").unwrap_err();
    assert_eq!(e.to_string(), "A1 is occupied by Green's own 相 (minister)");
    let e = r("P*B1").unwrap_err();
    assert_eq!(e.to_string(), "Green has no 子 (pawn) in hand");
    let e = r("將*B1").unwrap_err();
    assert_eq!(e.to_string(), "Green has no 將 (general) in hand");
}

#[test]
fn resolve_drops_and_promotion() {
    // Board: A1 相a, C1 子a, A2 王a, D2 王d, A3 將a, D3 相d; a holds 子, d holds 將.
    let text = "M1P1/K2k/G2m Pg a";
    for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
        let p = pos(text, rules);
        let r = |t: &str| parse_move(t).unwrap().resolve(&p, rules);
        assert_eq!(
            r("P*B1"),
            Ok(Move::Drop {
                role: Role::Pawn,
                to: sq("B1")
            })
        );
        assert_eq!(
            r("子*C1").unwrap_err().to_string(),
            "cannot drop on C1, which holds Green's 子 (pawn)"
        );
        assert_eq!(
            r("G*B1").unwrap_err().to_string(),
            "Green has no 將 (general) in hand"
        );
        let c1d1 = Move::Step {
            from: sq("C1"),
            to: sq("D1"),
        };
        // The 子 promotes on D1: it may be named 子 or 侯.
        assert_eq!(r("子C1D1"), Ok(c1d1));
        assert_eq!(r("侯C1D1"), Ok(c1d1));
        assert_eq!(r("C1D1"), Ok(c1d1));
        // The drop into d's camp: forbidden in twelve-janggi only.
        let d1 = r("P*D1");
        match rules {
            Rules::TwelveJanggi => assert_eq!(
                d1.unwrap_err().to_string(),
                "cannot drop on D1, in the opponent's camp (file D), where \
                 twelve-janggi forbids drops"
            ),
            Rules::Dobutsu => assert_eq!(
                d1,
                Ok(Move::Drop {
                    role: Role::Pawn,
                    to: sq("D1")
                })
            ),
        }
    }
    // A 侯 on B1 named as 子 is an error; as 侯 it is fine.
    let p = pos("MH2/K2k/G2m Pg a", Rules::TwelveJanggi);
    let r = |t: &str| parse_move(t).unwrap().resolve(&p, Rules::TwelveJanggi);
    assert_eq!(
        r("子B1C1").unwrap_err().to_string(),
        "the piece on B1 is a 侯 (marquis, a promoted 子), not a 子 (pawn)"
    );
    assert!(r("侯B1C1").is_ok());
    assert!(r("HB1C1").is_ok());
    // Try held: the game is over, no move resolves.
    let p = pos("M2K/3k/G2m Pgp a", Rules::TwelveJanggi);
    let e = parse_move("D1C1")
        .unwrap()
        .resolve(&p, Rules::TwelveJanggi)
        .unwrap_err();
    assert!(matches!(
        e,
        MoveError::GameOver {
            reason: GameEnd::Try,
            side: Color::A
        }
    ));
}

#[test]
fn resolve_agrees_with_legal_moves() {
    // Every legal move's canonical text resolves to itself.
    for (text, rules) in [
        ("M2g/KPpk/G2m - a", Rules::TwelveJanggi),
        ("M2g/KPpk/G2m - d", Rules::TwelveJanggi),
        ("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi),
        ("M1P1/K2k/G2m Pg a", Rules::Dobutsu),
        ("MH2/K2k/G2m Pg d", Rules::TwelveJanggi),
    ] {
        let p = pos(text, rules);
        for m in p.legal_moves(rules) {
            let mt = parse_move(&m.to_string()).unwrap();
            assert_eq!(mt.resolve(&p, rules), Ok(m), "{text} {m}");
        }
    }
}

#[test]
fn resolve_accepts_exactly_the_legal_moves() {
    // Every (from, to) pair and every drop: resolve succeeds exactly for the legal moves.
    for (text, rules) in [
        ("M2g/KPpk/G2m - a", Rules::TwelveJanggi),
        ("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi),
        ("M1P1/K2k/G2m Pg a", Rules::Dobutsu),
        ("MH2/K2k/G2m Pg d", Rules::TwelveJanggi),
        ("M2K/3k/G2m Pgp a", Rules::TwelveJanggi),
    ] {
        let p = pos(text, rules);
        let over = p.try_holds();
        for from in Square::ALL {
            for to in Square::ALL {
                let mt = MoveText::Step {
                    piece: None,
                    from,
                    to,
                };
                let m = Move::Step { from, to };
                let legal = !over && p.is_legal(rules, m);
                assert_eq!(mt.resolve(&p, rules).is_ok(), legal, "{text} {m}");
            }
        }
        for role in Role::HAND {
            for to in Square::ALL {
                let m = Move::Drop { role, to };
                let legal = !over && p.is_legal(rules, m);
                let got = MoveText::Drop { role, to }.resolve(&p, rules);
                assert_eq!(got.is_ok(), legal, "{text} {m}");
            }
        }
    }
}

#[test]
fn broadcast_form() {
    let start = Position::start(Color::A);
    let step = |from, to| Move::Step {
        from: sq(from),
        to: sq(to),
    };
    // 子 takes 子 on C2 and then attacks d's 王 on D2 (a's 子 steps toward D): check.
    assert_eq!(move_hanja(&start, step("B2", "C2")), "子 B2 → C2 (子x) +");
    assert_eq!(move_hanja(&start, step("A3", "B3")), "將 A3 → B3");
    assert_eq!(move_hanja(&start, step("A2", "B1")), "王 A2 → B1");
    // 子 C1 → D1 promotes; the 侯 on D1 attacks D2 (sideways), where d's 王 stands.
    let p = pos("M1P1/K2k/G2m Pg a", Rules::TwelveJanggi);
    assert_eq!(move_hanja(&p, step("C1", "D1")), "子 C1 → D1 侯전환 +");
    let drop = Move::Drop {
        role: Role::Pawn,
        to: sq("B1"),
    };
    assert_eq!(move_hanja(&p, drop), "子(打) B1");
    // A 子 dropped on C2 attacks D2: check.
    let drop = Move::Drop {
        role: Role::Pawn,
        to: sq("C2"),
    };
    assert_eq!(move_hanja(&p, drop), "子(打) C2 +");
    // King capture: a's 子 on C2 takes d's 王 on D2; the game ends, so no promotion note.
    let p = pos("M3/K1Pk/G2m Pg a", Rules::TwelveJanggi);
    assert_eq!(move_hanja(&p, step("C2", "D2")), "子 C2 → D2 (王x)");
    // The arrow form reads back as the same move.
    let mt = parse_move("相 A1 → B2").unwrap();
    assert_eq!(
        mt,
        MoveText::Step {
            piece: Some(Role::Minister),
            from: sq("A1"),
            to: sq("B2")
        }
    );
}

#[cfg(test)]
mod no_panic {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any text, however malformed, gives a value or an error with a column inside the
        /// text (or one past its end), never a panic.
        #[test]
        fn position_text_never_panics(text in "[KGMPHkgmph1-6/ \\-2ad王子x\\t]{0,24}") {
            let len = text.chars().count();
            if let Err(e) = parse_setup(&text) {
                prop_assert!(e.column >= 1 && e.column <= len + 1, "{e} for {text:?}");
            }
            let _ = Position::parse(&text, Rules::TwelveJanggi, PieceSet::FULL);
        }

        #[test]
        fn move_text_never_panics(text in "[A-Ea-e0-5KGMPH王將相子侯候왕자*打()\\- →]{0,10}") {
            let len = text.chars().count();
            match parse_move(&text) {
                Err(e) => prop_assert!(e.column >= 1 && e.column <= len + 1, "{e} for {text:?}"),
                Ok(mt) => {
                    for side in Color::BOTH {
                        let p = Position::start(side);
                        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
                            if let Ok(m) = mt.resolve(&p, rules) {
                                prop_assert!(p.is_legal(rules, m));
                            }
                        }
                    }
                }
            }
        }

        #[test]
        fn any_unicode_never_panics(text in "\\PC{0,20}") {
            let _ = parse_setup(&text);
            let _ = parse_move(&text);
        }
    }
}
