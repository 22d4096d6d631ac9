//! `sibi stats`: counts, distance histogram (text and SVG plot), longest wins, the start
//! position's value and the positions reachable from it.

use std::io::Write;
use std::path::Path;

use anyhow::{anyhow, Result};
use plotters::prelude::*;
use serde::Serialize;
use sibi_solver::solve::stats::{self, DistanceRow, Reachable, Stats};
use sibi_solver::table::{Tablebase, TablebaseError};

use super::Exit;
use crate::EXIT_IO;
use sibi_solver::{PieceSet, Rules};

use crate::args::{ReachArg, StatsArgs};
use crate::catalogue::{cli_lang, errors, facts, Lang};
use crate::numbers::{count, group};
use crate::output::Output;
use crate::progress::BarProgress;
use crate::t;
use crate::text::{clean, error_line, pad};
use unicode_width::UnicodeWidthStr;

/// `--json` output: the library's [`Stats`] plus where the table and the plot are.
#[derive(Serialize)]
struct StatsJson<'a> {
    /// The table file read.
    table: String,
    /// The SVG plot written, if any.
    plot: Option<String>,
    #[serde(flatten)]
    stats: &'a Stats,
}

/// Opens the table (`--tablebase`, `$SIBI_TABLEBASE` or the default path), computes the
/// statistics, writes the plot and prints the report (text or `--json`) on stdout.
pub fn run(args: &StatsArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces).map_err(crate::table::advise)?;
    // The plot's path is checked before minutes of work (crate::output): not the table, an
    // existing file only when it is a graph sibi wrote (or --force).
    if let Some(p) = &args.plot {
        crate::output::check_or_exit("--plot", p, Output::Svg, &[&path], args.force)?;
    }
    let progress = BarProgress::new();
    let solution = match table.to_solution(&progress) {
        Ok(s) => s,
        Err(e @ (TablebaseError::CorruptBlock { .. } | TablebaseError::Unexpected { .. })) => {
            // A damaged table exits 1, as probe, verify and annotate do.
            eprintln!("{}", error_line(&clean(&errors::tablebase_error(lang, &e))));
            return Err(Exit(EXIT_IO).into());
        }
        Err(e) => return Err(e.into()),
    };
    drop(table);
    let reach = match (args.no_reachable, args.reachable) {
        (true, _) | (_, ReachArg::None) => stats::Reach::None,
        (false, ReachArg::Published) => stats::Reach::Published,
        (false, ReachArg::All) => stats::Reach::All,
    };
    let stats = stats::compute(&solution, reach, &progress);

    let mut plot_failed = false;
    let plot = match &args.plot {
        // A plot that cannot be written is reported; the report is printed all the same.
        Some(p) => match write_plot(&stats, p) {
            Ok(()) => Some(p.clone()),
            Err(e) => {
                let why = clean(&errors::chain(lang, &e));
                eprintln!("{}", error_line(&t!(lang, "stats-no-plot", why = why)));
                plot_failed = true;
                None
            }
        },
        // No file unless asked.
        None => None,
    };

    let mut out = std::io::stdout().lock();
    if args.json {
        let json = StatsJson {
            table: path.display().to_string(),
            plot: plot.as_ref().map(|p| p.display().to_string()),
            stats: &stats,
        };
        serde_json::to_writer_pretty(&mut out, &json)?;
        writeln!(out)?;
    } else {
        out.write_all(render(lang, &stats, &path, plot.as_deref()).as_bytes())?;
    }
    out.flush()?;
    if plot_failed {
        return Err(Exit(EXIT_IO).into());
    }
    Ok(())
}

/// The text report, in `lang`.
fn render(lang: Lang, stats: &Stats, table: &Path, plot: Option<&Path>) -> String {
    let c = &stats.counts;
    let pct = |n: u64| format!("{:5.2}", 100.0 * n as f64 / c.positions.max(1) as f64);
    // Counts in the summary's words (Korean units in Korean, spaced from the counter word
    // after a unit: `1억 6,250만 개`), right-aligned under each other.
    let words = |n: u64| crate::numbers::count_before_counter(lang, n);
    let w = [c.wins, c.losses, c.draws, c.positions]
        .map(|n| words(n).width())
        .into_iter()
        .max()
        .unwrap_or(0);
    let count = |n: u64| pad(&words(n), w, true);
    let mut s = String::new();
    let mut line = |l: String| {
        s.push_str(&l);
        s.push('\n');
    };
    line(t!(lang, "rep-table", path = table.display().to_string()));
    line(t!(lang, "rep-rules", rules = rules_of(lang, &stats.rules)));
    line(t!(lang, "rep-pieces", pieces = stats.pieces.as_str()));
    line(t!(lang, "stats-positions", n = words(c.positions)));
    line(format!(
        "  {}",
        t!(lang, "stats-wins", n = count(c.wins), pct = pct(c.wins))
    ));
    line(format!(
        "  {}",
        t!(
            lang,
            "stats-losses",
            n = count(c.losses),
            pct = pct(c.losses)
        )
    ));
    line(format!(
        "  {}",
        t!(lang, "stats-draws", n = count(c.draws), pct = pct(c.draws))
    ));
    let plies =
        |n: Option<u16>| n.map_or(t!(lang, "stats-none"), |n| t!(lang, "stats-plies", n = n));
    line(t!(
        lang,
        "stats-longest",
        win = plies(stats.longest_win),
        loss = plies(stats.longest_loss)
    ));
    line(String::new());
    line(t!(lang, "stats-histogram"));
    for l in histogram_table(lang, &stats.histogram, c.positions) {
        line(l);
    }
    line(String::new());
    longest_wins(lang, stats, &mut line);
    line(String::new());
    match &stats.start {
        None => line(t!(lang, "stats-no-start", pieces = stats.pieces.as_str())),
        Some(start) => {
            line(t!(lang, "stats-start"));
            for v in &start.values {
                line(format!(
                    "  {}",
                    t!(
                        lang,
                        "stats-start-value",
                        first = v.first.to_string(),
                        position = v.position.to_string(),
                        value = facts::value_short(lang, v.value)
                    )
                ));
            }
            line(String::new());
            if start.reachable.is_empty() {
                line(t!(lang, "stats-reachable-none"));
            } else {
                reachable_table(lang, &start.reachable, &mut line);
            }
        }
    }
    if let Some(p) = plot {
        line(String::new());
        line(t!(lang, "stats-plot", path = p.display().to_string()));
    }
    s
}

/// A rule set's name as the statistics give it (`twelve-janggi`), in words.
fn rules_of(lang: Lang, name: &str) -> String {
    name.parse::<Rules>()
        .map_or_else(|_| name.to_string(), |r| facts::rules_name(lang, r))
}

/// The longest wins with their examples, one example a line.
fn longest_wins(lang: Lang, stats: &Stats, line: &mut impl FnMut(String)) {
    line(t!(lang, "stats-longest-wins"));
    for w in &stats.longest_wins {
        let width = stats
            .longest_wins
            .iter()
            .map(|w| count(lang, w.positions).width())
            .max()
            .unwrap_or(0)
            .max(5);
        let head = format!(
            "  {}",
            t!(
                lang,
                "stats-longest-win",
                plies = format!("{:>3}", w.plies),
                count = pad(&count(lang, w.positions), width, true),
                n = w.positions
            )
        );
        for (k, ex) in w.examples.iter().enumerate() {
            if k == 0 {
                line(format!("{head}  {ex}"));
            } else {
                line(format!("{}  {ex}", " ".repeat(head.width())));
            }
        }
    }
}

/// The reachable positions under the three conventions, as a table.
fn reachable_table(lang: Lang, reachable: &[Reachable], line: &mut impl FnMut(String)) {
    line(t!(lang, "stats-reachable"));
    let rows: Vec<[String; 7]> = reachable
        .iter()
        .map(|r| {
            let name = match r.name {
                "published" | "through-terminal" | "mirror-apart" => {
                    t!(lang, "stats-convention", name = r.name)
                }
                other => other.to_string(),
            };
            [
                name,
                group(r.counts.positions),
                group(r.counts.wins),
                group(r.counts.losses),
                group(r.counts.draws),
                group(r.counts.terminal),
                r.counts.depth.to_string(),
            ]
        })
        .collect();
    let header = [
        "",
        "positions",
        "wins",
        "losses",
        "draws",
        "terminal",
        "depth",
    ]
    .map(|c| {
        if c.is_empty() {
            String::new()
        } else {
            t!(lang, "stats-reachable-column", column = c)
        }
    });
    let width: Vec<usize> = (0..7)
        .map(|k| {
            rows.iter()
                .chain(std::iter::once(&header))
                .map(|r| r[k].width())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for r in std::iter::once(&header).chain(rows.iter()) {
        let mut l = format!("  {}", pad(&r[0], width[0], false));
        for k in 1..7 {
            l.push_str(&format!("  {}", pad(&r[k], width[k], true)));
        }
        line(l.trim_end().to_string());
    }
    line(format!("  {}", t!(lang, "stats-reachable-note")));
}

/// The histogram as a compact table: up to three columns of `n  win n  loss n`, filled
/// column by column.
fn histogram_table(lang: Lang, rows: &[DistanceRow], total: u64) -> Vec<String> {
    let w = group(total).len().max(6);
    let cols = if rows.len() <= 12 { 1 } else { 3 };
    let per_col = rows.len().div_ceil(cols);
    let cell = |r: Option<&DistanceRow>| match r {
        Some(r) => format!(
            "{:>4}  {:>w$}  {:>w$}",
            r.plies,
            group(r.wins),
            group(r.losses)
        ),
        None => String::new(),
    };
    let head = format!(
        "{}  {}  {}",
        pad(&t!(lang, "stats-column-n"), 4, true),
        pad(&t!(lang, "stats-column-win"), w, true),
        pad(&t!(lang, "stats-column-loss"), w, true)
    );
    let mut lines = vec![vec![head; cols].join("  │")];
    for i in 0..per_col {
        let cells: Vec<String> = (0..cols)
            .map(|c| cell(rows.get(c * per_col + i)))
            .filter(|s| !s.is_empty())
            .collect();
        lines.push(cells.join("  │"));
    }
    lines
}

/// Draws the histogram as an SVG bar chart (log scale: counts span many orders of magnitude):
/// for each distance n a bar of positions worth win n and one of positions worth loss n.
///
/// # Errors
/// When the file cannot be written.
fn write_plot(stats: &Stats, path: &Path) -> Result<()> {
    let err = |e: &dyn std::fmt::Display| anyhow!("{}: {e}", path.display());
    let rows = &stats.histogram;
    let n = rows.len().max(1) as f64;
    let top = rows
        .iter()
        .map(|r| r.wins.max(r.losses))
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    // About 8 pixels per distance (two bars), at least 1100 wide.
    let width = (200 + 8 * rows.len() as u32).max(1100);
    // Drawn into a string, then written safely (crate::output: temporary name, rename).
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, 560)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| err(&e))?;
        let lang = cli_lang();
        let caption = t!(
            lang,
            "plot-caption",
            rules = rules_of(lang, &stats.rules),
            pieces = stats.pieces.as_str(),
            positions = count(lang, stats.counts.positions),
            draws = count(lang, stats.counts.draws)
        );
        let mut chart = ChartBuilder::on(&root)
            .caption(caption, ("sans-serif", 20))
            .margin(15)
            .x_label_area_size(45)
            .y_label_area_size(80)
            .build_cartesian_2d(-1.0..n, (0.5..top * 2.0).log_scale())
            .map_err(|e| err(&e))?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc(t!(lang, "plot-x"))
            .y_desc(t!(lang, "plot-y"))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| group(y.round() as u64))
            .draw()
            .map_err(|e| err(&e))?;
        let win_color = RGBColor(31, 119, 180);
        let loss_color = RGBColor(214, 39, 40);
        let (win_label, loss_label) = (t!(lang, "stats-column-win"), t!(lang, "stats-column-loss"));
        for (label, color, offset, pick) in [
            (
                win_label,
                win_color,
                -0.45,
                (|r: &DistanceRow| r.wins) as fn(&DistanceRow) -> u64,
            ),
            (loss_label, loss_color, 0.0, |r: &DistanceRow| r.losses),
        ] {
            chart
                .draw_series(rows.iter().filter(|r| pick(r) > 0).map(|r| {
                    let x = r.plies as f64 + offset;
                    Rectangle::new([(x, 0.5), (x + 0.45, pick(r) as f64)], color.filled())
                }))
                .map_err(|e| err(&e))?
                .label(label)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled())
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .draw()
            .map_err(|e| err(&e))?;
        root.present().map_err(|e| err(&e))?;
    }
    let text = format!("{}\n{svg}", crate::output::SVG_MARK);
    crate::output::write(path, text.as_bytes()).map_err(|e| err(&e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start position's part of the report, which only the full tables have: in English
    /// word for word the recorded `sibi stats` of the full 십이장기 table
    /// (`data/results/twelve-janggi-GGMMPP.stats.txt`), its figures put into a [`Stats`] here.
    #[test]
    fn the_start_section_is_the_recorded_one() {
        use sibi_solver::solve::reach::{Convention, ReachCounts};
        use sibi_solver::solve::stats::{StartStats, StartValue};
        use sibi_solver::solve::{Counts, Value};
        use sibi_solver::{Color, Position};
        let recorded = include_str!("../../../data/results/twelve-janggi-GGMMPP.stats.txt");
        let start = recorded.find("start position:").unwrap();
        let end = recorded.find("\nplot:").unwrap();
        let reach = |name, c: [u64; 5], depth| Reachable {
            name,
            convention: Convention::PUBLISHED,
            counts: ReachCounts {
                positions: c[0],
                wins: c[1],
                losses: c[2],
                draws: c[3],
                terminal: c[4],
                depth,
                ..ReachCounts::default()
            },
        };
        let stats = Stats {
            rules: "twelve-janggi".into(),
            pieces: "GGMMPP".into(),
            rounds: 181,
            counts: Counts::default(),
            histogram: Vec::new(),
            longest_win: None,
            longest_loss: None,
            longest_wins: Vec::new(),
            start: Some(StartStats {
                values: [Color::A, Color::D]
                    .map(|c| StartValue {
                        first: c,
                        position: Position::start(c),
                        value: Value::Draw,
                    })
                    .to_vec(),
                reachable: vec![
                    reach(
                        "published",
                        [177941677, 141526240, 33987940, 2427497, 106500648],
                        47,
                    ),
                    reach(
                        "through-terminal",
                        [558871086, 482566487, 73399232, 2905367, 466655611],
                        39,
                    ),
                    reach(
                        "mirror-apart",
                        [355855151, 283030438, 67970215, 4854498, 212985357],
                        48,
                    ),
                ],
            }),
        };
        let text = render(Lang::En, &stats, Path::new("t.sibi"), None);
        assert!(text.ends_with(&recorded[start..end]), "{text}");
        let ko = render(Lang::Ko, &stats, Path::new("t.sibi"), None);
        for line in [
            "시작 국면",
            "  초록이 먼저 둘 때(M2g/KPpk/G2m - a): 무승부",
            "                             국면         승리        패배     무승부    끝난 국면  깊이",
            "  공개된 방식         177,941,677  141,526,240  33,987,940  2,427,497  106,500,648    47",
        ] {
            assert!(ko.lines().any(|l| l == line), "{line:?} in\n{ko}");
        }
    }

    #[test]
    fn histogram_table_columns() {
        let rows: Vec<DistanceRow> = (0..14)
            .map(|n| DistanceRow {
                plies: n,
                wins: 1000 + n as u64,
                losses: n as u64,
            })
            .collect();
        let t = histogram_table(Lang::En, &rows, 99_999);
        // A header and ceil(14 / 3) = 5 lines, column-major: the first line has n = 0, 5, 10.
        assert_eq!(t.len(), 6);
        let first: Vec<&str> = t[1].split('│').map(str::trim).collect();
        assert_eq!(first.len(), 3);
        assert!(first[0].starts_with("0 ") && first[1].starts_with("5 "));
        assert!(first[2].starts_with("10 "));
        // The last line has only two cells (n = 4 and 9; 14 rows end at n = 13).
        assert_eq!(t[5].split('│').count(), 2);
    }
}
