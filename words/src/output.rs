//! One safe way to write an output file, for every writer of `sibi`: `generate --output`,
//! `play --record`, `annotate --plot`, `stats --plot`, `puzzles --build --output`, the pages of
//! `man DIR` and the server's puzzle file.
//!
//! [`check`] runs before any long work: the path must be a regular file or a new name in an
//! existing folder (a device, a FIFO, a socket or a folder is refused: renaming a file over it
//! would replace it), never one of the command's own inputs (the same file, by device and
//! inode), and an existing file is replaced only when it is the same kind of output —
//! recognised by its content ([`Output`]) — or with `--force`. [`write()`] then writes under a
//! temporary name in the same folder and renames it over the path, so that a reader never
//! sees half a file and an interrupted write leaves the old file whole.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use sibi_solver::table::{not_a_file, FileKind};
use sibi_solver::{PieceSet, Rules};

use crate::catalogue::Lang;
use crate::t;

/// The comment every SVG sibi writes carries near its start, by which [`check`] knows one.
pub const SVG_MARK: &str = "<!-- written by sibi -->";

/// What a command writes, and so which existing file it may replace without `--force`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// A table of these rules and pieces (its header says so).
    Table {
        /// The table's rule set.
        rules: Rules,
        /// The table's piece set.
        pieces: PieceSet,
    },
    /// An SVG graph sibi wrote (it holds [`SVG_MARK`]).
    Svg,
    /// A sibi game record (it begins `format: sibi-record`).
    Record,
    /// A puzzle file (JSON whose `format` is `sibi-puzzles …`).
    Puzzles,
    /// A manual page of sibi (roff whose title line is `.TH sibi…`).
    ManPage,
}

/// Why an output path is refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// It exists and is no regular file.
    NotAFile(FileKind),
    /// Its folder does not exist, or it names a folder.
    NoFolder,
    /// It is one of the command's inputs (this path).
    OwnInput(PathBuf),
    /// It exists and is not the same kind of output; `--force` replaces it.
    Other(Output),
}

/// Checks `path` as the place to write `output`, before any work: see the module's text.
/// `inputs` are the files the command reads (missing ones are ignored).
///
/// # Errors
/// The [`Refused`] reason.
pub fn check(path: &Path, output: Output, inputs: &[&Path], force: bool) -> Result<(), Refused> {
    if path.as_os_str().to_string_lossy().ends_with('/') {
        return Err(Refused::NoFolder);
    }
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(_) => {
            // A new name: its folder must exist (a table's folder is made when missing).
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
            let table = matches!(output, Output::Table { .. });
            return match dir {
                Some(d) if !table && !d.is_dir() => Err(Refused::NoFolder),
                _ => Ok(()),
            };
        }
    };
    if let Some(kind) = not_a_file(&meta) {
        return Err(match kind {
            FileKind::Folder => Refused::NoFolder,
            kind => Refused::NotAFile(kind),
        });
    }
    for input in inputs {
        if same_file(path, input) {
            return Err(Refused::OwnInput(input.to_path_buf()));
        }
    }
    if !force && !is_output(path, output) {
        return Err(Refused::Other(output));
    }
    Ok(())
}

/// Whether `a` and `b` are the same file (device and inode), both existing.
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Whether the regular file at `path` is already an `output` (so that writing it again may
/// replace it): an empty file is, as nothing is lost.
fn is_output(path: &Path, output: Output) -> bool {
    if let Output::Table { rules, pieces } = output {
        return sibi_solver::table::open_file(path, rules, pieces).is_ok_and(|t| {
            let f = &t.header().fields;
            f.rules == rules.name() && f.piece_set == pieces.to_string()
        });
    }
    let mut head = Vec::with_capacity(1024);
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    if file.take(1024).read_to_end(&mut head).is_err() {
        return false;
    }
    if head.is_empty() {
        return true;
    }
    let head = String::from_utf8_lossy(&head);
    match output {
        Output::Svg => head.contains(SVG_MARK),
        // Its first line that is no comment (`#`) nor blank: sibi's records begin with a
        // comment line (`# sibi game record …`).
        Output::Record => head
            .lines()
            .map(str::trim_start)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .is_some_and(|l| l.starts_with("format: sibi-record")),
        Output::Puzzles => head.trim_start().starts_with('{') && head.contains("sibi-puzzles"),
        Output::ManPage => head.starts_with(".TH sibi") || head.contains("\n.TH sibi"),
        Output::Table { .. } => unreachable!("answered above"),
    }
}

/// Writes `bytes` to `path`: under a temporary name in the same folder (`.NAME.PID.tmp`), synced,
/// then renamed over `path`; the temporary file is removed if anything fails.
///
/// # Errors
/// The system's error of the write or the rename.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temp_path(path);
    let done = std::fs::File::create(&tmp)
        .and_then(|mut f| f.write_all(bytes).and_then(|()| f.sync_all()))
        .and_then(|()| std::fs::rename(&tmp, path));
    if done.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    done
}

/// The temporary name [`write()`] uses for `path`.
pub fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// The refusal in words, for `option` (`--plot`, …) naming `path`.
pub fn words(lang: Lang, option: &str, path: &Path, r: &Refused) -> String {
    let shown = crate::text::clean(&path.display().to_string());
    match r {
        Refused::NotAFile(kind) => t!(
            lang,
            "output-not-a-file",
            option = option,
            path = shown,
            kind = crate::catalogue::errors::file_kind(lang, kind)
        ),
        Refused::NoFolder => t!(lang, "arg-no-folder", option = option, path = shown),
        Refused::OwnInput(input) => t!(
            lang,
            "output-own-input",
            option = option,
            path = shown,
            input = crate::text::clean(&input.display().to_string())
        ),
        Refused::Other(output) => t!(
            lang,
            "output-other",
            option = option,
            path = shown,
            what = what(lang, *output)
        ),
    }
}

/// The refusal in words for a file no option named, which is then not written (the server's
/// puzzle file beside its table): why, without advice about options.
pub fn kept_words(lang: Lang, path: &Path, r: &Refused) -> String {
    let why = match r {
        Refused::NotAFile(kind) => t!(
            lang,
            "output-kept-not-a-file",
            kind = crate::catalogue::errors::file_kind(lang, kind)
        ),
        Refused::NoFolder => t!(lang, "output-kept-no-folder"),
        Refused::OwnInput(input) => t!(
            lang,
            "output-kept-own-input",
            input = crate::text::clean(&input.display().to_string())
        ),
        Refused::Other(output) => t!(lang, "output-kept-other", what = what(lang, *output)),
    };
    t!(
        lang,
        "output-kept",
        path = crate::text::clean(&path.display().to_string()),
        why = why
    )
}

/// What `output` is, in words ("a sibi puzzle file").
fn what(lang: Lang, output: Output) -> String {
    match output {
        Output::Table { rules, pieces } => t!(
            lang,
            "output-what-table",
            rules = rules.name(),
            pieces = pieces.to_string()
        ),
        Output::Svg => t!(lang, "output-what-svg"),
        Output::Record => t!(lang, "output-what-record"),
        Output::Puzzles => t!(lang, "output-what-puzzles"),
        Output::ManPage => t!(lang, "output-what-man-page"),
    }
}

/// [`check`], and on a refusal its words on stderr as an error line and exit code 2.
///
/// # Errors
/// [`Exit`](crate::Exit) with [`EXIT_BAD_INPUT`](crate::EXIT_BAD_INPUT).
pub fn check_or_exit(
    option: &str,
    path: &Path,
    output: Output,
    inputs: &[&Path],
    force: bool,
) -> anyhow::Result<()> {
    match check(path, output, inputs, force) {
        Ok(()) => Ok(()),
        Err(r) => {
            let lang = crate::catalogue::cli_lang();
            eprintln!(
                "{}",
                crate::text::error_line(&words(lang, option, path, &r))
            );
            Err(crate::Exit(crate::EXIT_BAD_INPUT).into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each refusal, on real files: a device (`/dev/null`), a folder, a missing folder, the
    /// command's own input (also through another name: a hard link), an existing file of
    /// another kind (accepted with `--force`), and the same kind of output (accepted).
    #[test]
    fn refusals_on_real_files() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let svg = Output::Svg;
        assert_eq!(
            check(Path::new("/dev/null"), svg, &[], true),
            Err(Refused::NotAFile(FileKind::Device))
        );
        assert_eq!(check(d, svg, &[], true), Err(Refused::NoFolder));
        assert_eq!(
            check(&d.join("no/such/graph.svg"), svg, &[], false),
            Err(Refused::NoFolder)
        );
        assert_eq!(check(&d.join("new.svg"), svg, &[], false), Ok(()));
        let record = d.join("game.txt");
        std::fs::write(&record, "format: sibi-record 1\n").unwrap();
        let link = d.join("link.txt");
        std::fs::hard_link(&record, &link).unwrap();
        assert_eq!(
            check(&link, svg, &[&record], true),
            Err(Refused::OwnInput(record.clone()))
        );
        assert_eq!(check(&record, svg, &[], false), Err(Refused::Other(svg)));
        assert_eq!(check(&record, svg, &[], true), Ok(()));
        assert_eq!(check(&record, Output::Record, &[], false), Ok(()));
        // A record as sibi writes it (`write_canonical`), which begins with a comment line, is a
        // record too: `sibi play --record` may replace its own earlier game.
        std::fs::write(
            &record,
            "# sibi game record (data/broadcast/FORMAT.md)\nformat: sibi-record 2\n",
        )
        .unwrap();
        assert_eq!(check(&record, Output::Record, &[], false), Ok(()));
        std::fs::write(&record, "# notes\nsomething else\n").unwrap();
        assert_eq!(
            check(&record, Output::Record, &[], false),
            Err(Refused::Other(Output::Record))
        );
        let graph = d.join("graph.svg");
        std::fs::write(&graph, format!("<svg>{SVG_MARK}</svg>")).unwrap();
        assert_eq!(check(&graph, svg, &[], false), Ok(()));
        write(&graph, b"<svg/>").unwrap();
        assert_eq!(std::fs::read(&graph).unwrap(), b"<svg/>");
        assert!(!temp_path(&graph).exists());
        // A FIFO: refused before anything opens it (opening one would wait for a reader).
        let fifo = d.join("pipe");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo reads the NUL-terminated path only.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        assert_eq!(
            check(&fifo, Output::Record, &[], true),
            Err(Refused::NotAFile(FileKind::Fifo))
        );
    }
}
