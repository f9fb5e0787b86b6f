package org.chesseus.search;

import java.util.function.Supplier;
import org.chesseus.api.Legality;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.search.eval.Evaluator;
import org.chesseus.search.eval.MaterialEvaluator;

/**
 * The Chesseus engine as a service: an alpha-beta searcher (PVS, transposition table, quiescence,
 * null move, late-move reductions) on the legality layer's board.
 */
public final class ChesseusEngineProvider implements EngineProvider {
    /** The version the engine reports in its name. */
    public static final String VERSION = "0.7";

    private static final Supplier<Evaluator> EVALUATION = MaterialEvaluator::new;

    @Override
    public String name() {
        return "Chesseus " + VERSION;
    }

    @Override
    public String author() {
        return "the Chesseus team";
    }

    @Override
    public Engine create(Legality legality) {
        return new ChesseusEngine(legality, EVALUATION);
    }
}
