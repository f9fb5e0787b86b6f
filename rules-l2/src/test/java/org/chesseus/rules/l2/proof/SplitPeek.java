package org.chesseus.rules.l2.proof;

import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.SearchBoard;

class SplitPeek {
    public static void main(String[] args) {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        BlockadeProof proof = new BlockadeProof();
        int[][] hist = new int[2][70];
        for (LabelledPosition p : all) {
            SearchBoard b = Boards.of(p.fen());
            for (int side = 0; side < 2; side++) {
                if (Material.cannotMate(b, side) || b.countLegalMoves() == 0) continue;
                if (proof.refutesQuickly(b, side)) continue;
                Reachability r = proof.analysis;
                long region = r.reach[r.kingSlot[side ^ 1]];
                long materPromo = r.promoted & r.slotsOf[side];
                int cands = Long.bitCount(r.firstSteadyCapturable);
                int regionSize = Long.bitCount(region);
                boolean full = proof.refutes(b, side);
                if (full) System.out.println("split-proven region " + regionSize + " promo " + (materPromo != 0) + " cands " + cands + " " + p);
                hist[full ? 1 : 0][regionSize]++;
            }
        }
        for (int k = 0; k < 65; k += 4) {
            int f = 0, s = 0;
            for (int j = k; j < k + 4 && j < 65; j++) { f += hist[0][j]; s += hist[1][j]; }
            System.out.println("region " + k + ".." + (k + 3) + ": fail " + f + " split-proven " + s);
        }
    }
}
