//! What the CLI test files share: running the `sibi` binary with a table folder.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

/// Runs `sibi args` with `SIBI_TABLEBASE_DIR=dir` and no `SIBI_TABLEBASE`.
pub fn sibi(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sibi"))
        .args(args)
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .output()
        .expect("run sibi")
}

/// Runs `sibi args`, expects exit code `code`, returns (stdout, stderr).
pub fn run(dir: &Path, args: &[&str], code: i32) -> (String, String) {
    let o = sibi(dir, args);
    let out = String::from_utf8(o.stdout).expect("UTF-8 stdout");
    let err = String::from_utf8(o.stderr).expect("UTF-8 stderr");
    assert_eq!(
        o.status.code(),
        Some(code),
        "{args:?}\nstdout: {out}\nstderr: {err}"
    );
    (out, err)
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
