//! Issue 42 on a 390×844 phone, in both languages, on the full table: the explorer's board and
//! its first move within the first screen, the value graph's words at least 11 px tall, and the
//! tables of plies one line a ply, scrolling inside their own boxes.

use anyhow::{ensure, Context, Result};
use serde_json::{json, Value};

use crate::common::{record, Server};
use crate::harness::{self, Browser, Options};
use crate::layout::*;
use crate::support::*;

/// The phone's first screen: 844 CSS pixels (`Viewport::PHONE`).
const SCREEN: f64 = 844.0;
/// The least height of the graph's words as drawn on the phone, in CSS pixels.
const LEAST_TEXT: f64 = 11.0;

/// On a 390×844 phone in English and Korean: the explorer (the start, a position with a piece
/// in each hand, the values hidden) shows its board and its first move within the first
/// screen, with the tools and the position text still on the page (after the moves); a
/// broadcast game's and an annotated record's value graph has words at least 11 px tall; the
/// annotated record's table and the game's list of plies keep each ply on one line, their
/// last column reached by scrolling inside their own box, the page never scrolling sideways.
#[tokio::test]
#[ignore = "full table: scripts/e2e.sh"]
async fn full_table_phone_first_screen_graph_and_tables() -> Result<()> {
    let Some(dir) = full_tables("full_table_phone_first_screen_graph_and_tables") else {
        return Ok(());
    };
    let Some(b) = harness::launch(Options::phone()).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let pages = [
        ("start", "/".to_string()),
        ("hands", format!("/?pos={}", enc("M2g/K2k/G2m Pp a"))),
        ("hidden", "/?hide=1".to_string()),
    ];
    for lang in ["en", "ko"] {
        for (name, page) in &pages {
            let sep = if page.contains('?') { '&' } else { '?' };
            b.goto(&format!("{}{page}{sep}lang={lang}", server.base))
                .await?;
            first_screen(&b)
                .await
                .with_context(|| format!("{page} in {lang}"))?;
            shot(&b, &format!("phone-first-screen-{name}-{lang}")).await?;
        }
        b.goto(&format!(
            "{}/games/black-garnet-final?ply=15&lang={lang}",
            server.base
        ))
        .await?;
        graph_words(&b)
            .await
            .with_context(|| format!("the game's graph in {lang}"))?;
        scroll_to(&b, "section.graphsec").await?;
        shot(&b, &format!("phone-game-graph-{lang}")).await?;
        plies_on_one_line(&b, "ol.plylist li", "a:not(.explore-ply)")
            .await
            .with_context(|| format!("the game's plies in {lang}"))?;
        scroll_box(&b, "ol.plylist", "a.explore-ply").await?;
        fits(&b, 390.0, &["header.top nav", "main", "ol.plylist"]).await?;
        scroll_to(&b, "section.plies").await?;
        shot(&b, &format!("phone-game-plies-{lang}")).await?;
        annotated(&b, &server, lang).await?;
    }
    Ok(())
}

/// The annotated record on the phone: its graph's words, its table's rows one line each, its
/// last column reached inside its box.
async fn annotated(b: &Browser, server: &Server, lang: &str) -> Result<()> {
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
    graph_words(b)
        .await
        .with_context(|| format!("the annotated record's graph in {lang}"))?;
    // Every cell but the last column's (the best moves beside a button): its text one line.
    plies_on_one_line(b, "table.annot tr:has(td)", "td:not(:last-child)")
        .await
        .with_context(|| format!("the annotation's table in {lang}"))?;
    scroll_box(b, "div.scroll", "table.annot th").await?;
    fits(b, 390.0, &["header.top nav", "main", "div.scroll"]).await?;
    scroll_to(b, "table.annot").await?;
    shot(b, &format!("phone-annotation-table-{lang}")).await?;
    scroll_to(b, "svg.graph.phone").await?;
    shot(b, &format!("phone-annotation-graph-{lang}")).await?;
    Ok(())
}

/// The explorer's board and the top row of its list of moves end within the first screen;
/// the tools and the position text are still shown, after the moves; nothing scrolls sideways.
async fn first_screen(b: &Browser) -> Result<()> {
    b.wait_for("section.moves li.mv").await?;
    let (board, first) = settled(b, "the first screen", async || {
        let board = bottom(b, ".board").await?;
        let first = bottom(b, "section.moves li.mv").await?;
        ensure!(
            board <= SCREEN && first <= SCREEN,
            "the board ends at {board} px and the first move at {first} px, past {SCREEN}"
        );
        let (moves, tools, form) = (
            top(b, "section.moves").await?,
            top(b, "div.tools").await?,
            top(b, "form.postext").await?,
        );
        ensure!(
            moves < tools && tools < form,
            "the moves at {moves} px, the tools at {tools}, the position text at {form}"
        );
        Ok((board, first))
    })
    .await?;
    eprintln!("the board ends at {board:.0} px, the first move at {first:.0} px");
    fits(b, 390.0, &["header.top nav", "main", ".board"]).await
}

/// The bottom of the first element matching `css`, in CSS pixels of the page (0 for one not
/// shown).
async fn bottom(b: &Browser, css: &str) -> Result<f64> {
    let v = b
        .execute(
            "const e = document.querySelector(arguments[0]); \
             return e ? e.getBoundingClientRect().bottom + window.scrollY : null;",
            vec![json!(css)],
        )
        .await?;
    v.as_f64().with_context(|| format!("no element `{css}`"))
}

/// The graph shown (one of its drawings, the other not displayed): each of its words at
/// least [`LEAST_TEXT`] px tall as drawn (its box's height, and its font size times the
/// drawing's scale), the same tick words as the wide drawing, and the drawing within the page.
async fn graph_words(b: &Browser) -> Result<()> {
    let v = settled(b, "the graph's words", async || {
        let v = b
            .execute(
                "const shown = Array.from(document.querySelectorAll('svg.graph')) \
                   .filter(s => getComputedStyle(s).display !== 'none'); \
                 if (shown.length !== 1) return {shown: shown.length}; \
                 const s = shown[0]; \
                 const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width; \
                 const texts = Array.from(s.querySelectorAll('text')); \
                 const ticks = g => Array.from(document.querySelectorAll(g + ' text.tick')).map(t => t.textContent); \
                 return {shown: 1, class: s.getAttribute('class'), n: texts.length, \
                   box: Math.min(...texts.map(t => t.getBoundingClientRect().height)), \
                   font: Math.min(...texts.map(t => parseFloat(getComputedStyle(t).fontSize))) * scale, \
                   ticks: ticks('svg.graph.phone'), wide: ticks('svg.graph.wide')};",
                vec![],
            )
            .await?;
        ensure!(v["shown"] == json!(1), "graphs shown: {}", v["shown"]);
        let (box_h, font) = (
            v["box"].as_f64().context("box")?,
            v["font"].as_f64().context("font")?,
        );
        ensure!(
            box_h >= LEAST_TEXT && font >= LEAST_TEXT,
            "the graph's smallest word is {box_h:.1} px high, its font {font:.1} px: {v}"
        );
        Ok(v)
    })
    .await?;
    ensure!(v["class"] == json!("graph phone"), "{v}");
    ensure!(v["n"].as_u64().unwrap_or(0) > 10, "{v}");
    ensure!(v["ticks"] == v["wide"], "the drawings' ticks differ: {v}");
    fits(b, 390.0, &["svg.graph.phone"]).await?;
    eprintln!(
        "the graph's words: at least {:.1} px high, font {:.1} px",
        v["box"].as_f64().unwrap_or(0.0),
        v["font"].as_f64().unwrap_or(0.0)
    );
    Ok(())
}

/// Each row matching `rows`: the text of each of its parts matching `parts` is one line, as
/// high as the row's first part's text (its ply number, which never breaks), not more than
/// half a line more.
async fn plies_on_one_line(b: &Browser, rows: &str, parts: &str) -> Result<()> {
    settled(b, "the plies on one line", async || {
        let v: Value = b
            .execute(
                "const h = e => { const r = document.createRange(); r.selectNodeContents(e); \
                   return r.getBoundingClientRect().height; }; \
                 return Array.from(document.querySelectorAll(arguments[0])).map((row, i) => { \
                   const one = h(row.querySelector('td, .pn')); \
                   const parts = Array.from(row.querySelectorAll(arguments[1])).map(h); \
                   return [i, one, Math.max(...parts)]; });",
                vec![json!(rows), json!(parts)],
            )
            .await?;
        let rows_found = v.as_array().context("rows")?;
        ensure!(rows_found.len() > 10, "{} rows", rows_found.len());
        for r in rows_found {
            let (one, most) = (r[1].as_f64().unwrap_or(0.0), r[2].as_f64().unwrap_or(0.0));
            ensure!(
                one > 0.0 && most < 1.5 * one,
                "row {}: a part {most:.1} px high, a line {one:.1} px",
                r[0]
            );
        }
        Ok(())
    })
    .await
}

/// The box `css` scrolls sideways inside itself (or holds all of its content), and its last
/// `last` (a table's last column) is within the box once it is scrolled to the end.
async fn scroll_box(b: &Browser, css: &str, last: &str) -> Result<()> {
    let v = b
        .execute(
            "const box = document.querySelector(arguments[0]); \
             const wide = box.scrollWidth; const inside = box.clientWidth; \
             box.scrollLeft = wide; \
             const cells = box.querySelectorAll(arguments[1]); \
             const c = cells[cells.length - 1].getBoundingClientRect(); \
             const r = box.getBoundingClientRect(); \
             const at = [c.left, c.right, r.left, r.right, wide, inside]; \
             box.scrollLeft = 0; return at;",
            vec![json!(css), json!(last)],
        )
        .await?;
    let n = |i: usize| v[i].as_f64().unwrap_or(f64::NAN);
    let (left, right, box_left, box_right, wide, inside) = (n(0), n(1), n(2), n(3), n(4), n(5));
    ensure!(
        left >= box_left - 1.0 && right <= box_right + 1.0,
        "`{css}`: its last `{last}` spans {left}..{right} px, the box {box_left}..{box_right} \
         (scroll width {wide}, client width {inside})"
    );
    eprintln!("`{css}`: {wide} px of content in a box {inside} px wide");
    Ok(())
}
