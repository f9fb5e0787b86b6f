package org.chesseus.api;

/**
 * How FEN writes castling rights. All three are read by {@link FenReader}; a writer uses the one
 * asked for.
 */
public enum CastlingNotation {
    /**
     * Classic FEN: {@code KQkq}, a letter naming the side of the king. It cannot name a right whose
     * rook is not the outermost rook on that side (a Chess960 position); such a right is written
     * with its rook's file letter, as X-FEN does, so on every position classic FEN can express the
     * two coincide.
     */
    STANDARD,
    /** X-FEN: {@code KQkq} for the outermost rooks, the rook's file letter for an inner rook. */
    X_FEN,
    /** Shredder-FEN: always the rook's file letter, upper case for White ({@code HAha}). */
    SHREDDER
}
