//! `sibi serve` as a user starts it, on a real loopback socket: it generates a missing table
//! first (or, with --no-generate, exits 2 with the command that makes it), prints its URL,
//! answers, refuses a port in use (exit 2) and a bad --bind, and stops cleanly on Ctrl-C
//! (exit 0). The routes themselves are tested in-process in `cli/src/serve/tests.rs`.

mod common;

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
    assert!(err.contains("expected ADDRESS:PORT"), "{err}");
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
