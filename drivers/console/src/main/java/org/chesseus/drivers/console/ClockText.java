package org.chesseus.drivers.console;

import java.time.Duration;

/** A clock time as people read it: {@code 1:02:03.4}, {@code 4:05.0}, {@code -0:01.2}. */
final class ClockText {
    private ClockText() {
    }

    static String of(Duration time) {
        long tenths = Math.abs(time.toMillis()) / 100;
        long seconds = tenths / 10;
        String sign = time.isNegative() && tenths > 0 ? "-" : "";
        String rest = String.format("%02d.%d", seconds % 60, tenths % 10);
        long minutes = seconds / 60;
        return minutes >= 60 ? sign + minutes / 60 + ":" + String.format("%02d", minutes % 60) + ":" + rest
                : sign + minutes + ":" + rest;
    }
}
