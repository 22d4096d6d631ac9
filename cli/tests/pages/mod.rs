//! The end-to-end checks of `sibi serve`'s pages on the full 십이장기 table (part of the
//! `e2e` test binary; see its front matter): the explorer, the broadcast games in both
//! languages, and the web's annotation against the command line's.

use super::*;

/// `sibi serve` on the full 십이장기 table: the start page says draw, and the page of one of
/// the longest wins says win in 179 plies, with a main line of 179 plies (its statistics,
/// data/results/twelve-janggi-GGMMPP.stats.txt).
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn twelve_janggi_explorer_on_the_full_table() {
    let Some(dir) = tables("twelve_janggi_explorer_on_the_full_table") else {
        return;
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let (status, _, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(
        page.contains("Draw — neither side can force a win"),
        "{page}"
    );
    let (status, _, page) = server.get("/?pos=KMpk%2F2g1%2FhGM1+-+a");
    assert_eq!(status, 200);
    assert!(
        page.contains("Green to move — with perfect play Green wins in 179 plies"),
        "{page}"
    );
    assert!(page.contains("Principal variation (both sides perfect), 179 plies"));
    let (_, _, body) = server.get("/api/v1/position?pos=KMpk/2g1/hGM1+-+a&line=1");
    let j: Json = serde_json::from_str(&body).unwrap();
    assert_eq!(j["value"]["dtm"], 179);
    assert_eq!(j["pv"]["moves"].as_array().unwrap().len(), 179);
    let (_, _, body) = server.get("/api/v1/mainline?pos=KMpk/2g1/hGM1+-+a");
    let j: Json = serde_json::from_str(&body).unwrap();
    assert_eq!(j["moves"].as_array().unwrap().len(), 179);
    // The traps of the start (issue 24's example): every move draws; B2C2 leaves d five
    // replies, three of them losing, and comes first; then A2B3 (two of four), A2B1 and A3B3
    // (one of four each, in the legal-move order).
    let (_, _, body) = server.get("/api/v1/position?pos=M2g%2FKPpk%2FG2m+-+a");
    let j: Json = serde_json::from_str(&body).unwrap();
    let traps: Vec<(String, u64, u64)> = j["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["move"].as_str().unwrap().to_string(),
                m["replies"]["total"].as_u64().unwrap(),
                m["replies"]["losing"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected = [
        ("B2C2", 5, 3),
        ("A2B3", 4, 2),
        ("A2B1", 4, 1),
        ("A3B3", 4, 1),
    ];
    let expected: Vec<(String, u64, u64)> = expected
        .iter()
        .map(|(m, t, l)| (m.to_string(), *t, *l))
        .collect();
    assert_eq!(traps, expected);
    let (_, _, page) = server.get("/");
    assert!(
        page.contains("3 of the opponent's 5 replies lose"),
        "{page}"
    );
}

/// The broadcast games in the browser's pages and the annotate API, on the full table: each
/// game's page, its decisive blunder with the badge and the best move instead, one graph mark
/// per blunder, the footnotes, the corrected final; the API's annotation of a published text
/// equals `sibi annotate --json`'s; and the CLI's graph, `--pov`, `--positions` and `-`.
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn twelve_janggi_games_on_the_full_table() {
    let Some(dir) = tables("twelve_janggi_games_on_the_full_table") else {
        return;
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let (status, _, list) = server.get("/games");
    assert_eq!(status, 200);
    // The final at ply 15 (its decisive blunder): the graph's marker on the position before
    // it, a link from every ply of the graph (30 plies and the end), and the mistakes before
    // and after it (the blunders of plies 7 and 17, `sibi annotate`'s verdicts).
    // The graph is drawn twice, for a phone and wide (the style sheet shows one): each has them.
    let (_, _, page) = server.get("/games/black-garnet-final?ply=15");
    assert_eq!(page.matches("<svg class=\"graph ").count(), 2, "{page}");
    assert_eq!(page.matches("<line class=\"current\"").count(), 2, "{page}");
    assert_eq!(
        page.matches("<a class=\"plylink\"").count(),
        2 * 31,
        "{page}"
    );
    assert!(
        page.contains("href=\"/games/black-garnet-final?ply=31\""),
        "{page}"
    );
    assert!(
        page.contains("class=\"prev-mistake\" href=\"/games/black-garnet-final?ply=7\""),
        "{page}"
    );
    assert!(
        page.contains("class=\"next-mistake\" href=\"/games/black-garnet-final?ply=17\""),
        "{page}"
    );
    for game in GAMES.iter().chain(&["black-garnet-final-corrected"]) {
        assert!(
            list.contains(&format!("href=\"/games/{game}\"")),
            "{game}: {list}"
        );
    }
    for game in GAMES {
        let cli = &json_lines(&ok(
            &dir,
            &["annotate", "--json", &record(&format!("{game}.gibo"))],
        ))[0];
        let blunders = cli["summary"]["blunders"].as_array().unwrap().len();
        let (status, _, page) = server.get(&format!("/games/{game}"));
        assert_eq!(status, 200, "{game}");
        assert_eq!(
            page.matches("<g class=\"blunder\"").count(),
            2 * blunders,
            "{game}"
        );
        if let Some(ply) = cli["summary"]["decisive"].as_u64() {
            let (_, _, page) = server.get(&format!("/games/{game}?ply={ply}"));
            assert!(page.contains("blunder ??"), "{game} ply {ply}");
            let best = &cli["plies"][ply as usize - 1]["best"][0]["hanja"];
            assert!(
                page.contains(&format!(
                    "Best instead: <span class=\"hj\">{}",
                    best.as_str().unwrap()
                )),
                "{game} ply {ply}: {page}"
            );
            assert!(
                page.contains("class=\"sq") && page.contains(" hint\""),
                "{game}: the best move on the board"
            );
        }
    }
    // The footnote of Grand Final round 1, ply 7: the table agrees that the drop on C1 was bad
    // and that C2 was the move.
    let (_, _, page) = server.get("/games/grand-final-11-round1?ply=7");
    assert!(
        page.contains("[6]") && page.contains("The commentary calls it a blunder, and it is one"),
        "{page}"
    );
    assert!(
        page.contains("The move the commentary proposes, G*C2, is a best move (draw)"),
        "{page}"
    );
    // The ply's heading is one message: `Ply 7: …`, in Korean `7수째: …` (not `수 7:`).
    assert!(page.contains("<h2>Ply 7: "), "{page}");
    let (_, _, ko) = server.get("/games/grand-final-11-round1?ply=7&lang=ko");
    assert!(ko.contains("<h2>7수째: ") && !ko.contains("수 7:"), "{ko}");
    // Footnote 9 is wrong by the table: the move played was the best (loss 20).
    let (_, _, page) = server.get("/games/grand-final-11-round2?ply=68");
    assert!(
        page.contains("The commentary calls it a blunder, but it is a best move"),
        "{page}"
    );
    // The unplayable final links the corrected record, which plays to the try.
    let (_, _, page) = server.get("/games/black-garnet-final?ply=31");
    assert!(
        page.contains("cannot be played") && page.contains("/games/black-garnet-final-corrected")
    );
    assert!(page.contains("<p class=\"errmsg\">Ply "), "{page}");
    let (status, _, page) = server.get("/games/black-garnet-final-corrected?ply=34");
    assert_eq!(status, 200);
    assert!(page.contains("won by the try"), "{page}");
    // A ply out of range is clamped (docs/api.md): past the end, the end; 0, the first ply.
    let (status, _, page) = server.get("/games/black-garnet-final-corrected?ply=999");
    assert_eq!(status, 200);
    assert!(page.contains("won by the try"), "{page}");
    let current = |page: &str| {
        let at = page.find(" current\"").expect("the current ply marked");
        let digits = page[at..].split("ply=").nth(1)?;
        Some(
            digits
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>(),
        )
    };
    let (status, _, first) = server.get("/games/black-garnet-final?ply=0");
    assert_eq!(status, 200);
    assert_eq!(current(&first), Some("1".to_string()), "{first}");
    // The API annotates a published text as the CLI does.
    let file = record("grand-final-11-round2.published.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let (status, body) = common::http_post(&server.base, "/api/v1/annotate", &text);
    assert_eq!(status, 200, "{body}");
    let mut api: Json = serde_json::from_str(&body).unwrap();
    let mut cli = json_lines(&ok(&dir, &["annotate", "--json", &file]))[0].clone();
    api["file"] = Json::Null;
    cli["file"] = Json::Null;
    assert_eq!(api, cli);
    // The CLI: the graph, one player's point of view, the positions, standard input.
    let tmp = tempfile::tempdir().unwrap();
    let svg = tmp.path().join("gf2.svg");
    let gibo = record("grand-final-11-round2.gibo");
    ok(&dir, &["annotate", &gibo, "--plot", svg.to_str().unwrap()]);
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(svg.matches("<g class=\"blunder\"").count(), 13);
    let pov = ok(&dir, &["annotate", &gibo, "--pov", "a", "--positions"]);
    // Ply 2 is d's, draw either way; ply 66 is d's blunder: for a, win 7 → loss 22 becomes
    // loss in 7 plies → win in 22 plies.
    assert!(pov.contains("       position: M2g/KPpk/G2m - a\n"), "{pov}");
    assert!(
        pov.contains("loss in 7 plies   win in 22 plies   blunder ??"),
        "{pov}"
    );
    let stdin = std::fs::read_to_string(&gibo).unwrap();
    let (out, _) = common::run_with_input(&dir, &["annotate", "-"], &stdin, 0);
    assert!(out.contains("== - =="), "{out}");
}

/// The broadcast games in Korean on the full table: the list, every game at several plies (the
/// start, ply 7, ply 31 where the published final breaks, the end), the corrected final and an
/// unknown game: no English word a person reads ([`common::crawl::english_words`]), and every
/// link keeps the language ([`common::links`]).
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn twelve_janggi_games_in_korean() {
    let Some(dir) = tables("twelve_janggi_games_in_korean") else {
        return;
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let mut pages = vec![
        "/games?lang=ko".to_string(),
        "/games/no-such-game?lang=ko".to_string(),
        "/games/annotate?lang=ko".to_string(),
    ];
    for game in [
        "black-garnet-07-deathmatch",
        "black-garnet-final",
        "black-garnet-final-corrected",
        "grand-final-11-round1",
        "grand-final-11-round2",
    ] {
        for ply in ["0", "7", "31", "999"] {
            pages.push(format!("/games/{game}?ply={ply}&lang=ko"));
        }
    }
    let mut bodies = Vec::new();
    for uri in &pages {
        let (status, _, page) = server.get(uri);
        let expected = if uri.contains("no-such-game") {
            404
        } else {
            200
        };
        assert_eq!(status, expected, "{uri}");
        assert!(page.contains("lang=\"ko\""), "{uri}: {page}");
        if uri.contains("ply=") {
            assert!(page.contains("오현민"), "{uri}");
        }
        // Every link keeps the language (the corrected and the original record, the plies,
        // the graph, the explorer); the pages they lead to are Korean.
        for link in common::links::links(&page).get {
            assert_eq!(
                common::links::lang_of(&link).as_deref(),
                Some("ko"),
                "{uri}: {link}"
            );
            if link.starts_with("/games/") && !link.contains("ply=") {
                let (_, _, linked) = server.get(&link);
                assert!(linked.contains("<html lang=\"ko\">"), "{uri} → {link}");
            }
        }
        bodies.push((uri.as_str(), page));
    }
    // The corrected final says which ply it changed, from what to what.
    let (_, _, page) = server.get("/games/black-garnet-final-corrected?lang=ko");
    let note = page.split("<p class=\"note\">").nth(1).unwrap_or_default();
    assert!(
        note.contains("수째를 ") && note.contains("고쳤습니다"),
        "{note}"
    );
    let found = common::crawl::english_pages(bodies);
    assert!(
        found.is_empty(),
        "English on Korean pages:\n{}",
        found.join("\n")
    );
}

/// The text a person reads in an HTML page: the tags dropped, the entities maud writes
/// decoded, each run of white space one space.
fn page_text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    let out = out
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The web annotation says all `sibi annotate` says, in the same words, in both languages: a
/// record that claims a king capture but stops with the game going on (issue 24's example),
/// and the published final with its suggested corrections, one of which a button applies.
/// Both a pasted record and a file are refused.
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn the_web_annotation_says_what_the_cli_says() {
    let Some(dir) = tables("the_web_annotation_says_what_the_cli_says") else {
        return;
    };
    let server = Server::start(&dir, &[], &["--no-generate"], 60);
    let tmp = tempfile::tempdir().unwrap();
    let short = tmp.path().join("short.gibo");
    std::fs::write(
        &short,
        "format: sibi-record 1\nrules: twelve-janggi\nplayer-a: Alice\nplayer-d: Bob\nfirst: a\n\
         winner: a\nend: king-capture\n\nA2B1\nC2B2\nA1B2\nD3C2\nB1A1\nC2B3\n",
    )
    .unwrap();
    let short = short.display().to_string();
    let final_text = record("black-garnet-final.published.txt");
    for (file, lang) in [
        (&short, "en"),
        (&short, "ko"),
        (&final_text, "en"),
        (&final_text, "ko"),
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        let cli = ok(&dir, &["--lang", lang, "annotate", file]);
        let (status, page) = common::http_post_form(
            &server.base,
            "/games/annotate",
            &[("lang", lang), ("record", &text)],
        );
        assert_eq!(status, 200, "{file} {lang}: {page}");
        let shown = page_text(&page);
        // Every line of the summary and every line after the last ply, but the two that name
        // CLI commands (the page has buttons and lists its warnings instead).
        let (table, summary) = cli.split_once("\n\n").map_or(("", ""), |(_, rest)| {
            rest.rsplit_once("\n\n").unwrap_or((rest, ""))
        });
        let after: Vec<&str> = table
            .lines()
            .filter(|l| l.starts_with("     ") && !l.contains("position:"))
            .collect();
        let mut checked = 0;
        for line in after
            .iter()
            .chain(summary.lines().skip(1).collect::<Vec<_>>().iter())
        {
            let line = line.trim();
            if line.contains("sibi annotate") || line.contains("--json") {
                continue;
            }
            assert!(
                shown.contains(line),
                "{file} {lang}: the page lacks `{line}`:\n{shown}"
            );
            checked += 1;
        }
        assert!(checked >= 6, "{file} {lang}: {checked} lines\n{cli}");
    }
    // Issue 24's example in English: what the board says, not only what the record claims.
    let (_, page) = common::http_post_form(
        &server.base,
        "/games/annotate",
        &[("record", &std::fs::read_to_string(&short).unwrap())],
    );
    assert!(
        page_text(&page).contains(
            "on the board the game was not over: win in 19 plies for Alice (Green) to move"
        ),
        "{page}"
    );
    // The final's first suggested correction, as its button sends it: the page of the
    // corrected record, which plays to its end (the try of ply 34, as the corrected broadcast
    // game) and offers the record as sent.
    let text = std::fs::read_to_string(&final_text).unwrap();
    let (_, page) = common::http_post_form(&server.base, "/games/annotate", &[("record", &text)]);
    assert!(
        page.contains(r#"form="annotate-form" name="correct" value="18:B2A3""#),
        "{page}"
    );
    let (status, page) = common::http_post_form(
        &server.base,
        "/games/annotate",
        &[("record", &text), ("correct", "18:B2A3")],
    );
    assert_eq!(status, 200, "{page}");
    let shown = page_text(&page);
    assert!(
        shown.contains("Corrected: ply 18 replaced by B2A3, the rest as sent."),
        "{shown}"
    );
    assert!(shown.contains("won by the try"), "{shown}");
    assert!(!shown.contains("cannot be played"), "{shown}");
    assert!(page.contains(r#"name="correct" value="""#), "{page}");
    // A correction that cannot be played there is refused, with the record kept in the form.
    let (status, page) = common::http_post_form(
        &server.base,
        "/games/annotate",
        &[("record", &text), ("correct", "18:A1A2")],
    );
    assert_eq!(status, 400, "{page}");
    assert!(page.contains("18:A1A2") && page.contains("| 1 |"), "{page}");
    // A pasted record and a file together: refused in the page's language, nothing chosen.
    for (lang, words) in [
        ("en", "both a pasted record and a file"),
        ("ko", "함께 보냈습니다"),
    ] {
        let (status, page) = common::http_post_form(
            &server.base,
            "/games/annotate",
            &[("lang", lang), ("record", &text), ("file", &text)],
        );
        assert_eq!(status, 400, "{lang}");
        assert!(page.contains(words), "{lang}: {page}");
    }
}
