//! Drills from one's own mistakes: `GET /api/v1/drill` judges an answer against the move that
//! was played in the position, exactly by the table ([`judge_answer`]), so that the `/drills`
//! page and a script get the same verdict. Nothing of a player is stored here: the drills live
//! in the browser.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use sibi_solver::query::drill::{judge_answer, DrillError};
use sibi_solver::{Move, Position};

use super::context::Context;
use super::error::Error;
use super::explorer::{api_line, MAX_PV_PLIES};
use super::query::Query;

/// The query of `/api/v1/drill`.
#[derive(Debug, Default, Deserialize)]
pub struct DrillQuery {
    /// The drill's position (position text, optionally with `moves`).
    pos: Option<String>,
    /// The answer (move text).
    #[serde(rename = "move")]
    answer: Option<String>,
    /// The move played in the game at that position (move text).
    played: Option<String>,
}

/// `GET /api/v1/drill?pos=TEXT&move=MOVE&played=MOVE`: the answer judged against the move
/// played (`best`, `good` or `wrong`), both moves' labels, the best moves, and for a wrong
/// answer the line that refutes it (docs/api.md).
///
/// # Errors
/// 400 for a missing or bad parameter, a move that is not legal at `pos`, or a game already
/// over there; 404 for a position of another table.
pub async fn api_drill(cx: Context, Query(q): Query<DrillQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let (Some(answer), Some(played)) = (q.answer.as_deref(), q.played.as_deref()) else {
        return Err(bad(|lang| crate::t!(lang, "drill-missing-move")));
    };
    let Some(pos) = line.line.position() else {
        return Err(bad(|lang| crate::t!(lang, "drill-game-over")));
    };
    let answer = one_move(&cx, pos, answer)?;
    let played = one_move(&cx, pos, played)?;
    match judge_answer(&cx.table, pos, answer, played, MAX_PV_PLIES) {
        Ok(judged) => Ok(Json(judged).into_response()),
        Err(DrillError::GameOver | DrillError::NotLegal { .. }) => {
            Err(bad(|lang| crate::t!(lang, "drill-game-over")))
        }
        Err(DrillError::Source(e)) => Err(e.into()),
    }
}

/// The one move `text` at `pos`, read as the explorer reads `POS moves MOVE` (its words and
/// errors are the line's: a move that does not read or is not legal there is a 400 naming
/// it; none or more than one move is a 400 too).
fn one_move(cx: &Context, pos: &Position, text: &str) -> Result<Move, Error> {
    let parsed = cx.line(&format!("{pos} moves {}", text.trim()))?;
    match parsed.line.moves() {
        &[mv] => Ok(mv),
        _ => Err(bad(|lang| crate::t!(lang, "drill-missing-move"))),
    }
}

fn bad(words: impl Fn(crate::catalogue::Lang) -> String + Send + Sync + 'static) -> Error {
    Error::worded(StatusCode::BAD_REQUEST, words)
}
