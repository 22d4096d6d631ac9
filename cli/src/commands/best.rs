//! `sibi best`: the value of a position, every legal move ranked, the best move(s) and the
//! principal variation with the final board — text for people, or one JSON object (the
//! library's [`BestReport`]).

use std::io::Write;

use anyhow::Result;
use sibi_solver::query::{best_report, parse_line, BestReport, MoveLabel, MOVES};
use sibi_solver::record::Termination;
use sibi_solver::{PieceSet, Rules, Wdl};

use super::probe::{input_failure, king_capture_sentence, probe_failure, Failure};
use super::Exit;
use crate::args::BestArgs;
use crate::text::clean;

/// Reports a failure on stderr and turns it into its exit code.
fn fail(text: &str, f: Failure) -> anyhow::Error {
    eprintln!("error: {}: {}", crate::text::quoted(text), clean(&f.reason));
    if let Some(detail) = &f.detail {
        eprintln!("{}", clean(detail));
    }
    Exit(f.code).into()
}

/// Opens the table, reads POSITION (optionally followed by `moves …`), and prints its value,
/// its ranked moves, the best move(s) and the principal variation.
pub fn run(args: &BestArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    let text = args.position.join(" ");
    let line = parse_line(&text, rules, pieces).map_err(|e| fail(&text, input_failure(e)))?;
    let report = best_report(&table, &line, Some(args.max_plies))
        .map_err(|e| fail(&text, probe_failure(e)))?;
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer(&mut out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    if let Some((before, mv)) = line.line.king_capture() {
        writeln!(out, "position: {before} {MOVES} {mv}")?;
        writeln!(
            out,
            "value:    loss 0 for player {}; game over: {}",
            before.side_to_move().other(),
            king_capture_sentence(before, mv)
        )?;
        writeln!(out, "\nfinal board (before the capture {mv}):")?;
        out.write_all(crate::render::board(before, rules).as_bytes())?;
        return Ok(());
    }
    let pos = *line.line.last_position();
    let value = report.probe.value;
    let side = pos.side_to_move();
    writeln!(out, "position: {pos}")?;
    if let Some(reason) = pos.game_over(rules) {
        writeln!(
            out,
            "value:    {value} for player {side} (to move); game over: {}",
            crate::catalogue::facts::game_over(crate::catalogue::cli_lang(), reason, side)
        )?;
        writeln!(out, "\nfinal board:")?;
        out.write_all(crate::render::board(&pos, rules).as_bytes())?;
        return Ok(());
    }
    writeln!(out, "value:    {value} for player {side} (to move)")?;
    writeln!(
        out,
        "\nmoves of player {side}, labelled for player {side} counting from this position:"
    )?;
    for (title, kind) in [
        ("winning", Wdl::Win),
        ("drawing", Wdl::Draw),
        ("losing", Wdl::Loss),
    ] {
        let group: Vec<&MoveLabel> = report
            .moves
            .iter()
            .filter(|m| m.value.wdl() == kind)
            .collect();
        writeln!(out, "  {title} ({}):", group.len())?;
        for m in group {
            writeln!(out, "{}", move_line(m))?;
        }
    }
    let names: Vec<String> = report.best.iter().map(|m| m.mv.to_string()).collect();
    writeln!(
        out,
        "\nbest: {} ({})",
        names.join(" "),
        report.best[0].value
    )?;
    write_pv(&mut out, &report, rules)?;
    Ok(())
}

/// `    B2C2   win 5     子 B2 → C2 (子x)`.
fn move_line(m: &MoveLabel) -> String {
    format!(
        "    {:<6} {:<9} {}",
        m.mv.to_string(),
        m.value.to_string(),
        m.hanja
    )
}

/// The principal variation, how it ends, and the final board.
fn write_pv(out: &mut impl Write, report: &BestReport, rules: Rules) -> Result<()> {
    let Some(pv) = &report.pv else {
        return Ok(());
    };
    let n = pv.moves.len();
    writeln!(
        out,
        "\nprincipal variation ({n} pl{}, both sides perfect):",
        if n == 1 { "y" } else { "ies" }
    )?;
    // The position before each move: the start, then each move's position after.
    let start = report
        .probe
        .position
        .expect("a position, not a king capture");
    let before: Vec<_> = std::iter::once(start)
        .chain(pv.moves.iter().filter_map(|m| m.position_after))
        .collect();
    for (i, m) in pv.moves.iter().enumerate() {
        writeln!(
            out,
            "  {:>3}. {}  {:<6} {:<9} {}",
            i + 1,
            before[i].side_to_move(),
            m.mv.to_string(),
            m.value.to_string(),
            m.hanja
        )?;
    }
    let end = match (pv.end, pv.final_position) {
        (Termination::KingCapture, _) => king_capture_sentence(&before[n - 1], pv.moves[n - 1].mv),
        (Termination::Repetition, Some(last)) => {
            let k = before.iter().position(|p| *p == last).unwrap_or(0);
            format!(
                "the position repeats the one before ply {}: perfect play goes round, a draw",
                k + 1
            )
        }
        (Termination::Unfinished, _) => format!("cut after {n} plies (--max-plies)"),
        (t, Some(last)) => t
            .board()
            .map(|end| {
                crate::catalogue::facts::game_over(
                    crate::catalogue::cli_lang(),
                    end,
                    last.side_to_move(),
                )
            })
            .unwrap_or_default(),
        (_, None) => String::new(),
    };
    writeln!(out, "end: {end}")?;
    writeln!(out, "\nfinal board:")?;
    match pv.final_position {
        Some(last) => out.write_all(crate::render::board(&last, rules).as_bytes())?,
        None => {
            writeln!(out, "(before the capture {})", pv.moves[n - 1].mv)?;
            out.write_all(crate::render::board(&before[n - 1], rules).as_bytes())?;
        }
    }
    Ok(())
}
