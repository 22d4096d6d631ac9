//! Text that goes to a terminal.

/// `s` made safe for a terminal by the library's echo policy
/// ([`sibi_solver::limits::visible`]): every control, bidirectional or other format character
/// but the line end written as `\u{…}`, so that input echoed back cannot send escape sequences
/// to the terminal or reorder what is shown.
pub fn clean(s: &str) -> String {
    sibi_solver::limits::visible(s)
}

pub use sibi_solver::limits::quoted;

/// `error: MESSAGE` in the CLI's language (`오류: …`), a line for stderr. `message` is shown as
/// it is: callers make what it quotes safe ([`clean`], [`quoted`]).
pub fn error_line(message: &str) -> String {
    let lang = crate::catalogue::cli_lang();
    crate::t!(lang, "cli-error", message = sentence(lang, message))
}

/// `message` ended as a sentence in `lang`: a Korean message (합니다체) takes a full stop at the
/// end of its first line unless it ends in one (`.`, `?`, `!`); a line under it (a position
/// text and its caret) stays as it is. English messages are left as they are (`error: …`, in
/// clap's manner, ends without one).
pub fn sentence(lang: crate::catalogue::Lang, message: &str) -> String {
    if lang != crate::catalogue::Lang::Ko {
        return message.to_string();
    }
    let (first, rest) = match message.split_once('\n') {
        Some((first, rest)) => (first, Some(rest)),
        None => (message, None),
    };
    let trimmed = first.trim_end();
    let mut out = trimmed.to_string();
    if !trimmed.is_empty() && !trimmed.ends_with(['.', '?', '!']) {
        out.push('.');
    }
    if let Some(rest) = rest {
        out.push('\n');
        out.push_str(rest);
    }
    out
}

/// `note: MESSAGE` in the CLI's language (`참고: …`), as [`error_line`].
pub fn note_line(message: &str) -> String {
    let lang = crate::catalogue::cli_lang();
    crate::t!(lang, "cli-note", message = sentence(lang, message))
}

/// `warning: MESSAGE` in the CLI's language (`경고: …`), as [`error_line`].
pub fn warning_line(message: &str) -> String {
    let lang = crate::catalogue::cli_lang();
    crate::t!(lang, "cli-warning", message = sentence(lang, message))
}

/// `s` padded with spaces to `width` terminal columns (Hangul and Hanja take two): on the left
/// when `right` (right-aligned), else on the right. Longer text is left as it is.
pub fn pad(s: &str, width: usize, right: bool) -> String {
    use unicode_width::UnicodeWidthStr;
    let fill = " ".repeat(width.saturating_sub(s.width()));
    if right {
        format!("{fill}{s}")
    } else {
        format!("{s}{fill}")
    }
}

/// `text` indented by two spaces, and under it a caret at `column` (1-based, in characters):
/// where an error in position text is. Hidden characters (control, bidirectional and format
/// characters, as `sibi_solver::limits` tells them) are shown escaped (`\u{1b}`, `\u{202e}`),
/// the caret under the escaped form; a long text is cut around the column.
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
        let mut piece = String::new();
        sibi_solver::limits::echo_char(*c, &mut piece);
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
        // So is a bidirectional override or a zero-width space.
        assert_eq!(
            caret("M2g/KP\u{200b}pk/G2m - a\u{202e}", 7),
            "  M2g/KP\\u{200b}pk/G2m - a\\u{202e}\n        ^"
        );
        // A long text is cut around the column.
        let long = format!("{}#", "1".repeat(5000));
        let c = caret(&long, 5001);
        assert!(c.lines().next().unwrap().chars().count() < 220, "{c}");
        assert!(c.ends_with('^'));
    }
}
