//! The verdict on each ply of a game and the summary of the game (see the [module
//! docs](crate::query::annotate)).

use std::fmt;

use crate::query::{position_value, rank_moves, RankedMove, ValueSource};
use crate::rules::Position;
use crate::rules::{Color, Rules};
use crate::rules::{Move, Successor};
use crate::solve::Value;

/// How good a move was, judged by the table (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// The label equals the position's value, and another move would have kept its class.
    Best,
    /// The only legal move that keeps the class of the position's value.
    OnlyMove,
    /// Same class, worse distance: a slower win or a faster loss.
    Mistake,
    /// A worse class: win → draw or loss, draw → loss.
    Blunder,
}

impl Verdict {
    /// `best`, `only move`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::OnlyMove => "only move",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The verdict on a move labelled `played` in a position worth `before` for the mover,
    /// where `keeping` legal moves have a label of the same class as `before`.
    pub fn judge(before: Value, played: Value, keeping: usize) -> Verdict {
        if played.wdl() != before.wdl() {
            Verdict::Blunder
        } else if keeping == 1 {
            Verdict::OnlyMove
        } else if played == before {
            Verdict::Best
        } else {
            Verdict::Mistake
        }
    }
}

impl serde::Serialize for Verdict {
    /// [`Verdict::name`]: `"best"`, `"only move"`, `"mistake"`, `"blunder"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who wins a position of value `v` for the player `mover` to move, with perfect play: `None`
/// for a draw.
pub fn winner(v: Value, mover: Color) -> Option<Color> {
    match v {
        Value::Win(_) => Some(mover),
        Value::Loss(_) => Some(mover.other()),
        Value::Draw => None,
    }
}

/// One ply of a game, annotated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnotatedPly {
    /// The ply number, 1-based (index in the slice given to [`annotate`] plus one).
    pub ply: usize,
    /// The position before the move; its side to move is the mover.
    pub position: Position,
    /// The move played.
    pub mv: Move,
    /// The value of `position` for the mover.
    pub before: Value,
    /// The label of the move played: for the mover, counted from `position` (RULES.md).
    pub after: Value,
    /// Every legal move whose label equals `before`, in the order of [`rank_moves`].
    pub best: Vec<RankedMove>,
    /// How many legal moves have a label of the class of `before` (win, draw or loss).
    pub keeping: usize,
    /// The verdict.
    pub verdict: Verdict,
}

impl AnnotatedPly {
    /// The player who made the move.
    pub fn mover(&self) -> Color {
        self.position.side_to_move()
    }
}

/// Annotates a sequence of plies, each given as the position before it and the move played
/// (as [`crate::record::Replay::pairs`] gives them). Every position must be legal for the
/// source's rule set and piece set, not finished, and every move legal in its position.
///
/// # Errors
/// The first error of `source` (a damaged table block), or [`AnnotateError::NotPlayable`]
/// when a ply's position is over or its move is not legal there.
pub fn annotate<S: ValueSource>(
    source: &S,
    rules: Rules,
    plies: &[(Position, Move)],
) -> Result<Vec<AnnotatedPly>, AnnotateError<S::Error>> {
    let mut out = Vec::with_capacity(plies.len());
    for (i, &(position, mv)) in plies.iter().enumerate() {
        let ranked = rank_moves(source, &position, rules).map_err(AnnotateError::Source)?;
        let Some(played) = ranked.iter().find(|m| m.mv == mv) else {
            return Err(AnnotateError::NotPlayable { ply: i + 1 });
        };
        let before = ranked[0].value;
        let best: Vec<RankedMove> = ranked
            .iter()
            .take_while(|m| m.value == before)
            .copied()
            .collect();
        let keeping = ranked
            .iter()
            .filter(|m| m.value.wdl() == before.wdl())
            .count();
        out.push(AnnotatedPly {
            ply: i + 1,
            position,
            mv,
            before,
            after: played.value,
            best,
            keeping,
            verdict: Verdict::judge(before, played.value, keeping),
        });
    }
    Ok(out)
}

/// Errors of [`annotate`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnotateError<E> {
    /// The value source failed.
    #[error("table lookup failed: {0:?}")]
    Source(E),
    /// Ply `ply` (1-based) cannot be played: its position is over or its move is illegal.
    #[error("ply {ply}: the move cannot be played in its position")]
    NotPlayable {
        /// The ply, 1-based.
        ply: usize,
    },
}

/// A stretch of consecutive plies during which the theoretical result stayed the same. JSON:
/// `{"first_ply", "last_ply", "winner": "a" | "d" | null}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Phase {
    /// The first ply (1-based) whose position (before the move) has this result.
    #[serde(rename = "first_ply")]
    pub first: usize,
    /// The last such ply. `plies + 1` stands for the position after the last ply.
    #[serde(rename = "last_ply")]
    pub last: usize,
    /// Who wins with perfect play from these positions; `None` for a draw.
    pub winner: Option<Color>,
}

/// The summary of an annotated game. JSON: `{"phases", "blunders", "mistakes": {"a", "d"},
/// "final_winner"}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    /// Who was theoretically winning, stretch by stretch, from the position before ply 1 to the
    /// position after the last ply (numbered `plies + 1`).
    pub phases: Vec<Phase>,
    /// The plies (1-based) judged [`Verdict::Blunder`]: each changed the theoretical result.
    pub blunders: Vec<usize>,
    /// The number of [`Verdict::Mistake`] plies of each player, `[a, d]`.
    #[serde(serialize_with = "per_player")]
    pub mistakes: [usize; 2],
    /// The theoretical result after the last ply: who wins with perfect play from there
    /// (`None` for a draw).
    pub final_winner: Option<Color>,
}

/// What happened after the last annotated ply, for [`summarize`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The last ply captured the 王: its mover won.
    KingCapture,
    /// The position after the last ply, with its value for its player to move.
    Position(Position, Value),
}

/// Summarizes annotated plies; `ending` is what follows the last of them (the value of the
/// position reached, or a king capture). With no plies, only the ending counts (ply 1).
pub fn summarize(plies: &[AnnotatedPly], ending: Ending) -> Summary {
    let mut states: Vec<Option<Color>> =
        plies.iter().map(|p| winner(p.before, p.mover())).collect();
    let final_winner = match ending {
        Ending::KingCapture => plies.last().map(|p| p.mover()),
        Ending::Position(pos, v) => winner(v, pos.side_to_move()),
    };
    states.push(final_winner);
    let mut phases: Vec<Phase> = Vec::new();
    for (i, w) in states.into_iter().enumerate() {
        match phases.last_mut() {
            Some(p) if p.winner == w => p.last = i + 1,
            _ => phases.push(Phase {
                first: i + 1,
                last: i + 1,
                winner: w,
            }),
        }
    }
    let blunders = plies
        .iter()
        .filter(|p| p.verdict == Verdict::Blunder)
        .map(|p| p.ply)
        .collect();
    let mut mistakes = [0; 2];
    for p in plies.iter().filter(|p| p.verdict == Verdict::Mistake) {
        mistakes[p.mover().index()] += 1;
    }
    Summary {
        phases,
        blunders,
        mistakes,
        final_winner,
    }
}

/// The ending after playing `mv` in `pos`, its value taken from `source`.
///
/// # Errors
/// The error of `source`.
pub fn ending_after<S: ValueSource>(
    source: &S,
    rules: Rules,
    pos: &Position,
    mv: Move,
) -> Result<Ending, S::Error> {
    Ok(match pos.play_unchecked(mv) {
        Successor::KingCapture => Ending::KingCapture,
        Successor::Position(next) => Ending::Position(next, position_value(source, &next, rules)?),
    })
}

/// `[a, d]` as `{"a": …, "d": …}`.
fn per_player<S: serde::Serializer>(v: &[usize; 2], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(Some(2))?;
    m.serialize_entry("a", &v[0])?;
    m.serialize_entry("d", &v[1])?;
    m.end()
}
