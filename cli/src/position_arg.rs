//! Reading POSITION from the command line.

use anyhow::{anyhow, Result};
use sibi_solver::{Color, ParsePositionError, PieceSet, Position, Rules};

use crate::catalogue::{cli_lang, facts};
use crate::t;
use crate::text::caret;

/// The position given as command-line words: none for the start with a to move, else the
/// words joined by single spaces (so `M2g/KPpk/G2m - a` unquoted, as three words, works too).
///
/// # Errors
/// In the CLI's language: malformed text, `bad position text: column N: …` followed by the
/// text and a caret under column N; a well-formed but impossible position, `impossible
/// position: …` with the rule set and piece set in use.
pub fn position_from_args(words: &[String], rules: Rules, pieces: PieceSet) -> Result<Position> {
    let lang = cli_lang();
    if words.is_empty() {
        let start = Position::start(Color::A);
        return Position::from_setup(&start.to_setup(), rules, pieces).map_err(|e| {
            anyhow!(
                "{}",
                t!(
                    lang,
                    "arg-start-does-not-fit",
                    pieces = pieces.to_string(),
                    why = facts::position_error(lang, &e)
                )
            )
        });
    }
    let text = words.join(" ");
    Position::parse(&text, rules, pieces).map_err(|e| match e {
        // Position text is ASCII up to the first error, so a caret lines up.
        ParsePositionError::Notation(n) => {
            let what = facts::notation_problem(lang, &n.problem);
            let line = t!(lang, "line-bad-position", column = n.column, what = what);
            anyhow!("{line}\n{}", caret(&text, n.column))
        }
        ParsePositionError::Position(p) => anyhow!(
            "{}",
            t!(
                lang,
                "arg-impossible",
                position = crate::text::quoted(&text),
                rules = facts::rules_name(lang, rules),
                pieces = pieces.to_string(),
                why = facts::position_error(lang, &p)
            )
        ),
    })
}
