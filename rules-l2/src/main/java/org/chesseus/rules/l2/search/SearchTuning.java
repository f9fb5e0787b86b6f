package org.chesseus.rules.l2.search;

/**
 * The knobs of {@link HelpmateQuestion}: after the static proofs and the forced moves, the helpmate
 * search and the closure search take turns, each round allowed {@code growth} times the nodes of the
 * round before, starting at {@code firstRound}, until one answers or the question's node budget is
 * spent. Each of the two position tables has {@code 2^tableBits} entries (64 bytes each; one pair per
 * thread, shared by the questions of that tuning).
 *
 * @param firstRound the nodes each search may visit in the first round
 * @param growth by how much each round's allowance grows (at least 2)
 * @param tableBits the binary logarithm of each table's entries (10 to 20)
 */
public record SearchTuning(long firstRound, int growth, int tableBits) {
    /** Validates the knobs. */
    public SearchTuning {
        if (firstRound < 1 || growth < 2 || tableBits < 10 || tableBits > 20) {
            throw new IllegalArgumentException("tuning needs firstRound >= 1, growth >= 2, tableBits in 10..20");
        }
    }

    /** The tuning measured on the CHA-Solver test positions. */
    public static SearchTuning standard() {
        return new SearchTuning(256, 4, 16);
    }
}
