//! Generating a table: `sibi generate`, and `sibi serve` when its table is missing. Solves
//! every position of a rule set and piece set and writes the table.

use std::io::Write;
use std::time::Instant;

use anyhow::{Context, Result};
use sibi_solver::solve::solve;
use sibi_solver::table as tablebase;
use sibi_solver::{PieceSet, Rules};

use crate::numbers::{bits_per, group, mib};
use crate::progress::{seconds, BarProgress};
use crate::{Exit, EXIT_BAD_INPUT, EXIT_IO};

/// Solves on a pool of `threads` threads (`--threads`; default all cores), with progress on
/// stderr, saves the table at `output` (`--output`) or the default path, and prints a summary
/// on stdout.
///
/// A temporary file left by an interrupted earlier run (`FILE.tmp`) is reported on stderr and
/// removed first.
///
/// # Errors
/// Exit code 2 for a target that cannot be a table file or whose generate is already under
/// way, exit code 1 when the table cannot be written; the solver's errors.
pub fn run(
    output: Option<&std::path::Path>,
    threads: Option<u16>,
    rules: Rules,
    pieces: PieceSet,
) -> Result<()> {
    let path = match output {
        Some(p) => p.to_path_buf(),
        None => tablebase::default_path(rules, pieces),
    };
    // Every path is checked before minutes of solving: the folder is created, and an
    // existing target must be a regular file.
    if let Err(e) = tablebase::prepare_target(&path) {
        eprintln!("error: {}", crate::text::clean(&e.to_string()));
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    // One generate of a table at a time: the second one stops at once, so it cannot take the
    // first one's temporary file for a leftover. The lock file is removed when done.
    let (lock_file, lock_path) = lock(&path)?;
    if let Some(temp) = tablebase::leftover_temp(&path) {
        eprintln!(
            "note: a previous generate of this table was interrupted; removing {}",
            temp.display()
        );
        std::fs::remove_file(&temp).with_context(|| format!("cannot remove {}", temp.display()))?;
    }
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(n) = threads {
        pool = pool.num_threads(n as usize);
    }
    let pool = pool.build().context("cannot start the worker threads")?;
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
                eprintln!("error: {}", crate::text::clean(&format!("{e:#}")));
                Exit(EXIT_IO).into()
            }
            _ => e,
        })?;
    let total = started.elapsed();

    let pct = |n: u64| 100.0 * n as f64 / counts.positions.max(1) as f64;
    let mut out = std::io::stdout().lock();
    writeln!(out, "rules:      {rules}")?;
    writeln!(out, "pieces:     {pieces}")?;
    writeln!(
        out,
        "positions:  {} ({} table entries: mirror images share one; try positions need none)",
        group(counts.positions),
        group(counts.indices)
    )?;
    let width = group(counts.positions).len();
    for (name, n) in [
        ("wins:      ", counts.wins),
        ("losses:    ", counts.losses),
        ("draws:     ", counts.draws),
    ] {
        writeln!(out, "{name} {:>width$} ({:5.2} %)", group(n), pct(n))?;
    }
    writeln!(
        out,
        "rounds:     {} (longest distance {} plies)",
        solution.rounds(),
        solution.rounds().saturating_sub(1)
    )?;
    writeln!(
        out,
        "time:       {} ({} solving, {threads} thread{})",
        seconds(total),
        seconds(solved),
        if threads == 1 { "" } else { "s" }
    )?;
    writeln!(out, "table:      {}", path.display())?;
    writeln!(
        out,
        "size:       {} bytes ({}, {:.4} bits per position; {} of {} entries stored, the \
         others recomputed by the probe)",
        group(saved.file_len),
        mib(saved.file_len),
        bits_per(saved.file_len, counts.positions),
        group(saved.entries - saved.dont_care),
        group(saved.entries),
    )?;
    out.flush()?;
    Ok(())
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
        .with_context(|| format!("cannot create the lock file {}", lock_path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok((file, lock_path)),
        Err(std::fs::TryLockError::WouldBlock) => {
            eprintln!(
                "error: another sibi generate of {} is running (it holds {}); wait for it to \
                 finish",
                path.display(),
                lock_path.display()
            );
            Err(Exit(EXIT_BAD_INPUT).into())
        }
        Err(std::fs::TryLockError::Error(e)) => {
            Err(anyhow::Error::new(e).context(format!("cannot lock {}", lock_path.display())))
        }
    }
}
