//! The subcommands of `sibi`, one module each.

mod annotate;
mod best;
mod completions;
mod info;
pub mod man;
mod moves;
mod perft;
pub(crate) mod play;
mod probe;
pub(crate) mod puzzles;
pub(crate) mod selfplay;
mod serve;
mod show;
mod stats;
mod verify;

pub use crate::Exit;

use anyhow::Result;

use crate::args::{Cli, Command};

/// Runs the command chosen on the command line, writing to stdout (results) and stderr
/// (notes).
///
/// # Errors
/// Bad input (position text, impossible position), a missing or mismatched table, and I/O
/// errors, for `main` to report.
pub fn run(cli: &Cli) -> Result<()> {
    crate::catalogue::set_cli_lang(
        cli.game
            .lang
            .map_or_else(crate::catalogue::Lang::from_env, Into::into),
    );
    let (rules, pieces) = crate::table::game_of(
        cli.game.rules,
        cli.game.pieces,
        cli.command.table_file(),
        cli.command.reads_table(),
    );
    match &cli.command {
        Command::Show(args) => show::run(args, rules, pieces),
        Command::Moves(args) => moves::run(args, rules, pieces),
        Command::Perft(args) => perft::run(args, rules, pieces),
        Command::Generate(args) => crate::generate::run(
            args.output.as_deref(),
            args.threads,
            rules,
            pieces,
            args.force,
        )
        .map(drop),
        Command::Stats(args) => stats::run(args, rules, pieces),
        Command::Probe(args) => probe::run(args, rules, pieces),
        Command::Info(args) => info::run(args, rules, pieces),
        Command::Verify(args) => verify::run(args, rules, pieces),
        Command::Best(args) => best::run(args, rules, pieces),
        Command::Annotate(args) => annotate::run(args, rules, pieces),
        Command::Serve(args) => serve::run(args, rules, pieces),
        Command::Selfplay(args) => selfplay::run(args, rules, pieces),
        Command::Puzzles(args) => puzzles::run(args, rules, pieces),
        Command::Play(args) => play::run(args, rules, pieces),
        Command::Completions(args) => completions::run(args),
        Command::Man(args) => man::run(args),
    }
}
