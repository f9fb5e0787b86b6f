package org.chesseus.rules.l2.proof;

import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.SearchBoard;

class SplitTest {
    public static void main(String[] args) {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        BlockadeProof proof = new BlockadeProof();
        for (LabelledPosition p : all) {
            SearchBoard b = Boards.of(p.fen());
            for (int side = 0; side < 2; side++) {
                if (Material.cannotMate(b, side)) continue;
                boolean quick = proof.refutesQuickly(b, side);
                long cand = proof.analysis.firstSteadyCapturable;
                boolean full = proof.refutes(b, side);
                if (full && !quick) System.out.println(side + " cand " + Long.bitCount(cand) + " " + p);
            }
        }
    }
}
