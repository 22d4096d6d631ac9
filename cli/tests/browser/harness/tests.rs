//! The harness checked on its own, without the sibi server: a tiny page served from a std
//! `TcpListener` thread, loaded in headless Chromium at desktop and phone sizes, with
//! JavaScript on and off. Skipped (with a line saying so) where Chromium is not installed,
//! unless `CI=true`, where that is a failure.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use super::{Key, Options, Viewport, WAIT_TIMEOUT};

const INDEX: &str = r#"<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>harness</title>
<style>
  body { font-family: sans-serif; margin: 16px; }
  #pieces { font-size: 48px; letter-spacing: 4px; }
  #name { font-size: 40px; }
</style>
</head>
<body>
<div id="pieces">王將相子侯</div>
<div id="name">십이장기</div>
<p><button id="btn" type="button">누르기 press</button> <span id="out">before</span></p>
<p>keys: <span id="keys"></span></p>
<p><input id="field" type="text"></p>
<p><a id="link" href="/second">second page</a></p>
<noscript><p id="noscript">JavaScript is off</p></noscript>
<script>
  document.getElementById('btn').addEventListener('click', function () {
    document.getElementById('out').textContent = 'clicked 王';
  });
  document.addEventListener('keydown', function (e) {
    document.getElementById('keys').textContent += '[' + e.key + ']';
  });
</script>
</body>
</html>
"#;

const SECOND: &str = r#"<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>second</title></head>
<body><h1 id="second">두 번째 page</h1></body></html>
"#;

/// Serves `/` and `/second` on 127.0.0.1 (a thread per connection, each read bounded), for
/// as long as the test process lives; returns the base URL.
fn serve_pages() -> String {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind 127.0.0.1:0");
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || answer(stream));
        }
    });
    base
}

fn answer(mut stream: TcpStream) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let _ = stream.set_write_timeout(Some(Duration::from_secs(5)));
    let mut request = Vec::new();
    let mut buf = [0u8; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buf[..n]),
        }
    }
    let request = String::from_utf8_lossy(&request);
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let (status, body) = match path {
        "/" => ("200 OK", INDEX),
        "/second" => ("200 OK", SECOND),
        _ => ("404 Not Found", "not found"),
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
}

#[tokio::test]
async fn desktop_click_type_link_back_key_screenshot() -> anyhow::Result<()> {
    let base = serve_pages();
    let Some(b) = super::launch(Options::desktop()).await else {
        return Ok(());
    };
    assert_eq!(b.viewport_size().await?, (1280, 900));

    b.goto(&format!("{base}/")).await?;
    assert_eq!(b.title().await?, "harness");
    assert_eq!(b.text("#pieces").await?, "王將相子侯");
    assert_eq!(b.text("#name").await?, "십이장기");
    assert!(!b.exists("#noscript").await?, "noscript shown with JS on");

    // A click that runs the page's script.
    assert_eq!(b.text("#out").await?, "before");
    b.click("#btn").await?;
    assert_eq!(b.wait_for_text("#out", "clicked").await?, "clicked 王");

    // Typing, Hangul and Hanja included.
    b.type_text("#field", "장기 將 ok").await?;
    assert_eq!(
        b.prop("#field", "value").await?.as_deref(),
        Some("장기 將 ok")
    );
    b.clear("#field").await?;
    assert_eq!(b.prop("#field", "value").await?.as_deref(), Some(""));

    // Keys go to the page: with the focus on the body, and on the input.
    b.execute("document.activeElement.blur();", vec![]).await?;
    b.press(Key::Left).await?;
    b.press(Key::Space).await?;
    b.press('x').await?;
    b.wait_for_text("#keys", "[ArrowLeft][ ][x]").await?;

    b.screenshot("harness-desktop").await?;

    // A link, and Back.
    assert_eq!(b.attr("#link", "href").await?.as_deref(), Some("/second"));
    b.click("#link").await?;
    b.wait_for_url("/second").await?;
    assert_eq!(b.wait_for_text("#second", "두 번째").await?, "두 번째 page");
    b.back().await?;
    assert_eq!(b.wait_for_url("/").await?, format!("{base}/"));
    // Chromium may restore the page from its back/forward cache, state and all, or load it
    // anew: either way it is the first page again.
    assert_eq!(b.wait_for_text("#pieces", "王").await?, "王將相子侯");
    b.close().await?;
    Ok(())
}

#[tokio::test]
async fn phone_viewport() -> anyhow::Result<()> {
    let base = serve_pages();
    let Some(b) = super::launch(Options::phone()).await else {
        return Ok(());
    };
    b.goto(&format!("{base}/")).await?;
    assert_eq!(b.viewport_size().await?, (390, 844));
    let (dpr, touch) = {
        let v = b
            .execute(
                "return [window.devicePixelRatio, navigator.maxTouchPoints > 0];",
                vec![],
            )
            .await?;
        (v[0].as_f64(), v[1].as_bool())
    };
    assert_eq!(dpr, Some(3.0));
    assert_eq!(touch, Some(true));
    b.click("#btn").await?;
    b.wait_for_text("#out", "clicked").await?;
    let png = b.screenshot("harness-phone").await?;
    assert_eq!(png_size(&png), (390 * 3, 844 * 3));
    Ok(())
}

#[tokio::test]
async fn javascript_disabled() -> anyhow::Result<()> {
    let base = serve_pages();
    // Two sessions on one chromedriver: JavaScript off, and a desktop one beside it.
    let Some(driver) = super::Driver::start().await else {
        return Ok(());
    };
    let b = driver
        .open(&Options::with_viewport(Viewport::window(800, 600)).without_javascript())
        .await?;
    b.goto(&format!("{base}/")).await?;
    assert_eq!(b.text("#noscript").await?, "JavaScript is off");
    b.click("#btn").await?;
    // The state the click leaves without any script: the button has the focus. (With
    // JavaScript on, the button's listener would have run during the click's dispatch, before
    // the focus is seen.)
    super::wait_until(
        "the button focused by the click",
        WAIT_TIMEOUT,
        async || {
            let active = b.client().active_element().await?;
            Ok((active.attr("id").await?.as_deref() == Some("btn")).then_some(()))
        },
    )
    .await?;
    assert_eq!(b.text("#out").await?, "before", "the button's script ran");
    b.press(Key::Left).await?;
    assert_eq!(b.text("#keys").await?, "");
    b.screenshot("harness-no-js").await?;

    let with_js = driver.open(&Options::desktop()).await?;
    with_js.goto(&format!("{base}/")).await?;
    with_js.click("#btn").await?;
    with_js.wait_for_text("#out", "clicked").await?;
    Ok(())
}

#[tokio::test]
async fn waits_time_out_with_the_reason() {
    let start = Instant::now();
    let err = super::wait_until(
        "a condition that never holds",
        Duration::from_millis(300),
        async || Ok(None::<()>),
    )
    .await
    .unwrap_err();
    // It gave up at its deadline, not before (how soon after is the machine's, not the test's).
    assert!(start.elapsed() >= Duration::from_millis(300));
    let msg = err.to_string();
    assert!(
        msg.contains("timed out after 300ms waiting for a condition that never holds"),
        "{msg}"
    );

    // A check that hangs is cut off at the deadline too, and a check's error is reported.
    // (Bounded by a minute, 200 times the deadline, so that a wait that hangs fails.)
    let start = Instant::now();
    let err = tokio::time::timeout(
        Duration::from_secs(60),
        super::wait_until(
            "a hanging check",
            Duration::from_millis(300),
            async || -> anyhow::Result<Option<()>> {
                tokio::time::sleep(Duration::from_secs(3600)).await;
                Ok(None)
            },
        ),
    )
    .await
    .expect("the wait ends at its deadline, though its check hangs")
    .unwrap_err();
    assert!(start.elapsed() >= Duration::from_millis(300), "{err}");
    let err = super::wait_until(
        "a failing check",
        Duration::from_millis(200),
        async || -> anyhow::Result<Option<()>> { anyhow::bail!("element went stale") },
    )
    .await
    .unwrap_err();
    assert!(err.to_string().contains("element went stale"), "{err}");
}

#[test]
fn missing_tools_skip_outside_ci_and_fail_in_ci() {
    let missing =
        super::Tools::at("/nonexistent/chromedriver".into(), "/bin/sh".into()).unwrap_err();
    assert!(missing.contains("chromedriver not found at /nonexistent/chromedriver"));
    assert!(missing.contains("SIBI_CHROMEDRIVER"));
    assert!(!missing.contains("chromium not found"));
    // Outside CI: the skip line.
    let skip = super::missing_tools_verdict(false, &missing).unwrap();
    assert_eq!(
        skip,
        format!("skipped: no chromium/chromedriver (install chromium chromium-driver fonts-noto-cjk): {missing}")
    );
    // Under CI: a failure that names what is missing.
    let failure = super::missing_tools_verdict(true, &missing).unwrap_err();
    assert!(
        failure.contains("CI=true") && failure.contains("/nonexistent/chromedriver"),
        "{failure}"
    );
}

/// A panicking test still ends chromedriver and every Chromium process it started.
#[test]
fn a_panicking_test_leaves_no_browser_behind() {
    let (tx, rx) = std::sync::mpsc::channel();
    let outcome = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let Some(b) = super::launch(Options::desktop()).await else {
                tx.send(None).unwrap();
                return;
            };
            b.goto("about:blank").await.unwrap();
            let pid = b.driver().pid();
            tx.send(Some((pid, group_members(pid)))).unwrap();
            panic!("deliberate panic with a browser open");
        })
    })
    .join();
    let Ok(opened) = rx.recv() else {
        // The thread failed before its session opened (under CI=true without Chromium, say):
        // that failure is this test's.
        std::panic::resume_unwind(outcome.unwrap_err());
    };
    let Some((pid, members)) = opened else {
        return; // skipped
    };
    assert!(outcome.is_err(), "the thread should have panicked");
    // Chromium ran in chromedriver's process group (so the group kill reaches it).
    assert!(
        members.len() > 3,
        "only {members:?} in chromedriver's group {pid}"
    );
    // All of them end; killed processes are reaped by whoever inherits them, so allow a
    // moment.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = group_members(pid);
        if left.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "still running: {left:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The processes (pid, name) whose process group is `pgid`, from /proc.
fn group_members(pgid: u32) -> Vec<(u32, String)> {
    let mut members = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        let fields: Vec<&str> = stat[close + 1..].split_whitespace().collect();
        if fields.get(2).and_then(|g| g.parse::<u32>().ok()) == Some(pgid) {
            members.push((pid, stat[open + 1..close].to_string()));
        }
    }
    members
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(path: &std::path::Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}
