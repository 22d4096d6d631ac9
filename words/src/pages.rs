//! The words of the web pages, from the one catalogue ([`crate::catalogue`]): the fixed words
//! of a page ([`Words`]) and the sentences the pages need. The numbers are always plies (수:
//! one player's move, as 장기 counts them).

use std::sync::LazyLock;

use sibi_solver::{Color, GameEnd, Role, Value};

pub use crate::catalogue::Lang;
use crate::catalogue::{facts, leak};
use crate::t;

impl Lang {
    /// Fixed words of the page.
    pub fn t(self) -> &'static Words {
        match self {
            Lang::En => &EN,
            Lang::Ko => &KO,
        }
    }

    /// `Green` / `초록`: a side by its colour.
    pub fn player(self, c: Color) -> String {
        facts::player(self, c)
    }

    /// `Green's hand` / `초록의 포로`.
    pub fn hand_title(self, c: Color) -> String {
        t!(self, "page-hand-title", side = c.to_string())
    }

    /// `5 plies` / `1 ply` / `5수`.
    pub fn plies(self, n: u16) -> String {
        facts::plies(self, n)
    }

    /// A move's label, for the player making it: `win in 5 plies`, `draw`, `loss in 4 plies`.
    pub fn label(self, v: Value) -> String {
        facts::label(self, v)
    }

    /// The verdict on a position whose game goes on, for `side` to move.
    pub fn verdict(self, v: Value, side: Color) -> String {
        let (me, them) = (side.to_string(), side.other().to_string());
        match v {
            Value::Win(n) => t!(self, "page-verdict-win", side = me, n = n),
            Value::Loss(n) => t!(self, "page-verdict-loss", side = me, other = them, n = n),
            Value::Draw => t!(self, "page-verdict-draw"),
        }
    }

    /// Why the game is over at a position with `side` to move (for a king capture: `side` made
    /// it).
    pub fn game_over(self, g: GameEnd, side: Color) -> String {
        let (me, them) = (side.to_string(), side.other().to_string());
        match g {
            GameEnd::KingCapture => t!(self, "page-over-king-capture", side = me, other = them),
            GameEnd::Try => t!(self, "page-over-try", side = me, other = them),
            GameEnd::NoLegalMove => t!(self, "page-over-no-legal-move", side = me, other = them),
        }
    }

    /// A move's broadcast form ([`sibi_solver::move_hanja`]) for a page in this language: in
    /// Korean as the broadcasts write it; in English with the promotion mark `侯전환` written
    /// as the catalogue says (`=侯`).
    pub fn hanja(self, broadcast: &str) -> String {
        // Most moves promote nothing: the catalogue is asked only for those that do (a page
        // writes one broadcast form per move it lists).
        if !broadcast.contains(" 侯전환") {
            return broadcast.to_string();
        }
        broadcast.replace(" 侯전환", &format!(" {}", t!(self, "page-promotion-mark")))
    }

    /// A piece's name: `pawn 子` / `자 子`.
    pub fn piece(self, r: Role) -> String {
        t!(
            self,
            "page-piece",
            role = r.name(),
            hanja = r.hanja().to_string()
        )
    }
}

/// The fixed words of a page, from the catalogue (`page-…` keys).
#[derive(Debug)]
pub struct Words {
    pub title: &'static str,
    pub explore: &'static str,
    pub games: &'static str,
    pub play: &'static str,
    pub puzzles: &'static str,
    pub edit: &'static str,
    pub to_move: &'static str,
    pub empty_hand: &'static str,
    pub winning: &'static str,
    pub drawing: &'static str,
    pub losing: &'static str,
    pub best: &'static str,
    pub pv: &'static str,
    pub pv_end_capture: &'static str,
    pub pv_end_repetition: &'static str,
    pub pv_end_cut: &'static str,
    pub captures_king: &'static str,
    pub position_text: &'static str,
    pub go: &'static str,
    pub flip: &'static str,
    pub swap: &'static str,
    pub start: &'static str,
    pub units: &'static str,
    pub no_js: &'static str,
    pub not_in_table: &'static str,
    pub edit_help: &'static str,
    pub check: &'static str,
    pub side: &'static str,
    pub empty: &'static str,
    pub board: &'static str,
    pub api: &'static str,
    pub line: &'static str,
    pub line_start: &'static str,
}

fn words(lang: Lang) -> Words {
    Words {
        title: leak(t!(lang, "page-title")),
        explore: leak(t!(lang, "page-explore")),
        games: leak(t!(lang, "page-games")),
        play: leak(t!(lang, "page-play")),
        puzzles: leak(t!(lang, "page-puzzles")),
        edit: leak(t!(lang, "page-edit")),
        to_move: leak(t!(lang, "page-to-move")),
        empty_hand: leak(t!(lang, "page-empty-hand")),
        winning: leak(t!(lang, "page-winning")),
        drawing: leak(t!(lang, "page-drawing")),
        losing: leak(t!(lang, "page-losing")),
        best: leak(t!(lang, "page-best")),
        pv: leak(t!(lang, "page-pv")),
        pv_end_capture: leak(t!(lang, "page-pv-end-capture")),
        pv_end_repetition: leak(t!(lang, "page-pv-end-repetition")),
        pv_end_cut: leak(t!(lang, "page-pv-end-cut")),
        captures_king: leak(t!(lang, "page-captures-king")),
        position_text: leak(t!(lang, "page-position-text")),
        go: leak(t!(lang, "page-go")),
        flip: leak(t!(lang, "page-flip")),
        swap: leak(t!(lang, "page-swap")),
        start: leak(t!(lang, "page-start")),
        units: leak(t!(lang, "page-units")),
        no_js: leak(t!(lang, "page-no-js")),
        not_in_table: leak(t!(lang, "page-not-in-table")),
        edit_help: leak(t!(lang, "page-edit-help")),
        check: leak(t!(lang, "page-check")),
        side: leak(t!(lang, "page-side")),
        empty: leak(t!(lang, "page-empty")),
        board: leak(t!(lang, "page-board")),
        api: leak(t!(lang, "page-api")),
        line: leak(t!(lang, "page-line")),
        line_start: leak(t!(lang, "page-line-start")),
    }
}

static EN: LazyLock<Words> = LazyLock::new(|| words(Lang::En));
static KO: LazyLock<Words> = LazyLock::new(|| words(Lang::Ko));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_say_plies() {
        assert_eq!(Lang::En.label(Value::Win(1)), "win in 1 ply");
        assert_eq!(Lang::En.label(Value::Loss(4)), "loss in 4 plies");
        assert_eq!(Lang::Ko.label(Value::Win(37)), "37수 만에 승리");
    }
}
