//! `/rules`: the rules of the game in the page's language — the board and the camps, each
//! piece's steps drawn from the library's step tables (`Piece::step_targets`), a turn
//! (moves, captures, drops, promotion), how the game ends, distances in plies, and the
//! notation. docs/RULES.md is the reference; this page says the same in words a player reads.

use axum::http::StatusCode;
use axum::response::Response;
use maud::{html, Markup};
use sibi_solver::{Color, Piece, Position, Role, Rules, Square};

use super::context::Context;
use super::i18n::Lang;
use super::page::{self, Ctx};
use crate::t;

/// `GET /rules`.
pub async fn rules_page(cx: Context) -> Response {
    page::response(
        StatusCode::OK,
        rules_document(&cx.page, &cx.here, cx.rules()),
    )
}

/// The square each piece is drawn on in its diagram: B2, whose eight neighbours are all on the
/// board.
const CENTRE: Square = match Square::from_coords(1, 1) {
    Some(sq) => sq,
    None => panic!("B2 is on the board"),
};

/// A piece of player a on B2 with a dot on each square it steps to.
fn steps_diagram(lang: Lang, role: Role) -> Markup {
    let targets = Piece {
        color: Color::A,
        role,
    }
    .step_targets(CENTRE);
    html! {
        div.stepgrid role="img" aria-label=(lang.piece(role)) {
            @for rank in 0..3i8 {
                @for file in 0..4i8 {
                    @let sq = Square::from_coords(file, rank).expect("on the board");
                    @let camp = match file { 0 => " camp-a", 3 => " camp-d", _ => "" };
                    div class={ "st" (camp) } {
                        @if sq == CENTRE {
                            span class="pc a" { (role.hanja()) }
                        } @else if targets & sq.bb() != 0 {
                            span.dot {}
                        }
                    }
                }
            }
        }
    }
}

/// The whole page.
fn rules_document(ctx: &Ctx, here: &str, rules: Rules) -> Markup {
    let lang = ctx.lang;
    let title = t!(lang, "rules-title");
    let body = html! {
        (page::header(ctx, &page::other_lang_href(here, lang)))
        main #main.rules {
            h1 { (title) }
            p { (t!(lang, "rules-intro")) }
            h2 { (t!(lang, "rules-board-h")) }
            p { (t!(lang, "rules-board")) }
            p { (t!(lang, "rules-start")) }
            (super::board::board(ctx, &Position::start(Color::A), rules, None))
            p.tools { (t!(lang, "rules-steps-setting")) " " (super::board::steps_button(lang)) }
            h2 { (t!(lang, "rules-pieces-h")) }
            p { (t!(lang, "rules-pieces")) }
            div.piecegrid {
                @for (role, key) in [
                    (Role::King, t!(lang, "rules-piece-k")),
                    (Role::General, t!(lang, "rules-piece-g")),
                    (Role::Minister, t!(lang, "rules-piece-m")),
                    (Role::Pawn, t!(lang, "rules-piece-p")),
                    (Role::Marquis, t!(lang, "rules-piece-h")),
                ] {
                    figure.piece {
                        (steps_diagram(lang, role))
                        figcaption { (key) }
                    }
                }
            }
            h2 { (t!(lang, "rules-turn-h")) }
            ul {
                li { (t!(lang, "rules-move")) }
                li {
                    (if rules.may_drop_in_enemy_camp() {
                        t!(lang, "rules-drop-dobutsu")
                    } else {
                        t!(lang, "rules-drop")
                    })
                }
                li { (t!(lang, "rules-promotion")) }
                li { (t!(lang, "rules-no-check")) }
            }
            h2 { (t!(lang, "rules-end-h")) }
            ol {
                li { (t!(lang, "rules-end-capture")) }
                li { (t!(lang, "rules-end-try")) }
                li { (t!(lang, "rules-end-no-move")) }
            }
            p { (t!(lang, "rules-end-draw")) }
            h2 { (t!(lang, "rules-plies-h")) }
            p { (t!(lang, "rules-plies")) }
            h2 { (t!(lang, "rules-notation-h")) }
            ul {
                li { (t!(lang, "rules-notation-moves")) }
                li { (t!(lang, "rules-notation-marks")) }
                li { (t!(lang, "rules-notation-position")) }
            }
            (super::record_edges::formats_section(lang))
        }
    };
    page::document(ctx, &format!("sibi · {title}"), body)
}
