//! Edit mode: a form with one field per square, both hands and the side to move, that works
//! without JavaScript; with it, a board and a palette of both players' pieces placed by click
//! or drag (`/static/app.js` writes the fields, and knows no rule). Buttons clear the board,
//! set the start position, turn the board, swap the side to move (each a submit of the form
//! with `action=`, so that they work without JavaScript and keep what was placed), check, or
//! cancel back to the position the editor was opened on. The library decides whether the
//! position is valid; its message is shown as it is.

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
    /// A button of the form: `clear`, `start`, `flip` (the board turned), `swap` (the other
    /// side to move); anything else is ignored.
    action: Option<String>,
    /// The squares' and hands' fields by name.
    #[serde(flatten)]
    fields: HashMap<String, String>,
}

/// `GET /edit`: the edit form; with `check=1`, the position it describes is checked by the
/// library and opened in the explorer, or the form comes back with the library's message;
/// with `action=`, the fields changed by that button.
pub async fn edit_page(cx: Context, Query(q): Query<EditQuery>) -> Response {
    let mut ctx = cx.page;
    if q.action.as_deref() == Some("flip") {
        ctx.flip = !ctx.flip;
    }
    // `pos=` read as a setup (an impossible position may be opened to be mended); text that
    // does not read is refused with the reader's message, as the explorer refuses it.
    let start = match q.pos.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => match sibi_solver::notation::parse_setup(t) {
            Ok(setup) => Ok(Some(setup)),
            Err(_) => Err(cx.line(t).err().unwrap_or_else(|| {
                Error::worded(StatusCode::BAD_REQUEST, |lang| {
                    t!(lang, "error-missing-pos")
                })
            })),
        },
    };
    match handle(&ctx, &q, start, cx.rules(), cx.pieces()) {
        Outcome::Open(pos) => Redirect::to(&cx.page.href(&pos, None)).into_response(),
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

/// The setup the fields describe, and why the first malformed field is (400): a square that
/// holds no piece letter is left empty, a hand count that is not 0–2 is 0, a side other than
/// `a`/`d` is `a` — so that the rest of the board is kept in the form.
fn setup_from(p: &EditQuery) -> (Setup, Option<Error>) {
    let mut first: Option<Error> = None;
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
                match (c, c.and_then(Role::from_char)) {
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
                        first.get_or_insert_with(|| {
                            Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                                t!(
                                    lang,
                                    "edit-not-a-piece",
                                    square = sq.to_string(),
                                    value = &value
                                )
                            })
                        });
                        None
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
                    first.get_or_insert_with(|| {
                        Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                            t!(
                                lang,
                                "edit-not-a-count",
                                player = facts::player(lang, c),
                                value = &value,
                                piece = &piece
                            )
                        })
                    });
                    0
                }
            };
        }
    }
    let side = match p.side.as_deref() {
        Some("d") => Color::D,
        None | Some("a" | "") => Color::A,
        Some(other) => {
            let value = sibi_solver::limits::echo(other);
            first.get_or_insert_with(|| {
                Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                    t!(lang, "edit-not-a-side", value = &value)
                })
            });
            Color::A
        }
    };
    (Setup { board, hands, side }, first)
}

/// Whether the query holds the form's own fields (a square's or a hand's), rather than only a
/// position to start from.
fn has_fields(p: &EditQuery) -> bool {
    p.fields
        .keys()
        .any(|k| Square::ALL.iter().any(|s| s.to_string() == *k) || k.starts_with('h'))
}

/// The setup with no piece on the board or in hand, a to move.
fn empty_setup() -> Setup {
    Setup {
        board: [None; 12],
        hands: [[0; 3]; 2],
        side: Color::A,
    }
}

/// The buttons of the form (`action=`).
const ACTIONS: [&str; 4] = ["clear", "start", "flip", "swap"];

/// The edit page for `p`: the form filled from its own fields (or from `start`, the setup of
/// `pos=`, or the refusal of its text), changed by its `action=`; with `check=1` the position
/// checked.
fn handle(
    ctx: &Ctx,
    p: &EditQuery,
    start: Result<Option<Setup>, Error>,
    rules: Rules,
    pieces: PieceSet,
) -> Outcome {
    // The position the editor was opened on (where "cancel" goes back to): `pos=` when it is
    // a position of the table.
    let opened = p
        .pos
        .as_deref()
        .and_then(|t| Position::parse(t.trim(), rules, pieces).ok());
    let form = |setup: &Setup, message| form(ctx, opened.as_ref(), setup, message);
    let refused =
        |setup: &Setup, e: Error| Outcome::Form(e.status, form(setup, Some(e.text(ctx.lang))));
    let start = match start {
        Ok(s) => s.unwrap_or_else(|| Position::start(Color::A).to_setup()),
        Err(e) => return refused(&Position::start(Color::A).to_setup(), e),
    };
    let setup = if has_fields(p) || p.check.is_some() {
        match setup_from(p) {
            (s, None) => s,
            (s, Some(e)) => return refused(&s, e),
        }
    } else {
        start
    };
    if let Some(a) = p.action.as_deref().filter(|a| !ACTIONS.contains(a)) {
        let value = sibi_solver::limits::echo(a);
        let e = Error::worded(StatusCode::BAD_REQUEST, move |lang| {
            t!(lang, "edit-not-an-action", value = &value)
        });
        return refused(&setup, e);
    }
    let setup = match p.action.as_deref() {
        Some("clear") => empty_setup(),
        Some("start") => Position::start(Color::A).to_setup(),
        Some("swap") => Setup {
            side: setup.side.other(),
            ..setup
        },
        _ => setup,
    };
    if p.check.is_none() || p.action.is_some() {
        return Outcome::Form(StatusCode::OK, form(&setup, None));
    }
    match check(&setup, rules, pieces) {
        Ok(pos) => Outcome::Open(pos),
        Err(r) => refused(&setup, r),
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
                        kings = if Some(set) == PieceSet::new(0, 0, 0) {
                            "only"
                        } else {
                            "other"
                        },
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

/// The address of this form's state in the other language: its fields as `setup` holds them
/// (after the button pressed, so that switching does not press it again), the position it was
/// opened on, the board turned or not.
fn state_href(ctx: &Ctx, opened: Option<&Position>, setup: &Setup) -> String {
    let mut out = form_urlencoded::Serializer::for_suffix(String::from("/edit?"), 6);
    for sq in Square::ALL {
        let v = setup.board[sq.index()].map_or('-', |p| p.char());
        out.append_pair(&sq.to_string(), &v.to_string());
    }
    for c in Color::BOTH {
        for (k, r) in Role::HAND.iter().enumerate() {
            out.append_pair(&hand_field(c, *r), &setup.hands[c.index()][k].to_string());
        }
    }
    out.append_pair("side", &setup.side.to_string());
    if let Some(p) = opened {
        out.append_pair("pos", &p.to_string());
    }
    if ctx.flip {
        out.append_pair("flip", "1");
    }
    out.append_pair("lang", ctx.lang.other().code());
    out.finish()
}

/// The form, filled from `setup`, with `message` above it; `opened`: the position the editor
/// was opened on (cancel goes back there). Its language link keeps the fields.
fn form(ctx: &Ctx, opened: Option<&Position>, setup: &Setup, message: Option<String>) -> Markup {
    let lang: Lang = ctx.lang;
    let letter =
        |sq: Square| setup.board[sq.index()].map_or("-".to_string(), |p| p.char().to_string());
    let name = |ch: char| -> String {
        let role = Role::from_char(ch).unwrap_or(Role::King);
        let owner = if ch.is_ascii_uppercase() {
            Color::A
        } else {
            Color::D
        };
        format!("{}: {}", lang.player(owner), lang.piece(role))
    };
    // Files across, ranks down; turned by 180° when flipped, as the explorer's board.
    let (files, ranks) = super::board::files_and_ranks(ctx.flip);
    let cancel = match opened {
        Some(p) => ctx.href(p, None),
        None => ctx.link_flipped("/"),
    };
    let body = html! {
        main #main.edit data-flip=(ctx.flip) {
            h1 { (t!(lang, "page-edit")) }
            p { (t!(lang, "page-edit-help")) }
            @if let Some(m) = &message { p.errmsg role="alert" { (page::prose(m)) } }
            form #editform method="get" action="/edit" {
                (ctx.lang_field())
                @if ctx.flip { input type="hidden" name="flip" value="1"; }
                @if let Some(p) = opened { input type="hidden" name="pos" value=(p); }
                // With the script: the palette and a board to place its pieces on (hidden
                // without it; the fields below hold the position either way).
                div.palette role="toolbar" aria-label=(t!(lang, "edit-palette")) {
                    @for c in ["K", "G", "M", "P", "H", "k", "g", "m", "p", "h"] {
                        @let ch = c.chars().next().unwrap_or('K');
                        @let role = Role::from_char(ch).unwrap_or(Role::King);
                        @let owner = if ch.is_ascii_uppercase() { "a" } else { "d" };
                        button.tool type="button" data-piece=(c) aria-label=(name(ch)) title=(name(ch)) aria-pressed="false" {
                            span class={ "pc " (owner) } { (role.hanja()) }
                        }
                    }
                    button.tool.erase type="button" data-piece="-" aria-pressed="false" { (t!(lang, "edit-erase")) }
                }
                div class={ "board editboard-js" @if ctx.flip { " flipped" } } role="group" aria-label=(t!(lang, "page-board")) data-empty=(t!(lang, "page-empty")) {
                    div.corner {}
                    @for f in &files { div.file { (char::from(b'A' + *f as u8)) } }
                    @for r in &ranks {
                        div.rank { (r + 1) }
                        @for f in &files {
                            @let sq = Square::from_coords(*f, *r).expect("on the board");
                            @let camp = if *f == 0 { " camp-a" } else if *f == 3 { " camp-d" } else { "" };
                            @let label = match setup.board[sq.index()] {
                                Some(p) => format!("{sq}: {}", name(p.char())),
                                None => format!("{sq}: {}", t!(lang, "page-empty")),
                            };
                            div class={ "sq" (camp) } data-sq=(sq) aria-label=(label) {
                                @if let Some(p) = setup.board[sq.index()] {
                                    span class={ "pc " (p.color) } { (p.role.hanja()) }
                                }
                            }
                        }
                    }
                }
                table.editboard {
                    tr { th {} @for f in &files { th { (char::from(b'A' + *f as u8)) } } }
                    @for r in &ranks {
                        tr {
                            th { (r + 1) }
                            @for f in &files {
                                @let sq = Square::from_coords(*f, *r).expect("on the board");
                                @let cur = letter(sq);
                                td {
                                    select name=(sq) aria-label=(sq) {
                                        @for c in CHOICES {
                                            @let label = if c == "-" { t!(lang, "page-empty") } else {
                                                let ch = c.chars().next().unwrap_or('-');
                                                let role = Role::from_char(ch).unwrap_or(Role::King);
                                                let owner = if ch.is_ascii_uppercase() { Color::A } else { Color::D };
                                                t!(lang, "edit-square-piece", side = owner.to_string(), hanja = role.hanja().to_string())
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
                    legend { (t!(lang, "page-side")) }
                    @for c in Color::BOTH {
                        label { input type="radio" name="side" value=(c) checked[setup.side == c]; " " (lang.player(c)) }
                    }
                }
                div.editbuttons {
                    button type="submit" #check name="check" value="1" { (t!(lang, "page-check")) }
                    button type="submit" name="action" value="clear" { (t!(lang, "edit-clear")) }
                    button type="submit" name="action" value="start" { (t!(lang, "page-start")) }
                    button type="submit" name="action" value="flip" { (t!(lang, "page-flip")) }
                    button type="submit" name="action" value="swap" { (t!(lang, "page-swap")) }
                    a.cancel href=(cancel) { (t!(lang, "edit-cancel")) }
                }
            }
        }
    };
    page::document(
        ctx,
        &t!(lang, "page-edit"),
        html! {
            (page::header(ctx, &state_href(ctx, opened, setup)))
            (body)
        },
    )
}
