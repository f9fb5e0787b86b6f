package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.RejectedInputException;

/**
 * One engine of a match: the command line that starts it as a UCI process, the name it is shown
 * and recorded under, and the UCI options it is given ({@code setoption}) before its first game.
 *
 * @param name the name in the score line and the PGN: given ({@code --white-name}), else the engine's
 *     {@code id name} ({@code Stockfish 15.1}), else the program's file name ({@code stockfish})
 * @param label what messages call it: {@code engine}, or {@code uci:} and the command line given
 * @param command the command line, one word an element (a command given as text is split at spaces;
 *     our own engine's paths stay whole)
 * @param options the UCI options by name, in the order given
 */
public record MatchPlayer(String name, String label, List<String> command, Map<String, String> options) {
    /** Requires every part; keeps the options' order. */
    public MatchPlayer {
        requireNonNull(name, "name");
        requireNonNull(label, "label");
        command = List.copyOf(command);
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * The engine written {@code text} for {@code option} ({@code --white}): {@code engine} (our
     * own, started by {@code ownEngine}'s command line), {@code uci:CMD} or a command line.
     *
     * @param ownEngine the command line that starts our own engine as a UCI child, one word an
     *     element; empty when this build has none
     * @param settings {@code Name=Value} texts from {@code --option-white} or {@code --option-black}
     * @throws RejectedInputException naming the option at fault
     */
    public static MatchPlayer parse(String text, String option, List<String> ownEngine, List<String> settings) {
        String given = text.strip();
        Map<String, String> options = options(settings, option.equals("--white") ? "--option-white" : "--option-black");
        if (given.equals("engine")) {
            if (ownEngine.isEmpty()) {
                throw new RejectedInputException(option + " engine: our own engine (the search plugin behind"
                        + " './chesseus uci') is not in this build; give a UCI engine's command line, e.g. "
                        + option + " /usr/games/stockfish");
            }
            return new MatchPlayer("engine", "engine", ownEngine, options);
        }
        String command = given.startsWith("uci:") ? given.substring(4).strip() : given;
        if (command.isEmpty()) {
            throw new RejectedInputException(option + " '" + text + "': name the engine's command line, e.g. "
                    + option + " /usr/games/stockfish");
        }
        return new MatchPlayer(shortName(command), "uci:" + command, List.of(command.split("\\s+")), options);
    }

    /** {@code Name=Value} texts as a map; a text without {@code =} or a name is refused. */
    static Map<String, String> options(List<String> settings, String option) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String setting : settings) {
            int equals = setting.indexOf('=');
            if (equals <= 0 || setting.substring(0, equals).isBlank()) {
                throw new RejectedInputException(option + " '" + setting + "': write Name=Value, e.g. "
                        + option + " Hash=64 or " + option + " \"UCI_Elo=1500\"");
            }
            options.put(setting.substring(0, equals).strip(), setting.substring(equals + 1).strip());
        }
        return options;
    }

    /** The program's file name without its directory: {@code /usr/games/stockfish} is {@code stockfish}. */
    private static String shortName(String command) {
        String program = command.split("\\s+")[0];
        String file = program.substring(program.lastIndexOf('/') + 1);
        return file.isEmpty() ? command : file;
    }

    /** This engine under another name (two engines of the same program are told apart). */
    public MatchPlayer named(String other) {
        return new MatchPlayer(other, label, command, options);
    }
}
