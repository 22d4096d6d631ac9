//! What the pages' tests share: the small table's positions and server, and reading the page.

use std::collections::BTreeSet;
use std::path::PathBuf;

use anyhow::{ensure, Context, Result};
use serde_json::json;

use crate::common::{repo, Server};
use crate::harness::{wait_until, Browser, Options, Viewport, WAIT_TIMEOUT};

/// The small piece set of these tests (solved in well under a second).
pub const SET: &str = "GMP";

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
pub const P0: &str = "4/KP1k/4 Gm a";
/// `P0` after B2C2: d to move, a draw.
pub const P1: &str = "4/K1Pk/4 Gm d";
/// a to move, win 15: a's 子 on B2 takes d's 將 on C2 (the only winning move).
pub const PCAPTURE: &str = "M3/KPgk/4 - a";
/// a to move, win 1: a's 子 on B2 takes d's 王 on C2.
pub const PKING: &str = "M3/KPk1/3g - a";

/// The JSON API's answer for `pos` (`GET /api/v1/position`): its value, every move with its
/// label, and the best moves (the API is not touched by hiding the values on the pages).
pub fn position_json(server: &Server, pos: &str) -> Result<serde_json::Value> {
    let (status, _, body) = server.get(&format!("/api/v1/position?pos={}", enc(pos)));
    ensure!(status == 200, "{status} {body}");
    Ok(serde_json::from_str(&body)?)
}

/// `s` encoded as a URL query value, as the server writes its links.
pub fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// The value of `key` in the query of `url`.
pub fn query_param(url: &str, key: &str) -> Option<String> {
    let query = url.split_once('?')?.1.split('#').next()?;
    form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.into_owned())
}

/// The selector of the square `name` of the board.
pub fn sq(name: &str) -> String {
    format!(".board .sq[data-sq=\"{name}\"]")
}

/// A desktop session that asks for English pages (the server follows `Accept-Language`).
pub fn desktop() -> Options {
    Options::desktop().arg("--lang=en-US")
}

/// A table folder holding the `GMP` table and a server on it (`sibi serve` generates the
/// table first, as it does for a user).
pub struct Small {
    pub server: Server,
    pub _dir: tempfile::TempDir,
}

impl Small {
    pub fn start() -> Small {
        let dir = tempfile::tempdir().expect("temporary table folder");
        let server = Server::start(dir.path(), &["--pieces", SET], &[], 60);
        Small { server, _dir: dir }
    }

    /// The explorer page of `pos`.
    pub fn page(&self, pos: &str) -> String {
        format!("{}/?pos={}", self.server.base, enc(pos))
    }
}

/// Saves a screenshot and says where.
pub async fn shot(b: &Browser, name: &str) -> Result<PathBuf> {
    let path = b.screenshot(name).await?;
    eprintln!("screenshot: {}", path.display());
    Ok(path)
}

/// The position the page shows (`data-pos` of `#main`).
pub async fn shown(b: &Browser) -> Result<String> {
    b.attr("#main", "data-pos")
        .await?
        .context("#main has no data-pos")
}

/// Waits until the page shows `pos`, and checks that the address says so too.
pub async fn wait_for_position(b: &Browser, pos: &str) -> Result<String> {
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
pub async fn classes(b: &Browser, css: &str) -> Result<BTreeSet<String>> {
    let class = b.attr(css, "class").await?.unwrap_or_default();
    Ok(class.split_whitespace().map(str::to_string).collect())
}

/// The squares (`data-sq`) of every element matching `css`.
pub async fn squares(b: &Browser, css: &str) -> Result<BTreeSet<String>> {
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
pub async fn set_marker(b: &Browser) -> Result<()> {
    b.execute("window.sibiMarker = 'same document'; return 1;", vec![])
        .await?;
    Ok(())
}

pub async fn marker(b: &Browser) -> Result<Option<String>> {
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
pub async fn after_style(b: &Browser, css: &str, prop: &str) -> Result<String> {
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
pub const WIN: &str = "rgb(11, 92, 173)";
pub const DRAW: &str = "rgb(95, 99, 104)";
pub const LOSS: &str = "rgb(161, 77, 0)";

/// The first `li.mv` link of the move `mv` (`B2C2`, `G*C1`): its address.
pub async fn move_href(b: &Browser, mv: &str) -> Result<String> {
    b.attr(&format!("li.mv[data-move=\"{mv}\"] a"), "href")
        .await?
        .with_context(|| format!("the move {mv} has no link"))
}

/// The folder of the full table. The tests that need it are `#[ignore]`d (`cargo test` does
/// not run them; `scripts/e2e.sh` runs them with `--ignored` and sets the folder): one run
/// without it fails, saying so, rather than passing without testing.
pub fn full_tables(test: &str) -> Option<PathBuf> {
    match std::env::var_os("SIBI_E2E_TABLEBASE_DIR") {
        Some(d) => Some(PathBuf::from(d)),
        None => panic!(
            "{test}: the full table is needed; set SIBI_E2E_TABLEBASE_DIR (scripts/e2e.sh sets it)"
        ),
    }
}

/// Copies a screenshot to `data/screenshots/<name>` when `SIBI_SAVE_README_SCREENSHOTS=1`.
pub fn save_for_readme(png: &std::path::Path, name: &str) -> Result<()> {
    if std::env::var("SIBI_SAVE_README_SCREENSHOTS").as_deref() == Ok("1") {
        let to = repo().join("data/screenshots").join(name);
        std::fs::copy(png, &to).with_context(|| format!("copying to {}", to.display()))?;
        eprintln!("saved {}", to.display());
    }
    Ok(())
}

/// The README's screenshots are 1280×1000.
pub fn readme_window() -> Options {
    Options::with_viewport(Viewport::window(1280, 1000))
}

/// Plays the move `mv` of `side` by clicking as a person does: the piece (or the piece in the
/// hand), then the target square.
pub async fn click_move(b: &Browser, side: &str, mv: &str) -> Result<()> {
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
