//! Hand-checked legal move sets: every expected list below was written by hand from docs/RULES.md
//! (the reasoning is in the comments), never copied from the library's output. Each list is
//! also checked against the naive reference model of `reference/rules.rs`.
//!
//! Board reminder: files A–D left to right, ranks 1–3; player a (uppercase) moves toward D,
//! player d (lowercase) toward A. Camps: a's is file A, d's is file D.

mod reference;

use reference::{lib_moves, position, setup, sorted, sq, RefPos, BOTH_RULES};
use sibi_solver::{
    perft, Color, GameEnd, Move, PieceSet, Position, PositionError, Role, Rules, Setup, Successor,
};

/// Asserts that both the library and the reference list exactly `want` (in any order).
fn check(rules: Rules, pos: &Position, want: &[&str]) {
    let want = sorted(want);
    assert_eq!(lib_moves(pos, rules), want, "library, {rules}, {pos}");
    let r = RefPos::from_position(pos);
    assert_eq!(
        reference::move_strings(&r, rules),
        want,
        "reference, {rules}, {pos}"
    );
}

/// The legal move of `pos` written `text`.
fn mv(pos: &Position, rules: Rules, text: &str) -> Move {
    pos.legal_moves(rules)
        .into_iter()
        .find(|m| m.to_string() == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {pos}"))
}

/// Plays `text` and returns the position after it (panics on a king capture).
fn after(pos: &Position, rules: Rules, text: &str) -> Position {
    match pos.play_unchecked(mv(pos, rules, text)) {
        Successor::Position(p) => p,
        Successor::KingCapture => panic!("{text} captures the king"),
    }
}

#[test]
fn start_position() {
    for rules in BOTH_RULES {
        // a to move: 相 A1's only diagonal inside the board is B2 (own 子); 王 A2 has B1 and B3
        // free (A1, A3, B2 are own); 將 A3 has B3 (A2 own, B3 free); 子 B2 takes 子 C2.
        let a = Position::start(Color::A);
        assert_eq!(
            a,
            Position::from_setup(&Setup::start(Color::A), rules, PieceSet::FULL).unwrap()
        );
        assert_eq!(a.game_over(rules), None);
        check(rules, &a, &["A2B1", "A2B3", "A3B3", "B2C2"]);
        // d to move, the mirror image: 子 C2 takes B2, 將 D1 to C1, 王 D2 to C1 or C3; 相 D3's
        // only diagonal C2 is own.
        let d = Position::start(Color::D);
        check(rules, &d, &["C2B2", "D1C1", "D2C1", "D2C3"]);
    }
}

#[test]
fn after_the_first_capture() {
    for rules in BOTH_RULES {
        let child = after(&Position::start(Color::A), rules, "B2C2");
        // a's 子 stands on C2 (not d's camp, so no promotion), d's 子 went to a's hand.
        let want = setup(
            &[
                ("A1", 'M'),
                ("A2", 'K'),
                ("A3", 'G'),
                ("C2", 'P'),
                ("D1", 'g'),
                ("D2", 'k'),
                ("D3", 'm'),
            ],
            "P",
            'd',
        );
        assert_eq!(child.to_setup(), want);
        // d: 將 D1 to C1 (D2 own); 王 D2 to C1, C3 or takes C2; 相 D3 takes C2 (its only
        // diagonal). d has no hand.
        check(rules, &child, &["D1C1", "D2C1", "D2C2", "D2C3", "D3C2"]);
    }
}

#[test]
fn king_moves_both_orientations() {
    for rules in BOTH_RULES {
        // a's 王 in the centre of B: all 8 neighbours.
        let p = position(rules, &[("B2", 'K'), ("D3", 'k')], "", 'a');
        check(
            rules,
            &p,
            &[
                "B2A1", "B2A2", "B2A3", "B2B1", "B2B3", "B2C1", "B2C2", "B2C3",
            ],
        );
        // d's 王 in the corner D3: only C2, C3, D2.
        let p = position(rules, &[("B2", 'K'), ("D3", 'k')], "", 'd');
        check(rules, &p, &["D3C2", "D3C3", "D3D2"]);
        // d's 王 on C2: all 8, toward either side.
        let p = position(rules, &[("A1", 'K'), ("C2", 'k')], "", 'd');
        check(
            rules,
            &p,
            &[
                "C2B1", "C2B2", "C2B3", "C2C1", "C2C3", "C2D1", "C2D2", "C2D3",
            ],
        );
        // a's 王 in the corner A1: A2, B1, B2 (no check rule: B1, B2 touch d's king).
        let p = position(rules, &[("A1", 'K'), ("C2", 'k')], "", 'a');
        check(rules, &p, &["A1A2", "A1B1", "A1B2"]);
    }
}

#[test]
fn general_moves_both_orientations() {
    for rules in BOTH_RULES {
        // a: 王 A1 to A2 or B1 (B2 own); 將 B2 orthogonally to A2, C2, B1, B3.
        let p = position(rules, &[("A1", 'K'), ("B2", 'G'), ("D3", 'k')], "", 'a');
        check(rules, &p, &["A1A2", "A1B1", "B2A2", "B2B1", "B2B3", "B2C2"]);
        // d: 將 C2 to B2, D2, C1, C3; 王 D1 to C1, D2 (C2 own).
        let p = position(rules, &[("A3", 'K'), ("C2", 'g'), ("D1", 'k')], "", 'd');
        check(rules, &p, &["C2B2", "C2C1", "C2C3", "C2D2", "D1C1", "D1D2"]);
    }
}

#[test]
fn minister_moves_both_orientations() {
    for rules in BOTH_RULES {
        // a: 相 B2 to the 4 diagonals A1, A3, C1, C3; 王 A2 to A1, A3, B1, B3 (B2 own).
        let p = position(rules, &[("A2", 'K'), ("B2", 'M'), ("D2", 'k')], "", 'a');
        check(
            rules,
            &p,
            &[
                "A2A1", "A2A3", "A2B1", "A2B3", "B2A1", "B2A3", "B2C1", "B2C3",
            ],
        );
        // d: 相 C1 on the edge: B2 and D2 only; 王 D3 to C2, C3, D2.
        let p = position(rules, &[("A1", 'K'), ("C1", 'm'), ("D3", 'k')], "", 'd');
        check(rules, &p, &["C1B2", "C1D2", "D3C2", "D3C3", "D3D2"]);
    }
}

#[test]
fn pawn_moves_forward_only_both_orientations() {
    for rules in BOTH_RULES {
        let pieces = [("A1", 'K'), ("B2", 'P'), ("C1", 'p'), ("D3", 'k')];
        // a's 子 B2 goes to C2 only (never sideways or back); 王 A1 to A2, B1.
        let p = position(rules, &pieces, "", 'a');
        check(rules, &p, &["A1A2", "A1B1", "B2C2"]);
        // d's 子 C1 goes toward A: B1 only; 王 D3 to C2, C3, D2.
        let p = position(rules, &pieces, "", 'd');
        check(rules, &p, &["C1B1", "D3C2", "D3C3", "D3D2"]);

        // A 子 whose forward square holds an own piece cannot move at all.
        let pieces = [("B1", 'P'), ("C1", 'K'), ("B3", 'k'), ("C3", 'p')];
        // a: 子 B1 blocked by 王 C1; 王 C1 to B2, C2, D1, D2.
        let p = position(rules, &pieces, "", 'a');
        check(rules, &p, &["C1B2", "C1C2", "C1D1", "C1D2"]);
        // d: 子 C3 blocked by 王 B3; 王 B3 to A2, A3, B2, C2.
        let p = position(rules, &pieces, "", 'd');
        check(rules, &p, &["B3A2", "B3A3", "B3B2", "B3C2"]);
    }
}

#[test]
fn marquis_moves_both_orientations() {
    for rules in BOTH_RULES {
        // a's 侯 C2: forward D2, forward diagonals D1 and D3, sideways C1 and C3, straight back
        // B2 — but not the backward diagonals B1 and B3, not even to take d's king on B3.
        // a's 王 A1: A2, B1, B2.
        let p = position(rules, &[("A1", 'K'), ("C2", 'H'), ("B3", 'k')], "", 'a');
        check(
            rules,
            &p,
            &[
                "A1A2", "A1B1", "A1B2", "C2B2", "C2C1", "C2C3", "C2D1", "C2D2", "C2D3",
            ],
        );
        // d's 侯 B2: forward (toward A) A2, forward diagonals A1, A3, sideways B1, B3, straight
        // back C2; not C1/C3 (its backward diagonals), so it cannot take a's king on C3, which
        // d's 王 D2 can (D2C3); 王 D2 also to C1, C2, D1, D3.
        let p = position(rules, &[("C3", 'K'), ("B2", 'h'), ("D2", 'k')], "", 'd');
        check(
            rules,
            &p,
            &[
                "B2A1", "B2A2", "B2A3", "B2B1", "B2B3", "B2C2", "D2C1", "D2C2", "D2C3", "D2D1",
                "D2D3",
            ],
        );
        assert!(p.captures_king(mv(&p, rules, "D2C3")));
    }
}

#[test]
fn capture_goes_to_hand_and_marquis_comes_back_as_pawn() {
    for rules in BOTH_RULES {
        // a: 王 A1 to A2, B1; 將 B2 to A2, B1, B3, and takes d's 侯 on C2.
        let p = position(
            rules,
            &[("A1", 'K'), ("B2", 'G'), ("C2", 'h'), ("D3", 'k')],
            "",
            'a',
        );
        check(rules, &p, &["A1A2", "A1B1", "B2A2", "B2B1", "B2B3", "B2C2"]);
        // The 侯 goes to a's hand as a 子 (hand [0, 0, 1]); 將 on C2; d to move.
        let c = after(&p, rules, "B2C2");
        assert_eq!(
            c.to_setup(),
            setup(&[("A1", 'K'), ("C2", 'G'), ("D3", 'k')], "P", 'd')
        );
        assert_eq!(c.hand(Color::A), [0, 0, 1]);
        assert_eq!(c.hand(Color::D), [0, 0, 0]);
        // d's 王 D3: C2 (takes the 將), C3, D2.
        check(rules, &c, &["D3C2", "D3C3", "D3D2"]);
        // The 將 goes to d's hand and faces d's way from now on.
        let c2 = after(&c, rules, "D3C2");
        assert_eq!(c2.to_setup(), setup(&[("A1", 'K'), ("C2", 'k')], "Pg", 'a'));
        assert_eq!(c2.hand(Color::D), [1, 0, 0]);
        // a: 王 A1 to A2, B1, B2; the 子 can be dropped on every empty square outside d's
        // camp (A2 A3 B1 B2 B3 C1 C3; C2 is occupied) under twelve-janggi, and also on D1,
        // D2, D3 under Dōbutsu rules.
        let mut want = vec![
            "A1A2", "A1B1", "A1B2", "P*A2", "P*A3", "P*B1", "P*B2", "P*B3", "P*C1", "P*C3",
        ];
        if rules == Rules::Dobutsu {
            want.extend(["P*D1", "P*D2", "P*D3"]);
        }
        check(rules, &c2, &want);
        // The dropped 子 is a 子 of a, the hand is empty again.
        let c3 = after(&c2, rules, "P*B2");
        assert_eq!(
            c3.to_setup(),
            setup(&[("A1", 'K'), ("B2", 'P'), ("C2", 'k')], "g", 'd')
        );
    }
}

#[test]
fn promotion_is_mandatory() {
    for rules in BOTH_RULES {
        // a's 子 C2 steps into d's camp (D2) and becomes 侯 at once. 王 A1: A2, B1, B2.
        let p = position(rules, &[("A1", 'K'), ("C2", 'P'), ("D3", 'k')], "", 'a');
        check(rules, &p, &["A1A2", "A1B1", "A1B2", "C2D2"]);
        let c = after(&p, rules, "C2D2");
        assert_eq!(
            c.to_setup(),
            setup(&[("A1", 'K'), ("D2", 'H'), ("D3", 'k')], "", 'd')
        );
        // d's 王 D3 may take the 侯 (D3D2) or go to C2, C3.
        check(rules, &c, &["D3C2", "D3C3", "D3D2"]);
        // After D3C3 the 侯 on D2 moves as a 侯: sideways D1, D3 and back C2 (a 子 there could
        // not move at all). 王 A1: A2, B1, B2.
        let c2 = after(&c, rules, "D3C3");
        check(
            rules,
            &c2,
            &["A1A2", "A1B1", "A1B2", "D2C2", "D2D1", "D2D3"],
        );

        // d's 子 B2 takes a's 將 on A2 (a's camp): it becomes 侯 and the 將 goes to d's hand.
        // d's 王 D1: C1, C2, D2.
        let p = position(
            rules,
            &[("A3", 'K'), ("A2", 'G'), ("B2", 'p'), ("D1", 'k')],
            "",
            'd',
        );
        check(rules, &p, &["B2A2", "D1C1", "D1C2", "D1D2"]);
        let c = after(&p, rules, "B2A2");
        assert_eq!(
            c.to_setup(),
            setup(&[("A3", 'K'), ("A2", 'h'), ("D1", 'k')], "g", 'a')
        );
    }
}

#[test]
fn two_identical_pieces_in_hand_give_one_drop_per_square() {
    // a holds two 子: 王 A2 to A1, A3, B1, B2, B3; one drop per empty square (not one per
    // 子): twelve-janggi excludes d's camp (D1, D3 empty, D2 d's king), Dōbutsu allows it.
    let pieces = [("A2", 'K'), ("D2", 'k')];
    let tj = position(Rules::TwelveJanggi, &pieces, "PP", 'a');
    let base = [
        "A2A1", "A2A3", "A2B1", "A2B2", "A2B3", "P*A1", "P*A3", "P*B1", "P*B2", "P*B3", "P*C1",
        "P*C2", "P*C3",
    ];
    check(Rules::TwelveJanggi, &tj, &base);
    let dob = position(Rules::Dobutsu, &pieces, "PP", 'a');
    let mut want = base.to_vec();
    want.extend(["P*D1", "P*D3"]);
    check(Rules::Dobutsu, &dob, &want);

    // d holds two 子: 王 D2 to C1, C2, C3, D1, D3; drops anywhere empty but a's camp (file
    // A) under twelve-janggi (A2 holds a's king; A1, A3 are the extra Dōbutsu squares).
    let tj = position(Rules::TwelveJanggi, &pieces, "pp", 'd');
    let base = [
        "D2C1", "D2C2", "D2C3", "D2D1", "D2D3", "P*B1", "P*B2", "P*B3", "P*C1", "P*C2", "P*C3",
        "P*D1", "P*D3",
    ];
    check(Rules::TwelveJanggi, &tj, &base);
    let dob = position(Rules::Dobutsu, &pieces, "pp", 'd');
    let mut want = base.to_vec();
    want.extend(["P*A1", "P*A3"]);
    check(Rules::Dobutsu, &dob, &want);
}

#[test]
fn drops_of_each_kind_only_on_empty_squares() {
    let pieces = [("A1", 'K'), ("D3", 'k')];
    // a holds 將 and 相 (d's 子 in d's hand is not a's to drop). Empty squares: all but A1
    // and D3. 王 A1: A2, B1, B2.
    let outside = ["A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"];
    for rules in BOTH_RULES {
        let p = position(rules, &pieces, "GMp", 'a');
        let mut want: Vec<String> = ["A1A2", "A1B1", "A1B2"].map(String::from).to_vec();
        let mut squares = outside.to_vec();
        if rules == Rules::Dobutsu {
            squares.extend(["D1", "D2"]); // D3 is occupied
        }
        for s in &squares {
            want.push(format!("G*{s}"));
            want.push(format!("M*{s}"));
        }
        let want: Vec<&str> = want.iter().map(String::as_str).collect();
        assert_eq!(want.len(), if rules == Rules::Dobutsu { 23 } else { 19 });
        check(rules, &p, &want);

        // d to move with the 子: 王 D3 to C2, C3, D2; 子 on the empty squares outside a's camp
        // (B1 B2 B3 C1 C2 C3 D1 D2), plus A2, A3 (A1 occupied) under Dōbutsu rules. The drop
        // is written with an uppercase letter whoever drops.
        let p = position(rules, &pieces, "GMp", 'd');
        let mut want = vec![
            "D3C2", "D3C3", "D3D2", "P*B1", "P*B2", "P*B3", "P*C1", "P*C2", "P*C3", "P*D1", "P*D2",
        ];
        if rules == Rules::Dobutsu {
            want.extend(["P*A2", "P*A3"]);
        }
        check(rules, &p, &want);
        // Dropping puts the piece on the board as the dropping player's.
        let c = after(&p, rules, "P*B2");
        assert_eq!(
            c.to_setup(),
            setup(&[("A1", 'K'), ("B2", 'p'), ("D3", 'k')], "GM", 'a')
        );
    }
}

#[test]
fn dobutsu_pawn_dropped_in_the_enemy_camp_stays_and_cannot_move() {
    let rules = Rules::Dobutsu;
    let p = position(rules, &[("A2", 'K'), ("C3", 'k')], "P", 'a');
    let c = after(&p, rules, "P*D1");
    // Dropped as a 子, not promoted.
    assert_eq!(
        c.to_setup(),
        setup(&[("A2", 'K'), ("D1", 'P'), ("C3", 'k')], "", 'd')
    );
    assert_eq!(c.piece_at(sq("D1")).unwrap().role, Role::Pawn);
    // With a to move, the 子 on D1 has no move (its forward square is off the board); only
    // the 王 A2 moves: A1, A3, B1, B2, B3.
    let p = position(rules, &[("A2", 'K'), ("D1", 'P'), ("C3", 'k')], "", 'a');
    check(rules, &p, &["A2A1", "A2A3", "A2B1", "A2B2", "A2B3"]);
    // The same for d: a 子 dropped on A2 stays a 子 with no move.
    let p = position(rules, &[("B1", 'K'), ("A2", 'p'), ("D3", 'k')], "", 'd');
    check(rules, &p, &["D3C2", "D3C3", "D3D2"]);
}

#[test]
fn two_identical_pieces_reaching_one_square_are_two_moves() {
    for rules in BOTH_RULES {
        // Both 將 (B1 and B3) can go to B2: B1B2 and B3B2 are two moves. 將 B1: B2, C1 (A1 own);
        // 將 B3: A3, B2, C3; 王 A1: A2, B2.
        let p = position(
            rules,
            &[("A1", 'K'), ("B1", 'G'), ("B3", 'G'), ("D2", 'k')],
            "",
            'a',
        );
        check(
            rules,
            &p,
            &["A1A2", "A1B2", "B1B2", "B1C1", "B3A3", "B3B2", "B3C3"],
        );
        // Both of d's 相 (C1 and C3) reach B2 (their other diagonal D2 is d's king); 王 D2:
        // C2, D1, D3.
        let p = position(
            rules,
            &[("A2", 'K'), ("C1", 'm'), ("C3", 'm'), ("D2", 'k')],
            "",
            'd',
        );
        check(rules, &p, &["C1B2", "C3B2", "D2C2", "D2D1", "D2D3"]);
    }
}

#[test]
fn king_capture_ends_the_game() {
    for rules in BOTH_RULES {
        // 王 B2 against 王 C2: a's king has its 8 neighbours, one of which takes the king.
        let p = position(rules, &[("B2", 'K'), ("C2", 'k')], "", 'a');
        check(
            rules,
            &p,
            &[
                "B2A1", "B2A2", "B2A3", "B2B1", "B2B3", "B2C1", "B2C2", "B2C3",
            ],
        );
        for m in p.legal_moves(rules) {
            let takes = m.to_string() == "B2C2";
            assert_eq!(p.captures_king(m), takes, "{m}");
            assert_eq!(p.play_unchecked(m) == Successor::KingCapture, takes, "{m}");
        }
        // perft: the capture counts 1 at depth 1 and 0 deeper. After each of the 7 other moves
        // d's king on C2 has all 8 neighbours (none is its own piece): 7 × 8 = 56.
        assert_eq!(perft(&p, rules, 1), 8);
        assert_eq!(perft(&p, rules, 2), 56);
        let r = RefPos::from_position(&p);
        assert_eq!(reference::perft(&r, rules, 2), 56);
        // d to move takes a's king the same way.
        let p = position(rules, &[("B2", 'K'), ("C2", 'k')], "", 'd');
        assert!(p.captures_king(mv(&p, rules, "C2B2")));
        // A capture of another piece, and a drop, are not king captures.
        let p = position(rules, &[("B2", 'K'), ("C2", 'g'), ("D2", 'k')], "P", 'a');
        assert!(!p.captures_king(mv(&p, rules, "B2C2")));
        assert!(!p.captures_king(mv(&p, rules, "P*C1")));
        // A king capture by a piece other than the king: 將 C2 takes 王 D2.
        let p = position(rules, &[("A1", 'K'), ("C2", 'G'), ("D2", 'k')], "", 'a');
        assert_eq!(
            p.play_unchecked(mv(&p, rules, "C2D2")),
            Successor::KingCapture
        );
    }
}

#[test]
fn try_is_judged_at_the_start_of_the_movers_turn() {
    for rules in BOTH_RULES {
        // a to move with its king on D1 (d's camp): a has held the try and won.
        let p = position(rules, &[("D1", 'K'), ("B3", 'k')], "", 'a');
        assert!(p.try_holds());
        assert_eq!(p.game_over(rules), Some(GameEnd::Try));
        assert_eq!(perft(&p, rules, 0), 1);
        assert_eq!(perft(&p, rules, 1), 0);
        assert_eq!(perft(&p, rules, 3), 0);
        // The same board with d to move: the enemy king in d's camp does not end d's turn.
        // d's king B3: A2, A3, B2, C2, C3 — none reaches D1, so after any of them a holds the
        // try: perft 5 at depth 1, 0 at depth 2.
        let p = position(rules, &[("D1", 'K'), ("B3", 'k')], "", 'd');
        assert!(!p.try_holds());
        assert_eq!(p.game_over(rules), None);
        check(rules, &p, &["B3A2", "B3A3", "B3B2", "B3C2", "B3C3"]);
        assert_eq!(perft(&p, rules, 1), 5);
        assert_eq!(perft(&p, rules, 2), 0);
        // d's try: d to move with its king on A2.
        let p = position(rules, &[("C3", 'K'), ("A2", 'k')], "", 'd');
        assert_eq!(p.game_over(rules), Some(GameEnd::Try));
        assert_eq!(perft(&p, rules, 2), 0);
        // Stepping into the enemy camp is an ordinary move that does not end the game: 王 C1
        // to D1 is legal, and the game is over only when a's next turn starts.
        let p = position(rules, &[("C1", 'K'), ("B3", 'k')], "", 'a');
        check(rules, &p, &["C1B1", "C1B2", "C1C2", "C1D1", "C1D2"]);
        let c = after(&p, rules, "C1D1");
        assert_eq!(c.game_over(rules), None);
        assert_eq!(perft(&c, rules, 1), 5);
        assert_eq!(perft(&c, rules, 2), 0);
    }
}

#[test]
fn enemy_king_in_the_movers_camp() {
    for rules in BOTH_RULES {
        // d's king stands on A3 (a's camp) with a to move: a must take it now or lose. a's
        // 王 C1 reaches B1, B2, C2, D1, D2, none of which is A3, so every child is a position
        // where d holds the try: perft 5, then 0.
        let p = position(rules, &[("C1", 'K'), ("A3", 'k')], "", 'a');
        assert_eq!(p.game_over(rules), None);
        check(rules, &p, &["C1B1", "C1B2", "C1C2", "C1D1", "C1D2"]);
        assert_eq!(perft(&p, rules, 1), 5);
        assert_eq!(perft(&p, rules, 2), 0);
        for m in p.legal_moves(rules) {
            match p.play_unchecked(m) {
                Successor::Position(c) => assert_eq!(c.game_over(rules), Some(GameEnd::Try)),
                Successor::KingCapture => panic!("{m} does not reach A3"),
            }
        }
        // With the king on B2 instead, a can take it: B2A3.
        let p = position(rules, &[("B2", 'K'), ("A3", 'k')], "", 'a');
        assert!(p.captures_king(mv(&p, rules, "B2A3")));
    }
}

/// a's seven pieces wall themselves in (found by an exhaustive search over a's placements;
/// checked here by hand): 子 B1 → C1 (own 王); 子 B2 → C2 (own 將); 王 C1's neighbours B1, B2,
/// C2, D1, D2 are all a's; 將 C2 → B2, D2, C1, C3 all a's; 相 C3 → B2, D2 a's; 將 D1 → C1, D2
/// a's; 相 D2 → C1, C3 a's. a's hand is empty (all of GGMMPP is on the board).
const WALLED_IN: [(&str, char); 7] = [
    ("B1", 'P'),
    ("B2", 'P'),
    ("C1", 'K'),
    ("C2", 'G'),
    ("C3", 'M'),
    ("D1", 'G'),
    ("D2", 'M'),
];

#[test]
fn no_legal_move_loses() {
    for rules in BOTH_RULES {
        for d_king in ["B3", "A1"] {
            // With d's king on A1 (a's camp) the result is still "no legal move": the try
            // concerns the mover's own king only.
            let mut pieces = WALLED_IN.to_vec();
            pieces.push((d_king, 'k'));
            let p = position(rules, &pieces, "", 'a');
            check(rules, &p, &[]);
            assert!(!p.has_legal_move(rules));
            assert_eq!(p.game_over(rules), Some(GameEnd::NoLegalMove));
            assert_eq!(perft(&p, rules, 1), 0);
            assert_eq!(perft(&p, rules, 4), 0);
            // The rotated position has d walled in the same way.
            let r = p.rotate();
            assert_eq!(r.side_to_move(), Color::D);
            assert_eq!(r.game_over(rules), Some(GameEnd::NoLegalMove));
        }
        // Written out for d (the 180° rotation of the above, colours swapped).
        let p = position(
            rules,
            &[
                ("C3", 'p'),
                ("C2", 'p'),
                ("B3", 'k'),
                ("B2", 'g'),
                ("B1", 'm'),
                ("A3", 'g'),
                ("A2", 'm'),
                ("C1", 'K'),
            ],
            "",
            'd',
        );
        check(rules, &p, &[]);
        assert_eq!(p.game_over(rules), Some(GameEnd::NoLegalMove));
        // A walled-in side that can drop is not stuck: give a the 子 from B1 in hand instead.
        let mut pieces: Vec<(&str, char)> = WALLED_IN[1..].to_vec();
        pieces.push(("B3", 'k'));
        let p = position(rules, &pieces, "P", 'a');
        assert_eq!(p.game_over(rules), None);
        assert!(p.legal_moves(rules).len() > 1);
    }
}

#[test]
fn try_is_checked_before_no_legal_move() {
    // a: 子 C1 → D1 own 王; 子 C2 → D2 own 將; 王 D1's neighbours C1, C2, D2 are a's; 將 D2 →
    // C2, D1, D3 a's; 相 D3 → C2 a's. No move, but a's king is in d's camp: a wins by the try.
    for rules in BOTH_RULES {
        let p = position(
            rules,
            &[
                ("C1", 'P'),
                ("C2", 'P'),
                ("D1", 'K'),
                ("D2", 'G'),
                ("D3", 'M'),
                ("A2", 'k'),
            ],
            "",
            'a',
        );
        check(rules, &p, &[]);
        assert_eq!(p.game_over(rules), Some(GameEnd::Try));
    }
}

#[test]
fn position_validation_errors() {
    let tj = Rules::TwelveJanggi;
    let dob = Rules::Dobutsu;
    let none = PieceSet::new(0, 0, 0).unwrap();
    // Wrong king counts.
    let s = setup(&[("D2", 'k')], "", 'a');
    assert_eq!(
        Position::from_setup(&s, tj, none),
        Err(PositionError::KingCount {
            color: Color::A,
            count: 0
        })
    );
    let s = setup(&[("A2", 'K'), ("D1", 'k'), ("D2", 'k')], "", 'a');
    assert_eq!(
        Position::from_setup(&s, dob, none),
        Err(PositionError::KingCount {
            color: Color::D,
            count: 2
        })
    );
    // Piece counts against the piece set: the start lacks no piece of GGMMPP…
    let start = Setup::start(Color::A);
    assert!(Position::from_setup(&start, tj, PieceSet::FULL).is_ok());
    // …but has two 子 too many for GGMM…
    assert_eq!(
        Position::from_setup(&start, tj, PieceSet::new(2, 2, 0).unwrap()),
        Err(PositionError::PieceCount {
            role: "pawn",
            found: 2,
            expected: 0,
            set: PieceSet::new(2, 2, 0).unwrap()
        })
    );
    // …and without a's 子 it has one too few for GGMMPP.
    let mut s = start.clone();
    s.board[sq("B2").index()] = None;
    assert_eq!(
        Position::from_setup(&s, dob, PieceSet::FULL),
        Err(PositionError::PieceCount {
            role: "pawn",
            found: 1,
            expected: 2,
            set: PieceSet::FULL
        })
    );
    // A 將 in a hand counts: GP with an extra 將 in d's hand is wrong for the set P.
    let s = setup(&[("A2", 'K'), ("D2", 'k'), ("B2", 'H')], "g", 'a');
    assert_eq!(
        Position::from_setup(&s, tj, PieceSet::new(0, 0, 1).unwrap()),
        Err(PositionError::PieceCount {
            role: "general",
            found: 1,
            expected: 0,
            set: PieceSet::new(0, 0, 1).unwrap()
        })
    );
    // A 侯 counts as a 子.
    assert!(Position::from_setup(&s, tj, PieceSet::new(1, 0, 1).unwrap()).is_ok());
    // Three of a kind in a hand.
    let s = setup(&[("A2", 'K'), ("D2", 'k')], "PPP", 'a');
    assert_eq!(
        Position::from_setup(&s, tj, PieceSet::new(0, 0, 2).unwrap()),
        Err(PositionError::HandCount {
            color: Color::A,
            role: "pawn",
            count: 3
        })
    );
    // An unpromoted 子 in its enemy camp: illegal under twelve-janggi, legal under Dōbutsu
    // (it was dropped there). Both colours.
    let s = setup(&[("A2", 'K'), ("D1", 'P'), ("C3", 'k')], "", 'a');
    let p = PieceSet::new(0, 0, 1).unwrap();
    assert_eq!(
        Position::from_setup(&s, tj, p),
        Err(PositionError::UnpromotedPawnInEnemyCamp {
            color: Color::A,
            square: sq("D1")
        })
    );
    assert!(Position::from_setup(&s, dob, p).is_ok());
    let s = setup(&[("B2", 'K'), ("A3", 'p'), ("D3", 'k')], "", 'd');
    assert_eq!(
        Position::from_setup(&s, tj, p),
        Err(PositionError::UnpromotedPawnInEnemyCamp {
            color: Color::D,
            square: sq("A3")
        })
    );
    assert!(Position::from_setup(&s, dob, p).is_ok());
    // A 子 in its own camp, and a 侯 in its enemy camp, are fine under both rule sets.
    let s = setup(
        &[("A1", 'P'), ("D3", 'H'), ("B2", 'K'), ("C2", 'k')],
        "",
        'a',
    );
    for rules in BOTH_RULES {
        assert!(Position::from_setup(&s, rules, PieceSet::new(0, 0, 2).unwrap()).is_ok());
    }
}

/// The table test agrees with the definition (some legal move takes the 王) on every
/// position of a small piece set, from both sides.
#[test]
fn can_capture_king_matches_the_moves() {
    use sibi_solver::index::Index;
    for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
        let index = Index::new("GMP".parse().unwrap());
        let mut captures = 0;
        index.for_each_in(0..index.len(), rules, |_, pos| {
            for p in pos.into_iter().flat_map(|p| [p, p.rotate()]) {
                let by_moves = p.legal_moves(rules).iter().any(|&m| p.captures_king(m));
                assert_eq!(p.can_capture_king(), by_moves, "{p}");
                captures += by_moves as u32;
            }
        });
        assert!(captures > 0);
    }
}
