package org.chesseus.rules.l2.table;

import java.util.Arrays;

/**
 * Solves one material by retrograde analysis. A first pass reads every position: the defender
 * checkmated is a mate in 0; captures and promotions leave the material and are read from the
 * smaller tables (solved first, on demand); a defender with an escape into a non-mate is never
 * mated. Then, depth by depth, each position found mated in {@code d} half-moves is fixed and its
 * predecessors (the moves taken back) are queued for {@code d + 1}: a mater to move there mates in
 * {@code d + 1}; a defender to move is fixed only once every move it has leads to a fixed mate, at
 * one more than the longest. What is never fixed is no forced mate.
 */
final class TableBuilder {
    /** A stored value: the position is illegal, or can never be a forced mate. */
    static final int NEVER = 255;
    private static final int MAX_MOVES = 128;

    private final EndgameTables tables;
    private final Material material;
    private final Symmetry symmetry;
    private final int count;
    private final byte[] values;
    private final byte[] queuedAt;
    private final int[][] buckets = new int[NEVER][];
    private final int[] bucketSizes = new int[NEVER];
    private final int[] squares = new int[4];
    private final int[] work = new int[4];
    private final int[] internal = new int[MAX_MOVES];
    private final int[] exits = new int[MAX_MOVES];
    private int internalCount;
    private int exitCount;
    /** Set when the defender has a capture or promotion into a position that is no forced mate: generation stops. */
    private boolean escape;
    /** While set, generation stops at the first legal quiet move (all the first pass needs to know of a defender). */
    private boolean firstQuietOnly;
    private boolean stop;
    /** Per kind of exit (captured piece, moved piece, its new type): the smaller table, null when the mater is left bare. */
    private final Table[] exitTables;
    /** Per kind of exit: which piece of this table stands in each place of the smaller one. */
    private final int[][] exitOrder;
    private final int[] exitSquares = new int[4];
    private final boolean materExitsMayMate;

    TableBuilder(EndgameTables tables, Material material) {
        this.tables = tables;
        this.material = material;
        this.symmetry = Table.symmetryOf(material);
        this.count = material.count();
        int size = Table.size(material, symmetry);
        this.values = new byte[size];
        this.queuedAt = new byte[size];
        this.exitTables = new Table[(count + 1) * count * 6];
        this.exitOrder = new int[exitTables.length][];
        this.materExitsMayMate = materExitsMayMate();
    }

    /** Whether a capture by the mater can lead into a table with any mate (else its captures need no reading). */
    private boolean materExitsMayMate() {
        for (int moved = 0; moved < count; moved++) {
            for (int captured = 2; captured < count; captured++) {
                if (material.side(moved) == 0 && material.side(captured) == 1) {
                    int kind = exitKind(captured, moved, material.type(moved));
                    if (exitTables[kind] != null && exitTables[kind].hasMates()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private int exitKind(int captured, int moved, int type) {
        int kind = ((captured + 1) * count + moved) * 6 + type;
        if (exitOrder[kind] == null) {
            int[] sides = new int[count];
            int[] types = new int[count];
            int[] order = new int[count];
            int kept = 0;
            for (int j = 0; j < count; j++) {
                if (j != captured) {
                    sides[kept] = material.side(j);
                    types[kept] = j == moved ? type : material.type(j);
                    order[kept++] = j;
                }
            }
            Material smaller = Material.sort(sides, types, order, kept);
            exitOrder[kind] = java.util.Arrays.copyOf(order, kept);
            exitTables[kind] = smaller.materBare() ? null : tables.table(smaller);
        }
        return kind;
    }

    /** The value of a capture or promotion: piece {@code moved} now of {@code type}, {@code captured} (or -1) gone. */
    private int exitValue(int[] position, int captured, int moved, int type, int stm) {
        int kind = exitKind(captured, moved, type);
        Table table = exitTables[kind];
        if (table == null || !table.hasMates()) {
            return Table.NO_MATE;
        }
        int[] order = exitOrder[kind];
        for (int k = 0; k < order.length; k++) {
            exitSquares[k] = position[order[k]];
        }
        return table.plies(exitSquares, stm);
    }

    Table build() {
        for (int index = 0; index < values.length; index++) {
            first(index);
        }
        for (int depth = 0; depth < NEVER - 1; depth++) {
            for (int i = 0; i < bucketSizes[depth]; i++) {
                fix(buckets[depth][i], depth);
            }
            buckets[depth] = null;
        }
        return new Table(material, symmetry, values);
    }

    private void first(int index) {
        int stm = decode(index, squares);
        if (!valid(squares, stm)) {
            values[index] = (byte) NEVER;
            return;
        }
        if (stm == 0 && !materExitsMayMate) {
            return;
        }
        firstQuietOnly = stm == 1;
        int moves = children(squares, stm);
        firstQuietOnly = false;
        if (moves == 0) {
            if (stm == 1 && inCheck(squares, 1)) {
                queue(index, 0);
            } else {
                values[index] = (byte) NEVER;
            }
            return;
        }
        if (stm == 0) {
            int best = NEVER;
            for (int i = 0; i < exitCount; i++) {
                if (exits[i] != Table.NO_MATE) {
                    best = Math.min(best, exits[i] + 1);
                }
            }
            if (best < NEVER) {
                queue(index, best);
            }
            return;
        }
        if (escape) {
            values[index] = (byte) NEVER;
        } else if (internalCount == 0) {
            int longest = 0;
            for (int i = 0; i < exitCount; i++) {
                longest = Math.max(longest, exits[i] + 1);
            }
            queue(index, longest);
        }
    }

    /** Fixes a queued position at {@code depth} if it is a mate there, and queues its predecessors. */
    private void fix(int index, int depth) {
        if (values[index] != 0) {
            return;
        }
        int stm = decode(index, squares);
        if (stm == 1 && depth > 0) {
            int mate = defenderMate(squares);
            if (mate == NEVER) {
                return;
            }
            if (mate > depth) {
                queue(index, mate);
                return;
            }
        }
        values[index] = (byte) (depth + 1);
        predecessors(squares, stm, depth + 1);
    }

    /** For the defender to move: one more than the longest mate among its moves, or NEVER while one is open. */
    private int defenderMate(int[] position) {
        children(position, 1);
        int longest = 0;
        for (int i = 0; i < exitCount; i++) {
            if (exits[i] == Table.NO_MATE) {
                return NEVER;
            }
            longest = Math.max(longest, exits[i] + 1);
        }
        for (int i = 0; i < internalCount; i++) {
            int stored = values[internal[i]] & 0xff;
            if (stored == 0 || stored == NEVER) {
                return NEVER;
            }
            longest = Math.max(longest, stored);
        }
        return longest;
    }

    private void queue(int index, int depth) {
        if (depth >= NEVER - 1) {
            throw new IllegalStateException(material + ": a mate longer than the table's " + (NEVER - 2) + " half-moves");
        }
        if ((queuedAt[index] & 0xff) == depth + 1) {
            return;
        }
        queuedAt[index] = (byte) (depth + 1);
        if (buckets[depth] == null) {
            buckets[depth] = new int[1024];
        } else if (bucketSizes[depth] == buckets[depth].length) {
            buckets[depth] = Arrays.copyOf(buckets[depth], bucketSizes[depth] * 2);
        }
        buckets[depth][bucketSizes[depth]++] = index;
    }

    /** The positions from which the side not to move reached this one by a quiet move, queued at {@code depth}. */
    private void predecessors(int[] position, int stm, int depth) {
        int mover = 1 - stm;
        long occupied = occupancy(position);
        for (int i = 0; i < count; i++) {
            if (material.side(i) != mover) {
                continue;
            }
            int from = position[i];
            long origins = material.type(i) == Geometry.PAWN ? pawnOrigins(from, occupied)
                    : Geometry.reach(material.type(i), from, occupied) & ~occupied;
            System.arraycopy(position, 0, work, 0, count);
            for (long left = origins; left != 0; left &= left - 1) {
                work[i] = Long.numberOfTrailingZeros(left);
                if (valid(work, mover)) {
                    int index = Table.index(symmetry, work, count, mover);
                    if (values[index] == 0) {
                        queue(index, depth);
                    }
                }
            }
        }
    }

    /** Where a defender's pawn (moving towards rank 1) on {@code square} came from by a quiet move. */
    private static long pawnOrigins(int square, long occupied) {
        int rank = square >> 3;
        long origins = 0;
        if (rank + 1 <= 6 && (occupied & (1L << (square + 8))) == 0) {
            origins |= 1L << (square + 8);
            if (rank == 4 && (occupied & (1L << (square + 16))) == 0) {
                origins |= 1L << (square + 16);
            }
        }
        return origins;
    }

    /**
     * The legal moves of {@code stm}: quiet moves into this table in {@link #internal}, captures and
     * promotions as the value read from the smaller table in {@link #exits}. Returns their number.
     */
    private int children(int[] position, int stm) {
        internalCount = 0;
        exitCount = 0;
        escape = false;
        stop = false;
        long occupied = occupancy(position);
        for (int i = 0; i < count && !stop; i++) {
            if (material.side(i) != stm) {
                continue;
            }
            int type = material.type(i);
            if (type == Geometry.PAWN) {
                pawnMoves(position, i, occupied);
                continue;
            }
            for (long targets = Geometry.reach(type, position[i], occupied); targets != 0 && !stop; targets &= targets - 1) {
                move(position, i, Long.numberOfTrailingZeros(targets), type);
            }
        }
        return internalCount + exitCount;
    }

    private void pawnMoves(int[] position, int i, long occupied) {
        int from = position[i];
        int rank = from >> 3;
        int file = from & 7;
        if ((occupied & (1L << (from - 8))) == 0) {
            pawnTo(position, i, from - 8);
            if (rank == 6 && (occupied & (1L << (from - 16))) == 0) {
                move(position, i, from - 16, Geometry.PAWN);
            }
        }
        if (file > 0 && (occupied & (1L << (from - 9))) != 0) {
            pawnTo(position, i, from - 9);
        }
        if (file < 7 && (occupied & (1L << (from - 7))) != 0) {
            pawnTo(position, i, from - 7);
        }
    }

    private void pawnTo(int[] position, int i, int target) {
        if (target >> 3 != 0) {
            move(position, i, target, Geometry.PAWN);
            return;
        }
        for (int type = Geometry.KNIGHT; type <= Geometry.QUEEN; type++) {
            move(position, i, target, type);
        }
    }

    /** Piece {@code i} to {@code target}, becoming {@code type}: recorded if legal. */
    private void move(int[] position, int i, int target, int type) {
        if (stop) {
            return;
        }
        int captured = -1;
        for (int j = 0; j < count; j++) {
            if (position[j] == target) {
                if (material.side(j) == material.side(i)) {
                    return;
                }
                captured = j;
            }
        }
        int stm = material.side(i);
        System.arraycopy(position, 0, work, 0, count);
        work[i] = target;
        if (captured < 0 && type == material.type(i)) {
            if (!attacked(work, -1, stm)) {
                stop = firstQuietOnly;
                internal[internalCount++] = firstQuietOnly ? 0 : Table.index(symmetry, work, count, 1 - stm);
            }
            return;
        }
        if (!attacked(work, captured, stm)) {
            int value = exitValue(work, captured, i, type, 1 - stm);
            exits[exitCount++] = value;
            if (stm == 1 && value == Table.NO_MATE) {
                escape = true;
                stop = true;
            }
        }
    }

    /** Whether the king of {@code side} is attacked in {@code position}, piece {@code removed} taken off. */
    private boolean attacked(int[] position, int removed, int side) {
        long occupied = 0;
        for (int j = 0; j < count; j++) {
            if (j != removed) {
                occupied |= 1L << position[j];
            }
        }
        int king = position[side];
        for (int j = 0; j < count; j++) {
            if (j != removed && material.side(j) != side
                    && Geometry.attacks(material.type(j), material.side(j), position[j], king, occupied)) {
                return true;
            }
        }
        return false;
    }

    private boolean inCheck(int[] position, int side) {
        return attacked(position, -1, side);
    }

    /** A legal position: distinct squares, kings apart, no pawn on rank 1 or 8, the side not to move not in check. */
    private boolean valid(int[] position, int stm) {
        long occupied = 0;
        for (int i = 0; i < count; i++) {
            long bit = 1L << position[i];
            if ((occupied & bit) != 0) {
                return false;
            }
            occupied |= bit;
            int rank = position[i] >> 3;
            if (material.type(i) == Geometry.PAWN && (rank == 0 || rank == 7)) {
                return false;
            }
        }
        return (Geometry.KING_STEPS[position[0]] & (1L << position[1])) == 0 && !inCheck(position, 1 - stm);
    }

    private long occupancy(int[] position) {
        long occupied = 0;
        for (int i = 0; i < count; i++) {
            occupied |= 1L << position[i];
        }
        return occupied;
    }

    private int decode(int index, int[] position) {
        int rest = index >>> 1;
        for (int i = count - 1; i >= 1; i--) {
            position[i] = rest & 63;
            rest >>>= 6;
        }
        position[0] = symmetry.kingSquare(rest);
        return index & 1;
    }
}
