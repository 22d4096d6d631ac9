//! The input limits, shared by every front end (the CLI and the server), so that no input can
//! make either read, echo or hold an unbounded amount of text. Each is in bytes of UTF-8.

/// Longest `POSITION [moves …]` text accepted as one query: a command-line position, a line of
/// `sibi probe`'s standard input, or the `pos` of a server request. Position text itself is at
/// most about 40 bytes; the rest leaves room for a long line of moves.
pub const MAX_QUERY_BYTES: usize = 4096;

/// Longest URL query string the server reads (all its parameters together).
pub const MAX_URL_QUERY_BYTES: usize = 8192;

/// Largest request body the server reads (a pasted game record with its form encoding).
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// Largest game record read from a file, standard input or a request: 1 MiB, a thousand times
/// the longest broadcast record (about 1 KiB per 10 plies).
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// How much of a bad input an error message quotes; the rest is cut with `…`.
pub const MAX_ECHO_CHARS: usize = 200;

/// `text` cut to [`MAX_ECHO_CHARS`] characters (with `…` when cut) and with control
/// characters written as `\u{…}`: what an error message may quote of an input.
pub fn echo(text: &str) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == MAX_ECHO_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
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
}
