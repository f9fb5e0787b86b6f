package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.FILES;
import static org.chesseus.search.eval.BoardGeometry.KING_ZONE;

import java.util.Objects;
import org.chesseus.api.SearchBoard;

/**
 * The tuned evaluation: a middlegame and an endgame sum of weighted {@link Terms terms} (material,
 * piece-square tables, pawn structure, mobility over safe squares, king attack and shelter, bishop
 * pair, rooks on open files, the seventh and an enemy queen's file, threats by pawns, minor pieces,
 * rooks and the king, hanging pieces, safe checks, outposts, minor pieces behind pawns and near their
 * king, a bishop's pawns on its colour, bishops on the long diagonals, pressure on
 * squares (pawn-push threats, contested squares, space, a weak king zone), tempo), blended by the phase — the
 * non-pawn material left (knight and bishop 1, rook 2, queen 4; 24 at the start) — with the endgame
 * sum scaled down in drawish material (opposite bishops alone, a pawnless side at most a minor
 * ahead). Linear in the {@link Weights} for a given phase and scale, which is what Texel tuning needs.
 *
 * <p>Allocation-free; one instance per searching thread (it keeps the sums of the last evaluation).
 */
public final class TaperedEvaluator implements Evaluator {
    /** The phase of the full set of pieces. */
    public static final int MAX_PHASE = 24;
    /** The endgame scale of an ordinary position. */
    public static final int NORMAL_SCALE = 128;
    private static final int[] PHASE_OF_TYPE = {0, 1, 1, 2, 4, 0};
    private static final int[] MOBILITY = {0, Terms.MOBILITY_KNIGHT, Terms.MOBILITY_BISHOP, Terms.MOBILITY_ROOK,
            Terms.MOBILITY_QUEEN};
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    private final TermSum sum;
    private final PawnHashTable pawnTable;
    private final AttackMaps maps = new AttackMaps();
    private int phase;
    private int scale;

    /** The evaluation with the tuned weights shipped in {@link Weights#RESOURCE}. */
    public TaperedEvaluator() {
        this(Shipped.WEIGHTS, false);
    }

    /** The evaluation with these weights. */
    public TaperedEvaluator(Weights weights) {
        this(weights, false);
    }

    private TaperedEvaluator(Weights weights, boolean tracing) {
        this.sum = new TermSum(Objects.requireNonNull(weights, "weights"), tracing);
        this.pawnTable = tracing ? null : new PawnHashTable();
    }

    /** An evaluation that also records the count of every term (for tuning; slower). */
    public static TaperedEvaluator tracing(Weights weights) {
        return new TaperedEvaluator(weights, true);
    }

    @Override
    public int evaluate(SearchBoard board) {
        int white = evaluateForWhite(board);
        return board.sideToMove() == 0 ? white : -white;
    }

    /** The score from White's side, in centipawns. */
    public int evaluateForWhite(SearchBoard board) {
        sum.reset();
        maps.compute(board);
        side(board, 0, 1);
        side(board, 1, -1);
        pawnStructure(board);
        sum.add(Terms.TEMPO, board.sideToMove() == 0 ? 1 : -1);
        phase = phase(board);
        scale = DrawScale.of(board, sum.eg);
        return (sum.mg * phase + sum.eg * (MAX_PHASE - phase) * scale / NORMAL_SCALE) / MAX_PHASE;
    }

    /** The phase of the last evaluation: 0 (bare kings and pawns) … {@link #MAX_PHASE}. */
    public int phase() {
        return phase;
    }

    /** The endgame scale of the last evaluation, out of {@link #NORMAL_SCALE}. */
    public int scale() {
        return scale;
    }

    /** The term counts of the last evaluation (White minus Black), when {@link #tracing tracing}; else {@code null}. */
    public int[] counts() {
        return sum.counts();
    }

    private static int phase(SearchBoard board) {
        int phase = 0;
        for (int type = 1; type <= 4; type++) {
            phase += PHASE_OF_TYPE[type] * Long.bitCount(board.pieces(type) | board.pieces(6 + type));
        }
        return Math.min(phase, MAX_PHASE);
    }

    private void side(SearchBoard board, int color, int sign) {
        int them = 1 - color;
        long ownPawns = board.pieces(color * 6);
        long enemyPawns = board.pieces(them * 6);
        long enemyQueens = board.pieces(them * 6 + 4);
        for (int type = 0; type < 6; type++) {
            long set = board.pieces(color * 6 + type);
            if (type < 5) {
                sum.add(Terms.MATERIAL + type, sign * Long.bitCount(set));
            }
            for (; set != 0; set &= set - 1) {
                int square = Long.numberOfTrailingZeros(set);
                sum.add(Terms.pst(type, color == 0 ? square : square ^ 56), sign);
            }
        }
        long safe = ~board.occupied(color) & ~maps.by[them][0];
        long zone = KING_ZONE[board.kingSquare(them)];
        int attackers = 0;
        for (int i = maps.start[color]; i < maps.start[color + 1]; i++) {
            int type = maps.types[i];
            long attacks = maps.attacks[i];
            sum.add(MOBILITY[type] + Long.bitCount(attacks & safe), sign);
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                sum.add(Terms.KING_ATTACK + type - 1, sign * Long.bitCount(hits));
            }
            if (type == 3) {
                rook(maps.squares[i], color, sign, ownPawns, enemyPawns, enemyQueens);
            }
        }
        if (attackers > 0) {
            sum.add(Terms.KING_ATTACKERS + Math.min(attackers, 5) - 1, sign);
        }
        if (Long.bitCount(board.pieces(color * 6 + 2)) >= 2) {
            sum.add(Terms.BISHOP_PAIR, sign);
        }
        long targets = board.occupied(them) & ~enemyPawns & ~board.pieces(them * 6 + 5);
        sum.add(Terms.THREAT_BY_PAWN, sign * Long.bitCount(maps.by[color][0] & targets));
        Threats.add(sum, board, maps, color, sign);
        MinorPieces.add(sum, board, maps, color, sign);
        Pressure.add(sum, board, maps, color, sign);
        KingShelter.add(sum, color, sign, board.kingSquare(color), ownPawns, enemyPawns);
    }

    /** The pawn terms: those of the pawns alone from the pawn hash table (computed when tracing), then the passed pawns' others. */
    private void pawnStructure(SearchBoard board) {
        long white = board.pieces(0);
        long black = board.pieces(6);
        long passed = pawnTable == null ? PawnStructure.addPawnTerms(sum, white, black)
                : pawnTable.addPawnTerms(sum, white, black);
        if (passed != 0) {
            PawnStructure.addPassedTerms(sum, board, maps, 0, 1, passed & white);
            PawnStructure.addPassedTerms(sum, board, maps, 1, -1, passed & black);
        }
    }

    private void rook(int square, int color, int sign, long ownPawns, long enemyPawns, long enemyQueens) {
        long file = FILES[square & 7];
        if ((file & ownPawns) == 0) {
            sum.add((file & enemyPawns) == 0 ? Terms.ROOK_OPEN : Terms.ROOK_HALF_OPEN, sign);
        }
        if ((file & enemyQueens) != 0) {
            sum.add(Terms.ROOK_QUEEN_FILE, sign);
        }
        if (BoardGeometry.relativeRank(square, color) == 6) {
            sum.add(Terms.ROOK_SEVENTH, sign);
        }
    }

    /** Bishops on squares of both colours. */
    static boolean oppositeColours(long first, long second) {
        return ((first & LIGHT_SQUARES) == 0) != ((second & LIGHT_SQUARES) == 0);
    }

    /** The shipped weights, read once on first use. */
    private static final class Shipped {
        static final Weights WEIGHTS = Weights.tuned();
    }
}
