package org.chesseus.rules.l2.search;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * Which of the mater's moves may give check (FIDE 3.9: only a move that attacks the king can mate,
 * 5.1.1), read once a position so that a move is tested with two bits: the squares from which each
 * piece type attacks the defender's king, and the mater's pieces that stand between that king and
 * a bishop, rook or queen of theirs (moving one may discover a check). A superset of the checking
 * moves: castling, en passant and promotion are always let through, and a discoverer's move along
 * the line too; a caller makes the move and reads the mate after it. For {@link HelpmateLine}'s
 * shortcuts and the {@link HelpmateSearch}'s last move of a budget, which can only be a mate.
 */
final class CheckingMoves {
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private final long[] squares = new long[6];
    private SearchBoard board;
    private int mater;
    private long discoverers;
    private boolean materToMove;

    /** Reads the present position of {@code board}, whose {@code mater} (a colour index) is asking. */
    void prepare(SearchBoard board, int mater) {
        this.board = board;
        this.mater = mater;
        materToMove = board.sideToMove() == mater;
        if (!materToMove) {
            return;
        }
        int king = board.kingSquare(mater ^ 1);
        long occupied = board.occupied();
        long diagonal = board.attacks(BISHOP, mater, king, occupied);
        long straight = board.attacks(ROOK, mater, king, occupied);
        squares[PAWN] = board.attacks(PAWN, mater ^ 1, king, occupied);
        squares[KNIGHT] = board.attacks(KNIGHT, mater, king, occupied);
        squares[BISHOP] = diagonal;
        squares[ROOK] = straight;
        squares[QUEEN] = diagonal | straight;
        long queens = board.pieces(mater * 6 + QUEEN);
        discoverers = behind(BISHOP, king, occupied, diagonal, board.pieces(mater * 6 + BISHOP) | queens)
                | behind(ROOK, king, occupied, straight, board.pieces(mater * 6 + ROOK) | queens);
    }

    /** The mater's pieces first on a line from the king with a slider of the mater behind them. */
    private long behind(int slider, int king, long occupied, long rays, long sliders) {
        long found = 0;
        for (long first = rays & board.occupied(mater); first != 0; first &= first - 1) {
            long square = first & -first;
            if ((board.attacks(slider, mater, king, occupied ^ square) & ~rays & sliders) != 0) {
                found |= square;
            }
        }
        return found;
    }

    /**
     * The squares a move must start from or end on to be let through by {@link #mayGiveCheck}: the
     * squares of the mater's pawns, knights, king and discoverers ({@link #starts}), and those from
     * which a bishop, rook or queen would attack the defender's king ({@link #ends}). Read after
     * {@link #prepare} with the mater to move.
     */
    long starts() {
        int m = mater * 6;
        return board.pieces(m + PAWN) | board.pieces(m + KNIGHT) | board.pieces(m + 5) | discoverers;
    }

    /** See {@link #starts}. */
    long ends() {
        return squares[QUEEN];
    }

    /**
     * Whether the move, of the side to move in the position last {@link #prepare prepared}, may
     * check the defender: never a defender's move.
     */
    boolean mayGiveCheck(int move) {
        if (!materToMove) {
            return false;
        }
        int flags = Move.flags(move);
        if (flags == Move.CASTLING || flags == Move.EN_PASSANT || (flags & Move.PROMOTION) != 0) {
            return true;
        }
        int from = Move.fromIndex(move);
        int type = board.pieceOn(from) % 6;
        return (squares[type] >>> Move.toIndex(move) & 1) != 0 || (discoverers >>> from & 1) != 0;
    }
}
