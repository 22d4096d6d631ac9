//! `/games/annotate`: a published record pasted, the same verdicts as `sibi annotate`.

use std::time::Instant;

use anyhow::{bail, ensure, Context, Result};
use serde_json::Value;

use crate::common::{ok, record, Server};
use crate::harness::{self, Key};
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

/// The file picker of `/games/annotate` in the page's language, not the browser's: a Korean
/// page in a browser set to English names its button from the Korean catalogue; the native
/// input, hidden, takes the focus from the keyboard (the button shows it) and the file chosen
/// through it is read and annotated.
#[tokio::test]
async fn annotate_file_picker_in_the_page_s_language() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    b.goto(&format!("{base}/games/annotate?lang=ko")).await?;
    b.wait_for("#annotate-form label.filepick").await?;
    ensure!(b.text("label.filepick .filepick-button").await? == "파일 선택");
    ensure!(b.text("label.filepick").await?.starts_with("파일:"));
    ensure!(b.text(".filepick-name").await? == "선택한 파일 없음");
    // The native input is there (the form sends it) but drawn 1 pixel wide.
    let (_, _, w, _) = b.rect("input[type=file][name=file]").await?;
    ensure!(w <= 1.0, "the native input is {w} px wide");

    // From the first mover's list, Tab reaches the file input; the button shows the focus.
    b.execute("document.getElementById('first').focus();", vec![])
        .await?;
    b.press(Key::Tab).await?;
    let focus = b
        .execute(
            "const i = document.querySelector('input[type=file][name=file]'); \
             const s = getComputedStyle(i.nextElementSibling); \
             return [document.activeElement === i, i.matches(':focus-visible'), s.outlineStyle, s.outlineWidth];",
            vec![],
        )
        .await?;
    ensure!(
        focus[0] == true && focus[1] == true && focus[2] == "solid" && focus[3] == "3px",
        "{focus}"
    );
    shot(&b, "annotate-file-picker-ko-focused").await?;

    // A record of the small table, one ply (B2C2 from P0), chosen through the input.
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("game.txt");
    std::fs::write(
        &file,
        format!(
            "format: sibi-record 2\nposition: {P0}\nplayer-a: x\nplayer-d: y\nfirst: a\n\nB2C2\n"
        ),
    )?;
    b.type_text("input[type=file][name=file]", &file.display().to_string())
        .await?;
    b.wait_for_text(".filepick-name", "game.txt").await?;
    shot(&b, "annotate-file-picker-ko-chosen").await?;
    b.click("#annotate").await?;
    b.wait_for("table.annot").await?;
    let rows = b.find_all("table.annot tr").await?.len();
    ensure!(rows == 2, "{rows} rows: the heading and one ply");
    let first = b
        .execute(
            "const r = document.querySelectorAll('table.annot tr'); \
             return r[1] ? r[1].cells[0].innerText.trim() : null;",
            vec![],
        )
        .await?;
    ensure!(first == "1", "the first cell of the ply's row: {first}");
    Ok(())
}
