package org.chesseus.launcher.play;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;

/**
 * {@code chesseus play} running in-process on the real clock, typed at by a test as it goes: lines
 * are handed over when the test types them, and the input stays open until the test ends it.
 */
final class LiveGame implements AutoCloseable {
    private static final String END = "\u0004";

    private final BlockingQueue<String> typed = new LinkedBlockingQueue<>();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final CompletableFuture<Integer> status;

    LiveGame(String... args) {
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true), new Typed(), false,
                System::nanoTime);
        status = CompletableFuture.supplyAsync(() -> Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, args));
    }

    /** Types a line. */
    void type(String line) {
        typed.add(line);
    }

    /** Everything printed on standard output so far. */
    String out() {
        return out.toString();
    }

    /** Everything printed on standard error so far. */
    String err() {
        return err.toString();
    }

    /** Waits until standard output satisfies {@code condition}; false after {@code limit}. */
    boolean await(Predicate<String> condition, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.test(out())) {
            if (System.nanoTime() > deadline || status.isDone()) {
                return condition.test(out());
            }
            Thread.sleep(20);
        }
        return true;
    }

    /** The exit status, once the command has returned (within {@code limit}). */
    int status(Duration limit) throws Exception {
        return status.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Ends the input. */
    @Override
    public void close() {
        typed.add(END);
    }

    /** Standard input: the lines typed, one at a time, blocking until the next one. */
    private final class Typed extends InputStream {
        private byte[] current = new byte[0];
        private int at;
        private boolean ended;

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (at == current.length) {
                if (ended) {
                    return -1;
                }
                String line;
                try {
                    line = typed.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
                if (line.equals(END)) {
                    ended = true;
                    return -1;
                }
                current = (line + "\n").getBytes(StandardCharsets.UTF_8);
                at = 0;
            }
            int n = Math.min(length, current.length - at);
            System.arraycopy(current, at, buffer, offset, n);
            at += n;
            return n;
        }

        @Override
        public int available() {
            return 0;
        }
    }
}
