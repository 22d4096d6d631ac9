//! `sibi verify`: decode every block of a table and run the Bellman check on every position.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use sibi_solver::table::{Tablebase, TablebaseError};
use sibi_solver::{PieceSet, Rules};

use super::Exit;
use crate::args::VerifyArgs;
use crate::numbers::group;
use crate::progress::{seconds, BarProgress};
use crate::EXIT_IO;

/// Opens the table (errors: exit code 2), decodes it (a damaged block: exit code 1), checks
/// every position ([`sibi_solver::solve::Solution::verify`]) and prints the mismatches and a
/// summary on stdout; exit code 1 when any position fails.
pub fn run(args: &VerifyArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces).map_err(crate::table::advise)?;
    let started = Instant::now();
    let progress = BarProgress::new();
    let solution = match table.to_solution(&progress) {
        Ok(s) => s,
        Err(e @ (TablebaseError::CorruptBlock { .. } | TablebaseError::Unexpected { .. })) => {
            eprintln!("error: {}", crate::text::clean(&e.to_string()));
            println!("table:      {}", path.display());
            println!("result:     FAILED: the table is damaged");
            return Err(Exit(EXIT_IO).into());
        }
        Err(e) => return Err(e.into()),
    };
    drop(table);
    let report = solution.verify(args.max_mismatches, &progress);
    let mut out = std::io::stdout().lock();
    for m in &report.mismatches {
        writeln!(
            out,
            "mismatch: {}  stored {}, expected {} (index {})",
            m.position, m.stored, m.expected, m.index
        )?;
    }
    if report.mismatch_count > report.mismatches.len() as u64 {
        writeln!(
            out,
            "… and {} more mismatches (--max-mismatches {})",
            group(report.mismatch_count - report.mismatches.len() as u64),
            args.max_mismatches
        )?;
    }
    writeln!(out, "table:      {}", path.display())?;
    writeln!(out, "rules:      {rules}")?;
    writeln!(out, "pieces:     {pieces}")?;
    writeln!(
        out,
        "checked:    {} table entries (each a position and its mirror image; positions where \
         the mover holds the try need no check)",
        group(report.checked)
    )?;
    writeln!(out, "mismatches: {}", group(report.mismatch_count))?;
    writeln!(out, "time:       {}", seconds(started.elapsed()))?;
    if report.is_ok() {
        writeln!(out, "result:     OK, every position holds")?;
        out.flush()?;
        Ok(())
    } else {
        writeln!(out, "result:     FAILED")?;
        out.flush()?;
        Err(Exit(EXIT_IO).into())
    }
}
