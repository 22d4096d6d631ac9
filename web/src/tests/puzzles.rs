//! `/puzzles`, a puzzle's page and `/api/v1/puzzle`.

use super::*;

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
        a.body.contains("not a puzzle: its value is win in 1 ply"),
        "{}",
        a.body
    );
    // A position where the game is over says so, and how: a's 王 on D1 in d's camp, d's 王 far
    // on A3, a to move: the try is held (by hand).
    let a = get(&format!("/puzzles?pos={}", enc("3K/4/k3 P a"))).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(
        a.body
            .contains("not a puzzle: the game is over there (Green's 王 held a turn in Red's camp"),
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
    building.set_puzzles(crate::puzzle_set::Puzzles::prepare(&building.table, true));
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
        assert!(
            e.contains("=`\\u{1b}`") && !e.contains("\\\\u"),
            "{uri}: {e}"
        );
    }
    let (pos, _, _) = p_puzzle(4);
    let a = get(&format!(
        "/puzzles?pos={}&seed=3&try=%1b",
        enc(&pos.to_string())
    ))
    .await;
    assert!(a.prose().contains("`\\u{1b}` — not a move"), "{}", a.body);
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
        a.prose()
            .contains(&format!("`{illegal}` — not a legal move here")),
        "{}",
        a.body
    );
    let a = get(&format!("{base}&try=hello")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.prose().contains("`hello` — not a move"), "{}", a.body);
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
    let none = crate::puzzle_set::Puzzles::prepare(&table, false);
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
                "this server has no puzzles, as its puzzle file is missing and it was started \
                 with --no-generate"
            ),
            "{uri}: {body}"
        );
        assert!(
            body.contains("Build it with sibi --rules twelve-janggi --pieces P puzzles --build"),
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
            prose(&body)
                .contains("이 서버에는 퍼즐이 없습니다. 퍼즐 파일이 없는데 `--no-generate`로"),
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
            let ranked = sibi_solver::query::rank_moves(&solution, p).unwrap();
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

/// A puzzle's page checks its position and answers under the heavy limits: with the one place
/// taken and no queue, it is a 503 "busy" page in the request's language at once; once the
/// place is free, the same address is the puzzle.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_pages_wait_their_turn() {
    use crate::heavy_work::HeavyLimits;
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
    let tree = solution(&solved_table, &pos, filter).unwrap().unwrap();
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

/// The holding puzzles of the P table: the buttons by chain length, a redirect by seed, a wrong
/// move with how it loses, the chain held to the end through its links (each the only move
/// that holds, which a one-ply search over the table confirms), and the same page in Korean.
#[tokio::test]
async fn puzzles_puzzles_of_the_only_move_that_holds() {
    use sibi_solver::query::hold;
    use sibi_solver::solve::ValueSource;
    use sibi_solver::{Move, Position, Value};
    let index = get("/puzzles").await;
    assert!(index.body.contains("Holding puzzles"), "{}", index.body);
    let st = state();
    let table = &st.table;
    let puzzles = st.puzzles().expect("the P table's puzzles");
    let (turns, _) = *puzzles
        .holding
        .last()
        .expect("holding puzzles of the P table");
    assert!(
        index.body.contains(&format!("data-turns=\"{turns}\"")),
        "{}",
        index.body
    );
    let r = get(&format!("/puzzles?kind=hold&turns={turns}&seed=5")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let to = r.headers[header::LOCATION].to_str().unwrap().to_string();
    assert!(to.starts_with("/puzzles?kind=hold&pos="), "{to}");
    let pos = puzzles.pick_holding(turns, 5).unwrap();
    assert_eq!(hold::check(table, &pos).unwrap(), Some(turns));
    let rules = table.rules();
    // The one-ply reference: each legal move's child probed; the drawing ones.
    let drawing = |p: &Position| -> (Vec<Move>, usize) {
        let mut draws = Vec::new();
        let mut losses = 0;
        for m in p.legal_moves(rules) {
            if let sibi_solver::Successor::Position(c) = p.play(rules, m).unwrap() {
                match table.value(&c).unwrap() {
                    Value::Draw => draws.push(m),
                    Value::Win(_) => losses += 1,
                    Value::Loss(_) => {}
                }
            }
        }
        (draws, losses)
    };
    let (draws, losses) = drawing(&pos);
    assert_eq!(draws.len(), 1);
    assert!(losses >= 3);
    let wrong = pos
        .legal_moves(rules)
        .into_iter()
        .find(|m| *m != draws[0])
        .unwrap();
    let w = get(&format!("{to}&try={wrong}")).await;
    assert_eq!(w.status, StatusCode::OK);
    assert!(w.body.contains(" loses in "), "{}", w.body);
    assert!(w.body.contains("How it loses"), "{}", w.body);
    assert!(w.body.contains("class=\"pv losing-line\""), "{}", w.body);
    // Played through: at every turn the page's position has one drawing move.
    let mut moves: Vec<String> = Vec::new();
    for k in 0..turns {
        let page = crate::puzzles::hold::replay(table, pos, 5, &moves, None).unwrap();
        let (draws, losses) = drawing(&page.now);
        assert_eq!(draws.len(), 1, "turn {k}: {}", page.now);
        assert!(losses >= 3, "turn {k}: {}", page.now);
        moves.push(draws[0].to_string());
    }
    let done = get(&format!("{to}&moves={}", enc(&moves.join(",")))).await;
    assert_eq!(done.status, StatusCode::OK);
    assert!(
        done.body.contains("You found the only move that holds"),
        "{}",
        done.body
    );
    let ko = get(&format!("{to}&lang=ko")).await;
    assert!(ko.body.contains("버티기 퍼즐"), "{}", ko.body);
    let bad = get("/puzzles?kind=hold&turns=x").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}
