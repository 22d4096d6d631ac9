//! `sibi probe`: the value of positions from the table, one answer per position, from the
//! command line or (batch mode) from standard input, as text or JSON lines.

use std::io::{BufRead, BufReader, BufWriter, Read, Write};

use anyhow::Result;
use serde::Serialize;
use sibi_solver::line::Line;
use sibi_solver::query::{parse_line, probe_report, LineError, ProbeReport};
use sibi_solver::table::{ProbeError, Tablebase};
use sibi_solver::{Move, PieceSet, Position, Rules};

use sibi_solver::limits::MAX_QUERY_BYTES;

use super::Exit;
use crate::args::ProbeArgs;
use crate::catalogue::{cli_lang, errors, facts, Lang};
use crate::t;
use crate::text::{clean, error_line, quoted};
use crate::{EXIT_BAD_INPUT, EXIT_IO};

/// The `--json` line standing in for an input that could not be answered.
#[derive(Serialize)]
struct ErrorLine<'a> {
    /// The input as given.
    input: &'a str,
    /// Why it could not be answered (one line).
    error: &'a str,
}

/// Why an input got no answer.
pub(super) struct Failure {
    /// One line, in English: what is wrong (the text of the `--json` error line).
    pub(super) reason: String,
    /// The same in the CLI's language, for stderr.
    pub(super) message: String,
    /// More lines for the terminal (the text with a caret under the column), if any.
    pub(super) detail: Option<String>,
    /// The exit code it calls for: bad input (2) or a damaged table (1).
    pub(super) code: u8,
}

/// The failure for input that cannot be read: what is wrong, and for malformed position text
/// the text with a caret under the column.
pub(super) fn input_failure(e: LineError) -> Failure {
    let detail = match &e {
        // Position text is ASCII up to the first error, so a caret lines up.
        LineError::Notation { text, error } => Some(crate::text::caret(text, error.column)),
        _ => None,
    };
    Failure {
        reason: facts::line_error(Lang::En, &e),
        message: facts::line_error(cli_lang(), &e),
        detail,
        code: EXIT_BAD_INPUT,
    }
}

/// The failure for a table lookup that failed: a damaged table (exit 1) or a position that
/// is not the table's (exit 2).
pub(super) fn probe_failure(e: ProbeError) -> Failure {
    let code = match e {
        ProbeError::Table { .. } => EXIT_IO,
        _ => EXIT_BAD_INPUT,
    };
    Failure {
        reason: errors::probe_error(Lang::En, &e),
        message: errors::probe_error(cli_lang(), &e),
        detail: None,
        code,
    }
}

/// `error: [line N, ]"TEXT": WHY` on stderr (and the caret line under it, if any).
pub(super) fn report(text: &str, line: Option<u64>, failure: &Failure) {
    let (text, why) = (quoted(text), clean(&failure.message));
    let message = match line {
        Some(n) => t!(
            cli_lang(),
            "probe-input-at",
            line = n,
            text = text,
            why = why
        ),
        None => t!(cli_lang(), "probe-input", text = text, why = why),
    };
    eprintln!("{}", error_line(&message));
    if let Some(detail) = &failure.detail {
        eprintln!("{}", clean(detail));
    }
}

/// Opens the table (a missing or mismatched one: exit code 2), then answers every position of
/// the command line, or every line of standard input, in order. Inputs that cannot be answered
/// are reported on stderr (and, with `--json`, by an error line) and give exit code 2 at the
/// end (1 if only the table failed).
pub fn run(args: &ProbeArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let exit = std::cell::Cell::new(0u8);
    let handle = |text: &str, line: Option<u64>, out: &mut BufWriter<_>| -> Result<()> {
        match evaluate(&table, text) {
            Ok((report, line_end)) => write_answer(out, &report, &line_end, rules, args.json),
            Err(failure) => {
                exit.set(exit.get().max(failure.code));
                report(text, line, &failure);
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
            // At most MAX_QUERY_BYTES of a line are kept; the rest of a longer one is read
            // and dropped, and the line is refused.
            let limit = MAX_QUERY_BYTES as u64 + 1;
            if (&mut input).take(limit).read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            n += 1;
            if bytes.len() > MAX_QUERY_BYTES && bytes.last() != Some(&b'\n') {
                let mut rest = Vec::new();
                while (&mut input).take(1 << 16).read_until(b'\n', &mut rest)? > 0 {
                    if rest.last() == Some(&b'\n') {
                        break;
                    }
                    rest.clear();
                }
                exit.set(exit.get().max(EXIT_BAD_INPUT));
                let too_long = |lang| t!(lang, "probe-line-too-long", max = MAX_QUERY_BYTES);
                let reason = too_long(Lang::En);
                let at = t!(cli_lang(), "probe-line", line = n);
                eprintln!("{}", error_line(&format!("{at}: {}", too_long(cli_lang()))));
                if args.json {
                    let text = String::from_utf8_lossy(&bytes[..200.min(bytes.len())]).into_owned();
                    serde_json::to_writer(
                        &mut out,
                        &ErrorLine {
                            input: &text,
                            error: &reason,
                        },
                    )?;
                    writeln!(out)?;
                }
                continue;
            }
            let text = String::from_utf8_lossy(&bytes);
            let text = text.trim_end_matches(['\n', '\r']);
            handle(text, Some(n), &mut out)?;
        }
    } else {
        let inputs = split_positions(&args.position);
        // `sibi probe ''`: one input, and it is empty.
        let inputs = if inputs.is_empty() {
            vec![String::new()]
        } else {
            inputs
        };
        for text in inputs {
            handle(&text, None, &mut out)?;
        }
    }
    out.flush()?;
    if exit.get() != 0 {
        return Err(Exit(exit.get()).into());
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

/// The sentence for a game ended by `mv` capturing the 王 in `before`, in the CLI's language.
pub(super) fn king_capture_sentence(before: &Position, mv: Move) -> String {
    let mover = before.side_to_move();
    t!(
        cli_lang(),
        "king-captured-by",
        move = mv.to_string(),
        side = mover.to_string(),
        other = mover.other().to_string()
    )
}

/// The value of the position that `text` gives (`POSITION [moves M1 M2 …]`), with where the
/// line ends.
fn evaluate(table: &Tablebase, text: &str) -> Result<(ProbeReport, Line), Failure> {
    let line = parse_line(text, table.rules(), table.pieces()).map_err(input_failure)?;
    let report = probe_report(table, &line).map_err(probe_failure)?;
    Ok((report, line.line))
}

/// Writes one answer: `POSITION<tab>VALUE[; game over: WHY]` (in the CLI's language), or its
/// JSON line.
fn write_answer(
    out: &mut impl Write,
    a: &ProbeReport,
    line: &Line,
    rules: Rules,
    json: bool,
) -> Result<()> {
    if json {
        serde_json::to_writer(&mut *out, a)?;
        writeln!(out)?;
        return Ok(());
    }
    let lang = cli_lang();
    let value = facts::value_short(lang, a.value);
    let over = |why: String| t!(lang, "probe-game-over", value = value.as_str(), why = why);
    if let Some((before, mv)) = line.king_capture() {
        let why = king_capture_sentence(before, mv);
        let moves = sibi_solver::query::MOVES;
        writeln!(out, "{before} {moves} {mv}\t{}", over(why))?;
        return Ok(());
    }
    let pos = line.last_position();
    match pos.game_over(rules) {
        None => writeln!(out, "{pos}\t{value}")?,
        Some(why) => writeln!(
            out,
            "{pos}\t{}",
            over(facts::game_over(lang, why, pos.side_to_move()))
        )?,
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
