//! Connections: the accept loop of `sibi serve` (hyper's HTTP/1 server, driven here rather than
//! by `axum::serve`, which has no timeouts and no connection cap). What it protects against:
//! a client that opens connections and says nothing (idle), sends its head a byte at a time
//! (slowloris), stops reading its answer, or opens more connections than the server has file
//! descriptors for. The limits are `sibi serve` options ([`ConnectionLimits`]); the body and
//! whole-request timeouts are tower-http layers the router adds above the handlers (408).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;

use super::i18n::Lang;
use crate::t;

/// The default of `--max-connections`: connections open at once. Above it a new connection
/// gets a 503 at once and is closed. Each open connection takes a file descriptor and some KiB
/// of buffers; the server raises its open-file limit to the hard limit at start (commonly 524,288,
/// or 4,096 in containers) and lowers this cap to fit, saying so.
pub const DEFAULT_MAX_CONNECTIONS: usize = 4_096;

/// The default of `--idle-seconds`: how long a connection may take to send a request's head
/// (from its first byte, or from the end of the previous answer on a kept-alive connection),
/// and how long a write of the answer may make no progress (a client that stops reading). A
/// person's browser sends its head in milliseconds; slowloris and idle connections are closed
/// after this.
pub const DEFAULT_IDLE_SECONDS: u64 = 10;

/// The default of `--body-seconds`: how long reading a request's body may take (the largest,
/// 1 MiB, takes a second on a slow phone connection); past it, 408.
pub const DEFAULT_BODY_SECONDS: u64 = 20;

/// The default of `--request-seconds`: how long a whole request may take, from its head to
/// its answer; past it, 408. Above the annotation's own budget (`--heavy-seconds`, 10 s), so
/// that a busy annotation answers its own 503 first.
pub const DEFAULT_REQUEST_SECONDS: u64 = 30;

/// Descriptors kept free for the table, the log and the over-the-cap refusals when the cap is
/// fitted under the open-file limit.
const SPARE_FILES: u64 = 64;

/// How long a connection beyond the cap is given to take its 503 before it is closed.
const REFUSAL_SECONDS: u64 = 1;

/// The limits on connections.
#[derive(Clone, Copy, Debug)]
pub struct ConnectionLimits {
    /// Connections open at once (at least 1).
    pub max_connections: usize,
    /// `--idle-seconds`: head read, keep-alive wait and write stall.
    pub idle: Duration,
    /// `--body-seconds`: reading a body.
    pub body: Duration,
    /// `--request-seconds`: a whole request.
    pub request: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits {
            max_connections: DEFAULT_MAX_CONNECTIONS,
            idle: Duration::from_secs(DEFAULT_IDLE_SECONDS),
            body: Duration::from_secs(DEFAULT_BODY_SECONDS),
            request: Duration::from_secs(DEFAULT_REQUEST_SECONDS),
        }
    }
}

/// Raises the soft open-file limit to the hard limit (Unix), and returns the connection cap
/// that fits under it: `wanted`, or the limit less `SPARE_FILES` when that is smaller (then
/// with a note on stderr, in `lang`).
pub fn fit_connections(wanted: usize, lang: Lang) -> usize {
    let limit = raise_open_files();
    match limit {
        Some(files) if (wanted as u64).saturating_add(SPARE_FILES) > files => {
            let fitted = files.saturating_sub(SPARE_FILES).max(1) as usize;
            eprintln!(
                "{}",
                t!(
                    lang,
                    "serve-connections-fitted",
                    wanted = wanted,
                    files = files,
                    fitted = fitted
                )
            );
            fitted
        }
        _ => wanted.max(1),
    }
}

/// The soft open-file limit after raising it to the hard one, or `None` where unknown.
#[cfg(unix)]
pub fn raise_open_files() -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return None;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim = raised;
            }
        }
    }
    // rlim_t is u64 on Linux and macOS, and may be narrower elsewhere.
    #[allow(clippy::unnecessary_cast)]
    Some(lim.rlim_cur as u64)
}

#[cfg(not(unix))]
pub fn raise_open_files() -> Option<u64> {
    None
}

/// Serves `app` on `listener` until `stop` resolves, within `limits`; then stops accepting and
/// waits for the connections in flight to finish (the caller bounds that wait). Each request
/// carries its peer's address (`ConnectInfo<SocketAddr>`, for the rate limit).
///
/// # Errors
/// None in practice: a failed `accept` (out of file descriptors, say) is logged and retried
/// after 100 ms.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let places = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.idle)
        .keep_alive(true);
    tokio::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let Ok(place) = Arc::clone(&places).try_acquire_owned() else {
            tokio::spawn(refuse(stream));
            continue;
        };
        let _ = stream.set_nodelay(true);
        let mut io = TimeoutStream::new(stream);
        io.set_write_timeout(Some(limits.idle));
        let io = TokioIo::new(Box::pin(io));
        let service = app.clone().map_request(move |mut req: Request<_>| {
            req.extensions_mut().insert(ConnectInfo(peer));
            req
        });
        let conn = http.serve_connection(io, TowerToHyperService::new(service));
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            // An error here is the client's (closed early, timed out): nothing to tell.
            let _ = conn.await;
            drop(place);
        });
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// Answers a connection beyond the cap: a 503 in both languages (its request is not read, so
/// its language is unknown), then closed. Reading what the client sent for a moment first
/// lets the answer arrive rather than a reset.
async fn refuse(mut stream: TcpStream) {
    let body = format!(
        "{}\n{}\n",
        t!(Lang::En, "serve-too-many-connections"),
        t!(Lang::Ko, "serve-too-many-connections")
    );
    let head = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
         content-length: {}\r\nretry-after: 5\r\nconnection: close\r\n\r\n",
        body.len()
    );
    let answer = async {
        stream.write_all(head.as_bytes()).await?;
        stream.write_all(body.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 4096];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<(), std::io::Error>(())
    };
    let _ = tokio::time::timeout(Duration::from_secs(REFUSAL_SECONDS), answer).await;
}

/// The peer address of a request served by [`serve`] (tests and `oneshot` calls have none).
pub fn peer(req: &Request) -> Option<SocketAddr> {
    req.extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0)
}
