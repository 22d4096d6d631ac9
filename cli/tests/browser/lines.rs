//! Lines played out and downloaded, variations kept (issue 42, items 3 and 4), on the explorer
//! in Korean on a 390-pixel phone, one browser session: Space held plays the line out and its
//! release stops it, the line's record fetched from the page and read back by `sibi annotate`,
//! a different move from an earlier ply keeps the old line as a variation and a click returns
//! to it, Home / End, and f flips the board.

use anyhow::{ensure, Context, Result};
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use serde_json::json;

use crate::harness::{self, wait_until, Browser, Key, Options, WAIT_TIMEOUT};
use crate::layout::fits;
use crate::support::*;

/// The number of plies of the line drawn (`nav.line`: its start, then one item per ply).
async fn plies(b: &Browser) -> Result<usize> {
    Ok(b.find_all("nav.line > ol > li")
        .await?
        .len()
        .saturating_sub(1))
}

/// The autoplay button's `aria-pressed`.
async fn pressed(b: &Browser) -> Result<String> {
    b.attr("button.autoplay", "aria-pressed")
        .await?
        .context("aria-pressed")
}

/// Waits until the autoplay button says `state` (`true`: playing).
async fn wait_pressed(b: &Browser, state: &str) -> Result<()> {
    wait_until(
        format_args!("the autoplay button aria-pressed={state}"),
        WAIT_TIMEOUT,
        async || Ok((pressed(b).await? == state).then_some(())),
    )
    .await
}

/// One key down or up, alone (a held key: no repeat is sent).
async fn key(b: &Browser, down: bool, k: Key) -> Result<()> {
    let value: char = k.into();
    let action = if down {
        KeyAction::Down { value }
    } else {
        KeyAction::Up { value }
    };
    let actions = KeyActions::new("keyboard".to_string()).then(action);
    b.client().perform_actions(actions).await?;
    Ok(())
}

/// The position a link of the page leads to (its `pos=`).
async fn link_pos(b: &Browser, css: &str) -> Result<String> {
    let href = b.attr(css, "href").await?.context("a link")?;
    query_param(&href, "pos").context("pos=")
}

#[tokio::test]
async fn lines_played_out_downloaded_and_kept_as_variations() -> Result<()> {
    let Some(b) = harness::launch(Options::phone()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&format!("{}&lang=ko", small.page(P0))).await?;
    b.wait_for("div.autoplay:not([hidden]) button.autoplay")
        .await?;
    ensure!(b.text("button.autoplay").await? == "수순 재생");
    ensure!(pressed(&b).await? == "false");
    ensure!(b.text("div.autoplay p.keys").await?.contains("스페이스"));
    b.select("select.speed", "fast").await?;
    // Keys typed on the select choose a speed: the page's keys need the focus elsewhere.
    b.execute("document.activeElement.blur(); return 1;", vec![])
        .await?;

    // Space held: the autoplay plays ply after ply (three at least), and stops when released.
    key(&b, true, Key::Space).await?;
    wait_pressed(&b, "true").await?;
    ensure!(b.text("button.autoplay").await? == "일시 정지");
    wait_until("three plies played", 10 * WAIT_TIMEOUT, async || {
        Ok((plies(&b).await? >= 3).then_some(()))
    })
    .await?;
    key(&b, false, Key::Space).await?;
    wait_pressed(&b, "false").await?;
    ensure!(b.text("button.autoplay").await? == "수순 재생");
    // The page shows the last ply of the line, and the address holds the line.
    wait_until("the page at the line's end", WAIT_TIMEOUT, async || {
        let at_end = b
            .execute(
                "const l = document.querySelectorAll('nav.line > ol > li'); \
                 return l.length > 0 && l[l.length - 1].classList.contains('current');",
                vec![],
            )
            .await?;
        Ok((at_end == json!(true)).then_some(()))
    })
    .await?;
    let n = plies(&b).await?;
    let url = b.current_url().await?;
    let line = query_param(&url, "line").context("line= in the address")?;
    ensure!(line.starts_with(&format!("{P0} moves ")), "{line}");
    let moves: Vec<String> = line
        .split(" moves ")
        .nth(1)
        .unwrap_or_default()
        .split(' ')
        .map(str::to_string)
        .collect();
    ensure!(moves.len() == n, "{n} plies drawn, the address: {line}");
    shot(&b, "lines-1-played-out-ko-phone").await?;
    fits(&b, 390.0, &["main"]).await?;

    // The line's record, fetched from the page's link, read back by `sibi annotate`.
    ensure!(
        !b.exists("nav.line a.dl[data-format=\"broadcast\"]").await?,
        "a broadcast table offered for a line from another position"
    );
    let href = b
        .attr("nav.line a.dl[data-format=\"canonical\"]", "href")
        .await?
        .context("the line's download link")?;
    let got = b
        .execute(
            "return fetch(arguments[0]).then(r => r.text().then(t => \
             [r.status, r.headers.get('content-disposition'), t]));",
            vec![json!(href)],
        )
        .await?;
    ensure!(got[0] == json!(200), "{got}");
    ensure!(
        got[1] == json!("attachment; filename=\"sibi-line.gibo\""),
        "{got}"
    );
    let record = small._dir.path().join("line.gibo");
    std::fs::write(&record, got[2].as_str().context("the record")?)?;
    let out = crate::common::ok(
        small._dir.path(),
        &[
            "--lang",
            "en",
            "--pieces",
            SET,
            "annotate",
            "--json",
            record.to_str().context("path")?,
        ],
    );
    let j: serde_json::Value = serde_json::from_str(&out)?;
    let annotated: Vec<String> = j["plies"]
        .as_array()
        .context("plies")?
        .iter()
        .map(|p| p["move"].as_str().unwrap_or_default().to_string())
        .collect();
    ensure!(annotated == moves, "{annotated:?} != {moves:?}");

    // Home: the line's start; End: its last ply.
    b.press(Key::Home).await?;
    wait_for_position(&b, P0).await?;
    let last = link_pos(&b, "nav.line > ol > li:last-child a").await?;
    b.press(Key::End).await?;
    wait_for_position(&b, &last).await?;
    b.press(Key::Home).await?;
    wait_for_position(&b, P0).await?;

    // Another move than the line's first: a new line, the old one kept as a variation.
    let other = b
        .execute(
            "const a = Array.from(document.querySelectorAll('li.mv a')).find(a => \
             a.closest('li').dataset.move !== arguments[0]); return a ? a.closest('li').dataset.move : null;",
            vec![json!(moves[0])],
        )
        .await?;
    let other = other.as_str().context("another move")?.to_string();
    let after = link_pos(&b, &format!("li.mv[data-move=\"{other}\"] a")).await?;
    b.click(&format!("li.mv[data-move=\"{other}\"] a")).await?;
    wait_for_position(&b, &after).await?;
    b.wait_for("nav.line ul.vars a[data-var]").await?;
    ensure!(plies(&b).await? == 1);
    ensure!(b.text("nav.line h3").await? == "변화");
    shot(&b, "lines-2-variation-kept-ko-phone").await?;
    // A click on the variation's last ply: that line is shown again, the new one a variation.
    let var_last = "nav.line ul.vars li:first-child ol li:last-child a";
    let back = link_pos(&b, var_last).await?;
    ensure!(back == last, "{back} != {last}");
    b.click(var_last).await?;
    wait_for_position(&b, &last).await?;
    wait_until("the kept line shown again", WAIT_TIMEOUT, async || {
        Ok((plies(&b).await? == n).then_some(()))
    })
    .await?;
    let vars = b.find_all("nav.line ul.vars a[data-var]").await?;
    ensure!(vars.len() == 1, "{} variation plies", vars.len());
    ensure!(b
        .text("nav.line ul.vars a[data-var]")
        .await?
        .starts_with("1."));

    // f: the flip link followed, the line kept.
    ensure!(b.attr("#main", "data-flip").await?.as_deref() == Some("false"));
    b.press('f').await?;
    b.wait_for("#main[data-flip=\"true\"]").await?;
    ensure!(query_param(&b.current_url().await?, "flip").as_deref() == Some("1"));
    ensure!(plies(&b).await? == n);

    // The button starts and stops the autoplay too.
    b.press(Key::Home).await?;
    wait_for_position(&b, P0).await?;
    press_autoplay(&b, "true").await?;
    press_autoplay(&b, "false").await?;
    shot(&b, "lines-3-flipped-ko-phone").await?;
    Ok(())
}

/// Clicks the autoplay button until its `aria-pressed` is `want`: the page may draw its main
/// part again after a step (the button then a new element), so a click that met the old one is
/// made again on the new one.
async fn press_autoplay(b: &Browser, want: &str) -> Result<()> {
    wait_until(format_args!("autoplay {want}"), WAIT_TIMEOUT, async || {
        let pressed = b
            .attr("button.autoplay", "aria-pressed")
            .await
            .ok()
            .flatten();
        if pressed.as_deref() == Some(want) {
            return Ok(Some(()));
        }
        let _ = b.click("button.autoplay").await;
        Ok(None)
    })
    .await
}
