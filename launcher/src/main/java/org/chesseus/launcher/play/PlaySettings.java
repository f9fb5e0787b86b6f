package org.chesseus.launcher.play;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.chesseus.api.RejectedInputException;
import org.chesseus.tools.setup.TextFile;

/**
 * The choices of a game of {@code chesseus play}, by the names of its long options without the
 * dashes ({@code rules}, {@code white}, {@code time}, …): from a configuration file ({@code key =
 * value} lines, {@code #} comments), from the command line (which wins), and from the tags of a
 * recorded game ({@code --resume}). The settings that shape the game itself are kept in the record;
 * the others (the driver, the display, the players) may change when a game is resumed.
 */
final class PlaySettings {
    /** Every setting, with what it holds, in the order of the help. */
    static final Map<String, String> KEYS = keys();
    /** The settings a resumed game keeps from its record. */
    static final List<String> OF_THE_GAME = List.of("rules", "without", "time", "delay", "bronstein", "white-time",
            "black-time", "fen", "chess960", "no-offers-before");
    private static final String TAG_PREFIX = "Chesseus";

    private final Map<String, String> values;

    private PlaySettings(Map<String, String> values) {
        this.values = new TreeMap<>(values);
    }

    private static Map<String, String> keys() {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("rules", "profile");
        keys.put("without", "rule ids, comma-separated");
        keys.put("driver", "console or numeric");
        keys.put("white", "human, engine or uci:<command line>");
        keys.put("black", "human, engine or uci:<command line>");
        keys.put("white-name", "White's name in the record (default: an engine's id name)");
        keys.put("black-name", "Black's name in the record (default: an engine's id name)");
        keys.put("time", "time control, e.g. 5+3");
        keys.put("delay", "simple delay in seconds");
        keys.put("bronstein", "Bronstein delay in seconds");
        keys.put("white-time", "White's time (odds)");
        keys.put("black-time", "Black's time (odds)");
        keys.put("fen", "start position");
        keys.put("chess960", "true, a Chess960 start position 0-959, or random");
        keys.put("shredder-fen", "true or false");
        keys.put("no-offers-before", "move number");
        keys.put("blindfold", "true or false");
        keys.put("ascii", "true or false");
        keys.put("flip", "true or false");
        keys.put("fixed-board", "true or false");
        keys.put("casual", "true or false");
        keys.put("pgn", "record file");
        return Collections.unmodifiableMap(keys);
    }

    /** No settings. */
    static PlaySettings none() {
        return new PlaySettings(Map.of());
    }

    /** Settings given as they are, each key checked. */
    static PlaySettings of(Map<String, String> given, String source) {
        for (String key : given.keySet()) {
            requireKnown(key, source);
        }
        return new PlaySettings(given);
    }

    /**
     * The settings of a configuration file: {@code key = value} lines; blank lines and lines
     * starting with {@code #} are skipped.
     *
     * @throws RejectedInputException naming the file, the line and what is wrong
     */
    static PlaySettings read(Path file) {
        List<String> lines = TextFile.lines(file, "--config");
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + " line " + (i + 1);
            int equals = line.indexOf('=');
            if (equals < 0) {
                throw new RejectedInputException(where + ": expected 'key = value', such as 'black = uci:/usr/games/stockfish'");
            }
            String key = line.substring(0, equals).strip();
            requireKnown(key, where);
            values.put(key, line.substring(equals + 1).strip());
        }
        return new PlaySettings(values);
    }

    /** The settings a recorded game carries in its {@code Chesseus…} tags. */
    static PlaySettings fromTags(Map<String, String> tags) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String key : KEYS.keySet()) {
            String tag = tags.get(tagName(key));
            if (tag != null) {
                values.put(key, tag);
            }
        }
        return new PlaySettings(values);
    }

    /** The tags that record these settings ({@code ChesseusRules}, {@code ChesseusWhite}, …). */
    Map<String, String> toTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String key : KEYS.keySet()) {
            get(key).ifPresent(value -> tags.put(tagName(key), value));
        }
        return tags;
    }

    /** These settings with {@code over}'s values where it has one. */
    PlaySettings with(PlaySettings over) {
        Map<String, String> merged = new TreeMap<>(values);
        merged.putAll(over.values);
        return new PlaySettings(merged);
    }

    /**
     * A resumed game's settings: the record's, with {@code over}'s where they may change.
     *
     * @throws RejectedInputException when {@code over} changes a setting of the game itself
     */
    PlaySettings resumedWith(PlaySettings over, String record) {
        for (String key : OF_THE_GAME) {
            Optional<String> asked = over.get(key);
            if (asked.isPresent() && !asked.equals(get(key))) {
                throw new RejectedInputException("--" + key + " " + asked.get() + ": the game resumed from " + record
                        + " keeps the setting it was recorded with (" + get(key).orElse("none") + ")");
            }
        }
        return with(over);
    }

    /** A setting's value, if given. */
    Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key)).filter(value -> !value.isEmpty());
    }

    /**
     * Whether a yes-or-no setting is on.
     *
     * @throws RejectedInputException when its value is neither true nor false
     */
    boolean flag(String key) {
        Optional<String> value = get(key);
        if (value.isEmpty() || value.get().equalsIgnoreCase("false")) {
            return false;
        }
        if (value.get().equalsIgnoreCase("true")) {
            return true;
        }
        throw new RejectedInputException(key + " = " + value.get() + ": write true or false");
    }

    private static void requireKnown(String key, String where) {
        if (!KEYS.containsKey(key)) {
            throw new RejectedInputException(where + ": unknown setting '" + key + "'; settings: "
                    + String.join(", ", KEYS.keySet()));
        }
    }

    private static String tagName(String key) {
        StringBuilder name = new StringBuilder(TAG_PREFIX);
        for (String word : key.split("-")) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return name.toString();
    }
}
