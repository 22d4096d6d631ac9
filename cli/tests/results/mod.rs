//! The recorded outputs of `data/results/` that the end-to-end checks (`cli/tests/e2e.rs`)
//! compare with what the full tables give again: `sibi stats` of each table
//! ([`RecordedStats`]), and `sibi info` and `sibi verify` of the 십이장기 table
//! ([`recorded_lines`]: the Bellman check's figures).

use serde_json::Value as Json;

use crate::common::repo;

/// The figures of `data/results/RULES-GGMMPP.stats.txt`, the recorded `sibi stats` of a full
/// table (the documentation quotes them): counts, longest distances, the histogram, the
/// longest wins with their examples, the start's values and the reachable counts of each
/// convention recorded.
pub struct RecordedStats {
    file: String,
    /// Positions, wins, losses, draws.
    counts: [u64; 4],
    longest: (u64, u64),
    /// (n, win n, loss n) for every n listed.
    histogram: Vec<(u64, u64, u64)>,
    /// (plies, positions, examples).
    longest_wins: Vec<(u64, u64, Vec<String>)>,
    /// (who moves first, the value as printed: `draw`, `loss 78`).
    start: Vec<(String, String)>,
    /// (convention as printed, [positions, wins, losses, draws, terminal, depth]).
    pub reachable: Vec<(String, [u64; 6])>,
}

/// The number of `word` with its digit groups (`1,227,641,994`).
fn number(word: &str) -> u64 {
    word.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("{word:?} is not a number"))
}

/// The value as `sibi stats` prints it: `draw`, `win 3`, `loss 78`.
fn value_text(v: &Json) -> String {
    match v["wdl"].as_str().expect("wdl") {
        "draw" => "draw".to_string(),
        wdl => format!("{wdl} {}", v["dtm"]),
    }
}

pub fn recorded_stats(rules: &str) -> RecordedStats {
    let file = format!("data/results/{rules}-GGMMPP.stats.txt");
    let text = std::fs::read_to_string(repo().join(&file)).expect("the recorded statistics");
    let mut r = RecordedStats {
        file,
        counts: [0; 4],
        longest: (0, 0),
        histogram: Vec::new(),
        longest_wins: Vec::new(),
        start: Vec::new(),
        reachable: Vec::new(),
    };
    let mut section = "";
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let first_number = || number(words[1]);
        match words.first().copied() {
            Some("positions:") => r.counts[0] = first_number(),
            Some("wins:") => r.counts[1] = first_number(),
            Some("losses:") => r.counts[2] = first_number(),
            Some("draws:") => r.counts[3] = first_number(),
            Some("longest:") => {
                // `longest:    win 179 plies, loss 180 plies`
                r.longest = (number(words[2]), number(words[5]));
            }
            _ => {}
        }
        if line.starts_with("distance histogram") {
            section = "histogram";
        } else if line.starts_with("longest wins") {
            section = "longest";
        } else if line.starts_with("start position") {
            section = "start";
        } else if line.starts_with("reachable from the start") {
            section = "reachable";
        } else if line.is_empty() || line.starts_with("plot:") {
            section = "";
        } else if section == "histogram" && !line.trim_start().starts_with('n') {
            for group in line.split('│') {
                let n: Vec<u64> = group.split_whitespace().map(number).collect();
                if n.len() == 3 {
                    r.histogram.push((n[0], n[1], n[2]));
                }
            }
        } else if section == "longest" {
            // `  win 179:    12 positions  KMpk/2g1/hGM1 - a`, then more examples alone.
            if let Some(rest) = line.trim_start().strip_prefix("win ") {
                let (plies, rest) = rest.split_once(':').unwrap();
                let (count, example) = rest.trim().split_once(" positions").unwrap();
                r.longest_wins.push((
                    number(plies),
                    number(count),
                    vec![example.trim().to_string()],
                ));
            } else if let Some(last) = r.longest_wins.last_mut() {
                last.2.push(line.trim().to_string());
            }
        } else if section == "start" {
            // `  a moves first (M2g/KPpk/G2m - a): draw`
            let (who, value) = line.trim().split_once(" moves first").unwrap();
            let value = value.rsplit_once("): ").unwrap().1;
            r.start.push((who.to_string(), value.to_string()));
        } else if section == "reachable" {
            // `  published convention     177,941,677  141,526,240  …  47`: a name, six figures
            // (the columns' header and the note below have none).
            let Some((name, figures)) = line.trim().split_once("  ") else {
                continue;
            };
            let n: Vec<&str> = figures.split_whitespace().collect();
            let figure =
                |w: &&str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == ',');
            if n.len() == 6 && n.iter().all(figure) {
                let n: Vec<u64> = n.into_iter().map(number).collect();
                r.reachable
                    .push((name.to_string(), n.try_into().expect("six figures")));
            }
        }
    }
    let deepest = r.longest.0.max(r.longest.1);
    assert!(
        r.counts[0] > 0
            && r.histogram.iter().any(|h| h.0 == deepest)
            && !r.longest_wins.is_empty()
            && r.start.len() == 2,
        "{} does not read as sibi stats",
        r.file
    );
    r
}

impl RecordedStats {
    /// `s`, the table's `sibi stats --json`, says the same (the reachable counts of the
    /// conventions `s` has: scripts/e2e.sh computes the published one).
    pub fn check(&self, s: &Json) {
        let file = &self.file;
        let c = &s["counts"];
        let (wins, losses, draws) = (
            c["wins"].as_u64().unwrap(),
            c["losses"].as_u64().unwrap(),
            c["draws"].as_u64().unwrap(),
        );
        assert_eq!(
            [wins + losses + draws, wins, losses, draws],
            self.counts,
            "{file}"
        );
        assert_eq!(
            (
                s["longest_win"].as_u64().unwrap(),
                s["longest_loss"].as_u64().unwrap()
            ),
            self.longest,
            "{file}"
        );
        let histogram: Vec<(u64, u64, u64)> = s["histogram"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["plies"].as_u64().unwrap(),
                    r["wins"].as_u64().unwrap(),
                    r["losses"].as_u64().unwrap(),
                )
            })
            .filter(|&(_, w, l)| w + l > 0)
            .collect();
        let mut recorded: Vec<(u64, u64, u64)> = self
            .histogram
            .iter()
            .copied()
            .filter(|&(_, w, l)| w + l > 0)
            .collect();
        recorded.sort_unstable();
        assert_eq!(histogram, recorded, "{file}: histogram");
        let longest_wins: Vec<(u64, u64, Vec<String>)> = s["longest_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| {
                (
                    w["plies"].as_u64().unwrap(),
                    w["positions"].as_u64().unwrap(),
                    w["examples"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|e| e.as_str().unwrap().to_string())
                        .collect(),
                )
            })
            .collect();
        assert_eq!(longest_wins, self.longest_wins, "{file}: longest wins");
        let start: Vec<(String, String)> = s["start"]["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| {
                // JSON names the side by its letter, the text by its colour (docs/GLOSSARY.md).
                let first = match v["first"].as_str().unwrap() {
                    "a" => "Green",
                    "d" => "Red",
                    other => other,
                };
                (first.to_string(), value_text(&v["value"]))
            })
            .collect();
        assert_eq!(start, self.start, "{file}: the start");
        for conv in s["start"]["reachable"].as_array().into_iter().flatten() {
            let name = conv["name"].as_str().unwrap();
            // The conventions as the text names them (the catalogue's English).
            let shown = match name {
                "published" => "published convention",
                "through-terminal" => "played through terminal",
                "mirror-apart" => "mirror images apart",
                other => panic!("a convention {other}"),
            };
            // A table recorded without its reachable positions (Dōbutsu: --no-reachable).
            let Some(recorded) = self.reachable.iter().find(|(n, _)| n == shown) else {
                assert!(self.reachable.is_empty(), "{file} has no row {shown:?}");
                continue;
            };
            let n = &conv["counts"];
            let figures = ["positions", "wins", "losses", "draws", "terminal", "depth"]
                .map(|k| n[k].as_u64().unwrap());
            assert_eq!(figures, recorded.1, "{file}: reachable, {name}");
        }
    }
}

/// The lines of the recorded output `data/results/NAME` whose label (the words before the
/// first `:`) is one of `labels`, as (label, the rest trimmed), in the file's order; each
/// label must be there.
pub fn recorded_lines(name: &str, labels: &[&str]) -> Vec<(String, String)> {
    let file = format!("data/results/{name}");
    let text = std::fs::read_to_string(repo().join(&file)).expect("the recorded output");
    let lines = labelled_lines(&text, labels);
    for label in labels {
        assert!(
            lines.iter().any(|(l, _)| l == label),
            "{file} has no line {label:?}"
        );
    }
    lines
}

/// The lines of `text` whose label (the words before the first `:`) is one of `labels`, as
/// (label, the rest trimmed), in order: the same selection as [`recorded_lines`], for the
/// output to compare with it.
pub fn labelled_lines(text: &str, labels: &[&str]) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|line| {
            let (label, rest) = line.split_once(':')?;
            labels
                .contains(&label.trim())
                .then(|| (label.trim().to_string(), rest.trim().to_string()))
        })
        .collect()
}
