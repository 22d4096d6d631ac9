//! The explorer: `/` (the page of a position, rendered on the server from the library's
//! [`BestReport`]; it works without JavaScript: every move is a link) and its JSON API,
//! `/api/v1/position` and `/api/v1/mainline`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use maud::{html, Markup};
use serde::Deserialize;
use sibi_solver::limits::echo;
use sibi_solver::line::Line;
use sibi_solver::query::pressure::reference_level;
use sibi_solver::query::{
    best_report_with, principal_variation, BestReport, MoveLabel, ParsedLine, PvReport,
};
use sibi_solver::record::Termination;
use sibi_solver::{parse_move, Color, Move, MoveText, Position, Rules, Wdl};

use super::board::{board, steps_button};
use super::context::Context;
use super::error::{Error, Title};
use super::error_page;
use super::hints;
use super::page::{self, document, footer, header_at, Ctx};
use super::query::{is_on, Query};
use crate::t;

/// The longest principal variation a response holds, in plies (a won or lost line is at most
/// the table's longest distance, 180 plies; a drawn one stops at the first repetition).
pub const MAX_PV_PLIES: usize = 1000;

/// The query of the explorer page.
#[derive(Debug, Default, Deserialize)]
pub struct ExplorerQuery {
    /// Position text, optionally with `moves` (none: the default position).
    pos: Option<String>,
    /// The move that led here, to highlight (ignored when it does not read).
    last: Option<String>,
    /// `main`: only the page's main part, for the script.
    part: Option<String>,
    /// `pressure`: moves of equal label ordered by their pressure (else by their traps).
    order: Option<String>,
    /// The line the page stands in (`POSITION moves M1 …`, at most `MAX_QUERY_BYTES`), drawn
    /// on the page ([`super::lines::line_nav`]).
    line: Option<String>,
}

/// How the page orders moves of equal label: by their traps (the report's order) or by
/// their pressure (`order=pressure`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The most traps first ([`BestReport::moves`] as the library orders them).
    Traps,
    /// The most pressure first ([`order_by_pressure`]).
    Pressure,
}

impl Order {
    /// The order a query's `order=` asks for (anything but `pressure`: the traps).
    pub fn of(text: Option<&str>) -> Order {
        match text {
            Some("pressure") => Order::Pressure,
            _ => Order::Traps,
        }
    }

    /// `href` (a link of this page, with a query) keeping this order.
    fn keep(self, href: String) -> String {
        match self {
            Order::Traps => href,
            Order::Pressure => href + "&order=pressure",
        }
    }
}

/// The query of the API: `pos` and, for `/api/v1/position`, `line=1|true`.
#[derive(Debug, Default, Deserialize)]
pub struct ApiQuery {
    /// Position text, optionally with `moves`.
    pos: Option<String>,
    /// Whether to add the principal variation.
    line: Option<String>,
}

/// The line of an API request's `pos`.
///
/// # Errors
/// 400 when `pos` is missing or does not read, 404 for a position of another table.
pub fn api_line(cx: &Context, pos: Option<&str>) -> Result<ParsedLine, Error> {
    let Some(text) = pos else {
        return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
            crate::t!(lang, "error-missing-pos")
        }));
    };
    cx.line(text)
}

/// `GET /api/v1/position?pos=TEXT[&line=1]`: what `sibi best --json` gives, the principal
/// variation only with `line=1`.
pub async fn api_position(cx: Context, Query(q): Query<ApiQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let pv = is_on(q.line.as_deref(), true).then_some(MAX_PV_PLIES);
    let mut report = best_report_with(&cx.table, &line, pv, |after| cx.state.replies(after))?;
    if let Some(pos) = line.line.position() {
        lead_with_first_move(&cx.table, pos, &mut report)?;
    }
    Ok(Json(report).into_response())
}

/// `GET /api/v1/mainline?pos=TEXT`: the principal variation alone.
pub async fn api_mainline(cx: Context, Query(q): Query<ApiQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let pv = match line.line.position() {
        Some(pos) => PvReport::from(&principal_variation(&cx.table, pos, MAX_PV_PLIES)?),
        None => PvReport::KING_CAPTURED,
    };
    Ok(Json(pv).into_response())
}

/// `GET /?pos=TEXT[&last=MOVE][&flip=1][&lang=en|ko][&part=main]`: the explorer page of a
/// position (`part=main`: only its main part, for the script).
pub async fn explorer(cx: Context, Query(q): Query<ExplorerQuery>) -> Result<Response, Error> {
    let c = &cx.page;
    let text = q.pos.as_deref().map(str::trim).filter(|s| !s.is_empty());
    let (line, note) = match text {
        None => {
            // The position itself, not its text read again.
            let (pos, note) = cx.default_position();
            let line = ParsedLine {
                text: pos.to_string(),
                line: Line::new(pos, cx.rules()),
            };
            (line, note.then_some(t!(c.lang, "page-not-in-table")))
        }
        Some(text) => (cx.line(text).map_err(|e| e.showing(echo(text)))?, None),
    };
    let pos = match line.line.king_capture() {
        None => *line.line.last_position(),
        Some((before, mv)) => {
            let lang = c.lang;
            let msg = format!(
                "{mv}: {}",
                crate::catalogue::facts::game_over(
                    lang,
                    sibi_solver::GameEnd::KingCapture,
                    before.side_to_move()
                )
            );
            return Ok(page::response(
                StatusCode::OK,
                error_page::message(
                    c,
                    &crate::t!(lang, "explorer-game-over"),
                    &msg,
                    &before.to_string(),
                    &cx.here,
                ),
            ));
        }
    };
    let last: Option<Move> =
        q.last
            .as_deref()
            .and_then(|m| parse_move(m).ok())
            .and_then(|m| match m {
                MoveText::Step { from, to, .. } => Some(Move::Step { from, to }),
                MoveText::Drop { role, to } => Some(Move::Drop { role, to }),
                MoveText::Compact { .. } => None,
            });
    let mut report = best_report_with(&cx.table, &line, Some(MAX_PV_PLIES), |after| {
        cx.state.replies(after)
    })
    .map_err(|e| Error::from(e).titled(Title::TableError))?;
    let shown = match q.line.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(text) => super::lines::Shown::of(cx.rules(), text, &pos)?,
    };
    let order = Order::of(q.order.as_deref());
    match order {
        Order::Pressure => order_by_pressure(&cx.table, &pos, &mut report),
        Order::Traps => lead_with_first_move(&cx.table, &pos, &mut report),
    }
    .map_err(|e| Error::from(e).titled(Title::TableError))?;
    let hint = if c.hidden() {
        hints::hint_at(&cx.table, &pos, c.hint)
            .map_err(|e| Error::from(e).titled(Title::TableError))?
    } else {
        None
    };
    let view = View {
        pos: &pos,
        rules: cx.rules(),
        last,
        note: note.as_deref(),
        order,
        hint,
        shown: shown.as_ref(),
    };
    let markup = if q.part.as_deref() == Some("main") {
        explorer_main(c, &report, &view)
    } else {
        explorer_page(c, &report, &view)
    };
    Ok(page::response(StatusCode::OK, markup))
}

/// Orders the moves of `report` of equal label by their pressure, the most first (a stable
/// sort: by their traps among equal pressure), its best moves the same, and makes its
/// principal variation play the first of them, then the principal variation from there
/// (cut where it comes back to `pos`, a repetition). The library's ranking, which the levels
/// follow, stays as it is.
///
/// # Errors
/// The table's.
pub fn order_by_pressure<S: sibi_solver::query::ValueSource>(
    source: &S,
    pos: &Position,
    report: &mut BestReport,
) -> Result<(), S::Error> {
    let pressure = |m: &MoveLabel| m.pressure.map_or(0.0, |p| p.probability);
    report.moves.sort_by(|a, b| {
        b.value
            .cmp(&a.value)
            .then(pressure(b).total_cmp(&pressure(a)))
    });
    let Some(first) = report.moves.first().cloned() else {
        return Ok(());
    };
    report.best = report
        .moves
        .iter()
        .take_while(|m| m.value == first.value)
        .cloned()
        .collect();
    lead_with_first_move(source, pos, report)
}

/// Makes the principal variation of `report` play the first of its moves, in the order the
/// page shows them (equal labels by traps, or by pressure), then the principal variation from
/// there, cut where it comes back to `pos` (a repetition): the line under the list starts with
/// the move at its top. The library's ranking, which the levels and `sibi best` follow, stays.
///
/// # Errors
/// The table's.
pub fn lead_with_first_move<S: sibi_solver::query::ValueSource>(
    source: &S,
    pos: &Position,
    report: &mut BestReport,
) -> Result<(), S::Error> {
    let Some(first) = report.moves.first().cloned() else {
        return Ok(());
    };
    let Some(pv) = &report.pv else {
        return Ok(());
    };
    if pv.moves.first().map(|m| m.mv) == Some(first.mv) {
        return Ok(());
    }
    let head = MoveLabel {
        replies: None,
        pressure: None,
        ..first
    };
    let mut line = match head.position_after {
        None => PvReport {
            moves: Vec::new(),
            ..PvReport::KING_CAPTURED
        },
        Some(after) => PvReport::from(&principal_variation(source, &after, MAX_PV_PLIES - 1)?),
    };
    if let Some(k) = line
        .moves
        .iter()
        .position(|m| m.position_after == Some(*pos))
    {
        line.moves.truncate(k + 1);
        line.end = Termination::Repetition;
        line.final_position = Some(*pos);
    }
    line.moves.insert(0, head);
    report.pv = Some(line);
    Ok(())
}

/// A probability as the page shows a pressure: to the percent, to 0.1 % below 3 %, `<0.1`
/// above 0 and `>99` below 1 (never a rounded 0 or 100 for what may yet happen or not).
fn percent_text(p: f64) -> String {
    if p <= 0.0 || p >= 1.0 {
        format!("{:.0}", 100.0 * p.clamp(0.0, 1.0))
    } else if p < 0.001 {
        "<0.1".to_string()
    } else if p < 0.03 {
        format!("{:.1}", 100.0 * p)
    } else if p >= 0.995 {
        ">99".to_string()
    } else {
        format!("{:.0}", 100.0 * p)
    }
}

/// One labelled move: a link to the position after it (none after a king capture), with the
/// data the script needs to move pieces on the board.
fn move_item(ctx: &Ctx, m: &MoveLabel, best: bool, order: Order) -> Markup {
    let class = match m.value.wdl() {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    };
    let (from, drop) = match m.mv {
        Move::Step { from, .. } => (Some(from.to_string()), None),
        Move::Drop { role, .. } => (None, Some(role.upper_char().to_string())),
    };
    let inner = html! {
        span.cmv { (m.mv) }
        " "
        span.hj { (ctx.lang.hanja(&m.hanja)) }
        " "
        span.lbl { (ctx.lang.label(m.value)) }
        @if best { " " span.badge { (t!(ctx.lang, "page-best")) } }
        @if let Some(r) = m.replies.filter(|r| r.total > 0) {
            " " span.traps data-losing=(r.losing) data-total=(r.total) {
                (crate::t!(ctx.lang, "explorer-replies", losing = r.losing, total = r.total))
            }
        }
        // A winning move leaves the opponent nothing to worsen: its pressure is 0, not shown.
        @if let Some(p) = m.pressure.filter(|p| p.total > 0 && m.value.wdl() != Wdl::Win) {
            " " span.pressure data-pressure=(p.probability) title=(pressure_title(ctx, p.level)) {
                (crate::t!(ctx.lang, "explorer-pressure", percent = crate::t!(ctx.lang, "percent", value = percent_text(p.probability))))
            }
        }
    };
    html! {
        li class={ "mv " (class) @if best { " best" } } data-move=(m.mv) data-to=(m.mv.to()) data-from=[from] data-drop=[drop] data-wdl=(class) {
            @match m.position_after {
                Some(after) => a href=(order.keep(ctx.href(&after, Some(m.mv)))) { (inner) },
                None => span.capture { (inner) " — " span.capmsg { (t!(ctx.lang, "page-captures-king")) } },
            }
        }
    }
}

/// What the pressure of a move is, at `level` (the tooltip of its figure).
fn pressure_title(ctx: &Ctx, level: sibi_solver::query::Level) -> String {
    crate::t!(
        ctx.lang,
        "explorer-pressure-title",
        level = crate::catalogue::facts::level_title(ctx.lang, level)
    )
}

/// Under the board: whose turn it is, the tools (flip, the other side to move, edit, the start,
/// the step marks, the values' switch) and the position text to copy or edit. `order` is the
/// moves' order the links keep (`None` with the values hidden: no order, and no side swap);
/// `swapped` the position with the other side to move, if it is one.
fn position_tools(
    ctx: &Ctx,
    view: &View,
    order: Option<Order>,
    swapped: Option<&Position>,
) -> Markup {
    let (lang, pos, last) = (ctx.lang, view.pos, view.last);
    let flip = ctx.href_flip(pos, last);
    html! {
        p.tomove { (t!(lang, "page-to-move")) ": " strong { (lang.player(pos.side_to_move())) } }
        div.tools {
            a.flip href=(order.map_or(flip.clone(), |o| o.keep(flip.clone()))) { (t!(lang, "page-flip")) }
            @if let Some(s) = swapped { " · " a href=(ctx.href(s, None)) { (t!(lang, "page-swap")) } }
            " · " a href=(ctx.href_edit(pos)) { (t!(lang, "page-edit")) }
            " · " a href=(ctx.href(&Position::start(Color::A), None)) { (t!(lang, "page-start")) }
            " " (steps_button(lang))
            " · " (value_switch(ctx, view))
        }
        form.postext method="get" action="/" {
            label for="pos" { (t!(lang, "page-position-text")) }
            input #pos type="text" name="pos" value=(pos) spellcheck="false" autocomplete="off" maxlength="200";
            (ctx.lang_field())
            @if ctx.flip { input type="hidden" name="flip" value="1"; }
            @if order == Some(Order::Pressure) { input type="hidden" name="order" value="pressure"; }
            button type="submit" { (t!(lang, "page-go")) }
        }
    }
}

/// The control that orders moves of equal label by their traps or by their pressure: the
/// order shown, and a link to the other (a plain link: it works without the script).
fn order_control(ctx: &Ctx, view: &View) -> Markup {
    let lang = ctx.lang;
    let here = ctx.href(view.pos, view.last);
    html! {
        p.order {
            (crate::t!(lang, "explorer-order")) " "
            @match view.order {
                Order::Traps => {
                    strong { (crate::t!(lang, "explorer-order-traps")) } " · "
                    a href=(Order::Pressure.keep(here)) { (crate::t!(lang, "explorer-order-pressure")) }
                }
                Order::Pressure => {
                    a href=(here) { (crate::t!(lang, "explorer-order-traps")) } " · "
                    strong { (crate::t!(lang, "explorer-order-pressure")) }
                }
            }
        }
        @if view.order == Order::Pressure {
            p.pressnote { (pressure_title(ctx, reference_level())) }
        }
    }
}

/// The position a page shows and how: what [`explorer_main`] draws besides the report.
pub struct View<'a> {
    /// The position.
    pub pos: &'a Position,
    /// Its rules.
    pub rules: Rules,
    /// The move that led to it, highlighted.
    pub last: Option<Move>,
    /// A note above the verdict.
    pub note: Option<&'a str>,
    /// How moves of equal label are ordered.
    pub order: Order,
    /// The hint asked (values hidden only).
    pub hint: Option<hints::Hint>,
    /// The line of the page's address, if the position stands in it.
    pub shown: Option<&'a super::lines::Shown>,
}

/// The main part of the explorer page: verdict, board, moves, principal variation, the
/// position text. Also what the script fetches to update the page (`?part=main`).
pub fn explorer_main(ctx: &Ctx, report: &BestReport, view: &View) -> Markup {
    let &View {
        pos,
        rules,
        last,
        note,
        order,
        hint: _,
        shown,
    } = view;
    if ctx.hidden() {
        return hidden_main(ctx, report, view);
    }
    let lang = ctx.lang;
    let side = pos.side_to_move();
    let verdict = match pos.game_over(rules) {
        Some(g) => lang.game_over(g, side),
        None => lang.verdict(report.probe.value, side),
    };
    let group = |wdl: Wdl| -> Vec<&MoveLabel> {
        report
            .moves
            .iter()
            .filter(|m| m.value.wdl() == wdl)
            .collect()
    };
    let best_value = report.best.first().map(|m| m.value);
    let swapped = {
        let mut s = pos.to_setup();
        s.side = side.other();
        Position::from_setup(&s, rules, pos.piece_set()).ok()
    };
    html! {
        main #main.explorer data-pos=(pos) data-lang=(lang.code()) data-flip=(ctx.flip) data-title=(explorer_title(ctx, pos)) {
            @if let Some(n) = note { p.note { (n) } }
            h1.verdict data-wdl=(report.probe.value.wdl().name()) { (verdict) }
            p.units { (t!(ctx.lang, "page-units")) }
            // From about 1,000 px wide the moves and the principal variation stand beside the
            // board (style.css); narrower, below it.
            div.columns {
            div.boardcol {
            (board(ctx, pos, rules, last))
            (position_tools(ctx, view, Some(order), swapped.as_ref()))
            }
            div.movescol {
            // The line of the address (`line=`), or the line played in this tab, kept and drawn
            // by the script (hidden without either).
            (super::lines::line_nav(ctx, rules, shown))
            @if !report.moves.is_empty() {
                section.moves {
                    (order_control(ctx, view))
                    @for (title, wdl) in [(t!(ctx.lang, "page-winning"), Wdl::Win), (t!(ctx.lang, "page-drawing"), Wdl::Draw), (t!(ctx.lang, "page-losing"), Wdl::Loss)] {
                        @let g = group(wdl);
                        h2 { (title) " (" (g.len()) ")" }
                        @if !g.is_empty() {
                            ul.movelist {
                                @for m in g { (move_item(ctx, m, Some(m.value) == best_value, order)) }
                            }
                        }
                    }
                }
            }
            // Under the principal variation's heading, the line it plays out after the line
            // shown (where there is no principal variation, here).
            @if report.pv.as_ref().is_none_or(|pv| pv.moves.is_empty()) {
                (autoplay_controls(ctx))
            }
            @if let Some(pv) = &report.pv {
                @if !pv.moves.is_empty() {
                    section.pvsec {
                        h2 { (t!(ctx.lang, "page-pv", n = pv.moves.len())) }
                        (autoplay_controls(ctx))
                        ol.pv {
                            @for (k, m) in pv.moves.iter().enumerate() {
                                @let mover = if k % 2 == 0 { side } else { side.other() };
                                li data-move=(m.mv) {
                                    @match m.position_after {
                                        Some(after) => a href=(order.keep(ctx.href(&after, Some(m.mv)))) { span.side { (lang.player(mover)) } " " span.hj { (lang.hanja(&m.hanja)) } " " span.lbl { (lang.label(m.value)) } },
                                        None => span { span.side { (lang.player(mover)) } " " span.hj { (lang.hanja(&m.hanja)) } " " span.lbl { (lang.label(m.value)) } },
                                    }
                                }
                            }
                        }
                        (super::lines::download_links(ctx, rules, pos, &pv.moves.iter().map(|m| m.mv).collect::<Vec<_>>(), &t!(ctx.lang, "lines-download-pv")))
                        p.pvend {
                            @match pv.end {
                                Termination::KingCapture => (t!(ctx.lang, "page-pv-end-capture")),
                                Termination::Repetition => (t!(ctx.lang, "page-pv-end-repetition")),
                                Termination::Unfinished => (t!(ctx.lang, "page-pv-end-cut")),
                                end => @if let Some(g) = end.board() {
                                    (lang.game_over(g, pv.final_position.map_or(side, |p| p.side_to_move())))
                                },
                            }
                        }
                    }
                }
            }
            }
            }
            noscript { p.nojs { (t!(ctx.lang, "page-no-js")) } }
        }
    }
}

/// The autoplay's controls (hidden: the script shows them): play / pause, the speed, and
/// the keys that play the line out, go to its ends and flip the board.
fn autoplay_controls(ctx: &Ctx) -> Markup {
    let lang = ctx.lang;
    html! {
        div.autoplay hidden {
            button.autoplay type="button" aria-pressed="false"
                data-play=(t!(lang, "lines-autoplay-play")) data-pause=(t!(lang, "lines-autoplay-pause")) {
                (t!(lang, "lines-autoplay-play"))
            }
            " "
            label for="speed" { (t!(lang, "lines-speed")) }
            " "
            select #speed.speed {
                option value="slow" { (t!(lang, "lines-speed-slow")) }
                option value="normal" selected { (t!(lang, "lines-speed-normal")) }
                option value="fast" { (t!(lang, "lines-speed-fast")) }
            }
            p.keys { (page::keys(&t!(lang, "lines-keys"))) }
        }
    }
}

/// The whole explorer page.
pub fn explorer_page(ctx: &Ctx, report: &BestReport, view: &View) -> Markup {
    let pos = view.pos;
    let body = html! {
        (header_at(ctx, &view.order.keep(ctx.href_lang(pos, view.last)), Some(pos)))
        (explorer_main(ctx, report, view))
        (footer())
    };
    document(ctx, &explorer_title(ctx, pos), body)
}

/// The explorer's page title for `pos` (the same whether the page was loaded or the position
/// reached by a move made in it: the script takes it from `data-title`).
fn explorer_title(ctx: &Ctx, pos: &Position) -> String {
    format!("{} · {}", pos, t!(ctx.lang, "page-title"))
}

/// The switch of hidden values for this page ([`hints::switch`]).
fn value_switch(ctx: &Ctx, view: &View) -> Markup {
    let (pos, last) = (view.pos, view.last);
    let on = view.order.keep(ctx.hiding(true).href(pos, last));
    let off = view.order.keep(ctx.hiding(false).href(pos, last));
    let show = format!("{}&show=1", view.order.keep(ctx.href(pos, last)));
    hints::switch(ctx, &on, &off, Some(&show))
}

/// One move of the page with its values hidden: a link to the position after it, no label,
/// no class or data that gives its value away.
fn hidden_move_item(ctx: &Ctx, pos: &Position, m: &MoveLabel) -> Markup {
    let (from, drop) = match m.mv {
        Move::Step { from, .. } => (Some(from.to_string()), None),
        Move::Drop { role, .. } => (None, Some(role.upper_char().to_string())),
    };
    let inner = html! {
        span.cmv { (m.mv) } " " span.hj { (ctx.lang.hanja(&sibi_solver::move_hanja(pos, m.mv))) }
    };
    html! {
        li.mv data-move=(m.mv) data-to=(m.mv.to()) data-from=[from] data-drop=[drop] data-wdl="" {
            @match m.position_after {
                Some(after) => a href=(ctx.href(&after, Some(m.mv))) { (inner) },
                None => span.capture { (inner) },
            }
        }
    }
}

/// [`explorer_main`] with the values hidden (`hide=1`): the board and every move in notation
/// order, with no verdict, label, trap, pressure or principal variation in the HTML; the hint
/// in two steps and the links that show the values.
fn hidden_main(ctx: &Ctx, report: &BestReport, view: &View) -> Markup {
    let (pos, rules, last) = (view.pos, view.rules, view.last);
    let lang = ctx.lang;
    let side = pos.side_to_move();
    let heading = match pos.game_over(rules) {
        Some(g) => lang.game_over(g, side),
        None => t!(lang, "hints-hidden"),
    };
    let mut moves: Vec<&MoveLabel> = report.moves.iter().collect();
    moves.sort_by_key(|m| m.mv.to_string());
    let here = ctx.href(pos, last);
    html! {
        main #main.explorer.hidden-values data-pos=(pos) data-lang=(lang.code()) data-flip=(ctx.flip) data-hide="1" data-title=(explorer_title(ctx, pos)) {
            @if let Some(n) = view.note { p.note { (n) } }
            h1.verdict { (heading) }
            p.units { (t!(ctx.lang, "page-units")) }
            div.columns {
            div.boardcol {
            (hints::board(ctx, pos, rules, last, view.hint.as_ref(), false, None))
            (position_tools(ctx, view, None, None))
            }
            div.movescol {
            nav.line hidden aria-label=(t!(ctx.lang, "page-line")) data-start=(t!(ctx.lang, "page-line-start")) {}
            @if !moves.is_empty() {
                (hints::hint_part(ctx, pos, view.hint.as_ref(), [&hints::with_hint(&here, 1), &hints::with_hint(&here, 2)]))
                section.moves {
                    h2 { (t!(lang, "hints-moves", n = moves.len())) }
                    ul.movelist { @for m in moves { (hidden_move_item(ctx, pos, m)) } }
                }
            }
            }
            }
            noscript { p.nojs { (t!(ctx.lang, "page-no-js")) } }
        }
    }
}
