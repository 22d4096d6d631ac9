//! `sibi serve` in a real headless Chromium, clicked as a person clicks (issues 12 and 14),
//! with a screenshot of each step in `target/browser-screenshots/`.
//!
//! * On a small table generated in the test (`--pieces GMP`, a fraction of a second): a click
//!   on a piece marks its targets coloured by value, a click on a target plays the move without
//!   a reload, a move of the list, the Back button, a drop from the hand, the keys (→ ← Space),
//!   edit mode (the library's message, then a valid position opened), Korean, the page without
//!   JavaScript, and the phone's 390-pixel viewport.
//! * On the full 십이장기 table, only when `SIBI_E2E_TABLEBASE_DIR` names its folder
//!   (`scripts/e2e.sh` sets it; else each such test prints `skipped: …`): the start page, one of
//!   the longest wins, the broadcast games stepped to their decisive blunders, and a published
//!   record pasted into `/games/annotate`. With `SIBI_SAVE_README_SCREENSHOTS=1` these also
//!   write `data/screenshots/explorer.png` and `data/screenshots/game.png`.
//!
//! Without Chromium and chromedriver every test prints the harness's skip line and passes,
//! unless `CI=true` (then it fails). Every wait is bounded (`browser::WAIT_TIMEOUT`).

// `tests/browser.rs` is this file, so the harness's folder is named by its path.
#[path = "browser/mod.rs"]
mod browser;
mod common;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, ensure, Context, Result};
use browser::{wait_until, Browser, Key, Options, Viewport, WAIT_TIMEOUT};
use common::{ok, record, repo, Server};
use serde_json::{json, Value};

/// The small piece set of these tests (solved in well under a second).
const SET: &str = "GMP";

/// a to move, win 14: a's 子 on B2 with C2 empty (B2C2 draws), a 將 in a's hand (dropped on C2
/// it wins in 14, on C1 or C3 it loses in 8), a 相 in d's hand.
///
/// ```text
///       A    B    C    D
///   1   .    .    .    .
///   2   王a  子a  .    王d
///   3   .    .    .    .
/// hand a: 將   hand d: 相
/// ```
const P0: &str = "4/KP1k/4 Gm a";
/// `P0` after B2C2: d to move, a draw.
const P1: &str = "4/K1Pk/4 Gm d";
/// a to move, win 15: a's 子 on B2 takes d's 將 on C2 (the only winning move).
const PCAPTURE: &str = "M3/KPgk/4 - a";
/// a to move, win 1: a's 子 on B2 takes d's 王 on C2.
const PKING: &str = "M3/KPk1/3g - a";

/// `s` encoded as a URL query value, as the server writes its links.
fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// The value of `key` in the query of `url`.
fn query_param(url: &str, key: &str) -> Option<String> {
    let query = url.split_once('?')?.1.split('#').next()?;
    form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.into_owned())
}

/// The selector of the square `name` of the board.
fn sq(name: &str) -> String {
    format!(".board .sq[data-sq=\"{name}\"]")
}

/// A desktop session that asks for English pages (the server follows `Accept-Language`).
fn desktop() -> Options {
    Options::desktop().arg("--lang=en-US")
}

/// A table folder holding the `GMP` table and a server on it (`sibi serve` generates the
/// table first, as it does for a user).
struct Small {
    server: Server,
    _dir: tempfile::TempDir,
}

impl Small {
    fn start() -> Small {
        let dir = tempfile::tempdir().expect("temporary table folder");
        let server = Server::start(dir.path(), &["--pieces", SET], &[], 60);
        Small { server, _dir: dir }
    }

    /// The explorer page of `pos`.
    fn page(&self, pos: &str) -> String {
        format!("{}/?pos={}", self.server.base, enc(pos))
    }
}

/// Saves a screenshot and says where.
async fn shot(b: &Browser, name: &str) -> Result<PathBuf> {
    let path = b.screenshot(name).await?;
    eprintln!("screenshot: {}", path.display());
    Ok(path)
}

/// The position the page shows (`data-pos` of `#main`).
async fn shown(b: &Browser) -> Result<String> {
    b.attr("#main", "data-pos")
        .await?
        .context("#main has no data-pos")
}

/// Waits until the page shows `pos`, and checks that the address says so too.
async fn wait_for_position(b: &Browser, pos: &str) -> Result<String> {
    wait_until(
        format_args!("the page of {pos}"),
        WAIT_TIMEOUT,
        async || Ok((b.attr("#main", "data-pos").await?.as_deref() == Some(pos)).then_some(())),
    )
    .await?;
    let url = b.current_url().await?;
    ensure!(
        query_param(&url, "pos").as_deref() == Some(pos),
        "the page shows {pos} but the address is {url}"
    );
    Ok(url)
}

/// The classes of the first element matching `css`.
async fn classes(b: &Browser, css: &str) -> Result<BTreeSet<String>> {
    let class = b.attr(css, "class").await?.unwrap_or_default();
    Ok(class.split_whitespace().map(str::to_string).collect())
}

/// The squares (`data-sq`) of every element matching `css`.
async fn squares(b: &Browser, css: &str) -> Result<BTreeSet<String>> {
    let v = b
        .execute(
            "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.dataset.sq);",
            vec![json!(css)],
        )
        .await?;
    Ok(v.as_array()
        .context("an array")?
        .iter()
        .filter_map(|s| s.as_str().map(str::to_string))
        .collect())
}

/// Sets a mark on the page's `window`: it survives an update made by the page's script and is
/// gone after a real navigation.
async fn set_marker(b: &Browser) -> Result<()> {
    b.execute("window.sibiMarker = 'same document'; return 1;", vec![])
        .await?;
    Ok(())
}

async fn marker(b: &Browser) -> Result<Option<String>> {
    let v = b
        .execute(
            "return typeof window.sibiMarker === 'string' ? window.sibiMarker : null;",
            vec![],
        )
        .await?;
    Ok(v.as_str().map(str::to_string))
}

/// A computed style of the `::after` box of the first element matching `css` (the dot or the
/// ring of a target square).
async fn after_style(b: &Browser, css: &str, prop: &str) -> Result<String> {
    let v = b
        .execute(
            "const e = document.querySelector(arguments[0]); \
             return e ? getComputedStyle(e, '::after').getPropertyValue(arguments[1]) : null;",
            vec![json!(css), json!(prop)],
        )
        .await?;
    v.as_str()
        .map(str::to_string)
        .with_context(|| format!("no element `{css}`"))
}

/// The colours of the values (style.css: `--win`, `--draw`, `--loss`).
const WIN: &str = "rgb(11, 110, 58)";
const DRAW: &str = "rgb(95, 99, 104)";
const LOSS: &str = "rgb(179, 38, 30)";

/// The first `li.mv` link of the move `mv` (`B2C2`, `G*C1`): its address.
async fn move_href(b: &Browser, mv: &str) -> Result<String> {
    b.attr(&format!("li.mv[data-move=\"{mv}\"] a"), "href")
        .await?
        .with_context(|| format!("the move {mv} has no link"))
}

/// Steps 1 to 3 of issue 12: a click on 子 marks its target, a click on the target plays the
/// move in place (same document, new address); a move of the list; Back.
#[tokio::test]
async fn explorer_click_piece_and_target_then_a_listed_move_then_back() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();

    // A capture: the target gets a ring, green (the move wins).
    b.goto(&small.page(PCAPTURE)).await?;
    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    let c2 = classes(&b, &sq("C2")).await?;
    ensure!(
        c2.contains("capture") && c2.contains("t-win"),
        "C2 of {PCAPTURE}: {c2:?}"
    );
    ensure!(classes(&b, &sq("B2")).await?.contains("sel"));
    ensure!(squares(&b, ".sq.target").await? == BTreeSet::from(["C2".to_string()]));
    ensure!(after_style(&b, &sq("C2"), "border-top-color").await? == WIN);
    ensure!(after_style(&b, &sq("C2"), "border-top-width").await? == "5px");
    shot(&b, "explorer-1a-capture-ring").await?;

    // Taking the 王 ends the game: no page after it, the page says so in place.
    b.goto(&small.page(PKING)).await?;
    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target.capture.t-win", sq("C2")))
        .await?;
    b.click(&sq("C2")).await?;
    let said = b.wait_for_text("p.jsmsg", "captures the 王").await?;
    ensure!(said.contains("B2C2"), "{said}");
    ensure!(shown(&b).await? == PKING);
    ensure!(b.find_all(".sq.target").await?.is_empty());
    shot(&b, "explorer-1a-king-capture").await?;

    // The position of the steps: a's 子 on B2, C2 empty.
    b.goto(&small.page(P0)).await?;
    let verdict = b.text("h1.verdict").await?;
    ensure!(
        verdict == "player a (to move) wins in 14 plies with perfect play",
        "{verdict}"
    );
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("B2")))
            .await?
    );
    set_marker(&b).await?;

    // 1. Click 子 on B2: its one target, C2, gets a grey dot (B2C2 draws).
    b.click(&format!("{} .pc", sq("B2"))).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    let c2 = classes(&b, &sq("C2")).await?;
    ensure!(
        c2.contains("t-draw") && !c2.contains("capture"),
        "C2: {c2:?}"
    );
    ensure!(squares(&b, ".sq.target").await? == BTreeSet::from(["C2".to_string()]));
    ensure!(after_style(&b, &sq("C2"), "background-color").await? == DRAW);
    shot(&b, "explorer-1b-pawn-selected").await?;

    // Click C2: the move is made in place.
    b.click(&sq("C2")).await?;
    let url = wait_for_position(&b, P1).await?;
    ensure!(
        query_param(&url, "last").as_deref() == Some("B2C2"),
        "{url}"
    );
    ensure!(
        marker(&b).await?.is_some(),
        "the page was reloaded, not updated"
    );
    ensure!(b.text("h1.verdict").await? == "Draw: neither side can force a win");
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("C2")))
            .await?
    );
    ensure!(b.find_all(&format!("{} .pc", sq("B2"))).await?.is_empty());
    ensure!(classes(&b, &sq("C2")).await?.contains("last"));
    ensure!(b.find_all(".sq.target").await?.is_empty());
    ensure!(b.text(".tomove strong").await? == "player d");
    ensure!(b.title().await?.starts_with(P1));
    shot(&b, "explorer-1c-pawn-moved").await?;

    // 2. A move of the list (the first one, the best for d).
    let first = b.attr("li.mv a", "href").await?.context("a move link")?;
    let p2 = query_param(&first, "pos").context("pos= in the move's link")?;
    b.click("li.mv a").await?;
    wait_for_position(&b, &p2).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");
    ensure!(b.text(".tomove strong").await? == "player a");
    shot(&b, "explorer-2-listed-move").await?;

    // 3. Back: the position before, board and address; and once more, the first page.
    b.back().await?;
    wait_for_position(&b, P1).await?;
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("C2")))
            .await?
    );
    ensure!(b.text("h1.verdict").await? == "Draw: neither side can force a win");
    shot(&b, "explorer-3a-back").await?;
    b.back().await?;
    wait_for_position(&b, P0).await?;
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("B2")))
            .await?
    );
    ensure!(b.text("h1.verdict").await?.contains("wins in 14 plies"));
    ensure!(
        marker(&b).await?.is_some(),
        "Back reloaded the page instead of updating it"
    );
    shot(&b, "explorer-3b-back-to-start").await?;
    Ok(())
}

/// Step 4: a drop. The 將 in a's hand: its seven targets coloured by value; the other side's
/// hand does nothing; a click on C1 drops it there.
#[tokio::test]
async fn explorer_drop_from_the_hand() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    set_marker(&b).await?;

    // d's 相 (not d's turn): nothing marked.
    b.click(".hand-d .drop[data-drop=\"M\"]").await?;
    ensure!(b.find_all(".sq.target").await?.is_empty());

    b.click(".hand-a .drop[data-drop=\"G\"]").await?;
    b.wait_for(".sq.target").await?;
    ensure!(classes(&b, ".hand-a .drop[data-drop=\"G\"]")
        .await?
        .contains("sel"));
    let all: BTreeSet<String> = ["A1", "A3", "B1", "B3", "C1", "C2", "C3"]
        .map(String::from)
        .into();
    ensure!(squares(&b, ".sq.target").await? == all);
    ensure!(squares(&b, ".sq.target.capture").await?.is_empty());
    let loss: BTreeSet<String> = ["C1", "C3"].map(String::from).into();
    ensure!(squares(&b, ".sq.target.t-loss").await? == loss);
    ensure!(squares(&b, ".sq.target.t-win").await?.len() == 5);
    ensure!(after_style(&b, &sq("C1"), "background-color").await? == LOSS);
    ensure!(after_style(&b, &sq("C2"), "background-color").await? == WIN);
    shot(&b, "explorer-4a-drop-targets").await?;

    let expected = query_param(&move_href(&b, "G*C1").await?, "pos").context("pos=")?;
    b.click(&sq("C1")).await?;
    let url = wait_for_position(&b, &expected).await?;
    ensure!(
        query_param(&url, "last").as_deref() == Some("G*C1"),
        "{url}"
    );
    ensure!(marker(&b).await?.is_some(), "a reload");
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"G\"]", sq("C1")))
            .await?
    );
    ensure!(b.find_all(".hand-a .drop").await?.is_empty());
    ensure!(b.text(".hand-a .none").await? == "empty");
    // a dropped on a losing square: d to move wins in 7.
    ensure!(b.text("h1.verdict").await? == "player d (to move) wins in 7 plies with perfect play");
    shot(&b, "explorer-4b-dropped").await?;
    Ok(())
}

/// Step 5: → plays the next move of the principal variation, Space the best move, ← goes back.
#[tokio::test]
async fn explorer_keys() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    set_marker(&b).await?;
    let pv = b.find_all("ol.pv li").await?;
    ensure!(
        pv.len() == 14,
        "the principal variation has {} plies",
        pv.len()
    );

    let next = b.attr("ol.pv li a", "href").await?.context("a link")?;
    let q1 = query_param(&next, "pos").context("pos=")?;
    b.press(Key::Right).await?;
    wait_for_position(&b, &q1).await?;
    ensure!(b.find_all("ol.pv li").await?.len() == 13);
    shot(&b, "explorer-5a-right-key").await?;

    // Space: the best move (the first of the list badged best).
    let best = b
        .attr("li.mv.best a", "href")
        .await?
        .context("a best move")?;
    let q2 = query_param(&best, "pos").context("pos=")?;
    b.press(Key::Space).await?;
    wait_for_position(&b, &q2).await?;
    ensure!(b.find_all("ol.pv li").await?.len() == 12);
    shot(&b, "explorer-5b-space-key").await?;

    b.press(Key::Left).await?;
    wait_for_position(&b, &q1).await?;
    b.press(Key::Left).await?;
    wait_for_position(&b, P0).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");
    shot(&b, "explorer-5c-left-keys").await?;

    // Keys typed into the position field are text, not moves; Enter opens the position in
    // place.
    b.clear("#pos").await?;
    b.type_text("#pos", PCAPTURE).await?;
    ensure!(shown(&b).await? == P0, "typing in the field moved");
    b.press(Key::Enter).await?;
    wait_for_position(&b, PCAPTURE).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");
    ensure!(b.text("h1.verdict").await?.contains("wins in 15 plies"));
    shot(&b, "explorer-5d-position-field").await?;
    Ok(())
}

/// The positions of the line the explorer keeps (`nav.line`): each ply's address `pos`, and
/// the index of the current one.
async fn line_state(b: &Browser) -> Result<(Vec<String>, Option<usize>)> {
    let v = b
        .execute(
            "return Array.from(document.querySelectorAll('nav.line li a')).map(a => \
             [new URL(a.href).searchParams.get('pos'), a.parentNode.classList.contains('current')]);",
            vec![],
        )
        .await?;
    let items = v.as_array().context("an array")?;
    let pos = items
        .iter()
        .map(|x| x[0].as_str().unwrap_or_default().to_string())
        .collect();
    let current = items.iter().position(|x| x[1] == json!(true));
    Ok((pos, current))
}

/// Issue 24, item 2, on the small table: each square and piece of a hand labelled for a screen
/// reader; a move of the list hovered shows its squares; a second click deselects, Esc too; a
/// piece dragged with the mouse to its target plays the move; the line played is listed, ←
/// and → step along it (→ follows the line, not the principal variation, whose first move
/// from `P0` is another), a click on a ply returns there, Back goes through the addresses; a
/// drop made from the keyboard (Enter on the hand's piece, Space on the target); a piece
/// dragged with a finger (touch pointer events).
#[tokio::test]
async fn explorer_drag_hover_keyboard_and_the_line() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    // ← never leaves the explorer (it was the browser's Back: from /games to the explorer, ←
    // went back to /games).
    b.goto(&format!("{}/games", small.server.base)).await?;
    b.click("header nav a[href=\"/\"]").await?;
    b.wait_for("main.explorer").await?;
    b.press(Key::Left).await?;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    ensure!(b.exists("main.explorer").await?, "← left the explorer");
    b.goto(&small.page(P0)).await?;
    set_marker(&b).await?;
    // Labels: the square, the owner and the piece (worked out from P0 by hand).
    let label = b.attr(&sq("B2"), "aria-label").await?.unwrap_or_default();
    ensure!(
        label.starts_with("B2: player a: ") && label.contains('子'),
        "B2's label: {label:?}"
    );
    let label = b.attr(&sq("C2"), "aria-label").await?.unwrap_or_default();
    ensure!(label == "C2: empty", "C2's label: {label:?}");
    let label = b
        .attr(".hand[data-side=\"a\"] .drop", "aria-label")
        .await?
        .unwrap_or_default();
    ensure!(
        label.starts_with("player a's hand: ") && label.contains('將'),
        "the hand's label: {label:?}"
    );
    ensure!(b.attr(&sq("B2"), "role").await?.as_deref() == Some("button"));
    ensure!(b.attr(&sq("B2"), "tabindex").await?.as_deref() == Some("0"));
    ensure!(
        b.attr("ol.pv li", "data-move").await?.as_deref() != Some("B2C2"),
        "the principal variation must start with another move for → to tell them apart"
    );

    // Hover: the move's two squares.
    b.hover("li.mv[data-move=\"B2C2\"] a").await?;
    wait_until("B2 and C2 shown", WAIT_TIMEOUT, async || {
        let s = squares(&b, ".sq.shown").await?;
        Ok((s == ["B2", "C2"].map(String::from).into()).then_some(()))
    })
    .await?;
    shot(&b, "input-1-hover").await?;

    // Click, click again: deselected; click, Esc: deselected.
    b.click(&sq("B2")).await?;
    ensure!(classes(&b, &sq("B2")).await?.contains("sel"));
    ensure!(squares(&b, ".sq.target").await? == ["C2".to_string()].into());
    b.click(&sq("B2")).await?;
    ensure!(
        squares(&b, ".sq.sel, .sq.target").await?.is_empty(),
        "a second click leaves {:?} marked",
        squares(&b, ".sq.sel, .sq.target").await?
    );
    b.click(&sq("B2")).await?;
    ensure!(classes(&b, &sq("B2")).await?.contains("sel"));
    b.press(Key::Escape).await?;
    ensure!(squares(&b, ".sq.sel, .sq.target").await?.is_empty());

    // Drag with the mouse: B2 to C2.
    b.drag(&sq("B2"), &sq("C2"), false).await?;
    wait_for_position(&b, P1).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");
    let (line, current) = line_state(&b).await?;
    ensure!(
        line == [P0, P1] && current == Some(1),
        "the line: {line:?} at {current:?}"
    );
    shot(&b, "input-2-dragged").await?;

    // ← back along the line, → forward along it (not the principal variation's move).
    b.press(Key::Left).await?;
    wait_for_position(&b, P0).await?;
    let (line, current) = line_state(&b).await?;
    ensure!(
        line == [P0, P1] && current == Some(0),
        "the line: {line:?} at {current:?}"
    );
    b.press(Key::Right).await?;
    wait_for_position(&b, P1).await?;

    // From the keyboard: d drops its 相 (Enter on the hand's piece, Space on a target).
    let drop = ".hand[data-side=\"d\"] .drop";
    b.execute(
        "document.querySelector(arguments[0]).focus(); return 1;",
        vec![json!(drop)],
    )
    .await?;
    b.press(Key::Enter).await?;
    ensure!(
        classes(&b, drop).await?.contains("sel"),
        "Enter did not select the 相"
    );
    let target = squares(&b, ".sq.target").await?;
    let to = target
        .iter()
        .next()
        .context("the 相 has no target")?
        .clone();
    let href = move_href(&b, &format!("M*{to}")).await?;
    let p2 = query_param(&href, "pos").context("pos=")?;
    b.execute(
        "document.querySelector(arguments[0]).focus(); return 1;",
        vec![json!(sq(&to))],
    )
    .await?;
    b.press(Key::Space).await?;
    wait_for_position(&b, &p2).await?;
    let (line, current) = line_state(&b).await?;
    ensure!(
        line == [P0, P1, p2.as_str()] && current == Some(2),
        "the line: {line:?} at {current:?}"
    );
    shot(&b, "input-3-keyboard-drop").await?;

    // A click on ply 1 of the line; Back returns to the drop's position.
    b.click("nav.line a[data-ply=\"1\"]").await?;
    wait_for_position(&b, P1).await?;
    b.back().await?;
    wait_for_position(&b, &p2).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");

    // A finger: drag the 將 of a's hand onto C2 from P0 (G*C2, win 14).
    b.goto(&small.page(P0)).await?;
    let href = move_href(&b, "G*C2").await?;
    let p3 = query_param(&href, "pos").context("pos=")?;
    b.drag(".hand[data-side=\"a\"] .drop", &sq("C2"), true)
        .await?;
    wait_for_position(&b, &p3).await?;
    shot(&b, "input-4-touch-drop").await?;
    Ok(())
}

/// Checks that each count of a hand in the edit form stands apart from the next piece's name
/// (so that it is clear which piece a count belongs to): at least 8 pixels between one
/// `<label>` (a piece and its count) and the next.
async fn hand_fields_apart(b: &Browser) -> Result<()> {
    let gaps = b
        .execute(
            "return Array.from(document.querySelectorAll('fieldset.handedit')).flatMap(f => { \
               const r = Array.from(f.querySelectorAll('label')).map(l => l.getBoundingClientRect()); \
               return r.slice(1).map((x, i) => x.top === r[i].top ? x.left - r[i].right : 99); });",
            vec![],
        )
        .await?;
    let gaps: Vec<f64> = gaps
        .as_array()
        .context("gaps")?
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    ensure!(gaps.len() == 4, "hand fields: {gaps:?}");
    ensure!(
        gaps.iter().all(|g| *g >= 8.0),
        "a hand's count touches the next piece's name: gaps {gaps:?} px"
    );
    Ok(())
}

/// Issue 24, item 5: the step marks. Off at first; the button turns them on, the choice is
/// kept across pages (the rules page, a flipped board); the marks are the steps of docs/RULES.md,
/// counted by hand: a's 子 on B2 steps one square toward file D (to the right across the
/// board, to the left once the board is turned), the 王 eight ways, the 將 in a's hand four
/// (orthogonally), d's 相 four (diagonally).
#[tokio::test]
async fn step_marks_setting() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    let marks = async |css: &str| -> Result<Vec<String>> {
        let v = b
            .execute(
                "const e = document.querySelector(arguments[0]); \
                 return e ? Array.from(e.querySelectorAll('.mk i')).map(i => i.className) : null;",
                vec![json!(css)],
            )
            .await?;
        let mut out: Vec<String> = v
            .as_array()
            .with_context(|| format!("no {css}"))?
            .iter()
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect();
        out.sort();
        Ok(out)
    };
    let visible = async || -> Result<bool> {
        let v = b
            .execute(
                "return getComputedStyle(document.querySelector('.mk')).display !== 'none';",
                vec![],
            )
            .await?;
        Ok(v == json!(true))
    };
    ensure!(
        !visible().await?,
        "the marks are on before they are asked for"
    );
    ensure!(marks(&format!("{} .pc", sq("B2"))).await? == ["e"]);
    ensure!(marks(&format!("{} .pc", sq("A2"))).await?.len() == 8);
    ensure!(marks(".hand[data-side=\"a\"] .drop .pc").await? == ["e", "n", "s", "w"]);
    ensure!(marks(".hand[data-side=\"d\"] .drop .pc").await? == ["ne", "nw", "se", "sw"]);
    b.click("button.stepsbtn").await?;
    ensure!(visible().await?, "the button did not turn the marks on");
    ensure!(b.attr("button.stepsbtn", "aria-pressed").await?.as_deref() == Some("true"));
    shot(&b, "steps-1-explorer").await?;
    // Kept on another page, and turned with the board.
    b.goto(&format!("{}&flip=1", small.page(P0))).await?;
    ensure!(visible().await?, "the setting was not kept");
    ensure!(marks(&format!("{} .pc", sq("B2"))).await? == ["w"]);
    b.goto(&format!("{}/rules", small.server.base)).await?;
    ensure!(visible().await?);
    shot(&b, "steps-2-rules").await?;
    b.click("button.stepsbtn").await?;
    ensure!(!visible().await?);
    Ok(())
}

/// The value of the editor's field `name` (a square `A1`…, a hand count `ha_G`…).
async fn field(b: &Browser, name: &str) -> Result<String> {
    Ok(
        b.prop(&format!("#editform select[name=\"{name}\"]"), "value")
            .await?
            .unwrap_or_default(),
    )
}

/// The editor's square `name` on its board.
fn esq(name: &str) -> String {
    format!(".editboard-js .sq[data-sq=\"{name}\"]")
}

/// Step 6 and issue 24, item 4: edit mode with the palette. a's 王 dragged off the board: the
/// library refuses the position and its message is shown, with the board kept; the 王 placed
/// back from the palette on another square, the other side to move (a button of the form), the
/// language switched (the board kept), then the position opens in the explorer. A piece
/// dragged from the palette, the same piece placed again erases it; clear, start position and
/// cancel.
#[tokio::test]
async fn explorer_edit_mode() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    b.click(".tools a[href^=\"/edit\"]").await?;
    b.wait_for_url("/edit?").await?;
    b.wait_for(&format!("{} .pc.a", esq("A2"))).await?;
    ensure!(field(&b, "A2").await? == "K");
    ensure!(field(&b, "ha_G").await? == "1");
    ensure!(field(&b, "hd_M").await? == "1");
    ensure!(
        !b.find("table.editboard").await?.is_displayed().await?,
        "the fields' table is shown beside the board"
    );
    hand_fields_apart(&b).await?;

    // a's 王 dragged off the board.
    b.drag(&esq("A2"), "main.edit h1", false).await?;
    ensure!(field(&b, "A2").await? == "-");
    ensure!(!b.exists(&format!("{} .pc", esq("A2"))).await?);
    shot(&b, "explorer-6a-edit-no-king").await?;
    b.click("#check").await?;
    let msg = b.wait_for_text(".errmsg", "impossible position").await?;
    ensure!(
        msg.contains("player a has 0 kings on the board"),
        "the message: {msg}"
    );
    ensure!(b.current_url().await?.contains("/edit?"));
    // The form keeps what was entered.
    ensure!(field(&b, "A2").await? == "-");
    ensure!(field(&b, "B2").await? == "P");
    ensure!(b.exists(&format!("{} .pc.a", esq("B2"))).await?);
    shot(&b, "explorer-6b-edit-message").await?;

    // The 王 from the palette onto A3; the other side to move; Korean; check.
    b.click(".palette .tool[data-piece=\"K\"]").await?;
    ensure!(
        b.attr(".palette .tool[data-piece=\"K\"]", "aria-pressed")
            .await?
            .as_deref()
            == Some("true")
    );
    b.click(&esq("A3")).await?;
    ensure!(field(&b, "A3").await? == "K");
    b.click("button[name=\"action\"][value=\"swap\"]").await?;
    b.wait_for("input[name=\"side\"][value=\"d\"]:checked")
        .await?;
    ensure!(field(&b, "A3").await? == "K" && field(&b, "A2").await? == "-");
    b.click("header .lang").await?;
    b.wait_for("html[lang=\"ko\"]").await?;
    ensure!(field(&b, "A3").await? == "K" && field(&b, "A2").await? == "-");
    ensure!(
        b.exists("input[name=\"side\"][value=\"d\"]:checked")
            .await?
    );
    shot(&b, "explorer-6c-edit-korean").await?;
    b.click("#check").await?;
    let opened = "4/1P1k/K3 Gm d";
    b.wait_for_url("/?").await?;
    wait_for_position(&b, opened).await?;
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"K\"]", sq("A3")))
            .await?
    );
    ensure!(b.text(".tomove strong").await? == "플레이어 d");
    shot(&b, "explorer-6d-edit-opened").await?;

    // A piece dragged from the palette; the same piece placed again erases it.
    b.goto(&format!(
        "{}/edit?pos={}&lang=en",
        small.server.base,
        enc(P0)
    ))
    .await?;
    b.drag(".palette .tool[data-piece=\"p\"]", &esq("C3"), false)
        .await?;
    ensure!(field(&b, "C3").await? == "p");
    ensure!(b.exists(&format!("{} .pc.d", esq("C3"))).await?);
    b.click(".palette .tool[data-piece=\"p\"]").await?;
    b.click(&esq("C3")).await?;
    ensure!(field(&b, "C3").await? == "-");
    // Clear, then the start position, then cancel back to the position opened.
    b.click("button[name=\"action\"][value=\"clear\"]").await?;
    b.wait_for_url("action=clear").await?;
    for name in ["A1", "A2", "B2", "D2"] {
        ensure!(field(&b, name).await? == "-", "{name} after clear");
    }
    ensure!(field(&b, "ha_G").await? == "0");
    b.click("button[name=\"action\"][value=\"start\"]").await?;
    b.wait_for_url("action=start").await?;
    ensure!(field(&b, "B2").await? == "P" && field(&b, "C2").await? == "p");
    b.click("a.cancel").await?;
    wait_for_position(&b, P0).await?;
    Ok(())
}

/// Step 7: the language link: Korean words, kept when a move is played, and back to English.
#[tokio::test]
async fn explorer_in_korean() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    ensure!(b.text("header .lang").await? == "한국어");
    ensure!(b
        .text("section.moves h2")
        .await?
        .starts_with("Winning moves"));
    b.click("header .lang").await?;
    b.wait_for_url("lang=ko").await?;
    b.wait_for_text("section.moves", "이기는 수").await?;
    ensure!(b.attr("html", "lang").await?.as_deref() == Some("ko"));
    let verdict = b.text("h1.verdict").await?;
    ensure!(
        verdict == "플레이어 a 차례: 플레이어 a가 14수 만에 이깁니다 (양쪽 최선)",
        "{verdict}"
    );
    for word in ["비기는 수", "지는 수", "최선", "플레이어 a의 포로"] {
        ensure!(
            b.text("#main").await?.contains(word),
            "no {word:?} on the page"
        );
    }
    ensure!(b.text("header .lang").await? == "English");
    shot(&b, "explorer-7a-korean").await?;

    // A move played by a click stays in Korean, and the language link follows the position.
    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    b.click(&sq("C2")).await?;
    let url = wait_for_position(&b, P1).await?;
    ensure!(query_param(&url, "lang").as_deref() == Some("ko"), "{url}");
    ensure!(b.text("h1.verdict").await?.starts_with("무승부"));
    let switch = b.attr("header .lang", "href").await?.unwrap_or_default();
    ensure!(
        query_param(&switch, "pos").as_deref() == Some(P1)
            && query_param(&switch, "lang").as_deref() == Some("en"),
        "the language link after the move: {switch}"
    );
    shot(&b, "explorer-7b-korean-moved").await?;
    b.click("header .lang").await?;
    b.wait_for_url("lang=en").await?;
    wait_for_position(&b, P1).await?;
    b.wait_for_text("h1.verdict", "Draw").await?;
    Ok(())
}

/// Step 8: without JavaScript the page is whole, and a move is a link to the next page (a full
/// navigation).
#[tokio::test]
async fn explorer_without_javascript() -> Result<()> {
    let Some(b) = browser::launch(desktop().without_javascript()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    ensure!(b.text("p.nojs").await?.contains("Without JavaScript"));
    ensure!(b.find_all("li.mv").await?.len() == 12);
    set_marker(&b).await?;
    // A click on a piece marks nothing (it is the script's).
    b.click(&sq("B2")).await?;
    ensure!(b.find_all(".sq.target").await?.is_empty());
    shot(&b, "explorer-8a-no-js").await?;

    let href = move_href(&b, "B2C2").await?;
    b.click("li.mv[data-move=\"B2C2\"] a").await?;
    wait_for_position(&b, P1).await?;
    ensure!(
        b.current_url().await?.ends_with(&href),
        "{}",
        b.current_url().await?
    );
    ensure!(marker(&b).await?.is_none(), "not a new page");
    ensure!(b.text("h1.verdict").await? == "Draw: neither side can force a win");
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("C2")))
            .await?
    );
    shot(&b, "explorer-8b-no-js-next-page").await?;
    // The position form works too.
    b.clear("#pos").await?;
    b.type_text("#pos", PCAPTURE).await?;
    b.click("form.postext button").await?;
    wait_for_position(&b, PCAPTURE).await?;
    shot(&b, "explorer-8c-no-js-position-form").await?;
    Ok(())
}

/// Scrolls the first element matching `css` to the top of the viewport.
async fn scroll_to(b: &Browser, css: &str) -> Result<()> {
    let found = b
        .execute(
            "const e = document.querySelector(arguments[0]); if (e) e.scrollIntoView(); return !!e;",
            vec![json!(css)],
        )
        .await?;
    ensure!(found == json!(true), "no element `{css}`");
    Ok(())
}

/// The horizontal extent (left, right) of the first element matching `css`, in CSS pixels of
/// the viewport.
async fn x_extent(b: &Browser, css: &str) -> Result<(f64, f64)> {
    let v = b
        .execute(
            "const e = document.querySelector(arguments[0]); if (!e) return null; \
             const r = e.getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom];",
            vec![json!(css)],
        )
        .await?;
    let v = v
        .as_array()
        .with_context(|| format!("no element `{css}`"))?;
    Ok((
        v[0].as_f64().context("left")?,
        v[1].as_f64().context("right")?,
    ))
}

/// The top of the first element matching `css`, in CSS pixels of the page.
async fn top(b: &Browser, css: &str) -> Result<f64> {
    let v = b
        .execute(
            "const e = document.querySelector(arguments[0]); \
             return e ? e.getBoundingClientRect().top + window.scrollY : null;",
            vec![json!(css)],
        )
        .await?;
    v.as_f64().with_context(|| format!("no element `{css}`"))
}

/// Checks that the page has no horizontal scrolling at `width` and that each of `parts` lies
/// within the viewport's width.
async fn fits(b: &Browser, width: f64, parts: &[&str]) -> Result<()> {
    let scroll = b
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await?
        .as_f64()
        .context("scrollWidth")?;
    ensure!(
        scroll <= width,
        "the page is {scroll} px wide in a {width} px viewport"
    );
    for part in parts {
        let (l, r) = x_extent(b, part).await?;
        ensure!(
            l >= 0.0 && r <= width,
            "`{part}` spans {l}..{r} px in a {width} px viewport"
        );
    }
    Ok(())
}

/// Step 9: the phone. The board, both hands and the move list within 390 pixels, no
/// horizontal scrolling; d's hand above the board and a's below; a tap plays a move.
#[tokio::test]
async fn explorer_on_a_phone() -> Result<()> {
    let Some(b) = browser::launch(Options::phone().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    ensure!(b.viewport_size().await? == (390, 844));
    let parts = [
        ".board",
        ".hand-a",
        ".hand-d",
        "ul.movelist",
        "h1.verdict",
        "form.postext",
        "ol.pv",
    ];
    fits(&b, 390.0, &parts).await?;
    let (hand_d, board, hand_a) = (
        top(&b, ".hand-d").await?,
        top(&b, ".board").await?,
        top(&b, ".hand-a").await?,
    );
    ensure!(
        hand_d < board && board < hand_a,
        "the hands are not above and below the board: d {hand_d}, board {board}, a {hand_a}"
    );
    // The whole board is on the first screen.
    let v = b
        .execute(
            "return document.querySelector('.board').getBoundingClientRect().bottom;",
            vec![],
        )
        .await?;
    ensure!(v.as_f64().context("bottom")? <= 844.0, "board bottom {v}");
    shot(&b, "explorer-9a-phone").await?;

    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    shot(&b, "explorer-9b-phone-selected").await?;
    b.click(&sq("C2")).await?;
    wait_for_position(&b, P1).await?;
    fits(&b, 390.0, &parts).await?;
    scroll_to(&b, "ul.movelist").await?;
    shot(&b, "explorer-9c-phone-moves").await?;

    // Edit mode fits too.
    b.goto(&format!("{}/edit?pos={}", small.server.base, enc(P0)))
        .await?;
    fits(&b, 390.0, &["table.editboard", "#check"]).await?;
    hand_fields_apart(&b).await?;
    shot(&b, "explorer-9d-phone-edit").await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// On the full 십이장기 table.

/// The folder of the full table, or `None` after the skip line.
fn full_tables(test: &str) -> Option<PathBuf> {
    match std::env::var_os("SIBI_E2E_TABLEBASE_DIR") {
        Some(d) => Some(PathBuf::from(d)),
        None => {
            eprintln!("{test}: skipped: the full table is needed; set SIBI_E2E_TABLEBASE_DIR (scripts/e2e.sh sets it)");
            None
        }
    }
}

/// Copies a screenshot to `data/screenshots/<name>` when `SIBI_SAVE_README_SCREENSHOTS=1`.
fn save_for_readme(png: &std::path::Path, name: &str) -> Result<()> {
    if std::env::var("SIBI_SAVE_README_SCREENSHOTS").as_deref() == Ok("1") {
        let to = repo().join("data/screenshots").join(name);
        std::fs::copy(png, &to).with_context(|| format!("copying to {}", to.display()))?;
        eprintln!("saved {}", to.display());
    }
    Ok(())
}

/// The README's screenshots are 1280×1000.
fn readme_window() -> Options {
    Options::with_viewport(Viewport::window(1280, 1000))
}

/// The start page says draw; the page of one of the longest wins says win in 179 plies, with
/// its 179-ply main line; a click on its 相 marks the targets (the README's screenshot).
#[tokio::test]
async fn full_table_explorer() -> Result<()> {
    let Some(dir) = full_tables("full_table_explorer") else {
        return Ok(());
    };
    let Some(b) = browser::launch(readme_window().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    b.goto(&format!("{}/", server.base)).await?;
    ensure!(b.text("h1.verdict").await? == "Draw: neither side can force a win");
    ensure!(shown(&b).await? == "M2g/KPpk/G2m - a");
    shot(&b, "full-start").await?;

    let pos = "KMpk/2g1/hGM1 - a";
    b.goto(&format!("{}/?pos={}", server.base, enc(pos)))
        .await?;
    ensure!(
        b.text("h1.verdict").await? == "player a (to move) wins in 179 plies with perfect play"
    );
    ensure!(b.find_all("ol.pv li").await?.len() == 179);
    ensure!(b.text("section.pvsec h2").await?.ends_with("179 plies"));
    shot(&b, "full-179").await?;

    // The README's picture: in Korean, the winning 相 selected.
    b.click("header .lang").await?;
    b.wait_for_text("section.moves", "이기는 수").await?;
    b.click(&sq("B1")).await?;
    b.wait_for(".sq.target").await?;
    ensure!(squares(&b, ".sq.target.t-win").await? == BTreeSet::from(["C2".to_string()]));
    ensure!(squares(&b, ".sq.target.t-loss").await? == BTreeSet::from(["A2".to_string()]));
    let png = shot(&b, "full-179-korean-selected").await?;
    save_for_readme(&png, "explorer.png")?;

    // → steps along the main line: win 179, then d's loss 178.
    b.press(Key::Right).await?;
    b.wait_for_text("h1.verdict", "178").await?;
    ensure!(b.find_all("ol.pv li").await?.len() == 178);
    Ok(())
}

/// Issue 24, item 11, on a 390-px phone in both languages: no page scrolls sideways (a wide
/// table scrolls inside its own box), the navigation fits the width — the explorer (the start
/// and the 179-ply win), the editor, the games and a game, an annotated record, the play form,
/// a finished game against the engine and one of two people, the puzzles, the rules, a 404.
#[tokio::test]
async fn full_table_every_page_on_a_phone() -> Result<()> {
    let Some(dir) = full_tables("full_table_every_page_on_a_phone") else {
        return Ok(());
    };
    let Some(b) = browser::launch(Options::phone()).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let near_end = enc("KMp1/1M1g/1kg1 P a");
    let pages = [
        "/".to_string(),
        format!("/?pos={}", enc("KMpk/2g1/hGM1 - a")),
        "/edit".to_string(),
        "/games".to_string(),
        "/games/black-garnet-final?ply=15".to_string(),
        "/games/annotate".to_string(),
        "/play".to_string(),
        format!("/play?pos={near_end}&level=1&side=a&seed=1&moves=P*A3+B3A3+B2A3"),
        format!("/play?pos={near_end}&opponent=human&side=a&seed=1&moves=P*A3+B3A3+B2A3"),
        "/puzzles".to_string(),
        "/puzzles?plies=5&seed=3".to_string(),
        "/rules".to_string(),
        "/no-such-page".to_string(),
    ];
    for lang in ["en", "ko"] {
        for page in &pages {
            let sep = if page.contains('?') { '&' } else { '?' };
            b.goto(&format!("{}{page}{sep}lang={lang}", server.base))
                .await?;
            fits(&b, 390.0, &["header.top nav", "main"])
                .await
                .with_context(|| format!("{page} in {lang}"))?;
        }
        // A record annotated: its table of plies scrolls in its own box.
        b.goto(&format!("{}/games/annotate?lang={lang}", server.base))
            .await?;
        let text = std::fs::read_to_string(record("black-garnet-final.published.txt"))?;
        b.execute(
            "document.querySelector('#record').value = arguments[0]; return 1;",
            vec![json!(text)],
        )
        .await?;
        b.click("#annotate").await?;
        b.wait_for("table.annot").await?;
        fits(&b, 390.0, &["header.top nav", "main", "div.scroll"])
            .await
            .with_context(|| format!("the annotation in {lang}"))?;
        shot(&b, &format!("phone-annotation-{lang}")).await?;
    }
    b.goto(&format!("{}/rules?lang=ko", server.base)).await?;
    shot(&b, "phone-rules-ko").await?;
    Ok(())
}

/// Issue 24, items 1, 3, 6, 7 and 11 at 1280×900 in both languages: the principal variation of
/// the 179-ply win within the first screen; the traps of the start (`B2C2` leaves five
/// replies, three losing: issue 24's example, checked against a one-ply search in
/// `query::replies`' tests); a click on the value graph goes to that ply and the next-mistake
/// button onward; a game of two people on one board played to its end by clicks, then
/// annotated; the rules page with each piece's steps.
#[tokio::test]
async fn full_table_traps_graph_two_players_and_rules() -> Result<()> {
    let Some(dir) = full_tables("full_table_traps_graph_two_players_and_rules") else {
        return Ok(());
    };
    let Some(b) = browser::launch(Options::desktop()).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let base = &server.base;
    b.goto(&format!("{base}/?pos={}&lang=en", enc("KMpk/2g1/hGM1 - a")))
        .await?;
    // Measured once the layout has settled: in one CI run (2026-12-04, 22 browsers on 2
    // cores) a first measurement found the heading at 1,059 px, as if in the one-column
    // layout, where it passed alone 3 times of 3 and with the whole file 2 of 2. A failure
    // keeps a screenshot and says the page area's size.
    let settled = wait_until(
        "the principal variation within the first screen",
        WAIT_TIMEOUT,
        async || {
            let pv = top(&b, "section.pvsec h2").await?;
            Ok((pv < 757.0).then_some(pv))
        },
    )
    .await;
    if let Err(e) = settled {
        shot(&b, "full-pv-first-screen-failed").await?;
        let pv = top(&b, "section.pvsec h2").await?;
        let (w, h) = b.viewport_size().await?;
        bail!("{e:#}: the principal variation starts at {pv} px, the page area is {w}×{h}");
    }
    for (lang, words) in [
        ("en", "3 of 5 replies lose"),
        ("ko", "응수 5개 중 3개가 집니다"),
    ] {
        b.goto(&format!("{base}/?lang={lang}")).await?;
        let traps = b.text("li.mv[data-move=\"B2C2\"] .traps").await?;
        ensure!(traps == words, "{lang}: {traps:?}");
    }
    shot(&b, "full-traps-start-ko").await?;

    // The graph: a click on ply 7's point, then the next mistake.
    b.goto(&format!("{base}/games/black-garnet-final?ply=15&lang=en"))
        .await?;
    b.click("a.plylink[href*=\"ply=7&\"]").await?;
    b.wait_for_url("ply=7").await?;
    ensure!(b.find_all("line.current").await?.len() == 1);
    let next = b.attr("a.next-mistake", "href").await?.context("next")?;
    b.click("a.next-mistake").await?;
    b.wait_for_url(&next).await?;
    shot(&b, "full-graph-next-mistake").await?;

    // Two people on one board, to the end, in both languages.
    for (lang, won) in [("en", "Player a wins"), ("ko", "플레이어 a가 이겼습니다")] {
        b.goto(&format!(
            "{base}/play?pos={}&opponent=human&side=a&seed=1&lang={lang}",
            enc("KMp1/1M1g/1kg1 P a")
        ))
        .await?;
        ensure!(
            !b.exists("li.mv .lbl").await?,
            "the table spoke during the game"
        );
        click_move(&b, "a", "P*A3").await?;
        b.wait_for("#play[data-pos=\"KMp1/1M1g/Pkg1 - d\"]").await?;
        click_move(&b, "d", "B3A3").await?;
        b.wait_for("#play[data-pos=\"KMp1/1M1g/k1g1 p a\"]").await?;
        click_move(&b, "a", "B2A3").await?;
        b.wait_for_text("#status", won).await?;
        b.wait_for("#annotation table.annot").await?;
        shot(&b, &format!("two-players-{lang}")).await?;
    }

    // The rules page: five pieces drawn with their steps, in both languages.
    for lang in ["en", "ko"] {
        b.goto(&format!("{base}/rules?lang={lang}")).await?;
        ensure!(b.find_all("figure.piece").await?.len() == 5);
        // docs/RULES.md's steps from B2: 王 eight ways, 將 four (orthogonal), 相 four (diagonal),
        // 子 one (forward), 侯 six (all but the two diagonals back).
        ensure!(b.find_all("figure.piece .dot").await?.len() == 8 + 4 + 4 + 1 + 6);
        shot(&b, &format!("rules-{lang}")).await?;
    }
    Ok(())
}

/// The four broadcast games and the corrected final: the list, each game's graph with one mark
/// per blunder, and each game stepped to its decisive blunder — by a click in the ply list, by
/// the → key or by the slider — with the badge, the best move instead and its squares on the
/// board; and the value-history graph's marks.
#[tokio::test]
async fn full_table_games() -> Result<()> {
    let Some(dir) = full_tables("full_table_games") else {
        return Ok(());
    };
    let Some(b) = browser::launch(readme_window().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let games: [(&str, &[&str]); 5] = [
        ("black-garnet-07-deathmatch", &[]),
        ("black-garnet-final", &[]),
        ("black-garnet-final-corrected", &["--correct", "18:B2A3"]),
        ("grand-final-11-round1", &[]),
        ("grand-final-11-round2", &[]),
    ];
    b.goto(&format!("{}/", server.base)).await?;
    b.click("header nav a[href^=\"/games\"]").await?;
    b.wait_for("ul.gamelist").await?;
    let links = b.find_all("ul.gamelist > li > a").await?;
    ensure!(links.len() == games.len(), "{} games listed", links.len());
    shot(&b, "games-list").await?;

    for (k, (name, extra)) in games.iter().enumerate() {
        let file = name.trim_end_matches("-corrected");
        let mut args = vec!["annotate", "--json"];
        args.extend_from_slice(extra);
        let gibo = record(&format!("{file}.gibo"));
        args.push(&gibo);
        let cli: Value = serde_json::from_str(ok(&dir, &args).lines().next().context("JSON")?)?;
        let plies = cli["plies"].as_array().context("plies")?.len();
        let blunders = cli["summary"]["blunders"].as_array().context("blunders")?;
        let decisive = cli["summary"]["decisive"].as_u64().context("decisive")? as usize;

        // Open it from the list.
        b.goto(&format!("{}/games", server.base)).await?;
        b.click(&format!("ul.gamelist a[href=\"/games/{name}\"]"))
            .await?;
        b.wait_for_url(&format!("/games/{name}")).await?;
        b.wait_for("main.game").await?;
        ensure!(b.attr("main.game", "data-plies").await? == Some(plies.to_string()));
        ensure!(b.text("p.vline").await? == cli["summary"]["verdict"].as_str().unwrap_or(""));
        let marks = b.find_all("svg.graph g.blunder").await?.len();
        ensure!(
            marks == blunders.len(),
            "{name}: {marks} marks, {} blunders",
            blunders.len()
        );
        let listed = b.find_all("ol.plylist li.v-blunder").await?.len();
        ensure!(listed == blunders.len(), "{name}: {listed} blunders listed");
        // The ply steps are one line of links (no other part's box drawn around them).
        let (_, _, _, h) = b.rect(".steps").await?;
        ensure!(h < 48.0, "{name}: the ply steps are {h} px high");
        let at = |ply: usize| format!("main.game[data-ply=\"{ply}\"]");

        // To the decisive blunder.
        match k % 3 {
            0 => {
                // A click on its ply in the list.
                let li = format!("ol.plylist li:nth-child({decisive})");
                ensure!(classes(&b, &li).await?.contains("v-blunder"));
                b.click(&format!("{li} > a:first-child")).await?;
                b.wait_for(&at(decisive)).await?;
            }
            1 => {
                // The → key, from three plies before.
                let from = decisive - 3;
                b.goto(&format!("{}/games/{name}?ply={from}", server.base))
                    .await?;
                b.wait_for(&at(from)).await?;
                for ply in from + 1..=decisive {
                    b.press(Key::Right).await?;
                    b.wait_for(&at(ply)).await?;
                }
                // ← and → again.
                b.press(Key::Left).await?;
                b.wait_for(&at(decisive - 1)).await?;
                b.press(Key::Right).await?;
                b.wait_for(&at(decisive)).await?;
            }
            _ => {
                // The slider: a click where its value is the ply, then the keys for the
                // last pixel's worth.
                let (_, _, w, _) = b.rect("#plyrange").await?;
                let max = (plies + 1) as f64;
                let thumb = 16.0;
                let x = thumb / 2.0 + (decisive as f64 - 1.0) / (max - 1.0) * (w - thumb);
                b.click_at("#plyrange", x - w / 2.0, 0.0).await?;
                let landed = wait_until("the slider to load a ply", WAIT_TIMEOUT, async || {
                    let p = b.attr("main.game", "data-ply").await?;
                    Ok(p.and_then(|p| p.parse::<usize>().ok()).filter(|p| *p != 1))
                })
                .await?;
                eprintln!("{name}: the slider landed on ply {landed} (aimed at {decisive})");
                ensure!(
                    landed.abs_diff(decisive) <= 2,
                    "the slider landed on {landed}"
                );
                let mut now = landed;
                while now != decisive {
                    let (key, next) = if now < decisive {
                        (Key::Right, now + 1)
                    } else {
                        (Key::Left, now - 1)
                    };
                    b.press(key).await?;
                    b.wait_for(&at(next)).await?;
                    now = next;
                }
            }
        }
        ensure!(
            b.prop("#plyrange", "value").await? == Some(decisive.to_string()),
            "{name}: the slider does not show ply {decisive}"
        );
        ensure!(b.exists(".plydetail .verdict-badge.v-blunder").await?);
        ensure!(b.text(".plydetail .verdict-badge").await? == "blunder ??");
        badges_on_one_line(&b).await?;
        ensure!(classes(&b, &format!("ol.plylist li:nth-child({decisive})"))
            .await?
            .contains("current"));
        let best = cli["plies"][decisive - 1]["best"]
            .as_array()
            .context("best")?;
        let instead = b.text("p.instead").await?;
        let mut hint_squares = BTreeSet::new();
        for m in best {
            // As the English page writes it (=侯 for the broadcasts' 侯전환).
            let hanja = m["hanja"]
                .as_str()
                .context("hanja")?
                .replace(" 侯전환", " =侯");
            ensure!(
                instead.contains(&hanja),
                "{name}: {instead:?} lacks {hanja}"
            );
            let mv = m["move"].as_str().context("move")?;
            match mv.split_once('*') {
                Some((_, to)) => hint_squares.insert(to.to_string()),
                None => {
                    hint_squares.insert(mv[..2].to_string());
                    hint_squares.insert(mv[2..].to_string())
                }
            };
        }
        ensure!(
            squares(&b, ".board .sq.hint").await? == hint_squares,
            "{name}: the hint squares"
        );
        // The board is the position before the blunder.
        let before = cli["plies"][decisive - 1]["position"]
            .as_str()
            .context("position")?;
        let explore = b.attr("a.explore", "href").await?.unwrap_or_default();
        ensure!(query_param(&explore, "pos").as_deref() == Some(before));
        let png = shot(&b, &format!("game-{name}-ply-{decisive}")).await?;
        if *name == "grand-final-11-round1" {
            save_for_readme(&png, "game.png")?;
            // The position in the explorer, and back to the game.
            b.click("a.explore").await?;
            wait_for_position(&b, before).await?;
            ensure!(b.text("h1.verdict").await? == "Draw: neither side can force a win");
            ensure!(
                b.exists(&format!(
                    "li.mv[data-move=\"{}\"]",
                    best[0]["move"].as_str().unwrap_or("?")
                ))
                .await?
            );
            shot(&b, "game-explore-position").await?;
            b.back().await?;
            b.wait_for(&at(decisive)).await?;
            ensure!(b
                .current_url()
                .await?
                .ends_with(&format!("/games/{name}?ply={decisive}")));
            // One more Back: the page before it (the game's first ply, opened from the list),
            // not the same ply again.
            b.back().await?;
            let first = format!("/games/{name}");
            wait_until(format_args!("Back to {first}"), WAIT_TIMEOUT, async || {
                Ok(b.current_url().await?.ends_with(&first).then_some(()))
            })
            .await?;
            b.wait_for(&at(1)).await?;
        }
        scroll_to(&b, "section.graphsec").await?;
        shot(&b, &format!("game-{name}-graph")).await?;
    }

    // A game's page on the phone.
    let phone = b
        .driver()
        .open(&Options::phone().arg("--lang=en-US"))
        .await?;
    phone
        .goto(&format!(
            "{}/games/grand-final-11-round1?ply=7",
            server.base
        ))
        .await?;
    fits(
        &phone,
        390.0,
        &[".board", "svg.graph", "ol.plylist", "p.instead"],
    )
    .await?;
    badges_on_one_line(&phone).await?;
    shot(&phone, "game-phone").await?;
    scroll_to(&phone, ".plydetail").await?;
    shot(&phone, "game-phone-ply").await?;
    scroll_to(&phone, "section.graphsec").await?;
    shot(&phone, "game-phone-graph").await?;
    Ok(())
}

/// Checks that every verdict badge on the page is one line high (a badge broken over two
/// lines is taller than the others).
async fn badges_on_one_line(b: &Browser) -> Result<()> {
    let v = b
        .execute(
            "const h = Array.from(document.querySelectorAll('.verdict-badge')) \
               .map(e => e.getBoundingClientRect().height); \
             return [h.length, Math.min(...h), Math.max(...h)];",
            vec![],
        )
        .await?;
    let (n, lo, hi) = (
        v[0].as_f64().unwrap_or(0.0),
        v[1].as_f64().unwrap_or(0.0),
        v[2].as_f64().unwrap_or(0.0),
    );
    ensure!(n > 0.0, "no verdict badges");
    ensure!(
        hi - lo < 1.0,
        "a verdict badge is broken over lines: heights {lo}..{hi} px"
    );
    Ok(())
}

/// The words of a verdict's badge (`sibi annotate --json` gives its name).
fn badge_words(verdict: &str) -> Result<&'static str> {
    Ok(match verdict {
        "best" => "best",
        "only move" => "only move !",
        "mistake" => "mistake ?",
        "blunder" => "blunder ??",
        other => bail!("unknown verdict {other:?}"),
    })
}

/// The published text of Grand Final round 1 pasted into `/games/annotate`: the same
/// verdicts, ply by ply, as `sibi annotate --json`.
#[tokio::test]
async fn full_table_annotate_a_pasted_record() -> Result<()> {
    let Some(dir) = full_tables("full_table_annotate_a_pasted_record") else {
        return Ok(());
    };
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let file = record("grand-final-11-round1.published.txt");
    let text = std::fs::read_to_string(&file)?;
    let cli: Value = serde_json::from_str(
        ok(&dir, &["annotate", "--json", &file])
            .lines()
            .next()
            .context("JSON")?,
    )?;

    b.goto(&format!("{}/games", server.base)).await?;
    b.click("a[href^=\"/games/annotate\"]").await?;
    b.wait_for("textarea#record").await?;
    let started = Instant::now();
    b.type_text("textarea#record", &text).await?;
    eprintln!("typing the record took {:?}", started.elapsed());
    ensure!(
        b.prop("textarea#record", "value").await?.as_deref() == Some(text.as_str()),
        "the text area holds something else than the file"
    );
    shot(&b, "annotate-1-pasted").await?;
    b.click("#annotate").await?;
    b.wait_for("table.annot").await?;

    let rows = b
        .execute(
            "return Array.from(document.querySelectorAll('table.annot tr')).slice(1).map(tr => \
             Array.from(tr.cells).map(td => td.innerText.trim()));",
            vec![],
        )
        .await?;
    let rows = rows.as_array().context("rows")?;
    let plies = cli["plies"].as_array().context("plies")?;
    ensure!(
        rows.len() == plies.len(),
        "{} rows, {} plies",
        rows.len(),
        plies.len()
    );
    for (row, ply) in rows.iter().zip(plies) {
        let cell = |i: usize| row[i].as_str().unwrap_or("").to_string();
        ensure!(cell(0).parse::<u64>().ok() == ply["ply"].as_u64(), "{row}");
        ensure!(
            cell(6) == badge_words(ply["verdict"].as_str().unwrap_or(""))?,
            "ply {}: the page says {:?}, the CLI {}",
            ply["ply"],
            cell(6),
            ply["verdict"]
        );
        // The broadcast form as the CLI gives it, with the English page's promotion mark (=侯
        // where the broadcasts write 侯전환).
        let hanja = ply["hanja"]
            .as_str()
            .unwrap_or("")
            .replace(" 侯전환", " =侯");
        ensure!(cell(3) == hanja, "{row}");
    }
    ensure!(b.text("p.vline").await? == cli["summary"]["verdict"].as_str().unwrap_or(""));
    ensure!(b.find_all("svg.graph g.blunder").await?.len() == 1);
    badges_on_one_line(&b).await?;
    scroll_to(&b, "table.annot").await?;
    shot(&b, "annotate-2-result").await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Puzzles (issue 13).

/// The puzzle of `plies` that `seed` picks, from the server's API: its JSON (position, winner,
/// solution tree).
fn puzzle_json(server: &Server, plies: u16, seed: u64) -> Result<Value> {
    let (status, _, body) = server.get(&format!("/api/v1/puzzle?plies={plies}&seed={seed}"));
    ensure!(status == 200, "/api/v1/puzzle: {status} {body}");
    Ok(serde_json::from_str(&body)?)
}

/// Plays the move `mv` of `side` by clicking as a person does: the piece (or the piece in the
/// hand), then the target square.
async fn click_move(b: &Browser, side: &str, mv: &str) -> Result<()> {
    if let Some((role, to)) = mv.split_once('*') {
        b.click(&format!(".hand-{side} .drop[data-drop=\"{role}\"]"))
            .await?;
        b.wait_for(&format!("{}.target", sq(to))).await?;
        b.click(&sq(to)).await?;
    } else {
        let (from, to) = (&mv[..2], &mv[2..4]);
        b.click(&sq(from)).await?;
        b.wait_for(&format!("{}.target", sq(to))).await?;
        b.click(&sq(to)).await?;
    }
    Ok(())
}

/// The plies shown as played on a puzzle's page.
async fn puzzle_line(b: &Browser) -> Result<Vec<String>> {
    let v = b
        .execute(
            "return Array.from(document.querySelectorAll('ol.puzzle-line li')).map(e => e.dataset.move);",
            vec![],
        )
        .await?;
    Ok(v.as_array()
        .context("an array")?
        .iter()
        .filter_map(|s| s.as_str().map(str::to_string))
        .collect())
}

/// The label the explorer's API gives the move `mv` of `pos` (for the mover), in the page's
/// words: `win in 9 plies`, `draw`, `loss in 4 plies`.
fn label_words(server: &Server, pos: &str, mv: &str) -> Result<(String, Value)> {
    let (status, _, body) = server.get(&format!("/api/v1/position?pos={}", enc(pos)));
    ensure!(status == 200, "{body}");
    let j: Value = serde_json::from_str(&body)?;
    let m = j["moves"]
        .as_array()
        .context("moves")?
        .iter()
        .find(|m| m["move"] == mv)
        .with_context(|| format!("{mv} in {pos}"))?
        .clone();
    let v = m["value"].clone();
    let words = match (v["wdl"].as_str(), v["dtm"].as_u64()) {
        (Some("win"), Some(n)) => format!("win in {n} plies"),
        (Some("loss"), Some(n)) => format!("loss in {n} plies"),
        _ => "draw".to_string(),
    };
    Ok((words, v))
}

/// Solves the puzzle on the page by clicking its answers: at each step the solution tree's
/// answer, then the defender's reply the page shows leads into the tree. Returns the plies.
async fn solve_by_clicking(b: &Browser, puzzle: &Value) -> Result<usize> {
    let winner = puzzle["winner"].as_str().context("winner")?.to_string();
    let mut step = puzzle["solution"].clone();
    loop {
        let answer = step["answers"][0]
            .as_str()
            .context("an answer")?
            .to_string();
        let before = puzzle_line(b).await?.len();
        click_move(b, &winner, &answer).await?;
        wait_until(
            format_args!("the page after {answer}"),
            WAIT_TIMEOUT,
            async || Ok((puzzle_line(b).await?.len() > before).then_some(())),
        )
        .await?;
        let line = puzzle_line(b).await?;
        ensure!(line[before] == answer, "{line:?}");
        if step["defences"].as_array().is_none_or(|d| d.is_empty()) {
            b.wait_for("p.solved").await?;
            return Ok(line.len());
        }
        let reply = line.get(before + 1).context("the defender's reply")?;
        step = step["defences"]
            .as_array()
            .context("defences")?
            .iter()
            .find(|d| d["move"] == reply.as_str())
            .with_context(|| format!("the reply {reply} is a longest defence of the tree"))?
            ["next"]
            .clone();
        ensure!(!b.exists("p.solved").await?, "solved too early");
    }
}

/// `/puzzles` on the small table: the buttons by length; a button opens a puzzle of that
/// length; a wrong move, clicked on the board, says why it fails (its value, in plies, the
/// explorer's label) and the position stays; Retry; then the puzzle solved by clicking its
/// answers, with the table's longest defences; the link reopens it.
#[tokio::test]
async fn puzzles_fail_one_then_solve_it_by_clicking() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    b.goto(&format!("{base}/")).await?;
    b.click("header nav a[href^=\"/puzzles\"]").await?;
    b.wait_for(".plies-buttons a.button").await?;
    let buttons = b.find_all(".plies-buttons a.button").await?;
    ensure!(buttons.len() >= 5, "{} buttons", buttons.len());
    ensure!(b
        .text("a.button[data-plies=\"7\"]")
        .await?
        .starts_with("7 plies"));
    shot(&b, "puzzles-1-lengths").await?;

    b.click("a.button[data-plies=\"7\"]").await?;
    b.wait_for("main.puzzle").await?;
    let url = b.current_url().await?;
    let pos = query_param(&url, "pos").context("pos= in the puzzle's address")?;
    let seed: u64 = query_param(&url, "seed").context("seed=")?.parse()?;
    ensure!(shown(&b).await? == pos);
    ensure!(b.text("h1.verdict").await?.contains("wins in 7 plies"));
    // The puzzle the API gives for the same length and seed is this one.
    let puzzle = puzzle_json(&small.server, 7, seed)?;
    ensure!(puzzle["puzzle"]["position"] == pos.as_str(), "{puzzle}");
    let puzzle = puzzle["puzzle"].clone();
    let answer = puzzle["solution"]["answers"][0]
        .as_str()
        .context("answer")?;
    ensure!(puzzle["solution"]["answers"].as_array().map(Vec::len) == Some(1));
    shot(&b, "puzzles-2-puzzle").await?;

    // A wrong move: the first legal move that is not the answer.
    let moves = b
        .execute(
            "return Array.from(document.querySelectorAll('li.mv')).map(e => e.dataset.move);",
            vec![],
        )
        .await?;
    let wrong = moves
        .as_array()
        .context("moves")?
        .iter()
        .filter_map(Value::as_str)
        .find(|m| *m != answer && !m.contains('*'))
        .context("a wrong move")?
        .to_string();
    set_marker(&b).await?;
    click_move(&b, "a", &wrong).await?;
    let said = b.wait_for_text("p.wrong", &wrong).await?;
    let (words, value) = label_words(&small.server, &pos, &wrong)?;
    ensure!(
        value["wdl"] != "win" || value["dtm"] != 7,
        "{wrong} is not wrong"
    );
    if value["wdl"] == "win" {
        let n = value["dtm"].as_u64().context("dtm")?;
        ensure!(
            said.contains(&format!("in {n} plies instead of 7 plies")),
            "{said}"
        );
    } else {
        ensure!(said.contains(&words), "{said} (the table says {words})");
    }
    ensure!(shown(&b).await? == pos, "a wrong move leaves the position");
    ensure!(marker(&b).await?.is_some(), "the page was reloaded");
    ensure!(puzzle_line(&b).await?.is_empty());
    shot(&b, "puzzles-3-wrong-move").await?;

    // Retry, then the solution.
    b.click("p.wrong a.retry").await?;
    b.wait_for_absent("p.wrong").await?;
    let plies = solve_by_clicking(&b, &puzzle).await?;
    ensure!(plies == 7, "{plies} plies played");
    let solved = b.text("p.solved").await?;
    ensure!(solved.contains("Solved!"), "{solved}");
    ensure!(b.find_all("section.tries li.mv").await?.is_empty());
    let png = shot(&b, "puzzles-4-solved").await?;
    let _ = png;

    // The link reopens the puzzle at its start.
    let link = b.attr("a.permalink", "href").await?.context("the link")?;
    b.goto(&format!("{base}{link}")).await?;
    ensure!(shown(&b).await? == pos);
    ensure!(puzzle_line(&b).await?.is_empty());
    Ok(())
}

/// The same without JavaScript: a wrong move of the list, its refutation, Retry, and the
/// puzzle solved through the move links alone (an even length: it ends by the try).
#[tokio::test]
async fn puzzles_without_javascript() -> Result<()> {
    let Some(b) = browser::launch(desktop().without_javascript()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    b.goto(&format!("{base}/puzzles?plies=6&seed=5")).await?;
    b.wait_for("main.puzzle").await?;
    let puzzle = puzzle_json(&small.server, 6, 5)?["puzzle"].clone();
    let pos = puzzle["position"].as_str().context("position")?.to_string();
    ensure!(shown(&b).await? == pos);
    let mut step = puzzle["solution"].clone();
    let answer = step["answers"][0].as_str().context("answer")?.to_string();
    let wrong = b
        .execute(
            "return Array.from(document.querySelectorAll('li.mv')).map(e => e.dataset.move).find(m => m !== arguments[0]);",
            vec![json!(answer)],
        )
        .await?
        .as_str()
        .context("a wrong move")?
        .to_string();
    b.click(&format!("li.mv[data-move=\"{wrong}\"] a")).await?;
    let said = b.wait_for_text("p.wrong", &wrong).await?;
    let (words, value) = label_words(&small.server, &pos, &wrong)?;
    if value["wdl"] != "win" {
        ensure!(said.contains(&words), "{said} ({words})");
    }
    shot(&b, "puzzles-nojs-wrong").await?;
    b.click("p.wrong a.retry").await?;
    b.wait_for_absent("p.wrong").await?;
    loop {
        let answer = step["answers"][0].as_str().context("answer")?.to_string();
        let before = puzzle_line(&b).await?.len();
        b.click(&format!("li.mv[data-move=\"{answer}\"] a")).await?;
        wait_until(
            format_args!("the page after {answer}"),
            WAIT_TIMEOUT,
            async || Ok((puzzle_line(&b).await?.len() > before).then_some(())),
        )
        .await?;
        let line = puzzle_line(&b).await?;
        if step["defences"].as_array().is_none_or(|d| d.is_empty()) {
            ensure!(line.len() == 6, "{line:?}");
            break;
        }
        let reply = line[before + 1].clone();
        step = step["defences"]
            .as_array()
            .context("defences")?
            .iter()
            .find(|d| d["move"] == reply.as_str())
            .context("a longest defence")?["next"]
            .clone();
    }
    let solved = b.text("p.solved").await?;
    ensure!(solved.contains("try"), "{solved}");
    shot(&b, "puzzles-nojs-solved").await?;
    Ok(())
}

/// `/puzzles` on the full table (its puzzle file built by `sibi puzzles --build`, as
/// `scripts/e2e.sh` does first): every length offered is answered, by the API and by the page
/// (how fast: `scripts/bench-puzzles.sh`); a served puzzle's first answer is the only winning move of its position (the
/// explorer's API says so); then a 9-ply puzzle played one move and a wrong try, refuted (the
/// README's screenshot).
#[tokio::test]
async fn full_table_puzzles() -> Result<()> {
    let Some(dir) = full_tables("full_table_puzzles") else {
        return Ok(());
    };
    let Some(b) = browser::launch(readme_window().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let (status, _, index) = server.get("/puzzles");
    ensure!(status == 200, "{index}");
    let lengths: Vec<u16> = index
        .split("data-plies=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next()?.parse().ok())
        .collect();
    ensure!(
        lengths.len() >= 15 && lengths.contains(&9),
        "lengths offered: {lengths:?} (is the puzzle file beside the table?)"
    );
    for &n in &lengths {
        for seed in 1..=3 {
            // (How long they take is measured by scripts/bench-puzzles.sh, not here.)
            let puzzle = puzzle_json(&server, n, seed)?;
            let (status, _, _) = server.get(&format!("/puzzles?plies={n}&seed={seed}"));
            ensure!(status == 303, "/puzzles?plies={n}: {status}");
            let p = &puzzle["puzzle"];
            ensure!(p["plies"] == n);
            if n > 2 {
                let pos = p["position"].as_str().context("position")?;
                let (status, _, body) = server.get(&format!("/api/v1/position?pos={}", enc(pos)));
                ensure!(status == 200);
                let j: Value = serde_json::from_str(&body)?;
                let wins: Vec<&Value> = j["moves"]
                    .as_array()
                    .context("moves")?
                    .iter()
                    .filter(|m| m["value"]["wdl"] == "win")
                    .collect();
                ensure!(wins.len() == 1, "{pos}: {} winning moves", wins.len());
                ensure!(wins[0]["move"] == p["solution"]["answers"][0]);
                ensure!(wins[0]["value"]["dtm"] == n);
            }
        }
    }

    // The README's picture: a 9-ply puzzle, one move played, then a wrong try.
    let puzzle = puzzle_json(&server, 9, 1)?["puzzle"].clone();
    let pos = puzzle["position"].as_str().context("position")?.to_string();
    b.goto(&format!("{}/puzzles?plies=9&seed=1", server.base))
        .await?;
    ensure!(shown(&b).await? == pos);
    let answer = puzzle["solution"]["answers"][0]
        .as_str()
        .context("answer")?
        .to_string();
    click_move(&b, "a", &answer).await?;
    wait_until(
        format_args!("the page after {answer}"),
        WAIT_TIMEOUT,
        async || Ok((puzzle_line(&b).await?.len() == 2).then_some(())),
    )
    .await?;
    let reply = puzzle_line(&b).await?[1].clone();
    let step = puzzle["solution"]["defences"]
        .as_array()
        .context("defences")?
        .iter()
        .find(|d| d["move"] == reply.as_str())
        .context("a longest defence")?["next"]
        .clone();
    let now = shown(&b).await?;
    ensure!(step["position"] == now.as_str());
    let right = step["answers"][0].as_str().context("answer")?.to_string();
    let wrong = b
        .execute(
            "return Array.from(document.querySelectorAll('li.mv')).map(e => e.dataset.move).find(m => m !== arguments[0] && m.indexOf('*') < 0);",
            vec![json!(right)],
        )
        .await?
        .as_str()
        .context("a wrong move")?
        .to_string();
    click_move(&b, "a", &wrong).await?;
    b.wait_for_text("p.wrong", &wrong).await?;
    ensure!(shown(&b).await? == now);
    let png = shot(&b, "full-puzzle-9-wrong").await?;
    save_for_readme(&png, "puzzles.png")?;
    Ok(())
}

/// `/puzzles` on a phone: the buttons, and a puzzle's board, hands, moves and a wrong try's
/// message within 390 pixels, no horizontal scrolling.
#[tokio::test]
async fn puzzles_on_a_phone() -> Result<()> {
    let Some(b) = browser::launch(Options::phone().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&format!("{}/puzzles", small.server.base)).await?;
    fits(&b, 390.0, &[".plies-buttons", "h1.verdict"]).await?;
    shot(&b, "puzzles-phone-1-lengths").await?;
    b.click("a.button[data-plies=\"8\"]").await?;
    b.wait_for("main.puzzle").await?;
    let parts = [".board", ".hand-a", ".hand-d", "ul.movelist", "h1.verdict"];
    fits(&b, 390.0, &parts).await?;
    let seed: u64 = query_param(&b.current_url().await?, "seed")
        .context("seed=")?
        .parse()?;
    let answer = puzzle_json(&small.server, 8, seed)?["puzzle"]["solution"]["answers"][0]
        .as_str()
        .context("answer")?
        .to_string();
    let wrong = b
        .execute(
            "return Array.from(document.querySelectorAll('li.mv')).map(e => e.dataset.move).find(m => m !== arguments[0] && m.indexOf('*') < 0);",
            vec![json!(answer)],
        )
        .await?
        .as_str()
        .context("a wrong move")?
        .to_string();
    click_move(&b, "a", &wrong).await?;
    b.wait_for_text("p.wrong", &wrong).await?;
    fits(&b, 390.0, &["p.wrong", ".board"]).await?;
    shot(&b, "puzzles-phone-2-wrong").await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// /play (issue 13, items 3 and 7).

/// The position `/play` shows now (`data-pos` of `#play`; empty after a king capture).
async fn play_pos(b: &Browser) -> Result<String> {
    Ok(b.attr("#play", "data-pos").await?.unwrap_or_default())
}

/// The moves of the game's link (`moves=` of `#link`).
async fn play_moves(b: &Browser) -> Result<Vec<String>> {
    let href = b.attr("#link", "href").await?.context("#link")?;
    Ok(query_param(&href, "moves")
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_string)
        .collect())
}

/// Waits until it is the player's move (or the game is over): `Some(position)` or `None`.
async fn wait_for_my_turn(b: &Browser) -> Result<Option<String>> {
    wait_until("the player's move or the end", WAIT_TIMEOUT, async || {
        if b.attr("#play", "data-ended").await?.is_some() {
            return Ok(Some(None));
        }
        // The status and the position agree: the player's side is to move.
        let status = b.text("#status").await?;
        let pos = play_pos(b).await?;
        let side = b.attr("#play", "data-side").await?.unwrap_or_default();
        let mine = pos.rsplit(' ').next() == Some(side.as_str());
        Ok((status.starts_with("Your move") && mine).then_some(Some(pos)))
    })
    .await
}

/// Plays the first legal move of `pos` (from the server's list, as the page has it) by
/// clicking: the piece (or the piece in the hand), then its square.
async fn click_first_move(b: &Browser, server: &Server, pos: &str) -> Result<String> {
    let (status, _, body) = server.get(&format!("/api/v1/position?pos={}", enc(pos)));
    ensure!(status == 200, "{body}");
    let v: Value = serde_json::from_str(&body)?;
    let mv = v["moves"][0]["move"]
        .as_str()
        .context("a legal move")?
        .to_string();
    let side = pos.rsplit(' ').next().context("side")?;
    if let Some((role, to)) = mv.split_once('*') {
        b.click(&format!("#board .hand-{side} .drop[data-drop=\"{role}\"]"))
            .await?;
        b.wait_for(&format!("#board .sq[data-sq=\"{to}\"].target"))
            .await?;
        b.click(&format!("#board .sq[data-sq=\"{to}\"]")).await?;
    } else {
        b.click(&format!("#board .sq[data-sq=\"{}\"]", &mv[..2]))
            .await?;
        b.wait_for(&format!("#board .sq[data-sq=\"{}\"].target", &mv[2..]))
            .await?;
        b.click(&format!("#board .sq[data-sq=\"{}\"]", &mv[2..]))
            .await?;
    }
    Ok(mv)
}

/// A game at level 10 from a won position for the engine (`PCAPTURE`, a to move wins in 15;
/// the player is d): the board turned for d, undo of a move pair, the engine's win within 15
/// plies (perfect play), the end annotated, the record downloaded and annotated by `sibi
/// annotate` (every engine ply best), the same game reopened upright, and the phone.
#[tokio::test]
async fn play_a_game_to_its_end_at_the_top_level() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    // The form, filled in as a person does: d, level 10, this position.
    b.goto(&format!("{base}/play")).await?;
    ensure!(b.exists("details.settings[open]").await?);
    ensure!(b.find_all("ol.levels li").await?.len() == 10);
    b.click("input[name=side][value=d]").await?;
    b.select("#level", "10").await?;
    // The levels by name; their figures on request.
    b.click("details.levelinfo summary").await?;
    let chosen = b.text("ol.levels li.chosen").await?;
    ensure!(chosen.starts_with("perfect: always"), "{chosen}");
    b.type_text("#text", PCAPTURE).await?;
    shot(&b, "play-0-settings").await?;
    b.click("#new").await?;
    b.wait_for("#play").await?;
    let url = b.current_url().await?;
    ensure!(query_param(&url, "side").as_deref() == Some("d"), "{url}");
    ensure!(query_param(&url, "level").as_deref() == Some("10"), "{url}");
    // Turned for d: file D on the left, rank 3 on top; d's hand on the left.
    let files = b
        .execute(
            "return Array.from(document.querySelectorAll('#board .file')).map(e => e.textContent).join('');",
            vec![],
        )
        .await?;
    ensure!(files == json!("DCBA"), "{files}");
    let (hand_l, _) = x_extent(&b, "#board .hand-d").await?;
    let (board_l, _) = x_extent(&b, "#board .board").await?;
    ensure!(hand_l < board_l, "d's hand is not on the left");
    // The engine (a) moves first, after its pause.
    let first = wait_for_my_turn(&b).await?.context("the game goes on")?;
    ensure!(play_moves(&b).await?.len() == 1);
    shot(&b, "play-1-turned-for-d").await?;

    // Undo: my move and the reply go, the position before my move is back.
    click_first_move(&b, &small.server, &first).await?;
    let after = wait_for_my_turn(&b).await?;
    ensure!(play_moves(&b).await?.len() == 3 || after.is_none());
    if after.is_some() {
        b.click("#undo").await?;
        let back = wait_for_my_turn(&b).await?.context("back to my move")?;
        ensure!(back == first, "undo gave {back}, not {first}");
        ensure!(play_moves(&b).await?.len() == 1);
    }

    // Play on (the first legal move each time) until the engine wins.
    let mut guard = 0;
    while let Some(pos) = wait_for_my_turn(&b).await? {
        click_first_move(&b, &small.server, &pos).await?;
        guard += 1;
        ensure!(guard < 20, "the game does not end");
    }
    let ended = b.attr("#play", "data-ended").await?.unwrap_or_default();
    ensure!(
        ended == "king-capture" || ended == "try",
        "ended by {ended}"
    );
    let status = b.text("#status").await?;
    ensure!(status.starts_with("The engine wins"), "{status}");
    let moves = play_moves(&b).await?;
    ensure!(moves.len() <= 15, "{} plies from a win in 15", moves.len());
    b.wait_for("#annotation table.annot").await?;
    let rows = b.find_all("#annotation table.annot tr").await?.len();
    ensure!(
        rows == moves.len() + 1,
        "{rows} rows for {} plies",
        moves.len()
    );
    scroll_to(&b, "#status").await?;
    shot(&b, "play-2-end-annotated").await?;

    // The download: a format-2 record that `sibi annotate` reads.
    let href = b.attr("#download", "href").await?.context("download")?;
    let (status, headers, text) = small.server.get(&href);
    ensure!(status == 200, "{text}");
    ensure!(headers.contains("attachment"), "{headers}");
    ensure!(text.contains("format: sibi-record 2\n"), "{text}");
    ensure!(text.contains(&format!("position: {PCAPTURE}\n")), "{text}");
    let file = small._dir.path().join("game.gibo");
    std::fs::write(&file, &text)?;
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sibi"))
        // English, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--pieces", SET, "annotate", "--json"])
        .arg(&file)
        .env("SIBI_TABLEBASE_DIR", small._dir.path())
        .env_remove("SIBI_TABLEBASE")
        .output()?;
    ensure!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let a: Value = serde_json::from_slice(&out.stdout)?;
    ensure!(a["result"]["winner"] == "a", "{}", a["result"]);
    ensure!(a["result"]["termination"] == ended.as_str());
    ensure!(a["result"]["disagreement"].is_null());
    let plies = a["plies"].as_array().context("plies")?;
    ensure!(plies.len() == moves.len());
    for p in plies.iter().filter(|p| p["side"] == "a") {
        ensure!(
            p["verdict"] == "best" || p["verdict"] == "only move",
            "the engine at level 10 played {}",
            p
        );
    }

    // Reopened from its link, upright: d's camp at the bottom, d's hand below the board.
    let link = b.attr("#link", "href").await?.context("link")?;
    b.goto(&format!("{base}{link}&layout=vertical")).await?;
    b.wait_for("#play[data-ended]").await?;
    ensure!(play_moves(&b).await? == moves);
    ensure!(b.exists("#board .board.vert").await?);
    let (hd, bd, ha) = (
        top(&b, "#board .hand-d").await?,
        top(&b, "#board .board").await?,
        top(&b, "#board .hand-a").await?,
    );
    ensure!(
        ha < bd && bd < hd,
        "upright for d: a {ha}, board {bd}, d {hd}"
    );
    shot(&b, "play-3-upright-for-d").await?;
    // The other language's link reopens the same game.
    let ko = b.attr("header .lang", "href").await?.context("lang link")?;
    ensure!(query_param(&ko, "lang").as_deref() == Some("ko"), "{ko}");
    ensure!(
        query_param(&ko, "moves") == query_param(&link, "moves"),
        "{ko}"
    );
    b.goto(&format!("{base}{ko}")).await?;
    b.wait_for("#play[data-ended]").await?;
    let status = b.text("#status").await?;
    ensure!(status.starts_with("엔진이 이겼습니다"), "{status}");
    ensure!(b.text("h1").await? == "테이블과 대국");
    shot(&b, "play-3b-korean").await?;

    // Across for a, from P0 (a to move: the player moves first).
    b.goto(&format!(
        "{base}/play?pos={}&side=a&level=3&seed=1",
        enc(P0)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    shot(&b, "play-4-across-for-a-selected").await?;
    Ok(())
}

/// `/play` on a phone: the board and both hands within 390 pixels, upright; and the game
/// without JavaScript: every move a link, the engine's reply after the page's refresh.
#[tokio::test]
async fn play_on_a_phone_and_without_javascript() -> Result<()> {
    let small = Small::start();
    let url = format!(
        "{}/play?pos={}&side=a&level=5&seed=2&layout=vertical",
        small.server.base,
        enc(P0)
    );
    if let Some(b) = browser::launch(Options::phone().arg("--lang=en-US")).await {
        b.goto(&url).await?;
        ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
        fits(
            &b,
            390.0,
            &["#board .board", "#board .hand-a", "#board .hand-d"],
        )
        .await?;
        let (hd, bd, ha) = (
            top(&b, "#board .hand-d").await?,
            top(&b, "#board .board").await?,
            top(&b, "#board .hand-a").await?,
        );
        ensure!(
            hd < bd && bd < ha,
            "upright for a: d {hd}, board {bd}, a {ha}"
        );
        shot(&b, "play-5-phone").await?;
    } else {
        return Ok(());
    }
    if let Some(b) = browser::launch(desktop().without_javascript()).await {
        b.goto(&url).await?;
        ensure!(b.find_all("#board .sq").await?.len() == 12);
        let first = b
            .attr(".choices li.mv a", "href")
            .await?
            .context("a move link")?;
        b.click(".choices li.mv a").await?;
        // The engine's turn, then (the page refreshes itself) the player's move again.
        let now = wait_for_my_turn(&b).await?.context("the game goes on")?;
        let moves = play_moves(&b).await?;
        ensure!(moves.len() == 2, "{now}: {moves:?}");
        ensure!(
            query_param(&first, "moves").as_deref() == Some(moves[0].as_str()),
            "{first}"
        );
        shot(&b, "play-6-no-js").await?;
    }
    Ok(())
}

/// A position come round a third time: the page offers to stop as a draw by repetition, the
/// end says so, and the download records `end: repetition`. The game is reopened from a link
/// whose moves walk both kings out and back twice from `P0` (A2A1 D2D1 A1A2 D1D2: `P0` again,
/// by hand), so `P0` stands for the third time with the player (a) to move.
#[tokio::test]
async fn play_offers_a_draw_by_repetition() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let walk = "A2A1 D2D1 A1A2 D1D2";
    let moves = format!("{walk} {walk}");
    let base = &small.server.base;
    // Twice round only: no offer yet.
    b.goto(&format!(
        "{base}/play?pos={}&moves={}&level=1&side=a&seed=3",
        enc(P0),
        enc(walk)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    ensure!(!b.exists("#draw").await?);
    b.goto(&format!(
        "{base}/play?pos={}&moves={}&level=1&side=a&seed=3",
        enc(P0),
        enc(&moves)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    b.wait_for_text("#draw", "third time").await?;
    shot(&b, "play-7-repetition-offered").await?;
    b.click("#draw").await?;
    b.wait_for("#play[data-ended=\"repetition\"]").await?;
    ensure!(b.text("#status").await?.starts_with("Draw by repetition"));
    b.wait_for("#annotation table.annot").await?;
    let href = b.attr("#download", "href").await?.context("download")?;
    let (status, _, text) = small.server.get(&href);
    ensure!(status == 200, "{text}");
    ensure!(text.contains("\nend: repetition\n"), "{text}");
    ensure!(text.contains("\nwinner: none\n"), "{text}");
    Ok(())
}

/// Seeds above 2⁵³ keep every digit in the page's script: with the largest seed the engine's
/// first move (ply 1) is asked with the seed that wraps to 0, as `sibi play` asks it, and the
/// game's link keeps the seed as given; 2⁵³ + 1 is not rounded to 2⁵³.
#[tokio::test]
async fn play_keeps_seeds_above_two_to_the_53() -> Result<()> {
    let Some(b) = browser::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    for (seed, ply1) in [(u64::MAX, 0u64), ((1u64 << 53) + 1, (1u64 << 53) + 2)] {
        b.goto(&format!(
            "{base}/play?pos={}&side=d&level=3&seed={seed}",
            enc(P0)
        ))
        .await?;
        // The engine (a) moves first; then it is the player's move.
        let now = wait_for_my_turn(&b).await;
        let status = b.text("#status").await?;
        ensure!(now.is_ok(), "seed {seed}: {status}");
        let moves = play_moves(&b).await?;
        ensure!(moves.len() == 1, "seed {seed}: {moves:?}");
        let link = b.attr("#link", "href").await?.context("link")?;
        ensure!(
            query_param(&link, "seed") == Some(seed.to_string()),
            "seed {seed}: {link}"
        );
        // The move the server gives for ply 1's seed.
        let (code, _, body) = small.server.get(&format!(
            "/api/v1/engine-move?pos={}&level=3&seed={ply1}",
            enc(P0)
        ));
        ensure!(code == 200, "{body}");
        let v: Value = serde_json::from_str(&body)?;
        ensure!(v["move"] == moves[0].as_str(), "seed {seed}: {v}");
    }
    Ok(())
}
