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

use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use maud::{html, Markup, DOCTYPE};
use sibi_solver::limits::echo;
use sibi_solver::query::play::{engine_move, play_record, Level, Rng, DESCRIPTION_NOTE};
use sibi_solver::query::{Line, LineEnd};
use sibi_solver::record::{write_canonical, GameRecord};
use sibi_solver::{Color, Position};

use super::app::{
    api_error, api_line, ctx, html as html_response, page_params, resolve, table_failure, AppState,
    Params,
};
use super::games;
use super::i18n::Lang;
use super::page::{self, Ctx};

/// The level a new game gets when none is chosen.
const DEFAULT_LEVEL: u8 = 5;

/// The routes of this module (merged into the site's router).
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/play", get(play_page))
        .route("/play/record", get(record_file))
        .route("/play/annotation", get(annotation))
        .route("/api/v1/engine-move", get(api_engine_move))
        .route("/static/play.js", get(script))
}

/// `seed=S`: a whole number 0..2⁶⁴, or the message saying what is wrong.
fn seed_of(p: &Params) -> Result<Option<u64>, String> {
    match p.get("seed").map(|s| s.trim()) {
        None | Some("") => Ok(None),
        Some(s) => s.parse::<u64>().map(Some).map_err(|_| {
            format!(
                "seed=`{}`: expected a whole number from 0 to 18446744073709551615",
                echo(s)
            )
        }),
    }
}

/// `level=N` (1..=10), `default` when absent.
fn level_of(p: &Params, default: Option<Level>) -> Result<Level, String> {
    match (p.get("level"), default) {
        (None, Some(l)) => Ok(l),
        (None, None) => {
            Err("missing level: give level=N, from 1 (random moves) to 10 (perfect play)".into())
        }
        (Some(s), _) => s
            .parse::<Level>()
            .map_err(|e| format!("level: {}", echo(&e.to_string()))),
    }
}

/// `side=a|d` (the player's camp), `a` when absent.
fn side_of(p: &Params) -> Result<Color, String> {
    match p.get("side").map(String::as_str) {
        None | Some("a") => Ok(Color::A),
        Some("d") => Ok(Color::D),
        Some(s) => Err(format!("side=`{}`: expected a or d", echo(s))),
    }
}

/// `POS moves MOVES` (or `POS` alone), or the message naming `moves` when the two together are
/// longer than a query may be ([`MAX_QUERY_BYTES`](sibi_solver::limits::MAX_QUERY_BYTES)).
fn with_moves(pos: &str, moves: &str) -> Result<String, String> {
    if moves.is_empty() {
        return Ok(pos.to_string());
    }
    let text = format!("{pos} moves {moves}");
    let max = sibi_solver::limits::MAX_QUERY_BYTES;
    if text.len() > max {
        return Err(format!(
            "moves: the move list is too long ({} plies, {} bytes): the position and its moves \
             may take at most {max} bytes, about {} plies",
            moves.split_whitespace().count(),
            moves.len(),
            (max - pos.len() - " moves ".len()) / "B2C2 ".len()
        ));
    }
    Ok(text)
}

/// The value of `key` when it is one of `allowed` (or absent: `None`), else the message naming
/// the parameter and what it may be.
fn one_of<'a>(p: &'a Params, key: &str, allowed: &[&str]) -> Result<Option<&'a str>, String> {
    match p.get(key).map(String::as_str) {
        None => Ok(None),
        Some(v) if allowed.contains(&v) => Ok(Some(v)),
        Some(v) => Err(format!(
            "{key}=`{}`: expected {}",
            echo(v),
            allowed.join(" or ")
        )),
    }
}

/// A fresh seed for a game that names none: from the clock, mixed (the page puts it in the
/// game's link, so the game still replays).
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // 44 bits keep the game's link short; the script takes any u64 seed (as a string).
    Rng::mix(nanos) >> 20
}

/// Whether position text carries moves (the word `moves`, as `sibi probe` reads it).
fn has_moves_word(text: &str) -> bool {
    text.split_whitespace()
        .any(|w| w == sibi_solver::query::MOVES)
}

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
    /// The players' names by camp (player a first).
    fn players(&self) -> [String; 2] {
        let you = "you".to_string();
        let engine = format!("sibi level {}", self.level);
        match self.side {
            Color::A => [you, engine],
            Color::D => [engine, you],
        }
    }

    /// The game's record (format 2).
    fn record(&self, state: &AppState) -> Result<GameRecord, String> {
        play_record(
            &self.line,
            state.table.rules(),
            self.players(),
            self.repetition,
            format!("sibi serve /play, level {}, seed {}", self.level, self.seed),
        )
        .map_err(|e| e.to_string())
    }
}

/// The game of a `/play/record` or `/play/annotation` request: `pos` (required), `moves`,
/// `level`, `side`, `seed`, `end`. The status and message of a refusal.
fn game_of(state: &AppState, p: &Params) -> Result<Game, (StatusCode, String)> {
    let bad = |m: String| (StatusCode::BAD_REQUEST, m);
    let Some(pos) = p.get("pos").map(|s| s.trim()).filter(|s| !s.is_empty()) else {
        return Err(bad("missing pos: the position the game starts from".into()));
    };
    if has_moves_word(pos) {
        return Err(bad("pos: give the moves in moves=, not in pos=".into()));
    }
    let moves = p.get("moves").map(|s| s.trim()).unwrap_or("");
    let text = with_moves(pos, moves).map_err(bad)?;
    let line = resolve(state, &text).map_err(|r| (r.status, r.message))?;
    let level = level_of(p, None).map_err(bad)?;
    let side = side_of(p).map_err(bad)?;
    let seed = seed_of(p).map_err(bad)?.unwrap_or(0);
    let repetition = match p.get("end").map(String::as_str) {
        None | Some("") => false,
        Some("repetition") => true,
        Some(e) => {
            return Err(bad(format!(
                "end=`{}`: the only ending a page may ask for is repetition",
                echo(e)
            )))
        }
    };
    Ok(Game {
        line,
        level,
        side,
        seed,
        repetition,
    })
}

/// `GET /play/record?…`: the record, as a file to save.
async fn record_file(State(state): State<Arc<AppState>>, RawQuery(raw): RawQuery) -> Response {
    let result = super::app::params(raw)
        .map_err(|e| (StatusCode::BAD_REQUEST, e))
        .and_then(|p| game_of(&state, &p))
        .and_then(|g| {
            g.record(&state)
                .map_err(|e| (StatusCode::BAD_REQUEST, e))
                .map(|r| (g, r))
        });
    match result {
        Ok((g, record)) => (
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
            .into_response(),
        Err((status, m)) => (
            status,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            m + "\n",
        )
            .into_response(),
    }
}

/// `GET /play/annotation?…&lang=en|ko`: the game annotated (an HTML fragment).
async fn annotation(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = match page_params(raw, &headers) {
        Ok(p) => p,
        Err(res) => return res,
    };
    let c = ctx(&p, &headers);
    let fragment = |status, m: Markup| html_response(status, m);
    let game = match game_of(&state, &p) {
        Ok(g) => g,
        Err((status, m)) => return fragment(status, html! { p.errmsg role="alert" { (m) } }),
    };
    let record = match game.record(&state) {
        Ok(r) => r,
        Err(m) => {
            return fragment(
                StatusCode::BAD_REQUEST,
                html! { p.errmsg role="alert" { (m) } },
            )
        }
    };
    // The text the download holds, read back as `sibi annotate` and `/games/annotate` read it.
    match games::annotate_text(&state.table, &write_canonical(&record)) {
        Ok(a) => fragment(
            StatusCode::OK,
            games::annotation_view(c.lang, &a, games::longest(&state.table)),
        ),
        Err(m) => fragment(
            StatusCode::INTERNAL_SERVER_ERROR,
            html! { p.errmsg role="alert" { (m) } },
        ),
    }
}

/// `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]`: the move the level plays.
async fn api_engine_move(State(state): State<Arc<AppState>>, RawQuery(raw): RawQuery) -> Response {
    let (p, line) = match api_line(&state, raw) {
        Ok(x) => x,
        Err(res) => return res,
    };
    let level = match level_of(&p, None) {
        Ok(l) => l,
        Err(m) => return api_error(StatusCode::BAD_REQUEST, m),
    };
    let seed = match seed_of(&p) {
        Ok(s) => s.unwrap_or_else(fresh_seed),
        Err(m) => return api_error(StatusCode::BAD_REQUEST, m),
    };
    let pos = match line.end {
        LineEnd::Position(pos) => pos,
        LineEnd::KingCaptured { mv, .. } => {
            return api_error(
                StatusCode::BAD_REQUEST,
                format!("the game is over: {mv} captured the 王, there is no move to play"),
            )
        }
    };
    match engine_move(&state.table, &pos, state.table.rules(), level, seed) {
        Ok(Some(m)) => Json(m).into_response(),
        Ok(None) => {
            let why = pos
                .game_over(state.table.rules())
                .map(|g| g.sentence(pos.side_to_move()))
                .unwrap_or_default();
            api_error(
                StatusCode::BAD_REQUEST,
                format!("the game is over at {pos}: {why}; there is no move to play"),
            )
        }
        Err(e) => {
            let r = table_failure(e);
            api_error(r.status, r.message)
        }
    }
}

async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        include_str!("assets/play.js"),
    )
        .into_response()
}

/// The words of the page and of its script, in its language.
struct Words {
    title: &'static str,
    intro: &'static str,
    noscript: &'static str,
    settings: &'static str,
    your_side: &'static str,
    first: &'static str,
    you_first: &'static str,
    engine_first: &'static str,
    level: &'static str,
    start: &'static str,
    start_position: &'static str,
    this_position: &'static str,
    layout: &'static str,
    horizontal: &'static str,
    vertical: &'static str,
    new_game: &'static str,
    undo: &'static str,
    link: &'static str,
    download: &'static str,
}

const EN: Words = Words {
    title: "Play against the table",
    intro: "The engine knows the value of every position; its level decides how often it plays the best move. Distances are in plies.",
    noscript: "This page needs JavaScript to play: turn it on, or explore positions on the explorer's pages, which work without it.",
    settings: "New game",
    your_side: "Your side",
    first: "Who moves first (from the start position)",
    you_first: "you",
    engine_first: "the engine",
    level: "Engine level",
    start: "Start from",
    start_position: "the start position",
    this_position: "this position (position text):",
    layout: "Board",
    horizontal: "across (as the broadcasts draw it)",
    vertical: "upright (your camp at the bottom)",
    new_game: "Start the game",
    undo: "Undo",
    link: "Link to this game",
    download: "Download the record (.gibo)",
};

const KO: Words = Words {
    title: "테이블과 대국",
    intro: "엔진은 모든 국면의 값을 압니다. 단계가 높을수록 최선의 수를 자주 둡니다. 거리는 수(ply) 단위입니다.",
    noscript: "대국에는 자바스크립트가 필요합니다. 켜 주시거나, 자바스크립트 없이도 되는 탐색 페이지를 이용하세요.",
    settings: "새 대국",
    your_side: "내 진영",
    first: "선수 (시작 국면에서)",
    you_first: "나",
    engine_first: "엔진",
    level: "엔진 단계",
    start: "시작 국면",
    start_position: "처음 배치",
    this_position: "이 국면 (국면 표기):",
    layout: "판",
    horizontal: "가로 (방송처럼)",
    vertical: "세로 (내 진영이 아래)",
    new_game: "대국 시작",
    undo: "무르기",
    link: "이 대국의 링크",
    download: "기보 내려받기 (.gibo)",
};

/// The sentences of the script (`data-text` of `#play`, JSON): keys as `play.js` reads them.
fn script_words(lang: Lang) -> serde_json::Value {
    match lang {
        Lang::En => serde_json::json!({
            "yourTurn": "Your move (player {side}).",
            "thinking": "The engine (level {level}) is thinking…",
            "youWin": "You win",
            "engineWins": "The engine wins",
            "kingCapture": "by capturing the 王",
            "try": "by the try (the 王 held a turn in the enemy camp)",
            "noLegalMove": ": no legal move left",
            "repetition": "Draw by repetition: the position came round a third time.",
            "offerDraw": "This position has come round a third time: stop as a draw by repetition",
            "annotation": "Where did it go wrong? The game annotated",
            "illegal": "Not a legal move here.",
            "error": "The server refused: ",
            "ply": "ply",
            "plies": "plies"
        }),
        Lang::Ko => serde_json::json!({
            "yourTurn": "내 차례 (플레이어 {side}).",
            "thinking": "엔진 ({level}단계)이 생각 중…",
            "youWin": "승리",
            "engineWins": "엔진 승리",
            "kingCapture": "— 王을 잡음",
            "try": "— 王이 적진에서 한 턴 버팀",
            "noLegalMove": "— 둘 수 있는 수가 없음",
            "repetition": "반복 무승부: 같은 국면이 세 번째 나왔습니다.",
            "offerDraw": "같은 국면이 세 번째입니다: 반복 무승부로 끝내기",
            "annotation": "어디서 갈렸나? 대국 분석",
            "illegal": "여기서 둘 수 없는 수입니다.",
            "error": "서버가 거절함: ",
            "ply": "수",
            "plies": "수"
        }),
    }
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
/// &seed=S&layout=vertical]`: the form, and the game once `side` or `pos` is given.
async fn play_page(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = match page_params(raw, &headers) {
        Ok(p) => p,
        Err(res) => return res,
    };
    let c = ctx(&p, &headers);
    let started = p.contains_key("side") || p.contains_key("pos");
    if !started {
        return html_response(StatusCode::OK, page(&c, &state, &p, None, None));
    }
    match settings(&state, &p) {
        Ok(s) => html_response(StatusCode::OK, page(&c, &state, &p, Some(&s), None)),
        Err((status, m)) => html_response(status, page(&c, &state, &p, None, Some(&m))),
    }
}

/// The settings of a `/play` request, or the status and message of a refusal.
fn settings(state: &AppState, p: &Params) -> Result<Settings, (StatusCode, String)> {
    let bad = |m: String| (StatusCode::BAD_REQUEST, m);
    let side = side_of(p).map_err(bad)?;
    let level = level_of(p, Level::new(DEFAULT_LEVEL).ok()).map_err(bad)?;
    let seed = seed_of(p).map_err(bad)?.unwrap_or_else(fresh_seed);
    let start_kind = one_of(p, "start", &["start", "text"]).map_err(bad)?;
    let first = one_of(p, "first", &["you", "engine"]).map_err(bad)?;
    let layout = one_of(p, "layout", &["horizontal", "vertical"]).map_err(bad)?;
    let text = p
        .get("pos")
        .or(p.get("text").filter(|_| start_kind == Some("text")))
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    let start = match text {
        Some(t) => {
            if has_moves_word(&t) {
                return Err(bad(
                    "the position text: give the moves in moves=, not in pos=".into(),
                ));
            }
            match resolve(state, &t).map_err(|r| (r.status, r.message))?.end {
                LineEnd::Position(pos) => pos,
                // Not reached: text without the word `moves` plays no move.
                LineEnd::KingCaptured { .. } => {
                    return Err(bad("the position text: give no moves in it".into()))
                }
            }
        }
        None => {
            let engine_first = first == Some("engine");
            let mover = if engine_first { side.other() } else { side };
            if state.table.pieces() != sibi_solver::PieceSet::FULL {
                return Err(bad(format!(
                    "this server's table is {} {}, which has no start position: give a position \
                     of that piece set by its text",
                    state.table.rules(),
                    state.table.pieces()
                )));
            }
            Position::start(mover)
        }
    };
    sibi_solver::query::play::check_start(&start, state.table.rules())
        .map_err(|e| bad(e.to_string()))?;
    let moves = p
        .get("moves")
        .map(|s| s.trim().to_string())
        .unwrap_or_default();
    if !moves.is_empty() {
        // The moves must be legal from the start; the script replays them.
        let text = with_moves(&start.to_string(), &moves).map_err(bad)?;
        resolve(state, &text).map_err(|r| (r.status, r.message))?;
    }
    Ok(Settings {
        start,
        moves,
        level,
        side,
        seed,
        vertical: layout == Some("vertical"),
    })
}

/// The whole page: the form (open when no game is under way) and the game.
fn page(
    c: &Ctx,
    state: &AppState,
    p: &Params,
    game: Option<&Settings>,
    error: Option<&str>,
) -> Markup {
    let ko = c.lang == Lang::Ko;
    let w = if ko { &KO } else { &EN };
    let level_now = game
        .map(|g| g.level)
        .or_else(|| p.get("level").and_then(|l| l.parse().ok()))
        .unwrap_or(Level::new(DEFAULT_LEVEL).expect("a level"));
    let side_now = game.map_or(Color::A, |g| g.side);
    let vertical = game.is_some_and(|g| g.vertical);
    let full = state.table.pieces() == sibi_solver::PieceSet::FULL;
    let text_now = p.get("text").or(p.get("pos")).cloned().unwrap_or_default();
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
                                li data-level=(l) { (l.description()) }
                            }
                        }
                        p.units { "(" (DESCRIPTION_NOTE) ")" }
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
                    data-level-text=(g.level.description()) {
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
                    p.units { (w.level) " " (g.level) ": " (g.level.description()) }
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
