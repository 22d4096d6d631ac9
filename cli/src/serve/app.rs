//! The routes of `sibi serve`: the explorer page, the edit page, the JSON API and the embedded
//! assets, with the input checks and the headers every response gets.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::extract::{DefaultBodyLimit, RawQuery, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::{Json, Router};
use maud::Markup;
use serde::Serialize;
use sibi_solver::limits::{
    echo, MAX_BODY_BYTES, MAX_QUERY_BYTES, MAX_RECORD_BYTES, MAX_URL_QUERY_BYTES,
};
use sibi_solver::notation::parse_setup;
use sibi_solver::query::PvReport;
use sibi_solver::query::{best_report, parse_line, principal_variation, Line, LineEnd, LineError};
use sibi_solver::table::Tablebase;
use sibi_solver::{parse_move, Color, Move, PieceSet, Position, Rules};

use super::edit;
use super::games::{self, Games};
use super::i18n::Lang;
use super::page::{self, Ctx};
use super::puzzles::{self, Puzzles};

/// The longest principal variation a response holds, in plies (a won or lost line is at most
/// the table's longest distance, 180 plies; a drawn one stops at the first repetition).
pub const MAX_PV_PLIES: usize = 1000;

/// What every request shares: the table, opened once.
#[derive(Debug)]
pub struct AppState {
    /// The table, probed by every request (it is `Sync`; each thread keeps its own small cache
    /// of decompressed blocks).
    pub table: Tablebase,
    /// The broadcast games, annotated once.
    pub games: Games,
    /// The puzzles offered on `/puzzles`: empty while `sibi serve` builds the puzzle file in
    /// the background (then `/puzzles` and `/api/v1/puzzle` answer 503, [`BUILDING`]).
    puzzles: OnceLock<Puzzles>,
}

/// The answer of `/puzzles` and `/api/v1/puzzle` while the puzzle file is being built.
pub const BUILDING: &str = "the puzzles are being built; try again in a few minutes";

impl AppState {
    /// The state of a server of `table`: the broadcast games are annotated here (a few
    /// milliseconds).
    pub fn new(table: Tablebase) -> AppState {
        let puzzles = Puzzles::prepare(&table, true);
        AppState::with_puzzles(table, puzzles)
    }

    /// The state of a server of `table` offering `puzzles`.
    pub fn with_puzzles(table: Tablebase, puzzles: Puzzles) -> AppState {
        let state = AppState::building(table);
        state.set_puzzles(puzzles);
        state
    }

    /// The state of a server of `table` whose puzzles are not ready yet: [`AppState::set_puzzles`]
    /// gives them once built.
    pub fn building(table: Tablebase) -> AppState {
        let games = Games::load(&table);
        AppState {
            table,
            games,
            puzzles: OnceLock::new(),
        }
    }

    /// Gives the puzzles (once; a second call is ignored).
    pub fn set_puzzles(&self, puzzles: Puzzles) {
        let _ = self.puzzles.set(puzzles);
    }

    /// The puzzles, or `None` while they are being built.
    pub fn puzzles(&self) -> Option<&Puzzles> {
        self.puzzles.get()
    }
}

impl AppState {
    fn rules(&self) -> Rules {
        self.table.rules()
    }

    fn pieces(&self) -> PieceSet {
        self.table.pieces()
    }

    /// The position `/` shows: the start with a to move, or, for a table of a smaller piece
    /// set, a position of that set (the first one of its index that is not already decided by
    /// a one-ply look) with a note.
    fn default_position(&self) -> (Position, bool) {
        let start = Position::start(Color::A);
        if self.pieces() == PieceSet::FULL {
            return (start, false);
        }
        let index = sibi_solver::index::Index::new(self.pieces());
        let mut found = None;
        index.for_each_in(0..index.solved_len().min(1 << 16), self.rules(), |_, p| {
            if found.is_none() {
                found = p.filter(|p| sibi_solver::solve::trivial_value(p, self.rules()).is_none());
            }
        });
        (found.unwrap_or(start), true)
    }
}

/// The router of the whole site.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/", get(explorer))
        .route("/edit", get(edit_page))
        .route("/games", get(games_list))
        .route("/games/annotate", get(annotate_form).post(annotate_post))
        .route("/games/{name}", get(game_page))
        .route("/api/v1/annotate", axum::routing::post(api_annotate))
        .route("/api/v1/position", get(api_position))
        .route("/api/v1/mainline", get(api_mainline))
        .route("/puzzles", get(puzzles_page))
        .route("/api/v1/puzzle", get(api_puzzle))
        .route("/static/style.css", get(style))
        .route("/static/app.js", get(script))
        .merge(super::play::routes())
        .fallback(not_found)
        .with_state(state)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn(guard))
}

/// Refuses over-long query strings (414) before any handler reads them, and adds the headers
/// that cost nothing: a content-security policy without inline script or style, `nosniff`, no
/// referrer, no framing; `Access-Control-Allow-Origin: *` on the read-only API.
async fn guard(req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let too_long = req
        .uri()
        .query()
        .is_some_and(|q| q.len() > MAX_URL_QUERY_BYTES);
    let mut res = if too_long {
        let msg = format!("the query is longer than {MAX_URL_QUERY_BYTES} bytes");
        if api {
            api_error(StatusCode::URI_TOO_LONG, msg)
        } else {
            (StatusCode::URI_TOO_LONG, msg).into_response()
        }
    } else {
        next.run(req).await
    };
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    if api {
        h.insert(
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
            HeaderValue::from_static("*"),
        );
    }
    res
}

/// The query parameters of the pages and the API, all optional (unknown ones are ignored).
pub type Params = HashMap<String, String>;

/// The parameters, or a 400 when the query is not a valid form encoding (invalid UTF-8, say).
pub(super) fn params(raw: Option<String>) -> Result<Params, String> {
    let raw = raw.unwrap_or_default();
    // form_urlencoded replaces invalid UTF-8 with U+FFFD; refuse it instead of guessing.
    let mut out = Params::new();
    for (k, v) in form_urlencoded::parse(raw.as_bytes()) {
        if k.contains('\u{fffd}') || v.contains('\u{fffd}') {
            return Err("the query is not valid UTF-8".to_string());
        }
        out.entry(k.into_owned()).or_insert(v.into_owned());
    }
    Ok(out)
}

/// Why a request's position cannot be answered: the status (400 for bad text, 404 for a valid
/// position of another piece set) and the library's message.
pub struct Refusal {
    pub status: StatusCode,
    pub message: String,
}

/// The line `text` gives under the table's rules and piece set.
pub(super) fn resolve(state: &AppState, text: &str) -> Result<Line, Refusal> {
    let bad = |message: String| Refusal {
        status: StatusCode::BAD_REQUEST,
        message,
    };
    if text.len() > MAX_QUERY_BYTES {
        return Err(bad(format!(
            "the position text is longer than {MAX_QUERY_BYTES} bytes"
        )));
    }
    parse_line(text, state.rules(), state.pieces()).map_err(|e| match &e {
        LineError::Impossible { .. } => {
            // A valid position of another piece set is not this table's: 404, as a tablebase
            // server answers for a position it does not hold.
            let position_text = text.split(" moves ").next().unwrap_or(text);
            let other = parse_setup(position_text).ok().and_then(|s| {
                let set = s.piece_set()?;
                Position::from_setup(&s, state.rules(), set)
                    .ok()
                    .map(|_| set)
            });
            match other {
                Some(set) if set != state.pieces() => Refusal {
                    status: StatusCode::NOT_FOUND,
                    message: format!(
                        "the position has the piece set {set}, and this server's table is {} {}: \
                         serve the {} {set} table for it",
                        state.rules(),
                        state.pieces(),
                        state.rules()
                    ),
                },
                _ => bad(echo(&e.to_string())),
            }
        }
        _ => bad(echo(&e.to_string())),
    })
}

/// A JSON error: `{"error": message}` with `status`.
pub(super) fn api_error(status: StatusCode, message: String) -> Response {
    #[derive(Serialize)]
    struct ErrorJson {
        error: String,
    }
    (status, Json(ErrorJson { error: message })).into_response()
}

/// A failure of the table (a damaged block): 500 is the server's fault, said so.
pub(super) fn table_failure(e: impl std::fmt::Display) -> Refusal {
    Refusal {
        status: StatusCode::INTERNAL_SERVER_ERROR,
        message: format!("the table could not be read: {e}"),
    }
}

/// The parameters of an API request and the line its `pos` gives, or the JSON error (400 for
/// a bad query or position text, 404 for a position of another table).
#[allow(clippy::result_large_err)]
pub(super) fn api_line(state: &AppState, raw: Option<String>) -> Result<(Params, Line), Response> {
    let p = params(raw).map_err(|e| api_error(StatusCode::BAD_REQUEST, e))?;
    let Some(text) = p.get("pos") else {
        return Err(api_error(
            StatusCode::BAD_REQUEST,
            "missing pos: give position text, such as pos=M2g/KPpk/G2m+-+a".to_string(),
        ));
    };
    let line = resolve(state, text).map_err(|r| api_error(r.status, r.message))?;
    Ok((p, line))
}

/// `GET /api/v1/position?pos=TEXT[&line=1]`: what `sibi best --json` gives, the principal
/// variation only with `line=1`.
async fn api_position(State(state): State<Arc<AppState>>, RawQuery(raw): RawQuery) -> Response {
    let (p, line) = match api_line(&state, raw) {
        Ok(x) => x,
        Err(res) => return res,
    };
    let pv =
        matches!(p.get("line").map(String::as_str), Some("1" | "true")).then_some(MAX_PV_PLIES);
    match best_report(&state.table, &line, state.rules(), pv) {
        Ok(report) => Json(report).into_response(),
        Err(e) => {
            let r = table_failure(e);
            api_error(r.status, r.message)
        }
    }
}

/// `GET /api/v1/mainline?pos=TEXT`: the principal variation alone.
async fn api_mainline(State(state): State<Arc<AppState>>, RawQuery(raw): RawQuery) -> Response {
    let (_, line) = match api_line(&state, raw) {
        Ok(x) => x,
        Err(res) => return res,
    };
    let pv = match line.end {
        LineEnd::Position(pos) => {
            match principal_variation(&state.table, &pos, state.rules(), MAX_PV_PLIES) {
                Ok(pv) => PvReport::from(&pv),
                Err(e) => {
                    let r = table_failure(e);
                    return api_error(r.status, r.message);
                }
            }
        }
        LineEnd::KingCaptured { .. } => PvReport {
            moves: Vec::new(),
            end: sibi_solver::query::PvEnd::KingCapture,
            final_position: None,
        },
    };
    Json(pv).into_response()
}

/// The page context of a request: language (`?lang=`, else `Accept-Language`) and flip.
pub(super) fn ctx(p: &Params, headers: &HeaderMap) -> Ctx {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let query = p.get("lang").map(String::as_str);
    Ctx {
        lang: Lang::pick(query, accept),
        lang_explicit: matches!(query, Some("en" | "ko")),
        flip: p.get("flip").is_some_and(|f| f == "1"),
    }
}

/// The parameters of a page request, or the page that says the query is bad (400).
#[allow(clippy::result_large_err)]
pub(super) fn page_params(raw: Option<String>, headers: &HeaderMap) -> Result<Params, Response> {
    params(raw).map_err(|e| {
        let c = ctx(&Params::new(), headers);
        html(
            StatusCode::BAD_REQUEST,
            page::message(&c, "Bad request", &e, ""),
        )
    })
}

/// An HTML response.
pub(super) fn html(status: StatusCode, m: Markup) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        m.into_string(),
    )
        .into_response()
}

/// `GET /?pos=TEXT[&last=MOVE][&flip=1][&lang=en|ko][&part=main]`: the explorer page of a
/// position (`part=main`: only its main part, for the script).
async fn explorer(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = match page_params(raw, &headers) {
        Ok(p) => p,
        Err(res) => return res,
    };
    let c = ctx(&p, &headers);
    let t = c.lang.t();
    let text = p.get("pos").map(|s| s.trim()).filter(|s| !s.is_empty());
    let (line, note) = match text {
        None => {
            let (pos, note) = state.default_position();
            let line = parse_line(&pos.to_string(), state.rules(), state.pieces())
                .expect("a position of the table");
            (line, note.then_some(t.not_in_table))
        }
        Some(text) => match resolve(&state, text) {
            Ok(l) => (l, None),
            Err(r) => {
                let title = if r.status == StatusCode::NOT_FOUND {
                    "Not in this table"
                } else {
                    "Bad position"
                };
                return html(r.status, page::message(&c, title, &r.message, &echo(text)));
            }
        },
    };
    let pos = match line.end {
        LineEnd::Position(p) => p,
        LineEnd::KingCaptured { before, mv } => {
            let msg = format!(
                "{mv} captured {}'s 王: {} wins",
                c.lang.player(before.side_to_move().other()),
                c.lang.player(before.side_to_move())
            );
            return html(
                StatusCode::OK,
                page::message(&c, "Game over", &msg, &before.to_string()),
            );
        }
    };
    let last: Option<Move> = p
        .get("last")
        .and_then(|m| parse_move(m).ok())
        .and_then(|m| match m {
            sibi_solver::MoveText::Step { from, to, .. } => Some(Move::Step { from, to }),
            sibi_solver::MoveText::Drop { role, to } => Some(Move::Drop { role, to }),
            sibi_solver::MoveText::Compact { .. } => None,
        });
    let report = match best_report(&state.table, &line, state.rules(), Some(MAX_PV_PLIES)) {
        Ok(r) => r,
        Err(e) => {
            let r = table_failure(e);
            return html(r.status, page::message(&c, "Table error", &r.message, ""));
        }
    };
    let markup = if p.get("part").is_some_and(|v| v == "main") {
        page::explorer_main(&c, &report, &pos, state.rules(), last, note)
    } else {
        page::explorer(&c, &report, &pos, state.rules(), last, note)
    };
    html(StatusCode::OK, markup)
}

/// `GET /edit`: the edit form; with `check=1`, the position it describes is checked by the
/// library and opened in the explorer, or the form comes back with the library's message.
async fn edit_page(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = match page_params(raw, &headers) {
        Ok(p) => p,
        Err(res) => return res,
    };
    let c = ctx(&p, &headers);
    match edit::handle(&c, &p, state.rules(), state.pieces()) {
        edit::Outcome::Open(pos) => Redirect::to(&c.href(&pos, None)).into_response(),
        edit::Outcome::Form(status, m) => html(status, m),
    }
}

/// An unknown path: 404, as JSON under `/api/`.
async fn not_found(headers: HeaderMap, req: Request<Body>) -> Response {
    if req.uri().path().starts_with("/api/") {
        return api_error(
            StatusCode::NOT_FOUND,
            "no such API: see /api/v1/position, /api/v1/mainline, /api/v1/engine-move and /api/v1/puzzle"
                .into(),
        );
    }
    let c = ctx(&Params::new(), &headers);
    html(
        StatusCode::NOT_FOUND,
        page::message(&c, "Not found", "There is no such page.", ""),
    )
}

async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        include_str!("assets/style.css"),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        include_str!("assets/app.js"),
    )
        .into_response()
}

/// `GET /games`: the broadcast games.
async fn games_list(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = params(raw).unwrap_or_default();
    let c = ctx(&p, &headers);
    html(StatusCode::OK, games::list(&c, &state.games))
}

/// `GET /games/<name>?ply=K`: one game at ply K.
async fn game_page(
    State(state): State<Arc<AppState>>,
    axum::extract::Path(name): axum::extract::Path<String>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = params(raw).unwrap_or_default();
    let c = ctx(&p, &headers);
    let ply = match p.get("ply").map(|k| k.parse::<usize>()) {
        None => None,
        Some(Ok(k)) => Some(k),
        Some(Err(_)) => {
            let msg = format!("ply=`{}`: expected a ply number", echo(&p["ply"]));
            return html(
                StatusCode::BAD_REQUEST,
                page::message(&c, "Bad request", &msg, ""),
            );
        }
    };
    match games::game(&c, &state.games, &name, ply, games::longest(&state.table)) {
        Some(m) => html(StatusCode::OK, m),
        None => html(
            StatusCode::NOT_FOUND,
            page::message(
                &c,
                "Not found",
                &format!("no game named `{}`", echo(&name)),
                "",
            ),
        ),
    }
}

/// `GET /games/annotate`: the form.
async fn annotate_form(headers: HeaderMap, RawQuery(raw): RawQuery) -> Response {
    let p = params(raw).unwrap_or_default();
    let c = ctx(&p, &headers);
    html(StatusCode::OK, games::annotate_form(&c, "", None))
}

/// The record of a multipart form: the uploaded file if any, else the text field; and the
/// `lang` field.
async fn record_of(mut form: axum::extract::Multipart) -> Result<(String, Option<String>), String> {
    let mut text = String::new();
    let mut file = String::new();
    let mut lang = None;
    while let Some(field) = form.next_field().await.map_err(|e| e.body_text())? {
        let name = field.name().unwrap_or("").to_string();
        let bytes = field.bytes().await.map_err(|e| e.body_text())?;
        if bytes.len() > MAX_RECORD_BYTES {
            return Err(format!(
                "the record is larger than {MAX_RECORD_BYTES} bytes"
            ));
        }
        let value = String::from_utf8(bytes.to_vec())
            .map_err(|_| "the record is not UTF-8 text".to_string())?;
        match name.as_str() {
            "record" => text = value,
            "file" => file = value,
            "lang" => lang = Some(value),
            _ => {}
        }
    }
    Ok((if file.trim().is_empty() { text } else { file }, lang))
}

/// `POST /games/annotate`: the annotation of the record sent.
async fn annotate_post(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    form: Result<axum::extract::Multipart, axum::extract::multipart::MultipartRejection>,
) -> Response {
    let mut c = ctx(&Params::new(), &headers);
    let form = match form {
        Ok(f) => f,
        Err(e) => {
            return html(
                StatusCode::BAD_REQUEST,
                games::annotate_form(&c, "", Some(Err(e.body_text()))),
            )
        }
    };
    let (text, lang) = match record_of(form).await {
        Ok(t) => t,
        Err(e) => {
            return html(
                StatusCode::BAD_REQUEST,
                games::annotate_form(&c, "", Some(Err(e))),
            )
        }
    };
    if let Some(l) = lang.as_deref().filter(|l| matches!(*l, "en" | "ko")) {
        c.lang = Lang::pick(Some(l), None);
        c.lang_explicit = true;
    }
    let longest = games::longest(&state.table);
    match games::annotate_text(&state.table, &text) {
        Ok(a) => html(
            StatusCode::OK,
            games::annotate_form(&c, &text, Some(Ok((a, longest)))),
        ),
        Err(e) => html(
            StatusCode::BAD_REQUEST,
            games::annotate_form(&c, &text, Some(Err(echo_lines(&e)))),
        ),
    }
}

/// `POST /api/v1/annotate` (the body: a published table or a canonical record, UTF-8): what
/// `sibi annotate --json -` prints.
async fn api_annotate(
    State(state): State<Arc<AppState>>,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    // A body over the server's limit (or one that cannot be read) gets a JSON error too, not
    // axum's plain-text rejection.
    let body = match body {
        Ok(b) => b,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return api_error(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body is larger than {MAX_BODY_BYTES} bytes"),
            )
        }
        Err(e) => return api_error(e.status(), e.body_text()),
    };
    if body.len() > MAX_RECORD_BYTES {
        return api_error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the record is larger than {MAX_RECORD_BYTES} bytes"),
        );
    }
    let Ok(text) = std::str::from_utf8(&body) else {
        return api_error(
            StatusCode::BAD_REQUEST,
            "the record is not UTF-8 text".into(),
        );
    };
    match games::annotate_text(&state.table, text) {
        Ok(a) => {
            #[derive(Serialize)]
            struct FileJson<'a> {
                file: &'a str,
                #[serde(flatten)]
                annotation: &'a sibi_solver::query::annotate::GameAnnotation,
            }
            Json(FileJson {
                file: "-",
                annotation: &a,
            })
            .into_response()
        }
        Err(e) => api_error(StatusCode::BAD_REQUEST, echo_lines(&e)),
    }
}

/// A message quoting a record: control characters escaped, at most a few lines' worth.
fn echo_lines(s: &str) -> String {
    s.lines().map(echo).collect::<Vec<_>>().join("\n")
}

/// The `plies` and `seed` of a puzzle request: `Ok(None)` for no `plies`, or the message of a
/// bad number.
fn plies_seed(p: &Params, offered: &str) -> Result<Option<(u16, u64)>, String> {
    // No seed, or an empty one (as engine-move takes it): a fresh seed.
    let seed = match p.get("seed").map(|s| s.trim()).filter(|s| !s.is_empty()) {
        None => puzzles::fresh_seed(),
        Some(s) => s.parse::<u64>().map_err(|_| {
            format!(
                "seed=`{}`: give a whole number from 0 to {}",
                echo(s),
                u64::MAX
            )
        })?,
    };
    match p.get("plies") {
        None => Ok(None),
        Some(n) => match n.trim().parse::<u16>() {
            Ok(n) if n >= sibi_solver::query::puzzle::MIN_PLIES => Ok(Some((n, seed))),
            _ => Err(format!(
                "plies=`{}`: give a puzzle length in plies, a whole number from 2 up (offered \
                 here: {offered})",
                echo(n)
            )),
        },
    }
}

/// The lengths offered, for messages: `3, 4, 5 plies`.
fn lengths_offered(puzzles: &Puzzles) -> String {
    let l: Vec<String> = puzzles.lengths.iter().map(|(n, _)| n.to_string()).collect();
    if l.is_empty() {
        "none".to_string()
    } else {
        format!("{} plies", l.join(", "))
    }
}

/// `GET /puzzles`: the buttons by length; `?plies=N[&seed=S]`: a redirect to the page of the
/// puzzle of that length the seed picks; `?pos=TEXT&seed=S[&moves=…][&try=M][&part=main]`:
/// a puzzle's page (module [`puzzles`]).
async fn puzzles_page(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let p = match page_params(raw, &headers) {
        Ok(p) => p,
        Err(res) => return res,
    };
    let c = ctx(&p, &headers);
    let bad = |msg: String| {
        html(
            StatusCode::BAD_REQUEST,
            page::message(&c, "Bad request", &msg, ""),
        )
    };
    let offered = state
        .puzzles()
        .map_or_else(|| "none yet".to_string(), lengths_offered);
    let ps = match plies_seed(&p, &offered) {
        Ok(x) => x,
        Err(msg) => return bad(msg),
    };
    let Some(text) = p.get("pos").map(|s| s.trim()).filter(|s| !s.is_empty()) else {
        let Some(puzzles) = state.puzzles() else {
            return html(
                StatusCode::SERVICE_UNAVAILABLE,
                page::message(&c, "Puzzles not ready", BUILDING, ""),
            );
        };
        return match ps {
            None => html(StatusCode::OK, puzzles::index_page(&c, puzzles)),
            Some((n, seed)) => match puzzles.pick(n, seed) {
                Some(pos) => {
                    let mut to =
                        format!("/puzzles?pos={}&seed={seed}", page::enc(&pos.to_string()));
                    if c.lang_explicit {
                        to.push_str(&format!("&lang={}", c.lang.code()));
                    }
                    if c.flip {
                        to.push_str("&flip=1");
                    }
                    Redirect::to(&to).into_response()
                }
                None => html(
                    StatusCode::NOT_FOUND,
                    page::message(
                        &c,
                        "No such puzzle",
                        &format!(
                            "there is no puzzle of {n} plies here; lengths offered: {}",
                            lengths_offered(puzzles)
                        ),
                        "",
                    ),
                ),
            },
        };
    };
    let start = match resolve(&state, text) {
        Ok(Line {
            end: LineEnd::Position(pos),
            moves,
            ..
        }) if moves.is_empty() => pos,
        Ok(_) => {
            return bad("pos: give the puzzle's position alone (its moves go in moves=)".into())
        }
        Err(r) => {
            return html(
                r.status,
                page::message(&c, "Bad position", &r.message, &echo(text)),
            )
        }
    };
    let seed = ps.map_or_else(
        || {
            p.get("seed")
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(0)
        },
        |x| x.1,
    );
    let moves: Vec<String> = p
        .get("moves")
        .map(|m| {
            m.split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    if moves.len() > 200 {
        return bad("moves: more moves than any puzzle has".into());
    }
    let tried = p
        .get("try")
        .map(String::as_str)
        .filter(|s| !s.trim().is_empty());
    match puzzles::replay(&state.table, start, seed, &moves, tried) {
        Ok(st) => {
            let m = if p.get("part").is_some_and(|v| v == "main") {
                puzzles::puzzle_main(&c, &st, state.rules())
            } else {
                puzzles::puzzle_page(&c, &st, state.rules())
            };
            html(StatusCode::OK, m)
        }
        Err(puzzles::Refused::Bad(msg)) => html(
            StatusCode::BAD_REQUEST,
            page::message(&c, "Not a puzzle", &echo(&msg), &start.to_string()),
        ),
        Err(puzzles::Refused::Table(e)) => {
            let r = table_failure(e);
            html(r.status, page::message(&c, "Table error", &r.message, ""))
        }
    }
}

/// `GET /api/v1/puzzle?plies=N[&seed=S]`: the puzzle of that length the seed picks (a fresh
/// seed when none), with its solution tree; 400 for a bad number, 404 for a length without
/// puzzles.
async fn api_puzzle(State(state): State<Arc<AppState>>, RawQuery(raw): RawQuery) -> Response {
    let p = match params(raw) {
        Ok(p) => p,
        Err(e) => return api_error(StatusCode::BAD_REQUEST, e),
    };
    let Some(puzzles) = state.puzzles() else {
        return api_error(StatusCode::SERVICE_UNAVAILABLE, BUILDING.to_string());
    };
    let (n, seed) = match plies_seed(&p, &lengths_offered(puzzles)) {
        Ok(Some(x)) => x,
        Ok(None) => {
            return api_error(
                StatusCode::BAD_REQUEST,
                format!(
                    "missing plies: give a puzzle length, such as plies=5 (offered: {})",
                    lengths_offered(puzzles)
                ),
            )
        }
        Err(msg) => return api_error(StatusCode::BAD_REQUEST, msg),
    };
    if let Some(m) = &puzzles.missing {
        return api_error(StatusCode::SERVICE_UNAVAILABLE, m.clone());
    }
    match puzzles::api_puzzle(&state.table, puzzles, n, seed) {
        Ok(Some(j)) => Json(j).into_response(),
        Ok(None) => api_error(
            StatusCode::NOT_FOUND,
            format!(
                "no puzzle of {n} plies here; lengths offered: {}",
                lengths_offered(puzzles)
            ),
        ),
        Err(e) => {
            let r = table_failure(e);
            api_error(r.status, r.message)
        }
    }
}
