#!/usr/bin/env bash
# End to end, on the full tables: generate them (or reuse them), verify them, print their
# statistics, annotate the four broadcast games, and run the checks of cli/tests/e2e.rs
# (Tanaka's published Dōbutsu figures, and the recorded figures and annotations of data/results/).
#
# Usage: scripts/e2e.sh [twelve-janggi] [dobutsu]      (default: both)
#   SIBI_E2E_TABLEBASE_DIR  folder of the tables (default: target/e2e-tables); a table already
#                           there is reused if `sibi verify` passes, else generated again.
#   E2E_SKIP_VERIFY=1       reuse tables without the Bellman check (minutes saved; the checks then
#                           say they skip its comparison with data/results/).
# Needs about 1.1 GiB of memory (the puzzle pass; generate takes 0.46 GiB) and, on 2 idle
# cores, about 5 minutes for both rule sets from nothing (docs/reliability.md, "End to end"), plus
# about 2 for the three reachable counts of 십이장기 (`stats --reachable all`, 135 s in
# BENCHMARKS.md, against 23 s for the published one alone). Exit code 0 only if every step passes.
set -euo pipefail

cd "$(dirname "$0")/.."
rule_sets=("$@")
[ ${#rule_sets[@]} -gt 0 ] || rule_sets=(twelve-janggi dobutsu)
dir="${SIBI_E2E_TABLEBASE_DIR:-$PWD/target/e2e-tables}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
export SIBI_TABLEBASE_DIR="$dir"
export SIBI_E2E_TABLEBASE_DIR="$dir"
unset SIBI_TABLEBASE

start=$SECONDS
step() {
    echo
    echo "== [$((SECONDS - start)) s] $*"
}

step "building (cargo build --release -p sibi-cli)"
cargo build --release --quiet -p sibi-cli
sibi="$PWD/target/release/sibi"

for rules in "${rule_sets[@]}"; do
    table="$dir/$rules-GGMMPP.sibi"
    verified=""
    # The Bellman check's report, which the checks compare with data/results/ (in English).
    verify_out="$dir/verify-$rules.txt"
    rm -f "$verify_out"
    if [ -f "$table" ]; then
        if [ -n "${E2E_SKIP_VERIFY:-}" ]; then
            step "reusing $table (not verified: E2E_SKIP_VERIFY)"
            verified=yes
        else
            step "sibi --rules $rules verify (reusing $table)"
            if "$sibi" --lang en --rules "$rules" verify | tee "$verify_out"; then
                verified=yes
            else
                echo "the table fails verification: generating it again"
                rm -f "$table"
            fi
        fi
    fi
    if [ -z "$verified" ]; then
        step "sibi --rules $rules generate"
        "$sibi" --rules "$rules" generate
        if [ -z "${E2E_SKIP_VERIFY:-}" ]; then
            step "sibi --rules $rules verify"
            "$sibi" --lang en --rules "$rules" verify | tee "$verify_out"
        fi
    fi
    step "sibi --rules $rules stats"
    # JSON for the checks, which print the main figures. The reachable positions: all three
    # conventions for 십이장기 (the README gives the three; two searches, minutes), the published
    # one for Dōbutsu (Tanaka's).
    reachable=published
    [ "$rules" != twelve-janggi ] || reachable=all
    "$sibi" --rules "$rules" stats --json --reachable "$reachable" > "$dir/stats-$rules.json.tmp"
    mv "$dir/stats-$rules.json.tmp" "$dir/stats-$rules.json"
done

if printf '%s\n' "${rule_sets[@]}" | grep -qx twelve-janggi; then
    # The puzzle file beside the table, which /puzzles reads (the browser checks need it), and
    # the counts per length that the checks compare with data/results/ (about 4 minutes).
    step "sibi puzzles --build"
    "$sibi" puzzles --build --json --count 0 > "$dir/puzzles-twelve-janggi.json.tmp"
    mv "$dir/puzzles-twelve-janggi.json.tmp" "$dir/puzzles-twelve-janggi.json"
    for f in data/broadcast/*.published.txt; do
        step "sibi annotate $f"
        "$sibi" annotate "$f"
    done
fi

# The tests too long for the README's test command, marked #[ignore = "…: scripts/e2e.sh"]:
# the index's check of every child over the full piece set, both rule sets (a few minutes).
step "the full piece set's index (cargo test --release -p sibi-solver --test index -- --ignored)"
cargo test --release --quiet -p sibi-solver --test index -- --ignored

if printf '%s\n' "${rule_sets[@]}" | grep -qx twelve-janggi; then
    # The strength estimate on known levels and level 11's best labels (issue 43), on the full table.
    step "levels on the full table (cargo test --release -p sibi-solver --test levels_full_table -- --ignored)"
    SIBI_E2E_TABLEBASE_DIR="$dir" cargo test --release --quiet -p sibi-solver --test levels_full_table -- --ignored --nocapture --test-threads 1
fi

step "checks (cargo test --release -p sibi-cli --test e2e -- --ignored)"
tests=()
printf '%s\n' "${rule_sets[@]}" | grep -qx twelve-janggi || tests+=(--skip twelve_janggi --skip broadcast --skip record)
printf '%s\n' "${rule_sets[@]}" | grep -qx dobutsu || tests+=(--skip dobutsu)
cargo test --release --quiet -p sibi-cli --test e2e -- --ignored --nocapture --test-threads 1 "${tests[@]}"

if printf '%s\n' "${rule_sets[@]}" | grep -qx twelve-janggi; then
    # The pages in headless Chromium on the full table (they say "skipped" where Chromium is
    # missing, unless CI=true): only the tests named full_table_…, the ones that need the full
    # table; the others (small tables, the harness) ran with the README's test command.
    step "browser checks on the full table (cargo test --release -p sibi-cli --test browser -- --ignored full_table_)"
    cargo test --release --quiet -p sibi-cli --test browser -- --ignored --nocapture full_table_
    step "the players' estimated strength on the broadcast pages (cargo test --release -p sibi-cli --test strength -- --ignored full_table_)"
    cargo test --release --quiet -p sibi-cli --test strength -- --ignored --nocapture full_table_
fi

step "end to end: passed"
