package org.chesseus.drivers.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineOption;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.engine.EngineScore;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;

/**
 * An engine that does not think, to test the protocol alone: it answers the first legal move (of
 * the search moves, if any) with one report per depth, and an unlimited or ponder search blocks
 * until {@code stop} (a ponder search that is hit returns at once). A search with limits returns
 * at once, unless a test closes the {@link #limited} gate: then it reports its depths and waits
 * for the gate to open (as a long {@code go depth 20} would), whatever {@code stop} says. It records
 * the calls it gets and the thread they come on.
 */
final class FakeEngine implements Engine {
    final List<SearchRequest> requests = new ArrayList<>();
    final Map<String, String> options = new ConcurrentHashMap<>();
    final List<String> threads = new ArrayList<>();
    volatile int newGames;
    volatile int stops;
    /** Opened by default; a closed gate keeps a search with limits running until it opens. */
    volatile CountDownLatch limited = new CountDownLatch(0);
    private final Legality legality;
    private volatile CountDownLatch stopped = new CountDownLatch(1);
    private volatile CountDownLatch hit = new CountDownLatch(1);

    FakeEngine(Legality legality) {
        this.legality = legality;
    }

    /** A provider of fake engines that keeps the last one made. */
    static final class Provider implements EngineProvider {
        volatile FakeEngine last;

        @Override
        public String name() {
            return "Fake 1.0";
        }

        @Override
        public String author() {
            return "the tests";
        }

        @Override
        public FakeEngine create(Legality given) {
            last = new FakeEngine(given);
            return last;
        }
    }

    @Override
    public List<EngineOption> options() {
        return List.of(EngineOption.spin("Hash", 16, 1, 1024), EngineOption.spin("MultiPV", 1, 1, 10),
                EngineOption.check("Ponder", false), EngineOption.file("Book File"));
    }

    /** The contents of the file option, as {@link #setFile} received them; {@code null}: none or emptied. */
    volatile byte[] book;
    /** The file's name as the front end gave it. */
    volatile String bookSource;

    @Override
    public void setFile(String name, String source, byte[] contents) {
        threads.add(Thread.currentThread().getName());
        if (!name.equals("Book File")) {
            Engine.super.setFile(name, source, contents);
        }
        if (contents.length == 0 || contents[0] != 'B') {
            throw new IllegalArgumentException("option Book File: " + source + ": not a book (it must start with B)");
        }
        book = contents;
        bookSource = source;
    }

    @Override
    public void setOption(String name, String value) {
        threads.add(Thread.currentThread().getName());
        EngineOption option = options().stream().filter(o -> o.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown option " + name));
        if (option.type() == EngineOption.Type.FILE) {
            book = null;
            bookSource = null;
        }
        if (option.type() == EngineOption.Type.SPIN) {
            long number;
            try {
                number = Long.parseLong(value.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + value + "' is not a number");
            }
            if (number < option.min() || number > option.max()) {
                throw new IllegalArgumentException(number + " is out of range " + option.min() + ".." + option.max());
            }
        }
        options.put(option.name().toLowerCase(Locale.ROOT), value);
    }

    @Override
    public void newGame() {
        threads.add(Thread.currentThread().getName());
        newGames++;
    }

    @Override
    public SearchResult search(SearchRequest request, SearchListener listener) {
        threads.add(Thread.currentThread().getName());
        requests.add(request);
        Position position = request.start();
        for (Move move : request.moves()) {
            position = legality.play(position, move);
        }
        List<Move> moves = request.searchMoves().isEmpty() ? legality.legalMoves(position) : request.searchMoves();
        if (moves.isEmpty()) {
            return new SearchResult(Optional.empty(), Optional.empty(), Optional.empty());
        }
        Move best = moves.get(0);
        List<Move> pv = new ArrayList<>(List.of(best));
        Position after = legality.play(position, best);
        legality.legalMoves(after).stream().findFirst().ifPresent(pv::add);
        int depth = request.limits().depth().orElse(1);
        SearchInfo info = null;
        for (int d = 1; d <= depth; d++) {
            info = new SearchInfo(d, d + 1, 1, EngineScore.cp(10 * d), 100L * d, d, 0, pv);
            listener.info(info);
        }
        if (request.ponder() || request.limits().unlimited()) {
            awaitStopOrHit(request.ponder());
        } else {
            awaitGate();
        }
        stopped = new CountDownLatch(1);
        hit = new CountDownLatch(1);
        return new SearchResult(Optional.of(best), pv.size() > 1 ? Optional.of(pv.get(1)) : Optional.empty(),
                Optional.ofNullable(info));
    }

    private void awaitStopOrHit(boolean ponder) {
        try {
            while (!stopped.await(5, TimeUnit.MILLISECONDS)) {
                if (ponder && hit.getCount() == 0) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void awaitGate() {
        try {
            limited.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void stop() {
        stops++;
        stopped.countDown();
    }

    @Override
    public void ponderhit() {
        hit.countDown();
    }
}
