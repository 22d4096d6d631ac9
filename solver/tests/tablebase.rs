//! Tests of the tablebase file (`sibi_solver::tablebase`): tables of small piece sets written
//! with `save` and read back with `Tablebase`. Every probe must equal the solver's value (which
//! `solver.rs` checks against an independent reference solver), for every legal position in
//! every orientation; the decoded solution must equal the solved one index by index; tables of
//! another rule set, piece set, rules version or index scheme are refused with typed errors; a
//! damaged block gives a typed error, never a wrong value or a panic.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use sibi_solver::solve::{solve, trivial_value, NoProgress, Solution, Value, ValueSource};
use sibi_solver::table::{
    self, file_name, leftover_temp, save, ProbeError, Tablebase, TablebaseError,
};
// The file format itself, to write tables the library never would and to find their blocks.
use sibi_solver::{PieceSet, Position, Rules};
use sibi_tbformat::{self as format, Expect, Table, TableWriter, WriteOptions};

const BOTH_RULES: [Rules; 2] = [Rules::TwelveJanggi, Rules::Dobutsu];

fn set(s: &str) -> PieceSet {
    s.parse().expect("piece set")
}

fn solved(rules: Rules, pieces: &str) -> Solution {
    solve(rules, set(pieces), &NoProgress).expect("small piece sets solve")
}

/// Writes `sol` into `dir` under its default file name.
fn write(dir: &Path, sol: &Solution) -> PathBuf {
    let path = dir.join(file_name(sol.rules(), sol.index().pieces()));
    save(sol, sol.counts().positions, &path, &NoProgress).expect("save");
    path
}

/// A legal position and its images: mirrored (rank 1 ↔ 3), rotated with the other player to
/// move, and both.
fn orientations(p: Position) -> [Position; 4] {
    [p, p.mirror(), p.rotate(), p.mirror().rotate()]
}

/// Calls `f` on every legal position of `sol`'s index (try positions included), in parallel.
fn for_every_position(sol: &Solution, f: impl Fn(u64, Position) + Sync) {
    let index = sol.index();
    let chunk = 1 << 14;
    let starts: Vec<u64> = (0..index.len()).step_by(chunk).collect();
    starts.par_iter().for_each(|&s| {
        index.for_each_in(s..s + chunk as u64, sol.rules(), |i, pos| {
            if let Some(p) = pos {
                f(i, p);
            }
        })
    });
}

#[test]
fn probe_and_decoded_table_equal_the_solution() {
    let dir = tempfile::tempdir().expect("temporary folder");
    for rules in BOTH_RULES {
        for pieces in ["P", "GM", "GMP"] {
            let sol = solved(rules, pieces);
            let counts = sol.counts();
            let path = write(dir.path(), &sol);
            let tb = Tablebase::open(&path, rules, set(pieces)).expect("open");
            let fields = &tb.table().header().fields;
            assert_eq!(fields.rules, rules.name());
            assert_eq!(fields.piece_set, pieces);
            assert_eq!(fields.legal_positions, counts.positions);
            assert_eq!(fields.entries, sol.index().solved_len());
            assert_eq!((tb.rules(), tb.pieces()), (rules, set(pieces)));

            // Every legal position, every orientation: the probe gives the solver's value, and
            // a one-ply look agrees wherever it settles the value.
            for_every_position(&sol, |_, p| {
                for q in orientations(p) {
                    let expected = sol.value(&q);
                    assert_eq!(tb.probe(&q), Ok(expected), "{rules} {pieces}: {q}");
                    if let Some(t) = trivial_value(&q, rules) {
                        assert_eq!(t, expected, "{rules} {pieces}: trivial value of {q}");
                    }
                }
            });

            let back = tb.to_solution(&NoProgress).expect("decode");
            let n = sol.index().solved_len();
            let differ = (0..n)
                .into_par_iter()
                .filter(|&i| back.value_at(i) != sol.value_at(i))
                .count();
            assert_eq!(differ, 0, "{rules} {pieces}: decoded values differ");
            assert_eq!(back.rounds(), sol.rounds(), "{rules} {pieces}");
            assert_eq!(back.counts(), counts, "{rules} {pieces}");
            assert!(back.verify(1, &NoProgress).is_ok());
        }
    }
}

/// Every legal position of a piece set in every orientation, in an order scrambled by a
/// multiplicative hash of its place (so that neighbours in the index lie far apart), with the
/// first thousand asked again at the end.
fn scrambled_positions(sol: &Solution) -> Vec<Position> {
    let mut all = Vec::new();
    sol.index()
        .for_each_in(0..sol.index().len(), sol.rules(), |_, pos| {
            if let Some(p) = pos {
                all.extend(orientations(p));
            }
        });
    let mut keyed: Vec<(u64, Position)> = all
        .into_iter()
        .enumerate()
        .map(|(i, p)| ((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15), p))
        .collect();
    keyed.sort_unstable_by_key(|&(k, _)| k);
    let mut out: Vec<Position> = keyed.into_iter().map(|(_, p)| p).collect();
    out.extend_from_within(..1000);
    out
}

/// A batch look-up (read in index order, a repeated position once) gives each position's own
/// value in the order asked; an illegal position stops it with the probe's error, the values
/// before it given, as one probe at a time would.
#[test]
fn batch_values_equal_probes_in_the_order_asked() {
    let dir = tempfile::tempdir().expect("temporary folder");
    for rules in BOTH_RULES {
        let sol = solved(rules, "GMP");
        let tb = Tablebase::open(&write(dir.path(), &sol), rules, set("GMP")).unwrap();
        let positions = scrambled_positions(&sol);
        assert!(positions.len() > 3_000_000, "{}", positions.len());
        let mut got = vec![Value::Draw];
        tb.values(&positions, &mut got).expect("an intact table");
        assert_eq!(
            got.len(),
            positions.len() + 1,
            "appended after what was there"
        );
        for (p, v) in positions.iter().zip(&got[1..]) {
            assert_eq!(*v, sol.value(p), "{rules}: {p}");
        }
        // A position of another piece set, 12,345th: the probe's error, 12,344 values.
        let other = solved(rules, "GM");
        let stranger = (0..other.index().len())
            .find_map(|i| other.index().unrank(i, rules))
            .unwrap();
        let mut with_stranger = positions[..20_000].to_vec();
        with_stranger[12_344] = stranger;
        let mut got = Vec::new();
        match tb.values(&with_stranger, &mut got) {
            Err(ProbeError::Position(_)) => {}
            other => panic!("{rules}: {other:?}"),
        }
        assert_eq!(got.len(), 12_344);
        assert!(got.iter().zip(&positions).all(|(v, p)| *v == sol.value(p)));
    }
}

/// The trivial positions are a large share of the table: the don't-care entries make the file
/// small. For GMP under twelve-janggi the solver counts 827,514 win-1 and 142,470 loss-1
/// positions of 1,798,896 (README); almost all of them are king captures or a held camp.
#[test]
fn trivial_positions_are_not_stored() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sol = solved(Rules::TwelveJanggi, "GMP");
    let path = dir.path().join("t.sibi");
    let summary = save(&sol, sol.counts().positions, &path, &NoProgress).expect("save");
    let legal = sol.counts().indices;
    let stored = summary.entries - summary.dont_care;
    assert!(
        stored < legal / 2,
        "{stored} of {legal} legal entries stored"
    );
    assert_eq!(summary.file_len, std::fs::metadata(&path).unwrap().len());
}

#[test]
fn tables_of_another_kind_are_refused() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sol = solved(Rules::Dobutsu, "P");
    let path = write(dir.path(), &sol);
    assert!(path.ends_with("dobutsu-P.sibi"));
    Tablebase::open(&path, Rules::Dobutsu, set("P")).expect("the right table opens");

    for (rules, pieces) in [(Rules::TwelveJanggi, "P"), (Rules::Dobutsu, "GM")] {
        match Tablebase::open(&path, rules, set(pieces)) {
            Err(e @ TablebaseError::WrongTable { .. }) => {
                let msg = e.to_string();
                assert!(msg.contains("holds the table of dobutsu P"), "{msg}");
                assert!(msg.contains(&format!("not of {rules} {pieces}")), "{msg}");
            }
            other => panic!("{rules} {pieces}: {other:?}"),
        }
    }

    // Missing: where it looked, with what was asked for; which command makes it is the CLI's to
    // say (`cli/tests/tablebase.rs`), not the library's.
    let missing = dir.path().join("none.sibi");
    match Tablebase::open(&missing, Rules::Dobutsu, set("GM")) {
        Err(e @ TablebaseError::Missing { .. }) => {
            let msg = e.to_string();
            assert!(msg.contains(&missing.display().to_string()), "{msg}");
            assert!(
                msg.contains("no dobutsu table for the piece set GM"),
                "{msg}"
            );
            assert!(!msg.contains("sibi generate"), "{msg}");
        }
        other => panic!("{other:?}"),
    }

    // Other versions of the rules or of the index scheme, written with the format crate.
    let mut fields = Tablebase::open(&path, Rules::Dobutsu, set("P"))
        .expect("the right table opens")
        .table()
        .header()
        .fields
        .clone();
    let entries = fields.entries;
    let other = |fields: &format::HeaderFields, name: &str| {
        let p = dir.path().join(name);
        let mut w = TableWriter::create(&p, fields, &WriteOptions::default()).expect("create");
        w.push_fn(fields.entries, |_| Some(0)).expect("push");
        w.finish().expect("finish");
        Tablebase::open(&p, Rules::Dobutsu, set("P"))
    };
    fields.rules_version += 1;
    match other(&fields, "rules2.sibi") {
        Err(e @ TablebaseError::Outdated { what: "rules", .. }) => {
            assert!(e.to_string().contains("dobutsu version 2"), "{e}");
            assert!(!e.to_string().contains("sibi generate"), "{e}")
        }
        r => panic!("{r:?}"),
    }
    fields.rules_version -= 1;
    fields.index_version += 1;
    assert!(matches!(
        other(&fields, "index2.sibi"),
        Err(TablebaseError::Outdated {
            what: "index scheme",
            ..
        })
    ));
    fields.index_version -= 1;
    fields.entries = entries - 1;
    assert!(matches!(
        other(&fields, "short.sibi"),
        Err(TablebaseError::Unexpected { .. })
    ));

    // Not a table at all, a cut table, a folder.
    let junk = dir.path().join("junk.sibi");
    std::fs::write(&junk, "not a table").unwrap();
    assert!(matches!(
        Tablebase::open(&junk, Rules::Dobutsu, set("P")),
        Err(TablebaseError::Damaged {
            problem: table::FileError::BadMagic,
            ..
        })
    ));
    let bytes = std::fs::read(&path).unwrap();
    let cut = dir.path().join("cut.sibi");
    std::fs::write(&cut, &bytes[..bytes.len() - 3]).unwrap();
    assert!(matches!(
        Tablebase::open(&cut, Rules::Dobutsu, set("P")),
        Err(TablebaseError::Damaged {
            problem: table::FileError::Truncated { .. },
            ..
        })
    ));
    assert!(matches!(
        Tablebase::open(dir.path(), Rules::Dobutsu, set("P")),
        Err(TablebaseError::Io { .. })
    ));

    // A position of another piece set is refused by the probe.
    let tb = Tablebase::open(&path, Rules::Dobutsu, set("P")).unwrap();
    let gm = Position::parse("K1k1/3G/2m1 - a", Rules::Dobutsu, set("GM")).unwrap();
    assert!(matches!(tb.probe(&gm), Err(ProbeError::Position(_))));
    // So is, on a twelve-janggi table, a position only legal under Dōbutsu rules.
    let sol = solved(Rules::TwelveJanggi, "P");
    let tj = Tablebase::open(&write(dir.path(), &sol), Rules::TwelveJanggi, set("P")).unwrap();
    let stuck = Position::parse("K2P/3k/4 - a", Rules::Dobutsu, set("P")).unwrap();
    assert!(matches!(tj.probe(&stuck), Err(ProbeError::Position(_))));
}

/// One byte flipped in a block: opening succeeds (the header and block offset table are
/// intact); exactly the probes that read that block (positions of the block that no one-ply
/// look settles) give a typed error naming it, every other probe still gives the right value;
/// `to_solution`, which reads every block, gives the error too.
#[test]
fn a_damaged_block_gives_errors_never_wrong_values() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let rules = Rules::TwelveJanggi;
    let sol = solved(rules, "GMP");
    let path = write(dir.path(), &sol);
    let bytes = std::fs::read(&path).unwrap();
    let table = Table::open(&path, &Expect::default()).unwrap();
    let h = table.header().clone();
    let offset = |b: u64| {
        let at = (h.block_table_offset + 8 * b) as usize;
        u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
    };
    let block_entries = h.block_entries as u64;
    let positions = scrambled_positions(&sol);
    for block in [0, h.blocks / 2, h.blocks - 1] {
        let (start, end) = (offset(block), offset(block + 1));
        for at in [start, (start + end) / 2, end - 1] {
            let mut damaged = bytes.clone();
            damaged[at as usize] ^= 0x10;
            let p = dir.path().join(format!("damaged-{block}-{at}.sibi"));
            std::fs::write(&p, &damaged).unwrap();
            let tb = Tablebase::open(&p, rules, set("GMP")).expect("header and offsets intact");
            let failed = std::sync::atomic::AtomicU64::new(0);
            for_every_position(&sol, |_, pos| {
                for q in orientations(pos) {
                    let reads_block = trivial_value(&q, rules).is_none()
                        && sol.index().rank(&q) / block_entries == block;
                    match tb.probe(&q) {
                        Ok(v) => {
                            assert!(!reads_block, "block {block}, byte {at}: {q} answered");
                            assert_eq!(v, sol.value(&q), "block {block}, byte {at}: {q}");
                        }
                        Err(ProbeError::Table {
                            cause: table::BlockError::CorruptBlock { block: b, .. },
                            ..
                        }) => {
                            assert!(reads_block && b == block, "block {block}: {q} failed");
                            failed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                        Err(e) => panic!("block {block}, byte {at}: {q}: {e}"),
                    }
                }
            });
            if block == h.blocks / 2 {
                assert!(failed.into_inner() > 0, "block {block}, byte {at}");
            }
            // A batch stops at the first position, in the order asked, that reads the block.
            let first = positions.iter().position(|q| {
                trivial_value(q, rules).is_none() && sol.index().rank(q) / block_entries == block
            });
            let mut got = Vec::new();
            match (tb.values(&positions, &mut got), first) {
                (Ok(()), None) => assert_eq!(got.len(), positions.len()),
                (
                    Err(ProbeError::Table {
                        cause: table::BlockError::CorruptBlock { block: b, .. },
                        ..
                    }),
                    Some(n),
                ) => assert_eq!((b, got.len()), (block, n), "byte {at}"),
                (r, n) => panic!("block {block}, byte {at}: {r:?}, first reader {n:?}"),
            }
            assert!(got.iter().zip(&positions).all(|(v, q)| *v == sol.value(q)));
            match tb.to_solution(&NoProgress) {
                Err(TablebaseError::CorruptBlock {
                    cause: table::BlockError::CorruptBlock { block: b, .. },
                    ..
                }) => assert_eq!(b, block),
                other => panic!("block {block}, byte {at}: {:?}", other.map(|_| ())),
            }
        }
    }
}

#[test]
fn leftover_temporary_file_and_atomic_replace() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sol = solved(Rules::TwelveJanggi, "P");
    let path = dir.path().join("nested").join("t.sibi");
    let temp = format::temp_path(&path);
    assert!(temp.ends_with("t.sibi.tmp"));

    // A leftover of an interrupted write is reported, not overwritten; nothing appears.
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&temp, b"partial").unwrap();
    assert_eq!(leftover_temp(&path), Some(temp.clone()));
    match save(&sol, 1, &path, &NoProgress) {
        Err(TablebaseError::Write {
            cause: table::WriteError::TempExists { temp: t },
            ..
        }) => assert_eq!(t, temp),
        other => panic!("{other:?}"),
    }
    assert!(!path.exists());
    assert_eq!(std::fs::read(&temp).unwrap(), b"partial");

    std::fs::remove_file(&temp).unwrap();
    let first = save(&sol, sol.counts().positions, &path, &NoProgress).expect("save");
    assert_eq!(leftover_temp(&path), None);
    let bytes = std::fs::read(&path).unwrap();
    // Saving again replaces the file with the same bytes.
    let again = save(&sol, sol.counts().positions, &path, &NoProgress).expect("save again");
    assert_eq!(first, again);
    assert_eq!(std::fs::read(&path).unwrap(), bytes);

    // A save whose last step fails (the rename onto a folder) leaves no temporary file.
    let target = dir.path().join("a-folder.sibi");
    std::fs::create_dir_all(&target).unwrap();
    assert!(save(&sol, 1, &target, &NoProgress).is_err());
    assert_eq!(leftover_temp(&target), None);
    assert!(target.is_dir());
    // A folder that cannot be created.
    let blocked = dir.path().join("file-not-folder");
    std::fs::write(&blocked, b"x").unwrap();
    assert!(matches!(
        save(&sol, 1, &blocked.join("t.sibi"), &NoProgress),
        Err(TablebaseError::Io { .. })
    ));
}

/// Values worked out by hand (docs/RULES.md, "Values and distance"; the kings-only cases of
/// `solver.rs`), through the file: a's 王 C1, d's B3 → win 2; K A1, k B3 → loss 3; adjacent
/// kings → win 1; d's 王 on A1 out of reach → loss 1; a's 王 on D1 → win 0 (the try is held).
#[test]
fn kings_only_by_hand_through_the_file() {
    let dir = tempfile::tempdir().expect("temporary folder");
    for rules in BOTH_RULES {
        let sol = solved(rules, "-");
        let tb = Tablebase::open(&write(dir.path(), &sol), rules, set("-")).unwrap();
        for (text, v) in [
            ("2K1/4/1k2 - a", Value::Win(2)),
            ("K3/4/1k2 - a", Value::Loss(3)),
            ("4/1Kk1/4 - a", Value::Win(1)),
            ("k3/2K1/4 - a", Value::Loss(1)),
            ("3K/4/1k2 - a", Value::Win(0)),
            // d to move, a's 王 C1, d's B3: seen from d (rotated 180°, players swapped) it is
            // again K C1 k B3.
            ("2K1/4/1k2 - d", Value::Win(2)),
        ] {
            let pos = Position::parse(text, rules, set("-")).unwrap();
            assert_eq!(tb.probe(&pos), Ok(v), "{rules} {text}");
        }
    }
}
