#!/usr/bin/env bash
# The floor matches: the engine against Glaurung 2.2 and Toga II at 10s+0.1, 200 games each (100 balanced
# openings, colours swapped), profile fide judging, resign/draw adjudication as in fishtest. One core per
# match (taskset), both matches at once on this 2-core machine. CHESSEUS may name a snapshot of the
# launcher so that the engine under test does not rebuild while the tree changes.
cd "$(dirname "$0")/../.."
C=${CHESSEUS:-./chesseus}
OP=benchmarks/openings/balanced-120.epd
ADJ="--adjudicate-resign 1000,4 --adjudicate-draw 10,8,40"
run() { core=$1; name=$2; shift 2
  taskset -c "$core" "$C" match --white engine --games 200 --time 10s+0.1 --openings $OP --rules fide $ADJ \
     --pgn docs/strength/$name.pgn "$@" > docs/strength/$name.log 2>&1
}
run 0 glaurung-200 --black /usr/games/glaurung --option-black Threads=1 &
run 1 toga2-200 --black /usr/games/toga2 &
wait
