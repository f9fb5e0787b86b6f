package org.chesseus.launcher.terminal;

/** The exit statuses of {@code chesseus}, the same for every command. */
public final class ExitStatus {
    /** Everything asked was done. */
    public static final int OK = 0;
    /** Some input was refused (a FEN, a profile, a batch line, a file); the message says why. */
    public static final int REJECTED = 1;
    /** The command line itself was wrong: an unknown option, a missing value. */
    public static final int USAGE = 2;
    /** A fault of Chesseus, not of the input. */
    public static final int INTERNAL = 3;

    private ExitStatus() {
    }
}
