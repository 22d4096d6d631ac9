//! Finding Chromium and chromedriver, running chromedriver on a free loopback port, and the
//! little plain HTTP the harness speaks to it outside fantoccini (the readiness probe, and the
//! session close in `Drop`, where no async runtime can be awaited).

use std::fs::File;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

/// What a test prints, outside CI, when the browser is not installed.
pub const SKIP_MESSAGE: &str =
    "skipped: no chromium/chromedriver (install chromium chromium-driver fonts-noto-cjk)";

/// How long chromedriver may take to answer `/status` after it is started.
pub const DRIVER_START_TIMEOUT: Duration = Duration::from_secs(20);

/// The two programs the harness needs.
#[derive(Clone, Debug)]
pub struct Tools {
    pub chromedriver: PathBuf,
    pub chromium: PathBuf,
}

impl Tools {
    /// `SIBI_CHROMEDRIVER` (default `/usr/bin/chromedriver`) and `SIBI_CHROMIUM` (default
    /// `/usr/bin/chromium`); an error naming each one that is not an executable file.
    pub fn from_env() -> Result<Tools, String> {
        let var = |name: &str, default: &str| {
            PathBuf::from(std::env::var_os(name).unwrap_or_else(|| default.into()))
        };
        Tools::at(
            var("SIBI_CHROMEDRIVER", "/usr/bin/chromedriver"),
            var("SIBI_CHROMIUM", "/usr/bin/chromium"),
        )
    }

    /// The two given paths, checked to be executable files.
    pub fn at(chromedriver: PathBuf, chromium: PathBuf) -> Result<Tools, String> {
        let missing: Vec<String> = [
            ("chromedriver", "SIBI_CHROMEDRIVER", &chromedriver),
            ("chromium", "SIBI_CHROMIUM", &chromium),
        ]
        .into_iter()
        .filter(|(_, _, path)| !is_executable(path))
        .map(|(what, var, path)| format!("{what} not found at {} (set {var})", path.display()))
        .collect();
        if missing.is_empty() {
            Ok(Tools {
                chromedriver,
                chromium,
            })
        } else {
            Err(missing.join("; "))
        }
    }
}

fn is_executable(path: &Path) -> bool {
    std::fs::metadata(path)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// Whether this run is CI's: the environment variable `CI` is `true` (or `1`).
pub fn in_ci() -> bool {
    std::env::var("CI")
        .map(|v| v.eq_ignore_ascii_case("true") || v == "1")
        .unwrap_or(false)
}

/// The policy for a machine without the browser: under CI a failure (a panic naming what is
/// missing), elsewhere the skip line on standard error.
pub fn skip_or_fail(ci: bool, missing: &str) {
    match missing_tools_verdict(ci, missing) {
        // Straight to the stderr stream, not through `eprintln!`, which the test harness
        // captures and shows only for failing tests: a skip should be seen.
        Ok(skip_line) => {
            let _ = writeln!(std::io::stderr(), "{skip_line}");
        }
        Err(failure) => panic!("{failure}"),
    }
}

/// What [`skip_or_fail`] does: `Ok(the skip line)` or `Err(the failure message)`.
pub fn missing_tools_verdict(ci: bool, missing: &str) -> Result<String, String> {
    if ci {
        Err(format!(
            "browser tests need Chromium and chromedriver, and CI=true: {missing}. \
             .ci/run installs them (apt-get install chromium chromium-driver fonts-noto-cjk)"
        ))
    } else {
        Ok(format!("{SKIP_MESSAGE}: {missing}"))
    }
}

/// A running chromedriver; cheap to clone, killed (with its process group, so Chromium too)
/// when the last clone and the last [`super::Browser`] opened on it are dropped.
#[derive(Clone)]
pub struct Driver {
    pub(super) inner: Arc<DriverProcess>,
}

pub(super) struct DriverProcess {
    child: Mutex<Child>,
    pub(super) addr: SocketAddr,
    pub(super) tools: Tools,
    log: PathBuf,
    // Holds chromedriver's log and the browser profiles; removed after the processes are gone
    // (fields drop after `Drop::drop`).
    pub(super) dir: tempfile::TempDir,
}

impl Driver {
    /// Starts chromedriver for the tools found by [`Tools::from_env`]. `None` (after the skip
    /// line) when they are missing outside CI; a panic when they are missing under CI or when
    /// chromedriver does not come up.
    pub async fn start() -> Option<Driver> {
        match Tools::from_env() {
            Ok(tools) => Some(
                Driver::start_with(&tools)
                    .await
                    .unwrap_or_else(|e| panic!("starting chromedriver: {e:#}")),
            ),
            Err(missing) => {
                skip_or_fail(in_ci(), &missing);
                None
            }
        }
    }

    /// Starts `tools.chromedriver` on a free loopback port and waits (at most
    /// [`DRIVER_START_TIMEOUT`]) until its `/status` says it is ready.
    pub async fn start_with(tools: &Tools) -> Result<Driver> {
        let dir = tempfile::Builder::new()
            .prefix("sibi-browser-")
            .tempdir()
            .context("temporary folder for chromedriver")?;
        let mut last_error = None;
        // The port is free when we look; another process can take it before chromedriver
        // binds it, so a few attempts.
        for attempt in 1..=3 {
            let port = free_port()?;
            let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
            let log = dir.path().join(format!("chromedriver-{attempt}.log"));
            let log_file = File::create(&log).context("chromedriver log file")?;
            let mut child = Command::new(&tools.chromedriver)
                .arg(format!("--port={port}"))
                // Chromium's own temporary files (it leaves some behind when killed) go to our
                // folder, which is removed after it.
                .env("TMPDIR", dir.path())
                // Chromium (started by chromedriver) takes its language, and so the pages'
                // `Accept-Language`, from these: English, whatever the machine's language (a
                // session asks for another with `--lang`).
                .env("LANG", "en_US.UTF-8")
                .env_remove("LANGUAGE")
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .stdin(Stdio::null())
                .stdout(log_file.try_clone()?)
                .stderr(log_file)
                // Its own process group: Chromium and its helpers inherit it, and Drop kills
                // the whole group, whatever state the session was left in.
                .process_group(0)
                .spawn()
                .with_context(|| format!("running {}", tools.chromedriver.display()))?;
            match wait_ready(&mut child, addr, &log).await {
                Ok(()) => {
                    return Ok(Driver {
                        inner: Arc::new(DriverProcess {
                            child: Mutex::new(child),
                            addr,
                            tools: tools.clone(),
                            log,
                            dir,
                        }),
                    })
                }
                Err(e) => {
                    kill_group(&mut child);
                    last_error = Some(e);
                }
            }
        }
        Err(last_error.expect("three attempts"))
    }

    /// chromedriver's base URL, `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.inner.addr)
    }

    /// chromedriver's process id (also its process group's).
    pub fn pid(&self) -> u32 {
        self.inner
            .child
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .id()
    }

    /// The end of what chromedriver has logged so far (for error messages).
    pub fn log(&self) -> String {
        log_tail(&self.inner.log)
    }
}

async fn wait_ready(child: &mut Child, addr: SocketAddr, log: &Path) -> Result<()> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            bail!(
                "chromedriver exited at start ({status}); its log:\n{}",
                log_tail(log)
            );
        }
        if let Ok((200, body)) = http(addr, "GET", "/status", Duration::from_secs(2)) {
            if body.contains("\"ready\":true") || body.contains("\"ready\": true") {
                return Ok(());
            }
        }
        if start.elapsed() > DRIVER_START_TIMEOUT {
            bail!(
                "chromedriver did not answer on {addr} within {DRIVER_START_TIMEOUT:?}; its log:\n{}",
                log_tail(log)
            );
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The last 40 lines of a log file.
pub(super) fn log_tail(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}

/// SIGTERM to the child's process group, up to 2 s for the child to go, then SIGKILL to the
/// group (whatever of Chromium is left) and reaping the child.
fn kill_group(child: &mut Child) {
    let pgid = child.id() as libc::pid_t;
    if child.try_wait().ok().flatten().is_none() {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is involved.
        unsafe { libc::kill(-pgid, libc::SIGTERM) };
        let deadline = Instant::now() + Duration::from_secs(2);
        while child.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    // The group id is the leader's pid, and the leader was reaped at most microseconds ago
    // (or not yet), so it still names this group and no newer process.
    // SAFETY: as above.
    unsafe { libc::kill(-pgid, libc::SIGKILL) };
    let _ = child.wait();
}

impl Drop for DriverProcess {
    fn drop(&mut self) {
        kill_group(self.child.get_mut().unwrap_or_else(|e| e.into_inner()));
    }
}

/// A port that was free on 127.0.0.1 a moment ago.
pub fn free_port() -> Result<u16> {
    let listener =
        TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).context("binding 127.0.0.1:0 for a port")?;
    Ok(listener.local_addr()?.port())
}

/// One HTTP/1.1 request without a body, `Connection: close`; the status code and the body.
/// Every socket operation is bounded by `timeout`.
pub(super) fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    timeout: Duration,
) -> Result<(u16, String)> {
    let mut stream = TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )?;
    // chromedriver keeps the connection open whatever `Connection` says: read the head,
    // then exactly Content-Length bytes.
    let mut response = Vec::new();
    let mut buf = [0u8; 4096];
    let head_end = loop {
        if let Some(i) = response.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = stream.read(&mut buf)?;
        if n == 0 {
            bail!("connection closed before the end of the response head");
        }
        response.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&response[..head_end]).to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .context("no HTTP status line")?;
    let length = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.trim()
            .eq_ignore_ascii_case("content-length")
            .then(|| value.trim().parse::<usize>().ok())
            .flatten()
    });
    match length {
        Some(length) => {
            while response.len() < head_end + length {
                let n = stream.read(&mut buf)?;
                if n == 0 {
                    bail!("connection closed before the end of the response body");
                }
                response.extend_from_slice(&buf[..n]);
            }
            response.truncate(head_end + length);
        }
        None => {
            stream.read_to_end(&mut response)?;
        }
    }
    let body = String::from_utf8_lossy(&response[head_end..]).to_string();
    Ok((status, body))
}
