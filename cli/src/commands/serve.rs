//! `sibi serve`: opens the socket and the table (generating it first when it is missing), then
//! hands them to the web application ([`sibi_web::serve`]) with a [`Config`] read from the
//! arguments.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use sibi_solver::solve::Solution;
use sibi_solver::table::{Tablebase, TablebaseError};
use sibi_solver::{PieceSet, Rules};
use sibi_web::Config;

use crate::args::ServeArgs;
use crate::catalogue::{cli_lang, Lang};
use crate::t;
use crate::text::{clean, error_line};
use crate::{Exit, EXIT_BAD_INPUT};

/// Opens the table (generating it first when it is missing, unless `--no-generate`), listens on
/// `--bind`, prints the URL and serves until Ctrl-C or SIGTERM (then exits 0).
pub fn run(args: &ServeArgs, rules: Rules, pieces: PieceSet) -> Result<()> {
    let lang = cli_lang();
    // Listen first, so that a port in use is said before minutes of generating.
    let listener = listen_on(&args.bind, lang)?;
    let path = crate::table::path(args.table.tablebase.as_deref(), rules, pieces);
    let (table, solved) = open_or_generate(&path, rules, pieces, args.no_generate, lang)?;
    sibi_web::serve(listener, table, solved, &config(args))
}

/// The server's configuration from the arguments of `sibi serve`.
fn config(args: &ServeArgs) -> Config {
    Config {
        max_record_plies: args.max_record_plies,
        heavy_jobs: args.heavy_jobs,
        heavy_queue: args.heavy_queue,
        heavy_time: Duration::from_secs(args.heavy_seconds),
        kept_answers_bytes: args.kept_answers_mib.saturating_mul(1 << 20),
        max_connections: args.max_connections,
        max_connections_per_client: args.max_connections_per_client,
        idle: Duration::from_secs(args.idle_seconds),
        body: Duration::from_secs(args.body_seconds),
        request: Duration::from_secs(args.request_seconds),
        rate_limit: args.rate_limit,
        rate_burst: args.rate_burst,
        trusted_proxies: args.trusted_proxy.clone(),
        shutdown: Duration::from_secs(args.shutdown_seconds),
        no_generate: args.no_generate,
        open: args.open,
    }
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
    path: &Path,
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
