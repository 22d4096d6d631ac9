//! `/play`: a game against the engine at a chosen level (issue 13, item 3), and the JSON of one
//! engine move for scripts.
//!
//! * `GET /play` — the settings form (side, who moves first, level with
//!   [`Level::description`], start position or any position by its text, layout), and, once
//!   they are given, the game: `/static/play.js` draws the board, sends the player's moves
//!   through `/api/v1/position` (the legal moves and where they lead) and asks
//!   `/api/v1/engine-move` for the replies. The game needs JavaScript; without it the page says
//!   so. Every game has a link that reopens it: `/play?pos=START&moves=M1+M2…&level=N&side=a|d
//!   &seed=S[&layout=vertical]`.
//! * `GET /play/record?…` — the game's canonical record (format 2,
//!   [`sibi_solver::query::play::play_record`]), as a download; `&end=repetition` stops it as a
//!   draw by repetition (refused unless the position stood three times).
//! * `GET /play/annotation?…` — the game annotated as `/games/annotate` shows a record (an HTML
//!   fragment the script puts under the board at the end).
//! * `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]` —
//!   [`sibi_solver::query::play::EngineMove`] as JSON; 400 with `{"error": …}` for a bad
//!   position, level or seed, or a position where the game is over.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use maud::{html, Markup, DOCTYPE};
use serde::Deserialize;
use sibi_solver::line::{check_start, Line};
use sibi_solver::query::play::{engine_move, play_record, Level};
use sibi_solver::record::{write_canonical, GameRecord};
use sibi_solver::rng::fresh_seed;
use sibi_solver::{Color, Position};

use super::broadcast::{annotate_text, longest};
use super::context::Context;
use super::error::Error;
use super::explorer::api_line;
use super::games;
use super::i18n::Lang;
use super::page::{self, Ctx};
use super::query::{self, Choice, Query};
use super::state::AppState;
use crate::t;

/// The level a new game gets when none is chosen.
const DEFAULT_LEVEL: u8 = 5;

/// `POS moves MOVES` (or `POS` alone).
///
/// # Errors
/// 400 naming `moves` when the two together are longer than a query may be
/// ([`MAX_QUERY_BYTES`](sibi_solver::limits::MAX_QUERY_BYTES)).
fn with_moves(pos: &str, moves: &str) -> Result<String, Error> {
    if moves.is_empty() {
        return Ok(pos.to_string());
    }
    let text = format!("{pos} moves {moves}");
    let max = sibi_solver::limits::MAX_QUERY_BYTES;
    if text.len() > max {
        return Err(Error::bad_request(format!(
            "moves: the move list is too long ({} plies, {} bytes): the position and its moves \
             may take at most {max} bytes, about {} plies",
            moves.split_whitespace().count(),
            moves.len(),
            (max - pos.len() - " moves ".len()) / "B2C2 ".len()
        )));
    }
    Ok(text)
}

/// Whether position text carries moves (the word `moves`, as `sibi probe` reads it).
fn has_moves_word(text: &str) -> bool {
    text.split_whitespace()
        .any(|w| w == sibi_solver::query::MOVES)
}

/// The query of a game's link (`/play/record`, `/play/annotation`).
#[derive(Debug, Default, Deserialize)]
pub struct GameQuery {
    /// The position the game starts from (required; position text without moves).
    pos: Option<String>,
    /// The moves played from it, separated by spaces.
    moves: Option<String>,
    /// The engine's level (required).
    #[serde(default, deserialize_with = "query::level")]
    level: Option<Level>,
    /// The player's camp (a when absent).
    #[serde(default, deserialize_with = "query::side")]
    side: Option<Color>,
    /// The engine's seed (0 when absent).
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
    /// `end=repetition`: the game stops as a draw by repetition.
    #[serde(default, rename = "end", deserialize_with = "query::repetition")]
    repetition: bool,
}

/// The message of a request without `level`.
const MISSING_LEVEL: &str =
    "missing level: give level=N, from 1 (random moves) to 10 (perfect play)";

/// A game as its link gives it.
struct Game {
    /// The start and the moves played from it (legal).
    line: Line,
    level: Level,
    /// The player's camp.
    side: Color,
    seed: u64,
    /// `end=repetition`: stopped as a draw by repetition.
    repetition: bool,
}

impl Game {
    /// The game of a link.
    ///
    /// # Errors
    /// 400 for a missing `pos` or `level`, moves in `pos`, or moves that are not legal; 404
    /// for a position of another table.
    fn of(cx: &Context, q: &GameQuery) -> Result<Game, Error> {
        let Some(pos) = q.pos.as_deref().map(str::trim).filter(|s| !s.is_empty()) else {
            return Err(Error::bad_request(
                "missing pos: the position the game starts from",
            ));
        };
        if has_moves_word(pos) {
            return Err(Error::bad_request(
                "pos: give the moves in moves=, not in pos=",
            ));
        }
        let moves = q.moves.as_deref().map(str::trim).unwrap_or("");
        let line = cx.line(&with_moves(pos, moves)?)?.line;
        Ok(Game {
            line,
            level: q.level.ok_or_else(|| Error::bad_request(MISSING_LEVEL))?,
            side: q.side.unwrap_or(Color::A),
            seed: q.seed.unwrap_or(0),
            repetition: q.repetition,
        })
    }

    /// The players' names by camp (player a first), in `lang`: a record downloaded from the
    /// page names its players in the page's language.
    fn players(&self, lang: Lang) -> [String; 2] {
        let you = t!(lang, "player-you");
        let engine = t!(lang, "player-engine", level = self.level.number());
        match self.side {
            Color::A => [you, engine],
            Color::D => [engine, you],
        }
    }

    /// The game's record (format 2).
    ///
    /// # Errors
    /// 400 for an ending the game did not reach (a repetition asked for too soon).
    fn record(&self, lang: Lang) -> Result<GameRecord, Error> {
        play_record(
            &self.line,
            self.players(lang),
            self.repetition,
            format!("sibi serve /play, level {}, seed {}", self.level, self.seed),
        )
        .map_err(|e| Error::bad_request(e.to_string()))
    }
}

/// `GET /play/record?…`: the record, as a file to save (a refusal in plain text).
pub async fn record_file(cx: Context, Query(q): Query<GameQuery>) -> Result<Response, Error> {
    let g = Game::of(&cx, &q)?;
    let record = g.record(cx.ctx.lang)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!(
                    "attachment; filename=\"sibi-play-level{}-seed{}.gibo\"",
                    g.level, g.seed
                ),
            ),
        ],
        write_canonical(&record),
    )
        .into_response())
}

/// `GET /play/annotation?…&lang=en|ko`: the game annotated (an HTML fragment; a refusal is a
/// fragment too, for the script to show).
pub async fn annotation(cx: Context, Query(q): Query<GameQuery>) -> Response {
    let fragment =
        |status, m: &str| page::response(status, html! { p.errmsg role="alert" { (m) } });
    let record = match Game::of(&cx, &q).and_then(|g| g.record(cx.ctx.lang)) {
        Ok(r) => r,
        Err(e) => return fragment(e.status, &e.message),
    };
    // The text the download holds, read back as `sibi annotate` and `/games/annotate` read it.
    match annotate_text(&cx.table, &write_canonical(&record)) {
        Ok(a) => page::response(
            StatusCode::OK,
            games::annotation_view(cx.ctx.lang, &a, longest(&cx.table)),
        ),
        Err(m) => fragment(StatusCode::INTERNAL_SERVER_ERROR, &m),
    }
}

/// The query of `/api/v1/engine-move`.
#[derive(Debug, Default, Deserialize)]
pub struct EngineQuery {
    /// The position (position text, optionally with `moves`).
    pos: Option<String>,
    /// The engine's level (required).
    #[serde(default, deserialize_with = "query::level")]
    level: Option<Level>,
    /// The engine's seed (a fresh one when absent or empty).
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
}

/// `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]`: the move the level plays.
pub async fn api_engine_move(cx: Context, Query(q): Query<EngineQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let level = q.level.ok_or_else(|| Error::bad_request(MISSING_LEVEL))?;
    let seed = q.seed.unwrap_or_else(fresh_seed);
    let pos = match line.line.king_capture() {
        None => *line.line.last_position(),
        Some((_, mv)) => {
            return Err(Error::bad_request(format!(
                "the game is over: {mv} captured the 王, there is no move to play"
            )))
        }
    };
    match engine_move(&cx.table, &pos, cx.rules(), level, seed)? {
        Some(m) => Ok(Json(m).into_response()),
        None => {
            let why = pos
                .game_over(cx.rules())
                .map(|g| crate::catalogue::facts::game_over(Lang::En, g, pos.side_to_move()))
                .unwrap_or_default();
            Err(Error::bad_request(format!(
                "the game is over at {pos}: {why}; there is no move to play"
            )))
        }
    }
}

/// `GET /static/play.js`.
pub async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        include_str!("assets/play.js"),
    )
        .into_response()
}

/// The words of the page, in its language (`play-…` keys of the catalogue).
struct Words {
    title: String,
    intro: String,
    noscript: String,
    settings: String,
    your_side: String,
    first: String,
    you_first: String,
    engine_first: String,
    level: String,
    start: String,
    start_position: String,
    this_position: String,
    layout: String,
    horizontal: String,
    vertical: String,
    new_game: String,
    undo: String,
    link: String,
    download: String,
}

fn words(lang: Lang) -> Words {
    Words {
        title: t!(lang, "play-title"),
        intro: t!(lang, "play-intro"),
        noscript: t!(lang, "play-noscript"),
        settings: t!(lang, "play-settings"),
        your_side: t!(lang, "play-your-side"),
        first: t!(lang, "play-first"),
        you_first: t!(lang, "play-you-first"),
        engine_first: t!(lang, "play-engine-first"),
        level: t!(lang, "play-level"),
        start: t!(lang, "play-start"),
        start_position: t!(lang, "play-start-position"),
        this_position: t!(lang, "play-this-position"),
        layout: t!(lang, "play-layout"),
        horizontal: t!(lang, "play-horizontal"),
        vertical: t!(lang, "play-vertical"),
        new_game: t!(lang, "play-new-game"),
        undo: t!(lang, "play-undo"),
        link: t!(lang, "play-link"),
        download: t!(lang, "play-download"),
    }
}

/// The sentences of the script (`data-text` of `#play`, JSON): keys as `play.js` reads them.
fn script_words(lang: Lang) -> serde_json::Value {
    // `{side}` and `{level}` stay placeholders that play.js fills in.
    serde_json::json!({
        "yourTurn": t!(lang, "script-your-turn", side = "{side}"),
        "thinking": t!(lang, "script-thinking", level = "{level}"),
        "youWin": t!(lang, "script-you-win"),
        "engineWins": t!(lang, "script-engine-wins"),
        "kingCapture": t!(lang, "script-king-capture"),
        "try": t!(lang, "script-try"),
        "noLegalMove": t!(lang, "script-no-legal-move"),
        "repetition": t!(lang, "script-repetition"),
        "offerDraw": t!(lang, "script-offer-draw"),
        "annotation": t!(lang, "script-annotation"),
        "illegal": t!(lang, "script-illegal"),
        "error": t!(lang, "script-error"),
        "ply": t!(lang, "script-ply"),
        "plies": t!(lang, "script-plies"),
    })
}

/// What the settings form shows again: the parameters as given (unchecked).
#[derive(Debug, Default, Deserialize)]
pub struct PlayForm {
    /// The player's camp: present once a game is asked for.
    side: Option<String>,
    /// The start position of a link.
    pos: Option<String>,
    /// The start position typed in the form.
    text: Option<String>,
    /// The engine's level.
    level: Option<String>,
}

/// `start=start|text`: from the start position, or from the text typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StartKind {
    Start,
    Text,
}

impl Choice for StartKind {
    const KEY: &'static str = "start";
    const WORDS: &'static [(&'static str, StartKind)] =
        &[("start", StartKind::Start), ("text", StartKind::Text)];
}

/// `first=you|engine`: who moves first from the start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum First {
    You,
    Engine,
}

impl Choice for First {
    const KEY: &'static str = "first";
    const WORDS: &'static [(&'static str, First)] =
        &[("you", First::You), ("engine", First::Engine)];
}

/// `layout=horizontal|vertical`: how the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Horizontal,
    Vertical,
}

impl Choice for Layout {
    const KEY: &'static str = "layout";
    const WORDS: &'static [(&'static str, Layout)] = &[
        ("horizontal", Layout::Horizontal),
        ("vertical", Layout::Vertical),
    ];
}

/// The query of a `/play` game: its settings, typed.
#[derive(Debug, Default, Deserialize)]
pub struct PlayQuery {
    #[serde(default, deserialize_with = "query::side")]
    side: Option<Color>,
    #[serde(default, deserialize_with = "query::level")]
    level: Option<Level>,
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
    #[serde(default, deserialize_with = "query::choice")]
    start: Option<StartKind>,
    #[serde(default, deserialize_with = "query::choice")]
    first: Option<First>,
    #[serde(default, deserialize_with = "query::choice")]
    layout: Option<Layout>,
    pos: Option<String>,
    text: Option<String>,
    moves: Option<String>,
}

/// The `/play` page's settings: those a link or the form gives, checked.
struct Settings {
    start: Position,
    moves: String,
    level: Level,
    side: Color,
    seed: u64,
    vertical: bool,
}

/// `GET /play[?side=a|d&first=you|engine&level=N&start=start|text&text=POS&pos=POS&moves=…
/// &seed=S&layout=vertical]`: the form, and the game once `side` or `pos` is given (a refusal
/// is shown above the form).
pub async fn play_page(
    cx: Context,
    Query(form): Query<PlayForm>,
    settings: Result<Query<PlayQuery>, Error>,
) -> Response {
    let c = &cx.ctx;
    let started = form.side.is_some() || form.pos.is_some();
    if !started {
        return page::response(StatusCode::OK, page(c, &cx, &form, None, None));
    }
    match settings.and_then(|Query(q)| Settings::of(&cx, &q)) {
        Ok(s) => page::response(StatusCode::OK, page(c, &cx, &form, Some(&s), None)),
        Err(e) => page::response(e.status, page(c, &cx, &form, None, Some(&e.message))),
    }
}

impl Settings {
    /// The settings of a `/play` request.
    ///
    /// # Errors
    /// 400 for position text with moves or that breaks a rule of the start, moves that are not
    /// legal, or no position for a table without the start position; 404 for a position of
    /// another table.
    fn of(state: &Context, q: &PlayQuery) -> Result<Settings, Error> {
        let side = q.side.unwrap_or(Color::A);
        let level = q
            .level
            .unwrap_or(Level::new(DEFAULT_LEVEL).expect("a level"));
        let seed = q.seed.unwrap_or_else(fresh_seed);
        let text = q
            .pos
            .as_ref()
            .or(q.text.as_ref().filter(|_| q.start == Some(StartKind::Text)))
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        let start = match text {
            Some(t) => {
                if has_moves_word(&t) {
                    return Err(Error::bad_request(
                        "the position text: give the moves in moves=, not in pos=",
                    ));
                }
                // Text without the word `moves` plays no move: the line is its start.
                *state.line(&t)?.line.start()
            }
            None => {
                let mover = if q.first == Some(First::Engine) {
                    side.other()
                } else {
                    side
                };
                if state.pieces() != sibi_solver::PieceSet::FULL {
                    return Err(Error::bad_request(format!(
                        "this server's table is {} {}, which has no start position: give a \
                         position of that piece set by its text",
                        state.rules(),
                        state.pieces()
                    )));
                }
                Position::start(mover)
            }
        };
        check_start(&start, state.rules()).map_err(|e| Error::bad_request(e.to_string()))?;
        let moves = q
            .moves
            .as_deref()
            .map(|s| s.trim().to_string())
            .unwrap_or_default();
        if !moves.is_empty() {
            // The moves must be legal from the start; the script replays them.
            state.line(&with_moves(&start.to_string(), &moves)?)?;
        }
        Ok(Settings {
            start,
            moves,
            level,
            side,
            seed,
            vertical: q.layout == Some(Layout::Vertical),
        })
    }
}

/// The whole page: the form (open when no game is under way) and the game.
fn page(
    c: &Ctx,
    state: &AppState,
    p: &PlayForm,
    game: Option<&Settings>,
    error: Option<&str>,
) -> Markup {
    let w = &words(c.lang);
    let level_now = game
        .map(|g| g.level)
        .or_else(|| p.level.as_deref().and_then(|l| l.parse().ok()))
        .unwrap_or(Level::new(DEFAULT_LEVEL).expect("a level"));
    let side_now = game.map_or(Color::A, |g| g.side);
    let vertical = game.is_some_and(|g| g.vertical);
    let full = state.table.pieces() == sibi_solver::PieceSet::FULL;
    let text_now = p.text.clone().or(p.pos.clone()).unwrap_or_default();
    let lang_switch = format!("/play?lang={}", c.lang.other().code());
    let body = html! {
        (page::header(c, &lang_switch))
        main #main.play {
            h1 { (w.title) }
            p.units { (w.intro) }
            noscript { p.errmsg #noscript { (w.noscript) } }
            @if let Some(e) = error { p.errmsg role="alert" { (e) } }
            details.settings open[game.is_none()] {
                summary { (w.settings) }
                form #settings method="get" action="/play" {
                    @if c.lang_explicit { input type="hidden" name="lang" value=(c.lang.code()); }
                    fieldset {
                        legend { (w.your_side) }
                        @for s in Color::BOTH {
                            label { input type="radio" name="side" value=(s) checked[s == side_now]; " " (c.lang.player(s)) }
                            " "
                        }
                    }
                    fieldset {
                        legend { (w.start) }
                        @if full {
                            label { input type="radio" name="start" value="start" checked[text_now.is_empty()]; " " (w.start_position) }
                            " — " (w.first) ": "
                            select name="first" {
                                option value="you" { (w.you_first) }
                                option value="engine" { (w.engine_first) }
                            }
                            br;
                        }
                        label { input type="radio" name="start" value="text" checked[!full || !text_now.is_empty()]; " " (w.this_position) }
                        " "
                        input #text type="text" name="text" value=(text_now) placeholder="M2g/KPpk/G2m - a" spellcheck="false" autocomplete="off";
                    }
                    fieldset {
                        legend { (w.level) }
                        select #level name="level" {
                            @for l in Level::all() {
                                option value=(l) selected[l == level_now] { (l) }
                            }
                        }
                        ol.levels {
                            @for l in Level::all() {
                                li data-level=(l) { (crate::catalogue::facts::level_description(c.lang, l)) }
                            }
                        }
                        p.units { "(" (crate::catalogue::facts::level_note(c.lang)) ")" }
                    }
                    fieldset {
                        legend { (w.layout) }
                        label { input type="radio" name="layout" value="horizontal" checked[!vertical]; " " (w.horizontal) }
                        " "
                        label { input type="radio" name="layout" value="vertical" checked[vertical]; " " (w.vertical) }
                    }
                    button #new type="submit" { (w.new_game) }
                }
            }
            @if let Some(g) = game {
                section #play data-start=(g.start.to_string()) data-moves=(g.moves) data-level=(g.level)
                    data-side=(g.side) data-seed=(g.seed) data-layout=(if g.vertical { "vertical" } else { "horizontal" })
                    data-lang=(c.lang.code()) data-text=(script_words(c.lang).to_string())
                    data-level-text=(crate::catalogue::facts::level_description(c.lang, g.level)) {
                    p #status role="status" {}
                    div #board {}
                    div.tools {
                        button #undo type="button" disabled { (w.undo) }
                        " "
                        button #draw type="button" hidden {}
                        " "
                        a #link href="/play" { (w.link) }
                        " "
                        a #download href="/play/record" download hidden { (w.download) }
                    }
                    p.units { (w.level) " " (g.level) ": " (crate::catalogue::facts::level_description(c.lang, g.level)) }
                    div #annotation {}
                }
            }
        }
    };
    html! {
        (DOCTYPE)
        html lang=(c.lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "sibi · " (w.title) }
                link rel="stylesheet" href="/static/style.css";
                script src="/static/play.js" defer {}
            }
            body { (body) }
        }
    }
}
