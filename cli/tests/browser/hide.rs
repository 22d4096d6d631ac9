//! Values hidden until asked (issue 42, item 1), in Korean on a 390×844 phone: the switch, the
//! hint's two steps, the choice kept by the browser (localStorage) across loads; and the same
//! page without JavaScript (the server leaves the values out, every step a link).

use anyhow::{ensure, Result};

use crate::harness::{self, Options};
use crate::layout::*;
use crate::support::*;

/// The best moves of `pos`, from the server's JSON API (which hiding does not touch).
fn best_moves(small: &Small, pos: &str) -> Result<Vec<String>> {
    let j = position_json(&small.server, pos)?;
    Ok(j["best"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|m| m["move"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default())
}

/// Whether the page shows any value: a label, a coloured move or target, the principal
/// variation, a verdict's colour.
async fn shows_values(b: &harness::Browser) -> Result<bool> {
    for css in [
        "span.lbl",
        "li.mv.win",
        "li.mv.draw",
        "li.mv.loss",
        "ol.pv",
        "h1.verdict[data-wdl]",
        ".sq.t-win",
        ".sq.t-draw",
        ".sq.t-loss",
    ] {
        if b.exists(css).await? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// One phone session in Korean: the switch hides the values, a tap on a piece marks its
/// targets uncoloured, the hint's first step marks a piece (one with a best move, by the JSON
/// API), the second names a best move, a fresh load of the page without `hide=1` comes back
/// hidden (kept in localStorage), and the switch turned off shows them again and stays off.
#[tokio::test]
async fn hide_values_and_hints_on_a_phone_in_korean() -> Result<()> {
    let Some(b) = harness::launch(Options::phone()).await else {
        return Ok(());
    };
    let small = Small::start();
    let best = best_moves(&small, P0)?;
    ensure!(!best.is_empty());
    let page = format!("{}&lang=ko", small.page(P0));
    b.goto(&page).await?;
    ensure!(shows_values(&b).await?, "the values shown at first");
    b.click("a.hideswitch").await?;
    b.wait_for_url("hide=1").await?;
    b.wait_for("main.hidden-values").await?;
    ensure!(!shows_values(&b).await?, "values on the hidden page");
    ensure!(
        !b.exists("header a.api").await?,
        "the JSON API's link (every value at one click) on the hidden page"
    );
    let heading = b.text("h1.verdict").await?;
    ensure!(heading == "평가 숨김", "{heading}");
    // A tap on the 子 marks its targets, not coloured by value.
    b.click(&sq("B2")).await?;
    b.wait_for(".sq.target").await?;
    ensure!(!shows_values(&b).await?, "coloured targets");
    shot(&b, "hide-1-hidden-ko-phone").await?;
    // The hint, step 1: a piece that has a best move.
    b.click("a.hint1").await?;
    let p = b.wait_for_text("p.hint1", "힌트 1: 움직일 말").await?;
    let piece = b.attr("p.hint1", "data-piece").await?.unwrap_or_default();
    ensure!(
        best.iter()
            .any(|m| m.starts_with(piece.trim_end_matches('*'))),
        "{piece} ({p}) has no best move of {best:?}"
    );
    ensure!(b.exists(".hintpiece").await?);
    ensure!(!shows_values(&b).await?);
    shot(&b, "hide-2-hint-piece-ko-phone").await?;
    // Step 2: the move.
    b.click("a.hint2").await?;
    b.wait_for_text("p.hint2", "힌트 2: 수").await?;
    let mv = b.attr("p.hint2", "data-move").await?.unwrap_or_default();
    ensure!(best.contains(&mv), "{mv} is not one of {best:?}");
    ensure!(!shows_values(&b).await?);
    fits(&b, 390.0, &["header.top nav", "main"]).await?;
    shot(&b, "hide-3-hint-move-ko-phone").await?;
    // A fresh load without hide=1: the browser remembers, the page comes back hidden.
    b.goto(&page).await?;
    b.wait_for_url("hide=1").await?;
    b.wait_for("main.hidden-values").await?;
    ensure!(!shows_values(&b).await?);
    // Turned off: the values again, and a fresh load stays as it is.
    b.click("a.hideswitch").await?;
    b.wait_for("h1.verdict[data-wdl]").await?;
    b.goto(&page).await?;
    b.wait_for("h1.verdict[data-wdl]").await?;
    ensure!(!b.current_url().await?.contains("hide=1"));
    shot(&b, "hide-4-shown-again-ko-phone").await?;
    Ok(())
}

/// Without JavaScript: `hide=1` in the address leaves the values out (and the JSON API's link),
/// the hint's steps and the link that shows the values are plain links, and the language
/// switch keeps them shown.
#[tokio::test]
async fn hide_values_without_javascript() -> Result<()> {
    let Some(b) = harness::launch(desktop().without_javascript()).await else {
        return Ok(());
    };
    let small = Small::start();
    let best = best_moves(&small, P0)?;
    b.goto(&format!("{}&hide=1", small.page(P0))).await?;
    ensure!(!shows_values(&b).await?);
    b.click("a.hint1").await?;
    b.wait_for("p.hint1").await?;
    b.click("a.hint2").await?;
    b.wait_for("p.hint2").await?;
    let mv = b.attr("p.hint2", "data-move").await?.unwrap_or_default();
    ensure!(best.contains(&mv), "{mv} is not one of {best:?}");
    ensure!(!shows_values(&b).await?);
    shot(&b, "hide-5-no-js-hint").await?;
    ensure!(!b.exists("header a.api").await?);
    b.click("a.showhere").await?;
    b.wait_for("span.lbl").await?;
    ensure!(b.current_url().await?.contains("show=1"));
    ensure!(b.exists("header a.api").await?);
    // The language switch keeps the values shown (and hidden on the other pages).
    b.click("header a.lang").await?;
    b.wait_for("html[lang=\"ko\"] span.lbl").await?;
    let url = b.current_url().await?;
    ensure!(
        ["show=1", "hide=1", "lang=ko"]
            .iter()
            .all(|p| url.contains(p)),
        "{url}"
    );
    Ok(())
}
