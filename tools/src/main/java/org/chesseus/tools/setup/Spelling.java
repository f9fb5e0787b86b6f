package org.chesseus.tools.setup;

import org.chesseus.api.RejectedInputException;

/**
 * How a choice is named in a message: as a command-line option ({@code --white-time}, {@code --time
 * 5}) or as a field of a JSON request ({@code 'whiteTime'}, {@code "time": "5"}), so the same check
 * speaks the caller's language.
 */
public enum Spelling {
    /** Command-line options: {@code --white-time}; examples {@code --time 5}. */
    OPTION,
    /** Fields of a JSON body: {@code 'whiteTime'}; examples {@code "time": "5"}. */
    FIELD;

    /** The choice named by its key ({@code white-time}) as the caller writes it. */
    public String spell(String key) {
        return this == OPTION ? "--" + key : "'" + field(key) + "'";
    }

    /** The choice with a value, as the caller would write it: {@code --time 5} or {@code "time": "5"}. */
    public String example(String key, String value) {
        return this == OPTION ? "--" + key + " " + value : "\"" + field(key) + "\": \"" + value + "\"";
    }

    /** The JSON field of a key: {@code white-time} is {@code whiteTime}. */
    public static String field(String key) {
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (char c : key.toCharArray()) {
            if (c == '-') {
                upper = true;
            } else {
                name.append(upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
                upper = false;
            }
        }
        return name.toString();
    }

    /** A refused time control, named: the option or the field and the text before the parser's message. */
    RejectedInputException badTime(String text, RejectedInputException refused) {
        return new RejectedInputException(spell("time") + " " + text + ": " + refused.getMessage());
    }
}
