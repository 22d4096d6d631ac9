#!/usr/bin/env bash
# Runs the tablebase-format fuzz harness (tablebase-format/tests/fuzz.rs) for a while.
#
#   scripts/fuzz-tbformat.sh [SECONDS] [SEED]
#
# SECONDS defaults to 600; SEED defaults to a fresh one, printed first so that a failure can be
# reproduced (the failure message names the iteration: rerun it with SIBI_FUZZ_ONLY).
set -euo pipefail
seconds="${1:-600}"
seed="${2:-$(printf '0x%x' "$(( (RANDOM << 30) ^ (RANDOM << 15) ^ RANDOM ^ $(date +%s) ))")}"
echo "fuzzing sibi-tbformat for ${seconds}s with SIBI_FUZZ_SEED=${seed}"
cd "$(dirname "$0")/.."
SIBI_FUZZ_SECONDS="$seconds" SIBI_FUZZ_SEED="$seed" \
    cargo test -p sibi-tbformat --release --test fuzz -- --nocapture
