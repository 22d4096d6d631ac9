//! What every handler starts from: [`Context`], the shared state and the page context of the
//! request (its language, from `?lang=` then `Accept-Language`, and `?flip=1`), and the
//! position text of a request read under the table's rules ([`Context::line`]).

use std::convert::Infallible;
use std::ops::Deref;
use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use sibi_solver::limits::{echo, MAX_QUERY_BYTES};
use sibi_solver::notation::parse_setup;
use sibi_solver::query::{parse_line, LineError, ParsedLine};
use sibi_solver::Position;

use super::error::{Error, Title};
use super::page::Ctx;
use super::query::Incoming;
use super::state::AppState;

/// The request's context: the shared state (also reached through `Deref`) and what the guard
/// read of the request ([`Incoming`]). Extracted from any request (it never fails).
#[derive(Clone, Debug)]
pub struct Context {
    /// The state every request shares.
    pub state: Arc<AppState>,
    /// The page context: the language and flip of the request's pages and links.
    pub page: Ctx,
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
            page: incoming.page,
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
                            kings = if Some(set) == sibi_solver::PieceSet::new(0, 0, 0) {
                                "only"
                            } else {
                                "other"
                            },
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
