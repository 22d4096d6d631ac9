//! Compressed and cacheable answers: gzip and brotli when the client asks (tower-http's
//! compression layer), and validators for every answer that depends only on the table, the
//! program and the request — an `ETag`, a long `Cache-Control`, `Vary: Accept-Encoding` — so
//! that a browser or a CDN keeps it, and `If-None-Match` gets a 304. The page and script assets
//! are served under content-hashed names, `immutable` ([`super::assets`]).
//!
//! An answer is cacheable when it is a 200 to a GET or HEAD whose handler set no
//! `Cache-Control` of its own: the handlers that draw a fresh seed (a game or a puzzle asked
//! without `seed=`) mark theirs [`no_store`], and the health checks and the assets set their
//! own. The server keeps cacheable answers too, compressed ([`super::kept_answers::Answers`]): a
//! position asked again costs neither its probes nor its compression.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, LazyLock};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower_http::compression::{CompressionLayer, CompressionLevel};

use super::kept_answers::{Stored, ANSWER_KEPT_MAX_BYTES};
use super::query::Incoming;
use super::state::AppState;

/// How long a browser or a CDN may keep a cacheable answer without asking again, in seconds:
/// one day. An answer never changes for a table and a program (the validator names both), so
/// the limit only bounds how long a cache may show a page of the previous release after an
/// upgrade.
pub const MAX_AGE_SECONDS: u32 = 86_400;

/// The compression level of both encodings: made for content compressed on every request
/// (brotli's 4 is about as fast as gzip's 6 and smaller; tower-http takes one level for all
/// encodings, and gzip's 4 is within a few percent of its 6 on these pages).
pub const COMPRESSION_LEVEL: i32 = 4;

/// The compression of every answer, by the client's `Accept-Encoding`: brotli or gzip
/// (tower-http's default rules: not for bodies under 32 bytes, images other than SVG, or
/// answers already encoded).
pub fn compression() -> CompressionLayer {
    CompressionLayer::new()
        .gzip(true)
        .br(true)
        .quality(CompressionLevel::Precise(COMPRESSION_LEVEL))
}

/// `Cache-Control: no-store` on `res`: an answer drawn with a fresh seed, which the same
/// request would not get again.
pub fn no_store(mut res: Response) -> Response {
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// What names the program in a validator: its version and its embedded assets (the pages'
/// script and style).
fn program_tag() -> u64 {
    static TAG: LazyLock<u64> = LazyLock::new(|| {
        let mut h = DefaultHasher::new();
        env!("CARGO_PKG_VERSION").hash(&mut h);
        super::assets::STYLE.hash(&mut h);
        super::assets::SCRIPT.hash(&mut h);
        h.finish()
    });
    *TAG
}

/// The validator of an answer: the table's checksums, the program, the request (its language,
/// path and query) and the encoding of the body (`br`, `gzip` or `identity`: each is another
/// representation).
fn etag(state: &AppState, request: &str, encoding: &str) -> String {
    let header = state.table.table().header();
    let mut h = DefaultHasher::new();
    (header.header_checksum, header.block_table_checksum).hash(&mut h);
    program_tag().hash(&mut h);
    request.hash(&mut h);
    format!("\"{:016x}-{encoding}\"", h.finish())
}

/// Whether the request's `If-None-Match` values name `tag` (or are `*`).
fn matches(if_none_match: &[HeaderValue], tag: &str) -> bool {
    if_none_match
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == tag || t == "*")
}

/// A 304 for an answer with `headers`: its validators and `Vary`, no body.
fn not_modified(headers: &HeaderMap) -> Response {
    let mut res = StatusCode::NOT_MODIFIED.into_response();
    let h = res.headers_mut();
    for name in [header::ETAG, header::CACHE_CONTROL] {
        if let Some(v) = headers.get(&name) {
            h.insert(name, v.clone());
        }
    }
    for v in headers.get_all(header::VARY) {
        h.append(header::VARY, v.clone());
    }
    res
}

/// The validators of a cacheable answer (see the module's documentation), a 304 without a
/// body when the client already has it, and the answer kept ([`super::kept_answers::Answers`]) for the next GET of
/// the same request. Runs outside the compression layer: the encoding is part of the
/// validator.
pub async fn validators(State(state): State<Arc<AppState>>, req: Request, next: Next) -> Response {
    let get = *req.method() == Method::GET;
    if !get && *req.method() != Method::HEAD {
        return next.run(req).await;
    }
    // The language a page is written in follows `Accept-Language` when the query has no
    // `lang=`: it is part of the request, as the encodings the client takes. The guard named
    // the request once ([`Incoming::cache_key`]).
    let incoming = Incoming::of_request(&req);
    let request = incoming.cache_key.as_str();
    // Only what the answer depends on is taken from the request's headers (this runs on every
    // request: no copy of the whole map).
    let if_none_match: Vec<HeaderValue> = req
        .headers()
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .cloned()
        .collect();
    let key = format!(
        "{}|{request}",
        req.headers()
            .get(header::ACCEPT_ENCODING)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    );
    if get {
        if let Some(kept) = state.answers.get(&key) {
            let tag = kept.headers.get(header::ETAG).and_then(|v| v.to_str().ok());
            if tag.is_some_and(|t| matches(&if_none_match, t)) {
                return not_modified(&kept.headers);
            }
            let mut res = Response::new(Body::from(kept.body));
            *res.headers_mut() = kept.headers;
            return res;
        }
    }
    let mut res = next.run(req).await;
    if res.status() != StatusCode::OK || res.headers().contains_key(header::CACHE_CONTROL) {
        return res;
    }
    let encoding = res
        .headers()
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("identity")
        .to_string();
    let tag = etag(&state, request, &encoding);
    let h = res.headers_mut();
    let tag_value = HeaderValue::from_str(&tag).expect("an ETag is ASCII");
    let control =
        HeaderValue::from_str(&format!("public, max-age={MAX_AGE_SECONDS}")).expect("ASCII");
    h.insert(header::ETAG, tag_value);
    h.insert(header::CACHE_CONTROL, control);
    let varies = h
        .get_all(header::VARY)
        .iter()
        .any(|v| v.as_bytes().eq_ignore_ascii_case(b"accept-encoding"));
    if !varies {
        h.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    if matches(&if_none_match, &tag) {
        return not_modified(res.headers());
    }
    if !get {
        return res;
    }
    // Kept as sent (a body that cannot be read whole is the client's loss: a 500 it would have
    // had anyway).
    let (parts, body) = res.into_parts();
    let Ok(body) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    if body.len() <= ANSWER_KEPT_MAX_BYTES {
        state.answers.insert(
            key,
            Stored {
                headers: parts.headers.clone(),
                body: body.clone(),
            },
        );
    }
    Response::from_parts(parts, Body::from(body))
}
