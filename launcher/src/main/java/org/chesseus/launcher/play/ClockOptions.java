package org.chesseus.launcher.play;

import java.util.Map;
import org.chesseus.tools.setup.ClockChoices;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The clock options every command that opens games shares (ARCHITECTURE.md, "Time controls"), as
 * a picocli mixin: {@code --time}, then {@link DelayOddsOptions}' {@code --delay}, {@code
 * --bronstein}, {@code --white-time}, {@code --black-time}. They are read as text under {@link
 * ClockChoices#KEYS} and checked by {@link ClockChoices}, so {@code play} and {@code serve} accept
 * and refuse exactly the same.
 */
public final class ClockOptions {
    @Option(names = "--time", paramLabel = "CONTROL", description = "Time control: 5+3, 10s+0.1, 40/90+30,30+30 (default: untimed).")
    private String time;
    @Mixin
    private DelayOddsOptions delayOdds = new DelayOddsOptions();

    /** Puts each option given into {@code choices} under its key of {@link ClockChoices#KEYS}; absent ones stay absent. */
    public void putInto(Map<String, String> choices) {
        if (time != null) {
            choices.put("time", time);
        }
        delayOdds.putInto(choices);
    }
}
