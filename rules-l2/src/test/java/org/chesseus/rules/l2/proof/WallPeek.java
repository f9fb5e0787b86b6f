package org.chesseus.rules.l2.proof;

import net.jqwik.api.Arbitrary;
import org.chesseus.api.SearchBoard;

class WallPeek {
    public static void main(String[] args) {
        Arbitrary<String> a = args[0].equals("any") ? RandomPositions.any() : args[0].equals("breached") ? RandomPositions.breachedWalls() : RandomPositions.walled();
        int n = Integer.parseInt(args.length > 1 ? args[1] : "5000");
        int[] counts = new int[4];
        a.sampleStream().limit(n).forEach(fen -> {
            SearchBoard b = Boards.of(fen);
            for (int side = 0; side < 2; side++) {
                Proof p = StaticProof.cannotMate(b, side);
                if (!p.proven()) continue;
                ReachableSpace.Outcome o = ReachableSpace.explore(b, side, 50_000);
                counts[o.ordinal()]++;
                if (o == ReachableSpace.Outcome.MATE) System.out.println("UNSOUND " + side + " " + fen);
            }
        });
        System.out.println("mate/no-mate/unknown " + java.util.Arrays.toString(counts));
    }
}
