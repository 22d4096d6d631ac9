//! Reads the four published broadcast tables of `data/broadcast/` and prints what the reader
//! finds; with `--write`, (re)writes the canonical records `data/broadcast/*.gibo` from them.
//!
//! ```sh
//! cargo run -p sibi-solver --example broadcast            # reports only
//! cargo run -p sibi-solver --example broadcast -- --write # also write the *.gibo files
//! ```

use std::path::PathBuf;

use sibi_solver::record::{read_published, write_canonical};

/// One broadcast game: file stem, show, episode, round, source, notes of our own.
struct Game {
    stem: &'static str,
    show: &'static str,
    episode: &'static str,
    round: &'static str,
    lines: &'static str,
    notes: &'static [&'static str],
}

const GAMES: [Game; 4] = [
    Game {
        stem: "black-garnet-07-deathmatch",
        show: "더 지니어스: 블랙가넷 (The Genius: Black Garnet, season 3)",
        episode: "7",
        round: "death match",
        lines: "30-49",
        notes: &["the table marks no 先/後: the first column (이종범) moved first"],
    },
    Game {
        stem: "black-garnet-final",
        show: "더 지니어스: 블랙가넷 (The Genius: Black Garnet, season 3)",
        episode: "final (결승전)",
        round: "final",
        lines: "50-72",
        notes: &["90-second turn limit, with an item adding 90 seconds once, and the mulligan item (take back one's last move)"],
    },
    Game {
        stem: "grand-final-11-round1",
        show: "더 지니어스: 그랜드 파이널 (The Genius: Grand Final, season 4)",
        episode: "11 (death match)",
        round: "1 of best of 3",
        lines: "73-96",
        notes: &[
            "30-second turn limit: exceeding it loses the game",
            "오현민 (marked 先, second column) moved first",
        ],
    },
    Game {
        stem: "grand-final-11-round2",
        show: "더 지니어스: 그랜드 파이널 (The Genius: Grand Final, season 4)",
        episode: "11 (death match)",
        round: "2 of best of 3",
        lines: "97-139",
        notes: &["30-second turn limit: exceeding it loses the game"],
    },
];

fn main() {
    let write = std::env::args().any(|a| a == "--write");
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data/broadcast");
    for g in &GAMES {
        let path = dir.join(format!("{}.published.txt", g.stem));
        let text = std::fs::read_to_string(&path).expect("published table");
        let parsed = match read_published(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                std::process::exit(1);
            }
        };
        println!("== {}\n{}", g.stem, parsed.report());
        let mut record = parsed.record.clone();
        record.meta.show = Some(g.show.to_string());
        record.meta.episode = Some(g.episode.to_string());
        record.meta.round = Some(g.round.to_string());
        record.meta.source = Some(format!(
            "12janggi-wiki.txt (Namu Wiki, 십이장기, CC BY-NC-SA 2.0 KR; docs/sources/), \
             section 3, lines {}, copied verbatim to {}.published.txt; line numbers in the notes \
             count lines of that copy",
            g.lines, g.stem
        ));
        let mut notes: Vec<String> = g.notes.iter().map(|s| s.to_string()).collect();
        notes.append(&mut record.meta.notes);
        record.meta.notes = notes;
        if write {
            let out = dir.join(format!("{}.gibo", g.stem));
            std::fs::write(&out, write_canonical(&record)).expect("write the record");
            println!("wrote {}\n", out.display());
        }
    }
}
