#!/usr/bin/env bash
# Does Lazy SMP pay on this 2-core machine? The same build with Threads 2 against Threads 1, one game at a
# time on both cores (the side to move has the machine; neither ponders), 5s+0.05, the balanced openings
# in colour-swapped pairs, profile fide judging, fishtest's adjudication, an SPRT for [0, 15] Elo.
# Usage: CHESSEUS=<snapshot launcher> bash docs/strength/threads.sh [GAMES]
cd "$(dirname "$0")/../.."
C=${CHESSEUS:-./chesseus}
rm -f docs/strength/sprt-threads.pgn
taskset -c 0,1 "$C" match --white "$C uci" --option-white Threads=2 --white-name "threads 2" \
    --black "$C uci" --option-black Threads=1 --black-name "threads 1" \
    --games "${1:-400}" --tc 5+0.05 --openings benchmarks/openings/balanced-120.epd --rules fide \
    --adjudicate-resign 1000,4 --adjudicate-draw 10,8,40 --sprt 0,15,0.05,0.05 --concurrency 1 \
    --pgn docs/strength/sprt-threads.pgn > docs/strength/sprt-threads.log 2>&1
