package org.chesseus.search.eval;

import java.util.ServiceLoader;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** Boards of layer {@code l1}'s legality (found as a service on the class path), read from and written to FEN. */
public final class Boards {
    /** FIDE's Article 3 from the book {@code l1}. */
    public static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    private static final FenReader READER = FenReader.standard(LEGALITY);
    private static final FenWriter WRITER = new FenWriter(LEGALITY, CastlingNotation.STANDARD);

    private Boards() {
    }

    /** The position of a standard FEN record. */
    public static Position position(String fen) {
        return READER.read(fen);
    }

    /** A search board on the position of a standard FEN record. */
    public static SearchBoard of(String fen) {
        return LEGALITY.board(position(fen));
    }

    /** The FEN record of the board's present position. */
    public static String fen(SearchBoard board) {
        return WRITER.write(board.toPosition());
    }
}
