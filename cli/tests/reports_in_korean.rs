//! Every text report and message of `probe`, `best`, `moves`, `perft`, `stats`, `info`,
//! `verify`, `generate`, `puzzles` and `selfplay`, and the error lines of tables and positions,
//! in Korean with `--lang ko` (or `LANG=ko_KR.UTF-8`): no English word a person reads, outside
//! position and move text, squares, paths, numbers, units and code
//! ([`common::crawl::english_words_in_text`]), on small tables (`GMP`, `GP`, `P`) in a temporary folder;
//! a few lines checked word for word, derived by hand from the catalogue and the figures the
//! English tests and the README give; and `--json` the same in both languages.

use sibi_test_support as common;

use std::path::Path;
use std::process::{Command, Output, Stdio};

use common::run_with_input;
use serde_json::Value as Json;
use sibi_solver::solve::{solve, NoProgress, Solution, Value};
use sibi_solver::{table as tablebase, PieceSet, Rules};

/// Runs `sibi --lang ko args` with `stdin`, expects exit code `code`, returns (stdout, stderr)
/// after checking both for English words (stdout only without `--json`: JSON stays English).
fn ko(dir: &Path, args: &[&str], stdin: &str, code: i32) -> (String, String) {
    let mut all = vec!["--lang", "ko"];
    all.extend_from_slice(args);
    let (out, err) = run_with_input(dir, &all, stdin, code);
    let json = args.contains(&"--json");
    for (name, text) in [("stdout", &out), ("stderr", &err)] {
        if json && name == "stdout" {
            continue;
        }
        let words = common::crawl::english_words_in_text(text);
        assert!(
            words.is_empty(),
            "{args:?} {name}: English words {words:?} in\n{text}"
        );
    }
    (out, err)
}

/// Runs `sibi --lang en args`: the English of the same command, for the JSON comparisons.
fn en(dir: &Path, args: &[&str], stdin: &str, code: i32) -> (String, String) {
    let mut all = vec!["--lang", "en"];
    all.extend_from_slice(args);
    run_with_input(dir, &all, stdin, code)
}

/// Runs `sibi args` with the language of the environment `lang` (`LANG`, no `--lang`).
fn with_lang_env(dir: &Path, args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sibi"))
        .args(args)
        .env("SIBI_TABLEBASE_DIR", dir)
        .env_remove("SIBI_TABLEBASE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::null())
        .output()
        .expect("run sibi")
}

/// `line` is one of the lines of `text`.
fn has_line(text: &str, line: &str) {
    assert!(
        text.lines().any(|l| l == line),
        "{line:?} is not a line of\n{text}"
    );
}

/// The three small tables, generated in Korean; the summary and the progress lines checked.
fn tables(dir: &Path) {
    let (out, err) = ko(dir, &["--pieces", "GMP", "generate"], "", 0);
    // The figures of README's `sibi generate --pieces GMP`.
    has_line(&out, "규칙:       십이장기");
    has_line(&out, "말 구성:    GMP");
    has_line(
        &out,
        "국면:       179만 8,896개 (테이블 항목 67만 2,480개, 대칭 국면은 한 항목을 함께 쓰고 한 턴 \
         버티기가 이루어진 국면은 항목이 없음)",
    );
    // Counts in Korean units (1,492,400 and 30,747), right-aligned under 179만 8,896.
    has_line(&out, "승리:       149만 2,400개 (82.96%)");
    has_line(&out, "무승부:         3만 747개 ( 1.71%)");
    has_line(&out, "역행 분석 단계: 48 (가장 긴 거리 47수)");
    assert!(
        err.starts_with("첫 단계: 0/1/2수 만에 지는 국면: 0/7만 1,292/7,797("),
        "{err}"
    );
    assert!(err.contains("\n역행 분석: 48단계("), "{err}");
    assert!(
        err.contains(
            "\n테이블 쓰기: 항목 83만 4,192개(그중 저장하지 않는 항목 64만 7,181개), 122,542바이트("
        ),
        "{err}"
    );
    ko(
        dir,
        &["--pieces", "GP", "generate", "--threads", "1"],
        "",
        0,
    );
    ko(dir, &["--pieces", "P", "generate"], "", 0);
}

#[test]
fn every_report_in_korean() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    tables(dir);
    probe_and_best(dir);
    moves_and_perft(dir);
    stats_info_verify(dir);
    puzzles_and_selfplay(dir);
}

fn probe_and_best(dir: &Path) {
    let (out, _) = ko(dir, &["--pieces", "GMP", "probe", "K1k1/3p/2g1 M a"], "", 0);
    assert_eq!(out, "K1k1/3p/2g1 M a\t승 43수\n");
    let (out, _) = ko(
        dir,
        &["--pieces", "P", "probe", "K3/1k2/4 P a moves A1B2"],
        "",
        0,
    );
    assert_eq!(
        out,
        "K3/1k2/4 P a moves A1B2\t패 0수, 대국 종료(A1B2로 초록이 빨강의 王을 잡아 이겼습니다)\n"
    );
    // Player d's 王 on A1 at the start of its turn: the try is held.
    let (out, _) = ko(dir, &["--pieces", "GP", "probe", "k3/4/2GK P d"], "", 0);
    assert!(out.starts_with("k3/4/2GK P d\t승 0수, 대국 종료("), "{out}");
    // Batch mode with a bad line and an illegal move: each error in Korean, the answers kept.
    let input = "K1k1/3p/2g1 M a\nK1k1/3p/2g1 + a\nK1k1/3p/2g1 M a moves A1A3\n";
    let (out, err) = ko(dir, &["--pieces", "GMP", "probe"], input, 2);
    assert_eq!(out, "K1k1/3p/2g1 M a\t승 43수\n");
    assert!(
        err.starts_with(
            "오류: 두 번째 줄 \"K1k1/3p/2g1 + a\" — 국면 표기가 잘못되었습니다. 13번째 글자에서 "
        ),
        "{err}"
    );
    assert!(err.contains("\n오류: 세 번째 줄 "), "{err}");
    // An impossible position: the piece set is the table's.
    ko(dir, &["--pieces", "GMP", "probe", "KKk1/3p/2g1 M a"], "", 2);
    // --json is the same in both languages, its error lines English.
    let args = ["--pieces", "GMP", "probe", "--json"];
    assert_eq!(ko(dir, &args, input, 2).0, en(dir, &args, input, 2).0);
    assert!(en(dir, &args, input, 2)
        .0
        .contains("\"error\":\"bad position text, column 13"));

    let (out, _) = ko(dir, &["--pieces", "P", "best", "K3/1k2/4 P a"], "", 0);
    has_line(&out, "국면: K3/1k2/4 P a");
    has_line(&out, "평가: 승 1수 (초록 차례 기준)");
    has_line(&out, "  이기는 수 1개");
    has_line(&out, "    A1B2   승 1수           王 A1 → B2 (王x)");
    has_line(&out, "최선: A1B2 (승 1수)");
    has_line(&out, "최선 수순(양쪽 모두 최선) 1수");
    has_line(&out, "끝: A1B2로 초록이 빨강의 王을 잡아 이겼습니다.");
    has_line(&out, "(A1B2로 잡기 전)");
    // README's drawn GP example: the principal variation goes round from ply 6.
    let (out, _) = ko(dir, &["--pieces", "GP", "best", "K1k1/G3/4 p a"], "", 0);
    has_line(&out, "최선 수순(양쪽 모두 최선) 9수");
    has_line(
        &out,
        "끝: 6수째를 두기 전의 국면이 다시 나옵니다. 양쪽이 최선으로 두면 같은 수순이 반복되어 무승부입니다.",
    );
    has_line(&out, "규칙:         십이장기");
    has_line(&out, "차례:         빨강(d)");
    let (out, _) = ko(
        dir,
        &[
            "--pieces",
            "GMP",
            "best",
            "--max-plies",
            "3",
            "K1k1/3p/2g1 M a",
        ],
        "",
        0,
    );
    has_line(&out, "끝: 3수에서 끊었습니다(`--max-plies`).");
    ko(
        dir,
        &["--pieces", "P", "best", "K3/1k2/4 P a moves A1B2"],
        "",
        0,
    );
    ko(dir, &["--pieces", "GP", "best", "k3/4/2GK P d"], "", 0);
    let (_, err) = ko(dir, &["--pieces", "GMP", "best", "K1k1/3p/2g1 M"], "", 2);
    assert!(
        err.starts_with("오류: \"K1k1/3p/2g1 M\" — 국면 표기가 잘못되었습니다. 14번째 글자에서 "),
        "{err}"
    );
    let args = ["--pieces", "P", "best", "--json", "K3/1k2/4 P a"];
    assert_eq!(ko(dir, &args, "", 0).0, en(dir, &args, "", 0).0);
}

fn moves_and_perft(dir: &Path) {
    let (out, _) = ko(dir, &["moves", "M3/K1Pk/G2m Pg a"], "", 0);
    has_line(&out, "C2D2\t王 잡기");
    let (_, err) = ko(dir, &["moves", "M2K/3k/G2m Pgp a"], "", 0);
    assert!(err.starts_with("대국이 끝나("), "{err}");
    assert!(err.ends_with(") 둘 수 있는 수가 없습니다.\n"), "{err}");
    let (_, err) = ko(dir, &["--pieces", "GMP", "moves"], "", 2);
    assert!(
        err.starts_with("오류: 시작 국면이 `--pieces GMP`에 맞지 않습니다("),
        "{err}"
    );
    ko(dir, &["moves", "MMg/KPpk/G2m - a"], "", 2);
    let args = ["moves", "--json", "M2K/3k/G2m Pgp a"];
    assert_eq!(ko(dir, &args, "", 0).0, en(dir, &args, "", 0).0);
    let (out, _) = ko(dir, &["perft", "2", "--divide", "M3/K1Pk/G2m Pg a"], "", 0);
    assert!(out.ends_with("C2D2 0\nP*B1 10\nP*B2 10\nP*B3 10\nP*C1 10\nP*C3 10\n합계 100\n"));
    let (out, err) = ko(dir, &["perft", "2", "M2K/3k/G2m Pgp a"], "", 0);
    assert_eq!(out, "1 0\n2 0\n");
    assert!(err.starts_with("참고: 대국이 끝나("), "{err}");
    assert!(err.ends_with(") 어느 깊이에서나 0입니다.\n"), "{err}");
}

fn stats_info_verify(dir: &Path) {
    let plot = dir.join("histogram.svg");
    let (out, err) = ko(
        dir,
        &["--pieces", "GMP", "stats", "--plot", plot.to_str().unwrap()],
        "",
        0,
    );
    // README's `sibi stats --pieces GMP`.
    has_line(&out, "  승리:     149만 2,400개 (82.96%)");
    has_line(&out, "최장 거리:  승리 47수, 패배 46수");
    has_line(
        &out,
        "   n       승 n       패 n  │   n       승 n       패 n  │   n       승 n       패 n",
    );
    has_line(&out, "  승  47수: 국면     6개  m2k/K1gp/4 - a");
    has_line(
        &out,
        "시작 국면: 이 테이블에 없음(시작 국면은 전체 말 구성 GGMMPP, 이 테이블은 GMP)",
    );
    assert!(
        err.contains("\n분포 세기: 합법 테이블 항목 67만 2,480개("),
        "{err}"
    );
    // The plot's words are Korean too.
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(
        svg.contains("십이장기 GMP, 끝까지의 거리별 국면 수(국면 179만 8,896개, 무승부 3만 747개)")
    );
    assert!(svg.contains("국면 수 (로그 눈금)") && svg.contains("거리 n (수)"));
    let args = ["--pieces", "GMP", "stats", "--json"];
    assert_eq!(ko(dir, &args, "", 0).0, en(dir, &args, "", 0).0);

    let (out, _) = ko(dir, &["--pieces", "GMP", "info"], "", 0);
    has_line(&out, "규칙:            십이장기 (규칙 버전 1)");
    has_line(
        &out,
        "항목:            평가 코드 83만 4,192개, 코드마다 2바이트",
    );
    has_line(&out, "크기:            122,542바이트 (119.7 KiB)");
    let args = ["--pieces", "GMP", "info", "--json"];
    assert_eq!(ko(dir, &args, "", 0).0, en(dir, &args, "", 0).0);

    let (out, _) = ko(dir, &["--pieces", "GMP", "verify"], "", 0);
    has_line(&out, "확인:       테이블 항목 67만 2,480개 (항목마다 국면과 그 대칭 국면, 둘 차례인 쪽이 한 턴 버티기를 이룬 국면은 확인할 필요가 없음)");
    has_line(&out, "불일치:     0");
    has_line(&out, "결과:       성공, 모든 국면이 맞습니다");
    tampered_and_damaged(dir);
    table_errors(dir);
}

/// A table with one wrong value (written through the library) and one with a damaged block.
fn tampered_and_damaged(dir: &Path) {
    let rules = Rules::TwelveJanggi;
    let pieces: PieceSet = "GP".parse().unwrap();
    let sol = solve(rules, pieces, &NoProgress).unwrap();
    let n = sol.index().solved_len();
    let at = (0..n)
        .find(|&i| {
            matches!(sol.value_at(i), Some(Value::Win(d)) if d >= 3)
                && sibi_solver::solve::trivial_value(&sol.index().unrank(i, rules).unwrap(), rules)
                    .is_none()
        })
        .unwrap();
    let bad = Solution::from_fn(rules, pieces, |i, _| match sol.value_at(i).unwrap() {
        Value::Win(d) if i == at => Value::Win(d + 2),
        v => v,
    })
    .unwrap();
    let path = dir.join("tampered.sibi");
    tablebase::save(&bad, sol.counts().positions, &path, &NoProgress).unwrap();
    let args = [
        "--pieces",
        "GP",
        "verify",
        "--tablebase",
        path.to_str().unwrap(),
    ];
    let (out, _) = ko(dir, &args, "", 1);
    let pos = sol.index().unrank(at, rules).unwrap();
    let Some(Value::Win(d)) = sol.value_at(at) else {
        unreachable!()
    };
    has_line(
        &out,
        &format!(
            "불일치: {pos}  저장된 평가 승 {}수, 맞는 평가 승 {d}수 (인덱스 {at})",
            d + 2
        ),
    );
    has_line(&out, "결과:       실패");

    let mut bytes = std::fs::read(dir.join("twelve-janggi-GP.sibi")).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x40;
    let damaged = dir.join("damaged.sibi");
    std::fs::write(&damaged, &bytes).unwrap();
    let args = [
        "--pieces",
        "GP",
        "verify",
        "--tablebase",
        damaged.to_str().unwrap(),
    ];
    let (out, err) = ko(dir, &args, "", 1);
    assert!(err.contains(".sibi가 손상되었습니다. 블록 "), "{err}");
    has_line(&out, "결과:       실패, 테이블이 손상되었습니다");
    let args = [
        "--pieces",
        "GP",
        "stats",
        "--tablebase",
        damaged.to_str().unwrap(),
    ];
    ko(dir, &args, "", 1);
}

/// Missing, foreign and broken tables, and paths that cannot be tables.
fn table_errors(dir: &Path) {
    let (_, err) = ko(dir, &["--pieces", "GG", "stats"], "", 2);
    let path = dir.join("twelve-janggi-GG.sibi");
    assert_eq!(
        err,
        format!(
            "오류: {}에 십이장기 말 구성 GG의 테이블이 없습니다. \
             `sibi generate --rules twelve-janggi --pieces GG`로 테이블을 만드세요.\n",
            path.display()
        )
    );
    for args in [
        &["--pieces", "GG", "probe", "K3/1k2/4 2G a"][..],
        &["--pieces", "GG", "best", "K3/1k2/4 2G a"],
        &["--pieces", "GG", "info"],
        &["--pieces", "GG", "verify"],
        &["--pieces", "GG", "puzzles"],
        &["--pieces", "GG", "selfplay"],
    ] {
        let (_, err) = ko(dir, args, "", 2);
        assert!(
            err.contains("GG의 테이블이 없습니다. `sibi generate "),
            "{err}"
        );
    }
    // A Dōbutsu table where a 십이장기 one is asked for.
    let dob = dir.join("dobutsu-P.sibi");
    let dob_text = dob.to_str().unwrap();
    ko(
        dir,
        &[
            "--rules", "dobutsu", "--pieces", "P", "generate", "--output", dob_text,
        ],
        "",
        0,
    );
    let (_, err) = ko(
        dir,
        &[
            "--rules",
            "twelve-janggi",
            "--pieces",
            "P",
            "probe",
            "--tablebase",
            dob_text,
            "K3/1k2/4 P a",
        ],
        "",
        2,
    );
    assert_eq!(
        err,
        format!(
            "오류: {dob_text}에 있는 것은 동물장기 P 테이블이고, 십이장기 P 테이블이 아닙니다. 이 \
             테이블에 맞게 `--rules`와 `--pieces`를 지정하거나, `--tablebase`로 십이장기 P 테이블을 \
             가리키세요.\n"
        )
    );
    let junk = dir.join("junk.sibi");
    std::fs::write(&junk, "junk").unwrap();
    let (_, err) = ko(dir, &["info", junk.to_str().unwrap()], "", 2);
    assert!(err.ends_with("junk.sibi는 쓸 수 있는 sibi 테이블이 아닙니다. 매직 바이트가 틀립니다(sibi 테이블이 아닙니다).\n"), "{err}");
    let folder = dir.join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let folder_text = folder.to_str().unwrap();
    let (_, err) = ko(
        dir,
        &[
            "--pieces",
            "P",
            "probe",
            "--tablebase",
            folder_text,
            "K3/1k2/4 P a",
        ],
        "",
        2,
    );
    assert_eq!(
        err,
        format!("오류: {folder_text}: 폴더라서 테이블 파일이 아닙니다.\n")
    );
    let (_, err) = ko(
        dir,
        &["--pieces", "P", "generate", "--output", folder_text],
        "",
        2,
    );
    assert!(
        err.starts_with(&format!("오류: {folder_text}: 폴더입니다. ")),
        "{err}"
    );
    ko(
        dir,
        &["--pieces", "P", "generate", "--output", "/dev/null"],
        "",
        2,
    );
    let (_, err) = ko(
        dir,
        &["--pieces", "GMP", "stats", "--plot", "/no/such/dir/x.svg"],
        "",
        2,
    );
    assert_eq!(
        err,
        "오류: `--plot` /no/such/dir/x.svg는 없는 폴더에 있거나 폴더 자체입니다.\n"
    );
    // An interrupted generate's leftover.
    std::fs::write(dir.join("twelve-janggi-P.sibi.tmp"), "half").unwrap();
    let (_, err) = ko(dir, &["--pieces", "P", "generate"], "", 0);
    assert!(
        err.starts_with("참고: 이 테이블의 이전 생성이 중단되었으므로 "),
        "{err}"
    );
}

fn puzzles_and_selfplay(dir: &Path) {
    let file = dir.join("gmp.puzzles.json");
    let file_text = file.to_str().unwrap();
    let args = [
        "--pieces", "GMP", "puzzles", "--plies", "7", "--count", "2", "--seed", "3", "--build",
        "--output", file_text,
    ];
    let (out, err) = ko(dir, &args, "", 0);
    has_line(
        &out,
        "탐색:     국면 67만 2,480개 (모든 합법 국면, 국면과 그 대칭 국면은 한 번만)",
    );
    has_line(&out, "조건:     이기는 쪽은 王 말고 말을 1개까지 가짐");
    has_line(&out, "     수         후보         퍼즐");
    has_line(&out, "   전체       42,020       17,111");
    has_line(&out, &format!("퍼즐 파일을 썼습니다: {file_text}"));
    assert!(out.contains("  — 초록 차례, 7수 필승\n"), "{out}");
    assert!(out.contains(" (승 1수, 대국을 끝냄)\n"), "{out}");
    assert!(err.contains("\n퍼즐 찾기: 퍼즐 1만 7,111개("), "{err}");
    let (out, _) = ko(
        dir,
        &["--pieces", "GMP", "puzzles", "--plies", "200"],
        "",
        0,
    );
    has_line(&out, "200수 퍼즐 없음");
    let (out, _) = ko(dir, &["--pieces", "GMP", "puzzles", "--count", "3"], "", 0);
    assert!(
        out.contains(", 王이 들어가 어떻게 받아도 한 턴을 버팀)\n"),
        "{out}"
    );
    ko(
        dir,
        &[
            "--pieces",
            "GMP",
            "puzzles",
            "--build",
            "--output",
            "/no/such/dir/p",
        ],
        "",
        2,
    );
    // --json: the same but for the times.
    let args = [
        "--pieces", "GMP", "puzzles", "--json", "--plies", "5", "--count", "1",
    ];
    assert_eq!(
        without_seconds(&ko(dir, &args, "", 0).0),
        without_seconds(&en(dir, &args, "", 0).0)
    );

    let args = ["--pieces", "GMP", "selfplay", "--games", "2"];
    let (out, err) = ko(dir, &args, "", 0);
    assert!(
        out.starts_with("단계 한 쌍마다 2판(각자 1판씩 먼저 둠), 시드 1. 시작 국면은 비기는 국면 "),
        "{out}"
    );
    has_line(&out, "행 단계가 열 단계를 상대로 얻은 점수, %(승 + ½ 무)");
    has_line(
        &out,
        "   단계   최선의 수       비기는 국면을 짐            승리를 놓침",
    );
    assert!(
        out.contains("\n모든 단계가 바로 아래 단계를 상대로 50 % 이상 얻음: "),
        "{out}"
    );
    assert!(err.contains("\n대국: 90판("), "{err}");
    let args = ["--pieces", "GMP", "selfplay", "--games", "2", "--json"];
    assert_eq!(
        without_seconds(&ko(dir, &args, "", 0).0),
        without_seconds(&en(dir, &args, "", 0).0)
    );
}

/// A JSON report without its `seconds` (times differ from run to run).
fn without_seconds(text: &str) -> Json {
    let mut j: Json = serde_json::from_str(text).expect("JSON");
    j.as_object_mut().expect("an object").remove("seconds");
    j
}

/// `LANG=ko_KR.UTF-8` without `--lang` gives Korean; `--lang en` wins over it.
#[test]
fn the_environment_s_language() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let o = with_lang_env(
        dir,
        &["--pieces", "GG", "probe", "K3/1k2/4 2G a"],
        "ko_KR.UTF-8",
    );
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err.starts_with("오류: ") && err.contains("테이블이 없습니다"),
        "{err}"
    );
    let args = ["--lang", "en", "--pieces", "GG", "probe", "K3/1k2/4 2G a"];
    let o = with_lang_env(dir, &args, "ko_KR.UTF-8");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.starts_with("error: no twelve-janggi table for the piece set GG at "),
        "{err}"
    );
    let o = with_lang_env(dir, &["perft", "1"], "ko_KR.UTF-8");
    assert_eq!(String::from_utf8(o.stdout).unwrap(), "1 4\n");
    let o = with_lang_env(dir, &["perft", "1", "--divide"], "ko_KR.UTF-8");
    assert!(String::from_utf8(o.stdout).unwrap().ends_with("합계 4\n"));
}

/// A command line clap refuses is worded in Korean too (clap's own English with `--lang en`):
/// an unknown command with its suggestion, an unknown argument, a level out of range (the
/// library's reason, in Korean), a value outside the possible ones; exit 2 each time.
#[test]
fn command_line_mistakes_in_korean() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &["prob"],
            "`prob`라는 명령은 없습니다. `probe`를 입력하려고 했습니까?",
        ),
        (&["probe", "--bogus"], "`--bogus`는 없는 옵션입니다"),
        (
            &["play", "--level", "12"],
            "12단계는 없습니다. 단계는 1(무작위)부터 10(완벽)까지와 11(완벽·압박)입니다",
        ),
        (&["play", "--side", "q"], "쓸 수 있는 값은 `a`, `d`입니다"),
    ];
    for (args, expected) in cases {
        let (_, err) = ko(dir.path(), args, "", 2);
        assert!(err.starts_with("오류: "), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(err.contains(" --help`를 보세요."), "{args:?}: {err}");
        let (_, err) = en(dir.path(), args, "", 2);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
    // The hint names the help of the subcommand on the line (clap's English shows its usage), and
    // a refused value says why once: the piece set parser's reason, an integer expected, each
    // possible value in its own code span.
    let hinted: [(&[&str], &str, &str); 5] = [
        (
            &["info", "--tablebase", "x.sibi"],
            "오류: `--tablebase`는 없는 옵션입니다.",
            "`sibi info --help`",
        ),
        (
            &["generate", "--pieces", "GGGMP"],
            "오류: `--pieces`의 값 `GGGMP`가 올바르지 않습니다. 將(G)이 3개입니다. 같은 말은 최대 \
             2개까지 넣을 수 있습니다.",
            "`sibi generate --help`",
        ),
        (
            &["best", "--max-plies", "x", "K3/1k2/4 P a"],
            "오류: `--max-plies`의 값 `x`가 올바르지 않습니다. `--max-plies`에는 정수를 지정해야 \
             합니다.",
            "`sibi best --help`",
        ),
        (
            &["--rules", "q", "show"],
            "쓸 수 있는 값은 `twelve-janggi`, `dobutsu`입니다.",
            "`sibi show --help`",
        ),
        (&["prob"], "`prob`라는 명령은 없습니다.", "`sibi --help`"),
    ];
    for (args, expected, help) in hinted {
        let (_, err) = ko(dir.path(), args, "", 2);
        assert!(err.contains(expected), "{args:?}: {err}");
        assert_eq!(err.matches("--help").count(), 1, "{args:?}: {err}");
        assert!(
            err.ends_with(&format!("자세한 내용은 {help}를 보세요.\n")),
            "{args:?}: {err}"
        );
    }
    // The environment's language when --lang is not given.
    let out = with_lang_env(dir.path(), &["probe", "--bogus"], "ko_KR.UTF-8");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("없는 옵션입니다"));
}
