//! Strength levels (issue 13, `sibi_solver::query::play`): the random generator against its
//! published stream, the level numbers, the model's probabilities worked out by hand and
//! against its formula on every level, perfect play at level 10, uniform play at level 1, the
//! sentences of the levels against the formula, and games that replay from their seed.
//!
//! Tables are solved in the test: kings only (`-`), and kings with one 將, 相 and 子 (`GMP`,
//! 834,192 entries, a fraction of a second).

use std::collections::HashMap;

use sibi_solver::index::Index;
use sibi_solver::query::play::{
    choose, choose_index, distribution, drawn_starts, merit, play_game, Level, LevelError,
    Situation,
};
use sibi_solver::query::{rank_moves, RankedMove};
use sibi_solver::record::Termination;
use sibi_solver::rng::Rng;
use sibi_solver::solve::{solve, NoProgress, Solution, Value};
use sibi_solver::{GameEnd, Move, PieceSet, Position, Role, Rules, Square, Wdl};

const RULES: Rules = Rules::TwelveJanggi;

/// The strengths s_L of the documentation (module `play`, README), copied here by hand: the
/// tests compute the formula from these, not from the library's table.
const DOC_STRENGTHS: [f64; 9] = [0.0, 1.75, 5.5, 11.0, 22.0, 39.0, 67.0, 110.0, 175.0];

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn gmp() -> (Solution, PieceSet) {
    let pieces: PieceSet = "GMP".parse().unwrap();
    (solve(RULES, pieces, &NoProgress).unwrap(), pieces)
}

/// Positions of `solution`'s table where the game goes on, drawn at random (legal indices only).
fn sample_positions(solution: &Solution, count: usize, seed: u64) -> Vec<Position> {
    let index: &Index = solution.index();
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let i = rng.below(index.solved_len());
        if let Some(p) = index.unrank(i, RULES) {
            if p.game_over(RULES).is_none() {
                out.push(p);
            }
        }
    }
    out
}

/// Moves with the given labels (the moves themselves do not matter to the model).
fn labelled(labels: &[Value]) -> Vec<RankedMove> {
    labels
        .iter()
        .enumerate()
        .map(|(i, &value)| RankedMove {
            mv: Move::Drop {
                role: Role::Pawn,
                to: Square::ALL[i % 12],
            },
            value,
            after: None,
        })
        .collect()
}

/// The 99.9 % quantile of χ² with `k` degrees of freedom (Wilson and Hilferty's cube-root
/// approximation, within 1 % for k ≥ 2; z = 3.0902 is the 99.9 % point of the normal law).
fn chi2_999(k: usize) -> f64 {
    let k = k as f64;
    let a = 2.0 / (9.0 * k);
    k * (1.0 - a + 3.0902 * a.sqrt()).powi(3)
}

/// Pearson's χ² of `counts` against equal expected counts.
fn chi2_uniform(counts: &[u64]) -> f64 {
    let n: u64 = counts.iter().sum();
    let e = n as f64 / counts.len() as f64;
    counts.iter().map(|&c| (c as f64 - e).powi(2) / e).sum()
}

/// SplitMix64's published stream for seed 1234567 (Rosetta Code, "Pseudo-random
/// numbers/Splitmix64", from Vigna's reference C code).
#[test]
fn splitmix64_reference_stream() {
    let mut rng = Rng::new(1_234_567);
    let got: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
    assert_eq!(
        got,
        [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ]
    );
}

/// `below(n)` stays below n and hits every value; `next_f64` stays in [0, 1) and its mean is
/// ½ within 5 standard errors (σ of the mean of 100,000 uniform numbers: √(1/12)/316 = 0.0009).
#[test]
fn rng_ranges() {
    let mut rng = Rng::new(42);
    let mut seen = [0u64; 7];
    for _ in 0..70_000 {
        let x = rng.below(7);
        assert!(x < 7);
        seen[x as usize] += 1;
    }
    assert!(chi2_uniform(&seen) < chi2_999(6), "{seen:?}");
    let mut sum = 0.0;
    for _ in 0..100_000 {
        let u = rng.next_f64();
        assert!((0.0..1.0).contains(&u));
        sum += u;
    }
    assert!(
        (sum / 100_000.0 - 0.5).abs() < 0.0045,
        "{}",
        sum / 100_000.0
    );
    assert_eq!(rng.below(1), 0);
}

#[test]
fn level_numbers_text_and_errors() {
    for n in 1..=11u8 {
        let l: Level = n.to_string().parse().unwrap();
        assert_eq!(l.number(), n);
        assert_eq!(l.to_string(), n.to_string());
        assert_eq!(Level::new(n), Ok(l));
    }
    assert_eq!(" 7 ".parse::<Level>(), Ok(level(7)));
    assert_eq!("0".parse::<Level>(), Err(LevelError::OutOfRange(0)));
    assert_eq!("12".parse::<Level>(), Err(LevelError::OutOfRange(12)));
    assert_eq!("-3".parse::<Level>(), Err(LevelError::OutOfRange(-3)));
    assert_eq!("300".parse::<Level>(), Err(LevelError::OutOfRange(300)));
    assert_eq!(
        "five".parse::<Level>(),
        Err(LevelError::NotANumber("five".into()))
    );
    assert_eq!(Level::new(0), Err(LevelError::OutOfRange(0)));
    assert_eq!(Level::new(12), Err(LevelError::OutOfRange(12)));
    let e = "12".parse::<Level>().unwrap_err().to_string();
    assert!(
        e.contains("level 12") && e.contains("1") && e.contains("11"),
        "{e}"
    );
    assert_eq!(Level::all().count(), 11);
    assert_eq!(Level::all().next(), Some(Level::MIN));
    assert_eq!(Level::all().last(), Some(Level::MAX));
    assert_eq!(Level::MAX, Level::PRESSING);
    assert_eq!(Level::modelled().count(), 10);
    assert_eq!(Level::modelled().last(), Some(Level::PERFECT));
    // The strengths are the documented ones, increasing; levels 10 and 11 have none.
    for (l, s) in Level::all().zip(DOC_STRENGTHS) {
        assert_eq!(l.strength(), Some(s), "level {l}");
    }
    assert_eq!(Level::PERFECT.strength(), None);
    assert_eq!(Level::PRESSING.strength(), None);
}

/// What a front end gets: the level as a number, its info with the figures (front ends word
/// them).
#[test]
fn level_json() {
    assert_eq!(serde_json::to_string(&level(5)).unwrap(), "5");
    let info = serde_json::to_value(level(5).info()).unwrap();
    assert_eq!(info["level"], 5);
    assert_eq!(info["strength"], 22.0);
    assert_eq!(info["perfect"], false);
    // Level 5's third figure: one win in 15 plies among nine draws, found 33 % of the time.
    assert_eq!(info["figures"][2]["one-among-draws"]["dtm"], 15);
    let p = info["figures"][2]["probability"].as_f64().unwrap();
    assert!((p - 0.33).abs() < 0.005, "{p}");
    assert_eq!(info["figures"][3]["half-lose"], 30);
    assert_eq!(info["pressing"], false);
    let top = serde_json::to_value(Level::PERFECT.info()).unwrap();
    assert_eq!(top["strength"], serde_json::Value::Null);
    assert_eq!(
        (&top["perfect"], &top["pressing"]),
        (&true.into(), &false.into())
    );
    let pressing = serde_json::to_value(Level::PRESSING.info()).unwrap();
    assert_eq!(pressing["level"], 11);
    assert_eq!(
        (&pressing["perfect"], &pressing["pressing"]),
        (&true.into(), &true.into())
    );
}

/// Kings only, `Kk2/4/4 - a`: a's 王 on A1, d's on B1. a has three moves: A1B1 takes the 王
/// (win 1); A1A2 and A1B2 stay next to d's 王, which takes it (loss 2). By hand:
///
/// - level 1: 1/3 each;
/// - level 2 (s = 1.75): merits 1, −½, −½; weights e^1.75 = 5.75460, e^−0.875 = 0.416862
///   twice; total 6.58833; p = 0.873454 for the capture, 0.0632728 for each other move;
/// - level 10: the capture, always.
#[test]
fn hand_worked_real_position() {
    let pieces: PieceSet = "-".parse().unwrap();
    let table = solve(RULES, pieces, &NoProgress).unwrap();
    let pos = Position::parse("Kk2/4/4 - a", RULES, pieces).unwrap();
    let ranked = rank_moves(&table, &pos).unwrap();
    let labels: HashMap<String, Value> =
        ranked.iter().map(|m| (m.mv.to_string(), m.value)).collect();
    assert_eq!(
        labels,
        HashMap::from([
            ("A1B1".to_string(), Value::Win(1)),
            ("A1A2".to_string(), Value::Loss(2)),
            ("A1B2".to_string(), Value::Loss(2)),
        ])
    );
    let p_of = |l: u8| -> HashMap<String, f64> {
        ranked
            .iter()
            .zip(distribution(level(l), &ranked))
            .map(|(m, p)| (m.mv.to_string(), p))
            .collect()
    };
    for p in p_of(1).values() {
        assert!((p - 1.0 / 3.0).abs() < 1e-15);
    }
    let p2 = p_of(2);
    assert!((p2["A1B1"] - 0.873454).abs() < 1e-6, "{p2:?}");
    assert!((p2["A1A2"] - 0.0632728).abs() < 1e-7, "{p2:?}");
    assert!((p2["A1B2"] - 0.0632728).abs() < 1e-7, "{p2:?}");
    let p10 = p_of(10);
    assert_eq!((p10["A1B1"], p10["A1A2"], p10["A1B2"]), (1.0, 0.0, 0.0));
}

/// Label sets worked out by hand (the positions do not matter to the model):
///
/// - level 5 (s = 22), labels win 9, draw, draw, loss 30: weights e^(22/9) = 11.5241, 1, 1,
///   e^(−22/30) = 0.480305; total 14.0045; p = 0.822892, 0.0714059, 0.0714059, 0.0342966;
/// - level 7 (s = 67), win 15, win 17, draw: e^(67/15) = 87.0660, e^(67/17) = 51.4791, 1;
///   total 139.545; p = 0.623927, 0.368907, 0.00716614;
/// - level 10, win 3, win 3, win 5, draw: ½, ½, 0, 0 (random among equal best labels).
#[test]
fn hand_worked_label_sets() {
    let cases: [(u8, Vec<Value>, Vec<f64>); 3] = [
        (
            5,
            vec![Value::Win(9), Value::Draw, Value::Draw, Value::Loss(30)],
            vec![0.822892, 0.0714059, 0.0714059, 0.0342966],
        ),
        (
            7,
            vec![Value::Win(15), Value::Win(17), Value::Draw],
            vec![0.623927, 0.368907, 0.00716614],
        ),
        (
            10,
            vec![Value::Win(3), Value::Win(3), Value::Win(5), Value::Draw],
            vec![0.5, 0.5, 0.0, 0.0],
        ),
    ];
    for (l, labels, want) in cases {
        let got = distribution(level(l), &labelled(&labels));
        for (g, w) in got.iter().zip(&want) {
            assert!(
                (g - w).abs() <= 2e-6 * w.max(1e-3),
                "level {l}: {got:?} vs {want:?}"
            );
        }
    }
}

/// On 3,000 positions of the GMP table and every level: the distribution is the documented
/// formula exp(s·x) / Σ exp(s·x) with x = 1/n, 0, −1/n (computed here from the strengths of
/// the documentation), it sums to 1, and a better label never gets a smaller probability.
#[test]
fn formula_on_real_positions() {
    let (table, _) = gmp();
    let x = |v: Value| match v {
        Value::Win(n) => 1.0 / f64::from(n),
        Value::Draw => 0.0,
        Value::Loss(n) => -1.0 / f64::from(n),
    };
    for pos in sample_positions(&table, 3_000, 1) {
        let ranked = rank_moves(&table, &pos).unwrap();
        for (i, s) in DOC_STRENGTHS.iter().enumerate() {
            let l = level(i as u8 + 1);
            let got = distribution(l, &ranked);
            let w: Vec<f64> = ranked.iter().map(|m| (s * x(m.value)).exp()).collect();
            let total: f64 = w.iter().sum();
            for (g, wi) in got.iter().zip(&w) {
                let want = wi / total;
                assert!(
                    (g - want).abs() <= 1e-12 + 1e-9 * want,
                    "{pos} level {l}: {got:?}"
                );
            }
            assert!((got.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            // ranked is best first: probabilities never increase along it.
            assert!(got.windows(2).all(|p| p[0] >= p[1]), "{pos} level {l}");
        }
        assert!(ranked.iter().all(|m| merit(m.value) == x(m.value)));
    }
}

/// Level 10 with a fixed seed, on 5,000 positions of the GMP table: the chosen move's label is
/// always the position's value (the best label, docs/RULES.md), from the table directly.
#[test]
fn top_level_never_plays_worse_than_the_best() {
    let (table, _) = gmp();
    let mut rng = Rng::new(10);
    let mut worse_available = 0;
    for pos in sample_positions(&table, 5_000, 2) {
        let ranked = rank_moves(&table, &pos).unwrap();
        let best = table.value(&pos);
        let m = choose(Level::PERFECT, &ranked, &mut rng);
        assert_eq!(m.value, best, "{pos}: played {} ({})", m.mv, m.value);
        worse_available += usize::from(ranked.iter().any(|m| m.value < best));
    }
    // The test means something: most of these positions have worse moves to avoid.
    assert!(worse_available > 4_000, "{worse_available}");
}

/// Level 10 picks among equal best moves at random: on a position with several best moves,
/// 30,000 choices spread evenly over them (χ² below its 99.9 % point) and never elsewhere.
#[test]
fn top_level_random_among_equals() {
    let (table, _) = gmp();
    let (pos, ranked) = sample_positions(&table, 2_000, 3)
        .into_iter()
        .map(|p| (p, rank_moves(&table, &p).unwrap()))
        .find(|(_, r)| {
            let k = r.iter().filter(|m| m.value == r[0].value).count();
            k >= 4 && r.len() >= k + 4
        })
        .expect("a position with four best moves and four worse ones");
    let k = ranked.iter().filter(|m| m.value == ranked[0].value).count();
    let mut counts = vec![0u64; ranked.len()];
    let mut rng = Rng::new(99);
    for _ in 0..30_000 {
        counts[choose_index(Level::PERFECT, &ranked, &mut rng)] += 1;
    }
    assert!(counts[k..].iter().all(|&c| c == 0), "{pos}: {counts:?}");
    let chi2 = chi2_uniform(&counts[..k]);
    eprintln!(
        "level 10, {k} best of {} moves: χ² {chi2:.1} (99.9 % point {:.1})",
        ranked.len(),
        chi2_999(k - 1)
    );
    assert!(chi2 < chi2_999(k - 1), "{pos}: {counts:?}, χ² {chi2}");
}

/// Level 10 against level 10 from won and lost positions of the GMP table: the game lasts
/// exactly the distance and the side the table names wins (a winner wins as fast as it can,
/// a loser holds out as long as it can); from drawn positions it runs to the cut, every move
/// drawing.
#[test]
fn perfect_games_last_exactly_the_distance() {
    let (table, _) = gmp();
    let perfect = [Level::PERFECT, Level::PERFECT];
    let mut seen = [0; 3];
    let mut tries = 0;
    for (i, pos) in sample_positions(&table, 1_500, 4).into_iter().enumerate() {
        let value = table.value(&pos);
        // A decisive game gets exactly its distance as the ply limit: a try held at the start
        // of the turn after the last ply still counts (the end is checked before the limit).
        let limit = value.dtm().map_or(400, usize::from);
        let game = play_game(&table, &pos, perfect, i as u64, limit).unwrap();
        let mover = pos.side_to_move();
        match value {
            Value::Win(n) | Value::Loss(n) => {
                assert_eq!(game.plies.len(), usize::from(n), "{pos} {value}");
                let winner = if value.wdl() == Wdl::Win {
                    mover
                } else {
                    mover.other()
                };
                assert_eq!(game.winner, Some(winner), "{pos} {value}");
                assert_ne!(game.finish, Termination::Unfinished, "{pos} {value}");
                tries += usize::from(game.finish == Termination::Try);
                let first = if value.wdl() == Wdl::Win { 1.0 } else { 0.0 };
                assert_eq!(game.first_score(), first);
                seen[usize::from(value.wdl() == Wdl::Win)] += 1;
            }
            Value::Draw => {
                assert_eq!(game.finish, Termination::Unfinished, "{pos}");
                assert_eq!(game.winner, None);
                assert_eq!(game.first_score(), 0.5);
                assert_eq!(game.plies.len(), 400);
                assert!(game.plies.iter().all(|p| p.label == Value::Draw));
                seen[2] += 1;
            }
        }
        assert!(game.plies.iter().all(|p| p.label == p.best));
    }
    assert!(
        seen.iter().all(|&n| n >= 20),
        "{seen:?} (losses, wins, draws)"
    );
    assert!(tries >= 20, "{tries} games ended by the try");
}

/// Level 1 plays each legal move with frequency 1/n: exactly 1/n in the distribution of every
/// sampled position, and in 40,000 choices on each of three positions with many moves, χ²
/// against equal counts below its 99.9 % point (a uniform chooser exceeds it with probability
/// 0.1 % per position; the seed is fixed, so the test is deterministic).
#[test]
fn level_one_plays_uniformly() {
    let (table, _) = gmp();
    let positions = sample_positions(&table, 3_000, 5);
    for pos in &positions {
        let ranked = rank_moves(&table, pos).unwrap();
        let n = ranked.len() as f64;
        assert!(distribution(Level::MIN, &ranked)
            .iter()
            .all(|&p| p == 1.0 / n));
    }
    let mut by_moves: Vec<(usize, Vec<RankedMove>)> = positions
        .iter()
        .map(|p| {
            let r = rank_moves(&table, p).unwrap();
            (r.len(), r)
        })
        // The moves differ in label, so a bias toward better moves would show.
        .filter(|(n, r)| r[0].value > r[n - 1].value)
        .collect();
    by_moves.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    by_moves.dedup_by_key(|(n, _)| *n);
    let mut rng = Rng::new(1);
    for (n, ranked) in by_moves.iter().take(3) {
        assert!(*n >= 10, "{n}");
        let mut counts = vec![0u64; *n];
        for _ in 0..40_000 {
            counts[choose_index(Level::MIN, ranked, &mut rng)] += 1;
        }
        let chi2 = chi2_uniform(&counts);
        eprintln!(
            "level 1, {n} moves: χ² {chi2:.1} (99.9 % point {:.1})",
            chi2_999(n - 1)
        );
        assert!(chi2 < chi2_999(n - 1), "{n} moves: {counts:?}, χ² {chi2}");
    }
}

/// The figures of each level ([`Level::figures`], which front ends put in words) against the
/// model: each is the probability of one move among ten whose other nine draw (a king capture
/// is win 1, leaving one's king to be taken loss 2), or with "half its moves lose in n plies",
/// the probability of playing one of five moves labelled loss n among five drawing ones,
/// computed here from `distribution`; the figures the documentation states (to the percent, to
/// 0.1 % where written so) are their roundings, and each level cites exactly these situations.
#[test]
fn figures_match_the_formula() {
    enum Case {
        /// One move of this label among nine draws.
        One(Value),
        /// Five moves losing in n plies among five draws: the chance of one of them.
        HalfLose(u16),
    }
    use Case::*;
    let claims: [(u8, Case, &str); 29] = [
        (2, One(Value::Win(1)), "39 %"),
        (2, One(Value::Win(5)), "14 %"),
        (2, One(Value::Loss(2)), "4 %"),
        (3, One(Value::Win(1)), "96 %"),
        (3, One(Value::Loss(2)), "0.7 %"),
        (3, One(Value::Win(5)), "25 %"),
        // "always takes a king it can capture": at least 99.9 %.
        (4, One(Value::Win(1)), "always"),
        (4, One(Value::Win(5)), "50 %"),
        (4, One(Value::Win(9)), "27 %"),
        (4, HalfLose(30), "41 %"),
        (5, One(Value::Win(5)), "90 %"),
        (5, One(Value::Win(9)), "56 %"),
        (5, One(Value::Win(15)), "33 %"),
        (5, HalfLose(30), "32 %"),
        (6, One(Value::Win(9)), "89 %"),
        (6, One(Value::Win(15)), "60 %"),
        (6, One(Value::Win(25)), "35 %"),
        (6, HalfLose(30), "21 %"),
        (7, One(Value::Win(15)), "91 %"),
        (7, One(Value::Win(25)), "62 %"),
        (7, One(Value::Win(41)), "36 %"),
        (7, HalfLose(30), "10 %"),
        (8, One(Value::Win(25)), "90 %"),
        (8, One(Value::Win(41)), "62 %"),
        (8, HalfLose(30), "2.5 %"),
        (8, HalfLose(60), "14 %"),
        (9, One(Value::Win(41)), "89 %"),
        (9, HalfLose(30), "0.3 %"),
        (9, HalfLose(60), "5 %"),
    ];
    for l in Level::all() {
        let figures = l.figures();
        let cited: Vec<&(u8, Case, &str)> = claims.iter().filter(|c| c.0 == l.number()).collect();
        assert_eq!(figures.len(), cited.len(), "level {l}: {figures:?}");
        for ((_, case, text), f) in cited.into_iter().zip(&figures) {
            let p = match *case {
                One(v) => {
                    assert_eq!(f.situation, Situation::OneAmongDraws(v), "level {l}");
                    let mut labels = vec![v];
                    labels.extend([Value::Draw; 9]);
                    distribution(l, &labelled(&labels))[0]
                }
                HalfLose(n) => {
                    assert_eq!(f.situation, Situation::HalfLose(n), "level {l}");
                    let mut labels = vec![Value::Draw; 5];
                    labels.extend([Value::Loss(n); 5]);
                    distribution(l, &labelled(&labels))[5..].iter().sum()
                }
            };
            assert!(
                (f.probability - p).abs() < 1e-12,
                "level {l}: {f:?} against {p}"
            );
            if *text == "always" {
                assert!(p >= 0.999, "level {l}: {p}");
                continue;
            }
            let number: f64 = text.trim_end_matches(" %").parse().unwrap();
            let decimals = text.split('.').nth(1).map_or(0, |f| f.len() - 2);
            let half_unit = 0.5 * 10f64.powi(-(decimals as i32));
            assert!(
                (100.0 * p - number).abs() <= half_unit,
                "level {l}: stated {text}, formula {:.3} %",
                100.0 * p
            );
        }
    }
    // Level 10 finds every win: one win in 41 plies among nine draws is always played.
    let mut labels = vec![Value::Win(41)];
    labels.extend([Value::Draw; 9]);
    assert_eq!(distribution(Level::PERFECT, &labelled(&labels))[0], 1.0);
}

/// A game replays from its seed, and the seed matters; level 10 never loses from a drawn start
/// (GMP table) against any level, and the starts are the drawn positions in index order.
#[test]
fn games_replay_and_drawn_starts() {
    let (table, _) = gmp();
    let starts = drawn_starts(&table, &NoProgress);
    let index = table.index();
    let draws = (0..index.solved_len())
        .filter(|&i| table.value_at(i) == Some(Value::Draw))
        .count();
    assert_eq!(starts.len(), draws);
    assert!(starts.len() > 1_000);
    assert!(starts.iter().all(|p| table.value(p) == Value::Draw));
    assert!(starts
        .windows(2)
        .all(|w| index.rank(&w[0]) < index.rank(&w[1])));

    let start = starts[starts.len() / 2];
    let levels = [level(4), level(6)];
    let a = play_game(&table, &start, levels, 77, 300).unwrap();
    let b = play_game(&table, &start, levels, 77, 300).unwrap();
    assert_eq!(a, b);
    let differ = (78..88)
        .map(|s| play_game(&table, &start, levels, s, 300).unwrap())
        .filter(|g| g.plies != a.plies)
        .count();
    assert!(differ >= 8, "{differ}");

    let mut rng = Rng::new(5);
    for g in 0..300u64 {
        let start = starts[rng.below(starts.len() as u64) as usize];
        let other = level(1 + (g % 9) as u8);
        let order = if g % 2 == 0 {
            [Level::PERFECT, other]
        } else {
            [other, Level::PERFECT]
        };
        let game = play_game(&table, &start, order, g, 300).unwrap();
        let perfect_side = if g % 2 == 0 {
            start.side_to_move()
        } else {
            start.side_to_move().other()
        };
        assert_ne!(game.winner, Some(perfect_side.other()), "game {g}: {start}");
        if game.winner.is_some() {
            assert_ne!(game.finish, Termination::Unfinished);
        }
    }
}

/// `engine_move`: at level 10 in `M3/KPgk/…`-like positions the king capture; nothing once the
/// game is over; the seed given back.
#[test]
fn engine_move_takes_the_king_at_the_top_level() {
    use sibi_solver::query::play::engine_move;
    let (solution, pieces) = gmp();
    // a to move: 相a A1, 王a A2, 子a B2, 王d C2, 將d D3 (by hand: the 子 on B2 steps forward
    // to C2 and takes the 王; the 相 on A1 moves diagonally, the 王 on A2 is not next to C2).
    let pos = Position::parse("M3/KPk1/3g - a", RULES, pieces).unwrap();
    for seed in 0..20 {
        let m = engine_move(&solution, &pos, level(10), seed)
            .unwrap()
            .unwrap();
        assert_eq!(m.mv.to_string(), "B2C2");
        assert_eq!((m.label, m.best), (Value::Win(1), Value::Win(1)));
        assert_eq!(
            (m.position_after, m.game_over),
            (None, Some(GameEnd::KingCapture))
        );
        assert_eq!((m.seed, m.probability), (seed, 1.0));
    }
    // Level 1 plays every legal move with probability 1/n.
    let n = pos.legal_moves(RULES).len() as f64;
    let m = engine_move(&solution, &pos, level(1), 3).unwrap().unwrap();
    assert_eq!(m.probability, 1.0 / n);
    // a's 王 on D2 in d's camp at a's turn: the try holds, there is no move to play.
    let over = Position::parse("M3/P2K/k2g - a", RULES, pieces).unwrap();
    assert_eq!(over.game_over(RULES), Some(GameEnd::Try));
    assert_eq!(engine_move(&solution, &over, level(10), 0).unwrap(), None);
}

/// Repetitions counted along a line, the outcome of a stopped game, and its record.
#[test]
fn repetitions_and_the_record_of_a_played_game() {
    use sibi_solver::line::StopError;
    use sibi_solver::query::line_from_moves;
    use sibi_solver::query::play::play_record;
    use sibi_solver::record::{read_canonical, write_canonical, Outcome};
    use sibi_solver::Color;
    let start = Position::start(Color::A);
    let mv = |s: &str| Move::Step {
        from: s[..2].parse().unwrap(),
        to: s[2..].parse().unwrap(),
    };
    // The kings step out and back: A2B1 D2C1 B1A2 C1D2 is the start again (by hand).
    let shuffle = ["A2B1", "D2C1", "B1A2", "C1D2"];
    let moves: Vec<Move> = shuffle.iter().cycle().take(8).map(|s| mv(s)).collect();
    let at = |k: usize| line_from_moves(start, RULES, &moves[..k]).unwrap();
    assert_eq!(at(0).repetitions(), 1);
    assert_eq!(at(1).repetitions(), 1);
    assert_eq!(at(4).repetitions(), 2);
    assert_eq!(at(5).repetitions(), 2); // A2B1 again: the position after ply 1, twice
    assert_eq!(at(8).repetitions(), 3);
    assert_eq!(at(4).outcome(true), Err(StopError::NotRepeated(2)));
    let unfinished = Outcome {
        winner: None,
        termination: Termination::Unfinished,
    };
    assert_eq!(at(4).outcome(false), Ok(unfinished));
    let rec = play_record(
        &at(8),
        ["you".into(), "sibi level 3".into()],
        true,
        "test".into(),
    )
    .unwrap();
    assert_eq!(rec.meta.outcome.termination, Termination::Repetition);
    let text = write_canonical(&rec);
    assert!(
        text.contains("\nend: repetition\n") && !text.contains("position:"),
        "{text}"
    );
    assert_eq!(read_canonical(&text).unwrap(), rec);
    // An illegal move is refused with its number: d's 王 cannot step from D2 to B2.
    let bad = line_from_moves(start, RULES, &[moves[0], mv("D2B2")]).unwrap_err();
    assert!(bad.to_string().starts_with("move 2 (D2B2)"), "{bad}");
}
