//! The arguments and help of the commands that play games: `sibi play`, `sibi puzzles` and
//! `sibi selfplay`.

use std::path::PathBuf;

use clap::Args;

use super::TablebaseOpts;

/// `sibi play --help`.
pub const PLAY_LONG_ABOUT: &str = "\
Plays a game against the engine in the terminal, from POSITION (default: the start position,
player a to move). You play --side (a or d); the engine plays the other side at --level (1 =
random moves … 10 = perfect play, 11 = perfect and pressing: docs/cli.md, \"Playing levels\"). The board is drawn as
`sibi show` draws it after every move.

At the prompt type a move in any notation sibi reads: canonical (B2C2, B2-C2, P*B1), Hanja or
Hangul (子*B1, 자*B1, 子B2C2), or a command:
  undo   take back your last move and the engine's reply
  best   the best moves here, with their labels (plies)
  draw   stop as a draw by repetition (once the position has come round a third time)
  quit   stop (also end of input, Ctrl-D)
  help   this list
A move that cannot be read or is not legal is refused with the reason, and so is a line longer
than 4096 bytes or not UTF-8; the game goes on.

On exit (the game's end, quit, the end of the input, or Ctrl-C, SIGTERM or SIGHUP at the
prompt: then the exit code is 128 + the signal's number) the game is written as a canonical
record (format 2, data/broadcast/FORMAT.md) to --record FILE, by default to
sibi-play-YYYYMMDD-HHMMSS.gibo (UTC) in the data folder beside the tables ($SIBI_TABLEBASE_DIR,
else ${XDG_DATA_HOME:-$HOME/.local/share}/sibi; created if missing), and the file is named on
stderr; `sibi annotate FILE` reads it. The engine's move at ply k is drawn with the seed
--seed + k, so a game replays from its seed.";

/// `sibi play` examples.
pub const PLAY_AFTER_HELP: &str = "\
Examples:
  sibi play                               # you are a, level 5, from the start
  sibi play --level 10 --side d
  sibi play --pieces GMP --level 3 '4/KP1k/4 Gm a'
  sibi play --record game.gibo && sibi annotate game.gibo";

/// Arguments of `sibi play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The engine's level, 1 (random moves) to 10 (perfect play), or 11 (perfect and pressing).
    #[arg(long, value_name = "N", default_value = "5")]
    pub level: sibi_solver::query::play::Level,

    /// Your side: a (camp file A) or d (camp file D).
    #[arg(long, value_name = "a|d", default_value = "a", value_parser = ["a", "d"])]
    pub side: String,

    /// Where to write the game's record on exit (default: a dated file in the data folder,
    /// beside the tables; its path is printed).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,

    /// Replace an existing output file even when it is not the same kind of output (a file
    /// sibi did not write, say). Devices, FIFOs, sockets, folders and the command's own inputs
    /// are refused all the same.
    #[arg(long)]
    pub force: bool,

    /// Seed of the engine's moves (default: from the clock; written in the record).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The start, as position text (quoted or as three arguments; default: the start position,
    /// a to move).
    #[arg(value_name = "POSITION", num_args = 0..)]
    pub position: Vec<String>,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
}

/// `sibi puzzles --help`.
pub const PUZZLES_LONG_ABOUT: &str = "\
Finds the puzzles of the table: positions won in exactly N plies (N >= 2) where, at every ply
of the winner after every longest defence, exactly one move wins at all (every other move
draws or loses) — except at the winner's last ply (win 1: every king capture counts; win 2:
every entry of the king into the enemy camp that the defender cannot answer, the try then
holding). Trivial positions are left out: an immediate king capture (win 1), and a winner that
owns more than half the pieces other than the kings (for GGMMPP: four or more of the six, as
kaorahi's Dobutsu app rejects them).

By default only positions reachable from the start (docs/RULES.md, \"Reachable positions\", the
published convention of `sibi stats`: a position and its mirror image once); --any searches
every legal position (mirror images once). A piece set smaller than the full one has no start:
every legal position is searched.

Prints the counts per length (positions won in N plies that pass the filter, and of them
puzzles), then --count puzzles drawn with --seed (of length --plies, or of any length), each
with its position text and its solution: the winner's only winning move at each ply and, after
it, every longest defence of the defender. --json prints one object with the same in the
library's schema.

--build writes the puzzle file that `sibi serve` reads for its /puzzles page (default: beside
the table, TABLE.puzzles.json): the counts and up to 500 puzzles of each length drawn with
--seed. The table is read whole into memory and searched (about 0.55 GiB at the peak for the
full game); the pass uses all cores (RAYON_NUM_THREADS limits them).";

/// `sibi puzzles` examples.
pub const PUZZLES_AFTER_HELP: &str = "\
Examples:
  sibi puzzles                          # counts per length and 3 puzzles of any length
  sibi puzzles --plies 7 --count 5 --seed 42
  sibi puzzles --plies 9 --json
  sibi puzzles --build                  # the puzzle file for sibi serve
  sibi puzzles --any --pieces GMP";

/// The kind of puzzle `sibi puzzles --kind` counts and lists.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleKind {
    /// The winning puzzles.
    #[value(name = "win")]
    Win,
    /// The holding puzzles.
    #[value(name = "hold")]
    Hold,
}

/// Arguments of `sibi puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// Only puzzles of this length, in plies (2 or more).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(2..))]
    pub plies: Option<u16>,

    /// With --kind hold: only holding puzzles whose chain is this long, in turns of the
    /// defender (1 or more).
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    pub turns: Option<u16>,

    /// How many puzzles to list.
    #[arg(long, value_name = "K", default_value_t = 3)]
    pub count: usize,

    /// Seed of the draw: the same seed gives the same puzzles.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,

    /// Search every legal position, not only those reachable from the start.
    #[arg(long)]
    pub any: bool,

    /// Which puzzles to count and list: win (the winning puzzles) or hold (the holding
    /// puzzles: the only move that keeps the draw, for one or more turns).
    #[arg(long, value_enum, value_name = "KIND", default_value = "win")]
    pub kind: PuzzleKind,

    /// Write the puzzle file for `sibi serve` (see --output).
    #[arg(long)]
    pub build: bool,

    /// Where --build writes the puzzle file (default: beside the table, TABLE.puzzles.json).
    #[arg(long, value_name = "FILE", requires = "build")]
    pub output: Option<PathBuf>,

    /// Replace an existing output file even when it is not the same kind of output (a file
    /// sibi did not write, say). Devices, FIFOs, sockets, folders and the command's own inputs
    /// are refused all the same.
    #[arg(long)]
    pub force: bool,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
}

/// `sibi selfplay --help`.
pub const SELFPLAY_LONG_ABOUT: &str = "\
Plays every strength level (1 = random moves … 10 = perfect play; the model is in docs/cli.md,
\"Playing levels\"), or those of --levels (11 = perfect and pressing among them), against every
other, N games per pair, and prints the table of scores:
the row level's score against the column level in %, wins + ½ draws; then each level against
the one below it with a 95 % interval, and what each level did in its games.

Start positions are drawn uniformly (with replacement) from the drawn positions reachable from
the start (docs/RULES.md, \"Reachable positions\", the published convention: 2,427,497 for the
full game; for a smaller piece set, every drawn position of its table), one per game; in even games
the lower level moves first, in odd games the higher. A game stops at a king capture, the try,
no legal move, or after --max-plies plies, when it is scored as a draw.

Games are independent, so the 95 % interval of a pair's score is ±1.96·√(v/N) (v the variance
of the game scores; never more than ±1.96·0.5/√N, ±4.9 points for the default N = 400). Game g
of levels lo < hi uses the generator Rng::new(mix(SEED) ^ mix((lo·256 + hi)·2³² + g)): its
first number below the number of starts picks the start, the next is the seed of
sibi_solver::query::play::play_game, so every game can be replayed.

The table is read whole into memory and the reachable positions searched once (about 0.5 GiB
at the peak and about a minute on 2 cores for the full game); the games use all cores
(RAYON_NUM_THREADS limits them).";

/// `sibi selfplay` examples.
pub const SELFPLAY_AFTER_HELP: &str = "\
Examples:
  sibi selfplay                        # 400 games per pair, seed 1
  sibi selfplay --games 1000 --seed 7 --json > levels.json
  sibi selfplay --levels 8,9,10,11 --games 2000
  sibi selfplay --pieces GMP --games 100";

/// Arguments of `sibi selfplay`.
#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// Games per pair of levels (half with each level moving first).
    #[arg(long, value_name = "N", default_value_t = 400,
          value_parser = clap::value_parser!(u32).range(2..))]
    pub games: u32,

    /// Seed of the whole run: the same seed gives the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// Cut a game after this many plies and score it as a draw.
    #[arg(long, value_name = "N", default_value_t = 300)]
    pub max_plies: usize,

    /// Play only these levels, each against each other (comma-separated, at least two
    /// different ones, 1–11; 11 is perfect and pressing). Default: 1 to 10.
    #[arg(long, value_name = "L,L,…", value_delimiter = ',', num_args = 1..)]
    pub levels: Option<Vec<sibi_solver::query::play::Level>>,

    /// Print one JSON object instead of the tables.
    #[arg(long)]
    pub json: bool,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
}
