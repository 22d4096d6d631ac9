//! The value-history graph of an annotated game, as SVG (no script): x = plies played (0 = the
//! start), y = the value for player a on the centre line's two sides (`history_height`: wins
//! above, losses below, on a logarithmic scale of the distance — a quick win near the top, the
//! longest a gap above the draw line), the phases coloured by who was winning, each blunder
//! marked. The same picture for `sibi annotate --plot` and the server's pages, which add a
//! marker at the ply shown and a link from each ply ([`Nav`]).

use crate::catalogue::{facts, Lang};
use crate::t;
use maud::{html, Markup, PreEscaped};
use sibi_solver::query::annotate::{history_height, HistoryPoint};
use sibi_solver::query::annotate::{GameAnnotation, Verdict};
use sibi_solver::{Color, Value};

/// The size and the text of one drawing of the graph, in the SVG's own units: the wide one
/// ([`WIDE`], for a file and a desktop page) or the phone's ([`PHONE`]).
pub struct Frame {
    /// The class of the `<svg>` besides `graph` (the page's style sheet shows one drawing by
    /// the screen's width).
    pub class: &'static str,
    /// The width.
    pub w: f64,
    /// The height.
    pub h: f64,
    /// The margins around the plot: left (the ticks' words), right, top and bottom (the plies).
    pub left: f64,
    /// The right margin.
    pub right: f64,
    /// The top margin.
    pub top: f64,
    /// The bottom margin.
    pub bottom: f64,
    /// The size of the axes' words; the plies' numbers and the blunders' marks are one unit
    /// smaller where the drawing is wide.
    pub font: f64,
    /// The least room between two numbers of plies under the plot.
    pub ply_gap: f64,
}

/// The graph 900 units wide: a file's, and a page's from about 600 px wide.
pub const WIDE: Frame = Frame {
    class: "wide",
    w: 900.0,
    h: 340.0,
    left: 80.0,
    right: 16.0,
    top: 18.0,
    bottom: 42.0,
    font: 12.0,
    ply_gap: 0.0,
};

/// The graph on a phone: 360 units, drawn at most 360 CSS pixels wide (a 390-px phone's page
/// holds it unscaled), so that its words stay 12 px tall there (issue 42).
pub const PHONE: Frame = Frame {
    class: "phone",
    w: 360.0,
    h: 340.0,
    left: 76.0,
    right: 12.0,
    top: 18.0,
    bottom: 42.0,
    font: 12.0,
    ply_gap: 34.0,
};

impl Frame {
    /// The plies between two numbers under the plot of `n` plies: every 5 or 10 on the wide
    /// drawing; on a narrow one the fewest of 5, 10, 20, 50 or 100 that stand `ply_gap` apart.
    fn ply_step(&self, n: f64) -> usize {
        if self.ply_gap <= 0.0 {
            return if n > 60.0 { 10 } else { 5 };
        }
        let plot = self.w - self.left - self.right;
        [5, 10, 20, 50, 100]
            .into_iter()
            .find(|&s| plot * s as f64 / n >= self.ply_gap)
            .unwrap_or(100)
    }
}

/// What a page adds to the graph: a marker at the ply shown (`current`, plies played) and a link
/// from each ply to its page (`link` of the plies played, `None` for no link).
pub struct Nav<'a> {
    /// The position shown, as plies played (0 = the start).
    pub current: Option<usize>,
    /// The address of the position after `k` plies.
    pub link: &'a dyn Fn(usize) -> Option<String>,
}

/// The graph of `a` in `lang` (its words are the catalogue's `graph-…` keys), `longest` being
/// the table's longest distance D in plies, with `nav` on a page (none in a file): the
/// [`WIDE`] drawing.
pub fn value_history(a: &GameAnnotation, longest: u16, lang: Lang, nav: Option<&Nav>) -> Markup {
    value_history_in(&WIDE, a, longest, lang, nav)
}

/// [`value_history`] drawn in `frame`.
pub fn value_history_in(
    frame: &Frame,
    a: &GameAnnotation,
    longest: u16,
    lang: Lang,
    nav: Option<&Nav>,
) -> Markup {
    let &Frame {
        class,
        w: fw,
        h: fh,
        left,
        right,
        top,
        bottom,
        font,
        ..
    } = frame;
    // The small words: one unit smaller than the axes' on the wide drawing, as large on a phone.
    let small = if frame.ply_gap > 0.0 {
        font
    } else {
        font - 1.0
    };
    let (ply_word, axis) = (t!(lang, "graph-ply"), t!(lang, "graph-axis"));
    let points: Vec<HistoryPoint> = a.history();
    let n = points.last().map_or(1, |p| p.ply.max(1)) as f64;
    let x = |ply: f64| left + (fw - left - right) * ply / n;
    let y = |h: f64| top + (fh - top - bottom) * (1.0 - h) / 2.0;
    let yv = |v: Value| y(history_height(v, longest));
    let fill = |winner: Option<Color>| match winner {
        Some(Color::A) => "#dcefd6",
        Some(Color::D) => "#f8dcd7",
        None => "#ececec",
    };
    let line: String = points
        .iter()
        .map(|p| format!("{:.1},{:.1}", x(p.ply as f64), yv(p.value)))
        .collect::<Vec<_>>()
        .join(" ");
    // A tick at every height a reader needs (the logarithmic scale spreads them evenly), up to
    // the table's longest distance.
    let longest_tick = longest.max(1);
    let mut ticks: Vec<Value> = [1u16, 5, 20, 60]
        .into_iter()
        .filter(|&k| k < longest_tick)
        .chain([longest_tick])
        .map(Value::Win)
        .collect();
    ticks.push(Value::Draw);
    let losses: Vec<Value> = ticks
        .iter()
        .filter_map(|v| match v {
            Value::Win(k) => Some(Value::Loss(*k)),
            _ => None,
        })
        .rev()
        .collect();
    ticks.extend(losses);
    let half = (fw - left - right) / n / 2.0;
    // The axis is narrow: its ticks use the short `graph-…` words, each with its unit.
    let tick_text = |v: Value| match v {
        Value::Win(k) => t!(lang, "graph-win", n = k),
        Value::Loss(k) => t!(lang, "graph-loss", n = k),
        Value::Draw => t!(lang, "graph-draw"),
    };
    let point_text = |ply: usize, v: Value| {
        t!(
            lang,
            "graph-point",
            ply = ply,
            value = facts::value_short(lang, v)
        )
    };
    let step = frame.ply_step(n);
    let blunders: Vec<_> = a
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Blunder)
        .collect();
    html! {
        svg class={ "graph " (class) } xmlns="http://www.w3.org/2000/svg" viewBox={ "0 0 " (fw) " " (fh) } width=(fw) height=(fh) role="img" aria-label=(axis) {
            rect x="0" y="0" width=(fw) height=(fh) fill="#ffffff" {}
            // The phases: who was winning, stretch by stretch (positions before plies
            // first..last, ply n + 1 standing for the position after the last).
            @for ph in &a.summary.phases {
                @let x0 = x((ph.first - 1) as f64);
                @let x1 = x((ph.last as f64).min(n));
                rect.phase x=(format!("{x0:.1}")) y=(top) width=(format!("{:.1}", (x1 - x0).max(2.0))) height=(fh - top - bottom) fill=(fill(ph.winner)) {}
            }
            @for v in ticks {
                @let ty = yv(v);
                line x1=(left) x2=(fw - right) y1=(format!("{ty:.1}")) y2=(format!("{ty:.1}")) stroke=(if v == Value::Draw { "#555" } else { "#bbb" }) stroke-dasharray=(if v == Value::Draw { "4 3" } else { "2 4" }) {}
                text.tick x=(left - 6.0) y=(format!("{:.1}", ty + 4.0)) text-anchor="end" font-size=(font) fill="#333" { (tick_text(v)) }
            }
            @for k in (0..=(n as usize)).step_by(step) {
                @let tx = x(k as f64);
                line x1=(format!("{tx:.1}")) x2=(format!("{tx:.1}")) y1=(fh - bottom) y2=(fh - bottom + 4.0) stroke="#333" {}
                text x=(format!("{tx:.1}")) y=(fh - bottom + 16.0) text-anchor="middle" font-size=(small) fill="#333" { (k) }
            }
            text x=(left + (fw - left - right) / 2.0) y=(fh - 6.0) text-anchor="middle" font-size=(font) fill="#333" { (ply_word) }
            text x="14" y=(top + (fh - top - bottom) / 2.0) text-anchor="middle" font-size=(font) fill="#333" transform={ "rotate(-90 14 " (top + (fh - top - bottom) / 2.0) ")" } { (axis) }
            // The ply shown.
            @if let Some(k) = nav.and_then(|n| n.current) {
                @let cx = x(k as f64);
                line.current x1=(format!("{cx:.1}")) x2=(format!("{cx:.1}")) y1=(top) y2=(fh - bottom) stroke="#f2b705" stroke-width="4" opacity=".8" {}
            }
            polyline points=(line) fill="none" stroke="#1a4fa3" stroke-width="2" {}
            @for p in &points {
                circle cx=(format!("{:.1}", x(p.ply as f64))) cy=(format!("{:.1}", yv(p.value))) r="2.5" fill="#1a4fa3" {
                    title { (point_text(p.ply, p.value)) }
                }
            }
            // A click on a ply's column goes to its page.
            @if let Some(nav) = nav {
                @for p in &points {
                    @if let Some(href) = (nav.link)(p.ply) {
                        @let px = x(p.ply as f64);
                        a.plylink href=(href) {
                            rect x=(format!("{:.1}", (px - half).max(left))) y=(top) width=(format!("{:.1}", 2.0 * half)) height=(fh - top - bottom) fill="transparent" {
                                title { (point_text(p.ply, p.value)) }
                            }
                        }
                    }
                }
            }
            @for (i, b) in blunders.iter().enumerate() {
                @let bx = x(b.ply as f64);
                @let by = points.iter().find(|p| p.ply == b.ply).map_or(y(0.0), |p| yv(p.value));
                // A label close to the previous one goes below its mark, so they do not overlap.
                @let crowded = i % 2 == 1 && b.ply <= blunders[i - 1].ply + 3;
                @let ly = if crowded { by + 21.0 } else { by - 11.0 };
                g.blunder data-ply=(b.ply) {
                    circle cx=(format!("{bx:.1}")) cy=(format!("{by:.1}")) r="7" fill="none" stroke="#d93025" stroke-width="2.5" {}
                    text x=(format!("{bx:.1}")) y=(format!("{ly:.1}")) text-anchor="middle" font-size=(small) font-weight="700" fill="#d93025" { (b.ply) (PreEscaped(" ??")) }
                    title { (t!(lang, "graph-blunder", ply = b.ply, move = b.hanja.as_str(), before = facts::value_short(lang, b.before), after = facts::value_short(lang, b.after))) }
                }
            }
        }
    }
}
