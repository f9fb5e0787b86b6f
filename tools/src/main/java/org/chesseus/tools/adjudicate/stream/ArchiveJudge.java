package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.Adjudicator;

/**
 * Judges the games of an archive on several threads and hands the verdicts on in the archive's
 * order, numbered from 1 as {@link PgnReader#readEach(String)} on the whole text would number
 * them: each thread reads and judges whole games with an adjudicator of its own; at most a few
 * hundred games a thread (and 64 MiB of their text) are in flight, so memory does not grow with
 * the archive. A game that cannot be
 * read is a verdict with its error, and reading goes on at the next game.
 */
public final class ArchiveJudge {
    /**
     * Games in flight for each thread: a game whose mate question takes long (milliseconds where
     * most take a tenth of one) would otherwise leave the other threads idle once the games behind
     * it were judged.
     */
    static final int GAMES_A_THREAD = 256;
    /** The bytes of the games in flight, at most: memory stays bounded however long the games are. */
    static final long BYTES_IN_FLIGHT = 64L << 20;

    private final ThreadLocal<Adjudicator> adjudicators;
    private final int threads;

    /**
     * A judge on {@code threads} threads, each with an adjudicator from {@code adjudicators} (called
     * once a thread: rule books keep their search tables per thread).
     */
    public ArchiveJudge(Supplier<Adjudicator> adjudicators, int threads) {
        requireNonNull(adjudicators, "adjudicators");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.adjudicators = ThreadLocal.withInitial(adjudicators);
        this.threads = threads;
    }

    /** Judges every game of {@code texts}, handing each text with its verdicts to {@code judged}, in order. */
    public void judge(Iterator<GameText> texts, Consumer<JudgedText> judged) {
        requireNonNull(judged, "judged");
        int[] games = {0};
        InOrder.map(texts, threads, threads * GAMES_A_THREAD, text -> text.bytes().length, BYTES_IN_FLIGHT,
                this::judgeText, text -> judged.accept(numbered(text, games)));
    }

    /** The verdicts on the games of one text, numbered from 1 within it, with their warnings. */
    private Numbered judgeText(GameText text) {
        Adjudicator adjudicator = adjudicators.get();
        List<PgnEntry> entries = PgnReader.readEach(text.text(), text.line(), text.tagSectionFollows());
        List<Adjudication> verdicts = new ArrayList<>(entries.size());
        List<List<String>> warnings = new ArrayList<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            List<String> said = new ArrayList<>(0);
            verdicts.add(adjudicator.judge(i + 1, entries.get(i), said::add));
            warnings.add(said);
        }
        return new Numbered(text, verdicts, warnings);
    }

    private static JudgedText numbered(Numbered text, int[] games) {
        List<Adjudication> verdicts = new ArrayList<>(text.verdicts.size());
        List<String> warnings = new ArrayList<>(0);
        for (int i = 0; i < text.verdicts.size(); i++) {
            int game = ++games[0];
            verdicts.add(text.verdicts.get(i).renumbered(game));
            text.warnings.get(i).forEach(warning -> warnings.add("game " + game + ", " + warning));
        }
        return new JudgedText(text.text, verdicts, warnings);
    }

    /** Verdicts numbered within their text, and each one's warnings. */
    private record Numbered(GameText text, List<Adjudication> verdicts, List<List<String>> warnings) {
    }
}
