package org.chesseus.tools.corpus;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A time control as Lichess offers it ({@code TimeControl "180+2"}: base and increment in
 * seconds), with its share of the games in the mix a corpus draws from, and the speed Lichess
 * files it under by the game's estimated duration, base + 40 × increment (under 30 s UltraBullet,
 * under 3 min Bullet, under 8 min Blitz, under 25 min Rapid, else Classical).
 *
 * @param baseSeconds the time each player starts with
 * @param incrementSeconds the time added after each move
 * @param weight the share of the mix, in parts of {@link #MIX}'s total
 */
public record LichessTimeControl(int baseSeconds, int incrementSeconds, int weight) {

    /** The mix: the pool's popular controls, bullet to classical, weighted roughly as played. */
    public static final List<LichessTimeControl> MIX = List.of(
            new LichessTimeControl(15, 0, 1),
            new LichessTimeControl(60, 0, 14),
            new LichessTimeControl(120, 1, 6),
            new LichessTimeControl(180, 0, 18),
            new LichessTimeControl(180, 2, 14),
            new LichessTimeControl(300, 0, 12),
            new LichessTimeControl(300, 3, 10),
            new LichessTimeControl(600, 0, 12),
            new LichessTimeControl(600, 5, 6),
            new LichessTimeControl(900, 10, 4),
            new LichessTimeControl(1800, 0, 2),
            new LichessTimeControl(1800, 20, 1));

    private static final int TOTAL = MIX.stream().mapToInt(LichessTimeControl::weight).sum();

    /** One control drawn from {@link #MIX} by weight. */
    static LichessTimeControl draw(SplittableRandom random) {
        int ticket = random.nextInt(TOTAL);
        for (LichessTimeControl control : MIX) {
            ticket -= control.weight;
            if (ticket < 0) {
                return control;
            }
        }
        throw new AssertionError("weights sum to " + TOTAL);
    }

    /** The tag's value: {@code 180+2}. */
    public String tag() {
        return baseSeconds + "+" + incrementSeconds;
    }

    /** Lichess's speed name: {@code UltraBullet}, {@code Bullet}, {@code Blitz}, {@code Rapid}, {@code Classical}. */
    public String speed() {
        int estimate = baseSeconds + 40 * incrementSeconds;
        return estimate < 30 ? "UltraBullet" : estimate < 180 ? "Bullet" : estimate < 480 ? "Blitz"
                : estimate < 1500 ? "Rapid" : "Classical";
    }
}
