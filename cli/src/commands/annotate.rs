//! `sibi annotate`: game records replayed against the table, ply by ply. The library does the
//! work ([`annotate_record`] gives a [`GameAnnotation`]); this file reads the files and renders
//! the annotation as an aligned table for people, or as one JSON object per file.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use serde::Serialize;
use sibi_solver::query::annotate::game::{board_words, outcome_words, result_words, who};
use sibi_solver::query::annotate::{
    annotate_record, AnnotateError, Ending, GameAnnotation, Verdict,
};
use sibi_solver::record::{read_any, read_canonical, AnyRecord};
use sibi_solver::table::Tablebase;
use sibi_solver::{parse_move, Color, MoveText, PieceSet, Rules};
use unicode_width::UnicodeWidthStr;

use super::Exit;
use crate::args::AnnotateArgs;
use crate::text::clean;
use crate::{EXIT_BAD_INPUT, EXIT_IO};

/// How many best moves the text table lists per ply before `+N`.
const BEST_SHOWN: usize = 3;

/// One file under `--json`: its name, then the library's annotation.
#[derive(Serialize)]
struct FileJson<'a> {
    file: &'a str,
    #[serde(flatten)]
    annotation: &'a GameAnnotation,
}

/// Annotates every FILE in order. A file that cannot be read or is not a record is reported
/// (stderr, and `{"file", "error"}` under `--json`) and the others are still annotated; the
/// exit code is then 2. A missing table stops everything (exit 2), a damaged one too (exit 1).
pub fn run(args: &AnnotateArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let bad = |msg: String| -> anyhow::Error {
        eprintln!("error: {}", clean(&msg));
        Exit(EXIT_BAD_INPUT).into()
    };
    if pieces != PieceSet::FULL {
        return Err(bad(format!(
            "game records start from the start position, which has the full piece set \
             GGMMPP: drop --pieces {pieces}"
        )));
    }
    let correct = match args.correct.as_deref().map(parse_correction).transpose() {
        Ok(c) => c,
        Err(e) => return Err(bad(format!("--correct: {e}"))),
    };
    if correct.is_some() && args.files.len() > 1 {
        let n = args.files.len();
        return Err(bad(format!(
            "--correct replaces a ply of one record: give one FILE, not {n}"
        )));
    }
    let mut table: Option<Tablebase> = None;
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for (k, file) in args.files.iter().enumerate() {
        let name = file.display().to_string();
        let (any, corrected) = match read_game(file, rules, correct.as_ref()) {
            Ok(g) => g,
            Err(e) => {
                let msg = format!("{e:#}");
                eprintln!("error: {}: {}", clean(&name), clean(&msg));
                if args.json {
                    let line = serde_json::json!({"file": name, "error": msg});
                    writeln!(out, "{line}")?;
                }
                failed = true;
                continue;
            }
        };
        let table = match table {
            Some(ref t) => t,
            None => table.insert(crate::table::open(
                args.table.tablebase.as_deref(),
                rules,
                pieces,
            )?),
        };
        let (record, ply) = corrected.unwrap_or_else(|| (any.record().clone(), 0));
        let check = any.check();
        let a = annotate_record(table, &record, check, (ply > 0).then_some(ply)).map_err(|e| {
            match e {
                AnnotateError::Source(e) => eprintln!("error: {e}"),
                other => eprintln!("error: {other}"),
            }
            Exit(EXIT_IO)
        })?;
        if args.json {
            serde_json::to_writer(
                &mut out,
                &FileJson {
                    file: &name,
                    annotation: &a,
                },
            )?;
            writeln!(out)?;
        } else {
            if k > 0 {
                writeln!(out)?;
            }
            out.write_all(clean(&render(&a, &name)).as_bytes())?;
        }
    }
    if failed {
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    Ok(())
}

/// `--correct PLY:MOVE`: the ply (from 1) and the move text.
fn parse_correction(s: &str) -> Result<(usize, MoveText), String> {
    let (ply, mv) = s
        .split_once(':')
        .ok_or_else(|| format!("`{s}`: expected PLY:MOVE, such as 18:B2A3"))?;
    let ply = ply.trim();
    let ply: usize = match ply.parse() {
        Ok(p) if p >= 1 => p,
        _ => return Err(format!("`{ply}`: the ply must be a number from 1")),
    };
    let mv = mv.trim();
    let text = parse_move(mv).map_err(|e| format!("`{mv}`: {e}"))?;
    Ok((ply, text))
}

/// A record read from `file` (a `.gibo` is canonical whatever its first line; other files are
/// told apart by their first line), of the rule set `rules`, with `--correct` applied: the
/// corrected record and its ply, if asked for.
fn read_game(
    file: &Path,
    rules: Rules,
    correct: Option<&(usize, MoveText)>,
) -> Result<(AnyRecord, Option<(sibi_solver::record::GameRecord, usize)>)> {
    let text = std::fs::read_to_string(file).context("cannot read the file")?;
    let any = if file.extension().is_some_and(|e| e == "gibo") {
        AnyRecord::Canonical(Box::new(read_canonical(&text)?))
    } else {
        read_any(&text)?
    };
    let game_rules = any.record().meta.rules;
    if game_rules != rules {
        anyhow::bail!("the record is a {game_rules} game; annotate it with --rules {game_rules}");
    }
    let corrected = match correct {
        None => None,
        Some(&(ply, mv)) => {
            let record = any
                .record()
                .with_correction(ply, mv)
                .map_err(|e| anyhow::anyhow!("--correct {ply}:{mv}: {e}"))?;
            Some((record, ply))
        }
    };
    Ok((any, corrected))
}

/// Pads `s` with spaces to `width` terminal columns (Hangul and Hanja take two).
fn pad(s: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(s.width()));
    if right {
        format!("{fill}{s}")
    } else {
        format!("{s}{fill}")
    }
}

/// `plies 1–17` / `ply 3` / `from ply 8 to the end` for a phase (ply `n + 1` is the position
/// after the last).
fn span(first: usize, last: usize, n: usize) -> String {
    match (first == last, first == n + 1, last == n + 1) {
        (true, true, _) => "at the end".to_string(),
        (true, false, _) => format!("ply {first}"),
        (false, _, true) => format!("from ply {first} to the end"),
        (false, _, false) => format!("plies {first}–{last}"),
    }
}

/// The whole text report of one game.
fn render(a: &GameAnnotation, file: &str) -> String {
    let m = &a.record.meta;
    let mut s = format!("== {file} ==\n");
    let mut title = Vec::new();
    title.extend(m.show.clone());
    title.extend(m.episode.as_ref().map(|e| format!("episode {e}")));
    title.extend(m.round.as_ref().map(|r| format!("round {r}")));
    if !title.is_empty() {
        s += &format!("{}\n", title.join(", "));
    }
    s += &format!(
        "player a (camp A): {}; player d (camp D): {}; {} moved first; {} rules\n",
        m.player(Color::A),
        m.player(Color::D),
        m.player(m.first),
        m.rules.name()
    );
    s += &format!("result: {}\n", result_words(m));
    if let Some(n) = &m.end_note {
        s += &format!("end note: {n}\n");
    }
    if let Some(c) = a.corrected {
        let mv = a.record.plies[c - 1].mv;
        s += &format!("CORRECTED: ply {c} replaced by {mv} (--correct); the rest as recorded\n");
    }
    let titles = [
        "ply",
        "row",
        "player",
        "published",
        "move",
        "before",
        "after",
        "verdict",
    ];
    let mut rows: Vec<Vec<String>> = vec![titles.iter().map(|t| t.to_string()).collect()];
    rows[0].push("best instead".into());
    for p in &a.plies {
        let mut best: Vec<String> = p
            .best
            .iter()
            .take(BEST_SHOWN)
            .map(|b| b.hanja.clone())
            .collect();
        if p.best.len() > BEST_SHOWN {
            best.push(format!("+{}", p.best.len() - BEST_SHOWN));
        }
        let judged = matches!(p.verdict, Verdict::Mistake | Verdict::Blunder);
        let mark = match p.verdict {
            Verdict::Best => "",
            Verdict::OnlyMove => " !",
            Verdict::Mistake => " ?",
            Verdict::Blunder => " ??",
        };
        rows.push(vec![
            p.ply.to_string(),
            p.row.map_or(String::new(), |x| x.to_string()),
            who(m, p.side),
            p.published.clone().unwrap_or_default(),
            if a.corrected == Some(p.ply) {
                format!("{} (corrected)", p.hanja)
            } else {
                p.hanja.clone()
            },
            p.before.to_string(),
            p.after.to_string(),
            format!("{}{mark}", p.verdict),
            if judged {
                best.join(", ")
            } else {
                String::new()
            },
        ]);
    }
    let widths: Vec<usize> = (0..9)
        .map(|k| rows.iter().map(|r| r[k].width()).max().unwrap_or(0))
        .collect();
    s += "\nbefore: what the position is worth for the player to move (win/loss in N plies, or \
          draw); after: what the move played is worth, counted from the same position — a best \
          move keeps the value (RULES.md).\n";
    for r in &rows {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(k, (c, w))| pad(c, *w, k < 2))
            .collect();
        s += &format!("{}\n", cells.join("  ").trim_end());
    }
    let n = a.plies.len();
    match (&a.illegal, a.ending) {
        (Some(i), _) => {
            let text = i.published.clone().unwrap_or_else(|| i.recorded.clone());
            let row = i.row.map_or(String::new(), |x| format!(", row {x}"));
            s += &format!(
                "     ply {}{row} ({}): `{text}` cannot be played: {}\n",
                i.ply,
                who(m, i.side),
                i.reason
            );
            if a.record.plies.len() > i.ply {
                s += &format!(
                    "     plies {}–{} are not annotated\n",
                    i.ply,
                    a.record.plies.len()
                );
            }
            if let (None, Some(c)) = (a.corrected, a.corrections.first()) {
                s += &format!(
                    "     to annotate the rest with the first suggested correction (see the summary): \
                     sibi annotate {file} --correct {}:{}\n",
                    c.ply, c.corrected
                );
            }
        }
        (None, Ending::KingCapture) => s += "     the 王 is captured: the game is over\n",
        (None, Ending::Position(p, v)) => match p.game_over(m.rules) {
            Some(reason) => s += &format!("     {}\n", reason.sentence(p.side_to_move())),
            None => {
                s += &format!(
                    "     after ply {n}: {v} for {} (to move); the record stops here\n",
                    who(m, p.side_to_move())
                )
            }
        },
    }
    let sum = &a.summary.summary;
    let phases: Vec<String> = sum
        .phases
        .iter()
        .map(|p| {
            let standing = p
                .winner
                .map_or("draw".to_string(), |c| format!("{} winning", who(m, c)));
            format!("{}: {standing}", span(p.first, p.last, n))
        })
        .collect();
    s += &format!("\nsummary:\n  theoretical result: {}\n", phases.join("; "));
    if sum.blunders.is_empty() {
        s += "  blunders: none\n";
    }
    for p in a.plies.iter().filter(|p| p.verdict == Verdict::Blunder) {
        let best: Vec<&str> = p.best.iter().map(|b| b.hanja.as_str()).collect();
        s += &format!(
            "  blunder at ply {}: {} played {} ({} → {}); best was {} ({})\n",
            p.ply,
            who(m, p.side),
            p.hanja,
            p.before,
            p.after,
            best.join(" or "),
            p.before
        );
    }
    s += &format!(
        "  mistakes (same result, worse distance): {} {}, {} {}\n",
        m.player(Color::A),
        sum.mistakes[0],
        m.player(Color::D),
        sum.mistakes[1]
    );
    let board = match (a.replay.board_outcome(), &a.illegal, a.ending) {
        (_, Some(i), _) => format!("the record cannot be played from ply {}", i.ply),
        (Some(o), None, _) => format!("on the board {}", board_words(m, o)),
        (None, None, Ending::Position(p, v)) => {
            format!(
                "on the board the game was not over: {v} for {} to move",
                who(m, p.side_to_move())
            )
        }
        (None, None, Ending::KingCapture) => String::new(),
    };
    s += &format!("  how it ended: {}; {board}\n", result_words(m));
    if let Some(d) = &a.result.disagreement {
        let recorded = outcome_words(m, d.record);
        s += &format!(
            "  warning: the record says {recorded}, but on the board {}\n",
            board_words(m, d.board)
        );
    }
    s += &format!("  verdict: {}\n", a.summary.verdict);
    if a.corrected.is_none() {
        for (k, c) in a.corrections.iter().enumerate() {
            s += &format!("  suggested correction {} (not applied): {c}\n", k + 1);
        }
    }
    if !a.warnings.is_empty() {
        s += &format!(
            "  {} warning(s) about the published marks (see `sibi annotate --json`)\n",
            a.warnings.len()
        );
    }
    s
}
