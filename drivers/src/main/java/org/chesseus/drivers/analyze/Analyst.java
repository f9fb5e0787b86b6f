package org.chesseus.drivers.analyze;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;

/**
 * Analyses positions under one rule book: the status, and for each side whether it can still
 * checkmate, asked of the book's {@link MateQuestion} within a budget. The time reported covers
 * both answers and the status, not the writing of lines in SAN.
 */
public final class Analyst {
    private final Legality legality;
    private final MateQuestion question;
    private final MateBudget budget;
    private final MoveNotation notation;
    private final LongSupplier clock;

    /** An analyst over a legality and its mate question, within {@code budget}. */
    public Analyst(Legality legality, MateQuestion question, MateBudget budget, boolean chess960, LongSupplier clock) {
        this.legality = requireNonNull(legality, "legality");
        this.question = requireNonNull(question, "question");
        this.budget = requireNonNull(budget, "budget");
        this.notation = legality.notation(chess960);
        this.clock = requireNonNull(clock, "clock");
    }

    /** The analysis of one position. */
    public PositionAnalysis analyze(Position position) {
        long start = clock.getAsLong();
        int legalMoves = legality.legalMoves(position).size();
        boolean check = legality.inCheck(position, position.sideToMove());
        MateAnswer white = question.canMate(position, Color.WHITE, budget);
        MateAnswer black = question.canMate(position, Color.BLACK, budget);
        long micros = (clock.getAsLong() - start) / 1_000;
        String status = legalMoves == 0 ? (check ? "checkmate" : "stalemate")
                : white.isNo() && black.isNo() ? "dead" : "ongoing";
        return new PositionAnalysis(status, white, black, san(position, white), san(position, black), legalMoves,
                check, micros, Plausibility.warnings(position, legality));
    }

    /** The two answers alone, timed: what {@code bench analyze} measures. */
    public MateAnswer[] answers(Position position) {
        return new MateAnswer[] {question.canMate(position, Color.WHITE, budget),
            question.canMate(position, Color.BLACK, budget)};
    }

    private List<String> san(Position position, MateAnswer answer) {
        List<String> line = new ArrayList<>();
        if (answer.verdict() != MateVerdict.YES) {
            return line;
        }
        Position at = position;
        for (Move move : answer.line()) {
            line.add(notation.san(at, move));
            at = legality.play(at, move);
        }
        return line;
    }
}
