//! The broadcast form of moves (`相 A1 → B2 (子x)`) and piece names in Hanja and Hangul.

use crate::rules::{Move, Position, Role};

/// A piece name in move text: ASCII letter (either case), Hanja (王將相子侯, also 候 U+5019
/// read as 侯) or Hangul (왕장상자후). Also what the record reader accepts in published text.
pub(crate) fn piece_name(c: char) -> Option<Role> {
    match c {
        '王' | '왕' => Some(Role::King),
        '將' | '장' => Some(Role::General),
        '相' | '상' => Some(Role::Minister),
        '子' | '자' => Some(Role::Pawn),
        '侯' | '候' | '후' => Some(Role::Marquis),
        c if c.is_ascii_alphabetic() => Role::from_char(c),
        _ => None,
    }
}

/// The broadcast arrow form of legal move `m` in `pos`, as in the records of *The Genius*
/// (docs/RULES.md, "Notation"):
///
/// * a step: `<piece> <from> → <to>`, then ` (<captured>x)` for a capture (the captured piece
///   as it stood, 侯 included), ` 侯전환` when a 子 promotes (not when it takes the 王, which
///   ends the game): `相 A1 → B2 (子x)`,
///   `子 B1 → A1 侯전환`, `王 B3 → C2 (王x)`;
/// * a drop: `<piece>(打) <to>`: `子(打) B1`;
/// * then ` +` (장군) when, after the move, a piece of the mover attacks the enemy 王 (it could
///   capture it next turn); never after a king capture.
///
/// Pieces are written in Hanja (the broadcasts' 候전환 is printed with 侯). `m` should be
/// legal in `pos`; for any other move the text is a best effort (a `?` for a missing piece),
/// without panicking.
pub fn move_hanja(pos: &Position, m: Move) -> String {
    let us = pos.side_to_move();
    let mut s = String::new();
    let playable = match m {
        Move::Step { from, to } => {
            let mover = pos.piece_at(from);
            let name = mover.map_or('?', |p| p.role.hanja());
            s.push_str(&format!("{name} {from} → {to}"));
            if let Some(captured) = pos.captured(m) {
                s.push_str(&format!(" ({}x)", captured.hanja()));
            }
            if pos.promotes(m) {
                s.push_str(" 侯전환");
            }
            mover.is_some_and(|p| p.color == us)
                && !matches!(pos.piece_at(to), Some(q) if q.color == us)
        }
        Move::Drop { role, to } => {
            s.push_str(&format!("{}(打) {to}", role.hanja()));
            role.hand_index().is_some_and(|h| pos.hand(us)[h] > 0) && pos.piece_at(to).is_none()
        }
    };
    if playable && pos.gives_check(m) {
        s.push_str(" +");
    }
    s
}
