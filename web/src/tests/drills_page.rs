//! `/drills` (the page, both languages, what it says without JavaScript, the words and the
//! built-in set it gives its script), `/drills/board`, and the button "practise this" beside a
//! mistake or a blunder of an annotated game. The built-in set's count on the full table is
//! checked by `full_table_the_built_in_set_is_every_broadcast_mistake` (ignored without it).

use super::*;
use crate::broadcast_games::Games;
use crate::drills_page::{
    broadcast_mistakes, DRILLS_FORMAT, DRILLS_VERSION, MAX_DRILLS_FILE_BYTES,
};

/// The JSON block the page gives its script.
fn page_data(body: &str) -> serde_json::Value {
    let start = body
        .find("<script id=\"drills-data\" type=\"application/json\">")
        .expect("the page's data block");
    let rest = &body[start..];
    let open = rest.find('>').unwrap() + 1;
    let close = rest.find("</script>").unwrap();
    serde_json::from_str(&rest[open..close]).unwrap()
}

/// In English and in Korean: the title, the boxes' rule (a good answer keeps its box), the
/// sentence and the explorer link a page without JavaScript shows, the app hidden until the
/// script shows it, the script's words in the page's language, the file's format, version and
/// limit; on the `P` table no built-in set (it needs the full table), said so.
#[tokio::test]
async fn the_page_in_both_languages_and_without_javascript() {
    for (lang, title, needs_js, link, good, none) in [
        (
            "en",
            "<h1>Drills</h1>",
            "Drills need JavaScript, because they live in your browser.",
            "Open the position analysis",
            "keeps the drill in its box",
            "The broadcast mistakes need the full table",
        ),
        (
            "ko",
            "<h1>복습</h1>",
            "복습 문제는 브라우저에 저장되므로 자바스크립트가 필요합니다.",
            "국면 분석 열기",
            "상자가 그대로이고",
            "방송 대국의 실수에는 십이장기 전체 테이블이 필요한데",
        ),
    ] {
        let a = get(&format!("/drills?lang={lang}")).await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        let b = &a.body;
        assert!(b.contains(title), "{lang}: {b}");
        assert!(b.contains(good), "{lang}: {b}");
        assert!(b.contains(none), "{lang}: {b}");
        let noscript = &b[b.find("<noscript>").unwrap()..b.find("</noscript>").unwrap()];
        assert!(noscript.contains(needs_js), "{lang}: {noscript}");
        assert!(
            noscript.contains(&format!("<a href=\"/?lang={lang}\">{link}</a>")),
            "{lang}: {noscript}"
        );
        assert!(b.contains("<div id=\"drills-app\" hidden>"), "{lang}");
        // The navigation links the page, in the page's language.
        assert!(
            b.contains(&format!("href=\"/drills?lang={lang}\"")),
            "{lang}"
        );
        let data = page_data(b);
        assert_eq!(data["format"], DRILLS_FORMAT);
        assert_eq!(data["version"], DRILLS_VERSION);
        assert_eq!(data["max_bytes"], MAX_DRILLS_FILE_BYTES);
        assert_eq!(data["box_days"], serde_json::json!([1, 2, 4, 8, 16, 32]));
        assert_eq!(data["table"], "twelve-janggi P");
        assert_eq!(data["lang"], lang);
        assert_eq!(data["builtin"], serde_json::json!([]));
        let words = data["words"].as_object().unwrap();
        let verdicts = [
            ("en", ["Best", "Good", "Wrong"]),
            ("ko", ["최선", "좋은 수", "틀림"]),
        ];
        let expected = verdicts.iter().find(|(l, _)| *l == lang).unwrap().1;
        for (key, word) in ["verdict-best", "verdict-good", "verdict-wrong"]
            .iter()
            .zip(expected)
        {
            assert_eq!(words[*key], word, "{lang}");
        }
        assert!(words["said-good"].as_str().unwrap().contains("{box}"));
        assert!(words["bad-too-big"].as_str().unwrap().contains("{max}"));
        // The drills of other tables, counted apart: English says one or more, Korean the same
        // sentence; the script fills in how many and which tables.
        let (one, more) = (
            words["other-table-one"].as_str().unwrap(),
            words["other-table"].as_str().unwrap(),
        );
        let (one_starts, more_starts) = match lang {
            "en" => (
                "One drill of another table is kept",
                "{n} drills of other tables are kept",
            ),
            _ => (
                "다른 테이블의 복습 문제 1개가",
                "다른 테이블의 복습 문제 {n}개가",
            ),
        };
        assert!(
            one.starts_with(one_starts) && one.contains("({tables})"),
            "{one}"
        );
        assert!(
            more.starts_with(more_starts) && more.contains("({tables})"),
            "{more}"
        );
    }
}

/// A drill's board, drawn by the server from its position text, with no value on it; a bad
/// position is refused with the reader's message.
#[tokio::test]
async fn a_drill_s_board() {
    let a = get("/drills/board?pos=K3%2F1k2%2F4+P+a&lang=ko").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.body.contains("data-sq=\"A1\""), "{}", a.body);
    assert!(a.body.contains("data-side=\"a\""), "{}", a.body);
    assert!(!a.body.contains("data-wdl"), "{}", a.body);
    let a = get("/drills/board?pos=K3%2F1k2%2F9+P+a").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
}

/// A finished `/play` game's annotation offers "practise this" beside its blunder (a's 王
/// steps next to d's, A1A2, and is taken): hidden until the script shows it, holding the
/// position before the move, the move and the table; none beside the capture (best).
#[tokio::test]
async fn a_blunder_of_a_finished_game_can_be_kept() {
    let q = "pos=K3%2F1k2%2F4+P+a&moves=A1A2+B2A2&level=10&side=a&seed=4";
    for (lang, word) in [("en", "Practise this"), ("ko", "복습하기")] {
        let a = get(&format!("/play/annotation?{q}&lang={lang}")).await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        let buttons = a.body.matches("class=\"practise\"").count();
        assert_eq!(buttons, 1, "{}", a.body);
        let at = a.body.find("class=\"practise\"").unwrap();
        let button = &a.body[at..at + a.body[at..].find("</button>").unwrap()];
        assert!(button.contains(" hidden "), "{button}");
        assert!(button.contains("data-pos=\"K3/1k2/4 P a\""), "{button}");
        assert!(button.contains("data-played=\"A1A2\""), "{button}");
        assert!(
            button.contains("data-table=\"twelve-janggi P\""),
            "{button}"
        );
        assert!(button.ends_with(word), "{button}");
    }
}

/// On the full table: the built-in set holds every mistake and blunder of the four broadcast
/// games, counted here from the library's own annotation of the records (its summary: the
/// blunders' plies and the mistakes of each side), and each drill's position and move are
/// those of its ply.
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn full_table_the_built_in_set_is_every_broadcast_mistake() {
    use sibi_solver::query::annotate::annotate_game;
    use sibi_solver::record::{read_game, Expected, Format};
    let dir = std::env::var("SIBI_E2E_TABLEBASE_DIR")
        .expect("SIBI_E2E_TABLEBASE_DIR names the folder of the full table");
    let (rules, pieces) = (Rules::TwelveJanggi, sibi_solver::PieceSet::FULL);
    let path = std::path::Path::new(&dir).join("twelve-janggi-GGMMPP.sibi");
    let table = Tablebase::open(&path, rules, pieces).unwrap();
    let games = Games::load(&table);
    let set = broadcast_mistakes(&games);
    let broadcast = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/broadcast");
    let mut expected = 0;
    let mut names = Vec::new();
    for name in [
        "black-garnet-07-deathmatch",
        "black-garnet-final",
        "grand-final-11-round1",
        "grand-final-11-round2",
    ] {
        let text = std::fs::read_to_string(broadcast.join(format!("{name}.gibo"))).unwrap();
        let exp = Expected {
            rules,
            pieces,
            max_plies: usize::MAX,
        };
        let a = annotate_game(
            &table,
            read_game(&text, Format::Canonical, exp, None).unwrap(),
        )
        .unwrap();
        let s = &a.summary;
        let n = s.blunders.len() + s.mistakes[0] + s.mistakes[1];
        expected += n;
        assert_eq!(set.iter().filter(|d| d.game == name).count(), n, "{name}");
        names.push(name);
        for d in set.iter().filter(|d| d.game == name) {
            let p = &a.plies[d.ply - 1];
            assert_eq!(d.pos, p.position.to_string(), "{name} ply {}", d.ply);
            assert_eq!(d.played, p.mv.to_string(), "{name} ply {}", d.ply);
        }
    }
    assert!(expected > 0);
    assert_eq!(set.len(), expected);
    assert!(set.iter().all(|d| names.contains(&d.game.as_str())));
    assert!(set.iter().all(|d| d.table == "twelve-janggi GGMMPP"));
}
