package org.chesseus.drivers.uci;

/**
 * Hears an engine from its reader thread. Implementations hand the news to the thread that owns
 * the game (the engine never touches the game itself).
 */
public interface EngineListener {

    /** The engine answered the search {@code search} with {@code move} (UCI notation, unchecked). */
    void bestMove(long search, String move);

    /** The engine reported on search {@code search} ({@code info depth 12 score cp 31 …}); ignored unless wanted. */
    default void info(long search, String line) {
    }

    /** The engine stopped working: it ended, its output closed, or it answered nonsense. */
    void failed(String reason);
}
