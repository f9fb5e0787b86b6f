package org.chesseus.launcher.terminal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;

/**
 * Lines typed at the process's terminal, edited with JLine (history, cursor keys), with a prompt
 * that can be redrawn while the person types (the clocks run) and text printed above it. Ctrl-D
 * ends the input (reading may go on after it); Ctrl-C asks to stop ({@link StopAsked}).
 */
public final class EditedLines implements LineSource {
    private static final long STOP_WAIT_MILLIS = 1000;

    private final Terminal terminal;
    private final LineReader reader;
    private volatile boolean stopped;
    private volatile Thread reading;

    private EditedLines(Terminal terminal) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder().terminal(terminal).appName("chesseus").build();
    }

    /**
     * The process's terminal.
     *
     * @throws UncheckedIOException when it cannot be opened
     */
    public static EditedLines open() {
        try {
            return new EditedLines(TerminalBuilder.builder().system(true).name("chesseus").build());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the terminal: " + e.getMessage(), e);
        }
    }

    @Override
    public Optional<String> readLine(String prompt) {
        if (stopped) {
            return Optional.empty();
        }
        reading = Thread.currentThread();
        try {
            return Optional.of(reader.readLine(prompt));
        } catch (UserInterruptException interrupted) {
            // JLine reports an interrupted reading thread as Ctrl-C: only a real one asks to stop.
            if (stopped) {
                return Optional.empty();
            }
            throw new StopAsked();
        } catch (EndOfFileException end) {
            return Optional.empty();
        } finally {
            reading = null;
        }
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public void stopReading() {
        stopped = true;
        Thread thread = reading;
        if (thread == null) {
            return;
        }
        // The line being typed, prompt and all, is erased as the reading ends: no clock is left on
        // the screen to read after the game.
        reader.setOpt(LineReader.Option.ERASE_LINE_ON_FINISH);
        thread.interrupt();
        long deadline = System.nanoTime() + STOP_WAIT_MILLIS * 1_000_000;
        while (reading != null && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public void show(String text) {
        reader.printAbove(text);
    }

    @Override
    public void refreshPrompt(String prompt) {
        if (reader.isReading() && reader instanceof LineReaderImpl) {
            ((LineReaderImpl) reader).setPrompt(prompt);
            reader.callWidget(LineReader.REDRAW_LINE);
            reader.callWidget(LineReader.REDISPLAY);
        }
    }

    @Override
    public boolean unicode() {
        return !Terminal.TYPE_DUMB.equals(terminal.getType()) && !Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())
                && StandardCharsets.UTF_8.equals(terminal.encoding());
    }

    @Override
    public boolean color() {
        Integer colors = terminal.getNumericCapability(InfoCmp.Capability.max_colors);
        return colors != null && colors >= 8;
    }

    @Override
    public void close() {
        try {
            terminal.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot give the terminal back: " + e.getMessage(), e);
        }
    }
}
