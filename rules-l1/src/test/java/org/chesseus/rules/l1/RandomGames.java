package org.chesseus.rules.l1;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Seeded random games played with our own generator, the source of positions for differential,
 * round-trip and fuzz tests. A quarter of the moves are drawn from the pawn moves alone, so the
 * games reach double steps next to enemy pawns, en passant and promotion more often than uniform
 * play does.
 */
final class RandomGames {
    /** A position reached in a game, with its start and the moves (UCI) that led there. */
    record Reached(Position start, List<String> moves, Position position) {
        @Override
        public String toString() {
            return position.toString();
        }
    }

    private final Random random;

    RandomGames(long seed) {
        this.random = new Random(seed);
    }

    /**
     * Every {@code every}-th position (the start excluded) of {@code games} games of at most
     * {@code plies} half-moves, each from a start the supplier gives, and every position right
     * after a double step that lands beside an enemy pawn (en passant, legal or pinned).
     */
    List<Reached> sample(Supplier<Position> start, boolean chess960, int games, int plies, int every) {
        MoveNotation notation = Books.FIDE.notation(chess960);
        List<Reached> sample = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position first = start.get();
            Position position = first;
            List<String> moves = new ArrayList<>();
            for (int ply = 1; ply <= plies; ply++) {
                List<Move> legal = Books.FIDE.legalMoves(position);
                if (legal.isEmpty()) {
                    break;
                }
                Move move = choose(position, legal);
                moves.add(notation.uci(position, move));
                position = Books.FIDE.play(position, move);
                if (ply % every == 0 || besideEnemyPawn(position, move)) {
                    sample.add(new Reached(first, List.copyOf(moves), position));
                }
            }
        }
        return List.copyOf(sample);
    }

    /** Positions only: the standard start, {@code games} games. */
    List<Position> standardPositions(int games, int plies, int every) {
        return sample(Position::start, false, games, plies, every).stream().map(Reached::position).toList();
    }

    /** Positions only: random Chess960 starts, {@code games} games. */
    List<Position> chess960Positions(int games, int plies, int every) {
        return sample(this::chess960Start, true, games, plies, every).stream().map(Reached::position).toList();
    }

    /** The position after {@code plies} random half-moves from {@code start} (fewer if the game ends). */
    Position walk(Position start, int plies) {
        Position position = start;
        for (int ply = 0; ply < plies; ply++) {
            List<Move> legal = Books.FIDE.legalMoves(position);
            if (legal.isEmpty()) {
                break;
            }
            position = Books.FIDE.play(position, choose(position, legal));
        }
        return position;
    }

    /** A random one of the 960 start positions (FIDE Guidelines III.2), with all four rights. */
    Position chess960Start() {
        char[] rank = new char[8];
        rank[2 * random.nextInt(4)] = 'b';
        rank[2 * random.nextInt(4) + 1] = 'b';
        place(rank, 'q', random.nextInt(6));
        place(rank, 'n', random.nextInt(5));
        place(rank, 'n', random.nextInt(4));
        place(rank, 'r', 0);
        place(rank, 'k', 0);
        place(rank, 'r', 0);
        String black = new String(rank);
        StringBuilder rights = new StringBuilder();
        for (int f = 7; f >= 0; f--) {
            if (rank[f] == 'r') {
                rights.append((char) ('A' + f));
            }
        }
        String fen = black + "/pppppppp/8/8/8/8/PPPPPPPP/" + black.toUpperCase() + " w "
                + rights + rights.toString().toLowerCase() + " - 0 1";
        return Books.chess960(fen);
    }

    /** Puts {@code piece} on the {@code n}-th empty square, counting from the a-file. */
    private static void place(char[] rank, char piece, int n) {
        for (int f = 0, empty = 0; f < 8; f++) {
            if (rank[f] == 0 && empty++ == n) {
                rank[f] = piece;
                return;
            }
        }
    }

    private static boolean besideEnemyPawn(Position after, Move move) {
        if (move.kind() != MoveKind.DOUBLE_STEP) {
            return false;
        }
        Piece enemyPawn = Piece.of(after.sideToMove(), PieceType.PAWN);
        int file = move.to().file().ordinal();
        for (int side = -1; side <= 1; side += 2) {
            if (file + side >= 0 && file + side < 8
                    && after.pieceAt(Square.of(move.to().ordinal() + side)).orElse(null) == enemyPawn) {
                return true;
            }
        }
        return false;
    }

    private Move choose(Position position, List<Move> legal) {
        if (random.nextInt(4) == 0) {
            Piece pawn = Piece.of(position.sideToMove(), PieceType.PAWN);
            List<Move> pawnMoves = legal.stream()
                    .filter(m -> m.kind() != MoveKind.CASTLING && position.pieceAt(m.from()).orElseThrow() == pawn)
                    .toList();
            if (!pawnMoves.isEmpty()) {
                return pawnMoves.get(random.nextInt(pawnMoves.size()));
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
