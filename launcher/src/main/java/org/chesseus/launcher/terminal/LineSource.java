package org.chesseus.launcher.terminal;

import java.util.Optional;

/**
 * Lines typed by a person, and the screen they are typed on. Reading happens on one thread while
 * another shows text and refreshes the prompt: {@link #show} keeps what it prints apart from the
 * line being typed.
 */
public interface LineSource extends AutoCloseable {

    /**
     * The next line, after showing {@code prompt} where the terminal has one; empty at the end of
     * input (on a terminal, Ctrl-D on an empty line: the person may type on after it).
     *
     * @throws StopAsked when the person at a terminal asks to stop (Ctrl-C)
     */
    Optional<String> readLine(String prompt);

    /**
     * Whether a person types at a terminal, where the end of input is a key (Ctrl-D) and reading
     * may go on after it; false for a script or a pipe, whose end is the end.
     */
    default boolean interactive() {
        return false;
    }

    /**
     * Ends the reading for good, from another thread: the prompt is taken off the screen, a
     * {@link #readLine} waiting returns empty and every later one at once. Nothing where reading
     * cannot be cut short (a pipe).
     */
    default void stopReading() {
    }

    /** Shows text (one or more lines) above the line being typed. */
    void show(String text);

    /** Replaces the prompt of the line being typed (live clocks); nothing where there is no prompt. */
    void refreshPrompt(String prompt);

    /** Whether the screen shows Unicode chess pieces. */
    boolean unicode();

    /** Whether the screen shows ANSI colours. */
    boolean color();

    /** Gives the terminal back as it was. */
    @Override
    void close();
}
