//! Tests of the position index (`sibi_solver::index::Index`) against an independent brute-force
//! enumeration of positions (`reference::enumerate`) and independent combinatorics.
//!
//! docs/RULES.md, "Counting positions": a position is a placement of all pieces of the piece set
//! plus the side to move, seen from the side to move; mirror images (rank 1 ↔ 3) are distinct
//! when counting, even though the index stores them once.

mod reference;

use reference::{
    counts_of, dobutsu_positions, for_each_position, piece_set, random_pos, Rng, BOTH_RULES,
};
use sibi_solver::index::Index;
use sibi_solver::solve::{trivial_value, Value};
use sibi_solver::{Color, PieceSet, Position, Rules};

/// Checks the index of `name` (like `GMP`) under `rules` against the brute-force enumeration:
///
/// * every legal position (a to move) ranks below `len()`; its mirror image ranks the same;
///   the same position with d to move (rotated) ranks the same and normalizes back to it;
///   `unrank(rank(p))` is `p` or its mirror; indices `< solved_len()` are exactly the positions
///   where the mover does not hold the try;
/// * the number of distinct indices hit equals the number of mirror classes (so positions that
///   are not mirror images of each other never share an index);
/// * for every index, `unrank` gives `Some(q)` exactly for the indices hit, with `rank(q) == i`;
/// * the positions counted back from the legal indices (weight 2 for a class of two mirror
///   images, 1 for a symmetric position) equal the enumeration's count.
fn check_small_universe(rules: Rules, name: &str) {
    let counts = counts_of(name);
    let pieces = piece_set(counts);
    let index = Index::new(pieces);
    let len = index.len();
    let mut hit = vec![false; len as usize];
    let mut symmetric = 0u64;
    let mut n = 0u64;
    for_each_position(counts, rules, &mut |p| {
        n += 1;
        let lp = p.to_position(rules, pieces);
        let i = index.rank(&lp);
        assert!(i < len, "{rules} {name}: {lp} ranks {i} ≥ {len}");
        assert_eq!(
            i < index.solved_len(),
            !p.try_holds(),
            "{rules} {name}: {lp} (index {i}) on the wrong side of solved_len"
        );

        let m = p.mirror();
        let lm = m.to_position(rules, pieces);
        assert_eq!(lm, lp.mirror(), "library mirror of {lp}");
        assert_eq!(index.rank(&lm), i, "{rules} {name}: mirror of {lp}");

        let r = p.rotate();
        let lr = r.to_position(rules, pieces);
        assert_eq!(lr.side_to_move(), Color::D);
        assert_eq!(lr.normalized(), lp, "{rules} {name}: normalized() of {lr}");
        assert_eq!(index.rank(&lr), i, "{rules} {name}: d-to-move {lr}");

        let u = index
            .unrank(i, rules)
            .unwrap_or_else(|| panic!("{rules} {name}: unrank({i}) of {lp} is None"));
        assert!(
            u == lp || u == lm,
            "{rules} {name}: unrank(rank({lp})) = {u}"
        );

        if m == *p {
            symmetric += 1;
        }
        hit[i as usize] = true;
    });
    // Burnside: the mirror classes of n positions, `symmetric` of them fixed by the mirror.
    assert_eq!((n + symmetric) % 2, 0);
    let classes = (n + symmetric) / 2;
    let distinct = hit.iter().filter(|&&h| h).count() as u64;
    assert_eq!(
        distinct, classes,
        "{rules} {name}: indices hit vs mirror classes (n = {n}, symmetric = {symmetric})"
    );

    let mut legal = 0u64;
    let mut counted = 0u64;
    for i in 0..len {
        if let Some(q) = index.unrank(i, rules) {
            legal += 1;
            assert_eq!(q.side_to_move(), Color::A, "unrank({i}) = {q}");
            assert_eq!(
                index.rank(&q),
                i,
                "{rules} {name}: rank(unrank({i})) for {q}"
            );
            assert!(
                hit[i as usize],
                "{rules} {name}: unrank({i}) = {q} not enumerated"
            );
            counted += if q.mirror() == q { 1 } else { 2 };
        }
    }
    assert_eq!(legal, classes, "{rules} {name}: legal indices");
    assert_eq!(
        counted, n,
        "{rules} {name}: positions counted from the index"
    );
    assert_eq!(index.unrank(len, rules), None);
    if rules == Rules::Dobutsu {
        // Under Dōbutsu every placement is legal: each king class's block counts each placement
        // of its canonical king squares once, mirror images apart, so 132 ordered king pairs ×
        // the block size is every position.
        assert_eq!(index.per_class() * 132, n, "{name}: per_class × 132");
        assert_eq!(
            dobutsu_positions(counts),
            n,
            "{name}: closed form (reference::enumerate)"
        );
    }
}

macro_rules! small_universe_tests {
    ($($test:ident: $name:literal,)*) => {
        $(
            #[test]
            fn $test() {
                for rules in BOTH_RULES {
                    check_small_universe(rules, $name);
                }
            }
        )*
    };
}

/// A 4-piece set. Without 子 the two rule sets have the same positions (they differ only in
/// where a 子 may stand or be dropped), so one rule set covers both.
#[test]
fn small_universe_ggmm() {
    check_small_universe(Rules::TwelveJanggi, "GGMM");
}

small_universe_tests! {
    small_universe_kings_only: "-",
    small_universe_p: "P",
    small_universe_g: "G",
    small_universe_m: "M",
    small_universe_gm: "GM",
    small_universe_gp: "GP",
    small_universe_mp: "MP",
    small_universe_pp: "PP",
    small_universe_gg: "GG",
    small_universe_mm: "MM",
    small_universe_gmp: "GMP",
    small_universe_ggp: "GGP",
    small_universe_gmm: "GMM",
}

#[test]
fn full_index_size_and_tanaka_count() {
    let index = Index::new(PieceSet::FULL);
    assert_eq!(index.len(), 72 * 11_878_227);
    assert_eq!(index.len(), 855_232_344);
    assert_eq!(index.solved_len(), 54 * 11_878_227);
    // Tanaka (2009): 1,567,925,964 Dōbutsu positions, mirror images counted apart.
    assert_eq!(dobutsu_positions([2, 2, 2]), 1_567_925_964);
    assert_eq!(index.per_class() * 132, 1_567_925_964);
}

/// `rank(unrank(i)) == i` for 10⁶ seeded random indices of the full universe, in both rule
/// sets; every `Some` is a legal position (the library's validation accepts it) with a to move.
///
/// Under Dōbutsu every placement is legal, so the only don't-care indices are the larger of a
/// mirror pair in the 12 mirror-symmetric king classes (both kings on rank 2): the legal share
/// is `(60 + 12 · (1 + s / per_class) / 2) / 72` with `s` = 11,043 mirror-symmetric placements
/// out of `per_class` = 11,878,227 (counted separately: 2 fixed squares and 4 mirror pairs),
/// i.e. 0.916744; the sample must lie within ±6σ (σ ≈ 0.00028).
#[test]
fn full_universe_random_indices_round_trip() {
    let index = Index::new(PieceSet::FULL);
    for (seed, rules) in BOTH_RULES.into_iter().enumerate() {
        let mut rng = Rng::new(0x5eed_0001 + seed as u64);
        let samples = 1_000_000u64;
        let mut legal = 0u64;
        for _ in 0..samples {
            let i = rng.below(index.len());
            if let Some(p) = index.unrank(i, rules) {
                legal += 1;
                assert_eq!(index.rank(&p), i, "{rules}: rank(unrank({i})) for {p}");
                assert_eq!(p.side_to_move(), Color::A);
                assert!(
                    Position::from_setup(&p.to_setup(), rules, PieceSet::FULL).is_ok(),
                    "{rules}: unrank({i}) = {p} is not legal"
                );
                assert_eq!(i < index.solved_len(), !p.try_holds(), "{rules}: {p}");
            }
        }
        let share = legal as f64 / samples as f64;
        eprintln!("{rules}: {legal} of {samples} random indices are legal ({share:.4})");
        assert!(legal > 0);
        if rules == Rules::Dobutsu {
            assert!(
                (0.9151..=0.9184).contains(&share),
                "Dōbutsu legal share {share}, expected 0.916744"
            );
        }
    }
}

/// 10⁶ random legal positions of the full set per rule set, drawn without the library: each
/// ranks below `len()`; its mirror image and its d-to-move rotation rank the same;
/// `unrank(rank(p))` is `p` or its mirror.
#[test]
fn full_universe_random_positions() {
    let index = Index::new(PieceSet::FULL);
    for (seed, rules) in BOTH_RULES.into_iter().enumerate() {
        let mut rng = Rng::new(0x5eed_0100 + seed as u64);
        for _ in 0..1_000_000 {
            let p = random_pos(&mut rng, [2, 2, 2], rules);
            let lp = p.to_position(rules, PieceSet::FULL);
            let i = index.rank(&lp);
            assert!(i < index.len(), "{rules}: {lp} ranks {i}");
            let lm = p.mirror().to_position(rules, PieceSet::FULL);
            assert_eq!(index.rank(&lm), i, "{rules}: mirror of {lp}");
            let lr = p.rotate().to_position(rules, PieceSet::FULL);
            assert_eq!(index.rank(&lr), i, "{rules}: d-to-move {lr}");
            let u = index
                .unrank(i, rules)
                .unwrap_or_else(|| panic!("{rules}: unrank(rank({lp})) = None"));
            assert!(u == lp || u == lm, "{rules}: unrank(rank({lp})) = {u}");
        }
    }
}

/// Checks, for every legal position of `name` under `rules` where the mover does not hold the
/// try, the two facts the solver's initial pass relies on:
///
/// * two distinct moves lead to children with the same index only when the position is its
///   own mirror image. So, for every other position, the number of distinct child indices
///   equals the number of moves that do not capture the king;
/// * when the mover cannot capture the enemy king, `count_safe_moves` gives the number of
///   moves and of children whose mover cannot capture the king, as playing them all does;
/// * when `trivial_value` does not settle the position, `can_enter_camp_safely` says whether a
///   move leads to a position that `trivial_value` gives as loss 1.
///
/// Returns the number of positions checked.
fn check_children_distinct(rules: Rules, pieces: PieceSet) -> u64 {
    use rayon::prelude::*;
    use sibi_solver::rules::Successor;
    let index = Index::new(pieces);
    let n = index.solved_len();
    let chunk = 1u64 << 16;
    let starts: Vec<u64> = (0..n).step_by(chunk as usize).collect();
    starts
        .par_iter()
        .map(|&start| {
            let mut checked = 0;
            let mut ranks = Vec::new();
            index.for_each_in(start..(start + chunk).min(n), rules, |_, pos| {
                let Some(pos) = pos else { return };
                if !pos.can_capture_king() {
                    let (mut moves, mut safe) = (0, 0);
                    pos.for_each_move(rules, |m| {
                        moves += 1;
                        if let Successor::Position(child) = pos.play_unchecked(m) {
                            safe += u32::from(!child.can_capture_king());
                        }
                        true
                    });
                    assert_eq!(
                        pos.count_safe_moves(rules),
                        (moves, safe),
                        "{rules} {pieces}: {pos}"
                    );
                }
                // The initial pass settles as win 2 the positions with a move to a loss 1
                // that trivial_value gives (the enemy 王 stands in the mover's camp).
                if trivial_value(&pos, rules).is_none() {
                    let mut to_loss_1 = false;
                    pos.for_each_move(rules, |m| {
                        if let Successor::Position(child) = pos.play_unchecked(m) {
                            to_loss_1 |= trivial_value(&child, rules) == Some(Value::Loss(1));
                        }
                        true
                    });
                    assert_eq!(
                        pos.can_enter_camp_safely(rules),
                        to_loss_1,
                        "{rules} {pieces}: {pos}"
                    );
                }
                if pos == pos.mirror() {
                    return;
                }
                checked += 1;
                ranks.clear();
                pos.for_each_move(rules, |m| {
                    if let Successor::Position(child) = pos.play_unchecked(m) {
                        ranks.push(index.rank(&child));
                    }
                    true
                });
                let moves = ranks.len();
                ranks.sort_unstable();
                ranks.dedup();
                assert_eq!(
                    ranks.len(),
                    moves,
                    "{rules} {pieces}: {pos} has two moves to one child index"
                );
            });
            checked
        })
        .sum()
}

#[test]
fn children_share_an_index_only_from_self_mirror_positions_and_safe_moves_count() {
    for rules in BOTH_RULES {
        for name in ["GGP", "MMP", "GPP", "GM", "MP", "GGMM", "MMPP", "GGPP"] {
            let checked = check_children_distinct(rules, name.parse().unwrap());
            assert!(checked > 0, "{rules} {name}");
        }
    }
}

/// The same check over the full piece set: a few minutes on 2 cores, so `scripts/e2e.sh` runs
/// it (`cargo test --release -p sibi-solver --test index -- --ignored`), as CI does.
#[test]
#[ignore = "full piece set: scripts/e2e.sh"]
fn children_share_an_index_only_from_self_mirror_positions_full() {
    for rules in BOTH_RULES {
        let checked = check_children_distinct(rules, PieceSet::FULL);
        assert!(checked > 0, "{rules}");
    }
}
