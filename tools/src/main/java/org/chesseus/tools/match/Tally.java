package org.chesseus.tools.match;

import java.util.Arrays;

/**
 * The results of a match from the first engine's side: wins, losses and draws, and the pairs of
 * games played on one opening with colours swapped counted by the first engine's points in the
 * pair (0, ½, 1, 1½, 2: the pentanomial counts). Immutable.
 *
 * @param wins games the first engine won
 * @param losses games it lost
 * @param draws games drawn
 * @param pairs complete pairs by the first engine's points in them, in half points (index 0 to 4)
 */
public record Tally(int wins, int losses, int draws, int[] pairs) {
    /** Copies the pair counts; requires five of them and no negative count. */
    public Tally {
        pairs = pairs.clone();
        if (pairs.length != 5 || wins < 0 || losses < 0 || draws < 0 || Arrays.stream(pairs).anyMatch(n -> n < 0)) {
            throw new IllegalArgumentException("counts are not negative, and pairs have five: " + Arrays.toString(pairs));
        }
    }

    /** Wins, losses and draws without pairs. */
    public static Tally of(int wins, int losses, int draws) {
        return new Tally(wins, losses, draws, new int[5]);
    }

    /** No game yet. */
    public static Tally none() {
        return of(0, 0, 0);
    }

    /** The pair counts (a copy). */
    @Override
    public int[] pairs() {
        return pairs.clone();
    }

    /** The games counted. */
    public int games() {
        return wins + losses + draws;
    }

    /** The complete pairs counted. */
    public int pairCount() {
        return Arrays.stream(pairs).sum();
    }

    /** This tally with one more game, the first engine scoring {@code halfPoints} (0, 1 or 2) in it. */
    public Tally withGame(int halfPoints) {
        switch (halfPoints) {
            case 2:
                return new Tally(wins + 1, losses, draws, pairs);
            case 1:
                return new Tally(wins, losses, draws + 1, pairs);
            case 0:
                return new Tally(wins, losses + 1, draws, pairs);
            default:
                throw new IllegalArgumentException("a game gives 0, 1 or 2 half points: " + halfPoints);
        }
    }

    /** This tally with one more complete pair, the first engine scoring {@code halfPoints} (0 to 4) in it. */
    public Tally withPair(int halfPoints) {
        int[] more = pairs.clone();
        more[halfPoints]++;
        return new Tally(wins, losses, draws, more);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Tally && ((Tally) other).wins == wins && ((Tally) other).losses == losses
                && ((Tally) other).draws == draws && Arrays.equals(((Tally) other).pairs, pairs);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * wins + losses) + draws) + Arrays.hashCode(pairs);
    }

    @Override
    public String toString() {
        return wins + " - " + losses + " - " + draws + " " + Arrays.toString(pairs);
    }
}
