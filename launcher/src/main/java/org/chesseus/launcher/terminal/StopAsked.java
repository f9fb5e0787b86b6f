package org.chesseus.launcher.terminal;

/**
 * The person at a terminal asked to stop (Ctrl-C) while a line was being read: the command ends
 * what it is doing, keeping what it can (a game stays resumable).
 */
public final class StopAsked extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The stop asked for. */
    public StopAsked() {
        super("stop asked (Ctrl-C)", null, false, false);
    }
}
