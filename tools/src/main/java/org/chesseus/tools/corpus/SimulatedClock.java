package org.chesseus.tools.corpus;

import java.util.SplittableRandom;

/**
 * Both players' clocks in milliseconds under a Fischer control, run on simulated thinking times:
 * a player spends about its time left over the moves it expects to play (at least fifteen), plus
 * most of the increment, scaled by its pace and a log-normal spread, never less than a reaction
 * time; the first move of each side is free, as on Lichess, whose clocks start after it. A player
 * in a scramble spends most of what is left on each move, so its flag falls within a few moves
 * unless the game ends first.
 */
final class SimulatedClock {
    private final LichessTimeControl control;
    private final long[] left = new long[2];
    private final boolean[] scramble = new boolean[2];

    SimulatedClock(LichessTimeControl control) {
        this.control = control;
        left[0] = control.baseSeconds() * 1000L;
        left[1] = left[0];
    }

    /** The time {@code side} (0 White, 1 Black) has left, in milliseconds. */
    long left(int side) {
        return left[side];
    }

    /** From now on {@code side} spends most of its time on every move. */
    void scramble(int side) {
        scramble[side] = true;
    }

    /** Whether {@code side} is in a scramble. */
    boolean scrambling(int side) {
        return scramble[side];
    }

    /** The time {@code player} (on {@code side}) thinks at {@code ply}, in milliseconds; 0 for the first move of each side. */
    long think(int side, int ply, Player player, SplittableRandom random) {
        if (ply < 2) {
            return 0;
        }
        long increment = control.incrementSeconds() * 1000L;
        if (scramble[side]) {
            return Math.round(left[side] * (0.75 + 0.35 * random.nextDouble())) + increment + 1000;
        }
        int movesExpected = Math.max(15, 40 - ply / 4);
        double share = (double) left[side] / movesExpected + 0.8 * increment;
        double opening = ply < 16 ? 0.35 : 1;
        double spread = Math.exp(0.75 * Player.gaussian(random));
        long reaction = 150 + random.nextInt(control.baseSeconds() >= 300 ? 1500 : 500);
        return Math.max(reaction, Math.round(share * opening * player.pace() * spread));
    }

    /**
     * Spends {@code millis} of {@code side}'s time on a move and adds the increment after it (from
     * each side's second move on); false, spending nothing, when that is more than is left: the
     * flag falls.
     */
    boolean spend(int side, int ply, long millis) {
        if (millis >= left[side] && ply >= 2) {
            return false;
        }
        left[side] -= millis;
        if (ply >= 2) {
            left[side] += control.incrementSeconds() * 1000L;
        }
        return true;
    }

    /** {@code [%clk h:mm:ss]} of {@code side}'s time left, whole seconds as Lichess writes them. */
    String comment(int side) {
        long seconds = Math.max(0, left[side]) / 1000;
        return String.format(java.util.Locale.ROOT, "[%%clk %d:%02d:%02d]", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
