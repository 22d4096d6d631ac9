//! Puzzles from the table: positions won in exactly N plies where the winner's move is forced
//! at every turn (docs/RULES.md, "Values and distance").
//!
//! # The test
//!
//! A position is a **puzzle of length N** (N ≥ 2 plies) when
//!
//! 1. its value for the player to move (the *winner*) is **win N** — so for odd N the game ends
//!    by a king capture (or, rarely, by leaving the defender no legal move) with the winner's
//!    ((N + 1)/2)-th move, and for even N by the try: the winner's (N/2)-th move puts its 王 in
//!    the enemy camp, the defender answers, and the try holds at the start of the winner's turn;
//! 2. at every ply of the winner, after every longest defence, **exactly one move wins at all**
//!    (every other legal move draws or loses) — except at the winner's **last** ply (win 1 or
//!    win 2), where every move that ends the game in the plies left counts: every king capture
//!    at win 1, every entry of the 王 into the enemy camp that the defender cannot answer at
//!    win 2. There a slower win is a wrong answer, but several right answers are allowed;
//! 3. the defender's *longest defences* are its moves whose label equals its position's value
//!    (loss n: every move that holds out the n plies); the condition must hold after each;
//! 4. it is **not trivial** ([`Filter`]): an immediate king capture is win 1, below N = 2, and
//!    a winner owning more than [`Filter::max_owned`] of the pieces other than the kings (on the
//!    board and in its hand) is overwhelming. The default ([`Filter::for_pieces`]) is half of
//!    them: with the full set GGMMPP, a winner owning four or more of the six is rejected, as
//!    kaorahi's Dōbutsu app rejects them.
//!
//! [`check`] tests one position against any [`ValueSource`]; [`solution`] gives the
//! solution tree as typed data ([`Step`]: the winning move or moves, and after it each longest
//! defence); [`find`] runs the test over a whole table in memory, either over the positions
//! reachable from the start ([`Scope::Reachable`], the published convention of
//! [`crate::solve::reach`], mirror images once) or over every legal position
//! ([`Scope::Any`], mirror images once as the index stores them), with the counts per N.
//!
//! ```
//! use sibi_solver::query::puzzle::{check, Filter};
//! use sibi_solver::solve::{solve, NoProgress};
//! use sibi_solver::{PieceSet, Position, Rules};
//!
//! let rules = Rules::TwelveJanggi;
//! let pieces: PieceSet = "P".parse().unwrap();
//! let table = solve(rules, pieces, &NoProgress).unwrap();
//! // a can take d's king at once: win 1, too short for a puzzle.
//! let pos = Position::parse("K3/1k2/4 P a", rules, pieces).unwrap();
//! let verdict = check(&table, &pos, Filter::for_pieces(pieces)).unwrap();
//! assert!(verdict.is_err());
//! ```

use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::query::hold::{self, for_each_child_value, Holding};
use crate::query::rank::labelled_moves;
use crate::query::{position_value, ValueSource};
use crate::rules::{Color, GameEnd, Move, PieceSet, Position, Successor};
use crate::solve::reach::{reachable_where_children, Convention};
use crate::solve::stats::start_position;
use crate::solve::{Phase, PhaseSummary, Progress, Solution, Value, CHUNK};

/// The shortest puzzle, in plies.
pub const MIN_PLIES: u16 = 2;

/// Which positions a search for puzzles looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// The positions reachable from the start (docs/RULES.md, "Reachable positions", the published
    /// convention: terminal positions not played on, a position and its mirror image once).
    /// For a piece set smaller than the full one, which has no start, every legal position.
    Reachable,
    /// Every legal position, a position and its mirror image once.
    Any,
}

impl Scope {
    /// `reachable` or `any`.
    pub const fn name(self) -> &'static str {
        match self {
            Scope::Reachable => "reachable",
            Scope::Any => "any",
        }
    }
}

/// What makes a won position too easy to be a puzzle (besides being won in fewer than
/// [`MIN_PLIES`] plies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// The most pieces other than its 王 the winner may own (on the board and in its hand).
    pub max_owned: u8,
}

impl Filter {
    /// Half the pieces of the set other than the kings, rounded down: for GGMMPP the winner
    /// may own at most three of the six (kaorahi's app rejects four or more).
    pub const fn for_pieces(pieces: PieceSet) -> Filter {
        Filter {
            max_owned: pieces.total() / 2,
        }
    }

    /// No filter: the winner may own every piece.
    pub const NONE: Filter = Filter { max_owned: u8::MAX };

    /// Whether `pos` passes: its player to move owns at most [`Filter::max_owned`] pieces
    /// other than its 王.
    pub(crate) fn passes(self, pos: &Position) -> bool {
        owned(pos, pos.side_to_move()) <= u32::from(self.max_owned)
    }
}

/// The pieces other than its 王 that `color` owns in `pos`, on the board and in its hand.
pub(crate) fn owned(pos: &Position, color: Color) -> u32 {
    let board = pos.occupied_by(color).count_ones() - 1;
    board + pos.hand(color).iter().map(|&n| u32::from(n)).sum::<u32>()
}

/// Why a position is not a puzzle. JSON: `{"reason": "game-over", …}`, `{"reason": "not-a-long-win", "value": …}`, …
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum NotAPuzzle {
    /// The game is over in the position (the try is held, or no legal move): nothing to solve.
    /// JSON: `{"reason": "game-over", "over": "try" | "no-legal-move", "position": "…"}`.
    GameOver {
        /// How it is over.
        over: GameEnd,
        /// The position.
        position: Position,
    },
    /// Its value is not a win in at least [`MIN_PLIES`] plies (a draw, a loss, win 0 or win 1).
    NotALongWin {
        /// The position's value for its player to move.
        value: Value,
    },
    /// The winner owns too many pieces ([`Filter`]).
    Overwhelming {
        /// Pieces other than its 王 the winner owns.
        owned: u32,
        /// The most the filter allows.
        max_owned: u8,
    },
    /// At some ply of the winner (not its last) two moves win.
    SecondWin {
        /// The moves from the position to the winner's position where it happens (empty: at
        /// the position itself).
        line: Vec<Move>,
        /// The position where two moves win.
        position: Position,
        /// Two of its winning moves, the fastest first.
        moves: [Move; 2],
    },
}

impl std::fmt::Display for NotAPuzzle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotAPuzzle::GameOver { over, position } => write!(
                f,
                "not a puzzle: the game is over there ({})",
                over.sentence(position.side_to_move())
            ),
            NotAPuzzle::NotALongWin { value } => write!(
                f,
                "not a puzzle: its value is {value}, and a puzzle is won in {MIN_PLIES} plies or \
                 more"
            ),
            NotAPuzzle::Overwhelming { owned, max_owned } => write!(
                f,
                "not a puzzle: the winner owns {owned} pieces besides its king, more than \
                 {max_owned}"
            ),
            NotAPuzzle::SecondWin {
                line,
                position,
                moves,
            } => {
                write!(f, "not a puzzle: ")?;
                if !line.is_empty() {
                    let l: Vec<String> = line.iter().map(Move::to_string).collect();
                    write!(f, "after {}, ", l.join(" "))?;
                }
                write!(
                    f,
                    "two moves win in {position}: {} and {}",
                    moves[0], moves[1]
                )
            }
        }
    }
}

/// One ply of the winner in a puzzle's solution.
///
/// JSON: `{"position": "…", "value": {"wdl": "win", "dtm": 5}, "answers": ["B2C2"],
/// "defences": [{"move": "…", "value": {…}, "next": {…}}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The winner's position (the winner to move).
    pub position: Position,
    /// Its value: win n, n plies to the end.
    pub value: Value,
    /// The moves that count: exactly one, the only winning move — or, at the winner's last ply
    /// (win 1 or win 2), every move whose label is the position's value.
    pub answers: Vec<Move>,
    /// After the one answer (not at the last ply), every longest defence, each followed by the
    /// winner's next step; empty at the last ply (after a win-2 answer every defender move
    /// loses by the try).
    pub defences: Vec<Defence>,
}

/// A longest defence in a puzzle's solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Defence {
    /// The defender's move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Its label for the defender: loss n (as long as its position allows).
    pub value: Value,
    /// The winner's next step.
    pub next: Step,
}

/// A puzzle: its position and solution. JSON: `{"position": "…", "plies": 5, "winner": "a",
/// "solution": {…}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    /// The position, the winner to move.
    pub position: Position,
    /// Its length: the position is won in this many plies.
    pub plies: u16,
    /// The player who wins (the one to move).
    pub winner: Color,
    /// The solution tree.
    pub solution: Step,
}

/// What the winner's ply at `pos` (worth win `n`, n ≥ 3) allows: `Ok(m)` for its only winning
/// move, `Err([w1, w2])` for two winning moves (the fastest first when one is win n).
fn only_win<S: ValueSource>(
    source: &S,
    pos: &Position,
    n: u16,
) -> Result<Result<Move, [Move; 2]>, S::Error> {
    // The first two winning moves in legal-move order.
    let mut wins: Vec<(Value, Move)> = labelled_moves(source, pos)?
        .into_iter()
        .filter(|m| matches!(m.value, Value::Win(_)))
        .take(2)
        .map(|m| (m.value, m.mv))
        .collect();
    wins.sort_by_key(|w| std::cmp::Reverse(w.0));
    Ok(match wins.as_slice() {
        [(_, m)] => Ok(*m),
        [(_, a), (_, b)] => Err([*a, *b]),
        // A position worth win n has a move worth win n.
        _ => unreachable!("a won position (win {n}) without a winning move"),
    })
}

/// The moves of `pos` whose label is `value`, in legal-move order.
fn moves_worth<S: ValueSource>(
    source: &S,
    pos: &Position,
    value: Value,
) -> Result<Vec<(Move, Option<Position>)>, S::Error> {
    Ok(labelled_moves(source, pos)?
        .into_iter()
        .filter(|m| m.value == value)
        .map(|m| (m.mv, m.after))
        .collect())
}

/// The moves that count at the winner's position `pos` of a puzzle (the answers of its
/// [`Step`]): at win 1 or win 2 (the winner's last ply) every move whose label is the
/// position's value; otherwise every move whose label is a win — exactly one in a puzzle. Empty
/// when the position is not won or the game is over.
///
/// # Errors
/// The first error of `source`.
pub fn answers<S: ValueSource>(source: &S, pos: &Position) -> Result<Vec<Move>, S::Error> {
    let ranked = crate::query::rank_moves(source, pos)?;
    let last = matches!(
        ranked.first().map(|m| m.value),
        Some(Value::Win(1) | Value::Win(2))
    );
    Ok(ranked
        .iter()
        .filter(|m| {
            if last {
                m.value == ranked[0].value
            } else {
                matches!(m.value, Value::Win(_))
            }
        })
        .map(|m| m.mv)
        .collect())
}

/// The defender's longest defences at `pos`: its moves whose label equals the position's value
/// (they hold out as long as the position allows), in legal-move order, each with the position
/// after it (`None` after a king capture). Empty when the game is over.
///
/// # Errors
/// The first error of `source`.
pub fn longest_defences<S: ValueSource>(
    source: &S,
    pos: &Position,
) -> Result<Vec<(Move, Option<Position>)>, S::Error> {
    let ranked = crate::query::rank_moves(source, pos)?;
    let Some(best) = ranked.first().map(|m| m.value) else {
        return Ok(Vec::new());
    };
    // rank_moves keeps the legal-move order among equals.
    Ok(ranked
        .iter()
        .filter(|m| m.value == best)
        .map(|m| (m.mv, m.after))
        .collect())
}

/// The forced-move condition (2 and 3 of the module documentation) from the winner's position
/// `pos` worth win `n`, with `line` the moves that led there: `Ok(())` or the first failure.
/// `memo` remembers positions that passed.
fn forced<S: ValueSource>(
    source: &S,
    pos: &Position,
    n: u16,
    line: &mut Vec<Move>,
    memo: &mut HashSet<Position>,
) -> Result<Result<(), NotAPuzzle>, S::Error> {
    if n <= 2 || memo.contains(pos) {
        return Ok(Ok(()));
    }
    let m = match only_win(source, pos, n)? {
        Ok(m) => m,
        Err(moves) => {
            return Ok(Err(NotAPuzzle::SecondWin {
                line: line.clone(),
                position: *pos,
                moves,
            }))
        }
    };
    let Successor::Position(q) = pos.play_unchecked(m) else {
        unreachable!("a king capture is win 1, and n ≥ 3");
    };
    line.push(m);
    for (d, after) in moves_worth(source, &q, Value::Loss(n - 1))? {
        let r = after.expect("a defence worth a loss captures no king");
        line.push(d);
        let res = forced(source, &r, n - 2, line, memo)?;
        line.pop();
        if res.is_err() {
            line.pop();
            return Ok(res);
        }
    }
    line.pop();
    memo.insert(*pos);
    Ok(Ok(()))
}

/// Whether `pos` is a puzzle (module documentation): `Ok(length in plies)` or why not. Probes
/// `source` only as far as needed (a position with two winning moves costs one probe per move
/// up to the second win).
///
/// # Errors
/// The first error of `source`.
pub fn check<S: ValueSource>(
    source: &S,
    pos: &Position,
    filter: Filter,
) -> Result<Result<u16, NotAPuzzle>, S::Error> {
    let rules = source.rules();
    if let Some(over) = pos.game_over(rules) {
        return Ok(Err(NotAPuzzle::GameOver {
            over,
            position: *pos,
        }));
    }
    let value = position_value(source, pos)?;
    let n = match value {
        Value::Win(n) if n >= MIN_PLIES => n,
        _ => return Ok(Err(NotAPuzzle::NotALongWin { value })),
    };
    check_won(source, pos, filter, n)
}

/// [`check`] of a position already known to be worth win `n` (n ≥ [`MIN_PLIES`]).
fn check_won<S: ValueSource>(
    source: &S,
    pos: &Position,
    filter: Filter,
    n: u16,
) -> Result<Result<u16, NotAPuzzle>, S::Error> {
    if !filter.passes(pos) {
        return Ok(Err(NotAPuzzle::Overwhelming {
            owned: owned(pos, pos.side_to_move()),
            max_owned: filter.max_owned,
        }));
    }
    // The cheap root test first: most won positions have two winning moves.
    if n > 2 {
        if let Err(moves) = only_win(source, pos, n)? {
            return Ok(Err(NotAPuzzle::SecondWin {
                line: Vec::new(),
                position: *pos,
                moves,
            }));
        }
    }
    Ok(forced(source, pos, n, &mut Vec::new(), &mut HashSet::new())?.map(|()| n))
}

/// The solution tree from the winner's position `pos` worth win `n`, which passed [`forced`].
fn step<S: ValueSource>(source: &S, pos: &Position, n: u16) -> Result<Step, S::Error> {
    let value = Value::Win(n);
    if n <= 2 {
        let answers = moves_worth(source, pos, value)?
            .into_iter()
            .map(|(m, _)| m)
            .collect();
        return Ok(Step {
            position: *pos,
            value,
            answers,
            defences: Vec::new(),
        });
    }
    let m = match only_win(source, pos, n)? {
        Ok(m) => m,
        Err(_) => unreachable!("the position passed the forced-move test"),
    };
    let Successor::Position(q) = pos.play_unchecked(m) else {
        unreachable!("a king capture is win 1, and n ≥ 3");
    };
    let mut defences = Vec::new();
    for (d, after) in moves_worth(source, &q, Value::Loss(n - 1))? {
        let r = after.expect("a defence worth a loss captures no king");
        defences.push(Defence {
            mv: d,
            value: Value::Loss(n - 1),
            next: step(source, &r, n - 2)?,
        });
    }
    Ok(Step {
        position: *pos,
        value,
        answers: vec![m],
        defences,
    })
}

/// The puzzle at `pos` with its solution tree, or why `pos` is not one.
///
/// # Errors
/// The first error of `source`.
pub fn solution<S: ValueSource>(
    source: &S,
    pos: &Position,
    filter: Filter,
) -> Result<Result<Puzzle, NotAPuzzle>, S::Error> {
    let n = match check(source, pos, filter)? {
        Ok(n) => n,
        Err(why) => return Ok(Err(why)),
    };
    Ok(Ok(Puzzle {
        position: *pos,
        plies: n,
        winner: pos.side_to_move(),
        solution: step(source, pos, n)?,
    }))
}

/// How many puzzles a search found of one length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LengthCount {
    /// The length, in plies.
    pub plies: u16,
    /// Positions worth win `plies` that pass the [`Filter`] (the candidates tested).
    pub candidates: u64,
    /// Of them puzzles.
    pub puzzles: u64,
}

/// What [`find`] found: the counts per length and every puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Which positions were searched.
    pub scope: Scope,
    /// The filter applied.
    pub filter: Filter,
    /// Positions searched (reachable ones, or legal indices for [`Scope::Any`]).
    pub searched: u64,
    /// Per length, shortest first; only lengths with at least one candidate.
    pub counts: Vec<LengthCount>,
    /// Every puzzle `(length, position)`, sorted by length then by index (the member of a
    /// mirror pair that the index ranks, seen from its player to move).
    pub puzzles: Vec<(u16, Position)>,
    /// The holding puzzles found in the same pass ([`crate::query::hold`]).
    pub holding: Holding,
}

impl Found {
    /// The puzzles of length `plies`, in the order of [`Found::puzzles`].
    pub fn of_length(&self, plies: u16) -> &[(u16, Position)] {
        hold::with_key(&self.puzzles, plies)
    }

    /// `k` distinct puzzles drawn uniformly with the generator
    /// [`Rng::new`](crate::rng::Rng::new)`(seed)` from those of length `plies` (every length
    /// when `None`), in the order drawn: the same seed gives the same puzzles. Fewer when there
    /// are fewer.
    pub fn sample(&self, plies: Option<u16>, k: usize, seed: u64) -> Vec<(u16, Position)> {
        let pool = match plies {
            Some(n) => self.of_length(n),
            None => &self.puzzles,
        };
        hold::draw_distinct(pool, k, seed)
    }
}

/// The forced-move test ([`forced`], conditions 2 and 3) of the positions met while [`find`]
/// searches, with a cache shared by its threads: the winner's positions inside one candidate's
/// solution are candidates of their own and recur under many others (a long win whose first
/// move is forced fails somewhere deep in its tree, the same place for a whole family of
/// candidates), so each is searched about once rather than once per candidate above it.
///
/// The cache is direct-mapped by index ([`Index::rank`]: a position and its mirror image, which
/// pass or fail together, share it), [`ForcedMemo::SLOTS`] words, each the index of one
/// position and its result; a newer position takes an older one's word (then the older one is
/// searched again if met). Only the result of a position is cached, never a guess: the test is
/// exact whatever was forgotten.
struct ForcedMemo {
    slots: Vec<AtomicU64>,
}

impl ForcedMemo {
    /// Words of the cache: 2²¹ (16 MiB). On the full game the search took 44 s with them, 49 s
    /// with 2¹⁹ and 46 s with 2²³ (whose misses cost more than its hits save).
    const SLOTS: usize = 1 << 21;

    fn new() -> ForcedMemo {
        ForcedMemo {
            slots: (0..Self::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The word of index `i` (a multiplicative hash: neighbouring indices spread out).
    fn slot(&self, i: u64) -> &AtomicU64 {
        let h = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - Self::SLOTS.trailing_zeros());
        &self.slots[h as usize]
    }

    /// Whether the winner's position `pos` of index `i`, worth win `n`, passes the forced-move
    /// test. `after`, when known, is the position after its only winning move (the search of
    /// [`find`] knows it from the children's values it read): the test then starts at the
    /// defences.
    fn passes(
        &self,
        solution: &Solution,
        pos: &Position,
        i: u64,
        n: u16,
        after: Option<&Position>,
    ) -> bool {
        if n <= 2 {
            return true;
        }
        // A word holds 4(i + 1) + result: 0 is empty, and no index reaches 2⁶².
        let word = self.slot(i).load(Relaxed);
        if word >> 2 == i + 1 {
            return word & 1 == 1;
        }
        let ok = match after {
            Some(q) => self.defences_pass(solution, q, n),
            None => self.search(solution, pos, n),
        };
        self.slot(i).store(((i + 1) << 2) | u64::from(ok), Relaxed);
        ok
    }

    /// [`forced`] at `pos` without the line: its only winning move, then every longest defence.
    /// The same test as [`only_win`] and [`moves_worth`] make, without their lists: this runs
    /// about ten million times in a search of the full game.
    fn search(&self, solution: &Solution, pos: &Position, n: u16) -> bool {
        let mut wins = 0;
        let mut after = None;
        for_each_child_value(solution, pos, |child, _, value| {
            // A move is winning when its child is lost for the child's mover.
            if matches!(value, Value::Loss(_)) {
                wins += 1;
                after = child.copied();
            }
        });
        match (wins, after) {
            (1, Some(q)) => self.defences_pass(solution, &q, n),
            // Two winning moves; or the only one captures the king, which a win n ≥ 3 has not.
            _ => false,
        }
    }

    /// Whether every longest defence of `q` (the position after the winner's only winning move,
    /// worth loss `n − 1` for its mover) leads to a position worth win `n − 2` that passes.
    fn defences_pass(&self, solution: &Solution, q: &Position, n: u16) -> bool {
        let mut ok = true;
        for_each_child_value(solution, q, |child, i, value| {
            // A defence worth loss n − 1 leads to win n − 2 ≥ 1 for the winner: a position
            // with an entry, not one where the try holds (win 0).
            if ok && value == Value::Win(n - 2) {
                let r = child.expect("a defence worth a loss captures no king");
                let i = i.expect("a position worth win 1 or more has an entry");
                ok = self.passes(solution, r, i, n - 2, None);
            }
        });
        ok
    }
}

/// Per-length counters shared by the threads of [`find`], and their forced-move cache.
struct Counters {
    candidates: Vec<AtomicU64>,
    puzzles: Vec<AtomicU64>,
    memo: ForcedMemo,
}

impl Counters {
    fn new() -> Counters {
        let n = usize::from(crate::solve::MAX_DIST as u16) + 2;
        Counters {
            candidates: (0..n).map(|_| AtomicU64::new(0)).collect(),
            puzzles: (0..n).map(|_| AtomicU64::new(0)).collect(),
            memo: ForcedMemo::new(),
        }
    }

    /// The test of one position of value `value`: `Some(length)` for a puzzle. `children`, when
    /// given, holds the values of its children (one per move that does not capture the 王, for
    /// the child's mover) and their keys in the search ([`Convention::PUBLISHED`]: their
    /// indices): two that are losses mean two winning moves, which settles the root test
    /// without probing, and one gives the position after the only winning move.
    fn test(
        &self,
        solution: &Solution,
        pos: &Position,
        value: Value,
        filter: Filter,
        children: Option<(&[Value], &[u64])>,
    ) -> Option<u16> {
        let Value::Win(n) = value else { return None };
        if n < MIN_PLIES || !filter.passes(pos) {
            return None;
        }
        self.candidates[usize::from(n)].fetch_add(1, Relaxed);
        // With the children: the position after the only winning move (the key of the child
        // that is lost for its mover; mirror images folded, a key is an index).
        let mut after = None;
        if let Some((values, keys)) = children {
            let mut wins = values
                .iter()
                .zip(keys)
                .filter(|(v, _)| matches!(v, Value::Loss(_)));
            let first = wins.next();
            if n > 2 {
                if wins.next().is_some() {
                    return None;
                }
                after = first.and_then(|(_, &k)| solution.index().unrank(k, solution.rules()));
            }
        }
        let i = solution.index().rank(pos);
        let ok = self.memo.passes(solution, pos, i, n, after.as_ref());
        if ok {
            self.puzzles[usize::from(n)].fetch_add(1, Relaxed);
        }
        ok.then_some(n)
    }

    fn counts(&self) -> Vec<LengthCount> {
        (0..self.candidates.len())
            .filter_map(|n| {
                let candidates = self.candidates[n].load(Relaxed);
                (candidates > 0).then(|| LengthCount {
                    plies: n as u16,
                    candidates,
                    puzzles: self.puzzles[n].load(Relaxed),
                })
            })
            .collect()
    }
}

/// Every puzzle of `solution` in `scope`, with the counts per length (module documentation).
/// Parallel (current rayon pool). [`Scope::Reachable`] runs the reachable-position search of
/// [`crate::solve::reach`] (one progress phase, `reachable positions`) and tests each position
/// as it is reached; [`Scope::Any`] tests every legal index (one phase, `puzzles`, advancing per
/// chunk of indices). Memory: the table, the search's bit per index and frontiers, and the
/// puzzles found.
pub fn find(solution: &Solution, scope: Scope, filter: Filter, progress: &dyn Progress) -> Found {
    let index = solution.index();
    let rules = solution.rules();
    let counters = Counters::new();
    let start = start_position(Color::A, rules, index.pieces());
    let holding: Holding;
    let (searched, puzzles): (u64, Vec<(u16, Position)>) = match (scope, start) {
        (Scope::Reachable, Some(start)) => {
            // A candidate's children values come from the search's own ranks of them, a batch
            // at a time: the root test (one winning move) without a probe per move.
            let (reach, kept) = reachable_where_children(
                solution,
                &start,
                Convention::PUBLISHED,
                progress,
                // A win in 2 plies passes whatever its moves: its children are not read. A
                // drawn position's are, for the holding puzzles' first test.
                |p, v| {
                    v == Value::Draw
                        || matches!(v, Value::Win(n) if n >= MIN_PLIES.max(3)) && filter.passes(p)
                },
                |p, v, children, keys| {
                    if v == Value::Draw {
                        return hold::root_holds(children);
                    }
                    counters
                        .test(solution, p, v, filter, Some((children, keys)))
                        .is_some()
                },
            );
            // The drawn positions kept are the holding positions: their chains are followed
            // now, the search's own state given back.
            let (roots, kept): (Vec<u64>, Vec<u64>) = kept
                .into_iter()
                .partition(|&i| solution.value_at_legal(i) == Value::Draw);
            holding = hold::chains(solution, &roots, reach.draws);
            drop(roots);
            // Sorted as (length, index) in one u64 each, 8 bytes a puzzle until the positions
            // are made (6 M puzzles on the full game).
            let mut kept: Vec<u64> = kept
                .into_iter()
                .map(|i| {
                    let Value::Win(n) = solution.value_at_legal(i) else {
                        unreachable!("a puzzle is won")
                    };
                    u64::from(n) << 32 | i
                })
                .collect();
            kept.sort_unstable();
            let kept = kept
                .into_iter()
                .map(|e| {
                    let p = index.unrank(e & 0xFFFF_FFFF, rules);
                    ((e >> 32) as u16, p.expect("a kept index is legal"))
                })
                .collect();
            (reach.positions, kept)
        }
        _ => {
            let n = index.solved_len();
            progress.start_phase(Phase::Puzzles, n);
            let chunks: Vec<u64> = (0..n).step_by(CHUNK).collect();
            let (searched, drawn) = (AtomicU64::new(0), AtomicU64::new(0));
            // Per chunk: the winning puzzles and the holding positions' indices.
            type Chunk = (Vec<(u16, Position)>, Vec<u64>);
            let found: Vec<Chunk> = chunks
                .par_iter()
                .map(|&lo| {
                    let hi = (lo + CHUNK as u64).min(n);
                    let (mut out, mut roots) = (Vec::new(), Vec::new());
                    let (mut legal, mut draws) = (0, 0);
                    let mut children = Vec::new();
                    index.for_each_in(lo..hi, rules, |i, pos| {
                        let Some(pos) = pos else {
                            return;
                        };
                        let v = solution.value_at_legal(i);
                        legal += 1;
                        if v == Value::Draw {
                            draws += 1;
                            children.clear();
                            for_each_child_value(solution, &pos, |_, _, c| children.push(c));
                            if hold::root_holds(&children) {
                                roots.push(i);
                            }
                        } else if let Some(n) = counters.test(solution, &pos, v, filter, None) {
                            out.push((n, pos));
                        }
                    });
                    searched.fetch_add(legal, Relaxed);
                    drawn.fetch_add(draws, Relaxed);
                    progress.advance(hi - lo);
                    (out, roots)
                })
                .collect();
            let (found, roots): (Vec<_>, Vec<_>) = found.into_iter().unzip();
            let roots: Vec<u64> = roots.into_iter().flatten().collect();
            holding = hold::chains(solution, &roots, drawn.into_inner());
            let mut found: Vec<(u16, Position)> = found.into_iter().flatten().collect();
            found.sort_by_cached_key(|(n, p)| (*n, index.rank(p)));
            progress.end_phase(PhaseSummary::Puzzles(found.len() as u64));
            (searched.into_inner(), found)
        }
    };
    Found {
        scope: if start.is_some() { scope } else { Scope::Any },
        filter,
        searched,
        counts: counters.counts(),
        puzzles,
        holding,
    }
}
