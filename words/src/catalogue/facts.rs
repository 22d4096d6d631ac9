//! The library's facts in words, through the catalogue: values and labels in plies, players,
//! how a game ended, the one-line verdict on an annotated game, why the game is over, what a
//! strength level does, why a record cannot be read ([`record_error`], in `facts/record.rs`),
//! the phases of long computations and what they found. Every front end (CLI text, pages, JSON
//! `message`-like fields) calls
//! these, so that each sentence is written once per language.

use sibi_solver::notation::{show_char, MoveError, NotationProblem};
use sibi_solver::query::annotate::{GameAnnotation, PlyReport, Verdict};
use sibi_solver::query::play::{Figure, Level, LevelError, Situation};
use sibi_solver::query::puzzle::{NotAPuzzle, MIN_PLIES};
use sibi_solver::query::{LineError, MoveProblem};
use sibi_solver::record::{
    Change, Correction, IllegalReason, Outcome, Termination, Warning, WarningKind,
};
use sibi_solver::solve::{Phase, PhaseSummary, ReachSearch};
use sibi_solver::{Color, GameEnd, PositionError, Role, Rules, Value};

use super::Lang;
use crate::t;

mod record;
pub use record::{record_error, stop_error};

/// `5 plies` / `1 ply` / `5수`.
pub fn plies(lang: Lang, n: u16) -> String {
    t!(lang, "plies", n = n)
}

/// A move's label, for the player making it: `win in 5 plies`, `draw`, `loss in 4 plies`.
pub fn label(lang: Lang, v: Value) -> String {
    match v {
        Value::Win(n) => t!(lang, "label-win", n = n),
        Value::Loss(n) => t!(lang, "label-loss", n = n),
        Value::Draw => t!(lang, "label-draw"),
    }
}

/// A value in short: `win 21`, `draw`, `loss 22` / `승 21`, `무`, `패 22` (plies).
pub fn value_short(lang: Lang, v: Value) -> String {
    match v {
        Value::Win(n) => t!(lang, "value-win", n = n),
        Value::Loss(n) => t!(lang, "value-loss", n = n),
        Value::Draw => t!(lang, "value-draw"),
    }
}

/// A rule set's name: `twelve-janggi` / `십이장기` (English keeps the command line's name).
pub fn rules_name(lang: Lang, rules: Rules) -> String {
    t!(lang, "rules-name", rules = rules.name())
}

/// `Green` / `초록`: a side by the colour of its pieces (docs/GLOSSARY.md).
pub fn player(lang: Lang, c: Color) -> String {
    t!(lang, "player", side = c.to_string())
}

/// `오현민(초록)` / `오현민 (Green)`: a player's name and side. A player named by the side
/// alone (two people on one board, [`seat_names`]) is that name once: `Green`, not
/// `Green (Green)`.
pub fn who(lang: Lang, names: &[String; 2], c: Color) -> String {
    let name = &names[c.index()];
    if *name == player(lang, c) {
        return name.clone();
    }
    t!(lang, "who", name = name, side = c.to_string())
}

/// `yes` when the player of side `c` is the person at the board ("you": `player-you`), so that
/// a sentence can say 내가 / "you" instead of a name with a particle; `other` otherwise.
fn you(lang: Lang, names: &[String; 2], c: Color) -> &'static str {
    if names[c.index()] == t!(lang, "player-you") {
        "yes"
    } else {
        "other"
    }
}

/// Why the game is over at a position with `side` to move: the try held, or no legal move; or,
/// for a king capture, with `side` the player who made it ([`GameEnd::winner`]).
pub fn game_over(lang: Lang, g: GameEnd, side: Color) -> String {
    let other = side.other();
    let file = other.char().to_ascii_uppercase().to_string();
    match g {
        GameEnd::KingCapture => t!(
            lang,
            "game-over-king-capture",
            side = side.to_string(),
            other = other.to_string()
        ),
        GameEnd::Try => t!(
            lang,
            "game-over-try",
            side = side.to_string(),
            other = other.to_string(),
            file = file
        ),
        GameEnd::NoLegalMove => t!(
            lang,
            "game-over-no-legal-move",
            side = side.to_string(),
            other = other.to_string()
        ),
    }
}

/// Why text is not a strength level.
pub fn level_error(lang: Lang, e: &LevelError) -> String {
    match e {
        LevelError::OutOfRange(n) => t!(lang, "level-out-of-range", n = *n),
        LevelError::NotANumber(s) => t!(
            lang,
            "level-not-a-number",
            value = sibi_solver::limits::echo(s)
        ),
    }
}

/// Why a position is not a puzzle ([`NotAPuzzle`]); the value is the position's, for its
/// player to move, in plies.
pub fn not_a_puzzle(lang: Lang, why: &NotAPuzzle) -> String {
    match why {
        NotAPuzzle::GameOver { over, position } => t!(
            lang,
            "not-a-puzzle-game-over",
            why = game_over(lang, *over, position.side_to_move())
        ),
        NotAPuzzle::NotALongWin { value } => t!(
            lang,
            "not-a-puzzle-not-long-win",
            value = value_short(lang, *value),
            min = MIN_PLIES
        ),
        NotAPuzzle::Overwhelming { owned, max_owned } => t!(
            lang,
            "not-a-puzzle-overwhelming",
            owned = *owned,
            max = *max_owned
        ),
        NotAPuzzle::SecondWin {
            line,
            position,
            moves,
        } => {
            let (position, first, second) = (
                position.to_string(),
                moves[0].to_string(),
                moves[1].to_string(),
            );
            if line.is_empty() {
                t!(
                    lang,
                    "not-a-puzzle-second-win",
                    position = position,
                    first = first,
                    second = second
                )
            } else {
                let line: Vec<String> = line.iter().map(ToString::to_string).collect();
                t!(
                    lang,
                    "not-a-puzzle-second-win-after",
                    line = line.join(" "),
                    position = position,
                    first = first,
                    second = second
                )
            }
        }
    }
}

/// How a game ended, as words after "won by": `capturing the 王`, `the try`, ….
pub fn termination(lang: Lang, t: Termination) -> String {
    t!(lang, "termination", how = t.name())
}

/// An outcome in words, with the players' names: `장동민 (a) won by capturing the 王`.
pub fn outcome(lang: Lang, names: &[String; 2], o: Outcome) -> String {
    let how = o.termination.name();
    match (o.winner, o.termination) {
        (Some(w), Termination::Unknown) => {
            t!(lang, "outcome-won-unknown", who = who(lang, names, w))
        }
        (Some(w), Termination::Unfinished) => {
            t!(
                lang,
                "outcome-won-unfinished",
                who = who(lang, names, w),
                you = you(lang, names, w)
            )
        }
        (Some(w), _) => t!(lang, "outcome-won", who = who(lang, names, w), how = how),
        (None, Termination::Unknown) => t!(lang, "outcome-no-result"),
        (None, Termination::Unfinished) => t!(lang, "outcome-unfinished"),
        (None, Termination::Repetition) => t!(lang, "outcome-repetition"),
        (None, Termination::Agreement) => t!(lang, "outcome-agreement"),
        (None, _) => t!(lang, "outcome-no-winner", how = how),
    }
}

/// What the board says of the end: `장동민 (a) won by capturing the 王` (a board outcome always
/// has a winner; without one, how it stands).
pub fn board_outcome(lang: Lang, names: &[String; 2], o: Outcome) -> String {
    match o.winner {
        Some(w) => t!(
            lang,
            "outcome-won",
            who = who(lang, names, w),
            how = o.termination.name()
        ),
        None => termination(lang, o.termination),
    }
}

/// `ply 7 오현민 將(打) C1 (draw → loss 58)`.
pub fn blunder(lang: Lang, names: &[String; 2], p: &PlyReport) -> String {
    t!(
        lang,
        "verdict-blunder",
        ply = p.ply,
        name = &names[p.side.index()],
        move = &p.hanja,
        before = value_short(lang, p.before),
        after = value_short(lang, p.after)
    )
}

/// The verdict on a game in sentences: the result at the start, the blunders (the last one is
/// decisive when the game went the way the table says from there), how it ended, and the ply
/// from which the record cannot be played — `Draw at the start. 4 blunders (…), the decisive
/// one at ply 13: 이종범 將 C1 → B1 (win in 21 plies → loss in 22 plies). 오현민 (Green) won by
/// capturing the 王.`
pub fn verdict_line(lang: Lang, a: &GameAnnotation) -> String {
    let names = &a.record.meta.players;
    let start = match a.summary.phases.first().and_then(|p| p.winner) {
        Some(c) => t!(
            lang,
            "verdict-start-winning",
            name = &names[c.index()],
            you = you(lang, names, c)
        ),
        None => t!(lang, "verdict-start-draw"),
    };
    let blunders: Vec<&PlyReport> = a
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Blunder)
        .collect();
    let per = |c: Color| blunders.iter().filter(|p| p.side == c).count();
    let key = match (blunders.len(), a.summary.decisive.is_some()) {
        (0, _) => "verdict-no-blunder",
        (1, true) => "verdict-decisive-blunder",
        (1, false) => "verdict-one-blunder",
        (_, true) => "verdict-blunders-decisive",
        (_, false) => "verdict-blunders",
    };
    let blunder_words = match blunders.last() {
        None => crate::catalogue::text(lang, key, &[]),
        Some(p) => crate::catalogue::text(
            lang,
            key,
            &[
                ("count", blunders.len().into()),
                ("a", (&names[0]).into()),
                ("count_a", per(Color::A).into()),
                ("d", (&names[1]).into()),
                ("count_d", per(Color::D).into()),
                ("ply", p.ply.into()),
                ("name", (&names[p.side.index()]).into()),
                ("move", (&p.hanja).into()),
                ("before", value_short(lang, p.before).into()),
                ("after", value_short(lang, p.after).into()),
            ],
        ),
    };
    let end = outcome_sentence(lang, names, a.record.meta.outcome);
    // Whole sentences, each a message of its own, one after the other.
    let mut sentences = vec![start, blunder_words, end];
    if let Some(i) = &a.illegal {
        sentences.push(t!(lang, "verdict-unplayable", ply = i.ply));
    }
    sentences.join(" ")
}

/// An outcome as a sentence, for the verdict on a game: `오현민 (Green) won by capturing the 王.`
fn outcome_sentence(lang: Lang, names: &[String; 2], o: Outcome) -> String {
    let how = o.termination.name();
    match (o.winner, o.termination) {
        (Some(w), Termination::Unknown) => {
            t!(
                lang,
                "verdict-end-won-unknown",
                who = who(lang, names, w),
                you = you(lang, names, w)
            )
        }
        (Some(w), Termination::Unfinished) => {
            t!(
                lang,
                "verdict-end-won-unfinished",
                who = who(lang, names, w),
                you = you(lang, names, w)
            )
        }
        (Some(w), _) => t!(
            lang,
            "verdict-end-won",
            who = who(lang, names, w),
            you = you(lang, names, w),
            how = how
        ),
        (None, Termination::Unknown) => t!(lang, "verdict-end-no-result"),
        (None, Termination::Unfinished) => t!(lang, "verdict-end-unfinished"),
        (None, Termination::Repetition) => t!(lang, "verdict-end-repetition"),
        (None, Termination::Agreement) => t!(lang, "verdict-end-agreement"),
        (None, _) => t!(lang, "verdict-end-no-winner", how = how),
    }
}

/// A probability as the level descriptions give it: to the percent, to 0.1 % below 3 %.
fn percent(lang: Lang, p: f64) -> String {
    let value = if p < 0.03 {
        format!("{:.1}", 100.0 * p)
    } else {
        format!("{:.0}", 100.0 * p)
    };
    t!(lang, "percent", value = value)
}

/// One figure of a level in words: `finds a win in 5 plies 90 % of the time`.
fn figure(lang: Lang, f: &Figure) -> String {
    let pc = percent(lang, f.probability);
    match f.situation {
        Situation::OneAmongDraws(Value::Win(1)) if f.probability >= 0.999 => {
            t!(lang, "level-always-takes-king")
        }
        Situation::OneAmongDraws(Value::Win(1)) => t!(lang, "level-takes-king", percent = pc),
        Situation::OneAmongDraws(Value::Loss(2)) => t!(lang, "level-leaves-king", percent = pc),
        Situation::OneAmongDraws(Value::Win(n)) => {
            t!(lang, "level-finds-win", n = n, percent = pc)
        }
        Situation::OneAmongDraws(v) => format!("{}: {pc}", label(lang, v)),
        Situation::HalfLose(n) => t!(lang, "level-plays-loss", n = n, percent = pc),
    }
}

/// What a level does, in words: its figures ([`Level::figures`]) joined, or what levels 1, 10
/// and 11 are.
pub fn level_description(lang: Lang, level: Level) -> String {
    if level == Level::MIN {
        return t!(lang, "level-random");
    }
    if level == Level::PERFECT {
        return t!(lang, "level-perfect");
    }
    if level == Level::PRESSING {
        return t!(lang, "level-pressing");
    }
    let figures: Vec<String> = level.figures().iter().map(|f| figure(lang, f)).collect();
    // Korean figures are sentences (…둡니다), English ones clauses: no semicolon in either
    // (docs/GLOSSARY.md).
    let separator = match lang {
        Lang::En => ", ",
        Lang::Ko => " ",
    };
    figures.join(separator)
}

/// A level's plain name, from `random` (1) to `perfect` (10) and `perfect and pressing` (11).
pub fn level_name(lang: Lang, level: Level) -> String {
    t!(lang, "level-name", level = level.number())
}

/// `level 3 (novice)`: a level by its number and name.
pub fn level_title(lang: Lang, level: Level) -> String {
    t!(
        lang,
        "level-title",
        level = level.number(),
        name = level_name(lang, level)
    )
}

/// How to read the figures of [`level_description`].
pub fn level_note(lang: Lang) -> String {
    t!(lang, "level-note")
}

/// A piece's name as messages write it: `子 (pawn)` / `子(자)`.
pub fn piece(lang: Lang, role: Role) -> String {
    t!(
        lang,
        "piece",
        hanja = role.hanja().to_string(),
        role = role.name()
    )
}

/// Why a move is not legal where it is played ([`MoveError`]).
pub fn move_error(lang: Lang, e: &MoveError) -> String {
    let c = |c: Color| c.to_string();
    let camp = |c: Color| c.other().char().to_ascii_uppercase().to_string();
    match e {
        MoveError::GameOver { reason, side } => t!(
            lang,
            "move-error-game-over",
            why = game_over(lang, *reason, *side)
        ),
        MoveError::EmptySquare { square, side } => t!(
            lang,
            "move-error-empty-square",
            side = c(*side),
            square = square.to_string()
        ),
        MoveError::OpponentPiece { square, side, role } => t!(
            lang,
            "move-error-opponent-piece",
            side = c(*side),
            other = c(side.other()),
            square = square.to_string(),
            piece = piece(lang, *role)
        ),
        MoveError::WrongPiece {
            square,
            named,
            found,
        } => t!(
            lang,
            "move-error-wrong-piece",
            square = square.to_string(),
            found = piece(lang, *found),
            named = piece(lang, *named)
        ),
        MoveError::CannotStep {
            role,
            side,
            from,
            to,
        } => t!(
            lang,
            "move-error-cannot-step",
            piece = piece(lang, *role),
            side = c(*side),
            from = from.to_string(),
            to = to.to_string()
        ),
        MoveError::OwnPieceOnTarget { to, side, role } => t!(
            lang,
            "move-error-own-piece",
            to = to.to_string(),
            side = c(*side),
            piece = piece(lang, *role)
        ),
        MoveError::NotInHand { role, side } => t!(
            lang,
            "move-error-not-in-hand",
            side = c(*side),
            piece = piece(lang, *role)
        ),
        MoveError::DropOnOccupied { to, owner, role } => t!(
            lang,
            "move-error-drop-on-occupied",
            to = to.to_string(),
            owner = c(*owner),
            piece = piece(lang, *role)
        ),
        MoveError::DropInEnemyCamp { to, side } => t!(
            lang,
            "move-error-drop-in-enemy-camp",
            to = to.to_string(),
            file = camp(*side)
        ),
        MoveError::NoPieceCanReach { side, role, to } => t!(
            lang,
            "move-error-no-piece-can-reach",
            side = c(*side),
            hanja = role.hanja().to_string(),
            to = to.to_string()
        ),
        MoveError::Ambiguous {
            side,
            role,
            to,
            candidates,
        } => t!(
            lang,
            "move-error-ambiguous",
            count = candidates.len(),
            hanja = role.hanja().to_string(),
            side = c(*side),
            to = to.to_string(),
            moves = candidates
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Why a recorded move cannot be played ([`IllegalReason`]).
pub fn illegal_reason(lang: Lang, r: &IllegalReason) -> String {
    match r {
        IllegalReason::Move(e) => move_error(lang, e),
        IllegalReason::AfterKingCapture { winner } => t!(
            lang,
            "illegal-after-king-capture",
            winner = winner.to_string()
        ),
    }
}

/// Which part of a published move a correction changes: `origin B2 read as B3`.
pub fn change(lang: Lang, c: &Change) -> String {
    match c {
        Change::Origin {
            published,
            corrected,
        } => t!(
            lang,
            "change-origin",
            published = published.to_string(),
            corrected = corrected.to_string()
        ),
        Change::Destination {
            published,
            corrected,
        } => t!(
            lang,
            "change-destination",
            published = published.to_string(),
            corrected = corrected.to_string()
        ),
        Change::Piece {
            published,
            corrected,
        } => t!(
            lang,
            "change-piece",
            published = published.hanja().to_string(),
            corrected = corrected.hanja().to_string()
        ),
        Change::ChosenOrigin { from } => {
            t!(lang, "change-chosen-origin", from = from.to_string())
        }
        Change::StepNotDrop { from } => t!(lang, "change-step-not-drop", from = from.to_string()),
        Change::DropNotStep => t!(lang, "change-drop-not-step"),
    }
}

/// A suggested correction of a published record, in words: where, what is read instead, and
/// how well the record then agrees.
pub fn correction(lang: Lang, c: &Correction) -> String {
    let at = &c.place;
    // A canonical record written without a published table has no rows.
    let place = match (at.row, at.line) {
        (None, Some(line)) => t!(lang, "place-line", line = line) + ", " + &at.player,
        (None, None) => at.player.clone(),
        (Some(row), Some(line)) => t!(
            lang,
            "place-row-line",
            row = row,
            line = line,
            name = &at.player
        ),
        (Some(row), None) => t!(lang, "place-row", row = row, name = &at.player),
    };
    t!(
        lang,
        "correction",
        ply = c.ply,
        place = place,
        published = at.text(),
        corrected = &c.corrected_text,
        move = c.corrected.to_string(),
        change = change(lang, &c.change),
        marks = c.mark_disagreements,
        end = if c.end_agrees { "agrees" } else { "disagrees" }
    )
}

/// An outcome of the board without names: `player a wins by the try`.
fn board_result(lang: Lang, o: &Outcome) -> String {
    match o.winner {
        Some(w) => t!(
            lang,
            "board-result",
            side = w.to_string(),
            how = o.termination.name()
        ),
        None => termination(lang, o.termination),
    }
}

/// What disagrees between a published cell and the position ([`WarningKind`]).
pub fn warning_kind(lang: Lang, k: &WarningKind) -> String {
    let h = |r: &Role| r.hanja().to_string();
    match k {
        WarningKind::CaptureMissing { captured } => {
            t!(lang, "warning-capture-missing", captured = h(captured))
        }
        WarningKind::CaptureWithoutCapture => t!(lang, "warning-capture-without-capture"),
        WarningKind::CaptureWrongPiece { marked, captured } => t!(
            lang,
            "warning-capture-wrong-piece",
            marked = h(marked),
            captured = h(captured)
        ),
        WarningKind::CheckMissing => t!(lang, "warning-check-missing"),
        WarningKind::CheckWithoutCheck => t!(lang, "warning-check-without-check"),
        WarningKind::PromotionMissing => t!(lang, "warning-promotion-missing"),
        WarningKind::PromotionWithoutPromotion => t!(lang, "warning-promotion-without-promotion"),
        WarningKind::PieceName { named, found } => t!(
            lang,
            "warning-piece-name",
            named = h(named),
            found = h(found)
        ),
        WarningKind::KingCaptureMissed => t!(lang, "warning-king-capture-missed"),
        WarningKind::NoteTryNotHeld => t!(lang, "warning-note-try-not-held"),
        WarningKind::NoteWinner { board: Some(b) } => {
            t!(lang, "warning-note-winner", board = board_result(lang, b))
        }
        WarningKind::NoteWinner { board: None } => t!(lang, "warning-note-winner-not-over"),
        WarningKind::NoteAfterGameOver { board } => t!(
            lang,
            "warning-note-after-game-over",
            board = board_result(lang, board)
        ),
        WarningKind::NoteLoserNotToMove => t!(lang, "warning-note-loser-not-to-move"),
        WarningKind::NoteWinnerNotAPlayer { name } => {
            t!(lang, "warning-note-winner-not-a-player", name = name)
        }
        WarningKind::NoResult => t!(lang, "warning-no-result"),
    }
}

/// A warning about the published record, with where it stands: `line 12, row 9, ply 18
/// (오현민): `相 B2 → C1`: …`.
pub fn warning(lang: Lang, w: &Warning) -> String {
    let at = &w.place;
    let mut parts = Vec::new();
    if let Some(line) = at.line {
        parts.push(t!(lang, "place-line", line = line));
    }
    // A canonical record written without a published table has no rows.
    if let Some(row) = at.row {
        parts.push(t!(lang, "place-row-only", row = row));
    }
    if let Some(p) = w.ply {
        parts.push(t!(lang, "place-ply", ply = p));
    }
    let place = parts.join(", ");
    t!(
        lang,
        "warning",
        place = place,
        name = &at.player,
        text = at.text(),
        what = warning_kind(lang, &w.kind)
    )
}

/// Why a position is impossible ([`PositionError`]).
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    match e {
        PositionError::KingCount { color, count } => t!(
            lang,
            "position-king-count",
            side = color.to_string(),
            count = *count
        ),
        PositionError::PieceCount {
            role,
            found,
            expected,
            set,
        } => t!(
            lang,
            "position-piece-count",
            found = *found,
            role = *role,
            set = set.to_string(),
            expected = *expected
        ),
        PositionError::UnpromotedPawnInEnemyCamp { color, square } => t!(
            lang,
            "position-unpromoted-pawn",
            side = color.to_string(),
            square = square.to_string()
        ),
        PositionError::HandCount { color, role, count } => t!(
            lang,
            "position-hand-count",
            side = color.to_string(),
            count = *count,
            role = *role
        ),
    }
}

/// What is wrong with malformed position or move text ([`NotationProblem`]); in English word
/// for word its `Display`. Characters are shown as the library shows them (`'x'`,
/// `'王' (U+738B)`, [`show_char`]).
pub fn notation_problem(lang: Lang, p: &NotationProblem) -> String {
    use NotationProblem as N;
    let ch = |c: char| c.to_string();
    match p {
        N::EmptyPosition => t!(lang, "notation-empty-position"),
        N::PieceNameInPosition { found } => {
            t!(
                lang,
                "notation-piece-name-in-position",
                found = show_char(*found)
            )
        }
        N::NonAscii { found } => t!(lang, "notation-non-ascii", found = show_char(*found)),
        N::MissingHandsAndSide => t!(lang, "notation-missing-hands-and-side"),
        N::MissingHands => t!(lang, "notation-missing-hands"),
        N::MissingSide => t!(lang, "notation-missing-side"),
        N::BadSide { found } => t!(lang, "notation-bad-side", found = found),
        N::TextAfterSide => t!(lang, "notation-text-after-side"),
        N::RankSquares { rank, squares } => t!(
            lang,
            "notation-rank-squares",
            rank = *rank,
            squares = *squares
        ),
        N::TooManyRanks => t!(lang, "notation-too-many-ranks"),
        N::TooFewRanks { ranks } => t!(lang, "notation-too-few-ranks", ranks = *ranks),
        N::BadEmptyCount { digit } => t!(lang, "notation-bad-empty-count", digit = ch(*digit)),
        N::UnknownPiece { letter } => t!(lang, "notation-unknown-piece", letter = ch(*letter)),
        N::UnexpectedOnBoard { found } => t!(
            lang,
            "notation-unexpected-on-board",
            found = show_char(*found)
        ),
        N::DashWithPieces => t!(lang, "notation-dash-with-pieces"),
        N::TwoCounts => t!(lang, "notation-two-counts"),
        N::BadHandCount { digit } => t!(lang, "notation-bad-hand-count", digit = ch(*digit)),
        N::UnknownHandPiece { letter } => {
            t!(lang, "notation-unknown-hand-piece", letter = ch(*letter))
        }
        N::KingInHand => t!(lang, "notation-king-in-hand"),
        N::MarquisInHand => t!(lang, "notation-marquis-in-hand"),
        N::HandOverflow { side, count, role } => t!(
            lang,
            "notation-hand-overflow",
            side = side.to_string(),
            count = *count,
            piece = piece(lang, *role)
        ),
        N::UnexpectedInHands { found } => t!(
            lang,
            "notation-unexpected-in-hands",
            found = show_char(*found)
        ),
        N::CountWithoutPiece => t!(lang, "notation-count-without-piece"),
        N::EmptyMove => t!(lang, "notation-empty-move"),
        N::DropWithoutPiece => t!(lang, "notation-drop-without-piece"),
        N::KingDrop => t!(lang, "notation-king-drop"),
        N::MarquisDrop => t!(lang, "notation-marquis-drop"),
        N::MissingSquare => t!(lang, "notation-missing-square"),
        N::FileOffBoard { file } => t!(lang, "notation-file-off-board", file = ch(*file)),
        N::ExpectedSquare { found } => {
            t!(lang, "notation-expected-square", found = show_char(*found))
        }
        N::RankOffBoard { rank } => t!(lang, "notation-rank-off-board", rank = ch(*rank)),
        N::ExpectedRank { file, found } => t!(
            lang,
            "notation-expected-rank",
            file = ch(*file),
            found = show_char(*found)
        ),
        N::MissingRank { file } => t!(lang, "notation-missing-rank", file = ch(*file)),
        N::TextAfterMove { found } => {
            t!(lang, "notation-text-after-move", found = show_char(*found))
        }
    }
}

/// Why a `POSITION [moves …]` query cannot be read ([`LineError`]), malformed notation with its
/// column and [`notation_problem`].
pub fn line_error(lang: Lang, e: &LineError) -> String {
    match e {
        LineError::Empty => t!(lang, "line-empty"),
        LineError::Notation { error, .. } => t!(
            lang,
            "line-bad-position",
            column = error.column,
            what = notation_problem(lang, &error.problem)
        ),
        LineError::Impossible {
            rules,
            pieces,
            error,
        } => t!(
            lang,
            "line-impossible",
            rules = rules_name(lang, *rules),
            pieces = pieces.to_string(),
            why = position_error(lang, error)
        ),
        LineError::NoMoves => t!(lang, "line-no-moves"),
        LineError::Move {
            number,
            word,
            problem,
        } => {
            let what = match problem {
                MoveProblem::Text(n) => {
                    t!(
                        lang,
                        "line-notation",
                        column = n.column,
                        what = notation_problem(lang, &n.problem)
                    )
                }
                MoveProblem::Illegal { position, error } => t!(
                    lang,
                    "line-move-illegal",
                    position = position.to_string(),
                    why = move_error(lang, error)
                ),
                MoveProblem::AfterKingCapture { position } => t!(
                    lang,
                    "line-after-king-capture",
                    position = position.to_string()
                ),
            };
            t!(
                lang,
                "line-move",
                number = *number,
                word = word,
                what = what
            )
        }
    }
}

/// A phase of a long computation ([`Phase`]): `initial pass`, `reachable positions
/// (published)`, … (in English its `Display`).
pub fn phase(lang: Lang, p: Phase) -> String {
    let name = match p {
        Phase::InitialPass => "initial-pass",
        Phase::RetrogradeRounds => "retrograde-rounds",
        Phase::WritingTable => "writing-table",
        Phase::ReadingValues => "reading-values",
        Phase::Histogram => "histogram",
        Phase::Reachable(None) => "reachable",
        Phase::Reachable(Some(s)) => {
            let search = match s {
                ReachSearch::Published => "published",
                ReachSearch::MirrorApart => "mirror-apart",
                ReachSearch::ThroughTerminal => "through-terminal",
            };
            return t!(lang, "phase-reachable-search", search = search);
        }
        Phase::Verify => "verify",
        Phase::Puzzles => "puzzles",
        Phase::Games => "games",
        other => return other.to_string(),
    };
    t!(lang, "phase", phase = name)
}

/// What a phase found ([`PhaseSummary`]): `losses at 0/1/2 plies: 0/71292/7797`, `48 rounds`, …
/// (in English its `Display`, but games counted with digit groups: `18,000 games`).
pub fn summary(lang: Lang, s: PhaseSummary) -> String {
    // English keeps the phase's own words (its `Display`); Korean counts in its units, bytes
    // in digit groups.
    let ko = lang == Lang::Ko;
    let count = |n: u64| {
        if ko {
            crate::numbers::count(lang, n)
        } else {
            n.to_string()
        }
    };
    let counted = |_: Lang, n: u64| {
        if ko {
            crate::numbers::count_before_counter(lang, n)
        } else {
            n.to_string()
        }
    };
    let group = |n: u64| {
        if ko {
            crate::numbers::group(n)
        } else {
            n.to_string()
        }
    };
    match s {
        PhaseSummary::InitialPass { losses: [a, b, c] } => t!(
            lang,
            "sum-initial-pass",
            a = count(a),
            b = count(b),
            c = count(c)
        ),
        PhaseSummary::Rounds(n) => t!(lang, "sum-rounds", n = n),
        PhaseSummary::Written {
            entries,
            dont_care,
            bytes,
        } => t!(
            lang,
            "sum-written",
            entries = counted(lang, entries),
            dont_care = counted(lang, dont_care),
            bytes = group(bytes)
        ),
        PhaseSummary::Indices(n) => t!(lang, "sum-indices", n = counted(lang, n)),
        PhaseSummary::LegalEntries(n) => t!(lang, "sum-legal-entries", n = counted(lang, n)),
        PhaseSummary::Checked {
            positions,
            mismatches,
        } => t!(
            lang,
            "sum-checked",
            positions = counted(lang, positions),
            mismatches = counted(lang, mismatches)
        ),
        PhaseSummary::Positions(n) => t!(lang, "sum-positions", n = counted(lang, n)),
        PhaseSummary::Puzzles(n) => t!(lang, "sum-puzzles", n = counted(lang, n)),
        PhaseSummary::Games(n) if ko => t!(lang, "sum-games", n = counted(lang, n)),
        PhaseSummary::Games(n) => t!(lang, "sum-games", n = crate::numbers::group(n)),
        other => other.to_string(),
    }
}

/// The players' names of a game by camp (player a first): "you" for a person, "sibi level N"
/// for the engine — what `sibi play` and `/play` write in a record, in `lang`.
pub fn seat_names(lang: Lang, seats: [sibi_solver::query::game::Seat; 2]) -> [String; 2] {
    use sibi_solver::query::game::Seat;
    // Two people on one board: each named by the camp.
    if seats == [Seat::Human, Seat::Human] {
        return Color::BOTH.map(|c| player(lang, c));
    }
    seats.map(|s| match s {
        Seat::Human => t!(lang, "player-you"),
        Seat::Engine(level) => t!(lang, "player-engine", level = level.number()),
    })
}
