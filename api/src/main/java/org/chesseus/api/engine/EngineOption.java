package org.chesseus.api.engine;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * An engine option as UCI declares it ({@code option name Hash type spin default 16 min 1 max
 * 4096}).
 *
 * @param name the option's name
 * @param type its UCI type
 * @param defaultValue its default, as UCI writes it ({@code true}, {@code 16}, a choice); empty for
 *     a button
 * @param min the least value of a spin
 * @param max the greatest value of a spin
 * @param choices the values of a combo
 */
public record EngineOption(String name, Type type, String defaultValue, long min, long max, List<String> choices) {

    /** UCI's option types. */
    public enum Type {
        /** A boolean. */
        CHECK,
        /** An integer in a range. */
        SPIN,
        /** One of a list of strings. */
        COMBO,
        /** An action without value. */
        BUTTON,
        /** Free text. */
        STRING,
        /**
         * A file's name, declared to UCI as {@code type string} (as Stockfish declares {@code EvalFile}):
         * the front end reads the file and hands the engine its contents ({@link Engine#setFile}), since
         * an engine plugin touches no files; the empty value (UCI's {@code <empty>}), set with {@link
         * Engine#setOption}, restores the engine's own.
         */
        FILE
    }

    /** Checks the parts. */
    public EngineOption {
        requireNonNull(name, "name");
        requireNonNull(type, "type");
        requireNonNull(defaultValue, "defaultValue");
        choices = List.copyOf(choices);
    }

    /** A spin option. */
    public static EngineOption spin(String name, long defaultValue, long min, long max) {
        return new EngineOption(name, Type.SPIN, Long.toString(defaultValue), min, max, List.of());
    }

    /** A check option. */
    public static EngineOption check(String name, boolean defaultValue) {
        return new EngineOption(name, Type.CHECK, Boolean.toString(defaultValue), 0, 0, List.of());
    }

    /** A combo option. */
    public static EngineOption combo(String name, String defaultValue, List<String> choices) {
        return new EngineOption(name, Type.COMBO, defaultValue, 0, 0, choices);
    }

    /** A string option. */
    public static EngineOption string(String name, String defaultValue) {
        return new EngineOption(name, Type.STRING, defaultValue, 0, 0, List.of());
    }

    /** A file option, empty by default (the engine's own contents). */
    public static EngineOption file(String name) {
        return new EngineOption(name, Type.FILE, "", 0, 0, List.of());
    }

    /** A button. */
    public static EngineOption button(String name) {
        return new EngineOption(name, Type.BUTTON, "", 0, 0, List.of());
    }

    /** The UCI declaration: {@code option name … type …}. */
    public String uci() {
        StringBuilder line = new StringBuilder("option name ").append(name).append(" type ")
                .append(type == Type.FILE ? "string" : type.name().toLowerCase(java.util.Locale.ROOT));
        switch (type) {
            case SPIN -> line.append(" default ").append(defaultValue).append(" min ").append(min).append(" max ").append(max);
            case CHECK -> line.append(" default ").append(defaultValue);
            case COMBO -> {
                line.append(" default ").append(defaultValue);
                choices.forEach(choice -> line.append(" var ").append(choice));
            }
            case STRING, FILE -> line.append(" default ").append(defaultValue.isEmpty() ? "<empty>" : defaultValue);
            case BUTTON -> { }
        }
        return line.toString();
    }
}
