//! Notation: position text and move text (RULES.md, "Notation").

use std::fmt;

use crate::position::Setup;
use crate::types::{Color, Role, Square};

/// Writes `setup` as position text: `<rank 1>/<rank 2>/<rank 3> <hands> <side>`, hands printed
/// a's first, each in the order G, M, P, with a count 2 before a doubled letter (`2Pg`), `-`
/// when both are empty.
pub fn write_setup(f: &mut impl fmt::Write, setup: &Setup) -> fmt::Result {
    for rank in 0..3 {
        if rank > 0 {
            f.write_char('/')?;
        }
        let mut empty = 0;
        for file in 0..4 {
            let sq = Square::from_coords(file, rank).expect("on board");
            match setup.board[sq.index()] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_char(p.char())?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
    }
    f.write_char(' ')?;
    let mut any = false;
    for color in Color::BOTH {
        for (i, role) in Role::HAND.iter().enumerate() {
            let n = setup.hands[color.index()][i];
            if n == 0 {
                continue;
            }
            any = true;
            if n > 1 {
                write!(f, "{n}")?;
            }
            let c = role.upper_char();
            f.write_char(if color == Color::A {
                c
            } else {
                c.to_ascii_lowercase()
            })?;
        }
    }
    if !any {
        f.write_char('-')?;
    }
    write!(f, " {}", setup.side)
}
