//! Where a solved table lives on disk, and saving and opening it.
//!
//! Every command that reads or writes a table goes through this module, so the switch from the
//! interim raw format ([`Solution::save_raw`], [`Solution::load_raw`]) to the real tablebase
//! format stays local to it.
//!
//! # Where tables are looked for
//!
//! 1. an explicit file (`--tablebase FILE` on the command line, `--output FILE` for
//!    `sibi generate`);
//! 2. else the file named by the environment variable `SIBI_TABLEBASE`;
//! 3. else the default path [`default_path`]: the file [`file_name`] (one per rule set and
//!    piece set, so a Dōbutsu table never overwrites a 십이장기 one) in the folder
//!    `$SIBI_TABLEBASE_DIR`, or `${XDG_DATA_HOME:-$HOME/.local/share}/sibi/`.
//!
//! An environment variable set to the empty string counts as unset.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::retro::{RawError, Solution};
use crate::types::{PieceSet, Rules};

/// File name extension of the interim raw table format.
pub const RAW_EXTENSION: &str = "sibi-raw";

/// Environment variable naming a table file; overridden by an explicit file.
pub const ENV_TABLEBASE: &str = "SIBI_TABLEBASE";

/// Environment variable naming the folder of the default path.
pub const ENV_TABLEBASE_DIR: &str = "SIBI_TABLEBASE_DIR";

/// The magic bytes that start a raw table (as [`Solution::save_raw`] writes them).
const RAW_MAGIC: &[u8; 8] = b"SIBIRAW1";

/// Errors of [`open`] and [`save`].
#[derive(Debug, thiserror::Error)]
pub enum TablebaseError {
    /// No file at the path looked at.
    #[error(
        "no {rules} table for the piece set {pieces} at {path}; create it with: {command}",
        path = .path.display()
    )]
    Missing {
        /// Where the table was looked for.
        path: PathBuf,
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
        /// The `sibi generate …` command that writes the table at `path`.
        command: String,
    },
    /// The file is a table, but of another rule set or piece set.
    #[error(
        "{path} holds the table of {found}, not of {rules} {pieces}; give --rules and --pieces \
         to match it, or point --tablebase at the {rules} {pieces} table",
        path = .path.display()
    )]
    WrongTable {
        /// The file.
        path: PathBuf,
        /// Rule set and piece set of the file, as written in its header (`dobutsu GGMMPP`).
        found: String,
        /// The rule set asked for.
        rules: Rules,
        /// The piece set asked for.
        pieces: PieceSet,
    },
    /// The file is not a sibi table, or is damaged (for example truncated).
    #[error("{path} is not a usable sibi table: {reason}", path = .path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// Reading or writing failed.
    #[error("{path}: {source}", path = .path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// The file name of the table of `rules` and `pieces`: `<rules>-<pieces>.sibi-raw`, for
/// example `twelve-janggi-GGMMPP.sibi-raw` (`<rules>-K.sibi-raw` for the kings-only set).
pub fn file_name(rules: Rules, pieces: PieceSet) -> String {
    let set = if pieces.total() == 0 {
        "K".to_string()
    } else {
        pieces.to_string()
    };
    format!("{}-{set}.{RAW_EXTENSION}", rules.name())
}

/// The value of environment variable `name`, treating an empty value as unset.
fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The folder of the default path: `$SIBI_TABLEBASE_DIR` if set, else
/// `${XDG_DATA_HOME:-$HOME/.local/share}/sibi`; with none of these variables set, the
/// relative folder `sibi` (under the current folder).
pub fn default_dir() -> PathBuf {
    if let Some(dir) = env_path(ENV_TABLEBASE_DIR) {
        return dir;
    }
    let data = env_path("XDG_DATA_HOME")
        .or_else(|| env_path("HOME").map(|h| h.join(".local").join("share")))
        .unwrap_or_default();
    data.join("sibi")
}

/// The default path of the table of `rules` and `pieces`: [`file_name`] in [`default_dir`].
pub fn default_path(rules: Rules, pieces: PieceSet) -> PathBuf {
    default_dir().join(file_name(rules, pieces))
}

/// The table file to use: `explicit` (`--tablebase FILE`) if given, else `$SIBI_TABLEBASE` if
/// set, else [`default_path`].
pub fn locate(explicit: Option<&Path>, rules: Rules, pieces: PieceSet) -> PathBuf {
    explicit
        .map(Path::to_path_buf)
        .or_else(|| env_path(ENV_TABLEBASE))
        .unwrap_or_else(|| default_path(rules, pieces))
}

/// The command that writes the table of `rules` and `pieces` at `path`: `sibi generate --rules
/// R --pieces P`, with `--output PATH` when `path` is not the default path.
pub fn generate_command(path: &Path, rules: Rules, pieces: PieceSet) -> String {
    let mut cmd = format!("sibi generate --rules {} --pieces {pieces}", rules.name());
    if path != default_path(rules, pieces) {
        cmd.push_str(&format!(" --output '{}'", path.display()));
    }
    cmd
}

/// Reads the rule set and piece set line of a raw table's header (`dobutsu GGMMPP`).
///
/// # Errors
/// [`TablebaseError::Io`] when the file cannot be read; [`TablebaseError::Damaged`] when it
/// does not start like a raw table.
fn read_header(path: &Path) -> Result<String, TablebaseError> {
    let mut head = Vec::with_capacity(64);
    std::fs::File::open(path)
        .and_then(|f| f.take(64).read_to_end(&mut head))
        .map_err(|source| TablebaseError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    let damaged = |reason: &str| TablebaseError::Damaged {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    };
    if head.len() < RAW_MAGIC.len() || &head[..RAW_MAGIC.len()] != RAW_MAGIC {
        return Err(damaged("it does not start with the magic bytes SIBIRAW1"));
    }
    let rest = &head[RAW_MAGIC.len()..];
    let line = rest
        .iter()
        .position(|&b| b == b'\n')
        .and_then(|end| std::str::from_utf8(&rest[..end]).ok())
        .ok_or_else(|| damaged("its header line is missing or unreadable"))?;
    Ok(line.to_string())
}

/// Opens the table of `rules` and `pieces` stored at `path` (as found by [`locate`]).
///
/// # Errors
/// [`TablebaseError::Missing`] when there is no file at `path` (the message says where it
/// looked and the command that creates the table); [`TablebaseError::WrongTable`] for a table
/// of another rule set or piece set; [`TablebaseError::Damaged`] for a file that is not a table
/// or is truncated; [`TablebaseError::Io`] when reading fails otherwise.
pub fn open(path: &Path, rules: Rules, pieces: PieceSet) -> Result<Solution, TablebaseError> {
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(TablebaseError::Missing {
                path: path.to_path_buf(),
                rules,
                pieces,
                command: generate_command(path, rules, pieces),
            })
        }
        Err(source) => {
            return Err(TablebaseError::Io {
                path: path.to_path_buf(),
                source,
            })
        }
        Ok(meta) if meta.is_dir() => {
            return Err(TablebaseError::Damaged {
                path: path.to_path_buf(),
                reason: "it is a folder, not a table file".to_string(),
            })
        }
        Ok(_) => {}
    }
    let found = read_header(path)?;
    if found != format!("{} {pieces}", rules.name()) {
        return Err(TablebaseError::WrongTable {
            path: path.to_path_buf(),
            found,
            rules,
            pieces,
        });
    }
    Solution::load_raw(path, rules, pieces).map_err(|e| match e {
        RawError::Io { source, .. } => TablebaseError::Io {
            path: path.to_path_buf(),
            source,
        },
        RawError::Format { reason, .. } => TablebaseError::Damaged {
            path: path.to_path_buf(),
            reason,
        },
    })
}

/// The temporary file [`Solution::save_raw`] writes before renaming it to `path`.
fn temporary_path(path: &Path) -> PathBuf {
    path.with_extension("tmp")
}

/// Saves `solution` at `path`, creating its folder, and returns the file's size in bytes.
///
/// The table is written to a temporary file beside `path`, synced, then renamed over `path`:
/// an existing table at `path` is replaced atomically, and a write that fails or is
/// interrupted never leaves a partial table at `path` (on failure the temporary file is
/// removed; after a kill it may remain, and the next save overwrites it).
///
/// # Errors
/// [`TablebaseError::Io`] when the folder cannot be created or the file cannot be written.
pub fn save(solution: &Solution, path: &Path) -> Result<u64, TablebaseError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| TablebaseError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    let tmp = temporary_path(path);
    if tmp == path {
        return Err(TablebaseError::Io {
            path: path.to_path_buf(),
            source: std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "a table file must not end in .tmp (the name of its temporary file)",
            ),
        });
    }
    if let Err(e) = solution.save_raw(path) {
        let _ = std::fs::remove_file(&tmp);
        let source = match e {
            RawError::Io { source, .. } => source,
            RawError::Format { reason, .. } => std::io::Error::other(reason),
        };
        return Err(TablebaseError::Io {
            path: path.to_path_buf(),
            source,
        });
    }
    // Make the rename itself durable (best effort: not every file system syncs folders).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    std::fs::metadata(path)
        .map(|m| m.len())
        .map_err(|source| TablebaseError::Io {
            path: path.to_path_buf(),
            source,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::retro::{solve, NoProgress};

    fn set(s: &str) -> PieceSet {
        s.parse().expect("piece set")
    }

    #[test]
    fn file_names_differ_per_rule_set_and_piece_set() {
        assert_eq!(
            file_name(Rules::TwelveJanggi, PieceSet::FULL),
            "twelve-janggi-GGMMPP.sibi-raw"
        );
        assert_eq!(file_name(Rules::Dobutsu, set("GM")), "dobutsu-GM.sibi-raw");
        assert_eq!(
            file_name(Rules::TwelveJanggi, set("-")),
            "twelve-janggi-K.sibi-raw"
        );
    }

    #[test]
    fn explicit_path_wins() {
        let p = Path::new("/somewhere/t.sibi-raw");
        assert_eq!(locate(Some(p), Rules::Dobutsu, set("P")), p);
    }

    #[test]
    fn save_open_and_refusals() {
        let dir = std::env::temp_dir().join(format!("sibi-tablebase-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("nested").join("t.sibi-raw");

        // Missing: the message names the path and the generate command.
        let err = open(&path, Rules::TwelveJanggi, set("P"))
            .err()
            .expect("missing");
        let msg = err.to_string();
        assert!(matches!(err, TablebaseError::Missing { .. }), "{msg}");
        assert!(msg.contains(&path.display().to_string()), "{msg}");
        assert!(
            msg.contains("sibi generate --rules twelve-janggi --pieces P --output"),
            "{msg}"
        );

        let sol = solve(Rules::TwelveJanggi, set("P"), &NoProgress).expect("solve");
        let size = save(&sol, &path).expect("save");
        assert_eq!(size, std::fs::metadata(&path).unwrap().len());
        assert!(!temporary_path(&path).exists());
        let back = open(&path, Rules::TwelveJanggi, set("P")).expect("open");
        assert_eq!(back.counts(), sol.counts());

        // Saving again replaces the file (same table).
        save(&sol, &path).expect("save again");

        // Another rule set or piece set is refused.
        for (rules, pieces) in [(Rules::Dobutsu, set("P")), (Rules::TwelveJanggi, set("G"))] {
            let err = open(&path, rules, pieces).err().expect("refused");
            assert!(matches!(err, TablebaseError::WrongTable { .. }), "{err}");
            assert!(err.to_string().contains("twelve-janggi P"), "{err}");
        }

        // A truncated file is damaged, not silently read.
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
        let err = open(&path, Rules::TwelveJanggi, set("P"))
            .err()
            .expect("damaged");
        assert!(matches!(err, TablebaseError::Damaged { .. }), "{err}");
        std::fs::write(&path, b"hello").unwrap();
        let err = open(&path, Rules::TwelveJanggi, set("P"))
            .err()
            .expect("damaged");
        assert!(matches!(err, TablebaseError::Damaged { .. }), "{err}");

        // A save whose last step fails (here the rename onto a folder) leaves no temporary
        // file and nothing at the target.
        let target = dir.join("a-folder.sibi-raw");
        std::fs::create_dir_all(&target).unwrap();
        assert!(save(&sol, &target).is_err());
        assert!(!temporary_path(&target).exists());
        assert!(target.is_dir());
        // A folder where the file should be cannot be created either.
        let blocked = dir.join("file-not-folder");
        std::fs::write(&blocked, b"x").unwrap();
        assert!(save(&sol, &blocked.join("t.sibi-raw")).is_err());

        std::fs::remove_dir_all(&dir).unwrap();
    }
}
