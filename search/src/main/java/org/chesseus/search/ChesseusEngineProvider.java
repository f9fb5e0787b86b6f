package org.chesseus.search;

import java.util.function.Supplier;
import org.chesseus.api.Legality;
import org.chesseus.api.Release;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.search.eval.Evaluator;
import org.chesseus.search.eval.NetworkEvaluator;
import org.chesseus.search.eval.TaperedEvaluator;
import org.chesseus.search.eval.Weights;

/**
 * The Chesseus engine as a service: an alpha-beta searcher (PVS, transposition table, quiescence,
 * null move, late-move reductions) on the legality layer's board. Its name carries the release's
 * one version ({@link Release#version()}), the one {@code chesseus --version} prints.
 */
public final class ChesseusEngineProvider implements EngineProvider {
    /** The full-strength evaluation: the shipped network on top of the tuned evaluation. */
    private static final Supplier<Evaluator> EVALUATION = NetworkEvaluator::new;
    /** The evaluation of the top playing levels below {@link Level#OWN_EVALUATION_FROM}: the tuned one alone. */
    private static final Supplier<Evaluator> TOP_LEVEL_EVALUATION = TaperedEvaluator::new;
    /** The playing levels' evaluation: the weights their table was calibrated with. */
    private static final Supplier<Evaluator> LEVEL_EVALUATION = () -> new TaperedEvaluator(LevelWeights.WEIGHTS);

    @Override
    public String name() {
        return "Chesseus " + Release.version();
    }

    @Override
    public String author() {
        return "the Chesseus team";
    }

    @Override
    public Engine create(Legality legality) {
        return new ChesseusEngine(legality, EVALUATION, LEVEL_EVALUATION, TOP_LEVEL_EVALUATION);
    }

    /** The levels' weights, read once on first use. */
    private static final class LevelWeights {
        static final Weights WEIGHTS = Weights.levels();
    }
}
