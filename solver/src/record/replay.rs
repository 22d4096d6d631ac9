//! Playing a record from its start ([`play_line`]): every legal ply with the position before
//! it, and where and why play stops.

use crate::line::{play_line, IllegalPly, Line, Outcome};
use crate::notation::MoveText;
use crate::rules::{Move, Position, Rules};

/// A record played from its start: what `GameRecord::replay` gives.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// Every ply that could be played (the legal prefix of the record), the position after
    /// each, and how the game ended on the board if it did.
    pub line: Line,
    /// The first ply that cannot be played, if any; the plies after it are not played.
    pub illegal: Option<IllegalPly>,
}

impl Replay {
    /// `(position before, move)` for every legal ply, in order.
    pub fn pairs(&self) -> impl Iterator<Item = (&Position, Move)> + '_ {
        self.line.plies()
    }

    /// The number of legal plies.
    pub fn len(&self) -> usize {
        self.line.moves().len()
    }

    /// Whether no ply could be played.
    pub fn is_empty(&self) -> bool {
        self.line.moves().is_empty()
    }

    /// The position after the last legal ply, unless that ply captured the king.
    pub fn final_position(&self) -> Option<&Position> {
        self.line.position()
    }

    /// Whether the game is over on the board after the last legal ply, and how: a king
    /// capture, a try held by the player to move, or no legal move for the player to move.
    /// `None` when the game goes on (or the record stopped at an illegal ply before its end).
    pub fn board_outcome(&self) -> Option<Outcome> {
        self.line.board_outcome()
    }
}

/// Plays `written` from `start`; `over` replaces the move of one ply (0-based index) by a
/// given move (used by the correction search). A step is decided by its squares: a named
/// piece that is not the one on the origin is a mark the record reader warns about, not a
/// reason to stop.
pub(crate) fn replay_written(
    start: Position,
    rules: Rules,
    written: &[MoveText],
    over: Option<(usize, Move)>,
) -> Replay {
    let texts = written.iter().enumerate().map(|(i, w)| match over {
        Some((k, m)) if k == i => MoveText::from(m),
        _ => as_played(*w),
    });
    let (line, illegal) = play_line(start, rules, texts);
    Replay { line, illegal }
}

/// A written move as the replay plays it: a step by its squares only (the piece it names is
/// a mark, checked apart).
pub(crate) fn as_played(w: MoveText) -> MoveText {
    match w {
        MoveText::Step { from, to, .. } => MoveText::Step {
            piece: None,
            from,
            to,
        },
        other => other,
    }
}
