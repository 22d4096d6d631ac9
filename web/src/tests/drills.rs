//! `GET /api/v1/drill`: an answer judged against the move played, on the `P` table where
//! `K3/1k2/4 P a` is won in 1 by A1B2 only (a's 王 takes d's; by hand, tests.rs).

use super::*;

const POS: &str = "pos=K3%2F1k2%2F4+P+a";

/// The capture is best whatever was played; the move played itself is never better than
/// itself, so answering it is wrong, and the refutation is the line after it; the best moves
/// are A1B2 alone.
#[tokio::test]
async fn an_answer_is_judged_against_the_move_played() {
    let a = get(&format!("/api/v1/drill?{POS}&move=A1B2&played=A1A2")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let j = a.json();
    assert_eq!(j["verdict"], "best");
    assert_eq!(j["answer"]["move"], "A1B2");
    assert_eq!(
        j["answer"]["value"],
        serde_json::json!({"wdl": "win", "dtm": 1})
    );
    assert_eq!(j["played"]["move"], "A1A2");
    assert_eq!(j["best"].as_array().unwrap().len(), 1);
    assert_eq!(j["best"][0]["move"], "A1B2");
    assert_eq!(j["refutation"], serde_json::Value::Null);

    let a = get(&format!("/api/v1/drill?{POS}&move=a1a2&played=A1A2")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let j = a.json();
    assert_eq!(j["verdict"], "wrong");
    let refutation = &j["refutation"];
    assert!(refutation["moves"].is_array(), "{}", a.body);
    // The refutation starts where the answer leads: its first move is d's.
    let first = refutation["moves"][0]["move"].as_str().unwrap_or("");
    let after = j["answer"]["position_after"].as_str().unwrap();
    assert!(after.ends_with(" d"), "{after}");
    assert!(!first.is_empty(), "{}", a.body);
}

/// Missing moves, a move that does not read or is not legal, more than one move, and a game
/// already over are 400 with a JSON error that says so.
#[tokio::test]
async fn a_drill_that_cannot_be_judged_is_refused() {
    for (query, needle) in [
        (format!("{POS}&move=A1B2"), "needs two moves"),
        (format!("{POS}&played=A1B2"), "needs two moves"),
        (
            format!("{POS}&move=A1A2+B2C2&played=A1A2"),
            "needs two moves",
        ),
        (format!("{POS}&move=Z9&played=A1A2"), "Z9"),
        (format!("{POS}&move=A1C3&played=A1A2"), "not legal"),
        ("move=A1B2&played=A1A2".to_string(), "missing pos"),
        (
            format!("{POS}+moves+A1B2&move=A1B2&played=A1A2"),
            "game is over",
        ),
    ] {
        let a = get(&format!("/api/v1/drill?{query}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{query}: {}", a.body);
        let e = a.json()["error"].as_str().unwrap().to_string();
        assert!(e.contains(needle), "{query}: {e}");
    }
}
