package org.chesseus.tools.corpus;

import java.util.SplittableRandom;

/**
 * One side of a generated game: a name and a rating, and how the rating plays — the engine's node
 * budget a move (50 at 600 rising geometrically to 3,000 at 2,800, scaled for quick corpora), the
 * temperature in centipawns with which it picks among the engine's best lines (weaker players
 * stray further), the chance a move is a blunder (any legal move), and its pace on the clock
 * (above 1: slower than the clock allows, so its flag falls more often).
 *
 * @param name the account name
 * @param rating the rating before the game
 * @param nodes the node budget of each search
 * @param temperature the softmax temperature over the lines' scores, in centipawns
 * @param blunderRate the chance that a move is picked at random among the legal moves
 * @param pace how much more (or less) of the clock this player spends than a steady share
 */
record Player(String name, int rating, long nodes, double temperature, double blunderRate, double pace) {

    private static final String[] WORDS = {"Knight", "Rook", "Pawn", "Gambit", "Fianchetto", "Zugzwang", "Tempo",
        "Castle", "Bishop", "Endgame", "Opposition", "Outpost", "Sicilian", "Caro", "Kann", "Dragon", "Najdorf",
        "Berlin", "Grunfeld", "Philidor", "Lucena", "Vancura", "Blitz", "Bullet", "Patzer", "Swindle", "Fork", "Pin"};

    /** A player drawn from the pool: a rating about 1,650 ± 350, its strength at {@code nodeScale} of the budget. */
    static Player draw(SplittableRandom random, double nodeScale) {
        int rating = (int) Math.round(Math.max(600, Math.min(2900, 1650 + 350 * gaussian(random))));
        double strength = (Math.min(rating, 2800) - 600) / 2200.0;
        long nodes = Math.max(8, Math.round(Math.min(3000, 90 * Math.pow(35, strength * strength)) * nodeScale));
        double temperature = 90 - 78 * strength;
        double blunderRate = 0.025 * Math.pow(1 - strength, 2) + 0.001;
        double pace = random.nextDouble() < 0.15 ? 1.4 + random.nextDouble() : 0.7 + 0.5 * random.nextDouble();
        String name = WORDS[random.nextInt(WORDS.length)] + (random.nextBoolean() ? "_" : "")
                + WORDS[random.nextInt(WORDS.length)] + random.nextInt(1000);
        return new Player(name, rating, nodes, temperature, blunderRate, pace);
    }

    /** A standard normal variate from {@code random} (Box–Muller, so the sequence is fixed by the seed). */
    static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
