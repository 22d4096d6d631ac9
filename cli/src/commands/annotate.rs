//! `sibi annotate`: game records replayed against the table, ply by ply. The library does the
//! work ([`annotate_record`] gives a [`GameAnnotation`]); this file reads the files and renders
//! the annotation as an aligned table for people, or as one JSON object per file.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use sibi_solver::limits::MAX_RECORD_BYTES;
use sibi_solver::query::annotate::{annotate_game, GameAnnotation};
use sibi_solver::record::{read_game, CheckedRecord, Expected, Format, Refused};
use sibi_solver::solve::stats::known_longest;
use sibi_solver::solve::MAX_DIST;
use sibi_solver::table::Tablebase;
use sibi_solver::{Color, MoveText, PieceSet, Rules};

use super::Exit;
use crate::args::AnnotateArgs;
use crate::catalogue::errors::io_error;
use crate::catalogue::{cli_lang, Lang};
use crate::correction::{self, Asker};
use crate::output::Output;
use crate::render;
use crate::t;
use crate::text::clean;
use crate::{EXIT_BAD_INPUT, EXIT_IO};

/// Annotates every FILE in order. A file that cannot be read or is not a record is reported
/// (stderr, and `{"file", "error"}` under `--json`) and the others are still annotated; the
/// exit code is then 2. A missing table stops everything (exit 2), a damaged one too (exit 1).
pub fn run(args: &AnnotateArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let bad = |msg: String| -> anyhow::Error {
        eprintln!("{}", crate::text::error_line(&clean(&msg)));
        Exit(EXIT_BAD_INPUT).into()
    };
    let lang = cli_lang();
    let correct = match args.correct.as_deref().map(correction::parse).transpose() {
        Ok(c) => c,
        Err(e) => return Err(bad(e.words(lang))),
    };
    let n = args.files.len();
    if correct.is_some() && n > 1 {
        return Err(bad(t!(lang, "annotate-correct-one-file", n = n)));
    }
    if args.plot.is_some() && n > 1 {
        return Err(bad(t!(lang, "annotate-plot-one-file", n = n)));
    }
    if let Some(plot) = &args.plot {
        // Checked before any work (crate::output): a regular file or a new name, not one of
        // the inputs, an existing file only when it is a graph sibi wrote (or --force).
        let table = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
        let mut inputs: Vec<&Path> = args.files.iter().map(PathBuf::as_path).collect();
        inputs.push(&table);
        crate::output::check_or_exit("--plot", plot, Output::Svg, &inputs, args.force)?;
    }
    let opts = render::TableOptions {
        pov: args
            .pov
            .as_deref()
            .map(|p| if p == "d" { Color::D } else { Color::A }),
        positions: args.positions,
    };
    // A plain move list's first mover (a table or a canonical record names its own).
    let first = match args.first.as_deref() {
        Some("d") => Color::D,
        _ => sibi_solver::record::DEFAULT_FIRST,
    };
    let mut table: Option<Tablebase> = None;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut failed = false;
    for (k, file) in args.files.iter().enumerate() {
        let name = file.display().to_string();
        let game = match read_file(file, rules, pieces, correct, first) {
            Ok(g) => g,
            Err(e) => {
                // A record that does not read is worded in the CLI's language, in English in
                // the JSON.
                let (msg, json) = (e.words(lang), e.words(Lang::En));
                let line = t!(
                    lang,
                    "annotate-file-error",
                    file = clean(&name),
                    why = clean(&msg)
                );
                eprintln!("{}", crate::text::error_line(&line));
                if args.json {
                    let line = serde_json::json!({"file": name, "error": json});
                    writeln!(out, "{line}")?;
                }
                failed = true;
                continue;
            }
        };
        let table = match table {
            Some(ref t) => t,
            None => table.insert(crate::table::open(
                args.table.tablebase.as_deref(),
                rules,
                pieces,
            )?),
        };
        let a = annotate_game(table, game).map_err(|e| {
            eprintln!(
                "{}",
                crate::text::error_line(&clean(&crate::catalogue::errors::probe_error(lang, &e)))
            );
            Exit(EXIT_IO)
        })?;
        if args.json {
            serde_json::to_writer(&mut out, &render::json::annotation(&name, &a))?;
            writeln!(out)?;
        } else {
            if k > 0 {
                writeln!(out)?;
            }
            out.write_all(clean(&render::annotation(&a, &name, opts)).as_bytes())?;
        }
        if let Some(plot) = &args.plot {
            write_plot(plot, &a)?;
        }
    }
    if failed {
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    Ok(())
}

/// Writes the value-history graph of `a` to `path` (under a temporary name, then renamed).
fn write_plot(path: &Path, a: &GameAnnotation) -> Result<()> {
    let longest = known_longest(a.rules, PieceSet::FULL).unwrap_or(MAX_DIST as u16);
    let svg =
        render::graph::value_history(a, longest, crate::catalogue::cli_lang(), None).into_string();
    crate::output::write(
        path,
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}\n{svg}\n",
            crate::output::SVG_MARK
        )
        .as_bytes(),
    )
    .with_context(|| {
        t!(
            crate::catalogue::cli_lang(),
            "cli-cannot-write-graph",
            path = clean(&path.display().to_string())
        )
    })?;
    let shown = path.display().to_string();
    eprintln!(
        "{}",
        t!(crate::catalogue::cli_lang(), "annotate-graph", path = shown)
    );
    Ok(())
}

/// Why a FILE is not annotated (before the table is read): facts, worded by the catalogue in
/// the CLI's language, and in English in the JSON.
#[derive(Debug)]
enum Unread {
    /// Standard input cannot be read.
    Stdin(std::io::Error),
    /// The file cannot be read.
    File(std::io::Error),
    /// Over [`MAX_RECORD_BYTES`].
    TooLarge,
    /// Not UTF-8.
    NotUtf8(std::string::FromUtf8Error),
    /// Not a record of the table, or `--correct` cannot be applied (boxed: the error stays
    /// small).
    Refused(Box<Refused>),
}

impl Unread {
    /// In words: English word for word what `sibi annotate` always said.
    fn words(&self, lang: Lang) -> String {
        match self {
            Unread::Stdin(e) => t!(lang, "annotate-cannot-read-stdin", why = io_error(lang, e)),
            Unread::File(e) => t!(lang, "annotate-cannot-read-file", why = io_error(lang, e)),
            Unread::TooLarge => t!(lang, "annotate-too-large", bytes = MAX_RECORD_BYTES),
            Unread::NotUtf8(e) => t!(lang, "annotate-not-utf8", why = e.to_string()),
            Unread::Refused(r) => correction::refused(lang, r, Asker::Cli),
        }
    }
}

/// The text of `file` (`-`: standard input), at most [`MAX_RECORD_BYTES`].
fn read_text(file: &Path) -> Result<String, Unread> {
    use std::io::Read;
    let mut bytes = Vec::new();
    let limit = MAX_RECORD_BYTES as u64 + 1;
    if file.as_os_str() == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(Unread::Stdin)?;
    } else {
        std::fs::File::open(file)
            .and_then(|f| f.take(limit).read_to_end(&mut bytes))
            .map_err(Unread::File)?;
    }
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(Unread::TooLarge);
    }
    String::from_utf8(bytes).map_err(Unread::NotUtf8)
}

/// A record read from `file` (a `.gibo` is canonical whatever its first line; other files are
/// told apart by their lines, a plain move list starting with `first` to move), of the rule set
/// `rules` and the piece set `pieces`, with `--correct` applied, played once ([`read_game`]).
fn read_file(
    file: &Path,
    rules: Rules,
    pieces: PieceSet,
    correct: Option<(usize, MoveText)>,
    first: Color,
) -> Result<CheckedRecord, Unread> {
    let text = read_text(file)?;
    let format = if file.extension().is_some_and(|e| e == "gibo") {
        Format::Canonical
    } else {
        Format::AnyFirst(first)
    };
    let expected = Expected {
        rules,
        pieces,
        max_plies: usize::MAX,
    };
    read_game(&text, format, expected, correct).map_err(|e| Unread::Refused(Box::new(e)))
}
