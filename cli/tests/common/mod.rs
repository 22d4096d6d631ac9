//! What the CLI test files share: running the `sibi` binary with a table folder, and the
//! digit grouping of its output.

#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `sibi args` with `SIBI_TABLEBASE_DIR=dir`, no `SIBI_TABLEBASE`, and `stdin` as
/// standard input.
pub fn sibi_with_input(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sibi"))
        .args(args)
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sibi");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("wait for sibi")
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
