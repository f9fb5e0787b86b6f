package org.chesseus.launcher.cli;

import java.io.PrintWriter;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.AdjudicationJson;

/** Prints verdicts on recorded games for people or as JSON lines. */
final class AdjudicationPrinter {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;

    AdjudicationPrinter(Terminal terminal, JsonLines json, boolean asJson) {
        this.terminal = terminal;
        this.json = json;
        this.asJson = asJson;
    }

    /**
     * One verdict: as JSON, or as {@code game 4 (line 40): recorded 0-1 time-forfeit, ruled 1-0 W#
     * checkmate (FIDE 5.1.1) after 4. Qxf7#: DISAGREES} ({@code DISAGREES on the reason} when only the
     * reason differs) and the explanation on the next line.
     */
    void print(Adjudication verdict) {
        write(verdict);
        flush();
    }

    /** {@link #print} without flushing: an archive's lines go out a buffer at a time ({@link #flush}). */
    void write(Adjudication verdict) {
        if (asJson) {
            json.printBuffered(AdjudicationJson.of(verdict));
            return;
        }
        PrintWriter out = terminal.out();
        String head = "game " + verdict.game() + " (line " + verdict.line() + "): recorded " + verdict.recorded().orElse("?");
        if (verdict.error().isPresent()) {
            out.println(head + ": ERROR " + after(verdict));
        } else {
            out.println(head + verdict.recordedReason().map(reason -> " " + reason.word()).orElse("")
                    + ", ruled " + verdict.ruled().orElseThrow()
                    + verdict.code().map(code -> " " + code.code()).orElse("")
                    + verdict.ruledReason().map(reason -> " " + reason.word()).orElse("")
                    + verdict.article().map(article -> " (" + article + ")").orElse("")
                    + " " + after(verdict) + ": " + (verdict.agrees() ? "agrees"
                    : verdict.scoreAgrees() ? "DISAGREES on the reason" : "DISAGREES"));
        }
        out.println("  " + verdict.explanation());
    }

    /** Sends the lines written. */
    void flush() {
        terminal.out().flush();
    }

    /** Where the ruling takes effect, as people count: {@code after 4. Qxf7#}, or {@code at the start}. */
    private static String after(Adjudication verdict) {
        return verdict.move().map(move -> "after " + move).orElse(verdict.ply() == 0 ? "at the start"
                : "after " + verdict.ply() + " half-moves");
    }
}
