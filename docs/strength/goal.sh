#!/usr/bin/env bash
# The goal match: the engine at full strength against Stockfish 15.1 at UCI_Elo 2500, 10s+0.1, the balanced
# openings in colour-swapped pairs, profile fide judging, fishtest's adjudication (as floor.sh), Stockfish
# with Move Overhead 100 (see strength.md, "Playing levels"), one game at a time pinned to one CPU.
# CHESSEUS may name a snapshot of the launcher; OUT names the log and PGN (default sf2500-distilled, the
# run of 2026-12-06 morning); FROM is the first opening's line in balanced-120.epd (default 1), so two
# halves can run at once, one per CPU. THREADS (default 1) is given to both engines as the UCI option Threads:
# with THREADS=2 run one game at a time on both CPUs (CPU 0,1), the side to move having the machine.
# Usage: [CHESSEUS=…] [OUT=name] [FROM=n] [THREADS=n] bash docs/strength/goal.sh GAMES [CPU]   (writes docs/strength/OUT.log, .pgn)
set -euo pipefail
cd "$(dirname "$0")/../.."
C=${CHESSEUS:-./chesseus}
out=docs/strength/${OUT:-sf2500-distilled}
openings=$(mktemp)
trap 'rm -f "$openings"' EXIT
tail -n +"${FROM:-1}" benchmarks/openings/balanced-120.epd > "$openings"
rm -f "$out.pgn"
taskset -c "${2:-1}" "$C" match --white engine --games "$1" --time 10s+0.1 \
   --option-white "Threads=${THREADS:-1}" --option-black "Threads=${THREADS:-1}" \
   --openings "$openings" --rules fide \
   --adjudicate-resign 1000,4 --adjudicate-draw 10,8,40 \
   --black /usr/games/stockfish --option-black UCI_LimitStrength=true --option-black UCI_Elo=2500 \
   --option-black "Move Overhead=100" --black-name "Stockfish 15.1 at 2500" \
   --pgn "$out.pgn" > "$out.log" 2>&1
