//! Lines played out and downloaded (issue 42): the route that gives any line or game as a file
//! to save, `GET /api/v1/record?pos=LINE&format=canonical|broadcast`, the links to it that the
//! explorer, `/play` and an annotated record's page draw, and the line of the explorer's
//! address (`line=`) drawn on the page, so that without JavaScript the page shows at least the
//! line it is on.
//!
//! `LINE` is what `pos` is everywhere: `POSITION [moves M1 M2 …]`, of at most
//! [`MAX_QUERY_BYTES`] bytes (the one limit of a line). The route probes no table: a line of
//! any piece set is written as the record of a game between Green and Red (named in the
//! language of `lang=`, English by default), its result read from the board (a king capture, the try, no legal
//! move) or else unfinished.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use serde::Deserialize;
use sibi_solver::limits::{echo, MAX_QUERY_BYTES};
use sibi_solver::line::Line;
use sibi_solver::notation::move_hanja;
use sibi_solver::notation::parse_setup;
use sibi_solver::query::{parse_line, ParsedLine};
use sibi_solver::record::{write_canonical, write_published, GameRecord, TableError};
use sibi_solver::{Color, Move, Position, Rules};

use super::context::Context;
use super::error::{Error, Title};
use super::page::{enc, Ctx};
use super::query::Query;
use crate::catalogue::facts;
use crate::t;

/// The query of `GET /api/v1/record`.
#[derive(Debug, Default, Deserialize)]
pub struct RecordQuery {
    /// The line: position text, optionally with `moves`.
    pos: Option<String>,
    /// `canonical` (the default) or `broadcast`.
    format: Option<String>,
}

/// The two formats a line downloads in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The canonical record (`*.gibo`, `sibi-record 2`), what `sibi annotate` reads.
    Canonical,
    /// The broadcasts' table (only for a game of 십이장기 from its start position).
    Broadcast,
}

impl Format {
    /// The value of `format=`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Canonical => "canonical",
            Format::Broadcast => "broadcast",
        }
    }
}

/// Whether the broadcast table can hold a line from `start` under `rules`: the start position
/// of 십이장기 (either side to move first).
pub fn broadcast_start(rules: Rules, start: &Position) -> bool {
    rules.is_the_broadcast_rule_set() && *start == Position::start(start.side_to_move())
}

/// The line text (`POSITION moves M1 M2 …`) of `moves` played from `start`.
pub fn line_text(start: &Position, moves: &[Move]) -> String {
    let mut s = start.to_string();
    if !moves.is_empty() {
        s.push_str(" moves");
        for m in moves {
            s.push(' ');
            s.push_str(&m.to_string());
        }
    }
    s
}

/// The download link of `moves` from `start` in `format`, with the page's language; `None`
/// when the line is longer than a line may be ([`MAX_QUERY_BYTES`]) or the format cannot hold
/// it.
pub fn download_href(
    ctx: &Ctx,
    rules: Rules,
    start: &Position,
    moves: &[Move],
    format: Format,
) -> Option<String> {
    let text = line_text(start, moves);
    let fits = text.len() <= MAX_QUERY_BYTES;
    let holds = format == Format::Canonical || (broadcast_start(rules, start) && !moves.is_empty());
    // The players are named in the page's language: an API answer follows `lang=` only.
    (fits && holds).then(|| {
        format!(
            "/api/v1/record?pos={}&format={}&lang={}",
            enc(&text),
            format.name(),
            ctx.lang.code()
        )
    })
}

/// The download links of a line (`p.download`): the record, and the broadcast table when it
/// can hold the line. `label` names what is downloaded (the record, the principal variation).
pub fn download_links(
    ctx: &Ctx,
    rules: Rules,
    start: &Position,
    moves: &[Move],
    label: &str,
) -> Markup {
    let lang = ctx.lang;
    let canonical = download_href(ctx, rules, start, moves, Format::Canonical);
    let table = download_href(ctx, rules, start, moves, Format::Broadcast);
    html! {
        @if let Some(href) = canonical {
            p.download {
                a.dl href=(href) download data-format="canonical" { (label) }
                @if let Some(t) = table {
                    " · " a.dl href=(t) download data-format="broadcast" { (t!(lang, "lines-download-table")) }
                }
            }
        }
    }
}

/// `GET /api/v1/record?pos=LINE[&format=canonical|broadcast]`: the line as a file to save
/// (`Content-Disposition: attachment`): the canonical record, or the broadcast table.
///
/// # Errors
/// 400: `pos` missing, longer than [`MAX_QUERY_BYTES`] or not a line, `format` neither
/// `canonical` nor `broadcast`, and a broadcast table of a line that is not a game of 십이장기
/// from its start position, or has no move.
pub async fn record_download(cx: Context, Query(q): Query<RecordQuery>) -> Result<Response, Error> {
    let format = match q.format.as_deref() {
        None | Some("canonical") => Format::Canonical,
        Some("broadcast") => Format::Broadcast,
        Some(other) => {
            let other = echo(other);
            return Err(bad(move |lang| {
                t!(lang, "lines-error-format", value = other.clone())
            }));
        }
    };
    let Some(text) = q.pos.as_deref() else {
        return Err(bad(|lang| t!(lang, "error-missing-pos")));
    };
    let parsed = any_line(cx.rules(), text)?;
    let line = &parsed.line;
    // An API answer does not follow `Accept-Language`: the names follow `lang=` alone.
    let lang = if cx.page.lang_explicit {
        cx.page.lang
    } else {
        super::i18n::Lang::En
    };
    let outcome = line
        .outcome(false)
        .expect("a line's outcome without repetition");
    let mut record = GameRecord::from_moves(
        line.rules(),
        *line.start(),
        Color::BOTH.map(|c| facts::player(lang, c)),
        line.moves(),
        outcome,
    );
    record.meta.source = Some("sibi serve /api/v1/record".to_string());
    let (body, file) = match format {
        Format::Canonical => (write_canonical(&record), "sibi-line.gibo"),
        Format::Broadcast => {
            let table = write_published(&record).map_err(|e| {
                bad(move |lang| match e {
                    TableError::NotFromStart => t!(lang, "lines-error-not-from-start"),
                    TableError::NoMoves => t!(lang, "lines-error-no-moves"),
                    // The moves of a line are legal: not reached.
                    TableError::Illegal { ply } => t!(lang, "lines-error-illegal", ply = ply),
                })
            })?;
            (table, "sibi-line-broadcast.txt")
        }
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
        ],
        body,
    )
        .into_response())
}

/// A 400 "Bad request" worded by `words`.
fn bad(words: impl Fn(super::i18n::Lang) -> String + Send + Sync + 'static) -> Error {
    Error::worded(StatusCode::BAD_REQUEST, words).titled(Title::BadRequest)
}

/// The line `text`, of any piece set (the route probes no table), under `rules`.
///
/// # Errors
/// 400 for a line longer than [`MAX_QUERY_BYTES`] or one that does not read.
pub fn any_line(rules: Rules, text: &str) -> Result<ParsedLine, Error> {
    if text.len() > MAX_QUERY_BYTES {
        let len = text.len();
        return Err(bad(move |lang| {
            t!(
                lang,
                "lines-error-too-long",
                max = MAX_QUERY_BYTES,
                len = len
            )
        }));
    }
    let position_text = text.split(" moves ").next().unwrap_or(text);
    let pieces = parse_setup(position_text)
        .ok()
        .and_then(|s| s.piece_set())
        .unwrap_or_default();
    parse_line(text, rules, pieces).map_err(|e| {
        Error::worded(StatusCode::BAD_REQUEST, move |lang| {
            echo(&facts::line_error(lang, &e))
        })
        .titled(Title::BadPosition)
    })
}

/// The explorer's line (its address's `line=`) and where the page stands in it.
pub struct Shown {
    /// The line.
    pub line: Line,
    /// The ply the page shows (0: the line's start).
    pub at: usize,
}

impl Shown {
    /// The line of `text` (the explorer's `line=`) if the page's position `pos` stands in it
    /// (its first occurrence); `None` when it does not (a line of another page, left out).
    ///
    /// # Errors
    /// 400 for a line that is too long or does not read ([`any_line`]).
    pub fn of(rules: Rules, text: &str, pos: &Position) -> Result<Option<Shown>, Error> {
        let line = any_line(rules, text)?.line;
        let at = (0..=line.moves().len()).find(|&k| line.position_at(k) == Some(pos));
        Ok(at.map(|at| Shown { line, at }))
    }
}

/// The explorer's line as the page draws it (`nav.line`): the address's line when it has one
/// (`shown`), every ply a link to its position in the same line, the current one marked, and
/// its download links; without one, an empty `nav.line`, hidden, that the script fills with
/// the line played in the tab. Its data attributes give the script the words and what it
/// cannot know: the start positions a broadcast table can hold.
pub fn line_nav(ctx: &Ctx, rules: Rules, shown: Option<&Shown>) -> Markup {
    let lang = ctx.lang;
    let starts = rules.is_the_broadcast_rule_set().then(|| {
        Color::BOTH
            .map(|c| Position::start(c).to_string())
            .join("|")
    });
    html! {
        nav.line hidden[shown.is_none()] aria-label=(t!(lang, "page-line"))
            data-start=(t!(lang, "page-line-start"))
            data-variations=(t!(lang, "lines-variations"))
            data-dl=(t!(lang, "lines-download-record"))
            data-dl-table=(t!(lang, "lines-download-table"))
            data-table-starts=[starts] {
            @if let Some(s) = shown {
                h2 { (t!(lang, "page-line")) }
                @let text = enc(&line_text(s.line.start(), s.line.moves()));
                ol {
                    @for k in 0..=s.line.moves().len() {
                        li class=[(k == s.at).then_some("current")] { (line_item(ctx, &s.line, k, &text, k == s.at)) }
                    }
                }
                (download_links(ctx, rules, s.line.start(), s.line.moves(), &t!(lang, "lines-download-record")))
            }
        }
    }
}

/// Ply `k` of the line (0: its start) as a link to its position in the same line (`current`:
/// the page's).
fn line_item(ctx: &Ctx, line: &Line, k: usize, text: &str, current: bool) -> Markup {
    let lang = ctx.lang;
    // After a king capture the last ply has no position: its link shows the one before it.
    let pos = line.position_at(k).unwrap_or_else(|| line.last_position());
    let mv = k.checked_sub(1).map(|i| line.moves()[i]);
    let mut href = format!("/?pos={}", enc(&pos.to_string()));
    if let Some(m) = mv {
        href.push_str(&format!("&last={}", enc(&m.to_string())));
    }
    href.push_str(&format!("&line={text}"));
    html! {
        a href=(ctx.link_flipped(&href)) data-ply=(k) data-pos=(pos) data-move=[mv.map(|m| m.to_string())] aria-current=[current.then_some("step")] {
            @match mv {
                None => (t!(lang, "page-line-start")),
                Some(m) => {
                    span.n { (k) "." } " "
                    span.hj { (lang.hanja(&move_hanja(line.position_at(k - 1).expect("before a ply"), m))) }
                }
            }
        }
    }
}
