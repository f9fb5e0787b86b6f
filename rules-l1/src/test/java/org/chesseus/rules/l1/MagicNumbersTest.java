package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The committed magic numbers are valid magics, and the search that made them still makes them. */
class MagicNumbersTest {

    @Test
    void everyCommittedMagicIndexesEveryBlockerSetOfItsSquareWithoutDestructiveCollision() {
        for (int sq = 0; sq < 64; sq++) {
            assertValid(sq, MagicNumbers.ROOKS[sq], MagicSearch.ROOK);
            assertValid(sq, MagicNumbers.BISHOPS[sq], MagicSearch.BISHOP);
        }
    }

    @Test
    void theSeededSearchReproducesTheCommittedTableOnItsFirstSquares() {
        MagicSearch search = new MagicSearch(0x9E3779B97F4A7C15L);
        for (int sq = 0; sq < 4; sq++) {
            assertEquals(MagicNumbers.ROOKS[sq], search.find(sq, MagicSearch.mask(sq, MagicSearch.ROOK), MagicSearch.ROOK),
                    "rook magic of square " + sq);
            assertEquals(MagicNumbers.BISHOPS[sq], search.find(sq, MagicSearch.mask(sq, MagicSearch.BISHOP), MagicSearch.BISHOP),
                    "bishop magic of square " + sq);
        }
    }

    private static void assertValid(int sq, long magic, int[][] directions) {
        long mask = MagicSearch.mask(sq, directions);
        int bits = Long.bitCount(mask);
        long[] blockers = new long[1 << bits];
        long[] attacks = new long[1 << bits];
        long subset = 0;
        for (int i = 0; i < blockers.length; i++) {
            blockers[i] = subset;
            attacks[i] = SlidingAttacks.walk(sq, subset, directions);
            subset = (subset - mask) & mask;
        }
        assertTrue(MagicSearch.fits(magic, bits, blockers, attacks, new long[1 << bits], new int[1 << bits], 1),
                "magic of square " + sq + " collides");
    }
}
