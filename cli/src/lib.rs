//! The library behind the `sibi` binary (`src/main.rs`): its commands and the `sibi serve`
//! router, exposed so that the fuzz targets (`fuzz/`, docs/reliability.md) can drive the
//! server's router without a socket. Not a stable API: the game itself lives in `sibi-solver`.

pub mod args;
pub mod catalogue;
pub mod commands;
mod correction;
mod generate;
pub mod help;
mod numbers;
pub mod output;
mod position_arg;
mod progress;
mod render;
pub mod serve;
mod table;
pub mod text;

/// Exit code for bad input (malformed or impossible position, bad option values), as clap
/// uses for its own usage errors.
pub const EXIT_BAD_INPUT: u8 = 2;
/// Exit code for an I/O failure other than a closed pipe, and for a table that fails
/// `sibi verify`.
pub const EXIT_IO: u8 = 1;

/// A failure already reported on stderr: `main` only exits with this code.
#[derive(Debug)]
pub struct Exit(pub u8);

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "exit code {}", self.0)
    }
}

impl std::error::Error for Exit {}
