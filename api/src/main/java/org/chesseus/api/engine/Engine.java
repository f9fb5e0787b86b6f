package org.chesseus.api.engine;

import java.util.List;

/**
 * One engine instance: options, a search at a time, and the two calls another thread may make
 * while it runs ({@link #stop()}, {@link #ponderhit()}).
 *
 * <p>{@link #search} runs on the caller's thread and returns when a limit is reached or {@link
 * #stop()} is called; it always returns a move when the side to move has one (UCI: {@code bestmove}
 * even after {@code stop} at depth 1). Everything else is called from the thread that calls {@code
 * search}, never during a search.
 */
public interface Engine {

    /** The options this engine understands, in the order UCI's {@code uci} answer lists them. */
    List<EngineOption> options();

    /**
     * Sets an option by its name (case-insensitive, as UCI says).
     *
     * @throws IllegalArgumentException naming the option and the problem: unknown name, value out of
     *     range or not among the choices
     */
    void setOption(String name, String value);

    /**
     * Sets a {@link EngineOption.Type#FILE file option} to a file's contents, which the front end read
     * (an engine plugin touches no files). The default refuses: an engine that declares a file option
     * overrides it.
     *
     * @param name the option's name (case-insensitive)
     * @param source the file's name as the user gave it, for messages
     * @param contents the file's bytes
     * @throws IllegalArgumentException naming the option, and the file when its contents are not what
     *     the option reads
     */
    default void setFile(String name, String source, byte[] contents) {
        throw new IllegalArgumentException("option '" + name + "' does not take a file");
    }

    /** A new game begins: forget what the last game taught (hash table, history). */
    void newGame();

    /**
     * Searches the position after {@code request.moves()} from {@code request.start()}; reports
     * progress to {@code listener} on the caller's thread.
     *
     * @throws IllegalArgumentException when the request's moves are not legal in sequence
     */
    SearchResult search(SearchRequest request, SearchListener listener);

    /** Ends the running search as soon as possible (within milliseconds); safe from any thread. */
    void stop();

    /**
     * The opponent played the move this engine was pondering on: the running ponder search goes on
     * as a normal search, under the request's time limits counted from now. Safe from any thread.
     */
    void ponderhit();
}
