//! The library's errors in words, through the catalogue: tables that cannot be opened, read or
//! written, puzzle files, the solver's limits, and the system's I/O errors. In English each
//! says the facts of the error's `Display` in the catalogue's wording (the tests check it), in
//! Korean the same in Korean. [`chain`] words a whole `anyhow` error as `main`
//! prints it.

use std::io;

use sibi_solver::query::puzzle_file::PuzzleFileError;
use sibi_solver::query::LineError;
use sibi_solver::solve::{SolveError, MAX_DIST};
use sibi_solver::table::{
    BlockError, CorruptKind, FileError, FileKind, NotATableFile, ProbeError, TablebaseError,
    WriteError,
};
use sibi_solver::{PieceSet, Rules};

use super::{facts, Lang};
use crate::t;

/// A path as messages show it.
fn shown(path: &std::path::Path) -> String {
    path.display().to_string()
}

/// A table's rule set and piece set as its header names them (`dobutsu GMP`): in Korean with
/// the rule set's Korean name when both parse, else in backquotes as written.
fn header_game(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    let parsed = text
        .split_once(' ')
        .and_then(|(r, p)| Some((r.parse::<Rules>().ok()?, p.parse::<PieceSet>().ok()?)));
    match parsed {
        Some((rules, pieces)) => format!("{} {pieces}", facts::rules_name(lang, rules)),
        None => format!("`{text}`"),
    }
}

/// Why a table cannot be opened, read or written ([`TablebaseError`]).
pub fn tablebase_error(lang: Lang, e: &TablebaseError) -> String {
    match e {
        TablebaseError::Missing {
            path,
            rules,
            pieces,
        } => t!(
            lang,
            "tb-missing",
            path = shown(path),
            rules = facts::rules_name(lang, *rules),
            pieces = pieces.to_string()
        ),
        TablebaseError::WrongTable {
            path,
            found,
            rules,
            pieces,
        } => t!(
            lang,
            "tb-wrong-table",
            path = shown(path),
            found = header_game(lang, found),
            rules = facts::rules_name(lang, *rules),
            pieces = pieces.to_string()
        ),
        TablebaseError::Outdated {
            path,
            what,
            found,
            expected,
            ..
        } => {
            let name = match *what {
                "rules" => "rules",
                "index scheme" => "index-scheme",
                "the table file format" => "format",
                _ => "other",
            };
            let what = t!(lang, "tb-outdated-what", what = name, raw = *what);
            t!(
                lang,
                "tb-outdated",
                path = shown(path),
                what = what,
                found = found,
                expected = expected
            )
        }
        TablebaseError::Damaged { path, problem } => t!(
            lang,
            "tb-damaged",
            path = shown(path),
            problem = file_error(lang, problem)
        ),
        TablebaseError::CorruptBlock { path, cause } => t!(
            lang,
            "tb-corrupt",
            path = shown(path),
            cause = block_error(lang, cause)
        ),
        TablebaseError::Unexpected { path, reason } => {
            t!(lang, "tb-unexpected", path = shown(path), reason = reason)
        }
        TablebaseError::Write { path, cause } => t!(
            lang,
            "tb-write",
            path = shown(path),
            cause = write_error(lang, cause)
        ),
        TablebaseError::Io { path, cause } => format!("{}: {}", shown(path), io_error(lang, cause)),
        other => other.to_string(),
    }
}

/// Why a probe gave no value ([`ProbeError`]).
pub fn probe_error(lang: Lang, e: &ProbeError) -> String {
    match e {
        ProbeError::Position(p) => t!(
            lang,
            "tb-not-this-table",
            why = facts::position_error(lang, p)
        ),
        ProbeError::Table { path, cause } => t!(
            lang,
            "tb-corrupt",
            path = shown(path),
            cause = block_error(lang, cause)
        ),
        other => other.to_string(),
    }
}

/// What is wrong with a file that is not a valid table ([`FileError`]).
pub fn file_error(lang: Lang, e: &FileError) -> String {
    match e {
        FileError::BadMagic => t!(lang, "file-bad-magic"),
        FileError::UnsupportedVersion { found, supported } => t!(
            lang,
            "file-unsupported-version",
            found = *found,
            supported = *supported
        ),
        FileError::Truncated { needed, actual } => {
            t!(lang, "file-truncated", needed = *needed, actual = *actual)
        }
        FileError::TrailingBytes { expected, actual } => t!(
            lang,
            "file-trailing-bytes",
            expected = *expected,
            actual = *actual
        ),
        FileError::HeaderChecksum => t!(lang, "file-header-checksum"),
        FileError::InvalidHeader { field, reason } => {
            t!(lang, "file-invalid-header", field = *field, reason = reason)
        }
        FileError::BlockTableChecksum => t!(lang, "file-block-table-checksum"),
        FileError::InvalidBlockTable { block, reason } => t!(
            lang,
            "file-invalid-block-table",
            block = *block,
            reason = reason
        ),
        FileError::DictionaryChecksum => t!(lang, "file-dictionary-checksum"),
        FileError::InvalidDictionary => t!(lang, "file-invalid-dictionary"),
        other => other.to_string(),
    }
}

/// Why a block of a table could not be read ([`BlockError`]).
pub fn block_error(lang: Lang, e: &BlockError) -> String {
    match e {
        BlockError::IndexOutOfRange { index, entries } => t!(
            lang,
            "block-index-out-of-range",
            index = *index,
            entries = *entries
        ),
        BlockError::CorruptBlock { block, kind } => t!(
            lang,
            "block-corrupt",
            block = *block,
            kind = corrupt_kind(lang, kind)
        ),
        other => other.to_string(),
    }
}

/// Why a block could not be decoded ([`CorruptKind`]).
pub fn corrupt_kind(lang: Lang, k: &CorruptKind) -> String {
    match k {
        CorruptKind::Checksum => t!(lang, "corrupt-checksum"),
        CorruptKind::Decompress(e) => t!(lang, "corrupt-decompress", error = *e),
        CorruptKind::Length { expected, found } => {
            t!(lang, "corrupt-length", expected = *expected, found = *found)
        }
        CorruptKind::Bounds => t!(lang, "corrupt-bounds"),
        CorruptKind::Truncated => t!(lang, "corrupt-truncated"),
        CorruptKind::Read(kind) => t!(lang, "corrupt-read", why = io_kind(lang, *kind, None)),
        other => other.to_string(),
    }
}

/// Why writing a table failed ([`WriteError`]); the writer's own slips (fields out of range,
/// entries miscounted) keep the library's English.
pub fn write_error(lang: Lang, e: &WriteError) -> String {
    match e {
        WriteError::Io { path, cause } => t!(
            lang,
            "write-io",
            path = shown(path),
            cause = io_error(lang, cause)
        ),
        WriteError::TempExists { temp } => t!(lang, "write-temp-exists", temp = shown(temp)),
        other => other.to_string(),
    }
}

/// What a path that is no regular file is, in words ([`FileKind`]): `a FIFO (named pipe)`.
pub fn file_kind(lang: Lang, k: &FileKind) -> String {
    let name = match k {
        FileKind::Folder => "folder",
        FileKind::Fifo => "fifo",
        FileKind::Socket => "socket",
        FileKind::Device => "device",
        _ => "other",
    };
    t!(lang, "file-kind", kind = name)
}

/// Why a path is no table file ([`NotATableFile`]).
pub fn not_a_table_file(lang: Lang, e: &NotATableFile) -> String {
    let kind = |k: &FileKind| file_kind(lang, k);
    match e {
        NotATableFile::Read(k) => t!(lang, "not-table-read", kind = kind(k)),
        NotATableFile::Write(k) => t!(lang, "not-table-write", kind = kind(k)),
        NotATableFile::FolderName => t!(lang, "not-table-folder-name"),
        other => other.to_string(),
    }
}

/// The system's I/O error: in English its own message; in Korean the common kinds in words
/// (a missing file, no permission, a full disk, …), the others as the system says them.
pub fn io_error(lang: Lang, e: &io::Error) -> String {
    if let Some(n) = e.get_ref().and_then(|c| c.downcast_ref::<NotATableFile>()) {
        return not_a_table_file(lang, n);
    }
    io_kind(lang, e.kind(), Some(&e.to_string()))
}

/// An I/O error kind in words: `os` is the system's message (else the kind's own).
fn io_kind(lang: Lang, kind: io::ErrorKind, os: Option<&str>) -> String {
    use io::ErrorKind as K;
    let name = match kind {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        K::IsADirectory => "is-a-directory",
        K::NotADirectory => "not-a-directory",
        K::StorageFull => "storage-full",
        K::ReadOnlyFilesystem => "read-only",
        _ => "other",
    };
    let os = os.map_or_else(|| kind.to_string(), str::to_string);
    t!(lang, "io-error", kind = name, os = os)
}

/// Why a puzzle file cannot be read or written ([`PuzzleFileError`]), without its source (the
/// chain of causes says it after this).
pub fn puzzle_file_error(lang: Lang, e: &PuzzleFileError) -> String {
    match e {
        PuzzleFileError::Read { path, .. } => t!(lang, "pzf-read", path = shown(path)),
        PuzzleFileError::NotAPuzzleFile { path, .. } => {
            t!(lang, "pzf-not-a-puzzle-file", path = shown(path))
        }
        PuzzleFileError::OtherTable {
            path,
            rules,
            pieces,
            bytes,
        } => t!(
            lang,
            "pzf-other-table",
            path = shown(path),
            rules = facts::rules_name(lang, *rules),
            pieces = pieces.to_string(),
            bytes = *bytes
        ),
        PuzzleFileError::Write { path, .. } => t!(lang, "pzf-write", path = shown(path)),
        PuzzleFileError::Rename { from, to, .. } => {
            t!(lang, "pzf-rename", from = shown(from), to = shown(to))
        }
    }
}

/// Why the solver stopped ([`SolveError`]).
pub fn solve_error(lang: Lang, e: &SolveError) -> String {
    match e {
        SolveError::DistanceOverflow => t!(lang, "solve-distance-overflow", max = MAX_DIST),
        SolveError::TooLarge(n) => t!(lang, "solve-too-large", n = *n),
    }
}

/// One error of a chain in words: the library's errors this module knows, else its own
/// `Display`.
fn one(lang: Lang, e: &(dyn std::error::Error + 'static)) -> String {
    if let Some(e) = e.downcast_ref::<TablebaseError>() {
        tablebase_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<ProbeError>() {
        probe_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<PuzzleFileError>() {
        puzzle_file_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<SolveError>() {
        solve_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<LineError>() {
        facts::line_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<NotATableFile>() {
        not_a_table_file(lang, e)
    } else if let Some(e) = e.downcast_ref::<io::Error>() {
        io_error(lang, e)
    } else {
        e.to_string()
    }
}

/// An error and its causes as `main` prints them (`{err:#}`: each joined to the next by `: `),
/// each in words (`one`).
pub fn chain(lang: Lang, err: &anyhow::Error) -> String {
    err.chain()
        .map(|e| one(lang, e))
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// One error of each kind a table can give, about `path` (a GMP table of 십이장기).
    fn table_errors(path: &std::path::Path) -> Vec<TablebaseError> {
        let path = path.to_path_buf();
        let rules = Rules::TwelveJanggi;
        let pieces: PieceSet = "GMP".parse().unwrap();
        let corrupt = BlockError::CorruptBlock {
            block: 6,
            kind: CorruptKind::Checksum,
        };
        vec![
            TablebaseError::Missing {
                path: path.clone(),
                rules,
                pieces,
            },
            TablebaseError::WrongTable {
                path: path.clone(),
                found: "dobutsu GMP".into(),
                rules,
                pieces,
            },
            TablebaseError::Outdated {
                path: path.clone(),
                what: "index scheme",
                found: "x version 0".into(),
                expected: "y version 1".into(),
                rules,
                pieces,
            },
            TablebaseError::Damaged {
                path: path.clone(),
                problem: FileError::Truncated {
                    needed: 829,
                    actual: 100,
                },
            },
            TablebaseError::CorruptBlock {
                path: path.clone(),
                cause: corrupt,
            },
            TablebaseError::Write {
                path: path.clone(),
                cause: WriteError::TempExists {
                    temp: path.with_extension("tmp"),
                },
            },
            TablebaseError::Io {
                path: path.clone(),
                cause: io::Error::other(NotATableFile::Read(FileKind::Fifo)),
            },
            TablebaseError::Io {
                path: path.clone(),
                cause: io::Error::other(NotATableFile::Write(FileKind::Device)),
            },
            TablebaseError::Io {
                path: path.clone(),
                cause: io::Error::other(NotATableFile::FolderName),
            },
            TablebaseError::Io {
                path: path.clone(),
                cause: io::Error::from(io::ErrorKind::PermissionDenied),
            },
        ]
    }

    /// Every error the CLI words, in English with the facts of its `Display`, in Korean Korean.
    #[test]
    fn english_is_the_display_and_korean_is_korean() {
        let path = PathBuf::from("/t/twelve-janggi-GMP.sibi");
        let rules = Rules::TwelveJanggi;
        let pieces: PieceSet = "GMP".parse().unwrap();
        let tables = table_errors(&path);
        let hangul = |s: &str| s.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c));
        for e in &tables {
            crate::catalogue::assert_english_keeps_the_facts(
                &tablebase_error(Lang::En, e),
                &e.to_string(),
            );
            let ko = tablebase_error(Lang::Ko, e);
            assert!(hangul(&ko), "{ko}");
        }
        let files = [
            FileError::BadMagic,
            FileError::UnsupportedVersion {
                found: 9,
                supported: 2,
            },
            FileError::TrailingBytes {
                expected: 10,
                actual: 12,
            },
            FileError::HeaderChecksum,
            FileError::InvalidHeader {
                field: "blocks",
                reason: "zero".into(),
            },
            FileError::BlockTableChecksum,
            FileError::InvalidBlockTable {
                block: 3,
                reason: "x".into(),
            },
            FileError::DictionaryChecksum,
            FileError::InvalidDictionary,
        ];
        for e in &files {
            assert_eq!(file_error(Lang::En, e), e.to_string());
            assert!(hangul(&file_error(Lang::Ko, e)));
        }
        let kinds = [
            CorruptKind::Checksum,
            CorruptKind::Decompress("Corrupted block detected"),
            CorruptKind::Length {
                expected: 4096,
                found: 12,
            },
            CorruptKind::Bounds,
            CorruptKind::Truncated,
            CorruptKind::Read(io::ErrorKind::NotFound),
        ];
        for k in &kinds {
            assert_eq!(corrupt_kind(Lang::En, k), k.to_string());
            assert!(hangul(&corrupt_kind(Lang::Ko, k)));
        }
        let out_of_range = BlockError::IndexOutOfRange {
            index: 5,
            entries: 4,
        };
        assert_eq!(
            block_error(Lang::En, &out_of_range),
            out_of_range.to_string()
        );
        let puzzle_files = [
            PuzzleFileError::Read {
                path: path.clone(),
                source: io::Error::from(io::ErrorKind::NotFound),
            },
            PuzzleFileError::OtherTable {
                path: path.clone(),
                rules,
                pieces,
                bytes: 119_077,
            },
            PuzzleFileError::Rename {
                from: path.clone(),
                to: path.clone(),
                source: io::Error::from(io::ErrorKind::NotFound),
            },
        ];
        for e in &puzzle_files {
            assert_eq!(puzzle_file_error(Lang::En, e), e.to_string());
            assert!(hangul(&puzzle_file_error(Lang::Ko, e)));
        }
        for e in [SolveError::DistanceOverflow, SolveError::TooLarge(1 << 33)] {
            crate::catalogue::assert_english_keeps_the_facts(
                &solve_error(Lang::En, &e),
                &e.to_string(),
            );
            assert!(hangul(&solve_error(Lang::Ko, &e)));
        }
        // A chain: a context and an I/O error, as `{err:#}` prints it.
        let err = anyhow::Error::new(io::Error::from(io::ErrorKind::NotFound))
            .context(tablebase_error(Lang::En, &tables[0]));
        assert_eq!(chain(Lang::En, &err), format!("{err:#}"));
    }

    #[test]
    fn korean_words_by_hand() {
        let e = TablebaseError::WrongTable {
            path: PathBuf::from("/t/x.sibi"),
            found: "dobutsu GMP".into(),
            rules: Rules::TwelveJanggi,
            pieces: "GMP".parse().unwrap(),
        };
        assert_eq!(
            tablebase_error(Lang::Ko, &e),
            "/t/x.sibi에 있는 것은 동물장기 GMP 테이블이고, 십이장기 GMP 테이블이 아닙니다"
        );
    }
}
