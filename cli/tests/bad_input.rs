//! `sibi` on the bad input a new user (or another tool's bug report) would give it: devices and
//! FIFOs as tables or targets, paths checked only after the work, unbounded input, control,
//! bidirectional and zero-width characters that must be echoed escaped, exit codes, and the
//! rules and piece set taken from a table file's header.

use sibi_test_support as common;

use common::{ok, run, run_with_input, sibi};

/// `generate --output /dev/null` (as root it would have replaced the device by a file): refused
/// before any work, and the device is still a device.
#[test]
fn a_device_or_a_folder_is_never_a_target() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run(
        dir.path(),
        &["--pieces", "P", "generate", "--output", "/dev/null"],
        2,
    );
    assert!(
        err.contains("/dev/null") && err.contains("a device"),
        "{err}"
    );
    assert!(
        !err.contains("initial pass"),
        "refused before the work: {err}"
    );
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(meta.file_type().is_char_device());
    assert!(!std::path::Path::new("/dev/null.tmp").exists());
    // A folder given as the output, with a trailing slash or without.
    let out = dir.path().join("tables");
    std::fs::create_dir(&out).unwrap();
    for o in [format!("{}/", out.display()), out.display().to_string()] {
        let (_, err) = run(
            dir.path(),
            &["--pieces", "P", "generate", "--output", &o],
            2,
        );
        assert!(err.contains("folder"), "{o}: {err}");
        assert!(!err.contains("initial pass"), "{err}");
    }
    // SIBI_TABLEBASE_DIR naming a file: the folder cannot be made, said before the work.
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let (_, err) = run(&file, &["--pieces", "P", "generate"], 2);
    assert!(err.contains("a-file"), "{err}");
    assert!(!err.contains("initial pass"), "{err}");
    // A folder that does not exist is made.
    let deep = dir.path().join("new/folder/t.sibi");
    run(
        dir.path(),
        &[
            "--pieces",
            "P",
            "generate",
            "--output",
            deep.to_str().unwrap(),
        ],
        0,
    );
    assert!(deep.is_file());
}

/// A FIFO, a device or a folder given as a table is refused at once (a FIFO used to hang every
/// command that reads tables).
#[test]
fn a_fifo_is_not_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.sibi");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    for path in [
        fifo.to_str().unwrap(),
        "/dev/zero",
        dir.path().to_str().unwrap(),
    ] {
        let o = sibi(
            dir.path(),
            &[
                "--pieces",
                "P",
                "probe",
                "--tablebase",
                path,
                "K3/1k2/4 P a",
            ],
        );
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{path}: {err}");
        assert!(err.contains("not a table file"), "{path}: {err}");
    }
    // Also through the environment.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", "P", "info"])
        .env("SIBI_TABLEBASE", &fifo)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("FIFO"));
}

/// `stats --plot` into a folder that does not exist: refused before minutes of work; a plot
/// that cannot be written still lets the report through.
#[test]
fn stats_checks_the_plot_first() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run(d, &["--pieces", "P", "generate"], 0);
    let (out, err) = run(
        d,
        &["--pieces", "P", "stats", "--plot", "/no/such/dir/x.svg"],
        2,
    );
    assert!(err.contains("/no/such/dir/x.svg"), "{err}");
    assert!(out.is_empty() && !err.contains("reading values"), "{err}");
    // A damaged block: exit 1, as probe, verify and annotate (the GP table has blocks enough
    // for its middle byte to be in one).
    run(d, &["--pieces", "GP", "generate"], 0);
    let good = d.join("twelve-janggi-GP.sibi");
    let mut bytes = std::fs::read(&good).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x40;
    let damaged = d.join("damaged.sibi");
    std::fs::write(&damaged, &bytes).unwrap();
    let args = [
        "stats",
        "--tablebase",
        damaged.to_str().unwrap(),
        "--no-reachable",
    ];
    let (_, err) = run(d, &args, 1);
    assert!(err.contains("is damaged: block"), "{err}");
}

/// Unbounded input: a record read from /dev/zero stops at the record-size cap; a 16 MB line on
/// probe's standard input is one short error, not its echo; `probe ''` is an error.
#[test]
fn unbounded_input_is_cut() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, err) = run(d, &["annotate", "/dev/zero"], 2);
    assert!(err.contains("larger than 1048576 bytes"), "{err}");
    run(d, &["--pieces", "P", "generate"], 0);
    let line = "K".repeat(16 << 20);
    let input = format!("{line}\nK3/1k2/4 P a\n");
    let (out, err) = run_with_input(d, &["--pieces", "P", "probe"], &input, 2);
    assert!(err.len() < 2000, "stderr is {} bytes", err.len());
    assert!(
        err.contains("line 1: the line is longer than 4096 bytes"),
        "{err}"
    );
    assert_eq!(
        out, "K3/1k2/4 P a\twin in 1 ply\n",
        "the next line is still answered"
    );
    let (_, err) = run(d, &["--pieces", "P", "probe", ""], 2);
    assert!(err.contains("empty input"), "{err}");
    // A long bad position on the command line is quoted cut.
    let long = format!("K3/1k2/4 P a {}", "x".repeat(5000));
    let (_, err) = run(d, &["--pieces", "P", "probe", &long], 2);
    assert!(err.len() < 2000, "stderr is {} bytes", err.len());
}

/// Control characters in position text are shown escaped, the caret under the escaped form.
#[test]
fn control_characters_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run(dir.path(), &["show", "M2g/KP\u{1b}[2Jpk/G2m - a"], 2);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    let text = lines.iter().find(|l| l.contains("M2g/KP")).unwrap();
    let caret = lines.iter().find(|l| l.trim() == "^").unwrap();
    assert_eq!(text.find("\\u{1b}"), caret.find('^'), "{err}");
    run(dir.path(), &["--pieces", "P", "generate"], 0);
    let (_, err) = run_with_input(
        dir.path(),
        &["--pieces", "P", "probe"],
        "K3/1k2/4 \u{7}P a\n",
        2,
    );
    assert!(!err.contains('\u{7}'), "{err:?}");
}

/// A right-to-left override (U+202E) after the position and a zero-width space (U+200B) inside
/// it: exit 2, each shown as `\u{…}` on stderr and never raw (either would hide or reorder what
/// the terminal shows), the caret under the escaped form.
#[test]
fn bidi_and_zero_width_characters_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run(dir.path(), &["show", "M2g/KPpk/G2m - a\u{202e}"], 2);
    assert!(!err.contains('\u{202e}'), "{err:?}");
    assert!(err.contains("\\u{202e}"), "{err}");
    let (_, err) = run(dir.path(), &["show", "M2g/KP\u{200b}pk/G2m - a"], 2);
    assert!(!err.contains('\u{200b}'), "{err:?}");
    assert!(err.contains("column 7"), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    let text = lines.iter().find(|l| l.contains("M2g/KP")).unwrap();
    let caret = lines.iter().find(|l| l.trim() == "^").unwrap();
    assert_eq!(text.find("\\u{200b}"), caret.find('^'), "{err}");
}

/// A file name with a right-to-left override, given to `probe`, `verify` and `stats`: each
/// error names it with `\u{202e}`, never the raw character.
#[test]
fn a_hidden_character_in_a_file_name_is_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x\u{202e}.sibi");
    let file = file.to_str().unwrap();
    for cmd in ["probe", "verify", "stats"] {
        let out = sibi(dir.path(), &[cmd, "--tablebase", file]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{cmd}: {err}");
        assert!(!err.contains('\u{202e}'), "{cmd}: {err:?}");
        assert!(err.contains("x\\u{202e}.sibi"), "{cmd}: {err}");
    }
}

/// `--tablebase FILE` without `--rules` and `--pieces`: the file's header says which.
#[test]
fn the_table_file_says_its_rules_and_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run(d, &["--rules", "dobutsu", "--pieces", "P", "generate"], 0);
    let file = d.join("dobutsu-P.sibi");
    let f = file.to_str().unwrap();
    // Dōbutsu: a's 子 may drop into d's camp; by hand a's 王 B2 takes d's 王 C2: win 1.
    let (out, _) = run(d, &["probe", "--tablebase", f, "4/1Kk1/4 P a"], 0);
    assert_eq!(out, "4/1Kk1/4 P a\twin in 1 ply\n");
    let (out, _) = run(d, &["info", f], 0);
    assert!(out.contains("dobutsu"), "{out}");
    // A real conflict is refused.
    let (_, err) = run(
        d,
        &[
            "--rules",
            "twelve-janggi",
            "probe",
            "--tablebase",
            f,
            "4/1Kk1/4 P a",
        ],
        2,
    );
    assert!(err.contains("holds the table of dobutsu P"), "{err}");
}

/// A table that cannot be written (a full disk; here a file-size limit of 64 KiB, which fails
/// the writes alike, with EFBIG instead of ENOSPC): a clear error, exit code 1, and nothing left
/// in the folder — the temporary file and the lock file are removed (found by
/// `scripts/faults.sh`: the lock file used to stay).
#[test]
fn a_failed_write_leaves_nothing_behind() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("t.sibi");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_sibi"));
    // English, whatever the machine's language.
    cmd.env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    cmd.args(["--pieces", "GMP", "generate", "--output"])
        .arg(&target)
        .env_remove("SIBI_TABLEBASE");
    // SAFETY: between fork and exec only async-signal-safe calls (setrlimit, signal).
    unsafe {
        cmd.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: 64 << 10,
                rlim_max: 64 << 10,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // A write past the limit then fails with EFBIG instead of raising SIGXFSZ.
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            Ok(())
        });
    }
    let o = cmd.output().unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("cannot write the table") && err.contains("t.sibi.tmp"),
        "{err}"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    // The same command without the limit writes the table, which answers (the README's
    // example: win 43).
    let t = target.to_str().unwrap();
    ok(dir.path(), &["--pieces", "GMP", "generate", "--output", t]);
    let out = ok(dir.path(), &["probe", "--tablebase", t, "K1k1/3p/2g1 M a"]);
    assert!(out.contains("win in 43 plies"), "{out}");
}
