//! `sibi selfplay`: every strength level ([`sibi_solver::query::play`]) against every other
//! from drawn start positions, both colours; the table of scores, each level against the one
//! below with its 95 % interval, and what the levels do in practice.

use std::io::Write;
use std::time::Instant;

use anyhow::{bail, Result};
use rayon::prelude::*;
use serde::Serialize;
use sibi_solver::query::play::{drawn_starts, play_game, Level, LevelInfo, PlayedGame, Rng};
use sibi_solver::solve::Progress;
use sibi_solver::{PieceSet, Rules, Wdl};

use crate::args::SelfplayArgs;
use crate::numbers::group;
use crate::progress::{seconds, BarProgress};

/// Wins, draws and losses of one level against another, from the first one's side.
#[derive(Clone, Copy, Debug, Default, Serialize)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Plies of all these games.
    plies: u64,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins + ½ draws over games.
    fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }

    /// Half the 95 % interval of the score: 1.96 √(v / n), v the variance of the game scores.
    fn half_width(&self) -> f64 {
        let n = f64::from(self.games());
        let mean = self.score();
        let sq = (f64::from(self.wins) + 0.25 * f64::from(self.draws)) / n;
        1.96 * ((sq - mean * mean).max(0.0) / n).sqrt()
    }

    fn reversed(self) -> Tally {
        Tally {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
            plies: self.plies,
        }
    }
}

/// What one level did over all its games.
#[derive(Clone, Copy, Debug, Default, Serialize)]
struct Conduct {
    /// Moves played.
    moves: u64,
    /// Of them with the best label of the position.
    best: u64,
    /// Moves played in drawn positions.
    in_draws: u64,
    /// Of them losing (the draw thrown away).
    draws_lost: u64,
    /// Moves played in won positions.
    in_wins: u64,
    /// Of them not winning (the win let go).
    wins_let_go: u64,
}

impl Conduct {
    fn add(&mut self, o: &Conduct) {
        self.moves += o.moves;
        self.best += o.best;
        self.in_draws += o.in_draws;
        self.draws_lost += o.draws_lost;
        self.in_wins += o.in_wins;
        self.wins_let_go += o.wins_let_go;
    }
}

/// The outcome of one game, from the higher level's side, and both levels' conduct.
struct GameResult {
    lo: usize,
    hi: usize,
    hi_result: Wdl,
    plies: usize,
    conduct: [Conduct; 2],
}

/// One row of "each level against the one below".
#[derive(Serialize)]
struct Step {
    level: Level,
    below: Level,
    #[serde(flatten)]
    tally: Tally,
    score: f64,
    half_width: f64,
}

/// `--json`.
#[derive(Serialize)]
struct Report<'a> {
    games_per_pair: u32,
    seed: u64,
    max_plies: usize,
    starts: usize,
    /// Half the 95 % interval in the worst case, 1.96·0.5/√N.
    worst_half_width: f64,
    levels: Vec<LevelInfo>,
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
/// prints the tables (or `--json`).
pub fn run(args: &SelfplayArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let started = Instant::now();
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    let progress = BarProgress::new();
    let solution = table.to_solution(&progress)?;
    drop(table);
    let t_table = started.elapsed();
    let starts = drawn_starts(&solution, &progress);
    if starts.is_empty() {
        bail!("the {rules} {pieces} table has no drawn position to start games from");
    }
    let t_starts = started.elapsed() - t_table;

    let levels: Vec<Level> = Level::all().collect();
    let n = u64::from(args.games);
    let jobs: Vec<(usize, usize, u64)> = (0..levels.len())
        .flat_map(|lo| (lo + 1..levels.len()).map(move |hi| (lo, hi)))
        .flat_map(|(lo, hi)| (0..n).map(move |g| (lo, hi, g)))
        .collect();
    progress.start_phase("games", jobs.len() as u64);
    let t0 = Instant::now();
    let results: Vec<GameResult> = jobs
        .par_iter()
        .map(|&(lo, hi, g)| -> Result<GameResult> {
            let pair = (u64::from(levels[lo].number()) << 8) | u64::from(levels[hi].number());
            let mut r = Rng::new(Rng::mix(args.seed) ^ Rng::mix((pair << 32) | g));
            let start = &starts[r.below(starts.len() as u64) as usize];
            let game_seed = r.next_u64();
            let lo_first = g % 2 == 0;
            let order = if lo_first { [lo, hi] } else { [hi, lo] };
            let game = play_game(
                &solution,
                start,
                rules,
                [levels[order[0]], levels[order[1]]],
                game_seed,
                args.max_plies,
            )?;
            progress.advance(1);
            let first = match game.winner {
                None => Wdl::Draw,
                Some(c) if c == start.side_to_move() => Wdl::Win,
                Some(_) => Wdl::Loss,
            };
            let conduct = conduct_of(&game);
            Ok(GameResult {
                lo,
                hi,
                plies: game.plies.len(),
                hi_result: match (lo_first, first) {
                    (false, r) | (true, r @ Wdl::Draw) => r,
                    (true, Wdl::Win) => Wdl::Loss,
                    (true, Wdl::Loss) => Wdl::Win,
                },
                conduct: if lo_first {
                    conduct
                } else {
                    [conduct[1], conduct[0]]
                },
            })
        })
        .collect::<Result<_>>()?;
    progress.end_phase(&format!("{} games", group(results.len() as u64)));
    let t_games = t0.elapsed();

    let k = levels.len();
    let mut tallies = vec![vec![None::<Tally>; k]; k];
    let mut conduct = vec![Conduct::default(); k];
    for r in &results {
        let t = tallies[r.hi][r.lo].get_or_insert_with(Tally::default);
        match r.hi_result {
            Wdl::Win => t.wins += 1,
            Wdl::Draw => t.draws += 1,
            Wdl::Loss => t.losses += 1,
        }
        t.plies += r.plies as u64;
        // The lower level's row: the same games from its side.
        let reversed = t.reversed();
        tallies[r.lo][r.hi] = Some(reversed);
        conduct[r.lo].add(&r.conduct[0]);
        conduct[r.hi].add(&r.conduct[1]);
    }
    let steps: Vec<Step> = (1..k)
        .map(|i| {
            let t = tallies[i][i - 1].expect("every pair played");
            Step {
                level: levels[i],
                below: levels[i - 1],
                tally: t,
                score: t.score(),
                half_width: t.half_width(),
            }
        })
        .collect();
    let all_beat = steps.iter().all(|s| s.score >= 0.5);
    let total = started.elapsed();
    let worst = 1.96 * 0.5 / (n as f64).sqrt();

    let mut out = std::io::stdout().lock();
    if args.json {
        let report = Report {
            games_per_pair: args.games,
            seed: args.seed,
            max_plies: args.max_plies,
            starts: starts.len(),
            worst_half_width: worst,
            levels: levels.iter().map(|l| l.info()).collect(),
            scores: tallies
                .iter()
                .map(|row| row.iter().map(|t| t.map(|t| t.score())).collect())
                .collect(),
            tallies: tallies.clone(),
            steps: &steps,
            conduct,
            every_level_beats_the_one_below: all_beat,
            seconds: Seconds {
                table: t_table.as_secs_f64(),
                starts: t_starts.as_secs_f64(),
                games: t_games.as_secs_f64(),
                total: total.as_secs_f64(),
            },
        };
        serde_json::to_writer(&mut out, &report)?;
        writeln!(out)?;
        return Ok(());
    }

    writeln!(
        out,
        "{} games per pair of levels ({} with each moving first), seed {}; start positions drawn \
         uniformly from {} drawn positions{}; games cut at {} plies (a draw)",
        args.games,
        args.games / 2,
        args.seed,
        group(starts.len() as u64),
        if pieces == PieceSet::FULL {
            " reachable from the start"
        } else {
            ""
        },
        args.max_plies
    )?;
    writeln!(
        out,
        "\nscore of the row level against the column level, % (wins + ½ draws):"
    )?;
    write!(out, "     ")?;
    for l in &levels {
        write!(out, "{:>6}", l.number())?;
    }
    writeln!(out)?;
    for (r, row) in tallies.iter().enumerate() {
        write!(out, "{:>5}", levels[r].number())?;
        for t in row {
            match t {
                Some(t) => write!(out, "{:>6.1}", 100.0 * t.score())?,
                None => write!(out, "{:>6}", "—")?,
            }
        }
        writeln!(out)?;
    }
    writeln!(
        out,
        "\neach level against the one below (95 % interval ±1.96·√(v/n); at most ±{:.1} for n = {}):",
        100.0 * worst,
        args.games
    )?;
    writeln!(
        out,
        "  level   score   ±95 %   wins / draws / losses   plies (mean game length)"
    )?;
    for s in &steps {
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
    writeln!(
        out,
        "every level scores at least 50 % against the one below: {}",
        if all_beat { "yes" } else { "NO" }
    )?;
    writeln!(
        out,
        "\nwhat each level did in all its games (% of its moves):\n  level  best label   \
         drawn position: lost   won position: let go"
    )?;
    for (l, c) in levels.iter().zip(&conduct) {
        let pct = |a: u64, b: u64| {
            if b == 0 {
                "—".to_string()
            } else {
                format!("{:.1} %", 100.0 * a as f64 / b as f64)
            }
        };
        writeln!(
            out,
            "  {:>5}  {:>10}   {:>20}   {:>20}",
            l.number(),
            pct(c.best, c.moves),
            pct(c.draws_lost, c.in_draws),
            pct(c.wins_let_go, c.in_wins)
        )?;
    }
    writeln!(
        out,
        "\ntime: {} (table {}, starts {}, {} games {})",
        seconds(total),
        seconds(t_table),
        seconds(t_starts),
        group(results.len() as u64),
        seconds(t_games)
    )?;
    Ok(())
}

/// Each player's conduct in `game`: `[first, second]`.
fn conduct_of(game: &PlayedGame) -> [Conduct; 2] {
    let mut c = [Conduct::default(); 2];
    for (i, p) in game.plies.iter().enumerate() {
        let c = &mut c[i % 2];
        c.moves += 1;
        c.best += u64::from(p.label == p.best);
        match p.best.wdl() {
            Wdl::Draw => {
                c.in_draws += 1;
                c.draws_lost += u64::from(p.label.wdl() == Wdl::Loss);
            }
            Wdl::Win => {
                c.in_wins += 1;
                c.wins_let_go += u64::from(p.label.wdl() != Wdl::Win);
            }
            Wdl::Loss => {}
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two wins, a draw and a loss, by hand: score (1 + 1 + ½ + 0) / 4 = 0.625; mean square
    /// (1 + 1 + ¼ + 0) / 4 = 0.5625, variance 0.5625 − 0.625² = 0.171875; half the 95 %
    /// interval 1.96 · √(0.171875 / 4) = 1.96 · 0.207289 = 0.406287.
    #[test]
    fn score_and_interval_by_hand() {
        let t = Tally {
            wins: 2,
            draws: 1,
            losses: 1,
            plies: 40,
        };
        assert_eq!(t.games(), 4);
        assert_eq!(t.score(), 0.625);
        assert!(
            (t.half_width() - 0.406287).abs() < 1e-6,
            "{}",
            t.half_width()
        );
        let r = t.reversed();
        assert_eq!((r.wins, r.draws, r.losses, r.plies), (1, 1, 2, 40));
        assert_eq!(r.score(), 0.375);
        // All draws: no spread.
        let d = Tally {
            draws: 10,
            ..Tally::default()
        };
        assert_eq!((d.score(), d.half_width()), (0.5, 0.0));
    }
}
