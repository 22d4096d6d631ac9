//! The rough edges of the record pages: the annotate form's example and its link to the
//! record formats, plain move lists sent through the form, the empty form, a record over the
//! byte limit without the script, and a game's final position.

use super::*;
use crate::page::Ctx;
use crate::record_edges::{self, EXAMPLE_MOVES, EXAMPLE_RECORD};
use sibi_solver::limits::MAX_RECORD_BYTES;
use sibi_solver::line::play_line;
use sibi_solver::record::{read_game, read_move_list, Expected, Format, Outcome, Termination};
use sibi_solver::{Color, PieceSet, Position};

/// The form as the page sends it, with the first mover chosen.
fn form_post(record: &str, first: &str, lang: &str) -> Request<Body> {
    annotate_form_fields(&[("lang", lang), ("record", record), ("first", first)])
}

#[tokio::test]
async fn the_form_shows_a_real_example_and_links_the_formats() {
    for (lang, intro) in [("en", "death match"), ("ko", "데스매치")] {
        let f = get(&format!("/games/annotate?lang={lang}")).await;
        assert_eq!(f.status, StatusCode::OK);
        assert!(f.body.contains(intro), "{}", f.body);
        assert!(f.body.contains("C2B2\t# 1. 이종범: B2子x"), "{}", f.body);
        assert!(f.body.contains(EXAMPLE_MOVES), "{}", f.body);
        let href = format!(r##"href="/rules?lang={lang}#records""##);
        assert!(f.body.contains(&href), "{}", f.body);
        // The first-mover choice, in the glossary's side names.
        let (green, red) = if lang == "ko" {
            ("초록", "빨강")
        } else {
            ("Green", "Red")
        };
        assert!(f
            .body
            .contains(&format!(r#"<option value="a" selected>{green}</option>"#)));
        assert!(f
            .body
            .contains(&format!(r#"<option value="d">{red}</option>"#)));
    }
    // The section the link leads to.
    let rules = get("/rules?lang=en").await;
    assert!(
        rules.body.contains(r#"<h2 id="records">Records</h2>"#),
        "{}",
        rules.body
    );
    assert!(rules.body.contains("A plain move list"));
    // The example is a real record: the broadcast's first four plies, legal, and the move
    // list says the same moves with Red first.
    let full = Expected {
        rules: sibi_solver::Rules::TwelveJanggi,
        pieces: PieceSet::FULL,
        max_plies: usize::MAX,
    };
    let game = read_game(EXAMPLE_RECORD, Format::Any, full, None).unwrap();
    assert_eq!((game.replay.len(), game.replay.illegal.clone()), (4, None));
    let broadcast = include_str!("../../../data/broadcast/black-garnet-07-deathmatch.gibo");
    let whole = read_game(broadcast, Format::Canonical, full, None).unwrap();
    assert_eq!(game.replay.line.moves(), &whole.replay.line.moves()[..4]);
    let list = read_move_list(EXAMPLE_MOVES, Color::D).unwrap();
    assert_eq!(list.replay().line.moves(), game.replay.line.moves());
}

#[tokio::test]
async fn a_plain_move_list_is_read_in_each_form() {
    // This server has the P table: a move list is a game of the full set from the start
    // position, which it refuses by naming the sets; so every form was read as a record (a
    // text that is no record gets the reader's error instead).
    for list in [
        "C2B2 A1B2 P*C2 B2A1",
        "1. C2B2 2. A1B2\n3. P*C2 4. B2A1",
        "1 B2子x\n2 B2相x\n3 C2子打\n4 A1相",
        "B2子x B2相x C2子打 A1相",
    ] {
        let a = send(form_post(list, "d", "en")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{list:?}");
        assert!(
            a.body.contains("this server's table is twelve-janggi P"),
            "{list:?}: {}",
            a.body
        );
        // The form again, with the text and the first mover chosen.
        assert!(
            a.body.contains(r#"<option value="d" selected>"#),
            "{}",
            a.body
        );
        let api = send(
            Request::post("/api/v1/annotate")
                .body(Body::from(list))
                .unwrap(),
        )
        .await;
        assert!(api.json()["error"]
            .as_str()
            .unwrap()
            .contains("this server's table is twelve-janggi P"));
    }
    let a = send(form_post("C2B2 X9", "d", "en")).await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    assert!(a.prose().contains("`X9` is not a move"), "{}", a.body);
}

#[tokio::test]
async fn an_empty_form_says_it_is_empty() {
    for (lang, words) in [
        ("en", "The form is empty. Paste a record or choose a file."),
        (
            "ko",
            "입력란이 비어 있습니다. 기보를 붙여 넣거나 파일을 고르세요.",
        ),
    ] {
        for blank in ["", "  \n\t\n"] {
            let a = send(form_post(blank, "a", lang)).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST);
            assert!(a.body.contains(words), "{}", a.body);
            assert!(a.body.contains(r#"<textarea id="record""#));
        }
    }
    let api = send(
        Request::post("/api/v1/annotate")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(api.status, StatusCode::BAD_REQUEST);
    assert!(api.json()["error"]
        .as_str()
        .unwrap()
        .contains("The form is empty"));
}

#[tokio::test]
async fn a_record_over_the_limit_is_refused_without_the_script() {
    // The page gives its script the limit and the words.
    let f = get("/games/annotate?lang=ko").await;
    assert!(
        f.body
            .contains(&format!(r#"data-max-bytes="{MAX_RECORD_BYTES}""#)),
        "{}",
        f.body
    );
    let words = format!("기보가 {MAX_RECORD_BYTES}바이트보다 큽니다");
    assert!(f.body.contains(&format!(r#"data-too-large="{words}""#)));
    assert!(f.body.contains(r#"id="annotate-refused""#));
    // Without the script the server refuses it: 413 and the same words. (Korean text: three
    // bytes a character, so the limit is passed in bytes, not characters.)
    let over = "子".repeat(MAX_RECORD_BYTES / 3 + 1);
    assert!(over.len() > MAX_RECORD_BYTES && over.chars().count() < MAX_RECORD_BYTES);
    // (The body over the limit is refused before its `lang` field is read: the words are in
    // the language of the request's headers, English here.)
    let a = send(form_post(&over, "a", "ko")).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    let en = format!("the record is larger than {MAX_RECORD_BYTES} bytes");
    assert!(a.body.contains(&en), "{}", a.body);
}

/// The final board of a line, as the last page draws it.
fn final_board(
    line: &sibi_solver::line::Line,
    outcome: Outcome,
    lang: crate::i18n::Lang,
) -> String {
    let ctx = Ctx {
        lang,
        lang_explicit: false,
        flip: false,
        hide: false,
        show: false,
        hint: 0,
    };
    let players = ["Green".to_string(), "Red".to_string()];
    record_edges::final_position(
        &ctx,
        line,
        sibi_solver::Rules::TwelveJanggi,
        &players,
        outcome,
    )
    .into_string()
}

/// The piece drawn on square `sq` of a board's HTML (its `span.pc` tag), if any.
fn piece_on(html: &str, sq: &str) -> Option<String> {
    let at = html.find(&format!(r#"data-sq="{sq}""#))?;
    let cell = &html[at..];
    let cell = &cell[..cell.find("</div>").unwrap()];
    let pc = cell.find(r#"<span class="pc"#)?;
    let tag = &cell[pc..];
    Some(tag[..tag.find('>').unwrap()].to_string())
}

#[test]
fn the_final_position_shows_the_king_taken_and_the_winner() {
    // Green's 子 takes Red's 子 (B2C2), Red's 將 steps to C1, Green's 子 takes Red's 王 on D2
    // (by hand on the start position, docs/RULES.md).
    let mv = |s: &str| sibi_solver::notation::parse_move(s).unwrap();
    let (line, illegal) = play_line(
        Position::start(Color::A),
        sibi_solver::Rules::TwelveJanggi,
        ["B2C2", "D1C1", "C2D2"].map(mv),
    );
    assert!(illegal.is_none());
    let won = Outcome {
        winner: Some(Color::A),
        termination: Termination::KingCapture,
    };
    let html = final_board(&line, won, crate::i18n::Lang::En);
    // D2 holds Green's 子, the winner's; Red's 王 is nowhere.
    let d2 = piece_on(&html, "D2").expect("a piece on D2");
    assert!(
        d2.contains("pc a winner") && d2.contains(r#"data-role="P""#),
        "{d2}"
    );
    assert!(
        !html.contains(r#"class="pc d " title="Red: king""#),
        "{html}"
    );
    assert_eq!(html.matches(r#"data-role="K""#).count(), 1, "{html}");
    // The loser's pieces are not classed; Green's 王 is.
    let a2 = piece_on(&html, "A2").unwrap();
    assert!(
        a2.contains("pc a winner") && a2.contains(r#"data-role="K""#),
        "{a2}"
    );
    let d1 = piece_on(&html, "C1").unwrap();
    assert!(d1.contains("pc d") && !d1.contains("winner"), "{d1}");
    assert!(html.contains(r#"data-winner="a""#));
    assert!(html.contains("Final position"));
    assert!(html.contains("Green won"), "{html}");
    // In Korean.
    let ko = final_board(&line, won, crate::i18n::Lang::Ko);
    assert!(ko.contains("마지막 국면") && ko.contains("초록"), "{ko}");
    // Moves as written: the final board of a line without an end has no winner's class.
    let (going, _) = play_line(
        Position::start(Color::A),
        sibi_solver::Rules::TwelveJanggi,
        [mv("B2C2")],
    );
    let html = final_board(&going, Outcome::UNKNOWN, crate::i18n::Lang::En);
    assert!(!html.contains("winner"), "{html}");
    assert!(piece_on(&html, "C2").unwrap().contains("pc a"));
}

#[tokio::test]
async fn an_annotated_record_ends_with_its_final_position() {
    // On the P table: Green's 王 A1 takes Red's 王 on B2 (`K3/1k2/4 P a`, win 1 by A1B2).
    let record = "format: sibi-record 2\nposition: K3/1k2/4 P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\nA1B2\n";
    let a = send(form_post(record, "a", "en")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let end = &a.body[a.body.find("final-position").expect("the final position")..];
    let b2 = piece_on(end, "B2").unwrap();
    assert!(
        b2.contains("pc a winner") && b2.contains(r#"data-role="K""#),
        "{b2}"
    );
    assert_eq!(piece_on(end, "A1"), None);
    assert!(end.contains("won"), "{end}");
}
