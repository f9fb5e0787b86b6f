# Shared by the whole-process benchmarks (startup.sh, whole-process.sh); sourced, not run.
# Needs $mode: "cold" drops the page cache before every timed run (root only), anything else keeps it.

drop() {
  if [ "$mode" = cold ]; then
    sync
    echo 3 >/proc/sys/vm/drop_caches
  fi
}

# seconds CMD...: wall time of one run of CMD, in seconds, its output discarded. A failing CMD
# stops the benchmark with a message: a failed run is no measurement.
seconds() {
  local start end
  drop
  start=$(date +%s%N)
  if ! "$@" >/dev/null 2>&1; then
    echo "benchmark: the command failed: $*" >&2
    exit 1
  fi
  end=$(date +%s%N)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}

# median: the median of the numbers on standard input, one a line.
median() {
  sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.4f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}
