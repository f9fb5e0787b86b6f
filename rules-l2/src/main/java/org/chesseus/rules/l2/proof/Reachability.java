package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The reachability fixpoint behind the blockade proof: for every piece on the board, an
 * over-approximation of the squares it can ever stand on; from those, the pieces that can never
 * move nor be captured ("steady"), the squares each colour attacks for ever, and each king's
 * region. One instance per thread, reused: loading a board and saturating allocates nothing.
 *
 * <h2>Why the result is sound</h2>
 * The fixpoint starts from the pieces' own squares and only ever grows: reach sets and the set of
 * capturable pieces grow, the steady set and the for-ever attacked sets shrink, so it terminates.
 * At the fixpoint, take any series of legal moves from the board and its first move that takes a
 * piece off its reach set (or captures a piece counted as never capturable). Before that move every
 * piece stood within its set, so every steady piece stood on its square (it cannot move, and a
 * capture of it would have been a move into its square, which lies in the capturer's reach and
 * makes it capturable). The offending move is then one of the moves {@link #grow} already adds:
 * <ul>
 *   <li>a knight, bishop, rook, queen or promoted piece stops on and moves on from any square not
 *       held by a steady piece of its own colour nor by a steady king (a steady piece of the other
 *       side may be captured, so its square counts as passable): its flood fill contains every
 *       chain of its moves;
 *   <li>a pawn's pushes, captures and promotion: see {@link PawnReach};
 *   <li>a king moves to any neighbouring square not held by its own steady piece and not attacked
 *       for ever by the other side ({@link Threats});
 *   <li>castling: see {@link CastlingMoves};
 *   <li>no piece steps between the two squares of a shuttle of its side, nor does a pawn push
 *       between them ({@link Shuttles}), because such a step never is legal;
 *   <li>a piece stuck in a jam never moves ({@link Jams}).
 * </ul>
 * A piece is capturable where a piece of the other side (its king included) may move to a square
 * of its reach: by a move into the reach (a pawn: by a capture), or by an en-passant capture
 * pending on the board; never the mater's vital piece ({@link #vital}: a line capturing it ends
 * no mate, so pawn captures onto squares only it may stand on are left out too).
 * So no such first move exists: the reach sets hold every square every piece can ever stand on.
 *
 * <p>Two kinds of extra restriction, each with its own argument, narrow the sets further:
 * <ul>
 *   <li><b>Assumptions</b> ({@link #frozen}, {@link #shielded}) restrict the analysis to a class
 *       of lines; {@link StaticProof} only draws conclusions from a family of cases whose classes
 *       together hold every line.
 *   <li><b>Stalemate cut</b> ({@link #stalemateCut}): only lines that can end in a mate matter,
 *       and no move of such a line (the last included) leaves the side to move stalemated. See
 *       {@link StalemateCut}.
 * </ul>
 */
final class Reachability {
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;

    SearchBoard board;
    int count;
    final int[] square = new int[64];
    /** The slot of the piece on a square, where {@link #square} confirms it (stale entries stay). */
    final int[] slotAt = new int[64];
    final int[] type = new int[64];
    final int[] color = new int[64];
    final long[] reach = new long[64];
    /** Slots (bit = slot index) of each colour's pieces, kings included. */
    final long[] slotsOf = new long[2];
    final int[] kingSlot = new int[2];
    long kingSquares;
    /** Slots of the pawns (as loaded; a promoted pawn keeps its slot). */
    long pawnSlots;
    /** The pawn whose en-passant capture is pending on the board (slot mask), and the square. */
    long enPassantPawn;
    int enPassantSquare;

    // Derived state, recomputed from the reach sets each round (see the class comment).
    long promoted;
    long capturable;
    long steady;
    long steadySquares;
    final long[] steadyOf = new long[2];
    final long[] attacked = new long[2];
    /** Squares attacked for ever by each colour's pieces other than its king, every square a blocker. */
    final long[] guardedWithoutKing = new long[2];
    /** Squares non-king pieces of each colour may stand on. */
    final long[] occupiable = new long[2];
    /** Squares non-king pieces of each colour may stand on and be captured: {@link #occupiable} but the vital piece's. */
    final long[] prey = new long[2];
    /**
     * The mater's vital piece (slot mask): where the mater has one piece besides its king, a line
     * that captures it leaves a bare king, which can never mate (branch 1), so no line ending in
     * a mate by the mater captures it.
     */
    long vital;
    /** Squares pieces of each colour may move to by a capture. */
    final long[] captureReach = new long[2];
    /** Squares of each colour's pawns never captured that never leave their file (for facing pawns). */
    final long[] fileBoundPawns = new long[2];
    /**
     * Squares of each colour's pawns never captured that have no capture from their square (no
     * prey on the squares they attack there): such a pawn leaves its square only by a push.
     */
    final long[] standingPawns = new long[2];
    /** Squares any piece may ever stand on. */
    long nonClear;
    /** The first steady pieces found capturable while saturating: the candidates for case splits. */
    long firstSteadyCapturable;
    /** Whether the last {@link #saturate} stopped at a promotion before reaching the fixpoint. */
    boolean stopped;

    final Shuttles shuttles = new Shuttles();
    final Jams jams = new Jams();
    private final CastlingMoves castling = new CastlingMoves();
    final StalemateCut stalemateCut = new StalemateCut(this);
    final CounterMates counterMates = new CounterMates(this);
    /** The side whose mates the analysis is about (0 White, 1 Black), or -1 for both. */
    int mater = -1;
    // Assumptions of the present case (slot masks).
    long frozen;
    long shielded;

    /** Reads the pieces, castling rights and pending en-passant capture of {@code board}. */
    void load(SearchBoard board) {
        this.board = board;
        count = 0;
        slotsOf[0] = 0;
        slotsOf[1] = 0;
        kingSquares = 0;
        pawnSlots = 0;
        enPassantPawn = 0;
        enPassantSquare = board.enPassantSquare();
        long occupied = board.occupied();
        while (occupied != 0) {
            int sq = Long.numberOfTrailingZeros(occupied);
            occupied &= occupied - 1;
            int piece = board.pieceOn(sq);
            int slot = count++;
            square[slot] = sq;
            slotAt[sq] = slot;
            color[slot] = piece / 6;
            type[slot] = piece % 6;
            slotsOf[piece / 6] |= 1L << slot;
            if (type[slot] == PAWN) {
                pawnSlots |= 1L << slot;
            }
            if (type[slot] == KING) {
                kingSlot[piece / 6] = slot;
                kingSquares |= SquareSets.bit(sq);
            }
            if (enPassantSquare >= 0 && type[slot] == PAWN && sq == enPassantSquare + (piece / 6 == 0 ? 8 : -8)) {
                enPassantPawn = 1L << slot;
            }
        }
        castling.load(this, board.castlingBits());
        shuttles.crowds.load(this);
    }

    /**
     * Runs the fixpoint from the pieces' squares under the present assumptions; stops early, with
     * {@link #stopped} set, once a pawn of {@code stopOnPromotionOf} (a colour, or -1 for none) may
     * promote: the mating net then always finds a mate possible (a promoted piece may attack every
     * square), so the rest of the fixpoint cannot change the answer.
     */
    void saturate(int stopOnPromotionOf) {
        long watched = stopOnPromotionOf < 0 ? 0 : slotsOf[stopOnPromotionOf];
        begin();
        while (grow(watched) && !stopped) {
            derive();
        }
    }

    /** The state before any move: every piece on its square, steady, and what follows from that. */
    void begin() {
        stopped = false;
        for (int i = 0; i < count; i++) {
            reach[i] = SquareSets.bit(square[i]);
        }
        promoted = 0;
        capturable = 0;
        steady = count == 64 ? -1L : (1L << count) - 1;
        firstSteadyCapturable = 0;
        vital = mater >= 0 && Long.bitCount(slotsOf[mater]) == 2 ? slotsOf[mater] & ~(1L << kingSlot[mater]) : 0;
        derive();
    }

    /** Recomputes everything that follows from the reach sets. */
    private void derive() {
        occupiable[0] = 0;
        occupiable[1] = 0;
        prey[0] = 0;
        prey[1] = 0;
        nonClear = 0;
        for (int i = 0; i < count; i++) {
            nonClear |= reach[i];
            if (type[i] != KING) {
                occupiable[color[i]] |= reach[i];
                if ((vital >>> i & 1) == 0) {
                    prey[color[i]] |= reach[i];
                }
            }
        }
        if (enPassantPawn != 0) {
            int c = color[Long.numberOfTrailingZeros(enPassantPawn)];
            occupiable[c] |= SquareSets.bit(enPassantSquare);
            if ((enPassantPawn & vital) == 0) {
                prey[c] |= SquareSets.bit(enPassantSquare);
            }
        }
        deriveCaptures();
        deriveSteady();
        shuttles.derive(this);
        Threats.derive(this, 0);
        Threats.derive(this, 1);
        jams.derive(this);
    }

    private void deriveCaptures() {
        captureReach[0] = 0;
        captureReach[1] = 0;
        for (int i = 0; i < count; i++) {
            if ((frozen >>> i & 1) != 0) {
                // A piece that never moves captures nothing: a capture is a move.
                continue;
            }
            boolean pawn = type[i] == PAWN && (promoted >>> i & 1) == 0;
            captureReach[color[i]] |= pawn ? PawnReach.captures(this, i, reach[i]) : reach[i];
        }
        long found = enPassantPawn & ~vital;
        for (int i = 0; i < count; i++) {
            boolean shieldedHere = (shielded >>> i & 1) != 0 && reach[i] == SquareSets.bit(square[i]);
            if (type[i] != KING && (reach[i] & captureReach[color[i] ^ 1]) != 0 && !shieldedHere && (vital >>> i & 1) == 0) {
                found |= 1L << i;
            }
        }
        long newlyLost = found & steady & ~capturable & ~enPassantPawn;
        if (firstSteadyCapturable == 0 && newlyLost != 0) {
            firstSteadyCapturable = newlyLost;
        }
        capturable = found;
    }

    private void deriveSteady() {
        steady = 0;
        steadySquares = 0;
        steadyOf[0] = 0;
        steadyOf[1] = 0;
        fileBoundPawns[0] = 0;
        fileBoundPawns[1] = 0;
        standingPawns[0] = 0;
        standingPawns[1] = 0;
        for (int i = 0; i < count; i++) {
            if ((capturable >>> i & 1) != 0 || (promoted >>> i & 1) != 0) {
                continue;
            }
            if (reach[i] == SquareSets.bit(square[i])) {
                steady |= 1L << i;
                steadySquares |= reach[i];
                steadyOf[color[i]] |= reach[i];
            }
            if (type[i] == PAWN && (reach[i] & ~(SquareSets.FILE_A << (square[i] & 7))) == 0) {
                fileBoundPawns[color[i]] |= SquareSets.bit(square[i]);
            }
            long from = SquareSets.bit(square[i]);
            if (type[i] == PAWN && (SquareSets.pawnAttacks(from, color[i]) & prey[color[i] ^ 1]) == 0) {
                standingPawns[color[i]] |= from;
            }
        }
    }

    /**
     * Widens every reach set by the moves the present state allows; whether any grew. The pawns of
     * {@code watched} go first, and the pass stops (setting {@link #stopped}) as soon as one of
     * them may promote.
     */
    private boolean grow(long watched) {
        boolean grew = false;
        long first = watched & pawnSlots;
        for (long slots = first; slots != 0; slots &= slots - 1) {
            grew |= growPiece(Long.numberOfTrailingZeros(slots));
            if ((promoted & watched) != 0) {
                stopped = true;
                return true;
            }
        }
        grew |= castling.grow(this);
        stalemateCut.prepare();
        for (int i = 0; i < count; i++) {
            if ((first >>> i & 1) == 0) {
                grew |= growPiece(i);
            }
        }
        return grew;
    }

    private boolean growPiece(int i) {
        if (((frozen | jams.stuck) >>> i & 1) != 0) {
            return false;
        }
        int c = color[i];
        long blocked = steadyOf[c] | steadySquares & kingSquares;
        long before = reach[i];
        long after;
        if (type[i] == PAWN) {
            after = PawnReach.grow(this, i, blocked);
        } else if (type[i] == KING) {
            long passable = ~blocked & ~attacked[c ^ 1];
            after = stalemateCut.active(c) ? stalemateCut.fill(i, passable) : shuttles.fill(this, i, KING, before, passable);
        } else {
            after = shuttles.fill(this, i, type[i], before, ~blocked);
        }
        if (after != before && type[i] != PAWN && counterMates.applies(i)) {
            after = counterMates.cut(i, before, after, ~blocked);
        }
        reach[i] = after;
        return after != before;
    }

    /** Every square the piece in slot {@code i} may ever attack (an over-approximation). */
    long attackReach(int i) {
        int c = color[i];
        long squares = reach[i];
        if ((promoted >>> i & 1) != 0) {
            return SquareSets.ALL;
        }
        int pieceType = type[i];
        if ((jams.stuck >>> i & 1) != 0) {
            // It never moves, and while it is on the board the pieces of its jam stand around it.
            return pieceType == PAWN ? SquareSets.pawnAttacks(SquareSets.bit(square[i]), c)
                    : attacksFrom(pieceType, c, square[i], steadySquares | jams.walls(i));
        }
        if (pieceType == PAWN) {
            return SquareSets.pawnAttacks(squares & ~SquareSets.lastRank(c), c);
        }
        if (pieceType == KNIGHT) {
            return SquareSets.knightSpread(squares);
        }
        if ((frozen >>> i & 1) != 0) {
            // Its reach was not grown, so rays from its square run through squares outside it.
            return board.attacks(pieceType, c, square[i], steadySquares);
        }
        // A ray step from a square of a slider's reach lands on a passable square (itself in the
        // reach, the fill being closed) or on the first steady piece, which ends the ray.
        return SquareSets.spread(pieceType, squares);
    }

    /** What a piece of this type and colour on {@code z} attacks when {@code blockers} are occupied. */
    long attacksFrom(int pieceType, int c, int z, long blockers) {
        switch (pieceType) {
            case PAWN:
                return SquareSets.pawnAttacks(SquareSets.bit(z), c);
            case KNIGHT:
                return SquareSets.knight(z);
            case KING:
                return SquareSets.king(z);
            default:
                return board.attacks(pieceType, c, z, blockers);
        }
    }

    /** Whether the piece in slot {@code i} can never leave its square (it may still be captured). */
    boolean immobile(int i) {
        return reach[i] == SquareSets.bit(square[i]) && (promoted >>> i & 1) == 0;
    }
}
