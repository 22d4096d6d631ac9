#!/usr/bin/env bash
# Benchmark (not a test): wall time, CPU time and peak memory of `sibi generate` for the full
# Dōbutsu and 십이장기 tables, `sibi verify`, `sibi stats --reachable all` and `sibi puzzles
# --build` of the 십이장기 table, the first start of `sibi serve` on an empty folder (until
# /puzzles answers, and its anonymous memory then), side by side with the
# C solver of Clausecker (`gentb -j 2`, Dōbutsu) in the same run, alternating, and the ratios;
# then `sibi annotate --json` of two legal 1 MiB records (209,700 plies) on one core
# (taskset -c 0), in plies per second: four positions repeated, and every position new
# (solver/examples/long_record.rs).
#
# Usage: scripts/bench-generate.sh [--vs PATH/TO/gentb] [--rounds N] [--profile] [--no-stats]
#   --vs PATH   a built gentb (see BENCHMARKS.md, "How to run them"); without it only sibi
#               is measured and no ratio is printed
#   --rounds N  rounds of the alternation (default 2; 0 with --profile: the profiles only)
#   --profile   afterwards, a cpu-clock profile (perf) of each sibi phase, top functions
#   --no-stats  leave out `sibi stats --reachable all` (the longest step, minutes per round)
# Tables go to a temporary folder, removed at the end unless KEEP=1. Run it on an idle machine:
# a ratio measured in one run holds from day to day, an absolute time does not.
set -euo pipefail

cd "$(dirname "$0")/.."
gentb=""
rounds=2
profile=""
no_stats=""
while [ $# -gt 0 ]; do
    case "$1" in
        --vs) gentb="${2:?--vs needs the path of a built gentb}"; shift 2 ;;
        --rounds) rounds="${2:?--rounds needs a number}"; shift 2 ;;
        --profile) profile=1; shift ;;
        --no-stats) no_stats=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-generate.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case "$rounds" in ''|*[!0-9]*) echo "bench-generate.sh: --rounds wants a number, not '$rounds'" >&2; exit 2 ;; esac
if [ "$rounds" = 0 ] && [ -z "$profile" ]; then
    echo "bench-generate.sh: --rounds 0 measures nothing; give --profile with it" >&2; exit 2
fi
if [ -n "$gentb" ]; then
    [ -x "$gentb" ] || { echo "bench-generate.sh: '$gentb' is not an executable gentb" >&2; exit 2; }
    gentb="$(cd "$(dirname "$gentb")" && pwd)/$(basename "$gentb")"
fi
command -v /usr/bin/time >/dev/null || { echo "bench-generate.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
if [ -n "$profile" ] && ! command -v perf >/dev/null; then
    echo "bench-generate.sh: --profile needs perf (Debian package linux-perf)" >&2; exit 2
fi

echo "== building (cargo build --release -p sibi-cli)"
cargo build --release --quiet -p sibi-cli
cargo build --release --quiet -p sibi-solver --example long_record
target="${CARGO_TARGET_DIR:-$PWD/target}"
sibi="$target/release/sibi"
long_record="$target/release/examples/long_record"
# The profiles read the same code with its line tables (the release build has none).
if [ -n "$profile" ]; then
    echo "== building (cargo build --profile profiling -p sibi-cli, for perf)"
    cargo build --profile profiling --quiet -p sibi-cli
fi
profiled="$target/profiling/sibi"

echo "== machine"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores:   $(nproc)"
echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; other work makes the times longer)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ local changes)')"

dir="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$dir"' EXIT
export SIBI_TABLEBASE_DIR="$dir"

# measure NAME COMMAND...: runs it under /usr/bin/time, prints one line, keeps the figures in
# $dir/NAME.<round> (wall s, cpu s, peak KiB).
measure() {
    local name="$1" round="$2"; shift 2
    local log="$dir/time.log"
    if ! /usr/bin/time -v -o "$log" "$@" >"$dir/out.log" 2>&1; then
        echo "bench-generate.sh: $name failed:" >&2
        tail -n 20 "$dir/out.log" >&2
        exit 1
    fi
    local wall user sys kib
    wall="$(sed -n 's/^.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log" \
        | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')"
    user="$(sed -n 's/^.*User time (seconds): //p' "$log")"
    sys="$(sed -n 's/^.*System time (seconds): //p' "$log")"
    kib="$(sed -n 's/^.*Maximum resident set size (kbytes): //p' "$log")"
    local cpu
    cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')"
    echo "$wall $cpu $kib" >"$dir/$name.$round"
    printf '  %-34s wall %7.1f s   cpu %7.1f s   peak %6d MiB\n' "$name" "$wall" "$cpu" $((kib / 1024))
    grep -E '^(initial pass|retrograde rounds|writing table|reading values|verify):' "$dir/out.log" \
        | sed 's/^/      /' || true
}

# first_start ROUND: `sibi serve` on an empty table folder, as a new user starts it: the
# seconds until it listens (table generated and written) and until /puzzles first answers 200
# (puzzles found in the solution still in memory), and then its anonymous memory (RssAnon).
first_start() {
    local round="$1" name="sibi serve, first start" empty="$dir/first-start"
    rm -rf "$empty"; mkdir -p "$empty"
    local t0 t1 t2 url="" code pid
    t0="$(date +%s.%N)"
    SIBI_TABLEBASE_DIR="$empty" "$sibi" serve --bind 127.0.0.1:0 >"$empty/out.log" 2>"$empty/err.log" &
    pid=$!
    while [ -z "$url" ]; do
        kill -0 "$pid" 2>/dev/null || { echo "bench-generate.sh: $name failed:" >&2; tail -n 20 "$empty/err.log" >&2; exit 1; }
        sleep 0.1
        url="$(grep -o 'http://[^ ]*/' "$empty/out.log" | head -n 1 || true)"
    done
    t1="$(date +%s.%N)"
    until [ "$(curl -s -o /dev/null -w '%{http_code}' "${url}puzzles")" = 200 ]; do sleep 0.1; done
    t2="$(date +%s.%N)"
    local anon cpu
    anon="$(awk '/^RssAnon:/ { print $2 }' "/proc/$pid/status")"
    cpu="$(awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / hz }' "/proc/$pid/stat")"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    local wall listening
    wall="$(awk -v a="$t0" -v b="$t2" 'BEGIN { printf "%.1f", b - a }')"
    listening="$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')"
    echo "$wall $cpu $anon" >"$dir/$name.$round"
    printf '  %-34s wall %7.1f s   cpu %7.1f s   anonymous memory then %4d MiB\n' "$name" "$wall" "$cpu" $((anon / 1024))
    echo "      listening after $listening s; /puzzles answered after $wall s"
    rm -rf "$empty"
}

for r in $(seq 1 "$rounds"); do
    echo
    echo "== round $r of $rounds"
    if [ -n "$gentb" ]; then
        rm -f "$dir/dobutsu.tb"
        measure "gentb -j 2 (Dōbutsu)" "$r" "$gentb" -j 2 "$dir/dobutsu.tb"
        rm -f "$dir/dobutsu.tb"
    fi
    measure "sibi generate --rules dobutsu" "$r" "$sibi" generate --rules dobutsu
    measure "sibi generate (twelve-janggi)" "$r" "$sibi" generate
    measure "sibi verify (twelve-janggi)" "$r" "$sibi" verify
    [ -n "$no_stats" ] || measure "sibi stats --reachable all" "$r" "$sibi" stats --reachable all
    measure "sibi puzzles --build" "$r" "$sibi" puzzles --build
    first_start "$r"
done

annotate_plies=209700
if [ "$rounds" != 0 ]; then
    echo
    echo "== annotation (sibi annotate --json, one core: taskset -c 0; $annotate_plies plies)"
    "$long_record" --plies "$annotate_plies" --shuffle >"$dir/shuffle.txt" 2>/dev/null
    "$long_record" --plies "$annotate_plies" >"$dir/walk.txt" 2>/dev/null
    for r in $(seq 1 "$rounds"); do
        measure "annotate, 4 positions repeated" "$r" taskset -c 0 "$sibi" annotate --json "$dir/shuffle.txt"
        measure "annotate, every position new" "$r" taskset -c 0 "$sibi" annotate --json "$dir/walk.txt"
    done
fi

[ "$rounds" = 0 ] || echo
[ "$rounds" = 0 ] || echo "== summary (median over $rounds rounds; ratio = sibi / gentb of the same round, median)"
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
for name in "gentb -j 2 (Dōbutsu)" "sibi generate --rules dobutsu" "sibi generate (twelve-janggi)" "sibi verify (twelve-janggi)" "sibi stats --reachable all" "sibi puzzles --build" "sibi serve, first start" "annotate, 4 positions repeated" "annotate, every position new"; do
    [ -f "$dir/$name.1" ] || continue
    wall="$(for r in $(seq 1 "$rounds"); do cut -d' ' -f1 "$dir/$name.$r"; done | median)"
    cpu="$(for r in $(seq 1 "$rounds"); do cut -d' ' -f2 "$dir/$name.$r"; done | median)"
    kib="$(for r in $(seq 1 "$rounds"); do cut -d' ' -f3 "$dir/$name.$r"; done | median)"
    memory="peak"
    [ "$name" != "sibi serve, first start" ] || memory="anon after"
    line="$(printf '%-34s wall %7.1f s   cpu %7.1f s   %s %6.0f MiB' "$name" "$wall" "$cpu" "$memory" "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')")"
    case "$name" in annotate*)
        echo "$line   $(awk -v n="$annotate_plies" -v w="$wall" 'BEGIN { printf "%.0f", n / w }') plies/s"
        continue ;;
    esac
    if [ -n "$gentb" ] && [ "$name" != "gentb -j 2 (Dōbutsu)" ]; then
        tr="$(for r in $(seq 1 "$rounds"); do
            awk -v a="$(cut -d' ' -f1 "$dir/$name.$r")" -v b="$(cut -d' ' -f1 "$dir/gentb -j 2 (Dōbutsu).$r")" 'BEGIN { print a / b }'
        done | median)"
        mr="$(for r in $(seq 1 "$rounds"); do
            awk -v a="$(cut -d' ' -f3 "$dir/$name.$r")" -v b="$(cut -d' ' -f3 "$dir/gentb -j 2 (Dōbutsu).$r")" 'BEGIN { print a / b }'
        done | median)"
        if [ "$name" = "sibi serve, first start" ]; then
            line="$line   time $(printf '%.2f' "$tr")× gentb"
        else
            line="$line   time $(printf '%.2f' "$tr")× gentb, memory $(printf '%.2f' "$mr")×"
        fi
    fi
    echo "$line"
done

if [ -n "$profile" ]; then
    echo
    echo "== profiles (perf record -e cpu-clock, 499 Hz; top functions of each phase)"
    for rules in dobutsu twelve-janggi; do
        data="$dir/perf-$rules.data"
        t0="$(date +%s.%N)"
        perf record -q -e cpu-clock -F 499 -o "$data" "$profiled" generate --rules "$rules" >"$dir/out.log" 2>&1
        t1="$(date +%s.%N)"
        echo
        echo "-- sibi generate --rules $rules"
        # Each phase's share of the run, from the durations the run printed ("in 12.3 s",
        # "in 1 min 05 s"); the gaps between phases go to the phase after them.
        python3 - "$dir/out.log" "$t0" "$t1" <<'PY' | while read -r phase from to secs; do
import re, sys
log, t0, t1 = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
total, at = t1 - t0, 0.0
for line in open(log, encoding="utf-8"):
    m = re.match(r"^(initial pass|retrograde rounds|writing table):.* in (?:(\d+) min )?([\d.]+) s", line)
    if m:
        secs = 60 * int(m.group(2) or 0) + float(m.group(3))
        end = min(100.0, at + 100 * secs / total)
        print(m.group(1).replace(" ", "_"), f"{at:.1f}", f"{end:.1f}", f"{secs:.1f}")
        at = end
PY
            echo "   ${phase//_/ } (${secs} s, ${from}%-${to}% of the run):"
            { perf report -q -i "$data" --no-children --sort symbol --time "${from}%-${to}%" 2>/dev/null \
                | grep '%' | head -n 6 | sed 's/ \{2,\}/ /g; s/ - - *$//; s/^/      /'; } || true
        done
    done
fi
[ -z "${KEEP:-}" ] || echo "tables kept in $dir"
