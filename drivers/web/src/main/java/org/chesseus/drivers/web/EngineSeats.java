package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.chesseus.api.Legality;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineOption;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBook;

/**
 * The server's engine opponents: the engine plugin the launcher found (the first by name, as
 * {@code chesseus uci} picks it), the levels it offers (its {@code UCI_Elo} range, when it has
 * {@code UCI_LimitStrength}), and the threads its searches run on — never a request's thread. Each
 * game against the engine gets an engine of its own ({@link EnginePlayer}); closing stops every
 * running search and ends the threads.
 */
final class EngineSeats implements AutoCloseable {
    /** UCI's standard option that turns a playing level on. */
    static final String LIMIT_STRENGTH = "UCI_LimitStrength";
    /** UCI's standard option for the level's rating. */
    static final String ELO = "UCI_Elo";
    /** UCI's standard option for the hash table's size, in MB. */
    static final String HASH = "Hash";
    /** The hash table of each game's engine, in MB: a server may hold many games, and a move takes a second. */
    static final int HASH_MB = 4;

    private final EngineProvider provider;
    private final int lowest;
    private final int highest;
    private final ExecutorService threads;
    private final Set<EnginePlayer> thinking = ConcurrentHashMap.newKeySet();
    private volatile boolean open = true;

    private EngineSeats(EngineProvider provider, int lowest, int highest) {
        this.provider = provider;
        this.lowest = lowest;
        this.highest = highest;
        AtomicInteger count = new AtomicInteger();
        this.threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "chesseus-engine-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** No engine: games between people only. */
    static EngineSeats none() {
        return new EngineSeats(null, 0, 0);
    }

    /**
     * The seats of the first of {@code providers} by name, its levels read from an engine made
     * with {@code legality}; none when the list is empty (a game against the engine is then refused).
     */
    static EngineSeats of(List<EngineProvider> providers, Legality legality) {
        EngineProvider chosen = providers.stream().min(Comparator.comparing(EngineProvider::name)).orElse(null);
        if (chosen == null) {
            return none();
        }
        List<EngineOption> options = chosen.create(requireNonNull(legality, "legality")).options();
        boolean limits = options.stream().anyMatch(option -> option.name().equalsIgnoreCase(LIMIT_STRENGTH));
        EngineOption elo = options.stream()
                .filter(option -> option.name().equalsIgnoreCase(ELO) && option.type() == EngineOption.Type.SPIN)
                .findFirst().orElse(null);
        if (!limits || elo == null) {
            return new EngineSeats(chosen, 0, 0);
        }
        return new EngineSeats(chosen, (int) elo.min(), (int) elo.max());
    }

    /** Whether the server has an engine to play against. */
    boolean available() {
        return provider != null;
    }

    /** The engine's name ({@code Chesseus 0.1.0}); empty text when there is none. */
    String name() {
        return provider == null ? "" : provider.name();
    }

    /** The weakest level offered; 0 when the engine plays at full strength only. */
    int lowest() {
        return lowest;
    }

    /** The strongest level offered; 0 when the engine plays at full strength only. */
    int highest() {
        return highest;
    }

    /**
     * An engine of its own for a game under {@code book}, set to the opponent's level.
     *
     * @throws HttpRefusal 400 when the server has no engine, or the level is outside the engine's range
     */
    EnginePlayer seat(Opponent opponent, RuleBook book) {
        if (provider == null) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: 'opponent': this server has no engine to play"
                    + " against (the search plugin, chesseus-search, is not on its module path); leave 'opponent' out");
        }
        if (opponent.elo() > 0 && (opponent.elo() < lowest || opponent.elo() > highest)) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: 'opponent.elo' " + opponent.elo() + ": "
                    + (highest == 0 ? provider.name() + " plays at full strength only"
                    : "the engine plays at levels " + lowest + " to " + highest) + "; leave 'elo' out for its full strength");
        }
        Engine engine = provider.create(book.legality());
        if (engine.options().stream().anyMatch(option -> option.name().equalsIgnoreCase(HASH))) {
            engine.setOption(HASH, Integer.toString(HASH_MB));
        }
        if (opponent.elo() > 0) {
            engine.setOption(LIMIT_STRENGTH, "true");
            engine.setOption(ELO, Integer.toString(opponent.elo()));
        }
        engine.newGame();
        return new EnginePlayer(opponent, engine, this);
    }

    /** Runs a search on the engines' threads; false once the seats are closed. */
    boolean run(EnginePlayer player, Runnable search) {
        if (!open) {
            return false;
        }
        thinking.add(player);
        try {
            threads.execute(() -> {
                try {
                    search.run();
                } finally {
                    thinking.remove(player);
                }
            });
            return true;
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            thinking.remove(player);
            return false;
        }
    }

    /** The number of searches running now (or about to start). */
    int searching() {
        return thinking.size();
    }

    /** Stops every running search and ends the engines' threads. */
    @Override
    public void close() {
        open = false;
        thinking.forEach(EnginePlayer::stop);
        threads.shutdownNow();
        try {
            threads.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
