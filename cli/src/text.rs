//! Text that goes to a terminal.

/// `s` with control characters (but line ends) and the invisible bidirectional-text controls
/// written as `\u{…}`, so that input echoed back cannot send escape sequences to the terminal
/// or reorder what is shown.
pub fn clean(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if (c.is_control() && c != '\n') || bidi {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` quoted for an error message: at most [`MAX_ECHO_CHARS`] characters (then `…`), with
/// quotes, backslashes and control characters escaped as Rust writes them.
///
/// [`MAX_ECHO_CHARS`]: sibi_solver::limits::MAX_ECHO_CHARS
pub fn quoted(text: &str) -> String {
    let max = sibi_solver::limits::MAX_ECHO_CHARS;
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{:?}…", &text[..i]),
        None => format!("{text:?}"),
    }
}

/// `text` indented by two spaces, and under it a caret at `column` (1-based, in characters):
/// where an error in position text is. Control characters are shown escaped (`\u{1b}`), the
/// caret under the escaped form; a long text is cut around the column.
pub fn caret(text: &str, column: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    let chars: Vec<char> = text.chars().collect();
    let half = sibi_solver::limits::MAX_ECHO_CHARS / 2;
    let first = column.saturating_sub(1).saturating_sub(half);
    let last = (first + 2 * half).min(chars.len());
    let mut line = String::new();
    let mut pad = 0;
    if first > 0 {
        line.push('…');
        pad += 1;
    }
    for (i, c) in chars.iter().enumerate().take(last).skip(first) {
        let piece = if c.is_control() {
            c.escape_unicode().to_string()
        } else {
            c.to_string()
        };
        if i + 1 < column {
            pad += piece.width();
        }
        line.push_str(&piece);
    }
    if last < chars.len() {
        line.push('…');
    }
    format!("  {line}\n  {}^", " ".repeat(pad))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_under_the_column() {
        assert_eq!(
            caret("M2g/KPppk/G2m - a", 9),
            "  M2g/KPppk/G2m - a\n          ^"
        );
        // An escape sequence is shown escaped, and the caret stays under the bad character.
        assert_eq!(
            caret("M2g/KP\u{1b}pk/G2m - a", 7),
            "  M2g/KP\\u{1b}pk/G2m - a\n        ^"
        );
        // A long text is cut around the column.
        let long = format!("{}#", "1".repeat(5000));
        let c = caret(&long, 5001);
        assert!(c.lines().next().unwrap().chars().count() < 220, "{c}");
        assert!(c.ends_with('^'));
    }
}
