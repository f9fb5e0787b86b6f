package org.chesseus.rules.hybrid;

import org.chesseus.api.game.HalfmoveClockRule;

/**
 * The hybrid book's half-move counter: it restarts on a capture or pawn move (FIDE 9.3) and also
 * when a castling right or an en-passant right is lost, so that it counts half-moves since the last
 * irreversible event — the signal 75 moves and the blockade scan key on. (The fivefold look-back
 * does not stop at a lost castling right: the hybrid identity measures castling by possibility,
 * {@link LegalCastlingIdentity#lostCastlingRightChangesIdentity()}.)
 */
final class IrreversibleEventCounter implements HalfmoveClockRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return HybridLayer.BOOK + " (FideLite; FIDE 9.3.1 widened)";
    }

    @Override
    public String summary() {
        return "The half-move counter restarts on a capture, a pawn move, a lost castling right or a lapsed en-passant"
                + " right: it counts half-moves since the last irreversible event.";
    }

    @Override
    public boolean restartsOnLostRights() {
        return true;
    }
}
