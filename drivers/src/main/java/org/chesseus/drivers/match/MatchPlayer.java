package org.chesseus.drivers.match;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;

/**
 * One engine of a match: the command line that starts it as a UCI process, the name it is shown
 * and recorded under, and the UCI options it is given ({@code setoption}) before its first game.
 *
 * @param name the name in the score line and the PGN ({@code stockfish}, {@code engine})
 * @param command the command line (split at spaces when started)
 * @param options the UCI options by name, in the order given
 */
public record MatchPlayer(String name, String command, Map<String, String> options) {
    /** Requires every part; keeps the options' order. */
    public MatchPlayer {
        requireNonNull(name, "name");
        requireNonNull(command, "command");
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * The engine written {@code text} for {@code option} ({@code --white}): {@code engine} (our
     * own, started by {@code ownEngine}'s command line), {@code uci:CMD} or a command line.
     *
     * @param ownEngine the command line that starts our own engine as a UCI child, when this build has one
     * @param settings {@code Name=Value} texts from {@code --option-white} or {@code --option-black}
     * @throws RejectedInputException naming the option at fault
     */
    public static MatchPlayer parse(String text, String option, Optional<String> ownEngine, List<String> settings) {
        String given = text.strip();
        Map<String, String> options = options(settings, option.equals("--white") ? "--option-white" : "--option-black");
        if (given.equals("engine")) {
            String command = ownEngine.orElseThrow(() -> new RejectedInputException(option + " engine: our own engine"
                    + " (the search plugin behind './chesseus uci') is not in this build yet; give a UCI engine's"
                    + " command line, e.g. " + option + " /usr/games/stockfish"));
            return new MatchPlayer("engine", command, options);
        }
        String command = given.startsWith("uci:") ? given.substring(4).strip() : given;
        if (command.isEmpty()) {
            throw new RejectedInputException(option + " '" + text + "': name the engine's command line, e.g. "
                    + option + " /usr/games/stockfish");
        }
        return new MatchPlayer(shortName(command), command, options);
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
        return new MatchPlayer(other, command, options);
    }
}
