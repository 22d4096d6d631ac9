//! Values hidden until asked, and hints in two steps: what the explorer (`/`), `/play` and the
//! puzzles share.
//!
//! * `hide=1` (carried by every link of a page, [`Ctx::hide`]): the page leaves every value
//!   out of its HTML — verdict, labels, traps, pressure, the principal variation, the value
//!   graph, the moves' grouping and order, the colours of the board's targets. `show=1` shows
//!   them for this page only; the switch ([`switch`]) turns hiding on or off. With JavaScript
//!   the choice is kept in the browser (`localStorage`, `sibi.hide`) and a page loaded
//!   without `hide=1` is replaced by the same address with it (`/static/page.js`).
//! * `hint=1`: the piece to move (a piece on the board or one of the hand, a drop), which has a
//!   move of the best value, marked on the board and named in words; `hint=2`: that move. The
//!   move is the first in notation order among the best ([`hint_at`]).

use maud::{html, Markup};
use sibi_solver::query::rank_moves;
use sibi_solver::solve::ValueSource;
use sibi_solver::{move_hanja, Move, Position, Rules};

use super::board::{board_marked, Marks};
use super::page::Ctx;
use crate::t;

/// A hint asked on a page: its step (1: the piece, 2: the move) and the move it leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// 1: the piece to move is shown; 2: the move too.
    pub step: u8,
    /// A move of the best value of the position.
    pub mv: Move,
}

/// The moves of `pos` of the best value ([`rank_moves`]'s first value), in notation order
/// (empty when the game is over).
///
/// # Errors
/// The first error of `source`.
pub fn best_moves<S: ValueSource>(source: &S, pos: &Position) -> Result<Vec<Move>, S::Error> {
    let ranked = rank_moves(source, pos)?;
    let Some(best) = ranked.first().map(|m| m.value) else {
        return Ok(Vec::new());
    };
    let mut moves: Vec<Move> = ranked
        .iter()
        .take_while(|m| m.value == best)
        .map(|m| m.mv)
        .collect();
    sort_by_notation(&mut moves);
    Ok(moves)
}

/// `moves` in notation order (`A1B1` before `B2C2` before `P*A2`): the neutral order of a page
/// that hides the values.
pub fn sort_by_notation(moves: &mut [Move]) {
    moves.sort_by_key(Move::to_string);
}

/// The hint of `step` (1 or 2; 0: none asked, `None`) at `pos`: the first of its best moves in
/// notation order; `None` too when it has no move.
///
/// # Errors
/// The first error of `source`.
pub fn hint_at<S: ValueSource>(
    source: &S,
    pos: &Position,
    step: u8,
) -> Result<Option<Hint>, S::Error> {
    if step == 0 {
        return Ok(None);
    }
    Ok(best_moves(source, pos)?.first().map(|&mv| Hint {
        step: step.min(2),
        mv,
    }))
}

/// `href` (a link with a query) asking the hint's step `step`.
pub fn with_hint(href: &str, step: u8) -> String {
    format!("{href}&hint={step}")
}

/// The board of `pos` with `hint` marked: its piece at step 1, the move's squares at step 2.
pub fn board(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    hint: Option<&Hint>,
    vertical: bool,
    capture: Option<Move>,
) -> Markup {
    let shown: Vec<Move> = hint
        .filter(|h| h.step >= 2)
        .map(|h| h.mv)
        .into_iter()
        .collect();
    board_marked(
        ctx,
        pos,
        rules,
        &Marks {
            last,
            hints: &shown,
            vertical,
            capture,
            piece: hint.map(|h| h.mv),
            winner: None,
        },
    )
}

/// The hint's part of a page at `pos`: the steps shown so far (`hint`), and a link to each
/// step not yet shown (`ask`: the addresses of step 1 and of step 2).
pub fn hint_part(ctx: &Ctx, pos: &Position, hint: Option<&Hint>, ask: [&str; 2]) -> Markup {
    let lang = ctx.lang;
    let step = hint.map_or(0, |h| h.step);
    html! {
        section.hint data-step=(step) {
            h2 { (t!(lang, "hints-title")) }
            @if ctx.hint > 0 && hint.is_none() {
                p.nohint { (t!(lang, "hints-none")) }
            }
            @if let Some(h) = hint {
                // The piece only (its square, or the role of a drop): not the move.
                p.hint1 data-piece=(piece_of(h.mv)) {
                    strong { (t!(lang, "hints-step-piece")) } " — " (piece_words(ctx, pos, h.mv))
                }
            } @else {
                p { a.hint1 href=(ask[0]) { (t!(lang, "hints-step-piece")) } }
            }
            @match hint.filter(|h| h.step >= 2) {
                Some(h) => p.hint2 data-move=(h.mv) {
                    strong { (t!(lang, "hints-step-move")) } " — "
                    span.cmv { (h.mv) } " " span.hj { (lang.hanja(&move_hanja(pos, h.mv))) }
                },
                None => p { a.hint2 href=(ask[1]) { (t!(lang, "hints-step-move")) } },
            }
        }
    }
}

/// The piece a hint's first step names, as data: its square (`B2`), or the role of a drop (`P*`).
fn piece_of(mv: Move) -> String {
    match mv {
        Move::Step { from, .. } => from.to_string(),
        Move::Drop { role, .. } => format!("{}*", role.upper_char()),
    }
}

/// The piece of `mv` in words: "the pawn 子 on B2", or "the pawn 子 in hand (a drop)".
fn piece_words(ctx: &Ctx, pos: &Position, mv: Move) -> String {
    let lang = ctx.lang;
    match mv {
        Move::Step { from, .. } => match pos.piece_at(from) {
            Some(p) => t!(
                lang,
                "hints-piece-on",
                piece = lang.piece(p.role),
                square = from.to_string()
            ),
            None => from.to_string(),
        },
        Move::Drop { role, .. } => t!(lang, "hints-piece-in-hand", piece = lang.piece(role)),
    }
}

/// The switch of hidden values: hidden, a link showing them on this page only (`show`, none
/// when shown already) and one turning hiding off (`off`); else one turning it on (`on`). The
/// script keeps the choice (`a.hideswitch`, `data-hide`).
pub fn switch(ctx: &Ctx, on: &str, off: &str, show: Option<&str>) -> Markup {
    let lang = ctx.lang;
    html! {
        span.hidevalues {
            @if ctx.hide {
                @if let Some(s) = show.filter(|_| !ctx.show) {
                    a.showhere href=(s) { (t!(lang, "hints-show-here")) } " · "
                }
                a.hideswitch href=(off) data-hide="0" aria-pressed="true" { (t!(lang, "hints-unhide")) }
            } @else {
                a.hideswitch href=(on) data-hide="1" aria-pressed="false" { (t!(lang, "hints-hide")) }
            }
        }
    }
}
