//! The explorer page of a position, rendered on the server (it works without JavaScript: every
//! move is a link), from the library's [`BestReport`].

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use sibi_solver::query::{BestReport, MoveLabel};
use sibi_solver::record::Termination;
use sibi_solver::{Color, Move, Position, Role, Rules, Square, Wdl};

use super::i18n::Lang;

/// What every link of a page carries along: the language (when chosen with `?lang=`) and
/// whether the board is flipped.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// The language of the page.
    pub lang: Lang,
    /// Whether `?lang=` chose it (then links keep it).
    pub lang_explicit: bool,
    /// Whether the board is drawn turned by 180°.
    pub flip: bool,
}

/// `s` encoded for a URL query value.
pub fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

impl Ctx {
    /// The `lang` and `flip` parameters to append (`&lang=ko&flip=1`), as set.
    fn keep(&self, flip: bool, lang: Option<Lang>) -> String {
        let mut s = String::new();
        match lang {
            Some(l) => s.push_str(&format!("&lang={}", l.code())),
            None if self.lang_explicit => s.push_str(&format!("&lang={}", self.lang.code())),
            None => {}
        }
        if flip {
            s.push_str("&flip=1");
        }
        s
    }

    /// The explorer page of `pos` with the squares of `last` highlighted, the board flipped
    /// or not, and the language `lang` (else the one kept).
    fn page_href(
        &self,
        pos: &Position,
        last: Option<Move>,
        flip: bool,
        lang: Option<Lang>,
    ) -> String {
        let mut s = format!("/?pos={}", enc(&pos.to_string()));
        if let Some(m) = last {
            s.push_str(&format!("&last={}", enc(&m.to_string())));
        }
        s + &self.keep(flip, lang)
    }

    /// The explorer page of `pos`, with the squares of `last` highlighted.
    pub fn href(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, self.flip, None)
    }

    /// This page with the board flipped the other way.
    fn href_flip(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, !self.flip, None)
    }

    /// This page in the other language.
    fn href_lang(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, self.flip, Some(self.lang.other()))
    }

    /// The edit page of `pos`.
    pub fn href_edit(&self, pos: &Position) -> String {
        format!("/edit?pos={}", enc(&pos.to_string())) + &self.keep(self.flip, None)
    }
}

/// The whole HTML document around `body`.
pub fn document(ctx: &Ctx, title: &str, body: Markup) -> Markup {
    document_with(ctx, title, html! {}, body)
}

/// [`document`] with `head` added at the end of the page's head (the play page's refresh for
/// browsers without JavaScript).
pub fn document_with(ctx: &Ctx, title: &str, head: Markup, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(ctx.lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href=(super::assets::style_href());
                link rel="icon" href="/favicon.ico" type="image/svg+xml";
                script src=(super::assets::script_href()) defer {}
                (head)
            }
            body {
                (body)
            }
        }
    }
}

/// The address `here` (a path and its query, as requested) in the other language than `lang`:
/// every parameter kept but `lang`, then `lang=` the other one — what a language link gives,
/// so that switching keeps the page and its state.
pub fn other_lang_href(here: &str, lang: Lang) -> String {
    let (path, query) = here.split_once('?').unwrap_or((here, ""));
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        if k != "lang" {
            out.append_pair(&k, &v);
        }
    }
    out.append_pair("lang", lang.other().code());
    let path = if path.starts_with('/') { path } else { "/" };
    format!("{path}?{}", out.finish())
}

/// The page header: the title, the navigation and the language switch.
pub fn header(ctx: &Ctx, switch_lang: &str) -> Markup {
    header_at(ctx, switch_lang, None)
}

/// [`header()`] of a page showing `pos`: its "JSON API" link gives that position's answer (the
/// start's otherwise; the explorer's script keeps it current as moves are made in the page).
pub fn header_at(ctx: &Ctx, switch_lang: &str, pos: Option<&Position>) -> Markup {
    let t = ctx.lang.t();
    let api = format!(
        "/api/v1/position?pos={}",
        enc(&pos.map_or_else(
            || Position::start(Color::A).to_string(),
            ToString::to_string
        ))
    );
    html! {
        header.top {
            a.brand href={ "/" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { "sibi · 십이장기" }
            nav {
                a href={ "/" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { (t.explore) }
                " · "
                a href={ "/games" (ctx.keep(false, None).replacen('&', "?", 1)) } { (t.games) }
                " · "
                a href={ "/play" (ctx.keep(false, None).replacen('&', "?", 1)) } { (t.play) }
                " · "
                a href={ "/puzzles" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { (t.puzzles) }
                " · "
                a href={ "/rules" (ctx.keep(false, None).replacen('&', "?", 1)) } { (crate::t!(ctx.lang, "page-rules")) }
                " · "
                a.api href=(api) { (t.api) }
            }
            a.lang href=(switch_lang) hreflang=(ctx.lang.other().code()) { (ctx.lang.other().name()) }
        }
    }
}

/// One piece, facing its owner's forward direction (a toward D, d toward A).
fn piece(lang: Lang, c: Color, r: Role, extra: &str, marks: Markup) -> Markup {
    let title = format!("{}: {}", lang.player(c), lang.piece(r));
    html! {
        span class={ "pc " (c) " " (extra) } title=(title) data-role=(r.upper_char()) { (r.hanja()) (marks) }
    }
}

/// The button of the "step marks" setting (hidden without the script, which shows it, keeps
/// the choice in the browser and marks `<html>` with `steps-on`).
pub fn steps_button(lang: Lang) -> Markup {
    html! { button.stepsbtn type="button" aria-pressed="false" hidden { (crate::t!(lang, "page-steps")) } }
}

/// The step marks of a piece of `c` and `r` as the board draws it: a dot toward each
/// neighbouring square it steps to (the library's step table, `step_targets`, read from B2,
/// whose eight neighbours are all on the board), turned as the board is (`visual` gives a
/// square's row and column on the page). Shown only when the reader asks for them (the
/// script's "step marks" setting; style.css `.steps-on`).
fn step_marks(c: Color, r: Role, visual: &dyn Fn(Square) -> (i8, i8)) -> Markup {
    const CENTRE: (i8, i8) = (1, 1);
    let centre = Square::from_coords(CENTRE.0, CENTRE.1).expect("B2 is on the board");
    let targets = sibi_solver::rules::steps::step_targets(c, r, centre);
    let (row0, col0) = visual(centre);
    let dirs = sibi_solver::rules::squares(targets).filter_map(|sq| {
        let (row, col) = visual(sq);
        Some(match (row - row0, col - col0) {
            (-1, 0) => "n",
            (-1, 1) => "ne",
            (0, 1) => "e",
            (1, 1) => "se",
            (1, 0) => "s",
            (1, -1) => "sw",
            (0, -1) => "w",
            (-1, -1) => "nw",
            _ => return None,
        })
    });
    html! { span.mk aria-hidden="true" { @for d in dirs { i class=(d) {} } } }
}

/// The board as the broadcasts draw it: files A–D across, ranks 1–3 down (turned by 180°
/// when flipped), with the hands beside their camps (a's by file A, d's by file D).
pub fn board(ctx: &Ctx, pos: &Position, rules: Rules, last: Option<Move>) -> Markup {
    board_with_hints(ctx, pos, rules, last, &[])
}

/// [`board`], with the squares of the moves `hints` marked too (the best moves instead of a
/// mistake, on a game's page).
pub fn board_with_hints(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    hints: &[Move],
) -> Markup {
    board_in(ctx, pos, rules, last, hints, false, None)
}

/// The files and ranks of a board in the order the page draws them: A–D across and 1–3 down,
/// both reversed when the board is turned by 180° (`flip`).
pub fn files_and_ranks(flip: bool) -> (Vec<i8>, Vec<i8>) {
    if flip {
        (vec![3, 2, 1, 0], vec![2, 1, 0])
    } else {
        (vec![0, 1, 2, 3], vec![0, 1, 2])
    }
}

/// The one board renderer of every page. `vertical`: upright, files as rows (player a's camp at
/// the bottom, d's when flipped) and ranks as columns, as `/play` offers on a phone; else across
/// as the broadcasts draw it. `capture`: a king capture played in `pos`, drawn with the
/// capturing piece on the 王's square (no position follows a king capture).
pub fn board_in(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    hints: &[Move],
    vertical: bool,
    capture: Option<Move>,
) -> Markup {
    let t = ctx.lang.t();
    let (files, ranks) = files_and_ranks(ctx.flip);
    // Across: rows are ranks, columns files. Upright: rows are files (the own camp last),
    // columns ranks.
    let (rows, cols): (Vec<i8>, Vec<i8>) = if vertical {
        let mut f = files.clone();
        f.reverse();
        (f, ranks.clone())
    } else {
        (ranks.clone(), files.clone())
    };
    let square = |row: i8, col: i8| {
        let (f, r) = if vertical { (row, col) } else { (col, row) };
        Square::from_coords(f, r).expect("on the board")
    };
    let row_label = |row: i8| {
        if vertical {
            char::from(b'A' + row as u8).to_string()
        } else {
            (row + 1).to_string()
        }
    };
    let col_label = |col: i8| {
        if vertical {
            (col + 1).to_string()
        } else {
            char::from(b'A' + col as u8).to_string()
        }
    };
    let piece_on = |sq: Square| match capture {
        Some(Move::Step { from, to }) if sq == to => pos.piece_at(from),
        Some(Move::Step { from, .. }) if sq == from => None,
        _ => pos.piece_at(sq),
    };
    let attacked = |c: Color| pos.attacks_king(c.other());
    let last_squares: Vec<Square> = match last {
        Some(Move::Step { from, to }) => vec![from, to],
        Some(Move::Drop { to, .. }) => vec![to],
        None => Vec::new(),
    };
    // A square's row and column on the page, for the step marks' directions.
    let visual = |sq: Square| -> (i8, i8) {
        let (f, r) = (sq.file(), sq.rank());
        let (row, col) = if vertical { (f, r) } else { (r, f) };
        let at = |v: &[i8], x: i8| v.iter().position(|y| *y == x).unwrap_or(0) as i8;
        (at(&rows, row), at(&cols, col))
    };
    let hand = |c: Color| {
        let h = pos.hand(c);
        html! {
            div class={ "hand hand-" (c) } data-side=(c) {
                div.hand-title { (ctx.lang.hand_title(c)) }
                div.hand-pieces {
                    @for (k, role) in Role::HAND.iter().enumerate() {
                        @for _ in 0..h[k] {
                            span.drop data-drop=(role.upper_char()) aria-label={ (ctx.lang.hand_title(c)) ": " (ctx.lang.piece(*role)) } { (piece(ctx.lang, c, *role, "", step_marks(c, *role, &visual))) }
                        }
                    }
                    @if h.iter().all(|n| *n == 0) { span.none { (t.empty_hand) } }
                }
            }
        }
    };
    let over = capture.is_some() || pos.game_over(rules).is_some();
    html! {
        div class={ "board-area" @if ctx.flip { " flipped" } @if vertical { " vertical" } } data-side=(pos.side_to_move()) data-over=(over) {
            (hand(if ctx.flip { Color::D } else { Color::A }))
            div class={ "board" @if vertical { " vert" } } role="group" aria-label=(t.board) {
                div.corner {}
                @for c in &cols { div.file { (col_label(*c)) } }
                @for r in &rows {
                    div.rank { (row_label(*r)) }
                    @for c in &cols {
                        @let sq = square(*r, *c);
                        @let f = sq.file();
                        @let camp = if f == 0 { " camp-a" } else if f == 3 { " camp-d" } else { "" };
                        @let lastc = if last_squares.contains(&sq) { " last" } else { "" };
                        @let hintc = if hints.iter().any(|m| m.to() == sq || matches!(m, Move::Step { from, .. } if *from == sq)) { " hint" } else { "" };
                        @let label = match piece_on(sq) {
                            Some(p) => format!("{sq}: {}: {}", ctx.lang.player(p.color), ctx.lang.piece(p.role)),
                            None => format!("{sq}: {}", t.empty),
                        };
                        div class={ "sq" (camp) (lastc) (hintc) } data-sq=(sq) aria-label=(label) {
                            @if let Some(p) = piece_on(sq) {
                                @let extra = if p.role == Role::King && capture.is_none() && attacked(p.color) { "attacked" } else { "" };
                                (piece(ctx.lang, p.color, p.role, extra, step_marks(p.color, p.role, &visual)))
                            }
                        }
                    }
                }
            }
            (hand(if ctx.flip { Color::A } else { Color::D }))
        }
    }
}

/// One labelled move: a link to the position after it (none after a king capture), with the
/// data the script needs to move pieces on the board.
fn move_item(ctx: &Ctx, m: &MoveLabel, best: bool) -> Markup {
    let t = ctx.lang.t();
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
        @if best { " " span.badge { (t.best) } }
        @if let Some(r) = m.replies.filter(|r| r.total > 0) {
            " " span.traps data-losing=(r.losing) data-total=(r.total) {
                (crate::t!(ctx.lang, "explorer-replies", losing = r.losing, total = r.total))
            }
        }
    };
    html! {
        li class={ "mv " (class) @if best { " best" } } data-move=(m.mv) data-to=(m.mv.to()) data-from=[from] data-drop=[drop] data-wdl=(class) {
            @match m.position_after {
                Some(after) => a href=(ctx.href(&after, Some(m.mv))) { (inner) },
                None => span.capture { (inner) " — " span.capmsg { (t.captures_king) } },
            }
        }
    }
}

/// The main part of the explorer page: verdict, board, moves, principal variation, the
/// position text. Also what the script fetches to update the page (`?part=main`).
pub fn explorer_main(
    ctx: &Ctx,
    report: &BestReport,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    note: Option<&str>,
) -> Markup {
    let t = ctx.lang.t();
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
            p.units { (t.units) }
            // From about 1,000 px wide the moves and the principal variation stand beside the
            // board (style.css); narrower, below it.
            div.columns {
            div.boardcol {
            (board(ctx, pos, rules, last))
            p.tomove { (t.to_move) ": " strong { (lang.player(side)) } }
            div.tools {
                a href=(ctx.href_flip(pos, last)) { (t.flip) }
                @if let Some(s) = swapped { " · " a href=(ctx.href(&s, None)) { (t.swap) } }
                " · " a href=(ctx.href_edit(pos)) { (t.edit) }
                " · " a href=(ctx.href(&Position::start(Color::A), None)) { (t.start) }
                " " (steps_button(lang))
            }
            form.postext method="get" action="/" {
                label for="pos" { (t.position_text) }
                input #pos type="text" name="pos" value=(pos) spellcheck="false" autocomplete="off" maxlength="200";
                @if ctx.lang_explicit { input type="hidden" name="lang" value=(lang.code()); }
                @if ctx.flip { input type="hidden" name="flip" value="1"; }
                button type="submit" { (t.go) }
            }
            }
            div.movescol {
            // The line played in this tab, kept and drawn by the script (hidden without it).
            nav.line hidden aria-label=(t.line) data-start=(t.line_start) {}
            @if !report.moves.is_empty() {
                section.moves {
                    @for (title, wdl) in [(t.winning, Wdl::Win), (t.drawing, Wdl::Draw), (t.losing, Wdl::Loss)] {
                        @let g = group(wdl);
                        h2 { (title) " (" (g.len()) ")" }
                        @if !g.is_empty() {
                            ul.movelist {
                                @for m in g { (move_item(ctx, m, Some(m.value) == best_value)) }
                            }
                        }
                    }
                }
            }
            @if let Some(pv) = &report.pv {
                @if !pv.moves.is_empty() {
                    section.pvsec {
                        h2 { (t.pv) ", " (lang.plies(pv.moves.len() as u16)) }
                        ol.pv {
                            @for (k, m) in pv.moves.iter().enumerate() {
                                @let mover = if k % 2 == 0 { side } else { side.other() };
                                li data-move=(m.mv) {
                                    @match m.position_after {
                                        Some(after) => a href=(ctx.href(&after, Some(m.mv))) { span.side { (mover) } " " span.hj { (lang.hanja(&m.hanja)) } " " span.lbl { (lang.label(m.value)) } },
                                        None => span { span.side { (mover) } " " span.hj { (lang.hanja(&m.hanja)) } " " span.lbl { (lang.label(m.value)) } },
                                    }
                                }
                            }
                        }
                        p.pvend {
                            @match pv.end {
                                Termination::KingCapture => (t.pv_end_capture),
                                Termination::Repetition => (t.pv_end_repetition),
                                Termination::Unfinished => (t.pv_end_cut),
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
            noscript { p.nojs { (t.no_js) } }
        }
    }
}

/// The whole explorer page.
pub fn explorer(
    ctx: &Ctx,
    report: &BestReport,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    note: Option<&str>,
) -> Markup {
    let t = ctx.lang.t();
    let body = html! {
        (header_at(ctx, &ctx.href_lang(pos, last), Some(pos)))
        (explorer_main(ctx, report, pos, rules, last, note))
        footer { p { (PreEscaped("&copy;")) " sibi · " (t.units) } }
    };
    document(ctx, &explorer_title(ctx, pos), body)
}

/// The explorer's page title for `pos` (the same whether the page was loaded or the position
/// reached by a move made in it: the script takes it from `data-title`).
fn explorer_title(ctx: &Ctx, pos: &Position) -> String {
    format!("{} · {}", pos, ctx.lang.t().title)
}

/// A page that only says what went wrong (a bad `pos`, a position of another table).
pub fn message(ctx: &Ctx, title: &str, text: &str, pos_text: &str, here: &str) -> Markup {
    let t = ctx.lang.t();
    let body = html! {
        (header(ctx, &other_lang_href(here, ctx.lang)))
        main #main {
            h1.verdict.error { (title) }
            p.errmsg { (text) }
            form.postext method="get" action="/" {
                label for="pos" { (t.position_text) }
                input #pos type="text" name="pos" value=(pos_text) spellcheck="false" autocomplete="off";
                button type="submit" { (t.go) }
            }
            p { a href="/" { (t.start) } }
        }
    };
    document(ctx, title, body)
}

/// An HTML response of `status`.
pub fn response(status: StatusCode, m: Markup) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        m.into_string(),
    )
        .into_response()
}
