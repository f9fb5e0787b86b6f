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
 * started as a {@code chesseus uci} child process; {@code engine:1200} plays at that level, set
 * with UCI's {@code UCI_LimitStrength} and {@code UCI_Elo}), or an external UCI engine ({@code
 * uci:<command line>}).
 *
 * @param kind the kind of player
 * @param command the command line of a UCI engine; empty for the others
 * @param elo the playing level of our own engine, {@value #LOWEST}–{@value #HIGHEST}; 0 for full
 *     strength and for the other kinds
 */
record PlayerChoice(Kind kind, String command, int elo) {
    /** The weakest level the search plugin offers ({@code UCI_Elo}'s minimum). */
    static final int LOWEST = 1000;
    /** The strongest level the search plugin offers ({@code UCI_Elo}'s maximum). */
    static final int HIGHEST = 2400;

    /** The kinds of player. */
    enum Kind {
        /** A person typing at the driver. */
        HUMAN,
        /** The search plugin. */
        ENGINE,
        /** An external engine speaking UCI. */
        UCI
    }

    static final PlayerChoice HUMAN = new PlayerChoice(Kind.HUMAN, "", 0);
    /** Chesseus's own engine, started as {@code chesseus uci} under the game's rule book. */
    static final PlayerChoice ENGINE = new PlayerChoice(Kind.ENGINE, "", 0);

    /** Requires every part. */
    PlayerChoice {
        requireNonNull(kind, "kind");
        requireNonNull(command, "command");
    }

    /** A person, our engine or an external one at full strength. */
    PlayerChoice(Kind kind, String command) {
        this(kind, command, 0);
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
        if (given.startsWith("engine:")) {
            return new PlayerChoice(Kind.ENGINE, "", level(given, option));
        }
        if (given.startsWith("uci:")) {
            String command = given.substring(4).strip();
            if (command.isEmpty()) {
                throw new RejectedInputException(option + " " + given + ": name the engine's command line after"
                        + " 'uci:', e.g. uci:/usr/games/stockfish");
            }
            return new PlayerChoice(Kind.UCI, command);
        }
        throw new RejectedInputException(option + " " + given + ": unknown player; choose human, engine,"
                + " engine:ELO (a level, e.g. engine:1200) or uci:<command line> (e.g. uci:/usr/games/stockfish)");
    }

    private static int level(String given, String option) {
        String text = given.substring("engine:".length()).strip();
        int elo;
        try {
            elo = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new RejectedInputException(option + " " + given + ": the engine's level is a rating, "
                    + LOWEST + " to " + HIGHEST + ", e.g. engine:1200");
        }
        if (elo < LOWEST || elo > HIGHEST) {
            throw new RejectedInputException(option + " " + given + ": the engine plays at levels " + LOWEST
                    + " to " + HIGHEST + "; leave the level out (engine) for its full strength");
        }
        return elo;
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
        UciEngine engine = UciEngine.start(started, kind == Kind.ENGINE ? name() : "uci:" + command, option, listener);
        if (elo > 0) {
            engine.setOption("UCI_LimitStrength", "true");
            engine.setOption("UCI_Elo", Integer.toString(elo));
        }
        return engine;
    }

    /** The name written in the record and shown: {@code human}, {@code engine}, {@code engine:1200} or {@code uci:…}. */
    String name() {
        if (kind == Kind.UCI) {
            return "uci:" + command;
        }
        return kind.name().toLowerCase(java.util.Locale.ROOT) + (elo > 0 ? ":" + elo : "");
    }
}
