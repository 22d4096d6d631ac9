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

/// `text` indented by two spaces, and under it a caret at `column` (1-based, in characters):
/// where an error in position text is.
pub fn caret(text: &str, column: usize) -> String {
    format!("  {text}\n  {}^", " ".repeat(column.saturating_sub(1)))
}
