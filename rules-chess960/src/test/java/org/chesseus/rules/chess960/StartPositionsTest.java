package org.chesseus.rules.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Chess960;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBook;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The start arrays by number (FIDE Guidelines II.2) are played by the book's legality unchanged:
 * their FEN in Shredder and X-FEN notation, and perft 4 as Stockfish 15.1 counts it ({@code
 * UCI_Chess960}, {@code go perft 4} on the Shredder-FEN).
 */
class StartPositionsTest {
    private static final RuleBook BOOK = Books.book("fide+chess960");

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "0;   bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1; bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1; 201143",
        "1;   bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w HFhf - 0 1; bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w KQkq - 0 1; 198393",
        "16;  bbnqnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBNQNRKR w HFhf - 0 1; bbnqnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBNQNRKR w KQkq - 0 1; 200337",
        "518; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 197281",
        "959; rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1; rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1; 201143"
    })
    void startArrayIsPlayedUnchanged(int number, String shredder, String xfen, long perft4) {
        Position position = Chess960.position(number);
        assertEquals(shredder, new FenWriter(BOOK.legality(), CastlingNotation.SHREDDER).write(position));
        assertEquals(xfen, new FenWriter(BOOK.legality(), CastlingNotation.X_FEN).write(position));
        assertEquals(perft4, BOOK.legality().perft(position, 4));
    }
}
