//! The server under a determined attacker (the findings of the hardening review): each test
//! asserts what happened — a status, a count of query parses, a permit taken before the first
//! byte of a body — never a duration.

use axum::http::StatusCode;
use sibi_solver::limits::{MAX_URL_PATH_BYTES, MAX_URL_QUERY_BYTES};

use super::{get, WIN1};
use crate::query::{contexts_on_this_thread, parses_on_this_thread};

/// A query of `n` distinct names (`n0&n1&…`), the shape that made the old parse quadratic.
fn distinct_names(n: usize) -> String {
    (0..n)
        .map(|i| format!("n{i}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// A query or a path over its limit is refused (414) before the query is parsed at all; an
/// accepted request has its query parsed exactly once, whichever layers and extractors read it
/// (the guard, the cache validators, the page context, the handler's query, an error page).
#[tokio::test]
async fn a_query_is_parsed_once_and_an_over_long_one_never() {
    let long = distinct_names(MAX_URL_QUERY_BYTES / 4);
    assert!(long.len() > MAX_URL_QUERY_BYTES);
    let long_path = format!("/{}", "p".repeat(MAX_URL_PATH_BYTES));
    for uri in [
        format!("/?{long}"),
        format!("/healthz?{long}"),
        format!("/readyz?{long}"),
        format!("/api/v1/position?{long}"),
        long_path.clone(),
        format!("{long_path}?lang=ko"),
    ] {
        let before = parses_on_this_thread();
        let a = get(&uri).await;
        assert_eq!(a.status, StatusCode::URI_TOO_LONG, "{}", &uri[..40]);
        assert_eq!(parses_on_this_thread(), before, "{} was parsed", &uri[..40]);
    }
    // Just under the limit, thousands of distinct names: accepted, parsed once.
    let many = distinct_names(1_200);
    assert!(many.len() <= MAX_URL_QUERY_BYTES);
    let pos = "pos=K3%2F1k2%2F4+P+a";
    for uri in [
        WIN1.to_string(),
        format!("/?{many}&{pos}"),
        format!("/api/v1/position?{pos}&lang=ko"),
        format!("/api/v1/position?{many}"),
        format!("/healthz?{many}"),
        format!("/play?{pos}&level=3&seed=1"),
        "/no-such-page?lang=ko&x=1".to_string(),
        "/?pos=not+a+position".to_string(),
        "/?lang=%ff".to_string(),
    ] {
        let before = parses_on_this_thread();
        let a = get(&uri).await;
        assert_ne!(a.status, StatusCode::URI_TOO_LONG, "{uri}");
        assert_eq!(parses_on_this_thread() - before, 1, "{uri}: {}", a.status);
    }
    // The same request again, its answer kept by the server: still one parse.
    let before = parses_on_this_thread();
    assert_eq!(get(WIN1).await.status, StatusCode::OK);
    assert_eq!(parses_on_this_thread() - before, 1);
}

/// The request's context (its language, flip and the cache's name for it) is computed once per
/// request, by the router's guard, whichever layers and extractors read it: the cache
/// validators, the heavy-page check, the handler's `Context`, an error page; a 414 computes it
/// once too, from the headers alone.
#[tokio::test]
async fn the_request_context_is_computed_once() {
    for uri in [
        WIN1.to_string(),
        format!("{WIN1}&lang=ko&flip=1"),
        "/api/v1/position?pos=K3%2F1k2%2F4+P+a&lang=ko".to_string(),
        "/api/v1/mainline?pos=not+a+position".to_string(),
        "/play?pos=K3%2F1k2%2F4+P+a&level=3&seed=1".to_string(),
        "/?pos=not+a+position".to_string(),
        "/no-such-page?lang=ko".to_string(),
        format!("/?{}", distinct_names(MAX_URL_QUERY_BYTES / 4)),
    ] {
        let before = contexts_on_this_thread();
        let a = get(&uri).await;
        assert_eq!(
            contexts_on_this_thread() - before,
            1,
            "{}: {}",
            &uri[..uri.len().min(60)],
            a.status
        );
    }
}

/// A path that a browser would read as another site's (`//host/…`, or with a backslash) gets a
/// plain 404 whose language link is built from `/`; a raw U+202E in a path is percent-encoded
/// in the link, never repeated as it is.
#[tokio::test]
async fn no_link_to_another_site_from_a_request_path() {
    // The start page kept by the answer cache first: the cache's key is the address as
    // requested, not the link's `/`.
    assert_eq!(get("/").await.status, StatusCode::OK);
    for uri in [
        "//evil.example/x",
        "/\\evil.example/x",
        "//evil.example/x?lang=ko",
    ] {
        let a = get(uri).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{uri}");
        assert!(!a.body.contains("evil.example"), "{uri}: {}", a.body);
        assert!(a.body.contains("href=\"/?lang="), "{uri}: {}", a.body);
    }
    // hyper takes a raw UTF-8 path as it comes (the `http` crate accepts bytes over 0x7F).
    let uri = axum::http::Uri::from_maybe_shared(b"/x\xe2\x80\xaey?q=\xe2\x80\xae".as_slice())
        .expect("a raw UTF-8 path reads");
    let here = crate::query::here(&uri);
    assert_eq!(here, "/x%E2%80%AEy?q=%E2%80%AE");
    let res = super::send(
        axum::http::Request::get(uri)
            .body(axum::body::Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(!res.body.contains('\u{202e}'), "{}", res.body);
    let a = get("/x%E2%80%AEy").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(!a.body.contains('\u{202e}'));
}

/// A server of its own state on a loopback port (`listen::serve`, as `sibi serve` runs it),
/// and the state, whose places a test watches.
async fn listening() -> (std::net::SocketAddr, std::sync::Arc<crate::AppState>) {
    let state = super::fresh_state();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = crate::router(std::sync::Arc::clone(&state));
    tokio::spawn(crate::listen::serve(
        listener,
        app,
        crate::listen::ConnectionLimits::default(),
        crate::client::Trusted::default(),
        std::future::pending(),
    ));
    (addr, state)
}

/// Polls `done` every 10 ms until it holds, for at most `WAIT` (a hang fails the test).
pub(super) async fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    const WAIT: std::time::Duration = std::time::Duration::from_secs(20);
    let start = std::time::Instant::now();
    while !done() {
        assert!(start.elapsed() < WAIT, "waited {WAIT:?} for {what}");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// Sends `head` (and nothing after it) on a new connection, kept open.
async fn send_head(addr: std::net::SocketAddr, head: &str) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(head.as_bytes()).await.unwrap();
    s
}

/// What the server answers on `s` until it closes it (at most 20 s).
async fn answer(mut s: tokio::net::TcpStream) -> String {
    use tokio::io::AsyncReadExt;
    let mut raw = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(20), s.read_to_end(&mut raw));
    let _ = read.await;
    String::from_utf8_lossy(&raw).into_owned()
}

/// The answer to a chunked `POST /api/v1/annotate` whose body (after the head) is `chunks`.
async fn post_chunked(addr: std::net::SocketAddr, chunks: &str) -> String {
    let head = "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    answer(send_head(addr, &format!("{POST_API}{head}{chunks}")).await).await
}

const POST_API: &str = "POST /api/v1/annotate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n";

/// A body takes its place before its first byte is read: [`MAX_BODIES_AT_ONCE`] uploads that
/// stall hold every place; the next one gets 503 at once, its body never read (the page route
/// too, as a page); the places come back when the stalled clients go.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_take_a_place_before_their_first_byte() {
    use crate::bodies::MAX_BODIES_AT_ONCE;
    let (addr, state) = listening().await;
    assert_eq!(state.bodies.available(), MAX_BODIES_AT_ONCE);
    // A head alone (no byte of its body sent) takes a place.
    let first = send_head(addr, &format!("{POST_API}Content-Length: 1000000\r\n\r\n")).await;
    wait_until("a place taken by a head alone", || {
        state.bodies.available() == MAX_BODIES_AT_ONCE - 1
    })
    .await;
    let mut stalled = vec![first];
    for _ in 1..MAX_BODIES_AT_ONCE {
        let head = format!("{POST_API}Content-Length: 1000000\r\n\r\nformat: sibi-record 2\n");
        stalled.push(send_head(addr, &head).await);
    }
    wait_until("every place taken", || state.bodies.available() == 0).await;
    let over = send_head(
        addr,
        &format!("{POST_API}Content-Length: 1000000\r\nConnection: close\r\n\r\n"),
    )
    .await;
    let a = answer(over).await;
    assert!(a.starts_with("HTTP/1.1 503"), "{a}");
    assert!(a.contains(&MAX_BODIES_AT_ONCE.to_string()), "{a}");
    let form = send_head(
        addr,
        "POST /games/annotate HTTP/1.1\r\nHost: x\r\nAccept-Language: ko\r\n\
         Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 1000000\r\n\
         Connection: close\r\n\r\n",
    )
    .await;
    let a = answer(form).await;
    assert!(a.starts_with("HTTP/1.1 503") && a.contains("<html"), "{a}");
    drop(stalled);
    wait_until("every place back", || {
        state.bodies.available() == MAX_BODIES_AT_ONCE
    })
    .await;
}

/// The small ones of the body: a chunked body whose framing does not read is a 400 that says
/// so (it was a 408 after 20 s); more than [`MAX_BODY_CHUNKS`] chunks is a 413;
/// `Expect: 100-continue` with a body over the limit gets its 413 at once, never "100 Continue".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_framed_wrong_or_too_large_are_refused_at_once() {
    use crate::bodies::MAX_BODY_CHUNKS;
    let (addr, _state) = listening().await;
    for size in ["zz", "-1"] {
        let a = post_chunked(addr, &format!("{size}\r\nabc\r\n0\r\n\r\n")).await;
        assert!(a.starts_with("HTTP/1.1 400"), "{size}: {a}");
        assert!(a.contains("chunked encoding"), "{size}: {a}");
    }
    let chunks = "1\r\nx\r\n".repeat(MAX_BODY_CHUNKS + 1);
    let a = post_chunked(addr, &format!("{chunks}0\r\n\r\n")).await;
    assert!(a.starts_with("HTTP/1.1 413"), "{a}");
    assert!(a.contains(&MAX_BODY_CHUNKS.to_string()), "{a}");
    // Just within the chunk limit: read, and answered as the record it is (not a record: 400
    // from the record reader, not from the framing).
    let chunks = "1\r\nx\r\n".repeat(MAX_BODY_CHUNKS - 1);
    let a = post_chunked(addr, &format!("{chunks}0\r\n\r\n")).await;
    assert!(
        a.starts_with("HTTP/1.1 400") && !a.contains("chunked encoding"),
        "{a}"
    );
    let s = send_head(
        addr,
        &format!("{POST_API}Content-Length: 2000000\r\nExpect: 100-continue\r\n\r\n"),
    )
    .await;
    let a = answer(s).await;
    assert!(a.starts_with("HTTP/1.1 413"), "{a}");
    assert!(!a.contains("100 Continue"), "{a}");
}

/// The moves of a line of `plies` plies on the `P` table from `K3/4/3k P a`: the two 王 walk
/// A1–B1 and D3–C3 and back (legal forever).
fn walk(plies: usize) -> String {
    let steps = ["A1B1", "D3C3", "B1A1", "C3D3"];
    (0..plies)
        .map(|k| steps[k % 4])
        .collect::<Vec<_>>()
        .join("+")
}

/// A page whose line is longer than [`HEAVY_LINE_PLIES`] is heavy work: with the one heavy place
/// taken and no queue it gets 503 at once, while the same page with a short line is answered;
/// once the place is free it is answered too. Heavy work that a heavy page starts in turn (the
/// annotation of a finished `/play` game) runs in the page's place, not waiting for a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_of_long_lines_are_heavy_work() {
    use crate::heavy_work::{HeavyLimits, HEAVY_LINE_PLIES};
    use axum::body::Body;
    use axum::http::Request;
    use std::sync::Arc;
    use tower::ServiceExt;
    let state = Arc::new(
        Arc::try_unwrap(super::fresh_state())
            .unwrap()
            .limited(HeavyLimits::new(
                2_000,
                1,
                0,
                std::time::Duration::from_secs(600),
            ))
            .keeping(0),
    );
    let get = |uri: String| {
        let app = crate::router(Arc::clone(&state));
        async move {
            let req = Request::get(uri).body(Body::empty()).unwrap();
            app.oneshot(req).await.unwrap().status()
        }
    };
    let long = format!("/?pos=K3%2F4%2F3k+P+a+moves+{}", walk(HEAVY_LINE_PLIES + 4));
    let short = format!("/?pos=K3%2F4%2F3k+P+a+moves+{}", walk(HEAVY_LINE_PLIES));
    let play = format!(
        "/play?pos=K3%2F4%2F3k+P+a&side=a&level=3&seed=1&moves={}",
        walk(HEAVY_LINE_PLIES + 4)
    );
    // Hold the one place until told.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let (taken, is_taken) = tokio::sync::oneshot::channel();
    let holder = Arc::clone(&state);
    let job = tokio::spawn(async move {
        holder
            .heavy
            .run(move |_| {
                taken.send(()).unwrap();
                held.recv().unwrap();
            })
            .await
    });
    is_taken.await.unwrap();
    assert_eq!(get(long.clone()).await, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(get(play.clone()).await, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(get(short.clone()).await, StatusCode::OK);
    release.send(()).unwrap();
    job.await.unwrap().unwrap();
    assert_eq!(get(long).await, StatusCode::OK);
    assert_eq!(get(play).await, StatusCode::OK);
    let inner = Arc::clone(&state);
    let nested = state
        .heavy
        .run_page(async move { inner.heavy.run(|_| 7).await })
        .await;
    assert_eq!(nested.unwrap().unwrap(), 7);
}
