//! The published-table reader (`solver/src/record/published/`): a game as transcribed on the
//! wiki, by people.
//!
//! Properties: no panic (reading, the report, the check); a record read is written as a
//! canonical record that reads back to the same record, and the check of that record finds
//! the same illegal ply (the same move, the same reason) as the reading did.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sibi_solver::record::{check_record, read_canonical, read_published, write_canonical};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let game = match read_published(text) {
        Ok(g) => g,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let _ = game.report();
    let written = write_canonical(&game.record);
    let back = read_canonical(&written)
        .unwrap_or_else(|e| panic!("the canonical form does not read: {e}\n{written}"));
    assert_eq!(
        back, game.record,
        "canonical round trip changed the record:\n{written}"
    );
    let check = check_record(&back);
    // The canonical form has no line numbers: the rest of the diagnosis must agree.
    let key = |i: &sibi_solver::record::IllegalMove| (i.ply, i.written, i.reason.clone());
    assert_eq!(
        check.illegal.as_ref().map(key),
        game.illegal.as_ref().map(key),
        "check of the canonical form disagrees"
    );
});
