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
 *   <li>a pawn pushes onto any square not held by a steady piece (a double step passes the square
 *       of the single step, so it adds nothing), captures onto any square where a piece of the
 *       other side, not a king, may stand (en passant lands on the square the double-stepping pawn
 *       passed, which its single step also reaches; the capture pending on the board is added
 *       explicitly), and once it reaches its last rank it may become anything, anywhere;
 *   <li>a king moves to any neighbouring square not held by its own steady piece and not attacked
 *       for ever by the other side. "Attacked for ever" is, per piece that can never be captured
 *       and never promote, the intersection of its attacks from every square of its reach, with
 *       every square any piece may ever hold as a blocker: at the move's instant that piece stands
 *       on one of those squares and the real blockers are fewer, so it really attacks the square
 *       (a pinned piece attacks too);
 *   <li>castling, for each right the board still has (rights never come back), puts king and rook
 *       on their destinations unless a steady piece stands on the squares it needs empty.
 * </ul>
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
    /** Pieces with a larger reach set are not asked for for-ever attacks (cost; leaving them out is sound). */
    private static final int ATTACK_REACH_LIMIT = 8;

    SearchBoard board;
    int count;
    final int[] square = new int[64];
    final int[] type = new int[64];
    final int[] color = new int[64];
    /** The reach each saturation starts from: the piece's square. */
    final long[] origin = new long[64];
    private int castlings;
    private final int[] castlingKing = new int[4];
    private final int[] castlingRook = new int[4];
    private final int[] castlingKingTo = new int[4];
    private final int[] castlingRookTo = new int[4];
    private final long[] castlingPath = new long[4];
    final long[] reach = new long[64];
    /** Slots (bit = slot index) of each colour's pieces, kings included, and of the two kings. */
    final long[] slotsOf = new long[2];
    final int[] kingSlot = new int[2];
    long kingSquares;
    /** The pawn whose en-passant capture is pending on the board (slot mask), and the square. */
    long enPassantPawn;
    int enPassantSquare;

    // Derived state (see the class comment for the direction each one moves in).
    long promoted;
    long capturable;
    long steady;
    long steadySquares;
    final long[] steadyOf = new long[2];
    final long[] attacked = new long[2];
    /** Squares attacked for ever by each colour's pieces other than its king, every square a blocker. */
    final long[] guardedWithoutKing = new long[2];
    /**
     * Per colour, the squares where one of its pieces other than the king may stand and have a move
     * (pseudo-legal, against steady pieces and shuttles); {@link SquareSets#ALL} when unknown.
     */
    final long[] liveSquares = new long[2];
    final long[] occupiable = new long[2];
    final long[] captureReach = new long[2];
    /** Squares from which a pawn of each colour can never push, a shuttling piece always being in the way. */
    final long[] pushBlockedFrom = new long[2];
    /** Like {@link #pushBlockedFrom}, from every shuttle but the king of colour {@code k} ({@code [k][pawn colour]}). */
    private final long[][] pushBlockedBesidesKing = new long[2][2];
    private final int[] shuttleSlot = new int[64];
    private final long[] shuttleLow = new long[64];
    private final long[] shuttleHigh = new long[64];
    private int shuttleCount;
    long nonClear;
    /** The first steady pieces found capturable while saturating: the candidates for case splits. */
    long firstSteadyCapturable;

    // Assumptions of the present case (slot masks) and the stalemate cut.
    long frozen;
    long shielded;
    final StalemateCut stalemateCut = new StalemateCut(this);

    /** Reads the pieces, castling rights and pending en-passant capture of {@code board}. */
    void load(SearchBoard board) {
        this.board = board;
        count = 0;
        slotsOf[0] = 0;
        slotsOf[1] = 0;
        kingSquares = 0;
        enPassantPawn = 0;
        enPassantSquare = board.enPassantSquare();
        long occupied = board.occupied();
        while (occupied != 0) {
            int sq = Long.numberOfTrailingZeros(occupied);
            occupied &= occupied - 1;
            int piece = board.pieceOn(sq);
            int slot = count++;
            square[slot] = sq;
            color[slot] = piece / 6;
            type[slot] = piece % 6;
            origin[slot] = SquareSets.bit(sq);
            slotsOf[piece / 6] |= 1L << slot;
            if (type[slot] == KING) {
                kingSlot[piece / 6] = slot;
                kingSquares |= SquareSets.bit(sq);
            }
            if (enPassantSquare >= 0 && type[slot] == PAWN && sq == enPassantSquare + (piece / 6 == 0 ? 8 : -8)) {
                enPassantPawn = 1L << slot;
            }
        }
        addCastling(board.castlingBits());
    }

    /**
     * Castling moves king and rook at once, both to fixed squares (FIDE 3.8.2, Chess960 alike).
     * Each right the board still has is kept with the squares that must be empty for it: every
     * square between king and rook and both destinations, the king's and rook's own excepted.
     */
    private void addCastling(int bits) {
        castlings = 0;
        for (int c = 0; c < 2; c++) {
            int rights = bits >>> (8 * c) & 0xFF;
            int king = kingSlot[c];
            int backRank = c == 0 ? 0 : 56;
            for (int file = 0; file < 8; file++) {
                int rook = slotOn(backRank + file);
                if ((rights >>> file & 1) == 0 || square[king] != backRank + (square[king] & 7) || rook < 0) {
                    continue;
                }
                boolean kingSide = file > (square[king] & 7);
                int kingTo = backRank + (kingSide ? 6 : 2);
                int rookTo = backRank + (kingSide ? 5 : 3);
                long path = between(square[king], square[rook]) | SquareSets.bit(kingTo) | SquareSets.bit(rookTo);
                castlingKing[castlings] = king;
                castlingRook[castlings] = rook;
                castlingKingTo[castlings] = kingTo;
                castlingRookTo[castlings] = rookTo;
                castlingPath[castlings] = path & ~SquareSets.bit(square[king]) & ~SquareSets.bit(square[rook]);
                castlings++;
            }
        }
    }

    private static long between(int a, int b) {
        long span = 0;
        for (int sq = Math.min(a, b) + 1; sq < Math.max(a, b); sq++) {
            span |= SquareSets.bit(sq);
        }
        return span;
    }

    /** Adds the castling destinations of the rights whose path holds no steady piece (which would bar it for ever). */
    private boolean growCastling() {
        boolean grew = false;
        for (int k = 0; k < castlings; k++) {
            int king = castlingKing[k];
            int rook = castlingRook[k];
            if ((castlingPath[k] & steadySquares) != 0 || ((frozen >>> king | frozen >>> rook) & 1) != 0) {
                continue;
            }
            long kingReach = reach[king] | SquareSets.bit(castlingKingTo[k]);
            long rookReach = reach[rook] | SquareSets.bit(castlingRookTo[k]);
            grew |= kingReach != reach[king] || rookReach != reach[rook];
            reach[king] = kingReach;
            reach[rook] = rookReach;
        }
        return grew;
    }

    private int slotOn(int sq) {
        for (int i = 0; i < count; i++) {
            if (square[i] == sq) {
                return i;
            }
        }
        return -1;
    }

    /** Runs the fixpoint from the pieces' origins under the present assumptions. */
    void saturate() {
        for (int i = 0; i < count; i++) {
            reach[i] = (frozen >>> i & 1) != 0 ? SquareSets.bit(square[i]) : origin[i];
        }
        promoted = 0;
        capturable = 0;
        steady = allSlots();
        firstSteadyCapturable = 0;
        do {
            derive();
        } while (grow());
    }

    long allSlots() {
        return count == 64 ? -1L : (1L << count) - 1;
    }

    /** Recomputes everything that follows from the reach sets. */
    private void derive() {
        long[] occ = occupiable;
        occ[0] = 0;
        occ[1] = 0;
        nonClear = 0;
        for (int i = 0; i < count; i++) {
            nonClear |= reach[i];
            if (type[i] != KING) {
                occ[color[i]] |= reach[i];
            }
        }
        if (enPassantPawn != 0) {
            occ[color[Long.numberOfTrailingZeros(enPassantPawn)]] |= SquareSets.bit(enPassantSquare);
        }
        deriveCaptures();
        steadySquares = 0;
        steadyOf[0] = 0;
        steadyOf[1] = 0;
        long stillSteady = 0;
        for (int i = 0; i < count; i++) {
            if ((capturable >>> i & 1) == 0 && reach[i] == SquareSets.bit(square[i]) && (promoted >>> i & 1) == 0) {
                stillSteady |= 1L << i;
                steadySquares |= reach[i];
                steadyOf[color[i]] |= reach[i];
            }
        }
        steady = stillSteady;
        deriveShuttles();
        attacked[0] = attackedForEver(0);
        attacked[1] = attackedForEver(1);
        liveSquares[0] = liveSquares(0);
        liveSquares[1] = liveSquares(1);
    }

    /**
     * The squares of {@link #liveSquares} for colour {@code c}, exact up to two squares (more are
     * never needed). A frozen piece may have legal moves the case does not let it make, so any
     * frozen piece makes every square live. The other side's king never counts as a blocker here:
     * the squares are asked about just after that king has moved.
     */
    private long liveSquares(int c) {
        long others = slotsOf[c] & ~(1L << kingSlot[c]);
        if ((others & (frozen | promoted)) != 0) {
            return SquareSets.ALL;
        }
        long live = 0;
        while (others != 0 && Long.bitCount(live) < 2) {
            int i = Long.numberOfTrailingZeros(others);
            others &= others - 1;
            long squares = reach[i];
            while (squares != 0) {
                int z = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                if (hasMove(i, z)) {
                    live |= SquareSets.bit(z);
                }
            }
        }
        return live;
    }

    /**
     * Whether the piece in slot {@code i}, standing on {@code z}, has a pseudo-legal move there,
     * the other side's king not counted as a blocker.
     */
    private boolean hasMove(int i, int z) {
        int c = color[i];
        long from = SquareSets.bit(z);
        long otherKing = SquareSets.bit(square[kingSlot[c ^ 1]]);
        if (type[i] == PAWN) {
            long pushers = from & ~(pushBlockedBesidesKing[c ^ 1][c] & ~shuttleOf(i));
            long push = SquareSets.forward(pushers, c) & ~(steadySquares & ~otherKing);
            return (push | SquareSets.pawnAttacks(from, c) & occupiable[c ^ 1]) != 0;
        }
        long blocked = steadyOf[c] | steadySquares & kingSquares & ~otherKing | shuttlePartners(i, z);
        return (SquareSets.spread(type[i], from) & ~blocked) != 0;
    }

    private void deriveCaptures() {
        captureReach[0] = 0;
        captureReach[1] = 0;
        for (int i = 0; i < count; i++) {
            int c = color[i];
            if (type[i] != PAWN || (promoted >>> i & 1) != 0) {
                captureReach[c] |= reach[i];
            } else {
                captureReach[c] |= SquareSets.pawnAttacks(reach[i] & ~SquareSets.lastRank(c), c) & occupiable[c ^ 1];
            }
        }
        long found = enPassantPawn;
        for (int i = 0; i < count; i++) {
            boolean immobile = reach[i] == SquareSets.bit(square[i]);
            if (type[i] != KING && (reach[i] & captureReach[color[i] ^ 1]) != 0
                    && !((shielded >>> i & 1) != 0 && immobile)) {
                found |= 1L << i;
            }
        }
        long newlyLost = found & steady & ~capturable & ~enPassantPawn;
        if (firstSteadyCapturable == 0 && newlyLost != 0) {
            firstSteadyCapturable = newlyLost;
        }
        capturable = found;
    }

    /**
     * Shuttles: a piece never captured whose reach is exactly two squares stands on one of them at
     * every moment, so no other piece can ever step from one of the two squares to the other: at
     * the step's instant the shuttle would have to stand on the target (a square of its own side's
     * piece, or a pawn's push square) or, for a long slider move, on the way. Used for pushes of
     * pawns of both colours and for steps of the shuttle's own side (for the pieces of the other
     * side a step onto the shuttle would capture it, which is not excluded).
     */
    private void deriveShuttles() {
        pushBlockedFrom[0] = 0;
        pushBlockedFrom[1] = 0;
        for (long[] masks : pushBlockedBesidesKing) {
            masks[0] = 0;
            masks[1] = 0;
        }
        shuttleCount = 0;
        for (int i = 0; i < count; i++) {
            long r = reach[i];
            if (Long.bitCount(r) != 2 || (capturable >>> i & 1) != 0 || (promoted >>> i & 1) != 0) {
                continue;
            }
            long low = Long.lowestOneBit(r);
            shuttleSlot[shuttleCount] = i;
            shuttleLow[shuttleCount] = low;
            shuttleHigh[shuttleCount] = r & ~low;
            shuttleCount++;
            if (r == (low | low << 8)) {
                pushBlockedFrom[0] |= low;
                pushBlockedFrom[1] |= low << 8;
                for (int k = 0; k < 2; k++) {
                    if (i != kingSlot[k]) {
                        pushBlockedBesidesKing[k][0] |= low;
                        pushBlockedBesidesKing[k][1] |= low << 8;
                    }
                }
            }
        }
    }

    /**
     * The flood fill of a piece over {@code passable}, without the steps between the two squares
     * of a shuttle of its own colour (other than itself).
     */
    private long fillAvoidingShuttles(int i, int pieceType, long from, long passable) {
        int c = color[i];
        long ends = 0;
        for (int k = 0; k < shuttleCount; k++) {
            if (color[shuttleSlot[k]] == c && shuttleSlot[k] != i) {
                ends |= shuttleLow[k] | shuttleHigh[k];
            }
        }
        if (ends == 0) {
            return SquareSets.fill(pieceType, from, passable);
        }
        long r = from;
        while (true) {
            long next = r | SquareSets.spread(pieceType, r & ~ends) & passable;
            for (int k = 0; k < shuttleCount; k++) {
                if (color[shuttleSlot[k]] == c && shuttleSlot[k] != i && (r & (shuttleLow[k] | shuttleHigh[k])) != 0) {
                    next |= stepsAvoiding(pieceType, r, shuttleLow[k], shuttleHigh[k], ends) & passable;
                }
            }
            if (next == r) {
                return r;
            }
            r = next;
        }
    }

    /** Steps from the ends of one shuttle in {@code r}, never to its other end nor from elsewhere. */
    private static long stepsAvoiding(int pieceType, long r, long low, long high, long ends) {
        long steps = 0;
        if ((r & low) != 0) {
            steps |= SquareSets.spread(pieceType, low) & ~high;
        }
        if ((r & high) != 0) {
            steps |= SquareSets.spread(pieceType, high) & ~low;
        }
        return steps;
    }

    /** The squares the king in slot {@code i} may not step to from {@code x}: partners of own shuttles. */
    long shuttlePartners(int i, int x) {
        long bit = SquareSets.bit(x);
        long partners = 0;
        for (int k = 0; k < shuttleCount; k++) {
            if (color[shuttleSlot[k]] == color[i] && shuttleSlot[k] != i) {
                if (shuttleLow[k] == bit) {
                    partners |= shuttleHigh[k];
                } else if (shuttleHigh[k] == bit) {
                    partners |= shuttleLow[k];
                }
            }
        }
        return partners;
    }

    /**
     * Squares {@code c} attacks at every moment of every line (an under-approximation); also fills
     * {@link #guardedWithoutKing} for {@code c}.
     */
    private long attackedForEver(int c) {
        long result = 0;
        long withoutKing = 0;
        long slots = slotsOf[c] & ~capturable & ~promoted;
        while (slots != 0) {
            int i = Long.numberOfTrailingZeros(slots);
            slots &= slots - 1;
            long squares = reach[i];
            if (Long.bitCount(squares) > ATTACK_REACH_LIMIT) {
                continue;
            }
            result |= commonAttacks(i, squares, nonClear);
            if (type[i] != KING) {
                withoutKing |= type[i] == PAWN || type[i] == KNIGHT ? commonAttacks(i, squares, 0)
                        : commonAttacks(i, squares, SquareSets.ALL);
            }
        }
        guardedWithoutKing[c] = withoutKing;
        return result;
    }

    /** The squares the piece in slot {@code i} attacks from every square of {@code squares}. */
    private long commonAttacks(int i, long squares, long blockers) {
        long common = SquareSets.ALL;
        while (squares != 0 && common != 0) {
            int z = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            common &= attacksFrom(type[i], color[i], z, blockers);
        }
        return common;
    }

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

    /** Widens every reach set by the moves the present state allows; whether any grew. */
    private boolean grow() {
        boolean grew = growCastling();
        long steadyKings = steadySquares & kingSquares;
        for (int i = 0; i < count; i++) {
            if ((frozen >>> i & 1) != 0) {
                continue;
            }
            int c = color[i];
            long blocked = steadyOf[c] | steadyKings;
            long before = reach[i];
            long after;
            if (type[i] == PAWN) {
                after = growPawn(i, blocked);
            } else if (type[i] == KING) {
                long passable = ~blocked & ~attacked[c ^ 1];
                after = stalemateCut.active(c) ? stalemateCut.fill(i, passable) : fillAvoidingShuttles(i, KING, before, passable);
            } else {
                after = fillAvoidingShuttles(i, type[i], before, ~blocked);
            }
            if (after != before) {
                reach[i] = after;
                grew = true;
            }
        }
        return grew;
    }

    private long growPawn(int i, long blocked) {
        int c = color[i];
        if ((promoted >>> i & 1) == 0) {
            long ceiling = facingCeiling(i);
            long r = pawnFill(i, ceiling);
            if (ceiling != SquareSets.ALL && capturesFrom(i, r) != 0) {
                r = pawnFill(i, SquareSets.ALL);
            }
            if ((r & SquareSets.lastRank(c)) == 0) {
                return r;
            }
            promoted |= 1L << i;
        }
        return reach[i] | ~blocked;
    }

    /** Pushes and captures from the pawn's reach, pushes only onto squares of {@code ceiling}. */
    private long pawnFill(int i, long ceiling) {
        int c = color[i];
        long last = SquareSets.lastRank(c);
        long pushers = ~last & ~(pushBlockedFrom[c] & ~shuttleOf(i));
        long r = reach[i];
        while (true) {
            long next = r | SquareSets.forward(r & pushers, c) & ~steadySquares & ceiling | capturesFrom(i, r);
            if (next == r) {
                return r;
            }
            r = next;
        }
    }

    private long capturesFrom(int i, long squares) {
        int c = color[i];
        return SquareSets.pawnAttacks(squares & ~SquareSets.lastRank(c), c) & occupiable[c ^ 1];
    }

    /**
     * Facing pawns: an enemy pawn ahead on the pawn's file, never captured and never leaving the
     * file, stays ahead of it as long as the pawn itself never captures (pawns only push straight
     * on, one square at a time or two over an empty square, never past a piece). So while the pawn
     * has no capture, its pushes stay below the enemy pawn's square. The caller drops the ceiling
     * once the pawn has a capture.
     */
    private long facingCeiling(int i) {
        int c = color[i];
        long file = SquareSets.FILE_A << (square[i] & 7);
        long ceiling = SquareSets.ALL;
        long enemies = slotsOf[c ^ 1] & ~capturable & ~promoted;
        while (enemies != 0) {
            int q = Long.numberOfTrailingZeros(enemies);
            enemies &= enemies - 1;
            boolean ahead = c == 0 ? square[q] > square[i] : square[q] < square[i];
            if (type[q] == PAWN && (reach[q] & ~file) == 0 && ahead) {
                long beyond = c == 0 ? -1L << square[q] : -1L >>> (63 - square[q]);
                ceiling &= ~(beyond & file);
            }
        }
        return ceiling;
    }

    /** The push this pawn's own two-square reach blocks (a piece is never in its own way). */
    private long shuttleOf(int i) {
        long r = reach[i];
        long low = Long.lowestOneBit(r);
        if (Long.bitCount(r) != 2 || r != (low | low << 8) || (capturable >>> i & 1) != 0) {
            return 0;
        }
        return color[i] == 0 ? low : low << 8;
    }

    /** Whether the piece in slot {@code i} can never leave its square (it may still be captured). */
    boolean immobile(int i) {
        return reach[i] == SquareSets.bit(square[i]) && (promoted >>> i & 1) == 0;
    }
}
