//! Work that takes the CPU for more than a moment (annotating a posted record, checking the
//! position and the answers of a puzzle's page) runs off the async workers, on tokio's
//! blocking threads, under a concurrency limit and a time budget, so that no request takes the
//! server from the others. The limits are `sibi serve` options
//! ([`HeavyLimits`]); past them a request gets a quick 503 "busy, try again". Work whose
//! request is gone (the client closed its connection, or the budget ran out) is told to stop
//! ([`Stop`]) and gives its place back at its next table probe.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use sibi_solver::solve::ValueSource;
use sibi_solver::{PieceSet, Position, Rules, Value};
use tokio::sync::Semaphore;

use super::error::{Error, Title};
use crate::t;

/// The default of `--max-record-plies`: the longest record the server annotates. The longest
/// broadcast game has 73 plies and a `/play` game fits a query of 4,096 bytes (about 800
/// plies); 2,000 plies take about 0.15 s of one core to annotate, 0.1 s more when the last
/// move is illegal (the correction search). `sibi annotate` reads longer records.
pub const DEFAULT_MAX_RECORD_PLIES: usize = 2_000;

/// The default of `--heavy-jobs`: annotations running at once (one per core of a 2-core
/// machine leaves the async workers a core to answer the other requests on).
pub const DEFAULT_HEAVY_JOBS: usize = 2;

/// The default of `--heavy-queue`: annotations waiting for a place; more get a 503 at once.
pub const DEFAULT_HEAVY_QUEUE: usize = 8;

/// The default of `--heavy-seconds`: how long a request may wait for a place and run; past it
/// the answer is a 503 (the work, bounded by `--max-record-plies`, finishes in the background
/// and is dropped).
pub const DEFAULT_HEAVY_SECONDS: u64 = 10;

/// The longest line a page (`/` with `pos=POS moves …`, `/play` with `moves=…`) builds on the
/// fast path, in plies; a longer one is heavy work ([`HeavyLimits::run_page`]): its page grows
/// with the line (a link per ply, each carrying the line so far — 567 KB for 812 plies), so it
/// takes a place and the time budget as an annotation does. The longest broadcast game has 73
/// plies; a person's `/play` game seldom reaches 200.
pub const HEAVY_LINE_PLIES: usize = 200;

tokio::task_local! {
    /// Set while a heavy page runs ([`HeavyLimits::run_page`]): the work it starts in turn (the
    /// annotation of a finished `/play` game) runs in its place instead of asking for another,
    /// which two such pages at once would wait for each other to give back.
    static HELD: Stop;
}

/// The limits of heavy work, and the places it takes.
#[derive(Debug)]
pub struct HeavyLimits {
    /// The longest record annotated, in plies (413 beyond).
    pub max_record_plies: usize,
    /// Places to run.
    running: Arc<Semaphore>,
    /// Places to run or wait.
    admitted: Arc<Semaphore>,
    /// The time budget of one request.
    budget: Duration,
}

impl Default for HeavyLimits {
    fn default() -> HeavyLimits {
        HeavyLimits::new(
            DEFAULT_MAX_RECORD_PLIES,
            DEFAULT_HEAVY_JOBS,
            DEFAULT_HEAVY_QUEUE,
            Duration::from_secs(DEFAULT_HEAVY_SECONDS),
        )
    }
}

impl HeavyLimits {
    /// Limits of `jobs` running at once (at least 1), `queue` more waiting, `budget` per
    /// request, records of at most `max_record_plies` plies.
    pub fn new(max_record_plies: usize, jobs: usize, queue: usize, budget: Duration) -> Self {
        let jobs = jobs.max(1);
        HeavyLimits {
            max_record_plies,
            running: Arc::new(Semaphore::new(jobs)),
            admitted: Arc::new(Semaphore::new(jobs + queue)),
            budget,
        }
    }

    /// Runs `work` on a blocking thread once a place is free, within the time budget. `work`
    /// gets a [`Stop`] that is set once this future is dropped (hyper drops it when the client
    /// closes the connection) or the budget has run out; it should then return soon (through
    /// [`Stoppable`], at its next probe), giving its place back.
    ///
    /// # Errors
    /// 503 when every place is taken and the queue is full, or when the budget runs out
    /// (waiting included); 500 when the work panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> Result<T, Error> {
        // Inside a heavy page: its place is this work's place.
        if let Ok(stop) = HELD.try_with(Stop::clone) {
            return Ok(work(&stop));
        }
        let seconds = self.budget.as_secs();
        let busy = move || {
            Error::worded(StatusCode::SERVICE_UNAVAILABLE, move |lang| {
                t!(lang, "server-busy", seconds = seconds)
            })
            .titled(Title::Busy)
        };
        let Ok(admitted) = Arc::clone(&self.admitted).try_acquire_owned() else {
            return Err(busy());
        };
        let deadline = tokio::time::Instant::from_std(Instant::now() + self.budget);
        let running = tokio::time::timeout_at(deadline, Arc::clone(&self.running).acquire_owned())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        let stop = Stop::default();
        // Set when this future ends or is dropped, whichever way.
        let _stop_when_gone = StopOnDrop(stop.clone());
        let job = tokio::task::spawn_blocking(move || {
            let _places = (admitted, running);
            work(&stop)
        });
        match tokio::time::timeout_at(deadline, job).await {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(_)) => Err(Error::worded(StatusCode::INTERNAL_SERVER_ERROR, |lang| {
                t!(lang, "server-work-failed")
            })),
            Err(_) => Err(busy()),
        }
    }
}

impl HeavyLimits {
    /// The places to run or wait that are free now (the tests watch it).
    pub fn places_free(&self) -> usize {
        self.admitted.available_permits()
    }

    /// Runs the page `page` (a handler's future) as heavy work: on a blocking thread once a
    /// place is free, within the time budget, as [`HeavyLimits::run`] does — the place and the
    /// budget of an annotation. Heavy work `page` starts itself runs in the same place.
    ///
    /// # Errors
    /// As [`HeavyLimits::run`]: 503 when busy or out of time, 500 when the page panicked.
    pub async fn run_page<F>(&self, page: F) -> Result<F::Output, Error>
    where
        F: std::future::Future + Send + 'static,
        F::Output: Send + 'static,
    {
        let runtime = tokio::runtime::Handle::current();
        self.run(move |stop| runtime.block_on(HELD.scope(stop.clone(), page)))
            .await
    }
}

/// The plies of the line a page request asks for: the moves after the word `moves` of its
/// `pos=`, or those of `/play`'s `moves=` (whitespace-separated).
pub fn line_plies(params: &super::query::Params) -> usize {
    let in_pos = params
        .get("pos")
        .and_then(|p| p.split_once(" moves "))
        .map_or(0, |(_, m)| m.split_whitespace().count());
    let in_moves = params
        .get("moves")
        .map_or(0, |m| m.split_whitespace().count());
    in_pos + in_moves
}

/// Told to heavy work when its request is gone: the client closed the connection, or the time
/// budget ran out. Cheap to clone (one shared flag).
#[derive(Clone, Debug, Default)]
pub struct Stop {
    /// Set once the work should stop.
    flag: Arc<AtomicBool>,
    /// Tests: the looks at the flag left before it sets itself (none: never by itself), so that
    /// a test can stop work in its middle, at a known point.
    #[cfg(test)]
    looks_left: Option<Arc<std::sync::atomic::AtomicUsize>>,
}

impl Stop {
    /// True once the work should stop.
    pub fn is_set(&self) -> bool {
        #[cfg(test)]
        if let Some(left) = &self.looks_left {
            let before = left.fetch_sub(1, Ordering::Relaxed);
            if before <= 1 {
                self.set();
            }
        }
        self.flag.load(Ordering::Relaxed)
    }

    /// Tells the work to stop.
    pub fn set(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// A stop that sets itself at the `looks`-th look at it (tests).
    #[cfg(test)]
    pub fn after_looks(looks: usize) -> Stop {
        Stop {
            looks_left: Some(Arc::new(std::sync::atomic::AtomicUsize::new(looks))),
            ..Stop::default()
        }
    }
}

/// Sets its [`Stop`] when dropped.
struct StopOnDrop(Stop);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.set();
    }
}

/// Positions a [`Stoppable`] source looks up between two looks at its flag: the moves of
/// about 1,500 plies of a game, tens of milliseconds of decompressing table blocks at most — the
/// default record limit ([`DEFAULT_MAX_RECORD_PLIES`]) fits in two batches, each block read once
/// per batch.
pub const STOPPABLE_BATCH: usize = 1 << 14;

/// A value source that answers as `source` until `stop` is set, and then fails every probe
/// with [`Stopped::Stopped`]: what lets an annotation end within one batch of
/// [`STOPPABLE_BATCH`] look-ups (milliseconds) of its request going away.
pub struct Stoppable<'a, S> {
    /// The table.
    pub source: &'a S,
    /// The flag checked before each probe.
    pub stop: &'a Stop,
}

/// The error of a [`Stoppable`] source.
#[derive(Debug)]
pub enum Stopped<E> {
    /// The request is gone.
    Stopped,
    /// The source's own error.
    Source(E),
}

impl<E: std::fmt::Display> std::fmt::Display for Stopped<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stopped::Stopped => f.write_str("stopped: the request is gone"),
            Stopped::Source(e) => e.fmt(f),
        }
    }
}

impl<E> From<Stopped<E>> for Error
where
    Error: From<E>,
{
    /// A stopped request's 503 (seldom seen: the client is gone, or the budget's 503 went
    /// first), or the source's own error.
    fn from(e: Stopped<E>) -> Error {
        match e {
            Stopped::Stopped => Error::worded(StatusCode::SERVICE_UNAVAILABLE, |lang| {
                t!(lang, "server-work-stopped")
            })
            .titled(Title::Busy),
            Stopped::Source(e) => Error::from(e),
        }
    }
}

impl<S: ValueSource> ValueSource for Stoppable<'_, S> {
    type Error = Stopped<S::Error>;

    fn rules(&self) -> Rules {
        self.source.rules()
    }

    fn pieces(&self) -> PieceSet {
        self.source.pieces()
    }

    fn value(&self, pos: &Position) -> Result<Value, Self::Error> {
        if self.stop.is_set() {
            return Err(Stopped::Stopped);
        }
        self.source.value(pos).map_err(Stopped::Source)
    }

    /// `source`'s own batch look-up (a table file reads it in index order),
    /// [`STOPPABLE_BATCH`] positions at a time with the flag checked before each.
    fn values(&self, positions: &[Position], out: &mut Vec<Value>) -> Result<(), Self::Error> {
        for chunk in positions.chunks(STOPPABLE_BATCH) {
            if self.stop.is_set() {
                return Err(Stopped::Stopped);
            }
            self.source.values(chunk, out).map_err(Stopped::Source)?;
        }
        Ok(())
    }
}
