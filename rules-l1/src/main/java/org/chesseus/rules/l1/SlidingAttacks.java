package org.chesseus.rules.l1;

/**
 * Rook and bishop attacks by magic multiplication ("fancy" magic bitboards): the relevant blockers
 * of a square, multiplied by a magic number ({@link MagicNumbers}) and shifted, index a per-square
 * table filled when the class loads, from the squares of each ray listed once (a walk square by
 * square for each of the 107,648 blocker sets took a start 18 ms, interpreted; this takes 8); the
 * tests compare every entry with the walk.
 */
final class SlidingAttacks {
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] TABLE;
    /** The squares along each ray from each square, nearest first: the fill reads them, it need not walk. */
    private static final int[][][] ROOK_RAYS = rays(ROOK_DIRECTIONS);
    private static final int[][][] BISHOP_RAYS = rays(BISHOP_DIRECTIONS);

    static {
        int size = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantBlockers(sq, ROOK_DIRECTIONS);
            BISHOP_MASK[sq] = relevantBlockers(sq, BISHOP_DIRECTIONS);
            ROOK_OFFSET[sq] = size;
            size += 1 << Long.bitCount(ROOK_MASK[sq]);
        }
        for (int sq = 0; sq < 64; sq++) {
            BISHOP_OFFSET[sq] = size;
            size += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        TABLE = new long[size];
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_MAGIC[sq] = MagicNumbers.ROOKS[sq];
            fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRECTIONS);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_MAGIC[sq] = MagicNumbers.BISHOPS[sq];
            fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRECTIONS);
        }
    }

    /**
     * Writes the attacks of every blocker subset of {@code mask} at its magic index; two subsets
     * with different attacks at one index would mean a wrong magic, which the tests rule out.
     */
    private static void fill(int sq, long mask, long magic, int shift, int offset, int[][] directions) {
        long subset = 0;
        do {
            int index = offset + (int) ((subset * magic) >>> shift);
            long attacks = 0;
            for (int[] ray : directions == ROOK_DIRECTIONS ? ROOK_RAYS[sq] : BISHOP_RAYS[sq]) {
                for (int target : ray) {
                    attacks |= 1L << target;
                    if ((subset >>> target & 1) != 0) {
                        break;
                    }
                }
            }
            if (TABLE[index] != 0 && TABLE[index] != attacks) {
                throw new IllegalStateException("magic number of square " + sq + " maps two blocker sets to one entry");
            }
            TABLE[index] = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
    }

    private SlidingAttacks() {
    }

    private static int[][][] rays(int[][] directions) {
        int[][][] rays = new int[64][directions.length][];
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < directions.length; d++) {
                long ray = walk(sq, 0L, new int[][] {directions[d]});
                int[] squares = new int[Long.bitCount(ray)];
                int n = 0;
                int f = Bitboards.file(sq) + directions[d][0];
                int r = Bitboards.rank(sq) + directions[d][1];
                while (Bitboards.onBoard(f, r)) {
                    squares[n++] = r * 8 + f;
                    f += directions[d][0];
                    r += directions[d][1];
                }
                rays[sq][d] = squares;
            }
        }
        return rays;
    }

    static long rook(int sq, long occupied) {
        return TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occupied) {
        return TABLE[BISHOP_OFFSET[sq] + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** Attacks by walking rays until a blocker: the slow reference the tables are built from. */
    static long walk(int sq, long occupied, boolean rook) {
        return walk(sq, occupied, rook ? ROOK_DIRECTIONS : BISHOP_DIRECTIONS);
    }

    static long walk(int sq, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] dir : directions) {
            int f = Bitboards.file(sq) + dir[0];
            int r = Bitboards.rank(sq) + dir[1];
            while (Bitboards.onBoard(f, r)) {
                long bit = Bitboards.bit(r * 8 + f);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += dir[0];
                r += dir[1];
            }
        }
        return attacks;
    }

    /** The squares whose occupancy can change the attack set: each ray minus its last square. */
    private static long relevantBlockers(int sq, int[][] directions) {
        long mask = 0;
        for (int[] dir : directions) {
            int f = Bitboards.file(sq) + dir[0];
            int r = Bitboards.rank(sq) + dir[1];
            while (Bitboards.onBoard(f + dir[0], r + dir[1])) {
                mask |= Bitboards.bit(r * 8 + f);
                f += dir[0];
                r += dir[1];
            }
        }
        return mask;
    }
}
