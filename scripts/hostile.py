#!/usr/bin/env python3
"""Hostile clients for scripts/soak.sh: what one attacker can do to `sibi serve` without a botnet.

    scripts/hostile.py HOST PORT SECONDS RECORD_PLIES PIECES

For SECONDS it keeps up, at once:
  - IDLE (500) connections that send nothing (reopened when the server closes them);
  - SLOW (200) slowloris connections sending a header line every second, never the end;
  - WORST (4) POSTs in flight of the worst record: RECORD_PLIES plies (the server's
    --max-record-plies) whose last move is illegal, so the correction search runs too (the
    records are of the piece set PIECES, the served table's: its pieces wait in a's hand);
  - UNREAD (24) POSTs of a 2,000-ply record whose answers are never read (reopened when closed).
At the end it prints one line: `HOSTILE idle_opened=… slow_opened=… worst_answers=… worst_status=…
unread_opened=…` (the statuses the worst-case POSTs got, with counts). Exit 0 unless it could not
connect at all. Needs only Python 3's standard library.
"""
import asyncio
import collections
import resource
import sys

IDLE, SLOW, WORST, UNREAD = 500, 200, 4, 24


def record(plies, illegal, pieces):
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


async def main(host, port, seconds, plies, pieces):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    counts = collections.Counter()
    statuses = collections.Counter()
    worst = post(record(plies - 1, True, pieces))
    # A 2,000-ply record, the most the default limit takes: the largest answer.
    unread = post(record(2_000, False, pieces))

    async def hold(kind, first, trickle):
        while loop.time() < end:
            try:
                reader, writer = await asyncio.open_connection(host, port)
            except OSError:
                await asyncio.sleep(0.5)
                continue
            counts[kind] += 1
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
                reader, writer = await asyncio.open_connection(host, port)
                writer.write(worst)
                await writer.drain()
                line = await asyncio.wait_for(reader.readline(), 30)
                parts = line.split()
                statuses[parts[1].decode() if len(parts) > 1 else "none"] += 1
                await reader.read()
                writer.close()
            except (OSError, asyncio.TimeoutError):
                statuses["error"] += 1
                await asyncio.sleep(0.2)

    tasks = [hold("idle", None, None) for _ in range(IDLE)]
    tasks += [hold("slow", b"GET / HTTP/1.1\r\nHost: soak\r\n", b"X-Slow: 1\r\n") for _ in range(SLOW)]
    tasks += [hold("unread", unread, None) for _ in range(UNREAD)]
    tasks += [worst_case() for _ in range(WORST)]
    await asyncio.gather(*tasks)
    if not counts:
        print("error: could not connect", file=sys.stderr)
        sys.exit(1)
    print(
        "HOSTILE idle_opened=%d slow_opened=%d unread_opened=%d worst_answers=%d worst_status=%s"
        % (
            counts["idle"],
            counts["slow"],
            counts["unread"],
            sum(statuses.values()),
            ",".join("%s:%d" % kv for kv in sorted(statuses.items())),
        )
    )


if __name__ == "__main__":
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    asyncio.run(
        main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    )
