//! The rough edges of the record pages, in Korean on a 390-px phone (one session): the
//! annotate form's example, a plain move list pasted and annotated with its final position, a
//! paste over the byte limit refused before it is sent (the text kept), and a broadcast game's
//! final position.

use anyhow::{ensure, Result};

use crate::common::Server;
use crate::harness::{self, Options};
use crate::support::*;

#[tokio::test]
#[ignore = "full table: scripts/e2e.sh"]
async fn full_table_record_edges_on_a_korean_phone() -> Result<()> {
    let Some(dir) = full_tables("full_table_record_edges_on_a_korean_phone") else {
        return Ok(());
    };
    let Some(b) = harness::launch(Options::phone().arg("--lang=ko")).await else {
        return Ok(());
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let base = &server.base;

    // The example and the link to the formats.
    b.goto(&format!("{base}/games/annotate?lang=ko")).await?;
    let example = b.text("pre.example-record").await?;
    ensure!(
        example.contains("C2B2") && example.contains("이종범"),
        "{example}"
    );
    ensure!(
        b.text("a.formats").await? == "기보 형식",
        "the link to the formats"
    );
    shot(&b, "edges-1-example").await?;

    // A plain move list, Red first: Red's 子 takes on B2, Green's 相 takes back, Red drops a
    // 子 on C2, Green's 相 goes back to A1, then Red's 子 C2 takes B2 and Green's 王 A2 takes
    // it (by hand on the start position).
    b.type_text(
        "textarea#record",
        "1. B2子x B2相x\n2. C2子打 A1相\n3. C2B2 A2B2",
    )
    .await?;
    b.select("select#first", "d").await?;
    b.click("#annotate").await?;
    b.wait_for("table.annot").await?;
    let rows = b
        .execute(
            "return document.querySelectorAll('table.annot tr').length - 1;",
            vec![],
        )
        .await?;
    ensure!(rows.as_u64() == Some(6), "{rows} rows");
    let who = b
        .text("table.annot tr:nth-child(2) td:nth-child(2)")
        .await?;
    ensure!(who == "빨강", "the first ply's player: {who}");
    b.wait_for(".final-position .board").await?;
    shot(&b, "edges-2-move-list").await?;

    // A paste over the limit: refused before sending, the text kept.
    b.goto(&format!("{base}/games/annotate?lang=ko")).await?;
    let big = "C2B2 ".repeat(1024 * 1024 / 5 + 1);
    b.execute(
        "document.getElementById('record').value = arguments[0]; return null;",
        vec![serde_json::Value::String(big.clone())],
    )
    .await?;
    b.click("#annotate").await?;
    b.wait_for("#annotate-refused:not([hidden])").await?;
    let msg = b.text("#annotate-refused").await?;
    ensure!(msg.contains("바이트보다 큽니다"), "{msg}");
    let kept = b
        .execute(
            "return document.getElementById('record').value.length;",
            vec![],
        )
        .await?;
    ensure!(
        kept.as_u64() == Some(big.len() as u64),
        "the text kept: {kept}"
    );
    ensure!(
        b.execute("return location.pathname + location.search;", vec![])
            .await?
            .as_str()
            == Some("/games/annotate?lang=ko"),
        "nothing sent"
    );
    shot(&b, "edges-3-over-the-limit").await?;

    // A broadcast game's last page: the final position (the death match ends with Green's
    // king capture at ply 28).
    b.goto(&format!(
        "{base}/games/black-garnet-07-deathmatch?ply=999&lang=ko"
    ))
    .await?;
    b.wait_for(".final-position .board").await?;
    let kings = b
        .execute(
            "return document.querySelectorAll('.final-position .board .pc[data-role=K]').length;",
            vec![],
        )
        .await?;
    ensure!(
        kings.as_u64() == Some(1),
        "{kings} kings on the final board"
    );
    let winners = b
        .execute(
            "return document.querySelectorAll('.final-position .board .pc.winner.a').length;",
            vec![],
        )
        .await?;
    ensure!(winners.as_u64() > Some(0), "the winner's pieces classed");
    shot(&b, "edges-4-final-position").await?;
    b.close().await
}
