//! `sibi probe`: the value of positions from the table, one answer per position, from the
//! command line or (batch mode) from standard input, as text or JSON lines.

use std::io::{BufRead, BufReader, BufWriter, Write};

use anyhow::Result;
use serde::Serialize;
use sibi_solver::retro::Value;
use sibi_solver::tablebase::{self, ProbeError, Tablebase};
use sibi_solver::{
    parse_move, GameOver, Move, ParsePositionError, PieceSet, Position, Rules, Successor,
};

use super::Exit;
use crate::args::ProbeArgs;
use crate::{EXIT_BAD_INPUT, EXIT_IO};

/// The word that separates a position from the moves played from it.
pub(super) const MOVES: &str = "moves";

/// One `--json` answer.
#[derive(Serialize)]
struct AnswerLine<'a> {
    /// Text of the position valued (after the moves, if any).
    position: &'a str,
    /// `win`, `loss` or `draw`, for the player to move.
    wdl: &'static str,
    /// Plies to the end under perfect play; `null` for a draw.
    dtm: Option<u16>,
    /// Whether the game is already over at the position.
    game_over: bool,
    /// Why it is over: `try`, `no-legal-move` or `king-capture`; `null` if it is not.
    reason: Option<&'static str>,
}

/// The `--json` line standing in for an input that could not be answered.
#[derive(Serialize)]
struct ErrorLine<'a> {
    /// The input as given.
    input: &'a str,
    /// Why it could not be answered (one line).
    error: &'a str,
}

/// The answer for one input.
struct Answer {
    /// The position valued, as text (for a game ended by a king capture: the position before
    /// it and the capturing move).
    position: String,
    /// Its value for the player to move.
    value: Value,
    /// Why the game is over (JSON name and sentence), if it is.
    over: Option<(&'static str, String)>,
}

/// Why an input got no answer.
pub(super) struct Failure {
    /// One line: what is wrong.
    pub(super) reason: String,
    /// More lines for the terminal (the text with a caret under the column), if any.
    pub(super) detail: Option<String>,
    /// The exit code it calls for: bad input (2) or a damaged table (1).
    pub(super) code: u8,
}

/// A parsed `POSITION [moves M1 M2 …]` input.
pub(super) enum Input {
    /// The position reached.
    Position(Position),
    /// The last move captured the enemy 王 in `before`: the game is over.
    KingCaptured {
        /// The position where the capture was played.
        before: Position,
        /// The capturing move.
        mv: Move,
    },
}

impl Failure {
    fn input(reason: String) -> Failure {
        Failure {
            reason,
            detail: None,
            code: EXIT_BAD_INPUT,
        }
    }
}

/// Opens the table (a missing or mismatched one: exit code 2), then answers every position of
/// the command line, or every line of standard input, in order. Inputs that cannot be answered
/// are reported on stderr (and, with `--json`, by an error line) and give exit code 2 at the
/// end (1 if only the table failed).
pub fn run(args: &ProbeArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let path = tablebase::locate(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut exit = 0u8;
    let mut handle = |text: &str, line: Option<u64>, out: &mut BufWriter<_>| -> Result<()> {
        match evaluate(&table, text) {
            Ok(answer) => write_answer(out, &answer, args.json),
            Err(failure) => {
                exit = exit.max(failure.code);
                let at = line.map_or(String::new(), |n| format!("line {n}: "));
                eprintln!("error: {at}{text:?}: {}", failure.reason);
                if let Some(detail) = &failure.detail {
                    eprintln!("{detail}");
                }
                if args.json {
                    serde_json::to_writer(
                        &mut *out,
                        &ErrorLine {
                            input: text,
                            error: &failure.reason,
                        },
                    )?;
                    writeln!(out)?;
                }
                Ok(())
            }
        }
    };
    if args.position.is_empty() {
        let mut input = BufReader::new(std::io::stdin().lock());
        let mut bytes = Vec::new();
        let mut n = 0u64;
        loop {
            // Answer everything read so far before waiting for more input, so that a script
            // that writes a line and waits for its answer gets it.
            if input.buffer().is_empty() {
                out.flush()?;
            }
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            n += 1;
            let text = String::from_utf8_lossy(&bytes);
            let text = text.trim_end_matches(['\n', '\r']);
            handle(text, Some(n), &mut out)?;
        }
    } else {
        for text in split_positions(&args.position) {
            handle(&text, None, &mut out)?;
        }
    }
    out.flush()?;
    if exit != 0 {
        return Err(Exit(exit).into());
    }
    Ok(())
}

/// The command-line words as one text per position: a new position starts at each word that
/// contains `/` (a board; no move does), so `A B C moves M1 M2 D E F` is two positions. Words
/// before the first board form an input of their own (which fails to parse).
fn split_positions(words: &[String]) -> Vec<String> {
    let mut inputs: Vec<Vec<&str>> = Vec::new();
    for word in words.iter().flat_map(|w| w.split_whitespace()) {
        match inputs.last_mut() {
            Some(cur) if !word.contains('/') => cur.push(word),
            _ => inputs.push(vec![word]),
        }
    }
    inputs.into_iter().map(|w| w.join(" ")).collect()
}

/// The position that `text` gives (`POSITION [moves M1 M2 …]`), or the king capture that
/// ended the game on its last move.
pub(super) fn parse_input(text: &str, rules: Rules, pieces: PieceSet) -> Result<Input, Failure> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err(Failure::input(
            "empty input: expected position text such as `M2g/KPpk/G2m - a`".to_string(),
        ));
    }
    let split = words
        .iter()
        .position(|&w| w == MOVES)
        .unwrap_or(words.len());
    let position_text = words[..split].join(" ");
    let mut pos = Position::parse(&position_text, rules, pieces).map_err(|e| match e {
        ParsePositionError::Notation(n) => {
            // Position text is ASCII up to the first error, so a caret lines up.
            let pad = " ".repeat(n.column.saturating_sub(1));
            Failure {
                reason: format!("bad position text: {n}"),
                detail: Some(format!("  {position_text}\n  {pad}^")),
                code: EXIT_BAD_INPUT,
            }
        }
        ParsePositionError::Position(p) => Failure::input(format!(
            "impossible position (rules {rules}, pieces {pieces}): {p}"
        )),
    })?;
    let moves = words.get(split + 1..).unwrap_or(&[]);
    if split < words.len() && moves.is_empty() {
        return Err(Failure::input(format!(
            "`{MOVES}` must be followed by at least one move"
        )));
    }
    for (k, word) in moves.iter().enumerate() {
        let bad = |why: String| Failure::input(format!("move {} ({word}): {why}", k + 1));
        let m = parse_move(word)
            .map_err(|e| bad(e.to_string()))?
            .resolve(&pos, rules)
            .map_err(|e| bad(format!("not legal in {pos}: {e}")))?;
        match pos.play(m) {
            Successor::Position(next) => pos = next,
            Successor::KingCapture if k + 1 == moves.len() => {
                return Ok(Input::KingCaptured { before: pos, mv: m });
            }
            Successor::KingCapture => {
                return Err(bad(format!(
                    "it captures the 王 in {pos}: the game is over, no move may follow"
                )))
            }
        }
    }
    Ok(Input::Position(pos))
}

/// The sentence for a game ended by `mv` capturing the 王 in `before`.
pub(super) fn king_capture_sentence(before: &Position, mv: Move) -> String {
    let mover = before.side_to_move();
    format!(
        "{mv} captured player {}'s 王: player {mover} wins",
        mover.other()
    )
}

/// The value of the position that `text` gives (`POSITION [moves M1 M2 …]`).
fn evaluate(table: &Tablebase, text: &str) -> Result<Answer, Failure> {
    let rules = table.rules();
    let pos = match parse_input(text, rules, table.pieces())? {
        Input::Position(pos) => pos,
        Input::KingCaptured { before, mv } => {
            return Ok(Answer {
                position: format!("{before} {MOVES} {mv}"),
                value: Value::Loss(0),
                over: Some(("king-capture", king_capture_sentence(&before, mv))),
            })
        }
    };
    let value = table.probe(&pos).map_err(probe_failure)?;
    let over = pos.game_over(rules).map(|reason| {
        let name = match reason {
            GameOver::Try => "try",
            GameOver::NoLegalMove => "no-legal-move",
        };
        (name, super::game_over_sentence(&pos, reason))
    });
    Ok(Answer {
        position: pos.to_string(),
        value,
        over,
    })
}

/// The failure for a table lookup that failed: a damaged table (exit 1) or a position that
/// is not the table's (exit 2).
pub(super) fn probe_failure(e: ProbeError) -> Failure {
    match e {
        ProbeError::Table { .. } => Failure {
            reason: e.to_string(),
            detail: None,
            code: EXIT_IO,
        },
        other => Failure::input(other.to_string()),
    }
}

/// Writes one answer: `POSITION<tab>VALUE[; game over: WHY]`, or its JSON line.
fn write_answer(out: &mut impl Write, a: &Answer, json: bool) -> Result<()> {
    if json {
        let (wdl, dtm) = match a.value {
            Value::Win(n) => ("win", Some(n)),
            Value::Loss(n) => ("loss", Some(n)),
            Value::Draw => ("draw", None),
        };
        let line = AnswerLine {
            position: &a.position,
            wdl,
            dtm,
            game_over: a.over.is_some(),
            reason: a.over.as_ref().map(|(name, _)| *name),
        };
        serde_json::to_writer(&mut *out, &line)?;
        writeln!(out)?;
    } else {
        match &a.over {
            None => writeln!(out, "{}\t{}", a.position, a.value)?,
            Some((_, why)) => writeln!(out, "{}\t{}; game over: {why}", a.position, a.value)?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &[&str]) -> Vec<String> {
        s.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn positions_split_at_boards() {
        assert_eq!(
            split_positions(&words(&["M2g/KPpk/G2m - a"])),
            ["M2g/KPpk/G2m - a"]
        );
        assert_eq!(
            split_positions(&words(&[
                "M2g/KPpk/G2m",
                "-",
                "a",
                "moves",
                "B2C2",
                "M2g/K1Pk/G2m P d"
            ])),
            ["M2g/KPpk/G2m - a moves B2C2", "M2g/K1Pk/G2m P d"]
        );
        assert_eq!(
            split_positions(&words(&["junk", "M3/K1Pk/G2m Pg a"])),
            ["junk", "M3/K1Pk/G2m Pg a"]
        );
    }
}
