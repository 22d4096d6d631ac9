//! `sibi annotate`: a game record (published table or canonical record) replayed against the
//! solved table, ply by ply, with a verdict on every move and a summary per game — an aligned
//! table for people, or one JSON object per file.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use serde::Serialize;
use sibi_solver::annotate::{
    annotate, summarize, AnnotateError, AnnotatedPly, Ending, Summary, Verdict,
};
use sibi_solver::notation::{move_hanja, parse_move};
use sibi_solver::probe::position_value;
use sibi_solver::record::{
    read_any, read_canonical, AnyRecord, GameRecord, IllegalPly, PlyMove, Replay, ReplayEnd,
    Termination,
};
use sibi_solver::retro::Value;
use sibi_solver::tablebase::{self, Tablebase};
use sibi_solver::{Color, Move, PieceSet, Position, Rules};
use unicode_width::UnicodeWidthStr;

use super::Exit;
use crate::args::AnnotateArgs;
use crate::{EXIT_BAD_INPUT, EXIT_IO};

/// How many best moves the text table lists per ply before `+N`.
const BEST_SHOWN: usize = 3;

/// A value in `--json`.
#[derive(Serialize)]
struct ValueJson {
    wdl: &'static str,
    dtm: Option<u16>,
}

fn value_json(v: Value) -> ValueJson {
    match v {
        Value::Win(n) => ValueJson {
            wdl: "win",
            dtm: Some(n),
        },
        Value::Loss(n) => ValueJson {
            wdl: "loss",
            dtm: Some(n),
        },
        Value::Draw => ValueJson {
            wdl: "draw",
            dtm: None,
        },
    }
}

/// A best move in `--json`.
#[derive(Serialize)]
struct BestJson {
    #[serde(rename = "move")]
    mv: String,
    hanja: String,
}

/// One ply in `--json`.
#[derive(Serialize)]
struct PlyJson {
    ply: usize,
    /// Row of the published table, if known.
    row: Option<u32>,
    /// `a` or `d`.
    side: String,
    player: String,
    /// The move's cell as published, if known.
    published: Option<String>,
    #[serde(rename = "move")]
    mv: String,
    hanja: String,
    /// Value of the position before the move, for the mover.
    before: ValueJson,
    /// Label of the move played: for the mover, counted from the position before it.
    after: ValueJson,
    /// `best`, `only move`, `mistake`, `blunder`.
    verdict: &'static str,
    /// Every move whose label equals `before`.
    best: Vec<BestJson>,
    /// How many legal moves keep the class (win/draw/loss) of `before`.
    keeping: usize,
}

#[derive(Serialize)]
struct PhaseJson {
    first_ply: usize,
    last_ply: usize,
    /// `a`, `d`, or `null` for a draw.
    winner: Option<String>,
}

#[derive(Serialize)]
struct SummaryJson {
    phases: Vec<PhaseJson>,
    blunders: Vec<usize>,
    mistakes: BTreeMap<String, usize>,
    /// Who wins with perfect play after the last annotated ply (`null`: a draw).
    final_winner: Option<String>,
    /// The value of the position after the last annotated ply for its player to move (the
    /// opponent of the last mover); `null` when the last ply captured the 王.
    final_value: Option<ValueJson>,
    verdict: String,
}

#[derive(Serialize)]
struct ResultJson {
    winner: Option<String>,
    termination: &'static str,
    end_note: Option<String>,
    /// How the board ends after the last legal ply: `king-capture`, `try`, `no-legal-move`, or
    /// `null` when the game goes on there.
    board: Option<&'static str>,
    /// Where the record's result and the board disagree, in words; `null` when they agree.
    disagreement: Option<String>,
}

#[derive(Serialize)]
struct IllegalJson {
    ply: usize,
    /// Row of the published table, if known.
    row: Option<u32>,
    side: String,
    player: String,
    published: Option<String>,
    reason: String,
}

#[derive(Serialize)]
struct GameJson {
    file: String,
    rules: &'static str,
    show: Option<String>,
    episode: Option<String>,
    round: Option<String>,
    players: BTreeMap<String, String>,
    first: String,
    result: ResultJson,
    /// The ply replaced by `--correct`, if any.
    corrected: Option<usize>,
    plies: Vec<PlyJson>,
    /// Plies of the record not annotated (from the first that cannot be played on).
    unplayed: usize,
    illegal: Option<IllegalJson>,
    /// Suggested corrections of the published table, in words, best first.
    corrections: Vec<String>,
    warnings: Vec<String>,
    summary: SummaryJson,
}

#[derive(Serialize)]
struct FileErrorJson<'a> {
    file: &'a str,
    error: &'a str,
}

/// One game, read and annotated.
struct Annotated {
    file: String,
    record: GameRecord,
    replay: Replay,
    plies: Vec<AnnotatedPly>,
    ending: Ending,
    summary: Summary,
    corrected: Option<usize>,
    corrections: Vec<Suggestion>,
    warnings: Vec<String>,
}

/// A correction suggested by the record reader, in words, with its `--correct` argument.
struct Suggestion {
    text: String,
    /// `18:B2A3`.
    argument: Option<String>,
}

/// The `--correct` argument of a suggested correction as the canonical record's note words it:
/// `suggested correction 1 (not applied): ply 18 (…): `…` read as `…` (B2A3, …`.
fn note_argument(note: &str) -> Option<String> {
    let rest = note.split_once("): ply ")?.1;
    let ply: usize = rest.split(' ').next()?.parse().ok()?;
    let mv = rest.split_once("` (")?.1.split(',').next()?;
    Some(format!("{ply}:{mv}"))
}

/// Annotates every FILE in order. A file that cannot be read or is not a record is reported
/// (stderr, and an error line under `--json`) and the others are still annotated; the exit code
/// is then 2. A missing table stops everything (exit 2), a damaged one too (exit 1).
pub fn run(args: &AnnotateArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    if pieces != PieceSet::FULL {
        eprintln!(
            "error: game records start from the start position, which has the full piece set \
             GGMMPP: drop --pieces {pieces}"
        );
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    let correct = args
        .correct
        .as_deref()
        .map(parse_correction)
        .transpose()
        .map_err(|e| {
            eprintln!("error: --correct: {e}");
            Exit(EXIT_BAD_INPUT)
        })?;
    if correct.is_some() && args.files.len() > 1 {
        eprintln!(
            "error: --correct replaces a ply of one record: give one FILE, not {}",
            args.files.len()
        );
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    let mut table: Option<Tablebase> = None;
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for (k, file) in args.files.iter().enumerate() {
        let name = file.display().to_string();
        let game = read_game(file, correct.as_ref()).and_then(|g| {
            let game_rules = g.0.meta.rules;
            if game_rules == rules {
                Ok(g)
            } else {
                Err(anyhow::anyhow!(
                    "the record is a {game_rules} game; annotate it with --rules {game_rules}"
                ))
            }
        });
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                let msg = format!("{e:#}");
                eprintln!("error: {}: {}", clean(&name), clean(&msg));
                if args.json {
                    serde_json::to_writer(
                        &mut out,
                        &FileErrorJson {
                            file: &name,
                            error: &msg,
                        },
                    )?;
                    writeln!(out)?;
                }
                failed = true;
                continue;
            }
        };
        let table = match table {
            Some(ref t) => t,
            None => {
                let path = tablebase::locate(args.table.tablebase.as_deref(), rules, pieces);
                table.insert(Tablebase::open(&path, rules, pieces)?)
            }
        };
        let a = annotate_game(table, name, game).map_err(|e| {
            eprintln!("error: {e:#}");
            Exit(EXIT_IO)
        })?;
        if args.json {
            serde_json::to_writer(&mut out, &game_json(&a))?;
            writeln!(out)?;
        } else {
            if k > 0 {
                writeln!(out)?;
            }
            let mut text = Vec::new();
            write_text(&mut text, &a)?;
            out.write_all(clean(&String::from_utf8_lossy(&text)).as_bytes())?;
        }
    }
    if failed {
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    Ok(())
}

/// `s` with control characters (but line ends) and the invisible bidirectional-text controls
/// written as `\u{…}`, so that a record cannot send escape sequences to the terminal or
/// reorder what is shown.
fn clean(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if (c.is_control() && c != '\n') || bidi {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    out
}

/// `--correct PLY:MOVE`.
struct Correct {
    ply: usize,
    text: String,
}

fn parse_correction(s: &str) -> Result<Correct, String> {
    let (ply, mv) = s
        .split_once(':')
        .ok_or_else(|| format!("`{s}`: expected PLY:MOVE, such as 18:B2A3"))?;
    let ply: usize = ply
        .trim()
        .parse()
        .ok()
        .filter(|&p| p >= 1)
        .ok_or_else(|| format!("`{ply}`: the ply must be a number from 1"))?;
    parse_move(mv.trim()).map_err(|e| format!("`{}`: {e}", mv.trim()))?;
    Ok(Correct {
        ply,
        text: mv.trim().to_string(),
    })
}

/// The record of `file`, its corrections and warnings in words, and the ply corrected.
type Game = (GameRecord, Vec<Suggestion>, Vec<String>, Option<usize>);

fn read_game(file: &Path, correct: Option<&Correct>) -> Result<Game> {
    let text = std::fs::read_to_string(file).context("cannot read the file")?;
    // A `.gibo` file is a canonical record whatever its first line (a missing `format:` is then
    // reported as such); other files are told apart by their first line.
    let any = if file.extension().is_some_and(|e| e == "gibo") {
        AnyRecord::Canonical(Box::new(read_canonical(&text)?))
    } else {
        read_any(&text)?
    };
    let (mut record, corrections, warnings) = match any {
        AnyRecord::Canonical(r) => {
            let corrections = r
                .meta
                .notes
                .iter()
                .filter(|n| n.starts_with("suggested correction"))
                .map(|n| Suggestion {
                    text: n.clone(),
                    argument: note_argument(n),
                })
                .collect();
            let warnings = r
                .meta
                .notes
                .iter()
                .filter_map(|n| n.strip_prefix("warning: "))
                .map(str::to_string)
                .collect();
            (*r, corrections, warnings)
        }
        AnyRecord::Published(g) => {
            let corrections = g
                .corrections
                .iter()
                .enumerate()
                .map(|(k, c)| Suggestion {
                    text: format!("suggested correction {} (not applied): {c}", k + 1),
                    argument: Some(format!("{}:{}", c.ply, c.corrected)),
                })
                .collect();
            let warnings = g.warnings.iter().map(|w| w.to_string()).collect();
            (g.record, corrections, warnings)
        }
    };
    let mut corrected = None;
    if let Some(c) = correct {
        if c.ply > record.plies.len() {
            anyhow::bail!(
                "--correct {}:{}: the record has {} plies",
                c.ply,
                c.text,
                record.plies.len()
            );
        }
        // Resolve the move in the position reached by the plies before it.
        let mut prefix = record.clone();
        prefix.plies.truncate(c.ply - 1);
        let replay = prefix.replay();
        let pos = match (&replay.illegal, replay.end) {
            (None, ReplayEnd::Position(p)) => p,
            _ => anyhow::bail!(
                "--correct {}:{}: ply {} is not reached: an earlier ply cannot be played",
                c.ply,
                c.text,
                c.ply
            ),
        };
        let fail =
            |e: &dyn std::fmt::Display| anyhow::anyhow!("--correct {}:{}: {e}", c.ply, c.text);
        let mv = parse_move(&c.text)
            .map_err(|e| fail(&e))?
            .resolve(&pos, record.meta.rules)
            .map_err(|e| fail(&e))?;
        record.plies[c.ply - 1].mv = PlyMove::Move(mv);
        corrected = Some(c.ply);
    }
    Ok((record, corrections, warnings, corrected))
}

fn annotate_game(table: &Tablebase, file: String, game: Game) -> Result<Annotated> {
    let (record, corrections, warnings, corrected) = game;
    let rules = record.meta.rules;
    let replay = record.replay();
    let pairs: Vec<(Position, Move)> = replay.pairs().map(|(p, m)| (*p, m)).collect();
    let plies = annotate(table, rules, &pairs).map_err(|e| match e {
        AnnotateError::Source(e) => anyhow::Error::new(e),
        other => anyhow::anyhow!("{other}"),
    })?;
    // After a king capture the game is over; otherwise the position reached has a value.
    let ending = match replay.final_position() {
        Some(p) => Ending::Position(*p, position_value(table, p, rules)?),
        None => Ending::KingCapture,
    };
    let summary = summarize(&plies, ending);
    Ok(Annotated {
        file,
        record,
        replay,
        plies,
        ending,
        summary,
        corrected,
        corrections,
        warnings,
    })
}

/// `오현민 (a)`.
fn who(record: &GameRecord, c: Color) -> String {
    format!("{} ({c})", record.meta.player(c))
}

/// `win 5`, `draw` with the player's name: `winning for 오현민 (a)`.
fn standing(record: &GameRecord, winner: Option<Color>) -> String {
    match winner {
        Some(c) => format!("{} winning", who(record, c)),
        None => "draw".to_string(),
    }
}

/// `plies 1–17` / `ply 3` / `the end` for a phase (ply `n + 1` is the position after the last).
fn span(first: usize, last: usize, n: usize) -> String {
    let name = |p: usize| {
        if p == n + 1 {
            "the end".to_string()
        } else {
            p.to_string()
        }
    };
    if first == last {
        if first == n + 1 {
            "at the end".to_string()
        } else {
            format!("ply {first}")
        }
    } else {
        if last == n + 1 {
            format!("from ply {first} to the end")
        } else {
            format!("plies {}–{}", first, name(last))
        }
    }
}

fn termination_words(t: Termination) -> &'static str {
    match t {
        Termination::KingCapture => "capturing the 王",
        Termination::Try => "the try",
        Termination::TimeOut => "time-out",
        Termination::Resignation => "resignation",
        Termination::NoLegalMove => "leaving no legal move",
        Termination::Unfinished => "nothing (the record is unfinished)",
        Termination::Unknown => "an unknown ending",
    }
}

/// How the record says the game ended, in words.
fn result_words(record: &GameRecord) -> String {
    let o = record.meta.outcome;
    match (o.winner, o.termination) {
        (Some(w), Termination::Unknown) => format!("{} won (how is not recorded)", who(record, w)),
        (Some(w), Termination::Unfinished) => {
            format!(
                "{} is named the winner of an unfinished record",
                who(record, w)
            )
        }
        (Some(w), t) => format!("{} won by {}", who(record, w), termination_words(t)),
        (None, Termination::Unknown) => "the record gives no result".to_string(),
        (None, Termination::Unfinished) => "the record is unfinished".to_string(),
        (None, t) => format!(
            "the record names no winner but ends by {}",
            termination_words(t)
        ),
    }
}

/// Where the record's result and the board disagree (a winner other than the one the board
/// shows, or another way of ending), in words; `None` when they agree or cannot be compared.
fn result_conflict(a: &Annotated) -> Option<String> {
    if a.replay.illegal.is_some() {
        return None;
    }
    let recorded = a.record.meta.outcome;
    let board = a.replay.board_outcome()?;
    let differs = match recorded.termination {
        Termination::Unknown => recorded.winner.is_some() && recorded.winner != board.winner,
        t => t != board.termination || recorded.winner != board.winner,
    };
    differs.then(|| {
        format!(
            "the record says {}, but on the board {}",
            result_words(&a.record),
            match board.winner {
                Some(w) => format!(
                    "{} won by {}",
                    who(&a.record, w),
                    termination_words(board.termination)
                ),
                None => termination_words(board.termination).to_string(),
            }
        )
    })
}

/// `ply 7 오현민 將(打) C1 (draw → loss 58)`.
fn blunder_words(r: &GameRecord, p: &AnnotatedPly) -> String {
    format!(
        "ply {} {} {} ({} → {})",
        p.ply,
        r.meta.player(p.mover()),
        move_hanja(&p.position, p.mv),
        p.before,
        p.after
    )
}

/// The one-line verdict on a game: the result at the start, the blunders (the last one is
/// decisive when the game went the way the table says from there), and how it ended.
fn verdict_line(a: &Annotated) -> String {
    let r = &a.record;
    let s = &a.summary;
    let mut parts = vec![match s.phases.first().map(|p| p.winner) {
        Some(Some(c)) => format!("{} winning at the start", r.meta.player(c)),
        _ => "draw at the start".to_string(),
    }];
    let blunders: Vec<&AnnotatedPly> = a
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Blunder)
        .collect();
    let decisive = s.final_winner.is_some() && s.final_winner == r.meta.outcome.winner;
    match blunders.as_slice() {
        [] => parts.push("no blunder".to_string()),
        [only] => parts.push(format!(
            "{}: {}",
            if decisive {
                "decisive blunder"
            } else {
                "one blunder"
            },
            blunder_words(r, only)
        )),
        [.., last] => {
            let per = |c: Color| blunders.iter().filter(|p| p.mover() == c).count();
            parts.push(format!(
                "{} blunders ({} {}, {} {}), the last{}: {}",
                blunders.len(),
                r.meta.player(Color::A),
                per(Color::A),
                r.meta.player(Color::D),
                per(Color::D),
                if decisive { " decisive" } else { "" },
                blunder_words(r, last)
            ));
        }
    }
    let mut end = result_words(r);
    if let Some(i) = &a.replay.illegal {
        end.push_str(&format!(
            " (the record cannot be played from ply {})",
            i.ply
        ));
    }
    parts.push(end);
    parts.join("; ")
}

fn header(out: &mut impl Write, a: &Annotated) -> Result<()> {
    let r = &a.record;
    let m = &r.meta;
    writeln!(out, "== {} ==", a.file)?;
    let mut title: Vec<String> = Vec::new();
    if let Some(s) = &m.show {
        title.push(s.clone());
    }
    if let Some(e) = &m.episode {
        title.push(format!("episode {e}"));
    }
    if let Some(rd) = &m.round {
        title.push(format!("round {rd}"));
    }
    if !title.is_empty() {
        writeln!(out, "{}", title.join(", "))?;
    }
    writeln!(
        out,
        "player a (camp A): {}; player d (camp D): {}; {} moved first; {} rules",
        m.player(Color::A),
        m.player(Color::D),
        m.player(m.first),
        m.rules.name()
    )?;
    writeln!(out, "result: {}", result_words(r))?;
    if let Some(n) = &m.end_note {
        writeln!(out, "end note: {n}")?;
    }
    if let Some(c) = a.corrected {
        writeln!(
            out,
            "CORRECTED: ply {c} replaced by {} (--correct); the rest as recorded",
            r.plies[c - 1].mv
        )?;
    }
    Ok(())
}

/// Pads `s` with spaces to `width` terminal columns (Hangul and Hanja take two).
fn pad(s: &str, width: usize) -> String {
    let w = UnicodeWidthStr::width(s);
    format!("{s}{}", " ".repeat(width.saturating_sub(w)))
}

fn verdict_mark(v: Verdict) -> &'static str {
    match v {
        Verdict::Best => "",
        Verdict::OnlyMove => " !",
        Verdict::Mistake => " ?",
        Verdict::Blunder => " ??",
    }
}

fn write_text(out: &mut impl Write, a: &Annotated) -> Result<()> {
    header(out, a)?;
    let r = &a.record;
    let rows: Vec<[String; 9]> = a
        .plies
        .iter()
        .map(|p| {
            let rec = &r.plies[p.ply - 1];
            let mut best: Vec<String> = p
                .best
                .iter()
                .take(BEST_SHOWN)
                .map(|b| move_hanja(&p.position, b.mv))
                .collect();
            if p.best.len() > BEST_SHOWN {
                best.push(format!("+{}", p.best.len() - BEST_SHOWN));
            }
            let best = if p.verdict == Verdict::Best || p.verdict == Verdict::OnlyMove {
                String::new()
            } else {
                best.join(", ")
            };
            [
                p.ply.to_string(),
                rec.row.map_or(String::new(), |x| x.to_string()),
                who(r, p.mover()),
                rec.published.clone().unwrap_or_default(),
                if a.corrected == Some(p.ply) {
                    format!("{} (corrected)", move_hanja(&p.position, p.mv))
                } else {
                    move_hanja(&p.position, p.mv)
                },
                p.before.to_string(),
                p.after.to_string(),
                format!("{}{}", p.verdict, verdict_mark(p.verdict)),
                best,
            ]
        })
        .collect();
    let titles = [
        "ply",
        "row",
        "player",
        "published",
        "move",
        "before",
        "after",
        "verdict",
        "best instead",
    ];
    let mut widths: Vec<usize> = titles.iter().map(|t| t.width()).collect();
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    writeln!(
        out,
        "\nbefore: what the position is worth for the player to move (win/loss in N plies, or \
         draw); after: what the move played is worth, counted from the same position — a best \
         move keeps the value (RULES.md)."
    )?;
    let line = |cells: Vec<&str>| -> String {
        let mut s = String::new();
        for (k, (c, w)) in cells.iter().zip(&widths).enumerate() {
            if k == 0 || k == 1 {
                s.push_str(&" ".repeat(w - c.width()));
                s.push_str(c);
            } else {
                s.push_str(&pad(c, *w));
            }
            s.push_str("  ");
        }
        s.trim_end().to_string()
    };
    writeln!(out, "{}", line(titles.to_vec()))?;
    for row in &rows {
        writeln!(out, "{}", line(row.iter().map(String::as_str).collect()))?;
    }
    // What follows the last annotated ply.
    let n = a.plies.len();
    match (&a.replay.illegal, a.ending) {
        (Some(i), _) => write_illegal(out, a, i)?,
        (None, Ending::KingCapture) => {
            writeln!(out, "     the 王 is captured: the game is over")?;
        }
        (None, Ending::Position(p, v)) => {
            let side = p.side_to_move();
            match p.game_over(r.meta.rules) {
                Some(reason) => writeln!(out, "     {}", super::game_over_sentence(&p, reason))?,
                None => writeln!(
                    out,
                    "     after ply {n}: {v} for {} (to move); the record stops here",
                    who(r, side)
                )?,
            }
        }
    }
    let s = &a.summary;
    writeln!(out, "\nsummary:")?;
    let phases: Vec<String> = s
        .phases
        .iter()
        .map(|p| format!("{}: {}", span(p.first, p.last, n), standing(r, p.winner)))
        .collect();
    writeln!(out, "  theoretical result: {}", phases.join("; "))?;
    if s.blunders.is_empty() {
        writeln!(out, "  blunders: none")?;
    }
    for p in a.plies.iter().filter(|p| p.verdict == Verdict::Blunder) {
        let best: Vec<String> = p
            .best
            .iter()
            .map(|b| move_hanja(&p.position, b.mv))
            .collect();
        writeln!(
            out,
            "  blunder at ply {}: {} played {} ({} → {}); best was {} ({})",
            p.ply,
            who(r, p.mover()),
            move_hanja(&p.position, p.mv),
            p.before,
            p.after,
            best.join(" or "),
            p.before
        )?;
    }
    writeln!(
        out,
        "  mistakes (same result, worse distance): {} {}, {} {}",
        r.meta.player(Color::A),
        s.mistakes[0],
        r.meta.player(Color::D),
        s.mistakes[1]
    )?;
    let board = match (a.replay.board_outcome(), &a.replay.illegal, a.ending) {
        (_, Some(i), _) => format!("the record cannot be played from ply {}", i.ply),
        (Some(o), None, _) => format!(
            "on the board {}",
            match o.winner {
                Some(w) => format!("{} won by {}", who(r, w), termination_words(o.termination)),
                None => termination_words(o.termination).to_string(),
            }
        ),
        (None, None, Ending::Position(p, v)) => format!(
            "on the board the game was not over: {v} for {} to move",
            who(r, p.side_to_move())
        ),
        (None, None, Ending::KingCapture) => String::new(),
    };
    writeln!(out, "  how it ended: {}; {board}", result_words(r))?;
    if let Some(c) = result_conflict(a) {
        writeln!(out, "  warning: {c}")?;
    }
    writeln!(out, "  verdict: {}", verdict_line(a))?;
    if a.corrected.is_none() {
        for c in &a.corrections {
            writeln!(out, "  {}", c.text)?;
        }
    }
    if !a.warnings.is_empty() {
        writeln!(
            out,
            "  {} warning(s) about the published marks (see `sibi annotate --json`)",
            a.warnings.len()
        )?;
    }
    Ok(())
}

fn write_illegal(out: &mut impl Write, a: &Annotated, i: &IllegalPly) -> Result<()> {
    let r = &a.record;
    let rec = &r.plies[i.ply - 1];
    let text = rec.published.clone().unwrap_or_else(|| rec.mv.to_string());
    let row = rec.row.map_or(String::new(), |x| format!(", row {x}"));
    writeln!(
        out,
        "     ply {}{row} ({}): `{text}` cannot be played: {}",
        i.ply,
        who(r, i.side),
        i.reason
    )?;
    let rest = r.plies.len() - i.ply;
    if rest > 0 {
        writeln!(
            out,
            "     plies {}–{} are not annotated",
            i.ply,
            r.plies.len()
        )?;
    }
    if a.corrected.is_none() {
        if let Some(arg) = a.corrections.first().and_then(|c| c.argument.as_ref()) {
            writeln!(
                out,
                "     to annotate the rest with the first suggested correction (see the summary): \
                 sibi annotate {} --correct {arg}",
                a.file
            )?;
        }
    }
    Ok(())
}

fn side_name(c: Color) -> String {
    c.to_string()
}

fn game_json(a: &Annotated) -> GameJson {
    let r = &a.record;
    let m = &r.meta;
    let plies = a
        .plies
        .iter()
        .map(|p| {
            let rec = &r.plies[p.ply - 1];
            PlyJson {
                ply: p.ply,
                row: rec.row,
                side: side_name(p.mover()),
                player: m.player(p.mover()).to_string(),
                published: rec.published.clone(),
                mv: p.mv.to_string(),
                hanja: move_hanja(&p.position, p.mv),
                before: value_json(p.before),
                after: value_json(p.after),
                verdict: p.verdict.name(),
                best: p
                    .best
                    .iter()
                    .map(|b| BestJson {
                        mv: b.mv.to_string(),
                        hanja: move_hanja(&p.position, b.mv),
                    })
                    .collect(),
                keeping: p.keeping,
            }
        })
        .collect();
    let illegal = a.replay.illegal.as_ref().map(|i| IllegalJson {
        ply: i.ply,
        row: r.plies[i.ply - 1].row,
        side: side_name(i.side),
        player: m.player(i.side).to_string(),
        published: r.plies[i.ply - 1].published.clone(),
        reason: i.reason.to_string(),
    });
    let s = &a.summary;
    GameJson {
        file: a.file.clone(),
        rules: m.rules.name(),
        show: m.show.clone(),
        episode: m.episode.clone(),
        round: m.round.clone(),
        players: Color::BOTH
            .into_iter()
            .map(|c| (side_name(c), m.player(c).to_string()))
            .collect(),
        first: side_name(m.first),
        result: ResultJson {
            winner: m.outcome.winner.map(side_name),
            termination: m.outcome.termination.name(),
            end_note: m.end_note.clone(),
            board: a.replay.board_outcome().map(|o| o.termination.name()),
            disagreement: result_conflict(a),
        },
        corrected: a.corrected,
        plies,
        unplayed: a
            .replay
            .illegal
            .as_ref()
            .map_or(0, |i| r.plies.len() + 1 - i.ply),
        illegal,
        corrections: a.corrections.iter().map(|c| c.text.clone()).collect(),
        warnings: a.warnings.clone(),
        summary: SummaryJson {
            phases: s
                .phases
                .iter()
                .map(|p| PhaseJson {
                    first_ply: p.first,
                    last_ply: p.last,
                    winner: p.winner.map(side_name),
                })
                .collect(),
            blunders: s.blunders.clone(),
            mistakes: Color::BOTH
                .into_iter()
                .map(|c| (side_name(c), s.mistakes[c.index()]))
                .collect(),
            final_winner: s.final_winner.map(side_name),
            final_value: match a.ending {
                Ending::KingCapture => None,
                Ending::Position(_, v) => Some(value_json(v)),
            },
            verdict: verdict_line(a),
        },
    }
}
