package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

class MicroTest {
    public static void main(String[] args) {
        String[] fens = {"4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - -", "8/6pp/1p4pk/1P4p1/1P4p1/KP4P1/PP6/8 w - -",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", "8/2b5/1b5p/b4p1P/5p1K/5Pp1/6P1/5kb1 b - -"};
        SearchBoard[] all = new SearchBoard[fens.length];
        for (int k = 0; k < fens.length; k++) all[k] = Boards.of(fens[k]);
        for (int rep = 0; rep < 5; rep++) {
            long t = System.nanoTime();
            int n = 200_000;
            for (int i = 0; i < n; i++) StaticProof.cannotMate(all[(i >> 1) & 3], i & 1);
            System.out.printf("interleaved: %.2f us/call%n", (System.nanoTime() - t) / 1000.0 / n);
        }
        for (String fen : fens) {
            SearchBoard b = Boards.of(fen);
            for (int rep = 0; rep < 5; rep++) {
                Reachability.SATURATIONS[0] = 0; Reachability.SATURATIONS[1] = 0;
                long t = System.nanoTime();
                int n = 200_000;
                int proven = 0;
                for (int i = 0; i < n; i++) {
                    if (StaticProof.cannotMate(b, i & 1).proven()) proven++;
                }
                long dt = System.nanoTime() - t;
                if (rep == 4) System.out.printf("%s: %.2f us/call, proven %d/%d, rounds/sat %.1f%n", fen, dt / 1000.0 / n, proven, n, (double) Reachability.SATURATIONS[1] / Reachability.SATURATIONS[0]);
            }
        }
    }
}
