#!/usr/bin/env bash
# The whole process a user runs: `./chesseus analyze --input FILE` against CHA 2 over the same
# positions, wall time, both pinned to one CPU, interleaved (A B A B), median of the paired ratios.
#   benchmarks/whole-process.sh CHA_BINARY FILE [ROUNDS] [cold] [flagged]
# FILE: one FEN a line, plain or .gz. With "flagged" both ask the 6.9 question for the side to move
# (ours --side flagged, CHA 2 a bare FEN, its one-sided default); otherwise both sides (CHA 2 gets
# each FEN twice, "white" and "black"). With "cold" the page cache is dropped before every run
# (needs root). CHA 2 is built outside the project (../shared/peers/cha/README.md; GPL-3).
set -euo pipefail
cd "$(dirname "$0")/.."

cha=$1
file=$2
rounds=${3:-3}
mode=${4:-warm}
side=${5:-both}
cpu=${CHESSEUS_BENCH_CPU:-1}
if [ ! -x "$cha" ]; then
  echo "whole-process: '$cha' is no executable file (build CHA 2: ../shared/peers/cha/README.md)" >&2
  exit 2
fi
if [ ! -r "$file" ]; then
  echo "whole-process: cannot read the positions file '$file'" >&2
  exit 2
fi

./chesseus --version >/dev/null 2>&1 # builds and makes the class-data archive if needed
queries=$(mktemp)
trap 'rm -f "$queries"' EXIT
if [[ "$file" == *.gz ]]; then reader=(zcat "$file"); else reader=(cat "$file"); fi
if [ "$side" = flagged ]; then
  "${reader[@]}" | awk 'NF >= 4 && $1 !~ /^#/ { print $1, $2, $3, $4 }' >"$queries"
  ours=(./chesseus analyze --input "$file" --side flagged)
else
  "${reader[@]}" | awk 'NF >= 4 && $1 !~ /^#/ { print $1, $2, $3, $4, "white"; print $1, $2, $3, $4, "black" }' >"$queries"
  ours=(./chesseus analyze --input "$file")
fi

# shellcheck source=benchmarks/timing.sh
source benchmarks/timing.sh

peer() {
  taskset -c "$cpu" "$cha" <"$queries"
}

ratios=()
for ((r = 1; r <= rounds; r++)); do
  a=$(seconds taskset -c "$cpu" "${ours[@]}")
  b=$(seconds peer)
  ratio=$(echo "scale=3; $a / $b" | bc)
  ratios+=("$ratio")
  echo "round $r: ours ${a} s, CHA 2 ${b} s, ratio ${ratio}"
done
median=$(printf '%s\n' "${ratios[@]}" | median)
echo "median ratio (ours / CHA 2, $mode, $side): $median"
