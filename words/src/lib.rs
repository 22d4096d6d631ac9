//! The words of sibi's two front ends, the `sibi` command line (`cli/`) and the `sibi serve`
//! web application (`web/`): the one English and Korean catalogue ([`catalogue`], Project
//! Fluent) and the rendering of `sibi-solver`'s facts into what a person reads — boards,
//! annotations, value graphs and the JSON of an annotation ([`render`]), numbers ([`numbers`]),
//! the terminal's progress ([`progress`]), refused output paths ([`output`]), a record's
//! correction ([`correction`]), the broadcast games' titles ([`broadcast`]), the frame of a message line ([`text`]) and the pages' short
//! words ([`pages`]).
//!
//! The library knows the game and returns facts; this crate alone turns them into words, so
//! that a page and a report say the same thing in the same terms. Not a stable API: it exists
//! for the two front ends of this workspace.

pub mod broadcast;
pub mod catalogue;
pub mod correction;
pub mod numbers;
pub mod output;
pub mod pages;
pub mod progress;
pub mod render;
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
