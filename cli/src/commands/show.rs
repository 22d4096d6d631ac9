//! `sibi show`: the board as the broadcasts draw it.

use std::io::Write;

use anyhow::Result;
use sibi_solver::{PieceSet, Rules};

use crate::args::ShowArgs;
use crate::position_arg::position_from_args;

/// Prints the drawing of the position given in `args`.
pub fn run(args: &ShowArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let pos = position_from_args(&args.position, rules, pieces)?;
    let mut out = std::io::stdout().lock();
    out.write_all(crate::render::board(crate::catalogue::cli_lang(), &pos, rules).as_bytes())?;
    out.flush()?;
    Ok(())
}
