package org.chesseus.search.eval.tune;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;

/**
 * The data generator: Stockfish plays itself at mixed low strengths (a node budget drawn per game and
 * side, log-uniform in {@code [minNodes, maxNodes]}) from openings of 6 to 10 random legal plies;
 * every position after the opening is written as {@code FEN;result} with the game's result for White
 * (1, 0.5, 0). Games end by the rules (mate, stalemate, threefold, fifty moves, bare material) or by
 * adjudication: both sides agreeing on a score beyond ±1000 for 4 plies, or within ±15 for 12 plies
 * after ply 120, or 400 plies.
 *
 * <p>With {@code -Dchesseus.selfplay.scores=true} only the quiet positions ({@link QuietFilter}, from
 * the fifth move on) are written, as {@code FEN;result;score} with the score Stockfish's search gave
 * the position in the game (centipawns for White, a mate as ±30000): the labels of the network's
 * training set, one search per position instead of one for the game and another for the label.
 *
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.SelfPlay OUT GAMES SEED [MIN_NODES MAX_NODES]
 * [ENGINE]}; appends to OUT, one game at a time, so an interrupted run keeps its finished games.
 */
public final class SelfPlay {
    private static final int MAX_PLIES = 400;
    private static final boolean SCORES = Boolean.getBoolean("chesseus.selfplay.scores");
    private final QuietFilter filter = new QuietFilter();
    private final SplittableRandom random;
    private final int minNodes;
    private final int maxNodes;
    private final int[] moves = new int[256];

    private SelfPlay(long seed, int minNodes, int maxNodes) {
        this.random = new SplittableRandom(seed);
        this.minNodes = minNodes;
        this.maxNodes = maxNodes;
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || !java.util.Arrays.stream(args, 1, Math.min(args.length, 5)).allMatch(a -> a.matches("[0-9]+"))) {
            System.err.println("usage: SelfPlay OUT GAMES SEED [MIN_NODES MAX_NODES] [ENGINE]  (whole numbers)");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        int games = Integer.parseInt(args[1]);
        SelfPlay play = new SelfPlay(Long.parseLong(args[2]),
                args.length > 4 ? Integer.parseInt(args[3]) : 1500, args.length > 4 ? Integer.parseInt(args[4]) : 15000);
        String engine = args.length > 5 ? args[5] : "/usr/games/stockfish";
        long positions = 0;
        try (UciProcess white = new UciProcess(engine); UciProcess black = new UciProcess(engine)) {
            for (int game = 1; game <= games; game++) {
                List<Kept> record = new ArrayList<>();
                String result = play.game(white, black, record);
                try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.US_ASCII,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
                    for (Kept kept : record) {
                        writer.println(kept.fen() + ";" + result + (SCORES ? ";" + kept.whiteScore() : ""));
                    }
                }
                positions += record.size();
                System.err.printf("game %d: %s, %d positions (%d in all)%n", game, result, record.size(), positions);
            }
        }
    }

    /** Plays one game, filling {@code record} with the FENs after the opening; returns the result for White. */
    private String game(UciProcess white, UciProcess black, List<Kept> record) throws IOException {
        int[] nodes = {nodes(), nodes()};
        SearchBoard board = opening();
        String startFen = Boards.fen(board);
        StringBuilder line = new StringBuilder();
        Map<Long, Integer> seen = new HashMap<>();
        white.send("ucinewgame");
        black.send("ucinewgame");
        int decisive = 0;
        int quiet = 0;
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            String ended = ended(board, seen);
            if (ended != null) {
                return ended;
            }
            boolean kept = !SCORES || board.toPosition().fullmoveNumber() >= 5 && filter.quiet(board);
            String fen = kept ? Boards.fen(board) : null;
            int side = board.sideToMove();
            UciProcess engine = side == 0 ? white : black;
            String best = engine.bestMove("position fen " + startFen + (line.length() == 0 ? "" : " moves" + line),
                    nodes[side]);
            int whiteScore = side == 0 ? engine.lastScore() : -engine.lastScore();
            if (kept) {
                record.add(new Kept(fen, whiteScore));
            }
            decisive = Math.abs(whiteScore) > 1000 ? decisive + Integer.signum(whiteScore) : 0;
            quiet = ply > 120 && Math.abs(whiteScore) <= 15 ? quiet + 1 : 0;
            if (Math.abs(decisive) >= 4) {
                return decisive > 0 ? "1" : "0";
            }
            if (quiet >= 12) {
                return "0.5";
            }
            Position position = board.toPosition();
            Move move = Boards.LEGALITY.notation(false).parseUci(position, best);
            board.make(move.packed());
            line.append(' ').append(best);
        }
        return "0.5";
    }

    /** A position written to the file and the score Stockfish's search gave it, for White. */
    private record Kept(String fen, int whiteScore) {
    }

    private int nodes() {
        double log = Math.log(minNodes) + random.nextDouble() * (Math.log(maxNodes) - Math.log(minNodes));
        return (int) Math.exp(log);
    }

    /** A start position after 6 to 10 random legal plies from which the game goes on. */
    private SearchBoard opening() {
        while (true) {
            SearchBoard board = Boards.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
            int plies = 6 + random.nextInt(5);
            boolean alive = true;
            for (int i = 0; i < plies && alive; i++) {
                int count = board.legalMoves(moves, 0);
                alive = count > 0;
                if (alive) {
                    board.make(moves[random.nextInt(count)]);
                }
            }
            if (alive && board.countLegalMoves() > 0) {
                return board;
            }
        }
    }

    /** The result when the game is over by the rules, else {@code null}. */
    private static String ended(SearchBoard board, Map<Long, Integer> seen) {
        if (board.countLegalMoves() == 0) {
            return !board.inCheck() ? "0.5" : board.sideToMove() == 0 ? "0" : "1";
        }
        if (seen.merge(board.key(), 1, Integer::sum) >= 3 || board.halfmoveClock() >= 100 || bare(board)) {
            return "0.5";
        }
        return null;
    }

    private static boolean bare(SearchBoard board) {
        long heavy = 0;
        long minors = 0;
        for (int color = 0; color < 2; color++) {
            heavy |= board.pieces(color * 6) | board.pieces(color * 6 + 3) | board.pieces(color * 6 + 4);
            minors |= board.pieces(color * 6 + 1) | board.pieces(color * 6 + 2);
        }
        return heavy == 0 && Long.bitCount(minors) <= 1;
    }
}
