//! The pressure of a move on the explorer and in `/api/v1/position`: the JSON field, the page's
//! figure with its explanation in both languages, and the order by pressure with its principal
//! variation (issue 43, item 3).

use sibi_solver::query::{
    best_report, parse_line, principal_variation, replies_and_pressure, BestReport, PvReport,
};
use sibi_solver::solve::Solution;
use sibi_solver::{PieceSet, Position, Wdl};

use super::super::explorer::order_by_pressure;
use super::*;

fn table(pieces: &str) -> (Solution, PieceSet) {
    let pieces: PieceSet = pieces.parse().unwrap();
    (
        solve(Rules::TwelveJanggi, pieces, &NoProgress).unwrap(),
        pieces,
    )
}

/// The report of `pos` with its principal variation.
fn report(table: &Solution, pieces: PieceSet, pos: &Position) -> BestReport {
    let line = parse_line(&pos.to_string(), Rules::TwelveJanggi, pieces).unwrap();
    best_report(table, &line, Some(1000)).unwrap()
}

/// About 2,000 positions of `table` spread over its index, where the game goes on.
fn sample(table: &Solution) -> Vec<Position> {
    let rules = Rules::TwelveJanggi;
    let index = table.index().clone();
    let step = (index.solved_len() / 2_000).max(1);
    let mut found = Vec::new();
    index.for_each_in(0..index.solved_len(), rules, |i, pos| {
        if let Some(pos) = pos.filter(|p| i % step == 0 && p.game_over(rules).is_none()) {
            found.push(pos);
        }
    });
    found
}

/// The order by pressure on many positions of the `GP` table: the same moves, by label then
/// pressure (the most first); the best moves the same ones; the principal variation plays the
/// first move shown, then the library's principal variation from there (up to a return to the
/// position, a repetition); and on some positions it is another first move than the traps'.
#[test]
fn the_order_by_pressure_and_its_principal_variation() {
    let (table, pieces) = table("GP");
    let (mut checked, mut other_first) = (0, 0);
    for pos in sample(&table) {
        let before = report(&table, pieces, &pos);
        let mut after = before.clone();
        order_by_pressure(&table, &pos, &mut after).unwrap();
        let key = |r: &BestReport| {
            let mut v: Vec<String> = r.moves.iter().map(|m| m.mv.to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(key(&before), key(&after), "{pos}");
        let pressure =
            |m: &sibi_solver::query::MoveLabel| m.pressure.map_or(0.0, |p| p.probability);
        for pair in after.moves.windows(2) {
            assert!(pair[0].value >= pair[1].value, "{pos}");
            if pair[0].value == pair[1].value {
                assert!(pressure(&pair[0]) >= pressure(&pair[1]), "{pos}");
            }
        }
        let best: Vec<_> = after.best.iter().map(|m| m.mv).collect();
        let expected: Vec<_> = after
            .moves
            .iter()
            .filter(|m| m.value == after.moves[0].value)
            .map(|m| m.mv)
            .collect();
        assert_eq!(best, expected, "{pos}");
        let pv = after.pv.as_ref().unwrap();
        let first = &after.moves[0];
        assert_eq!(pv.moves[0].mv, first.mv, "{pos}");
        assert_eq!(pv.moves[0].value, first.value, "{pos}");
        assert!(pv.moves[0].replies.is_none() && pv.moves[0].pressure.is_none());
        if let Some(next) = first.position_after {
            let rest = PvReport::from(&principal_variation(&table, &next, 999).unwrap());
            let n = pv.moves.len() - 1;
            assert_eq!(pv.moves[1..], rest.moves[..n], "{pos}");
            if n < rest.moves.len() {
                assert_eq!(
                    pv.moves[n].position_after,
                    Some(pos),
                    "cut where it comes back"
                );
            }
        }
        checked += 1;
        other_first += usize::from(before.moves[0].mv != first.mv);
    }
    assert!(checked >= 100 && other_first > 0, "{checked} {other_first}");
}

/// `/api/v1/position` gives each move its pressure, as the library computes it at the
/// position after the move; none on the king capture nor in the principal variation.
#[tokio::test]
async fn the_json_field() {
    let (table, _) = table("P");
    let j = get("/api/v1/position?pos=K3/1k2/4+P+a&line=1").await.json();
    assert!(j["moves"][0].get("pressure").is_none(), "a king capture");
    assert!(j["pv"]["moves"][0].get("pressure").is_none());
    let moves = j["moves"].as_array().unwrap();
    for m in &moves[1..] {
        let after = Position::parse(
            m["position_after"].as_str().unwrap(),
            Rules::TwelveJanggi,
            "P".parse().unwrap(),
        )
        .unwrap();
        let (replies, pressure) = replies_and_pressure(&table, &after).unwrap();
        let p = &m["pressure"];
        assert_eq!(p["probability"].as_f64(), Some(pressure.probability), "{m}");
        assert_eq!(p["worsening"], pressure.worsening, "{m}");
        assert_eq!(p["total"], replies.total, "{m}");
        assert_eq!(p["level"], 5, "{m}");
        assert_eq!(m["replies"]["losing"], replies.losing, "{m}");
    }
}

/// The page: each drawing or losing move's pressure in a `span.pressure` with its explanation,
/// the control that orders by it (a link), and with `order=pressure` the links keeping the
/// order and the principal variation starting with the first move shown — in both languages.
#[tokio::test]
async fn the_page_shows_and_orders_by_pressure() {
    let (table, pieces) = table("P");
    // A position whose best moves (drawing or losing) differ in pressure: the order matters.
    let pos = sample(&table)
        .into_iter()
        .find(|p| {
            let r = report(&table, pieces, p);
            let best: Vec<f64> = r
                .moves
                .iter()
                .filter(|m| m.value == r.moves[0].value && m.value.wdl() != Wdl::Win)
                .filter_map(|m| m.pressure.map(|p| p.probability))
                .collect();
            best.iter().any(|&x| x != best[0])
        })
        .expect("a position of the P table whose best moves differ in pressure");
    let uri = format!("/?pos={}", crate::page::enc(&pos.to_string()));
    let b = get(&uri).await.body;
    assert!(
        b.contains(r#"<span class="pressure" data-pressure="#),
        "{b}"
    );
    assert!(b.contains("answers with a blunder"), "{b}");
    assert!(b.contains("<strong>most traps first</strong>"), "{b}");
    assert!(
        b.contains("&amp;order=pressure\">most pressure first</a>"),
        "{b}"
    );
    let b = get(&format!("{uri}&order=pressure")).await.body;
    assert!(b.contains("<strong>most pressure first</strong>"), "{b}");
    // The first move shown, then the principal variation's first move: the same.
    let first = |at: &str| {
        let i = b.find(at).unwrap_or_else(|| panic!("{at} in {b}"));
        let s = &b[i..];
        let k = s.find("data-move=\"").unwrap() + "data-move=\"".len();
        s[k..k + s[k..].find('"').unwrap()].to_string()
    };
    assert_eq!(first("<li class=\"mv "), first("<ol class=\"pv\""));
    assert!(
        b.contains("&amp;order=pressure\""),
        "the moves keep the order"
    );
    let mut expected = report(&table, pieces, &pos);
    order_by_pressure(&table, &pos, &mut expected).unwrap();
    assert_eq!(first("<li class=\"mv "), expected.moves[0].mv.to_string());
    let ko = get(&format!("{uri}&order=pressure&lang=ko")).await.body;
    assert!(
        ko.contains("압박 ") && ko.contains("<strong>압박 높은 순</strong>"),
        "{ko}"
    );
    assert!(
        ko.contains("5단계") && ko.contains("악수로 응수할 확률입니다"),
        "{ko}"
    );
}

/// In the default order too (equal labels by traps), the principal variation the page and
/// `/api/v1/position` show plays the first move of the list, then the library's principal
/// variation from there (up to a return to the position); on some positions of the `GP` table
/// the library's own line starts with another move, which `/api/v1/mainline` still gives.
#[test]
fn the_principal_variation_plays_the_first_move_shown() {
    use super::super::explorer::lead_with_first_move;
    let (table, pieces) = table("GP");
    let (mut checked, mut other_first) = (0, 0);
    for pos in sample(&table) {
        let before = report(&table, pieces, &pos);
        let mut after = before.clone();
        lead_with_first_move(&table, &pos, &mut after).unwrap();
        assert_eq!(before.moves, after.moves, "the list stays: {pos}");
        let pv = after.pv.as_ref().unwrap();
        let first = &after.moves[0];
        assert_eq!(pv.moves[0].mv, first.mv, "{pos}");
        if let Some(next) = first.position_after {
            let rest = PvReport::from(&principal_variation(&table, &next, 999).unwrap());
            let n = pv.moves.len() - 1;
            assert_eq!(pv.moves[1..], rest.moves[..n], "{pos}");
        }
        checked += 1;
        other_first += usize::from(before.pv.as_ref().unwrap().moves[0].mv != first.mv);
    }
    assert!(checked >= 100 && other_first > 0, "{checked} {other_first}");
}

/// The API and the page of the `P` table: on every sampled position the line starts with the
/// first move listed (JSON `moves[0]`, the page's first `data-move` of the list and of the
/// line).
#[tokio::test]
async fn the_api_and_the_page_lead_with_the_first_move() {
    let (table, _) = table("P");
    for pos in sample(&table).into_iter().step_by(20) {
        let q: String = form_urlencoded::byte_serialize(pos.to_string().as_bytes()).collect();
        let j = get(&format!("/api/v1/position?pos={q}&line=1"))
            .await
            .json();
        assert_eq!(j["pv"]["moves"][0]["move"], j["moves"][0]["move"], "{pos}");
        let page = get(&format!("/?pos={q}")).await.body;
        let first_move = j["moves"][0]["move"].as_str().unwrap();
        let pv_at = page.find(r#"<ol class="pv">"#).expect("a line");
        let first_in_pv = page[pv_at..]
            .find("data-move=\"")
            .map(|i| &page[pv_at + i + 11..]);
        assert!(
            first_in_pv.is_some_and(|s| s.starts_with(&format!("{first_move}\""))),
            "{pos}"
        );
    }
}
