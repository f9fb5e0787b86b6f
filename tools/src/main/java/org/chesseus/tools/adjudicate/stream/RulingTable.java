package org.chesseus.tools.adjudicate.stream;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.chesseus.api.game.ResultCode;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.EndReason;

/**
 * What a platform needs to act on a re-judged archive: how many games went from each recorded
 * result and reason to each ruled result and reason (a loss on time ruled a draw by FIDE 6.9:
 * {@code 0-1 time-forfeit → 1/2-1/2 time-forfeit}), and how many games each result code was ruled
 * ({@code *} for a game the book has not ended). A game that could not be judged counts under its
 * error's kind ({@code error syntax}). Tables of parts of an archive, counted apart (on the machines
 * of a cluster, say), add up to the table of the whole ({@link #add(RulingTable)}).
 */
public final class RulingTable implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Map<Row, Long> rows = new TreeMap<>();
    private final Map<String, Long> codes = new TreeMap<>();
    private long games;
    private long changed;
    private long errors;

    /** One way from a record to a ruling, and whether it agrees on the score and the reason. */
    public record Row(String recorded, String recordedReason, String ruled, String ruledReason, boolean agrees)
            implements Comparable<Row>, Serializable {
        private static final Comparator<Row> ORDER = Comparator.comparing(Row::recorded).thenComparing(Row::recordedReason)
                .thenComparing(Row::ruled).thenComparing(Row::ruledReason);

        @Override
        public int compareTo(Row other) {
            return ORDER.compare(this, other);
        }
    }

    /** Counts a verdict. */
    public void add(Adjudication verdict) {
        games++;
        String recorded = verdict.recorded().orElse("?");
        if (verdict.error().isPresent()) {
            errors++;
            rows.merge(new Row(recorded, "-", "error", verdict.error().get().kind().word(), false), 1L, Long::sum);
            return;
        }
        if (!verdict.agrees()) {
            changed++;
        }
        rows.merge(new Row(recorded, verdict.recordedReason().map(EndReason::word).orElse("-"),
                verdict.ruled().orElseThrow(), verdict.ruledReason().map(EndReason::word).orElse("-"), verdict.agrees()),
                1L, Long::sum);
        codes.merge(verdict.code().map(ResultCode::code).orElse(Adjudication.ONGOING), 1L, Long::sum);
    }

    /** Counts the games {@code other} counted, as if its verdicts had been added here. */
    public void add(RulingTable other) {
        games += other.games;
        changed += other.changed;
        errors += other.errors;
        other.rows.forEach((row, count) -> rows.merge(row, count, Long::sum));
        other.codes.forEach((code, count) -> codes.merge(code, count, Long::sum));
    }

    /** Games counted. */
    public long games() {
        return games;
    }

    /** The rows with their counts, the most games first. */
    public List<Map.Entry<Row, Long>> rows() {
        List<Map.Entry<Row, Long>> sorted = new ArrayList<>(rows.entrySet());
        sorted.sort(Map.Entry.<Row, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        return sorted;
    }

    /** Games by the code ruled ({@code *} for a game not ended), in the codes' order. */
    public Map<String, Long> codes() {
        return new LinkedHashMap<>(codes);
    }

    /** The table for people: one row a way from record to ruling, then games per code. */
    public String text() {
        List<String[]> lines = new ArrayList<>();
        lines.add(new String[] {"recorded", "ruled", "games", ""});
        for (Map.Entry<Row, Long> row : rows()) {
            Row r = row.getKey();
            lines.add(new String[] {r.recorded() + " " + r.recordedReason(), r.ruled() + " " + r.ruledReason(),
                String.valueOf(row.getValue()), r.agrees() ? "agrees" : r.ruled().equals("error") ? "" : "CHANGED"});
        }
        int first = lines.stream().mapToInt(l -> l[0].length()).max().orElse(0);
        int second = lines.stream().mapToInt(l -> l[1].length()).max().orElse(0);
        int third = lines.stream().mapToInt(l -> l[2].length()).max().orElse(0);
        StringBuilder out = new StringBuilder();
        for (String[] line : lines) {
            out.append(String.format(Locale.ROOT, "%-" + first + "s  ->  %-" + second + "s  %" + third + "s  %s", line[0],
                    line[1], line[2], line[3]).stripTrailing()).append('\n');
        }
        out.append(String.format(Locale.ROOT, "%d games: %d ruled otherwise than recorded, %d not judged%n", games,
                changed, errors));
        out.append("games per code:");
        codes.forEach((code, count) -> out.append(' ').append(code).append(' ').append(count));
        return out.append('\n').toString();
    }

    /** The table as one JSON-ready object: {@code games}, {@code changed}, {@code errors}, {@code rows}, {@code codes}. */
    public Map<String, Object> json() {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("games", games);
        object.put("changed", changed);
        object.put("errors", errors);
        List<Map<String, Object>> list = new ArrayList<>();
        for (Map.Entry<Row, Long> row : rows()) {
            Row r = row.getKey();
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("recorded", r.recorded());
            item.put("recordedReason", r.recordedReason());
            item.put("ruled", r.ruled());
            item.put("ruledReason", r.ruledReason());
            item.put("agrees", r.agrees());
            item.put("games", row.getValue());
            list.add(item);
        }
        object.put("rows", list);
        object.put("codes", codes());
        return object;
    }
}
