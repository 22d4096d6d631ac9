//! Property tests of both readers: any text, table-shaped text and random legal games.

use super::*;

/// A table cell: a compact or arrow move, a drop, an end note, or junk.
fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => "[A-D][1-3][王將相子侯候][打x+]{0,2}(\\[[1-9]\\])?",
        3 => "[王將相子侯] [A-D][1-3] → [A-D][1-3]( \\([王將相子]x\\))?( 候전환)?( \\+)?",
        2 => "[王將相子]\\(打\\) [A-D][1-3]",
        1 => "(王 한턴버팀\\. |제한시간초과 )?(이종범|오현민|병) 승리",
        1 => "[A-E1-4王將相子侯候x打()+ →\\[\\]승리 ]{0,12}",
        1 => Just(String::new()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any text gives a result or an error, never a panic.
    #[test]
    fn published_reader_never_panics(text in "\\PC{0,60}") {
        let _ = read_published(&text);
        let _ = read_canonical(&text);
    }

    /// Table-shaped text: the first rows of a real game (so that the camps can be told and
    /// the correction search runs), then move-like cells (compact, arrow, drops, end notes,
    /// junk): never a panic, every error names a line inside the text, and whatever is read
    /// round-trips through the canonical format.
    #[test]
    fn table_reader_never_panics(
        real in 0usize..=14,
        rows in proptest::collection::vec((0u8..12, cell(), cell()), 0..6),
        header in prop_oneof![
            4 => Just("| N˚ | 이종범 | 오현민 |".to_string()),
            1 => "[|No이종범오현민(先後) ]{0,16}",
        ],
    ) {
        let mut t = format!("prose\n{header}\n");
        let g1_rows: Vec<&str> = G1_PUBLISHED
            .lines()
            .filter(|l| l.starts_with("| ") && l[2..].starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        for r in &g1_rows[..real] {
            t.push_str(r);
            t.push('\n');
        }
        for (i, (n, a, b)) in rows.iter().enumerate() {
            // Mostly numbered in order, sometimes not.
            let number = if *n == 0 { 99 } else { real + i + 1 };
            t.push_str(&format!("| {number} | {a} | {b} |\n"));
        }
        let lines = t.lines().count();
        match read_published(&t) {
            Ok(g) => {
                prop_assert!(g.replay.len() <= g.plies.len());
                for c in &g.corrections {
                    prop_assert!(c.ply <= g.illegal.as_ref().unwrap().ply);
                }
                let _ = g.report();
                let text = write_canonical(&g.record);
                prop_assert_eq!(read_canonical(&text).unwrap(), g.record);
            }
            Err(RecordError::Row { line, .. } | RecordError::Cell { line, .. } | RecordError::Header { line, .. }) => {
                prop_assert!(line >= 1 && line <= lines);
            }
            Err(_) => {}
        }
    }

    /// Random legal games written in compact notation read back as the same moves (or are
    /// reported ambiguous), and their canonical records round-trip.
    #[test]
    fn random_games_round_trip(choices in proptest::collection::vec(0usize..80, 1..24)) {
        use sibi_solver::{Position, Rules, Successor};
        let rules = Rules::TwelveJanggi;
        let mut pos = Position::start(Color::A);
        let mut cells = Vec::new();
        let mut moves = Vec::new();
        for c in choices {
            if pos.game_over(rules).is_some() {
                break;
            }
            let legal = pos.legal_moves(rules);
            let m = legal[c % legal.len()];
            cells.push(sibi_solver::move_hanja(&pos, m));
            moves.push(m);
            match pos.play_unchecked(m) {
                Successor::KingCapture => break,
                Successor::Position(p) => pos = p,
            }
        }
        let mut t = String::from("| No | 갑(先) | 을(後) |\n");
        for (i, pair) in cells.chunks(2).enumerate() {
            t.push_str(&format!("| {} | {} | {} |\n", i + 1, pair[0], pair.get(1).map_or("", |s| s.as_str())));
        }
        let g = read_published(&t).unwrap();
        prop_assert!(g.illegal.is_none());
        prop_assert_eq!(g.record.meta.first, Color::A);
        let read_moves: Vec<Move> = g.plies.iter().map(|p| p.mv.unwrap()).collect();
        prop_assert_eq!(&read_moves, &moves);
        // move_hanja's marks always agree with the position.
        prop_assert!(g.warnings.iter().all(|w| !w.kind.is_mark()), "{:?}", g.warnings);
        let rec = g.record;
        prop_assert_eq!(read_canonical(&write_canonical(&rec)).unwrap(), rec);
    }
}
