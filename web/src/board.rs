//! The board of every page, rendered on the server: its squares, pieces and hands, turned as
//! the page's [`Ctx`] says, with the last move, hints and step marks ([`board_in`] draws them
//! all), and the button of the step-marks setting.

use maud::{html, Markup};
use sibi_solver::{Color, Move, Piece, Position, Role, Rules, Square};

use super::i18n::Lang;
use super::page::Ctx;
use crate::t;

/// One piece, facing its owner's forward direction (a toward D, d toward A).
fn piece(lang: Lang, c: Color, r: Role, extra: &str, marks: Markup) -> Markup {
    let title = format!("{}: {}", lang.player(c), lang.piece(r));
    html! {
        span class={ "pc " (c) " " (extra) } title=(title) data-role=(r.upper_char()) { (r.hanja()) (marks) }
    }
}

/// The button of the "step marks" setting (hidden without the script, which shows it, keeps
/// the choice in the browser and marks `<html>` with `steps-on`).
pub fn steps_button(lang: Lang) -> Markup {
    html! { button.stepsbtn type="button" aria-pressed="false" hidden { (crate::t!(lang, "page-steps")) } }
}

/// The step marks of a piece of `c` and `r` as the board draws it: a dot toward each
/// neighbouring square it steps to (the library's step table, `step_targets`, read from B2,
/// whose eight neighbours are all on the board), turned as the board is (`visual` gives a
/// square's row and column on the page). Shown only when the reader asks for them (the
/// script's "step marks" setting; style.css `.steps-on`).
fn step_marks(c: Color, r: Role, visual: &dyn Fn(Square) -> (i8, i8)) -> Markup {
    const CENTRE: (i8, i8) = (1, 1);
    let centre = Square::from_coords(CENTRE.0, CENTRE.1).expect("B2 is on the board");
    let targets = Piece { color: c, role: r }.step_targets(centre);
    let (row0, col0) = visual(centre);
    let dirs = sibi_solver::rules::squares(targets).filter_map(|sq| {
        let (row, col) = visual(sq);
        Some(match (row - row0, col - col0) {
            (-1, 0) => "n",
            (-1, 1) => "ne",
            (0, 1) => "e",
            (1, 1) => "se",
            (1, 0) => "s",
            (1, -1) => "sw",
            (0, -1) => "w",
            (-1, -1) => "nw",
            _ => return None,
        })
    });
    html! { span.mk aria-hidden="true" { @for d in dirs { i class=(d) {} } } }
}

/// The board as the broadcasts draw it: files A–D across, ranks 1–3 down (turned by 180°
/// when flipped), with the hands beside their camps (a's by file A, d's by file D).
pub fn board(ctx: &Ctx, pos: &Position, rules: Rules, last: Option<Move>) -> Markup {
    board_with_hints(ctx, pos, rules, last, &[])
}

/// [`board`], with the squares of the moves `hints` marked too (the best moves instead of a
/// mistake, on a game's page).
pub fn board_with_hints(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    hints: &[Move],
) -> Markup {
    board_in(ctx, pos, rules, last, hints, false, None)
}

/// The files and ranks of a board in the order the page draws them: A–D across and 1–3 down,
/// both reversed when the board is turned by 180° (`flip`).
pub fn files_and_ranks(flip: bool) -> (Vec<i8>, Vec<i8>) {
    if flip {
        (vec![3, 2, 1, 0], vec![2, 1, 0])
    } else {
        (vec![0, 1, 2, 3], vec![0, 1, 2])
    }
}

/// The one board renderer of every page. `vertical`: upright, files as rows (player a's camp at
/// the bottom, d's when flipped) and ranks as columns, as `/play` offers on a phone; else across
/// as the broadcasts draw it. `capture`: a king capture played in `pos`, drawn with the
/// capturing piece on the 王's square (no position follows a king capture).
pub fn board_in(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    hints: &[Move],
    vertical: bool,
    capture: Option<Move>,
) -> Markup {
    board_marked(
        ctx,
        pos,
        rules,
        &Marks {
            last,
            hints,
            vertical,
            capture,
            piece: None,
            winner: None,
        },
    )
}

/// What [`board_marked`] draws on the board besides the position.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks<'a> {
    /// The move that led here (its squares highlighted).
    pub last: Option<Move>,
    /// Moves whose squares are marked (class `hint`).
    pub hints: &'a [Move],
    /// Upright (files as rows), as `/play` offers on a phone.
    pub vertical: bool,
    /// A king capture played in the position, drawn with the capturing piece on the 王's square.
    pub capture: Option<Move>,
    /// The piece a hint names (class `hintpiece`): the origin square of a step, or one piece of
    /// the mover's hand of a drop's role.
    pub piece: Option<Move>,
    /// The side whose pieces are classed `winner` (a game's final board: style.css draws them
    /// in their side's colour, the loser's faded).
    pub winner: Option<Color>,
}

/// A game's final board across (the last move marked, a king capture drawn as [`board_in`]
/// draws it), the pieces of `winner`, if any, classed `winner`.
pub fn final_board(
    ctx: &Ctx,
    pos: &Position,
    rules: Rules,
    last: Option<Move>,
    capture: Option<Move>,
    winner: Option<Color>,
) -> Markup {
    let marks = Marks {
        last,
        capture,
        winner,
        ..Marks::default()
    };
    board_marked(ctx, pos, rules, &marks)
}

/// [`board_in`] with the marks `marks` (a hint's piece too).
pub fn board_marked(ctx: &Ctx, pos: &Position, rules: Rules, marks: &Marks) -> Markup {
    let &Marks {
        last,
        hints,
        vertical,
        capture,
        piece: hinted,
        winner,
    } = marks;
    let won = |c: Color| if winner == Some(c) { "winner" } else { "" };
    let hint_from = match hinted {
        Some(Move::Step { from, .. }) => Some(from),
        _ => None,
    };
    let hint_drop = match hinted {
        Some(Move::Drop { role, .. }) => Some(role),
        _ => None,
    };
    let (files, ranks) = files_and_ranks(ctx.flip);
    // Across: rows are ranks, columns files. Upright: rows are files (the own camp last),
    // columns ranks.
    let (rows, cols): (Vec<i8>, Vec<i8>) = if vertical {
        let mut f = files.clone();
        f.reverse();
        (f, ranks.clone())
    } else {
        (ranks.clone(), files.clone())
    };
    let square = |row: i8, col: i8| {
        let (f, r) = if vertical { (row, col) } else { (col, row) };
        Square::from_coords(f, r).expect("on the board")
    };
    let row_label = |row: i8| {
        if vertical {
            char::from(b'A' + row as u8).to_string()
        } else {
            (row + 1).to_string()
        }
    };
    let col_label = |col: i8| {
        if vertical {
            (col + 1).to_string()
        } else {
            char::from(b'A' + col as u8).to_string()
        }
    };
    let piece_on = |sq: Square| match capture {
        Some(Move::Step { from, to }) if sq == to => pos.piece_at(from),
        Some(Move::Step { from, .. }) if sq == from => None,
        _ => pos.piece_at(sq),
    };
    let attacked = |c: Color| pos.attacks_king(c.other());
    let last_squares: Vec<Square> = match last {
        Some(Move::Step { from, to }) => vec![from, to],
        Some(Move::Drop { to, .. }) => vec![to],
        None => Vec::new(),
    };
    // A square's row and column on the page, for the step marks' directions.
    let visual = |sq: Square| -> (i8, i8) {
        let (f, r) = (sq.file(), sq.rank());
        let (row, col) = if vertical { (f, r) } else { (r, f) };
        let at = |v: &[i8], x: i8| v.iter().position(|y| *y == x).unwrap_or(0) as i8;
        (at(&rows, row), at(&cols, col))
    };
    let hand = |c: Color| {
        let h = pos.hand(c);
        html! {
            div class={ "hand hand-" (c) } data-side=(c) {
                div.hand-title { (ctx.lang.hand_title(c)) }
                div.hand-pieces {
                    @for (k, role) in Role::HAND.iter().enumerate() {
                        @for n in 0..h[k] {
                            @let mark = n == 0 && c == pos.side_to_move() && hint_drop == Some(*role);
                            span.drop.hintpiece[mark] data-drop=(role.upper_char()) aria-label={ (ctx.lang.hand_title(c)) ": " (ctx.lang.piece(*role)) } { (piece(ctx.lang, c, *role, won(c), step_marks(c, *role, &visual))) }
                        }
                    }
                    @if h.iter().all(|n| *n == 0) { span.none { (t!(ctx.lang, "page-empty-hand")) } }
                }
            }
        }
    };
    let over = capture.is_some() || pos.game_over(rules).is_some();
    html! {
        div class={ "board-area" @if ctx.flip { " flipped" } @if vertical { " vertical" } } data-side=(pos.side_to_move()) data-over=(over) {
            (hand(if ctx.flip { Color::D } else { Color::A }))
            div class={ "board" @if vertical { " vert" } } role="group" aria-label=(t!(ctx.lang, "page-board")) {
                div.corner {}
                @for c in &cols { div.file { (col_label(*c)) } }
                @for r in &rows {
                    div.rank { (row_label(*r)) }
                    @for c in &cols {
                        @let sq = square(*r, *c);
                        @let f = sq.file();
                        @let camp = if f == 0 { " camp-a" } else if f == 3 { " camp-d" } else { "" };
                        @let lastc = if last_squares.contains(&sq) { " last" } else { "" };
                        @let hintc = if hints.iter().any(|m| m.to() == sq || matches!(m, Move::Step { from, .. } if *from == sq)) { " hint" } else { "" };
                        @let label = match piece_on(sq) {
                            Some(p) => format!("{sq}: {}: {}", ctx.lang.player(p.color), ctx.lang.piece(p.role)),
                            None => format!("{sq}: {}", t!(ctx.lang, "page-empty")),
                        };
                        @let piecec = if hint_from == Some(sq) { " hintpiece" } else { "" };
                        div class={ "sq" (camp) (lastc) (hintc) (piecec) } data-sq=(sq) aria-label=(label) {
                            @if let Some(p) = piece_on(sq) {
                                @let extra = if p.role == Role::King && capture.is_none() && attacked(p.color) { "attacked" } else { "" };
                                @let extra = [extra, won(p.color)].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(" ");
                                (piece(ctx.lang, p.color, p.role, &extra, step_marks(p.color, p.role, &visual)))
                            }
                        }
                    }
                }
            }
            (hand(if ctx.flip { Color::A } else { Color::D }))
        }
    }
}
