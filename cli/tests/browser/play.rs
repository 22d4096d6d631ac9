//! A game against the engine or of two people (`/play`, issue 13, items 3 and 7).

use anyhow::{ensure, Context, Result};
use serde_json::{json, Value};

use crate::common::{run, Server};
use crate::harness::{self, wait_until, Browser, Options, WAIT_TIMEOUT};
use crate::layout::*;
use crate::support::*;

/// The position `/play` shows now (`data-pos` of `#play`; empty after a king capture).
async fn play_pos(b: &Browser) -> Result<String> {
    Ok(b.attr("#play", "data-pos").await?.unwrap_or_default())
}

/// The moves of the game's link (`moves=` of `#link`).
async fn play_moves(b: &Browser) -> Result<Vec<String>> {
    let href = b.attr("#link", "href").await?.context("#link")?;
    Ok(query_param(&href, "moves")
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_string)
        .collect())
}

/// Waits until it is the player's move (or the game is over): `Some(position)` or `None`.
async fn wait_for_my_turn(b: &Browser) -> Result<Option<String>> {
    wait_until("the player's move or the end", WAIT_TIMEOUT, async || {
        if b.attr("#play", "data-ended").await?.is_some() {
            return Ok(Some(None));
        }
        // The status and the position agree: the player's side is to move.
        let status = b.text("#status").await?;
        let pos = play_pos(b).await?;
        let side = b.attr("#play", "data-side").await?.unwrap_or_default();
        let mine = pos.rsplit(' ').next() == Some(side.as_str());
        Ok((status.starts_with("Your move") && mine).then_some(Some(pos)))
    })
    .await
}

/// Plays the first legal move of `pos` (from the server's list, as the page has it) by
/// clicking: the piece (or the piece in the hand), then its square.
async fn click_first_move(b: &Browser, server: &Server, pos: &str) -> Result<String> {
    let v = position_json(server, pos)?;
    let mv = v["moves"][0]["move"]
        .as_str()
        .context("a legal move")?
        .to_string();
    click_move(b, pos, &mv).await?;
    Ok(mv)
}

/// Plays `mv` of `pos` by clicking: the piece (or the piece in the hand), then its square.
async fn click_move(b: &Browser, pos: &str, mv: &str) -> Result<()> {
    let side = pos.rsplit(' ').next().context("side")?;
    if let Some((role, to)) = mv.split_once('*') {
        b.click(&format!("#board .hand-{side} .drop[data-drop=\"{role}\"]"))
            .await?;
        b.wait_for(&format!("#board .sq[data-sq=\"{to}\"].target"))
            .await?;
        b.click(&format!("#board .sq[data-sq=\"{to}\"]")).await?;
    } else {
        b.click(&format!("#board .sq[data-sq=\"{}\"]", &mv[..2]))
            .await?;
        b.wait_for(&format!("#board .sq[data-sq=\"{}\"].target", &mv[2..]))
            .await?;
        b.click(&format!("#board .sq[data-sq=\"{}\"]", &mv[2..]))
            .await?;
    }
    Ok(())
}

/// A game at level 10 from a won position for the engine (`PCAPTURE`, a to move wins in 15;
/// the player is d): the board turned for d, undo of a move pair, the engine's win within 15
/// plies (perfect play), the end annotated, the record downloaded and annotated by `sibi
/// annotate` (every engine ply best), the same game reopened upright, and the phone.
#[tokio::test]
async fn play_a_game_to_its_end_at_the_top_level() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    // The form, filled in as a person does: d, level 10, this position.
    b.goto(&format!("{base}/play")).await?;
    ensure!(b.exists("details.settings[open]").await?);
    ensure!(b.find_all("ol.levels li").await?.len() == 11);
    b.click("input[name=side][value=d]").await?;
    b.select("#level", "10").await?;
    // The levels by name; their figures on request.
    b.click("details.levelinfo summary").await?;
    let chosen = b.text("ol.levels li.chosen").await?;
    ensure!(chosen.starts_with("perfect: always"), "{chosen}");
    b.type_text("#text", PCAPTURE).await?;
    shot(&b, "play-0-settings").await?;
    b.click("#new").await?;
    b.wait_for("#play").await?;
    let url = b.current_url().await?;
    ensure!(query_param(&url, "side").as_deref() == Some("d"), "{url}");
    ensure!(query_param(&url, "level").as_deref() == Some("10"), "{url}");
    // Turned for d: file D on the left, rank 3 on top; d's hand on the left.
    let files = b
        .execute(
            "return Array.from(document.querySelectorAll('#board .file')).map(e => e.textContent).join('');",
            vec![],
        )
        .await?;
    ensure!(files == json!("DCBA"), "{files}");
    settled(&b, "d's hand on the left", async || {
        let (hand_l, _) = x_extent(&b, "#board .hand-d").await?;
        let (board_l, _) = x_extent(&b, "#board .board").await?;
        ensure!(
            hand_l < board_l,
            "d's hand at {hand_l} px, the board at {board_l} px"
        );
        Ok(())
    })
    .await?;
    // The engine (a) moves first, after its pause.
    let first = wait_for_my_turn(&b).await?.context("the game goes on")?;
    ensure!(play_moves(&b).await?.len() == 1);
    shot(&b, "play-1-turned-for-d").await?;

    // Undo: my move and the reply go, the position before my move is back.
    click_first_move(&b, &small.server, &first).await?;
    let after = wait_for_my_turn(&b).await?;
    ensure!(play_moves(&b).await?.len() == 3 || after.is_none());
    if after.is_some() {
        b.click("#undo").await?;
        let back = wait_for_my_turn(&b).await?.context("back to my move")?;
        ensure!(back == first, "undo gave {back}, not {first}");
        ensure!(play_moves(&b).await?.len() == 1);
    }

    // Play on (the first legal move each time) until the engine wins.
    let mut guard = 0;
    while let Some(pos) = wait_for_my_turn(&b).await? {
        click_first_move(&b, &small.server, &pos).await?;
        guard += 1;
        ensure!(guard < 20, "the game does not end");
    }
    let ended = b.attr("#play", "data-ended").await?.unwrap_or_default();
    ensure!(
        ended == "king-capture" || ended == "try",
        "ended by {ended}"
    );
    let status = b.text("#status").await?;
    ensure!(status.starts_with("The engine wins"), "{status}");
    let moves = play_moves(&b).await?;
    ensure!(moves.len() <= 15, "{} plies from a win in 15", moves.len());
    b.wait_for("#annotation table.annot").await?;
    let rows = b.find_all("#annotation table.annot tr").await?.len();
    ensure!(
        rows == moves.len() + 1,
        "{rows} rows for {} plies",
        moves.len()
    );
    scroll_to(&b, "#status").await?;
    shot(&b, "play-2-end-annotated").await?;

    the_download_annotated(&b, &small, &moves, &ended).await?;

    // Reopened from its link, upright: d's camp at the bottom, d's hand below the board.
    let link = b.attr("#link", "href").await?.context("link")?;
    b.goto(&format!("{base}{link}&layout=vertical")).await?;
    b.wait_for("#play[data-ended]").await?;
    ensure!(play_moves(&b).await? == moves);
    ensure!(b.exists("#board .board.vert").await?);
    // Upright for d: a's hand on top, d's below the board.
    top_down(&b, &["#board .hand-a", "#board .board", "#board .hand-d"]).await?;
    shot(&b, "play-3-upright-for-d").await?;
    // The other language's link reopens the same game.
    let ko = b.attr("header .lang", "href").await?.context("lang link")?;
    ensure!(query_param(&ko, "lang").as_deref() == Some("ko"), "{ko}");
    ensure!(
        query_param(&ko, "moves") == query_param(&link, "moves"),
        "{ko}"
    );
    b.goto(&format!("{base}{ko}")).await?;
    b.wait_for("#play[data-ended]").await?;
    let status = b.text("#status").await?;
    ensure!(
        status.starts_with("엔진이") && status.contains("이겼습니다"),
        "{status}"
    );
    ensure!(b.text("h1").await? == "엔진과 대국");
    shot(&b, "play-3b-korean").await?;

    // Across for a, from P0 (a to move: the player moves first).
    b.goto(&format!(
        "{base}/play?pos={}&side=a&level=3&seed=1",
        enc(P0)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    b.click(&sq("B2")).await?;
    b.wait_for(&format!("{}.target", sq("C2"))).await?;
    shot(&b, "play-4-across-for-a-selected").await?;
    Ok(())
}

/// `/play` on a phone: the board and both hands within 390 pixels, upright; and the game
/// without JavaScript: every move a link, the engine's reply after the page's refresh.
#[tokio::test]
async fn play_on_a_phone_and_without_javascript() -> Result<()> {
    let small = Small::start();
    let url = format!(
        "{}/play?pos={}&side=a&level=5&seed=2&layout=vertical",
        small.server.base,
        enc(P0)
    );
    if let Some(b) = harness::launch(Options::phone().arg("--lang=en-US")).await {
        b.goto(&url).await?;
        ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
        fits(
            &b,
            390.0,
            &["#board .board", "#board .hand-a", "#board .hand-d"],
        )
        .await?;
        // Upright for a: d's hand on top, a's below the board.
        top_down(&b, &["#board .hand-d", "#board .board", "#board .hand-a"]).await?;
        shot(&b, "play-5-phone").await?;
    } else {
        return Ok(());
    }
    if let Some(b) = harness::launch(desktop().without_javascript()).await {
        b.goto(&url).await?;
        ensure!(b.find_all("#board .sq").await?.len() == 12);
        let first = b
            .attr(".choices li.mv a", "href")
            .await?
            .context("a move link")?;
        b.click(".choices li.mv a").await?;
        // The engine's turn, then (the page refreshes itself) the player's move again.
        let now = wait_for_my_turn(&b).await?.context("the game goes on")?;
        let moves = play_moves(&b).await?;
        ensure!(moves.len() == 2, "{now}: {moves:?}");
        ensure!(
            query_param(&first, "moves").as_deref() == Some(moves[0].as_str()),
            "{first}"
        );
        shot(&b, "play-6-no-js").await?;
    }
    Ok(())
}

/// A position come round a third time: the page offers to stop as a draw by repetition, the
/// end says so, and the download records `end: repetition`. The game is reopened from a link
/// whose moves walk both kings out and back twice from `P0` (A2A1 D2D1 A1A2 D1D2: `P0` again,
/// by hand), so `P0` stands for the third time with the player (a) to move.
#[tokio::test]
async fn play_offers_a_draw_by_repetition() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let walk = "A2A1 D2D1 A1A2 D1D2";
    let moves = format!("{walk} {walk}");
    let base = &small.server.base;
    // Twice round only: no offer yet.
    b.goto(&format!(
        "{base}/play?pos={}&moves={}&level=1&side=a&seed=3",
        enc(P0),
        enc(walk)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    ensure!(!b.exists("#draw").await?);
    b.goto(&format!(
        "{base}/play?pos={}&moves={}&level=1&side=a&seed=3",
        enc(P0),
        enc(&moves)
    ))
    .await?;
    ensure!(wait_for_my_turn(&b).await? == Some(P0.to_string()));
    b.wait_for_text("#draw", "third time").await?;
    shot(&b, "play-7-repetition-offered").await?;
    b.click("#draw").await?;
    b.wait_for("#play[data-ended=\"repetition\"]").await?;
    ensure!(b.text("#status").await?.starts_with("Draw by repetition"));
    b.wait_for("#annotation table.annot").await?;
    let href = b.attr("#download", "href").await?.context("download")?;
    let (status, _, text) = small.server.get(&href);
    ensure!(status == 200, "{text}");
    ensure!(text.contains("\nend: repetition\n"), "{text}");
    ensure!(text.contains("\nwinner: none\n"), "{text}");
    Ok(())
}

/// Seeds above 2⁵³ keep every digit in the page's script: with the largest seed the engine's
/// first move (ply 1) is asked with the seed that wraps to 0, as `sibi play` asks it, and the
/// game's link keeps the seed as given; 2⁵³ + 1 is not rounded to 2⁵³.
#[tokio::test]
async fn play_keeps_seeds_above_two_to_the_53() -> Result<()> {
    let Some(b) = harness::launch(desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let base = &small.server.base;
    for (seed, ply1) in [(u64::MAX, 0u64), ((1u64 << 53) + 1, (1u64 << 53) + 2)] {
        b.goto(&format!(
            "{base}/play?pos={}&side=d&level=3&seed={seed}",
            enc(P0)
        ))
        .await?;
        // The engine (a) moves first; then it is the player's move.
        let now = wait_for_my_turn(&b).await;
        let status = b.text("#status").await?;
        ensure!(now.is_ok(), "seed {seed}: {status}");
        let moves = play_moves(&b).await?;
        ensure!(moves.len() == 1, "seed {seed}: {moves:?}");
        let link = b.attr("#link", "href").await?.context("link")?;
        ensure!(
            query_param(&link, "seed") == Some(seed.to_string()),
            "seed {seed}: {link}"
        );
        // The move the server gives for ply 1's seed.
        let (code, _, body) = small.server.get(&format!(
            "/api/v1/engine-move?pos={}&level=3&seed={ply1}",
            enc(P0)
        ));
        ensure!(code == 200, "{body}");
        let v: Value = serde_json::from_str(&body)?;
        ensure!(v["move"] == moves[0].as_str(), "seed {seed}: {v}");
    }
    Ok(())
}

/// The game's download (`#download`): a format-2 record that `sibi annotate` reads, with the
/// game's end (`ended`) and `moves`, every engine ply best (level 10).
async fn the_download_annotated(
    b: &Browser,
    small: &Small,
    moves: &[String],
    ended: &str,
) -> Result<()> {
    let href = b.attr("#download", "href").await?.context("download")?;
    let (status, headers, text) = small.server.get(&href);
    ensure!(status == 200, "{text}");
    ensure!(headers.contains("attachment"), "{headers}");
    ensure!(text.contains("format: sibi-record 2\n"), "{text}");
    ensure!(text.contains(&format!("position: {PCAPTURE}\n")), "{text}");
    let file = small._dir.path().join("game.gibo");
    std::fs::write(&file, &text)?;
    // `sibi annotate` in English (the shared runner sets the language).
    let file = file.to_str().context("a UTF-8 path")?;
    let (out, _) = run(
        small._dir.path(),
        &["--pieces", SET, "annotate", "--json", file],
        0,
    );
    let a: Value = serde_json::from_str(&out)?;
    ensure!(a["result"]["winner"] == "a", "{}", a["result"]);
    ensure!(a["result"]["termination"] == ended);
    ensure!(a["result"]["disagreement"].is_null());
    let plies = a["plies"].as_array().context("plies")?;
    ensure!(plies.len() == moves.len());
    for p in plies.iter().filter(|p| p["side"] == "a") {
        ensure!(
            p["verdict"] == "best" || p["verdict"] == "only move",
            "the engine at level 10 played {}",
            p
        );
    }
    Ok(())
}

/// Resign and a draw offer (issue 42, item 5), in Korean on a phone: from `P1` (a draw, the
/// player d to move) the perfect engine declines the offer — the table gives it a draw, and
/// level 10 accepts only when losing — and the game goes on; the player blunders (a move the
/// table labels a loss), then resigns: the end line names the player, and the review keeps the
/// blunder to practise.
#[tokio::test]
async fn resign_and_offer_a_draw_in_korean_on_a_phone() -> Result<()> {
    let Some(b) = harness::launch(Options::phone()).await else {
        return Ok(());
    };
    let small = Small::start();
    let v = position_json(&small.server, P1)?;
    // Level 10 accepts only when the engine (a) is losing: when the player (d) wins.
    let accepted = v["value"]["wdl"] == "win";
    ensure!(
        !accepted,
        "P1 is {}: the offer would be accepted",
        v["value"]
    );
    let blunder = v["moves"]
        .as_array()
        .context("moves")?
        .iter()
        .find(|m| m["value"]["wdl"] == "loss")
        .and_then(|m| m["move"].as_str())
        .context("a losing move in P1")?
        .to_string();
    b.goto(&format!(
        "{}/play?pos={}&side=d&level=10&seed=4&layout=vertical&lang=ko",
        small.server.base,
        enc(P1)
    ))
    .await?;
    b.wait_for("#play").await?;
    ensure!(wait_for_korean_turn(&b).await?);
    ensure!(b.text("#resign").await? == "기권");
    ensure!(b.text("#offer-draw").await? == "무승부 제안");
    let rule = b.text(".endgame .drawrule").await?;
    ensure!(
        rule.contains("10단계 엔진은") && rule.contains("지는 국면일 때만"),
        "{rule}"
    );
    fits(&b, 390.0, &["#board .board", ".endgame"]).await?;
    b.click("#offer-draw").await?;
    let answer = b.wait_for_text("#draw-answer", "거절했습니다").await?;
    ensure!(answer.contains("여전히 내 차례입니다"), "{answer}");
    ensure!(b.attr("#play", "data-ended").await?.is_none());
    ensure!(play_moves(&b).await?.is_empty());
    scroll_to(&b, ".endgame").await?;
    shot(&b, "play-8-draw-declined-ko-phone").await?;
    // The blunder, the engine's reply, then the resignation.
    click_move(&b, P1, &blunder).await?;
    wait_until("the engine's reply or the end", WAIT_TIMEOUT, async || {
        let ended = b.attr("#play", "data-ended").await?.is_some();
        Ok((ended || play_moves(&b).await?.len() == 2).then_some(()))
    })
    .await?;
    if b.attr("#play", "data-ended").await?.is_none() {
        ensure!(wait_for_korean_turn(&b).await?);
        b.click("#resign").await?;
        b.wait_for("#play[data-ended=\"resignation\"]").await?;
        let status = b.text("#status").await?;
        ensure!(
            status == "내(빨강)가 기권해 엔진이 이겼습니다(2수 만에).",
            "{status}"
        );
    }
    b.wait_for("#annotation table.annot").await?;
    b.wait_for_text("#annotation", "복습하기").await?;
    ensure!(b.exists("#download").await?);
    ensure!(!b.exists("#resign").await?);
    scroll_to(&b, "#status").await?;
    shot(&b, "play-9-resigned-ko-phone").await?;
    Ok(())
}

/// Waits until it is the player's move on a Korean page (`내(…) 차례입니다.`): `false` when the
/// game ended instead.
async fn wait_for_korean_turn(b: &Browser) -> Result<bool> {
    wait_until("the player's move", WAIT_TIMEOUT, async || {
        if b.attr("#play", "data-ended").await?.is_some() {
            return Ok(Some(false));
        }
        let status = b.text("#status").await?;
        Ok(status.starts_with("내(").then_some(true))
    })
    .await
}

/// Issue 42, items 1 and 7, on `/play` in English (the Korean phone test is the explorer's,
/// `hide.rs`): values hidden (`hide=1`) leave no value in the game, the hint's two steps name
/// a piece and then a move of the best value (checked against the JSON API), the hinted move
/// is played, and the game, ended by resigning, says how many hints it used — one: the second
/// step of the same hint is not counted again.
#[tokio::test]
async fn play_hidden_with_a_hint_in_english() -> Result<()> {
    let Some(b) = harness::launch(Options::desktop()).await else {
        return Ok(());
    };
    let small = Small::start();
    let v = position_json(&small.server, P1)?;
    let best: Vec<&str> = v["best"]
        .as_array()
        .context("best")?
        .iter()
        .filter_map(|m| m["move"].as_str())
        .collect();
    ensure!(!best.is_empty(), "{v}");
    b.goto(&format!(
        "{}/play?pos={}&side=d&level=10&seed=4&hide=1",
        small.server.base,
        enc(P1)
    ))
    .await?;
    b.wait_for("#play").await?;
    ensure!(wait_for_my_turn(&b).await?.is_some());
    ensure!(
        !b.exists("#play [data-wdl]:not([data-wdl=\"\"]), #play .t-win, #play .t-loss, #play .lbl")
            .await?,
        "a value shown while hidden"
    );
    b.click("a.hint1").await?;
    let said = b
        .wait_for_text("p.hint1", "Hint 1: the piece to move")
        .await?;
    ensure!(b.exists(".hintpiece").await?, "{said}");
    b.click("a.hint2").await?;
    b.wait_for_text("p.hint2", "Hint 2: the move").await?;
    let mv = b.attr("p.hint2", "data-move").await?.unwrap_or_default();
    ensure!(best.contains(&mv.as_str()), "{mv} is not among {best:?}");
    ensure!(b.exists("#play .hintpiece").await?);
    shot(&b, "play-10-hint-hidden-en").await?;
    click_move(&b, P1, &mv).await?;
    wait_until("the engine's reply or the end", WAIT_TIMEOUT, async || {
        let ended = b.attr("#play", "data-ended").await?.is_some();
        Ok((ended || play_moves(&b).await?.len() == 2).then_some(()))
    })
    .await?;
    if b.attr("#play", "data-ended").await?.is_none() {
        ensure!(wait_for_my_turn(&b).await?.is_some());
        b.click("#resign").await?;
        b.wait_for("#play[data-ended=\"resignation\"]").await?;
    }
    let used = b.wait_for_text("p.hintsused", "1 hint used").await?;
    ensure!(
        b.attr("p.hintsused", "data-hints").await?.as_deref() == Some("1"),
        "{used}"
    );
    scroll_to(&b, "p.hintsused").await?;
    shot(&b, "play-11-hints-used-en").await?;
    Ok(())
}
