package org.chesseus.spark;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.AdjudicationJson;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.adjudicate.stream.ArchiveJudge;
import org.chesseus.tools.adjudicate.stream.GameText;
import org.chesseus.tools.adjudicate.stream.RulingTable;

/**
 * The {@code adjudicate --json} lines of a run of game texts, judged one text at a time by the
 * library's {@link ArchiveJudge} (as {@code adjudicate} judges them, on one thread) and numbered on
 * from {@code gamesBefore}: the games of the archive before this run. Each verdict is counted into
 * a {@link RulingTable}, handed to {@code done} when the run is over.
 */
final class JudgedLines implements Iterator<String> {
    /** The launcher's writer: a default {@link ObjectMapper}'s. */
    private static final ObjectWriter JSON = new ObjectMapper().writer();

    private final Iterator<GameText> texts;
    private final ArchiveJudge judge;
    private final RulingTable table = new RulingTable();
    private final Consumer<RulingTable> done;
    private final Deque<String> lines = new ArrayDeque<>();
    private long game;
    private boolean finished;

    JudgedLines(Iterator<GameText> texts, Adjudicator adjudicator, long gamesBefore, Consumer<RulingTable> done) {
        this.texts = requireNonNull(texts, "texts");
        requireNonNull(adjudicator, "adjudicator");
        this.judge = new ArchiveJudge(() -> adjudicator, 1);
        this.game = gamesBefore;
        this.done = requireNonNull(done, "done");
    }

    @Override
    public boolean hasNext() {
        while (lines.isEmpty() && texts.hasNext()) {
            judge.judge(List.of(texts.next()).iterator(), judged -> judged.verdicts().forEach(this::add));
        }
        if (lines.isEmpty() && !finished) {
            finished = true;
            done.accept(table);
        }
        return !lines.isEmpty();
    }

    private void add(Adjudication verdict) {
        table.add(verdict);
        try {
            lines.add(JSON.writeValueAsString(AdjudicationJson.of(verdict.renumbered(Math.toIntExact(++game)))));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more verdicts");
        }
        return lines.poll();
    }
}
