//! `sibi play`: a game against the engine in the terminal. The board is drawn as `sibi show`
//! draws it; the player types moves in any notation the CLI reads (the library resolves them),
//! or `undo`, `best`, `draw`, `quit`, `help`; the engine's replies come from
//! [`sibi_solver::query::play::engine_move`]; on exit the game's record (format 2,
//! [`play_record`]) is written under a temporary name, then renamed.

use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;

use anyhow::{Context, Result};
use sibi_solver::line::{check_start, Outcome, REPETITION_DRAW};
use sibi_solver::query::game::{Game, Turn};
use sibi_solver::query::rank_moves;
use sibi_solver::record::write_canonical;
use sibi_solver::rng::fresh_seed;
use sibi_solver::table::Tablebase;
use sibi_solver::{move_hanja, parse_move, Color, PieceSet, Position, Rules};

use super::Exit;
use crate::args::PlayArgs;
use crate::catalogue::{facts, Lang};
use crate::position_arg::position_from_args;
use crate::t;
use crate::text::clean;
use crate::{EXIT_BAD_INPUT, EXIT_IO};
use sibi_solver::limits::{echo, MAX_QUERY_BYTES};

/// Plays the game, then writes its record.
pub fn run(args: &PlayArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let bad = |msg: String| -> anyhow::Error {
        eprintln!("{}", crate::text::error_line(&clean(&msg)));
        Exit(EXIT_BAD_INPUT).into()
    };
    let start = position_from_args(&args.position, rules, pieces)?;
    let lang = crate::catalogue::cli_lang();
    let over_at_start = |e: sibi_solver::line::StartError| {
        bad(t!(
            lang,
            "play-over-at-start",
            position = e.position.to_string(),
            why = facts::game_over(lang, e.over, e.position.side_to_move())
        ))
    };
    check_start(&start, rules).map_err(over_at_start)?;
    let side = if args.side == "d" { Color::D } else { Color::A };
    // Where the record goes: --record, else a dated name in the data folder (beside the
    // tables), checked before the game (crate::output): a regular file or a new name, not the
    // table, an existing file only when it is a sibi record (or --force).
    let table_path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let path = match &args.record {
        Some(p) => p.clone(),
        None => {
            let dir = sibi_solver::table::default_dir();
            let _ = std::fs::create_dir_all(&dir);
            dir.join(default_record_name())
        }
    };
    crate::output::check_or_exit(
        "--record",
        &path,
        crate::output::Output::Record,
        &[&table_path],
        args.force,
    )?;
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    // The record's file is made (under its temporary name) before the game, so that a path
    // that cannot be written is found now, not after the game.
    let mut pending =
        Pending::create(&path).map_err(|e| bad(crate::catalogue::errors::chain(lang, &e)))?;
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let game =
        Game::new(start, rules, Game::against(side, args.level), seed).map_err(over_at_start)?;
    let mut session = Session {
        table: &table,
        game,
        side,
    };
    let input = spawn_input()?;
    let mut out = std::io::stdout().lock();
    let lang = crate::catalogue::cli_lang();
    let intro = t!(
        lang,
        "cli-play-intro",
        side = side.to_string(),
        level = args.level.number(),
        engine = side.other().to_string(),
        description = facts::level_description(lang, args.level)
    );
    writeln!(out, "{intro}")?;
    writeln!(out, "{}", t!(lang, "cli-play-help"))?;
    let signal = session.play(&input, &mut out)?;
    let game = &session.game;
    let line = game.line();
    let record = game
        .record(
            facts::seat_names(crate::catalogue::cli_lang(), game.seats()),
            format!("sibi play, level {}, seed {seed}", args.level),
        )
        .map_err(|e| bad(facts::stop_error(lang, &e)))?;
    pending.finish(&write_canonical(&record)).map_err(|e| {
        eprintln!(
            "{}",
            crate::text::error_line(&clean(&crate::catalogue::errors::chain(lang, &e)))
        );
        Exit(EXIT_IO)
    })?;
    let saved = t!(
        lang,
        "cli-play-record",
        path = path.display().to_string(),
        n = line.moves().len(),
        how = record.meta.outcome.termination.name()
    );
    eprintln!("{saved}");
    match signal {
        // The shell's convention: 128 + the signal's number.
        Some((_, n)) => Err(Exit(128 + n).into()),
        None => Ok(()),
    }
}

/// A game in the terminal: the library's [`Game`] and the table the engine reads.
struct Session<'a> {
    table: &'a Tablebase,
    game: Game,
    /// The player's camp.
    side: Color,
}

impl Session<'_> {
    /// Plays until the game ends, `quit`, the end of the input or a signal (SIGINT, SIGTERM,
    /// SIGHUP: then its name and number).
    fn play(
        &mut self,
        input: &Receiver<Event>,
        out: &mut impl Write,
    ) -> Result<Option<(&'static str, u8)>> {
        let lang = crate::catalogue::cli_lang();
        let mut shown: Option<usize> = None;
        loop {
            let line = self.game.line();
            let pos = *line.last_position();
            let plies = line.moves().len();
            // The board after every move and undo (not after a refused move or a command).
            if shown != Some(plies) && line.king_capture().is_none() {
                writeln!(out)?;
                out.write_all(
                    crate::render::board(crate::catalogue::cli_lang(), &pos, line.rules())
                        .as_bytes(),
                )?;
                shown = Some(plies);
            }
            match self.game.turn() {
                Turn::Over(o) => {
                    self.say_end(out, lang, o)?;
                    return Ok(None);
                }
                Turn::Engine(..) => {
                    let m = self
                        .game
                        .play_engine(self.table)
                        .with_context(|| t!(crate::catalogue::cli_lang(), "cli-table-unreadable"))?
                        .expect("the engine's turn");
                    let (mv, hanja) = (m.mv.to_string(), m.hanja);
                    let text = t!(
                        lang,
                        "cli-play-engine-plays",
                        ply = plies + 1,
                        mv = mv,
                        hanja = hanja
                    );
                    writeln!(out, "{text}")?;
                    continue;
                }
                Turn::Human(_) => {}
            }
            let reps = self.game.repetitions();
            if self.game.can_claim_repetition() {
                writeln!(out, "{}", t!(lang, "cli-play-repeated", n = reps))?;
            }
            let prompt = t!(
                lang,
                "cli-play-prompt",
                ply = plies + 1,
                side = self.side.to_string()
            );
            write!(out, "{prompt}> ")?;
            out.flush()?;
            let text = match input.recv() {
                Ok(Event::Line(line)) => line?,
                Ok(Event::Signal(name, n)) => {
                    writeln!(out)?;
                    writeln!(out, "{}", t!(lang, "cli-play-signal", signal = name))?;
                    return Ok(Some((name, n)));
                }
                Err(_) => InputLine::End,
            };
            let text = match text {
                InputLine::End => {
                    writeln!(out)?;
                    writeln!(out, "{}", t!(lang, "cli-play-end-of-input"))?;
                    return Ok(None);
                }
                InputLine::TooLong => {
                    writeln!(
                        out,
                        "{}",
                        t!(lang, "cli-play-too-long", max = MAX_QUERY_BYTES)
                    )?;
                    continue;
                }
                InputLine::NotUtf8 => {
                    writeln!(out, "{}", t!(lang, "cli-play-not-utf8"))?;
                    continue;
                }
                InputLine::Text(t) => t,
            };
            if let Some(stop) = self.command(text.trim(), &pos, lang, out)? {
                return Ok(stop);
            }
            if self.game.moves().len() < plies {
                shown = None;
            }
        }
    }

    /// What the game says when it is over: how it ended and who won.
    fn say_end(&self, out: &mut impl Write, lang: Lang, o: Outcome) -> Result<()> {
        let line = self.game.line();
        match (line.king_capture(), line.end()) {
            (Some((_, mv)), _) => {
                let text = t!(lang, "cli-play-captures", mv = mv.to_string());
                writeln!(out, "{text}: {}", self.winner_words(lang, o))?;
            }
            (None, Some(g)) => {
                let side = line.last_position().side_to_move();
                writeln!(out, "{}", facts::game_over(lang, g, side))?;
                writeln!(out, "{}", self.winner_words(lang, o))?;
            }
            (None, None) => writeln!(out, "{}", t!(lang, "cli-play-drawn"))?,
        }
        Ok(())
    }

    fn winner_words(&self, lang: Lang, o: Outcome) -> String {
        if o.winner == Some(self.side) {
            t!(lang, "cli-play-you-win")
        } else {
            t!(lang, "cli-play-engine-wins")
        }
    }

    /// Carries out a line the player typed: a command or a move. `Some(stop)` ends the game
    /// (`quit`, a draw by repetition), `None` goes on.
    fn command(
        &mut self,
        word: &str,
        pos: &Position,
        lang: Lang,
        out: &mut impl Write,
    ) -> Result<Option<Option<(&'static str, u8)>>> {
        match word {
            "" => {}
            "quit" | "q" | "exit" => return Ok(Some(None)),
            "help" | "h" | "?" => writeln!(out, "{}", t!(lang, "cli-play-help"))?,
            "undo" | "u" => match self.game.undo() {
                None => writeln!(out, "{}", t!(lang, "cli-play-nothing-to-undo"))?,
                Some(back) => {
                    let first = back[0].to_string();
                    writeln!(out, "{}", t!(lang, "cli-play-took-back", mv = first))?;
                }
            },
            "best" | "b" => {
                let ranked = rank_moves(self.table, pos)
                    .with_context(|| t!(crate::catalogue::cli_lang(), "cli-table-unreadable"))?;
                let best = ranked[0].value;
                let list: Vec<String> = ranked
                    .iter()
                    .filter(|m| m.value == best)
                    .map(|m| format!("{} ({})", m.mv, move_hanja(pos, m.mv)))
                    .collect();
                let text = t!(
                    lang,
                    "cli-play-best",
                    moves = list.join(", "),
                    label = facts::label(lang, best)
                );
                writeln!(out, "{text}")?;
            }
            "draw" => match self.game.claim_repetition() {
                Ok(()) => {
                    writeln!(out, "{}", t!(lang, "cli-play-stopped-by-repetition"))?;
                    return Ok(Some(None));
                }
                Err(_) => {
                    let n = self.game.repetitions();
                    writeln!(
                        out,
                        "{}",
                        t!(lang, "cli-play-not-yet", n = n, needed = REPETITION_DRAW)
                    )?;
                }
            },
            _ => {
                let rules = self.game.line().rules();
                let what = match parse_move(word) {
                    Err(e) => t!(
                        lang,
                        "line-notation",
                        column = e.column,
                        what = facts::notation_problem(lang, &e.problem)
                    ),
                    Ok(text) => match text.resolve(pos, rules) {
                        Ok(m) => {
                            self.game.play(m).expect("a resolved move is legal");
                            return Ok(None);
                        }
                        Err(e) => facts::move_error(lang, &e),
                    },
                };
                let word = clean(&echo(word));
                writeln!(
                    out,
                    "{}",
                    t!(lang, "cli-play-not-a-move", word = word, what = what)
                )?;
            }
        }
        Ok(None)
    }
}

/// What the game waits for at the prompt: a line of the input, or a signal.
enum Event {
    Line(std::io::Result<InputLine>),
    /// SIGINT, SIGTERM or SIGHUP: its name and number.
    Signal(&'static str, u8),
}

/// Standard input read line by line in a thread of its own, and SIGINT (Ctrl-C), SIGTERM and
/// SIGHUP caught (tokio's handlers, installed before this returns), both sent to the channel:
/// so a signal at the prompt stops the game and its record is still written.
fn spawn_input() -> Result<Receiver<Event>> {
    use tokio::signal::unix::{signal, SignalKind};
    let (tx, rx) = std::sync::mpsc::channel();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (mut int, mut term, mut hup) = rt.block_on(async {
        Ok::<_, std::io::Error>((
            signal(SignalKind::interrupt())?,
            signal(SignalKind::terminate())?,
            signal(SignalKind::hangup())?,
        ))
    })?;
    let signals = tx.clone();
    std::thread::spawn(move || {
        let caught = rt.block_on(async {
            tokio::select! {
                _ = int.recv() => ("SIGINT", 2),
                _ = term.recv() => ("SIGTERM", 15),
                _ = hup.recv() => ("SIGHUP", 1),
            }
        });
        let _ = signals.send(Event::Signal(caught.0, caught.1));
    });
    std::thread::spawn(move || {
        let mut stdin = std::io::stdin().lock();
        loop {
            let line = read_line(&mut stdin);
            let end = !matches!(
                line,
                Ok(InputLine::Text(_) | InputLine::TooLong | InputLine::NotUtf8)
            );
            if tx.send(Event::Line(line)).is_err() || end {
                break;
            }
        }
    });
    Ok(rx)
}

/// A line of the player's input.
enum InputLine {
    /// The end of the input.
    End,
    /// A line (without its line end).
    Text(String),
    /// A line longer than [`MAX_QUERY_BYTES`]: only that much of it was kept; the rest was
    /// read and dropped.
    TooLong,
    /// A line that is not UTF-8.
    NotUtf8,
}

/// Reads one line of at most [`MAX_QUERY_BYTES`] bytes (a longer one is read to its end and
/// dropped).
fn read_line(input: &mut impl BufRead) -> std::io::Result<InputLine> {
    let mut bytes = Vec::new();
    let limit = MAX_QUERY_BYTES as u64 + 1;
    if (&mut *input).take(limit).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(InputLine::End);
    }
    if bytes.len() > MAX_QUERY_BYTES && bytes.last() != Some(&b'\n') {
        let mut rest = Vec::new();
        while (&mut *input).take(1 << 16).read_until(b'\n', &mut rest)? > 0 {
            if rest.last() == Some(&b'\n') {
                break;
            }
            rest.clear();
        }
        return Ok(InputLine::TooLong);
    }
    match String::from_utf8(bytes) {
        Ok(t) => Ok(InputLine::Text(
            t.trim_end_matches(['\n', '\r']).to_string(),
        )),
        Err(_) => Ok(InputLine::NotUtf8),
    }
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `sibi-play-YYYYMMDD-HHMMSS.gibo` (UTC, now): the file name of a record without --record.
fn default_record_name() -> PathBuf {
    let secs = now_secs();
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let t = secs % 86_400;
    PathBuf::from(format!(
        "sibi-play-{y:04}{m:02}{d:02}-{:02}{:02}{:02}.gibo",
        t / 3600,
        t / 60 % 60,
        t % 60
    ))
}

/// The (year, month, day) of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`,
/// the proleptic Gregorian calendar).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A record's file under its temporary name (`FILE.tmp`, in the same folder), made before the
/// game; [`Pending::finish`] writes it and renames it to `FILE`. Dropped unfinished, the
/// temporary file is removed.
struct Pending {
    path: PathBuf,
    tmp: PathBuf,
    file: Option<std::fs::File>,
}

impl Pending {
    /// Creates `path.tmp`; the error names `path`.
    fn create(path: &Path) -> Result<Pending> {
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let file = std::fs::File::create(&tmp).with_context(|| {
            t!(
                crate::catalogue::cli_lang(),
                "cli-play-cannot-write",
                path = crate::text::clean(&path.display().to_string())
            )
        })?;
        Ok(Pending {
            path: path.to_path_buf(),
            tmp,
            file: Some(file),
        })
    }

    /// Writes `text` and renames the file to its name.
    fn finish(&mut self, text: &str) -> Result<()> {
        let mut file = self.file.take().expect("finished once");
        let done = file
            .write_all(text.as_bytes())
            .and_then(|()| file.sync_all())
            .and_then(|()| std::fs::rename(&self.tmp, &self.path));
        if done.is_err() {
            let _ = std::fs::remove_file(&self.tmp);
        }
        done.with_context(|| {
            t!(
                crate::catalogue::cli_lang(),
                "cli-cannot-write-record",
                path = crate::text::clean(&self.path.display().to_string())
            )
        })
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.file.is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    /// Days from 1970-01-01, counted by hand: 0 is 1970-01-01, 59 is 1970-03-01 (31 + 28
    /// days), 11,016 is 2000-02-29 (30 years with 7 leap days: 10,957 days to 2000-01-01, then
    /// 31 + 28).
    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
