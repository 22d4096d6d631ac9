//! `sibi selfplay`: every strength level ([`sibi_solver::query::play`]) against every other
//! from drawn start positions, both colours; the table of scores, each level against the one
//! below with its 95 % interval, and what the levels do in practice.

use std::io::Write;
use std::time::Instant;

use anyhow::{anyhow, Result};
use serde::Serialize;
use sibi_solver::query::play::{drawn_starts, Level};
use sibi_solver::query::tournament::{
    game_count, play_tournament, Conduct, Step, Tally, Tournament,
};
use sibi_solver::solve::{Phase, PhaseSummary, Progress};
use sibi_solver::{PieceSet, Rules};

use crate::args::SelfplayArgs;
use crate::catalogue::{cli_lang, facts};
use crate::numbers::{count_before_counter, group};
use crate::progress::{seconds, BarProgress};
use crate::t;
use crate::text::pad;

/// `--json`.
#[derive(Serialize)]
struct Report<'a> {
    games_per_pair: u32,
    seed: u64,
    max_plies: usize,
    starts: usize,
    /// Half the 95 % interval in the worst case, 1.96·0.5/√N.
    worst_half_width: f64,
    levels: Vec<serde_json::Value>,
    /// `scores[r][c]`: level r + 1's score against level c + 1 (null on the diagonal).
    scores: Vec<Vec<Option<f64>>>,
    tallies: Vec<Vec<Option<Tally>>>,
    steps: &'a [Step],
    conduct: Vec<Conduct>,
    every_level_beats_the_one_below: bool,
    seconds: Seconds,
}

/// Where the time went.
#[derive(Serialize)]
struct Seconds {
    table: f64,
    starts: f64,
    games: f64,
    total: f64,
}

/// Reads the table, finds the drawn reachable positions, plays every pair of levels and
/// prints the tables (in the CLI's language, or `--json`).
pub fn run(args: &SelfplayArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let no_starts = || {
        anyhow!(
            "{}",
            t!(
                lang,
                "self-no-starts",
                rules = facts::rules_name(lang, rules),
                pieces = pieces.to_string()
            )
        )
    };
    let started = Instant::now();
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    let progress = BarProgress::new();
    let solution = table.to_solution(&progress)?;
    drop(table);
    let t_table = started.elapsed();
    let starts = drawn_starts(&solution, &progress);
    if starts.is_empty() {
        return Err(no_starts());
    }
    let t_starts = started.elapsed() - t_table;

    let levels = chosen_levels(args)?;
    progress.start_phase(Phase::Games, game_count(levels.len(), args.games));
    let t0 = Instant::now();
    let Some(t) = play_tournament(
        &solution,
        &starts,
        &levels,
        args.games,
        args.seed,
        args.max_plies,
        &progress,
    ) else {
        return Err(no_starts());
    };
    progress.end_phase(PhaseSummary::Games(t.games));
    let t_games = t0.elapsed();
    let total = started.elapsed();
    let times = Seconds {
        table: t_table.as_secs_f64(),
        starts: t_starts.as_secs_f64(),
        games: t_games.as_secs_f64(),
        total: total.as_secs_f64(),
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        write_json(&mut out, args, starts.len(), &t, times)?;
    } else {
        let full = pieces == PieceSet::FULL;
        write_text(&mut out, args, starts.len(), full, &t)?;
        let time = t!(
            lang,
            "self-time",
            total = seconds(total),
            table = seconds(t_table),
            starts = seconds(t_starts),
            n = group(t.games),
            games = seconds(t_games)
        );
        writeln!(out, "\n{time}")?;
    }
    Ok(())
}

/// The levels to play: `--levels` sorted, each once (at least two), else 1–10.
fn chosen_levels(args: &SelfplayArgs) -> Result<Vec<Level>> {
    let Some(given) = &args.levels else {
        return Ok(Level::modelled().collect());
    };
    let mut levels = given.clone();
    levels.sort_unstable();
    levels.dedup();
    if levels.len() < 2 {
        let lang = cli_lang();
        eprintln!("{}", crate::text::error_line(&t!(lang, "self-two-levels")));
        return Err(super::Exit(crate::EXIT_BAD_INPUT).into());
    }
    Ok(levels)
}

/// `--json`: one object.
fn write_json(
    out: &mut impl Write,
    args: &SelfplayArgs,
    starts: usize,
    t: &Tournament,
    seconds: Seconds,
) -> Result<()> {
    let report = Report {
        games_per_pair: args.games,
        seed: args.seed,
        max_plies: args.max_plies,
        starts,
        worst_half_width: t.worst_half_width(),
        levels: t
            .levels
            .iter()
            .map(|l| crate::render::json::level(&l.info()))
            .collect(),
        scores: t.scores(),
        tallies: t.tallies.clone(),
        steps: &t.steps,
        conduct: t.conduct.clone(),
        every_level_beats_the_one_below: t.every_level_beats_the_one_below(),
        seconds,
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)?;
    Ok(())
}

/// The tables: what was played, the scores of every pair, each level against the one below,
/// and what each level did (`full`: the starts are reachable from the start position).
fn write_text(
    out: &mut impl Write,
    args: &SelfplayArgs,
    starts: usize,
    full: bool,
    t: &Tournament,
) -> Result<()> {
    let header = t!(
        cli_lang(),
        "self-header",
        games = args.games,
        half = args.games / 2,
        seed = args.seed.to_string(),
        starts = count_before_counter(cli_lang(), starts as u64),
        reachable = if full { "yes" } else { "no" },
        max = args.max_plies
    );
    writeln!(out, "{header}")?;
    write_scores(out, t)?;
    write_steps(out, t)?;
    write_conduct(out, t)?;
    Ok(())
}

/// The score of every level against every other, %.
fn write_scores(out: &mut impl Write, t: &Tournament) -> Result<()> {
    writeln!(out, "\n{}", t!(cli_lang(), "self-scores"))?;
    write!(out, "     ")?;
    for l in &t.levels {
        write!(out, "{:>6}", l.number())?;
    }
    writeln!(out)?;
    for (r, row) in t.tallies.iter().enumerate() {
        write!(out, "{:>5}", t.levels[r].number())?;
        for tally in row {
            match tally {
                Some(x) => write!(out, "{:>6.1}", 100.0 * x.score())?,
                None => write!(out, "{:>6}", "—")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Each level against the one below, with the 95 % interval.
fn write_steps(out: &mut impl Write, t: &Tournament) -> Result<()> {
    let lang = cli_lang();
    let title = t!(
        lang,
        "self-steps",
        width = format!("{:.1}", 100.0 * t.worst_half_width()),
        n = t.games_per_pair
    );
    writeln!(out, "\n{title}")?;
    writeln!(out, "  {}", t!(lang, "self-steps-header"))?;
    for s in &t.steps {
        writeln!(
            out,
            "  {:>2} v {:<2} {:>5.1} %  ±{:>4.1}   {:<21}  {:>5.1}",
            s.level.number(),
            s.below.number(),
            100.0 * s.score,
            100.0 * s.half_width,
            format!("{} / {} / {}", s.tally.wins, s.tally.draws, s.tally.losses),
            s.tally.plies as f64 / f64::from(s.tally.games())
        )?;
    }
    let all = if t.every_level_beats_the_one_below() {
        "yes"
    } else {
        "no"
    };
    writeln!(out, "{}", t!(lang, "self-every-level", answer = all))?;
    Ok(())
}

/// What each level did, % of its moves.
fn write_conduct(out: &mut impl Write, t: &Tournament) -> Result<()> {
    let lang = cli_lang();
    writeln!(out, "\n{}", t!(lang, "self-conduct"))?;
    writeln!(
        out,
        "  {}  {}   {}   {}",
        pad(&t!(lang, "self-conduct-level"), 5, true),
        pad(&t!(lang, "self-conduct-best"), 10, true),
        pad(&t!(lang, "self-conduct-lost"), 20, true),
        pad(&t!(lang, "self-conduct-let-go"), 20, true)
    )?;
    let pct = |a: u64, b: u64| {
        if b == 0 {
            "—".to_string()
        } else {
            format!("{:.1} %", 100.0 * a as f64 / b as f64)
        }
    };
    for (l, c) in t.levels.iter().zip(&t.conduct) {
        writeln!(
            out,
            "  {:>5}  {:>10}   {:>20}   {:>20}",
            l.number(),
            pct(c.best, c.moves),
            pct(c.draws_lost, c.in_draws),
            pct(c.wins_let_go, c.in_wins)
        )?;
    }
    Ok(())
}
