#!/usr/bin/env bash
# bench search next to Stockfish's bench, interleaved (A B A B) on one CPU, ROUNDS rounds (default 8):
# one line per round (our JSON total, Stockfish's nodes/s), then the median of the paired ratios.
# Usage: C=<launcher> ROUNDS=8 CPU=1 bash docs/strength/benchpair.sh
set -euo pipefail
C=${C:-./chesseus}
cpu=${CPU:-1}
ratios=()
for r in $(seq 1 "${ROUNDS:-8}"); do
  ours=$(taskset -c "$cpu" "$C" bench search --warmup 8 --json | tail -1)
  sf=$(taskset -c "$cpu" /usr/games/stockfish bench 16 1 13 2>&1 | grep "Nodes/second" | awk '{print $NF}')
  nps=$(sed -E 's/.*"nps":([0-9]+).*/\1/' <<< "$ours")
  ratios+=("$(awk -v a="$nps" -v b="$sf" 'BEGIN { printf "%.3f", a / b }')")
  echo "$r $ours $sf ${ratios[-1]}"
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END {
  m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
  printf "median paired ratio %.3f (min %.3f, max %.3f)\n", m, v[1], v[NR] }'
