//! The table file (`tablebase-format/`, FORMAT.md; `solver/src/table/open.rs`): header, block
//! offset table, dictionary and blocks, as read by `Table::from_bytes` and, through a file,
//! by `Tablebase::open` of the rule set and piece set its header names.
//!
//! Properties: no panic and no unbounded allocation; on a table that opens, a probe past the
//! end is `IndexOutOfRange`; when every block passes `check_blocks`, every probe gives a value
//! and it equals what `read_range` gives for the same index; a table the solver opens decodes
//! every value it probes (positions of its index, probed through the library).
#![no_main]

use std::io::Write;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use sibi_solver::index::Index;
use sibi_solver::table::Tablebase;
use sibi_solver::{PieceSet, Rules};
use sibi_tbformat::{Expect, ProbeError, Table};

/// The most indexes probed per input (evenly spread, the first and the last included).
const SAMPLES: u64 = 256;

fn scratch() -> &'static std::path::Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().expect("a temporary folder"))
        .path()
}

fn samples(n: u64) -> impl Iterator<Item = u64> {
    let step = (n / SAMPLES).max(1);
    (0..n).step_by(step as usize).chain(n.checked_sub(1))
}

fuzz_target!(|data: &[u8]| {
    let table = match Table::from_bytes(data.to_vec(), &Expect::default()) {
        Ok(t) => t,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let n = table.entries();
    assert!(matches!(
        table.get(n),
        Err(ProbeError::IndexOutOfRange { .. })
    ));
    let sound = table.check_blocks().is_ok();
    for i in samples(n) {
        let got = table.get(i);
        if sound {
            let v = got.unwrap_or_else(|e| panic!("check_blocks passed but index {i}: {e}"));
            let mut one = [0u16];
            table
                .read_range(i, &mut one)
                .expect("read_range after check_blocks");
            assert_eq!(one[0], v, "get and read_range disagree at {i}");
        } else if let Err(e) = got {
            let _ = e.to_string();
        }
    }

    // Through the solver, as `--tablebase FILE` opens it: the header's own rules and pieces.
    let fields = &table.header().fields;
    let (Ok(rules), Ok(pieces)) = (
        fields.rules.parse::<Rules>(),
        fields.piece_set.parse::<PieceSet>(),
    ) else {
        return;
    };
    let path = scratch().join("input.sibi");
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(data))
        .expect("the scratch file is written");
    match Tablebase::open(&path, rules, pieces) {
        // The solver opened these bytes: probing positions of its index gives a value or an error.
        Ok(tb) => {
            let index = Index::new(pieces);
            for i in samples(n.min(index.solved_len())) {
                if let Some(pos) = index.unrank(i, rules) {
                    let _ = tb.probe(&pos);
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
