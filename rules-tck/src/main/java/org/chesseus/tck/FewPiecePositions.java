package org.chesseus.tck;

import static java.util.Objects.requireNonNull;

import java.util.Random;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Random legal positions of a few pieces, for properties of the rules that look at one side's
 * material (US Chess 14E's insufficient material to win on time): the two kings, the pieces a side
 * is given, and a few pieces of the other side drawn from a pool; either side to move; no castling
 * right, no en-passant square. Legal: the side not to move is not in check, no pawn stands on its
 * first or last rank, and the side to move has a move. Anywhere on the board; all in one corner's
 * 4x4 box, where kings are short of room; or a few moves before a checkmate, where forced mates
 * are (in random positions of these materials they are rare).
 */
public final class FewPiecePositions {
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    private static final long A1_BOX = 0x0F0F0F0FL;
    private static final long[] CORNER_BOXES = {A1_BOX, A1_BOX << 4, A1_BOX << 32, A1_BOX << 36};

    private FewPiecePositions() {
    }

    /**
     * A position where {@code side} has its king and {@code pieces} (letters {@code NBRQP}; all its
     * bishops on squares of one colour) and the other side its king and up to {@code others} pieces
     * drawn from {@code pool} (letters, drawn with their multiplicity: {@code "PPNBRQ"} favours pawns).
     */
    public static Position draw(Random random, Legality legality, Color side, String pieces, String pool, int others) {
        return draw(random, legality, side, pieces, pool, others, -1L);
    }

    /** As {@link #draw(Random, Legality, Color, String, String, int)}, every piece in one corner's 4x4 box. */
    public static Position drawInACorner(Random random, Legality legality, Color side, String pieces, String pool,
            int others) {
        return draw(random, legality, side, pieces, pool, others, CORNER_BOXES[random.nextInt(CORNER_BOXES.length)]);
    }

    /**
     * As {@link #drawInACorner}, but up to {@code plies} half-moves before {@code side} checkmates:
     * a checkmate of the other side drawn in a corner, then between 0 and {@code plies} moves taken
     * back (quiet moves, each legal forward), so either side may be to move. Whether the mate is
     * forced from there is for the property to ask.
     *
     * @throws IllegalArgumentException when no such checkmate turns up, as with a lone king
     */
    public static Position drawNearAMate(Random random, Legality legality, Color side, String pieces, String pool,
            int others, int plies) {
        requireNonNull(side, "side");
        while (true) {
            Position position = checkmate(random, legality, side, pieces, pool, others);
            int back = random.nextInt(plies + 1);
            for (int ply = 0; ply < back && position != null; ply++) {
                position = takeBack(random, legality, position);
            }
            if (position != null && !legality.legalMoves(position).isEmpty()) {
                return position;
            }
        }
    }

    private static Position checkmate(Random random, Legality legality, Color side, String pieces, String pool,
            int others) {
        for (int attempt = 0; attempt < 10_000_000; attempt++) {
            long box = CORNER_BOXES[random.nextInt(CORNER_BOXES.length)];
            Position position = attempt(random, side, pieces, pool, random.nextInt(others + 1), box).toBuilder()
                    .sideToMove(side.opposite()).build();
            if (!legality.inCheck(position, side) && legality.isCheckmate(position)) {
                return position;
            }
        }
        throw new IllegalArgumentException("no checkmate by king and " + pieces + " against pieces of " + pool + " found");
    }

    /** The position before a quiet move of the side that just moved, drawn at random; null when none was found. */
    private static Position takeBack(Random random, Legality legality, Position position) {
        Color mover = position.sideToMove().opposite();
        for (int attempt = 0; attempt < 100; attempt++) {
            Square to = Square.of(pick(random, position.occupied(mover)));
            Square from = Square.of(pick(random, ~position.occupied()));
            Piece piece = position.pieceAt(to).orElseThrow();
            if (piece.type() == PieceType.PAWN && (from.ordinal() < 8 || from.ordinal() >= 56)) {
                continue;
            }
            Position before = position.toBuilder().clear(to).put(from, piece).sideToMove(mover).noEnPassant().build();
            if (legality.inCheck(before, mover.opposite())) {
                continue;
            }
            for (Move move : legality.legalMoves(before)) {
                if (move.from() == from && move.to() == to && !move.kind().isCapture() && !move.kind().isPromotion()) {
                    return before;
                }
            }
        }
        return null;
    }

    private static Position draw(Random random, Legality legality, Color side, String pieces, String pool, int others,
            long box) {
        requireNonNull(random, "random");
        requireNonNull(legality, "legality");
        requireNonNull(side, "side");
        if (others > 0 && pool.isEmpty()) {
            throw new IllegalArgumentException("no pool to draw " + others + " pieces from");
        }
        while (true) {
            Position position = attempt(random, side, pieces, pool, random.nextInt(others + 1), box);
            Color waiting = position.sideToMove().opposite();
            if (!legality.inCheck(position, waiting) && !legality.legalMoves(position).isEmpty()) {
                return position;
            }
        }
    }

    private static Position attempt(Random random, Color side, String pieces, String pool, int others, long box) {
        Position.Builder builder = Position.builder();
        long used = ~box;
        int white = pick(random, box);
        int black;
        do {
            black = pick(random, box);
        } while (Math.abs(white % 8 - black % 8) <= 1 && Math.abs(white / 8 - black / 8) <= 1);
        builder.put(Square.of(white), Piece.of(Color.WHITE, PieceType.KING));
        builder.put(Square.of(black), Piece.of(Color.BLACK, PieceType.KING));
        used |= 1L << white | 1L << black;
        long bishopSquares = random.nextBoolean() ? LIGHT_SQUARES : ~LIGHT_SQUARES;
        StringBuilder drawn = new StringBuilder();
        for (int i = 0; i < others; i++) {
            drawn.append(pool.charAt(random.nextInt(pool.length())));
        }
        for (Color color : new Color[] {side, side.opposite()}) {
            for (char letter : (color == side ? pieces : drawn.toString()).toCharArray()) {
                PieceType type = PieceType.fromLetter(letter).orElseThrow(
                        () -> new IllegalArgumentException("not a piece letter: " + letter));
                long allowed = ~used & (type == PieceType.PAWN ? 0x00FFFFFFFFFFFF00L : -1L)
                        & (type == PieceType.BISHOP && color == side ? bishopSquares : -1L);
                if (allowed == 0) {
                    return attempt(random, side, pieces, pool, others, box);
                }
                int square = pick(random, allowed);
                builder.put(Square.of(square), Piece.of(color, type));
                used |= 1L << square;
            }
        }
        return builder.sideToMove(random.nextBoolean() ? Color.WHITE : Color.BLACK).build();
    }

    private static int pick(Random random, long squares) {
        int index = random.nextInt(Long.bitCount(squares));
        for (long rest = squares; ; rest &= rest - 1) {
            if (index-- == 0) {
                return Long.numberOfTrailingZeros(rest);
            }
        }
    }
}
