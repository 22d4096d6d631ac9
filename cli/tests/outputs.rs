//! Issue 23, finding 7: every writer goes through one safe way to write a file
//! (`words/src/output.rs`): a device, the command's own input or a file of another kind is
//! refused before any work, with exit code 2 and the file untouched; `--force` replaces a file
//! of another kind. (`stats --plot` is tested in `generate.rs`, `play --record`'s default in
//! `play.rs`.)

use sibi_test_support as common;

use common::{ok, run};

#[test]
fn every_writer_refuses_what_it_must_not_replace() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["--pieces", "GM", "generate"]);
    ok(d, &["--pieces", "GMP", "generate"]);
    let gm = d.join("twelve-janggi-GM.sibi");
    let gmp = d.join("twelve-janggi-GMP.sibi");
    let gmp_bytes = std::fs::read(&gmp).unwrap();

    // generate --output over a table of another piece set: refused (its help says it never
    // replaces one); over its own table: fine; --force: replaced.
    let (_, err) = run(
        d,
        &[
            "--pieces",
            "GM",
            "generate",
            "--output",
            gmp.to_str().unwrap(),
        ],
        2,
    );
    assert!(
        err.contains("exists and is not a table of twelve-janggi GM. Give --force"),
        "{err}"
    );
    assert_eq!(std::fs::read(&gmp).unwrap(), gmp_bytes);
    ok(
        d,
        &[
            "--pieces",
            "GM",
            "generate",
            "--output",
            gm.to_str().unwrap(),
        ],
    );

    // puzzles --build --output the table itself: its own input.
    let (_, err) = run(
        d,
        &[
            "--pieces",
            "GMP",
            "puzzles",
            "--build",
            "--output",
            gmp.to_str().unwrap(),
        ],
        2,
    );
    assert!(err.contains("is the command's own input"), "{err}");
    assert_eq!(std::fs::read(&gmp).unwrap(), gmp_bytes);

    // annotate --plot the record it reads.
    let record = d.join("game.gibo");
    let text = "format: sibi-record 2\nposition: K3/4/3k GM a\nplayer-a: x\nplayer-d: y\nfirst: a\n\nA1B1\n";
    std::fs::write(&record, text).unwrap();
    let (_, err) = run(
        d,
        &[
            "--pieces",
            "GM",
            "annotate",
            record.to_str().unwrap(),
            "--plot",
            record.to_str().unwrap(),
        ],
        2,
    );
    assert!(err.contains("is the command's own input"), "{err}");
    assert_eq!(std::fs::read_to_string(&record).unwrap(), text);
    // Its graph, then again over it: fine.
    let graph = d.join("graph.svg");
    for _ in 0..2 {
        ok(
            d,
            &[
                "--pieces",
                "GM",
                "annotate",
                record.to_str().unwrap(),
                "--plot",
                graph.to_str().unwrap(),
            ],
        );
    }

    // play --record over a device or over a record of something else, before the game.
    let (_, err) = run(
        d,
        &[
            "--pieces",
            "GM",
            "play",
            "--record",
            "/dev/null",
            "K3/4/3k GM a",
        ],
        2,
    );
    assert!(err.contains("is a device"), "{err}");
    assert!(std::fs::metadata("/dev/null").unwrap().len() == 0);
    let (_, err) = run(
        d,
        &[
            "--pieces",
            "GM",
            "play",
            "--record",
            graph.to_str().unwrap(),
            "K3/4/3k GM a",
        ],
        2,
    );
    assert!(
        err.contains("is not a sibi game record. Give --force"),
        "{err}"
    );

    // In Korean too.
    let (_, err) = run(
        d,
        &[
            "--lang",
            "ko",
            "--pieces",
            "GMP",
            "puzzles",
            "--build",
            "--output",
            gmp.to_str().unwrap(),
        ],
        2,
    );
    assert!(err.contains("이 명령이 읽는 입력"), "{err}");
}
