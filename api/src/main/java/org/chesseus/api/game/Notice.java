package org.chesseus.api.game;

import java.util.Optional;

/**
 * What the last action did besides moving or ending the game, in sentences for people — an offer
 * made or lapsed (FIDE 9.1.2), an incorrect claim and the time it cost (9.5.3), an illegal move
 * taken back (7.5.1), a flag that fell first (6.9) — as {@link Ruling#notice()} shows it.
 */
final class Notice {
    private String text;

    /** A new action begins: nothing said yet. */
    void clear() {
        text = null;
    }

    void add(String sentence) {
        text = text == null ? sentence : text + " " + sentence;
    }

    Optional<String> text() {
        return Optional.ofNullable(text);
    }
}
