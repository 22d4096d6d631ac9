//! The explorer (`/`): clicks, drops, keys, drags, the line, the step marks, Korean, without
//! JavaScript, on a phone; and on the full table, the start and one of the longest wins.

use std::collections::BTreeSet;

use anyhow::{ensure, Context, Result};
use serde_json::json;

use crate::common::Server;
use crate::harness::{self, wait_until, Browser, Key, Options, WAIT_TIMEOUT};
use crate::layout::*;
use crate::support::*;

/// Steps 1 to 3 of issue 12: a click on 子 marks its target, a click on the target plays the
/// move in place (same document, new address); a move of the list; Back.
#[tokio::test]
async fn explorer_click_piece_and_target_then_a_listed_move_then_back() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
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
        verdict == "Green to move — with perfect play Green wins in 14 plies",
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
    ensure!(b.text("h1.verdict").await? == "Draw — neither side can force a win");
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("C2")))
            .await?
    );
    ensure!(b.find_all(&format!("{} .pc", sq("B2"))).await?.is_empty());
    ensure!(classes(&b, &sq("C2")).await?.contains("last"));
    ensure!(b.find_all(".sq.target").await?.is_empty());
    ensure!(b.text(".tomove strong").await? == "Red");
    ensure!(b.title().await?.starts_with(P1));
    shot(&b, "explorer-1c-pawn-moved").await?;

    // 2. A move of the list (the first one, the best for d).
    let first = b.attr("li.mv a", "href").await?.context("a move link")?;
    let p2 = query_param(&first, "pos").context("pos= in the move's link")?;
    b.click("li.mv a").await?;
    wait_for_position(&b, &p2).await?;
    ensure!(marker(&b).await?.is_some(), "a reload");
    ensure!(b.text(".tomove strong").await? == "Green");
    shot(&b, "explorer-2-listed-move").await?;

    // 3. Back: the position before, board and address; and once more, the first page.
    b.back().await?;
    wait_for_position(&b, P1).await?;
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"P\"]", sq("C2")))
            .await?
    );
    ensure!(b.text("h1.verdict").await? == "Draw — neither side can force a win");
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
    let Some(b) = harness::launch(desktop()).await else {
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
    ensure!(b.text("h1.verdict").await? == "Red to move — with perfect play Red wins in 7 plies");
    shot(&b, "explorer-4b-dropped").await?;
    Ok(())
}

/// Step 5: → plays the next move of the principal variation, Space the best move, ← goes back.
#[tokio::test]
async fn explorer_keys() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
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

/// Presses ← and waits until the page has handled it: a listener of the test's on `window`,
/// added after the page's own on `document` (so it runs after it), records each key and any
/// leaving of the document (`pagehide`, `popstate`). Checks that the page saw the key and did
/// not leave the document or step in its history.
async fn left_key_stays(b: &Browser) -> Result<()> {
    b.execute(
        "window.sibiKeys = []; window.sibiLeft = []; \
         window.addEventListener('keydown', e => window.sibiKeys.push(e.key)); \
         window.addEventListener('pagehide', () => window.sibiLeft.push('pagehide')); \
         window.addEventListener('popstate', () => window.sibiLeft.push('popstate')); \
         return 1;",
        vec![],
    )
    .await?;
    b.press(Key::Left).await?;
    let (keys, left) = wait_until("the page's handling of ←", WAIT_TIMEOUT, async || {
        let v = b
            .execute(
                "return window.sibiKeys ? [window.sibiKeys.join(' '), window.sibiLeft.join(' ')] : null;",
                vec![],
            )
            .await?;
        Ok(match v.as_array() {
            // A new document: the old one (and its record) is gone.
            None => Some((String::new(), "a new document".to_string())),
            Some(v) if v[0] != "" => Some((
                v[0].as_str().unwrap_or_default().to_string(),
                v[1].as_str().unwrap_or_default().to_string(),
            )),
            Some(_) => None,
        })
    })
    .await?;
    ensure!(left.is_empty(), "← left the document: {left}");
    ensure!(keys == "ArrowLeft", "the keys seen: {keys:?}");
    ensure!(marker(b).await?.is_some(), "← reloaded the page");
    Ok(())
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
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    // ← never leaves the explorer (it was the browser's Back: from /games to the explorer, ←
    // went back to /games).
    b.goto(&format!("{}/games", small.server.base)).await?;
    b.click("header nav a[href=\"/\"]").await?;
    b.wait_for("main.explorer").await?;
    let before = b.current_url().await?;
    set_marker(&b).await?;
    left_key_stays(&b).await?;
    ensure!(b.exists("main.explorer").await?, "← left the explorer");
    ensure!(
        b.current_url().await? == before,
        "← moved the address from {before}"
    );
    b.goto(&small.page(P0)).await?;
    set_marker(&b).await?;
    // Labels: the square, the owner and the piece (worked out from P0 by hand).
    let label = b.attr(&sq("B2"), "aria-label").await?.unwrap_or_default();
    ensure!(
        label.starts_with("B2: Green: ") && label.contains('子'),
        "B2's label: {label:?}"
    );
    let label = b.attr(&sq("C2"), "aria-label").await?.unwrap_or_default();
    ensure!(label == "C2: empty", "C2's label: {label:?}");
    let label = b
        .attr(".hand[data-side=\"a\"] .drop", "aria-label")
        .await?
        .unwrap_or_default();
    ensure!(
        label.starts_with("Green's hand: ") && label.contains('將'),
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

/// Issue 24, item 5: the step marks. Off at first; the button turns them on, the choice is
/// kept across pages (the rules page, a flipped board); the marks are the steps of docs/RULES.md,
/// counted by hand: a's 子 on B2 steps one square toward file D (to the right across the
/// board, to the left once the board is turned), the 王 eight ways, the 將 in a's hand four
/// (orthogonally), d's 相 four (diagonally).
#[tokio::test]
async fn step_marks_setting() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
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

/// Step 7: the language link: Korean words, kept when a move is played, and back to English.
#[tokio::test]
async fn explorer_in_korean() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
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
        verdict == "초록 차례 — 양쪽이 최선을 다하면 14수 만에 초록이 이깁니다.",
        "{verdict}"
    );
    for word in ["비기는 수", "지는 수", "최선", "초록의 포로"] {
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
    let Some(b) = harness::launch(desktop().without_javascript()).await else {
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
    ensure!(b.text("h1.verdict").await? == "Draw — neither side can force a win");
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

/// Step 9: the phone. The board, both hands and the move list within 390 pixels, no
/// horizontal scrolling; d's hand above the board and a's below; a tap plays a move.
#[tokio::test]
async fn explorer_on_a_phone() -> Result<()> {
    let Some(b) = harness::launch(Options::phone().arg("--lang=en-US")).await else {
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
    // d's hand above the board, a's below.
    top_down(&b, &[".hand-d", ".board", ".hand-a"]).await?;
    // The whole board is on the first screen.
    settled(&b, "the board on the first screen", async || {
        let v = b
            .execute(
                "return document.querySelector('.board').getBoundingClientRect().bottom;",
                vec![],
            )
            .await?;
        ensure!(v.as_f64().context("bottom")? <= 844.0, "board bottom {v}");
        Ok(())
    })
    .await?;
    shot(&b, "explorer-9a-phone").await?;

    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    shot(&b, "explorer-9b-phone-selected").await?;
    b.click(&sq("C2")).await?;
    wait_for_position(&b, P1).await?;
    fits(&b, 390.0, &parts).await?;
    scroll_to(&b, "ul.movelist").await?;
    shot(&b, "explorer-9c-phone-moves").await?;

    // In Korean, the drawing moves ordered by their pressure (압박, beside the traps): the
    // control, the figures and the note fit too.
    b.goto(&format!("{}&lang=ko&order=pressure", small.page(P1)))
        .await?;
    b.wait_for_text("p.order", "압박 높은 순").await?;
    b.wait_for("li.mv .pressure").await?;
    fits(
        &b,
        390.0,
        &["ul.movelist", "p.order", "p.pressnote", "ol.pv"],
    )
    .await?;
    scroll_to(&b, "p.order").await?;
    shot(&b, "explorer-9e-phone-korean-pressure").await?;

    // Edit mode fits too.
    b.goto(&format!("{}/edit?pos={}", small.server.base, enc(P0)))
        .await?;
    fits(&b, 390.0, &["table.editboard", "#check"]).await?;
    hand_fields_apart(&b).await?;
    shot(&b, "explorer-9d-phone-edit").await?;
    Ok(())
}

/// The start page says draw; the page of one of the longest wins says win in 179 plies, with
/// its 179-ply main line; a click on its 相 marks the targets (the README's screenshot).
#[tokio::test]
#[ignore = "full table: scripts/e2e.sh"]
async fn full_table_explorer() -> Result<()> {
    let Some(dir) = full_tables("full_table_explorer") else {
        return Ok(());
    };
    let Some(b) = harness::launch(readme_window().arg("--lang=en-US")).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    b.goto(&format!("{}/", server.base)).await?;
    ensure!(b.text("h1.verdict").await? == "Draw — neither side can force a win");
    ensure!(shown(&b).await? == "M2g/KPpk/G2m - a");
    shot(&b, "full-start").await?;

    let pos = "KMpk/2g1/hGM1 - a";
    b.goto(&format!("{}/?pos={}", server.base, enc(pos)))
        .await?;
    ensure!(
        b.text("h1.verdict").await? == "Green to move — with perfect play Green wins in 179 plies"
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
