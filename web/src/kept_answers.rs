//! The answers the server keeps: cacheable answers as they were sent, compressed, by request,
//! up to [`ANSWERS_KEPT_BYTES`] (the validators of `cache.rs` keep and serve them). Names
//! nothing else of the server.

use axum::body::Bytes;
use axum::http::HeaderMap;

/// How many MiB of answers the server keeps by default (`--kept-answers-mib`): 32 MiB, some
/// ten thousand pages or thirty thousand API answers as compressed — the positions many
/// visitors look at — within the 100 MiB the server is given.
pub const DEFAULT_KEPT_MIB: u64 = 32;

/// [`DEFAULT_KEPT_MIB`] in bytes.
pub const ANSWERS_KEPT_BYTES: u64 = DEFAULT_KEPT_MIB << 20;

/// The largest answer kept whole, in bytes (a page of a long principal variation is about 40
/// KB before compression): larger ones are made again each time.
pub const ANSWER_KEPT_MAX_BYTES: usize = 1 << 20;

/// A cacheable answer as it was sent: its headers (with its validators) and its body, as
/// encoded.
#[derive(Clone, Debug)]
pub struct Stored {
    /// The headers sent, validators included.
    pub headers: HeaderMap,
    /// The body sent, as encoded.
    pub body: Bytes,
}

/// The weight of an answer kept: its bytes, its key's and its headers' (about 256 bytes).
#[derive(Clone, Copy, Debug)]
pub struct ByBytes;

impl quick_cache::Weighter<String, Stored> for ByBytes {
    fn weight(&self, key: &String, v: &Stored) -> u64 {
        (key.len() + v.body.len() + 256) as u64
    }
}

/// The answers the server keeps, by request (its language, `Accept-Encoding`, path and
/// query): an answer never changes for a table and a program.
pub type Answers = quick_cache::sync::Cache<String, Stored, ByBytes>;

/// An empty [`Answers`] of [`ANSWERS_KEPT_BYTES`].
pub fn answers() -> Answers {
    answers_of(ANSWERS_KEPT_BYTES)
}

/// An empty [`Answers`] of at most `bytes` (0: none kept).
pub fn answers_of(bytes: u64) -> Answers {
    quick_cache::sync::Cache::with_weighter(16_384, bytes, ByBytes)
}
