package org.chesseus.search.eval.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;

/**
 * Adds Stockfish's search score to {@code FEN;result} lines: for each position the tuner would keep
 * (from the fifth move on, quiet by {@link QuietFilter}) Stockfish (one thread, 16 MB hash) searches
 * to a fixed depth and the line is written as {@code FEN;result;score}, the score in centipawns for
 * White, a mate as ±30000. The other positions are left out.
 *
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.StockfishLabels IN OUT DEPTH [ENGINE]}; OUT is
 * overwritten, flushed line by line.
 */
public final class StockfishLabels {
    private StockfishLabels() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || !args[2].matches("[0-9]+")) {
            System.err.println("usage: StockfishLabels IN OUT DEPTH [ENGINE]");
            System.exit(2);
        }
        String engine = args.length > 3 ? args[3] : "/usr/games/stockfish";
        QuietFilter filter = new QuietFilter();
        long lines = 0;
        long labelled = 0;
        long begun = System.nanoTime();
        try (BufferedReader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.US_ASCII);
                PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.US_ASCII));
                UciProcess stockfish = new UciProcess(engine)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines++;
                String fen = line.substring(0, line.indexOf(';'));
                SearchBoard board = Boards.of(fen);
                if (board.toPosition().fullmoveNumber() < 5 || !filter.quiet(board)) {
                    continue;
                }
                stockfish.search("position fen " + fen, "depth " + args[2]);
                int score = board.sideToMove() == 0 ? stockfish.lastScore() : -stockfish.lastScore();
                out.println(line + ";" + score);
                if (++labelled % 5000 == 0) {
                    out.flush();
                    System.err.printf("%d lines read, %d labelled, %.0f a second%n",
                            lines, labelled, labelled / ((System.nanoTime() - begun) / 1e9));
                }
            }
        }
        System.err.printf("%d lines read, %d labelled in %.0f s%n", lines, labelled, (System.nanoTime() - begun) / 1e9);
    }
}
