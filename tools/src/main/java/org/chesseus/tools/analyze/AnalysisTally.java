package org.chesseus.tools.analyze;

import java.util.Map;
import java.util.TreeMap;

/**
 * The counts of a batch for its summary: statuses, dead-position proofs, the answers of each side asked, and,
 * for labelled input, agreements, soundness errors ({@code no} where the label says that side can
 * mate) and the labelled {@code no} answers proven.
 */
public final class AnalysisTally {
    private final Map<String, Integer> counts = new TreeMap<>();
    private int positions;
    private int refused;
    private int labelledNo;
    private int provenNo;
    private int unsound;

    /** Counts one analysed position and what its label said. */
    public void add(PositionAnalysis analysis, LabelledLine line) {
        positions++;
        bump("status " + analysis.status());
        analysis.reason().ifPresent(reason -> bump("dead by " + reason.word()));
        analysis.answers().forEach((color, answer) -> {
            bump(color.title() + " " + answer.verdict().word());
            line.expects(color).ifPresent(canMate -> {
                if (!canMate) {
                    labelledNo++;
                    provenNo += answer.isNo() ? 1 : 0;
                } else if (answer.isNo()) {
                    unsound++;
                }
            });
        });
    }

    /** Counts a refused line. */
    public void refuse() {
        refused++;
    }

    /** Soundness errors against the labels: {@code no} where some series mates. */
    public int unsound() {
        return unsound;
    }

    /** One line for standard error. */
    public String summary(long nanos) {
        double seconds = nanos / 1e9;
        StringBuilder text = new StringBuilder("analyze: " + positions + " positions");
        text.append(refused > 0 ? ", " + refused + " refused" : "");
        text.append(String.format(java.util.Locale.ROOT, " in %.3f s (%.0f positions/s)", seconds,
                seconds > 0 ? positions / seconds : 0));
        counts.forEach((what, count) -> text.append("; ").append(what).append(' ').append(count));
        if (labelledNo > 0 || unsound > 0) {
            text.append(String.format(java.util.Locale.ROOT, "; labels: %d of %d 'no' proven (%.2f%%), %d unsound",
                    provenNo, labelledNo, labelledNo == 0 ? 100.0 : 100.0 * provenNo / labelledNo, unsound));
        }
        return text.toString();
    }

    private void bump(String what) {
        counts.merge(what, 1, Integer::sum);
    }
}
