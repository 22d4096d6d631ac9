//! The canonical record reader (`solver/src/record/canonical.rs`, `.gibo`; FORMAT.md of
//! `data/broadcast/`).
//!
//! Properties: no panic (reading, the check, the replay); a canonical record read is written to
//! text that reads back to the same record, and writing that is a fixed point.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sibi_solver::record::{read_canonical, write_canonical};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let record = match read_canonical(text) {
        Ok(r) => r,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let _ = record.replay();
    let written = write_canonical(&record);
    let back = read_canonical(&written)
        .unwrap_or_else(|e| panic!("the written record does not read: {e}\n{written}"));
    assert_eq!(back, record, "round trip changed the record:\n{written}");
    assert_eq!(
        write_canonical(&back),
        written,
        "writing is not a fixed point"
    );
});
