package org.chesseus.api;

/**
 * What a move does besides going from one square to another, so that castling, en passant, the
 * double step and promotion can be told apart without reading the board.
 */
public enum MoveKind {
    /** A move to an empty square that is none of the kinds below. */
    QUIET,
    /** A pawn's first move of two squares (FIDE 3.7.2). */
    DOUBLE_STEP,
    /** Castling (FIDE 3.8.2), written king-takes-own-rook: {@code to} is the rook's square. */
    CASTLING,
    /** A capture other than en passant. */
    CAPTURE,
    /** A pawn capturing a pawn that has just made its double step (FIDE 3.7.3.1). */
    EN_PASSANT,
    /** A pawn's move to its last rank, exchanged for another piece (FIDE 3.7.3.3). */
    PROMOTION,
    /** A promotion that also captures. */
    PROMOTION_CAPTURE;

    /** True for the kinds that remove an opponent's piece. */
    public boolean isCapture() {
        return this == CAPTURE || this == EN_PASSANT || this == PROMOTION_CAPTURE;
    }

    /** True for the kinds that exchange the pawn for another piece. */
    public boolean isPromotion() {
        return this == PROMOTION || this == PROMOTION_CAPTURE;
    }
}
