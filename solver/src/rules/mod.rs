//! The rules of docs/RULES.md (the project's spec): board, pieces, positions, legal moves, making a
//! move, the end of the game, predecessors for retrograde analysis, and perft.
//!
//! - `types`: squares and bitboards, players, pieces, rule sets, piece sets;
//! - `position`: [`Setup`] (as written) and [`Position`] (validated against a [`Rules`] and a
//!   [`PieceSet`]);
//! - `movegen`: legal moves into a fixed-capacity [`MoveList`], [`Position::play`], the end of
//!   the game, captures, promotion and attacks;
//! - `steps`: the step tables (where a piece steps to and from on an empty board);
//! - `unmove`: predecessors ([`Unmove`]); `perft`: leaf counts.
//!
//! Nothing here knows notation: position text and move text live in the `notation` module, the
//! layer above.

pub(crate) mod movegen;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod steps;
pub(crate) mod types;
pub(crate) mod unmove;

pub(crate) use movegen::MAX_MOVES;
pub use movegen::{GameEnd, Move, MoveList, PlayError, Successor};
pub use perft::{perft, perft_divide, perft_parallel};
pub use position::{Position, PositionError, Setup};
pub use types::{
    squares, Bitboard, Color, ParseSquareError, Piece, PieceSet, PieceSetError, Role, Rules,
    Square, RULES_VERSION,
};
pub use unmove::Unmove;
