//! The HTTP query and body parsing of `sibi serve`: the axum router (`web/src/router.rs`)
//! driven in-process with `tower::ServiceExt::oneshot` on a current-thread runtime, against
//! the twelve-janggi table of kings, 將, 相 and 子 (`GMP`, solved at start-up, 0.1 s).
//!
//! Input: the first byte picks the method (bits 0–1: GET, POST, HEAD, PUT), the body's
//! content type (bits 2–3: none, `text/plain`, `application/x-www-form-urlencoded`,
//! `multipart/form-data; boundary=B`) and `Accept-Language: ko` (bit 4); then the request
//! target (path and query) up to the first newline; the rest is the body.
//!
//! Properties: no panic; never a 5xx (the table is sound: a 500 would be a server bug); every
//! answer with a JSON content type is JSON.
#![no_main]

use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::http::{header, Method, Request};
use http_body_util::BodyExt;
use libfuzzer_sys::fuzz_target;
use sibi_web::{router, AppState};
use sibi_solver::solve::{solve, NoProgress};
use sibi_solver::table::{save, Tablebase};
use sibi_solver::Rules;
use tower::ServiceExt;

fn state() -> Arc<AppState> {
    static STATE: OnceLock<Arc<AppState>> = OnceLock::new();
    STATE
        .get_or_init(|| {
            let dir = Box::leak(Box::new(tempfile::tempdir().expect("a temporary folder")));
            let (rules, pieces) = (Rules::TwelveJanggi, "GMP".parse().expect("a piece set"));
            let solution = solve(rules, pieces, &NoProgress).expect("GMP solves");
            let path = dir.path().join("twelve-janggi-GMP.sibi");
            save(&solution, solution.counts().positions, &path, &NoProgress).expect("saved");
            Arc::new(AppState::new(
                Tablebase::open(&path, rules, pieces).expect("opens"),
            ))
        })
        .clone()
}

fn runtime() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        // Timers on, as in `sibi serve` (enable_all): the annotation routes' time budget
        // (sibi_web::heavy_work) needs them.
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime")
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let (target, body) = match rest.iter().position(|&b| b == b'\n') {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[][..]),
    };
    let method =
        [Method::GET, Method::POST, Method::HEAD, Method::PUT][usize::from(flags & 3)].clone();
    let mut req = Request::builder().method(method).uri(target);
    match (flags >> 2) & 3 {
        1 => req = req.header(header::CONTENT_TYPE, "text/plain; charset=utf-8"),
        2 => req = req.header(header::CONTENT_TYPE, "application/x-www-form-urlencoded"),
        3 => req = req.header(header::CONTENT_TYPE, "multipart/form-data; boundary=B"),
        _ => {}
    }
    if flags & 16 != 0 {
        req = req.header(header::ACCEPT_LANGUAGE, "ko");
    }
    // A target hyper would not accept as a request line is not a request.
    let Ok(req) = req.body(Body::from(body.to_vec())) else {
        return;
    };
    let head = req.method() == Method::HEAD;
    let shown = format!("{} {}", req.method(), req.uri());
    runtime().block_on(async {
        let res = router(state())
            .oneshot(req)
            .await
            .expect("the router is infallible");
        let status = res.status();
        let json = res
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
        let bytes = res
            .into_body()
            .collect()
            .await
            .expect("the body is read")
            .to_bytes();
        assert!(
            !status.is_server_error(),
            "{shown}: {status}: {}",
            String::from_utf8_lossy(&bytes)
        );
        if json && !head {
            serde_json::from_slice::<serde_json::Value>(&bytes)
                .unwrap_or_else(|e| panic!("{shown}: {status}: not JSON ({e})"));
        }
    });
});
