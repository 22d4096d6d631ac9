//! Every route and every error of the server, in-process (tower `oneshot`), against the table
//! of kings and one 子 (`P`), solved and written here. Values are checked by hand: `K3/1k2/4 P
//! a` (a's 王 A1 next to d's 王 B2) is win 1 by A1B2.

use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use http_body_util::BodyExt;
use sibi_solver::solve::{solve, NoProgress};
use sibi_solver::table::{save, Tablebase};
use sibi_solver::Rules;
use tower::ServiceExt;

use super::{router, AppState};
use sibi_test_support::{crawl, links};

mod drills;
mod drills_page;
mod edges;
mod explorer;
mod games;
mod hardening;
mod hide;
mod http;
mod language_kept;
mod languages;
mod limits;
mod lines;
mod openapi;
mod play;
mod play_end;
mod pressure;
mod puzzles;
/// The `P` table, written once into a temporary folder kept for the whole test run.
fn table_path() -> &'static std::path::Path {
    static PATH: OnceLock<std::path::PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let dir = Box::leak(Box::new(tempfile::tempdir().unwrap()));
        let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
        let solution = solve(rules, pieces, &NoProgress).unwrap();
        let path = dir.path().join("twelve-janggi-P.sibi");
        save(&solution, solution.counts().positions, &path, &NoProgress).unwrap();
        path
    })
}

/// A server state of its own on the `P` table (its places and caches not shared with the other
/// tests).
fn fresh_state() -> Arc<AppState> {
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    Arc::new(AppState::new(
        Tablebase::open(table_path(), rules, pieces).unwrap(),
    ))
}

/// The state most tests share.
fn state() -> Arc<AppState> {
    static STATE: OnceLock<Arc<AppState>> = OnceLock::new();
    STATE.get_or_init(fresh_state).clone()
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

/// A page's text with its code spans read back as the catalogue writes them: a page sets what
/// the catalogue puts between backticks as `<code>` ([`crate::page::prose`]).
fn prose(body: &str) -> String {
    body.replace("<code>", "`").replace("</code>", "`")
}

impl Answer {
    /// The body with its code spans read back as backticks ([`prose`]).
    fn prose(&self) -> String {
        prose(&self.body)
    }

    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

async fn send(req: Request<Body>) -> Answer {
    let res = router(state()).oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

async fn get(uri: &str) -> Answer {
    send(Request::get(uri).body(Body::empty()).unwrap()).await
}

const WIN1: &str = "/?pos=K3%2F1k2%2F4+P+a";

/// A puzzle of the `P` table of length `n` and a move of it that does not win, found with the
/// library (its search is checked against a reference in `solver/tests/puzzle.rs`).
fn p_puzzle(n: u16) -> (sibi_solver::Position, sibi_solver::Move, sibi_solver::Move) {
    use sibi_solver::query::puzzle::{find, Filter, Scope};
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let found = find(
        &solution,
        Scope::Any,
        Filter::for_pieces(pieces),
        &NoProgress,
    );
    let (_, pos) = found.of_length(n)[0];
    let ranked = sibi_solver::query::rank_moves(&solution, &pos).unwrap();
    let wrong = ranked
        .iter()
        .find(|m| !matches!(m.value, sibi_solver::Value::Win(_)))
        .unwrap()
        .mv;
    (pos, ranked[0].mv, wrong)
}

fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// A `POST /games/annotate` as the page's form sends it (multipart): the pasted `record` and,
/// when the page's language was chosen, the hidden field `lang`.
fn annotate_form_post(record: &str, lang: Option<&str>) -> Request<Body> {
    match lang {
        Some(l) => annotate_form_fields(&[("lang", l), ("record", record)]),
        None => annotate_form_fields(&[("record", record)]),
    }
}

/// A `POST /games/annotate` of the multipart form with `fields` (name, value), in order.
fn annotate_form_fields(fields: &[(&str, &str)]) -> Request<Body> {
    const BOUNDARY: &str = "sibi-test-boundary";
    let mut body = String::new();
    for (name, value) in fields {
        body += &format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        );
    }
    body += &format!("--{BOUNDARY}--\r\n");
    Request::post("/games/annotate")
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap()
}

/// A record of the P table whose kings walk to and fro for `plies` plies (`K3/4/3k P a`: A1B1
/// D3C3 B1A1 C3D3 …, every ply legal), and then the illegal A1A3 when `illegal`.
fn walk_record(plies: usize, illegal: bool) -> String {
    let walk = ["A1B1", "D3C3", "B1A1", "C3D3"];
    let mut s =
        "format: sibi-record 2\nposition: K3/4/3k P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\n"
            .to_string();
    for k in 0..plies {
        s.push_str(walk[k % 4]);
        s.push('\n');
    }
    if illegal {
        s.push_str("A1A3\n");
    }
    s
}

/// Heavy work that holds its place until released: it says (through `started`) once it runs.
fn held_until(
    release: std::sync::mpsc::Receiver<()>,
    started: tokio::sync::oneshot::Sender<()>,
) -> impl FnOnce(&super::heavy_work::Stop) + Send + 'static {
    move |_| {
        started.send(()).unwrap();
        // A sender dropped counts as released.
        let _ = release.recv();
    }
}

/// A server state of its own on the `P` table, limited to one request a second per client
/// after `burst` at once, behind the proxies `trusted`.
fn rate_limited(burst: u32, trusted: super::client::Trusted) -> Arc<AppState> {
    let rate = super::state::RateLimit {
        per_second: 1,
        burst,
        trusted_proxies: trusted,
    };
    let state = Arc::try_unwrap(fresh_state()).expect("a state of its own");
    Arc::new(state.served_with(super::listen::ConnectionLimits::default(), rate))
}

/// Characters that must never reach a page or a JSON answer raw from the client's input: a
/// bell (C0 control), NEL (C1 control), a right-to-left override, a zero-width space and a
/// left-to-right isolate (bidirectional and format characters reorder or hide what the reader
/// sees).
const HIDDEN: [char; 5] = ['\u{7}', '\u{85}', '\u{202e}', '\u{200b}', '\u{2066}'];

/// `HIDDEN`, percent-encoded between letters.
const HIDDEN_QUERY: &str = "x%07y%C2%85z%E2%80%AEw%E2%80%8Bv%E2%81%A6u";

/// `body` without the input the page puts back into its own form fields for editing (an
/// `<input value="…">` or a `<textarea>`: the visitor's text, inside a field).
fn outside_fields(body: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    loop {
        let value = rest.find(" value=\"");
        let area = rest.find("<textarea");
        let (at, close) = match (value, area) {
            (Some(v), Some(a)) if a < v => (a, "</textarea>"),
            (Some(v), _) => (v, "\""),
            (None, Some(a)) => (a, "</textarea>"),
            (None, None) => break,
        };
        out.push_str(&rest[..at]);
        let skip = if close == "\"" { 8 } else { 9 };
        let after = &rest[at + skip..];
        rest = after.find(close).map_or("", |e| &after[e + close.len()..]);
    }
    out + rest
}

/// `GET uri` with `headers`.
async fn get_with(
    uri: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let mut req = Request::get(uri);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let res = router(state())
        .oneshot(req.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let (status, headers) = (res.status(), res.headers().clone());
    let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
    (status, headers, body)
}
