//! Progress reports of long computations (solving, verifying, reading a table): which phase is
//! under way ([`Phase`]) and what it found ([`PhaseSummary`]), as facts that each front end puts
//! into words (their `Display` is the English of the logs).

use std::fmt;

/// Receives progress of a long computation. Implementations must be cheap: `advance` is called
/// once per chunk of work, not per position.
pub trait Progress: Sync {
    /// A new phase starts, with `total` units of work (0 if unknown).
    fn start_phase(&self, phase: Phase, total: u64);
    /// `n` more units of the current phase are done.
    fn advance(&self, n: u64);
    /// The current phase is over; `summary` says what it found.
    fn end_phase(&self, summary: PhaseSummary);
}

/// A [`Progress`] that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl Progress for NoProgress {
    fn start_phase(&self, _: Phase, _: u64) {}
    fn advance(&self, _: u64) {}
    fn end_phase(&self, _: PhaseSummary) {}
}

/// A phase of a long computation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Phase {
    /// The solver's first pass over the index: the positions lost at 0, 1 and 2 plies.
    InitialPass,
    /// The solver's retrograde rounds, one per distance (their number is not known before).
    RetrogradeRounds,
    /// Writing a table file.
    WritingTable,
    /// Reading a table's values into memory.
    ReadingValues,
    /// The statistics' pass over the index: counts, histogram, longest wins.
    Histogram,
    /// A breadth-first search of the positions reachable from the start; `Some` names which of
    /// the searches of `stats` it is, when it runs more than one.
    Reachable(Option<ReachSearch>),
    /// The Bellman check of every position.
    Verify,
    /// The search for puzzles.
    Puzzles,
    /// Games between strength levels.
    Games,
}

/// Which search of the reachable positions a [`Phase::Reachable`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReachSearch {
    /// The published convention only.
    Published,
    /// Mirror images apart, which gives the published counts as well.
    MirrorApart,
    /// Played on through terminal positions.
    ThroughTerminal,
}

impl fmt::Display for Phase {
    /// `initial pass`, `reachable positions (published)`, ….
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::InitialPass => f.write_str("initial pass"),
            Phase::RetrogradeRounds => f.write_str("retrograde rounds"),
            Phase::WritingTable => f.write_str("writing table"),
            Phase::ReadingValues => f.write_str("reading values"),
            Phase::Histogram => f.write_str("histogram"),
            Phase::Reachable(None) => f.write_str("reachable positions"),
            Phase::Reachable(Some(s)) => write!(f, "reachable positions ({})", s.name()),
            Phase::Verify => f.write_str("verify"),
            Phase::Puzzles => f.write_str("puzzles"),
            Phase::Games => f.write_str("games"),
        }
    }
}

impl ReachSearch {
    /// `published`, `mirror-apart, giving the published counts too`, `through-terminal`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            ReachSearch::Published => "published",
            ReachSearch::MirrorApart => "mirror-apart, giving the published counts too",
            ReachSearch::ThroughTerminal => "through-terminal",
        }
    }
}

/// What a phase found, said when it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PhaseSummary {
    /// [`Phase::InitialPass`]: the positions lost at 0, 1 and 2 plies.
    InitialPass {
        /// Losses at 0, 1 and 2 plies.
        losses: [u64; 3],
    },
    /// [`Phase::RetrogradeRounds`]: how many rounds.
    Rounds(u32),
    /// [`Phase::WritingTable`]: the entries written, of them don't care, and the file's bytes.
    Written {
        /// Entries of the table.
        entries: u64,
        /// Of them don't care.
        dont_care: u64,
        /// The file's length.
        bytes: u64,
    },
    /// [`Phase::ReadingValues`]: the indices read.
    Indices(u64),
    /// [`Phase::Histogram`]: the legal table entries counted.
    LegalEntries(u64),
    /// [`Phase::Verify`]: the positions checked and the mismatches found.
    Checked {
        /// Positions (table entries) checked.
        positions: u64,
        /// Of them whose stored value is wrong.
        mismatches: u64,
    },
    /// [`Phase::Reachable`]: the positions reached.
    Positions(u64),
    /// [`Phase::Puzzles`]: the puzzles found.
    Puzzles(u64),
    /// [`Phase::Games`]: the games played.
    Games(u64),
}

impl fmt::Display for PhaseSummary {
    /// `losses at 0/1/2 plies: 0/71292/7797`, `48 rounds`, ….
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PhaseSummary::InitialPass { losses: [a, b, c] } => {
                write!(f, "losses at 0/1/2 plies: {a}/{b}/{c}")
            }
            PhaseSummary::Rounds(n) => write!(f, "{n} rounds"),
            PhaseSummary::Written {
                entries,
                dont_care,
                bytes,
            } => write!(
                f,
                "{entries} entries, {dont_care} don't care, {bytes} bytes"
            ),
            PhaseSummary::Indices(n) => write!(f, "{n} indices"),
            PhaseSummary::LegalEntries(n) => write!(f, "{n} legal table entries"),
            PhaseSummary::Checked {
                positions,
                mismatches,
            } => write!(f, "{positions} positions checked, {mismatches} mismatches"),
            PhaseSummary::Positions(n) => write!(f, "{n} positions"),
            PhaseSummary::Puzzles(n) => write!(f, "{n} puzzles"),
            PhaseSummary::Games(n) => write!(f, "{n} games"),
        }
    }
}
