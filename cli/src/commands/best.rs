//! `sibi best`: the value of a position, every legal move ranked, the best move(s) and the
//! principal variation with the final board — text for people, or one JSON object (the
//! library's [`BestReport`]).

use std::io::Write;

use anyhow::Result;
use sibi_solver::query::{best_report, parse_line, BestReport, MoveLabel, MOVES};
use sibi_solver::record::Termination;
use sibi_solver::{PieceSet, Rules, Wdl};

use super::probe::{input_failure, king_capture_sentence, probe_failure, report, Failure};
use super::Exit;
use crate::args::BestArgs;
use crate::catalogue::{cli_lang, facts};
use crate::t;
use crate::text::pad;

/// Reports a failure on stderr and turns it into its exit code.
fn fail(text: &str, f: Failure) -> anyhow::Error {
    report(text, None, &f);
    Exit(f.code).into()
}

/// Opens the table, reads POSITION (optionally followed by `moves …`), and prints its value,
/// its ranked moves, the best move(s) and the principal variation, in the CLI's language.
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
    let lang = cli_lang();
    if let Some((before, mv)) = line.line.king_capture() {
        let position = format!("{before} {MOVES} {mv}");
        writeln!(out, "{}", t!(lang, "best-position", position = position))?;
        writeln!(
            out,
            "{}",
            t!(
                lang,
                "best-value-over",
                value = facts::value_short(lang, sibi_solver::Value::Loss(0)),
                side = before.side_to_move().other().to_string(),
                why = king_capture_sentence(before, mv)
            )
        )?;
        let board = t!(lang, "best-final-board-before", move = mv.to_string());
        writeln!(out, "\n{board}")?;
        out.write_all(
            crate::render::board(crate::catalogue::cli_lang(), before, rules).as_bytes(),
        )?;
        return Ok(());
    }
    let pos = *line.line.last_position();
    let value = facts::value_short(lang, report.probe.value);
    let side = pos.side_to_move().to_string();
    writeln!(
        out,
        "{}",
        t!(lang, "best-position", position = pos.to_string())
    )?;
    if let Some(reason) = pos.game_over(rules) {
        let why = facts::game_over(lang, reason, pos.side_to_move());
        let line = t!(
            lang,
            "best-value-over-to-move",
            value = value,
            side = side,
            why = why
        );
        writeln!(out, "{line}")?;
        writeln!(out, "\n{}", t!(lang, "best-final-board"))?;
        out.write_all(crate::render::board(crate::catalogue::cli_lang(), &pos, rules).as_bytes())?;
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        t!(lang, "best-value", value = value, side = &side)
    )?;
    writeln!(out, "\n{}", t!(lang, "best-moves", side = &side))?;
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
        let title = t!(lang, "best-group", kind = title, n = group.len());
        writeln!(out, "  {title}")?;
        for m in group {
            writeln!(out, "{}", move_line(m))?;
        }
    }
    let names: Vec<String> = report.best.iter().map(|m| m.mv.to_string()).collect();
    let best = t!(
        lang,
        "best-best",
        moves = names.join(" "),
        value = facts::value_short(lang, report.best[0].value)
    );
    writeln!(out, "\n{best}")?;
    write_pv(&mut out, &report, rules)?;
    Ok(())
}

/// `    B2C2   win in 5 plies   子 B2 → C2 (子x)`.
fn move_line(m: &MoveLabel) -> String {
    format!(
        "    {} {} {}",
        pad(&m.mv.to_string(), 6, false),
        pad(&facts::value_short(cli_lang(), m.value), 16, false),
        m.hanja
    )
}

/// The principal variation, how it ends, and the final board.
fn write_pv(out: &mut impl Write, report: &BestReport, rules: Rules) -> Result<()> {
    let Some(pv) = &report.pv else {
        return Ok(());
    };
    let lang = cli_lang();
    let n = pv.moves.len();
    writeln!(out, "\n{}", t!(lang, "best-pv", n = n))?;
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
            "  {:>3}. {}  {} {} {}",
            i + 1,
            pad(&facts::player(lang, before[i].side_to_move()), 5, false),
            pad(&m.mv.to_string(), 6, false),
            pad(&facts::value_short(lang, m.value), 16, false),
            m.hanja
        )?;
    }
    let end = match (pv.end, pv.final_position) {
        (Termination::KingCapture, _) => king_capture_sentence(&before[n - 1], pv.moves[n - 1].mv),
        (Termination::Repetition, Some(last)) => {
            let k = before.iter().position(|p| *p == last).unwrap_or(0);
            t!(lang, "best-end-repetition", ply = k + 1)
        }
        (Termination::Unfinished, _) => t!(lang, "best-end-cut", n = n),
        (t, Some(last)) => t
            .board()
            .map(|end| facts::game_over(lang, end, last.side_to_move()))
            .unwrap_or_default(),
        (_, None) => String::new(),
    };
    // A sentence in Korean ends with its period (`끝: … 이겼습니다.`).
    let end = crate::text::sentence(lang, &end);
    writeln!(out, "{}", t!(lang, "best-end", end = end))?;
    writeln!(out, "\n{}", t!(lang, "best-final-board"))?;
    match pv.final_position {
        Some(last) => out.write_all(
            crate::render::board(crate::catalogue::cli_lang(), &last, rules).as_bytes(),
        )?,
        None => {
            let mv = pv.moves[n - 1].mv.to_string();
            writeln!(out, "{}", t!(lang, "best-before-capture", move = mv))?;
            out.write_all(
                crate::render::board(crate::catalogue::cli_lang(), &before[n - 1], rules)
                    .as_bytes(),
            )?;
        }
    }
    Ok(())
}
