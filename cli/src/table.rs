//! Opening tables from the command line: `--tablebase FILE`, `$SIBI_TABLEBASE` or the default
//! path, and the CLI's own advice on what to do when a table is missing, outdated or of another
//! rule set (the library's errors say what is wrong; which command fixes it is the CLI's to say).

use std::path::{Path, PathBuf};

use sibi_solver::table::{self, Tablebase, TablebaseError};
use sibi_solver::{PieceSet, Rules};

use crate::catalogue::{cli_lang, errors, facts};
use crate::t;

/// The command that writes the table of `rules` and `pieces` at `path`: `sibi generate --rules
/// R --pieces P`, with `--output PATH` when `path` is not the default path.
pub fn generate_command(path: &Path, rules: Rules, pieces: PieceSet) -> String {
    let mut cmd = format!("sibi generate --rules {} --pieces {pieces}", rules.name());
    if path != table::default_path(rules, pieces) {
        cmd.push_str(&format!(" --output '{}'", path.display()));
    }
    cmd
}

/// `e` in the CLI's language with the advice of the CLI appended: the `sibi generate` command
/// that makes a missing or outdated table, or the options that match a table of another rule
/// set or piece set.
pub fn advise(e: TablebaseError) -> anyhow::Error {
    let lang = cli_lang();
    let hint = match &e {
        TablebaseError::Missing {
            path,
            rules,
            pieces,
        } => Some(t!(
            lang,
            "tb-hint-create",
            command = generate_command(path, *rules, *pieces)
        )),
        TablebaseError::Outdated {
            path,
            rules,
            pieces,
            ..
        } => {
            // The file's own rule set and piece set when its header still reads, else the ones
            // asked for.
            let (r, p) = table::file_game(path).unwrap_or((*rules, *pieces));
            Some(t!(
                lang,
                "tb-hint-remake",
                command = generate_command(path, r, p)
            ))
        }
        TablebaseError::WrongTable { rules, pieces, .. } => Some(t!(
            lang,
            "tb-hint-match",
            rules = facts::rules_name(lang, *rules),
            pieces = pieces.to_string()
        )),
        _ => None,
    };
    match hint {
        Some(h) => anyhow::anyhow!(
            "{}",
            t!(
                lang,
                "tb-with-hint",
                error = errors::tablebase_error(lang, &e),
                hint = h
            )
        ),
        // Worded where it is printed ([`errors::chain`]), kept typed for who asks for it.
        None => anyhow::Error::new(e),
    }
}

/// The table file to read: `explicit` (`--tablebase FILE`), else `$SIBI_TABLEBASE`, else the
/// default path.
pub fn path(explicit: Option<&Path>, rules: Rules, pieces: PieceSet) -> PathBuf {
    table::locate(explicit, rules, pieces)
}

/// Opens the table of `rules` and `pieces` (see [`path`]).
///
/// # Errors
/// The library's [`TablebaseError`] with the CLI's advice ([`advise`]).
pub fn open(explicit: Option<&Path>, rules: Rules, pieces: PieceSet) -> anyhow::Result<Tablebase> {
    let path = path(explicit, rules, pieces);
    Tablebase::open(&path, rules, pieces).map_err(advise)
}

/// The rule set and piece set of the command line: `given_rules` and `given_pieces` (`--rules`,
/// `--pieces`) when given; otherwise, for a command that reads a table (`reads_table`) named
/// explicitly (`file`: `--tablebase FILE`, `sibi info FILE`; else `$SIBI_TABLEBASE`), the
/// table's own from its header; else twelve-janggi and the full piece set. A real conflict
/// (`--rules dobutsu` with a 십이장기 file) is left for opening the table to refuse.
pub fn game_of(
    given_rules: Option<Rules>,
    given_pieces: Option<PieceSet>,
    file: Option<&Path>,
    reads_table: bool,
) -> (Rules, PieceSet) {
    let named = file.map(Path::to_path_buf).or_else(|| {
        reads_table
            .then(|| std::env::var_os(table::ENV_TABLEBASE).filter(|v| !v.is_empty()))
            .flatten()
            .map(PathBuf::from)
    });
    let from_file = match (&given_rules, &given_pieces, &named) {
        (Some(_), Some(_), _) | (_, _, None) => None,
        (_, _, Some(path)) => table::file_game(path),
    };
    (
        given_rules.or(from_file.map(|f| f.0)).unwrap_or_default(),
        given_pieces
            .or(from_file.map(|f| f.1))
            .unwrap_or(PieceSet::FULL),
    )
}
