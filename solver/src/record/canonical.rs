//! The canonical record format (`*.gibo`), version 1: see `data/broadcast/FORMAT.md`.
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

use crate::notation::{parse_move, MoveText};
use crate::rules::{Color, Rules};

use super::{GameRecord, Meta, Outcome, Ply, RecordError, Termination};

/// The version of the canonical format this module reads and writes (`format: sibi-record 1`).
pub const FORMAT_VERSION: u32 = 1;

/// The header keys, in the order they are written.
const KEYS: [&str; 13] = [
    "format", "rules", "show", "episode", "round", "player-a", "player-d", "first", "winner",
    "end", "end-note", "source", "note",
];

/// Writes `record` in the canonical format: a comment line, the header (`key: value`, one per
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
/// lines `key: value` come first; keys are `format` (required, `sibi-record 1`), `rules`
/// (`twelve-janggi` by default, or `dobutsu`), `show`, `episode`, `round`, `player-a` and
/// `player-d` (required), `first` (required, `a` or `d`), `winner` (`a`, `d` or `none`,
/// default `none`), `end` (a [`Termination`] name, default `unknown`), `end-note`, `source`,
/// and `note` (any number of times). Then one ply per line: a move (`B2C2`, `B2-C2`, `P*B1`,
/// `子*B1`, or `P?B2` for an unresolved compact move), optionally followed by `# comment`: a
/// comment `<row>. <name>: <text>` naming the mover gives the ply's row and published text,
/// any other comment is kept as its published text.
///
/// The moves are not checked against the rules here: a record may keep an illegal published
/// move ([`GameRecord::replay`] says where it stops).
///
/// # Errors
/// A [`RecordError`] with the line number: unknown, repeated or missing keys, bad values, an
/// unsupported format version, a header line after the moves, a malformed move.
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
                    message: format!("header line `{key}: …` after the moves"),
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
                    message: format!(
                        "a move before the header is complete: header key `{key}` is missing \
                         (every header line comes before the first move)"
                    ),
                },
                other => other,
            })?),
        };
        let (token, comment) = match t.split_once('#') {
            Some((tok, c)) => (tok.trim(), Some(c.trim())),
            None => (t, None),
        };
        let mv = parse_ply_move(token).map_err(|message| RecordError::Line { line, message })?;
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
    Ok(GameRecord { meta, plies })
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
fn parse_ply_move(token: &str) -> Result<MoveText, String> {
    match parse_move(token) {
        Ok(MoveText::Step { piece: Some(_), .. }) => Err(format!(
            "`{token}`: a canonical step names no piece (write the squares only, as B2C2)"
        )),
        Ok(m) => Ok(m),
        Err(e) => Err(format!("`{token}` is not a move: {e}")),
    }
}

/// The header being read.
#[derive(Default)]
struct Header {
    seen: Vec<&'static str>,
    format: bool,
    rules: Option<Rules>,
    show: Option<String>,
    episode: Option<String>,
    round: Option<String>,
    player_a: Option<String>,
    player_d: Option<String>,
    first: Option<Color>,
    winner: Option<Option<Color>>,
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
        let bad = |message: &str| RecordError::BadValue {
            line,
            key: key.to_string(),
            value: value.to_string(),
            message: message.to_string(),
        };
        let color = |v: &str| match v {
            "a" => Some(Color::A),
            "d" => Some(Color::D),
            _ => None,
        };
        let text = || (!value.is_empty()).then(|| value.to_string());
        match known {
            "format" => {
                if value != format!("sibi-record {FORMAT_VERSION}") {
                    return Err(RecordError::Format {
                        line,
                        found: value.to_string(),
                    });
                }
                self.format = true;
            }
            "rules" => {
                self.rules = Some(
                    value
                        .parse()
                        .map_err(|_| bad("expected twelve-janggi or dobutsu"))?,
                )
            }
            "show" => self.show = text(),
            "episode" => self.episode = text(),
            "round" => self.round = text(),
            "player-a" | "player-d" => {
                if value.is_empty() {
                    return Err(bad("a player needs a name"));
                }
                let other = if key == "player-a" {
                    &self.player_d
                } else {
                    &self.player_a
                };
                if other.as_deref() == Some(value) {
                    // Names tell the players apart in the moves' comments and the results.
                    return Err(bad("both players have this name"));
                }
                if key == "player-a" {
                    self.player_a = text();
                } else {
                    self.player_d = text();
                }
            }
            "first" => self.first = Some(color(value).ok_or_else(|| bad("expected a or d"))?),
            "winner" => {
                self.winner = Some(match value {
                    "none" => None,
                    v => Some(color(v).ok_or_else(|| bad("expected a, d or none"))?),
                })
            }
            "end" => {
                self.end = Some(Termination::from_name(value).ok_or_else(|| {
                    bad(
                        "expected king-capture, try, time-out, resignation, no-legal-move, \
                         unfinished or unknown",
                    )
                })?)
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

    fn finish(&mut self) -> Result<Meta, RecordError> {
        if !self.format {
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
        Ok(Meta {
            rules: self.rules.unwrap_or_default(),
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
