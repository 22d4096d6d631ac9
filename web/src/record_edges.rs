//! The rough edges of the record pages: the annotate form's example record, its link to the
//! record formats and its first-mover choice for a plain move list; the byte limit the form's
//! script checks before sending; a game's final position as its last page shows it.

use maud::{html, Markup};
use sibi_solver::limits::MAX_RECORD_BYTES;
use sibi_solver::line::Line;
use sibi_solver::record::{Outcome, DEFAULT_FIRST, MOVE_LIST_NAMES};
use sibi_solver::{Color, Rules};

use super::i18n::Lang;
use super::page::Ctx;
use crate::catalogue::facts;
use crate::t;

/// The example of the form: the first four plies of the death match of The Genius: Black
/// Garnet (data/broadcast/black-garnet-07-deathmatch.gibo), as a canonical record.
pub const EXAMPLE_RECORD: &str = "format: sibi-record 1
player-a: 오현민
player-d: 이종범
first: d

C2B2\t# 1. 이종범: B2子x
A1B2\t# 1. 오현민: B2相x
P*C2\t# 2. 이종범: C2子打
B2A1\t# 2. 오현민: A1相
";

/// The same four plies as a plain move list in the broadcasts' short form (Red first).
pub const EXAMPLE_MOVES: &str = "1. B2子x B2相x 2. C2子打 A1相";

/// Where the record formats are described: the rules page's section (its id).
pub const FORMATS_SECTION: &str = "records";

/// The example and the link to the formats, shown under the form's help.
pub fn example(ctx: &Ctx) -> Markup {
    let lang = ctx.lang;
    html! {
        details.record-example open {
            summary { (t!(lang, "edges-example-h")) }
            p { (t!(lang, "edges-example-intro")) }
            // A record is data in its format (its keys are the format's, in any language).
            pre.example-record translate="no" { (EXAMPLE_RECORD) }
            pre.example-moves translate="no" { (EXAMPLE_MOVES) }
            p { a.formats href={ (ctx.link("/rules")) "#" (FORMATS_SECTION) } { (t!(lang, "edges-formats-link")) } }
        }
    }
}

/// The form's choice of who moves first in a plain move list (`first=a|d`), `chosen` selected.
pub fn first_select(lang: Lang, chosen: Color) -> Markup {
    html! {
        label.first {
            (t!(lang, "edges-first-label")) " "
            select #first name="first" {
                @for c in Color::BOTH {
                    option value=(c) selected[c == chosen] { (facts::player(lang, c)) }
                }
            }
        }
    }
}

/// The first mover a form's `first` field asks for (the start position's side to move when
/// absent or unknown).
pub fn first_of(field: Option<&str>) -> Color {
    match field {
        Some("d") => Color::D,
        Some("a") => Color::A,
        _ => DEFAULT_FIRST,
    }
}

/// The form's data for its script: the byte limit and the refusal over it, in the page's
/// language (the server's words: the script shows them without sending).
pub fn limit_attrs(lang: Lang) -> (usize, String) {
    (
        MAX_RECORD_BYTES,
        t!(lang, "record-too-large", bytes = MAX_RECORD_BYTES),
    )
}

/// The players' names of a record read from a plain move list, in `lang` (the library names
/// them by their colours in English); other names unchanged.
pub fn players_in(lang: Lang, players: &mut [String; 2]) {
    if *players == MOVE_LIST_NAMES.map(String::from) {
        *players = Color::BOTH.map(|c| facts::player(lang, c));
    }
}

/// A game's final position: the board as it stands after the last legal ply of `line` (a 王
/// taken is drawn as the capture played, the taken 王 gone; a try held stands as it is), the
/// winner's pieces in their colour, and the line saying how it ended.
pub fn final_position(
    ctx: &Ctx,
    line: &Line,
    rules: Rules,
    players: &[String; 2],
    outcome: Outcome,
) -> Markup {
    let lang = ctx.lang;
    let bctx = Ctx {
        flip: false,
        ..*ctx
    };
    let last = line.moves().last().copied();
    let capture = line.king_capture().map(|(_, m)| m);
    let winner = outcome
        .winner
        .or_else(|| line.end().and_then(|_| line.winner()));
    html! {
        figure.final-position data-winner=[winner] {
            figcaption { (t!(lang, "edges-final-h")) }
            (super::board::final_board(&bctx, line.last_position(), rules, last, capture, winner))
            p.final-line { (facts::outcome(lang, players, outcome)) }
        }
    }
}

/// The rules page's section on the record formats (the three forms a record may take).
pub fn formats_section(lang: Lang) -> Markup {
    html! {
        h2 #(FORMATS_SECTION) { (t!(lang, "edges-records-h")) }
        ul {
            li { (t!(lang, "edges-records-table")) }
            li { (super::page::prose(&t!(lang, "edges-records-canonical"))) }
            li { (super::page::prose(&t!(lang, "edges-records-moves"))) }
        }
    }
}
