#!/usr/bin/env bash
# Response times of /api/v1/puzzle and of a puzzle's page, per length offered, on a running
# `sibi serve` (BENCHMARKS.md, "Puzzles"): for each length, SEEDS requests of each (one seed each),
# the median and the slowest in milliseconds, as curl measures them (time_total, loopback); then
# the page of a holding puzzle (/puzzles?kind=hold) per chain length offered, the same way.
#
# Usage: scripts/bench-puzzles.sh [BASE_URL] [SEEDS]    (default http://127.0.0.1:8080, 20)
set -euo pipefail
base="${1:-http://127.0.0.1:8080}"
seeds="${2:-20}"
lengths=$(curl -sf "$base/puzzles" | grep -o 'data-plies="[0-9]*"' | grep -o '[0-9]*')
[ -n "$lengths" ] || { echo "no puzzle lengths at $base/puzzles" >&2; exit 1; }
stats() { sort -n | awk '{a[NR]=$1} END {printf "%7.1f %7.1f", a[int((NR+1)/2)]*1000, a[NR]*1000}'; }
echo "plies  api median / max (ms)   page median / max (ms)"
for n in $lengths; do
    api=$(for s in $(seq 1 "$seeds"); do
        curl -sf -o /dev/null -w '%{time_total}\n' "$base/api/v1/puzzle?plies=$n&seed=$s"
    done | stats)
    page=$(for s in $(seq 1 "$seeds"); do
        curl -sf -L -o /dev/null -w '%{time_total}\n' "$base/puzzles?plies=$n&seed=$s"
    done | stats)
    printf "%5s  %s        %s\n" "$n" "$api" "$page"
done
turns=$(curl -sf "$base/puzzles" | grep -o 'data-turns="[0-9]*"' | grep -o '[0-9]*' || true)
[ -n "$turns" ] || { echo "no holding puzzles at $base/puzzles (a puzzle file written before them)"; exit 0; }
echo "turns  holding page median / max (ms)"
for n in $turns; do
    page=$(for s in $(seq 1 "$seeds"); do
        curl -sf -L -o /dev/null -w '%{time_total}\n' "$base/puzzles?kind=hold&turns=$n&seed=$s"
    done | stats)
    printf "%5s  %s\n" "$n" "$page"
done
