//! `sibi`: the command-line tool of the sibi project (십이장기 / Dōbutsu shōgi solver).
//!
//! This file only parses the command line and turns errors into exit codes; the commands live
//! in the library (`src/lib.rs`): [`commands`], the clap definitions in [`args`].

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::FromArgMatches;
use sibi_cli::catalogue::{cli_lang, errors, Lang};
use sibi_cli::text::{clean, error_line};
use sibi_cli::{args, commands, EXIT_BAD_INPUT, EXIT_IO};

/// Every error goes to stderr in the CLI's language (each cause in words,
/// [`errors::chain`]) through [`clean`] (the library's echo policy), whatever input it quotes:
/// a file name, a move, an argument.
fn main() -> ExitCode {
    // The language is known before clap parses: the help (`--help`, `help CMD`) and clap's
    // refusals are in it.
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = sibi_cli::help::lang_of_args(&argv);
    let mut command = sibi_cli::help::command(lang);
    let parsed = command
        .try_get_matches_from_mut(std::env::args_os())
        .and_then(|mut m| {
            args::Cli::from_arg_matches_mut(&mut m).map_err(|e| e.format(&mut command))
        });
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => return refused(&e, lang, &argv),
    };
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

/// A command line clap refused: help and version are printed as asked (exit 0), in `lang`
/// ([`sibi_cli::help`]); a mistake is clap's own message in English, and in Korean
/// (`--lang ko`, or a Korean `LANG`) the catalogue's words ([`sibi_cli::help::clap_error`]); exit 2
/// either way. The Korean hint names the help of the subcommand the line names
/// ([`sibi_cli::help::help_command`]: `sibi info --help`).
fn refused(e: &clap::Error, lang: Lang, argv: &[String]) -> ExitCode {
    let shown = matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    if shown || lang == Lang::En {
        let _ = e.print();
        return ExitCode::from(if e.use_stderr() { EXIT_BAD_INPUT } else { 0 });
    }
    let message = sibi_cli::text::sentence(lang, &clean(&sibi_cli::help::clap_error(lang, e)));
    eprintln!("{}", sibi_cli::t!(lang, "cli-error", message = message));
    eprintln!();
    let command = sibi_cli::help::help_command(argv);
    eprintln!(
        "{}",
        sibi_cli::t!(lang, "clap-help-hint", command = command)
    );
    ExitCode::from(EXIT_BAD_INPUT)
}
