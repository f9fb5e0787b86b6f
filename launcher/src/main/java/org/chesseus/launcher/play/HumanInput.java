package org.chesseus.launcher.play;

import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import org.chesseus.launcher.terminal.LineSource;
import org.chesseus.launcher.terminal.StopAsked;

/**
 * The thread that waits for what people type, so that the game's thread stays free for engines
 * and the clock. It reads one line at a time and waits until the game's thread has dealt with it
 * ({@link #next}), so every prompt shows the game as it is after the last line. The end of a
 * script's input is the end; at a terminal the person may type on after Ctrl-D (the driver may
 * ask whether it meant to resign). Ctrl-C asks the table to stop.
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

    /** Ends the reading: the prompt leaves the screen, and no line is read any more. */
    void stop(Thread thread) {
        lines.stopReading();
        thread.interrupt();
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
                    if (!lines.interactive()) {
                        return;
                    }
                } else {
                    events.put(TableEvent.line(line.get()));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (StopAsked stop) {
            events.add(TableEvent.stopAsked());
        } catch (RuntimeException e) {
            events.add(TableEvent.endOfInput());
        }
    }
}
