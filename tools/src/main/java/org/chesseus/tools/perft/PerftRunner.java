package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongSupplier;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;

/**
 * Runs and times perft with the legality of a rule book: in one call when nobody watches, or one
 * root move at a time (as divide does) so that progress can be shown and counts split.
 */
public final class PerftRunner {
    /** The deepest perft accepted, as the legality layer accepts it. */
    public static final int MAX_DEPTH = 64;

    private final Legality legality;
    private final LongSupplier clock;

    /** A runner over this legality, timing with this clock (nanoseconds). */
    public PerftRunner(Legality legality, LongSupplier clock) {
        this.legality = requireNonNull(legality, "legality");
        this.clock = requireNonNull(clock, "clock");
    }

    /** Counts the leaves {@code depth} half-moves below the position, in one call. */
    public PerftResult count(String fen, Position position, int depth) {
        long start = clock.getAsLong();
        long nodes = legality.perft(position, depth);
        return PerftResult.of(fen, depth, nodes, clock.getAsLong() - start);
    }

    /** Counts as {@link #count}, reporting progress by root moves unless nobody watches. */
    public PerftResult count(String fen, Position position, int depth, Progress progress) {
        if (depth == 0 || progress == Progress.NONE) {
            return count(fen, position, depth);
        }
        return divide(fen, position, depth, legality.notation(false), progress).total();
    }

    /**
     * Counts the leaves below each root move ({@code depth >= 1}), reporting progress after each.
     * The moves are written with {@code notation} and listed in UCI order.
     */
    public Divided divide(String fen, Position position, int depth, MoveNotation notation, Progress progress) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
        }
        long start = clock.getAsLong();
        List<Move> moves = legality.legalMoves(position);
        List<RootMoveCount> counts = new ArrayList<>(moves.size());
        long nodes = 0;
        progress.start(moves.size());
        try {
            for (Move move : moves) {
                long below = legality.perft(legality.play(position, move), depth - 1);
                nodes += below;
                counts.add(new RootMoveCount(notation.uci(position, move), below));
                progress.advance(counts.size(), nodes);
            }
        } finally {
            progress.finish();
        }
        long nanos = clock.getAsLong() - start;
        counts.sort(Comparator.comparing(RootMoveCount::move));
        return new Divided(counts, PerftResult.of(fen, depth, nodes, nanos));
    }
}
