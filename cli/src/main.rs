//! `sibi`: the command-line tool of the sibi project (십이장기 / Dōbutsu shōgi solver).
//!
//! This file only parses the command line and turns errors into exit codes; the commands live
//! in the library (`src/lib.rs`): [`commands`], the clap definitions in [`args`].

use std::process::ExitCode;

use clap::Parser;
use sibi_cli::catalogue::{cli_lang, errors};
use sibi_cli::text::{clean, error_line};
use sibi_cli::{args, commands, EXIT_BAD_INPUT, EXIT_IO};

/// Every error goes to stderr in the CLI's language (each cause in words,
/// [`errors::chain`]) through [`clean`] (the library's echo policy), whatever input it quotes:
/// a file name, a move, an argument.
fn main() -> ExitCode {
    let cli = args::Cli::parse();
    match commands::run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            if let Some(sibi_cli::Exit(code)) = err.downcast_ref::<sibi_cli::Exit>() {
                return ExitCode::from(*code);
            }
            if let Some(io) = err.downcast_ref::<std::io::Error>() {
                if io.kind() == std::io::ErrorKind::BrokenPipe {
                    // `sibi moves … | head`: the reader has what it wanted.
                    return ExitCode::SUCCESS;
                }
                eprintln!("{}", error_line(&clean(&errors::chain(cli_lang(), &err))));
                return ExitCode::from(EXIT_IO);
            }
            eprintln!("{}", error_line(&clean(&errors::chain(cli_lang(), &err))));
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}
