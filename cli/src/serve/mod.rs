//! `sibi serve`: the board explorer in the browser and its JSON API, on axum + tokio.
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
//! [`broadcast`] and [`puzzle_set`] (the games and puzzles it holds), [`page`] (the HTML
//! frame), [`i18n`] (English and Korean); `assets/` (CSS and script, embedded). Beside them:
//! [`listen`] (the accept loop: connection cap, each client's share and timeouts), [`heavy`]
//! (the annotation's places and budget, and pages of long lines), [`bodies`] (request bodies
//! admitted before they are read), [`rate`] (the per-client rate limit), [`client`] (who
//! a request comes from: trusted proxies, `X-Forwarded-For`).
//!
//! The request log goes through `tracing` to stderr, one line per request, filtered by
//! [`DEFAULT_LOG`] unless `RUST_LOG` says otherwise; it and the server's own lines once it
//! serves go through [`log`]'s non-blocking writer, which drops (and counts) what a stuck
//! stderr cannot take rather than wait.

pub mod assets;
pub mod bodies;
pub mod broadcast;
pub mod cache;
pub mod client;
pub mod context;
pub mod edit;
pub mod error;
pub mod explorer;
pub mod games;
pub mod heavy;
pub mod i18n;
pub mod kept;
pub mod listen;
pub mod log;
pub mod openapi;
pub mod page;
pub mod play;
pub mod puzzle_set;
pub mod puzzles;
pub mod query;
pub mod rate;
pub mod router;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;

pub use router::router;
pub use state::AppState;

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::{Context, Result};
use sibi_solver::solve::Solution;
use sibi_solver::table::{Tablebase, TablebaseError};
use sibi_solver::{PieceSet, Rules};

use puzzle_set::Puzzles;

use crate::args::ServeArgs;
use crate::t;
use crate::text::{clean, error_line, note_line};
use crate::{Exit, EXIT_BAD_INPUT};
use heavy::HeavyLimits;
use i18n::Lang;
use listen::ConnectionLimits;
use state::RateLimit;

/// Opens the table (generating it first when it is missing, unless `--no-generate`), listens on
/// `--bind`, prints the URL and serves until Ctrl-C or SIGTERM (then exits 0).
pub fn run(args: &ServeArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = crate::catalogue::cli_lang();
    // Listen first, so that a port in use is said before minutes of generating.
    let listener = listen_on(&args.bind, lang)?;
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let (table, solved) = open_or_generate(&path, rules, pieces, args.no_generate, lang)?;
    // From here on the server's lines go through the log's non-blocking writer (log::line),
    // as the request log does: a stderr nobody reads never holds up the server or its stop.
    log::start(DEFAULT_LOG);
    let (connections, rate) = connection_limits(args);
    let trusted = rate.trusted_proxies.clone();
    let heavy = HeavyLimits::new(
        args.max_record_plies,
        args.heavy_jobs,
        args.heavy_queue,
        std::time::Duration::from_secs(args.heavy_seconds),
    );
    let state = Arc::new(
        AppState::building(table)
            .limited(heavy)
            .keeping(args.kept_answers_mib.saturating_mul(1 << 20))
            .served_with(connections, rate),
    );
    offer_puzzles(&state, solved, args.no_generate, lang);
    let local = listener
        .local_addr()
        .context(t!(lang, "serve-no-address"))?;
    announce(local, &state, rules, pieces, &path, args.open, lang);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context(t!(lang, "serve-no-threads"))?;
    let grace = std::time::Duration::from_secs(args.shutdown_seconds);
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

/// The listening socket of `--bind` (non-blocking, for tokio), or exit 2 with the reason: an
/// address that does not read, a port in use, an address not on this machine, no permission.
fn listen_on(bind: &str, lang: Lang) -> Result<std::net::TcpListener> {
    let addr: SocketAddr = bind.parse().map_err(|_| {
        eprintln!(
            "{}",
            error_line(&t!(
                lang,
                "serve-bad-bind",
                value = sibi_solver::limits::quoted(bind)
            ))
        );
        Exit(EXIT_BAD_INPUT)
    })?;
    let listener = std::net::TcpListener::bind(addr).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::AddrInUse => t!(lang, "serve-addr-in-use"),
            std::io::ErrorKind::AddrNotAvailable => t!(lang, "serve-addr-not-available"),
            std::io::ErrorKind::PermissionDenied => t!(lang, "serve-permission-denied"),
            _ => crate::catalogue::errors::io_error(lang, &e),
        };
        eprintln!(
            "{}",
            error_line(&t!(
                lang,
                "serve-cannot-listen",
                bind = addr.to_string(),
                why = why
            ))
        );
        Exit(EXIT_BAD_INPUT)
    })?;
    listener
        .set_nonblocking(true)
        .context(t!(lang, "serve-socket-setup"))?;
    Ok(listener)
}

/// The table at `path`, generated first when it is missing (unless `no_generate`). A table
/// generated here is also given back solved, in memory, so that its puzzles are found without
/// reading it back (the first start).
fn open_or_generate(
    path: &std::path::Path,
    rules: Rules,
    pieces: PieceSet,
    no_generate: bool,
    lang: Lang,
) -> Result<(Tablebase, Option<Solution>)> {
    match Tablebase::open(path, rules, pieces) {
        Ok(t) => Ok((t, None)),
        Err(TablebaseError::Missing { .. }) if !no_generate => {
            eprintln!(
                "{}",
                t!(
                    lang,
                    "serve-generating",
                    rules = rules.name(),
                    pieces = pieces.to_string(),
                    path = clean(&path.display().to_string()),
                    command = crate::table::generate_command(path, rules, pieces)
                )
            );
            let solved = crate::generate::run(Some(path), None, rules, pieces, false)?;
            let table = Tablebase::open(path, rules, pieces).map_err(crate::table::advise)?;
            Ok((table, Some(solved)))
        }
        Err(e) => Err(crate::table::advise(e)),
    }
}

/// The limits on connections and the per-client rate of `args` (the connection cap fitted
/// under the open-file limit).
fn connection_limits(args: &ServeArgs) -> (ConnectionLimits, RateLimit) {
    let max_connections =
        listen::fit_connections(args.max_connections, crate::catalogue::cli_lang());
    let connections = ConnectionLimits {
        max_connections,
        max_per_client: args
            .max_connections_per_client
            .unwrap_or_else(|| listen::default_per_client(max_connections)),
        idle: std::time::Duration::from_secs(args.idle_seconds),
        body: std::time::Duration::from_secs(args.body_seconds),
        request: std::time::Duration::from_secs(args.request_seconds),
    };
    let rate = RateLimit {
        per_second: args.rate_limit,
        burst: args.rate_burst,
        trusted_proxies: client::Trusted::new(args.trusted_proxy.clone()),
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
fn announce(
    local: SocketAddr,
    state: &AppState,
    rules: Rules,
    pieces: PieceSet,
    path: &std::path::Path,
    open: bool,
    lang: Lang,
) {
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
pub const DEFAULT_LOG: &str = "sibi=info,sibi_cli=info,tower_http=info";

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
    let lang = crate::catalogue::cli_lang();
    tokio::spawn(async move {
        tokio::select! {
            _ = tokio::time::sleep_until(deadline) => {
                log::line(&crate::t!(lang, "serve-deadline"));
                log::finish(flush);
                std::process::exit(0);
            }
            _ = shutdown() => {
                log::line(&crate::t!(lang, "serve-stopped-at-once"));
                log::finish(flush);
                std::process::exit(130);
            }
        }
    });
    log::line(&crate::t!(
        lang,
        "serve-stopping",
        seconds = grace.as_secs()
    ));
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
                crate::catalogue::cli_lang(),
                "serve-cannot-open",
                opener = opener,
                url = url
            ))
        ),
    }
}
