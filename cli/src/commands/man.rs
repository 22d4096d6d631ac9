//! `sibi man DIR`: one manual page per command, in roff, generated from the clap definitions by
//! clap_mangen — `sibi.1` for the program, `sibi-COMMAND.1` for each command — and written
//! through [`crate::output`]: every path checked before the first page is written (an existing
//! page is replaced only when it is a sibi manual page, or with `--force`), each page under a
//! temporary name, then renamed. The pages are in the CLI's language ([`crate::help`]): Korean
//! pages belong in a `ko/man1` folder, where `man` finds them for a Korean `LANG`.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::args::ManArgs;
use crate::catalogue::{cli_lang, errors, Lang};
use crate::output::{self, Output};
use crate::text::{clean, error_line, note_line};
use crate::{t, Exit, EXIT_BAD_INPUT};

/// A manual page: its file name (`sibi-probe.1`) and its roff text.
pub struct Page {
    /// The file name, `TITLE.SECTION`.
    pub name: String,
    /// The page, as `man` reads it.
    pub roff: Vec<u8>,
}

/// The pages of `sibi` and of each of its commands (not of `help`, which only prints the
/// others' help), the program's first, in `lang`.
///
/// # Errors
/// None in practice: rendering writes into memory.
pub fn pages(lang: Lang) -> std::io::Result<Vec<Page>> {
    let mut cmd = crate::help::command(lang);
    // Built, each command knows its full name (`sibi-probe`) and the global options.
    cmd.build();
    let commands = cmd
        .get_subcommands()
        .filter(|c| !c.is_hide_set() && c.get_name() != "help")
        .cloned()
        .collect::<Vec<_>>();
    std::iter::once(cmd)
        .chain(commands)
        .map(|c| {
            let man = clap_mangen::Man::new(c);
            let mut roff = Vec::new();
            man.render(&mut roff)?;
            Ok(Page {
                name: man.get_filename(),
                roff: crate::help::man_page(&String::from_utf8_lossy(&roff), lang).into_bytes(),
            })
        })
        .collect()
}

/// Writes the pages into `args.dir` and lists their paths on stdout.
///
/// # Errors
/// [`Exit`] with [`EXIT_BAD_INPUT`] (the message already on stderr) when the folder is missing,
/// a page's path is refused, or a page cannot be written.
pub fn run(args: &ManArgs) -> Result<()> {
    let lang = cli_lang();
    let dir: &Path = &args.dir;
    let shown = |p: &Path| clean(&p.display().to_string());
    if !dir.is_dir() {
        eprintln!(
            "{}",
            error_line(&t!(lang, "man-no-folder", path = shown(dir)))
        );
        return Err(Exit(EXIT_BAD_INPUT).into());
    }
    let pages = pages(lang)?;
    let paths: Vec<PathBuf> = pages.iter().map(|p| dir.join(&p.name)).collect();
    for path in &paths {
        output::check_or_exit("man", path, Output::ManPage, &[], args.force)?;
    }
    let mut out = std::io::stdout().lock();
    for (page, path) in pages.iter().zip(&paths) {
        if let Err(e) = output::write(path, &page.roff) {
            let cause = errors::io_error(lang, &e);
            eprintln!(
                "{}",
                error_line(&t!(lang, "write-io", path = shown(path), cause = cause))
            );
            return Err(Exit(EXIT_BAD_INPUT).into());
        }
        // A closed pipe (`sibi man DIR | head -1`) is main's to forgive.
        writeln!(out, "{}", path.display())?;
    }
    eprintln!(
        "{}",
        note_line(&t!(
            lang,
            "man-written",
            count = pages.len(),
            dir = shown(dir)
        ))
    );
    Ok(())
}
