package org.chesseus.tools.analyze;

import static java.util.Objects.requireNonNull;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.DeadPositionAnswer;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;

/**
 * Analyses positions under one rule book: the status, and for each side asked whether it can still
 * checkmate, asked of the book's {@link MateQuestion} as {@link Asking} says. The time reported
 * covers the status and the answers, not the writing of lines in SAN ({@link SanLine}) nor of a dead
 * position's proof in words ({@link MateQuestion#explain}). Not
 * thread-safe: an analyst reloads one {@link SearchBoard} for each position (a board has room for
 * hundreds of plies: a new one a position was most of what a batch allocated).
 */
public final class Analyst {
    private final Legality legality;
    private final MateQuestion question;
    private final Asking asking;
    private final LongSupplier clock;
    /** The board of the last position analysed, reloaded with the next. */
    private SearchBoard board;

    /** An analyst over a legality and its mate question, asking as {@code asking} says. */
    public Analyst(Legality legality, MateQuestion question, Asking asking, LongSupplier clock) {
        this.legality = requireNonNull(legality, "legality");
        this.question = requireNonNull(question, "question");
        this.asking = requireNonNull(asking, "asking");
        this.clock = requireNonNull(clock, "clock");
    }

    /** The analysis of one position. */
    public PositionAnalysis analyze(Position position) {
        long start = clock.getAsLong();
        board = legality.board(position, board);
        SearchBoard board = this.board;
        int legalMoves = board.countLegalMoves();
        boolean check = board.inCheck();
        Map<Color, MateAnswer> answers = answers(position);
        long micros = (clock.getAsLong() - start) / 1_000;
        Map<Color, List<String>> lines = new EnumMap<>(Color.class);
        answers.forEach((mater, answer) -> {
            if (answer.verdict() == MateVerdict.YES) {
                lines.put(mater, SanLine.of(board, answer.line()));
            }
        });
        String status = PositionAnalysis.status(legalMoves, check, answers);
        List<DeadPositionProof> proofs = status.equals("dead") ? List.of(question.explain(position,
                new DeadPositionAnswer(answers.get(Color.WHITE), answers.get(Color.BLACK)))) : List.of();
        return new PositionAnalysis(status, answers, lines, legalMoves, check, micros,
                Plausibility.warnings(position, board), proofs);
    }

    /** The answers alone, of each side asked: what {@code bench analyze} times. */
    public Map<Color, MateAnswer> answers(Position position) {
        Map<Color, MateAnswer> answers = PositionAnalysis.byColor();
        for (Color mater : asking.side().maters(position)) {
            answers.put(mater, asking.ask(question, position, mater));
        }
        return answers;
    }

    /** How the question is asked. */
    public Asking asking() {
        return asking;
    }
}
