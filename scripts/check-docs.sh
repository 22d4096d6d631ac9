#!/usr/bin/env bash
# Docs stay true: every path a tracked .md file names exists (scripts/check-docs.py says which
# paths it reads), and the API documentation builds without a warning. CI runs it
# (.ci/run); about a minute, most of it rustdoc.
#
# Usage: scripts/check-docs.sh [--paths-only]
#   --paths-only   only the paths of the .md files (a second, no build)
set -euo pipefail

cd "$(dirname "$0")/.."
case "${1:-}" in
    '') paths_only="" ;;
    --paths-only) paths_only=1 ;;
    *) echo "check-docs.sh: unknown argument '$1' (usage: scripts/check-docs.sh [--paths-only])" >&2; exit 2 ;;
esac

echo "== paths named in the .md files"
python3 scripts/check-docs.py
[ -n "$paths_only" ] && exit 0

echo "== cargo doc --no-deps --workspace, warnings as errors"
RUSTDOCFLAGS="${RUSTDOCFLAGS:-} -D warnings" cargo doc --no-deps --workspace --quiet
echo "docs: passed"
