//! `sibi-solver`: the rules of 십이장기 (Twelve Janggi) and Dōbutsu shōgi, their notation,
//! move and unmove generation and perft; later the position index, retrograde analysis and
//! probing.
//!
//! The rules implemented are exactly those of `RULES.md` (the project's spec). Positions are
//! validated against a [`Rules`] and a [`PieceSet`]; moves are generated into a fixed-capacity
//! [`MoveList`] without heap allocation.
#![warn(missing_docs)]

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
