//! Drills from one's own mistakes (`/drills`, issue 42 item 2), in Korean on a 390-pixel phone,
//! in one session: a blunder of a finished `/play` game kept by its button, answered wrong
//! (the refutation shown) and, once the page's clock is moved forward (`?now=MS`, which the
//! page's script reads instead of `Date.now()`), asked again and answered best on the board;
//! the drills exported (the link's JSON) and imported from a file, a bad file refused with
//! nothing lost.

use anyhow::{ensure, Context, Result};
use serde_json::Value;

use crate::harness::{self, wait_until, Browser, Options, WAIT_TIMEOUT};
use crate::support::*;

/// The drills kept in the browser (`localStorage`).
async fn kept(b: &Browser) -> Result<Vec<Value>> {
    let v = b
        .execute(
            "const s = JSON.parse(localStorage.getItem('sibi-drills') || 'null'); return s ? s.drills : [];",
            vec![],
        )
        .await?;
    Ok(v.as_array().cloned().unwrap_or_default())
}

/// The legal moves of `pos`, best first, from the server.
fn moves_of(server: &crate::common::Server, pos: &str) -> Result<Vec<String>> {
    let v = position_json(server, pos)?;
    Ok(v["moves"]
        .as_array()
        .context("moves")?
        .iter()
        .filter_map(|m| m["move"].as_str().map(str::to_string))
        .collect())
}

/// Waits until the game is over, or the player (a) is to move in a position other than `was`;
/// `Some(position)` then, `None` at the end.
async fn my_turn_or_end(b: &Browser, was: &str) -> Result<Option<String>> {
    wait_until("the player's move or the end", WAIT_TIMEOUT, async || {
        if b.attr("#play", "data-ended").await?.is_some() {
            return Ok(Some(None));
        }
        let pos = b.attr("#play", "data-pos").await?.unwrap_or_default();
        Ok((pos != was && pos.ends_with(" a")).then_some(Some(pos)))
    })
    .await
}

/// Scrolls the element `css` to the top of the window (for the screenshot).
async fn scroll_to(b: &Browser, css: &str) -> Result<()> {
    b.execute(
        "document.querySelector(arguments[0]).scrollIntoView();",
        vec![Value::from(css)],
    )
    .await?;
    Ok(())
}

/// Waits for the drill's verdict and gives its text.
async fn verdict(b: &Browser, which: &str) -> Result<String> {
    b.wait_for(&format!(
        "#drill-verdict[data-verdict=\"{which}\"] .verdict"
    ))
    .await?;
    b.text("#drill-verdict").await
}

#[tokio::test]
async fn drills_kept_from_a_game_answered_and_moved_in_korean_on_a_phone() -> Result<()> {
    let Some(b) = harness::launch(Options::phone().arg("--lang=ko-KR")).await else {
        return Ok(());
    };
    let small = Small::start();
    let (server, base) = (&small.server, &small.server.base);

    // A game at level 10 from PKING (a wins in 1): the player blunders its 王 (the worst move
    // each turn), the engine takes it.
    b.goto(&format!(
        "{base}/play?pos={}&side=a&level=10&seed=1&lang=ko",
        enc(PKING)
    ))
    .await?;
    b.wait_for("#play").await?;
    let mut pos = PKING.to_string();
    let mut blunders = Vec::new();
    loop {
        let worst = moves_of(server, &pos)?.pop().context("a legal move")?;
        click_move(&b, "a", &worst).await?;
        blunders.push((pos.clone(), worst));
        match my_turn_or_end(&b, &pos).await? {
            Some(p) => pos = p,
            None => break,
        }
        ensure!(blunders.len() < 10, "the game does not end");
    }
    let (drill_pos, played) = blunders[0].clone();
    let button =
        format!("#annotation button.practise[data-pos=\"{drill_pos}\"][data-played=\"{played}\"]");
    b.wait_for(&button).await?;
    scroll_to(&b, "#annotation").await?;
    shot(&b, "drills-0-play-annotation-ko-phone").await?;
    b.click(&button).await?;
    b.wait_for_text(&button, "복습 문제에 담았습니다").await?;
    let d = kept(&b).await?;
    ensure!(d.len() == 1, "{d:?}");
    ensure!(d[0]["pos"] == drill_pos.as_str() && d[0]["played"] == played.as_str());
    ensure!(
        d[0]["table"] == "twelve-janggi GMP" && d[0]["box"] == 1,
        "{d:?}"
    );

    // /drills: the drill is due now; the move played is no better than itself: wrong.
    b.goto(&format!("{base}/drills?lang=ko")).await?;
    b.wait_for("#drill:not([hidden]) #drill-moves button.drill-move")
        .await?;
    b.wait_for("#drill-board .board .sq").await?;
    ensure!(b.text("#due-count").await? == "1");
    ensure!(b.text("#drill-box").await? == "1번 상자");
    // No value anywhere in the drill: the moves are neutral buttons, the board plain.
    ensure!(
        !b.exists("#drill [data-wdl], #drill .t-win, #drill .lbl")
            .await?
    );
    shot(&b, "drills-1-due-ko-phone").await?;
    b.click(&format!("button.drill-move[data-move=\"{played}\"]"))
        .await?;
    let said = verdict(&b, "wrong").await?;
    ensure!(
        said.contains("틀림") && said.contains("1번 상자로 돌아갑니다"),
        "{said}"
    );
    ensure!(
        b.exists("#drill-verdict .drill-refutation").await?,
        "{said}"
    );
    ensure!(b.text("#due-count").await? == "0");
    ensure!(b.text("#done-count").await? == "1");
    ensure!(b.text("#accuracy").await? == "0%");
    scroll_to(&b, "#drill-verdict").await?;
    shot(&b, "drills-2-wrong-ko-phone").await?;
    b.click("#drill-next").await?;
    b.wait_for("#drills-none:not([hidden])").await?;
    let due = kept(&b).await?[0]["due"].as_f64().context("due")?;

    // The page's clock a day and a half later: the drill (box 1: a day) is due again; the best
    // move, clicked on the board, moves it up to box 2.
    let later = due as u64 + 43_200_000;
    b.goto(&format!("{base}/drills?lang=ko&now={later}"))
        .await?;
    b.wait_for("#drill:not([hidden]) #drill-moves button.drill-move")
        .await?;
    b.wait_for("#drill-board .board .sq").await?;
    ensure!(b.text("#due-count").await? == "1");
    let best = moves_of(server, &drill_pos)?.remove(0);
    if let Some((role, to)) = best.split_once('*') {
        b.click(&format!("#drill-board .hand-a .drop[data-drop=\"{role}\"]"))
            .await?;
        b.click(&format!("#drill-board {}", sq(to))).await?;
    } else {
        b.click(&format!("#drill-board {}", sq(&best[..2]))).await?;
        b.click(&format!("#drill-board {}", sq(&best[2..4])))
            .await?;
    }
    let said = verdict(&b, "best").await?;
    ensure!(
        said.contains("최선") && said.contains("2번 상자로 올라갑니다"),
        "{said}"
    );
    ensure!(
        b.current_url().await?.contains("/drills"),
        "the board left the page"
    );
    scroll_to(&b, "#drill-verdict").await?;
    shot(&b, "drills-3-best-ko-phone").await?;
    let d = kept(&b).await?;
    ensure!(d[0]["box"] == 2 && d[0]["history"].as_array().map(Vec::len) == Some(2));

    // Export: the link's file is the format, its version and the drill.
    let href = b.attr("#drills-export", "href").await?.context("href")?;
    let json = href
        .split_once(',')
        .map(|(_, data)| percent_decode(data))
        .context("a data URL")?;
    let file: Value = serde_json::from_str(&json)?;
    ensure!(
        file["format"] == "sibi-drills" && file["version"] == 1,
        "{file}"
    );
    ensure!(file["drills"].as_array().map(Vec::len) == Some(1), "{file}");

    import_the_export_and_another_table(&b, base, &json).await
}

/// The exported file `json` imported into an emptied store, a file that is not JSON refused,
/// then a drill of another table imported: kept, named apart, neither asked nor counted.
async fn import_the_export_and_another_table(b: &Browser, base: &str, json: &str) -> Result<()> {
    // Import into an empty store from a file; then a file that is not JSON is refused in
    // Korean and nothing is lost.
    b.execute("localStorage.removeItem('sibi-drills');", vec![])
        .await?;
    b.goto(&format!("{base}/drills?lang=ko")).await?;
    b.wait_for("#drills-empty:not([hidden])").await?;
    // The file picker in the page's words (this browser's are Korean too: the annotate page's
    // test opens a Korean page in a browser set to English).
    ensure!(b.text("#drills-file .filepick-button").await? == "파일 선택");
    let dir = tempfile::tempdir()?;
    let good = dir.path().join("drills.json");
    std::fs::write(&good, json)?;
    b.type_text("#drills-import", &good.display().to_string())
        .await?;
    b.wait_for_text("#file-said", "복습 문제 1개를 가져왔습니다")
        .await?;
    ensure!(b.text("#drills-file .filepick-name").await? == "drills.json");
    ensure!(b.text("#kept-count").await? == "1");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"sibi-drills\", ")?;
    b.type_text("#drills-import", &bad.display().to_string())
        .await?;
    b.wait_for_text("#file-said", "JSON이 아닙니다").await?;
    let d = kept(b).await?;
    ensure!(d.len() == 1 && d[0]["box"] == 2, "{d:?}");

    // A file of one drill of another table (the full table's start position, due long ago,
    // answered wrong today): kept, named apart, neither asked nor counted with this table's.
    let counted = ["#due-count", "#done-count", "#accuracy", "#kept-count"];
    let mut before = Vec::new();
    for c in counted {
        before.push(b.text(c).await?);
    }
    let today = kept(b).await?[0]["added"].as_f64().context("added")?;
    let other = dir.path().join("other.json");
    let file = serde_json::json!({
        "format": "sibi-drills",
        "version": 1,
        "drills": [{
            "pos": "M2g/KPpk/G2m - a", "played": "B3C3", "table": "twelve-janggi GGMMPP",
            "box": 1, "due": 0, "added": 0,
            "history": [{"at": today, "answer": "B3C3", "verdict": "wrong"}],
        }],
    });
    std::fs::write(&other, file.to_string())?;
    b.type_text("#drills-import", &other.display().to_string())
        .await?;
    b.wait_for_text("#file-said", "복습 문제 1개를 가져왔습니다")
        .await?;
    b.wait_for("#other-table:not([hidden])").await?;
    let note = b.text("#other-table").await?;
    ensure!(
        note == "다른 테이블의 복습 문제 1개가 이 브라우저에 담겨 있습니다. 이 문제는 그 테이블(twelve-janggi GGMMPP)이 있는 서버에서 출제되며 여기서는 세지 않습니다.",
        "{note}"
    );
    for (c, was) in counted.iter().zip(&before) {
        ensure!(&b.text(c).await? == was, "{c} changed from {was}");
    }
    ensure!(
        b.exists("#drill[hidden]").await?,
        "a drill of another table asked"
    );
    ensure!(b.exists("#drills-empty[hidden]").await?);
    let d = kept(b).await?;
    ensure!(
        d.len() == 2 && d[1]["table"] == "twelve-janggi GGMMPP",
        "{d:?}"
    );
    scroll_to(b, "#drills-file").await?;
    shot(b, "drills-4-imported-ko-phone").await?;
    Ok(())
}

/// `%XX` sequences decoded (a data URL's JSON).
fn percent_decode(s: &str) -> String {
    let bytes: Vec<u8> = s.bytes().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
            if let Ok(v) = u8::from_str_radix(hex, 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
