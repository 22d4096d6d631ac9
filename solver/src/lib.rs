//! `sibi-solver`: the strong solution of 십이장기 (Twelve Janggi) and, with a rules switch,
//! Dōbutsu shōgi.
//!
//! The modules, from the rules up (each imports only those before it, and no two files name
//! each other's items, directly or through others):
//! - [`limits`]: the named limits that protect the front ends (bytes of input, plies, …) and
//!   the one policy for echoing an input in a message ([`limits::echo`]);
//! - [`rng`]: the one random generator (SplitMix64) and fresh seeds;
//! - [`rules`]: the rules of `docs/RULES.md` (the project's spec) — squares, pieces, [`Setup`] and
//!   [`Position`], legal moves and [`Position::play`], the end of the game ([`GameEnd`]),
//!   predecessors ([`Unmove`]), perft;
//! - [`notation`]: position text, move text ([`MoveText`]), move resolution with the diagnosis
//!   of illegal moves, the broadcast (Hanja) form;
//! - [`index`]: the arithmetic ranking of positions;
//! - [`solve`]: [`Value`], parallel retrograde analysis, the solved table in memory, the
//!   Bellman check, reachable positions and statistics;
//! - [`table`]: the table file (through `sibi-tbformat`): where it lives, writing, opening and
//!   probing;
//! - [`line`](mod@line): one line of play ([`line::Line`]: a start, the moves, the position
//!   after each, how the game ended), the moves as written played until the game is over
//!   (`line::play_line`), how a game stopped ([`line::Termination`]), the repetition count
//!   and the start check (imports rules and notation only);
//! - [`record`]: game records (기보) — the published tables, the canonical format, replay;
//! - [`query`]: what front ends ask of a table — a position's value, every move ranked, the
//!   principal variation, a game annotated, play at a strength level — as typed, serializable
//!   results (one JSON schema for the CLI and the server).
//!
//! Each module's files are private: a module re-exports what a user needs of them
//! ([`rules::Position`], [`table::Tablebase`], [`query::BestReport`], …), and the most used types
//! are re-exported here too. The public submodules are workflows of their own:
//! [`query::annotate`], [`query::play`], [`query::game`], [`query::puzzle`],
//! [`query::puzzle_file`], [`query::tournament`], [`solve::reach`] and [`solve::stats`].
//!
//! # Where to start
//!
//! Each example runs on a piece set small enough to solve inside it; the full game is the same
//! code with the piece set `GGMMPP` and a table generated once (`sibi generate`).
//!
//! **Generate a table** — solve a rule set and piece set in memory ([`solve::solve`]), write the
//! table file ([`table::save`]: a temporary name, then renamed), and verify it:
//!
//! ```
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::table::{save, Tablebase};
//! use sibi_solver::{PieceSet, Rules};
//! # let dir = tempfile::tempdir()?;
//! let (rules, pieces): (Rules, PieceSet) = (Rules::TwelveJanggi, "P".parse()?);
//! let solution = solve(rules, pieces, &NoProgress)?;
//! let path = dir.path().join("twelve-janggi-P.sibi");
//! save(&solution, solution.counts().positions, &path, &NoProgress)?;
//! let table = Tablebase::open(&path, rules, pieces)?;
//! assert_eq!(table.pieces(), pieces);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Probe a position** — its value for the side to move, win or loss with the distance in
//! plies ([`Value`]), from a table file ([`table::Tablebase::probe`]) or any
//! [`solve::ValueSource`]:
//!
//! ```
//! use sibi_solver::solve::{solve, NoProgress, Value, ValueSource};
//! use sibi_solver::{Position, Rules};
//! let rules = Rules::TwelveJanggi;
//! let solution = solve(rules, "-".parse()?, &NoProgress)?; // the two kings alone
//! // a's 王 on C1, d's on B3, a to move: 王 C1 → D1 enters d's camp out of reach: win 2.
//! let pos = Position::parse("2K1/4/1k2 - a", rules, ValueSource::pieces(&solution))?;
//! assert_eq!(ValueSource::value(&solution, &pos)?, Value::Win(2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Rank its moves** — every legal move with its label, best first ([`query::rank_moves`]),
//! and the principal variation ([`query::principal_variation`]):
//!
//! ```
//! use sibi_solver::query::{principal_variation, rank_moves};
//! use sibi_solver::solve::{solve, NoProgress, Value};
//! use sibi_solver::{Position, Rules};
//! let rules = Rules::TwelveJanggi;
//! let pieces = "P".parse()?;
//! let table = solve(rules, pieces, &NoProgress)?;
//! // a's 王 on A1 next to d's 王 on B2: A1B2 takes it, win 1.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces)?;
//! let moves = rank_moves(&table, &pos)?;
//! assert_eq!((moves[0].mv.to_string(), moves[0].value), ("A1B2".into(), Value::Win(1)));
//! assert_eq!(principal_variation(&table, &pos, 100)?.line.moves().len(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Annotate a record** — read a game record ([`record::read_any`]: the canonical format or the
//! published tables) and judge every ply ([`query::annotate::annotate_record`]):
//!
//! ```
//! use sibi_solver::query::annotate::{annotate_record, Verdict};
//! use sibi_solver::record::read_any;
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::Rules;
//! // a's 王 on A1 could take d's 王 (win 1) but steps to A2, where d's 王 takes it.
//! let text = "format: sibi-record 2\nposition: K3/1k2/4 P a\nplayer-a: A\nplayer-d: D\n\
//!             first: a\nwinner: d\nend: king-capture\n\nA1A2\nB2A2\n";
//! let record = read_any(text)?;
//! let table = solve(Rules::TwelveJanggi, record.record().pieces(), &NoProgress)?;
//! let game = annotate_record(&table, record.record(), record.check(), None)?;
//! assert_eq!(game.plies[0].verdict, Verdict::Blunder);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The documentation of [`table`], [`query`] and [`query::annotate::annotate_record`] goes
//! further; `docs/architecture.md` walks a request and a record through the layers.
#![warn(missing_docs, missing_debug_implementations)]

pub mod index;
pub mod limits;
pub mod line;
pub mod notation;
pub mod query;
pub mod record;
pub mod rng;
pub mod rules;
pub mod solve;
pub mod table;

pub use notation::{
    move_hanja, parse_move, MoveError, MoveText, NotationError, NotationProblem, ParsePositionError,
};
pub use rules::{
    perft, perft_divide, perft_parallel, Bitboard, Color, GameEnd, Move, MoveList, Piece, PieceSet,
    PieceSetError, PlayError, Position, PositionError, Role, Rules, Setup, Square, Successor,
    Unmove,
};
pub use solve::{Value, Wdl};
