package org.chesseus.rules.l2.table;

/**
 * One solved table: for every position of its material (folded by {@link Symmetry}) and either side
 * to move, whether the mater forces mate and in how many half-moves against the longest defence.
 */
final class Table {
    /** A stored value that is no forced mate. */
    static final int NO_MATE = -1;

    private final Material material;
    private final Symmetry symmetry;
    private final byte[] values;
    private final boolean hasMates;

    Table(Material material, Symmetry symmetry, byte[] values) {
        this.material = material;
        this.symmetry = symmetry;
        this.values = values;
        this.hasMates = longest(0) != NO_MATE || longest(1) != NO_MATE;
    }

    /** Whether any position of the table is a forced mate. */
    boolean hasMates() {
        return hasMates;
    }

    /** The number of entries a table of this material holds. */
    static int size(Material material, Symmetry symmetry) {
        long size = symmetry.kingSquares() * 2L;
        for (int i = 1; i < material.count(); i++) {
            size *= 64;
        }
        return Math.toIntExact(size);
    }

    /** The symmetry for a material: all eight without pawns, the file mirror with them. */
    static Symmetry symmetryOf(Material material) {
        return material.hasPawns() ? Symmetry.WITH_PAWNS : Symmetry.PAWNLESS;
    }

    /**
     * The index of a position: squares in table order, {@code stm} 0 when the mater is to move. A
     * king on the a1-h8 diagonal leaves two images in the region; the smaller index is taken, so
     * that every position has exactly one index (retrograde steps then meet the entries the forward
     * moves read).
     */
    static int index(Symmetry symmetry, int[] squares, int count, int stm) {
        int transform = symmetry.transformFor(squares[0]);
        int king = Symmetry.apply(transform, squares[0]);
        int index = index(symmetry, squares, count, transform, false);
        if (symmetry.onDiagonal(king)) {
            index = Math.min(index, index(symmetry, squares, count, transform, true));
        }
        return index * 2 + stm;
    }

    private static int index(Symmetry symmetry, int[] squares, int count, int transform, boolean flip) {
        int index = symmetry.kingIndex(Symmetry.apply(transform, squares[0]));
        for (int i = 1; i < count; i++) {
            int square = Symmetry.apply(transform, squares[i]);
            index = index * 64 + (flip ? Symmetry.apply(Symmetry.DIAGONAL, square) : square);
        }
        return index;
    }

    /** Half-moves to a forced mate from this position, or {@link #NO_MATE}. */
    int plies(int[] squares, int stm) {
        int stored = values[index(symmetry, squares, material.count(), stm)] & 0xff;
        return stored == 0 || stored == TableBuilder.NEVER ? NO_MATE : stored - 1;
    }

    /**
     * The longest forced mate in the table with {@code stm} to move (0 the mater), in half-moves;
     * {@link #NO_MATE} when there is none.
     */
    int longest(int stm) {
        int longest = 0;
        for (int i = stm; i < values.length; i += 2) {
            int stored = values[i] & 0xff;
            if (stored != TableBuilder.NEVER && stored > longest) {
                longest = stored;
            }
        }
        return longest - 1;
    }

    /** How many positions with {@code stm} to move are forced mates (folded positions, as indexed). */
    long mates(int stm) {
        long mates = 0;
        for (int i = stm; i < values.length; i += 2) {
            int stored = values[i] & 0xff;
            if (stored != 0 && stored != TableBuilder.NEVER) {
                mates++;
            }
        }
        return mates;
    }

    /** A position (squares in table order, from index) holding the longest mate for {@code stm}; for tests. */
    int[] longestPosition(int stm) {
        int target = longest(stm) + 1;
        for (int i = stm; i < values.length; i += 2) {
            if ((values[i] & 0xff) == target) {
                int[] squares = new int[material.count()];
                int rest = i >>> 1;
                for (int p = material.count() - 1; p >= 1; p--) {
                    squares[p] = rest & 63;
                    rest >>>= 6;
                }
                squares[0] = symmetry.kingSquare(rest);
                return squares;
            }
        }
        return new int[0];
    }

    Material material() {
        return material;
    }
}
