package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.chesseus.api.rules.RuleBookComposer;

/**
 * The games the server holds, each under its own id, at most {@link ServeLimits#maxGames()} at once.
 * Games that outstay the limits are let go lazily: every look at the games first sweeps out the
 * expired ones, so no thread watches them; an expired game's id is then unknown, and its engine,
 * if it had one, is let go.
 */
final class OpenGames {
    /** The most ids a message names. */
    private static final int LISTED = 10;

    private final RuleBookComposer composer;
    private final EngineSeats engines;
    private final LongSupplier clock;
    private final ServeLimits limits;
    private final Map<String, WebGame> games = new ConcurrentHashMap<>();
    private final AtomicLong numbers = new AtomicLong();

    OpenGames(RuleBookComposer composer, EngineSeats engines, LongSupplier clock, ServeLimits limits) {
        this.composer = requireNonNull(composer, "composer");
        this.engines = requireNonNull(engines, "engines");
        this.clock = requireNonNull(clock, "clock");
        this.limits = requireNonNull(limits, "limits");
    }

    /**
     * Opens a game.
     *
     * @throws HttpRefusal 400 when it cannot be set up as asked, 503 when the server holds its most games
     */
    synchronized WebGame open(NewGame asked) {
        sweep();
        if (games.size() >= limits.maxGames()) {
            throw new HttpRefusal(HttpRefusal.UNAVAILABLE, "this server already holds " + limits.maxGames()
                    + " open games, its limit (--max-games); no new game until one expires: " + limits.kept());
        }
        String id = String.valueOf(numbers.incrementAndGet());
        WebGame game = asked.open(id, composer, engines, clock);
        games.put(id, game);
        game.begin();
        return game;
    }

    /**
     * The game with this id.
     *
     * @throws HttpRefusal 404 when there is none, or it expired
     */
    WebGame find(String id) {
        sweep();
        WebGame game = games.get(id);
        if (game == null) {
            throw new HttpRefusal(HttpRefusal.NOT_FOUND, "no game '" + id + "' on this server: expired or unknown ("
                    + limits.kept() + ")" + (games.isEmpty() ? "; none is open now: POST /api/games opens one"
                    : "; open games: " + listed(ids())));
        }
        return game;
    }

    /** Whether the game is still held: false once it expired, and it is then let go. */
    boolean holds(WebGame game) {
        if (game.expired(limits)) {
            if (games.remove(game.id(), game)) {
                game.letGo();
            }
            return false;
        }
        return games.get(game.id()) == game;
    }

    /** The ids of the open games, oldest first. */
    List<String> ids() {
        sweep();
        List<String> ids = new ArrayList<>(games.keySet());
        ids.sort((a, b) -> Long.compare(Long.parseLong(a), Long.parseLong(b)));
        return ids;
    }

    /** The ids for a message: all of a few, the newest of many. */
    private static String listed(List<String> ids) {
        if (ids.size() <= LISTED) {
            return String.join(", ", ids);
        }
        return "…, " + String.join(", ", ids.subList(ids.size() - LISTED, ids.size())) + " (" + ids.size()
                + " in all: GET /api/games lists them)";
    }

    /** Lets go of the games that outstayed the limits. */
    private void sweep() {
        games.values().removeIf(game -> {
            if (game.expired(limits)) {
                game.letGo();
                return true;
            }
            return false;
        });
    }
}
