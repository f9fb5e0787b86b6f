package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.AdjudicationJson;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.junit.jupiter.api.Test;

/**
 * Judging on several threads hands the verdicts on in the archive's order, equal to one thread's
 * and to the whole text judged game by game — on a few hundred random games recorded as a platform
 * would (losses on time, resignations, games left going, results written blindly).
 */
class ArchiveJudgeTest {
    private static final String ARCHIVE = Archives.randomArchive(200);

    @Test
    void twoThreadsGiveOneThreadsVerdictsInTheSameOrder() {
        List<AdjudicationJson> one = Archives.streamed(Archives.utf8(ARCHIVE), 1);
        List<AdjudicationJson> two = Archives.streamed(Archives.utf8(ARCHIVE), 2);
        assertEquals(200, one.size());
        assertEquals(one, two);
        assertEquals(Archives.wholeText(ARCHIVE), one);
        assertTrue(one.stream().anyMatch(v -> !v.agrees()) && one.stream().anyMatch(AdjudicationJson::agrees),
                "the archive has rulings that change the record and rulings that do not");
    }

    /**
     * A month of an archive runs past 2³¹ lines (about 100 million games of some 21 lines each):
     * a piece that starts on line 3,000,000,001 keeps its line in the verdict and in the error's
     * message, as the same piece read from line 1 gives them three billion lines earlier.
     */
    @Test
    void linesPastTwoToTheThirtyFirstAreNamedExactly() {
        String games = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 d5 1-0\n";
        long far = 3_000_000_001L;
        List<Adjudication> near = judged(games, 1);
        List<Adjudication> late = judged(games, far);
        assertEquals(2, late.size());
        assertEquals(List.of(1L, 5L), near.stream().map(Adjudication::line).toList());
        assertEquals(List.of(far, far + 4), late.stream().map(Adjudication::line).toList());
        String message = late.get(0).error().orElseThrow().message();
        assertEquals(near.get(0).error().orElseThrow().message().replace("PGN line 3:", "PGN line 3000000003:"), message);
        assertEquals(far + 2, late.get(0).error().orElseThrow().line().getAsLong());
    }

    private static List<Adjudication> judged(String games, long firstLine) {
        byte[] bytes = games.getBytes(StandardCharsets.UTF_8);
        Iterator<GameText> one = List.of(new GameText(0, bytes, 0, firstLine, false)).iterator();
        List<Adjudication> verdicts = new ArrayList<>();
        new ArchiveJudge(() -> new Adjudicator(Archives.FIDE, warning -> { }), 1).judge(one,
                judged -> verdicts.addAll(judged.verdicts()));
        return verdicts;
    }
}
