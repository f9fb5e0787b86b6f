package org.chesseus.rules.l2.table;

import java.util.Arrays;

/**
 * The pieces of one table, in the order its index takes them: the mater's king, the defender's
 * king, then the mater's other pieces and the defender's, each strongest first. The mater (side 0)
 * may not have pawns: a defender's double step then never gives an en-passant capture, so a
 * position is its pieces and the side to move.
 */
final class Material {
    private final int[] sides;
    private final int[] types;
    private final String name;

    private Material(int[] sides, int[] types) {
        this.sides = sides.clone();
        this.types = types.clone();
        this.name = name(sides, types);
    }

    /**
     * Sorts placed pieces (parallel arrays, {@code count} long) into table order, in place, and
     * returns their material.
     */
    static Material sort(int[] sides, int[] types, int[] squares, int count) {
        for (int i = 1; i < count; i++) {
            for (int j = i; j > 0 && order(sides[j], types[j]) < order(sides[j - 1], types[j - 1]); j--) {
                swap(sides, j);
                swap(types, j);
                swap(squares, j);
            }
        }
        return new Material(Arrays.copyOf(sides, count), Arrays.copyOf(types, count));
    }

    /** The number of pieces. */
    int count() {
        return sides.length;
    }

    /** The side (0 mater, 1 defender) of piece {@code i}. */
    int side(int i) {
        return sides[i];
    }

    /** The type of piece {@code i}. */
    int type(int i) {
        return types[i];
    }

    /** Whether the mater has nothing but its king: no mate, ever. */
    boolean materBare() {
        for (int i = 0; i < sides.length; i++) {
            if (sides[i] == 0 && types[i] != Geometry.KING) {
                return false;
            }
        }
        return true;
    }

    /** Whether any pawn stands on the board (the defender's: the mater has none). */
    boolean hasPawns() {
        for (int type : types) {
            if (type == Geometry.PAWN) {
                return true;
            }
        }
        return false;
    }

    /** The material in the usual notation, mater first: {@code KNvKP}. */
    String name() {
        return name;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Material && ((Material) other).name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }

    private static int order(int side, int type) {
        return type == Geometry.KING ? side : 2 + side * 8 + (Geometry.KING - type);
    }

    private static void swap(int[] values, int j) {
        int kept = values[j];
        values[j] = values[j - 1];
        values[j - 1] = kept;
    }

    private static String name(int[] sides, int[] types) {
        StringBuilder text = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            if (side == 1) {
                text.append('v');
            }
            for (int i = 0; i < sides.length; i++) {
                if (sides[i] == side) {
                    text.append("PNBRQK".charAt(types[i]));
                }
            }
        }
        return text.toString();
    }
}
