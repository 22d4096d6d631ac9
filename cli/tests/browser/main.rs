//! `sibi serve` in a real headless Chromium, clicked as a person clicks (issues 12 and 14),
//! with a screenshot of each step in `target/browser-screenshots/`. One module per page or
//! concern:
//!
//! * on a small table generated in the test (`--pieces GMP`, a fraction of a second):
//!   [`explorer`] (a click on a piece marks its targets coloured by value, a click on a target
//!   plays the move without a reload, a move of the list, the Back button, a drop from the
//!   hand, the keys → ← Space, drag and touch, the step marks, Korean, the page without
//!   JavaScript, the phone's 390-pixel viewport), [`edit`] (edit mode: the library's message,
//!   then a valid position opened), [`puzzles`] and [`play`];
//! * on the full 십이장기 table, the tests named `full_table_…`, `#[ignore]`d: `scripts/e2e.sh`
//!   runs them with `--ignored` and names the table's folder in `SIBI_E2E_TABLEBASE_DIR`
//!   (without it they fail, saying so): the start page and one of the longest wins ([`explorer`]), every
//!   page on a phone ([`phone`]), the phone's first screen, value graph and tables of plies
//!   ([`first_screen`]), the traps, the value graph, two players and the rules page
//!   ([`rules`]), the broadcast games stepped to their decisive blunders ([`games`]), a
//!   published record pasted into `/games/annotate` ([`annotate`]) and the puzzles. With
//!   `SIBI_SAVE_README_SCREENSHOTS=1` these also write the README's pictures under
//!   `data/screenshots/`;
//! * the harness itself ([`harness`], its checks in `harness/tests.rs`), the helpers the pages'
//!   tests share ([`support`]) and the layout's measurements, each polled until the layout
//!   settles ([`layout`]).
//!
//! Without Chromium and chromedriver every test prints the harness's skip line and passes,
//! unless `CI=true` (then it fails). Every wait is bounded (`harness::WAIT_TIMEOUT`).
//!
//! `common` is the crate `sibi-test-support` (`test-support/`), which every test file of
//! `cli/tests/` shares.

use sibi_test_support as common;
mod harness;
mod layout;
mod support;

mod annotate;
mod drills;
mod edges;
mod edit;
mod explorer;
mod first_screen;
mod games;
mod hide;
mod lines;
mod phone;
mod play;
mod puzzles;
mod rules;
