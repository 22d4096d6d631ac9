-- wrk script of scripts/soak.sh's hostile phase: the well-behaved client, cycling through
-- valid GETs (a position's API answer and page, the style sheet, /healthz). Argument: the
-- piece set ("GGMP" or "full"). Prints `POLITE responses=… p50_ms=… p99_ms=… max_ms=…
-- non2xx=… errors=…`.
local paths = {}
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    local set = args[1] == "full" and "GGMMPP" or (args[1] or "GGMP")
    local pos = "K3%2F4%2F3k+" .. set .. "+a"
    paths = {
        "/api/v1/position?pos=" .. pos,
        "/?pos=" .. pos,
        "/api/v1/mainline?pos=" .. pos,
        "/static/style.css",
        "/healthz",
    }
    cursor = 0
    non2xx = 0
end

function request()
    cursor = cursor % #paths + 1
    return wrk.format("GET", paths[cursor])
end

function response(status, headers, body)
    if status < 200 or status >= 300 then non2xx = non2xx + 1 end
end

function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format(
        "POLITE responses=%d p50_ms=%.3f p99_ms=%.3f max_ms=%.3f non2xx=%d errors=%d\n",
        summary.requests, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        latency.max / 1000, threads[1]:get("non2xx"),
        e.connect + e.read + e.write + e.timeout))
end
