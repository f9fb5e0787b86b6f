#!/usr/bin/env python3
"""Writes every labelled line of standard input again with its board mirrored left to right.

Input and output lines are ``FEN;result;score`` (train.py's format). The mirror swaps the a- and
h-files (a1 <-> h1, b1 <-> g1, ...), which chess's rules leave unchanged except for castling: the
mirrored position has no castling rights (a king on d1 cannot castle), and its en-passant square moves
to the mirrored file. The result and Stockfish's score are kept: the mirror of a position is worth what
the position is (exactly without castling rights, very nearly with them), so every labelled position
gives a second one for free. The tuned evaluation of a mirrored position is not the original's (its
piece-square weights are not symmetric): compute the residual base of the output with
TunedEvaluations, as for any other file.

Usage: mirror.py < train.txt > train-mirrored.txt
"""
import sys

FILES = "abcdefgh"


def mirrored(fen):
    """The FEN with files a..h swapped, castling rights dropped, the en-passant file mirrored."""
    fields = fen.split(" ")
    # each rank's string reversed: a run of empty squares is one digit, so it stays a valid run
    fields[0] = "/".join(rank[::-1] for rank in fields[0].split("/"))
    if len(fields) > 2:
        fields[2] = "-"
    if len(fields) > 3 and fields[3] != "-":
        fields[3] = FILES[7 - FILES.index(fields[3][0])] + fields[3][1:]
    return " ".join(fields)


def main():
    for number, line in enumerate(sys.stdin, 1):
        line = line.rstrip("\n")
        if not line:
            continue
        fen, separator, rest = line.partition(";")
        if not separator:
            sys.exit(f"mirror.py: line {number}: no ';' after the FEN: {line[:80]}")
        sys.stdout.write(mirrored(fen) + ";" + rest + "\n")


if __name__ == "__main__":
    main()
