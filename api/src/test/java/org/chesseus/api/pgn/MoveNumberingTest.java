package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;

/** Moves numbered as the FIDE Laws' Appendix C writes a game: a move is White's half-move and Black's reply. */
class MoveNumberingTest {
    private static final Position BLACK_TO_MOVE_ON_45 = Position.start().toBuilder()
            .sideToMove(Color.BLACK).fullmoveNumber(45).build();

    @Test
    void whitesMoveHasAFullStopAndBlacksAnEllipsis() {
        assertEquals("45. Qg4#", MoveNumbering.label(45, Color.WHITE, "Qg4#"));
        assertEquals("45\u2026 Nf6", MoveNumbering.label(45, Color.BLACK, "Nf6"));
    }

    @Test
    void fromTheStartFoolsMateEndsOnBlacksSecondMove() {
        assertEquals("1. f3", MoveNumbering.label(Position.start(), 1, "f3"));
        assertEquals("2\u2026 Qh4#", MoveNumbering.label(Position.start(), 4, "Qh4#"));
    }

    @Test
    void aLineBlackBeginsStartsWithAnEllipsisAndCountsOnAfterBlacksMoves() {
        assertEquals("45\u2026 Kd2 46. Kb2 Kd1 47. Rh1#",
                MoveNumbering.line(BLACK_TO_MOVE_ON_45, List.of("Kd2", "Kb2", "Kd1", "Rh1#")));
        assertEquals("46. Kb2", MoveNumbering.label(BLACK_TO_MOVE_ON_45, 2, "Kb2"));
        assertEquals("1. e4 e5 2. Nf3", MoveNumbering.line(Position.start(), List.of("e4", "e5", "Nf3")));
        assertEquals("", MoveNumbering.line(Position.start(), List.of()));
    }
}
