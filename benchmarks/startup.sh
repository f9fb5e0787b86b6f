#!/usr/bin/env bash
# Whole-process start-up of ./chesseus commands, each paired with `java -version` in the same round
# (A B A B), both pinned to one CPU, the median of the paired ratios over the rounds.
#   benchmarks/startup.sh [ROUNDS] [cold]
# With "cold" the page cache is dropped before every run (needs root); otherwise warm.
# Prints one line a command: median seconds of ours and of java -version, and the median ratio.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-8}
mode=${2:-warm}
cpu=${CHESSEUS_BENCH_CPU:-1}
fen='8/8/8/8/8/3k4/1q6/1K6 w - - 0 1'

./chesseus --version >/dev/null 2>&1 # builds and makes the class-data archive if needed

# shellcheck source=benchmarks/timing.sh
source benchmarks/timing.sh

uciok() {
  # grep reads to the end (no -q): an early exit would break the pipe under pipefail
  printf 'uci\nquit\n' | taskset -c "$cpu" ./chesseus uci | grep uciok >/dev/null
}

measure() {
  local name=$1
  shift
  local ours=() java=() ratios=()
  for ((r = 0; r < rounds; r++)); do
    local a b
    a=$(seconds "$@")
    b=$(seconds taskset -c "$cpu" java -version)
    ours+=("$a")
    java+=("$b")
    ratios+=("$(echo "scale=4; $a / $b" | bc)")
  done
  printf '%-22s ours %6.3f s  java -version %6.3f s  ratio %6.2f (median of %d paired rounds, %s)\n' "$name" \
    "$(printf '%s\n' "${ours[@]}" | median)" "$(printf '%s\n' "${java[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | median)" "$rounds" "$mode"
}

measure "--version" taskset -c "$cpu" ./chesseus --version
measure "analyze --fen" taskset -c "$cpu" ./chesseus analyze --fen "$fen"
measure "perft --depth 1" taskset -c "$cpu" ./chesseus perft --depth 1
measure "uci -> uciok" uciok
