//! The puzzles a server offers: read from the puzzle file beside the table, or found at start
//! and written there (the `/puzzles` pages show them).

use crate::catalogue::Lang;
use crate::t;
use std::path::Path;

use anyhow::Result;
use sibi_solver::query::hold::HoldCount;
use sibi_solver::query::puzzle::{Filter, LengthCount, Scope};
use sibi_solver::query::puzzle_file::{default_file, find, PuzzleFile};
use sibi_solver::rng::Rng;
use sibi_solver::solve::Solution;
use sibi_solver::table::Tablebase;
use sibi_solver::{PieceSet, Position, Rules};

use crate::progress::BarProgress;

/// The puzzles a server offers.
#[derive(Debug, Default)]
pub struct Puzzles {
    /// Per length (shortest first): the puzzles kept.
    pub lengths: Vec<(u16, Vec<Position>)>,
    /// The counts per length over the whole search.
    pub counts: Vec<LengthCount>,
    /// Which positions were searched.
    pub scope: Option<Scope>,
    /// The filter of trivial positions.
    pub filter: Option<Filter>,
    /// Why there are none (no puzzle file and `--no-generate`, or the search failed).
    pub missing: Option<Missing>,
    /// The holding puzzles kept per chain length (shortest first); none from a puzzle file
    /// written before them.
    pub holding: Vec<(u16, Vec<Position>)>,
    /// The counts of holding puzzles per chain length over the whole search.
    pub hold_counts: Vec<HoldCount>,
}

/// Why a server offers no puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// No puzzle file beside the table; `command` builds it.
    NoFile {
        /// The command that builds it (`sibi --rules … --pieces … puzzles --build`).
        command: String,
    },
    /// The puzzle file beside the table cannot be used; `command` builds it again.
    Unusable {
        /// The command that builds it.
        command: String,
    },
    /// The search failed (the table could not be read).
    Failed {
        /// Why, as the error says it.
        why: String,
    },
}

impl Missing {
    /// In words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Missing::NoFile { command } => t!(lang, "puzzles-no-file", command = command),
            Missing::Unusable { command } => t!(lang, "puzzles-unusable", command = command),
            Missing::Failed { why } => t!(lang, "puzzles-failed", why = why),
        }
    }
}

impl Puzzles {
    /// The puzzles of `table`: its puzzle file if there is one of this table, else (when
    /// `build`) found now and written beside the table (a folder that cannot be written only
    /// costs the file: the puzzles are kept in memory, with a warning).
    pub fn prepare(table: &Tablebase, build: bool) -> Puzzles {
        Puzzles::prepare_with(table, build, None)
    }

    /// [`Puzzles::prepare`] with building, finding them in `solution` (the table's own values,
    /// still in memory after generating it) when given rather than reading the table back.
    /// The solution is dropped, and the memory it held given back, before this returns.
    pub fn prepare_from(table: &Tablebase, solution: Option<Solution>) -> Puzzles {
        Puzzles::prepare_with(table, true, solution)
    }

    fn prepare_with(table: &Tablebase, build: bool, solution: Option<Solution>) -> Puzzles {
        let (rules, pieces) = (table.rules(), table.pieces());
        let path = default_file(table.path());
        let lang = crate::catalogue::cli_lang();
        let shown = crate::text::clean(&path.display().to_string());
        let why = match PuzzleFile::read(&path, table) {
            Ok(f) => return Puzzles::of_file(f, rules, pieces),
            Err(e) if path.exists() => {
                crate::catalogue::errors::chain(lang, &anyhow::Error::from(e))
            }
            Err(_) => t!(lang, "serve-no-puzzle-file", path = &shown),
        };
        if !build {
            // The server's log names the files; the page and the API do not show the
            // server's paths to the client.
            let command = format!(
                "sibi --rules {} --pieces {pieces} puzzles --build",
                rules.name()
            );
            super::log::line(&t!(
                lang,
                "serve-no-puzzles",
                why = &why,
                command = format!(
                    "{command} --tablebase '{}'",
                    crate::text::clean(&table.path().display().to_string())
                )
            ));
            let missing = if path.exists() {
                Missing::Unusable { command }
            } else {
                Missing::NoFile { command }
            };
            return Puzzles {
                missing: Some(missing),
                ..Puzzles::default()
            };
        }
        super::log::line(&t!(lang, "serve-finding-puzzles", why = &why));
        match build_file(table, &path, solution) {
            Ok(f) => Puzzles::of_file(f, rules, pieces),
            Err(e) => Puzzles {
                missing: Some(Missing::Failed {
                    why: format!("{e:#}"),
                }),
                ..Puzzles::default()
            },
        }
    }

    /// The puzzles of `table`'s puzzle file, when it has a usable one (read only, no message).
    pub fn read(table: &Tablebase) -> Option<Puzzles> {
        let (rules, pieces) = (table.rules(), table.pieces());
        PuzzleFile::read(&default_file(table.path()), table)
            .ok()
            .map(|f| Puzzles::of_file(f, rules, pieces))
    }

    fn of_file(f: PuzzleFile, rules: Rules, pieces: PieceSet) -> Puzzles {
        let lengths = f
            .lengths
            .iter()
            .map(|l| {
                let ps = l
                    .positions
                    .iter()
                    .filter_map(|t| Position::parse(t, rules, pieces).ok())
                    .collect::<Vec<_>>();
                (l.plies, ps)
            })
            .filter(|(_, ps)| !ps.is_empty())
            .collect();
        let (holding, hold_counts) = match f.holding {
            Some(h) => (
                h.chains
                    .iter()
                    .map(|c| {
                        let ps = c
                            .positions
                            .iter()
                            .filter_map(|t| Position::parse(t, rules, pieces).ok())
                            .collect::<Vec<_>>();
                        (c.turns, ps)
                    })
                    .filter(|(_, ps)| !ps.is_empty())
                    .collect(),
                h.counts,
            ),
            None => (Vec::new(), Vec::new()),
        };
        Puzzles {
            lengths,
            counts: f.counts,
            scope: Some(f.scope),
            filter: Some(f.filter),
            missing: None,
            holding,
            hold_counts,
        }
    }

    /// The holding puzzle of chain length `turns` that `seed` picks.
    pub fn pick_holding(&self, turns: u16, seed: u64) -> Option<Position> {
        let (_, ps) = self.holding.iter().find(|(n, _)| *n == turns)?;
        Some(ps[Rng::new(seed).below(ps.len() as u64) as usize])
    }

    /// How many holding puzzles of chain length `turns` the search found.
    pub fn hold_count(&self, turns: u16) -> u64 {
        self.hold_counts
            .iter()
            .find(|c| c.turns == turns)
            .map_or(0, |c| c.puzzles)
    }

    /// The puzzles kept of length `plies`.
    fn of_length(&self, plies: u16) -> Option<&[Position]> {
        self.lengths
            .iter()
            .find(|(n, _)| *n == plies)
            .map(|(_, ps)| ps.as_slice())
    }

    /// The puzzle of length `plies` that `seed` picks.
    pub fn pick(&self, plies: u16, seed: u64) -> Option<Position> {
        let ps = self.of_length(plies)?;
        Some(ps[Rng::new(seed).below(ps.len() as u64) as usize])
    }

    /// How many puzzles of length `plies` the search found.
    pub fn count(&self, plies: u16) -> u64 {
        self.counts
            .iter()
            .find(|c| c.plies == plies)
            .map_or(0, |c| c.puzzles)
    }
}

/// Gives the memory freed since the last call back to the system: the heap's free pages
/// (glibc keeps them, and after a solve and a puzzle search they were some 200 MiB of a
/// server that then needs a few). Nothing elsewhere.
pub fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free heap memory to the system; any thread may call it.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Finds the puzzles of `table` in `solution`, or when `None` in the table read into memory,
/// and writes them to `path` (when that fails, says so and returns them all the same). The
/// values in memory and the search's results are dropped, and their memory given back, before
/// the file is written.
fn build_file(table: &Tablebase, path: &Path, solution: Option<Solution>) -> Result<PuzzleFile> {
    let (rules, pieces) = (table.rules(), table.pieces());
    let progress = BarProgress::new();
    let solution = match solution {
        Some(s) => s,
        None => table.to_solution(&progress)?,
    };
    let found = find(&solution, Scope::Reachable, &progress);
    drop(solution);
    let f = PuzzleFile::of(&found, table.path(), rules, pieces, 1);
    drop(found);
    give_back_memory();
    // The one safe way to write (crate::output): a file there that is no puzzle file (or no
    // regular file) is kept, and the puzzles stay in memory.
    let lang = crate::catalogue::cli_lang();
    match crate::output::check(path, crate::output::Output::Puzzles, &[table.path()], false) {
        Err(r) => super::log::line(&crate::text::warning_line(&crate::t!(
            lang,
            "serve-puzzles-in-memory",
            why = crate::output::kept_words(lang, path, &r)
        ))),
        Ok(()) => match f.write(path) {
            Ok(()) => super::log::line(&crate::t!(
                lang,
                "serve-puzzle-file-written",
                path = crate::text::clean(&path.display().to_string())
            )),
            Err(e) => super::log::line(&crate::text::warning_line(&crate::t!(
                lang,
                "serve-puzzles-in-memory",
                why = crate::catalogue::errors::chain(lang, &anyhow::Error::from(e))
            ))),
        },
    }
    Ok(f)
}
