#!/usr/bin/env bash
# adjudicate on an archive next to pgn-extract (Debian's, which parses and checks every move)
# reading the same file in the same rounds (A B C, A B C, ...):
#   benchmarks/archive.sh FILE.pgn.zst [ROUNDS] [PROFILE]
#   A  zstd -dc FILE | pgn-extract -s -o /dev/null     both pinned to CPU $CHESSEUS_BENCH_CPU (1)
#   B  ./chesseus adjudicate --threads 1 --json FILE   pinned to the same CPU
#   C  ./chesseus adjudicate --threads 2 --json FILE   on CPUs 0 and 1
# Warm: the file is read once before the first round, so it comes from the page cache.
# Prints each round's seconds, then the medians: games/s of each, B against A (the median of the
# paired ratios), C against B, and microseconds per judged move (every move replayed, one thread).
# With ARCHIVE_GC_LOG=DIR, B's first round writes its GC log to DIR/gc-<file>.log and the peak
# heap after a collection is printed (memory in constant space: compare a small and a large file).
set -euo pipefail
cd "$(dirname "$0")/.."

file=${1:?usage: benchmarks/archive.sh FILE.pgn.zst [ROUNDS] [PROFILE]}
rounds=${2:-8}
profile=${3:-fide}
cpu=${CHESSEUS_BENCH_CPU:-1}
mode=warm
command -v /usr/games/pgn-extract >/dev/null || { echo "benchmark: needs pgn-extract (apt-get install -y pgn-extract)" >&2; exit 1; }
command -v zstd >/dev/null || { echo "benchmark: needs zstd (apt-get install -y zstd)" >&2; exit 1; }

./chesseus --version >/dev/null 2>&1 # builds and makes the class-data archive if needed
cat "$file" >/dev/null               # warm: the file in the page cache

# shellcheck source=benchmarks/timing.sh
source benchmarks/timing.sh

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

peer() {
  zstd -dc "$file" | taskset -c "$cpu" /usr/games/pgn-extract -s -o /dev/null
}

# adjudicate CPUS THREADS: exit status 1 says some record was not judged (a damaged record in the
# archive) and is a measurement like 0; anything else stops the benchmark.
adjudicate() {
  local status=0
  taskset -c "$1" ./chesseus adjudicate --rules "$profile" --threads "$2" --json "$file" || status=$?
  [ "$status" -le 1 ]
}

# The games and the judged moves, from one thread's JSON lines (the ply each replay reached).
./chesseus adjudicate --rules "$profile" --threads 2 --json "$file" >"$out/verdicts.jsonl" 2>/dev/null || true
games=$(wc -l <"$out/verdicts.jsonl")
moves=$(grep -o '"ply":[0-9]*' "$out/verdicts.jsonl" | awk -F: '{ s += $2 } END { print s }')

log=""
if [ -n "${ARCHIVE_GC_LOG:-}" ]; then
  mkdir -p "$ARCHIVE_GC_LOG"
  log="$ARCHIVE_GC_LOG/gc-$(basename "$file").log"
fi

a=() b=() c=() ab=() cb=()
for ((r = 0; r < rounds; r++)); do
  ta=$(seconds peer)
  if [ "$r" -eq 0 ] && [ -n "$log" ]; then
    tb=$(CHESSEUS_JAVA_OPTS="-Xlog:gc:file=$log" seconds adjudicate "$cpu" 1)
  else
    tb=$(seconds adjudicate "$cpu" 1)
  fi
  tc=$(seconds adjudicate 0,1 2)
  printf 'round %d: pgn-extract %8.2f s  adjudicate 1 thread %8.2f s  2 threads %8.2f s\n' $((r + 1)) "$ta" "$tb" "$tc"
  a+=("$ta") b+=("$tb") c+=("$tc")
  ab+=("$(echo "scale=4; $ta / $tb" | bc)") cb+=("$(echo "scale=4; $tb / $tc" | bc)")
done

ma=$(printf '%s\n' "${a[@]}" | median)
mb=$(printf '%s\n' "${b[@]}" | median)
mc=$(printf '%s\n' "${c[@]}" | median)
echo "file $file: $games games, $moves judged moves, profile $profile, $rounds rounds, $mode, CPU $cpu"
printf 'pgn-extract            %8.2f s  %9.0f games/s\n' "$ma" "$(echo "$games / $ma" | bc -l)"
printf 'adjudicate, 1 thread   %8.2f s  %9.0f games/s  %6.2f us/judged move\n' "$mb" "$(echo "$games / $mb" | bc -l)" \
  "$(echo "$mb * 1000000 / $moves" | bc -l)"
printf 'adjudicate, 2 threads  %8.2f s  %9.0f games/s\n' "$mc" "$(echo "$games / $mc" | bc -l)"
printf 'adjudicate 1 thread / pgn-extract: %.3fx (median of paired ratios of games/s)\n' "$(printf '%s\n' "${ab[@]}" | median)"
printf '2 threads / 1 thread: %.2fx (median of paired ratios)\n' "$(printf '%s\n' "${cb[@]}" | median)"
if [ -n "$log" ]; then
  # "Pause Young (Allocation Failure) 30M->5M(98M)": the heap after each collection, and its size.
  grep -o '[0-9]*M->[0-9]*M([0-9]*M)' "$log" | sed -E 's/([0-9]+)M->([0-9]+)M\(([0-9]+)M\)/\1 \2 \3/' | awk -v path="$log" '
    { if ($2 > after) after = $2; if ($3 > size) size = $3; n++ }
    END { printf "heap: %d collections, peak after a collection %d MB, largest heap %d MB (%s)\n", n, after, size, path }'
fi
