//! Request bodies admitted before they are read: a route that takes a body (the posted
//! records of `POST /api/v1/annotate` and `POST /games/annotate`) takes a place from a bounded
//! pool ([`MAX_BODIES_AT_ONCE`]) before the first byte of its body is read, and a request beyond
//! the pool gets 503 at once, its body never read. So the memory held by bodies being read is
//! at most the pool's size × the peak of one body (see [`MAX_BODIES_AT_ONCE`]), however many
//! clients start uploads and stall. A declared `Content-Length` over
//! [`MAX_BODY_BYTES`] is a 413 before anything is read (so
//! `Expect: 100-continue` gets its 413, never "100 Continue"); a chunked body of more than
//! [`MAX_BODY_CHUNKS`] chunks is a 413, and one whose chunked framing does not read a 400.

use std::pin::Pin;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;
use std::task::{Context as TaskContext, Poll};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sibi_solver::limits::MAX_BODY_BYTES;
use tokio::sync::Semaphore;

use super::error::{Error, Title};
use crate::t;

/// Request bodies read (and held, with the work they feed) at once; beyond, 503 at once. The
/// peak memory of one body, measured: a 1 MiB record posted as JSON's text body about 2 MiB
/// (the bytes and their text), as a multipart form about 2.4 MiB (the field and its text) —
/// so at most about 16 × 2.4 ≈ 40 MiB for bodies, whatever the number of stalled uploads. Twice
/// the annotation's places (`--heavy-jobs` + `--heavy-queue`, 10 by default): a body read while
/// the work before it runs.
pub const MAX_BODIES_AT_ONCE: usize = 16;

/// The most chunks a chunked request body may arrive in; beyond, 413. A 1 MiB body in 256-byte
/// chunks: every client sends far larger ones (browsers send a `Content-Length`), while a body
/// of 1-byte chunks costs the server about 90 times the CPU of the same body with a length.
pub const MAX_BODY_CHUNKS: usize = 4_096;

/// The places of [`MAX_BODIES_AT_ONCE`] (cheap to clone: one shared pool).
#[derive(Clone, Debug)]
pub struct BodyPlaces(Arc<Semaphore>);

impl Default for BodyPlaces {
    fn default() -> Self {
        BodyPlaces(Arc::new(Semaphore::new(MAX_BODIES_AT_ONCE)))
    }
}

impl BodyPlaces {
    /// The places free now (the tests watch it).
    pub fn available(&self) -> usize {
        self.0.available_permits()
    }
}

/// What went wrong while a body was read, found by [`Framed`] (the handler's extractor sees only
/// "the body failed").
const BODY_OK: u8 = 0;
const BODY_TOO_MANY_CHUNKS: u8 = 1;
const BODY_MALFORMED: u8 = 2;

/// The middleware of the routes that take a body (see the module's documentation): checks the
/// declared length, takes a place or answers 503, and counts the chunks of a chunked body.
pub async fn admit(State(places): State<BodyPlaces>, req: Request, next: Next) -> Response {
    if declared_length(req.headers()).is_some_and(|n| n > MAX_BODY_BYTES as u64) {
        return Error::worded(StatusCode::PAYLOAD_TOO_LARGE, |lang| {
            t!(lang, "error-body-too-large", max = MAX_BODY_BYTES)
        })
        .titled(Title::TooLarge)
        .into_response();
    }
    let Ok(place) = Arc::clone(&places.0).try_acquire_owned() else {
        return Error::worded(StatusCode::SERVICE_UNAVAILABLE, |lang| {
            t!(lang, "error-bodies-busy", max = MAX_BODIES_AT_ONCE)
        })
        .titled(Title::Busy)
        .into_response();
    };
    let (parts, body) = req.into_parts();
    let found = Arc::new(AtomicU8::new(BODY_OK));
    let body = Body::new(Framed {
        inner: body,
        chunks: 0,
        max_chunks: if chunked(&parts.headers) {
            MAX_BODY_CHUNKS
        } else {
            usize::MAX
        },
        found: Arc::clone(&found),
    });
    let res = next.run(Request::from_parts(parts, body)).await;
    drop(place);
    match found.load(Ordering::Relaxed) {
        BODY_TOO_MANY_CHUNKS => Error::worded(StatusCode::PAYLOAD_TOO_LARGE, |lang| {
            t!(lang, "error-body-too-many-chunks", max = MAX_BODY_CHUNKS)
        })
        .titled(Title::TooLarge)
        .into_response(),
        BODY_MALFORMED => Error::worded(StatusCode::BAD_REQUEST, |lang| {
            t!(lang, "error-body-malformed")
        })
        .into_response(),
        _ => res,
    }
}

/// The `Content-Length` a request declares, if it declares one that reads.
fn declared_length(headers: &HeaderMap) -> Option<u64> {
    headers
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// Whether a request's body comes in chunks (`Transfer-Encoding: chunked`).
fn chunked(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::TRANSFER_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.to_ascii_lowercase().contains("chunked"))
}

/// A request body that fails after `max_chunks` frames, and says why a body failed.
struct Framed {
    inner: Body,
    chunks: usize,
    max_chunks: usize,
    found: Arc<AtomicU8>,
}

impl http_body::Body for Framed {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                this.chunks += 1;
                if this.chunks > this.max_chunks {
                    this.found.store(BODY_TOO_MANY_CHUNKS, Ordering::Relaxed);
                    return Poll::Ready(Some(Err(axum::Error::new("too many chunks"))));
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => {
                if is_malformed(&e) {
                    this.found.store(BODY_MALFORMED, Ordering::Relaxed);
                }
                Poll::Ready(Some(Err(e)))
            }
            other => other,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.inner.size_hint()
    }
}

/// Whether a body's error is hyper's "the chunked framing does not read" (a chunk size that is
/// not hexadecimal, say), rather than a timeout or a closed connection.
fn is_malformed(e: &axum::Error) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(s) = source {
        if let Some(h) = s.downcast_ref::<hyper::Error>() {
            if h.is_parse() {
                return true;
            }
        }
        if let Some(io) = s.downcast_ref::<std::io::Error>() {
            if io.kind() == std::io::ErrorKind::InvalidInput
                || io.kind() == std::io::ErrorKind::InvalidData
            {
                return true;
            }
        }
        source = s.source();
    }
    false
}
