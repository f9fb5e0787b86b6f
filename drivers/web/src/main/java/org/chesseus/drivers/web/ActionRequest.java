package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.chesseus.api.Color;
import org.chesseus.api.game.Action;

/**
 * One action on a game, as {@code POST /api/games/{id}/actions} takes it: {@code {"type": "move",
 * "move": "e2e4", "by": "white", "claim": false}}. The move is SAN or UCI; {@code claim} asks for a
 * draw with the move (a claim on the position it produces if correct, FIDE 9.2.1 and 9.3.1, else an
 * offer). {@code by} names the player acting and may be left out for the player having the move;
 * a resignation must name it, and a flag fall names the {@code side} whose flag fell. {@code ply}, when
 * given, is the half-move count of the position the sender saw: an action sent for another position
 * (a stale move, sent before a move the sender had not yet seen) is refused rather than applied to
 * a position its sender never saw.
 */
final class ActionRequest {
    /** The fields an action may hold. */
    static final Set<String> FIELDS = Set.of("type", "move", "by", "claim", "side", "ply");

    /** What the player does. */
    enum Kind {
        /** Plays a move, possibly with a draw request. */
        MOVE,
        /** Offers a draw (FIDE 9.1.2). */
        OFFER,
        /** Accepts the opponent's standing offer (5.2.3). */
        ACCEPT,
        /** Declines the opponent's standing offer (9.1.2.2). */
        DECLINE,
        /** Claims a draw on the present position (9.2, 9.3). */
        CLAIM,
        /** Resigns, on the move or not (5.1.2). */
        RESIGN,
        /** Reports a fallen flag (6.9); the game's clock decides. */
        FLAG
    }

    private final Kind kind;
    private final String move;
    private final Color by;
    private final boolean claim;
    private final Color side;
    private final Integer ply;

    private ActionRequest(Kind kind, String move, Color by, boolean claim, Color side, Integer ply) {
        this.kind = requireNonNull(kind, "kind");
        this.move = move;
        this.by = by;
        this.claim = claim;
        this.side = side;
        this.ply = ply;
    }

    /**
     * The action a request body holds.
     *
     * @throws HttpRefusal 400 for a malformed body, an unknown type or side, or a missing field
     */
    static ActionRequest read(String body) {
        JsonBody json = JsonBody.read("an action", body, FIELDS);
        String type = json.required("type", "\"move\", \"offer\", \"accept\", \"decline\", \"claim\", \"resign\" or \"flag\"");
        Kind kind = kind(type);
        String move = kind == Kind.MOVE ? json.required("move", "\"e4\" or \"e2e4\"") : json.text("move").orElse(null);
        if (move != null && kind != Kind.MOVE) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field 'move' goes with type \"move\" only, not \"" + type + "\"");
        }
        Color by = json.text("by").map(text -> color("by", text)).orElse(null);
        if (kind == Kind.RESIGN && by == null) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a resignation needs the field 'by' (\"white\" or \"black\"):"
                    + " either player may resign at any moment (FIDE 5.1.2)");
        }
        boolean claim = json.flag("claim");
        if (claim && kind != Kind.MOVE) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field 'claim' rides with a move (type \"move\"); to claim on"
                    + " the present position, send type \"claim\"");
        }
        Color side = kind == Kind.FLAG ? color("side", json.required("side", "\"white\" or \"black\"")) : null;
        return new ActionRequest(kind, move, by, claim, side, json.count("ply").orElse(null));
    }

    private static Kind kind(String type) {
        for (Kind kind : Kind.values()) {
            if (kind.name().equalsIgnoreCase(type.strip())) {
                return kind;
            }
        }
        throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "unknown action type \"" + type + "\"; types: move, offer,"
                + " accept, decline, claim, resign, flag");
    }

    private static Color color(String field, String text) {
        switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "white":
            case "w":
                return Color.WHITE;
            case "black":
            case "b":
                return Color.BLACK;
            default:
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "': \"" + text
                        + "\" is no side; write \"white\" or \"black\"");
        }
    }

    /** What the player does. */
    Kind kind() {
        return kind;
    }

    /** The move as written, for a move. */
    Optional<String> move() {
        return Optional.ofNullable(move);
    }

    /** The player acting, when named. */
    Optional<Color> by() {
        return Optional.ofNullable(by);
    }

    /** Whether a move carries a draw request. */
    boolean claim() {
        return claim;
    }

    /** The half-move count of the position the sender saw, when given. */
    Optional<Integer> ply() {
        return Optional.ofNullable(ply);
    }

    /** The side whose flag fell, for a flag fall. */
    Optional<Color> side() {
        return Optional.ofNullable(side);
    }

    /**
     * The request, other than a move, as the game's shared {@link Action}: the page speaks the
     * drivers' vocabulary. {@code toMove} has the move; {@code clocked} says whether the game has a clock.
     *
     * @throws HttpRefusal 409 for a player acting out of turn, or a flag in a game without a clock
     */
    Action action(Color toMove, boolean clocked) {
        switch (kind) {
            case OFFER:
                onTurn(toMove, "offer a draw");
                return new Action.Offer(toMove);
            case ACCEPT:
                onTurn(toMove, "accept a draw");
                return new Action.Accept(toMove);
            case DECLINE:
                onTurn(toMove, "decline a draw");
                return new Action.Decline(toMove);
            case CLAIM:
                onTurn(toMove, "claim a draw");
                return new Action.Claim(toMove);
            case RESIGN:
                return new Action.Resign(by().orElseThrow());
            case FLAG:
                if (!clocked) {
                    // The kernel takes a flag reported by an outside clock; this page is the clock.
                    throw new HttpRefusal(HttpRefusal.CONFLICT, "this game has no clock, so no flag can fall (FIDE 6.9);"
                            + " open a game with a time control to play on the clock");
                }
                return new Action.FlagFall(side().orElseThrow());
            default:
                throw new IllegalStateException("unknown action " + kind);
        }
    }

    /**
     * At a shared board the player having the move acts; only resignation and a flag fall come from
     * either side.
     *
     * @throws HttpRefusal 409 when the request names a player other than {@code toMove}, who may not {@code what} now
     */
    void onTurn(Color toMove, String what) {
        if (by != null && by != toMove) {
            throw new HttpRefusal(HttpRefusal.CONFLICT, by.title() + " may not " + what + " now: it is "
                    + toMove.title() + "'s move (a draw is offered or claimed with one's own move, FIDE 9.1.2.1, 9.2.1,"
                    + " 9.3.1; resignation is open to either player at any moment)");
        }
    }
}
