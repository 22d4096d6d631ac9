//! The one error of the server's handlers and extractors: a status, a title and a message in
//! words. How it is shown depends on the route, not on the handler: the router renders it as
//! `{"error": message}` under `/api/` ([`Error::json`]), as a page in the request's language
//! on the HTML routes ([`Error::page`]), and as plain text elsewhere (the record download).

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use sibi_solver::limits::{echo, visible};

use std::sync::Arc;

use super::i18n::Lang;
use super::page::{self, Ctx};
use crate::t;

/// Why a request is refused.
///
/// `status` is a 4xx for the client's mistakes (400 bad input, 404 a position of another
/// table, 413 too large, 414 too long, 503 not ready yet) and 500 when the table fails.
/// Its words come from the catalogue in both languages ([`Error::worded`], the one way to make
/// one): `message` is the English, for the JSON and plain text; a page shows [`Error::text`] in
/// its language. Input is quoted through [`sibi_solver::limits::echo`], and every message is
/// passed through [`sibi_solver::limits::visible`] as well, so that no control, bidirectional
/// or format character reaches a page or a JSON error raw. `shown` is the position text the
/// error page puts back in its form (empty for none).
#[derive(Clone, Debug)]
pub struct Error {
    /// The HTTP status.
    pub status: StatusCode,
    /// The page's heading.
    pub title: Title,
    /// What went wrong, in English.
    pub message: String,
    /// The position text the page's form shows again.
    pub shown: String,
    /// The message in each language, from the catalogue.
    words: Worded,
}

/// A message the catalogue words in each language: the page shows it in the request's
/// language, the JSON in English.
#[derive(Clone)]
pub struct Worded(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl std::fmt::Debug for Worded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Worded({:?})", (self.0)(Lang::En))
    }
}

/// The heading of an error page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Title {
    /// Bad parameters (400 and the other client errors).
    BadRequest,
    /// Position text that does not read (400).
    BadPosition,
    /// A valid position of another piece set (404).
    NotInTable,
    /// No such page or game (404).
    NotFound,
    /// The table could not be read (500).
    TableError,
    /// A position that is not a puzzle (400).
    NotAPuzzle,
    /// A puzzle length without puzzles (404).
    NoSuchPuzzle,
    /// The puzzles are still being built (503).
    NotReady,
    /// The server failed (500: a panic caught).
    Internal,
    /// Too busy to take the request now (503: the annotation queue or the connections full).
    Busy,
    /// A body or record over the server's limit (413).
    TooLarge,
    /// A form posted from another site (403).
    CrossSite,
    /// A request or body that took too long (408).
    TimedOut,
    /// Too many requests from one client (429).
    RateLimited,
}

impl Title {
    /// The heading in `lang`, from the catalogue.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Title::BadRequest => t!(lang, "error-bad-request"),
            Title::BadPosition => t!(lang, "error-bad-position"),
            Title::NotInTable => t!(lang, "error-not-in-table"),
            Title::NotFound => t!(lang, "error-not-found"),
            Title::TableError => t!(lang, "error-table"),
            Title::NotAPuzzle => t!(lang, "error-not-a-puzzle"),
            Title::NoSuchPuzzle => t!(lang, "error-no-such-puzzle"),
            Title::NotReady => t!(lang, "error-not-ready"),
            Title::Internal => t!(lang, "error-internal"),
            Title::Busy => t!(lang, "error-busy"),
            Title::TooLarge => t!(lang, "error-too-large"),
            Title::CrossSite => t!(lang, "error-cross-site"),
            Title::TimedOut => t!(lang, "error-timed-out"),
            Title::RateLimited => t!(lang, "error-rate-limited"),
        }
    }
}

impl Error {
    /// An error of `status` whose message the catalogue words: `words(lang)` for the page,
    /// `words(Lang::En)` for the JSON and plain text. Titled by its status (404 "Not found",
    /// 413 "Too large", 500 "Table error", 503 "Puzzles not ready", every other one "Bad
    /// request"; [`Error::titled`] gives another).
    pub fn worded(
        status: StatusCode,
        words: impl Fn(Lang) -> String + Send + Sync + 'static,
    ) -> Error {
        let title = match status {
            StatusCode::NOT_FOUND => Title::NotFound,
            StatusCode::PAYLOAD_TOO_LARGE => Title::TooLarge,
            StatusCode::INTERNAL_SERVER_ERROR => Title::TableError,
            StatusCode::SERVICE_UNAVAILABLE => Title::NotReady,
            _ => Title::BadRequest,
        };
        Error {
            status,
            title,
            message: visible(&words(Lang::En)),
            shown: String::new(),
            words: Worded(Arc::new(words)),
        }
    }

    /// The same error under another heading.
    pub fn titled(self, title: Title) -> Error {
        Error { title, ..self }
    }

    /// The same error with `text` put back in the page's position form, through
    /// [`sibi_solver::limits::echo`] (cut, hidden characters escaped).
    pub fn showing(self, text: impl Into<String>) -> Error {
        Error {
            shown: echo(&text.into()),
            ..self
        }
    }

    /// The message in `lang`, ended as a sentence (a Korean one takes its full stop).
    pub fn text(&self, lang: Lang) -> String {
        sibi_words::text::sentence(lang, &visible(&(self.words.0)(lang)))
    }

    /// The API's shape: `{"error": message}` with the status.
    pub fn json(&self) -> Response {
        #[derive(Serialize)]
        struct ErrorJson<'a> {
            error: &'a str,
        }
        (
            self.status,
            Json(ErrorJson {
                error: &self.message,
            }),
        )
            .into_response()
    }

    /// The HTML routes' shape: a page in `ctx`'s language with the title, the message and the
    /// position form; its language link is `here` (the address requested) in the other
    /// language.
    pub fn page(&self, ctx: &Ctx, here: &str) -> Response {
        page::response(
            self.status,
            super::error_page::message(
                ctx,
                &self.title.text(ctx.lang),
                &self.text(ctx.lang),
                &self.shown,
                here,
            ),
        )
    }
}

/// Plain text (the message and a newline), carrying the error in the response's extensions so
/// that the router's layers can show it as JSON or as a page (`router::errors_as_json`,
/// `router::errors_as_pages`).
impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let mut res = (
            self.status,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            format!("{}\n", self.message),
        )
            .into_response();
        res.extensions_mut().insert(self);
        res
    }
}

/// A failed probe in `lang`, for a client: a damaged block says so without the table's path
/// (a client is not told the server's files: [`log_table_error`] names it in the log).
pub fn table_words(lang: Lang, e: &sibi_solver::table::ProbeError) -> String {
    use sibi_solver::table::ProbeError;
    match e {
        ProbeError::Table { cause, .. } => t!(
            lang,
            "error-table-damaged",
            why = crate::catalogue::errors::block_error(lang, cause)
        ),
        other => crate::catalogue::errors::probe_error(lang, other),
    }
}

/// The server's log line of a failed probe (stderr through the non-blocking log, in the
/// server's language, with the path).
pub fn log_table_error(e: &sibi_solver::table::ProbeError) {
    let lang = crate::catalogue::cli_lang();
    super::log::line(&format!(
        "sibi serve: {}",
        crate::catalogue::errors::probe_error(lang, e)
    ));
}

impl From<sibi_solver::table::ProbeError> for Error {
    /// A probe that failed: a damaged block is a 500 that says so without the table's path
    /// (the server's log, on stderr, names the file); the page words it in its language.
    fn from(e: sibi_solver::table::ProbeError) -> Error {
        if matches!(e, sibi_solver::table::ProbeError::Table { .. }) {
            log_table_error(&e);
        }
        Error::worded(StatusCode::INTERNAL_SERVER_ERROR, move |lang| {
            table_words(lang, &e)
        })
    }
}
