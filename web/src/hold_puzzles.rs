//! `/puzzles?kind=hold`: the holding puzzles ([`sibi_solver::query::hold`]), where the player
//! defends a drawn position by finding the only move that holds, turn after turn.
//!
//! A puzzle's page is `/puzzles?kind=hold&pos=TEXT&seed=S[&moves=M1,M2…][&try=M]`: `pos` the
//! puzzle (the defender to move), `moves` the defender's moves so far (each the only drawing
//! move of its position), `try` a move just tried. The opponent's replies are not in the
//! address: each is one of the most testing replies, drawn among equals from one generator
//! `Rng::new(mix(seed))`, so the same address shows the same game. A wrong try shows how it
//! loses: its value and the table's best line after it (the losing line), and the position
//! stays for another try. `/puzzles?kind=hold&turns=N[&seed=S]` redirects to a puzzle whose
//! chain is N turns long.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{html, Markup};
use sibi_solver::limits::echo;
use sibi_solver::query::hold;
use sibi_solver::query::{principal_variation, rank_moves};
use sibi_solver::rng::{fresh_seed, Rng};
use sibi_solver::solve::ValueSource;
use sibi_solver::{Move, Position, Rules, Successor, Value};
use std::sync::Arc;

use super::{move_of, ready, PuzzleQuery, MAX_PUZZLE_MOVES};
use crate::context::Context;
use crate::error::{Error, Title};
use crate::heavy_work::Stoppable;
use crate::page::{self, enc, Ctx};
use crate::t;

/// The most plies of the losing line a wrong move shows.
pub const LOSING_LINE_PLIES: usize = 40;

/// Where a holding puzzle's page stands.
#[derive(Debug)]
pub struct HoldState {
    /// The puzzle's position, the defender to move.
    pub start: Position,
    /// Its chain length, in turns of the defender.
    pub turns: u16,
    /// The seed of the opponent's replies.
    pub seed: u64,
    /// Every ply so far, with whether the defender played it.
    pub line: Vec<(Move, bool)>,
    /// The defender's moves so far (the address's `moves`).
    pub moves: Vec<Move>,
    /// The position now.
    pub now: Position,
    /// The last ply's move.
    pub last: Option<Move>,
    /// The move tried that loses: its value for the defender and the losing line after it.
    pub wrong: Option<(Move, Value, Vec<Move>)>,
    /// Held for every turn.
    pub solved: bool,
    /// The move tried when it cannot be played here: its text, and whether it reads as a move.
    pub refused: Option<(String, bool)>,
    /// The hint asked (`hint=1|2`), at the position now.
    pub hint: Option<crate::hints::Hint>,
}

/// Replays the address of a holding puzzle's page: `start` (checked to be one), the
/// defender's `moves` (each the only drawing move) with the opponent's replies, and `try_`.
///
/// # Errors
/// 400 ([`Title::NotAPuzzle`]) for a position that is no holding puzzle or a move that is not
/// the one that holds; what `source` fails with otherwise.
pub fn replay<S: ValueSource>(
    source: &S,
    start: Position,
    seed: u64,
    moves: &[String],
    try_: Option<&str>,
) -> Result<HoldState, Error>
where
    Error: From<S::Error>,
{
    let bad = |words: Box<dyn Fn(crate::i18n::Lang) -> String + Send + Sync>| {
        Error::worded(StatusCode::BAD_REQUEST, move |lang| echo(&words(lang)))
            .titled(Title::NotAPuzzle)
            .showing(start.to_string())
    };
    let rules = source.rules();
    let Some(turns) = hold::check(source, &start)? else {
        return Err(bad(Box::new(|lang| t!(lang, "puzzles-hold-not-one"))));
    };
    let mut st = HoldState {
        start,
        turns,
        seed,
        line: Vec::new(),
        moves: Vec::new(),
        now: start,
        last: None,
        wrong: None,
        solved: false,
        refused: None,
        hint: None,
    };
    let mut rng = Rng::new(Rng::mix(seed));
    let texts: Vec<&str> = moves.iter().map(String::as_str).chain(try_).collect();
    for (k, text) in texts.iter().enumerate() {
        let is_try = try_.is_some() && k == texts.len() - 1;
        if st.solved {
            return Err(bad(Box::new(|lang| t!(lang, "puzzles-solved-already"))));
        }
        let pos = st.now;
        let Some(m) = move_of(text).filter(|&m| pos.is_legal(rules, m)) else {
            if is_try {
                st.refused = Some((echo(text), move_of(text).is_some()));
                break;
            }
            let text = echo(text);
            return Err(bad(Box::new(move |lang| {
                t!(lang, "puzzles-moves-not-a-move", text = &text)
            })));
        };
        let Some((only, q)) = hold::only_hold(source, &pos)? else {
            unreachable!("every defender position of a chain holds");
        };
        if m != only {
            if is_try {
                st.wrong = Some(losing(source, &pos, m)?);
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
        st.moves.push(m);
        st.line.push((m, true));
        st.last = Some(m);
        st.now = q;
        if st.moves.len() == usize::from(turns) {
            st.solved = true;
            break;
        }
        let replies = hold::most_testing_replies(source, &q)?;
        let (r, d) = replies[rng.below(replies.len() as u64) as usize];
        st.line.push((r, false));
        st.last = Some(r);
        st.now = d;
    }
    Ok(st)
}

/// A wrong move `m` at `pos`: its value for the defender and the table's best line after it.
fn losing<S: ValueSource>(
    source: &S,
    pos: &Position,
    m: Move,
) -> Result<(Move, Value, Vec<Move>), S::Error> {
    let v = rank_moves(source, pos)?
        .iter()
        .find(|r| r.mv == m)
        .map_or(Value::Draw, |r| r.value);
    let line = match pos.play_unchecked(m) {
        Successor::Position(c) => principal_variation(source, &c, LOSING_LINE_PLIES)?
            .line
            .moves()
            .to_vec(),
        Successor::KingCapture => Vec::new(),
    };
    Ok((m, v, line))
}

/// The address of a holding puzzle's page.
pub fn href(ctx: &Ctx, start: &Position, seed: u64, moves: &[Move], try_: Option<Move>) -> String {
    let mut s = format!(
        "/puzzles?kind=hold&pos={}&seed={seed}",
        enc(&start.to_string())
    );
    if !moves.is_empty() {
        let m: Vec<String> = moves.iter().map(Move::to_string).collect();
        s.push_str(&format!("&moves={}", enc(&m.join(","))));
    }
    if let Some(t) = try_ {
        s.push_str(&format!("&try={}", enc(&t.to_string())));
    }
    ctx.link_flipped(&s)
}

/// The holding puzzles' part of `/puzzles`: a button per chain length.
pub fn index_part(ctx: &Ctx, puzzles: &crate::puzzle_set::Puzzles) -> Markup {
    let lang = ctx.lang;
    html! {
        section.holding {
            h2 { (t!(lang, "puzzles-hold-title")) }
            p { (t!(lang, "puzzles-hold-about")) }
            @if puzzles.holding.is_empty() {
                p.note { (page::prose(&t!(lang, "puzzles-hold-none-in-file"))) }
            } @else {
                div.plies-buttons {
                    @for (n, _) in &puzzles.holding {
                        a.button href=(ctx.link_flipped(&format!("/puzzles?kind=hold&turns={n}"))) data-turns=(n) {
                            (t!(lang, "puzzles-hold-turns", n = *n)) " ("
                            (crate::numbers::count(lang, puzzles.hold_count(*n))) ")"
                        }
                    }
                }
            }
        }
    }
}

/// The main part of a holding puzzle's page.
pub fn main_part(ctx: &Ctx, st: &HoldState, rules: Rules) -> Markup {
    let lang = ctx.lang;
    let defender = st.start.side_to_move();
    let left = usize::from(st.turns) - st.moves.len();
    let heading = t!(
        lang,
        "puzzles-hold-heading",
        side = defender.to_string(),
        n = st.turns
    );
    let legal: Vec<Move> = if st.solved {
        Vec::new()
    } else {
        st.now.legal_moves(rules).into_iter().collect()
    };
    html! {
        main #main.puzzle.hold data-pos=(st.now) data-lang=(lang.code()) data-flip=(ctx.flip)
            data-solved=(st.solved) data-turns=(st.turns) {
            h1.verdict data-wdl="draw" { (heading) }
            @if let Some((text, reads)) = &st.refused {
                p.errmsg.illegal {
                    code { (text) } " — "
                    (if *reads { t!(lang, "puzzles-illegal") } else { t!(lang, "puzzles-not-a-move") })
                }
            }
            @if let Some((m, v, line)) = &st.wrong {
                p.errmsg.wrong data-move=(m) {
                    strong { (t!(lang, "puzzles-hold-loses", move = m.to_string(), n = match v { Value::Loss(n) => *n, _ => 0 })) }
                    " " a.retry href=(href(ctx, &st.start, st.seed, &st.moves, None)) { (t!(lang, "puzzles-retry")) }
                }
                @if !line.is_empty() {
                    p.losing-line { (t!(lang, "puzzles-hold-losing-line")) }
                    ol.pv.losing-line {
                        @for (i, mv) in line.iter().enumerate() {
                            li data-move=(mv) {
                                span.side { (lang.player(if i % 2 == 0 { defender.other() } else { defender })) } " " (mv)
                            }
                        }
                    }
                }
            }
            @if st.solved {
                p.solved.note {
                    strong { (t!(lang, "puzzles-solved")) } " " (t!(lang, "puzzles-hold-held", n = st.turns)) " "
                    a.next href=(ctx.link_flipped(&format!("/puzzles?kind=hold&turns={}", st.turns))) { (t!(lang, "puzzles-next-puzzle")) }
                }
            } @else if st.wrong.is_none() {
                p.tomove { (t!(lang, "puzzles-hold-to-move", side = defender.to_string(), n = left)) }
            }
            (crate::hints::board(ctx, &st.now, rules, st.last, st.hint.as_ref(), false, None))
            @if !st.line.is_empty() {
                ol.pv.puzzle-line {
                    @for (mv, own) in &st.line {
                        li.played data-move=(mv) data-defender=(own) {
                            span.side { (lang.player(if *own { defender } else { defender.other() })) } " " (mv)
                        }
                    }
                }
            }
            @if !legal.is_empty() {
                @let here = href(ctx, &st.start, st.seed, &st.moves, None);
                (crate::hints::hint_part(ctx, &st.now, st.hint.as_ref(), [&crate::hints::with_hint(&here, 1), &crate::hints::with_hint(&here, 2)]))
                section.moves.tries {
                    h2 { (t!(lang, "puzzles-your-move-pick-one")) }
                    ul.movelist {
                        @for m in &legal {
                            li.mv data-move=(m) data-to=(m.to()) {
                                a href=(href(ctx, &st.start, st.seed, &st.moves, Some(*m))) {
                                    span.cmv { (m) } " " span.hj { (lang.hanja(&sibi_solver::move_hanja(&st.now, *m))) }
                                }
                            }
                        }
                    }
                }
            }
            div.tools {
                a.permalink href=(href(ctx, &st.start, st.seed, &[], None)) { (t!(lang, "puzzles-link-to-this-puzzle")) }
                " · " a href=(ctx.href(&st.start, None)) { (t!(lang, "puzzles-open-in-the-explorer")) }
                " · " a href=(ctx.link_flipped("/puzzles")) { (t!(lang, "puzzles-all-lengths")) }
            }
        }
    }
}

/// The whole page of a holding puzzle.
fn whole_page(ctx: &Ctx, st: &HoldState, rules: Rules) -> Markup {
    let lang = ctx.lang;
    let other = {
        let c = Ctx {
            lang: lang.other(),
            lang_explicit: true,
            ..*ctx
        };
        c.this_page(href(
            &c,
            &st.start,
            st.seed,
            &st.moves,
            st.wrong.as_ref().map(|w| w.0),
        ))
    };
    let body = html! {
        (page::header(ctx, &other))
        (main_part(ctx, st, rules))
    };
    let title = format!("{} · {}", t!(lang, "puzzles-hold-title"), st.start);
    page::document(ctx, &title, body)
}

/// `GET /puzzles?kind=hold…`: a redirect to a puzzle of `turns=N`, or a puzzle's page.
pub async fn page(cx: Context, q: PuzzleQuery) -> Result<Response, Error> {
    let c = &cx.page;
    let Some(text) = q.pos.as_deref().map(str::trim).filter(|s| !s.is_empty()) else {
        let puzzles = ready(&cx)?;
        let n = match q.turns.as_deref().map(|t| t.trim().parse::<u16>()) {
            Some(Ok(n)) => n,
            None => {
                return Ok(page::response(
                    StatusCode::OK,
                    super::index_page(c, puzzles),
                ))
            }
            Some(Err(_)) => {
                let value = echo(q.turns.as_deref().unwrap_or(""));
                return Err(Error::worded(StatusCode::BAD_REQUEST, move |lang| {
                    t!(lang, "puzzles-hold-bad-turns", value = &value)
                }));
            }
        };
        let seed = q.seed.unwrap_or_else(fresh_seed);
        let Some(pos) = puzzles.pick_holding(n, seed) else {
            return Err(Error::worded(StatusCode::NOT_FOUND, move |lang| {
                t!(lang, "puzzles-hold-none-of-length", n = n)
            })
            .titled(Title::NoSuchPuzzle));
        };
        let to = format!(
            "/puzzles?kind=hold&pos={}&seed={seed}",
            enc(&pos.to_string())
        );
        let res = Redirect::to(&c.link_flipped(&to)).into_response();
        return Ok(match q.seed {
            Some(_) => res,
            None => crate::cache::no_store(res),
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
    let seed = q.seed.unwrap_or(0);
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
            if !st.solved {
                st.hint = crate::hints::hint_at(&source, &st.now, step)?;
            }
            Ok::<_, Error>(st)
        })
        .await??;
    let m = if q.part.as_deref() == Some("main") {
        main_part(c, &st, cx.rules())
    } else {
        whole_page(c, &st, cx.rules())
    };
    Ok(page::response(StatusCode::OK, m))
}
