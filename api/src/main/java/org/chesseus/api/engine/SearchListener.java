package org.chesseus.api.engine;

/** Receives a running search's reports, on the searching thread. */
public interface SearchListener {

    /** After an iteration, or a change of the best line. */
    void info(SearchInfo info);

    /** The move the search is working on at the root (UCI {@code currmove}); ignored by default. */
    default void currentMove(org.chesseus.api.Move move, int number, int depth) {
    }

    /** A remark for the host (UCI {@code info string}); ignored by default. */
    default void message(String text) {
    }

    /** A listener that ignores everything. */
    SearchListener SILENT = info -> { };
}
