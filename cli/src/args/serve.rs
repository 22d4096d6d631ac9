//! The arguments of `sibi serve`: the server's address, its table and its limits (their
//! defaults are `sibi-web`'s named constants).

use clap::Args;

use super::TablebaseOpts;

/// Arguments of `sibi serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address and port to listen on. The default serves this machine only; 0.0.0.0:8080 (or
    /// `[::]:8080`) would let other machines reach it. Port 0 picks a free port (printed).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
    pub bind: String,

    /// Which table to serve.
    #[command(flatten)]
    pub table: TablebaseOpts,

    /// When the table is missing, stop (exit 2, with the command that makes it) instead of
    /// generating it first.
    #[arg(long)]
    pub no_generate: bool,

    /// Open the page in the desktop's browser once the server listens.
    #[arg(long)]
    pub open: bool,

    /// The longest record the server annotates (/games/annotate, POST /api/v1/annotate), in
    /// plies; a longer one gets 413 naming the limit, before any work. The longest broadcast
    /// game has 73 plies; `sibi annotate` reads longer records.
    #[arg(long, value_name = "N", default_value_t = sibi_web::heavy_work::DEFAULT_MAX_RECORD_PLIES)]
    pub max_record_plies: usize,

    /// Annotations running at once, off the threads that answer the other requests.
    #[arg(long, value_name = "N", default_value_t = sibi_web::heavy_work::DEFAULT_HEAVY_JOBS)]
    pub heavy_jobs: usize,

    /// Annotations waiting for a place; beyond them a request gets 503 "busy" at once.
    #[arg(long, value_name = "N", default_value_t = sibi_web::heavy_work::DEFAULT_HEAVY_QUEUE)]
    pub heavy_queue: usize,

    /// The time an annotation request may wait and run, in seconds; past it, 503 "busy".
    #[arg(long, value_name = "SECONDS", default_value_t = sibi_web::heavy_work::DEFAULT_HEAVY_SECONDS)]
    pub heavy_seconds: u64,

    /// The answers the server keeps, compressed, to send again without redoing them, in MiB
    /// (pages and API answers that depend only on the table and the request); 0 keeps none.
    #[arg(long, value_name = "MIB", default_value_t = sibi_web::kept_answers::DEFAULT_KEPT_MIB)]
    pub kept_answers_mib: u64,

    /// After SIGTERM or Ctrl-C: how long requests in flight may finish, in seconds, before the
    /// server exits (code 0); a second Ctrl-C exits at once (code 130).
    #[arg(long, value_name = "SECONDS", default_value_t = sibi_web::DEFAULT_SHUTDOWN_SECONDS)]
    pub shutdown_seconds: u64,

    /// Connections open at once; beyond them a new connection gets 503 at once. The server
    /// raises its open-file limit to the hard limit and lowers this to fit under it (saying so).
    #[arg(long, value_name = "N", default_value_t = sibi_web::listen::DEFAULT_MAX_CONNECTIONS,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_connections: usize,

    /// Connections one client address may hold at once (an IPv6 address counted by its /64);
    /// beyond them its new connections get 503 at once while other clients are still served.
    /// Default: a quarter of --max-connections. Trusted proxies are exempt: limit connections
    /// per client at the proxy.
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_connections_per_client: Option<usize>,

    /// How long a connection may take to send a request's head, wait idle between requests,
    /// or leave an answer unread, in seconds; then it is closed (slowloris, idle connections).
    #[arg(long, value_name = "SECONDS", default_value_t = sibi_web::listen::DEFAULT_IDLE_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub idle_seconds: u64,

    /// The longest pause while a request's body arrives, in seconds; past it, 408.
    #[arg(long, value_name = "SECONDS", default_value_t = sibi_web::listen::DEFAULT_BODY_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub body_seconds: u64,

    /// How long a whole request may take, from its head to its answer, in seconds; past it, 408.
    #[arg(long, value_name = "SECONDS", default_value_t = sibi_web::listen::DEFAULT_REQUEST_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub request_seconds: u64,

    /// Requests a second each client may make on average (0, the default: no limit); beyond
    /// it, 429 with Retry-After. /healthz and /readyz are not counted.
    #[arg(long, value_name = "PER_SECOND", default_value_t = 0)]
    pub rate_limit: u32,

    /// Requests a client may make at once under --rate-limit (a page and its script and style
    /// are 3).
    #[arg(long, value_name = "N", default_value_t = sibi_web::DEFAULT_RATE_BURST)]
    pub rate_burst: u32,

    /// A reverse proxy in front of the server, as an address or a CIDR range (10.0.0.0/8,
    /// 2001:db8::/32); may be given more than once. A request from one is counted against the
    /// rightmost address of its X-Forwarded-For lines that is not a trusted proxy (the
    /// Forwarded header is not read), and its connections are not held to
    /// --max-connections-per-client (default: no proxy trusted, every request counted against
    /// its peer address).
    #[arg(long, value_name = "ADDR|CIDR", action = clap::ArgAction::Append)]
    pub trusted_proxy: Vec<sibi_web::client::Network>,
}
