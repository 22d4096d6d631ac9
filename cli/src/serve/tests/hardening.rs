//! The server under a determined attacker (the findings of the hardening review): each test
//! asserts what happened — a status, a count of query parses, a permit taken before the first
//! byte of a body — never a duration.

use axum::http::StatusCode;
use sibi_solver::limits::{MAX_URL_PATH_BYTES, MAX_URL_QUERY_BYTES};

use super::{get, WIN1};
use crate::serve::query::parses_on_this_thread;

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
    let uri = axum::http::Uri::from_maybe_shared(b"/x\xe2\x80\xaey?q=\xe2\x80\xae".to_vec())
        .expect("a raw UTF-8 path reads");
    let here = crate::serve::context::here(&uri);
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
