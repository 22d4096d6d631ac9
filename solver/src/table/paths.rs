//! Where tables live: the file name of a rule set and piece set, the default folder, and the
//! environment variables (see the module docs of [`crate::table`]).

use std::path::{Path, PathBuf};

use crate::rules::{PieceSet, Rules};

/// File name extension of a table.
pub(crate) const EXTENSION: &str = "sibi";

/// Environment variable naming a table file; overridden by an explicit file.
pub const ENV_TABLEBASE: &str = "SIBI_TABLEBASE";

/// Environment variable naming the folder of the default path.
pub(crate) const ENV_TABLEBASE_DIR: &str = "SIBI_TABLEBASE_DIR";

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
}
