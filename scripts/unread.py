#!/usr/bin/env python3
"""Unread answers against `sibi serve` on loopback, and the kernel memory they hold.

    scripts/unread.py HOST PORT N SECONDS PIECES [close|keep] [PLIES]

N connections, each with a 2 KB receive buffer, post a record of PLIES plies (default 2,000,
the most `--max-record-plies` takes: a 600 KB answer on the GGMP table) to POST
/api/v1/annotate, with `Connection: close` or kept alive, and never read the answer. For
SECONDS it samples the kernel's TCP memory (/proc/net/sockstat, `TCP: ... mem N` in pages: both
loopback ends, and whatever else the host does) and the memory of this port's own sockets
(`ss -tm`: receive, send queue and forward-allocated bytes, orphans included), then prints the
rise over the baseline, when every answer had started arriving (peeked, not read), when the
server had reset each connection (POLLERR), and when the memory was back to its baseline.
Needs Python 3's standard library and `ss`. The figures of docs/reliability.md came from

    sibi --pieces GGMP generate --output /tmp/ggmp.sibi
    sibi serve --tablebase /tmp/ggmp.sibi --no-generate --bind 127.0.0.1:0 \
        --idle-seconds 3 --heavy-queue 256 --heavy-seconds 60
    scripts/unread.py 127.0.0.1 PORT 200 30 GGMP
"""
import os
import re
import select
import socket
import sys
import time

PAGE = os.sysconf("SC_PAGE_SIZE")


def tcp_mem():
    for line in open("/proc/net/sockstat"):
        if line.startswith("TCP:"):
            f = line.split()
            return int(f[f.index("mem") + 1]) * PAGE
    raise SystemExit("no TCP line")


def ss_mem(port):
    """The memory the sockets of `port` (both ends, orphans included) hold, from `ss -tmn`:
    receive (r), send queue (w) and forward-allocated (f) bytes."""
    import subprocess
    out = subprocess.run(
        ["ss", "-tmnH", "( sport = :%d or dport = :%d )" % (port, port)],
        capture_output=True, text=True,
    ).stdout
    total = 0
    for m in re.finditer(r"skmem:\(r(\d+),rb\d+,t\d+,tb\d+,f(\d+),w(\d+)", out):
        total += int(m.group(1)) + int(m.group(2)) + int(m.group(3))
    return total


def record(plies, pieces):
    walk = ["A1B1", "D3C3", "B1A1", "C3D3"]
    head = (
        "format: sibi-record 2\nposition: K3/4/3k %s a\nplayer-a: x\nplayer-d: y\nfirst: a\n\n"
        % pieces
    )
    return head + "".join(walk[k % 4] + "\n" for k in range(plies))


def main():
    host, port, n, seconds, pieces = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
    conn = sys.argv[6] if len(sys.argv) > 6 else "close"
    plies = int(sys.argv[7]) if len(sys.argv) > 7 else 2_000
    data = record(plies, pieces).encode()
    req = (
        b"POST /api/v1/annotate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
        + b"Content-Length: %d\r\n" % len(data)
        + (b"Connection: close\r\n" if conn == "close" else b"")
        + b"\r\n"
        + data
    )
    MiB = 1 << 20
    base = tcp_mem()
    socks = []
    t0 = time.monotonic()
    for _ in range(n):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
        s.connect((host, port))
        s.sendall(req)
        socks.append(s)
    sent = time.monotonic() - t0
    poller = select.poll()
    fd_of = {}
    for s in socks:
        poller.register(s, select.POLLERR | select.POLLHUP | select.POLLRDHUP)
        fd_of[s.fileno()] = s
    started, closed = {}, {}
    peak, peak_at, back_at = base, 0.0, None
    samples = []
    own_peak = 0
    while True:
        now = time.monotonic() - t0
        if now > seconds:
            break
        for s in socks:
            if s.fileno() in started:
                continue
            try:
                if s.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT):
                    started[s.fileno()] = now
            except BlockingIOError:
                pass
            except OSError:
                started[s.fileno()] = now
        for fd, ev in poller.poll(0):
            if fd not in closed:
                closed[fd] = (now, ev)
        m = tcp_mem()
        own = ss_mem(port)
        own_peak = max(own_peak, own)
        samples.append((now, m, own))
        if m > peak:
            peak, peak_at = m, now
        # Back: the sockets of this trial hold no more than the clients' 2 KB receive queues
        # and the host's TCP memory is within 2 MiB of its baseline (other processes move it).
        if back_at is None and len(started) == n and m - base < 2 * MiB and own < n * 8192:
            back_at = now
        time.sleep(0.25)
    last_start = max(started.values()) if started else None
    resets = sum(1 for (_, ev) in closed.values() if ev & select.POLLERR)
    print(
        f"n={n} conn={conn} baseline={base / MiB:.1f} MiB peak=+{(peak - base) / MiB:.1f} MiB at {peak_at:.1f} s; "
        f"posted in {sent:.1f} s; answers started {len(started)}/{n}, last at "
        f"{last_start if last_start is None else round(last_start, 1)} s; closed by server {len(closed)}/{n} "
        f"(resets {resets}), last at {max((t for t, _ in closed.values()), default=None)} s; "
        f"back to baseline at {back_at if back_at is None else round(back_at, 1)} s; "
        f"at the end +{(samples[-1][1] - base) / MiB:.1f} MiB; "
        f"the port's own sockets (ss): peak {own_peak / MiB:.1f} MiB, at the end {samples[-1][2] / MiB:.1f} MiB"
    )
    for t, m, own in samples[:: max(1, len(samples) // 30)]:
        print(f"  {t:5.1f} s  sockstat +{(m - base) / MiB:7.1f} MiB  port's sockets {own / MiB:7.1f} MiB")
    for s in socks:
        s.close()


main()
