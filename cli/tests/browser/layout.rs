//! Measurements of the pages' layout. A layout measured once right after a load can be one
//! the page passes through: in one CI run (2026-12-04, 22 browsers on 2 cores) the explorer's
//! principal variation was found at 1,059 px, as if in the one-column layout, in a check that
//! passed alone 3 times of 3. So each check here polls its measurement until it passes
//! ([`settled`], bounded by [`WAIT_TIMEOUT`]), and a failure says what it last measured, the
//! page area's size, and keeps a screenshot.

use anyhow::{bail, ensure, Context, Result};
use serde_json::{json, Value};

use crate::harness::{wait_until, Browser, WAIT_TIMEOUT};

/// Runs `check` (a measurement of the layout that fails with what it found) until it passes,
/// for at most [`WAIT_TIMEOUT`]; returns its value. On timeout: an error with `what`, the
/// check's last complaint and the page area's size, and a screenshot
/// `layout-failed-<what>.png`.
pub async fn settled<T>(
    b: &Browser,
    what: &str,
    mut check: impl AsyncFnMut() -> Result<T>,
) -> Result<T> {
    let result = wait_until(
        format_args!("the layout: {what}"),
        WAIT_TIMEOUT,
        async || check().await.map(Some),
    )
    .await;
    match result {
        Ok(value) => Ok(value),
        Err(e) => {
            let png = b.screenshot(&format!("layout-failed-{what}")).await?;
            let (w, h) = b.viewport_size().await?;
            bail!(
                "{e:#}; the page area is {w}×{h} (screenshot {})",
                png.display()
            )
        }
    }
}

/// Checks, once the layout has settled ([`settled`]), that the first elements matching
/// `parts` stand in this order from the top of the page down (each top strictly below the
/// one before).
pub async fn top_down(b: &Browser, parts: &[&str]) -> Result<()> {
    settled(b, "top to bottom", async || {
        let mut tops = Vec::new();
        for part in parts {
            tops.push(top(b, part).await?);
        }
        ensure!(
            tops.windows(2).all(|w| w[0] < w[1]),
            "not from the top down: {:?}",
            parts.iter().zip(&tops).collect::<Vec<_>>()
        );
        Ok(())
    })
    .await
}

/// Scrolls the first element matching `css` to the top of the viewport.
pub async fn scroll_to(b: &Browser, css: &str) -> Result<()> {
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
pub async fn x_extent(b: &Browser, css: &str) -> Result<(f64, f64)> {
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
pub async fn top(b: &Browser, css: &str) -> Result<f64> {
    let v = b
        .execute(
            "const e = document.querySelector(arguments[0]); \
             return e ? e.getBoundingClientRect().top + window.scrollY : null;",
            vec![json!(css)],
        )
        .await?;
    v.as_f64().with_context(|| format!("no element `{css}`"))
}

/// Checks, once the layout has settled ([`settled`]), that the page has no horizontal
/// scrolling at `width` and that each of `parts` lies within the viewport's width.
pub async fn fits(b: &Browser, width: f64, parts: &[&str]) -> Result<()> {
    settled(b, "the page fits its width", async || {
        fits_now(b, width, parts).await
    })
    .await
}

/// [`fits`], measured once.
async fn fits_now(b: &Browser, width: f64, parts: &[&str]) -> Result<()> {
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

/// Checks, once the layout has settled ([`settled`]), that each count of a hand in the edit form stands apart from the next piece's name
/// (so that it is clear which piece a count belongs to): at least 8 pixels between one
/// `<label>` (a piece and its count) and the next.
pub async fn hand_fields_apart(b: &Browser) -> Result<()> {
    settled(b, "the hand fields apart", async || {
        hand_fields_apart_now(b).await
    })
    .await
}

/// [`hand_fields_apart`], measured once.
async fn hand_fields_apart_now(b: &Browser) -> Result<()> {
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

/// Checks, once the layout has settled ([`settled`]), that every verdict badge on the page is one line high (a badge broken over two
/// lines is taller than the others).
pub async fn badges_on_one_line(b: &Browser) -> Result<()> {
    settled(b, "the badges on one line", async || {
        badges_on_one_line_now(b).await
    })
    .await
}

/// [`badges_on_one_line`], measured once.
async fn badges_on_one_line_now(b: &Browser) -> Result<()> {
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
