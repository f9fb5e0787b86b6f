package org.chesseus.launcher.cli;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.api.pgn.MoveNumbering;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.analyze.AnalysisJson;
import org.chesseus.tools.analyze.LabelledLine;
import org.chesseus.tools.analyze.PositionAnalysis;

/**
 * Prints analyses for people or as JSON lines, buffered (a batch's output goes out a buffer at a
 * time; {@link #flush} when it ends), and counts the refused lines.
 */
final class AnalysisPrinter {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;
    private final boolean batch;
    private final boolean quick;
    private int refused;

    /** A printer; {@code quick} when the quick tier answered (its unknown reads "probably can"). */
    AnalysisPrinter(Terminal terminal, JsonLines json, boolean asJson, boolean batch, boolean quick) {
        this.terminal = terminal;
        this.json = json;
        this.asJson = asJson;
        this.batch = batch;
        this.quick = quick;
    }

    int refused() {
        return refused;
    }

    void print(AnalysisJson.Refused error) {
        refused++;
        if (asJson) {
            json.printBuffered(error);
        } else {
            terminal.out().print(error.error());
            terminal.out().print('\n');
        }
    }

    void print(LabelledLine line, PositionAnalysis analysis) {
        Boolean agrees = line.label().isEmpty() ? null : agrees(line, analysis);
        if (asJson) {
            json.printBuffered(AnalysisJson.of(line.fen(), analysis, line.label(), agrees));
            return;
        }
        StringBuilder out = new StringBuilder(256);
        out.append(batch ? "line " + line.number() + ": " : "").append(line.fen()).append('\n');
        out.append("  status: ").append(analysis.status())
                .append(analysis.reason().map(reason -> " (" + reason.word() + ")").orElse("")).append('\n');
        analysis.proof().ifPresent(proof -> out.append("  proof: ").append(proof.words()).append('\n'));
        if (analysis.answers().size() == 1 && analysis.deadKnown().isEmpty()) {
            out.append("  dead: not known (one side asked)\n");
        }
        analysis.answers().forEach((color, answer) -> out.append("  ").append(color.title()).append(" can mate: ")
                .append(answer(line.fen(), analysis, color, answer)).append('\n'));
        out.append("  legal moves: ").append(analysis.legalMoves()).append(", check: ")
                .append(analysis.check() ? "yes" : "no").append(", ").append(analysis.micros()).append(" µs\n");
        analysis.warnings().forEach(warning -> out.append("  warning: ").append(warning).append('\n'));
        if (agrees != null) {
            out.append("  label ").append(line.label()).append(": ").append(agrees ? "agrees" : "DISAGREES").append('\n');
        }
        terminal.out().print(out);
    }

    /** Sends what was printed: lines are buffered, not flushed one by one. */
    void flush() {
        terminal.out().flush();
    }

    /** A helpmate line with move numbers, counted from the FEN's side to move and full-move number. */
    private static String numbered(String fen, List<String> sans) {
        String[] fields = fen.strip().split("\\s+");
        Color first = fields.length > 1 && fields[1].equals("b") ? Color.BLACK : Color.WHITE;
        int number = fields.length > 5 && fields[5].matches("[1-9][0-9]{0,8}") ? Integer.parseInt(fields[5]) : 1;
        return MoveNumbering.line(number, first, sans);
    }

    private String answer(String fen, PositionAnalysis analysis, Color color, MateAnswer answer) {
        if (answer.verdict() == MateVerdict.YES) {
            return analysis.line(color).isEmpty() ? "yes (the position is mate)" : "yes: " + numbered(fen, analysis.line(color));
        }
        if (quick && answer.verdict() == MateVerdict.UNKNOWN) {
            return "probably (unknown to the quick tier: no proof either way)";
        }
        return answer.verdict().word() + " (" + answer.reason().word() + ")";
    }

    /** A label agrees when no answer of a side asked contradicts it: an unknown does not disagree. */
    private static boolean agrees(LabelledLine line, PositionAnalysis analysis) {
        for (var entry : analysis.answers().entrySet()) {
            boolean canMate = line.expects(entry.getKey()).orElseThrow();
            MateVerdict verdict = entry.getValue().verdict();
            if (canMate && verdict == MateVerdict.NO || !canMate && verdict == MateVerdict.YES) {
                return false;
            }
        }
        return true;
    }
}
