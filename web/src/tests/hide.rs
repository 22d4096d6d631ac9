//! Values hidden until asked (`hide=1`), `show=1`, the hints in two steps (`hint=1|2`) on the
//! explorer, `/play` and both kinds of puzzles, and `/play`'s count of hints (`hints=N`).

use super::*;
use crate::i18n::Lang;
use sibi_solver::query::rank_moves;
use sibi_solver::{Move, Position, Value};

/// Kings on A1 and D3, a 子 in a's hand: steps and drops, of several values.
const WALK: &str = "K3/4/3k P a";

/// The position of `text` under the P table's rules.
fn position(text: &str) -> Position {
    Position::parse(text, Rules::TwelveJanggi, "P".parse().unwrap()).unwrap()
}

/// The values of `pos`'s moves, from the table through the library.
fn ranked(pos: &Position) -> Vec<(Move, Value)> {
    rank_moves(&state().table, pos)
        .unwrap()
        .iter()
        .map(|m| (m.mv, m.value))
        .collect()
}

/// The values of `data-NAME="…"` in `body`, in order.
fn attrs(body: &str, name: &str) -> Vec<String> {
    let needle = format!(" data-{name}=\"");
    body.match_indices(&needle)
        .map(|(k, _)| {
            let rest = &body[k + needle.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

/// What gives a value away on the explorer's page: its labels' words, the classes and data of
/// the verdict, the move groups, traps, pressure and principal variation.
fn value_marks(pos: &Position) -> Vec<String> {
    let mut marks: Vec<String> = ranked(pos)
        .iter()
        .map(|(_, v)| format!(">{}<", Lang::En.label(*v)))
        .collect();
    marks.extend(
        [
            "class=\"lbl\"",
            "data-wdl=\"win\"",
            "data-wdl=\"draw\"",
            "data-wdl=\"loss\"",
            "mv win",
            "mv draw",
            "mv loss",
            "class=\"traps\"",
            "class=\"pressure\"",
            "class=\"pv\"",
            "pvsec",
            "class=\"badge\"",
            "Winning moves",
            "Losing moves",
            "Principal variation",
            "graphsec",
        ]
        .map(String::from),
    );
    marks
}

/// The explorer with `hide=1` leaves every value out of the HTML (which the page without it
/// has), lists the moves in notation order, carries `hide=1` in its links and forms, and shows
/// the values again with `show=1`; the JSON API is the same with or without it.
#[tokio::test]
async fn the_hidden_explorer_leaves_the_values_out() {
    let pos = position(WALK);
    let page = format!("/?pos={}&lang=en", enc(WALK));
    let shown = get(&page).await;
    assert_eq!(shown.status, StatusCode::OK);
    let marks = value_marks(&pos);
    // The page that shows them has the marks this test looks for (some at least, and a label).
    let present: Vec<&String> = marks.iter().filter(|m| shown.body.contains(*m)).collect();
    assert!(present.len() >= 5, "{present:?}\n{}", shown.body);
    assert!(shown.body.contains("class=\"lbl\""));
    let hidden = get(&format!("{page}&hide=1")).await;
    assert_eq!(hidden.status, StatusCode::OK);
    for m in &marks {
        assert!(!hidden.body.contains(m.as_str()), "{m} in\n{}", hidden.body);
    }
    assert!(hidden.body.contains("Values hidden"), "{}", hidden.body);
    // No link to the JSON API, which gives every value at one click; there is one while the
    // values are shown (below, with show=1 too).
    assert!(shown
        .body
        .contains("<a class=\"api\" href=\"/api/v1/position?pos="));
    assert!(!hidden.body.contains("class=\"api\""), "{}", hidden.body);
    assert!(!hidden.body.contains("/api/v1/position"), "{}", hidden.body);
    // Every move, in notation order.
    let mut legal: Vec<String> = ranked(&pos).iter().map(|(m, _)| m.to_string()).collect();
    legal.sort();
    assert_eq!(attrs(&hidden.body, "move"), legal);
    // Every internal link keeps hide=1 but the switch that turns it off (and the JSON API's).
    let l = links::links(&hidden.body);
    let off: Vec<&String> = l.get.iter().filter(|h| !h.contains("hide=1")).collect();
    assert_eq!(
        off.iter().filter(|h| !h.starts_with("/api/")).count(),
        1,
        "{off:?}"
    );
    assert!(l.get.iter().any(|h| h.contains("show=1")), "{:?}", l.get);
    assert!(hidden.body.contains("name=\"hide\" value=\"1\""));
    // show=1: the values of this position, its links still hiding.
    let again = get(&format!("{page}&hide=1&show=1")).await;
    assert!(again.body.contains("class=\"lbl\""), "{}", again.body);
    assert!(again
        .body
        .contains("<a class=\"api\" href=\"/api/v1/position?pos="));
    assert!(links::links(&again.body)
        .get
        .iter()
        .filter(|h| h.starts_with("/?pos="))
        .all(|h| h.contains("hide=1") || !h.contains("last=")));
    // The API is not a page: hide changes nothing.
    let api = format!("/api/v1/position?pos={}&line=1", enc(WALK));
    assert_eq!(
        get(&api).await.body,
        get(&format!("{api}&hide=1")).await.body
    );
}

/// The address of the page's language switch (`a.lang`), unescaped.
fn lang_link(body: &str) -> String {
    let needle = "<a class=\"lang\" href=\"";
    let k = body.find(needle).expect("a language link") + needle.len();
    body[k..][..body[k..].find('"').unwrap()].replace("&amp;", "&")
}

/// The value of `key` in the query of `url`.
fn param(url: &str, key: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.into_owned())
}

/// The language switch keeps the page as it is: `show=1` (one position's values shown while
/// hiding is on) and the hint's step, on the explorer and on a finished `/play` game, both
/// ways; a page without them gets none.
#[tokio::test]
async fn the_language_link_keeps_show_and_the_hint() {
    let page = format!("/?pos={}&hide=1", enc(WALK));
    let shown = get(&format!("{page}&show=1&lang=en")).await;
    let to_ko = lang_link(&shown.body);
    let ko = get(&to_ko).await;
    assert!(ko.body.contains("<html lang=\"ko\">"), "{to_ko}");
    assert!(
        ko.body.contains("class=\"lbl\""),
        "{to_ko}: no values\n{}",
        ko.body
    );
    let to_en = lang_link(&ko.body);
    for l in [&to_ko, &to_en] {
        let q = |k: &str| param(l, k);
        assert_eq!(
            (q("hide"), q("show")),
            (Some("1".into()), Some("1".into())),
            "{l}"
        );
    }
    assert_eq!(links::lang_of(&to_en).as_deref(), Some("en"), "{to_en}");
    // Hidden, not shown: the switch leads to the hidden page.
    let hidden = lang_link(&get(&format!("{page}&lang=en")).await.body);
    assert!(
        !hidden.contains("show=1") && hidden.contains("hide=1"),
        "{hidden}"
    );
    // The hint's second step: the Korean page names the same move.
    let two = get(&format!("{page}&hint=2&lang=en")).await;
    let link = lang_link(&two.body);
    assert_eq!(param(&link, "hint").as_deref(), Some("2"), "{link}");
    let ko_two = get(&link).await;
    assert_eq!(
        attrs(&ko_two.body, "move").first(),
        attrs(&two.body, "move").first()
    );
    assert!(ko_two.body.contains("<html lang=\"ko\">"));
    // A finished game on /play, hidden and shown: the Korean page keeps its annotation.
    let over = format!(
        "/play?pos={}&moves=A1B2&level=10&side=a&seed=3&hide=1&show=1&lang=en",
        enc("K3/1k2/4 P a")
    );
    let en = get(&over).await;
    assert!(en.body.contains("id=\"annotation\""), "{}", en.body);
    let link = lang_link(&en.body);
    let ko = get(&link).await;
    assert!(ko.body.contains("<html lang=\"ko\">"), "{link}");
    assert!(
        ko.body.contains("id=\"annotation\""),
        "{link}: no annotation"
    );
}

/// The hint's steps on the hidden explorer: step 1 names and marks a piece that has a move of
/// the best value (and not the move), step 2 that move; both checked against the library's
/// ranking.
#[tokio::test]
async fn the_hints_two_steps_on_the_explorer() {
    let pos = position(WALK);
    let r = ranked(&pos);
    let best = r[0].1;
    let page = format!("/?pos={}&lang=en&hide=1", enc(WALK));
    let plain = get(&page).await;
    let l = links::links(&plain.body).get;
    assert!(l.iter().any(|h| h.ends_with("&hint=1")), "{l:?}");
    let one = get(&format!("{page}&hint=1")).await;
    let piece = attrs(&one.body, "piece");
    assert_eq!(piece.len(), 1, "{}", one.body);
    let has_best = r.iter().any(|(m, v)| {
        *v == best
            && match m {
                Move::Step { from, .. } => from.to_string() == piece[0],
                Move::Drop { role, .. } => format!("{}*", role.upper_char()) == piece[0],
            }
    });
    assert!(has_best, "{} has no best move: {r:?}", piece[0]);
    assert!(one.body.contains("Hint 1: the piece to move"));
    assert!(one.body.contains("hintpiece"), "{}", one.body);
    assert!(!one.body.contains("class=\"hint2\" data-move"));
    let two = get(&format!("{page}&hint=2")).await;
    let mv = attrs(&two.body, "move")
        .into_iter()
        .next()
        .expect("the hinted move first");
    let value = r.iter().find(|(m, _)| m.to_string() == mv).unwrap().1;
    assert_eq!(value, best, "{mv}");
    assert!(two.body.contains("Hint 2: the move"));
    // The hinted move starts on the piece step 1 named.
    assert!(
        mv.starts_with(piece[0].trim_end_matches('*')),
        "{mv} {piece:?}"
    );
    // No value given away by the hint either.
    for m in &value_marks(&pos) {
        assert!(!two.body.contains(m.as_str()), "{m}");
    }
}

/// `/play`: the hint's links count one hint (`hints=1`, both steps), the moves after it carry
/// the count, the finished game says how many were used (in English and Korean), and a hidden
/// finished game leaves its annotation out until shown.
#[tokio::test]
async fn play_counts_its_hints() {
    let game = format!("/play?pos={}&level=10&side=a&seed=3&lang=en", enc(WALK));
    let page = get(&game).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let l = links::links(&page.body).get;
    let ask = l
        .iter()
        .find(|h| h.ends_with("&hint=1"))
        .expect("a hint link")
        .clone();
    assert!(ask.contains("hints=1"), "{ask}");
    let one = get(&ask).await;
    let piece = attrs(&one.body, "piece");
    assert_eq!(piece.len(), 1, "{}", one.body);
    let l = links::links(&one.body).get;
    let step2 = l.iter().find(|h| h.ends_with("&hint=2")).unwrap();
    assert!(
        step2.contains("hints=1&") && !step2.contains("hints=2"),
        "{step2}"
    );
    let two = get(step2).await;
    let mv = attrs(&two.body, "move")
        .into_iter()
        .next()
        .expect("the hinted move first");
    assert!(
        mv.starts_with(piece[0].trim_end_matches('*')),
        "{mv} {piece:?}"
    );
    let r = ranked(&position(WALK));
    assert_eq!(
        r.iter().find(|(m, _)| m.to_string() == mv).unwrap().1,
        r[0].1
    );
    // The move links carry the count.
    let moves: Vec<String> = links::links(&two.body)
        .get
        .into_iter()
        .filter(|h| h.contains("moves="))
        .collect();
    assert!(!moves.is_empty() && moves.iter().all(|h| h.contains("hints=1")));
    // A finished game (a's 王 takes d's) says how many hints it used.
    let over = |extra: &str| {
        format!(
            "/play?pos={}&moves=A1B2&level=10&side=a&seed=3{extra}",
            enc("K3/1k2/4 P a")
        )
    };
    let en = get(&over("&hints=2&lang=en")).await;
    assert!(en.body.contains("2 hints used"), "{}", en.body);
    assert!(en.body.contains("id=\"annotation\""));
    let ko = get(&over("&hints=2&lang=ko")).await;
    assert!(ko.body.contains("힌트를 2번 썼습니다."), "{}", ko.body);
    let none = get(&over("&lang=en")).await;
    assert!(none.body.contains("No hints used"));
    let hidden = get(&over("&hints=2&lang=en&hide=1")).await;
    assert!(
        !hidden.body.contains("id=\"annotation\""),
        "{}",
        hidden.body
    );
    assert!(hidden.body.contains("2 hints used"));
    let show = links::links(&hidden.body)
        .get
        .into_iter()
        .find(|h| h.contains("show=1"))
        .expect("a link showing the values");
    assert!(get(&show).await.body.contains("id=\"annotation\""));
}

/// Both kinds of puzzle give the hint: its move is one of the best of the position.
#[tokio::test]
async fn puzzles_give_the_hint() {
    let (pos, _, _) = p_puzzle(4);
    let page = format!("/puzzles?pos={}&seed=0&lang=en", enc(&pos.to_string()));
    let two = get(&format!("{page}&hint=2")).await;
    assert_eq!(two.status, StatusCode::OK, "{}", two.body);
    let mv = attrs(&two.body, "move")
        .into_iter()
        .next()
        .expect("the hinted move first");
    let r = ranked(&pos);
    assert_eq!(
        r.iter().find(|(m, _)| m.to_string() == mv).unwrap().1,
        r[0].1
    );
    let st = state();
    let puzzles = st.puzzles().expect("the P table's puzzles");
    let (turns, _) = *puzzles.holding.last().expect("holding puzzles");
    let hold = puzzles.pick_holding(turns, 5).unwrap();
    let page = format!(
        "/puzzles?kind=hold&pos={}&seed=5&lang=en",
        enc(&hold.to_string())
    );
    let plain = get(&page).await;
    assert!(links::links(&plain.body)
        .get
        .iter()
        .any(|h| h.starts_with("/puzzles?kind=hold") && h.ends_with("&hint=1")));
    let two = get(&format!("{page}&hint=2")).await;
    let mv = attrs(&two.body, "move")
        .into_iter()
        .next()
        .expect("the hinted move first");
    let r = ranked(&hold);
    let v = r.iter().find(|(m, _)| m.to_string() == mv).unwrap().1;
    assert_eq!((v, v), (r[0].1, Value::Draw), "{mv}: {r:?}");
}
