package org.chesseus.drivers.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The command line of the own engine: the launcher's Java and module path, or the class path of a test. */
class OwnEngineCommandTest {

    @Test
    void aLauncherOnTheModulePathStartsTheDriversModule() {
        assertEquals(List.of("/jdk/bin/java", "-p", "/c/lib:/c/drivers.jar", "-m", "org.chesseus.drivers/org.chesseus.drivers.Main",
                "uci", "--rules", "uscf+chess960"),
                OwnEngineCommand.of("/jdk/bin/java", Optional.of("/c/lib:/c/drivers.jar"), "", "uscf+chess960", List.of()));
    }

    @Test
    void onTheClassPathItStartsTheMainClassAndPassesTheDroppedRules() {
        assertEquals(List.of("java", "-cp", "a.jar:b.jar", "org.chesseus.drivers.Main", "uci", "--rules", "fide",
                "--without", "fivefold,seventy-five"),
                OwnEngineCommand.of("java", Optional.empty(), "a.jar:b.jar", "fide", List.of("fivefold", "seventy-five")));
    }
}
