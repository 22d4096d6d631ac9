#!/usr/bin/env bash
# Coverage-guided fuzzing (cargo-fuzz, libFuzzer) of every reader of outside input; the
# targets are in fuzz/fuzz_targets/, their seed corpora in fuzz/corpus/<target>/ (docs/reliability.md,
# "Fuzzing").
#
#   scripts/fuzz.sh TARGET [SECONDS]   one target for SECONDS (default 60) of fuzzing
#   scripts/fuzz.sh all [SECONDS]      every target in turn, SECONDS each
#   scripts/fuzz.sh list               the targets
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); runs on the stable toolchain with
# `--sanitizer none` (libFuzzer's coverage, no AddressSanitizer: the code has no `unsafe` of
# its own) and debug assertions on (so an arithmetic overflow is a crash). Runs under
# `nice -n 19`, one target at a time, on one core. New inputs go to fuzz/work/<target>/ (not
# committed; kept between runs, so runs add up); a crash is written to
# fuzz/artifacts/<target>/ and stops the run with exit code 1 (reproduce it with
# `cargo fuzz run --sanitizer none -a TARGET fuzz/artifacts/TARGET/crash-…`). The last line
# of each run is a summary: executions, libFuzzer's edge coverage (`cov`) and features (`ft`).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(position_text move_text published_record canonical_record table_file serve_http)
what="${1:-}"
seconds="${2:-60}"
case "$what" in
    list) printf '%s\n' "${targets[@]}"; exit 0 ;;
    all) run_targets=("${targets[@]}") ;;
    "") echo "usage: scripts/fuzz.sh TARGET|all|list [SECONDS]" >&2; exit 2 ;;
    *)
        if [[ " ${targets[*]} " != *" $what "* ]]; then
            echo "scripts/fuzz.sh: unknown target '$what'; the targets: ${targets[*]}" >&2
            exit 2
        fi
        run_targets=("$what")
        ;;
esac
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "scripts/fuzz.sh: SECONDS must be a whole number of seconds from 1, not '$seconds'" >&2
    exit 2
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "scripts/fuzz.sh: cargo-fuzz is missing: cargo install cargo-fuzz" >&2
    exit 2
fi

flags=(--sanitizer none --debug-assertions --release)
cd fuzz
nice -n 19 cargo fuzz build "${flags[@]}"
summary=()
for t in "${run_targets[@]}"; do
    mkdir -p "work/$t" "artifacts/$t"
    log="artifacts/$t/last-run.log"
    echo "== fuzzing $t for ${seconds}s (corpus fuzz/corpus/$t, new inputs in fuzz/work/$t)"
    set +e
    nice -n 19 cargo fuzz run "${flags[@]}" "$t" "work/$t" "corpus/$t" -- \
        -max_total_time="$seconds" -timeout=20 -print_final_stats=1 \
        -artifact_prefix="artifacts/$t/" 2>&1 | tee "$log" | grep -E '^#[0-9]+.*(pulse|DONE)|ERROR|panicked|Test unit written' | tail -n 12
    status="${PIPESTATUS[0]}"
    set -e
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
    cov="$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)"
    line="$t: ${seconds}s, ${execs:-?} executions, ${cov:-cov: ?}, corpus $(ls "work/$t" | wc -l) inputs"
    if [ "$status" -ne 0 ]; then
        line="$line — FAILED (exit $status): see fuzz/$log and fuzz/artifacts/$t/"
    fi
    echo "$line"
    summary+=("$line")
    if [ "$status" -ne 0 ]; then
        printf '%s\n' "${summary[@]}"
        exit 1
    fi
done
echo "== summary"
printf '%s\n' "${summary[@]}"
