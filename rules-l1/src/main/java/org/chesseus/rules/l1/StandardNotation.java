package org.chesseus.rules.l1;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.regex.Pattern;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.Square;

/**
 * UCI coordinate notation and SAN for the legality of one book. UCI castling: in standard chess
 * written as the king's two-square step ({@code e1g1}) and read in that form or as king takes rook
 * ({@code e1h1}); in Chess960 written and read as king takes rook only, as {@code UCI_Chess960}
 * asks. SAN reading is in {@link SanReader}, writing in {@link SanWriter}.
 */
final class StandardNotation implements MoveNotation {
    static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnQRBN]?");

    private final BitboardLegality legality;
    private final boolean chess960;

    StandardNotation(BitboardLegality legality, boolean chess960) {
        this.legality = requireNonNull(legality, "legality");
        this.chess960 = chess960;
    }

    @Override
    public Move parseSan(Position position, String san) {
        return new SanReader(legality).read(position, requireNonNull(san, "san"));
    }

    /** Read on the board where the text names exactly one legal move; else on its position, for the reason. */
    @Override
    public int parseSan(SearchBoard board, String san) {
        int move = SanOnBoard.read(board, requireNonNull(san, "san"));
        return move != SanOnBoard.UNREAD ? move : parseSan(board.toPosition(), san).packed();
    }

    @Override
    public String san(Position position, Move move) {
        return SanWriter.write(legality, position, move);
    }

    @Override
    public Move parseUci(Position position, String uci) {
        requireNonNull(uci, "uci");
        String text = uci.strip();
        if (!UCI.matcher(text).matches()) {
            throw new IllegalMoveException(quoted(text), "not a move in UCI notation: expected the from-square, the "
                    + "to-square and an optional promotion letter, such as e2e4 or e7e8q");
        }
        Square from = Square.parse(text.substring(0, 2)).orElseThrow();
        Square to = Square.parse(text.substring(2, 4)).orElseThrow();
        char promotion = text.length() == 5 ? Character.toLowerCase(text.charAt(4)) : 0;
        List<Move> legal = legality.legalMoves(position);
        Move promotedWithout = null;
        for (Move move : legal) {
            if (move.from() != from || !reaches(position, move, to)) {
                continue;
            }
            if (move.promotion().isEmpty()) {
                if (promotion == 0) {
                    return move;
                }
                throw new IllegalMoveException(text, "only a pawn reaching the last rank promotes; write "
                        + text.substring(0, 4));
            }
            if (promotion == 0) {
                promotedWithout = move;
            } else if (Character.toLowerCase(move.promotion().get().letter()) == promotion) {
                return move;
            }
        }
        if (promotedWithout != null && promotion == 0) {
            throw new IllegalMoveException(text, "a pawn reaching the last rank must promote: add q, r, b or n ("
                    + text + "q)");
        }
        requireKingTakesRook(position, legal, from, to, text);
        throw new IllegalMoveException(text, MoveRefusal.reason(legality, position, text));
    }

    /** In Chess960 the king's two-square step is no castling: say how castling is written there. */
    private void requireKingTakesRook(Position position, List<Move> legal, Square from, Square to, String text) {
        if (!chess960) {
            return;
        }
        for (Move move : legal) {
            if (move.kind() == MoveKind.CASTLING && move.from() == from && kingTarget(move) == to) {
                throw new IllegalMoveException(text, "in Chess960 castling is written as the king taking its own rook: "
                        + uci(position, move));
            }
        }
    }

    /** Whether the UCI to-square names this move: its own, or for castling in standard chess the king's target. */
    private boolean reaches(Position position, Move move, Square to) {
        if (move.to() == to) {
            return true;
        }
        return !chess960 && move.kind() == MoveKind.CASTLING && kingTarget(move) == to
                && Math.abs(move.from().file().ordinal() - to.file().ordinal()) == 2;
    }

    @Override
    public String uci(Position position, Move move) {
        requireNonNull(move, "move");
        Square to = move.to();
        if (move.kind() == MoveKind.CASTLING && !chess960) {
            to = kingTarget(move);
        }
        return move.from().toString() + to + move.promotion()
                .map(p -> String.valueOf(Character.toLowerCase(p.letter()))).orElse("");
    }

    @Override
    public Move parse(Position position, String text) {
        requireNonNull(text, "text");
        return UCI.matcher(text.strip()).matches() ? parseUci(position, text) : parseSan(position, text);
    }

    /** Where castling puts the king: the g-file towards the h-side rook, else the c-file (3.8.2). */
    static Square kingTarget(Move castling) {
        boolean kingSide = castling.to().file().ordinal() > castling.from().file().ordinal();
        return Square.of(kingSide ? org.chesseus.api.File.G : org.chesseus.api.File.C, castling.from().rank());
    }

    static String quoted(String text) {
        String shown = text.length() > 40 ? text.substring(0, 40) + "…" : text;
        return "'" + shown + "'";
    }

    static PieceType promotionOf(char letter) {
        return PieceType.fromLetter(letter).filter(PieceType::isPromotionTarget).orElseThrow();
    }
}
