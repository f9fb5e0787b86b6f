#!/usr/bin/env bash
# The positions of the real-games corpus (issue 14): engine-positions.txt.gz (every position of every
# game of engine-games.pgn.gz, unique by identity, FIDE 9.2.3) and engine-flagged.txt.gz (the last 20
# positions of each game, unique likewise: where games lost on time are lost). One FEN a line, full
# six fields (the clocks of the first occurrence). Deterministic; see EnginePositions.java and
# README.md. Needs Java 17 and a built launcher/target/lib (./chesseus builds it). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f launcher/target/lib/chesseus-api-0.1.0-SNAPSHOT.jar ] || ./chesseus profiles > /dev/null
java -p launcher/target/lib --add-modules ALL-MODULE-PATH benchmarks/corpus/EnginePositions.java \
    benchmarks/corpus/engine-games.pgn.gz benchmarks/corpus/engine-positions.txt.gz \
    benchmarks/corpus/engine-flagged.txt.gz
