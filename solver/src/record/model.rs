//! The model of a game record: the header ([`Meta`]), the plies, the result.

use crate::line::{play_line, Outcome};
use crate::notation::{MoveError, MoveText};
use crate::rules::{Color, Move, PieceSet, Position, Rules};

use super::replay::replay_written;
use super::Replay;

/// The header of a game record: where the game comes from, who played which camp, who moved
/// first, the result, and free notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Meta {
    /// The rule set the game was played under.
    pub rules: Rules,
    /// The position the game starts from, when it is not the start position (format 2's
    /// `position:` key); its side to move is [`Meta::first`]. `None`: the standard start.
    pub position: Option<Position>,
    /// The show (`더 지니어스: 블랙가넷`), if known.
    pub show: Option<String>,
    /// The episode (`7`), if known.
    pub episode: Option<String>,
    /// The round within the episode (`death match`, `1`), if known.
    pub round: Option<String>,
    /// The players' names indexed by [`Color::index`]: `players[0]` played camp file A (player
    /// a), `players[1]` camp file D (player d).
    pub players: [String; 2],
    /// The player who moved first.
    pub first: Color,
    /// The result.
    pub outcome: Outcome,
    /// The end note exactly as published (`17. 오현민: 王 한턴버팀. 오현민 승리`), when the
    /// published table ends with a note that is not part of a move.
    pub end_note: Option<String>,
    /// Where the record comes from.
    pub source: Option<String>,
    /// Free notes, one per line: inconsistencies of the published record, corrections
    /// suggested, warnings.
    pub notes: Vec<String>,
}

impl Meta {
    /// A header with only the players and the first mover (rules: twelve-janggi; result
    /// unknown).
    pub fn new(player_a: impl Into<String>, player_d: impl Into<String>, first: Color) -> Meta {
        Meta {
            rules: Rules::TwelveJanggi,
            position: None,
            show: None,
            episode: None,
            round: None,
            players: [player_a.into(), player_d.into()],
            first,
            outcome: Outcome::UNKNOWN,
            end_note: None,
            source: None,
            notes: Vec::new(),
        }
    }

    /// The name of the player who had camp file A (`Color::A`) or D (`Color::D`).
    pub fn player(&self, color: Color) -> &str {
        &self.players[color.index()]
    }

    /// The camp of the player named `name`, if one of the players is named so.
    pub(crate) fn color_of(&self, name: &str) -> Option<Color> {
        Color::BOTH.into_iter().find(|c| self.player(*c) == name)
    }
}

/// Where a ply or a note stands in its record, and what it says there: the one type of "where
/// in the record" that the published plies, end notes, warnings, corrections, and the
/// annotation's plies and illegal move share (JSON: `row`, `line`, `player` and the published
/// text, under the names each gives them).
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Place {
    /// Row number of the published table (its `N˚` / `No` column); `None` for a record
    /// without one (a canonical record written without a published table).
    pub row: Option<u32>,
    /// Line of the row in the text, 1-based; `None` when it comes from a canonical record
    /// (which keeps the row and the cell, not the line).
    pub line: Option<usize>,
    /// The name of the player whose cell it is, as in the header (without the 先/後 mark).
    pub player: String,
    /// The cell exactly as published (trimmed); `None` when the record has no published text.
    pub published: Option<String>,
}

impl Place {
    /// The published text, or `""` when the record has none.
    pub fn text(&self) -> &str {
        self.published.as_deref().unwrap_or_default()
    }
}

/// One ply of a record: the move and, when it comes from a published table, the table row and
/// the published text of the move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ply {
    /// The move as recorded, legal or not: a record keeps what was played or published, and
    /// [`GameRecord::replay`] says whether it can be played. A step ([`MoveText::Step`], no
    /// piece named) or a drop; [`MoveText::Compact`] when only the piece and the destination
    /// are known — a compact published move (`B2子`) whose origin could not be determined
    /// (illegal, ambiguous, or after an illegal move), written `P?B2` in canonical records.
    pub mv: MoveText,
    /// The row of the published table (its `N˚` / `No` number), if known. A canonical record
    /// keeps the row only together with a published text.
    pub row: Option<u32>,
    /// The move's cell exactly as published (`B2子x`, `相 C2 → B1 (子x) +`), if known.
    pub published: Option<String>,
}

/// A game record: the header and the plies in the order played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// The header.
    pub meta: Meta,
    /// The plies, first mover's first move first.
    pub plies: Vec<Ply>,
}

impl GameRecord {
    /// Where ply `ply` (1-based, at most the record's length) stands in this record: its row
    /// and published text as recorded, its mover's name, and `line` (the line of the published
    /// text, when the reader knows it).
    pub(crate) fn place(&self, ply: usize, line: Option<usize>) -> Place {
        let recorded = &self.plies[ply - 1];
        Place {
            row: recorded.row,
            line,
            player: self.meta.player(self.mover(ply)).to_string(),
            published: recorded.published.clone(),
        }
    }

    /// The start position of the game: [`Meta::position`] if given, else the standard start
    /// with [`Meta::first`] to move.
    pub(crate) fn start(&self) -> Position {
        self.meta
            .position
            .unwrap_or_else(|| Position::start(self.meta.first))
    }

    /// The piece set of the game (of its start position: pieces change hands but never leave
    /// the game). [`PieceSet::FULL`] for a game from the start position.
    pub fn pieces(&self) -> PieceSet {
        self.start().piece_set()
    }

    /// A record of a game played from `start`: the players, the moves played (each legal
    /// where it is played; not checked here) and the outcome. The first mover is `start`'s
    /// side to move; [`Meta::position`] is `start` unless it is the start position.
    pub fn from_moves(
        rules: Rules,
        start: Position,
        players: [String; 2],
        moves: &[Move],
        outcome: Outcome,
    ) -> GameRecord {
        let first = start.side_to_move();
        let [a, d] = players;
        let mut meta = Meta::new(a, d, first);
        meta.rules = rules;
        meta.position = (start != Position::start(first)).then_some(start);
        meta.outcome = outcome;
        GameRecord {
            meta,
            plies: moves
                .iter()
                .map(|&m| Ply {
                    mv: MoveText::from(m),
                    row: None,
                    published: None,
                })
                .collect(),
        }
    }

    /// The player who makes ply `ply` (1-based): the first mover on odd plies.
    pub fn mover(&self, ply: usize) -> Color {
        if ply % 2 == 1 {
            self.meta.first
        } else {
            self.meta.first.other()
        }
    }

    /// Plays the record from its start (`GameRecord::start`): every ply that can be played,
    /// with the position before it, and the first ply that cannot, with the reason. Never
    /// panics.
    pub fn replay(&self) -> Replay {
        let written: Vec<MoveText> = self.plies.iter().map(|p| p.mv).collect();
        replay_written(self.start(), self.meta.rules, &written, None)
    }

    /// This record with the move of ply `ply` (1-based) replaced by `mv`, resolved in the
    /// position the plies before it reach (what `sibi annotate --correct PLY:MOVE` does). The
    /// ply keeps its row and published text; the plies after it are kept as recorded.
    ///
    /// # Errors
    /// [`CorrectionError::NoSuchPly`] when the record has fewer plies (or `ply` is 0);
    /// [`CorrectionError::NotReached`] when an earlier ply cannot be played;
    /// [`CorrectionError::Illegal`] when `mv` is not legal in the position reached.
    pub fn with_correction(&self, ply: usize, mv: MoveText) -> Result<GameRecord, CorrectionError> {
        if ply == 0 || ply > self.plies.len() {
            return Err(CorrectionError::NoSuchPly {
                ply,
                plies: self.plies.len(),
            });
        }
        let before = self.plies[..ply - 1].iter().map(|p| p.mv);
        let (line, illegal) = play_line(self.start(), self.meta.rules, before);
        let pos = match (illegal, line.position()) {
            (None, Some(p)) => *p,
            (Some(i), _) => {
                return Err(CorrectionError::NotReached {
                    ply,
                    illegal: i.ply,
                })
            }
            (None, None) => {
                return Err(CorrectionError::NotReached {
                    ply,
                    illegal: ply - 1,
                })
            }
        };
        let m = mv
            .resolve(&pos, self.meta.rules)
            .map_err(|reason| CorrectionError::Illegal { ply, reason })?;
        let mut out = self.clone();
        out.plies[ply - 1].mv = MoveText::from(m);
        Ok(out)
    }
}

/// Why [`GameRecord::with_correction`] could not replace a ply.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CorrectionError {
    /// The record has no such ply.
    #[error("the record has {plies} plies, so there is no ply {ply}")]
    NoSuchPly {
        /// The ply asked for (1-based).
        ply: usize,
        /// How many plies the record has.
        plies: usize,
    },
    /// An earlier ply cannot be played, so the position before `ply` is never reached.
    #[error("ply {ply} is not reached: ply {illegal} cannot be played")]
    NotReached {
        /// The ply asked for.
        ply: usize,
        /// The first ply that cannot be played (or the king capture that ended the game).
        illegal: usize,
    },
    /// The move is not legal in the position before `ply`.
    #[error("ply {ply}: {reason}")]
    Illegal {
        /// The ply asked for.
        ply: usize,
        /// Why the move cannot be played there.
        reason: MoveError,
    },
}
