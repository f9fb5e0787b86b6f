#!/usr/bin/env python3
"""Trains the engine's evaluation network on labelled positions and writes it in the engine's format.

Input lines are ``FEN;result;score`` (the result 1, 0.5, 0 and Stockfish's score in centipawns, both
for White; a mate as +-30000), as the tuning files under search/tuning and SelfPlay with
-Dchesseus.selfplay.scores=true write them.

The network: 768 inputs per side (a piece's colour relative to the side, its type, its square seen
from that side), one hidden layer of H neurons shared by both sides (the accumulator), squared clipped
ReLU, and one output from the side to move's H and the other side's H. It is fitted to
``blend * result + (1 - blend) * sigmoid(score / 400)`` for the side to move by the mean squared error
of ``sigmoid(output)``, so that the output times 400 is a score in centipawns.

Written with PyTorch (Debian's python3-torch); the engine reads the quantised file
(NetworkWeights.java): magic "CNN1", H, the base (0: none; 1: the output is added to the tuned
evaluation, a residual network), then little-endian int16 feature weights [768][H] and biases [H]
scaled by 510, int16 output weights [2H] scaled by 1024, int32 output bias scaled by 510 * 1024.

With --base (one tuned evaluation a line, in the input's order: TunedEvaluations writes it) the network is
fitted as a residual: sigmoid((base + 400 * output) / 400) against the target, so it learns what
the tuned evaluation misses.

Usage: train.py OUT.bin EPOCHS FILE... [--hidden 128] [--blend 0.3] [--seed 1] [--lr 0.001] [--base FILE]
       [--test FILE --test-base FILE] [--cache FILE.npz] [--probe FENS] [--init FILE.pt]
"""
import argparse
import hashlib
import os
import struct
import sys
import time

import numpy as np
import torch

PIECES = "PNBRQKpnbrqk"
PAD = 768
QA, QB, SCALE = 510, 1024, 400.0
MAX_FEATURES = 32


def features(fen):
    """The feature indices of a FEN for White's and Black's view, and the side to move (0 White)."""
    placement, side = fen.split(" ")[:2]
    white, black = [], []
    rank, file = 7, 0
    for ch in placement:
        if ch == "/":
            rank, file = rank - 1, 0
        elif ch.isdigit():
            file += int(ch)
        else:
            piece = PIECES.index(ch)
            color, kind = divmod(piece, 6)
            square = rank * 8 + file
            white.append((color * 6 + kind) * 64 + square)
            black.append(((1 - color) * 6 + kind) * 64 + (square ^ 56))
            file += 1
    return white, black, 0 if side == "w" else 1


def load(paths, cache):
    """Reads the labelled lines into arrays (cached as .npz keyed by the files' names and sizes)."""
    sources = np.array([f"{os.path.basename(p)}:{os.path.getsize(p)}" for p in paths])
    if cache and os.path.exists(cache):
        data = np.load(cache)
        if "sources" in data and list(data["sources"]) == list(sources):
            return data["own"], data["their"], data["result"], data["score"]
        print(f"{cache} was made from other files; reading them again", file=sys.stderr)
    rows = sum(1 for p in paths for _ in open(p))
    own = np.full((rows, MAX_FEATURES), PAD, dtype=np.int16)
    their = np.full((rows, MAX_FEATURES), PAD, dtype=np.int16)
    result = np.zeros(rows, dtype=np.float32)
    score = np.zeros(rows, dtype=np.float32)
    n = 0
    for path in paths:
        for line in open(path):
            fields = line.strip().split(";")
            if len(fields) < 3:
                continue
            white, black, side = features(fields[0])
            if len(white) > MAX_FEATURES:
                continue
            mine, other = (white, black) if side == 0 else (black, white)
            own[n, :len(mine)] = mine
            their[n, :len(other)] = other
            r, s = float(fields[1]), float(fields[2])
            result[n] = r if side == 0 else 1.0 - r
            score[n] = s if side == 0 else -s
            n += 1
    own, their, result, score = own[:n], their[:n], result[:n], score[:n]
    if cache:
        np.savez(cache, own=own, their=their, result=result, score=score, sources=sources)
    return own, their, result, score


class Network(torch.nn.Module):
    def __init__(self, hidden, residual=False):
        super().__init__()
        self.residual = residual

        self.transformer = torch.nn.EmbeddingBag(PAD + 1, hidden, mode="sum", padding_idx=PAD)
        self.bias = torch.nn.Parameter(torch.zeros(hidden))
        self.output = torch.nn.Linear(2 * hidden, 1)
        with torch.no_grad():
            self.transformer.weight.normal_(0, 0.1)
            self.transformer.weight[PAD].zero_()

    def forward(self, own, their, base=None):
        a = torch.clamp(self.transformer(own) + self.bias, 0, 1) ** 2
        b = torch.clamp(self.transformer(their) + self.bias, 0, 1) ** 2
        out = self.output(torch.cat([a, b], dim=1)).squeeze(1)
        if self.residual:
            out = out + base / SCALE
        return out

    def clip(self):
        with torch.no_grad():
            self.transformer.weight.clamp_(-0.99, 0.99)
            self.output.weight.clamp_(-31.9, 31.9)


def export(net, path):
    hidden = net.bias.shape[0]
    ft = np.round(net.transformer.weight.detach().numpy()[:PAD] * QA).astype("<i2")
    fb = np.round(net.bias.detach().numpy() * QA).astype("<i2")
    ow = np.round(net.output.weight.detach().numpy()[0] * QB).astype("<i2")
    ob = int(round(float(net.output.bias.detach()[0]) * QA * QB))
    with open(path, "wb") as out:
        out.write(b"CNN1")
        out.write(struct.pack("<i", hidden))
        out.write(struct.pack("<i", 1 if net.residual else 0))
        out.write(ft.tobytes())
        out.write(fb.tobytes())
        out.write(ow.tobytes())
        out.write(struct.pack("<i", ob))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("epochs", type=int)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--blend", type=float, default=0.3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lr", type=float, default=0.001)
    parser.add_argument("--batch", type=int, default=16384)
    parser.add_argument("--cache")
    parser.add_argument("--probe", help="write FEN;output lines for these FENs (the engine's test)")
    parser.add_argument("--base", help="residual: the tuned evaluation of every input line (side to move, cp), one a line")
    parser.add_argument("--test", help="labelled lines fitted by neither: their error is reported each epoch")
    parser.add_argument("--test-base", help="the tuned evaluation of the --test lines")
    parser.add_argument("--decay", type=float, default=0.0, help="AdamW weight decay")
    parser.add_argument("--init", help="start from these float weights (a .pt this script saved); with 0 epochs "
                        "the network is only written again and probed")
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(int(os.environ.get("THREADS", "2")))
    own, their, result, score = load(args.files, args.cache)
    target = args.blend * result + (1 - args.blend) / (1 + np.exp(-np.clip(score, -4000, 4000) / SCALE))
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(len(target))
    held = order[: len(order) // 20]
    train = order[len(order) // 20:]
    own_t, their_t = torch.from_numpy(own.astype(np.int64)), torch.from_numpy(their.astype(np.int64))
    target_t = torch.from_numpy(target.astype(np.float32))
    base_t = torch.from_numpy(np.loadtxt(args.base, dtype=np.float32)) if args.base else torch.zeros(len(target))
    net = Network(args.hidden, residual=args.base is not None)
    if args.init:
        try:
            net.load_state_dict(torch.load(args.init))
        except (OSError, RuntimeError, ValueError) as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            sys.exit(f"train.py: --init {args.init}: cannot start from it (a .pt of a network of width "
                     f"{args.hidden}{', residual' if args.base else ''} is needed): {first}")
    optimiser = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.decay)
    test = None
    if args.test:
        t_own, t_their, t_result, t_score = load([args.test], None)
        t_target = args.blend * t_result + (1 - args.blend) / (1 + np.exp(-np.clip(t_score, -4000, 4000) / SCALE))
        t_base = np.loadtxt(args.test_base, dtype=np.float32) if args.test_base else np.zeros(len(t_target), np.float32)
        test = (torch.from_numpy(t_own.astype(np.int64)), torch.from_numpy(t_their.astype(np.int64)),
                torch.from_numpy(t_target.astype(np.float32)), torch.from_numpy(t_base))
        if args.test_base:
            for k in (1.0, 1.2, 1.4):
                p = torch.sigmoid(test[3] * k / SCALE)
                print(f"test: the tuned evaluation alone, scale {k}: {float(torch.mean((p - test[2]) ** 2)):.6f}",
                      file=sys.stderr)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimiser, max(1, args.epochs))
    print(f"{len(target)} positions, {len(train)} to fit, {len(held)} held out, H={args.hidden}", file=sys.stderr)

    def loss_of(index):
        index = torch.from_numpy(index)
        out = torch.sigmoid(net(own_t[index], their_t[index], base_t[index]))
        return torch.mean((out - target_t[index]) ** 2)

    best = None
    held_loss = float("nan")
    if args.epochs == 0:
        export(net, args.out)
    for epoch in range(args.epochs):
        begun = time.time()
        net.train()
        rng.shuffle(train)
        total = 0.0
        for start in range(0, len(train), args.batch):
            optimiser.zero_grad()
            loss = loss_of(train[start:start + args.batch])
            loss.backward()
            optimiser.step()
            net.clip()
            total += float(loss) * len(train[start:start + args.batch])
        schedule.step()
        with torch.no_grad():
            held_loss = float(sum(float(loss_of(held[s:s + 65536])) * len(held[s:s + 65536])
                                  for s in range(0, len(held), 65536)) / len(held))
        test_loss = ""
        if test:
            with torch.no_grad():
                p = torch.sigmoid(net(test[0], test[1], test[3]))
                test_loss = f" test {float(torch.mean((p - test[2]) ** 2)):.6f}"
        print(f"epoch {epoch + 1}: train {total / len(train):.6f} held out {held_loss:.6f}{test_loss} "
              f"({time.time() - begun:.0f} s)", file=sys.stderr)
        best = held_loss if best is None else min(best, held_loss)
        export(net, args.out)
        torch.save(net.state_dict(), args.out + ".pt")
    digest = hashlib.sha256(open(args.out, "rb").read()).hexdigest()
    print(f"last held out {held_loss:.6f} (best {best if best is not None else held_loss:.6f}); wrote {args.out} (sha256 {digest[:16]})", file=sys.stderr)
    if args.probe:
        with torch.no_grad():
            for fen in open(args.probe):
                fen = fen.strip()
                white, black, side = features(fen)
                mine, other = (white, black) if side == 0 else (black, white)
                out = net(torch.tensor([mine]), torch.tensor([other]), torch.zeros(1))
                print(f"{fen};{float(out[0]) * SCALE:.1f}")


if __name__ == "__main__":
    main()
