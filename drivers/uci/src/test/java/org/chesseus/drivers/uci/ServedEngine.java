package org.chesseus.drivers.uci;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/**
 * A {@link UciServer} over a {@link FakeEngine}, in this process: the test is the reader thread
 * ({@link #send}), the answers collect in a string.
 */
final class ServedEngine implements AutoCloseable {
    static final RuleBookComposer COMPOSER = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    final FakeEngine.Provider provider = new FakeEngine.Provider();
    private final StringWriter written = new StringWriter();
    private final ExecutorService engineThread = Executors.newSingleThreadExecutor(task -> new Thread(task, "chesseus engine"));
    private final UciServer server;

    ServedEngine(String profile) {
        EngineSetup setup = new EngineSetup(provider, COMPOSER, COMPOSER.compose(profile), List.of(), engineThread);
        server = new UciServer(setup, new UciOutput(new PrintWriter(written)), engineThread);
    }

    /** Sends lines, one command each; false when one was {@code quit}. */
    boolean send(String... lines) {
        boolean going = true;
        for (String line : lines) {
            going &= server.command(line);
        }
        return going;
    }

    /** Everything answered so far. */
    String out() {
        synchronized (written) {
            return written.toString();
        }
    }

    /** Everything answered after the first {@code from} characters. */
    String since(int from) {
        return out().substring(from);
    }

    /** Waits until the answers satisfy {@code condition}; false after 10 s. */
    boolean await(Predicate<String> condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!condition.test(out())) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(5);
        }
        return true;
    }

    FakeEngine engine() {
        return provider.last;
    }

    @Override
    public void close() {
        server.command("stop");
        engineThread.shutdownNow();
    }
}
