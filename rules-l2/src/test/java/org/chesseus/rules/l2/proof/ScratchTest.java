package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

class ScratchTest {
    static String sq(long set) {
        StringBuilder b = new StringBuilder();
        if (Long.bitCount(set) > 40) { b.append("ALL-"); set = ~set; }
        while (set != 0) { int s = Long.numberOfTrailingZeros(set); set &= set - 1; b.append((char) ('a' + (s & 7))).append(1 + (s >> 3)).append(' '); }
        return b.toString();
    }

    @Test
    void scratch() {
        String fen = System.getProperty("fen", "1k6/1P6/BP5p/pPp4p/8/8/P1P3KP/8 b - -");
        int mater = Integer.getInteger("mater", 1);
        SearchBoard board = Boards.of(fen);
        BlockadeProof proof = new BlockadeProof();
        System.out.println("result " + proof.refutesQuickly(board, mater));
        Reachability r = proof.analysis;
        for (int round = 1; round < Integer.getInteger("rounds", 0); round++) {
            r.debugRounds = round; r.stalemateCut.enable(false); r.saturate();
            System.out.println("--- round " + round);
            dump(r);
        }
        r.debugRounds = Integer.MAX_VALUE;
        proof.refutesQuickly(board, mater);
        dump(r);
    }

    static void dump(Reachability r) {
        for (int i = 0; i < r.count; i++) {
            System.out.println("PNBRQK".charAt(r.type[i]) + (r.color[i] == 0 ? "w " : "b ") + sq(1L << r.square[i]) + ": " + sq(r.reach[i])
                + ((r.capturable >>> i & 1) != 0 ? " capturable" : "") + ((r.promoted >>> i & 1) != 0 ? " promoted" : ""));
        }
        System.out.println("steady " + sq(r.steadySquares));
        System.out.println("attacked W " + sq(r.attacked[0]) + " / B " + sq(r.attacked[1]));
        System.out.println("first steady capturable slots " + Long.toBinaryString(r.firstSteadyCapturable));
    }
}
