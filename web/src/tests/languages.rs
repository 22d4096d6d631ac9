//! Every page in Korean, refusals in both languages, hidden characters never echoed raw, every piece set served.

use super::*;

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
            "두 번째 줄(기보표 1번 항목)의 갑 칸 `C2馬x`를 읽을 수 없습니다. '馬' (U+99AC)는 알 수 없는 말 이름입니다",
        ),
        (
            "POST /games/annotate (a record of another table)",
            include_str!("../../../data/broadcast/grand-final-11-round1.gibo"),
            StatusCode::BAD_REQUEST,
            "기보는 십이장기 대국(말 구성 GGMMPP)인데 이 서버의 테이블은 십이장기 P입니다",
        ),
    ];
    for (what, record, status, says) in posts {
        let a = send(annotate_form_post(record, Some("ko"))).await;
        assert_eq!(a.status, status, "{what}: {}", a.body);
        assert!(a.prose().contains(says), "{what}: {}", a.body);
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
            "`horizontal` 또는 `vertical` 가운데 하나여야",
        ),
        (
            "/puzzles?plies=1".to_string(),
            "give a puzzle length in plies",
            "퍼즐 길이를",
        ),
        (
            format!("/puzzles?pos={pos}"),
            "not a puzzle: its value is win in 1 ply",
            "퍼즐이 아닙니다. 평가가 승 1",
        ),
        (
            "/edit?check=1&A1=K&B2=k&ha_P=3&side=a".to_string(),
            "Green's hand cannot hold `3` 子 (0, 1 or 2)",
            "초록 포로의 子 개수 `3`",
        ),
    ] {
        let a = get(&format!("{uri}&lang=en")).await;
        assert!(a.prose().contains(en), "{uri}: {}", a.body);
        let a = get(&format!("{uri}&lang=ko")).await;
        assert!(a.prose().contains(ko), "{uri}: {}", a.body);
    }
    let a = get("/api/v1/nothing").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(a.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("no such API"));
}
