package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

class IssuePeek {
    public static void main(String[] args) throws Exception {
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) continue;
            LabelledPosition p = LabelledPosition.parse(line);
            SearchBoard b = Boards.of(p.fen());
            System.out.println(p + "  => W " + StaticProof.cannotMate(b, 0) + " / B " + StaticProof.cannotMate(b, 1)
                + "  quick W " + StaticProof.quickBlockade(b, 0) + " / B " + StaticProof.quickBlockade(b, 1));
        }
    }
}
