package org.chesseus.tools.compare;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;

/**
 * One step of a compared game besides a plain move: what a player or the arbiter does between the
 * moves. Written among the moves as {@code offer:white} (9.1.2), {@code accept:black} (5.2.3),
 * {@code decline:black} (9.1.2.2), {@code claim} (the player having the move claims on the present
 * position, 9.2, 9.3), {@code resign:white} (5.1.2), {@code flag:black} (6.9) or {@code
 * illegal:white} (a completed illegal move, found and taken back, 7.5); a move written with a
 * trailing {@code =} ({@code Nf3=}) is played with a draw request: a claim on the position it
 * produces, or else an offer (9.1.2.1, 9.2.1, 9.3.1), as the console reads it.
 *
 * @param kind what is done
 * @param by who does it; empty for a claim, made by the player having the move
 */
public record Step(Kind kind, Optional<Color> by) {
    /** What a step does. */
    public enum Kind {
        /** A draw offer (9.1.2). */
        OFFER("offer", "a draw offer"),
        /** An acceptance of the opponent's offer (5.2.3). */
        ACCEPT("accept", "an acceptance"),
        /** A refusal of the opponent's offer (9.1.2.2). */
        DECLINE("decline", "a refusal of the offer"),
        /** A claim on the present position (9.2, 9.3). */
        CLAIM("claim", "the draw claim"),
        /** A resignation (5.1.2). */
        RESIGN("resign", "the resignation"),
        /** A flag fall (6.9). */
        FLAG("flag", "the flag fall"),
        /** A completed illegal move, taken back (7.5). */
        ILLEGAL("illegal", "the illegal move");

        private final String word;
        private final String phrase;

        Kind(String word, String phrase) {
            this.word = word;
            this.phrase = phrase;
        }

        /** How the step is written ({@code offer}). */
        public String word() {
            return word;
        }
    }

    /** Requires every part; a claim names no player, every other step one. */
    public Step {
        requireNonNull(kind, "kind");
        requireNonNull(by, "by");
        if ((kind == Kind.CLAIM) != by.isEmpty()) {
            throw new IllegalArgumentException(kind + (by.isEmpty() ? " needs a player" : " names no player"));
        }
    }

    /**
     * The step a token names, or empty when the token is a move.
     *
     * @throws RejectedInputException for a token that looks like a step ({@code word:...}) but names
     *     no step or no player, listing the choices
     */
    public static Optional<Step> read(String token) {
        String text = token.strip().toLowerCase(Locale.ROOT);
        if (text.equals("claim")) {
            return Optional.of(new Step(Kind.CLAIM, Optional.empty()));
        }
        int colon = text.indexOf(':');
        if (colon < 0) {
            return Optional.empty();
        }
        String word = text.substring(0, colon);
        String player = text.substring(colon + 1);
        for (Kind kind : Kind.values()) {
            if (kind != Kind.CLAIM && kind.word.equals(word)) {
                if (player.equals("white") || player.equals("black")) {
                    return Optional.of(new Step(kind, Optional.of(player.equals("white") ? Color.WHITE : Color.BLACK)));
                }
                throw new RejectedInputException("'" + token + "': name the player as " + word + ":white or " + word
                        + ":black");
            }
        }
        throw new RejectedInputException("'" + token + "' is no move and no step; steps are offer:, accept:, decline:,"
                + " resign:, flag:, illegal: with white or black, and claim");
    }

    /** Whether a move token asks for a draw with the move ({@code Nf3=}, {@code e8=Q=}). */
    public static boolean requestsDraw(String move) {
        return move.length() > 1 && move.endsWith("=");
    }

    /** The move written with a draw request, without its {@code =}. */
    public static String withoutRequest(String move) {
        return requestsDraw(move) ? move.substring(0, move.length() - 1) : move;
    }

    /** The step as written ({@code offer:white}, {@code claim}). */
    public String written() {
        return kind.word + by.map(color -> ":" + color.name().toLowerCase(Locale.ROOT)).orElse("");
    }

    /** The step in words ({@code White's draw offer}). */
    public String phrase() {
        return by.map(color -> color.title() + "'s " + kind.phrase.replaceFirst("^(a|an|the) ", "")).orElse(kind.phrase);
    }

    /**
     * Applies the step to a game going on.
     *
     * @throws RejectedInputException when the book has no rule for it, or its rule refuses it now
     */
    public Ruling apply(Game game) {
        Color player = by.orElseGet(() -> game.ruling().position().sideToMove());
        return switch (kind) {
            case OFFER -> game.offerDraw(player);
            case ACCEPT -> game.acceptDraw(player);
            case DECLINE -> game.declineDraw(player);
            case CLAIM -> game.claimDraw(player);
            case RESIGN -> game.resign(player);
            case FLAG -> game.flagFall(player);
            case ILLEGAL -> game.illegalMove(player);
        };
    }
}
