//! `GET /api/v1/record` (a line as a file to save: the canonical record or the broadcast
//! table), read back by the library's record reader, and the explorer's `line=`.

use super::*;
use sibi_solver::record::{read_any, Termination};
use sibi_solver::Position;

/// The start position with Green to move, as position text.
fn start() -> String {
    Position::start(sibi_solver::Color::A).to_string()
}

/// The moves of a downloaded record, as the library's reader replays them.
fn moves_of(text: &str) -> Vec<String> {
    let rec = read_any(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let replay = rec.record().replay();
    assert!(replay.illegal.is_none(), "{text}");
    replay.line.moves().iter().map(|m| m.to_string()).collect()
}

/// A line from the start position in both formats: the file's headers, and each read back
/// to the same moves, players and first mover; in Korean the players are 초록 and 빨강.
#[tokio::test]
async fn a_line_downloads_as_a_record_and_as_a_broadcast_table() {
    // 子 B2 takes C2 (check), 相 D3 takes it back.
    let line = format!("{} moves B2C2 D3C2", start());
    for (format, file) in [
        ("canonical", "sibi-line.gibo"),
        ("broadcast", "sibi-line-broadcast.txt"),
    ] {
        let a = get(&format!(
            "/api/v1/record?pos={}&format={format}",
            enc(&line)
        ))
        .await;
        assert_eq!(a.status, StatusCode::OK, "{format}: {}", a.body);
        assert_eq!(
            a.headers[header::CONTENT_DISPOSITION].to_str().unwrap(),
            format!("attachment; filename=\"{file}\"")
        );
        assert!(a.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain"));
        assert_eq!(moves_of(&a.body), ["B2C2", "D3C2"], "{format}");
        let rec = read_any(&a.body).unwrap();
        let meta = &rec.record().meta;
        assert_eq!(meta.players, ["Green".to_string(), "Red".into()]);
        assert_eq!(meta.first, sibi_solver::Color::A);
        assert_eq!(meta.outcome.termination, Termination::Unfinished);
    }
    let canonical = get(&format!("/api/v1/record?pos={}", enc(&line))).await;
    assert!(canonical.body.contains("format: sibi-record 2\n"));
    assert!(!canonical.body.contains("position:"), "{}", canonical.body);
    let table = get(&format!(
        "/api/v1/record?pos={}&format=broadcast",
        enc(&line)
    ))
    .await;
    assert!(
        table
            .body
            .contains("| 1 | 子 B2 → C2 (子x) + | 相 D3 → C2 (子x) |"),
        "{}",
        table.body
    );
    let ko = get(&format!(
        "/api/v1/record?pos={}&format=broadcast&lang=ko",
        enc(&line)
    ))
    .await;
    assert!(
        ko.body.contains("| No | 초록(先) | 빨강(後) |"),
        "{}",
        ko.body
    );
}

/// A line of another piece set, ended by a king capture: the record says where it starts and
/// who won; the broadcast table refuses it (no start position in a table), as it refuses a
/// start without a move.
#[tokio::test]
async fn the_broadcast_table_only_from_the_start_position() {
    let line = "K3/1k2/4 P a moves A1B2";
    let a = get(&format!("/api/v1/record?pos={}", enc(line))).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.body.contains("position: K3/1k2/4 P a\n"), "{}", a.body);
    assert_eq!(moves_of(&a.body), ["A1B2"]);
    let rec = read_any(&a.body).unwrap();
    assert_eq!(
        rec.record().meta.outcome.termination,
        Termination::KingCapture
    );
    assert_eq!(
        rec.record().meta.outcome.winner,
        Some(sibi_solver::Color::A)
    );
    let a = get(&format!(
        "/api/v1/record?pos={}&format=broadcast",
        enc(line)
    ))
    .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    assert!(
        a.json()["error"]
            .as_str()
            .unwrap()
            .contains("only a game of 십이장기 from its start position"),
        "{}",
        a.body
    );
    let a = get(&format!(
        "/api/v1/record?pos={}&format=broadcast",
        enc(&start())
    ))
    .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("at least one move"), "{}", a.body);
}

/// Refused with a 400 and the reason: no line, a bad format, an illegal move, a line longer
/// than a line may be (`MAX_QUERY_BYTES`, the one limit of a line).
#[tokio::test]
async fn bad_and_too_long_lines_are_refused() {
    let max = sibi_solver::limits::MAX_QUERY_BYTES;
    let long = format!("{}{}", start(), " ".repeat(max));
    for (query, needle) in [
        ("format=canonical".to_string(), "missing pos".to_string()),
        (
            format!("pos={}&format=pdf", enc(&start())),
            "`format=pdf` is not a format".to_string(),
        ),
        (
            format!("pos={}", enc(&format!("{} moves B2B3", start()))),
            "move 1 (B2B3)".to_string(),
        ),
        (
            format!("pos={}", enc(&long)),
            format!("longer than the {max} bytes a line may have"),
        ),
    ] {
        let a = get(&format!("/api/v1/record?{query}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{query}: {}", a.body);
        let e = a.json()["error"].as_str().unwrap().to_string();
        assert!(e.contains(&needle), "{query}: {e}");
    }
}

/// The explorer's `line=`: the page draws the line (without the script), each ply a link in
/// the same line, the page's ply current, and the line's download link; a line the page does
/// not stand in is left out, a line too long is a 400.
#[tokio::test]
async fn the_explorer_draws_the_line_of_its_address() {
    // a's 王 A1 → A2 (the explorer's own tests link it so).
    let line = "K3/1k2/4 P a moves A1A2";
    let after = "4/Kk2/4 P d";
    let a = get(&format!(
        "/?pos={}&last=A1A2&line={}",
        enc(after),
        enc(line)
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(
        a.body.contains("<nav class=\"line\" aria-label"),
        "{}",
        a.body
    );
    assert!(
        a.body.contains(&format!(
            "<li class=\"current\"><a href=\"/?pos={}&amp;last=A1A2&amp;line={}\" data-ply=\"1\"",
            enc(after),
            enc(line)
        )),
        "{}",
        a.body
    );
    let dl = format!(
        "/api/v1/record?pos={}&amp;format=canonical&amp;lang=en",
        enc(line)
    );
    assert!(a.body.contains(&dl), "{}", a.body);
    // Not from the start position: no broadcast table offered.
    assert!(!a.body.contains("format=broadcast"), "{}", a.body);
    // A line the page is not in: the page as without it.
    let a = get(&format!(
        "/?pos={}&line={}",
        enc(after),
        enc("K3/1k2/4 P a")
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.contains("<nav class=\"line\" hidden"), "{}", a.body);
    let long = "x".repeat(sibi_solver::limits::MAX_QUERY_BYTES + 1);
    let a = get(&format!("/?pos={}&line={}", enc(after), enc(&long))).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.body.contains("a line may have"), "{}", a.body);
}
