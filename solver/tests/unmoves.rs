//! Hand-checked predecessor sets (`Position::unmoves`) for small positions: un-steps,
//! un-captures of a 子 as 子 or as 侯, un-promotion, un-drops, and the rule that a predecessor
//! is never a position whose game was already over. Each expected list is written by hand from
//! docs/RULES.md and also checked against the reference's brute-force predecessor search
//! (`reference/rules.rs`).

mod reference;

use reference::{lib_role, position, setup, RefPos, BOTH_RULES};
use sibi_solver::{Position, Role, Rules, Setup};

/// One predecessor: the move played from it, what that move captured, the predecessor.
type Pred = (String, Option<Role>, Setup);

fn key(p: &Pred) -> String {
    format!("{} {:?} {:?}", p.0, p.1, p.2)
}

fn sorted_preds(mut v: Vec<Pred>) -> Vec<Pred> {
    v.sort_by_key(key);
    v
}

/// Asserts that the library's predecessors of `pos` are exactly `want` (as a multiset), and
/// that the reference's brute-force search finds the same.
fn check(rules: Rules, pos: &Position, want: Vec<Pred>) {
    let want = sorted_preds(want);
    let lib = sorted_preds(
        pos.unmoves(rules)
            .into_iter()
            .map(|(u, q)| (u.mv.to_string(), u.captured, q.to_setup()))
            .collect(),
    );
    assert_eq!(lib, want, "library predecessors of {pos} ({rules})");
    let naive = sorted_preds(
        RefPos::from_position(pos)
            .predecessors(rules)
            .into_iter()
            .map(|(m, c, q)| (m.to_string(), c.map(lib_role), q.to_setup()))
            .collect(),
    );
    assert_eq!(naive, want, "reference predecessors of {pos} ({rules})");
}

fn pred(mv: &str, captured: Option<Role>, pieces: &[(&str, char)], hands: &str) -> Pred {
    // Every predecessor here has a to move unless the test says otherwise.
    (mv.to_string(), captured, setup(pieces, hands, 'a'))
}

fn pred_d(mv: &str, captured: Option<Role>, pieces: &[(&str, char)], hands: &str) -> Pred {
    (mv.to_string(), captured, setup(pieces, hands, 'd'))
}

#[test]
fn un_step_and_un_drop() {
    // a has just moved; a's 子 C2 came from B2 or was dropped on C2 (not d's camp, so allowed
    // in both rule sets); a's 王 A1 came from A2, B1 or B2. a's hand is empty: no un-capture.
    for rules in BOTH_RULES {
        let p = position(rules, &[("A1", 'K'), ("C2", 'P'), ("D3", 'k')], "", 'd');
        check(
            rules,
            &p,
            vec![
                pred("P*C2", None, &[("A1", 'K'), ("D3", 'k')], "P"),
                pred("B2C2", None, &[("A1", 'K'), ("B2", 'P'), ("D3", 'k')], ""),
                pred("A2A1", None, &[("A2", 'K'), ("C2", 'P'), ("D3", 'k')], ""),
                pred("B1A1", None, &[("B1", 'K'), ("C2", 'P'), ("D3", 'k')], ""),
                pred("B2A1", None, &[("B2", 'K'), ("C2", 'P'), ("D3", 'k')], ""),
            ],
        );
    }
}

#[test]
fn un_capture_of_a_pawn_as_pawn_or_marquis() {
    // a's 王 B1 came from A1, A2, B2, C1 or C2, capturing nothing, or capturing the 子 now
    // in a's hand, which stood on B1 either as d's 子 or as d's 侯.
    for rules in BOTH_RULES {
        let p = position(rules, &[("B1", 'K'), ("D3", 'k')], "P", 'd');
        let mut want = Vec::new();
        for from in ["A1", "A2", "B2", "C1", "C2"] {
            let m = format!("{from}B1");
            want.push(pred(&m, None, &[(from, 'K'), ("D3", 'k')], "P"));
            want.push(pred(
                &m,
                Some(Role::Pawn),
                &[(from, 'K'), ("B1", 'p'), ("D3", 'k')],
                "",
            ));
            want.push(pred(
                &m,
                Some(Role::Marquis),
                &[(from, 'K'), ("B1", 'h'), ("D3", 'k')],
                "",
            ));
        }
        assert_eq!(want.len(), 15);
        check(rules, &p, want);
    }
}

#[test]
fn un_captured_pawn_in_its_enemy_camp() {
    // a's 王 A1 came from A2, B1 or B2, perhaps capturing on A1. A1 is in d's enemy camp: a
    // d 子 cannot stand there unpromoted under twelve-janggi, so only the 侯 is given back;
    // under Dōbutsu rules a dropped d 子 could have stood there too.
    for rules in BOTH_RULES {
        let p = position(rules, &[("A1", 'K'), ("D3", 'k')], "P", 'd');
        let mut want = Vec::new();
        for from in ["A2", "B1", "B2"] {
            let m = format!("{from}A1");
            want.push(pred(&m, None, &[(from, 'K'), ("D3", 'k')], "P"));
            want.push(pred(
                &m,
                Some(Role::Marquis),
                &[(from, 'K'), ("A1", 'h'), ("D3", 'k')],
                "",
            ));
            if rules == Rules::Dobutsu {
                want.push(pred(
                    &m,
                    Some(Role::Pawn),
                    &[(from, 'K'), ("A1", 'p'), ("D3", 'k')],
                    "",
                ));
            }
        }
        check(rules, &p, want);
    }
}

#[test]
fn un_promotion() {
    // a's 侯 D2 stands in d's camp: it was a 侯 that stepped from C1 or C3 (forward
    // diagonals), C2 (forward), D1 or D3 (sideways) — or a 子 that stepped in from C2 and
    // promoted. a's 王 A1 came from A2, B1 or B2. No hand, no drop of a 侯.
    for rules in BOTH_RULES {
        let p = position(rules, &[("A1", 'K'), ("D2", 'H'), ("B3", 'k')], "", 'd');
        let mut want = Vec::new();
        for from in ["A2", "B1", "B2"] {
            want.push(pred(
                &format!("{from}A1"),
                None,
                &[(from, 'K'), ("D2", 'H'), ("B3", 'k')],
                "",
            ));
        }
        for from in ["C1", "C2", "C3", "D1", "D3"] {
            want.push(pred(
                &format!("{from}D2"),
                None,
                &[("A1", 'K'), (from, 'H'), ("B3", 'k')],
                "",
            ));
        }
        want.push(pred(
            "C2D2",
            None,
            &[("A1", 'K'), ("C2", 'P'), ("B3", 'k')],
            "",
        ));
        assert_eq!(want.len(), 9);
        check(rules, &p, want);
    }
}

#[test]
fn dobutsu_pawn_in_enemy_camp_was_dropped() {
    // Dōbutsu only: a's 子 on D2 (unpromoted) cannot have stepped there (it would have
    // promoted), so it was dropped; or a's 王 A1 moved (from A2, B1, B2).
    let rules = Rules::Dobutsu;
    let p = position(rules, &[("A1", 'K'), ("D2", 'P'), ("B3", 'k')], "", 'd');
    check(
        rules,
        &p,
        vec![
            pred("P*D2", None, &[("A1", 'K'), ("B3", 'k')], "P"),
            pred("A2A1", None, &[("A2", 'K'), ("D2", 'P'), ("B3", 'k')], ""),
            pred("B1A1", None, &[("B1", 'K'), ("D2", 'P'), ("B3", 'k')], ""),
            pred("B2A1", None, &[("B2", 'K'), ("D2", 'P'), ("B3", 'k')], ""),
        ],
    );
}

#[test]
fn predecessor_is_never_a_finished_game() {
    // a's king stands on D2 (d's camp). Had a moved the 子 (A1→B1) or dropped it, a's king
    // would already have been on D2 at the start of that turn: a had won, no move was played.
    // So the king itself moved last, from C1, C2 or C3 — not from D1 or D3 (again already
    // in d's camp).
    for rules in BOTH_RULES {
        let p = position(rules, &[("D2", 'K'), ("B1", 'P'), ("B3", 'k')], "", 'd');
        check(
            rules,
            &p,
            vec![
                pred("C1D2", None, &[("C1", 'K'), ("B1", 'P'), ("B3", 'k')], ""),
                pred("C2D2", None, &[("C2", 'K'), ("B1", 'P'), ("B3", 'k')], ""),
                pred("C3D2", None, &[("C3", 'K'), ("B1", 'P'), ("B3", 'k')], ""),
            ],
        );
    }
}

#[test]
fn un_moves_of_player_d_with_a_general_in_hand() {
    // d has just moved (a to move). d's 相 C2 was dropped there, or stepped from a diagonal
    // B1, B3 or D1 (D3 holds d's king), perhaps capturing a's 將 now in d's hand. d's 王 D3
    // came from C3 or D2 (C2 is occupied), perhaps capturing the 將 on D3.
    for rules in BOTH_RULES {
        let p = position(rules, &[("A1", 'K'), ("C2", 'm'), ("D3", 'k')], "g", 'a');
        let mut want = vec![pred_d("M*C2", None, &[("A1", 'K'), ("D3", 'k')], "gm")];
        for from in ["B1", "B3", "D1"] {
            let m = format!("{from}C2");
            want.push(pred_d(
                &m,
                None,
                &[("A1", 'K'), (from, 'm'), ("D3", 'k')],
                "g",
            ));
            want.push(pred_d(
                &m,
                Some(Role::General),
                &[("A1", 'K'), (from, 'm'), ("C2", 'G'), ("D3", 'k')],
                "",
            ));
        }
        for from in ["C3", "D2"] {
            let m = format!("{from}D3");
            want.push(pred_d(
                &m,
                None,
                &[("A1", 'K'), ("C2", 'm'), (from, 'k')],
                "g",
            ));
            want.push(pred_d(
                &m,
                Some(Role::General),
                &[("A1", 'K'), ("C2", 'm'), (from, 'k'), ("D3", 'G')],
                "",
            ));
        }
        assert_eq!(want.len(), 11);
        check(rules, &p, want);
    }
}

/// `for_each_live_unmove` gives exactly the predecessors of `for_each_unmove` whose mover
/// cannot capture the enemy 王, in the same order (the solver's rounds rely on it), for every
/// position of two small piece sets under both rule sets, with either side to move.
#[test]
fn live_unmoves_are_the_unmoves_without_a_king_capture() {
    use sibi_solver::index::Index;
    for rules in BOTH_RULES {
        for set in ["GMP", "PP"] {
            let index = Index::new(set.parse().unwrap());
            let (mut positions, mut kept, mut left_out) = (0u64, 0u64, 0u64);
            index.for_each_in(0..index.len(), rules, |_, pos| {
                let Some(pos) = pos else { return };
                for p in [pos, pos.rotate()] {
                    positions += 1;
                    let all = p.unmoves(rules);
                    let want: Vec<_> = all
                        .iter()
                        .filter(|(_, q)| !q.can_capture_king())
                        .cloned()
                        .collect();
                    let mut live = Vec::new();
                    p.for_each_live_unmove(rules, |u, q| live.push((u, *q)));
                    assert_eq!(live, want, "{p} ({rules})");
                    kept += want.len() as u64;
                    left_out += (all.len() - want.len()) as u64;
                }
            });
            // Both kinds occur, so the comparison tested something.
            assert!(positions > 1000 && kept > 1000 && left_out > 1000, "{set}");
        }
    }
}
