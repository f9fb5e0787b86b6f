package org.chesseus.rules.l2.proof;

import java.nio.file.Path;
import java.util.List;
import java.util.ArrayList;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

class ProfileTest {
    public static void main(String[] args) {
        new ProfileTest().profile();
    }

    @Test
    void profile() {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        List<SearchBoard> boards = new ArrayList<>();
        for (LabelledPosition p : all) boards.add(Boards.of(p.fen()));
        for (int rep = 0; rep < Integer.getInteger("reps", 8); rep++) {
            long[] time = new long[4];
            int[] proven = new int[4];
            int[] calls = new int[4];
            for (SearchBoard b : boards) {
                for (int side = 0; side < 2; side++) {
                    boolean qrn = (b.pieces(side * 6 + 1) | b.pieces(side * 6 + 3) | b.pieces(side * 6 + 4)) != 0;
                    boolean mat = Material.cannotMate(b, side);
                    int cat = mat ? 0 : qrn ? 1 : 2;
                    long t = System.nanoTime();
                    boolean p = StaticProof.cannotMate(b, side).proven();
                    time[cat] += System.nanoTime() - t;
                    calls[cat]++;
                    if (p) proven[cat]++;
                }
            }
            System.out.printf("material: %d calls %d proven %.1f us/call | qrn: %d calls %d proven %.1f us/call | other: %d calls %d proven %.1f us/call%n",
                calls[0], proven[0], time[0] / 1000.0 / calls[0], calls[1], proven[1], time[1] / 1000.0 / calls[1], calls[2], proven[2], time[2] / 1000.0 / calls[2]);
        }
    }
}
