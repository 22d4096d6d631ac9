//! Perft of the start position to depth 7 in both rule sets, and move-by-move agreement over
//! the whole perft tree (to depth 6), cross-checked against the deliberately naive reference move generator
//! of `reference/rules.rs` (written independently from RULES.md for these tests).

mod reference;

use reference::{lib_moves, RefOutcome, RefPos};
use sibi_solver::{
    perft, perft_divide, perft_parallel, Color, GameOver, Position, Rules, Successor,
};

/// perft(start, 1..=7) under twelve-janggi.
///
/// Depths 1 and 2 are checked by hand: with a to move the start has 4 moves (A2B1, A2B3, A3B3,
/// B2C2, see `rules.rs`); after each of the three quiet ones d has its 4 start moves (C2B2,
/// D1C1, D2C1, D2C3), and after B2C2 d has 5 (D1C1, D2C1, D2C2, D2C3, D3C2): 4+4+4+5 = 17.
/// The deeper numbers were first printed by the library and are pinned here only because the
/// independent reference generator reproduces them (each test below recomputes both).
const TWELVE_JANGGI: [u64; 7] = [4, 17, 118, 898, 7166, 60233, 510008];

/// perft(start, 1..=7) under Dōbutsu rules. Depths 1 and 2 equal twelve-janggi's (no drop is
/// possible before the third ply); from depth 3 on, drops into the opponent's camp add moves.
/// Pinned the same way as [`TWELVE_JANGGI`].
const DOBUTSU: [u64; 7] = [4, 17, 123, 976, 8122, 72004, 639056];

fn expected(rules: Rules) -> [u64; 7] {
    match rules {
        Rules::TwelveJanggi => TWELVE_JANGGI,
        Rules::Dobutsu => DOBUTSU,
    }
}

fn check_start_perft(rules: Rules, side: Color) {
    let pos = Position::start(side);
    let refpos = RefPos::from_position(&pos);
    for (i, &want) in expected(rules).iter().enumerate() {
        let depth = i as u32 + 1;
        let lib = perft(&pos, rules, depth);
        let naive = reference::perft(&refpos, rules, depth);
        assert_eq!(
            lib, naive,
            "{rules} {side}-first depth {depth}: library vs reference"
        );
        assert_eq!(
            lib, want,
            "{rules} {side}-first depth {depth}: pinned value"
        );
    }
    assert_eq!(perft(&pos, rules, 0), 1);
    // The parallel and divided forms agree with the plain one.
    assert_eq!(perft_parallel(&pos, rules, 6), expected(rules)[5]);
    let divide = perft_divide(&pos, rules, 5);
    assert_eq!(divide.len(), 4);
    assert_eq!(
        divide.iter().map(|&(_, n)| n).sum::<u64>(),
        expected(rules)[4]
    );
}

#[test]
fn start_perft_twelve_janggi_a_first() {
    check_start_perft(Rules::TwelveJanggi, Color::A);
}

#[test]
fn start_perft_twelve_janggi_d_first() {
    check_start_perft(Rules::TwelveJanggi, Color::D);
}

#[test]
fn start_perft_dobutsu_a_first() {
    check_start_perft(Rules::Dobutsu, Color::A);
}

#[test]
fn start_perft_dobutsu_d_first() {
    check_start_perft(Rules::Dobutsu, Color::D);
}

/// Walks the game tree from `pos` to `depth` plies, and at every node compares the library
/// with the reference: the legal move set, the end of game, and for every move whether it
/// captures the king and the position it leads to. Returns the number of nodes compared.
fn walk(pos: &Position, refpos: &RefPos, rules: Rules, depth: u32) -> u64 {
    assert_eq!(pos.to_setup(), refpos.to_setup());
    let lib_over = pos.game_over(rules).map(|g| match g {
        GameOver::Try => "try",
        GameOver::NoLegalMove => "no move",
    });
    assert_eq!(lib_over, refpos.game_over(rules), "game over at {pos}");
    assert_eq!(
        lib_moves(pos, rules),
        reference::move_strings(refpos, rules),
        "moves of {pos} ({rules})"
    );
    let mut nodes = 1;
    if depth == 0 || lib_over.is_some() {
        return nodes;
    }
    let ref_moves = refpos.legal_moves(rules);
    for m in pos.legal_moves(rules) {
        let text = m.to_string();
        let rm = *ref_moves
            .iter()
            .find(|r| r.to_string() == text)
            .expect("same move sets");
        match (pos.play(m), refpos.play(rm)) {
            (Successor::KingCapture, RefOutcome::KingCapture) => {
                assert!(pos.captures_king(m));
            }
            (Successor::Position(child), RefOutcome::Next(refchild)) => {
                assert!(!pos.captures_king(m), "{pos} {m}");
                nodes += walk(&child, &refchild, rules, depth - 1);
            }
            (lib, naive) => panic!("{pos} {m}: library {lib:?}, reference {naive:?}"),
        }
    }
    nodes
}

fn walk_start(rules: Rules) {
    for side in Color::BOTH {
        let pos = Position::start(side);
        let refpos = RefPos::from_position(&pos);
        let nodes = walk(&pos, &refpos, rules, 6);
        // Sanity: the walk went deep (the ply-5 positions alone are thousands; king captures
        // and finished games are not walked through, so no exact bound here).
        assert!(nodes > expected(rules)[4], "{nodes} nodes");
    }
}

#[test]
fn move_sets_agree_over_the_perft_tree_twelve_janggi() {
    walk_start(Rules::TwelveJanggi);
}

#[test]
fn move_sets_agree_over_the_perft_tree_dobutsu() {
    walk_start(Rules::Dobutsu);
}
