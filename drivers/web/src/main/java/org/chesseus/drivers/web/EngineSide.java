package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.game.Game;

/**
 * The engine's side of a {@link WebGame}: the engine it plays with ({@link EnginePlayer}), whether
 * it is thinking, and when it thinks — on its turn, once — until the game's end stops its search and
 * lets it go. In a game between two people there is no engine, and it does nothing.
 *
 * <p>Locking: it holds no lock of its own. Every method is called with the game's lock held (the
 * {@code WebGame}'s monitor); the engine's answers arrive on engine threads through {@link
 * WebGame#engineMoved} and {@link WebGame#engineFailed}, which take that lock before calling here.
 */
final class EngineSide {
    private final Game game;
    private final Optional<Opponent> opponent;
    /** The engine while the game goes on; null once it ended (the engine's memory is let go). */
    private EnginePlayer engine;
    private boolean thinking;

    /** The side of {@code game} that {@code engine} plays; no engine when it is null (two people play). */
    EngineSide(Game game, EnginePlayer engine) {
        this.game = requireNonNull(game, "game");
        this.engine = engine;
        this.opponent = Optional.ofNullable(engine).map(EnginePlayer::opponent);
    }

    /** The side the engine plays and its level; empty between two people. */
    Optional<Opponent> opponent() {
        return opponent;
    }

    /** Whether the engine is searching for its move now. */
    boolean thinking() {
        return thinking;
    }

    /**
     * After every change of the game: on the engine's turn its search starts (once), answering
     * {@code table}; at the end of the game a running search is stopped and the engine let go.
     */
    void turn(WebGame table) {
        if (engine == null) {
            return;
        }
        if (game.isOver()) {
            letGo();
            return;
        }
        if (thinking || game.ruling().position().sideToMove() != opponent.orElseThrow().side()) {
            return;
        }
        SearchRequest request = new SearchRequest(game.positions().get(0), game.moves(), ThinkingTime.of(game),
                DrawRules.of(game.book()), List.of(), 1, false);
        thinking = engine.think(request, game.ruling().ply(), table);
    }

    /** The engine answered (a move or a failure): its search is over. */
    void answered() {
        thinking = false;
    }

    /**
     * The engine forfeits the game for {@code cause}, as in {@code play}: the game's ruling's notice.
     * A book without the rule (l1, l2) has no ending for it: the game then waits, the engine let go,
     * and the notice says why.
     */
    Optional<String> forfeit(String cause) {
        try {
            return game.forfeit(opponent.orElseThrow().side(), "(the engine) " + cause).notice();
        } catch (RejectedInputException noForfeitRule) {
            engine = null;
            return Optional.of("The engine " + cause + "; this book has no forfeit rule, so the game stops here.");
        }
    }

    /** Stops the engine's search and lets it go: the game ended or is let go, or the server stops. */
    void letGo() {
        if (engine != null) {
            engine.stop();
            engine = null;
        }
        thinking = false;
    }
}
