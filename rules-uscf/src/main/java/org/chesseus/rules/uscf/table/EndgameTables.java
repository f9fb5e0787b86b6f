package org.chesseus.rules.uscf.table;

import static java.util.Objects.requireNonNull;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.CastlingRights;
import org.chesseus.api.Color;
import org.chesseus.api.Piece;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Forced mates of four pieces or fewer, answered exactly from tables made by retrograde analysis
 * ({@link TableBuilder}) in memory on first use, one per material, and kept for the life of the
 * process. A position is covered when it has at most {@link #MAX_PIECES} pieces, no castling right,
 * and the mating side has no pawn (the defender's pawns, promotions and captures are followed into
 * the smaller tables). US Chess 14E meets these tables with a king and a minor piece or two knights
 * against a bare king or a king and one piece: KNvK, KBvK, KNNvK, and KN or KB against KP, KN, KB, KR
 * or KQ. A table of four pieces takes 5 MB without pawns (the eight symmetries folded) and 17 MB
 * with them, and a few seconds to make. Safe to share between threads.
 */
public final class EndgameTables {
    /** The most pieces, kings included, a table holds. */
    public static final int MAX_PIECES = 4;

    private static final EndgameTables SHARED = new EndgameTables();

    private final Map<Material, Table> tables = new HashMap<>();

    /** The tables of this process. */
    public static EndgameTables shared() {
        return SHARED;
    }

    /**
     * Can {@code mater} force mate in {@code position}, against any defence? Empty when the tables
     * do not cover the position.
     */
    public Optional<TableAnswer> forcedMate(Position position, Color mater) {
        requireNonNull(position, "position");
        requireNonNull(mater, "mater");
        int[] sides = new int[MAX_PIECES];
        int[] types = new int[MAX_PIECES];
        int[] squares = new int[MAX_PIECES];
        int count = 0;
        if (!position.castlingRights().equals(CastlingRights.NONE) || Long.bitCount(position.occupied()) > MAX_PIECES) {
            return Optional.empty();
        }
        for (Square square : Square.values()) {
            Optional<Piece> piece = position.pieceAt(square);
            if (piece.isEmpty()) {
                continue;
            }
            sides[count] = piece.get().color() == mater ? 0 : 1;
            types[count] = piece.get().type().ordinal();
            if (sides[count] == 0 && types[count] == Geometry.PAWN) {
                return Optional.empty();
            }
            squares[count++] = mater == Color.WHITE ? square.ordinal() : square.ordinal() ^ 56;
        }
        Material material = Material.sort(sides, types, squares, count);
        int stm = position.sideToMove() == mater ? 0 : 1;
        int plies = material.materBare() ? Table.NO_MATE : table(material).plies(squares, stm);
        return Optional.of(new TableAnswer(material.name(), plies != Table.NO_MATE, Math.max(plies, 0)));
    }

    /** The solved table of a material, made on first request (with the smaller tables it leads to). */
    synchronized Table table(Material material) {
        Table table = tables.get(material);
        if (table == null) {
            table = new TableBuilder(this, material).build();
            tables.put(material, table);
        }
        return table;
    }

    /** The table of the material named in {@code notation} ({@code KBNvK}), mater first; for tests. */
    Table table(String notation) {
        String[] parts = notation.split("v");
        int total = parts[0].length() + parts[1].length();
        int[] sides = new int[total];
        int[] types = new int[total];
        int[] squares = new int[total];
        int count = 0;
        for (int side = 0; side < 2; side++) {
            for (char letter : parts[side].toCharArray()) {
                sides[count] = side;
                types[count++] = "PNBRQK".indexOf(letter);
            }
        }
        return table(Material.sort(sides, types, squares, count));
    }
}
