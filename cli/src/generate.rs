//! Generating a table: `sibi generate`, and `sibi serve` when its table is missing. Solves
//! every position of a rule set and piece set and writes the table.

use std::io::Write;
use std::time::Instant;

use anyhow::{Context, Result};
use sibi_solver::solve::{solve, Solution};
use sibi_solver::table as tablebase;
use sibi_solver::{PieceSet, Rules};

use crate::catalogue::{cli_lang, errors, facts, Lang};
use crate::numbers::{bits_per, count_before_counter, group, mib};
use crate::progress::{seconds, BarProgress};
use crate::t;
use crate::text::{clean, error_line, note_line, pad};
use crate::{Exit, EXIT_BAD_INPUT, EXIT_IO};
use unicode_width::UnicodeWidthStr;

/// Solves on a pool of `threads` threads (`--threads`; default all cores), with progress on
/// stderr, saves the table at `output` (`--output`) or the default path, and prints a summary
/// on stdout, in the CLI's language.
///
/// A temporary file left by an interrupted earlier run (`FILE.tmp`) is reported on stderr and
/// removed first.
///
/// Returns the solution, still in memory: `sibi serve` finds its puzzles in it rather than
/// reading the table back.
///
/// # Errors
/// Exit code 2 for a target that cannot be a table file or whose generate is already under
/// way, exit code 1 when the table cannot be written; the solver's errors.
pub fn run(
    output: Option<&std::path::Path>,
    threads: Option<u16>,
    rules: Rules,
    pieces: PieceSet,
    force: bool,
) -> Result<Solution> {
    let lang = cli_lang();
    let path = match output {
        Some(p) => p.to_path_buf(),
        None => tablebase::default_path(rules, pieces),
    };
    // Every path is checked before minutes of solving: the folder is created, and an
    // existing target must be a regular file.
    if let Err(e) = tablebase::prepare_target(&path) {
        eprintln!("{}", error_line(&clean(&errors::tablebase_error(lang, &e))));
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    // An existing file is replaced only when it is a table of these rules and pieces (or with
    // --force): a table of another piece set, or any other file, is kept (crate::output).
    crate::output::check_or_exit(
        "--output",
        &path,
        crate::output::Output::Table { rules, pieces },
        &[],
        force,
    )?;
    // One generate of a table at a time: the second one stops at once, so it cannot take the
    // first one's temporary file for a leftover. The lock file is removed when done.
    let (lock_file, lock_path) = lock(&path)?;
    if let Some(temp) = tablebase::leftover_temp(&path) {
        let temp_text = temp.display().to_string();
        eprintln!(
            "{}",
            note_line(&t!(lang, "gen-leftover", temp = temp_text.as_str()))
        );
        std::fs::remove_file(&temp)
            .with_context(|| t!(lang, "gen-cannot-remove", path = temp_text.as_str()))?;
    }
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(n) = threads {
        pool = pool.num_threads(n as usize);
    }
    let pool = pool.build().context(t!(lang, "gen-no-threads"))?;
    let threads = pool.current_num_threads();

    let started = Instant::now();
    let progress = BarProgress::new();
    let done = pool.install(|| -> Result<_> {
        let solution = solve(rules, pieces, &progress)?;
        let counts = solution.counts();
        let solved = started.elapsed();
        let saved = tablebase::save(&solution, counts.positions, &path, &progress)?;
        Ok((solution, counts, solved, saved))
    });
    // Removed while still held, whether the table was written or not (a full disk, say): a
    // generate leaves nothing behind but the table. Only a kill leaves the lock file, which
    // then locks nothing: the next generate takes it.
    let _ = std::fs::remove_file(&lock_path);
    drop(lock_file);
    // A table that cannot be written (a full disk) is an I/O failure: exit code 1.
    let (solution, counts, solved, saved) =
        done.map_err(|e| match e.downcast_ref::<tablebase::TablebaseError>() {
            Some(
                tablebase::TablebaseError::Write { .. } | tablebase::TablebaseError::Io { .. },
            ) => {
                eprintln!("{}", error_line(&clean(&errors::chain(lang, &e))));
                Exit(EXIT_IO).into()
            }
            _ => e,
        })?;
    let total = started.elapsed();

    let pct = |n: u64| format!("{:5.2}", 100.0 * n as f64 / counts.positions.max(1) as f64);
    // Counts in the summary's words (Korean units in Korean, spaced from the counter word
    // after a unit: `1억 6,250만 개`), right-aligned under each other.
    let words = |n: u64| count_before_counter(lang, n);
    let width = [counts.wins, counts.losses, counts.draws, counts.positions]
        .map(|n| words(n).width())
        .into_iter()
        .max()
        .unwrap_or(0);
    let count = |n: u64| pad(&words(n), width, true);
    let mut s = String::new();
    let mut line = |l: String| {
        s.push_str(&l);
        s.push('\n');
    };
    line(t!(
        lang,
        "rep-rules",
        rules = facts::rules_name(lang, rules)
    ));
    line(t!(lang, "rep-pieces", pieces = pieces.to_string()));
    line(t!(
        lang,
        "gen-positions",
        positions = words(counts.positions),
        entries = crate::numbers::count_before_counter(lang, counts.indices)
    ));
    line(t!(
        lang,
        "gen-wins",
        n = count(counts.wins),
        pct = pct(counts.wins)
    ));
    line(t!(
        lang,
        "gen-losses",
        n = count(counts.losses),
        pct = pct(counts.losses)
    ));
    line(t!(
        lang,
        "gen-draws",
        n = count(counts.draws),
        pct = pct(counts.draws)
    ));
    line(t!(
        lang,
        "gen-rounds",
        rounds = solution.rounds(),
        longest = solution.rounds().saturating_sub(1)
    ));
    line(t!(
        lang,
        "gen-time",
        total = seconds(total),
        solving = seconds(solved),
        threads = threads
    ));
    line(t!(lang, "rep-table", path = path.display().to_string()));
    line(size_line(lang, &saved, counts.positions));
    let mut out = std::io::stdout().lock();
    out.write_all(s.as_bytes())?;
    out.flush()?;
    Ok(solution)
}

/// `size: N bytes (MiB, bits per position; stored of entries …)`.
fn size_line(lang: Lang, saved: &tablebase::SaveSummary, positions: u64) -> String {
    t!(
        lang,
        "gen-size",
        bytes = group(saved.file_len),
        mib = mib(saved.file_len),
        bits = format!("{:.4}", bits_per(saved.file_len, positions)),
        stored = count_before_counter(lang, saved.entries - saved.dont_care),
        entries = count_before_counter(lang, saved.entries)
    )
}

/// Takes the lock of the table at `path` (`<path>.lock`, an advisory lock released when the
/// returned file is dropped or the process ends, even by a kill).
///
/// # Errors
/// Exit code 2 with a message when another generate of the same table holds it.
fn lock(path: &std::path::Path) -> Result<(std::fs::File, std::path::PathBuf)> {
    let mut name = path.as_os_str().to_owned();
    name.push(".lock");
    let lock_path = std::path::PathBuf::from(name);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .with_context(|| {
            t!(
                cli_lang(),
                "gen-cannot-create-lock",
                path = lock_path.display().to_string()
            )
        })?;
    match file.try_lock() {
        Ok(()) => Ok((file, lock_path)),
        Err(std::fs::TryLockError::WouldBlock) => {
            eprintln!(
                "{}",
                error_line(&t!(
                    cli_lang(),
                    "gen-locked",
                    path = path.display().to_string(),
                    lock = lock_path.display().to_string()
                ))
            );
            Err(Exit(EXIT_BAD_INPUT).into())
        }
        Err(std::fs::TryLockError::Error(e)) => Err(anyhow::Error::new(e).context(t!(
            cli_lang(),
            "gen-cannot-lock",
            path = lock_path.display().to_string()
        ))),
    }
}
