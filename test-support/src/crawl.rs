//! The Korean crawl's check: the English words a page shows a person, outside what may stay
//! as it is — position text, move text, squares, code (`<code>`, `<kbd>`, `translate="no"`),
//! the script and the style, what a form shows again, and a few names (sibi, JSON, API, the
//! language switch's "English"). Used by the server's unit tests (small tables), by
//! `cli/tests/reports_in_korean.rs` (the text reports) and by the end-to-end test (the full
//! table: the broadcast games).

/// Words of ASCII letters that may stand on a Korean page: names and formats.
pub const ALLOWED: &[&str] = &[
    "sibi", "JSON", "API", "English", "SVG", "gibo", "ply", "Hanja",
    // In a quotation of the wiki's Korean commentary: 추크츠방(zugzwang).
    "zugzwang",
];

/// The English words of `html` that a person reads (text and the `title`, `alt`,
/// `placeholder`, `aria-label` attributes), outside what [`ALLOWED`] and the rules above let
/// stand.
pub fn english_words(html: &str) -> Vec<String> {
    let mut words = Vec::new();
    // Elements whose text is not prose: skipped with everything inside them.
    const SKIP: [&str; 7] = [
        "script", "style", "code", "kbd", "textarea", "svg", "noscript",
    ];
    let mut skip_depth: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        if skip_depth.is_empty() {
            text_words(&decode(&rest[..lt]), &mut words);
        }
        let Some(gt) = rest[lt..].find('>') else {
            break;
        };
        let tag = &rest[lt + 1..lt + gt];
        rest = &rest[lt + gt + 1..];
        if tag.starts_with('!') {
            continue;
        }
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        let void = tag.ends_with('/')
            || ["br", "input", "meta", "link", "img", "hr", "source", "wbr"]
                .contains(&name.as_str());
        if closing {
            if skip_depth.last() == Some(&name) {
                skip_depth.pop();
            }
            continue;
        }
        let skipped = SKIP.contains(&name.as_str()) || tag.contains("translate=\"no\"");
        if skip_depth.is_empty() && !skipped {
            for attr in ["title", "alt", "placeholder", "aria-label"] {
                if let Some(v) = attr_value(tag, attr) {
                    text_words(&decode(&v), &mut words);
                }
            }
        }
        if !void && (skipped || !skip_depth.is_empty()) {
            skip_depth.push(name);
        }
    }
    words
}

/// `uri: [words]` for each page whose [`english_words`] are not empty; `pages` gives each
/// page's URI and HTML.
pub fn english_pages<'a>(pages: impl IntoIterator<Item = (&'a str, String)>) -> Vec<String> {
    pages
        .into_iter()
        .filter_map(|(uri, html)| {
            let words = english_words(&html);
            (!words.is_empty()).then(|| format!("{uri}: {words:?}"))
        })
        .collect()
}

/// Words of ASCII letters that may stand in a Korean terminal report besides [`ALLOWED`]: units
/// (`116.3 KiB`), the compressor's name, and the keyword `moves` of a `POSITION moves M1 M2`
/// query, which is position text.
pub const TEXT_ALLOWED: &[&str] = &["KiB", "MiB", "GiB", "zstd", "moves"];

/// The English words of plain text a person reads (a terminal report, an error line): as
/// [`english_words`] finds them in a page's text, line by line (a backquoted span is code), with
/// [`TEXT_ALLOWED`] allowed too. Position text, move text, squares, paths and numbers are
/// skipped as there (tokens with a digit, `/`, `*`, `` ` `` or `=`, or of piece letters alone).
pub fn english_words_in_text(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    for line in text.lines() {
        text_words(line, &mut words);
    }
    words.retain(|w| !TEXT_ALLOWED.contains(&w.as_str()));
    words
}

fn attr_value(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let i = tag.find(&key)? + key.len();
    let j = tag[i..].find('"')?;
    Some(tag[i..i + j].to_string())
}

fn decode(s: &str) -> String {
    s.replace("&copy;", "©")
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The English words of a text: whitespace-separated tokens with a digit, `/`, `*` or `` ` ``
/// are position or move text (or quoted code) and skipped, and so are tokens of piece letters
/// alone (the hands of position text, `Pgp`).
fn text_words(text: &str, out: &mut Vec<String>) {
    // Backquoted spans are code (record keys, commands).
    let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    for token in prose.split_whitespace() {
        if token
            .chars()
            .any(|c| c.is_ascii_digit() || "/*`=".contains(c))
        {
            continue;
        }
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() < 2 || ALLOWED.contains(&word) {
                continue;
            }
            if word.chars().all(|c| "KGMPHkgmph".contains(c)) {
                continue;
            }
            out.push(word.to_string());
        }
    }
}
