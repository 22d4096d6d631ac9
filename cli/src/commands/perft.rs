//! `sibi perft`: leaf counts of the game tree, as docs/RULES.md defines perft.

use std::io::Write;

use anyhow::Result;
use sibi_solver::{perft_divide, perft_parallel, PieceSet, Rules};

use crate::args::PerftArgs;
use crate::catalogue::{cli_lang, facts};
use crate::position_arg::position_from_args;
use crate::t;
use crate::text::note_line;

/// Prints `<depth> <count>` for each depth 1..=DEPTH, or with `--divide` the count under each
/// first move at DEPTH and the total (words in the CLI's language). Uses every rayon thread.
pub fn run(args: &PerftArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    let pos = position_from_args(&args.position, rules, pieces)?;
    if let Some(reason) = pos.game_over(rules) {
        let why = facts::game_over(lang, reason, pos.side_to_move());
        eprintln!("{}", note_line(&t!(lang, "perft-game-over", why = why)));
    }
    let mut out = std::io::stdout().lock();
    if args.divide {
        let divided = perft_divide(&pos, rules, args.depth);
        let mut total = 0u64;
        for (m, n) in &divided {
            writeln!(out, "{m} {n}")?;
            total += n;
        }
        writeln!(out, "{}", t!(lang, "perft-total", n = total.to_string()))?;
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
