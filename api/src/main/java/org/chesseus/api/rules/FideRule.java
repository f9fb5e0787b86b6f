package org.chesseus.api.rules;

/**
 * The rules of the FIDE book as Chesseus composes it (profile {@code fide} = l1+l2+l3, and the
 * Chess960 setup of FIDE's Guidelines II): each rule's id, the article it implements and the layer
 * that adds it. Overlays and drivers name a FIDE rule through this list, never by a string literal,
 * so that an amended rule (a federation's 40-move rule in the place of {@link #FIFTY_MOVES}) is
 * found by everything that asks for the draw it stands for.
 */
public enum FideRule {
    /** The pieces' moves, FIDE 3.1–3.7 and 3.9. */
    MOVES("moves", "FIDE 3.1-3.7, 3.9", "l1"),
    /** Castling, FIDE 3.8.2. */
    CASTLING("castling", "FIDE 3.8.2", "l1"),
    /** The pawn's double step and en passant, FIDE 3.7.2 and 3.7.3.1–3.7.3.2. */
    DOUBLE_STEP("double-step", "FIDE 3.7.2, 3.7.3.1-3.7.3.2", "l1"),
    /** Promotion to rook, bishop or knight, FIDE 3.7.3.3. */
    UNDER_PROMOTION("under-promotion", "FIDE 3.7.3.3", "l1"),
    /** Checkmate wins, FIDE 5.1.1. */
    CHECKMATE("checkmate", "FIDE 5.1.1", "l1"),
    /** Stalemate draws, FIDE 5.2.1. */
    STALEMATE("stalemate", "FIDE 5.2.1", "l1"),
    /** What counts as the same position, FIDE 9.2.3. */
    REPETITION("repetition", "FIDE 9.2.3", "l2"),
    /** Dead position, FIDE 5.2.2. */
    DEAD_POSITION("dead-position", "FIDE 5.2.2", "l2"),
    /** Fivefold repetition, FIDE 9.6.1. */
    FIVEFOLD("fivefold", "FIDE 9.6.1", "l2"),
    /** The 75-move rule, FIDE 9.6.2. */
    SEVENTY_FIVE("seventy-five", "FIDE 9.6.2", "l2"),
    /** The threefold-repetition claim, FIDE 9.2. */
    THREEFOLD("threefold", "FIDE 9.2", "l3"),
    /** The fifty-move claim, FIDE 9.3. */
    FIFTY_MOVES("fifty-moves", "FIDE 9.3", "l3"),
    /** Draw offers, FIDE 9.1. */
    DRAW_OFFER("draw-offer", "FIDE 9.1", "l3"),
    /** Draw by agreement, FIDE 5.2.3. */
    AGREEMENT("agreement", "FIDE 5.2.3", "l3"),
    /** Resignation, FIDE 5.1.2. */
    RESIGNATION("resignation", "FIDE 5.1.2", "l3"),
    /** Flag fall, FIDE 6.9. */
    FLAG_FALL("flag-fall", "FIDE 6.9", "l3"),
    /** Illegal moves, FIDE 7.5.5. */
    ILLEGAL_MOVE("illegal-move", "FIDE 7.5.5", "l3"),
    /** An engine's forfeit, read as FIDE 6.9 reads a flag fall. */
    FORFEIT("forfeit", "Chesseus forfeit (as FIDE 6.9)", "l3"),
    /** The penalty for an incorrect claim, FIDE 9.5.3. */
    CLAIM_PENALTY("claim-penalty", "FIDE 9.5.3", "l3"),
    /** The clock, FIDE 6.1–6.3. */
    CLOCK("clock", "FIDE 6.1-6.3", "l3"),
    /** Chess960's start arrays and castling notation, FIDE Guidelines II (overlay {@code chess960}). */
    CHESS960_SETUP("chess960-setup", "FIDE Guidelines II.1-II.3", "chess960");

    private final String id;
    private final String article;
    private final String layer;

    FideRule(String id, String article, String layer) {
        this.id = id;
        this.article = article;
        this.layer = layer;
    }

    /** The rule id ({@code --without} takes it; overlays replace by it). */
    public String id() {
        return id;
    }

    /** The article of the FIDE Laws (2023) the rule implements. */
    public String article() {
        return article;
    }

    /** The layer that adds the rule to the book. */
    public String layer() {
        return layer;
    }
}
