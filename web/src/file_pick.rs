//! A file picker in the page's language: the browser's own `<input type=file>` names its button
//! in the browser's language ("Choose File", "파일 선택" as Chromium's locale says), not the
//! page's. The native input stays (a form sends it without JavaScript; a keyboard focuses it
//! and opens it with Space), visually hidden inside a `<label>` drawn as a button with the
//! catalogue's words; `/static/page.js` writes the chosen file's name beside it.

use maud::{html, Markup};

use super::i18n::Lang;
use crate::t;

/// What a file picker is: the input's `id` and form `name` (each when it has one), the types
/// it offers (`accept`) and the words before the button (`what`, from the catalogue).
#[derive(Clone, Copy, Debug)]
pub struct FilePick<'a> {
    /// The input's `id`.
    pub id: Option<&'a str>,
    /// The input's form field name.
    pub name: Option<&'a str>,
    /// The input's `accept`.
    pub accept: &'a str,
    /// The words before the button (what the file is for).
    pub what: &'a str,
}

/// The picker: a label holding `what`, the hidden native input and the button drawn with the
/// page's words (so that the input's name, read aloud, is both), then where the script names
/// the chosen file (empty without JavaScript: the browser keeps the file and the form sends it
/// all the same).
pub fn file_pick(lang: Lang, f: FilePick) -> Markup {
    html! {
        label.filepick {
            (f.what) " "
            input.visually-hidden type="file" id=[f.id] name=[f.name] accept=(f.accept);
            span.filepick-button { (t!(lang, "small-file-choose")) }
        }
        " " span.filepick-name data-none=(t!(lang, "small-file-none")) {}
    }
}
