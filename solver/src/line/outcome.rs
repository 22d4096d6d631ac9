//! What a line is worth as a game: how a recorded game stopped ([`Termination`], [`Outcome`]),
//! the outcome of a line played ([`Line::outcome`]), the repetition count's threshold, and
//! whether a game may start at a position ([`check_start`]).

use std::fmt;

use crate::rules::{Color, GameEnd, Position, Rules};

use super::Line;

/// Why a recorded game stopped: on the board ([`Termination::board`]), or off it (time-out,
/// resignation, a draw by repetition agreed, unfinished, unknown). Canonical records and JSON
/// name it ([`Termination::name`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Termination {
    /// A move captured the loser's 王.
    KingCapture,
    /// The winner's 王 stood in the opponent's camp at the start of its turn (the try held).
    Try,
    /// The loser ran out of time on its turn (a broadcast rule, not a board rule).
    TimeOut,
    /// The loser resigned.
    Resignation,
    /// The loser had no legal move on its turn (docs/RULES.md, end of the game, rule 3).
    NoLegalMove,
    /// The record stops before the game is over.
    Unfinished,
    /// Stopped as a draw when a position came round a third time (format 2). The game has no
    /// repetition rule (docs/RULES.md): the players agreed to stop, and nobody won.
    Repetition,
    /// Stopped as a draw the players agreed (a draw offer accepted, format 2): nobody won.
    Agreement,
    /// How the game ended is not known.
    Unknown,
}

impl Termination {
    /// Every termination, in the order of the type's declaration.
    pub(crate) const ALL: [Termination; 9] = [
        Termination::KingCapture,
        Termination::Try,
        Termination::TimeOut,
        Termination::Resignation,
        Termination::NoLegalMove,
        Termination::Unfinished,
        Termination::Repetition,
        Termination::Agreement,
        Termination::Unknown,
    ];

    /// The name used in canonical records: `king-capture`, `try`, `time-out`, `resignation`,
    /// `no-legal-move`, `unfinished`, `repetition`, `agreement`, `unknown`.
    pub const fn name(self) -> &'static str {
        match self {
            Termination::KingCapture => "king-capture",
            Termination::Try => "try",
            Termination::TimeOut => "time-out",
            Termination::Resignation => "resignation",
            Termination::NoLegalMove => "no-legal-move",
            Termination::Unfinished => "unfinished",
            Termination::Repetition => "repetition",
            Termination::Agreement => "agreement",
            Termination::Unknown => "unknown",
        }
    }

    /// The name of a line's stop in the JSON of a principal variation and of a game between
    /// levels: `cut` for [`Termination::Unfinished`] (the line was cut at its ply limit), else
    /// [`Termination::name`].
    pub(crate) const fn line_name(self) -> &'static str {
        match self {
            Termination::Unfinished => "cut",
            t => t.name(),
        }
    }

    /// How the game ended on the board, for the three board endings; `None` for the others.
    pub const fn board(self) -> Option<GameEnd> {
        match self {
            Termination::KingCapture => Some(GameEnd::KingCapture),
            Termination::Try => Some(GameEnd::Try),
            Termination::NoLegalMove => Some(GameEnd::NoLegalMove),
            _ => None,
        }
    }

    /// The termination named `name` (see [`Termination::name`]), or `None`.
    pub(crate) fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl serde::Serialize for Termination {
    /// [`Termination::name`].
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl From<GameEnd> for Termination {
    /// The board ending of the same name.
    fn from(end: GameEnd) -> Termination {
        match end {
            GameEnd::KingCapture => Termination::KingCapture,
            GameEnd::Try => Termination::Try,
            GameEnd::NoLegalMove => Termination::NoLegalMove,
        }
    }
}

/// [`Termination::line_name`], for `#[serde(serialize_with)]`.
pub(crate) fn serialize_line_name<S: serde::Serializer>(
    t: &Termination,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.serialize_str(t.line_name())
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a game: who won (if anyone) and how the game ended. JSON: `{"winner": "a" |
/// "d" | null, "termination": "king-capture" | …}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub struct Outcome {
    /// The winner, or `None` (unfinished or unknown).
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// No known result.
    pub const UNKNOWN: Outcome = Outcome {
        winner: None,
        termination: Termination::Unknown,
    };
}

impl Line {
    /// The outcome on the board: the winner and how (a king capture, the try, no legal move);
    /// `None` while the game goes on.
    pub(crate) fn board_outcome(&self) -> Option<Outcome> {
        self.end().map(|end| Outcome {
            winner: self.winner(),
            termination: end.into(),
        })
    }

    /// The outcome of a game played along this line: over on the board (`Line::board_outcome`),
    /// else stopped as a draw by repetition when `repetition` is asked for, else unfinished.
    ///
    /// # Errors
    /// [`StopError`] when `repetition` is asked for but the game is over on the board, or its
    /// position has not stood [`REPETITION_DRAW`] times ([`Line::repetitions`]).
    pub fn outcome(&self, repetition: bool) -> Result<Outcome, StopError> {
        match (self.board_outcome(), repetition) {
            (Some(o), false) => Ok(o),
            (Some(_), true) => Err(StopError::Over(self.end().expect("over on the board"))),
            (None, false) => Ok(Outcome {
                winner: None,
                termination: Termination::Unfinished,
            }),
            (None, true) => match self.repetitions() {
                n if n >= REPETITION_DRAW => Ok(Outcome {
                    winner: None,
                    termination: Termination::Repetition,
                }),
                n => Err(StopError::NotRepeated(n)),
            },
        }
    }
}

/// The number of times a position must have stood in a game for a front end to offer to stop
/// it as a draw by repetition ("a position comes round a third time"). Not a rule of the game
/// (docs/RULES.md has none): the players agree to stop.
pub const REPETITION_DRAW: usize = 3;

/// Why a game cannot be stopped as a draw by repetition ([`Line::outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StopError {
    /// The game is over on the board already.
    #[error("the game is over ({}): it cannot be stopped by repetition", .0.name())]
    Over(GameEnd),
    /// The position reached has not come round a third time.
    #[error(
        "the position reached has stood {0} time(s) in the game: a draw by repetition needs it \
         {REPETITION_DRAW} times"
    )]
    NotRepeated(usize),
}

/// Why a game cannot start from a position: the game is over there already.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the game is over in {position} ({}): a game cannot start there", .over.sentence(.position.side_to_move()))]
pub struct StartError {
    /// The position.
    pub position: Position,
    /// How the game is over there: [`GameEnd::Try`] or [`GameEnd::NoLegalMove`].
    pub over: GameEnd,
}

/// Whether a game (against the engine: `sibi play`, `/play`) can start from `pos`: not when
/// the game is over there (the try is held, or no legal move).
///
/// # Errors
/// [`StartError`] when the game is over at `pos`.
pub fn check_start(pos: &Position, rules: Rules) -> Result<(), StartError> {
    match pos.game_over(rules) {
        Some(over) => Err(StartError {
            position: *pos,
            over,
        }),
        None => Ok(()),
    }
}
