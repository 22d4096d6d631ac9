//! Each player's estimated strength in `sibi annotate` (text in English and Korean, and JSON)
//! on a game of a small piece set: the level, its interval and the moves counted are those of
//! `estimate_level` over the moves seen from the solved positions here, the level's name the
//! glossary's (docs/GLOSSARY.md, "The level names").

use sibi_test_support as common;

use sibi_solver::line::Line;
use sibi_solver::query::rank_moves;
use sibi_solver::query::strength::{estimate_level, SeenMove, StrengthEstimate};
use sibi_solver::solve::{solve, NoProgress};
use sibi_solver::{PieceSet, Position, Rules};

/// The level names of docs/GLOSSARY.md, levels 1–10: (English, Korean).
const NAMES: [(&str, &str); 10] = [
    ("random", "무작위"),
    ("novice", "입문"),
    ("beginner", "초급 하"),
    ("improving beginner", "초급 상"),
    ("intermediate", "중급 하"),
    ("upper intermediate", "중급 상"),
    ("advanced", "상급 하"),
    ("upper advanced", "상급 상"),
    ("master", "고수"),
    ("perfect", "완벽"),
];

/// The line `sibi annotate` prints for `e` of the player `who` (name, English colour, Korean
/// colour).
fn expected(e: &StrengthEstimate, who: (&str, &str, &str)) -> (String, String) {
    let (l, lo, hi, n) = (e.level.number(), e.low.number(), e.high.number(), e.moves);
    let (en, ko) = NAMES[usize::from(l) - 1];
    let moves = if n == 1 { "move" } else { "moves" };
    if lo == hi {
        (
            format!(
                "estimated strength of {} ({}): played like level {l} ({en}), from {n} {moves}",
                who.0, who.1
            ),
            format!(
                "{}({})의 추정 실력은 {l}단계({ko})입니다({n}수로 추정).",
                who.0, who.2
            ),
        )
    } else {
        (
            format!("estimated strength of {} ({}): played like level {l} ({en}), within levels {lo}–{hi}, from {n} {moves}", who.0, who.1),
            format!("{}({})의 추정 실력은 {l}단계({ko})입니다({n}수로 추정, 구간 {lo}–{hi}단계).", who.0, who.2),
        )
    }
}

#[test]
fn annotate_shows_each_players_estimated_strength() {
    let dir = tempfile::tempdir().unwrap();
    common::ok(dir.path(), &["--pieces", "GMP", "generate"]);
    // A game from a position of the set: each move picked by a fixed rule among the ranked
    // moves (some best, some not), its seen move kept for its player.
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "GMP".parse().unwrap();
    let solution = solve(rules, pieces, &NoProgress).unwrap();
    let start = "4/KP1k/4 Gm a";
    let mut line = Line::new(Position::parse(start, rules, pieces).unwrap(), rules);
    let mut text = format!(
        "format: sibi-record 2\nposition: {start}\nplayer-a: 갑\nplayer-d: 을\nfirst: a\n\
         end: unfinished\n\n"
    );
    let mut seen: [Vec<SeenMove>; 2] = [Vec::new(), Vec::new()];
    for ply in 0..24 {
        let Some(p) = line.position().copied() else {
            break;
        };
        if p.game_over(rules).is_some() {
            break;
        }
        let ranked = rank_moves(&solution, &p).unwrap();
        // Moves that do not take the 王, so that the game goes on.
        let mv = ranked[(ply * 5 + 1) % ranked.len()].mv;
        if p.captures_king(mv) {
            break;
        }
        seen[p.side_to_move().index()].push(SeenMove::new(&ranked, mv).unwrap());
        text += &format!("{mv}\n");
        line.push(mv).unwrap();
    }
    let f = dir.path().join("game.gibo");
    std::fs::write(&f, &text).unwrap();
    let f = f.display().to_string();
    let a = estimate_level(&seen[0]).expect("a's moves tell the levels apart");
    let d = estimate_level(&seen[1]).expect("d's moves tell the levels apart");
    let (a_en, a_ko) = expected(&a, ("갑", "Green", "초록"));
    let (d_en, d_ko) = expected(&d, ("을", "Red", "빨강"));
    let en = common::ok(
        dir.path(),
        &["--lang", "en", "--pieces", "GMP", "annotate", &f],
    );
    assert!(en.contains(&format!("\n  {a_en}\n  {d_en}\n")), "{en}");
    let ko = common::ok(
        dir.path(),
        &["--lang", "ko", "--pieces", "GMP", "annotate", &f],
    );
    assert!(ko.contains(&format!("\n  {a_ko}\n  {d_ko}\n")), "{ko}");
    // The JSON: the same numbers for each player.
    let json = common::ok(dir.path(), &["--pieces", "GMP", "annotate", "--json", &f]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    for (side, e) in [("a", &a), ("d", &d)] {
        assert_eq!(
            v["strength"][side],
            serde_json::json!({
                "level": e.level.number(),
                "low": e.low.number(),
                "high": e.high.number(),
                "moves": e.moves,
            }),
            "{side}"
        );
    }
}

/// A player whose moves cannot tell the levels apart (here: none) has no line and `null`.
#[test]
fn a_player_without_a_judged_move_has_no_estimate() {
    let dir = tempfile::tempdir().unwrap();
    common::ok(dir.path(), &["--pieces", "GMP", "generate"]);
    let f = dir.path().join("game.gibo");
    std::fs::write(
        &f,
        "format: sibi-record 2\nposition: 4/KP1k/4 Gm a\nplayer-a: you\nplayer-d: sibi\n\
         first: a\nend: unfinished\n\nB2C2\n",
    )
    .unwrap();
    let f = f.display().to_string();
    let json = common::ok(dir.path(), &["--pieces", "GMP", "annotate", "--json", &f]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert!(v["strength"]["d"].is_null(), "{}", v["strength"]);
    // a's one move (a win given away for a draw) is judged.
    assert!(v["strength"]["a"]["moves"] == 1, "{}", v["strength"]);
    let en = common::ok(
        dir.path(),
        &["--lang", "en", "--pieces", "GMP", "annotate", &f],
    );
    assert!(en.contains("estimated strength of you (Green)"), "{en}");
    assert!(!en.contains("estimated strength of sibi"), "{en}");
}

/// The broadcast games of data/broadcast/.
const GAMES: [&str; 4] = [
    "black-garnet-07-deathmatch",
    "black-garnet-final",
    "grand-final-11-round1",
    "grand-final-11-round2",
];

/// Each broadcast game's page shows each player's estimated strength in English and Korean:
/// the lines `sibi annotate` prints for the same record, with the level of its JSON; 이종범,
/// 장동민 and 오현민 each have theirs.
#[test]
#[ignore = "full table: scripts/e2e.sh"]
fn full_table_broadcast_pages_show_the_players_estimated_strength() {
    let Some(dir) = std::env::var_os("SIBI_E2E_TABLEBASE_DIR").map(std::path::PathBuf::from) else {
        common::skip(
            "full_table_broadcast_pages_show_the_players_estimated_strength",
            "SIBI_E2E_TABLEBASE_DIR is not set (scripts/e2e.sh sets it)",
        );
        return;
    };
    let server = common::Server::start(&dir, &[], &["--no-generate"], 60);
    let mut named: Vec<(String, &str)> = Vec::new();
    for game in GAMES {
        let file = common::record(&format!("{game}.gibo"));
        let json = common::ok(&dir, &["annotate", "--json", &file]);
        let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
        for (lang, marker) in [("en", "estimated strength of "), ("ko", "의 추정 실력은 ")] {
            let text = common::ok(&dir, &["--lang", lang, "annotate", &file]);
            let lines: Vec<&str> = text
                .lines()
                .map(str::trim)
                .filter(|l| l.contains(marker))
                .collect();
            let (status, _, page) = server.get(&format!("/games/{game}?lang={lang}"));
            assert_eq!(status, 200, "{game}");
            for side in ["a", "d"] {
                let e = &v["strength"][side];
                let name = v["players"][side].as_str().unwrap();
                let line = lines
                    .iter()
                    .find(|l| l.contains(name))
                    .unwrap_or_else(|| panic!("{game} {lang}: no line for {name}:\n{text}"));
                let level = e["level"].as_u64().expect("an estimate");
                let shown = match lang {
                    "en" => format!("played like level {level} ("),
                    _ => format!("의 추정 실력은 {level}단계("),
                };
                assert!(line.contains(&shown), "{game} {lang}: {line}");
                assert!(
                    page.contains(&format!("<li>{line}</li>")),
                    "{game} {lang}: {line} is not on the page"
                );
                named.push((name.to_string(), lang));
            }
        }
    }
    for name in ["이종범", "장동민", "오현민"] {
        for lang in ["en", "ko"] {
            assert!(
                named.iter().any(|(n, l)| n == name && *l == lang),
                "{name} {lang}"
            );
        }
    }
}
