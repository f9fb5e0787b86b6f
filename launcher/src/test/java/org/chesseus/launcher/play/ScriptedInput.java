package org.chesseus.launcher.play;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Standard input typed by a script, with a fake clock: each line is handed over on its own, when
 * the game asks for it (so the clock stands at a known time for every line); a line {@code @wait
 * 61s} is not typed but moves the clock on by that long before the next line is handed over.
 */
final class ScriptedInput extends InputStream {
    private final Deque<String> lines;
    private final AtomicLong nanos;
    private byte[] current = new byte[0];
    private int at;

    ScriptedInput(List<String> lines, AtomicLong nanos) {
        this.lines = new ArrayDeque<>(lines);
        this.nanos = nanos;
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        if (at == current.length && !nextLine()) {
            return -1;
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

    private boolean nextLine() {
        while (!lines.isEmpty()) {
            String line = lines.removeFirst();
            if (line.startsWith("@wait ")) {
                nanos.addAndGet(Duration.ofMillis(Math.round(Double.parseDouble(
                        line.substring(6).replace("s", "").strip()) * 1000)).toNanos());
                continue;
            }
            current = (line + "\n").getBytes(StandardCharsets.UTF_8);
            at = 0;
            return true;
        }
        return false;
    }
}
