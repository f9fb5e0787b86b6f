package org.chesseus.rules.l2.proof;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.SearchBoard;

class BenchMain {
    public static void main(String[] args) {
        List<LabelledPosition> all = LabelledPosition.file(Path.of("/work/shared/data/chasolver-positions.txt"));
        List<SearchBoard> boards = new ArrayList<>();
        for (LabelledPosition p : all) boards.add(Boards.of(p.fen()));
        boolean quick = args.length > 0 && args[0].equals("quick");
        for (int rep = 0; rep < Integer.parseInt(args.length > 1 ? args[1] : "60"); rep++) {
            long t = System.nanoTime();
            for (SearchBoard b : boards) {
                for (int side = 0; side < 2; side++) {
                    if (quick) StaticProof.quickBlockade(b, side); else StaticProof.cannotMate(b, side);
                }
            }
            if (rep % 10 == 9) System.out.printf("%s: %.2f us/position%n", quick ? "quick" : "full", (System.nanoTime() - t) / 1000.0 / boards.size());
        }
    }
}
