//! `sibi moves`: every legal move and the position after it.

use std::io::{BufWriter, Write};

use anyhow::Result;
use serde::Serialize;
use sibi_solver::{GameOver, PieceSet, Rules, Successor};

use crate::args::MovesArgs;
use crate::position_arg::position_from_args;

/// One `--json` line for a move.
#[derive(Serialize)]
struct MoveLine {
    /// Canonical move text (`B2C2`, `P*B1`).
    #[serde(rename = "move")]
    mv: String,
    /// Position text after the move; `null` after a king capture.
    position: Option<String>,
    /// Whether the move takes the enemy 王 (and so ends the game).
    captures_king: bool,
}

/// The `--json` line for a position whose game is already over.
#[derive(Serialize)]
struct GameOverLine {
    /// `try` or `no-legal-move`.
    game_over: &'static str,
}

/// Lists the legal moves of the position in `args`, in [`sibi_solver::Position::legal_moves`]
/// order.
pub fn run(args: &MovesArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let pos = position_from_args(&args.position, rules, pieces)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    if let Some(reason) = pos.game_over(rules) {
        if args.json {
            let game_over = match reason {
                GameOver::Try => "try",
                GameOver::NoLegalMove => "no-legal-move",
            };
            serde_json::to_writer(&mut out, &GameOverLine { game_over })?;
            writeln!(out)?;
        } else {
            eprintln!(
                "game over: {}; no moves",
                super::game_over_sentence(&pos, reason)
            );
        }
        out.flush()?;
        return Ok(());
    }
    for m in pos.legal_moves(rules) {
        let after = match pos.play(m) {
            Successor::KingCapture => None,
            Successor::Position(next) => Some(next.to_string()),
        };
        if args.json {
            let line = MoveLine {
                mv: m.to_string(),
                captures_king: after.is_none(),
                position: after,
            };
            serde_json::to_writer(&mut out, &line)?;
            writeln!(out)?;
        } else {
            let after = after.as_deref().unwrap_or("king-capture");
            writeln!(out, "{m}\t{after}")?;
        }
    }
    out.flush()?;
    Ok(())
}
