//! The tablebase: where a solved table lives on disk, writing it, and probing it.
//!
//! A table is a file of the `sibi-tbformat` format (`tablebase-format/FORMAT.md`), which knows
//! nothing of the game: it stores one value code per index. This module decides what the
//! indices and codes mean, writes the file from a [`Solution`] ([`save`]), and answers
//! questions about positions from it ([`Tablebase::probe`], [`Tablebase::to_solution`]). Users
//! of the library see positions and [`Value`]s, never codes or blocks.
//!
//! # What is stored: the value encoding
//!
//! * **Header**: rule set name ([`Rules::name`]) and [`RULES_VERSION`], index scheme
//!   [`INDEX_SCHEME`] and [`INDEX_VERSION`], the piece set as text ([`PieceSet`]'s `Display`,
//!   `GGMMPP`, `-` for kings only), the number of legal positions counted as RULES.md counts
//!   them (mirror images apart, finished positions included), value width 2 and the text
//!   [`VALUE_ENCODING`]. A reader refuses a table whose rule set, rules version, index scheme,
//!   index version or piece set differ from what it asks for.
//! * **Entries**: the index's solved range `0..`[`Index::solved_len`] — one entry per position
//!   seen from the player to move, a position and its mirror image (rank 1 ↔ 3) sharing one.
//!   Positions whose mover already holds the try (win 0) lie past it and are not stored.
//! * **Codes** (u16, [`encode_value`] / [`decode_value`]): `0` = draw, `1 + 2n` = win in n
//!   plies, `2 + 2n` = loss in n plies, for the player to move (RULES.md, "Values and
//!   distance").
//! * **Don't care** (stored as whatever compresses best, never read): indices that are no legal
//!   position ([`Index::unrank`] gives `None`), and positions that [`trivial_value`] settles
//!   with a one-ply look — the mover can capture the enemy 王 (win 1), or the enemy 王 stands
//!   in the mover's camp and cannot be captured (loss 1, or loss 0 when the mover has no legal
//!   move). The solver marks these positions with the very function the probe calls,
//!   [`trivial_value`] (in its initial pass, where it also takes their values from it), so
//!   writer and probe always agree on which entries these are.
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
//!
//! ```
//! use sibi_solver::retro::{solve, NoProgress, Value};
//! use sibi_solver::tablebase::{save, Tablebase};
//! use sibi_solver::{Position, Rules};
//! # let dir = tempfile::tempdir()?;
//! let (rules, pieces) = (Rules::TwelveJanggi, "-".parse()?); // kings only
//! let solution = solve(rules, pieces, &NoProgress)?;
//! let path = dir.path().join("twelve-janggi-K.sibi");
//! save(&solution, solution.counts().positions, &path, &NoProgress)?;
//!
//! let tb = Tablebase::open(&path, rules, pieces)?;
//! // a's 王 on C1, d's on B3, a to move: 王 C1 → D1 enters d's camp out of reach: win 2.
//! let pos = Position::parse("2K1/4/1k2 - a", rules, pieces)?;
//! assert_eq!(tb.probe(&pos)?, Value::Win(2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use sibi_tbformat::{
    Expect, FileError, HeaderFields, OpenError, Table, TableWriter, ValueWidth, WriteError,
    WriteOptions,
};

use crate::index::{Index, INDEX_SCHEME, INDEX_VERSION};
use crate::position::{Position, PositionError};
use crate::retro::{trivial_value, FromValuesError, Progress, Solution, Value};
use crate::types::{PieceSet, Rules, RULES_VERSION};

/// The file format crate, for tools that look inside a table file (`sibi info`).
pub use sibi_tbformat as format;

/// File name extension of a table.
pub const EXTENSION: &str = "sibi";

/// Environment variable naming a table file; overridden by an explicit file.
pub const ENV_TABLEBASE: &str = "SIBI_TABLEBASE";

/// Environment variable naming the folder of the default path.
pub const ENV_TABLEBASE_DIR: &str = "SIBI_TABLEBASE_DIR";

/// The `value_encoding` text of every table header: what the codes mean, which entries are
/// don't care, and how a probe restores them.
pub const VALUE_ENCODING: &str = "\
One u16 code per index 0..entries of the index scheme's solved range: positions seen from the \
player to move, a position and its mirror image (rank 1 <-> 3) sharing one index; positions whose \
mover already holds the try (win 0) have indices >= entries and are not stored. \
Code 0 = draw, 1 + 2n = win in n plies, 2 + 2n = loss in n plies, for the player to move \
(RULES.md, Values and distance). \
Don't care, recomputed by the probe with a one-ply look: indices that are no legal position; \
positions whose mover can capture the enemy king (win 1); positions whose enemy king stands in \
the mover's camp and cannot be captured (loss 1, or loss 0 when the mover has no legal move).";

/// The code stored for `value`: `0` = draw, `1 + 2n` = win n, `2 + 2n` = loss n.
///
/// Codes fit 16 bits for distances up to 32 766 plies; a [`Solution`] holds at most 254.
pub const fn encode_value(value: Value) -> u16 {
    match value {
        Value::Draw => 0,
        Value::Win(n) => 1 + 2 * n,
        Value::Loss(n) => 2 + 2 * n,
    }
}

/// The value of code `code` (the inverse of [`encode_value`]; every code means some value).
pub const fn decode_value(code: u16) -> Value {
    if code == 0 {
        Value::Draw
    } else if code % 2 == 1 {
        Value::Win(code / 2)
    } else {
        Value::Loss(code / 2 - 1)
    }
}

/// Errors of opening, reading and writing a table.
///
/// What the user asked for ([`Missing`](Self::Missing), [`WrongTable`](Self::WrongTable),
/// [`Outdated`](Self::Outdated)) is told apart from what is wrong with the file
/// ([`Damaged`](Self::Damaged), [`CorruptBlock`](Self::CorruptBlock),
/// [`Unexpected`](Self::Unexpected)).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
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
    /// The table was made by a version of the rules, of the index scheme or of the file format
    /// (an older one) that this program does not read.
    #[error(
        "{path} was made for {what} {found}, but this program reads {expected}; make a new \
         table with: {command}",
        path = .path.display()
    )]
    Outdated {
        /// The file.
        path: PathBuf,
        /// `rules`, `index scheme` or `the table file format`.
        what: &'static str,
        /// Name and version found in the file.
        found: String,
        /// Name and version this program reads.
        expected: String,
        /// The `sibi generate …` command that writes a new table at `path`.
        command: String,
    },
    /// The file is not a sibi table, or is damaged (bad magic, truncated, checksum of the
    /// header or block offset table, …): see [`FileError`].
    #[error("{path} is not a usable sibi table: {problem}", path = .path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: FileError,
    },
    /// A block of the table failed its checks (checksum, decompression, length): no value of
    /// that block can be trusted.
    #[error("{path} is damaged: {cause}", path = .path.display())]
    CorruptBlock {
        /// The file.
        path: PathBuf,
        /// The failed block and why.
        cause: format::ProbeError,
    },
    /// A valid table file whose contents this program would never write (another number of
    /// entries or value width than the index implies, a distance no table holds).
    #[error("{path} is not a table this program wrote: {reason}", path = .path.display())]
    Unexpected {
        /// The file.
        path: PathBuf,
        /// What is unexpected.
        reason: String,
    },
    /// Writing the file failed (including [`WriteError::TempExists`]: a temporary file left
    /// by an interrupted write, see [`leftover_temp`]). Nothing was written at the path.
    #[error("cannot write the table {path}: {cause}", path = .path.display())]
    Write {
        /// The table's path.
        path: PathBuf,
        /// What failed.
        cause: WriteError,
    },
    /// Reading or creating a file or folder failed otherwise.
    #[error("{path}: {cause}", path = .path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The I/O error.
        cause: std::io::Error,
    },
}

/// Why [`Tablebase::probe`] gave no value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProbeError {
    /// The position is not legal under the table's rule set and piece set (what the user
    /// asked).
    #[error("the position does not belong to this table: {0}")]
    Position(PositionError),
    /// The block holding the position's entry is damaged (what the file did).
    #[error("{path} is damaged: {cause}", path = .path.display())]
    Table {
        /// The table file.
        path: PathBuf,
        /// The failed block and why.
        cause: format::ProbeError,
    },
}

/// The file name of the table of `rules` and `pieces`: `<rules>-<pieces>.sibi`, for example
/// `twelve-janggi-GGMMPP.sibi` (`<rules>-K.sibi` for the kings-only set).
pub fn file_name(rules: Rules, pieces: PieceSet) -> String {
    let set = if pieces.total() == 0 {
        "K".to_string()
    } else {
        pieces.to_string()
    };
    format!("{}-{set}.{EXTENSION}", rules.name())
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

/// The header metadata of the table of `rules` and `pieces` with `legal_positions` positions.
pub fn header_fields(rules: Rules, pieces: PieceSet, legal_positions: u64) -> HeaderFields {
    HeaderFields {
        rules: rules.name().to_string(),
        rules_version: RULES_VERSION,
        index_scheme: INDEX_SCHEME.to_string(),
        index_version: INDEX_VERSION,
        piece_set: pieces.to_string(),
        entries: Index::new(pieces).solved_len(),
        legal_positions,
        value_width: ValueWidth::Two,
        value_encoding: VALUE_ENCODING.to_string(),
    }
}

/// The temporary file of a write of the table at `path` (`path` with `.tmp` appended) if it
/// exists: it was left by an interrupted `generate` (or another one is running now). Remove it
/// before [`save`], which refuses to overwrite it.
pub fn leftover_temp(path: &Path) -> Option<PathBuf> {
    let temp = format::temp_path(path);
    temp.symlink_metadata().is_ok().then_some(temp)
}

/// What [`save`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveSummary {
    /// The table's path.
    pub path: PathBuf,
    /// The file's length, in bytes.
    pub file_len: u64,
    /// Entries (indices of the solved range).
    pub entries: u64,
    /// Of them don't care (not legal, or settled by [`trivial_value`]).
    pub dont_care: u64,
    /// Blocks of the file.
    pub blocks: u64,
    /// Legal positions as RULES.md counts them, as given to [`save`].
    pub legal_positions: u64,
}

/// Indices whose codes are computed (in parallel) before they go to the writer.
const SPAN: usize = 1 << 22;
/// Indices per parallel task.
const CHUNK: usize = 1 << 14;

/// Writes `solution` as a table at `path` with the default [`WriteOptions`] (creating the
/// folder); see [`save_with`].
///
/// # Errors
/// As [`save_with`].
pub fn save(
    solution: &Solution,
    legal_positions: u64,
    path: &Path,
    progress: &dyn Progress,
) -> Result<SaveSummary, TablebaseError> {
    save_with(
        solution,
        legal_positions,
        path,
        &WriteOptions::default(),
        progress,
    )
}

/// Writes `solution` as a table at `path`, creating its folder: the header (with
/// `legal_positions`, the number of legal positions as RULES.md counts them,
/// `solution.counts().positions`), then the codes of the solved range
/// ([`Solution::stored_value`]; don't care where it gives `None`), streamed in index order
/// (computed in parallel on the current rayon pool, compressed in parallel by the writer).
/// Reports one progress phase, `writing table`.
///
/// The file is written under a temporary name ([`format::temp_path`]), synced, and renamed to
/// `path` only when complete: an existing table at `path` is replaced atomically, and a write
/// that fails or is killed never leaves a partial table at `path`.
///
/// # Errors
/// [`TablebaseError::Io`] when the folder cannot be created; [`TablebaseError::Write`] when
/// the file cannot be written — with [`WriteError::TempExists`] when a temporary file of an
/// earlier write is in the way ([`leftover_temp`]).
pub fn save_with(
    solution: &Solution,
    legal_positions: u64,
    path: &Path,
    options: &WriteOptions,
    progress: &dyn Progress,
) -> Result<SaveSummary, TablebaseError> {
    let write_err = |cause| TablebaseError::Write {
        path: path.to_path_buf(),
        cause,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|cause| TablebaseError::Io {
            path: dir.to_path_buf(),
            cause,
        })?;
    }
    let rules = solution.rules();
    let index = solution.index();
    let fields = header_fields(rules, index.pieces(), legal_positions);
    let n = fields.entries;
    let mut writer = TableWriter::create(path, &fields, options).map_err(write_err)?;
    progress.start_phase("writing table", n);
    let mut codes = vec![0u16; SPAN];
    let mut dont_care = vec![false; SPAN];
    for span_start in (0..n).step_by(SPAN) {
        let len = (n - span_start).min(SPAN as u64) as usize;
        codes[..len]
            .par_chunks_mut(CHUNK)
            .zip(dont_care[..len].par_chunks_mut(CHUNK))
            .enumerate()
            .for_each(|(c, (codes, dont_care))| {
                let start = span_start + (c * CHUNK) as u64;
                let end = start + codes.len() as u64;
                for (k, i) in (start..end).enumerate() {
                    match solution.stored_value(i) {
                        Some(v) => {
                            codes[k] = encode_value(v);
                            dont_care[k] = false;
                        }
                        None => dont_care[k] = true,
                    }
                }
            });
        writer
            .push_slice(&codes[..len], &dont_care[..len])
            .map_err(write_err)?;
        progress.advance(len as u64);
    }
    let summary = writer.finish().map_err(write_err)?;
    progress.end_phase(&format!(
        "{} entries, {} don't care, {} bytes",
        n, summary.dont_care, summary.file_len
    ));
    Ok(SaveSummary {
        path: summary.path,
        file_len: summary.file_len,
        entries: n,
        dont_care: summary.dont_care,
        blocks: summary.blocks,
        legal_positions,
    })
}

/// Opens the table file at `path` whatever it holds (for `sibi info`): the file must be a
/// valid table, of any rule set and piece set; `rules` and `pieces` only name the command
/// that would create a missing one.
///
/// # Errors
/// [`TablebaseError::Missing`], [`TablebaseError::Damaged`] or [`TablebaseError::Io`].
pub fn open_file(path: &Path, rules: Rules, pieces: PieceSet) -> Result<Table, TablebaseError> {
    open_table(path, &Expect::default(), rules, pieces)
}

/// Opens the table at `path`, mapping the format's errors to this module's.
fn open_table(
    path: &Path,
    expect: &Expect<'_>,
    rules: Rules,
    pieces: PieceSet,
) -> Result<Table, TablebaseError> {
    if path.is_dir() {
        return Err(TablebaseError::Io {
            path: path.to_path_buf(),
            cause: std::io::Error::other("it is a folder, not a table file"),
        });
    }
    Table::open(path, expect).map_err(|e| open_error(e, path, rules, pieces))
}

/// This module's error for a [`Table::open`] failure.
fn open_error(e: OpenError, path: &Path, rules: Rules, pieces: PieceSet) -> TablebaseError {
    let path_buf = path.to_path_buf();
    let command = || generate_command(path, rules, pieces);
    match e {
        OpenError::Io { cause, .. } if cause.kind() == std::io::ErrorKind::NotFound => {
            TablebaseError::Missing {
                path: path_buf,
                rules,
                pieces,
                command: command(),
            }
        }
        OpenError::Io { cause, .. } => TablebaseError::Io {
            path: path_buf,
            cause,
        },
        OpenError::WrongRules {
            found,
            found_version,
            ..
        } if found == rules.name() => TablebaseError::Outdated {
            path: path_buf,
            what: "rules",
            found: format!("{found} version {found_version}"),
            expected: format!("{rules} version {RULES_VERSION}"),
            command: command(),
        },
        OpenError::BadFile {
            problem: FileError::UnsupportedVersion { found, supported },
            ..
        } if found < supported => TablebaseError::Outdated {
            path: path_buf,
            what: "the table file format",
            found: format!("version {found}"),
            expected: format!("version {supported}"),
            command: command(),
        },
        OpenError::WrongIndexScheme {
            found,
            found_version,
            ..
        } => TablebaseError::Outdated {
            path: path_buf,
            what: "index scheme",
            found: format!("{found} version {found_version}"),
            expected: format!("{INDEX_SCHEME} version {INDEX_VERSION}"),
            command: command(),
        },
        e @ (OpenError::WrongRules { .. } | OpenError::WrongPieceSet { .. }) => {
            // Name the file's rule set and piece set, read from its header.
            let found = Table::open(path, &Expect::default())
                .map(|t| {
                    format!(
                        "{} {}",
                        t.header().fields.rules,
                        t.header().fields.piece_set
                    )
                })
                .unwrap_or_else(|_| match e {
                    OpenError::WrongRules { found, .. } => found,
                    OpenError::WrongPieceSet { found, .. } => format!("{rules} {found}"),
                    _ => unreachable!("matched above"),
                });
            TablebaseError::WrongTable {
                path: path_buf,
                found,
                rules,
                pieces,
            }
        }
        OpenError::BadFile { problem, .. } => TablebaseError::Damaged {
            path: path_buf,
            problem,
        },
        other => TablebaseError::Io {
            path: path_buf,
            cause: std::io::Error::other(other.to_string()),
        },
    }
}

/// An open table of one rule set and piece set: the memory-mapped file and the index.
///
/// Opening reads the header and the block offset table (no block); a probe decompresses at
/// most one block (a small per-thread cache keeps the last few). `Tablebase` is `Send + Sync`:
/// probe it from many threads at once.
#[derive(Debug)]
pub struct Tablebase {
    table: Table,
    rules: Rules,
    index: Index,
}

impl Tablebase {
    /// Opens the table of `rules` and `pieces` at `path` (see [`locate`] for the usual path),
    /// validating its header and block offset table, and checking that it is a table of this
    /// rule set and [`RULES_VERSION`], of the index scheme [`INDEX_SCHEME`] version
    /// [`INDEX_VERSION`], and of this piece set.
    ///
    /// # Errors
    /// [`TablebaseError::Missing`] when there is no file at `path` (the message says where it
    /// looked and the command that creates the table); [`TablebaseError::WrongTable`] for a
    /// table of another rule set or piece set; [`TablebaseError::Outdated`] for a table of
    /// another rules version or index scheme; [`TablebaseError::Damaged`] for a file that is
    /// not a valid table; [`TablebaseError::Unexpected`] for a valid table of the wrong size or
    /// value width; [`TablebaseError::Io`] when reading fails otherwise.
    pub fn open(path: &Path, rules: Rules, pieces: PieceSet) -> Result<Tablebase, TablebaseError> {
        let piece_set = pieces.to_string();
        let expect = Expect {
            rules: Some(rules.name()),
            rules_version: Some(RULES_VERSION),
            index_scheme: Some(INDEX_SCHEME),
            index_version: Some(INDEX_VERSION),
            piece_set: Some(&piece_set),
        };
        let table = open_table(path, &expect, rules, pieces)?;
        let index = Index::new(pieces);
        let fields = &table.header().fields;
        let unexpected = |reason: String| TablebaseError::Unexpected {
            path: path.to_path_buf(),
            reason,
        };
        if fields.entries != index.solved_len() {
            return Err(unexpected(format!(
                "{} entries, but the index of {rules} {pieces} has {}",
                fields.entries,
                index.solved_len()
            )));
        }
        if fields.value_width != ValueWidth::Two {
            return Err(unexpected(format!(
                "value width {} bytes instead of 2",
                fields.value_width.bytes()
            )));
        }
        Ok(Tablebase {
            table,
            rules,
            index,
        })
    }

    /// The rule set of the table.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The piece set of the table.
    pub fn pieces(&self) -> PieceSet {
        self.index.pieces()
    }

    /// The path the table was opened from.
    pub fn path(&self) -> &Path {
        self.table.path()
    }

    /// The table file itself: header, sizes, checksums (see [`format::Table`]).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The value of `pos` for its player to move (any side to move): [`trivial_value`] when a
    /// one-ply look settles it, else the stored value, which costs one entry lookup (at most
    /// one block decompressed).
    ///
    /// # Errors
    /// [`ProbeError::Position`] when `pos` is not legal under the table's rules and piece set;
    /// [`ProbeError::Table`] when the block holding its entry is damaged (never a wrong value).
    pub fn probe(&self, pos: &Position) -> Result<Value, ProbeError> {
        pos.check(self.rules, self.index.pieces())
            .map_err(ProbeError::Position)?;
        if let Some(v) = trivial_value(pos, self.rules) {
            return Ok(v);
        }
        self.table
            .get(self.index.rank(pos))
            .map(decode_value)
            .map_err(|cause| ProbeError::Table {
                path: self.table.path().to_path_buf(),
                cause,
            })
    }

    /// Decodes the whole table into an in-memory [`Solution`] (for `stats` and `verify`):
    /// every block is read once, in parallel chunks on the current rayon pool, with the
    /// don't-care entries restored by [`trivial_value`]. Memory: the solution (a byte and three
    /// bits per entry) plus a chunk of codes per thread. Reports one progress phase.
    ///
    /// # Errors
    /// [`TablebaseError::CorruptBlock`] for a damaged block (the first one met);
    /// [`TablebaseError::Unexpected`] for a distance no table holds (over 254 plies).
    pub fn to_solution(&self, progress: &dyn Progress) -> Result<Solution, TablebaseError> {
        let rules = self.rules;
        let path = || self.table.path().to_path_buf();
        Solution::try_from_chunks(
            rules,
            self.index.pieces(),
            progress,
            |range| {
                let mut codes = vec![0u16; (range.end - range.start) as usize];
                self.table.read_range(range.start, &mut codes)?;
                Ok((range.start, codes))
            },
            |(start, codes), i, pos| {
                trivial_value(pos, rules)
                    .unwrap_or_else(|| decode_value(codes[(i - start) as usize]))
            },
        )
        .map_err(|e| match e {
            FromValuesError::Source(source) => TablebaseError::CorruptBlock {
                path: path(),
                cause: source,
            },
            FromValuesError::DistanceTooLong { index, value } => TablebaseError::Unexpected {
                path: path(),
                reason: format!("index {index} holds {value}, longer than a table holds"),
            },
        })
    }
}

impl crate::probe::ValueSource for Tablebase {
    type Error = ProbeError;

    /// [`Tablebase::probe`].
    fn value(&self, pos: &Position) -> Result<Value, ProbeError> {
        self.probe(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> PieceSet {
        s.parse().expect("piece set")
    }

    #[test]
    fn file_names_differ_per_rule_set_and_piece_set() {
        assert_eq!(
            file_name(Rules::TwelveJanggi, PieceSet::FULL),
            "twelve-janggi-GGMMPP.sibi"
        );
        assert_eq!(file_name(Rules::Dobutsu, set("GM")), "dobutsu-GM.sibi");
        assert_eq!(
            file_name(Rules::TwelveJanggi, set("-")),
            "twelve-janggi-K.sibi"
        );
    }

    #[test]
    fn explicit_path_wins() {
        let p = Path::new("/somewhere/t.sibi");
        assert_eq!(locate(Some(p), Rules::Dobutsu, set("P")), p);
    }

    /// The codes of RULES.md's values, by hand: draw 0, win n 1 + 2n, loss n 2 + 2n; and back.
    #[test]
    fn value_codes() {
        for (v, code) in [
            (Value::Draw, 0),
            (Value::Win(0), 1),
            (Value::Loss(0), 2),
            (Value::Win(1), 3),
            (Value::Loss(1), 4),
            (Value::Win(173), 347),
            (Value::Loss(254), 510),
        ] {
            assert_eq!(encode_value(v), code, "{v}");
            assert_eq!(decode_value(code), v, "{code}");
        }
        for code in 0..=u16::MAX - 1 {
            assert_eq!(encode_value(decode_value(code)), code);
        }
    }
}
