//! The style sheet and the script the pages name, embedded in the binary and served under
//! the hash of their content (`/static/app.741748897da2.js`), which a browser may keep for ever,
//! and under their plain names. Names nothing else of the server.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::LazyLock;

use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The style sheet.
pub const STYLE: &str = include_str!("assets/style.css");
/// The pages' script.
pub const SCRIPT: &str = include_str!("assets/app.js");

/// What the pages do besides the board: the values' switch kept in the browser, the annotate
/// form's limit checked before sending.
pub const PAGE_SCRIPT: &str = include_str!("assets/page.js");

/// The script of the drills: the button "practise this" of the annotated games and the page
/// `/drills` (web/src/drills_page.rs).
pub const DRILLS_SCRIPT: &str = include_str!("assets/drills.js");

/// `name.HASH.ext`: an asset's address under the hash of its content, which a browser may keep
/// for ever (`immutable`): a new version is another address.
fn hashed(name: &str, ext: &str, content: &str) -> String {
    let mut h = DefaultHasher::new();
    content.hash(&mut h);
    format!("/static/{name}.{:012x}.{ext}", h.finish() >> 16)
}

/// The address of the style sheet the pages name.
pub fn style_href() -> &'static str {
    static HREF: LazyLock<String> = LazyLock::new(|| hashed("style", "css", STYLE));
    &HREF
}

/// The address of the script the pages name.
pub fn script_href() -> &'static str {
    static HREF: LazyLock<String> = LazyLock::new(|| hashed("app", "js", SCRIPT));
    &HREF
}

/// The address of the drills' script the pages name.
pub fn drills_script_href() -> &'static str {
    static HREF: LazyLock<String> = LazyLock::new(|| hashed("drills", "js", DRILLS_SCRIPT));
    &HREF
}

/// The address of the pages' own script (besides the board's) the pages name.
pub fn page_script_href() -> &'static str {
    static HREF: LazyLock<String> = LazyLock::new(|| hashed("page", "js", PAGE_SCRIPT));
    &HREF
}

/// An asset: its content type, its caching and its body. Under its hashed name it is kept a
/// year and never asked again (`immutable`); under its plain name (pages of an older release,
/// scripts that name it) five minutes.
fn asset(content_type: &'static str, body: &'static str, immutable: bool) -> Response {
    let control = if immutable {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=300"
    };
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, control),
        ],
        body,
    )
        .into_response()
}

/// `GET /static/FILE`: the style sheet or the script, under its hashed or its plain name;
/// another name is `None` (the router's 404).
pub fn static_file(path: &str) -> Option<Response> {
    let css = "text/css; charset=utf-8";
    let js = "text/javascript; charset=utf-8";
    Some(match path {
        p if p == style_href() => asset(css, STYLE, true),
        p if p == script_href() => asset(js, SCRIPT, true),
        p if p == drills_script_href() => asset(js, DRILLS_SCRIPT, true),
        p if p == page_script_href() => asset(js, PAGE_SCRIPT, true),
        "/static/page.js" => asset(js, PAGE_SCRIPT, false),
        "/static/drills.js" => asset(js, DRILLS_SCRIPT, false),
        "/static/style.css" => asset(css, STYLE, false),
        "/static/app.js" => asset(js, SCRIPT, false),
        _ => return None,
    })
}
