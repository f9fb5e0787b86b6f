package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Move;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;

/**
 * The engine a game is played against: its own instance of the server's engine, at the level
 * asked, searching on the server's engine threads ({@link EngineSeats}) and handing its move to the
 * game, which plays it through the arbiter like a person's. One search at a time: the game asks for
 * the next only after this one's move is played.
 */
final class EnginePlayer {
    private final Opponent opponent;
    private final Engine engine;
    private final EngineSeats seats;

    EnginePlayer(Opponent opponent, Engine engine, EngineSeats seats) {
        this.opponent = requireNonNull(opponent, "opponent");
        this.engine = requireNonNull(engine, "engine");
        this.seats = requireNonNull(seats, "seats");
    }

    /** The side it plays and its level. */
    Opponent opponent() {
        return opponent;
    }

    /**
     * Searches {@code request} on an engine thread and answers {@code game} for the position after
     * {@code ply} half-moves: with the move found, or with the engine's failure. Returns at once;
     * false when the server is closing and no search starts.
     */
    boolean think(SearchRequest request, int ply, WebGame game) {
        return seats.run(this, () -> {
            Optional<Move> best;
            try {
                best = engine.search(request, SearchListener.SILENT).best();
            } catch (RuntimeException failure) {
                game.engineFailed(ply, "failed: " + failure.getClass().getSimpleName()
                        + Optional.ofNullable(failure.getMessage()).map(text -> " " + text.strip()).orElse(""));
                return;
            }
            if (best.isPresent()) {
                game.engineMoved(ply, best.get());
            } else {
                game.engineFailed(ply, "found no move in a position that has one");
            }
        });
    }

    /** Ends a running search within milliseconds; its move, if any, is then not played. Safe from any thread. */
    void stop() {
        engine.stop();
    }
}
