//! `sibi perft`: leaf counts of the game tree, as RULES.md defines perft.

use std::io::Write;

use anyhow::Result;
use sibi_solver::{perft_divide, perft_parallel, PieceSet, Rules};

use crate::args::PerftArgs;
use crate::position_arg::position_from_args;

/// Prints `<depth> <count>` for each depth 1..=DEPTH, or with `--divide` the count under each
/// first move at DEPTH and the total. Uses every rayon thread.
pub fn run(args: &PerftArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let pos = position_from_args(&args.position, rules, pieces)?;
    if let Some(reason) = pos.game_over(rules) {
        eprintln!(
            "note: game over: {}; every count is 0",
            crate::catalogue::facts::game_over(
                crate::catalogue::cli_lang(),
                reason,
                pos.side_to_move()
            )
        );
    }
    let mut out = std::io::stdout().lock();
    if args.divide {
        let divided = perft_divide(&pos, rules, args.depth);
        let mut total = 0u64;
        for (m, n) in &divided {
            writeln!(out, "{m} {n}")?;
            total += n;
        }
        writeln!(out, "total {total}")?;
    } else {
        for depth in 1..=args.depth {
            let n = perft_parallel(&pos, rules, depth);
            writeln!(out, "{depth} {n}")?;
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(())
}
