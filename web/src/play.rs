//! `/play`: a game against the engine at a chosen level, rendered on the server from the
//! library's [`Game`] as the explorer is — the same board, moves as links — so that it works
//! without JavaScript; `/static/app.js` makes the moves with the mouse and fetches the next
//! state without a reload, as on the explorer.
//!
//! * `GET /play` — the settings form (side, who moves first, level, start position or any
//!   position by its text, layout), and, once they are given, the game at the state its link
//!   gives: `/play?pos=START&moves=M1+M2…&level=N&side=a|d&seed=S[&end=repetition|resign|draw]
//!   [&layout=vertical]` (resigning and the draw offer: the module `end`). On the player's
//!   turn each legal move is a link to the state after it; on the engine's turn the page names
//!   the state after the engine's move (`data-next` of `main`; a `<noscript>` refresh follows
//!   it after a second without JavaScript, the script after a human-sized pause); at the end,
//!   the game annotated and its record.
//! * `GET /play/record?…` — the game's canonical record (format 2, [`Game::record`]), as a
//!   download; `&end=repetition` stops it as a draw by repetition (refused unless the position
//!   stood three times).
//! * `GET /play/annotation?…` — the game annotated as `/games/annotate` shows a record (an HTML
//!   fragment).
//! * `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]` —
//!   [`sibi_solver::query::play::EngineMove`] as JSON; 400 with `{"error": …}` for a bad
//!   position, level or seed, or a position where the game is over.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use maud::{html, Markup};
use serde::Deserialize;
use sibi_solver::line::Termination;
use sibi_solver::query::game::{Game, GameError, Refused, Seat, Turn};
use sibi_solver::query::play::{engine_move, engine_move_in_line, Level};
use sibi_solver::record::{write_canonical, GameRecord};
use sibi_solver::rng::fresh_seed;
use sibi_solver::{move_hanja, Color, Move, Position};

use super::broadcast_games::{annotate_at_most, longest};
use super::context::Context;
use super::error::Error;
use super::explorer::api_line;
use super::games;
use super::hints;
use super::i18n::Lang;
use super::page::{self, enc, Ctx};
use super::query::{self, Choice, Query};
use crate::catalogue::facts;
use crate::t;
use end::End;
use sibi_solver::query::game::DrawAnswer;
use std::sync::Arc;

#[path = "play_end.rs"]
mod end;

/// The most hints a game's address counts (a larger `hints=` counts as this many).
const MAX_HINTS: u32 = 9999;

/// The level a new game gets when none is chosen.
const DEFAULT_LEVEL: u8 = 5;

/// How long a page of the engine's turn waits before it shows the engine's move without
/// JavaScript (`<meta http-equiv="refresh">`, whole seconds); the script waits 600 ms.
const ENGINE_PAUSE_SECONDS: u8 = 1;

/// A 400 whose message the catalogue words, in the page's language (English in JSON).
fn refused(words: impl Fn(Lang) -> String + Send + Sync + 'static) -> Error {
    Error::worded(StatusCode::BAD_REQUEST, words)
}

/// `POS moves MOVES` (or `POS` alone).
///
/// # Errors
/// 400 naming `moves` when the two together are longer than a query may be
/// ([`MAX_QUERY_BYTES`](sibi_solver::limits::MAX_QUERY_BYTES)).
fn with_moves(pos: &str, moves: &str) -> Result<String, Error> {
    if moves.is_empty() {
        return Ok(pos.to_string());
    }
    let text = format!("{pos} moves {moves}");
    let max = sibi_solver::limits::MAX_QUERY_BYTES;
    if text.len() > max {
        let (plies, bytes) = (moves.split_whitespace().count(), moves.len());
        let about = (max - pos.len() - " moves ".len()) / "B2C2 ".len();
        return Err(refused(move |lang| {
            t!(
                lang,
                "play-too-many-moves",
                plies = plies,
                bytes = bytes,
                max = max,
                about = about
            )
        }));
    }
    Ok(text)
}

/// Whether position text carries moves (the word `moves`, as `sibi probe` reads it).
fn has_moves_word(text: &str) -> bool {
    text.split_whitespace()
        .any(|w| w == sibi_solver::query::MOVES)
}

/// `start=start|text`: from the start position, or from the text typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StartKind {
    Start,
    Text,
}

impl Choice for StartKind {
    const KEY: &'static str = "start";
    const WORDS: &'static [&'static str] = &["start", "text"];
    const MEANINGS: &'static [StartKind] = &[StartKind::Start, StartKind::Text];
}

/// `first=you|engine`: who moves first from the start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum First {
    You,
    Engine,
}

impl Choice for First {
    const KEY: &'static str = "first";
    const WORDS: &'static [&'static str] = &["you", "engine"];
    const MEANINGS: &'static [First] = &[First::You, First::Engine];
}

/// `opponent=engine|human`: against the engine, or two people on one board (the table silent
/// until the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opponent {
    Engine,
    Human,
}

impl Choice for Opponent {
    const KEY: &'static str = "opponent";
    const WORDS: &'static [&'static str] = &["engine", "human"];
    const MEANINGS: &'static [Opponent] = &[Opponent::Engine, Opponent::Human];
}

/// `layout=horizontal|vertical`: how the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Horizontal,
    Vertical,
}

impl Choice for Layout {
    const KEY: &'static str = "layout";
    const WORDS: &'static [&'static str] = &["horizontal", "vertical"];
    const MEANINGS: &'static [Layout] = &[Layout::Horizontal, Layout::Vertical];
}

/// The query of a `/play` game (and of its record and annotation): its settings, typed.
#[derive(Debug, Default, Deserialize)]
pub struct PlayQuery {
    #[serde(default, deserialize_with = "query::side")]
    side: Option<Color>,
    #[serde(default, deserialize_with = "query::level")]
    level: Option<Level>,
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
    #[serde(default, deserialize_with = "query::choice")]
    start: Option<StartKind>,
    #[serde(default, deserialize_with = "query::choice")]
    first: Option<First>,
    #[serde(default, deserialize_with = "query::choice")]
    layout: Option<Layout>,
    #[serde(default, deserialize_with = "query::choice")]
    opponent: Option<Opponent>,
    /// `end=repetition|resign|draw`: the game stops as a draw by repetition, the side to move
    /// resigns, or it offers a draw (`play_end`).
    #[serde(default, deserialize_with = "query::choice")]
    end: Option<End>,
    pos: Option<String>,
    text: Option<String>,
    moves: Option<String>,
    /// How many hints the player has asked so far (`hints=N`).
    hints: Option<String>,
    /// `main`: only the page's main part, for the script.
    part: Option<String>,
    /// The record's format (`/play/record`): `canonical` (the default) or `broadcast`.
    format: Option<String>,
}

/// What the settings form shows again: the parameters as given (unchecked).
#[derive(Debug, Default, Deserialize)]
pub struct PlayForm {
    /// The player's camp: present once a game is asked for.
    side: Option<String>,
    /// The start position of a link.
    pos: Option<String>,
    /// The start position typed in the form.
    text: Option<String>,
    /// The engine's level.
    level: Option<String>,
    /// `human`: two people on one board.
    opponent: Option<String>,
}

/// A `/play` game as its link gives it: the library's [`Game`] and how the page draws it.
struct Settings {
    game: Game,
    /// The player's camp (two people: the camp drawn at the bottom).
    side: Color,
    /// The engine's level; `None`: two people play (`opponent=human`).
    level: Option<Level>,
    vertical: bool,
    /// How many hints the player has asked (`hints=N`, carried like the moves).
    hints: u32,
    /// The answer to the draw offer of this request (`end=draw`).
    offer: Option<DrawAnswer>,
}

impl Settings {
    /// The game of a `/play` request.
    ///
    /// # Errors
    /// 400 for position text with moves or where the game is over, moves that are not legal, a
    /// draw by repetition claimed too soon, or no position for a table without the start
    /// position; 404 for a position of another table.
    fn of(cx: &Context, q: &PlayQuery) -> Result<Settings, Error> {
        let side = q.side.unwrap_or(Color::A);
        let level = match q.opponent {
            Some(Opponent::Human) => None,
            _ => Some(
                q.level
                    .unwrap_or(Level::new(DEFAULT_LEVEL).expect("a level")),
            ),
        };
        let seed = q.seed.unwrap_or_else(fresh_seed);
        let text = q
            .pos
            .as_ref()
            .or(q.text.as_ref().filter(|_| q.start == Some(StartKind::Text)))
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        let start = match text {
            Some(t) => {
                if has_moves_word(&t) {
                    return Err(refused(|lang| t!(lang, "play-moves-in-pos")));
                }
                // Text without the word `moves` plays no move: the line is its start.
                *cx.line(&t)?.line.start()
            }
            None => {
                if cx.pieces() != sibi_solver::PieceSet::FULL {
                    let (rules, pieces) = (cx.rules(), cx.pieces());
                    return Err(refused(move |lang| {
                        t!(
                            lang,
                            "play-no-start-position",
                            rules = facts::rules_name(lang, rules),
                            pieces = pieces.to_string()
                        )
                    }));
                }
                Position::start(if q.first == Some(First::Engine) {
                    side.other()
                } else {
                    side
                })
            }
        };
        let moves_text = q.moves.as_deref().map(str::trim).unwrap_or("");
        let line = cx.line(&with_moves(&start.to_string(), moves_text)?)?.line;
        let seats = match level {
            Some(level) => Game::against(side, level),
            None => [Seat::Human, Seat::Human],
        };
        let repetition = q.end == Some(End::Repetition);
        let mut game = Game::replay(start, cx.rules(), seats, seed, line.moves(), repetition)
            .map_err(|e| match e {
                GameError::Start(s) => refused(move |lang| {
                    t!(
                        lang,
                        "play-over-at-start",
                        position = s.position.to_string(),
                        why = facts::game_over(lang, s.over, s.position.side_to_move())
                    )
                }),
                GameError::Stop(stop) => refused(move |lang| facts::stop_error(lang, &stop)),
                GameError::Move { ply, error } => refused(move |lang| {
                    t!(
                        lang,
                        "play-ply-refused",
                        ply = ply,
                        why = game_refused(lang, error)
                    )
                }),
            })?;
        let offer = end::apply(cx, &mut game, q.end)?;
        Ok(Settings {
            game,
            offer,
            side,
            level,
            vertical: q.layout == Some(Layout::Vertical),
            hints: q
                .hints
                .as_deref()
                .and_then(|n| n.trim().parse::<u32>().ok())
                .unwrap_or(0)
                .min(MAX_HINTS),
        })
    }

    /// The link of this game after `moves`, ended by its players as `end` says (`end=`), on
    /// `path` (`/play`, `/play/record`), with the page's language when it was chosen.
    fn href(&self, c: &Ctx, path: &str, moves: &[Move], end: Option<End>) -> String {
        self.href_counting(c, path, moves, end, self.hints)
    }

    /// [`Settings::href`] with `hints` hints asked.
    fn href_counting(
        &self,
        c: &Ctx,
        path: &str,
        moves: &[Move],
        end: Option<End>,
        hints: u32,
    ) -> String {
        let opponent = match self.level {
            Some(level) => format!("level={level}"),
            None => "opponent=human".to_string(),
        };
        let mut s = format!(
            "{path}?pos={}&{opponent}&side={}&seed={}",
            enc(&self.game.line().start().to_string()),
            self.side,
            self.game.seed()
        );
        if !moves.is_empty() {
            let texts: Vec<String> = moves.iter().map(Move::to_string).collect();
            s.push_str(&format!("&moves={}", enc(&texts.join(" "))));
        }
        if let Some(e) = end {
            s.push_str(&format!("&end={}", e.word()));
        }
        if self.vertical {
            s.push_str("&layout=vertical");
        }
        if hints > 0 {
            s.push_str(&format!("&hints={hints}"));
        }
        c.link(&s)
    }

    /// The link of the game as it stands.
    fn here(&self, c: &Ctx) -> String {
        self.href(c, "/play", self.game.moves(), End::of(&self.game))
    }

    /// The game's record (format 2).
    fn record(&self, lang: Lang) -> Result<GameRecord, Error> {
        self.game
            .record(
                // A record downloaded from the page names its players in the page's language.
                facts::seat_names(lang, self.game.seats()),
                match self.level {
                    Some(level) => {
                        format!("sibi serve /play, level {level}, seed {}", self.game.seed())
                    }
                    None => "sibi serve /play, two players".to_string(),
                },
            )
            .map_err(|e| refused(move |lang| facts::stop_error(lang, &e)))
    }
}

/// Why a move of a game is refused, in words.
fn game_refused(lang: Lang, r: Refused) -> String {
    match r {
        Refused::Over(o) => t!(
            lang,
            "game-refused-over",
            how = facts::termination(lang, o.termination)
        ),
        Refused::Illegal(m) => t!(lang, "game-refused-illegal", move = m.to_string()),
    }
}

/// The settings of a link that must name its game: `pos` and `level` given.
fn named_game(cx: &Context, q: &PlayQuery) -> Result<Settings, Error> {
    if q.pos.as_deref().is_none_or(|p| p.trim().is_empty()) {
        return Err(refused(|lang| t!(lang, "play-missing-pos")));
    }
    if q.level.is_none() && q.opponent != Some(Opponent::Human) {
        return Err(refused(|lang| t!(lang, "play-missing-level")));
    }
    Settings::of(cx, q)
}

/// `GET /play/record?…`: the record, as a file to save (a refusal in plain text).
pub async fn record_file(cx: Context, Query(q): Query<PlayQuery>) -> Result<Response, Error> {
    let g = named_game(&cx, &q)?;
    let record = g.record(cx.page.lang)?;
    let table = match q.format.as_deref() {
        None | Some("canonical") => None,
        Some("broadcast") => Some(sibi_solver::record::write_published(&record).map_err(|e| {
            refused(move |lang| match e {
                sibi_solver::record::TableError::NotFromStart => {
                    t!(lang, "lines-error-not-from-start")
                }
                sibi_solver::record::TableError::NoMoves => t!(lang, "lines-error-no-moves"),
                sibi_solver::record::TableError::Illegal { ply } => {
                    t!(lang, "lines-error-illegal", ply = ply)
                }
            })
        })?),
        Some(other) => {
            let other = sibi_solver::limits::echo(other);
            return Err(refused(move |lang| {
                t!(lang, "lines-error-format", value = other.clone())
            }));
        }
    };
    let ext = if table.is_some() {
        "broadcast.txt"
    } else {
        "gibo"
    };
    // Without a seed the record names a fresh one.
    let seeded = |res: Response| match q.seed {
        Some(_) => res,
        None => super::cache::no_store(res),
    };
    Ok(seeded(
        (
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=utf-8".to_string(),
                ),
                (
                    header::CONTENT_DISPOSITION,
                    match g.level {
                        Some(level) => format!(
                            "attachment; filename=\"sibi-play-level{level}-seed{}.{ext}\"",
                            g.game.seed()
                        ),
                        None => format!(
                            "attachment; filename=\"sibi-play-two-players-{}.{ext}\"",
                            g.game.seed()
                        ),
                    },
                ),
            ],
            table.unwrap_or_else(|| write_canonical(&record)),
        )
            .into_response(),
    ))
}

/// The game annotated, as `/games/annotate` shows a record: the text the download holds, read
/// back as `sibi annotate` reads it, under the heavy limits (a game of a long address is
/// hundreds of plies).
async fn annotation_of(cx: &Context, g: &Settings) -> Result<Annotated, Error> {
    let text = write_canonical(&g.record(cx.page.lang)?);
    let (state, max) = (Arc::clone(&cx.state), cx.heavy.max_record_plies);
    let mut a = cx
        .heavy
        .run(move |stop| annotate_at_most(&state.table, &text, max, None, stop))
        .await?
        .map_err(|r| Error::worded(r.status(), move |lang| r.words(lang)))?;
    // Against the engine only the person's strength is estimated (the engine's level is known).
    if g.level.is_some() {
        a.strength.forget(g.side.other());
    }
    Ok(Annotated {
        view: games::annotation_view(&cx.page, &a, longest(&cx.table), None),
        went_wrong: !a.summary.blunders.is_empty(),
    })
}

/// A finished game annotated, and whether a move changed its result (a blunder): only then
/// does its heading ask where it went wrong.
struct Annotated {
    view: Markup,
    went_wrong: bool,
}

/// `GET /play/annotation?…&lang=en|ko`: the game annotated (an HTML fragment; a refusal is a
/// fragment too).
pub async fn annotation(cx: Context, Query(q): Query<PlayQuery>) -> Response {
    let annotated = match named_game(&cx, &q) {
        Ok(g) => annotation_of(&cx, &g).await,
        Err(e) => Err(e),
    };
    match annotated {
        Ok(m) => page::response(StatusCode::OK, m.view),
        Err(e) => page::response(
            e.status,
            html! { p.errmsg role="alert" { (page::prose(&e.text(cx.page.lang))) } },
        ),
    }
}

/// The query of `/api/v1/engine-move`.
#[derive(Debug, Default, Deserialize)]
pub struct EngineQuery {
    /// The position (position text, optionally with `moves`).
    pos: Option<String>,
    /// The engine's level (required).
    #[serde(default, deserialize_with = "query::level")]
    level: Option<Level>,
    /// The engine's seed (a fresh one when absent or empty).
    #[serde(default, deserialize_with = "query::seed")]
    seed: Option<u64>,
}

/// `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]`: the move the level plays.
pub async fn api_engine_move(cx: Context, Query(q): Query<EngineQuery>) -> Result<Response, Error> {
    let line = api_line(&cx, q.pos.as_deref())?;
    let level = q
        .level
        .ok_or_else(|| refused(|lang| t!(lang, "play-missing-level")))?;
    let seed = q.seed.unwrap_or_else(fresh_seed);
    let pos = match line.line.king_capture() {
        None => *line.line.last_position(),
        Some((_, mv)) => {
            return Err(refused(
                move |lang| t!(lang, "play-game-over-captured", move = mv.to_string()),
            ))
        }
    };
    // Level 11 searches (query::press): heavy work, off the async workers and under its limits.
    let chosen = if level == Level::PRESSING {
        let (state, line) = (Arc::clone(&cx.state), line.line.clone());
        cx.heavy
            .run(move |_| engine_move_in_line(&state.table, &line, level, seed))
            .await??
    } else {
        engine_move(&cx.table, &pos, level, seed)?
    };
    match chosen {
        Some(m) => {
            let res = Json(m).into_response();
            Ok(match q.seed {
                Some(_) => res,
                None => super::cache::no_store(res),
            })
        }
        None => {
            let over = pos.game_over(cx.rules());
            Err(refused(move |lang| {
                t!(
                    lang,
                    "play-game-over-no-move",
                    position = pos.to_string(),
                    why = over
                        .map(|g| facts::game_over(lang, g, pos.side_to_move()))
                        .unwrap_or_default()
                )
            }))
        }
    }
}

/// `GET /play[?side=a|d&first=you|engine&level=N&start=start|text&text=POS&pos=POS&moves=…
/// &seed=S&end=repetition&layout=vertical&part=main]`: the form, and the game once `side` or
/// `pos` is given (a refusal is shown above the form); `part=main`: only the page's main part,
/// for the script.
pub async fn play_page(
    cx: Context,
    Query(form): Query<PlayForm>,
    settings: Result<Query<PlayQuery>, Error>,
) -> Response {
    let c = &cx.page;
    let part = matches!(&settings, Ok(Query(q)) if q.part.as_deref() == Some("main"));
    let started = form.side.is_some() || form.pos.is_some();
    // A game asked without a seed gets a fresh one: the same request would give another.
    let fresh = started && matches!(&settings, Ok(Query(q)) if q.seed.is_none());
    let seeded = |res: Response| {
        if fresh {
            super::cache::no_store(res)
        } else {
            res
        }
    };
    let (status, game, error) = if !started {
        (StatusCode::OK, None, None)
    } else {
        match settings.and_then(|Query(q)| Settings::of(&cx, &q)) {
            Ok(s) => (StatusCode::OK, Some(s), None),
            Err(e) => (e.status, None, Some(e.text(c.lang))),
        }
    };
    // A finished game is shown annotated (heavy work: off the async workers).
    let annotation = match &game {
        Some(g) if matches!(g.game.turn(), Turn::Over(_)) && !c.hidden() => {
            match annotation_of(&cx, g).await {
                Ok(m) => Some(m),
                Err(e) => return e.page(c, &cx.here),
            }
        }
        _ => None,
    };
    let main = match play_main(&cx, &form, game.as_ref(), annotation, error.as_deref()) {
        Ok(m) => m,
        Err(e) => return e.page(c, &cx.here),
    };
    if part {
        return seeded(page::response(status, main));
    }
    let next = game.as_ref().and_then(|g| next_href(&cx, g).ok().flatten());
    seeded(page::response(
        status,
        document(c, &form, game.as_ref(), next.as_deref(), main),
    ))
}

/// The link of the state after the engine's move, when it is the engine's turn.
fn next_href(cx: &Context, g: &Settings) -> Result<Option<String>, Error> {
    let Some(m) = g.game.engine_choice(&cx.table)? else {
        return Ok(None);
    };
    let mut moves = g.game.moves().to_vec();
    moves.push(m.mv);
    Ok(Some(g.href(&cx.page, "/play", &moves, None)))
}

/// The whole page around `main`: the language switch keeps the game.
fn document(
    c: &Ctx,
    form: &PlayForm,
    game: Option<&Settings>,
    next: Option<&str>,
    main: Markup,
) -> Markup {
    let other = Ctx {
        lang: c.lang.other(),
        lang_explicit: true,
        ..*c
    };
    let switch = match game {
        Some(g) => other.this_page(g.here(&other)),
        None => {
            let mut s = "/play".to_string();
            if let Some(t) = form.text.as_deref().or(form.pos.as_deref()) {
                s.push_str(&format!("?text={}", enc(t)));
            }
            other.link(&s)
        }
    };
    let refresh = html! {
        @if let Some(n) = next {
            noscript { meta http-equiv="refresh" content={ (ENGINE_PAUSE_SECONDS) "; url=" (n) }; }
        }
    };
    let two = end::two_players(game, form.opponent.as_deref());
    let title = format!("sibi · {}", end::title(c.lang, two));
    page::document_with(
        c,
        &title,
        refresh,
        html! {
            (page::header(c, &switch))
            (main)
        },
    )
}

/// The main part: the form (open when no game is under way) and the game, with its
/// `annotation` once it is over.
fn play_main(
    cx: &Context,
    p: &PlayForm,
    game: Option<&Settings>,
    annotation: Option<Annotated>,
    error: Option<&str>,
) -> Result<Markup, Error> {
    let c = &cx.page;
    let next = match game {
        Some(g) => next_href(cx, g)?,
        None => None,
    };
    let game_part = match game {
        Some(g) => Some(game_section(cx, g, annotation)?),
        None => None,
    };
    // The explorer at the game's position, for a reader without JavaScript.
    let explorer = match game {
        Some(g) => c.link(&format!(
            "/?pos={}",
            enc(&g.game.line().last_position().to_string())
        )),
        None => c.link("/"),
    };
    let two = end::two_players(game, p.opponent.as_deref());
    let title = end::title(c.lang, two);
    Ok(html! {
        main #main.play data-next=[next] data-title={ "sibi · " (title) } {
            h1 { (title) }
            p.units { (end::intro(c.lang, two)) }
            @if let Some(e) = error { p.errmsg role="alert" { (page::prose(e)) } }
            (settings_form(cx, p, game))
            @if let Some(g) = game_part { (g) }
            noscript { p.nojs { (t!(c.lang, "play-no-js")) " " a href=(explorer) { (t!(c.lang, "page-explore")) } (t!(c.lang, "play-no-js-after")) } }
        }
    })
}

/// The settings form: side, start, level (each with its description), layout.
fn settings_form(cx: &Context, p: &PlayForm, game: Option<&Settings>) -> Markup {
    let c = &cx.page;
    let lang = c.lang;
    let level_now = game
        .and_then(|g| g.level)
        .or_else(|| p.level.as_deref().and_then(|l| l.parse().ok()))
        .unwrap_or(Level::new(DEFAULT_LEVEL).expect("a level"));
    let side_now = game.map_or(Color::A, |g| g.side);
    let two = end::two_players(game, p.opponent.as_deref());
    let vertical = game.is_some_and(|g| g.vertical);
    let full = cx.table.pieces() == sibi_solver::PieceSet::FULL;
    let text_now = p.text.clone().or(p.pos.clone()).unwrap_or_default();
    html! {
        details.settings open[game.is_none()] {
            summary { (t!(lang, "play-settings")) }
            form #settings method="get" action="/play" {
                (c.lang_field())
                fieldset {
                    legend { (t!(lang, "play-your-side")) }
                    @for s in Color::BOTH {
                        label { input type="radio" name="side" value=(s) checked[s == side_now]; " " (lang.player(s)) }
                        " "
                    }
                }
                fieldset {
                    legend { (t!(lang, "play-start")) }
                    @if full {
                        label { input type="radio" name="start" value="start" checked[text_now.is_empty()]; " " (t!(lang, "play-start-position")) }
                        " — " (t!(lang, "play-first")) ": "
                        select name="first" {
                            option value="you" { (t!(lang, "play-you-first")) }
                            option value="engine" { (t!(lang, "play-engine-first")) }
                        }
                        br;
                    }
                    label { input type="radio" name="start" value="text" checked[!full || !text_now.is_empty()]; " " (t!(lang, "play-this-position")) }
                    " "
                    input #text type="text" name="text" value=(text_now) placeholder="M2g/KPpk/G2m - a" spellcheck="false" autocomplete="off";
                }
                fieldset {
                    legend { (t!(lang, "play-opponent")) }
                    label { input type="radio" name="opponent" value="engine" checked[!two]; " " (t!(lang, "play-vs-engine")) }
                    " "
                    select #level name="level" aria-label=(t!(lang, "play-level")) {
                        @for l in Level::all() {
                            option value=(l) selected[l == level_now] { (l) " · " (facts::level_name(lang, l)) }
                        }
                    }
                    details.levelinfo {
                        summary { (t!(lang, "play-levels-figures")) }
                        ol.levels {
                            @for l in Level::all() {
                                li data-level=(l) class=[(l == level_now).then_some("chosen")] { b { (facts::level_name(lang, l)) } ": " (facts::level_description(lang, l)) }
                            }
                        }
                        p.units { "(" (facts::level_note(lang)) ")" }
                    }
                    label { input #two type="radio" name="opponent" value="human" checked[two]; " " (t!(lang, "play-vs-human")) }
                }
                fieldset {
                    legend { (t!(lang, "play-layout")) }
                    label { input type="radio" name="layout" value="horizontal" checked[!vertical]; " " (t!(lang, "play-horizontal")) }
                    " "
                    label { input type="radio" name="layout" value="vertical" checked[vertical]; " " (t!(lang, "play-vertical")) }
                }
                button #new type="submit" { (t!(lang, "play-new-game")) }
            }
        }
    }
}

/// What the game's status line says: whose turn, or how it ended.
fn status(lang: Lang, g: &Settings) -> String {
    if let Some(line) = end::end_line(lang, g) {
        return line;
    }
    let n = g.game.moves().len();
    match g.game.turn() {
        Turn::Human(side) if g.level.is_none() => t!(lang, "play-turn", side = side.to_string()),
        Turn::Human(side) => t!(lang, "play-your-turn", side = side.to_string()),
        Turn::Engine(_, level) => t!(
            lang,
            "play-thinking",
            level = level.number(),
            name = facts::level_name(lang, level)
        ),
        Turn::Over(o) if o.termination == Termination::Repetition => {
            t!(lang, "play-over-repetition", n = n)
        }
        Turn::Over(o) => {
            let winner = match (g.level, o.winner) {
                (None, Some(c)) => c.to_string(),
                (Some(_), w) if w == Some(g.side) => "you".to_string(),
                _ => "engine".to_string(),
            };
            t!(
                lang,
                "play-over",
                winner = winner,
                how = o.termination.name(),
                n = n
            )
        }
    }
}

/// The game: its status, the board, the player's moves as links, the moves played, the tools,
/// and at the end the game annotated (`annotation`).
fn game_section(
    cx: &Context,
    g: &Settings,
    annotation: Option<Annotated>,
) -> Result<Markup, Error> {
    let c = &cx.page;
    let lang = c.lang;
    let line = g.game.line();
    let turn = g.game.turn();
    let over = matches!(turn, Turn::Over(_));
    let board_ctx = Ctx {
        flip: g.side == Color::D,
        ..*c
    };
    // After a king capture: the capture drawn on the position it was played in.
    let last = line.moves().last().copied();
    let shown = line
        .position()
        .copied()
        .unwrap_or_else(|| *line.last_position());
    let ended = match turn {
        Turn::Over(o) => Some(o.termination.name()),
        _ => None,
    };
    let choices: Vec<(Move, Option<String>)> = match turn {
        Turn::Human(_) => shown
            .legal_moves(line.rules())
            .iter()
            .map(|&m| {
                let mut moves = g.game.moves().to_vec();
                moves.push(m);
                (m, Some(g.href(c, "/play", &moves, None)))
            })
            .collect(),
        _ => Vec::new(),
    };
    let hint = match turn {
        Turn::Human(_) => hints::hint_at(&cx.table, &shown, c.hint)?,
        _ => None,
    };
    let here = g.here(c);
    // Asking a hint counts one (its second step, asked after the first, no more).
    let ask_once = g.href_counting(c, "/play", g.game.moves(), End::of(&g.game), g.hints + 1);
    let undo = g
        .game
        .undo_point()
        .map(|k| g.href(c, "/play", &g.game.moves()[..k], None));
    Ok(html! {
        section #play data-pos=(line.position().map(|p| p.to_string()).unwrap_or_default())
            data-side=(g.side) data-level=[g.level] data-seed=(g.game.seed())
            data-layout=(if g.vertical { "vertical" } else { "horizontal" }) data-ended=[ended] {
            p #status role="status" { (status(lang, g)) }
            (end::declined(lang, g))
            div #board { (hints::board(&board_ctx, &shown, line.rules(), last, hint.as_ref(), g.vertical, line.king_capture().map(|(_, m)| m))) }
            (end::buttons(c, g))
            @if matches!(turn, Turn::Human(_)) {
                (hints::hint_part(c, &shown, hint.as_ref(), [&hints::with_hint(&ask_once, 1), &hints::with_hint(if c.hint > 0 { &here } else { &ask_once }, 2)]))
            }
            @if !choices.is_empty() {
                section.choices {
                    h2 { (match (g.level, turn) {
                        (None, Turn::Human(side)) => t!(lang, "play-moves-of", side = side.to_string()),
                        _ => t!(lang, "play-your-moves"),
                    }) }
                    ul.movelist {
                        @for (m, href) in &choices {
                            (choice_item(lang, &shown, *m, href.as_deref()))
                        }
                    }
                }
            }
            (end::tools(cx, g, undo))
            @if !line.moves().is_empty() {
                section.played {
                    h2 { (t!(lang, "play-moves-played")) }
                    ol.played {
                        @for (pos, m) in line.plies() {
                            li { span.side { (lang.player(pos.side_to_move())) } " " span.cmv { (m) } " " span.hj { (lang.hanja(&move_hanja(pos, m))) } }
                        }
                    }
                }
            }
            @if let Some(level) = g.level {
                p.units { (facts::level_title(lang, level)) " — " (facts::level_description(lang, level)) }
            }
            @if over {
                p.hintsused data-hints=(g.hints) { (t!(lang, "hints-used", n = g.hints)) }
            }
            @if let Some(a) = annotation {
                div #annotation {
                    h2 { (if a.went_wrong { t!(lang, "play-annotation-wrong") } else { t!(lang, "play-annotation") }) }
                    (a.view)
                }
            }
        }
    })
}

/// One of the player's moves: a link to the state after it, with the data the script needs to
/// make it on the board (no value: the table is silent while the game goes on).
fn choice_item(lang: Lang, pos: &Position, m: Move, href: Option<&str>) -> Markup {
    let (from, drop) = match m {
        Move::Step { from, .. } => (Some(from.to_string()), None),
        Move::Drop { role, .. } => (None, Some(role.upper_char().to_string())),
    };
    html! {
        li.mv data-move=(m) data-to=(m.to()) data-from=[from] data-drop=[drop] data-wdl="" {
            @if let Some(h) = href {
                a href=(h) { span.cmv { (m) } " " span.hj { (lang.hanja(&move_hanja(pos, m))) } }
            }
        }
    }
}
