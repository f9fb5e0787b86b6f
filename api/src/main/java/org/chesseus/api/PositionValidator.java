package org.chesseus.api;

/**
 * The structural checks every {@link Position} passes, each reported against the FEN field that
 * carries the fault: one king each (FIDE 2.2), no pawn on the first or last rank (3.7), castling
 * rights with the king and that rook on their first rank and at most one right on each side of the
 * king (3.8.2), an en-passant square behind the pawn that has just made its double step (3.7.3.1),
 * counters in range.
 */
final class PositionValidator {
    private static final long BACK_RANKS = 0xFF000000000000FFL;

    private PositionValidator() {
    }

    static void validate(Position position) {
        kings(position);
        pawns(position);
        castling(position);
        enPassant(position);
        counters(position);
    }

    private static void kings(Position position) {
        for (Color color : Color.values()) {
            int count = Long.bitCount(position.bitboard(Piece.of(color, PieceType.KING)));
            if (count != 1) {
                throw new FenException(FenField.PLACEMENT, color.title() + " has "
                        + (count == 0 ? "no king" : count + " kings") + "; each side needs exactly one");
            }
        }
    }

    private static void pawns(Position position) {
        for (Color color : Color.values()) {
            long misplaced = position.bitboard(Piece.of(color, PieceType.PAWN)) & BACK_RANKS;
            if (misplaced != 0) {
                throw new FenException(FenField.PLACEMENT, "a " + color.title().toLowerCase() + " pawn on "
                        + Square.of(Long.numberOfTrailingZeros(misplaced))
                        + ": pawns never stand on the first or last rank");
            }
        }
    }

    private static void castling(Position position) {
        CastlingRights rights = position.castlingRights();
        for (Color color : Color.values()) {
            if (!rights.hasAny(color)) {
                continue;
            }
            Square king = position.kingSquare(color);
            String side = color.title().toLowerCase();
            if (king.rank() != color.backRank()) {
                throw new FenException(FenField.CASTLING, color.title() + " keeps a castling right but the "
                        + side + " king stands on " + king + ", off its first rank");
            }
            int kingSide = 0;
            int queenSide = 0;
            for (File file : rights.rookFiles(color)) {
                Square rookSquare = Square.of(file, color.backRank());
                if (position.pieceAt(rookSquare).orElse(null) != Piece.of(color, PieceType.ROOK)) {
                    throw new FenException(FenField.CASTLING, "the right on the " + file + "-file needs a "
                            + side + " rook on " + rookSquare);
                }
                if (file.ordinal() > king.file().ordinal()) {
                    kingSide++;
                } else {
                    queenSide++;
                }
            }
            if (kingSide > 1 || queenSide > 1) {
                throw new FenException(FenField.CASTLING, color.title()
                        + " has two castling rights on one side of the king; at most one each side");
            }
        }
    }

    private static void enPassant(Position position) {
        if (position.enPassantSquare().isEmpty()) {
            return;
        }
        Square square = position.enPassantSquare().get();
        Color mover = position.sideToMove();
        Color pusher = mover.opposite();
        Rank expected = mover == Color.WHITE ? Rank.R6 : Rank.R3;
        if (square.rank() != expected) {
            throw new FenException(FenField.EN_PASSANT, square + " cannot be an en-passant square with "
                    + mover.title() + " to move: it must be on rank " + expected);
        }
        int forward = pusher == Color.WHITE ? 8 : -8;
        Square pawn = Square.of(square.ordinal() + forward);
        Square origin = Square.of(square.ordinal() - forward);
        if (position.pieceAt(pawn).orElse(null) != Piece.of(pusher, PieceType.PAWN)) {
            throw new FenException(FenField.EN_PASSANT, square + " needs the " + pusher.title().toLowerCase()
                    + " pawn that has just moved two squares on " + pawn);
        }
        if (position.pieceAt(square).isPresent() || position.pieceAt(origin).isPresent()) {
            Square busy = position.pieceAt(square).isPresent() ? square : origin;
            throw new FenException(FenField.EN_PASSANT, square + " needs " + square + " and " + origin
                    + " empty, as a pawn has just passed from " + origin + " over " + square
                    + ", but " + busy + " is occupied");
        }
    }

    private static void counters(Position position) {
        if (position.halfmoveClock() < 0) {
            throw new FenException(FenField.HALFMOVE_CLOCK, "must not be negative");
        }
        if (position.fullmoveNumber() < 1) {
            throw new FenException(FenField.FULLMOVE_NUMBER, "must be 1 or more");
        }
    }
}
