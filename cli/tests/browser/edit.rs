//! Edit mode (`/edit`): the library's message for an invalid position, then a valid one opened.

use anyhow::{ensure, Result};

use crate::harness::{self, Browser};
use crate::layout::*;
use crate::support::*;

/// The value of the editor's field `name` (a square `A1`…, a hand count `ha_G`…).
async fn field(b: &Browser, name: &str) -> Result<String> {
    Ok(
        b.prop(&format!("#editform select[name=\"{name}\"]"), "value")
            .await?
            .unwrap_or_default(),
    )
}

/// The editor's square `name` on its board.
fn esq(name: &str) -> String {
    format!(".editboard-js .sq[data-sq=\"{name}\"]")
}

/// Step 6 and issue 24, item 4: edit mode with the palette. a's 王 dragged off the board: the
/// library refuses the position and its message is shown, with the board kept; the 王 placed
/// back from the palette on another square, the other side to move (a button of the form), the
/// language switched (the board kept), then the position opens in the explorer. A piece
/// dragged from the palette, the same piece placed again erases it; clear, start position and
/// cancel.
#[tokio::test]
async fn explorer_edit_mode() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    b.goto(&small.page(P0)).await?;
    b.click(".tools a[href^=\"/edit\"]").await?;
    b.wait_for_url("/edit?").await?;
    b.wait_for(&format!("{} .pc.a", esq("A2"))).await?;
    ensure!(field(&b, "A2").await? == "K");
    ensure!(field(&b, "ha_G").await? == "1");
    ensure!(field(&b, "hd_M").await? == "1");
    ensure!(
        !b.find("table.editboard").await?.is_displayed().await?,
        "the fields' table is shown beside the board"
    );
    hand_fields_apart(&b).await?;

    // a's 王 dragged off the board.
    b.drag(&esq("A2"), "main.edit h1", false).await?;
    ensure!(field(&b, "A2").await? == "-");
    ensure!(!b.exists(&format!("{} .pc", esq("A2"))).await?);
    shot(&b, "explorer-6a-edit-no-king").await?;
    b.click("#check").await?;
    let msg = b.wait_for_text(".errmsg", "impossible position").await?;
    ensure!(
        msg.contains("Green has no 王 on the board"),
        "the message: {msg}"
    );
    ensure!(b.current_url().await?.contains("/edit?"));
    // The form keeps what was entered.
    ensure!(field(&b, "A2").await? == "-");
    ensure!(field(&b, "B2").await? == "P");
    ensure!(b.exists(&format!("{} .pc.a", esq("B2"))).await?);
    shot(&b, "explorer-6b-edit-message").await?;

    // The 王 from the palette onto A3; the other side to move; Korean; check.
    b.click(".palette .tool[data-piece=\"K\"]").await?;
    ensure!(
        b.attr(".palette .tool[data-piece=\"K\"]", "aria-pressed")
            .await?
            .as_deref()
            == Some("true")
    );
    b.click(&esq("A3")).await?;
    ensure!(field(&b, "A3").await? == "K");
    b.click("button[name=\"action\"][value=\"swap\"]").await?;
    b.wait_for("input[name=\"side\"][value=\"d\"]:checked")
        .await?;
    ensure!(field(&b, "A3").await? == "K" && field(&b, "A2").await? == "-");
    b.click("header .lang").await?;
    b.wait_for("html[lang=\"ko\"]").await?;
    ensure!(field(&b, "A3").await? == "K" && field(&b, "A2").await? == "-");
    ensure!(
        b.exists("input[name=\"side\"][value=\"d\"]:checked")
            .await?
    );
    shot(&b, "explorer-6c-edit-korean").await?;
    b.click("#check").await?;
    let opened = "4/1P1k/K3 Gm d";
    b.wait_for_url("/?").await?;
    wait_for_position(&b, opened).await?;
    ensure!(
        b.exists(&format!("{} .pc.a[data-role=\"K\"]", sq("A3")))
            .await?
    );
    ensure!(b.text(".tomove strong").await? == "빨강");
    shot(&b, "explorer-6d-edit-opened").await?;

    // A piece dragged from the palette; the same piece placed again erases it.
    b.goto(&format!(
        "{}/edit?pos={}&lang=en",
        small.server.base,
        enc(P0)
    ))
    .await?;
    b.drag(".palette .tool[data-piece=\"p\"]", &esq("C3"), false)
        .await?;
    ensure!(field(&b, "C3").await? == "p");
    ensure!(b.exists(&format!("{} .pc.d", esq("C3"))).await?);
    b.click(".palette .tool[data-piece=\"p\"]").await?;
    b.click(&esq("C3")).await?;
    ensure!(field(&b, "C3").await? == "-");
    // Clear, then the start position, then cancel back to the position opened.
    b.click("button[name=\"action\"][value=\"clear\"]").await?;
    b.wait_for_url("action=clear").await?;
    for name in ["A1", "A2", "B2", "D2"] {
        ensure!(field(&b, name).await? == "-", "{name} after clear");
    }
    ensure!(field(&b, "ha_G").await? == "0");
    b.click("button[name=\"action\"][value=\"start\"]").await?;
    b.wait_for_url("action=start").await?;
    ensure!(field(&b, "B2").await? == "P" && field(&b, "C2").await? == "p");
    b.click("a.cancel").await?;
    wait_for_position(&b, P0).await?;
    Ok(())
}
