//! `/puzzles` and `GET /api/v1/puzzle`: the puzzles of the table
//! ([`sibi_solver::query::puzzle`]) to solve on the board.
//!
//! Where the puzzles come from: the puzzle file beside the table (`TABLE.puzzles.json`, written
//! by `sibi puzzles --build`: the counts per length and up to 500 puzzles of each). When it is
//! missing or belongs to another table, `sibi serve` finds the puzzles itself at start (the
//! table read into memory and searched once, with progress; a fraction of a second for a small
//! piece set, under a minute for the full game — docs/cli.md) and writes the file for the next
//! start; with `--no-generate` it does not, and `/puzzles` says how to build the file.
//!
//! A puzzle's page is `/puzzles?pos=TEXT&seed=S[&moves=M1,M2…][&try=M]`: `pos` the puzzle,
//! `moves` the winner's moves played so far (each one of the solution's answers), and `try` a
//! move just tried. The defender's replies are not in the address: each is a longest defence
//! drawn from one generator `Rng::new(mix(seed))`, one number per reply, so the same address
//! shows the same game. A wrong
//! try is shown with its value (why it fails) and the position stays for another try. Every
//! move is a link, so the page works without JavaScript; with it, the explorer's script moves
//! the pieces with the mouse.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::Json;
use maud::{html, Markup};
use serde::{Deserialize, Serialize};
use sibi_solver::limits::echo;
use sibi_solver::query::puzzle::{self, Filter, Puzzle, Scope};
use sibi_solver::query::rank_moves;
use sibi_solver::rng::{fresh_seed, Rng};
use sibi_solver::solve::ValueSource;
use sibi_solver::table::{ProbeError, Tablebase};
use sibi_solver::{parse_move, Move, MoveText, Position, Rules, Value};
use std::sync::Arc;

use super::context::Context;
use super::error::{Error, Title};
use super::heavy_work::Stoppable;
use super::i18n::Lang;
use super::page::{self, enc, Ctx};
use super::puzzle_set::Puzzles;
use super::query::{self, Query};
use crate::catalogue::facts;
use crate::t;

#[path = "hold_puzzles.rs"]
pub mod hold;

/// A move of the address (`B2C2`, `B2-C2`, `P*B1`).
fn move_of(text: &str) -> Option<Move> {
    match parse_move(text.trim()).ok()? {
        MoveText::Step { from, to, .. } => Some(Move::Step { from, to }),
        MoveText::Drop { role, to } => Some(Move::Drop { role, to }),
        MoveText::Compact { .. } => None,
    }
}

/// The defender's reply at `pos`: one of the library's longest defences, drawn with `rng`
/// among equals; `None` when the game is over.
fn defence<S: ValueSource>(
    source: &S,
    pos: &Position,
    rng: &mut Rng,
) -> Result<Option<(Move, Option<Position>)>, S::Error> {
    let longest = puzzle::longest_defences(source, pos)?;
    if longest.is_empty() {
        return Ok(None);
    }
    Ok(Some(longest[rng.below(longest.len() as u64) as usize]))
}

/// One ply played on a puzzle's page.
#[derive(Clone, Copy, Debug)]
struct Played {
    mv: Move,
    /// Whether the winner played it.
    winner: bool,
}

/// Where a puzzle's page stands.
#[derive(Debug)]
pub struct State {
    /// The puzzle's position.
    start: Position,
    /// Its length.
    plies: u16,
    /// The seed of the defender's replies.
    seed: u64,
    /// Every ply so far.
    line: Vec<Played>,
    /// The winner's moves so far (the address's `moves`).
    winner_moves: Vec<Move>,
    /// The position now (`None` after a king capture).
    now: Option<Position>,
    /// The last ply's move.
    last: Option<Move>,
    /// The move tried that fails, with its value for the winner.
    wrong: Option<(Move, Value)>,
    /// Solved: how it ended.
    solved: Option<&'static str>,
    /// The move tried (`try=`) when it cannot be played here: its text, and whether it reads as
    /// a move at all (else it is not legal here). The puzzle stays as it was.
    refused: Option<(String, bool)>,
    /// The hint asked (`hint=1|2`), at the position now.
    hint: Option<crate::hints::Hint>,
}

/// Replays the address of a puzzle's page: `start` (checked to be a puzzle), the winner's
/// `moves` (each must be an answer of the solution) with the defender's replies, and `try_`.
///
/// Its cost: the test that `start` is a puzzle ([`puzzle::check`], which walks the solution
/// tree: the longest puzzle offered takes milliseconds, an arbitrary won position `pos=` names
/// may take longer, hence the heavy limits), then a few dozen probes per ply of `moves`
/// (at most `MAX_PUZZLE_MOVES`).
///
/// # Errors
/// 400 ([`Title::NotAPuzzle`]) for a position that is not a puzzle or a move that is not one
/// of the solution's; 500 when the table fails; what `source` fails with otherwise.
pub fn replay<S: ValueSource>(
    source: &S,
    start: Position,
    seed: u64,
    moves: &[String],
    try_: Option<&str>,
) -> Result<State, Error>
where
    Error: From<S::Error>,
{
    let bad = |words: Box<dyn Fn(Lang) -> String + Send + Sync>| {
        Error::worded(StatusCode::BAD_REQUEST, move |lang| echo(&words(lang)))
            .titled(Title::NotAPuzzle)
            .showing(start.to_string())
    };
    let solved = || bad(Box::new(|lang| t!(lang, "puzzles-solved-already")));
    let (rules, filter) = (source.rules(), Filter::for_pieces(source.pieces()));
    let plies = match puzzle::check(source, &start, filter)? {
        Ok(n) => n,
        Err(why) => return Err(bad(Box::new(move |lang| facts::not_a_puzzle(lang, &why)))),
    };
    let mut st = State {
        start,
        plies,
        seed,
        line: Vec::new(),
        winner_moves: Vec::new(),
        now: Some(start),
        last: None,
        wrong: None,
        solved: None,
        refused: None,
        hint: None,
    };
    let mut rng = Rng::new(Rng::mix(seed));
    let texts: Vec<&str> = moves.iter().map(String::as_str).chain(try_).collect();
    for (k, text) in texts.iter().enumerate() {
        let is_try = try_.is_some() && k == texts.len() - 1;
        let Some(pos) = st.now else {
            return Err(solved());
        };
        if st.solved.is_some() {
            return Err(solved());
        }
        let m = move_of(text).filter(|&m| pos.is_legal(rules, m));
        if is_try && m.is_none() {
            // A try that cannot be played: the puzzle stays, and the page says why.
            st.refused = Some((
                sibi_solver::limits::echo(text.trim()),
                move_of(text).is_some(),
            ));
            break;
        }
        let Some(m) = move_of(text) else {
            let text = echo(text);
            return Err(bad(Box::new(move |lang| {
                t!(lang, "puzzles-moves-not-a-move", text = &text)
            })));
        };
        if !pos.is_legal(rules, m) {
            return Err(bad(Box::new(move |lang| {
                t!(
                    lang,
                    "puzzles-moves-illegal",
                    move = m.to_string(),
                    position = pos.to_string()
                )
            })));
        }
        if !puzzle::answers(source, &pos)?.contains(&m) {
            if is_try {
                let ranked = rank_moves(source, &pos)?;
                let v = ranked
                    .iter()
                    .find(|r| r.mv == m)
                    .map_or(Value::Draw, |r| r.value);
                st.wrong = Some((m, v));
                break;
            }
            return Err(bad(Box::new(move |lang| {
                t!(
                    lang,
                    "puzzles-not-in-solution",
                    move = m.to_string(),
                    position = pos.to_string()
                )
            })));
        }
        st.winner_moves.push(m);
        st.line.push(Played {
            mv: m,
            winner: true,
        });
        st.last = Some(m);
        let after = match pos.play_unchecked(m) {
            sibi_solver::Successor::KingCapture => {
                st.now = None;
                st.solved = Some("king-capture");
                break;
            }
            sibi_solver::Successor::Position(p) => p,
        };
        st.now = Some(after);
        if after.game_over(rules).is_some() {
            // No legal move for the defender.
            st.solved = Some("no-legal-move");
            break;
        }
        let reply = defence(source, &after, &mut rng)?;
        if let Some((d, next)) = reply {
            st.line.push(Played {
                mv: d,
                winner: false,
            });
            st.last = Some(d);
            st.now = next;
            if next.is_some_and(|p| p.try_holds()) {
                st.solved = Some("try");
                break;
            }
        }
    }
    Ok(st)
}

/// The address of a puzzle's page.
fn href(ctx: &Ctx, start: &Position, seed: u64, moves: &[Move], try_: Option<Move>) -> String {
    let mut s = format!("/puzzles?pos={}&seed={seed}", enc(&start.to_string()));
    if !moves.is_empty() {
        let m: Vec<String> = moves.iter().map(Move::to_string).collect();
        s.push_str(&format!("&moves={}", enc(&m.join(","))));
    }
    if let Some(t) = try_ {
        s.push_str(&format!("&try={}", enc(&t.to_string())));
    }
    ctx.link_flipped(&s)
}

/// `/puzzles`: the buttons by length.
pub fn index_page(ctx: &Ctx, puzzles: &Puzzles) -> Markup {
    let lang = ctx.lang;
    let title = t!(lang, "puzzles-puzzles");
    let body = html! {
        (page::header(ctx, &format!("/puzzles?lang={}", lang.other().code())))
        main #main.puzzles {
            h1.verdict { (title) }
            p { (t!(lang, "puzzles-positions-won-in-exactly")) }
            @if let Some(m) = &puzzles.missing {
                p.note { (m.text(lang)) }
            } @else {
                p.units { (t!(lang, "page-units")) " " (t!(lang, "puzzles-in-brackets-how-many")) }
                div.plies-buttons {
                    @for (n, _) in &puzzles.lengths {
                        a.button href=(ctx.link_flipped(&format!("/puzzles?plies={n}"))) data-plies=(n) {
                            (lang.plies(*n)) " (" (crate::numbers::count(lang, puzzles.count(*n))) ")"
                        }
                    }
                }
                @if let (Some(scope), Some(filter)) = (puzzles.scope, puzzles.filter) {
                    p.units {
                        (match scope {
                            Scope::Reachable => t!(lang, "puzzles-scope-reachable"),
                            Scope::Any => t!(lang, "puzzles-scope-any"),
                        })
                        " "
                        (t!(lang, "puzzles-max-owned", n = filter.max_owned))
                    }
                }
                (hold::index_part(ctx, puzzles))
            }
        }
    };
    page::document(ctx, &title, body)
}

/// One move the winner may try: a link (the script also plays it by clicking the board).
fn try_item(ctx: &Ctx, st: &State, m: Move) -> Markup {
    let (from, drop) = match m {
        Move::Step { from, .. } => (Some(from.to_string()), None),
        Move::Drop { role, .. } => (None, Some(role.upper_char().to_string())),
    };
    html! {
        li.mv data-move=(m) data-to=(m.to()) data-from=[from] data-drop=[drop] data-wdl="unknown" {
            a href=(href(ctx, &st.start, st.seed, &st.winner_moves, Some(m))) {
                span.cmv { (m) } " " span.hj { (ctx.lang.hanja(&sibi_solver::move_hanja(&st.now.expect("a position"), m))) }
            }
        }
    }
}

/// The main part of a puzzle's page (what the script fetches with `part=main`).
pub fn puzzle_main(ctx: &Ctx, st: &State, rules: Rules) -> Markup {
    let lang = ctx.lang;
    let winner = st.start.side_to_move();
    let board_pos = board_position(st, rules).unwrap_or(st.start);
    let left = st.plies as usize - st.line.len();
    let heading = t!(
        lang,
        "puzzles-heading",
        side = winner.to_string(),
        n = st.plies
    );
    let link = href(ctx, &st.start, st.seed, &[], None);
    let capture = st.last.filter(|_| st.solved == Some("king-capture"));
    let legal: Vec<Move> = match (st.solved, st.now) {
        (None, Some(p)) => p.legal_moves(rules).into_iter().collect(),
        _ => Vec::new(),
    };
    html! {
        main #main.puzzle data-pos=(board_pos) data-lang=(lang.code()) data-flip=(ctx.flip)
            data-solved=(st.solved.is_some()) data-plies=(st.plies) {
            h1.verdict data-wdl="win" { (heading) }
            p.units { (t!(lang, "page-units")) }
            @if let Some((text, reads)) = &st.refused {
                p.errmsg.illegal {
                    code { (text) } " — "
                    (if *reads { t!(lang, "puzzles-illegal") } else { t!(lang, "puzzles-not-a-move") })
                }
            }
            @if let Some((m, v)) = st.wrong {
                p.errmsg.wrong data-move=(m) {
                    strong { (m) } " — "
                    (match v {
                        Value::Win(n) => t!(lang, "puzzles-slower-win", n = n, left = left),
                        Value::Loss(n) => t!(lang, "puzzles-win-gone", kind = "loss", n = n),
                        Value::Draw => t!(lang, "puzzles-win-gone", kind = "draw", n = 0),
                    })
                    " " a.retry href=(href(ctx, &st.start, st.seed, &st.winner_moves, None)) { (t!(lang, "puzzles-retry")) }
                }
            }
            @if let Some(how) = st.solved {
                p.solved.note {
                    strong { (t!(lang, "puzzles-solved")) } " "
                    (t!(lang, "puzzles-solved-how", how = how))
                    " "
                    a.next href=(ctx.link_flipped(&format!("/puzzles?plies={}", st.plies))) { (t!(lang, "puzzles-next-puzzle")) }
                }
            } @else if st.wrong.is_none() {
                p.tomove {
                    (t!(lang, "puzzles-your-move")) ": " strong { (lang.player(winner)) }
                    " — " (t!(lang, "puzzles-left", n = left))
                }
            }
            // Solved by a king capture: the capturing piece drawn on the 王's square.
            (crate::hints::board(ctx, &board_pos, rules, st.last, st.hint.as_ref(), false, capture))
            @if !st.line.is_empty() {
                ol.pv.puzzle-line {
                    @for p in &st.line {
                        li.played data-move=(p.mv) data-winner=(p.winner) {
                            span.side { (lang.player(if p.winner { winner } else { winner.other() })) } " " (p.mv)
                        }
                    }
                }
            }
            @if !legal.is_empty() {
                @let here = href(ctx, &st.start, st.seed, &st.winner_moves, None);
                (crate::hints::hint_part(ctx, &board_pos, st.hint.as_ref(), [&crate::hints::with_hint(&here, 1), &crate::hints::with_hint(&here, 2)]))
                section.moves.tries {
                    h2 { (t!(lang, "puzzles-your-move-pick-one")) }
                    ul.movelist { @for m in &legal { (try_item(ctx, st, *m)) } }
                }
            }
            div.tools {
                a.permalink href=(link) { (t!(lang, "puzzles-link-to-this-puzzle")) }
                " · " a href=(ctx.href(&st.start, None)) { (t!(lang, "puzzles-open-in-the-explorer")) }
                " · " a href=(ctx.link_flipped("/puzzles")) { (t!(lang, "puzzles-all-lengths")) }
            }
        }
    }
}

/// The position to draw: the current one, or after a king capture the position before it with
/// the capturing move highlighted.
fn board_position(st: &State, rules: Rules) -> Option<Position> {
    if st.now.is_some() {
        return st.now;
    }
    let mut p = st.start;
    for played in &st.line[..st.line.len().saturating_sub(1)] {
        match p.play(rules, played.mv).ok()? {
            sibi_solver::Successor::Position(n) => p = n,
            sibi_solver::Successor::KingCapture => return None,
        }
    }
    Some(p)
}

/// The whole page of a puzzle.
pub fn puzzle_page(ctx: &Ctx, st: &State, rules: Rules) -> Markup {
    let lang = ctx.lang;
    let other = {
        let c = Ctx {
            lang: lang.other(),
            lang_explicit: true,
            ..*ctx
        };
        let m: Vec<Move> = st.winner_moves.clone();
        c.this_page(href(&c, &st.start, st.seed, &m, st.wrong.map(|w| w.0)))
    };
    let body = html! {
        (page::header(ctx, &other))
        (puzzle_main(ctx, st, rules))
    };
    page::document(
        ctx,
        &format!("{} · {}", t!(lang, "puzzles-puzzle"), st.start),
        body,
    )
}

/// `GET /api/v1/puzzle`: the puzzle, its seed and the address of its page.
#[derive(Serialize)]
pub struct PuzzleJson {
    /// The seed that picked it (and draws the page's defences).
    pub seed: u64,
    /// The page that reopens it.
    pub link: String,
    /// How many puzzles of this length the search found.
    pub of: u64,
    /// The puzzle and its solution tree.
    pub puzzle: Puzzle,
}

/// The puzzle of `plies` that `seed` picks, with its solution tree.
fn puzzle_json(
    table: &Tablebase,
    puzzles: &Puzzles,
    plies: u16,
    seed: u64,
) -> Result<Option<PuzzleJson>, ProbeError> {
    let Some(pos) = puzzles.pick(plies, seed) else {
        return Ok(None);
    };
    let filter = Filter::for_pieces(table.pieces());
    let Ok(puzzle) = puzzle::solution(table, &pos, filter)? else {
        return Ok(None);
    };
    let ctx = Ctx {
        lang: Lang::En,
        lang_explicit: false,
        flip: false,
        hide: false,
        show: false,
        hint: 0,
    };
    Ok(Some(PuzzleJson {
        seed,
        link: href(&ctx, &pos, seed, &[], None),
        of: puzzles.count(plies),
        puzzle,
    }))
}

/// The query of `/puzzles` and `/api/v1/puzzle`.
#[derive(Debug, Default, Deserialize)]
pub struct PuzzleQuery {
    /// The length asked for, in plies (checked against the lengths offered, [`plies`]).
    plies: Option<String>,
    /// The seed that picks the puzzle and draws the defences.
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
    /// The puzzle's position (position text, without moves).
    pos: Option<String>,
    /// The winner's moves so far, separated by commas or spaces.
    moves: Option<String>,
    /// The move just tried.
    #[serde(rename = "try")]
    tried: Option<String>,
    /// `main`: only the page's main part, for the script.
    part: Option<String>,
    /// `hold`: the holding puzzles ([`hold`]); anything else, the winning ones.
    kind: Option<String>,
    /// The holding puzzles' chain length asked for, in turns of the defender.
    turns: Option<String>,
}

/// The most moves a puzzle's address may carry (more than any puzzle has).
const MAX_PUZZLE_MOVES: usize = 200;

/// `plies=N`: a puzzle length, `None` when absent.
///
/// # Errors
/// 400 for anything but a whole number from [`puzzle::MIN_PLIES`] up, naming the lengths
/// `offered`.
fn plies(q: &PuzzleQuery, offered: &[u16]) -> Result<Option<u16>, Error> {
    let Some(n) = &q.plies else {
        return Ok(None);
    };
    match n.trim().parse::<u16>() {
        Ok(n) if n >= puzzle::MIN_PLIES => Ok(Some(n)),
        _ => {
            let (value, offered) = (echo(n), offered.to_vec());
            Err(Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                t!(
                    lang,
                    "puzzles-bad-plies",
                    value = &value,
                    offered = offered_text(lang, &offered)
                )
            }))
        }
    }
}

/// The lengths offered, in plies.
fn offered_lengths(puzzles: &Puzzles) -> Vec<u16> {
    puzzles.lengths.iter().map(|(n, _)| *n).collect()
}

/// Lengths in words: `3, 4, 5 plies` / `3, 4, 5수`, or `none`.
fn offered_text(lang: Lang, lengths: &[u16]) -> String {
    if lengths.is_empty() {
        return t!(lang, "puzzles-offered-none");
    }
    let l: Vec<String> = lengths.iter().map(u16::to_string).collect();
    t!(lang, "puzzles-offered", list = l.join(", "))
}

/// The puzzles; 503 ("the puzzles are being built") while they are being built, and 503 with
/// the reason ([`Missing`](super::puzzle_set::Missing): no puzzle file and `--no-generate`,
/// …) when the server has none and will build none.
fn ready(cx: &Context) -> Result<&Puzzles, Error> {
    let puzzles = cx.puzzles().ok_or_else(|| {
        Error::worded(StatusCode::SERVICE_UNAVAILABLE, |lang| {
            t!(lang, "puzzles-building")
        })
    })?;
    match &puzzles.missing {
        Some(m) => {
            let m = m.clone();
            Err(Error::worded(
                StatusCode::SERVICE_UNAVAILABLE,
                move |lang| m.text(lang),
            ))
        }
        None => Ok(puzzles),
    }
}

/// `GET /puzzles`: the buttons by length; `?plies=N[&seed=S]`: a redirect to the page of the
/// puzzle of that length the seed picks; `?pos=TEXT&seed=S[&moves=…][&try=M][&part=main]`:
/// a puzzle's page.
pub async fn puzzles_page(cx: Context, Query(q): Query<PuzzleQuery>) -> Result<Response, Error> {
    if q.kind.as_deref() == Some("hold") {
        return hold::page(cx, q).await;
    }
    let c = &cx.page;
    let offered = cx.puzzles().map_or_else(Vec::new, offered_lengths);
    let plies = plies(&q, &offered)?;
    let Some(text) = q.pos.as_deref().map(str::trim).filter(|s| !s.is_empty()) else {
        let puzzles = ready(&cx)?;
        let Some(n) = plies else {
            return Ok(page::response(StatusCode::OK, index_page(c, puzzles)));
        };
        let seed = q.seed.unwrap_or_else(fresh_seed);
        let Some(pos) = puzzles.pick(n, seed) else {
            let offered = offered_lengths(puzzles);
            return Err(Error::worded(StatusCode::NOT_FOUND, move |lang| {
                t!(
                    lang,
                    "puzzles-none-of-length",
                    n = n,
                    offered = offered_text(lang, &offered)
                )
            })
            .titled(Title::NoSuchPuzzle));
        };
        let to = c.link_flipped(&format!(
            "/puzzles?pos={}&seed={seed}",
            enc(&pos.to_string())
        ));
        // A fresh seed when none is given: the same request picks another puzzle.
        let res = Redirect::to(&to).into_response();
        return Ok(match q.seed {
            Some(_) => res,
            None => super::cache::no_store(res),
        });
    };
    let line = cx
        .line(text)
        .map_err(|e| e.titled(Title::BadPosition).showing(echo(text)))?;
    let start = match line.line.moves() {
        [] => *line.line.start(),
        _ => {
            return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
                t!(lang, "puzzles-position-alone")
            }))
        }
    };
    // A length given with the position and no seed: a fresh seed, as for the redirect.
    let seed = match (q.seed, plies) {
        (Some(s), _) => s,
        (None, Some(_)) => fresh_seed(),
        (None, None) => 0,
    };
    let moves: Vec<String> = q
        .moves
        .as_deref()
        .map(|m| {
            m.split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    if moves.len() > MAX_PUZZLE_MOVES {
        return Err(Error::worded(StatusCode::BAD_REQUEST, |lang| {
            t!(lang, "puzzles-too-many-moves")
        }));
    }
    let tried = q.tried.filter(|s| !s.trim().is_empty());
    let state = Arc::clone(&cx.state);
    let step = c.hint;
    let st = cx
        .heavy
        .run(move |stop| {
            let source = Stoppable {
                source: &state.table,
                stop,
            };
            let mut st = replay(&source, start, seed, &moves, tried.as_deref())?;
            if let (None, Some(now)) = (st.solved, st.now) {
                st.hint = crate::hints::hint_at(&source, &now, step)?;
            }
            Ok::<_, Error>(st)
        })
        .await??;
    let m = if q.part.as_deref() == Some("main") {
        puzzle_main(c, &st, cx.rules())
    } else {
        puzzle_page(c, &st, cx.rules())
    };
    let res = page::response(StatusCode::OK, m);
    // A length given without a seed drew a fresh one.
    Ok(match (q.seed, plies) {
        (None, Some(_)) => super::cache::no_store(res),
        _ => res,
    })
}

/// `GET /api/v1/puzzle?plies=N[&seed=S]`: the puzzle of that length the seed picks (a fresh
/// seed when none), with its solution tree; 400 for a bad number, 404 for a length without
/// puzzles, 503 while they are being built.
pub async fn api_puzzle(cx: Context, Query(q): Query<PuzzleQuery>) -> Result<Response, Error> {
    let puzzles = ready(&cx)?;
    let offered = offered_lengths(puzzles);
    let Some(n) = plies(&q, &offered)? else {
        return Err(Error::worded(StatusCode::BAD_REQUEST, move |lang| {
            t!(
                lang,
                "puzzles-missing-plies",
                offered = offered_text(lang, &offered)
            )
        }));
    };
    let seed = q.seed.unwrap_or_else(fresh_seed);
    match puzzle_json(&cx.table, puzzles, n, seed)? {
        Some(j) => {
            let res = Json(j).into_response();
            Ok(match q.seed {
                Some(_) => res,
                None => super::cache::no_store(res),
            })
        }
        None => {
            let offered = offered_lengths(puzzles);
            Err(Error::worded(StatusCode::NOT_FOUND, move |lang| {
                t!(
                    lang,
                    "puzzles-none-of-length",
                    n = n,
                    offered = offered_text(lang, &offered)
                )
            })
            .titled(Title::NoSuchPuzzle))
        }
    }
}
