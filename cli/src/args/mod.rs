//! The command line, as clap derive definitions.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

mod games;
mod serve;

pub use games::*;
pub use serve::*;
use sibi_solver::{PieceSet, Rules};

const ABOUT: &str =
    "Strong solution of 십이장기 (Twelve Janggi) and Dōbutsu shōgi: rules, notation, \
                     perft, tablebase generation and statistics";

const LONG_ABOUT: &str = "\
sibi strongly solves 십이장기 (Twelve Janggi, the 3×4 game of the Korean show The Genius) and,
as a check against published results, Dōbutsu shōgi.

Commands on the rules and the notation:
  `show`          draw a position
  `moves`         list the legal moves of a position
  `perft`         count the game tree
Commands on the tablebase:
  `generate`      solve every position of a rule set and piece set, and write the table
  `probe`         the value of positions, read from the table
  `stats`         statistics of a table
  `info`          the header, sizes and checksum of a table file
  `verify`        check every position of a table
  `best`          every move of a position ranked, and the best line
  `annotate`      replay game records (the broadcast 기보) move by move against the table
  `puzzles`       the puzzles of a table (wins where every move of the winner is forced)
  `serve`         the explorer, a play page, the puzzles and their JSON API in the browser
  `play`          a game against the engine in the terminal
  `selfplay`      the strength levels played against each other
  `completions`   a shell's completion script
  `man`           the manual pages

Tables are found at: --tablebase FILE, else $SIBI_TABLEBASE, else the default path
<folder>/<rules>-<pieces>.sibi, where <folder> is $SIBI_TABLEBASE_DIR, else
${XDG_DATA_HOME:-$HOME/.local/share}/sibi.

POSITION is position text as in docs/RULES.md: <rank 1>/<rank 2>/<rank 3> <hands> <side>
  - each rank lists files A→D; a digit 1–4 is that many empty squares;
  - K G M P H = 王 king, 將 general, 相 minister, 子 pawn, 侯 marquis (promoted 子);
    uppercase for Green (a, camp file A), lowercase for Red (d, camp file D);
  - hands: '-' for none, else letters with an optional count 2 (GMp, 2Pg);
  - side to move: a (Green) or d (Red).
The start position is 'M2g/KPpk/G2m - a'. Quote it, or give it as three arguments.

Moves are printed in canonical ASCII: B2C2 (a step from B2 to C2), P*B1 (a drop).

Bad input (malformed or impossible position, bad option) prints 'error: …' on stderr,
with the column of the problem, and exits with code 2.

The help, the reports and the messages are in English or Korean: --lang, else the language of
LC_ALL, LC_MESSAGES or LANG (ko_KR.UTF-8 is Korean).";

/// `--version`: the program's version and the versions of what it reads. The numbers are
/// literals (clap needs a constant); a test checks them against the constants.
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (tablebase format 2, rules version 1, index sibi-kingclass-cohort-colex version 1)"
);

const EXAMPLES: &str = "\
Examples:
  sibi show                                 # the start position, Green to move
  sibi show 'M2g/KPpk/G2m - d'              # the start with Red to move first
  sibi moves M2g/KPpk/G2m - a               # unquoted also works
  sibi moves --json 'M2g/K1Pk/G2m P d'
  sibi perft 7
  sibi --rules dobutsu perft 5 --divide
  sibi generate --pieces GMP                # a small closed game, in a second
  sibi generate                             # the full 십이장기 table
  sibi stats --pieces GMP --json
  sibi probe 'M2g/KPpk/G2m - a'             # the value of the start (needs the full table)
  sibi probe --pieces GMP --json < positions.txt
  sibi best 'M2g/KPpk/G2m - a'              # every move ranked and the best line
  sibi info                                 # header, sizes and checksum of the table
  sibi verify --pieces GMP                  # check every position of a table
  sibi annotate data/broadcast/*.gibo       # every move of the broadcast games judged
  sibi serve                                # the explorer at http://127.0.0.1:8080/
  sibi puzzles --plies 9                    # puzzles of 9 plies with their solutions
  source <(sibi completions bash)           # completion of commands and options in bash
  sibi man ~/.local/share/man/man1          # the manual pages: man sibi-probe";

/// `sibi`: show positions, list legal moves, count perft.
#[derive(Parser, Debug)]
#[command(
    name = "sibi",
    version = VERSION,
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
    /// empty square). Default: twelve-janggi, or the table file's own when a table is named
    /// with --tablebase (or $SIBI_TABLEBASE).
    #[arg(long, global = true, value_enum)]
    pub rules: Option<Rules>,

    /// The non-king pieces in play (each on the board or in a hand), as letters G M P, at most
    /// two of each, or '-' for kings only; positions must have exactly these pieces. Default:
    /// GGMMPP (the full game), or the table file's own when a table is named.
    #[arg(long, global = true, value_name = "SET")]
    pub pieces: Option<PieceSet>,

    /// Language of the help, the reports and the messages: en (English) or ko (한국어).
    /// Default: the language of LC_ALL, LC_MESSAGES or LANG (ko_KR.UTF-8 is Korean), else
    /// English. JSON output is the same in both.
    #[arg(long, global = true, value_enum)]
    pub lang: Option<LangArg>,
}

/// The language, as clap sees it.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LangArg {
    /// English.
    En,
    /// 한국어 (Korean).
    Ko,
}

impl From<LangArg> for crate::catalogue::Lang {
    fn from(l: LangArg) -> crate::catalogue::Lang {
        match l {
            LangArg::En => crate::catalogue::Lang::En,
            LangArg::Ko => crate::catalogue::Lang::Ko,
        }
    }
}

impl Command {
    /// The table file the command names with `--tablebase FILE` (`sibi info FILE`), if any.
    pub fn table_file(&self) -> Option<&std::path::Path> {
        match self {
            Command::Stats(a) => a.table.tablebase.as_deref(),
            Command::Probe(a) => a.table.tablebase.as_deref(),
            Command::Verify(a) => a.table.tablebase.as_deref(),
            Command::Best(a) => a.table.tablebase.as_deref(),
            Command::Annotate(a) => a.table.tablebase.as_deref(),
            Command::Serve(a) => a.table.tablebase.as_deref(),
            Command::Puzzles(a) => a.table.tablebase.as_deref(),
            Command::Play(a) => a.table.tablebase.as_deref(),
            Command::Info(a) => a.file.as_deref(),
            _ => None,
        }
    }

    /// Whether the command reads a table (so that `$SIBI_TABLEBASE` names it).
    pub fn reads_table(&self) -> bool {
        matches!(
            self,
            Command::Stats(_)
                | Command::Probe(_)
                | Command::Verify(_)
                | Command::Best(_)
                | Command::Annotate(_)
                | Command::Serve(_)
                | Command::Puzzles(_)
                | Command::Play(_)
                | Command::Info(_)
        )
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
Count the leaves of the game tree (perft), as docs/RULES.md defines it: perft(p, 0) = 1; for
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

    /// Solve every position of the rule set and piece set and write the table.
    #[command(
        long_about = "\
Solve every position of the rule set (--rules) and piece set (--pieces; default the full game
GGMMPP) by retrograde analysis: each position gets its value for the player to move, win n,
loss n or draw, n = plies to the end under perfect play (docs/RULES.md). Then write the table.

The table goes to --output FILE, else to the default path (the folder is created):
<folder>/<rules>-<pieces>.sibi, where <folder> is $SIBI_TABLEBASE_DIR, else
${XDG_DATA_HOME:-$HOME/.local/share}/sibi. A table of one rule set or piece set never
overwrites another's. An existing table of the same game is replaced atomically: the file is
written under a temporary name (FILE.tmp), synced and renamed, so an interrupted run leaves the
old table (or none), never a partial one; the next run says that the previous one was
interrupted and removes FILE.tmp. ($SIBI_TABLEBASE, read by the other commands, is not used
here.) The file format is tablebase-format/FORMAT.md; `sibi info` shows its header.

Progress goes to stderr: a bar per phase with rate and ETA on a terminal, one line per phase
otherwise. The summary (positions, win/loss/draw counts, rounds, time, file and size) goes to
stdout. The full 십이장기 table takes about 25 s on 2 cores and 0.34 GiB of memory.",
        after_help = "\
Examples:
  sibi generate --pieces GMP
  sibi generate --threads 1 --pieces P --output /tmp/p.sibi
  sibi generate                             # the full 십이장기 table
  sibi generate --rules dobutsu             # the full Dōbutsu table (a separate file)"
    )]
    Generate(GenerateArgs),

    /// Report on a solved table: counts, distance histogram, longest wins, the start.
    #[command(
        long_about = "\
Report on the solved table of the rule set (--rules) and piece set (--pieces): the number of
positions and their win/loss/draw split for the player to move, the distance histogram (for
each n, the positions worth win n and loss n, in plies), the longest wins with example
positions, the value of the start position with either player moving first, and the positions
reachable from the start with their win/loss/draw split — in the published convention
(positions where the mover can capture the enemy 王, or faces an enemy 王 holding the try, are
counted but not played on; a position and its mirror image count once), played on through
those, and with mirror images counted apart. The start and reachable positions need the full
piece set; the three counts take two searches, minutes on the full game (--reachable published
runs only the published one, under a minute; --reachable none or --no-reachable none).

Positions are counted as docs/RULES.md says: seen from the player to move, mirror images apart,
finished positions (the mover already holds the try: win 0) included.

The histogram is also drawn as an SVG plot with --plot FILE (no file is written unless
asked; an existing FILE is replaced only when it is a graph sibi wrote, or with --force). The
table is read from --tablebase FILE, else $SIBI_TABLEBASE, else the default
path (see `sibi generate --help`); a missing table is an error (exit code 2) that names the
`sibi generate` command that makes it.",
        after_help = "\
Examples:
  sibi stats --pieces GMP
  sibi stats --json > stats.json
  sibi --rules dobutsu stats --plot dobutsu.svg
  sibi stats --tablebase /tmp/p.sibi --pieces P"
    )]
    Stats(StatsArgs),

    /// The value of positions for the player to move, from the table: win N, loss N or draw.
    #[command(
        long_about = "\
The value of each POSITION for the player to move, from the solved table of the rule set
(--rules) and piece set (--pieces): win N, loss N or draw, N = plies to the end of the game
under perfect play (docs/RULES.md, \"Values and distance\"). A finished position is win 0 (the
player to move holds the try) or loss 0 (it has no legal move), and the answer says that the
game is over and why.

A position may be followed by moves: 'POSITION moves B2C2 A1B2 …' is the position after those
moves (canonical or compact move text, one word each). When the last move captures the 王,
the game is over: loss 0 for the player who would move next.

Several positions may be given (each starts with its board, the word with '/'); with none,
positions are read from standard input, one per line, and each is answered on one line, in
order (batch mode for scripts). Output line: the position valued, a tab, its value, and for a
finished position '; game over: <why>'. --json prints one JSON object per line instead:
  {\"input\": TEXT, \"position\": TEXT or null (after a king capture),
   \"value\": {\"wdl\": \"win\"|\"loss\"|\"draw\", \"dtm\": plies or null},
   \"game_over\": true|false, \"reason\": \"try\"|\"no-legal-move\"|\"king-capture\" or null}
A malformed or impossible input gets 'error: …' on stderr with its text and the reason — and,
with --json, the line {\"input\": TEXT, \"error\": REASON} in its place, so that answers stay
aligned with inputs; the other inputs are still answered and the exit code is 2 at the end.

The table is --tablebase FILE, else $SIBI_TABLEBASE, else the default path (see `sibi
generate --help`). Each probe reads at most one compressed block of the file;
positions settled by a one-ply look (a king capture, an enemy 王 holding the mover's camp) are
not stored and are computed instead.",
        after_help = "\
Examples:
  sibi probe 'M2g/KPpk/G2m - a'
  sibi probe M2g/KPpk/G2m - a moves B2C2 D2C2
  sibi probe --pieces GMP 'K1k1/3p/2g1 M a' '2k1/K1gp/M3 - a'
  printf '%s\\n' 'M2g/KPpk/G2m - a' 'M2g/K1Pk/G2m P d' | sibi probe --json"
    )]
    Probe(ProbeArgs),

    /// Show a table file's header, sizes, blocks and checksum.
    #[command(
        long_about = "\
Show what a table file holds, from its header: rule set and rules version, index scheme and
version, piece set, entries, legal positions (counted as docs/RULES.md counts them), value
width and encoding; the file's layout (header, dictionary, blocks, block size, block offset
table), its size in bytes and in bits per legal position and per entry; and the XXH3-64
checksum of the whole file (to compare copies). Opening checks the header and the block offset
table; blocks are checked by `sibi verify`.

FILE defaults to the table of --rules and --pieces ($SIBI_TABLEBASE, else the default path).
Any valid table file is shown, whatever its rule set.",
        after_help = "\
Examples:
  sibi info
  sibi --rules dobutsu info
  sibi info /tmp/p.sibi --json"
    )]
    Info(InfoArgs),

    /// Check every position of a table against its moves (the Bellman check).
    #[command(
        long_about = "\
Check a table: decode every block (each block's checksum is checked), then check that every
position's stored value equals what one ply of search over its children's stored values gives
(docs/RULES.md, \"Values and distance\": win n if some move reaches loss n−1 and none a shorter
loss; loss n if every move reaches a win, the longest being n−1; draw if no move reaches a loss
and some move a draw; the game-over cases). On all cores, with a progress bar on a terminal.

Each mismatch is printed as the position text with the stored and the expected value (up to
--max-mismatches of them), then the count. Exit code 0 only if every position holds; 1 if some
position does not or a block is damaged; 2 when the table cannot be opened (missing, of another
rule set, not a table). The full 십이장기 table needs about 0.33 GiB of memory and half a minute
on two cores.",
        after_help = "\
Examples:
  sibi verify --pieces GMP
  sibi verify --tablebase /tmp/p.sibi --pieces P
  sibi --rules dobutsu verify"
    )]
    Verify(VerifyArgs),

    /// The value of a position, every legal move ranked, the best move(s) and the principal
    /// variation to the end of the game.
    #[command(
        long_about = "\
What a player asks the solved table: who wins at POSITION, in how many plies, and what to play.
Prints, from the table of --rules and --pieces:
  - the verdict for the player to move: win N, loss N or draw (N in plies, docs/RULES.md), or
    that the game is over and why;
  - every legal move, grouped as winning, drawing and losing, each with its label, its
    canonical form and its Hanja broadcast form (相 A1 → B2 (子x));
  - the best move(s): all moves sharing the best label;
  - the principal variation: both sides play the best move (the first listed) until the game
    ends — a won or lost position's line has exactly N plies; for a draw, draw-keeping moves
    until a position repeats, which is said — numbered plies with the side, canonical and Hanja
    forms and each move's label; at most --max-plies plies (then the line is cut);
  - the final board.

A move's label is from the point of view of the player making it, counted from the position
before it (docs/RULES.md, \"Values and distance\"): a move into a position worth loss 4 for the
opponent is win 5, a capture of the 王 is win 1, and the best move's label equals the value.

Order of the moves: winning moves fastest first (win 1 before win 3), then drawing moves, then
losing moves slowest first (loss 8 before loss 2); moves with the same label keep the legal-move
order of `sibi moves` (steps by origin then destination square A1 A2 A3 B1 … D3, then drops by
piece 將 相 子 then square).

POSITION may be followed by moves, 'POSITION moves B2C2 A1B2 …', as for `sibi probe`. Bad input
exits with code 2; a missing table too, with the command that creates it.

--json prints one JSON object (see docs/cli.md, \"JSON output\"):
  {\"input\", \"position\" (null after a king capture), \"value\": VALUE, \"game_over\",
   \"reason\", \"moves\": [MOVE…], \"best\": [MOVE…],
   \"pv\": {\"moves\": [MOVE…], \"end\", \"final_position\"}}
  MOVE = {\"move\", \"hanja\", \"value\": VALUE, \"position_after\" (null for a king capture)}
  VALUE = {\"wdl\": \"win\" | \"loss\" | \"draw\", \"dtm\": plies | null}
  end = \"king-capture\" | \"try\" | \"no-legal-move\" | \"repetition\" | \"cut\"",
        after_help = "\
Examples:
  sibi best 'M2g/KPpk/G2m - a'
  sibi best M2g/KPpk/G2m - a moves B2C2 D2C2
  sibi best --pieces P 'K3/1k2/4 P a' --json"
    )]
    Best(BestArgs),

    /// Replay game records (published tables or canonical records) against the table: the
    /// value before and after every move, the best moves, a verdict per move, and a summary.
    #[command(
        long_about = "\
Replays each FILE, a game record — a broadcast table as published (data/broadcast/*.published.txt)
or a canonical record (data/broadcast/*.gibo, format in data/broadcast/FORMAT.md; a *.gibo file
is always read as one) — from the start position against the table of --rules (the full piece
set GGMMPP: records start from the start position), and prints for every ply:
  - the row of the published table, the player, the move as published and in Hanja;
  - before: the value of the position for the mover (win N / loss N / draw, N in plies);
  - after: the label of the move played, for the mover, counted from the same position
    (docs/RULES.md, \"Values and distance\"), so a best move keeps the value exactly;
  - the verdict:
      best       the label equals the value;
      only move  the one legal move that keeps the value's class (win, draw, loss);  marked !
      mistake    the same class at a worse distance (a slower win, a faster loss); marked ?
      blunder    a worse class (win → draw or loss, draw → loss);                   marked ??
  - for a mistake or a blunder, the best moves instead.
Then a summary: who was theoretically winning over which plies, each blunder with the best move
instead, the mistakes per player, how the game really ended (the record's result, and the board,
with a warning when they disagree), and a one-line verdict.

A record that cannot be played to its end (an illegal move, moves after the end of the game) is
annotated up to the last playable ply; the first unplayable ply is reported with the reason, and
for a published table the corrections the reader suggests (never applied). --correct PLY:MOVE
replaces the move of one ply (canonical text, as `sibi moves` prints it) of the one FILE given,
to annotate a corrected record, which the output says.

A file that cannot be read, or is a record of another rule set than --rules, is reported and the
other files are still annotated; the exit code is then 2. A missing table exits with code 2 and
the command that creates it; a damaged table with code 1. Control characters in a record are
printed as \\u{…}.

--json prints one JSON object per file, on one line (see docs/cli.md, \"JSON output\"):
  {\"file\", \"rules\", \"show\", \"episode\", \"round\", \"players\": {\"a\", \"d\"}, \"first\",
   \"result\": {\"winner\", \"termination\", \"end_note\", \"board\",
              \"disagreement\": {\"record\", \"board\"} | null},
   \"corrected\",
   \"plies\": [{\"ply\", \"row\", \"side\", \"player\", \"published\", \"position\", \"move\", \"hanja\",
               \"before\": VALUE, \"after\": VALUE, \"verdict\", \"best\": [{\"move\", \"hanja\"}],
               \"keeping\"}],
   \"unplayed\", \"illegal\": {\"ply\", \"row\", \"line\", \"side\", \"player\", \"published\",
                          \"recorded\", \"reason\"} | null,
   \"corrections\": [{\"ply\", \"corrected\", \"hanja\", \"change\", …, \"message\"}],
   \"warnings\": [{\"line\", \"row\", \"ply\", \"player\", \"text\", \"kind\", …, \"message\"}],
   \"summary\": {\"phases\": [{\"first_ply\", \"last_ply\", \"winner\"}], \"blunders\": [PLY],
               \"mistakes\": {\"a\", \"d\"}, \"final_winner\", \"final_value\", \"decisive\",
               \"verdict\"}}
  VALUE = {\"wdl\": \"win\" | \"loss\" | \"draw\", \"dtm\": N | null}
  A file that cannot be read gives {\"file\", \"error\"} in its place.",
        after_help = "\
Examples:
  sibi annotate data/broadcast/grand-final-11-round1.gibo
  sibi annotate data/broadcast/*.published.txt --json
  sibi annotate data/broadcast/black-garnet-final.gibo --correct 18:B2A3"
    )]
    Annotate(AnnotateArgs),

    /// Serve the board explorer in the browser and its JSON API (default http://127.0.0.1:8080/).
    #[command(
        long_about = "\
Serves the table of --rules and --pieces on the web: a page per position (/?pos=TEXT; / is the
start, a to move) with the board as the broadcasts draw it, the verdict in words and plies,
every legal move grouped winning / drawing / losing with its label and a link to the position
after it, the principal variation, an edit mode (/edit), in English and Korean; and the JSON
API, the same schema as `sibi best --json` and `sibi annotate --json`:
  GET /api/v1/position?pos=TEXT[&line=1]   value, moves ranked, best moves (and the main line)
  GET /api/v1/mainline?pos=TEXT            the principal variation alone
  GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]   the move a level (1-10) plays
  GET /api/v1/puzzle?plies=N[&seed=S]      a puzzle of N plies and its solution tree
  POST /api/v1/annotate                    a game record (the body) judged move by move
  GET /api/v1/openapi.json                 the OpenAPI 3.1 document of all of these
Bad position text gets 400 {\"error\": …}; a valid position of another piece set 404.
GET /healthz and GET /readyz answer load balancers.
/play is a game against the engine at a chosen level, or between two people at one board; it
works without JavaScript too (every move is a link, and the engine answers after a second).
Puzzles (/puzzles) come from the puzzle file beside the table (sibi puzzles --build); when it is
missing it is built in the background (minutes for the full game; progress on stderr) unless
--no-generate, and until it is ready /puzzles and /api/v1/puzzle answer 503.

The table is opened once and never written. When it is missing it is generated first (with the
usual progress; about half a minute for the full game) unless --no-generate, which exits with code 2
and the command that makes it. A port in use exits with code 2. Ctrl-C stops the server (exit 0).
The server listens on this machine only (127.0.0.1) unless --bind says otherwise.

Every request is logged to stderr, one line when its response is sent (method, path, status,
latency). The default filter is RUST_LOG=sibi=info,sibi_cli=info,sibi_web=info,tower_http=info; set RUST_LOG to
change it (RUST_LOG=off for none, RUST_LOG=tower_http=debug for the requests as they arrive).",
        after_help = "\
Examples:
  sibi serve                          # http://127.0.0.1:8080/, generating the table if needed
  sibi serve --pieces GMP --bind 127.0.0.1:9000
  sibi serve --no-generate --open
  curl 'http://127.0.0.1:8080/api/v1/position?pos=M2g/KPpk/G2m+-+a&line=1'"
    )]
    Serve(ServeArgs),

    /// Play every strength level against every other and print the table of scores.
    #[command(
        long_about = SELFPLAY_LONG_ABOUT,
        after_help = SELFPLAY_AFTER_HELP
    )]
    Selfplay(SelfplayArgs),

    /// Find the puzzles of the table (a win where every move of the winner is forced), count
    /// them per length and list some with their solutions.
    #[command(
        long_about = PUZZLES_LONG_ABOUT,
        after_help = PUZZLES_AFTER_HELP
    )]
    Puzzles(PuzzlesArgs),
    /// Play a game against the engine in the terminal, at a level from 1 to 11.
    #[command(
        long_about = PLAY_LONG_ABOUT,
        after_help = PLAY_AFTER_HELP
    )]
    Play(PlayArgs),

    /// Print the completion script of a shell (bash, zsh, fish, elvish, powershell).
    #[command(
        long_about = "\
Prints the script that makes SHELL complete sibi's commands, options and values as they are
typed (clap_complete). Load it in the running shell, or install it where the shell looks for
completions. The descriptions that zsh, fish, elvish and powershell show are in the language of
the help (--lang, else LC_ALL, LC_MESSAGES or LANG).",
        after_help = "\
Examples:
  source <(sibi completions bash)                          # this bash session
  sibi completions bash > ~/.local/share/bash-completion/completions/sibi
  sibi completions zsh > ~/.zfunc/_sibi                    # with fpath+=~/.zfunc
  sibi completions fish > ~/.config/fish/completions/sibi.fish"
    )]
    Completions(CompletionsArgs),

    /// Write the manual pages (sibi.1, sibi-probe.1, …) into a folder.
    #[command(
        long_about = "\
Writes one manual page per command into DIR, in roff as man reads it (clap_mangen): sibi.1
for the program and its options, and sibi-COMMAND.1 for each command (sibi-probe.1, …). DIR
must be an existing folder. Each page is written under a temporary name and renamed, so that a
reader never sees half a page; an existing page is replaced only when it is a sibi manual page,
or with --force. The pages written are listed on stdout. A missing or unwritable DIR is an
error (exit code 2).

The pages are in the language of the help (--lang, else LC_ALL, LC_MESSAGES or LANG): English
pages go in a man1 folder, Korean pages in a ko/man1 folder, where man finds them for a Korean
LANG.",
        after_help = "\
Examples:
  sibi man ~/.local/share/man/man1          # then: man sibi-probe
  sibi man /tmp/man && man -l /tmp/man/sibi.1
  sibi --lang ko man ~/.local/share/man/ko/man1   # then: LANG=ko_KR.UTF-8 man sibi-probe"
    )]
    Man(ManArgs),
}

/// Arguments of `sibi completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell whose completion script to print.
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

/// Arguments of `sibi man`.
#[derive(Args, Debug)]
pub struct ManArgs {
    /// The folder to write the pages into (it must exist).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,

    /// Replace an existing file of the same name even when it is not a sibi manual page.
    /// Devices, FIFOs, sockets and folders are refused all the same.
    #[arg(long)]
    pub force: bool,
}

/// Arguments of `sibi annotate`.
#[derive(Args, Debug)]
pub struct AnnotateArgs {
    /// Game records: published tables, canonical records (`*.gibo`) or plain move lists; `-`
    /// reads one record from standard input.
    #[arg(value_name = "FILE", num_args = 1.., required = true)]
    pub files: Vec<PathBuf>,

    /// Print one JSON object per file instead of the table.
    #[arg(long)]
    pub json: bool,

    /// Replace the move of ply PLY (1-based) by MOVE (canonical, e.g. 18:B2A3); one FILE only.
    #[arg(long, value_name = "PLY:MOVE")]
    pub correct: Option<String>,

    /// Also write the value-history graph (SVG) here; one FILE only.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,

    /// Replace an existing output file even when it is not the same kind of output (a file
    /// sibi did not write, say). Devices, FIFOs, sockets, folders and the command's own inputs
    /// are refused all the same.
    #[arg(long)]
    pub force: bool,

    /// In the table, print the position before each ply on a line of its own.
    #[arg(long)]
    pub positions: bool,

    /// Who moves first in a plain move list (a: Green, d: Red; default: a, the start
    /// position's side to move). A table or a canonical record says it itself.
    #[arg(long, value_name = "a|d", value_parser = ["a", "d"])]
    pub first: Option<String>,

    /// Show every value from the point of view of player a or d (default: the player to move
    /// at each ply).
    #[arg(long, value_name = "a|d", value_parser = ["a", "d"])]
    pub pov: Option<String>,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
}

/// Arguments of `sibi best`.
#[derive(Args, Debug)]
pub struct BestArgs {
    /// Position text (quoted or as three arguments), optionally followed by `moves M1 M2 …`.
    #[arg(value_name = "POSITION", num_args = 1.., required = true)]
    pub position: Vec<String>,

    /// Print everything as one JSON object.
    #[arg(long)]
    pub json: bool,

    /// Stop the principal variation after this many plies.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub max_plies: usize,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
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

/// Arguments of `sibi generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// Write the table here instead of the default path.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Replace an existing output file even when it is not the same kind of output (a file
    /// sibi did not write, say). Devices, FIFOs, sockets, folders and the command's own inputs
    /// are refused all the same.
    #[arg(long)]
    pub force: bool,
}

/// Where to read a table: `--tablebase FILE`, else `$SIBI_TABLEBASE`, else the default path.
#[derive(Args, Debug)]
pub struct TablebaseOpts {
    /// The table file (default: $SIBI_TABLEBASE, else the default path of the rule set and
    /// piece set).
    #[arg(long, value_name = "FILE")]
    pub tablebase: Option<PathBuf>,
}

/// Arguments of `sibi stats`.
#[derive(Args, Debug)]
pub struct StatsArgs {
    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,

    /// Print the statistics as one JSON object instead of text.
    #[arg(long)]
    pub json: bool,

    /// Also write the histogram plot (SVG) here (no plot unless asked).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,

    /// Replace an existing output file even when it is not the same kind of output (a file
    /// sibi did not write, say). Devices, FIFOs, sockets, folders and the command's own inputs
    /// are refused all the same.
    #[arg(long)]
    pub force: bool,

    /// Which searches for the positions reachable from the start to run: all three
    /// conventions (minutes on the full game), the published one only (under a minute), or none.
    #[arg(long, value_enum, value_name = "WHICH", default_value_t = ReachArg::All)]
    pub reachable: ReachArg,

    /// The same as --reachable none.
    #[arg(long, conflicts_with = "reachable")]
    pub no_reachable: bool,
}

/// `--reachable`, as clap sees it.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReachArg {
    /// The published convention, played on through terminal positions, mirror images apart.
    All,
    /// The published convention only.
    Published,
    /// No search.
    None,
}

/// Arguments of `sibi probe`.
#[derive(Args, Debug)]
pub struct ProbeArgs {
    /// Position text (quoted or as three arguments), optionally followed by `moves M1 M2 …`;
    /// several positions may follow each other. None: read positions from standard input, one
    /// per line.
    #[arg(value_name = "POSITION", num_args = 0..)]
    pub position: Vec<String>,

    /// Print one JSON object per position: {"input", "position", "value": {"wdl", "dtm"},
    /// "game_over", "reason"}, or {"input", "error"} for a bad one.
    #[arg(long)]
    pub json: bool,

    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,
}

/// Arguments of `sibi info`.
#[derive(Args, Debug)]
pub struct InfoArgs {
    /// The table file (default: $SIBI_TABLEBASE, else the default path of the rule set and
    /// piece set).
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// Print the same as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `sibi verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// Which table to read.
    #[command(flatten)]
    pub table: TablebaseOpts,

    /// Print at most this many mismatching positions (all are counted).
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub max_mismatches: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--version` names the versions this build reads.
    #[test]
    fn version_names_the_format_and_rules_versions() {
        use sibi_solver::index::{INDEX_SCHEME, INDEX_VERSION};
        use sibi_solver::rules::RULES_VERSION;
        use sibi_solver::table::FORMAT_VERSION;
        for part in [
            format!("tablebase format {FORMAT_VERSION},"),
            format!("rules version {RULES_VERSION},"),
            format!("index {INDEX_SCHEME} version {INDEX_VERSION})"),
        ] {
            assert!(VERSION.contains(&part), "{VERSION:?} lacks {part:?}");
        }
    }

    /// `sibi serve --help` states the request log's default filter.
    #[test]
    fn serve_help_names_the_log_default() {
        use clap::CommandFactory;
        let cli = Cli::command();
        let serve = cli.find_subcommand("serve").expect("the serve command");
        let help = serve.get_long_about().expect("a long help").to_string();
        assert!(
            help.contains(&format!("RUST_LOG={}", sibi_web::DEFAULT_LOG)),
            "{help}"
        );
    }
}
