//! The puzzle file beside a table (`TABLE.puzzles.json`, format `FILE_FORMAT`): the counts
//! of a whole-table puzzle search ([`super::puzzle::find`]) per length and up to
//! `FILE_PER_LENGTH` puzzles of each, as position text. `sibi puzzles --build` writes it and
//! `sibi serve` reads it for `/puzzles`; it is tied to one table by its rule set, piece set
//! and size in bytes.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::hold::HoldCount;
use super::puzzle::{self, Filter, Found, LengthCount, Scope};
use crate::solve::{Progress, Solution};
use crate::table::Tablebase;
use crate::{PieceSet, Rules};

/// Why a puzzle file cannot be read or written. The messages name the file; the source is
/// the I/O or JSON error.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleFileError {
    /// The file cannot be read.
    #[error("cannot read {}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not JSON of a puzzle file.
    #[error("{} is not a puzzle file", path.display())]
    NotAPuzzleFile {
        /// The file.
        path: PathBuf,
        /// Why.
        source: serde_json::Error,
    },
    /// The file is of another format or another table.
    #[error("{} is not the puzzle file of this table ({rules} {pieces}, {bytes} bytes)", path.display())]
    OtherTable {
        /// The file.
        path: PathBuf,
        /// The table's rule set.
        rules: Rules,
        /// The table's piece set.
        pieces: PieceSet,
        /// The table's size in bytes.
        bytes: u64,
    },
    /// The temporary file cannot be written.
    #[error("cannot write {}", path.display())]
    Write {
        /// The temporary file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The temporary file cannot be renamed to the file.
    #[error("cannot rename {} to {}", from.display(), to.display())]
    Rename {
        /// The temporary file.
        from: PathBuf,
        /// The file.
        to: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// The most puzzles of each length a puzzle file keeps.
pub(crate) const FILE_PER_LENGTH: usize = 500;

/// What the puzzle file's `format` says.
pub(crate) const FILE_FORMAT: &str = "sibi-puzzles 1";

/// The puzzles of one length in a puzzle file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FileLength {
    /// The length, in plies.
    pub plies: u16,
    /// Position text of each (the winner to move).
    pub positions: Vec<String>,
}

/// The puzzle file beside a table (JSON), read by `sibi serve` for `/puzzles`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzleFile {
    /// `FILE_FORMAT`.
    pub format: String,
    /// The rule set of the table.
    pub rules: String,
    /// Its piece set.
    pub pieces: String,
    /// The size of the table file in bytes when the puzzles were found (a table generated
    /// again is another file: the server then builds the puzzle file again).
    pub table_bytes: u64,
    /// Which positions were searched.
    pub scope: Scope,
    /// The filter of trivial positions.
    pub filter: Filter,
    /// The seed of the draw of the puzzles kept.
    pub seed: u64,
    /// Positions searched.
    pub searched: u64,
    /// Counts per length.
    pub counts: Vec<LengthCount>,
    /// Up to `FILE_PER_LENGTH` puzzles of each length, shortest first.
    pub lengths: Vec<FileLength>,
    /// The holding puzzles ([`super::hold`]); absent (`None`) in a file written before they
    /// were found, which reads all the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holding: Option<FileHolding>,
}

/// The holding puzzles of a puzzle file: `{"drawn": …, "counts": [{"turns": 1, "puzzles": …}],
/// "chains": [{"turns": 1, "positions": ["…"]}]}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FileHolding {
    /// The drawn positions searched.
    pub drawn: u64,
    /// Counts per chain length, in turns of the defender.
    pub counts: Vec<HoldCount>,
    /// Up to `FILE_PER_LENGTH` (500) puzzles of each chain length, shortest first.
    pub chains: Vec<FileChain>,
}

/// The holding puzzles of one chain length in a puzzle file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FileChain {
    /// The chain length, in turns of the defender.
    pub turns: u16,
    /// Position text of each (the defender to move).
    pub positions: Vec<String>,
}

impl PuzzleFile {
    /// The file of `found` for the table at `table` of `rules` and `pieces`.
    pub fn of(found: &Found, table: &Path, rules: Rules, pieces: PieceSet, seed: u64) -> Self {
        let lengths = found
            .counts
            .iter()
            .filter(|c| c.puzzles > 0)
            .map(|c| FileLength {
                plies: c.plies,
                positions: found
                    .sample(Some(c.plies), FILE_PER_LENGTH, seed ^ u64::from(c.plies))
                    .iter()
                    .map(|(_, p)| p.to_string())
                    .collect(),
            })
            .collect();
        let h = &found.holding;
        let holding = FileHolding {
            drawn: h.drawn,
            counts: h.counts.clone(),
            chains: h
                .counts
                .iter()
                .map(|c| FileChain {
                    turns: c.turns,
                    // Another stream of draws than the winning puzzles' (`seed ^ plies`).
                    positions: h
                        .sample(Some(c.turns), FILE_PER_LENGTH, !seed ^ u64::from(c.turns))
                        .iter()
                        .map(|(_, p)| p.to_string())
                        .collect(),
                })
                .collect(),
        };
        PuzzleFile {
            format: FILE_FORMAT.to_string(),
            rules: rules.name().to_string(),
            pieces: pieces.to_string(),
            table_bytes: std::fs::metadata(table).map(|m| m.len()).unwrap_or(0),
            scope: found.scope,
            filter: found.filter,
            seed,
            searched: found.searched,
            counts: found.counts.clone(),
            lengths,
            holding: Some(holding),
        }
    }

    /// Writes it to `path` as one line of JSON (a temporary name `PATH.tmp` first, then
    /// renamed: never a partial file).
    ///
    /// # Errors
    /// [`PuzzleFileError::Write`] or [`PuzzleFileError::Rename`] with the I/O error.
    pub fn write(&self, path: &Path) -> Result<(), PuzzleFileError> {
        let tmp = temp_path(path);
        let text = serde_json::to_string(self).expect("a puzzle file is plain data");
        std::fs::write(&tmp, text).map_err(|source| PuzzleFileError::Write {
            path: tmp.clone(),
            source,
        })?;
        std::fs::rename(&tmp, path).map_err(|source| PuzzleFileError::Rename {
            from: tmp.clone(),
            to: path.to_path_buf(),
            source,
        })
    }

    /// The file at `path` if it is a puzzle file of `table` (its format, rule set, piece set
    /// and the table file's size in bytes).
    ///
    /// # Errors
    /// [`PuzzleFileError::Read`] when it cannot be read, [`PuzzleFileError::NotAPuzzleFile`]
    /// when it is not one, [`PuzzleFileError::OtherTable`] when it is another table's.
    pub fn read(path: &Path, table: &Tablebase) -> Result<Self, PuzzleFileError> {
        let (rules, pieces) = (table.rules(), table.pieces());
        let text = std::fs::read_to_string(path).map_err(|source| PuzzleFileError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let f: PuzzleFile =
            serde_json::from_str(&text).map_err(|source| PuzzleFileError::NotAPuzzleFile {
                path: path.to_path_buf(),
                source,
            })?;
        let bytes = std::fs::metadata(table.path())
            .map(|m| m.len())
            .unwrap_or(0);
        if f.format != FILE_FORMAT
            || f.rules != rules.name()
            || f.pieces != pieces.to_string()
            || f.table_bytes != bytes
        {
            return Err(PuzzleFileError::OtherTable {
                path: path.to_path_buf(),
                rules,
                pieces,
                bytes,
            });
        }
        Ok(f)
    }
}

/// The temporary name [`PuzzleFile::write`] writes `path` under: `PATH.tmp`, in the same
/// folder (then renamed to `path`).
pub(crate) fn temp_path(path: &Path) -> PathBuf {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    PathBuf::from(tmp)
}

/// Proves, before the search, that [`PuzzleFile::write`] can write `path`: its temporary file
/// (`temp_path`) is created in the same folder, as the write will create it, and removed
/// again. A folder that is missing or cannot be written, or a name whose folder takes no new
/// file (`/proc/self/fd/1`), fails here in a moment rather than after minutes of work.
///
/// # Errors
/// [`PuzzleFileError::Write`] with the temporary file's path and the system's error.
pub fn check_writable(path: &Path) -> Result<(), PuzzleFileError> {
    let tmp = temp_path(path);
    std::fs::File::create(&tmp).map_err(|source| PuzzleFileError::Write {
        path: tmp.clone(),
        source,
    })?;
    std::fs::remove_file(&tmp).map_err(|source| PuzzleFileError::Write { path: tmp, source })
}

/// The puzzle file beside the table at `table`: `TABLE.puzzles.json`.
pub fn default_file(table: &Path) -> PathBuf {
    let mut p = table.as_os_str().to_owned();
    p.push(".puzzles.json");
    PathBuf::from(p)
}

/// Every puzzle of `solution` in `scope` with the default filter of its piece set
/// ([`Filter::for_pieces`]): what a puzzle file holds.
pub fn find(solution: &Solution, scope: Scope, progress: &dyn Progress) -> Found {
    let pieces = solution.index().pieces();
    puzzle::find(solution, scope, Filter::for_pieces(pieces), progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{solve, NoProgress};
    use crate::table::save;

    /// A solved table of `pieces` saved at `dir/name` and opened.
    fn saved(dir: &Path, name: &str, rules: Rules, pieces: PieceSet) -> (Solution, Tablebase) {
        let solution = solve(rules, pieces, &NoProgress).unwrap();
        let path = dir.join(name);
        save(&solution, solution.counts().positions, &path, &NoProgress).unwrap();
        (solution, Tablebase::open(&path, rules, pieces).unwrap())
    }

    /// A puzzle file of the table of kings and one 子 written and read back; refused for a
    /// table of another size, for another piece set and for text that is not one. The JSON
    /// starts as the files `sibi serve` already reads do.
    #[test]
    fn written_read_back_and_tied_to_its_table() {
        let dir = tempfile::tempdir().unwrap();
        let (rules, pieces) = (Rules::TwelveJanggi, "P".parse::<PieceSet>().unwrap());
        let (solution, table) = saved(dir.path(), "t.sibi", rules, pieces);
        let bytes = std::fs::metadata(table.path()).unwrap().len();
        let found = find(&solution, Scope::Reachable, &NoProgress);
        let f = PuzzleFile::of(&found, table.path(), rules, pieces, 1);
        assert_eq!(f.table_bytes, bytes);
        let path = default_file(table.path());
        assert_eq!(path, dir.path().join("t.sibi.puzzles.json"));
        f.write(&path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let head = format!(
            r#"{{"format":"sibi-puzzles 1","rules":"twelve-janggi","pieces":"P","table_bytes":{bytes},"scope":"#
        );
        assert!(text.starts_with(&head), "{text}");
        let back = PuzzleFile::read(&path, &table).unwrap();
        assert_eq!(back.counts, f.counts);
        assert_eq!(back.lengths.len(), f.lengths.len());
        let kept: usize = back.lengths.iter().map(|l| l.positions.len()).sum();
        let total: u64 = f.counts.iter().map(|c| c.puzzles).sum();
        assert_eq!(kept as u64, total.min(kept as u64));
        assert!(kept > 0);
        // The table file one byte longer: another table's file.
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(table.path())
            .unwrap();
        file.set_len(bytes + 1).unwrap();
        let e = PuzzleFile::read(&path, &table).unwrap_err();
        assert!(
            matches!(e, PuzzleFileError::OtherTable { bytes: b, .. } if b == bytes + 1),
            "{e}"
        );
        assert!(
            e.to_string()
                .ends_with(&format!("(twelve-janggi P, {} bytes)", bytes + 1)),
            "{e}"
        );
        file.set_len(bytes).unwrap();
        PuzzleFile::read(&path, &table).unwrap();
        let (_, other) = saved(dir.path(), "g.sibi", rules, "G".parse().unwrap());
        assert!(PuzzleFile::read(&path, &other).is_err());
        std::fs::write(&path, "{}").unwrap();
        let e = PuzzleFile::read(&path, &table).unwrap_err();
        assert!(matches!(e, PuzzleFileError::NotAPuzzleFile { .. }), "{e}");
        let e = PuzzleFile::read(&dir.path().join("none"), &table).unwrap_err();
        assert!(matches!(e, PuzzleFileError::Read { .. }), "{e}");
    }

    /// A file with the holding puzzles keeps them; a file of today's format without them (the
    /// same file with its `holding` left out, as written before them) still reads, with none.
    #[test]
    fn holding_kept_and_files_without_them_read() {
        let dir = tempfile::tempdir().unwrap();
        let (rules, pieces) = (Rules::TwelveJanggi, "GM".parse::<PieceSet>().unwrap());
        let (solution, table) = saved(dir.path(), "t.sibi", rules, pieces);
        let found = find(&solution, Scope::Reachable, &NoProgress);
        let f = PuzzleFile::of(&found, table.path(), rules, pieces, 1);
        let path = default_file(table.path());
        f.write(&path).unwrap();
        let back = PuzzleFile::read(&path, &table).unwrap();
        let h = back.holding.expect("written with the holding puzzles");
        assert_eq!(h.counts, found.holding.counts);
        assert_eq!(h.drawn, found.holding.drawn);
        for (c, chain) in h.counts.iter().zip(&h.chains) {
            assert_eq!(c.turns, chain.turns);
            assert_eq!(
                chain.positions.len() as u64,
                c.puzzles.min(FILE_PER_LENGTH as u64)
            );
            for t in &chain.positions {
                let p = crate::Position::parse(t, rules, pieces).unwrap();
                assert_eq!(
                    crate::query::hold::check(&solution, &p).unwrap(),
                    Some(c.turns)
                );
            }
        }
        let mut old: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(old.as_object_mut().unwrap().remove("holding").is_some());
        std::fs::write(&path, old.to_string()).unwrap();
        let back = PuzzleFile::read(&path, &table).unwrap();
        assert!(back.holding.is_none());
        assert_eq!(back.counts, f.counts);
    }
}
