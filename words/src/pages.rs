//! The sentences of the web pages that need more than one catalogue message, from the one
//! catalogue ([`crate::catalogue`]); a page asks its fixed words with [`crate::t!`] itself.
//! The numbers are always plies (수: one player's move, as 장기 counts them).

use sibi_solver::{Color, GameEnd, Role, Value};

use crate::catalogue::facts;
pub use crate::catalogue::Lang;
use crate::t;

impl Lang {
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
