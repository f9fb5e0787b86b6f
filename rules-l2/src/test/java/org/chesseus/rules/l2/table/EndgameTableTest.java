package org.chesseus.rules.l2.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The retrograde tables against published endgame theory (the longest forced mates, from the
 * Ströhlein/Thompson/Nalimov tables: KQK mate in 10, KRK in 16, KBNK in 33; KNNK no forced mate
 * unless the defender is already in a mating net) and against the positions of US Chess 14E.
 */
class EndgameTableTest {
    private static final EndgameTables TABLES = EndgameTables.shared();

    @Test
    void kingAndQueenMateInTenMovesAtMost() {
        assertEquals(19, TABLES.table("KQvK").longest(0), "mate in 10 with the queen's side to move");
    }

    @Test
    void kingAndRookMateInSixteenMovesAtMost() {
        assertEquals(31, TABLES.table("KRvK").longest(0), "mate in 16 with the rook's side to move");
    }

    @Test
    @Tag("conformance")
    void kingBishopAndKnightMateInThirtyThreeMovesAtMost() {
        assertEquals(65, TABLES.table("KBNvK").longest(0), "mate in 33 with the mating side to move");
    }

    @Test
    void twoKnightsNeverForceMateAgainstALoneKingToMove() {
        Table table = TABLES.table("KNNvK");
        assertEquals(0, table.longest(1), "the defender to move is mated only where it already is");
        assertEquals(1, table.longest(0), "the knights' side to move mates at most in one, where the net is already set");
    }

    @Test
    void aKingAndMinorPieceAloneNeverMate() {
        assertEquals(Table.NO_MATE, TABLES.table("KNvK").longest(0));
        assertEquals(Table.NO_MATE, TABLES.table("KBvK").longest(0));
    }

    @Test
    void knightAgainstRookHasNoForcedWinInTheIssuesScenario() {
        TableAnswer answer = ask("1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1", Color.BLACK);
        assertEquals("KNvKR", answer.material());
        assertFalse(answer.mate());
    }

    @Test
    void bishopAgainstPawnHasNoForcedWinInTheIssuesScenario() {
        TableAnswer answer = ask("7K/2b2k2/7P/8/8/8/8/8 w - - 0 1", Color.BLACK);
        assertEquals("KBvKP", answer.material());
        assertFalse(answer.mate());
    }

    @Test
    void knightMatesARookSmotheringItsOwnKing() {
        TableAnswer answer = ask("6rk/8/7K/4N3/8/8/8/8 w - - 0 1", Color.WHITE);
        assertTrue(answer.mate());
        assertEquals(1, answer.plies(), "Nf7#");
    }

    @Test
    void positionsWithCastlingRightsOrFivePiecesAreNotCovered() {
        assertTrue(TABLES.forcedMate(read("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), Color.WHITE).isEmpty());
        assertTrue(TABLES.forcedMate(read("4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1"), Color.WHITE).isEmpty());
    }

    static TableAnswer ask(String fen, Color mater) {
        return TABLES.forcedMate(read(fen), mater).orElseThrow();
    }

    static org.chesseus.api.Position read(String fen) {
        return FenReader.standard(Legalities.LEGALITY).read(fen);
    }
}
