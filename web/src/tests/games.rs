//! The broadcast games and the annotation of posted records (`/games`, `/games/annotate`, `POST /api/v1/annotate`).

use super::*;

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
    let e = send(post("| no table here |")).await;
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

/// A record refused by `/games/annotate` and `POST /api/v1/annotate` in words: the English is
/// the text the server always gave (the JSON keeps it), the Korean is Korean.
#[test]
fn refusals_in_words() {
    use crate::broadcast_games::Refusal;
    use crate::catalogue::Lang;
    use sibi_solver::limits::MAX_RECORD_BYTES;
    use sibi_solver::record::Refused;
    let cases = [
        (
            Refusal::TooLarge,
            format!("the record is larger than {MAX_RECORD_BYTES} bytes"),
        ),
        (Refusal::NotUtf8, "the record is not UTF-8 text".to_string()),
        (
            Refusal::Refused(Box::new(Refused::OtherTable {
                rules: Rules::TwelveJanggi,
                pieces: sibi_solver::PieceSet::FULL,
                table_rules: Rules::TwelveJanggi,
                table_pieces: "P".parse().unwrap(),
            })),
            "the record is a twelve-janggi game of the piece set GGMMPP, but this server's table \
             is twelve-janggi P"
                .to_string(),
        ),
        (
            Refusal::Refused(Box::new(Refused::TooLong {
                plies: 201,
                max: 200,
            })),
            "the record has 201 plies, but this server annotates records of at most 200 plies \
             (sibi annotate reads longer ones)"
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
    use crate::broadcast_games::Refusal;
    use sibi_solver::record::Refused;
    use sibi_solver::table::ProbeError;
    let damaged = Refusal::Table(ProbeError::Table {
        path: "t.sibi".into(),
        cause: sibi_solver::table::BlockError::CorruptBlock {
            block: 3,
            kind: sibi_solver::table::CorruptKind::Checksum,
        },
    });
    assert_eq!(damaged.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let other = Refusal::Refused(Box::new(Refused::OtherTable {
        rules: Rules::TwelveJanggi,
        pieces: sibi_solver::PieceSet::FULL,
        table_rules: Rules::TwelveJanggi,
        table_pieces: "P".parse().unwrap(),
    }));
    assert_eq!(other.status(), StatusCode::BAD_REQUEST);
    let long = Refusal::Refused(Box::new(Refused::TooLong {
        plies: 201,
        max: 200,
    }));
    assert_eq!(long.status(), StatusCode::PAYLOAD_TOO_LARGE);
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

/// `--max-record-plies`: a record at the limit is annotated, one ply longer gets 413 naming
/// the limit, from the API (JSON) and the form (a page in the request's language).
#[tokio::test]
async fn records_longer_than_the_server_annotates_are_refused() {
    let max = crate::heavy_work::DEFAULT_MAX_RECORD_PLIES;
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
            "the record has {} plies, but this server annotates records of at most {max} plies",
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
