package org.chesseus.launcher.play;

import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import org.chesseus.launcher.terminal.LineSource;

/**
 * The thread that waits for what people type, so that the game's thread stays free for engines
 * and the clock. It reads one line at a time and waits until the game's thread has dealt with it
 * ({@link #next}), so every prompt shows the game as it is after the last line.
 */
final class HumanInput implements Runnable {
    private final LineSource lines;
    private final BlockingQueue<TableEvent> events;
    private final Semaphore turn = new Semaphore(0);
    private volatile String prompt = "> ";

    HumanInput(LineSource lines, BlockingQueue<TableEvent> events) {
        this.lines = lines;
        this.events = events;
    }

    /** Starts the reading thread (a daemon: it never keeps the process alive). */
    Thread start() {
        Thread thread = new Thread(this, "chesseus play input");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Lets the thread read the next line, under {@code prompt}. */
    void next(String prompt) {
        this.prompt = prompt;
        turn.release();
    }

    @Override
    public void run() {
        try {
            while (true) {
                turn.acquire();
                Optional<String> line = lines.readLine(prompt);
                if (line.isEmpty()) {
                    events.put(TableEvent.endOfInput());
                    return;
                }
                events.put(TableEvent.line(line.get()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            events.add(TableEvent.endOfInput());
        }
    }
}
