package org.chesseus.rules.l2.proof;

import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void scratch() {
        String[][] cases = {{"8/8/8/8/8/2b1k1b1/8/3RKR2 w - -", "1"}, {"8/8/8/8/8/1k6/b1b5/RKR5 w - -", "1"},
            {"5B2/7r/5K1k/7r/8/4B3/8/8 b - -", "0"}};
        for (String[] c : cases) {
            System.out.println(c[0] + " -> " + HelpmateSearch.find(Boards.of(c[0]), Integer.parseInt(c[1]), 5));
        }
    }
}
