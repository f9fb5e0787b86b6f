#!/usr/bin/env bash
# The real-games corpus of the benchmarks (issue 14): engine games at mixed strengths played to their
# end under the fide book (no adjudication: mate, dead position, 75 moves, fivefold, and the claims
# `match` makes for the engines), from the 120 balanced openings, fixed-node so that a run takes
# minutes. Stockfish's Skill Level draws its mistakes at random, so a new run gives other games: the
# corpus is kept in the repository (engine-games.pgn.gz) and this script says how it was made.
# Needs Stockfish 15.1 (/usr/games/stockfish). Run from anywhere; writes beside this script.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=benchmarks/corpus/engine-games.pgn
rm -f "$out" "$out.gz"
# The launcher must not be rebuilt while the series run (a jar replaced mid-run ends a match).
OP=benchmarks/openings/balanced-120.epd
SF=/usr/games/stockfish
# One series: games, nodes a move, White's and Black's Stockfish skill levels (0-20; "engine" is ours).
run() {
  local games=$1 nodes=$2 args=()
  for side in white black; do
    local skill=$3; shift
    if [ "$skill" = engine ]; then
      args+=(--"$side" engine)
    else
      args+=(--"$side" "$SF" --option-"$side" Threads=1 --option-"$side" Hash=16 --option-"$side" "Skill Level=$skill")
    fi
  done
  ./chesseus match --games "$games" --nodes "$nodes" --openings "$OP" --concurrency 2 --pgn "$out" "${args[@]}" \
      > /dev/null
}
run 80 2000 0 4
run 80 4000 2 8
run 80 8000 6 12
run 80 8000 engine 5
run 80 20000 20 20
gzip -9 "$out"
echo "$(zcat "$out.gz" | grep -c '^\[Event') games in $out.gz"
