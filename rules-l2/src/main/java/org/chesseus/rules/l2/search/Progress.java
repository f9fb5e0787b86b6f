package org.chesseus.rules.l2.search;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * The move ordering and depth heuristics of the helpmate search: what counts as progress towards a
 * mate by the mater, both sides cooperating. A move costs {@link #REWARD} (nothing), {@link
 * #NORMAL} (one unit of the depth budget) or {@link #PUNISH} (four units).
 *
 * <p>Rewarded: the mater's pawn moves and captures (both irreversible, both bring material or a
 * promotion); the mater's king and knights coming closer to the mating corner, and the defender's
 * king and knights coming closer to it; the defender's pawn moves when the mater has only minor
 * pieces (it then needs the defender's own men to block its king, and a pawn may promote to one);
 * on a crowded board, the defender's captures by or of a pawn (they open locked files). Punished:
 * the defender's other captures, which take away what the mater needs. The defender's other pawn
 * moves cost the normal unit: where its king is walled in they are all it has. The mating corner
 * is chosen afresh at every node ({@link #aim}). The scheme follows CHA-Solver's move
 * classification (M. Ambrona, FUN 2022). Within a cost, moves are tried in an order of their own
 * (captures of the biggest man, advanced pawns, men landing near the defender's king for the
 * mater; knights, king, then men near their own king for the defender), which halves the nodes a
 * proof takes on positions from real games.
 */
final class Progress {
    static final int REWARD = 0;
    static final int NORMAL = 1;
    static final int PUNISH = 4;

    private static final long DARK = 0xAA55AA55AA55AA55L;
    private static final byte[] KNIGHT_DISTANCE = knightDistances();
    /** The squares within {@code r} king steps of a square {@code t}, at {@code t * 8 + r}. */
    private static final long[] WITHIN = within();

    private int materKing;
    private int materKnight;
    private int defenderKing;
    private int defenderKnight;
    private boolean materNeedsBlockers;
    private boolean crowded;
    /** The defender's knights, bishops, rooks and queens (at 1 to 4), in a row of the mater's moves. */
    private final long[] victims = new long[5];
    private int victimKing;
    private final int[] counts = new int[48];
    private final int[] sorted = new int[SearchState.ROW];

    /**
     * The cost of a packed move, in bits 20 and up of a move row entry; bits 16 to 19 hold its
     * precedence among the moves of the same cost ({@link #materPrecedence}, {@link
     * #defenderPrecedence}).
     */
    static int cost(int entry) {
        return entry >>> 20;
    }

    /**
     * Writes each move's cost and precedence above its 16 bits and sorts the row: rewarded moves
     * first, punished last, each cost in its precedence order. For any row of moves of the board's
     * side to move. Each move's cost and precedence are read from bitboards of the men and the
     * chosen targets (which man moves or is taken is told by its square, never by looking the
     * square up): the ordering is a third of the helpmate search's time.
     */
    void order(SearchBoard board, int materColour, int[] moves, int base, int count) {
        rank(board, materColour, moves, base, count);
        sortByEntry(moves, base, base + count);
    }

    /**
     * Writes each move's cost and precedence above its 16 bits, leaving the row in generation
     * order, and returns the index of the move to try first (the first of the lowest entries:
     * where the row is sorted later by {@link #sort}, that move stays first). On real-games
     * positions half the rows searched lie on the mating line and their first move mates: they
     * need no sort.
     */
    int rank(SearchState state, int base, int count) {
        return rank(state.board, state.mater, state.moves, base, count);
    }

    /** Sorts a row {@link #rank ranked} before: by cost, then precedence, then generation order. */
    void sort(int[] moves, int base, int count) {
        sortByEntry(moves, base, base + count);
    }

    /** {@link #rank(SearchState, int, int)} for any row of moves of the board's side to move. */
    int rank(SearchBoard board, int materColour, int[] moves, int base, int count) {
        aim(board, materColour);
        int mover = board.sideToMove();
        boolean materMoves = mover == materColour;
        crowded = crowded(board);
        materNeedsBlockers = needsBlockers(board, materColour);
        long pawns = board.pieces(mover * 6);
        long knights = board.pieces(mover * 6 + 1);
        int king = board.kingSquare(mover);
        int kingTarget = materMoves ? materKing : defenderKing;
        int knightTarget = materMoves ? materKnight : defenderKnight;
        int distance = kingDistance(king, kingTarget);
        long kingCloser = distance > 0 ? WITHIN[kingTarget * 8 + distance - 1] : 0;
        long theirPawns = board.pieces((mover ^ 1) * 6);
        if (materMoves) {
            for (int type = 1; type <= 4; type++) {
                victims[type] = board.pieces((mover ^ 1) * 6 + type);
            }
            victimKing = board.kingSquare(mover ^ 1);
        }
        int first = base;
        int lowest = Integer.MAX_VALUE;
        for (int i = base; i < base + count; i++) {
            int move = moves[i];
            int from = Move.fromIndex(move);
            int to = Move.toIndex(move);
            boolean capture = (Move.flags(move) & Move.CAPTURE) != 0;
            boolean pawn = (pawns >>> from & 1) != 0;
            boolean approaches = from == king ? (kingCloser >>> to & 1) != 0
                    : (knights >>> from & 1) != 0
                            && KNIGHT_DISTANCE[to * 64 + knightTarget] < KNIGHT_DISTANCE[from * 64 + knightTarget];
            int cost;
            if (materMoves) {
                cost = pawn || capture || approaches ? REWARD : NORMAL;
            } else if (approaches || pawn && materNeedsBlockers
                    || capture && crowded && (pawn || (theirPawns >>> to & 1) != 0)) {
                cost = REWARD;
            } else {
                cost = capture ? PUNISH : NORMAL;
            }
            int precedence = materMoves
                    ? materPrecedence(mover, from, to, capture, pawn, approaches, king)
                    : defenderPrecedence(from, to, cost, knights, king);
            int entry = move | (cost << 4 | precedence) << 16;
            moves[i] = entry;
            if (entry >>> 16 < lowest) {
                lowest = entry >>> 16;
                first = i;
            }
        }
        return first;
    }

    /**
     * The defender's moves that may be rewarded, for {@link SearchBoard#legalMoves(int[], int, long,
     * long)} at a node where only rewarded moves are followed: those of its king and knights (they
     * may approach), of its pawns where the mater needs blockers or the board is crowded, and on a
     * crowded board every capture of a mater's pawn ({@link #defenderEnds}). A superset of the
     * rewarded moves {@link #order} finds, so the node follows the same moves.
     */
    static long defenderStarts(SearchBoard board, int mater) {
        int d = (mater ^ 1) * 6;
        long pawns = needsBlockers(board, mater) || crowded(board) ? board.pieces(d) : 0;
        return board.pieces(d + 5) | board.pieces(d + 1) | pawns;
    }

    /** See {@link #defenderStarts}. */
    static long defenderEnds(SearchBoard board, int mater) {
        return crowded(board) ? board.pieces(mater * 6) : 0;
    }

    private static boolean crowded(SearchBoard board) {
        return Long.bitCount(board.occupied()) > 5;
    }

    /** Whether the mater has only minor pieces: it then needs the defender's own men to block its king. */
    private static boolean needsBlockers(SearchBoard board, int mater) {
        int m = mater * 6;
        return (board.pieces(m) | board.pieces(m + 3) | board.pieces(m + 4)) == 0;
    }

    /**
     * Chooses the mating corner: the corner nearest the defender's king, of the colour of the
     * mater's bishops (the one a lone bishop can cover) or, where only the defender has bishops, of
     * the other colour (its bishop then blocks beside its king); the nearest of all where nobody
     * has a bishop. The targets: the defender's king on the corner, its knight beside it on the
     * edge, the mater's king two squares up the corner's file (h3 for h1: the square that keeps the
     * kings apart and covers the defender's flight squares along the edge — a king aimed at the
     * square diagonally in front of the corner could never reach it with the other king there, so
     * it was rewarded for pacing round it), the mater's knight three squares diagonally further.
     */
    private void aim(SearchBoard board, int mater) {
        long materBishops = board.pieces(mater * 6 + 2);
        long defenderBishops = board.pieces((mater ^ 1) * 6 + 2);
        int king = board.kingSquare(mater ^ 1);
        int rank = (king >> 3) >= 4 ? 7 : 0;
        int file = (king & 7) >= 4 ? 7 : 0;
        if (materBishops != 0 || defenderBishops != 0) {
            boolean dark = materBishops != 0 ? (materBishops & DARK) != 0 : (defenderBishops & DARK) == 0;
            if ((((rank + file) & 1) == 0) != dark) {
                // The nearest corner of that colour: the other end of the edge the king is nearer to.
                if (Math.abs((king >> 3) - rank) <= Math.abs((king & 7) - file)) {
                    file = 7 - file;
                } else {
                    rank = 7 - rank;
                }
            }
        }
        int inward = rank == 7 ? -1 : 1;
        int across = file == 7 ? -1 : 1;
        defenderKing = rank * 8 + file;
        defenderKnight = rank * 8 + file + across;
        materKing = (rank + 2 * inward) * 8 + file;
        materKnight = (rank + 3 * inward) * 8 + file + 3 * across;
    }

    /**
     * Sorts a row by cost, then precedence, keeping the generation order among equals: a counting
     * sort over the 48 keys (three costs, sixteen precedences), whose counts are cleared as they
     * are read. An insertion sort was a tenth of the question's time on real-games positions.
     */
    private void sortByEntry(int[] moves, int from, int to) {
        if (to - from < 2) {
            return;
        }
        long present = 0;
        for (int i = from; i < to; i++) {
            int key = key(moves[i]);
            counts[key]++;
            present |= 1L << key;
        }
        if ((present & present - 1) == 0) {
            counts[Long.numberOfTrailingZeros(present)] = 0;
            return;
        }
        int position = 0;
        for (long keys = present; keys != 0; keys &= keys - 1) {
            int key = Long.numberOfTrailingZeros(keys);
            int count = counts[key];
            counts[key] = position;
            position += count;
        }
        for (int i = from; i < to; i++) {
            int entry = moves[i];
            sorted[counts[key(entry)]++] = entry;
        }
        System.arraycopy(sorted, 0, moves, from, to - from);
        for (long keys = present; keys != 0; keys &= keys - 1) {
            counts[Long.numberOfTrailingZeros(keys)] = 0;
        }
    }

    /** The sort key of an entry, 0 to 47: cost 0, 1 or 4 (as 2) above the precedence. */
    private static int key(int entry) {
        int key = entry >>> 16;
        return key - (key >> 6 << 5);
    }

    /**
     * The mater's move order within a cost, first to last: captures of the most valuable man
     * (queen 0 to pawn 4, en passant with the pawns); pawn moves, the furthest arrival first
     * (promotions 8, a step to the third rank 12); the king's and knights' moves 8; the other
     * men's moves by how near they land to the defender's king ({@code 4 +} king distance), those
     * closing in on it first (a knight that does not approach its target counts with them). The
     * mate is found sooner when the men that cover the king's flight squares come first:
     * measured on the real-games positions, 47% fewer nodes than cost order alone (issue 14).
     */
    private int materPrecedence(int mover, int from, int to, boolean capture, boolean pawn,
            boolean approaches, int king) {
        if (capture) {
            long target = 1L << to;
            return (victims[4] & target) != 0 ? 0 : (victims[3] & target) != 0 ? 1
                    : (victims[2] & target) != 0 ? 2 : (victims[1] & target) != 0 ? 3 : 4;
        }
        if (pawn) {
            int arrival = mover == 0 ? to >> 3 : 7 - (to >> 3);
            return 15 - arrival;
        }
        if (approaches || from == king) {
            return 8;
        }
        return 4 + kingDistance(to, victimKing);
    }

    /**
     * The defender's move order within a cost, first to last: its knights' moves 0 (a knight
     * beside the cornered king is the usual blocker), its king's 2, its other men's 5; among the
     * moves at the normal cost, its men other than the king by how near they land to their own
     * king ({@code 4 +} king distance): blockers gather round it.
     */
    private static int defenderPrecedence(int from, int to, int cost, long knights, int king) {
        if (from == king) {
            return 2;
        }
        if (cost == NORMAL) {
            return 4 + kingDistance(to, king);
        }
        return (knights >>> from & 1) != 0 ? 0 : 5;
    }

    private static int kingDistance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
    }

    private static long[] within() {
        long[] within = new long[64 * 8];
        for (int target = 0; target < 64; target++) {
            for (int r = 0; r < 8; r++) {
                for (int square = 0; square < 64; square++) {
                    if (kingDistance(square, target) <= r) {
                        within[target * 8 + r] |= 1L << square;
                    }
                }
            }
        }
        return within;
    }

    private static byte[] knightDistances() {
        byte[] table = new byte[64 * 64];
        int[] queue = new int[64];
        for (int source = 0; source < 64; source++) {
            java.util.Arrays.fill(table, source * 64, source * 64 + 64, Byte.MAX_VALUE);
            table[source * 64 + source] = 0;
            queue[0] = source;
            for (int head = 0, tail = 1; head < tail; head++) {
                int square = queue[head];
                for (int jump : new int[] {6, 10, 15, 17, -6, -10, -15, -17}) {
                    int next = square + jump;
                    if (next >= 0 && next < 64 && Math.abs((next & 7) - (square & 7)) <= 2
                            && table[source * 64 + next] == Byte.MAX_VALUE) {
                        table[source * 64 + next] = (byte) (table[source * 64 + square] + 1);
                        queue[tail++] = next;
                    }
                }
            }
        }
        return table;
    }
}
