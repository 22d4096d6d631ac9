//! The text report of an annotated game: an aligned table of plies (terminal widths of Hangul
//! and Hanja) and the summary.

use crate::catalogue::{cli_lang, facts, Lang};

use crate::t;
use sibi_solver::query::annotate::{GameAnnotation, Verdict};
use sibi_solver::query::strength::StrengthEstimate;
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
fn span(l: Lang, first: usize, last: usize, n: usize) -> String {
    match (first == last, first == n + 1, last == n + 1) {
        (true, true, _) => t!(l, "ann-span-end", ply = n),
        (true, false, _) => t!(l, "ann-span-ply", first = first),
        (false, _, true) => t!(l, "ann-span-from", first = first),
        (false, _, false) => t!(l, "ann-span-range", first = first, last = last),
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
    let l = cli_lang();
    for line in after_the_last_ply(l, a, Some(file)) {
        s += &format!("     {line}\n");
    }
    let sum = summary(l, a);
    s += "\n";
    s += &t!(l, "ann-summary");
    s += ":\n";
    for line in sum.lines.iter().chain(&sum.suggested).chain(&sum.warnings) {
        s += &format!("  {line}\n");
    }
    s
}

/// The record's name, the game (show, episode, round), the players, the start, the result and
/// the correction applied.
fn header(a: &GameAnnotation, file: &str) -> String {
    let m = &a.record.meta;
    let l = cli_lang();
    let mut s = format!("== {file} ==\n");
    // A broadcast game by the catalogue's title (the show's own names, in the CLI's language),
    // another by its record's fields.
    let title = crate::broadcast::record_title(
        l,
        m.show.as_deref(),
        m.episode.as_deref(),
        m.round.as_deref(),
    )
    .or_else(|| {
        let mut parts = Vec::new();
        parts.extend(m.show.clone());
        parts.extend(
            m.episode
                .as_ref()
                .map(|e| t!(l, "ann-episode", episode = e)),
        );
        parts.extend(m.round.as_ref().map(|r| t!(l, "ann-round", round = r)));
        (!parts.is_empty()).then(|| parts.join(", "))
    });
    if let Some(title) = title {
        s += &format!("{title}\n");
    }
    s += &t!(
        l,
        "ann-players",
        a = m.player(Color::A),
        d = m.player(Color::D),
        first = m.player(m.first),
        rules = facts::rules_name(l, m.rules)
    );
    s.push('\n');
    if let Some(p) = &m.position {
        s += &t!(l, "ann-from-position", position = p.to_string());
        s.push('\n');
    }
    s += &t!(
        l,
        "ann-result",
        result = facts::outcome(l, &m.players, m.outcome)
    );
    s.push('\n');
    if let Some(n) = &m.end_note {
        s += &t!(l, "ann-end-note", note = n);
        s.push('\n');
    }
    if let Some(c) = a.corrected {
        let mv = a.record.plies[c - 1].mv;
        s += &t!(l, "ann-corrected", ply = c, move = mv.to_string());
        s.push('\n');
    }
    s
}

/// The legend of the values and the aligned table of plies (with each ply's position under
/// its row when `opts.positions`).
fn plies_table(a: &GameAnnotation, opts: TableOptions) -> String {
    let m = &a.record.meta;
    let l = cli_lang();
    let mut s = String::new();
    let mut rows: Vec<Vec<String>> = vec![vec![
        t!(l, "table-ply"),
        t!(l, "table-row"),
        t!(l, "table-player"),
        t!(l, "table-published"),
        t!(l, "table-move"),
        t!(l, "table-before"),
        t!(l, "table-after"),
        t!(l, "table-verdict"),
        t!(l, "table-best"),
    ]];
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
        let verdict = match p.verdict {
            Verdict::Best => t!(l, "verdict-best"),
            Verdict::OnlyMove => t!(l, "verdict-only-move"),
            Verdict::Mistake => t!(l, "verdict-mistake"),
            Verdict::Blunder => t!(l, "verdict-blunder-mark"),
        };
        rows.push(vec![
            p.ply.to_string(),
            p.place.row.map_or(String::new(), |x| x.to_string()),
            facts::who(cli_lang(), &m.players, p.side),
            p.place.published.clone().unwrap_or_default(),
            if a.corrected == Some(p.ply) {
                t!(l, "ann-corrected-move", move = &p.hanja)
            } else {
                p.hanja.clone()
            },
            facts::value_short(
                l,
                opts.pov
                    .map_or(p.before, |c| p.before.for_player(p.side, c)),
            ),
            facts::value_short(
                l,
                opts.pov.map_or(p.after, |c| p.after.for_player(p.side, c)),
            ),
            verdict,
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
    s.push('\n');
    s += &match opts.pov {
        None => t!(l, "ann-legend"),
        Some(c) => t!(
            l,
            "ann-legend-pov",
            side = c.to_string(),
            name = m.player(c)
        ),
    };
    s.push('\n');
    for (k, r) in rows.iter().enumerate() {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(k, (c, w))| pad(c, *w, k < 2))
            .collect();
        s += &format!("{}\n", cells.join("  ").trim_end());
        if opts.positions && k > 0 {
            let position = a.plies[k - 1].position.to_string();
            s += &format!("       {}\n", t!(l, "ann-position", position = position));
        }
    }
    s
}

/// What follows the last ply annotated, one line each, in `l`: the ply that cannot be played
/// (and, when `file` names the record, the command that goes on with a correction), the king
/// capture, or the position the record stops at. The CLI and the web page say the same.
pub fn after_the_last_ply(l: Lang, a: &GameAnnotation, file: Option<&str>) -> Vec<String> {
    let m = &a.record.meta;
    let n = a.plies.len();
    let mut lines = Vec::new();
    match (&a.illegal, a.replay.final_position(), a.summary.final_value) {
        (Some(i), _, _) => {
            let text = i
                .place
                .published
                .clone()
                .unwrap_or_else(|| i.recorded.clone());
            let mut row = i
                .place
                .row
                .map_or(String::new(), |x| t!(l, "ann-at-row", row = x));
            if let Some(line) = i.place.line {
                row += &t!(l, "ann-at-line", line = line);
            }
            lines.push(t!(
                l,
                "ann-illegal",
                ply = i.ply,
                row = row,
                who = facts::who(l, &m.players, i.side),
                text = text,
                reason = facts::illegal_reason(l, &i.reason)
            ));
            if a.record.plies.len() > i.ply {
                lines.push(t!(
                    l,
                    "ann-not-annotated",
                    first = i.ply,
                    last = a.record.plies.len()
                ));
            }
            if let (None, Some(c), Some(file)) = (a.corrected, a.corrections.first(), file) {
                lines.push(t!(
                    l,
                    "ann-correct-hint",
                    file = file,
                    ply = c.ply,
                    move = c.corrected.to_string()
                ));
            }
        }
        (None, Some(p), Some(v)) => lines.push(match p.game_over(m.rules) {
            Some(reason) => facts::game_over(l, reason, p.side_to_move()),
            None => t!(
                l,
                "ann-record-stops",
                ply = n,
                value = facts::value_short(l, v),
                who = facts::who(l, &m.players, p.side_to_move())
            ),
        }),
        (None, _, _) => lines.push(t!(l, "ann-king-captured")),
    }
    lines
}

/// The summary of an annotated game in words, as `sibi annotate` prints it and the web page
/// lists it.
#[derive(Debug)]
pub struct Summary {
    /// The theoretical result by phase, the blunders, the mistakes, how it ended (and how the
    /// board disagrees), the verdict.
    pub lines: Vec<String>,
    /// One line per suggested correction (none once a correction is applied), in the order of
    /// [`GameAnnotation::corrections`].
    pub suggested: Vec<String>,
    /// How many warnings about the published marks there are, if any.
    pub warnings: Option<String>,
}

/// The summary in `l`: the theoretical result by phase, the blunders, the mistakes, how it
/// ended, the verdict, the corrections suggested and the warnings.
pub fn summary(l: Lang, a: &GameAnnotation) -> Summary {
    let m = &a.record.meta;
    let n = a.plies.len();
    let sum = &a.summary;
    let phases: Vec<String> = sum
        .phases
        .iter()
        .map(|p| {
            let standing = p.winner.map_or(t!(l, "value-draw"), |c| {
                t!(l, "ann-winning", who = facts::who(l, &m.players, c))
            });
            let span = span(l, p.first, p.last, n);
            t!(l, "ann-phase", span = span, standing = standing)
        })
        .collect();
    let mut lines = vec![t!(l, "ann-theoretical", phases = phases.join(", "))];
    if sum.blunders.is_empty() {
        lines.push(t!(l, "ann-no-blunders"));
    }
    for p in a.plies.iter().filter(|p| p.verdict == Verdict::Blunder) {
        let best: Vec<&str> = p.best.iter().map(|b| b.hanja.as_str()).collect();
        lines.push(t!(
            l,
            "ann-blunder",
            ply = p.ply,
            who = facts::who(l, &m.players, p.side),
            move = &p.hanja,
            before = facts::value_short(l, p.before),
            after = facts::value_short(l, p.after),
            best = best.join(&t!(l, "ann-or"))
        ));
    }
    lines.push(t!(
        l,
        "ann-mistakes",
        a = m.player(Color::A),
        count_a = sum.mistakes[0],
        d = m.player(Color::D),
        count_d = sum.mistakes[1]
    ));
    let board = match (
        a.replay.board_outcome(),
        &a.illegal,
        a.replay.final_position(),
    ) {
        (_, Some(i), _) => t!(l, "ann-unplayable-from", ply = i.ply),
        (Some(o), None, _) => t!(
            l,
            "ann-on-the-board",
            outcome = facts::board_outcome(l, &m.players, o)
        ),
        (None, None, Some(p)) => match a.summary.final_value {
            Some(v) => t!(
                l,
                "ann-not-over",
                value = facts::value_short(l, v),
                who = facts::who(l, &m.players, p.side_to_move())
            ),
            None => String::new(),
        },
        (None, None, None) => String::new(),
    };
    let outcome = facts::outcome(l, &m.players, m.outcome);
    // When the board says what the record says, the end is said once.
    lines.push(match (a.replay.board_outcome(), &a.illegal) {
        (Some(o), None) if o == m.outcome => t!(l, "ann-how-it-ended-agrees", outcome = outcome),
        _ => t!(l, "ann-how-it-ended", outcome = outcome, board = board),
    });
    if let Some(d) = &a.result.disagreement {
        lines.push(t!(
            l,
            "ann-disagreement",
            recorded = facts::outcome(l, &m.players, d.record),
            board = facts::board_outcome(l, &m.players, d.board)
        ));
    }
    lines.extend(strength_lines(l, a));
    lines.push(t!(l, "ann-verdict", verdict = facts::verdict_line(l, a)));
    let suggested = match a.corrected {
        Some(_) => Vec::new(),
        None => a
            .corrections
            .iter()
            .enumerate()
            .map(|(k, c)| {
                t!(
                    l,
                    "ann-suggested",
                    n = k + 1,
                    correction = facts::correction(l, c)
                )
            })
            .collect(),
    };
    let warnings = (!a.warnings.is_empty()).then(|| t!(l, "ann-warnings", n = a.warnings.len()));
    Summary {
        lines,
        suggested,
        warnings,
    }
}

/// One player's estimated strength in `l`, `who` naming them: `estimated strength of 이종범
/// (Green): played like level 7 (6–8), from 23 moves` / `이종범(초록)의 추정 실력은 7단계(상급 하)
/// 입니다(23수로 추정, 구간 6–8단계).`.
pub fn strength_line(l: Lang, who: &str, e: &StrengthEstimate) -> String {
    let name = facts::level_name(l, e.level);
    if e.low == e.high {
        t!(
            l,
            "strength-line-exact",
            who = who,
            level = e.level.number(),
            name = name,
            moves = e.moves
        )
    } else {
        t!(
            l,
            "strength-line",
            who = who,
            level = e.level.number(),
            name = name,
            low = e.low.number(),
            high = e.high.number(),
            moves = e.moves
        )
    }
}

/// The estimated strength of each player of `a` who has one ([`GameAnnotation::strength`]),
/// player a first, one line each.
pub fn strength_lines(l: Lang, a: &GameAnnotation) -> Vec<String> {
    let m = &a.record.meta;
    [Color::A, Color::D]
        .into_iter()
        .filter_map(|c| {
            let e = a.strength.of(c)?;
            Some(strength_line(l, &facts::who(l, &m.players, c), e))
        })
        .collect()
}
