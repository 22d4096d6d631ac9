//! Writing a table file from a [`Solution`].

use std::path::{Path, PathBuf};

use sibi_tbformat::{temp_path, TableWriter, WriteOptions};

use crate::solve::{Phase, PhaseSummary, Progress, Solution};
use crate::table::{encode_value, header_fields, NotATableFile, TablebaseError};

/// The temporary file of a write of the table at `path` (`path` with `.tmp` appended) if it
/// exists: it was left by an interrupted `generate` (or another one is running now). Remove it
/// before [`save`], which refuses to overwrite it.
pub fn leftover_temp(path: &Path) -> Option<PathBuf> {
    let temp = temp_path(path);
    temp.symlink_metadata().is_ok().then_some(temp)
}

/// Makes `path` ready to receive a table, before any long work: its folder is created if
/// need be, and an existing `path` must be a regular file (a table is replaced by renaming a
/// new file over it, which would replace a device or a FIFO by a file). [`save`] calls it too.
///
/// # Errors
/// [`TablebaseError::Io`] when the folder cannot be created (a file stands in the way, no
/// permission, …) or `path` exists and is a folder, a device, a FIFO or a socket.
pub fn prepare_target(path: &Path) -> Result<(), TablebaseError> {
    let io = |p: &Path, cause| TablebaseError::Io {
        path: p.to_path_buf(),
        cause,
    };
    if path.as_os_str().to_string_lossy().ends_with('/') {
        return Err(io(path, std::io::Error::other(NotATableFile::FolderName)));
    }
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        let meta = if meta.file_type().is_symlink() {
            std::fs::metadata(path).unwrap_or(meta)
        } else {
            meta
        };
        if let Some(what) = super::open::not_a_file(&meta) {
            return Err(io(path, std::io::Error::other(NotATableFile::Write(what))));
        }
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|cause| io(dir, cause))?;
    }
    Ok(())
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
    /// Of them don't care (not legal, or settled by [`trivial_value`](crate::solve::trivial_value)).
    pub dont_care: u64,
    /// Blocks of the file.
    pub blocks: u64,
    /// Legal positions as docs/RULES.md counts them, as given to [`save`].
    pub legal_positions: u64,
}

/// Writes `solution` as a table at `path`, creating its folder: the header (with
/// `legal_positions`, the number of legal positions as docs/RULES.md counts them,
/// `solution.counts().positions`), then the codes of the solved range
/// ([`Solution::stored_value`]; don't care where it gives `None`), in index order, each
/// block's codes computed and compressed by one task on the current rayon pool.
/// Reports one progress phase, `writing table`.
///
/// The file is written under a temporary name (`path` with `.tmp` appended, see
/// [`leftover_temp`]), synced, and renamed to `path` only when complete: an existing table at
/// `path` is replaced atomically, and a write that fails or is killed never leaves a partial
/// table at `path`.
///
/// # Errors
/// [`TablebaseError::Io`] when the folder cannot be created; [`TablebaseError::Write`] when
/// the file cannot be written — with [`WriteError::TempExists`](crate::table::WriteError::TempExists)
/// when a temporary file of an earlier write is in the way ([`leftover_temp`]).
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

/// [`save`], with the writer's `options`.
fn save_with(
    solution: &Solution,
    legal_positions: u64,
    path: &Path,
    options: &WriteOptions,
    progress: &dyn Progress,
) -> Result<SaveSummary, TablebaseError> {
    let write_err = |cause: sibi_tbformat::WriteError| TablebaseError::Write {
        path: path.to_path_buf(),
        cause: cause.into(),
    };
    prepare_target(path)?;
    let rules = solution.rules();
    let index = solution.index();
    let fields = header_fields(rules, index.pieces(), legal_positions);
    let n = fields.entries;
    let mut writer = TableWriter::create(path, &fields, options).map_err(write_err)?;
    progress.start_phase(Phase::WritingTable, n);
    // Each block's codes are computed by the task that compresses it.
    writer
        .push_rest_par(|start, codes, dont_care| {
            let end = start + codes.len() as u64;
            solution.for_each_stored(start..end, |i, v| {
                let k = (i - start) as usize;
                match v {
                    Some(v) => {
                        codes[k] = encode_value(v);
                        dont_care[k] = false;
                    }
                    None => dont_care[k] = true,
                }
            });
            progress.advance(codes.len() as u64);
        })
        .map_err(write_err)?;
    let summary = writer.finish().map_err(write_err)?;
    progress.end_phase(PhaseSummary::Written {
        entries: n,
        dont_care: summary.dont_care,
        bytes: summary.file_len,
    });
    Ok(SaveSummary {
        path: summary.path,
        file_len: summary.file_len,
        entries: n,
        dont_care: summary.dont_care,
        blocks: summary.blocks,
        legal_positions,
    })
}
