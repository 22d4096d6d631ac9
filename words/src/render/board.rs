//! The board as the broadcasts draw it, for a terminal.

use sibi_solver::{Color, Position, Role, Rules, Square};
use unicode_width::UnicodeWidthStr;

use crate::catalogue::{facts, Lang};
use crate::t;

/// The drawing: position text, the board (files A–D across, ranks 1–3 down, each piece in
/// Hanja followed by its owner `a`/`d`, `.` for an empty square, as in docs/RULES.md), both hands,
/// the side to move (`Green (a)`) and the state of the game, the labels in `lang`.
pub fn board(lang: Lang, pos: &Position, rules: Rules) -> String {
    let labels = [
        t!(lang, "board-position"),
        t!(lang, "board-rules"),
        t!(lang, "board-hand", side = "a"),
        t!(lang, "board-hand", side = "d"),
        t!(lang, "board-to-move"),
        t!(lang, "board-game"),
    ];
    // Values line up after the widest label (Hangul is 2 columns wide on a terminal).
    let width = labels.iter().map(|l| l.width()).max().unwrap_or(0) + 2;
    let row = |k: usize, value: &str| {
        let label = format!("{}:", labels[k]);
        let pad = width.saturating_sub(label.width());
        format!("{label}{}{value}\n", " ".repeat(pad))
    };
    let mut s = row(0, &pos.to_string()) + &row(1, &facts::rules_name(lang, rules)) + "\n";
    s.push_str("      A    B    C    D\n");
    for rank in 0..3 {
        let mut line = format!("  {}   ", rank + 1);
        for file in 0..4 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            // Each cell is 5 columns wide on a terminal (a Hanja character is 2 wide).
            match pos.piece_at(sq) {
                Some(p) => line.push_str(&format!("{}{}  ", p.role.hanja(), p.color)),
                None => line.push_str(".    "),
            }
        }
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s.push('\n');
    for (k, color) in Color::BOTH.into_iter().enumerate() {
        s.push_str(&row(2 + k, &hand_text(pos.hand(color))));
    }
    // The terminal has no colour: the side by its colour's name and its letter, `Green (a)`.
    let to_move = t!(lang, "board-side", side = pos.side_to_move().to_string());
    s.push_str(&row(4, &to_move));
    let state = match pos.game_over(rules) {
        Some(reason) => t!(
            lang,
            "board-over",
            why = facts::game_over(lang, reason, pos.side_to_move())
        ),
        None => t!(lang, "board-on", n = pos.legal_moves(rules).len()),
    };
    s.push_str(&row(5, &state));
    s
}

/// A hand in Hanja, in the order 將 相 子, with `×2` for two of a kind; `-` when empty.
fn hand_text(hand: [u8; 3]) -> String {
    let parts: Vec<String> = Role::HAND
        .iter()
        .zip(hand)
        .filter(|(_, n)| *n > 0)
        .map(|(role, n)| {
            if n == 1 {
                role.hanja().to_string()
            } else {
                format!("{}×{n}", role.hanja())
            }
        })
        .collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_drawing_matches_rules_md() {
        // The diagram of docs/RULES.md, "Pieces".
        let text = board(Lang::En, &Position::start(Color::A), Rules::TwelveJanggi);
        let board: Vec<&str> = text.lines().skip(3).take(4).collect();
        assert_eq!(
            board,
            [
                "      A    B    C    D",
                "  1   相a  .    .    將d",
                "  2   王a  子a  子d  王d",
                "  3   將a  .    .    相d",
            ]
        );
        // The values line up after the widest label, "hand of Green (a):" and a space.
        assert!(text.contains("hand of Green (a): -\n"), "{text}");
        assert!(text.contains("hand of Red (d):   -\n"), "{text}");
        assert!(text.contains("to move:           Green (a)\n"), "{text}");
        assert!(
            text.contains("game:              on, 4 legal moves\n"),
            "{text}"
        );
    }

    #[test]
    fn hands_in_hanja() {
        assert_eq!(hand_text([0, 0, 0]), "-");
        assert_eq!(hand_text([1, 0, 2]), "將 子×2");
        assert_eq!(hand_text([0, 1, 0]), "相");
    }
}
