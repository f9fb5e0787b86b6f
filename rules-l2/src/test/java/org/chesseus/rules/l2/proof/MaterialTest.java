package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Branch 1 of RULES-NOTES §5 (FIDE 5.2.2): which material can never mate, each rule against a
 * position labelled by CHA-Solver ({@code proof/labelled-positions.txt}).
 */
class MaterialTest {
    private static final int WHITE = 0;
    private static final int BLACK = 1;

    /** Asserts the label and the material table agree on {@code side}, for a rule the material table decides. */
    private static void assertMaterial(String name, int side) {
        LabelledPosition position = LabelledSample.named(name);
        assertEquals(!position.canMate(side), Material.cannotMate(Boards.of(position.fen()), side),
                () -> (side == WHITE ? "White" : "Black") + " in " + position);
    }

    @Test
    void bareKingsCanNeverMate() {
        assertMaterial("bare-kings", WHITE);
        assertMaterial("bare-kings", BLACK);
    }

    @Test
    void aLoneKnightCanNeverMateABareKing() {
        assertMaterial("lone-knight", WHITE);
        assertMaterial("lone-knight", BLACK);
    }

    @Test
    void aLoneKnightCanNeverMateAKingWhoseOnlyBlockerIsAQueen() {
        assertMaterial("knight-against-queen", WHITE);
        assertMaterial("knight-against-queen", BLACK);
    }

    @Test
    void aLoneKnightCanMateAKingWhoseRookBlocksAnEscape() {
        assertMaterial("knight-against-rook", WHITE);
    }

    @Test
    void knightAgainstKnightLeavesBothSidesAMate() {
        assertMaterial("knight-against-knight", WHITE);
        assertMaterial("knight-against-knight", BLACK);
    }

    @Test
    void twoKnightsCanMateABareKing() {
        assertMaterial("two-knights", WHITE);
        assertMaterial("two-knights", BLACK);
    }

    @Test
    void bishopsOfOneColourOnBothSidesCanNeverMate() {
        assertMaterial("bishops-same-colour", WHITE);
        assertMaterial("bishops-same-colour", BLACK);
        assertMaterial("many-bishops-same-colour", WHITE);
        assertMaterial("many-bishops-same-colour", BLACK);
    }

    @Test
    void bishopsOfOppositeColoursCanMate() {
        assertMaterial("bishops-opposite-colours", WHITE);
        assertMaterial("bishops-opposite-colours", BLACK);
    }

    @Test
    void aBishopCanMateAKingWhoseKnightBlocksAnEscape() {
        assertMaterial("bishop-against-knight", WHITE);
        assertMaterial("bishop-against-knight", BLACK);
    }

    @Test
    void aBishopCanMateAKingWhosePawnMayPromoteToABlocker() {
        assertMaterial("bishop-against-pawn", WHITE);
        assertMaterial("bishop-against-pawn", BLACK);
    }

    @Test
    void twoBishopsOfOneColourCanNeverMateABareKing() {
        assertMaterial("two-bishops-one-colour", WHITE);
    }

    @Test
    void twoBishopsOfBothColoursCanMateABareKing() {
        assertMaterial("two-bishops-both-colours", WHITE);
        assertMaterial("two-bishops-both-colours", BLACK);
    }

    @Test
    void aPawnMayPromoteSoItsSideCanMate() {
        assertMaterial("pawn-may-promote", WHITE);
        assertMaterial("pawn-may-promote", BLACK);
    }

    @Test
    void aMateAlreadyOnTheBoardIsNeverDenied() {
        // A double check by two bishops of one colour: no move makes it, a set-up may show it.
        assertMaterial("bishops-double-check-on-the-board", BLACK);
    }
}
