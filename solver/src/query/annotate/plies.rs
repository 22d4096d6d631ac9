//! The verdict on each ply of a game and the summary of the game (see the [module
//! docs](crate::query::annotate)).

use std::fmt;

use crate::line::Line;
use crate::query::rank::{label_moves, push_moves};
use crate::query::strength::SeenMove;
use crate::query::{RankedMove, ValueSource};
use crate::rules::{Color, Move, Position, Successor};
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
    pub(crate) fn judge(before: Value, played: Value, keeping: usize) -> Verdict {
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
    /// The label of the move played: for the mover, counted from `position` (docs/RULES.md).
    pub after: Value,
    /// Every legal move whose label equals `before`, in the order of [`crate::query::rank_moves`].
    pub best: Vec<RankedMove>,
    /// How many legal moves have a label of the class of `before` (win, draw or loss).
    pub keeping: usize,
    /// The verdict.
    pub verdict: Verdict,
    /// The move as the strength estimate sees it: the labels of every legal move and the
    /// label of the one played ([`crate::query::strength`]).
    pub seen: SeenMove,
}

impl AnnotatedPly {
    /// The player who made the move.
    pub fn mover(&self) -> Color {
        self.position.side_to_move()
    }
}

/// Plies whose moves are looked up in one batch by [`annotate`]: 262,144, more than a record
/// of [`crate::limits::MAX_RECORD_BYTES`] holds (209,715 plies of five bytes), so that a whole
/// record is one batch. A table file reads a batch in index order
/// (`Tablebase`'s [`ValueSource::values`]), each block decompressed once however many plies
/// ask it: for a game of 209,700 plies of new positions, one batch took 1.4 s and batches of
/// 65,536 plies 2.1 s, against 3.8 s one ply at a time. Memory: about 60 bytes for each legal
/// move of each ply (the move, the position after it, its key and value), given back before the
/// annotation is written.
pub(crate) const ANNOTATE_BATCH_PLIES: usize = 1 << 18;

/// Annotates every ply of `line` (a [`Line`] holds legal moves of a game that goes on, as
/// [`crate::record::Replay::line`] gives them); `line`'s positions must be of the source's
/// rule set and piece set.
///
/// The values are asked `ANNOTATE_BATCH_PLIES` plies at a time, every legal move of each in
/// one call of [`ValueSource::values`]: a table file decompresses each of its blocks once per
/// batch, where the moves of a game of new positions asked one ply at a time made it
/// decompress about 2.2 blocks a ply (the 8 blocks it keeps per thread turned over), and a game
/// that repeats positions finds the repeated ones side by side.
///
/// # Errors
/// The first error of `source` (a damaged table block).
pub fn annotate<S: ValueSource>(source: &S, line: &Line) -> Result<Vec<AnnotatedPly>, S::Error> {
    let rules = line.rules();
    let mut out = Vec::with_capacity(line.moves().len());
    let plies: Vec<(&Position, Move)> = line.plies().collect();
    let mut moves: Vec<(Move, Successor)> = Vec::new();
    let mut children: Vec<Position> = Vec::new();
    let mut values: Vec<Value> = Vec::new();
    // Where each ply's moves end in `moves`.
    let mut ends: Vec<usize> = Vec::new();
    for batch in plies.chunks(ANNOTATE_BATCH_PLIES) {
        moves.clear();
        children.clear();
        values.clear();
        ends.clear();
        for (position, _) in batch {
            // A line's positions are those of a game that goes on (rank_moves would give no
            // move for a finished one, and the move played would not be found).
            push_moves(position, rules, &mut moves, &mut children);
            ends.push(moves.len());
        }
        source.values(&children, &mut values)?;
        let mut values = values.drain(..);
        let mut from = 0;
        for (&(&position, mv), &to) in batch.iter().zip(&ends) {
            let mut ranked = label_moves(&moves[from..to], &mut values);
            from = to;
            // As rank_moves: a stable sort, greater values first.
            ranked.sort_by_key(|m| std::cmp::Reverse(m.value));
            let played = ranked
                .iter()
                .find(|m| m.mv == mv)
                .expect("a line's moves are legal where they are played");
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
                ply: out.len() + 1,
                position,
                mv,
                before,
                after: played.value,
                best,
                keeping,
                verdict: Verdict::judge(before, played.value, keeping),
                seen: SeenMove::from_labels(ranked.iter().map(|m| m.value).collect(), played.value),
            });
        }
    }
    Ok(out)
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
/// "final_winner", "final_value", "decisive"}`.
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
    /// The value of the position after the last annotated ply for its player to move (the
    /// opponent of the last mover); `null` when the last ply captured the 王.
    pub final_value: Option<Value>,
    /// The ply of the decisive blunder of a game record: the last blunder, when the game then
    /// went the way the table says (the record's winner is the one the table gave from
    /// there). `null` otherwise, and for a line that is not a record ([`summarize`]). (Front
    /// ends add the one-line `verdict` in words: the result at the start, the blunders, how
    /// the game ended.)
    pub decisive: Option<usize>,
}

/// Summarizes the annotated plies of `line` ([`annotate`]); `final_value` is the value of the
/// position `line` reaches for its player to move (`None` after a king capture). With no
/// plies, only the end counts (ply 1).
pub fn summarize(line: &Line, plies: &[AnnotatedPly], final_value: Option<Value>) -> Summary {
    let mut states: Vec<Option<Color>> =
        plies.iter().map(|p| winner(p.before, p.mover())).collect();
    let final_winner = match (line.position(), final_value) {
        (Some(pos), Some(v)) => winner(v, pos.side_to_move()),
        _ => line.winner(),
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
        final_value,
        decisive: None,
    }
}

/// `[a, d]` as `{"a": …, "d": …}`.
fn per_player<S: serde::Serializer>(v: &[usize; 2], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(Some(2))?;
    m.serialize_entry("a", &v[0])?;
    m.serialize_entry("d", &v[1])?;
    m.end()
}
