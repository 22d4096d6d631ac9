//! The broadcast games on the board: `/games` (the list), `/games/<name>?ply=K` (a game at any
//! ply: the board before ply K with the move played and the best moves instead, the verdicts,
//! the commentary footnotes with what the table says of them, the value-history graph), and
//! `/games/annotate` (a record pasted or uploaded, annotated on the spot). The records are
//! embedded in the binary; no request names a file.

use axum::body::Bytes;
use axum::extract::multipart::MultipartRejection;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::{Multipart, Path};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use maud::{html, Markup};
use serde::Deserialize;
use sibi_solver::limits::{echo, echo_lines, MAX_BODY_BYTES, MAX_RECORD_BYTES};
use sibi_solver::query::annotate::FootnoteCheck;
use sibi_solver::query::annotate::{GameAnnotation, PlyReport, Verdict};
use sibi_solver::Move;

use std::sync::Arc;

use super::broadcast_games::{
    annotate_at_most, annotate_first, longest, Games, Refusal, CORRECTED,
};
use super::context::Context;
use super::drills_page::{is_drill_verdict, practise_button};
use super::error::Error;
use super::file_pick::{file_pick, FilePick};
use super::i18n::Lang;
use super::page::{self, enc, Ctx};
use super::query::{self, Query};
use super::record_edges;
use crate::catalogue::facts;
use crate::render;
use crate::render::graph;
use crate::t;

/// A verdict's badge: `best`, `only move !`, `mistake ?`, `blunder ??`.
fn badge(lang: Lang, v: Verdict) -> Markup {
    badge_of(lang, v, false)
}

/// The badge of ply `p` of `a`: [`badge`], or 패착 for the decisive blunder.
fn ply_badge(lang: Lang, a: &GameAnnotation, p: &PlyReport) -> Markup {
    badge_of(lang, p.verdict, a.summary.decisive == Some(p.ply))
}

fn badge_of(lang: Lang, v: Verdict, decisive: bool) -> Markup {
    let (class, text) = match v {
        Verdict::Blunder if decisive => ("blunder", t!(lang, "verdict-decisive-mark")),
        Verdict::Best => ("best", t!(lang, "verdict-best")),
        Verdict::OnlyMove => ("only", t!(lang, "verdict-only-move")),
        Verdict::Mistake => ("mistake", t!(lang, "verdict-mistake")),
        Verdict::Blunder => ("blunder", t!(lang, "verdict-blunder-mark")),
    };
    html! { span class={ "verdict-badge v-" (class) } { (text) } }
}

/// The title of a game: for a broadcast game its title in the catalogue (the show's names as the
/// Korean wiki gives them), else the record's show, episode and round as written.
fn title(lang: Lang, name: &str, a: &GameAnnotation) -> String {
    if let Some(title) = crate::broadcast::title(lang, name) {
        return title;
    }
    let mut t = Vec::new();
    t.extend(a.show.clone());
    t.extend(
        a.episode
            .as_ref()
            .map(|e| t!(lang, "ann-episode", episode = e)),
    );
    t.extend(a.round.as_ref().map(|r| t!(lang, "ann-round", round = r)));
    t.join(" · ")
}

/// `/games`: the list.
pub fn list(ctx: &Ctx, games: &Games) -> Markup {
    let lang = ctx.lang;
    let body = html! {
        main #main {
            h1 { (t!(lang, "games-the-broadcast-games")) }
            @match games {
                Games::Unavailable { rules, pieces } => p.errmsg { (t!(lang, "games-unavailable", rules = facts::rules_name(lang, *rules), pieces = pieces.to_string())) },
                Games::Ready(list) => {
                    ul.gamelist {
                        @for g in list {
                            @let a = &g.annotation;
                            li {
                                a href=(ctx.link(&format!("/games/{}", g.name))) { (title(lang, &g.name, a)) }
                                @if g.corrects.is_some() {
                                    " " span.badge { (t!(lang, "games-corrected")) }
                                }
                                br;
                                span.players { (facts::who(lang, &a.record.meta.players, sibi_solver::Color::A)) " · " (facts::who(lang, &a.record.meta.players, sibi_solver::Color::D)) }
                                " — " span.result { (facts::outcome(lang, &a.record.meta.players, a.record.meta.outcome)) }
                                br;
                                span.vline { (facts::verdict_line(lang, a)) }
                            }
                        }
                    }
                    p { a href=(ctx.link("/games/annotate")) { (t!(lang, "games-annotate-your-own-record")) } }
                }
            }
        }
    };
    page::document(
        ctx,
        &format!("sibi · {}", t!(lang, "page-games")),
        html! { (page::header(ctx, &format!("/games?lang={}", lang.other().code()))) (body) },
    )
}

/// What the corrected record `a` changed in the record `of`: which ply, from what (as
/// published) to what — from the correction found in `of`, which this record applies.
fn corrected_change(lang: Lang, games: &Games, of: &str, a: &GameAnnotation) -> String {
    let ply = a.corrected.unwrap_or(0);
    let fix = games
        .get(of)
        .and_then(|o| o.annotation.corrections.iter().find(|c| c.ply == ply));
    match fix {
        Some(c) => t!(
            lang,
            "games-corrected-change",
            ply = ply,
            published = c.place.text(),
            corrected = &c.corrected_text
        ),
        None => t!(lang, "games-ply-n", ply = ply),
    }
}

/// Whether ply `p` was a mistake or a blunder.
fn is_mistake(p: &PlyReport) -> bool {
    matches!(p.verdict, Verdict::Mistake | Verdict::Blunder)
}

/// `/games/<name>?ply=K` (K from 1 to the number of plies + 1, the end).
pub fn game(
    ctx: &Ctx,
    games: &Games,
    name: &str,
    ply: Option<usize>,
    longest: u16,
) -> Option<Markup> {
    let g = games.get(name)?;
    let lang = ctx.lang;
    let a = &g.annotation;
    let n = a.plies.len();
    let k = ply.unwrap_or(1).clamp(1, n + 1);
    let meta = &a.record.meta;
    let ply_href = |k: usize| ctx.link(&format!("/games/{name}?ply={k}"));
    let current: Option<&PlyReport> = a.plies.get(k - 1);
    // The board: before ply k with its move and the best moves instead; at the end, the final
    // position (after a king capture, the position before it with the capture).
    let (board_pos, shown_move) = match current {
        Some(p) => (p.position, Some(p.mv)),
        // After a king capture the last position is the one where it was played.
        None => (*a.replay.line.last_position(), a.plies.last().map(|p| p.mv)),
    };
    let hints: Vec<Move> = current
        .filter(|p| matches!(p.verdict, Verdict::Mistake | Verdict::Blunder))
        .map(|p| p.best.iter().map(|b| b.mv).collect())
        .unwrap_or_default();
    let bctx = Ctx {
        flip: false,
        ..*ctx
    };
    let body = html! {
        main #main.game data-game=(name) data-ply=(k) data-plies=(n) {
            h1 { (title(lang, name, a)) }
            p.players { (facts::who(lang, &meta.players, sibi_solver::Color::A)) " · " (facts::who(lang, &meta.players, sibi_solver::Color::D)) " — " (facts::outcome(lang, &meta.players, meta.outcome)) }
            @if let Some(of) = &g.corrects {
                p.note { (t!(lang, "games-corrected-record")) " "
                    (corrected_change(lang, games, of, a)) " "
                    a href=(ctx.link(&format!("/games/{of}"))) { (t!(lang, "games-the-record-as-published")) } }
            }
            p.vline { (facts::verdict_line(lang, a)) }
            // Each player's estimated strength from the moves of the game.
            @let strength = render::annotation::strength_lines(lang, a);
            @if !strength.is_empty() {
                ul.strength aria-label=(t!(lang, "strength-heading")) { @for line in &strength { li { (line) } } }
            }
            div.replay {
                div.boardcol {
                    @if current.is_some() {
                        (super::board::board_with_hints(&bctx, &board_pos, a.rules, shown_move, &hints))
                    } @else {
                        (record_edges::final_position(ctx, &a.replay.line, a.rules, &meta.players, meta.outcome))
                    }
                    form.plyform method="get" action=(format!("/games/{name}")) {
                        (ctx.lang_field())
                        label for="plyrange" { (t!(lang, "games-ply")) }
                        input #plyrange type="range" name="ply" min="1" max=(n + 1) value=(k);
                        button type="submit" { (t!(lang, "games-show")) }
                    }
                    p.steps {
                        @if k > 1 { a.prev href=(ply_href(k - 1)) rel="prev" { "← " (k - 1) } " " }
                        span.now { (if k > n { t!(lang, "games-end") } else { format!("{k} / {n}") }) }
                        // After the last ply comes the end (the final position), not a ply n + 1.
                        @if k < n { " " a.next href=(ply_href(k + 1)) rel="next" { (k + 1) " →" } }
                        @if k == n { " " a.next href=(ply_href(k + 1)) rel="next" { (t!(lang, "games-the-end")) " →" } }
                    }
                    // The previous and the next mistake or blunder (of the ply shown's plies).
                    p.mistakes {
                        @if let Some(p) = a.plies.iter().rev().find(|p| p.ply < k && is_mistake(p)) {
                            a.prev-mistake href=(ply_href(p.ply)) { (t!(lang, "games-prev-mistake", ply = p.ply, kind = p.verdict.name())) }
                        }
                        @if let Some(p) = a.plies.iter().find(|p| p.ply > k && is_mistake(p)) {
                            " " a.next-mistake href=(ply_href(p.ply)) { (t!(lang, "games-next-mistake", ply = p.ply, kind = p.verdict.name())) }
                        }
                    }
                    p { a.explore href=(bctx.href(&board_pos, None)) { (t!(lang, "games-open-this-position-in-the")) } }
                    (super::lines::download_links(ctx, meta.rules, a.replay.line.start(), a.replay.line.moves(), &t!(lang, "lines-download-record")))
                }
                div.plycol {
                    @match current {
                        Some(p) => {
                            div.plydetail data-verdict=(p.verdict.name()) {
                                h2 { (t!(lang, "games-ply-heading", ply = p.ply, who = facts::who(lang, &meta.players, p.side))) }
                                p { span.hj { (lang.hanja(&p.hanja)) } @if let Some(pb) = &p.place.published { " — " span.published { (t!(lang, "games-published", text = pb.as_str())) } } }
                                p { (ply_badge(lang, a, p)) " "
                                    (t!(lang, "games-before")) " " (lang.label(p.before))
                                    " · " (t!(lang, "games-played")) " " (lang.label(p.after)) }
                                @if !hints.is_empty() {
                                    p.instead { (t!(lang, "games-best-instead")) " "
                                        @for (i, b) in p.best.iter().enumerate() { @if i > 0 { ", " } span.hj { (lang.hanja(&b.hanja)) } } }
                                    p { (practise_button(lang, a.rules, &p.position, p.mv)) }
                                }
                                @for f in g.footnotes.iter().filter(|f| f.footnote.ply == p.ply) {
                                    (footnote(lang, f))
                                }
                            }
                        }
                        None => {
                            div.plydetail {
                                h2 { (t!(lang, "games-the-end")) }
                                @if let Some(i) = &a.illegal {
                                    p.errmsg {
                                        (page::prose(&t!(lang, "games-illegal-move", ply = i.ply, move = i.place.published.clone().unwrap_or_else(|| i.recorded.clone()), reason = facts::illegal_reason(lang, &i.reason)))) }
                                    @if let Some(c) = a.corrections.first() {
                                        p { (facts::correction(lang, c)) " — " a href=(ctx.link(&format!("/games/{CORRECTED}"))) { (t!(lang, "games-see-the-corrected-record")) } }
                                    }
                                }
                                p { (facts::outcome(lang, &meta.players, meta.outcome)) }
                            }
                        }
                    }
                }
            }
            section.graphsec {
                h2 { (t!(lang, "games-value-history")) }
                (graphs(a, longest, lang, &graph::Nav {
                    current: Some(k - 1),
                    link: &|j| (j < n + 1).then(|| ply_href(j + 1)),
                }))
            }
            section.plies {
                h2 { (t!(lang, "games-every-ply")) }
                ol.plylist {
                    @for p in &a.plies {
                        li class={ "ply v-" (p.verdict.name().replace(' ', "-")) @if p.ply == k { " current" } } {
                            a href=(ply_href(p.ply)) {
                                span.pn { (p.ply) } " " span.side { (lang.player(p.side)) } " " span.hj { (lang.hanja(&p.hanja)) } " " span.lbl { (lang.label(p.after)) } " " (ply_badge(lang, a, p))
                                @for f in g.footnotes.iter().filter(|f| f.footnote.ply == p.ply) { " " sup { "[" (f.footnote.number) "]" } }
                            }
                            a.explore-ply href=(bctx.href(&p.position, None)) title=(t!(lang, "games-open-in-the-explorer")) { "⌕" }
                        }
                    }
                }
            }
        }
    };
    Some(page::document(
        ctx,
        &title(lang, name, a),
        html! { (page::header(ctx, &format!("/games/{name}?ply={k}&lang={}", lang.other().code()))) (body) },
    ))
}

/// A footnote beside its ply, with what the table says of its claim.
fn footnote(lang: Lang, f: &FootnoteCheck) -> Markup {
    let ko = lang == Lang::Ko;
    let verdict = match f.verdict {
        Verdict::Best | Verdict::OnlyMove => "best",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    };
    html! {
        aside.footnote data-footnote=(f.footnote.number) {
            p.fn-text { sup { "[" (f.footnote.number) "]" } " " (f.footnote.text) }
            @if !ko { p.fn-en { (f.footnote.english) } }
            ul.fn-table {
                @if f.bad_holds.is_some() {
                    li { (t!(lang, "footnote-bad-move", verdict = verdict, best = lang.label(f.best), played = lang.label(f.played))) }
                }
                @if let Some((m, v)) = f.instead {
                    @let kind = match (f.instead_best, f.instead_better) {
                        (Some(true), _) => "best",
                        (_, Some(true)) => "better",
                        _ => "no-better",
                    };
                    li { (t!(lang, "footnote-proposed", kind = kind, move = m.to_string(), value = lang.label(v))) }
                }
                @if let Some(b) = f.no_win_holds {
                    li { (t!(lang, "footnote-no-winning-move", holds = if b { "yes" } else { "no" })) }
                }
            }
        }
    }
}

/// The value-history graph of `a` drawn twice, for a phone ([`graph::PHONE`], first) and wide
/// ([`graph::WIDE`]): the style sheet shows one by the screen's width, with or without the
/// script, so that its words are as large on a phone as on a desktop (issue 42).
fn graphs(a: &GameAnnotation, longest: u16, lang: Lang, nav: &graph::Nav) -> Markup {
    html! {
        (graph::value_history_in(&graph::PHONE, a, longest, lang, Some(nav)))
        (graph::value_history_in(&graph::WIDE, a, longest, lang, Some(nav)))
    }
}

/// `/games/annotate`: the form (and, after a POST, the annotation of what was sent).
pub fn annotate_form(
    ctx: &Ctx,
    text: &str,
    result: Option<Result<(GameAnnotation, u16), String>>,
) -> Markup {
    annotate_form_first(ctx, text, sibi_solver::record::DEFAULT_FIRST, result)
}

/// [`annotate_form`] with `first` chosen as a plain move list's first mover.
pub fn annotate_form_first(
    ctx: &Ctx,
    text: &str,
    first: sibi_solver::Color,
    result: Option<Result<(GameAnnotation, u16), String>>,
) -> Markup {
    let lang = ctx.lang;
    let (max_bytes, too_large) = record_edges::limit_attrs(lang);
    let body = html! {
        main #main.annotate {
            h1 { (t!(lang, "annotate-title")) }
            p { (t!(lang, "annotate-help")) }
            (record_edges::example(ctx))
            form #annotate-form method="post" action="/games/annotate" enctype="multipart/form-data" data-max-bytes=(max_bytes) data-too-large=(too_large) {
                (ctx.lang_field())
                textarea #record name="record" rows="12" cols="80" spellcheck="false" { (text) }
                br;
                (record_edges::first_select(lang, first))
                br;
                (file_pick(lang, FilePick { id: None, name: Some("file"), accept: ".gibo,.txt,text/plain", what: &t!(lang, "annotate-file") }))
                " "
                button #annotate type="submit" { (t!(lang, "annotate-button")) }
                p #annotate-refused.errmsg role="alert" hidden {}
            }
            @match &result {
                None => {},
                Some(Err(e)) => p.errmsg role="alert" { (page::prose(e)) },
                Some(Ok((a, longest))) => { (annotation_view(ctx, a, *longest, Some("annotate-form"))) }
            }
        }
    };
    page::document(
        ctx,
        &format!("sibi · {}", t!(lang, "annotate-title")),
        html! { (page::header(ctx, &format!("/games/annotate?lang={}", lang.other().code()))) (body) },
    )
}

/// The annotation of a game as `/games/annotate` shows it, saying all `sibi annotate` says in
/// the same words: the one-line verdict, the correction applied, the unplayable ply and the
/// corrections suggested (each with a button of the form `form`, when given, that annotates
/// the record with it), the value-history graph (scaled to `longest` plies), the table of
/// verdicts, what follows the last ply, the summary and the warnings. Also `/play`'s end of
/// game (no form: a game played on the board has nothing to correct).
pub fn annotation_view(ctx: &Ctx, a: &GameAnnotation, longest: u16, form: Option<&str>) -> Markup {
    // The record's own text (players' names, the show, published cells) reaches the page in
    // many places: every hidden character of it (a control or bidi character) is written as
    // `\u{…}` once, over the whole view, as `sibi annotate` cleans its whole report.
    maud::PreEscaped(sibi_solver::limits::visible(
        &annotation_markup(ctx, a, longest, form).into_string(),
    ))
}

/// [`annotation_view`] before its hidden characters are written out.
fn annotation_markup(ctx: &Ctx, a: &GameAnnotation, longest: u16, form: Option<&str>) -> Markup {
    let lang = ctx.lang;
    let after = render::annotation::after_the_last_ply(lang, a, None);
    let sum = render::annotation::summary(lang, a);
    html! {
        p.vline { (facts::verdict_line(lang, a)) }
        @if let Some(c) = a.corrected {
            p.note {
                (t!(lang, "annotate-corrected", ply = c, move = a.record.plies[c - 1].mv.to_string()))
                @if let Some(f) = form { " " button.apply type="submit" form=(f) name="correct" value="" { (t!(lang, "annotate-as-sent")) } }
            }
        }
        @if a.illegal.is_some() {
            @for line in &after { p.errmsg { (page::prose(line)) } }
        }
        @for (line, c) in sum.suggested.iter().zip(&a.corrections) {
            p.suggested {
                (line)
                @if let Some(f) = form {
                    " " button.apply type="submit" form=(f) name="correct" value={ (c.ply) ":" (c.corrected) } { (t!(lang, "annotate-apply")) }
                }
            }
        }
        // Each ply of the graph opens its position in the explorer.
        (graphs(a, longest, lang, &graph::Nav {
            current: None,
            link: &|j| {
                let pos = a.plies.get(j).map(|p| p.position).or_else(|| a.replay.line.position().copied())?;
                Some(ctx.link(&format!("/?pos={}", enc(&pos.to_string()))))
            },
        }))
        // A wide table scrolls inside its own box on a phone, not the page.
        div.scroll {
        table.annot {
            // The published column only for a record that has a published form (not a game of /play).
            @let published = a.plies.iter().any(|p| p.place.published.is_some());
            @let heads = [t!(lang, "table-ply"), t!(lang, "table-player"), t!(lang, "table-published"), t!(lang, "table-move"), t!(lang, "table-before"), t!(lang, "table-after"), t!(lang, "table-verdict"), t!(lang, "table-best")];
            tr { @for (i, h) in heads.iter().enumerate() { @if i != 2 || published { th { (h) } } } }
            @for p in &a.plies {
                tr class={ "v-" (p.verdict.name().replace(' ', "-")) } {
                    td { (p.ply) } td { (facts::who(lang, &a.record.meta.players, p.side)) } @if published { td { (p.place.published.clone().unwrap_or_default()) } }
                    td { a href=(ctx.link(&format!("/?pos={}", enc(&p.position.to_string())))) { (lang.hanja(&p.hanja)) } }
                    td { (lang.label(p.before)) } td { (lang.label(p.after)) } td { (badge(lang, p.verdict)) }
                    td { @if is_drill_verdict(p.verdict) {
                        @for (i, b) in p.best.iter().enumerate() { @if i > 0 { ", " } (lang.hanja(&b.hanja)) }
                        " " (practise_button(lang, a.rules, &p.position, p.mv))
                    } }
                }
            }
        }
        }
        @if a.illegal.is_none() {
            @for line in &after { p.after { (line) } }
        }
        // The record's playable plies as a file (on /play the game's own link does it).
        @if form.is_some() {
            (super::lines::download_links(ctx, a.record.meta.rules, a.replay.line.start(), a.replay.line.moves(), &t!(lang, "lines-download-record")))
        }
        // An annotated record's last ply: the board as it ends (/play shows its own).
        @if form.is_some() {
            (record_edges::final_position(ctx, &a.replay.line, a.rules, &a.record.meta.players, a.record.meta.outcome))
        }
        section.summary {
            h3 { (t!(lang, "annotate-summary")) }
            ul { @for line in &sum.lines { li { (line) } } }
        }
        @if !a.warnings.is_empty() {
            details { summary { (t!(lang, "annotate-warnings", n = a.warnings.len())) } ul { @for w in &a.warnings { li { (page::prose(&facts::warning(lang, w))) } } } }
        }
    }
}

/// `GET /games`: the broadcast games.
pub async fn games_list(cx: Context) -> Response {
    page::response(StatusCode::OK, list(&cx.page, &cx.games))
}

/// The query of a game's page.
#[derive(Debug, Default, Deserialize)]
pub struct GameQuery {
    /// The ply shown (none: the first).
    #[serde(default, deserialize_with = "query::ply")]
    ply: Option<usize>,
}

/// `GET /games/<name>?ply=K`: one game at ply K.
pub async fn game_page(
    cx: Context,
    name: Result<Path<String>, PathRejection>,
    Query(q): Query<GameQuery>,
) -> Result<Response, Error> {
    // A name that does not decode (`/games/%ff`): the site's 400 page, not axum's text.
    let Ok(Path(name)) = name else {
        return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
            t!(lang, "error-bad-url")
        }));
    };
    match game(&cx.page, &cx.games, &name, q.ply, longest(&cx.table)) {
        Some(m) => Ok(page::response(StatusCode::OK, m)),
        None => {
            let name = echo(&name);
            Err(Error::worded(StatusCode::NOT_FOUND, move |lang| {
                t!(lang, "error-no-game", name = &name)
            }))
        }
    }
}

/// `GET /games/annotate`: the form.
pub async fn annotate_get(cx: Context) -> Response {
    page::response(StatusCode::OK, annotate_form(&cx.page, "", None))
}

/// What a multipart form sends: the record (the text field or the uploaded file; both is a
/// refusal), the correction asked for by a button, and the `lang` field.
struct Sent {
    /// The record's text.
    record: Result<String, Refusal>,
    /// The `correct` field (`PLY:MOVE`), when not empty.
    correct: Option<String>,
    /// The `lang` field.
    lang: Option<String>,
    /// The `first` field (a plain move list's first mover).
    first: Option<String>,
}

/// Reads a multipart form.
async fn record_of(mut form: Multipart) -> Sent {
    let mut text = String::new();
    let mut file = String::new();
    let mut lang = None;
    let mut correct = None;
    let mut first = None;
    let refused = |r: Refusal, lang: Option<String>| Sent {
        record: Err(r),
        correct: None,
        lang,
        first: None,
    };
    let form_error = |e: axum::extract::multipart::MultipartError| Refusal::unreadable(e.status());
    // The `lang` field (the page sends it first) is kept even when a later field is refused,
    // so that the refusal is in the page's language.
    loop {
        let field = match form.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return refused(form_error(e), lang),
        };
        let name = field.name().unwrap_or("").to_string();
        let bytes = match field.bytes().await {
            Ok(b) => b,
            Err(e) => return refused(form_error(e), lang),
        };
        if bytes.len() > MAX_RECORD_BYTES {
            return refused(Refusal::TooLarge, lang);
        }
        let Ok(value) = String::from_utf8(bytes.to_vec()) else {
            return refused(Refusal::NotUtf8, lang);
        };
        match name.as_str() {
            "record" => text = value,
            "file" => file = value,
            "lang" => lang = Some(value),
            "first" => first = Some(value),
            "correct" => correct = Some(value).filter(|v| !v.trim().is_empty()),
            _ => {}
        }
    }
    let record = match (text.trim().is_empty(), file.trim().is_empty()) {
        (false, false) => Err(Refusal::TwoRecords),
        (true, false) => Ok(file),
        _ => Ok(text),
    };
    Sent {
        record,
        correct,
        lang,
        first,
    }
}

/// `POST /games/annotate`: the annotation of the record sent (a refusal is shown in the form).
pub async fn annotate_post(cx: Context, form: Result<Multipart, MultipartRejection>) -> Response {
    let mut c = cx.page;
    // The refusal in the page's language (the input it quotes echoed line by line).
    let refused_first = |c: &Ctx, text: &str, first, e: Refusal| {
        page::response(
            e.status(),
            annotate_form_first(c, text, first, Some(Err(echo_lines(&e.words(c.lang))))),
        )
    };
    let default_first = sibi_solver::record::DEFAULT_FIRST;
    let refused = |c: &Ctx, text: &str, e: Refusal| refused_first(c, text, default_first, e);
    let form = match form {
        Ok(f) => f,
        Err(e) => return refused(&c, "", Refusal::unreadable(e.status())),
    };
    let sent = record_of(form).await;
    if let Some(l) = sent.lang.as_deref().filter(|l| matches!(*l, "en" | "ko")) {
        c.lang = Lang::pick(Some(l), None);
        c.lang_explicit = true;
    }
    let first = record_edges::first_of(sent.first.as_deref());
    let text = match sent.record {
        // An empty form says so (400, the form again).
        Ok(t) if t.trim().is_empty() => return refused_first(&c, "", first, Refusal::Empty),
        Ok(t) => t,
        Err(e) => return refused(&c, "", e),
    };
    let correct = match sent.correct.as_deref().map(crate::correction::parse) {
        None => None,
        Some(Ok(c)) => Some(c),
        Some(Err(e)) => return refused_first(&c, &text, first, Refusal::Correction(Box::new(e))),
    };
    let state = Arc::clone(&cx.state);
    let (job_text, max) = (text.clone(), cx.heavy.max_record_plies);
    let done = cx
        .heavy
        .run(move |stop| annotate_first(&state.table, &job_text, max, correct, first, stop))
        .await;
    match done {
        Ok(Ok(mut a)) => {
            record_edges::players_in(c.lang, &mut a.record.meta.players);
            page::response(
                StatusCode::OK,
                annotate_form_first(&c, &text, first, Some(Ok((a, longest(&cx.table))))),
            )
        }
        Ok(Err(e)) => refused_first(&c, &text, first, e),
        Err(e) => page::response(
            e.status,
            annotate_form_first(&c, &text, first, Some(Err(e.text(c.lang)))),
        ),
    }
}

/// `POST /api/v1/annotate` (the body: a published table or a canonical record, UTF-8): what
/// `sibi annotate --json -` prints.
pub async fn api_annotate(
    cx: Context,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    // A body over the server's limit (or one that cannot be read) gets a JSON error too, not
    // axum's plain-text rejection.
    let body = match body {
        Ok(b) => b,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return Err(Error::worded(StatusCode::PAYLOAD_TOO_LARGE, |lang| {
                t!(lang, "error-body-too-large", max = MAX_BODY_BYTES)
            }))
        }
        Err(e) => {
            let r = Refusal::unreadable(e.status());
            return Err(Error::worded(r.status(), move |lang| r.words(lang)));
        }
    };
    // The refusal in English in the JSON (an HTML error page would word it in its language).
    let refused = |r: Refusal| Error::worded(r.status(), move |lang| echo_lines(&r.words(lang)));
    if body.len() > MAX_RECORD_BYTES {
        return Err(refused(Refusal::TooLarge));
    }
    let Ok(text) = std::str::from_utf8(&body) else {
        return Err(refused(Refusal::NotUtf8));
    };
    if text.trim().is_empty() {
        return Err(refused(Refusal::Empty));
    }
    let text = text.to_string();
    let state = Arc::clone(&cx.state);
    let max = cx.heavy.max_record_plies;
    let a = cx
        .heavy
        .run(move |stop| annotate_at_most(&state.table, &text, max, None, stop))
        .await?
        .map_err(refused)?;
    Ok(Json(crate::render::json::annotation("-", &a)).into_response())
}
