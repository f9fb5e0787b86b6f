package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.chesseus.api.rules.RuleBookComposer;

/** The games the server holds, each under its own id, as many at once as people open. */
final class OpenGames {
    private final RuleBookComposer composer;
    private final LongSupplier clock;
    private final Map<String, WebGame> games = new ConcurrentHashMap<>();
    private final AtomicLong numbers = new AtomicLong();

    OpenGames(RuleBookComposer composer, LongSupplier clock) {
        this.composer = requireNonNull(composer, "composer");
        this.clock = requireNonNull(clock, "clock");
    }

    /**
     * Opens a game.
     *
     * @throws HttpRefusal 400 when it cannot be set up as asked
     */
    WebGame open(NewGame asked) {
        String id = String.valueOf(numbers.incrementAndGet());
        WebGame game = asked.open(id, composer, clock);
        games.put(id, game);
        return game;
    }

    /**
     * The game with this id.
     *
     * @throws HttpRefusal 404 when there is none
     */
    WebGame find(String id) {
        WebGame game = games.get(id);
        if (game == null) {
            throw new HttpRefusal(HttpRefusal.NOT_FOUND, "no game '" + id + "' on this server"
                    + (games.isEmpty() ? "; none is open yet: POST /api/games opens one" : "; open games: "
                    + String.join(", ", ids())));
        }
        return game;
    }

    /** The ids of the open games, oldest first. */
    List<String> ids() {
        List<String> ids = new ArrayList<>(games.keySet());
        ids.sort((a, b) -> Long.compare(Long.parseLong(a), Long.parseLong(b)));
        return ids;
    }
}
