//! The canonical record format (`*.gibo`), versions 1 and 2: see `data/broadcast/FORMAT.md`.
//! Version 2 adds the `position:` key (a game that starts elsewhere than the start position)
//! and the ending `repetition`; the reader reads both versions, the writer writes version 2.
//!
//! (a tab separates each move from its comment; shown as spaces here)
//!
//! ```text
//! # comment lines start with '#'
//! format: sibi-record 1
//! show: 더 지니어스: 블랙가넷
//! player-a: 오현민
//! player-d: 이종범
//! first: d
//! winner: a
//! end: king-capture
//!
//! C2B2    # 1. 이종범: B2子x
//! A1B2    # 1. 오현민: B2相x
//! P*C2    # 2. 이종범: C2子打
//! ```

use crate::line::{play_line, IllegalPly, IllegalReason, StopError};
use crate::notation::{parse_move, parse_setup, MoveText};
use crate::rules::{Color, Position, Rules};

use super::error::{LineProblem, ValueProblem, Version2Feature};
use super::{GameRecord, Meta, Outcome, Ply, RecordError, Termination};

/// The version of the canonical format [`write_canonical`] writes (`format: sibi-record 2`);
/// [`read_canonical`] reads it and every earlier version (`FORMAT_VERSIONS`).
pub const FORMAT_VERSION: u32 = 2;

/// The versions [`read_canonical`] reads: 1 (the broadcast records) and 2 (adds `position:`
/// and the ending `repetition`).
pub(crate) const FORMAT_VERSIONS: [u32; 2] = [1, 2];

/// The header keys, in the order they are written.
const KEYS: [&str; 14] = [
    "format", "rules", "position", "show", "episode", "round", "player-a", "player-d", "first",
    "winner", "end", "end-note", "source", "note",
];

/// Writes `record` in the canonical format, version 2: a comment line, the header (`key: value`, one per
/// line, absent optional values left out, one `note:` line per note), a blank line, then one
/// ply per line: the move in canonical notation (`B2C2`, `P*B1`, `P?B2` for an unresolved
/// compact move), then, when the ply has a published text, a tab and `# <row>. <player>:
/// <published text>` (or `# <published text>` when the row is unknown).
///
/// Values are written on one line: line breaks inside them become spaces, and surrounding
/// whitespace is dropped (what [`read_canonical`] gives back).
pub fn write_canonical(record: &GameRecord) -> String {
    let meta = &record.meta;
    let mut out = String::new();
    let mut kv = |key: &str, value: &str| {
        out.push_str(key);
        out.push_str(": ");
        out.push_str(&one_line(value));
        out.push('\n');
    };
    kv("format", &format!("sibi-record {FORMAT_VERSION}"));
    kv("rules", meta.rules.name());
    if let Some(p) = &meta.position {
        kv("position", &p.to_string());
    }
    for (key, value) in [
        ("show", &meta.show),
        ("episode", &meta.episode),
        ("round", &meta.round),
    ] {
        if let Some(v) = value {
            kv(key, v);
        }
    }
    kv("player-a", meta.player(Color::A));
    kv("player-d", meta.player(Color::D));
    kv("first", &meta.first.to_string());
    kv(
        "winner",
        &meta
            .outcome
            .winner
            .map_or_else(|| "none".to_string(), |c| c.to_string()),
    );
    kv("end", meta.outcome.termination.name());
    if let Some(v) = &meta.end_note {
        kv("end-note", v);
    }
    if let Some(v) = &meta.source {
        kv("source", v);
    }
    for note in &meta.notes {
        kv("note", note);
    }
    let mut out = format!("# sibi game record (data/broadcast/FORMAT.md)\n{out}\n");
    for (i, ply) in record.plies.iter().enumerate() {
        out.push_str(&ply.mv.to_string());
        if let Some(text) = &ply.published {
            out.push_str("\t# ");
            if let Some(row) = ply.row {
                let name = meta.player(record.mover(i + 1));
                out.push_str(&format!("{row}. {}: ", one_line(name)));
            }
            out.push_str(&one_line(text));
        }
        out.push('\n');
    }
    out
}

/// A value on one line: line breaks become spaces, surrounding whitespace is dropped.
fn one_line(s: &str) -> String {
    s.split(['\n', '\r'])
        .collect::<Vec<_>>()
        .join(" ")
        .trim()
        .to_string()
}

/// Reads a canonical record (see [`write_canonical`] and `data/broadcast/FORMAT.md`).
///
/// Lines starting with `#` (after optional whitespace) and blank lines are skipped. Header
/// lines `key: value` come first; keys are `format` (required, `sibi-record 1` or
/// `sibi-record 2`), `rules` (`twelve-janggi` by default, or `dobutsu`), `position` (format 2
/// only: the position text the game starts from, of any piece set; its side to move must be
/// `first`), `show`, `episode`, `round`, `player-a` and
/// `player-d` (required), `first` (required, `a` or `d`), `winner` (`a`, `d` or `none`,
/// default `none`), `end` (a [`Termination`] name, default `unknown`; `repetition` and
/// `agreement` in format 2 only), `end-note`, `source`,
/// and `note` (any number of times). Then one ply per line: a move (`B2C2`, `B2-C2`, `P*B1`,
/// `子*B1`, or `P?B2` for an unresolved compact move), optionally followed by `# comment`: a
/// comment `<row>. <name>: <text>` naming the mover gives the ply's row and published text,
/// any other comment is kept as its published text.
///
/// The moves are not checked against the rules here: a record may keep an illegal published
/// move ([`GameRecord::replay`] says where it stops).
///
/// # Errors
/// A [`RecordError`] with the line number: unknown, repeated or missing keys, bad values (a
/// `position` that is not a legal position or whose side to move is not `first`), a key or
/// ending of format 2 in a format-1 record, an unsupported format version, a header line after
/// the moves, a malformed move.
pub fn read_canonical(text: &str) -> Result<GameRecord, RecordError> {
    // A byte-order mark, as some editors save UTF-8; decomposed Hangul reads composed, a lone
    // CR as a line break.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = &super::published::reading_form(text);
    let mut header = Header::default();
    let mut meta: Option<Meta> = None;
    let mut plies: Vec<Ply> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if let Some((key, value)) = header_line(t) {
            if meta.is_some() {
                return Err(RecordError::Line {
                    line,
                    problem: LineProblem::HeaderAfterMoves {
                        key: key.to_string(),
                    },
                });
            }
            header.set(line, key, value)?;
            continue;
        }
        let m = match &meta {
            Some(m) => m,
            None => meta.insert(header.finish().map_err(|e| match e {
                RecordError::MissingKey { key } => RecordError::Line {
                    line,
                    problem: LineProblem::MoveBeforeHeader { missing: key },
                },
                other => other,
            })?),
        };
        let (token, comment) = match t.split_once('#') {
            Some((tok, c)) => (tok.trim(), Some(c.trim())),
            None => (t, None),
        };
        let mv = parse_ply_move(token).map_err(|problem| RecordError::Line { line, problem })?;
        let mover = if (plies.len() + 1) % 2 == 1 {
            m.first
        } else {
            m.first.other()
        };
        let (row, published) = match comment {
            None => (None, None),
            Some(c) => match split_row_comment(c, m.player(mover)) {
                Some((row, text)) => (Some(row), Some(text.to_string())),
                None => (None, Some(c.to_string())),
            },
        };
        plies.push(Ply { mv, row, published });
    }
    let meta = match meta {
        Some(m) => m,
        None => header.finish()?,
    };
    if meta.outcome.termination == Termination::Repetition {
        check_repetition(&meta, &plies).map_err(|error| RecordError::BadValue {
            line: header.end_line,
            key: "end".to_string(),
            value: "repetition".to_string(),
            problem: ValueProblem::NotARepetition { error },
        })?;
    }
    Ok(GameRecord { meta, plies })
}

/// `end: repetition` checked as `/play/record` checks it ([`Line::outcome`]): the game is not
/// over on the board and the position reached has stood [`REPETITION_DRAW`] times. A record
/// with a move that cannot be played before the game is over passes here (the annotator
/// reports its illegal ply); moves after a king capture do not hide it.
///
/// [`Line::outcome`]: crate::line::Line::outcome
/// [`REPETITION_DRAW`]: crate::line::REPETITION_DRAW
fn check_repetition(meta: &Meta, plies: &[Ply]) -> Result<(), StopError> {
    let start = meta.position.unwrap_or_else(|| Position::start(meta.first));
    match play_line(start, meta.rules, plies.iter().map(|p| p.mv)) {
        (
            _,
            Some(IllegalPly {
                reason: IllegalReason::Move(_),
                ..
            }),
        ) => Ok(()),
        (line, _) => line.outcome(true).map(|_| ()),
    }
}

/// `key: value` when the line starts with a word (ASCII letters, digits, `-`) and a colon. Keys
/// are lowercase; a word in another case is still a header line, so that it is reported as an
/// unknown key with its line rather than read as a move. (No move text has a colon before its
/// `#` comment.)
fn header_line(t: &str) -> Option<(&str, &str)> {
    let (key, value) = t.split_once(':')?;
    let ok = key.starts_with(|c: char| c.is_ascii_alphabetic())
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    ok.then_some((key, value.trim()))
}

/// `<row>. <name>: <text>` with the given name: the row and the text.
fn split_row_comment<'a>(comment: &'a str, name: &str) -> Option<(u32, &'a str)> {
    let (row, rest) = comment.split_once(". ")?;
    if row.is_empty() || !row.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let row: u32 = row.parse().ok()?;
    let text = rest.strip_prefix(name)?.strip_prefix(':')?;
    Some((row, text.trim()))
}

/// A move token: canonical step or drop (also the other forms [`parse_move`] reads, without a
/// piece name for steps), or a compact move `P?B2`.
fn parse_ply_move(token: &str) -> Result<MoveText, LineProblem> {
    match parse_move(token) {
        Ok(MoveText::Step { piece: Some(_), .. }) => Err(LineProblem::PieceInStep {
            text: token.to_string(),
        }),
        Ok(m) => Ok(m),
        Err(error) => Err(LineProblem::NotAMove {
            text: token.to_string(),
            error,
        }),
    }
}

/// The header being read.
#[derive(Default)]
struct Header {
    seen: Vec<&'static str>,
    /// The version of the `format:` line, once read.
    format: Option<u32>,
    rules: Option<Rules>,
    /// The `position:` value and its line (parsed once the rules are known).
    position: Option<(usize, String)>,
    /// The line of `first:`, for an error about a `position` of the other side to move.
    first_line: usize,
    show: Option<String>,
    episode: Option<String>,
    round: Option<String>,
    player_a: Option<String>,
    player_d: Option<String>,
    first: Option<Color>,
    winner: Option<Option<Color>>,
    /// The lines of `winner:` and `end:`, for an error about the two together.
    winner_line: usize,
    end_line: usize,
    end: Option<Termination>,
    end_note: Option<String>,
    source: Option<String>,
    notes: Vec<String>,
}

impl Header {
    fn set(&mut self, line: usize, key: &str, value: &str) -> Result<(), RecordError> {
        let Some(&known) = KEYS.iter().find(|k| **k == key) else {
            return Err(RecordError::UnknownKey {
                line,
                key: key.to_string(),
            });
        };
        if known != "note" {
            if self.seen.contains(&known) {
                return Err(RecordError::DuplicateKey {
                    line,
                    key: key.to_string(),
                });
            }
            self.seen.push(known);
        }
        let bad = |problem: ValueProblem| RecordError::BadValue {
            line,
            key: key.to_string(),
            value: value.to_string(),
            problem,
        };
        let color = |v: &str| match v {
            "a" => Some(Color::A),
            "d" => Some(Color::D),
            _ => None,
        };
        let text = || (!value.is_empty()).then(|| value.to_string());
        match known {
            "format" => {
                let version = value
                    .strip_prefix("sibi-record ")
                    .and_then(|v| v.parse::<u32>().ok())
                    .filter(|v| FORMAT_VERSIONS.contains(v))
                    .ok_or_else(|| RecordError::Format {
                        line,
                        found: value.to_string(),
                    })?;
                self.format = Some(version);
            }
            "position" => {
                self.need_version_2(line, Version2Feature::Position)?;
                if value.is_empty() {
                    return Err(bad(ValueProblem::ExpectedPosition));
                }
                self.position = Some((line, value.to_string()));
            }
            "rules" => {
                self.rules = Some(
                    value
                        .parse()
                        .map_err(|_| bad(ValueProblem::ExpectedRules))?,
                )
            }
            "show" => self.show = text(),
            "episode" => self.episode = text(),
            "round" => self.round = text(),
            "player-a" | "player-d" => {
                if value.is_empty() {
                    return Err(bad(ValueProblem::EmptyName));
                }
                let other = if key == "player-a" {
                    &self.player_d
                } else {
                    &self.player_a
                };
                if other.as_deref() == Some(value) {
                    // Names tell the players apart in the moves' comments and the results.
                    return Err(bad(ValueProblem::SameName));
                }
                if key == "player-a" {
                    self.player_a = text();
                } else {
                    self.player_d = text();
                }
            }
            "first" => {
                self.first = Some(color(value).ok_or_else(|| bad(ValueProblem::ExpectedSide))?);
                self.first_line = line;
            }
            "winner" => {
                self.winner_line = line;
                self.winner = Some(match value {
                    "none" => None,
                    v => Some(color(v).ok_or_else(|| bad(ValueProblem::ExpectedWinner))?),
                })
            }
            "end" => {
                let end =
                    Termination::from_name(value).ok_or_else(|| bad(ValueProblem::ExpectedEnd))?;
                match end {
                    Termination::Repetition => {
                        self.need_version_2(line, Version2Feature::Repetition)?
                    }
                    Termination::Agreement => {
                        self.need_version_2(line, Version2Feature::Agreement)?
                    }
                    _ => {}
                }
                self.end = Some(end);
                self.end_line = line;
            }
            "end-note" => self.end_note = text(),
            "source" => self.source = text(),
            _ => {
                if !value.is_empty() {
                    self.notes.push(value.to_string());
                }
            }
        }
        Ok(())
    }

    /// An error unless the `format:` line said version 2 (it must come first for that).
    fn need_version_2(&self, line: usize, feature: Version2Feature) -> Result<(), RecordError> {
        match self.format {
            Some(v) if v >= 2 => Ok(()),
            Some(version) => Err(RecordError::Line {
                line,
                problem: LineProblem::Version2Only { feature, version },
            }),
            None => Err(RecordError::Line {
                line,
                problem: LineProblem::Version2BeforeFormat { feature },
            }),
        }
    }

    fn finish(&mut self) -> Result<Meta, RecordError> {
        if self.format.is_none() {
            return Err(RecordError::MissingKey { key: "format" });
        }
        let player_a = self
            .player_a
            .take()
            .ok_or(RecordError::MissingKey { key: "player-a" })?;
        let player_d = self
            .player_d
            .take()
            .ok_or(RecordError::MissingKey { key: "player-d" })?;
        let first = self.first.ok_or(RecordError::MissingKey { key: "first" })?;
        let rules = self.rules.unwrap_or_default();
        if let (Some(end @ (Termination::Repetition | Termination::Agreement)), Some(Some(w))) =
            (self.end, self.winner)
        {
            return Err(RecordError::BadValue {
                line: self.winner_line,
                key: "winner".to_string(),
                value: w.to_string(),
                problem: ValueProblem::DrawWithWinner {
                    end,
                    end_line: self.end_line,
                },
            });
        }
        let position = match self.position.take() {
            None => None,
            Some((line, text)) => {
                let bad = |problem: ValueProblem| RecordError::BadValue {
                    line,
                    key: "position".to_string(),
                    value: text.clone(),
                    problem,
                };
                let setup = parse_setup(&text)
                    .map_err(|error| bad(ValueProblem::PositionText { error }))?;
                let pieces = setup
                    .piece_set()
                    .ok_or_else(|| bad(ValueProblem::NoPieceSet))?;
                let pos = Position::from_setup(&setup, rules, pieces)
                    .map_err(|error| bad(ValueProblem::Impossible { rules, error }))?;
                if pos.side_to_move() != first {
                    return Err(RecordError::BadValue {
                        line: self.first_line,
                        key: "first".to_string(),
                        value: first.to_string(),
                        problem: ValueProblem::FirstNotToMove { position: pos },
                    });
                }
                // The start position is written without the key.
                (pos != Position::start(first)).then_some(pos)
            }
        };
        Ok(Meta {
            rules,
            position,
            show: self.show.take(),
            episode: self.episode.take(),
            round: self.round.take(),
            players: [player_a, player_d],
            first,
            outcome: Outcome {
                winner: self.winner.unwrap_or(None),
                termination: self.end.unwrap_or(Termination::Unknown),
            },
            end_note: self.end_note.take(),
            source: self.source.take(),
            notes: std::mem::take(&mut self.notes),
        })
    }
}
