package org.chesseus.api;

/**
 * A mutable board for searches that visit millions of positions: legal moves generated into the
 * caller's buffer as packed {@code int}s (see {@link Move}), made and taken back in place, piece
 * sets read as 64-bit square sets ({@link Square#ordinal()} = bit index). The legality layer
 * provides it ({@link Legality#board(Position)}); layers above it (dead-position proofs, the search
 * plugin) use it without depending on the layer's classes. Nothing here allocates.
 *
 * <p>Integer encodings: a colour is {@link Color#ordinal()} (0 White, 1 Black), a piece is {@link
 * Piece#ordinal()} ({@code color * 6 + type}), a piece type is {@link PieceType#ordinal()}, a square
 * is {@link Square#ordinal()}, an empty square reads as {@link #EMPTY}.
 *
 * <p>Not thread-safe: one board per thread; {@link #copy()} gives another.
 */
public interface SearchBoard {
    /** What {@link #pieceOn(int)} returns for an empty square. */
    int EMPTY = -1;

    /** The side to move: 0 White, 1 Black. */
    int sideToMove();

    /** The squares holding the piece with this ordinal. */
    long pieces(int piece);

    /** The squares holding any piece of this colour. */
    long occupied(int color);

    /** The squares holding any piece. */
    long occupied();

    /** The piece ordinal on a square, or {@link #EMPTY}. */
    int pieceOn(int square);

    /** Where the king of this colour stands. */
    int kingSquare(int color);

    /** Castling rights as {@link CastlingRights#bits()}. */
    int castlingBits();

    /** The en-passant square while a legal capture onto it exists, else -1 (FIDE 9.2.3.1). */
    int enPassantSquare();

    /** Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2). */
    int halfmoveClock();

    /**
     * A 64-bit Zobrist key of the position's identity (FIDE 9.2.3: placement, side to move,
     * castling rights, en-passant possibility; never the clocks). Equal positions have equal keys;
     * unequal positions collide rarely, so a count that decides a game confirms with {@link
     * #sameIdentity}.
     */
    long key();

    /** Whether the position's identity (FIDE 9.2.3) equals that of {@code other}, exactly. */
    boolean sameIdentity(SearchBoard other);

    /** Whether the side to move is in check. */
    boolean inCheck();

    /** Writes the legal moves of the side to move into {@code moves} from {@code start}; returns the end index. */
    int legalMoves(int[] moves, int start);

    /**
     * Writes the legal moves of the side to move that start on a square of {@code from} or end on a
     * square of {@code to} into {@code moves} from {@code start}, in the order {@link #legalMoves}
     * writes them; returns the end index. A move is read by the squares it is written with
     * ({@link Move#fromIndex}, {@link Move#toIndex}: castling by its king's and its rook's square);
     * en passant also counts as ending on the square of the pawn it takes. A search that will follow only some kinds of move at a node (a helpmate search at
     * the end of its budget: the mater's captures, pawn moves and checks) asks for those without
     * writing the rest. The default filters {@link #legalMoves}; the legality layer generates only
     * the moves asked for. Fewer moves written never means no legal move: ask {@link
     * #countLegalMoves} for that.
     */
    default int legalMoves(int[] moves, int start, long from, long to) {
        int end = legalMoves(moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            long squares = (from >>> Move.fromIndex(move)) | (to >>> Move.toIndex(move));
            if (Move.flags(move) == Move.EN_PASSANT) {
                int taken = Move.toIndex(move) + (sideToMove() == 0 ? -8 : 8);
                squares |= to >>> taken;
            }
            if ((squares & 1) != 0) {
                moves[n++] = move;
            }
        }
        return n;
    }

    /**
     * Writes the legal captures (en passant included) and promotions of the side to move into
     * {@code moves} from {@code start}, or every legal move when the side to move is in check (the
     * evasions a quiescence search must try); returns the end index. The default filters {@link
     * #legalMoves}; the legality layer generates them directly.
     */
    default int legalCaptures(int[] moves, int start) {
        int end = legalMoves(moves, start);
        if (inCheck()) {
            return end;
        }
        int n = start;
        for (int i = start; i < end; i++) {
            if ((Move.flags(moves[i]) & (Move.CAPTURE | Move.PROMOTION)) != 0) {
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    /**
     * Writes the legal moves of the side to move that neither capture nor promote (castling and
     * double steps included, en passant not) into {@code moves} from {@code start}; in check, the
     * quiet evasions. Outside check, these and {@link #legalCaptures} are exactly the legal moves:
     * a search that stops at a capture never writes the quiet moves. The default filters {@link
     * #legalMoves}; the legality layer generates them directly.
     */
    default int legalQuiets(int[] moves, int start) {
        int end = legalMoves(moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if ((Move.flags(moves[i]) & (Move.CAPTURE | Move.PROMOTION)) == 0) {
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    /**
     * Whether {@code move} is one of the legal moves of the side to move, written exactly as
     * {@link #legalMoves} writes it (flags included): a search asks it of a move remembered from
     * another position (a transposition table's, a killer) before making it. Any {@code int} may be
     * asked; an unknown one is not legal. The default generates the moves from the move's square
     * into a buffer of its own (so it allocates); the legality layer answers without generating.
     */
    default boolean isLegal(int move) {
        int[] moves = new int[256];
        int end = legalMoves(moves, 0, 1L << Move.fromIndex(move), 0);
        for (int i = 0; i < end; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * Passes the turn without moving (a null move, for a search's null-move pruning): the other
     * side is to move, the en-passant possibility is gone, the half-move clock counts one more.
     * Never call it while the side to move is in check.
     */
    void makeNull();

    /** Takes back the last {@link #makeNull()}. */
    void unmakeNull();

    /** The number of legal moves of the side to move. */
    int countLegalMoves();

    /** Plays a legal move in packed form. */
    void make(int move);

    /** Takes back the last move made; {@code move} must be that move. */
    void unmake(int move);

    /**
     * The squares a piece of this type and colour standing on {@code square} attacks when the
     * squares of {@code occupied} hold pieces (for a pawn: its two capture squares).
     */
    long attacks(int pieceType, int color, int square, long occupied);

    /** The pieces of {@code color} attacking {@code square} on this board. */
    long attackersTo(int square, int color);

    /** The snapshot of the present position. */
    Position toPosition();

    /** An independent board holding the same position (its history of moves is not copied). */
    SearchBoard copy();
}
