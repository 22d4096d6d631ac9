//! `sibi completions SHELL`: the shell's completion script, generated from the clap
//! definitions by clap_complete (so it knows every command, option and value the parser does).

use std::io::Write;

use anyhow::Result;

use crate::args::CompletionsArgs;
use crate::catalogue::cli_lang;

/// Prints the completion script of `args.shell` on stdout, its descriptions in the CLI's
/// language ([`crate::help`]).
///
/// # Errors
/// A failed write to stdout (a closed pipe is `main`'s to forgive).
pub fn run(args: &CompletionsArgs) -> Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::help::completion_command(cli_lang()),
        "sibi",
        &mut script,
    );
    let mut out = std::io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(())
}
