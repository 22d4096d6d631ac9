//! The server's limits in the router: heavy work, stops, the rate limit, the request's time.

use super::*;

/// Heavy work runs at most `jobs` at once with `queue` waiting; beyond that a request gets 503
/// while the others still hold their places (it waits for none of them), and a job past its
/// time budget gets 503 too — not before the budget has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heavy_work_is_limited() {
    use crate::heavy_work::HeavyLimits;
    use std::time::Duration;
    let budget = Duration::from_millis(400);
    let limits = Arc::new(HeavyLimits::new(100, 1, 1, budget));
    // One running (held until released), one waiting: a third is refused.
    let (release, held) = std::sync::mpsc::channel();
    let (started, running) = tokio::sync::oneshot::channel();
    let (l1, l2) = (Arc::clone(&limits), Arc::clone(&limits));
    let first = tokio::spawn(async move { l1.run(held_until(held, started)).await });
    running.await.unwrap();
    let second = tokio::spawn(async move { l2.run(|_| 2).await });
    super::hardening::wait_until("the second request waiting", || limits.places_free() == 0).await;
    let third = limits.run(|_| 3).await;
    assert_eq!(third.unwrap_err().status, StatusCode::SERVICE_UNAVAILABLE);
    release.send(()).unwrap();
    first.await.unwrap().unwrap();
    // The second ran once the first was done, within its budget.
    assert_eq!(second.await.unwrap().unwrap(), 2);
    // Held past the budget: 503, not before the budget.
    let (release, held) = std::sync::mpsc::channel();
    let (started, _running) = tokio::sync::oneshot::channel();
    let asked = std::time::Instant::now();
    let late = limits.run(held_until(held, started)).await;
    assert_eq!(late.unwrap_err().status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(asked.elapsed() >= budget);
    drop(release);
}

/// Work whose request is gone is told to stop and gives its place back: with one place and no
/// queue, a request dropped while its work runs (as hyper drops it when the client closes the
/// connection) sets the work's stop flag, and the place is free again for the next; an
/// annotation of 19,999 plies told to stop before it begins, or in its middle, ends there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn work_stops_when_its_request_is_gone() {
    use crate::heavy_work::{HeavyLimits, Stop};
    use std::time::Duration;
    let limits = Arc::new(HeavyLimits::new(100, 1, 0, Duration::from_secs(600)));
    let (started, running) = tokio::sync::oneshot::channel();
    let (stopped, was_stopped) = std::sync::mpsc::channel();
    // Work that runs until told to stop (at most 10 minutes: a hang fails the test).
    let until_stopped = move |stop: &Stop| {
        started.send(()).unwrap();
        let since = std::time::Instant::now();
        while !stop.is_set() && since.elapsed() < Duration::from_secs(600) {
            std::thread::sleep(Duration::from_millis(1));
        }
        stopped.send(stop.is_set()).unwrap();
    };
    let l = Arc::clone(&limits);
    let request = tokio::spawn(async move { l.run(until_stopped).await });
    running.await.unwrap();
    // The client goes: its request's future is dropped.
    request.abort();
    let told = tokio::task::spawn_blocking(move || was_stopped.recv().unwrap());
    assert!(told.await.unwrap(), "the work was not told to stop");
    super::hardening::wait_until("the place given back", || limits.places_free() == 1).await;
    assert!(limits.run(|_: &Stop| ()).await.is_ok());
    // An annotation told to stop before it begins probing: refused as stopped, not annotated.
    let state = state();
    let stop = Stop::default();
    stop.set();
    let r = crate::broadcast_games::annotate_at_most(
        &state.table,
        &walk_record(19_999, true),
        20_000,
        None,
        &stop,
    );
    assert!(
        matches!(r, Err(crate::broadcast_games::Refusal::Stopped)),
        "{:?}",
        r.map(|_| ()).map_err(|e| e.words(crate::i18n::Lang::En))
    );
    // Told to stop in its middle: the first look at the flag passes (a batch of look-ups is
    // read), the second finds it set — the annotation ends there, refused as stopped.
    for looks in [2, 3] {
        let r = crate::broadcast_games::annotate_at_most(
            &state.table,
            &walk_record(19_999, true),
            20_000,
            None,
            &Stop::after_looks(looks),
        );
        assert!(
            matches!(r, Err(crate::broadcast_games::Refusal::Stopped)),
            "{looks}: {:?}",
            r.map(|_| ()).map_err(|e| e.words(crate::i18n::Lang::En))
        );
    }
    let r = crate::broadcast_games::annotate_at_most(
        &state.table,
        &walk_record(40, false),
        20_000,
        None,
        &Stop::default(),
    );
    assert!(
        r.is_ok(),
        "{:?}",
        r.err().map(|e| e.words(crate::i18n::Lang::En))
    );
}

/// `--rate-limit 1 --rate-burst 2`: a client's third request at once is a 429 with
/// `Retry-After` — a page in its language, JSON under the API — while `/healthz` and
/// `/readyz` are never counted.
#[tokio::test]
async fn the_rate_limit_answers_429() {
    let app = router(rate_limited(2, Default::default()));
    let call = |uri: &str, lang: &str| {
        let app = app.clone();
        let req = Request::get(uri)
            .header("accept-language", lang)
            .body(Body::empty())
            .unwrap();
        async move {
            let res = app.oneshot(req).await.unwrap();
            let status = res.status();
            let retry = res.headers().get("retry-after").cloned();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, retry, String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    assert_eq!(call(WIN1, "en").await.0, StatusCode::OK);
    assert_eq!(
        call("/api/v1/position?pos=K3%2F1k2%2F4+P+a", "en").await.0,
        StatusCode::OK
    );
    let (status, retry, body) = call(WIN1, "ko").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry.is_some());
    assert!(
        body.contains("<html") && body.contains("요청이 너무 많이 왔습니다"),
        "{body}"
    );
    let (status, _, body) = call("/api/v1/position?pos=K3%2F1k2%2F4+P+a", "en").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        body.starts_with("{\"error\":\"too many requests from your address"),
        "{body}"
    );
    for _ in 0..5 {
        assert_eq!(call("/healthz", "en").await.0, StatusCode::OK);
        assert_eq!(call("/readyz", "en").await.0, StatusCode::OK);
    }
}

/// Finding A: behind a trusted proxy that appends its own `X-Forwarded-For` line (HAProxy's
/// `option forwardfor`), a client that changes the first line it writes is still counted
/// against the address the proxy added — 20 requests under `--rate-limit 1 --rate-burst 5`
/// meet the 429 — and so is a server bound to `[::]`, which sees its IPv4 proxy as
/// `::ffff:127.0.0.1`. Another client behind the same proxy still gets its 200, and a peer
/// that is not a trusted proxy is counted against itself whatever it writes.
#[tokio::test]
async fn changing_forwarded_lines_do_not_escape_the_rate_limit() {
    use crate::client::Trusted;
    use axum::extract::ConnectInfo;
    use std::net::SocketAddr;
    let trusted = Trusted::new(vec!["127.0.0.1".parse().unwrap()]);
    let app = router(rate_limited(5, trusted));
    let call = |peer: &str, lines: Vec<String>| {
        let app = app.clone();
        let mut req = Request::get("/api/v1/position?pos=K3%2F1k2%2F4+P+a");
        for line in lines {
            req = req.header("x-forwarded-for", line);
        }
        let mut req = req.body(Body::empty()).unwrap();
        let peer: SocketAddr = peer.parse().unwrap();
        req.extensions_mut().insert(ConnectInfo(peer));
        async move { app.oneshot(req).await.unwrap().status() }
    };
    for peer in ["127.0.0.1:40000", "[::ffff:127.0.0.1]:40000"] {
        // Each peer form against its own client address, so that both start with a full bucket.
        let client = if peer.starts_with('[') {
            "198.51.100.4"
        } else {
            "198.51.100.3"
        };
        let started = std::time::Instant::now();
        let mut statuses = Vec::new();
        for k in 0..20 {
            let lines = vec![format!("10.9.{k}.1, 192.0.2.{k}"), client.to_string()];
            statuses.push(call(peer, lines).await);
        }
        let passed = statuses.iter().filter(|s| **s == StatusCode::OK).count();
        // The burst, and one more for each second the 20 requests took.
        let allowed = 5 + started.elapsed().as_secs() as usize + 1;
        assert!(
            statuses.contains(&StatusCode::TOO_MANY_REQUESTS) && passed <= allowed,
            "{peer}: {statuses:?}"
        );
        assert_eq!(statuses[0], StatusCode::OK, "{peer}");
    }
    // Another client behind the proxy has its own bucket, the mapped proxy's too (all the
    // clients of a proxy seen as ::ffff:127.0.0.1 were one bucket).
    for peer in ["127.0.0.1:40001", "[::ffff:127.0.0.1]:40001"] {
        assert_eq!(
            call(peer, vec!["203.0.113.50".into()]).await,
            StatusCode::OK,
            "{peer}"
        );
    }
    // A peer that is not trusted: its own address, whatever it writes.
    let mut statuses = Vec::new();
    for k in 0..20 {
        statuses.push(call("192.0.2.200:5000", vec![format!("10.0.0.{k}")]).await);
    }
    assert!(
        statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
}

/// `--request-seconds`: a request whose answer takes longer is a 408 naming the limit, in the
/// request's language (the layer of `router`, around a route that sleeps).
#[tokio::test]
async fn a_request_over_its_time_is_a_408() {
    use crate::listen::ConnectionLimits;
    use std::time::Duration;
    let limits = ConnectionLimits {
        request: Duration::from_secs(1),
        ..ConnectionLimits::default()
    };
    let app: axum::Router = axum::Router::new()
        .route(
            "/slow",
            axum::routing::get(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                "late"
            }),
        )
        .route("/quick", axum::routing::get(|| async { "quick" }))
        .layer(axum::middleware::from_fn(move |req, next| {
            crate::router::time_limits(limits, req, next)
        }));
    let started = std::time::Instant::now();
    let res = app
        .clone()
        .oneshot(Request::get("/slow").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::REQUEST_TIMEOUT);
    // Cut at the limit: not before it (the route would have answered after 5 s).
    assert!(started.elapsed() >= Duration::from_secs(1));
    let e = res.extensions().get::<crate::error::Error>().unwrap();
    assert_eq!(
        e.text(crate::i18n::Lang::Ko),
        "요청이 1초를 넘겨 중단되었습니다. 다시 시도하세요."
    );
    let res = app
        .oneshot(Request::get("/quick").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}
