#!/usr/bin/env bash
# Benchmark (not a test): the strength levels of `sibi_solver::query::play` against each other.
#
#   scripts/bench-levels.sh [GAMES] [SEED]
#
# Runs `sibi selfplay --games GAMES --seed SEED` (default 400 games per pair, seed 1; $MAX_PLIES
# plies per game, default 300) on the full 십이장기 table at its default path
# ($SIBI_TABLEBASE, else $SIBI_TABLEBASE_DIR/…, else ~/.local/share/sibi/…; $PIECES for a
# smaller piece set), prints the machine, the table of scores, each level against the one
# below with its 95 % interval, what each level did, and the wall time of the whole run.
# Exits 1 when some level scores under 50 % against the one below it.
#
# Output also goes to $OUT (default target/bench-levels.txt), and with JSON=1 the --json
# object to target/bench-levels.json.
set -euo pipefail

cd "$(dirname "$0")/.."
games="${1:-400}"
seed="${2:-1}"
max_plies="${MAX_PLIES:-300}"
pieces="${PIECES:-GGMMPP}"
out="${OUT:-target/bench-levels.txt}"

echo "== building (release)"
cargo build --release --quiet -p sibi-cli
sibi="${CARGO_TARGET_DIR:-$PWD/target}/release/sibi"
mkdir -p "$(dirname "$out")"

{
    echo "== machine"
    echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores:   $(nproc)"
    echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
    echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; other work makes the times longer)"
    echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ local changes)')"
    echo
    echo "== sibi --pieces $pieces selfplay --games $games --seed $seed --max-plies $max_plies"
} | tee "$out"

started=$(date +%s.%N)
"$sibi" --pieces "$pieces" selfplay --games "$games" --seed "$seed" --max-plies "$max_plies" \
    | tee -a "$out"
ended=$(date +%s.%N)
awk -v a="$started" -v b="$ended" 'BEGIN { printf "\nwall time of the run: %.1f s\n", b - a }' \
    | tee -a "$out"

if [ "${JSON:-0}" = 1 ]; then
    "$sibi" --pieces "$pieces" selfplay --games "$games" --seed "$seed" --max-plies "$max_plies" \
        --json >"${out%.txt}.json" 2>/dev/null
    echo "json:    ${out%.txt}.json"
fi

grep -q '^every level scores at least 50 % against the one below: yes$' "$out"
