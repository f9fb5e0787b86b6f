package org.chesseus.drivers;

/** The {@code chesseus} command (placeholder until the command line lands in this change). */
public final class Main {
    private Main() {
    }

    /** Runs the command. */
    public static void main(String[] args) {
        System.exit(0);
    }
}
