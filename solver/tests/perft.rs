//! perft against the expectations of `data/perft.txt` (the start position to depth 7 in both
//! rule sets, and positions of the other rules tests), each count recomputed by the library
//! (`perft`, `perft_parallel`, `perft_divide`) and by the deliberately naive reference model
//! of `reference/rules.rs` (written independently from docs/RULES.md for these tests); and
//! move-by-move agreement of the two over the perft trees.

mod reference;

use reference::{lib_moves, move_strings, piece_set_of, RefMove, RefOutcome, RefPos};
use sibi_solver::notation::parse_setup;
use sibi_solver::{
    perft, perft_divide, perft_parallel, Color, GameEnd, Position, Rules, Successor,
};

/// One entry of `data/perft.txt`.
struct Entry {
    id: String,
    rules: Rules,
    epd: String,
    pos: Position,
    /// (depth, count), in file order.
    perft: Vec<(u32, u64)>,
}

impl Entry {
    fn count(&self, depth: u32) -> Option<u64> {
        self.perft
            .iter()
            .find(|&&(d, _)| d == depth)
            .map(|&(_, n)| n)
    }

    fn refpos(&self) -> RefPos {
        RefPos::from_position(&self.pos)
    }
}

/// Reads `data/perft.txt`: `id`, `rules`, `epd` and `perft <depth> <count>` lines, entries
/// separated by blank lines, `#` comment lines (layout of shakmaty's `*.perft` files, plus the
/// rule set). Panics, with the line number, on anything else.
fn entries() -> Vec<Entry> {
    let text = include_str!("data/perft.txt");
    let mut out = Vec::new();
    // The entry being read: id, rules, epd, counts.
    type Partial = (String, Option<Rules>, Option<String>, Vec<(u32, u64)>);
    let mut cur: Option<Partial> = None;
    let finish = |cur: Option<Partial>, out: &mut Vec<Entry>| {
        let Some((id, rules, epd, perft)) = cur else {
            return;
        };
        let rules = rules.unwrap_or_else(|| panic!("{id}: no rules line"));
        let epd = epd.unwrap_or_else(|| panic!("{id}: no epd line"));
        let setup = parse_setup(&epd).unwrap_or_else(|e| panic!("{id}: {epd}: {e}"));
        let pos = Position::parse(&epd, rules, piece_set_of(&setup))
            .unwrap_or_else(|e| panic!("{id}: {epd}: {e}"));
        assert_eq!(pos.to_string(), epd, "{id}: position text is not canonical");
        assert!(!perft.is_empty(), "{id}: no perft line");
        out.push(Entry {
            id,
            rules,
            epd,
            pos,
            perft,
        });
    };
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        let at = || format!("data/perft.txt line {}", i + 1);
        if key == "id" {
            finish(cur.take(), &mut out);
            cur = Some((rest.to_string(), None, None, Vec::new()));
            continue;
        }
        let entry = cur
            .as_mut()
            .unwrap_or_else(|| panic!("{}: {key} before any id", at()));
        match key {
            "rules" => {
                assert!(entry.1.is_none(), "{}: second rules line", at());
                entry.1 = Some(rest.parse().unwrap_or_else(|e| panic!("{}: {e}", at())));
            }
            "epd" => {
                assert!(entry.2.is_none(), "{}: second epd line", at());
                entry.2 = Some(rest.to_string());
            }
            "perft" => {
                let nums: Vec<u64> = rest
                    .split_whitespace()
                    .map(|w| w.parse().unwrap_or_else(|e| panic!("{}: {w}: {e}", at())))
                    .collect();
                assert_eq!(nums.len(), 2, "{}: perft <depth> <count>", at());
                let depth = nums[0] as u32;
                assert!(
                    entry.3.iter().all(|&(d, _)| d != depth),
                    "{}: depth {depth} twice",
                    at()
                );
                entry.3.push((depth, nums[1]));
            }
            _ => panic!("{}: unknown line {line:?}", at()),
        }
    }
    finish(cur, &mut out);
    let mut ids: Vec<&str> = out.iter().map(|e| e.id.as_str()).collect();
    ids.sort();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "duplicate ids in data/perft.txt");
    out
}

/// The file holds the start, a first and d first, under both rule sets, to depth 7, with the
/// hand-checked depths 1 and 2; and positions of every rule set beyond the start.
///
/// Depths 1 and 2 by hand: with a to move the start has 4 moves (A2B1, A2B3, A3B3, B2C2, see
/// `rules.rs`); after each of the three quiet ones d has its 4 start moves (C2B2, D1C1, D2C1,
/// D2C3), and after B2C2 d has 5 (D1C1, D2C1, D2C2, D2C3, D3C2): 4+4+4+5 = 17. The same for d
/// first (the mirror image), and under Dōbutsu rules (no drop before the third ply).
#[test]
fn data_file_covers_the_start_and_both_rule_sets() {
    let all = entries();
    for rules in reference::BOTH_RULES {
        for side in Color::BOTH {
            let id = format!("start-{rules}-{side}");
            let e = all
                .iter()
                .find(|e| e.id == id)
                .unwrap_or_else(|| panic!("no entry {id}"));
            assert_eq!(e.rules, rules, "{id}");
            assert_eq!(e.pos, Position::start(side), "{id}");
            let depths: Vec<u32> = e.perft.iter().map(|&(d, _)| d).collect();
            assert_eq!(depths, (1..=7).collect::<Vec<_>>(), "{id}");
            assert_eq!((e.count(1), e.count(2)), (Some(4), Some(17)), "{id}");
        }
        let others = all
            .iter()
            .filter(|e| e.rules == rules && !e.id.starts_with("start-"))
            .count();
        assert!(
            others >= 8,
            "{rules}: only {others} positions besides the start"
        );
    }
}

/// Every count of the file, by the library's `perft`.
#[test]
fn library_perft_matches_the_data_file() {
    for e in entries() {
        assert_eq!(perft(&e.pos, e.rules, 0), 1, "{}", e.id);
        for &(depth, want) in &e.perft {
            assert_eq!(
                perft(&e.pos, e.rules, depth),
                want,
                "{} ({} {}) depth {depth}",
                e.id,
                e.rules,
                e.epd
            );
        }
    }
}

fn check_reference_perft(rules: Rules) {
    for e in entries().into_iter().filter(|e| e.rules == rules) {
        let r = e.refpos();
        assert_eq!(r.to_setup(), e.pos.to_setup(), "{}", e.id);
        assert_eq!(reference::perft(&r, rules, 0), 1, "{}", e.id);
        for &(depth, want) in &e.perft {
            assert_eq!(
                reference::perft(&r, rules, depth),
                want,
                "{} ({} {}) depth {depth}: reference",
                e.id,
                e.rules,
                e.epd
            );
        }
    }
}

/// Every twelve-janggi count of the file, by the reference model.
#[test]
fn reference_perft_matches_the_data_file_twelve_janggi() {
    check_reference_perft(Rules::TwelveJanggi);
}

/// Every Dōbutsu count of the file, by the reference model.
#[test]
fn reference_perft_matches_the_data_file_dobutsu() {
    check_reference_perft(Rules::Dobutsu);
}

/// The parallel and divided forms agree with the file: `perft_parallel` at the deepest depth
/// up to 6; `perft_divide` at the deepest depth up to 5 lists every legal move once (as many
/// as perft 1 counts), its counts add up to the file's, and each equals the reference's perft
/// of that move's child (a king capture counts 1 at depth 1, 0 deeper).
#[test]
fn parallel_and_divide_match_the_data_file() {
    for e in entries() {
        let (pos, rules) = (&e.pos, e.rules);
        let deepest = |max: u32| e.perft.iter().filter(|&&(d, _)| d <= max).max();
        if let Some(&(depth, want)) = deepest(6) {
            assert_eq!(perft_parallel(pos, rules, depth), want, "{} parallel", e.id);
        }
        let Some(&(depth, want)) = deepest(5).filter(|&&(d, _)| d >= 1) else {
            continue;
        };
        let divide = perft_divide(pos, rules, depth);
        assert_eq!(divide.len() as u64, perft(pos, rules, 1), "{} divide", e.id);
        assert_eq!(
            divide.iter().map(|&(_, n)| n).sum::<u64>(),
            want,
            "{}",
            e.id
        );
        let r = e.refpos();
        let mut seen: Vec<String> = Vec::new();
        for (m, n) in divide {
            let text = m.to_string();
            let naive = match r.play(RefMove::parse(&text)) {
                RefOutcome::KingCapture => u64::from(depth == 1),
                RefOutcome::Next(child) => reference::perft(&child, rules, depth - 1),
            };
            assert_eq!(n, naive, "{} divide {text} at depth {depth}", e.id);
            seen.push(text);
        }
        seen.sort();
        if !pos.try_holds() {
            assert_eq!(seen, move_strings(&r, rules), "{} divide moves", e.id);
        }
    }
}

/// Walks the game tree from `pos` to `depth` plies, and at every node compares the library
/// with the reference: the legal move set, the end of game, and for every move whether it
/// captures the king and the position it leads to. Returns the number of nodes compared.
fn walk(pos: &Position, refpos: &RefPos, rules: Rules, depth: u32) -> u64 {
    assert_eq!(pos.to_setup(), refpos.to_setup());
    let lib_over = pos.game_over(rules).map(|g| match g {
        GameEnd::Try => "try",
        GameEnd::NoLegalMove => "no move",
        GameEnd::KingCapture => "king capture",
    });
    assert_eq!(lib_over, refpos.game_over(rules), "game over at {pos}");
    assert_eq!(
        lib_moves(pos, rules),
        move_strings(refpos, rules),
        "moves of {pos} ({rules})"
    );
    let mut nodes = 1;
    if depth == 0 || lib_over.is_some() {
        return nodes;
    }
    let ref_moves = refpos.legal_moves(rules);
    for m in pos.legal_moves(rules) {
        let text = m.to_string();
        let rm = *ref_moves
            .iter()
            .find(|r| r.to_string() == text)
            .expect("same move sets");
        match (pos.play_unchecked(m), refpos.play(rm)) {
            (Successor::KingCapture, RefOutcome::KingCapture) => {
                assert!(pos.captures_king(m));
            }
            (Successor::Position(child), RefOutcome::Next(refchild)) => {
                assert!(!pos.captures_king(m), "{pos} {m}");
                nodes += walk(&child, &refchild, rules, depth - 1);
            }
            (lib, naive) => panic!("{pos} {m}: library {lib:?}, reference {naive:?}"),
        }
    }
    nodes
}

/// Walks the start (both sides first) to depth 6, and every other entry of the file to depth
/// 4.
fn walk_entries(rules: Rules) {
    for e in entries().into_iter().filter(|e| e.rules == rules) {
        let start = e.id.starts_with("start-");
        let depth = if start { 6 } else { 4 };
        let nodes = walk(&e.pos, &e.refpos(), rules, depth);
        if start {
            // Sanity: the walk went deep (the ply-5 positions alone are thousands; king
            // captures and finished games are not walked through, so no exact bound here).
            let five = e.count(5).expect("start to depth 7");
            assert!(nodes > five, "{}: {nodes} nodes", e.id);
        }
    }
}

#[test]
fn move_sets_agree_over_the_perft_tree_twelve_janggi() {
    walk_entries(Rules::TwelveJanggi);
}

#[test]
fn move_sets_agree_over_the_perft_tree_dobutsu() {
    walk_entries(Rules::Dobutsu);
}
