package org.chesseus.tools.adjudicate.stream;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
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
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.adjudicate.AdjudicationJson;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.RandomGames;
import org.chesseus.tools.perft.Progress;

/** Archives for the tests, and the oracle: the whole text read at once and judged game by game, as adjudicate did before it streamed. */
final class Archives {
    static final RuleBook FIDE = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide");

    private Archives() {
    }

    /** The verdicts on a whole text, read at once ({@link PgnReader#readEach(String)}) and judged in order. */
    static List<AdjudicationJson> wholeText(String text) {
        Adjudicator adjudicator = new Adjudicator(FIDE, warning -> { });
        List<PgnEntry> entries = PgnReader.readEach(text);
        List<AdjudicationJson> verdicts = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            verdicts.add(AdjudicationJson.of(adjudicator.judge(i + 1, entries.get(i))));
        }
        return verdicts;
    }

    /** The verdicts the streaming judge hands on, on {@code threads} threads. */
    static List<AdjudicationJson> streamed(byte[] bytes, int threads) {
        List<AdjudicationJson> verdicts = new ArrayList<>();
        new ArchiveJudge(() -> new Adjudicator(FIDE, warning -> { }), threads).judge(
                new GameTextSplitter(new ByteArrayInputStream(bytes)),
                judged -> judged.verdicts().forEach(v -> verdicts.add(AdjudicationJson.of(v))));
        return verdicts;
    }

    /** The pieces of a text, put end to end. */
    static byte[] joined(byte[] bytes) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        new GameTextSplitter(new ByteArrayInputStream(bytes)).forEachRemaining(text -> out.writeBytes(text.bytes()));
        return out.toByteArray();
    }

    /**
     * {@code count} random games ({@link RandomGames}, seed fixed) recorded as a platform would, with
     * clocks: a flag fall or a resignation of the side to move part-way (the loss recorded whatever
     * the opponent has left), a game left going ({@code *}), or played out and recorded {@code 1-0}
     * whatever the board did.
     */
    static String randomArchive(int count) {
        GameCorpus corpus = RandomGames.generate(FIDE, count, RandomGames.DEFAULT_SEED, 300, Progress.NONE);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int[] moves = corpus.game(i);
            int kind = i % 4;
            int played = kind == 3 ? moves.length : Math.min(moves.length, 10 + (i * 37) % 200);
            Game game = Game.start(FIDE, Position.start());
            List<PgnMove> written = new ArrayList<>();
            for (int p = 0; p < played && !game.isOver(); p++) {
                Position before = game.ruling().position();
                Move move = Move.ofPacked(moves[p]);
                String san = FIDE.legality().notation(false).san(before, move);
                game.play(move);
                written.add(new PgnMove(san, 0, "", Duration.ofSeconds(180 - p % 170), true));
            }
            Color toMove = game.ruling().position().sideToMove();
            String loss = toMove == Color.WHITE ? "0-1" : "1-0";
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "Rated Blitz game");
            tags.put("Site", "archive/" + i);
            tags.put("White", "w" + i);
            tags.put("Black", "b" + i);
            String result = switch (kind) {
                case 0 -> loss;
                case 1 -> loss;
                case 2 -> "*";
                default -> "1-0";
            };
            tags.put("Result", result);
            tags.put("TimeControl", "180+0");
            tags.put("Termination", kind == 0 ? "Time forfeit" : kind == 2 ? "Unterminated" : "Normal");
            out.append(PgnWriter.write(new PgnGame(tags, written, result, 1)));
        }
        return out.toString();
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
