package org.chesseus.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.RandomGames;
import org.chesseus.tools.perft.Progress;

/**
 * Archives for the tests: random games recorded as a platform would (a flag fall or a resignation
 * part-way, a game left going, a game played out and scored 1-0 whatever the board did), and the
 * launcher's hand-written corpus of recorded ends and broken games.
 */
final class Corpus {
    private static final RuleBook FIDE = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide");

    private Corpus() {
    }

    /** {@code count} random games from {@code seed}. */
    static String randomGames(int count, long seed) {
        GameCorpus corpus = RandomGames.generate(FIDE, count, seed, 240, Progress.NONE);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int[] moves = corpus.game(i);
            int kind = i % 4;
            int played = kind == 3 ? moves.length : Math.min(moves.length, 8 + (i * 31) % 160);
            Game game = Game.start(FIDE, Position.start());
            List<PgnMove> written = new ArrayList<>();
            for (int p = 0; p < played && !game.isOver(); p++) {
                Position before = game.ruling().position();
                Move move = Move.ofPacked(moves[p]);
                String san = FIDE.legality().notation(false).san(before, move);
                game.play(move);
                written.add(new PgnMove(san, 0, "", Duration.ofSeconds(180 - p % 170), true));
            }
            String loss = game.ruling().position().sideToMove() == Color.WHITE ? "0-1" : "1-0";
            String result = kind == 2 ? "*" : kind == 3 ? "1-0" : loss;
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "Rated Blitz game");
            tags.put("Site", "spark/" + seed + "/" + i);
            tags.put("White", "w" + i);
            tags.put("Black", "b" + i);
            tags.put("Result", result);
            tags.put("TimeControl", "180+0");
            tags.put("Termination", kind == 0 ? "Time forfeit" : kind == 2 ? "Unterminated" : "Normal");
            out.append(PgnWriter.write(new PgnGame(tags, written, result, 1)));
        }
        return out.toString();
    }

    /** The launcher's hand-written corpus ({@code corpus.pgn}, then {@code broken.pgn}). */
    static String handWritten() throws IOException {
        Path folder = Path.of("..", "launcher", "src", "test", "resources", "adjudicate");
        return Files.readString(folder.resolve("corpus.pgn"), StandardCharsets.UTF_8) + "\n"
                + Files.readString(folder.resolve("broken.pgn"), StandardCharsets.UTF_8);
    }
}
