//! `sibi-solver`: the strong solution of 십이장기 (Twelve Janggi) and, with a rules switch,
//! Dōbutsu shōgi.
//!
//! The modules, from the rules up (each imports only those before it):
//! - [`rules`]: the rules of `RULES.md` (the project's spec) — squares, pieces, [`Setup`] and
//!   [`Position`], legal moves and [`Position::play`], the end of the game, predecessors
//!   ([`Unmove`]), perft;
//! - [`notation`]: position text, move text ([`MoveText`]), move resolution with the diagnosis
//!   of illegal moves, the broadcast (Hanja) form;
//! - [`index`]: the arithmetic ranking of positions;
//! - [`solve`]: [`Value`], parallel retrograde analysis, the solved table in memory, the
//!   Bellman check, reachable positions and statistics;
//! - [`table`]: the table file (through `sibi-tbformat`): where it lives, writing, opening and
//!   probing;
//! - [`record`]: game records (기보) — the published tables, the canonical format, replay;
//! - [`query`]: what front ends ask of a table — a position's value, every move ranked, the
//!   principal variation, a game annotated — as typed, serializable results (one JSON schema for
//!   the CLI and the server).
#![warn(missing_docs, missing_debug_implementations)]

pub mod index;
pub mod limits;
pub mod line;
pub mod notation;
pub mod query;
pub mod record;
pub mod rules;
pub mod solve;
pub mod table;

pub use notation::{
    move_hanja, parse_move, MoveError, MoveText, NotationError, ParsePositionError,
};
pub use rules::{
    perft, perft_divide, perft_parallel, Bitboard, Color, GameEnd, Move, MoveList, Piece, PieceSet,
    PlayError, Position, PositionError, Role, Rules, Setup, Square, Successor, Unmove,
};
pub use solve::{Value, Wdl};
