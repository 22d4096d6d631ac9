//! Statistics of a solved table: the distance histogram, the longest wins with example
//! positions, the value of the start position, and the positions reachable from the start.
//!
//! Positions are counted as docs/RULES.md counts them ("Counting positions"): every legal placement
//! with the side to move, seen from the side to move, mirror images (rank 1 ↔ 3) apart — an
//! index stands for two positions unless its position is its own mirror image — and the
//! finished positions where the mover already holds the try (win 0) included, although the
//! table stores no entry for them. All distances are in plies.

use std::collections::BTreeMap;

use rayon::prelude::*;

use crate::rules::Position;
use crate::rules::{Color, PieceSet, Rules};
use crate::solve::reach::{reachable, reachable_published_and_apart, Convention, ReachCounts};
use crate::solve::{Counts, Phase, PhaseSummary, Progress, ReachSearch, Solution, Value};

/// How many of the longest win distances [`compute`] reports.
pub(crate) const LONGEST_WINS: usize = 5;
/// How many example positions [`compute`] gives per longest win distance.
pub(crate) const EXAMPLES: usize = 3;

/// Distances are stored in a byte.
const DISTANCES: usize = 256;

/// The number of positions at one distance.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct DistanceRow {
    /// The distance n, in plies.
    pub plies: u16,
    /// Positions worth **win n** for the player to move.
    pub wins: u64,
    /// Positions worth **loss n** for the player to move.
    pub losses: u64,
}

/// The distance histogram of a table and its totals.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub(crate) struct Histogram {
    /// One row per distance 0..=the longest distance found, rows of zeros included.
    pub rows: Vec<DistanceRow>,
    /// Drawn positions.
    pub draws: u64,
    /// Totals: positions, wins, losses, draws (as docs/RULES.md counts positions), and the legal
    /// indices of the solved range.
    pub counts: Counts,
}

/// Positions at one of the longest win distances, with examples.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LongestWin {
    /// The distance n of **win n**, in plies.
    pub plies: u16,
    /// How many positions are worth win n (mirror images apart).
    pub positions: u64,
    /// Up to `EXAMPLES` of them as position text (player a to move; the ones of smallest
    /// index, so the choice does not depend on the number of threads).
    pub examples: Vec<Position>,
}

/// The longest distance of the full tables, in plies: `Rules::longest_full_game`. `None` for
/// other piece sets (unknown without a pass over the table).
pub fn known_longest(rules: Rules, pieces: PieceSet) -> Option<u16> {
    (pieces == PieceSet::FULL).then(|| rules.longest_full_game())
}

/// The start position with one player moving first, and its value.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StartValue {
    /// The player who moves first (JSON `"a"` or `"d"`).
    pub first: Color,
    /// The start position (JSON: its text, `M2g/KPpk/G2m - a`).
    pub position: Position,
    /// Its value for the player to move (who moves first).
    pub value: Value,
}

/// Positions reachable from the start under one counting convention.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Reachable {
    /// A short name: `published`, `through-terminal` or `mirror-apart`.
    pub name: &'static str,
    /// The convention (see [`Convention`]).
    pub convention: Convention,
    /// The counts, with their win/loss/draw split for the player to move.
    pub counts: ReachCounts,
}

/// The start position's values and what is reachable from it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StartStats {
    /// The value of the start with player a moving first, then with player d moving first.
    pub values: Vec<StartValue>,
    /// Positions reachable from the start (either player first: the two starts are the same
    /// position seen from the player to move), under the published convention, then played on
    /// through terminal positions, then with mirror images counted apart; empty when not
    /// computed.
    pub reachable: Vec<Reachable>,
}

/// Everything `sibi stats` reports about a table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// The rule set (`twelve-janggi` or `dobutsu`).
    pub rules: String,
    /// The piece set (`GGMMPP`).
    pub pieces: String,
    /// Retrograde rounds the solver ran.
    pub rounds: u32,
    /// Totals of positions and their values.
    pub counts: Counts,
    /// The distance histogram.
    pub histogram: Vec<DistanceRow>,
    /// The longest win distance in plies (`None` when nothing is won).
    pub longest_win: Option<u16>,
    /// The longest loss distance in plies (`None` when nothing is lost).
    pub longest_loss: Option<u16>,
    /// The `LONGEST_WINS` longest win distances, longest first, with examples.
    pub longest_wins: Vec<LongestWin>,
    /// The start position's values and reachable positions; `None` when the start position
    /// does not have this table's piece set.
    pub start: Option<StartStats>,
}

/// Per-chunk accumulator of the histogram pass.
struct Acc {
    wins: Vec<u64>,
    losses: Vec<u64>,
    draws: u64,
    indices: u64,
    /// For the longest win distances seen: the smallest indices worth that win.
    top: BTreeMap<u16, Vec<u64>>,
}

impl Acc {
    fn new() -> Acc {
        Acc {
            wins: vec![0; DISTANCES],
            losses: vec![0; DISTANCES],
            draws: 0,
            indices: 0,
            top: BTreeMap::new(),
        }
    }

    /// Notes index `i` worth win `n` as a candidate example.
    fn candidate(&mut self, n: u16, i: u64) {
        if self.top.len() == LONGEST_WINS && self.top.keys().next().is_some_and(|&m| n < m) {
            return;
        }
        let list = self.top.entry(n).or_default();
        if list.len() < EXAMPLES {
            list.push(i);
        }
        if self.top.len() > LONGEST_WINS {
            self.top.pop_first();
        }
    }

    fn merge(mut self, other: Acc) -> Acc {
        for (a, b) in self.wins.iter_mut().zip(other.wins) {
            *a += b;
        }
        for (a, b) in self.losses.iter_mut().zip(other.losses) {
            *a += b;
        }
        self.draws += other.draws;
        self.indices += other.indices;
        for (n, list) in other.top {
            let mine = self.top.entry(n).or_default();
            mine.extend(list);
            mine.sort_unstable();
            mine.dedup();
            mine.truncate(EXAMPLES);
        }
        while self.top.len() > LONGEST_WINS {
            self.top.pop_first();
        }
        self
    }
}

/// The histogram pass: distances of the solved range and the try positions, weighted as
/// docs/RULES.md counts positions; also the smallest indices of the longest wins.
///
/// Nothing is unranked: a position counts once when it is its own mirror image, which the
/// solution's sorted list of such indices tells (walked along with the chunk), else twice;
/// and the try positions (win 0, past the solved range) and the positions of the folded king
/// classes (win 1, see `solve::layout`) are the solution's counts of them, made when it was
/// built with the same weights.
fn histogram_pass(solution: &Solution, progress: &dyn Progress) -> Acc {
    let self_mirror = &solution.self_mirror;
    // The live king classes' indices with their slots; the folded classes (the two 王 side
    // by side: win 1) and the try positions are the solution's counts of them.
    let chunks = solution.layout.chunks();
    progress.start_phase(
        Phase::Histogram,
        chunks.iter().map(|(r, _)| r.end - r.start).sum(),
    );
    let mut acc = chunks
        .par_iter()
        .map(|(range, slot0)| {
            let mut acc = Acc::new();
            // The next self-mirror index at or after `i`.
            let mut next = self_mirror.partition_point(|&m| (m as u64) < range.start);
            for i in range.clone() {
                let Some(v) = solution.value_at_slot((slot0 + (i - range.start)) as usize) else {
                    continue;
                };
                acc.indices += 1;
                let w = if self_mirror.get(next) == Some(&(i as u32)) {
                    next += 1;
                    1
                } else {
                    2
                };
                match v {
                    Value::Win(n) => {
                        acc.wins[n as usize] += w;
                        acc.candidate(n, i);
                    }
                    Value::Loss(n) => acc.losses[n as usize] += w,
                    Value::Draw => acc.draws += w,
                }
            }
            progress.advance(range.end - range.start);
            acc
        })
        .reduce(Acc::new, Acc::merge);
    acc.wins[1] += solution.adjacent_king_positions;
    acc.indices += solution.adjacent_king_indices;
    acc.wins[0] += solution.try_positions;
    progress.end_phase(PhaseSummary::LegalEntries(acc.indices));
    acc
}

fn histogram_of(acc: &Acc) -> Histogram {
    let last = (0..DISTANCES)
        .rev()
        .find(|&n| acc.wins[n] != 0 || acc.losses[n] != 0)
        .map_or(0, |n| n + 1);
    let rows: Vec<DistanceRow> = (0..last)
        .map(|n| DistanceRow {
            plies: n as u16,
            wins: acc.wins[n],
            losses: acc.losses[n],
        })
        .collect();
    let wins: u64 = acc.wins.iter().sum();
    let losses: u64 = acc.losses.iter().sum();
    Histogram {
        rows,
        draws: acc.draws,
        counts: Counts {
            positions: wins + losses + acc.draws,
            wins,
            losses,
            draws: acc.draws,
            indices: acc.indices,
        },
    }
}

/// The start position with `first` to move, if it has `pieces` (only the full set does).
pub(crate) fn start_position(first: Color, rules: Rules, pieces: PieceSet) -> Option<Position> {
    Position::from_setup(&Position::start(first).to_setup(), rules, pieces).ok()
}

/// Which reachable-position searches [`compute`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// None: [`StartStats::reachable`] is empty.
    None,
    /// The published convention only: one search, a fifth of the time of [`Reach::All`] on the
    /// full game.
    Published,
    /// The published convention and its two variants (two searches, see `reachable_all`).
    All,
}

/// The positions reachable from `start` under the published convention and, with
/// [`Reach::All`], its two variants (played on through terminal positions; mirror images
/// counted apart), in that order. [`Reach::Published`]: one breadth-first search. [`Reach::All`]:
/// two, one played on through terminal positions and one with mirror images apart that also
/// gives the published counts ([`reachable_published_and_apart`]); one progress phase each.
pub(crate) fn reachable_all(
    solution: &Solution,
    start: &Position,
    which: Reach,
    progress: &dyn Progress,
) -> Vec<Reachable> {
    const THROUGH: Convention = Convention {
        through_terminal: true,
        fold_mirror: true,
    };
    const APART: Convention = Convention {
        through_terminal: false,
        fold_mirror: false,
    };
    let renamed = |search| Renamed {
        inner: progress,
        search,
    };
    match which {
        Reach::None => Vec::new(),
        Reach::Published => vec![Reachable {
            name: "published",
            convention: Convention::PUBLISHED,
            counts: reachable(
                solution,
                start,
                Convention::PUBLISHED,
                &renamed(ReachSearch::Published),
            ),
        }],
        Reach::All => {
            let (published, apart) =
                reachable_published_and_apart(solution, start, &renamed(ReachSearch::MirrorApart));
            let through = reachable(
                solution,
                start,
                THROUGH,
                &renamed(ReachSearch::ThroughTerminal),
            );
            vec![
                Reachable {
                    name: "published",
                    convention: Convention::PUBLISHED,
                    counts: published,
                },
                Reachable {
                    name: "through-terminal",
                    convention: THROUGH,
                    counts: through,
                },
                Reachable {
                    name: "mirror-apart",
                    convention: APART,
                    counts: apart,
                },
            ]
        }
    }
}

/// Passes progress on with the search named in [`Phase::Reachable`], to tell the three
/// searches apart.
struct Renamed<'a> {
    inner: &'a dyn Progress,
    search: ReachSearch,
}

impl Progress for Renamed<'_> {
    fn start_phase(&self, phase: Phase, total: u64) {
        let phase = match phase {
            Phase::Reachable(None) => Phase::Reachable(Some(self.search)),
            other => other,
        };
        self.inner.start_phase(phase, total);
    }
    fn advance(&self, n: u64) {
        self.inner.advance(n);
    }
    fn end_phase(&self, summary: PhaseSummary) {
        self.inner.end_phase(summary);
    }
}

/// All the statistics of `solution`: one pass over the index for the histogram, the counts and
/// the longest wins, then (for a piece set that has the start position) the start's values
/// and the searches for the reachable positions that `reach` asks for (the slow part: minutes
/// each for the full game; with [`Reach::None`] [`StartStats::reachable`] is empty). Parallel (current
/// rayon pool); the result does not depend on the number of threads.
pub fn compute(solution: &Solution, reach: Reach, progress: &dyn Progress) -> Stats {
    let rules = solution.rules();
    let index = solution.index();
    let pieces = index.pieces();
    let acc = histogram_pass(solution, progress);
    let hist = histogram_of(&acc);
    let longest_wins: Vec<LongestWin> = acc
        .top
        .iter()
        .rev()
        .map(|(&n, list)| LongestWin {
            plies: n,
            positions: acc.wins[n as usize],
            examples: list
                .iter()
                .map(|&i| index.unrank(i, rules).expect("legal index"))
                .collect(),
        })
        .collect();
    let longest_win = hist.rows.iter().rev().find(|r| r.wins > 0).map(|r| r.plies);
    let longest_loss = hist
        .rows
        .iter()
        .rev()
        .find(|r| r.losses > 0)
        .map(|r| r.plies);
    let start = start_position(Color::A, rules, pieces).map(|start_a| {
        let values = Color::BOTH
            .iter()
            .filter_map(|&first| start_position(first, rules, pieces))
            .map(|p| StartValue {
                first: p.side_to_move(),
                position: p,
                value: solution.value(&p),
            })
            .collect();
        StartStats {
            values,
            reachable: if reach != Reach::None {
                reachable_all(solution, &start_a, reach, progress)
            } else {
                Vec::new()
            },
        }
    });
    Stats {
        rules: rules.name().to_string(),
        pieces: pieces.to_string(),
        rounds: solution.rounds(),
        counts: hist.counts,
        histogram: hist.rows,
        longest_win,
        longest_loss,
        longest_wins,
        start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{solve, NoProgress};

    fn solved(rules: Rules, pieces: &str) -> Solution {
        solve(rules, pieces.parse().expect("piece set"), &NoProgress).expect("solve")
    }

    #[test]
    fn histogram_totals_equal_counts() {
        for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
            for pieces in ["-", "P", "GM", "PP"] {
                let sol = solved(rules, pieces);
                let h = histogram_of(&histogram_pass(&sol, &NoProgress));
                assert_eq!(h.counts, sol.counts(), "{rules} {pieces}");
                let wins: u64 = h.rows.iter().map(|r| r.wins).sum();
                let losses: u64 = h.rows.iter().map(|r| r.losses).sum();
                assert_eq!(wins, h.counts.wins);
                assert_eq!(losses, h.counts.losses);
                let last = h.rows.last().expect("some row");
                assert!(last.wins + last.losses > 0);
            }
        }
    }

    #[test]
    fn histogram_matches_a_direct_count() {
        // Every position (mirror images apart, try positions included) valued one by one.
        let rules = Rules::TwelveJanggi;
        let sol = solved(rules, "P");
        let index = sol.index();
        let mut wins = vec![0u64; DISTANCES];
        let mut losses = vec![0u64; DISTANCES];
        let mut draws = 0;
        for i in 0..index.len() {
            let Some(p) = index.unrank(i, rules) else {
                continue;
            };
            let images = if p.mirror() == p {
                vec![p]
            } else {
                vec![p, p.mirror()]
            };
            for q in images {
                match sol.value(&q) {
                    Value::Win(n) => wins[n as usize] += 1,
                    Value::Loss(n) => losses[n as usize] += 1,
                    Value::Draw => draws += 1,
                }
            }
        }
        let h = histogram_of(&histogram_pass(&sol, &NoProgress));
        assert_eq!(h.draws, draws);
        for r in &h.rows {
            assert_eq!(r.wins, wins[r.plies as usize], "win {}", r.plies);
            assert_eq!(r.losses, losses[r.plies as usize], "loss {}", r.plies);
        }
        // 132 king placements × 37 placements of the 子 (see the CLI tests).
        assert_eq!(h.counts.positions, 132 * 37);
    }

    #[test]
    fn longest_wins_have_examples_of_that_value() {
        let rules = Rules::Dobutsu;
        let pieces = "GM";
        let sol = solved(rules, pieces);
        let stats = compute(&sol, Reach::All, &NoProgress);
        assert!(stats.start.is_none(), "the start has the full piece set");
        assert_eq!(
            stats.longest_wins.first().map(|w| w.plies),
            stats.longest_win
        );
        assert!(stats.longest_wins.len() <= LONGEST_WINS);
        for w in stats.longest_wins.windows(2) {
            assert!(w[0].plies > w[1].plies);
        }
        for w in &stats.longest_wins {
            assert!(!w.examples.is_empty() && w.examples.len() <= EXAMPLES);
            assert_eq!(w.positions, stats.histogram[w.plies as usize].wins);
            for p in &w.examples {
                let text = p.to_string();
                let p = Position::parse(&text, rules, pieces.parse().unwrap()).expect("text");
                assert_eq!(sol.value(&p), Value::Win(w.plies), "{text}");
            }
        }
        // Independent of the number of threads.
        let one = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap()
            .install(|| compute(&sol, Reach::All, &NoProgress));
        assert_eq!(one, stats);
    }

    #[test]
    fn start_positions() {
        // Both starts are the same position seen from the player to move.
        let a = Position::start(Color::A);
        let d = Position::start(Color::D);
        assert_eq!(a.normalized(), d.normalized());
        assert!(start_position(Color::A, Rules::TwelveJanggi, PieceSet::FULL).is_some());
        assert!(start_position(Color::D, Rules::Dobutsu, PieceSet::FULL).is_some());
        assert!(start_position(Color::A, Rules::TwelveJanggi, "GM".parse().unwrap()).is_none());
    }
}
