package org.chesseus.launcher.play;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.Color;

/**
 * Something that happened at the table, handed to the thread that owns the game: a line typed,
 * the end of the input, a stop asked for, an engine's move or an engine's failure.
 *
 * @param kind what happened
 * @param side the engine's side (White for typed input)
 * @param search the number of the search an engine's move answers
 * @param text the line, the move or the reason
 */
record TableEvent(Kind kind, Color side, long search, String text) {
    /** What happened. */
    enum Kind {
        /** A person typed a line. */
        LINE,
        /** The input ended (Ctrl-D, the end of a script). */
        END_OF_INPUT,
        /** The person at the terminal asked to stop (Ctrl-C): the game is kept unfinished. */
        STOP_ASKED,
        /** An engine sent its move. */
        ENGINE_MOVE,
        /** An engine stopped working. */
        ENGINE_FAILED
    }

    /** Requires every part. */
    TableEvent {
        requireNonNull(kind, "kind");
        requireNonNull(side, "side");
        requireNonNull(text, "text");
    }

    static TableEvent line(String text) {
        return new TableEvent(Kind.LINE, Color.WHITE, 0, text);
    }

    static TableEvent endOfInput() {
        return new TableEvent(Kind.END_OF_INPUT, Color.WHITE, 0, "");
    }

    static TableEvent stopAsked() {
        return new TableEvent(Kind.STOP_ASKED, Color.WHITE, 0, "");
    }
}
