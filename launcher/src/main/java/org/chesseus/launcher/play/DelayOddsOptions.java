package org.chesseus.launcher.play;

import java.util.Map;
import org.chesseus.tools.setup.ClockChoices;
import picocli.CommandLine.Option;

/**
 * The clock options beside the time control that every command opening games shares
 * (ARCHITECTURE.md, "Time controls"), as a picocli mixin: {@code --delay}, {@code --bronstein},
 * {@code --white-time}, {@code --black-time}. {@link ClockOptions} adds {@code --time} for {@code
 * play} and {@code serve}; {@code match} adds its own {@code --time} and {@code --tc}. Checked by
 * {@link ClockChoices}, so every command accepts and refuses exactly the same.
 */
public final class DelayOddsOptions {
    @Option(names = "--delay", paramLabel = "S", description = "Simple (US) delay in seconds, with an increment-free time control.")
    private String delay;
    @Option(names = "--bronstein", paramLabel = "S", description = "Bronstein delay in seconds, with an increment-free time control.")
    private String bronstein;
    @Option(names = "--white-time", paramLabel = "TIME", description = "White's time (odds), e.g. 5 (minutes) or 270s.")
    private String whiteTime;
    @Option(names = "--black-time", paramLabel = "TIME", description = "Black's time (odds), e.g. 4 or 240s.")
    private String blackTime;

    /** Puts each option given into {@code choices} under its key of {@link ClockChoices#KEYS}; absent ones stay absent. */
    public void putInto(Map<String, String> choices) {
        String[] keys = {"delay", "bronstein", "white-time", "black-time"};
        String[] values = {delay, bronstein, whiteTime, blackTime};
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                choices.put(keys[i], values[i]);
            }
        }
    }
}
