//! The library behind the `sibi` binary (`src/main.rs`): its arguments, help and commands.
//! Not a stable API: the game lives in `sibi-solver`, the words of both front ends in
//! `sibi-words`, the web application of `sibi serve` in `sibi-web`.

pub mod args;
pub mod commands;
mod generate;
pub mod help;
mod position_arg;
mod table;

// The words of both front ends, reached from this crate's modules as `crate::catalogue`,
// `crate::t!`, … .
pub use sibi_words::{catalogue, correction, numbers, output, progress, render, t, text};
pub use sibi_words::{Exit, EXIT_BAD_INPUT, EXIT_IO};
