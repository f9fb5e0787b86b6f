#!/usr/bin/env bash
# After the evaluation changed (distilled weights), how far has each playing level moved? The new
# build at UCI_Elo L against the build the level table was calibrated with, also at L, 10s+0.1, the
# balanced openings in colour-swapped pairs. Both engines search to their level's node budget, so
# the score measures the evaluation's change at that budget; a level that scores s moved by
# 400·log10(s/(1−s)) Elo, and its point in Level's table moves the knob back by as much.
# Usage: NEW=<launcher of the new build> OLD=<launcher of the calibrated build> shift.sh CPU GAMES LEVEL...
set -euo pipefail
cd "$(dirname "$0")/../../.."
cpu=$1; games=$2; shift 2
for level in "$@"; do
  out=docs/strength/levels/shift/$level
  rm -f "$out.pgn"
  taskset -c "$cpu" "$NEW" match --white engine --option-white UCI_LimitStrength=true \
      --option-white UCI_Elo="$level" --white-name "distilled at $level" \
      --black "$OLD uci" --option-black UCI_LimitStrength=true --option-black UCI_Elo="$level" \
      --black-name "calibrated at $level" \
      --games "$games" --time 10s+0.1 --openings benchmarks/openings/balanced-120.epd --concurrency 1 \
      --pgn "$out.pgn" > "$out.log" 2>&1
done
