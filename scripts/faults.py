#!/usr/bin/env python3
"""Fault injection for sibi (docs/reliability.md, "Fault injection"); run through scripts/faults.sh.

    faults.py SIBI [--short] [--seed N]

On the 십이장기 table of kings, two 將, a 相 and a 子 (GGMP, generated in about half a second):

1. kill: `sibi generate` killed with SIGKILL at 20 moments (5 with --short) drawn from the seed
   (printed) over its running time: the target path never holds a partial table (it is missing
   or byte-identical to a clean run's), and the next generate succeeds, byte-identical.
2. full disk: a 512 KiB tmpfs as the table folder (the table is 945 KiB): a clear error, exit
   code 1, nothing left in the folder. Skipped with a message when mount is not permitted.
3. live table: a `sibi serve` and a `sibi probe --json` batch on the table while it is
   (a) replaced by rename with another file: the processes keep the old file open, every
   answer stays right;
   (b) truncated in place to 4 KiB, then (c) rewritten in place with other bytes: the
   requests whose block is not in the cache get an error (500 from the server, an error line
   from probe), none gets a wrong value, both processes stay alive; once the good file is
   copied back in place, every answer is right again.
   Each batch is 2,000 positions drawn from the seed (with some that are not legal: their
   answer is the same error every time).

Exit code 0 when every check holds, 1 otherwise (each failed check is printed).
"""

import filecmp
import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

PIECES = "GGMP"
RULES = "twelve-janggi"
failures = []


def check(ok, what):
    print(("  ok    " if ok else "  FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)


def generate(sibi, out, **kw):
    return subprocess.run(
        [sibi, "--rules", RULES, "--pieces", PIECES, "generate", "--output", out],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )


def leftovers(folder, name):
    return sorted(f for f in os.listdir(folder) if f != name)


def kill_test(sibi, work, ref, rng, rounds):
    print(f"== 1. SIGKILL during generate, {rounds} times")
    t0 = time.monotonic()
    generate(sibi, os.path.join(work, "timing.sibi"))
    span = time.monotonic() - t0
    os.remove(os.path.join(work, "timing.sibi"))
    folder = os.path.join(work, "kill")
    os.mkdir(folder)
    target = os.path.join(folder, f"{RULES}-{PIECES}.sibi")
    delays = [rng.uniform(0, span * 1.1) for _ in range(rounds)]
    print(f"  a clean generate takes {span:.3f} s; kill times (s): "
          + " ".join(f"{d:.3f}" for d in delays))
    outcomes = {"none": 0, "whole": 0}
    for i, delay in enumerate(delays):
        if os.path.exists(target):
            os.remove(target)
        p = subprocess.Popen(
            [sibi, "--rules", RULES, "--pieces", PIECES, "generate", "--output", target],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait()
        if not os.path.exists(target):
            outcomes["none"] += 1
            state = "no table"
        elif filecmp.cmp(target, ref, shallow=False):
            outcomes["whole"] += 1
            state = "the whole table"
        else:
            state = "A PARTIAL OR DIFFERENT TABLE"
        left = leftovers(folder, os.path.basename(target))
        check(state != "A PARTIAL OR DIFFERENT TABLE",
              f"kill {i + 1} at {delay:.3f} s (exit {p.returncode}): {state} at the target"
              + (f"; left: {', '.join(left)}" if left else ""))
        r = generate(sibi, target)
        same = r.returncode == 0 and filecmp.cmp(target, ref, shallow=False)
        note = " (said: interrupted, removed the .tmp)" if "interrupted" in r.stderr else ""
        check(same, f"the next generate exits {r.returncode} and is byte-identical{note}")
        check(leftovers(folder, os.path.basename(target)) == [],
              "nothing but the table left after it")
    print(f"  {outcomes['none']} kills left no table, {outcomes['whole']} the whole one, "
          f"none a partial one")


def full_disk_test(sibi, work):
    print("== 2. full disk: a 512 KiB tmpfs as the table folder")
    folder = os.path.join(work, "full")
    os.mkdir(folder)
    m = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", folder],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if m.returncode != 0:
        print(f"  skipped: cannot mount a tmpfs here ({m.stdout.strip() or 'not permitted'}); "
              "run as root (cli/tests/bad_input.rs checks the same with a file-size limit)")
        return
    try:
        target = os.path.join(folder, f"{RULES}-{PIECES}.sibi")
        r = generate(sibi, target)
        msg = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""
        print(f"  exit {r.returncode}: {msg}")
        check(r.returncode == 1, "exit code 1 (an I/O failure)")
        check("No space left on device" in msg and target in msg,
              "the error names the file and says the disk is full")
        check(os.listdir(folder) == [], f"nothing left in the folder ({os.listdir(folder)})")
    finally:
        subprocess.run(["umount", folder])


def positions(rng, n):
    """Position texts of GGMP drawn at random: two kings, then each of G G M P on the board
    (either player's, P sometimes promoted to H) or in a hand; a few are not legal."""
    out = []
    for _ in range(n):
        board = [None] * 12  # rank-major: rank 1 A..D, rank 2, rank 3
        squares = rng.sample(range(12), 2)
        board[squares[0]], board[squares[1]] = "K", "k"
        hands = {"a": "", "d": ""}
        for piece in "GGMP":
            owner = rng.choice("ad")
            if rng.random() < 0.6:
                empty = [i for i in range(12) if board[i] is None]
                sq = rng.choice(empty)
                p = piece
                if p == "P" and rng.random() < 0.3:
                    p = "H"
                board[sq] = p if owner == "a" else p.lower()
            else:
                hands[owner] += piece if owner == "a" else piece.lower()
        ranks = []
        for r in range(3):
            s, run = "", 0
            for f in range(4):
                c = board[r * 4 + f]
                if c is None:
                    run += 1
                else:
                    s += (str(run) if run else "") + c
                    run = 0
            ranks.append(s + (str(run) if run else ""))
        hand = hands["a"] + hands["d"] or "-"
        out.append(f"{'/'.join(ranks)} {hand} {rng.choice('ad')}")
    return out


class Server:
    def __init__(self, sibi, table):
        self.p = subprocess.Popen(
            [sibi, "serve", "--tablebase", table, "--no-generate", "--bind", "127.0.0.1:0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.p.stdout.readline()  # sibi serve: http://127.0.0.1:PORT/ (…)
        url = urllib.parse.urlparse(line.split()[2])
        self.conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
        self.asked = 0

    def ask(self, pos):
        # Each request its own address (`n=`, which the API ignores): the server keeps the
        # answers it sent, and an answer kept from before the file changed would hide what the
        # file gives now.
        self.asked += 1
        self.conn.request("GET", "/api/v1/position?pos=" + urllib.parse.quote(pos)
                          + f"&n={self.asked}")
        r = self.conn.getresponse()
        body = json.loads(r.read())
        if r.status == 200:
            return ("value", json.dumps(body["value"]))
        return (f"error {r.status}", body.get("error", ""))

    def alive(self):
        return self.p.poll() is None

    def stop(self):
        self.p.send_signal(signal.SIGTERM)
        self.p.wait()


class Probe:
    def __init__(self, sibi, table):
        self.p = subprocess.Popen(
            [sibi, "probe", "--tablebase", table, "--json"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, bufsize=1)

    def ask(self, pos):
        self.p.stdin.write(pos + "\n")
        self.p.stdin.flush()
        body = json.loads(self.p.stdout.readline())
        if "error" in body:
            return ("error", body["error"])
        return ("value", json.dumps(body["value"]))

    def alive(self):
        return self.p.poll() is None

    def stop(self):
        self.p.stdin.close()
        self.p.wait()


def batch(procs, batch_positions, expected):
    """Asks every position of each process; per process (right, error, wrong) counts."""
    counts = {}
    for name, proc in procs.items():
        right = errors = wrong = 0
        for pos in batch_positions:
            got = proc.ask(pos)
            want = expected[name][pos]
            if got == want:
                right += 1
            elif got[0].startswith("error") and want[0] == "value":
                errors += 1
            else:
                wrong += 1
                if wrong <= 3:
                    print(f"    {name}: {pos}: {got} instead of {want}")
        counts[name] = (right, errors, wrong)
    return counts


def live_test(sibi, work, ref, rng, n):
    print(f"== 3. the table changed under a running sibi serve and sibi probe ({n} positions "
          "per batch)")
    folder = os.path.join(work, "live")
    os.mkdir(folder)
    table = os.path.join(folder, f"{RULES}-{PIECES}.sibi")
    other = os.path.join(work, f"{RULES}-GMP.sibi")
    subprocess.run([sibi, "--pieces", "GMP", "generate", "--output", other],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    shutil.copyfile(ref, table)
    batch_positions = positions(rng, n)
    procs = {"serve": Server(sibi, table), "probe": Probe(sibi, table)}
    expected = {name: {pos: p.ask(pos) for pos in batch_positions} for name, p in procs.items()}
    legal = sum(1 for v in expected["probe"].values() if v[0] == "value")
    print(f"  {legal} of the {n} positions are legal (the others get the same error each time)")
    check(all(expected["serve"][p][0] == "value" for p in batch_positions
              if expected["probe"][p][0] == "value"),
          "the server and probe agree on which positions have a value")

    def run(label, want_errors):
        c = batch(procs, batch_positions, expected)
        for name, (right, errors, wrong) in c.items():
            print(f"  {label}: {name}: {right} right, {errors} errors, {wrong} wrong")
            check(wrong == 0, f"{label}: {name}: no wrong value")
            if want_errors is True:
                check(errors > 0, f"{label}: {name}: errors for the requests it breaks")
            elif want_errors is False:
                check(errors == 0, f"{label}: {name}: every answer right")
            check(procs[name].alive(), f"{label}: {name} is alive")

    # (a) replaced by rename: another table (GMP) moved over the path.
    moved = os.path.join(folder, "incoming.sibi")
    shutil.copyfile(other, moved)
    os.rename(moved, table)
    run("(a) replaced by rename", False)
    # (b) and (c) act on the file the processes hold: restart them on a good copy first.
    for p in procs.values():
        p.stop()
    shutil.copyfile(ref, table)
    procs.update({"serve": Server(sibi, table), "probe": Probe(sibi, table)})
    run("good file, restarted", False)
    os.truncate(table, 4096)
    run("(b) truncated in place to 4 KiB", True)
    shutil.copyfile(ref, table)  # in place: same inode, the good bytes
    run("(b) the good file copied back in place", False)
    with open(table, "r+b") as f:  # (c) rewritten in place: the other table's bytes
        with open(other, "rb") as g:
            f.write(g.read())
    run("(c) rewritten in place with another table's bytes", True)
    shutil.copyfile(ref, table)
    run("(c) the good file copied back in place", False)
    for p in procs.values():
        p.stop()


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    sibi = os.path.abspath(args.pop(0))
    short = "--short" in args
    seed = None
    if "--seed" in args:
        seed = int(args[args.index("--seed") + 1])
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 32)
    print(f"faults: seed {seed} (rerun with --seed {seed}){', short' if short else ''}")
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="sibi-faults-") as work:
        ref = os.path.join(work, "reference.sibi")
        r = generate(sibi, ref)
        if r.returncode != 0:
            print(r.stderr)
            return 1
        kill_test(sibi, work, ref, rng, 5 if short else 20)
        full_disk_test(sibi, work)
        live_test(sibi, work, ref, rng, 500 if short else 2000)
    if failures:
        print(f"faults: {len(failures)} checks failed:")
        for f in failures:
            print(f"  {f}")
        return 1
    print("faults: every check holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
