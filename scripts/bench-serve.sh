#!/usr/bin/env bash
# Benchmark (not a test): a bounded load test of `sibi serve` on loopback.
#
#   scripts/bench-serve.sh [FILE]
#
# FILE is the 십이장기 table to serve (default: the full GGMMPP table at its default path,
# $SIBI_TABLEBASE, else $SIBI_TABLEBASE_DIR/…, else ~/.local/share/sibi/…; the server opens it
# read-only and never generates one here). Needs 2 cores, wrk (Debian: apt-get install wrk),
# taskset and curl.
#
# What it does:
#   - builds the release binary and the example that writes the positions
#     (solver/examples/serve_positions.rs): every position before a ply of the four broadcast
#     games (data/broadcast/*.gibo) and the ends they reach, then the ends of seeded random
#     playouts from the start (uniformly random legal moves among those that do not let the
#     opponent capture the 王, a length drawn uniformly from 1..=$MAX_PLIES, seed $SEED) until
#     $POSITIONS distinct positions;
#   - starts `sibi serve --no-generate --bind 127.0.0.1:0` (the kernel picks a free port, which
#     the server prints) pinned to core $SERVER_CORE, and waits until it answers;
#   - runs wrk pinned to core $LOAD_CORE, one thread, $CONNECTIONS connections, with a Lua
#     script that cycles through the positions (each request with `Accept-Encoding: $ENCODING`,
#     default `gzip, br` as browsers send it; ENCODING= for plain bodies) and stops after a
#     fixed count of responses:
#     $API_REQUESTS requests of /api/v1/position?pos=… (without line), then $PAGE_REQUESTS
#     of the explorer page /?pos=…; each phase after a warm-up of $WARMUP requests (not
#     counted) and within $TIME_LIMIT seconds (wrk -d: it always ends, and says so if the
#     count was not reached);
#   - then the engine's moves: a second server, started as the first but with
#     `--kept-answers-mib 0` (no answer is sent again from what it keeps: every move is drawn
#     anew), answers $ENGINE_REQUESTS requests of /api/v1/engine-move?level=11&seed=1&pos=LINE
#     and as many at level 10 beside it, over $ENGINE_LINES lines drawn by the example
#     solver/examples/engine_move_lines.rs (the start and the moves of a seeded random playout
#     of $ENGINE_MIN_PLIES..=$ENGINE_MAX_PLIES plies, as serve_positions draws them: at level 11
#     the opponent is estimated from their moves in the line), on $ENGINE_CONNECTIONS
#     connection(s) (default 1: the latency of one move, with no queue before it); each phase
#     after a warm-up of $ENGINE_WARMUP requests; ENGINE_ONLY=1 runs only these phases;
#   - prints for each phase: requests per second, latency p50/p90/p99/p99.9/max (exact, from
#     wrk's per-microsecond histogram in the Lua done hook), errors and non-2xx responses, the
#     CPU time of the server, of wrk and of other processes (0 on an idle machine), and the
#     server's anonymous memory RssAnon from /proc/PID/status (the table's pages are the
#     kernel's page cache, not counted) and the server's peak resident memory VmHWM (for the
#     engine's phases: since their own server started); then the targets met or missed, and
#     the wall time;
#   - stops the server (SIGTERM, also on error or Ctrl-C) and leaves nothing running.
#
# Exit code 0 when every request was answered with a 2xx status, 1 otherwise (a missed
# performance target is printed, not an error). With PERF=1, `perf record -e cpu-clock -g`
# samples the server during each measured phase (on the load core) and the top functions are
# printed (PERF_KEEP=DIR keeps the perf-*.data files there; PERF_CALLGRAPH=dwarf gives whole
# Rust call chains, the default fp stops at functions without frame pointers); the figures of
# such a run include perf's overhead.
set -euo pipefail

cd "$(dirname "$0")/.."
api_requests="${API_REQUESTS:-200000}"
page_requests="${PAGE_REQUESTS:-60000}"
connections="${CONNECTIONS:-64}"
warmup="${WARMUP:-5000}"
time_limit="${TIME_LIMIT:-120}"
positions="${POSITIONS:-4000}"
max_plies="${MAX_PLIES:-60}"
seed="${SEED:-1}"
server_core="${SERVER_CORE:-0}"
load_core="${LOAD_CORE:-1}"
perf="${PERF:-0}"
# What the clients accept (as browsers send it); ENCODING= (empty) asks for plain bodies.
encoding="${ENCODING-gzip, br}"
engine_requests="${ENGINE_REQUESTS:-2000}"
engine_lines="${ENGINE_LINES:-500}"
engine_min_plies="${ENGINE_MIN_PLIES:-8}"
engine_max_plies="${ENGINE_MAX_PLIES:-40}"
engine_connections="${ENGINE_CONNECTIONS:-1}"
engine_warmup="${ENGINE_WARMUP:-100}"
engine_only="${ENGINE_ONLY:-0}"

for tool in wrk taskset curl; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (Debian: apt-get install $tool)" >&2; exit 2; }
done
if [ "$(nproc)" -lt 2 ]; then
    echo "error: needs 2 cores (server on one, load generator on the other); this machine has $(nproc)" >&2
    exit 2
fi

echo "== building (release: sibi and the serve_positions and engine_move_lines examples)"
cargo build --release --quiet -p sibi-cli
cargo build --release --quiet -p sibi-solver --example serve_positions --example engine_move_lines
target="${CARGO_TARGET_DIR:-$PWD/target}"
sibi="$target/release/sibi"
if [ "$perf" = 1 ]; then
    # The same code with its line tables, so that perf names the functions (the release build
    # has no debug info).
    echo "== building (cargo build --profile profiling -p sibi-cli, for perf)"
    cargo build --profile profiling --quiet -p sibi-cli
    sibi="$target/profiling/sibi"
fi
gen="$target/release/examples/serve_positions"
gen_lines="$target/release/examples/engine_move_lines"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/bench-serve.XXXXXX")"
server_pid=""
perf_pid=""
wrk_pid=""
cleanup() {
    local status=$?
    if [ -n "$wrk_pid" ] && kill -0 "$wrk_pid" 2>/dev/null; then
        kill -TERM "$wrk_pid" 2>/dev/null || true # timeout passes it on to wrk
        wait "$wrk_pid" 2>/dev/null || true
    fi
    if [ -n "$perf_pid" ] && kill -0 "$perf_pid" 2>/dev/null; then
        kill -INT "$perf_pid" 2>/dev/null || true
        wait "$perf_pid" 2>/dev/null || true
    fi
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 100); do
            kill -0 "$server_pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$server_pid" 2>/dev/null; then
            echo "the server did not stop on SIGTERM within 10 s: killing it" >&2
            kill -KILL "$server_pid" 2>/dev/null || true
        fi
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

t_start=$(date +%s%N)

echo "== machine"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores:   $(nproc) (server on core $server_core, wrk on core $load_core)"
echo "cpu:     $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; other work makes the figures worse)"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (+ local changes)')"
echo "wrk:     $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-3)"

echo
echo "== positions"
"$gen" --count "$positions" --seed "$seed" --max-plies "$max_plies" >"$tmp/positions.txt"
echo "file:    $(wc -l <"$tmp/positions.txt") positions, one a line"
"$gen_lines" --count "$engine_lines" --seed "$seed" --min-plies "$engine_min_plies" --max-plies "$engine_max_plies" >"$tmp/lines.txt"
echo "lines:   $(wc -l <"$tmp/lines.txt") lines of a start and its moves (for the engine's moves), one a line"
serve_args=(serve --no-generate --bind 127.0.0.1:0)
[ $# -ge 1 ] && serve_args+=(--tablebase "$1")

# start_server [ARGS…]: `sibi serve` with the arguments above and ARGS, pinned to the server's
# core; waits until it answers and sets server_pid and port.
start_server() {
    : >"$tmp/server.out"
    : >"$tmp/server.err"
    # The request log (one line per request on stderr) is off unless RUST_LOG asks for it: the
    # figures measure answering, as they did before the server had a log.
    RUST_LOG="${RUST_LOG:-off}" taskset -c "$server_core" "$sibi" "${serve_args[@]}" "$@" >>"$tmp/server.out" 2>>"$tmp/server.err" &
    server_pid=$!
    port=""
    for _ in $(seq 300); do
        if ! kill -0 "$server_pid" 2>/dev/null; then
            echo "error: the server exited:" >&2
            cat "$tmp/server.out" "$tmp/server.err" >&2
            server_pid=""
            exit 1
        fi
        port="$(sed -n 's|^sibi serve: http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$tmp/server.out" || true)"
        [ -n "$port" ] && curl -fsS -o /dev/null "http://127.0.0.1:$port/api/v1/position?pos=M2g%2FKPpk%2FG2m+-+a" 2>/dev/null && break
        port=""
        sleep 0.1
    done
    if [ -z "$port" ]; then
        echo "error: the server did not answer within 30 s" >&2
        cat "$tmp/server.out" "$tmp/server.err" >&2
        exit 1
    fi
    head -1 "$tmp/server.out"
    table="$(sed -n 's|.*, table \(.*\))$|\1|p' "$tmp/server.out")"
    [ -f "$table" ] && cat "$table" >/dev/null # into the page cache, as a served table would be
    echo "pid:     $server_pid, $(grep '^Threads' "/proc/$server_pid/status" | tr -s '\t ' ' '), affinity $(taskset -cp "$server_pid" | sed 's/.*: //')"
    echo "memory:  $(grep '^RssAnon' "/proc/$server_pid/status" | tr -s '\t ' ' ') at start"
}

# stop_server: SIGTERM, and wait until it exits.
stop_server() {
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
}

if [ "$engine_only" != 1 ]; then
    echo
    echo "== server"
    start_server
fi

# The Lua script (for one wrk thread): args are the positions file, the path prefix and the
# count of responses after which the thread stops. Requests are built once in init; response counts statuses.
cat >"$tmp/bench.lua" <<'LUA'
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

local function encode(s)
    s = s:gsub("[^%w%-%._~ ]", function(c) return string.format("%%%02X", c:byte()) end)
    return (s:gsub(" ", "+"))
end

function init(args)
    local file, prefix, count, encoding = args[1], args[2], tonumber(args[3]), args[4]
    local headers = {}
    if encoding ~= nil and encoding ~= "" then headers["Accept-Encoding"] = encoding end
    reqs = {}
    for line in io.lines(file) do
        if line ~= "" then
            reqs[#reqs + 1] = wrk.format("GET", prefix .. encode(line), headers)
        end
    end
    cursor = 0
    share = count -- one wrk thread
    responses, non2xx, first_bad = 0, 0, ""
end

-- wrk's main thread sleeps for the whole -d duration and then stops the threads, so a thread
-- that stops by itself (thread:stop()) would leave wrk waiting. SIGINT to the process wakes the
-- main thread (its handler stops every thread, and the summary's duration ends there).
local ffi = require("ffi")
ffi.cdef("int getpid(void); int kill(int pid, int sig);")
stopped = false

function stop_all()
    stopped = true
    wrk.thread:stop()
    ffi.C.kill(ffi.C.getpid(), 2)
end

function request()
    cursor = cursor + 1
    if cursor > #reqs then cursor = 1 end
    return reqs[cursor]
end

function response(status, headers, body)
    responses = responses + 1
    if status < 200 or status > 299 then
        non2xx = non2xx + 1
        if first_bad == "" then first_bad = status .. " " .. string.sub(body or "", 1, 200) end
    end
    if responses >= share and not stopped then
        stop_all()
    end
end

function done(summary, latency, requests)
    local non, bad = 0, ""
    for _, t in ipairs(threads) do
        non = non + (t:get("non2xx") or 0)
        if bad == "" then bad = t:get("first_bad") or "" end
    end
    local e = summary.errors
    local function ms(us) return string.format("%.3f", us / 1000) end
    io.write(string.format(
        "RESULT requests=%d duration_s=%.3f rps=%.0f p50_ms=%s p90_ms=%s p99_ms=%s p999_ms=%s max_ms=%s mean_ms=%s " ..
        "connect=%d read=%d write=%d status=%d timeout=%d non2xx=%d\n",
        summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
        ms(latency:percentile(50)), ms(latency:percentile(90)), ms(latency:percentile(99)),
        ms(latency:percentile(99.9)), ms(latency.max), ms(latency.mean),
        e.connect, e.read, e.write, e.status, e.timeout, non))
    if bad ~= "" then io.write("FIRST_BAD " .. bad:gsub("\n", " ") .. "\n") end
end
LUA

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# CPU of this shell's finished children (wrk, through timeout and taskset, once waited for).
child_ticks() { awk '{ print $16 + $17 }' "/proc/$$/stat"; }
# Busy time of the whole machine (all cores): user, nice, system, irq; and softirq apart.
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $9, $8 }' /proc/stat; }
rss() { grep "^$1" "/proc/$server_pid/status" | awk '{ printf "%.1f MiB", $2 / 1024 }'; }
failed=0
declare -A summary

# run_phase NAME PREFIX COUNT MEASURE: wrk with COUNT responses on PREFIX; MEASURE=1 prints
# and records the figures. Each request is PREFIX and a line of $phase_file (URL-encoded), on
# $phase_connections connections.
phase_file="$tmp/positions.txt"
phase_connections="$connections"
run_phase() {
    local name="$1" prefix="$2" count="$3" measure="$4"
    local out="$tmp/wrk-$name.txt"
    if [ "$measure" = 1 ] && [ "$perf" = 1 ]; then
        taskset -c "$load_core" perf record -q -e cpu-clock -F "${PERF_FREQ:-999}" --call-graph "${PERF_CALLGRAPH:-fp}" -p "$server_pid" -o "$tmp/perf-$name.data" \
            >/dev/null 2>&1 &
        perf_pid=$!
        sleep 1
    fi
    local cpu0 t0 t1 cpu1 kids0 kids1 busy0 soft0 busy1 soft1
    cpu0=$(cpu_ticks "$server_pid")
    kids0=$(child_ticks)
    read -r busy0 soft0 < <(busy_ticks)
    t0=$(date +%s%N)
    # In the background, so that Ctrl-C or SIGTERM interrupts `wait` and the trap stops it (bash
    # runs traps only after a foreground command ends, and timeout is in its own process group).
    timeout -k 5 "$(( time_limit + 30 ))" taskset -c "$load_core" \
        wrk -t1 -c"$phase_connections" -d"${time_limit}s" --timeout 5s --latency -s "$tmp/bench.lua" \
        "http://127.0.0.1:$port" -- "$phase_file" "$prefix" "$count" "$encoding" >"$out" 2>&1 </dev/null &
    wrk_pid=$!
    wait "$wrk_pid" || {
        wrk_pid=""
        echo "error: wrk failed or ran out of time:" >&2
        cat "$out" >&2
        exit 1
    }
    wrk_pid=""
    t1=$(date +%s%N)
    cpu1=$(cpu_ticks "$server_pid")
    kids1=$(child_ticks)
    read -r busy1 soft1 < <(busy_ticks)
    if [ -n "$perf_pid" ]; then
        kill -INT "$perf_pid" 2>/dev/null || true
        wait "$perf_pid" 2>/dev/null || true
        perf_pid=""
    fi
    local result
    result="$(grep '^RESULT ' "$out" || true)"
    if [ -z "$result" ]; then
        echo "error: no result from wrk:" >&2
        cat "$out" >&2
        exit 1
    fi
    get() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$result"; }
    local errors=$(( $(get connect) + $(get read) + $(get write) + $(get timeout) ))
    local non2xx; non2xx=$(get non2xx)
    if [ "$errors" -ne 0 ] || [ "$non2xx" -ne 0 ]; then
        failed=1
    fi
    if [ "$measure" != 1 ]; then
        echo "warm-up:  $(get requests) requests of $prefix…, $errors socket errors, $non2xx non-2xx"
        return
    fi
    echo "wrk -t1 -c$phase_connections, stop after $count responses (time limit ${time_limit}s):"
    sed -n '/^Running/,/^Transfer/p' "$out" | sed 's/^/    /'
    echo "requests:    $(get requests) in $(get duration_s) s$([ "$(get requests)" -lt "$count" ] && echo " (TIME LIMIT reached before $count)")"
    echo "requests/s:  $(get rps)"
    echo "latency:     p50 $(get p50_ms) ms, p90 $(get p90_ms) ms, p99 $(get p99_ms) ms, p99.9 $(get p999_ms) ms, max $(get max_ms) ms (mean $(get mean_ms) ms)"
    echo "errors:      $errors socket errors (connect $(get connect), read $(get read), write $(get write), timeout $(get timeout)), $non2xx non-2xx responses"
    grep '^FIRST_BAD ' "$out" | sed 's/^FIRST_BAD /first non-2xx: /' || true
    awk -v c="$(( cpu1 - cpu0 ))" -v w="$(( t1 - t0 ))" -v hz="$(getconf CLK_TCK)" \
        -v n="$(get requests)" \
        'BEGIN { printf "server CPU:  %.2f s in %.2f s of wall time (%.0f %% of its core): %.0f requests per CPU second\n", c / hz, w / 1e9, 100 * c / hz / (w / 1e9), n / (c / hz) }'
    awk -v s="$(( cpu1 - cpu0 ))" -v k="$(( kids1 - kids0 ))" -v b="$(( busy1 - busy0 ))" \
        -v q="$(( soft1 - soft0 ))" -v w="$(( t1 - t0 ))" -v hz="$(getconf CLK_TCK)" \
        'BEGIN { o = b - s - k; if (o < 0) o = 0;
                 printf "wrk CPU:     %.2f s (%.0f %% of its core)\n", k / hz, 100 * k / hz / (w / 1e9);
                 printf "other work:  %.2f s of CPU by other processes during the phase (%.0f %% of a core; about 0 on an idle machine), softirq %.2f s\n", o / hz, 100 * o / hz / (w / 1e9), q / hz }'
    echo "memory:      RssAnon $(rss RssAnon) after the phase (RssFile $(rss RssFile): the mapped binary, not counted), peak resident VmHWM $(rss VmHWM) since the server started"
    summary[$name]="$(get rps) $(get p50_ms) $(get p99_ms) $(rss RssAnon | cut -d' ' -f1) $errors $non2xx $(get p90_ms) $(get max_ms) $(rss VmHWM | cut -d' ' -f1)"
    if [ "$perf" = 1 ]; then
        # (awk, not head: a closed pipe would stop the script under pipefail)
        echo "profile (perf -e cpu-clock; self time of the top functions):"
        { perf report -i "$tmp/perf-$name.data" --no-children --sort dso,symbol --percent-limit 0.7 \
            --stdio -g none 2>/dev/null || true; } \
            | sed -E 's/[[:space:]]+$//' | awk '/^ +[0-9.]+%/ && n++ < 30 { print "    " $0 }'
        echo "profile (time including callees, ≥ 5 %):"
        { perf report -i "$tmp/perf-$name.data" --children --sort symbol --percent-limit 5 \
            --stdio -g none 2>/dev/null || true; } \
            | sed -E 's/[[:space:]]+$//' | awk '/^ +[0-9.]+%/ && n++ < 40 { print "    " $0 }'
        if [ -n "${PERF_KEEP:-}" ]; then
            mkdir -p "$PERF_KEEP" && cp "$tmp/perf-$name.data" "$PERF_KEEP/" \
                && echo "perf data:   $PERF_KEEP/perf-$name.data"
        fi
    fi
}

if [ "$engine_only" != 1 ]; then
    echo
    echo "== API: GET /api/v1/position?pos=… ($api_requests requests)"
    run_phase api-warmup "/api/v1/position?pos=" "$warmup" 0
    run_phase api "/api/v1/position?pos=" "$api_requests" 1

    echo
    echo "== pages: GET /?pos=… ($page_requests requests)"
    run_phase page-warmup "/?pos=" "$warmup" 0
    run_phase page "/?pos=" "$page_requests" 1
fi

# The engine's moves, on a server that keeps no answer: each move is drawn anew.
[ -n "$server_pid" ] && stop_server
echo
echo "== server for the engine's moves"
start_server --kept-answers-mib 0
phase_file="$tmp/lines.txt"
phase_connections="$engine_connections"
for level in 11 10; do
    echo
    echo "== engine: GET /api/v1/engine-move?level=$level&seed=1&pos=LINE ($engine_requests requests over $engine_lines lines)"
    run_phase "engine$level-warmup" "/api/v1/engine-move?level=$level&seed=1&pos=" "$engine_warmup" 0
    run_phase "engine$level" "/api/v1/engine-move?level=$level&seed=1&pos=" "$engine_requests" 1
done

t_end=$(date +%s%N)
echo
echo "== summary"
verdict() { if awk "BEGIN { exit !($1) }"; then echo met; else echo MISSED; fi; }
if [ "$engine_only" != 1 ]; then
    read -r api_rps api_p50 api_p99 api_rss _ <<<"${summary[api]}"
    read -r page_rps page_p50 page_p99 page_rss _ <<<"${summary[page]}"
    printf '%-34s %12s %10s %10s %12s\n' "" "requests/s" "p50" "p99" "RssAnon"
    printf '%-34s %12s %7s ms %7s ms %8s MiB\n' "/api/v1/position" "$api_rps" "$api_p50" "$api_p99" "$api_rss"
    printf '%-34s %12s %7s ms %7s ms %8s MiB\n' "/ (explorer page)" "$page_rps" "$page_p50" "$page_p99" "$page_rss"
    echo "target: API ≥ 10,000 requests/s:   $(verdict "$api_rps >= 10000")"
    echo "target: API p99 ≤ 10 ms:            $(verdict "$api_p99 <= 10")"
    echo "target: pages ≥ 3,000 pages/s:      $(verdict "$page_rps >= 3000")"
    echo "target: RssAnon ≤ 100 MiB:          $(verdict "$api_rss <= 100 && $page_rss <= 100")"
fi
read -r e11_rps e11_p50 e11_p99 _ _ _ e11_p90 e11_max e11_hwm <<<"${summary[engine11]}"
read -r e10_rps e10_p50 e10_p99 _ _ _ e10_p90 e10_max e10_hwm <<<"${summary[engine10]}"
printf '%-34s %10s %10s %10s %10s %12s\n' "engine moves (one core, -c$engine_connections)" "p50" "p90" "p99" "max" "peak VmHWM"
printf '%-34s %7s ms %7s ms %7s ms %7s ms %8s MiB\n' "level 11" "$e11_p50" "$e11_p90" "$e11_p99" "$e11_max" "$e11_hwm"
printf '%-34s %7s ms %7s ms %7s ms %7s ms %8s MiB\n' "level 10" "$e10_p50" "$e10_p90" "$e10_p99" "$e10_max" "$e10_hwm"
echo "target: engine move level 11 p99 ≤ 50 ms: $(verdict "$e11_p99 <= 50")"
echo "errors: $([ "$failed" = 0 ] && echo "none (every response 2xx)" || echo "SOME: see above")"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) at the end"
awk -v ns="$(( t_end - t_start ))" 'BEGIN { printf "wall time: %.1f s (from the positions to the end of the last phase; the build not counted)\n", ns / 1e9 }'
exit "$failed"
