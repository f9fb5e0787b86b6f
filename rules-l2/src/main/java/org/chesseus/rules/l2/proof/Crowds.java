package org.chesseus.rules.l2.proof;

/**
 * Crowds: two or more pieces of one side, never captured and never promoted, whose reach sets
 * together cover a region of exactly one square more than they are (bishops packed behind their
 * pawns with one free square, a king among them). They stand in the region at every moment, on
 * distinct squares, so at most one square of it is ever free of them (a sliding puzzle with one
 * hole). The generalisation of {@link Shuttles} (one piece, two squares). Two sources: the
 * connected reach sets of the present state, and regions the board foretells for bishops (their
 * diagonal region over empty squares and each other's), kept while the present state confirms
 * them: every fact is read off the present state, so the fixpoint's final pass checks it.
 *
 * <p><b>Steps.</b> Any other piece standing in the region fills it, so no other piece of that side
 * ever steps from one square of the region to another (the target holds a piece of its own side),
 * and no pawn of either side pushes from one square of it to another (the target is occupied). A
 * piece of the other side may still step there: by capturing a member, which the fixpoint then
 * counts, and the crowd dissolves. The flood fill excludes these steps; a slider's long move
 * through the region is a chain of such steps and is excluded too, as it would pass an occupied
 * square.
 *
 * <p><b>Attacks.</b> Where all members are bishops, at every moment they stand on all squares of
 * the region but one, the hole {@code p}; so a square attacked from the region minus {@code p} for
 * every choice of {@code p} is attacked at every moment. Rays are cut at every square any piece may
 * ever stand on outside the region, at the members' squares, and at the hole itself unless only
 * members can ever stand on it (then it is empty). A pinned bishop attacks too.
 */
final class Crowds {
    private static final int REACH_LIMIT = 12;
    private static final int MAX = 16;
    private final long[] region = new long[MAX];
    private final long[] members = new long[MAX];
    private final int[] colorOf = new int[MAX];
    private int count;
    private final long[] foretoldRegion = new long[MAX];
    private final long[] foretoldMembers = new long[MAX];
    private final int[] foretoldColor = new int[MAX];
    private int foretold;
    /** Per colour, the union of its crowds' regions. */
    final long[] squares = new long[2];

    /**
     * Reads the bishop crowds the board foretells: for each side and square colour, the regions its
     * bishops can roam over empty squares and each other's squares; a region with one square more
     * than bishops is a candidate, kept by {@link #derive} while its bishops stay in it.
     */
    void load(Reachability r) {
        foretold = 0;
        long empty = ~r.board.occupied();
        for (int c = 0; c < 2; c++) {
            long bishops = 0;
            for (long slots = r.slotsOf[c]; slots != 0; slots &= slots - 1) {
                int i = Long.numberOfTrailingZeros(slots);
                if (r.type[i] == Reachability.BISHOP) {
                    bishops |= 1L << i;
                }
            }
            long bishopSquares = 0;
            for (long slots = bishops; slots != 0; slots &= slots - 1) {
                bishopSquares |= SquareSets.bit(r.square[Long.numberOfTrailingZeros(slots)]);
            }
            while (bishops != 0 && foretold < MAX) {
                int first = Long.numberOfTrailingZeros(bishops);
                long area = SquareSets.fill(Reachability.BISHOP, SquareSets.bit(r.square[first]), empty | bishopSquares);
                long group = 0;
                for (long slots = bishops; slots != 0; slots &= slots - 1) {
                    int i = Long.numberOfTrailingZeros(slots);
                    if ((area >>> r.square[i] & 1) != 0) {
                        group |= 1L << i;
                    }
                }
                bishops &= ~group;
                if (Long.bitCount(group) >= 2 && Long.bitCount(area) == Long.bitCount(group) + 1) {
                    foretoldRegion[foretold] = area;
                    foretoldMembers[foretold] = group;
                    foretoldColor[foretold] = c;
                    foretold++;
                }
            }
        }
    }

    /** Finds the crowds of the present state (after {@code capturable} and the reach sets are known). */
    void derive(Reachability r) {
        count = 0;
        squares[0] = 0;
        squares[1] = 0;
        long taken = 0;
        for (int f = 0; f < foretold; f++) {
            if (holds(r, foretoldRegion[f], foretoldMembers[f])) {
                add(foretoldRegion[f], foretoldMembers[f], foretoldColor[f]);
                taken |= foretoldMembers[f];
            }
        }
        for (int c = 0; c < 2; c++) {
            long pool = 0;
            for (long slots = r.slotsOf[c] & ~r.capturable & ~r.promoted & ~taken; slots != 0; slots &= slots - 1) {
                int i = Long.numberOfTrailingZeros(slots);
                int size = Long.bitCount(r.reach[i]);
                if (size >= 2 && size <= REACH_LIMIT) {
                    pool |= 1L << i;
                }
            }
            while (pool != 0 && count < MAX) {
                long group = Long.lowestOneBit(pool);
                long area = r.reach[Long.numberOfTrailingZeros(group)];
                boolean grew = true;
                while (grew) {
                    grew = false;
                    for (long rest = pool & ~group; rest != 0; rest &= rest - 1) {
                        int j = Long.numberOfTrailingZeros(rest);
                        if ((r.reach[j] & area) != 0) {
                            group |= 1L << j;
                            area |= r.reach[j];
                            grew = true;
                        }
                    }
                }
                pool &= ~group;
                int size = Long.bitCount(group);
                if (size >= 2 && Long.bitCount(area) == size + 1) {
                    add(area, group, c);
                }
            }
        }
    }

    /** How many crowds the last {@link #derive} found. */
    int count() {
        return count;
    }

    /** The region of crowd {@code k}. */
    long region(int k) {
        return region[k];
    }

    /** The member slots of crowd {@code k}. */
    long members(int k) {
        return members[k];
    }

    /** The side of crowd {@code k}. */
    int color(int k) {
        return colorOf[k];
    }

    /** Whether the members are never captured, never promoted, and stay in the region in the present state. */
    private static boolean holds(Reachability r, long area, long group) {
        if ((group & (r.capturable | r.promoted)) != 0) {
            return false;
        }
        for (; group != 0; group &= group - 1) {
            if ((r.reach[Long.numberOfTrailingZeros(group)] & ~area) != 0) {
                return false;
            }
        }
        return true;
    }

    private void add(long area, long group, int c) {
        if (count < MAX) {
            region[count] = area;
            members[count] = group;
            colorOf[count] = c;
            squares[c] |= area;
            count++;
        }
    }

    /** Squares of {@code i}'s side's crowds (not its own) from which it may not step to {@code x}'s region: none if none. */
    long regionOf(Reachability r, int i, int x) {
        long own = squares[r.color[i]];
        if ((own >>> x & 1) == 0) {
            return 0;
        }
        for (int k = 0; k < count; k++) {
            if (colorOf[k] == r.color[i] && (region[k] >>> x & 1) != 0 && (members[k] >>> i & 1) == 0) {
                return region[k];
            }
        }
        return 0;
    }

    /** The regions of {@code i}'s side's crowds it is not a member of. */
    long foreignRegions(Reachability r, int i) {
        long regions = 0;
        for (int k = 0; k < count; k++) {
            if (colorOf[k] == r.color[i] && (members[k] >>> i & 1) == 0) {
                regions |= region[k];
            }
        }
        return regions;
    }

    /** Steps of the piece in slot {@code i} out of the crowd regions it may enter, from {@code reach}. */
    long stepsOut(Reachability r, int i, int pieceType, long reach) {
        long steps = 0;
        for (int k = 0; k < count; k++) {
            if (colorOf[k] == r.color[i] && (members[k] >>> i & 1) == 0 && (reach & region[k]) != 0) {
                steps |= SquareSets.spread(pieceType, reach & region[k]) & ~region[k];
            }
        }
        return steps;
    }

    /**
     * Squares from which the pawn in slot {@code i} can never push: in a crowd's region with the
     * square ahead in it too, the pawn not a member; crowds holding the king of colour {@code
     * withoutKing} (0 or 1; -1 for none) left out.
     */
    long pushBlocked(Reachability r, int i, int withoutKing) {
        long blocked = 0;
        int c = r.color[i];
        for (int k = 0; k < count; k++) {
            boolean voided = withoutKing >= 0 && (members[k] >>> r.kingSlot[withoutKing] & 1) != 0;
            if ((members[k] >>> i & 1) == 0 && !voided) {
                long area = region[k];
                blocked |= area & (c == 0 ? area >>> 8 : area << 8);
            }
        }
        return blocked;
    }

    /** Squares the all-bishop crowds of colour {@code c} attack at every moment (see the class comment). */
    long attacks(Reachability r, int c) {
        long attacked = 0;
        for (int k = 0; k < count; k++) {
            if (colorOf[k] == c && allBishops(r, members[k])) {
                attacked |= holeProofAttacks(r, k);
            }
        }
        return attacked;
    }

    private static boolean allBishops(Reachability r, long group) {
        for (; group != 0; group &= group - 1) {
            if (r.type[Long.numberOfTrailingZeros(group)] != Reachability.BISHOP) {
                return false;
            }
        }
        return true;
    }

    private long holeProofAttacks(Reachability r, int k) {
        long area = region[k];
        long others = 0;
        for (int j = 0; j < r.count; j++) {
            if ((members[k] >>> j & 1) == 0) {
                others |= r.reach[j];
            }
        }
        long outside = r.nonClear & ~area;
        long common = SquareSets.ALL;
        for (long holes = area; holes != 0 && common != 0; holes &= holes - 1) {
            long hole = Long.lowestOneBit(holes);
            long blockers = outside | area & ~hole | hole & others;
            long attacked = 0;
            for (long stands = area & ~hole; stands != 0; stands &= stands - 1) {
                attacked |= r.board.attacks(Reachability.BISHOP, colorOf[k], Long.numberOfTrailingZeros(stands), blockers);
            }
            common &= attacked;
        }
        return common;
    }
}
