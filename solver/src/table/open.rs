//! Opening a table file and probing it.

use std::path::Path;

use rayon::prelude::*;
use sibi_tbformat::{Expect, FileError, Header, OpenError, Table, ValueWidth};

use crate::index::{Index, INDEX_SCHEME, INDEX_VERSION};
use crate::rules::{PieceSet, Position, Rules, RULES_VERSION};
use crate::solve::{trivial_value, FromValuesError, Progress, Solution, Value, ValueSource};
use crate::table::{decode_value, FileKind, NotATableFile, ProbeError, TablebaseError};

/// Indices read at a time when [`Tablebase::to_solution`] checks the blocks it does not need.
const FOLDED_PIECE: usize = 1 << 16;

/// Opens the table file at `path` whatever it holds (for `sibi info`): the file must be a
/// valid table, of any rule set and piece set; `rules` and `pieces` are what a missing one is
/// reported as ([`TablebaseError::Missing`]).
///
/// # Errors
/// [`TablebaseError::Missing`], [`TablebaseError::Damaged`] or [`TablebaseError::Io`].
pub fn open_file(path: &Path, rules: Rules, pieces: PieceSet) -> Result<TableFile, TablebaseError> {
    open_table(path, &Expect::default(), rules, pieces).map(TableFile)
}

/// The rule set and piece set named in the header of the table file at `path`, if it is a
/// regular file that opens as a table and both names parse (for a front end that takes the
/// game from a table named on its command line).
pub fn file_game(path: &Path) -> Option<(Rules, PieceSet)> {
    let meta = std::fs::metadata(path).ok()?;
    if not_a_file(&meta).is_some() {
        return None;
    }
    let table = Table::open(path, &Expect::default()).ok()?;
    let f = &table.header().fields;
    Some((f.rules.parse().ok()?, f.piece_set.parse().ok()?))
}

/// An open table file, as `sibi info` shows it: its header, length and checksum (its values
/// are read through a [`Tablebase`]).
#[derive(Debug)]
pub struct TableFile(Table);

impl TableFile {
    /// The file's header: the writer's metadata (rule set, index scheme, piece set, entries,
    /// value width and encoding) and the file's layout (blocks, dictionary, offsets,
    /// checksums).
    pub fn header(&self) -> &Header {
        self.0.header()
    }

    /// The path the file was opened from.
    pub(crate) fn path(&self) -> &Path {
        self.0.path()
    }

    /// The file's length in bytes (when it was opened).
    pub fn file_len(&self) -> u64 {
        self.0.file_len()
    }

    /// XXH3-64 of every byte of the file, read now (0 if the file cannot be read whole any
    /// more): for comparing copies; not stored in the file.
    pub fn file_checksum(&self) -> u64 {
        self.0.file_checksum()
    }
}

/// Opens the table at `path`, mapping the format's errors to this module's.
fn open_table(
    path: &Path,
    expect: &Expect<'_>,
    rules: Rules,
    pieces: PieceSet,
) -> Result<Table, TablebaseError> {
    // Checked before opening: opening a FIFO would wait for a writer forever.
    if let Ok(meta) = std::fs::metadata(path) {
        if let Some(what) = not_a_file(&meta) {
            return Err(TablebaseError::Io {
                path: path.to_path_buf(),
                cause: std::io::Error::other(NotATableFile::Read(what)),
            });
        }
    }
    Table::open(path, expect).map_err(|e| open_error(e, path, rules, pieces))
}

/// What a path that is not a regular file is (a folder, a FIFO, …), or `None` for a regular
/// file.
pub fn not_a_file(meta: &std::fs::Metadata) -> Option<FileKind> {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_file() {
        None
    } else if t.is_dir() {
        Some(FileKind::Folder)
    } else if t.is_fifo() {
        Some(FileKind::Fifo)
    } else if t.is_socket() {
        Some(FileKind::Socket)
    } else if t.is_char_device() || t.is_block_device() {
        Some(FileKind::Device)
    } else {
        Some(FileKind::Other)
    }
}

/// This module's error for a [`Table::open`] failure.
fn open_error(e: OpenError, path: &Path, rules: Rules, pieces: PieceSet) -> TablebaseError {
    let path_buf = path.to_path_buf();
    match e {
        OpenError::Io { cause, .. } if cause.kind() == std::io::ErrorKind::NotFound => {
            TablebaseError::Missing {
                path: path_buf,
                rules,
                pieces,
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
            rules,
            pieces,
        },
        OpenError::BadFile {
            problem: FileError::UnsupportedVersion { found, supported },
            ..
        } if found < supported => TablebaseError::Outdated {
            path: path_buf,
            what: "the table file format",
            found: format!("version {found}"),
            expected: format!("version {supported}"),
            rules,
            pieces,
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
            rules,
            pieces,
        },
        e @ (OpenError::WrongRules { .. } | OpenError::WrongPieceSet { .. }) => {
            // Name the file's rule set and piece set, read from its header — unless the file is
            // damaged (cut short, say), which is said first whatever table was asked for.
            let found = match Table::open(path, &Expect::default()) {
                Ok(t) => format!(
                    "{} {}",
                    t.header().fields.rules,
                    t.header().fields.piece_set
                ),
                Err(OpenError::BadFile { problem, .. }) => {
                    return TablebaseError::Damaged {
                        path: path_buf,
                        problem: problem.into(),
                    }
                }
                Err(_) => match e {
                    OpenError::WrongRules { found, .. } => found,
                    OpenError::WrongPieceSet { found, .. } => format!("{rules} {found}"),
                    _ => unreachable!("matched above"),
                },
            };
            TablebaseError::WrongTable {
                path: path_buf,
                found,
                rules,
                pieces,
            }
        }
        OpenError::BadFile { problem, .. } => TablebaseError::Damaged {
            path: path_buf,
            problem: problem.into(),
        },
        other => TablebaseError::Io {
            path: path_buf,
            cause: std::io::Error::other(other.to_string()),
        },
    }
}

/// An open table of one rule set and piece set: the file (its header and block offsets read at
/// open, each block read when probed) and the index.
///
/// Opening reads the header and the block offset table (no block); a probe decompresses at
/// most one block (a small per-thread cache keeps the last few). `Tablebase` is `Send + Sync`:
/// probe it from many threads at once.
#[derive(Debug)]
pub struct Tablebase {
    table: TableFile,
    rules: Rules,
    index: Index,
}

impl Tablebase {
    /// Opens the table of `rules` and `pieces` at `path` (see [`locate`](crate::table::locate) for the usual path),
    /// validating its header and block offset table, and checking that it is a table of this
    /// rule set and [`RULES_VERSION`], of the index scheme [`INDEX_SCHEME`] version
    /// [`INDEX_VERSION`], and of this piece set.
    ///
    /// # Errors
    /// [`TablebaseError::Missing`] when there is no file at `path` (the message says where it
    /// looked); [`TablebaseError::WrongTable`] for a
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
        let table = TableFile(open_table(path, &expect, rules, pieces)?);
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

    /// The table file itself: header, sizes, checksums.
    pub fn table(&self) -> &TableFile {
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
            .0
            .get(self.index.rank(pos))
            .map(decode_value)
            .map_err(|cause| ProbeError::Table {
                path: self.table.path().to_path_buf(),
                cause: cause.into(),
            })
    }

    /// Decodes the whole table into an in-memory [`Solution`] (for `stats` and `verify`):
    /// every block is read once, in parallel chunks on the current rayon pool, with the
    /// don't-care entries restored by [`trivial_value`]. Memory: the solution (a byte per slot of
    /// the solver's layout: the king classes where the two 王 do not stand side by side,
    /// 332.6 M slots and 317 MiB for the full piece set) plus a chunk of codes
    /// per thread. The blocks of the other classes are read and checked too, their values not
    /// kept (win 1 by the rules). Reports one progress phase.
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
                self.table.0.read_range(range.start, &mut codes)?;
                Ok((range.start, codes))
            },
            |(start, codes), i, _, trivial| {
                trivial.unwrap_or_else(|| decode_value(codes[(i - start) as usize]))
            },
        )
        .and_then(|solution| {
            // The king classes where the two 王 stand side by side hold no value the solution
            // needs (win 1 by the rules), but every block is still read once: a damaged one
            // is reported, as for the others.
            let folded = crate::solve::layout::Layout::new(&self.index).folded();
            let pieces: Vec<(u64, u64)> = folded
                .iter()
                .flat_map(|r| {
                    (r.start..r.end)
                        .step_by(FOLDED_PIECE)
                        .map(move |s| (s, (s + FOLDED_PIECE as u64).min(r.end)))
                })
                .collect();
            pieces
                .par_iter()
                .try_for_each_init(Vec::new, |codes, &(start, end)| {
                    codes.resize((end - start) as usize, 0);
                    self.table.0.read_range(start, codes)
                })
                .map_err(FromValuesError::Source)?;
            Ok(solution)
        })
        .map_err(|e| match e {
            FromValuesError::Source(source) => TablebaseError::CorruptBlock {
                path: path(),
                cause: source.into(),
            },
            FromValuesError::DistanceTooLong { index, value } => TablebaseError::Unexpected {
                path: path(),
                reason: format!("index {index} holds {value}, longer than a table holds"),
            },
        })
    }
}

impl ValueSource for Tablebase {
    type Error = ProbeError;

    fn rules(&self) -> Rules {
        Tablebase::rules(self)
    }

    fn pieces(&self) -> PieceSet {
        Tablebase::pieces(self)
    }

    /// [`Tablebase::probe`].
    fn value(&self, pos: &Position) -> Result<Value, ProbeError> {
        self.probe(pos)
    }

    /// [`Tablebase::probe`] of each position, looked up in index order rather than in the
    /// order given: positions whose entries share a block then follow each other, so each
    /// block is decompressed once per call however far apart the positions asking it are
    /// (an annotation asks every legal move of a whole record at once: see
    /// `query::annotate`), with the decompressor's code and tables still warm from the
    /// previous block. Extra memory: 8 bytes and a value per position.
    ///
    /// # Errors
    /// As [`ValueSource::values`]: on an illegal position or a damaged block the positions
    /// are looked up again one by one, in their order, so that `out` holds the values before
    /// the first error, which is returned.
    fn values(&self, positions: &[Position], out: &mut Vec<Value>) -> Result<(), ProbeError> {
        let in_order = |out: &mut Vec<Value>| -> Result<(), ProbeError> {
            for p in positions {
                out.push(self.probe(p)?);
            }
            Ok(())
        };
        // A key: the index in the high 32 bits, the position's place in the low ones (every
        // index is below 2³²: 855,232,344 for the full piece set).
        if u32::try_from(positions.len()).is_err() {
            return in_order(out);
        }
        let mut found = vec![Value::Draw; positions.len()];
        let mut keys: Vec<u64> = Vec::with_capacity(positions.len());
        for (i, pos) in positions.iter().enumerate() {
            if pos.check(self.rules, self.index.pieces()).is_err() {
                return in_order(out);
            }
            match trivial_value(pos, self.rules) {
                Some(v) => found[i] = v,
                None => keys.push(self.index.rank(pos) << 32 | i as u64),
            }
        }
        debug_assert!(self.index.len() <= 1 << 32);
        keys.sort_unstable();
        // A position asked again (a game repeats positions) is read once.
        let mut last: Option<(u64, Value)> = None;
        for &k in &keys {
            let index = k >> 32;
            let v = match last {
                Some((i, v)) if i == index => v,
                _ => match self.table.0.get(index) {
                    Ok(code) => decode_value(code),
                    Err(_) => return in_order(out),
                },
            };
            last = Some((index, v));
            found[(k & 0xffff_ffff) as usize] = v;
        }
        out.extend(found);
        Ok(())
    }
}
