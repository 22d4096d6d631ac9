//! `sibi moves`: every legal move and the position after it.

use std::io::{BufWriter, Write};

use anyhow::Result;
use serde::Serialize;
use sibi_solver::query::legal_moves;
use sibi_solver::{GameEnd, PieceSet, Rules};

use crate::args::MovesArgs;
use crate::catalogue::{cli_lang, facts};
use crate::position_arg::position_from_args;
use crate::t;

/// The `--json` line for a position whose game is already over.
#[derive(Serialize)]
struct GameOverLine {
    /// `try` or `no-legal-move`.
    game_over: GameEnd,
}

/// Lists the legal moves of the position in `args`, in [`sibi_solver::Position::legal_moves`]
/// order; what is not a position or a move in the CLI's language.
pub fn run(args: &MovesArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let pos = position_from_args(&args.position, rules, pieces)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    if let Some(game_over) = pos.game_over(rules) {
        if args.json {
            serde_json::to_writer(&mut out, &GameOverLine { game_over })?;
            writeln!(out)?;
        } else {
            let why = facts::game_over(lang, game_over, pos.side_to_move());
            eprintln!("{}", t!(lang, "moves-game-over", why = why));
        }
        out.flush()?;
        return Ok(());
    }
    let king_capture = t!(lang, "moves-king-capture");
    for m in legal_moves(&pos, rules) {
        if args.json {
            serde_json::to_writer(&mut out, &m)?;
            writeln!(out)?;
        } else {
            match m.position {
                Some(after) => writeln!(out, "{}\t{after}", m.mv)?,
                None => writeln!(out, "{}\t{king_capture}", m.mv)?,
            }
        }
    }
    out.flush()?;
    Ok(())
}
