//! `sibi`: the command-line tool of the sibi project (십이장기 / Dōbutsu shōgi solver).
//!
//! This file only parses the command line and turns errors into exit codes; the commands live
//! in [`commands`], the clap definitions in [`args`].

mod args;
mod commands;
mod position_arg;
mod progress;
mod render;
mod serve;
mod table;
mod text;

use std::process::ExitCode;

use clap::Parser;

/// Exit code for bad input (malformed or impossible position, bad option values), as clap
/// uses for its own usage errors.
pub(crate) const EXIT_BAD_INPUT: u8 = 2;
/// Exit code for an I/O failure other than a closed pipe, and for a table that fails
/// `sibi verify`.
pub(crate) const EXIT_IO: u8 = 1;

fn main() -> ExitCode {
    let cli = args::Cli::parse();
    match commands::run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            if let Some(commands::Exit(code)) = err.downcast_ref::<commands::Exit>() {
                return ExitCode::from(*code);
            }
            if let Some(io) = err.downcast_ref::<std::io::Error>() {
                if io.kind() == std::io::ErrorKind::BrokenPipe {
                    // `sibi moves … | head`: the reader has what it wanted.
                    return ExitCode::SUCCESS;
                }
                eprintln!("error: {err:#}");
                return ExitCode::from(EXIT_IO);
            }
            eprintln!("error: {err:#}");
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}
