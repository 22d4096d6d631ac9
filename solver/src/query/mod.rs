//! What a player asks a solved table: the value of a position, every move ranked, the best
//! moves and the principal variation (docs/RULES.md, "Values and distance").
//!
//! The functions here work over any [`ValueSource`]: an in-memory [`Solution`](crate::solve::Solution) or a table file.
//! A move's value is given from the point of view of the player making it, counted from the
//! position before it (docs/RULES.md): a move into a position worth loss 4 for the opponent is
//! win 5, a king capture is win 1, and the best move's value equals the position's value.
//!
//! ```
//! use sibi_solver::line::Termination;
//! use sibi_solver::query::{principal_variation, rank_moves};
//! use sibi_solver::solve::{solve, NoProgress, Value};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! // Kings and one pawn: small enough to solve in milliseconds.
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//!
//! // a's king on A1 next to d's king on B2: a captures it, win 1.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let moves = rank_moves(&table, &pos).unwrap();
//! assert_eq!(moves[0].value, Value::Win(1));
//! assert_eq!(moves[0].mv.to_string(), "A1B2");
//!
//! let pv = principal_variation(&table, &pos, 100).unwrap();
//! assert_eq!(pv.line.moves().len(), 1);
//! assert_eq!(pv.end, Termination::KingCapture);
//! ```
//!
//! Files: `input` (`POSITION [moves …]` as people write it), `rank` (a position's value
//! and its moves ranked), `pv` (the principal variation),
//! `report` (the serializable answers of `sibi probe`, `sibi best` and the server),
//! [`annotate`] (a game judged move by move), [`drill`] (an answer to a drill judged against the
//! move played), [`game`] (a game under way, as a person plays it), [`hold`] (the holding
//! puzzles), [`play`] (strength levels: moves chosen at random from their labels, games between
//! levels), [`press`] (level 11's search), [`pressure`] (the chance that a move's opponent at a
//! reference level answers with a move that worsens their result), [`strength`] (a player's
//! level estimated from their moves).

pub mod annotate;
pub mod drill;
pub mod game;
pub mod hold;
pub(crate) mod input;
mod levels;
pub mod play;
pub mod press;
pub mod pressure;
pub mod puzzle;
pub mod puzzle_file;
pub(crate) mod pv;
pub(crate) mod rank;
pub(crate) mod report;
pub mod strength;
pub mod tournament;

pub use input::{line_from_moves, parse_line, LineError, MoveProblem, ParsedLine, MOVES};
pub use play::{choose, distribution, Level, LevelError, LevelInfo};
pub use pressure::Pressure;
pub use pv::{principal_variation, Pv};
pub use rank::{position_value, rank_moves, RankedMove};
pub use report::{
    best_report, best_report_with, legal_moves, probe_report, replies, replies_and_pressure,
    BestReport, LegalMove, MoveLabel, ProbeReport, PvReport, Replies,
};

pub use crate::solve::ValueSource;
