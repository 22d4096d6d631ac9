//! Connections: the accept loop of `sibi serve` (hyper's HTTP/1 server, driven here rather than
//! by `axum::serve`, which has no timeouts and no connection cap). What it protects against:
//! a client that opens connections and says nothing (idle), sends its head a byte at a time
//! (slowloris), stops reading its answer, opens more connections than the server has file
//! descriptors for, or holds every place by itself. The limits are `sibi serve` options
//! ([`ConnectionLimits`]); the body and whole-request timeouts are tower-http layers the router
//! adds above the handlers (408).
//!
//! - **A share per client.** No client address ([`client::key`]: an IPv4 address, an IPv6
//!   address's /64) holds more than `--max-connections-per-client` connections (default a
//!   quarter of the cap, [`DEFAULT_CLIENT_SHARE`]); beyond it, its new connections get the same
//!   503 as beyond the cap, while other clients are served. A trusted proxy (`--trusted-proxy`)
//!   is exempt: every client behind it shares its address, so the proxy limits each client.
//! - **Unread answers.** An answer the client does not read waits in the kernel's send buffer,
//!   bounded here ([`SEND_BUFFER_BYTES`]); once a write has made no progress for
//!   `--idle-seconds` the connection is reset (`SO_LINGER` 0, then closed), which frees that
//!   memory at once; a connection closed with its answer queued whole yet never read is ended
//!   by the kernel ([`ORPHAN_TIMEOUT_FACTOR`]).

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;

use super::client::{self, Trusted};
use super::i18n::Lang;
use crate::t;

/// The default of `--max-connections`: connections open at once. Above it a new connection
/// gets a 503 at once and is closed. Each open connection takes a file descriptor and some KiB
/// of buffers; the server raises its open-file limit to the hard limit at start (commonly 524,288,
/// or 4,096 in containers) and lowers this cap to fit, saying so.
pub const DEFAULT_MAX_CONNECTIONS: usize = 4_096;

/// The default of `--max-connections-per-client` is the cap divided by this: a quarter of
/// `--max-connections` ([`default_per_client`]). One address then never holds every place — it
/// takes four addresses (four IPv6 /64s) to fill the cap — while an office or a school behind
/// one NAT address (a browser keeps up to 6 connections, each for `--idle-seconds`) still has
/// 1,024 places at the default cap. Behind a proxy the proxy's own per-client limit does this
/// (the proxy is exempt here).
pub const DEFAULT_CLIENT_SHARE: usize = 4;

/// The default of `--max-connections-per-client` for a cap of `max_connections`: a quarter
/// ([`DEFAULT_CLIENT_SHARE`]), at least 1.
pub fn default_per_client(max_connections: usize) -> usize {
    (max_connections / DEFAULT_CLIENT_SHARE).max(1)
}

/// The send buffer of an accepted socket (`SO_SNDBUF`; the kernel doubles it for its own
/// bookkeeping and no longer grows it). An answer the client does not read then holds about
/// 128 KiB of the kernel's memory rather than up to `tcp_wmem`'s maximum (4 MiB commonly: 200
/// unread 600 KB annotations held 204 MiB, and about 1,200 would have reached the host's
/// `tcp_mem` limit, which stalls every socket of the machine). 64 KiB a round trip is still
/// 640 KB/s to a reader 100 ms away; behind a proxy on the same machine or network it changes
/// nothing.
pub const SEND_BUFFER_BYTES: usize = 64 * 1024;

/// `TCP_USER_TIMEOUT` (Linux) of an accepted socket is `--idle-seconds` times this: how long the
/// kernel keeps sending data the client does not take (its window shut) before it drops the
/// connection. The server's own write timeout resets a stalled connection first, at
/// `--idle-seconds`; this ends the one it cannot see, a connection closed normally after its
/// whole answer fit in the send buffer, whose socket the kernel would otherwise keep, orphaned,
/// with the unread answer, for minutes.
pub const ORPHAN_TIMEOUT_FACTOR: u32 = 2;

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
    /// `--max-connections-per-client`: connections one client address ([`client::key`]) may
    /// hold at once, trusted proxies aside (at least 1).
    pub max_per_client: usize,
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
            max_per_client: default_per_client(DEFAULT_MAX_CONNECTIONS),
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
/// carries its peer's address (`ConnectInfo<SocketAddr>`, for the rate limit). A peer in
/// `trusted` (`--trusted-proxy`) is not held to `limits.max_per_client`.
///
/// # Errors
/// None in practice: a failed `accept` (out of file descriptors, say) is logged and retried
/// after 100 ms.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    trusted: Trusted,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let places = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let holders = Holders::new(limits.max_per_client);
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
        // The client's share first, then a place under the cap: either missing, a 503.
        let share = if trusted.contains(peer.ip()) {
            None
        } else {
            match holders.take(client::key(peer.ip())) {
                Some(held) => Some(held),
                None => {
                    tokio::spawn(refuse(stream));
                    continue;
                }
            }
        };
        let Ok(place) = Arc::clone(&places).try_acquire_owned() else {
            tokio::spawn(refuse(stream));
            continue;
        };
        set_up(&stream, limits.idle);
        let mut io = TimeoutStream::new(stream);
        io.set_write_timeout(Some(limits.idle));
        let io = TokioIo::new(Socket(Box::pin(io)));
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
            drop(share);
        });
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// Sets up an accepted socket: no Nagle delay, a bounded send buffer ([`SEND_BUFFER_BYTES`]),
/// and on Linux `TCP_USER_TIMEOUT` of `idle` × [`ORPHAN_TIMEOUT_FACTOR`]. Each is a best effort:
/// a socket that refuses one is served all the same.
fn set_up(stream: &TcpStream, idle: Duration) {
    let _ = stream.set_nodelay(true);
    let socket = socket2::SockRef::from(stream);
    let _ = socket.set_send_buffer_size(SEND_BUFFER_BYTES);
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let _ = socket.set_tcp_user_timeout(Some(idle.saturating_mul(ORPHAN_TIMEOUT_FACTOR)));
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = idle;
}

/// The connections each client holds against its share, by [`client::key`]: an entry only for
/// a client that holds one (removed at zero), so never more entries than open connections.
#[derive(Debug)]
struct Holders {
    /// Connections one client may hold (at least 1).
    share: usize,
    held: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection's place in its client's share, given back when dropped.
#[derive(Debug)]
struct Held {
    holders: Arc<Holders>,
    key: IpAddr,
}

impl Holders {
    fn new(share: usize) -> Arc<Holders> {
        Arc::new(Holders {
            share: share.max(1),
            held: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection of the client `key`, or `None` when it holds its share.
    fn take(self: &Arc<Self>, key: IpAddr) -> Option<Held> {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let n = held.entry(key).or_insert(0);
        if *n >= self.share {
            return None;
        }
        *n += 1;
        Some(Held {
            holders: Arc::clone(self),
            key,
        })
    }

    /// The connections `key` holds.
    #[cfg(test)]
    fn holding(&self, key: IpAddr) -> usize {
        let held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        held.get(&key).copied().unwrap_or(0)
    }

    /// How many clients hold a connection (entries in the map).
    #[cfg(test)]
    fn clients(&self) -> usize {
        self.held
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut held = self
            .holders
            .held
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = held.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                held.remove(&self.key);
            }
        }
    }
}

/// An accepted connection's socket as hyper drives it: [`TimeoutStream`]'s write timeout
/// (`--idle-seconds` without progress: a client that does not read its answer), and, when it
/// fires, `SO_LINGER` 0 set before the error goes up, so that hyper's dropping the connection
/// resets it (RST) and frees its unsent answer at once; a normal close would leave the answer
/// queued in an orphaned socket. Closed any other way (its answer written, a keep-alive
/// connection idle, a client gone), a connection closes normally and its answer arrives whole.
struct Socket(Pin<Box<TimeoutStream<TcpStream>>>);

impl Socket {
    /// `polled`, after setting `SO_LINGER` 0 when it is the write timeout.
    fn abort_when_stalled<T>(&self, polled: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if let Poll::Ready(Err(e)) = &polled {
            if e.kind() == io::ErrorKind::TimedOut {
                let _ = socket2::SockRef::from(self.0.get_ref()).set_linger(Some(Duration::ZERO));
            }
        }
        polled
    }
}

impl AsyncRead for Socket {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.0.as_mut().poll_read(cx, buf)
    }
}

impl AsyncWrite for Socket {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = self.0.as_mut().poll_write(cx, buf);
        self.abort_when_stalled(polled)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = self.0.as_mut().poll_write_vectored(cx, bufs);
        self.abort_when_stalled(polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.0.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let polled = self.0.as_mut().poll_flush(cx);
        self.abort_when_stalled(polled)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let polled = self.0.as_mut().poll_shutdown(cx);
        self.abort_when_stalled(polled)
    }
}

/// Answers a connection beyond the cap or its client's share: a 503 in both languages (its request is not read, so
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    use axum::routing::get;
    use tokio::net::TcpSocket;

    /// A server of `app` on a free loopback port under `limits`, trusting `trusted`: its
    /// address, and the sender that stops it.
    async fn start(
        app: Router,
        limits: ConnectionLimits,
        trusted: &[&str],
    ) -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let trusted = Trusted::new(trusted.iter().map(|t| t.parse().unwrap()).collect());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(serve(listener, app, limits, trusted, async {
            let _ = stopped.await;
        }));
        (addr, stop)
    }

    /// A connection to `addr` from the loopback address `from` (Linux routes all of
    /// 127.0.0.0/8 to the loopback interface), with a receive buffer of `receive` bytes if given.
    async fn connect(from: &str, addr: SocketAddr, receive: Option<u32>) -> TcpStream {
        let socket = TcpSocket::new_v4().unwrap();
        if let Some(bytes) = receive {
            socket.set_recv_buffer_size(bytes).unwrap();
        }
        socket
            .bind(SocketAddr::new(from.parse().unwrap(), 0))
            .unwrap();
        socket.connect(addr).await.unwrap()
    }

    /// Sends `GET path` on `s` (kept alive) and reads one answer's head and its short body: the
    /// status line, and the whole answer as text.
    async fn ask(s: &mut TcpStream, path: &str) -> String {
        s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
            .await
            .unwrap();
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        // The answers here are short: the head and a body of a few bytes, or a 503 and its end.
        let answered = async {
            loop {
                let n = s.read(&mut buf).await.unwrap_or(0);
                got.extend_from_slice(&buf[..n]);
                let text = String::from_utf8_lossy(&got);
                let whole = text.split_once("\r\n\r\n").is_some_and(|(head, body)| {
                    head.lines()
                        .find_map(|l| l.strip_prefix("content-length: "))
                        .and_then(|v| v.parse::<usize>().ok())
                        .is_some_and(|len| body.len() >= len)
                });
                if n == 0 || whole {
                    break;
                }
            }
        };
        tokio::time::timeout(Duration::from_secs(10), answered)
            .await
            .expect("no answer within 10 s");
        String::from_utf8_lossy(&got).into_owned()
    }

    /// The share of each client, by hand: a client holds at most its share, another client
    /// still gets places, and a place given back (its connection closed) leaves no entry.
    #[test]
    fn each_client_holds_at_most_its_share() {
        let holders = Holders::new(2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "2001:db8::1".parse().unwrap();
        let first = holders.take(a).unwrap();
        let second = holders.take(a).unwrap();
        assert!(holders.take(a).is_none());
        let other = holders.take(b).unwrap();
        assert_eq!((holders.holding(a), holders.holding(b)), (2, 1));
        assert_eq!(holders.clients(), 2);
        drop(first);
        assert_eq!(holders.holding(a), 1);
        let again = holders.take(a).unwrap();
        assert!(holders.take(a).is_none());
        drop((second, again, other));
        assert_eq!(holders.clients(), 0);
        // A share of 0 is a share of 1.
        let one = Holders::new(0);
        let held = one.take(a).unwrap();
        assert!(one.take(a).is_none());
        drop(held);
        assert_eq!(one.clients(), 0);
    }

    /// Finding B: one client address (127.0.0.1) holds its share of 3 connections (each
    /// answered once and kept alive, so the server holds it); its fourth gets the 503 at once,
    /// while a client from 127.0.0.2 still gets its 200, and a trusted proxy (127.0.0.3) holds
    /// more than a share. Once the first client closes its connections, it is served again.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_client_cannot_hold_every_connection() {
        let app = Router::new().route("/", get(|| async { "ok" }));
        let limits = ConnectionLimits {
            max_connections: 12,
            max_per_client: 3,
            // Far beyond the test: no held connection is closed by the server meanwhile.
            idle: Duration::from_secs(60),
            ..ConnectionLimits::default()
        };
        let (addr, stop) = start(app, limits, &["127.0.0.3"]).await;
        let mut held = Vec::new();
        for _ in 0..3 {
            let mut s = connect("127.0.0.1", addr, None).await;
            // Answered: the server has taken this connection and holds its place.
            let answer = ask(&mut s, "/").await;
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            held.push(s);
        }
        let mut fourth = connect("127.0.0.1", addr, None).await;
        let answer = ask(&mut fourth, "/").await;
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        assert!(answer.contains("retry-after: 5"), "{answer}");
        assert!(answer.contains("too many connections"), "{answer}");
        let mut other = connect("127.0.0.2", addr, None).await;
        let answer = ask(&mut other, "/").await;
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        let mut proxy = Vec::new();
        for _ in 0..5 {
            let mut s = connect("127.0.0.3", addr, None).await;
            let answer = ask(&mut s, "/").await;
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            proxy.push(s);
        }
        // The held connections closed: their places come back once the server has seen them
        // close (its tasks end a moment later), so wait for that rather than assume it.
        drop(held);
        let closed = Instant::now();
        loop {
            let mut s = connect("127.0.0.1", addr, None).await;
            if ask(&mut s, "/").await.starts_with("HTTP/1.1 200") {
                break;
            }
            assert!(
                closed.elapsed() < Duration::from_secs(10),
                "no place given back 10 s after the connections closed"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let _ = stop.send(());
    }

    /// Finding C: an answer the client does not read. The accepted socket's send buffer is
    /// bounded; a client that reads gets the whole 8 MiB answer and its normal end; one that
    /// never reads (a 2 KB receive buffer) sees its connection reset once the write has stalled
    /// for `--idle-seconds` (2 s here) — not before — which frees the answer the kernel held.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_unread_answer_is_reset_once_the_idle_limit_passes() {
        const BIG: usize = 8 << 20;
        let idle = Duration::from_secs(2);
        // set_up on an accepted socket: the send buffer (the kernel doubles what it is given)
        // and, on Linux, the user timeout.
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let client = TcpStream::connect(listener.local_addr().unwrap())
            .await
            .unwrap();
        let (accepted, _) = listener.accept().await.unwrap();
        set_up(&accepted, idle);
        let socket = socket2::SockRef::from(&accepted);
        assert!(socket.send_buffer_size().unwrap() <= 2 * SEND_BUFFER_BYTES);
        #[cfg(target_os = "linux")]
        assert_eq!(
            socket.tcp_user_timeout().unwrap(),
            Some(idle * ORPHAN_TIMEOUT_FACTOR)
        );
        drop((client, accepted, listener));

        let app = Router::new().route("/big", get(|| async { vec![b'x'; BIG] }));
        let limits = ConnectionLimits {
            idle,
            ..ConnectionLimits::default()
        };
        let (addr, stop) = start(app, limits, &[]).await;
        // A reader gets every byte, and the connection's normal end.
        let mut reader = connect("127.0.0.1", addr, None).await;
        reader
            .write_all(b"GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .await
            .unwrap();
        let mut got = Vec::new();
        reader.read_to_end(&mut got).await.unwrap();
        let body = got
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .map(|k| got.len() - k - 4);
        assert_eq!(body, Some(BIG));
        // A client that never reads.
        let mut stalled = connect("127.0.0.1", addr, Some(2048)).await;
        // Taken before the request goes: the server cannot stall on its answer earlier.
        let sent = Instant::now();
        stalled
            .write_all(b"GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let error = loop {
            // SO_ERROR: the reset, seen without reading (reading would let the answer go on).
            if let Some(e) = stalled.take_error().unwrap() {
                break e;
            }
            assert!(
                sent.elapsed() < Duration::from_secs(30),
                "the unread connection was never reset"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let after = sent.elapsed();
        assert_eq!(error.kind(), io::ErrorKind::ConnectionReset, "{error}");
        assert!(after >= idle, "reset after {after:?}, before the limit");
        let _ = stop.send(());
    }
}
