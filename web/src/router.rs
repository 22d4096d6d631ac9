//! The routes of `sibi serve`: which handler answers which path, how each group of routes
//! shows an [`Error`] (JSON under `/api/`, a page on the HTML routes, plain text for the
//! record download), the request log, and the checks and headers every response gets.

use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::handler::Handler;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use http_body_util::BodyExt;
use sibi_solver::limits::{MAX_BODY_BYTES, MAX_URL_PATH_BYTES, MAX_URL_QUERY_BYTES};
use std::sync::atomic::{AtomicBool, Ordering};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::timeout::{TimeoutBody, TimeoutError};
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

use super::context::Context;
use super::error::{Error, Title};
use super::heavy_work::{line_plies, HEAVY_LINE_PLIES};
use super::listen::ConnectionLimits;
use super::query::Incoming;
use super::state::AppState;
use super::{
    assets, bodies, cache, drills, drills_page, edit, explorer, games, lines, openapi, play,
    puzzles, rules,
};

/// The router of the whole site.
pub fn router(state: Arc<AppState>) -> Router {
    // Bodies are admitted before they are read.
    let admit = || middleware::from_fn_with_state(state.bodies.clone(), bodies::admit);
    // Pages of long lines are heavy work.
    let heavy_lines = || middleware::from_fn_with_state(Arc::clone(&state), heavy_page);
    let pages = Router::new()
        .route("/", get(explorer::explorer.layer(heavy_lines())))
        .route("/edit", get(edit::edit_page))
        .route("/games", get(games::games_list))
        .route(
            "/games/annotate",
            get(games::annotate_get).post(games::annotate_post.layer(admit())),
        )
        .route("/games/{name}", get(games::game_page))
        .route("/puzzles", get(puzzles::puzzles_page))
        .route("/drills", get(drills_page::drills_page))
        .route("/drills/board", get(drills_page::board_fragment))
        .route("/play", get(play::play_page.layer(heavy_lines())))
        .route("/play/annotation", get(play::annotation))
        .route("/rules", get(rules::rules_page))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::from_fn(same_site_forms))
        .layer(middleware::from_fn(errors_as_pages));
    let api = Router::new()
        .route("/api/v1/annotate", post(games::api_annotate.layer(admit())))
        .route("/api/v1/position", get(explorer::api_position))
        .route("/api/v1/mainline", get(explorer::api_mainline))
        .route("/api/v1/puzzle", get(puzzles::api_puzzle))
        .route("/api/v1/engine-move", get(play::api_engine_move))
        .route("/api/v1/drill", get(drills::api_drill))
        .route("/api/v1/record", get(lines::record_download))
        .route("/api/v1/openapi.json", get(openapi::document))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::map_response(errors_as_json));
    let site = Router::new()
        .merge(pages)
        .merge(api)
        // Plain text: the record download's refusals.
        .route("/play/record", get(play::record_file))
        .route("/static/{file}", get(static_file))
        .route("/favicon.ico", get(icon))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed);
    // Compressed inside, validated (and kept) outside: the encoding is part of the validator.
    // Inside the rate limit: an answer kept is still counted.
    let mut site = site
        .layer(cache::compression())
        .layer(middleware::from_fn_with_state(
            Arc::clone(&state),
            cache::validators,
        ));
    // The rate limit spares the load balancer's checks below.
    if let Some(rate) = super::rate::layer(
        state.rate.per_second,
        state.rate.burst,
        state.rate.trusted_proxies.clone(),
    ) {
        site = site.layer(rate);
    }
    let limits = state.connections;
    site.route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(state)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(CatchPanicLayer::custom(panicked))
        .layer(middleware::from_fn(move |req, next| {
            time_limits(limits, req, next)
        }))
        .layer(middleware::from_fn(guard))
        // The request log: the method and the path cut and escaped (super::log), then the
        // status and latency; written without ever waiting for stderr.
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(super::log::request_span)
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// Runs a page whose line is longer than [`HEAVY_LINE_PLIES`] as heavy work (a place and the time
/// budget of an annotation, off the async workers); a shorter one on the fast path.
async fn heavy_page(State(state): State<Arc<AppState>>, req: Request, next: Next) -> Response {
    let plies = line_plies(&Incoming::of_request(&req).params);
    if plies <= HEAVY_LINE_PLIES {
        return next.run(req).await;
    }
    match state.heavy.run_page(next.run(req)).await {
        Ok(res) => res,
        Err(e) => e.into_response(),
    }
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
    let incoming = Incoming::of_request(&req);
    let res = next.run(req).await;
    match res.extensions().get::<Error>() {
        Some(e) => e.page(&incoming.page, &incoming.here),
        None => res,
    }
}

/// Refuses (403, a page in the request's language) a form posted to a page route from another
/// site ([`from_another_site`]): a hostile page could otherwise make its visitors' browsers post
/// records here. Requests without the browser's headers (scripts, curl) pass; there is no form
/// token. The API's `POST /api/v1/annotate` is open to every origin on purpose (it answers
/// `Access-Control-Allow-Origin: *`); what a page can make a browser send there is bounded by
/// the limits of [`HeavyLimits`](super::heavy_work::HeavyLimits).
async fn same_site_forms(req: Request, next: Next) -> Response {
    let reads = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !reads && from_another_site(req.headers()) {
        let path = req.uri().path().to_string();
        return Error::worded(StatusCode::FORBIDDEN, move |lang| {
            crate::t!(lang, "error-cross-site-why", path = path.as_str())
        })
        .titled(Title::CrossSite)
        .into_response();
    }
    next.run(req).await
}

/// True when the browser says the request comes from another site: `Sec-Fetch-Site` (Fetch
/// Metadata, sent by every current browser) is anything but `same-origin` or `none` (a
/// request the person made, such as a bookmark); without it, `Origin` is present and names
/// another host than `Host` (or is `null`). Neither header: not a browser's cross-site request.
pub fn from_another_site(headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        return !matches!(site.as_bytes(), b"same-origin" | b"none");
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return false;
    };
    let origin = origin.as_bytes();
    let host = origin
        .strip_prefix(b"http://")
        .or_else(|| origin.strip_prefix(b"https://"));
    match (host, headers.get(header::HOST)) {
        (Some(o), Some(h)) => !o.eq_ignore_ascii_case(h.as_bytes()),
        _ => true,
    }
}

/// Shows the [`Error`] an API route answered as `{"error": message}`.
async fn errors_as_json(res: Response) -> Response {
    match res.extensions().get::<Error>() {
        Some(e) => e.json(),
        None => res,
    }
}

/// The time a request may take: a pause of more than `--body-seconds` while its body is read,
/// or more than `--request-seconds` from its head to its answer, is a 408 (a page or JSON in
/// the request's language, through [`guard`]).
pub(super) async fn time_limits(limits: ConnectionLimits, req: Request, next: Next) -> Response {
    let timed_out = Arc::new(AtomicBool::new(false));
    let (parts, body) = req.into_parts();
    let flag = Arc::clone(&timed_out);
    // Only the timeout's own error is a 408: a body that fails otherwise (its chunked framing
    // does not read, too many chunks) is answered by the routes below.
    let body = TimeoutBody::new(limits.body, body).map_err(move |e| {
        if e.is::<TimeoutError>() {
            flag.store(true, Ordering::Relaxed);
        }
        e
    });
    let req = Request::from_parts(parts, axum::body::Body::new(body));
    let seconds = limits.request.as_secs();
    let res = match tokio::time::timeout(limits.request, next.run(req)).await {
        Ok(res) => res,
        Err(_) => {
            return Error::worded(StatusCode::REQUEST_TIMEOUT, move |lang| {
                crate::t!(lang, "error-request-timeout", seconds = seconds)
            })
            .titled(Title::TimedOut)
            .into_response()
        }
    };
    if timed_out.load(Ordering::Relaxed) {
        let seconds = limits.body.as_secs();
        return Error::worded(StatusCode::REQUEST_TIMEOUT, move |lang| {
            crate::t!(lang, "error-body-timeout", seconds = seconds)
        })
        .titled(Title::TimedOut)
        .into_response();
    }
    res
}

/// Reads every request once, before any work: a path longer than [`MAX_URL_PATH_BYTES`] or a
/// query longer than [`MAX_URL_QUERY_BYTES`] is refused (414) without reading either; any other
/// request has its query parsed here, once, into the [`Incoming`] kept in its extensions, which
/// every later layer and handler reads. Then adds the headers that cost nothing: a
/// content-security policy without inline script or style, `nosniff`, no referrer, no framing,
/// `Vary: Accept-Language` on pages; `Access-Control-Allow-Origin: *` on the API.
async fn guard(mut req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let path_too_long = req.uri().path().len() > MAX_URL_PATH_BYTES;
    let query_too_long = req
        .uri()
        .query()
        .is_some_and(|q| q.len() > MAX_URL_QUERY_BYTES);
    let mut res = if path_too_long || query_too_long {
        let incoming = Incoming::unread(req.headers());
        let e = if path_too_long {
            Error::worded(StatusCode::URI_TOO_LONG, |lang| {
                crate::t!(lang, "error-path-too-long", max = MAX_URL_PATH_BYTES)
            })
        } else {
            Error::worded(StatusCode::URI_TOO_LONG, |lang| {
                crate::t!(lang, "error-query-too-long", max = MAX_URL_QUERY_BYTES)
            })
        };
        if api {
            e.json()
        } else {
            e.page(&incoming.page, &incoming.here)
        }
    } else {
        let incoming = Arc::new(Incoming::read(req.uri(), req.headers()));
        req.extensions_mut().insert(Arc::clone(&incoming));
        let res = next.run(req).await;
        // An error of a layer above the routes (408, 429) not yet shown: a page, or JSON
        // under the API.
        match res.extensions().get::<Error>() {
            Some(e) if !matches!(e.title, Title::TimedOut | Title::RateLimited) => res,
            Some(e) if api => e.json(),
            Some(e) => {
                let retry = res.headers().get("retry-after").cloned();
                let mut page = e.page(&incoming.page, &incoming.here);
                if let Some(v) = retry {
                    page.headers_mut().insert("retry-after", v);
                }
                page
            }
            None => res,
        }
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
    // A page's language follows Accept-Language when the URL has no `lang=`: a cache in front
    // (a CDN) must keep one copy per language.
    let html = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    if html {
        h.append(header::VARY, HeaderValue::from_static("accept-language"));
    }
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
        return Error::worded(StatusCode::NOT_FOUND, |lang| {
            crate::t!(lang, "error-no-such-api")
        })
        .json();
    }
    Error::worded(StatusCode::NOT_FOUND, |lang| {
        crate::t!(lang, "error-no-such-page")
    })
    .titled(Title::NotFound)
    .page(&cx.page, &cx.here)
}

/// A path that exists, asked with another method (`POST /`): 405 with the methods it takes in
/// `Allow` (axum's), as a page in the request's language, or JSON under `/api/`.
async fn method_not_allowed(cx: Context, req: Request) -> Response {
    let method = sibi_solver::limits::echo(req.method().as_str());
    let e = Error::worded(StatusCode::METHOD_NOT_ALLOWED, move |lang| {
        crate::t!(lang, "error-method-not-allowed", method = method.as_str())
    });
    if req.uri().path().starts_with("/api/") {
        return e.json();
    }
    e.page(&cx.page, &cx.here)
}

/// `GET /healthz`, for load balancers and orchestrators: 200 `{"alive":true}` while the
/// process answers (it does no work: a liveness check).
async fn healthz() -> Response {
    (
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(serde_json::json!({ "alive": true })),
    )
        .into_response()
}

/// `GET /readyz`: 200 `{"ready":true,"table":true,"puzzles":true}` once the table answers a
/// probe (of the position `/` shows) and the puzzles are ready; 503 with the part that is not
/// (`"table":false` for a table that fails its probe — damaged or truncated since it was
/// opened; `"puzzles":false` while they are being built). A server that has no puzzles and
/// will build none (`--no-generate` without a usable puzzle file, or a search that failed) is
/// ready all the same: 200 with `"puzzles":false` (its puzzle routes answer 503 saying why).
async fn readyz(State(state): State<Arc<AppState>>) -> Response {
    let (pos, _) = state.default_position();
    let table = state.table.probe(&pos).is_ok();
    let settled = state.puzzles();
    let puzzles = settled.is_some_and(|p| p.missing.is_none());
    let ready = table && settled.is_some();
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(serde_json::json!({ "ready": ready, "table": table, "puzzles": puzzles })),
    )
        .into_response()
}

/// `GET /static/FILE`: the style sheet and the script ([`assets::static_file`]); another name
/// is the site's 404.
async fn static_file(cx: Context, req: Request) -> Response {
    match assets::static_file(req.uri().path()) {
        Some(res) => res,
        None => not_found(cx, req).await,
    }
}

/// `GET /favicon.ico`: the site's icon (an SVG: a 王 on a piece), which browsers ask for on
/// every site; the pages name it too.
async fn icon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        include_str!("assets/icon.svg"),
    )
        .into_response()
}
