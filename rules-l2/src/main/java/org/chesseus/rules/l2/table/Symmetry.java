package org.chesseus.rules.l2.table;

/**
 * The board's symmetries a table folds away: without pawns all eight (mirrors and the diagonal
 * flip) map the mater's king into the triangle a1-d1-d4, ten squares; with pawns only the mirror of
 * the files maps it into files a-d, thirty-two squares. Each king square has one chosen transform,
 * so every position has one index.
 */
final class Symmetry {
    /** The transform flipping the board about the a1-h8 diagonal. */
    static final int DIAGONAL = 4;

    /** For each of the eight transforms, where each square goes. */
    private static final int[][] MAPS = maps();

    static final Symmetry PAWNLESS = new Symmetry(8);
    static final Symmetry WITH_PAWNS = new Symmetry(2);

    private final int[] transformOf = new int[64];
    private final int[] kingIndex = new int[64];
    private final int[] kingSquare;

    private Symmetry(int transforms) {
        int[] squares = new int[64];
        int count = 0;
        for (int square = 0; square < 64; square++) {
            if (inRegion(square, transforms)) {
                kingIndex[square] = count;
                squares[count++] = square;
            }
        }
        kingSquare = java.util.Arrays.copyOf(squares, count);
        for (int square = 0; square < 64; square++) {
            for (int t = 0; t < transforms; t++) {
                if (inRegion(MAPS[t][square], transforms)) {
                    transformOf[square] = t;
                    break;
                }
            }
        }
    }

    /** How many squares the mater's king takes in the index. */
    int kingSquares() {
        return kingSquare.length;
    }

    /** The king square of a king index. */
    int kingSquare(int index) {
        return kingSquare[index];
    }

    /** The transform that brings a position with the mater's king on {@code square} into the index. */
    int transformFor(int square) {
        return transformOf[square];
    }

    /** Whether a region square lies on the a1-h8 diagonal, where the diagonal flip keeps the king (pawnless only). */
    boolean onDiagonal(int square) {
        return kingSquare.length == 10 && (square & 7) == (square >> 3);
    }

    /** The king index of a square already in the region. */
    int kingIndex(int square) {
        return kingIndex[square];
    }

    /** Where {@code transform} takes {@code square}. */
    static int apply(int transform, int square) {
        return MAPS[transform][square];
    }

    private static boolean inRegion(int square, int transforms) {
        int file = square & 7;
        int rank = square >> 3;
        return transforms == 8 ? file <= 3 && rank <= file : file <= 3;
    }

    private static int[][] maps() {
        int[][] maps = new int[8][64];
        for (int square = 0; square < 64; square++) {
            int f = square & 7;
            int r = square >> 3;
            int[][] images = {{f, r}, {7 - f, r}, {f, 7 - r}, {7 - f, 7 - r}, {r, f}, {7 - r, f}, {r, 7 - f}, {7 - r, 7 - f}};
            for (int t = 0; t < 8; t++) {
                maps[t][square] = images[t][1] * 8 + images[t][0];
            }
        }
        return maps;
    }
}
