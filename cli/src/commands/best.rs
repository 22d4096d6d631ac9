//! `sibi best`: the value of a position, every legal move ranked, the best move(s) and the
//! principal variation with the final board — text for people, or one JSON object.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;
use sibi_solver::notation::move_hanja;
use sibi_solver::probe::{position_value, principal_variation, rank_moves, Pv, PvEnd, RankedMove};
use sibi_solver::retro::Value;
use sibi_solver::tablebase::{self, ProbeError, Tablebase};
use sibi_solver::{GameOver, Move, PieceSet, Position, Rules};

use super::probe::{king_capture_sentence, parse_input, probe_failure, Failure, Input, MOVES};
use super::show::render;
use super::Exit;
use crate::args::BestArgs;

/// One move in `--json`: in `moves`, `best` and `pv.moves`.
#[derive(Serialize)]
struct MoveJson {
    /// Canonical move text (`B2C2`, `P*B1`).
    #[serde(rename = "move")]
    mv: String,
    /// Broadcast form in Hanja (`相 A1 → B2 (子x)`).
    hanja: String,
    /// `win`/`loss`/`draw` for the player making the move, counted from the position before it.
    wdl: &'static str,
    /// Plies to the end from the position before the move; `null` for a draw.
    dtm: Option<u16>,
    /// The position after the move; `null` when it captures the 王.
    position_after: Option<String>,
}

/// The value of a position in `--json`.
#[derive(Serialize)]
struct ValueJson {
    wdl: &'static str,
    dtm: Option<u16>,
}

/// The principal variation in `--json`.
#[derive(Serialize)]
struct PvJson {
    moves: Vec<MoveJson>,
    /// `king-capture`, `try`, `no-legal-move`, `repetition` or `cut`.
    end: &'static str,
    /// The position where the line stops; `null` after a king capture.
    final_position: Option<String>,
}

/// The whole `--json` answer.
#[derive(Serialize)]
struct BestJson {
    position: String,
    value: ValueJson,
    game_over: bool,
    /// `try`, `no-legal-move`, `king-capture`, or `null` when the game is on.
    reason: Option<&'static str>,
    moves: Vec<MoveJson>,
    best: Vec<MoveJson>,
    pv: PvJson,
}

fn wdl(v: Value) -> (&'static str, Option<u16>) {
    match v {
        Value::Win(n) => ("win", Some(n)),
        Value::Loss(n) => ("loss", Some(n)),
        Value::Draw => ("draw", None),
    }
}

fn move_json(pos: &Position, m: &RankedMove) -> MoveJson {
    let (wdl, dtm) = wdl(m.value);
    MoveJson {
        mv: m.mv.to_string(),
        hanja: move_hanja(pos, m.mv),
        wdl,
        dtm,
        position_after: m.after.map(|p| p.to_string()),
    }
}

/// Reports a failure on stderr and turns it into its exit code.
fn fail(text: &str, f: Failure) -> anyhow::Error {
    eprintln!("error: {text:?}: {}", f.reason);
    if let Some(detail) = &f.detail {
        eprintln!("{detail}");
    }
    Exit(f.code).into()
}

/// Opens the table, reads POSITION (optionally followed by `moves …`), and prints its value,
/// its ranked moves, the best move(s) and the principal variation.
pub fn run(args: &BestArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let path = tablebase::locate(args.table.tablebase.as_deref(), rules, pieces);
    let table = Tablebase::open(&path, rules, pieces)?;
    let text = args.position.join(" ");
    let input = parse_input(&text, rules, pieces).map_err(|f| fail(&text, f))?;
    let lookup = |e: ProbeError| fail(&text, probe_failure(e));
    let mut out = std::io::stdout().lock();
    let pos = match input {
        Input::KingCaptured { before, mv } => {
            return king_captured(&mut out, &before, mv, rules, args.json);
        }
        Input::Position(pos) => pos,
    };
    let value = position_value(&table, &pos, rules).map_err(lookup)?;
    let ranked = rank_moves(&table, &pos, rules).map_err(lookup)?;
    let best: Vec<RankedMove> = ranked
        .iter()
        .take_while(|m| m.value == ranked[0].value)
        .copied()
        .collect();
    let pv = principal_variation(&table, &pos, rules, args.max_plies).map_err(lookup)?;
    let over = pos.game_over(rules);
    if args.json {
        let (w, dtm) = wdl(value);
        let answer = BestJson {
            position: pos.to_string(),
            value: ValueJson { wdl: w, dtm },
            game_over: over.is_some(),
            reason: over.map(over_name),
            moves: ranked.iter().map(|m| move_json(&pos, m)).collect(),
            best: best.iter().map(|m| move_json(&pos, m)).collect(),
            pv: PvJson {
                moves: pv
                    .moves
                    .iter()
                    .zip(&pv.positions)
                    .map(|(m, p)| move_json(p, m))
                    .collect(),
                end: end_name(pv.end),
                final_position: pv.last.map(|p| p.to_string()),
            },
        };
        serde_json::to_writer(&mut out, &answer)?;
        writeln!(out)?;
        return Ok(());
    }
    let side = pos.side_to_move();
    writeln!(out, "position: {pos}")?;
    match over {
        Some(reason) => writeln!(
            out,
            "value:    {value} for player {side} (to move); game over: {}",
            super::game_over_sentence(&pos, reason)
        )?,
        None => writeln!(out, "value:    {value} for player {side} (to move)")?,
    }
    if over.is_some() {
        writeln!(out, "\nfinal board:")?;
        out.write_all(render(&pos, rules).as_bytes())?;
        return Ok(());
    }
    writeln!(
        out,
        "\nmoves of player {side}, labelled for player {side} counting from this position:"
    )?;
    for (title, kind) in [("winning", "win"), ("drawing", "draw"), ("losing", "loss")] {
        let group: Vec<&RankedMove> = ranked.iter().filter(|m| wdl(m.value).0 == kind).collect();
        writeln!(out, "  {title} ({}):", group.len())?;
        for m in group {
            writeln!(out, "{}", move_line(&pos, m))?;
        }
    }
    let names: Vec<String> = best.iter().map(|m| m.mv.to_string()).collect();
    writeln!(out, "\nbest: {} ({})", names.join(" "), best[0].value)?;
    write_pv(&mut out, &pv, rules)?;
    Ok(())
}

/// `    B2C2   win 5     子 B2 → C2 (子x)`.
fn move_line(pos: &Position, m: &RankedMove) -> String {
    format!(
        "    {:<6} {:<9} {}",
        m.mv.to_string(),
        m.value.to_string(),
        move_hanja(pos, m.mv)
    )
}

/// The principal variation, how it ends, and the final board.
fn write_pv(out: &mut impl Write, pv: &Pv, rules: Rules) -> Result<()> {
    let n = pv.moves.len();
    writeln!(
        out,
        "\nprincipal variation ({n} pl{}, both sides perfect):",
        if n == 1 { "y" } else { "ies" }
    )?;
    for (i, (m, p)) in pv.moves.iter().zip(&pv.positions).enumerate() {
        writeln!(
            out,
            "  {:>3}. {}  {:<6} {:<9} {}",
            i + 1,
            p.side_to_move(),
            m.mv.to_string(),
            m.value.to_string(),
            move_hanja(p, m.mv)
        )?;
    }
    let end = match (pv.end, pv.last) {
        (PvEnd::KingCapture, _) => {
            let before = pv.positions[n - 1];
            king_capture_sentence(&before, pv.moves[n - 1].mv)
        }
        (PvEnd::GameOver(reason), Some(last)) => super::game_over_sentence(&last, reason),
        (PvEnd::Repetition, Some(last)) => {
            let k = pv.positions.iter().position(|p| *p == last).unwrap_or(0);
            format!(
                "the position repeats the one before ply {}: perfect play goes round, a draw",
                k + 1
            )
        }
        (PvEnd::Cut, _) => format!("cut after {n} plies (--max-plies)"),
        (_, None) => String::new(),
    };
    writeln!(out, "end: {end}")?;
    writeln!(out, "\nfinal board:")?;
    match pv.last {
        Some(last) => out.write_all(render(&last, rules).as_bytes())?,
        None => {
            let before = pv.positions[n - 1];
            writeln!(out, "(before the capture {})", pv.moves[n - 1].mv)?;
            out.write_all(render(&before, rules).as_bytes())?;
        }
    }
    Ok(())
}

/// The answer when the input's last move captured the 王: the game is over.
fn king_captured(
    out: &mut impl Write,
    before: &Position,
    mv: Move,
    rules: Rules,
    json: bool,
) -> Result<()> {
    let position = format!("{before} {MOVES} {mv}");
    if json {
        let answer = BestJson {
            position,
            value: ValueJson {
                wdl: "loss",
                dtm: Some(0),
            },
            game_over: true,
            reason: Some("king-capture"),
            moves: Vec::new(),
            best: Vec::new(),
            pv: PvJson {
                moves: Vec::new(),
                end: "king-capture",
                final_position: None,
            },
        };
        serde_json::to_writer(&mut *out, &answer)?;
        writeln!(out)?;
    } else {
        writeln!(out, "position: {position}")?;
        writeln!(
            out,
            "value:    loss 0 for player {}; game over: {}",
            before.side_to_move().other(),
            king_capture_sentence(before, mv)
        )?;
        writeln!(out, "\nfinal board (before the capture {mv}):")?;
        out.write_all(render(before, rules).as_bytes())?;
    }
    Ok(())
}

fn over_name(reason: GameOver) -> &'static str {
    match reason {
        GameOver::Try => "try",
        GameOver::NoLegalMove => "no-legal-move",
    }
}

fn end_name(end: PvEnd) -> &'static str {
    match end {
        PvEnd::KingCapture => "king-capture",
        PvEnd::GameOver(reason) => over_name(reason),
        PvEnd::Repetition => "repetition",
        PvEnd::Cut => "cut",
    }
}
