//! `/play`'s endings the players choose, and the parts of the page around them: resigning and
//! offering a draw (`end=resign`, `end=draw`, carried in the game's address like its moves),
//! the engine's answer by its level's rule ([`Level::accepts_draw`], in the library), the end
//! lines, the row of tools under the board, and the two-player page's title.
//!
//! * `end=resign`: the side to move resigns (against the engine: the player, on their turn).
//! * `end=draw`: the side to move offers a draw. Against the engine its level answers by its
//!   rule on the table's value of the position for the engine; accepted, the game is drawn by
//!   agreement and its address keeps `end=draw`; declined, the page says so and the game goes on
//!   (its address drops `end=draw`: the offer costs no move). Between two players it is agreed.

use maud::{html, Markup};
use sibi_solver::query::game::{DrawAnswer, EndRefused, Ending, Game, Turn};
use sibi_solver::query::play::{DrawRule, Level};

use super::super::board::steps_button;
use super::super::context::Context;
use super::super::error::Error;
use super::super::hints;
use super::super::i18n::Lang;
use super::super::lines::broadcast_start;
use super::super::page::Ctx;
use super::super::query::Choice;
use super::{refused, Settings};
use crate::catalogue::facts;
use crate::t;

/// `end=repetition|resign|draw`: how the players end the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// Stopped as a draw by repetition (the position stood three times).
    Repetition,
    /// The side to move resigns.
    Resign,
    /// The side to move offers a draw (ended when it is accepted).
    Draw,
}

impl Choice for End {
    const KEY: &'static str = "end";
    const WORDS: &'static [&'static str] = &["repetition", "resign", "draw"];
    const MEANINGS: &'static [End] = &[End::Repetition, End::Resign, End::Draw];
}

impl End {
    /// Its word in the address.
    pub(super) fn word(self) -> &'static str {
        let k = End::MEANINGS
            .iter()
            .position(|&e| e == self)
            .expect("every ending has a word");
        End::WORDS[k]
    }

    /// How `game` was ended by its players, as its address says it: `None` while it goes on or
    /// when it ended on the board.
    pub(super) fn of(game: &Game) -> Option<End> {
        match game.ending() {
            Some(Ending::Resigned(_)) => Some(End::Resign),
            Some(Ending::DrawAgreed) => Some(End::Draw),
            None => game.stopped_by_repetition().then_some(End::Repetition),
        }
    }
}

/// Plays `end=resign` or `end=draw` on the game its address replayed (a stop by repetition was
/// claimed by the replay); returns the answer to a draw offer.
///
/// # Errors
/// 400 when the game is over already or it is the engine's turn; the table's error.
pub(super) fn apply(
    cx: &Context,
    game: &mut Game,
    end: Option<End>,
) -> Result<Option<DrawAnswer>, Error> {
    let answer = match end {
        None | Some(End::Repetition) => return Ok(None),
        Some(End::Resign) => game.resign().map(|_| None),
        Some(End::Draw) => game.offer_draw(&cx.table)?.map(Some),
    };
    let word = end.map_or("", End::word);
    answer.map_err(|e| {
        refused(move |lang| match e {
            EndRefused::Over(o) => t!(
                lang,
                "play-end-over",
                end = word,
                how = facts::termination(lang, o.termination)
            ),
            EndRefused::EngineTurn(_) => t!(lang, "play-end-engine-turn", end = word),
        })
    })
}

/// The end line of a game its players ended: who resigned (by colour, and "you" against the
/// engine) and who wins, or the draw agreed; `None` for any other state.
pub(super) fn end_line(lang: Lang, g: &Settings) -> Option<String> {
    let n = g.game.moves().len();
    let who = if g.level.is_some() { "you" } else { "side" };
    Some(match g.game.ending()? {
        Ending::Resigned(side) => t!(
            lang,
            "play-over-resigned",
            who = who,
            side = side.to_string(),
            other = side.other().to_string(),
            n = n
        ),
        Ending::DrawAgreed => t!(
            lang,
            "play-over-agreed",
            who = if g.level.is_some() {
                "engine"
            } else {
                "players"
            },
            n = n
        ),
    })
}

/// The answer to a draw offer the engine declined (the game goes on), as an alert.
pub(super) fn declined(lang: Lang, g: &Settings) -> Markup {
    html! {
        @if g.offer.is_some_and(|a| !a.accepted) {
            p #draw-answer.declined role="alert" { (t!(lang, "play-draw-declined")) }
        }
    }
}

/// The rule by which `level` answers a draw offer, in one sentence.
fn rule_sentence(lang: Lang, level: Level) -> String {
    let rule = match level.draw_rule() {
        DrawRule::UnlessWinning => "unless-winning",
        DrawRule::WhenLosing => "when-losing",
    };
    t!(lang, "play-draw-rule", rule = rule, level = level.number())
}

/// On a person's turn: **Resign** and **Offer a draw** (links to the game with `end=resign`,
/// `end=draw`), and the rule by which the engine answers.
pub(super) fn buttons(c: &Ctx, g: &Settings) -> Markup {
    if !matches!(g.game.turn(), Turn::Human(_)) {
        return html! {};
    }
    let lang = c.lang;
    let moves = g.game.moves();
    let rule = match g.level {
        Some(level) => rule_sentence(lang, level),
        None => t!(lang, "play-draw-rule-two"),
    };
    html! {
        div.endgame {
            a #resign href=(g.href(c, "/play", moves, Some(End::Resign))) rel="nofollow" { (t!(lang, "play-resign")) }
            " · "
            a #offer-draw href=(g.href(c, "/play", moves, Some(End::Draw))) rel="nofollow" { (t!(lang, "play-offer-draw")) }
            p.units.drawrule { (rule) }
        }
    }
}

/// The row of tools under the board, every link separated by " · ": undo, the stop by
/// repetition, the game's link, the values' switch and, at the end, the downloads; the step
/// marks' button (shown by the script) after them.
pub(super) fn tools(cx: &Context, g: &Settings, undo: Option<String>) -> Markup {
    let c = &cx.page;
    let lang = c.lang;
    let line = g.game.line();
    let over = matches!(g.game.turn(), Turn::Over(_));
    let here = g.here(c);
    let repetition = g
        .game
        .can_claim_repetition()
        .then(|| g.href(c, "/play", g.game.moves(), Some(End::Repetition)));
    let record = g.href(c, "/play/record", g.game.moves(), End::of(&g.game));
    let mut items: Vec<Markup> = Vec::new();
    if let Some(u) = undo {
        items.push(html! { a #undo href=(u) { (t!(lang, "play-undo")) } });
    }
    if let Some(d) = repetition {
        items.push(html! { a #draw href=(d) { (t!(lang, "play-stop-repetition")) } });
    }
    items.push(html! { a #link href=(here) { (t!(lang, "play-link")) } });
    items.push(hints::switch(
        c,
        &g.here(&c.hiding(true)),
        &g.here(&c.hiding(false)),
        over.then(|| format!("{here}&show=1")).as_deref(),
    ));
    if over {
        items.push(html! { a #download href=(record) download { (t!(lang, "play-download")) } });
        if broadcast_start(line.rules(), line.start()) && !line.moves().is_empty() {
            items.push(html! { a #download-table href={ (record) "&format=broadcast" } download { (t!(lang, "lines-download-table")) } });
        }
    }
    html! {
        div.tools {
            @for (k, item) in items.into_iter().enumerate() {
                @if k > 0 { " · " }
                (item)
            }
            " " (steps_button(lang))
        }
    }
}

/// The page's title: against the engine, or two players on one board (`two`).
pub(super) fn title(lang: Lang, two: bool) -> String {
    if two {
        t!(lang, "play-two-title")
    } else {
        t!(lang, "play-title")
    }
}

/// The line under the title.
pub(super) fn intro(lang: Lang, two: bool) -> String {
    if two {
        t!(lang, "play-two-intro")
    } else {
        t!(lang, "play-intro")
    }
}

/// Whether the page is the two-player one: its game is, or (no game) its form asks for it.
pub(super) fn two_players(game: Option<&Settings>, opponent: Option<&str>) -> bool {
    match game {
        Some(g) => g.level.is_none(),
        None => opponent == Some("human"),
    }
}
