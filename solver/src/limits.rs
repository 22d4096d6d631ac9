//! The input limits, shared by every front end (the CLI and the server), so that no input can
//! make either read, echo or hold an unbounded amount of text (each limit is in bytes of UTF-8),
//! and the one policy for echoing an input in a message ([`echo`] and its variants).

/// Longest `POSITION [moves …]` text accepted as one query: a command-line position, a line of
/// `sibi probe`'s standard input, or the `pos` of a server request. Position text itself is at
/// most about 40 bytes; the rest leaves room for a long line of moves.
pub const MAX_QUERY_BYTES: usize = 4096;

/// Longest URL query string the server reads (all its parameters together).
pub const MAX_URL_QUERY_BYTES: usize = 8192;

/// Longest URL path the server reads: its longest real path (`/games/NAME`, `/static/FILE`)
/// has under 100 bytes; beyond, 414 before anything else of the request is read.
pub const MAX_URL_PATH_BYTES: usize = 1024;

/// Largest request body the server reads (a pasted game record with its form encoding).
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// Largest game record read from a file, standard input or a request: 1 MiB, a thousand times
/// the longest broadcast record (about 1 KiB per 10 plies).
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// How much of a bad input an error message quotes; the rest is cut with `…`.
pub const MAX_ECHO_CHARS: usize = 200;

/// The characters of Unicode's general category Cf (format: invisible characters that change
/// how the text around them is shown — bidirectional controls, zero-width joiners and spaces,
/// the byte order mark, the soft hyphen, tag characters), as inclusive ranges, from Unicode
/// 15.1's `DerivedGeneralCategory.txt`. Kept here rather than taken from a crate: the list is
/// short, changes rarely, and only this policy needs it.
const FORMAT_CHARS: &[(char, char)] = &[
    ('\u{00AD}', '\u{00AD}'),   // soft hyphen
    ('\u{0600}', '\u{0605}'),   // Arabic number signs
    ('\u{061C}', '\u{061C}'),   // Arabic letter mark (bidi)
    ('\u{06DD}', '\u{06DD}'),   // Arabic end of ayah
    ('\u{070F}', '\u{070F}'),   // Syriac abbreviation mark
    ('\u{0890}', '\u{0891}'),   // Arabic pound and piastre marks above
    ('\u{08E2}', '\u{08E2}'),   // Arabic disputed end of ayah
    ('\u{180E}', '\u{180E}'),   // Mongolian vowel separator
    ('\u{200B}', '\u{200F}'),   // zero-width space, non-joiner, joiner; LRM, RLM (bidi)
    ('\u{202A}', '\u{202E}'),   // LRE, RLE, PDF, LRO, RLO (bidi embeddings and overrides)
    ('\u{2060}', '\u{2064}'),   // word joiner, invisible operators
    ('\u{2066}', '\u{206F}'),   // LRI, RLI, FSI, PDI (bidi isolates), deprecated format chars
    ('\u{FEFF}', '\u{FEFF}'),   // byte order mark, zero-width no-break space
    ('\u{FFF9}', '\u{FFFB}'),   // interlinear annotation
    ('\u{110BD}', '\u{110BD}'), // Kaithi number sign
    ('\u{110CD}', '\u{110CD}'), // Kaithi number sign above
    ('\u{13430}', '\u{1343F}'), // Egyptian hieroglyph format controls
    ('\u{1BCA0}', '\u{1BCA3}'), // shorthand format controls
    ('\u{1D173}', '\u{1D17A}'), // musical symbol format controls
    ('\u{E0001}', '\u{E0001}'), // language tag
    ('\u{E0020}', '\u{E007F}'), // tag characters
];

/// Whether the echo policy writes `c` as `\u{…}` instead of the character itself: the control
/// characters (general category Cc: NUL, ESC, tab, line ends, DEL, U+0080–U+009F), the format
/// characters (Cf, listed in `FORMAT_CHARS`: the bidirectional controls U+202A–U+202E, U+2066–U+2069,
/// U+200E/U+200F and U+061C, the zero-width U+200B–U+200D, U+FEFF, U+00AD, …) and the line and
/// paragraph separators U+2028/U+2029. These can move a terminal's cursor, reorder what is
/// shown or hide text, so an input echoed in a message must never carry them raw.
pub(crate) fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}')
        || FORMAT_CHARS.iter().any(|&(lo, hi)| (lo..=hi).contains(&c))
}

/// `c` as the echo policy writes it: itself, or `\u{…}` (lowercase hex, no leading zeros) when
/// `is_hidden`.
pub fn echo_char(c: char, out: &mut String) {
    if is_hidden(c) {
        out.extend(c.escape_unicode());
    } else {
        out.push(c);
    }
}

/// The one policy for quoting an input in a message, on one line: at most [`MAX_ECHO_CHARS`]
/// characters of `text` (then `…`), each `is_hidden` character — newlines and tabs too —
/// written as `\u{…}`. Everything else, backslashes and quotes included, is kept as it is.
pub fn echo(text: &str) -> String {
    echo_at_most(text, MAX_ECHO_CHARS)
}

/// [`echo`] cut at `max_chars` characters of `text` instead of [`MAX_ECHO_CHARS`] (then `…`):
/// for a place with its own named length, such as the server's request log.
pub fn echo_at_most(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == max_chars {
            out.push('…');
            break;
        }
        echo_char(c, &mut out);
    }
    out
}

/// [`echo`] of each line of `text` (lines end at `\n` or `\r\n`), joined with `\n`: a
/// multi-line input, such as a game record or a list of its errors, kept on its lines. Each
/// line is cut at [`MAX_ECHO_CHARS`] characters.
pub fn echo_lines(text: &str) -> String {
    text.lines().map(echo).collect::<Vec<_>>().join("\n")
}

/// `text` in double quotes for a message, by the [`echo`] policy (cut at [`MAX_ECHO_CHARS`]
/// characters, then `…` after the closing quote), with `"` and `\` written `\"` and `\\` so
/// that the quotes stay unambiguous.
pub fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    let mut cut = false;
    for (n, c) in text.chars().enumerate() {
        if n == MAX_ECHO_CHARS {
            cut = true;
            break;
        }
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        echo_char(c, &mut out);
    }
    out.push('"');
    if cut {
        out.push('…');
    }
    out
}

/// `text` with every `is_hidden` character but `\n` written as `\u{…}`, not cut: text of
/// ours that carries pieces of an input (a rendered game with its players' names) made safe
/// for a terminal.
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\n' {
            out.push(c);
        } else {
            echo_char(c, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echo_cuts_and_escapes() {
        assert_eq!(echo("M2g/KPpk/G2m - a"), "M2g/KPpk/G2m - a");
        assert_eq!(echo("a\u{1b}[2Jb\0"), "a\\u{1b}[2Jb\\u{0}");
        let long = "x".repeat(MAX_ECHO_CHARS + 50);
        let cut = echo(&long);
        assert_eq!(cut.chars().count(), MAX_ECHO_CHARS + 1);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn echo_escapes_bidi_and_format_characters() {
        // Right-to-left override, zero-width space, left-to-right isolate, byte order mark.
        assert_eq!(echo("a\u{202e}b"), "a\\u{202e}b");
        assert_eq!(echo("K\u{200b}P"), "K\\u{200b}P");
        assert_eq!(echo("\u{2066}x\u{2069}"), "\\u{2066}x\\u{2069}");
        assert_eq!(echo("\u{feff}M2g"), "\\u{feff}M2g");
        // Arabic letter mark, soft hyphen, line separator, a tag character, tab and newline.
        assert_eq!(
            echo("\u{61c}\u{ad}\u{2028}\u{e0041}\t\n"),
            "\\u{61c}\\u{ad}\\u{2028}\\u{e0041}\\u{9}\\u{a}"
        );
        // Visible non-ASCII text is kept: Hanja, Hangul, the ellipsis.
        assert_eq!(echo("王 장 …"), "王 장 …");
        assert!(!is_hidden('\u{2010}') && !is_hidden('\u{2065}') && !is_hidden(' '));
    }

    #[test]
    fn the_variants_follow_the_policy() {
        assert_eq!(echo_lines("a\u{1b}\r\nb\u{202e}\n"), "a\\u{1b}\nb\\u{202e}");
        assert_eq!(
            quoted("say \"hi\"\\\u{202e}"),
            "\"say \\\"hi\\\"\\\\\\u{202e}\""
        );
        assert_eq!(visible("x\u{1b}[2J\ny\t"), "x\\u{1b}[2J\ny\\u{9}");
        let long = "\u{200b}".repeat(MAX_ECHO_CHARS + 1);
        let q = quoted(&long);
        assert_eq!(q, format!("\"{}\"…", "\\u{200b}".repeat(MAX_ECHO_CHARS)));
        let lines = echo_lines(&format!("{}\nok", "y".repeat(MAX_ECHO_CHARS + 9)));
        assert_eq!(lines, format!("{}…\nok", "y".repeat(MAX_ECHO_CHARS)));
    }
}
