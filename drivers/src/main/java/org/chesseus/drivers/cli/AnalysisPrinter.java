package org.chesseus.drivers.cli;

import java.io.PrintWriter;
import org.chesseus.api.Color;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.drivers.analyze.AnalysisJson;
import org.chesseus.drivers.analyze.LabelledLine;
import org.chesseus.drivers.analyze.PositionAnalysis;

/** Prints analyses for people or as JSON lines, and counts the refused lines. */
final class AnalysisPrinter {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;
    private final boolean batch;
    private int refused;

    AnalysisPrinter(Terminal terminal, JsonLines json, boolean asJson, boolean batch) {
        this.terminal = terminal;
        this.json = json;
        this.asJson = asJson;
        this.batch = batch;
    }

    int refused() {
        return refused;
    }

    void print(AnalysisJson error) {
        refused++;
        if (asJson) {
            json.print(error);
        } else {
            terminal.out().println(error.error());
            terminal.out().flush();
        }
    }

    void print(LabelledLine line, PositionAnalysis analysis) {
        Boolean agrees = line.label().isEmpty() ? null : agrees(line, analysis);
        if (asJson) {
            json.print(AnalysisJson.of(line.fen(), analysis, line.label(), agrees));
            return;
        }
        PrintWriter out = terminal.out();
        out.println((batch ? "line " + line.number() + ": " : "") + line.fen());
        out.println("  status: " + analysis.status()
                + analysis.reason().map(reason -> " (" + reason.word() + ")").orElse(""));
        for (Color color : Color.values()) {
            out.println("  " + color.title() + " can mate: " + answer(analysis, color));
        }
        out.println("  legal moves: " + analysis.legalMoves() + ", check: " + (analysis.check() ? "yes" : "no")
                + ", " + analysis.micros() + " µs");
        analysis.warnings().forEach(warning -> out.println("  warning: " + warning));
        if (agrees != null) {
            out.println("  label " + line.label() + ": " + (agrees ? "agrees" : "DISAGREES"));
        }
        out.flush();
    }

    private static String answer(PositionAnalysis analysis, Color color) {
        MateAnswer answer = analysis.of(color);
        if (answer.verdict() == MateVerdict.YES) {
            return analysis.line(color).isEmpty() ? "yes (the position is mate)" : "yes: " + String.join(" ", analysis.line(color));
        }
        return answer.verdict().word() + " (" + answer.reason().word() + ")";
    }

    /** A label agrees when no answer contradicts it: an unknown does not disagree. */
    private static boolean agrees(LabelledLine line, PositionAnalysis analysis) {
        for (Color color : Color.values()) {
            boolean canMate = line.expects(color).orElseThrow();
            MateVerdict verdict = analysis.of(color).verdict();
            if (canMate && verdict == MateVerdict.NO || !canMate && verdict == MateVerdict.YES) {
                return false;
            }
        }
        return true;
    }
}
