package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every move of {@code bad-input/moves.tsv} is refused by {@link MoveNotation#parse} with an
 * {@link IllegalMoveException} whose message starts with the move as written and says why it is
 * no move, or no legal one (FIDE 3.1-3.9).
 */
class BadMoveTest {
    private static final List<List<String>> CORPUS = Corpus.read("/bad-input/moves.tsv", 3);

    static Stream<Arguments> corpus() {
        return CORPUS.stream().map(row -> Arguments.of(row.get(0), row.get(1), row.get(2), Corpus.chess960(row, 3)));
    }

    @Test
    void theCorpusHoldsAtLeastTwentyFiveMoves() {
        assertTrue(CORPUS.size() >= 25, () -> CORPUS.size() + " moves");
    }

    @ParameterizedTest(name = "[{1}] in {0} -> {2}")
    @MethodSource("corpus")
    void aBadMoveIsRefusedSayingWhy(String fen, String move, String fragment, boolean chess960) {
        Position position = chess960 ? Books.chess960(fen) : Books.standard(fen);
        MoveNotation notation = chess960 ? Books.NOTATION_960 : Books.NOTATION;
        IllegalMoveException refusal = assertThrows(IllegalMoveException.class, () -> notation.parse(position, move));
        String message = refusal.getMessage();
        String written = move.strip();
        assertTrue(message.contains(fragment), () -> "expected '" + fragment + "' in: " + message);
        assertTrue(message.startsWith(written + ": ") || message.startsWith("'" + written + "': "),
                () -> "the message should start with the move as written: " + message);
    }
}
