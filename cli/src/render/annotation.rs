//! The text report of an annotated game: an aligned table of plies (terminal widths of Hangul
//! and Hanja) and the summary.

use crate::catalogue::{cli_lang, facts};
use sibi_solver::query::annotate::{GameAnnotation, Verdict};
use sibi_solver::Color;
use unicode_width::UnicodeWidthStr;

/// How many best moves the text table lists per ply before `+N`.
const BEST_SHOWN: usize = 3;

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

/// How the table shows a game: from whose point of view values are given, and whether each
/// ply's position gets a line of its own.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableOptions {
    /// `Some(c)`: every value for player `c`; `None`: for the player to move at each ply.
    pub pov: Option<Color>,
    /// Print the position before each ply on a line of its own, under the ply's row.
    pub positions: bool,
}

/// The text report of one annotated game (`sibi annotate` without `--json`): the header, the
/// table of plies, what follows the last ply, and the summary. `file` is the record's name.
pub fn annotation(a: &GameAnnotation, file: &str, opts: TableOptions) -> String {
    let mut s = header(a, file);
    s += &plies_table(a, opts);
    s += &after_the_last_ply(a, file);
    s += &summary(a);
    s
}

/// The record's name, the game (show, episode, round), the players, the start, the result and
/// the correction applied.
fn header(a: &GameAnnotation, file: &str) -> String {
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
    if let Some(p) = &m.position {
        s += &format!("from the position {p} (not the start position)\n");
    }
    s += &format!(
        "result: {}\n",
        facts::outcome(cli_lang(), &m.players, m.outcome)
    );
    if let Some(n) = &m.end_note {
        s += &format!("end note: {n}\n");
    }
    if let Some(c) = a.corrected {
        let mv = a.record.plies[c - 1].mv;
        s += &format!("CORRECTED: ply {c} replaced by {mv} (--correct); the rest as recorded\n");
    }
    s
}

/// The legend of the values and the aligned table of plies (with each ply's position under
/// its row when `opts.positions`).
fn plies_table(a: &GameAnnotation, opts: TableOptions) -> String {
    let m = &a.record.meta;
    let mut s = String::new();
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
            facts::who(cli_lang(), &m.players, p.side),
            p.published.clone().unwrap_or_default(),
            if a.corrected == Some(p.ply) {
                format!("{} (corrected)", p.hanja)
            } else {
                p.hanja.clone()
            },
            opts.pov
                .map_or(p.before, |c| p.before.for_player(p.side, c))
                .to_string(),
            opts.pov
                .map_or(p.after, |c| p.after.for_player(p.side, c))
                .to_string(),
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
    match opts.pov {
        None => {
            s +=
                "\nbefore: what the position is worth for the player to move (win/loss in N plies, \
                  or draw); after: what the move played is worth, counted from the same position \
                  — a best move keeps the value (RULES.md).\n"
        }
        Some(c) => {
            s += &format!(
                "\nbefore and after: what the position before the move, and the move played, are \
                 worth for player {c} ({}), whoever moves (win/loss in N plies, or draw).\n",
                m.player(c)
            )
        }
    }
    for (k, r) in rows.iter().enumerate() {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(k, (c, w))| pad(c, *w, k < 2))
            .collect();
        s += &format!("{}\n", cells.join("  ").trim_end());
        if opts.positions && k > 0 {
            s += &format!("       position: {}\n", a.plies[k - 1].position);
        }
    }
    s
}

/// What follows the last ply annotated: the ply that cannot be played (and how to go on), the
/// king capture, or the position the record stops at.
fn after_the_last_ply(a: &GameAnnotation, file: &str) -> String {
    let m = &a.record.meta;
    let mut s = String::new();
    let n = a.plies.len();
    match (&a.illegal, a.replay.final_position(), a.summary.final_value) {
        (Some(i), _, _) => {
            let text = i.published.clone().unwrap_or_else(|| i.recorded.clone());
            let mut row = i.row.map_or(String::new(), |x| format!(", row {x}"));
            if let Some(l) = i.line {
                row.push_str(&format!(", line {l}"));
            }
            s += &format!(
                "     ply {}{row} ({}): `{text}` cannot be played: {}\n",
                i.ply,
                facts::who(cli_lang(), &m.players, i.side),
                facts::illegal_reason(cli_lang(), &i.reason)
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
        (None, Some(p), Some(v)) => match p.game_over(m.rules) {
            Some(reason) => {
                s += &format!(
                    "     {}\n",
                    facts::game_over(cli_lang(), reason, p.side_to_move())
                )
            }
            None => {
                s += &format!(
                    "     after ply {n}: {v} for {} (to move); the record stops here\n",
                    facts::who(cli_lang(), &m.players, p.side_to_move())
                )
            }
        },
        (None, _, _) => s += "     the 王 is captured: the game is over\n",
    }
    s
}

/// The summary: the theoretical result by phase, the blunders, the mistakes, how it ended,
/// the verdict, the corrections suggested and the warnings.
fn summary(a: &GameAnnotation) -> String {
    let m = &a.record.meta;
    let n = a.plies.len();
    let mut s = String::new();
    let sum = &a.summary.summary;
    let phases: Vec<String> = sum
        .phases
        .iter()
        .map(|p| {
            let standing = p.winner.map_or("draw".to_string(), |c| {
                format!("{} winning", facts::who(cli_lang(), &m.players, c))
            });
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
            facts::who(cli_lang(), &m.players, p.side),
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
    let board = match (
        a.replay.board_outcome(),
        &a.illegal,
        a.replay.final_position(),
    ) {
        (_, Some(i), _) => format!("the record cannot be played from ply {}", i.ply),
        (Some(o), None, _) => format!(
            "on the board {}",
            facts::board_outcome(cli_lang(), &m.players, o)
        ),
        (None, None, Some(p)) => match a.summary.final_value {
            Some(v) => format!(
                "on the board the game was not over: {v} for {} to move",
                facts::who(cli_lang(), &m.players, p.side_to_move())
            ),
            None => String::new(),
        },
        (None, None, None) => String::new(),
    };
    s += &format!(
        "  how it ended: {}; {board}\n",
        facts::outcome(cli_lang(), &m.players, m.outcome)
    );
    if let Some(d) = &a.result.disagreement {
        let recorded = facts::outcome(cli_lang(), &m.players, d.record);
        s += &format!(
            "  warning: the record says {recorded}, but on the board {}\n",
            facts::board_outcome(cli_lang(), &m.players, d.board)
        );
    }
    s += &format!("  verdict: {}\n", facts::verdict_line(cli_lang(), a));
    if a.corrected.is_none() {
        for (k, c) in a.corrections.iter().enumerate() {
            s += &format!(
                "  suggested correction {} (not applied): {}\n",
                k + 1,
                facts::correction(cli_lang(), c)
            );
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
