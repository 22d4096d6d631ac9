//! `/games/annotate`: a published record pasted, the same verdicts as `sibi annotate`.

use std::time::Instant;

use anyhow::{bail, ensure, Context, Result};
use serde_json::Value;

use crate::common::{ok, record, Server};
use crate::harness::{self};
use crate::layout::*;
use crate::support::*;

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
#[ignore = "full table: scripts/e2e.sh"]
async fn full_table_annotate_a_pasted_record() -> Result<()> {
    let Some(dir) = full_tables("full_table_annotate_a_pasted_record") else {
        return Ok(());
    };
    let Some(b) = harness::launch(desktop()).await else {
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
    ensure!(b.find_all("svg.graph.wide g.blunder").await?.len() == 1);
    badges_on_one_line(&b).await?;
    scroll_to(&b, "table.annot").await?;
    shot(&b, "annotate-2-result").await?;
    Ok(())
}
