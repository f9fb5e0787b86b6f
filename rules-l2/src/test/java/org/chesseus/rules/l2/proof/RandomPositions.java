package org.chesseus.rules.l2.proof;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.chesseus.api.FenException;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.Move;

/**
 * Random legal positions (the side not to move not in check) as FEN, each drawn from a seed. Small
 * ones (at most six pieces): kings anywhere apart plus a few random pieces, or plus pawn rams (a
 * white pawn with a black pawn right in front of it) and a piece. Walled ones: a chain of rams
 * across the board, no two neighbouring files without one, the kings on either side of it, and a
 * few more pieces: the kind of position a blockade proof answers.
 */
public final class RandomPositions {
    private static final String PIECES = "PPPPBBNNRQ";

    private RandomPositions() {
    }

    /** Kings and up to four random pieces. */
    public static Arbitrary<String> any() {
        return Arbitraries.longs().map(seed -> draw(new Random(seed), false));
    }

    /**
     * Like {@link #any()}, with up to five more pieces, where the side to move has one or two
     * legal moves (mostly a check to answer): where the static proof tries every reply.
     */
    public static Arbitrary<String> narrow() {
        return Arbitraries.longs().map(seed -> drawNarrow(new Random(seed)));
    }

    private static String drawNarrow(Random random) {
        while (true) {
            char[] board = new char[64];
            int white = random.nextInt(64);
            int black = random.nextInt(64);
            if (Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1) {
                continue;
            }
            board[white] = 'K';
            board[black] = 'k';
            int extra = 2 + random.nextInt(4);
            for (int n = 0; n < extra; n++) {
                place(random, board, PIECES.charAt(random.nextInt(PIECES.length())), random.nextBoolean());
            }
            String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen)) {
                int moves = Boards.of(fen).countLegalMoves();
                if (moves >= 1 && moves <= NarrowLines.WIDTH) {
                    return fen;
                }
            }
        }
    }

    /** Kings and up to four pieces, no pawn: the men of a pawnless ending. */
    public static Arbitrary<String> pawnless() {
        return Arbitraries.longs().map(seed -> drawPawnless(new Random(seed)));
    }

    private static String drawPawnless(Random random) {
        while (true) {
            char[] board = new char[64];
            int white = random.nextInt(64);
            int black = random.nextInt(64);
            if (Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1) {
                continue;
            }
            board[white] = 'K';
            board[black] = 'k';
            int extra = 1 + random.nextInt(4);
            for (int n = 0; n < extra; n++) {
                place(random, board, PIECES.charAt(4 + random.nextInt(PIECES.length() - 4)), random.nextBoolean());
            }
            String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen)) {
                return fen;
            }
        }
    }

    /** Kings, one or two pawn rams, and at most one more piece. */
    public static Arbitrary<String> rammed() {
        return Arbitraries.longs().map(seed -> draw(new Random(seed), true));
    }

    /** A wall of rams across the board, a king on each side, and up to three more pieces. */
    public static Arbitrary<String> walled() {
        return Arbitraries.longs().map(seed -> drawWalled(new Random(seed), false));
    }

    /** Like {@link #walled()}, but the kings anywhere and up to four more pieces of any kind. */
    public static Arbitrary<String> breachedWalls() {
        return Arbitraries.longs().map(seed -> drawWalled(new Random(seed), true));
    }

    /**
     * A white king walled in for good (one of a few cages read off CHA-Solver's positions: own
     * pawns rammed by enemy pawns, an enemy pawn guarded by another, squares only enemy pawns
     * attack), mirrored left to right at random and, half the time, turned into a black king's
     * cage by swapping the colours and flipping the board; then the other king and a few pieces
     * of the other side (and at times one more of the caged side) anywhere: the kind of position
     * where a move of the other side may checkmate the walled-in king.
     */
    public static Arbitrary<String> cagedKings() {
        return Arbitraries.longs().map(seed -> drawCaged(new Random(seed)));
    }

    /** Cages of a white king: squares of the king and the pieces, a1 = 0, as "Ke1 Pd2 pd3 ...". */
    private static final String[] CAGES = {
        "Kh1 Pg2 pg3 ph2",
        "Kd1 Pc2 Pe2 pc3 pe3 pd2",
        "Ka3 Pa2 Pb2 Pb3 Pb4 pb5",
        "Kh1 Pg2 Ph2 pg3 ph3 pf3",
        "Ka1 Pa2 Pb2 pa3 pb3 pc3",
        "Kc1 Pb2 Pc2 Pd2 pb3 pc3 pd3 pa3 pe3",
    };

    private static String drawCaged(Random random) {
        while (true) {
            char[] board = new char[64];
            boolean mirror = random.nextBoolean();
            for (String item : CAGES[random.nextInt(CAGES.length)].split(" ")) {
                int file = item.charAt(1) - 'a';
                int square = (item.charAt(2) - '1') * 8 + (mirror ? 7 - file : file);
                board[square] = item.charAt(0);
            }
            int extra = 1 + random.nextInt(3);
            for (int n = 0; n < extra; n++) {
                place(random, board, "NNBRQP".charAt(random.nextInt(6)), false);
            }
            if (random.nextInt(3) == 0) {
                place(random, board, "PBN".charAt(random.nextInt(3)), true);
            }
            place(random, board, 'K', false);
            boolean flip = random.nextBoolean();
            char[] placed = flip ? flipped(board) : board;
            String fen = fen(placed) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen) && fen.indexOf('k') >= 0 && fen.indexOf('K') >= 0) {
                return fen;
            }
        }
    }

    /** The board upside down with the colours swapped. */
    private static char[] flipped(char[] board) {
        char[] flipped = new char[64];
        for (int square = 0; square < 64; square++) {
            char piece = board[square];
            if (piece != 0) {
                boolean white = Character.isUpperCase(piece);
                flipped[(7 - (square >> 3)) * 8 + (square & 7)] = white ? Character.toLowerCase(piece) : Character.toUpperCase(piece);
            }
        }
        return flipped;
    }

    /** The lines of a test resource, comments and blank lines skipped. */
    static List<String> resourceLines(String resource) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                RandomPositions.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            return in.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * One of {@code seeds} with up to three random changes (a piece other than a king removed, a
     * piece added, a piece moved to an empty square) and either side to move; never an illegal
     * position.
     */
    static Arbitrary<String> mutated(List<String> seeds) {
        return Arbitraries.longs().map(seed -> mutate(new Random(seed), seeds));
    }

    private static String mutate(Random random, List<String> seeds) {
        while (true) {
            char[] board = placement(seeds.get(random.nextInt(seeds.size())).split(" ")[0]);
            int changes = random.nextInt(4);
            for (int n = 0; n < changes; n++) {
                int from = random.nextInt(64);
                char piece = board[from];
                int kind = random.nextInt(3);
                if (kind == 0 && piece != 0 && Character.toUpperCase(piece) != 'K') {
                    board[from] = 0;
                } else if (kind == 1) {
                    place(random, board, PIECES.charAt(random.nextInt(PIECES.length())), random.nextBoolean());
                } else if (piece != 0) {
                    int to = random.nextInt(64);
                    boolean pawnOnEdge = Character.toUpperCase(piece) == 'P' && (to < 8 || to >= 56);
                    if (board[to] == 0 && !pawnOnEdge) {
                        board[to] = piece;
                        board[from] = 0;
                    }
                }
            }
            String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen)) {
                return fen;
            }
        }
    }

    /** The squares of a FEN placement field (a1 = 0). */
    private static char[] placement(String field) {
        char[] board = new char[64];
        int rank = 7;
        int file = 0;
        for (char c : field.toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                board[rank * 8 + file++] = c;
            }
        }
        return board;
    }

    private static String drawWalled(Random random, boolean breached) {
        while (true) {
            char[] board = new char[64];
            int low = 7;
            int high = 0;
            int rank = 1 + random.nextInt(5);
            boolean previousEmpty = true;
            for (int file = 0; file < 8; file++) {
                if (!previousEmpty && file > 0 && random.nextInt(4) == 0) {
                    previousEmpty = true;
                    continue;
                }
                // Rams on neighbouring files one rank apart never touch diagonally: a pawn chain.
                if (!previousEmpty) {
                    rank = rank == 1 ? 2 : rank == 5 ? 4 : rank + (random.nextBoolean() ? 1 : -1);
                }
                board[rank * 8 + file] = 'P';
                board[(rank + 1) * 8 + file] = 'p';
                low = Math.min(low, rank);
                high = Math.max(high, rank + 1);
                previousEmpty = false;
            }
            if (high >= 7 || !(breached ? kingsAnywhere(random, board) : kingsApart(random, board, low, high))) {
                continue;
            }
            int extra = random.nextInt(breached ? 5 : 4);
            String kinds = breached ? "PPPBBNRQ" : "PPBBN";
            for (int n = 0; n < extra; n++) {
                place(random, board, kinds.charAt(random.nextInt(kinds.length())), random.nextBoolean());
            }
            String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen)) {
                return fen;
            }
        }
    }

    private static boolean kingsAnywhere(Random random, char[] board) {
        int white = random.nextInt(64);
        int black = random.nextInt(64);
        boolean near = Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1;
        if (near || board[white] != 0 || board[black] != 0) {
            return false;
        }
        board[white] = 'K';
        board[black] = 'k';
        return true;
    }

    /** The White king below the wall's lowest rank, the Black king above its highest. */
    private static boolean kingsApart(Random random, char[] board, int low, int high) {
        int white = random.nextInt(low * 8);
        int black = (high + 1) * 8 + random.nextInt(64 - (high + 1) * 8);
        if (board[white] != 0 || board[black] != 0) {
            return false;
        }
        board[white] = 'K';
        board[black] = 'k';
        return true;
    }

    private static boolean readable(String fen) {
        try {
            Boards.position(fen);
            return true;
        } catch (FenException illegal) {
            return false;
        }
    }

    private static String draw(Random random, boolean rams) {
        while (true) {
            char[] board = new char[64];
            int white = random.nextInt(64);
            int black = random.nextInt(64);
            if (Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1) {
                continue;
            }
            board[white] = 'K';
            board[black] = 'k';
            int extra = rams ? placeRams(random, board) : random.nextInt(5);
            for (int n = 0; n < extra; n++) {
                place(random, board, PIECES.charAt(random.nextInt(PIECES.length())), random.nextBoolean());
            }
            String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            if (readable(fen)) {
                return fen;
            }
        }
    }

    /** Places one or two rams; returns how many more pieces may join (six at most in all). */
    private static int placeRams(Random random, char[] board) {
        int rams = 1 + random.nextInt(2);
        for (int n = 0; n < rams; n++) {
            int square = 8 + random.nextInt(40);
            if (board[square] == 0 && board[square + 8] == 0) {
                board[square] = 'P';
                board[square + 8] = 'p';
            }
        }
        return random.nextInt(2);
    }

    private static void place(Random random, char[] board, char piece, boolean whitePiece) {
        for (int attempt = 0; attempt < 20; attempt++) {
            int square = random.nextInt(64);
            boolean backRank = square < 8 || square >= 56;
            if (board[square] == 0 && !(piece == 'P' && backRank)) {
                board[square] = whitePiece ? piece : Character.toLowerCase(piece);
                return;
            }
        }
    }

    private static String fen(char[] board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char piece = board[rank * 8 + file];
                if (piece == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(piece);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.toString();
    }

    /** A random legal move, a capture or pawn move two times in three where there is one. */
    static int irreversibleLeaning(SearchBoard board, int[] moves, int count, Random random) {
        if (random.nextInt(3) > 0) {
            int start = random.nextInt(count);
            for (int k = 0; k < count; k++) {
                int move = moves[(start + k) % count];
                boolean pawn = board.pieceOn(Move.fromIndex(move)) % 6 == 0;
                if (pawn || board.pieceOn(Move.toIndex(move)) != SearchBoard.EMPTY) {
                    return move;
                }
            }
        }
        return moves[random.nextInt(count)];
    }
}
