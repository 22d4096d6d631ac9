//! Move text in every accepted notation (docs/RULES.md, "Notation"; `solver/src/notation/`):
//! canonical `B2C2` / `P*B1`, `B2-C2`, piece names in ASCII, Hanja (with the variant 候) and
//! Hangul, `子(打) B1`, `相 A1 → B2`, the compact `B2子`.
//!
//! Properties: no panic; a move text that parses prints (canonical ASCII) to text that parses
//! to the same move text; resolved against the start position (both sides to move, both rule
//! sets) a move is legal there and its canonical form resolves to the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sibi_solver::notation::parse_move;
use sibi_solver::{Color, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mt) = parse_move(text) else {
        return;
    };
    let printed = mt.to_string();
    let again = parse_move(&printed)
        .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, which does not parse: {e}"));
    assert_eq!(again, mt, "{text:?} → {printed:?} reads differently");
    for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
        for side in [Color::A, Color::D] {
            let pos = Position::start(side);
            let resolved = mt.resolve(&pos, rules);
            assert_eq!(
                again.resolve(&pos, rules).ok(),
                resolved.as_ref().ok().copied(),
                "{text:?} and its canonical form {printed:?} resolve differently"
            );
            if let Ok(m) = resolved {
                assert!(
                    pos.is_legal(rules, m),
                    "{text:?} resolved to an illegal {m}"
                );
                let canonical = parse_move(&m.to_string()).expect("a move's text parses");
                assert_eq!(canonical.resolve(&pos, rules).ok(), Some(m));
            } else if let Err(e) = resolved {
                let _ = e.to_string();
            }
        }
    }
});
