//! The query strings of the pages and the API, read once per request ([`Incoming`], with the
//! page context and the address for links) and then into typed structs.
//!
//! [`Query<T>`] is axum's `Query` with the server's rules first: a query that is not valid UTF-8
//! is refused (400) instead of guessed, a parameter given twice keeps its first value, and
//! unknown parameters are ignored. The fields' own parsers below ([`seed`], [`level`],
//! [`side`], [`choice`], [`ply`]) say what is wrong as a [`ParamError`], which
//! the catalogue words in the request's language. [`Query`] reads `T` straight from the parsed
//! [`Params`] with a deserializer of its own, to which each checked parameter names itself
//! (a private newtype name, or its words): the deserializer checks the value and stops with the
//! typed reason, which serde would otherwise carry only as a string.
//! The length of the whole query is checked before any of this by the router's guard
//! ([`MAX_URL_QUERY_BYTES`](sibi_solver::limits::MAX_URL_QUERY_BYTES), 414), and that of
//! position text where it is read (`Context::line`,
//! [`MAX_QUERY_BYTES`](sibi_solver::limits::MAX_QUERY_BYTES)).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use axum::http::{header, HeaderMap, StatusCode, Uri};
use serde::de::value::MapDeserializer;
use serde::de::DeserializeOwned;
use serde::de::Visitor;
use serde::{Deserialize, Deserializer};
use sibi_solver::limits::echo;
use sibi_solver::query::play::{Level, LevelError};
use sibi_solver::Color;

use super::error::Error;
use super::i18n::Lang;
use super::page::Ctx;
use crate::t;
use std::sync::Arc;

/// Why a query does not read: the parameter and the value given (echoed), as facts the
/// catalogue words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    /// The query is not valid UTF-8 once percent-decoded.
    NotUtf8,
    /// `seed=`: not a whole number from 0 to 2⁶⁴ − 1.
    Seed(String),
    /// `level=`: not a level from 1 to 10.
    Level(LevelError),
    /// `side=`: neither `a` nor `d`.
    Side(String),
    /// `ply=`: not a ply number.
    Ply(String),
    /// A [`Choice`] parameter given another word.
    Choice {
        /// The parameter.
        key: &'static str,
        /// The value given.
        value: String,
        /// The words it takes.
        words: Vec<&'static str>,
    },
    /// Any other reason serde gives (none is expected: every field is an optional string).
    Other(String),
}

impl ParamError {
    /// The reason in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ParamError::NotUtf8 => t!(lang, "query-not-utf8"),
            ParamError::Seed(v) => t!(lang, "query-seed", value = v, max = u64::MAX.to_string()),
            ParamError::Level(e) => crate::catalogue::facts::level_error(lang, e),
            ParamError::Side(v) => t!(lang, "query-side", value = v),
            ParamError::Ply(v) => t!(lang, "query-ply", value = v),
            ParamError::Choice { key, value, words } => {
                let or = format!(" {} ", t!(lang, "query-or"));
                let words: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
                t!(
                    lang,
                    "query-choice",
                    key = *key,
                    value = value,
                    words = words.join(&or)
                )
            }
            ParamError::Other(why) => t!(lang, "query-other", why = echo(why)),
        }
    }

    /// The 400 of this reason.
    pub fn error(self) -> Error {
        Error::worded(StatusCode::BAD_REQUEST, move |lang| self.words(lang))
    }
}

/// The query of a request, read once by the router's guard (in time linear in its length) and
/// kept in the request's extensions ([`Incoming`]): its parameters in order,
/// each name once (its first value), or the reason it does not read.
#[derive(Clone, Debug, Default)]
pub struct Params {
    /// The parameters, each name once, in the order first given.
    pairs: Vec<(String, String)>,
    /// Set when the query is not valid UTF-8 once percent-decoded (then `pairs` is empty).
    not_utf8: bool,
}

thread_local! {
    /// How many queries [`Params::parse`] has read on this thread (tests count the parses of
    /// one request, served on their own thread).
    static PARSES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The number of queries read by [`Params::parse`] on this thread so far.
pub fn parses_on_this_thread() -> u64 {
    PARSES.with(std::cell::Cell::get)
}

impl Params {
    /// Reads the query string `raw`: linear in its length (each name is looked up in a hash
    /// set, not compared with every earlier one). A query that is not valid UTF-8 once
    /// percent-decoded reads as none, marked so that [`Query`] refuses it.
    pub fn parse(raw: Option<&str>) -> Params {
        PARSES.with(|n| n.set(n.get() + 1));
        let mut seen = std::collections::HashSet::new();
        let mut pairs = Vec::new();
        // form_urlencoded replaces invalid UTF-8 with U+FFFD; refuse it instead of guessing.
        for (k, v) in form_urlencoded::parse(raw.unwrap_or_default().as_bytes()) {
            if k.contains('\u{fffd}') || v.contains('\u{fffd}') {
                return Params {
                    pairs: Vec::new(),
                    not_utf8: true,
                };
            }
            if seen.insert(k.clone()) {
                pairs.push((k.into_owned(), v.into_owned()));
            }
        }
        Params {
            pairs,
            not_utf8: false,
        }
    }

    /// The value of parameter `key`, if given.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The parameters in order, each name once.
    ///
    /// # Errors
    /// 400 when the query is not valid UTF-8 (once percent-decoded).
    pub fn pairs(&self) -> Result<&[(String, String)], Error> {
        if self.not_utf8 {
            return Err(ParamError::NotUtf8.error());
        }
        Ok(&self.pairs)
    }
}

/// What the router's guard reads of every request, once: its query ([`Params`]), the page
/// context (the language, from `?lang=` then `Accept-Language`, and `?flip=1`), the address
/// for an error page's language link and the request as the cache names it. Kept in the
/// request's extensions; every later reader — the cache validators, the error pages, the
/// handlers' `Context` and [`Query`] — takes it from there.
#[derive(Debug)]
pub struct Incoming {
    /// The query's parameters.
    pub params: Params,
    /// The page context: the language and flip of the request's pages and links.
    pub page: Ctx,
    /// The address requested, safe to repeat in a link ([`here`]).
    pub here: String,
    /// The request as the validators and the answers kept name it: its language and its path
    /// and query as requested (not [`Incoming::here`], which makes some addresses `/`).
    pub cache_key: String,
}

impl Incoming {
    /// Reads a request of `uri` and `headers` (the query parsed once).
    pub fn read(uri: &Uri, headers: &HeaderMap) -> Incoming {
        let params = Params::parse(uri.query());
        let page = page_ctx(&params, headers);
        let address = uri
            .path_and_query()
            .map_or_else(|| uri.path(), |p| p.as_str());
        Incoming {
            params,
            cache_key: format!("{}|{address}", page.lang.code()),
            page,
            here: here(uri),
        }
    }

    /// What a request refused before its query is read knows: the language from
    /// `Accept-Language` alone, and the site's root as the address.
    pub fn unread(headers: &HeaderMap) -> Incoming {
        let params = Params::default();
        let page = page_ctx(&params, headers);
        Incoming {
            params,
            cache_key: format!("{}|/", page.lang.code()),
            page,
            here: "/".to_string(),
        }
    }

    /// The request's [`Incoming`], as the guard kept it (read now for a request that did not
    /// pass the guard: only in-process calls of a handler).
    pub fn of(parts: &Parts) -> Arc<Incoming> {
        Incoming::kept_or_read(&parts.extensions, &parts.uri, &parts.headers)
    }

    /// [`Incoming::of`] for a whole request.
    pub fn of_request(req: &axum::extract::Request) -> Arc<Incoming> {
        Incoming::kept_or_read(req.extensions(), req.uri(), req.headers())
    }

    /// The [`Incoming`] kept in `extensions`, or one read now from `uri` and `headers`.
    fn kept_or_read(
        extensions: &axum::http::Extensions,
        uri: &Uri,
        headers: &HeaderMap,
    ) -> Arc<Incoming> {
        match extensions.get::<Arc<Incoming>>() {
            Some(i) => Arc::clone(i),
            None => Arc::new(Incoming::read(uri, headers)),
        }
    }
}

thread_local! {
    /// How many page contexts [`page_ctx`] has computed on this thread (tests count those of
    /// one request, served on their own thread).
    static CONTEXTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The number of page contexts computed on this thread so far.
pub fn contexts_on_this_thread() -> u64 {
    CONTEXTS.with(std::cell::Cell::get)
}

/// The page context of a request of query `params` and `headers`: the language (`?lang=en|ko`,
/// else the first of `Accept-Language` the site speaks, else English) and whether the board is
/// flipped (`?flip=1`). A query that does not read (invalid UTF-8) counts as none.
fn page_ctx(params: &Params, headers: &HeaderMap) -> Ctx {
    CONTEXTS.with(|n| n.set(n.get() + 1));
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = params.get("lang");
    Ctx {
        lang: Lang::pick(lang, accept),
        lang_explicit: matches!(lang, Some("en" | "ko")),
        flip: params.get("flip") == Some("1"),
        hide: params.get("hide") == Some("1"),
        show: params.get("show") == Some("1"),
        hint: match params.get("hint") {
            Some("1") => 1,
            Some("2") => 2,
            _ => 0,
        },
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

/// The query string read into `T` (a `Deserialize` struct whose fields are all optional), from
/// the [`Params`] the router's guard read.
///
/// Rejection: [`Error`], 400 for invalid UTF-8 or a field's parser's message.
#[derive(Debug, Default)]
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Error> {
        let incoming = Incoming::of(parts);
        let pairs = incoming.params.pairs()?;
        let values = pairs.iter().map(|(k, v)| (k.as_str(), Value(v)));
        T::deserialize(MapDeserializer::<_, Refusal>::new(values))
            .map(Query)
            .map_err(|r| ParamError::from(r).error())
    }
}

/// `seed=S`: a whole number from 0 to 2⁶⁴ − 1; absent or empty: `None` (a fresh seed).
pub fn seed<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    d.deserialize_newtype_struct(SEED, Checked(seed_of))
}

/// [`seed`] of a value.
fn seed_of(s: &str) -> Result<Option<u64>, ParamError> {
    match s.trim() {
        "" => Ok(None),
        t => t
            .parse::<u64>()
            .map(Some)
            .map_err(|_| ParamError::Seed(echo(t))),
    }
}

/// `level=N`: an engine level, 1 to 10 ([`Level`]).
pub fn level<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
    d.deserialize_newtype_struct(LEVEL, Checked(level_of))
}

/// [`level`] of a value.
fn level_of(s: &str) -> Result<Option<Level>, ParamError> {
    s.parse::<Level>().map(Some).map_err(ParamError::Level)
}

/// `side=a|d`: a camp.
pub fn side<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    d.deserialize_newtype_struct(SIDE, Checked(side_of))
}

/// [`side`] of a value.
fn side_of(s: &str) -> Result<Option<Color>, ParamError> {
    match s {
        "a" => Ok(Some(Color::A)),
        "d" => Ok(Some(Color::D)),
        _ => Err(ParamError::Side(echo(s))),
    }
}

/// `ply=K`: a ply number (0 up).
pub fn ply<'de, D: Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    d.deserialize_newtype_struct(PLY, Checked(ply_of))
}

/// [`ply`] of a value.
fn ply_of(s: &str) -> Result<Option<usize>, ParamError> {
    s.parse::<usize>()
        .map(Some)
        .map_err(|_| ParamError::Ply(echo(s)))
}

/// A parameter that takes one of a few words.
pub trait Choice: Sized + Copy + 'static {
    /// The parameter's name.
    const KEY: &'static str;
    /// Its words.
    const WORDS: &'static [&'static str];
    /// What each word means, in the order of [`Choice::WORDS`].
    const MEANINGS: &'static [Self];
}

/// The value of a [`Choice`] parameter, or the message naming the words it may be.
pub fn choice<'de, D: Deserializer<'de>, T: Choice>(d: D) -> Result<Option<T>, D::Error> {
    d.deserialize_enum(T::KEY, T::WORDS, Checked(choice_of::<T>))
}

/// [`choice`] of a value.
fn choice_of<T: Choice>(s: &str) -> Result<Option<T>, ParamError> {
    match T::WORDS.iter().position(|w| *w == s) {
        Some(k) => Ok(Some(T::MEANINGS[k])),
        None => Err(ParamError::Choice {
            key: T::KEY,
            value: echo(s),
            words: T::WORDS.to_vec(),
        }),
    }
}

/// Why [`Query`]'s deserializer stops: a field parser's typed refusal, or another reason serde
/// gives.
#[derive(Debug)]
enum Refusal {
    /// A checked parameter's value does not read.
    Param(ParamError),
    /// Any other reason (none is expected: every field is an optional string or checked).
    Other(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Param(why) => f.write_str(&why.words(Lang::En)),
            Refusal::Other(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for Refusal {}

impl serde::de::Error for Refusal {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Refusal::Other(msg.to_string())
    }
}

impl From<Refusal> for ParamError {
    fn from(r: Refusal) -> ParamError {
        match r {
            Refusal::Param(why) => why,
            Refusal::Other(why) => ParamError::Other(why),
        }
    }
}

// The checked parameters name themselves to [`Query`]'s deserializer by these newtype names (as
// `serde_json`'s raw values do): it checks the value and refuses it with its typed reason.
/// `seed=`.
const SEED: &str = "$sibi::seed";
/// `level=`.
const LEVEL: &str = "$sibi::level";
/// `side=`.
const SIDE: &str = "$sibi::side";
/// `ply=`.
const PLY: &str = "$sibi::ply";

/// The reason the checked parameter `name` refuses `value` (none: it takes it, or `name` is
/// not one of them).
fn refusal(name: &str, value: &str) -> Option<ParamError> {
    match name {
        SEED => seed_of(value).err(),
        LEVEL => level_of(value).err(),
        SIDE => side_of(value).err(),
        PLY => ply_of(value).err(),
        _ => None,
    }
}

/// One parameter's value, for serde: a string, which the checked parameters check first.
struct Value<'a>(&'a str);

impl<'de> serde::de::IntoDeserializer<'de, Refusal> for Value<'_> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for Value<'_> {
    type Error = Refusal;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refusal> {
        visitor.visit_str(self.0)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refusal> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Refusal> {
        match refusal(name, self.0) {
            Some(why) => Err(Refusal::Param(why)),
            None => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        words: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refusal> {
        if words.contains(&self.0) {
            return visitor.visit_str(self.0);
        }
        Err(Refusal::Param(ParamError::Choice {
            key: name,
            value: echo(self.0),
            words: words.to_vec(),
        }))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// A checked parameter's visitor: the value read by `check`. [`Query`]'s deserializer has
/// already refused a value `check` refuses (with its typed reason); another deserializer gets
/// the reason in English.
struct Checked<F>(F);

impl<'de, T, F: FnOnce(&str) -> Result<T, ParamError>> Visitor<'de> for Checked<F> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a query parameter's value")
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        let s = String::deserialize(d)?;
        self.visit_str(&s)
    }

    fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<T, E> {
        (self.0)(s).map_err(|why| E::custom(why.words(Lang::En)))
    }
}

/// Whether a flag parameter is on: `1` (or `true` where `also_true`).
pub fn is_on(v: Option<&str>, also_true: bool) -> bool {
    matches!(v, Some("1")) || (also_true && v == Some("true"))
}
