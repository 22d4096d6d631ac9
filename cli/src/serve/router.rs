//! The routes of `sibi serve`: which handler answers which path, how each group of routes
//! shows an [`Error`] (JSON under `/api/`, a page on the HTML routes, plain text for the
//! record download), the request log, and the checks and headers every response gets.

use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, Request};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use sibi_solver::limits::{MAX_BODY_BYTES, MAX_URL_QUERY_BYTES};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;

use super::context::{page_ctx, Context};
use super::error::{Error, Title};
use super::state::AppState;
use super::{edit, explorer, games, play, puzzles};

/// The router of the whole site.
pub fn router(state: Arc<AppState>) -> Router {
    let pages = Router::new()
        .route("/", get(explorer::explorer))
        .route("/edit", get(edit::edit_page))
        .route("/games", get(games::games_list))
        .route(
            "/games/annotate",
            get(games::annotate_get).post(games::annotate_post),
        )
        .route("/games/{name}", get(games::game_page))
        .route("/puzzles", get(puzzles::puzzles_page))
        .route("/play", get(play::play_page))
        .route("/play/annotation", get(play::annotation))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::from_fn(errors_as_pages));
    let api = Router::new()
        .route("/api/v1/annotate", post(games::api_annotate))
        .route("/api/v1/position", get(explorer::api_position))
        .route("/api/v1/mainline", get(explorer::api_mainline))
        .route("/api/v1/puzzle", get(puzzles::api_puzzle))
        .route("/api/v1/engine-move", get(play::api_engine_move))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::map_response(errors_as_json));
    Router::new()
        .merge(pages)
        .merge(api)
        // Plain text: the record download's refusals.
        .route("/play/record", get(play::record_file))
        .route("/static/style.css", get(style))
        .route("/static/app.js", get(script))
        .fallback(not_found)
        .with_state(state)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::from_fn(guard))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// A panic anywhere below becomes a 500 — a page in the request's language on the page
/// routes, `{"error": …}` under `/api/`, plain text elsewhere — never a dropped connection. It
/// names no path and quotes nothing of the panic (tower-http's catch-panic layer; the panic's
/// message still goes to stderr through the panic hook).
pub(super) fn panicked(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    Error::worded(StatusCode::INTERNAL_SERVER_ERROR, |lang| {
        crate::t!(lang, "error-panic")
    })
    .titled(Title::Internal)
    .into_response()
}

/// Shows the [`Error`] a page route answered as a page in the request's language.
pub(super) async fn errors_as_pages(req: Request, next: Next) -> Response {
    let ctx = page_ctx(req.uri().query(), req.headers());
    let res = next.run(req).await;
    match res.extensions().get::<Error>() {
        Some(e) => e.page(&ctx),
        None => res,
    }
}

/// Shows the [`Error`] an API route answered as `{"error": message}`.
async fn errors_as_json(res: Response) -> Response {
    match res.extensions().get::<Error>() {
        Some(e) => e.json(),
        None => res,
    }
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
        let e = Error::new(
            StatusCode::URI_TOO_LONG,
            format!("the query is longer than {MAX_URL_QUERY_BYTES} bytes"),
        );
        if api {
            e.json()
        } else {
            (e.status, e.message).into_response()
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

/// An unknown path: 404, as JSON under `/api/`.
async fn not_found(cx: Context, req: Request) -> Response {
    if req.uri().path().starts_with("/api/") {
        return Error::not_found(
            "no such API: see /api/v1/position, /api/v1/mainline, /api/v1/engine-move and \
             /api/v1/puzzle",
        )
        .json();
    }
    Error::worded(StatusCode::NOT_FOUND, |lang| {
        crate::t!(lang, "error-no-such-page")
    })
    .titled(Title::NotFound)
    .page(&cx.ctx)
}

/// `GET /static/style.css`.
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

/// `GET /static/app.js`.
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
