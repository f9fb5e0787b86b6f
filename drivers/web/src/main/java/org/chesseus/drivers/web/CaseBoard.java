package org.chesseus.drivers.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.compare.Step;

/**
 * A case on the board of the class view: its start position read by a book's legality, the
 * position after each of its moves, and its steps in order — each move with the ply it leads to,
 * each step that is no move ({@code offer:white}, {@code claim}, {@code flag:black}) with the ply
 * at which it happens. A move the legality refuses (castling through check, FIDE 3.8.2.1) ends the
 * replay: it is the case's event, shown with the reason, on the position before it. Only the
 * board's legality plays here; what each book rules is {@link ClassCases}'s, judged by {@code
 * Comparison}.
 */
final class CaseBoard {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CaseBoard() {
    }

    /**
     * {@code {"startFullmove","startSide","moves","positions","sequence","eventPly"}}: the moves in
     * SAN; each position as {@code {"ply","fen","toMove","check","board","lastMove","san"}} (as the
     * game's earlier positions are shown); the sequence of {@code {"kind","ply","written","text"}},
     * kind {@code move}, {@code step} or {@code illegal}; and the ply of the last position, where the
     * event happens.
     */
    static ObjectNode of(Case subject, RuleBook book) {
        Legality legality = book.legality();
        MoveNotation notation = legality.notation(false);
        FenWriter fen = new FenWriter(legality, CastlingNotation.STANDARD);
        Position position = subject.fen().map(text -> FenReader.of(legality, false).read(text)).orElse(Position.start());
        ObjectNode board = JSON.createObjectNode();
        board.put("startFullmove", position.fullmoveNumber());
        board.put("startSide", GameView.side(position.sideToMove()));
        ArrayNode moves = board.putArray("moves");
        ArrayNode positions = board.putArray("positions");
        ArrayNode sequence = board.putArray("sequence");
        positions.add(frame(legality, fen, position, 0, Optional.empty(), Optional.empty()));
        int ply = 0;
        for (String written : subject.steps()) {
            Optional<Step> step = Step.read(written);
            if (step.isPresent()) {
                sequence.add(item("step", ply, written, capital(step.get().phrase())));
                continue;
            }
            String text = Step.withoutRequest(written);
            Move move;
            try {
                move = notation.parse(position, text);
            } catch (IllegalMoveException illegal) {
                sequence.add(item("illegal", ply, written, illegal.getMessage()));
                break;
            }
            String san = notation.san(position, move);
            position = legality.play(position, move);
            ply++;
            moves.add(san);
            sequence.add(item("move", ply, written, Step.requestsDraw(written) ? san + " with a draw request" : san));
            positions.add(frame(legality, fen, position, ply, Optional.of(move), Optional.of(san)));
        }
        board.put("eventPly", ply);
        return board;
    }

    private static ObjectNode frame(Legality legality, FenWriter fen, Position position, int ply, Optional<Move> last,
            Optional<String> san) {
        ObjectNode frame = JSON.createObjectNode();
        frame.put("ply", ply);
        frame.put("fen", fen.write(position));
        frame.put("toMove", GameView.side(position.sideToMove()));
        frame.put("check", legality.inCheck(position, position.sideToMove()));
        frame.set("board", GameView.board(position));
        last.ifPresentOrElse(move -> frame.set("lastMove", GameView.squares(move)), () -> frame.putNull("lastMove"));
        frame.put("san", san.orElse(null));
        return frame;
    }

    private static ObjectNode item(String kind, int ply, String written, String text) {
        return JSON.createObjectNode().put("kind", kind).put("ply", ply).put("written", written).put("text", text);
    }

    private static String capital(String phrase) {
        return Character.toUpperCase(phrase.charAt(0)) + phrase.substring(1);
    }
}
