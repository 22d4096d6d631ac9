//! What is wrong with a record ([`RecordError`]) in words, from the catalogue's `record.ftl`:
//! in English word for word the library's `Display` (a test checks an input of every variant),
//! the input it quotes shown by the library's echo policy ([`echo`]).

use sibi_solver::limits::echo;
use sibi_solver::line::StopError;
use sibi_solver::notation::{show_char, NotationError};
use sibi_solver::record::{
    CampsTry, CellProblem, CommentaryProblem, HeaderProblem, LineProblem, RecordError, RowProblem,
    TableEnd, ValueProblem, Version2Feature,
};
use sibi_solver::Color;

use super::{illegal_reason, notation_problem, position_error, rules_name};
use crate::catalogue::Lang;
use crate::t;

/// Why a record cannot be read ([`RecordError`]), with where (line, row, cell).
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match e {
        RecordError::NoTable => t!(lang, "record-no-table"),
        RecordError::Header { line, problem } => t!(
            lang,
            "record-header",
            line = *line,
            what = header_problem(lang, problem)
        ),
        RecordError::Row {
            line,
            row: None,
            problem,
        } => t!(
            lang,
            "record-at-line",
            line = *line,
            what = row_problem(lang, problem)
        ),
        RecordError::Row {
            line,
            row: Some(row),
            problem,
        } => t!(
            lang,
            "record-at-row",
            line = *line,
            row = *row,
            what = row_problem(lang, problem)
        ),
        RecordError::Cell {
            line,
            row,
            player,
            text,
            problem,
        } => t!(
            lang,
            "record-cell",
            line = *line,
            row = *row,
            player = echo(player),
            text = echo(text),
            what = cell_problem(lang, problem)
        ),
        RecordError::NoMoves => t!(lang, "record-no-moves"),
        RecordError::Camps { first, tries } => t!(
            lang,
            "record-camps",
            a = camps_try(lang, first, Color::A, &tries[0]),
            d = camps_try(lang, first, Color::D, &tries[1])
        ),
        RecordError::Format { line, found } => {
            t!(lang, "record-format", line = *line, found = echo(found))
        }
        RecordError::UnknownKey { line, key } => {
            t!(lang, "record-unknown-key", line = *line, key = echo(key))
        }
        RecordError::DuplicateKey { line, key } => {
            t!(lang, "record-duplicate-key", line = *line, key = echo(key))
        }
        RecordError::MissingKey { key } => t!(lang, "record-missing-key", key = *key),
        RecordError::BadValue {
            line,
            key,
            value,
            problem,
        } => t!(
            lang,
            "record-bad-value",
            line = *line,
            value = echo(value),
            key = echo(key),
            what = value_problem(lang, problem)
        ),
        RecordError::Line { line, problem } => t!(
            lang,
            "record-at-line",
            line = *line,
            what = line_problem(lang, problem)
        ),
        RecordError::Commentary { line, problem } => t!(
            lang,
            "record-at-line",
            line = *line,
            what = commentary_problem(lang, problem)
        ),
    }
}

/// Malformed notation with its column: `column 3: …`.
fn notation_error(lang: Lang, e: &NotationError) -> String {
    t!(
        lang,
        "line-notation",
        column = e.column,
        what = notation_problem(lang, &e.problem)
    )
}

fn header_problem(lang: Lang, p: &HeaderProblem) -> String {
    match p {
        HeaderProblem::Missing => t!(lang, "record-header-missing"),
        HeaderProblem::CellCount { found } => {
            t!(lang, "record-header-cell-count", found = *found)
        }
        HeaderProblem::NoName { column } => t!(lang, "record-header-no-name", column = *column),
        HeaderProblem::SameName { name } => {
            t!(lang, "record-header-same-name", name = echo(name))
        }
        HeaderProblem::SameMark => t!(lang, "record-header-same-mark"),
    }
}

fn row_problem(lang: Lang, p: &RowProblem) -> String {
    match p {
        RowProblem::NumberTooLarge { text } => {
            t!(lang, "record-row-number-too-large", text = echo(text))
        }
        RowProblem::AfterEnd { end_line } => t!(lang, "record-row-after-end", end = *end_line),
        RowProblem::WrongNumber { expected, found } => t!(
            lang,
            "record-row-wrong-number",
            expected = *expected,
            found = *found
        ),
        RowProblem::Truncated { cells } => t!(lang, "record-row-truncated", cells = *cells),
        RowProblem::TooManyCells { cells } => {
            t!(lang, "record-row-too-many-cells", cells = *cells)
        }
        RowProblem::MoveAfterEnd {
            player,
            text,
            after,
            end_row,
            unmarked,
        } => {
            let after = match after {
                TableEnd::EndNote => t!(lang, "record-row-after-end-note"),
                TableEnd::EmptyCell => t!(lang, "record-row-after-empty-cell"),
            };
            match unmarked {
                None => t!(
                    lang,
                    "record-row-move-after-end",
                    player = echo(player),
                    text = echo(text),
                    after = after,
                    end = *end_row
                ),
                Some([first, second]) => t!(
                    lang,
                    "record-row-move-after-end-unmarked",
                    player = echo(player),
                    text = echo(text),
                    after = after,
                    end = *end_row,
                    first = echo(first),
                    second = echo(second)
                ),
            }
        }
    }
}

fn cell_problem(lang: Lang, p: &CellProblem) -> String {
    match p {
        CellProblem::TextAfterWin { text } => {
            t!(lang, "record-cell-text-after-win", text = echo(text))
        }
        CellProblem::WinWithoutWinner => t!(lang, "record-cell-win-without-winner"),
        CellProblem::MarksWithoutMove => t!(lang, "record-cell-marks-without-move"),
        CellProblem::UnknownPiece { found } => {
            t!(lang, "record-cell-unknown-piece", found = show_char(*found))
        }
        CellProblem::NeverInHand { role } => t!(
            lang,
            "record-cell-never-in-hand",
            hanja = role.hanja().to_string()
        ),
        CellProblem::TextAfterPiece { text } => {
            t!(lang, "record-cell-text-after-piece", text = echo(text))
        }
        CellProblem::Notation { text, error } => t!(
            lang,
            "record-cell-notation",
            text = echo(text),
            what = notation_error(lang, error)
        ),
    }
}

/// `with 갑 as player a, 3 plies are legal and ply 4 cannot be played (…)`.
fn camps_try(lang: Lang, first: &str, camp: Color, t: &CampsTry) -> String {
    let how = match &t.illegal {
        Some(i) => t!(
            lang,
            "record-camps-illegal",
            ply = i.ply,
            why = illegal_reason(lang, &i.reason)
        ),
        None => t!(lang, "record-camps-all-legal"),
    };
    t!(
        lang,
        "record-camps-try",
        name = echo(first),
        side = camp.to_string(),
        legal = t.legal,
        how = how
    )
}

fn value_problem(lang: Lang, p: &ValueProblem) -> String {
    match p {
        ValueProblem::ExpectedPosition => t!(lang, "record-value-expected-position"),
        ValueProblem::ExpectedRules => t!(lang, "record-value-expected-rules"),
        ValueProblem::EmptyName => t!(lang, "record-value-empty-name"),
        ValueProblem::SameName => t!(lang, "record-value-same-name"),
        ValueProblem::ExpectedSide => t!(lang, "record-value-expected-side"),
        ValueProblem::ExpectedWinner => t!(lang, "record-value-expected-winner"),
        ValueProblem::ExpectedEnd => t!(lang, "record-value-expected-end"),
        ValueProblem::NotARepetition { error } => stop_error(lang, error),
        ValueProblem::DrawWithWinner { end, end_line } => t!(
            lang,
            "record-value-draw-with-winner",
            end = end.name(),
            line = *end_line
        ),
        ValueProblem::PositionText { error } => notation_error(lang, error),
        ValueProblem::NoPieceSet => t!(lang, "record-value-no-piece-set"),
        ValueProblem::Impossible { rules, error } => t!(
            lang,
            "record-value-impossible",
            rules = rules_name(lang, *rules),
            why = position_error(lang, error)
        ),
        ValueProblem::FirstNotToMove { position } => t!(
            lang,
            "record-value-first-not-to-move",
            position = position.to_string(),
            side = position.side_to_move().to_string()
        ),
    }
}

/// Why a game cannot be stopped as a draw by repetition ([`StopError`]).
pub fn stop_error(lang: Lang, e: &StopError) -> String {
    match e {
        StopError::Over(end) => t!(lang, "record-stop-over", how = end.name()),
        StopError::NotRepeated(count) => t!(
            lang,
            "record-stop-not-repeated",
            count = *count,
            needed = sibi_solver::line::REPETITION_DRAW
        ),
    }
}

fn feature(f: Version2Feature) -> &'static str {
    match f {
        Version2Feature::Position => "position",
        Version2Feature::Repetition => "repetition",
        Version2Feature::Agreement => "agreement",
    }
}

fn line_problem(lang: Lang, p: &LineProblem) -> String {
    match p {
        LineProblem::HeaderAfterMoves { key } => {
            t!(lang, "record-line-header-after-moves", key = echo(key))
        }
        LineProblem::MoveBeforeHeader { missing } => {
            t!(lang, "record-line-move-before-header", key = *missing)
        }
        LineProblem::PieceInStep { text } => {
            t!(lang, "record-line-piece-in-step", text = echo(text))
        }
        LineProblem::NotAMove { text, error } => t!(
            lang,
            "record-line-not-a-move",
            text = echo(text),
            what = notation_error(lang, error)
        ),
        LineProblem::Version2Only {
            feature: f,
            version,
        } => t!(
            lang,
            "record-line-version-2-only",
            feature = feature(*f),
            version = *version
        ),
        LineProblem::Version2BeforeFormat { feature: f } => t!(
            lang,
            "record-line-version-2-before-format",
            feature = feature(*f)
        ),
    }
}

fn commentary_problem(lang: Lang, p: &CommentaryProblem) -> String {
    match p {
        CommentaryProblem::ExpectedKeyValue => t!(lang, "record-commentary-expected-key-value"),
        CommentaryProblem::BadNumber { text } => {
            t!(lang, "record-commentary-bad-number", text = echo(text))
        }
        CommentaryProblem::OutsideFootnote { key } => {
            t!(lang, "record-commentary-outside-footnote", key = echo(key))
        }
        CommentaryProblem::BadPly { text } => {
            t!(lang, "record-commentary-bad-ply", text = echo(text))
        }
        CommentaryProblem::BadFlag => t!(lang, "record-commentary-bad-flag"),
        CommentaryProblem::BadInstead { text, error } => t!(
            lang,
            "record-commentary-bad-instead",
            text = text,
            what = notation_error(lang, error)
        ),
        CommentaryProblem::BadNoWinFor => t!(lang, "record-commentary-bad-no-win-for"),
        CommentaryProblem::UnknownKey { key } => {
            t!(lang, "record-commentary-unknown-key", key = key)
        }
        CommentaryProblem::Incomplete { number } => {
            t!(lang, "record-commentary-incomplete", number = *number)
        }
    }
}
