//! The explorer's pages and API (`/`, `/api/v1/position`, edit mode), `/rules`, and what every page shares (icon, language links, titles).

use super::*;

#[tokio::test]
async fn the_page_of_a_position() {
    let a = get(WIN1).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
    let vary: Vec<_> = a.headers.get_all(header::VARY).iter().collect();
    assert_eq!(vary, ["accept-encoding", "accept-language"]);
    let b = &a.body;
    assert!(
        b.contains("Green to move — with perfect play Green wins in 1 ply"),
        "{b}"
    );
    // Every move a link to the position after it; the king capture has none.
    assert!(b.contains(r#"data-move="A1A2""#));
    assert!(
        b.contains("href=\"/?pos=4%2FKk2%2F4+P+d&amp;last=A1A2\""),
        "{b}"
    );
    assert!(b.contains("captures the 王, game over"));
    assert!(
        b.contains("Winning moves (1)") && b.contains("Losing moves (9)"),
        "{b}"
    );
    // The board: d's 王 on B2 is attacked by a's 王 (a may take it), so it is marked.
    assert!(
        b.contains(r#"<span class="pc d attacked" title="Red: king 王""#),
        "{b}"
    );
    // The position text field.
    assert!(b.contains(r#"value="K3/1k2/4 P a""#));
    // Korean by ?lang= and by Accept-Language.
    let ko = get(&format!("{WIN1}&lang=ko")).await.body;
    assert!(ko.contains("1수 만에 초록이 이깁니다"), "{ko}");
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
    assert!(a.body.contains("has no 王 on the board"), "{}", a.body);
    // After a king capture: the game is over.
    let a = get("/?pos=K3%2F1k2%2F4+P+a+moves+A1B2").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.body.contains("A1B2: Green captured Red's 王"),
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
        "bad position text, column 9: rank 2 has 5 squares, expected 4"
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
            .contains("Red has no 王 on the board, and each side needs exactly one"),
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
        assert!(a.prose().contains(words), "{q}: {}", a.body);
    }
    let kept = get("/edit?A1=Z&B3=K&D3=k").await;
    assert!(
        kept.body
            .contains(r#"data-sq="B3" aria-label="B3: Green: king 王""#),
        "{}",
        kept.body
    );
    // An impossible position opens in the editor, to be mended.
    let mend = get("/edit?pos=KK2%2F1k2%2F4+P+a").await;
    assert_eq!(mend.status, StatusCode::OK);
    assert!(mend
        .body
        .contains(r#"data-sq="B1" aria-label="B1: Green: king 王""#));
    // Cancel goes back to the position the editor was opened on.
    assert!(
        swap.body
            .contains(r#"class="cancel" href="/?pos=K3%2F1k2%2F4+P+a""#),
        "{}",
        swap.body
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
    assert!(page.prose().contains("`plies=x`"), "{}", page.body);
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
    // A promotion in a move's broadcast form: =侯 in both languages (the glossary rejects
    // 侯전환, which only the broadcasts' records write).
    let promo = "/?pos=K3%2F2P1%2F3k+-+a";
    let a = get(promo).await;
    assert!(a.body.contains("子 C2 → D2 =侯"), "{}", a.body);
    assert!(!a.body.contains("전환"), "{}", a.body);
    let a = get(&format!("{promo}&lang=ko")).await;
    assert!(a.body.contains("子 C2 → D2 =侯"), "{}", a.body);
    // Elsewhere the start's.
    let a = get("/games").await;
    assert!(a
        .body
        .contains(r#"class="api" href="/api/v1/position?pos=M2g%2FKPpk%2FG2m+-+a""#));
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
