#!/usr/bin/env bash
# Benchmark (not a test): wall time and peak memory of `sibi perft 9` from the start position,
# a to move, under both rule sets. Usage: scripts/bench-perft.sh [DEPTH]   (default 9)
#
# `sibi perft N` prints every depth 1..N, so the time covers all of them (the last dominates).
# Timing uses /usr/bin/time -v when present, else python3 (getrusage), else bash's `time`
# (wall time only). Uses all cores (set RAYON_NUM_THREADS to limit them).
set -euo pipefail

cd "$(dirname "$0")/.."
depth="${1:-9}"

echo "== building (cargo build --release -p sibi-cli)"
cargo build --release --quiet -p sibi-cli
sibi=target/release/sibi

echo "== machine"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores:   $(nproc)"
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)"
echo "cpu:     ${cpu:-unknown}"
echo "rustc:   $(rustc --version)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ local changes)')"

run_timed() {
    # Runs "$@", prints its stdout, then "wall: S s" and "peak memory: K KiB".
    if [ -x /usr/bin/time ] && [ -z "${BENCH_NO_TIME:-}" ]; then
        local log
        log="$(mktemp)"
        /usr/bin/time -v -o "$log" "$@"
        local wall kib user sys
        wall="$(sed -n 's/^.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")"
        kib="$(sed -n 's/^.*Maximum resident set size (kbytes): //p' "$log")"
        user="$(sed -n 's/^.*User time (seconds): //p' "$log")"
        sys="$(sed -n 's/^.*System time (seconds): //p' "$log")"
        rm -f "$log"
        echo "wall:        ${wall} (h:mm:ss or m:ss)"
        echo "cpu:         ${user} s user + ${sys} s system"
        echo "peak memory: ${kib} KiB"
    elif command -v python3 >/dev/null 2>&1; then
        python3 - "$@" <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
subprocess.run(sys.argv[1:], check=True)
wall = time.perf_counter() - t
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"wall:        {wall:.3f} s")
print(f"cpu:         {usage.ru_utime:.2f} s user + {usage.ru_stime:.2f} s system")
# ru_maxrss is in KiB on Linux; an upper bound here, as it may include the forked python.
print(f"peak memory: {usage.ru_maxrss} KiB (upper bound)")
PY
    else
        local TIMEFORMAT='wall:        %3R s (peak memory: not measured, no /usr/bin/time or python3)'
        time "$@"
    fi
}

for rules in twelve-janggi dobutsu; do
    echo
    echo "== sibi --rules $rules perft $depth (start position, a to move)"
    run_timed "$sibi" --rules "$rules" perft "$depth"
done
