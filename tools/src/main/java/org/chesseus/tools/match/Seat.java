package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import org.chesseus.drivers.uci.EngineListener;
import org.chesseus.drivers.uci.UciEngine;

/**
 * One engine of a table, over the games of a match: its process (started on the first game, given
 * its options, told {@code UCI_Chess960} in a Chess960 match), a new game ({@code ucinewgame},
 * {@code isready}) before each game, and a new process when the last one crashed, hung or stopped
 * answering. Its moves and failures go to the table's queue; its last score is kept per search.
 */
final class Seat implements AutoCloseable {
    /** How long an engine may take to answer {@code isready} before a game. */
    static final long READY_SECONDS = 10;

    private final MatchPlayer player;
    private final String option;
    private final boolean chess960;
    private final BlockingQueue<SeatEvent> events;
    private UciEngine engine;
    private volatile boolean broken;
    private volatile long searching = -1;
    private volatile Eval eval;
    private volatile int starts;

    /**
     * @param option the option that named the engine, for messages ({@code --white})
     */
    Seat(MatchPlayer player, String option, boolean chess960, BlockingQueue<SeatEvent> events) {
        this.player = requireNonNull(player, "player");
        this.option = requireNonNull(option, "option");
        this.chess960 = chess960;
        this.events = requireNonNull(events, "events");
    }

    /** The engine's name. */
    String name() {
        return player.name();
    }

    /** The name the engine's present process gave itself ({@code id name}), if any. */
    Optional<String> idName() {
        return engine == null ? Optional.empty() : engine.idName();
    }

    /** How many times its process was started. */
    int starts() {
        return starts;
    }

    /**
     * Makes the engine ready for a new game: started when it has no process or its process broke,
     * else told {@code ucinewgame} and asked {@code isready} (a new process when it does not answer).
     *
     * @throws org.chesseus.api.RejectedInputException when it cannot be started
     */
    void ready() {
        if (engine != null && !broken && engine.newGame(READY_SECONDS)) {
            return;
        }
        if (engine != null) {
            engine.close();
        }
        broken = false;
        starts++;
        engine = UciEngine.start(player.command(), player.label(), option, listener(starts));
        for (Map.Entry<String, String> setting : player.options().entrySet()) {
            engine.setOption(setting.getKey(), setting.getValue());
        }
        if (chess960) {
            engine.setOption("UCI_Chess960", "true");
        }
        engine.newGame(READY_SECONDS);
    }

    /** Hears the process started as number {@code generation}; a failure of an older one is no news. */
    private EngineListener listener(int generation) {
        return new EngineListener() {
            @Override
            public void bestMove(long search, String move) {
                events.add(new SeatEvent(Seat.this, true, search, move));
            }

            @Override
            public void info(long search, String line) {
                if (search == searching) {
                    Eval.parse(line).ifPresent(found -> eval = found);
                }
            }

            @Override
            public void failed(String reason) {
                if (generation != starts) {
                    return;
                }
                broken = true;
                events.add(new SeatEvent(Seat.this, false, searching, reason));
            }
        };
    }

    /** Sets the position and starts search number {@code search}. */
    void go(String position, String go, long search) {
        eval = null;
        searching = search;
        engine.go(position, go, search);
    }

    /** The score and depth the engine last reported for search {@code search}. */
    Optional<Eval> eval(long search) {
        Eval last = eval;
        return search == searching ? Optional.ofNullable(last) : Optional.empty();
    }

    /** Stops a search whose answer is no longer wanted. */
    void stop() {
        if (engine != null && !broken) {
            engine.stop();
        }
    }

    /** The engine misbehaved (a hang, garbage): it gets a new process before its next game. */
    void markBroken() {
        broken = true;
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
