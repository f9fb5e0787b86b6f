package org.chesseus.api.pgn;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * One game of a PGN text as {@link PgnReader#readEach} reports it: the game, or the error that
 * made it unreadable (naming the line and the token), with the line where the game starts.
 */
public final class PgnEntry {
    private final long line;
    private final PgnGame game;
    private final PgnException error;

    private PgnEntry(long line, PgnGame game, PgnException error) {
        this.line = line;
        this.game = game;
        this.error = error;
    }

    /** A game that was read. */
    public static PgnEntry of(PgnGame game) {
        return new PgnEntry(requireNonNull(game, "game").line(), game, null);
    }

    /** A game that starts on {@code line} and could not be read. */
    public static PgnEntry unreadable(long line, PgnException error) {
        return new PgnEntry(line, null, requireNonNull(error, "error"));
    }

    /** The line of the text where the game starts, from 1. */
    public long line() {
        return line;
    }

    /** The game, when it could be read. */
    public Optional<PgnGame> game() {
        return Optional.ofNullable(game);
    }

    /** Why the game could not be read, when it could not. */
    public Optional<PgnException> error() {
        return Optional.ofNullable(error);
    }
}
