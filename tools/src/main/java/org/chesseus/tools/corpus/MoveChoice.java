package org.chesseus.tools.corpus;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.SplittableRandom;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineScore;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;

/**
 * A player's move: the engine searches its node budget with {@link #LINES} lines ({@code
 * MultiPV}); the move is drawn among the lines by a softmax of their scores at the player's
 * temperature (hotter in the first moves, for varied openings), or, with the player's blunder rate,
 * at random among all legal moves. The engine is single-threaded and stops on nodes, never on
 * time, so the same game and the same draws give the same move.
 */
final class MoveChoice {
    /** The lines the engine is asked for. */
    static final int LINES = 3;
    private static final int MATE = 10_000;

    /** Players rated below this search with the engine's plain evaluation, when it has one. */
    static final int PLAIN_BELOW = 1600;

    private final Engine engine;
    private final Engine plain;
    private final Legality legality;
    private final SearchInfo[] lines = new SearchInfo[LINES];
    private int depth;

    /**
     * A choice made by {@code engine}, and by {@code plain} for players rated below {@link
     * #PLAIN_BELOW} when {@code plain} takes the option {@code Evaluation material} (Chesseus's
     * engine: material and simple placement, several times cheaper; weaker players then also play
     * more plainly); otherwise {@code engine} for everyone.
     */
    MoveChoice(Engine engine, Engine plain, Legality legality) {
        this.engine = configured(requireNonNull(engine, "engine"));
        this.legality = requireNonNull(legality, "legality");
        Engine cheap = configured(requireNonNull(plain, "plain"));
        try {
            cheap.setOption("Evaluation", "material");
        } catch (IllegalArgumentException unknown) {
            cheap = this.engine;
        }
        this.plain = cheap;
    }

    private static Engine configured(Engine engine) {
        engine.setOption("Hash", "1");
        engine.setOption("MultiPV", Integer.toString(LINES));
        return engine;
    }

    /** A move chosen and the score of the engine's best line, from the mover's side, in centipawns. */
    record Chosen(Move move, int score) {
    }

    /** A new game: the engine forgets the last one, so each game depends only on its own draws. */
    void newGame() {
        engine.newGame();
        plain.newGame();
    }

    /** The move {@code player} makes in {@code position}, reached by {@code moves} from {@code start}. */
    Chosen choose(Player player, Position start, Position position, List<Move> moves, SplittableRandom random) {
        java.util.Arrays.fill(lines, null);
        depth = 0;
        SearchRequest request = new SearchRequest(start, moves, SearchLimits.nodes(player.nodes()),
                DrawRules.FIDE, List.of(), LINES, false);
        SearchResult result = (player.rating() < PLAIN_BELOW ? plain : engine).search(request, this::listen);
        Move best = result.best().orElseThrow(() -> new IllegalStateException("no legal move in " + position));
        int bestScore = lines[0] == null ? 0 : centipawns(lines[0].score());
        if (random.nextDouble() < player.blunderRate()) {
            List<Move> legal = legality.legalMoves(position);
            return new Chosen(legal.get(random.nextInt(legal.size())), bestScore);
        }
        double temperature = moves.size() < 12 ? player.temperature() + 40 : player.temperature();
        return new Chosen(sample(best, bestScore, temperature, random), bestScore);
    }

    private void listen(SearchInfo info) {
        if (info.depth() != depth) {
            java.util.Arrays.fill(lines, null);
            depth = info.depth();
        }
        if (info.multiPv() <= LINES && !info.pv().isEmpty()) {
            lines[info.multiPv() - 1] = info;
        }
    }

    private Move sample(Move best, int bestScore, double temperature, SplittableRandom random) {
        double[] weights = new double[LINES];
        double total = 0;
        for (int i = 0; i < LINES; i++) {
            if (lines[i] != null) {
                weights[i] = Math.exp((centipawns(lines[i].score()) - bestScore) / temperature);
                total += weights[i];
            }
        }
        if (total == 0) {
            return best;
        }
        double ticket = random.nextDouble() * total;
        for (int i = 0; i < LINES; i++) {
            ticket -= weights[i];
            if (lines[i] != null && ticket < 0) {
                return lines[i].pv().get(0);
            }
        }
        return best;
    }

    /** A score in centipawns, a mate as ±10,000 less the moves to it. */
    static int centipawns(EngineScore score) {
        if (score.mateIn() > 0) {
            return MATE - score.mateIn();
        }
        if (score.mateIn() < 0) {
            return -MATE - score.mateIn();
        }
        return score.centipawns();
    }
}
