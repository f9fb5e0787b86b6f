package org.chesseus.drivers.console;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ruling;

/**
 * FideLite's status line (RULES-NOTES §3): whose move it is, {@code C!} when the side to move is in
 * check, {@code M=} the half-move clock in half-moves, {@code R=} how often the present position has
 * occurred, {@code D?} a standing draw offer and whose, both clocks, and the draw the player having
 * the move may claim now.
 */
final class StatusLine {
    private StatusLine() {
    }

    static String of(Ruling ruling) {
        StringBuilder line = new StringBuilder();
        Color toMove = ruling.position().sideToMove();
        line.append(toMove.title()).append(" to move");
        if (ruling.check()) {
            line.append("  C!");
        }
        line.append("  M=").append(ruling.halfmoveClock()).append("  R=").append(ruling.repetitionCount());
        ruling.pendingOffer().ifPresent(by -> line.append("  D? (").append(by.title()).append(" offers a draw)"));
        clocks(ruling).ifPresent(text -> line.append("  ").append(text));
        ruling.claimAvailable().ifPresent(claim -> line.append("  claim ").append(claim.code().code())
                .append(" (").append(claim.article()).append("): type ="));
        return line.toString();
    }

    /** Both clocks, the running one marked: {@code White 4:58.2* | Black 5:00.0}. */
    static java.util.Optional<String> clocks(Ruling ruling) {
        return ruling.clocks().map(clocks -> side(clocks, Color.WHITE) + " | " + side(clocks, Color.BLACK));
    }

    private static String side(org.chesseus.api.game.ClockReading clocks, Color side) {
        boolean running = clocks.running().map(side::equals).orElse(false);
        return side.title() + " " + ClockText.of(clocks.remaining(side)) + (running ? "*" : "");
    }
}
