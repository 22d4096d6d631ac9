//! `sibi puzzles`: the puzzles of a table ([`sibi_solver::query::puzzle`]) — one pass over the
//! table with the counts per length, a few puzzles drawn by seed with their solution trees, and
//! the puzzle file that `sibi serve` reads for `/puzzles` (`--build`); `--kind hold`, the holding
//! puzzles ([`sibi_solver::query::hold`]) of the same pass.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;
use sibi_solver::query::hold::{self, HoldCount};
use sibi_solver::query::puzzle::{self, Filter, Found, LengthCount, Puzzle, Scope, Step};
use sibi_solver::query::puzzle_file::{default_file, find, PuzzleFile, PuzzleFileError};
use sibi_solver::rng::Rng;
use sibi_solver::solve::Solution;
use sibi_solver::{PieceSet, Position, Rules};

use crate::args::{PuzzleKind, PuzzlesArgs};
use crate::catalogue::{cli_lang, errors, facts};
use crate::numbers::{count_before_counter, group};
use crate::progress::{seconds, BarProgress};
use crate::t;
use crate::text::pad;

/// A puzzle file that cannot be written is an I/O failure (exit code 1, as `main` gives an
/// I/O error), with the file's name before the system's reason.
fn write_failure(e: PuzzleFileError) -> anyhow::Error {
    let what = errors::puzzle_file_error(cli_lang(), &e);
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

/// Reads the table, finds its puzzles, and prints the counts and the puzzles drawn (in the
/// CLI's language, or `--json`); with `--build`, writes the puzzle file too.
pub fn run(args: &PuzzlesArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let started = Instant::now();
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = crate::table::open(Some(&path), rules, pieces)?;
    let output = args.output.clone().unwrap_or_else(|| default_file(&path));
    if args.build {
        // Checked before the search (crate::output): not the table, an existing file only
        // when it is a puzzle file (or --force).
        crate::output::check_or_exit(
            "--output",
            &output,
            crate::output::Output::Puzzles,
            &[&path],
            args.force,
        )?;
        // And written to, as the write will (its temporary name in the same folder), so that
        // a folder that takes no new file fails now, not after the search.
        if let Err(e) = sibi_solver::query::puzzle_file::check_writable(&output) {
            eprintln!(
                "{}",
                crate::text::error_line(&crate::text::clean(&t!(
                    lang,
                    "pz-cannot-write",
                    path = output.display().to_string(),
                    why = errors::chain(lang, &write_failure(e))
                )))
            );
            return Err(crate::Exit(crate::EXIT_BAD_INPUT).into());
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
    if args.kind == PuzzleKind::Hold {
        let times = (t_table, t_search);
        return hold_report(
            args,
            &solution,
            &found,
            &path,
            file.as_deref(),
            times,
            started,
        );
    }
    let drawn = found.sample(args.plies, args.count, args.seed);
    let puzzles: Vec<Puzzle> = drawn
        .iter()
        .map(|(_, p)| {
            let Ok(solved) = puzzle::solution(&solution, p, found.filter);
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
    let table = t!(lang, "pz-table", path = path.display().to_string());
    writeln!(out, "{table}")?;
    write_search(&mut out, &found)?;
    write_counts(&mut out, &found.counts)?;
    if let Some(f) = &file {
        let written = t!(lang, "pz-file-written", path = f.display().to_string());
        writeln!(out, "\n{written}")?;
    }
    write_puzzles(&mut out, &puzzles, args)?;
    let time = t!(
        lang,
        "pz-time",
        table = seconds(t_table),
        search = seconds(t_search),
        total = seconds(total)
    );
    writeln!(out, "\n{time}")?;
    Ok(())
}

/// What was searched, and the filter.
fn write_search(out: &mut impl Write, found: &Found) -> std::io::Result<()> {
    let lang = cli_lang();
    let scope = match found.scope {
        Scope::Reachable => "reachable",
        Scope::Any => "any",
    };
    let searched = t!(
        lang,
        "pz-searched",
        n = count_before_counter(lang, found.searched),
        scope = scope
    );
    writeln!(out, "{searched}")?;
    let filter = t!(lang, "pz-filter", n = found.filter.max_owned);
    writeln!(out, "{filter}")
}

/// The candidates and puzzles per length: every length up to the longest puzzle, the longer
/// ones (no puzzle) on one line, and the totals.
fn write_counts(out: &mut impl Write, counts: &[LengthCount]) -> std::io::Result<()> {
    let lang = cli_lang();
    writeln!(out, "\n{}", t!(lang, "pz-per-length"))?;
    writeln!(
        out,
        "  {} {} {}",
        pad(&t!(lang, "pz-column-plies"), 5, true),
        pad(&t!(lang, "pz-column-candidates"), 12, true),
        pad(&t!(lang, "pz-column-puzzles"), 12, true)
    )?;
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
    writeln!(
        out,
        "  {} {:>12} {:>12}",
        pad(&t!(lang, "pz-all"), 5, true),
        group(cand),
        group(puz)
    )
}

/// The puzzles drawn, each with its solution tree.
fn write_puzzles(
    out: &mut impl Write,
    puzzles: &[Puzzle],
    args: &PuzzlesArgs,
) -> std::io::Result<()> {
    let lang = cli_lang();
    if puzzles.is_empty() {
        let none = match args.plies {
            Some(n) => t!(lang, "pz-none-of-length", n = n),
            None => t!(lang, "pz-none"),
        };
        writeln!(out, "\n{none}")?;
    }
    for (k, p) in puzzles.iter().enumerate() {
        let head = t!(
            lang,
            "pz-puzzle",
            k = k + 1,
            seed = args.seed.to_string(),
            position = p.position.to_string(),
            side = p.winner.to_string(),
            n = p.plies
        );
        writeln!(out, "\n{head}")?;
        render_step(out, &p.solution, 1)?;
    }
    Ok(())
}

/// The solution tree as indented lines: the winner's answer(s), then each longest defence.
fn render_step(out: &mut impl Write, s: &Step, depth: usize) -> std::io::Result<()> {
    let lang = cli_lang();
    let indent = "  ".repeat(depth);
    let side = s.position.side_to_move();
    let answers: Vec<String> = s.answers.iter().map(|m| m.to_string()).collect();
    let note = match s.value {
        sibi_solver::Value::Win(1) => "ends",
        sibi_solver::Value::Win(2) => "enters",
        _ => "only",
    };
    let line = t!(
        lang,
        "pz-answer",
        side = side.to_string(),
        moves = answers.join(&t!(lang, "ann-or")),
        value = facts::value_short(lang, s.value),
        note = note
    );
    writeln!(out, "{indent}{line}")?;
    for d in &s.defences {
        let value = facts::value_short(lang, d.value);
        let defence = t!(
            lang,
            "pz-defence",
            side = side.other().to_string(),
            move = d.mv.to_string(),
            value = value
        );
        writeln!(out, "{indent}  {defence}")?;
        render_step(out, &d.next, depth + 2)?;
    }
    Ok(())
}

/// `--kind hold --json`.
#[derive(Serialize)]
struct HoldReport<'a> {
    table: String,
    kind: &'static str,
    scope: Scope,
    searched: u64,
    /// The drawn positions searched.
    drawn: u64,
    counts: &'a [HoldCount],
    seed: u64,
    puzzles: Vec<HoldJson>,
    file: Option<String>,
    seconds: Seconds,
}

/// A holding puzzle drawn, with one chain as a page serves it (`--seed`).
#[derive(Serialize)]
struct HoldJson {
    /// The position, the defender to move.
    position: String,
    /// Its chain length, in turns of the defender.
    turns: u16,
    /// The defender.
    defender: sibi_solver::Color,
    /// The chain served: the defender's only drawing move, the opponent's most testing reply,
    /// … (the replies drawn from the seed among equals).
    line: Vec<String>,
}

/// One chain of the holding puzzle `pos` of `turns` turns as a page serves it: the defender's
/// one drawing move at each turn, and between them a most testing reply drawn with `rng`.
fn hold_line(
    solution: &Solution,
    pos: &Position,
    turns: u16,
    rng: &mut Rng,
) -> Vec<sibi_solver::Move> {
    let mut line = Vec::new();
    let mut p = *pos;
    for k in 0..turns {
        let Ok(held) = hold::only_hold(solution, &p);
        let Some((m, q)) = held else { break };
        line.push(m);
        if k + 1 == turns {
            break;
        }
        let Ok(replies) = hold::most_testing_replies(solution, &q);
        let (r, d) = replies[rng.below(replies.len() as u64) as usize];
        line.push(r);
        p = d;
    }
    line
}

/// The report of `--kind hold`: the counts per chain length and the puzzles drawn.
fn hold_report(
    args: &PuzzlesArgs,
    solution: &Solution,
    found: &Found,
    path: &std::path::Path,
    file: Option<&std::path::Path>,
    (t_table, t_search): (std::time::Duration, std::time::Duration),
    started: Instant,
) -> Result<()> {
    let lang = cli_lang();
    let h = &found.holding;
    let mut rng = Rng::new(Rng::mix(args.seed));
    let puzzles: Vec<HoldJson> = h
        .sample(args.turns, args.count, args.seed)
        .iter()
        .map(|&(turns, p)| HoldJson {
            position: p.to_string(),
            turns,
            defender: p.side_to_move(),
            line: hold_line(solution, &p, turns, &mut rng)
                .iter()
                .map(ToString::to_string)
                .collect(),
        })
        .collect();
    let total = started.elapsed();
    let mut out = std::io::stdout().lock();
    if args.json {
        let report = HoldReport {
            table: path.display().to_string(),
            kind: "hold",
            scope: found.scope,
            searched: found.searched,
            drawn: h.drawn,
            counts: &h.counts,
            seed: args.seed,
            puzzles,
            file: file.map(|f| f.display().to_string()),
            seconds: Seconds {
                table: t_table.as_secs_f64(),
                search: t_search.as_secs_f64(),
                total: total.as_secs_f64(),
            },
        };
        serde_json::to_writer(&mut out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        t!(lang, "pz-table", path = path.display().to_string())
    )?;
    // The searched line of write_search, without the winning puzzles' filter.
    let scope = found.scope.name();
    let searched = t!(
        lang,
        "pz-searched",
        n = count_before_counter(lang, found.searched),
        scope = scope
    );
    writeln!(out, "{searched}")?;
    let head = t!(
        lang,
        "pz-hold-per-length",
        drawn = count_before_counter(lang, h.drawn)
    );
    writeln!(out, "\n{head}")?;
    writeln!(
        out,
        "  {} {}",
        pad(&t!(lang, "pz-column-turns"), 5, true),
        pad(&t!(lang, "pz-column-puzzles"), 12, true)
    )?;
    for c in &h.counts {
        writeln!(out, "  {:>5} {:>12}", c.turns, group(c.puzzles))?;
    }
    let all: u64 = h.counts.iter().map(|c| c.puzzles).sum();
    writeln!(
        out,
        "  {} {:>12}",
        pad(&t!(lang, "pz-all"), 5, true),
        group(all)
    )?;
    if let Some(f) = file {
        let written = t!(lang, "pz-file-written", path = f.display().to_string());
        writeln!(out, "\n{written}")?;
    }
    if puzzles.is_empty() {
        let none = match args.turns {
            Some(n) => t!(lang, "pz-hold-none-of-length", n = n),
            None => t!(lang, "pz-hold-none"),
        };
        writeln!(out, "\n{none}")?;
    }
    for (k, p) in puzzles.iter().enumerate() {
        let head = t!(
            lang,
            "pz-hold-puzzle",
            k = k + 1,
            seed = args.seed.to_string(),
            position = p.position.clone(),
            side = p.defender.to_string(),
            n = p.turns
        );
        writeln!(out, "\n{head}")?;
        for (i, m) in p.line.iter().enumerate() {
            let side = if i % 2 == 0 {
                p.defender
            } else {
                p.defender.other()
            };
            let line = if i % 2 == 0 {
                t!(
                    lang,
                    "pz-hold-only",
                    side = side.to_string(),
                    mv = m.clone()
                )
            } else {
                t!(
                    lang,
                    "pz-hold-reply",
                    side = side.to_string(),
                    mv = m.clone()
                )
            };
            writeln!(out, "  {line}")?;
        }
    }
    let time = t!(
        lang,
        "pz-time",
        table = seconds(t_table),
        search = seconds(t_search),
        total = seconds(total)
    );
    writeln!(out, "\n{time}")?;
    Ok(())
}
