#!/usr/bin/env bash
# Benchmark (not a test): size and probe speed of a table.
#
#   scripts/bench-probe.sh [twelve-janggi|dobutsu] [FILE]
#
# Default: the full 십이장기 table (piece set GGMMPP, or $PIECES) at its default path
# ($SIBI_TABLEBASE, else $SIBI_TABLEBASE_DIR/…, else ~/.local/share/sibi/…); make it first with
# `sibi generate` (or scripts/bench-generate.sh with KEEP=1). Prints:
#   - the file size in bytes, and in bits per legal position (positions counted as docs/RULES.md
#     counts them: mirror images apart, finished positions included; from the table header);
#   - the wall time of `sibi probe` of the start position ($POSITION for a smaller piece set)
#     as a whole new process, with the file
#     in the OS page cache: $RUNS runs (default 9), their median, minimum and maximum;
#   - random probes per second through the library API on one thread
#     (solver/examples/probe_bench.rs, $PROBES random legal positions, default 1000000): all
#     positions, then only positions whose value is stored in the file.
set -euo pipefail

cd "$(dirname "$0")/.."
rules="${1:-twelve-janggi}"
pieces="${PIECES:-GGMMPP}"
runs="${RUNS:-9}"
probes="${PROBES:-1000000}"
start="${POSITION:-M2g/KPpk/G2m - a}"

echo "== building (release: sibi and the probe_bench example)"
cargo build --release --quiet -p sibi-cli
cargo build --release --quiet -p sibi-solver --example probe_bench
sibi="$PWD/target/release/sibi"
bench="$PWD/target/release/examples/probe_bench"

echo "== machine"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores:   $(nproc)"
echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; other work makes the times longer)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ local changes)')"

# The table: FILE, else what `sibi info` finds for the rule set and piece set.
info_args=(--rules "$rules" --pieces "$pieces" info --json)
[ $# -ge 2 ] && info_args+=("$2")
info="$("$sibi" "${info_args[@]}")"
field() { sed -n "s/^ *\"$1\": *\"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}$/\1/p" <<<"$info"; }
table="$(field file)"
bytes="$(field file_bytes)"
legal="$(field legal_positions)"

echo
echo "== size"
echo "table:            $table"
echo "rules:            $(field rules) (rules version $(field rules_version)), pieces $(field piece_set)"
echo "file size:        $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f MiB", b / 1048576 }'))"
echo "legal positions:  $legal (docs/RULES.md counting, from the header)"
echo "entries:          $(field entries) ($(field blocks) blocks of $(field block_entries))"
awk -v b="$bytes" -v n="$legal" -v e="$(field entries)" \
    'BEGIN { printf "bits per position: %.4f (%.4f per entry)\n", 8 * b / n, 8 * b / e }'

echo
echo "== cold probe: sibi probe of the start position, a new process each time ($runs runs)"
cat "$table" >/dev/null # into the page cache
"$sibi" --rules "$rules" --pieces "$pieces" probe --tablebase "$table" "$start"
times=()
for _ in $(seq "$runs"); do
    t0=$(date +%s%N)
    "$sibi" --rules "$rules" --pieces "$pieces" probe --tablebase "$table" "$start" >/dev/null
    t1=$(date +%s%N)
    times+=("$(( (t1 - t0) / 1000 ))")
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
ms() { awk -v us="$1" 'BEGIN { printf "%.2f ms", us / 1000 }'; }
echo "wall time:        median $(ms "${sorted[$(( runs / 2 ))]}"), min $(ms "${sorted[0]}"), max $(ms "${sorted[$(( runs - 1 ))]}")"

echo
echo "== random probes through the library, one thread ($probes positions)"
"$bench" --rules "$rules" --pieces "$pieces" --tablebase "$table" --probes "$probes"
