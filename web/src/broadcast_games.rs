//! The broadcast games (기보) embedded in the binary, annotated once at start-up against the
//! table, and the annotation of a record a request sends. No request names a file.

use sibi_solver::limits::MAX_RECORD_BYTES;
use sibi_solver::query::annotate::{annotate_game, GameAnnotation};
use sibi_solver::query::annotate::{check_footnote, FootnoteCheck};
use sibi_solver::record::read_commentary;
use sibi_solver::record::{read_game, CheckedRecord, Expected, Format, Refused};
use sibi_solver::solve::stats::known_longest;
use sibi_solver::table::Tablebase;
use sibi_solver::{MoveText, PieceSet, Rules};

use super::heavy_work::{Stop, Stoppable, Stopped};
use super::i18n::Lang;
use crate::correction::{self, Asker};
use crate::t;

/// The embedded records: (name, canonical record).
pub(crate) use sibi_words::broadcast::RECORDS;

const COMMENTARY: &str = include_str!("../../data/broadcast/commentary.txt");

/// The name of the corrected Black Garnet final.
pub const CORRECTED: &str = "black-garnet-final-corrected";

/// One game of the list.
#[derive(Debug)]
pub struct BroadcastGame {
    /// Its fixed name (the URL).
    pub name: String,
    /// Its annotation.
    pub annotation: GameAnnotation,
    /// Its footnotes, checked.
    pub footnotes: Vec<FootnoteCheck>,
    /// For the corrected record: the name of the record it corrects.
    pub corrects: Option<String>,
}

/// The broadcast games annotated once at start-up, or why there are none (the table is not
/// the full 십이장기 one).
#[derive(Debug)]
pub enum Games {
    /// The games.
    Ready(Vec<BroadcastGame>),
    /// Why there are none.
    Unavailable {
        /// The server's rule set.
        rules: Rules,
        /// The server's piece set.
        pieces: PieceSet,
    },
}

impl Games {
    /// Annotates the embedded records against `table`.
    pub fn load(table: &Tablebase) -> Games {
        if !table.rules().is_the_broadcast_rule_set() || table.pieces() != PieceSet::FULL {
            return Games::Unavailable {
                rules: table.rules(),
                pieces: table.pieces(),
            };
        }
        let notes = read_commentary(COMMENTARY).unwrap_or_default();
        let mut out = Vec::new();
        let expected = Expected {
            rules: table.rules(),
            pieces: table.pieces(),
            max_plies: usize::MAX,
        };
        for (name, text) in RECORDS {
            let Ok(game) = read_game(text, Format::Canonical, expected, None) else {
                continue;
            };
            let first_fix = game.check.corrections.first().map(|c| (c.ply, c.corrected));
            // The record that cannot be played gets its best correction as a game of its own.
            let fixed = first_fix
                .filter(|_| name == "black-garnet-final")
                .and_then(|(ply, mv)| {
                    read_game(text, Format::Canonical, expected, Some((ply, mv.into()))).ok()
                });
            let Ok(a) = annotate_game(table, game) else {
                continue;
            };
            let footnotes = notes
                .iter()
                .filter(|f| f.game == name)
                .filter_map(|f| check_footnote(table, &a, f).ok().flatten())
                .collect();
            out.push(BroadcastGame {
                name: name.to_string(),
                annotation: a,
                footnotes,
                corrects: None,
            });
            if let Some(Ok(a)) = fixed.map(|f| annotate_game(table, f)) {
                out.push(BroadcastGame {
                    name: CORRECTED.to_string(),
                    annotation: a,
                    footnotes: Vec::new(),
                    corrects: Some(name.to_string()),
                });
            }
        }
        Games::Ready(out)
    }

    /// The game named `name`, if the list has it.
    pub fn get(&self, name: &str) -> Option<&BroadcastGame> {
        match self {
            Games::Ready(g) => g.iter().find(|g| g.name == name),
            Games::Unavailable { .. } => None,
        }
    }
}

/// Why a record sent to the server is not annotated: a fact, worded in a language by
/// [`Refusal::words`] (the page's for `/games/annotate`, English for the JSON API).
#[derive(Clone, Debug)]
pub enum Refusal {
    /// More than [`MAX_RECORD_BYTES`] bytes.
    TooLarge,
    /// Not UTF-8 text.
    NotUtf8,
    /// The form could not be read (not `multipart/form-data`, or cut short).
    FormUnreadable,
    /// The record is refused ([`read_game`]): not a record, of another table, longer than the
    /// server annotates (`--max-record-plies`), or the correction asked for cannot be applied
    /// (boxed: a refusal stays small).
    Refused(Box<Refused>),
    /// The table could not be read.
    Table(sibi_solver::table::ProbeError),
    /// The request went away (or its time ran out) before the annotation was done.
    Stopped,
    /// The correction asked for does not read (boxed: a refusal stays small).
    Correction(Box<crate::correction::BadCorrection>),
    /// A form with both a pasted record and a file: which one was meant is not guessed.
    TwoRecords,
    /// A form with neither a pasted record nor a file (or only blanks).
    Empty,
}

impl Refusal {
    /// The refusal in `lang` (English: the text the server always gave).
    /// The refusal of a form or body the web framework could not read, from its status: a body
    /// over the limit ([`Refusal::TooLarge`]) or not a readable form.
    pub fn unreadable(status: axum::http::StatusCode) -> Refusal {
        if status == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            Refusal::TooLarge
        } else {
            Refusal::FormUnreadable
        }
    }

    /// The HTTP status of the refusal: 413 for a record over a limit (bytes or plies), 503 for
    /// work stopped, 500 for a damaged table (the server's fault, as for every other probe),
    /// 400 for the others.
    pub fn status(&self) -> axum::http::StatusCode {
        use axum::http::StatusCode;
        match self {
            Refusal::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Refusal::Refused(r) if matches!(**r, Refused::TooLong { .. }) => {
                StatusCode::PAYLOAD_TOO_LARGE
            }
            Refusal::Stopped => StatusCode::SERVICE_UNAVAILABLE,
            Refusal::Table(sibi_solver::table::ProbeError::Table { .. }) => {
                StatusCode::INTERNAL_SERVER_ERROR
            }
            _ => StatusCode::BAD_REQUEST,
        }
    }

    pub fn words(&self, lang: Lang) -> String {
        match self {
            Refusal::TooLarge => t!(lang, "record-too-large", bytes = MAX_RECORD_BYTES),
            Refusal::NotUtf8 => t!(lang, "record-not-utf8"),
            Refusal::Stopped => t!(lang, "record-stopped"),
            Refusal::Correction(c) => c.words(lang),
            Refusal::TwoRecords => t!(lang, "record-two-records"),
            Refusal::Empty => t!(lang, "edges-empty"),
            Refusal::FormUnreadable => t!(lang, "record-form-unreadable"),
            Refusal::Table(e) => super::error::table_words(lang, e),
            Refusal::Refused(r) => correction::refused(lang, r, Asker::Server),
        }
    }
}

/// Reads and annotates `text` (a published table or a canonical record) against `table`: what
/// `sibi annotate` does with a file.
///
/// # Errors
/// [`Refusal::Refused`]: not a record (the reader's error, with its line), or a record of
/// another rule set or piece set; [`Refusal::Table`]: the table failed.
pub fn annotate_read(table: &Tablebase, text: &str) -> Result<GameAnnotation, Refusal> {
    annotate_at_most(table, text, usize::MAX, None, &Stop::default())
}

/// [`annotate_read`] of a record of at most `max_plies` plies: a longer one is refused before
/// it is annotated ([`Refused::TooLong`]); it ends at the next probe once `stop` is set
/// ([`Refusal::Stopped`]).
///
/// # Errors
/// Those of [`annotate_read`], and [`Refusal::Refused`] for a record too long or when
/// `correct` (a ply from 1 and its move, as `sibi annotate --correct`) cannot be applied.
pub fn annotate_at_most(
    table: &Tablebase,
    text: &str,
    max_plies: usize,
    correct: Option<(usize, MoveText)>,
    stop: &Stop,
) -> Result<GameAnnotation, Refusal> {
    annotate_first(
        table,
        text,
        max_plies,
        correct,
        sibi_solver::record::DEFAULT_FIRST,
        stop,
    )
}

/// [`annotate_at_most`], a plain move list starting with `first` to move (the form's choice;
/// a table or a canonical record names its own first mover).
///
/// # Errors
/// Those of [`annotate_at_most`].
pub fn annotate_first(
    table: &Tablebase,
    text: &str,
    max_plies: usize,
    correct: Option<(usize, MoveText)>,
    first: sibi_solver::Color,
    stop: &Stop,
) -> Result<GameAnnotation, Refusal> {
    let expected = Expected {
        rules: table.rules(),
        pieces: table.pieces(),
        max_plies,
    };
    let game: CheckedRecord = read_game(text, Format::AnyFirst(first), expected, correct)
        .map_err(|e| Refusal::Refused(Box::new(e)))?;
    let source = Stoppable {
        source: table,
        stop,
    };
    annotate_game(&source, game).map_err(|e| match e {
        Stopped::Stopped => Refusal::Stopped,
        Stopped::Source(e) => {
            super::error::log_table_error(&e);
            Refusal::Table(e)
        }
    })
}

/// The longest distance of the table (for the graph's scale).
pub fn longest(table: &Tablebase) -> u16 {
    known_longest(table.rules(), table.pieces()).unwrap_or(254)
}
