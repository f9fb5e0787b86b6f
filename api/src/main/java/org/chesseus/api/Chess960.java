package org.chesseus.api;

import java.util.List;

/**
 * The 960 start positions of Chess960 (FIDE Laws, Guidelines II.2) by their Scharnagl number,
 * 0–959: the light-squared bishop on b, d, f or h by {@code n mod 4}; the dark-squared bishop on
 * a, c, e or g by the next digit base 4; the queen on the {@code (n div 16) mod 6}-th empty square
 * from a; the knights on two of the five squares left by {@code n div 96} (0 = the first two, …, 9
 * = the last two); rook, king, rook on the last three. Black mirrors White; both sides keep both
 * castling rights, keyed by the rooks' files. Number 518 is the standard array ({@code
 * rnbqkbnr}).
 */
public final class Chess960 {
    /** How many start positions there are. */
    public static final int COUNT = 960;
    /** The number of the standard array, {@code RNBQKBNR}. */
    public static final int STANDARD = 518;

    /** The knights' two squares among the five left empty, for {@code n div 96} = 0–9. */
    private static final int[][] KNIGHTS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
    };

    private Chess960() {
    }

    /**
     * The pieces of the first rank of position {@code number}, files a to h (bishop, bishop,
     * queen, knight, knight, rook, king, rook for 0).
     *
     * @throws IllegalArgumentException when the number is not in 0–959
     */
    public static List<PieceType> backRank(int number) {
        return List.of(arrange(number));
    }

    private static PieceType[] arrange(int number) {
        if (number < 0 || number >= COUNT) {
            throw new IllegalArgumentException("a Chess960 start position is numbered 0-959, not " + number);
        }
        PieceType[] rank = new PieceType[8];
        rank[2 * (number % 4) + 1] = PieceType.BISHOP;
        rank[2 * (number / 4 % 4)] = PieceType.BISHOP;
        int rest = number / 16;
        rank[empty(rank, rest % 6)] = PieceType.QUEEN;
        int[] knights = KNIGHTS[rest / 6];
        int first = empty(rank, knights[0]);
        int second = empty(rank, knights[1]);
        rank[first] = PieceType.KNIGHT;
        rank[second] = PieceType.KNIGHT;
        PieceType[] last = {PieceType.ROOK, PieceType.KING, PieceType.ROOK};
        for (PieceType piece : last) {
            rank[empty(rank, 0)] = piece;
        }
        return rank;
    }

    /**
     * Start position {@code number}: White to move, full castling rights, no en passant, clock 0,
     * move 1.
     *
     * @throws IllegalArgumentException when the number is not in 0–959
     */
    public static Position position(int number) {
        PieceType[] rank = arrange(number);
        Position.Builder builder = Position.builder();
        CastlingRights rights = CastlingRights.NONE;
        for (File file : File.values()) {
            PieceType piece = rank[file.ordinal()];
            builder.put(Square.of(file, Rank.R1), Piece.of(Color.WHITE, piece));
            builder.put(Square.of(file, Rank.R2), Piece.WHITE_PAWN);
            builder.put(Square.of(file, Rank.R7), Piece.BLACK_PAWN);
            builder.put(Square.of(file, Rank.R8), Piece.of(Color.BLACK, piece));
            if (piece == PieceType.ROOK) {
                rights = rights.with(Color.WHITE, file).with(Color.BLACK, file);
            }
        }
        return builder.castlingRights(rights).build();
    }

    /** The {@code index}-th empty file (from 0) of a rank being filled. */
    private static int empty(PieceType[] rank, int index) {
        int seen = 0;
        for (int file = 0; file < rank.length; file++) {
            if (rank[file] == null) {
                if (seen == index) {
                    return file;
                }
                seen++;
            }
        }
        throw new IllegalStateException("no empty file no. " + index);
    }
}
