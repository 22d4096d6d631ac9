//! Position text (docs/RULES.md, "Position text"): `parse_setup` and `Position::parse` on any
//! bytes.
//!
//! Properties: no panic; a setup that parses prints to text that parses to the same setup, and
//! that text is a fixed point of parse → print; a setup that is a legal position of its own
//! piece set under either rule set gives a position whose text parses back to it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sibi_solver::notation::parse_setup;
use sibi_solver::{Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = parse_setup(text) else {
        return;
    };
    let printed = setup.to_string();
    let again = parse_setup(&printed)
        .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, which does not parse: {e}"));
    assert_eq!(again, setup, "{text:?} → {printed:?} reads differently");
    assert_eq!(again.to_string(), printed, "printing is not a fixed point");
    let Some(pieces) = setup.piece_set() else {
        return;
    };
    for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
        if let Ok(pos) = Position::parse(text, rules, pieces) {
            let shown = pos.to_string();
            let back = Position::parse(&shown, rules, pieces)
                .unwrap_or_else(|e| panic!("{text:?}: position text {shown:?} refused: {e}"));
            assert_eq!(back, pos, "{text:?} → {shown:?} is another position");
            assert!(pos.check(rules, pieces).is_ok());
        }
    }
});
