package org.chesseus.search;

import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.search.eval.MaterialEvaluator;

/** The l1 book's legality from the layers on the test class path, positions from FEN, moves in UCI. */
final class Chess {
    static final Legality LEGALITY = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList())
            .compose("l1").legality();

    private Chess() {
    }

    static Position fen(String fen) {
        return FenReader.standard(LEGALITY).read(fen);
    }

    static Move uci(Position position, String uci) {
        return LEGALITY.notation(false).parseUci(position, uci);
    }

    static String uci(Position position, Move move) {
        return LEGALITY.notation(false).uci(position, move);
    }

    /** Moves written in UCI, played in turn from {@code position}. */
    static List<Move> line(Position position, String ucis) {
        List<Move> moves = new java.util.ArrayList<>();
        Position at = position;
        for (String text : ucis.trim().split("\\s+")) {
            Move move = uci(at, text);
            moves.add(move);
            at = LEGALITY.play(at, move);
        }
        return moves;
    }

    /** An engine with the plain material evaluation, so results do not move with the tuned one. */
    static Engine engine() {
        return new ChesseusEngine(LEGALITY, MaterialEvaluator::new);
    }

    /** The engine the provider makes. */
    static Engine providedEngine() {
        return new ChesseusEngineProvider().create(LEGALITY);
    }

    static SearchResult search(Engine engine, String fen, SearchLimits limits) {
        return engine.search(SearchRequest.of(fen(fen), limits), SearchListener.SILENT);
    }

    static SearchRequest request(Position start, List<Move> moves, SearchLimits limits, DrawRules rules) {
        return new SearchRequest(start, moves, limits, rules, List.of(), 1, false);
    }
}
