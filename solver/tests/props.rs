//! Property tests over random legal positions (the strategy is `reference::arb_case`: random rule
//! set, random piece set ⊆ GGMMPP, random placement, either side to move):
//!
//! * `moves` and `unmoves` are exact inverses;
//! * the library agrees with the naive reference model of `reference/rules.rs` on the legal moves,
//!   the end of game, every move's result, and the full predecessor set (found there by brute
//!   force);
//! * mirror (rank 1 ↔ 3) and rotation (180°, colours swapped) map the move set accordingly and
//!   preserve perft(3).

mod reference;

use proptest::prelude::*;
use reference::rules::{mirror_sq, rotate_sq, Sq};
use reference::{arb_case, lib_moves, lib_role, Case, RefMove, RefOutcome};
use sibi_solver::{perft, GameEnd, Move, Position, Successor};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// What a move captured, as the library's `Unmove::captured` describes it.
fn captured_by(p: &Position, m: Move) -> Option<sibi_solver::Role> {
    match m {
        Move::Step { to, .. } => p.piece_at(to).map(|x| x.role),
        Move::Drop { .. } => None,
    }
}

fn check_inverse(c: &Case) {
    let (p, rules, pieces) = (c.pos, c.rules, c.pieces);
    // Every non-king-capturing move of a position whose game is not over leads to a legal
    // position that lists p among its predecessors, by that very move.
    if p.game_over(rules).is_none() {
        for m in p.legal_moves(rules) {
            match p.play_unchecked(m) {
                Successor::KingCapture => assert!(p.captures_king(m)),
                Successor::Position(child) => {
                    assert!(!p.captures_king(m));
                    assert!(
                        Position::from_setup(&child.to_setup(), rules, pieces).is_ok(),
                        "{p} {m} gives an illegal {child}"
                    );
                    let back = child
                        .unmoves(rules)
                        .into_iter()
                        .filter(|(u, q)| *q == p && u.mv == m)
                        .collect::<Vec<_>>();
                    assert_eq!(back.len(), 1, "{p} --{m}--> {child}: parent listed once");
                    assert_eq!(back[0].0.captured, captured_by(&p, m), "{p} {m}");
                }
            }
        }
    }
    // Every predecessor is a legal, unfinished position from which the unmove's move is legal,
    // does not capture a king, and leads back to p.
    let preds = p.unmoves(rules);
    for (i, (u, q)) in preds.iter().enumerate() {
        assert_eq!(q.side_to_move(), p.side_to_move().other());
        assert!(
            Position::from_setup(&q.to_setup(), rules, pieces).is_ok(),
            "predecessor {q} of {p} is illegal"
        );
        assert_eq!(
            q.game_over(rules),
            None,
            "predecessor {q} of {p} is finished"
        );
        assert!(q.is_legal(rules, u.mv), "{} illegal in {q}", u.mv);
        assert!(!q.captures_king(u.mv));
        assert_eq!(
            q.play_unchecked(u.mv),
            Successor::Position(p),
            "{q} {} ≠ {p}",
            u.mv
        );
        assert_eq!(u.captured, captured_by(q, u.mv));
        assert!(
            !preds[..i].contains(&(*u, *q)),
            "{q} {} listed twice for {p}",
            u.mv
        );
    }
}

fn over_text(g: Option<GameEnd>) -> Option<&'static str> {
    g.map(|g| match g {
        GameEnd::Try => "try",
        GameEnd::NoLegalMove => "no move",
        GameEnd::KingCapture => "king capture",
    })
}

fn check_reference(c: &Case, with_predecessors: bool) {
    let (p, rules) = (c.pos, c.rules);
    let r = c.refpos;
    assert_eq!(r, reference::RefPos::from_setup(&c.setup), "conversion");
    assert_eq!(r.to_setup(), p.to_setup(), "conversion");
    assert_eq!(over_text(p.game_over(rules)), r.game_over(rules), "{p}");
    assert_eq!(
        lib_moves(&p, rules),
        reference::move_strings(&r, rules),
        "{p} {rules}"
    );
    let ref_moves = r.legal_moves(rules);
    for m in p.legal_moves(rules) {
        let rm = *ref_moves
            .iter()
            .find(|x| x.to_string() == m.to_string())
            .unwrap();
        match (p.play_unchecked(m), r.play(rm)) {
            (Successor::KingCapture, RefOutcome::KingCapture) => {}
            (Successor::Position(a), RefOutcome::Next(b)) => {
                assert_eq!(a.to_setup(), b.to_setup(), "{p} {m}")
            }
            (a, b) => panic!("{p} {m}: library {a:?}, reference {b:?}"),
        }
    }
    if with_predecessors {
        let key = |s: &(String, Option<sibi_solver::Role>, sibi_solver::Setup)| {
            format!("{} {:?} {:?}", s.0, s.1, s.2)
        };
        let mut lib: Vec<_> = p
            .unmoves(rules)
            .into_iter()
            .map(|(u, q)| (u.mv.to_string(), u.captured, q.to_setup()))
            .collect();
        let mut naive: Vec<_> = r
            .predecessors(rules)
            .into_iter()
            .map(|(m, cap, q)| (m.to_string(), cap.map(lib_role), q.to_setup()))
            .collect();
        lib.sort_by_key(key);
        naive.sort_by_key(key);
        assert_eq!(lib, naive, "predecessors of {p} ({rules})");
    }
}

/// Maps every square of a canonical move text (`B2C2`, `P*B1`) by `f`.
fn map_move(text: &str, f: fn(Sq) -> Sq) -> String {
    RefMove::parse(text).map_squares(f).to_string()
}

fn check_symmetry(c: &Case) {
    let (p, rules, pieces) = (c.pos, c.rules, c.pieces);
    let r = c.refpos;
    let moves = lib_moves(&p, rules);
    let n = perft(&p, rules, 3);
    for (image, ref_image, f) in [
        (p.mirror(), r.mirror(), mirror_sq as fn(Sq) -> Sq),
        (p.rotate(), r.rotate(), rotate_sq),
    ] {
        assert_eq!(image.to_setup(), ref_image.to_setup(), "image of {p}");
        assert!(Position::from_setup(&image.to_setup(), rules, pieces).is_ok());
        let mut want: Vec<String> = moves.iter().map(|m| map_move(m, f)).collect();
        want.sort();
        assert_eq!(lib_moves(&image, rules), want, "{p} → {image}");
        assert_eq!(image.game_over(rules), p.game_over(rules));
        assert_eq!(perft(&image, rules, 3), n, "perft(3) of {p} → {image}");
    }
    assert_eq!(p.mirror().mirror(), p);
    assert_eq!(p.rotate().rotate(), p);
}

proptest! {
    #![proptest_config(config(5000))]

    #[test]
    fn moves_and_unmoves_are_exact_inverses(c in arb_case()) {
        check_inverse(&c);
    }

    #[test]
    fn library_agrees_with_reference(c in arb_case()) {
        check_reference(&c, false);
    }

    #[test]
    fn mirror_and_rotation(c in arb_case()) {
        check_symmetry(&c);
    }
}

proptest! {
    #![proptest_config(config(3000))]

    /// The reference's brute-force predecessor search is slow: fewer cases.
    #[test]
    fn predecessors_agree_with_reference(c in arb_case()) {
        check_reference(&c, true);
    }
}

/// The random positions reach every rule: count how often each feature shows up in a fixed
/// sample of the strategy (deterministic seed), so that a strategy change that stops covering
/// one of them fails here.
#[test]
fn strategy_covers_the_rules() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    use sibi_solver::{Color, Role, Rules};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]),
    );
    let strategy = arb_case();
    let mut seen = [0u32; 9];
    for _ in 0..2000 {
        let c = strategy.new_tree(&mut runner).unwrap().current();
        let p = c.pos;
        let rules = c.rules;
        let moves = p.legal_moves(rules);
        seen[0] += (rules == Rules::Dobutsu) as u32;
        seen[1] += (p.side_to_move() == Color::D) as u32;
        seen[2] += (p.game_over(rules) == Some(GameEnd::Try)) as u32;
        seen[3] += moves.iter().any(|&m| p.captures_king(m)) as u32;
        seen[4] += moves.iter().any(|m| matches!(m, Move::Drop { .. })) as u32;
        seen[5] +=
            (p.pieces(Color::A, Role::Marquis) | p.pieces(Color::D, Role::Marquis) != 0) as u32;
        seen[6] += moves.iter().any(|&m| match (m, p.play_unchecked(m)) {
            (Move::Step { from, to }, Successor::Position(q)) => {
                p.piece_at(from).unwrap().role == Role::Pawn
                    && q.piece_at(to).unwrap().role == Role::Marquis
            }
            _ => false,
        }) as u32;
        seen[7] += (rules == Rules::Dobutsu
            && Color::BOTH
                .iter()
                .any(|&col| p.pieces(col, Role::Pawn) & col.enemy_camp() != 0))
            as u32;
        seen[8] += p.unmoves(rules).iter().any(|(u, _)| u.captured.is_some()) as u32;
    }
    for (i, &n) in seen.iter().enumerate() {
        assert!(n >= 20, "feature {i} seen only {n} times in 2000: {seen:?}");
    }
}
