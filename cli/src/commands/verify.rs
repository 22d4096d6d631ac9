//! `sibi verify`: decode every block of a table and run the Bellman check on every position.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use sibi_solver::table::{Tablebase, TablebaseError};
use sibi_solver::{PieceSet, Rules};

use super::Exit;
use crate::args::VerifyArgs;
use crate::catalogue::{cli_lang, errors, facts};
use crate::numbers::count;
use crate::progress::{seconds, BarProgress};
use crate::t;
use crate::text::{clean, error_line};
use crate::EXIT_IO;

/// Opens the table (errors: exit code 2), decodes it (a damaged block: exit code 1), checks
/// every position ([`sibi_solver::solve::Solution::verify`]) and prints the mismatches and a
/// summary on stdout, in the CLI's language; exit code 1 when any position fails.
pub fn run(args: &VerifyArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces).map_err(crate::table::advise)?;
    let started = Instant::now();
    let progress = BarProgress::new();
    let table_line = t!(lang, "rep-table", path = path.display().to_string());
    let solution = match table.to_solution(&progress) {
        Ok(s) => s,
        Err(e @ (TablebaseError::CorruptBlock { .. } | TablebaseError::Unexpected { .. })) => {
            eprintln!("{}", error_line(&clean(&errors::tablebase_error(lang, &e))));
            println!("{table_line}");
            println!("{}", t!(lang, "verify-damaged"));
            return Err(Exit(EXIT_IO).into());
        }
        Err(e) => return Err(e.into()),
    };
    drop(table);
    let report = solution.verify(args.max_mismatches, &progress);
    let mut out = std::io::stdout().lock();
    for m in &report.mismatches {
        let line = t!(
            lang,
            "verify-mismatch",
            position = m.position.to_string(),
            stored = facts::value_short(lang, m.stored),
            expected = facts::value_short(lang, m.expected),
            index = m.index.to_string()
        );
        writeln!(out, "{line}")?;
    }
    if report.mismatch_count > report.mismatches.len() as u64 {
        let more = t!(
            lang,
            "verify-more",
            n = count(lang, report.mismatch_count - report.mismatches.len() as u64),
            max = args.max_mismatches
        );
        writeln!(out, "{more}")?;
    }
    writeln!(out, "{table_line}")?;
    writeln!(
        out,
        "{}",
        t!(lang, "rep-rules", rules = facts::rules_name(lang, rules))
    )?;
    writeln!(
        out,
        "{}",
        t!(lang, "rep-pieces", pieces = pieces.to_string())
    )?;
    let checked = t!(
        lang,
        "verify-checked",
        n = crate::numbers::count_before_counter(lang, report.checked)
    );
    writeln!(out, "{checked}")?;
    let mismatches = t!(
        lang,
        "verify-mismatches",
        n = count(lang, report.mismatch_count)
    );
    writeln!(out, "{mismatches}")?;
    let time = t!(lang, "verify-time", time = seconds(started.elapsed()));
    writeln!(out, "{time}")?;
    if report.is_ok() {
        writeln!(out, "{}", t!(lang, "verify-ok"))?;
        out.flush()?;
        Ok(())
    } else {
        writeln!(out, "{}", t!(lang, "verify-failed"))?;
        out.flush()?;
        Err(Exit(EXIT_IO).into())
    }
}
