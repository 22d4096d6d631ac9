//! The command line, as clap derive definitions.

use clap::{Args, Parser, Subcommand, ValueEnum};
use sibi_solver::{PieceSet, Rules};

const ABOUT: &str =
    "Strong solution of 십이장기 (Twelve Janggi) and Dōbutsu shōgi: rules, notation, perft";

const LONG_ABOUT: &str = "\
sibi strongly solves 십이장기 (Twelve Janggi, the 3×4 game of the Korean show The Genius) and,
as a check against published results, Dōbutsu shōgi. This version has the rules, the notation
and perft; the tablebase commands come later.

POSITION is position text as in RULES.md: <rank 1>/<rank 2>/<rank 3> <hands> <side>
  - each rank lists files A→D; a digit 1–4 is that many empty squares;
  - K G M P H = 王 king, 將 general, 相 minister, 子 pawn, 侯 marquis (promoted 子);
    uppercase for player a (camp file A), lowercase for player d (camp file D);
  - hands: '-' for none, else letters with an optional count 2 (GMp, 2Pg);
  - side to move: a or d.
The start position is 'M2g/KPpk/G2m - a'. Quote it, or give it as three arguments.

Moves are printed in canonical ASCII: B2C2 (a step from B2 to C2), P*B1 (a drop).

Bad input (malformed or impossible position, bad option) prints 'error: …' on stderr,
with the column of the problem, and exits with code 2.";

const EXAMPLES: &str = "\
Examples:
  sibi show                                 # the start position, a to move
  sibi show 'M2g/KPpk/G2m - d'              # the start with d to move first
  sibi moves M2g/KPpk/G2m - a               # unquoted also works
  sibi moves --json 'M2g/K1Pk/G2m P d'
  sibi perft 7
  sibi --rules dobutsu perft 5 --divide";

/// `sibi`: show positions, list legal moves, count perft.
#[derive(Parser, Debug)]
#[command(
    name = "sibi",
    version,
    about = ABOUT,
    long_about = LONG_ABOUT,
    after_help = EXAMPLES,
    propagate_version = true
)]
pub struct Cli {
    /// Rule set and piece set, shared by all commands.
    #[command(flatten)]
    pub game: GameOpts,

    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// Which game is played: rule set and piece set.
#[derive(Args, Debug, Clone)]
pub struct GameOpts {
    /// Rule set: twelve-janggi (drops never into the opponent's camp) or dobutsu (drops on any
    /// empty square).
    #[arg(long, global = true, value_enum, default_value_t = RulesArg::TwelveJanggi)]
    pub rules: RulesArg,

    /// The non-king pieces in play (each on the board or in a hand), as letters G M P, at most
    /// two of each, or '-' for kings only; positions must have exactly these pieces.
    #[arg(long, global = true, value_name = "SET", default_value = "GGMMPP")]
    pub pieces: PieceSet,
}

/// The rule set, as clap sees it.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesArg {
    /// 십이장기 as played on The Genius (RULES.md).
    TwelveJanggi,
    /// Dōbutsu shōgi: drops on any empty square, the opponent's camp included.
    Dobutsu,
}

impl From<RulesArg> for Rules {
    fn from(r: RulesArg) -> Rules {
        match r {
            RulesArg::TwelveJanggi => Rules::TwelveJanggi,
            RulesArg::Dobutsu => Rules::Dobutsu,
        }
    }
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Draw a position as the broadcasts do: files A–D across, ranks 1–3 down, Hanja pieces.
    #[command(
        long_about = "\
Draw a position as the broadcasts do: files A–D across, ranks 1–3 down, each piece in Hanja
followed by its owner (a or d): 王 king, 將 general, 相 minister, 子 pawn, 侯 marquis.
Then both hands (with counts), the player to move, and whether the game is over (try held:
the player to move has its 王 in the opponent's camp and wins; no legal move: it loses).",
        after_help = "\
Examples:
  sibi show
  sibi show 'M2g/KPpk/G2m - d'
  sibi show M3/K1Pk/G2m Pg a"
    )]
    Show(ShowArgs),

    /// List every legal move with the position after it.
    #[command(
        long_about = "\
List every legal move of the player to move, one per line: the canonical move, a tab, and the
position after it, or 'king-capture' for a move that takes the enemy 王 (it ends the game).

Order (stable): first steps, by origin square then destination square, squares in the order
A1 A2 A3 B1 B2 B3 C1 … D3; then drops, by piece (將 G, 相 M, 子 P) then square.

When the game is already over at POSITION (try held, or no legal move), nothing is listed:
the text form says so on stderr and exits 0; --json prints one line
{\"game_over\": \"try\"} or {\"game_over\": \"no-legal-move\"}.",
        after_help = "\
Examples:
  sibi moves 'M2g/KPpk/G2m - a'
  sibi moves --json M2g/KPpk/G2m - a
  sibi --rules dobutsu moves 'M3/K1Pk/G2m Pg a'"
    )]
    Moves(MovesArgs),

    /// Count the leaves of the game tree (perft) to each depth 1..DEPTH.
    #[command(
        long_about = "\
Count the leaves of the game tree (perft), as RULES.md defines it: perft(p, 0) = 1; for
n ≥ 1 it is 0 when the game is over at p (try held), otherwise the sum over legal moves of:
1 for a king capture at n = 1, 0 for a king capture deeper, else perft(p after the move, n − 1).

Prints one line '<depth> <count>' for each depth 1..DEPTH. With --divide, prints instead
'<move> <count>' for each first move at DEPTH, then 'total <count>'. Uses all cores
(RAYON_NUM_THREADS limits them).",
        after_help = "\
Examples:
  sibi perft 7
  sibi perft 4 'M2g/KPpk/G2m - d'
  sibi --rules dobutsu perft 5 --divide"
    )]
    Perft(PerftArgs),
}

/// Arguments of `sibi show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    /// Position text, quoted or as three arguments (default: the start, a to move).
    #[arg(value_name = "POSITION", num_args = 0..)]
    pub position: Vec<String>,
}

/// Arguments of `sibi moves`.
#[derive(Args, Debug)]
pub struct MovesArgs {
    /// Position text, quoted or as three arguments (default: the start, a to move).
    #[arg(value_name = "POSITION", num_args = 0..)]
    pub position: Vec<String>,

    /// Print JSON lines {"move", "position" (null after a king capture), "captures_king"}.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `sibi perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Deepest depth to count, in plies (at least 1).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: u32,

    /// Position text, quoted or as three arguments (default: the start, a to move).
    #[arg(value_name = "POSITION", num_args = 0..)]
    pub position: Vec<String>,

    /// Print the count under each first move at DEPTH, then the total.
    #[arg(long)]
    pub divide: bool,
}
