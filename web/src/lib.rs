//! The web application of `sibi serve`: the board explorer in the browser and its JSON API, on
//! axum + tokio — routes, pages, assets, the OpenAPI document and the server's limits. The
//! `sibi serve` command (crate `sibi-cli`) opens the table and its socket and calls [`serve`]
//! with a plain [`Config`]; the fuzz targets and tests drive [`router`](fn@router) without a socket. The
//! words come from `sibi-words`, the game from `sibi-solver`.
//!
//! The table is opened once and shared by every request (read-only: the server never writes
//! it). Pages are rendered on the server and work without JavaScript; the embedded script
//! (`assets/app.js`) adds moving pieces with the mouse, history and keys.
//!
//! Files, from the top down (each names only files below it): [`router`](mod@router) (the
//! routes, how errors are shown, the request log, the checks and headers of every response);
//! the handlers with their pages: [`explorer`] (`/` and the position API), [`edit`] (edit mode),
//! [`games`] (the broadcast games and `/games/annotate`), [`puzzles`] (`/puzzles` and its
//! API), [`play`] (`/play` and the engine-move API), [`openapi`] (the API's OpenAPI document,
//! `/api/v1/openapi.json`); below them [`context`] (the request's
//! [`Context`](context::Context) extractor), [`query`] (typed query strings), [`error`] (the
//! one [`Error`](error::Error) of every handler), [`state`] (the shared [`AppState`]),
//! [`broadcast_games`] and [`puzzle_set`] (the games and puzzles it holds), [`error_page`] (the page
//! of an error), [`board`] (the board every page draws), [`page`] (the HTML frame: the document,
//! its header and footer, the links); the words come from `sibi-words` (`crate::i18n` is its
//! `pages`); `assets/` (CSS and script, embedded). Beside them: [`listen`] (the accept loop:
//! connection cap, each client's share and timeouts), [`heavy_work`] (the annotation's places
//! and budget, and pages of long lines), [`bodies`] (request bodies admitted before they are
//! read), [`rate`] (the per-client rate limit), [`client`] (who a request comes from: trusted
//! proxies, `X-Forwarded-For`), [`cache`] (compression, validators, 304) and
//! [`kept_answers`] (the answers the server keeps to send again).
//!
//! The request log goes through `tracing` to stderr, one line per request, filtered by
//! [`DEFAULT_LOG`] unless `RUST_LOG` says otherwise; it and the server's own lines once it
//! serves go through [`log`]'s non-blocking writer, which drops (and counts) what a stuck
//! stderr cannot take rather than wait.

pub mod assets;
pub mod board;
pub mod bodies;
pub mod broadcast_games;
pub mod cache;
pub mod client;
pub mod context;
pub mod drills;
pub mod drills_page;
pub mod edit;
pub mod error;
pub mod error_page;
pub mod explorer;
pub mod file_pick;
pub mod games;
pub mod heavy_work;
pub mod hints;
pub mod kept_answers;
pub mod lines;
pub mod listen;
pub mod log;
pub mod openapi;
pub mod page;
pub mod play;
pub mod puzzle_set;
pub mod puzzles;
pub mod query;
pub mod rate;
pub mod record_edges;
pub mod router;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;

pub use router::router;
pub use state::AppState;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use sibi_solver::solve::Solution;
use sibi_solver::table::Tablebase;

// The words of both front ends (the catalogue, the rendering of the library's facts), reached
// from this crate's modules as `crate::catalogue`, `crate::t!`, … .
pub(crate) use sibi_words::{
    broadcast, catalogue, correction, numbers, output, progress, render, t, text,
};
// The pages' short words (`lang.player(c)`, `lang.verdict(v, side)`, …), in the words crate.
pub(crate) use sibi_words::pages as i18n;

use puzzle_set::Puzzles;

use client::Network;
use heavy_work::HeavyLimits;
use i18n::Lang;
use listen::ConnectionLimits;
use state::RateLimit;
use text::{clean, note_line};

/// How a server runs: its limits, its shutdown, whether it may build the puzzles. Plain data,
/// so that any front end (the `sibi serve` command, a test, an embedding program) can fill it;
/// [`Config::default`] gives every documented default (docs/reliability.md, "The named
/// limits").
#[derive(Clone, Debug)]
pub struct Config {
    /// The longest record annotated, in plies (413 beyond).
    pub max_record_plies: usize,
    /// Annotations running at once.
    pub heavy_jobs: usize,
    /// Annotations waiting for a place (503 beyond).
    pub heavy_queue: usize,
    /// How long an annotation may wait and run (503 past it).
    pub heavy_time: Duration,
    /// The kept answers' budget, in bytes (0 keeps none).
    pub kept_answers_bytes: u64,
    /// Connections open at once (503 beyond); lowered to fit the open-file limit.
    pub max_connections: usize,
    /// Connections one client may hold at once; `None`: a quarter of `max_connections`.
    pub max_connections_per_client: Option<usize>,
    /// The longest head, idle wait or unread answer of a connection.
    pub idle: Duration,
    /// The longest pause in a request's body (408 past it).
    pub body: Duration,
    /// The longest whole request (408 past it).
    pub request: Duration,
    /// Requests a second per client (0: no limit; 429 beyond).
    pub rate_limit: u32,
    /// Requests a client may make at once under the rate limit.
    pub rate_burst: u32,
    /// Reverse proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<Network>,
    /// After SIGTERM or Ctrl-C, how long requests in flight may finish.
    pub shutdown: Duration,
    /// Never build the puzzles (a server that must not write beside its table).
    pub no_generate: bool,
    /// Open the page in the desktop's browser once listening.
    pub open: bool,
}

/// How long requests in flight may finish after SIGTERM or Ctrl-C, in seconds, by default:
/// long enough for an annotation within its budget to end, short enough for a restart.
pub const DEFAULT_SHUTDOWN_SECONDS: u64 = 10;

/// Requests a client may make at once under the rate limit, by default: a page with its script
/// and style is 3, so a reader who opens a few pages quickly is never refused.
pub const DEFAULT_RATE_BURST: u32 = 20;

impl Default for Config {
    fn default() -> Config {
        Config {
            max_record_plies: heavy_work::DEFAULT_MAX_RECORD_PLIES,
            heavy_jobs: heavy_work::DEFAULT_HEAVY_JOBS,
            heavy_queue: heavy_work::DEFAULT_HEAVY_QUEUE,
            heavy_time: Duration::from_secs(heavy_work::DEFAULT_HEAVY_SECONDS),
            kept_answers_bytes: kept_answers::DEFAULT_KEPT_MIB << 20,
            max_connections: listen::DEFAULT_MAX_CONNECTIONS,
            max_connections_per_client: None,
            idle: Duration::from_secs(listen::DEFAULT_IDLE_SECONDS),
            body: Duration::from_secs(listen::DEFAULT_BODY_SECONDS),
            request: Duration::from_secs(listen::DEFAULT_REQUEST_SECONDS),
            rate_limit: 0,
            rate_burst: DEFAULT_RATE_BURST,
            trusted_proxies: Vec::new(),
            shutdown: Duration::from_secs(DEFAULT_SHUTDOWN_SECONDS),
            no_generate: false,
            open: false,
        }
    }
}

/// Serves `table` on `listener` until Ctrl-C or SIGTERM (then returns `Ok`): says where it
/// listens, builds the puzzles in the background when the puzzle file is missing (from
/// `solved`, the table's solution still in memory after a first start, when given), and
/// answers every request under `config`'s limits. `listener` must be non-blocking.
///
/// # Errors
/// The runtime's threads cannot start, or the listener fails.
pub fn serve(
    listener: std::net::TcpListener,
    table: Tablebase,
    solved: Option<Solution>,
    config: &Config,
) -> Result<()> {
    let lang = catalogue::cli_lang();
    // From here on the server's lines go through the log's non-blocking writer (log::line),
    // as the request log does: a stderr nobody reads never holds up the server or its stop.
    log::start(DEFAULT_LOG);
    progress::send_lines_to(log::line);
    let (connections, rate) = connection_limits(config);
    let trusted = rate.trusted_proxies.clone();
    let heavy = HeavyLimits::new(
        config.max_record_plies,
        config.heavy_jobs,
        config.heavy_queue,
        config.heavy_time,
    );
    let state = Arc::new(
        AppState::building(table)
            .limited(heavy)
            .keeping(config.kept_answers_bytes)
            .served_with(connections, rate),
    );
    offer_puzzles(&state, solved, config.no_generate, lang);
    let local = listener
        .local_addr()
        .context(t!(lang, "serve-no-address"))?;
    announce(local, &state, config.open, lang);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context(t!(lang, "serve-no-threads"))?;
    let grace = config.shutdown;
    let served = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::from_std(listener)?;
        listen::serve(
            listener,
            router(state),
            connections,
            trusted,
            stop_with_deadline(grace),
        )
        .await
    });
    if served.is_ok() {
        log::line(&t!(lang, "serve-stopped"));
    }
    // A moment for the log to write what it holds, whatever stderr does (the deadline of
    // stop_with_deadline, still running, ends the process by then in any case).
    log::finish(log::LOG_EXIT_WAIT);
    served?;
    Ok(())
}

/// The limits on connections and the per-client rate of `config` (the connection cap fitted
/// under the open-file limit).
fn connection_limits(config: &Config) -> (ConnectionLimits, RateLimit) {
    let max_connections = listen::fit_connections(config.max_connections, catalogue::cli_lang());
    let connections = ConnectionLimits {
        max_connections,
        max_per_client: config
            .max_connections_per_client
            .unwrap_or_else(|| listen::default_per_client(max_connections)),
        idle: config.idle,
        body: config.body,
        request: config.request,
    };
    let rate = RateLimit {
        per_second: config.rate_limit,
        burst: config.rate_burst,
        trusted_proxies: client::Trusted::new(config.trusted_proxies.clone()),
    };
    (connections, rate)
}

/// Gives `state` the puzzles of /puzzles: the puzzle file beside the table; when there is none
/// (and generating is allowed) it is built in the background while the server already answers
/// (`/puzzles` and `/api/v1/puzzle` say 503, "the puzzles are being built", until it is ready).
/// A table `solved` here is given back once its puzzles are found.
fn offer_puzzles(state: &Arc<AppState>, solved: Option<Solution>, no_generate: bool, lang: Lang) {
    let ready = match Puzzles::read(&state.table) {
        Some(p) => Some(p),
        None if no_generate => Some(Puzzles::prepare(&state.table, false)),
        None => None,
    };
    if let Some(ready) = ready {
        state.set_puzzles(ready);
        if solved.is_some() {
            drop(solved);
            puzzle_set::give_back_memory();
        }
        return;
    }
    let builder = Arc::clone(state);
    std::thread::spawn(move || {
        let built = Puzzles::prepare_from(&builder.table, solved);
        builder.set_puzzles(built);
        puzzle_set::give_back_memory();
        log::line(&t!(lang, "serve-puzzles-ready"));
    });
}

/// Says where the server listens (`sibi serve: URL …` in every language: scripts and tests
/// read the port from it), whether the puzzles are being built, how to stop it, and a note when
/// it is not bound to the loopback; opens the browser with `--open`.
fn announce(local: SocketAddr, state: &AppState, open: bool, lang: Lang) {
    let (rules, pieces, path) = (
        state.table.rules(),
        state.table.pieces(),
        state.table.path(),
    );
    let url = format!("http://{local}/");
    println!(
        "sibi serve: {url} {}",
        t!(
            lang,
            "serve-listening",
            rules = rules.name(),
            pieces = pieces.to_string(),
            path = clean(&path.display().to_string())
        )
    );
    if state.puzzles().is_none() {
        println!("{}", t!(lang, "serve-puzzles-building"));
    }
    println!("{}", t!(lang, "serve-ctrl-c"));
    if !local.ip().is_loopback() {
        log::line(&note_line(&t!(
            lang,
            "serve-not-loopback",
            addr = local.to_string()
        )));
    }
    if open {
        open_browser(&url);
    }
}

/// The request log's filter when `RUST_LOG` is not set: one line per request when its
/// response is sent (method, path, status, latency), from tower-http's `TraceLayer`.
pub const DEFAULT_LOG: &str = "sibi=info,sibi_cli=info,sibi_web=info,tower_http=info";

/// Resolves at the first SIGTERM or Ctrl-C, so that the server stops accepting and lets the
/// requests in flight finish; from then on the process exits 0 within `grace`, or at once (exit
/// code 130) at a second signal, whatever is still running. The deadline is set before anything
/// is written, and every line of the stop goes through the non-blocking log ([`log::line`]):
/// a stderr that takes nothing (a pipe nobody reads) delays neither. The last
/// [`exit_wait`]`(grace)` of `grace` is the log's, to write what it still holds.
async fn stop_with_deadline(grace: std::time::Duration) {
    shutdown().await;
    let flush = exit_wait(grace);
    let deadline = tokio::time::Instant::now() + grace.saturating_sub(flush);
    let lang = catalogue::cli_lang();
    tokio::spawn(async move {
        tokio::select! {
            _ = tokio::time::sleep_until(deadline) => {
                log::line(&t!(lang, "serve-deadline"));
                log::finish(flush);
                std::process::exit(0);
            }
            _ = shutdown() => {
                log::line(&t!(lang, "serve-stopped-at-once"));
                log::finish(flush);
                std::process::exit(130);
            }
        }
    });
    log::line(&t!(lang, "serve-stopping", seconds = grace.as_secs()));
}

/// How long the log is given, at the end of `grace`, to write what it still holds:
/// [`log::LOG_EXIT_WAIT`], or a quarter of a shorter `grace`.
fn exit_wait(grace: std::time::Duration) -> std::time::Duration {
    log::LOG_EXIT_WAIT.min(grace / 4)
}

/// The first SIGTERM or Ctrl-C (SIGINT).
async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

/// Opens `url` in the desktop's browser (`xdg-open`, `open` on macOS), saying so if it cannot.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    match std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
    {
        Ok(_) => {}
        Err(_) => eprintln!(
            "{}",
            note_line(&t!(
                catalogue::cli_lang(),
                "serve-cannot-open",
                opener = opener,
                url = url
            ))
        ),
    }
}
