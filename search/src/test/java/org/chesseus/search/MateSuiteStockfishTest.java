package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The oracle behind the suites: Stockfish confirms each position of {@code mates.txt} is a mate in
 * exactly N and chooses the move recorded in {@code tactics.txt}.
 */
@Tag("stockfish")
class MateSuiteStockfishTest {

    @Test
    void stockfishFindsEveryMateOfTheSuiteInExactlyN() throws IOException {
        try (Stockfish stockfish = Stockfish.start()) {
            for (String[] entry : Suites.read("mates.txt")) {
                Stockfish.Answer answer = stockfish.search(entry[0], 18);
                assertEquals("mate " + entry[1], answer.kind() + " " + answer.value(), entry[0]);
            }
        }
    }

    @Test
    void stockfishChoosesTheRecordedTacticalMoves() throws IOException {
        try (Stockfish stockfish = Stockfish.start()) {
            for (String[] entry : Suites.read("tactics.txt")) {
                assertEquals(entry[1], stockfish.search(entry[0], 16).best(), entry[0]);
            }
        }
    }
}
