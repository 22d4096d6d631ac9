//! The inputs of `record_errors_in_words`: a text for each way a record, a canonical record or
//! a commentary is refused, with the name of the error's variant.

/// A published record for each way [`read_published`](sibi_solver::record::read_published) refuses one, with its `record_variant`.
pub fn published() -> [(String, &'static str); 24] {
    let table = |rows: &[&str]| format!("prose\n| N˚ | 갑 | 을 |\n{}\n", rows.join("\n"));
    let row1 = "| 1 | C2子x | C2相x |";
    [
        ("".to_string(), "NoTable"),
        (row1.to_string(), "Header::Missing"),
        (
            format!("| No | 갑 | 을 | 병 |\n{row1}"),
            "Header::CellCount",
        ),
        (format!("| No | (先) | 을 |\n{row1}"), "Header::NoName"),
        (
            format!("| No | 갑\u{202e} | 갑\u{202e} |\n{row1}"),
            "Header::SameName",
        ),
        (
            format!("| No | 갑(先) | 을(先) |\n{row1}"),
            "Header::SameMark",
        ),
        (
            table(&["| 99999999999 | C2子x | C2相x |"]),
            "Row::NumberTooLarge",
        ),
        (table(&[row1, "| 수 | 설명 |", row1]), "Row::AfterEnd"),
        (table(&[row1, "| 3 | B2相 | C1將 |"]), "Row::WrongNumber"),
        (table(&[row1, "| 2 | B2相 |"]), "Row::Truncated"),
        (table(&["| 1 | C2子x | C2相x | x |"]), "Row::TooManyCells"),
        (
            "| No | 갑(先) | 을 |\n| 1 | C2子x | 을 승리 |\n| 2 | B2相 | |".to_string(),
            "Row::MoveAfterEnd(note, marked)",
        ),
        (
            table(&["| 1 | C2子x | 을 승리 |", "| 2 | B2相 | |"]),
            "Row::MoveAfterEnd(note, unmarked)",
        ),
        (
            "| No | 갑(先) | 을 |\n| 1 | C2子x | |\n| 2 | B2相 | C1將 |".to_string(),
            "Row::MoveAfterEnd(empty, marked)",
        ),
        (
            table(&["| 1 | C2子x | |", "| 2 | B2相 | C1將 |"]),
            "Row::MoveAfterEnd(empty, unmarked)",
        ),
        (
            table(&["| 1 | C2子x 을 승리 foo | C2相x |"]),
            "Cell::TextAfterWin",
        ),
        (table(&["| 1 | 승리 | C2相x |"]), "Cell::WinWithoutWinner"),
        (table(&["| 1 | (子x) | C2相x |"]), "Cell::MarksWithoutMove"),
        (table(&["| 1 | C2馬x | C2相x |"]), "Cell::UnknownPiece"),
        (table(&["| 1 | C2王打 | C2相x |"]), "Cell::NeverInHand"),
        (
            table(&["| 1 | C2子 he\u{200b}llo | C2相x |"]),
            "Cell::TextAfterPiece",
        ),
        (table(&["| 1 | C4子x | C2相x |"]), "Cell::Notation"),
        (table(&["| 1 | | |"]), "NoMoves"),
        (table(&["| 1 | A1將 | B1王 |"]), "Camps"),
    ]
}

/// A canonical record for each way [`read_canonical`](sibi_solver::record::read_canonical) refuses one, with its `record_variant`.
pub fn canonical() -> [(String, &'static str); 29] {
    let head = "format: sibi-record 1\nplayer-a: A\nplayer-d: D\nfirst: a\n";
    let v2 = "format: sibi-record 2\nplayer-a: A\nplayer-d: D\nfirst: a\n";
    let small = format!("{v2}position: K3/1k2/4 P a\nend: repetition\n\n");
    let walk = "A2A1\nD2D1\nA1A2\nD1D2\n";
    [
        ("format: sibi-record 3\n".to_string(), "Format"),
        ("format: sibi-record 1\nShow: x\n".into(), "UnknownKey"),
        (format!("{head}first: d\n"), "DuplicateKey"),
        ("format: sibi-record 1\nplayer-a: A\n".into(), "MissingKey"),
        (format!("{v2}position:\n"), "Value::ExpectedPosition"),
        (format!("{head}rules: chess\n"), "Value::ExpectedRules"),
        (
            "format: sibi-record 1\nplayer-a:\n".into(),
            "Value::EmptyName",
        ),
        (
            "format: sibi-record 1\nplayer-a: 갑\nplayer-d: 갑\n".into(),
            "Value::SameName",
        ),
        (
            "format: sibi-record 1\nplayer-a: A\nplayer-d: D\nfirst: x\n".into(),
            "Value::ExpectedSide",
        ),
        (format!("{head}winner: x\n"), "Value::ExpectedWinner"),
        (format!("{head}end: draw-ish\n"), "Value::ExpectedEnd"),
        (format!("{small}A1B2\n"), "Value::NotARepetition(over)"),
        (
            format!("{v2}position: 4/KP1k/4 Gm a\nend: repetition\n\n{walk}"),
            "Value::NotARepetition(not repeated)",
        ),
        (
            format!("{v2}position: 4/KP1k/4 Gm a\nwinner: a\nend: repetition\n\n{walk}{walk}"),
            "Value::DrawWithWinner(repetition)",
        ),
        (
            format!("{v2}position: 4/KP1k/4 Gm a\nwinner: d\nend: agreement\n\n{walk}"),
            "Value::DrawWithWinner(agreement)",
        ),
        (format!("{v2}position: 4/KP1k\n"), "Value::PositionText"),
        (
            format!("{v2}position: GGG1/KP1k/4 - a\n"),
            "Value::NoPieceSet",
        ),
        (format!("{v2}position: 4/KPKk/4 - a\n"), "Value::Impossible"),
        (
            format!("{v2}position: 4/KP1k/4 Gm d\n"),
            "Value::FirstNotToMove",
        ),
        (
            format!("{head}\nB2C2\nnote: late\n"),
            "Line::HeaderAfterMoves",
        ),
        (
            "format: sibi-record 1\nplayer-a: A\nfirst: a\n\nB2C2".into(),
            "Line::MoveBeforeHeader",
        ),
        (format!("{head}\nB2C2\n子B2C2\n"), "Line::PieceInStep"),
        (format!("{head}\nB2C2\nB2C9\n"), "Line::NotAMove"),
        (
            format!("{head}position: 4/KP1k/4 Gm a\n"),
            "Line::Version2Only(position)",
        ),
        (
            format!("{head}end: repetition\n"),
            "Line::Version2Only(repetition)",
        ),
        (
            format!("{head}end: agreement\n"),
            "Line::Version2Only(agreement)",
        ),
        (
            "position: 4/KP1k/4 Gm a\nformat: sibi-record 2\n".into(),
            "Line::Version2BeforeFormat(position)",
        ),
        (
            "end: repetition\nformat: sibi-record 2\n".into(),
            "Line::Version2BeforeFormat(repetition)",
        ),
        (
            "end: agreement\nformat: sibi-record 2\n".into(),
            "Line::Version2BeforeFormat(agreement)",
        ),
    ]
}

/// A commentary for each way [`read_commentary`](sibi_solver::record::read_commentary) refuses one, with its `record_variant`.
pub fn commentary() -> [(&'static str, &'static str); 9] {
    [
        (
            "footnote: 1\nno colon here\n",
            "Commentary::ExpectedKeyValue",
        ),
        ("footnote: x\u{202e}\n", "Commentary::BadNumber"),
        ("game: x\n", "Commentary::OutsideFootnote"),
        ("footnote: 1\nply: 0\n", "Commentary::BadPly"),
        ("footnote: 1\nbad: no\n", "Commentary::BadFlag"),
        ("footnote: 1\ninstead: B9\n", "Commentary::BadInstead"),
        ("footnote: 1\nno-win-for: q\n", "Commentary::BadNoWinFor"),
        ("footnote: 1\ncolour: red\n", "Commentary::UnknownKey"),
        ("footnote: 1\ngame: g\n", "Commentary::Incomplete"),
    ]
}
