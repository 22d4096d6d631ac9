//! Reading POSITION from the command line.

use anyhow::{anyhow, Result};
use sibi_solver::{Color, ParsePositionError, PieceSet, Position, Rules};

use crate::text::caret;

/// The position given as command-line words: none for the start with a to move, else the
/// words joined by single spaces (so `M2g/KPpk/G2m - a` unquoted, as three words, works too).
///
/// # Errors
/// Malformed text: `bad position text: column N: …` (in the CLI's language) followed by the
/// text and a caret under column N. A well-formed but impossible position: `impossible
/// position: …` with the rule set and piece set in use.
pub fn position_from_args(words: &[String], rules: Rules, pieces: PieceSet) -> Result<Position> {
    if words.is_empty() {
        let start = Position::start(Color::A);
        return Position::from_setup(&start.to_setup(), rules, pieces).map_err(|e| {
            anyhow!("the start position does not fit --pieces {pieces}: {e}; give a POSITION")
        });
    }
    let text = words.join(" ");
    Position::parse(&text, rules, pieces).map_err(|e| match e {
        // Position text is ASCII up to the first error, so a caret lines up.
        ParsePositionError::Notation(n) => {
            let lang = crate::catalogue::cli_lang();
            let what = crate::catalogue::facts::notation_problem(lang, &n.problem);
            let line = crate::t!(lang, "line-bad-position", column = n.column, what = what);
            anyhow!("{line}\n{}", caret(&text, n.column))
        }
        ParsePositionError::Position(p) => {
            anyhow!(
                "impossible position {} (rules {rules}, pieces {pieces}): {p}",
                crate::text::quoted(&text)
            )
        }
    })
}
