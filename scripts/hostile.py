#!/usr/bin/env python3
"""Hostile clients for scripts/soak.sh: what one attacker can do to `sibi serve` without a botnet.

    scripts/hostile.py ATTACK [OPTIONS] HOST PORT      (--help after ATTACK for its options)

Each attack runs while scripts/soak.sh's well-behaved client (wrk, scripts/polite.lua) runs,
prints one line `HOSTILE <attack> key=value …` with its figures, a line `FAIL: …` per bound it
breaks, and exits 1 when one is broken (2 on bad arguments, 3 when it could not connect at all).
With --pid the server's CPU time over the attack (utime + stime, /proc/PID/stat) is printed.
--source sets the attacker's address (default 127.0.0.1; soak.sh gives the attacks on the
main server 127.0.0.3, so that a limit per client address does not count the well-behaved
client, 127.0.0.1, with them).

  classic         for SECONDS at once: 500 idle connections (reopened when closed), 200
                  slowloris ones (a header line a second, never the end), 4 POSTs in flight of
                  the worst record (RECORD_PLIES plies, the last illegal: the correction search
                  runs too) and 24 answers of 2,000-ply records left unread.
                  Bound: the worst-case POSTs get 200 or 503, nothing else.
  query_flood     4 connections sending 64,000-byte query strings of distinct names (a&b&…&aa&ab&…)
                  to /healthz and to /, one request a connection, for SECONDS.
                  Bound: every answer 414, never a 5xx.
  stalled_upload  COUNT (300; 1,000 for the big mode) connections posting, half to
                  POST /api/v1/annotate (text) and half to POST /games/annotate (multipart),
                  `Content-Length: 1048000`, sending 1,040,000 bytes and then stalling, held
                  for SECONDS. Bounds: the server's resident memory (VmRSS polled, and VmHWM)
                  under 250 MiB with 300 of them; answers 503, 408 or 413 only.
  two_xff         (a server run with --rate-limit 5 --rate-burst 5 --trusted-proxy 127.0.0.1)
                  20 requests, each with two X-Forwarded-For lines, the first changing
                  (198.51.100.N), the second the same (203.0.113.7).
                  Bound: at least 10 of them get 429, none a 5xx.
  conn_hog        (a server run with --max-connections CAP) one client, 127.0.0.1, holding
                  CAP + 50 connections (reopened when closed) while 30 new clients from
                  127.0.0.2 each open a connection and GET /healthz.
                  Bound: at least 28 of the 30 new clients get 200.
  unread_hold     COUNT (100; 200 for the big mode) connections with a 2,048-byte receive
                  buffer posting 2,000-ply records and never reading the answer, left open
                  (paced, 8 answers awaited at most, so that few are refused 503 "busy"; a
                  refused post is tried again, 3 x COUNT posts at most, for 10 s at most).
                  Measures the kernel's TCP memory (/proc/net/sockstat, pages of 4 KiB, both
                  loopback ends) before, at its peak and until it is back (polled for
                  IDLE_SECONDS + 5 s). Bounds: the rise under 50 MiB; back within 5 MiB of the
                  baseline within IDLE_SECONDS + 5 s. (sockstat counts the whole network
                  namespace: the bytes queued on the server's port, /proc/net/tcp, are printed
                  beside it as queued_peak_mib.)

Every loop is bounded in time (and the connections in number); loopback addresses only.
Needs only Python 3's standard library.
"""
import argparse
import asyncio
import collections
import os
import resource
import socket
import sys
import time

# The bounds (docs/reliability.md, "Soak test").
RSS_BOUND_MIB = 250
TCP_RISE_BOUND_MIB = 50
TCP_BACK_SLACK_MIB = 5
XFF_MIN_429 = 10
HOG_MIN_SERVED = 28

PAGE = 4096
MIB = 1 << 20
failures = []


def fail(message):
    failures.append(message)


def raise_fd_limit():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def cpu_seconds(pid):
    """The server's CPU time so far (utime + stime), or None without a pid."""
    if not pid:
        return None
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def status_kib(pid, key):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def tcp_mem_pages():
    with open("/proc/net/sockstat") as f:
        for line in f:
            if line.startswith("TCP:"):
                words = line.split()
                return int(words[words.index("mem") + 1])
    return 0


def queued_bytes(port):
    """The bytes queued in the sockets of PORT's connections, both ends (/proc/net/tcp's
    tx_queue + rx_queue): the share of the kernel's TCP memory that is this server's, which
    /proc/net/sockstat (the whole network namespace's) cannot tell apart."""
    total = 0
    with open("/proc/net/tcp") as f:
        next(f)
        for line in f:
            words = line.split()
            ports = {int(words[1].rsplit(":", 1)[1], 16), int(words[2].rsplit(":", 1)[1], 16)}
            if port in ports:
                tx, rx = words[4].split(":")
                total += int(tx, 16) + int(rx, 16)
    return total


def counts(counter):
    return ",".join("%s:%d" % kv for kv in sorted(counter.items())) or "-"


def record(plies, illegal, pieces):
    """A record of a legal walk of PLIES plies (plus an illegal last move when ILLEGAL)."""
    # The 王 of a walks A1-B1 and back, d's D3-C3: legal forever; A1A3 is not a move.
    walk = ["A1B1", "D3C3", "B1A1", "C3D3"]
    head = (
        "format: sibi-record 2\nposition: K3/4/3k %s a\nplayer-a: x\nplayer-d: y\nfirst: a\n\n"
        % pieces
    )
    body = "".join(walk[k % 4] + "\n" for k in range(plies))
    return head + body + ("A1A3\n" if illegal else "")


def post(text):
    data = text.encode()
    return (
        b"POST /api/v1/annotate HTTP/1.1\r\nHost: soak\r\nContent-Type: text/plain\r\n"
        + b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(data)
        + data
    )


def connect(a):
    """A connection to the server from the attacker's address (--source)."""
    return asyncio.open_connection(a.host, a.port, local_addr=(a.source, 0))


async def status_of(reader, seconds):
    """The status of the answer on READER ("none" when closed first, "timeout")."""
    try:
        line = await asyncio.wait_for(reader.readline(), seconds)
    except asyncio.TimeoutError:
        return "timeout"
    except OSError:
        return "reset"
    parts = line.split()
    return parts[1].decode() if len(parts) > 1 else "none"


# --- classic: idle, slowloris, worst-case and unread-answer clients ----------------------------

IDLE, SLOW, WORST, UNREAD = 500, 200, 4, 24


async def classic(a):
    loop = asyncio.get_running_loop()
    end = loop.time() + a.seconds
    opened = collections.Counter()
    statuses = collections.Counter()
    worst = post(record(a.plies - 1, True, a.pieces))
    # A 2,000-ply record, the most the default limit takes: the largest answer.
    unread = post(record(2_000, False, a.pieces))

    async def hold(kind, first, trickle):
        while loop.time() < end:
            try:
                reader, writer = await connect(a)
            except OSError:
                await asyncio.sleep(0.5)
                continue
            opened[kind] += 1
            try:
                if first:
                    writer.write(first)
                while loop.time() < end:
                    if trickle:
                        writer.write(trickle)
                        await writer.drain()
                    # Closed by the server: reopen.
                    try:
                        got = await asyncio.wait_for(reader.read(1 if kind == "unread" else 4096), 1.0)
                    except asyncio.TimeoutError:
                        continue
                    if not got:
                        break
                    if kind == "unread":
                        # Read nothing more: the answer stays unread until the server gives up.
                        await asyncio.sleep(max(0.0, end - loop.time()))
            except OSError:
                pass
            finally:
                writer.close()

    async def worst_case():
        while loop.time() < end:
            try:
                reader, writer = await connect(a)
                writer.write(worst)
                await writer.drain()
                statuses[await status_of(reader, 30)] += 1
                await asyncio.wait_for(reader.read(), 30)
                writer.close()
            except (OSError, asyncio.TimeoutError):
                statuses["error"] += 1
                await asyncio.sleep(0.2)

    tasks = [hold("idle", None, None) for _ in range(IDLE)]
    tasks += [hold("slow", b"GET / HTTP/1.1\r\nHost: soak\r\n", b"X-Slow: 1\r\n") for _ in range(SLOW)]
    tasks += [hold("unread", unread, None) for _ in range(UNREAD)]
    tasks += [worst_case() for _ in range(WORST)]
    await asyncio.gather(*tasks)
    if not opened:
        return None
    for status, n in statuses.items():
        if status not in ("200", "503"):
            fail("classic: a worst-case POST got %s (%d times)" % (status, n))
    return "idle_opened=%d slow_opened=%d unread_opened=%d worst_answers=%d worst_status=%s" % (
        opened["idle"],
        opened["slow"],
        opened["unread"],
        sum(statuses.values()),
        counts(statuses),
    )


# --- query_flood: 64,000-byte query strings of distinct names ----------------------------------------

# 64,000 bytes: under the 65,534 bytes of a URI past which hyper answers 414 itself, unparsed.
QUERY_BYTES = 64_000
FLOODERS = 4


def distinct_names(size):
    """`a&b&…&z&aa&ab&…`, at least SIZE bytes: every name different."""
    names, n = [], 0
    total = 0
    while total + 4 < size:
        k, name = n, ""
        while True:
            name = chr(ord("a") + k % 26) + name
            k = k // 26 - 1
            if k < 0:
                break
        names.append(name)
        total += len(name) + 1
        n += 1
    return "&".join(names)


async def query_flood(a):
    loop = asyncio.get_running_loop()
    end = loop.time() + a.seconds
    query = distinct_names(QUERY_BYTES).encode()
    requests = [
        b"GET %s?%s HTTP/1.1\r\nHost: soak\r\nConnection: close\r\n\r\n" % (path, query)
        for path in (b"/healthz", b"/")
    ]
    statuses = collections.Counter()
    sent = 0

    async def flooder(k):
        nonlocal sent
        while loop.time() < end:
            try:
                reader, writer = await connect(a)
            except OSError:
                statuses["connect-error"] += 1
                await asyncio.sleep(0.2)
                continue
            try:
                writer.write(requests[(k + sent) % 2])
                sent += 1
                statuses[await status_of(reader, 10)] += 1
            finally:
                writer.close()

    cpu0 = cpu_seconds(a.pid)
    await asyncio.gather(*(flooder(k) for k in range(FLOODERS)))
    cpu = cpu_seconds(a.pid)
    answered = statuses["414"]
    for status, n in statuses.items():
        if status.startswith("5"):
            fail("query_flood: %d answers %s (a 5xx)" % (n, status))
    if not answered:
        fail("query_flood: no 414 among %d requests (%s)" % (sent, counts(statuses)))
    figures = "sent=%d query_bytes=%d status=%s" % (sent, len(query), counts(statuses))
    if cpu0 is not None:
        figures += " cpu_s=%.1f cpu_ms_per_request=%.0f" % (cpu - cpu0, 1000 * (cpu - cpu0) / max(sent, 1))
    return figures


# --- stalled_upload: 1 MB declared, 1,040,000 bytes sent, then nothing --------------------------

DECLARED = 1_048_000
SENT = 1_040_000
CHUNK = 64 * 1024


def upload_head(k):
    if k % 2 == 0:
        return (
            b"POST /api/v1/annotate HTTP/1.1\r\nHost: soak\r\nContent-Type: text/plain\r\n"
            + b"Content-Length: %d\r\n\r\n" % DECLARED
        )
    part = b"--soakboundary\r\nContent-Disposition: form-data; name=\"record\"\r\n\r\n"
    head = (
        b"POST /games/annotate HTTP/1.1\r\nHost: soak\r\n"
        + b"Content-Type: multipart/form-data; boundary=soakboundary\r\nContent-Length: %d\r\n\r\n" % DECLARED
    )
    return head + part


async def stalled_upload(a):
    loop = asyncio.get_running_loop()
    end = loop.time() + a.seconds
    statuses = collections.Counter()
    sent_bytes = 0
    opened = 0
    rss_peak = 0
    filler = b"A1B1\n" * (CHUNK // 5)

    async def uploader(k):
        nonlocal sent_bytes, opened
        try:
            reader, writer = await connect(a)
        except OSError:
            statuses["connect-error"] += 1
            return
        opened += 1
        answer = asyncio.ensure_future(status_of(reader, max(0.1, end - loop.time())))
        try:
            head = upload_head(k)
            writer.write(head)
            left = SENT - len(head)
            while left > 0 and not answer.done() and loop.time() < end:
                piece = filler[: min(left, len(filler))]
                writer.write(piece)
                try:
                    await asyncio.wait_for(writer.drain(), max(0.05, end - loop.time()))
                except asyncio.TimeoutError:
                    break
                sent_bytes += len(piece)
                left -= len(piece)
        except OSError:
            pass
        # Stalled: wait for an answer until the end.
        status = await answer
        statuses["pending" if status == "timeout" else status] += 1
        writer.close()

    async def watch():
        nonlocal rss_peak
        while loop.time() < end:
            rss_peak = max(rss_peak, status_kib(a.pid, "VmRSS"))
            await asyncio.sleep(0.1)

    cpu0 = cpu_seconds(a.pid)
    await asyncio.gather(watch(), *(uploader(k) for k in range(a.count)))
    cpu = cpu_seconds(a.pid)
    hwm = status_kib(a.pid, "VmHWM")
    if rss_peak >= RSS_BOUND_MIB * 1024 or hwm >= RSS_BOUND_MIB * 1024:
        fail(
            "stalled_upload: the server's memory reached VmRSS %.0f MiB / VmHWM %.0f MiB, bound %d MiB"
            % (rss_peak / 1024, hwm / 1024, RSS_BOUND_MIB)
        )
    for status, n in statuses.items():
        if status[:1].isdigit() and status not in ("503", "408", "413"):
            fail("stalled_upload: %d answers %s (only 503, 408 and 413 are acceptable)" % (n, status))
    return "connections=%d opened=%d sent_mib=%.0f status=%s rss_peak_mib=%.0f hwm_mib=%.0f cpu_s=%.1f" % (
        a.count,
        opened,
        sent_bytes / MIB,
        counts(statuses),
        rss_peak / 1024,
        hwm / 1024,
        (cpu - cpu0),
    )


# --- two_xff: a rate limit dodged with a second X-Forwarded-For line -----------------------------

XFF_REQUESTS = 20


async def two_xff(a):
    statuses = collections.Counter()
    for n in range(XFF_REQUESTS):
        try:
            reader, writer = await connect(a)
        except OSError:
            statuses["connect-error"] += 1
            continue
        writer.write(
            b"GET /static/style.css HTTP/1.1\r\nHost: soak\r\nX-Forwarded-For: 198.51.100.%d\r\n"
            b"X-Forwarded-For: 203.0.113.7\r\nConnection: close\r\n\r\n" % (n + 1)
        )
        statuses[await status_of(reader, 2)] += 1
        writer.close()
    limited = statuses["429"]
    if limited < XFF_MIN_429:
        fail("two_xff: %d of %d requests got 429, at least %d must" % (limited, XFF_REQUESTS, XFF_MIN_429))
    for status, n in statuses.items():
        if status.startswith("5"):
            fail("two_xff: %d answers %s (a 5xx)" % (n, status))
    return "requests=%d status=%s limited=%d" % (XFF_REQUESTS, counts(statuses), limited)


# --- conn_hog: one address holding more connections than the cap --------------------------------

NEW_CLIENTS = 30
NEWCOMER = "127.0.0.2"
NEWCOMER_SECONDS = 10  # for all 30 (each waits 2 s at most)


def fresh_get(host, port, source):
    """One GET /healthz on a new connection from SOURCE: its status (or what went wrong)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(2)
    try:
        s.bind((source, 0))
        s.connect((host, port))
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: soak\r\nConnection: close\r\n\r\n")
        line = s.makefile("rb").readline()
        parts = line.split()
        return parts[1].decode() if len(parts) > 1 else "none"
    except socket.timeout:
        return "timeout"
    except OSError:
        return "reset"
    finally:
        s.close()


async def conn_hog(a):
    loop = asyncio.get_running_loop()
    end = loop.time() + a.seconds
    want = a.cap + 50
    held = 0
    opened = 0
    refused = collections.Counter()

    async def hog():
        nonlocal held, opened
        while loop.time() < end:
            try:
                reader, writer = await connect(a)
            except OSError:
                await asyncio.sleep(0.5)
                continue
            opened += 1
            held += 1
            try:
                got = await asyncio.wait_for(reader.read(64), max(0.05, end - loop.time()))
                if got:
                    refused[got.split()[1].decode() if len(got.split()) > 1 else "none"] += 1
            except (asyncio.TimeoutError, OSError):
                pass
            finally:
                held -= 1
                writer.close()
            # Closed by the server: reopen after a pause.
            await asyncio.sleep(0.5)

    hogs = [asyncio.ensure_future(hog()) for _ in range(want)]
    # The hog first takes its place (bounded wait), then the newcomers come.
    for _ in range(50):
        if opened >= want or loop.time() >= end:
            break
        await asyncio.sleep(0.1)
    held_at_start = held
    served = collections.Counter()
    newcomers_end = loop.time() + NEWCOMER_SECONDS
    for _ in range(NEW_CLIENTS):
        if loop.time() >= newcomers_end:
            served["not-tried"] += 1
            continue
        served[await loop.run_in_executor(None, fresh_get, a.host, a.port, NEWCOMER)] += 1
    held_after = held
    await asyncio.gather(*hogs)
    ok = served["200"]
    if ok < HOG_MIN_SERVED:
        fail(
            "conn_hog: %d of %d new clients from %s got 200, at least %d must"
            % (ok, NEW_CLIENTS, NEWCOMER, HOG_MIN_SERVED)
        )
    return (
        "cap=%d hog_wanted=%d hog_opened=%d hog_held=%d/%d hog_refused=%s new_clients=%d"
        " served=%d new_status=%s"
    ) % (
        a.cap,
        want,
        opened,
        held_at_start,
        held_after,
        counts(refused),
        NEW_CLIENTS,
        ok,
        counts(served),
    )


# --- unread_hold: answers left unread behind a tiny receive window ------------------------------

RCVBUF = 2048
# Posts whose answer has not begun, at most: under the server's heavy-work places (2 running and
# 8 waiting by default), so the attacker is not refused 503 "busy" but answered in full.
IN_FLIGHT = 8
SEND_SECONDS = 10


def peek_status(s):
    """The status of the answer waiting on S, read with MSG_PEEK (the window stays shut), or
    None when nothing has come yet."""
    try:
        got = s.recv(12, socket.MSG_PEEK | socket.MSG_DONTWAIT)
    except BlockingIOError:
        return None
    except OSError:
        return "reset"
    return got.split()[1].decode() if len(got.split()) > 1 else "closed"


async def unread_hold(a):
    loop = asyncio.get_running_loop()
    body = post(record(2_000, False, a.pieces))
    baseline = tcp_mem_pages()
    socks, pending = [], []
    refused = collections.Counter()
    attempts = 0
    send_end = loop.time() + SEND_SECONDS
    # Paced like a patient attacker: a new post when one of those in flight is answered, the
    # refused ones (503) tried again, at most 3 x COUNT posts in all.
    while len(socks) + len(pending) < a.count and attempts < 3 * a.count and loop.time() < send_end:
        while len(pending) < IN_FLIGHT and len(socks) + len(pending) < a.count and attempts < 3 * a.count:
            attempts += 1
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RCVBUF)
            s.setblocking(False)
            try:
                s.bind((a.source, 0))
                await asyncio.wait_for(loop.sock_connect(s, (a.host, a.port)), 5)
                await asyncio.wait_for(loop.sock_sendall(s, body), 5)
            except (OSError, asyncio.TimeoutError):
                refused["connect-error"] += 1
                s.close()
                continue
            pending.append(s)
        await asyncio.sleep(0.02)
        for s in list(pending):
            status = peek_status(s)
            if status is None:
                continue
            pending.remove(s)
            if status == "200":
                socks.append(s)
            else:
                refused[status] += 1
                s.close()
    socks += pending
    if not socks and not refused:
        return None
    # The clients have stopped: they hold their connections and read nothing. Watch the kernel's
    # TCP memory rise and (for the fixed server) fall back, for at most idle + 5 s.
    stopped = loop.time()
    deadline = stopped + a.idle_seconds + 5
    peak, now = baseline, baseline
    queued_peak = 0
    back_after = None
    while loop.time() < deadline:
        now = tcp_mem_pages()
        peak = max(peak, now)
        queued_peak = max(queued_peak, queued_bytes(a.port))
        settled = loop.time() - stopped > 1.0
        if settled and now * PAGE <= baseline * PAGE + TCP_BACK_SLACK_MIB * MIB:
            back_after = loop.time() - stopped
            break
        await asyncio.sleep(0.2)
    # What the held connections got, seen without reading.
    statuses = collections.Counter()
    for s in socks:
        statuses[peek_status(s) or "nothing"] += 1
        s.close()
    rise = (peak - baseline) * PAGE / MIB
    if rise >= TCP_RISE_BOUND_MIB:
        fail(
            "unread_hold: the kernel's TCP memory rose by %.0f MiB, bound %d MiB"
            % (rise, TCP_RISE_BOUND_MIB)
        )
    if back_after is None:
        fail(
            "unread_hold: the kernel's TCP memory was still %.0f MiB above its baseline"
            " after %.0f s (idle + 5 s), bound %d MiB"
            % ((now - baseline) * PAGE / MIB, a.idle_seconds + 5, TCP_BACK_SLACK_MIB)
        )
    return (
        "connections=%d posts=%d refused=%s held=%d baseline_mib=%.1f peak_mib=%.1f"
        " rise_mib=%.1f end_mib=%.1f back_s=%s queued_peak_mib=%.1f held_status=%s"
    ) % (
        a.count,
        attempts,
        counts(refused),
        len(socks),
        baseline * PAGE / MIB,
        peak * PAGE / MIB,
        rise,
        now * PAGE / MIB,
        "%.1f" % back_after if back_after is not None else "never",
        queued_peak / MIB,
        counts(statuses),
    )


ATTACKS = {
    "classic": classic,
    "query_flood": query_flood,
    "stalled_upload": stalled_upload,
    "two_xff": two_xff,
    "conn_hog": conn_hog,
    "unread_hold": unread_hold,
}


def arguments():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="attack", required=True)
    for name in ATTACKS:
        s = sub.add_parser(name)
        s.add_argument("host")
        s.add_argument("port", type=int)
        s.add_argument("--pid", type=int, help="the server's process id (for its CPU time and memory)")
        s.add_argument(
            "--source",
            default="127.0.0.1",
            help="the attacker's address (a loopback one: 127.0.0.0/8 all reaches the server)",
        )
        if name in ("classic", "query_flood", "stalled_upload", "conn_hog"):
            s.add_argument("--seconds", type=float, default=10.0)
        if name in ("classic", "unread_hold"):
            s.add_argument("--pieces", default="GGMP", help="the served table's piece set")
        if name == "classic":
            s.add_argument("--plies", type=int, default=2000, help="the server's --max-record-plies")
        if name in ("stalled_upload", "unread_hold"):
            s.add_argument("--count", type=int, default=300 if name == "stalled_upload" else 100)
        if name == "conn_hog":
            s.add_argument("--cap", type=int, default=400, help="the server's --max-connections")
        if name == "unread_hold":
            s.add_argument("--idle-seconds", type=float, default=10.0, help="the server's --idle-seconds")
    a = p.parse_args()
    if a.attack == "stalled_upload" and not a.pid:
        p.error("stalled_upload needs --pid (the server's memory is its measure)")
    return a


def main():
    a = arguments()
    raise_fd_limit()
    cpu0 = cpu_seconds(a.pid)
    figures = asyncio.run(ATTACKS[a.attack](a))
    if figures is None:
        print("error: could not connect to %s:%d" % (a.host, a.port), file=sys.stderr)
        sys.exit(3)
    if a.pid and " cpu_s=" not in figures:
        figures += " cpu_s=%.1f" % (cpu_seconds(a.pid) - cpu0)
    print("HOSTILE %s %s" % (a.attack, figures))
    for message in failures:
        print("FAIL: %s" % message)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
