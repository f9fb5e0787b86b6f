package org.chesseus.api.mate;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Move;

/**
 * The answer to "can {@code mater} checkmate the other side by some series of legal moves, both
 * sides cooperating?" (FIDE 5.2.2, 6.9, 5.1.2).
 *
 * @param mater the side that would give mate
 * @param verdict yes, no (proven), or unknown (budget exhausted)
 * @param reason the proof behind a no, {@link MateReason#HELPMATE} for a yes, {@link MateReason#BUDGET} for unknown
 * @param line for a yes, the helpmate line from the position asked about (empty if it already is mate)
 * @param nodes positions visited to answer
 */
public record MateAnswer(Color mater, MateVerdict verdict, MateReason reason, List<Move> line, long nodes) {
    /** Checks that verdict and reason agree, and copies the line. */
    public MateAnswer {
        requireNonNull(mater, "mater");
        requireNonNull(verdict, "verdict");
        requireNonNull(reason, "reason");
        line = List.copyOf(line);
        boolean consistent = verdict == MateVerdict.YES ? reason == MateReason.HELPMATE
                : verdict == MateVerdict.UNKNOWN ? reason == MateReason.BUDGET
                : reason != MateReason.HELPMATE && reason != MateReason.BUDGET;
        if (!consistent) {
            throw new IllegalArgumentException("a " + verdict.word() + " cannot rest on " + reason.word());
        }
        if (verdict != MateVerdict.YES && !line.isEmpty()) {
            throw new IllegalArgumentException("only a yes carries a line");
        }
    }

    /** A yes with its helpmate line. */
    public static MateAnswer yes(Color mater, List<Move> line, long nodes) {
        return new MateAnswer(mater, MateVerdict.YES, MateReason.HELPMATE, line, nodes);
    }

    /** A proven no. */
    public static MateAnswer no(Color mater, MateReason proof, long nodes) {
        return new MateAnswer(mater, MateVerdict.NO, proof, List.of(), nodes);
    }

    /** An unknown: the budget ran out. */
    public static MateAnswer unknown(Color mater, long nodes) {
        return new MateAnswer(mater, MateVerdict.UNKNOWN, MateReason.BUDGET, List.of(), nodes);
    }

    /** Whether mate was proven impossible. */
    public boolean isNo() {
        return verdict == MateVerdict.NO;
    }
}
