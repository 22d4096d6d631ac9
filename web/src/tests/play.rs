//! `/play`, its records and annotation, and `/api/v1/engine-move`.

use super::*;

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
    assert_eq!(rec.meta.players, ["엔진 10단계".to_string(), "나".into()]);
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
            .contains("The engine (level 10, perfect) is thinking"),
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
    assert!(a.body.contains("Your move (Green)."), "{}", a.body);
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
            .contains("the game is over in 3K/4/k3 P a (Green's 王 held a turn in Red's camp"),
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
            a.prose()
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
    assert!(a.body.contains("Green to move."), "{}", a.body);
    assert!(a.body.contains("Moves of Green"), "{}", a.body);
    assert!(!a.body.contains("data-next") && !a.body.contains("class=\"lbl\""));
    assert!(
        a.body.contains("href=\"/play?pos=K3%2F1k2%2F4+P+a&amp;opponent=human&amp;side=a&amp;seed=1&amp;moves=A1B2\""),
        "{}",
        a.body
    );
    // d's turn is a person's too.
    let a = get(&format!("{base}&moves=P*C1")).await;
    assert!(a.body.contains("Red to move."), "{}", a.body);
    assert!(a.body.contains("Moves of Red") && !a.body.contains("data-next"));
    // The capture: a wins, no blunder.
    let a = get(&format!("{base}&moves=A1B2")).await;
    assert!(
        a.body.contains("Green wins by capturing the 王 (1 ply)."),
        "{}",
        a.body
    );
    assert!(
        a.body.contains("The game, judged move by move"),
        "{}",
        a.body
    );
    assert!(
        a.body.contains("At the start the game is won for Green."),
        "{}",
        a.body
    );
    // The drop instead: d wins, and the heading asks where it went wrong.
    let a = get(&format!("{base}&moves=P*C1+B2A1")).await;
    assert!(
        a.body.contains("Red wins by capturing the 王 (2 plies)."),
        "{}",
        a.body
    );
    assert!(a.body.contains("Where it went wrong"), "{}", a.body);
    let ko = get(&format!("{base}&moves=P*C1+B2A1&lang=ko")).await;
    assert!(
        ko.body.contains("빨강이 2수 만에 王을 잡아 이겼습니다."),
        "{}",
        ko.body
    );
    assert!(ko.body.contains("복기 — 수마다 평가"), "{}", ko.body);
    // The record names the players by their sides' colours.
    let r = get("/play/record?pos=K3%2F1k2%2F4+P+a&opponent=human&side=a&seed=1&moves=A1B2").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let rec = sibi_solver::record::read_canonical(&r.body).unwrap();
    assert_eq!(rec.meta.players, ["Green".to_string(), "Red".into()]);
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
