//! `sibi puzzles`: the puzzles of a table ([`sibi_solver::query::puzzle`]) — one pass over the
//! table with the counts per length, a few puzzles drawn by seed with their solution trees, and
//! the puzzle file that `sibi serve` reads for `/puzzles` (`--build`).

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;
use sibi_solver::query::puzzle::{self, Filter, Found, LengthCount, Puzzle, Scope, Step};
use sibi_solver::query::puzzle_file::{default_file, find, PuzzleFile, PuzzleFileError};
use sibi_solver::{PieceSet, Rules};

use crate::args::PuzzlesArgs;
use crate::numbers::group;
use crate::progress::{seconds, BarProgress};

/// A puzzle file that cannot be written is an I/O failure (exit code 1, as `main` gives an
/// I/O error), with the file's name before the system's reason.
fn write_failure(e: PuzzleFileError) -> anyhow::Error {
    let what = e.to_string();
    match e {
        PuzzleFileError::Write { source, .. } | PuzzleFileError::Rename { source, .. } => {
            anyhow::Error::new(source).context(what)
        }
        other => other.into(),
    }
}

/// `--json`.
#[derive(Serialize)]
struct Report<'a> {
    table: String,
    scope: Scope,
    filter: Filter,
    searched: u64,
    counts: &'a [LengthCount],
    seed: u64,
    puzzles: Vec<Puzzle>,
    /// The puzzle file written (`--build`).
    file: Option<String>,
    seconds: Seconds,
}

/// Where the time went.
#[derive(Serialize)]
struct Seconds {
    table: f64,
    search: f64,
    total: f64,
}

/// Reads the table, finds its puzzles, and prints the counts and the puzzles drawn (or
/// `--json`); with `--build`, writes the puzzle file too.
pub fn run(args: &PuzzlesArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let started = Instant::now();
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = crate::table::open(Some(&path), rules, pieces)?;
    let output = args.output.clone().unwrap_or_else(|| default_file(&path));
    if args.build {
        let dir = output.parent().filter(|d| !d.as_os_str().is_empty());
        if output.is_dir() || dir.is_some_and(|d| !d.is_dir()) {
            eprintln!(
                "error: --output {}: no such folder, or it is a folder",
                crate::text::quoted(&output.display().to_string())
            );
            return Err(super::Exit(crate::EXIT_BAD_INPUT).into());
        }
    }
    let progress = BarProgress::new();
    let solution = table.to_solution(&progress)?;
    drop(table);
    let t_table = started.elapsed();
    let scope = if args.any {
        Scope::Any
    } else {
        Scope::Reachable
    };
    let found = find(&solution, scope, &progress);
    let t_search = started.elapsed() - t_table;
    let file = if args.build {
        PuzzleFile::of(&found, &path, rules, pieces, args.seed)
            .write(&output)
            .map_err(write_failure)?;
        Some(output)
    } else {
        None
    };
    let drawn = found.sample(args.plies, args.count, args.seed);
    let puzzles: Vec<Puzzle> = drawn
        .iter()
        .map(|(_, p)| {
            let Ok(solved) = puzzle::solution(&solution, p, rules, found.filter);
            solved.expect("the search found it")
        })
        .collect();
    let total = started.elapsed();

    let times = Seconds {
        table: t_table.as_secs_f64(),
        search: t_search.as_secs_f64(),
        total: total.as_secs_f64(),
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        let report = Report {
            table: path.display().to_string(),
            scope: found.scope,
            filter: found.filter,
            searched: found.searched,
            counts: &found.counts,
            seed: args.seed,
            puzzles,
            file: file.map(|f| f.display().to_string()),
            seconds: times,
        };
        serde_json::to_writer(&mut out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "table:    {}", path.display())?;
    write_search(&mut out, &found)?;
    write_counts(&mut out, &found.counts)?;
    if let Some(f) = &file {
        writeln!(out, "\npuzzle file written: {}", f.display())?;
    }
    write_puzzles(&mut out, &puzzles, args)?;
    writeln!(
        out,
        "\ntime: table {}, search {}, total {}",
        seconds(t_table),
        seconds(t_search),
        seconds(total)
    )?;
    Ok(())
}

/// What was searched, and the filter.
fn write_search(out: &mut impl Write, found: &Found) -> std::io::Result<()> {
    writeln!(
        out,
        "searched: {} positions ({}; a position and its mirror image once)",
        group(found.searched),
        match found.scope {
            Scope::Reachable => "reachable from the start, the published convention",
            Scope::Any => "every legal position",
        }
    )?;
    writeln!(
        out,
        "filter:   the winner owns at most {} piece{} besides its king",
        found.filter.max_owned,
        if found.filter.max_owned == 1 { "" } else { "s" }
    )
}

/// The candidates and puzzles per length: every length up to the longest puzzle, the longer
/// ones (no puzzle) on one line, and the totals.
fn write_counts(out: &mut impl Write, counts: &[LengthCount]) -> std::io::Result<()> {
    writeln!(
        out,
        "\npuzzles per length (candidates: won in N plies and not overwhelming):"
    )?;
    writeln!(out, "  plies   candidates      puzzles")?;
    let (mut cand, mut puz) = (0, 0);
    let longest = counts
        .iter()
        .filter(|c| c.puzzles > 0)
        .map(|c| c.plies)
        .max();
    let (mut rest, mut rest_from, mut rest_to) = (0, None, 0);
    for c in counts {
        if longest.is_some_and(|l| c.plies <= l) {
            writeln!(
                out,
                "  {:>5} {:>12} {:>12}",
                c.plies,
                group(c.candidates),
                group(c.puzzles)
            )?;
        } else {
            rest += c.candidates;
            rest_from.get_or_insert(c.plies);
            rest_to = c.plies;
        }
        cand += c.candidates;
        puz += c.puzzles;
    }
    if let Some(from) = rest_from {
        writeln!(
            out,
            "  {:>5} {:>12} {:>12}",
            format!("{from}–{rest_to}"),
            group(rest),
            0
        )?;
    }
    writeln!(out, "  {:>5} {:>12} {:>12}", "all", group(cand), group(puz))
}

/// The puzzles drawn, each with its solution tree.
fn write_puzzles(
    out: &mut impl Write,
    puzzles: &[Puzzle],
    args: &PuzzlesArgs,
) -> std::io::Result<()> {
    if puzzles.is_empty() {
        writeln!(
            out,
            "\nno puzzle{}",
            args.plies
                .map(|n| format!(" of {n} plies"))
                .unwrap_or_default()
        )?;
    }
    for (k, p) in puzzles.iter().enumerate() {
        writeln!(
            out,
            "\npuzzle {} (seed {}): {}  — {} to move wins in {} plies",
            k + 1,
            args.seed,
            p.position,
            p.winner,
            p.plies
        )?;
        render_step(out, &p.solution, 1)?;
    }
    Ok(())
}

/// The solution tree as indented lines: the winner's answer(s), then each longest defence.
fn render_step(out: &mut impl Write, s: &Step, depth: usize) -> std::io::Result<()> {
    let pad = "  ".repeat(depth);
    let side = s.position.side_to_move();
    let answers: Vec<String> = s.answers.iter().map(|m| m.to_string()).collect();
    let note = match (s.value, s.answers.len()) {
        (sibi_solver::Value::Win(1), _) => "ends the game",
        (sibi_solver::Value::Win(2), _) => "the king enters; the try holds after any reply",
        _ => "the only winning move",
    };
    writeln!(
        out,
        "{pad}{side}: {} ({}; {note})",
        answers.join(" or "),
        s.value
    )?;
    for d in &s.defences {
        writeln!(out, "{pad}  {}: {} ({})", side.other(), d.mv, d.value)?;
        render_step(out, &d.next, depth + 2)?;
    }
    Ok(())
}
