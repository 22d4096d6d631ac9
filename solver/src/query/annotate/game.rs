//! A whole game record annotated against a table: every ply with its verdict, the summary, the
//! record's result checked against the board, and what the record reader found (the unplayable
//! ply, the corrections, the warnings) — as typed, serializable data. `sibi annotate --json`
//! prints it (with the file name), the server renders it; the CLI's text table renders it too.

use serde::Serialize;

use crate::notation::move_hanja;
use crate::query::annotate::{annotate, summarize, AnnotatedPly, Summary};
use crate::query::strength::{estimate_level, SeenMove, StrengthEstimate};
use crate::query::{position_value, ValueSource};
use crate::record::{
    CheckedRecord, Correction, GameRecord, IllegalReason, Outcome, Place, RecordCheck, Replay,
    Termination, Warning,
};
use crate::rules::{Color, Move, Position, Rules};
use crate::solve::Value;

use super::Verdict;

/// A game record annotated: see the module docs. JSON: one object with the fields below up to
/// `unplayed`, in this order, the plies written one by one as they are serialized (the skipped
/// ones are for front ends that draw the game). The last four fields, from `illegal`, carry
/// sentences a front end words in its language: its JSON adds them after these (sibi-words'
/// `render::json::annotation`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameAnnotation {
    /// The rule set (`twelve-janggi`, `dobutsu`).
    pub rules: Rules,
    /// The show, if the record names it.
    pub show: Option<String>,
    /// The episode, if known.
    pub episode: Option<String>,
    /// The round, if known.
    pub round: Option<String>,
    /// The players' names by camp.
    pub players: Players,
    /// Who moved first.
    pub first: Color,
    /// The position the game starts from (position text): the start position unless the
    /// record gives another (format 2's `position:`).
    pub start: Position,
    /// The result as recorded, and how the board ends.
    pub result: GameResult,
    /// The ply replaced by a correction ([`GameRecord::with_correction`]), if any.
    pub corrected: Option<usize>,
    /// Every ply that could be played, annotated.
    pub plies: Vec<PlyReport>,
    /// Plies of the record not annotated (from the first that cannot be played on).
    pub unplayed: usize,
    /// Each player's estimated strength from the moves they made in the game
    /// ([`crate::query::strength::estimate_level`] of the plies' [`AnnotatedPly::seen`]).
    pub strength: Strength,
    /// The first ply that cannot be played, if any (JSON: the front end's, with its reason in
    /// words).
    #[serde(skip)]
    pub illegal: Option<IllegalReport>,
    /// Corrections of the published record the reader suggests, best first (never applied;
    /// JSON: the front end's, each with its message).
    #[serde(skip)]
    pub corrections: Vec<Correction>,
    /// Marks and end notes of the published record that disagree with the position (JSON: the
    /// front end's, each with its message).
    #[serde(skip)]
    pub warnings: Vec<Warning>,
    /// Who was winning when, the blunders and mistakes (JSON: the front end's, with the
    /// one-line verdict).
    #[serde(skip)]
    pub summary: Summary,
    /// The record annotated (with the correction applied).
    #[serde(skip)]
    pub record: GameRecord,
    /// Its replay.
    #[serde(skip)]
    pub replay: Replay,
    /// The plies as the annotator judged them.
    #[serde(skip)]
    pub annotated: Vec<AnnotatedPly>,
}

/// Each player's estimated strength: `{"a": {"level", "low", "high", "moves"} | null, "d": …}`,
/// `null` for a player none of whose moves tells the levels apart (or who made none).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Strength {
    /// Player a's.
    pub a: Option<StrengthEstimate>,
    /// Player d's.
    pub d: Option<StrengthEstimate>,
}

impl Strength {
    /// The estimates of both players from the annotated plies of one game (each ply's
    /// [`AnnotatedPly::seen`] goes to its mover's).
    pub fn of_plies(plies: &[AnnotatedPly]) -> Strength {
        let of = |side: Color| {
            let seen: Vec<SeenMove> = plies
                .iter()
                .filter(|p| p.mover() == side)
                .map(|p| p.seen.clone())
                .collect();
            estimate_level(&seen)
        };
        Strength {
            a: of(Color::A),
            d: of(Color::D),
        }
    }

    /// Player `side`'s estimate.
    pub fn of(&self, side: Color) -> Option<&StrengthEstimate> {
        match side {
            Color::A => self.a.as_ref(),
            Color::D => self.d.as_ref(),
        }
    }

    /// Leaves player `side` without an estimate (a front end that shows only one player's:
    /// `/play` judges the person, not the engine).
    pub fn forget(&mut self, side: Color) {
        match side {
            Color::A => self.a = None,
            Color::D => self.d = None,
        }
    }
}

/// The players' names by camp: `{"a": …, "d": …}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Players {
    /// Player a (camp file A).
    pub a: String,
    /// Player d (camp file D).
    pub d: String,
}

/// The result as the record gives it, and what the board says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    /// The winner the record names (`null`: none).
    pub winner: Option<Color>,
    /// How the record says the game ended.
    pub termination: Termination,
    /// The published end note, when it stands in a cell of its own.
    pub end_note: Option<String>,
    /// How the board ends after the last legal ply (`king-capture`, `try`, `no-legal-move`);
    /// `null` when the game goes on there.
    pub board: Option<Termination>,
    /// Where the record's result and the board disagree; `null` when they agree or cannot be
    /// compared (the record stops at an unplayable ply, or the game goes on on the board).
    pub disagreement: Option<Disagreement>,
}

/// A record's result that the board contradicts: another winner, or another way of ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Disagreement {
    /// What the record says.
    pub record: Outcome,
    /// What the board says.
    pub board: Outcome,
}

/// One annotated ply, with what the record says of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlyReport {
    /// The ply number, 1-based.
    pub ply: usize,
    /// The player who moved (`a` or `d`).
    pub side: Color,
    /// Where the ply stands in the record: its row and line, the mover's name, the cell as
    /// published (JSON: `row`, `line`, `player`, `published`, beside `ply`).
    #[serde(flatten)]
    pub place: Place,
    /// The position before the move (position text).
    pub position: Position,
    /// The move played (canonical text).
    #[serde(rename = "move")]
    pub mv: Move,
    /// The move played in the broadcast form.
    pub hanja: String,
    /// The value of the position before the move, for the mover (plies).
    pub before: Value,
    /// The label of the move played: for the mover, counted from the position before it.
    pub after: Value,
    /// `best`, `only move`, `mistake` or `blunder`.
    pub verdict: Verdict,
    /// Every move whose label equals `before`.
    pub best: Vec<BestMove>,
    /// How many legal moves keep the class (win, draw, loss) of `before`.
    pub keeping: usize,
}

/// A move in two forms: canonical and broadcast.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestMove {
    /// Canonical text (`B2C2`, `P*B1`).
    #[serde(rename = "move")]
    pub mv: Move,
    /// The broadcast form (`子 B2 → C2 (子x)`).
    pub hanja: String,
}

/// The first ply of a record that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalReport {
    /// The ply, 1-based.
    pub ply: usize,
    /// The player who was to make it.
    pub side: Color,
    /// Where the ply stands in the record: its row and line, the player's name, the cell as
    /// published (JSON: `row`, `line`, `player`, `published`, beside `ply`).
    #[serde(flatten)]
    pub place: Place,
    /// The move as recorded (canonical text; `P?B2` when only the piece and the destination are
    /// known).
    pub recorded: String,
    /// Why it cannot be played (JSON: the front end's `reason`, in words, after the other
    /// fields).
    #[serde(skip)]
    pub reason: IllegalReason,
}

/// Annotates `record` (as it is: apply a correction first with
/// [`GameRecord::with_correction`], and say which ply in `corrected`) against `source`:
/// every playable ply with its verdict, the summary and the result checked against the board;
/// `check` is what the reader found in the record as published ([`crate::record::AnyRecord::check`]).
///
/// A record of a small piece set, read and annotated against its solved table:
///
/// ```
/// use sibi_solver::query::annotate::{annotate_record, Verdict};
/// use sibi_solver::record::read_any;
/// use sibi_solver::solve::{solve, NoProgress, Value};
/// use sibi_solver::Rules;
///
/// // A canonical record (data/broadcast/FORMAT.md) of a game of the kings and one 子: a's 王 on
/// // A1 could take d's 王 on B2 (win 1) but steps to A2, where d's 王 takes it.
/// let text = "format: sibi-record 2\nposition: K3/1k2/4 P a\nplayer-a: A\nplayer-d: D\n\
///             first: a\nwinner: d\nend: king-capture\n\nA1A2\nB2A2\n";
/// let record = read_any(text)?;
/// let table = solve(Rules::TwelveJanggi, record.record().pieces(), &NoProgress)?;
/// let game = annotate_record(&table, record.record(), record.check(), None)?;
/// let first = &game.plies[0];
/// assert_eq!((first.before, first.after), (Value::Win(1), Value::Loss(2)));
/// assert_eq!(first.verdict, Verdict::Blunder);
/// assert_eq!(first.best[0].mv.to_string(), "A1B2");
/// assert_eq!(game.plies[1].verdict, Verdict::OnlyMove);
/// assert_eq!(game.summary.blunders, [1]);
/// assert_eq!(game.summary.decisive, Some(1));
/// // The record's result (d took the 王) is the board's.
/// assert!(game.result.disagreement.is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The first error of `source` (a damaged table block).
pub fn annotate_record<S: ValueSource>(
    source: &S,
    record: &GameRecord,
    check: RecordCheck,
    corrected: Option<usize>,
) -> Result<GameAnnotation, S::Error> {
    annotate_game(source, CheckedRecord::new(record.clone(), check, corrected))
}

/// [`annotate_record`] of a record read and played already ([`crate::record::read_game`]):
/// the game is not played again.
///
/// # Errors
/// The first error of `source` (a damaged table block).
pub fn annotate_game<S: ValueSource>(
    source: &S,
    game: CheckedRecord,
) -> Result<GameAnnotation, S::Error> {
    let CheckedRecord {
        record: owned,
        check,
        replay,
        corrected,
    } = game;
    let record = &owned;
    let meta = &record.meta;
    let rules = meta.rules;
    let annotated = annotate(source, &replay.line)?;
    // After a king capture the game is over; otherwise the position reached has a value.
    let final_value = match replay.final_position() {
        Some(p) => Some(position_value(source, p)?),
        None => None,
    };
    let mut summary = summarize(&replay.line, &annotated, final_value);
    let plies = annotated
        .iter()
        .map(|p| {
            // The line of the published text, when the reader knows it (a published table).
            let line = check.lines.get(p.ply - 1).copied().flatten();
            PlyReport {
                ply: p.ply,
                side: p.mover(),
                place: record.place(p.ply, line),
                position: p.position,
                mv: p.mv,
                hanja: move_hanja(&p.position, p.mv),
                before: p.before,
                after: p.after,
                verdict: p.verdict,
                best: p
                    .best
                    .iter()
                    .map(|b| BestMove {
                        mv: b.mv,
                        hanja: move_hanja(&p.position, b.mv),
                    })
                    .collect(),
                keeping: p.keeping,
            }
        })
        .collect();
    let illegal = replay.illegal.as_ref().map(|i| {
        let line = check
            .illegal
            .as_ref()
            .filter(|c| c.ply == i.ply)
            .and_then(|c| c.place.line);
        IllegalReport {
            ply: i.ply,
            side: i.side,
            place: record.place(i.ply, line),
            recorded: record.plies[i.ply - 1].mv.to_string(),
            reason: i.reason.clone(),
        }
    });
    let board = replay.board_outcome();
    let disagreement = match (replay.illegal.is_some(), board) {
        (false, Some(board)) => {
            let recorded = meta.outcome;
            let differs = match recorded.termination {
                Termination::Unknown => {
                    recorded.winner.is_some() && recorded.winner != board.winner
                }
                t => t != board.termination || recorded.winner != board.winner,
            };
            differs.then_some(Disagreement {
                record: recorded,
                board,
            })
        }
        _ => None,
    };
    summary.decisive =
        summary.blunders.last().copied().filter(|_| {
            summary.final_winner.is_some() && summary.final_winner == meta.outcome.winner
        });
    Ok(GameAnnotation {
        rules,
        show: meta.show.clone(),
        episode: meta.episode.clone(),
        round: meta.round.clone(),
        players: Players {
            a: meta.player(Color::A).to_string(),
            d: meta.player(Color::D).to_string(),
        },
        first: meta.first,
        start: record.start(),
        result: GameResult {
            winner: meta.outcome.winner,
            termination: meta.outcome.termination,
            end_note: meta.end_note.clone(),
            board: board.map(|o| o.termination),
            disagreement,
        },
        corrected,
        plies,
        unplayed: replay
            .illegal
            .as_ref()
            .map_or(0, |i| record.plies.len() + 1 - i.ply),
        strength: Strength::of_plies(&annotated),
        illegal,
        corrections: check.corrections,
        warnings: check.warnings,
        summary,
        record: owned,
        replay,
        annotated,
    })
}

/// One point of a game's value history: the value of the position after `ply` plies (0 = the
/// start), for player a.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HistoryPoint {
    /// Plies played (0 = the start, before ply 1).
    pub ply: usize,
    /// The value of the position reached, for player a (after a king capture: win 0 or loss
    /// 0 for a, the game being over).
    pub value: Value,
}

impl GameAnnotation {
    /// The value of the game for player a after 0, 1, … plies, up to the last annotated ply:
    /// what a value-history graph draws.
    pub fn history(&self) -> Vec<HistoryPoint> {
        let mut out: Vec<HistoryPoint> = self
            .annotated
            .iter()
            .map(|p| HistoryPoint {
                ply: p.ply - 1,
                value: p.before.for_player(p.mover(), Color::A),
            })
            .collect();
        let n = self.annotated.len();
        let line = &self.replay.line;
        let end = match (line.position(), self.summary.final_value) {
            (Some(p), Some(v)) => Some(v.for_player(p.side_to_move(), Color::A)),
            _ => line.winner().map(|w| {
                if w == Color::A {
                    Value::Win(0)
                } else {
                    Value::Loss(0)
                }
            }),
        };
        if let Some(value) = end {
            out.push(HistoryPoint { ply: n, value });
        }
        out
    }
}

/// The part of a value-history graph's half-height kept between the draw line and the
/// longest win or loss: a win of the table's longest distance is drawn clearly apart from a
/// draw.
pub(crate) const HISTORY_GAP: f64 = 0.15;

/// The height of value `v` (for player a) in a value-history graph, in −1..=1: draw → 0, win n
/// → +h(n), loss n → −h(n), with h(n) = G + (1 − G)·(1 − ln(1 + n) / ln(1 + D)), G =
/// `HISTORY_GAP` and `longest` = D the table's longest distance in plies. A logarithmic
/// scale: a quick win near the top (win 0, the try held, at 1), a win 1 clearly apart from a
/// win 5, and the longest win G above the draw line — never on it.
pub fn history_height(v: Value, longest: u16) -> f64 {
    let scale = (1.0 + f64::from(longest.max(1))).ln();
    let h = |n: u16| {
        let n = n.min(longest.max(1));
        HISTORY_GAP + (1.0 - HISTORY_GAP) * (1.0 - (1.0 + f64::from(n)).ln() / scale)
    };
    match v {
        Value::Win(n) => h(n),
        Value::Loss(n) => -h(n),
        Value::Draw => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::line::Line;
    use crate::query::rank_moves;
    use crate::query::strength::estimate_level;
    use crate::record::read_any;
    use crate::solve::{solve, NoProgress};
    use crate::PieceSet;

    /// The annotation's strength of each player is `estimate_level` of that player's moves,
    /// seen here from the table's ranked moves of each position (not from the annotator's
    /// batch): games of 將 and 子 beside the kings, each move chosen by a fixed rule among the
    /// legal moves so that some are best and some are not.
    #[test]
    fn strength_is_the_estimate_of_the_moves_played() {
        let rules = Rules::TwelveJanggi;
        let pieces: PieceSet = "GP".parse().unwrap();
        let table = solve(rules, pieces, &NoProgress).unwrap();
        let mut judged = 0;
        for (start, stride) in [
            ("K3/4/3k Gp a", 7),
            ("K3/4/3k Gp d", 3),
            ("K3/4/2k1 GP a", 5),
        ] {
            let pos = Position::parse(start, rules, pieces).unwrap();
            let mut line = Line::new(pos, rules);
            let mut text = format!(
                "format: sibi-record 2\nposition: {start}\nplayer-a: A\nplayer-d: D\nfirst: {}\n\n",
                pos.side_to_move()
            );
            let mut seen: [Vec<SeenMove>; 2] = [Vec::new(), Vec::new()];
            for ply in 0..40 {
                let Some(p) = line.position().copied() else {
                    break;
                };
                if p.game_over(rules).is_some() {
                    break;
                }
                let ranked = rank_moves(&table, &p).unwrap();
                let mv = ranked[(ply * stride) % ranked.len()].mv;
                seen[p.side_to_move().index()].push(SeenMove::new(&ranked, mv).unwrap());
                text += &format!("{mv}\n");
                line.push(mv).unwrap();
            }
            let record = read_any(&text).unwrap();
            let game = annotate_record(&table, record.record(), record.check(), None).unwrap();
            assert_eq!(game.strength.a, estimate_level(&seen[0]), "{start}");
            assert_eq!(game.strength.d, estimate_level(&seen[1]), "{start}");
            judged += [&game.strength.a, &game.strength.d]
                .iter()
                .filter(|e| e.is_some())
                .count();
        }
        // The games do tell the levels apart.
        assert!(judged >= 4, "{judged}");
    }

    /// By hand, D = 180: win 0 at the top (1), the draw at 0, win 180 at the gap (0.15), win 1
    /// at 0.15 + 0.85 · (1 − ln 2 / ln 181) ≈ 0.8867 and win 5 at 0.15 + 0.85 · (1 − ln 6 /
    /// ln 181) ≈ 0.7070 (0.18 apart: distinct on a graph 140 px half-high); losses mirrored;
    /// the heights fall as the distance grows.
    #[test]
    fn heights_of_the_value_graph() {
        let h = |v| history_height(v, 180);
        assert_eq!(h(Value::Win(0)), 1.0);
        assert_eq!(h(Value::Draw), 0.0);
        assert!((h(Value::Win(180)) - 0.15).abs() < 1e-12);
        assert!((h(Value::Win(179)) - 0.15).abs() < 0.001 && h(Value::Win(179)) > 0.15);
        assert!(
            (h(Value::Win(1)) - 0.8867).abs() < 1e-4,
            "{}",
            h(Value::Win(1))
        );
        assert!(
            (h(Value::Win(5)) - 0.7070).abs() < 1e-4,
            "{}",
            h(Value::Win(5))
        );
        assert_eq!(h(Value::Loss(5)), -h(Value::Win(5)));
        for n in 0..180 {
            assert!(h(Value::Win(n)) > h(Value::Win(n + 1)));
        }
    }
}
