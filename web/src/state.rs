//! What every request shares: the table, the broadcast games and the puzzles.

use std::sync::OnceLock;

use sibi_solver::query::{Pressure, Replies};
use sibi_solver::table::{ProbeError, Tablebase};
use sibi_solver::{Color, PieceSet, Position, Rules};

use super::broadcast_games::Games;
use super::heavy_work::HeavyLimits;
use super::listen::ConnectionLimits;
use super::puzzle_set::Puzzles;

/// What every request shares: the table, opened once.
#[derive(Debug)]
pub struct AppState {
    /// The table, probed by every request (it is `Sync`; each thread keeps its own small cache
    /// of decompressed blocks).
    pub table: Tablebase,
    /// The broadcast games, annotated once.
    pub games: Games,
    /// The puzzles offered on `/puzzles`: empty while `sibi serve` builds the puzzle file in
    /// the background (then `/puzzles` and `/api/v1/puzzle` answer 503, the catalogue's `puzzles-building`).
    puzzles: OnceLock<Puzzles>,
    /// The limits of heavy work (annotating a posted record): `--max-record-plies`,
    /// `--heavy-jobs`, `--heavy-queue`, `--heavy-seconds`.
    pub heavy: HeavyLimits,
    /// The places of request bodies being read ([`super::bodies`]).
    pub bodies: super::bodies::BodyPlaces,
    /// The limits on connections and the time of a request (`--max-connections`,
    /// `--idle-seconds`, `--body-seconds`, `--request-seconds`).
    pub connections: ConnectionLimits,
    /// The per-client rate limit (`--rate-limit`, `--rate-burst`, `--trusted-proxy`).
    pub rate: RateLimit,
    /// [`AppState::default_position`], found at its first call (a scan of up to 65,536
    /// indices: not once per request).
    home: OnceLock<(Position, bool)>,
    /// The replies after a move ([`Replies`]) and its [`Pressure`] by the position the move
    /// leads to: an answer never changes for a table, and a page or an API answer needs one
    /// per legal move (each a probe per reply), so they are kept, at most [`REPLIES_KEPT`].
    replies: quick_cache::sync::Cache<Position, (Replies, Pressure)>,
    /// The cacheable answers sent, compressed, kept for the next request of the same
    /// ([`super::kept_answers::Answers`]).
    pub answers: super::kept_answers::Answers,
}

/// How many positions' [`Replies`] and [`Pressure`] the server keeps (about 64 bytes each:
/// 64 MiB at most): the positions a few thousand visitors explore, so that a position asked
/// again costs a probe per move instead of one per reply.
pub const REPLIES_KEPT: usize = 1 << 20;

impl AppState {
    /// The state of a server of `table`: the broadcast games are annotated here (a few
    /// milliseconds), and the puzzles read from the puzzle file beside the table or found now.
    pub fn new(table: Tablebase) -> AppState {
        let puzzles = Puzzles::prepare(&table, true);
        AppState::with_puzzles(table, puzzles)
    }

    /// The state of a server of `table` offering `puzzles`.
    pub fn with_puzzles(table: Tablebase, puzzles: Puzzles) -> AppState {
        let state = AppState::building(table);
        state.set_puzzles(puzzles);
        state
    }

    /// The state of a server of `table` whose puzzles are not ready yet: [`AppState::set_puzzles`]
    /// gives them once built.
    pub fn building(table: Tablebase) -> AppState {
        let games = Games::load(&table);
        AppState {
            table,
            games,
            puzzles: OnceLock::new(),
            heavy: HeavyLimits::default(),
            bodies: super::bodies::BodyPlaces::default(),
            connections: ConnectionLimits::default(),
            rate: RateLimit::default(),
            home: OnceLock::new(),
            replies: quick_cache::sync::Cache::new(REPLIES_KEPT),
            answers: super::kept_answers::answers(),
        }
    }

    /// The [`Replies`] and the [`Pressure`] after a move that leads to `after`, kept once
    /// computed (one labelling of the replies for both).
    ///
    /// # Errors
    /// The table's.
    pub fn replies(&self, after: &Position) -> Result<(Replies, Pressure), ProbeError> {
        if let Some(r) = self.replies.get(after) {
            return Ok(r);
        }
        let r = sibi_solver::query::replies_and_pressure(&self.table, after)?;
        self.replies.insert(*after, r);
        Ok(r)
    }

    /// The same state under other limits of heavy work.
    pub fn limited(self, heavy: HeavyLimits) -> AppState {
        AppState { heavy, ..self }
    }

    /// This state keeping at most `bytes` of answers (`--kept-answers-mib`; 0: none).
    pub fn keeping(self, bytes: u64) -> AppState {
        AppState {
            answers: super::kept_answers::answers_of(bytes),
            ..self
        }
    }

    /// The same state under other limits on connections, time and rate.
    pub fn served_with(self, connections: ConnectionLimits, rate: RateLimit) -> AppState {
        AppState {
            connections,
            rate,
            ..self
        }
    }

    /// Gives the puzzles (once; a second call is ignored).
    pub fn set_puzzles(&self, puzzles: Puzzles) {
        let _ = self.puzzles.set(puzzles);
    }

    /// The puzzles, or `None` while they are being built.
    pub fn puzzles(&self) -> Option<&Puzzles> {
        self.puzzles.get()
    }

    /// The table's rule set.
    pub fn rules(&self) -> Rules {
        self.table.rules()
    }

    /// The table's piece set.
    pub fn pieces(&self) -> PieceSet {
        self.table.pieces()
    }

    /// The position `/` shows: the start with a to move, or, for a table of a smaller piece
    /// set, a position of that set (the first one of its index that is not already decided by
    /// a one-ply look), with `true` for "say that it is not the start".
    pub fn default_position(&self) -> (Position, bool) {
        *self.home.get_or_init(|| self.find_default_position())
    }

    fn find_default_position(&self) -> (Position, bool) {
        let start = Position::start(Color::A);
        if self.pieces() == PieceSet::FULL {
            return (start, false);
        }
        let index = sibi_solver::index::Index::new(self.pieces());
        let mut found = None;
        index.for_each_in(0..index.solved_len().min(1 << 16), self.rules(), |_, p| {
            if found.is_none() {
                found = p.filter(|p| sibi_solver::solve::trivial_value(p, self.rules()).is_none());
            }
        });
        // The first indices of the larger sets (4 or 5 non-king pieces) are all decided by a
        // one-ply look: then both kings on rank 2 in their camps, every other piece in a's
        // hand, a to move — a position of every piece set (a hand holds two of each role).
        let fallback = || {
            let text = format!("4/K2k/4 {} a", self.pieces());
            Position::parse(&text, self.rules(), self.pieces()).ok()
        };
        (found.or_else(fallback).unwrap_or(start), true)
    }
}

/// The per-client rate limit: `per_second` requests a second on average, `burst` at once
/// (`per_second` 0: no limit, the default); see [`rate`](super::rate).
#[derive(Clone, Debug, Default)]
pub struct RateLimit {
    /// `--rate-limit`: requests a second per client, 0 for none.
    pub per_second: u32,
    /// `--rate-burst`: requests at once.
    pub burst: u32,
    /// `--trusted-proxy`: the peers whose `X-Forwarded-For` names the client.
    pub trusted_proxies: super::client::Trusted,
}
