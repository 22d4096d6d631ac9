//! The internal links of a page, for the crawls that check a Korean page leads only to Korean
//! pages: the anchors (in the page and in its SVG graphs), the GET forms as they are sent with
//! their hidden fields, the POST forms' hidden fields, the `<meta http-equiv="refresh">` and
//! the `data-next` address the play page's script follows. The language switch (`hreflang`)
//! leads to the other language on purpose and is left out, and so are the API (`/api/`), the
//! static files (`/static/`, `/favicon.ico`) and other sites. Used by the server's unit tests
//! (by path, as [`crawl`](super::crawl)) and by the end-to-end test.

/// What a page links to.
#[derive(Debug, Default)]
pub struct Links {
    /// The addresses a reader reaches with a GET (anchors, GET forms with their hidden fields,
    /// refreshes, `data-next`), entities decoded.
    pub get: Vec<String>,
    /// The POST forms: their action and the query of their hidden fields (`/games/annotate?lang=ko`).
    pub post: Vec<String>,
}

/// The internal links of `html` ([`Links`]).
pub fn links(html: &str) -> Links {
    let mut out = Links::default();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        let Some(gt) = rest[lt..].find('>') else {
            break;
        };
        let tag = &rest[lt + 1..lt + gt];
        let after = &rest[lt + gt + 1..];
        let name: String = tag
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        match name.as_str() {
            "a" if attr(tag, "hreflang").is_none() => {
                if let Some(h) = attr(tag, "href") {
                    out.get.push(h);
                }
            }
            "form" => {
                let action = attr(tag, "action").unwrap_or_default();
                let inner = &after[..after.find("</form>").unwrap_or(after.len())];
                let mut query = form_urlencoded::Serializer::new(String::new());
                for input in inner.split("<input").skip(1) {
                    let input = &input[..input.find('>').unwrap_or(input.len())];
                    if attr(input, "type").as_deref() == Some("hidden") {
                        if let Some(n) = attr(input, "name") {
                            query.append_pair(&n, &attr(input, "value").unwrap_or_default());
                        }
                    }
                }
                let query = query.finish();
                let sep = if action.contains('?') { '&' } else { '?' };
                let target = if query.is_empty() {
                    action
                } else {
                    format!("{action}{sep}{query}")
                };
                if attr(tag, "method").is_some_and(|m| m.eq_ignore_ascii_case("post")) {
                    out.post.push(target);
                } else {
                    out.get.push(target);
                }
            }
            "meta" if attr(tag, "http-equiv").is_some_and(|v| v == "refresh") => {
                if let Some(c) = attr(tag, "content") {
                    if let Some((_, url)) = c.split_once("url=") {
                        out.get.push(url.trim().to_string());
                    }
                }
            }
            _ => {}
        }
        if let Some(next) = attr(tag, "data-next") {
            out.get.push(next);
        }
        rest = after;
    }
    out.get.retain(|u| internal(u));
    out.post.retain(|u| internal(u));
    out
}

/// Whether `url` is a page of this site a crawl follows: a path (not `//`), neither the API
/// nor a static file.
pub fn internal(url: &str) -> bool {
    url.starts_with('/')
        && !url.starts_with("//")
        && !url.starts_with("/api/")
        && !url.starts_with("/static/")
        && !url.starts_with("/favicon.ico")
}

/// The `lang` parameter of `url`'s query (before a `#fragment`), if any.
pub fn lang_of(url: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or(query);
    form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "lang")
        .map(|(_, v)| v.into_owned())
}

/// The value of attribute `name` in a tag's text, entities decoded.
fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let i = tag.find(&key)? + key.len();
    let j = tag[i..].find('"')?;
    Some(
        tag[i..i + j]
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    )
}
