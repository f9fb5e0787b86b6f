package org.chesseus.api.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBook;

/**
 * The record of a {@link Game}: its moves played on a live board, each position's half-move counter
 * as the book counts it (FIDE 9.3, {@link HalfmoveClockRule}) and the identities of the positions
 * that can still recur (9.2.3, {@link PositionHistory}); a move may be tried and taken back, for a
 * claim with the move written first (9.2.1, 9.3.1) — allocating nothing but to grow.
 */
final class GameRecord {
    /**
     * The plies a game's record and board make room for at its start: 256 moves, more than all but
     * the rarest games (10 of the 480 games of the real-games corpus pass 256 plies, none 512), so
     * the move path allocates nothing; a longer game grows them, doubling.
     */
    static final int PLIES = 512;
    private final Legality legality;
    private final Position start;
    private final SearchBoard board;
    private final RepetitionIdentity identity;
    private final boolean restartsOnLostRights;
    private final boolean lostCastlingEndsRepetition;
    private final boolean lapsedEnPassantEndsRepetition;
    private final int[] legal = new int[256];
    private final PositionHistory history = new PositionHistory();
    private int[] halfmoveClocks = new int[PLIES];
    private int[] moves = new int[PLIES];
    private int ply;
    private boolean lastIrreversible = true;
    private boolean tentative;
    private int triedIrreversibleFrom;
    private boolean triedAfterIrreversible;

    /** The record of a game from {@code start}, counting and identifying positions as {@code book} does. */
    GameRecord(RuleBook book, Position start) {
        this.legality = book.legality();
        this.start = start;
        this.identity = BookRules.first(book, RepetitionIdentity.class);
        HalfmoveClockRule clockRule = BookRules.first(book, HalfmoveClockRule.class);
        this.restartsOnLostRights = clockRule != null && clockRule.restartsOnLostRights();
        this.lostCastlingEndsRepetition = identity == null || identity.lostCastlingRightChangesIdentity();
        this.lapsedEnPassantEndsRepetition = identity == null || identity.lapsedEnPassantChangesIdentity();
        this.board = legality.board(start, PLIES);
        halfmoveClocks[0] = board.halfmoveClock();
        record(true, true, 0);
    }

    /** Plays a move for good: the positions that can no longer recur are dropped. */
    void play(int move) {
        requireLegal(move);
        step(move);
        history.compact();
    }

    /** Plays a move only to try it: {@link #takeBack} restores the record as it was. */
    void tryMove(int move) {
        requireLegal(move);
        triedIrreversibleFrom = history.irreversibleFrom();
        triedAfterIrreversible = lastIrreversible;
        step(move);
        tentative = true;
    }

    /** Throws unless {@code move} is legal in the present position: the legality's exception says why. */
    private void requireLegal(int move) {
        int n = board.legalMoves(legal, 0, 1L << Move.fromIndex(move), 0L);
        for (int i = 0; i < n; i++) {
            if (legal[i] == move) {
                return;
            }
        }
        legality.play(board.toPosition(), Move.ofPacked(move));
        throw new IllegalStateException("the legality accepted " + Move.ofPacked(move) + " but did not generate it");
    }

    /** Takes back the move {@link #tryMove} tried. */
    void takeBack(int move) {
        tentative = false;
        ply--;
        history.pop(triedIrreversibleFrom);
        board.unmake(move);
        lastIrreversible = triedAfterIrreversible;
    }

    private void step(int move) {
        int from = Move.fromIndex(move);
        int castling = board.castlingBits();
        boolean lostEnPassant = restartsOnLostRights && board.enPassantSquare() >= 0;
        boolean pawn = board.pieceOn(from) % 6 == 0;
        board.make(move);
        boolean lostCastling = castling != board.castlingBits();
        boolean capture = (Move.flags(move) & Move.CAPTURE) != 0;
        lastIrreversible = pawn || capture || lostCastling;
        // Whether earlier positions can still recur is the identity's to say (a lost right it does not measure does not end them).
        boolean unrepeatable = pawn || capture || lostCastling && lostCastlingEndsRepetition
                || lostEnPassant && lapsedEnPassantEndsRepetition;
        if (ply + 1 == moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
            halfmoveClocks = Arrays.copyOf(halfmoveClocks, moves.length);
        }
        moves[ply++] = move;
        record(lastIrreversible || lostEnPassant, unrepeatable, move);
    }

    /**
     * Records the present position and its half-move counter: {@code restart} when the move to it
     * restarts the counter, {@code unrepeatable} when no earlier position can recur after it.
     */
    private void record(boolean restart, boolean unrepeatable, int move) {
        if (ply > 0) {
            halfmoveClocks[ply] = restartsOnLostRights ? (restart ? 0 : halfmoveClocks[ply - 1] + 1) : board.halfmoveClock();
        }
        if (identity == null) {
            history.push(board, unrepeatable);
        } else {
            history.push(board, unrepeatable, identity, move);
        }
    }

    /** The live board, at the present position. */
    SearchBoard board() {
        return board;
    }

    Color sideToMove() {
        return board.sideToMove() == 0 ? Color.WHITE : Color.BLACK;
    }

    int ply() {
        return ply;
    }

    /** Whether the present position comes from a move only tried. */
    boolean tentative() {
        return tentative;
    }

    /** The half-move counter of the present position, as the book counts it ({@link HalfmoveClockRule}). */
    int halfmoveClock() {
        return halfmoveClocks[ply];
    }

    /** How many times the present position has occurred, this time included (9.2.3). */
    int repetitionCount() {
        return history.count();
    }

    /** The plies at which the present position has occurred, oldest first (9.2.3; {@link PositionHistory#plies}). */
    List<Integer> repetitionPlies() {
        return history.plies(ply);
    }

    /** The position the record starts from (ply 0). */
    Position start() {
        return start;
    }

    /**
     * The half-move that produced the position at {@code at} (1 to the present ply), in SAN:
     * replayed from the start, for explanations only.
     */
    String san(int at) {
        if (at < 1 || at > ply) {
            throw new IllegalArgumentException("no half-move " + at + " in a record of " + ply);
        }
        SearchBoard replay = legality.board(start);
        for (int i = 0; i < at - 1; i++) {
            replay.make(moves[i]);
        }
        return legality.notation(false).san(replay.toPosition(), Move.ofPacked(moves[at - 1]));
    }

    Optional<Move> lastMove() {
        return ply == 0 ? Optional.empty() : Optional.of(Move.ofPacked(moves[ply - 1]));
    }

    boolean blockadeMayHaveArisen() {
        boolean lapsedEnPassant = ply >= 2 && Move.flags(moves[ply - 2]) == Move.DOUBLE_STEP;
        return ply == 0 || lastIrreversible || lapsedEnPassant;
    }

    /** The moves played, from the start. */
    List<Move> moves() {
        List<Move> played = new ArrayList<>(ply);
        for (int i = 0; i < ply; i++) {
            played.add(Move.ofPacked(moves[i]));
        }
        return List.copyOf(played);
    }

    /** The positions of the game, from the start, replayed from the record. */
    List<Position> positions() {
        List<Position> positions = new ArrayList<>(ply + 1);
        SearchBoard replay = legality.board(start);
        positions.add(start);
        for (int i = 0; i < ply; i++) {
            replay.make(moves[i]);
            positions.add(replay.toPosition());
        }
        return List.copyOf(positions);
    }
}
