package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.chesseus.api.Color;

/**
 * The engine a new game is played against, as {@code POST /api/games} asks for it: {@code
 * "opponent": {"side": "black", "elo": 1200}} — the side the engine plays, and its level ({@code
 * UCI_Elo}); without {@code elo} (or {@code "elo": "full"}) it plays at full strength. The range of
 * levels is the engine's own ({@link EngineSeats#levels()}), checked when the game opens.
 *
 * @param side the side the engine plays
 * @param elo the level, or 0 for full strength
 */
record Opponent(Color side, int elo) {
    /** The fields the opponent may hold. */
    static final Set<String> FIELDS = Set.of("side", "elo");
    /** What messages call the field. */
    static final String NAMED = "'opponent' of a new game";

    /** Requires a side. */
    Opponent {
        requireNonNull(side, "side");
        if (elo < 0) {
            throw new IllegalArgumentException("elo must be 0 (full strength) or a level, was " + elo);
        }
    }

    /**
     * The opponent a new game's body asks for; empty when it asks for none.
     *
     * @throws HttpRefusal 400 naming the field at fault: not an object, an unknown field, no side or
     *     an unknown one, a level that is no whole number
     */
    static Optional<Opponent> read(JsonBody game) {
        Optional<JsonBody> asked = game.object("opponent", NAMED, FIELDS);
        if (asked.isEmpty()) {
            return Optional.empty();
        }
        JsonBody json = asked.get();
        String side = json.required("side", "\"white\" or \"black\" (the side the engine plays)");
        return Optional.of(new Opponent(color(side), elo(json.text("elo"))));
    }

    private static Color color(String text) {
        switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "white":
                return Color.WHITE;
            case "black":
                return Color.BLACK;
            default:
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: 'opponent.side' \"" + text
                        + "\" is no side; write \"white\" or \"black\" (the side the engine plays)");
        }
    }

    private static int elo(Optional<String> written) {
        String text = written.map(String::strip).orElse("");
        if (text.isEmpty() || text.equalsIgnoreCase("full")) {
            return 0;
        }
        if (!text.matches("[0-9]{1,9}") || Integer.parseInt(text) == 0) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: 'opponent.elo' " + text + " is no level;"
                    + " write a rating such as 1500, or leave 'elo' out for the engine's full strength");
        }
        return Integer.parseInt(text);
    }

    /**
     * Refuses a request that would act for the engine: a request acts for the person only — the
     * engine's side neither moves, offers, claims nor resigns by request — and on the engine's turn
     * the person only resigns (or reports a flag: the clock decides).
     *
     * @throws HttpRefusal 409 naming whose move it is
     */
    void admit(ActionRequest request, Color toMove, boolean thinking) {
        if (request.kind() == ActionRequest.Kind.FLAG) {
            return;
        }
        if (request.by().filter(by -> by == side).isPresent()) {
            throw new HttpRefusal(HttpRefusal.CONFLICT, side.title() + " is played by the engine in this game:"
                    + " requests act for " + side.opposite().title() + " only");
        }
        if (toMove == side && request.kind() != ActionRequest.Kind.RESIGN) {
            throw new HttpRefusal(HttpRefusal.CONFLICT, "it is " + side.title() + "'s move, and the engine plays "
                    + side.title() + ": wait for its move (" + (thinking ? "it is thinking" : "it moves next") + "); "
                    + side.opposite().title() + " may resign at any moment");
        }
    }

    /** The name play writes for such a player, and the record's tag: {@code engine:1200} or {@code engine}. */
    String player() {
        return "engine" + (elo > 0 ? ":" + elo : "");
    }
}
