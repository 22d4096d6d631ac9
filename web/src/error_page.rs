//! The page that only says what went wrong — an `Error` shown on an HTML route, or a line that
//! ends in a king capture: its title, its message and the position form, in the page's frame.

use maud::{html, Markup};

use super::page::{document, header, other_lang_href, Ctx};
use crate::t;

/// A page that only says what went wrong (a bad `pos`, a position of another table).
pub fn message(ctx: &Ctx, title: &str, text: &str, pos_text: &str, here: &str) -> Markup {
    let body = html! {
        (header(ctx, &other_lang_href(here, ctx.lang)))
        main #main {
            h1.verdict.error { (title) }
            p.errmsg { (super::page::prose(text)) }
            form.postext method="get" action="/" {
                label for="pos" { (t!(ctx.lang, "page-position-text")) }
                input #pos type="text" name="pos" value=(pos_text) spellcheck="false" autocomplete="off";
                (ctx.lang_field())
                button type="submit" { (t!(ctx.lang, "page-go")) }
            }
            p { a href=(ctx.link("/")) { (t!(ctx.lang, "page-start")) } }
        }
    };
    document(ctx, title, body)
}
