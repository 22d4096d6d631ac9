//! Annotating a game with a solved table: for every ply the value before it, the value of the
//! move played, the best moves and a verdict, then a summary of who was winning when and which
//! moves decided the game.
//!
//! Values follow docs/RULES.md ("Values and distance"): the value *before* a ply is the value of
//! the position for the mover; the value of the move played (*after*) is its label — from the
//! mover's point of view, counted from the position before it — so a best move keeps the value
//! exactly (`win 5` before, `win 5` after).
//!
//! Verdicts (issue 6), judged on the move's label against the position's value:
//! * [`Verdict::OnlyMove`]: the one legal move whose label has the class (win, draw, loss) of
//!   the position's value;
//! * [`Verdict::Best`]: the label equals the value (and other moves keep the class too);
//! * [`Verdict::Mistake`]: the same class, a worse distance (a slower win, a faster loss);
//! * [`Verdict::Blunder`]: a worse class (win → draw or loss, draw → loss).
//!
//! ```
//! use sibi_solver::line::Line;
//! use sibi_solver::query::annotate::{annotate, Verdict};
//! use sibi_solver::solve::{solve, NoProgress, Value};
//! use sibi_solver::notation::parse_move;
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//!
//! // a's 王 on A1 can take d's 王 on B2 (win 1) but steps to A2 instead, where d's 王
//! // takes it: loss 2, a blunder.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let mv = parse_move("A1A2").unwrap().resolve(&pos, rules).unwrap();
//! let mut line = Line::new(pos, rules);
//! line.push(mv).unwrap();
//! let plies = annotate(&table, &line).unwrap();
//! assert_eq!(plies[0].before, Value::Win(1));
//! assert_eq!(plies[0].best[0].mv.to_string(), "A1B2");
//! assert_eq!(plies[0].after, Value::Loss(2));
//! assert_eq!(plies[0].verdict, Verdict::Blunder);
//! ```
//!
//! Files: `plies` (the verdict of each ply and the summary of a game), `game` (a whole
//! game record annotated: what `sibi annotate` and the server show).

pub(crate) mod commentary;
pub(crate) mod game;
pub(crate) mod plies;

pub use commentary::{check_footnote, FootnoteCheck};
pub use game::{
    annotate_game, annotate_record, BestMove, Disagreement, GameAnnotation, GameResult,
    IllegalReport, Players, PlyReport, Strength,
};
pub use game::{history_height, HistoryPoint};
pub use plies::{annotate, summarize, winner, AnnotatedPly, Phase, Summary, Verdict};
