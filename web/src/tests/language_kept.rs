//! The language kept: from Korean pages chosen with `?lang=ko`, asked by a browser set to
//! English, every internal link leads to a Korean page.

use std::collections::{HashSet, VecDeque};

use super::*;

/// A page of the crawl: its status, where it sends (a redirect's `Location`), whether it is
/// HTML, and its body.
struct Reached {
    status: StatusCode,
    location: Option<String>,
    html: bool,
    body: String,
}

/// `req` sent with `Accept-Language: en`: the language of what comes back is only what the
/// address (or a form's field) chose.
async fn in_english_browser(mut req: Request<Body>) -> Reached {
    req.headers_mut()
        .insert(header::ACCEPT_LANGUAGE, "en".parse().unwrap());
    let res = router(state()).oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Reached {
        status,
        location: headers
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_string()),
        html: headers
            .get(header::CONTENT_TYPE)
            .is_some_and(|c| c.to_str().unwrap().starts_with("text/html")),
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// The shape of an address: its path and the names of its parameters. Past the start pages'
/// own links, the crawl follows one address of each shape (the explorer's links alone would
/// walk the whole table).
fn shape(url: &str) -> String {
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let mut names: Vec<String> = form_urlencoded::parse(query.as_bytes())
        .map(|(k, _)| k.into_owned())
        .collect();
    names.sort();
    names.dedup();
    format!("{path}?{}", names.join("&"))
}

/// Crawls from `starts` (GET addresses, and the pages `posted` answered), following each
/// internal link once ([`links::links`]); returns every offence: a page reached that is not
/// Korean (with the page that linked to it), a link or a POST form without `lang=ko`, and a
/// page with the note on plies more than once (or at all on the rules page).
async fn crawl_korean(starts: &[String], posted: Vec<(String, Reached)>) -> (usize, Vec<String>) {
    let mut offences = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut shapes: HashSet<String> = HashSet::new();
    // (address, the page linking to it, whether it is a start page's own link)
    let mut queue: VecDeque<(String, String, bool)> = starts
        .iter()
        .map(|s| (s.clone(), "(start)".to_string(), true))
        .collect();
    let mut pages: Vec<(String, String, Reached)> = posted
        .into_iter()
        .map(|(what, r)| (what, "(start)".to_string(), r))
        .collect();
    let mut visited = 0;
    let units_note = maud::html! { (crate::t!(crate::i18n::Lang::Ko, "page-units")) }.into_string();
    loop {
        for (url, from, r) in pages.drain(..) {
            visited += 1;
            if let Some(to) = &r.location {
                if links::internal(to) && seen.insert(to.clone()) {
                    queue.push_back((to.clone(), format!("{url} (redirect)"), true));
                }
                continue;
            }
            if !r.html {
                continue;
            }
            if !r.body.contains("<html lang=\"ko\">") {
                offences.push(format!("{from} → {url} ({}): not Korean", r.status));
                continue;
            }
            // The note on plies once on a page (none on the rules page, which explains them
            // in full).
            let notes = r.body.matches(units_note.as_str()).count();
            let most = usize::from(!url.starts_with("/rules"));
            if notes > most {
                offences.push(format!("{url}: the note on plies {notes} times"));
            }
            let found = links::links(&r.body);
            for post in &found.post {
                if links::lang_of(post).as_deref() != Some("ko") {
                    offences.push(format!("{url}: POST form {post} without lang=ko"));
                }
            }
            // Every link of a page whose address chose Korean keeps it (the browser asks for
            // English): counted link by link, before the crawl picks which to follow.
            for link in &found.get {
                if links::lang_of(link).as_deref() != Some("ko") {
                    offences.push(format!("{url}: link {link} without lang=ko"));
                }
            }
            let start_page = from == "(start)";
            for link in found.get {
                if seen.contains(&link) {
                    continue;
                }
                if start_page || shapes.insert(shape(&link)) {
                    seen.insert(link.clone());
                    queue.push_back((link, url.clone(), start_page));
                }
            }
        }
        let Some((url, from, _)) = queue.pop_front() else {
            break;
        };
        shapes.insert(shape(&url));
        seen.insert(url.clone());
        let r = in_english_browser(Request::get(&url).body(Body::empty()).unwrap()).await;
        pages.push((url, from, r));
        assert!(visited < 5_000, "the crawl does not end");
    }
    (visited, offences)
}

/// Korean pages chosen with `?lang=ko` (the explorer, a line at a ply, play under way and
/// finished, the puzzles and one puzzle, the editor, the rules, the games, error pages and an
/// annotated record) in a browser set to English: every page their links reach, by anchors,
/// graphs, forms, refreshes and redirects, is Korean.
#[tokio::test]
async fn korean_pages_link_only_to_korean_pages() {
    let (puzzle, best, wrong) = p_puzzle(4);
    let puzzle = enc(&puzzle.to_string());
    let p = "K3%2F1k2%2F4+P+a";
    let starts: Vec<String> = [
        "/?lang=ko".to_string(),
        format!("/?lang=ko&pos={p}"),
        format!("/?lang=ko&pos={p}+moves+A1A2+B2B1"),
        format!("/?lang=ko&pos={p}&flip=1"),
        "/?lang=ko&pos=xxx".to_string(),
        "/?lang=ko&pos=K3%2F1k2%2F4+-+a".to_string(),
        "/play?lang=ko".to_string(),
        format!("/play?lang=ko&side=a&level=3&pos={p}"),
        // The engine's turn (a refresh and `data-next`), a game won, a game by two people.
        format!("/play?lang=ko&side=d&level=10&seed=9&pos={p}"),
        format!("/play?lang=ko&side=d&level=10&seed=9&pos={p}&moves=A1B2"),
        format!("/play?lang=ko&opponent=human&side=a&pos={p}&moves=P*C1+B2A1"),
        "/puzzles?lang=ko".to_string(),
        "/puzzles?lang=ko&plies=4".to_string(),
        format!("/puzzles?lang=ko&pos={puzzle}&seed=3"),
        format!("/puzzles?lang=ko&pos={puzzle}&seed=3&try={wrong}"),
        format!("/puzzles?lang=ko&pos={puzzle}&seed=3&moves={best}"),
        "/edit?lang=ko".to_string(),
        format!("/edit?lang=ko&pos={p}"),
        "/edit?lang=ko&check=1&A1=K&side=a".to_string(),
        "/edit?lang=ko&check=1&A1=K&B2=k&ha_P=1&side=a".to_string(),
        "/rules?lang=ko".to_string(),
        "/games?lang=ko".to_string(),
        "/games/annotate?lang=ko".to_string(),
        "/games/no-such-game?lang=ko".to_string(),
        "/no-such-page?lang=ko".to_string(),
    ]
    .into();
    let mut posted = Vec::new();
    let record = walk_record(6, true);
    let r = in_english_browser(annotate_form_post(&record, Some("ko"))).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    posted.push(("POST /games/annotate".to_string(), r));
    let (visited, offences) = crawl_korean(&starts, posted).await;
    assert!(visited > starts.len() * 3, "{visited} pages");
    assert!(
        offences.is_empty(),
        "{} links lose the language ({visited} pages):\n{}",
        offences.len(),
        offences.join("\n")
    );
}
