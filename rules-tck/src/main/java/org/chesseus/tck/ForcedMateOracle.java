package org.chesseus.tck;

import static java.util.Objects.requireNonNull;

import java.util.OptionalInt;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;

/**
 * An independent oracle for the forced-mate question of the books that draw a loss not played out
 * only without a <em>forced</em> win (US Chess 14E and the books after it): can the mater force
 * checkmate within {@code plies} half-moves against every defence, from the position as it stands —
 * its side to move? A plain full-width AND-OR search over the legal move generator of the book
 * under test: every move of the mater is tried until one mates, every reply of the defender until
 * one escapes; no move ordering, no pruning but the one fact no search disputes (a lone king never
 * gives mate). Positions already answered are remembered exactly — every piece on its square, the
 * side to move, castling rights, the en-passant square — with the depths they were answered for, so
 * transpositions cost nothing and a collision is impossible. Exhaustive within the bound, so slow
 * beyond a few pieces: for positions of at most {@value #MAX_PIECES} pieces.
 *
 * <p>Not thread-safe: one oracle per thread.
 */
public final class ForcedMateOracle {
    /** The most pieces, kings included, a position may hold. */
    public static final int MAX_PIECES = 10;

    private final Legality legality;
    private final long nodeLimit;
    private int[][] moves = new int[0][];
    private SearchBoard board;
    private int mater;
    private long nodes;
    private Memo memo;

    /**
     * An oracle moving by {@code legality} that gives up (throws) after {@code nodeLimit} positions
     * in one question rather than run for ever.
     */
    public ForcedMateOracle(Legality legality, long nodeLimit) {
        this.legality = requireNonNull(legality, "legality");
        if (nodeLimit < 1) {
            throw new IllegalArgumentException("a node limit of at least 1");
        }
        this.nodeLimit = nodeLimit;
    }

    /**
     * Whether {@code mater} forces mate within {@code plies} half-moves from {@code position}.
     *
     * @throws IllegalArgumentException for a position of more than {@link #MAX_PIECES} pieces
     * @throws IllegalStateException when the question needs more positions than the node limit
     */
    public boolean forcesMate(Position position, Color mater, int plies) {
        start(position, mater, plies);
        return mates(0, plies);
    }

    /**
     * The length in half-moves of the shortest forced mate within {@code plies} (0: it already is
     * mate), or empty when there is none within {@code plies}.
     *
     * @throws IllegalArgumentException for a position of more than {@link #MAX_PIECES} pieces
     * @throws IllegalStateException when the question needs more positions than the node limit
     */
    public OptionalInt shortestMate(Position position, Color mater, int plies) {
        start(position, mater, plies);
        if (!mates(0, plies)) {
            return OptionalInt.empty();
        }
        for (int bound = 0; bound < plies; bound++) {
            if (mates(0, bound)) {
                return OptionalInt.of(bound);
            }
        }
        return OptionalInt.of(plies);
    }

    /** The positions the last question visited. */
    public long nodes() {
        return nodes;
    }

    private void start(Position position, Color side, int plies) {
        requireNonNull(position, "position");
        requireNonNull(side, "side");
        if (plies < 0) {
            throw new IllegalArgumentException("plies >= 0");
        }
        if (Long.bitCount(position.occupied()) > MAX_PIECES) {
            throw new IllegalArgumentException("the oracle is for positions of at most " + MAX_PIECES + " pieces: " + position);
        }
        board = legality.board(position);
        mater = side.ordinal();
        nodes = 0;
        memo = new Memo();
        if (moves.length < plies + 1) {
            moves = new int[plies + 1][256];
        }
    }

    /** Whether the mater forces mate within {@code left} half-moves from the board's position. */
    private boolean mates(int ply, int left) {
        if (++nodes > nodeLimit) {
            throw new IllegalStateException("the oracle needs more than " + nodeLimit + " positions");
        }
        boolean materToMove = board.sideToMove() == mater;
        // The mate comes with a move of the mater: the last half-move of an even count (mater to move) or
        // of an odd one (defender to move) could only be the defender's, which never mates.
        int useful = materToMove == (left % 2 == 0) ? left - 1 : left;
        if (useful <= 0) {
            return !materToMove && board.inCheck() && board.countLegalMoves() == 0;
        }
        if (board.occupied(mater) == 1L << board.kingSquare(mater)) {
            return false;
        }
        long occupied = board.occupied();
        long rest = rest();
        int slot = memo.find(occupied, rest);
        if (slot >= 0 && memo.mateWithin[slot] <= useful) {
            return true;
        }
        if (slot >= 0 && memo.noMateWithin[slot] >= useful) {
            return false;
        }
        int[] row = moves[ply];
        int count = board.legalMoves(row, 0);
        boolean result = count == 0 ? !materToMove && board.inCheck() : !materToMove;
        for (int i = 0; i < count; i++) {
            board.make(row[i]);
            boolean child = mates(ply + 1, useful - 1);
            board.unmake(row[i]);
            if (child == materToMove) {
                result = materToMove;
                break;
            }
        }
        memo.store(occupied, rest, useful, result);
        return result;
    }

    /** Everything of the position but the occupied squares: side, castling, en passant, each piece in square order. */
    private long rest() {
        long rest = board.sideToMove() | (long) (board.enPassantSquare() + 1) << 1 | (long) board.castlingBits() << 8;
        int shift = 24;
        for (long squares = board.occupied(); squares != 0; squares &= squares - 1) {
            rest |= (long) board.pieceOn(Long.numberOfTrailingZeros(squares)) << shift;
            shift += 4;
        }
        return rest;
    }

    /** Positions answered, by exact identity: the most half-moves proven without mate, the fewest proven with one. */
    private static final class Memo {
        private static final int NONE = -1;
        private long[] occupied = new long[1 << 16];
        private long[] rest = new long[1 << 16];
        private int[] noMateWithin = new int[1 << 16];
        private int[] mateWithin = new int[1 << 16];
        private boolean[] used = new boolean[1 << 16];
        private int size;

        int find(long occ, long other) {
            int mask = used.length - 1;
            for (int slot = hash(occ, other) & mask; used[slot]; slot = (slot + 1) & mask) {
                if (occupied[slot] == occ && rest[slot] == other) {
                    return slot;
                }
            }
            return NONE;
        }

        void store(long occ, long other, int left, boolean mate) {
            int slot = find(occ, other);
            if (slot == NONE) {
                if (2 * (size + 1) > used.length) {
                    grow();
                }
                slot = free(occ, other);
                occupied[slot] = occ;
                rest[slot] = other;
                noMateWithin[slot] = NONE;
                mateWithin[slot] = Integer.MAX_VALUE;
                used[slot] = true;
                size++;
            }
            if (mate) {
                mateWithin[slot] = Math.min(mateWithin[slot], left);
            } else {
                noMateWithin[slot] = Math.max(noMateWithin[slot], left);
            }
        }

        private int free(long occ, long other) {
            int mask = used.length - 1;
            int slot = hash(occ, other) & mask;
            while (used[slot]) {
                slot = (slot + 1) & mask;
            }
            return slot;
        }

        private void grow() {
            long[] oldOccupied = occupied;
            long[] oldRest = rest;
            int[] oldNo = noMateWithin;
            int[] oldMate = mateWithin;
            boolean[] oldUsed = used;
            int capacity = oldUsed.length * 2;
            occupied = new long[capacity];
            rest = new long[capacity];
            noMateWithin = new int[capacity];
            mateWithin = new int[capacity];
            used = new boolean[capacity];
            for (int i = 0; i < oldUsed.length; i++) {
                if (oldUsed[i]) {
                    int slot = free(oldOccupied[i], oldRest[i]);
                    occupied[slot] = oldOccupied[i];
                    rest[slot] = oldRest[i];
                    noMateWithin[slot] = oldNo[i];
                    mateWithin[slot] = oldMate[i];
                    used[slot] = true;
                }
            }
        }

        private static int hash(long occ, long other) {
            long mixed = (occ * 0x9E3779B97F4A7C15L) ^ (other * 0xC2B2AE3D27D4EB4FL);
            return (int) (mixed ^ (mixed >>> 29) ^ (mixed >>> 47));
        }
    }
}
