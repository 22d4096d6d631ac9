//! The explorer: `/` (the page of a position) and its JSON API, `/api/v1/position` and
//! `/api/v1/mainline`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use sibi_solver::limits::echo;
use sibi_solver::line::Line;
use sibi_solver::query::{best_report_with, principal_variation, ParsedLine, PvReport};
use sibi_solver::{parse_move, Move, MoveText};

use super::context::Context;
use super::error::{Error, Title};
use super::page;
use super::query::{is_on, Query};

/// The longest principal variation a response holds, in plies (a won or lost line is at most
/// the table's longest distance, 180 plies; a drawn one stops at the first repetition).
pub const MAX_PV_PLIES: usize = 1000;

/// The query of the explorer page.
#[derive(Debug, Default, Deserialize)]
pub struct ExplorerQuery {
    /// Position text, optionally with `moves` (none: the default position).
    pos: Option<String>,
    /// The move that led here, to highlight (ignored when it does not read).
    last: Option<String>,
    /// `main`: only the page's main part, for the script.
    part: Option<String>,
}

/// The query of the API: `pos` and, for `/api/v1/position`, `line=1|true`.
#[derive(Debug, Default, Deserialize)]
pub struct ApiQuery {
    /// Position text, optionally with `moves`.
    pos: Option<String>,
    /// Whether to add the principal variation.
    line: Option<String>,
}

/// The line of an API request's `pos`.
///
/// # Errors
/// 400 when `pos` is missing or does not read, 404 for a position of another table.
pub fn api_line(cx: &Context, pos: Option<&str>) -> Result<ParsedLine, Error> {
    let Some(text) = pos else {
        return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
            crate::t!(lang, "error-missing-pos")
        }));
    };
    cx.line(text)
}

/// `GET /api/v1/position?pos=TEXT[&line=1]`: what `sibi best --json` gives, the principal
/// variation only with `line=1`.
pub async fn api_position(cx: Context, Query(q): Query<ApiQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let pv = is_on(q.line.as_deref(), true).then_some(MAX_PV_PLIES);
    let report = best_report_with(&cx.table, &line, pv, |after| cx.state.replies(after))?;
    Ok(Json(report).into_response())
}

/// `GET /api/v1/mainline?pos=TEXT`: the principal variation alone.
pub async fn api_mainline(cx: Context, Query(q): Query<ApiQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let pv = match line.line.position() {
        Some(pos) => PvReport::from(&principal_variation(
            &cx.table,
            pos,
            cx.rules(),
            MAX_PV_PLIES,
        )?),
        None => PvReport::KING_CAPTURED,
    };
    Ok(Json(pv).into_response())
}

/// `GET /?pos=TEXT[&last=MOVE][&flip=1][&lang=en|ko][&part=main]`: the explorer page of a
/// position (`part=main`: only its main part, for the script).
pub async fn explorer(cx: Context, Query(q): Query<ExplorerQuery>) -> Result<Response, Error> {
    let c = &cx.ctx;
    let text = q.pos.as_deref().map(str::trim).filter(|s| !s.is_empty());
    let (line, note) = match text {
        None => {
            // The position itself, not its text read again.
            let (pos, note) = cx.default_position();
            let line = ParsedLine {
                text: pos.to_string(),
                line: Line::new(pos, cx.rules()),
            };
            (line, note.then_some(c.lang.t().not_in_table))
        }
        Some(text) => (cx.line(text).map_err(|e| e.showing(echo(text)))?, None),
    };
    let pos = match line.line.king_capture() {
        None => *line.line.last_position(),
        Some((before, mv)) => {
            let lang = c.lang;
            let msg = format!(
                "{mv}: {}",
                crate::catalogue::facts::game_over(
                    lang,
                    sibi_solver::GameEnd::KingCapture,
                    before.side_to_move()
                )
            );
            return Ok(page::response(
                StatusCode::OK,
                page::message(
                    c,
                    &crate::t!(lang, "explorer-game-over"),
                    &msg,
                    &before.to_string(),
                    &cx.here,
                ),
            ));
        }
    };
    let last: Option<Move> =
        q.last
            .as_deref()
            .and_then(|m| parse_move(m).ok())
            .and_then(|m| match m {
                MoveText::Step { from, to, .. } => Some(Move::Step { from, to }),
                MoveText::Drop { role, to } => Some(Move::Drop { role, to }),
                MoveText::Compact { .. } => None,
            });
    let report = best_report_with(&cx.table, &line, Some(MAX_PV_PLIES), |after| {
        cx.state.replies(after)
    })
    .map_err(|e| Error::from(e).titled(Title::TableError))?;
    let markup = if q.part.as_deref() == Some("main") {
        page::explorer_main(c, &report, &pos, cx.rules(), last, note)
    } else {
        page::explorer(c, &report, &pos, cx.rules(), last, note)
    };
    Ok(page::response(StatusCode::OK, markup))
}
