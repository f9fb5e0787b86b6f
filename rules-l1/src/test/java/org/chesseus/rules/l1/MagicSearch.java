package org.chesseus.rules.l1;

/**
 * The search that produced {@link MagicNumbers}: for one square, seeded xorshift candidates with
 * few bits set, kept when every blocker subset of the mask lands on an entry holding its own
 * attacks (constructive collisions allowed). Run {@link #main} to print a fresh table.
 */
final class MagicSearch {
    static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private long state;

    MagicSearch(long seed) {
        this.state = seed;
    }

    /** A magic for {@code sq} whose index uses exactly the number of bits in {@code mask}. */
    long find(int sq, long mask, int[][] directions) {
        int bits = Long.bitCount(mask);
        int size = 1 << bits;
        long[] blockers = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            blockers[i] = subset;
            attacks[i] = SlidingAttacks.walk(sq, subset, directions);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = next() & next() & next();
            if (Long.bitCount((mask * magic) >>> 56) >= 6
                    && fits(magic, bits, blockers, attacks, table, epoch, attempt)) {
                return magic;
            }
        }
    }

    static boolean fits(long magic, int bits, long[] blockers, long[] attacks, long[] table, int[] epoch, int attempt) {
        for (int i = 0; i < blockers.length; i++) {
            int index = (int) ((blockers[i] * magic) >>> (64 - bits));
            if (epoch[index] < attempt) {
                epoch[index] = attempt;
                table[index] = attacks[i];
            } else if (table[index] != attacks[i]) {
                return false;
            }
        }
        return true;
    }

    /** The relevant blockers of a square: each ray without its last square. */
    static long mask(int sq, int[][] directions) {
        long mask = 0;
        for (int[] dir : directions) {
            int f = (sq & 7) + dir[0];
            int r = (sq >>> 3) + dir[1];
            while (Bitboards.onBoard(f + dir[0], r + dir[1])) {
                mask |= 1L << (r * 8 + f);
                f += dir[0];
                r += dir[1];
            }
        }
        return mask;
    }

    private long next() {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        return state * 0x2545F4914F6CDD1DL;
    }

    /** Prints a new table of magic numbers in the form {@link MagicNumbers} holds. */
    public static void main(String[] args) {
        MagicSearch search = new MagicSearch(0x9E3779B97F4A7C15L);
        StringBuilder rooks = new StringBuilder();
        StringBuilder bishops = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) {
            rooks.append(String.format("0x%016XL,%n", search.find(sq, mask(sq, ROOK), ROOK)));
            bishops.append(String.format("0x%016XL,%n", search.find(sq, mask(sq, BISHOP), BISHOP)));
        }
        System.out.print("ROOKS\n" + rooks + "BISHOPS\n" + bishops);
    }
}
