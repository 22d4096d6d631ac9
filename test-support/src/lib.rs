//! What the tests of `sibi-web` and `sibi-cli` share (a dev-dependency of both, `common` in
//! each test file of `cli/tests/`: `use sibi_test_support as common;`): running the `sibi`
//! binary with a table folder, in English whatever the machine's language, the digit grouping of
//! its output, a running `sibi serve`, and the Korean pages' crawl for English words
//! ([`crawl`]) and for links that lose the language ([`links`]). Only the tests of `sibi-cli`, which cargo builds the binary for, run `sibi`
//! ([`sibi_binary`]).

#![warn(missing_docs)]

pub mod crawl;
pub mod links;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The `sibi` binary cargo built for the tests of `sibi-cli`: `CARGO_BIN_EXE_sibi` as cargo
/// sets it when it runs an integration test, or else (a test binary run by hand) `sibi` in the
/// folder above the test binary's `deps/`, where cargo puts both.
pub fn sibi_binary() -> std::path::PathBuf {
    if let Some(path) = std::env::var_os("CARGO_BIN_EXE_sibi") {
        return path.into();
    }
    let test = std::env::current_exe().expect("the test binary's path");
    let profile = test
        .parent()
        .and_then(Path::parent)
        .expect("a test binary in target/PROFILE/deps/");
    let path = profile.join(format!("sibi{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "no sibi binary at {} (these helpers serve the tests of sibi-cli)",
        path.display()
    );
    path
}

/// The longest a run of `sibi` in these tests may take before it counts as a hang (killed, the
/// test failed): ten times the slowest run's expected time and more (the tests' runs take
/// seconds on small tables). A bound, not a speed test: speed is measured in `scripts/`.
pub const RUN_LIMIT: std::time::Duration = std::time::Duration::from_secs(300);

/// The `sibi` binary as every test runs it: `SIBI_TABLEBASE_DIR=dir`, no `SIBI_TABLEBASE`, and
/// English whatever the machine's language (`LANG=C.UTF-8`, no `LC_ALL`/`LC_MESSAGES`; the
/// `--lang ko` tests ask for Korean).
pub fn sibi_command(dir: &Path) -> Command {
    let mut command = Command::new(sibi_binary());
    command
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    command
}

/// Runs `sibi args` with `SIBI_TABLEBASE_DIR=dir`, no `SIBI_TABLEBASE`, and `stdin` as
/// standard input; a run that does not end within [`RUN_LIMIT`] is killed and fails the test.
pub fn sibi_with_input(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = sibi_command(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sibi");
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as _));
    match child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
    {
        Ok(()) => {}
        // A run refused before it reads its input (bad arguments, a folder that cannot be
        // written) may exit before the write: its exit code and output are what a test checks.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        Err(e) => panic!("write stdin: {e}"),
    }
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for sibi") {
            break status;
        }
        if started.elapsed() > RUN_LIMIT {
            let _ = child.kill();
            panic!("sibi {args:?} did not end within {RUN_LIMIT:?}: it hangs");
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    Output {
        status,
        stdout: stdout.join().expect("stdout"),
        stderr: stderr.join().expect("stderr"),
    }
}

/// Runs `sibi args` with `SIBI_TABLEBASE_DIR=dir`, no `SIBI_TABLEBASE`, empty stdin.
pub fn sibi(dir: &Path, args: &[&str]) -> Output {
    sibi_with_input(dir, args, "")
}

/// Runs `sibi args` with `stdin`, expects exit code `code`, returns (stdout, stderr).
pub fn run_with_input(dir: &Path, args: &[&str], stdin: &str, code: i32) -> (String, String) {
    let o = sibi_with_input(dir, args, stdin);
    let out = String::from_utf8(o.stdout).expect("UTF-8 stdout");
    let err = String::from_utf8(o.stderr).expect("UTF-8 stderr");
    assert_eq!(
        o.status.code(),
        Some(code),
        "{args:?}\nstdout: {out}\nstderr: {err}"
    );
    (out, err)
}

/// Runs `sibi args`, expects exit code `code`, returns (stdout, stderr).
pub fn run(dir: &Path, args: &[&str], code: i32) -> (String, String) {
    run_with_input(dir, args, "", code)
}

/// Runs `sibi args`, expects success, returns stdout.
pub fn ok(dir: &Path, args: &[&str]) -> String {
    run(dir, args, 0).0
}

/// The repository's root (the workspace folder).
pub fn repo() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// The path of `data/broadcast/<name>`, as text.
pub fn record(name: &str) -> String {
    repo()
        .join("data/broadcast")
        .join(name)
        .display()
        .to_string()
}

/// `n` with its digits grouped by threes, as sibi prints counts: `1,227,641,994`.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let head = (s.len() - 1) % 3 + 1;
    let mut out = s[..head].to_string();
    for c in s.as_bytes()[head..].chunks(3) {
        out.push(',');
        out.push_str(std::str::from_utf8(c).expect("ASCII digits"));
    }
    out
}

/// Whether the tests run under CI (`CI=true` or `CI=1`), where a test that cannot run fails.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1")
}

/// For a test that cannot run here (`why`: its table or a tool is missing): under CI a failure
/// that says why; elsewhere the line `TEST: skipped: WHY` on standard error, and the test
/// returns. The line is written on the handle itself: libtest captures only what the
/// `print!`/`eprint!` macros write, so the skip shows in the log of a passing test.
pub fn skip(test: &str, why: &str) {
    assert!(!in_ci(), "{test}: cannot run under CI: {why}");
    let _ = writeln!(std::io::stderr(), "{test}: skipped: {why}");
}

/// A running `sibi serve` on a free loopback port, stopped (SIGINT, then killed if need be)
/// when dropped.
pub struct Server {
    /// The server's process.
    pub child: std::process::Child,
    /// `http://127.0.0.1:PORT`, without the final `/`.
    pub base: String,
    /// What the server printed before it listened (stdout), for the tests to read.
    pub banner: String,
}

impl Server {
    /// Starts `sibi [global…] serve --bind 127.0.0.1:0 [args…]` with `SIBI_TABLEBASE_DIR=dir`
    /// and waits (at most `wait_s` seconds) for the URL it prints.
    pub fn start(dir: &Path, global: &[&str], args: &[&str], wait_s: u64) -> Server {
        Server::start_with_stderr(dir, global, args, wait_s, Stdio::null())
    }

    /// [`Server::start`] with the server's stderr `stderr` (`Stdio::piped()`: kept in
    /// `child.stderr` for the test to read, or never to read).
    pub fn start_with_stderr(
        dir: &Path,
        global: &[&str],
        args: &[&str],
        wait_s: u64,
        stderr: Stdio,
    ) -> Server {
        use std::io::{BufRead, BufReader};
        let mut child = sibi_command(dir)
            .args(global)
            .arg("serve")
            .args(["--bind", "127.0.0.1:0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("run sibi serve");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut banner = String::new();
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                banner.push_str(&line);
                banner.push('\n');
                if let Some(rest) = line.strip_prefix("sibi serve: http://") {
                    let addr = rest.split('/').next().unwrap_or("").to_string();
                    let _ = tx.send((format!("http://{addr}"), banner.clone()));
                }
            }
        });
        let (base, banner) = match rx.recv_timeout(std::time::Duration::from_secs(wait_s)) {
            Ok(b) => b,
            Err(_) => {
                let _ = child.kill();
                panic!("sibi serve printed no URL within {wait_s} s");
            }
        };
        // The puzzle file may be built in the background after the URL: wait until the
        // puzzles are ready, so that every test sees the same server.
        let since = std::time::Instant::now();
        while http_get(&base, "/api/v1/puzzle?plies=2")
            .2
            .contains("being built")
        {
            if since.elapsed().as_secs() > wait_s {
                let _ = child.kill();
                panic!("sibi serve built no puzzles within {wait_s} s");
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Server {
            child,
            base,
            banner,
        }
    }

    /// `GET path` over a plain HTTP/1.1 connection: (status, headers in lower case, body).
    pub fn get(&self, path: &str) -> (u16, String, String) {
        http_get(&self.base, path)
    }

    /// Sends SIGINT (Ctrl-C) and waits for the exit status (at most 10 s).
    pub fn interrupt(&mut self) -> Option<i32> {
        self.signal("-INT")
    }

    /// Sends `signal` (`-INT`, `-TERM`) and waits for the exit status (at most 10 s).
    pub fn signal(&mut self, signal: &str) -> Option<i32> {
        let _ = Command::new("kill")
            .args([signal, &self.child.id().to_string()])
            .status();
        for _ in 0..100 {
            if let Ok(Some(s)) = self.child.try_wait() {
                return s.code();
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let _ = self.child.kill();
        None
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// `GET path` from `base` (`http://HOST:PORT`): (status, headers in lower case, body).
pub fn http_get(base: &str, path: &str) -> (u16, String, String) {
    http(base, "GET", path, None)
}

/// `POST path` with `body` (text) from `base`: (status, body).
pub fn http_post(base: &str, path: &str, body: &str) -> (u16, String) {
    let (status, _, body) = http(
        base,
        "POST",
        path,
        Some(("text/plain; charset=utf-8", body)),
    );
    (status, body)
}

/// `POST path` of a form (`multipart/form-data`, as a browser sends the page's form) with
/// `fields` (name, value) from `base`: (status, body).
pub fn http_post_form(base: &str, path: &str, fields: &[(&str, &str)]) -> (u16, String) {
    const BOUNDARY: &str = "sibi-test-boundary";
    let mut body = String::new();
    for (name, value) in fields {
        body += &format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        );
    }
    body += &format!("--{BOUNDARY}--\r\n");
    let kind = format!("multipart/form-data; boundary={BOUNDARY}");
    let (status, _, body) = http(base, "POST", path, Some((&kind, &body)));
    (status, body)
}

/// One request over a plain HTTP/1.1 connection: (status, headers in lower case, body).
fn http(base: &str, method: &str, path: &str, body: Option<(&str, &str)>) -> (u16, String, String) {
    use std::io::Read;
    let addr = base.strip_prefix("http://").expect("http URL");
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .unwrap();
    let body = body.map_or(String::new(), |(kind, b)| {
        format!(
            "Content-Type: {kind}\r\nContent-Length: {}\r\n\r\n{b}",
            b.len()
        )
    });
    let end = if body.is_empty() { "\r\n" } else { "" };
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{end}{body}"
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).expect("read the answer");
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let rest = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, head.to_ascii_lowercase(), rest)
}

/// The body of a chunked HTTP answer.
fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}
