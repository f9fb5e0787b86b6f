package org.chesseus.tools.match;

import java.util.List;
import java.util.SplittableRandom;
import org.chesseus.api.Chess960;

/**
 * Which games are played, from where and with which colours: games are paired (games 1 and 2,
 * 3 and 4, …), both games of a pair start from the same opening, the first engine playing White
 * in the first game of the pair and Black in the second. The openings are taken in order, cycling;
 * in Chess960, each pair starts from a start position drawn with the seed.
 *
 * @param openings the openings, in order ({@link Opening#STANDARD} alone without a file)
 * @param chess960 whether each pair draws a Chess960 start position
 * @param seed the seed of the draws
 * @param games how many games
 */
record Schedule(List<Opening> openings, boolean chess960, long seed, int games) {
    /** Copies the openings; requires one at least and a positive number of games. */
    Schedule {
        openings = List.copyOf(openings);
        if (openings.isEmpty() || games <= 0) {
            throw new IllegalArgumentException("an opening at least and a game at least");
        }
    }

    /** The pair of game {@code index} (from 0). */
    static int pair(int index) {
        return index / 2;
    }

    /** Whether the first engine plays White in game {@code index} (from 0). */
    static boolean firstWhite(int index) {
        return index % 2 == 0;
    }

    /** The opening of game {@code index} (from 0). */
    Opening opening(int index) {
        int pair = pair(index);
        if (chess960) {
            SplittableRandom draws = new SplittableRandom(seed);
            for (int i = 0; i < pair; i++) {
                draws.nextInt(Chess960.COUNT);
            }
            int number = draws.nextInt(Chess960.COUNT);
            return new Opening(Chess960.position(number), List.of(), "Chess960 start position " + number);
        }
        return openings.get(pair % openings.size());
    }
}
