//! Playing a record from its start: every legal ply with the position before it, and where
//! and why play stops.

use crate::notation::{MoveError, MoveText};
use crate::rules::{Color, Move, Position, Rules, Successor};

use super::{Outcome, Termination};

/// Why a recorded move cannot be played in the position reached.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalReason {
    /// The move breaks a rule (or the game was already over by a try or for lack of moves), or
    /// a compact move names no piece that can step there, or two.
    #[error("{0}")]
    Move(MoveError),
    /// The previous ply captured a 王: the game was over.
    #[error("the game was already over: player {winner} had captured the 王")]
    AfterKingCapture {
        /// Who captured the king.
        winner: Color,
    },
}

/// One legal ply of a replay: the position before it and the move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReplayStep {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The position before the move (its side to move is the mover).
    pub position: Position,
    /// The move played.
    pub mv: Move,
}

/// The state after the last ply that could be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayEnd {
    /// The position reached (the game may be over in it: see [`Replay::board_outcome`]).
    Position(Position),
    /// The last ply captured a 王: `winner` won.
    KingCaptured {
        /// Who captured the king.
        winner: Color,
    },
}

/// The first ply of a record that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalPly {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The player who was to make it.
    pub side: Color,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

/// A record played from its start: see [`GameRecord::replay`](crate::record::GameRecord::replay).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The rule set played.
    pub rules: Rules,
    /// Every ply that could be played, in order (the legal prefix of the record).
    pub steps: Vec<ReplayStep>,
    /// The state after the last of them.
    pub end: ReplayEnd,
    /// The first ply that cannot be played, if any; the plies after it are not played.
    pub illegal: Option<IllegalPly>,
}

impl Replay {
    /// `(position before, move)` for every legal ply, in order.
    pub fn pairs(&self) -> impl Iterator<Item = (&Position, Move)> + '_ {
        self.steps.iter().map(|s| (&s.position, s.mv))
    }

    /// The position after the last legal ply, unless that ply captured the king.
    pub fn final_position(&self) -> Option<&Position> {
        match &self.end {
            ReplayEnd::Position(p) => Some(p),
            ReplayEnd::KingCaptured { .. } => None,
        }
    }

    /// Whether the game is over on the board after the last legal ply, and how: a king
    /// capture, a try held by the player to move, or no legal move for the player to move.
    /// `None` when the game goes on (or the record stopped at an illegal ply before its end).
    pub fn board_outcome(&self) -> Option<Outcome> {
        match self.end {
            ReplayEnd::KingCaptured { winner } => Some(Outcome {
                winner: Some(winner),
                termination: Termination::KingCapture,
            }),
            ReplayEnd::Position(p) => Outcome::on_board(&p, self.rules),
        }
    }
}

/// Plays `written` from `start`; `over` replaces the move of one ply (0-based index) by a
/// given move, which must be legal in the position reached (used by the correction search).
pub(crate) fn replay_written(
    start: Position,
    rules: Rules,
    written: &[MoveText],
    over: Option<(usize, Move)>,
) -> Replay {
    let mut steps = Vec::with_capacity(written.len());
    let mut end = ReplayEnd::Position(start);
    let mut illegal = None;
    for (i, w) in written.iter().enumerate() {
        let pos = match end {
            ReplayEnd::Position(p) => p,
            ReplayEnd::KingCaptured { winner } => {
                illegal = Some(IllegalPly {
                    ply: i + 1,
                    side: winner.other(),
                    reason: IllegalReason::AfterKingCapture { winner },
                });
                break;
            }
        };
        let side = pos.side_to_move();
        // A step is decided by its squares: a named piece that is not the one on the origin
        // is a mark the record reader warns about, not a reason to stop.
        let text = match *w {
            MoveText::Step { from, to, .. } => MoveText::Step {
                piece: None,
                from,
                to,
            },
            other => other,
        };
        let resolved = match over {
            Some((k, m)) if k == i && pos.game_over(rules).is_none() && pos.is_legal(rules, m) => {
                Ok(m)
            }
            // The caller passes legal moves only; stay total anyway.
            _ => text.resolve(&pos, rules).map_err(IllegalReason::Move),
        };
        match resolved {
            Ok(m) => {
                steps.push(ReplayStep {
                    ply: i + 1,
                    position: pos,
                    mv: m,
                });
                end = match pos.play_unchecked(m) {
                    Successor::KingCapture => ReplayEnd::KingCaptured { winner: side },
                    Successor::Position(next) => ReplayEnd::Position(next),
                };
            }
            Err(reason) => {
                illegal = Some(IllegalPly {
                    ply: i + 1,
                    side,
                    reason,
                });
                break;
            }
        }
    }
    Replay {
        rules,
        steps,
        end,
        illegal,
    }
}
