package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.tools.adjudicate.AdjudicationJson;
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
}
