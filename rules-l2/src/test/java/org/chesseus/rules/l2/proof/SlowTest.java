package org.chesseus.rules.l2.proof;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.SearchBoard;

class SlowTest {
    public static void main(String[] args) {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        List<SearchBoard> boards = new ArrayList<>();
        for (LabelledPosition p : all) boards.add(Boards.of(p.fen()));
        long[] times = new long[boards.size() * 2];
        for (int rep = 0; rep < 6; rep++) {
            for (int i = 0; i < boards.size(); i++) {
                for (int side = 0; side < 2; side++) {
                    long r0 = Reachability.SATURATIONS[1];
                    long t = System.nanoTime();
                    StaticProof.cannotMate(boards.get(i), side);
                    times[2 * i + side] = System.nanoTime() - t;
                }
            }
        }
        long total = 0;
        for (long t : times) total += t;
        Integer[] idx = new Integer[times.length];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        java.util.Arrays.sort(idx, (a, b) -> Long.compare(times[b], times[a]));
        System.out.printf("mean %.2f us%n", total / 1000.0 / times.length);
        long top = 0;
        for (int k = 0; k < 100; k++) top += times[idx[k]];
        System.out.printf("top 100 account for %.1f%%%n", 100.0 * top / total);
        for (int k = 0; k < 12; k++) {
            int i = idx[k];
            long r0 = Reachability.SATURATIONS[1];
            StaticProof.cannotMate(boards.get(i / 2), i % 2);
            System.out.printf("%.1f us side %d rounds %d %s%n", times[i] / 1000.0, i % 2, Reachability.SATURATIONS[1] - r0, all.get(i / 2));
        }
    }
}
