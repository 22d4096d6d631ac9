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

/// What every link of a page carries along: the language (when chosen with `?lang=`) and
/// whether the board is flipped.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// The language of the page.
    pub lang: Lang,
    /// Whether `?lang=` chose it (then links keep it).
    pub lang_explicit: bool,
    /// Whether the board is drawn turned by 180°.
    pub flip: bool,
}

/// `s` encoded for a URL query value.
pub fn enc(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

impl Ctx {
    /// The `lang` and `flip` parameters to append (`&lang=ko&flip=1`), as set.
    fn keep(&self, flip: bool, lang: Option<Lang>) -> String {
        let mut s = String::new();
        match lang {
            Some(l) => s.push_str(&format!("&lang={}", l.code())),
            None if self.lang_explicit => s.push_str(&format!("&lang={}", self.lang.code())),
            None => {}
        }
        if flip {
            s.push_str("&flip=1");
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
        s + &self.keep(flip, lang)
    }

    /// The explorer page of `pos`, with the squares of `last` highlighted.
    pub fn href(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, self.flip, None)
    }

    /// This page with the board flipped the other way.
    pub fn href_flip(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, !self.flip, None)
    }

    /// This page in the other language.
    pub fn href_lang(&self, pos: &Position, last: Option<Move>) -> String {
        self.page_href(pos, last, self.flip, Some(self.lang.other()))
    }

    /// The edit page of `pos`.
    pub fn href_edit(&self, pos: &Position) -> String {
        format!("/edit?pos={}", enc(&pos.to_string())) + &self.keep(self.flip, None)
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
                (head)
            }
            body {
                (body)
            }
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
/// start's otherwise; the explorer's script keeps it current as moves are made in the page).
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
            a.brand href={ "/" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { "sibi · 십이장기" }
            nav {
                a href={ "/" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { (t!(ctx.lang, "page-explore")) }
                " · "
                a href={ "/games" (ctx.keep(false, None).replacen('&', "?", 1)) } { (t!(ctx.lang, "page-games")) }
                " · "
                a href={ "/play" (ctx.keep(false, None).replacen('&', "?", 1)) } { (t!(ctx.lang, "page-play")) }
                " · "
                a href={ "/puzzles" (ctx.keep(ctx.flip, None).replacen('&', "?", 1)) } { (t!(ctx.lang, "page-puzzles")) }
                " · "
                a href={ "/rules" (ctx.keep(false, None).replacen('&', "?", 1)) } { (crate::t!(ctx.lang, "page-rules")) }
                " · "
                a.api href=(api) { (t!(ctx.lang, "page-api")) }
            }
            a.lang href=(switch_lang) hreflang=(ctx.lang.other().code()) { (ctx.lang.other().name()) }
        }
    }
}

/// The page footer.
pub fn footer(ctx: &Ctx) -> Markup {
    html! {
        footer { p { (PreEscaped("&copy;")) " sibi · " (t!(ctx.lang, "page-units")) } }
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
