//! Messages whose words depend on a count: an end before any move, the graph's first point.

use super::super::{text, Arg, Lang};

/// A game resigned or drawn by agreement before any move says no count of plies (the reader
/// of issue 41 met `(0수 만에)`); after moves it says how many, with its unit.
#[test]
fn an_end_before_any_move_counts_no_plies() {
    let t = |lang, key, who: &str, n: u32| {
        let args = [
            ("who", Arg::from(who)),
            ("side", Arg::from("a")),
            ("other", Arg::from("d")),
            ("n", Arg::from(n)),
        ];
        text(lang, key, &args)
    };
    assert_eq!(
        t(Lang::Ko, "play-over-resigned", "you", 0),
        "내(초록)가 기권해 엔진이 이겼습니다."
    );
    assert_eq!(
        t(Lang::Ko, "play-over-resigned", "you", 2),
        "내(초록)가 기권해 엔진이 이겼습니다(2수 만에)."
    );
    assert_eq!(
        t(Lang::En, "play-over-resigned", "side", 0),
        "Green resigned, and Red wins."
    );
    assert_eq!(
        t(Lang::En, "play-over-agreed", "players", 12),
        "Drawn by agreement (12 plies)."
    );
    assert_eq!(
        t(Lang::Ko, "play-over-agreed", "engine", 0),
        "엔진이 무승부 제안을 받아들여 비겼습니다."
    );
}

/// The value graph's point at ply 0 is the start position, not "the 0th ply".
#[test]
fn the_graph_names_the_start_position() {
    let point = |lang, ply: u32| {
        text(
            lang,
            "graph-point",
            &[("ply", Arg::from(ply)), ("value", Arg::from("무승부"))],
        )
    };
    assert_eq!(point(Lang::Ko, 0), "시작 국면: 무승부");
    assert_eq!(point(Lang::Ko, 12), "12수째: 무승부");
    assert_eq!(point(Lang::En, 0), "start position: 무승부");
}
