package org.chesseus.rules.l1;

/**
 * Rook and bishop attacks by magic multiplication ("fancy" magic bitboards): the relevant blockers
 * of a square, multiplied by a magic number and shifted, index a per-square table. The magic
 * numbers are found when the class loads, by a search with a fixed seed, so every run builds the
 * same tables; the test compares every entry with a ray walk.
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
        MagicSearch search = new MagicSearch(0x9E3779B97F4A7C15L);
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_MAGIC[sq] = search.find(sq, ROOK_MASK[sq], ROOK_DIRECTIONS, TABLE, ROOK_OFFSET[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_MAGIC[sq] = search.find(sq, BISHOP_MASK[sq], BISHOP_DIRECTIONS, TABLE, BISHOP_OFFSET[sq]);
        }
    }

    private SlidingAttacks() {
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

    /** A deterministic search for magic numbers (xorshift generator, sparse candidates). */
    private static final class MagicSearch {
        private long state;

        MagicSearch(long seed) {
            this.state = seed;
        }

        long find(int sq, long mask, int[][] directions, long[] table, int offset) {
            int bits = Long.bitCount(mask);
            int size = 1 << bits;
            long[] blockers = new long[size];
            long[] attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                blockers[i] = subset;
                attacks[i] = walk(sq, subset, directions);
                subset = (subset - mask) & mask;
            }
            int[] epoch = new int[size];
            for (int attempt = 1; ; attempt++) {
                long magic = next() & next() & next();
                if (Long.bitCount((mask * magic) >>> 56) < 6) {
                    continue;
                }
                if (fits(magic, bits, blockers, attacks, table, offset, epoch, attempt)) {
                    return magic;
                }
            }
        }

        private static boolean fits(long magic, int bits, long[] blockers, long[] attacks, long[] table,
                int offset, int[] epoch, int attempt) {
            for (int i = 0; i < blockers.length; i++) {
                int index = (int) ((blockers[i] * magic) >>> (64 - bits));
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    table[offset + index] = attacks[i];
                } else if (table[offset + index] != attacks[i]) {
                    return false;
                }
            }
            return true;
        }

        private long next() {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            return state * 0x2545F4914F6CDD1DL;
        }
    }
}
