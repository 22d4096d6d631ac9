//! The words of the web pages in English and Korean. The numbers are always plies (수: one
//! player's move, as 장기 counts them).

use sibi_solver::{Color, GameEnd, Role, Value};

pub use crate::catalogue::Lang;

impl Lang {
    /// Fixed words of the page.
    pub fn t(self) -> &'static Words {
        match self {
            Lang::En => &EN,
            Lang::Ko => &KO,
        }
    }

    /// `player a`.
    pub fn player(self, c: Color) -> String {
        match self {
            Lang::En => format!("player {c}"),
            Lang::Ko => format!("플레이어 {c}"),
        }
    }

    /// `player a's hand` / `플레이어 a의 포로`.
    pub fn hand_title(self, c: Color) -> String {
        match self {
            Lang::En => format!("player {c}'s hand"),
            Lang::Ko => format!("플레이어 {c}의 포로"),
        }
    }

    /// `5 plies` / `1 ply` / `5수`.
    pub fn plies(self, n: u16) -> String {
        match (self, n) {
            (Lang::En, 1) => "1 ply".to_string(),
            (Lang::En, n) => format!("{n} plies"),
            (Lang::Ko, n) => format!("{n}수"),
        }
    }

    /// A move's label, for the player making it: `win in 5 plies`, `draw`, `loss in 4 plies`.
    pub fn label(self, v: Value) -> String {
        match (self, v) {
            (Lang::En, Value::Win(n)) => format!("win in {}", self.plies(n)),
            (Lang::En, Value::Loss(n)) => format!("loss in {}", self.plies(n)),
            (Lang::En, Value::Draw) => "draw".to_string(),
            (Lang::Ko, Value::Win(n)) => format!("{} 만에 승리", self.plies(n)),
            (Lang::Ko, Value::Loss(n)) => format!("{} 만에 패배", self.plies(n)),
            (Lang::Ko, Value::Draw) => "무승부".to_string(),
        }
    }

    /// The verdict on a position whose game goes on, for `side` to move.
    pub fn verdict(self, v: Value, side: Color) -> String {
        let (me, them) = (self.player(side), self.player(side.other()));
        match (self, v) {
            (Lang::En, Value::Win(n)) => {
                format!("{me} (to move) wins in {} with perfect play", self.plies(n))
            }
            (Lang::En, Value::Loss(n)) => {
                format!("{me} (to move) loses in {}: {them} wins", self.plies(n))
            }
            (Lang::En, Value::Draw) => "Draw: neither side can force a win".to_string(),
            (Lang::Ko, Value::Win(n)) => {
                format!(
                    "{me} 차례: {me}가 {} 만에 이깁니다 (양쪽 최선)",
                    self.plies(n)
                )
            }
            (Lang::Ko, Value::Loss(n)) => {
                format!(
                    "{me} 차례: {me}가 {} 만에 집니다 — {them} 승리",
                    self.plies(n)
                )
            }
            (Lang::Ko, Value::Draw) => "무승부: 어느 쪽도 승리를 강제할 수 없습니다".to_string(),
        }
    }

    /// Why the game is over at a position with `side` to move (for a king capture: `side` made
    /// it).
    pub fn game_over(self, g: GameEnd, side: Color) -> String {
        let (me, them) = (self.player(side), self.player(side.other()));
        match (self, g) {
            (Lang::En, GameEnd::KingCapture) => {
                format!("Game over: {me} captured {them}'s 王 — {me} wins")
            }
            (Lang::En, GameEnd::Try) => format!(
                "Game over: {me}'s 王 stands in {them}'s camp at the start of its turn — the try \
                 is held, {me} wins"
            ),
            (Lang::En, GameEnd::NoLegalMove) => {
                format!("Game over: {me} has no legal move — {them} wins")
            }
            (Lang::Ko, GameEnd::KingCapture) => {
                format!("게임 종료: {me}가 {them}의 王을 잡았습니다 — {me} 승리")
            }
            (Lang::Ko, GameEnd::Try) => {
                format!("게임 종료: {me}의 王이 {them}의 진영에서 한 턴을 버텼습니다 — {me} 승리")
            }
            (Lang::Ko, GameEnd::NoLegalMove) => {
                format!("게임 종료: {me}는 둘 수 있는 수가 없습니다 — {them} 승리")
            }
        }
    }

    /// A piece's name: `pawn 子` / `자 子`.
    pub fn piece(self, r: Role) -> String {
        match self {
            Lang::En => format!("{} {}", r.name(), r.hanja()),
            Lang::Ko => format!("{} {}", r.hangul(), r.hanja()),
        }
    }
}

/// The fixed words of a page.
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
}

const EN: Words = Words {
    title: "sibi — 십이장기 solved",
    explore: "Explorer",
    games: "Games",
    play: "Play",
    puzzles: "Puzzles",
    edit: "Edit position",
    to_move: "To move",
    empty_hand: "empty",
    winning: "Winning moves",
    drawing: "Drawing moves",
    losing: "Losing moves",
    best: "Best",
    pv: "Principal variation (both sides perfect)",
    pv_end_capture: "the 王 is captured",
    pv_end_repetition: "a position repeats: perfect play goes round, a draw",
    pv_end_cut: "cut",
    captures_king: "captures the 王: game over",
    position_text: "Position text",
    go: "Go",
    flip: "Flip board",
    swap: "Other side to move",
    start: "Start position",
    units: "Distances are in plies: one ply is one player's move.",
    no_js: "Without JavaScript, follow the links of the moves.",
    not_in_table: "This table has another piece set than the start position; shown instead:",
    edit_help: "Place pieces on the squares, set both hands and the side to move, then check.",
    check: "Check and open",
    side: "Side to move",
    empty: "empty",
    board: "Board",
    api: "JSON API",
};

const KO: Words = Words {
    title: "sibi — 십이장기 완전 해석",
    explore: "탐색",
    games: "방송 대국",
    play: "대국",
    puzzles: "퍼즐",
    edit: "국면 편집",
    to_move: "차례",
    empty_hand: "없음",
    winning: "이기는 수",
    drawing: "비기는 수",
    losing: "지는 수",
    best: "최선",
    pv: "최선 진행 (양쪽 최선)",
    pv_end_capture: "王을 잡았습니다",
    pv_end_repetition: "같은 국면이 되풀이됩니다: 최선으로는 무승부",
    pv_end_cut: "중단",
    captures_king: "王을 잡습니다: 게임 종료",
    position_text: "국면 텍스트",
    go: "이동",
    flip: "판 뒤집기",
    swap: "차례 바꾸기",
    start: "초기 국면",
    units: "거리는 수(ply)로 셉니다: 1수는 한 사람이 한 번 두는 것입니다.",
    no_js: "자바스크립트 없이도 수의 링크를 따라갈 수 있습니다.",
    not_in_table: "이 테이블은 초기 국면과 다른 기물 구성입니다. 대신 보여 드리는 국면:",
    edit_help: "칸에 기물을 놓고, 양쪽 포로와 차례를 정한 뒤 확인하세요.",
    check: "확인하고 열기",
    side: "차례",
    empty: "빈칸",
    board: "판",
    api: "JSON API",
};

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
