package org.chesseus.launcher.terminal;

import java.util.Optional;

/**
 * Lines typed by a person, and the screen they are typed on. Reading happens on one thread while
 * another shows text and refreshes the prompt: {@link #show} keeps what it prints apart from the
 * line being typed.
 */
public interface LineSource extends AutoCloseable {

    /** The next line, after showing {@code prompt} where the terminal has one; empty at the end of input. */
    Optional<String> readLine(String prompt);

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
