#!/usr/bin/env python3
"""Time to depth with Threads 1 and Threads 2: each position searched to DEPTH by a fresh `chesseus uci`
process warmed up by a 3 s search of the start position, the two settings alternating (A B A B),
wall time from `go` to `bestmove`. A sanity check
before the match (docs/strength.md, "Threads"): a Lazy SMP that does not reach the depth sooner on two
cores will not play better. Usage: threads-ttd.py LAUNCHER DEPTH EPD [POSITIONS]"""
import statistics
import subprocess
import sys
import time


def search(launcher, threads, fen, depth):
    engine = subprocess.Popen([launcher, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def wait(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError("engine ended before " + prefix)

    send("uci"); wait("uciok")
    send(f"setoption name Threads value {threads}")
    send("setoption name Hash value 64")
    send("isready"); wait("readyok")
    send("position startpos")          # warm-up: the code compiled before the clock starts
    send("go movetime 3000"); wait("bestmove")
    send("ucinewgame")
    send(f"position fen {fen}")
    send("isready"); wait("readyok")
    start = time.monotonic()
    send(f"go depth {depth}")
    wait("bestmove")
    elapsed = time.monotonic() - start
    send("quit")
    engine.wait()
    return elapsed


def main():
    launcher, depth, epd = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 12
    fens = [" ".join(line.split()[:4]) + " 0 1" for line in open(epd) if line.strip()][:count]
    ratios = []
    for fen in fens:
        one = search(launcher, 1, fen, depth)
        two = search(launcher, 2, fen, depth)
        ratios.append(one / two)
        print(f"{one:7.2f} s  {two:7.2f} s  speed-up {one / two:5.2f}  {fen}", flush=True)
    print(f"median speed-up to depth {depth}: {statistics.median(ratios):.2f} "
          f"(min {min(ratios):.2f}, max {max(ratios):.2f}, {len(ratios)} positions)")


if __name__ == "__main__":
    main()
