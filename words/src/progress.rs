//! Progress of long computations on stderr: an indicatif bar per phase on a terminal, a plain
//! line per phase otherwise (logs, CI, pipes), in the CLI's language.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use sibi_solver::solve::{Phase as PhaseFact, PhaseSummary, Progress};

use crate::catalogue::{cli_lang, facts, Lang};
use crate::numbers::korean_units;
use crate::t;

/// The phase under way.
struct Phase {
    name: String,
    started: Instant,
    bar: Option<ProgressBar>,
}

/// A [`Progress`] for the terminal: each phase gets a bar with its rate and ETA (a spinner with
/// the count and rate when its total is unknown), replaced at its end by one summary line
/// `<phase>: <summary> (<work units> in <time>, <rate>)`. When stderr is not a terminal, only the
/// summary lines are printed. Words in the CLI's language ([`cli_lang`]).
pub struct BarProgress {
    terminal: bool,
    phase: Mutex<Option<Phase>>,
    done: AtomicU64,
}

impl BarProgress {
    /// Bars when stderr is a terminal, plain lines otherwise.
    pub fn new() -> BarProgress {
        BarProgress {
            terminal: std::io::stderr().is_terminal(),
            phase: Mutex::new(None),
            done: AtomicU64::new(0),
        }
    }

    fn bar(name: &str, total: u64) -> ProgressBar {
        // indicatif's own {per_sec} prints four decimals; this is `3.36 M/s`.
        let lang = cli_lang();
        let rate = move |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(
                w,
                "{}",
                t!(lang, "progress-rate", n = human(lang, state.per_sec()))
            );
        };
        // The counts in the language's units (indicatif's {human_pos} writes `1,234,567`).
        let pos = move |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{}", human(lang, state.pos() as f64));
        };
        let len = move |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{}", human(lang, state.len().unwrap_or(0) as f64));
        };
        let bar = if total == 0 {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            let template = format!(
                "{{spinner}} {{prefix}}: {{pos}} {}, {{rate}}, {{elapsed}}",
                t!(lang, "progress-done")
            );
            bar.set_style(
                ProgressStyle::with_template(&template)
                    .expect("valid template")
                    .with_key("rate", rate)
                    .with_key("pos", pos),
            );
            bar
        } else {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            let template = format!(
                "{{prefix}}: [{{bar:30}}] {{percent:>3}}% {{pos}}/{{len}}, {{rate}}, \
                 {} {{eta}}",
                t!(lang, "progress-eta")
            );
            bar.set_style(
                ProgressStyle::with_template(&template)
                    .expect("valid template")
                    .with_key("rate", rate)
                    .with_key("pos", pos)
                    .with_key("len", len)
                    .progress_chars("=> "),
            );
            bar
        };
        bar.set_prefix(name.to_string());
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    }
}

impl Default for BarProgress {
    fn default() -> Self {
        BarProgress::new()
    }
}

impl Progress for BarProgress {
    fn start_phase(&self, fact: PhaseFact, total: u64) {
        let name = facts::phase(cli_lang(), fact);
        let name = name.as_str();
        let mut phase = self.phase.lock().expect("progress lock");
        if let Some(old) = phase.take() {
            if let Some(bar) = old.bar {
                bar.finish_and_clear();
            }
        }
        self.done.store(0, Relaxed);
        *phase = Some(Phase {
            name: name.to_string(),
            started: Instant::now(),
            bar: self.terminal.then(|| BarProgress::bar(name, total)),
        });
    }

    fn advance(&self, n: u64) {
        self.done.fetch_add(n, Relaxed);
        if self.terminal {
            if let Some(bar) = self
                .phase
                .lock()
                .expect("progress lock")
                .as_ref()
                .and_then(|p| p.bar.as_ref())
            {
                bar.inc(n);
            }
        }
    }

    fn end_phase(&self, summary: PhaseSummary) {
        let lang = cli_lang();
        let Some(phase) = self.phase.lock().expect("progress lock").take() else {
            return;
        };
        if let Some(bar) = phase.bar {
            bar.finish_and_clear();
        }
        let elapsed = phase.started.elapsed();
        let done = self.done.load(Relaxed);
        let secs = elapsed.as_secs_f64();
        // `none` when no time passed (the catalogue then leaves the rate out).
        let rate = if secs > 0.0 {
            crate::numbers::before_counter(human(lang, done as f64 / secs))
        } else {
            "none".to_string()
        };
        // Straight to stderr, or in `sibi serve` (the puzzles built in the background) through
        // its non-blocking log, which never waits for a stderr nobody reads ([`send_lines_to`]).
        line(&t!(
            lang,
            "progress-line",
            phase = &phase.name,
            summary = facts::summary(lang, summary),
            work = crate::numbers::before_counter(human(lang, done as f64)),
            time = seconds_in(lang, elapsed),
            rate = rate
        ));
    }
}

/// Where the summary lines go: stderr until a front end says otherwise ([`send_lines_to`]).
static LINES: std::sync::OnceLock<fn(&str)> = std::sync::OnceLock::new();

/// Sends every later summary line of a [`BarProgress`] to `sink` instead of stderr — the
/// server's non-blocking log, once it serves. Set once; a second call is ignored.
pub fn send_lines_to(sink: fn(&str)) {
    let _ = LINES.set(sink);
}

fn line(text: &str) {
    match LINES.get() {
        Some(sink) => sink(text),
        None => eprintln!("{text}"),
    }
}

/// `1.23 s`, `0.004 s`, `2 min 05 s` (`2분 5초`) in the CLI's language.
pub fn seconds(d: Duration) -> String {
    seconds_in(cli_lang(), d)
}

/// `1.23 s`, `0.004 s`, `2 min 05 s` (`2분 5초`) in `lang`.
pub fn seconds_in(lang: Lang, d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1.0 {
        t!(lang, "duration-seconds", s = format!("{s:.3}"))
    } else if s < 60.0 {
        t!(lang, "duration-seconds", s = format!("{s:.2}"))
    } else {
        t!(
            lang,
            "duration-minutes",
            min = (d.as_secs() / 60).to_string(),
            // `2 min 05 s` in English; `2분 5초` in Korean, which does not pad its units.
            s = if lang == Lang::Ko {
                (d.as_secs() % 60).to_string()
            } else {
                format!("{:02}", d.as_secs() % 60)
            }
        )
    }
}

/// A count as a progress line shows it: in English `812`, `12.3 k`, `4.56 M`, `1.57 G`; in
/// Korean in its units, `812`, `1만 2,345`, `1억 7,794만` ([`korean_units`]).
fn human(lang: Lang, x: f64) -> String {
    if lang == Lang::Ko {
        return korean_units(x.round() as u64);
    }
    if x < 1e3 {
        format!("{x:.0}")
    } else if x < 1e6 {
        format!("{:.1} k", x / 1e3)
    } else if x < 1e9 {
        format!("{:.2} M", x / 1e6)
    } else {
        format!("{:.2} G", x / 1e9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_units() {
        assert_eq!(human(Lang::En, 812.0), "812");
        assert_eq!(human(Lang::En, 12_345.0), "12.3 k");
        assert_eq!(human(Lang::En, 4_560_000.0), "4.56 M");
        assert_eq!(human(Lang::En, 177_940_000.0), "177.94 M");
        assert_eq!(human(Lang::Ko, 812.0), "812");
        assert_eq!(human(Lang::Ko, 12_345.0), "1만 2,345");
        assert_eq!(human(Lang::Ko, 177_940_000.0), "1억 7,794만");
        assert_eq!(human(Lang::Ko, 100_000_000.4), "1억");
        assert_eq!(seconds_in(Lang::En, Duration::from_millis(4)), "0.004 s");
        assert_eq!(seconds_in(Lang::En, Duration::from_secs(125)), "2 min 05 s");
        assert_eq!(seconds_in(Lang::Ko, Duration::from_millis(1230)), "1.23초");
        assert_eq!(seconds_in(Lang::Ko, Duration::from_secs(125)), "2분 5초");
    }
}
