//! Level 11, "perfect and pressing": it plays only moves with the best label of the position,
//! as level 10 does, and among them the one that gives a modelled opponent the most chances
//! to go wrong.
//!
//! # The choice
//!
//! The opponent is modelled as a level L of the module `play` (1–10): L is the level
//! [`super::strength::estimate_level`] reads from the opponent's moves so far, once at least
//! [`ESTIMATE_AFTER`] of them tell the levels apart, and [`DEFAULT_OPPONENT`] before. The
//! score of an end of the look-ahead is the result class the table gives it for level 11:
//! 1 for a win, ½ for a draw, 0 for a loss (level 11 then plays perfectly, so a result it has
//! is kept). Each best-labelled move m is scored by an expectimax of four plies —
//! own move m, the opponent's reply, level 11's own move, the opponent's reply:
//!
//! ```text
//! E(m)  = Σ_r p_L(r) · R(r)          over the opponent's replies r after m
//! R(r)  = score(r)                   when r changes the result class (the opponent went wrong)
//!       = max_m' Σ_r' p_L(r') · score(r')   otherwise, over the best-labelled moves m' after r
//! ```
//!
//! with p_L the level model's distribution over the replies' labels. In a drawn position this
//! is ½ + ½ × the chance that the opponent throws the draw away within its next two replies; in
//! a lost one, among the longest defences (the best labels), the chance that the opponent lets
//! the win slip. A won position is not searched: every best-labelled move wins as fast as the
//! table allows, and one is drawn at random among them (as level 10 does). So are a position
//! with a single best-labelled move, and an opponent modelled at level 10 (it never goes
//! wrong: every move scores the same).
//!
//! **Cost, the cap, the cache**: the look-ups are batched by layer (the replies after every
//! candidate in one call of [`ValueSource::values`], the positions after the expanded replies
//! in a second, the replies after level 11's second moves in a third), and the positions after
//! level 11's second moves are labelled once each however many lines reach them (a cache by
//! position: the same position after `m r m'` and `m' r m`). A *node* is a position whose
//! legal moves are labelled; the search labels at most [`NODE_CAP`] of them. The replies that
//! keep the result class are expanded in rounds — the most likely reply of every candidate,
//! then the second most likely of each, … — until the next one would pass the cap; a reply not
//! expanded keeps the score of its class (a lower bound: the opponent could still go wrong
//! later). Only replies that keep the class are expanded (the others are ends of the search).
//!
//! **Ties and the seed**: the moves whose scores are within 10⁻¹² of the best are tied, and one
//! number of the generator picks among them; so the choice is a function of the position, the
//! opponent's moves (through L) and the seed, and a game replays. [`PressingChoice::ties`]
//! gives the number of tied moves: the engine's `probability` at level 11 is 1 / ties.

use std::collections::HashMap;

use super::levels::{distribution_at, Level};
use super::rank::{label_moves, push_moves};
use super::strength::{estimate_level, SeenMove};
use crate::query::{RankedMove, ValueSource};
use crate::rng::Rng;
use crate::rules::{Move, Position, Successor};
use crate::solve::{Value, Wdl};

/// The most positions whose legal moves one level-11 choice labels (module documentation):
/// chosen so that a move takes at most about 50 ms of one core on the full table read from its
/// file (`GET /api/v1/engine-move`).
pub const NODE_CAP: usize = 1_200;

/// The opponent's moves that tell the levels apart ([`SeenMove::is_informative`]) needed
/// before level 11 models the opponent at its estimated level rather than
/// [`DEFAULT_OPPONENT`].
pub const ESTIMATE_AFTER: usize = 8;

/// The level at which level 11 models an opponent before [`ESTIMATE_AFTER`] informative moves:
/// a strong player, who goes wrong only where going wrong is easy.
pub const DEFAULT_OPPONENT: u8 = 8;

/// Tolerance below which two scores are tied.
const TIE: f64 = 1e-12;

/// What level 11 chose among the moves of a position, and how.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PressingChoice {
    /// The index of the move into the ranked moves given.
    pub index: usize,
    /// The moves tied with it at the best score, the seed choosing among them (≥ 1).
    pub ties: usize,
    /// Its expected score against the modelled opponent (1 win, ½ draw, 0 loss); the class
    /// score of its label when there was no search.
    pub expected: f64,
    /// The level the opponent was modelled at.
    pub opponent: Level,
    /// The positions whose moves were labelled.
    pub nodes: usize,
    /// Whether [`NODE_CAP`] stopped the expansion before every reply was expanded.
    pub capped: bool,
}

/// The level at which level 11 models the player who made the moves `seen`: their
/// [`estimate_level`] once at least [`ESTIMATE_AFTER`] tell the levels apart, else
/// [`DEFAULT_OPPONENT`].
pub fn opponent_level(seen: &[SeenMove]) -> Level {
    match estimate_level(seen) {
        Some(e) if e.moves >= ESTIMATE_AFTER => e.level,
        _ => Level::new(DEFAULT_OPPONENT).expect("a level"),
    }
}

/// The score of a label for the player making it: 1 win, ½ draw, 0 loss.
fn class(v: Value) -> f64 {
    match v.wdl() {
        Wdl::Win => 1.0,
        Wdl::Draw => 0.5,
        Wdl::Loss => 0.0,
    }
}

/// A position whose moves a layer labels: its moves (with what they lead to) and where its
/// children start in the layer's batch.
struct Node {
    moves: Vec<(Move, Successor)>,
    first: usize,
}

/// The positions of one layer, labelled in one batch.
#[derive(Default)]
struct Layer {
    nodes: Vec<Node>,
    children: Vec<Position>,
}

impl Layer {
    /// Adds `pos` (a position where the game goes on); its node's number.
    fn add(&mut self, pos: &Position, rules: crate::Rules) -> usize {
        let mut moves = Vec::new();
        let first = self.children.len();
        push_moves(pos, rules, &mut moves, &mut self.children);
        self.nodes.push(Node { moves, first });
        self.nodes.len() - 1
    }

    /// Every node's moves labelled, in the nodes' order.
    fn label<S: ValueSource>(&self, source: &S) -> Result<Vec<Vec<RankedMove>>, S::Error> {
        let mut values = Vec::with_capacity(self.children.len());
        source.values(&self.children, &mut values)?;
        Ok(self
            .nodes
            .iter()
            .map(|n| label_moves(&n.moves, &mut values[n.first..].iter().copied()))
            .collect())
    }
}

/// An expanded reply: its candidate, its probability, and level 11's best moves after it, each
/// a layer-3 node or a score of its own (the game ends).
type Expansion = (usize, f64, Vec<Result<usize, f64>>);

/// Whether the game goes on at `pos` (it has moves to label).
fn goes_on(pos: &Position, rules: crate::Rules) -> bool {
    pos.game_over(rules).is_none()
}

/// Σ p_L(r) · (1 − class(r)) over `replies`: the expected score, for the player who is not to
/// move, of the opponent's reply at strength `s`.
fn reply_score(s: f64, replies: &[RankedMove]) -> f64 {
    let p = distribution_at(s, replies);
    replies
        .iter()
        .zip(p)
        .map(|(r, q)| q * (1.0 - class(r.value)))
        .sum()
}

/// Level 11's move among `ranked` (the moves of a position where the game goes on, best first,
/// as [`crate::query::rank_moves`] gives them) against an opponent modelled at `opponent`,
/// with one number of `rng` to break ties (module documentation).
///
/// # Errors
/// The first error of `source`.
///
/// # Panics
/// When `ranked` is empty.
pub fn pressing_choice<S: ValueSource>(
    source: &S,
    ranked: &[RankedMove],
    opponent: Level,
    rng: &mut Rng,
) -> Result<PressingChoice, S::Error> {
    assert!(!ranked.is_empty(), "no legal move to choose from");
    let pick = rng.next_u64();
    let best = ranked[0].value;
    let k = ranked.iter().take_while(|m| m.value == best).count();
    let u0 = class(best);
    let plain = |ties: usize, nodes: usize| PressingChoice {
        index: Rng::new(pick).below(ties as u64) as usize,
        ties,
        expected: u0,
        opponent,
        nodes,
        capped: false,
    };
    let Some(s) = opponent.strength() else {
        return Ok(plain(k, 0));
    };
    if k == 1 || best.wdl() == Wdl::Win {
        return Ok(plain(k, 0));
    }
    let rules = source.rules();
    let cands = &ranked[..k];
    // Layer 1: the opponent's replies after each candidate.
    let mut l1 = Layer::default();
    let node1: Vec<Option<usize>> = cands
        .iter()
        .map(|m| {
            m.after
                .filter(|p| goes_on(p, rules))
                .map(|p| l1.add(&p, rules))
        })
        .collect();
    let replies = l1.label(source)?;
    let mut score: Vec<f64> = cands
        .iter()
        .zip(&node1)
        .map(|(m, n)| match n {
            Some(n) => reply_score(s, &replies[*n]),
            None => class(m.value),
        })
        .collect();
    let mut nodes = 1 + l1.nodes.len();
    // The replies that keep the class, most likely first per candidate, in rounds.
    let mut keep: Vec<Vec<(f64, Position)>> = Vec::with_capacity(k);
    for n in &node1 {
        let mut v: Vec<(f64, Position)> = match n {
            None => Vec::new(),
            Some(n) => {
                let r = &replies[*n];
                let p = distribution_at(s, r);
                r.iter()
                    .zip(p)
                    .filter(|(r, _)| 1.0 - class(r.value) == u0)
                    .filter_map(|(r, q)| r.after.filter(|a| goes_on(a, rules)).map(|a| (q, a)))
                    .collect()
            }
        };
        v.sort_by(|a, b| b.0.total_cmp(&a.0));
        keep.push(v);
    }
    let rounds = keep.iter().map(Vec::len).max().unwrap_or(0);
    let order: Vec<(usize, f64, Position)> = (0..rounds)
        .flat_map(|j| (0..k).map(move |c| (j, c)))
        .filter_map(|(j, c)| keep[c].get(j).map(|&(q, a)| (c, q, a)))
        .collect();
    // Layer 2: the positions after the replies (each at least two nodes with what follows).
    let room = NODE_CAP.saturating_sub(nodes) / 2;
    let mut capped = order.len() > room;
    let mut l2 = Layer::default();
    for (_, _, a) in order.iter().take(room) {
        l2.add(a, rules);
    }
    let own = l2.label(source)?;
    // Level 11's best moves there, accepted in order while the cap allows; layer 3 the
    // positions after them, each once.
    let mut l3 = Layer::default();
    let mut slot: HashMap<Position, usize> = HashMap::new();
    // Per accepted expansion: its candidate, probability, score of its class, and its moves:
    // a layer-3 node, or a score of their own.
    let mut accepted: Vec<Expansion> = Vec::new();
    for ((c, q, _), moves) in order.iter().zip(&own) {
        let Some(top) = moves.iter().map(|m| m.value).max() else {
            continue;
        };
        let bests: Vec<&RankedMove> = moves.iter().filter(|m| m.value == top).collect();
        let new = bests
            .iter()
            .filter_map(|m| m.after)
            .filter(|a| goes_on(a, rules) && !slot.contains_key(a))
            .collect::<std::collections::HashSet<_>>()
            .len();
        if nodes + 1 + new > NODE_CAP {
            capped = true;
            break;
        }
        nodes += 1 + new;
        let ends = bests
            .iter()
            .map(|m| match m.after.filter(|a| goes_on(a, rules)) {
                Some(a) => Ok(*slot.entry(a).or_insert_with(|| l3.add(&a, rules))),
                None => Err(class(m.value)),
            })
            .collect();
        accepted.push((*c, *q, ends));
    }
    let last = l3.label(source)?;
    let value3: Vec<f64> = last.iter().map(|r| reply_score(s, r)).collect();
    for (c, q, ends) in &accepted {
        let v = ends
            .iter()
            .map(|e| match e {
                Ok(n) => value3[*n],
                Err(x) => *x,
            })
            .fold(f64::NEG_INFINITY, f64::max);
        score[*c] += q * (v - u0);
    }
    let top = score.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<usize> = (0..k).filter(|&c| score[c] >= top - TIE).collect();
    let index = tied[Rng::new(pick).below(tied.len() as u64) as usize];
    Ok(PressingChoice {
        index,
        ties: tied.len(),
        expected: score[index],
        opponent,
        nodes,
        capped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::play::{drawn_starts, engine_move_in_line, play_game};
    use crate::query::rank_moves;
    use crate::solve::{solve, NoProgress};

    /// On the table of kings, a 將 and a 子 against kings (every drawn position a start): level
    /// 11 plays only best labels against level 8, replays from its seed, scores its moves
    /// within [class, 1], and against a perfect model (level 10) ties every best move.
    #[test]
    fn pressing_games_on_a_small_table() {
        let rules = crate::Rules::TwelveJanggi;
        let solution = solve(rules, "GP".parse().unwrap(), &NoProgress).unwrap();
        let starts = drawn_starts(&solution, &NoProgress);
        assert!(!starts.is_empty());
        let eight = Level::new(8).unwrap();
        let mut searched = 0;
        for (g, start) in starts.iter().step_by(starts.len() / 20 + 1).enumerate() {
            let levels = if g % 2 == 0 {
                [Level::PRESSING, eight]
            } else {
                [eight, Level::PRESSING]
            };
            let game = play_game(&solution, start, levels, g as u64, 60).unwrap();
            let again = play_game(&solution, start, levels, g as u64, 60).unwrap();
            assert_eq!(game, again, "a game replays from its seed");
            for (k, p) in game.plies.iter().enumerate() {
                if k % 2 == g % 2 {
                    assert_eq!(p.label, p.best, "level 11 plays a best label");
                    assert!(p.probability > 0.0 && p.probability <= 1.0);
                }
            }
            let ranked = rank_moves(&solution, start).unwrap();
            let c = pressing_choice(&solution, &ranked, eight, &mut Rng::new(3)).unwrap();
            let k = ranked.iter().filter(|m| m.value == ranked[0].value).count();
            assert!(c.expected >= class(ranked[0].value) && c.expected <= 1.0);
            assert!(c.nodes <= NODE_CAP && c.ties <= k);
            searched += usize::from(c.nodes > 0);
            let perfect = pressing_choice(&solution, &ranked, Level::PERFECT, &mut Rng::new(3));
            assert_eq!(perfect.unwrap().ties, k);
            // The engine's move in a line: the same line and seed, the same move.
            let line = crate::line::Line::new(*start, rules);
            let a = engine_move_in_line(&solution, &line, Level::PRESSING, 5).unwrap();
            let b = engine_move_in_line(&solution, &line, Level::PRESSING, 5).unwrap();
            assert_eq!(a, b);
            assert_eq!(
                a.unwrap().opponent_level,
                Some(Level::new(DEFAULT_OPPONENT).unwrap())
            );
        }
        assert!(
            searched > 0,
            "some positions have several best moves to choose from"
        );
    }
}
