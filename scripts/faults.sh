#!/usr/bin/env bash
# Fault injection (docs/reliability.md, "Fault injection"): SIGKILL during `sibi generate`, a full disk, and the
# table replaced, truncated or rewritten under a running `sibi serve` and `sibi probe`; on the
# GGMP table (half a second to generate). The checks are in scripts/faults.py.
#
#   scripts/faults.sh [--short] [--seed N]
#
# --short: 5 kills instead of 20, batches of 500 positions instead of 2,000 (CI). The seed
# (drawn afresh unless given) is printed first; the same seed gives the same kill moments and
# positions. The full-disk check mounts a tmpfs, so it needs root; it is skipped, with a
# message, where mount is not permitted. Needs python3. Builds `sibi` in release mode first.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p sibi-cli
exec python3 scripts/faults.py "${CARGO_TARGET_DIR:-target}/release/sibi" "$@"
