package org.chesseus.drivers.analyze;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateReason;

/**
 * What {@code analyze} says of a position: its status, whether it is dead (FIDE 5.2.2) and by
 * which proof, whether each side can still checkmate (with the helpmate in SAN when it can), the
 * legal moves, check, the time taken and any plausibility warnings.
 *
 * @param status {@code ongoing}, {@code checkmate}, {@code stalemate} or {@code dead}
 * @param white can White checkmate Black
 * @param black can Black checkmate White
 * @param whiteLine White's helpmate in SAN, empty unless White can mate
 * @param blackLine Black's helpmate in SAN, empty unless Black can mate
 * @param legalMoves the number of legal moves of the side to move
 * @param check whether the side to move is in check
 * @param micros microseconds taken, both sides answered
 * @param warnings plausibility warnings
 */
public record PositionAnalysis(String status, MateAnswer white, MateAnswer black, List<String> whiteLine,
        List<String> blackLine, int legalMoves, boolean check, long micros, List<String> warnings) {
    /** Requires the parts and copies the lists. */
    public PositionAnalysis {
        requireNonNull(status, "status");
        requireNonNull(white, "white");
        requireNonNull(black, "black");
        whiteLine = List.copyOf(whiteLine);
        blackLine = List.copyOf(blackLine);
        warnings = List.copyOf(warnings);
    }

    /** Whether the position is dead: the game is not already over and neither side can mate. */
    public boolean dead() {
        return status.equals("dead");
    }

    /** The proof of a dead position (the costliest of the two sides' proofs). */
    public Optional<MateReason> reason() {
        if (!dead()) {
            return Optional.empty();
        }
        return Optional.of(white.reason().compareTo(black.reason()) >= 0 ? white.reason() : black.reason());
    }

    /** The answer for one side. */
    public MateAnswer of(Color mater) {
        return mater == Color.WHITE ? white : black;
    }

    /** The helpmate line of one side, in SAN. */
    public List<String> line(Color mater) {
        return mater == Color.WHITE ? whiteLine : blackLine;
    }
}
