package org.chesseus.rules.l1;

import java.util.ArrayList;
import java.util.List;

/**
 * A small move generator written for the teaching ladder's tests and sharing nothing with the
 * bitboard generator: a 10×12 mailbox, pseudo-legal moves filtered by "is my king attacked after the
 * move", the optional rules switched as FideLite's ladder climbs them (castling in the standard
 * set-up only, the double step with en passant, under-promotion). Slow and plain on purpose: it is
 * the oracle the perft counts of each rung are compared with.
 */
final class ReferenceMoves {
    private static final int OFF = 99;
    private static final int[] KNIGHT = {-21, -19, -12, -8, 8, 12, 19, 21};
    private static final int[] KING = {-11, -10, -9, -1, 1, 9, 10, 11};
    private static final int[] ROOK = {-10, -1, 1, 10};
    private static final int[] BISHOP = {-11, -9, 9, 11};

    private final boolean castling;
    private final boolean doubleStep;
    private final boolean underPromotion;

    /** A generator applying the optional rules that are switched on. */
    ReferenceMoves(boolean castling, boolean doubleStep, boolean underPromotion) {
        this.castling = castling;
        this.doubleStep = doubleStep;
        this.underPromotion = underPromotion;
    }

    /**
     * A position: {@code sq[120]} with 0 empty, {@link #OFF} off the board, pieces as "PNBRQK" index + 1,
     * positive White, negative Black; side +1 White, -1 Black; castling rights K Q k q as bits 1 2 4 8.
     */
    static final class Node {
        final int[] sq = new int[120];
        int side;
        int castle;
        int ep = -1;

        Node copy() {
            Node n = new Node();
            System.arraycopy(sq, 0, n.sq, 0, 120);
            n.side = side;
            n.castle = castle;
            n.ep = ep;
            return n;
        }
    }

    /** Reads the first four fields of a FEN. */
    static Node parse(String fen) {
        String[] f = fen.trim().split("\\s+");
        Node n = new Node();
        java.util.Arrays.fill(n.sq, OFF);
        int rank = 7;
        int file = 0;
        for (char c : f[0].toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                for (int i = 0; i < c - '0'; i++) {
                    n.sq[index(file++, rank)] = 0;
                }
            } else {
                int type = "PNBRQK".indexOf(Character.toUpperCase(c)) + 1;
                n.sq[index(file++, rank)] = Character.isUpperCase(c) ? type : -type;
            }
        }
        n.side = f[1].equals("w") ? 1 : -1;
        for (char c : f[2].toCharArray()) {
            n.castle |= "KQkq".indexOf(c) >= 0 ? 1 << "KQkq".indexOf(c) : 0;
        }
        n.ep = f[3].equals("-") ? -1 : index(f[3].charAt(0) - 'a', f[3].charAt(1) - '1');
        return n;
    }

    private static int index(int file, int rank) {
        return 21 + file + 10 * rank;
    }

    /** The number of legal move sequences of {@code depth} half-moves. */
    long perft(Node node, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (Node child : legal(node)) {
            total += depth == 1 ? 1 : perft(child, depth - 1);
        }
        return total;
    }

    /** The positions after each legal move. */
    List<Node> legal(Node node) {
        List<Node> result = new ArrayList<>();
        for (Node child : pseudo(node)) {
            if (!attacked(child, king(child, node.side), -node.side)) {
                result.add(child);
            }
        }
        return result;
    }

    private List<Node> pseudo(Node n) {
        List<Node> out = new ArrayList<>();
        for (int from = 21; from < 99; from++) {
            if (n.sq[from] == OFF || n.sq[from] * n.side <= 0) {
                continue;
            }
            int piece = n.sq[from] * n.side;
            switch (piece) {
                case 1 -> pawn(n, from, out);
                case 2 -> leaps(n, from, KNIGHT, out);
                case 3 -> slides(n, from, BISHOP, out);
                case 4 -> slides(n, from, ROOK, out);
                case 5 -> {
                    slides(n, from, ROOK, out);
                    slides(n, from, BISHOP, out);
                }
                default -> {
                    leaps(n, from, KING, out);
                    castle(n, from, out);
                }
            }
        }
        return out;
    }

    private void leaps(Node n, int from, int[] steps, List<Node> out) {
        for (int step : steps) {
            int to = from + step;
            if (n.sq[to] != OFF && n.sq[to] * n.side <= 0) {
                out.add(move(n, from, to, n.sq[from]));
            }
        }
    }

    private void slides(Node n, int from, int[] steps, List<Node> out) {
        for (int step : steps) {
            for (int to = from + step; n.sq[to] != OFF && n.sq[to] * n.side <= 0; to += step) {
                out.add(move(n, from, to, n.sq[from]));
                if (n.sq[to] != 0) {
                    break;
                }
            }
        }
    }

    private void pawn(Node n, int from, List<Node> out) {
        int ahead = 10 * n.side;
        int startRank = n.side > 0 ? 1 : 6;
        if (n.sq[from + ahead] == 0) {
            promoteOrMove(n, from, from + ahead, out);
            if (doubleStep && (from - 21) / 10 == startRank && n.sq[from + 2 * ahead] == 0) {
                Node child = move(n, from, from + 2 * ahead, n.sq[from]);
                child.ep = from + ahead;
                out.add(child);
            }
        }
        for (int side : new int[] {-1, 1}) {
            int to = from + ahead + side;
            if (n.sq[to] != OFF && n.sq[to] * n.side < 0) {
                promoteOrMove(n, from, to, out);
            } else if (doubleStep && to == n.ep) {
                Node child = move(n, from, to, n.sq[from]);
                child.sq[to - ahead] = 0;
                out.add(child);
            }
        }
    }

    private void promoteOrMove(Node n, int from, int to, List<Node> out) {
        int lastRank = n.side > 0 ? 7 : 0;
        if ((to - 21) / 10 != lastRank) {
            out.add(move(n, from, to, n.sq[from]));
            return;
        }
        for (int type = 5; type >= (underPromotion ? 2 : 5); type--) {
            out.add(move(n, from, to, type * n.side));
        }
    }

    private void castle(Node n, int from, List<Node> out) {
        if (!castling) {
            return;
        }
        int home = n.side > 0 ? 25 : 95;
        int shift = n.side > 0 ? 0 : 2;
        if (from != home || attacked(n, home, -n.side)) {
            return;
        }
        if ((n.castle & (1 << shift)) != 0 && n.sq[home + 1] == 0 && n.sq[home + 2] == 0
                && !attacked(n, home + 1, -n.side)) {
            Node child = move(n, home, home + 2, n.sq[home]);
            child.sq[home + 1] = child.sq[home + 3];
            child.sq[home + 3] = 0;
            out.add(child);
        }
        if ((n.castle & (2 << shift)) != 0 && n.sq[home - 1] == 0 && n.sq[home - 2] == 0 && n.sq[home - 3] == 0
                && !attacked(n, home - 1, -n.side)) {
            Node child = move(n, home, home - 2, n.sq[home]);
            child.sq[home - 1] = child.sq[home - 4];
            child.sq[home - 4] = 0;
            out.add(child);
        }
    }

    /** The position after moving the piece on {@code from} to {@code to}, where it becomes {@code piece}. */
    private static Node move(Node n, int from, int to, int piece) {
        Node child = n.copy();
        child.sq[to] = piece;
        child.sq[from] = 0;
        child.side = -n.side;
        child.ep = -1;
        for (int corner : new int[] {from, to}) {
            child.castle &= ~rightsAt(corner);
        }
        return child;
    }

    private static int rightsAt(int square) {
        switch (square) {
            case 25: return 1 | 2;
            case 28: return 1;
            case 21: return 2;
            case 95: return 4 | 8;
            case 98: return 4;
            case 91: return 8;
            default: return 0;
        }
    }

    private static int king(Node n, int side) {
        for (int i = 21; i < 99; i++) {
            if (n.sq[i] == 6 * side) {
                return i;
            }
        }
        throw new IllegalStateException("no king");
    }

    /** Whether a piece of {@code by} attacks {@code square}. */
    static boolean attacked(Node n, int square, int by) {
        for (int step : KNIGHT) {
            if (n.sq[square + step] == 2 * by) {
                return true;
            }
        }
        for (int step : KING) {
            if (n.sq[square + step] == 6 * by) {
                return true;
            }
        }
        int pawnFrom = square - 10 * by;
        if (n.sq[pawnFrom - 1] == by || n.sq[pawnFrom + 1] == by) {
            return true;
        }
        return ray(n, square, ROOK, by, 4) || ray(n, square, BISHOP, by, 3);
    }

    private static boolean ray(Node n, int square, int[] steps, int by, int slider) {
        for (int step : steps) {
            int to = square + step;
            while (n.sq[to] == 0) {
                to += step;
            }
            if (n.sq[to] == slider * by || n.sq[to] == 5 * by) {
                return true;
            }
        }
        return false;
    }
}
