//! Edit mode: a form with one field per square, both hands and the side to move, that works
//! without JavaScript. The library decides whether the position is valid; its message is shown
//! as it is.

use std::collections::HashMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{html, Markup};
use serde::Deserialize;
use sibi_solver::{Color, Piece, PieceSet, Position, Role, Rules, Setup, Square};

use super::context::Context;
use super::error::{Error, Title};
use super::i18n::Lang;
use super::page::{self, Ctx};
use super::query::Query;
use crate::catalogue::facts;
use crate::t;

/// The query of `/edit`: the position to start from, whether to check the fields, and the
/// fields themselves (one per square, `A1`…`D3`, and per hand count, `ha_G`…`hd_P`).
#[derive(Debug, Default, Deserialize)]
pub struct EditQuery {
    /// The position the form starts from (position text).
    pos: Option<String>,
    /// Present: check the position the fields describe.
    check: Option<String>,
    /// `d`: player d to move (else a).
    side: Option<String>,
    /// The squares' and hands' fields by name.
    #[serde(flatten)]
    fields: HashMap<String, String>,
}

/// `GET /edit`: the edit form; with `check=1`, the position it describes is checked by the
/// library and opened in the explorer, or the form comes back with the library's message.
pub async fn edit_page(cx: Context, Query(q): Query<EditQuery>) -> Response {
    match handle(&cx.ctx, &cx.here, &q, cx.rules(), cx.pieces()) {
        Outcome::Open(pos) => Redirect::to(&cx.ctx.href(&pos, None)).into_response(),
        Outcome::Form(status, m) => page::response(status, m),
    }
}

/// What the edit page answers.
pub enum Outcome {
    /// The position is valid for the table: open it in the explorer.
    Open(Position),
    /// The form (again), with a status and a message if the position was refused.
    Form(StatusCode, Markup),
}

/// The piece letters a square's field may hold: `-` (empty), then a's (uppercase) and d's
/// (lowercase) pieces.
const CHOICES: [&str; 11] = ["-", "K", "G", "M", "P", "H", "k", "g", "m", "p", "h"];

/// The field name of a hand count: `ha_G`, `hd_P`, ….
fn hand_field(c: Color, r: Role) -> String {
    format!("h{c}_{}", r.upper_char())
}

/// The setup the fields describe, or why they are malformed (400).
fn setup_from(p: &EditQuery) -> Result<Setup, Error> {
    let mut board = [None; 12];
    for sq in Square::ALL {
        let v = p
            .fields
            .get(&sq.to_string())
            .map(String::as_str)
            .unwrap_or("-");
        board[sq.index()] = match v {
            "-" | "" => None,
            _ => {
                let c = v.chars().next().filter(|_| v.chars().count() == 1);
                let role = c.and_then(Role::from_char);
                match (c, role) {
                    (Some(c), Some(role)) => Some(Piece {
                        color: if c.is_ascii_uppercase() {
                            Color::A
                        } else {
                            Color::D
                        },
                        role,
                    }),
                    _ => {
                        let value = sibi_solver::limits::echo(v);
                        return Err(Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                            t!(
                                lang,
                                "edit-not-a-piece",
                                square = sq.to_string(),
                                value = &value
                            )
                        }));
                    }
                }
            }
        };
    }
    let mut hands = [[0u8; 3]; 2];
    for c in Color::BOTH {
        for (k, r) in Role::HAND.iter().enumerate() {
            let v = p
                .fields
                .get(&hand_field(c, *r))
                .map(String::as_str)
                .unwrap_or("0");
            hands[c.index()][k] = match v {
                "0" | "" => 0,
                "1" => 1,
                "2" => 2,
                _ => {
                    let (value, piece) = (sibi_solver::limits::echo(v), r.hanja().to_string());
                    return Err(Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                        t!(
                            lang,
                            "edit-not-a-count",
                            player = facts::player(lang, c),
                            value = &value,
                            piece = &piece
                        )
                    }));
                }
            };
        }
    }
    let side = match p.side.as_deref() {
        Some("d") => Color::D,
        _ => Color::A,
    };
    Ok(Setup { board, hands, side })
}

/// The edit page for `p`: the form filled from `pos=` (or from its own fields), and with
/// `check=1` the position checked.
fn handle(ctx: &Ctx, here: &str, p: &EditQuery, rules: Rules, pieces: PieceSet) -> Outcome {
    let start = p
        .pos
        .as_deref()
        .and_then(|t| Position::parse(t, rules, pieces).ok())
        .unwrap_or_else(|| Position::start(Color::A));
    if p.check.is_none() {
        return Outcome::Form(StatusCode::OK, form(ctx, here, &start.to_setup(), None));
    }
    let setup = match setup_from(p) {
        Ok(s) => s,
        Err(e) => {
            return Outcome::Form(
                StatusCode::BAD_REQUEST,
                form(ctx, here, &start.to_setup(), Some(e.text(ctx.lang))),
            )
        }
    };
    match check(&setup, rules, pieces) {
        Ok(pos) => Outcome::Open(pos),
        Err(r) => Outcome::Form(r.status, form(ctx, here, &setup, Some(r.text(ctx.lang)))),
    }
}

/// The library's verdict on `setup` for the table of `rules` and `pieces`: the position, or
/// the rule it breaks (400), or the table it would need (404).
pub fn check(setup: &Setup, rules: Rules, pieces: PieceSet) -> Result<Position, Error> {
    match Position::from_setup(setup, rules, pieces) {
        Ok(p) => Ok(p),
        Err(e) => {
            let own = setup
                .piece_set()
                .filter(|s| *s != pieces)
                .filter(|s| Position::from_setup(setup, rules, *s).is_ok());
            Err(match (own, &e) {
                (Some(set), _) => Error::worded(StatusCode::NOT_FOUND, move |lang| {
                    t!(
                        lang,
                        "error-other-table",
                        set = set.to_string(),
                        rules = facts::rules_name(lang, rules),
                        pieces = pieces.to_string()
                    )
                })
                .titled(Title::NotInTable),
                (None, _) => {
                    let e = e.clone();
                    Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                        t!(
                            lang,
                            "error-impossible-position",
                            why = facts::position_error(lang, &e)
                        )
                    })
                }
            })
        }
    }
}

/// The form, filled from `setup`, with `message` above it.
/// `here`: the address requested, which the language link keeps (the board's fields with it).
fn form(ctx: &Ctx, here: &str, setup: &Setup, message: Option<String>) -> Markup {
    let lang: Lang = ctx.lang;
    let t = lang.t();
    let letter =
        |sq: Square| setup.board[sq.index()].map_or("-".to_string(), |p| p.char().to_string());
    let body = html! {
        main #main.edit {
            h1 { (t.edit) }
            p { (t.edit_help) }
            @if let Some(m) = &message { p.errmsg role="alert" { (m) } }
            form method="get" action="/edit" {
                input type="hidden" name="check" value="1";
                @if ctx.lang_explicit { input type="hidden" name="lang" value=(lang.code()); }
                table.editboard {
                    tr { th {} @for f in 0..4 { th { (char::from(b'A' + f as u8)) } } }
                    @for r in 0..3i8 {
                        tr {
                            th { (r + 1) }
                            @for f in 0..4i8 {
                                @let sq = Square::from_coords(f, r).expect("on the board");
                                @let cur = letter(sq);
                                td {
                                    select name=(sq) aria-label=(sq) {
                                        @for c in CHOICES {
                                            @let label = if c == "-" { t.empty.to_string() } else {
                                                let ch = c.chars().next().unwrap_or('-');
                                                let role = Role::from_char(ch).unwrap_or(Role::King);
                                                let owner = if ch.is_ascii_uppercase() { Color::A } else { Color::D };
                                                format!("{} {}", role.hanja(), owner)
                                            };
                                            option value=(c) selected[c == cur] { (label) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                @for c in Color::BOTH {
                    fieldset.handedit {
                        legend { (lang.hand_title(c)) }
                        @for (k, r) in Role::HAND.iter().enumerate() {
                            label {
                                (r.hanja()) " "
                                select name=(hand_field(c, *r)) {
                                    @for n in 0..3u8 {
                                        option value=(n) selected[setup.hands[c.index()][k] == n] { (n) }
                                    }
                                }
                            }
                        }
                    }
                }
                fieldset {
                    legend { (t.side) }
                    @for c in Color::BOTH {
                        label { input type="radio" name="side" value=(c) checked[setup.side == c]; " " (lang.player(c)) }
                    }
                }
                button type="submit" #check { (t.check) }
            }
        }
    };
    page::document(
        ctx,
        t.edit,
        html! {
            (page::header(ctx, &page::other_lang_href(here, lang)))
            (body)
        },
    )
}
