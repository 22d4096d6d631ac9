#!/usr/bin/env bash
# Soak test of `sibi serve` (docs/reliability.md, "Soak test"), on loopback only.
#
#   scripts/soak.sh [REQUESTS] [FILE]
#
# REQUESTS (default 1000000) requests from 64 connections (wrk, one thread, the Lua script
# scripts/soak.lua): a seeded mix ($SEED, default 1) of valid positions (API, explorer page,
# principal variation, edit page, the fixed pages), malformed position text, over-long input
# (a 5,000-byte position, a 9,000-byte query), control characters and invalid UTF-8 (encoded
# and raw), path-traversal attempts, records posted to POST /api/v1/annotate (real, cut, junk)
# and huge bodies (1.5 MiB, over the 1 MiB cap). FILE is the table to serve (default: the
# GGMP table, generated into a temporary folder; the positions are drawn for its piece set,
# or for the full set when FILE's name ends in GGMMPP.sibi).
#
# Checks, exit code 1 if one fails: no 5xx other than 503 (the annotation queue full, counted
# apart as "503="), no response holding /etc/passwd, the server alive
# at the end, and its RssAnon (/proc/PID/status) after all the requests at most 10 % + 2 MiB
# above its RssAnon after the first half (the warm-up). Prints requests per second, status
# counts, socket errors (wrk's: a huge body refused before it is read closes the connection)
# and the RssAnon figures.
#
# Then the hostile phase (scripts/hostile.py, whose docstring lists the attacks and their
# bounds), one attack after another, each while a well-behaved client (wrk, 4 connections,
# scripts/polite.lua) runs and must lose nothing (the attackers on its server come from
# 127.0.0.3, the well-behaved client from 127.0.0.1):
#   classic         ($HOSTILE_SECONDS, default 20 s) idle, slowloris, worst-case and
#                   unread-answer clients; the well-behaved p99 under 50 ms;
#   query_flood     64,000-byte queries of distinct names: 414, never a 5xx;
#   stalled_upload  300 uploads declaring 1 MB, stalled after 1,040,000 bytes: the server under
#                   250 MiB resident; 503, 408 or 413 only;
#   unread_hold     100 answers of 2,000-ply records left unread behind a 2 KiB window: the
#                   kernel's TCP memory rises by under 50 MiB and is back (+5 MiB) within the
#                   idle timeout + 5 s;
#   two_xff         (a server of its own, --rate-limit 5 --rate-burst 5 --trusted-proxy
#                   127.0.0.1) two X-Forwarded-For lines: at least 10 of 20 requests get 429;
#   conn_hog        (a server of its own, --max-connections 400) one address holding 450
#                   connections: at least 28 of 30 new clients from 127.0.0.2 get 200.
# In CI (CI=true) the well-behaved client's p99 must be under 500 ms in every attack but the
# classic one (starvation); elsewhere it is reported against the goal of 50 ms. HOSTILE_BIG=1
# makes it 1,000 stalled uploads and 200 unread answers. The phase takes about 60 s; it prints
# its length and the server's CPU time. Needs wrk, curl and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
requests="${1:-1000000}"
table="${2:-}"
seed="${SEED:-1}"
for tool in wrk curl python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (Debian: apt-get install $tool)" >&2; exit 2; }
done
cargo build --release --quiet -p sibi-cli
sibi="${CARGO_TARGET_DIR:-$PWD/target}/release/sibi"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/soak.XXXXXX")"
server_pid=""
started=()  # every server this script started, stopped at the end
stop_server() {
    if [ -n "$1" ] && kill -0 "$1" 2>/dev/null; then
        kill -TERM "$1" 2>/dev/null || true
        wait "$1" 2>/dev/null || true
    fi
}
cleanup() {
    local status=$? pid
    for pid in "${started[@]}"; do stop_server "$pid"; done
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

set_name=GGMP
if [ -z "$table" ]; then
    table="$tmp/twelve-janggi-GGMP.sibi"
    "$sibi" --pieces GGMP generate --output "$table" >/dev/null 2>&1
elif [[ "$table" == *GGMMPP.sibi ]]; then
    set_name=full
fi
echo "== soak: $requests requests, 64 connections, seed $seed, table $table"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown); load $(cut -d' ' -f1-3 /proc/loadavg)"
# start_server [OPTIONS]: a server on the table, on a free loopback port, with OPTIONS; sets
# started_pid and started_port once it answers.
start_server() {
    local out="$tmp/server-${#started[@]}"
    "$sibi" serve --tablebase "$table" --no-generate --bind 127.0.0.1:0 "$@" \
        >"$out.out" 2>"$out.err" &
    started_pid=$!
    started+=("$started_pid")
    started_port=""
    for _ in $(seq 300); do
        kill -0 "$started_pid" 2>/dev/null || { cat "$out.err" >&2; exit 1; }
        started_port="$(sed -n 's|^sibi serve: http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$out.out" 2>/dev/null || true)"
        [ -n "$started_port" ] && curl -fsS -o /dev/null "http://127.0.0.1:$started_port/static/style.css" 2>/dev/null && return
        started_port=""
        sleep 0.1
    done
    echo "error: the server did not answer" >&2
    exit 1
}
# No answers kept here (`--kept-answers-mib 0`; 32 MiB by default, bounded by the cache's
# weight): with them the second half's growth would be the cache filling, not a leak. The idle
# timeout is given (its default) because the unread-answer attack's bound depends on it.
idle_s=10
start_server --kept-answers-mib 0 --idle-seconds "$idle_s"
server_pid="$started_pid" port="$started_port"
rss() { awk '/^RssAnon/ { print $2 }' "/proc/$server_pid/status"; }
cpu() { awk '{ printf "%.2f", ($14 + $15) / 100 }' "/proc/$server_pid/stat"; }
echo "server:  pid $server_pid, port $port, RssAnon $(rss) KiB at start"
record=data/broadcast/grand-final-11-round1.published.txt
failed=0
phase() {
    local name="$1" count="$2"
    wrk -t1 -c64 -d3600s --timeout 10s -s scripts/soak.lua "http://127.0.0.1:$port" \
        -- "$3" "$count" "$set_name" "$record" >"$tmp/wrk-$name.txt" 2>&1 </dev/null || true
    local result
    result="$(grep '^RESULT' "$tmp/wrk-$name.txt" || true)"
    if [ -z "$result" ]; then
        echo "error: wrk gave no result:" >&2
        cat "$tmp/wrk-$name.txt" >&2
        exit 1
    fi
    echo "$name: ${result#RESULT }"
    grep '^FIRST_5XX' "$tmp/wrk-$name.txt" || true
    [[ "$result" == *" 5xx=0 "* ]] || { echo "FAIL: 5xx responses"; failed=1; }
    [[ "$result" == *" leaks=0 "* ]] || { echo "FAIL: a response held /etc/passwd"; failed=1; }
    kill -0 "$server_pid" 2>/dev/null || { echo "FAIL: the server died"; server_pid=""; exit 1; }
}
# The allocator's arenas and tokio's thread pools grow for the first ~100,000 requests and then
# stay (measured: 13.6-14.9 MiB from 100,000 to 1,000,000 requests), so the first half is the
# warm-up and the second half is measured against it; the 2 MiB of slack is that warm-up's tail
# at 100,000 requests (CI's size). A leak of 42 bytes per request still fails at 100,000.
first=$(( requests / 2 ))
t0=$(date +%s)
phase first-half "$first" "$seed"
rss1=$(rss)
echo "RssAnon after $first requests: $rss1 KiB"
phase second-half "$(( requests - first ))" "$(( seed + 1 ))"
rss2=$(rss)
echo "RssAnon after $requests requests: $rss2 KiB"
awk -v a="$rss1" -v b="$rss2" 'BEGIN { printf "RssAnon change: %+.1f %% (%+d KiB)\n", 100 * (b - a) / a, b - a }'
if [ $(( rss2 * 10 )) -gt $(( rss1 * 11 + 20480 )) ]; then
    echo "FAIL: RssAnon grew by more than 10 % + 2 MiB in the second half"
    failed=1
fi

# The hostile phase (scripts/hostile.py's docstring lists the attacks and their bounds): one
# attack after another, each while the well-behaved client (wrk, 4 connections,
# scripts/polite.lua: valid GETs to the main server) runs; the two attacks that need the
# server started otherwise (a rate limit behind a trusted proxy, a small connection cap) get a
# short-lived server of their own on the same table. Each attack prints `HOSTILE <attack> …`
# and the well-behaved client `POLITE …` beside it.
hostile_s="${HOSTILE_SECONDS:-20}"
uploads=300 unread=100
[ "${HOSTILE_BIG:-0}" = 1 ] && uploads=1000 unread=200
pieces="$([ "$set_name" = full ] && echo GGMMPP || echo "$set_name")"
# The attacks on the main server come from an address of their own (Linux routes all of
# 127.0.0.0/8 to the loopback), so that a limit per client address does not count the
# well-behaved client (wrk, 127.0.0.1) with them.
attacker=127.0.0.3
# The well-behaved client's p99: under 50 ms in the classic attack (as always); under 500 ms in
# the others in CI (the starvation bound: today's query flood gave a p50 of 887 ms), reported
# against the goal of 50 ms elsewhere.
polite_check() {
    local name="$1" polite="$2" p99
    p99="$(sed -n 's/.* p99_ms=\([0-9.]*\).*/\1/p' <<<"$polite")"
    [[ "$polite" == *" non2xx=0 errors=0"* ]] \
        || { echo "FAIL: $name: the well-behaved client lost requests (${polite#POLITE })"; failed=1; }
    [ -n "$p99" ] || { echo "FAIL: $name: the well-behaved client gave no p99"; failed=1; return; }
    if [ "$name" = classic ]; then
        awk -v p="$p99" 'BEGIN { exit !(p < 50) }' \
            || { echo "FAIL: classic: the well-behaved client's p99 is $p99 ms, not under 50 ms"; failed=1; }
    elif [ "${CI:-}" = true ]; then
        awk -v p="$p99" 'BEGIN { exit !(p < 500) }' \
            || { echo "FAIL: $name: the well-behaved client's p99 is $p99 ms, not under 500 ms (starvation)"; failed=1; }
    else
        awk -v p="$p99" 'BEGIN { exit !(p < 50) }' \
            && echo "         p99 $p99 ms: the goal of 50 ms met" \
            || echo "         p99 $p99 ms: the goal of 50 ms missed (CI's bound: 500 ms)"
    fi
}
# attack NAME LEAD POLITE_SECONDS ATTACK HOST PORT [OPTIONS]: the attack in the background,
# LEAD seconds later the well-behaved client for POLITE_SECONDS, then the attack's end.
attack() {
    local name="$1" lead="$2" polite_s="$3" rc=0 hostile polite
    shift 3
    python3 scripts/hostile.py "$@" >"$tmp/hostile-$name.txt" 2>&1 &
    local hostile_pid=$!
    sleep "$lead"
    wrk -t1 -c4 -d"${polite_s}s" --timeout 5s -s scripts/polite.lua "http://127.0.0.1:$port" \
        -- "$set_name" >"$tmp/polite-$name.txt" 2>&1 </dev/null || true
    wait "$hostile_pid" || rc=$?
    hostile="$(grep '^HOSTILE' "$tmp/hostile-$name.txt" || true)"
    polite="$(grep '^POLITE' "$tmp/polite-$name.txt" || true)"
    echo "${hostile:-HOSTILE $name (no result)}"
    echo "         ${polite:-POLITE (no result)}"
    grep '^FAIL' "$tmp/hostile-$name.txt" || true
    if [ "$rc" != 0 ]; then
        failed=1
        [ "$rc" = 1 ] || { echo "FAIL: $name: the hostile client failed (exit $rc):"; cat "$tmp/hostile-$name.txt"; }
    fi
    polite_check "$name" "$polite"
    kill -0 "$server_pid" 2>/dev/null || { echo "FAIL: the server died"; server_pid=""; exit 1; }
}
echo "== hostile phase (HOSTILE_SECONDS=$hostile_s for the classic attack; $uploads stalled uploads, $unread unread answers)"
h0=$(date +%s.%N)
cpu0="$(cpu)"
attack classic 2 "$hostile_s" classic 127.0.0.1 "$port" --pid "$server_pid" --source "$attacker" \
    --seconds "$(( hostile_s + 3 ))" --plies 2000 --pieces "$pieces"
attack query_flood 1 6 query_flood 127.0.0.1 "$port" --pid "$server_pid" --source "$attacker" \
    --seconds 7
attack stalled_upload 2 5 stalled_upload 127.0.0.1 "$port" --pid "$server_pid" --source "$attacker" \
    --count "$uploads" --seconds 8
attack unread_hold 1 5 unread_hold 127.0.0.1 "$port" --pid "$server_pid" --source "$attacker" \
    --count "$unread" --idle-seconds "$idle_s" --pieces "$pieces"
start_server --rate-limit 5 --rate-burst 5 --trusted-proxy 127.0.0.1
attack two_xff 0 1 two_xff 127.0.0.1 "$started_port" --pid "$started_pid"
stop_server "$started_pid"
# The connection hog's server: a small cap so the hog is cheap; the share of one client
# address passed when this build has the option (a quarter of the cap, its default).
hog_cap=400
hog_args=(--max-connections "$hog_cap")
grep -q -- --max-connections-per-client <<<"$("$sibi" serve --help)" \
    && hog_args+=(--max-connections-per-client "$(( hog_cap / 4 ))")
start_server "${hog_args[@]}"
attack conn_hog 1 5 conn_hog 127.0.0.1 "$started_port" --pid "$started_pid" --cap "$hog_cap" --seconds 6
stop_server "$started_pid"
awk -v a="$h0" -v b="$(date +%s.%N)" -v c0="$cpu0" -v c1="$(cpu)" \
    'BEGIN { printf "hostile: the phase took %.0f s (budget 90 s); the main server used %.1f s of CPU in it\n", b - a, c1 - c0 }'
echo "memory:  server VmHWM $(awk '/^VmHWM/ { print $2 }' "/proc/$server_pid/status") KiB (peak resident), RssAnon $(rss) KiB"
echo "wall:    $(( $(date +%s) - t0 )) s; server CPU $(awk '{ printf "%.1f s", ($14 + $15) / 100 }' "/proc/$server_pid/stat")"
if [ "$failed" = 0 ]; then echo "soak: every check holds"; else echo "soak: FAILED"; exit 1; fi
