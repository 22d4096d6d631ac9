//! `/play`'s endings chosen by the players: resigning (`end=resign`), a draw offer judged by
//! the engine's level (`end=draw`, the verdict expected from the table's own value of the
//! position), the two-player page's title and the separators of the tools' row.

use super::*;
use sibi_solver::query::play::Level;
use sibi_solver::query::{rank_moves, ValueSource};
use sibi_solver::solve::Wdl;
use sibi_solver::{Color, Position};

/// The `P` table, to read the values the tests expect.
fn p_table() -> Tablebase {
    Tablebase::open(table_path(), Rules::TwelveJanggi, "P".parse().unwrap()).unwrap()
}

/// The text of the tools' row (`div.tools`) of a page.
fn tools(body: &str) -> &str {
    let start = body.find("<div class=\"tools\">").expect("the tools' row");
    let end = start + body[start..].find("</div>").unwrap();
    &body[start..end]
}

/// Resigning against the engine: the end line names the player by "you" and colour, the game
/// is lost, its record says so (and downloads), the review follows, and the resign and draw
/// buttons are gone; on the engine's turn and after the end it is refused.
#[tokio::test]
async fn resigning_loses_the_game() {
    // a (the player) and the engine's d walk their kings: a to move again after 2 plies.
    let q = "pos=K3%2F4%2F3k+P+a&level=5&side=a&seed=1&moves=A1B1+D3C3";
    let a = get(&format!("/play?{q}")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.body.contains("id=\"resign\"") && a.body.contains("id=\"offer-draw\""));
    let resign = format!("href=\"/play?{}&amp;end=resign\"", q.replace('&', "&amp;"));
    assert!(a.body.contains(&resign), "{}", a.body);
    let a = get(&format!("/play?{q}&end=resign")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(
        a.body
            .contains("You (Green) resigned, and the engine wins (2 plies)."),
        "{}",
        a.body
    );
    assert!(a.body.contains("data-ended=\"resignation\""), "{}", a.body);
    assert!(!a.body.contains("id=\"resign\"") && !a.body.contains("id=\"offer-draw\""));
    assert!(a.body.contains("table class=\"annot\""), "{}", a.body);
    assert!(a.body.contains("won by resignation"), "{}", a.body);
    let download = format!(
        "href=\"/play/record?{}&amp;end=resign\"",
        q.replace('&', "&amp;")
    );
    assert!(a.body.contains(&download), "{}", a.body);
    let ko = get(&format!("/play?{q}&end=resign&lang=ko")).await;
    assert!(
        ko.body
            .contains("내(초록)가 기권해 엔진이 이겼습니다(2수 만에)."),
        "{}",
        ko.body
    );
    assert!(ko.body.contains("기보 내려받기"), "{}", ko.body);
    let r = get(&format!("/play/record?{q}&end=resign")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let rec = sibi_solver::record::read_canonical(&r.body).unwrap();
    assert_eq!(rec.meta.outcome.winner, Some(Color::D));
    assert_eq!(
        rec.meta.outcome.termination,
        sibi_solver::record::Termination::Resignation
    );
    // The engine's turn, and a game over on the board: refused, saying why.
    let a = get("/play?pos=K3%2F4%2F3k+P+a&level=5&side=a&seed=1&moves=A1B1&end=resign").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    assert!(
        a.body.contains("on the engine&#39;s turn") || a.body.contains("on the engine's turn"),
        "{}",
        a.body
    );
    let a = get("/play?pos=K3%2F1k2%2F4+P+a&level=5&side=a&seed=1&moves=A1B2&end=draw").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    assert!(a.body.contains("the game is over already"), "{}", a.body);
    let a = get("/play?pos=K3%2F4%2F3k+P+a&level=5&side=a&seed=1&end=give-up").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    assert!(
        a.body.contains("<code>resign</code>") && a.body.contains("<code>draw</code>"),
        "{}",
        a.body
    );
}

/// A draw offer at levels on both sides of the rule's boundary (9 | 10) and at both ends, in
/// positions the table values as a win, a draw and a loss for the engine: accepted exactly
/// when the level's rule says so on the table's value; accepted, the game is drawn by
/// agreement (its record too); declined, the page says so and the game goes on unchanged.
#[tokio::test]
async fn a_draw_offer_is_judged_by_the_level() {
    let table = p_table();
    let (rules, pieces) = (Rules::TwelveJanggi, "P".parse().unwrap());
    // Positions where the engine (a) has just moved and the player (d) is to move, one for each
    // value the table gives the engine.
    let mut cases: Vec<(String, String, Wdl)> = Vec::new();
    for text in [
        "K3/1k2/4 P a",
        "K3/4/3k P a",
        "K3/1P2/3k - a",
        "3K/1p2/k3 - a",
    ] {
        let start = Position::parse(text, rules, pieces).unwrap();
        for m in rank_moves(&table, &start).unwrap() {
            let mut line = sibi_solver::line::Line::new(start, rules);
            line.push(m.mv).unwrap();
            if line.position().is_none() || line.last_position().game_over(rules).is_some() {
                continue;
            }
            let after = *line.last_position();
            let engine = table
                .value(&after)
                .unwrap()
                .for_player(Color::D, Color::A)
                .wdl();
            if cases.iter().all(|c| c.2 != engine) {
                cases.push((text.to_string(), m.mv.to_string(), engine));
            }
        }
    }
    assert_eq!(cases.len(), 3, "a win, a draw and a loss for the engine");
    for (start, mv, engine) in &cases {
        for n in [1, 9, 10, 11] {
            let level = Level::new(n).unwrap();
            let q = format!(
                "pos={}&level={n}&side=d&seed=3&moves={}",
                enc(start),
                enc(mv)
            );
            let a = get(&format!("/play?{q}&end=draw")).await;
            assert_eq!(a.status, StatusCode::OK, "{q}: {}", a.body);
            let accepted = level.accepts_draw(*engine);
            let says = |s: &str| a.body.contains(s);
            assert_eq!(
                says("The engine accepts the draw offer. Drawn by agreement (1 ply)."),
                accepted,
                "{q} {engine:?}: {}",
                a.body
            );
            assert_eq!(
                says("The engine declines the draw."),
                !accepted,
                "{q} {engine:?}"
            );
            let rule = if n <= 9 {
                format!("At level {n} the engine accepts a draw unless it is winning.")
            } else {
                format!("At level {n} the engine accepts a draw only when it is losing.")
            };
            if accepted {
                assert!(says("data-ended=\"agreement\""), "{q}: {}", a.body);
                let r = get(&format!("/play/record?{q}&end=draw")).await;
                let rec = sibi_solver::record::read_canonical(&r.body).unwrap();
                assert_eq!(rec.meta.outcome.winner, None, "{q}");
                assert_eq!(
                    rec.meta.outcome.termination,
                    sibi_solver::record::Termination::Agreement
                );
                assert!(r.body.contains("end: agreement"), "{}", r.body);
            } else {
                // The game goes on: the player's move, the offer again with the rule, and its
                // link without the offer.
                assert!(says("Your move (Red).") && says(&rule), "{q}: {}", a.body);
                assert!(!says("data-ended="), "{q}");
                let link = format!("id=\"link\" href=\"/play?{}\"", q.replace('&', "&amp;"));
                assert!(says(&link), "{q}: {}", a.body);
            }
        }
    }
    // In Korean: one accepted, one declined.
    let (start, mv, _) = cases.iter().find(|c| c.2 == Wdl::Loss).unwrap();
    let q = format!(
        "pos={}&level=10&side=d&seed=3&moves={}&end=draw&lang=ko",
        enc(start),
        enc(mv)
    );
    let ko = get(&format!("/play?{q}")).await;
    assert!(
        ko.body
            .contains("엔진이 무승부 제안을 받아들여 비겼습니다(1수 만에)."),
        "{}",
        ko.body
    );
    let (start, mv, _) = cases.iter().find(|c| c.2 == Wdl::Win).unwrap();
    let q = format!(
        "pos={}&level=10&side=d&seed=3&moves={}&end=draw&lang=ko",
        enc(start),
        enc(mv)
    );
    let ko = get(&format!("/play?{q}")).await;
    assert!(
        ko.body.contains("엔진이 무승부 제안을 거절했습니다.")
            && ko.body.contains("10단계 엔진은 자기가 지는 국면일 때만"),
        "{}",
        ko.body
    );
    assert!(ko.body.contains(">기권</a>") && ko.body.contains(">무승부 제안</a>"));
}

/// Two players: the page has its own title; the side to move resigns; a draw offer is agreed.
#[tokio::test]
async fn two_players_resign_and_agree() {
    let base = "/play?pos=K3%2F4%2F3k+P+a&opponent=human&side=a&seed=1&moves=A1B1";
    let a = get(base).await;
    assert!(
        a.body
            .contains("<title>sibi · Two players on one board</title>")
            && a.body.contains("<h1>Two players on one board</h1>"),
        "{}",
        a.body
    );
    assert!(a
        .body
        .contains("Between two players a draw offer is agreed at once."));
    let ko = get(&format!("{base}&lang=ko")).await;
    assert!(ko.body.contains("<h1>둘이서 두기</h1>"), "{}", ko.body);
    let a = get(&format!("{base}&end=resign")).await;
    assert!(
        a.body.contains("Red resigned, and Green wins (1 ply)."),
        "{}",
        a.body
    );
    let ko = get(&format!("{base}&end=resign&lang=ko")).await;
    assert!(
        ko.body
            .contains("빨강이 기권해 초록이 이겼습니다(1수 만에)."),
        "{}",
        ko.body
    );
    let a = get(&format!("{base}&end=draw")).await;
    assert!(a.body.contains("Drawn by agreement (1 ply)."), "{}", a.body);
    // Against the engine the title stays.
    let a = get("/play?pos=K3%2F4%2F3k+P+a&level=3&side=a&seed=1").await;
    assert!(
        a.body.contains("<h1>Play against the engine</h1>"),
        "{}",
        a.body
    );
}

/// The tools' row: every link separated by " · ", the values' switch and the download too.
#[tokio::test]
async fn the_tools_are_separated() {
    let q = "/play?pos=K3%2F4%2F3k+P+a&level=5&side=a&seed=1&moves=A1B1+D3C3&end=resign";
    for lang in ["en", "ko"] {
        let a = get(&format!("{q}&lang={lang}")).await;
        let row = tools(&a.body);
        let links = row.matches("<a ").count();
        assert!(links >= 4, "{row}");
        assert_eq!(row.matches(" · ").count(), links - 1, "{row}");
        assert!(row.contains("</span> · <a id=\"download\""), "{row}");
    }
}
