package org.chesseus.rules.l2.search;

import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** The rules of layer {@code l1} as a composed book gives them, found as a service, and what the tests read with them. */
final class Chess {
    /** FIDE's Article 3 from the book {@code l1}. */
    static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    static final FenReader FEN = FenReader.standard(LEGALITY);

    private Chess() {
    }

    /** A standard-chess position. */
    static Position fen(String fen) {
        return FEN.read(fen);
    }

    /** Whether playing {@code line} from {@code position} ends in a checkmate given by {@code mater}. */
    static boolean matesBy(Position position, List<Move> line, Color mater) {
        Position end = position;
        for (Move move : line) {
            end = LEGALITY.play(end, move);
        }
        return LEGALITY.isCheckmate(end) && end.sideToMove() != mater;
    }
}
