//! Notation round trips over random legal positions (strategy `reference::arb_case`):
//!
//! * position text: `parse_setup(&pos.to_string())` gives back `pos.to_setup()`, and
//!   `Position::parse` gives back the position itself;
//! * move text: every legal move's canonical text parses and resolves to that very move; and
//!   every other well-formed step or drop text is refused by `resolve` (legality judged by the
//!   naive reference model of `reference/rules.rs`).

mod reference;

use std::collections::HashSet;

use proptest::prelude::*;
use reference::rules::sq_name;
use reference::{arb_case, squares, Case};
use sibi_solver::notation::{parse_move, parse_setup, MoveError};
use sibi_solver::{Color, GameEnd, Position, Setup};

fn check_position_text(c: &Case) {
    let text = c.pos.to_string();
    assert_eq!(parse_setup(&text), Ok(c.pos.to_setup()), "{text}");
    assert_eq!(parse_setup(&text), Ok(c.setup.clone()), "{text}");
    assert_eq!(
        Position::parse(&text, c.rules, c.pieces),
        Ok(c.pos),
        "{text}"
    );
}

fn check_move_text(c: &Case) {
    let (p, rules) = (c.pos, c.rules);
    if p.try_holds() {
        // The game is over: no move text resolves, not even a move the pieces could make.
        for m in p.legal_moves(rules) {
            let t = parse_move(&m.to_string()).expect("canonical text parses");
            assert_eq!(
                t.resolve(&p, rules),
                Err(MoveError::GameOver {
                    reason: GameEnd::Try,
                    side: p.side_to_move()
                })
            );
        }
        return;
    }
    for m in p.legal_moves(rules) {
        let text = m.to_string();
        let t = parse_move(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(t.resolve(&p, rules), Ok(m), "{text} in {p}");
    }
    // Every other well-formed move text is refused.
    let legal: HashSet<String> = reference::move_strings(&c.refpos, rules)
        .into_iter()
        .collect();
    let names: Vec<String> = squares().map(sq_name).collect();
    let mut texts = Vec::new();
    for from in &names {
        for to in &names {
            if from != to {
                texts.push(format!("{from}{to}"));
            }
        }
    }
    for role in ['G', 'M', 'P'] {
        for to in &names {
            texts.push(format!("{role}*{to}"));
        }
    }
    for text in texts {
        let t = parse_move(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let resolved = t.resolve(&p, rules);
        assert_eq!(
            resolved.is_ok(),
            legal.contains(&text),
            "{text} in {p} ({rules}): {resolved:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn position_text_round_trip(c in arb_case()) {
        check_position_text(&c);
    }

    #[test]
    fn move_text_round_trip(c in arb_case()) {
        check_move_text(&c);
    }
}

#[test]
fn start_position_text() {
    // docs/RULES.md writes the start as `M2g/KPpk/G2m - a`.
    assert_eq!(Position::start(Color::A).to_string(), "M2g/KPpk/G2m - a");
    assert_eq!(Position::start(Color::D).to_string(), "M2g/KPpk/G2m - d");
    assert_eq!(parse_setup("M2g/KPpk/G2m - d"), Ok(Setup::start(Color::D)));
    // Hands print a's first, each in the order G, M, P, a count 2 before a doubled letter.
    for (hands, want) in [("PPMg", "K3/4/3k M2Pg a"), ("mgPMg", "K3/4/3k MP2gm a")] {
        let s = reference::setup(&[("A1", 'K'), ("D3", 'k')], hands, 'a');
        let rules = sibi_solver::Rules::TwelveJanggi;
        let pos = Position::from_setup(&s, rules, reference::piece_set_of(&s)).unwrap();
        assert_eq!(pos.to_string(), want);
    }
}
