package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.FenException;
import org.chesseus.api.FenField;
import org.chesseus.api.FenReader;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;

/**
 * What UCI's {@code position} set: the start position, the moves played from it (so the search
 * sees repetitions), and the position they lead to.
 *
 * @param start the start position ({@code startpos} or the FEN)
 * @param moves the moves played since
 * @param current the position after them
 */
record GamePosition(Position start, List<Move> moves, Position current) {
    /** The standard start position with no moves. */
    static final GamePosition START = new GamePosition(Position.start(), List.of(), Position.start());

    /** Requires every part. */
    GamePosition {
        requireNonNull(start, "start");
        moves = List.copyOf(moves);
        requireNonNull(current, "current");
    }

    /**
     * The position the words after {@code position} describe: {@code startpos} or {@code fen
     * <FEN>}, then optionally {@code moves m1 m2 …} in UCI notation (Chess960: castling as the king
     * taking its rook).
     *
     * @throws RejectedInputException naming the FEN field or the move at fault and why
     */
    static GamePosition parse(List<String> words, Legality legality, boolean chess960) {
        if (words.isEmpty()) {
            throw new RejectedInputException("position: startpos or fen <FEN> must follow");
        }
        int movesAt = words.indexOf("moves");
        List<String> setup = words.subList(0, movesAt < 0 ? words.size() : movesAt);
        Position start = start(setup, legality, chess960);
        List<String> written = movesAt < 0 ? List.of() : words.subList(movesAt + 1, words.size());
        MoveNotation notation = legality.notation(chess960);
        List<Move> moves = new ArrayList<>();
        Position current = start;
        for (int i = 0; i < written.size(); i++) {
            try {
                Move move = notation.parseUci(current, written.get(i));
                current = legality.play(current, move);
                moves.add(move);
            } catch (IllegalMoveException e) {
                throw new RejectedInputException("position: move " + (i + 1) + " '" + written.get(i) + "': " + e.getMessage());
            }
        }
        return new GamePosition(start, moves, current);
    }

    private static Position start(List<String> setup, Legality legality, boolean chess960) {
        String kind = setup.isEmpty() ? "" : setup.get(0);
        if (kind.equals("startpos")) {
            if (setup.size() > 1) {
                throw new RejectedInputException("position startpos: unexpected '" + setup.get(1) + "' (moves must come after 'moves')");
            }
            return Position.start();
        }
        if (!kind.equals("fen")) {
            throw new RejectedInputException("position: expected startpos or fen, got '" + kind + "'");
        }
        if (setup.size() < 2) {
            throw new RejectedInputException("position fen: the FEN is missing");
        }
        String fen = String.join(" ", setup.subList(1, setup.size()));
        try {
            return FenReader.of(legality, chess960).read(fen);
        } catch (FenException e) {
            String hint = !chess960 && e.field().filter(FenField.CASTLING::equals).isPresent()
                    ? " (for Chess960 castling, setoption name UCI_Chess960 value true)" : "";
            throw new RejectedInputException("position fen " + fen + ": " + e.getMessage() + hint);
        }
    }
}
