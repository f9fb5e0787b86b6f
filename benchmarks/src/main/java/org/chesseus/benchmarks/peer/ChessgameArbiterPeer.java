package org.chesseus.benchmarks.peer;

import io.github.wolfraam.chessgame.ChessGame;
import io.github.wolfraam.chessgame.board.PieceType;
import io.github.wolfraam.chessgame.board.Square;
import io.github.wolfraam.chessgame.move.Move;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The peer {@code chesseus bench arbiter --peer chessgame}: the Java library chess-game ({@code
 * io.github.wolfraam:chessgame}) replays the corpus of the bench, asking after every move what an
 * arbiter must know — whether the move is legal, the game's result (checkmate, stalemate,
 * insufficient material, threefold repetition, the fifty-move rule: {@link ChessGame#getGameResult})
 * and whether the side to move is in check. It knows no dead position beyond bare material and no
 * fivefold or 75-move rule.
 *
 * <p>Usage: {@code java -cp CLASSES:LIBRARIES ChessgameArbiterPeer CORPUS}, the corpus one game a
 * line in the words of the UCI {@code position} command ({@code startpos moves e2e4 …} or {@code fen
 * <six fields> moves …}). It answers {@code ready GAMES}, then one command a line on standard input,
 * the protocol of {@code chess.js}'s peer script: {@code warmup SECONDS} (answers {@code warm
 * ROUNDS}), {@code round} (answers {@code done MOVES NANOS OVER CHECKS}, timed in this process),
 * {@code quit}. Depends on nothing of Chesseus: its class path is this class and the library.
 */
public final class ChessgameArbiterPeer {
    private final List<Replay> games;

    /** One game: its start (empty for the standard start position) and its moves, made once. */
    private record Replay(Optional<String> fen, Move[] moves) {
    }

    private ChessgameArbiterPeer(List<Replay> games) {
        this.games = games;
    }

    /**
     * The peer of the games of {@code lines}.
     *
     * @throws IllegalArgumentException naming the line that is no game
     */
    static ChessgameArbiterPeer of(List<String> lines) {
        List<Replay> games = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                games.add(game(lines.get(i).strip(), i + 1));
            }
        }
        return new ChessgameArbiterPeer(games);
    }

    private static Replay game(String line, int number) {
        List<String> words = Arrays.asList(line.split(" "));
        int at = words.indexOf("moves");
        boolean fromFen = words.get(0).equals("fen");
        if (at < 0 || !(fromFen || words.get(0).equals("startpos")) || fromFen && at < 2) {
            throw new IllegalArgumentException("line " + number + " is no game ('startpos moves …' or 'fen … moves …')");
        }
        Optional<String> fen = fromFen ? Optional.of(String.join(" ", words.subList(1, at))) : Optional.empty();
        List<String> uci = words.subList(at + 1, words.size());
        Move[] moves = new Move[uci.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = move(uci.get(i), number);
        }
        return new Replay(fen, moves);
    }

    private static Move move(String uci, int number) {
        if (uci.length() < 4 || uci.length() > 5) {
            throw new IllegalArgumentException("line " + number + ": '" + uci + "' is no UCI move");
        }
        Square from = Square.valueOf(uci.substring(0, 2).toUpperCase(Locale.ROOT));
        Square to = Square.valueOf(uci.substring(2, 4).toUpperCase(Locale.ROOT));
        if (uci.length() == 4) {
            return new Move(from, to);
        }
        PieceType promotion = switch (uci.charAt(4)) {
            case 'q' -> PieceType.QUEEN;
            case 'r' -> PieceType.ROOK;
            case 'b' -> PieceType.BISHOP;
            case 'n' -> PieceType.KNIGHT;
            default -> throw new IllegalArgumentException("line " + number + ": '" + uci + "' promotes to no piece");
        };
        return new Move(from, to, promotion);
    }

    /** The number of games. */
    int size() {
        return games.size();
    }

    /**
     * Replays every game once; the answer {@code done MOVES NANOS OVER CHECKS}.
     *
     * @throws IllegalStateException when chess-game finds a move illegal
     */
    String round() {
        long moves = 0;
        int over = 0;
        long checks = 0;
        long start = System.nanoTime();
        for (Replay game : games) {
            ChessGame chess = game.fen().map(ChessGame::new).orElseGet(ChessGame::new);
            boolean ended = false;
            for (Move move : game.moves()) {
                if (!chess.isLegalMove(move)) {
                    throw new IllegalStateException("chess-game finds " + move + " illegal in " + chess.getFen());
                }
                chess.playMove(move);
                moves++;
                ended = chess.getGameResult() != null;
                if (chess.isKingAttacked()) {
                    checks++;
                }
            }
            over += ended ? 1 : 0;
        }
        long nanos = System.nanoTime() - start;
        return "done " + moves + " " + nanos + " " + over + " " + checks;
    }

    /** Answers the commands of {@code in} on {@code out} until {@code quit} or the end of the input. */
    void serve(BufferedReader in, PrintWriter out) throws IOException {
        out.println("ready " + games.size());
        out.flush();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String command = line.strip();
            if (command.equals("quit")) {
                return;
            }
            out.println(answer(command));
            out.flush();
        }
    }

    private String answer(String command) {
        try {
            if (command.equals("round")) {
                return round();
            }
            if (command.startsWith("warmup ")) {
                long until = System.nanoTime() + Math.round(Double.parseDouble(command.substring(7)) * 1e9);
                int rounds = 0;
                do {
                    round();
                    rounds++;
                } while (System.nanoTime() < until);
                return "warm " + rounds;
            }
            return "error unknown command '" + command + "'";
        } catch (IllegalStateException | NumberFormatException e) {
            return "error " + e.getMessage();
        }
    }

    /** Reads the corpus named by the one argument and serves standard input. */
    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(System.out, false, StandardCharsets.UTF_8);
        if (args.length != 1) {
            out.println("error usage: ChessgameArbiterPeer CORPUS");
            out.flush();
            System.exit(2);
        }
        ChessgameArbiterPeer peer;
        try {
            peer = of(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | IOException e) {
            out.println("error " + args[0] + ": " + e.getMessage());
            out.flush();
            System.exit(1);
            return;
        }
        peer.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
    }
}
