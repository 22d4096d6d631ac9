//! The subcommands of `sibi`, one module each.

mod generate;
mod moves;
mod perft;
mod show;
mod stats;

use anyhow::Result;
use sibi_solver::{Color, GameOver, Position};

use crate::args::{Cli, Command};

/// Runs the command chosen on the command line, writing to stdout (results) and stderr
/// (notes).
///
/// # Errors
/// Bad input (position text, impossible position), a missing or mismatched table, and I/O
/// errors, for `main` to report.
pub fn run(cli: &Cli) -> Result<()> {
    let rules = cli.game.rules.into();
    let pieces = cli.game.pieces;
    match &cli.command {
        Command::Show(args) => show::run(args, rules, pieces),
        Command::Moves(args) => moves::run(args, rules, pieces),
        Command::Perft(args) => perft::run(args, rules, pieces),
        Command::Generate(args) => generate::run(args, rules, pieces),
        Command::Stats(args) => stats::run(args, rules, pieces),
    }
}

/// A sentence on why the game is over at `pos` (whose player to move is `side`).
pub(crate) fn game_over_sentence(pos: &Position, reason: GameOver) -> String {
    let side = pos.side_to_move();
    let other = side.other();
    match reason {
        GameOver::Try => format!(
            "player {side}'s 王 stands in player {other}'s camp ({}) at the start of its turn: \
             the try is held, player {side} wins",
            camp_name(other)
        ),
        GameOver::NoLegalMove => {
            format!("player {side} has no legal move: player {other} wins")
        }
    }
}

/// `file A` / `file D`.
fn camp_name(color: Color) -> &'static str {
    match color {
        Color::A => "file A",
        Color::D => "file D",
    }
}
