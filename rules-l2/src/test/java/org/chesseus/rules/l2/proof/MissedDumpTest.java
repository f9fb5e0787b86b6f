package org.chesseus.rules.l2.proof;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

class MissedDumpTest {
    @Test
    void dump() throws Exception {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        try (PrintWriter out = new PrintWriter("/tmp/missed.txt")) {
            for (LabelledPosition p : all) {
                SearchBoard b = Boards.of(p.fen());
                for (int side = 0; side < 2; side++) {
                    if (!p.canMate(side) && !StaticProof.cannotMate(b, side).proven()) {
                        out.println(side + " " + p);
                    }
                }
            }
        }
    }
}
