package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.Optional;

/**
 * An immutable snapshot of a game position: the pieces on their squares, the side to move, the
 * castling rights, the en-passant square, the half-move clock and the move number (FIDE 2, 3,
 * 9.3). Every snapshot has passed the structural checks of {@link PositionValidator}; checks that
 * need attack tables (the side not to move is not in check) are made by the reader that asks the
 * legality layer, see {@link FenReader}.
 *
 * <p>The en-passant square is kept as given: the square a pawn has just passed over. Whether a
 * capture there is actually possible is the legality layer's question ({@link
 * Legality#enPassantCapturable}); FEN writers emit the square only when it is.
 */
public final class Position {
    private final long[] pieces;
    private final Color sideToMove;
    private final CastlingRights castlingRights;
    private final Square enPassant;
    private final int halfmoveClock;
    private final int fullmoveNumber;

    private Position(Builder builder) {
        this.pieces = builder.pieces.clone();
        this.sideToMove = builder.sideToMove;
        this.castlingRights = builder.castlingRights;
        this.enPassant = builder.enPassant;
        this.halfmoveClock = builder.halfmoveClock;
        this.fullmoveNumber = builder.fullmoveNumber;
    }

    /** The standard start position (FIDE 2.3): one value, made once (a position is immutable). */
    public static Position start() {
        return StandardStart.POSITION;
    }

    /** The standard start, made when first asked for. */
    private static final class StandardStart {
        static final Position POSITION = standardStart();
    }

    private static Position standardStart() {
        Builder builder = builder();
        PieceType[] backRow = {
            PieceType.ROOK, PieceType.KNIGHT, PieceType.BISHOP, PieceType.QUEEN,
            PieceType.KING, PieceType.BISHOP, PieceType.KNIGHT, PieceType.ROOK
        };
        for (File file : File.values()) {
            builder.put(Square.of(file, Rank.R1), Piece.of(Color.WHITE, backRow[file.ordinal()]));
            builder.put(Square.of(file, Rank.R2), Piece.WHITE_PAWN);
            builder.put(Square.of(file, Rank.R7), Piece.BLACK_PAWN);
            builder.put(Square.of(file, Rank.R8), Piece.of(Color.BLACK, backRow[file.ordinal()]));
        }
        return builder.castlingRights(CastlingRights.standard()).build();
    }

    /** An empty builder: White to move, no rights, clock 0, move 1. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this position, to derive another. */
    public Builder toBuilder() {
        Builder builder = new Builder();
        System.arraycopy(pieces, 0, builder.pieces, 0, pieces.length);
        builder.sideToMove = sideToMove;
        builder.castlingRights = castlingRights;
        builder.enPassant = enPassant;
        builder.halfmoveClock = halfmoveClock;
        builder.fullmoveNumber = fullmoveNumber;
        return builder;
    }

    /** The piece on a square, if any. */
    public Optional<Piece> pieceAt(Square square) {
        long bit = square.bit();
        for (int i = 0; i < pieces.length; i++) {
            if ((pieces[i] & bit) != 0) {
                return Optional.of(Piece.ofIndex(i));
            }
        }
        return Optional.empty();
    }

    /** The squares holding {@code piece}, as a 64-bit set indexed by {@link Square#ordinal()}. */
    public long bitboard(Piece piece) {
        return pieces[piece.ordinal()];
    }

    /** The squares holding any of {@code color}'s pieces. */
    public long occupied(Color color) {
        long all = 0;
        int first = color.ordinal() * 6;
        for (int i = first; i < first + 6; i++) {
            all |= pieces[i];
        }
        return all;
    }

    /** The squares holding any piece. */
    public long occupied() {
        return occupied(Color.WHITE) | occupied(Color.BLACK);
    }

    /** Where {@code color}'s king stands. */
    public Square kingSquare(Color color) {
        return Square.of(Long.numberOfTrailingZeros(pieces[Piece.of(color, PieceType.KING).ordinal()]));
    }

    /** The side to move. */
    public Color sideToMove() {
        return sideToMove;
    }

    /** The castling rights that remain. */
    public CastlingRights castlingRights() {
        return castlingRights;
    }

    /** The square a pawn has just passed over with its double step, as given. */
    public Optional<Square> enPassantSquare() {
        return Optional.ofNullable(enPassant);
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The number of the move about to be played, from 1, increased after Black's move. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Position)) {
            return false;
        }
        Position that = (Position) other;
        return Arrays.equals(pieces, that.pieces) && sideToMove == that.sideToMove
                && castlingRights.equals(that.castlingRights) && enPassant == that.enPassant
                && halfmoveClock == that.halfmoveClock && fullmoveNumber == that.fullmoveNumber;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pieces) * 31 + sideToMove.hashCode() * 17 + castlingRights.bits()
                + (enPassant == null ? 0 : enPassant.ordinal() * 101) + halfmoveClock * 7 + fullmoveNumber;
    }

    /** The FEN of this snapshot, X-FEN castling, en-passant square as stored. */
    @Override
    public String toString() {
        return FenWriter.asStored(this, CastlingNotation.X_FEN);
    }

    /** Collects the parts of a position; {@link #build()} validates them. */
    public static final class Builder {
        private final long[] pieces = new long[12];
        private Color sideToMove = Color.WHITE;
        private CastlingRights castlingRights = CastlingRights.NONE;
        private Square enPassant;
        private int halfmoveClock;
        private int fullmoveNumber = 1;

        private Builder() {
        }

        /** Puts a piece on a square, replacing what stood there. */
        public Builder put(Square square, Piece piece) {
            clear(square);
            pieces[piece.ordinal()] |= square.bit();
            return this;
        }

        /** Empties a square. */
        public Builder clear(Square square) {
            for (int i = 0; i < pieces.length; i++) {
                pieces[i] &= ~square.bit();
            }
            return this;
        }

        /** Sets the side to move. */
        public Builder sideToMove(Color color) {
            this.sideToMove = requireNonNull(color, "color");
            return this;
        }

        /** Sets the castling rights. */
        public Builder castlingRights(CastlingRights rights) {
            this.castlingRights = requireNonNull(rights, "rights");
            return this;
        }

        /** Sets the square passed over by a pawn's double step. */
        public Builder enPassant(Square square) {
            this.enPassant = requireNonNull(square, "square");
            return this;
        }

        /** Removes the en-passant square. */
        public Builder noEnPassant() {
            this.enPassant = null;
            return this;
        }

        /** Sets the half-move clock (half-moves since the last capture or pawn move). */
        public Builder halfmoveClock(int halfmoves) {
            this.halfmoveClock = halfmoves;
            return this;
        }

        /** Sets the number of the move about to be played. */
        public Builder fullmoveNumber(int number) {
            this.fullmoveNumber = number;
            return this;
        }

        /**
         * The position, after the structural checks of {@link PositionValidator}.
         *
         * @throws FenException naming the field at fault
         */
        public Position build() {
            Position position = new Position(this);
            PositionValidator.validate(position);
            return position;
        }
    }
}
