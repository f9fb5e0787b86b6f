package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * "Why is this a draw?": every repetition and move-count ruling of the FIDE book names the plies
 * and the moves, as people number them, where the position occurred (9.2, 9.6.1) or where the
 * half-move counter last restarted (9.3, 9.6.2). The expected plies are worked out by hand from
 * the identity of 9.2.3 (the comment of each test says how).
 */
class DrawEvidenceTest {
    private static final String SAME = "(same player to move, same pieces, same castling rights and en-passant"
            + " possibilities)";

    /**
     * 1.e4 Nf6 2.e5 d5 3.Be2 Bd7 4.Bf1 Bc8 5.Bd3 Be6 6.Bf1 Bc8 7.Bd3 Be6 8.Bf1 Bc8: after 2…d5 the
     * pieces stand as after 4…Bc8, but exd6 e.p. was possible then (9.2.3.1), so ply 4 is another
     * position; the third occurrence is after 8…Bc8, the first two after 4…Bc8 and 6…Bc8.
     */
    @Test
    void threefoldClaimNamesThePliesAndLeavesOutThePositionWithAnEnPassantCapture() {
        Game game = Games.fide();
        Games.play(game, "e2e4 g8f6 e4e5 d7d5 f1e2 c8d7 e2f1 d7c8 f1d3 c8e6 d3f1 e6c8 f1d3 c8e6 d3f1 e6c8");
        Outcome outcome = game.claimDraw(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals("The same position has appeared 3 times — after 4\u2026 Bc8 (ply 8), 6\u2026 Bc8 (ply 12) and"
                + " 8\u2026 Bc8 (ply 16), White to move each time " + SAME + " — and the draw was claimed.",
                outcome.explanation());
    }

    /**
     * Karpov–Miles 1986: 1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Ke2 Ke7 5.Ke1 Ke8 6.Ke2 Ke7 7.Ke1 Ke8. After
     * 1…e5 both sides could still castle (9.2.3.2), so that position is not the one after 3…Ke8,
     * 5…Ke8 and 7…Ke8 (plies 6, 10, 14). The claim with the move written first (9.2.1.1) names them.
     */
    @Test
    void threefoldClaimWithTheMoveWrittenFirstLeavesOutThePositionWithCastlingRights() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1");
        Outcome outcome = Games.request(game, "e7e8").outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals("The same position has appeared 3 times — after 3\u2026 Ke8 (ply 6), 5\u2026 Ke8 (ply 10) and"
                + " 7\u2026 Ke8 (ply 14), White to move each time " + SAME + " — and the draw was claimed.",
                outcome.explanation());
    }

    /** The same game one cycle short: the claim after 5…Ke8 is incorrect and says where the position was seen. */
    @Test
    void incorrectThreefoldClaimSaysWhereThePositionDidOccur() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
        Ruling claimed = game.claimDraw(Color.WHITE);
        assertFalse(claimed.isOver());
        String notice = claimed.notice().orElseThrow();
        assertTrue(notice.contains("White's claim is incorrect (FIDE 9.5.3): the present position has occurred twice"
                + " — after 3\u2026 Ke8 (ply 6) and 5\u2026 Ke8 (ply 10), White to move each time — and FIDE 9.2 needs"
                + " three times; the half-move clock stands at 8 — the last capture or pawn move was 1\u2026 e5"
                + " (ply 2) — and FIDE 9.3 needs 100."), notice);
    }

    /** Knights out and back twice from the start: the start position (ply 0) is the first of three. */
    @Test
    void claimAvailableNamesTheStartPositionAsAnOccurrence() {
        Game game = Games.fide();
        Ruling ruling = Games.play(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
        assertEquals("The same position has appeared 3 times — the start position (ply 0) and after 2\u2026 Ng8"
                + " (ply 4) and 4\u2026 Ng8 (ply 8), White to move each time " + SAME + " — and the draw was claimed.",
                ruling.claimAvailable().orElseThrow().explanation());
    }

    /** A FEN set up at 99 half-moves: 1.Ra2 makes 100, and no capture or pawn move is in the record. */
    @Test
    void fiftyMoveClaimWithoutACaptureInTheRecordNamesTheFenClock() {
        Game game = Games.fide("4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
        Outcome outcome = Games.request(game, "a1a2").outcome().orElseThrow();
        assertEquals(ResultCode.FIFTY_MOVES, outcome.code());
        assertEquals("The last 50 moves by each player (100 half-moves) were made without a pawn move or a capture"
                + " — no capture or pawn move since the start position, whose FEN half-move clock was 99 — and the"
                + " draw was claimed.", outcome.explanation());
    }

    /** 1.Rxa2 (ply 1) is the last capture; 100 quiet half-moves later Black may claim. */
    @Test
    void fiftyMoveClaimNamesTheLastCapture() {
        Game game = Games.fide("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1");
        Games.play(game, "a1a2");
        Ruling ruling = quietWalk(game, 100);
        assertEquals(101, ruling.ply());
        Outcome outcome = game.claimDraw(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.FIFTY_MOVES, outcome.code());
        assertEquals("The last 50 moves by each player (100 half-moves) were made without a pawn move or a capture"
                + " — the last capture or pawn move was 1. Rxa2 (ply 1) — and the draw was claimed.",
                outcome.explanation());
    }

    /** An incorrect fifty-move claim says how far the count is and where it started. */
    @Test
    void incorrectFiftyMoveClaimNamesTheLastCapture() {
        Game game = Games.fide("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1");
        Games.play(game, "a1a2");
        quietWalk(game, 99);
        String notice = game.claimDraw(Color.WHITE).notice().orElseThrow();
        assertTrue(notice.contains("the half-move clock stands at 99 — the last capture or pawn move was 1. Rxa2"
                + " (ply 1) — and FIDE 9.3 needs 100."), notice);
    }

    /** 9.6.2 after 1.Rxa2 and 150 quiet half-moves: the game ends at ply 151 naming the capture. */
    @Test
    void seventyFiveMovesNamesTheLastCapture() {
        Game game = Games.fide("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1");
        Games.play(game, "a1a2");
        Ruling ruling = quietWalk(game, 150);
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.SEVENTY_FIVE_MOVES, outcome.code());
        assertEquals(151, outcome.ply());
        assertEquals("75 moves by each player (150 half-moves) without a pawn move or a capture: the last capture or"
                + " pawn move was 1. Rxa2 (ply 1).", outcome.explanation());
    }

    /** 9.6.2 from a FEN at 149 half-moves: no capture or pawn move in the record. */
    @Test
    void seventyFiveMovesFromAFenClockNamesIt() {
        Game game = Games.fide("4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        Outcome outcome = Games.play(game, "a1a2").outcome().orElseThrow();
        assertEquals("75 moves by each player (150 half-moves) without a pawn move or a capture: no capture or pawn"
                + " move since the start position, whose FEN half-move clock was 149.", outcome.explanation());
    }

    /** Fivefold under the full book: the knights' shuffle names the start position and four more plies. */
    @Test
    void fivefoldNamesFivePlies() {
        Game game = Games.fide();
        String out = "g1f3 g8f6 f3g1 f6g8 ";
        Outcome outcome = Games.play(game, out + out + out + out).outcome().orElseThrow();
        assertEquals(ResultCode.FIVEFOLD_REPETITION, outcome.code());
        assertEquals("The same position has now appeared 5 times: the start position (ply 0) and after 2\u2026 Ng8"
                + " (ply 4), 4\u2026 Ng8 (ply 8), 6\u2026 Ng8 (ply 12) and 8\u2026 Ng8 (ply 16), White to move each time "
                + SAME + ".", outcome.explanation());
    }

    /**
     * Plays {@code plies} half-moves that neither capture, move a pawn nor check, each to the
     * position met least often so far (the first in UCI order among those), never a fourth time —
     * so only the half-move counter grows and no fivefold repetition ends the walk.
     */
    static Ruling quietWalk(Game game, int plies) {
        Legality legality = game.book().legality();
        Map<Position, Integer> seen = new HashMap<>();
        Ruling ruling = game.ruling();
        seen.merge(placement(ruling.position()), 1, Integer::sum);
        for (int i = 0; i < plies; i++) {
            Position position = ruling.position();
            Move chosen = null;
            int least = 4;
            List<Move> moves = legality.legalMoves(position).stream()
                    .sorted((a, b) -> a.toString().compareTo(b.toString())).toList();
            for (Move move : moves) {
                boolean pawn = position.pieceAt(move.from()).orElseThrow().type() == PieceType.PAWN;
                boolean capture = position.pieceAt(move.to()).isPresent() || move.kind() == MoveKind.EN_PASSANT;
                Position next = legality.play(position, move);
                int visits = seen.getOrDefault(placement(next), 0);
                if (!pawn && !capture && !legality.inCheck(next, next.sideToMove())
                        && !legality.legalMoves(next).isEmpty() && visits < least) {
                    chosen = move;
                    least = visits;
                }
            }
            seen.merge(placement(legality.play(position, chosen)), 1, Integer::sum);
            ruling = game.play(chosen);
        }
        return ruling;
    }

    private static Position placement(Position position) {
        return position.toBuilder().halfmoveClock(0).fullmoveNumber(1).build();
    }
}
