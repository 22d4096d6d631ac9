//! `sibi info`: a table file's header, layout, sizes and checksum.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;
use sibi_solver::table::format::FORMAT_VERSION;
use sibi_solver::{PieceSet, Rules};

use crate::args::InfoArgs;
use crate::numbers::{bits_per, group, mib};

/// Everything `sibi info` prints (also its `--json` object). Sizes in bytes.
#[derive(Serialize)]
struct Info {
    /// The file.
    file: String,
    /// The format version of the file (`FORMAT.md`).
    format_version: u32,
    /// Rule set name.
    rules: String,
    /// Rules version.
    rules_version: u32,
    /// Index scheme name.
    index_scheme: String,
    /// Index scheme version.
    index_version: u32,
    /// Piece set text.
    piece_set: String,
    /// Entries (value codes) stored.
    entries: u64,
    /// Legal positions the table covers, as RULES.md counts them.
    legal_positions: u64,
    /// Bytes per value code.
    value_width: usize,
    /// What the value codes mean.
    value_encoding: String,
    /// Length of the header.
    header_bytes: u64,
    /// Length of the zstd dictionary (0: none).
    dictionary_bytes: u64,
    /// Number of blocks.
    blocks: u64,
    /// Entries per block.
    block_entries: u32,
    /// Total length of the blocks (compressed data and block checksums).
    block_bytes: u64,
    /// Length of the block offset table.
    block_table_bytes: u64,
    /// Length of the file.
    file_bytes: u64,
    /// File size in bits per legal position.
    bits_per_position: f64,
    /// File size in bits per entry.
    bits_per_entry: f64,
    /// XXH3-64 of the whole file, 16 hex digits.
    file_checksum: String,
}

/// Opens the table (FILE, else `$SIBI_TABLEBASE`, else the default path of the rule set and
/// piece set), whatever rule set it has, and prints its header, sizes and checksum.
pub fn run(args: &InfoArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let path = sibi_solver::table::locate(args.file.as_deref(), rules, pieces);
    let table =
        sibi_solver::table::open_file(&path, rules, pieces).map_err(crate::table::advise)?;
    let h = table.header();
    let f = &h.fields;
    let file_bytes = table.file_len();
    let block_table_bytes = 8 * (h.blocks + 1);
    let info = Info {
        file: path.display().to_string(),
        format_version: h.format_version,
        rules: f.rules.clone(),
        rules_version: f.rules_version,
        index_scheme: f.index_scheme.clone(),
        index_version: f.index_version,
        piece_set: f.piece_set.clone(),
        entries: f.entries,
        legal_positions: f.legal_positions,
        value_width: f.value_width.bytes(),
        value_encoding: f.value_encoding.clone(),
        header_bytes: h.header_len as u64,
        dictionary_bytes: h.dictionary_len,
        blocks: h.blocks,
        block_entries: h.block_entries,
        block_bytes: h.block_table_offset - h.header_len as u64 - h.dictionary_len,
        block_table_bytes,
        file_bytes,
        bits_per_position: bits_per(file_bytes, f.legal_positions),
        bits_per_entry: bits_per(file_bytes, f.entries),
        file_checksum: format!("{:016x}", table.file_checksum()),
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer_pretty(&mut out, &info)?;
        writeln!(out)?;
    } else {
        out.write_all(render(&info).as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// The text report.
fn render(i: &Info) -> String {
    let dictionary = if i.dictionary_bytes == 0 {
        "no dictionary".to_string()
    } else {
        format!("zstd dictionary {} bytes", group(i.dictionary_bytes))
    };
    let reads = if i.format_version == FORMAT_VERSION {
        String::new()
    } else {
        format!(" (this program reads version {FORMAT_VERSION})")
    };
    let mut s = String::new();
    let mut line = |label: &str, text: String| {
        s.push_str(&format!("{label:<17}{text}\n"));
    };
    line("file:", i.file.clone());
    line(
        "format:",
        format!("sibi tablebase format {}{reads}", i.format_version),
    );
    line(
        "rules:",
        format!("{} (rules version {})", i.rules, i.rules_version),
    );
    line(
        "index scheme:",
        format!("{} (version {})", i.index_scheme, i.index_version),
    );
    line("piece set:", i.piece_set.clone());
    line(
        "entries:",
        format!(
            "{} value codes of {} byte{}",
            group(i.entries),
            i.value_width,
            if i.value_width == 1 { "" } else { "s" }
        ),
    );
    line(
        "legal positions:",
        format!(
            "{} (mirror images apart, finished positions included)",
            group(i.legal_positions)
        ),
    );
    line(
        "layout:",
        format!(
            "header {} bytes, {dictionary}, {} blocks of {} entries ({} bytes), block offset \
             table {} bytes",
            group(i.header_bytes),
            group(i.blocks),
            group(i.block_entries as u64),
            group(i.block_bytes),
            group(i.block_table_bytes)
        ),
    );
    line(
        "size:",
        format!("{} bytes ({})", group(i.file_bytes), mib(i.file_bytes)),
    );
    line(
        "bits:",
        format!(
            "{:.4} per legal position, {:.4} per entry",
            i.bits_per_position, i.bits_per_entry
        ),
    );
    line("checksum:", format!("XXH3-64 {}", i.file_checksum));
    let mut text = String::from("value encoding:");
    for (k, l) in wrap(&i.value_encoding, 78).into_iter().enumerate() {
        if k == 0 {
            text = format!("{text:<17}{l}\n");
        } else {
            text.push_str(&format!("{:17}{l}\n", ""));
        }
    }
    s.push_str(&text);
    s
}

/// `text` broken into lines of at most `width` characters at spaces (a longer word gets a
/// line of its own).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() || lines.is_empty() {
        lines.push(cur);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("toolongword x", 4), ["toolongword", "x"]);
    }
}
