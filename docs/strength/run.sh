#!/usr/bin/env bash
# Strength matches for issue 7: our engine against Stockfish (UCI_Elo 1500/2000/2500) and Debian engines, 10s+0.1.
cd "$(dirname "$0")/../.."
OP=benchmarks/openings/balanced-120.epd
run() { name=$1; games=$2; shift 2
  echo "=== $name start $(date +%T)" >> docs/strength/summary.txt
  ./chesseus match --white engine --games $games --time 10s+0.1 --openings $OP --concurrency 2 \
     --pgn docs/strength/$name.pgn "$@" > docs/strength/$name.log 2>&1
  tail -4 docs/strength/$name.log >> docs/strength/summary.txt
  echo "=== $name end $(date +%T)" >> docs/strength/summary.txt
}
SF="--black /usr/games/stockfish --option-black UCI_LimitStrength=true"
run sf1500 20 $SF --option-black UCI_Elo=1500
run sf2000 40 $SF --option-black UCI_Elo=2000
run sf2500 40 $SF --option-black UCI_Elo=2500
run glaurung 30 --black /usr/games/glaurung --option-black Threads=1
run toga2 10 --black /usr/games/toga2
run ethereal 10 --black /usr/games/ethereal-chess
echo ALLDONE >> docs/strength/summary.txt
