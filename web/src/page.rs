//! The frame of every page, rendered on the server: the document shell and its head, the
//! header (the navigation and the language switch), the footer, the links every page makes
//! ([`Ctx`]: the language and the board's flip carried along) and the HTML response. What goes
//! inside is drawn by the files above this one (which name it): the board in `board.rs`, an
//! error's page in `error_page.rs`, each handler's page in its own file.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use sibi_solver::{Color, Move, Position};

use super::i18n::Lang;
use crate::t;

/// What every link of a page carries along: the language (when chosen with `?lang=`), whether
/// the board is flipped and whether the values are hidden; and what this page alone asks
/// (`show=1`, `hint=`).
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// The language of the page.
    pub lang: Lang,
    /// Whether `?lang=` chose it (then links keep it).
    pub lang_explicit: bool,
    /// Whether the board is drawn turned by 180°.
    pub flip: bool,
    /// Whether the values are hidden until asked (`?hide=1`, carried by every link).
    pub hide: bool,
    /// Whether this page shows the values although they are hidden (`?show=1`: this position
    /// only, not carried).
    pub show: bool,
    /// The hint step asked on this page (`?hint=1`: the piece to move, `?hint=2`: the move;
    /// 0: none; not carried).
    pub hint: u8,
}

/// `s` encoded for a URL query value.
pub fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

impl Ctx {
    /// The internal address `target` (a path and its query, values encoded) as a link of this
    /// page: with the page's language (`lang=`) when `?lang=` chose it, so that the page it
    /// leads to is in the same language whatever the browser asks. Every internal link, form
    /// action and redirect of a page is made by this method (or [`Ctx::link_flipped`],
    /// [`Ctx::lang_field`]).
    pub fn link(&self, target: &str) -> String {
        self.with(target, false, None)
    }

    /// [`Ctx::link`] keeping the board's flip too (`flip=1`), for a page that shows a board.
    pub fn link_flipped(&self, target: &str) -> String {
        self.with(target, self.flip, None)
    }

    /// The hidden `lang` field of a GET form, when `?lang=` chose the page's language (a form
    /// sent replaces its action's query with its fields: this one keeps the language), and the
    /// `hide` field when the values are hidden.
    pub fn lang_field(&self) -> Markup {
        html! {
            @if self.lang_explicit { input type="hidden" name="lang" value=(self.lang.code()); }
            @if self.hide { input type="hidden" name="hide" value="1"; }
        }
    }

    /// Whether this page leaves the values out: hidden (`hide=1`) and not shown (`show=1`).
    pub fn hidden(&self) -> bool {
        self.hide && !self.show
    }

    /// This context with the values hidden or not (for the switch's link).
    pub fn hiding(&self, hide: bool) -> Ctx {
        Ctx { hide, ..*self }
    }

    /// `target` with `flip=1` when `flip`, `lang=` `lang` (else the page's when chosen) and
    /// `hide=1` when the values are hidden.
    fn with(&self, target: &str, flip: bool, lang: Option<Lang>) -> String {
        let mut s = target.to_string();
        let mut add = |param: String| {
            s.push(if s.contains('?') { '&' } else { '?' });
            s.push_str(&param);
        };
        match lang {
            Some(l) => add(format!("lang={}", l.code())),
            None if self.lang_explicit => add(format!("lang={}", self.lang.code())),
            None => {}
        }
        if flip {
            add("flip=1".to_string());
        }
        if self.hide {
            add("hide=1".to_string());
        }
        s
    }

    /// The explorer page of `pos` with the squares of `last` highlighted, the board flipped
    /// or not, and the language `lang` (else the one kept).
    fn page_href(
        &self,
        pos: &Position,
        last: Option<Move>,
        flip: bool,
        lang: Option<Lang>,
    ) -> String {
        let mut s = format!("/?pos={}", enc(&pos.to_string()));
        if let Some(m) = last {
            s.push_str(&format!("&last={}", enc(&m.to_string())));
        }
        self.with(&s, flip, lang)
    }

    /// The explorer page of `pos`, with the squares of `last` highlighted.
    pub fn href(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, self.flip, None)
    }

    /// This page with the board flipped the other way.
    pub fn href_flip(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, !self.flip, None)
    }

    /// This page in the other language, as it is ([`Ctx::this_page`]).
    pub fn href_lang(&self, pos: &Position, last: Option<Move>) -> String {
        self.this_page(self.page_href(pos, last, self.flip, Some(self.lang.other())))
    }

    /// `href`, a link to this same page, with what this page alone asks and no other link
    /// carries: `show=1` (the values shown while hidden) and `hint=` (the hint's step), so that
    /// a link that keeps the page as it is (the language switch's) does not lose them.
    pub fn this_page(&self, href: String) -> String {
        let mut s = href;
        let mut add = |param: String| {
            s.push(if s.contains('?') { '&' } else { '?' });
            s.push_str(&param);
        };
        if self.hide && self.show {
            add("show=1".to_string());
        }
        if self.hint > 0 {
            add(format!("hint={}", self.hint));
        }
        s
    }

    /// The edit page of `pos`.
    pub fn href_edit(&self, pos: &Position) -> String {
        self.link_flipped(&format!("/edit?pos={}", enc(&pos.to_string())))
    }
}

/// The whole HTML document around `body`.
pub fn document(ctx: &Ctx, title: &str, body: Markup) -> Markup {
    document_with(ctx, title, html! {}, body)
}

/// [`document`] with `head` added at the end of the page's head (the play page's refresh for
/// browsers without JavaScript).
pub fn document_with(ctx: &Ctx, title: &str, head: Markup, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(ctx.lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href=(super::assets::style_href());
                link rel="icon" href="/favicon.ico" type="image/svg+xml";
                script src=(super::assets::script_href()) defer {}
                script src=(super::assets::page_script_href()) defer {}
                script src=(super::assets::drills_script_href()) defer {}
                (head)
            }
            body {
                (body)
            }
        }
    }
}

/// A catalogue text on a page: what the catalogue writes between backticks (a parameter, a
/// command, a position text) is set as code, so that no backtick shows on the page.
pub fn prose(text: &str) -> Markup {
    backquoted(text, |part| html! { code { (part) } })
}

/// A catalogue text about the keyboard: what it writes between backticks is a key, set as
/// `<kbd>` (`Home`, `End`).
pub fn keys(text: &str) -> Markup {
    backquoted(text, |part| html! { kbd { (part) } })
}

/// `text` with each backquoted span set by `mark` (the text between spans as it is).
fn backquoted(text: &str, mark: fn(&str) -> Markup) -> Markup {
    html! {
        @for (i, part) in text.split('`').enumerate() {
            @if i % 2 == 1 { (mark(part)) } @else { (part) }
        }
    }
}

/// The address `here` (a path and its query, as requested) in the other language than `lang`:
/// every parameter kept but `lang`, then `lang=` the other one — what a language link gives,
/// so that switching keeps the page and its state.
pub fn other_lang_href(here: &str, lang: Lang) -> String {
    let (path, query) = here.split_once('?').unwrap_or((here, ""));
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        if k != "lang" {
            out.append_pair(&k, &v);
        }
    }
    out.append_pair("lang", lang.other().code());
    let path = if path.starts_with('/') { path } else { "/" };
    format!("{path}?{}", out.finish())
}

/// The page header: the title, the navigation and the language switch.
pub fn header(ctx: &Ctx, switch_lang: &str) -> Markup {
    header_at(ctx, switch_lang, None)
}

/// [`header()`] of a page showing `pos`: its "JSON API" link gives that position's answer (the
/// start's otherwise; the explorer's script keeps it current as moves are made in the page),
/// and is left out while the values are hidden ([`Ctx::hidden`]).
pub fn header_at(ctx: &Ctx, switch_lang: &str, pos: Option<&Position>) -> Markup {
    let api = format!(
        "/api/v1/position?pos={}",
        enc(&pos.map_or_else(
            || Position::start(Color::A).to_string(),
            ToString::to_string
        ))
    );
    html! {
        header.top {
            a.brand href=(ctx.link_flipped("/")) { "sibi · 십이장기" }
            nav {
                a href=(ctx.link_flipped("/")) { (t!(ctx.lang, "page-explore")) }
                " · "
                a href=(ctx.link("/games")) { (t!(ctx.lang, "page-games")) }
                " · "
                a href=(ctx.link("/play")) { (t!(ctx.lang, "page-play")) }
                " · "
                a href=(ctx.link_flipped("/puzzles")) { (t!(ctx.lang, "page-puzzles")) }
                " · "
                a href=(ctx.link("/drills")) { (t!(ctx.lang, "drills-title")) }
                " · "
                a href=(ctx.link("/rules")) { (crate::t!(ctx.lang, "page-rules")) }
                // The JSON API gives every value: no link to it while they are hidden.
                @if !ctx.hidden() {
                    " · "
                    a.api href=(api) { (t!(ctx.lang, "page-api")) }
                }
            }
            a.lang href=(switch_lang) hreflang=(ctx.lang.other().code()) { (ctx.lang.other().name()) }
        }
    }
}

/// The page footer. (The note on plies is in the page itself, once: `p.units`.)
pub fn footer() -> Markup {
    html! {
        footer { p { (PreEscaped("&copy;")) " sibi" } }
    }
}

/// An HTML response of `status`.
pub fn response(status: StatusCode, m: Markup) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        m.into_string(),
    )
        .into_response()
}
