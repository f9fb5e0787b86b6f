package org.chesseus.search;

import java.util.List;
import java.util.Locale;
import org.chesseus.api.engine.EngineOption;

/**
 * The engine's UCI options and their present values: {@code Hash} (MB), {@code Clear Hash},
 * {@code MultiPV}, {@code Ponder}, {@code Move Overhead} (ms), {@code UCI_Chess960} (the board
 * handles Chess960 castling itself, so the flag is only accepted) and {@code Evaluation} ({@code
 * network}, the default: the evaluation network on top of the tuned evaluation
 * ({@link org.chesseus.search.eval.NetworkEvaluator}), {@code tuned}, the Texel-tuned tapered
 * evaluation alone, or {@code material}, the simple one — for teaching and for measuring what the
 * tuned terms are worth); {@code Network File}, a file option: the network {@code Evaluation network}
 * reads instead of the shipped one (the front end reads the file, {@link ChesseusEngine#setFile}; empty
 * restores the shipped one); {@code UCI_LimitStrength} and {@code UCI_Elo}
 * (1000–2400), UCI's standard pair for a playing level ({@link Level}); {@code Threads} (1–64), the
 * search threads ({@link Seconds}); {@code Time Management} ({@code effort}, the clock shared over a
 * shrinking horizon and scaled by how unsettled the best move is, or {@code stability}, the
 * schedule before it, which the playing levels always use: {@link TimeControl}).
 */
final class EngineSettings {
    static final String HASH = "Hash";
    static final String CLEAR_HASH = "Clear Hash";
    static final String MULTI_PV = "MultiPV";
    static final String PONDER = "Ponder";
    static final String MOVE_OVERHEAD = "Move Overhead";
    static final String CHESS960 = "UCI_Chess960";
    static final String EVALUATION = "Evaluation";
    static final String LIMIT_STRENGTH = "UCI_LimitStrength";
    static final String ELO = "UCI_Elo";
    static final String THREADS = "Threads";
    static final String TUNED = "tuned";
    static final int DEFAULT_ELO = 1500;
    static final String MATERIAL = "material";
    static final String NETWORK = "network";
    static final String NETWORK_FILE = "Network File";
    static final String TIME_MANAGEMENT = "Time Management";
    static final String EFFORT = "effort";
    static final String STABILITY = "stability";
    /** The schedule a full-strength search uses unless told otherwise. */
    static final String DEFAULT_TIME_MANAGEMENT = STABILITY;

    static final List<EngineOption> OPTIONS = List.of(
            EngineOption.spin(HASH, 16, 1, 4096),
            EngineOption.spin(THREADS, 1, 1, 64),
            EngineOption.button(CLEAR_HASH),
            EngineOption.spin(MULTI_PV, 1, 1, 64),
            EngineOption.check(PONDER, false),
            EngineOption.spin(MOVE_OVERHEAD, 30, 0, 5000),
            EngineOption.check(CHESS960, false),
            EngineOption.combo(EVALUATION, NETWORK, List.of(NETWORK, TUNED, MATERIAL)),
            EngineOption.file(NETWORK_FILE),
            EngineOption.combo(TIME_MANAGEMENT, DEFAULT_TIME_MANAGEMENT, List.of(EFFORT, STABILITY)),
            EngineOption.check(LIMIT_STRENGTH, false),
            EngineOption.spin(ELO, DEFAULT_ELO, Level.MIN_ELO, Level.MAX_ELO));

    int hashMegabytes = 16;
    int multiPv = 1;
    boolean ponder;
    int moveOverheadMs = 30;
    boolean chess960;
    String evaluation = NETWORK;
    String timeManagement = DEFAULT_TIME_MANAGEMENT;
    boolean limitStrength;
    int elo = DEFAULT_ELO;
    int threads = 1;

    /**
     * Sets an option; returns the option's canonical name (so the engine can act on buttons).
     *
     * @throws IllegalArgumentException naming the option and what is wrong with the value
     */
    String set(String name, String value) {
        EngineOption option = OPTIONS.stream()
                .filter(candidate -> candidate.name().equalsIgnoreCase(name.trim()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown option '" + name + "'; known: "
                        + OPTIONS.stream().map(EngineOption::name).toList()));
        switch (option.type()) {
            case SPIN -> assign(option.name(), spin(option, value));
            case CHECK -> assign(option.name(), check(option, value) ? 1 : 0);
            case COMBO -> choose(option.name(), choice(option, value));
            case FILE -> emptyFile(option, value);
            default -> { }
        }
        return option.name();
    }

    /**
     * A file option set by name: only the empty value (blank or UCI's {@code <empty>}) is a value here;
     * a file's contents come through {@link ChesseusEngine#setFile}.
     */
    private static void emptyFile(EngineOption option, String value) {
        String text = value == null ? "" : value.strip();
        if (!text.isEmpty() && !text.equals("<empty>")) {
            throw new IllegalArgumentException("option " + option.name() + " takes a file's contents, which the front end"
                    + " reads (setoption in the UCI driver, --option in bench and match); '" + text + "' was given as text");
        }
    }

    private void assign(String name, int value) {
        switch (name) {
            case HASH -> hashMegabytes = value;
            case MULTI_PV -> multiPv = value;
            case MOVE_OVERHEAD -> moveOverheadMs = value;
            case PONDER -> ponder = value != 0;
            case CHESS960 -> chess960 = value != 0;
            case LIMIT_STRENGTH -> limitStrength = value != 0;
            case ELO -> elo = value;
            case THREADS -> threads = value;
            default -> throw new IllegalStateException("option without a field: " + name);
        }
    }

    private void choose(String name, String choice) {
        switch (name) {
            case EVALUATION -> evaluation = choice;
            case TIME_MANAGEMENT -> timeManagement = choice;
            default -> throw new IllegalStateException("option without a field: " + name);
        }
    }

    private static int spin(EngineOption option, String value) {
        long parsed;
        try {
            parsed = Long.parseLong(value == null ? "" : value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + option.name() + ": '" + value + "' is not a whole number");
        }
        if (parsed < option.min() || parsed > option.max()) {
            throw new IllegalArgumentException("option " + option.name() + ": " + parsed + " is outside "
                    + option.min() + ".." + option.max());
        }
        return (int) parsed;
    }

    private static String choice(EngineOption option, String value) {
        String text = value == null ? "" : value.trim();
        return option.choices().stream().filter(text::equalsIgnoreCase).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("option " + option.name() + ": '" + value
                        + "' is not one of " + option.choices()));
    }

    private static boolean check(EngineOption option, String value) {
        String text = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
        if (!text.equals("true") && !text.equals("false")) {
            throw new IllegalArgumentException("option " + option.name() + ": '" + value + "' is neither true nor false");
        }
        return text.equals("true");
    }
}
