-- wrk script of scripts/soak.sh (one wrk thread): a seeded mix of valid, malformed and hostile
-- requests to `sibi serve`, cycled; stops after a count of responses. Arguments: seed, count,
-- piece set ("GGMP" or "full"), a record file for POST /api/v1/annotate.
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

local function encode(s)
    s = s:gsub("[^%w%-%._~ ]", function(c) return string.format("%%%02X", c:byte()) end)
    return (s:gsub(" ", "+"))
end

-- A position text drawn at random: two kings, then each piece of the set on the board (either
-- player's, a 子 sometimes promoted) or in a hand; some are not legal (the server says why).
local function position(set)
    local board = {}
    local function empty()
        local free = {}
        for i = 1, 12 do if not board[i] then free[#free + 1] = i end end
        return free[math.random(#free)]
    end
    board[empty()] = "K"
    board[empty()] = "k"
    local hands = { a = "", d = "" }
    for piece in set:gmatch(".") do
        local owner = math.random(2) == 1 and "a" or "d"
        local p = piece
        if p == "P" and math.random(3) == 1 then p = "H" end
        if owner == "d" then p = p:lower() end
        if math.random(10) <= 6 then
            board[empty()] = p
        else
            hands[owner] = hands[owner] .. (owner == "a" and piece or piece:lower())
        end
    end
    local ranks = {}
    for r = 0, 2 do
        local s, run = "", 0
        for f = 1, 4 do
            local c = board[r * 4 + f]
            if c then
                s = s .. (run > 0 and tostring(run) or "") .. c
                run = 0
            else
                run = run + 1
            end
        end
        ranks[#ranks + 1] = s .. (run > 0 and tostring(run) or "")
    end
    local hand = hands.a .. hands.d
    if hand == "" then hand = "-" end
    return table.concat(ranks, "/") .. " " .. hand .. " " .. (math.random(2) == 1 and "a" or "d")
end

local function junk(n)
    local t = {}
    for i = 1, n do t[i] = string.char(math.random(0, 255)) end
    return table.concat(t)
end

function init(args)
    local seed, count, set, record_file = tonumber(args[1]), tonumber(args[2]), args[3], args[4]
    if set == "full" then set = "GGMMPP" end
    math.randomseed(seed)
    local f = io.open(record_file, "rb")
    local record = f:read("*a")
    f:close()
    local huge = string.rep("| 1 | 相 A1 → B2 | 子 C2 → B2 |\n", 40000) -- 1.5 MiB, over the 1 MiB cap
    reqs, kinds = {}, {}
    local function add(kind, method, path, headers, body)
        reqs[#reqs + 1] = wrk.format(method, path, headers, body)
        kinds[#reqs] = kind
    end
    for i = 1, 4000 do
        local r = math.random(1000)
        local pos = position(set)
        if r <= 250 then
            add("valid", "GET", "/api/v1/position?pos=" .. encode(pos) .. (r % 2 == 0 and "&line=1" or ""))
        elseif r <= 400 then
            add("valid", "GET", "/?pos=" .. encode(pos) .. (r % 3 == 0 and "&lang=ko&flip=1" or ""))
        elseif r <= 450 then
            add("valid", "GET", "/api/v1/mainline?pos=" .. encode(pos))
        elseif r <= 480 then
            add("valid", "GET", "/edit?pos=" .. encode(pos))
        elseif r <= 500 then
            add("valid", "GET", ({ "/", "/games", "/games/annotate", "/static/style.css", "/static/app.js" })[math.random(5)])
        elseif r <= 600 then -- malformed position text: cut, a character changed, junk
            local bad = pos:sub(1, math.random(#pos))
            local k = math.random(#pos)
            local changed = pos:sub(1, k - 1) .. string.char(math.random(33, 126)) .. pos:sub(k + 1)
            add("malformed", "GET", "/api/v1/position?pos=" .. encode(({ bad, changed, junk(20) })[math.random(3)]))
        elseif r <= 650 then -- over-long: a 5,000-byte position (400) and a 9,000-byte query (414)
            add("over-long", "GET", "/api/v1/position?pos=" .. string.rep("K", 5000))
            add("over-long", "GET", "/?pos=" .. string.rep("%41", 3000))
        elseif r <= 750 then -- control characters and invalid UTF-8, encoded and raw
            add("control", "GET", "/api/v1/position?pos=" .. encode(pos:sub(1, 5) .. "\0\27[31m\r\n" .. pos:sub(6)))
            add("control", "GET", "/?pos=%FF%FE%C0%AF" .. encode(pos))
            add("control", "GET", "/api/v1/position?pos=\255\254" .. encode(pos))
            add("control", "GET", "/edit?pos=" .. encode(junk(64)))
        elseif r <= 850 then -- path traversal
            add("traversal", "GET", ({ "/static/../../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd",
                "/games/..%2F..%2Fetc%2Fpasswd", "/games/....//....//etc/passwd", "/..%5c..%5cetc%5cpasswd",
                "/games/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/static/style.css/../../../etc/passwd",
                "/games/annotate?file=/etc/passwd", "/api/v1/../../etc/passwd" })[math.random(9)])
        elseif r <= 990 then -- records posted: a real one, cut, junk
            local body = ({ record, record:sub(1, math.random(#record)), junk(math.random(2000)) })[math.random(3)]
            add("record", "POST", "/api/v1/annotate", { ["Content-Type"] = "text/plain" }, body)
        else -- a huge body (1.5 MiB; 413)
            add("huge", "POST", "/api/v1/annotate", { ["Content-Type"] = "text/plain" }, huge)
        end
    end
    cursor = 0
    share = count
    responses, s5xx, s4xx, s2xx, busy, leaks = 0, 0, 0, 0, 0, 0
    first_bad = ""
end

local ffi = require("ffi")
ffi.cdef("int getpid(void); int kill(int pid, int sig);")
stopped = false

function request()
    cursor = cursor + 1
    if cursor > #reqs then cursor = 1 end
    return reqs[cursor]
end

function response(status, headers, body)
    responses = responses + 1
    if status == 503 then
        -- "busy, try again": the annotation queue was full (sibi serve --heavy-queue), an
        -- answer the server owes under load, not a fault.
        busy = busy + 1
    elseif status >= 500 then
        s5xx = s5xx + 1
        if first_bad == "" then first_bad = status .. " " .. string.sub(body or "", 1, 200) end
    elseif status >= 400 then
        s4xx = s4xx + 1
    elseif status >= 200 and status < 300 then
        s2xx = s2xx + 1
    end
    if body and body:find("root:x:0:0", 1, true) then leaks = leaks + 1 end
    if responses >= share and not stopped then
        stopped = true
        wrk.thread:stop()
        ffi.C.kill(ffi.C.getpid(), 2)
    end
end

function done(summary, latency, requests)
    local t = threads[1]
    local e = summary.errors
    io.write(string.format(
        "RESULT responses=%d duration_s=%.3f rps=%.0f p99_ms=%.3f max_ms=%.3f 2xx=%d 4xx=%d 503=%d 5xx=%d leaks=%d " ..
        "connect=%d read=%d write=%d timeout=%d\n",
        summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
        latency:percentile(99) / 1000, latency.max / 1000,
        t:get("s2xx"), t:get("s4xx"), t:get("busy"), t:get("s5xx"), t:get("leaks"),
        e.connect, e.read, e.write, e.timeout))
    local bad = t:get("first_bad") or ""
    if bad ~= "" then io.write("FIRST_5XX " .. bad:gsub("\n", " ") .. "\n") end
end
