package org.chesseus.rules.l2.proof;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.Square;
import org.chesseus.api.mate.DeadPositionAnswer;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateReason;

/**
 * A dead position's proof (FIDE 5.2.2) told for people: which men are left where material proved
 * it ({@link Material}), which men are walled in, where the kings are confined and which squares no
 * man can reach where a blockade proved it, how many positions the search visited where every line
 * was closed. The blockade's squares come from the reachability fixpoint ({@link Reachability})
 * saturated without assumptions and without the cuts that serve one mater (the stalemate cut, the
 * counter-mates): its sets hold for every series of legal moves, so what the words say of them is
 * true of the game, even where the proof itself needed a cut or a case split (the words then say
 * less than the proof knew). Made only when a dead position is reported.
 */
public final class ProofWords {
    private static final int NARROW = 2;
    private static final String[] NAMES = {"pawn", "knight", "bishop", "rook", "queen", "king"};

    private ProofWords() {
    }

    /**
     * The proof of {@code answer}, a dead position of {@code board} (read on a copy made with
     * {@code legality}, which also writes the moves of a narrow position in SAN). Where the two
     * sides' proofs differ, a side proven by material is named first ("White's king alone cannot
     * mate"), then the costlier proof.
     */
    public static DeadPositionProof explain(Legality legality, SearchBoard board, DeadPositionAnswer answer) {
        MateReason kind = answer.reason().orElseThrow(() -> new IllegalArgumentException("the position is not dead"));
        SearchBoard copy = legality.board(board.toPosition());
        String prefix = "";
        for (Color side : Color.values()) {
            if (answer.of(side).reason() == MateReason.MATERIAL && kind != MateReason.MATERIAL) {
                prefix = men(copy, side.ordinal()) + " cannot mate; ";
            }
        }
        switch (kind) {
            case MATERIAL:
                return DeadPositionProof.inWords(kind, material(copy));
            case BLOCKADE:
                DeadPositionProof blockade = blockade(legality, copy);
                return new DeadPositionProof(kind, prefix + blockade.words(), blockade.walledIn(),
                        blockade.kingRegions(), blockade.unreachable());
            case GAME_OVER:
                return DeadPositionProof.inWords(kind, "the game is already over on the board");
            default:
                return DeadPositionProof.inWords(kind, prefix + searched(answer));
        }
    }

    /**
     * Both sides by material: "only the two kings", "only kings and a knight (White's, on g1)",
     * "only kings and bishops, all on dark squares (White's on c1, Black's on f8)".
     */
    static String material(SearchBoard board) {
        long men = board.occupied() & ~board.pieces(5) & ~board.pieces(11);
        if (men == 0) {
            return "only the two kings";
        }
        long bishops = board.pieces(2) | board.pieces(8);
        if (men == bishops && ((bishops & SquareSets.DARK) == 0 || (bishops & ~SquareSets.DARK) == 0)) {
            String colour = (bishops & SquareSets.DARK) != 0 ? "dark" : "light";
            return Long.bitCount(bishops) == 1 ? "only kings and a bishop on a " + colour + " square (" + owners(board, 2)
                    + ")" : "only kings and bishops, all on " + colour + " squares (" + owners(board, 2) + ")";
        }
        return "only kings and " + men(board, 0) + " against " + men(board, 1);
    }

    /** "White's on c1, Black's on f8", "White's, on g1": the men of a type by owner. */
    private static String owners(SearchBoard board, int type) {
        List<String> parts = new ArrayList<>();
        for (int color = 0; color < 2; color++) {
            long set = board.pieces(color * 6 + type);
            if (set != 0) {
                parts.add(Color.values()[color].title() + "'s" + (Long.bitCount(board.pieces(type) | board.pieces(6 + type)) == 1
                        ? ", on " : " on ") + squares(set));
            }
        }
        return String.join(", ", parts);
    }

    /** White's men but the king, in words: "a knight on g1", "nothing". */
    private static String men(SearchBoard board, int color) {
        List<String> parts = new ArrayList<>();
        for (int type = 0; type < 5; type++) {
            long set = board.pieces(color * 6 + type);
            if (set != 0) {
                parts.add((Long.bitCount(set) == 1 ? "a " + NAMES[type] : NAMES[type] + "s") + " on " + squares(set));
            }
        }
        String who = Color.values()[color].title() + "'s king";
        return parts.isEmpty() ? who + " alone" : who + " with " + String.join(", ", parts);
    }

    /** "every line in which Black could mate was closed by a search of 5 positions", for each side searched. */
    private static String searched(DeadPositionAnswer answer) {
        List<String> parts = new ArrayList<>();
        for (Color side : Color.values()) {
            MateAnswer one = answer.of(side);
            if (one.reason() == MateReason.SEARCH || one.reason() == MateReason.SEVENTY_FIVE_MOVES) {
                parts.add("every line in which " + side.title() + " could mate was closed by a search of "
                        + String.format(Locale.ROOT, "%,d", one.nodes()) + (one.nodes() == 1 ? " position" : " positions"));
            } else if (one.reason() == MateReason.BLOCKADE) {
                parts.add(side.title() + " is walled in by a blockade");
            }
        }
        return String.join("; ", parts);
    }

    /** The blockade read off the fixpoint without assumptions. */
    private static DeadPositionProof blockade(Legality legality, SearchBoard board) {
        Reachability r = new Reachability();
        r.load(board);
        r.mater = -1;
        r.stalemateCut.enable(false);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(-1);
        List<String> clauses = new ArrayList<>();
        if (r.steadySquares != 0) {
            clauses.add(walledIn(board, r.steadySquares));
        } else if (board.countLegalMoves() <= NARROW) {
            return DeadPositionProof.inWords(MateReason.BLOCKADE, narrow(legality, board));
        }
        Map<Color, List<Square>> regions = new EnumMap<>(Color.class);
        List<String> kings = new ArrayList<>();
        for (int color = 0; color < 2; color++) {
            long region = r.reach[r.kingSlot[color]];
            regions.put(Color.values()[color], list(region));
            kings.add((color == 0 ? "White's king is confined to " : "Black's to ") + Long.bitCount(region)
                    + (Long.bitCount(region) == 1 ? " square" : " squares") + " (" + ranks(region) + ")");
        }
        clauses.add(String.join(", ", kings));
        long unreachable = ~r.nonClear;
        if (unreachable != 0) {
            clauses.add("no man can ever reach " + (Long.bitCount(unreachable) <= 16 ? squares(unreachable)
                    : Long.bitCount(unreachable) + " squares"));
        }
        return new DeadPositionProof(MateReason.BLOCKADE, String.join("; ", clauses), list(r.steadySquares), regions,
                list(unreachable));
    }

    /**
     * A narrow position whose proof lay in the positions its moves lead to ({@link NarrowLines}):
     * "the only legal move, Kxb2, leaves only the two kings".
     */
    private static String narrow(Legality legality, SearchBoard board) {
        Position position = board.toPosition();
        MoveNotation notation = legality.notation(false);
        List<String> parts = new ArrayList<>();
        for (Move move : legality.legalMoves(position)) {
            SearchBoard after = legality.board(legality.play(position, move));
            boolean bare = Material.cannotMate(after, 0) && Material.cannotMate(after, 1);
            parts.add(notation.san(position, move) + (bare ? " leaves " + material(after)
                    : " leads to a blockade"));
        }
        return parts.size() == 1 ? "the only legal move, " + parts.get(0).replaceFirst(" ", ", ")
                : "each legal move leads to a dead position: " + String.join("; ", parts);
    }

    /** "the pawns on a4, a5, c4 are blocked for ever", with the other men walled in named by kind. */
    private static String walledIn(SearchBoard board, long steady) {
        List<String> parts = new ArrayList<>();
        for (int type = 0; type < 6; type++) {
            long set = steady & (board.pieces(type) | board.pieces(6 + type));
            if (set != 0) {
                parts.add("the " + NAMES[type] + (Long.bitCount(set) == 1 ? " on " : "s on ") + squares(set));
            }
        }
        String men = parts.size() == 1 ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
        return men + (Long.bitCount(steady) == 1 ? " is" : " are") + " blocked for ever";
    }

    /** "rank 1–3", "rank 6": the ranks a set of squares spans. */
    private static String ranks(long set) {
        int low = Long.numberOfTrailingZeros(set) / 8 + 1;
        int high = (63 - Long.numberOfLeadingZeros(set)) / 8 + 1;
        return low == high ? "rank " + low : "ranks " + low + "\u2013" + high;
    }

    private static String squares(long set) {
        List<String> names = new ArrayList<>();
        for (Square square : list(set)) {
            names.add(square.toString());
        }
        return String.join(", ", names);
    }

    private static List<Square> list(long set) {
        List<Square> squares = new ArrayList<>(Long.bitCount(set));
        for (long rest = set; rest != 0; rest &= rest - 1) {
            squares.add(Square.of(Long.numberOfTrailingZeros(rest)));
        }
        return squares;
    }
}
