//! The parts of the reference model (`tests/reference/`) checked against each other, so that
//! a mistake in one of them cannot hide behind the library making the same mistake:
//!
//! * the enumeration of all positions of a piece set against a second, more naive enumeration
//!   (every piece placed independently, then filtered by the rules model's legality test) and
//!   against the Dōbutsu closed form;
//! * the enumeration against a forward search over the rules model's moves;
//! * the rules model's predecessor search against its moves, over every position of small sets;
//! * the value-iteration solver's values against the Bellman relation of docs/RULES.md ("Values and
//!   distance") under the rules model's moves;
//! * the rules model's perft against the library's perft, from positions of the enumeration.

mod reference;

use std::collections::HashSet;

use rayon::prelude::*;
use reference::{
    counts_of, dobutsu_positions, enumerate, perft, piece_set, random_pos, reference_solve,
    squares, Cell, Kind, Owner, RefMove, RefOutcome, RefPos, RefValue, Reference, Rng, Sq,
    BOTH_RULES, HAND_KINDS,
};
use sibi_solver::{PieceSet, Rules};

/// The piece sets small enough for every check here.
const SMALL_SETS: [&str; 11] = [
    "-", "P", "G", "M", "GM", "GP", "MP", "PP", "GG", "MM", "GMP",
];

/// Where one piece may be, before any rule is applied: either hand, or any square with either
/// owner, as a 子 or (for a pawn) a 侯.
fn anywhere(kind: Kind) -> Vec<(Option<Sq>, Owner, Kind)> {
    let mut v = vec![(None, Owner::A, kind), (None, Owner::D, kind)];
    let kinds: &[Kind] = if kind == Kind::Pawn {
        &[Kind::Pawn, Kind::Marquis]
    } else {
        &[kind]
    };
    for s in squares() {
        for o in Owner::BOTH {
            for &k in kinds {
                v.push((Some(s), o, k));
            }
        }
    }
    v
}

/// Every legal position of `counts` with a to move, the most naive way: the two kings on any
/// two squares, then each piece, one after the other and as if they were all different, put
/// anywhere ([`anywhere`]) but on an occupied square; the results that the rules model calls
/// legal ([`RefPos::is_valid`]) are collected in a set (so two identical pieces that swap
/// places give one position).
fn naive_positions(counts: [u8; 3], rules: Rules) -> HashSet<RefPos> {
    let pieces: Vec<Kind> = HAND_KINDS
        .iter()
        .zip(counts)
        .flat_map(|(&k, n)| std::iter::repeat_n(k, n as usize))
        .collect();
    fn go(p: RefPos, rest: &[Kind], rules: Rules, out: &mut HashSet<RefPos>) {
        let Some((&kind, rest)) = rest.split_first() else {
            if p.is_valid(rules) {
                out.insert(p);
            }
            return;
        };
        for (at, owner, k) in anywhere(kind) {
            let mut q = p;
            match at {
                None => q.hands[owner.idx()][kind.hand_slot().unwrap()] += 1,
                Some(s) if p.at(s).is_some() => continue,
                Some(s) => q.board[s.0][s.1] = Some((owner, k)),
            }
            go(q, rest, rules, out);
        }
    }
    let mut out = HashSet::new();
    for ka in squares() {
        for kd in squares().filter(|&s| s != ka) {
            let mut p = RefPos::empty(Owner::A);
            p.board[ka.0][ka.1] = Some((Owner::A, Kind::King));
            p.board[kd.0][kd.1] = Some((Owner::D, Kind::King));
            go(p, &pieces, rules, &mut out);
        }
    }
    out
}

/// `enumerate` lists every legal position of the piece set once, and nothing else: no
/// duplicates, each legal with a to move and the right pieces, the same set as
/// [`naive_positions`]; under Dōbutsu rules as many as the closed form counts.
#[test]
fn enumeration_is_every_legal_position_exactly_once() {
    let jobs: Vec<(Rules, &str)> = BOTH_RULES
        .into_iter()
        .flat_map(|rules| SMALL_SETS.map(|name| (rules, name)))
        .collect();
    let sizes: Vec<usize> = jobs
        .par_iter()
        .map(|&(rules, name)| {
            let counts = counts_of(name);
            let listed = enumerate(counts, rules);
            for p in &listed {
                assert!(p.is_valid(rules), "{rules} {name}: {p:?} is not legal");
                assert_eq!(p.side, Owner::A, "{rules} {name}: {p:?}");
                assert_eq!(p.piece_counts(), counts, "{rules} {name}: {p:?}");
            }
            let set: HashSet<RefPos> = listed.iter().copied().collect();
            assert_eq!(set.len(), listed.len(), "{rules} {name}: duplicates");
            let naive = naive_positions(counts, rules);
            assert_eq!(
                listed.len(),
                naive.len(),
                "{rules} {name}: enumerate vs naive count"
            );
            assert!(set == naive, "{rules} {name}: enumerate vs naive positions");
            if rules == Rules::Dobutsu {
                assert_eq!(
                    listed.len() as u64,
                    dobutsu_positions(counts),
                    "{name}: closed form"
                );
            }
            listed.len()
        })
        .collect();
    // Pinned: the counts of the kings-only and one-piece sets by hand. Kings only: 12 × 11
    // ordered squares = 132. A 將 (or 相): 132 × (2 hands + 10 squares × 2 owners) = 2904.
    // A 子 under Dōbutsu rules: 132 × (2 + 10 × 4) = 5544; under twelve-janggi an unpromoted
    // 子 may not stand in its enemy camp: a free square of file A loses d's 子, one of file D
    // loses a's, and each of these 6 squares is free in 11 × 10 = 110 of the 132 king
    // placements: 5544 − 6 × 110 = 4884.
    let at =
        |rules: Rules, name: &str| sizes[jobs.iter().position(|&j| j == (rules, name)).unwrap()];
    for rules in BOTH_RULES {
        assert_eq!(at(rules, "-"), 132);
        assert_eq!(at(rules, "G"), 2904);
        assert_eq!(at(rules, "M"), 2904);
    }
    assert_eq!(at(Rules::Dobutsu, "P"), 5544);
    assert_eq!(at(Rules::TwelveJanggi, "P"), 4884);
}

/// Every position reached by a forward search over the rules model's moves from one position
/// (a's king A2, d's king D2, every piece in a's hand), played on through finished positions
/// and seen from the mover: returns the set (a to move).
fn forward_search(counts: [u8; 3], rules: Rules) -> HashSet<RefPos> {
    let mut hand = String::new();
    for (k, n) in HAND_KINDS.iter().zip(counts) {
        for _ in 0..n {
            hand.push(k.letter());
        }
    }
    let seed = RefPos::from_list(&[("A2", 'K'), ("D2", 'k')], &hand, 'a');
    let mut seen = HashSet::from([seed]);
    let mut stack = vec![seed];
    while let Some(p) = stack.pop() {
        p.for_each_move(rules, &mut |m| {
            if let RefOutcome::Next(q) = p.play(m) {
                let q = q.normalized();
                if seen.insert(q) {
                    stack.push(q);
                }
            }
        });
    }
    seen
}

/// Whether `p` (a to move) has no predecessor even through finished games: d, who moved last,
/// has nothing on the board but its king, which stands in a corner with its three neighbours
/// all held by a (so it came from nowhere, and nothing of d's was dropped).
fn has_no_past(p: &RefPos) -> bool {
    let d_pieces: Vec<Sq> = squares()
        .filter(|&s| matches!(p.at(s), Some((Owner::D, _))))
        .collect();
    let [k] = d_pieces[..] else {
        return false;
    };
    let corner = (k.0 == 0 || k.0 == 3) && (k.1 == 0 || k.1 == 2);
    let neighbours: Vec<Cell> = squares()
        .filter(|&s| s != k && s.0.abs_diff(k.0) <= 1 && s.1.abs_diff(k.1) <= 1)
        .map(|s| p.at(s))
        .collect();
    corner && neighbours.iter().all(|c| matches!(c, Some((Owner::A, _))))
}

/// A forward search over the rules model's moves stays inside the enumeration and reaches all
/// of it but the positions with no past ([`has_no_past`]), whose number is worked out by hand:
/// they exist only with two pieces besides the kings, both a's, filling the three neighbours
/// of d's king in a corner with a's king. For two different non-pawn kinds: 4 corners × 3!
/// orders = 24; for two identical ones 4 × 3 = 12. With one 子 (and a 將 or 相): 24 orders ×
/// 2 (子 or 侯) = 48 under Dōbutsu rules; under twelve-janggi, around D1 or D3 a's 子 may not
/// stand on D2 unpromoted: 2 corners × 24 / 2 + 2 corners × (4 × 2 + 2 × 1) = 24 + 20 = 44.
/// With two 子: 4 × 3 × 4 = 48 under Dōbutsu rules; under twelve-janggi 24 around A1/A3 and
/// 2 × (4 + 2 + 2) = 16 around D1/D3: 40.
#[test]
fn forward_search_reaches_the_enumeration() {
    let no_past = |rules: Rules, name: &str| -> usize {
        let tj = rules == Rules::TwelveJanggi;
        match name {
            "-" | "P" | "G" | "M" => 0,
            "GM" => 24,
            "GG" | "MM" => 12,
            "GP" | "MP" => {
                if tj {
                    44
                } else {
                    48
                }
            }
            "PP" => {
                if tj {
                    40
                } else {
                    48
                }
            }
            _ => unreachable!(),
        }
    };
    let jobs: Vec<(Rules, &str)> = BOTH_RULES
        .into_iter()
        .flat_map(|rules| SMALL_SETS[..10].iter().map(move |&name| (rules, name)))
        .collect();
    jobs.par_iter().for_each(|&(rules, name)| {
        let counts = counts_of(name);
        let all: HashSet<RefPos> = enumerate(counts, rules).into_iter().collect();
        let reached = forward_search(counts, rules);
        assert!(
            reached.is_subset(&all),
            "{rules} {name}: the search leaves the enumeration"
        );
        let missed: Vec<&RefPos> = all.difference(&reached).collect();
        for p in &missed {
            assert!(has_no_past(p), "{rules} {name}: {p:?} not reached");
        }
        assert_eq!(missed.len(), no_past(rules, name), "{rules} {name}");
        assert_eq!(
            reached.len() + no_past(rules, name),
            all.len(),
            "{rules} {name}: reached + no past = enumerated"
        );
    });
}

/// The predecessor search of the rules model inverts its moves, over every position of small
/// sets: each move of an unfinished position that captures no king lists the position among its
/// child's predecessors, by that move; and each predecessor's move leads back (the search
/// checks that itself) from a position of the same set.
#[test]
fn predecessors_invert_moves_over_whole_sets() {
    for rules in BOTH_RULES {
        for name in ["-", "P", "G", "M"] {
            let counts = counts_of(name);
            let all: HashSet<RefPos> = enumerate(counts, rules).into_iter().collect();
            let mut links = 0u64;
            for p in &all {
                for q in [*p, p.rotate()] {
                    for (m, captured, parent) in q.predecessors(rules) {
                        assert!(all.contains(&parent.normalized()), "{rules} {name}");
                        let want = match m {
                            RefMove::Step { to, .. } => parent.at(to).map(|(_, k)| k),
                            RefMove::Drop { .. } => None,
                        };
                        assert_eq!(captured, want, "{rules} {name}: {parent:?} {m}");
                    }
                    if q.game_over(rules).is_some() {
                        continue;
                    }
                    for m in q.legal_moves(rules) {
                        let RefOutcome::Next(child) = q.play(m) else {
                            continue;
                        };
                        links += 1;
                        let back = child
                            .predecessors(rules)
                            .into_iter()
                            .filter(|&(u, _, r)| u == m && r == q)
                            .count();
                        assert_eq!(back, 1, "{rules} {name}: {q:?} {m} {child:?}");
                    }
                }
            }
            assert!(links > 0, "{rules} {name}");
        }
    }
}

/// docs/RULES.md, "Values and distance", as a check of one position's value against the values of
/// the positions its moves (from the rules model) lead to:
///
/// * the mover holds the try ⇔ win 0; otherwise the mover has no legal move ⇔ loss 0;
/// * otherwise, with the labels of the moves (a king capture is win 1, a move into loss n is
///   win n + 1, into win n is loss n + 1, into a draw a draw): **win n** ⇔ some move is
///   labelled win n and none a smaller win; **loss n** ⇔ every move is labelled a loss and the
///   largest is loss n; **draw** ⇔ no move is labelled a win and some move a draw.
///
/// Returns a description of the violation, if any.
fn bellman_violation(r: &Reference, p: &RefPos, v: RefValue, rules: Rules) -> Option<String> {
    if p.try_holds() {
        return (v != RefValue::Win(0)).then(|| format!("try, but {v:?}"));
    }
    let moves = p.legal_moves(rules);
    if moves.is_empty() {
        return (v != RefValue::Loss(0)).then(|| format!("no move, but {v:?}"));
    }
    let mut wins = Vec::new();
    let mut losses = Vec::new();
    let mut draws = 0;
    for m in moves {
        let label = match p.play(m) {
            RefOutcome::KingCapture => RefValue::Win(1),
            RefOutcome::Next(q) => match r.value(&q) {
                RefValue::Win(n) => RefValue::Loss(n + 1),
                RefValue::Loss(n) => RefValue::Win(n + 1),
                RefValue::Draw => RefValue::Draw,
            },
        };
        match label {
            RefValue::Win(n) => wins.push(n),
            RefValue::Loss(n) => losses.push(n),
            RefValue::Draw => draws += 1,
        }
    }
    let ok = match v {
        RefValue::Win(n) => wins.contains(&n) && wins.iter().all(|&w| w >= n),
        RefValue::Loss(n) => wins.is_empty() && draws == 0 && losses.iter().max() == Some(&n),
        RefValue::Draw => wins.is_empty() && draws > 0,
    };
    (!ok).then(|| format!("{v:?} with move labels win {wins:?}, loss {losses:?}, {draws} draws"))
}

/// The value-iteration solver's values satisfy the Bellman relation under the rules model's
/// moves at every position of the small sets (both sides to move). Since every win and loss
/// must then be founded on a shorter one, down to a finished game, the relation fixes the
/// values completely: the solver computes exactly what docs/RULES.md defines.
#[test]
fn solver_values_satisfy_the_bellman_relation() {
    for rules in BOTH_RULES {
        for name in SMALL_SETS {
            let counts = counts_of(name);
            let r = reference_solve(rules, counts);
            let tally = r
                .nodes
                .par_iter()
                .zip(&r.values)
                .map(|(p, &v)| {
                    for q in [*p, p.rotate()] {
                        assert_eq!(r.value(&q), v, "{rules} {name}: {q:?}");
                        if let Some(why) = bellman_violation(&r, &q, v, rules) {
                            panic!("{rules} {name}: {q:?}: {why}");
                        }
                    }
                    match v {
                        RefValue::Win(_) => [1, 0, 0],
                        RefValue::Loss(_) => [0, 1, 0],
                        RefValue::Draw => [0, 0, 1],
                    }
                })
                .reduce(|| [0, 0, 0], |a, b| [a[0] + b[0], a[1] + b[1], a[2] + b[2]]);
            assert_eq!(tally.iter().sum::<u64>(), r.nodes.len() as u64);
            assert!(tally[0] > 0 && tally[1] > 0, "{rules} {name}: {tally:?}");
            if name == "GMP" {
                assert!(tally[2] > 0, "{rules} {name}: draws exist: {tally:?}");
            }
        }
    }
}

/// The rules model's perft equals the library's, to depth 3, from positions of the
/// enumeration (every 97th of each small set, and each also with d to move), and from 300
/// random positions of the full set per rule set.
#[test]
fn reference_perft_equals_library_perft_on_enumerated_positions() {
    let check = |p: &RefPos, rules: Rules, pieces: PieceSet| {
        let lp = p.to_position(rules, pieces);
        for depth in 1..=3 {
            assert_eq!(
                perft(p, rules, depth),
                sibi_solver::perft(&lp, rules, depth),
                "{rules}: {lp} depth {depth}"
            );
        }
    };
    for rules in BOTH_RULES {
        for name in SMALL_SETS {
            let counts = counts_of(name);
            let pieces = piece_set(counts);
            let all = enumerate(counts, rules);
            let sample: Vec<&RefPos> = all.iter().step_by(97).collect();
            assert!(sample.len() > 1, "{rules} {name}");
            sample.par_iter().for_each(|p| {
                check(p, rules, pieces);
                check(&p.rotate(), rules, pieces);
            });
        }
        let mut rng = Rng::new(0x9e7f_0000 + rules as u64);
        let full: Vec<RefPos> = (0..300)
            .map(|_| random_pos(&mut rng, [2, 2, 2], rules))
            .collect();
        full.par_iter()
            .for_each(|p| check(p, rules, PieceSet::FULL));
    }
}
