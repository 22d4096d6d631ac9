//! A round robin of the strength levels ([`super::play`]): every level against every other
//! from start positions drawn among the drawn positions, half the games with each level moving
//! first; the tally of every pair, each level against the one below with its 95 % interval, and
//! what each level did in practice (how often it played the best label, threw a draw away or
//! let a win go). What `sibi selfplay` prints; the numbers only, no words.

use rayon::prelude::*;
use serde::Serialize;

use super::play::{play_game, Level, PlayedGame};
use crate::rng::Rng;
use crate::solve::{Progress, Solution, Wdl};
use crate::Position;

/// Wins, draws and losses of one level against another, from the first one's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn (a game cut at the ply limit counts as a draw).
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// Plies of all these games.
    pub plies: u64,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score, wins + ½ draws over games, from 0 to 1 (NaN for no game).
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }

    /// Half the 95 % interval of the score: 1.96 √(v / n), v the variance of the game scores
    /// (each 1, ½ or 0) and n the games; from 0 to 0.98 (NaN for no game).
    pub(crate) fn half_width(&self) -> f64 {
        let n = f64::from(self.games());
        let mean = self.score();
        let sq = (f64::from(self.wins) + 0.25 * f64::from(self.draws)) / n;
        1.96 * ((sq - mean * mean).max(0.0) / n).sqrt()
    }

    /// The same games from the other side.
    pub(crate) fn reversed(self) -> Tally {
        Tally {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
            plies: self.plies,
        }
    }
}

/// What one level did over all its games: counts of its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Conduct {
    /// Moves played.
    pub moves: u64,
    /// Of them with the best label of the position.
    pub best: u64,
    /// Moves played in drawn positions.
    pub in_draws: u64,
    /// Of them losing (the draw thrown away).
    pub draws_lost: u64,
    /// Moves played in won positions.
    pub in_wins: u64,
    /// Of them not winning (the win let go).
    pub wins_let_go: u64,
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

    /// Each player's conduct in `game`: `[first, second]`.
    fn of_game(game: &PlayedGame) -> [Conduct; 2] {
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
}

/// One level against the one below it.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Step {
    /// The level.
    pub level: Level,
    /// The level below it.
    pub below: Level,
    /// Their games, from `level`'s side.
    #[serde(flatten)]
    pub tally: Tally,
    /// [`Tally::score`] of `level`, 0 to 1.
    pub score: f64,
    /// `Tally::half_width`, 0 to 0.98.
    pub half_width: f64,
}

/// The outcome of a round robin.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The levels played, weakest first (by default 1 to 10).
    pub levels: Vec<Level>,
    /// Games per pair of levels.
    pub games_per_pair: u32,
    /// Games played in all.
    pub games: u64,
    /// `tallies[r][c]`: level `levels[r]` against `levels[c]`, from `r`'s side (`None` on the
    /// diagonal).
    pub tallies: Vec<Vec<Option<Tally>>>,
    /// Each level against the one below, from the second level up.
    pub steps: Vec<Step>,
    /// What each level did, in the order of `levels`.
    pub conduct: Vec<Conduct>,
}

impl Tournament {
    /// `scores[r][c]`: [`Tally::score`] of `tallies[r][c]`, 0 to 1 (`None` on the diagonal).
    pub fn scores(&self) -> Vec<Vec<Option<f64>>> {
        self.tallies
            .iter()
            .map(|row| row.iter().map(|t| t.map(|t| t.score())).collect())
            .collect()
    }

    /// Whether every level scores at least ½ against the one below.
    pub fn every_level_beats_the_one_below(&self) -> bool {
        self.steps.iter().all(|s| s.score >= 0.5)
    }

    /// Half the 95 % interval of a score in the worst case (all games won or lost at even
    /// odds), 1.96 · 0.5 / √n for n games per pair.
    pub fn worst_half_width(&self) -> f64 {
        worst_half_width(self.games_per_pair)
    }
}

/// 1.96 · 0.5 / √n: half the widest 95 % interval of a score over n games.
pub(crate) fn worst_half_width(games_per_pair: u32) -> f64 {
    1.96 * 0.5 / f64::from(games_per_pair).sqrt()
}

/// The games a round robin of `levels` levels, `games_per_pair` games per pair, plays: 45 pairs
/// of the ten levels 1–10.
pub fn game_count(levels: usize, games_per_pair: u32) -> u64 {
    let k = levels as u64;
    k * k.saturating_sub(1) / 2 * u64::from(games_per_pair)
}

/// The outcome of one game, from the higher level's side, and both levels' conduct.
struct GameResult {
    lo: usize,
    hi: usize,
    hi_result: Wdl,
    plies: usize,
    conduct: [Conduct; 2],
}

/// Plays every level of `levels` against every other, `games_per_pair` games per pair (even
/// games the lower level moves first, odd ones the higher), each game from a start drawn
/// uniformly from `starts` and cut at `max_plies` plies as a draw; in parallel (rayon), one
/// `progress.advance(1)` per game (the caller starts and ends the phase, of
/// [`game_count`] games). The levels are sorted and each taken once; `sibi selfplay` plays
/// [`Level::modelled`] (1–10) unless told which.
///
/// Game `g` of the pair (lo, hi) draws its start and its own seed from
/// `Rng::new(mix(seed) ^ mix((pair << 32) | g))`, `pair` the two level numbers in one word:
/// the same `seed` gives the same games, whatever the number of threads and whichever other
/// levels play.
///
/// `None` when `starts` is empty or fewer than two levels are given.
pub fn play_tournament(
    solution: &Solution,
    starts: &[Position],
    levels: &[Level],
    games_per_pair: u32,
    seed: u64,
    max_plies: usize,
    progress: &dyn Progress,
) -> Option<Tournament> {
    let mut levels = levels.to_vec();
    levels.sort_unstable();
    levels.dedup();
    if starts.is_empty() || levels.len() < 2 {
        return None;
    }
    let n = u64::from(games_per_pair);
    let jobs: Vec<(usize, usize, u64)> = (0..levels.len())
        .flat_map(|lo| (lo + 1..levels.len()).map(move |hi| (lo, hi)))
        .flat_map(|(lo, hi)| (0..n).map(move |g| (lo, hi, g)))
        .collect();
    let results: Vec<GameResult> = jobs
        .par_iter()
        .map(|&(lo, hi, g)| {
            let result = play_one(solution, starts, &levels, (lo, hi, g), seed, max_plies);
            progress.advance(1);
            result
        })
        .collect();
    Some(tally(levels, games_per_pair, &results))
}

/// Game `g` of the pair of `levels[lo]` and `levels[hi]`.
fn play_one(
    solution: &Solution,
    starts: &[Position],
    levels: &[Level],
    (lo, hi, g): (usize, usize, u64),
    seed: u64,
    max_plies: usize,
) -> GameResult {
    let pair = (u64::from(levels[lo].number()) << 8) | u64::from(levels[hi].number());
    let mut r = Rng::new(Rng::mix(seed) ^ Rng::mix((pair << 32) | g));
    let start = &starts[r.below(starts.len() as u64) as usize];
    let game_seed = r.next_u64();
    let lo_first = g % 2 == 0;
    let order = if lo_first { [lo, hi] } else { [hi, lo] };
    let Ok(game) = play_game(
        solution,
        start,
        [levels[order[0]], levels[order[1]]],
        game_seed,
        max_plies,
    );
    let first = match game.winner {
        None => Wdl::Draw,
        Some(c) if c == start.side_to_move() => Wdl::Win,
        Some(_) => Wdl::Loss,
    };
    let conduct = Conduct::of_game(&game);
    GameResult {
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
    }
}

/// The tallies, steps and conduct of `results`.
fn tally(levels: Vec<Level>, games_per_pair: u32, results: &[GameResult]) -> Tournament {
    let k = levels.len();
    let mut tallies = vec![vec![None::<Tally>; k]; k];
    let mut conduct = vec![Conduct::default(); k];
    for r in results {
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
        .filter_map(|i| {
            let t = tallies[i][i - 1]?;
            Some(Step {
                level: levels[i],
                below: levels[i - 1],
                tally: t,
                score: t.score(),
                half_width: t.half_width(),
            })
        })
        .collect();
    Tournament {
        levels,
        games_per_pair,
        games: results.len() as u64,
        tallies,
        steps,
        conduct,
    }
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
        // 400 games per pair: at most ±4.9 %.
        assert!((worst_half_width(400) - 0.049).abs() < 1e-12);
        assert_eq!(game_count(10, 400), 45 * 400);
        assert_eq!(game_count(4, 200), 6 * 200);
    }

    /// A round robin on the table of kings and one 子, by its invariants: every pair played its
    /// games, each row the other's reversed, and the conduct counts every ply once.
    #[test]
    fn a_small_round_robin() {
        use crate::solve::{solve, NoProgress};
        let rules = crate::Rules::TwelveJanggi;
        let solution = solve(rules, "P".parse().unwrap(), &NoProgress).unwrap();
        let starts = super::super::play::drawn_starts(&solution, &NoProgress);
        let levels: Vec<Level> = Level::modelled().collect();
        assert!(play_tournament(&solution, &[], &levels, 2, 1, 50, &NoProgress).is_none());
        let one = [Level::PERFECT, Level::PERFECT];
        assert!(play_tournament(&solution, &starts, &one, 2, 1, 50, &NoProgress).is_none());
        let t = play_tournament(&solution, &starts, &levels, 4, 7, 50, &NoProgress).unwrap();
        assert_eq!(t.games, game_count(10, 4));
        assert_eq!(t.steps.len(), 9);
        let mut plies = 0;
        for r in 0..10 {
            assert!(t.tallies[r][r].is_none());
            for c in 0..10 {
                if let (Some(a), Some(b)) = (t.tallies[r][c], t.tallies[c][r]) {
                    assert_eq!(a.games(), 4);
                    assert_eq!(a.reversed(), b);
                    if r > c {
                        plies += a.plies;
                    }
                }
            }
        }
        let moves: u64 = t.conduct.iter().map(|c| c.moves).sum();
        assert_eq!(moves, plies);
        let again = play_tournament(&solution, &starts, &levels, 4, 7, 50, &NoProgress).unwrap();
        assert_eq!(again.tallies, t.tallies, "the same seed, the same games");
        // Chosen levels, 11 among them: the games of a pair are those of the whole round robin.
        let chosen = [Level::PRESSING, Level::new(9).unwrap(), Level::PERFECT];
        let some = play_tournament(&solution, &starts, &chosen, 4, 7, 50, &NoProgress).unwrap();
        assert_eq!(
            some.levels,
            [Level::new(9).unwrap(), Level::PERFECT, Level::PRESSING]
        );
        assert_eq!(some.games, game_count(3, 4));
        assert_eq!(some.tallies[1][0], t.tallies[9][8]);
        assert_eq!(some.steps.len(), 2);
    }
}
