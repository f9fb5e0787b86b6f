package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The labelled positions of {@code proof/issue14-proofs.txt}: where CHA-Solver's label says a side
 * cannot mate and the searches used to run out of budget, the full static proof now proves it
 * (FIDE 5.2.2; the label is the oracle), and leaves the board as it found it.
 */
class Issue14ProofsTest {

    /** One line: the label, the side asked, the FEN. */
    record Asked(String label, int side, String fen) {
        @Override
        public String toString() {
            return label + " " + (side == 0 ? "white" : "black") + " " + fen;
        }
    }

    static List<Asked> positions() {
        return RandomPositions.resourceLines("/proof/issue14-proofs.txt").stream().map(line -> {
            String[] fields = line.split(" ", 3);
            return new Asked(fields[0], fields[1].equals("white") ? 0 : 1, fields[2]);
        }).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void theStaticProofProvesTheLabelledCannotMate(Asked asked) {
        assertEquals('-', asked.label().charAt(asked.side()), "the label says this side cannot mate");
        SearchBoard board = Boards.of(asked.fen());
        long key = board.key();
        assertTrue(StaticProof.cannotMate(board, asked.side()).proven(), asked::toString);
        assertEquals(key, board.key(), "the board is left as it was found");
    }
}
