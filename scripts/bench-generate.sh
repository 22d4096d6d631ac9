#!/usr/bin/env bash
# Benchmark (not a test): wall time, CPU time and peak memory of `sibi generate` for the full
# 십이장기 table and the full Dōbutsu table (a few minutes each on 2 cores, about 1.2 GiB).
# Usage: scripts/bench-generate.sh [twelve-janggi|dobutsu ...]   (default: both)
# Tables go to a temporary folder (SIBI_TABLEBASE_DIR), removed at the end unless KEEP=1.
set -euo pipefail

cd "$(dirname "$0")/.."
rule_sets=("$@")
[ ${#rule_sets[@]} -gt 0 ] || rule_sets=(twelve-janggi dobutsu)

echo "== building (cargo build --release -p sibi-cli)"
cargo build --release --quiet -p sibi-cli
sibi="$PWD/target/release/sibi"

echo "== machine"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores:   $(nproc)"
echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; other work makes the times longer)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ local changes)')"

dir="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$dir"' EXIT
export SIBI_TABLEBASE_DIR="$dir"

for rules in "${rule_sets[@]}"; do
    echo
    echo "== sibi generate --rules $rules"
    log="$dir/time-$rules.txt"
    /usr/bin/time -v -o "$log" "$sibi" generate --rules "$rules" 2>&1 | grep -v '^\s*$' | tail -n 13
    wall="$(sed -n 's/^.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")"
    user="$(sed -n 's/^.*User time (seconds): //p' "$log")"
    sys="$(sed -n 's/^.*System time (seconds): //p' "$log")"
    kib="$(sed -n 's/^.*Maximum resident set size (kbytes): //p' "$log")"
    echo "wall:        $wall (h:mm:ss or m:ss)"
    echo "cpu:         $user s user + $sys s system"
    echo "peak memory: $kib KiB ($((kib / 1024)) MiB)"
done
[ -z "${KEEP:-}" ] || echo "tables kept in $dir"
