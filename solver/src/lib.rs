//! `sibi-solver`: the strong solution of 십이장기 (Twelve Janggi) and, with a rules switch,
//! Dōbutsu shōgi.
//!
//! - the rules of `RULES.md` (the project's spec): [`types`], [`position`] (a [`Setup`] is
//!   validated against a [`Rules`] and a [`PieceSet`]), [`movegen`] (legal moves into a
//!   fixed-capacity [`MoveList`], end of game, perft), [`unmove`] (predecessors), [`notation`];
//! - [`index`]: the arithmetic ranking of positions; [`retro`]: parallel retrograde analysis
//!   (win/loss/draw with distance in plies); [`reach`] and [`stats`]: reachable positions and
//!   table statistics;
//! - [`tablebase`]: the table file (through `sibi-tbformat`) and probing; [`probe`]: move
//!   ranking and principal variations over any table;
//! - [`record`]: the broadcast game records; [`annotate`]: a game judged move by move against
//!   a table (verdicts and summary).
#![warn(missing_docs)]

pub mod annotate;
pub mod index;
pub mod movegen;
pub mod notation;
pub mod position;
pub mod probe;
pub mod reach;
pub mod record;
pub mod retro;
pub mod stats;
pub mod tablebase;
pub mod types;
pub mod unmove;

pub use movegen::{perft, perft_divide, perft_parallel, GameOver, Move, MoveList, Successor};
pub use notation::{
    move_hanja, parse_move, parse_setup, MoveError, MoveText, NotationError, ParsePositionError,
};
pub use position::{Position, PositionError, Setup};
pub use types::{Bitboard, Color, Piece, PieceSet, Role, Rules, Square};
pub use unmove::Unmove;
