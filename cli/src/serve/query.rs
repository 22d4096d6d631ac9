//! The query strings of the pages and the API, read into typed structs.
//!
//! [`Query<T>`] is axum's `Query` with the server's rules first: a query that is not valid UTF-8
//! is refused (400) instead of guessed, a parameter given twice keeps its first value, and
//! unknown parameters are ignored. The fields' own parsers below ([`seed`], [`level`],
//! [`side`], [`choice`], [`repetition`], [`ply`]) say what is wrong in the server's words.
//! The length of the whole query is checked before any of this by the router's guard
//! ([`MAX_URL_QUERY_BYTES`](sibi_solver::limits::MAX_URL_QUERY_BYTES), 414), and that of
//! position text where it is read (`Context::line`,
//! [`MAX_QUERY_BYTES`](sibi_solver::limits::MAX_QUERY_BYTES)).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use sibi_solver::limits::echo;
use sibi_solver::query::play::Level;
use sibi_solver::Color;

use super::error::Error;

/// The parameters of a query string in order, each name once (its first value).
///
/// # Errors
/// 400 when the query is not valid UTF-8 (once percent-decoded).
pub fn pairs(raw: Option<&str>) -> Result<Vec<(String, String)>, Error> {
    let mut out: Vec<(String, String)> = Vec::new();
    // form_urlencoded replaces invalid UTF-8 with U+FFFD; refuse it instead of guessing.
    for (k, v) in form_urlencoded::parse(raw.unwrap_or_default().as_bytes()) {
        if k.contains('\u{fffd}') || v.contains('\u{fffd}') {
            return Err(Error::bad_request("the query is not valid UTF-8"));
        }
        if !out.iter().any(|(seen, _)| *seen == k) {
            out.push((k.into_owned(), v.into_owned()));
        }
    }
    Ok(out)
}

/// The query string read into `T` (a `Deserialize` struct whose fields are all optional).
///
/// Rejection: [`Error`], 400 for invalid UTF-8 or a field's parser's message.
#[derive(Debug, Default)]
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Error> {
        let pairs = pairs(parts.uri.query())?;
        let encoded = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs)
            .finish();
        serde_urlencoded::from_str(&encoded)
            .map(Query)
            .map_err(|e| Error::bad_request(e.to_string()))
    }
}

/// `seed=S`: a whole number from 0 to 2⁶⁴ − 1; absent or empty: `None` (a fresh seed).
pub fn seed<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    let s = String::deserialize(d)?;
    match s.trim() {
        "" => Ok(None),
        t => t.parse::<u64>().map(Some).map_err(|_| {
            D::Error::custom(format!(
                "seed=`{}`: expected a whole number from 0 to {}",
                echo(t),
                u64::MAX
            ))
        }),
    }
}

/// `level=N`: an engine level, 1 to 10 ([`Level`]).
pub fn level<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
    let s = String::deserialize(d)?;
    s.parse::<Level>()
        .map(Some)
        .map_err(|e| D::Error::custom(format!("level: {}", echo(&e.to_string()))))
}

/// `side=a|d`: a camp.
pub fn side<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    let s = String::deserialize(d)?;
    match s.as_str() {
        "a" => Ok(Some(Color::A)),
        "d" => Ok(Some(Color::D)),
        _ => Err(D::Error::custom(format!(
            "side=`{}`: expected a or d",
            echo(&s)
        ))),
    }
}

/// `end=repetition` (or empty): whether a game stops as a draw by repetition.
pub fn repetition<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    let s = String::deserialize(d)?;
    match s.as_str() {
        "" => Ok(false),
        "repetition" => Ok(true),
        _ => Err(D::Error::custom(format!(
            "end=`{}`: the only ending a page may ask for is repetition",
            echo(&s)
        ))),
    }
}

/// `ply=K`: a ply number (0 up).
pub fn ply<'de, D: Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    let s = String::deserialize(d)?;
    s.parse::<usize>()
        .map(Some)
        .map_err(|_| D::Error::custom(format!("ply=`{}`: expected a ply number", echo(&s))))
}

/// A parameter that takes one of a few words.
pub trait Choice: Sized + Copy + 'static {
    /// The parameter's name.
    const KEY: &'static str;
    /// Its words and what each means.
    const WORDS: &'static [(&'static str, Self)];
}

/// The value of a [`Choice`] parameter, or the message naming the words it may be.
pub fn choice<'de, D: Deserializer<'de>, T: Choice>(d: D) -> Result<Option<T>, D::Error> {
    let s = String::deserialize(d)?;
    match T::WORDS.iter().find(|(w, _)| *w == s) {
        Some((_, v)) => Ok(Some(*v)),
        None => {
            let words: Vec<&str> = T::WORDS.iter().map(|(w, _)| *w).collect();
            Err(D::Error::custom(format!(
                "{}=`{}`: expected {}",
                T::KEY,
                echo(&s),
                words.join(" or ")
            )))
        }
    }
}

/// Whether a flag parameter is on: `1` (or `true` where `also_true`).
pub fn is_on(v: Option<&str>, also_true: bool) -> bool {
    matches!(v, Some("1")) || (also_true && v == Some("true"))
}
