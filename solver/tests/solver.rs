//! Tests of the retrograde solver (`sibi_solver::solve::solve`): every value of small piece sets
//! against a deliberately simple reference solver (`reference::reference_solve`), the
//! Bellman check and its power to detect a corrupted table, independence of the thread count,
//! and values worked out by hand from docs/RULES.md ("Values and distance").

mod reference;

use rayon::prelude::*;
use reference::{
    counts_of, lib_value, piece_set, ref_value, reference_solve, RefPos, RefValue, Reference,
    BOTH_RULES,
};
use sibi_solver::solve::{one_ply_value, solve, NoProgress, Solution, Value};
use sibi_solver::{Color, PieceSet, Rules};

fn solved(rules: Rules, pieces: PieceSet) -> Solution {
    solve(rules, pieces, &NoProgress).expect("small piece sets solve")
}

/// The reference value of a library position (any side to move).
fn ref_value_of(r: &Reference, pos: &sibi_solver::Position) -> RefValue {
    r.value(&RefPos::from_position(pos))
}

/// Solves `name` under `rules` with the library and with the reference, and checks:
/// every position's value (a to move, and the same position rotated with d to move); the
/// win/loss/draw counts of `Solution::counts` (mirror images apart, try positions included)
/// and its number of legal indices (mirror classes of the positions without the try); that
/// `value_at` is defined exactly on the legal indices; and that `Solution::verify` (the
/// Bellman check) finds nothing.
fn compare_with_reference(rules: Rules, name: &str) {
    let counts = counts_of(name);
    let pieces = piece_set(counts);
    let sol = solved(rules, pieces);
    let r = reference_solve(rules, counts);
    // (wins, losses, draws, positions without the try, of them mirror-symmetric)
    let (wins, losses, draws, open, open_symmetric) = r
        .nodes
        .par_iter()
        .zip(&r.values)
        .map(|(p, &v)| {
            let lp = p.to_position(rules, pieces);
            assert_eq!(
                ref_value(sol.value(&lp)),
                v,
                "{rules} {name}: value of {lp}"
            );
            let ld = p.rotate().to_position(rules, pieces);
            assert_eq!(
                ref_value(sol.value(&ld)),
                v,
                "{rules} {name}: value of {ld}"
            );
            let open = !p.try_holds();
            (
                u64::from(matches!(v, RefValue::Win(_))),
                u64::from(matches!(v, RefValue::Loss(_))),
                u64::from(v == RefValue::Draw),
                u64::from(open),
                u64::from(open && p.mirror() == *p),
            )
        })
        .reduce(
            || (0, 0, 0, 0, 0),
            |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2, a.3 + b.3, a.4 + b.4),
        );
    let c = sol.counts();
    assert_eq!(
        c.positions,
        r.nodes.len() as u64,
        "{rules} {name}: positions"
    );
    assert_eq!(
        (c.wins, c.losses, c.draws),
        (wins, losses, draws),
        "{rules} {name}: win/loss/draw counts"
    );
    assert_eq!(c.indices, (open + open_symmetric) / 2, "{rules} {name}");

    let index = sol.index();
    for i in 0..index.solved_len() {
        assert_eq!(
            sol.value_at(i).is_some(),
            index.unrank(i, rules).is_some(),
            "{rules} {name}: value_at({i})"
        );
    }
    assert_eq!(sol.value_at(index.solved_len()), None);

    let report = sol.verify(10, &NoProgress);
    assert!(
        report.is_ok() && report.mismatches.is_empty(),
        "{rules} {name}: Bellman mismatches {report:?}"
    );
    assert_eq!(
        report.checked, c.indices,
        "{rules} {name}: positions checked"
    );
    eprintln!(
        "{rules} {name}: {} positions, {wins} wins / {losses} losses / {draws} draws",
        r.nodes.len()
    );
}

macro_rules! reference_tests {
    ($($test:ident: $name:literal,)*) => {
        $(
            #[test]
            fn $test() {
                for rules in BOTH_RULES {
                    compare_with_reference(rules, $name);
                }
            }
        )*
    };
}

reference_tests! {
    reference_kings_only: "-",
    reference_p: "P",
    reference_g: "G",
    reference_m: "M",
    reference_gm: "GM",
    reference_gp: "GP",
    reference_mp: "MP",
    reference_pp: "PP",
    reference_gg: "GG",
    reference_mm: "MM",
    reference_gmp: "GMP",
}

/// `Solution::verify` catches a corrupted table. A copy of the solved table is built with
/// `Solution::from_fn`, first with every value unchanged (it equals the original index by
/// index, has the same number of rounds, and passes the check), then with a win and a loss
/// each given a distance 2 longer: the check must report that very index with the stored
/// (tampered) and the expected (true) value, and count it.
#[test]
fn verify_detects_a_corrupted_table() {
    let rules = Rules::TwelveJanggi;
    let pieces = piece_set(counts_of("GP"));
    let sol = solved(rules, pieces);
    let n = sol.index().solved_len();
    let first = |want: fn(Value) -> bool| {
        (0..n)
            .find(|&i| sol.value_at(i).is_some_and(want))
            .expect("such a value exists")
    };
    let win = first(|v| matches!(v, Value::Win(d) if d >= 2));
    let loss = first(|v| matches!(v, Value::Loss(d) if d >= 2));

    let copy = |tampered: Option<u64>| {
        Solution::from_fn(rules, pieces, |i, _| {
            let v = sol.value_at(i).expect("called for legal indices only");
            match v {
                Value::Win(d) if Some(i) == tampered => Value::Win(d + 2),
                Value::Loss(d) if Some(i) == tampered => Value::Loss(d + 2),
                v => v,
            }
        })
        .expect("distances fit")
    };
    let clean = copy(None);
    assert!((0..n).all(|i| clean.value_at(i) == sol.value_at(i)));
    assert_eq!(clean.rounds(), sol.rounds());
    let report = clean.verify(10, &NoProgress);
    assert!(report.is_ok(), "{report:?}");
    assert_eq!(report.checked, sol.counts().indices);

    for i in [win, loss] {
        let truth = sol.value_at(i).unwrap();
        let tampered = match truth {
            Value::Win(d) => Value::Win(d + 2),
            Value::Loss(d) => Value::Loss(d + 2),
            Value::Draw => unreachable!(),
        };
        let bad = copy(Some(i));
        assert_eq!(bad.value_at(i), Some(tampered));
        let found = bad.verify(usize::MAX, &NoProgress);
        assert!(!found.is_ok());
        assert_eq!(found.mismatch_count, found.mismatches.len() as u64);
        assert!(
            found
                .mismatches
                .iter()
                .any(|m| m.index == i && m.stored == tampered && m.expected == truth),
            "index {i}: {truth} stored as {tampered} not reported; found {found:?}"
        );
        // A limit keeps the first mismatches in index order and still counts them all.
        let limited = bad.verify(1, &NoProgress);
        assert_eq!(limited.mismatch_count, found.mismatch_count);
        assert_eq!(limited.mismatches[..], found.mismatches[..1]);
    }
}

/// `Solution::verify` also catches a corrupted entry of a position that a one-ply look settles,
/// although the check values such a position without a search and, as a child, a position
/// whose mover can capture the king without reading its entry: a king capture (win 1) by a
/// piece other than the 王 stored as win 3, and a loss 1 (the enemy 王 in the mover's camp) stored as loss 3, are each
/// reported at their own index with the true value expected.
#[test]
fn verify_detects_a_corrupted_trivial_entry() {
    for rules in BOTH_RULES {
        let pieces = piece_set(counts_of("GP"));
        let sol = solved(rules, pieces);
        let index = sol.index();
        let first = |want: fn(&sibi_solver::Position, Value) -> bool| {
            (0..index.solved_len())
                .find(|&i| {
                    let (Some(p), Some(v)) = (index.unrank(i, rules), sol.value_at(i)) else {
                        return false;
                    };
                    want(&p, v)
                })
                .expect("such a position exists")
        };
        // A capture by a piece other than the 王: where the two 王 stand side by side a
        // solution holds nothing but win 1 (the solver keeps no entry there).
        let capture = first(|p, v| {
            let (a, d) = (p.king(Color::A), p.king(Color::D));
            let apart = (a.file() - d.file()).abs() > 1 || (a.rank() - d.rank()).abs() > 1;
            p.can_capture_king() && apart && v == Value::Win(1)
        });
        let camp = first(|p, v| !p.can_capture_king() && v == Value::Loss(1));
        for (i, tampered) in [(capture, Value::Win(3)), (camp, Value::Loss(3))] {
            let truth = sol.value_at(i).unwrap();
            let bad = Solution::from_fn(rules, pieces, |j, _| {
                if j == i {
                    tampered
                } else {
                    sol.value_at(j).expect("legal")
                }
            })
            .expect("distances fit");
            let found = bad.verify(usize::MAX, &NoProgress);
            assert!(
                found
                    .mismatches
                    .iter()
                    .any(|m| m.index == i && m.stored == tampered && m.expected == truth),
                "{rules} index {i}: {truth} stored as {tampered} not reported; found {found:?}"
            );
        }
    }
}

/// `Solution::from_fn` refuses a distance longer than a table holds (254 plies).
#[test]
fn from_fn_refuses_too_long_distances() {
    let rules = Rules::Dobutsu;
    let pieces = piece_set(counts_of("P"));
    let ok = Solution::from_fn(rules, pieces, |_, _| Value::Loss(254)).expect("254 fits");
    assert_eq!(ok.rounds(), 255);
    let err = Solution::from_fn(rules, pieces, |_, _| Value::Win(255));
    match err {
        Err(sibi_solver::solve::FromValuesError::DistanceTooLong {
            index,
            value: Value::Win(255),
        }) => assert!(ok.index().unrank(index, rules).is_some()),
        other => panic!("{:?}", other.err()),
    }
}

/// `one_ply_value` over the reference's child values gives the reference value back, and
/// reports a different value as soon as the child values are altered: for a win n (n ≥ 2),
/// its children at loss n − 1 turned into draws; for a loss n, its children at win n − 1 turned
/// into win n + 4 (→ loss n + 5); for a draw, its drawn children turned into loss 3 (→ win 4).
#[test]
fn one_ply_value_detects_altered_child_values() {
    for rules in BOTH_RULES {
        let counts = counts_of("P");
        let pieces = piece_set(counts);
        let r = reference_solve(rules, counts);
        let pick = |want: fn(RefValue) -> bool| {
            let i = r.values.iter().position(|&v| want(v)).expect("exists");
            (r.nodes[i].to_position(rules, pieces), r.values[i])
        };
        let honest = |c: &sibi_solver::Position| lib_value(ref_value_of(&r, c));

        let (p, v) = pick(|v| matches!(v, RefValue::Win(n) if n >= 2));
        let RefValue::Win(n) = v else { unreachable!() };
        assert_eq!(one_ply_value(&p, rules, honest), Value::Win(n), "{p}");
        let altered = one_ply_value(&p, rules, |c| match honest(c) {
            Value::Loss(m) if m + 1 == n => Value::Draw,
            x => x,
        });
        assert_ne!(altered, Value::Win(n), "{p}");
        assert!(altered < Value::Win(n), "{p}");

        let (p, v) = pick(|v| matches!(v, RefValue::Loss(n) if n >= 2));
        let RefValue::Loss(n) = v else { unreachable!() };
        assert_eq!(one_ply_value(&p, rules, honest), Value::Loss(n), "{p}");
        let altered = one_ply_value(&p, rules, |c| match honest(c) {
            Value::Win(m) if m + 1 == n => Value::Win(n + 4),
            x => x,
        });
        assert_eq!(altered, Value::Loss(n + 5), "{p}");

        let (p, _) = pick(|v| v == RefValue::Draw);
        assert_eq!(one_ply_value(&p, rules, honest), Value::Draw, "{p}");
        let altered = one_ply_value(&p, rules, |c| match honest(c) {
            Value::Draw => Value::Loss(3),
            x => x,
        });
        assert_eq!(altered, Value::Win(4), "{p}");
    }
}

/// Solving with a 1-thread and a 2-thread rayon pool gives the same value at every index
/// (and the same number of rounds).
#[test]
fn solve_is_independent_of_thread_count() {
    for (rules, name) in [(Rules::TwelveJanggi, "GMP"), (Rules::Dobutsu, "GMP")] {
        let pieces = piece_set(counts_of(name));
        let with = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("thread pool")
                .install(|| solved(rules, pieces))
        };
        let one = with(1);
        let two = with(2);
        assert_eq!(one.rounds(), two.rounds());
        let n = one.index().solved_len();
        let differ = (0..n)
            .into_par_iter()
            .filter(|&i| one.value_at(i) != two.value_at(i))
            .count();
        assert_eq!(
            differ, 0,
            "{rules} {name}: values differ at {differ} indices"
        );
    }
}

/// The value in `sol` of the position given as (square, letter) pairs, hand letters and side.
fn value_of(sol: &Solution, pieces: &[(&str, char)], hands: &str, side: char) -> Value {
    let p = RefPos::from_list(pieces, hands, side);
    sol.value(&p.to_position(sol.rules(), p.piece_set()))
}

/// Kings only, worked out by hand from docs/RULES.md ("End of the game", "Values and distance").
/// With two lone kings nothing can be dropped, so both rule sets play the same game. Write K
/// for a's king (a to move) and k for d's. The 132 positions (ordered pairs of distinct
/// squares) split as follows, checked in this order:
///
/// * **win 0** — K on file D (a holds the try): 3 × 11 = **33**.
/// * **win 1** — K and k adjacent (a captures): the 4 × 3 board has 9 horizontally, 8
///   vertically and 12 diagonally adjacent unordered pairs, 29 in all, 58 ordered; less the 11
///   with K on file D (D1 and D3 have 3 neighbours, D2 has 5): **47**.
/// * **loss 1** — k on file A (d holds the try next turn), not adjacent, K on files A–C: with
///   k on A1 (or A3), K is on one of the 9 squares of files A–C except A1, A2, B1, B2: 5 each;
///   with k on A2, except A1, A2, A3, B1, B2, B3: 3; **13**.
/// * **win 2** — none of the above, and K can step to a square of file D not adjacent to k (then
///   d is at loss 1): K must be on file C. From C2 every square of files B–D is adjacent, so
///   none. From C1 the k squares not adjacent are B3, C3, D3, and D1 is not adjacent to any of
///   them; likewise from C3 (k on B1, C1, D1; step to D3): **6**.
/// * the other 132 − 99 = **33** positions are worth more than 2 plies either way, or draws:
///   no loss 0 (a lone king always has a move) and no loss 2 (all of K's ≥ 3 neighbours would
///   have to be adjacent to k while K is not, which no square of the board allows; a reply
///   "win 0" for d is impossible as k does not move).
///
/// Loss 3 by hand: K A1, k B3 — K's moves go to A2 and B2 (adjacent to k: d wins 1) or B1, after
/// which d, seen from its side, is K C1 k C3: win 2 (above). Worst is win 2, so loss 3. K B1,
/// k B3 — A2, B2, C2 are adjacent to k (win 1); A1 and C1 give d K C1 k D3 and K C1 k B3, both
/// win 2: loss 3.
#[test]
fn kings_only_by_hand() {
    fn adjacent(a: (i32, i32), b: (i32, i32)) -> bool {
        a != b && (a.0 - b.0).abs() <= 1 && (a.1 - b.1).abs() <= 1
    }
    for rules in BOTH_RULES {
        let sol = solved(rules, piece_set([0, 0, 0]));
        let v = |k: &str, d: &str| value_of(&sol, &[(k, 'K'), (d, 'k')], "", 'a');
        assert_eq!(v("B2", "C2"), Value::Win(1), "adjacent kings: capture");
        assert_eq!(
            v("C2", "A1"),
            Value::Loss(1),
            "d's king holds A1, out of reach"
        );
        assert_eq!(v("D1", "B3"), Value::Win(0), "a's king already in d's camp");
        assert_eq!(
            v("D2", "A2"),
            Value::Win(0),
            "both in the enemy camp: a moves, a wins"
        );
        assert_eq!(v("C1", "B3"), Value::Win(2), "C1→D1 leaves d at loss 1");
        assert_eq!(v("A1", "B3"), Value::Loss(3));
        assert_eq!(v("A3", "B1"), Value::Loss(3), "mirror image of A1/B3");
        assert_eq!(v("B1", "B3"), Value::Loss(3));
        // d to move (`vd(a's king, d's king)`): a's king C1, d's king B3 is, seen from d
        // (rotated 180°, colours swapped), again K C1 k B3; a's D3, d's B2 is K C2 k A1.
        let vd = |k: &str, d: &str| value_of(&sol, &[(k, 'K'), (d, 'k')], "", 'd');
        assert_eq!(vd("C1", "B3"), Value::Win(2), "rotation of K C1 k B3");
        assert_eq!(vd("D3", "B2"), Value::Loss(1), "rotation of K C2 k A1");

        // The classification above, position by position.
        let mut tally = [0u32; 5]; // win 0, win 1, loss 1, win 2, other
        for ka in 0..12i32 {
            for kd in 0..12i32 {
                if ka == kd {
                    continue;
                }
                let (a, d) = ((ka / 3, ka % 3), (kd / 3, kd % 3));
                let name = |s: (i32, i32)| format!("{}{}", (b'A' + s.0 as u8) as char, s.1 + 1);
                let got = v(&name(a), &name(d));
                let class = if a.0 == 3 {
                    0
                } else if adjacent(a, d) {
                    1
                } else if d.0 == 0 {
                    2
                } else if (0..3).any(|r| adjacent(a, (3, r)) && !adjacent(d, (3, r))) {
                    3
                } else {
                    4
                };
                tally[class] += 1;
                let expected = [Value::Win(0), Value::Win(1), Value::Loss(1), Value::Win(2)];
                match class {
                    0..=3 => assert_eq!(got, expected[class], "K{} k{}", name(a), name(d)),
                    _ => assert!(
                        matches!(got, Value::Draw | Value::Win(3..) | Value::Loss(3..)),
                        "K{} k{}: {got}",
                        name(a),
                        name(d)
                    ),
                }
            }
        }
        assert_eq!(tally, [33, 47, 13, 6, 33]);
    }
}

/// King and one 子/侯, by hand (docs/RULES.md piece table and "Values and distance"), a to move
/// unless said otherwise:
///
/// * K A2, P B2, k C2: the 子 steps forward onto C2 and captures the king: **win 1**.
/// * K B2, p C2, k D2, d to move: d's 子 steps forward (toward A) onto B2: **win 1** for d.
/// * K A2, H C1, k D2: a's 侯 steps diagonally forward onto D2: **win 1**. With a 子 on C1
///   instead (it only steps to D1) there is no capture, so not win 1.
/// * K A3, H C2, k B1: B1 is a backward diagonal of a's 侯, which it cannot take, and A3 is not
///   next to B1: not win 1.
/// * K C1, k B3, a holds the 子: no capture, k is not in a's camp; K→D1 leaves d, with an
///   empty hand and a king that cannot reach D1, at loss 1: **win 2**.
/// * K C2, k A1, a holds the 子: k holds a's camp and nothing of a's reaches A1 this move (a
///   drop captures nothing): **loss 1**.
#[test]
fn king_and_pawn_by_hand() {
    for rules in BOTH_RULES {
        let sol = solved(rules, piece_set([0, 0, 1]));
        let v =
            |pieces: &[(&str, char)], hands: &str, side: char| value_of(&sol, pieces, hands, side);
        let a = 'a';
        assert_eq!(
            v(&[("A2", 'K'), ("B2", 'P'), ("C2", 'k')], "", a),
            Value::Win(1)
        );
        assert_eq!(
            v(&[("B2", 'K'), ("C2", 'p'), ("D2", 'k')], "", 'd'),
            Value::Win(1)
        );
        assert_eq!(
            v(&[("A2", 'K'), ("C1", 'H'), ("D2", 'k')], "", a),
            Value::Win(1)
        );
        assert_ne!(
            v(&[("A2", 'K'), ("C1", 'P'), ("D2", 'k')], "", a),
            Value::Win(1)
        );
        assert_ne!(
            v(&[("A3", 'K'), ("C2", 'H'), ("B1", 'k')], "", a),
            Value::Win(1)
        );
        assert_eq!(v(&[("C1", 'K'), ("B3", 'k')], "P", a), Value::Win(2));
        assert_eq!(v(&[("C2", 'K'), ("A1", 'k')], "P", a), Value::Loss(1));
    }
}

/// `Solution::for_each_stored` gives, index by index, what `stored_value` gives, over ranges
/// that start and end inside king classes and cross several.
#[test]
fn for_each_stored_agrees_with_stored_value() {
    for rules in BOTH_RULES {
        let pieces = piece_set(counts_of("GP"));
        let sol = solved(rules, pieces);
        let n = sol.index().solved_len();
        let per_class = sol.index().per_class();
        for range in [
            0..n,
            5..per_class * 3 + 7,
            per_class - 1..per_class + 1,
            n - 10..n,
        ] {
            let mut next = range.start;
            let mut stored = 0;
            sol.for_each_stored(range.clone(), |i, v| {
                assert_eq!(i, next);
                assert_eq!(v, sol.stored_value(i), "{rules} index {i}");
                stored += v.is_some() as u64;
                next += 1;
            });
            assert_eq!(next, range.end);
            if range == (0..n) {
                assert!(stored > 0);
            }
        }
    }
}
