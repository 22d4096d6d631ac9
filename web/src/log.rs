//! The server's log on stderr: the request log (`tracing`, one line per request) and the
//! server's own lines once it serves (stopping, the puzzles ready, a damaged table, …), both
//! through one non-blocking writer, so that a stderr nobody reads never holds up a request or
//! the shutdown.
//!
//! The writer is `tracing-appender`'s `non_blocking` in lossy mode: a line is handed to a
//! queue of at most [`LOG_QUEUE_LINES`] lines that one thread of its own writes to stderr; when
//! the queue is full (stderr a pipe or a FIFO whose reader has stopped reading, a terminal
//! scrolled and paused) the line is dropped and counted, never waited for. The count is said
//! in one line when the server stops ([`finish`]). Each request line quotes at most
//! [`MAX_LOGGED_URI_CHARS`] characters of the path and query, with control, bidirectional
//! and format characters escaped ([`logged_uri`]).

use std::io::Write;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use axum::extract::Request;
use axum::http::Uri;
use sibi_solver::limits::{echo, echo_at_most};
use tracing_appender::non_blocking::{NonBlocking, NonBlockingBuilder, WorkerGuard};

/// How many characters of a request's path and query its log line quotes (the rest cut with
/// `…`; control, bidirectional and format characters written `\u{…}`). Enough for a position
/// with a few dozen moves; a URL of 8 KiB (the most the server reads of a query) or of 64 KiB
/// (the most the HTTP parser takes) stays one short line.
pub const MAX_LOGGED_URI_CHARS: usize = 256;

/// How many lines the log holds while stderr does not take them; a line beyond is dropped and
/// counted. A few seconds of requests at full load, about a megabyte at most.
pub const LOG_QUEUE_LINES: usize = 4096;

/// The longest the server waits, as it exits, for the log's lines still queued to be written
/// (stderr that takes them writes them in far less).
pub const LOG_EXIT_WAIT: Duration = Duration::from_millis(250);

/// The writer and the guard of its thread, from [`start`] until [`finish`].
struct Log {
    writer: NonBlocking,
    guard: Mutex<Option<WorkerGuard>>,
}

static LOG: OnceLock<Log> = OnceLock::new();

/// Starts the log: `tracing`'s events (the request log) filtered by `RUST_LOG` (`EnvFilter`
/// syntax), else by `default_filter`, and the server's own lines ([`line()`]), all to stderr
/// through the non-blocking writer. A second call changes nothing.
pub fn start(default_filter: &str) {
    if LOG.get().is_some() {
        return;
    }
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(true)
        .buffered_lines_limit(LOG_QUEUE_LINES)
        .thread_name("sibi-log")
        .finish(std::io::stderr());
    let log = Log {
        writer: writer.clone(),
        guard: Mutex::new(Some(guard)),
    };
    if LOG.set(log).is_err() {
        return;
    }
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter));
    // A subscriber already set (by a test) keeps it.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_target(false)
        .try_init();
}

/// Writes `text` as one line of the log: queued, or dropped and counted when the queue is
/// full — it never waits for stderr. Before [`start`] (and in tests) it is written to stderr
/// directly.
pub fn line(text: &str) {
    match LOG.get() {
        Some(log) => {
            let mut bytes = Vec::with_capacity(text.len() + 1);
            bytes.extend_from_slice(text.as_bytes());
            bytes.push(b'\n');
            // One write is one line of the queue; a full queue counts it and still says Ok.
            let _ = log.writer.clone().write_all(&bytes);
        }
        None => eprintln!("{text}"),
    }
}

/// The lines dropped so far because stderr did not take them.
pub fn dropped() -> usize {
    LOG.get()
        .map_or(0, |log| log.writer.error_counter().dropped_lines())
}

/// Ends the log as the server stops: says how many lines were dropped (when some were), then
/// gives the log's thread at most `wait` to write what is still queued. It returns by then
/// whatever stderr does (a stuck stderr keeps only that thread, which the exit ends).
pub fn finish(wait: Duration) {
    let Some(log) = LOG.get() else {
        return;
    };
    let dropped = dropped();
    if dropped > 0 {
        line(&crate::t!(
            crate::catalogue::cli_lang(),
            "serve-log-dropped",
            n = dropped
        ));
    }
    let Some(guard) = log.guard.lock().ok().and_then(|mut g| g.take()) else {
        return;
    };
    // Dropping the guard waits for the thread to write the queue (up to about a second,
    // then it may print): done on a thread of its own, waited for at most `wait`.
    let (done, finished) = std::sync::mpsc::channel();
    let flusher = std::thread::Builder::new()
        .name("sibi-log-end".into())
        .spawn(move || {
            drop(guard);
            let _ = done.send(());
        });
    if flusher.is_ok() {
        let _ = finished.recv_timeout(wait);
    }
}

/// The path and query of `uri` as the request log quotes them: at most
/// [`MAX_LOGGED_URI_CHARS`] characters (then `…`), each control, bidirectional or format
/// character written `\u{…}` (the library's echo policy, [`sibi_solver::limits::echo_char`]).
pub fn logged_uri(uri: &Uri) -> String {
    let text = uri
        .path_and_query()
        .map_or_else(|| uri.path(), |p| p.as_str());
    logged_text(text)
}

/// [`logged_uri`] of text.
pub fn logged_text(text: &str) -> String {
    echo_at_most(text, MAX_LOGGED_URI_CHARS)
}

/// The span of a request in the log, which its response line (status, latency) carries:
/// `request{method=GET uri=/… version=HTTP/1.1}`, the path and query cut and escaped by
/// [`logged_uri`] (tower-http's `DefaultMakeSpan` wrote the whole URI, escapes and all).
pub fn request_span(req: &Request) -> tracing::Span {
    tracing::info_span!(
        "request",
        method = %echo(req.method().as_str()),
        uri = %logged_uri(req.uri()),
        version = ?req.version(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 64 KB path and query is cut to [`MAX_LOGGED_URI_CHARS`] characters and `…`; a raw
    /// right-to-left override (U+202E, which the HTTP parser lets through in a path) and a
    /// control character are written `\u{…}`; an ordinary address is quoted whole.
    #[test]
    fn the_logged_path_is_cut_and_escaped() {
        let long: Uri = format!("/?pos={}", "K".repeat(64 * 1024 - 8))
            .parse()
            .unwrap();
        let shown = logged_uri(&long);
        assert_eq!(shown.chars().count(), MAX_LOGGED_URI_CHARS + 1);
        assert!(
            shown.starts_with("/?pos=KKK") && shown.ends_with('…'),
            "{shown}"
        );
        let bidi: Uri = "/games/x\u{202e}gnp.exe?lang=ko".parse().unwrap();
        assert_eq!(logged_uri(&bidi), "/games/x\\u{202e}gnp.exe?lang=ko");
        assert_eq!(
            logged_text("/a\u{1b}[2J\u{0}b\n"),
            "/a\\u{1b}[2J\\u{0}b\\u{a}"
        );
        let plain: Uri = "/api/v1/position?pos=K3%2F1k2%2F4+P+a".parse().unwrap();
        assert_eq!(logged_uri(&plain), "/api/v1/position?pos=K3%2F1k2%2F4+P+a");
        let absolute: Uri = "http://example.com/rules?lang=ko".parse().unwrap();
        assert_eq!(logged_uri(&absolute), "/rules?lang=ko");
    }

    /// What the log writes of a request, through a real subscriber: its span names the method
    /// and the cut, escaped path, and the response line is one line of bounded length.
    #[test]
    fn the_request_line_carries_the_cut_path() {
        #[derive(Clone, Default)]
        struct Capture(std::sync::Arc<Mutex<Vec<u8>>>);
        impl Write for Capture {
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(buf);
                Ok(buf.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let capture = Capture::default();
        let written = capture.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || written.clone())
            .with_ansi(false)
            .with_target(false)
            .finish();
        let long = format!("/?pos={}\u{202e}", "K".repeat(60_000));
        let req = Request::get(long.as_str())
            .body(axum::body::Body::empty())
            .unwrap();
        tracing::subscriber::with_default(subscriber, || {
            let span = request_span(&req);
            let _in = span.enter();
            tracing::info!(status = 200, "finished processing request");
        });
        let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
        assert_eq!(text.lines().count(), 1, "{text}");
        let cut = format!("uri=/?pos={}…", "K".repeat(MAX_LOGGED_URI_CHARS - 6));
        assert!(text.contains(&cut), "{text}");
        assert!(text.contains("method=GET"), "{text}");
        assert!(text.contains("status=200"), "{text}");
        assert!(
            text.len() < 2 * MAX_LOGGED_URI_CHARS + 200,
            "{} bytes",
            text.len()
        );
        // The override, within the cut, is escaped.
        let req = Request::get("/x\u{202e}y")
            .body(axum::body::Body::empty())
            .unwrap();
        assert_eq!(logged_uri(req.uri()), "/x\\u{202e}y");
    }
}
