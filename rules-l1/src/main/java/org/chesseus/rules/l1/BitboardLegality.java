package org.chesseus.rules.l1;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;

/**
 * The kernel's {@link Legality}, answered with the bitboard board and the legal move generator of
 * this layer, under the {@link MoveRules} of the composed book. Immutable; every call works on a
 * board of its own, so it is safe to share between threads.
 */
final class BitboardLegality implements Legality {
    private static final int MAX_MOVES = 256;

    private final MoveRules rules;

    BitboardLegality(MoveRules rules) {
        this.rules = requireNonNull(rules, "rules");
    }

    MoveRules rules() {
        return rules;
    }

    MoveGenerator generator() {
        return new MoveGenerator(rules);
    }

    @Override
    public List<Move> legalMoves(Position position) {
        Board board = Board.of(position);
        int[] buffer = new int[MAX_MOVES];
        int n = generator().generate(board, buffer, 0);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(Move.ofPacked(buffer[i]));
        }
        return List.copyOf(moves);
    }

    @Override
    public Position play(Position position, Move move) {
        requireNonNull(move, "move");
        if (!legalMoves(position).contains(move)) {
            throw new IllegalMoveException(move.toString(), MoveRefusal.reason(this, position, move.toString()));
        }
        Board board = Board.of(position);
        board.make(move.packed());
        return board.toPosition();
    }

    @Override
    public boolean inCheck(Position position, Color side) {
        return Board.inCheck(position, side.ordinal());
    }

    @Override
    public boolean enPassantCapturable(Position position) {
        return rules.doubleStep() && position.enPassantSquare().isPresent() && Board.of(position).epSquare >= 0;
    }

    @Override
    public long perft(Position position, int depth) {
        requireDepth(depth);
        return new Perft(generator(), Board.of(position)).count(depth);
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth) {
        requireDepth(depth);
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
        }
        Board board = Board.of(position);
        Perft perft = new Perft(generator(), board);
        int[] moves = new int[MAX_MOVES];
        int n = generator().generate(board, moves, 0);
        Map<Move, Long> counts = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            counts.put(Move.ofPacked(moves[i]), perft.count(depth - 1));
            board.unmake(moves[i]);
        }
        return counts;
    }

    @Override
    public SearchBoard board(Position position) {
        return new LegalBoard(Board.of(position), rules);
    }

    @Override
    public SearchBoard board(Position position, SearchBoard reuse) {
        if (reuse instanceof LegalBoard mine && mine.reloads(rules)) {
            mine.load(position);
            return mine;
        }
        return board(position);
    }

    @Override
    public SearchBoard board(Position position, int plies) {
        return new LegalBoard(Board.of(position, plies), rules);
    }

    @Override
    public MoveNotation notation(boolean chess960) {
        return new StandardNotation(this, chess960);
    }

    private static void requireDepth(int depth) {
        if (depth < 0 || depth > 64) {
            throw new IllegalArgumentException("perft depth must be between 0 and 64, got " + depth);
        }
    }
}
