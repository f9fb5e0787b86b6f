package org.chesseus.launcher.play;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.drivers.uci.EngineListener;
import org.chesseus.launcher.play.OwnEngineCommand;
import org.chesseus.drivers.uci.UciEngine;

/**
 * Who plays a side: a person at the terminal ({@code human}), the search plugin ({@code engine},
 * started as a {@code chesseus uci} child process), or an external UCI engine ({@code uci:<command
 * line>}).
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
    /** Chesseus's own engine, started as {@code chesseus uci} under the game's rule book. */
    static final PlayerChoice ENGINE = new PlayerChoice(Kind.ENGINE, "");

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
            return ENGINE;
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

    /** Whether an engine plays this side: Chesseus's own or an external one, both spoken to over UCI. */
    boolean isEngine() {
        return kind != Kind.HUMAN;
    }

    /**
     * Starts this engine: an external one by its command line, Chesseus's own as {@code chesseus
     * uci} under the game's rule book; {@code atTerminal}, shielded from the Ctrl-C meant for the
     * game ({@link CtrlCShield}).
     *
     * @throws RejectedInputException when it cannot be started or does not answer as a UCI engine
     */
    UciEngine start(RuleBook book, String option, EngineListener listener, boolean atTerminal) {
        List<String> words = kind == Kind.ENGINE ? OwnEngineCommand.of(book.profile(), book.dropped())
                : List.of(command.strip().split("\\s+"));
        List<String> started = atTerminal ? CtrlCShield.wrap(words, System.getenv()) : words;
        return UciEngine.start(started, kind == Kind.ENGINE ? name() : "uci:" + command, option, listener);
    }

    /** The name written in the record and shown: {@code human}, {@code engine} or {@code uci:…}. */
    String name() {
        return kind == Kind.UCI ? "uci:" + command : kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
