package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.adjudicate.EndReason;
import org.junit.jupiter.api.Test;

/** The summary's counts are the per-game verdicts counted: each row, each code, the total. */
class RulingTableTest {
    @Test
    void theTableCountsTheVerdictsGameByGame() {
        String text = Archives.randomArchive(60) + "[Event \"bad\"]\n\n1. e4 @@ 1-0\n\n";
        List<Adjudication> verdicts = new ArrayList<>();
        RulingTable table = new RulingTable();
        new ArchiveJudge(() -> new Adjudicator(Archives.FIDE, warning -> { }), 2).judge(
                new GameTextSplitter(new ByteArrayInputStream(Archives.utf8(text))), judged -> judged.verdicts().forEach(v -> {
                    verdicts.add(v);
                    table.add(v);
                }));
        List<Map.Entry<RulingTable.Row, Long>> rows = table.rows();
        assertAll(
                () -> assertEquals(61, table.games()),
                () -> assertEquals(61, rows.stream().mapToLong(Map.Entry::getValue).sum()),
                () -> assertEquals(60, table.codes().values().stream().mapToLong(Long::longValue).sum()));
        for (Map.Entry<RulingTable.Row, Long> row : rows) {
            RulingTable.Row r = row.getKey();
            long counted = verdicts.stream().filter(v -> v.error().isEmpty() && v.recorded().orElseThrow().equals(r.recorded())
                    && v.recordedReason().map(EndReason::word).orElse("-").equals(r.recordedReason())
                    && Objects.equals(v.ruled().orElse(null), r.ruled())
                    && v.ruledReason().map(EndReason::word).orElse("-").equals(r.ruledReason())).count();
            if (r.ruled().equals("error")) {
                counted = verdicts.stream().filter(v -> v.error().isPresent()).count();
            }
            assertEquals(counted, row.getValue(), r.toString());
        }
        table.codes().forEach((code, count) -> assertEquals(verdicts.stream().filter(v -> v.error().isEmpty()
                && v.code().map(c -> c.code()).orElse("*").equals(code)).count(), count, code));
        assertTrue(table.text().contains("games per code:"), table.text());
    }

    @Test
    void tablesOfTwoHalvesOfAnArchiveAddUpToTheTableOfTheWholeAfterTravellingAsBytes() throws Exception {
        String text = Archives.randomArchive(40) + "[Event \"bad\"]\n\n1. e4 @@ 1-0\n\n";
        RulingTable whole = new RulingTable();
        RulingTable first = new RulingTable();
        RulingTable second = new RulingTable();
        int[] seen = {0};
        new ArchiveJudge(() -> new Adjudicator(Archives.FIDE, warning -> { }), 1).judge(
                new GameTextSplitter(new ByteArrayInputStream(Archives.utf8(text))), judged -> judged.verdicts().forEach(v -> {
                    whole.add(v);
                    (seen[0]++ < 17 ? first : second).add(v);
                }));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(second);
        }
        RulingTable travelled;
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            travelled = (RulingTable) in.readObject();
        }
        first.add(travelled);
        assertAll(
                () -> assertEquals(whole.text(), first.text()),
                () -> assertEquals(whole.json(), first.json()));
    }
}
