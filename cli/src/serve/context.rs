//! What every handler starts from: [`Context`], the shared state and the page context of the
//! request (its language, from `?lang=` then `Accept-Language`, and `?flip=1`), and the
//! position text of a request read under the table's rules ([`Context::line`]).

use std::convert::Infallible;
use std::ops::Deref;
use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::http::{header, HeaderMap, Uri};
use sibi_solver::limits::{echo, MAX_QUERY_BYTES};
use sibi_solver::notation::parse_setup;
use sibi_solver::query::{parse_line, LineError, ParsedLine};
use sibi_solver::Position;

use super::error::{Error, Title};
use super::i18n::Lang;
use super::page::Ctx;
use super::query::Params;
use super::state::AppState;

/// What the router's guard reads of every request, once: its query ([`Params`]), the page
/// context (the language, from `?lang=` then `Accept-Language`, and `?flip=1`) and the address
/// for an error page's language link. Kept in the request's extensions; every later reader —
/// the cache validators, the error pages, [`Context`] and [`Query`](super::query::Query) —
/// takes it from there.
#[derive(Debug)]
pub struct Incoming {
    /// The query's parameters.
    pub params: Params,
    /// The language and flip of the request's pages and links.
    pub ctx: Ctx,
    /// The address requested, safe to repeat in a link ([`here`]).
    pub here: String,
}

impl Incoming {
    /// Reads a request of `uri` and `headers` (the query parsed once).
    pub fn read(uri: &Uri, headers: &HeaderMap) -> Incoming {
        let params = Params::parse(uri.query());
        let ctx = page_ctx(&params, headers);
        Incoming {
            params,
            ctx,
            here: here(uri),
        }
    }

    /// What a request refused before its query is read knows: the language from
    /// `Accept-Language` alone, and the site's root as the address.
    pub fn unread(headers: &HeaderMap) -> Incoming {
        let params = Params::default();
        let ctx = page_ctx(&params, headers);
        Incoming {
            params,
            ctx,
            here: "/".to_string(),
        }
    }

    /// The request's [`Incoming`], as the guard kept it (read now for a request that did not
    /// pass the guard: only in-process calls of a handler).
    pub fn of(parts: &Parts) -> Arc<Incoming> {
        match parts.extensions.get::<Arc<Incoming>>() {
            Some(i) => Arc::clone(i),
            None => Arc::new(Incoming::read(&parts.uri, &parts.headers)),
        }
    }

    /// [`Incoming::of`] for a whole request.
    pub fn of_request(req: &axum::extract::Request) -> Arc<Incoming> {
        match req.extensions().get::<Arc<Incoming>>() {
            Some(i) => Arc::clone(i),
            None => Arc::new(Incoming::read(req.uri(), req.headers())),
        }
    }
}

/// The page context of a request of query `params` and `headers`: the language (`?lang=en|ko`,
/// else the first of `Accept-Language` the site speaks, else English) and whether the board is
/// flipped (`?flip=1`). A query that does not read (invalid UTF-8) counts as none.
fn page_ctx(params: &Params, headers: &HeaderMap) -> Ctx {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = params.get("lang");
    Ctx {
        lang: Lang::pick(lang, accept),
        lang_explicit: matches!(lang, Some("en" | "ko")),
        flip: params.get("flip") == Some("1"),
    }
}

/// The path and query of `uri` as requested, made safe to repeat in a link of a page: a path
/// that a browser would read as another site's (`//host/…`, or with a backslash, which
/// browsers read as a slash) is replaced by `/`, and every byte outside printable ASCII is
/// percent-encoded (a raw U+202E in a path cannot reorder the page's text).
pub fn here(uri: &Uri) -> String {
    let path = uri.path();
    if path.starts_with("//") || path.contains('\\') || !path.starts_with('/') {
        return "/".to_string();
    }
    let raw = uri.path_and_query().map_or(path, |p| p.as_str());
    let mut out = String::with_capacity(raw.len());
    for &b in raw.as_bytes() {
        if b.is_ascii_graphic() {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The request's context: the shared state (also reached through `Deref`) and what the guard
/// read of the request ([`Incoming`]). Extracted from any request (it never fails).
#[derive(Clone, Debug)]
pub struct Context {
    /// The state every request shares.
    pub state: Arc<AppState>,
    /// The language and flip of the request's pages and links.
    pub ctx: Ctx,
    /// The address requested: its path and query (for the language link of an error page).
    pub here: String,
}

impl FromRequestParts<Arc<AppState>> for Context {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<Self, Infallible> {
        let incoming = Incoming::of(parts);
        Ok(Context {
            state: Arc::clone(state),
            ctx: incoming.ctx,
            here: incoming.here.clone(),
        })
    }
}

impl Deref for Context {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.state
    }
}

impl Context {
    /// The line `text` gives (a position, optionally `moves` and the moves played from it)
    /// under the table's rules and piece set.
    ///
    /// # Errors
    /// 400 ([`Title::BadPosition`]) for text longer than [`MAX_QUERY_BYTES`] or that does not
    /// read, with the library's message; 404 ([`Title::NotInTable`]) for a valid position of
    /// another piece set, as a tablebase server answers for a position it does not hold.
    pub fn line(&self, text: &str) -> Result<ParsedLine, Error> {
        resolve(&self.state, text)
    }
}

/// 400 "Bad position" with the line's error worded in the page's language.
fn worded_bad(e: LineError) -> Error {
    Error::worded(StatusCode::BAD_REQUEST, move |lang| {
        echo(&crate::catalogue::facts::line_error(lang, &e))
    })
    .titled(Title::BadPosition)
}

/// [`Context::line`] for `state`.
fn resolve(state: &AppState, text: &str) -> Result<ParsedLine, Error> {
    if text.len() > MAX_QUERY_BYTES {
        return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
            crate::t!(lang, "error-position-too-long", max = MAX_QUERY_BYTES)
        })
        .titled(Title::BadPosition));
    }
    parse_line(text, state.rules(), state.pieces()).map_err(|e| match &e {
        LineError::Impossible { .. } => {
            let position_text = text.split(" moves ").next().unwrap_or(text);
            let other = parse_setup(position_text).ok().and_then(|s| {
                let set = s.piece_set()?;
                Position::from_setup(&s, state.rules(), set)
                    .ok()
                    .map(|_| set)
            });
            match other {
                Some(set) if set != state.pieces() => {
                    let (rules, pieces) = (state.rules(), state.pieces());
                    Error::worded(StatusCode::NOT_FOUND, move |lang| {
                        crate::t!(
                            lang,
                            "error-other-table",
                            set = set.to_string(),
                            rules = crate::catalogue::facts::rules_name(lang, rules),
                            pieces = pieces.to_string()
                        )
                    })
                    .titled(Title::NotInTable)
                }
                _ => worded_bad(e.clone()),
            }
        }
        _ => worded_bad(e.clone()),
    })
}
