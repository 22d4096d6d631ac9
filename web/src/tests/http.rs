//! What every answer shares: headers, assets, compression and validators, methods, panics, forms from other sites, health, a damaged table.

use super::*;

#[tokio::test]
async fn headers_assets_and_other_paths() {
    for uri in [
        "/",
        "/api/v1/position?pos=K3/1k2/4+P+a",
        "/nothing",
        "/static/app.js",
    ] {
        let a = get(uri).await;
        let csp = a.headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{uri}"
        );
        assert_eq!(
            a.headers[header::X_CONTENT_TYPE_OPTIONS],
            "nosniff",
            "{uri}"
        );
    }
    assert!(get("/")
        .await
        .headers
        .get(header::ACCESS_CONTROL_ALLOW_ORIGIN)
        .is_none());
    let css = get("/static/style.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(css.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/css"));
    let js = get("/static/app.js").await;
    assert!(js.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    // Every script a page names is served, as a script, under its hashed name.
    let page = get("/").await.body;
    let scripts: Vec<String> = page
        .split("<script src=\"")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect();
    assert!(scripts.len() >= 3, "{scripts:?}");
    for src in &scripts {
        let a = get(src).await;
        assert_eq!(a.status, StatusCode::OK, "{src}");
        assert!(a.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/javascript"));
        assert!(a.headers[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .contains("immutable"));
    }
    assert_eq!(get("/nothing").await.status, StatusCode::NOT_FOUND);
    assert_eq!(get("/../etc/passwd").await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        get("/static/../Cargo.toml").await.status,
        StatusCode::NOT_FOUND
    );
    let post = send(Request::post("/").body(Body::from("x")).unwrap()).await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    // No page inlines a script or a style (the policy would block them).
    let page = get(WIN1).await.body;
    assert!(
        !page.contains("<script>") && !page.contains("style="),
        "{page}"
    );
}

/// A method a path does not take: 405 with `Allow`, a page in the request's language (JSON
/// under `/api/`), not an empty answer.
#[tokio::test]
async fn a_wrong_method_is_a_worded_405() {
    let a = send(Request::post("/?lang=ko").body(Body::empty()).unwrap()).await;
    assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(a.headers[header::ALLOW], "GET,HEAD");
    assert!(a.body.contains("POST 요청을 받지 않습니다"), "{}", a.body);
    let a = send(
        Request::delete("/api/v1/position")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(
        a.json()["error"],
        "This address does not take DELETE requests."
    );
}

/// A handler that panics answers 500 — a page in the request's language, or JSON under the
/// API's layer — naming no path, and the next request is answered (the catch-panic layer
/// between the handlers and the error renderers, as in `router`).
#[tokio::test]
async fn a_panic_is_a_500_page_in_the_request_s_language() {
    use axum::routing::get;
    use tower_http::catch_panic::CatchPanicLayer;
    async fn boom() -> &'static str {
        panic!("/secret/path/table.sibi");
    }
    let pages: axum::Router = axum::Router::new()
        .route("/boom", get(boom))
        .route("/fine", get(|| async { "fine" }))
        .layer(CatchPanicLayer::custom(crate::router::panicked))
        .layer(axum::middleware::from_fn(crate::router::errors_as_pages));
    let call = |uri: &'static str| {
        let app = pages.clone();
        async move {
            let res = app
                .oneshot(Request::get(uri).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    let (status, body) = call("/boom?lang=ko").await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(
        body.contains("서버 오류") && body.contains("<html"),
        "{body}"
    );
    assert!(!body.contains("secret"), "{body}");
    let (status, body) = call("/boom").await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(body.contains("Server error"), "{body}");
    assert_eq!(call("/fine").await, (StatusCode::OK, "fine".to_string()));
}

/// A form posted to a page route from another site is refused with a 403 page in the request's
/// language (Fetch Metadata, or `Origin` against `Host` without it); the same post from the
/// site's own page, or with neither header (curl, scripts), is read; the API's POST is open to
/// every origin.
#[tokio::test]
async fn forms_from_other_sites_are_refused() {
    let post = |uri: &str, headers: &[(&str, &str)]| {
        let mut r = Request::post(uri).header(header::CONTENT_TYPE, "text/plain");
        for (k, v) in headers {
            r = r.header(*k, *v);
        }
        r.body(Body::from("not a record")).unwrap()
    };
    let a = send(post(
        "/games/annotate",
        &[("sec-fetch-site", "cross-site"), ("accept-language", "ko")],
    ))
    .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    assert!(
        a.body.contains("<html") && a.body.contains("다른 사이트의 양식"),
        "{}",
        a.body
    );
    assert!(a.body.contains("/games/annotate"), "{}", a.body);
    for h in [
        &[("sec-fetch-site", "same-site")][..],
        &[("origin", "https://evil.example"), ("host", "sibi.example")],
        &[("origin", "null"), ("host", "sibi.example")],
    ] {
        let a = send(post("/games/annotate", h)).await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{h:?}");
        assert!(
            a.body.contains("Refused: a form of another site"),
            "{}",
            a.body
        );
    }
    for h in [
        &[
            ("sec-fetch-site", "same-origin"),
            ("origin", "https://evil.example"),
        ][..],
        &[
            ("origin", "http://sibi.example:8080"),
            ("host", "sibi.example:8080"),
        ],
        &[],
    ] {
        let a = send(post("/games/annotate", h)).await;
        assert_ne!(a.status, StatusCode::FORBIDDEN, "{h:?}: {}", a.body);
    }
    let a = send(post(
        "/api/v1/annotate",
        &[("sec-fetch-site", "cross-site")],
    ))
    .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
}

/// `/healthz` says alive; `/readyz` says ready once the table answers and the puzzles are
/// built, and 503 naming the puzzles while they are being built.
#[tokio::test]
async fn health_and_readiness() {
    let a = get("/healthz").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.json(), serde_json::json!({ "alive": true }));
    let a = get("/readyz").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(
        a.json(),
        serde_json::json!({ "ready": true, "table": true, "puzzles": true })
    );
    let building = Arc::new(AppState::building(
        Tablebase::open(
            state().table.path(),
            Rules::TwelveJanggi,
            "P".parse().unwrap(),
        )
        .unwrap(),
    ));
    let res = router(building)
        .oneshot(Request::get("/readyz").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(
        v,
        serde_json::json!({ "ready": false, "table": true, "puzzles": false })
    );
}

/// Issue 23, finding 8: an upload over the body limit to the form is a 413 page (as the API's
/// 413), a form that is not one is worded by the catalogue, and a path that does not decode
/// (`/games/%ff`) is the site's 400 page in the request's language.
#[tokio::test]
async fn over_size_forms_and_bad_paths_get_the_site_s_answers() {
    let big = "x".repeat(sibi_solver::limits::MAX_BODY_BYTES + 10);
    // Refused on its length before any field is read: the language is the browser's.
    let mut req = annotate_form_post(&big, Some("ko"));
    req.headers_mut()
        .insert("accept-language", "ko".parse().unwrap());
    let a = send(req).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(a.body.contains("<html lang=\"ko\""), "{}", a.body);
    let req = Request::post("/games/annotate")
        .header(header::CONTENT_TYPE, "text/plain")
        .body(Body::from("A1B1"))
        .unwrap();
    let a = send(req).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("the form could not be read"), "{}", a.body);
    let a = get("/games/%ff?lang=ko").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body.contains("<html lang=\"ko\"") && a.body.contains("주소가 올바르지 않습니다"),
        "{}",
        a.body
    );
}

/// Issue 23, finding 8: a table damaged after it was opened makes a probe a 500 that says the
/// table is damaged — in the request's language — and names no path of the server (its log
/// does). The P table is copied, opened, then its last three quarters flipped in place.
#[tokio::test]
async fn a_damaged_table_is_a_500_naming_no_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("secret-folder-twelve-janggi-P.sibi");
    std::fs::copy(state().table.path(), &path).unwrap();
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    let damaged = Arc::new(AppState::new(
        Tablebase::open(&path, rules, pieces).unwrap(),
    ));
    let mut bytes = std::fs::read(&path).unwrap();
    let quarter = bytes.len() / 4;
    for b in &mut bytes[quarter..] {
        *b ^= 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    // Positions a probe must read (not settled by a one-ply look).
    let index = sibi_solver::index::Index::new(pieces);
    let mut positions = Vec::new();
    index.for_each_in(0..index.solved_len(), rules, |_, p| {
        if let Some(p) = p.filter(|p| sibi_solver::solve::trivial_value(p, rules).is_none()) {
            positions.push(p.to_string());
        }
    });
    let mut failed = 0;
    for pos in &positions {
        let uri = format!("/?lang=ko&pos={}", enc(pos));
        let res = router(Arc::clone(&damaged))
            .oneshot(Request::get(&uri).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = res.status();
        let body = res.into_body().collect().await.unwrap().to_bytes();
        let body = String::from_utf8_lossy(&body);
        assert!(!body.contains("secret-folder"), "{body}");
        if status == StatusCode::INTERNAL_SERVER_ERROR {
            assert!(body.contains("테이블이 손상되었습니다"), "{body}");
            failed += 1;
        }
    }
    assert!(
        failed > 0,
        "no probe read the damaged block ({} positions, {} bytes)",
        positions.len(),
        bytes.len()
    );
}

/// Issue 26, item 4: an API answer and a page compressed with gzip or brotli as the client
/// asks — decoded, the same bytes as the plain answer — each with its own `ETag`, a long
/// `Cache-Control` and `Vary: Accept-Encoding`; `If-None-Match` with the tag gets a 304
/// without a body (and another tag the answer); a page's tag follows its language; answers
/// drawn with a fresh seed are `no-store`; the assets under hashed names are `immutable`.
#[tokio::test]
async fn compressed_and_cacheable_answers() {
    use std::io::Read;
    for uri in [
        "/api/v1/position?pos=K3%2F1k2%2F4+P+a",
        "/?pos=K3%2F1k2%2F4+P+a",
    ] {
        let (status, plain_h, plain) = get_with(uri, &[]).await;
        assert_eq!(status, StatusCode::OK);
        assert!(plain_h.get(header::CONTENT_ENCODING).is_none());
        let mut tags = Vec::new();
        for (enc, decode) in [
            (
                "gzip",
                Box::new(|b: &[u8]| {
                    let mut out = Vec::new();
                    flate2::read::GzDecoder::new(b)
                        .read_to_end(&mut out)
                        .unwrap();
                    out
                }) as Box<dyn Fn(&[u8]) -> Vec<u8>>,
            ),
            (
                "br",
                Box::new(|b: &[u8]| {
                    let mut out = Vec::new();
                    brotli_decompressor::Decompressor::new(b, 4096)
                        .read_to_end(&mut out)
                        .unwrap();
                    out
                }),
            ),
        ] {
            let (status, h, body) = get_with(uri, &[("accept-encoding", enc)]).await;
            assert_eq!(status, StatusCode::OK, "{uri} {enc}");
            assert_eq!(h[header::CONTENT_ENCODING], enc, "{uri}");
            assert!(
                body.len() < plain.len(),
                "{uri} {enc}: {} bytes",
                body.len()
            );
            assert_eq!(decode(&body), plain, "{uri} {enc}");
            let tag = h[header::ETAG].to_str().unwrap().to_string();
            assert!(tag.ends_with(&format!("-{enc}\"")), "{tag}");
            assert_eq!(h[header::CACHE_CONTROL], "public, max-age=86400");
            assert!(
                h.get_all(header::VARY)
                    .iter()
                    .any(|v| v == "accept-encoding"),
                "{h:?}"
            );
            // Asked again: the same tag and bytes (the answer kept).
            let (_, h2, body2) = get_with(uri, &[("accept-encoding", enc)]).await;
            assert_eq!(h2[header::ETAG], tag.as_str());
            assert_eq!(body2, body);
            let (status, h3, empty) =
                get_with(uri, &[("accept-encoding", enc), ("if-none-match", &tag)]).await;
            assert_eq!(status, StatusCode::NOT_MODIFIED, "{uri} {enc}");
            assert!(empty.is_empty());
            assert_eq!(h3[header::ETAG], tag.as_str());
            let (status, _, _) = get_with(
                uri,
                &[("accept-encoding", enc), ("if-none-match", "\"0000-br\"")],
            )
            .await;
            assert_eq!(status, StatusCode::OK);
            tags.push(tag);
        }
        tags.push(plain_h[header::ETAG].to_str().unwrap().to_string());
        tags.sort();
        tags.dedup();
        assert_eq!(tags.len(), 3, "one tag per encoding: {tags:?}");
    }
    // A page's tag follows its language (Accept-Language, without lang=).
    let (_, en, _) = get_with("/?pos=K3%2F1k2%2F4+P+a", &[("accept-language", "en")]).await;
    let (_, ko, _) = get_with("/?pos=K3%2F1k2%2F4+P+a", &[("accept-language", "ko")]).await;
    assert_ne!(en[header::ETAG], ko[header::ETAG]);
    // Drawn with a fresh seed: not to be kept; with a seed: kept.
    for uri in [
        "/api/v1/engine-move?pos=K3%2F1k2%2F4+P+a&level=1",
        "/play?pos=K3%2F1k2%2F4+P+a&level=1&side=a",
        "/api/v1/puzzle?plies=4",
    ] {
        let (status, h, _) = get_with(uri, &[]).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert_eq!(h[header::CACHE_CONTROL], "no-store", "{uri}");
        assert!(h.get(header::ETAG).is_none(), "{uri}");
        let (_, h, _) = get_with(&format!("{uri}&seed=7"), &[]).await;
        assert!(h.get(header::ETAG).is_some(), "{uri}&seed=7");
    }
    // The assets: the pages name them by their content's hash; kept a year.
    let page = get("/").await.body;
    let css = page
        .split("href=\"/static/style.")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap();
    let (status, h, _) = get_with(&format!("/static/style.{css}"), &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        h[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    let (_, h, _) = get_with("/static/style.css", &[]).await;
    assert_eq!(h[header::CACHE_CONTROL], "public, max-age=300");
    let (status, _, _) = get_with("/static/style.0000.css", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
