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

const W: f64 = 900.0;
const H: f64 = 340.0;
const LEFT: f64 = 80.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 18.0;
const BOTTOM: f64 = 42.0;

/// What a page adds to the graph: a marker at the ply shown (`current`, plies played) and a link
/// from each ply to its page (`link` of the plies played, `None` for no link).
pub struct Nav<'a> {
    /// The position shown, as plies played (0 = the start).
    pub current: Option<usize>,
    /// The address of the position after `k` plies.
    pub link: &'a dyn Fn(usize) -> Option<String>,
}

/// The graph of `a` in `lang` (its words are the catalogue's `graph-…` keys), `longest` being
/// the table's longest distance D in plies, with `nav` on a page (none in a file).
pub fn value_history(a: &GameAnnotation, longest: u16, lang: Lang, nav: Option<&Nav>) -> Markup {
    let (ply_word, axis) = (t!(lang, "graph-ply"), t!(lang, "graph-axis"));
    let points: Vec<HistoryPoint> = a.history();
    let n = points.last().map_or(1, |p| p.ply.max(1)) as f64;
    let x = |ply: f64| LEFT + (W - LEFT - RIGHT) * ply / n;
    let y = |h: f64| TOP + (H - TOP - BOTTOM) * (1.0 - h) / 2.0;
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
    let half = (W - LEFT - RIGHT) / n / 2.0;
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
    let step = if n > 60.0 { 10 } else { 5 };
    let blunders: Vec<_> = a
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Blunder)
        .collect();
    html! {
        svg.graph xmlns="http://www.w3.org/2000/svg" viewBox={ "0 0 " (W) " " (H) } width=(W) height=(H) role="img" aria-label=(axis) {
            rect x="0" y="0" width=(W) height=(H) fill="#ffffff" {}
            // The phases: who was winning, stretch by stretch (positions before plies
            // first..last, ply n + 1 standing for the position after the last).
            @for ph in &a.summary.phases {
                @let x0 = x((ph.first - 1) as f64);
                @let x1 = x((ph.last as f64).min(n));
                rect.phase x=(format!("{x0:.1}")) y=(TOP) width=(format!("{:.1}", (x1 - x0).max(2.0))) height=(H - TOP - BOTTOM) fill=(fill(ph.winner)) {}
            }
            @for v in ticks {
                @let ty = yv(v);
                line x1=(LEFT) x2=(W - RIGHT) y1=(format!("{ty:.1}")) y2=(format!("{ty:.1}")) stroke=(if v == Value::Draw { "#555" } else { "#bbb" }) stroke-dasharray=(if v == Value::Draw { "4 3" } else { "2 4" }) {}
                text.tick x=(LEFT - 6.0) y=(format!("{:.1}", ty + 4.0)) text-anchor="end" font-size="12" fill="#333" { (tick_text(v)) }
            }
            @for k in (0..=(n as usize)).step_by(step) {
                @let tx = x(k as f64);
                line x1=(format!("{tx:.1}")) x2=(format!("{tx:.1}")) y1=(H - BOTTOM) y2=(H - BOTTOM + 4.0) stroke="#333" {}
                text x=(format!("{tx:.1}")) y=(H - BOTTOM + 16.0) text-anchor="middle" font-size="11" fill="#333" { (k) }
            }
            text x=(LEFT + (W - LEFT - RIGHT) / 2.0) y=(H - 6.0) text-anchor="middle" font-size="12" fill="#333" { (ply_word) }
            text x="14" y=(TOP + (H - TOP - BOTTOM) / 2.0) text-anchor="middle" font-size="12" fill="#333" transform={ "rotate(-90 14 " (TOP + (H - TOP - BOTTOM) / 2.0) ")" } { (axis) }
            // The ply shown.
            @if let Some(k) = nav.and_then(|n| n.current) {
                @let cx = x(k as f64);
                line.current x1=(format!("{cx:.1}")) x2=(format!("{cx:.1}")) y1=(TOP) y2=(H - BOTTOM) stroke="#f2b705" stroke-width="4" opacity=".8" {}
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
                            rect x=(format!("{:.1}", (px - half).max(LEFT))) y=(TOP) width=(format!("{:.1}", 2.0 * half)) height=(H - TOP - BOTTOM) fill="transparent" {
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
                    text x=(format!("{bx:.1}")) y=(format!("{ly:.1}")) text-anchor="middle" font-size="11" font-weight="700" fill="#d93025" { (b.ply) (PreEscaped(" ??")) }
                    title { (t!(lang, "graph-blunder", ply = b.ply, move = b.hanja.as_str(), before = facts::value_short(lang, b.before), after = facts::value_short(lang, b.after))) }
                }
            }
        }
    }
}
