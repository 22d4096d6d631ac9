//! The library behind the `sibi` binary (`src/main.rs`): its commands and the `sibi serve`
//! router, exposed so that the fuzz targets (`fuzz/`, README "Reliability") can drive the
//! server's router without a socket. Not a stable API: the game itself lives in `sibi-solver`.

pub mod args;
pub mod commands;
mod position_arg;
mod progress;
mod render;
pub mod serve;
mod table;
mod text;

/// Exit code for bad input (malformed or impossible position, bad option values), as clap
/// uses for its own usage errors.
pub const EXIT_BAD_INPUT: u8 = 2;
/// Exit code for an I/O failure other than a closed pipe, and for a table that fails
/// `sibi verify`.
pub const EXIT_IO: u8 = 1;
