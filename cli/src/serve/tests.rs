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

#[path = "../../tests/common/crawl.rs"]
mod crawl;
mod hardening;
mod openapi;

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

impl Answer {
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

#[tokio::test]
async fn the_page_of_a_position() {
    let a = get(WIN1).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
    let vary: Vec<_> = a.headers.get_all(header::VARY).iter().collect();
    assert_eq!(vary, ["accept-encoding", "accept-language"]);
    let b = &a.body;
    assert!(
        b.contains("player a (to move) wins in 1 ply with perfect play"),
        "{b}"
    );
    // Every move a link to the position after it; the king capture has none.
    assert!(b.contains(r#"data-move="A1A2""#));
    assert!(
        b.contains("href=\"/?pos=4%2FKk2%2F4+P+d&amp;last=A1A2\""),
        "{b}"
    );
    assert!(b.contains("captures the 王: game over"));
    assert!(
        b.contains("Winning moves (1)") && b.contains("Losing moves (9)"),
        "{b}"
    );
    // The board: d's 王 on B2 is attacked by a's 王 (a may take it), so it is marked.
    assert!(
        b.contains(r#"<span class="pc d attacked" title="player d: king 王""#),
        "{b}"
    );
    // The position text field.
    assert!(b.contains(r#"value="K3/1k2/4 P a""#));
    // Korean by ?lang= and by Accept-Language.
    let ko = get(&format!("{WIN1}&lang=ko")).await.body;
    assert!(ko.contains("플레이어 a가 1수 만에 이깁니다"), "{ko}");
    assert!(ko.contains("&amp;lang=ko"), "links keep the language");
    let req = Request::get(WIN1)
        .header(header::ACCEPT_LANGUAGE, "ko-KR,ko;q=0.9,en;q=0.5")
        .body(Body::empty())
        .unwrap();
    assert!(send(req).await.body.contains("이기는 수"));
    // Flipped: the class, and the links keep it.
    let f = get(&format!("{WIN1}&flip=1")).await.body;
    assert!(f.contains("board-area flipped") && f.contains("&amp;flip=1"));
    // The last move's squares.
    let l = get(&format!("{WIN1}&last=A2A1")).await.body;
    assert!(l.contains(r#"class="sq camp-a last" data-sq="A1""#), "{l}");
    // Only the main part, for the script.
    let part = get(&format!("{WIN1}&part=main")).await.body;
    assert!(
        part.starts_with("<main") && !part.contains("<html"),
        "{part}"
    );
}

#[tokio::test]
async fn the_start_page_of_a_smaller_piece_set_says_so() {
    let a = get("/").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.body.contains("another piece set than the start position"),
        "{}",
        a.body
    );
}

#[tokio::test]
async fn bad_and_foreign_positions() {
    // Malformed: 400 with the library's message (column 9: rank 2 has 5 squares).
    let a = get("/?pos=M2g%2FKPppk%2FG2m+-+a").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body
            .contains("column 9: rank 2 has 5 squares, expected 4"),
        "{}",
        a.body
    );
    // A valid position of another piece set: 404, naming the table it needs.
    let a = get("/?pos=K1k1%2F3G%2F4+-+a").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(a.body.contains("piece set G"), "{}", a.body);
    // Impossible (no d king): 400.
    let a = get("/?pos=K3%2F4%2F4+P+a").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("kings"), "{}", a.body);
    // After a king capture: the game is over.
    let a = get("/?pos=K3%2F1k2%2F4+P+a+moves+A1B2").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.body.contains("A1B2: player a captured player d's 王"),
        "{}",
        a.body
    );
    // Control characters are escaped, never echoed raw.
    let a = get("/?pos=%1B%5B2J").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(!a.body.contains('\u{1b}'));
    // Invalid UTF-8 in the query.
    assert_eq!(get("/?pos=%FF").await.status, StatusCode::BAD_REQUEST);
    // Too long.
    let long = format!("/?pos={}", "a".repeat(9000));
    assert_eq!(get(&long).await.status, StatusCode::URI_TOO_LONG);
    let long = format!("/?pos={}", "a".repeat(5000));
    assert_eq!(get(&long).await.status, StatusCode::BAD_REQUEST);
}

/// A right-to-left override (U+202E, `%E2%80%AE`) after the start position is shown as
/// `\u{202e}` by the JSON error and by the page (message and form), never raw: it would
/// reorder what the reader sees.
#[tokio::test]
async fn a_bidi_override_in_a_position_is_escaped() {
    let pos = "M2g%2FKPpk%2FG2m+-+a%E2%80%AE";
    let a = get(&format!("/api/v1/position?pos={pos}")).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    let e = a.json()["error"].as_str().unwrap().to_string();
    assert!(e.contains("\\u{202e}"), "{e}");
    assert!(
        !a.body.contains('\u{202e}') && !e.contains('\u{202e}'),
        "{e}"
    );
    let a = get(&format!("/?pos={pos}")).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("\\u{202e}"), "{}", a.body);
    assert!(!a.body.contains('\u{202e}'), "{}", a.body);
}

#[tokio::test]
async fn the_json_api() {
    let a = get("/api/v1/position?pos=K3/1k2/4+P+a").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers[header::CONTENT_TYPE], "application/json");
    assert_eq!(a.headers[header::ACCESS_CONTROL_ALLOW_ORIGIN], "*");
    let j = a.json();
    assert_eq!(j["position"], "K3/1k2/4 P a");
    assert_eq!(j["value"], serde_json::json!({"wdl": "win", "dtm": 1}));
    assert_eq!(j["moves"][0]["move"], "A1B2");
    assert_eq!(j["moves"].as_array().unwrap().len(), 10);
    assert!(j["pv"].is_null(), "no line unless asked");
    let j = get("/api/v1/position?pos=K3/1k2/4+P+a&line=1").await.json();
    assert_eq!(j["pv"]["end"], "king-capture");
    assert_eq!(j["pv"]["moves"].as_array().unwrap().len(), 1);
    // A position lost in 2 plies, both sides perfect: its main line has exactly 2 plies.
    let j = get("/api/v1/position?pos=4/Kk2/4+P+d").await.json();
    assert_eq!(j["value"]["wdl"], "win", "d takes a's 王 next to it");
    let m = get("/api/v1/mainline?pos=K3/1k2/4+P+a+moves+A1A2").await;
    assert_eq!(m.status, StatusCode::OK);
    let m = m.json();
    assert_eq!(m["moves"].as_array().unwrap().len(), 1);
    assert_eq!(m["end"], "king-capture");
    // Errors: JSON with the library's message.
    let e = get("/api/v1/position").await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    assert!(e.json()["error"].as_str().unwrap().contains("missing pos"));
    let e = get("/api/v1/position?pos=M2g/KPppk/G2m+-+a").await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        e.json()["error"],
        "bad position text: column 9: rank 2 has 5 squares, expected 4"
    );
    let e = get("/api/v1/position?pos=M2g/KPpk/G2m+-+a").await;
    assert_eq!(e.status, StatusCode::NOT_FOUND);
    assert!(e.json()["error"].as_str().unwrap().contains("GGMMPP"));
    let e = get("/api/v1/mainline?pos=%FF").await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    assert!(e.json()["error"].is_string());
    let e = get(&format!("/api/v1/position?pos={}", "x".repeat(9000))).await;
    assert_eq!(e.status, StatusCode::URI_TOO_LONG);
    assert!(e.json()["error"].is_string());
    let e = get("/api/v2/nothing").await;
    assert_eq!(e.status, StatusCode::NOT_FOUND);
    assert!(e.json()["error"].is_string());
}

#[tokio::test]
async fn edit_mode() {
    let a = get("/edit?pos=K3/1k2/4+P+a").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.contains(r#"<select name="A1""#) && a.body.contains("selected"));
    // A valid position: opened in the explorer.
    let ok = get("/edit?check=1&A1=K&B2=k&ha_P=1&side=a").await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER);
    assert_eq!(ok.headers[header::LOCATION], "/?pos=K3%2F1k2%2F4+P+a");
    // No d king: the library's own message.
    let bad = get("/edit?check=1&A1=K&ha_P=1&side=a").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(
        bad.body
            .contains("player d has 0 kings on the board; each player needs exactly one"),
        "{}",
        bad.body
    );
    // A valid position of another piece set: which table it needs.
    let other = get("/edit?check=1&A1=K&B2=k&ha_G=1&side=a").await;
    assert_eq!(other.status, StatusCode::NOT_FOUND);
    assert!(
        other
            .body
            .contains("serve the twelve-janggi G table for it"),
        "{}",
        other.body
    );
    // A field that is no piece.
    let junk = get("/edit?check=1&A1=X").await;
    assert_eq!(junk.status, StatusCode::BAD_REQUEST);
    // The buttons, without JavaScript: each keeps the other fields, and the language link
    // gives the state after the button (switching does not press it again).
    let fields = "A1=K&B2=k&ha_P=1&side=a&pos=K3%2F1k2%2F4+P+a";
    let swap = get(&format!("/edit?{fields}&action=swap")).await;
    assert_eq!(swap.status, StatusCode::OK);
    assert!(swap.body.contains(r#"value="d" checked"#), "{}", swap.body);
    assert!(
        swap.body.contains(r#"<option value="K" selected"#),
        "{}",
        swap.body
    );
    let lang = swap
        .body
        .split("class=\"lang\" href=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap()
        .replace("&amp;", "&");
    assert!(
        lang.contains("side=d") && !lang.contains("action"),
        "{lang}"
    );
    assert!(lang.contains("A1=K") && lang.contains("lang=ko"), "{lang}");
    let ko = get(&lang).await;
    assert!(ko.body.contains(r#"value="d" checked"#), "{}", ko.body);
    let clear = get(&format!("/edit?{fields}&action=clear")).await;
    assert!(!clear.body.contains(r#"<option value="K" selected"#));
    assert!(clear.body.contains(r#"value="a" checked"#));
    let flip = get(&format!("/edit?{fields}&action=flip")).await;
    assert!(
        flip.body.contains(r#"name="flip" value="1""#),
        "{}",
        flip.body
    );
    assert!(flip.body.contains("editboard-js flipped"), "{}", flip.body);
    // Refused with a message, the rest of the board kept: text that is no position (the
    // reader's message, as the explorer's), a side or a button that does not exist, a square
    // that holds no piece (the other squares stay).
    for (q, words) in [
        ("pos=garbage", "bad position text"),
        ("A1=K&side=x", "side=`x`: expected a or d"),
        (
            "A1=K&action=bogus",
            "action=`bogus`: expected clear, start, flip or swap",
        ),
        ("A1=Z&B3=K&D3=k", "A1: `Z` is not a piece letter"),
    ] {
        let a = get(&format!("/edit?{q}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{q}");
        assert!(a.body.contains(words), "{q}: {}", a.body);
    }
    let kept = get("/edit?A1=Z&B3=K&D3=k").await;
    assert!(
        kept.body
            .contains(r#"data-sq="B3" aria-label="B3: player a: king 王""#),
        "{}",
        kept.body
    );
    // An impossible position opens in the editor, to be mended.
    let mend = get("/edit?pos=KK2%2F1k2%2F4+P+a").await;
    assert_eq!(mend.status, StatusCode::OK);
    assert!(mend
        .body
        .contains(r#"data-sq="B1" aria-label="B1: player a: king 王""#));
    // Cancel goes back to the position the editor was opened on.
    assert!(
        swap.body
            .contains(r#"class="cancel" href="/?pos=K3%2F1k2%2F4+P+a""#),
        "{}",
        swap.body
    );
}

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

#[tokio::test]
async fn games_need_the_full_table_and_annotate_takes_records() {
    // This test server has the P table: the broadcast games say what they need.
    let a = get("/games").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.body.contains("need the full twelve-janggi table"),
        "{}",
        a.body
    );
    assert_eq!(
        get("/games/grand-final-11-round1").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get("/games/..%2F..%2Fetc%2Fpasswd").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get("/games/x?ply=abc").await.status,
        StatusCode::BAD_REQUEST
    );
    // The form, and records refused with the reader's message (a record needs the full set).
    let f = get("/games/annotate").await;
    assert_eq!(f.status, StatusCode::OK);
    assert!(f.body.contains(r#"<textarea id="record" name="record""#));
    let post = |body: &'static str| {
        Request::post("/api/v1/annotate")
            .body(Body::from(body))
            .unwrap()
    };
    let e = send(post("no table here")).await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    assert!(e.json()["error"]
        .as_str()
        .unwrap()
        .contains("no game table found"));
    let e = send(post(include_str!(
        "../../../data/broadcast/grand-final-11-round1.gibo"
    )))
    .await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    assert!(e.json()["error"]
        .as_str()
        .unwrap()
        .contains("this server's table is twelve-janggi P"));
    let big = vec![b'x'; sibi_solver::limits::MAX_RECORD_BYTES + 1];
    let e = send(
        Request::post("/api/v1/annotate")
            .body(Body::from(big))
            .unwrap(),
    )
    .await;
    assert!(e.status.is_client_error(), "{}", e.status);
    let e = send(
        Request::post("/api/v1/annotate")
            .body(Body::from(vec![0xff, 0xfe]))
            .unwrap(),
    )
    .await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
    // A multipart form without the right encoding.
    let e = send(
        Request::post("/games/annotate")
            .header(header::CONTENT_TYPE, "text/plain")
            .body(Body::from("x"))
            .unwrap(),
    )
    .await;
    assert_eq!(e.status, StatusCode::BAD_REQUEST);
}

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
    let ranked = sibi_solver::query::rank_moves(&solution, &pos, rules).unwrap();
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

#[tokio::test]
async fn puzzles_pages_and_api() {
    // The buttons: the P table has puzzles of 2, 4 and 6 plies (and none of 3).
    let a = get("/puzzles").await;
    assert_eq!(a.status, StatusCode::OK);
    for n in [2, 4, 6] {
        assert!(
            a.body.contains(&format!("data-plies=\"{n}\"")),
            "{}",
            a.body
        );
    }
    assert!(!a.body.contains("data-plies=\"3\""));
    // A length and a seed: a redirect to the puzzle's own address, the same for the same seed.
    let r = get("/puzzles?plies=4&seed=7").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let to = r.headers[header::LOCATION].to_str().unwrap().to_string();
    assert!(
        to.starts_with("/puzzles?pos=") && to.ends_with("&seed=7"),
        "{to}"
    );
    assert_eq!(
        get("/puzzles?plies=4&seed=7").await.headers[header::LOCATION],
        to.as_str()
    );
    let j = get("/api/v1/puzzle?plies=4&seed=7").await;
    assert_eq!(j.status, StatusCode::OK);
    let j = j.json();
    assert_eq!(j["puzzle"]["plies"], 4);
    assert_eq!(j["link"], to.as_str());
    assert_eq!(j["puzzle"]["solution"]["value"]["dtm"], 4);
    // Bad numbers and lengths without puzzles.
    for (uri, status) in [
        ("/api/v1/puzzle", StatusCode::BAD_REQUEST),
        ("/api/v1/puzzle?plies=1", StatusCode::BAD_REQUEST),
        ("/api/v1/puzzle?plies=x", StatusCode::BAD_REQUEST),
        ("/api/v1/puzzle?plies=4&seed=-1", StatusCode::BAD_REQUEST),
        ("/api/v1/puzzle?plies=3", StatusCode::NOT_FOUND),
        ("/puzzles?plies=3", StatusCode::NOT_FOUND),
        ("/puzzles?plies=0", StatusCode::BAD_REQUEST),
    ] {
        let a = get(uri).await;
        assert_eq!(a.status, status, "{uri}: {}", a.body);
        if uri.starts_with("/api/") {
            assert!(a.json()["error"].is_string());
        }
    }
    // A position that is not a puzzle says why (win 1 is too short).
    let a = get(&format!("/puzzles?pos={}", enc("K3/1k2/4 P a"))).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body.contains("not a puzzle: its value is win 1"),
        "{}",
        a.body
    );
    // A position where the game is over says so, and how: a's 王 on D1 in d's camp, d's 王 far
    // on A3, a to move: the try is held (by hand).
    let a = get(&format!("/puzzles?pos={}", enc("3K/4/k3 P a"))).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body.contains(
            "not a puzzle: the game is over there (player a's 王 stands in player d's camp"
        ),
        "{}",
        a.body
    );
}

/// While the puzzle file is being built (`sibi serve` builds it in the background), `/puzzles`
/// and `/api/v1/puzzle` answer 503 saying so (JSON for the API); a puzzle's own page (which
/// needs the table only) and the other pages answer; once the puzzles are given, 200.
#[tokio::test]
async fn puzzles_answer_503_while_they_are_being_built() {
    let table = state().table.path().to_path_buf();
    let (rules, pieces) = (state().table.rules(), state().table.pieces());
    let building = Arc::new(AppState::building(
        Tablebase::open(&table, rules, pieces).unwrap(),
    ));
    let ask = |uri: &str| {
        let app = router(Arc::clone(&building));
        let req = Request::get(uri).body(Body::empty()).unwrap();
        async move {
            let res = app.oneshot(req).await.unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    for uri in [
        "/puzzles",
        "/puzzles?plies=4&seed=7",
        "/api/v1/puzzle?plies=4&seed=7",
    ] {
        let (status, body) = ask(uri).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{uri}: {body}");
        assert!(
            body.contains(&crate::t!(crate::catalogue::Lang::En, "puzzles-building")),
            "{uri}: {body}"
        );
        if uri.starts_with("/api/") {
            let j: serde_json::Value = serde_json::from_str(&body).unwrap();
            assert_eq!(
                j["error"],
                crate::t!(crate::catalogue::Lang::En, "puzzles-building")
            );
        }
    }
    let (pos, _, _) = p_puzzle(4);
    let (status, body) = ask(&format!("/puzzles?pos={}&seed=3", enc(&pos.to_string()))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(ask("/").await.0, StatusCode::OK);
    building.set_puzzles(super::puzzle_set::Puzzles::prepare(&building.table, true));
    assert_eq!(ask("/puzzles").await.0, StatusCode::OK);
    let (status, body) = ask("/api/v1/puzzle?plies=4&seed=7").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// A control character in a puzzle request is quoted once, escaped as `\u{1b}`, in backticks
/// (the JSON string holds one backslash; the page one backslash too).
#[tokio::test]
async fn control_characters_in_puzzle_requests_are_escaped_once() {
    for uri in [
        "/api/v1/puzzle?plies=%1b",
        "/api/v1/puzzle?plies=4&seed=%1b",
    ] {
        let a = get(uri).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{uri}");
        let e = a.json()["error"].as_str().unwrap().to_string();
        assert!(e.contains("=`\\u{1b}`: "), "{uri}: {e}");
    }
    let (pos, _, _) = p_puzzle(4);
    let a = get(&format!(
        "/puzzles?pos={}&seed=3&try=%1b",
        enc(&pos.to_string())
    ))
    .await;
    assert!(a.body.contains("`\\u{1b}` — not a move"), "{}", a.body);
    assert!(!a.body.contains("\\\\u{1b}"), "{}", a.body);
}

/// A try that is not legal in the puzzle (a step from an empty square, found here) keeps the
/// puzzle's page (200, the same position, the moves to try) and says the move is not legal
/// there; a try that is no move at all says that.
#[tokio::test]
async fn an_illegal_try_keeps_the_puzzle() {
    let (pos, _, wrong) = p_puzzle(4);
    let rules = state().table.rules();
    let names: Vec<String> = "ABCD"
        .chars()
        .flat_map(|f| "123".chars().map(move |r| format!("{f}{r}")))
        .collect();
    let illegal = names
        .iter()
        .flat_map(|a| names.iter().map(move |b| format!("{a}{b}")))
        .find(|t| {
            let m = sibi_solver::parse_move(t).unwrap();
            m.resolve(&pos, rules).is_err()
        })
        .unwrap();
    let base = format!("/puzzles?pos={}&seed=3", enc(&pos.to_string()));
    let a = get(&format!("{base}&try={illegal}")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(
        a.body.contains(&format!("data-pos=\"{pos}\"")),
        "{}",
        a.body
    );
    assert!(
        a.body.contains(&format!("data-move=\"{wrong}\"")),
        "{}",
        a.body
    );
    assert!(
        a.body
            .contains(&format!("`{illegal}` — not a legal move here")),
        "{}",
        a.body
    );
    let a = get(&format!("{base}&try=hello")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.body.contains("`hello` — not a move"), "{}", a.body);
}

/// An empty `seed=` takes a fresh seed, as engine-move does; a length out of range names the
/// lengths offered (the P table: 2, 4 and 6 plies, as `puzzles_pages_and_api` counts).
#[tokio::test]
async fn puzzle_seed_and_plies_as_engine_move_takes_them() {
    let a = get("/api/v1/puzzle?plies=4&seed=").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(a.json()["puzzle"]["plies"], 4);
    let e = get("/api/v1/engine-move?pos=K3%2F1k2%2F4+P+a&level=3&seed=").await;
    assert_eq!(e.status, StatusCode::OK, "{}", e.body);
    assert_eq!(
        get("/puzzles?plies=4&seed=").await.status,
        StatusCode::SEE_OTHER
    );
    let a = get("/api/v1/puzzle?plies=65536").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    let m = a.json()["error"].as_str().unwrap().to_string();
    assert!(m.contains("offered here: 2, 4, 6 plies"), "{m}");
}

/// Without a puzzle file (and without building one: `--no-generate`), `/api/v1/puzzle`,
/// `/puzzles` and `/puzzles?plies=N` answer 503 saying so, with the command that builds it
/// (not the server's paths), in both languages; `/readyz` says ready (the server will never
/// build puzzles, nothing is to wait for) with `"puzzles":false`. `/readyz` used to say
/// `"puzzles":true` and `/puzzles?plies=9` 404.
#[tokio::test]
async fn no_puzzle_file_names_the_command_not_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let path = dir.path().join("twelve-janggi-P.sibi");
    save(&solution, solution.counts().positions, &path, &NoProgress).unwrap();
    let table = Tablebase::open(&path, rules, pieces).unwrap();
    let none = super::puzzle_set::Puzzles::prepare(&table, false);
    let st = Arc::new(AppState::with_puzzles(table, none));
    let folder = dir.path().display().to_string();
    let ask = |uri: String| {
        let st = Arc::clone(&st);
        async move {
            let res = router(st)
                .oneshot(Request::get(uri.as_str()).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    for uri in [
        "/api/v1/puzzle?plies=4",
        "/api/v1/puzzle?plies=9&seed=1",
        "/puzzles",
        "/puzzles?plies=9",
        "/puzzles?plies=4&seed=2",
    ] {
        let (status, body) = ask(uri.to_string()).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{uri}: {body}");
        assert!(
            body.contains(
                "this server has no puzzles: its puzzle file is missing and it was started \
                 with --no-generate"
            ),
            "{uri}: {body}"
        );
        assert!(
            body.contains("build it with: sibi --rules twelve-janggi --pieces P puzzles --build"),
            "{uri}: {body}"
        );
        assert!(!body.contains(&folder), "{uri}: {body}");
        // The JSON's error is English; a page is in the request's language.
        if uri.starts_with("/api/") {
            continue;
        }
        let sep = if uri.contains('?') { '&' } else { '?' };
        let (status, body) = ask(format!("{uri}{sep}lang=ko")).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{uri}: {body}");
        assert!(
            body.contains("이 서버에는 퍼즐이 없습니다: 퍼즐 파일이 없고 `--no-generate`로"),
            "{uri}: {body}"
        );
    }
    let (status, body) = ask("/readyz".to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&body).unwrap(),
        serde_json::json!({ "ready": true, "table": true, "puzzles": false })
    );
}

/// A body over the server's limit (1 MiB) gets a JSON 413 like the other API errors.
#[tokio::test]
async fn an_annotate_body_over_the_limit_is_a_json_413() {
    let big = vec![b'x'; sibi_solver::limits::MAX_BODY_BYTES + 1];
    let a = send(
        Request::post("/api/v1/annotate")
            .body(Body::from(big))
            .unwrap(),
    )
    .await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", a.body);
    assert_eq!(
        a.json()["error"],
        format!(
            "the request body is larger than {} bytes",
            sibi_solver::limits::MAX_BODY_BYTES
        )
    );
}

#[tokio::test]
async fn a_puzzle_played_through_its_links() {
    let (pos, right, wrong) = p_puzzle(4);
    let base = format!("/puzzles?pos={}&seed=3", enc(&pos.to_string()));
    let a = get(&base).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.contains("wins in 4 plies"), "{}", a.body);
    // No label is shown for the moves to try: it would give the answer away.
    assert!(!a.body.contains("win in"), "{}", a.body);
    assert!(a.body.contains(&format!("data-move=\"{wrong}\"")));
    // A wrong try: its value, the same position, a retry link.
    let w = get(&format!("{base}&try={wrong}")).await;
    assert_eq!(w.status, StatusCode::OK);
    assert!(w.body.contains("class=\"errmsg wrong\""), "{}", w.body);
    assert!(
        w.body.contains(&format!("data-pos=\"{pos}\"")),
        "{}",
        w.body
    );
    assert!(w.body.contains("Retry"));
    // The right one: the defender answers, two plies on the line.
    let ok = get(&format!("{base}&try={right}")).await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(
        ok.body.matches("<li class=\"played\"").count(),
        2,
        "{}",
        ok.body
    );
    assert!(!ok.body.contains("class=\"errmsg wrong\""));
    // A move of the address that is not the solution's: 400, said.
    let bad = get(&format!("{base}&moves={wrong}")).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(
        bad.body.contains("not a move of the solution"),
        "{}",
        bad.body
    );
    let bad = get(&format!("{base}&moves=Z9")).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    // Only the main part, for the script.
    let part = get(&format!("{base}&part=main")).await.body;
    assert!(
        part.starts_with("<main") && !part.contains("<html"),
        "{part}"
    );
}

#[tokio::test]
async fn a_slower_win_at_the_last_move_is_refuted_with_its_length() {
    use sibi_solver::query::puzzle::{find, Filter, Scope};
    use sibi_solver::Value;
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let found = find(
        &solution,
        Scope::Any,
        Filter::for_pieces(pieces),
        &NoProgress,
    );
    // A puzzle of 2 plies (a safe entry of the king) where another move wins more slowly.
    let (pos, slower, n) = found
        .of_length(2)
        .iter()
        .find_map(|(_, p)| {
            let ranked = sibi_solver::query::rank_moves(&solution, p, rules).unwrap();
            ranked.iter().find_map(|m| match m.value {
                Value::Win(n) if n > 2 => Some((*p, m.mv, n)),
                _ => None,
            })
        })
        .expect("such a puzzle in the P table");
    let uri = format!("/puzzles?pos={}&seed=1&try={slower}", enc(&pos.to_string()));
    let a = get(&uri).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.body
            .contains(&format!("it wins, but in {n} plies instead of 2 plies")),
        "{}",
        a.body
    );
}

/// `GET /api/v1/engine-move`: the perfect level takes the king (A1B2, win 1, by hand above);
/// bad levels, seeds and positions, and a position where the game is over, are 400 with a
/// JSON error.
#[tokio::test]
async fn the_engine_move_api() {
    let a = get("/api/v1/engine-move?pos=K3%2F1k2%2F4+P+a&level=10&seed=4").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let j = a.json();
    assert_eq!(j["move"], "A1B2");
    assert_eq!(j["label"], serde_json::json!({"wdl": "win", "dtm": 1}));
    assert_eq!(j["game_over"], "king-capture");
    assert_eq!(j["position_after"], serde_json::Value::Null);
    assert_eq!(
        (j["seed"].as_u64(), j["level"].as_u64()),
        (Some(4), Some(10))
    );
    // Without a seed one is chosen and given back.
    let a = get("/api/v1/engine-move?pos=K3%2F1k2%2F4+P+a&level=1").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.json()["seed"].is_u64());
    for (query, needle) in [
        ("pos=K3%2F1k2%2F4+P+a", "missing level"),
        ("pos=K3%2F1k2%2F4+P+a&level=0", "level 0 does not exist"),
        ("pos=K3%2F1k2%2F4+P+a&level=x", "is not a level"),
        ("pos=K3%2F1k2%2F4+P+a&level=3&seed=-1", "seed=`-1`"),
        ("level=3", "missing pos"),
        ("pos=K3%2F1k2%2F9+P+a&level=3", "bad position text"),
        // a's 王 on D1, in d's camp at a's turn: the try is held.
        ("pos=3K%2F4%2Fk3+P+a&level=3", "the game is over"),
        (
            "pos=K3%2F1k2%2F4+P+a+moves+A1B2&level=3",
            "the game is over",
        ),
    ] {
        let a = get(&format!("/api/v1/engine-move?{query}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{query}: {}", a.body);
        let e = a.json()["error"].as_str().unwrap().to_string();
        assert!(e.contains(needle), "{query}: {e}");
    }
}

/// `/play/record` and `/play/annotation`: the record of a game (format 2) and its annotation;
/// a draw by repetition refused when the position did not come round three times.
#[tokio::test]
async fn the_play_record_and_annotation() {
    let q = "pos=K3%2F1k2%2F4+P+a&moves=A1B2&level=10&side=d&seed=4";
    let a = get(&format!("/play/record?{q}")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.headers[header::CONTENT_DISPOSITION]
        .to_str()
        .unwrap()
        .starts_with("attachment"));
    let rec = sibi_solver::record::read_canonical(&a.body).unwrap();
    assert_eq!(
        rec.meta.players,
        ["sibi level 10".to_string(), "you".into()]
    );
    assert_eq!(rec.meta.outcome.winner, Some(sibi_solver::Color::A));
    assert_eq!(
        rec.meta.outcome.termination,
        sibi_solver::record::Termination::KingCapture
    );
    assert!(a.body.contains("position: K3/1k2/4 P a\n"), "{}", a.body);
    // In Korean, the record names its players in Korean.
    let ko = get(&format!("/play/record?{q}&lang=ko")).await;
    let rec = sibi_solver::record::read_canonical(&ko.body).unwrap();
    assert_eq!(rec.meta.players, ["sibi 10단계".to_string(), "나".into()]);
    let a = get(&format!("/play/annotation?{q}")).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.contains("table class=\"annot\""), "{}", a.body);
    assert!(a.body.contains("win in 1 ply"), "{}", a.body);
    // Stopped by repetition: refused after a king capture, and without a third repetition.
    let a = get(&format!("/play/record?{q}&end=repetition")).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body.contains("the game is over (king-capture)"),
        "{}",
        a.body
    );
    let a = get("/play/record?pos=K3%2F1k2%2F4+P+a&level=3&end=repetition").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("has stood 1 time(s)"), "{}", a.body);
    let a = get("/play/record?pos=K3%2F1k2%2F4+P+a&moves=A1A1&level=3").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("move 1 (A1A1)"), "{}", a.body);
}

/// `/play`: the form with every level's description; the game's section once a position is
/// given; a bad position or level said on the page (400).
#[tokio::test]
async fn the_play_page() {
    let a = get("/play").await;
    assert_eq!(a.status, StatusCode::OK);
    for l in sibi_solver::query::play::Level::all() {
        assert!(
            a.body.contains(&crate::catalogue::facts::level_description(
                crate::catalogue::Lang::En,
                l
            )),
            "{l}"
        );
    }
    assert!(!a.body.contains("id=\"play\""));
    // The engine's turn (it plays a, level 10): the page names the state after its move, the
    // king capture A1B2 (win 1, the only best move), for the script and, without it, a refresh.
    let a = get("/play?pos=K3%2F1k2%2F4+P+a&side=d&level=10&seed=9").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.contains("data-seed=\"9\"") && a.body.contains("data-side=\"d\""));
    let next = "/play?pos=K3%2F1k2%2F4+P+a&amp;level=10&amp;side=d&amp;seed=9&amp;moves=A1B2";
    assert!(
        a.body.contains(&format!("data-next=\"{next}\"")),
        "{}",
        a.body
    );
    assert!(
        a.body.contains(&format!("content=\"1; url={next}\"")),
        "{}",
        a.body
    );
    assert!(
        a.body
            .contains("The engine, level 10 (perfect), is thinking"),
        "{}",
        a.body
    );
    // That state: the game is over, said, annotated, with its record to download.
    let a = get("/play?pos=K3%2F1k2%2F4+P+a&level=10&side=d&seed=9&moves=A1B2").await;
    assert!(
        a.body
            .contains("The engine wins by capturing the 王 (1 ply)."),
        "{}",
        a.body
    );
    assert!(a.body.contains("data-ended=\"king-capture\""), "{}", a.body);
    assert!(a.body.contains("table class=\"annot\""), "{}", a.body);
    assert!(
        a.body.contains("id=\"download\" href=\"/play/record?"),
        "{}",
        a.body
    );
    assert!(!a.body.contains("data-next"), "{}", a.body);
    // The player's turn: every legal move a link, counted by hand — the 王 on A1 steps to A2,
    // B1 or B2, and the 子 drops on the 8 empty squares of files A–C (not into d's camp, file
    // D): 11; no value is shown while the game goes on.
    let a = get("/play?pos=K3%2F4%2F3k+P+a&side=a&level=10&seed=1").await;
    assert_eq!(a.body.matches("<li class=\"mv\"").count(), 11, "{}", a.body);
    assert!(
        a.body.contains(
            "href=\"/play?pos=K3%2F4%2F3k+P+a&amp;level=10&amp;side=a&amp;seed=1&amp;moves=A1B1\""
        ),
        "{}",
        a.body
    );
    assert!(!a.body.contains("class=\"lbl\""), "{}", a.body);
    assert!(a.body.contains("Your move (player a)."), "{}", a.body);
    // Only the main part, for the script.
    let a = get("/play?pos=K3%2F4%2F3k+P+a&side=a&level=10&seed=1&part=main").await;
    assert!(
        a.body.starts_with("<main") && !a.body.contains("<html"),
        "{}",
        a.body
    );
    // Moves belong in moves=, however the words are spaced.
    let a = get("/play?pos=K3%2F1k2%2F4+P+a%09moves%09A1B2").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("give the moves in moves="), "{}", a.body);
    let a = get("/play/record?pos=K3%2F1k2%2F4+P+a%09moves%09A1B2&level=3").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    let a = get("/play?pos=K3%2F1k2%2F4+P+a&level=12").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("level 12 does not exist"));
    // This table (P) has no start position: the start must be given by its text.
    let a = get("/play?side=a").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("has no start position"), "{}", a.body);
    // No game starts where the game is over: a's 王 on D1, in d's camp, d's 王 far away on A3,
    // a to move: the try is held (worked out by hand).
    let a = get("/play?pos=3K%2F4%2Fk3+P+a&side=a&level=3").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body
            .contains("the game is over in 3K/4/k3 P a (player a's 王 stands in player d's camp"),
        "{}",
        a.body
    );
    assert!(!a.body.contains("id=\"play\""));
    // A move list longer than a query may be is named as such: 1,000 plies of the walk A1A2
    // B2B1 … (5,000 bytes with the spaces, over MAX_QUERY_BYTES).
    let walk = ["A1A2", "B2B1", "A2A1", "B1B2"];
    let moves: Vec<&str> = (0..1000).map(|k| walk[k % 4]).collect();
    for path in ["/play", "/play/record"] {
        let a = get(&format!(
            "{path}?pos=K3%2F1k2%2F4+P+a&level=3&moves={}",
            enc(&moves.join(" "))
        ))
        .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{path}");
        assert!(
            a.body
                .contains("moves: the move list is too long (1000 plies"),
            "{path}: {}",
            a.body
        );
        assert!(a.body.contains("at most 4096 bytes"), "{}", a.body);
    }
    // Every parameter of the form is checked, and the message names it.
    for (q, key, expected) in [
        ("opponent=cat", "opponent", "`engine` or `human`"),
        ("start=bogus", "start", "`start` or `text`"),
        ("first=x", "first", "`you` or `engine`"),
        ("layout=diagonal", "layout", "`horizontal` or `vertical`"),
        ("side=q", "side", "a or d"),
    ] {
        let a = get(&format!("/play?pos=K3%2F1k2%2F4+P+a&{q}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{q}");
        let v = q.split_once('=').unwrap().1;
        assert!(
            a.body
                .contains(&format!("{key}=`{v}`: expected {expected}")),
            "{q}: {}",
            a.body
        );
    }
}

/// `/play?opponent=human`: two people on one board. Each side's moves are links that keep the
/// mode, no value is shown and no engine move is named while the game goes on; at the end the
/// game is annotated, and its heading asks where it went wrong only when a move changed the
/// result. Worked out by hand on `K3/1k2/4 P a`: a's 王 on A1 takes d's on B2 (A1B2, win in 1
/// ply); a drop of the 子 instead lets d's 王 take a's (B2A1).
#[tokio::test]
async fn two_people_on_one_board() {
    let base = "/play?pos=K3%2F1k2%2F4+P+a&opponent=human&side=a&seed=1";
    let a = get(base).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.body.contains("Player a to move."), "{}", a.body);
    assert!(a.body.contains("Moves of player a"), "{}", a.body);
    assert!(!a.body.contains("data-next") && !a.body.contains("class=\"lbl\""));
    assert!(
        a.body.contains("href=\"/play?pos=K3%2F1k2%2F4+P+a&amp;opponent=human&amp;side=a&amp;seed=1&amp;moves=A1B2\""),
        "{}",
        a.body
    );
    // d's turn is a person's too.
    let a = get(&format!("{base}&moves=P*C1")).await;
    assert!(a.body.contains("Player d to move."), "{}", a.body);
    assert!(a.body.contains("Moves of player d") && !a.body.contains("data-next"));
    // The capture: a wins, no blunder.
    let a = get(&format!("{base}&moves=A1B2")).await;
    assert!(
        a.body
            .contains("Player a wins by capturing the 王 (1 ply)."),
        "{}",
        a.body
    );
    assert!(
        a.body.contains("The game, judged move by move"),
        "{}",
        a.body
    );
    assert!(
        a.body.contains("won for player a at the start"),
        "{}",
        a.body
    );
    // The drop instead: d wins, and the heading asks where it went wrong.
    let a = get(&format!("{base}&moves=P*C1+B2A1")).await;
    assert!(
        a.body
            .contains("Player d wins by capturing the 王 (2 plies)."),
        "{}",
        a.body
    );
    assert!(a.body.contains("Where it went wrong"), "{}", a.body);
    let ko = get(&format!("{base}&moves=P*C1+B2A1&lang=ko")).await;
    assert!(ko.body.contains("플레이어 d가 이겼습니다"), "{}", ko.body);
    assert!(ko.body.contains("어디서 잘못되었나"), "{}", ko.body);
    // The record names the players by their camps.
    let r = get("/play/record?pos=K3%2F1k2%2F4+P+a&opponent=human&side=a&seed=1&moves=A1B2").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let rec = sibi_solver::record::read_canonical(&r.body).unwrap();
    assert_eq!(
        rec.meta.players,
        ["player a".to_string(), "player d".into()]
    );
    // The levels by name, in the form.
    let a = get("/play").await;
    assert!(
        a.body.contains("1 · random") && a.body.contains("10 · perfect"),
        "{}",
        a.body
    );
    let a = get("/play?lang=ko").await;
    assert!(
        a.body.contains("1 · 무작위") && a.body.contains("10 · 완벽"),
        "{}",
        a.body
    );
}

/// A parameter given twice keeps its first value (as before the typed queries), and an error
/// of a page route is a page in the request's language while the API's is JSON.
#[tokio::test]
async fn first_value_wins_and_errors_take_the_routes_shape() {
    let a = get("/api/v1/position?pos=K3/1k2/4+P+a&pos=garbage").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(a.json()["value"]["dtm"], 1);
    let a = get("/api/v1/position?pos=garbage&pos=K3/1k2/4+P+a").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    let page = get("/puzzles?plies=x&lang=ko").await;
    assert_eq!(page.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        page.headers[header::CONTENT_TYPE],
        "text/html; charset=utf-8"
    );
    assert!(page.body.contains("<html lang=\"ko\""), "{}", page.body);
    assert!(page.body.contains("`plies=x`"), "{}", page.body);
    let api = get("/api/v1/puzzle?plies=x").await;
    assert_eq!(api.status, StatusCode::BAD_REQUEST);
    assert!(api.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("plies=`x`"));
    // The record download's refusal is plain text.
    let text = get("/play/record?level=3").await;
    assert_eq!(text.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        text.headers[header::CONTENT_TYPE],
        "text/plain; charset=utf-8"
    );
    assert_eq!(
        text.body,
        "missing pos: the position the game starts from\n"
    );
}

/// `sibi serve --help` states the request log's default filter.
#[test]
fn serve_help_names_the_log_default() {
    use clap::CommandFactory;
    let cli = crate::args::Cli::command();
    let serve = cli.find_subcommand("serve").expect("the serve command");
    let help = serve.get_long_about().expect("a long help").to_string();
    assert!(
        help.contains(&format!("RUST_LOG={}", super::DEFAULT_LOG)),
        "{help}"
    );
}

#[test]
fn the_crawl_finds_english_and_lets_code_stand() {
    let page = r#"<html><head><title>sibi · 탐색</title><style>body{color:red}</style></head>
        <body><h1 title="player a">플레이어 a 차례</h1><p>M2g/KPpk/G2m Pgp a · B2C2 · P*B1</p>
        <code>end: repetition</code><span translate="no">format: sibi-record</span>
        <p>Bad position: column 3</p><script>var x = "hello world";</script></body></html>"#;
    assert_eq!(
        crawl::english_words(page),
        ["player", "Bad", "position", "column"]
    );
}

/// A `POST /games/annotate` as the page's form sends it (multipart): the pasted `record` and,
/// when the page's language was chosen, the hidden field `lang`.
fn annotate_form_post(record: &str, lang: Option<&str>) -> Request<Body> {
    const BOUNDARY: &str = "sibi-test-boundary";
    let field = |name: &str, value: &str| {
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        )
    };
    let mut body = String::new();
    if let Some(l) = lang {
        body += &field("lang", l);
    }
    body += &field("record", record);
    body += &format!("--{BOUNDARY}--\r\n");
    Request::post("/games/annotate")
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap()
}

/// Every route in Korean (`?lang=ko`) on the small table: no English word a person reads,
/// outside position and move text, code and names ([`crawl::english_words`]). The broadcast
/// games need the full table: the end-to-end test crawls them.
#[tokio::test]
async fn every_page_in_korean() {
    let pages = [
        "/?lang=ko",
        "/?lang=ko&pos=K3%2F1k2%2F4+P+a",
        "/?lang=ko&pos=K3%2F1k2%2F4+P+a+moves+A1A2",
        "/?lang=ko&pos=K3%2F1k2%2F4+P+a&flip=1",
        "/?lang=ko&pos=K3%2F1k2%2F4+-+a",
        "/?lang=ko&pos=KK2%2F1k2%2F4+P+a",
        "/?lang=ko&pos=xxx",
        "/?lang=ko&pos=K3%2F1k2%2F4+P+a+moves+E9",
        "/edit?lang=ko",
        "/edit?lang=ko&pos=K3%2F1k2%2F4+P+a",
        "/games?lang=ko",
        "/games/annotate?lang=ko",
        "/games/no-such-game?lang=ko",
        "/play?lang=ko",
        "/play?lang=ko&side=a&level=3&pos=K3%2F1k2%2F4+P+a",
        // The engine's turn, a finished game (annotated), and a refused draw by repetition.
        "/play?lang=ko&side=d&level=10&seed=9&pos=K3%2F1k2%2F4+P+a",
        "/play?lang=ko&side=d&level=10&seed=9&pos=K3%2F1k2%2F4+P+a&moves=A1B2",
        "/play?lang=ko&side=a&level=3&pos=K3%2F1k2%2F4+P+a&end=repetition",
        "/play?lang=ko&side=a&level=3&pos=K3%2F1k2%2F4+P+a&moves=A1A1",
        // Two people on one board: under way, and over with a blunder.
        "/play?lang=ko&opponent=human&side=a&pos=K3%2F1k2%2F4+P+a&moves=P*C1",
        "/play?lang=ko&opponent=human&side=a&pos=K3%2F1k2%2F4+P+a&moves=P*C1+B2A1",
        "/play?lang=ko&opponent=cat&pos=K3%2F1k2%2F4+P+a",
        "/puzzles?lang=ko",
        "/rules?lang=ko",
        "/no-such-page?lang=ko",
        // The refusals of parameters, a puzzle and an edited position.
        "/puzzles?lang=ko&plies=1",
        "/puzzles?lang=ko&pos=K3%2F1k2%2F4+P+a",
        "/play?lang=ko&pos=K3%2F1k2%2F4+P+a&level=12",
        "/play?lang=ko&pos=K3%2F1k2%2F4+P+a&layout=diagonal",
        "/edit?lang=ko&check=1&A1=K&B2=k&ha_P=3&side=a",
        "/edit?lang=ko&check=1&A1=K&side=a",
    ];
    let mut bodies = Vec::new();
    for uri in pages {
        bodies.push((uri, get(uri).await.body));
    }
    // Records posted to `/games/annotate` as its form posts them (the page of `?lang=ko` has
    // the hidden field `lang`): a record of this table with a move that cannot be played (its
    // annotation), a table with a cell that is no move, and a record of the full table (both
    // refused in the form).
    let posts = [
        (
            "POST /games/annotate (a move that cannot be played)",
            "format: sibi-record 2\nposition: K3/1k2/4 P a\nplayer-a: 갑\nplayer-d: 을\n\
             first: a\n\nP*C1\nB2C1\nA1A3\n",
            StatusCode::OK,
            "A1에서 A3으로 갈 수 없습니다",
        ),
        (
            "POST /games/annotate (a cell that is no move)",
            "| No | 갑 | 을 |\n| 1 | C2馬x | C2相x |\n",
            StatusCode::BAD_REQUEST,
            "2행, 1번째 줄, 갑: `C2馬x`를 읽을 수 없습니다: 모르는 말 이름 '馬' (U+99AC)",
        ),
        (
            "POST /games/annotate (a record of another table)",
            include_str!("../../../data/broadcast/grand-final-11-round1.gibo"),
            StatusCode::BAD_REQUEST,
            "기보는 십이장기 대국(기물 구성 GGMMPP)인데, 이 서버의 테이블은 십이장기 P입니다",
        ),
    ];
    for (what, record, status, says) in posts {
        let a = send(annotate_form_post(record, Some("ko"))).await;
        assert_eq!(a.status, status, "{what}: {}", a.body);
        assert!(a.body.contains(says), "{what}: {}", a.body);
        bodies.push((what, a.body));
    }
    let found = crawl::english_pages(bodies);
    assert!(
        found.is_empty(),
        "English on Korean pages:\n{}",
        found.join("\n")
    );
}

/// Every piece set of one to five non-king pieces (all 25 of the game, two of each role at
/// most) serves `/`, the page of the position it shows, the API of that position, `/games` and
/// `/puzzles` — no empty reply, no 5xx but the puzzles' 503 while they are built. (`/` once
/// panicked on each set of four or five: the first 65,536 indices of these sets are all decided
/// by a one-ply look.) The tables are solved here and kept only as long as their set needs them.
#[tokio::test]
async fn every_piece_set_serves_its_pages() {
    let mut sets = Vec::new();
    for g in 0..=2 {
        for m in 0..=2 {
            for p in 0..=2 {
                if (1..=5).contains(&(g + m + p)) {
                    sets.push(format!(
                        "{}{}{}",
                        "G".repeat(g),
                        "M".repeat(m),
                        "P".repeat(p)
                    ));
                }
            }
        }
    }
    assert_eq!(sets.len(), 25);
    let dir = tempfile::tempdir().unwrap();
    for set in &sets {
        let (rules, pieces) = (Rules::TwelveJanggi, set.parse().unwrap());
        let solution = solve(rules, pieces, &NoProgress).unwrap();
        let path = dir.path().join(format!("twelve-janggi-{set}.sibi"));
        save(&solution, solution.counts().positions, &path, &NoProgress).unwrap();
        drop(solution);
        let state = Arc::new(AppState::building(
            Tablebase::open(&path, rules, pieces).unwrap(),
        ));
        let fetch = |uri: String| {
            let app = router(Arc::clone(&state));
            async move {
                let res = app
                    .oneshot(Request::get(&uri).body(Body::empty()).unwrap())
                    .await
                    .unwrap();
                let status = res.status();
                let bytes = res.into_body().collect().await.unwrap().to_bytes();
                (status, String::from_utf8_lossy(&bytes).into_owned())
            }
        };
        let (status, body) = fetch("/".into()).await;
        assert_eq!(status, StatusCode::OK, "{set}: {body}");
        let pos = body
            .split("data-pos=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or_else(|| panic!("{set}: no position on /: {body}"))
            .to_string();
        // A position of this table's set, not the start of the full game.
        assert!(
            sibi_solver::Position::parse(&pos, rules, pieces).is_ok(),
            "{set}: {pos}"
        );
        for uri in [
            format!("/?pos={}", enc(&pos)),
            format!("/api/v1/position?pos={}", enc(&pos)),
            "/games".to_string(),
            "/puzzles".to_string(),
        ] {
            let (status, body) = fetch(uri.clone()).await;
            assert!(
                !status.is_server_error() || status == StatusCode::SERVICE_UNAVAILABLE,
                "{set} {uri}: {status} {body}"
            );
            assert!(!body.is_empty(), "{set} {uri}: empty body");
        }
        std::fs::remove_file(&path).unwrap();
    }
}

/// A record refused by `/games/annotate` and `POST /api/v1/annotate` in words: the English is
/// the text the server always gave (the JSON keeps it), the Korean is Korean.
#[test]
fn refusals_in_words() {
    use super::broadcast::Refusal;
    use crate::catalogue::Lang;
    use sibi_solver::limits::MAX_RECORD_BYTES;
    let cases = [
        (
            Refusal::TooLarge,
            format!("the record is larger than {MAX_RECORD_BYTES} bytes"),
        ),
        (Refusal::NotUtf8, "the record is not UTF-8 text".to_string()),
        (
            Refusal::OtherTable {
                rules: Rules::TwelveJanggi,
                pieces: sibi_solver::PieceSet::FULL,
                table_rules: Rules::TwelveJanggi,
                table_pieces: "P".parse().unwrap(),
            },
            "the record is a twelve-janggi game of the piece set GGMMPP; this server's table is \
             twelve-janggi P"
                .to_string(),
        ),
    ];
    for (r, english) in cases {
        assert_eq!(r.words(Lang::En), english);
        let ko = r.words(Lang::Ko);
        assert!(ko.contains("기보"), "{ko}");
    }
}

/// A record refused for what the server's table did is the server's fault: a 500, as every
/// other probe of a damaged block; a record of the wrong table is the client's: a 400.
#[test]
fn a_damaged_table_refuses_a_record_with_a_500() {
    use super::broadcast::Refusal;
    use sibi_solver::table::ProbeError;
    let damaged = Refusal::Table(ProbeError::Table {
        path: "t.sibi".into(),
        cause: sibi_solver::table::format::ProbeError::CorruptBlock {
            block: 3,
            kind: sibi_solver::table::format::CorruptKind::Checksum,
        },
    });
    assert_eq!(damaged.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let other = Refusal::OtherTable {
        rules: Rules::TwelveJanggi,
        pieces: sibi_solver::PieceSet::FULL,
        table_rules: Rules::TwelveJanggi,
        table_pieces: "P".parse().unwrap(),
    };
    assert_eq!(other.status(), StatusCode::BAD_REQUEST);
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

/// A record's own text reaches the annotation page cleaned: a player named with a bidi
/// override and an escape character is written `\u{202e}…\u{1b}` wherever the name appears,
/// never raw (the page's own text has no such character). Found by a new user's trial.
#[tokio::test]
async fn a_record_s_hidden_characters_are_written_out() {
    let record = walk_record(4, true).replace("player-a: x", "player-a: \u{202e}x\u{1b}[31m");
    let a = send(annotate_form_post(&record, Some("ko"))).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    // The text box gives the visitor's text back as sent; the annotation never.
    let view = a.body.split("</textarea>").nth(1).unwrap();
    assert!(
        !view.contains('\u{202e}') && !view.contains('\u{1b}'),
        "{view}"
    );
    assert!(view.contains("\\u{202e}x\\u{1b}[31m"), "{view}");
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

/// `--max-record-plies`: a record at the limit is annotated, one ply longer gets 413 naming
/// the limit, from the API (JSON) and the form (a page in the request's language).
#[tokio::test]
async fn records_longer_than_the_server_annotates_are_refused() {
    let max = super::heavy::DEFAULT_MAX_RECORD_PLIES;
    let post = |body: String| {
        Request::post("/api/v1/annotate")
            .body(Body::from(body))
            .unwrap()
    };
    // At the limit, its last move illegal (the worst case of the correction search): 200.
    let a = send(post(walk_record(max - 1, true))).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(a.json()["illegal"]["ply"], max);
    let a = send(post(walk_record(max + 1, false))).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", a.body);
    let e = a.json()["error"].as_str().unwrap().to_string();
    assert!(
        e.contains(&format!(
            "the record has {} plies; this server annotates records of at most {max} plies",
            max + 1
        )),
        "{e}"
    );
    // The form, in Korean.
    let a = send(annotate_form_post(&walk_record(max + 1, false), Some("ko"))).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        a.body.contains(&format!("{}수까지의 기보만", max)),
        "{}",
        a.body
    );
}

/// Heavy work that holds its place until released: it says (through `started`) once it runs.
fn held_until(
    release: std::sync::mpsc::Receiver<()>,
    started: tokio::sync::oneshot::Sender<()>,
) -> impl FnOnce(&super::heavy::Stop) + Send + 'static {
    move |_| {
        started.send(()).unwrap();
        // A sender dropped counts as released.
        let _ = release.recv();
    }
}

/// Heavy work runs at most `jobs` at once with `queue` waiting; beyond that a request gets 503
/// while the others still hold their places (it waits for none of them), and a job past its
/// time budget gets 503 too — not before the budget has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heavy_work_is_limited() {
    use super::heavy::HeavyLimits;
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
    super::tests::hardening::wait_until("the second request waiting", || limits.places_free() == 0)
        .await;
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
    use super::heavy::{HeavyLimits, Stop};
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
    super::tests::hardening::wait_until("the place given back", || limits.places_free() == 1).await;
    assert!(limits.run(|_: &Stop| ()).await.is_ok());
    // An annotation told to stop before it begins probing: refused as stopped, not annotated.
    let state = state();
    let stop = Stop::default();
    stop.set();
    let r = super::broadcast::annotate_at_most(
        &state.table,
        &walk_record(19_999, true),
        20_000,
        None,
        &stop,
    );
    assert!(
        matches!(r, Err(super::broadcast::Refusal::Stopped)),
        "{:?}",
        r.map(|_| ()).map_err(|e| e.words(super::i18n::Lang::En))
    );
    // Told to stop in its middle: the first look at the flag passes (a batch of look-ups is
    // read), the second finds it set — the annotation ends there, refused as stopped.
    for looks in [2, 3] {
        let r = super::broadcast::annotate_at_most(
            &state.table,
            &walk_record(19_999, true),
            20_000,
            None,
            &Stop::after_looks(looks),
        );
        assert!(
            matches!(r, Err(super::broadcast::Refusal::Stopped)),
            "{looks}: {:?}",
            r.map(|_| ()).map_err(|e| e.words(super::i18n::Lang::En))
        );
    }
    let r = super::broadcast::annotate_at_most(
        &state.table,
        &walk_record(40, false),
        20_000,
        None,
        &Stop::default(),
    );
    assert!(
        r.is_ok(),
        "{:?}",
        r.err().map(|e| e.words(super::i18n::Lang::En))
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
        .layer(CatchPanicLayer::custom(super::router::panicked))
        .layer(axum::middleware::from_fn(super::router::errors_as_pages));
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
        body.contains("<html") && body.contains("요청이 너무 많습니다"),
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
    use super::client::Trusted;
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
    use super::listen::ConnectionLimits;
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
            super::router::time_limits(limits, req, next)
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
    let e = res.extensions().get::<super::error::Error>().unwrap();
    assert_eq!(
        e.text(super::i18n::Lang::Ko),
        "요청이 1초를 넘어 중단되었습니다: 다시 시도하세요"
    );
    let res = app
        .oneshot(Request::get("/quick").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
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

/// Every route that reads client text, with every parameter that can be echoed, in both
/// languages: the answer (page, fragment, JSON or plain text) holds none of [`HIDDEN`] raw,
/// outside the form fields that give the visitor's text back to edit.
#[tokio::test]
async fn no_route_echoes_hidden_characters_raw() {
    let (puzzle, _, _) = p_puzzle(4);
    let puzzle = enc(&puzzle.to_string());
    let valid = "K3%2F1k2%2F4+P+a";
    let h = HIDDEN_QUERY;
    let gets = [
        format!("/?pos={h}"),
        format!("/?pos={valid}+moves+{h}"),
        format!("/?pos={valid}&last={h}"),
        format!("/?pos={valid}&part={h}"),
        format!("/{h}"),
        format!("/edit?pos={h}"),
        format!("/edit?pos={valid}&check={h}&side={h}"),
        format!("/games/{h}"),
        format!("/games/black-garnet-final?ply={h}"),
        format!("/puzzles?pos={h}"),
        format!("/puzzles?plies={h}"),
        format!("/puzzles?pos={puzzle}&seed={h}"),
        format!("/puzzles?pos={puzzle}&seed=3&moves={h}"),
        format!("/puzzles?pos={puzzle}&seed=3&try={h}"),
        format!("/play?pos={h}"),
        format!("/play?side=a&level={h}"),
        format!("/play?side={h}"),
        format!("/play?side=a&level=3&start=text&text={h}"),
        format!("/play?pos={valid}&side=a&level=3&moves={h}"),
        format!("/play?pos={valid}&side=a&level=3&seed={h}"),
        format!("/play/annotation?pos={valid}&side=a&level=3&moves={h}"),
        format!("/play/record?pos={valid}&side=a&level=3&moves={h}"),
        format!("/api/v1/position?pos={h}"),
        format!("/api/v1/position?pos={valid}&line={h}"),
        format!("/api/v1/mainline?pos={h}"),
        format!("/api/v1/puzzle?plies={h}"),
        format!("/api/v1/puzzle?plies=4&seed={h}"),
        format!("/api/v1/engine-move?pos={h}&level=1"),
        format!("/api/v1/engine-move?pos={valid}&level={h}"),
    ];
    let text: String = HIDDEN.iter().flat_map(|c| [*c, 'a']).collect();
    let record =
        format!("format: sibi-record 1\nplayer-a: {text}\nplayer-d: d\nfirst: a\n\nA1{text}\n");
    for lang in ["en", "ko"] {
        let mut answers = Vec::new();
        for uri in &gets {
            let uri = format!("{uri}&lang={lang}").replacen('&', "?", !uri.contains('?') as usize);
            answers.push((uri.clone(), get(&uri).await));
        }
        for body in [text.clone(), record.clone()] {
            let api = Request::post("/api/v1/annotate")
                .header(header::CONTENT_TYPE, "text/plain")
                .body(Body::from(body.clone()))
                .unwrap();
            answers.push(("POST /api/v1/annotate".into(), send(api).await));
            let form = annotate_form_post(&body, Some(lang));
            answers.push(("POST /games/annotate".into(), send(form).await));
        }
        let mut escaped = 0;
        for (uri, a) in &answers {
            assert!(
                a.status.is_success() || a.status.is_client_error(),
                "{uri}: {}",
                a.status
            );
            let shown = outside_fields(&a.body);
            for c in HIDDEN {
                assert!(!shown.contains(c), "{uri}: {c:?} raw in {}", a.body);
            }
            escaped += usize::from(shown.contains("\\u{202e}"));
        }
        // Most answers quote the input (escaped); a route that drops it says why in words.
        assert!(
            escaped >= answers.len() / 2,
            "{escaped} of {}",
            answers.len()
        );
    }
}

/// A puzzle's page checks its position and answers under the heavy limits: with the one place
/// taken and no queue, it is a 503 "busy" page in the request's language at once; once the
/// place is free, the same address is the puzzle.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_pages_wait_their_turn() {
    use super::heavy::HeavyLimits;
    use std::time::Duration;
    let shared = state();
    let table = Tablebase::open(
        shared.table.path(),
        Rules::TwelveJanggi,
        "P".parse().unwrap(),
    )
    .unwrap();
    let limits = HeavyLimits::new(100, 1, 0, Duration::from_secs(30));
    let app = Arc::new(AppState::new(table).limited(limits));
    let (pos, _, _) = p_puzzle(4);
    let uri = format!("/puzzles?pos={}&seed=3&lang=ko", enc(&pos.to_string()));
    let fetch = |app: &Arc<AppState>| {
        let req = Request::get(&uri).body(Body::empty()).unwrap();
        router(Arc::clone(app)).oneshot(req)
    };
    let busy = Arc::clone(&app);
    let (release, held) = std::sync::mpsc::channel();
    let (started, running) = tokio::sync::oneshot::channel();
    let holder = tokio::spawn(async move { busy.heavy.run(held_until(held, started)).await });
    running.await.unwrap();
    // Refused while the place is held (it did not wait for it).
    let res = fetch(&app).await.unwrap();
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body = res.into_body().collect().await.unwrap().to_bytes();
    let body = String::from_utf8_lossy(&body);
    assert!(body.contains("서버가 다른 긴 요청"), "{body}");
    release.send(()).unwrap();
    holder.await.unwrap().unwrap();
    let res = fetch(&app).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

/// The server's refusals of parameters are worded in the request's language, as every other
/// message: a level out of range, a word a parameter does not take, a puzzle length, a
/// position that is not a puzzle, an unknown API (its JSON in English).
#[tokio::test]
async fn refusals_of_parameters_in_both_languages() {
    let pos = "K3%2F1k2%2F4+P+a";
    for (uri, en, ko) in [
        (
            format!("/play?pos={pos}&level=12"),
            "level 12 does not exist",
            "12단계는 없습니다",
        ),
        (
            format!("/play?pos={pos}&layout=diagonal"),
            "expected `horizontal` or `vertical`",
            "`horizontal` 또는 `vertical` 중 하나여야",
        ),
        (
            "/puzzles?plies=1".to_string(),
            "give a puzzle length in plies",
            "퍼즐 길이를",
        ),
        (
            format!("/puzzles?pos={pos}"),
            "not a puzzle: its value is win 1",
            "퍼즐이 아닙니다: 값이 승 1",
        ),
        (
            "/edit?check=1&A1=K&B2=k&ha_P=3&side=a".to_string(),
            "hand of player a: `3` 子 is not 0, 1 or 2",
            "a의 포로: 子 `3`개는",
        ),
    ] {
        let a = get(&format!("{uri}&lang=en")).await;
        assert!(a.body.contains(en), "{uri}: {}", a.body);
        let a = get(&format!("{uri}&lang=ko")).await;
        assert!(a.body.contains(ko), "{uri}: {}", a.body);
    }
    let a = get("/api/v1/nothing").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(a.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("no such API"));
}

/// The small things of a page (issue 24, item 10): the icon; a language link that keeps the
/// page and its state (an error page, the editor's board); the "JSON API" link of the position
/// shown; the explorer's title, the same for the script (`data-title`).
#[tokio::test]
async fn icon_language_links_and_titles() {
    let a = get("/favicon.ico").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers[header::CONTENT_TYPE], "image/svg+xml");
    assert!(a.body.starts_with("<svg") && a.body.contains("王"));
    // An error page's language link: the same address in the other language.
    let a = get("/games/no-such-game?x=1").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(
        a.body
            .contains(r#"href="/games/no-such-game?x=1&amp;lang=ko" hreflang="ko""#),
        "{}",
        a.body
    );
    let a = get("/nowhere?lang=ko").await;
    assert!(a.body.contains(r#"href="/nowhere?lang=en""#), "{}", a.body);
    // The editor's board stays when the language changes.
    let a = get("/edit?pos=K3%2F1k2%2F4+P+a").await;
    assert!(
        a.body.contains(r#"href="/edit?A1=K&amp;A2=-&amp;"#)
            && a.body.contains("&amp;B2=k&amp;")
            && a.body.contains("&amp;ha_P=1&amp;")
            && a.body.contains(r#"&amp;pos=K3%2F1k2%2F4+P+a&amp;lang=ko""#),
        "{}",
        a.body
    );
    // The explorer: the API link of its position, its title in the page and for the script.
    let a = get(WIN1).await;
    assert!(
        a.body
            .contains(r#"class="api" href="/api/v1/position?pos=K3%2F1k2%2F4+P+a""#),
        "{}",
        a.body
    );
    assert!(a.body.contains("<title>K3/1k2/4 P a · "), "{}", a.body);
    assert!(
        a.body.contains(r#"data-title="K3/1k2/4 P a · "#),
        "{}",
        a.body
    );
    // A promotion in a move's broadcast form: 侯전환 in Korean, =侯 in English.
    let promo = "/?pos=K3%2F2P1%2F3k+-+a";
    let a = get(promo).await;
    assert!(a.body.contains("子 C2 → D2 =侯"), "{}", a.body);
    assert!(!a.body.contains("전환"), "{}", a.body);
    let a = get(&format!("{promo}&lang=ko")).await;
    assert!(a.body.contains("子 C2 → D2 侯전환"), "{}", a.body);
    // Elsewhere the start's.
    let a = get("/games").await;
    assert!(a
        .body
        .contains(r#"class="api" href="/api/v1/position?pos=M2g%2FKPpk%2FG2m+-+a""#));
}

/// A puzzle solved by a king capture shows the capture on the board: the capturing piece on
/// the 王's square, the captured 王 gone (issue 24, item 8), and a link to the next puzzle of
/// the same length. On a `GP` table, whose shortest puzzles ending in a capture have 3 plies.
#[tokio::test]
async fn a_puzzle_solved_by_a_king_capture_shows_it() {
    use sibi_solver::query::puzzle::{find, solution, Filter, Scope};
    use sibi_solver::Successor;
    let (rules, pieces) = (Rules::TwelveJanggi, "GP".parse().unwrap());
    let solved_table = solve(rules, pieces, &NoProgress).unwrap();
    let filter = Filter::for_pieces(pieces);
    let found = find(&solved_table, Scope::Any, filter, &NoProgress);
    let (_, pos) = found.of_length(3)[0];
    // The tree: the winner's only answer, then every longest defence with its capture.
    let tree = solution(&solved_table, &pos, rules, filter)
        .unwrap()
        .unwrap();
    let right = tree.solution.answers[0];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("twelve-janggi-GP.sibi");
    save(
        &solved_table,
        solved_table.counts().positions,
        &path,
        &NoProgress,
    )
    .unwrap();
    let state = Arc::new(AppState::building(
        Tablebase::open(&path, rules, pieces).unwrap(),
    ));
    let fetch = |uri: String| {
        let app = router(Arc::clone(&state));
        async move {
            let res = app
                .oneshot(Request::get(&uri).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            String::from_utf8_lossy(&bytes).into_owned()
        }
    };
    let base = format!("/puzzles?pos={}&seed=3", enc(&pos.to_string()));
    // The defender's reply the seed picks, read from the page; then the winner's capture.
    let page = fetch(format!("{base}&moves={right}")).await;
    let reply = page
        .split("data-winner=\"false\"")
        .next()
        .and_then(|b| b.rsplit("data-move=\"").next())
        .and_then(|s| s.split('"').next())
        .unwrap()
        .to_string();
    let defence = tree
        .solution
        .defences
        .iter()
        .find(|d| d.mv.to_string() == reply)
        .unwrap_or_else(|| panic!("{reply} is a longest defence: {page}"));
    let capture = defence.next.answers[0];
    let after = defence.next.position;
    assert!(matches!(
        after.play_unchecked(capture),
        Successor::KingCapture
    ));
    let solved = fetch(format!("{base}&moves={right}&try={capture}")).await;
    assert!(solved.contains("data-solved=\"true\""), "{solved}");
    assert_eq!(
        solved.matches("data-role=\"K\"").count(),
        1,
        "only the winner's 王 is drawn: {solved}"
    );
    assert!(solved.contains("/puzzles?plies=3"), "{solved}");
}

/// `/rules` in both languages (issue 24, item 5): linked from every page; each piece drawn on
/// B2 with a dot on each square it steps to, from the library's step tables and checked here
/// by hand from docs/RULES.md's table (王 8, 將 4, 相 4, 子 1 — C2, forward for player a — 侯 6:
/// 23 dots); the drop rule of the table's rule set; the start position drawn.
#[tokio::test]
async fn the_rules_page() {
    let a = get("/rules").await;
    assert_eq!(a.status, StatusCode::OK);
    let b = &a.body;
    assert!(b.contains("<h1>The rules of 십이장기</h1>"), "{b}");
    assert_eq!(b.matches("class=\"dot\"").count(), 23, "{b}");
    assert_eq!(b.matches("<figure class=\"piece\">").count(), 5);
    assert!(b.contains("not in the opponent's camp"), "{b}");
    assert!(b.contains("data-role=\"K\""), "the start position: {b}");
    // The pawn's one step: the fourth diagram's dot on C2 (rank 2, file C: its 7th cell).
    let pawn = b.split("<figure class=\"piece\">").nth(4).unwrap();
    // After the split: the text before the grid, the grid's own div, then the 12 cells.
    let cells: Vec<&str> = pawn.split("<div class=\"st").skip(2).take(12).collect();
    assert_eq!(cells.len(), 12);
    assert!(cells[6].contains("class=\"dot\""), "{pawn}");
    assert_eq!(pawn.matches("class=\"dot\"").count(), 1);
    let a = get("/rules?lang=ko").await;
    assert!(a.body.contains("<h1>십이장기 규칙</h1>"), "{}", a.body);
    // Every page links to it.
    for uri in ["/", "/games", "/play", "/puzzles", "/edit"] {
        assert!(get(uri).await.body.contains("href=\"/rules\""), "{uri}");
    }
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
