package org.chesseus.tools.corpus;

import java.util.SplittableRandom;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenException;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Piece;
import org.chesseus.api.Position;
import org.chesseus.api.Square;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;

/**
 * The start of a casual game set up on Lichess's board editor ({@code Variant "From Position"}):
 * an endgame in which the side to move — the one whose flag will fall — faces one of the material
 * classes of {@link FlagMaterial} other than {@code MORE}, each class as likely, so that a corpus
 * holds flags against every class. Pieces are placed at random (pawns on ranks 2 to 7) until the
 * position is legal and the book does not end the game at once (no mate, stalemate or dead position).
 *
 * @param position the position the game starts from
 * @param fen its FEN, for the {@code FEN} tag
 */
record EndgameStart(Position position, String fen) {
    /** The share of games that start from such a position. */
    static final double SHARE = 0.02;
    private static final FlagMaterial[] CLASSES = {FlagMaterial.BARE_KING, FlagMaterial.KNIGHT, FlagMaterial.BISHOP,
        FlagMaterial.TWO_KNIGHTS, FlagMaterial.ROOK, FlagMaterial.QUEEN, FlagMaterial.PAWNS, FlagMaterial.BLOCKED};
    private static final String[] FLAGGER = {"R", "Q", "RP", "BPP", "NPP", "PPP", "QP", "RB", "P"};

    /** A position whose side to move has more and faces a class drawn from {@code random}. */
    static EndgameStart draw(SplittableRandom random, RuleBook book) {
        FlagMaterial target = CLASSES[random.nextInt(CLASSES.length)];
        boolean whiteFlags = random.nextBoolean();
        FenReader reader = FenReader.standard(book.legality());
        FenWriter writer = new FenWriter(book.legality(), CastlingNotation.STANDARD);
        while (true) {
            char[] board = new char[64];
            java.util.Arrays.fill(board, ' ');
            place(board, whiteFlags ? 'K' : 'k', random, 0, 64);
            place(board, whiteFlags ? 'k' : 'K', random, 0, 64);
            if (target == FlagMaterial.BLOCKED) {
                blockade(board, random);
            } else {
                for (char piece : opponent(target, random).toCharArray()) {
                    put(board, whiteFlags ? Character.toLowerCase(piece) : piece, random);
                }
                for (char piece : FLAGGER[random.nextInt(FLAGGER.length)].toCharArray()) {
                    put(board, whiteFlags ? piece : Character.toLowerCase(piece), random);
                }
            }
            try {
                String fen = writer.write(placed(board, whiteFlags, 30 + random.nextInt(30)));
                Position position = reader.read(fen);
                if (!Game.start(book, position).isOver()) {
                    return new EndgameStart(position, fen);
                }
            } catch (FenException refused) {
                // a king in check for the side not to move, or kings side by side: place again
            }
        }
    }

    private static String opponent(FlagMaterial target, SplittableRandom random) {
        return switch (target) {
            case KNIGHT -> "N";
            case BISHOP -> "B";
            case TWO_KNIGHTS -> "NN";
            case ROOK -> "R";
            case QUEEN -> "Q";
            case PAWNS -> "PPP".substring(random.nextInt(3));
            default -> "";
        };
    }

    /** Two or three pawns of each side, each white pawn stopped by a black pawn straight in front. */
    private static void blockade(char[] board, SplittableRandom random) {
        int pairs = 2 + random.nextInt(2);
        for (int placed = 0, tries = 0; placed < pairs && tries < 100; tries++) {
            int square = 8 + random.nextInt(40);
            if (board[square] == ' ' && board[square + 8] == ' ') {
                board[square] = 'P';
                board[square + 8] = 'p';
                placed++;
            }
        }
    }

    private static void put(char[] board, char piece, SplittableRandom random) {
        boolean pawn = Character.toUpperCase(piece) == 'P';
        place(board, piece, random, pawn ? 8 : 0, pawn ? 56 : 64);
    }

    private static void place(char[] board, char piece, SplittableRandom random, int from, int to) {
        int square;
        do {
            square = from + random.nextInt(to - from);
        } while (board[square] != ' ');
        board[square] = piece;
    }

    /** The pieces placed, no castling right or en-passant square; the kernel refuses a position no game can have. */
    private static Position placed(char[] board, boolean whiteToMove, int moveNumber) {
        Position.Builder position = Position.builder().sideToMove(whiteToMove ? Color.WHITE : Color.BLACK)
                .fullmoveNumber(moveNumber);
        for (int square = 0; square < 64; square++) {
            if (board[square] != ' ') {
                position.put(Square.of(square), Piece.fromFenLetter(board[square]).orElseThrow());
            }
        }
        return position.build();
    }
}
