#!/usr/bin/env python3
"""Balanced opening positions: random legal 8-ply openings from the start, kept when Stockfish at
depth 10 scores them within 40 cp. Writes EPD lines (4 FEN fields + id)."""
import random, subprocess, sys
count = int(sys.argv[1]); seed = int(sys.argv[2]); random.seed(seed)
sf = subprocess.Popen(["nice","-n","15","/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(c): sf.stdin.write(c + "\n"); sf.stdin.flush()
def until(prefix):
    lines = []
    while True:
        l = sf.stdout.readline().strip(); lines.append(l)
        if l.startswith(prefix): return lines
send("uci"); until("uciok"); send("setoption name Threads value 1"); send("isready"); until("readyok")
out = []; seen = set()
while len(out) < count:
    moves = []
    for ply in range(8):
        send("position startpos moves " + " ".join(moves)); send("go perft 1")
        legal = [l.split(":")[0] for l in until("Nodes searched") if ":" in l and not l.startswith("Nodes")]
        if not legal: break
        moves.append(random.choice(legal))
    if len(moves) < 8: continue
    send("position startpos moves " + " ".join(moves)); send("go depth 10")
    info = [l for l in until("bestmove") if " score " in l]
    parts = info[-1].split(); i = parts.index("score")
    if parts[i+1] != "cp" or abs(int(parts[i+2])) > 40: continue
    send("d"); fen = [l for l in until("Checkers") if l.startswith("Fen:")][0][5:]
    key = " ".join(fen.split()[:4])
    if key in seen: continue
    seen.add(key); out.append(key)
    print(f'{key} id "chesseus-{len(out):03d}"; c0 "{" ".join(moves)} sf10 {parts[i+2]}cp";', flush=True)
send("quit")
