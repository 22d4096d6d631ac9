//! `sibi play`: a game against the engine in the terminal. The board is drawn as `sibi show`
//! draws it; the player types moves in any notation the CLI reads (the library resolves them),
//! or `undo`, `best`, `draw`, `quit`, `help`; the engine's replies come from
//! [`sibi_solver::query::play::engine_move`]; on exit the game's record (format 2,
//! [`play_record`]) is written under a temporary name, then renamed.

use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;

use anyhow::{Context, Result};
use sibi_solver::line::{check_start, Line, REPETITION_DRAW};
use sibi_solver::query::play::{engine_move, play_record, ply_seed, Level};
use sibi_solver::query::{line_from_moves, rank_moves};
use sibi_solver::record::write_canonical;
use sibi_solver::rng::fresh_seed;
use sibi_solver::table::Tablebase;
use sibi_solver::{move_hanja, parse_move, Color, Move, PieceSet, Position, Rules};

use super::Exit;
use crate::args::PlayArgs;
use crate::position_arg::position_from_args;
use crate::text::clean;
use crate::{EXIT_BAD_INPUT, EXIT_IO};
use sibi_solver::limits::{echo, MAX_QUERY_BYTES};

/// The help of the prompt.
const HELP: &str = "\
type a move (B2C2, P*B1, 子*B1, 자B2C2 …) or: undo (take back your move and the reply), best
(the best moves here), draw (stop as a draw by repetition, once a position came round a third
time), quit, help";

/// Plays the game, then writes its record.
pub fn run(args: &PlayArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let bad = |msg: String| -> anyhow::Error {
        eprintln!("error: {}", clean(&msg));
        Exit(EXIT_BAD_INPUT).into()
    };
    let start = position_from_args(&args.position, rules, pieces)?;
    check_start(&start, rules).map_err(|e| bad(e.to_string()))?;
    let side = if args.side == "d" { Color::D } else { Color::A };
    if let Some(path) = &args.record {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        if dir.is_some_and(|d| !d.is_dir()) || path.is_dir() {
            return Err(bad(format!(
                "--record {}: no such folder, or it is a folder",
                path.display()
            )));
        }
    }
    let table = crate::table::open(args.table.tablebase.as_deref(), rules, pieces)?;
    // The record's file is made (under its temporary name) before the game, so that a path
    // that cannot be written is found now, not after the game.
    let path = args.record.clone().unwrap_or_else(default_record_name);
    let mut pending = Pending::create(&path).map_err(|e| bad(format!("{e:#}")))?;
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let mut game = Game {
        table: &table,
        rules,
        start,
        moves: Vec::new(),
        level: args.level,
        side,
        repetition: false,
        seed,
    };
    let input = spawn_input()?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "sibi play: you are player {side}; the engine (level {}) is player {}: {}",
        args.level,
        side.other(),
        crate::catalogue::facts::level_description(crate::catalogue::cli_lang(), args.level)
    )?;
    writeln!(out, "{HELP}")?;
    let signal = game.play(&input, &mut out)?;
    let line = game.line();
    let record = play_record(
        &line,
        game.players(),
        game.repetition,
        format!("sibi play, level {}, seed {seed}", args.level),
    )
    .map_err(|e| bad(e.to_string()))?;
    pending.finish(&write_canonical(&record)).map_err(|e| {
        eprintln!("error: {e:#}");
        Exit(EXIT_IO)
    })?;
    let n = line.moves().len();
    eprintln!(
        "record: {} ({n} {}, {}; sibi annotate reads it)",
        path.display(),
        if n == 1 { "ply" } else { "plies" },
        record.meta.outcome.termination
    );
    match signal {
        // The shell's convention: 128 + the signal's number.
        Some((_, n)) => Err(Exit(128 + n).into()),
        None => Ok(()),
    }
}

/// A game under way.
struct Game<'a> {
    table: &'a Tablebase,
    rules: Rules,
    start: Position,
    moves: Vec<Move>,
    level: Level,
    side: Color,
    repetition: bool,
    seed: u64,
}

impl Game<'_> {
    /// The line of the moves so far (each was legal when played).
    fn line(&self) -> Line {
        line_from_moves(self.start, self.rules, &self.moves).expect("the moves were legal")
    }

    fn players(&self) -> [String; 2] {
        let lang = crate::catalogue::cli_lang();
        let (you, engine) = (
            crate::t!(lang, "player-you"),
            crate::t!(lang, "player-engine", level = self.level.number()),
        );
        match self.side {
            Color::A => [you, engine],
            Color::D => [engine, you],
        }
    }

    /// The player who made move `k` (0-based).
    fn mover(&self, k: usize) -> Color {
        let first = self.start.side_to_move();
        if k.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    }

    /// Plays until the game ends, `quit`, the end of the input or a signal (SIGINT, SIGTERM,
    /// SIGHUP: then its name and number).
    fn play(
        &mut self,
        input: &Receiver<Event>,
        out: &mut impl Write,
    ) -> Result<Option<(&'static str, u8)>> {
        let mut shown: Option<usize> = None;
        loop {
            let line = self.line();
            let you_win = |line: &Line| {
                if line.winner() == Some(self.side) {
                    "you win"
                } else {
                    "the engine wins"
                }
            };
            if let Some((_, mv)) = line.king_capture() {
                writeln!(out, "{mv} captures the 王: {}", you_win(&line))?;
                return Ok(None);
            }
            let pos = *line.last_position();
            // The board after every move and undo (not after a refused move or a command).
            if shown != Some(self.moves.len()) {
                writeln!(out)?;
                out.write_all(crate::render::board(&pos, self.rules).as_bytes())?;
                shown = Some(self.moves.len());
            }
            if let Some(g) = line.end() {
                writeln!(
                    out,
                    "{}",
                    crate::catalogue::facts::game_over(
                        crate::catalogue::cli_lang(),
                        g,
                        pos.side_to_move()
                    )
                )?;
                writeln!(out, "{}", you_win(&line))?;
                return Ok(None);
            }
            if pos.side_to_move() != self.side {
                let ply = self.moves.len() + 1;
                let m = engine_move(
                    self.table,
                    &pos,
                    self.rules,
                    self.level,
                    ply_seed(self.seed, ply),
                )
                .context("the table could not be read")?
                .expect("the game goes on");
                writeln!(out, "ply {ply}: the engine plays {} ({})", m.mv, m.hanja)?;
                self.moves.push(m.mv);
                continue;
            }
            let reps = line.repetitions();
            if reps >= REPETITION_DRAW {
                writeln!(
                    out,
                    "this position has come round {reps} times: type draw to stop as a draw by \
                     repetition"
                )?;
            }
            write!(
                out,
                "ply {}, your move ({})> ",
                self.moves.len() + 1,
                self.side
            )?;
            out.flush()?;
            let line = match input.recv() {
                Ok(Event::Line(line)) => line?,
                Ok(Event::Signal(name, n)) => {
                    writeln!(out)?;
                    writeln!(out, "{name}: the game stops here (unfinished)")?;
                    return Ok(Some((name, n)));
                }
                Err(_) => InputLine::End,
            };
            let text = match line {
                InputLine::End => {
                    writeln!(out)?;
                    writeln!(out, "end of input: the game stops here (unfinished)")?;
                    return Ok(None);
                }
                InputLine::TooLong => {
                    writeln!(
                        out,
                        "not a move here: the line is longer than {MAX_QUERY_BYTES} bytes"
                    )?;
                    continue;
                }
                InputLine::NotUtf8 => {
                    writeln!(out, "not a move here: the line is not valid UTF-8 text")?;
                    continue;
                }
                InputLine::Text(t) => t,
            };
            let word = text.trim();
            match word {
                "" => {}
                "quit" | "q" | "exit" => return Ok(None),
                "help" | "h" | "?" => writeln!(out, "{HELP}")?,
                "undo" | "u" => {
                    if !(0..self.moves.len()).any(|k| self.mover(k) == self.side) {
                        writeln!(out, "nothing to undo: you have not moved yet")?;
                        continue;
                    }
                    shown = None;
                    while let Some(m) = self.moves.pop() {
                        if self.mover(self.moves.len()) == self.side {
                            writeln!(out, "took back {m} and the reply after it")?;
                            break;
                        }
                    }
                }
                "best" | "b" => {
                    let ranked = rank_moves(self.table, &pos, self.rules)
                        .context("the table could not be read")?;
                    let best = ranked[0].value;
                    let list: Vec<String> = ranked
                        .iter()
                        .filter(|m| m.value == best)
                        .map(|m| format!("{} ({})", m.mv, move_hanja(&pos, m.mv)))
                        .collect();
                    writeln!(out, "best: {} — {}", list.join(", "), label(best))?;
                }
                "draw" => {
                    if reps >= REPETITION_DRAW {
                        self.repetition = true;
                        writeln!(out, "stopped as a draw by repetition")?;
                        return Ok(None);
                    }
                    writeln!(
                        out,
                        "not yet: this position has stood {reps} time(s); a draw by repetition \
                         needs {REPETITION_DRAW}"
                    )?;
                }
                _ => match parse_move(word)
                    .map_err(|e| e.to_string())
                    .and_then(|t| t.resolve(&pos, self.rules).map_err(|e| e.to_string()))
                {
                    Ok(m) => self.moves.push(m),
                    Err(e) => writeln!(out, "not a move here: `{}`: {}", clean(&echo(word)), e)?,
                },
            }
        }
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

/// A label in words, with its unit: `win in 5 plies`, `draw`, `loss in 1 ply`.
fn label(v: sibi_solver::Value) -> String {
    let plies = |n: u16| {
        if n == 1 {
            "1 ply".to_string()
        } else {
            format!("{n} plies")
        }
    };
    match v {
        sibi_solver::Value::Win(n) => format!("win in {}", plies(n)),
        sibi_solver::Value::Loss(n) => format!("loss in {}", plies(n)),
        sibi_solver::Value::Draw => "draw".to_string(),
    }
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `sibi-play-YYYYMMDD-HHMMSS.gibo` (UTC, now) in the current folder.
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
        let file = std::fs::File::create(&tmp)
            .with_context(|| format!("--record {}: cannot write there", path.display()))?;
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
        done.with_context(|| format!("cannot write the record {}", self.path.display()))
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
