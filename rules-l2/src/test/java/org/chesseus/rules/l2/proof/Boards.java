package org.chesseus.rules.l2.proof;

import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** Boards of layer {@code l1}'s legality (found as a service on the class path), read from FEN. */
final class Boards {
    static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    static final FenReader FEN = FenReader.standard(LEGALITY);

    private Boards() {
    }

    /** The position of a standard FEN record (4 to 6 fields). */
    static Position position(String fen) {
        return FEN.read(fen);
    }

    /** A search board on the position of a standard FEN record. */
    static SearchBoard of(String fen) {
        return LEGALITY.board(position(fen));
    }
}
