use sibi_solver::*;
fn main() {
    for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
        let p = Position::start(Color::A);
        println!("{rules} {p}");
        let t = std::time::Instant::now();
        for d in 1..=7 {
            println!("{d} {}", perft_parallel(&p, rules, d));
        }
        println!("{:?}", t.elapsed());
        let mut n = 0u64;
        let mut bad = 0;
        // unmove inverse check on perft tree depth 4
        fn walk(p: &Position, r: Rules, d: u32, n: &mut u64, bad: &mut u64) {
            if d == 0 || p.game_over(r).is_some() {
                return;
            }
            for m in p.legal_moves(r) {
                if let Successor::Position(c) = p.play(m) {
                    *n += 1;
                    if !c.unmoves(r).iter().any(|(u, q)| *q == *p && u.mv == m) {
                        *bad += 1;
                        if *bad < 5 {
                            println!("missing pred {p} -> {m} -> {c}");
                        }
                    }
                    for (u, q) in c.unmoves(r) {
                        match q.play(u.mv) {
                            Successor::Position(x) if x == c => {}
                            _ => {
                                *bad += 1;
                                if *bad < 5 {
                                    println!("bad unmove {c} <- {} {q}", u.mv);
                                }
                            }
                        }
                        if !q.is_legal(r, u.mv) || q.game_over(r).is_some() {
                            *bad += 1;
                        }
                    }
                    walk(&c, r, d - 1, n, bad);
                }
            }
        }
        walk(&p, rules, 5, &mut n, &mut bad);
        println!("checked {n} bad {bad}");
    }
}
