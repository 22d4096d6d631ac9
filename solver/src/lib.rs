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
//!   ([`line::play_line`]), how a game stopped ([`line::Termination`]), the repetition count
//!   and the start check (imports rules and notation only);
//! - [`record`]: game records (기보) — the published tables, the canonical format, replay;
//! - [`query`]: what front ends ask of a table — a position's value, every move ranked, the
//!   principal variation, a game annotated, play at a strength level — as typed, serializable
//!   results (one JSON schema for the CLI and the server).
//!
//! Where to start: [`solve::solve`] solves a rule set and piece set in memory;
//! [`table::save`] writes the table file, [`table::Tablebase::open`] opens it and
//! [`table::Tablebase::probe`] gives a position's value; [`query::rank_moves`] ranks every move
//! of a position and [`query::principal_variation`] plays the best line; [`record::read_any`]
//! reads a game record and [`query::annotate::annotate_record`] judges every move of it. The
//! documentation of [`table`], [`query`] and [`query::annotate::annotate_record`] shows each
//! in a runnable example, on a piece set small enough to solve inside it.
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
    PlayError, Position, PositionError, Role, Rules, Setup, Square, Successor, Unmove,
};
pub use solve::{Value, Wdl};
