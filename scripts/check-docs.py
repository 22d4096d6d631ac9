#!/usr/bin/env python3
"""Every path that a tracked .md file names exists (run through scripts/check-docs.sh).

A path is taken as written from the repository's root or from the .md file's own folder; it
must exist one way or the other, inside the repository. Looked at:

* links and images, [text](target) and [name]: target (not URLs, mailto: or #anchors; an
  #anchor or ?query after a path is dropped);
* inline code outside code blocks, `like/this.rs`, when it is one word that reads as a path:
  its first part is a file or folder of the repository (or of the .md's folder), or it ends
  with a file extension the repository uses (a `file.rs:120` line number is dropped);
* words of fenced code blocks whose first part is a top-level file or folder of the
  repository (`scripts/e2e.sh`, `data/broadcast/*.gibo`): commands and their outputs;
* anything that reaches out of the repository: `../shared/…` is always an error.

A bare file name (`mod.rs`, no folder) is found when some tracked file has that name. A word
with a wildcard (*, ?) must match at least one file. A path that git ignores (`fuzz/work/`,
`target/…`) is a place the tools make: it counts as existing. Placeholders (<rules>, $VAR, ~,
{a,b}, TARGET, FILE, …) and absolute paths (/tmp/…, /api/v1/…) are not paths of the
repository and are skipped. Exit code 0 when every path exists, 1 otherwise (each missing one
listed as FILE:LINE: `PATH` …), 2 on bad usage.
"""

import fnmatch
import glob
import os
import re
import subprocess
import sys

EXTENSIONS = (
    ".md", ".rs", ".sh", ".py", ".toml", ".json", ".txt", ".gibo", ".svg", ".lua", ".ftl",
    ".js", ".css", ".lock", ".png", ".html", ".yml", ".yaml", ".tsv", ".csv",
)
# Characters that make a word a placeholder or a pattern of another kind, not a path.
PLACEHOLDER = re.compile(r"[<>$~{}|=…\\\"'`]|YYYY|\bN\b|\.\.\.")
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
FENCE = re.compile(r"^\s{0,3}(```+|~~~+)")
OUT_OF_REPO = re.compile(r"(?:\.\./)+shared\b")
LINE_NUMBER = re.compile(r":\d+(?:[-:]\d+)?$")
# Words the docs write in capitals for a value to fill in (fuzz/corpus/TARGET/, TABLE.puzzles.json).
PLACEHOLDER_WORDS = {"TARGET", "FILE", "TABLE", "DIR", "NAME", "PATH", "SHELL", "COMMAND", "N", "K"}


def main():
    if len(sys.argv) > 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = subprocess.run(
        ["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True
    ).stdout.strip()
    os.chdir(root)
    tracked = subprocess.run(
        ["git", "ls-files"], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    top = {t.split("/")[0] for t in tracked}
    names = {os.path.basename(t) for t in tracked}
    docs = [t for t in tracked if t.endswith(".md")]
    problems = []
    checked = 0
    for doc in docs:
        for line_no, path, why in paths_of(doc, top):
            checked += 1
            problem = why or missing(doc, path, names)
            if problem:
                problems.append(f"{doc}:{line_no}: `{path}` {problem}")
    for p in problems:
        print(p)
    print(
        f"check-docs: {len(docs)} .md files, {checked} paths named, "
        f"{len(problems)} missing or outside the repository"
    )
    return 1 if problems else 0


def paths_of(doc, top):
    """(line, path, error or None) for each path the .md file names."""
    folder = os.path.dirname(doc)
    fence = None
    with open(doc, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for n, line in enumerate(lines, 1):
        named = []
        for found in paths_of_line(line, folder, top, fence):
            if found == "fence":
                fence = None if fence is not None else FENCE.match(line).group(1)
                continue
            named.append(found)
            yield n, found, "reaches out of the repository" if OUT_OF_REPO.search(found) else None
        # `../shared/…` anywhere, also in words: unless a path above already names it.
        for m in OUT_OF_REPO.finditer(line):
            if not any(p.startswith(m.group(0)) for p in named):
                yield n, m.group(0), "reaches out of the repository"


def paths_of_line(line, folder, top, fence):
    """The paths one line names; "fence" for a line that opens or closes a code block."""
    opening = FENCE.match(line)
    if fence is not None:
        if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
            yield "fence"
            return
        for word in line.split():
            # A sentence's end may follow: "(docs/RULES.md)." names docs/RULES.md.
            word = word.strip("'\"`,;:()[]").rstrip(".").rstrip("'\"`,;:()[]")
            if "/" in word and word.split("/")[0] in top and plausible(word):
                yield word
        return
    if opening:
        yield "fence"
        return
    for m in LINK.finditer(line):
        target = link_target(m.group(1))
        if target:
            yield target
    m = REFERENCE.match(line)
    if m:
        target = link_target(m.group(1))
        if target:
            yield target
    for m in CODE_SPAN.finditer(line):
        word = m.group(2).strip()
        if " " in word or not plausible(word):
            continue
        word = LINE_NUMBER.sub("", word)
        first = word.split("/")[0]
        if ("/" in word and (first in top or first in (".", "..")
                             or os.path.exists(os.path.join(folder, first)))) \
                or word.endswith(EXTENSIONS):
            yield word


def link_target(target):
    """The path of a link's target, or None for a URL or an anchor."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("#"):
        return None
    target = target.split("#")[0].split("?")[0]
    return target or None


def plausible(word):
    """Whether a word can be a repository path (not a placeholder, URL or absolute path)."""
    if not word or word.startswith(("/", "-", "http")) or "://" in word:
        return False
    if PLACEHOLDER.search(word):
        return False
    if any(part.split(".")[0] in PLACEHOLDER_WORDS for part in word.split("/")):
        return False
    # An extension alone (`.gibo`) names a kind of file, not a file.
    if re.fullmatch(r"\.[A-Za-z0-9]+", word):
        return False
    # Position text (M2g/KPpk/G2m) and the like: every part a path must have is a name.
    return all(part for part in word.rstrip("/").split("/"))


def missing(doc, path, names):
    """Why `path` named in `doc` is not a file of the repository, or None when it is."""
    folder = os.path.dirname(doc)
    root = os.getcwd()
    if "/" not in path.rstrip("/") and not path.startswith("."):
        if path in names or any(fnmatch.fnmatch(n, path) for n in names):
            return None
    inside = False
    for base in ("", folder):
        full = os.path.normpath(os.path.join(root, base, path))
        if os.path.commonpath([root, full]) != root:
            continue
        inside = True
        if any(c in path for c in "*?["):
            if glob.glob(full):
                return None
        elif os.path.exists(full) or ignored(
            os.path.relpath(full, root) + ("/" if path.endswith("/") else "")
        ):
            return None
    if not inside:
        return "reaches out of the repository"
    where = f"from the repository's root or from {folder}/" if folder else "from the repository's root"
    return f"names nothing that exists ({where})"


def ignored(path):
    """Whether git ignores `path`: a place the tools make (target/, fuzz/work/)."""
    return subprocess.run(
        ["git", "check-ignore", "-q", "--no-index", path], capture_output=True
    ).returncode == 0


if __name__ == "__main__":
    sys.exit(main())
