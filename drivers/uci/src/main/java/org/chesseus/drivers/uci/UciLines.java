package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchResult;

/**
 * Writes a search's reports as UCI lines for the position searched: {@code info depth … pv …} and
 * {@code bestmove … ponder …}, moves in the notation of the mode (Chess960: castling as the king
 * taking its rook). A line that stops being legal (an engine's fault) is cut where it does.
 */
final class UciLines {
    private final Legality legality;
    private final MoveNotation notation;
    private final Position root;

    UciLines(Legality legality, boolean chess960, Position root) {
        this.legality = requireNonNull(legality, "legality");
        this.notation = legality.notation(chess960);
        this.root = requireNonNull(root, "root");
    }

    /** {@code info depth D seldepth S multipv M score … nodes N nps P time T hashfull H pv …}. */
    String info(SearchInfo info) {
        StringBuilder line = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(Math.max(info.depth(), info.selectiveDepth()))
                .append(" multipv ").append(info.multiPv())
                .append(" score ").append(info.score().uci())
                .append(" nodes ").append(info.nodes())
                .append(" nps ").append(info.nps())
                .append(" time ").append(info.timeMs())
                .append(" hashfull ").append(info.hashfull());
        List<String> pv = line(info.pv());
        if (!pv.isEmpty()) {
            line.append(" pv ").append(String.join(" ", pv));
        }
        return line.toString();
    }

    /** {@code bestmove X [ponder Y]}; {@code bestmove 0000} when there is no move. */
    String bestMove(SearchResult result) {
        List<Move> line = new ArrayList<>();
        result.best().ifPresent(line::add);
        result.ponder().ifPresent(line::add);
        List<String> written = line(line);
        if (written.isEmpty()) {
            return "bestmove 0000";
        }
        return written.size() == 1 ? "bestmove " + written.get(0) : "bestmove " + written.get(0) + " ponder " + written.get(1);
    }

    /** The first legal move of the root, for a search that failed: a GUI must still get a move. */
    Optional<Move> anyMove() {
        return legality.legalMoves(root).stream().findFirst();
    }

    /** The moves in UCI notation from the root, as far as they stay legal. */
    List<String> line(List<Move> moves) {
        List<String> written = new ArrayList<>();
        Position position = root;
        for (Move move : moves) {
            try {
                String text = notation.uci(position, move);
                position = legality.play(position, move);
                written.add(text);
            } catch (RuntimeException notLegal) {
                // An engine's line that stops being legal is cut there rather than sent to a GUI.
                break;
            }
        }
        return written;
    }

    /** The move in UCI notation at the root. */
    String uci(Move move) {
        return notation.uci(root, move);
    }
}
