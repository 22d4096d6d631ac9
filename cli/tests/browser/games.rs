//! The broadcast games (`/games`) on the full table, each stepped to its decisive blunder.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{ensure, Context, Result};
use serde_json::Value;

use crate::common::{ok, record, Server};
use crate::harness::{self, wait_until, Browser, Key, Options, WAIT_TIMEOUT};
use crate::layout::*;
use crate::support::*;

/// The four broadcast games and the corrected final: the list, each game's graph with one mark
/// per blunder, and each game stepped to its decisive blunder — by a click in the ply list, by
/// the → key or by the slider — with the badge, the best move instead and its squares on the
/// board; and the value-history graph's marks.
#[tokio::test]
#[ignore = "full table: scripts/e2e.sh"]
async fn full_table_games() -> Result<()> {
    let Some(dir) = full_tables("full_table_games") else {
        return Ok(());
    };
    let Some(b) = harness::launch(readme_window().arg("--lang=en-US")).await else {
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
        game_stepped_to_its_blunder(&b, &server, &dir, k, name, extra).await?;
    }
    game_on_a_phone(&b, &server).await
}

/// The selector of a game's page at `ply`.
fn at(ply: usize) -> String {
    format!("main.game[data-ply=\"{ply}\"]")
}

/// One game of [`full_table_games`] (the `k`th), opened from the list and stepped to its
/// decisive blunder, checked against `sibi annotate --json` of its record.
async fn game_stepped_to_its_blunder(
    b: &Browser,
    server: &Server,
    dir: &Path,
    k: usize,
    name: &str,
    extra: &[&str],
) -> Result<()> {
    let file = name.trim_end_matches("-corrected");
    let mut args = vec!["annotate", "--json"];
    args.extend_from_slice(extra);
    let gibo = record(&format!("{file}.gibo"));
    args.push(&gibo);
    let cli: Value = serde_json::from_str(ok(dir, &args).lines().next().context("JSON")?)?;
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
    let marks = b.find_all("svg.graph.wide g.blunder").await?.len();
    ensure!(
        marks == blunders.len(),
        "{name}: {marks} marks, {} blunders",
        blunders.len()
    );
    let listed = b.find_all("ol.plylist li.v-blunder").await?.len();
    ensure!(listed == blunders.len(), "{name}: {listed} blunders listed");
    // The ply steps are one line of links (no other part's box drawn around them).
    settled(b, "the ply steps on one line", async || {
        let (_, _, _, h) = b.rect(".steps").await?;
        ensure!(h < 48.0, "{name}: the ply steps are {h} px high");
        Ok(())
    })
    .await?;

    to_the_blunder(b, server, name, k, plies, decisive).await?;
    ensure!(
        b.prop("#plyrange", "value").await? == Some(decisive.to_string()),
        "{name}: the slider does not show ply {decisive}"
    );
    ensure!(b.exists(".plydetail .verdict-badge.v-blunder").await?);
    ensure!(b.text(".plydetail .verdict-badge").await? == "decisive blunder ??");
    let heading = b.text(".plydetail h2").await?;
    ensure!(
        heading.starts_with(&format!("Ply {decisive}: ")),
        "{name}: {heading}"
    );
    badges_on_one_line(b).await?;
    ensure!(classes(b, &format!("ol.plylist li:nth-child({decisive})"))
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
        squares(b, ".board .sq.hint").await? == hint_squares,
        "{name}: the hint squares"
    );
    // The board is the position before the blunder.
    let before = cli["plies"][decisive - 1]["position"]
        .as_str()
        .context("position")?;
    let explore = b.attr("a.explore", "href").await?.unwrap_or_default();
    ensure!(query_param(&explore, "pos").as_deref() == Some(before));
    let png = shot(b, &format!("game-{name}-ply-{decisive}")).await?;
    if name == "grand-final-11-round1" {
        save_for_readme(&png, "game.png")?;
        explore_and_back(b, name, decisive, before, &best[0]).await?;
    }
    scroll_to(b, "section.graphsec").await?;
    shot(b, &format!("game-{name}-graph")).await?;
    Ok(())
}

/// Steps a game's page to its decisive blunder, the `k`th game a third way: a click in the ply
/// list, the → key (with ← and → again), or the slider.
async fn to_the_blunder(
    b: &Browser,
    server: &Server,
    name: &str,
    k: usize,
    plies: usize,
    decisive: usize,
) -> Result<()> {
    // To the decisive blunder.
    match k % 3 {
        0 => {
            // A click on its ply in the list.
            let li = format!("ol.plylist li:nth-child({decisive})");
            ensure!(classes(b, &li).await?.contains("v-blunder"));
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
    Ok(())
}

/// From a game at its decisive blunder: the position before it (`before`) in the explorer, a
/// draw where the best move `best` is listed; Back to the game, and Back again to the page
/// before it.
async fn explore_and_back(
    b: &Browser,
    name: &str,
    decisive: usize,
    before: &str,
    best: &Value,
) -> Result<()> {
    // The position in the explorer, and back to the game.
    b.click("a.explore").await?;
    wait_for_position(b, before).await?;
    ensure!(b.text("h1.verdict").await? == "Draw — neither side can force a win");
    ensure!(
        b.exists(&format!(
            "li.mv[data-move=\"{}\"]",
            best["move"].as_str().unwrap_or("?")
        ))
        .await?
    );
    shot(b, "game-explore-position").await?;
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
    Ok(())
}

/// A game's page on the phone: its parts within 390 pixels, the badges on one line.
async fn game_on_a_phone(b: &Browser, server: &Server) -> Result<()> {
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
