//! `sibi info`: a table file's header, layout, sizes and checksum.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;
use sibi_solver::table::FORMAT_VERSION;
use sibi_solver::table::VALUE_ENCODING;
use sibi_solver::{PieceSet, Rules};

use crate::args::InfoArgs;
use crate::catalogue::{cli_lang, facts, Lang};
use crate::numbers::{bits_per, count_before_counter, group, mib};
use crate::t;
use crate::text::pad;

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
    /// Legal positions the table covers, as docs/RULES.md counts them.
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
/// piece set), whatever rule set it has, and prints its header, sizes and checksum (in the
/// CLI's language, or `--json`).
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

/// A rule set's name as a header writes it, in words when it is a known one (`십이장기`), else
/// as written (in backquotes in Korean).
fn rules_of_header(lang: Lang, text: &str) -> String {
    match text.parse::<Rules>() {
        Ok(r) => facts::rules_name(lang, r),
        Err(_) if lang == Lang::En => text.to_string(),
        Err(_) => format!("`{text}`"),
    }
}

/// The text report, in the CLI's language: a label column 17 wide, then the value.
fn render(i: &Info) -> String {
    let lang = cli_lang();
    let dictionary = if i.dictionary_bytes == 0 {
        t!(lang, "info-no-dictionary")
    } else {
        t!(lang, "info-dictionary", bytes = group(i.dictionary_bytes))
    };
    let reads = if i.format_version == FORMAT_VERSION {
        String::new()
    } else {
        format!(" {}", t!(lang, "info-reads", version = FORMAT_VERSION))
    };
    let mut s = String::new();
    let mut line = |label: &str, text: String| {
        s.push_str(&format!(
            "{}{text}\n",
            pad(&t!(lang, "info-label", label = label), 17, false)
        ));
    };
    line("file", i.file.clone());
    line(
        "format",
        t!(lang, "info-format", version = i.format_version) + &reads,
    );
    line(
        "rules",
        t!(
            lang,
            "info-rules",
            rules = rules_of_header(lang, &i.rules),
            version = i.rules_version
        ),
    );
    line(
        "index-scheme",
        t!(
            lang,
            "info-index-scheme",
            scheme = i.index_scheme.as_str(),
            version = i.index_version
        ),
    );
    line("piece-set", i.piece_set.clone());
    line(
        "entries",
        t!(
            lang,
            "info-entries",
            n = count_before_counter(lang, i.entries),
            width = i.value_width
        ),
    );
    line(
        "legal-positions",
        t!(
            lang,
            "info-legal-positions",
            n = count_before_counter(lang, i.legal_positions)
        ),
    );
    line("layout", layout(lang, i, &dictionary));
    line(
        "size",
        t!(
            lang,
            "info-size",
            bytes = group(i.file_bytes),
            mib = mib(i.file_bytes)
        ),
    );
    line(
        "bits",
        t!(
            lang,
            "info-bits",
            position = format!("{:.4}", i.bits_per_position),
            entry = format!("{:.4}", i.bits_per_entry)
        ),
    );
    line("checksum", format!("XXH3-64 {}", i.file_checksum));
    // The file's own words, unless they are this program's (then in the CLI's language).
    let encoding = if i.value_encoding == VALUE_ENCODING {
        t!(lang, "info-value-encoding")
    } else {
        i.value_encoding.clone()
    };
    let label = pad(&t!(lang, "info-label", label = "value-encoding"), 17, false);
    for (k, l) in wrap(&encoding, 78).into_iter().enumerate() {
        if k == 0 {
            s.push_str(&format!("{label}{l}\n"));
        } else {
            s.push_str(&format!("{:17}{l}\n", ""));
        }
    }
    s
}

/// `header 830 bytes, no dictionary, 408 blocks of 2,048 entries (114,975 bytes), block offset
/// table 3,272 bytes`.
fn layout(lang: Lang, i: &Info, dictionary: &str) -> String {
    t!(
        lang,
        "info-layout",
        header = group(i.header_bytes),
        dictionary = dictionary,
        blocks = count_before_counter(lang, i.blocks),
        entries = count_before_counter(lang, i.block_entries as u64),
        block_bytes = group(i.block_bytes),
        table = group(i.block_table_bytes)
    )
}

/// `text` broken into lines of at most `width` terminal columns at spaces (a longer word gets
/// a line of its own; Hangul takes two columns).
fn wrap(text: &str, width: usize) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if !cur.is_empty() && cur.width() + 1 + word.width() > width {
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

    /// The stored text of every table (the library's `VALUE_ENCODING`, which existing tables
    /// hold and which is not changed) and the words `sibi info` shows for it in either language
    /// state the same codes: each code, range and value of the stored text, found by hand,
    /// stands in both, and the English starts as the stored text does.
    #[test]
    fn the_value_encoding_words_state_the_stored_codes() {
        let codes = [
            "u16",
            "0..entries",
            ">= entries",
            "(rank 1 <-> 3)",
            "(win 0)",
            "0 = draw",
            "1 + 2n",
            "2 + 2n",
            "(win 1)",
            "(loss 1, or loss 0",
        ];
        let en = t!(Lang::En, "info-value-encoding");
        for code in codes {
            assert!(VALUE_ENCODING.contains(code), "{code} not stored");
            assert!(en.contains(code), "{code} not in {en}");
        }
        assert!(VALUE_ENCODING.starts_with("One u16 code per index"));
        assert!(en.starts_with("One u16 code per index"));
        let ko = t!(Lang::Ko, "info-value-encoding");
        for code in [
            "u16",
            "0..entries",
            "1 + 2n",
            "2 + 2n",
            "(승 0)",
            "(승 1)",
            "(패 1",
        ] {
            assert!(ko.contains(code), "{code} not in {ko}");
        }
    }

    #[test]
    fn wrapping() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("toolongword x", 4), ["toolongword", "x"]);
    }
}
