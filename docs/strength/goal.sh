#!/usr/bin/env bash
# The goal match: the engine at full strength against Stockfish 15.1 at UCI_Elo 2500, 10s+0.1, the balanced
# openings in colour-swapped pairs from the first, profile fide judging, fishtest's adjudication (as
# floor.sh), Stockfish with Move Overhead 100 (see strength.md, "Playing levels"), one game at a time
# pinned to one CPU. CHESSEUS may name a snapshot of the launcher.
# Usage: bash docs/strength/goal.sh GAMES [CPU]   (writes docs/strength/sf2500-distilled.log, .pgn)
set -euo pipefail
cd "$(dirname "$0")/../.."
C=${CHESSEUS:-./chesseus}
out=docs/strength/sf2500-distilled
rm -f "$out.pgn"
taskset -c "${2:-1}" "$C" match --white engine --games "$1" --time 10s+0.1 \
   --openings benchmarks/openings/balanced-120.epd --rules fide \
   --adjudicate-resign 1000,4 --adjudicate-draw 10,8,40 \
   --black /usr/games/stockfish --option-black UCI_LimitStrength=true --option-black UCI_Elo=2500 \
   --option-black "Move Overhead=100" --black-name "Stockfish 15.1 at 2500" \
   --pgn "$out.pgn" > "$out.log" 2>&1
