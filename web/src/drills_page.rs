//! `/drills`: the drills (복습 문제) a player kept from their own mistakes, asked again by
//! spaced repetition, and the button "practise this" that keeps one. Everything of a player
//! lives in the browser (`localStorage`, `/static/drills.js`): the server renders the page's
//! frame, its words and the built-in set of the broadcast games' mistakes, and judges each
//! answer by `GET /api/v1/drill` (the same verdict a script gets). Without JavaScript the page
//! says that drills need it and links the explorer; the buttons stay hidden.
//!
//! Leitner boxes ([`BOX_DAYS`]): a best answer moves a drill up one box, a good answer (better
//! than the move played, not best) keeps it in its box, a wrong answer sends it back to box 1
//! and shows the line that refutes it. The file a player exports is JSON of format
//! [`DRILLS_FORMAT`], version [`DRILLS_VERSION`], at most [`MAX_DRILLS_FILE_BYTES`] bytes
//! (docs/api.md).

use axum::http::StatusCode;
use axum::response::Response;
use maud::{html, Markup, PreEscaped};
use serde::{Deserialize, Serialize};
use sibi_solver::query::annotate::Verdict;
use sibi_solver::{Move, Position, Rules};

use super::board::board_in;
use super::broadcast_games::Games;
use super::context::Context;
use super::error::Error;
use super::explorer::api_line;
use super::file_pick::{file_pick, FilePick};
use super::i18n::Lang;
use super::page::{self, Ctx};
use super::query::Query;
use crate::t;

/// The format name of an exported drills file.
pub const DRILLS_FORMAT: &str = "sibi-drills";
/// The version of the exported drills file.
pub const DRILLS_VERSION: u32 = 1;
/// The largest drills file the page reads (checked before it is parsed): 1 MiB.
pub const MAX_DRILLS_FILE_BYTES: usize = 1 << 20;
/// The days after which a drill of box 1, 2 … 6 is asked again.
pub const BOX_DAYS: [u32; 6] = [1, 2, 4, 8, 16, 32];

/// The table a drill belongs to: its rule set and piece set (`twelve-janggi GMP`), so that a
/// drill kept on one server is asked only where its position can be judged.
pub fn table_id(rules: Rules, pos: &Position) -> String {
    format!("{rules} {}", pos.piece_set())
}

/// The button "practise this" beside a mistake or a blunder: the position before it and the
/// move played, kept in the browser by `/static/drills.js`. `hidden` until the script shows
/// it, so that a page without JavaScript offers no button that does nothing.
pub fn practise_button(lang: Lang, rules: Rules, pos: &Position, played: Move) -> Markup {
    html! {
        button.practise type="button" hidden
            data-pos=(pos.to_string()) data-played=(played.to_string()) data-table=(table_id(rules, pos))
            data-kept=(t!(lang, "drills-kept")) data-already=(t!(lang, "drills-already")) {
            (t!(lang, "drills-practise"))
        }
    }
}

/// Whether a verdict is one a drill is kept from.
pub fn is_drill_verdict(v: Verdict) -> bool {
    matches!(v, Verdict::Mistake | Verdict::Blunder)
}

/// A drill of the built-in set: the position before a mistake or a blunder of a broadcast
/// game, the move played, the table, and where it was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BuiltInDrill {
    /// The position text before the move.
    pub pos: String,
    /// The move played (canonical move text).
    pub played: String,
    /// [`table_id`].
    pub table: String,
    /// The broadcast game's name (its URL under `/games/`).
    pub game: String,
    /// The ply.
    pub ply: usize,
}

/// Every mistake and blunder of the four broadcast games (the corrected record, a game of the
/// table's making, is not one of them), in the games' and plies' order.
pub fn broadcast_mistakes(games: &Games) -> Vec<BuiltInDrill> {
    let Games::Ready(list) = games else {
        return Vec::new();
    };
    list.iter()
        .filter(|g| g.corrects.is_none())
        .flat_map(|g| {
            let a = &g.annotation;
            a.plies
                .iter()
                .filter(|p| is_drill_verdict(p.verdict))
                .map(|p| BuiltInDrill {
                    pos: p.position.to_string(),
                    played: p.mv.to_string(),
                    table: table_id(a.rules, &p.position),
                    game: g.name.clone(),
                    ply: p.ply,
                })
        })
        .collect()
}

/// The keys of the words the script shows (given to it as JSON, in the page's language, with
/// `{n}`, `{box}`, `{max}`, `{version}`, `{pos}`, `{tables}` and `{error}` for the script to
/// fill in; `other-table-one` is `other-table`'s English singular).
fn script_words(lang: Lang) -> serde_json::Value {
    let v = |name: &str| format!("{{{name}}}");
    serde_json::json!({
        "box": t!(lang, "drills-box", box = v("box")),
        "promotion": t!(lang, "page-promotion-mark"),
        "verdict-best": t!(lang, "drills-verdict-best"),
        "verdict-good": t!(lang, "drills-verdict-good"),
        "verdict-wrong": t!(lang, "drills-verdict-wrong"),
        "said-best": t!(lang, "drills-said-best", box = v("box")),
        "said-good": t!(lang, "drills-said-good", box = v("box")),
        "said-wrong": t!(lang, "drills-said-wrong"),
        "best-moves": t!(lang, "drills-best-moves"),
        "refutation": t!(lang, "drills-refutation"),
        "other-table": t!(lang, "small-drills-other-table", n = v("n"), tables = v("tables")),
        "other-table-one": t!(lang, "small-drills-other-table", n = 1, tables = v("tables")),
        "answer-error": t!(lang, "drills-answer-error", error = v("error")),
        "builtin-added": t!(lang, "drills-builtin-added", n = v("n")),
        "imported": t!(lang, "drills-imported", n = v("n")),
        "bad-too-big": t!(lang, "drills-bad-too-big", max = v("max")),
        "bad-json": t!(lang, "drills-bad-json"),
        "bad-format": t!(lang, "drills-bad-format", format = DRILLS_FORMAT, version = v("version")),
        "bad-position": t!(lang, "drills-bad-position", n = v("n"), pos = v("pos")),
    })
}

/// What the script reads from the page: its words, the rules of the boxes and of the file,
/// the server's table and the built-in set. Written inside `<script type="application/json">`
/// with `<` escaped, so that no text of it closes the element.
fn page_data(lang: Lang, table: &str, builtin: &[BuiltInDrill]) -> String {
    let data = serde_json::json!({
        "words": script_words(lang),
        "format": DRILLS_FORMAT,
        "version": DRILLS_VERSION,
        "max_bytes": MAX_DRILLS_FILE_BYTES,
        "box_days": BOX_DAYS,
        "table": table,
        "lang": lang.code(),
        "builtin": builtin,
    });
    data.to_string().replace('<', "\\u003c")
}

/// The page `/drills`: `table` is the server's table ([`table_id`] of its start position),
/// `builtin` the broadcast mistakes (empty without the full table).
pub fn drills_markup(ctx: &Ctx, table: &str, builtin: &[BuiltInDrill]) -> Markup {
    let lang = ctx.lang;
    let count = |id: &str, label: String, zero: &str| {
        html! { span.count { (label) " " strong id=(id) { (zero) } } }
    };
    let body = html! {
        main #main.drills {
            h1 { (t!(lang, "drills-title")) }
            p { (t!(lang, "drills-intro")) }
            p.boxes { (t!(lang, "drills-boxes")) }
            noscript {
                p.needs-js { (t!(lang, "drills-needs-js")) " "
                    a href=(ctx.link_flipped("/")) { (t!(lang, "drills-explorer-link")) } }
            }
            div #drills-app hidden {
                p.counts {
                    (count("due-count", t!(lang, "drills-due-today"), "0")) " · "
                    (count("done-count", t!(lang, "drills-done-today"), "0")) " · "
                    (count("accuracy", t!(lang, "drills-accuracy"), "0%")) " · "
                    (count("kept-count", t!(lang, "drills-kept-count"), "0"))
                }
                p #other-table.note hidden {}
                p #drills-empty hidden { (t!(lang, "drills-empty")) }
                p #drills-none hidden { (t!(lang, "drills-none-due")) }
                section #drill hidden {
                    h2 #drill-box {}
                    p { (t!(lang, "drills-find-move")) }
                    p { (t!(lang, "drills-played")) " " strong #drill-played.hj {} }
                    div #drill-board {}
                    h3 { (t!(lang, "drills-pick-move")) }
                    ul #drill-moves.drill-moves {}
                    div #drill-verdict role="status" {}
                    button #drill-next type="button" hidden { (t!(lang, "drills-next")) }
                }
                section #builtin {
                    h2 { (t!(lang, "drills-builtin-title")) }
                    @if builtin.is_empty() {
                        p { (t!(lang, "drills-builtin-none")) }
                    } @else {
                        p { (t!(lang, "drills-builtin-help", n = builtin.len())) }
                        button #builtin-add type="button" { (t!(lang, "drills-builtin-add")) }
                        " " span #builtin-said role="status" {}
                    }
                }
                section #drills-file {
                    a #drills-export.button href="#" download="sibi-drills.json" { (t!(lang, "drills-export")) }
                    " "
                    (file_pick(lang, FilePick { id: Some("drills-import"), name: None, accept: ".json,application/json", what: &t!(lang, "drills-import") }))
                    p #file-said role="alert" {}
                }
            }
            script #drills-data type="application/json" { (PreEscaped(page_data(lang, table, builtin))) }
        }
    };
    page::document(
        ctx,
        &format!("sibi · {}", t!(lang, "drills-title")),
        html! { (page::header(ctx, &format!("/drills?lang={}", lang.other().code()))) (body) },
    )
}

/// `GET /drills`: the page (the built-in set computed from the games annotated at start-up).
pub async fn drills_page(cx: Context) -> Response {
    let table = format!("{} {}", cx.table.rules(), cx.table.pieces());
    let builtin = broadcast_mistakes(&cx.games);
    page::response(StatusCode::OK, drills_markup(&cx.page, &table, &builtin))
}

/// The query of `/drills/board`.
#[derive(Debug, Default, Deserialize)]
pub struct BoardQuery {
    /// The drill's position text.
    pos: Option<String>,
}

/// `GET /drills/board?pos=TEXT`: the board of a drill's position as an HTML fragment (the
/// board every page draws, with no value on it), which the script puts in the page: the drill
/// lives in the browser, so the server learns its position only here.
///
/// # Errors
/// 400 for a missing or bad position text, 404 for a position of another table.
pub async fn board_fragment(cx: Context, Query(q): Query<BoardQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let pos = *line.line.last_position();
    let m = board_in(&cx.page, &pos, cx.table.rules(), None, &[], false, None);
    Ok(page::response(StatusCode::OK, m))
}
