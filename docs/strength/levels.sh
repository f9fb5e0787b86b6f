#!/usr/bin/env bash
# Calibration of the engine's playing levels (UCI_LimitStrength, UCI_Elo) against Stockfish 15.1's own
# UCI_Elo ladder: our level L against Stockfish at L (Stockfish's lowest is 1350: our levels below it
# play Stockfish at 1350, and are judged against the score the Elo formula expects). Stockfish gets a
# Move Overhead of 100 ms: with its default (10 ms) it lost games on time whenever the machine was busy,
# which measures the machine, not the level.
# Usage: bash docs/strength/levels.sh LEVEL GAMES [CPU]   (writes docs/strength/levels/LEVEL.log, .pgn)
# CHESSEUS may name a snapshot of the launcher (so the engine does not rebuild while the tree changes),
# OUT another folder for the log and PGN, ENGINE_ELO the UCI_Elo our engine is given instead of LEVEL
# (to try a knob that the table in use gives to another rating before the table is changed; the files
# are then named LEVEL-at-ENGINE_ELO). FROM (default 1) is the first opening's line in balanced-120.epd, so
# two halves can run at once, one per CPU, each with its own OUT folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
level=$1; games=$2; cpu=${3:-1}
sf=$(( level < 1350 ? 1350 : level ))
mine=${ENGINE_ELO:-$level}
out=${OUT:-docs/strength/levels}/$level
if [ "$mine" != "$level" ]; then out=$out-at-$mine; fi
mkdir -p "$(dirname "$out")"
rm -f "$out.pgn"
openings=$(mktemp)
trap 'rm -f "$openings"' EXIT
tail -n +"${FROM:-1}" benchmarks/openings/balanced-120.epd > "$openings"
taskset -c "$cpu" "${CHESSEUS:-./chesseus}" match --white engine --option-white UCI_LimitStrength=true \
    --option-white UCI_Elo="$mine" --white-name "Chesseus at $mine" \
    --black /usr/games/stockfish --option-black UCI_LimitStrength=true --option-black UCI_Elo="$sf" \
    --option-black "Move Overhead=100" \
    --black-name "Stockfish 15.1 at $sf" \
    --games "$games" --time 10s+0.1 --openings "$openings" --concurrency 1 \
    --pgn "$out.pgn" > "$out.log" 2>&1
tail -4 "$out.log"
