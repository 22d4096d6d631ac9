//! Puzzles (issue 13, `sibi_solver::query::puzzle`) against a reference written here: the
//! values of every position of a small piece set computed by forward search alone (win within
//! k plies / loss within k plies for k = 0, 1, 2, … until nothing changes, over the graph of
//! legal moves — no table, no retrograde solver), and the puzzle definition applied to them
//! word for word. The library's search over the whole table must find exactly the same
//! puzzles, and its solution trees must be what the reference says.

use std::collections::HashMap;

use sibi_solver::index::Index;
use sibi_solver::query::puzzle::{
    answers, check, find, longest_defences, solution, Filter, NotAPuzzle, Scope, Step,
};
use sibi_solver::solve::{solve, NoProgress, Value};
use sibi_solver::{Color, Move, PieceSet, Position, Rules, Successor};

const RULES: Rules = Rules::TwelveJanggi;

/// The value of every position reachable by legal moves from every legal position of a piece
/// set, by forward search (the reference).
struct Reference {
    ids: HashMap<Position, usize>,
    positions: Vec<Position>,
    value: Vec<Value>,
}

/// A move's result in the reference graph.
#[derive(Clone, Copy)]
enum Edge {
    Capture,
    To(usize),
}

impl Reference {
    fn new(pieces: PieceSet) -> Reference {
        let index = Index::new(pieces);
        let mut ids = HashMap::new();
        let mut positions = Vec::new();
        index.for_each_in(0..index.solved_len(), RULES, |_, p| {
            if let Some(p) = p {
                ids.insert(p, positions.len());
                positions.push(p);
            }
        });
        // Close under moves (children are seen from their mover: d-to-move positions and
        // mirror images are their own nodes here).
        let mut edges: Vec<Vec<(Move, Edge)>> = Vec::new();
        let mut i = 0;
        while i < positions.len() {
            let p = positions[i];
            let mut out = Vec::new();
            if !p.try_holds() {
                for m in p.legal_moves(RULES) {
                    let e = match p.play_unchecked(m) {
                        Successor::KingCapture => Edge::Capture,
                        Successor::Position(c) => {
                            let next = positions.len();
                            let id = *ids.entry(c).or_insert(next);
                            if id == next {
                                positions.push(c);
                            }
                            Edge::To(id)
                        }
                    };
                    out.push((m, e));
                }
            }
            edges.push(out);
            i += 1;
        }
        let n = positions.len();
        // win[p] / loss[p]: the smallest k with "the mover wins (loses) within k plies".
        let mut win: Vec<Option<u16>> = vec![None; n];
        let mut loss: Vec<Option<u16>> = vec![None; n];
        for (p, pos) in positions.iter().enumerate() {
            if pos.try_holds() {
                win[p] = Some(0);
            } else if edges[p].is_empty() {
                loss[p] = Some(0);
            }
        }
        let mut k = 1u16;
        loop {
            let mut changed = false;
            let (w0, l0) = (win.clone(), loss.clone());
            for p in 0..n {
                if w0[p].is_some() || l0[p].is_some() {
                    continue;
                }
                let wins = edges[p].iter().any(|(_, e)| match e {
                    Edge::Capture => true,
                    Edge::To(c) => l0[*c].is_some_and(|d| d < k),
                });
                if wins {
                    win[p] = Some(k);
                    changed = true;
                    continue;
                }
                let loses = edges[p].iter().all(|(_, e)| match e {
                    Edge::Capture => false,
                    Edge::To(c) => w0[*c].is_some_and(|d| d < k),
                });
                if loses {
                    loss[p] = Some(k);
                    changed = true;
                }
            }
            if !changed && k > 2 {
                break;
            }
            k += 1;
        }
        let value = (0..n)
            .map(|p| match (win[p], loss[p]) {
                (Some(d), _) => Value::Win(d),
                (_, Some(d)) => Value::Loss(d),
                _ => Value::Draw,
            })
            .collect();
        Reference {
            ids,
            positions,
            value,
        }
    }

    fn value(&self, p: &Position) -> Value {
        self.value[self.ids[p]]
    }

    fn label(&self, p: &Position, m: Move) -> Value {
        match p.play_unchecked(m) {
            Successor::KingCapture => Value::Win(1),
            Successor::Position(c) => self.value(&c).back(),
        }
    }

    /// The definition: from the winner's position `p` worth win n, exactly one winning move
    /// unless n ≤ 2, and the same after every defence whose label is the defender's value.
    fn forced(&self, p: &Position) -> bool {
        let Value::Win(n) = self.value(p) else {
            panic!("not a winner's position")
        };
        if n <= 2 {
            return true;
        }
        let wins: Vec<Move> = p
            .legal_moves(RULES)
            .into_iter()
            .filter(|&m| matches!(self.label(p, m), Value::Win(_)))
            .collect();
        if wins.len() != 1 {
            return false;
        }
        let Successor::Position(q) = p.play_unchecked(wins[0]) else {
            return false;
        };
        let dv = self.value(&q);
        q.legal_moves(RULES)
            .into_iter()
            .filter(|&d| self.label(&q, d) == dv)
            .all(|d| match q.play_unchecked(d) {
                Successor::Position(r) => self.forced(&r),
                Successor::KingCapture => false,
            })
    }

    fn owned(p: &Position) -> u32 {
        let us = p.side_to_move();
        let on_board = (0..12u8)
            .filter_map(|i| sibi_solver::Square::new(i).and_then(|s| p.piece_at(s)))
            .filter(|pc| pc.color == us && pc.role != sibi_solver::Role::King)
            .count() as u32;
        on_board + p.hand(us).iter().map(|&x| u32::from(x)).sum::<u32>()
    }

    /// The puzzle length of `p` by the definition, or `None`.
    fn puzzle(&self, p: &Position, max_owned: u32) -> Option<u16> {
        match self.value(p) {
            Value::Win(n) if n >= 2 && Self::owned(p) <= max_owned && self.forced(p) => Some(n),
            _ => None,
        }
    }
}

/// Every legal position of the index (a to move, one of each mirror pair) that the reference
/// calls a puzzle, with its length, sorted like `find`'s.
fn reference_puzzles(r: &Reference, pieces: PieceSet, max_owned: u32) -> Vec<(u16, Position)> {
    let index = Index::new(pieces);
    let mut out: Vec<(u16, Position)> = Vec::new();
    index.for_each_in(0..index.solved_len(), RULES, |_, p| {
        if let Some(p) = p {
            if let Some(n) = r.puzzle(&p, max_owned) {
                out.push((n, p));
            }
        }
    });
    out.sort_by_key(|(n, p)| (*n, index.rank(p)));
    out
}

/// Checks a solution tree against the reference: at each step the answers are the winning
/// moves (exactly one before the last ply; at win 1 / win 2 every move of that label), and the
/// defences are every defender move whose label is its position's value.
fn check_tree(r: &Reference, s: &Step) -> u64 {
    let Value::Win(n) = s.value else {
        panic!("a step is won")
    };
    assert_eq!(r.value(&s.position), s.value);
    let moves = s.position.legal_moves(RULES);
    if n <= 2 {
        let want: Vec<Move> = moves
            .into_iter()
            .filter(|&m| r.label(&s.position, m) == s.value)
            .collect();
        assert_eq!(s.answers, want);
        assert!(s.defences.is_empty());
        return 1;
    }
    assert_eq!(s.answers.len(), 1);
    assert_eq!(r.label(&s.position, s.answers[0]), s.value);
    let Successor::Position(q) = s.position.play_unchecked(s.answers[0]) else {
        panic!("a capture before the last ply")
    };
    let dv = r.value(&q);
    assert_eq!(dv, Value::Loss(n - 1));
    let want: Vec<Move> = q
        .legal_moves(RULES)
        .into_iter()
        .filter(|&d| r.label(&q, d) == dv)
        .collect();
    let got: Vec<Move> = s.defences.iter().map(|d| d.mv).collect();
    assert_eq!(got, want);
    let mut size = 1;
    for d in &s.defences {
        assert_eq!(d.value, dv);
        let Successor::Position(next) = q.play_unchecked(d.mv) else {
            panic!("a defence captures")
        };
        assert_eq!(d.next.position, next);
        size += check_tree(r, &d.next);
    }
    size
}

#[test]
fn the_search_finds_exactly_the_reference_puzzles() {
    for set in ["GP", "MP"] {
        let pieces: PieceSet = set.parse().unwrap();
        let table = solve(RULES, pieces, &NoProgress).unwrap();
        let r = Reference::new(pieces);
        // The reference agrees with the table on the values (a check of the reference).
        for (p, v) in r.positions.iter().zip(&r.value) {
            assert_eq!(table.value(p), *v, "{set}: value of {p}");
        }
        for (filter, max_owned) in [(Filter::NONE, u32::MAX), (Filter::for_pieces(pieces), 1)] {
            let found = find(&table, Scope::Any, filter, &NoProgress);
            let want = reference_puzzles(&r, pieces, max_owned);
            assert!(
                want.len() > 10,
                "{set}: the reference finds {} puzzles",
                want.len()
            );
            assert_eq!(found.puzzles, want, "{set}, max owned {max_owned}");
            // The counts per length add up to the puzzles, and some lengths are even, some odd.
            let total: u64 = found.counts.iter().map(|c| c.puzzles).sum();
            assert_eq!(total as usize, want.len());
            assert!(want.iter().any(|p| p.0 % 2 == 0) && want.iter().any(|p| p.0 % 2 == 1));
            for c in &found.counts {
                let n = want.iter().filter(|p| p.0 == c.plies).count() as u64;
                assert_eq!(c.puzzles, n, "{set}: length {}", c.plies);
                assert_eq!(found.of_length(c.plies).len() as u64, n);
            }
        }
        assert_eq!(
            Filter::for_pieces(pieces).max_owned,
            1,
            "half of two pieces"
        );
    }
    assert_eq!(Filter::for_pieces(PieceSet::FULL).max_owned, 3);
}

#[test]
fn solution_trees_match_the_reference() {
    let pieces: PieceSet = "GP".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let r = Reference::new(pieces);
    let found = find(&table, Scope::Any, Filter::NONE, &NoProgress);
    let mut branched = false;
    for &(n, p) in found.puzzles.iter().step_by(7) {
        let puzzle = solution(&table, &p, Filter::NONE).unwrap().unwrap();
        assert_eq!(puzzle.plies, n);
        assert_eq!(puzzle.winner, Color::A);
        assert_eq!(puzzle.position, p);
        let size = check_tree(&r, &puzzle.solution);
        // The answers and the longest defences a front end asks for one step at a time are
        // the tree's.
        assert_eq!(answers(&table, &p).unwrap(), puzzle.solution.answers);
        if let Successor::Position(q) = p.play_unchecked(puzzle.solution.answers[0]) {
            let got: Vec<Move> = longest_defences(&table, &q)
                .unwrap()
                .into_iter()
                .map(|(m, _)| m)
                .collect();
            let want: Vec<Move> = puzzle.solution.defences.iter().map(|d| d.mv).collect();
            if n > 2 {
                assert_eq!(got, want, "{p}");
            }
        }
        branched |= size > u64::from(n).div_ceil(2);
    }
    assert!(branched, "some puzzle has two longest defences somewhere");
}

#[test]
fn positions_that_are_not_puzzles_say_why() {
    let pieces: PieceSet = "GP".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let r = Reference::new(pieces);
    let index = Index::new(pieces);
    let (mut second, mut short, mut heavy, mut over_now) = (0, 0, 0, 0);
    index.for_each_in(0..index.solved_len().min(200_000), RULES, |_, p| {
        let Some(p) = p else { return };
        let verdict = check(&table, &p, Filter::for_pieces(pieces)).unwrap();
        assert_eq!(verdict.clone().ok(), r.puzzle(&p, 1), "{p}");
        match verdict {
            Ok(_) => {}
            Err(NotAPuzzle::GameOver { over, position }) => {
                assert_eq!(position, p);
                assert_eq!(Some(over), p.game_over(RULES));
                // A finished position is worth win 0 or loss 0, never a puzzle.
                assert!(matches!(r.value(&p), Value::Win(0) | Value::Loss(0)), "{p}");
                over_now += 1;
            }
            Err(NotAPuzzle::NotALongWin { value }) => {
                assert_eq!(value, r.value(&p));
                short += 1;
            }
            Err(NotAPuzzle::Overwhelming { owned, max_owned }) => {
                assert_eq!(owned, Reference::owned(&p));
                assert_eq!(max_owned, 1);
                heavy += 1;
            }
            Err(NotAPuzzle::SecondWin {
                line,
                position,
                moves,
            }) => {
                // Replaying the line from p reaches the position, where both moves win.
                let mut q = p;
                for m in &line {
                    let Successor::Position(next) = q.play(RULES, *m).unwrap() else {
                        panic!("the line captures a king")
                    };
                    q = next;
                }
                assert_eq!(q, position);
                assert_ne!(moves[0], moves[1]);
                for m in moves {
                    assert!(matches!(r.label(&q, m), Value::Win(_)), "{q}: {m}");
                }
                second += 1;
            }
        }
    });
    assert!(second > 0 && short > 0 && heavy > 0, "{over_now}");
    // By hand: a's 王 on D1 (d's camp), d's 王 far on A3, a to move: the try is held.
    let held = Position::parse("3K/4/k3 Gp a", RULES, pieces).unwrap();
    assert_eq!(
        check(&table, &held, Filter::NONE).unwrap(),
        Err(NotAPuzzle::GameOver {
            over: sibi_solver::GameEnd::Try,
            position: held
        })
    );
}

#[test]
fn samples_are_deterministic_and_distinct() {
    let pieces: PieceSet = "GP".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let found = find(&table, Scope::Reachable, Filter::NONE, &NoProgress);
    // A piece set without a start position: every legal position is searched.
    assert_eq!(found.scope, Scope::Any);
    let n = found.counts.iter().max_by_key(|c| c.puzzles).unwrap().plies;
    let a = found.sample(Some(n), 5, 42);
    assert_eq!(a, found.sample(Some(n), 5, 42));
    assert_ne!(a, found.sample(Some(n), 5, 43));
    assert_eq!(a.len(), 5);
    for (k, x) in a.iter().enumerate() {
        assert_eq!(x.0, n);
        assert!(!a[..k].contains(x));
    }
    let all = found.sample(None, usize::MAX, 1);
    assert_eq!(all.len(), found.puzzles.len());
}
