package org.chesseus.launcher.play;

import java.util.Map;
import org.chesseus.tools.setup.ClockChoices;
import picocli.CommandLine.Option;

/**
 * The clock options every command that opens games shares (ARCHITECTURE.md, "Time controls"), as
 * a picocli mixin: {@code --time}, {@code --delay}, {@code --bronstein}, {@code --white-time},
 * {@code --black-time}. They are read as text under {@link ClockChoices#KEYS} and checked by
 * {@link ClockChoices}, so {@code play} and {@code serve} accept and refuse exactly the same.
 */
public final class ClockOptions {
    @Option(names = "--time", paramLabel = "CONTROL", description = "Time control: 5+3, 10s+0.1, 40/90+30,30+30 (default: untimed).")
    private String time;
    @Option(names = "--delay", paramLabel = "S", description = "Simple (US) delay in seconds, with an increment-free --time.")
    private String delay;
    @Option(names = "--bronstein", paramLabel = "S", description = "Bronstein delay in seconds, with an increment-free --time.")
    private String bronstein;
    @Option(names = "--white-time", paramLabel = "TIME", description = "White's time (odds), e.g. 5 or 270s.")
    private String whiteTime;
    @Option(names = "--black-time", paramLabel = "TIME", description = "Black's time (odds), e.g. 4.")
    private String blackTime;

    /** Puts each option given into {@code choices} under its key of {@link ClockChoices#KEYS}; absent ones stay absent. */
    public void putInto(Map<String, String> choices) {
        String[] values = {time, delay, bronstein, whiteTime, blackTime};
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                choices.put(ClockChoices.KEYS.get(i), values[i]);
            }
        }
    }
}
