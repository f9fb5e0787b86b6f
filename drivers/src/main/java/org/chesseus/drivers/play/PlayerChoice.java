package org.chesseus.drivers.play;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.RejectedInputException;

/**
 * Who plays a side: a person at the terminal ({@code human}), the search plugin ({@code engine}),
 * or an external UCI engine ({@code uci:<command line>}).
 *
 * @param kind the kind of player
 * @param command the command line of a UCI engine; empty for the others
 */
record PlayerChoice(Kind kind, String command) {
    /** The kinds of player. */
    enum Kind {
        /** A person typing at the driver. */
        HUMAN,
        /** The search plugin. */
        ENGINE,
        /** An external engine speaking UCI. */
        UCI
    }

    static final PlayerChoice HUMAN = new PlayerChoice(Kind.HUMAN, "");

    /** Requires every part. */
    PlayerChoice {
        requireNonNull(kind, "kind");
        requireNonNull(command, "command");
    }

    /**
     * The player written {@code text} for the option {@code option}.
     *
     * @throws RejectedInputException naming the choices that exist
     */
    static PlayerChoice parse(String text, String option) {
        String given = text.strip();
        if (given.equals("human")) {
            return HUMAN;
        }
        if (given.equals("engine")) {
            throw new RejectedInputException(option + " engine: the search plugin (module org.chesseus.search) is not"
                    + " in this build yet; play an external engine with uci:<command line>, e.g. uci:/usr/games/stockfish");
        }
        if (given.startsWith("uci:")) {
            String command = given.substring(4).strip();
            if (command.isEmpty()) {
                throw new RejectedInputException(option + " " + given + ": name the engine's command line after"
                        + " 'uci:', e.g. uci:/usr/games/stockfish");
            }
            return new PlayerChoice(Kind.UCI, command);
        }
        throw new RejectedInputException(option + " " + given + ": unknown player; choose human, engine or"
                + " uci:<command line> (e.g. uci:/usr/games/stockfish)");
    }

    /** Whether a person plays this side. */
    boolean isHuman() {
        return kind == Kind.HUMAN;
    }

    /** The name written in the record and shown: {@code human} or {@code uci:…}. */
    String name() {
        return kind == Kind.UCI ? "uci:" + command : kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
