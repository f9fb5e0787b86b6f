package org.chesseus.search;

import static java.util.Objects.requireNonNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.function.Supplier;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineOption;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.chesseus.search.eval.Evaluator;
import org.chesseus.search.eval.MaterialEvaluator;
import org.chesseus.search.eval.NetworkEvaluator;
import org.chesseus.search.eval.NetworkWeights;
import org.chesseus.search.eval.TaperedEvaluator;

/**
 * The Chesseus engine: a searching thread (and {@code Threads} − 1 helpers, {@link Seconds}), its
 * own transposition table (allocated at the first search) and move-ordering memory, an evaluation
 * from the supplier it was made with; with {@code UCI_LimitStrength} it plays at the {@link Level}
 * of {@code UCI_Elo}. A playing level and a {@code go nodes} search use one thread whatever
 * {@code Threads} says: their node counts are a level's strength and a repeatable experiment.
 */
final class ChesseusEngine implements Engine {
    /**
     * A stop that arrives while no search runs, this soon before one starts, is meant for it (the
     * host's threads race); one that arrives during a search ends that search only.
     */
    private static final long EARLY_STOP_NANOS = 50_000_000;

    private final Legality legality;
    private final Supplier<Evaluator> evaluators;
    private Evaluator evaluator;
    private final Supplier<Evaluator> levelEvaluators;
    private Evaluator levelEvaluator;
    private final Supplier<Evaluator> topLevelEvaluators;
    private Evaluator topLevelEvaluator;
    /** The network of {@code Network File}; {@code null}: the engine's own. */
    private NetworkWeights network;
    private final EngineSettings settings = new EngineSettings();
    private final TranspositionTable table = new TranspositionTable(16);
    private final StaticExchange exchange = new StaticExchange();
    private final MoveOrdering ordering = new MoveOrdering(exchange);
    private final RandomGenerator random = new SplittableRandom();
    private final Seconds seconds = new Seconds();
    private volatile TimeControl running;
    private int lastScore = RootEffort.NO_SCORE;
    private int lastPly = Integer.MIN_VALUE;
    private static final long LONG_AGO = 3_600_000_000_000L;

    private volatile long stopRequestedAt = System.nanoTime() - LONG_AGO;
    private volatile long ponderhitAt = System.nanoTime() - LONG_AGO;

    ChesseusEngine(Legality legality, Supplier<Evaluator> evaluators) {
        this(legality, evaluators, evaluators);
    }

    ChesseusEngine(Legality legality, Supplier<Evaluator> evaluators, Supplier<Evaluator> levelEvaluators) {
        this(legality, evaluators, levelEvaluators, evaluators);
    }

    /**
     * An engine whose full-strength searches evaluate with {@code evaluators} (the default, {@code
     * Evaluation network}; the option's other choices replace it) and whose playing
     * levels evaluate with {@code levelEvaluators}: the evaluation the level table was calibrated
     * with, kept until the table is calibrated again; the top levels below {@link
     * Level#OWN_EVALUATION_FROM} evaluate with {@code topLevelEvaluators} (the tuned evaluation alone)
     * while {@code Evaluation} is {@code network}.
     */
    ChesseusEngine(Legality legality, Supplier<Evaluator> evaluators, Supplier<Evaluator> levelEvaluators,
            Supplier<Evaluator> topLevelEvaluators) {
        this.topLevelEvaluators = requireNonNull(topLevelEvaluators, "topLevelEvaluators");
        this.legality = requireNonNull(legality, "legality");
        this.evaluators = requireNonNull(evaluators, "evaluators");
        this.levelEvaluators = requireNonNull(levelEvaluators, "levelEvaluators");
        this.evaluator = requireNonNull(evaluators.get(), "evaluator");
    }

    @Override
    public List<EngineOption> options() {
        return EngineSettings.OPTIONS;
    }

    @Override
    public void setOption(String name, String value) {
        String option = settings.set(requireNonNull(name, "name"), value);
        if (option.equals(EngineSettings.CLEAR_HASH)) {
            table.clear();
        } else if (option.equals(EngineSettings.HASH)) {
            table.resize(settings.hashMegabytes);
        } else if (option.equals(EngineSettings.NETWORK_FILE)) {
            useNetwork(null);
        } else if (option.equals(EngineSettings.EVALUATION)) {
            evaluator = evaluation().get();
            seconds.resize(settings.threads - 1, evaluation());
        } else if (option.equals(EngineSettings.THREADS) && settings.threads - 1 != seconds.count()) {
            seconds.resize(settings.threads - 1, evaluation());
        }
    }

    /**
     * {@code Network File}: the network in {@code contents} (the format {@link NetworkWeights} reads),
     * from now on the evaluation of {@code Evaluation network} and of the top levels that use the
     * engine's own; a file that is not a network is refused naming it, and the network before stays.
     */
    @Override
    public void setFile(String name, String source, byte[] contents) {
        if (!requireNonNull(name, "name").strip().equalsIgnoreCase(EngineSettings.NETWORK_FILE)) {
            Engine.super.setFile(name, source, contents);
        }
        try {
            useNetwork(NetworkWeights.read(new ByteArrayInputStream(requireNonNull(contents, "contents")), source));
        } catch (IOException e) {
            throw new IllegalArgumentException("option " + EngineSettings.NETWORK_FILE + ": " + e.getMessage(), e);
        }
    }

    /** Evaluates with this network ({@code null}: the engine's own) wherever the network is chosen. */
    private void useNetwork(NetworkWeights chosen) {
        network = chosen;
        if (settings.evaluation.equals(EngineSettings.NETWORK)) {
            evaluator = evaluation().get();
            seconds.resize(settings.threads - 1, evaluation());
        }
    }

    /** The evaluation of a playing level: the levels' own, unless {@code Evaluation material} is chosen. */
    private Evaluator levelEvaluator() {
        if (settings.evaluation.equals(EngineSettings.MATERIAL)) {
            return evaluator;
        }
        if (levelEvaluator == null) {
            levelEvaluator = levelEvaluators.get();
        }
        return levelEvaluator;
    }

    /**
     * The evaluation of the top levels below {@link Level#OWN_EVALUATION_FROM}: the tuned one alone,
     * as 2200 was calibrated, while {@code Evaluation} is the network; otherwise the one chosen.
     */
    private Evaluator topLevelEvaluator() {
        if (!settings.evaluation.equals(EngineSettings.NETWORK)) {
            return evaluator;
        }
        if (topLevelEvaluator == null) {
            topLevelEvaluator = topLevelEvaluators.get();
        }
        return topLevelEvaluator;
    }

    private Supplier<Evaluator> evaluation() {
        return switch (settings.evaluation) {
            case EngineSettings.MATERIAL -> MaterialEvaluator::new;
            case EngineSettings.TUNED -> TaperedEvaluator::new;
            default -> {
                NetworkWeights chosen = network;
                yield chosen == null ? evaluators : () -> new NetworkEvaluator(chosen);
            }
        };
    }

    @Override
    public void newGame() {
        table.clear();
        ordering.clear();
        seconds.newGame();
        lastScore = RootEffort.NO_SCORE;
        lastPly = Integer.MIN_VALUE;
    }

    @Override
    public SearchResult search(SearchRequest request, SearchListener listener) {
        requireNonNull(listener, "listener");
        GameLine game = GameLine.of(legality, requireNonNull(request, "request"));
        RootMoves root = rootMoves(game, request);
        if (root.count() == 0) {
            return new SearchResult(Optional.empty(), Optional.empty(), Optional.empty());
        }
        Level level = settings.limitStrength ? Level.of(settings.elo) : null;
        int gamePly = gamePly(request);
        TimeControl time = TimeControl.of(request.limits(), game.board().sideToMove() == 0,
                settings.moveOverheadMs, request.ponder(), level == null ? Long.MAX_VALUE : level.nodes(),
                level == null && settings.timeManagement.equals(EngineSettings.EFFORT) ? gamePly : -1);
        running = time;
        long now = System.nanoTime();
        if (now - stopRequestedAt < EARLY_STOP_NANOS) {
            time.stop();
        } else if (now - ponderhitAt < EARLY_STOP_NANOS) {
            time.ponderhit();
        }
        try {
            table.allocate();
            table.nextAge();
            ordering.clearKillers();
            Evaluator evaluation = level == null || level.ownEvaluation() ? evaluator
                    : level.top() ? topLevelEvaluator() : levelEvaluator();
            SearchStack stack = new SearchStack(game.board(), evaluation, table, ordering, exchange, time,
                    request.drawRules(), game.keys());
            stack.fullStrength = level == null || level.top();
            ordering.useCaptureHistory(stack.fullStrength);
            int lines = Math.max(request.multiPv(), settings.multiPv);
            RootSearch search = new RootSearch(stack, root, level == null ? lines : Math.max(lines, level.lines()),
                    listener);
            search.compareWith(level == null && gamePly == lastPly + 2 ? lastScore : RootEffort.NO_SCORE);
            boolean helped = level == null && request.limits().nodes().isEmpty() && seconds.count() > 0;
            if (helped) {
                seconds.start(legality, request, table);
                search.countAlso(seconds::nodes);
            }
            try {
                search.run();
                waitWhileRequired(time);
            } finally {
                if (helped) {
                    seconds.stop(listener);
                }
            }
            if (!time.pondering()) {
                // A ponder search stopped before a ponder hit guessed the opponent's move wrong: its
                // score is not the previous move's, and the search that follows compares with the one before.
                lastScore = search.bestScore();
                lastPly = gamePly;
            }
            return level == null ? result(root, 0, search.last()) : result(root, chosen(level, search), search.last());
        } finally {
            running = null;
            stopRequestedAt = System.nanoTime() - LONG_AGO;
            ponderhitAt = System.nanoTime() - LONG_AGO;
        }
    }

    /**
     * The game ply of the last search whose score the next one compares with (two plies on, the
     * score of the engine's previous move); {@link Integer#MIN_VALUE} after {@link #newGame()}.
     */
    int lastScoredPly() {
        return lastPly;
    }

    /**
     * The half-moves played in the request's game before the position searched: those before its
     * start position (from the FEN's move number and side to move) and its moves.
     */
    static int gamePly(SearchRequest request) {
        int before = 2 * Math.max(0, request.start().fullmoveNumber() - 1)
                + (request.start().sideToMove() == Color.BLACK ? 1 : 0);
        return before + request.moves().size();
    }

    /** The moves the root searches: the legal ones, or those of {@code searchmoves} among them. */
    static RootMoves rootMoves(GameLine game, SearchRequest request) {
        int[] legal = new int[SearchStack.MOVES_PER_PLY];
        int count = game.board().legalMoves(legal, 0);
        if (request.searchMoves().isEmpty()) {
            return new RootMoves(legal, count);
        }
        int[] chosen = new int[count];
        int kept = 0;
        for (Move move : request.searchMoves()) {
            if (GameLine.contains(legal, count, move.packed()) && !GameLine.contains(chosen, kept, move.packed())) {
                chosen[kept++] = move.packed();
            }
        }
        return kept == 0 ? new RootMoves(legal, count) : new RootMoves(chosen, kept);
    }

    /** UCI: an infinite or ponder search reports its move only after {@code stop} (or a ponder hit). */
    private static void waitWhileRequired(TimeControl time) {
        while (time.mustWait() && !time.stopped()) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The root index of the move a playing level picks among the last iteration's candidates. */
    private int chosen(Level level, RootSearch search) {
        int[] moves = new int[SearchStack.MOVES_PER_PLY];
        int[] scores = new int[SearchStack.MOVES_PER_PLY];
        int count = search.ranked(moves, scores);
        if (count == 0) {
            return 0;
        }
        return search.indexOf(moves[level.choose(moves, scores, count, random)]);
    }

    private static SearchResult result(RootMoves root, int index, SearchInfo last) {
        int[] line = root.line(index);
        Optional<Move> ponder = line.length > 1 ? Optional.of(Move.ofPacked(line[1])) : Optional.empty();
        return new SearchResult(Optional.of(Move.ofPacked(root.move(index))), ponder, Optional.ofNullable(last));
    }

    @Override
    public void stop() {
        TimeControl time = running;
        if (time != null) {
            time.stop();
        } else {
            stopRequestedAt = System.nanoTime();
        }
    }

    @Override
    public void ponderhit() {
        TimeControl time = running;
        if (time != null) {
            time.ponderhit();
        } else {
            ponderhitAt = System.nanoTime();
        }
    }
}
