//! `sibi puzzles`: the puzzles of a table ([`sibi_solver::query::puzzle`]) — one pass over the
//! table with the counts per length, a few puzzles drawn by seed with their solution trees, and
//! the puzzle file that `sibi serve` reads for `/puzzles` (`--build`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use sibi_solver::query::puzzle::{self, Filter, Found, LengthCount, Puzzle, Scope, Step};
use sibi_solver::solve::{Progress, Solution};
use sibi_solver::{PieceSet, Rules};

use crate::args::PuzzlesArgs;
use crate::numbers::group;
use crate::progress::{seconds, BarProgress};

/// The most puzzles of each length a puzzle file keeps.
pub const FILE_PER_LENGTH: usize = 500;

/// What the puzzle file's `format` says.
pub const FILE_FORMAT: &str = "sibi-puzzles 1";

/// The puzzles of one length in a puzzle file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FileLength {
    /// The length, in plies.
    pub plies: u16,
    /// Position text of each (the winner to move).
    pub positions: Vec<String>,
}

/// The puzzle file beside a table (JSON), read by `sibi serve` for `/puzzles`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzleFile {
    /// [`FILE_FORMAT`].
    pub format: String,
    /// The rule set of the table.
    pub rules: String,
    /// Its piece set.
    pub pieces: String,
    /// The size of the table file in bytes when the puzzles were found (a table generated
    /// again is another file: the server then builds the puzzle file again).
    pub table_bytes: u64,
    /// Which positions were searched.
    pub scope: Scope,
    /// The filter of trivial positions.
    pub filter: Filter,
    /// The seed of the draw of the puzzles kept.
    pub seed: u64,
    /// Positions searched.
    pub searched: u64,
    /// Counts per length.
    pub counts: Vec<LengthCount>,
    /// Up to [`FILE_PER_LENGTH`] puzzles of each length, shortest first.
    pub lengths: Vec<FileLength>,
}

impl PuzzleFile {
    /// The file of `found` for the table at `table` of `rules` and `pieces`.
    pub fn of(found: &Found, table: &Path, rules: Rules, pieces: PieceSet, seed: u64) -> Self {
        let lengths = found
            .counts
            .iter()
            .filter(|c| c.puzzles > 0)
            .map(|c| FileLength {
                plies: c.plies,
                positions: found
                    .sample(Some(c.plies), FILE_PER_LENGTH, seed ^ u64::from(c.plies))
                    .iter()
                    .map(|(_, p)| p.to_string())
                    .collect(),
            })
            .collect();
        PuzzleFile {
            format: FILE_FORMAT.to_string(),
            rules: rules.name().to_string(),
            pieces: pieces.to_string(),
            table_bytes: std::fs::metadata(table).map(|m| m.len()).unwrap_or(0),
            scope: found.scope,
            filter: found.filter,
            seed,
            searched: found.searched,
            counts: found.counts.clone(),
            lengths,
        }
    }

    /// Writes it to `path` (a temporary name first, then renamed: never a partial file).
    pub fn write(&self, path: &Path) -> Result<()> {
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let text = serde_json::to_string(self)?;
        std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::rename(&tmp, path)
            .with_context(|| format!("cannot rename {} to {}", tmp.display(), path.display()))?;
        Ok(())
    }

    /// The file at `path` if it is a puzzle file of this table (rule set, piece set and size).
    ///
    /// # Errors
    /// Why not, in words.
    pub fn read(path: &Path, table: &Path, rules: Rules, pieces: PieceSet) -> Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let f: PuzzleFile = serde_json::from_str(&text)
            .with_context(|| format!("{} is not a puzzle file", path.display()))?;
        let bytes = std::fs::metadata(table).map(|m| m.len()).unwrap_or(0);
        if f.format != FILE_FORMAT
            || f.rules != rules.name()
            || f.pieces != pieces.to_string()
            || f.table_bytes != bytes
        {
            bail!(
                "{} is not the puzzle file of this table ({} {}, {bytes} bytes)",
                path.display(),
                rules,
                pieces
            );
        }
        Ok(f)
    }
}

/// The puzzle file beside the table at `table`: `TABLE.puzzles.json`.
pub fn default_file(table: &Path) -> PathBuf {
    let mut p = table.as_os_str().to_owned();
    p.push(".puzzles.json");
    PathBuf::from(p)
}

/// Every puzzle of `solution` in `scope` with the default filter of its piece set.
pub fn find(solution: &Solution, scope: Scope, progress: &dyn Progress) -> Found {
    let pieces = solution.index().pieces();
    puzzle::find(solution, scope, Filter::for_pieces(pieces), progress)
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
        PuzzleFile::of(&found, &path, rules, pieces, args.seed).write(&output)?;
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
    writeln!(out, "table:    {}", path.display())?;
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
    )?;
    writeln!(
        out,
        "\npuzzles per length (candidates: won in N plies and not overwhelming):"
    )?;
    writeln!(out, "  plies   candidates      puzzles")?;
    let (mut cand, mut puz) = (0, 0);
    // Every length up to the longest puzzle; the longer ones (no puzzle) on one line.
    let longest = found
        .counts
        .iter()
        .filter(|c| c.puzzles > 0)
        .map(|c| c.plies)
        .max();
    let (mut rest, mut rest_from, mut rest_to) = (0, None, 0);
    for c in &found.counts {
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
    writeln!(out, "  {:>5} {:>12} {:>12}", "all", group(cand), group(puz))?;
    if let Some(f) = &file {
        writeln!(out, "\npuzzle file written: {}", f.display())?;
    }
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
        render_step(&mut out, &p.solution, 1)?;
    }
    writeln!(
        out,
        "\ntime: table {}, search {}, total {}",
        seconds(t_table),
        seconds(t_search),
        seconds(total)
    )?;
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
