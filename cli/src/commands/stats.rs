//! `sibi stats`: counts, distance histogram (text and SVG plot), longest wins, the start
//! position's value and the positions reachable from it.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Result};
use plotters::prelude::*;
use serde::Serialize;
use sibi_solver::solve::stats::{self, DistanceRow, Stats};
use sibi_solver::table::{Tablebase, TablebaseError};

use super::Exit;
use crate::{EXIT_BAD_INPUT, EXIT_IO};
use sibi_solver::{PieceSet, Rules};

use crate::args::{ReachArg, StatsArgs};
use crate::numbers::group;
use crate::progress::BarProgress;

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
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces).map_err(crate::table::advise)?;
    // The plot's folder is checked before minutes of work.
    if let Some(p) = &args.plot {
        let dir = p.parent().filter(|d| !d.as_os_str().is_empty());
        if p.is_dir() || dir.is_some_and(|d| !d.is_dir()) {
            eprintln!(
                "error: --plot {}: no such folder, or it is a folder",
                p.display()
            );
            return Err(Exit(EXIT_BAD_INPUT).into());
        }
    }
    let progress = BarProgress::new();
    let solution = match table.to_solution(&progress) {
        Ok(s) => s,
        Err(e @ (TablebaseError::CorruptBlock { .. } | TablebaseError::Unexpected { .. })) => {
            // A damaged table exits 1, as probe, verify and annotate do.
            eprintln!("error: {}", crate::text::clean(&e.to_string()));
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
                eprintln!(
                    "error: no plot written: {}",
                    crate::text::clean(&format!("{e:#}"))
                );
                plot_failed = true;
                None
            }
        },
        None => {
            let mut p = path.clone().into_os_string();
            p.push(".histogram.svg");
            let p = PathBuf::from(p);
            match write_plot(&stats, &p) {
                Ok(()) => Some(p),
                Err(e) => {
                    eprintln!(
                        "warning: no plot written: {}",
                        crate::text::clean(&format!("{e:#}"))
                    );
                    None
                }
            }
        }
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
        out.write_all(render(&stats, &path, plot.as_deref()).as_bytes())?;
    }
    out.flush()?;
    if plot_failed {
        return Err(Exit(EXIT_IO).into());
    }
    Ok(())
}

/// The text report.
fn render(stats: &Stats, table: &Path, plot: Option<&Path>) -> String {
    let c = &stats.counts;
    let pct = |n: u64| 100.0 * n as f64 / c.positions.max(1) as f64;
    let mut s = String::new();
    let mut line = |l: String| {
        s.push_str(&l);
        s.push('\n');
    };
    line(format!("table:      {}", table.display()));
    line(format!("rules:      {}", stats.rules));
    line(format!("pieces:     {}", stats.pieces));
    line(format!(
        "positions:  {} (mirror images apart, finished try positions included)",
        group(c.positions)
    ));
    line(format!(
        "  wins:     {:>w$} ({:5.2} %)",
        group(c.wins),
        pct(c.wins),
        w = group(c.positions).len()
    ));
    line(format!(
        "  losses:   {:>w$} ({:5.2} %)",
        group(c.losses),
        pct(c.losses),
        w = group(c.positions).len()
    ));
    line(format!(
        "  draws:    {:>w$} ({:5.2} %)",
        group(c.draws),
        pct(c.draws),
        w = group(c.positions).len()
    ));
    let plies = |n: Option<u16>| n.map_or("none".to_string(), |n| format!("{n} plies"));
    line(format!(
        "longest:    win {}, loss {}",
        plies(stats.longest_win),
        plies(stats.longest_loss)
    ));
    line(String::new());
    line(
        "distance histogram: positions worth win n / loss n for the player to move (n in plies)"
            .to_string(),
    );
    for l in histogram_table(&stats.histogram, c.positions) {
        line(l);
    }
    line(String::new());
    line("longest wins, with examples (player a to move):".to_string());
    for w in &stats.longest_wins {
        let head = format!(
            "  win {:>3}: {:>w$} position{}",
            w.plies,
            group(w.positions),
            if w.positions == 1 { " " } else { "s" },
            w = group(stats.longest_wins[0].positions).len().max(5)
        );
        for (k, ex) in w.examples.iter().enumerate() {
            if k == 0 {
                line(format!("{head}  {ex}"));
            } else {
                line(format!("{}  {ex}", " ".repeat(head.chars().count())));
            }
        }
    }
    line(String::new());
    match &stats.start {
        None => line(format!(
            "start position: not in this table (it has the full piece set GGMMPP; this table \
             has {})",
            stats.pieces
        )),
        Some(start) => {
            line("start position:".to_string());
            for v in &start.values {
                line(format!(
                    "  {} moves first ({}): {}",
                    v.first, v.position, v.value
                ));
            }
            line(String::new());
            if start.reachable.is_empty() {
                line("reachable from the start: not counted (--reachable none)".to_string());
            } else {
                reachable_table(&start.reachable, &mut line);
            }
        }
    }
    if let Some(p) = plot {
        line(String::new());
        line(format!("plot:       {}", p.display()));
    }
    s
}

/// The reachable positions under the three conventions, as a table.
fn reachable_table(reachable: &[stats::Reachable], line: &mut impl FnMut(String)) {
    line(
        "reachable from the start (either player first), win/loss/draw for the player \
                 to move:"
            .to_string(),
    );
    let rows: Vec<[String; 7]> = reachable
        .iter()
        .map(|r| {
            let name = match r.name {
                "published" => "published convention",
                "through-terminal" => "played through terminal",
                "mirror-apart" => "mirror images apart",
                other => other,
            };
            [
                name.to_string(),
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
    .map(String::from);
    let width: Vec<usize> = (0..7)
        .map(|k| {
            rows.iter()
                .chain(std::iter::once(&header))
                .map(|r| r[k].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for r in std::iter::once(&header).chain(rows.iter()) {
        let mut l = format!("  {:<w$}", r[0], w = width[0]);
        for k in 1..7 {
            l.push_str(&format!("  {:>w$}", r[k], w = width[k]));
        }
        line(l.trim_end().to_string());
    }
    line(
        "  (published: positions where the mover can capture the enemy 王 or faces an \
                 enemy 王 holding the try are counted, not played on; mirror images count once)"
            .to_string(),
    );
}

/// The histogram as a compact table: up to three columns of `n  win n  loss n`, filled
/// column by column.
fn histogram_table(rows: &[DistanceRow], total: u64) -> Vec<String> {
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
    let head = format!("{:>4}  {:>w$}  {:>w$}", "n", "win n", "loss n");
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
    let root = SVGBackend::new(path, (width, 560)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let caption = format!(
        "{} {}: positions by distance to the end ({} positions, {} drawn)",
        stats.rules,
        stats.pieces,
        group(stats.counts.positions),
        group(stats.counts.draws)
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
        .x_desc("distance n (plies)")
        .y_desc("positions (log scale)")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| group(y.round() as u64))
        .draw()
        .map_err(|e| err(&e))?;
    let win_color = RGBColor(31, 119, 180);
    let loss_color = RGBColor(214, 39, 40);
    for (label, color, offset, pick) in [
        (
            "win n",
            win_color,
            -0.45,
            (|r: &DistanceRow| r.wins) as fn(&DistanceRow) -> u64,
        ),
        ("loss n", loss_color, 0.0, |r: &DistanceRow| r.losses),
    ] {
        chart
            .draw_series(rows.iter().filter(|r| pick(r) > 0).map(|r| {
                let x = r.plies as f64 + offset;
                Rectangle::new([(x, 0.5), (x + 0.45, pick(r) as f64)], color.filled())
            }))
            .map_err(|e| err(&e))?
            .label(label)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histogram_table_columns() {
        let rows: Vec<DistanceRow> = (0..14)
            .map(|n| DistanceRow {
                plies: n,
                wins: 1000 + n as u64,
                losses: n as u64,
            })
            .collect();
        let t = histogram_table(&rows, 99_999);
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
