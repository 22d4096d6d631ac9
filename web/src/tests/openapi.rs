//! The OpenAPI document (`/api/v1/openapi.json`) against the server: every route of the API in
//! the router is in the document with its method; every path and method of the document is
//! asked here; each answer's status is one the document lists for it, with its content type,
//! and its body is valid against the schema the document gives it (JSON Schema 2020-12, the
//! dialect of OpenAPI 3.1, by the `jsonschema` crate) — successes and refusals alike, on the
//! `P` table of the other tests (values worked out there by hand).

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value as Json;
use sibi_solver::table::Tablebase;
use tower::ServiceExt;

use super::super::openapi::DOCUMENT;
use super::super::{router, AppState};
use super::{send, state};

fn document() -> Json {
    serde_json::from_str(DOCUMENT).expect("openapi.json is JSON")
}

/// A JSON pointer's token: `/` and `~` escaped (RFC 6901).
fn token(s: &str) -> String {
    s.replace('~', "~0").replace('/', "~1")
}

/// The response object the document gives `method path` for `status`, and the pointer to it
/// (a `$ref` to `components/responses` followed); `None` when the status is not listed.
fn response(doc: &Json, path: &str, method: &str, status: u16) -> Option<(String, Json)> {
    let mut at = format!("/paths/{}/{method}/responses/{status}", token(path),);
    let mut r = doc.pointer(&at)?.clone();
    if let Some(to) = r.get("$ref").and_then(Json::as_str) {
        at = to.trim_start_matches('#').to_string();
        r = doc
            .pointer(&at)
            .unwrap_or_else(|| panic!("{to} resolves"))
            .clone();
    }
    Some((at, r))
}

/// Whether `instance` is valid against the schema at `pointer` of the document: the document
/// itself with a `$ref` to it at its root, so that every `$ref` inside resolves.
fn errors_against(doc: &Json, pointer: &str, instance: &Json) -> Vec<String> {
    let mut root = doc.clone();
    root["$ref"] = Json::String(format!("#{pointer}"));
    let validator = jsonschema::draft202012::new(&root)
        .unwrap_or_else(|e| panic!("the schema at {pointer} compiles: {e}"));
    validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

/// One request of the list below and what it should get.
struct Ask {
    /// The document's path (`/api/v1/puzzle`) and method (`get`).
    path: &'static str,
    method: &'static str,
    /// The request's address with its query.
    uri: String,
    /// The body of a POST.
    body: Vec<u8>,
    /// The status it gets, checked: the list covers each status on purpose.
    status: StatusCode,
}

fn ask(method: &'static str, path: &'static str, query: &str, status: StatusCode) -> Ask {
    Ask {
        path,
        method,
        uri: format!("{path}{query}"),
        body: Vec::new(),
        status,
    }
}

/// `a`'s answer from `app`: status, content type and body.
async fn answer(app: axum::Router, a: &Ask) -> (StatusCode, String, Vec<u8>) {
    let method = Method::from_bytes(a.method.to_uppercase().as_bytes()).unwrap();
    let req = Request::builder()
        .method(method)
        .uri(&a.uri)
        .body(Body::from(a.body.clone()))
        .unwrap();
    let res = app.oneshot(req).await.unwrap();
    let status = res.status();
    let kind = res
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
    (status, kind, body)
}

/// A record of the `P` table (format 2 starts anywhere): a's 王 A1 next to d's 王 B2, a plays
/// A1A2 (a blunder: A1B2 wins at once) and d takes the 王.
const P_RECORD: &str = "format: sibi-record 2\nposition: K3/1k2/4 P a\nplayer-a: A\n\
                        player-d: D\nfirst: a\nwinner: d\nend: king-capture\n\nA1A2\nB2A2\n";

/// Every route and method of the API asked once or more, each with the status it must get.
fn asks() -> Vec<Ask> {
    use StatusCode as S;
    let win1 = "?pos=K3%2F1k2%2F4+P+a";
    let mut asks = vec![
        ask("get", "/api/v1/position", win1, S::OK),
        ask("get", "/api/v1/position", &format!("{win1}&line=1"), S::OK),
        // a holds the try (by hand: a's 王 on D1 in d's camp, a to move).
        ask("get", "/api/v1/position", "?pos=3K%2F4%2Fk3+P+a", S::OK),
        ask(
            "get",
            "/api/v1/position",
            &format!("{win1}+moves+A1B2"),
            S::OK,
        ),
        ask("get", "/api/v1/position", "", S::BAD_REQUEST),
        // A line as a file (plain text): the record, the broadcast table from the start
        // position (which the P table's server writes: no table is probed), a refusal.
        ask(
            "get",
            "/api/v1/record",
            "?pos=K3%2F1k2%2F4+P+a+moves+A1A2",
            S::OK,
        ),
        ask(
            "get",
            "/api/v1/record",
            "?pos=M2g%2FKPpk%2FG2m+-+a+moves+B2C2&format=broadcast",
            S::OK,
        ),
        ask(
            "get",
            "/api/v1/record",
            "?pos=K3%2F1k2%2F4+P+a&format=broadcast",
            S::BAD_REQUEST,
        ),
        ask(
            "get",
            "/api/v1/position",
            "?pos=K3%2F1k2%2F4+P",
            S::BAD_REQUEST,
        ),
        ask(
            "get",
            "/api/v1/position",
            "?pos=M2g%2FKPpk%2FG2m+-+a",
            S::NOT_FOUND,
        ),
        ask("post", "/api/v1/position", win1, S::METHOD_NOT_ALLOWED),
        ask(
            "get",
            "/api/v1/position",
            &format!("?pos={}", "x".repeat(9000)),
            S::URI_TOO_LONG,
        ),
        ask("get", "/api/v1/mainline", "?pos=4%2FKk2%2F4+P+d", S::OK),
        ask(
            "get",
            "/api/v1/mainline",
            &format!("{win1}+moves+A1B2"),
            S::OK,
        ),
        ask("get", "/api/v1/mainline", "?pos=%FF", S::BAD_REQUEST),
        ask(
            "get",
            "/api/v1/mainline",
            "?pos=M2g%2FKPpk%2FG2m+-+a",
            S::NOT_FOUND,
        ),
        ask(
            "get",
            "/api/v1/engine-move",
            &format!("{win1}&level=10&seed=4"),
            S::OK,
        ),
        ask(
            "get",
            "/api/v1/engine-move",
            &format!("{win1}&level=1"),
            S::OK,
        ),
        ask("get", "/api/v1/engine-move", win1, S::BAD_REQUEST),
        ask(
            "get",
            "/api/v1/engine-move",
            &format!("{win1}&level=12"),
            S::BAD_REQUEST,
        ),
        ask(
            "get",
            "/api/v1/engine-move",
            "?pos=3K%2F4%2Fk3+P+a&level=5",
            S::BAD_REQUEST,
        ),
        ask(
            "get",
            "/api/v1/engine-move",
            "?pos=M2g%2FKPpk%2FG2m+-+a&level=5",
            S::NOT_FOUND,
        ),
        ask(
            "get",
            "/api/v1/drill",
            &format!("{win1}&move=A1B2&played=A1A2"),
            S::OK,
        ),
        ask(
            "get",
            "/api/v1/drill",
            &format!("{win1}&move=A1A2&played=A1A2"),
            S::OK,
        ),
        ask("get", "/api/v1/drill", win1, S::BAD_REQUEST),
        ask(
            "get",
            "/api/v1/drill",
            "?pos=M2g%2FKPpk%2FG2m+-+a&move=B2C2&played=A2B1",
            S::NOT_FOUND,
        ),
        ask("get", "/api/v1/puzzle", "?plies=4&seed=7", S::OK),
        ask("get", "/api/v1/puzzle", "?plies=6", S::OK),
        ask("get", "/api/v1/puzzle", "", S::BAD_REQUEST),
        ask("get", "/api/v1/puzzle", "?plies=4&seed=-1", S::BAD_REQUEST),
        ask("get", "/api/v1/puzzle", "?plies=3", S::NOT_FOUND),
        ask("get", "/api/v1/openapi.json", "", S::OK),
        ask("post", "/api/v1/openapi.json", "", S::METHOD_NOT_ALLOWED),
        ask("get", "/healthz", "", S::OK),
        ask("get", "/readyz", "", S::OK),
    ];
    let annotate = |body: &[u8], status| Ask {
        body: body.to_vec(),
        ..ask("post", "/api/v1/annotate", "", status)
    };
    asks.push(annotate(P_RECORD.as_bytes(), S::OK));
    asks.push(annotate(b"no table here", S::BAD_REQUEST));
    asks.push(annotate(&[0xff, 0xfe], S::BAD_REQUEST));
    asks.push(annotate(
        include_bytes!("../../../data/broadcast/grand-final-11-round1.gibo"),
        S::BAD_REQUEST,
    ));
    asks.push(annotate(
        &vec![b'x'; sibi_solver::limits::MAX_BODY_BYTES + 1],
        S::PAYLOAD_TOO_LARGE,
    ));
    asks.push(ask("get", "/api/v1/annotate", "", S::METHOD_NOT_ALLOWED));
    asks
}

#[tokio::test]
async fn every_answer_is_valid_against_the_document() {
    use StatusCode as S;
    let doc = document();
    let asks = asks();
    let mut asked = BTreeSet::new();
    for a in &asks {
        asked.insert((a.path, a.method));
        check(&doc, router(state()), a).await;
    }
    // A server still building its puzzles: 503 from the puzzle API and from /readyz.
    let building = {
        let t = &state().table;
        Arc::new(AppState::building(
            Tablebase::open(t.path(), t.rules(), t.pieces()).unwrap(),
        ))
    };
    for a in [
        ask(
            "get",
            "/api/v1/puzzle",
            "?plies=4&seed=7",
            S::SERVICE_UNAVAILABLE,
        ),
        ask("get", "/readyz", "", S::SERVICE_UNAVAILABLE),
    ] {
        check(&doc, router(Arc::clone(&building)), &a).await;
    }
    // Every path and method of the document was asked.
    let documented: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(p, ops)| {
            ops.as_object()
                .unwrap()
                .keys()
                .map(move |m| (p.clone(), m.clone()))
        })
        .collect();
    let asked: BTreeSet<(String, String)> = asked
        .into_iter()
        .filter(|(p, m)| doc["paths"][*p].get(*m).is_some())
        .map(|(p, m)| (p.to_string(), m.to_string()))
        .collect();
    assert_eq!(asked, documented);
}

/// `a` against the document: the status expected, listed for its route (a 405 is the
/// document's shared answer for the path), the content type listed, the body valid.
async fn check(doc: &Json, app: axum::Router, a: &Ask) {
    let (status, kind, body) = answer(app, a).await;
    let shown = String::from_utf8_lossy(&body);
    assert_eq!(status, a.status, "{} {}: {shown}", a.method, a.uri);
    let method = if doc["paths"][a.path].get(a.method).is_some() {
        a.method
    } else {
        // Another method than the route's: the 405 of the route's own operation.
        doc["paths"][a.path]
            .as_object()
            .unwrap()
            .keys()
            .next()
            .unwrap()
    };
    let (at, r) = response(doc, a.path, method, status.as_u16())
        .unwrap_or_else(|| panic!("{method} {}: {status} is not in the document", a.path));
    let media = kind.split(';').next().unwrap();
    assert!(
        r["content"].get(media).is_some(),
        "{} {}: {media} is not the content of {at}",
        a.method,
        a.uri
    );
    if media == "text/plain" {
        // A file to save (`/api/v1/record`): text, not JSON.
        assert!(std::str::from_utf8(&body).is_ok(), "{} {}", a.method, a.uri);
        return;
    }
    let json: Json = serde_json::from_slice(&body)
        .unwrap_or_else(|e| panic!("{} {}: {e}: {shown}", a.method, a.uri));
    let errors = errors_against(doc, &format!("{at}/content/{}/schema", token(media)), &json);
    assert!(
        errors.is_empty(),
        "{} {} ({status}) against {at}:\n{}\n{shown}",
        a.method,
        a.uri,
        errors.join("\n")
    );
}

/// Every route under `/api/` in the router (and the health checks) is in the document with
/// its method: read from the router's source, where each is one `.route(PATH, METHOD(…))`.
#[test]
fn every_route_of_the_api_is_in_the_document() {
    let doc = document();
    let source = include_str!("../router.rs");
    let mut routes = Vec::new();
    for part in source.split(".route(\"").skip(1) {
        let (path, rest) = part.split_once('"').unwrap();
        if !(path.starts_with("/api/") || path == "/healthz" || path == "/readyz") {
            continue;
        }
        let call = &rest[..rest.find(")\n").unwrap_or(rest.len())];
        for method in ["get", "post", "put", "delete", "patch"] {
            if call.contains(&format!(" {method}(")) || call.contains(&format!(".{method}(")) {
                routes.push((path.to_string(), method));
            }
        }
    }
    assert!(routes.len() >= 8, "{routes:?}");
    for (path, method) in &routes {
        assert!(
            doc["paths"][path].get(*method).is_some(),
            "{method} {path} is served but not in openapi.json"
        );
    }
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["info"]["version"], env!("CARGO_PKG_VERSION"));
}

/// `/api/v1/openapi.json` is the embedded document, cached as the other answers that depend
/// only on the program and the request: the same `Cache-Control` as `/api/v1/position`, an
/// `ETag`, and a 304 for it.
#[tokio::test]
async fn the_document_is_served_and_cached_like_the_api() {
    let a = super::get("/api/v1/openapi.json").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.body, DOCUMENT);
    assert_eq!(a.headers[header::CONTENT_TYPE], "application/json");
    assert_eq!(a.headers[header::ACCESS_CONTROL_ALLOW_ORIGIN], "*");
    let p = super::get("/api/v1/position?pos=K3/1k2/4+P+a").await;
    assert_eq!(
        a.headers[header::CACHE_CONTROL],
        p.headers[header::CACHE_CONTROL]
    );
    assert_eq!(
        a.headers[header::CACHE_CONTROL],
        format!("public, max-age={}", super::super::cache::MAX_AGE_SECONDS)
    );
    let tag = a.headers[header::ETAG].clone();
    let again = send(
        Request::get("/api/v1/openapi.json")
            .header(header::IF_NONE_MATCH, tag)
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
}
