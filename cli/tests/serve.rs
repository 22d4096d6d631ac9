//! `sibi serve` as a user starts it, on a real loopback socket: it generates a missing table
//! first (or, with --no-generate, exits 2 with the command that makes it), prints its URL,
//! answers, refuses a port in use (exit 2) and a bad --bind, and stops cleanly on Ctrl-C
//! (exit 0). The routes themselves are tested in-process in `web/src/tests.rs`.

use sibi_test_support as common;

use common::{run, Server};

#[test]
fn generates_serves_and_stops_on_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run(
        dir.path(),
        &[
            "--pieces",
            "GM",
            "serve",
            "--no-generate",
            "--bind",
            "127.0.0.1:0",
        ],
        2,
    );
    assert!(
        err.contains("no twelve-janggi table for the piece set GM"),
        "{err}"
    );
    assert!(err.contains("create it with: sibi generate --rules twelve-janggi --pieces GM"));
    // Without --no-generate the table is made first (the GM table takes well under a second).
    let mut server = Server::start(dir.path(), &["--pieces", "GM"], &[], 120);
    assert!(
        server.banner.contains("rules:      twelve-janggi"),
        "{}",
        server.banner
    );
    assert!(dir.path().join("twelve-janggi-GM.sibi").exists());
    // a's 王 A1, d's 王 B2 and d's 將 D1, a's 相 in hand: a takes d's 王, win 1.
    let (status, head, body) = server.get("/api/v1/position?pos=K2g/1k2/4+M+a");
    assert_eq!(status, 200, "{head}{body}");
    let j: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(j["value"], serde_json::json!({"wdl": "win", "dtm": 1}));
    let (status, _, body) = server.get("/?pos=K2g/1k2/4+M+a");
    assert_eq!(status, 200);
    assert!(body.contains("wins in 1 ply"), "{body}");
    // The same port again: a clear error, exit 2.
    let port = server.base.rsplit(':').next().unwrap().to_string();
    let (_, err) = run(
        dir.path(),
        &[
            "--pieces",
            "GM",
            "serve",
            "--bind",
            &format!("127.0.0.1:{port}"),
        ],
        2,
    );
    assert!(
        err.contains(&format!("cannot listen on 127.0.0.1:{port}")),
        "{err}"
    );
    assert!(err.contains("in use"), "{err}");
    // Ctrl-C: a clean stop.
    assert_eq!(server.interrupt(), Some(0));
}

#[test]
fn a_bad_bind_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = run(dir.path(), &["serve", "--bind", "localhost"], 2);
    assert!(err.contains("expected an address and a port"), "{err}");
    let (_, err) = run(dir.path(), &["serve", "--bind", "203.0.113.9:8080"], 2);
    assert!(err.contains("cannot listen on 203.0.113.9:8080"), "{err}");
}

/// SIGTERM with a request half sent: the server stops accepting, gives the request in flight
/// `--shutdown-seconds` (1 here) and exits 0 — it used to wait for that request forever. A
/// second Ctrl-C exits at once (130).
#[test]
fn shutdown_has_a_deadline() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    for (first, second, code) in [("-TERM", None, 0), ("-INT", Some("-INT"), 130)] {
        let mut server = Server::start(
            dir.path(),
            &["--pieces", "G"],
            &[
                "--shutdown-seconds",
                if second.is_some() { "60" } else { "1" },
            ],
            120,
        );
        let addr = server.base.trim_start_matches("http://").to_string();
        let mut half = std::net::TcpStream::connect(&addr).unwrap();
        half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(200));
        let started = std::time::Instant::now();
        let status = match second {
            None => server.signal(first),
            Some(again) => {
                let _ = std::process::Command::new("kill")
                    .args([first, &server.child.id().to_string()])
                    .status();
                std::thread::sleep(std::time::Duration::from_millis(300));
                server.signal(again)
            }
        };
        assert_eq!(status, Some(code), "{first} {second:?}");
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }
}

/// Reads `s` until the server closes it (end of file or a reset), at most until `deadline`:
/// true if it was closed by then.
fn closed_by(s: &std::net::TcpStream, deadline: std::time::Instant) -> bool {
    use std::io::Read;
    let mut buf = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return false;
        }
        s.set_read_timeout(Some(left)).unwrap();
        match { s }.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return false
            }
            Err(_) => return true,
        }
    }
}

/// Issue 23, finding 2: 1,000 connections that say nothing (700), send their head a line at a
/// time (200 slowloris), or wait after a first answer on a kept-alive connection (100) do not
/// keep a new client from its 200, and the server closes every one of them once
/// `--idle-seconds` (2 here; 10 by default) have passed, not before — slowloris included, though
/// it keeps sending.
#[test]
fn idle_and_slow_connections_are_closed_and_others_answered() {
    use std::io::Write;
    use std::net::TcpStream;
    use std::time::{Duration, Instant};
    // A thousand client sockets need more than the common soft limit of 1,024.
    if sibi_web::listen::raise_open_files().unwrap_or(0) < 2_200 {
        // Shown in CI's log as a failure, never a silent pass.
        common::skip(
            "idle_and_slow_connections_are_closed_and_others_answered",
            "this process may open fewer than 2,200 files",
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        &["--pieces", "G"],
        // All 1,000 come from one address: its share is the whole cap here.
        &[
            "--idle-seconds",
            "2",
            "--max-connections",
            "1500",
            "--max-connections-per-client",
            "1500",
        ],
        120,
    );
    let addr = server.base.trim_start_matches("http://").to_string();
    // No connection of these can be closed for being idle before this + the limit.
    let first = Instant::now();
    let mut idle: Vec<TcpStream> = (0..700)
        .map(|_| TcpStream::connect(&addr).unwrap())
        .collect();
    let slow: Vec<TcpStream> = (0..200)
        .map(|_| {
            let mut s = TcpStream::connect(&addr).unwrap();
            s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
            s
        })
        .collect();
    for _ in 0..100 {
        let mut s = TcpStream::connect(&addr).unwrap();
        s.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        idle.push(s);
    }
    // Each connection's idle time starts when the server accepts it: count from the last one
    // (opening a thousand connections itself takes seconds on a slow virtual machine).
    let opened = Instant::now();
    // The slowloris keep sending a header line every 300 ms, from another thread.
    let trickle: Vec<TcpStream> = slow.iter().map(|s| s.try_clone().unwrap()).collect();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stopped = std::sync::Arc::clone(&stop);
    let trickler = std::thread::spawn(move || {
        let mut trickle = trickle;
        while !stopped.load(std::sync::atomic::Ordering::Relaxed) {
            for s in &mut trickle {
                let _ = s.write_all(b"X-Slow: 1\r\n");
            }
            std::thread::sleep(Duration::from_millis(300));
        }
    });
    // A new client is answered while the thousand are held.
    let (status, _, body) = server.get("/api/v1/position?pos=K3/1k2/4+G+a");
    assert_eq!(status, 200, "{body}");
    // Every one is closed (waited for at most 60 s, thirty times the limit: a hang fails), the
    // first not before the 2 s limit had passed since it was opened.
    let deadline = opened + Duration::from_secs(60);
    assert!(
        closed_by(&idle[0], deadline),
        "the first idle connection stayed open"
    );
    assert!(
        first.elapsed() >= Duration::from_secs(2),
        "closed before the limit"
    );
    let open_idle = idle.iter().filter(|s| !closed_by(s, deadline)).count();
    let open_slow = slow.iter().filter(|s| !closed_by(s, deadline)).count();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    trickler.join().unwrap();
    assert_eq!((open_idle, open_slow), (0, 0), "connections still open");
    // And the server goes on answering.
    assert_eq!(server.get("/healthz").0, 200);
}

/// Beyond `--max-connections` a new connection gets a 503 at once, in both languages (its
/// request is not read), and is closed; once the held ones are closed, clients are answered.
#[test]
fn beyond_the_connection_cap_a_503_at_once() {
    use std::net::TcpStream;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        &["--pieces", "G"],
        // Idle connections are closed after 60 s, far beyond this test, so that none of the
        // 20 held ones is closed by the server before the 21st arrives however loaded the
        // machine is (with 1 s and then 3 s, CI twice saw one closed first and the 21st
        // answered 200; closing idle connections is `idle_and_slow_connections_…`'s test).
        // The held 20 and the 21st all come from 127.0.0.1: its share is the whole cap here (the
        // share of one client is `listen`'s own test).
        &[
            "--idle-seconds",
            "60",
            "--max-connections",
            "20",
            "--max-connections-per-client",
            "20",
        ],
        120,
    );
    let addr = server.base.trim_start_matches("http://").to_string();
    // Hold all 20 places. The connection of `Server::start`'s last request may keep its place
    // for a moment after the client has read its answer (the server's task is still ending):
    // then one of these 20 is refused at once, and they are opened again.
    let mut held = Vec::new();
    for attempt in 0.. {
        assert!(attempt < 20, "the 20 places were never all free");
        held = (0..20)
            .map(|_| TcpStream::connect(&addr).unwrap())
            .collect();
        std::thread::sleep(Duration::from_millis(100));
        if !held.iter().any(refused) {
            break;
        }
        held.clear();
        std::thread::sleep(Duration::from_millis(200));
    }
    let (status, head, body) = server.get("/healthz");
    // "At once": not after waiting for a place — none was freed: the 20 held connections are
    // all still open and unanswered after the 503 (a place frees only when one of them closes,
    // which the server does after the 60 s idle limit, answering nothing but the close).
    assert!(!held.iter().any(refused), "a held connection was closed");
    assert_eq!(status, 503, "{head}{body}");
    assert!(head.contains("retry-after: 5"), "{head}");
    assert!(body.contains("too many connections"), "{body}");
    assert!(body.contains("연결이 너무 많습니다"), "{body}");
    // The clients close the held connections: their places are free again within moments.
    drop(held);
    let closed = Instant::now();
    while server.get("/healthz").0 != 200 {
        assert!(
            closed.elapsed() < Duration::from_secs(10),
            "no place freed 10 s after the held connections closed"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Whether the server has already sent something on `s`, which no request was written on: a
/// connection refused beyond the cap.
fn refused(s: &std::net::TcpStream) -> bool {
    s.set_nonblocking(true).unwrap();
    let sent =
        !matches!(s.peek(&mut [0u8; 1]), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock);
    s.set_nonblocking(false).unwrap();
    sent
}

/// A body that stops arriving for `--body-seconds` (1 here) is a 408 — JSON under the API, a
/// page in the request's language on a page route — not a connection held forever.
#[test]
fn a_stalled_body_is_a_408() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        &["--pieces", "G"],
        &["--body-seconds", "1", "--idle-seconds", "5"],
        120,
    );
    let addr = server.base.trim_start_matches("http://").to_string();
    let stalled = |head: &str| {
        let mut s = TcpStream::connect(&addr).unwrap();
        s.set_read_timeout(Some(std::time::Duration::from_secs(4)))
            .unwrap();
        s.write_all(head.as_bytes()).unwrap();
        let mut raw = Vec::new();
        let _ = s.read_to_end(&mut raw);
        String::from_utf8_lossy(&raw).into_owned()
    };
    let a = stalled(
        "POST /api/v1/annotate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n\
         Content-Length: 1000\r\nConnection: close\r\n\r\nformat: si",
    );
    assert!(a.starts_with("HTTP/1.1 408"), "{a}");
    assert!(a.contains("stopped arriving for 1 s"), "{a}");
    let a = stalled(
        "POST /games/annotate HTTP/1.1\r\nHost: x\r\nAccept-Language: ko\r\n\
         Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 1000\r\n\
         Connection: close\r\n\r\n--XyZ\r\nContent-Disposition: form-data; name=\"record\"\r\n\r\nformat",
    );
    assert!(a.starts_with("HTTP/1.1 408"), "{a}");
    assert!(
        a.contains("1초 동안 오지 않았습니다") && a.contains("<html"),
        "{a}"
    );
}

/// Issue 23, finding 5: answers a client never reads do not pin the server's memory. 24
/// records of 2,000 plies (the most `--max-record-plies` accepts by default; their JSON is the
/// largest answer the server makes) and 24 of 256 KB (refused, 413) are posted and their answers
/// left unread: once `--idle-seconds` have passed the unread connections are closed, and the
/// server's peak resident memory over it all (VmHWM) stayed under 200 MiB.
#[cfg(target_os = "linux")]
#[test]
fn unread_answers_keep_memory_bounded() {
    use std::io::Write;
    use std::net::TcpStream;
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        &["--pieces", "P"],
        &[
            "--heavy-queue",
            "48",
            "--heavy-seconds",
            "60",
            "--idle-seconds",
            "3",
        ],
        120,
    );
    let addr = server.base.trim_start_matches("http://").to_string();
    let walk = ["A1B1", "D3C3", "B1A1", "C3D3"];
    let record = |plies: usize| {
        let mut s = String::from(
            "format: sibi-record 2\nposition: K3/4/3k P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\n",
        );
        for k in 0..plies {
            s.push_str(walk[k % 4]);
            s.push('\n');
        }
        s
    };
    let post = |body: &str| {
        let mut s = TcpStream::connect(&addr).unwrap();
        write!(
            s,
            "POST /api/v1/annotate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        s
    };
    let (long, huge) = (record(2_000), record(53_000));
    assert!(huge.len() > 256 * 1024);
    let mut unread: Vec<TcpStream> = (0..24).map(|_| post(&long)).collect();
    unread.extend((0..24).map(|_| post(&huge)));
    // A 2,000-ply answer is still answered to a client that reads it, once a place is free
    // (the unread ones hold the 16 places of bodies while their work runs: 503 until then;
    // tried for at most 60 s).
    let tried_until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let (code, body) = loop {
        let (code, body) = common::http_post(&server.base, "/api/v1/annotate", &long);
        if code != 503 || std::time::Instant::now() > tried_until {
            break (code, body);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert_eq!(code, 200, "{body}");
    // Every unread connection is closed once `--idle-seconds` have passed (waited for at most
    // 60 s: a hang fails) — by then every answer was made or refused.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    assert_eq!(unread.iter().filter(|s| !closed_by(s, deadline)).count(), 0);
    // The server's peak resident memory over all of it (VmHWM: no moment to pick).
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).unwrap();
    let peak_kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap();
    assert!(peak_kib < 200 * 1024, "VmHWM {peak_kib} KiB");
    eprintln!(
        "VmHWM with 48 unread answers: {peak_kib} KiB; one answer {} bytes",
        body.len()
    );
}

/// Logging never blocks the server. Its stderr is a pipe this test never reads (64 KiB, in
/// 16 pages: 16 lines of 2 KB fill it): 100 requests whose URLs carry 2 KB of raw right-to-left overrides (each
/// logged escaped, `\u{202e}`, so every line would be about 2 KB had it not been cut) fill it
/// many times over. The server still answers every one and then `/healthz` (bounded waits),
/// and SIGTERM ends it (exit 0) within `--shutdown-seconds 1` — it used to wait on the stderr
/// lock forever, requests and shutdown alike. What the pipe holds is then read: fewer than the
/// 100 lines (it was full), no raw override, every line short (the path cut at
/// `MAX_LOGGED_URI_CHARS`).
#[cfg(unix)]
#[test]
fn a_stderr_nobody_reads_never_blocks_the_server() {
    use std::io::Read;
    use std::sync::mpsc;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    common::ok(dir.path(), &["--pieces", "G", "generate"]);
    let mut server = Server::start_with_stderr(
        dir.path(),
        &["--pieces", "G"],
        &["--shutdown-seconds", "1"],
        120,
        std::process::Stdio::piped(),
    );
    let base = server.base.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let long = format!("/healthz?x={}", "\u{202e}".repeat(680));
        assert!(long.len() > 2_000);
        let codes: Vec<u16> = (0..100).map(|_| common::http_get(&base, &long).0).collect();
        let _ = tx.send((codes, common::http_get(&base, "/healthz").0));
    });
    let (codes, health) = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the server answered 100 requests and /healthz within 60 s");
    assert!(codes.iter().all(|&c| c == 200), "{codes:?}");
    assert_eq!(health, 200);
    // SAFETY: kill sends a signal to the child this test started; it reads no memory.
    let sent = unsafe { libc::kill(server.child.id() as libc::pid_t, libc::SIGTERM) };
    assert_eq!(sent, 0);
    let asked = Instant::now();
    let status = loop {
        if let Some(s) = server.child.try_wait().unwrap() {
            break s;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(20),
            "still running 20 s after SIGTERM with --shutdown-seconds 1"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(0), "{status:?}");
    let mut logged = Vec::new();
    server
        .child
        .stderr
        .take()
        .expect("stderr piped")
        .read_to_end(&mut logged)
        .unwrap();
    let logged = String::from_utf8_lossy(&logged);
    // The pipe was full: it holds a few dozen of the 100 lines (a page each), not all of them.
    let long_lines = logged.lines().filter(|l| l.contains("\\u{202e}")).count();
    assert!(long_lines > 0, "{logged}");
    assert!(long_lines < 100, "stderr took every line: {long_lines}");
    assert!(!logged.contains('\u{202e}'), "a raw override in the log");
    let longest = logged.lines().map(str::len).max().unwrap_or(0);
    assert!(longest < 3_000, "a log line of {longest} bytes");
}
