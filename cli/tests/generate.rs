//! End-to-end tests of `sibi generate` and `sibi stats` on tiny piece sets (they solve in
//! milliseconds), each in its own temporary table folder (`SIBI_TABLEBASE_DIR`).
//!
//! The position counts are checked against closed forms worked out by hand from docs/RULES.md
//! ("Counting positions": every placement with the side to move, seen from the side to move,
//! mirror images apart, finished positions included):
//!
//! * the two kings: 12 × 11 = 132 ordered placements (the mover's, the other's);
//! * `P` under dobutsu: the 子 is in one of two hands (2) or on one of the 10 free squares,
//!   owned by either player, promoted or not (10 × 2 × 2 = 40): 42 each, 132 × 42 = 5,544;
//! * `P` under twelve-janggi: an unpromoted 子 cannot stand in its enemy camp. With k of the
//!   two kings on files A and D, file D has 3 − k_D free squares and file A 3 − k_A, so there
//!   are 42 − (3 − k_D) − (3 − k_A) = 36 + k placements. Summed over the 132 king placements,
//!   k adds up to 2 × (6 squares × 11 squares for the other king) = 132: 132 × 36 + 132 =
//!   132 × 37 = 4,884;
//! * `GM` (either rule set; no 子): 將 and 相 each on the board (free square × owner) or in a
//!   hand: both on the board 10·2 × 9·2 = 360, one on the board 20 × 2 + 2 × 20 = 80, both in
//!   hands 2 × 2 = 4: 444, and 132 × 444 = 58,608.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value as Json;
use sibi_solver::solve::{solve, NoProgress};
use sibi_solver::Rules;

/// Runs `sibi args` with its tables in `dir` (and no other table setting from the caller's
/// environment).
fn sibi_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(args)
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .output()
        .expect("run sibi")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// Runs `sibi args`, expects exit code 0, returns stdout.
fn ok(dir: &Path, args: &[&str]) -> String {
    let o = sibi_in(dir, args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// Runs `sibi args`, expects exit code 2, `error:` on stderr and nothing on stdout; returns
/// stderr.
fn bad(dir: &Path, args: &[&str]) -> String {
    let o = sibi_in(dir, args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o.stdout));
    let err = text(&o.stderr);
    assert!(err.contains("error:"), "{args:?}: {err}");
    assert!(o.stdout.is_empty(), "{args:?}");
    err
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temporary folder")
}

fn table(dir: &Path, name: &str) -> PathBuf {
    dir.join(name)
}

/// The `--json` output of `sibi stats`.
fn stats_json(dir: &Path, args: &[&str]) -> Json {
    let mut all = vec!["stats", "--json"];
    all.extend_from_slice(args);
    serde_json::from_str(&ok(dir, &all)).expect("stats --json is JSON")
}

fn u(j: &Json, path: &[&str]) -> u64 {
    let mut v = j;
    for k in path {
        v = &v[*k];
    }
    v.as_u64()
        .unwrap_or_else(|| panic!("{path:?} is not a number: {v}"))
}

#[test]
fn generate_then_stats_with_closed_form_counts() {
    for (rules, pieces, positions) in [
        ("twelve-janggi", "P", 4_884u64),
        ("dobutsu", "P", 5_544),
        ("twelve-janggi", "GM", 58_608),
        ("dobutsu", "GM", 58_608),
    ] {
        let dir = tempdir();
        let dir = dir.path();
        let out = ok(dir, &["--rules", rules, "--pieces", pieces, "generate"]);
        let path = table(dir, &format!("{rules}-{pieces}.sibi"));
        assert!(
            path.is_file(),
            "{rules} {pieces}: no table at {}",
            path.display()
        );
        assert!(
            out.contains(&format!("table:      {}", path.display())),
            "{out}"
        );
        // Nothing else is left in the folder (no temporary file).
        assert_eq!(std::fs::read_dir(dir).unwrap().count(), 1);

        let j = stats_json(dir, &["--rules", rules, "--pieces", pieces]);
        assert_eq!(j["rules"], rules);
        assert_eq!(j["pieces"], pieces);
        assert_eq!(
            u(&j, &["counts", "positions"]),
            positions,
            "{rules} {pieces}"
        );
        let (w, l, d) = (
            u(&j, &["counts", "wins"]),
            u(&j, &["counts", "losses"]),
            u(&j, &["counts", "draws"]),
        );
        assert_eq!(w + l + d, positions);

        // The same counts through the library.
        let sol = solve(
            rules.parse::<Rules>().unwrap(),
            pieces.parse().unwrap(),
            &NoProgress,
        )
        .expect("solve");
        let c = sol.counts();
        assert_eq!(
            (c.positions, c.wins, c.losses, c.draws),
            (positions, w, l, d)
        );
        assert_eq!(u(&j, &["rounds"]), sol.rounds() as u64);

        // The histogram adds up to the counts.
        let hist = j["histogram"].as_array().expect("histogram");
        let sum = |key: &str| hist.iter().map(|r| r[key].as_u64().unwrap()).sum::<u64>();
        assert_eq!((sum("wins"), sum("losses")), (w, l));
        let longest = u(&j, &["longest_win"]).max(u(&j, &["longest_loss"]));
        assert_eq!(hist.len() as u64, longest + 1);

        // The generate summary says the same.
        let group = |n: u64| {
            let s = n.to_string();
            let head = (s.len() - 1) % 3 + 1;
            let tail: Vec<&str> = s.as_bytes()[head..]
                .chunks(3)
                .map(|c| std::str::from_utf8(c).unwrap())
                .collect();
            std::iter::once(&s[..head])
                .chain(tail)
                .collect::<Vec<_>>()
                .join(",")
        };
        let field = |name: &str| {
            out.lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_whitespace().nth(1))
                .unwrap_or_else(|| panic!("no {name} line in\n{out}"))
                .to_string()
        };
        assert_eq!(field("positions:"), group(positions), "{out}");
        assert_eq!(field("wins:"), group(w), "{out}");
        assert_eq!(field("losses:"), group(l), "{out}");
        assert_eq!(field("draws:"), group(d), "{out}");

        // No plot unless asked: nothing is written beside the table.
        let plot = PathBuf::from(format!("{}.histogram.svg", path.display()));
        assert!(!plot.exists());
        assert_eq!(j["plot"], serde_json::Value::Null);
        assert_eq!(j["table"], path.display().to_string());
    }
}

#[test]
fn stats_text_report() {
    let dir = tempdir();
    let dir = dir.path();
    ok(dir, &["--pieces", "GM", "generate"]);
    let plot = dir.join("custom").with_extension("svg");
    let out = ok(
        dir,
        &["--pieces", "GM", "stats", "--plot", plot.to_str().unwrap()],
    );
    for needle in [
        "positions:  58,608 (mirror images apart",
        "distance histogram",
        "longest wins, with examples",
        "start position: not in this table",
        "plot:       ",
    ] {
        assert!(out.contains(needle), "{needle:?} missing in\n{out}");
    }
    let svg = std::fs::read_to_string(&plot).expect("--plot written");
    assert!(
        svg.starts_with("<!-- written by sibi -->\n<svg"),
        "{svg:.80}"
    );
    // Written again over its own graph: fine. Over the table, a FIFO or a file sibi did not
    // write: refused before the work, exit 2, the file untouched; --force replaces the last.
    ok(
        dir,
        &["--pieces", "GM", "stats", "--plot", plot.to_str().unwrap()],
    );
    let table = dir.join("twelve-janggi-GM.sibi");
    let before = std::fs::read(&table).unwrap();
    let err = bad(
        dir,
        &["--pieces", "GM", "stats", "--plot", table.to_str().unwrap()],
    );
    assert!(err.contains("is the command's own input"), "{err}");
    assert_eq!(std::fs::read(&table).unwrap(), before);
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "mine").unwrap();
    let err = bad(
        dir,
        &["--pieces", "GM", "stats", "--plot", notes.to_str().unwrap()],
    );
    assert!(
        err.contains("is not an SVG graph written by sibi. Give --force"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "mine");
    ok(
        dir,
        &[
            "--pieces",
            "GM",
            "stats",
            "--plot",
            notes.to_str().unwrap(),
            "--force",
        ],
    );
    assert!(std::fs::read_to_string(&notes).unwrap().contains("<svg"));
    let err = bad(dir, &["--pieces", "GM", "stats", "--plot", "/dev/null"]);
    assert!(err.contains("is a device"), "{err}");

    // The longest win's examples are worth that win: check one with the library.
    let j = stats_json(dir, &["--pieces", "GM", "--plot", plot.to_str().unwrap()]);
    let longest = &j["longest_wins"][0];
    let plies = longest["plies"].as_u64().unwrap();
    assert_eq!(j["longest_win"].as_u64(), Some(plies));
    let example = longest["examples"][0].as_str().unwrap();
    let sol = solve(Rules::TwelveJanggi, "GM".parse().unwrap(), &NoProgress).unwrap();
    let pos =
        sibi_solver::Position::parse(example, Rules::TwelveJanggi, "GM".parse().unwrap()).unwrap();
    assert_eq!(
        sol.value(&pos),
        sibi_solver::solve::Value::Win(plies as u16),
        "{example}"
    );
}

#[test]
fn output_option_and_thread_count_give_the_same_file() {
    let dir = tempdir();
    let dir = dir.path();
    let one = dir.join("one.sibi");
    let two = dir.join("sub").join("two.sibi");
    for (path, threads) in [(&one, "1"), (&two, "2")] {
        ok(
            dir,
            &[
                "--pieces",
                "GM",
                "generate",
                "--threads",
                threads,
                "--output",
                path.to_str().unwrap(),
            ],
        );
    }
    assert_eq!(std::fs::read(&one).unwrap(), std::fs::read(&two).unwrap());
    // Not at the default path.
    assert!(!dir.join("twelve-janggi-GM.sibi").exists());
    // Regenerating replaces the table.
    ok(
        dir,
        &[
            "--pieces",
            "GM",
            "generate",
            "--output",
            one.to_str().unwrap(),
        ],
    );
    assert_eq!(std::fs::read(&one).unwrap(), std::fs::read(&two).unwrap());
    // --tablebase and SIBI_TABLEBASE find it.
    let j = stats_json(
        dir,
        &["--pieces", "GM", "--tablebase", one.to_str().unwrap()],
    );
    assert_eq!(u(&j, &["counts", "positions"]), 58_608);
    let o = Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", "GM", "stats", "--json"])
        .env("SIBI_TABLEBASE_DIR", dir.join("empty"))
        .env("SIBI_TABLEBASE", &two)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

#[test]
fn missing_table_names_the_generate_command() {
    let dir = tempdir();
    let dir = dir.path();
    let err = bad(dir, &["--pieces", "GM", "stats"]);
    assert!(
        err.contains("sibi generate --rules twelve-janggi --pieces GM"),
        "{err}"
    );
    assert!(
        err.contains(&dir.join("twelve-janggi-GM.sibi").display().to_string()),
        "{err}"
    );
    let err = bad(
        dir,
        &["--rules", "dobutsu", "--pieces", "P", "stats", "--json"],
    );
    assert!(
        err.contains("sibi generate --rules dobutsu --pieces P"),
        "{err}"
    );
    // A missing explicit file: the command writes it there.
    let elsewhere = dir.join("elsewhere.sibi");
    let err = bad(
        dir,
        &[
            "--pieces",
            "P",
            "stats",
            "--tablebase",
            elsewhere.to_str().unwrap(),
        ],
    );
    assert!(err.contains("--output"), "{err}");
}

#[test]
fn a_table_of_another_game_is_refused() {
    let dir = tempdir();
    let dir = dir.path();
    ok(dir, &["--rules", "dobutsu", "--pieces", "P", "generate"]);
    let dobutsu = dir.join("dobutsu-P.sibi");
    // The twelve-janggi table is not at its default path: a Dōbutsu table never stands in.
    bad(dir, &["--pieces", "P", "stats"]);
    // Pointed at explicitly with a rule set or piece set that conflicts, it is refused (with
    // neither given, the file's own are taken: `cli/tests/bad_input.rs`).
    for args in [
        &["--rules", "twelve-janggi", "--pieces", "P", "stats"][..],
        &["--rules", "dobutsu", "--pieces", "GM", "stats"],
    ] {
        let mut all = args.to_vec();
        all.extend(["--tablebase", dobutsu.to_str().unwrap()]);
        let err = bad(dir, &all);
        assert!(err.contains("dobutsu P"), "{err}");
    }
    // Something that is no table at all.
    let junk = dir.join("junk.sibi");
    std::fs::write(&junk, "not a table").unwrap();
    let err = bad(
        dir,
        &[
            "--pieces",
            "P",
            "stats",
            "--tablebase",
            junk.to_str().unwrap(),
        ],
    );
    assert!(err.contains("not a usable sibi table"), "{err}");
}
