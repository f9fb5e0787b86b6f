package org.chesseus.api.driver;

/**
 * Where a driver shows text: the host's terminal. The host keeps what it prints apart from the
 * line being typed (a line editor prints above it), so a driver may show at any moment.
 */
@FunctionalInterface
public interface Screen {

    /** Shows {@code text}: one or more lines, without the final line break. */
    void show(String text);
}
