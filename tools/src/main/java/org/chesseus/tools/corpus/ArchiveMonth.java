package org.chesseus.tools.corpus;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.adjudicate.stream.InOrder;
import org.chesseus.tools.perft.Progress;

/**
 * A corpus that looks like a month of Lichess's archive: games of engine self-play at mixed
 * strengths and time controls ({@link SelfPlay}), written in Lichess's export format ({@link
 * LichessRecord}), a few damaged on purpose ({@link Damage}). Game {@code i} follows from the seed
 * and {@code i} alone — its own random generator, a fresh engine state — so the same seed and count
 * give the same bytes on any number of threads; the games are played on the settings' threads, each
 * with its own engine and rule book, and written in order, a bounded number in flight.
 */
public final class ArchiveMonth {
    private static final long GAME_MIX = 0xD1B54A32D192ED03L;
    private static final int GAMES_A_THREAD = 32;

    private final CorpusSettings settings;
    private final ThreadLocal<Table> tables;

    /**
     * A generator of {@code settings}' games, each thread playing under a book from {@code books}
     * (a book with claims and the dead-position rule: {@code fide}) with an engine from {@code
     * engines}.
     */
    public ArchiveMonth(CorpusSettings settings, Supplier<RuleBook> books, EngineProvider engines) {
        this.settings = requireNonNull(settings, "settings");
        requireNonNull(books, "books");
        requireNonNull(engines, "engines");
        this.tables = ThreadLocal.withInitial(() -> {
            RuleBook book = books.get();
            return new Table(book, new SelfPlay(book, new MoveChoice(engines.create(book.legality()),
                    engines.create(book.legality()), book.legality()),
                    settings.nodeScale()));
        });
    }

    /** A thread's book and self-play. */
    private record Table(RuleBook book, SelfPlay play) {
    }

    /** One game as written: its text, as played, and the ending written (a damage, if any). */
    private record Written(byte[] text, PlayedGame game, Ending ending) {
    }

    /**
     * Writes the games to {@code out} (which it does not close), reporting each game written to
     * {@code progress} (steps: games; count: half-moves), and returns what they hold.
     *
     * @throws UncheckedIOException when {@code out} cannot be written
     */
    public CorpusTally write(OutputStream out, Progress progress) {
        requireNonNull(out, "out");
        CorpusTally tally = new CorpusTally();
        progress.start(settings.games());
        InOrder.map(IntStream.range(0, settings.games()).iterator(), settings.threads(),
                settings.threads() * GAMES_A_THREAD, this::game, written -> {
                    try {
                        out.write(written.text());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    tally.add(written.game(), written.ending(), written.text().length);
                    progress.advance(tally.games(), tally.plies());
                });
        return tally;
    }

    private Written game(int index) {
        SplittableRandom random = new SplittableRandom(new SplittableRandom(settings.seed() ^ (index * GAME_MIX)).nextLong());
        Table table = tables.get();
        PlayedGame game = table.play().play(random, index);
        Optional<Ending> damage = Damage.of(index, game.sans().size());
        List<String> movetext = damage.isPresent()
                ? Damage.apply(damage.get(), game, table.book().legality(), random) : LichessRecord.movetext(game);
        Ending ending = damage.orElse(game.ending());
        String text = LichessRecord.write(game, movetext, ending == Ending.TRUNCATED, start(index, random), random);
        return new Written(text.getBytes(StandardCharsets.UTF_8), game, ending);
    }

    /** The start of game {@code index}: the games spread evenly over the month, in order. */
    private LocalDateTime start(int index, SplittableRandom random) {
        long seconds = settings.month().lengthOfMonth() * 86_400L;
        long at = (long) ((double) index * seconds / settings.games()) + random.nextInt(2);
        return settings.month().atDay(1).atStartOfDay().plusSeconds(Math.min(at, seconds - 1));
    }
}
